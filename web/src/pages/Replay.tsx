// A game stepped through from its first move to its last: first, previous, next, last and a
// slider. A finished game shows everything; a running one only what the viewer may see.

import { useEffect, useState } from "preact/hooks";
import { api, type Game, unwrap } from "../api/client";
import { links } from "../router";
import { Board } from "../games";
import { gameName } from "../games/names";
import { ErrorNote, Loading } from "../ui/bits";
import { ResultSummary, Seats } from "../ui/Seats";
import { useAsync } from "../ui/useAsync";

export function ReplayPage({ id, at }: { id: string; at: number | null }) {
  const log = useAsync(async () => {
    const path = { path: { id } };
    const [game, events] = await Promise.all([
      api.GET("/api/v1/games/{id}", { params: path }).then(unwrap),
      api.GET("/api/v1/games/{id}/events", { params: path }).then(unwrap),
    ]);
    return { game, events: events.items };
  }, [id]);
  const last = log.value?.game.version ?? 0;
  const [position, setPosition] = useState(at ?? 0);

  const [frame, setFrame] = useState<Game | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.GET("/api/v1/games/{id}/replay", { params: { path: { id }, query: { at: position } } })
      .then(unwrap)
      .then((next) => { if (current) { setFrame(next); setError(null); } },
        (failure) => { if (current) setError(String(failure.message ?? failure)); });
    // The position is kept in the address, so a replay can be linked to and reloaded.
    history.replaceState(null, "", links.replay(id, position));
    return () => { current = false; };
  }, [id, position]);

  if (!log.value) return log.error ? <ErrorNote message={log.error} /> : <Loading what="the replay" />;
  const { game, events } = log.value;
  const go = (next: number) => setPosition(Math.max(0, Math.min(last, next)));
  const event = events.find((e) => e.seq === position);

  return (
    <section class="replay" data-position={position} data-last={last}>
      <div class="game-head">
        <h1>Replay: {gameName(game.game_type)}</h1>
        <a href={links.game(id)}>back to the game</a>
      </div>
      <Seats game={game} />
      <div class="replay-controls" role="group" aria-label="Replay controls">
        <button type="button" onClick={() => go(0)} disabled={position === 0} aria-label="First move">First</button>
        <button type="button" onClick={() => go(position - 1)} disabled={position === 0} aria-label="Previous move">◀ Previous</button>
        <label class="slider">
          <span>Move {position} of {last}</span>
          <input type="range" min={0} max={last} value={position} aria-label="Move"
            onInput={(e) => go(Number(e.currentTarget.value))} />
        </label>
        <button type="button" onClick={() => go(position + 1)} disabled={position === last} aria-label="Next move">Next ▶</button>
        <button type="button" onClick={() => go(last)} disabled={position === last} aria-label="Last move">Last</button>
      </div>
      <p class="muted" role="status">
        {event ? event.summary : "The start of the game."}
      </p>
      <ErrorNote message={error} />
      {position === last && game.status === "finished" && <ResultSummary game={game} />}
      {frame?.view && (
        <Board gameType={frame.game_type} view={frame.view} actions={[]}
          seat={frame.your_seat ?? 0} seats={frame.seats} act={() => undefined} />
      )}
    </section>
  );
}
