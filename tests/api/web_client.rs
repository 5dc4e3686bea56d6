//! The web client at `/`, served by the real application beside the API and its docs.

use crate::helpers::{Backend, spawn_app};
use crate::on_both_backends;

on_both_backends!(the_web_client_is_served_at_the_root_and_the_api_docs_stay_reachable);

async fn the_web_client_is_served_at_the_root_and_the_api_docs_stay_reachable(backend: Backend) {
    let app = spawn_app(backend).await;

    let page = app.get("/", None).await;
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["content-type"], "text/html; charset=utf-8");
    let html = page.text().await.unwrap();
    let script = html
        .split('"')
        .find(|part| part.starts_with("/assets/") && part.ends_with(".js"))
        .expect("the page loads its script from /assets/");

    let asset = app.get(script, None).await;
    assert_eq!(asset.status(), 200);
    assert_eq!(
        asset.headers()["content-type"],
        "text/javascript; charset=utf-8"
    );
    // HEAD is answered wherever GET is, the client's routes included.
    let head = app.client.head(app.url("/")).send().await.unwrap();
    assert_eq!(head.status(), 200);

    assert_eq!(app.get("/docs/", None).await.status(), 200);
    assert_eq!(app.get("/openapi.json", None).await.status(), 200);
    // The client routes in the URL's hash: other paths are still the API's 404s.
    let missing = app.get("/games/123", None).await;
    assert_eq!(missing.status(), 404);
    assert_eq!(
        missing.headers()["content-type"],
        "application/problem+json"
    );
}
