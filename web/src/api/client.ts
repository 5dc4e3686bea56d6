// The typed client of Shoreline's public API, generated from openapi/openapi.json
// (`npm run generate` writes schema.d.ts). Every request carries the session's token; a 401
// ends the session and sends the player to sign in, then back to where they were.

import createClient, { type Middleware } from "openapi-fetch";
import type { components, paths } from "./schema";
import { session, signOut } from "../session";
import { toSignIn } from "../router";

export type Schemas = components["schemas"];
export type Game = Schemas["Game"];
export type GameSummary = Schemas["GameSummary"];
export type GameType = Schemas["GameType"];
export type Problem = Schemas["Problem"];
export type Event = Schemas["Event"];

export const api = createClient<paths>({ baseUrl: location.origin });

const auth: Middleware = {
  onRequest({ request }) {
    const current = session.get();
    if (current) request.headers.set("authorization", `Bearer ${current.token}`);
    return request;
  },
  onResponse({ request, response }) {
    // A refused sign-in is a wrong password, not an expired session.
    if (response.status === 401 && !new URL(request.url).pathname.startsWith("/api/v1/auth/")) {
      signOut();
      toSignIn();
    }
    return response;
  },
};
api.use(auth);

/** What went wrong, in words for the player: the server's problem detail when it sent one. */
export function describeProblem(error: unknown, response?: Response): string {
  const problem = error as Partial<Problem> | undefined;
  if (problem && typeof problem === "object" && problem.detail) {
    return problem.code ? `${problem.detail} (${problem.code})` : problem.detail;
  }
  if (response) return `${response.status} ${response.statusText}`;
  return error instanceof Error ? error.message : "the server could not be reached";
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
