// One game in a list: what it is, who sits at it, and a link to it.

import type { ComponentChildren } from "preact";
import type { GameSummary } from "../api/client";
import { links } from "../router";
import { gameName } from "../games/names";
import { StatusBadge } from "./bits";

export function GameRow(props: { game: GameSummary; note?: string; children?: ComponentChildren }) {
  const { game } = props;
  const seated = game.seats.map((s) => s.username).join(", ") || "nobody yet";
  return (
    <li class="game-row">
      <a href={links.game(game.id)}>
        <strong>{gameName(game.game_type)}</strong> · {game.seats.length}/{game.players} · {seated}
      </a>
      <StatusBadge status={game.status} />
      {props.note && <span class="badge">{props.note}</span>}
      {props.children}
    </li>
  );
}
