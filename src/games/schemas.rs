//! OpenAPI schemas for the JSON that depends on the game type: options, actions and views are a
//! `oneOf` over every registered game's own schema, so clients get real types for every game.

use std::collections::{HashMap, HashSet};

use utoipa::openapi::schema::{ArrayBuilder, OneOfBuilder, Schema};
use utoipa::openapi::{OpenApi, Ref, RefOr};

use utoipa::{PartialSchema, ToSchema};

use crate::engine::dynamic::GameSchemas;
use crate::engine::{Registry, Seat};

fn one_of(pick: fn(&GameSchemas) -> String) -> RefOr<Schema> {
    // The schemas are not tagged with their game: the game's `game_type` says which one applies
    // (the same action `type` can exist in two games).
    let game_types = Registry::builtin().game_types();
    let names: Vec<String> = game_types
        .iter()
        .map(|game_type| pick(&game_type.schemas()))
        .collect();
    let mut one_of = OneOfBuilder::new().description(Some(format!(
        "One schema per game type ({}): the game's `game_type` decides which one applies.",
        names.join(", ")
    )));
    for name in names {
        one_of = one_of.item(Ref::from_schema_name(name));
    }
    RefOr::T(Schema::OneOf(one_of.build()))
}

/// A game type id: one of the registered game types.
pub fn game_type_id() -> RefOr<Schema> {
    let ids: Vec<&str> = Registry::builtin()
        .game_types()
        .iter()
        .map(|game_type| game_type.info().id)
        .collect();
    RefOr::T(Schema::Object(
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .enum_values(Some(ids))
            .examples(["air-land-sea"])
            .build(),
    ))
}

/// A player count: from the smallest to the largest any registered game type is played by
/// (each game type's own range is in `GET /game-types`).
pub fn player_count() -> RefOr<Schema> {
    let game_types = Registry::builtin().game_types();
    let infos = game_types.iter().map(|game_type| game_type.info());
    let min = infos
        .clone()
        .map(|info| info.min_players)
        .min()
        .unwrap_or(1);
    let max = infos.map(|info| info.max_players).max().unwrap_or(1);
    RefOr::T(Schema::Object(
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::Integer)
            .minimum(Some(min as f64))
            .maximum(Some(max as f64))
            .examples([2])
            .build(),
    ))
}

/// An optional seat index (null or absent: the default): below the largest player count of any
/// registered game type.
pub fn optional_seat_index() -> RefOr<Schema> {
    let max = Registry::builtin()
        .game_types()
        .iter()
        .map(|game_type| game_type.info().max_players)
        .max()
        .unwrap_or(1);
    RefOr::T(Schema::Object(
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::SchemaType::from_iter([
                utoipa::openapi::schema::Type::Integer,
                utoipa::openapi::schema::Type::Null,
            ]))
            .minimum(Some(0.0))
            .maximum(Some((max - 1) as f64))
            .build(),
    ))
}

/// Options as a request may give them: omitted or null for the game type's defaults.
pub fn options_or_null() -> RefOr<Schema> {
    let null = utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::SchemaType::Type(
            utoipa::openapi::schema::Type::Null,
        ))
        .build();
    // anyOf, not oneOf: `{}` (every option at its default) is valid options of every game type,
    // and the game's `game_type` says which apply.
    let mut any_of = utoipa::openapi::schema::AnyOfBuilder::new()
        .description(Some(
            "The options of the chosen game type (see each game's schema); null or omitted for \
             its defaults."
                .to_owned(),
        ))
        .item(null);
    for game_type in Registry::builtin().game_types() {
        any_of = any_of.item(Ref::from_schema_name(game_type.schemas().options));
    }
    RefOr::T(Schema::AnyOf(any_of.build()))
}

/// Options as the server sends them (a game's, a game type's defaults): every field present,
/// so that each game's schema requires them all and no other game's options match it.
pub fn any_options() -> RefOr<Schema> {
    one_of(|s| options_as_sent(&s.options))
}

