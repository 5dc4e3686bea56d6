//! The committed spec is the generated one: regenerate with
//! `SHORELINE_UPDATE_OPENAPI=1 cargo test --test api openapi`.

use serde_json::Value;
use shoreline::engine::Registry;

#[test]
fn committed_spec_matches_the_code() {
    let generated = serde_json::to_string_pretty(&shoreline::api::openapi()).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json");
    if std::env::var_os("SHORELINE_UPDATE_OPENAPI").is_some() {
        std::fs::write(path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "openapi/openapi.json is out of date: run SHORELINE_UPDATE_OPENAPI=1 cargo test --test api openapi"
    );
}

#[test]
fn spec_describes_every_game_with_real_schemas() {
    let spec: Value = serde_json::to_value(shoreline::api::openapi()).unwrap();
    let schemas = &spec["components"]["schemas"];
    // Building the spec panics on a schema-name collision between games, so every game's own
    // schemas are the ones described.
    let game_types = Registry::builtin().game_types();
    for game_type in &game_types {
        let names = game_type.schemas();
        for name in [
            &names.options,
            &names.action,
            &names.action_view,
            &names.view,
        ] {
            assert!(schemas.get(name).is_some(), "{name} is a component");
        }
    }
    let action_refs: Vec<&str> = schemas["PostAction"]["properties"]["action"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|one| one["$ref"].as_str().unwrap())
        .collect();
    let game_actions: Vec<String> = game_types
        .iter()
        .map(|game_type| format!("#/components/schemas/{}", game_type.schemas().action))
        .collect();
    assert_eq!(action_refs, game_actions);
    assert!(spec["components"]["securitySchemes"]["bearer"].is_object());
    // Errors are documented with the media type they are sent with.
    let not_found = &spec["paths"]["/api/v1/games/{id}"]["get"]["responses"]["404"]["content"];
    assert!(
        not_found.get("application/problem+json").is_some(),
        "{not_found}"
    );
    assert!(not_found.get("application/json").is_none());
    for path in [
        "/api/v1/auth/register",
        "/api/v1/auth/login",
        "/api/v1/me",
        "/api/v1/game-types",
        "/api/v1/games",
        "/api/v1/games/{id}",
        "/api/v1/games/{id}/join",
        "/api/v1/games/{id}/legal-actions",
        "/api/v1/games/{id}/actions",
        "/api/v1/games/{id}/events",
        "/api/v1/games/{id}/replay",
        "/api/v1/games/{id}/export",
        "/healthz",
        "/readyz",
    ] {
        assert!(spec["paths"].get(path).is_some(), "{path} is documented");
    }
    // The export is a real schema, refused with a 409 while the game runs.
    let export = &spec["paths"]["/api/v1/games/{id}/export"]["get"]["responses"];
    assert_eq!(
        export["200"]["content"]["application/json"]["schema"]["$ref"],
        "#/components/schemas/GameExport"
    );
    assert!(export["409"].is_object());
    assert!(schemas["GameExport"]["properties"]["seed"].is_object());
    // Metrics are for operators, on a listener of their own: not part of the public API.
    assert!(spec["paths"].get("/metrics").is_none());
}
