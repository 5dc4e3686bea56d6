//! Each game tells its log's events in words (`Game::describe`): what the player did, as much as
//! the event's view shows, with rows and columns counted as the boards count them.

use shoreline::engine::{Game, Seat};
use shoreline::games::air_land_sea::{
    AirLandSea, AirLandSeaActionView, AirLandSeaCard, AirLandSeaTheater,
};
use shoreline::games::land_vs_sea::{LandVsSea, LandVsSeaActionView, LandVsSeaLoggedAction};
use shoreline::games::landfall::{Landfall, LandfallAction, LandfallFormation, LandfallHex};
use shoreline::games::lost_seas::{LostSeas, LostSeasActionView, LostSeasElement, LostSeasTile};

#[test]
fn air_land_sea_names_cards_and_theaters_and_keeps_a_face_down_card_secret() {
    let told = |view| AirLandSea::describe(Seat(0), &view);
    assert_eq!(
        told(AirLandSeaActionView::Deploy {
            card: AirLandSeaCard::Air4,
            theater: AirLandSeaTheater::Land,
        }),
        "played Air 4 face up in Land"
    );
    assert_eq!(
        told(AirLandSeaActionView::Improvise {
            card: Some(AirLandSeaCard::Sea2),
            theater: AirLandSeaTheater::Air,
        }),
        "played Sea 2 face down in Air"
    );
    assert_eq!(
        told(AirLandSeaActionView::Improvise {
            card: None,
            theater: AirLandSeaTheater::Air,
        }),
        "played a card face down in Air"
    );
    assert_eq!(
        told(AirLandSeaActionView::Flip {
            theater: AirLandSeaTheater::Sea,
            owner: Seat(1),
        }),
        "turned over an opponent\u{2019}s card in Sea"
    );
    assert_eq!(
        told(AirLandSeaActionView::Withdraw),
        "withdrew from the battle"
    );
}

#[test]
fn lost_seas_counts_rows_and_columns_from_one() {
    let tile = LostSeasTile {
        id: 3,
        elements: vec![LostSeasElement::Kraken, LostSeasElement::Rock],
    };
    let take = LostSeasActionView::Take {
        tile: tile.clone(),
        row: 0,
        column: 3,
    };
    assert_eq!(
        LostSeas::describe(Seat(0), &take),
        "took a tile (kraken, rock) and placed it in row 1, column 4"
    );
    assert_eq!(
        LostSeas::describe(Seat(1), &LostSeasActionView::BoxTile { tile }),
        "put a tile (kraken, rock) back in the box"
    );
}

#[test]
fn land_vs_sea_reports_placements_and_names_the_player_robbed_by_seat() {
    let place = LandVsSeaActionView {
        seat: Seat(0),
        action: LandVsSeaLoggedAction::Place {
            slot: 0,
            face: shoreline::games::land_vs_sea::LandVsSeaFaceChoice::Up,
            rotation: None,
            q: 1,
            r: -2,
        },
        placed: None,
        taken: None,
    };
    assert_eq!(
        LandVsSea::describe(Seat(0), &place),
        "placed a tile at 1,-2"
    );
    let steal = LandVsSeaActionView {
        seat: Seat(0),
        action: LandVsSeaLoggedAction::Steal {
            from: Seat(2),
            slot: 1,
        },
        placed: None,
        taken: None,
    };
    // The API puts the player's name in place of `{seat 2}`.
    assert_eq!(
        LandVsSea::describe(Seat(0), &steal),
        "stole a tile from {seat 2}"
    );
}

#[test]
fn landfall_tells_every_step_of_a_turn() {
    let hex = |q, r| LandfallHex { q, r };
    let cases = [
        (
            LandfallAction::Land { at: hex(0, 1) },
            "landed a volcano at 0,1",
        ),
        (
            LandfallAction::Move {
                from: hex(0, 1),
                to: hex(1, 1),
            },
            "moved their volcano from 0,1 to 1,1",
        ),
        (
            LandfallAction::Place { at: hex(2, -1) },
            "placed a tile at 2,-1",
        ),
        (
            LandfallAction::Claim {
                at: hex(1, 1),
                formation: LandfallFormation::Valley,
            },
            "claimed a Valley at 1,1 with an oasis chip",
        ),
        (LandfallAction::EndTurn {}, "ended their turn"),
    ];
    for (action, words) in cases {
        assert_eq!(Landfall::describe(Seat(0), &action), words);
    }
}
