// Landfall: the island's hex stacks (height as nested rings in the tiles' colours, the level
// written on top), volcanoes and oasis chips, each player's supply and formation cards. A move
// starts at a hex: the first hex of every listed action (`at` or `from`) is clickable; then the
// second hex of a `move`/`throw`, or a button per one-hex action there (land, place, remove...).

import { useState } from "preact/hooks";
import type { Schemas } from "../api/client";
import { type BoardProps, lastTurnActions, seatName, svgButton, words } from "./board";
import { DIRECTIONS, hexCentre, hexKey, hexPoints, viewBoxFor } from "./hex";
import { ActionList } from "./ActionList";

type View = Schemas["LandfallView"];
type Action = Schemas["LandfallAction"];
type Hex = Schemas["LandfallHex"];
type Colour = Schemas["LandfallColour"];

const SIZE = 30;
const COLOURS: Record<Colour, string> = { green: "#5c940d", beige: "#e9d8a6" };
const FORMATIONS: Schemas["LandfallFormation"][] = ["mountain", "valley", "plain"];

/** The hex a move starts from, if it is made on the board. */
function firstHex(action: Action): Hex | null {
  switch (action.type) {
    case "land": case "place": case "remove": case "force_landing": return action.at;
    case "move": case "throw": return action.from;
    default: return null;
  }
}

/** Where a two-hex move ends, and what to call it. */
function secondHex(action: Action): { hex: Hex; label: string } | null {
  if (action.type === "move") return { hex: action.to, label: "Move the volcano here" };
  if (action.type === "throw") return { hex: action.over, label: "Throw the tile over this volcano" };
  return null;
}

/** The hexes a step changed: where it landed, placed, took or claimed, and both ends of a move or throw. */
function hexesOf(action: Action): Hex[] {
  switch (action.type) {
    case "land": case "place": case "remove": case "force_landing": case "claim": return [action.at];
    case "move": return [action.from, action.to];
    case "throw": return [action.from, action.over];
    default: return [];
  }
}

