//! Snooker with 6 or 15 reds (§6 п.3-4; billiards-rules §4.2), one engine: the ball on (a red,
//! then a colour; with the reds gone the colours in order), re-spotting while reds remain,
//! fouls of 4 to 7 computed as max(4, ball on, ball concerned) unless a number is said
//! (п.3.17), the free ball (п.3.15, A33), the miss and its replace option (п.3.14), the
//! offender made to play again (п.3.16.1), the re-spotted black on a tie (п.3.6, A35), points
//! remaining and snookers required (announced, not rules).

use serde::{Deserialize, Serialize};

use super::Colour;
use super::event::{Choice, Event, FoulKind};
use super::tally::{End, Note, Reject, Tally};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A red is on (п.3.5.3).
    RedOn,
    /// A colour is on after a red (п.3.5.6), or the colour of choice after the last red (A47).
    ColourOn,
    /// The reds are gone: the colours in order from this one (п.3.5.10).
    Clearance(Colour),
    /// Level after the last black: it is re-spotted (п.3.6).
    ReSpottedBlack,
    /// Every ball is down: the frame is over.
    Cleared,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub reds: u8,
    pub phase: Phase,
    /// The nominated free ball (п.3.15).
    pub free_ball: Option<Colour>,
    /// A lag decides who plays the re-spotted black (A35).
    pub need_lag: bool,
}

impl State {
    pub fn new(reds: u8) -> State {
        State {
            reds,
            phase: Phase::RedOn,
            free_ball: None,
            need_lag: false,
        }
    }

    /// The ball on, for announcements and the foul value.
    pub fn ball_on(&self) -> Option<Colour> {
        match self.phase {
            Phase::RedOn => Some(Colour::Red),
            Phase::ColourOn => None,
            Phase::Clearance(c) => Some(c),
            Phase::ReSpottedBlack => Some(Colour::Black),
            Phase::Cleared => None,
        }
    }

    /// Why a ball that is not on is refused: the ball on named, or "a colour" after a red.
    fn not_on(&self) -> Reject {
        match (self.phase, self.ball_on()) {
            (Phase::ColourOn, _) => Reject::ColourOn,
            (_, Some(c)) => Reject::NotOn(c),
            (_, None) => Reject::FrameOver,
        }
    }

    /// Points still on the table for one player's best break (billiards-rules §4.2 [APP]).
    pub fn remaining(&self) -> i32 {
        let reds = i32::from(self.reds);
        match self.phase {
            Phase::RedOn => reds * 8 + 27,
            Phase::ColourOn => 7 + reds * 8 + 27,
            Phase::Clearance(c) => Colour::COLOURS
                .iter()
                .filter(|x| **x >= c)
                .map(|x| x.value())
                .sum(),
            Phase::ReSpottedBlack => 7,
            Phase::Cleared => 0,
        }
    }

    /// After a visit or a foul: a red on while reds remain, else the next colour.
    fn settle(&mut self) {
        self.free_ball = None;
        if matches!(self.phase, Phase::RedOn | Phase::ColourOn) {
            self.phase = if self.reds > 0 {
                Phase::RedOn
            } else {
                Phase::Clearance(Colour::Yellow)
            };
        }
    }
}

/// Snookers a trailing player needs: what he lacks beyond the points remaining, in fouls of 4
/// (the usual count; more when a higher ball is on).
pub fn snookers_required(deficit: i32, remaining: i32) -> i32 {
    if deficit <= remaining {
        0
    } else {
        (deficit - remaining + 3) / 4
    }
}

fn next_colour(c: Colour) -> Option<Colour> {
    let i = Colour::COLOURS.iter().position(|x| *x == c)?;
    Colour::COLOURS.get(i + 1).copied()
}

