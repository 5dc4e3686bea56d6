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
  return <Drawn {...props} />;
}
