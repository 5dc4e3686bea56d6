// Air, Land & Sea: three theater columns, each with both players' piles meeting at the theater's
// name, strengths and controller; the viewer's hand below. A move is a card from the hand, then a
// theater ("face up" or "face down" as the server allows); abilities that target the board make
// the listed cards or theaters clickable.

import { HOW_TO_PLAY } from "./howToPlay";
import { useState } from "preact/hooks";
import type { Schemas } from "../api/client";
import { type BoardProps, lastTurnActions, seatName, svgButton, words } from "./board";

type View = Schemas["AirLandSeaView"];
type Action = Schemas["AirLandSeaAction"];
type Theater = Schemas["AirLandSeaTheater"];
type Card = Schemas["AirLandSeaCard"];

type Selection = { kind: "hand"; card: Card } | { kind: "pile"; theater: Theater; index: number } | null;

const COLUMN_WIDTH = 150;
const CARD_WIDTH = 104;
const CARD_HEIGHT = 64;
const OVERLAP = 24;
/** The step between my cards in a pile where a covered one can be picked (Transport,
 * Redeploy): its showing strip is then a 44 px target on a phone, like the zones. */
const SPREAD_OVERLAP = 56;
const MIDDLE = 220;
const HEIGHT = 600;
/** A target zone's height and pitch: 56 units are 44 px on a 390 px phone, where the board is
 * drawn at 0.8 of its size (WCAG 2.5.5's touch target). */
const ZONE_HEIGHT = 56;
const ZONE_PITCH = 62;

const COLOURS: Record<Theater, string> = { air: "#6a8fd8", land: "#8a6d3b", sea: "#2f8f8a" };

/** The theaters a step changed: where a card went, was flipped or taken from, or both ends of a move. */
function theatersOf(action: Schemas["AirLandSeaActionView"]): Theater[] {
  switch (action.type) {
    case "deploy": case "improvise": case "flip": case "reinforce": case "return_to_hand": return [action.theater];
    case "move": return [action.from, action.to];
    default: return [];
  }
}

