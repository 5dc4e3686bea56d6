// What waits for the player, on every page: the tab's title counts the games where it is their
// move ("(2) Your move - Shoreline"). The personal stream (`/me/stream`) says when something
// changed (a turn came round, a game started or ended, an invitation arrived); the count itself
// is read from `GET /me/games?awaiting_move=true`, so it is right after a reconnect and after
// the player's own moves too (the page calls `recount` when it posts one). A "your move" also
// plays the move sound, if the player turned it on (`sound.ts`). Every other kind is kept in the
// inbox: it refreshes the notifications menu and shows a toast (`notices.ts`), unless it is about
// the game on screen, which shows the news itself.

import { api } from "./api/client";
import { freshSession, session } from "./session";
import { signal } from "./ui/signal";
import { playMoveSound } from "./sound";
import { syncPush } from "./push";
import { clearNotices, refreshInbox, toast } from "./notices";
import { route } from "./router";
import type { NotificationData } from "./ui/notificationText";

const BASE_TITLE = "Shoreline";
const RETRY_MS = 3000;

/** Games waiting for the player's move. */
export const awaitingMove = signal(0);

let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let counting: Promise<void> | null = null;
/**
 * The last kept notification the stream delivered: a stream this page opens again (after its
 * token expired) starts after it, so nothing that came meanwhile is missed or shown twice.
 */
let lastSeenId: number | null = null;

/** The kinds the inbox keeps, each with its id: all but a live "your move". */
const KEPT_KINDS = [
  "game_started",
  "game_ended",
  "invited",
  "invitation_answered",
  "invitation_withdrawn",
  "deadline_near",
] as const;

/**
 * The version of each game at which the player was last known to be awaited. A stream that
 * opens first tells every game awaiting their move, and those are no news: the move sound plays
 * only for a turn this page has not seen yet.
 */
const awaitedAt = new Map<string, number>();

export function recount(): Promise<void> {
  counting ??= api
    .GET("/api/v1/me/games", { params: { query: { awaiting_move: true, limit: 100 } } })
    .then((answer) => {
      if (!answer.data) return;
      awaitingMove.set(answer.data.items.length);
      for (const item of answer.data.items) noteAwaited(item.game.id, item.game.version);
    })
    .catch(() => undefined)
    .finally(() => {
      counting = null;
    });
  return counting;
}

function showTitle(count: number): void {
  document.title = count > 0 ? `(${count}) Your move - ${BASE_TITLE}` : BASE_TITLE;
}

/** Records that the player is awaited in `gameId` at `version`; whether that is news. */
function noteAwaited(gameId: string, version: number): boolean {
  const known = awaitedAt.get(gameId);
  if (known !== undefined && known >= version) return false;
  awaitedAt.set(gameId, version);
  return true;
}

async function open(): Promise<void> {
  const current = await freshSession();
  if (!current || source) return;
  // What already awaits the player, before the stream tells it again.
  await Promise.all([recount(), refreshInbox()]);
  if (source) return;
  const query = new URLSearchParams({ access_token: current.token });
  if (lastSeenId !== null) query.set("after", String(lastSeenId));
  source = new EventSource(`/api/v1/me/stream?${query}`);
  source.onopen = () => void recount();
  for (const kind of ["your_move", "game_started", "game_ended", "invited", "deadline_near"]) {
    source.addEventListener(kind, () => void recount());
  }
  for (const kind of KEPT_KINDS) {
    source.addEventListener(kind, (event) => {
      const item = JSON.parse((event as MessageEvent<string>).data) as NotificationData & { id: number };
      lastSeenId = Math.max(lastSeenId ?? 0, item.id);
      void refreshInbox();
      if (!isOnScreen(item)) void toast(item);
    });
  }
  source.addEventListener("your_move", (event) => {
    const told = JSON.parse((event as MessageEvent<string>).data) as { game_id: string; version: number };
    if (noteAwaited(told.game_id, told.version)) playMoveSound();
  });
  const reopen = () => {
    close();
    retry = setTimeout(() => void open(), RETRY_MS);
  };
  // An expired token or an ended session: start again with whatever the session now holds
  // (the game pages send the player to sign in when it has ended).
  source.addEventListener("token_expired", reopen);
  source.addEventListener("session_ended", close);
  source.onerror = () => {
    if (source?.readyState === EventSource.CLOSED) reopen();
  };
}

/** Whether the news is about the game the player is looking at (an invitation never is). */
function isOnScreen(item: NotificationData): boolean {
  const here = route.get();
  return item.kind !== "invited" && here.page === "game" && here.id === item.game_id;
}

function close(): void {
  source?.close();
  source = null;
  if (retry) clearTimeout(retry);
  retry = null;
}

/** Follows the signed-in player's alerts for as long as the page lives. */
export function startAlerts(): void {
  awaitingMove.subscribe(showTitle);
  // Only a change of player reopens the stream: a refreshed token does not need it (the
  // stream says `token_expired` when its own runs out).
  let followed: string | null = null;
  const follow = () => {
    const player = session.get()?.username ?? null;
    if (player === followed) return;
    followed = player;
    close();
    awaitedAt.clear();
    lastSeenId = null;
    clearNotices();
    if (player) {
      void open();
      void syncPush();
    } else awaitingMove.set(0);
  };
  session.subscribe(follow);
  follow();
}
