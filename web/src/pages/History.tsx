// My finished games with their results, each linking to its replay.

import { api, unwrap } from "../api/client";
import { links } from "../router";
import { session } from "../session";
import { gameName } from "../games/names";
import { ErrorNote, Loading, Section, when } from "../ui/bits";
import { useAsync } from "../ui/useAsync";

export function HistoryPage() {
  const history = useAsync(async () =>
    unwrap(await api.GET("/api/v1/me/games", { params: { query: { status: "finished", limit: 100 } } })).items, []);
  return (
    <Section title="My finished games">
      <ErrorNote message={history.error} />
      {!history.value ? <Loading what="your history" /> : history.value.length === 0 ? (
        <p class="muted">No finished games yet.</p>
      ) : (
        <table class="history">
          <thead>
            <tr><th scope="col">Game</th><th scope="col">Against</th><th scope="col">Result</th><th scope="col">Ended</th><th scope="col">Replay</th></tr>
          </thead>
          <tbody>
            {history.value.map((item) => (
              <tr key={item.game.id}>
                <td>{gameName(item.game.game_type)}</td>
                <td>{item.opponents.map((o) => (
                  <a key={o.seat} href={links.profile(o.username)}>{o.username} </a>
                ))}</td>
                <td class={`result ${item.result ?? ""}`}>{item.result ?? "—"}</td>
                <td>{when(item.ended_at)}</td>
                <td><a href={links.replay(item.game.id)} aria-label={`Replay the ${gameName(item.game.game_type)} game`}>replay</a></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p><a href={links.profile(session.get()?.username ?? "")}>My ratings</a></p>
    </Section>
  );
}
