//! The command line: the window (the default), `ansage console`, `ansage billiards`, and the
//! tools `recognize`, `announce` and `models`. Options are typed (clap parses each into the
//! type that uses it); an option given now wins over the settings file, which wins over the
//! built-in default.

/// `println!` for a one-shot command's output: a closed pipe ends the program quietly (0), any
/// other write error with the error (1), where `println!` panicked.
macro_rules! print_line {
    ($($arg:tt)*) => {
        $crate::cli::write_line(format_args!($($arg)*))
    };
}

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::config::{self, Config};
use crate::shared::choice::NotOneOf;
use crate::shared::language::Language;
use crate::shared::mistake::Mistake;
use crate::store;

mod announce;
mod billiards;
mod console;
mod models;
mod online;
mod recognize;
mod record;
mod window;

use announce::{AnnounceArgs, announce_cmd};
use billiards::billiards_cmd;
pub use billiards::{BilliardsArgs, billiards_options};
use console::console_cmd;
pub use console::{ConsoleArgs, table_options};
use models::models_cmd;
pub use models::{ModelsAction, ModelsArgs};
pub use online::OnlineArgs;
use online::online_cmd;
pub use recognize::recognize_json;
use recognize::{RecognizeArgs, recognize_cmd};
use record::{RecordArgs, record_cmd};
use window::window_cmd;
pub use window::{WindowArgs, WindowFlags};

#[derive(Parser, Debug)]
#[command(
    name = "ansage",
    version,
    about = "Chess by voice for blind players, by the blind-chess rules",
    long_about = "Chess by voice for blind players, by the blind-chess rules.\n\
                  Without a subcommand Ansage opens its window (the console mode when there is\n\
                  no display)."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// The window: board, clocks and score sheet, keys and speech (the default).
    Window(Box<WindowArgs>),
    /// Line-oriented mode: each line is an utterance (spoken words) or a typed command.
    Console(Box<ConsoleArgs>),
    /// A game on Lichess (or a server like it) by voice: `online --ai 3`, `online --challenge NAME`.
    Online(Box<OnlineArgs>),
    /// The audio score sheet only: records the game from the microphone and does nothing else
    /// (for events that allow a recorder and nothing more); `status`, `statement`, `quit`.
    Record(Box<RecordArgs>),
    /// Match words against a position and print the result.
    Recognize(RecognizeArgs),
    /// Print a move in words.
    Announce(AnnounceArgs),
    /// Speech models: `models install de|en|ru`, `models list`.
    Models(ModelsArgs),
    /// Billiards scoring by voice: `billiards --discipline snooker-15 --race-to 4 console`.
    Billiards(Box<BilliardsArgs>),
    /// The manual pages, written into a folder: `ansage manual man1` (ansage.1 and a page per
    /// subcommand, ansage-console.1 …).
    Manual {
        /// The folder (made if missing).
        dir: PathBuf,
    },
    /// Completions for a shell on standard output: `ansage completions bash`.
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
}

/// A number outside the range an option takes ("--rate 300", "--opponent-level 30").
#[derive(Debug)]
struct OutOfRange {
    low: String,
    high: String,
}

impl std::fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a number from {} to {}", self.low, self.high)
    }
}

impl std::error::Error for OutOfRange {}

/// The parser of a number option that takes `low` to `high`: a number outside, or no number,
/// is refused naming the range (clap's own said "300 is not in 0..=255" for a rate of 0..100).
fn within<T>((low, high): (T, T)) -> impl Fn(&str) -> Result<T, OutOfRange> + Clone + Send + Sync
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy + Send + Sync + 'static,
{
    move |text: &str| {
        text.trim()
            .parse::<T>()
            .ok()
            .filter(|v| *v >= low && *v <= high)
            .ok_or_else(|| OutOfRange {
                low: low.to_string(),
                high: high.to_string(),
            })
    }
}

