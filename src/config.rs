//! The settings file: `config.toml` in the user's config folder (`~/.config/ansage/` on Linux,
//! or `$ANSAGE_CONFIG`, or `--config`). It holds the defaults a user chose (`set ...` in the
//! console writes them); a command-line option overrides it for one run. A broken file is
//! reported, kept aside untouched, and the built-in defaults apply.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::store::{self, Unreadable};

/// The settings a user can keep. Unset fields take the built-in defaults.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Messages and answers: de, en, ru.
    pub language: Option<String>,
    /// How moves are spoken: ibca, ibca-from, en, ru.
    pub style: Option<String>,
    /// When a move is read back: always, when-inexact, never.
    pub confirm: Option<String>,
    /// The time control (a preset or a spec), or "none".
    pub clock: Option<String>,
    /// Spoken warnings at these times left ("5m,1m"), or "none".
    pub warnings: Option<String>,
    /// Also a warning every five minutes.
    pub marks: Option<bool>,
    /// The illegal-move rule: auto, standard, rapid, blitz.
    pub illegal: Option<String>,
    /// Voice input: the words listened for, the engine, its model, the input device, the
    /// confidence below which the player is asked to repeat.
    pub vocabulary: Option<String>,
    pub engine: Option<String>,
    pub model: Option<PathBuf>,
    pub device: Option<String>,
    pub min_confidence: Option<f32>,
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
    /// Play the earcons; the names of those turned off.
    pub earcons: Option<bool>,
    pub earcons_off: Option<Vec<String>>,
    /// The window: the mode of a new game (relay, two-voices, engine, review), the blind
    /// player's colour, the engine's strength, tournament mode, large text, board colours.
    pub mode: Option<String>,
    pub blind_color: Option<String>,
    pub engine_level: Option<u8>,
    pub tournament: Option<bool>,
    pub large_text: Option<bool>,
    pub colours: Option<String>,
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

/// Reads the settings. A missing file gives the defaults; a broken one is kept aside and
/// reported, and the defaults apply.
pub fn load(path: &Path) -> Result<Config, Unreadable> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Config::default()),
        Err(e) => {
            return Err(Unreadable {
                problem: e.to_string(),
                kept_at: None,
            });
        }
    };
    toml::from_str(&text).map_err(|e| Unreadable {
        // One line: it is said and printed.
        problem: e.message().split_whitespace().collect::<Vec<_>>().join(" "),
        kept_at: store::keep_aside(path),
    })
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
            language: Some("ru".into()),
            clock: Some("classical".into()),
            min_confidence: Some(0.6),
            ..Config::default()
        };
        save(&p, &c).unwrap();
        assert_eq!(load(&p).unwrap(), c);
        std::fs::write(&p, "language = [broken").unwrap();
        let err = load(&p).unwrap_err();
        let kept = err.kept_at.unwrap();
        assert_eq!(std::fs::read_to_string(kept).unwrap(), "language = [broken");
        assert_eq!(load(&p).unwrap(), Config::default());
        std::fs::write(&p, "colour = \"red\"\n").unwrap();
        assert!(load(&p).unwrap_err().problem.contains("colour"));
    }
}
