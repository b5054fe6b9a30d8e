//! The typed commands of the two tables, as values. A console line is parsed here once
//! (`chess`, `billiards`); the window sends the same values from its keys and menus, never text.
//! A setting is one [`Setting`] value, whichever way it came: typed (`set style en`), from the
//! window's settings screen, or read from the settings file, which keeps it (`remember`).

use std::path::PathBuf;

use shakmaty::{Chess, Color, Square};

use crate::billiards::words::Command as BilliardsWords;
use crate::chess::announce::Style;
use crate::chess::clock::ClockSpec;
use crate::chess::game::{Forfeit, IllegalPolicy, parse_fen};
use crate::chess::lexicon::Lexicon;
use crate::chess::session::{ClockAction, QuickplayDecision, Request};
use crate::chess::timekeeper::Thresholds;
use crate::config::Config;
/// How the window's online game is found, and its time control: values the window sends.
pub use crate::online::client::Clock as OnlineClock;
pub use crate::online::link::Plan as OnlinePlan;
use crate::shared::choice::NotOneOf;
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::earcon::Earcon;
use crate::shared::language::Language;
use crate::shared::mistake::Mistake;
use crate::shared::time::{Millis, parse_duration};

/// The longest typed line taken (bytes): far more than any move or command, far less than
/// what would exhaust memory. A longer one is refused with a message and skipped.
pub const MAX_LINE: usize = 4096;

/// What the assistant, the arbiter or a script asks of the chess table (`help` lists them).
#[derive(Clone, Debug, PartialEq)]
pub enum ChessCommand {
    Quit,
    /// The typed commands and the spoken ones.
    Help,
    Fen,
    Pgn,
    ScoreSheet,
    /// The game as PGN, with the recording's cues as comments.
    Save(PathBuf),
    /// A PGN file, and which of its games (the first when not said; a file of several games
    /// has them listed).
    Load(PathBuf, Option<GameChoice>),
    /// The games kept in the archive; `load N` loads the Nth.
    Games,
    LoadKept(usize),
    /// A new game from this position (the start position if none), at once.
    New(Option<Chess>),
    /// The sealed-move envelope of an adjourned game (appendix A2).
    Envelope,
    /// Manual time: let this much pass.
    Wait(Millis),
    Listen(bool),
    /// The sighted player touched the piece on this square (supplement 2.9e).
    Touched(Option<Square>),
    /// Both clocks as digits (`None`), or one of the arbiter's clock operations.
    Clock(Option<ClockAction>),
    /// The arbiter's decision on a claim under 10.2.
    Quickplay(QuickplayDecision),
    /// A move already made on the physical board (no read-back; an illegal one by 7.4).
    Played(String),
    /// The game's event and round (the PGN's tags, the envelope's A2 lines).
    Event(String),
    Round(String),
    /// The date, time and place of an adjourned game's resumption (A2ж).
    Resumption(String),
    /// The arbiter declares the game lost for a side (13.4г: 6.7, 12.2б, 12.8).
    Forfeit(Color, Forfeit),
    /// The arbiter declares the game lost for both (12.9).
    ForfeitBoth,
    /// A side is absent at the agreed time of an adjourned game's resumption (A9).
    Absent(Color),
    /// An illegal move by the side to move, seen on the board (7.4), with the squares it went
    /// from and to ("c1 f4"), which rapid and blitz need (Б6, В3).
    Illegal(Option<String>),
    Replay(Replay),
    /// Each move as heard, read back, confirmed and played (2.7-2.8).
    Dispute,
    /// The device statement for the arbiter, said and printed; with a path, written there.
    Statement(Option<PathBuf>),
    /// The recording's cue sheet.
    Cues(PathBuf),
    /// The score sheet for printing or embossing (with the envelope when adjourned).
    Print(PathBuf),
    Set(Setting),
    /// A request the player could also say (the window's keys).
    Ask(Request),
    /// Anything else: words, as the player would say them.
    Words(String),
}

/// Which move of the recording to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replay {
    Move(u32),
    Next,
    Prev,
    Stop,
}

/// A setting of the chess table, kept in the settings file for the next start.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    Style(Style),
    Confirm(ConfirmPolicy),
    Language(Language),
    Illegal(IllegalPolicy),
    Rate(u8),
    Pitch(u8),
    Volume(u8),
    /// A Speech Dispatcher voice by (part of) its name; empty for the language's voice.
    Voice(String),
    Earcon(Earcon, bool),
    /// The time control; a new clock starts now.
    Clock(ClockSpec),
    Warnings(Thresholds),
    Marks(bool),
    /// The time warnings in words, or as the low-time earcon only.
    WarningsSpoken(bool),
    Record(bool),
}

