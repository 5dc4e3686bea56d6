//! A page per problem code. Every problem document's `type` is `/problems/<code>`, a relative
//! reference to this server, so a client (or a person reading a log) can look a code up.

use actix_web::{HttpResponse, get, web};

use super::error::{ApiError, Problem};
use super::problem_code::ProblemCode;
use crate::engine::Registry;

/// What a problem code means.
#[utoipa::path(
    tag = "operations",
    params(("code" = String, Path, description = "A problem document's `code`")),
    responses(
        (status = 200, content_type = "text/html", body = String, description = "A short page about the code"),
        (status = 404, body = Problem),
    )
)]
#[get("/problems/{code}")]
pub async fn problem_page(code: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let (status, meaning) = match look_up(&code) {
        Some(found) => found,
        None => return Err(ApiError::not_found(format!("no problem code {code:?}"))),
    };
    let code = code.as_str();
    let meaning = escape_html(meaning);
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(format!(
            "<!doctype html><meta charset=\"utf-8\"><title>{code}</title>\
         <h1><code>{code}</code></h1><p>HTTP status {status}</p><p>{meaning}</p>"
        )))
}

/// The status and meaning of `code`: the platform's own, a game's option code, or (anything
/// shaped like a code) one of a game's rule codes, which each game's rules document lists.
pub fn look_up(code: &str) -> Option<(u16, &'static str)> {
    if let Some(known) = ProblemCode::named(code) {
        return Some((known.status().as_u16(), known.meaning()));
    }
    let option_codes = Registry::builtin()
        .game_types()
        .into_iter()
        .flat_map(|game_type| game_type.option_codes().iter());
    if let Some((_, meaning)) = option_codes.into_iter().find(|(known, _)| *known == code) {
        return Some((400, meaning));
    }
    is_code_shaped(code).then_some((
        422,
        "A rule of the game forbids this move; the problem's `detail` says which rule. \
         Each game's rules document lists its codes.",
    ))
}

/// snake_case, as every code is (and nothing that would need escaping in the page).
fn is_code_shaped(code: &str) -> bool {
    (1..=64).contains(&code.len())
        && code.starts_with(|c: char| c.is_ascii_lowercase())
        && code.chars().all(|c| c.is_ascii_lowercase() || c == '_')
}

fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
