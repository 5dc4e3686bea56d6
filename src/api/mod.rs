//! Thin actix handlers. Each parses its input, calls the service layer, and renders the result;
//! every failure is an [`error::ApiError`] rendered as `application/problem+json`.

mod account;
mod auth;
mod body;
pub mod dto;
pub mod error;
mod extract;
mod games;
mod health;
mod inbox;
mod invite_links;
mod lobby;
mod paging;
mod players;
pub mod problem_code;
mod problems;
mod push;
mod rematch;
pub mod request_log;
pub mod request_metrics;
mod seeks;
mod spec;
mod spec_shapes;
mod stream;
pub mod web_client;
mod webhooks;

use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, Error, HttpRequest, HttpResponse, web};
use problem_code::ProblemCode;
use utoipa::OpenApi;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa_actix_web::{AppExt, scope};

use error::ApiError;
pub use extract::TrustedProxies;

/// Request bodies above this are refused with a 413.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// Request headers, names and values together, above this are refused with a 431. A client of
/// this API sends a bearer token and a few short headers; the HTTP layer's own limit (128 KiB,
/// answered with a bare 431) is far above anything legitimate.
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Shoreline",
        description = "Play turn-based board games over HTTP. Every game is an append-only log of actions; `legal-actions` lists \
            what you may post next, in exactly the form `actions` accepts. Errors are \
            `application/problem+json` with a stable machine `code`.",
        license(name = "MIT")
    ),
    // The SSE frames are described as components: the streams' responses are no JSON document.
    components(schemas(
        error::Problem,
        crate::service::webhooks::delivery::WebhookPayload,
        stream::StreamFrame,
        inbox::PersonalStreamFrame
    )),
    modifiers(&SecurityAddon),
    tags(
        (name = "accounts", description = "Registering, signing in, sessions and one's own account"),
        (name = "games", description = "Creating, joining, playing and reading games"),
        (name = "lobby", description = "Leaving, cancelling and invitations"),
        (name = "players", description = "Profiles, ratings and match history"),
        (name = "notifications", description = "Your notifications: the personal stream, the inbox and webhooks. A webhook delivery's body is a `WebhookPayload`"),
        (name = "operations", description = "Health checks and what problem codes mean"),
    )
)]
struct ApiDoc;

struct SecurityAddon;

impl utoipa::Modify for SecurityAddon {
    fn modify(&self, spec: &mut utoipa::openapi::OpenApi) {
        let components = spec.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some(
                        "From `POST /api/v1/auth/login` (or `register`, or `refresh`)",
                    ))
                    .build(),
            ),
        );
        crate::games::schemas::add_game_components(spec);
        crate::games::schemas::name_hosted_games(spec);
    }
}

/// The application's routes, and the OpenAPI spec generated from exactly those routes.
pub fn app() -> (
    App<
        impl ServiceFactory<
            ServiceRequest,
            Config = (),
            Response = ServiceResponse,
            Error = Error,
            InitError = (),
        >,
    >,
    utoipa::openapi::OpenApi,
) {
    let (app, mut spec) = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .app_data(json_config())
        .app_data(query_config())
        .app_data(path_config())
        .service(
            scope::scope("/api/v1")
                .configure(auth::routes)
                .configure(account::routes)
                .configure(games::routes)
                .configure(lobby::routes)
                .configure(invite_links::routes)
                .configure(rematch::routes)
                .configure(seeks::routes)
                .configure(players::routes)
                .configure(stream::routes)
                .configure(inbox::routes)
                .configure(webhooks::routes)
                .configure(push::routes),
        )
        .service(health::healthz)
        .service(health::readyz)
        .service(problems::problem_page)
        .split_for_parts();
    spec::document_common_problems(&mut spec);
    spec::use_problem_content_type(&mut spec);
    spec_shapes::shape_for_generators(&mut spec);
    (app, spec)
}

