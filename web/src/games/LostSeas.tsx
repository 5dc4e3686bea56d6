// Lost Seas: the face-up row of Sea Exploration tiles, the viewer's 4x4 map with its Expeditions
// above the columns and beside the rows, and the other players' maps. Setup is choosing, column
// by column (then row by row), which dealt Expedition goes there and on which face; the draft is
// a face-up tile, then an empty cell (or, when boxing, the tile to put back).

import { useState } from "preact/hooks";
import type { Schemas } from "../api/client";
import { type BoardProps, lastTurnActions, seatName, svgButton, words } from "./board";

type View = Schemas["LostSeasView"];
type Action = Schemas["LostSeasAction"];
type Tile = Schemas["LostSeasTile"];
type Element = Schemas["LostSeasElement"];
type MapView = Schemas["LostSeasMap"];
type Placed = Schemas["LostSeasPlacedExpedition"];
type Requirement = Schemas["LostSeasRequirement"];
type ChooseAction = Extract<Action, { type: "choose_columns" | "choose_rows" }>;

const ELEMENTS: Record<Element, { letter: string; colour: string }> = {
  kraken: { letter: "K", colour: "#c2255c" },
  leviathan: { letter: "L", colour: "#1971c2" },
  maelstrom: { letter: "M", colour: "#5f3dc4" },
  rock: { letter: "R", colour: "#495057" },
  sandbank: { letter: "S", colour: "#e8a317" },
  shipwreck: { letter: "W", colour: "#8a5a44" },
};

const CELL = 84;
const MARGIN = 110;

export function LostSeasBoard({ view, actions, seat, seats, act, lastTurn }: BoardProps<View, Action>) {
  // The cells the other side's last turn filled, per map (by its seat).
  const placed = new Map<number, Set<string>>();
  for (const { seat: mover, action } of lastTurnActions<Schemas["LostSeasActionView"]>(lastTurn)) {
    if (action.type !== "take") continue;
    placed.set(mover, new Set([...(placed.get(mover) ?? []), `${action.row}-${action.column}`]));
  }
  const [selectedTile, setSelectedTile] = useState<number | null>(null);
  const me = seat ?? 0;
  const myMap = view.maps.find((m) => m.seat === me) ?? view.maps[0];
  const others = view.maps.filter((m) => m !== myMap);
  const choosing = actions.filter((a): a is ChooseAction => a.type === "choose_columns" || a.type === "choose_rows");
  const takes = actions.filter((a): a is Extract<Action, { type: "take" }> => a.type === "take");
  const boxing = actions.filter((a): a is Extract<Action, { type: "box_tile" }> => a.type === "box_tile");
  const play = (action: Action) => { setSelectedTile(null); act(action); };

  return (
    <div class="board lost-seas">
      <p class="status-line">
        {view.phase === "setup" ? "Setup: placing Expeditions" : view.phase === "draft" ? `Round ${view.round ?? ""} of 16` : "Final maps"}
        {" · "}first player: {seatName(seats, view.starting_player)} · pile {view.pile_count} · boxed {view.boxed.length}
      </p>
      <p class="legend muted">
        {Object.entries(ELEMENTS).map(([name, { letter }]) => `${letter} ${name}`).join(" · ")}
      </p>
      {view.offer.length > 0 && (
        <div class="offer" role="group" aria-label="Face-up tiles">
          {view.offer.map((tile) => {
            const takeable = takes.some((a) => a.tile === tile.id);
            const box = boxing.find((a) => a.tile === tile.id);
            const isSelected = selectedTile === tile.id;
            const label = `Tile ${describeTile(tile)}`;
            return (
              <svg key={tile.id} viewBox={`0 0 ${CELL} ${CELL}`} class="offer-tile" role="group" aria-label={label}>
                {box ? (
                  <g {...svgButton(`Put ${label} back in the box`, () => play(box), "target")}>
                    <TileShape tile={tile} x={0} y={0} letters={false} />
                  </g>
                ) : takeable ? (
                  <g {...svgButton(`Take ${label}`, () => setSelectedTile(isSelected ? null : tile.id), "pick", isSelected)}>
                    <TileShape tile={tile} x={0} y={0} letters={false} />
                  </g>
                ) : <TileShape tile={tile} x={0} y={0} letters={false} />}
                <TileLetters tile={tile} x={0} y={0} />
              </svg>
            );
          })}
        </div>
      )}
      {boxing.length > 0 && <p class="pending">Choose a face-up tile to put back in the box.</p>}
      {choosing.length > 0 && <ExpeditionChooser map={myMap} actions={choosing} act={play} />}
      <MapDrawing map={myMap} title={`${seatName(seats, myMap.seat)}'s map`} marked={placed.get(myMap.seat)}
        targetFor={(row, column) => selectedTile === null ? undefined
          : takes.find((a) => a.tile === selectedTile && a.row === row && a.column === column)}
        act={play} />
      <div class="other-maps">
        {others.map((map) => <MapDrawing key={map.seat} map={map} title={`${seatName(seats, map.seat)}'s map`} small
          marked={placed.get(map.seat)} />)}
      </div>
    </div>
  );
}

