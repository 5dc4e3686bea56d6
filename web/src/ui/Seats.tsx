// Who sits where (each a link to their profile, the seats to act marked), and a finished game's result.

import type { Game } from "../api/client";
import { links } from "../router";
import { seatName, words } from "../games/board";

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

export function ResultSummary({ game }: { game: Pick<Game, "result" | "seats" | "your_seat"> }) {
  const result = game.result;
  if (!result) return null;
  const winners = result.winners.map((s) => seatName(game.seats, s));
  const mine = game.seats.find((seat) => seat.seat === game.your_seat);
  // Said to a player in their own words; a spectator gets the table's result.
  const headline = mine === undefined
    ? (winners.length ? `Won by ${winners.join(" and ")}` : "A draw")
    : result.winners.length === 0 ? "A draw"
    : result.winners.includes(mine.seat) ? "You won" : "You lost";
  const change = mine?.rating_change;
  return (
    <div class="card result" role="status">
      <strong class="headline">{headline}</strong>
      {change !== undefined && change !== null && (
        <span class="rating-change"> · rating {change >= 0 ? "+" : "−"}{Math.abs(Math.round(change))}</span>
      )}
      {mine !== undefined && winners.length > 0 && <span> · won by {winners.join(" and ")}</span>}
      {result.reason !== "completed" && "seat" in result && (
        <span> · {seatName(game.seats, result.seat)} {result.reason === "resigned" ? "resigned" : "ran out of time"}</span>
      )}
      <ul class="list">
        {result.standings.map((standing) => (
          <li key={standing.side}>
            <span class="standing">
              {sideName(standing.side)}{standing.seats.map((s) => seatName(game.seats, s)).join(", ")} · {standing.score}
            </span>
            {standing.breakdown.length > 0 && (
              <dl class="breakdown" role="group" aria-label="Where the points came from">
                {standing.breakdown.map((part) => (
                  <div key={part.category}><dt>{part.category}</dt><dd>{part.points}</dd></div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A team's name before its players ("Land: "); nothing where each player is their own side
 * (the server names those sides "seat 0", "seat 1", ..., which is no word for a player). */
function sideName(side: string): string {
  return /^seat \d+$/.test(side) ? "" : `${words(side)}: `;
}