pub(super) fn apply(
    f: &mut Tally,
    s: &mut State,
    e: &Event,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let opp = f.shooter.other();
    if s.need_lag {
        let Event::Lag(p) = e else {
            return Err(Reject::LagFirst);
        };
        s.need_lag = false;
        f.give_table(*p);
        return Ok(());
    }
    match e {
        Event::Reds(n) => {
            if s.phase != Phase::RedOn {
                return Err(s.not_on());
            }
            if *n == 0 || *n > s.reds {
                return Err(Reject::TooMany);
            }
            s.reds -= n;
            s.free_ball = None;
            f.score_shooter(i32::from(*n));
            s.phase = Phase::ColourOn;
        }
        Event::Colour(c) => {
            pot_colour(f, s, *c)?;
            if s.need_lag {
                notes.push(Note::ReSpottedBlack);
            }
        }
        Event::FreeBall(c) => {
            // Only for the incoming player after a foul, before his first stroke.
            if f.run != 0 || f.foul_total == [0, 0] || s.phase == Phase::ReSpottedBlack {
                return Err(Reject::NotNow);
            }
            s.free_ball = Some(*c);
            notes.push(Note::FreeBall);
        }
        Event::Angled => {
            // Only while the incoming player chooses after a foul (п.3.12).
            let Some(pending) = f.pending.as_mut() else {
                return Err(Reject::NoChoice);
            };
            if !pending.options.contains(&Choice::FromD) {
                pending.options.push(Choice::FromD);
            }
        }
        Event::RedsOff(n) => {
            if *n == 0 || *n > s.reds {
                return Err(Reject::TooMany);
            }
            s.reds -= n;
            if s.reds == 0 && s.phase == Phase::RedOn {
                s.phase = Phase::Clearance(Colour::Yellow);
            }
        }
        Event::NoScore => {
            s.settle();
            f.end_visit();
        }
        Event::Foul(foul) => {
            f.count_foul();
            let on = match s.phase {
                Phase::ColourOn => 0,
                _ => s.ball_on().map_or(0, Colour::value),
            };
            let concerned = foul.ball.map_or(0, Colour::value);
            let points = foul.points.unwrap_or(4.max(on).max(concerned)).clamp(4, 7);
            f.score[opp.index()] += points;
            f.run = 0;
            let last_black =
                s.phase == Phase::Clearance(Colour::Black) || s.phase == Phase::ReSpottedBlack;
            s.settle();
            let mut options = vec![Choice::Play, Choice::PutBack];
            if foul.kind == FoulKind::Miss {
                options.push(Choice::Replace);
            }
            f.ask(opp, options);
            if last_black {
                // With only the black left the frame ends on the first score or foul (п.3.6).
                if !finish(f, s) {
                    notes.push(Note::ReSpottedBlack);
                }
            }
        }
        Event::Choice(c) => {
            let who = f.pending.take().map(|p| p.who).unwrap_or(opp);
            match c {
                Choice::Play | Choice::FromD => f.give_table(who),
                Choice::PutBack | Choice::Replace => f.give_table(who.other()),
                _ => return Err(Reject::NotAnOption),
            }
        }
        _ => return Err(Reject::NotInGame),
    }
    Ok(())
}

fn pot_colour(f: &mut Tally, s: &mut State, c: Colour) -> Result<(), Reject> {
    if c == Colour::Red {
        return pot_reds_as_colour(f, s);
    }
    let free = s.free_ball.take();
    match s.phase {
        // A free ball while a red is on counts as a red (A33).
        Phase::RedOn if free == Some(c) => {
            f.score_shooter(1);
            s.phase = Phase::ColourOn;
        }
        Phase::RedOn => {
            s.free_ball = free;
            return Err(Reject::NotOn(Colour::Red));
        }
        Phase::ColourOn => {
            f.score_shooter(c.value());
            s.phase = if s.reds > 0 {
                Phase::RedOn
            } else {
                Phase::Clearance(Colour::Yellow)
            };
        }
        Phase::Clearance(on) if free == Some(c) && c != on => {
            // The free ball scores the value of the ball on and is re-spotted (п.3.15).
            f.score_shooter(on.value());
        }
        Phase::Clearance(on) => {
            if c != on {
                s.free_ball = free;
                return Err(Reject::NotOn(on));
            }
            f.score_shooter(c.value());
            match next_colour(c) {
                Some(n) => s.phase = Phase::Clearance(n),
                None => {
                    s.phase = Phase::Cleared;
                    finish(f, s);
                }
            }
        }
        Phase::ReSpottedBlack => {
            if c != Colour::Black {
                return Err(Reject::NotOn(Colour::Black));
            }
            f.score_shooter(7);
            s.phase = Phase::Cleared;
            f.win(f.shooter, End::Points);
        }
        Phase::Cleared => return Err(Reject::FrameOver),
    }
    Ok(())
}

fn pot_reds_as_colour(f: &mut Tally, s: &mut State) -> Result<(), Reject> {
    if s.phase != Phase::RedOn || s.reds == 0 {
        return Err(s.not_on());
    }
    s.reds -= 1;
    s.free_ball = None;
    f.score_shooter(1);
    s.phase = Phase::ColourOn;
    Ok(())
}

