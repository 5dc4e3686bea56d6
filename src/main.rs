//! The `shoreline` binary: serves the API (the default), or runs a command (`verify`, `export`).

use clap::Parser;
use shoreline::config::Config;
use shoreline::startup::Application;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::parse();
    if let Some(command) = &config.command {
        // Standard output carries the command's result; logs go to standard error.
        shoreline::telemetry::init_for_command();
        let fine = shoreline::cli::run(command, &config).await?;
        std::process::exit(if fine { 0 } else { 1 });
    }
    shoreline::telemetry::init(config.log_format);
    let app = Application::build(&config).await?;
    let host = match config.listen.ip() {
        ip if ip.is_unspecified() => "127.0.0.1".to_owned(),
        ip => ip.to_string(),
    };
    let base = format!("http://{host}:{}", app.port());
    // One log line (not a println beside it), so that `--log-format json` output stays JSON.
    tracing::info!(
        docs = %format!("{base}/docs/"),
        openapi = %format!("{base}/openapi.json"),
        "Shoreline is listening on {base}"
    );
    if let (Some(port), Some(address)) = (app.metrics_port(), config.metrics_listen) {
        tracing::info!("metrics at http://{}:{port}/metrics", address.ip());
    }
    app.run().await?;
    // Exit now: returning would drop the runtime, which waits for every task and blocking job
    // still running, however long they take. Database connections close with the process, and
    // Postgres and SQLite roll back whatever they had not committed.
    std::process::exit(0)
}
