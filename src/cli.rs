//! The command line: `ansage console`, `ansage recognize`, `ansage announce`.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use serde_json::{Value, json};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;

use crate::chess::announce::{Style, move_words};
use crate::chess::clock::{GameKind, TimeControl};
use crate::chess::game::IllegalPolicy;
use crate::chess::game::parse_fen;
use crate::chess::matcher::{MatchResult, match_text};
use crate::chess::messages::Msg;
use crate::chess::messages::reason_words;
use crate::chess::session::Settings;
use crate::chess::timekeeper::WarningSettings;
use crate::config::{self, Config};
use crate::console::{self, ConsoleOptions};
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::language::Language;
use crate::store;
use crate::voice::audio::read_wav;
use crate::voice::decode::{self, find_vosk_model};
use crate::voice::engine::{Engine, Recognizer};
use crate::voice::listen::ListenOptions;
use crate::voice::models;

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
}

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
    #[arg(long, conflicts_with = "frames")]
    pub race_to: Option<u8>,
    /// A fixed number of frames instead of a race.
    #[arg(long)]
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
    #[arg(long)]
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
    #[arg(long, default_value_t = 45)]
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
    fn window_size(&self) -> Result<iced::Size, ExitCode> {
        self.size
            .split_once('x')
            .and_then(|(w, h)| Some(iced::Size::new(w.parse().ok()?, h.parse().ok()?)))
            .ok_or_else(|| fail(format!("bad --size {:?} (like 1024x768)", self.size)))
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
    /// Download the official small Vosk model for a language.
    Install {
        /// de, en or ru
        language: String,
    },
    /// The installed models.
    List,
}

#[derive(Args, Clone, Debug, Default)]
pub struct ConsoleArgs {
    /// Language of messages and answers: de (default), en or ru.
    #[arg(long)]
    pub lang: Option<String>,
    /// How moves are spoken: ibca (default), ibca-from, en or ru.
    #[arg(long)]
    pub style: Option<String>,
    /// When a move is read back: always (default), when-inexact or never.
    #[arg(long)]
    pub confirm: Option<String>,
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
    pub illegal: Option<String>,
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
    pub clock: Option<String>,
    /// Spoken time warnings at these times left, e.g. "5m,1m" (the default), or "none".
    #[arg(long)]
    pub warnings: Option<String>,
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
    #[arg(long)]
    pub rate: Option<u8>,
    /// Play the earcons (short sounds for confirmed, not understood, illegal, check, ...).
    #[arg(long)]
    pub earcons: bool,
    /// Play against a UCI engine: "stockfish" (Debian's) or the path of any UCI engine.
    #[arg(long)]
    pub opponent: Option<String>,
    /// The engine's strength, 0 (weakest) to 20.
    #[arg(long, default_value_t = 0)]
    pub opponent_level: u8,
    /// The colour the engine plays: white or black (default black).
    #[arg(long, default_value = "black")]
    pub opponent_color: String,
    /// Tournament mode: no engine, no hints, no analysis (fair play at blind players' events).
    #[arg(long)]
    pub tournament: bool,
    /// The recognizer: vosk or pocketsphinx (default: vosk if a model is given or installed).
    #[arg(long)]
    pub engine: Option<String>,
    /// The recognizer's model folder.
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
    #[arg(long)]
    pub min_confidence: Option<f32>,
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
    pub mode: Option<String>,
    /// The blind player's colour in relay and engine mode: white or black.
    #[arg(long)]
    pub blind: Option<String>,
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
    /// The recognizer for --wav: vosk or pocketsphinx (default: vosk if a model is given or
    /// installed, else pocketsphinx).
    #[arg(long)]
    pub engine: Option<String>,
    /// The recognizer's model folder (Vosk model, or PocketSphinx acoustic model).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// The words listened for: de (IBCA, with letters), en (English, with IBCA file names),
    /// ru, or ko (the Korean test model's words).
    #[arg(long, default_value = "de")]
    pub vocabulary: String,
    /// Below this recognizer confidence (0..1) a recording counts as not understood (0.5 was
    /// chosen on the benchmark's training half: it cut wrong proposals from 20 % to 7 %).
    #[arg(long, default_value_t = 0.5)]
    pub min_confidence: f32,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Language of the reason given for an illegal move.
    #[arg(long, default_value = "en")]
    pub lang: String,
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
    pub style: String,
}

