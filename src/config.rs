//! The settings file: `config.toml` in the user's config folder (`~/.config/ansage/` on Linux,
//! or `$ANSAGE_CONFIG`, or `--config`). It holds the defaults a user chose (`set ...` in the
//! console and the window's settings write them); a command-line option overrides it for one
//! run. Every value is the type that uses it, read and written by serde, so a setting is parsed
//! in one place. A broken file is reported, kept aside untouched, and the built-in defaults
//! apply.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::chess::announce::Style;
use crate::chess::clock::{ClockSpec, Side};
use crate::chess::game::IllegalRule;
use crate::chess::timekeeper::Thresholds;
use crate::shared::choice::NotOneOf;
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::earcon::Earcon;
use crate::shared::language::Language;
use crate::store::{self, Unreadable};
use crate::voice::recognizer::Engine;

/// How the window's game is played (with the blind player's colour, `gui::Mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameMode {
    Relay,
    TwoVoices,
    Engine,
    Review,
}

impl GameMode {
    pub const ALL: [GameMode; 4] = [
        GameMode::Relay,
        GameMode::TwoVoices,
        GameMode::Engine,
        GameMode::Review,
    ];

    pub fn name(self) -> &'static str {
        match self {
            GameMode::Relay => "relay",
            GameMode::TwoVoices => "two-voices",
            GameMode::Engine => "engine",
            GameMode::Review => "review",
        }
    }
}

impl std::str::FromStr for GameMode {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<GameMode, NotOneOf> {
        GameMode::ALL
            .into_iter()
            .find(|m| m.name() == s)
            .ok_or_else(|| NotOneOf::new("mode", s, &["relay", "two-voices", "engine", "review"]))
    }
}

/// The board colour sets of the window; all keep black glyph outlines readable on both square
/// colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colours {
    #[default]
    Classic,
    Contrast,
    Blue,
}

impl Colours {
    pub const ALL: [Colours; 3] = [Colours::Classic, Colours::Contrast, Colours::Blue];

    pub fn name(self) -> &'static str {
        match self {
            Colours::Classic => "classic",
            Colours::Contrast => "contrast",
            Colours::Blue => "blue",
        }
    }
}

/// The settings a user can keep. Unset fields take the built-in defaults.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Messages and answers.
    pub language: Option<Language>,
    /// How moves are spoken.
    pub style: Option<Style>,
    /// When a move is read back.
    pub confirm: Option<ConfirmPolicy>,
    /// The time control of new games.
    pub clock: Option<ClockSpec>,
    /// Spoken warnings at these times left.
    pub warnings: Option<Thresholds>,
    /// Also a warning every five minutes.
    pub marks: Option<bool>,
    /// The time warnings in words (else the low-time earcon only).
    pub warnings_spoken: Option<bool>,
    /// The illegal-move rule.
    pub illegal: Option<IllegalRule>,
    /// Voice input: the words listened for (de, en, ru, ko), the engine, its model, the input
    /// device, the confidence below which the player is asked to repeat.
    pub vocabulary: Option<String>,
    pub engine: Option<Engine>,
    pub model: Option<PathBuf>,
    pub device: Option<String>,
    pub min_confidence: Option<f32>,
    /// The silence after speech that closes an utterance, in milliseconds.
    pub end_silence: Option<u32>,
    /// Listen only while the push-to-talk key is held.
    pub push_to_talk: Option<bool>,
    /// Record the game from the microphone (default on when listening).
    pub record: Option<bool>,
    /// Speak (as well as print); rate, pitch, volume 0..100 (50 normal); a voice by name.
    pub speak: Option<bool>,
    pub rate: Option<u8>,
    pub pitch: Option<u8>,
    pub volume: Option<u8>,
    pub voice: Option<String>,
    /// Play the earcons; those turned off.
    pub earcons: Option<bool>,
    pub earcons_off: Option<Vec<Earcon>>,
    /// The window: the mode of a new game, the blind player's colour, the engine's strength,
    /// tournament mode, large text, board colours.
    pub mode: Option<GameMode>,
    pub blind_color: Option<Side>,
    pub engine_level: Option<u8>,
    pub tournament: Option<bool>,
    pub large_text: Option<bool>,
    pub colours: Option<Colours>,
    /// The server of online games (default https://lichess.org; another one that speaks
    /// Lichess's Board API).
    pub online_server: Option<String>,
}

/// The numbers a user sets and the ranges they take: the command line and the settings file
/// take the same (`min_confidence = nan` in the file was taken silently, issue 32).
pub const PERCENT: (u8, u8) = (0, 100);
pub const ENGINE_LEVEL: (u8, u8) = (0, 20);
pub const CONFIDENCE: (f32, f32) = (0.0, 1.0);
/// A shorter silence cuts a move between its words; a longer one leaves the player waiting.
pub const END_SILENCE_MS: (u32, u32) = (100, 3_000);

