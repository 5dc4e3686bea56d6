// "How to play": each game's rules for someone who has never seen it (goal, setup, a turn,
// scoring, the end, every ability or tile, tips), from `games/howToPlay.ts`. Linked from the
// lobby's Play now cards and from every game page.

import { links } from "../router";
import { GAME_TYPES, gameName } from "../games/names";
import { HOW_TO_PLAY } from "../games/howToPlay";
import { Section } from "../ui/bits";
import { Emblem } from "../ui/GameCards";
import { FormationCard } from "../games/Landfall";
import { CardShape, CardTexts } from "../games/AirLandSea";
import { FaceWedges } from "../games/LandVsSea";
import type { Schemas } from "../api/client";

/** A Land vs Sea tile as the map draws it: two land regions (one with a bonus star) and Again. */
const SAMPLE_TILE: Schemas["LandVsSeaFace"] = {
  id: null,
  edges: "LLSLSS",
  regions: [
    { index: 0, terrain: "land", edges: [0, 1], bonus: 1 },
    { index: 1, terrain: "sea", edges: [2], bonus: 0 },
    { index: 2, terrain: "land", edges: [3], bonus: 0 },
    { index: 3, terrain: "sea", edges: [4, 5], bonus: 0 },
  ],
  action: "play_again",
  trade: null,
  mountains: [],
  corals: [],
};

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
          {gameType === "air-land-sea" && (
            // Cards as the theaters show them: name, strength and ability.
            <svg viewBox="0 0 240 70" class="how-to-play-picture" role="img" aria-label="Two cards: Air 1 Support and Sea 4 Redeploy">
              <CardShape x={8} y={3} card="air_1" known="air_1" />
              <CardTexts x={8} y={3} card="air_1" known="air_1" strength={1} />
              <CardShape x={128} y={3} card="sea_4" known="sea_4" />
              <CardTexts x={128} y={3} card="sea_4" known="sea_4" strength={4} />
            </svg>
          )}
          {gameType === "land-vs-sea" && (
            <svg viewBox="-40 -38 80 76" class="how-to-play-picture" role="img"
              aria-label="A tile: land and sea edges, a bonus star and the Again icon">
              <FaceWedges q={0} r={0} face={SAMPLE_TILE} rotation={0} />
            </svg>
          )}
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
