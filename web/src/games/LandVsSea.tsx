// Land vs Sea: the hex map of placed tiles, each edge wedge land or sea, with its regions' bonus
// icons, Caravan/Ship and Play Again/Steal icons, Mountain and Coral sections and Waypoints; the
// two draw stacks, every hand and the scores. To place: select a tile in hand, choose its face
// and turn it (only faces and rotations the server lists are offered), then click a highlighted
// cell. Drawing, stealing, Waypoints and the Volcano/Whirlpool are clicks on what they name.

import { useState } from "preact/hooks";
import type { Schemas } from "../api/client";
import { type BoardProps, lastTurnActions, seatName, svgButton, words } from "./board";
import { corner, edgeWedge, hexCentre, hexKey, hexPoints, towardEdge, viewBoxFor } from "./hex";
import { ActionList } from "./ActionList";
import { HOW_TO_PLAY } from "./howToPlay";

type View = Schemas["LandVsSeaView"];
type Action = Schemas["LandVsSeaAction"];
type Face = Schemas["LandVsSeaFace"];
type Place = Extract<Action, { type: "place" }>;
type Hole = Extract<Action, { type: "place_volcano_whirlpool" }>;

const SIZE = 34;
const TERRAIN = { L: "#b5a25a", S: "#4dabf7" } as const;

interface Selection { slot: number; face: Schemas["LandVsSeaFaceChoice"]; rotation: number }

/** A place target is 55 units across its flats: at 0.82 px a unit it is a 45 px target. */
const MIN_SCALE_ON_PHONE = 0.82;

