//! Building and running the application.

use std::net::TcpListener;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::{HttpServer, web};
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use crate::auth::TokenIssuer;
use crate::config::Config;
use crate::engine::Registry;
use crate::service::AppState;
use crate::{api, store};

pub struct Application {
    port: u16,
    server: Server,
    state: AppState,
    deadline_sweep: Duration,
}

impl Application {
    /// Connect to the database (running migrations), bind the listener, and build the server.
    /// Nothing is served until [`Application::run`] is awaited.
    pub async fn build(config: &Config) -> anyhow::Result<Application> {
        let secret = config.resolve_jwt_secret()?;
        let store = store::connect(&config.database_url).await?;
        let state = AppState {
            store,
            tokens: TokenIssuer::new(secret.as_bytes(), config.token_ttl_secs),
            registry: Registry::builtin(),
            stream_keepalive: Duration::from_millis(config.stream_keepalive_ms.max(10)),
        };
        let listener = TcpListener::bind(config.listen)?;
        let port = listener.local_addr()?.port();
        let spec = api::openapi();
        let app_state = web::Data::new(state.clone());
        let mut server = HttpServer::new(move || {
            let (app, _) = api::app();
            app.app_data(app_state.clone())
                .wrap(TracingLogger::default())
                .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", spec.clone()))
                .default_service(web::to(api::not_found))
        })
        .listen(listener)?
        .shutdown_timeout(10);
        if let Some(workers) = config.workers {
            server = server.workers(workers);
        }
        // HttpServer handles SIGINT and SIGTERM itself: it stops accepting, lets in-flight
        // requests finish (up to the shutdown timeout), then returns.
        let server = server.run();
        Ok(Application {
            port,
            server,
            state,
            deadline_sweep: Duration::from_millis(config.deadline_sweep_ms.max(10)),
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serve until shut down, with the background work every instance does.
    pub async fn run(self) -> std::io::Result<()> {
        let sweeper = tokio::spawn(crate::service::deadlines::sweep_deadlines(
            self.state.clone(),
            self.deadline_sweep,
        ));
        let served = self.server.await;
        sweeper.abort();
        served
    }
}
