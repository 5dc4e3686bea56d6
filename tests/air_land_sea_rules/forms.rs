//! The JSON forms of actions, the error codes of turn play and the schemas this game adds.

use super::*;

#[test]
fn actions_have_the_documented_json_form() {
    let cases = [
        (
            deploy(Air1, Land),
            r#"{"type":"deploy","card":"air_1","theater":"land"}"#,
        ),
        (
            improvise(Sea6, Air),
            r#"{"type":"improvise","card":"sea_6","theater":"air"}"#,
        ),
        (Action::Withdraw {}, r#"{"type":"withdraw"}"#),
        (
            Action::Flip {
                theater: Sea,
                owner: Seat(1),
            },
            r#"{"type":"flip","theater":"sea","owner":1}"#,
        ),
        (
            Action::Reinforce { theater: Air },
            r#"{"type":"reinforce","theater":"air"}"#,
        ),
        (
            Action::Move {
                from: Air,
                index: 0,
                to: Sea,
            },
            r#"{"type":"move","from":"air","index":0,"to":"sea"}"#,
        ),
        (
            Action::ReturnToHand {
                theater: Land,
                index: 2,
            },
            r#"{"type":"return_to_hand","theater":"land","index":2}"#,
        ),
        (Action::Skip {}, r#"{"type":"skip"}"#),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_string(&action).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), action);
    }
    let extra = serde_json::from_str::<Action>(r#"{"type":"withdraw","now":true}"#).unwrap_err();
    assert!(extra.to_string().contains("unknown field `now`"), "{extra}");
    let no_such_card =
        serde_json::from_str::<Action>(r#"{"type":"deploy","card":"air_7","theater":"air"}"#)
            .unwrap_err();
    assert!(
        no_such_card.to_string().contains("unknown variant `air_7`"),
        "{no_such_card}"
    );
}

#[test]
fn error_codes_for_turn_play() {
    let state = scenario()
        .hand(0, &[Air1, Land6])
        .hand(1, &[Sea1, Sea6])
        .build();
    assert_eq!(code(&state, 1, deploy(Sea6, Sea)), "not_your_turn");
    assert_eq!(code(&state, 0, deploy(Sea6, Sea)), "card_not_in_hand");
    assert_eq!(code(&state, 0, improvise(Sea6, Sea)), "card_not_in_hand");
    assert_eq!(code(&state, 0, deploy(Land6, Air)), "theater_mismatch");
    assert_eq!(code(&state, 0, Action::Skip {}), "no_choice_pending");
    assert_eq!(
        code(
            &state,
            0,
            Action::Flip {
                theater: Air,
                owner: Seat(0)
            }
        ),
        "no_choice_pending"
    );
    // Deploy lists only the matching theater; improvise lists all three.
    let legal = state.legal_actions(Seat(0));
    assert_eq!(legal.len(), 2 * (1 + 3) + 1);
    assert!(state.legal_actions(Seat(1)).is_empty());
}

/// All four games share one OpenAPI components namespace: every schema this game adds is
/// prefixed with its type name (the engine's own `Seat` excepted).
#[test]
fn schemas_are_prefixed_and_describe_the_actions() {
    use utoipa::ToSchema;
    use utoipa::openapi::RefOr;
    use utoipa::openapi::schema::Schema;
    let mut nested: Vec<(String, RefOr<Schema>)> = Vec::new();
    let mut roots = vec![
        AirLandSeaOptions::name().to_string(),
        Action::name().to_string(),
        shoreline::games::air_land_sea::AirLandSeaActionView::name().to_string(),
        shoreline::games::air_land_sea::AirLandSeaView::name().to_string(),
    ];
    AirLandSeaOptions::schemas(&mut nested);
    Action::schemas(&mut nested);
    shoreline::games::air_land_sea::AirLandSeaActionView::schemas(&mut nested);
    shoreline::games::air_land_sea::AirLandSeaView::schemas(&mut nested);
    roots.extend(nested.iter().map(|(name, _)| name.clone()));
    assert!(roots.len() > 8, "{roots:?}");
    for name in &roots {
        assert!(name == "Seat" || name.starts_with("AirLandSea"), "{name}");
    }
    let action_schema =
        serde_json::to_string(&<Action as utoipa::PartialSchema>::schema()).unwrap();
    for tag in [
        "deploy",
        "improvise",
        "withdraw",
        "flip",
        "reinforce",
        "move",
        "return_to_hand",
        "skip",
    ] {
        assert!(
            action_schema.contains(&format!("\"{tag}\"")),
            "{tag} in {action_schema}"
        );
    }
}
