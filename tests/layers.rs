//! The house's rule, kept by a test: imports run in one direction only. `shared` imports
//! nothing of the crate; `chess` and `billiards` use `shared` and never each other; `voice` uses
//! `shared` only (it never knows which game is played); `store`, `sheets`, `opponent` and
//! `config` sit beside it; `table` drives a domain with devices; the windows and the console
//! mode drive a table; the command line starts them all. The test reads every source file and
//! fails on an import that runs the wrong way, naming the file, the line and the rule.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Each layer and the layers it may use (besides itself), from the bottom up.
const ALLOWED: &[(&str, &str)] = &[
    ("shared", ""),
    ("chess", "shared"),
    ("billiards", "shared"),
    ("voice", "shared"),
    ("store", "shared chess billiards"),
    ("sheets", "shared chess billiards store"),
    ("opponent", "shared chess"),
    ("config", "shared chess billiards voice store"),
    (
        "table",
        "shared chess billiards voice store sheets opponent config",
    ),
    (
        "gui",
        "shared chess billiards voice store sheets opponent config table",
    ),
    (
        "console",
        "shared chess billiards voice store sheets opponent config table",
    ),
    (
        "cli",
        "shared chess billiards voice store sheets opponent config table gui console",
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

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The imports that break the rule: (file, line number, the layer it uses, the line).
fn wrong_way(src: &Path) -> Vec<(String, usize, String, String)> {
    let allowed: BTreeMap<&str, Vec<&str>> = ALLOWED
        .iter()
        .map(|(layer, may)| (*layer, may.split_whitespace().collect()))
        .collect();
    let mut files = Vec::new();
    sources(src, &mut files);
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
        "imports that run the wrong way (the rule is in tests/layers.rs):\n{}",
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
