//! OpenAPI schemas for the JSON that depends on the game type: options, actions and views are a
//! `oneOf` over every registered game's own schema, so clients get real types for every game.

use utoipa::openapi::schema::{ArrayBuilder, OneOfBuilder, Schema};
use utoipa::openapi::{OpenApi, Ref, RefOr};

use crate::engine::Registry;
use crate::engine::dynamic::GameSchemas;

fn one_of(pick: fn(&GameSchemas) -> &String) -> RefOr<Schema> {
    let mut one_of = OneOfBuilder::new();
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

/// Adds every game's component schemas to the spec.
pub fn add_game_components(spec: &mut OpenApi) {
    let components = spec.components.get_or_insert_with(Default::default);
    for game_type in Registry::builtin().all_versions() {
        for (name, schema) in game_type.schemas().components {
            components.schemas.insert(name, schema);
        }
    }
}
