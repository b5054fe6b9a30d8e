//! One autosave and resume mechanism for both tables. The record (a chess session, a billiards
//! match) is written after every change of its revision; at the start, an unfinished record
//! found on disk is offered, and waits for a clear answer: "yes" resumes it, "no" (or a new
//! game) starts afresh and the old file is written over only when the new game first changes;
//! anything else asks again, so an unrelated word never throws a saved game away. A broken file
//! is kept aside and reported (`store::load`).

use std::io;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::store::{self, Busy, Lock, Unreadable};

/// What was found at the start.
pub enum Found<T> {
    /// Nothing saved, or a finished game.
    Nothing,
    /// An unfinished game: offered to resume.
    Unfinished(T),
    /// A file that cannot be read: kept aside.
    Unreadable(Unreadable),
}

/// The answer to "resume the saved game?".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Resume,
    Fresh,
    /// Neither: the question is asked again.
    Unclear,
}

/// An unfinished record offered at the start, until the player answers.
#[derive(Debug)]
pub struct Offer<T>(Option<T>);

/// What the answer to the offer says to do now.
#[derive(Debug, PartialEq, Eq)]
pub enum Decision<T> {
    Resume(T),
    /// A new one starts; the record declined is handed back (a chess game is archived).
    Fresh(T),
    /// The answer was not clear: the offer stands and is asked again.
    AskAgain,
    /// Nothing is offered (any more).
    Nothing,
}

impl<T> Offer<T> {
    pub fn none() -> Offer<T> {
        Offer(None)
    }

    pub fn of(record: T) -> Offer<T> {
        Offer(Some(record))
    }

    /// The record offered, while the offer stands.
    pub fn record(&self) -> Option<&T> {
        self.0.as_ref()
    }

    pub fn is_open(&self) -> bool {
        self.0.is_some()
    }

    pub fn answer(&mut self, answer: Answer) -> Decision<T> {
        match (answer, self.0.take()) {
            (_, None) => Decision::Nothing,
            (Answer::Resume, Some(record)) => Decision::Resume(record),
            (Answer::Fresh, Some(record)) => Decision::Fresh(record),
            (Answer::Unclear, Some(record)) => {
                self.0 = Some(record);
                Decision::AskAgain
            }
        }
    }
}

/// Where a record is saved, the revision saved last, and the folder's lock: a second Ansage
/// on the same folder saves nothing (it would write over the first one's game) and says so.
#[derive(Debug)]
pub struct Autosave {
    path: PathBuf,
    saved: Option<u64>,
    /// The last save failed: it is tried again at every step, and said once, not every time.
    failing: bool,
    lock: Result<Lock, Busy>,
}

/// What a save did.
#[derive(Debug, PartialEq, Eq)]
pub enum Kept {
    /// Nothing to write (the revision is saved, or another instance holds the folder).
    Unchanged,
    Written,
    /// Written after failing: the record is safe again.
    Recovered,
    /// Failed again, as it did before (said already).
    StillFailing,
}

impl Autosave {
    /// The autosave at `path`, its folder locked for this process.
    pub fn new(path: PathBuf) -> Autosave {
        let dir = path.parent().unwrap_or(Path::new(".")).to_path_buf();
        Autosave {
            lock: Lock::take(&dir),
            path,
            saved: None,
            failing: false,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The last save succeeded and this Ansage holds the folder: what was saved is safe.
    pub fn is_safe(&self) -> bool {
        self.busy().is_none() && !self.failing
    }

    /// Another running Ansage holds the folder: nothing is saved by this one.
    pub fn busy(&self) -> Option<&Busy> {
        self.lock.as_ref().err()
    }

    /// Reads what is saved (`read` makes it what the table keeps, or refuses it): an
    /// unfinished record is offered (`is_over` tells a finished one).
    pub fn find<T: DeserializeOwned, U>(
        &self,
        read: impl FnOnce(T) -> Result<U, String>,
        is_over: impl FnOnce(&U) -> bool,
    ) -> Found<U> {
        match store::load(&self.path, read) {
            Ok(Some(t)) if !is_over(&t) => Found::Unfinished(t),
            Ok(_) => Found::Nothing,
            Err(bad) => Found::Unreadable(bad),
        }
    }

    /// Takes this revision as saved (a resumed record is what the file holds).
    pub fn mark(&mut self, revision: u64) {
        self.saved = Some(revision);
    }

    /// Saves the record when its revision changed since the last save that succeeded. An
    /// error is returned the first time a save fails; then the save is tried again each time
    /// (`StillFailing`) until it succeeds (`Recovered`).
    pub fn keep<T: Serialize>(
        &mut self,
        revision: u64,
        record: impl FnOnce() -> T,
    ) -> io::Result<Kept> {
        if self.saved == Some(revision) {
            return Ok(Kept::Unchanged);
        }
        self.save(revision, &record())
    }

    /// Saves the record now.
    pub fn save<T: Serialize>(&mut self, revision: u64, record: &T) -> io::Result<Kept> {
        if self.busy().is_some() {
            return Ok(Kept::Unchanged);
        }
        match store::save(&self.path, record) {
            Ok(()) => {
                tracing::debug!(target: "ansage::autosave", revision, path = %self.path.display(), "saved");
                self.saved = Some(revision);
                let was_failing = std::mem::replace(&mut self.failing, false);
                Ok(if was_failing {
                    Kept::Recovered
                } else {
                    Kept::Written
                })
            }
            Err(e) if self.failing => {
                tracing::debug!(target: "ansage::autosave", "still failing: {e}");
                Ok(Kept::StillFailing)
            }
            Err(e) => {
                tracing::warn!(target: "ansage::autosave", path = %self.path.display(), "not saved: {e}");
                self.failing = true;
                Err(e)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_offer_stands_until_a_clear_answer() {
        let mut o = Offer::of(7);
        assert_eq!(o.answer(Answer::Unclear), Decision::AskAgain);
        assert!(o.is_open(), "an unclear answer throws nothing away");
        assert_eq!(o.answer(Answer::Resume), Decision::Resume(7));
        assert_eq!(o.answer(Answer::Resume), Decision::Nothing);
        let mut o = Offer::of(7);
        assert_eq!(o.answer(Answer::Fresh), Decision::Fresh(7));
        assert!(!o.is_open());
    }

    #[test]
    fn a_record_is_saved_once_per_revision_and_an_unfinished_one_is_found() {
        let dir = std::env::temp_dir().join(format!("ansage-autosave-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut a = Autosave::new(dir.join("save.json"));
        let found = |a: &Autosave| match a.find(Ok::<Vec<u32>, String>, |v| v.len() > 3) {
            Found::Nothing => "nothing".to_string(),
            Found::Unfinished(v) => format!("{v:?}"),
            Found::Unreadable(bad) => bad.problem,
        };
        assert_eq!(found(&a), "nothing");
        assert_eq!(a.keep(1, || vec![1u32, 2]).unwrap(), Kept::Written);
        assert_eq!(found(&a), "[1, 2]");
        // The same revision again is not written (the closure is not even asked).
        a.keep(1, || -> Vec<u32> { panic!("written twice") })
            .unwrap();
        a.keep(2, || vec![1u32, 2, 3, 4]).unwrap();
        assert_eq!(found(&a), "nothing", "a finished record is not offered");
        std::fs::write(a.path(), "[1, ").unwrap();
        assert!(found(&a).contains("EOF"), "{}", found(&a));
        assert!(dir.join("save.json.corrupt-1").exists());
    }
}
