//! The imports point one way. Each top-level folder (or file) of `src/` sits on a layer and may
//! use only what sits on lower layers; no two files of one folder use each other, even through
//! others. `docs/ARCHITECTURE.md` draws the same graph: this test is what keeps it true.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Lowest first. A module may use the modules on the layers before its own.
const LAYERS: &[&[&str]] = &[
    &["engine", "ratings", "auth", "domain"],
    &["games", "store"],
    &["audit", "metrics"],
    &["service"],
    &["api", "config"],
    &["startup", "cli", "telemetry", "main", "lib"],
];

fn layer_of(module: &str) -> usize {
    LAYERS
        .iter()
        .position(|layer| layer.contains(&module))
        .unwrap_or_else(|| panic!("src/{module} is on no layer: add it to LAYERS and ARCHITECTURE"))
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files
}

/// The source without its unit tests (which may use anything) and without comments.
fn code_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names `prefix` is followed by in `code` (`crate::store::x` gives `store` for `crate::`).
fn names_after(code: &str, prefix: &str) -> BTreeSet<String> {
    code.match_indices(prefix)
        .map(|(at, _)| {
            code[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Top-level module of a file under `src/`.
fn top_module(path: &Path) -> String {
    let relative = path.strip_prefix(src()).unwrap();
    let first = relative
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_owned()
}

#[test]
fn no_folder_uses_one_above_it_or_beside_it() {
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(&src()) {
        let from = top_module(&file);
        for to in names_after(&code_of(&file), "crate::") {
            if to != from {
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
    }
    let mut wrong = Vec::new();
    for (from, tos) in &edges {
        for to in tos {
            if layer_of(to) >= layer_of(from) {
                wrong.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layers: {wrong:?}");
}

#[test]
fn no_two_files_of_a_folder_use_each_other() {
    for folder in std::fs::read_dir(src()).unwrap() {
        let folder = folder.unwrap().path();
        if !folder.is_dir() {
            continue;
        }
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        // Each file (or subfolder) of the folder but its mod.rs, and the siblings it names.
        let mut units: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let unit = path.file_stem().unwrap().to_string_lossy().into_owned();
            if unit == "mod" {
                continue;
            }
            let files = if path.is_dir() {
                rust_files(&path)
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                vec![path]
            } else {
                continue;
            };
            units.insert(unit, files);
        }
        let mut uses: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
        for (unit, files) in &units {
            for file in files {
                let code = code_of(file);
                let depth = file.strip_prefix(&folder).unwrap().components().count();
                let parent = "super::".repeat(depth);
                let named = names_after(&code, &parent)
                    .into_iter()
                    .chain(names_after(&code, &format!("crate::{name}::")));
                for other in named {
                    if other != *unit && units.contains_key(&other) {
                        uses.entry(unit).or_default().insert(other);
                    }
                }
            }
        }
        // A cycle shows as a unit reaching itself.
        for start in units.keys() {
            let mut seen = BTreeSet::new();
            let mut next: Vec<String> = uses
                .get(start.as_str())
                .into_iter()
                .flatten()
                .cloned()
                .collect();
            while let Some(unit) = next.pop() {
                assert_ne!(
                    &unit, start,
                    "src/{name}/{start} uses itself through its siblings"
                );
                if seen.insert(unit.clone()) {
                    next.extend(uses.get(unit.as_str()).into_iter().flatten().cloned());
                }
            }
        }
    }
}

/// Handlers see the service's views and streams, never the store's rows: what a caller sees is
/// decided in one place (`service::views`), and a change of the schema stays below the service.
#[test]
fn the_api_uses_nothing_of_the_store() {
    let api = src().join("api");
    let mut wrong = Vec::new();
    for file in rust_files(&api) {
        if names_after(&code_of(&file), "crate::").contains("store") {
            wrong.push(file.strip_prefix(src()).unwrap().display().to_string());
        }
    }
    assert!(wrong.is_empty(), "api files that use the store: {wrong:?}");
}
