// Player-facing rules summaries, one per game type, written from docs/rules/<game>.md. These are
// the rules as the server plays them (options' defaults included), in plain words for someone who
// has never seen the game, using the names the boards show (button labels, theaters, icons).
// Where docs/rules and the printed rulebooks differ, docs/rules wins: keep these in step with it.

export interface HowToPlay {
  /** One sentence: what the game is about. */
  summary: string;
  /** How long a game lasts, in the game's own terms (the lobby's card says it). */
  length: string;
  goal: string[];
  setup: string[];
  turn: string[];
  scoring: string[];
  end: string[];
  /** Each ability, card kind or tile explained: [name, what it does]. May be empty. */
  glossary: [string, string][];
  tips: string[];
}

export const HOW_TO_PLAY: Record<string, HowToPlay> = {
  "air-land-sea": {
    summary: "A two-player card duel over three theaters of war, Air, Land and Sea, fought as a series of short battles.",
    length: "Battles of six cards each, until someone has 12 VP",
    goal: [
      "Win battles to score victory points (VP). The first player to reach 12 VP wins the game.",
      "You win a battle by controlling at least two of the three theaters when it ends, or when your opponent withdraws.",
    ],
    setup: [
      "18 cards: Air, Land and Sea, each in strengths 1 to 6, most with an ability (list below).",
      "The theaters lie in a row, in random order. The middle one is adjacent to both ends; the ends are not adjacent. Abilities count adjacency from their card’s theater.",
      "Each battle, all 18 cards are shuffled: 6 to each player, and 6 stay face down as the deck, unseen.",
      "The first player is random in battle one, then swaps every battle; the theaters also shift one place.",
    ],
    turn: [
      "The first player starts. On your turn, do one of these:",
      "Deploy: tap a card in your hand, then “Face up” in the theater of its type. (Air Drop and Aerodrome can let it go elsewhere.)",
      "Improvise: tap a card, then “Face down” in any theater. A face-down card is strength 2 with no ability.",
      "Withdraw from this battle: your opponent wins it, scoring less the earlier you leave.",
      "A new card covers your earlier cards in that theater. Covered cards still count, but only uncovered ones can be flipped.",
      "Instant abilities act once, when the card is played or flipped face up; its owner chooses. Ongoing ones work while the card is face up, even covered. Abilities are compulsory unless they say “may”.",
    ],
    scoring: [
      "Your strength in a theater is your cards’ total there, plus Support. The stronger player controls it; ties, and theaters with no cards, go to the first player.",
      "When both hands are empty, whoever controls 2 or more theaters wins the battle: 6 VP.",
      "If the first player withdraws, the opponent scores by the cards the withdrawing player still holds: 4 or more → 2 VP, 2–3 → 3 VP, 1 → 4 VP.",
      "If the second player withdraws, by the cards they still hold: 5 or more → 2 VP, 3–4 → 3 VP, 2 → 4 VP, 1 → 6 VP.",
    ],
    end: [
      "New battles are dealt until a player reaches 12 VP and wins. There are no draws.",
      "Options: play to 18 VP for a longer game, or Beginner mode: every battle won is 1 VP (withdrawals too) and 3 VP wins.",
    ],
    glossary: [
      ["Flip", "Turn an uncovered card, either player’s, face up or face down."],
      ["Destroyed", "The card goes to the bottom of the deck and its ability does not happen."],
      ["Support (Air 1)", "Ongoing: you get +3 strength in each adjacent theater."],
      ["Air Drop (Air 2)", "Instant: your next card played this battle may go face up anywhere. A face-down play uses it up; it is lost if Air Drop is flipped face down first."],
      ["Maneuver (Air 3, Land 3, Sea 3)", "Instant: flip an uncovered card in an adjacent theater."],
      ["Aerodrome (Air 4)", "Ongoing: you may play cards of strength 3 or less face up anywhere."],
      ["Containment (Air 5)", "Ongoing: any card played face down, by either player, is destroyed."],
      ["Reinforce (Land 1)", "Instant: play the top card of the deck face down to an adjacent theater."],
      ["Ambush (Land 2)", "Instant: flip an uncovered card in any theater."],
      ["Cover Fire (Land 4)", "Ongoing: all your cards covered by this card are strength 4."],
      ["Disrupt (Land 5)", "Instant: you flip one of your uncovered cards, then your opponent flips one of theirs."],
      ["Transport (Sea 1)", "Instant: you may move one of your cards to another theater (on top there)."],
      ["Escalation (Sea 2)", "Ongoing: all your face-down cards are strength 4."],
      ["Redeploy (Sea 4)", "Instant: you may return one of your face-down cards to hand; if you do, play another card at once."],
      ["Blockade (Sea 5)", "Ongoing: a card played to an adjacent theater already holding 3 or more cards (both sides) is destroyed."],
      ["Heavy Bombers (Air 6), Heavy Tanks (Land 6), Super Battleship (Sea 6)", "No ability."],
    ],
    tips: [
      "Withdraw early from a lost battle: with a full hand it gives away 2 VP, not 6.",
      "Face-down cards fit anywhere and may be flipped face up later, ability and all.",
      "Ties go to the first player: as second player, be strictly stronger.",
    ],
  },

  "land-vs-sea": {
    summary: "Players take turns adding double-sided hex tiles to one shared map: Land wants to complete land areas, Sea wants to complete sea areas.",
    length: "Until every tile is on the map",
    goal: [
      "Score the most points for your side. With 3 players a third side, the Cartographer, scores from bonus stars and the extra rules. With 4, two Land play two Sea as teams.",
    ],
    setup: [
      "Sides are drawn at random; Land goes first. The starting tile lies in the middle. The other 58 tiles, land and sea on both faces, are shuffled into two stacks of 29, each with a random face up.",
      "In turn, starting with Land, players take the top tile of either stack until all hold 2. Everyone sees the up face of tiles in hand and of each stack’s top tile; the stacks’ order and hidden faces are secret, and only you see your own tiles’ hidden faces.",
    ],
    turn: [
      "1. Place a tile: tap it, choose its face (“Turn over”) and direction (“Rotate”), then tap a highlighted space. Touching edges must match: land to land, sea to sea. It scores at once.",
      "2. If it closes a hole (an empty space ringed by only land edges, or only sea edges), fill it with the Volcano or Whirlpool. There is only one; later holes stay empty.",
      "3. Follow its icon, if any: Again or Steal.",
      "4. With Waypoints, place your Waypoint or tap “Keep my Waypoint”.",
      "5. Draw from either stack until you hold 2. An empty stack is refilled by splitting the other.",
    ],
    scoring: [
      "An area is complete when no edge of it faces an empty space. Each completed land area gives Land 1 point per tile; each sea area gives Sea 1 per tile, whoever completed it.",
      "Bonus stars (★) in a completed area score for whoever completed it.",
      "A Waypoint returns to its owner when its area is completed or its tile is surrounded on all sides; whoever did that scores 1.",
      "Mountain & Coral: when your tile links a Mountain or Coral section to a neighbour’s, the chain scores 1 per section, Mountains to Land, Corals to Sea (with 3 players, to the Cartographer).",
      "Caravan & Ship: placing a Caravan or Ship next to one scores you 2. At the end, each group of 2+ touching Caravan/Ship tiles gives 1 per icon to Land if Caravans are more, Sea if Ships are more; a tie goes to the Cartographer, or nobody.",
    ],
    end: [
      "The game ends when every tile is placed. Most points wins. With 2 sides a tie is a draw; with 3, sides tied for the lead share the win, and a three-way tie is a draw.",
      "Options, off by default, any mix: Mountain & Coral, Caravan & Ship, Waypoints. With 3 players the first two are always on.",
    ],
    glossary: [
      ["Again (Play Again)", "You must place your other tile now, if you have one."],
      ["Steal", "You must take a tile from another player holding 2 (team mates too), seeing only its up face."],
      ["Volcano / Whirlpool", "The hole tile: all land or all sea, with 5 bonus stars."],
      ["Waypoint", "Land and Sea have one each (one per player with 4). It goes on your terrain, on a tile with an empty space beside it."],
    ],
    tips: [
      "Close small areas of your terrain fast; leave your opponent’s open.",
      "Your hidden face is a second option nobody can plan for.",
      "Finishing the other side’s area pays when it holds stars.",
    ],
  },

  "lost-seas": {
    summary: "Each player drafts sea tiles into their own 4 by 4 map, trying to meet the Expeditions set above its columns and beside its rows.",
    length: "16 rounds, until every map is full",
    goal: [
      "Score the most points. Each of your 4 columns and 4 rows has an Expedition: a line that meets it scores the points shown, a line that misses scores 0.",
    ],
    setup: [
      "2 to 4 players. The 65 sea tiles show 1 to 3 icons of six Marine Elements: Kraken (K), Leviathan (L), Maelstrom (M), Rock (R), Sandbank (S) and Shipwreck (W).",
      "You are dealt 4 Expeditions, each with an easy face and a harder face worth more. Choose which goes above each column, and which face; then the same with 4 more for your rows.",
      "Everyone chooses at once; placed Expeditions are public. Then 5 sea tiles are turned face up and a random player starts.",
    ],
    turn: [
      "16 rounds. Each round, every player takes one face-up tile and places it on any empty square of their map, for good.",
      "With 4 players, each takes a tile in turn. With 3, the round’s first player takes one and puts another back in the box, then the other two take one each. With 2, each takes one and boxes another.",
      "The last face-up tile stays, 4 new ones join it, and the round’s last player starts the next.",
    ],
    scoring: [
      "At the end, each column and row is checked against its Expedition, counting every icon on its 4 tiles. Met: score its points. Missed: 0.",
      "The board shows each Expedition in short form with its points; the kinds are explained below.",
    ],
    end: [
      "After 16 rounds the maps are full. Most points wins. Ties go to whoever met more Expeditions, then to the best single met Expedition; otherwise the win is shared.",
      "Young Mapmaker option (off by default): no Expeditions. Three tiles lie face up; players take one each in turn, clockwise, refilled from the pile, until the maps are full. Each row and column scores 1 per copy of its most common element. Equal top scores share the win.",
    ],
    glossary: [
      ["exactly 2 maelstrom", "Exactly that many of each listed element; other elements don’t matter."],
      ["some element exactly 3×", "Any one element appears exactly that many times."],
      ["exactly 7 icons", "The line holds exactly that many icons in total."],
      ["sets of kraken+rock", "The points once for each complete set (an element listed twice must appear twice)."],
      ["one of each element", "All six elements appear."],
      ["no kraken or rock", "None of the named elements appears."],
      ["most kraken", "That element appears more often than any other single element; a tie fails."],
    ],
    tips: [
      "Each square counts for one column and one row: place tiles where they help both.",
      "Avoid Expeditions that fight each other, like “most rock” crossing “no rock”.",
      "Once a line’s Expedition is lost, use it for tiles you can’t use elsewhere.",
    ],
  },

  landfall: {
    summary: "Two players land volcanoes on a small island and use them to reshape it, racing to build three landforms.",
    length: "Until someone claims a third formation",
    goal: [
      "Be the first to claim all three formations on your cards: a Mountain, a Valley and a Plain.",
    ],
    setup: [
      "One player is green and goes first; the other is beige. Each has 16 tiles of their colour, 3 volcanoes and 3 oasis chips in hand.",
      "The starting island: six hexes, three green and three beige, two raised by a second tile (extra tiles, not from your 16). All around is water.",
      "A hex’s level is how many tiles are stacked there; water is level 0. The top tile’s colour says whose hex it is.",
    ],
    turn: [
      "Take exactly two actions: Land, Move, Place, Remove or Throw (below), repeats allowed. Tap a hex, then a second hex (move, throw) or a button like “Place here”. With no action possible, you Pass.",
      "Then claim any formations your volcanoes complete (free) and tap End turn.",
      "Your turn may not end with the board exactly as it was after your previous turn.",
      "With no volcano on the island and nowhere to land one, your opponent places one of yours on any tile stack without a volcano or oasis chip (any colour or height, even away from the water). It costs no action.",
    ],
    scoring: [
      "No points: you claim formations. Your volcano must stand on it, on a tile of your colour with no oasis chip.",
      "Mountain: a stack of 4 or more tiles, your colour on top (any colours below).",
      "Valley: your colour on top, with at least 5 of the 6 neighbouring hexes higher.",
      "Plain: 6 or more connected hexes of the same level, any shape, all your colour on top, no oasis chips.",
      "Claiming returns the volcano to your hand and puts an oasis chip there. Each formation is claimed once; several claims a turn are fine.",
    ],
    end: [
      "Your third claim ends the game at once: you win.",
      "If both players in a row can do nothing on their turn, the game is a draw.",
      "Options: a handicap gives one player fewer tiles (2 fewer by default); a custom island, designed together, must be symmetric with the colours swapped.",
    ],
    glossary: [
      ["Land", "A volcano from your hand onto a level 1 or 2 hex topped by your colour, touching water, with no volcano or oasis chip."],
      ["Move", "Your volcano to a neighbouring hex, at most one level up. Into water, or down 2+ levels, it dies (back to your hand); falling onto a volcano kills both."],
      ["Push", "Moving into a volcano pushes it one hex on, unless a volcano or a stack 2+ levels above it is behind. It dies the same way."],
      ["Place", "A tile from your hand next to your volcano, onto water or any stack with no volcano or oasis chip."],
      ["Remove", "The top tile of a stack next to your volcano back to your hand: your colour, no volcano or oasis chip."],
      ["Throw", "The top tile (any colour) of a stack next to your volcano jumps over it to the hex straight across. Neither hex may hold a volcano or oasis chip."],
      ["Oasis chip", "Locks its hex: no landing, placing, removing or throwing there, though volcanoes may move onto it."],
    ],
    tips: [
      "Plan both actions together, e.g. Land, then Place beside the new volcano.",
      "A Valley can come early: one low tile of yours among higher stacks.",
      "Keep volcanoes off the shore and cliff edges, where a push kills.",
    ],
  },
};
