//! OpenAPI schemas for the JSON that depends on the game type: options, actions and views are a
//! `oneOf` over every registered game's own schema, so clients get real types for every game.

use utoipa::openapi::schema::{ArrayBuilder, OneOfBuilder, Schema};
use utoipa::openapi::{OpenApi, Ref, RefOr};

use crate::engine::Registry;
use crate::engine::dynamic::GameSchemas;

fn one_of(pick: fn(&GameSchemas) -> &String) -> RefOr<Schema> {
    // The schemas are not tagged with their game: the game's `game_type` says which one applies
    // (the same action `type` can exist in two games).
    let mut one_of = OneOfBuilder::new().description(Some(
        "One schema per game type, prefixed with the game's name (AirLandSea..., LandVsSea..., \
         LostSeas..., Landfall...): the game's `game_type` decides which one applies.",
    ));
    for game_type in Registry::builtin().game_types() {
        let schemas = game_type.schemas();
        one_of = one_of.item(Ref::from_schema_name(pick(&schemas).clone()));
    }
    RefOr::T(Schema::OneOf(one_of.build()))
}

pub fn any_options() -> RefOr<Schema> {
    one_of(|s| &s.options)
}

pub fn any_action() -> RefOr<Schema> {
    one_of(|s| &s.action)
}

pub fn any_action_list() -> RefOr<Schema> {
    RefOr::T(Schema::Array(
        ArrayBuilder::new().items(any_action()).build(),
    ))
}

pub fn any_action_view() -> RefOr<Schema> {
    one_of(|s| &s.action_view)
}

pub fn any_view() -> RefOr<Schema> {
    one_of(|s| &s.view)
}

/// Error responses are `application/problem+json`, not the `application/json` that utoipa
/// assumes for every body.
pub fn use_problem_content_type(spec: &mut OpenApi) {
    for item in spec.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            for (status, response) in operation.responses.responses.iter_mut() {
                let RefOr::T(response) = response else {
                    continue;
                };
                if status.starts_with('2') {
                    continue;
                }
                if let Some(content) = response.content.shift_remove("application/json") {
                    response
                        .content
                        .insert("application/problem+json".to_owned(), content);
                }
            }
        }
    }
}

/// Adds every game's component schemas to the spec.
pub fn add_game_components(spec: &mut OpenApi) {
    let components = spec.components.get_or_insert_with(Default::default);
    for game_type in Registry::builtin().all_versions() {
        for (name, schema) in game_type.schemas().components {
            components.schemas.insert(name, schema);
        }
    }
}