/// Why a typed line was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// An unknown setting or a bad value (the line or its argument, as typed).
    BadSetting(String),
    /// A value that does not parse, with why.
    Error(Mistake),
    /// A word that is not one of those taken (for the command named).
    NotOneOf(&'static str, NotOneOf),
    /// A number outside the range a setting takes.
    OutOfRange {
        key: String,
        given: String,
        low: u32,
        high: u32,
    },
}

impl Setting {
    /// `set KEY VALUE`: an unknown key, and a value that is not one the key takes, are refused
    /// saying which (a rate of 300 was "an unknown setting").
    pub fn parse(key: &str, value: &str) -> Result<Setting, Refused> {
        let percent = || {
            value
                .parse::<u8>()
                .ok()
                .filter(|r| *r <= 100)
                .ok_or_else(|| Refused::OutOfRange {
                    key: key.to_string(),
                    given: value.to_string(),
                    low: 0,
                    high: 100,
                })
        };
        let not_one_of = |key: &'static str| move |not: NotOneOf| Refused::NotOneOf(key, not);
        let on_off = |key: &'static str, w: &str| {
            on_off(w).ok_or_else(|| Refused::NotOneOf(key, NotOneOf::new(key, w, &["on", "off"])))
        };
        Ok(match key {
            "style" => Setting::Style(value.parse().map_err(not_one_of("style"))?),
            "confirm" => Setting::Confirm(value.parse().map_err(not_one_of("confirm"))?),
            "lang" | "language" => Setting::Language(value.parse().map_err(not_one_of("lang"))?),
            "illegal" => Setting::Illegal(value.parse().map_err(not_one_of("illegal"))?),
            "rate" => Setting::Rate(percent()?),
            "pitch" => Setting::Pitch(percent()?),
            "volume" => Setting::Volume(percent()?),
            "voice" => Setting::Voice(value.to_string()),
            "earcon" => {
                let (name, state) = value.split_once(' ').unwrap_or((value, ""));
                let earcon = Earcon::from_name(name)
                    .ok_or_else(|| Refused::BadSetting(format!("{key} {value}")))?;
                Setting::Earcon(earcon, on_off("earcon", state)?)
            }
            "clock" => Setting::Clock(value.parse().map_err(Refused::Error)?),
            "warnings" => Setting::Warnings(value.parse().map_err(Refused::Error)?),
            "marks" => Setting::Marks(on_off("marks", value)?),
            "warnings-spoken" => Setting::WarningsSpoken(on_off("warnings-spoken", value)?),
            "record" => Setting::Record(on_off("record", value)?),
            _ => return Err(Refused::BadSetting(format!("{key} {value}"))),
        })
    }

    /// The key and the value, as `set` takes them (for the note that confirms a setting).
    pub fn words(&self) -> (&'static str, String) {
        let on_off = |b: bool| if b { "on" } else { "off" }.to_string();
        match self {
            Setting::Style(s) => ("style", s.name().into()),
            Setting::Confirm(c) => ("confirm", c.name().into()),
            Setting::Language(l) => ("lang", l.code().into()),
            Setting::Illegal(p) => ("illegal", p.name().into()),
            Setting::Rate(n) => ("rate", n.to_string()),
            Setting::Pitch(n) => ("pitch", n.to_string()),
            Setting::Volume(n) => ("volume", n.to_string()),
            Setting::Voice(v) => ("voice", v.clone()),
            Setting::Earcon(e, on) => ("earcon", format!("{} {}", e.name(), on_off(*on))),
            Setting::Clock(c) => ("clock", c.to_string()),
            Setting::Warnings(t) => ("warnings", t.to_string()),
            Setting::Marks(b) => ("marks", on_off(*b)),
            Setting::WarningsSpoken(b) => ("warnings-spoken", on_off(*b)),
            Setting::Record(b) => ("record", on_off(*b)),
        }
    }

    /// Keeps the setting as the default of the next start; `earcons_off` is the earcons now
    /// turned off.
    pub fn remember(&self, c: &mut Config, earcons_off: Option<Vec<Earcon>>) {
        match self {
            Setting::Style(s) => c.style = Some(*s),
            Setting::Confirm(p) => c.confirm = Some(*p),
            Setting::Language(l) => c.language = Some(*l),
            Setting::Illegal(p) => c.illegal = Some((*p).into()),
            Setting::Rate(n) => c.rate = Some(*n),
            Setting::Pitch(n) => c.pitch = Some(*n),
            Setting::Volume(n) => c.volume = Some(*n),
            Setting::Voice(v) => c.voice = (!v.is_empty()).then(|| v.clone()),
            Setting::Earcon(..) => {
                if let Some(off) = earcons_off {
                    c.earcons_off = Some(off);
                }
            }
            Setting::Clock(spec) => c.clock = Some(spec.clone()),
            Setting::Warnings(t) => c.warnings = Some(t.clone()),
            Setting::Marks(b) => c.marks = Some(*b),
            Setting::WarningsSpoken(b) => c.warnings_spoken = Some(*b),
            Setting::Record(b) => c.record = Some(*b),
        }
    }
}