/// A value that is none of those an option takes, said in the user's language.
fn not_one_of(lang: Language, arg: &str, value: &str, valid: &[&str]) -> ExitCode {
    let t = |id: &str, args: &[(&str, String)]| crate::shared::i18n::t(lang, id, args);
    let said = t(
        "cli-invalid-value",
        &[
            ("arg", arg.to_string()),
            ("value", value.to_string()),
            ("valid", valid.join(", ")),
        ],
    );
    usage(format!("{said} {}", t("cli-help", &[])))
}

/// Exit codes as shell scripts expect them: 0 done, 1 failed while running, 2 the command
/// line was wrong.
fn usage(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("ansage: {msg}");
    ExitCode::from(2)
}

fn failed(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("ansage: {msg}");
    ExitCode::from(1)
}

/// The end of a run that wrote to standard output: a closed pipe (`ansage phrases | head`)
/// is no failure and says nothing, as Unix tools end.
fn ended(result: io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => failed(e),
    }
}

fn write_line(line: std::fmt::Arguments) {
    use std::io::Write;
    if let Err(e) = writeln!(io::stdout().lock(), "{line}") {
        if e.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("ansage: {e}");
            std::process::exit(1);
        }
        std::process::exit(0);
    }
}

/// The command line parsed. A mistake in it is said in the user's language (`--lang` if it
/// was given, else the system's) with what was meant where clap guesses it, and ends the
/// program with 2; help and version are clap's own.
pub fn parse_command_line() -> Result<Cli, ExitCode> {
    use clap::FromArgMatches;
    use clap::error::ErrorKind;
    let args: Vec<String> = std::env::args().collect();
    let lang = || mistake_language(&args);
    match command().try_get_matches_from(&args) {
        Ok(matches) => match chess_only_given(&matches) {
            Some(arg) => Err(usage(crate::shared::i18n::t(
                lang(),
                "cli-chess-only",
                &[("arg", arg)],
            ))),
            None => {
                Cli::from_arg_matches(&matches).map_err(|e| usage(command_line_mistake(&e, lang())))
            }
        },
        Err(e)
            if !e.use_stderr()
                || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            e.exit()
        }
        Err(e) => Err(usage(command_line_mistake(&e, lang()))),
    }
}

/// The options of the chess table that billiards shares the argument list with but has no
/// use for: hidden from `billiards --help` (it listed them) and refused when given.
const CHESS_ONLY: &[&str] = &[
    "style",
    "fen",
    "illegal",
    "white",
    "black",
    "clock",
    "warnings",
    "marks",
    "opponent",
    "opponent_level",
    "opponent_color",
    "tournament",
];

/// The command line's definition, as parsed and as the manual pages and completions show
/// it: billiards without the chess-only options.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    Cli::command().mut_subcommand("billiards", |b| {
        CHESS_ONLY
            .iter()
            .fold(b, |b, id| b.mut_arg(*id, |a| a.hide(true)))
    })
}

/// A chess-only option given to billiards, by its name on the command line.
fn chess_only_given(matches: &clap::ArgMatches) -> Option<String> {
    use clap::parser::ValueSource;
    let billiards = matches.subcommand_matches("billiards")?;
    CHESS_ONLY
        .iter()
        .find(|id| billiards.value_source(id) == Some(ValueSource::CommandLine))
        .map(|id| format!("--{}", id.replace('_', "-")))
}

/// The language a command-line mistake is said in: `--lang`, else the settings file's, else
/// the system's, else the program's own default (German for chess, English for billiards).
/// It was English under a German default (issue 32).
fn mistake_language(args: &[String]) -> Language {
    let config = option_value(args, "--config");
    let billiards = args.iter().any(|a| a == "billiards");
    asked_language(args)
        .or_else(|| settings_file(config.map(Path::new)).1.language)
        .or_else(system_language)
        .unwrap_or(if billiards {
            Language::En
        } else {
            Language::De
        })
}

