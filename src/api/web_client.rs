//! The web client: the bundle built from `web/` and committed under `web/dist/`, embedded in the
//! binary so that serving it needs no Node and no files beside the executable.
//!
//! `/` is the client's page; `/assets/<file>` its scripts and styles, whose names carry a hash of
//! their content (`web/build.mjs`), so they are cached for good while the page is always
//! revalidated and a new build is picked up on the next load. The client routes with the URL's
//! hash, so no other path needs to answer with the page. These routes are not part of the API
//! and stay out of its OpenAPI spec.
//!
//! The installable app's files keep fixed names, which browsers look for: the manifest, the
//! icons it lists, and the service worker, which must sit at the root to serve the whole origin.
//! They are revalidated like the page (the worker names the build's assets); icons are kept for
//! a day.

use actix_web::http::header::{self, CacheControl, CacheDirective};
use actix_web::{HttpResponse, web};
use rust_embed::RustEmbed;

use super::error::ApiError;

#[derive(RustEmbed)]
#[folder = "web/dist/"]
struct WebBundle;

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(page))
        .route("/assets/{file}", web::get().to(asset))
        .route("/manifest.webmanifest", web::get().to(manifest))
        .route("/sw.js", web::get().to(service_worker))
        .route("/icons/{file}", web::get().to(icon));
}

/// The bundled file at `path`, with the content type its extension says and `cache` as its
/// caching; not found for a file the build did not write, a type it does not write, or a path
/// that steps out of its folder (a name from the URL may hold a decoded `../`).
fn served(path: &str, cache: Vec<CacheDirective>) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found(format!("no file {path}"));
    if path.split('/').any(|part| matches!(part, "" | "." | "..")) {
        return Err(not_found());
    }
    let content_type = content_type(path).ok_or_else(not_found)?;
    let file = WebBundle::get(path).ok_or_else(not_found)?;
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header(CacheControl(cache))
        .body(file.data.into_owned()))
}

/// Always revalidated: what names the current build's assets (the page, the worker) or lists
/// its icons.
fn revalidated() -> Vec<CacheDirective> {
    vec![CacheDirective::NoCache]
}

async fn page() -> Result<HttpResponse, ApiError> {
    let mut response = served("index.html", revalidated())?;
    let (name, policy) = security_policy();
    response
        .headers_mut()
        .insert(name, header::HeaderValue::from_static(policy));
    Ok(response)
}

async fn manifest() -> Result<HttpResponse, ApiError> {
    served("manifest.webmanifest", revalidated())
}

async fn service_worker() -> Result<HttpResponse, ApiError> {
    served("sw.js", revalidated())
}

async fn asset(file: web::Path<String>) -> Result<HttpResponse, ApiError> {
    // The name changes whenever the content does.
    served(
        &format!("assets/{}", file.into_inner()),
        vec![
            CacheDirective::Public,
            CacheDirective::MaxAge(365 * 24 * 3600),
            CacheDirective::Extension("immutable".to_owned(), None),
        ],
    )
}

async fn icon(file: web::Path<String>) -> Result<HttpResponse, ApiError> {
    served(
        &format!("icons/{}", file.into_inner()),
        vec![CacheDirective::Public, CacheDirective::MaxAge(24 * 3600)],
    )
}

/// The content types the build writes; anything else is not a file of ours.
fn content_type(name: &str) -> Option<&'static str> {
    let extension = name.rsplit_once('.')?.1;
    Some(match extension {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "webmanifest" => "application/manifest+json",
        "map" => "application/json",
        _ => return None,
    })
}

