// A player's page: ratings per game type and their finished games.

import { api, unwrap } from "../api/client";
import { links } from "../router";
import { gameName } from "../games/names";
import { ErrorNote, Loading, Section, when } from "../ui/bits";
import { useAsync } from "../ui/useAsync";

export function ProfilePage({ username }: { username: string }) {
  const profile = useAsync(async () => {
    const path = { path: { username } };
    const [user, games] = await Promise.all([
      api.GET("/api/v1/users/{username}", { params: path }).then(unwrap),
      api.GET("/api/v1/users/{username}/games", { params: { ...path, query: { status: "finished", limit: 20 } } }).then(unwrap),
    ]);
    return { user, games: games.items };
  }, [username]);
  if (!profile.value) return profile.error ? <ErrorNote message={profile.error} /> : <Loading what={username} />;
  const { user, games } = profile.value;
  return (
    <>
      <Section title={user.username}>
        <p class="muted">Playing since {when(user.created_at)}</p>
        {user.ratings.length === 0 ? <p>No rated games yet.</p> : (
          <table class="ratings">
            <thead>
              <tr><th scope="col">Game</th><th scope="col">Rating</th><th scope="col">Games</th><th scope="col">Won</th><th scope="col">Lost</th><th scope="col">Drawn</th></tr>
            </thead>
            <tbody>
              {user.ratings.map((rating) => (
                <tr key={rating.game_type} data-game-type={rating.game_type}>
                  <td>{gameName(rating.game_type)}</td>
                  <td class="rating" title={`Glicko-2 rating, give or take ${Math.round(rating.deviation)}${rating.provisional ? " (provisional: a few more games settle it)" : ""}`}>
                    {Math.round(rating.rating)}{rating.provisional ? "?" : ""} ± {Math.round(rating.deviation)}
                  </td>
                  <td>{rating.games}</td><td>{rating.wins}</td><td>{rating.losses}</td><td>{rating.draws}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title="Recent games">
        {games.length === 0 ? <p class="muted">None finished yet.</p> : (
          <ul class="list">
            {games.map((item) => (
              <li key={item.game.id}>
                <a href={links.replay(item.game.id)}>{gameName(item.game.game_type)}</a> against{" "}
                {item.opponents.map((o) => o.username).join(", ")}: {item.result ?? "—"} · {when(item.ended_at)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