/// A typed line of the chess table: a command of `help`, else words.
pub fn chess(line: &str) -> Result<ChessCommand, Refused> {
    use ChessCommand as C;
    let line = line.trim();
    let (head, arg) = match line.split_once(char::is_whitespace) {
        Some((h, a)) => (h, a.trim()),
        None => (line, ""),
    };
    let path = || file_path(arg);
    let bad = |what: &str| Err(Refused::BadSetting(what.to_string()));
    Ok(match (head.to_lowercase().as_str(), arg.is_empty()) {
        ("quit" | "exit", _) => C::Quit,
        ("help", true) => C::Help,
        ("fen", true) => C::Fen,
        ("pgn", true) => C::Pgn,
        ("scoresheet", true) => C::ScoreSheet,
        ("save", false) => C::Save(path()),
        ("load", false) => match arg.parse::<usize>() {
            Ok(n) if n > 0 => C::LoadKept(n),
            _ => {
                let (file, choice) = load_arguments(arg);
                C::Load(file_path(file), choice)
            }
        },
        ("games", true) => C::Games,
        ("new", true) => C::New(None),
        ("new", false) => C::New(Some(parse_fen(arg).map_err(Refused::Error)?)),
        ("envelope", true) => C::Envelope,
        ("event", false) => C::Event(arg.to_string()),
        ("round", false) => C::Round(arg.to_string()),
        ("resumption", false) => C::Resumption(arg.to_string()),
        ("wait", false) => C::Wait(parse_duration(arg).map_err(Refused::Error)?),
        ("listen", false) if matches!(arg, "on" | "off") => C::Listen(arg == "on"),
        ("touched", false) => C::Touched(square_in(arg)),
        ("clock", _) => match clock(arg) {
            Some(action) => C::Clock(action),
            None => return bad(arg),
        },
        ("replay", false) => C::Replay(match arg {
            "next" => Replay::Next,
            "prev" => Replay::Prev,
            n => n.parse().map_or(Replay::Stop, Replay::Move),
        }),
        ("dispute", true) => C::Dispute,
        ("statement", true) => C::Statement(None),
        ("statement", false) => C::Statement(Some(path())),
        ("cues", false) => C::Cues(path()),
        ("print", false) => C::Print(path()),
        ("quickplay", _) => C::Quickplay(match arg {
            "accept" => QuickplayDecision::Accept,
            "defer" => QuickplayDecision::Defer,
            "reject" => QuickplayDecision::Reject,
            _ => return bad(line),
        }),
        ("played", false) => C::Played(arg.to_string()),
        ("illegal", true) => C::Illegal(None),
        ("illegal", false) => C::Illegal(Some(arg.to_string())),
        ("absent", false) => match arg {
            "white" | "w" => C::Absent(Color::White),
            "black" | "b" => C::Absent(Color::Black),
            _ => {
                let not = NotOneOf::new("side", arg, &["white", "black"]);
                return Err(Refused::NotOneOf("absent", not));
            }
        },
        ("forfeit", false) => {
            let (side, why) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
            let side = match side {
                "white" | "w" => Color::White,
                "black" | "b" => Color::Black,
                // 12.9 has one ground: both refused persistently (12.8).
                "both" if matches!(why.trim(), "" | "refusal") => return Ok(C::ForfeitBoth),
                _ => {
                    let not = NotOneOf::new("side", side, &["white", "black", "both"]);
                    return Err(Refused::NotOneOf("forfeit", not));
                }
            };
            match why.trim().parse::<Forfeit>() {
                Ok(why) => C::Forfeit(side, why),
                Err(not) => return Err(Refused::NotOneOf("forfeit", not)),
            }
        }
        ("set", _) => {
            let (key, value) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
            C::Set(Setting::parse(key, value.trim())?)
        }
        _ => C::Words(line.to_string()),
    })
}