/// The page loads nothing but its own assets and talks to nothing but this server: the policy
/// makes a browser hold it to that.
fn security_policy() -> (header::HeaderName, &'static str) {
    (
        header::CONTENT_SECURITY_POLICY,
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
         connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
}

#[cfg(test)]
mod tests {
    use actix_web::{App, http::StatusCode, test};

    use super::*;

    fn header_of(response: &actix_web::dev::ServiceResponse, name: header::HeaderName) -> String {
        response
            .headers()
            .get(name)
            .expect("the header is set")
            .to_str()
            .unwrap()
            .to_owned()
    }

    fn asset_names() -> Vec<String> {
        WebBundle::iter()
            .filter_map(|path| path.strip_prefix("assets/").map(str::to_owned))
            .collect()
    }

    #[actix_web::test]
    async fn the_page_names_assets_that_are_served_with_their_type_and_cached_for_good() {
        let app = test::init_service(App::new().configure(routes)).await;
        let response =
            test::call_service(&app, test::TestRequest::get().uri("/").to_request()).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header_of(&response, header::CACHE_CONTROL), "no-cache");
        assert!(
            response
                .headers()
                .contains_key(header::CONTENT_SECURITY_POLICY)
        );
        let page = String::from_utf8(test::read_body(response).await.to_vec()).unwrap();
        let names = asset_names();
        assert!(
            names.iter().any(|n| n.ends_with(".js")),
            "a script is bundled"
        );
        for name in &names {
            assert!(
                page.contains(&format!("/assets/{name}")),
                "the page loads {name}"
            );
            let response = test::call_service(
                &app,
                test::TestRequest::get()
                    .uri(&format!("/assets/{name}"))
                    .to_request(),
            )
            .await;
            assert_eq!(response.status(), StatusCode::OK);
            let expected = content_type(name).unwrap();
            assert_eq!(header_of(&response, header::CONTENT_TYPE), expected);
            let cache = header_of(&response, header::CACHE_CONTROL);
            assert!(cache.contains("immutable"), "{cache}");
        }
    }

    #[actix_web::test]
    async fn the_installable_app_is_served_under_the_names_browsers_look_for() {
        let app = test::init_service(App::new().configure(routes)).await;
        let get = |uri: &str| test::TestRequest::get().uri(uri).to_request();

        let response = test::call_service(&app, get("/manifest.webmanifest")).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(
            header_of(&response, header::CONTENT_TYPE),
            "application/manifest+json"
        );
        let manifest: serde_json::Value =
            serde_json::from_slice(&test::read_body(response).await).unwrap();
        assert_eq!(manifest["display"], "standalone");
        assert_eq!(manifest["start_url"], "/");
        // Every icon it lists is served, with its type; Android needs a 192 and a 512 px PNG.
        let icons = manifest["icons"].as_array().unwrap();
        for size in ["192x192", "512x512"] {
            assert!(
                icons
                    .iter()
                    .any(|i| i["sizes"] == size && i["type"] == "image/png"),
                "a {size} PNG icon"
            );
        }
        for listed in icons {
            let response = test::call_service(&app, get(listed["src"].as_str().unwrap())).await;
            assert_eq!(response.status(), StatusCode::OK, "{listed}");
            assert_eq!(header_of(&response, header::CONTENT_TYPE), listed["type"]);
        }

        let response = test::call_service(&app, get("/sw.js")).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(header_of(&response, header::CACHE_CONTROL), "no-cache");
        let worker = String::from_utf8(test::read_body(response).await.to_vec()).unwrap();
        // The build wrote the shell it keeps: the page and this build's assets, never the API.
        for name in asset_names().iter().filter(|n| !n.ends_with(".map")) {
            assert!(
                worker.contains(&format!("\"/assets/{name}\"")),
                "keeps {name}"
            );
        }
        assert!(!worker.contains("/api/"), "keeps nothing of the API");
    }

    #[actix_web::test]
    async fn unknown_assets_are_not_found() {
        let app = test::init_service(App::new().configure(routes)).await;
        for uri in [
            "/assets/nothing.js",
            "/assets/index.html",
            "/assets/..%2Findex.html",
            "/icons/manifest.webmanifest",
            "/icons/..%2Fsw.js",
        ] {
            let response =
                test::call_service(&app, test::TestRequest::get().uri(uri).to_request()).await;
            assert_eq!(response.status(), StatusCode::NOT_FOUND, "{uri}");
        }
    }
}
