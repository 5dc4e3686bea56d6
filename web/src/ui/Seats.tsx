// Who sits where (each a link to their profile, the seats to act marked), and a finished game's result.

import type { Game } from "../api/client";
import { links } from "../router";
import { seatName } from "../games/board";

export function Seats({ game }: { game: Pick<Game, "seats" | "players" | "to_act" | "your_seat" | "status"> }) {
  return (
    <ol class="seats" aria-label="Seats">
      {Array.from({ length: game.players }, (_, seat) => {
        const taken = game.seats.find((s) => s.seat === seat);
        const acting = game.status === "active" && game.to_act.includes(seat);
        return (
          <li key={seat} class={`seat seat-${seat}${acting ? " acting" : ""}`}>
            <span class="swatch" aria-hidden="true" />
            {taken ? <a href={links.profile(taken.username)}>{taken.username}</a> : <em>free</em>}
            {game.your_seat === seat && " (you)"}
            {acting && <span class="badge">to act</span>}
          </li>
        );
      })}
    </ol>
  );
}

export function ResultSummary({ game }: { game: Pick<Game, "result" | "seats"> }) {
  const result = game.result;
  if (!result) return null;
  const winners = result.winners.map((s) => seatName(game.seats, s));
  return (
    <div class="card result" role="status">
      <strong>{winners.length ? `Won by ${winners.join(" and ")}` : "A draw"}</strong>
      {result.reason !== "completed" && "seat" in result && (
        <span> · {seatName(game.seats, result.seat)} {result.reason === "resigned" ? "resigned" : "ran out of time"}</span>
      )}
      <ul class="list">
        {result.standings.map((standing) => (
          <li key={standing.side}>
            {standing.side}: {standing.seats.map((s) => seatName(game.seats, s)).join(", ")} · {standing.score}
          </li>
        ))}
      </ul>
    </div>
  );
}