export function LandfallBoard({ view, actions, seat, seats, act, lastTurn, ended }: BoardProps<View, Action>) {
  const [from, setFrom] = useState<string | null>(null);
  const marked = new Set(lastTurnActions<Action>(lastTurn).flatMap(({ action }) => hexesOf(action)).map((h) => hexKey(h.q, h.r)));
  const play = (action: Action) => { setFrom(null); act(action); };
  const playerName = (colour: Colour) =>
    `${seatName(seats, view.players.find((p) => p.colour === colour)?.seat ?? 0)} (${colour})`;
  const cells = new Map(view.cells.map((c) => [hexKey(c.at.q, c.at.r), c]));
  // Each claim made, at its oasis chip: the board shows which formation the chip won.
  const claims = new Map(view.players.flatMap((player) =>
    player.claims.map((claim) => [hexKey(claim.at.q, claim.at.r), { colour: player.colour, formation: claim.formation }] as const)));

  // Water is drawn around the island, and wherever a listed move reaches.
  const drawn = new Map<string, Hex>();
  for (const cell of view.cells) {
    drawn.set(hexKey(cell.at.q, cell.at.r), cell.at);
    for (const [dq, dr] of DIRECTIONS) drawn.set(hexKey(cell.at.q + dq, cell.at.r + dr), { q: cell.at.q + dq, r: cell.at.r + dr });
  }
  const starting = new Map<string, Action[]>();
  for (const action of actions) {
    const hex = firstHex(action);
    if (!hex) continue;
    const key = hexKey(hex.q, hex.r);
    drawn.set(key, hex);
    starting.set(key, [...(starting.get(key) ?? []), action]);
  }
  const fromActions = from ? starting.get(from) ?? [] : [];
  const secondTargets = new Map<string, { label: string; action: Action }>();
  for (const action of fromActions) {
    const second = secondHex(action);
    if (second) secondTargets.set(hexKey(second.hex.q, second.hex.r), { label: second.label, action });
  }
  const oneHexHere = fromActions.filter((a) => !secondHex(a));
  const offBoard = actions.filter((a) => firstHex(a) === null);

  return (
    <div class="board landfall">
      <p class="status-line">
        {view.phase.step === "over"
          ? `Turn ${view.turn} · over · ${view.winner ? `${playerName(view.winner)} won` : "a draw"}`
          : ended ? `Turn ${view.turn} · the game has ended`
          : `Turn ${view.turn} · ${playerName(view.current)} to play · ${describePhase(view.phase)}`}
        {view.phase.step !== "over" && !ended && view.no_revert_applies ? " · the board may not end as it was" : ""}
      </p>
      <div class="players">
        {view.players.map((player) => (
          <div key={player.seat} class={`player card ${player.colour}`}>
            <strong>{seatName(seats, player.seat)} ({player.colour})</strong>
            <span>{player.tiles_in_hand} tiles · {player.volcanoes_in_hand} volcanoes in hand, {player.volcanoes_on_island} on the island · {player.oasis_chips_in_hand} oasis chips</span>
            <span class="formations" aria-label="Formation cards">
              {FORMATIONS.map((formation) => (
                <FormationCard key={formation} formation={formation} colour={player.colour}
                  claimed={player.formations_claimed.includes(formation)} />
              ))}
            </span>
          </div>
        ))}
      </div>
      <svg viewBox={viewBoxFor([...drawn.values()], SIZE)} role="group" aria-label="The island" class="hexes">
        {[...drawn.entries()].map(([key, hex]) => {
          const centre = hexCentre(hex.q, hex.r, SIZE);
          const cell = cells.get(key);
          const startsHere = starting.get(key);
          const second = secondTargets.get(key);
          const claim = claims.get(key);
          const pieces = [cell?.volcano && `${cell.volcano} volcano`,
            cell?.oasis && `${cell.oasis} oasis chip${claim ? ` (claimed ${claim.formation})` : ""}`].filter(Boolean);
          const where = `${cell ? `level ${cell.level} ${cell.top} stack` : "water"}${pieces.length ? ` with a ${pieces.join(" and a ")}` : ""} at ${hex.q},${hex.r}`;
          let handlers = {};
          if (second) handlers = svgButton(`${second.label}: ${where}`, () => play(second.action), "target");
          else if (startsHere) handlers = svgButton(`Select ${where}`, () => setFrom(from === key ? null : key), "pick", from === key);
          return (
            <g key={key} {...handlers}>
              {/* The cell in words, with the coordinates the move log names it by. */}
              <title>{where[0].toUpperCase() + where.slice(1)}</title>
              <polygon points={hexPoints(centre, SIZE - 1)} class={cell ? "land-hex" : "water-hex"} />
              {cell?.tiles.map((colour, level) => (
                <polygon key={level} points={hexPoints(centre, (SIZE - 4) * (1 - level / (cell.tiles.length + 1)))}
                  fill={COLOURS[colour]} stroke="#5c4326" stroke-width={1} />
              ))}
              {cell && (
                // Beside the volcano when there is one, so the height stays readable.
                <text x={cell.volcano ? centre.x + 19 : centre.x} y={centre.y + 4} text-anchor="middle" class="level">{cell.level}</text>
              )}
              {/* A piece is filled with its owner's colour, the same two as the tiles', so a dark
                  outline sets it off from the tile under it, and its mark (a red crater, blue
                  water) says what it is. */}
              {cell?.volcano && (
                <g class="volcano" data-owner={cell.volcano}>
                  <title>{cell.volcano} volcano</title>
                  <polygon points={`${centre.x},${centre.y - 17} ${centre.x - 11},${centre.y + 3} ${centre.x + 11},${centre.y + 3}`}
                    fill={COLOURS[cell.volcano]} class="piece" />
                  <polygon points={`${centre.x},${centre.y - 17} ${centre.x - 4},${centre.y - 10} ${centre.x + 4},${centre.y - 10}`}
                    class="crater" />
                </g>
              )}
              {cell?.oasis && (
                <g class="oasis" data-owner={cell.oasis}>
                  <title>{claim ? `${words(cell.oasis)} claimed the ${claim.formation} here` : `${cell.oasis} oasis chip`}</title>
                  <circle cx={centre.x} cy={centre.y + 12} r={7} fill={COLOURS[cell.oasis]} class="piece" />
                  <circle cx={centre.x} cy={centre.y + 12} r={3} class="water" />
                </g>
              )}
              {/* A claimed formation: the hex ringed in the claimer's colour and the formation's
                  initial on the chip's hex, so the board says who took what where. */}
              {claim && (
                <g class="claimed-formation" data-owner={claim.colour} data-formation={claim.formation}>
                  <polygon points={hexPoints(centre, SIZE - 2)} class="claim-ring outline" />
                  <polygon points={hexPoints(centre, SIZE - 2)} class="claim-ring" style={{ stroke: COLOURS[claim.colour] }} />
                  <text x={centre.x - 16} y={centre.y - 8} text-anchor="middle" class="claim-initial">
                    {claim.formation[0].toUpperCase()}
                  </text>
                </g>
              )}
              {marked.has(key) && <polygon points={hexPoints(centre, SIZE - 3)} class="last-turn-mark" />}
            </g>
          );
        })}
      </svg>
      {oneHexHere.length > 0 && (
        <ActionList label="Moves at the selected hex" actions={oneHexHere} act={play} role="target"
          describe={(a) => `${words(a.type)} here`} />
      )}
      <ActionList label="Claims and turn" actions={offBoard.filter((a) => a.type === "claim")} act={play} role="target"
        describe={(a) => a.type === "claim" ? `Claim ${a.formation} at ${a.at.q},${a.at.r}` : words(a.type)} />
      <ActionList actions={offBoard.filter((a) => a.type !== "claim")} act={play} describe={(a) => words(a.type)} />
      {seat !== null && view.claimable.length > 0 && actions.length === 0 && (
        <p class="muted">{words(view.current)} may claim: {view.claimable.map((c) => c.formation).join(", ")}</p>
      )}
    </div>
  );
}