export function LandVsSeaBoard({ view, actions, seat, seats, act, lastTurn, ended }: BoardProps<View, Action>) {
  // Where the other side's last turn put a tile, a volcano or whirlpool, or a Waypoint.
  const marked = lastTurnActions<Schemas["LandVsSeaActionView"]>(lastTurn)
    .map(({ action }) => action.action)
    .flatMap((logged) => "q" in logged && "r" in logged ? [{ q: logged.q, r: logged.r }] : []);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [holeRotation, setHoleRotation] = useState(0);
  const play = (action: Action) => { setSelection(null); act(action); };
  const places = actions.filter((a): a is Place => a.type === "place");
  const holes = actions.filter((a): a is Hole => a.type === "place_volcano_whirlpool");
  const me = seat ?? 0;
  const myHand = view.hands.find((h) => h.seat === me);

  // Rotations (and faces) offered are exactly those with at least one listed placement.
  const rotationsFor = (slot: number, face: Selection["face"]) =>
    [...new Set(places.filter((p) => p.slot === slot && p.face === face).map((p) => p.rotation))].sort();
  const select = (slot: number) => {
    if (selection?.slot === slot) return setSelection(null);
    const face = rotationsFor(slot, "up").length ? "up" : "hidden";
    setSelection({ slot, face, rotation: rotationsFor(slot, face)[0] ?? 0 });
  };
  const placeTargets = new Map<string, Place>();
  if (selection) {
    for (const p of places) {
      if (p.slot === selection.slot && p.face === selection.face && p.rotation === selection.rotation) placeTargets.set(hexKey(p.q, p.r), p);
    }
  }
  const holeRotations = [...new Set(holes.map((h) => h.rotation))].sort();
  const holeTargets = new Map(holes.filter((h) => h.rotation === (holeRotations.includes(holeRotation) ? holeRotation : holeRotations[0]))
    .map((h) => [hexKey(h.q, h.r), h]));
  const waypointTargets = actions.filter((a): a is Extract<Action, { type: "place_waypoint" }> => a.type === "place_waypoint");

  const cells = [...view.map.map((t) => ({ q: t.q, r: t.r })), ...places.map((p) => ({ q: p.q, r: p.r })),
    ...view.holes.map(([q, r]) => ({ q, r }))];
  const mapBox = viewBoxFor(cells.length ? cells : [{ q: 0, r: 0 }], SIZE);
  const selectedTile = selection && myHand ? myHand.tiles[selection.slot] : undefined;
  const selectedFace = selectedTile && (selection!.face === "up" ? selectedTile.up : selectedTile.hidden ?? undefined);

  return (
    <div class="board land-vs-sea">
      <p class="status-line">
        {ended && view.phase !== "over" ? "The game has ended"
          : `${words(view.phase)}${view.current != null ? ` · ${seatName(seats, view.current)} to play` : ""}`}
        {" · "}{view.scores.map((s) => `${words(s.role)} ${s.total}`).join(" · ")}
      </p>
      <div class="lvs-layout">
        {/* On a phone a grown map keeps its hexes 44 px across and scrolls sideways instead. */}
        {/* Focusable, so that a keyboard can scroll it too. */}
        <div class="map-scroll" tabIndex={0} role="region" aria-label="Map area">
        <svg viewBox={mapBox} class="hexes" role="group" aria-label="The map"
          style={{ "--map-min-width": `${Math.ceil(Number(mapBox.split(" ")[2]) * MIN_SCALE_ON_PHONE)}px` }}>
          {view.map.map((tile) => (
            <PlacedTile key={hexKey(tile.q, tile.r)} q={tile.q} r={tile.r} face={tile.face} placedBy={tile.placed_by ?? null} />
          ))}
          {view.completed_areas.map((area, i) => <CompletedArea key={`a${i}`} area={area} />)}
          {marked.map(({ q, r }) => (
            <polygon key={`m${q},${r}`} points={hexPoints(hexCentre(q, r, SIZE), SIZE - 3)} class="last-turn-mark" />
          ))}
          {view.waypoints.filter((w) => w.on_map).map((w) => {
            const [q, r, region] = w.on_map!;
            const tile = view.map.find((t) => t.q === q && t.r === r);
            const centre = regionCentre(q, r, tile?.face.regions[region]?.edges ?? []);
            return <circle key={`w${w.owner}`} cx={centre.x} cy={centre.y} r={7} class={`waypoint seat-fill-${w.owner}`}><title>{seatName(seats, w.owner)}'s Waypoint</title></circle>;
          })}
          {waypointTargets.map((a) => {
            const tile = view.map.find((t) => t.q === a.q && t.r === a.r);
            const region = tile?.face.regions[a.region];
            const centre = regionCentre(a.q, a.r, region?.edges ?? []);
            return (
              <g key={`wt${a.q},${a.r},${a.region}`} {...svgButton(`Put your Waypoint on the ${region?.terrain ?? ""} region of ${a.q},${a.r}`, () => play(a), "target")}>
                <circle cx={centre.x} cy={centre.y} r={9} class="waypoint-target" />
              </g>
            );
          })}
          {[...placeTargets.entries()].map(([key, p]) => (
            <g key={`p${key}`}>
              <g {...svgButton(`Place the tile at ${p.q},${p.r}`, () => play(p), "target")}>
                <polygon points={hexPoints(hexCentre(p.q, p.r, SIZE), SIZE - 2)} class="target-zone" />
                {selectedFace && <FaceWedges q={p.q} r={p.r} face={selectedFace} rotation={p.rotation} ghost part="shapes" />}
              </g>
              {selectedFace && <FaceWedges q={p.q} r={p.r} face={selectedFace} rotation={p.rotation} ghost part="words" />}
            </g>
          ))}
          {[...holeTargets.entries()].map(([key, h]) => (
            <g key={`h${key}`} {...svgButton(`Fill the hole at ${h.q},${h.r}`, () => play(h), "target")}>
              <polygon points={hexPoints(hexCentre(h.q, h.r, SIZE), SIZE - 2)} class="target-zone" />
            </g>
          ))}
        </svg>
        </div>
        <div class="lvs-side">
          <div class="stacks" role="group" aria-label="Draw stacks">
            {view.stacks.map((stack, index) => {
              const draw = actions.find((a) => a.type === "draw" && a.stack === index);
              return (
                <svg key={index} viewBox="-40 -40 80 95" class="stack" role="group" aria-label={`Stack ${index + 1}: ${stack.count} tiles`}>
                  <g {...(draw ? svgButton(`Draw from stack ${index + 1}`, () => play(draw), "target") : {})}>
                    <polygon points={hexPoints({ x: 0, y: 0 }, 34)} class="stack-back" />
                    {stack.top && <FaceWedges q={0} r={0} face={stack.top} rotation={0} part="shapes" />}
                  </g>
                  {stack.top && <FaceWedges q={0} r={0} face={stack.top} rotation={0} part="words" />}
                  <text x={0} y={50} text-anchor="middle">{stack.count} left</text>
                </svg>
              );
            })}
          </div>
          {view.hands.map((hand) => {
            const mine = hand.seat === me && seat !== null;
            return (
              <div key={hand.seat} class="lvs-hand" role="group" aria-label={`${seatName(seats, hand.seat)}'s hand`}>
                <strong>{seatName(seats, hand.seat)} · {words(hand.role)}</strong>
                <div class="row">
                  {hand.tiles.map((tile, slot) => {
                    const steal = actions.find((a) => a.type === "steal" && a.from === hand.seat && a.slot === slot);
                    const placeable = mine && places.some((p) => p.slot === slot);
                    const isSelected = mine && selection?.slot === slot;
                    const handlers = steal ? svgButton(`Steal tile ${slot + 1} of ${seatName(seats, hand.seat)}`, () => play(steal), "target")
                      : placeable ? svgButton(`Select tile ${slot + 1}`, () => select(slot), "pick", isSelected) : {};
                    return (
                      <svg key={slot} viewBox="-40 -40 80 80" class="held-tile" role="group" aria-label={`Tile ${slot + 1}`}>
                        <g {...handlers}>
                          <polygon points={hexPoints({ x: 0, y: 0 }, 36)} class="stack-back" />
                          <FaceWedges q={0} r={0} face={isSelected && selectedFace ? selectedFace : tile.up}
                            rotation={isSelected ? selection!.rotation : 0} part="shapes" />
                        </g>
                        <FaceWedges q={0} r={0} face={isSelected && selectedFace ? selectedFace : tile.up}
                          rotation={isSelected ? selection!.rotation : 0} part="words" />
                      </svg>
                    );
                  })}
                </div>
                {mine && selection && (
                  <div class="row">
                    {rotationsFor(selection.slot, selection.face === "up" ? "hidden" : "up").length > 0 && (
                      <button type="button" class="secondary" onClick={() => {
                        const face = selection.face === "up" ? "hidden" : "up";
                        setSelection({ ...selection, face, rotation: rotationsFor(selection.slot, face)[0] });
                      }}>Turn over (now {selection.face === "up" ? "face up" : "hidden face"})</button>
                    )}
                    {rotationsFor(selection.slot, selection.face).length > 1 && (
                      <button type="button" class="secondary" onClick={() => {
                        const options = rotationsFor(selection.slot, selection.face);
                        setSelection({ ...selection, rotation: options[(options.indexOf(selection.rotation) + 1) % options.length] });
                      }}>Rotate ↻</button>
                    )}
                  </div>
                )}
              </div>
            );
          })}
          {holeRotations.length > 1 && (
            <button type="button" class="secondary" onClick={() => setHoleRotation(holeRotations[(holeRotations.indexOf(holeRotation) + 1) % holeRotations.length])}>
              Rotate the Volcano/Whirlpool ↻
            </button>
          )}
          {/* The Waypoint's spots as buttons too: a region's spot on the map is small for a finger. */}
          <ActionList<Action> label="Where the Waypoint goes" actions={waypointTargets} act={play} role="target"
            describe={(a) => a.type === "place_waypoint" ? `Waypoint: ${waypointPlace(view, a)}` : ""} />
          <ActionList actions={actions.filter((a) => a.type === "skip_waypoint")} act={play} describe={() => "Keep my Waypoint"} />
          <ScoreTable scores={view.scores} seats={seats} />
          <MapKey />
        </div>
      </div>
    </div>
  );
}

