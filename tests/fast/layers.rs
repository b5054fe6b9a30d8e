//! The house's rule, kept by the compiler and by this test: imports run in one direction only.
//! The domains are crates of their own (`crates/`): `shared` depends on no other, `chess` and
//! `billiards` on `shared` and never on each other, `voice` on `shared` only (it never knows
//! which game is played); so a wrong-way import there does not compile, and the first test
//! keeps their manifests so. In the app (`src/`), `store`, `sheets`, `opponent` and `config` sit
//! above the domains; `table` drives a domain with devices; the windows and the console mode
//! drive a table and reach devices, disk and PATH only through it; the command line starts them
//! all. The second test reads every source file of the app and fails on an import that runs the
//! wrong way, naming the file, the line and the rule.

use std::collections::BTreeMap;

use crate::common::files_ending;
use std::path::Path;

/// Each layer and the layers it may use (besides itself), from the bottom up.
const ALLOWED: &[(&str, &str)] = &[
    ("shared", ""),
    ("chess", "shared"),
    ("billiards", "shared"),
    ("voice", "shared"),
    ("store", "shared chess billiards"),
    ("sheets", "shared chess billiards store"),
    ("opponent", "shared chess"),
    ("online", "shared chess"),
    ("config", "shared chess billiards voice store"),
    (
        "table",
        "shared chess billiards voice store sheets opponent online config",
    ),
    ("gui", "shared chess billiards config table"),
    ("console", "shared chess billiards config table"),
    (
        "cli",
        "shared chess billiards voice store sheets opponent online config table gui console",
    ),
];

/// The module path of a source file below `src/` ("chess/session/readback.rs" ->
/// ["chess", "session", "readback"]; a `mod.rs` is its folder).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The code of a line, without its comment (doc comments name modules in prose).
fn code(line: &str) -> &str {
    let mut in_string = false;
    let bytes = line.as_bytes();
    for i in 0..bytes.len() {
        match bytes[i] {
            b'"' if i == 0 || bytes[i - 1] != b'\\' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => return &line[..i],
            _ => {}
        }
    }
    line
}

/// The crate's top-level modules a line refers to: `crate::x::…`, and `super::…` paths that
/// climb to the crate's root from `module`.
fn references(line: &str, module: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let code = code(line);
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let boundary = i == 0 || !is_ident(rest.as_bytes()[i - 1]);
        let after = &rest[i + "crate::".len()..];
        if boundary {
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.push(name);
            }
            // `use crate::{a, b}`: each name in the braces.
            if let Some(inner) = after.strip_prefix('{') {
                let end = inner.find('}').unwrap_or(inner.len());
                for part in inner[..end].split(',') {
                    let name: String = part
                        .trim()
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if !name.is_empty() {
                        out.push(name);
                    }
                }
            }
        }
        rest = after;
    }
    let mut rest = code;
    while let Some(i) = rest.find("super::") {
        let boundary = i == 0 || !is_ident(rest.as_bytes()[i - 1]);
        let mut path = &rest[i..];
        if boundary {
            let mut depth = 0;
            while let Some(p) = path.strip_prefix("super::") {
                depth += 1;
                path = p;
            }
            let name: String = path
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            // A file's `super` is its parent module; a `mod.rs` is its folder.
            if depth == module.len() && !name.is_empty() {
                out.push(name);
            }
        }
        rest = &rest[i + "super::".len()..];
    }
    out
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The imports that break the rule: (file, line number, the layer it uses, the line).
fn wrong_way(src: &Path) -> Vec<(String, usize, String, String)> {
    let allowed: BTreeMap<&str, Vec<&str>> = ALLOWED
        .iter()
        .map(|(layer, may)| (*layer, may.split_whitespace().collect()))
        .collect();
    let mut files = Vec::new();
    files_ending(src, "rs", &mut files);
    files.sort();
    let mut wrong = Vec::new();
    for file in files {
        let rel = file.strip_prefix(src).unwrap();
        let module = module_path(rel);
        let Some(layer) = module.first().map(String::as_str) else {
            continue;
        };
        // lib.rs and main.rs are the crate's root: they name every module.
        let Some(may) = allowed.get(layer) else {
            assert!(
                matches!(layer, "lib" | "main"),
                "{}: a new top-level module; give it a layer in ALLOWED",
                rel.display()
            );
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for used in references(line, &module) {
                if used != layer && !may.contains(&used.as_str()) {
                    wrong.push((
                        rel.display().to_string(),
                        n + 1,
                        used,
                        line.trim().to_string(),
                    ));
                }
            }
        }
    }
    wrong
}

