//! Pool 14+1, straight pool (§5 п.4; billiards-rules §3.4): +1 per called ball and per extra ball
//! on the same legal shot; 14 down -> re-rack, the 15th stays (п.4.7.3); a foul is −1 (п.4.11);
//! an illegal break −2, not counted as a foul (п.4.6); an intentional foul −16 (п.4.7.5); three
//! fouls on three consecutive visits: the third costs 16 (A26, a setting), the count is cleared,
//! all 15 are re-racked and the offender breaks (п.4.12); scores may be negative (п.4.13).

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event, FoulKind};
use super::rules::Rules;
use super::tally::{Note, Place, Reject, Tally};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Object balls on the table (15 at a rack; at 1 the 14 are re-racked).
    pub on_table: u8,
    /// This visit has had a legal shot, which clears the shooter's foul count (п.4.12, A27).
    pub legal_this_visit: bool,
    pub racks: u32,
}

impl State {
    pub fn new() -> State {
        State {
            on_table: 15,
            legal_this_visit: false,
            racks: 1,
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
    let p = f.shooter;
    let opp = p.other();
    match e {
        Event::Balls(k) => {
            if *k == 0 || *k > s.on_table {
                return Err(Reject::TooMany);
            }
            f.score_shooter(i32::from(*k));
            s.on_table -= k;
            f.fouls[p.index()] = 0;
            s.legal_this_visit = true;
            // 14 down: the 14 are re-racked, the 15th stays (п.4.7.3). When the last two fall
            // together the rules' table is missing (A25): all 15 again.
            if s.on_table <= 1 {
                s.on_table += 14;
                s.racks += 1;
                notes.push(Note::Rerack);
            }
        }
        Event::Rerack => {
            s.on_table = 15;
            s.racks += 1;
            notes.push(Note::Rerack);
        }
        Event::NoScore | Event::Safety => {
            // Any legal shot clears the count (A27).
            f.fouls[p.index()] = 0;
            s.legal_this_visit = false;
            f.end_visit();
        }
        Event::BadBreak => {
            if f.shots > 0 {
                return Err(Reject::NotNow);
            }
            // −2 each time, not a foul for п.4.12; the opponent accepts or has him break again.
            f.score[p.index()] -= 2;
            f.run = 0;
            f.ask(opp, vec![Choice::Play, Choice::ReBreakOther]);
        }
        Event::Foul(foul) if foul.kind == FoulKind::Intentional => {
            f.count_foul();
            f.score[p.index()] -= 16;
            f.run = 0;
            f.fouls[p.index()] = 0;
            f.ask(opp, vec![Choice::Play, Choice::ReBreakOther]);
            notes.push(Note::BallInHand(opp, Place::House));
        }
        Event::Foul(foul) => {
            f.count_foul();
            let count = if s.legal_this_visit {
                1
            } else {
                f.fouls[p.index()] + 1
            };
            f.run = 0;
            if count >= 3 {
                f.score[p.index()] -= rules.straight_third_foul;
                f.fouls[p.index()] = 0;
                s.on_table = 15;
                s.racks += 1;
                s.legal_this_visit = false;
                f.shots = 0;
                notes.push(Note::FoulCount(p, 3));
                notes.push(Note::Rerack);
                // The offender breaks the new rack (п.4.12): the table stays his.
                f.give_table(p);
            } else {
                f.score[p.index()] -= 1;
                f.fouls[p.index()] = count;
                s.legal_this_visit = false;
                notes.push(Note::FoulCount(p, count));
                f.end_visit();
                if foul.kind == FoulKind::CueBall {
                    notes.push(Note::BallInHand(opp, Place::House));
                }
            }
        }
        Event::Choice(Choice::Play) => {
            let who = f.pending.take().map(|x| x.who).unwrap_or(opp);
            s.legal_this_visit = false;
            f.give_table(who);
        }
        Event::Choice(Choice::ReBreakOther) => {
            let who = f.pending.take().map(|x| x.who).unwrap_or(opp);
            s.on_table = 15;
            s.legal_this_visit = false;
            f.shots = 0;
            f.give_table(who.other());
        }
        Event::Choice(_) => return Err(Reject::NotAnOption),
        _ => return Err(Reject::NotInGame),
    }
    f.check_target();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::{Frame, Game};
    use crate::{Discipline, Player};

    fn go(events: &[Event]) -> (Frame, Vec<Note>) {
        let rules = Rules::default();
        crate::frame::played(Discipline::Straight, &rules, events)
    }

    /// п.4.12's example: a legal shot between fouls clears the count.
    #[test]
    fn a_legal_shot_clears_the_foul_count() {
        let (f, _) = go(&[
            Event::foul(),
            Event::NoScore,
            Event::Balls(1),
            Event::foul(),
        ]);
        assert_eq!((f.tally.fouls, f.tally.score), ([1, 0], [-1, 0]));
    }

    /// п.4.7.3: 14 down, the 14 re-racked, the run goes on.
    #[test]
    fn fourteen_down_re_racks_and_the_run_goes_on() {
        let (f, notes) = go(&[Event::Balls(10), Event::Balls(4)]);
        let Game::Straight(s) = &f.game else { panic!() };
        assert_eq!(
            (s.on_table, s.racks, f.tally.shooter, f.tally.run),
            (15, 2, Player::A, 14)
        );
        assert!(notes.contains(&Note::Rerack));
    }

    /// п.4.6 −2 for an illegal break (not a foul), п.4.7.5 −16 for an intentional foul.
    #[test]
    fn illegal_break_and_intentional_foul() {
        let (f, _) = go(&[
            Event::BadBreak,
            Event::Choice(Choice::ReBreakOther),
            Event::BadBreak,
            Event::Choice(Choice::Play),
        ]);
        assert_eq!(
            (f.tally.score, f.tally.fouls, f.tally.shooter),
            ([-4, 0], [0, 0], Player::B)
        );
        let (f, _) = go(&[Event::foul_of(FoulKind::Intentional)]);
        assert_eq!(f.tally.score, [-16, 0]);
    }
}
