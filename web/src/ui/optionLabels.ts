// What players call each game option, for the new-game form and a game's page: never the
// field's name ("target_vp"). An option missing here is spelled from its name.

const LABELS: Record<string, string> = {
  target_vp: "Points to win",
  beginner: "Beginner mode",
  young_mapmaker: "Young Mapmaker mode",
  mountain_coral: "Mountains and coral",
  caravan_ship: "Caravan and ship",
  waypoints: "Waypoints",
  handicap: "Handicap",
  colour: "Player",
  tiles_removed: "Tiles set aside",
  custom_island: "Custom island",
};

export function optionLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, " ");
  return words[0].toUpperCase() + words.slice(1);
}
