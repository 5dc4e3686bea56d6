//! Building and running the application.

use std::net::{SocketAddr, TcpListener};
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::{HttpServer, web};
use utoipa_swagger_ui::SwaggerUi;

use crate::auth::{HashingQueue, SignInAllowance, SignInLimits, TokenIssuer};
use crate::config::Config;
use crate::engine::Registry;
use crate::metrics::Metrics;
use crate::service::AppState;
use crate::{api, store};

pub struct Application {
    port: u16,
    server: Server,
    /// The metrics listener and its port, when `--metrics-listen` is set.
    metrics_server: Option<(Server, u16)>,
    state: AppState,
    deadline_sweep: Duration,
    computer_sweep: Duration,
    pairing_wave: Duration,
    computer_overdue: Duration,
    shutdown: tokio::sync::watch::Sender<bool>,
}

impl Application {
    /// Connect to the database (running migrations), bind the listener, and build the server.
    /// Nothing is served until [`Application::run`] is awaited.
    pub async fn build(config: &Config) -> anyhow::Result<Application> {
        crate::service::webhooks::delivery::install_tls_crypto();
        let secret = config.resolve_jwt_secret()?;
        let store = store::connect(&config.database_url).await?;
        let (shutdown, shutting_down) = tokio::sync::watch::channel(false);
        let watchers = std::sync::Arc::new(crate::service::GameWatchers::default());
        // A few thousand games' logs: tens of megabytes at most.
        let replays = std::sync::Arc::new(crate::service::ReplayCache::new(
            4_096,
            Duration::from_millis(config.replay_trust_ms),
        ));
        tokio::spawn(
            std::sync::Arc::clone(&watchers)
                .relay(store.subscribe(), std::sync::Arc::clone(&replays)),
        );
        let registry = Registry::builtin();
        let spec = api::openapi();
        let metrics = std::sync::Arc::new(Metrics::new(
            registry.game_types().into_iter().map(|g| g.info().id),
            api::route_templates(&spec),
        ));
        let webhooks = std::sync::Arc::new(config.webhook_settings());
        let push = std::sync::Arc::new(config.push_settings()?);
        let state = AppState {
            watchers,
            metrics,
            shutting_down,
            accounts: crate::service::AccountPolicy {
                refresh_token_lifetime: chrono::Duration::seconds(config.refresh_token_ttl_secs),
                username_release_delay: chrono::Duration::seconds(config.username_release_secs),
                trust_session_view_for: Duration::from_millis(config.session_view_trust_ms),
            },
            replays,
            sign_in_limits: std::sync::Arc::new(SignInLimits::new(SignInAllowance {
                per_address_per_minute: config.sign_ins_per_address,
                per_username_per_quarter_hour: config.sign_ins_per_username,
            })),
            computers: std::sync::Arc::new(crate::service::computers::ComputerPlayers::new(
                config.computer_thinkers(),
            )),
            hashing: std::sync::Arc::new(HashingQueue::new(
                config.hashing_slots(),
                Duration::from_millis(config.hash_wait_ms),
            )),
            store,
            tokens: TokenIssuer::new(secret.as_bytes(), config.token_ttl_secs),
            registry,
            stream_keepalive: Duration::from_millis(config.stream_keepalive_ms.max(10)),
            deadline_warning: Duration::from_secs(config.deadline_warning_secs),
            leased_queue: std::sync::Arc::new(
                crate::service::webhooks::leased_queue::LeasedQueue::new(&webhooks),
            ),
            webhooks,
            push,
            person_watchers: std::sync::Arc::new(crate::service::inbox::PersonWatchers::default()),
        };
        let listener = TcpListener::bind(config.listen)?;
        let port = listener.local_addr()?.port();
        let metrics_server = match config.metrics_listen {
            Some(address) => Some(metrics_server(address, state.clone())?),
            None => None,
        };
        let record_metrics = metrics_server.is_some();
        let app_state = web::Data::new(state.clone());
        let routes = web::Data::new(api::RouteTable::from_spec(&spec));
        let trusted_proxies = web::Data::new(api::TrustedProxies(config.trusted_proxies.clone()));
        let allowed_origins = config.cors_allowed_origins.clone();
        let mut server = HttpServer::new(move || {
            let (app, _) = api::app();
            app.app_data(app_state.clone())
                .app_data(routes.clone())
                .app_data(trusted_proxies.clone())
                // Innermost, so the request log still says HEAD.
                .wrap(actix_web::middleware::from_fn(api::head_as_get))
                .wrap(actix_web::middleware::from_fn(api::limit_header_size))
                .wrap(cors(&allowed_origins))
                .wrap(actix_web::middleware::from_fn(
                    api::request_log::log_requests,
                ))
                .wrap(actix_web::middleware::Condition::new(
                    record_metrics,
                    actix_web::middleware::from_fn(api::request_metrics::record_requests),
                ))
                // The web client at `/`; the API docs stay at `/docs/`.
                .configure(api::web_client::routes)
                .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", spec.clone()))
                .route(
                    "/docs",
                    web::get().to(|| async {
                        actix_web::HttpResponse::PermanentRedirect()
                            .insert_header(("Location", "/docs/"))
                            .finish()
                    }),
                )
                .default_service(web::to(api::not_found))
        })
        .listen(listener)?
        // Signals are handled in `run`, so that SIGINT is as graceful as SIGTERM and open event
        // streams are told to end first.
        .disable_signals()
        .keep_alive(Duration::from_secs(config.keep_alive_secs))
        .shutdown_timeout(SHUTDOWN_GRACE.as_secs());
        if let Some(workers) = config.workers {
            server = server.workers(workers);
        }
        let server = server.run();
        Ok(Application {
            port,
            server,
            metrics_server,
            state,
            deadline_sweep: Duration::from_millis(config.deadline_sweep_ms.max(10)),
            computer_sweep: Duration::from_millis(config.computer_sweep_ms.max(10)),
            pairing_wave: Duration::from_millis(config.pairing_wave_ms.max(10)),
            computer_overdue: Duration::from_millis(config.computer_overdue_ms),
            shutdown,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The application's state: a test hook, for tests that run a step of the background work
    /// (a pairing wave, a deadline sweep) themselves instead of sleeping until it has run.
    pub fn state(&self) -> AppState {
        self.state.clone()
    }

    /// The port `/metrics` is served on, when it is.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_server.as_ref().map(|(_, port)| *port)
    }

    /// Serve until shut down, with the background work every instance does.
    pub async fn run(self) -> std::io::Result<()> {
        // First: the one start that can fail, before any task is left running by its failure.
        let webhook_worker =
            crate::service::webhooks::delivery::start_worker_thread(self.state.clone())?;
        let sweeper = tokio::spawn(crate::service::deadlines::sweep_deadlines(
            self.state.clone(),
            self.deadline_sweep,
        ));
        let computer_sweeper = tokio::spawn(crate::service::computers::sweep_computer_turns(
            self.state.clone(),
            self.computer_sweep,
            self.computer_overdue,
        ));
        // Subscribed here, not in the task, so no signal is missed before the task first runs.
        let person_watchers = tokio::spawn(crate::service::inbox::relay_personal_news(
            self.state.clone(),
            self.state.store.subscribe_personal(),
        ));
        let pairing = tokio::spawn(crate::service::seeks::pair_forever(
            self.state.clone(),
            self.pairing_wave,
        ));
        let seek_pruner = tokio::spawn(crate::service::seeks::prune_paired_seeks(
            self.state.clone(),
        ));
        let session_pruner =
            tokio::spawn(crate::service::sessions::prune_sessions(self.state.clone()));
        let delivery_pruner = tokio::spawn(crate::service::webhooks::delivery::prune_deliveries(
            self.state.clone(),
        ));
        let handle = self.server.handle();
        let metrics_handle = self.metrics_server.map(|(server, _)| {
            let handle = server.handle();
            tokio::spawn(server);
            handle
        });
        let shutdown = self.shutdown;
        let (stopping, stop_requested) = tokio::sync::oneshot::channel();
        tokio::spawn(async move {
            wait_for_shutdown_signal().await;
            tracing::info!("shutting down: finishing in-flight requests");
            let _ = shutdown.send(true);
            let _ = stopping.send(());
            if let Some(metrics) = metrics_handle {
                metrics.stop(false).await;
            }
            // Stop accepting, let in-flight requests finish (up to the grace period).
            handle.stop(true).await;
        });
        let mut server = self.server;
        let served = tokio::select! {
            served = &mut server => served,
            _ = async {
                let _ = stop_requested.await;
                tokio::time::sleep(SHUTDOWN_LIMIT).await;
            } => {
                // Past the limit: whatever is still running is abandoned. A move not committed by
                // now never will be; its client learns which by retrying with its Idempotency-Key.
                tracing::warn!("shutdown limit reached: abandoning unfinished requests");
                Ok(())
            }
        };
        sweeper.abort();
        computer_sweeper.abort();
        pairing.abort();
        drop(webhook_worker);
        delivery_pruner.abort();
        person_watchers.abort();
        session_pruner.abort();
        seek_pruner.abort();
        served
    }
}

/// `GET /metrics` on a listener of its own, so that operators can reach it on an internal address
/// while the API's listener faces the world. One worker: a scrape every few seconds is all it
/// serves.
fn metrics_server(address: SocketAddr, state: AppState) -> std::io::Result<(Server, u16)> {
    let listener = TcpListener::bind(address)?;
    let port = listener.local_addr()?.port();
    let state = web::Data::new(state);
    let server = HttpServer::new(move || {
        actix_web::App::new()
            .app_data(state.clone())
            .route("/metrics", web::get().to(api::request_metrics::metrics))
    })
    .listen(listener)?
    .disable_signals()
    .workers(1)
    .run();
    Ok((server, port))
}

/// How long in-flight requests may take to finish once a shutdown begins.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(8);

/// When [`Application::run`] returns after a shutdown began, finished or not. The caller then
/// ends the process without waiting for anything still running (see `main`), so no write waiting
/// for a lock or a connection commits after its client was cut off.
pub const SHUTDOWN_LIMIT: Duration = Duration::from_secs(10);

/// Browsers on other sites may call the API: it authenticates with bearer tokens, never cookies,
/// so allowing an origin grants it nothing a script could not already do with a stolen token.
/// `*` (the default) allows any origin; otherwise only the listed ones.
fn cors(allowed_origins: &[String]) -> actix_cors::Cors {
    let cors = actix_cors::Cors::default()
        .allow_any_method()
        .allow_any_header()
        .expose_headers(["x-request-id"])
        .max_age(3600);
    if allowed_origins.iter().any(|o| o == "*") {
        cors.allow_any_origin()
    } else {
        allowed_origins
            .iter()
            .fold(cors, |cors, origin| cors.allowed_origin(origin))
    }
}

async fn wait_for_shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .expect("SIGTERM handler installs");
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = interrupt.await;
    }
}