/// "on" or "off".
fn on_off(word: &str) -> Option<bool> {
    match word {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// A square in words or as typed ("Eva vier", "e4").
fn square_in(text: &str) -> Option<Square> {
    let words = Lexicon::builtin().tokenize(text);
    let file = words.iter().find_map(|w| w.file())?;
    let rank = words.iter().find_map(|w| w.rank())?;
    Some(Square::from_coords(file, rank))
}

/// `clock …`: nothing for the readings, else an operation; `None` when it is not one.
fn clock(arg: &str) -> Option<Option<ClockAction>> {
    let words: Vec<&str> = arg.split_whitespace().collect();
    let side = |w: &str| match w {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    };
    Some(Some(match words.as_slice() {
        [] => return Some(None),
        ["pause"] => ClockAction::Pause,
        ["go"] => ClockAction::Go,
        ["undo"] => ClockAction::Undo,
        ["add", who, t] => ClockAction::Add(side(who)?, signed_duration(t)?),
        ["set", who, t] => ClockAction::Set(side(who)?, parse_duration(t).ok()?),
        ["moves", who, n] => ClockAction::Moves(side(who)?, n.parse().ok()?),
        _ => return None,
    }))
}

fn signed_duration(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        Some(rest) => parse_duration(rest).ok().map(|d| -(d as i64)),
        None => parse_duration(text.trim_start_matches('+'))
            .ok()
            .map(|d| d as i64),
    }
}

/// What the marker's console or the scoreboard asks of the billiards table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BilliardsCommand {
    Quit,
    /// The score, the frames, whose turn.
    Status,
    /// The match protocol (.json, .csv for club software, .pdf, .brf, else text).
    Protocol(PathBuf),
    /// The rules settings with their items.
    Settings,
    /// A rules setting (`set KEY VALUE`).
    SetRule(String, String),
    /// The phrases of the discipline.
    Help,
    /// Manual time: let this much pass (`wait 14s`, with `--manual-time`).
    Wait(Millis),
    /// What the marker could also say (the scoreboard's keys).
    Do(BilliardsWords),
    /// Anything else: words, as the marker would say them.
    Words(String),
}

/// A typed line of the billiards table.
pub fn billiards(line: &str) -> BilliardsCommand {
    use BilliardsCommand as C;
    let line = line.trim();
    let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
    match cmd {
        "quit" | "exit" => C::Quit,
        "status" => C::Status,
        "protocol" | "print" if !rest.is_empty() => C::Protocol(PathBuf::from(rest.trim())),
        "settings" => C::Settings,
        "set" if rest.contains(' ') => {
            let (k, v) = rest.split_once(' ').unwrap_or_default();
            C::SetRule(k.to_string(), v.trim().to_string())
        }
        "help" => C::Help,
        "wait" => match parse_duration(rest.trim()) {
            Ok(ms) => C::Wait(ms),
            Err(_) => C::Words(line.to_string()),
        },
        _ => C::Words(line.to_string()),
    }
}

/// Which game of a PGN file to load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// By its number in the file (from 1).
    Number(usize),
    /// The game a player played (part of his name, as the file writes it).
    Player(String),
}

/// `load`'s argument as the file and the game chosen: "games.pgn 3" is the third game,
/// "games.pgn Kasparov" Kasparov's; a file with spaces in its name, or one that does not end
/// in ".pgn", is given in quotes when a game is chosen ("\"my games\" 3").
fn load_arguments(arg: &str) -> (&str, Option<GameChoice>) {
    let arg = arg.trim();
    let (file, rest) = match arg.chars().next() {
        Some(q @ ('"' | '\'')) => match arg[1..].find(q) {
            Some(end) => arg.split_at(end + 2),
            None => (arg, ""),
        },
        _ => {
            // After the last ".pgn" that ends a word; else the number after the last space.
            let lower = arg.to_lowercase();
            match lower.rfind(".pgn ") {
                Some(at) => arg.split_at(at + 4),
                None => match arg.rsplit_once(char::is_whitespace) {
                    Some((file, k)) if k.parse::<usize>().is_ok() => (file, k),
                    _ => (arg, ""),
                },
            }
        }
    };
    let rest = rest.trim();
    let choice = match rest.parse::<usize>() {
        _ if rest.is_empty() => None,
        Ok(n) if n > 0 => Some(GameChoice::Number(n)),
        Ok(_) => None,
        Err(_) => Some(GameChoice::Player(rest.to_string())),
    };
    (file.trim(), choice)
}

