use shoreline::games::landfall::{LandfallAction, LandfallOptions, LandfallView};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{PartialSchema, ToSchema};

fn collect<T: ToSchema>(out: &mut Vec<(String, RefOr<Schema>)>) {
    out.push((T::name().into_owned(), T::schema()));
    T::schemas(out);
}

/// All four games share one OpenAPI namespace: every Landfall schema is prefixed `Landfall`
/// (`Seat` is the engine's own).
#[test]
fn schemas_are_prefixed_and_documented() {
    let mut schemas = Vec::new();
    collect::<LandfallAction>(&mut schemas);
    collect::<LandfallOptions>(&mut schemas);
    collect::<LandfallView>(&mut schemas);
    let names: Vec<&str> = schemas.iter().map(|(n, _)| n.as_str()).collect();
    for name in &names {
        assert!(
            name.starts_with("Landfall") || *name == "Seat",
            "schema {name} is not prefixed"
        );
    }
    for expected in [
        "LandfallAction",
        "LandfallOptions",
        "LandfallView",
        "LandfallHex",
        "LandfallFormation",
        "LandfallHandicap",
        "LandfallIslandStack",
        "LandfallCellView",
        "LandfallPhaseView",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    let action = serde_json::to_string(&LandfallAction::schema()).unwrap();
    assert!(
        action.contains("Throw the top tile"),
        "variant docs become descriptions"
    );
    assert!(action.contains("force_landing"));
}
