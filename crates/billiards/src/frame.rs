//! One frame of any discipline: the tally all engines keep (`tally`) with the engine's own
//! state, and the dispatch to the engine of the discipline. `apply` is pure: the frame after an
//! event, with the notes to announce.

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::rules::Rules;
use super::tally::{End, Note, Reject, Tally};
use super::{Discipline, Player};
use super::{carom, eightball, english, nineball, pyramid, russian, snooker, straight};

/// The engine's own part of the state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    Pyramid(pyramid::State),
    Russian(russian::State),
    Straight(straight::State),
    Carom(carom::State),
    English(english::State),
    Snooker(snooker::State),
    Nine(nineball::State),
    Eight(eightball::State),
}

/// One frame: the tally every engine keeps, and the engine's own state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    pub tally: Tally,
    pub game: Game,
}

impl Frame {
    pub fn new(discipline: Discipline, breaker: Player, rules: &Rules) -> Frame {
        let game = match discipline {
            Discipline::FreePyramid | Discipline::CombinedPyramid | Discipline::DynamicPyramid => {
                Game::Pyramid(pyramid::State::default())
            }
            Discipline::RussianPyramid => Game::Russian(russian::State::new()),
            Discipline::Straight => Game::Straight(straight::State::new()),
            Discipline::Carom => Game::Carom(carom::State::default()),
            Discipline::Snooker1 => Game::English(english::State::default()),
            Discipline::Snooker6 => Game::Snooker(snooker::State::new(6)),
            Discipline::Snooker15 => Game::Snooker(snooker::State::new(15)),
            Discipline::Pool9 => Game::Nine(nineball::State::new(9)),
            Discipline::Pool10 => Game::Nine(nineball::State::new(10)),
            Discipline::Pool8 => Game::Eight(eightball::State::new()),
        };
        Frame {
            tally: Tally::new(discipline, breaker, rules),
            game,
        }
    }

    /// The state after one more event, with what to announce, or why not.
    pub fn apply(&self, e: &Event, rules: &Rules) -> Result<(Frame, Vec<Note>), Reject> {
        if self.tally.winner.is_some() {
            return Err(Reject::FrameOver);
        }
        let mut f = self.tally.clone();
        let mut notes = Vec::new();
        match e {
            Event::Correct(p, v) => {
                f.score[p.index()] = *v;
                f.check_target();
                return Ok((self.with(f), notes));
            }
            Event::Concede(p) => {
                f.winner = Some(p.other());
                f.end = Some(End::Conceded);
                f.pending = None;
                return Ok((self.with(f), notes));
            }
            Event::Choice(c) => match &self.tally.pending {
                None => return Err(Reject::NoChoice),
                Some(p) if !p.options.contains(c) => return Err(Reject::NotAnOption),
                Some(_) => {}
            },
            // Not strokes: the lag, and what the referee declares while the incoming player
            // chooses (snooker: the reds that went down on the foul, the cue ball angled).
            Event::Lag(_) | Event::RedsOff(_) | Event::Angled => {}
            _ if self.tally.pending.is_some() => return Err(Reject::ChoiceFirst),
            _ => {}
        }
        let shots_before = f.shots;
        let mut game = self.game.clone();
        match &mut game {
            Game::Pyramid(s) => pyramid::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Russian(s) => russian::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Straight(s) => straight::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Carom(s) => carom::apply(&mut f, s, e, &mut notes)?,
            Game::English(s) => english::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Snooker(s) => snooker::apply(&mut f, s, e, &mut notes)?,
            Game::Nine(s) => nineball::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Eight(s) => eightball::apply(&mut f, s, e, &mut notes)?,
        }
        // An engine that starts the rack again (a re-break, a stalemate, 14+1's third foul)
        // sets the count back to 0: the next stroke is a break.
        if e.is_shot() && f.shots == shots_before {
            f.shots += 1;
        }
        if f.winner.is_some() {
            f.pending = None;
        }
        Ok((Frame { tally: f, game }, notes))
    }

    /// This frame's engine state with another tally.
    fn with(&self, tally: Tally) -> Frame {
        Frame {
            tally,
            game: self.game.clone(),
        }
    }
}

/// Plays events from a new frame (`Player::A` breaks), panicking on a refusal: the engines'
/// table tests.
#[cfg(test)]
pub(crate) fn played(d: Discipline, rules: &Rules, events: &[Event]) -> (Frame, Vec<Note>) {
    let mut f = Frame::new(d, Player::A, rules);
    let mut all = Vec::new();
    for e in events {
        let (next, notes) = f.apply(e, rules).unwrap_or_else(|r| panic!("{e:?}: {r:?}"));
        f = next;
        all.extend(notes);
    }
    (f, all)
}