fn fail(msg: impl std::fmt::Display) -> ExitCode {
    eprintln!("ansage: {msg}");
    ExitCode::from(2)
}

pub fn main(cli: Cli) -> ExitCode {
    match cli.command {
        None => window_cmd(WindowArgs::default()),
        Some(Cmd::Window(a)) => window_cmd(*a),
        Some(Cmd::Console(a)) => console_cmd(*a),
        Some(Cmd::Recognize(a)) => recognize_cmd(a),
        Some(Cmd::Announce(a)) => announce_cmd(a),
        Some(Cmd::Models(a)) => models_cmd(a),
        Some(Cmd::Billiards(a)) => billiards_cmd(*a),
    }
}

fn split_names(s: &str) -> Vec<String> {
    s.split(',')
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect()
}

/// The billiards scorer's options from the command line.
pub fn billiards_options(a: &BilliardsArgs) -> Result<crate::scorer::ScorerOptions, ExitCode> {
    use crate::billiards::Discipline;
    use crate::billiards::matchplay::{BreakPolicy, Format, MatchConfig};
    use crate::billiards::team::TeamFormat;
    use crate::scorer::{ScorerOptions, Setup};
    // The language: given, else the settings file's, else English (the recognizer that needs
    // no download hears English).
    let lang_code = a.table.lang.clone().unwrap_or_else(|| {
        config::load(&config::path(a.table.config.as_deref()))
            .ok()
            .and_then(|c| c.language)
            .unwrap_or_else(|| "en".into())
    });
    let table = table_options(ConsoleArgs {
        lang: Some(lang_code),
        // The billiards scorer records nothing.
        no_record: true,
        ..a.table.clone()
    })?;
    let team = match a.team.as_deref() {
        None => None,
        Some(name) => match TeamFormat::from_slug(name) {
            Some(f) => Some(f),
            None => {
                return Err(fail(format!(
                    "unknown team format {name:?} (pyramid-trinity, free-pyramid-3, \
                     free-pyramid-2, pool-3, snooker-3)"
                )));
            }
        },
    };
    let discipline = match (a.discipline.as_deref(), team) {
        (Some(d), _) => match Discipline::from_slug(d) {
            Some(d) => d,
            None => {
                let all: Vec<&str> = Discipline::ALL.iter().map(|d| d.slug()).collect();
                return Err(fail(format!(
                    "unknown discipline {d:?} ({})",
                    all.join(", ")
                )));
            }
        },
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
    let mut names = a.players.as_deref().map(split_names).unwrap_or_default();
    let pairs = match a.pairs.as_deref() {
        None => None,
        Some(p) => {
            let sides: Vec<Vec<String>> = p.split(';').map(split_names).collect();
            match sides.as_slice() {
                [x, y] if x.len() == 2 && y.len() == 2 => {
                    if names.is_empty() {
                        names = vec![x.join(" & "), y.join(" & ")];
                    }
                    Some([[x[0].clone(), x[1].clone()], [y[0].clone(), y[1].clone()]])
                }
                _ => return Err(fail("--pairs \"Anna,Boris;Clara,Denis\"")),
            }
        }
    };
    if names.len() != 2 {
        names = (1..=2)
            .map(|n| {
                let n = n.to_string();
                crate::shared::i18n::t(table.settings.language, "bil-default-player", &[("n", n)])
            })
            .collect();
    }
    let mut config = MatchConfig::new(discipline, format, [names[0].clone(), names[1].clone()]);
    config.pairs = pairs;
    if let Some(p) = a.break_policy.as_deref() {
        match BreakPolicy::from_name(p) {
            Some(p) => config.break_policy = p,
            None => {
                return Err(fail(format!(
                    "unknown break policy {p:?} (alternate, winner, loser, trailing)"
                )));
            }
        }
    }
    config.rules.target = a.target;
    for r in &a.rules {
        let Some((k, v)) = r.split_once('=') else {
            return Err(fail(format!("--rule {r:?}: KEY=VALUE")));
        };
        if let Err(e) = config.rules.set(k.trim(), v.trim()) {
            return Err(fail(e));
        }
    }
    config.shot_clock_seconds = a.shot_clock_seconds.max(1);
    config.competition = a.competition.clone().unwrap_or_default();
    config.venue = a.venue.clone().unwrap_or_default();
    config.referee = a.referee.clone().unwrap_or_default();
    let setup = match team {
        None => Setup::Single(config),
        Some(format) => {
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
                base: config,
            }
        }
    };
    Ok(ScorerOptions {
        lang: table.settings.language,
        confirm: table.settings.confirm,
        data_dir: table.data_dir,
        setup,
        listen: table.listen,
        speak: table.speak,
        fresh: a.fresh,
        choose: a.discipline.is_none() && team.is_none(),
    })
}

