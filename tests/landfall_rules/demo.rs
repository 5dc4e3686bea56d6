//! The committed demo game (`tests/data/landfall_winning_game.json`): a complete legal game from
//! the standard setup that green wins by claiming all three formations. The HTTP integration
//! test posts the same file one entry at a time.

use serde_json::Value;
use shoreline::engine::{Game, Seat, Seed, Setup};
use shoreline::games::landfall::demo::demo_game_json;
use shoreline::games::landfall::{
    Landfall, LandfallAction, LandfallFormation, LandfallOptions, Phase, winning_demo_game,
};

use crate::common::*;

const DEMO_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/landfall_winning_game.json"
);

fn demo_file() -> String {
    std::fs::read_to_string(DEMO_PATH).expect("the demo game file is committed")
}

/// The file parsed exactly as the API takes each entry: `{"seat": n, "action": {...}}`.
fn demo_log() -> Vec<(Seat, LandfallAction)> {
    let entries: Vec<Value> = serde_json::from_str(&demo_file()).expect("the file is JSON");
    entries
        .into_iter()
        .map(|entry| {
            let object = entry.as_object().expect("each entry is an object");
            let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
            keys.sort_unstable();
            assert_eq!(keys, ["action", "seat"], "entry {entry}");
            let seat: Seat = serde_json::from_value(object["seat"].clone()).expect("a seat");
            let action: LandfallAction =
                serde_json::from_value(object["action"].clone()).expect("an action");
            (seat, action)
        })
        .collect()
}

fn standard_game() -> Landfall {
    let options: LandfallOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(options, LandfallOptions::default());
    Landfall::new(&Setup {
        players: 2,
        seed: Seed(1),
        options,
    })
    .unwrap()
}

#[test]
fn demo_game_file_replays_to_a_green_win_with_all_three_claims() {
    let log = demo_log();
    assert!(
        log.len() <= 300,
        "the demo stays short: {} entries",
        log.len()
    );
    let mut state = standard_game();
    let mut claims = Vec::new();
    for (n, (seat, action)) in log.iter().enumerate() {
        assert!(
            !matches!(state.phase(), Phase::Over { .. }),
            "entry {n} comes after the end of the game"
        );
        assert_eq!(state.to_act(), vec![*seat], "entry {n}: wrong seat");
        assert!(
            state.legal_actions(*seat).contains(action),
            "entry {n}: {action:?} is not listed"
        );
        state = state
            .apply(*seat, action)
            .unwrap_or_else(|e| panic!("entry {n}: {action:?} refused: {e}"));
        if let LandfallAction::Claim { at, formation } = action {
            assert_eq!(state.board().get(*at).unwrap().oasis, Some(Green));
            claims.push((*seat, *formation, *at));
        }
    }
    assert_eq!(
        claims,
        vec![
            (Seat(0), LandfallFormation::Valley, at(0, 1)),
            (Seat(0), LandfallFormation::Mountain, at(-1, 2)),
            (Seat(0), LandfallFormation::Plain, at(-2, -1)),
        ]
    );
    assert_eq!(
        state.phase(),
        Phase::Over {
            winner: Some(Green)
        }
    );
    assert_eq!(state.supply(Green).claims(), 3);
    assert_eq!(state.supply(Beige).claims(), 0);
    let outcome = state.outcome().expect("the game is over");
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert!(state.to_act().is_empty());
}

/// The committed file is exactly what the demo player computes. Set `LANDFALL_BLESS_DEMO=1` to
/// rewrite the file after changing the demo player or the rules.
#[test]
fn winning_demo_game_matches_the_committed_file() {
    let computed = winning_demo_game();
    let json = demo_game_json(&computed);
    if std::env::var_os("LANDFALL_BLESS_DEMO").is_some() {
        std::fs::write(DEMO_PATH, &json).expect("write the demo file");
    }
    assert_eq!(computed, demo_log());
    assert_eq!(
        json,
        demo_file(),
        "the file is the demo player's output, byte for byte"
    );
    assert_eq!(
        computed,
        winning_demo_game(),
        "the demo player is deterministic"
    );
}