impl Config {
    /// The first number set out of its range, as a problem to report ("rate = 300: a number
    /// from 0 to 100").
    fn out_of_range(&self) -> Option<String> {
        fn check<T: PartialOrd + std::fmt::Display + Copy>(
            key: &str,
            value: Option<T>,
            (low, high): (T, T),
        ) -> Option<String> {
            // NaN is in no range: compared, it is neither inside nor outside.
            let inside = |v: T| v >= low && v <= high;
            value
                .filter(|v| !inside(*v))
                .map(|v| format!("{key} = {v}: a number from {low} to {high}"))
        }
        check("rate", self.rate, PERCENT)
            .or_else(|| check("pitch", self.pitch, PERCENT))
            .or_else(|| check("volume", self.volume, PERCENT))
            .or_else(|| check("engine_level", self.engine_level, ENGINE_LEVEL))
            .or_else(|| check("min_confidence", self.min_confidence, CONFIDENCE))
            .or_else(|| check("end_silence", self.end_silence, END_SILENCE_MS))
    }
}

/// Where the settings file is: `--config`, else `$ANSAGE_CONFIG`, else the config folder.
pub fn path(explicit: Option<&Path>) -> PathBuf {
    if let Some(p) = explicit {
        return p.to_path_buf();
    }
    if let Some(p) = std::env::var_os("ANSAGE_CONFIG").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    directories::ProjectDirs::from("", "", "ansage")
        .map(|d| d.config_dir().join("config.toml"))
        .unwrap_or_else(|| PathBuf::from(".ansage-config.toml"))
}

/// Reads the settings. A missing file gives the defaults; one saved by Windows Notepad as
/// "Unicode" (UTF-16 with its byte-order mark) or with a UTF-8 mark is read as text; a broken
/// one (not text, not TOML, a number out of its range) is kept aside byte for byte under a
/// name the message says, and the defaults apply.
pub fn load(path: &Path) -> Result<Config, Unreadable> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Config::default()),
        Err(e) => return Err(unreadable(path, e.to_string())),
    };
    let Some(text) = text_of(&bytes) else {
        return Err(unreadable(
            path,
            "not text in UTF-8 or UTF-16: save it as UTF-8".into(),
        ));
    };
    let config: Config = toml::from_str(&text).map_err(|e| {
        // One line: it is said and printed.
        let problem = e.message().split_whitespace().collect::<Vec<_>>().join(" ");
        unreadable(path, problem)
    })?;
    match config.out_of_range() {
        Some(problem) => Err(unreadable(path, problem)),
        None => Ok(config),
    }
}

/// The file's text: UTF-8, or UTF-16 / UTF-8 after a byte-order mark.
fn text_of(bytes: &[u8]) -> Option<String> {
    match encoding_rs::Encoding::for_bom(bytes) {
        Some((encoding, bom)) => encoding
            .decode_without_bom_handling_and_without_replacement(&bytes[bom..])
            .map(|t| t.into_owned()),
        None => std::str::from_utf8(bytes)
            .ok()
            .filter(|t| !t.contains('\0'))
            .map(str::to_string),
    }
}

/// A settings file that cannot be used: kept aside, so that the next `set` does not
/// overwrite it.
fn unreadable(path: &Path, problem: String) -> Unreadable {
    Unreadable {
        problem,
        kept_at: store::keep_aside(path),
    }
}

/// Writes the settings atomically.
pub fn save(path: &Path, config: &Config) -> std::io::Result<()> {
    let text = toml::to_string(config).map_err(std::io::Error::other)?;
    store::write_atomic(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_broken_file_is_kept_aside() {
        let dir = std::env::temp_dir().join(format!("ansage-config-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let p = dir.join("config.toml");
        assert_eq!(load(&p).unwrap(), Config::default());
        let c = Config {
            language: Some(Language::Ru),
            clock: Some("classical".parse().unwrap()),
            warnings: Some("5m,30s".parse().unwrap()),
            illegal: Some(IllegalRule::Auto),
            engine: Some(Engine::PocketSphinx),
            earcons_off: Some(vec![Earcon::Check]),
            mode: Some(GameMode::TwoVoices),
            min_confidence: Some(0.6),
            ..Config::default()
        };
        save(&p, &c).unwrap();
        let text = std::fs::read_to_string(&p).unwrap();
        // The file is written as a user would write it.
        for line in [
            "language = \"ru\"",
            "clock = \"classical\"",
            "warnings = \"5m,30s\"",
            "illegal = \"auto\"",
            "engine = \"pocketsphinx\"",
            "earcons_off = [\"check\"]",
            "mode = \"two-voices\"",
        ] {
            assert!(text.contains(line), "{line} in {text}");
        }
        assert_eq!(load(&p).unwrap(), c);
        std::fs::write(&p, "language = [broken").unwrap();
        let err = load(&p).unwrap_err();
        let kept = err.kept_at.unwrap();
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "language = [broken");
        assert_eq!(load(&p).unwrap(), Config::default());
        std::fs::write(&p, "colour = \"red\"\n").unwrap();
        assert!(load(&p).unwrap_err().problem.contains("colour"));
        // A value of the wrong kind is reported as the file's problem, not at every start.
        std::fs::write(&p, "clock = \"nonsense\"\n").unwrap();
        assert!(load(&p).unwrap_err().problem.contains("nonsense"));
    }
}
