//! Pool 8 (§5 п.2; billiards-rules §3.1): solids 1-7, stripes 9-15 and the 8; the table is open
//! after the break and the first legally potted called ball after it decides the groups
//! (п.2.7-2.8); balls potted illegally stay down (п.2.12); a declared safety ends the visit
//! with the balls down (п.2.10); after a foul ball in hand anywhere (п.2.11), in the house after
//! a break scratch (п.2.6); the 8 on the break: the breaker re-racks or spots it (п.2.6); the
//! five losses of п.2.15; stalemate re-racks and the same player breaks again (п.2.16, A22).
//! The first ball the marker names is the called one.

use serde::{Deserialize, Serialize};

use super::Player;
use super::event::{Choice, Event};
use super::tally::{End, Loss, Note, Place, Reject, Tally};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub on_table: Vec<u8>,
    /// Who has the solids; `None` while the table is open.
    pub solids: Option<Player>,
    /// A safety was declared for the coming shot (п.2.10).
    pub safety: bool,
}

impl State {
    pub fn new() -> State {
        State {
            on_table: (1..=15).collect(),
            solids: None,
            safety: false,
        }
    }

    /// A player's group, if decided: the balls of it.
    pub fn group(&self, p: Player) -> Option<Vec<u8>> {
        let solids = self.solids?;
        let range: Vec<u8> = if solids == p {
            (1..=7).collect()
        } else {
            (9..=15).collect()
        };
        Some(range)
    }

    /// A player's group balls still on the table.
    pub fn left(&self, p: Player) -> Option<usize> {
        let g = self.group(p)?;
        Some(self.on_table.iter().filter(|b| g.contains(b)).count())
    }
}

impl Default for State {
    fn default() -> State {
        State::new()
    }
}

pub(super) fn apply(
    f: &mut Tally,
    s: &mut State,
    e: &Event,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let opp = f.shooter.other();
    let on_break = f.shots == 0;
    match e {
        Event::Pot(balls) => pot(f, s, balls, notes)?,
        Event::Safety => {
            if on_break {
                return Err(Reject::NotNow);
            }
            s.safety = true;
        }
        Event::NoScore => {
            s.safety = false;
            f.end_visit();
        }
        Event::EightWrongPocket if !on_break => lose(f, notes, Loss::EightWrongPocket),
        Event::EightOffTable => lose(f, notes, Loss::EightOffTable),
        Event::Foul(foul) => self::foul(f, s, &foul.potted, notes),
        Event::BadBreak => {
            if !on_break {
                return Err(Reject::NotNow);
            }
            f.ask(
                opp,
                vec![Choice::Play, Choice::ReBreakSelf, Choice::ReBreakOther],
            );
        }
        Event::Stalemate => {
            *s = State::new();
            f.shots = 0;
            f.run = 0;
            let breaker = f.breaker;
            f.give_table(breaker);
            notes.push(Note::Stalemate);
        }
        Event::Choice(c) => choice(f, s, *c, notes)?,
        _ => return Err(Reject::NotInGame),
    }
    Ok(())
}

/// Balls potted: on the break (the 8 gives the breaker the choice, п.2.6), the 8 (won with the
/// group cleared, lost with the last ball or before, п.2.15), or the group decided by the first
/// ball potted on an open table (п.2.8).
fn pot(f: &mut Tally, s: &mut State, balls: &[u8], notes: &mut Vec<Note>) -> Result<(), Reject> {
    let p = f.shooter;
    if balls.is_empty() {
        return Err(Reject::TooMany);
    }
    for (i, b) in balls.iter().enumerate() {
        if !s.on_table.contains(b) || balls[..i].contains(b) {
            return Err(Reject::NotOnTable(*b));
        }
    }
    let eight = balls.contains(&8);
    if f.shots == 0 {
        s.on_table.retain(|b| !balls.contains(b) || *b == 8);
        f.add_to_run(balls.len() as i32);
        if eight {
            notes.push(Note::EightOnBreak);
            f.ask(p, vec![Choice::ReBreakSelf, Choice::SpotEight]);
        }
        return Ok(());
    }
    if eight {
        let left_before = s.left(p);
        let group = s.group(p).unwrap_or_default();
        let with_group = balls.iter().filter(|b| group.contains(b)).count();
        s.on_table.retain(|b| !balls.contains(b));
        match left_before {
            Some(0) if !s.safety => {
                f.score[p.index()] = 1;
                f.win(p, End::WinningBall);
            }
            Some(n) if n == with_group && n > 0 => lose(f, notes, Loss::EightWithLastBall),
            _ => lose(f, notes, Loss::EightEarly),
        }
        return Ok(());
    }
    s.on_table.retain(|b| !balls.contains(b));
    f.add_to_run(balls.len() as i32);
    if s.safety {
        s.safety = false;
        f.end_visit();
        return Ok(());
    }
    if s.solids.is_none() {
        let solid = balls[0] < 8;
        s.solids = Some(if solid { p } else { p.other() });
        notes.push(Note::Groups(p, solid));
    }
    Ok(())
}

