// The signed-in player: the access token and username live in sessionStorage, so they last as
// long as the tab and are never shared with other tabs or sent anywhere but this server.

import { signal } from "./ui/signal";

const TOKEN_KEY = "shoreline.token";
const USER_KEY = "shoreline.username";

export interface Session {
  token: string;
  username: string;
}

function stored(): Session | null {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const username = sessionStorage.getItem(USER_KEY);
  return token && username ? { token, username } : null;
}

/** The current session; pages re-render when it changes. */
export const session = signal<Session | null>(stored());

export function signIn(next: Session): void {
  sessionStorage.setItem(TOKEN_KEY, next.token);
  sessionStorage.setItem(USER_KEY, next.username);
  session.set(next);
}

export function signOut(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
  session.set(null);
}
