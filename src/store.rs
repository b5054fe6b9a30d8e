//! Files on disk: where they live, the atomic write, the autosaves of both games as JSON,
//! corrupt files kept aside.
//!
//! An autosave is written after every change of the record to a temporary file in the same
//! folder, flushed to disk, and renamed over the old one, so a crash or `kill -9` at any instant
//! leaves either the previous or the new save, never a broken file.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::chess::confusion::Confusions;
use crate::chess::game::Game;
use crate::chess::saved::SavedSession;

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

/// The folder of the autosaves: what a crash must not lose but is no document of the user's
/// belongs in the state folder (`$XDG_STATE_HOME/ansage`, `~/.local/state/ansage`), not among
/// the games and recordings. A data folder the user chose (`--data-dir`, `ANSAGE_DATA_DIR`)
/// keeps everything in one place, and Windows and macOS have no state folder: the data folder.
pub fn state_dir(data_dir: &Path) -> PathBuf {
    directories::ProjectDirs::from("", "", "ansage")
        .filter(|d| d.data_dir() == data_dir)
        .and_then(|d| d.state_dir().map(Path::to_path_buf))
        .unwrap_or_else(|| data_dir.to_path_buf())
}

const CHESS_AUTOSAVE: &str = "autosave.json";
const BILLIARDS_AUTOSAVE: &str = "billiards/autosave.json";

/// The chess autosave of a data folder.
pub fn autosave_path(data_dir: &Path) -> PathBuf {
    state_dir(data_dir).join(CHESS_AUTOSAVE)
}

/// The billiards autosave of a data folder.
pub fn billiards_autosave_path(data_dir: &Path) -> PathBuf {
    state_dir(data_dir).join(BILLIARDS_AUTOSAVE)
}

/// The chess table's autosave, settled (see [`settle_autosave`]).
pub fn settled_autosave(data_dir: &Path) -> PathBuf {
    settle_autosave(&data_dir.join(CHESS_AUTOSAVE), &autosave_path(data_dir))
}

/// The billiards table's autosave, settled (see [`settle_autosave`]).
pub fn settled_billiards_autosave(data_dir: &Path) -> PathBuf {
    settle_autosave(
        &data_dir.join(BILLIARDS_AUTOSAVE),
        &billiards_autosave_path(data_dir),
    )
}

/// The autosave to use, its folder made private: moved once from where an earlier release
/// kept it (`old`, in the data folder) when there is none at `new` yet. If it cannot be
/// moved, the old place goes on being used, so the unfinished game is still offered.
fn settle_autosave(old: &Path, new: &Path) -> PathBuf {
    let path = settled(old, new);
    if let Some(dir) = path.parent() {
        let _ = make_private(dir);
    }
    path
}

fn settled(old: &Path, new: &Path) -> PathBuf {
    if old == new || !old.is_file() || new.exists() {
        return new.to_path_buf();
    }
    let moved = new
        .parent()
        .map_or(Ok(()), make_private)
        .and_then(|()| fs::rename(old, new).or_else(|_| copy_then_remove(old, new)));
    match moved {
        Ok(()) => {
            tracing::info!(target: "ansage::autosave", "moved {} to {}", old.display(), new.display());
            new.to_path_buf()
        }
        Err(e) => {
            tracing::warn!(target: "ansage::autosave", "{} stays where it is: {e}", old.display());
            old.to_path_buf()
        }
    }
}

/// A move across file systems, where rename cannot go.
fn copy_then_remove(old: &Path, new: &Path) -> io::Result<()> {
    write_atomic(new, &fs::read(old)?)?;
    fs::remove_file(old)
}

/// Writes a file atomically: a temporary file of its own (created exclusively, readable by the
/// user only, named with this process's id), fsync, rename, fsync of the folder.
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
    let mut tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}.tmp-{}-", std::process::id()))
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    remove_stale_temporaries(dir, &name);
    Ok(())
}

/// Temporary files left by a process that was killed while saving are removed by the next
/// save: only this file's, only after the new save is in place, and only those of a process
/// that no longer runs (another instance's save in progress is left alone).
fn remove_stale_temporaries(dir: &Path, name: &str) {
    let prefix = format!(".{name}.tmp-");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = file.strip_prefix(&prefix) else {
            continue;
        };
        let pid = rest.split('-').next().and_then(|p| p.parse::<u32>().ok());
        if pid.is_some_and(|p| p != std::process::id() && !process_runs(p)) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Whether a process with this id runs (unknown elsewhere than on Unix: taken as running, so
/// nothing of it is removed).
fn process_runs(pid: u32) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return true;
        };
        // SAFETY: signal 0 only asks whether the process exists; nothing is sent.
        let r = unsafe { libc::kill(pid, 0) };
        r == 0 || io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// The lock of one data folder: one Ansage at a time writes its saves (two writers would
/// each overwrite the other's game). Released when dropped, also when the process dies.
#[derive(Debug)]
pub struct Lock {
    _file: Option<fs::File>,
}

/// The folder is locked by another running Ansage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Busy {
    /// The holder's process id, as it wrote it in the lock file.
    pub pid: Option<u32>,
}

impl Busy {
    /// The holder as the "folder-busy" message selects it ("none" when unknown).
    pub fn holder(&self) -> String {
        self.pid.map_or_else(|| "none".into(), |p| p.to_string())
    }
}