function describePhase(phase: View["phase"]): string {
  switch (phase.step) {
    case "actions": return `${phase.actions_taken} of 2 actions taken`;
    case "forced_landing": return "the opponent places a volcano";
    case "claims": return phase.passed ? "passed; claims, then end the turn" : "claims, then end the turn";
    case "over": return "over";
  }
}

/** What each formation asks for, as the rules say it (docs/rules/landfall.md). */
const FORMATION_RULES: Record<Schemas["LandfallFormation"], string> = {
  mountain: "Your volcano on a stack of 4 or more tiles, your colour on top.",
  valley: "Your volcano on your colour, with at least 5 of the 6 hexes around it higher.",
  plain: "Your volcano in a group of 6 or more connected hexes of one level, all your colour.",
};

/**
 * A formation card drawn as the shape it asks for (a side view of a tall stack, a low hex in a
 * ring of high ones, six level hexes), in the player's colour once claimed; its rule on hover or
 * tap, and in words for screen readers.
 */
export function FormationCard(props: { formation: Schemas["LandfallFormation"]; colour: Colour; claimed: boolean }) {
  const fill = props.claimed ? COLOURS[props.colour] : "none";
  const rule = FORMATION_RULES[props.formation];
  return (
    <span class={`formation${props.claimed ? " claimed" : ""}`} data-formation={props.formation} title={rule}>
      <svg viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
        {props.formation === "mountain" && (
          <g>
            {[0, 1, 2, 3].map((level) => (
              <rect key={level} x={10} y={28 - level * 6} width={28} height={6} class="stack" style={{ fill }} />
            ))}
            <polygon points="18,10 24,2 30,10" class="volcano-mark" />
          </g>
        )}
        {props.formation === "valley" && (
          <g>
            {DIRECTIONS.map(([dq, dr], i) => {
              const c = hexCentre(dq, dr, 7);
              return <polygon key={i} points={hexPoints({ x: 24 + c.x, y: 18 + c.y }, 7)} class={i === 5 ? "low" : "high"} />;
            })}
            <polygon points={hexPoints({ x: 24, y: 18 }, 7)} class="stack" style={{ fill }} />
          </g>
        )}
        {props.formation === "plain" && (
          <g>
            {[[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [-1, 1]].map(([q, r], i) => {
              const c = hexCentre(q, r, 6);
              return <polygon key={i} points={hexPoints({ x: 16 + c.x, y: 10 + c.y }, 6)} class="stack" style={{ fill }} />;
            })}
          </g>
        )}
      </svg>
      <span class="formation-name">{words(props.formation)}{props.claimed ? " ✓" : ""}</span>
      <span class="sr-only">{props.claimed ? ": claimed. " : ": "}{rule}</span>
    </span>
  );
}
