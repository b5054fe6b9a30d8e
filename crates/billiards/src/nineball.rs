//! Pool 9 and 10 (§5 п.3, п.5; billiards-rules §3.2-3.3), one engine: the frame is won by the
//! winning ball (the 9 or the 10) legally potted; the lowest ball is on; the push-out on the
//! shot after the break (9-ball, п.3.6); after a foul the opponent has ball in hand anywhere and
//! a potted 9/10 is re-spotted (п.3.7); three consecutive fouls lose the frame, with the warning
//! after the second (п.3.12, п.5.5.4, A23). 10-ball: shots are called, an uncalled 10 is
//! re-spotted and does not win, also on the break; an illegal break leaves the opponent the
//! choice of ball in hand in the house or a re-break (п.5.4, A24).

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event};
use super::rules::Rules;
use super::tally::{End, Loss, Note, Place, Reject, Tally};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The winning ball: 9 or 10.
    pub max: u8,
    pub on_table: Vec<u8>,
}

impl State {
    pub fn new(max: u8) -> State {
        State {
            max,
            on_table: (1..=max).collect(),
        }
    }

    /// The lowest ball on the table: the one to hit first (п.3.2, п.5.5.1).
    pub fn lowest(&self) -> Option<u8> {
        self.on_table.iter().min().copied()
    }
}

pub(super) fn apply(
    f: &mut Tally,
    s: &mut State,
    e: &Event,
    rules: &Rules,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let p = f.shooter;
    let opp = p.other();
    let on_break = f.shots == 0;
    let ten = s.max == 10;
    match e {
        Event::Pot(balls) => {
            for (i, b) in balls.iter().enumerate() {
                if !s.on_table.contains(b) || balls[..i].contains(b) {
                    return Err(Reject::NotOnTable(*b));
                }
            }
            if balls.is_empty() {
                return Err(Reject::TooMany);
            }
            s.on_table.retain(|b| !balls.contains(b));
            f.fouls[p.index()] = 0;
            f.add_to_run(balls.len() as i32);
            if balls.contains(&s.max) {
                // 10-ball: the 10 on the break is re-spotted and does not win (A24).
                if ten && on_break && rules.ten_called {
                    s.on_table.push(s.max);
                    notes.push(Note::Respotted(vec![s.max]));
                } else {
                    f.score[p.index()] = 1;
                    f.win(p, End::WinningBall);
                }
            }
        }
        Event::NoScore => {
            f.fouls[p.index()] = 0;
            f.end_visit();
        }
        Event::Uncalled if ten => {
            // A24: the uncalled ball stays down, the turn passes; the marker re-spots an
            // uncalled 10 ("десятка, незаказанная" is said as a foul-free visit end).
            f.fouls[p.index()] = 0;
            f.end_visit();
        }
        Event::PushOut if !ten => {
            // Only on the shot right after a legal break (п.3.6).
            if f.shots != 1 || f.foul_total != [0, 0] {
                return Err(Reject::NotNow);
            }
            f.fouls[p.index()] = 0;
            f.ask(opp, vec![Choice::Play, Choice::PutBack]);
        }
        Event::BadBreak if ten => {
            if !on_break {
                return Err(Reject::NotNow);
            }
            f.ask(opp, vec![Choice::InHand, Choice::ReBreakSelf]);
        }
        Event::Foul(foul) => foul_by(f, s, &foul.potted, notes),
        Event::BadBreak => {
            // 9-ball: an illegal break is a foul (п.3.4).
            if !on_break {
                return Err(Reject::NotNow);
            }
            foul_by(f, s, &[], notes);
        }
        Event::Choice(c @ (Choice::Play | Choice::PutBack)) => f.play_or_put_back(*c),
        Event::Choice(Choice::InHand) => {
            let who = f.pending.take().map(|x| x.who).unwrap_or(opp);
            f.give_table(who);
            notes.push(Note::BallInHand(who, Place::House));
        }
        Event::Choice(Choice::ReBreakSelf) => {
            let who = f.pending.take().map(|x| x.who).unwrap_or(opp);
            *s = State::new(s.max);
            f.shots = 0;
            f.give_table(who);
        }
        Event::Choice(_) => return Err(Reject::NotAnOption),
        _ => return Err(Reject::NotInGame),
    }
    Ok(())
}

