//! The chess games kept: every game that ends, is abandoned (a new game or a loaded one in its
//! place, a saved game not resumed) or is cut short by quitting goes into `games/` in the data
//! folder as PGN, with where each move is in the recording as comments, written atomically.
//! `games` lists them, newest first; `load N` loads one. The autosave holds only the game
//! going on: without the archive, a finished game lived there only until the next one began.

use std::io;
use std::path::{Path, PathBuf};

use crate::chess::game::Outcome;

use crate::chess::game::Game;
use crate::chess::scoresheet::from_pgn;
use crate::store;

/// A game in the archive as listed: its file, when it was kept (from the file's name: year,
/// month, day, hour, minute) and what its PGN says of the players and the result. A file that
/// does not read as a game is still listed (its names empty, its result unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    pub path: PathBuf,
    pub when: Option<[String; 5]>,
    pub white: String,
    pub black: String,
    /// `None` for a game that did not end.
    pub outcome: Option<Outcome>,
}

impl KeptGame {
    fn read(path: PathBuf) -> KeptGame {
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let parts: Vec<&str> = stem.splitn(7, '-').collect();
        let when = (parts.len() >= 6 && parts[..5].iter().all(|p| p.parse::<u32>().is_ok()))
            .then(|| [0, 1, 2, 3, 4].map(|i| parts[i].to_string()));
        let game = std::fs::read_to_string(&path)
            .ok()
            .and_then(|text| from_pgn(&text).ok());
        let named = |n: &str| {
            if n == "?" {
                String::new()
            } else {
                n.to_string()
            }
        };
        KeptGame {
            when,
            white: game
                .as_ref()
                .map(|g| named(&g.tags.white))
                .unwrap_or_default(),
            black: game
                .as_ref()
                .map(|g| named(&g.tags.black))
                .unwrap_or_default(),
            outcome: game.and_then(|g| g.result()).map(|r| r.outcome),
            path,
        }
    }
}

/// The archive folder of a data folder.
#[derive(Clone, Debug)]
pub struct Archive {
    dir: PathBuf,
}

impl Archive {
    pub fn new(data_dir: &Path) -> Archive {
        Archive {
            dir: data_dir.join("games"),
        }
    }

    /// Keeps a game's PGN under a name of its date, time and players; returns the path. A
    /// game without a move is not worth keeping (`None`).
    pub fn keep(&self, game: &Game, pgn: &str, stamp: &str) -> io::Result<Option<PathBuf>> {
        if game.plies().is_empty() {
            return Ok(None);
        }
        let t = &game.tags;
        let name = |n: &str| -> String {
            n.chars()
                .map(|c| if c.is_alphanumeric() { c } else { '_' })
                .take(30)
                .collect()
        };
        let names = format!("{}-{}", name(&t.white), name(&t.black));
        let mut path = self.dir.join(format!("{stamp}-{names}.pgn"));
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = self.dir.join(format!("{stamp}-{names}-{n}.pgn"));
        }
        store::write_atomic(&path, pgn.as_bytes())?;
        Ok(Some(path))
    }

    /// The games kept, newest first, each with what it says of itself.
    pub fn games(&self) -> Vec<KeptGame> {
        self.list().into_iter().map(KeptGame::read).collect()
    }

    /// The files of the games kept, newest first: by the time each was written (which a
    /// file system may keep to a few milliseconds only), then by the number after the
    /// names that a second game of the same minute gets, then by name.
    pub fn list(&self) -> Vec<PathBuf> {
        let number = |p: &Path| -> u32 {
            p.file_stem()
                .and_then(|s| s.to_str()?.rsplit_once('-')?.1.parse().ok())
                .unwrap_or(1)
        };
        let mut games: Vec<_> = std::fs::read_dir(&self.dir)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
                    .map(|p| {
                        let written = std::fs::metadata(&p).and_then(|m| m.modified()).ok();
                        (written, number(&p), p)
                    })
                    .collect()
            })
            .unwrap_or_default();
        games.sort();
        games.into_iter().rev().map(|(_, _, p)| p).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::scoresheet::to_pgn;
    use shakmaty::Position;

    #[test]
    fn a_game_with_moves_is_kept_under_a_name_of_its_own_and_listed_newest_first() {
        let dir = std::env::temp_dir().join(format!("ansage-archive-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let a = Archive::new(&dir);
        let mut g = Game::default();
        assert_eq!(
            a.keep(&g, &to_pgn(&g), "2026-12-01-12-00-UTC").unwrap(),
            None
        );
        let e4 = g.position().legal_moves()[12];
        g.play(e4).unwrap();
        g.tags.white = "Anna Müller".into();
        g.tags.black = "B/../x".into();
        let first = a
            .keep(&g, &to_pgn(&g), "2026-12-01-12-00-UTC")
            .unwrap()
            .unwrap();
        let again = a
            .keep(&g, &to_pgn(&g), "2026-12-01-12-00-UTC")
            .unwrap()
            .unwrap();
        let later = a
            .keep(&g, &to_pgn(&g), "2026-12-01-13-00-UTC")
            .unwrap()
            .unwrap();
        assert_ne!(first, again, "two games of one second are both kept");
        assert_eq!(first.parent().unwrap(), dir.join("games"));
        assert!(
            first.to_string_lossy().ends_with("Anna_Müller-B____x.pgn"),
            "{first:?}"
        );
        assert_eq!(a.list(), vec![later, again, first], "newest first");
        let listed = &a.games()[0];
        assert_eq!(
            listed.when,
            Some(["2026", "12", "01", "13", "00"].map(String::from))
        );
        assert_eq!(
            (listed.white.as_str(), listed.black.as_str()),
            ("Anna Müller", "B/../x")
        );
        assert_eq!(listed.outcome, None, "a game that did not end");
    }
}
