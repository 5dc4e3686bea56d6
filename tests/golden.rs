//! Golden logs: games recorded under a rules version, replayed by CI forever.
//!
//! A stored game must replay identically forever, under the rules version it was played with.
//! Each file in `tests/data/golden/` holds one game as the server stores it (type, rules version,
//! players, seed, normalized options, the log) and what it came to (the final view as everyone
//! sees it, and the result). `golden_logs_replay_exactly` replays every file through
//! `shoreline::audit`, the replay-and-compare that `shoreline verify` runs over a database, and
//! fails if anything recorded changed; the final view is checked here besides.
//!
//! Recording: `SHORELINE_RECORD_GOLDEN=1 cargo test --test golden` plays the games listed in
//! `RECORDINGS` under each game's newest rules version and writes the files that do not exist
//! yet, and adds each to `SHA256SUMS`. Files are never overwritten, so logs of an older version
//! stay exactly as recorded. CI unsets the variable, so it only ever replays.
//!
//! A committed golden file stands for games people may have stored, so it never changes and
//! never goes: `SHA256SUMS` lists every file with its hash (`sha256sum` format), checked by
//! `committed_golden_files_never_change_or_disappear`, and `.ci/run` fails if a commit since the
//! list began changed, renamed or deleted a golden file or took a line out of the list. Adding
//! a new file (and its line) stays free.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use shoreline::audit::{self, Setup};
use shoreline::engine::matches::{LogEntry, Match};
use shoreline::engine::{Registry, Seed, Viewer};

#[path = "golden/recording.rs"]
mod recording;

const GOLDEN_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/golden");

/// The list of committed golden files and their SHA-256, one `<hex>  <file name>` a line.
const MANIFEST: &str = "SHA256SUMS";

/// One recorded game.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct GoldenGame {
    game_type: String,
    rules_version: String,
    /// What the log shows, for a reader of the file.
    about: String,
    players: usize,
    seed: Seed,
    options: Value,
    log: Vec<LogEntry>,
    /// `Match::view(Viewer::Everyone)` after the last entry.
    final_view: Value,
    /// `Match::result()` after the last entry (null for a game still running).
    result: Value,
}

/// Replays `log` from the game's setup under exactly `rules_version`, as `shoreline verify` does.
fn replay(golden: &GoldenGame) -> Result<Match, String> {
    let setup = Setup {
        game_type: &golden.game_type,
        rules_version: &golden.rules_version,
        players: golden.players,
        seed: golden.seed,
        options: &golden.options,
    };
    audit::replay(Registry::builtin(), setup, &golden.log).map_err(|e| e.to_string())
}

/// `recorded` is contained in `actual`: every recorded field is there with the same value.
/// Fields a later release adds to a view do not make an old game replay differently.
fn contained(recorded: &Value, actual: &Value, path: &str) -> Result<(), String> {
    match (recorded, actual) {
        (Value::Object(want), Value::Object(got)) => {
            for (key, value) in want {
                let inner = format!("{path}.{key}");
                let other = got.get(key).ok_or_else(|| format!("{inner} is missing"))?;
                contained(value, other, &inner)?;
            }
            Ok(())
        }
        (Value::Array(want), Value::Array(got)) if want.len() == got.len() => want
            .iter()
            .zip(got)
            .enumerate()
            .try_for_each(|(i, (w, g))| contained(w, g, &format!("{path}[{i}]"))),
        _ if recorded == actual => Ok(()),
        _ => Err(format!("{path}: recorded {recorded}, replayed {actual}")),
    }
}

fn load(path: &Path) -> GoldenGame {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path:?}: {e}"))
}

fn golden_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(GOLDEN_DIR)
        .expect("tests/data/golden exists")
        .map(|entry| entry.expect("readable directory").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
}