fn billiards_cmd(mut a: BilliardsArgs) -> ExitCode {
    let display = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()));
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
        Ok(o) => o,
        Err(code) => return code,
    };
    let result = match mode.as_str() {
        "console" => crate::scorer::run(opts, io::BufReader::new(io::stdin()), io::stdout()),
        "window" if !display => {
            eprintln!("ansage: no display; starting the console mode");
            crate::scorer::run(opts, io::BufReader::new(io::stdin()), io::stdout())
        }
        "window" => {
            let size = match a.window.window_size() {
                Ok(s) => s,
                Err(code) => return code,
            };
            crate::gui::scoreboard::run(opts, size).map_err(io::Error::other)
        }
        other => {
            return fail(format!(
                "unknown mode {other:?} (console, window, recognize)"
            ));
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// `billiards phrases`: what can be said in a discipline, one JSON line per phrase (a list of
/// slots, each a list of alternatives), for the benchmark's corpus and the help.
fn billiards_phrases(a: &BilliardsArgs) -> ExitCode {
    use crate::billiards::Discipline;
    use crate::billiards::words::{Names, phrases};
    let lang = a.table.lang.clone().unwrap_or_else(|| "en".into());
    let Some(language) = Language::from_code(&lang) else {
        return fail(format!("unknown language {lang:?}"));
    };
    let Some(d) = a.discipline.as_deref().and_then(Discipline::from_slug) else {
        return fail("--discipline is needed");
    };
    let names = Names {
        sides: ["Player 1".into(), "Player 2".into()],
        pairs: None,
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for p in phrases(language, d, &names) {
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

/// `billiards recognize`: words (or recordings) to the event they mean in a discipline, as
/// JSON lines: {"id", "heard", "action", "words"}.
fn billiards_recognize(a: &BilliardsArgs) -> ExitCode {
    use crate::billiards::words::{self, Command, Ctx, Names};
    use crate::billiards::{Discipline, Player};
    let lang = a.table.lang.clone().unwrap_or_else(|| "en".into());
    let Some(language) = Language::from_code(&lang) else {
        return fail(format!("unknown language {lang:?}"));
    };
    let names = Names {
        sides: ["Player 1".into(), "Player 2".into()],
        pairs: None,
    };
    let mut jobs: Vec<(Value, Discipline, Option<String>, Option<PathBuf>)> = Vec::new();
    let default_d = a.discipline.as_deref().and_then(Discipline::from_slug);
    if let Some(batch) = &a.batch {
        let text = match std::fs::read_to_string(batch) {
            Ok(t) => t,
            Err(e) => return fail(format!("{}: {e}", batch.display())),
        };
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let v: Value = match serde_json::from_str(line) {
                Ok(v) => v,
                Err(e) => return fail(format!("{line}: {e}")),
            };
            let Some(d) = v["discipline"]
                .as_str()
                .and_then(Discipline::from_slug)
                .or(default_d)
            else {
                return fail(format!("{line}: no discipline"));
            };
            let text = v["text"].as_str().map(str::to_string);
            let wav = v["wav"].as_str().map(PathBuf::from);
            jobs.push((v["id"].clone(), d, text, wav));
        }
    } else {
        let Some(d) = default_d else {
            return fail("--discipline is needed");
        };
        jobs.push((Value::Null, d, a.text.clone(), a.wav.clone()));
    }
    let needs_audio = jobs.iter().any(|j| j.3.is_some());
    let mut rec: Option<Box<dyn Recognizer>> = None;
    if needs_audio {
        let engine = match a.table.engine.as_deref().map(Engine::from_name) {
            None => None,
            Some(Some(e)) => Some(e),
            Some(None) => return fail("unknown engine (vosk, pocketsphinx)"),
        };
        match decode::open(
            engine,
            a.table.model.as_deref(),
            &format!("billiards-{lang}"),
        ) {
            Ok(r) => rec = Some(r),
            Err(e) => return fail(e),
        }
    }
    let ctx = Ctx::new(Player::A, None, false, false);
    let mut listening_for = None;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for (id, d, text, wav) in jobs {
        let mut confidence = 1.0f32;
        let heard = match (text, wav, rec.as_mut()) {
            (Some(t), _, _) => t,
            (None, Some(w), Some(r)) => {
                if listening_for != Some(d) {
                    let known = r.vocabulary().words();
                    let phrases = crate::shared::grammar::hearable(
                        words::phrases(language, d, &names),
                        &known,
                    );
                    if let Err(e) = r.listen_for(&phrases) {
                        return fail(e);
                    }
                    listening_for = Some(d);
                }
                let samples = match read_wav(&w) {
                    Ok(s) => s,
                    Err(e) => return fail(e),
                };
                match r.decode_whole(&samples) {
                    Ok(h) => {
                        confidence = h.iter().map(|h| h.confidence).fold(1.0, f32::min);
                        h.into_iter().map(|h| h.text).collect::<Vec<_>>().join(" ")
                    }
                    Err(e) => return fail(e),
                }
            }
            _ => return fail("--text or --wav"),
        };
        // As the listener does: too little confidence is "say it again", not a proposal.
        let min = a.table.min_confidence.unwrap_or(0.5);
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
            "id": id,
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
    let opts = match table_options(a) {
        Ok(o) => o,
        Err(code) => return code,
    };
    match console::run(opts, io::BufReader::new(io::stdin()), io::stdout()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// The window; without a display, the console mode (said on stderr).
fn window_cmd(mut w: WindowArgs) -> ExitCode {
    let display = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|d| !d.is_empty()));
    let cfg = config::load(&config::path(w.table.config.as_deref())).unwrap_or_default();
    w.table.listen |= !w.window.no_listen;
    w.table.speak |= !w.window.no_speak && cfg.speak.unwrap_or(true);
    if !display {
        eprintln!("ansage: no display; starting the console mode (ansage console --help)");
        return console_cmd(w.table);
    }
    let size = match w.window.window_size() {
        Ok(s) => s,
        Err(code) => return code,
    };
    let blind = match w.blind.as_deref().or(cfg.blind_color.as_deref()) {
        None | Some("white") => shakmaty::Color::White,
        Some("black") => shakmaty::Color::Black,
        Some(other) => return fail(format!("--blind {other:?}: white or black")),
    };
    let mode = match w.mode.as_deref() {
        None => None,
        Some(name) => match crate::gui::Mode::from_name(name, blind) {
            Some(m) => Some(m),
            None => {
                return fail(format!(
                    "unknown mode {name:?} (relay, two-voices, engine, review)"
                ));
            }
        },
    };
    if let Some(crate::gui::Mode::Engine { engine }) = mode
        && w.table.opponent.is_none()
        && !w.table.tournament
    {
        w.table.opponent = Some("stockfish".into());
        w.table.opponent_color = if engine == shakmaty::Color::White {
            "white".into()
        } else {
            "black".into()
        };
        if let Some(level) = cfg.engine_level {
            w.table.opponent_level = level;
        }
    }
    let fresh = w.table.fen.is_some();
    let opts = match table_options(w.table) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let launch = crate::gui::Launch { mode, fresh, size };
    match crate::gui::run(opts, launch) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

/// The table's options from the command line and the settings file (an option given now, else
/// the settings file, else the built-in default).
pub fn table_options(a: ConsoleArgs) -> Result<ConsoleOptions, ExitCode> {
    let config_path = config::path(a.config.as_deref());
    let (cfg, notice) = match config::load(&config_path) {
        Ok(c) => (c, None),
        Err(bad) => (
            Config::default(),
            Some(Msg::ConfigUnreadable(
                bad.problem,
                bad.kept_at.map(|p| p.display().to_string()),
            )),
        ),
    };
    // An option given now, else the settings file, else the built-in default.
    let pick = |cli: &Option<String>, saved: &Option<String>, default: &str| {
        cli.clone()
            .or_else(|| saved.clone())
            .unwrap_or_else(|| default.to_string())
    };
    let lang = pick(&a.lang, &cfg.language, "de");
    let style_name = pick(&a.style, &cfg.style, "ibca");
    let confirm_name = pick(&a.confirm, &cfg.confirm, "always");
    let illegal_name = pick(&a.illegal, &cfg.illegal, "auto");
    let warnings = pick(&a.warnings, &cfg.warnings, "5m,1m");
    let clock_spec = a.clock.clone().or_else(|| cfg.clock.clone());
    let Some(language) = Language::from_code(&lang) else {
        return Err(fail(format!("unknown language {lang:?} (de, en, ru)")));
    };
    let Some(style) = Style::from_name(&style_name) else {
        return Err(fail(format!(
            "unknown style {style_name:?} (ibca, ibca-from, en, ru)"
        )));
    };
    let Ok(confirm) = confirm_name.parse::<ConfirmPolicy>() else {
        return Err(fail(format!(
            "unknown confirmation policy {confirm_name:?} (always, when-inexact, never)"
        )));
    };
    let clock = match clock_spec.as_deref() {
        None | Some("none") => None,
        Some(spec) => match TimeControl::parse(spec) {
            Ok(c) => Some(c),
            Err(e) => return Err(fail(format!("bad clock {spec:?}: {e}"))),
        },
    };
    let illegal_policy = match (illegal_name.as_str(), &clock) {
        ("auto", None) => IllegalPolicy::Standard,
        ("auto", Some(c)) => match c.kind() {
            GameKind::Standard => IllegalPolicy::Standard,
            GameKind::Rapid => IllegalPolicy::Rapid,
            GameKind::Blitz => IllegalPolicy::Blitz,
        },
        (name, _) => match console::illegal_policy(name) {
            Some(p) => p,
            None => {
                return Err(fail(format!(
                    "unknown illegal-move rule {name:?} (auto, standard, rapid, blitz)"
                )));
            }
        },
    };
    if let Some(fen) = &a.fen
        && let Err(e) = parse_fen(fen)
    {
        return Err(fail(e));
    }
    if a.tournament && a.opponent.is_some() {
        return Err(fail(
            "tournament mode allows no engine: drop --opponent or --tournament",
        ));
    }
    let opponent = match a.opponent.as_deref() {
        None => None,
        Some(name) => {
            let path = if name == "stockfish" {
                PathBuf::from(crate::opponent::STOCKFISH)
            } else {
                PathBuf::from(name)
            };
            let color = match a.opponent_color.as_str() {
                "white" => shakmaty::Color::White,
                "black" => shakmaty::Color::Black,
                other => return Err(fail(format!("--opponent-color {other:?}: white or black"))),
            };
            Some((path, a.opponent_level.min(20), color))
        }
    };
    let Some(thresholds) = console::parse_warnings(&warnings) else {
        return Err(fail(format!(
            "bad warnings {warnings:?} (like 5m,1m or none)"
        )));
    };
    let data_dir = store::data_dir(a.data_dir.as_deref());
    let listen = if a.listen {
        let engine = match a.engine.as_deref().or(cfg.engine.as_deref()) {
            None => None,
            Some(name) => match Engine::from_name(name) {
                Some(e) => Some(e),
                None => {
                    return Err(fail(format!(
                        "unknown engine {name:?} (vosk, pocketsphinx)"
                    )));
                }
            },
        };
        let vocabulary = pick(&a.vocabulary, &cfg.vocabulary, &lang);
        let model = a.model.clone().or_else(|| cfg.model.clone()).or_else(|| {
            (engine != Some(Engine::PocketSphinx))
                .then(|| find_vosk_model(&data_dir, &vocabulary))
                .flatten()
        });
        Some(ListenOptions {
            engine,
            model,
            vocabulary,
            device: a.device.clone().or_else(|| cfg.device.clone()),
            min_confidence: a.min_confidence.or(cfg.min_confidence).unwrap_or(0.5),
            push_to_talk: a.push_to_talk || cfg.push_to_talk.unwrap_or(false),
            phrases: None,
        })
    } else {
        None
    };
    let opts = ConsoleOptions {
        settings: Settings {
            language,
            style,
            confirm,
        },
        fen: a.fen,
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
        listen,
        opponent,
        tournament: a.tournament,
        record: !a.no_record && cfg.record.unwrap_or(true),
        earcons: (a.earcons || cfg.earcons.unwrap_or(false)).then(|| {
            cfg.earcons_off
                .iter()
                .flatten()
                .filter_map(|n| crate::shared::earcon::Earcon::from_name(n))
                .collect()
        }),
        speak: (a.speak || cfg.speak.unwrap_or(false))
            .then(|| a.rate.or(cfg.rate).unwrap_or(50).min(100)),
        config_path,
        config: cfg,
        notice,
    };
    Ok(opts)
}

/// The result of matching one text, as the JSON object of `recognize --json`.
pub fn recognize_json(fen: &str, text: &str, lang: Language) -> Result<Value, String> {
    let pos = parse_fen(fen)?;
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

/// A recognizer opened on first use, for --wav and batches with "wav".
struct Voice<'a> {
    args: &'a RecognizeArgs,
    rec: Option<Box<dyn Recognizer>>,
}

impl Voice<'_> {
    fn recognize(&mut self, fen: &str, wav: &Path, lang: Language) -> Result<Value, String> {
        let pos = parse_fen(fen)?;
        let samples = read_wav(wav)?;
        if self.rec.is_none() {
            let engine = match self.args.engine.as_deref() {
                None => None,
                Some(name) => Some(
                    Engine::from_name(name)
                        .ok_or_else(|| format!("unknown engine {name:?} (vosk, pocketsphinx)"))?,
                ),
            };
            let found = self.args.model.clone().or_else(|| {
                (engine != Some(Engine::PocketSphinx))
                    .then(|| find_vosk_model(&store::data_dir(None), &self.args.vocabulary))
                    .flatten()
            });
            self.rec = Some(
                decode::open(engine, found.as_deref(), &self.args.vocabulary).map_err(|e| e.0)?,
            );
        }
        let rec = self.rec.as_mut().expect("opened above");
        let d = decode::decode(rec.as_mut(), &pos, &samples).map_err(|e| e.0)?;
        let (text, confidence) = match &d.heard {
            Some(h) => (h.text.clone(), h.confidence),
            None => (String::new(), 0.0),
        };
        let mut v = if confidence < self.args.min_confidence {
            recognize_json(fen, "", lang)?
        } else {
            recognize_json(fen, &text, lang)?
        };
        v["heard"] = json!(text);
        v["confidence"] = json!(confidence);
        v["engine"] = json!(rec.engine());
        v["decode_ms"] = json!((d.decode_ms * 10.0).round() / 10.0);
        v["audio_ms"] = json!(d.audio_ms.round());
        Ok(v)
    }
}

fn recognize_cmd(a: RecognizeArgs) -> ExitCode {
    let Some(lang) = Language::from_code(&a.lang) else {
        return fail(format!("unknown language {:?}", a.lang));
    };
    let mut voice = Voice {
        args: &a,
        rec: None,
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
            Err(e) => return fail(format!("{}: {e}", path.display())),
        };
        for line in io::BufReader::new(file).lines() {
            let line = match line {
                Ok(l) => l,
                Err(e) => return fail(e),
            };
            if line.trim().is_empty() {
                continue;
            }
            let v = match serde_json::from_str::<Value>(&line) {
                Ok(input) => {
                    let fen = input["fen"].as_str().unwrap_or("startpos");
                    let result = match input["wav"].as_str() {
                        Some(wav) => voice.recognize(fen, Path::new(wav), lang),
                        None => recognize_json(fen, input["text"].as_str().unwrap_or(""), lang),
                    };
                    let mut v = result.unwrap_or_else(|e| json!({"status": "error", "error": e}));
                    v["id"] = input["id"].clone();
                    v
                }
                Err(e) => {
                    json!({"id": null, "status": "error", "error": format!("bad JSON line: {e}")})
                }
            };
            if emit(&mut out, &v).is_err() {
                return ExitCode::FAILURE;
            }
        }
        return ExitCode::SUCCESS;
    }
    let result = match (&a.text, &a.wav) {
        (Some(text), _) => recognize_json(&a.fen, text, lang),
        (None, Some(wav)) => voice.recognize(&a.fen, wav, lang),
        (None, None) => return fail("give --text WORDS, --wav FILE or --batch FILE"),
    };
    match result {
        Ok(v) => {
            let _ = emit(&mut out, &v);
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

fn models_cmd(a: ModelsArgs) -> ExitCode {
    let data = store::data_dir(a.data_dir.as_deref());
    match a.action {
        ModelsAction::List => {
            let found = models::installed(&data);
            if found.is_empty() {
                println!(
                    "No Vosk model is installed in {}. Install one with: ansage models install de|en|ru",
                    models::models_dir(&data).display()
                );
            }
            for (v, p) in found {
                println!("{v}: {}", p.display());
            }
            ExitCode::SUCCESS
        }
        ModelsAction::Install { language } => {
            let mut last = None;
            let result = models::install(&language, &data, models::BASE_URL, |done, total| {
                let shown = match total {
                    Some(t) if t > 0 => format!("{} %", done * 100 / t),
                    _ => format!("{} MB", done / 1_000_000),
                };
                if last.as_ref() != Some(&shown) {
                    eprint!("\rDownloading: {shown}   ");
                    last = Some(shown);
                }
            });
            eprintln!();
            match result {
                Ok(path) => {
                    println!("Installed: {}", path.display());
                    ExitCode::SUCCESS
                }
                Err(e) => fail(e),
            }
        }
    }
}

fn announce_cmd(a: AnnounceArgs) -> ExitCode {
    let Some(style) = Style::from_name(&a.style) else {
        return fail(format!("unknown style {:?}", a.style));
    };
    let pos = match parse_fen(&a.fen) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let m = match a.uci.parse::<UciMove>().map(|u| u.to_move(&pos)) {
        Ok(Ok(m)) => m,
        _ => return fail(format!("{} is not a legal move in this position", a.uci)),
    };
    println!("{}", move_words(&pos, m, style));
    ExitCode::SUCCESS
}
