use clap::Parser;
use shoreline::config::Config;
use shoreline::startup::Application;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::parse();
    shoreline::telemetry::init(config.log_format);
    let app = Application::build(&config).await?;
    let host = match config.listen.ip() {
        ip if ip.is_unspecified() => "127.0.0.1".to_owned(),
        ip => ip.to_string(),
    };
    let base = format!("http://{host}:{}", app.port());
    tracing::info!("Shoreline is listening on {base}");
    println!("Shoreline is listening on {base}");
    println!("API docs: {base}/docs/  (OpenAPI: {base}/openapi.json)");
    app.run().await?;
    Ok(())
}
