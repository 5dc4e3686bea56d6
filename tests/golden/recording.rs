//! Recording golden logs (`SHORELINE_RECORD_GOLDEN=1`): the games to record, the predicates that
//! pick a seed for each, and the writer that adds a file and its line to the manifest.

use std::path::Path;

use serde_json::{Value, json};
use shoreline::audit;
use shoreline::engine::matches::{LogEntry, Match};
use shoreline::engine::{GameRng, Registry, Seat, Seed, Viewer};

use super::{GOLDEN_DIR, GoldenGame, MANIFEST, ends_otherwise_under, sha256_hex};

/// A game to record: a game type, how many players, the options and a description; the first
/// seed from `seeds` whose random playout satisfies `wanted` is kept.
struct Recording {
    name: &'static str,
    game_type: &'static str,
    players: usize,
    options: Value,
    about: &'static str,
    seeds: std::ops::Range<u64>,
    max_entries: usize,
    wanted: fn(&Played) -> bool,
    /// Recorded only while this is the newest rules version (a log whose point is one version's
    /// rule), or under every version when none.
    only_under: Option<&'static str>,
}

/// A random playout as the recording predicates see it.
struct Played {
    log: Vec<LogEntry>,
    /// The view everyone sees, at the start and after each entry (`views[n]` is the view
    /// before `log[n]`).
    views: Vec<Value>,
    finished: bool,
    /// The game as it would be recorded.
    golden: GoldenGame,
}

fn any_game(_played: &Played) -> bool {
    true
}

fn finished(played: &Played) -> bool {
    played.finished
}

/// An Air Drop pending for its owner while its card is flipped face down (by Maneuver, Ambush or
/// Disrupt), after which the owner's next play still uses it: a deploy to a theater not of the
/// card's type, without a face-up Aerodrome of theirs to allow it.
fn air_drop_flipped_face_down(played: &Played) -> bool {
    fn face_up(view: &Value, seat: usize, card: &str) -> Option<bool> {
        view["theaters"].as_array()?.iter().find_map(|theater| {
            theater["sides"][seat]["cards"]
                .as_array()?
                .iter()
                .find(|c| c["card"] == card)
                .and_then(|c| c["face_up"].as_bool())
        })
    }
    let air_drop_used_after = |seat: usize, from: usize| {
        let next_play = played.log[from..].iter().enumerate().find(|(_, entry)| {
            matches!(entry, LogEntry::Action { seat: s, action }
                if s.index() == seat && matches!(action["type"].as_str(), Some("deploy" | "improvise")))
        });
        let Some((offset, LogEntry::Action { action, .. })) = next_play else {
            return false;
        };
        let card = action["card"].as_str().unwrap_or_default();
        let theater = action["theater"].as_str().unwrap_or_default();
        let view = &played.views[from + offset];
        action["type"] == "deploy"
            && !card.starts_with(theater)
            && face_up(view, seat, "air_4") != Some(true)
    };
    played.finished
        && played.views.windows(2).enumerate().any(|(step, pair)| {
            (0..2).any(|seat| {
                pair[0]["air_drop"][seat] == true
                    && face_up(&pair[0], seat, "air_2") == Some(true)
                    && face_up(&pair[1], seat, "air_2") == Some(false)
                    && air_drop_used_after(seat, step + 1)
            })
        })
}

/// A finished game whose seat 0 plays Sea (roles drawn from the seed).
fn sea_at_seat_0(played: &Played) -> bool {
    played.finished
        && played
            .views
            .last()
            .is_some_and(|view| view["hands"][0]["role"] == "sea")
}

/// A finished game with a Waypoint placed on a region whose rank on the map (rules version 3's
/// name) is not its component-table index: replayed under version 2 the log ends otherwise.
fn waypoint_named_by_rank(played: &Played) -> bool {
    played.finished
        && played
            .log
            .iter()
            .any(|entry| matches!(entry, LogEntry::Action { action, .. } if action["type"] == "place_waypoint"))
        && ends_otherwise_under(&played.golden, "2")
}

/// Three sides, the two best with equal scores.
fn top_scores_tied(played: &Played) -> bool {
    let Some(last) = played.views.last() else {
        return false;
    };
    let mut totals: Vec<i64> = last["scores"]
        .as_array()
        .map(|scores| scores.iter().filter_map(|s| s["total"].as_i64()).collect())
        .unwrap_or_default();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    played.finished && totals.len() == 3 && totals[0] == totals[1]
}

