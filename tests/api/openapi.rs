//! The committed spec is the generated one: regenerate with
//! `SHORELINE_UPDATE_OPENAPI=1 cargo test --test api openapi`.

use serde_json::Value;

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
    for game in ["AirLandSea", "LandVsSea", "LostSeas", "Landfall"] {
        for part in ["Action", "View", "Options"] {
            let name = format!("{game}{part}");
            assert!(schemas.get(&name).is_some(), "{name} is a component");
        }
    }
    let action = &schemas["PostAction"]["properties"]["action"]["oneOf"];
    assert_eq!(action.as_array().unwrap().len(), 4, "{action}");
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
        "/healthz",
        "/readyz",
    ] {
        assert!(spec["paths"].get(path).is_some(), "{path} is documented");
    }
}