/// The last black is down (or fouled): the higher score wins, a tie re-spots the black.
fn finish(f: &mut Tally, s: &mut State) -> bool {
    let [a, b] = f.score;
    s.phase = Phase::Cleared;
    if a == b {
        s.phase = Phase::ReSpottedBlack;
        s.need_lag = true;
        f.pending = None;
        false
    } else {
        let w = if a > b {
            super::Player::A
        } else {
            super::Player::B
        };
        f.win(w, End::Points);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Foul;
    use crate::frame::{Frame, Game};
    use crate::rules::Rules;
    use crate::{Discipline, Player};

    fn go(d: Discipline, events: &[Event]) -> (Frame, Vec<Note>) {
        let rules = Rules::default();
        crate::frame::played(d, &rules, events)
    }

    fn state(f: &Frame) -> &State {
        let Game::Snooker(s) = &f.game else { panic!() };
        s
    }

    /// п.3.5: red, colour, red…; then the colours in order; 6 reds: 6x8+27 = 75 maximum.
    #[test]
    fn a_six_red_maximum_is_seventy_five() {
        let mut events = Vec::new();
        for _ in 0..6 {
            events.push(Event::Reds(1));
            events.push(Event::Colour(Colour::Black));
        }
        events.extend(Colour::COLOURS.iter().map(|c| Event::Colour(*c)));
        let (f, _) = go(Discipline::Snooker6, &events);
        assert_eq!(
            (f.tally.score, f.tally.winner, f.tally.high_run[0]),
            ([75, 0], Some(Player::A), 75)
        );
        assert_eq!(state(&f).remaining(), 0);
    }

    /// п.3.17: the foul value is max(4, ball on, ball concerned); a spoken number wins.
    #[test]
    fn foul_values() {
        let foul = |ball, points| {
            Event::Foul(Foul {
                ball,
                points,
                ..Foul::default()
            })
        };
        let (f, _) = go(Discipline::Snooker15, &[foul(None, None)]);
        assert_eq!(f.tally.score, [0, 4]);
        let (f, _) = go(Discipline::Snooker15, &[foul(Some(Colour::Pink), None)]);
        assert_eq!(f.tally.score, [0, 6]);
        let (f, _) = go(Discipline::Snooker15, &[foul(None, Some(7))]);
        assert_eq!(f.tally.score, [0, 7]);
        // In the clearance the ball on is the colour: a foul on the blue is 5.
        let mut events = vec![Event::RedsOff(15), Event::Colour(Colour::Yellow)];
        events.extend([
            Event::Colour(Colour::Green),
            Event::Colour(Colour::Brown),
            foul(None, None),
        ]);
        let (f, _) = go(Discipline::Snooker15, &events);
        assert_eq!(f.tally.score, [9, 5]);
    }

    /// п.3.15, A33: a free ball while a red is on counts as a red; with the colours on, as
    /// the ball on; п.3.14: a miss offers the replace.
    #[test]
    fn free_ball_and_miss() {
        let (f, notes) = go(
            Discipline::Snooker6,
            &[
                Event::foul_of(FoulKind::Miss),
                Event::Choice(Choice::Play),
                Event::FreeBall(Colour::Blue),
                Event::Colour(Colour::Blue),
                Event::Colour(Colour::Pink),
            ],
        );
        assert!(notes.contains(&Note::FreeBall));
        assert_eq!((f.tally.score, state(&f).reds), ([0, 11], 6));
        let (f, _) = go(Discipline::Snooker6, &[Event::foul_of(FoulKind::Miss)]);
        assert!(f.tally.pending.unwrap().options.contains(&Choice::Replace));
    }

    /// п.3.6: level after the last black: re-spotted black, a lag, first score or foul wins.
    #[test]
    fn re_spotted_black() {
        let mut f = Frame::new(Discipline::Snooker6, Player::A, &Rules::default());
        f.tally.score = [40, 47];
        f.game = Game::Snooker(State {
            reds: 0,
            phase: Phase::Clearance(Colour::Black),
            free_ball: None,
            need_lag: false,
        });
        let (g, _) = f
            .apply(&Event::Colour(Colour::Black), &Rules::default())
            .unwrap();
        assert_eq!((g.tally.score, g.tally.winner), ([47, 47], None));
        assert_eq!(state(&g).phase, Phase::ReSpottedBlack);
        let g = g
            .apply(&Event::Lag(Player::B), &Rules::default())
            .unwrap()
            .0;
        let g = g.apply(&Event::foul(), &Rules::default()).unwrap().0;
        assert_eq!((g.tally.score, g.tally.winner), ([54, 47], Some(Player::A)));
    }

    #[test]
    fn points_remaining_and_snookers_required() {
        assert_eq!(State::new(15).remaining(), 147);
        assert_eq!(State::new(6).remaining(), 75);
        assert_eq!(snookers_required(30, 27), 1);
        assert_eq!(snookers_required(20, 27), 0);
        let (f, _) = go(Discipline::Snooker15, &[Event::Reds(1)]);
        assert_eq!(state(&f).remaining(), 7 + 14 * 8 + 27);
    }
}
