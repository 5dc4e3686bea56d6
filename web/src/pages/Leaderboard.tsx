// The best players of each game type, by Glicko-2 rating (`GET /leaderboards/{game_type}`).

import { api, unwrap } from "../api/client";
import { links } from "../router";
import { GAME_TYPES, gameName } from "../games/names";
import { ErrorNote, Loading, Section } from "../ui/bits";
import { useAsync } from "../ui/useAsync";

export function LeaderboardPage({ gameType }: { gameType: string }) {
  const board = useAsync(
    () => api.GET("/api/v1/leaderboards/{game_type}", { params: { path: { game_type: gameType }, query: { limit: 50 } } }).then(unwrap),
    [gameType],
  );
  return (
    <Section title={`Leaders: ${gameName(gameType)}`}>
      <nav aria-label="Game types" class="tabs">
        {GAME_TYPES.map((type) => (
          <a key={type} href={links.leaderboard(type)} aria-current={type === gameType ? "page" : undefined}>{gameName(type)}</a>
        ))}
      </nav>
      {!board.value ? (board.error ? <ErrorNote message={board.error} /> : <Loading what="the leaders" />) : board.value.items.length === 0 ? (
        <p class="no-leaders">Nobody is ranked yet: a place takes 5 rated games against people, the last within 30 days.</p>
      ) : (
        <table class="leaderboard">
          <thead>
            <tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Rating</th><th scope="col">Games</th></tr>
          </thead>
          <tbody>
            {board.value.items.map((leader) => (
              <tr key={leader.username}>
                <td>{leader.rank}</td>
                <td><a href={links.profile(leader.username)}>{leader.username}</a></td>
                <td>{Math.round(leader.rating)} ± {Math.round(leader.deviation)}</td>
                <td>{leader.games}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
