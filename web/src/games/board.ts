// What every game's board component receives, and helpers they share. A board draws the view and
// turns clicks into one of `actions`, exactly as the server listed them: it never decides on its
// own what is legal.

import type { Schemas } from "../api/client";

export interface BoardProps<View, Action> {
  view: View;
  /** What the viewer may do now, from `GET .../legal-actions` (empty in replays and off-turn). */
  actions: Action[];
  /** The viewer's seat, or null for a spectator or a replay seen by everyone. */
  seat: number | null;
  seats: Schemas["SeatInfo"][];
  act(action: Action): void;
  /**
   * The other side's last turn as it arrived live, oldest first: the board marks what those
   * steps changed (absent or empty: nothing to mark).
   */
  lastTurn?: Schemas["Event"][];
  /**
   * The game is over, however it ended: a resignation or a timeout ends it with the rules' own
   * state still mid-turn, so a board must not read "X to play" from the view alone.
   */
  ended?: boolean;
}

/** The actions (as the log shows them) of `lastTurn`'s steps, for a board to mark. */
export function lastTurnActions<ActionView>(lastTurn: Schemas["Event"][] | undefined): { seat: number; action: ActionView }[] {
  return (lastTurn ?? [])
    .filter((event) => event.kind === "action" && event.action != null)
    .map((event) => ({ seat: event.seat, action: event.action as ActionView }));
}

/**
 * How a clickable thing takes part in a move, for the player's eye (styles) and for the browser
 * tests: `pick` starts a move (select a card or tile), `target` completes it, `other` is a move
 * apart from the board (withdraw, skip, pass).
 */
export type ChoiceRole = "pick" | "target" | "other";

/** Props that make an SVG element a keyboard-operable button with a label. */
export function svgButton(label: string, onActivate: () => void, role: ChoiceRole, selected = false) {
  return {
    role: "button" as const,
    tabindex: 0,
    "aria-label": label,
    "aria-pressed": role === "pick" ? selected : undefined,
    "data-choice": role,
    class: `choice ${role}${selected ? " selected" : ""}`,
    onClick: onActivate,
    onKeyDown: (e: { key: string; preventDefault(): void }) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        onActivate();
      }
    },
  };
}

export function seatName(seats: Schemas["SeatInfo"][], seat: number): string {
  // A seat nobody has taken yet is named as players count, from 1 ("player 2").
  return seats.find((s) => s.seat === seat)?.username ?? `player ${seat + 1}`;
}

/** `return_to_hand` -> `Return to hand`. */
export function words(snake: string): string {
  const text = snake.replace(/_/g, " ");
  return text[0].toUpperCase() + text.slice(1);
}
