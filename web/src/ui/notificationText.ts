// A notification in a player's words: one sentence per kind, shared by the toasts and the
// notifications menu, so both always say the same thing.

import type { Schemas } from "../api/client";
import { gameName } from "../games/names";

export type NotificationData = Schemas["NotificationData"];

const WITHDRAWN_BECAUSE: Record<Schemas["WithdrawalReason"], string> = {
  game_cancelled: "the game was cancelled",
  game_started: "the game filled up",
  inviter_deleted: "their account was deleted",
};

/** The sentence for a notification; `players` adds the table's size to an invitation. */
export function describeNotification(item: NotificationData, players?: number): string {
  switch (item.kind) {
    case "your_move":
      return `Your move in ${gameName(item.game_type)}`;
    case "game_started":
      return `Your game of ${gameName(item.game_type)} has begun`;
    case "game_ended":
      return item.result === "win"
        ? `You won your game of ${gameName(item.game_type)}`
        : item.result === "loss"
          ? `You lost your game of ${gameName(item.game_type)}`
          : `Your game of ${gameName(item.game_type)} ended in a draw`;
    case "invited":
      return `${item.inviter} invites you to ${gameName(item.game_type)}${
        players ? `, ${players} players` : ""
      }`;
    case "invitation_answered":
      return `${item.invitee} ${item.answer === "accepted" ? "accepted" : "declined"} your invitation`;
    case "deadline_near":
      return `Your time to move in ${gameName(item.game_type)} runs out at ${new Date(
        item.deadline_at,
      ).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
    case "invitation_withdrawn":
      return `${item.inviter}'s invitation to ${gameName(item.game_type)} was withdrawn: ${
        WITHDRAWN_BECAUSE[item.reason]
      }`;
  }
}