/// A foul: the 8 potted with it loses (п.2.15(1)); the opponent has ball in hand, from the
/// house after the break; the 8 and a scratch on the break give him the choice (п.2.6).
fn foul(f: &mut Tally, s: &mut State, potted: &[u8], notes: &mut Vec<Note>) {
    let opp = f.shooter.other();
    let on_break = f.shots == 0;
    f.count_foul();
    s.safety = false;
    if potted.contains(&8) && !on_break {
        lose(f, notes, Loss::EightOnFoul);
        return;
    }
    s.on_table.retain(|b| !potted.contains(b) || *b == 8);
    f.end_visit();
    if on_break && potted.contains(&8) {
        notes.push(Note::EightOnBreak);
        f.ask(opp, vec![Choice::ReBreakSelf, Choice::SpotEight]);
    } else {
        let place = if on_break {
            Place::House
        } else {
            Place::Anywhere
        };
        notes.push(Note::BallInHand(opp, place));
    }
}

/// The incoming player's choice: play on, spot the 8, or break again.
fn choice(f: &mut Tally, s: &mut State, c: Choice, notes: &mut Vec<Note>) -> Result<(), Reject> {
    let p = f.shooter;
    let who = f.pending.take().map(|x| x.who).unwrap_or(p.other());
    match c {
        Choice::Play => f.give_table(who),
        Choice::SpotEight => {
            if who != p {
                notes.push(Note::BallInHand(who, Place::House));
            }
            f.shooter = who;
        }
        Choice::ReBreakSelf | Choice::ReBreakOther => {
            *s = State::new();
            f.shots = 0;
            f.give_table(if c == Choice::ReBreakSelf {
                who
            } else {
                who.other()
            });
        }
        _ => return Err(Reject::NotAnOption),
    }
    Ok(())
}

fn lose(f: &mut Tally, notes: &mut Vec<Note>, why: Loss) {
    let p = f.shooter;
    notes.push(Note::Lost(p, why));
    f.score[p.other().index()] = 1;
    f.win(p.other(), End::Lost(why));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Discipline;
    use crate::event::Foul;
    use crate::frame::{Frame, Game};
    use crate::rules::Rules;

    fn go(events: &[Event]) -> (Frame, Vec<Note>) {
        let rules = Rules::default();
        crate::frame::played(Discipline::Pool8, &rules, events)
    }

    /// A's solids cleared: 1-7 down after the break.
    fn solids_cleared() -> Vec<Event> {
        vec![
            Event::Pot(vec![9]),
            Event::Pot(vec![1, 2, 3]),
            Event::Pot(vec![4, 5, 6, 7]),
        ]
    }

    /// п.2.7-2.8: the break decides nothing; the first called ball after it does.
    #[test]
    fn groups_from_the_first_pot_after_the_break() {
        let (f, notes) = go(&[Event::Pot(vec![9, 2]), Event::Pot(vec![3])]);
        let Game::Eight(s) = &f.game else { panic!() };
        assert_eq!(s.solids, Some(Player::A));
        assert!(notes.contains(&Note::Groups(Player::A, true)));
        let (f, _) = go(&[
            Event::Pot(vec![9]),
            Event::Pot(vec![3]),
            Event::Pot(vec![8]),
        ]);
        assert_eq!(f.tally.end, Some(End::Lost(Loss::EightEarly)));
    }

    /// п.2.15: each loss condition, and the win.
    #[test]
    fn each_loss_condition() {
        let mut e = solids_cleared();
        e.push(Event::Pot(vec![8]));
        assert_eq!(go(&e).0.tally.winner, Some(Player::A), "the legal 8 wins");
        let cases: Vec<(Vec<Event>, Loss)> = vec![
            (
                vec![Event::Foul(Foul {
                    potted: vec![8],
                    ..Foul::default()
                })],
                Loss::EightOnFoul,
            ),
            (
                vec![
                    Event::Pot(vec![9]),
                    Event::Pot(vec![10, 11, 12, 13, 14]),
                    Event::Pot(vec![15, 8]),
                ],
                Loss::EightWithLastBall,
            ),
            (vec![Event::EightOffTable], Loss::EightOffTable),
            (vec![Event::EightWrongPocket], Loss::EightWrongPocket),
            (
                vec![Event::Pot(vec![3]), Event::Pot(vec![8])],
                Loss::EightEarly,
            ),
        ];
        for (mut events, why) in cases {
            events.insert(0, Event::NoScore);
            let (f, notes) = go(&events);
            assert_eq!(f.tally.end, Some(End::Lost(why)), "{events:?}");
            assert_eq!(
                f.tally.winner,
                Some(Player::A),
                "B shot and lost: {events:?}"
            );
            assert!(notes.contains(&Note::Lost(Player::B, why)));
        }
    }

    /// п.2.6: the 8 on the break; a break scratch gives ball in hand in the house; п.2.10
    /// declared safety; п.2.16 stalemate.
    #[test]
    fn break_safety_and_stalemate() {
        let (f, notes) = go(&[Event::Pot(vec![8, 3])]);
        assert!(notes.contains(&Note::EightOnBreak));
        let f = f
            .apply(&Event::Choice(Choice::SpotEight), &Rules::default())
            .unwrap()
            .0;
        assert_eq!(f.tally.shooter, Player::A);
        let (_, notes) = go(&[Event::foul_of(crate::event::FoulKind::CueBall)]);
        assert!(notes.contains(&Note::BallInHand(Player::B, Place::House)));
        let (f, _) = go(&[Event::NoScore, Event::Safety, Event::Pot(vec![4])]);
        assert_eq!(f.tally.shooter, Player::A, "the safety ended B's visit");
        let (f, _) = go(&[Event::NoScore, Event::Pot(vec![4]), Event::Stalemate]);
        assert_eq!((f.tally.shooter, f.tally.shots), (Player::A, 0));
    }
}