/**
 * Builds a `choose_columns`/`choose_rows` action one line at a time. At each step it offers the
 * (dealt Expedition, face) pairs that some listed action has there, given the steps taken; the
 * fourth choice is the listed action itself.
 */
function ExpeditionChooser({ map, actions, act }: { map: MapView; actions: ChooseAction[]; act(a: Action): void }) {
  const [chosen, setChosen] = useState<[number, Schemas["LostSeasFace"]][]>([]);
  const kind = actions[0].type;
  const matching = actions.filter((a) => chosen.every(([order, face], k) => a.order[k] === order && a.faces[k] === face));
  const step = chosen.length;
  const options = new Map<string, [number, Schemas["LostSeasFace"]]>();
  for (const a of matching) options.set(`${a.order[step]}-${a.faces[step]}`, [a.order[step], a.faces[step]]);
  const hand = map.hand ?? [];
  const line = kind === "choose_columns" ? "column" : "row";
  const choose = (pair: [number, Schemas["LostSeasFace"]]) => {
    const next = [...chosen, pair];
    const complete = matching.find((a) => next.every(([order, face], k) => a.order[k] === order && a.faces[k] === face) && a.order.length === next.length);
    if (complete) { setChosen([]); act(complete); } else setChosen(next);
  };
  return (
    <div class="card chooser" role="group" aria-label={`Expedition for ${line} ${step + 1}`}>
      <p><strong>Choose the Expedition for {line} {step + 1} of 4</strong> and the face it plays.</p>
      <div class="row">
        {[...options.values()].map(([order, face]) => {
          const tile = hand[order];
          const side = tile?.[face];
          return (
            <button key={`${order}-${face}`} type="button" class="secondary expedition"
              data-choice={step === 3 ? "target" : "pick"} onClick={() => choose([order, face])}>
              {face}: {side ? `${describeRequirement(side.requirement)} · ${side.points} VP` : `Expedition ${order + 1}`}
            </button>
          );
        })}
      </div>
      {step > 0 && <button type="button" class="link" onClick={() => setChosen([])}>Start this choice over</button>}
    </div>
  );
}

function MapDrawing(props: {
  map: MapView;
  title: string;
  small?: boolean;
  targetFor?: (row: number, column: number) => Action | undefined;
  act?: (a: Action) => void;
  /** Cells (`row-column`) the other side's last turn filled. */
  marked?: Set<string>;
}) {
  const { map } = props;
  const size = MARGIN + CELL * 4 + 50;
  return (
    <figure class={props.small ? "map small" : "map"}>
      <figcaption>{props.title}: {map.score.total} points ({map.tiles_placed} tiles)</figcaption>
      <svg viewBox={`0 0 ${size} ${size}`} role="group" aria-label={props.title}>
        {(map.columns ?? []).map((placed, column) => (
          <ExpeditionLabel key={`c${column}`} placed={placed} x={MARGIN + column * CELL} y={4} width={CELL - 4}
            score={map.score.columns[column]} />
        ))}
        {(map.rows ?? []).map((placed, row) => (
          <ExpeditionLabel key={`r${row}`} placed={placed} x={4} y={MARGIN + row * CELL} width={MARGIN - 10}
            score={map.score.rows[row]} />
        ))}
        {map.cells.map((cells, row) => cells.map((tile, column) => {
          const x = MARGIN + column * CELL;
          const y = MARGIN + row * CELL;
          const target = !tile ? props.targetFor?.(row, column) : undefined;
          if (target && props.act) {
            const act = props.act;
            return (
              <g key={`${row}-${column}`} {...svgButton(`Place on row ${row + 1}, column ${column + 1}`, () => act(target), "target")}>
                <rect x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} rx={8} class="target-zone" />
              </g>
            );
          }
          if (tile && props.marked?.has(`${row}-${column}`)) {
            return (
              <g key={`${row}-${column}`}>
                <TileShape tile={tile} x={x} y={y} />
                <rect x={x + 3} y={y + 3} width={CELL - 6} height={CELL - 6} rx={8} class="last-turn-mark" />
              </g>
            );
          }
          return tile ? <TileShape key={`${row}-${column}`} tile={tile} x={x} y={y} />
            : <rect key={`${row}-${column}`} x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} rx={8} class="sea-cell" />;
        }))}
      </svg>
    </figure>
  );
}

