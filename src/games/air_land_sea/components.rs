//! The 18 Battle cards: their identities, and the card set loaded from `data/standard-v1.json`.
//!
//! Identity (theater type and strength) is fixed by the card id; the data file says which ability
//! each card carries and is validated against the published game's invariants when loaded.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One of the three theaters, and also a Battle card's type.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, ToSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum AirLandSeaTheater {
    Air,
    Land,
    Sea,
}

impl AirLandSeaTheater {
    pub const ALL: [AirLandSeaTheater; 3] = [Self::Air, Self::Land, Self::Sea];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A Battle card, named by its type and strength (`air_1` ... `sea_6`).
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[repr(u8)]
pub enum AirLandSeaCard {
    #[default]
    #[serde(rename = "air_1")]
    Air1,
    #[serde(rename = "air_2")]
    Air2,
    #[serde(rename = "air_3")]
    Air3,
    #[serde(rename = "air_4")]
    Air4,
    #[serde(rename = "air_5")]
    Air5,
    #[serde(rename = "air_6")]
    Air6,
    #[serde(rename = "land_1")]
    Land1,
    #[serde(rename = "land_2")]
    Land2,
    #[serde(rename = "land_3")]
    Land3,
    #[serde(rename = "land_4")]
    Land4,
    #[serde(rename = "land_5")]
    Land5,
    #[serde(rename = "land_6")]
    Land6,
    #[serde(rename = "sea_1")]
    Sea1,
    #[serde(rename = "sea_2")]
    Sea2,
    #[serde(rename = "sea_3")]
    Sea3,
    #[serde(rename = "sea_4")]
    Sea4,
    #[serde(rename = "sea_5")]
    Sea5,
    #[serde(rename = "sea_6")]
    Sea6,
}

impl AirLandSeaCard {
    pub const ALL: [AirLandSeaCard; 18] = {
        use AirLandSeaCard::*;
        [
            Air1, Air2, Air3, Air4, Air5, Air6, Land1, Land2, Land3, Land4, Land5, Land6, Sea1,
            Sea2, Sea3, Sea4, Sea5, Sea6,
        ]
    };

    pub fn index(self) -> usize {
        self as usize
    }

    /// The theater this card may be deployed to face up without help.
    pub fn theater(self) -> AirLandSeaTheater {
        AirLandSeaTheater::ALL[self.index() / 6]
    }

    /// Printed strength, 1 to 6.
    pub fn strength(self) -> u32 {
        (self.index() % 6) as u32 + 1
    }

    pub fn ability(self) -> Ability {
        ABILITIES[self.index()]
    }
}

/// The tactical abilities. `Maneuver` is printed on all three strength-3 cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    Support,
    AirDrop,
    Maneuver,
    Aerodrome,
    Containment,
    HeavyBombers,
    Reinforce,
    Ambush,
    CoverFire,
    Disrupt,
    HeavyTanks,
    Transport,
    Escalation,
    Redeploy,
    Blockade,
    SuperBattleship,
}

/// When an ability acts: on being played or revealed (instant), while face up (ongoing), or never.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    Instant,
    Ongoing,
    None,
}

