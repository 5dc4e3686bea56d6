// The one line that tells a player what they may do now, from the kinds of move the server
// offers (`legal-actions`), so it is never wrong about the phase: "Play a card face up or face
// down, or withdraw from the battle."

const PHRASES: Record<string, Record<string, string>> = {
  "air-land-sea": {
    deploy: "play a card face up in its theater",
    improvise: "play a card face down in any theater",
    withdraw: "withdraw from the battle",
    flip: "turn over a card",
    reinforce: "put the deck’s top card face down in an adjacent theater",
    move: "move one of your cards to another theater",
    return_to_hand: "take one of your face-down cards back",
    skip: "decline the ability",
  },
  "land-vs-sea": {
    draw: "draw a tile from a stack",
    place: "place a tile from your hand on the map",
    place_volcano_whirlpool: "place the Volcano/Whirlpool in a hole",
    steal: "steal a tile from another player",
    place_waypoint: "put your Waypoint on the tile you placed",
    skip_waypoint: "keep your Waypoint",
  },
  "lost-seas": {
    choose_columns: "choose the faces of your Expeditions and set them above the columns",
    choose_rows: "choose the faces of your Expeditions and set them beside the rows",
    take: "take a tile from the offer and place it on your map",
    box_tile: "put a tile from the offer back in the box",
  },
  landfall: {
    land: "land a volcano",
    move: "move your volcano",
    place: "place a tile next to your volcano",
    remove: "take one of your tiles back",
    throw: "throw a tile over your volcano",
    pass: "pass (nothing else is possible)",
    force_landing: "land your opponent’s volcano for them",
    claim: "claim a formation with an oasis chip",
    end_turn: "end your turn",
  },
};

/** "You can: …" for the actions offered, or null when there are none. */
export function whatYouCanDo(gameType: string, actions: { type?: unknown }[]): string | null {
  const phrases = PHRASES[gameType] ?? {};
  const kinds = [...new Set(actions.map((action) => String(action.type ?? "")))];
  const said = kinds.map((kind) => phrases[kind] ?? kind.replace(/_/g, " ")).filter(Boolean);
  if (said.length === 0) return null;
  const list = said.length === 1 ? said[0] : `${said.slice(0, -1).join(", ")} or ${said[said.length - 1]}`;
  return `You can ${list}.`;
}
