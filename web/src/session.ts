// The signed-in player: the session's tokens and username live in sessionStorage, so they last as
// long as the tab and are never shared with other tabs or sent anywhere but this server. A player
// who ticks "Keep me signed in on this device" has them in localStorage instead: every tab and
// the installed app share the session, and a push notification tapped hours later opens the
// game signed in. Tabs sharing it refresh one at a time (a Web Lock), each first adopting the
// tokens another tab got, and follow each other's refreshes and sign-outs.
//
// Under the lock a tab reads the tokens from IndexedDB, not localStorage: each tab's process keeps
// its own copy of localStorage and learns of another tab's writes a few milliseconds late, so a
// tab taking the lock right after another refreshed could still read the old refresh token there
// and exchange it a second time (seen in the browser tests). A committed IndexedDB write is seen
// by the next reader in any tab.
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

function storedIn(storage: Storage): Session | null {
  const token = storage.getItem(TOKEN_KEY);
  const refreshToken = storage.getItem(REFRESH_KEY);
  const expiresAt = Number(storage.getItem(EXPIRES_KEY));
  const username = storage.getItem(USER_KEY);
  return token && refreshToken && username ? { token, refreshToken, expiresAt, username } : null;
}

/** Where this tab's session is kept: the tab's own storage, or the device's when remembered. */
let storage: Storage = storedIn(sessionStorage) || !storedIn(localStorage) ? sessionStorage : localStorage;

function stored(): Session | null {
  return storedIn(storage);
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

/** Signs in with `next`; `remember` keeps the session on this device (see above). */
export function signIn(next: Session, remember?: boolean): void {
  if (remember !== undefined) {
    // This tab's own session goes either way; a device's session kept by other tabs stays unless
    // this one replaces it.
    forget(sessionStorage);
    storage = remember ? localStorage : sessionStorage;
  }
  storage.setItem(TOKEN_KEY, next.token);
  storage.setItem(EXPIRES_KEY, String(next.expiresAt));
  storage.setItem(USER_KEY, next.username);
  // Last: other tabs follow a change of the refresh token, and find the rest written already.
  storage.setItem(REFRESH_KEY, next.refreshToken);
  session.set(next);
  if (remember && storage === localStorage) void handOver(next);
}

function forget(kept: Storage): void {
  for (const key of [TOKEN_KEY, REFRESH_KEY, EXPIRES_KEY, USER_KEY]) kept.removeItem(key);
  if (kept === localStorage) void handOver(null);
}

/** The device's session as the last tab that changed it left it (see the top of this file). */
const HANDOVER_DB = "shoreline.session";
const HANDOVER_STORE = "session";

/** The hand-over database, opened once per page; `null` where there is no IndexedDB. */
let handoverDatabase: Promise<IDBDatabase | null> | null = null;

async function handoverStore(mode: IDBTransactionMode): Promise<IDBObjectStore | null> {
  handoverDatabase ??= new Promise((resolve) => {
    try {
      const opening = indexedDB.open(HANDOVER_DB, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(HANDOVER_STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => resolve(null);
    } catch {
      // No IndexedDB here: localStorage alone.
      resolve(null);
    }
  });
  const database = await handoverDatabase;
  try {
    return database?.transaction(HANDOVER_STORE, mode).objectStore(HANDOVER_STORE) ?? null;
  } catch {
    // Closed under us (the site's data cleared): open it again next time.
    handoverDatabase = null;
    return null;
  }
}

/** Records the device's session (`null`: signed out), resolving once it is committed. */
async function handOver(next: Session | null): Promise<void> {
  const store = await handoverStore("readwrite");
  if (!store) return;
  await new Promise<void>((resolve) => {
    if (next) store.put(next, "current");
    else store.delete("current");
    store.transaction.oncomplete = () => resolve();
    store.transaction.onerror = () => resolve();
    store.transaction.onabort = () => resolve();
  });
}

/** The device's session as last recorded by `handOver`; `undefined` when it cannot be read. */
async function handedOver(): Promise<Session | null | undefined> {
  const store = await handoverStore("readonly");
  if (!store) return undefined;
  return new Promise((resolve) => {
    const reading = store.get("current");
    reading.onsuccess = () => resolve((reading.result as Session | undefined) ?? null);
    reading.onerror = () => resolve(undefined);
  });
}

/** Whether this browser can keep a session for every tab: only with Web Locks, which keep the
 * tabs from exchanging one refresh token twice (plain-http sites and old browsers lack them). */
export function canKeepSession(): boolean {
  return "locks" in navigator;
}

/** Forgets the session in this tab, or on this device if it was kept there (the server's side is
 * ended by `endSession`). */
export function signOut(): void {
  forget(storage);
  forget(sessionStorage);
  storage = sessionStorage;
  session.set(null);
}

// Another tab sharing the device's session refreshed it or signed out: follow it.
window.addEventListener("storage", (event) => {
  if (storage !== localStorage || event.storageArea !== localStorage) return;
  if (event.key !== null && event.key !== REFRESH_KEY) return;
  const shared = storedIn(localStorage);
  if (!shared) {
    storage = sessionStorage;
    session.set(null);
  } else if (shared.refreshToken !== session.get()?.refreshToken) {
    session.set(shared);
  }
});

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
  refreshing ??= refreshShared(current).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** A refresh of the device's session, one tab at a time, adopting another tab's if it came first. */
async function refreshShared(current: Session): Promise<Session | null> {
  if (storage !== localStorage || !("locks" in navigator)) return refresh(current);
  return navigator.locks.request("shoreline.refresh", async () => {
    const recorded = await handedOver();
    const shared = recorded === undefined ? storedIn(localStorage) : recorded;
    if (!shared) {
      signOut();
      return null;
    }
    if (shared.refreshToken !== current.refreshToken) {
      session.set(shared);
      return shared;
    }
    const next = await refresh(current);
    // Recorded before the lock is let go, for the tab that takes it next.
    if (next && next !== current && storage === localStorage) await handOver(next);
    return next;
  });
}

async function refresh(current: Session): Promise<Session | null> {
  let response: Response;
  try {
    response = await fetch("/api/v1/auth/refresh", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: current.refreshToken }),
      // Bounded: tabs sharing the device's session wait for this one's refresh.
      signal: AbortSignal.timeout(15_000),
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
