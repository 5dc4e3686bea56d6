// A game's live stream (`GET /games/{id}/stream`, Server-Sent Events). EventSource cannot send an
// Authorization header, so the token goes in the `access_token` query parameter the server
// offers for exactly this. The server ends the stream when that token expires: it is then
// refreshed and the stream opened again from where it was. The browser itself reconnects after a dropped connection (resuming
// with Last-Event-ID); when the server refuses a reconnection outright, or has restarted with the
// stream closed, this opens a new one after a pause. Every event only signals "something
// changed": the page re-reads the game, which stays the truth.

import type { Event } from "./api/client";
import { freshSession, signOut } from "./session";
import { toSignIn } from "./router";

export type LiveStatus = "connecting" | "live" | "reconnecting" | "ended";

export interface LiveHandlers {
  /** Something may have changed; `event` is the log entry that arrived, when one did. */
  onChange(event?: Event): void;
  onStatus(status: LiveStatus): void;
}

const RETRY_MS = 2000;

/** Watches the game from just after `knownVersion`, until the returned function is called. */
export function watchGame(gameId: string, knownVersion: number, handlers: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let lastSeq = knownVersion;

  const open = async () => {
    const current = await freshSession();
    if (stopped || source) return;
    if (!current) {
      toSignIn();
      return;
    }
    const token = current.token;
    const query = new URLSearchParams({ access_token: token, after: String(lastSeq) });
    source = new EventSource(`/api/v1/games/${gameId}/stream?${query}`);
    handlers.onStatus("connecting");
    source.onopen = () => {
      handlers.onStatus("live");
      // Whatever happened while disconnected is read afresh.
      handlers.onChange();
    };
    const changed = (message: MessageEvent) => {
      if (message.lastEventId) lastSeq = Math.max(lastSeq, Number(message.lastEventId));
      let event: Event | undefined;
      try {
        event = JSON.parse(message.data) as Event;
      } catch {
        event = undefined;
      }
      handlers.onChange(event);
    };
    for (const kind of ["action", "resign", "timeout", "message"]) {
      source.addEventListener(kind, changed);
    }
    source.addEventListener("end", () => {
      close();
      handlers.onStatus("ended");
      handlers.onChange();
    });
    source.addEventListener("token_expired", () => {
      close();
      void freshSession(true).then((refreshed) => (refreshed ? open() : toSignIn()));
    });
    // Signed out elsewhere, password changed or account deleted: this tab's tokens are void.
    source.addEventListener("session_ended", () => {
      close();
      signOut();
      toSignIn();
    });
    source.onerror = () => {
      if (stopped) return;
      handlers.onStatus("reconnecting");
      // CONNECTING: the browser is already retrying. CLOSED: it gave up; start over.
      if (source?.readyState === EventSource.CLOSED) {
        close();
        retry = setTimeout(() => void open(), RETRY_MS);
      }
    };
  };

  const close = () => {
    source?.close();
    source = null;
  };

  void open();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    close();
  };
}
