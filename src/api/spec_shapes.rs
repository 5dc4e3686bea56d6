//! The spec reshaped for client generators, after every route's schemas are in it.
//!
//! utoipa derives a valid description of each type, but some of its shapes are ones that
//! mainstream generators (openapi-python-client, openapi-typescript, swift-openapi-generator)
//! refuse or misread. Each pass below turns one such shape into an equivalent one they take,
//! without changing what is sent on the wire:
//!
//! - every Response Object gets a `description`, which OpenAPI 3.1 requires and utoipa leaves
//!   out when a handler's annotation gives none;
//! - an `allOf` over a tagged `oneOf` (what `#[serde(flatten)]` of a tagged enum beside other
//!   fields derives) becomes a `oneOf` of complete objects, one per variant;
//! - options as the server sends them require every field (it always sends them all), so a
//!   generator cannot match one game's options against another game's schema of optional fields;
//! - each game's action variants are closed (`additionalProperties: false`), as the server's
//!   parsing is (`deny_unknown_fields`);
//! - a `oneOf` whose variants share a tag (a required property with one allowed string) names
//!   each variant as a component and says so with a `discriminator`, which utoipa's derive only
//!   gives untagged enums.
//!
//! `tests/api/openapi.rs` checks each of these over the served document, and CI validates it and
//! generates a Python and a TypeScript client from it with warnings fatal.

use utoipa::openapi::schema::{AdditionalProperties, Discriminator, Object, OneOf, Schema, Type};
use utoipa::openapi::{OpenApi, Ref, RefOr};

use crate::engine::Registry;

use crate::games::schemas::options_as_sent;

/// Every pass, in the order they depend on each other (flattening makes the unions that the
/// last pass names).
pub fn shape_for_generators(spec: &mut OpenApi) {
    describe_every_response(spec);
    flatten_tagged_unions(spec);
    require_options_as_sent(spec);
    close_action_variants(spec);
    name_tagged_variants(spec);
}

const SCHEMA_PREFIX: &str = "#/components/schemas/";

fn describe_every_response(spec: &mut OpenApi) {
    for operation in super::spec::operations_mut(spec) {
        for (status, response) in &mut operation.responses.responses {
            let RefOr::T(response) = response else {
                continue;
            };
            if response.description.is_empty() {
                response.description = default_description(status);
            }
        }
    }
}

/// What a response with no text of its own says: the status's standard reason phrase, or for a
/// 404 the problem code that comes with it.
fn default_description(status: &str) -> String {
    if status == "404" {
        return "No such resource (`not_found`)".to_owned();
    }
    status
        .parse::<u16>()
        .ok()
        .and_then(|code| actix_web::http::StatusCode::from_u16(code).ok())
        .and_then(|code| code.canonical_reason())
        .unwrap_or("The response")
        .to_owned()
}

/// The component `schema` is, or refers to.
fn resolve(spec: &OpenApi, schema: &RefOr<Schema>) -> Option<Schema> {
    match schema {
        RefOr::T(schema) => Some(schema.clone()),
        RefOr::Ref(reference) => {
            let name = reference.ref_location.strip_prefix(SCHEMA_PREFIX)?;
            match spec.components.as_ref()?.schemas.get(name)? {
                RefOr::T(schema) => Some(schema.clone()),
                RefOr::Ref(_) => None,
            }
        }
    }
}

/// `allOf: [a oneOf of objects, objects...]` becomes `oneOf: [each variant with the objects'
/// fields]`: the same JSON, described as complete alternatives.
fn flatten_tagged_unions(spec: &mut OpenApi) {
    let Some(components) = spec.components.as_ref() else {
        return;
    };
    let mut flattened = Vec::new();
    for (name, schema) in &components.schemas {
        let RefOr::T(Schema::AllOf(all_of)) = schema else {
            continue;
        };
        let Some(parts) = all_of
            .items
            .iter()
            .map(|part| resolve(spec, part))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        let unions: Vec<&OneOf> = parts
            .iter()
            .filter_map(|part| match part {
                Schema::OneOf(union) => Some(union),
                _ => None,
            })
            .collect();
        let [union] = unions[..] else { continue };
        let mut one_of = OneOf::new();
        one_of.description = all_of.description.clone();
        for variant in &union.items {
            let Some(Schema::Object(variant)) = resolve(spec, variant) else {
                panic!("{name}: a variant of its flattened union is not an object");
            };
            let mut merged = Object::with_type(Type::Object);
            merged.description = variant.description.clone();
            for part in &parts {
                let fields = match part {
                    Schema::OneOf(_) => &variant,
                    Schema::Object(object) => object,
                    _ => panic!("{name}: a flattened part is neither a union nor an object"),
                };
                merged.properties.extend(fields.properties.clone());
                for required in &fields.required {
                    if !merged.required.contains(required) {
                        merged.required.push(required.clone());
                    }
                }
            }
            one_of.items.push(RefOr::T(Schema::Object(merged)));
        }
        flattened.push((name.clone(), one_of));
    }
    let components = spec.components.as_mut().expect("components exist");
    for (name, one_of) in flattened {
        components
            .schemas
            .insert(name, RefOr::T(Schema::OneOf(one_of)));
    }
}