/** The score so far: one column per side, the categories down the side, so that the whole
 * table fits a phone's width as well as a desktop's. */
function ScoreTable(props: { scores: View["scores"]; seats: BoardProps<View, Action>["seats"] }) {
  const rows: [string, (score: View["scores"][number]) => number][] = [
    ["Areas", (s) => s.areas],
    ["Bonus", (s) => s.bonus],
    ["Waypoints", (s) => s.waypoints],
    ["Chains", (s) => s.chains],
    ["Trade", (s) => s.trade_adjacency + s.trade_routes],
  ];
  return (
    <table class="scores">
      <caption>Score</caption>
      <thead>
        <tr>
          <td></td>
          {props.scores.map((s) => (
            <th scope="col" key={s.role}>{words(s.role)} ({s.seats.map((x) => seatName(props.seats, x)).join(", ")})</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}><th scope="row">{name}</th>{props.scores.map((s) => <td key={s.role}>{value(s)}</td>)}</tr>
        ))}
        <tr><th scope="row">Total</th>{props.scores.map((s) => <td key={s.role}><strong>{s.total}</strong></td>)}</tr>
      </tbody>
    </table>
  );
}

/**
 * A completed area's outline. Every edge of a completed area meets another part of it, so its
 * border runs only along the spokes of its tiles, between a wedge in the area and one out of it.
 */
