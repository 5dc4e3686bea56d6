// The signed-in player: the session's tokens and username live in sessionStorage, so they last as
// long as the tab and are never shared with other tabs or sent anywhere but this server.
//
// The access token is short-lived (15 minutes by default); the refresh token keeps the session
// going. `freshSession` exchanges the refresh token for new tokens shortly before the access
// token expires (or when the server says it has), one exchange at a time: the server retires a
// refresh token on use, and treats a second use of it as theft, ending the session.

import { signal } from "./ui/signal";

const TOKEN_KEY = "shoreline.token";
const REFRESH_KEY = "shoreline.refresh";
const EXPIRES_KEY = "shoreline.expires";
const USER_KEY = "shoreline.username";

/** Refresh this long before the access token expires, so a request never carries a stale one. */
const REFRESH_MARGIN_MS = 30_000;

export interface Session {
  token: string;
  refreshToken: string;
  /** When the access token expires (ms since the epoch, by this browser's clock). */
  expiresAt: number;
  username: string;
}

/** A session's tokens as the server answers them (sign-in, sign-up, refresh, new password). */
export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

function stored(): Session | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const refreshToken = sessionStorage.getItem(REFRESH_KEY);
  const expiresAt = Number(sessionStorage.getItem(EXPIRES_KEY));
  const username = sessionStorage.getItem(USER_KEY);
  return token && refreshToken && username ? { token, refreshToken, expiresAt, username } : null;
}

/** The current session; pages re-render when it changes. */
export const session = signal<Session | null>(stored());

export function sessionFrom(username: string, tokens: IssuedTokens): Session {
  return {
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + tokens.expires_in * 1000,
    username,
  };
}

export function signIn(next: Session): void {
  sessionStorage.setItem(TOKEN_KEY, next.token);
  sessionStorage.setItem(REFRESH_KEY, next.refreshToken);
  sessionStorage.setItem(EXPIRES_KEY, String(next.expiresAt));
  sessionStorage.setItem(USER_KEY, next.username);
  session.set(next);
}

/** Forgets the session in this tab (the server's side is ended by `endSession`). */
export function signOut(): void {
  for (const key of [TOKEN_KEY, REFRESH_KEY, EXPIRES_KEY, USER_KEY]) sessionStorage.removeItem(key);
  session.set(null);
}

/** Signs out on the server too, so the refresh token is worth nothing even if it was copied. */
export async function endSession(): Promise<void> {
  const current = session.get();
  signOut();
  if (!current) return;
  try {
    await fetch("/api/v1/auth/logout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
    });
  } catch {
    // Offline: the session will expire on the server by itself.
  }
}

let refreshing: Promise<Session | null> | null = null;

/**
 * The session with a usable access token: as it is, or refreshed when its token expires soon or
 * `force` says the server refused it. `null` when there is no session or the refresh was refused
 * (the session has then ended: signed out here, elsewhere, or its password changed).
 */
export function freshSession(force = false): Promise<Session | null> {
  const current = session.get();
  if (!current) return Promise.resolve(null);
  if (!force && current.expiresAt - Date.now() > REFRESH_MARGIN_MS) return Promise.resolve(current);
  refreshing ??= refresh(current).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refresh(current: Session): Promise<Session | null> {
  let response: Response;
  try {
    response = await fetch("/api/v1/auth/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
    });
  } catch {
    // Offline: keep the session; the request will fail on its own and can be tried again.
    return current;
  }
  // Signed out meanwhile (another refresh of this tab finished first, or a sign-out).
  if (session.get()?.refreshToken !== current.refreshToken) return session.get();
  if (!response.ok) {
    signOut();
    return null;
  }
  const next = sessionFrom(current.username, (await response.json()) as IssuedTokens);
  signIn(next);
  return next;
}