fn recordings() -> Vec<Recording> {
    let all_lvs_options = json!({"mountain_coral": true, "caravan_ship": true, "waypoints": true});
    vec![
        Recording {
            name: "played-to-the-end",
            game_type: "air-land-sea",
            players: 2,
            options: Value::Null,
            about: "a whole game of random legal moves",
            seeds: 1..50,
            max_entries: 2_000,
            wanted: finished,
            only_under: None,
        },
        Recording {
            name: "air-drop-flipped-face-down",
            game_type: "air-land-sea",
            players: 2,
            options: Value::Null,
            about: "an Air Drop card flipped face down while its Air Drop waits for its owner's \
                    next play, which still uses it (a deploy to another theater)",
            seeds: 1..5_000,
            max_entries: 2_000,
            wanted: air_drop_flipped_face_down,
            only_under: Some("1"),
        },
        Recording {
            name: "two-players",
            game_type: "land-vs-sea",
            players: 2,
            options: Value::Null,
            about: "a whole 2-player game, no scoring options",
            seeds: 1..50,
            max_entries: 2_000,
            wanted: finished,
            only_under: None,
        },
        Recording {
            name: "two-players-sea-at-seat-0",
            game_type: "land-vs-sea",
            players: 2,
            options: Value::Null,
            about: "a whole 2-player game in which the draw gave seat 0 the Sea",
            seeds: 1..50,
            max_entries: 2_000,
            wanted: sea_at_seat_0,
            only_under: Some("2"),
        },
        Recording {
            name: "waypoints-named-by-rank",
            game_type: "land-vs-sea",
            players: 2,
            options: json!({"waypoints": true}),
            about: "a whole 2-player game with Waypoints, one of them placed on a region whose \
                    rank on the map is not its index in the component table",
            seeds: 1..200,
            max_entries: 2_000,
            wanted: waypoint_named_by_rank,
            only_under: Some("3"),
        },
        Recording {
            name: "three-players-top-scores-tied",
            game_type: "land-vs-sea",
            players: 3,
            options: all_lvs_options.clone(),
            about: "a 3-player game whose two best sides end on equal scores",
            seeds: 1..3_000,
            max_entries: 2_000,
            wanted: top_scores_tied,
            only_under: None,
        },
        Recording {
            name: "four-players-every-option",
            game_type: "land-vs-sea",
            players: 4,
            options: all_lvs_options,
            about: "a whole 4-player team game with every scoring option",
            seeds: 1..50,
            max_entries: 2_000,
            wanted: finished,
            only_under: None,
        },
        Recording {
            name: "two-players",
            game_type: "lost-seas",
            players: 2,
            options: Value::Null,
            about: "a whole 2-player game",
            seeds: 1..50,
            max_entries: 2_000,
            wanted: finished,
            only_under: None,
        },
        Recording {
            name: "four-players-young-mapmaker",
            game_type: "lost-seas",
            players: 4,
            options: json!({"young_mapmaker": true}),
            about: "a whole 4-player Young Mapmaker game",
            seeds: 1..50,
            max_entries: 2_000,
            wanted: finished,
            only_under: None,
        },
        Recording {
            name: "three-hundred-moves",
            game_type: "landfall",
            players: 2,
            options: Value::Null,
            about: "the first 300 random legal moves of a game (random play rarely ends one)",
            seeds: 1..50,
            max_entries: 300,
            wanted: any_game,
            only_under: None,
        },
    ]
}

/// A random legal playout through the registry's newest version of the game, with the view
/// everyone sees after each entry.
fn play(recording: &Recording, seed: Seed) -> (GoldenGame, Played) {
    let registry = Registry::builtin();
    let game_type = registry
        .latest(recording.game_type)
        .expect("game type is hosted");
    let options = game_type
        .normalize_options(recording.players, &recording.options)
        .expect("valid options");
    let mut current =
        Match::start(game_type.as_ref(), recording.players, seed, &options).expect("valid setup");
    let mut rng = GameRng::derive(seed, 0x60_1DE7);
    let mut log = Vec::new();
    let mut views = vec![current.view(Viewer::Everyone)];
    while log.len() < recording.max_entries && !current.is_finished() {
        let seat: Seat = *rng.choose(&current.to_act()).expect("someone acts");
        let actions = current.legal_actions(seat);
        let action = rng.choose(&actions).expect("a legal action").clone();
        let entry = LogEntry::Action { seat, action };
        current = current.apply(&entry).expect("legal actions apply");
        log.push(entry);
        views.push(current.view(Viewer::Everyone));
    }
    let golden = GoldenGame {
        game_type: recording.game_type.to_owned(),
        rules_version: game_type.info().rules_version.to_owned(),
        about: recording.about.to_owned(),
        players: recording.players,
        seed,
        options,
        log,
        final_view: views.last().cloned().unwrap_or(Value::Null),
        result: audit::result_json(&current),
    };
    let played = Played {
        log: golden.log.clone(),
        views,
        finished: current.is_finished(),
        golden: golden.clone(),
    };
    (golden, played)
}

pub fn record_missing() {
    std::fs::create_dir_all(GOLDEN_DIR).expect("create tests/data/golden");
    for recording in recordings() {
        let version = Registry::builtin()
            .latest(recording.game_type)
            .expect("hosted")
            .info()
            .rules_version;
        let path = Path::new(GOLDEN_DIR).join(format!(
            "{}-v{version}-{}.json",
            recording.game_type, recording.name
        ));
        let wrong_version = recording.only_under.is_some_and(|only| only != version);
        if path.exists() || wrong_version {
            continue;
        }
        let found = recording.seeds.clone().find_map(|seed| {
            let (golden, played) = play(&recording, Seed(seed));
            (recording.wanted)(&played).then_some(golden)
        });
        match found {
            Some(golden) => {
                let text = serde_json::to_string_pretty(&golden).expect("serializes");
                std::fs::write(&path, text + "\n").expect("write golden log");
                let line = format!(
                    "{}  {}\n",
                    sha256_hex(&path),
                    path.file_name().unwrap().to_string_lossy()
                );
                let mut list = std::fs::OpenOptions::new()
                    .append(true)
                    .open(Path::new(GOLDEN_DIR).join(MANIFEST))
                    .expect("open the golden manifest");
                std::io::Write::write_all(&mut list, line.as_bytes()).expect("list the new file");
            }
            None => eprintln!(
                "no seed in {:?} gives {} {}: nothing recorded",
                recording.seeds, recording.game_type, recording.name
            ),
        }
    }
}
