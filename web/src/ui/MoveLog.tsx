// The game's moves in words, oldest first, from the server's summary of each event: the whole
// game, every step of every turn. It reads the events it has not seen whenever the game's
// version moves on (the page follows the game live), so it never shows a move twice or misses
// one.

import { useEffect, useRef, useState } from "preact/hooks";
import { api, type Event, unwrap } from "../api/client";

export function MoveLog({ gameId, version }: { gameId: string; version: number }) {
  const [events, setEvents] = useState<Event[]>([]);
  const seen = useRef(0);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (version <= seen.current) return;
    let current = true;
    void api
      .GET("/api/v1/games/{id}/events", { params: { path: { id: gameId }, query: { after: seen.current } } })
      .then(unwrap)
      .then((page) => {
        if (!current) return;
        const fresh = page.items.filter((event) => event.seq > seen.current);
        if (fresh.length === 0) return;
        seen.current = fresh[fresh.length - 1].seq;
        setEvents((earlier) => [...earlier, ...fresh]);
      })
      .catch(() => {
        // The next version change asks again.
      });
    return () => {
      current = false;
    };
  }, [gameId, version]);

  // The newest move in sight, as a chat log keeps it.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [events.length]);

  if (events.length === 0) return null;
  return (
    <details class="move-log" open>
      <summary>Moves ({events.length})</summary>
      {/* Focusable, so that a keyboard can scroll a long log. */}
      <ol ref={list} aria-label="Moves" tabIndex={0}>
        {events.map((event) => (
          <li key={event.seq} value={event.seq}>{event.summary}</li>
        ))}
      </ol>
    </details>
  );
}
