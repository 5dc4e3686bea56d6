//! The application under load, and the scratch databases it and pgbench run on.

use shoreline::config::Config;
use shoreline::startup::Application;
use sqlx::Connection;

pub async fn admin(base_url: &str, sql: &str) -> Result<(), sqlx::Error> {
    let mut conn = sqlx::PgConnection::connect(base_url).await?;
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))
        .execute(&mut conn)
        .await?;
    conn.close().await
}

pub async fn drop_databases(base_url: &str, names: &[&str]) {
    for name in names {
        // FORCE: the server's pool is still connected.
        let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
        match admin(base_url, &sql).await {
            Ok(()) => eprintln!("dropped database {name}"),
            Err(e) => eprintln!("http_load: could not drop database {name}: {e}"),
        }
    }
}

/// The server the tool started in-process.
pub struct Server {
    pub port: u16,
    /// Where `/metrics` is served, with `--metrics`.
    pub metrics_port: Option<u16>,
}

/// Samples of the server's `/metrics` whose series start with `prefix`, if it serves them.
pub async fn scrape(server: &Server, prefix: &str) -> Vec<(String, f64)> {
    let Some(port) = server.metrics_port else {
        return Vec::new();
    };
    let Ok(response) = reqwest::get(format!("http://127.0.0.1:{port}/metrics")).await else {
        return Vec::new();
    };
    let text = response.text().await.unwrap_or_default();
    text.lines()
        .filter(|line| line.starts_with(prefix))
        .filter_map(|line| {
            let (series, value) = line.rsplit_once(' ')?;
            Some((series.to_owned(), value.parse().ok()?))
        })
        .collect()
}

/// Starts the application on its own thread and runtime (two workers, as `main` gets on this
/// machine), so the server does not share a scheduler with the load generator.
pub async fn start_server(
    database_url: String,
    workers: usize,
    metrics: bool,
) -> Result<Server, String> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("shoreline".to_owned())
        .spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .thread_name("shoreline-main")
                .enable_all()
                .build()
                .expect("server runtime");
            runtime.block_on(async move {
                let mut config = Config::for_database(database_url);
                config.workers = Some(workers);
                // Production's wait for a hashing slot (the sign-in burst scenario meets it);
                // the per-address sign-in limit stays lifted: every client here is one address.
                config.hash_wait_ms = 2_000;
                // Production's keep-alive: each one re-reads the game, and the tests' half second
                // made a thousand idle streams read the database 2,000 times a second.
                config.stream_keepalive_ms = 15_000;
                if metrics {
                    config.metrics_listen = Some("127.0.0.1:0".parse().expect("an address"));
                }
                // The notifications scenario's webhook receiver runs in this process, on
                // 127.0.0.1; otherwise production's webhook settings.
                config.webhooks_allow_private = true;
                config.webhook_concurrency = 16;
                config.webhook_poll_ms = 1_000;
                config.webhook_timeout_ms = 10_000;
                match Application::build(&config).await {
                    Ok(app) => {
                        let _ = tx.send(Ok(Server {
                            port: app.port(),
                            metrics_port: app.metrics_port(),
                        }));
                        let _ = app.run().await;
                    }
                    Err(e) => {
                        let _ = tx.send(Err(format!("the application does not build: {e:#}")));
                    }
                }
            });
        })
        .map_err(|e| format!("server thread: {e}"))?;
    rx.await.map_err(|_| "the server thread died".to_owned())?
}

/// What the measured games looked like in the database afterwards.
#[derive(Default)]
pub struct DataShape {
    pub games: i64,
    pub finished: i64,
    pub mean_events: f64,
    pub mean_entry_bytes: f64,
}

pub async fn data_shape(app_url: &str) -> Result<DataShape, sqlx::Error> {
    let mut conn = sqlx::PgConnection::connect(app_url).await?;
    let (games, finished, mean_events): (i64, i64, Option<f64>) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE status = 'finished'), avg(version)::float8
         FROM games",
    )
    .fetch_one(&mut conn)
    .await?;
    let mean_entry_bytes: Option<f64> =
        sqlx::query_scalar("SELECT avg(pg_column_size(entry))::float8 FROM game_events")
            .fetch_one(&mut conn)
            .await?;
    let _ = conn.close().await;
    Ok(DataShape {
        games,
        finished,
        mean_events: mean_events.unwrap_or(0.0),
        mean_entry_bytes: mean_entry_bytes.unwrap_or(0.0),
    })
}
