// A log entry in words ("Deploy (card land_3, theater land)"), for the replay and the live game.
// It knows no game: it spells out whatever fields the server's action view has.

import { words } from "../games/board";

export function describeEvent(kind: string, action: unknown): string {
  if (kind !== "action") return words(kind);
  if (!action || typeof action !== "object") return "a move";
  const { type, ...rest } = action as Record<string, unknown>;
  const details = Object.entries(rest)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key.replace(/_/g, " ")} ${spell(value)}`);
  return `${words(String(type ?? "move"))}${details.length ? ` (${details.join(", ")})` : ""}`;
}

function spell(value: unknown): string {
  if (Array.isArray(value)) return value.map(spell).join("+");
  if (value && typeof value === "object") {
    const fields = value as Record<string, unknown>;
    // A hex cell, in the axial coordinates the boards label cells with.
    if (typeof fields.q === "number" && typeof fields.r === "number") return `${fields.q},${fields.r}`;
    // Ids mean nothing to a reader; what the thing shows does.
    return Object.entries(fields).filter(([key]) => key !== "id").map(([, v]) => spell(v)).join(" ");
  }
  return String(value);
}