function CompletedArea({ area }: { area: Schemas["LandVsSeaArea"] }) {
  const spokes: string[] = [];
  for (const part of area.parts) {
    const centre = hexCentre(part.q, part.r, SIZE);
    const inside = new Set(part.edges);
    for (const d of part.edges) {
      // Wedge d lies between corners d-1 and d; its neighbours are wedges d-1 and d+1.
      if (!inside.has((d + 1) % 6)) spokes.push(spoke(centre, d));
      if (!inside.has((d + 5) % 6)) spokes.push(spoke(centre, (d + 5) % 6));
    }
  }
  const bonus = area.bonus ? `, ${area.bonus} bonus point${area.bonus === 1 ? "" : "s"}` : "";
  return (
    <g class="completed-area" data-terrain={area.terrain}>
      <title>Completed {area.terrain} area: {area.tiles} tiles{bonus}</title>
      {spokes.map((points, i) => <polyline key={i} points={points} class="area-outline" />)}
    </g>
  );
}

const COMPASS = ["east", "north-east", "north-west", "west", "south-west", "south-east"];

/** A Waypoint's spot in words: the region's terrain and the sides of its tile it reaches. */
function waypointPlace(view: View, action: Extract<Action, { type: "place_waypoint" }>): string {
  const tile = view.map.find((t) => t.q === action.q && t.r === action.r);
  const region = tile?.face.regions[action.region];
  const sides = (region?.edges ?? []).map((d) => COMPASS[d]).join(", ");
  return `${region?.terrain ?? "a"} region at ${action.q},${action.r}${sides ? ` (${sides} side${region!.edges.length > 1 ? "s" : ""})` : ""}`;
}

/** The line from a hex's centre to its corner k. */
function spoke(centre: { x: number; y: number }, k: number): string {
  const end = corner(centre, SIZE, k);
  return `${centre.x.toFixed(1)},${centre.y.toFixed(1)} ${end.x.toFixed(1)},${end.y.toFixed(1)}`;
}

