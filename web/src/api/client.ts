// The typed client of Shoreline's public API: the published TypeScript client
// (clients/typescript, generated from openapi/openapi.json by `npm run generate`). Every request carries the session's access token,
// refreshed first when it is about to expire. A 401 `token_expired` (the clock of this browser
// and the server's disagree) refreshes it and sends the request once more; any other 401, or a
// refused refresh, ends the session and sends the player to sign in, then back to where they
// were.

import { type Middleware } from "openapi-fetch";
import { createShorelineClient, type Schemas } from "../../../clients/typescript/src/index";
import { freshSession, session, signOut } from "../session";
import { toSignIn } from "../router";
import { sayProblem } from "../ui/problems";

export type { Schemas };
export type Game = Schemas["Game"];
export type GameSummary = Schemas["GameSummary"];
export type GameType = Schemas["GameType"];
export type Problem = Schemas["Problem"];
export type Event = Schemas["Event"];

export const api = createShorelineClient({ baseUrl: location.origin });

/** Requests' copies, taken before sending (which uses up the body), to send again once. */
const retryable = new Map<string, Request>();

/** Sign-up, sign-in and refreshing answer 401 for wrong credentials, not an expired session. */
function isSignIn(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/v1/auth/");
}

const auth: Middleware = {
  async onRequest({ request, id }) {
    if (isSignIn(request) || !session.get()) return request;
    const current = await freshSession();
    if (current) request.headers.set("authorization", `Bearer ${current.token}`);
    retryable.set(id, request.clone());
    return request;
  },
  async onResponse({ request, response, id }) {
    const copy = retryable.get(id);
    retryable.delete(id);
    if (response.status !== 401 || isSignIn(request)) return response;
    const problem = (await response.clone().json().catch(() => null)) as Partial<Problem> | null;
    if (problem?.code === "token_expired" && copy) {
      // Another request may have refreshed the session meanwhile: then its token will do.
      const sent = request.headers.get("authorization");
      const current = session.get();
      const refreshed = current && sent !== `Bearer ${current.token}` ? current : await freshSession(true);
      if (refreshed) {
        copy.headers.set("authorization", `Bearer ${refreshed.token}`);
        const again = await fetch(copy);
        if (again.status !== 401) return again;
      }
    }
    signOut();
    toSignIn();
    return response;
  },
  onError({ id }) {
    retryable.delete(id);
  },
};
api.use(auth);

/** What went wrong, in words for the player (see `ui/problems.ts`). */
export function describeProblem(error: unknown, response: Response): string {
  const problem = error && typeof error === "object" ? (error as Partial<Problem>) : undefined;
  return sayProblem(problem, response.status);
}

/** Thrown by `unwrap` so pages can show the server's reason. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problem?: Partial<Problem>,
  ) {
    super(message);
  }
}

/** The data of an openapi-fetch answer, or an ApiFailure carrying the server's problem. */
export function unwrap<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.error !== undefined || !answer.response.ok) {
    throw new ApiFailure(
      describeProblem(answer.error, answer.response),
      answer.response.status,
      answer.error as Partial<Problem>,
    );
  }
  // Only a 204 (leaving a game) has no body.
  return answer.data as T;
}
