//! Where the player's token is kept: the system's secret store (Secret Service on Linux, the
//! Credential Manager on Windows), one entry per server. Where no secret store answers (a
//! desktop without a keyring daemon, a console on a server), it falls back to a file that only
//! the user can read (0600), named `lichess-token` beside the settings file, and says so.

use std::path::{Path, PathBuf};

/// Where a token was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    SecretStore,
    /// The file, and why the secret store was not used.
    File(PathBuf, String),
}

const SERVICE: &str = "ansage";

/// The fallback file beside the settings file.
pub fn file_beside(settings: &Path) -> PathBuf {
    settings.with_file_name("lichess-token")
}

fn entry(server: &str) -> Result<keyring::Entry, String> {
    keyring::Entry::new(SERVICE, server).map_err(|e| e.to_string())
}

/// Keeps the token for this server: in the secret store if it keeps it (read back to be sure),
/// else in the file.
pub fn keep(server: &str, token: &str, settings: &Path) -> Result<Kept, String> {
    let stored = entry(server).and_then(|e| {
        e.set_password(token).map_err(|e| e.to_string())?;
        match e.get_password() {
            Ok(t) if t == token => Ok(()),
            Ok(_) => Err("the secret store gave back another token".into()),
            Err(e) => Err(e.to_string()),
        }
    });
    let file = file_beside(settings);
    match stored {
        Ok(()) => {
            let _ = std::fs::remove_file(&file);
            Ok(Kept::SecretStore)
        }
        Err(why) => {
            write_private(&file, token).map_err(|e| format!("{}: {e}", file.display()))?;
            Ok(Kept::File(file, why))
        }
    }
}

/// The token kept for this server, if any.
pub fn find(server: &str, settings: &Path) -> Option<String> {
    if let Ok(t) = entry(server).and_then(|e| e.get_password().map_err(|e| e.to_string())) {
        return Some(t);
    }
    std::fs::read_to_string(file_beside(settings))
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
}

/// Forgets the token for this server, in both places.
pub fn forget(server: &str, settings: &Path) {
    if let Ok(e) = entry(server) {
        let _ = e.delete_credential();
    }
    let _ = std::fs::remove_file(file_beside(settings));
}

fn write_private(path: &Path, token: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    use std::io::Write;
    let mut f = options.open(path)?;
    f.write_all(token.as_bytes())?;
    f.sync_all()
}
