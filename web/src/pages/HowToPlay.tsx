// "How to play": each game's rules for someone who has never seen it (goal, setup, a turn,
// scoring, the end, every ability or tile, tips), from `games/howToPlay.ts`. Linked from the
// lobby's Play now cards and from every game page.

import { links } from "../router";
import { GAME_TYPES, gameName } from "../games/names";
import { HOW_TO_PLAY } from "../games/howToPlay";
import { Section } from "../ui/bits";
import { Emblem } from "../ui/GameCards";
import { FormationCard } from "../games/Landfall";

export function HowToPlayPage({ gameType }: { gameType: string }) {
  const rules = HOW_TO_PLAY[gameType];
  return (
    <Section title={`How to play ${gameName(gameType)}`}>
      <nav aria-label="Game types" class="tabs">
        {GAME_TYPES.map((type) => (
          <a key={type} href={links.howToPlay(type)} aria-current={type === gameType ? "page" : undefined}>
            {gameName(type)}
          </a>
        ))}
      </nav>
      {!rules ? (
        <p>There is no such game here.</p>
      ) : (
        <article class="how-to-play">
          <div class="how-to-play-head">
            <Emblem gameType={gameType} />
            <p class="summary">{rules.summary}</p>
          </div>
          <Part title="The goal" items={rules.goal} />
          {gameType === "landfall" && (
            // The three formation cards as the board draws them: what to build.
            <div class="formations" role="group" aria-label="The three formations">
              {(["mountain", "valley", "plain"] as const).map((formation) => (
                <FormationCard key={formation} formation={formation} colour="green" claimed={false} />
              ))}
            </div>
          )}
          <Part title="What you start with" items={rules.setup} />
          <Part title="Your turn" items={rules.turn} />
          <Part title="Scoring" items={rules.scoring} />
          <Part title="The end" items={rules.end} />
          {rules.glossary.length > 0 && (
            <>
              <h3>Every card, tile and ability</h3>
              <dl class="glossary">
                {rules.glossary.map(([name, meaning]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{meaning}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <Part title="Tips for a first game" items={rules.tips} />
        </article>
      )}
    </Section>
  );
}

function Part({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => <li key={item}>{item}</li>)}
      </ul>
    </>
  );
}
