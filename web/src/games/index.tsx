// Which board draws which game type. A board gets the view and the listed actions of its own
// game; the server's `game_type` says which schema applies to both.

import type { FunctionComponent } from "preact";
import type { BoardProps } from "./board";
import { AirLandSeaBoard } from "./AirLandSea";
import { LostSeasBoard } from "./LostSeas";
import { LandVsSeaBoard } from "./LandVsSea";
import { LandfallBoard } from "./Landfall";

// The generated types make each board's view and action a member of a union the spec keys by
// `game_type`; this table is where that key is trusted.
const BOARDS: Record<string, FunctionComponent<BoardProps<any, any>>> = {
  "air-land-sea": AirLandSeaBoard,
  "lost-seas": LostSeasBoard,
  "land-vs-sea": LandVsSeaBoard,
  landfall: LandfallBoard,
};

export function Board(props: BoardProps<unknown, unknown> & { gameType: string }) {
  const Drawn = BOARDS[props.gameType];
  if (!Drawn) return <p class="error">This client cannot draw {props.gameType} yet.</p>;
  return (
    <div class="board-keys" onKeyDown={moveAmongChoices}>
      <Drawn {...props} />
    </div>
  );
}

const ARROW_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Arrow keys move the focus among the board's choices, in reading order, so that a move does not
 * take a Tab per card: while a picked card or tile waits for its target, among the targets it
 * may go to (one arrow from the card to the first); otherwise among everything that starts or
 * completes a move. Enter or Space acts (`svgButton`); Tab still walks every control.
 */
function moveAmongChoices(event: KeyboardEvent) {
  const step = ARROW_STEPS[event.key];
  const focused = (event.target as Element).closest?.("[data-choice]");
  if (!step || !focused) return;
  const board = event.currentTarget as HTMLElement;
  const picking = board.querySelector("[data-choice=pick][aria-pressed=true]") !== null;
  const selector = picking ? "[data-choice=target]" : "[data-choice=pick], [data-choice=target]";
  const choices = [...board.querySelectorAll<HTMLElement>(selector)].filter(
    (choice) => !choice.hasAttribute("disabled"),
  );
  if (choices.length === 0) return;
  event.preventDefault();
  const at = choices.indexOf(focused as HTMLElement);
  const next = at < 0 ? (step > 0 ? 0 : choices.length - 1) : (at + step + choices.length) % choices.length;
  choices[next].focus();
}
