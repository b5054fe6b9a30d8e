//! The documentation says what works: every `ansage …` command it quotes (in code spans, code
//! blocks and `make run RUN_ARGS="…"`) parses as the command line Ansage reads, and every `make`
//! target it names exists. A synopsis is checked too: its optional parts (`[…]`) are left out
//! and of alternatives (`de|en|ru`) the first is taken; placeholders (FILE, DIR) are values.

use std::path::PathBuf;

use crate::common::files_ending;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The documentation: the README, the changelog and every page under docs/.
fn pages() -> Vec<PathBuf> {
    let mut out = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    files_ending(&root().join("docs"), "md", &mut out);
    out.sort();
    out
}

/// The code of a page: every line of a code block and every code span (a span may run over
/// a line's end, as a paragraph wraps), each with the line it begins on.
fn code(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_block = false;
    let mut prose = String::new();
    let mut prose_lines = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_block = !in_block;
            continue;
        }
        if in_block {
            out.push((n + 1, line.to_string()));
        } else {
            prose_lines.push((prose.len(), n + 1));
            prose.push_str(line);
            prose.push('\n');
        }
    }
    let line_at = |at: usize| {
        prose_lines
            .iter()
            .take_while(|(start, _)| *start <= at)
            .last()
            .map_or(1, |(_, n)| *n)
    };
    let mut at = 0;
    let mut parts = prose.split('`');
    if let Some(first) = parts.next() {
        at += first.len() + 1;
    }
    while let Some(span) = parts.next() {
        out.push((line_at(at), span.replace('\n', " ")));
        at += span.len() + 1;
        if let Some(between) = parts.next() {
            at += between.len() + 1;
        }
    }
    out
}

/// The words of a command as a shell splits them (quotes kept together, removed).
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quote = None;
    let mut any = false;
    for c in s.chars() {
        match (quote, c) {
            (None, '"' | '\'') => {
                quote = Some(c);
                any = true;
            }
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            _ => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// The arguments of each `ansage` command in a piece of code: what follows the program's name,
/// up to a comment, a pipe, a redirection or the end of a shell variable's value.
fn ansage_commands(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(i) = code.find("RUN_ARGS=\"") {
        let rest = &code[i + "RUN_ARGS=\"".len()..];
        if let Some(end) = rest.find('"') {
            out.push(rest[..end].to_string());
        }
    }
    let mut rest = code;
    while let Some(i) = rest.find("ansage") {
        let before = rest[..i].chars().last();
        let after = &rest[i + "ansage".len()..];
        let after = after.strip_prefix(".exe").unwrap_or(after);
        rest = &rest[i + "ansage".len()..];
        let starts = before.is_none_or(|c| c.is_whitespace() || matches!(c, '$' | '/' | '('));
        if !starts || !(after.is_empty() || after.starts_with(' ')) {
            continue;
        }
        let mut args = after;
        for end in [" # ", " | ", " 2>", " > ", " < ", ";", " && "] {
            if let Some(j) = args.find(end) {
                args = &args[..j];
            }
        }
        out.push(args.trim().to_string());
    }
    out
}

/// A synopsis made a command: optional parts left out, the first of alternatives taken,
/// ellipses dropped.
fn plain(args: &str) -> Vec<String> {
    let mut kept = String::new();
    let mut depth = 0;
    for c in args.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ if depth == 0 => kept.push(c),
            _ => {}
        }
    }
    words(&kept)
        .into_iter()
        .filter(|w| !matches!(w.as_str(), "…" | "..." | "-"))
        .map(|w| match w.split_once('|') {
            Some((first, _)) if !first.is_empty() => first.to_string(),
            _ => w,
        })
        .collect()
}

/// The `make` targets named in a piece of code.
fn make_targets(code: &str) -> Vec<String> {
    let w = words(code);
    w.windows(2)
        .filter(|p| p[0] == "make" && !p[1].contains(['=', '…']) && !p[1].starts_with('-'))
        .map(|p| p[1].trim_end_matches([',', '.', ')', ':']).to_string())
        .collect()
}

/// Commands the docs quote as mistakes (what Ansage says to them, a word bash completes):
/// they must stay mistakes.
const QUOTED_AS_MISTAKES: &[&str] = &["console --style xx", "con"];

#[test]
fn every_ansage_command_the_docs_quote_parses() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (n, code) in code(&text) {
            for args in ansage_commands(&code) {
                let mut argv = vec!["ansage".to_string()];
                argv.extend(plain(&args));
                checked += 1;
                let parsed = ansage::cli::command().try_get_matches_from(&argv);
                if QUOTED_AS_MISTAKES.contains(&args.as_str()) {
                    assert!(parsed.is_err(), "`ansage {args}` is quoted as a mistake");
                    continue;
                }
                if let Err(e) = parsed {
                    use clap::error::ErrorKind;
                    // Help, and a subcommand named without its arguments ("`ansage models
                    // enrol` adapts …"): every word given is right.
                    if matches!(
                        e.kind(),
                        ErrorKind::DisplayHelp
                            | ErrorKind::DisplayVersion
                            | ErrorKind::MissingRequiredArgument
                            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                            | ErrorKind::MissingSubcommand
                    ) {
                        continue;
                    }
                    let first = e.to_string().lines().next().unwrap_or_default().to_string();
                    wrong.push(format!(
                        "{}:{n}: `ansage {args}`: {first}",
                        page.strip_prefix(root()).unwrap().display()
                    ));
                }
            }
        }
    }
    assert!(
        checked > 40,
        "only {checked} commands found: the reader lost them"
    );
    assert!(
        wrong.is_empty(),
        "commands in the docs that Ansage does not take:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_make_target_the_docs_name_exists() {
    let makefile = std::fs::read_to_string(root().join("Makefile")).unwrap();
    let targets: Vec<&str> = makefile
        .lines()
        .filter_map(|l| l.split_once(':').map(|(t, _)| t))
        .filter(|t| !t.is_empty() && !t.contains(char::is_whitespace) && !t.starts_with('.'))
        .collect();
    let mut named = 0;
    let mut wrong = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (n, code) in code(&text) {
            for target in make_targets(&code) {
                named += 1;
                if !targets.contains(&target.as_str()) {
                    wrong.push(format!(
                        "{}:{n}: make {target}",
                        page.strip_prefix(root()).unwrap().display()
                    ));
                }
            }
        }
    }
    assert!(named > 10, "only {named} make targets found");
    assert!(
        wrong.is_empty(),
        "make targets the docs name that the Makefile lacks:\n{}",
        wrong.join("\n")
    );
}

