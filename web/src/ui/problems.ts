// What a player reads when something goes wrong: a sentence in a player's words for every problem
// code this client can meet, never the code itself, JSON or a status line. A game's rule refusals
// (422) carry the game's own sentence in `detail`, which is shown as is.

import type { Problem } from "../api/client";

const SENTENCES: Record<string, string> = {
  stale_version: "Your opponent moved first; here is the new position.",
  too_much_contention: "Several moves arrived at once; here is the new position, try again.",
  idempotency_key_reused: "That move was already sent; here is the position it led to.",
  invalid_action: "That move is not possible now; choose one of the moves offered.",
  not_your_turn: "It is not your turn yet.",
  game_over: "This game is already over.",
  game_not_started: "The game has not started: it is waiting for players.",
  game_cancelled: "This game was cancelled.",
  game_not_finished: "This game is still being played.",
  session_ended: "You were signed out, perhaps on another device. Please sign in again.",
  token_expired: "Your sign-in has expired. Please sign in again.",
  invalid_refresh_token: "Your sign-in has ended. Please sign in again.",
  refresh_token_expired: "Your sign-in has ended. Please sign in again.",
  refresh_token_reused: "Your sign-in was ended for safety. Please sign in again.",
  username_taken: "That username is taken; try another.",
  invalid_username: "A username is 3 to 32 letters, digits, _ or -.",
  invalid_password: "A password is 8 to 128 characters long.",
  wrong_password: "That is not your current password.",
  computer_account: "Computer players cannot sign in.",
  too_many_attempts: "Too many tries; wait a moment and try again.",
  forbidden: "You are not allowed to do that.",
  not_found: "That game or player does not exist (any more).",
  game_full: "Every seat at that table is taken.",
  seat_taken: "Someone has just taken that seat; choose another.",
  already_seated: "You already have a seat at that table.",
  game_not_open: "That table is no longer open.",
  not_seated: "You have no seat at that table.",
  creator_must_cancel: "You opened this table: cancel it rather than leave it.",
  already_invited: "That player is already invited.",
  invitation_answered: "That invitation has already been answered.",
  unknown_user: "There is no player by that name.",
  cannot_invite_yourself: "You cannot invite yourself.",
  already_seeking: "You are already looking for a game; stop that first.",
  seek_paired: "Too late to stop: you have been seated in a game.",
  invalid_computer_fallback: "A computer can take the empty seats after 5 to 300 seconds.",
  rematch_unavailable: "A rematch is no longer possible: it is offered within 15 minutes of a game's end, unless someone declined.",
  push_not_configured: "This server does not send phone or desktop alerts.",
  push_endpoint_refused: "This browser's alert service was refused; alerts stay off on this device.",
  invalid_push_keys: "This browser's alert keys were refused; alerts stay off on this device.",
  push_subscription_limit_reached: "Alerts are on for 20 devices already; turn them off on one first.",
  server_busy: "The server is busy; try again in a moment.",
  database_unavailable: "The server is busy; try again in a moment.",
  internal_error: "Something went wrong on our side. Please try again.",
};

/** What a failed request tells the player, from the server's problem (if it sent one). */
export function sayProblem(problem: Partial<Problem> | undefined, status: number): string {
  const known = problem?.code ? SENTENCES[problem.code] : undefined;
  if (known) return known;
  // Rule refusals and the options' own checks explain themselves in words.
  if (problem?.detail) return sentence(problem.detail);
  if (status >= 500) return SENTENCES.internal_error;
  return "The server did not accept that. Please try again.";
}

/** What the player reads for anything a page's work threw. */
/** What a player reads when a request could not reach the server (cleared once one does). */
export const CONNECTION_LOST = "The connection to the server was lost; trying again…";

/** Whether a request failed for want of a connection (fetch rejects with a TypeError then). */
export function isConnectionLost(failure: unknown): boolean {
  return failure instanceof TypeError;
}

export function sayFailure(failure: unknown): string {
  // fetch rejects with a TypeError when the network is down, not with a problem.
  if (isConnectionLost(failure)) return CONNECTION_LOST;
  if (failure instanceof Error) return failure.message;
  return String(failure);
}

function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
