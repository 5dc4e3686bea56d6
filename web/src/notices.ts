// What the player is told on every page besides the tab's title: toasts for news that arrives
// while they are here (an invitation, a game that began or ended, a deadline coming), and the
// inbox behind the header's notifications menu (`GET /me/notifications`, with its unread count).
// `alerts.ts` feeds both from the personal stream; the components only render these signals.

import { api, type Schemas, unwrap } from "./api/client";
import { links, navigate, route } from "./router";
import { signal } from "./ui/signal";
import { describeNotification, type NotificationData } from "./ui/notificationText";

export type Notification = Schemas["Notification"];

export interface Toast {
  /** The notification's id: one toast per notification. */
  id: number;
  text: string;
  gameId: string;
  /** Set for an invitation, which the toast lets the player answer. */
  invitationId?: string;
}

/** Toasts shown, oldest first. */
export const toasts = signal<Toast[]>([]);

/** The newest notifications and how many of all are unread. */
export const inbox = signal<{ unread: number; items: Notification[] }>({ unread: 0, items: [] });

/** How long a toast stays; an invitation longer, as it asks for an answer. */
const TOAST_MS = 10_000;
const INVITATION_TOAST_MS = 60_000;
/** The most toasts on screen at once; older ones give way. */
const MOST_TOASTS = 4;
/** How many notifications the menu lists. */
const MENU_LENGTH = 20;

/** Invitations this page answered: a toast for one of them would come too late. */
const answered = new Set<string>();

/** Shows a toast for a notification that just arrived. */
export async function toast(item: NotificationData & { id: number }): Promise<void> {
  if (toasts.get().some((shown) => shown.id === item.id)) return;
  let players: number | undefined;
  if (item.kind === "invited") {
    // Only an invitation still waiting for an answer, with its table's size.
    const mine = await api.GET("/api/v1/me/invitations");
    const invitation = mine.data?.find((each) => each.id === item.invitation_id);
    if (!invitation || invitation.status !== "pending" || answered.has(invitation.id)) return;
    players = invitation.players;
  }
  // Any news of a game answers its invitation (it started, or the invitation was withdrawn).
  keepToasts((shown) => !(shown.invitationId && shown.gameId === item.game_id));
  const shown: Toast = {
    id: item.id,
    text: describeNotification(item, players),
    gameId: item.game_id,
    invitationId: item.kind === "invited" ? item.invitation_id : undefined,
  };
  toasts.set([...toasts.get(), shown].slice(-MOST_TOASTS));
  setTimeout(() => dismissToast(shown.id), shown.invitationId ? INVITATION_TOAST_MS : TOAST_MS);
}

export function dismissToast(id: number): void {
  keepToasts((shown) => shown.id !== id);
}

/** An invitation answered elsewhere (the lobby) needs its toast no more. */
export function forgetInvitation(invitationId: string): void {
  answered.add(invitationId);
  keepToasts((shown) => shown.invitationId !== invitationId);
}

/** The game is on screen: it tells its own news, and older toasts about it are out of date. */
function forgetGame(gameId: string): void {
  keepToasts((shown) => shown.gameId !== gameId);
}

function keepToasts(keep: (shown: Toast) => boolean): void {
  const left = toasts.get().filter(keep);
  if (left.length !== toasts.get().length) toasts.set(left);
}

// The game on screen tells its own news.
route.subscribe((here) => {
  if (here.page === "game") forgetGame(here.id);
});

export function clearNotices(): void {
  answered.clear();
  toasts.set([]);
  inbox.set({ unread: 0, items: [] });
}

let reading: Promise<void> | null = null;

/** Reads the inbox again (what the menu shows and its unread count). */
export function refreshInbox(): Promise<void> {
  reading ??= api
    .GET("/api/v1/me/notifications", { params: { query: { limit: MENU_LENGTH } } })
    .then((answer) => {
      if (answer.data) inbox.set({ unread: answer.data.unread, items: answer.data.items });
    })
    .catch(() => undefined)
    .finally(() => {
      reading = null;
    });
  return reading;
}

/**
 * Accepts or declines an invitation (from the lobby or its toast): its toast goes, and an
 * accepted one opens the game.
 */
export async function answerInvitation(invitationId: string, gameId: string, accept: boolean): Promise<void> {
  forgetInvitation(invitationId);
  const params = { path: { id: invitationId } };
  if (accept) {
    unwrap(await api.POST("/api/v1/invitations/{id}/accept", { params, body: {} }));
    navigate(links.game(gameId));
  } else {
    unwrap(await api.POST("/api/v1/invitations/{id}/decline", { params }));
  }
}

/** Marks the notifications read (`ids`, or every one up to `upTo`), then reads the inbox again. */
export async function markRead(which: { ids?: number[]; upTo?: number }): Promise<void> {
  unwrap(
    await api.POST("/api/v1/me/notifications/read", {
      body: { ids: which.ids ?? null, up_to: which.upTo ?? null },
    }),
  );
  await refreshInbox();
}