/// A foul: balls potted on it stay down except the winning ball (п.3.7, A24); the third
/// consecutive foul loses (the warning after the second is always given, A23); else ball in
/// hand anywhere for the opponent (п.3.7, A24).
fn foul_by(f: &mut Tally, s: &mut State, potted: &[u8], notes: &mut Vec<Note>) {
    let p = f.shooter;
    f.count_foul();
    f.run = 0;
    s.on_table.retain(|b| !potted.contains(b) || *b == s.max);
    if potted.contains(&s.max) {
        notes.push(Note::Respotted(vec![s.max]));
    }
    let count = f.fouls[p.index()] + 1;
    f.fouls[p.index()] = count;
    notes.push(Note::FoulCount(p, count));
    if count >= 3 {
        notes.push(Note::Lost(p, Loss::ThreeFouls));
        f.win(p.other(), End::Lost(Loss::ThreeFouls));
        return;
    }
    f.end_visit();
    notes.push(Note::BallInHand(p.other(), Place::Anywhere));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Foul;
    use crate::{Discipline, Player};

    fn go(d: Discipline, events: &[Event]) -> (Frame, Vec<Note>) {
        let rules = Rules::default();
        crate::frame::played(d, &rules, events)
    }

    /// п.3.12: three fouls on consecutive visits lose the frame, the warning after the second.
    #[test]
    fn three_consecutive_fouls_lose_with_a_warning_after_the_second() {
        let (f, notes) = go(
            Discipline::Pool9,
            &[
                Event::NoScore,
                Event::foul(),
                Event::foul(),
                Event::foul(),
                Event::foul(),
            ],
        );
        assert!(notes.contains(&Note::FoulCount(Player::B, 2)));
        assert_eq!(f.tally.winner, None, "fouls alternate: B 2, A 2");
        let f = f.apply(&Event::foul(), &Rules::default()).unwrap().0;
        assert_eq!(
            (f.tally.winner, f.tally.end),
            (Some(Player::A), Some(End::Lost(Loss::ThreeFouls)))
        );
        // A legal shot in between clears the count.
        let (f, _) = go(
            Discipline::Pool9,
            &[
                Event::foul(),
                Event::NoScore,
                Event::foul(),
                Event::NoScore,
                Event::Pot(vec![1]),
                Event::foul(),
            ],
        );
        assert_eq!(f.tally.fouls, [1, 0]);
    }

    /// п.3.6: the push-out only right after the break; п.3.7: the 9 on a foul is re-spotted.
    #[test]
    fn push_out_and_the_nine_on_a_foul() {
        let (f, _) = go(Discipline::Pool9, &[Event::NoScore, Event::PushOut]);
        assert_eq!(f.tally.pending.as_ref().unwrap().who, Player::A);
        let (f, _) = go(Discipline::Pool9, &[Event::NoScore, Event::NoScore]);
        assert_eq!(
            f.apply(&Event::PushOut, &Rules::default()).unwrap_err(),
            Reject::NotNow
        );
        let (f, notes) = go(
            Discipline::Pool9,
            &[Event::Foul(Foul {
                potted: vec![9, 3],
                ..Foul::default()
            })],
        );
        let Game::Nine(s) = &f.game else { panic!() };
        assert!(s.on_table.contains(&9) && !s.on_table.contains(&3));
        assert!(notes.contains(&Note::Respotted(vec![9])));
        let (f, _) = go(Discipline::Pool9, &[Event::Pot(vec![2, 9])]);
        assert_eq!(f.tally.winner, Some(Player::A), "a 9 on the break wins");
    }

    /// A24: the 10 on the break is re-spotted; later the legal 10 wins; п.5.4 bad break.
    #[test]
    fn ten_ball() {
        let (f, notes) = go(Discipline::Pool10, &[Event::Pot(vec![10])]);
        assert_eq!(f.tally.winner, None);
        assert!(notes.contains(&Note::Respotted(vec![10])));
        let f = f.apply(&Event::Pot(vec![10]), &Rules::default()).unwrap().0;
        assert_eq!(f.tally.winner, Some(Player::A));
        let (f, _) = go(Discipline::Pool10, &[Event::BadBreak]);
        assert_eq!(
            f.tally.pending.unwrap().options,
            vec![Choice::InHand, Choice::ReBreakSelf]
        );
        let (f, _) = go(Discipline::Pool10, &[Event::NoScore]);
        assert_eq!(
            f.apply(&Event::PushOut, &Rules::default()).unwrap_err(),
            Reject::NotInGame
        );
    }

    use crate::frame::{Frame, Game};
}