function ExpeditionLabel(props: { placed: Placed; x: number; y: number; width: number; score: number }) {
  return (
    <g>
      {/* The whole goal on hover, also where the drawing is small (an opponent's map). */}
      <title>{`${words(props.placed.face)} Expedition: ${describeRequirement(props.placed.requirement)}, ${props.placed.points} VP; ${props.score} now`}</title>
      <rect x={props.x} y={props.y} width={props.width} height={CELL - 8} rx={6} class={`expedition-tile ${props.placed.face}`} />
      <foreignObject x={props.x + 2} y={props.y + 2} width={props.width - 4} height={CELL - 12}>
        <p class="expedition-text">{describeRequirement(props.placed.requirement)} · {props.placed.points} VP → {props.score}</p>
      </foreignObject>
    </g>
  );
}

/** Where a tile's `i`th element is drawn. */
function elementX(tile: Tile, x: number, i: number): number {
  return x + CELL / 2 + (i - (tile.elements.length - 1) / 2) * 24;
}

/** A sea tile and its elements; with their letters unless `letters` is false (see [`TileLetters`]). */
function TileShape({ tile, x, y, letters = true }: { tile: Tile; x: number; y: number; letters?: boolean }) {
  return (
    <g>
      <rect x={x + 2} y={y + 2} width={CELL - 4} height={CELL - 4} rx={8} class="sea-tile" />
      {tile.elements.map((element, i) => (
        <circle key={i} cx={elementX(tile, x, i)} cy={y + CELL / 2} r={11} fill={ELEMENTS[element].colour} />
      ))}
      {letters && <TileLetters tile={tile} x={x} y={y} />}
    </g>
  );
}

/**
 * A tile's element letters. A tile that is a button draws them over the button, not inside it,
 * and lets clicks through: its name says the elements in words ("Take Tile kraken, rock"), and
 * a screen reader would otherwise be told a name that does not contain the letters it shows.
 */
function TileLetters({ tile, x, y }: { tile: Tile; x: number; y: number }) {
  return (
    <g class="letters" aria-hidden="true">
      {tile.elements.map((element, i) => (
        <text key={i} x={elementX(tile, x, i)} y={y + CELL / 2 + 4} text-anchor="middle" class="element-letter">
          {ELEMENTS[element].letter}
        </text>
      ))}
    </g>
  );
}

function describeTile(tile: Tile): string {
  return tile.elements.join(", ");
}

export function describeRequirement(requirement: Requirement): string {
  switch (requirement.kind) {
    case "exact_elements":
      return `exactly ${requirement.counts.map((c) => `${c.count} ${c.element}`).join(", ")}`;
    case "exact_chosen":
      return `some element exactly ${requirement.count}×`;
    case "exact_total":
      return `exactly ${requirement.count} icons`;
    case "sets":
      // Spaced, so that a long set wraps on a narrow Expedition tile instead of running off it.
      return `sets of ${requirement.set.join(" + ")}`;
    case "one_of_each":
      return "one of each element";
    case "excluded":
      return `no ${requirement.elements.join(" or ")}`;
    case "majority":
      return `most ${requirement.element}`;
  }
}