/// Adds `<Game>OptionsSet`: the game's options schema with every field required, which
/// [`crate::games::schemas::any_options`] names for what the server sends.
fn require_options_as_sent(spec: &mut OpenApi) {
    let components = spec.components.get_or_insert_with(Default::default);
    for game_type in Registry::builtin().game_types() {
        let name = game_type.schemas().options;
        let Some(RefOr::T(Schema::Object(options))) = components.schemas.get(&name) else {
            panic!("the options schema {name} is not an object");
        };
        let mut sent = options.clone();
        sent.required = sent.properties.keys().cloned().collect();
        sent.description = Some(format!(
            "{}\n\nAs the server sends them: every option is present.",
            sent.description.as_deref().unwrap_or_default()
        ));
        components
            .schemas
            .insert(options_as_sent(&name), RefOr::T(Schema::Object(sent)));
    }
}

fn close_action_variants(spec: &mut OpenApi) {
    let components = spec.components.get_or_insert_with(Default::default);
    for game_type in Registry::builtin().all_versions() {
        let name = game_type.schemas().action;
        let Some(RefOr::T(Schema::OneOf(actions))) = components.schemas.get_mut(&name) else {
            panic!("the action schema {name} is not a oneOf of its variants");
        };
        for variant in &mut actions.items {
            if let RefOr::T(Schema::Object(variant)) = variant {
                variant.additional_properties =
                    Some(Box::new(AdditionalProperties::FreeForm(false)));
            }
        }
    }
}

/// The property every variant has, required, allowing one string only: the union's tag.
fn tag_of(variants: &[&Object]) -> Option<String> {
    let tags_of = |variant: &Object| -> Vec<String> {
        variant
            .properties
            .iter()
            .filter(|(name, property)| {
                variant.required.contains(name)
                    && matches!(property, RefOr::T(Schema::Object(p))
                        if p.enum_values.as_ref().is_some_and(|values| values.len() == 1))
            })
            .map(|(name, _)| name.clone())
            .collect()
    };
    let (first, others) = variants.split_first()?;
    let mut common = tags_of(first);
    for variant in others {
        let theirs = tags_of(variant);
        common.retain(|tag| theirs.contains(tag));
    }
    common.sort();
    common.into_iter().next()
}

fn tag_value(variant: &Object, tag: &str) -> String {
    let Some(RefOr::T(Schema::Object(property))) = variant.properties.get(tag) else {
        unreachable!("tag_of found {tag} in every variant");
    };
    let values = property.enum_values.as_ref().expect("a one-value enum");
    values[0].as_str().expect("string tags").to_owned()
}

/// `snake_case` or `kebab-case` to `PascalCase`.
fn pascal(tag: &str) -> String {
    tag.split(['_', '-'])
        .map(|word| {
            let mut letters = word.chars();
            letters.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(letters).collect()
            })
        })
        .collect()
}

/// Each tagged union's variants become components named `<Union><Tag value>` (`LostSeasAction`
/// `Place` is `LostSeasActionPlace`), and the union a `oneOf` of them with a discriminator.
fn name_tagged_variants(spec: &mut OpenApi) {
    let components = spec.components.get_or_insert_with(Default::default);
    let mut named = Vec::new();
    for (name, schema) in &components.schemas {
        let RefOr::T(Schema::OneOf(union)) = schema else {
            continue;
        };
        let Some(variants) = union
            .items
            .iter()
            .map(|item| match item {
                RefOr::T(Schema::Object(variant)) if !variant.properties.is_empty() => {
                    Some(variant)
                }
                _ => None,
            })
            .collect::<Option<Vec<&Object>>>()
        else {
            continue;
        };
        let Some(tag) = tag_of(&variants) else {
            continue;
        };
        let mut one_of = union.clone();
        one_of.items.clear();
        let mut discriminator = Discriminator::new(tag.clone());
        let mut parts = Vec::new();
        for variant in variants {
            let value = tag_value(variant, &tag);
            let part = format!("{name}{}", pascal(&value));
            discriminator
                .mapping
                .insert(value, format!("{SCHEMA_PREFIX}{part}"));
            one_of.items.push(RefOr::Ref(Ref::from_schema_name(&part)));
            parts.push((part, variant.clone()));
        }
        one_of.discriminator = Some(discriminator);
        named.push((name.clone(), one_of, parts));
    }
    for (name, one_of, parts) in named {
        for (part, variant) in parts {
            let replaced = components
                .schemas
                .insert(part.clone(), RefOr::T(Schema::Object(variant)));
            assert!(
                replaced.is_none(),
                "a variant of {name} would take the name of the schema {part}"
            );
        }
        components
            .schemas
            .insert(name, RefOr::T(Schema::OneOf(one_of)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_become_pascal_case_names() {
        assert_eq!(pascal("place_waypoint"), "PlaceWaypoint");
        assert_eq!(pascal("your_move"), "YourMove");
        assert_eq!(pascal("air-land-sea"), "AirLandSea");
        assert_eq!(pascal("draw"), "Draw");
    }

    #[test]
    fn responses_without_text_get_their_reason_phrase() {
        assert_eq!(default_description("200"), "OK");
        assert_eq!(default_description("201"), "Created");
        assert_eq!(default_description("503"), "Service Unavailable");
        assert_eq!(default_description("404"), "No such resource (`not_found`)");
    }
}