/// The name of the schema of `options` as the server sends them (added by
/// `spec_shapes::shape_for_generators`).
pub fn options_as_sent(options: &str) -> String {
    format!("{options}Set")
}

pub fn any_action() -> RefOr<Schema> {
    one_of(|s| s.action.clone())
}

pub fn any_action_list() -> RefOr<Schema> {
    RefOr::T(Schema::Array(
        ArrayBuilder::new().items(any_action()).build(),
    ))
}

pub fn any_action_view() -> RefOr<Schema> {
    one_of(|s| s.action_view.clone())
}

/// An action view, or null where the event is no action (a resignation or a timeout).
pub fn action_view_or_null() -> RefOr<Schema> {
    or_null(any_action_view(), "null for `resign` and `timeout` events")
}

/// An action, or null where the event is no action (a resignation or a timeout).
pub fn action_or_null() -> RefOr<Schema> {
    or_null(any_action(), "null for `resign` and `timeout` events")
}

/// A view, or null before the game is dealt.
pub fn view_or_null() -> RefOr<Schema> {
    or_null(
        any_view(),
        "null while the game is open (or was cancelled while open): nothing the seed drew is \
         shown before every seat is taken",
    )
}

/// `schema` or JSON null, saying when it is null.
fn or_null(schema: RefOr<Schema>, when_null: &str) -> RefOr<Schema> {
    let null = utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::SchemaType::Type(
            utoipa::openapi::schema::Type::Null,
        ))
        .build();
    RefOr::T(Schema::OneOf(
        OneOfBuilder::new()
            .description(Some(when_null.to_owned()))
            .item(schema)
            .item(null)
            .build(),
    ))
}

pub fn any_view() -> RefOr<Schema> {
    one_of(|s| s.view.clone())
}

/// Ends the spec's description with the names of the games hosted, as registered.
pub fn name_hosted_games(spec: &mut OpenApi) {
    let names: Vec<&str> = Registry::builtin()
        .game_types()
        .iter()
        .map(|game_type| game_type.info().name)
        .collect();
    let hosted = match names.split_last() {
        Some((last, [])) => format!("Hosted game: {last}."),
        Some((last, others)) => format!("Hosted games: {} and {last}.", others.join(", ")),
        None => return,
    };
    let description = spec.info.description.get_or_insert_with(String::new);
    if !description.is_empty() {
        description.push(' ');
    }
    description.push_str(&hosted);
}

/// Adds every game's component schemas to the spec.
///
/// # Panics
/// When two games register a schema under the same name, or a game's schema has the name of a
/// different API schema: the spec can describe only one type per name, so clients would silently
/// get the wrong one. Games name their schemas with their own prefix (`LandVsSea...`) to avoid
/// this; types shared with the API (a `Seat`) must be the very same schema.
pub fn add_game_components(spec: &mut OpenApi) {
    let games = Registry::builtin()
        .all_versions()
        .iter()
        .map(|game_type| (game_type.info().id, game_type.schemas()));
    merge_game_components(spec, games);
}

/// The engine's own types that games use in their schemas (a view names seats): one schema
/// each, shared by every game.
fn engine_components() -> Vec<(String, RefOr<Schema>)> {
    let mut components = vec![(Seat::name().into_owned(), Seat::schema())];
    Seat::schemas(&mut components);
    components
}

