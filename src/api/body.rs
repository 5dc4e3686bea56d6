//! JSON request bodies. Every body the API takes is a JSON object: serde would also accept an
//! array for a struct (its sequence form, so `["mallory","pw"]` would register a user), and
//! actix's `Option<Json<T>>` would quietly drop a body that fails to parse. These extractors do
//! neither: a body is read as an object, and one that is present but invalid is a 400.
//!
//! A key may appear once in an object, at any depth: `{"username":"a","username":"b"}` is a 400
//! `invalid_body`, not the last key winning. A proxy or filter that reads the first of two keys
//! and a server that reads the last would disagree about what the same request says.
//!
//! JSON Schema counts `2.0` as an integer, and so do the spec's clients; serde does not. A number
//! with no fractional part is therefore read as the integer it is, wherever it appears.

use super::problem_code::ProblemCode;
use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use serde::Deserialize;
use serde::de::{self, DeserializeOwned, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use super::error::ApiError;

/// A required JSON object body, deserialized as `T`. Size, media type and syntax errors are told
/// by the app's `JsonConfig` (413, 415, 400); a body that is not an object, or not a `T`, is a 400
/// `invalid_body`.
pub struct JsonBody<T>(pub T);

impl<T> std::ops::Deref for JsonBody<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for JsonBody<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let object = web::Json::<StrictObject>::from_request(req, payload);
        Box::pin(async move { parse_object(object.await?.into_inner().0).map(JsonBody) })
    }
}

/// A JSON object body that may be omitted: `None` when the request has no body at all or its
/// body is JSON `null` (which the spec allows for these bodies), else exactly as [`JsonBody`] (so
/// a present but invalid body is an error, never ignored).
pub struct OptionalJsonBody<T>(pub Option<T>);

impl<T> OptionalJsonBody<T> {
    pub fn into_inner(self) -> Option<T> {
        self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for OptionalJsonBody<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        if has_no_body(req) {
            return Box::pin(async { Ok(OptionalJsonBody(None)) });
        }
        // An `Option` of an object deserializes from null or an object, never from an array.
        let object = web::Json::<Option<StrictObject>>::from_request(req, payload);
        Box::pin(async move {
            match object.await?.into_inner() {
                Some(StrictObject(object)) => {
                    parse_object(object).map(|body| OptionalJsonBody(Some(body)))
                }
                None => Ok(OptionalJsonBody(None)),
            }
        })
    }
}

/// A JSON object (never an array or a scalar) in which no object, at any depth, repeats a key.
struct StrictObject(Map<String, Value>);

/// Any JSON value in which no object repeats a key.
struct StrictValue(Value);

impl<'de> Deserialize<'de> for StrictObject {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ObjectOnly;
        impl<'de> Visitor<'de> for ObjectOnly {
            type Value = Map<String, Value>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, fields: A) -> Result<Self::Value, A::Error> {
                object_without_repeats(fields)
            }
        }
        deserializer.deserialize_map(ObjectOnly).map(StrictObject)
    }
}

impl<'de> Deserialize<'de> for StrictValue {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(AnyValue).map(StrictValue)
    }
}

/// Builds a [`Value`] as serde_json's own does, but through [`object_without_repeats`].
struct AnyValue;

impl<'de> Visitor<'de> for AnyValue {
    type Value = Value;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: de::Deserializer<'de>>(self, inner: D) -> Result<Value, D::Error> {
        StrictValue::deserialize(inner).map(|value| value.0)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Value, A::Error> {
        let mut list = Vec::new();
        while let Some(StrictValue(item)) = items.next_element()? {
            list.push(item);
        }
        Ok(Value::Array(list))
    }
    fn visit_map<A: MapAccess<'de>>(self, fields: A) -> Result<Value, A::Error> {
        object_without_repeats(fields).map(Value::Object)
    }
}

fn object_without_repeats<'de, A: MapAccess<'de>>(
    mut fields: A,
) -> Result<Map<String, Value>, A::Error> {
    let mut object = Map::new();
    while let Some(key) = fields.next_key::<String>()? {
        if object.contains_key(&key) {
            return Err(de::Error::custom(format_args!(
                "the key `{key}` appears twice in one object"
            )));
        }
        let StrictValue(value) = fields.next_value()?;
        object.insert(key, value);
    }
    Ok(object)
}

/// Whether the request says it carries no body: no length and no chunked transfer, or length 0.
fn has_no_body(req: &HttpRequest) -> bool {
    let headers = req.headers();
    match headers.get(header::CONTENT_LENGTH) {
        Some(length) => length.to_str().is_ok_and(|l| l.trim() == "0"),
        None => !headers.contains_key(header::TRANSFER_ENCODING),
    }
}

/// `object` as a `T`, or a 400 `invalid_body` saying why not.
fn parse_object<T: DeserializeOwned>(object: Map<String, Value>) -> Result<T, actix_web::Error> {
    let mut value = Value::Object(object);
    integral_numbers_as_integers(&mut value);
    serde_json::from_value(value)
        .map_err(|error| ApiError::new(ProblemCode::InvalidBody, error.to_string()).into())
}

/// Rewrites every number with no fractional part (`3.0`, `-0.0`) as an integer, where one fits.
fn integral_numbers_as_integers(value: &mut Value) {
    match value {
        Value::Number(number) if number.is_f64() => {
            let float = number.as_f64().expect("an f64 number");
            if float.fract() == 0.0 && float.abs() < 9.0e15 {
                // Below 2^53 every such float is exactly an integer.
                *number = serde_json::Number::from(float as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integral_numbers_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(integral_numbers_as_integers),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integral_floats_become_integers_and_others_stay() {
        let mut value =
            serde_json::json!({"seat": 1.0, "deep": [{"at": -3.0}], "half": 0.5, "n": 7});
        integral_numbers_as_integers(&mut value);
        assert_eq!(
            value,
            serde_json::json!({"seat": 1, "deep": [{"at": -3}], "half": 0.5, "n": 7})
        );
        assert!(value["seat"].is_i64());
    }

    fn strict(body: &str) -> Result<Value, String> {
        serde_json::from_str::<StrictObject>(body)
            .map(|object| Value::Object(object.0))
            .map_err(|error| error.to_string())
    }

    #[test]
    fn a_repeated_key_at_any_depth_is_refused() {
        for body in [
            r#"{"username":"a","username":"b","password":"pw"}"#,
            r#"{"action":{"type":"place","type":"draw"}}"#,
            r#"{"list":[{"a":1},{"b":2,"b":2}]}"#,
        ] {
            let error = strict(body).unwrap_err();
            assert!(error.contains("appears twice"), "{body}: {error}");
        }
    }

    #[test]
    fn objects_without_repeats_read_as_serde_json_reads_them() {
        let body =
            r#"{"a":1,"b":[1,-2,2.5,null,true,"x",{"a":{}}],"c":{"a":1},"d":18446744073709551615}"#;
        assert_eq!(
            strict(body).unwrap(),
            serde_json::from_str::<Value>(body).unwrap()
        );
        assert!(
            strict("[1]")
                .unwrap_err()
                .contains("expected a JSON object")
        );
        assert!(strict("3").is_err());
    }
}