/// The reader itself: a synopsis is made a command, a pipe and a comment end it, a path to
/// the program counts and a log target does not.
#[test]
fn the_reader_finds_commands_in_their_forms() {
    assert_eq!(
        ansage_commands("$ ansage console --lang en | head # the first lines"),
        ["console --lang en"]
    );
    assert_eq!(
        ansage_commands("target/release/ansage models install whisper"),
        ["models install whisper"]
    );
    assert!(ansage_commands("RUST_LOG=ansage::listen=debug").is_empty());
    assert_eq!(
        ansage_commands(r#"make run RUN_ARGS="window --mode relay""#),
        ["window --mode relay"]
    );
    assert_eq!(
        plain("console [--lang de|en|ru] --style ibca|en [--listen [--engine vosk]]"),
        ["console", "--style", "ibca"]
    );
    assert_eq!(
        make_targets("make bench-voice BENCH_ARGS=\"--split train\""),
        ["bench-voice"]
    );
    assert_eq!(
        code("one `ansage models\ninstall de` two\n```\nansage console\n```\n"),
        [
            (4, "ansage console".to_string()),
            (1, "ansage models install de".to_string())
        ]
    );
}

/// A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// Every link from one page to another (or to a file of the repository, or a heading) leads
/// to something that is there: a reader following "see benchmarks" must arrive.
#[test]
fn every_link_between_the_pages_leads_somewhere() {
    let mut followed = 0;
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (n, line) in text.lines().enumerate() {
            let mut rest = line;
            while let Some(i) = rest.find("](") {
                let after = &rest[i + 2..];
                let Some(end) = after.find(')') else { break };
                let target = &after[..end];
                rest = &after[end..];
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                followed += 1;
                let (file, heading) = target.split_once('#').unwrap_or((target, ""));
                let path = if file.is_empty() {
                    page.clone()
                } else {
                    page.parent().unwrap().join(file)
                };
                let whence = format!("{}:{}", page.strip_prefix(root()).unwrap().display(), n + 1);
                if !path.exists() {
                    broken.push(format!("{whence}: {target} (no such file)"));
                    continue;
                }
                if heading.is_empty() {
                    continue;
                }
                let headings: Vec<String> = std::fs::read_to_string(&path)
                    .unwrap_or_default()
                    .lines()
                    .filter_map(|l| l.strip_prefix('#'))
                    .map(|l| anchor(l.trim_start_matches('#')))
                    .collect();
                if !headings.iter().any(|h| h == heading) {
                    broken.push(format!("{whence}: {target} (no such heading)"));
                }
            }
        }
    }
    assert!(followed > 20, "only {followed} links found");
    assert!(
        broken.is_empty(),
        "links that lead nowhere:\n{}",
        broken.join("\n")
    );
}

#[test]
fn a_heading_is_anchored_as_github_does() {
    assert_eq!(
        anchor(" Accuracy (`make bench-voice`)"),
        "accuracy-make-bench-voice"
    );
    assert_eq!(anchor(" Where to read on"), "where-to-read-on");
}

/// Every file of the repository the docs name by its path (`crates/chess/src/clock.rs`,
/// `tests/console.rs`, `models/lexicon/de.toml`) is there: "where the clock rules are coded"
/// must not send a newcomer to a file that moved.
#[test]
fn every_file_the_docs_name_is_there() {
    let mut named = 0;
    let mut missing = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (n, code) in code(&text) {
            for word in code.split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | ',')) {
                let path = word.trim_end_matches([':', '.', ';']);
                // The repository's folders (`models/` alone is also the data folder's).
                let rooted = [
                    "crates/",
                    "src/",
                    "tests/",
                    "assets/",
                    "packaging/",
                    "models/lexicon/",
                    "models/pocketsphinx/",
                ]
                .iter()
                .any(|r| path.starts_with(r));
                if !rooted || path.contains(['*', '{', '<']) || path.ends_with('/') {
                    continue;
                }
                named += 1;
                if !root().join(path).exists() {
                    let page = page.strip_prefix(root()).unwrap().display().to_string();
                    missing.push(format!("{page}:{n}: {path}"));
                }
            }
        }
    }
    assert!(named > 30, "only {named} paths found");
    assert!(
        missing.is_empty(),
        "files the docs name that are not there:\n{}",
        missing.join("\n")
    );
}