/// The language a command line asks for (`--lang ru`, `--lang=ru`), read before the line
/// itself is understood.
fn asked_language(args: &[String]) -> Option<Language> {
    option_value(args, "--lang").and_then(Language::from_code)
}

/// The value an option is given on a command line not yet understood (`--lang ru`,
/// `--lang=ru`).
fn option_value<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .zip(args.iter().skip(1))
        .find_map(|(a, b)| (a == name).then_some(b.as_str()))
        .or_else(|| {
            args.iter()
                .find_map(|a| a.strip_prefix(name)?.strip_prefix('='))
        })
}

/// A command-line mistake clap found, in words: what was wrong, what may have been meant,
/// where help is. A kind of mistake Ansage has no sentence for is clap's own text.
pub fn command_line_mistake(e: &clap::Error, lang: Language) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let get = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        _ => String::new(),
    };
    // "--style <STYLE>" is named "--style".
    let arg = get(ContextKind::InvalidArg)
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_string();
    let value = get(ContextKind::InvalidValue);
    let (id, args) = match e.kind() {
        ErrorKind::UnknownArgument => ("cli-unknown-argument", vec![("arg", arg)]),
        ErrorKind::InvalidSubcommand => (
            "cli-unknown-command",
            vec![("arg", get(ContextKind::InvalidSubcommand))],
        ),
        ErrorKind::InvalidValue if value.is_empty() => ("cli-no-value", vec![("arg", arg)]),
        ErrorKind::InvalidValue => (
            "cli-invalid-value",
            vec![
                ("arg", arg),
                ("value", value),
                ("valid", get(ContextKind::ValidValue)),
            ],
        ),
        ErrorKind::ValueValidation => {
            let source = std::error::Error::source(e);
            let not = source.and_then(|s| s.downcast_ref::<NotOneOf>());
            let range = source.and_then(|s| s.downcast_ref::<OutOfRange>());
            match (not, range) {
                (Some(not), _) => (
                    "cli-invalid-value",
                    vec![
                        ("arg", arg),
                        ("value", value),
                        ("valid", not.allowed.join(", ")),
                    ],
                ),
                (None, Some(r)) => (
                    "cli-range",
                    vec![
                        ("arg", arg),
                        ("value", value),
                        ("low", r.low.clone()),
                        ("high", r.high.clone()),
                    ],
                ),
                (None, None) => (
                    "cli-bad-value",
                    vec![
                        ("arg", arg),
                        ("value", value),
                        (
                            "reason",
                            // A mistake in a time, a clock or a position is said in the
                            // language asked for (it was English under a German default).
                            match source.and_then(|s| s.downcast_ref::<Mistake>()) {
                                Some(m) => m.words(lang),
                                None => source.map(ToString::to_string).unwrap_or_default(),
                            },
                        ),
                    ],
                ),
            }
        }
        ErrorKind::MissingRequiredArgument => ("cli-missing", vec![("arg", arg)]),
        ErrorKind::ArgumentConflict => (
            "cli-conflict",
            vec![("arg", arg), ("other", get(ContextKind::PriorArg))],
        ),
        _ => {
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or_default();
            return first.strip_prefix("error: ").unwrap_or(first).to_string();
        }
    };
    let t = |id: &str, args: &[(&str, String)]| crate::shared::i18n::t(lang, id, args);
    let mut said = vec![t(id, &args)];
    // clap's guesses, joined as one says them: "recognize oder console".
    let guesses: Vec<String> = [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand]
        .into_iter()
        .flat_map(|kind| match e.get(kind) {
            Some(ContextValue::String(s)) => vec![s.clone()],
            Some(ContextValue::Strings(v)) => v.clone(),
            _ => Vec::new(),
        })
        .collect();
    let meant = match guesses.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {last}", rest.join(", "), t("or", &[]))
        }
        _ => guesses.concat(),
    };
    if !meant.is_empty() {
        said.push(t("cli-meant", &[("meant", meant)]));
    }
    said.push(t("cli-help", &[]));
    said.join(" ")
}

