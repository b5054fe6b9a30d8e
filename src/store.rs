//! Files on disk: where they live, the atomic autosave, corrupt files kept aside.
//!
//! The autosave is written after every change of the game record to a temporary file in the
//! same folder, flushed to disk, and renamed over the old one, so a crash or `kill -9` at any
//! instant leaves either the previous or the new save, never a broken file.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::chess::game::{Game, SavedGame};
use crate::chess::session::{Session, Settings};
use crate::chess::timekeeper::Timekeeper;
use crate::shared::time::Millis;

/// The format marker of Ansage's save files.
pub const FORMAT: &str = "ansage-chess-game";

/// A saved session: the game and the settings it was played with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSession {
    pub format: String,
    pub version: u32,
    pub settings: Settings,
    pub game: SavedGame,
    /// The clock, stopped at the instant of saving; `clock_running` says whether it ran then
    /// (it runs on from the same reading when the game is resumed).
    #[serde(default)]
    pub clock: Option<Timekeeper>,
    #[serde(default)]
    pub clock_running: bool,
    /// Where each move is in the game's recording (supplement 2.5).
    #[serde(default)]
    pub cues: Vec<crate::chess::cues::Cue>,
}

impl SavedSession {
    pub fn new(game: &Game, settings: Settings) -> SavedSession {
        SavedSession {
            format: FORMAT.into(),
            version: 1,
            settings,
            game: game.to_saved(),
            clock: None,
            clock_running: false,
            cues: Vec::new(),
        }
    }

    /// A session as it stands at `now`.
    pub fn of(session: &Session, now: Millis) -> SavedSession {
        let (clock, clock_running) = session.clock_for_saving(now);
        SavedSession {
            clock,
            clock_running,
            ..SavedSession::new(&session.game, session.settings)
        }
    }

    /// The session back, its clock running from `now` if it ran when saved.
    pub fn restore(&self, game: Game, now: Millis) -> Session {
        let mut session = Session::new(game, self.settings);
        if let Some(t) = &self.clock {
            session.set_timekeeper(Some(t.clone()));
            session.resume_saved_clock(now, self.clock_running);
        }
        session
    }
}

/// The user's data folder: `--data-dir`, else `$ANSAGE_DATA_DIR`, else the platform's data
/// directory (`~/.local/share/ansage` on Linux).
pub fn data_dir(explicit: Option<&Path>) -> PathBuf {
    if let Some(p) = explicit {
        return p.to_path_buf();
    }
    if let Some(p) = std::env::var_os("ANSAGE_DATA_DIR").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    directories::ProjectDirs::from("", "", "ansage")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from(".ansage"))
}

/// The autosave file in a data folder.
pub fn autosave_path(data_dir: &Path) -> PathBuf {
    data_dir.join("autosave.json")
}

/// Writes a file atomically: temporary file, fsync, rename, fsync of the folder.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)?;
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    remove_stale_temporaries(dir, &name);
    Ok(())
}

/// Temporary files left by a process that was killed while saving are removed by the next
/// save (only this file's, only after the new save is in place).
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let prefix = format!(".{name}.tmp-");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Saves a session atomically.
pub fn save(path: &Path, session: &SavedSession) -> io::Result<()> {
    let mut json = serde_json::to_vec_pretty(session).map_err(io::Error::other)?;
    json.push(b'\n');
    write_atomic(path, &json)
}

/// Why a save file could not be used.
#[derive(Debug)]
pub struct Unreadable {
    /// What is wrong with it.
    pub problem: String,
    /// Where the file was moved, untouched, so nothing is lost.
    pub kept_at: Option<PathBuf>,
}

/// Loads a save file. A missing file is `Ok(None)`; an unreadable or corrupt one is moved
/// aside untouched (renamed with a `.corrupt-N` suffix) and reported.
pub fn load(path: &Path) -> Result<Option<(SavedSession, Game)>, Unreadable> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Unreadable {
                problem: e.to_string(),
                kept_at: None,
            });
        }
    };
    let parsed = serde_json::from_slice::<SavedSession>(&bytes)
        .map_err(|e| e.to_string())
        .and_then(|s| {
            if s.format != FORMAT {
                return Err(format!("not an Ansage game file ({:?})", s.format));
            }
            let game = Game::from_saved(&s.game)?;
            Ok((s, game))
        });
    match parsed {
        Ok(ok) => Ok(Some(ok)),
        Err(problem) => Err(Unreadable {
            problem,
            kept_at: keep_aside(path),
        }),
    }
}

/// Renames a bad file to the first free `NAME.corrupt-N`.
pub fn keep_aside(path: &Path) -> Option<PathBuf> {
    for n in 1..1000 {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".corrupt-{n}"));
        let target = PathBuf::from(name);
        if !target.exists() {
            return fs::rename(path, &target).ok().map(|_| target);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tmp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ansage-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn save_and_load() {
        let dir = tmp("ok");
        let path = autosave_path(&dir);
        assert!(load(&path).unwrap().is_none());
        let s = SavedSession::new(&Game::default(), Settings::default());
        save(&path, &s).unwrap();
        assert_eq!(load(&path).unwrap().unwrap().0, s);
    }

    #[test]
    fn corrupt_file_is_kept_aside_untouched() {
        let dir = tmp("bad");
        let path = autosave_path(&dir);
        fs::write(&path, b"{ this is not json").unwrap();
        let err = load(&path).unwrap_err();
        let kept = err.kept_at.unwrap();
        assert_eq!(fs::read(&kept).unwrap(), b"{ this is not json");
        assert!(!path.exists());
        // An illegal move inside well-formed JSON is corrupt too.
        let mut s = SavedSession::new(&Game::default(), Settings::default());
        s.game.moves.push("e2e5".into());
        save(&path, &s).unwrap();
        let err = load(&path).unwrap_err();
        assert!(err.problem.contains("e2e5"), "{}", err.problem);
        assert!(
            err.kept_at
                .unwrap()
                .to_string_lossy()
                .ends_with(".corrupt-2")
        );
    }
}