/// Every route template the application answers, as `match_pattern` names them: the spec's
/// paths and the pages outside the API.
pub fn route_templates(spec: &utoipa::openapi::OpenApi) -> Vec<String> {
    spec.paths
        .paths
        .keys()
        .cloned()
        .chain(
            [
                "/",
                "/assets/{file}",
                "/docs",
                "/docs/{_:.*}",
                "/openapi.json",
            ]
            .map(str::to_owned),
        )
        .collect()
}

/// The spec as committed at `openapi/openapi.json`.
pub fn openapi() -> utoipa::openapi::OpenApi {
    app().1
}

fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(MAX_BODY_BYTES)
        .error_handler(|error, _req| {
            use actix_web::error::JsonPayloadError;
            match error {
                JsonPayloadError::Overflow { .. }
                | JsonPayloadError::OverflowKnownLength { .. } => ApiError::new(
                    ProblemCode::PayloadTooLarge,
                    format!("request body is larger than {MAX_BODY_BYTES} bytes"),
                ),
                JsonPayloadError::ContentType => ApiError::new(
                    ProblemCode::UnsupportedMediaType,
                    "send the body as application/json",
                ),
                other => ApiError::new(ProblemCode::InvalidBody, other.to_string()),
            }
            .into()
        })
}

fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|error, _req| {
        ApiError::new(ProblemCode::InvalidQuery, error.to_string()).into()
    })
}

fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|error, _req| {
        ApiError::not_found(format!("no such resource: {error}")).into()
    })
}

/// Answers HEAD like GET: every GET route then serves HEAD too (uptime monitors use it on
/// `/healthz`). The HTTP layer knows the request was HEAD and sends the headers without the body.
pub async fn head_as_get(
    mut req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, Error> {
    if req.method() == actix_web::http::Method::HEAD {
        req.head_mut().method = actix_web::http::Method::GET;
    }
    next.call(req).await
}

/// Refuses requests whose headers exceed [`MAX_HEADER_BYTES`] before any handler runs.
pub async fn limit_header_size(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, Error> {
    let size: usize = req
        .headers()
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len())
        .sum();
    if size > MAX_HEADER_BYTES {
        return Err(ApiError::new(
            ProblemCode::HeadersTooLarge,
            format!("request headers are larger than {MAX_HEADER_BYTES} bytes in all"),
        )
        .into());
    }
    next.call(req).await
}

/// Every documented path with the methods it answers, read from the OpenAPI spec, so that a
/// request for a known path with another method is told which ones it may use.
pub struct RouteTable(Vec<(actix_web::dev::ResourceDef, Vec<String>)>);

impl RouteTable {
    pub fn from_spec(spec: &utoipa::openapi::OpenApi) -> Self {
        let routes = spec
            .paths
            .paths
            .iter()
            .map(|(path, item)| {
                let methods = [
                    ("GET", item.get.is_some()),
                    // See `head_as_get`.
                    ("HEAD", item.get.is_some()),
                    ("PUT", item.put.is_some()),
                    ("POST", item.post.is_some()),
                    ("DELETE", item.delete.is_some()),
                    ("PATCH", item.patch.is_some()),
                ]
                .into_iter()
                .filter(|(_, present)| *present)
                .map(|(method, _)| method.to_owned())
                .collect();
                // OpenAPI's `{id}` segments are actix's own pattern syntax.
                (actix_web::dev::ResourceDef::new(path.as_str()), methods)
            })
            .collect();
        RouteTable(routes)
    }

    fn methods_for(&self, path: &str) -> Option<&[String]> {
        self.0
            .iter()
            .find(|(pattern, _)| pattern.is_match(path))
            .map(|(_, methods)| methods.as_slice())
    }
}

/// Unknown routes answer with a problem document too: 405 with `Allow` when the path exists with
/// other methods, else 404.
pub async fn not_found(
    req: HttpRequest,
    routes: web::Data<RouteTable>,
) -> Result<HttpResponse, ApiError> {
    if let Some(allow) = routes.methods_for(req.path()) {
        return Err(ApiError::MethodNotAllowed {
            method: req.method().to_string(),
            allow: allow.to_vec(),
        });
    }
    Err(ApiError::not_found(format!(
        "no route for {} {}",
        req.method(),
        req.path()
    )))
}