impl Ability {
    /// The timing the rulings give each ability; the data file must agree.
    pub fn timing(self) -> Timing {
        use Ability::*;
        match self {
            AirDrop | Maneuver | Reinforce | Ambush | Disrupt | Transport | Redeploy => {
                Timing::Instant
            }
            Support | Aerodrome | Containment | CoverFire | Escalation | Blockade => {
                Timing::Ongoing
            }
            HeavyBombers | HeavyTanks | SuperBattleship => Timing::None,
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardData {
    pub id: AirLandSeaCard,
    pub theater: AirLandSeaTheater,
    pub strength: u32,
    pub ability: Ability,
    pub timing: Timing,
    pub text: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSet {
    pub set: String,
    pub cards: Vec<CardData>,
}

pub const STANDARD_SET_NAME: &str = "air-land-sea/standard-v1";

/// The standard card set, validated on first use.
pub static STANDARD_SET: LazyLock<CardSet> = LazyLock::new(|| {
    parse_card_set(include_str!("data/standard-v1.json"))
        .unwrap_or_else(|e| panic!("{STANDARD_SET_NAME} is invalid: {e}"))
});

/// Abilities indexed by card, copied out of the validated set so hot paths avoid the lazy lock.
static ABILITIES: LazyLock<[Ability; 18]> = LazyLock::new(|| {
    let mut table = [Ability::HeavyBombers; 18];
    for data in &STANDARD_SET.cards {
        table[data.id.index()] = data.ability;
    }
    table
});

/// Parse and validate a card set: 18 cards, each type holding strengths 1 to 6 once, the id
/// agreeing with type and strength, every ability at its ruled timing, Maneuver on exactly the
/// three strength-3 cards and every other ability exactly once.
pub fn parse_card_set(json: &str) -> Result<CardSet, String> {
    let set: CardSet = serde_json::from_str(json).map_err(|e| format!("malformed JSON: {e}"))?;
    if set.set != STANDARD_SET_NAME {
        return Err(format!("unexpected set name {:?}", set.set));
    }
    if set.cards.len() != 18 {
        return Err(format!("expected 18 cards, found {}", set.cards.len()));
    }
    let mut seen = [false; 18];
    let mut ability_counts = std::collections::HashMap::new();
    for card in &set.cards {
        if seen[card.id.index()] {
            return Err(format!("card {:?} appears twice", card.id));
        }
        seen[card.id.index()] = true;
        if card.theater != card.id.theater() || card.strength != card.id.strength() {
            return Err(format!(
                "card {:?} has type {:?} strength {}, which its id contradicts",
                card.id, card.theater, card.strength
            ));
        }
        if card.timing != card.ability.timing() {
            return Err(format!(
                "card {:?}: {:?} is {:?}, not {:?}",
                card.id,
                card.ability,
                card.ability.timing(),
                card.timing
            ));
        }
        if (card.ability == Ability::Maneuver) != (card.strength == 3) {
            return Err(format!(
                "card {:?}: Maneuver belongs on exactly the strength-3 cards",
                card.id
            ));
        }
        if card.text.trim().is_empty() {
            return Err(format!("card {:?} has no text", card.id));
        }
        *ability_counts.entry(card.ability).or_insert(0) += 1;
    }
    if let Some((ability, n)) = ability_counts
        .iter()
        .find(|(a, n)| **a != Ability::Maneuver && **n != 1)
    {
        return Err(format!("ability {ability:?} appears {n} times"));
    }
    if ability_counts.len() != 16 {
        return Err(format!(
            "expected 16 distinct abilities, found {}",
            ability_counts.len()
        ));
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = include_str!("data/standard-v1.json");

    #[test]
    fn standard_set_loads_and_matches_the_ruled_table() {
        assert_eq!(STANDARD_SET.cards.len(), 18);
        use AirLandSeaCard::*;
        let expected = [
            (Air1, Ability::Support),
            (Air2, Ability::AirDrop),
            (Air4, Ability::Aerodrome),
            (Air5, Ability::Containment),
            (Land1, Ability::Reinforce),
            (Land2, Ability::Ambush),
            (Land4, Ability::CoverFire),
            (Land5, Ability::Disrupt),
            (Sea1, Ability::Transport),
            (Sea2, Ability::Escalation),
            (Sea4, Ability::Redeploy),
            (Sea5, Ability::Blockade),
            (Air3, Ability::Maneuver),
            (Land3, Ability::Maneuver),
            (Sea3, Ability::Maneuver),
        ];
        for (card, ability) in expected {
            assert_eq!(card.ability(), ability, "{card:?}");
        }
    }

    #[test]
    fn card_identity_follows_the_id() {
        assert_eq!(AirLandSeaCard::Land5.theater(), AirLandSeaTheater::Land);
        assert_eq!(AirLandSeaCard::Land5.strength(), 5);
        assert_eq!(AirLandSeaCard::Sea1.theater(), AirLandSeaTheater::Sea);
        assert_eq!(AirLandSeaCard::Air6.strength(), 6);
    }

    /// The standard data with `from` replaced by `to` is refused, for a reason that mentions
    /// `reason`.
    fn rejects(from: &str, to: &str, reason: &str) {
        assert!(GOOD.contains(from), "fixture text {from:?} missing");
        let error = parse_card_set(&GOOD.replacen(from, to, 1)).expect_err("bad data is refused");
        assert!(
            error.contains(reason),
            "{error:?} should mention {reason:?}"
        );
    }

    #[test]
    fn the_standard_data_is_accepted() {
        let set = parse_card_set(GOOD).unwrap();
        assert_eq!(set.cards.len(), 18);
    }

    #[test]
    fn a_strength_that_contradicts_the_id_is_refused() {
        rejects(
            r#""id": "air_6", "theater": "air", "strength": 6"#,
            r#""id": "air_6", "theater": "air", "strength": 7"#,
            "card Air6 has type Air strength 7, which its id contradicts",
        );
    }

    #[test]
    fn a_card_of_the_wrong_type_is_refused() {
        rejects(
            r#""id": "sea_6", "theater": "sea""#,
            r#""id": "sea_6", "theater": "land""#,
            "card Sea6 has type Land strength 6, which its id contradicts",
        );
    }

    #[test]
    fn a_duplicated_card_is_refused() {
        // air_2 replaced by a second air_1.
        rejects(
            r#""id": "air_2", "theater": "air", "strength": 2"#,
            r#""id": "air_1", "theater": "air", "strength": 1"#,
            "card Air1 appears twice",
        );
    }

    #[test]
    fn an_ability_at_the_wrong_timing_is_refused() {
        rejects(
            r#""ability": "support", "timing": "ongoing""#,
            r#""ability": "support", "timing": "instant""#,
            "Support is Ongoing, not Instant",
        );
    }

    #[test]
    fn an_ability_on_two_cards_is_refused() {
        rejects(
            r#""ability": "heavy_bombers", "timing": "none""#,
            r#""ability": "heavy_tanks", "timing": "none""#,
            "ability HeavyTanks appears 2 times",
        );
    }

    #[test]
    fn maneuver_off_a_strength_3_card_is_refused() {
        rejects(
            r#""ability": "support", "timing": "ongoing""#,
            r#""ability": "maneuver", "timing": "instant""#,
            "Maneuver belongs on exactly the strength-3 cards",
        );
    }

    #[test]
    fn another_set_name_unknown_fields_and_malformed_json_are_refused() {
        rejects(
            "air-land-sea/standard-v1",
            "air-land-sea/other-v9",
            "unexpected set name \"air-land-sea/other-v9\"",
        );
        rejects(
            r#""strength": 1,"#,
            r#""strength": 1, "cost": 2,"#,
            "unknown field `cost`",
        );
        let error = parse_card_set("{").expect_err("malformed JSON is refused");
        assert!(error.starts_with("malformed JSON"), "{error:?}");
    }

    #[test]
    fn a_missing_card_is_refused() {
        let first_card_end = GOOD.find("},").unwrap() + 2;
        let start = GOOD.find("{ \"id\"").unwrap();
        let fewer = format!("{}{}", &GOOD[..start], &GOOD[first_card_end..]);
        let error = parse_card_set(&fewer).expect_err("17 cards are refused");
        assert_eq!(error, "expected 18 cards, found 17");
    }
}