export function AirLandSeaBoard({ view, actions, seat, seats, act, lastTurn }: BoardProps<View, Action>) {
  const marked = new Set(lastTurnActions<Schemas["AirLandSeaActionView"]>(lastTurn).flatMap(({ action }) => theatersOf(action)));
  const [selected, setSelected] = useState<Selection>(null);
  // A hand card tapped while it cannot be played: its ability is explained.
  const [explained, setExplained] = useState<Card | null>(null);
  const me = seat ?? 0;
  const them = 1 - me;
  const hand = view.hands[me]?.cards ?? [];
  const pending = view.pending[0];

  const forCard = (card: Card) =>
    actions.filter((a) => (a.type === "deploy" || a.type === "improvise") && a.card === card);
  const fromPile = (theater: Theater, index: number) =>
    actions.filter((a) => (a.type === "move" && a.from === theater && a.index === index) ||
      (a.type === "return_to_hand" && a.theater === theater && a.index === index));

  // The moves that complete the current selection, or need no selection, per theater.
  const targetsIn = (theater: Theater): { label: string; action: Action }[] => {
    const found: { label: string; action: Action }[] = [];
    for (const action of actions) {
      if (selected?.kind === "hand" && (action.type === "deploy" || action.type === "improvise") &&
        action.card === selected.card && action.theater === theater) {
        found.push({ label: action.type === "deploy" ? "Face up" : "Face down", action });
      }
      if (selected?.kind === "pile" && action.type === "move" && action.from === selected.theater &&
        action.index === selected.index && action.to === theater) {
        found.push({ label: "Move here", action });
      }
      if (action.type === "reinforce" && action.theater === theater) {
        found.push({ label: "Reinforce", action });
      }
    }
    return found;
  };

  const play = (action: Action) => {
    setSelected(null);
    act(action);
  };
  const offBoard = actions.filter((a) => a.type === "withdraw" || a.type === "skip");
  // My piles spread out where a covered card is a choice; the board grows to keep the zones below.
  const overlapOf = (theater: Theater) => {
    const cards = view.theaters.find((t) => t.theater === theater)?.sides[me].cards ?? [];
    const coveredChoice = cards.some((_, index) => index < cards.length - 1 && fromPile(theater, index).length > 0);
    return coveredChoice ? SPREAD_OVERLAP : OVERLAP;
  };
  const lowestCard = Math.max(...view.theaters.map((t) =>
    MIDDLE + 34 + Math.max(0, t.sides[me].cards.length - 1) * overlapOf(t.theater) + CARD_HEIGHT));
  const height = Math.max(HEIGHT, lowestCard + 3 * ZONE_PITCH + 8);

  return (
    <div class="board als">
      <p class="status-line">
        Battle {view.battle} · first player: {seatName(seats, view.first_player)} · to {view.target_vp} VP ·{" "}
        {view.victory_points.map((vp, s) => `${seatName(seats, s)} ${vp}`).join(", ")}
        {view.deck_size ? ` · deck ${view.deck_size}` : ""}
      </p>
      {pending && (
        <p class="pending" role="status">
          {seatName(seats, pending.chooser)} resolves {words(pending.ability)}
          {pending.source ? ` (${cardName(pending.source)})` : ""}
          {pending.drawn_card ? `: the drawn card is ${cardName(pending.drawn_card)}` : ""}
        </p>
      )}
      {view.last_battle && (
        <p class="muted">
          Battle {view.last_battle.battle}: {seatName(seats, view.last_battle.winner)} won{" "}
          {view.last_battle.victory_points} VP
          {view.last_battle.withdrawn_by != null ? ` (${seatName(seats, view.last_battle.withdrawn_by)} withdrew)` : ""}
        </p>
      )}
      <svg viewBox={`0 0 ${COLUMN_WIDTH * 3} ${height}`} class="als-theaters" role="group" aria-label="Theaters">
        {view.theaters.map((theaterView, column) => {
          const x = column * COLUMN_WIDTH;
          const cardX = x + (COLUMN_WIDTH - CARD_WIDTH) / 2;
          const theater = theaterView.theater;
          const targets = targetsIn(theater);
          return (
            <g key={theater} data-theater={theater}>
              <rect x={x + 4} y={4} width={COLUMN_WIDTH - 8} height={height - 8} rx={10}
                fill={COLOURS[theater]} fill-opacity={0.15} stroke={COLOURS[theater]} />
              {marked.has(theater) && (
                <rect x={x + 6} y={6} width={COLUMN_WIDTH - 12} height={height - 12} rx={9} class="last-turn-mark" />
              )}
              {[them, me].map((owner) => {
                const side = theaterView.sides[owner];
                const mine = owner === me;
                return side.cards.map((card, index) => {
                  // Mine grow down from the middle, theirs up; the uncovered card is nearest the viewer's eye.
                  const y = mine ? MIDDLE + 34 + index * overlapOf(theater) : MIDDLE - 34 - CARD_HEIGHT - index * OVERLAP;
                  const uncovered = index === side.cards.length - 1;
                  const flip = actions.find((a) => a.type === "flip" && a.theater === theater && a.owner === owner);
                  const pileMoves = mine ? fromPile(theater, index) : [];
                  const label = `${seatName(seats, owner)}'s ${card.face_up && card.card ? cardName(card.card) : "face-down card"} in ${theater}`;
                  let handlers = {};
                  if (flip && uncovered) handlers = svgButton(`Flip ${label}`, () => play(flip), "target");
                  else if (pileMoves.length === 1 && pileMoves[0].type === "return_to_hand") {
                    handlers = svgButton(`Return ${label} to hand`, () => play(pileMoves[0]), "target");
                  } else if (pileMoves.length > 0) {
                    const isSelected = selected?.kind === "pile" && selected.theater === theater && selected.index === index;
                    handlers = svgButton(`Select ${label}`, () => setSelected(isSelected ? null : { kind: "pile", theater, index }), "pick", isSelected);
                  }
                  const shown = card.face_up ? card.card ?? null : null;
                  return (
                    <g key={`${owner}-${index}`}>
                      <g {...handlers} data-owner={owner} data-index={index} data-covered={uncovered ? undefined : "true"}>
                        <CardShape x={cardX} y={y} card={shown} known={card.card ?? null} />
                      </g>
                      {/* The other side's pile grows up, so a covered card of theirs shows only its
                          bottom strip: its name and strength are written there. */}
                      <CardTexts x={cardX} y={y} card={shown} known={card.card ?? null} strength={card.strength}
                        strip={!mine && !uncovered} />
                    </g>
                  );
                });
              })}
              <text x={x + COLUMN_WIDTH / 2} y={MIDDLE - 8} class="theater-name" text-anchor="middle">
                {theater.toUpperCase()}
              </text>
              <text x={x + COLUMN_WIDTH / 2} y={MIDDLE + 14} text-anchor="middle" class="strengths">
                {fit(seatName(seats, them), 8)} {theaterView.sides[them].strength} · {theaterView.sides[me].strength}{" "}
                {fit(seatName(seats, me), 8)}
              </text>
              <text x={x + COLUMN_WIDTH / 2} y={MIDDLE + 28} text-anchor="middle" class="controller">
                held by {fit(seatName(seats, theaterView.controller), 12)}
                <title>{theater} is held by {seatName(seats, theaterView.controller)}</title>
              </text>
              {targets.map((target, i) => (
                <g key={target.label} {...svgButton(`${target.label} in ${theater}`, () => play(target.action), "target")}>
                  <rect x={x + 14} y={height - ZONE_PITCH - i * ZONE_PITCH} width={COLUMN_WIDTH - 28} height={ZONE_HEIGHT} rx={6} class="target-zone" />
                  <text x={x + COLUMN_WIDTH / 2} y={height - ZONE_PITCH + ZONE_HEIGHT / 2 + 5 - i * ZONE_PITCH} text-anchor="middle">{target.label}</text>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      <div class="hand" role="group" aria-label="Your hand">
        {seat === null ? null : hand.length === 0 ? <p class="muted">No cards in hand.</p> : hand.map((card) => {
          const playable = forCard(card).length > 0;
          const isSelected = selected?.kind === "hand" && selected.card === card;
          return (
            <button key={card} type="button" class={`card-button ${card.split("_")[0]}${isSelected ? " selected" : ""}`}
              aria-disabled={playable ? undefined : "true"} aria-pressed={playable ? isSelected : undefined}
              data-choice={playable ? "pick" : undefined}
              aria-label={`${cardName(card)}${playable ? "" : " (not playable now)"}`}
              title={abilityHelp(card)}
              // A card that cannot be played now still tells its ability when tapped (a phone
              // has no hover), so it is never a disabled button, which takes no taps.
              onClick={() => playable ? setSelected(isSelected ? null : { kind: "hand", card }) : setExplained(card)}>
              {cardName(card)}
            </button>
          );
        })}
        <span class="muted">{seatName(seats, them)} holds {view.hands[them]?.count ?? 0}</span>
      </div>
      {selected?.kind === "hand"
        ? <p class="ability-help" role="note">{abilityHelp(selected.card)}</p>
        : explained && hand.includes(explained) && <p class="ability-help" role="note">{abilityHelp(explained)}</p>}
      {offBoard.length > 0 && (
        <div class="row">
          {offBoard.map((action) => (
            <button key={action.type} type="button" class="secondary" data-choice="other"
              onClick={() => play(action)}>
              {action.type === "withdraw" ? "Withdraw from this battle" : "Skip the ability"}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A card in a theater: its face, and what its ability does on hover (its words are [`CardTexts`]). */
export function CardShape(props: { x: number; y: number; card: Card | null; known: Card | null }) {
  const type = props.card?.split("_")[0] as Theater | undefined;
  return (
    <>
      <rect x={props.x} y={props.y} width={CARD_WIDTH} height={CARD_HEIGHT} rx={6}
        fill={type ? COLOURS[type] : "#555"} stroke="#222" class="card-shape" />
      {(props.card ?? props.known) && <title>{abilityHelp((props.card ?? props.known)!)}</title>}
    </>
  );
}

/**
 * A card's words: its name, strength and ability. Drawn over the card, not inside the button that
 * the card may be, and letting clicks through: the button's name says the card in full ("Flip
 * ada's Sea 1 Transport in air"), and a screen reader would otherwise be told a name that does
 * not contain the words it shows (the strength can differ from the printed one).
 */
export function CardTexts(props: { x: number; y: number; card: Card | null; known: Card | null; strength: number; strip?: boolean }) {
  // Written on the card's top line, or on its bottom strip when only that shows.
  const line = props.strip ? props.y + CARD_HEIGHT - 8 : props.y + 16;
  return (
    <g class="letters" aria-hidden="true">
      <text x={props.x + 7} y={line} class="card-text">
        {props.card ? shortName(props.card) : props.known ? `(${shortName(props.known)})` : "face down"}
      </text>
      <text x={props.x + CARD_WIDTH - 7} y={line} text-anchor="end" class="card-text strength">{props.strength}</text>
      {!props.strip && (props.card ?? props.known) && (
        <text x={props.x + 7} y={props.y + 32} class="card-ability">{ABILITIES[(props.card ?? props.known)!]}</text>
      )}
    </g>
  );
}

const ABILITIES: Record<Card, string> = {
  air_1: "Support", air_2: "Air Drop", air_3: "Maneuver", air_4: "Aerodrome", air_5: "Containment", air_6: "Heavy Bombers",
  land_1: "Reinforce", land_2: "Ambush", land_3: "Maneuver", land_4: "Cover Fire", land_5: "Disrupt", land_6: "Heavy Tanks",
  sea_1: "Transport", sea_2: "Escalation", sea_3: "Maneuver", sea_4: "Redeploy", sea_5: "Blockade", sea_6: "Super Battleship",
};

/** What a card's ability does, in the words of the How to play page (a tooltip on the card). */
function abilityHelp(card: Card): string {
  const name = ABILITIES[card];
  const entry = HOW_TO_PLAY["air-land-sea"].glossary.find(([names]) => names.includes(`${name} (`));
  return entry ? `${shortName(card)} ${name}: ${entry[1]}` : `${shortName(card)} ${name}`;
}

/** A name cut to fit its column ("alexandria" -> "alexand…"). */
function fit(name: string, letters: number): string {
  return name.length <= letters ? name : `${name.slice(0, letters - 1)}…`;
}

function shortName(card: Card): string {
  const [type, strength] = card.split("_");
  return `${words(type)} ${strength}`;
}

function cardName(card: Card): string {
  const [type, strength] = card.split("_");
  return `${words(type)} ${strength} ${ABILITIES[card]}`;
}
