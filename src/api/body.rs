//! JSON request bodies. Every body the API takes is a JSON object: serde would also accept an
//! array for a struct (its sequence form, so `["mallory","pw"]` would register a user), and
//! actix's `Option<Json<T>>` would quietly drop a body that fails to parse. These extractors do
//! neither: a body is read as an object, and one that is present but invalid is a 400.

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
        Box::pin(async move {
            let object = object.await?.into_inner();
            serde_json::from_value(Value::Object(object))
                .map(JsonBody)
                .map_err(|error| ApiError::bad_request("invalid_body", error.to_string()).into())
        })
    }
}

/// A JSON object body that may be omitted: `None` when the request has no body at all, else
/// exactly as [`JsonBody`] (so a present but invalid body is an error, never ignored).
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
        let body = JsonBody::<T>::from_request(req, payload);
        Box::pin(async move { Ok(OptionalJsonBody(Some(body.await?.0))) })
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
