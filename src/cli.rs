//! The binary's commands besides serving: `verify`, `export` and `vapid-key`. Results go to standard output,
//! progress and logs to standard error, so `shoreline export ID > game.json` writes only the
//! record.

use std::io::Write;

use anyhow::Context;

use crate::audit::{self, GameExport, StoredGame};
use crate::config::{Command, Config, ExportArgs, VerifyArgs};
use crate::engine::Registry;
use crate::store;

/// Runs `command`; `Ok(false)` when it found a problem to report (the exit status is then 1).
pub async fn run(command: &Command, config: &Config) -> anyhow::Result<bool> {
    match command {
        Command::Verify(args) => verify(config, args).await,
        Command::Export(args) => export(config, args).await.map(|()| true),
        Command::VapidKey => {
            let key = crate::service::push::vapid::VapidKey::generate();
            println!("SHORELINE_VAPID_PRIVATE_KEY={}", key.private_base64url());
            println!(
                "# public key (browsers subscribe with it): {}",
                key.public_base64url()
            );
            Ok(true)
        }
    }
}

async fn verify(config: &Config, args: &VerifyArgs) -> anyhow::Result<bool> {
    let registry = Registry::builtin();
    if let Some(path) = &args.file {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let record: GameExport = serde_json::from_str(&text)
            .with_context(|| format!("{} is not an exported game record", path.display()))?;
        return Ok(match record.check(registry) {
            Ok(()) => {
                println!(
                    "game {} ({} rules version {}, {} events) replays to its recorded result",
                    record.game_id,
                    record.game_type,
                    record.rules_version,
                    record.log.len()
                );
                true
            }
            Err(why) => {
                println!("game {} does not replay as recorded: {why}", record.game_id);
                false
            }
        });
    }
    let store = store::connect(&config.database_url).await?;
    let summary = match args.game {
        Some(id) => audit::verify_game(store.as_ref(), registry, id)
            .await?
            .with_context(|| format!("there is no game {id}"))?,
        None => {
            audit::verify_store(store.as_ref(), registry, args.page_size, |so_far, found| {
                for failure in found {
                    println!("{failure}");
                }
                eprintln!(
                    "checked {} games ({:.0} games/s), {} not as recorded",
                    so_far.checked,
                    so_far.games_per_second(),
                    so_far.failures.len()
                );
            })
            .await?
        }
    };
    if args.game.is_some() {
        for failure in &summary.failures {
            println!("{failure}");
        }
    }
    println!(
        "verified {} games in {:.2} s ({:.0} games/s): {}",
        summary.checked,
        summary.elapsed.as_secs_f64(),
        summary.games_per_second(),
        if summary.all_replay() {
            "every game replays as recorded".to_owned()
        } else {
            format!("{} do not replay as recorded", summary.failures.len())
        }
    );
    Ok(summary.all_replay())
}

async fn export(config: &Config, args: &ExportArgs) -> anyhow::Result<()> {
    let store = store::connect(&config.database_url).await?;
    let id = args.game_id;
    let record = store
        .game(id)
        .await?
        .with_context(|| format!("there is no game {id}"))?;
    let events = store.events(id, 0).await?;
    let stored = StoredGame::new(record, events);
    let replayed = stored
        .check(Registry::builtin())
        .map_err(|why| anyhow::anyhow!("game {id} does not replay as recorded: {why}"))?;
    if !replayed.is_finished() {
        anyhow::bail!("game {id} is not finished: only a finished game can be exported");
    }
    let export = GameExport::of_finished_game(
        &stored.record,
        &stored.events,
        audit::result_json(&replayed),
    );
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, &export)?;
    writeln!(out)?;
    Ok(())
}