/// Checks one recorded game against its replay.
fn check(golden: &GoldenGame) -> Result<(), String> {
    let replayed = replay(golden)?;
    contained(&golden.final_view, &replayed.view(Viewer::Everyone), "view")?;
    audit::check_result(&golden.result, &replayed)
}

#[test]
fn golden_logs_replay_exactly() {
    if std::env::var_os("SHORELINE_RECORD_GOLDEN").is_some() {
        recording::record_missing();
    }
    let files = golden_files();
    for path in &files {
        let golden = load(path);
        if let Err(why) = check(&golden) {
            panic!("{} no longer replays as recorded: {why}", path.display());
        }
    }
    // Every rules version still hosted keeps at least one recorded game.
    for game_type in Registry::builtin().all_versions() {
        let info = game_type.info();
        let covered = files.iter().map(|p| load(p)).any(|g| {
            g.game_type == info.id && g.rules_version == info.rules_version && !g.log.is_empty()
        });
        assert!(
            covered,
            "no golden log for {} rules version {}: record one with SHORELINE_RECORD_GOLDEN=1",
            info.id, info.rules_version
        );
    }
}

fn sha256_hex(path: &Path) -> String {
    use sha2::Digest;
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    sha2::Sha256::digest(&bytes)
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// The manifest's entries: (file name, hash).
fn manifest() -> Vec<(String, String)> {
    let path = Path::new(GOLDEN_DIR).join(MANIFEST);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (hash, name) = line
                .split_once("  ")
                .unwrap_or_else(|| panic!("{MANIFEST}: not `<sha256>  <file>`: {line}"));
            (name.to_owned(), hash.to_owned())
        })
        .collect()
}

#[test]
fn committed_golden_files_never_change_or_disappear() {
    let listed = manifest();
    for (name, hash) in &listed {
        let path = Path::new(GOLDEN_DIR).join(name);
        assert!(
            path.exists(),
            "golden file {name} is gone: a committed golden log stands for stored games and is \
             never removed"
        );
        assert_eq!(
            &sha256_hex(&path),
            hash,
            "golden file {name} changed: a committed golden log is never rewritten (record a new \
             scenario under a new name instead)"
        );
    }
    for path in golden_files() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            listed.iter().any(|(listed, _)| *listed == name),
            "{name} is not in {MANIFEST}: add `sha256sum {name} >> {MANIFEST}` (recording does)"
        );
    }
}

/// A replayed golden game, with one file's log replayed under a different rules version of the
/// same game: the same seed and log, other rules. Used to show that the versions really differ.
fn replay_under(golden: &GoldenGame, rules_version: &str) -> Result<Match, String> {
    replay(&GoldenGame {
        rules_version: rules_version.to_owned(),
        about: golden.about.clone(),
        game_type: golden.game_type.clone(),
        players: golden.players,
        seed: golden.seed,
        options: golden.options.clone(),
        log: golden.log.clone(),
        final_view: Value::Null,
        result: Value::Null,
    })
}

fn golden(name: &str) -> GoldenGame {
    load(&Path::new(GOLDEN_DIR).join(name))
}

/// Air, Land & Sea rules version 1 let a pending Air Drop survive its card being flipped face
/// down; version 2 interrupts it (RULINGS, second round). The version 1 log, where that
/// happened, still replays to its recorded end under version 1 (checked with every file above),
/// and does not under version 2: the old game keeps its old rules. (The first recording of the
/// scenario, `...-seed-149.json`, is kept beside this one, as every committed log is.)
#[test]
fn an_old_air_land_sea_game_keeps_its_air_drop_after_the_rules_change() {
    assert!(Registry::builtin().get("air-land-sea", "2").is_some());
    let old = golden("air-land-sea-v1-air-drop-flipped-face-down.json");
    assert_eq!(old.rules_version, "1");
    check(&old).expect("the version 1 game replays as recorded under version 1");
    // Under version 2 the flip interrupted the Air Drop, so the owner's next deploy, to another
    // theater than its card's, is refused there.
    let why = replay_under(&old, "2")
        .err()
        .expect("the version 1 log is not a legal version 2 game");
    assert!(why.contains("theater_mismatch"), "{why}");
}

