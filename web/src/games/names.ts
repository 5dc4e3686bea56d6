// Display names of the hosted games (the server's `GET /game-types` has them too; these spare a
// request on pages that only list games).

const NAMES: Record<string, string> = {
  "air-land-sea": "Air, Land & Sea",
  "land-vs-sea": "Land vs Sea",
  "lost-seas": "Lost Seas",
  landfall: "Landfall",
};

/** The hosted game types, in the order pages list them. */
export const GAME_TYPES: string[] = Object.keys(NAMES);

export function gameName(id: string): string {
  return NAMES[id] ?? id;
}