/// The domain crates and the ones each may depend on.
const CRATES: &[(&str, &[&str])] = &[
    ("shared", &[]),
    ("chess", &["ansage-shared"]),
    ("billiards", &["ansage-shared"]),
    ("voice", &["ansage-shared"]),
];

/// What a window or the console mode must not touch itself: the devices, the disk (the
/// models installed), other programs and PATH (an engine looked for there) are the table's.
const TABLE_ONLY: &[&str] = &[
    "cpal::",
    "std::fs",
    "std::process",
    "which::",
    "env::var",
    "engine_command",
    "models::installed",
];

#[test]
fn the_domain_crates_depend_only_downwards() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let text = std::fs::read_to_string(entry.path().join("Cargo.toml")).unwrap();
        let manifest: toml::Table = text.parse().unwrap();
        let mut uses: Vec<String> = ["dependencies", "dev-dependencies", "build-dependencies"]
            .iter()
            .filter_map(|k| manifest.get(*k).and_then(|d| d.as_table()))
            .flat_map(|d| d.keys().cloned())
            .filter(|k| k.starts_with("ansage"))
            .collect();
        uses.sort();
        let may = CRATES
            .iter()
            .find(|(c, _)| *c == name)
            .unwrap_or_else(|| panic!("crates/{name}: a new crate; give it a place in CRATES"))
            .1;
        for used in &uses {
            assert!(
                may.contains(&used.as_str()),
                "crates/{name}/Cargo.toml depends on {used}, against the rule in tests/fast/layers.rs"
            );
        }
        found.push(name);
    }
    found.sort();
    assert_eq!(found, ["billiards", "chess", "shared", "voice"]);
}

#[test]
fn the_windows_and_the_console_reach_devices_only_through_the_table() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src.join("console.rs")];
    files_ending(&src.join("gui"), "rs", &mut files);
    let mut wrong = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for what in TABLE_ONLY {
                if code(line).contains(what) {
                    wrong.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the window or the console reaches past the table:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn imports_run_one_way_only() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let wrong = wrong_way(&src);
    let report: Vec<String> = wrong
        .iter()
        .map(|(file, n, used, line)| format!("src/{file}:{n} uses {used}: {line}"))
        .collect();
    assert!(
        report.is_empty(),
        "imports that run the wrong way (the rule is in tests/fast/layers.rs):\n{}",
        report.join("\n")
    );
}

/// The reader itself: it sees a wrong-way import in each form the crate uses (a `crate::` path,
/// a braced list, a `super::` that climbs to the root), and takes no comment for an import.
#[test]
fn the_reader_finds_each_form_of_import() {
    let m = |p: &str| module_path(Path::new(p));
    assert_eq!(
        references("use crate::billiards::Player;", &m("chess/game.rs")),
        vec!["billiards"]
    );
    assert_eq!(
        references("use crate::{chess, table::chess::Table};", &m("gui/mod.rs")),
        vec!["chess", "table"]
    );
    assert_eq!(
        references(
            "use super::super::billiards::Player;",
            &m("chess/session/mod.rs")
        ),
        vec!["billiards"]
    );
    assert!(references("use super::game::Game;", &m("chess/session/mod.rs")).is_empty());
    assert!(references("/// uses `crate::table` in prose", &m("chess/game.rs")).is_empty());
    assert!(references("let x = my_crate::table::f();", &m("chess/game.rs")).is_empty());
}
