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

fn served_spec() -> Value {
    serde_json::to_value(shoreline::api::openapi()).unwrap()
}

/// The component a `{"$ref": ...}` names, or the schema itself.
fn resolved<'a>(spec: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.trim_start_matches("#/components/schemas/");
            &spec["components"]["schemas"][name]
        }
        None => schema,
    }
}

/// OpenAPI 3.1 requires a description on every Response Object; generators refuse the document
/// without one.
#[test]
fn every_response_has_a_description() {
    let spec = served_spec();
    let mut missing = Vec::new();
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            for (status, response) in operation["responses"].as_object().unwrap() {
                if response["description"].as_str().is_none_or(str::is_empty) {
                    missing.push(format!("{method} {path} {status}"));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "responses without a description: {missing:?}"
    );
}

/// `allOf` over a `oneOf` (serde's flatten of a tagged enum) is what generators drop: every union
/// is a `oneOf` of complete objects instead.
#[test]
fn no_schema_is_an_all_of_over_a_union() {
    let spec = served_spec();
    for (name, schema) in spec["components"]["schemas"].as_object().unwrap() {
        for part in schema["allOf"].as_array().into_iter().flatten() {
            assert!(
                resolved(&spec, part)["oneOf"].is_null(),
                "{name} is an allOf over a oneOf"
            );
        }
    }
    for name in ["MatchResult", "Notification", "WebhookPayloadData"] {
        let union = spec["components"]["schemas"][name]["oneOf"].as_array();
        let variants = union.unwrap_or_else(|| panic!("{name} is a oneOf"));
        for variant in variants {
            let variant = resolved(&spec, variant);
            assert_eq!(variant["type"], "object", "{name}: {variant}");
            assert!(!variant["properties"].as_object().unwrap().is_empty());
        }
    }
}

/// The server sends every option of a game, so the schemas of options it sends require them all:
/// a generator then cannot read one game's options as another's (all-optional) ones.
#[test]
fn options_as_sent_require_every_field() {
    let spec = served_spec();
    for owner in ["Game", "GameSummary", "GameType", "GameExport"] {
        let options = &spec["components"]["schemas"][owner]["properties"]["options"];
        let union = options["oneOf"].as_array();
        for schema in union.unwrap_or_else(|| panic!("{owner}.options is a oneOf")) {
            let schema = resolved(&spec, schema);
            let mut fields: Vec<&String> =
                schema["properties"].as_object().unwrap().keys().collect();
            let mut required: Vec<&str> = schema["required"]
                .as_array()
                .map(|r| r.iter().map(|f| f.as_str().unwrap()).collect())
                .unwrap_or_default();
            fields.sort();
            required.sort();
            assert_eq!(
                fields.iter().map(|f| f.as_str()).collect::<Vec<_>>(),
                required,
                "{owner}.options: {schema}"
            );
        }
    }
    // And the server does send them all: each game type's defaults have exactly those fields.
    for game_type in Registry::builtin().game_types() {
        let sent = game_type.default_options();
        let name = format!("{}Set", game_type.schemas().options);
        let schema = &spec["components"]["schemas"][&name];
        let mut fields: Vec<&String> = schema["properties"].as_object().unwrap().keys().collect();
        let mut keys: Vec<&String> = sent.as_object().unwrap().keys().collect();
        fields.sort();
        keys.sort();
        assert_eq!(fields, keys, "{name}");
    }
}

/// A stream is no JSON document: its 200 names the media type alone, and the frames are
/// described as components for the SSE client to use.
#[test]
fn streams_are_not_described_as_json_bodies() {
    let spec = served_spec();
    for (path, frame) in [
        ("/api/v1/games/{id}/stream", "StreamFrame"),
        ("/api/v1/me/stream", "PersonalStreamFrame"),
    ] {
        let content = &spec["paths"][path]["get"]["responses"]["200"]["content"];
        let events = &content["text/event-stream"];
        assert!(events.is_object(), "{path}: {content}");
        assert!(events.get("schema").is_none(), "{path}: {events}");
        assert!(spec["components"]["schemas"][frame].is_object(), "{frame}");
    }
}

/// The server refuses unknown fields in an action, and the spec says so of every variant; each
/// game's actions are told apart by their `type`, named in a discriminator.
#[test]
fn action_variants_are_closed_and_discriminated() {
    let spec = served_spec();
    for game_type in Registry::builtin().all_versions() {
        let name = game_type.schemas().action;
        let union = &spec["components"]["schemas"][&name];
        assert_eq!(union["discriminator"]["propertyName"], "type", "{name}");
        let variants = union["oneOf"].as_array().unwrap();
        let mapped = union["discriminator"]["mapping"].as_object().unwrap();
        assert_eq!(mapped.len(), variants.len(), "{name}");
        for variant in variants {
            let variant = resolved(&spec, variant);
            assert_eq!(variant["additionalProperties"], false, "{name}: {variant}");
        }
    }
}
