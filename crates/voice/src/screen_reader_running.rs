//! Which screen reader runs beside Ansage on Linux, by its process: Orca, Fenrir, Speakup's
//! speechd-up, Emacspeak's speech server. They all speak through Speech Dispatcher, where Ansage
//! speaks at their priority so that neither cuts the other off (`dispatcher`); knowing one runs,
//! Ansage says so at the start, so that the player knows why he hears two voices queue up.
//!
//! Speech Dispatcher 0.11 cannot list its clients (`HISTORY GET CLIENT_LIST` answers "not yet
//! implemented"), and Orca 43 (Debian 12) has no D-Bus interface to speak through, so the
//! process table is what tells: a process of this user whose name is a screen reader's.

use std::path::Path;

/// The screen reader a process name (`/proc/PID/comm`) belongs to.
pub fn named(comm: &str) -> Option<&'static str> {
    match comm.trim() {
        "orca" => Some("Orca"),
        "fenrir" => Some("Fenrir"),
        "speechd-up" => Some("Speakup"),
        "emacspeak" | "speech-server" => Some("Emacspeak"),
        _ => None,
    }
}

/// The screen reader this user runs, if any.
pub fn running() -> Option<&'static str> {
    in_proc(Path::new("/proc"), user())
}

fn user() -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").ok().map(|m| m.uid())
}

/// The first screen reader among the processes under `proc` owned by `uid`.
fn in_proc(proc: &Path, uid: Option<u32>) -> Option<&'static str> {
    use std::os::unix::fs::MetadataExt;
    std::fs::read_dir(proc)
        .ok()?
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .bytes()
                .all(|b| b.is_ascii_digit())
        })
        .filter(|e| uid.is_none() || e.metadata().ok().map(|m| m.uid()) == uid)
        .find_map(|e| named(&std::fs::read_to_string(e.path().join("comm")).ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_readers_are_known_by_their_process_names() {
        assert_eq!(named("orca\n"), Some("Orca"));
        assert_eq!(named("fenrir"), Some("Fenrir"));
        assert_eq!(named("speechd-up"), Some("Speakup"));
        assert_eq!(named("orcas"), None);
        assert_eq!(named("speech-dispatch"), None);
    }

    #[test]
    fn a_process_table_with_orca_names_it() {
        let dir = std::env::temp_dir().join(format!("ansage-proc-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (pid, comm) in [("1", "systemd"), ("42", "bash"), ("self", "ansage")] {
            std::fs::create_dir_all(dir.join(pid)).unwrap();
            std::fs::write(dir.join(pid).join("comm"), format!("{comm}\n")).unwrap();
        }
        assert_eq!(in_proc(&dir, None), None);
        std::fs::create_dir_all(dir.join("4711")).unwrap();
        std::fs::write(dir.join("4711").join("comm"), "orca\n").unwrap();
        assert_eq!(in_proc(&dir, None), Some("Orca"));
        // Another user's Orca is not this player's.
        assert_eq!(in_proc(&dir, user().map(|u| u + 1)), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