fn merge_game_components(
    spec: &mut OpenApi,
    games: impl IntoIterator<Item = (&'static str, GameSchemas)>,
) {
    let components = spec.components.get_or_insert_with(Default::default);
    for (name, schema) in engine_components() {
        components.schemas.entry(name).or_insert(schema);
    }
    let api_schemas: HashSet<String> = components.schemas.keys().cloned().collect();
    let mut owners: HashMap<String, &'static str> = HashMap::new();
    for (game, schemas) in games {
        for (name, schema) in schemas.components {
            if let Some(existing) = components.schemas.get(&name) {
                assert!(
                    *existing == schema,
                    "OpenAPI schema name collision: game `{game}` registers a schema `{name}` \
                     that differs from the one already registered by {}",
                    owners.get(&name).map_or("the API", |owner| owner)
                );
            }
            if !api_schemas.contains(&name) {
                let owner = *owners.entry(name.clone()).or_insert(game);
                assert!(
                    owner == game,
                    "OpenAPI schema name collision: games `{owner}` and `{game}` both register a \
                     schema named `{name}`; prefix each game's schema names with its own name"
                );
            }
            components.schemas.insert(name, schema);
        }
    }
}

#[cfg(test)]
mod tests {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    use utoipa::openapi::{ComponentsBuilder, OpenApiBuilder};

    use super::*;

    fn schema(of: Type) -> RefOr<Schema> {
        ObjectBuilder::new().schema_type(of).into()
    }

    /// A game registering the given (name, schema) components.
    fn game(components: Vec<(&str, RefOr<Schema>)>) -> GameSchemas {
        GameSchemas {
            options: String::new(),
            action: String::new(),
            action_view: String::new(),
            view: String::new(),
            components: components
                .into_iter()
                .map(|(name, schema)| (name.to_owned(), schema))
                .collect(),
        }
    }

    /// A spec whose API already has a `Seat` schema.
    fn api_spec() -> OpenApi {
        OpenApiBuilder::new()
            .components(Some(
                ComponentsBuilder::new()
                    .schema("Seat", schema(Type::Integer))
                    .build(),
            ))
            .build()
    }

    #[test]
    fn games_add_their_schemas_and_may_share_the_apis_own() {
        let mut spec = api_spec();
        merge_game_components(
            &mut spec,
            [
                ("one", game(vec![("OneView", schema(Type::Object))])),
                // A second rules version of the same game keeps its schema names.
                ("one", game(vec![("OneView", schema(Type::Object))])),
                ("two", game(vec![("Seat", schema(Type::Integer))])),
            ],
        );
        let names: Vec<&String> = spec.components.as_ref().unwrap().schemas.keys().collect();
        assert_eq!(names, ["OneView", "Seat"]);
    }

    #[test]
    #[should_panic(expected = "games `one` and `two` both register a schema named `Board`")]
    fn two_games_with_one_schema_name_fail_loudly() {
        merge_game_components(
            &mut api_spec(),
            [
                ("one", game(vec![("Board", schema(Type::Object))])),
                ("two", game(vec![("Board", schema(Type::Object))])),
            ],
        );
    }

    #[test]
    #[should_panic(expected = "game `one` registers a schema `Seat` that differs")]
    fn a_game_schema_replacing_an_api_schema_fails_loudly() {
        merge_game_components(
            &mut api_spec(),
            [("one", game(vec![("Seat", schema(Type::String))]))],
        );
    }

    /// All games share one OpenAPI namespace: every schema a registered game brings (every
    /// rules version of it) is named after the game (`LostSeasTile` for `lost-seas`), but for
    /// the API's own `Seat`, which `merge_game_components` checks is the same schema.
    #[test]
    fn every_schema_a_game_brings_is_prefixed_with_its_name() {
        for game_type in Registry::builtin().all_versions() {
            let id = game_type.info().id;
            let prefix: String = id
                .split('-')
                .map(|word| word[..1].to_uppercase() + &word[1..])
                .collect();
            let schemas = game_type.schemas();
            let names = [
                &schemas.options,
                &schemas.action,
                &schemas.action_view,
                &schemas.view,
            ]
            .into_iter()
            .chain(schemas.components.iter().map(|(name, _)| name));
            let mut checked = 0;
            for name in names {
                assert!(
                    name.starts_with(&prefix) || name == "Seat",
                    "{id} brings a schema named {name}, not prefixed with {prefix}"
                );
                checked += 1;
            }
            assert!(checked > 4, "{id} brings its components too");
        }
    }
}
