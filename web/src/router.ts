// Client-side routes in the URL's hash (`#/games/<id>`), so the server only ever serves `/`.

import { signal } from "./ui/signal";

export type Route =
  | { page: "lobby"; newGame: string | null }
  | { page: "sign-in"; next: string }
  | { page: "game"; id: string }
  | { page: "replay"; id: string; at: number | null }
  | { page: "history" }
  | { page: "profile"; username: string }
  | { page: "leaderboard"; gameType: string }
  | { page: "how-to-play"; gameType: string }
  | { page: "join"; token: string };

export function parseRoute(hash: string): Route {
  const [path, query = ""] = hash.replace(/^#/, "").split("?");
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  switch (parts[0]) {
    case "sign-in":
      return { page: "sign-in", next: params.get("next") ?? "#/" };
    case "games":
      if (parts[1] && parts[2] === "replay") {
        const at = params.get("at");
        return { page: "replay", id: parts[1], at: at === null ? null : Number(at) };
      }
      if (parts[1]) return { page: "game", id: parts[1] };
      break;
    case "history":
      return { page: "history" };
    case "join":
      if (parts[1]) return { page: "join", token: parts[1] };
      break;
    case "how-to-play":
      return { page: "how-to-play", gameType: parts[1] ?? "air-land-sea" };
    case "leaderboards":
      return { page: "leaderboard", gameType: parts[1] ?? "air-land-sea" };
    case "users":
      if (parts[1]) return { page: "profile", username: parts[1] };
      break;
  }
  // `#/?new=<game type>`: the lobby with its new game form set to that game.
  return { page: "lobby", newGame: params.get("new") };
}

export const route = signal<Route>(parseRoute(location.hash));
addEventListener("hashchange", () => route.set(parseRoute(location.hash)));

export function navigate(hash: string): void {
  if (location.hash === hash) route.set(parseRoute(hash));
  else location.hash = hash;
}

export const links = {
  lobby: () => "#/",
  newGame: (gameType: string) => `#/?new=${encodeURIComponent(gameType)}`,
  game: (id: string) => `#/games/${id}`,
  replay: (id: string, at?: number) => `#/games/${id}/replay${at === undefined ? "" : `?at=${at}`}`,
  history: () => "#/history",
  profile: (username: string) => `#/users/${encodeURIComponent(username)}`,
  leaderboard: (gameType = "air-land-sea") => `#/leaderboards/${encodeURIComponent(gameType)}`,
  howToPlay: (gameType = "air-land-sea") => `#/how-to-play/${encodeURIComponent(gameType)}`,
  signIn: (next: string) => `#/sign-in?next=${encodeURIComponent(next)}`,
};

/** Sends the player to sign in, remembering where they were so they come back there. */
export function toSignIn(): void {
  const here = location.hash || "#/";
  if (parseRoute(here).page !== "sign-in") navigate(links.signIn(here));
}
