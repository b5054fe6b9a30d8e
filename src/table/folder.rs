//! A folder as the window's "open a PGN file" lists it: its subfolders and PGN files, so that
//! a blind player need not know or type a path. Hidden entries (a dot first) are left out, as
//! file managers do; folders come first, each group in name order without regard to case.

use std::io;
use std::path::{Path, PathBuf};

/// One line of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    Folder(String),
    Pgn(String),
}

impl Entry {
    pub fn name(&self) -> &str {
        match self {
            Entry::Folder(n) | Entry::Pgn(n) => n,
        }
    }
}

/// A folder read: where it is and what it holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Folder {
    pub dir: PathBuf,
    pub entries: Vec<Entry>,
}

impl Folder {
    /// Lists `dir`; an entry that cannot be looked at is left out, a folder that cannot be
    /// read at all is an error (the window says why and keeps the path field).
    pub fn read(dir: &Path) -> io::Result<Folder> {
        let mut entries = Vec::new();
        for entry in std::fs::read_dir(dir)?.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            // A link to a folder is a folder (metadata follows links).
            let Ok(meta) = std::fs::metadata(entry.path()) else {
                continue;
            };
            if meta.is_dir() {
                entries.push(Entry::Folder(name));
            } else if is_pgn(&name) {
                entries.push(Entry::Pgn(name));
            }
        }
        entries.sort_by_cached_key(|e| (matches!(e, Entry::Pgn(_)), e.name().to_lowercase()));
        Ok(Folder {
            dir: dir.to_path_buf(),
            entries,
        })
    }

    pub fn path_of(&self, entry: &Entry) -> PathBuf {
        self.dir.join(entry.name())
    }

    /// How many PGN files and how many folders.
    pub fn counts(&self) -> (usize, usize) {
        let files = self
            .entries
            .iter()
            .filter(|e| matches!(e, Entry::Pgn(_)))
            .count();
        (files, self.entries.len() - files)
    }
}

fn is_pgn(name: &str) -> bool {
    Path::new(name)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

/// Where the list starts the first time: the user's documents folder, else the home folder,
/// else the working folder.
pub fn start_dir() -> PathBuf {
    directories::UserDirs::new()
        .and_then(|u| {
            u.document_dir()
                .filter(|d| d.is_dir())
                .map(Path::to_path_buf)
                .or_else(|| Some(u.home_dir().to_path_buf()))
        })
        .unwrap_or_else(|| PathBuf::from("."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_first_then_pgn_files_in_name_order_hidden_and_other_files_left_out() {
        let dir = std::env::temp_dir().join(format!("ansage-folder-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("Turniere")).unwrap();
        std::fs::create_dir_all(dir.join("alt")).unwrap();
        std::fs::create_dir_all(dir.join(".cache")).unwrap();
        for f in ["b.pgn", "A.PGN", "notes.txt", ".hidden.pgn", "c.pgn.bak"] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        let folder = Folder::read(&dir).unwrap();
        assert_eq!(
            folder.entries,
            vec![
                Entry::Folder("alt".into()),
                Entry::Folder("Turniere".into()),
                Entry::Pgn("A.PGN".into()),
                Entry::Pgn("b.pgn".into()),
            ]
        );
        assert_eq!(folder.counts(), (2, 2));
        assert_eq!(folder.path_of(&folder.entries[2]), dir.join("A.PGN"));
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(Folder::read(&dir).is_err(), "a folder that is gone");
    }
}