function regionCentre(q: number, r: number, edges: number[]) {
  const centre = hexCentre(q, r, SIZE);
  if (edges.length === 0) return centre;
  const points = edges.map((d) => towardEdge(centre, SIZE, d, 0.55));
  return { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
}

/** What the map's marks mean, open on a tap (a touch screen has no hover for the tiles' own
 * tooltips). Its wording is the How to play page's glossary. */
function MapKey() {
  const glossary = new Map(HOW_TO_PLAY["land-vs-sea"]?.glossary ?? []);
  const marks: [string, string][] = [
    ["★ Bonus star", "Scores 1 for whoever completes the area it lies in."],
    ["Again", glossary.get("Again (Play Again)") ?? ""],
    ["Steal", glossary.get("Steal") ?? ""],
    ["Caravan / Ship", "Placing one next to another scores its placer 2; at the end, touching groups score for the side with more of its icon."],
    ["Mountain / Coral lines", "Linked across tiles, a chain scores 1 per section: Mountains for Land, Corals for Sea."],
    ["▲ / @", glossary.get("Volcano / Whirlpool") ?? ""],
    ["Thick outline", "A completed area: none of its edges faces an empty space."],
    ["Coloured tile border", "Who placed the tile, in their seat's colour."],
  ];
  return (
    <details class="map-key">
      <summary>What the marks on the tiles mean</summary>
      <dl>
        {marks.map(([mark, meaning]) => <div key={mark}><dt>{mark}</dt><dd>{meaning}</dd></div>)}
      </dl>
    </details>
  );
}

/** A face in words, for its tooltip: its terrain, stars and icons with what they do. */
function describeFace(face: Face): string {
  const land = [...face.edges].filter((edge) => edge === "L").length;
  const parts = [`${land} land and ${6 - land} sea edges`];
  const stars = face.regions.reduce((sum, region) => sum + region.bonus, 0);
  if (stars > 0) parts.push(`${stars} bonus star${stars === 1 ? "" : "s"} for whoever completes its area`);
  if (face.action === "play_again") parts.push("Again: its placer placed their other tile at once");
  if (face.action === "steal") parts.push("Steal: its placer took a tile from another player");
  if (face.trade) parts.push(`${face.trade === "caravan" ? "Caravan" : "Ship"}: 2 points when placed next to another Caravan or Ship`);
  if (face.mountains.length > 0) parts.push("Mountain sections: chains score for Land");
  if (face.corals.length > 0) parts.push("Coral sections: chains score for Sea");
  return parts.join("; ");
}

function PlacedTile(props: { q: number; r: number; face: Face; placedBy: number | null }) {
  return (
    <g class="placed-tile">
      <title>
        {props.face.id === "volcano" ? "The Volcano" : props.face.id === "whirlpool" ? "The Whirlpool" : describeFace(props.face)}
        {` · at ${props.q},${props.r}`}
      </title>
      <FaceWedges q={props.q} r={props.r} face={props.face} rotation={0} />
      <polygon points={hexPoints(hexCentre(props.q, props.r, SIZE), SIZE)} class={`tile-outline ${props.placedBy === null ? "start" : `seat-stroke-${props.placedBy}`}`} />
    </g>
  );
}

/**
 * A face's six edge wedges in their terrain, with its icons. Placed faces are already rotated
 * onto the map (rotation 0); a face in hand is drawn in face order turned by `rotation`. A face
 * that is (part of) a button is drawn in two parts: its `shapes` inside the button, its `words`
 * (bonus stars, icons' names) over it and letting clicks through, so that the button's name
 * ("Select tile 1") never misses words it shows.
 */
export function FaceWedges(props: { q: number; r: number; face: Face; rotation: number; ghost?: boolean; part?: "shapes" | "words" }) {
  const centre = hexCentre(props.q, props.r, SIZE);
  const size = SIZE - 1;
  const turn = (d: number) => (d + props.rotation) % 6;
  const icons = [
    ...props.face.regions.filter((r) => r.bonus > 0).map((r) => ({ at: r.edges, text: "★".repeat(r.bonus) })),
  ];
  const shapes = props.part !== "words";
  const wordsToo = props.part !== "shapes";
  return (
    <g class={props.ghost ? "ghost" : undefined}>
      {shapes && [...props.face.edges].map((terrain, d) => (
        <polygon key={d} points={edgeWedge(centre, size, turn(d))} fill={TERRAIN[terrain as "L" | "S"]} />
      ))}
      {shapes && props.face.mountains.map((section, i) => <Section key={`m${i}`} centre={centre} edges={section.map(turn)} class="mountain" />)}
      {shapes && props.face.corals.map((section, i) => <Section key={`c${i}`} centre={centre} edges={section.map(turn)} class="coral" />)}
      {wordsToo && <g class={props.part === "words" ? "letters" : undefined} aria-hidden={props.part === "words" ? "true" : undefined}>
      {icons.map((icon, i) => {
        const at = icon.at.map(turn).map((d) => towardEdge(centre, size, d, 0.5));
        const x = at.reduce((s, p) => s + p.x, 0) / at.length;
        const y = at.reduce((s, p) => s + p.y, 0) / at.length;
        return <text key={`b${i}`} x={x} y={y + 4} text-anchor="middle" class="bonus">{icon.text}</text>;
      })}
      {/* One word a line, centred on the hex: "Again Caravan" on one line ran over its edges. */}
      {(props.face.action || props.face.trade) && (
        <text x={centre.x} y={centre.y + 4} text-anchor="middle" class="face-icon">
          {faceWords(props.face).map((word, i, all) => (
            <tspan key={word} x={centre.x} dy={i === 0 ? -(all.length - 1) * 5 : 10}>{word}</tspan>
          ))}
        </text>
      )}
      {(props.face.id === "volcano" || props.face.id === "whirlpool") && (
        <text x={centre.x} y={centre.y + 4} text-anchor="middle" class="face-icon">{props.face.id === "volcano" ? "▲" : "@"}</text>
      )}
      </g>}
    </g>
  );
}

/** What a face's icons are called, as the rulebook names them. */
function faceWords(face: Face): string[] {
  const action = face.action === "play_again" ? "Again" : face.action === "steal" ? "Steal" : null;
  const trade = face.trade === "caravan" ? "Caravan" : face.trade === "ship" ? "Ship" : null;
  return [action, trade].filter((word): word is string => word !== null);
}

function Section(props: { centre: { x: number; y: number }; edges: number[]; class: string }) {
  const points = props.edges.map((d) => towardEdge(props.centre, SIZE, d, 0.85));
  return <polyline points={[...points, props.centre].map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")} class={props.class} />;
}
