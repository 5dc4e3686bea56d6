//! JSON request bodies. Every body the API takes is a JSON object: serde would also accept an
//! array for a struct (its sequence form, so `["mallory","pw"]` would register a user), and
//! actix's `Option<Json<T>>` would quietly drop a body that fails to parse. These extractors do
//! neither: a body is read as an object, and one that is present but invalid is a 400.
//!
//! JSON Schema counts `2.0` as an integer, and so do the spec's clients; serde does not. A number
//! with no fractional part is therefore read as the integer it is, wherever it appears.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use serde::de::DeserializeOwned;
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
        // A map deserializes only from a JSON object, never from an array.
        let object = web::Json::<Map<String, Value>>::from_request(req, payload);
        Box::pin(async move { parse_object(object.await?.into_inner()).map(JsonBody) })
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
        // An `Option` of a map deserializes from null or an object, never from an array.
        let object = web::Json::<Option<Map<String, Value>>>::from_request(req, payload);
        Box::pin(async move {
            match object.await?.into_inner() {
                Some(object) => parse_object(object).map(|body| OptionalJsonBody(Some(body))),
                None => Ok(OptionalJsonBody(None)),
            }
        })
    }
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
        .map_err(|error| ApiError::bad_request("invalid_body", error.to_string()).into())
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
}
