//! Russian pyramid (§4 п.5; billiards-rules §2.4): 15 numbered balls and a coloured cue ball;
//! ball N scores N, the ace (1) 11, the last ball on the table +10 (130 + 10 = 140, A4); first
//! to 71 (п.5.1); a foul takes 5 from the offender and gives 5 to the opponent (п.5.5.6);
//! an uncalled ball is re-spotted and scores nothing, the turn passes (п.5.5.4, A13); at 70:70
//! the last potted ball is re-spotted, a lag decides, the next pot wins and a foul loses
//! (п.5.5.7, A15).

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event, FoulKind};
use super::rules::Rules;
use super::tally::{Note, Place, Reject, Tally};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The numbered balls still on the table.
    pub on_table: Vec<u8>,
    /// The last ball legally potted (re-spotted at 70:70).
    pub last_potted: Option<u8>,
    /// 70:70 reached: sudden death (п.5.5.7).
    pub sudden_death: bool,
    /// A lag must decide who plays (п.5.5.7).
    pub need_lag: bool,
}

/// A ball's value (п.5.5.1): the ace is 11.
pub fn value(ball: u8) -> i32 {
    if ball == 1 { 11 } else { i32::from(ball) }
}

impl State {
    pub fn new() -> State {
        State {
            on_table: (1..=15).collect(),
            last_potted: None,
            sudden_death: false,
            need_lag: false,
        }
    }

    /// Points still on the table, with the last-ball bonus.
    pub fn points_left(&self) -> i32 {
        if self.on_table.is_empty() {
            0
        } else {
            self.on_table.iter().map(|b| value(*b)).sum::<i32>() + 10
        }
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
    rules: &Rules,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let opp = f.shooter.other();
    if s.need_lag {
        let Event::Lag(p) = e else {
            return Err(Reject::LagFirst);
        };
        s.need_lag = false;
        f.give_table(*p);
        notes.push(Note::PenaltyShot(*p, Place::House));
        return Ok(());
    }
    match e {
        Event::Pot(balls) => {
            if balls.is_empty() {
                return Err(Reject::TooMany);
            }
            for (i, b) in balls.iter().enumerate() {
                if !s.on_table.contains(b) || balls[..i].contains(b) {
                    return Err(Reject::NotOnTable(*b));
                }
            }
            let mut points: i32 = balls.iter().map(|b| value(*b)).sum();
            s.on_table.retain(|b| !balls.contains(b));
            s.last_potted = balls.last().copied();
            if s.on_table.is_empty() {
                points += 10;
                notes.push(Note::LastBall(f.shooter));
            }
            f.score_shooter(points);
            if s.sudden_death {
                // The first pot after 70:70 wins (п.5.5.7).
                f.win(f.shooter, super::tally::End::Points);
            }
        }
        Event::NoScore | Event::Uncalled => f.end_visit(),
        Event::Foul(foul) => penalty(f, opp, rules, foul.kind, notes),
        Event::BadBreak => {
            if f.shots > 0 {
                return Err(Reject::NotNow);
            }
            penalty(f, opp, rules, FoulKind::Plain, notes);
            f.ask(opp, Choice::AFTER_BAD_BREAK.to_vec());
        }
        Event::Choice(c @ (Choice::Play | Choice::PutBack)) => f.play_or_put_back(*c),
        Event::Choice(c @ (Choice::ReBreakSelf | Choice::ReBreakOther)) => {
            let who = f.pending.take().map(|p| p.who).unwrap_or(opp);
            f.give_table(if *c == Choice::ReBreakSelf {
                who
            } else {
                who.other()
            });
            f.shots = 0;
        }
        Event::Choice(_) => return Err(Reject::NotAnOption),
        _ => return Err(Reject::NotInGame),
    }
    if f.winner.is_none() {
        f.check_target();
    }
    if f.winner.is_none() && !s.sudden_death && f.score == [70, 70] {
        s.sudden_death = true;
        s.need_lag = true;
        f.pending = None;
        if let Some(b) = s.last_potted {
            s.on_table.push(b);
            s.on_table.sort_unstable();
        }
        notes.push(Note::SuddenDeath);
    }
    Ok(())
}

/// −5 / +5 (п.5.5.6); a cue-ball foul gives the opponent the shot from the house (п.5.5.5),
/// with the п.1.6 option kept (A16); in sudden death a foul loses (п.5.5.7).
fn penalty(
    f: &mut Tally,
    opp: super::Player,
    rules: &Rules,
    kind: FoulKind,
    notes: &mut Vec<Note>,
) {
    f.count_foul();
    let s = f.shooter.index();
    f.score[s] -= 5;
    if !rules.russian_negative {
        f.score[s] = f.score[s].max(0);
    }
    f.score[opp.index()] += 5;
    f.run = 0;
    if kind == FoulKind::CueBall {
        notes.push(Note::PenaltyShot(opp, Place::House));
    }
    f.ask(opp, vec![Choice::Play, Choice::PutBack]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{Frame, Game};
    use crate::{Discipline, Player};

    fn frame() -> Frame {
        Frame::new(Discipline::RussianPyramid, Player::A, &Rules::default())
    }

    fn go(mut f: Frame, events: &[Event]) -> Frame {
        for e in events {
            f = f.apply(e, &Rules::default()).expect("taken").0;
        }
        f
    }

    /// п.5.5.1: N scores N, the ace 11; п.5.5.3: every ball that fell with the called one.
    #[test]
    fn ball_values_and_the_ace() {
        let f = go(frame(), &[Event::Pot(vec![1, 15])]);
        assert_eq!(
            (f.tally.score, f.tally.run, f.tally.shooter),
            ([26, 0], 26, Player::A)
        );
        assert_eq!(
            f.apply(&Event::Pot(vec![15]), &Rules::default())
                .unwrap_err(),
            Reject::NotOnTable(15)
        );
    }

    /// п.5.5.6 −5/+5; A14 negative scores allowed by default, clamped as a setting; п.5.5.4
    /// uncalled: no score, the turn passes.
    #[test]
    fn fouls_and_uncalled_balls() {
        let f = go(frame(), &[Event::foul()]);
        assert_eq!(f.tally.score, [-5, 5]);
        let clamp = Rules {
            russian_negative: false,
            ..Rules::default()
        };
        let g = frame().apply(&Event::foul(), &clamp).unwrap().0;
        assert_eq!(g.tally.score, [0, 5]);
        let f = go(frame(), &[Event::Uncalled]);
        assert_eq!((f.tally.score, f.tally.shooter), ([0, 0], Player::B));
    }

    /// п.5.5.7: at 70:70 the last ball is re-spotted, a lag decides, the next pot wins.
    #[test]
    fn seventy_all_is_sudden_death() {
        let mut f = frame();
        f.tally.score = [65, 70];
        let f = go(f, &[Event::Pot(vec![5])]);
        assert_eq!(f.tally.score, [70, 70]);
        let Game::Russian(s) = &f.game else { panic!() };
        assert!(s.sudden_death && s.on_table.contains(&5));
        assert_eq!(
            f.apply(&Event::Pot(vec![2]), &Rules::default())
                .unwrap_err(),
            Reject::LagFirst
        );
        let g = go(f.clone(), &[Event::Lag(Player::B), Event::Pot(vec![2])]);
        assert_eq!(g.tally.winner, Some(Player::B));
        let g = go(f, &[Event::Lag(Player::B), Event::foul()]);
        assert_eq!((g.tally.winner, g.tally.score), (Some(Player::A), [75, 65]));
    }
}
