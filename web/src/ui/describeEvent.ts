// A log entry in words ("Deploy (card land_3, theater land)"), for the replay and the live game.

import { words } from "../games/board";

export function describeEvent(kind: string, action: unknown): string {
  if (kind !== "action") return words(kind);
  if (!action || typeof action !== "object") return "a move";
  const { type, ...rest } = action as Record<string, unknown>;
  const details = Object.entries(rest)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key.replace(/_/g, " ")} ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
  return `${words(String(type ?? "move"))}${details.length ? ` (${details.join(", ")})` : ""}`;
}