/// A path as typed: in quotes when it has spaces ("…" or '…'), and `~/` for the home folder,
/// as a shell reads them.
pub fn file_path(arg: &str) -> PathBuf {
    let arg = arg.trim();
    let unquoted = ['"', '\'']
        .iter()
        .find_map(|q| arg.strip_prefix(*q).and_then(|a| a.strip_suffix(*q)))
        .unwrap_or(arg);
    match unquoted.strip_prefix("~/") {
        Some(rest) => directories::BaseDirs::new()
            .map(|d| d.home_dir().join(rest))
            .unwrap_or_else(|| PathBuf::from(unquoted)),
        None if unquoted == "~" => directories::BaseDirs::new()
            .map(|d| d.home_dir().to_path_buf())
            .unwrap_or_else(|| PathBuf::from(unquoted)),
        None => PathBuf::from(unquoted),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn load_takes_a_file_and_a_game_by_number_or_player() {
        let load = |line: &str| match chess(line) {
            Ok(ChessCommand::Load(path, choice)) => (path.display().to_string(), choice),
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(load("load club.pgn"), ("club.pgn".into(), None));
        assert_eq!(
            load("load club.pgn 3"),
            ("club.pgn".into(), Some(GameChoice::Number(3)))
        );
        assert_eq!(
            load("load My Games/club.pgn Garry Kasparov"),
            (
                "My Games/club.pgn".into(),
                Some(GameChoice::Player("Garry Kasparov".into()))
            )
        );
        assert_eq!(
            load("load \"round 2\" 4"),
            ("round 2".into(), Some(GameChoice::Number(4)))
        );
        assert_eq!(load("load my games.pgn"), ("my games.pgn".into(), None));
        assert_eq!(
            load("load round 2"),
            ("round".into(), Some(GameChoice::Number(2)))
        );
    }

    #[test]
    fn typed_lines_become_commands_and_settings_round_trip() {
        assert_eq!(chess("quit"), Ok(ChessCommand::Quit));
        assert_eq!(chess("save"), Ok(ChessCommand::Words("save".into())));
        assert_eq!(
            chess("clock add white -1m"),
            Ok(ChessCommand::Clock(Some(ClockAction::Add(
                Color::White,
                -60_000
            ))))
        );
        assert_eq!(chess("clock"), Ok(ChessCommand::Clock(None)));
        assert_eq!(
            chess("clock undo"),
            Ok(ChessCommand::Clock(Some(ClockAction::Undo)))
        );
        assert_eq!(
            chess("clock sideways"),
            Err(Refused::BadSetting("sideways".into()))
        );
        assert_eq!(
            chess("touched Eva vier"),
            Ok(ChessCommand::Touched(Some(Square::E4)))
        );
        assert_eq!(chess("replay x"), Ok(ChessCommand::Replay(Replay::Stop)));
        assert!(matches!(chess("new 8/8"), Err(Refused::Error(_))));
        assert!(matches!(chess("wait 5x"), Err(Refused::Error(_))));
        assert_eq!(
            chess("set colour red"),
            Err(Refused::BadSetting("colour red".into()))
        );
        for line in [
            "style ibca-from",
            "confirm when-inexact",
            "lang ru",
            "illegal blitz",
            "rate 70",
            "earcon check off",
            "clock blitz-5",
            "warnings 5m,1m",
            "marks on",
            "record off",
        ] {
            let (k, v) = line.split_once(' ').unwrap();
            let s = Setting::parse(k, v).unwrap_or_else(|e| panic!("{line}: {e:?}"));
            assert_eq!(s.words(), (k, v.to_string()), "{line}");
        }
        assert_eq!(
            Setting::parse("rate", "101"),
            Err(Refused::OutOfRange {
                key: "rate".into(),
                given: "101".into(),
                low: 0,
                high: 100
            })
        );
        assert!(matches!(
            Setting::parse("clock", "5124095576040h"),
            Err(Refused::Error(e)) if e.to_string().contains("from 0s to 24h")
        ));
        let mut c = Config::default();
        Setting::parse("clock", "classical")
            .unwrap()
            .remember(&mut c, None);
        assert_eq!(c.clock.unwrap().text, "classical");
    }

    #[test]
    fn billiards_lines() {
        assert_eq!(billiards("status"), BilliardsCommand::Status);
        assert_eq!(
            billiards("set target 50"),
            BilliardsCommand::SetRule("target".into(), "50".into())
        );
        assert_eq!(billiards("set x"), BilliardsCommand::Words("set x".into()));
        assert_eq!(
            billiards("protocol /tmp/p.pdf"),
            BilliardsCommand::Protocol("/tmp/p.pdf".into())
        );
    }
}
