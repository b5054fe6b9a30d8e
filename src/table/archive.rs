//! The chess games kept: every game that ends, is abandoned (a new game or a loaded one in its
//! place, a saved game not resumed) or is cut short by quitting goes into `games/` in the data
//! folder as PGN, with where each move is in the recording as comments, written atomically.
//! `games` lists them, newest first; `load N` loads one. The autosave holds only the game
//! going on: without the archive, a finished game lived there only until the next one began.

use std::io;
use std::path::{Path, PathBuf};

use crate::chess::game::Game;
use crate::store;

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

    /// The games kept, newest first.
    pub fn list(&self) -> Vec<PathBuf> {
        let mut games: Vec<PathBuf> = std::fs::read_dir(&self.dir)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
                    .collect()
            })
            .unwrap_or_default();
        games.sort();
        games.reverse();
        games
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
        assert_eq!(a.keep(&g, &to_pgn(&g), "2026-12-01-120000").unwrap(), None);
        let e4 = g.position().legal_moves()[12];
        g.play(e4).unwrap();
        g.tags.white = "Anna Müller".into();
        g.tags.black = "B/../x".into();
        let first = a
            .keep(&g, &to_pgn(&g), "2026-12-01-120000")
            .unwrap()
            .unwrap();
        let again = a
            .keep(&g, &to_pgn(&g), "2026-12-01-120000")
            .unwrap()
            .unwrap();
        let later = a
            .keep(&g, &to_pgn(&g), "2026-12-01-130000")
            .unwrap()
            .unwrap();
        assert_ne!(first, again, "two games of one second are both kept");
        assert_eq!(first.parent().unwrap(), dir.join("games"));
        assert!(
            first.to_string_lossy().ends_with("Anna_Müller-B____x.pgn"),
            "{first:?}"
        );
        assert_eq!(a.list()[0], later);
        assert_eq!(a.list().len(), 3);
    }
}