pub fn main(cli: Cli) -> ExitCode {
    logs();
    #[cfg(target_os = "linux")]
    crate::voice::alsa_errors::to_the_log();
    private_files();
    crate::table::drive::watch_signals();
    match cli.command {
        None => window_cmd(WindowArgs::default()),
        Some(Cmd::Window(a)) => window_cmd(*a),
        Some(Cmd::Console(a)) => console_cmd(*a),
        Some(Cmd::Online(a)) => online_cmd(*a),
        Some(Cmd::Manual { dir }) => {
            let written = std::fs::create_dir_all(&dir)
                .and_then(|()| clap_mangen::generate_to(command(), &dir));
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => failed(format!("{}: {e}", dir.display())),
            }
        }
        Some(Cmd::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(), "ansage", &mut script);
            ended(io::stdout().write_all(&script))
        }
        Some(Cmd::Record(a)) => record_cmd(*a),
        Some(Cmd::Recognize(a)) => recognize_cmd(a),
        Some(Cmd::Announce(a)) => announce_cmd(a),
        Some(Cmd::Models(a)) => models_cmd(a),
        Some(Cmd::Billiards(a)) => billiards_cmd(*a),
    }
}

/// Logs, for a bug report or the curious: off unless `RUST_LOG` asks for them (a screen reader
/// reads the terminal, so nothing is printed unasked), to standard error, without colours.
/// `RUST_LOG=ansage=debug` gives everything: what the recognizer heard, what was said, the
/// engine's conversation, the autosaves; targets `ansage::listen`, `ansage::said`,
/// `ansage::speech` (latency), `ansage::engine`, `ansage::autosave`, `ansage::devices`.
fn logs() {
    let Ok(filter) = tracing_subscriber::EnvFilter::try_from_default_env() else {
        return;
    };
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(io::stderr)
        .with_ansi(false)
        .try_init();
}

/// What Ansage creates is the user's alone: recordings of his games, saves, settings (files
/// 0600, folders 0700 on Unix).
fn private_files() {
    #[cfg(unix)]
    // SAFETY: umask only sets the process's file creation mask.
    unsafe {
        libc::umask(0o077);
    }
}

/// The language the user's system speaks, where Ansage speaks it: on Windows the user's
/// locale; elsewhere the first language Ansage speaks of GNU's `LANGUAGE` list, else
/// `LC_ALL`, `LC_MESSAGES` or `LANG` as POSIX ranks them (the first one set decides, even
/// when it names a language Ansage does not speak).
fn system_language() -> Option<Language> {
    #[cfg(windows)]
    {
        sys_locale::get_locale().and_then(|l| Language::from_locale(&l))
    }
    #[cfg(not(windows))]
    {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())?;
        // GNU's LANGUAGE, a list of preferences ("fr:ru"), comes first unless the locale is
        // "C": the first of them Ansage speaks, else the locale's language.
        let preferred = std::env::var("LANGUAGE")
            .ok()
            .filter(|_| !matches!(locale.split('.').next(), Some("C" | "POSIX")))
            .and_then(|list| Language::from_locale(&list));
        preferred.or_else(|| Language::from_locale(&locale))
    }
}

/// The language asked for: given, else the settings file's, else the system's, else
/// `otherwise`.
fn language(given: Option<Language>, cfg: &Config, otherwise: Language) -> Language {
    given
        .or(cfg.language)
        .or_else(system_language)
        .unwrap_or(otherwise)
}

fn split_names(s: &str) -> Vec<String> {
    s.split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The settings file, or the defaults and why it could not be read. Read once a run: a
/// broken file is kept aside on reading, and a second reading would find none and say nothing.
type SettingsFile = (PathBuf, Config, Option<store::Unreadable>);

fn settings_file(explicit: Option<&Path>) -> SettingsFile {
    let path = config::path(explicit);
    match config::load(&path) {
        Ok(c) => (path, c, None),
        Err(bad) => (path, Config::default(), Some(bad)),
    }
}
