//! A chess session as it is saved after every change (and resumed after a restart): the game,
//! the settings it was played with, the clock stopped at the instant of saving, and where each
//! move is in the game's recording. Pure: the edge writes and reads the file.

use serde::{Deserialize, Serialize};

use super::cues::Cue;
use super::game::{Game, SavedGame};
use super::session::{Session, Settings};
use super::timekeeper::Timekeeper;
use ansage_shared::time::Millis;

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
    pub cues: Vec<Cue>,
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

    /// The save with its game, checked move by move as it is read from disk (a foreign
    /// format, or a save with an illegal move, is corrupt).
    pub fn with_game(self) -> Result<(SavedSession, Game), String> {
        if self.format != FORMAT {
            return Err(format!("not an Ansage game file ({:?})", self.format));
        }
        let game = Game::from_saved(&self.game)?;
        Ok((self, game))
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