impl Lock {
    /// Locks `dir` (created if need be). A folder that cannot hold a lock file (read-only) is
    /// not refused here: its saves fail and are said.
    pub fn take(dir: &Path) -> Result<Lock, Busy> {
        let path = dir.join("lock");
        let opened = fs::create_dir_all(dir).and_then(|()| {
            fs::OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
        });
        let Ok(mut file) = opened else {
            return Ok(Lock { _file: None });
        };
        match file.try_lock() {
            Ok(()) => {
                let _ = file.set_len(0);
                let _ = write!(file, "{}", std::process::id());
                let _ = file.sync_all();
                Ok(Lock { _file: Some(file) })
            }
            Err(fs::TryLockError::WouldBlock) => {
                let pid = fs::read_to_string(&path)
                    .ok()
                    .and_then(|s| s.trim().parse().ok());
                Err(Busy { pid })
            }
            Err(fs::TryLockError::Error(_)) => Ok(Lock { _file: None }),
        }
    }
}

/// Makes a data folder the user's alone (0700 on Unix): it holds recordings of the games.
pub fn make_private(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(dir, fs::Permissions::from_mode(0o700))?;
    }
    Ok(())
}

/// What is learnt of the player's voice for one recognizer and vocabulary (the confusion
/// table): `hearing/de-pocketsphinx.json` in the data folder.
pub fn confusions_path(data_dir: &Path, vocabulary: &str, engine: &str) -> PathBuf {
    data_dir
        .join("hearing")
        .join(format!("{vocabulary}-{engine}.json"))
}

/// What is learnt of the player's voice for a recognizer and vocabulary, with where it is
/// kept: an empty table where nothing is; an unreadable file is kept aside and reported, and
/// learning starts anew. The one loader of the table and the command line.
pub fn load_confusions(
    data_dir: &Path,
    vocabulary: &str,
    engine: &str,
) -> (Confusions, PathBuf, Option<Unreadable>) {
    let path = confusions_path(data_dir, vocabulary, engine);
    match load::<Confusions, _>(&path, Ok) {
        Ok(found) => (found.unwrap_or_default(), path, None),
        Err(bad) => (Confusions::default(), path, Some(bad)),
    }
}

/// Saves a record as JSON, atomically.
pub fn save<T: Serialize>(path: &Path, record: &T) -> io::Result<()> {
    let mut json = serde_json::to_vec_pretty(record).map_err(io::Error::other)?;
    json.push(b'\n');
    write_atomic(path, &json)
}

/// Why a save file could not be used.
#[derive(Clone, Debug)]
pub struct Unreadable {
    /// What is wrong with it.
    pub problem: String,
    /// Where the file was moved, untouched, so nothing is lost.
    pub kept_at: Option<PathBuf>,
}

impl Unreadable {
    /// Where the file was kept, as the messages name it.
    pub fn kept(&self) -> Option<String> {
        self.kept_at.as_ref().map(|p| p.display().to_string())
    }
}

/// Loads a JSON record and reads it into what the caller keeps (`read`: a chess save's game
/// replayed move by move, once). A missing file is `Ok(None)`; an unreadable or corrupt one
/// (also one that `read` refuses: a move that is not legal, a foreign format) is moved aside
/// untouched (renamed with a `.corrupt-N` suffix) and reported.
pub fn load<T: DeserializeOwned, U>(
    path: &Path,
    read: impl FnOnce(T) -> Result<U, String>,
) -> Result<Option<U>, Unreadable> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Unreadable {
                problem: e.to_string(),
                kept_at: keep_aside(path),
            });
        }
    };
    let parsed = serde_json::from_slice::<T>(&bytes)
        .map_err(|e| e.to_string())
        .and_then(read);
    match parsed {
        Ok(ok) => Ok(Some(ok)),
        Err(problem) => Err(Unreadable {
            problem,
            kept_at: keep_aside(path),
        }),
    }
}

/// Loads a chess autosave with its game.
pub fn load_game(path: &Path) -> Result<Option<(SavedSession, Game)>, Unreadable> {
    load(path, SavedSession::with_game)
}

/// Renames a bad file to the first free `NAME.corrupt-N` (or copies it there, where it cannot
/// be moved); where neither can be done, it stays where it is, untouched, and that is where it
/// is kept. `None` only when there is no such file.
pub fn keep_aside(path: &Path) -> Option<PathBuf> {
    if !path.exists() {
        return None;
    }
    for n in 1..1000 {
        let mut name = path.as_os_str().to_owned();
        name.push(format!(".corrupt-{n}"));
        let target = PathBuf::from(name);
        if !target.exists() {
            let kept = fs::rename(path, &target).is_ok() || fs::copy(path, &target).is_ok();
            return Some(if kept { target } else { path.to_path_buf() });
        }
    }
    Some(path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::session::Settings;

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
        assert!(load_game(&path).unwrap().is_none());
        let s = SavedSession::new(&Game::default(), Settings::default());
        save(&path, &s).unwrap();
        assert_eq!(load_game(&path).unwrap().unwrap().0, s);
    }

    #[test]
    fn corrupt_file_is_kept_aside_untouched() {
        let dir = tmp("bad");
        let path = autosave_path(&dir);
        fs::write(&path, b"{ this is not json").unwrap();
        let err = load_game(&path).unwrap_err();
        let kept = err.kept_at.unwrap();
        assert_eq!(fs::read(&kept).unwrap(), b"{ this is not json");
        assert!(!path.exists());
        // An illegal move inside well-formed JSON is corrupt too.
        let mut s = SavedSession::new(&Game::default(), Settings::default());
        s.game.moves.push("e2e5".into());
        save(&path, &s).unwrap();
        let err = load_game(&path).unwrap_err();
        assert!(err.problem.contains("e2e5"), "{}", err.problem);
        assert!(
            err.kept_at
                .unwrap()
                .to_string_lossy()
                .ends_with(".corrupt-2")
        );
    }
}
