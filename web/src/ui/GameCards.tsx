// The lobby's first sight: the four games as cards, each with its picture, what it is, how many
// play and how long it lasts, and the ways in: play now against whoever is looking (quick
// pairing), play the computer at once, open a table for people (the new game form below, set to
// this game), or read how to play first. A game for more than two asks how many play, for
// both ways to play at once.

import { useState } from "preact/hooks";
import { api, type GameType, type Schemas, unwrap } from "../api/client";
import { HOW_TO_PLAY } from "../games/howToPlay";
import { links, navigate } from "../router";
import { SeekWaiting, useQuickPairing } from "./PlayNow";

type Attempt = (work: () => Promise<void>) => Promise<void>;

export function GameCards(props: { types: GameType[]; attempt: Attempt; onCreateTable: (gameType: string) => void }) {
  const pairing = useQuickPairing(props.attempt);
  const [playerCounts, setPlayerCounts] = useState<Record<string, number>>({});
  const playersFor = (type: GameType) => playerCounts[type.id] ?? type.min_players;
  const playTheComputer = (type: GameType) =>
    props.attempt(async () => {
      // Every seat but the player's a computer of the middle level.
      const players = playersFor(type);
      const game = unwrap(
        await api.POST("/api/v1/games", {
          body: {
            game_type: type.id as Schemas["CreateGame"]["game_type"],
            players,
            bots: Array.from({ length: players - 1 }, (_, i) => ({ seat: i + 1, level: "medium" as const })),
          },
        }),
      );
      navigate(links.game(game.id));
    });
  return (
    <section class="card game-cards" aria-labelledby="game-cards-title">
      <h2 id="game-cards-title">Games</h2>
      {pairing.seek && <SeekWaiting seek={pairing.seek} types={props.types} stop={pairing.stop} />}
      {pairing.note && <p class="muted" role="status">{pairing.note}</p>}
      <ul class="list">
        {props.types.map((type) => {
          const about = HOW_TO_PLAY[type.id];
          const players = type.min_players === type.max_players
            ? `${type.min_players} players`
            : `${type.min_players}–${type.max_players} players`;
          return (
            <li key={type.id} class="game-card" data-game-type={type.id}>
              <Emblem gameType={type.id} />
              <div class="game-card-text">
                <h3>{type.name}</h3>
                {about && <p>{about.summary}</p>}
                <p class="muted">{players}{about ? ` · ${about.length}` : ""}</p>
                {type.max_players > type.min_players && (
                  <label class="player-count">
                    Players
                    <select name={`players-${type.id}`} value={playersFor(type)}
                      onChange={(e) => setPlayerCounts({ ...playerCounts, [type.id]: Number(e.currentTarget.value) })}>
                      {Array.from({ length: type.max_players - type.min_players + 1 }, (_, i) => type.min_players + i).map(
                        (n) => <option key={n} value={n}>{n}</option>,
                      )}
                    </select>
                  </label>
                )}
                <div class="game-card-actions">
                  {!pairing.seek && (
                    <button type="button" onClick={() => pairing.start(type, playersFor(type))} aria-label={`Play now: ${type.name}`}>
                      Play now
                    </button>
                  )}
                  <button type="button" class="secondary" onClick={() => playTheComputer(type)}>
                    Play the computer<span class="sr-only">: {type.name}</span>
                  </button>
                  <button type="button" class="secondary" onClick={() => props.onCreateTable(type.id)}>
                    Create a table<span class="sr-only">: {type.name}</span>
                  </button>
                  <a href={links.howToPlay(type.id)} aria-label={`How to play ${type.name}`}>How to play</a>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <label class="check">
        <input type="checkbox" name="computer_fallback" checked={pairing.computerAfter}
          onChange={(e) => pairing.setComputerAfter(e.currentTarget.checked)} />
        Play now: if nobody comes within 30 seconds, play a computer
      </label>
    </section>
  );
}

/** A small picture of each game, drawn from its own pieces (no image files to download). */
export function Emblem({ gameType }: { gameType: string }) {
  return (
    <svg class="emblem" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      {EMBLEMS[gameType] ?? <circle cx="32" cy="32" r="24" class="emblem-sea" />}
    </svg>
  );
}

/** Corners of a flat hexagon of radius `r` centred on (x, y). */
function hex(x: number, y: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

const EMBLEMS: Record<string, preact.JSX.Element> = {
  // Three theaters, a card played in each.
  "air-land-sea": (
    <g>
      <rect x="4" y="14" width="16" height="36" rx="3" class="emblem-air" />
      <rect x="24" y="14" width="16" height="36" rx="3" class="emblem-land" />
      <rect x="44" y="14" width="16" height="36" rx="3" class="emblem-sea" />
    </g>
  ),
  // Hex tiles, land meeting sea.
  "land-vs-sea": (
    <g>
      <polygon points={hex(20, 22, 13)} class="emblem-land" />
      <polygon points={hex(40, 33, 13)} class="emblem-sea" />
      <polygon points={hex(20, 44, 13)} class="emblem-sea" />
    </g>
  ),
  // A 4 by 4 map of sea tiles.
  "lost-seas": (
    <g>
      {Array.from({ length: 16 }, (_, i) => (
        <rect key={i} x={6 + (i % 4) * 13} y={6 + Math.floor(i / 4) * 13} width="11" height="11" rx="2"
          class={(i + Math.floor(i / 4)) % 3 === 0 ? "emblem-land" : "emblem-sea"} />
      ))}
    </g>
  ),
  // A volcano on an island.
  landfall: (
    <g>
      <polygon points={hex(32, 38, 22)} class="emblem-land" />
      <polygon points="20,46 32,18 44,46" class="emblem-air" />
    </g>
  ),
};