/// Land vs Sea rules version 1 gave seat 0 Land and seat 1 Sea; version 2 draws the roles from
/// the seed. A version 1 game keeps its seat order of roles when replayed, while a new game from
/// the same seed seats them as the draw says.
#[test]
fn an_old_land_vs_sea_game_keeps_its_seated_roles_after_the_rules_change() {
    for name in [
        "land-vs-sea-v1-two-players.json",
        "land-vs-sea-v1-four-players-every-option.json",
    ] {
        let old = golden(name);
        assert_eq!(old.rules_version, "1");
        let view = replay(&old)
            .expect("replays under version 1")
            .view(Viewer::Everyone);
        for (seat, hand) in view["hands"].as_array().unwrap().iter().enumerate() {
            let seated = if seat % 2 == 0 { "land" } else { "sea" };
            assert_eq!(hand["role"], seated, "{name}, seat {seat}");
        }
    }
    let drawn: Vec<Value> = (0..20)
        .map(|seed| {
            let new_rules = Registry::builtin().latest("land-vs-sea").unwrap();
            assert_eq!(new_rules.info().rules_version, "3", "draws roles as 2 does");
            let game = Match::start(new_rules.as_ref(), 2, Seed(seed), &Value::Null).unwrap();
            game.view(Viewer::Everyone)["hands"][0]["role"].clone()
        })
        .collect();
    assert!(
        drawn.contains(&json!("sea")),
        "version 2 seats Sea at seat 0 for some seeds"
    );
}

/// Whether `golden`'s log, replayed under `rules_version`, fails or ends with other scores.
fn ends_otherwise_under(golden: &GoldenGame, rules_version: &str) -> bool {
    match replay_under(golden, rules_version) {
        Err(_) => true,
        Ok(other) => other.view(Viewer::Everyone)["scores"] != golden.final_view["scores"],
    }
}

/// Land vs Sea rules version 3 names a placed tile's regions by how they lie on the map (RULINGS,
/// third round); versions 1 and 2 by the component table. Their logs' `place_waypoint` actions
/// keep their table numbers: replayed under version 3 the same logs end otherwise, and a version
/// 3 log does under version 2.
#[test]
fn an_old_land_vs_sea_game_keeps_its_table_region_numbers() {
    for name in [
        "land-vs-sea-v1-four-players-every-option.json",
        "land-vs-sea-v2-four-players-every-option.json",
    ] {
        let old = golden(name);
        check(&old).expect("replays as recorded under its own version");
        assert!(ends_otherwise_under(&old, "3"), "{name} under version 3");
    }
    let new = golden("land-vs-sea-v3-waypoints-named-by-rank.json");
    check(&new).expect("replays as recorded under version 3");
    assert!(
        ends_otherwise_under(&new, "2"),
        "the version 3 log under version 2"
    );
}

/// Results recorded before scores had breakdowns are judged without them (every committed golden
/// file is one); a result recorded with them is judged on them too, so a changed breakdown is
/// caught like a changed score.
#[test]
fn a_recorded_result_is_judged_on_the_breakdowns_it_holds() {
    let old = golden("air-land-sea-v1-air-drop-flipped-face-down-seed-149.json");
    assert!(old.result["standings"][0].get("breakdown").is_none());
    let replayed = replay(&old).expect("replays");
    audit::check_result(&old.result, &replayed).expect("judged without breakdowns");

    let mut with_breakdowns = audit::result_json(&replayed);
    audit::check_result(&with_breakdowns, &replayed).expect("judged with them");
    with_breakdowns["standings"][0]["breakdown"][0]["points"] = json!(99);
    assert!(audit::check_result(&with_breakdowns, &replayed).is_err());
}
