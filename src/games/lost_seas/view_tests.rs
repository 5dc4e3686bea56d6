//! What each viewer sees, and the JSON forms of actions and views.

use serde_json::json;

use super::{LostSeas, LostSeasAction, LostSeasActionView, LostSeasFace, LostSeasOptions};
use crate::engine::{Game, GameRng, Seat, Seed, Setup, Viewer};

fn game(players: usize) -> LostSeas {
    LostSeas::new(&Setup {
        players,
        seed: Seed(77),
        options: LostSeasOptions::default(),
    })
    .unwrap()
}

fn choose_all(mut game: LostSeas) -> LostSeas {
    while let Some(&seat) = game.to_act().first() {
        let Some(action) = game.legal_actions(seat).into_iter().find(|a| {
            matches!(
                a,
                LostSeasAction::ChooseColumns { .. } | LostSeasAction::ChooseRows { .. }
            )
        }) else {
            break;
        };
        game = game.apply(seat, &action).unwrap();
    }
    game
}

/// Ruling (docs/rules/lost-seas.md): the face-down pile and its order are secret; only the revealed
/// view shows it.
#[test]
fn only_everyone_sees_the_pile_and_its_order() {
    let game = choose_all(game(3));
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0))] {
        let view = game.view(viewer);
        assert!(view.pile.is_none());
        assert_eq!(usize::from(view.pile_count), game.pile_tiles().len());
        assert!(view.unused_expeditions.is_none());
    }
    let all = game.view(Viewer::Everyone);
    let pile: Vec<u8> = all.pile.unwrap().iter().map(|t| t.id).collect();
    let top_first: Vec<u8> = game.pile_tiles().iter().rev().copied().collect();
    assert_eq!(pile, top_first);
    assert_eq!(all.unused_expeditions.unwrap().len(), 44 - 3 * 8);
}

/// Sanity for the property test's leak check: shuffling the secrets does change what Everyone
/// sees, so an equal view for other viewers means the secret is really hidden from them.
#[test]
fn shuffled_secrets_show_up_in_the_revealed_view() {
    let game = game(2);
    let mut rng = GameRng::new(Seed(3));
    let shuffled = game.with_secrets_shuffled(Viewer::Spectator, &mut rng);
    assert_ne!(shuffled.view(Viewer::Everyone), game.view(Viewer::Everyone));
    assert_eq!(
        shuffled.view(Viewer::Spectator),
        game.view(Viewer::Spectator)
    );
    assert_ne!(
        shuffled.view(Viewer::Seat(Seat(0))),
        game.view(Viewer::Seat(Seat(0))),
        "seat 0 sees its own hand, which the spectator-level shuffle changed"
    );
}

#[test]
fn a_players_undecided_hand_is_shown_only_to_them() {
    let game = game(2);
    let own = game.view(Viewer::Seat(Seat(0)));
    assert_eq!(own.maps[0].hand.as_ref().unwrap().len(), 4);
    assert!(own.maps[1].hand.is_none());
    let everyone = game.view(Viewer::Everyone);
    assert!(everyone.maps.iter().all(|m| m.hand.is_some()));
}

#[test]
fn action_json_forms() {
    let take: LostSeasAction =
        serde_json::from_value(json!({"type": "take", "tile": 12, "row": 0, "column": 3})).unwrap();
    assert_eq!(
        take,
        LostSeasAction::Take {
            tile: 12,
            row: 0,
            column: 3
        }
    );
    let choose = LostSeasAction::ChooseColumns {
        order: [3, 1, 0, 2],
        faces: [
            LostSeasFace::Easy,
            LostSeasFace::Hard,
            LostSeasFace::Easy,
            LostSeasFace::Easy,
        ],
    };
    assert_eq!(
        serde_json::to_value(&choose).unwrap(),
        json!({"type": "choose_columns", "order": [3, 1, 0, 2], "faces": ["easy", "hard", "easy", "easy"]})
    );
    assert_eq!(
        serde_json::to_value(LostSeasAction::BoxTile { tile: 4 }).unwrap(),
        json!({"type": "box_tile", "tile": 4})
    );
    let extra = json!({"type": "box_tile", "tile": 4, "row": 1});
    assert!(serde_json::from_value::<LostSeasAction>(extra).is_err());
    let short =
        json!({"type": "choose_rows", "order": [0, 1, 2], "faces": ["easy", "easy", "easy"]});
    assert!(serde_json::from_value::<LostSeasAction>(short).is_err());
}

/// Choices are public once made: the log shows the placed Expeditions to every viewer.
#[test]
fn action_views_show_the_result() {
    let game = game(2);
    let hand: Vec<u8> = game.view(Viewer::Seat(Seat(1))).maps[1]
        .hand
        .as_ref()
        .unwrap()
        .iter()
        .map(|t| t.id)
        .collect();
    let choose = LostSeasAction::ChooseColumns {
        order: [1, 0, 3, 2],
        faces: [LostSeasFace::Hard; 4],
    };
    for viewer in [Viewer::Spectator, Viewer::Seat(Seat(0)), Viewer::Everyone] {
        let LostSeasActionView::ChooseColumns { expeditions } =
            game.action_view(Seat(1), &choose, viewer)
        else {
            panic!("a choose_columns view");
        };
        let ids: Vec<u8> = expeditions.iter().map(|e| e.id).collect();
        assert_eq!(ids, vec![hand[1], hand[0], hand[3], hand[2]]);
        assert!(expeditions.iter().all(|e| e.face == LostSeasFace::Hard));
    }
    let game = choose_all(game);
    let seat = game.to_act()[0];
    let tile = game.offer_tiles()[2];
    let take = LostSeasAction::Take {
        tile,
        row: 1,
        column: 2,
    };
    let view = serde_json::to_value(game.action_view(seat, &take, Viewer::Spectator)).unwrap();
    assert_eq!(view["type"], "take");
    assert_eq!(view["tile"]["id"], tile);
    assert_eq!(
        view["tile"]["elements"],
        serde_json::to_value(&super::components::standard_v1().sea_tiles[usize::from(tile)])
            .unwrap()
    );
}

#[test]
fn view_shows_placed_tiles_and_live_scores() {
    let game = choose_all(game(2));
    let seat = game.to_act()[0];
    let tile = game.offer_tiles()[0];
    let after = game
        .apply(
            seat,
            &LostSeasAction::Take {
                tile,
                row: 3,
                column: 0,
            },
        )
        .unwrap();
    let view = serde_json::to_value(after.view(Viewer::Spectator)).unwrap();
    let map = &view["maps"][seat.index()];
    assert_eq!(map["cells"][3][0]["id"], tile);
    assert_eq!(map["tiles_placed"], 1);
    assert_eq!(map["score"]["total"], after.score(seat).total);
    assert_eq!(view["step"], "box_tile");
    assert_eq!(view["round"], 1);
}
