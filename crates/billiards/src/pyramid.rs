//! The 8-point pyramids (§4 п.2-4; billiards-rules §2.0-2.3), one engine with three variants:
//! free (any ball may be the cue ball, 16 balls), combined (coloured cue ball; a legal in-off
//! scores, the shooter takes a ball off and plays a premium shot from the house) and dynamic
//! (the premium shot from anywhere; after a foul the opponent takes a ball or plays from hand).
//! First to 8 (п.2.1); a foul gives the opponent +1 and a penalty ball (п.2.6-2.7), then he
//! plays or makes the offender play (п.1.6); the seventh-ball warning (§3 п.10, A10).

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event, FoulKind};
use super::rules::Rules;
use super::tally::{Note, Place, Reject, Tally};
use super::{Discipline, Player};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Balls off the table for good: on the shelves (potted, penalty, taken for an in-off).
    pub off: u8,
    /// A premium shot is being played (after a legal in-off), and from where.
    pub premium: Option<Place>,
}

impl State {
    /// Balls that can still be potted: 16 in the free pyramid (п.2.2), 15 object balls in the
    /// others (п.3.2, 4.2).
    pub fn left(&self, d: Discipline) -> u8 {
        let all = if d == Discipline::FreePyramid { 16 } else { 15 };
        all - self.off.min(all)
    }
}

pub(super) fn apply(
    f: &mut Tally,
    s: &mut State,
    e: &Event,
    rules: &Rules,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let d = f.discipline;
    let before = f.score;
    let opp = f.shooter.other();
    match e {
        Event::Balls(n) => {
            if *n == 0 || *n > s.left(d) {
                return Err(Reject::TooMany);
            }
            s.off += n;
            s.premium = None;
            f.score_shooter(i32::from(*n));
        }
        Event::InOff(k) => in_off(f, s, *k, notes)?,
        Event::CueBallDown if d == Discipline::DynamicPyramid => {
            if s.premium.is_none() {
                return Err(Reject::NotNow);
            }
            s.premium = None;
            f.end_visit();
            notes.push(Note::BallInHand(opp, Place::Anywhere));
        }
        Event::NoScore => {
            s.premium = None;
            f.end_visit();
        }
        Event::BadBreak => bad_break(f, s, notes)?,
        Event::Foul(foul) => self::foul(f, s, foul.kind, rules, notes),
        Event::Choice(c) => choice(f, s, *c, rules, notes)?,
        _ => return Err(Reject::NotInGame),
    }
    f.check_target();
    seventh_ball(before, f, notes);
    Ok(())
}

/// A ball potted off another ball with `k` more: in the free pyramid it counts like any ball
/// (п.2.5.4); in the combined and dynamic it scores the ball the shooter takes off the table
/// (A5), then a premium shot (п.3.5.2 from the house, п.4.5.2 from anywhere).
fn in_off(f: &mut Tally, s: &mut State, k: u8, notes: &mut Vec<Note>) -> Result<(), Reject> {
    let d = f.discipline;
    if d != Discipline::FreePyramid && s.premium == Some(Place::Anywhere) {
        // Dynamic: on the premium shot only object balls count (п.4.5.2).
        return Err(Reject::NotNow);
    }
    if 1 + k > s.left(d) {
        return Err(Reject::TooMany);
    }
    s.off += 1 + k;
    f.score_shooter(i32::from(1 + k));
    if d != Discipline::FreePyramid {
        let place = if d == Discipline::CombinedPyramid {
            Place::House
        } else {
            Place::Anywhere
        };
        s.premium = Some(place);
        notes.push(Note::PremiumShot(place));
    }
    Ok(())
}

/// An illegal break is a penalty (п.1.12.1); the penalty ball comes off first, so a re-rack is
/// an incomplete pyramid (п.1.12.2 Прим.); then the four options.
fn bad_break(f: &mut Tally, s: &mut State, notes: &mut Vec<Note>) -> Result<(), Reject> {
    if f.shots > 0 {
        return Err(Reject::NotNow);
    }
    let opp = f.shooter.other();
    f.count_foul();
    f.score[opp.index()] += 1;
    s.off += 1;
    notes.push(Note::PenaltyBall(opp));
    f.ask(opp, Choice::AFTER_BAD_BREAK.to_vec());
    Ok(())
}

/// A foul: +1 and a penalty ball to the opponent (п.2.6-2.7), who plays or makes the offender
/// play (п.1.6); combined: a cue-ball foul gives a penalty shot from the house (п.3.7); dynamic:
/// +1 at once (п.4.6), then the opponent takes a ball or plays from hand (п.4.7), after a
/// cue-ball foul only from hand (A43). A foul whose point is the opponent's eighth ends the
/// frame there (п.2.1, 3.1, 4.1): no penalty shot and no choice follows.
fn foul(f: &mut Tally, s: &mut State, kind: FoulKind, rules: &Rules, notes: &mut Vec<Note>) {
    let d = f.discipline;
    let opp = f.shooter.other();
    f.count_foul();
    s.premium = None;
    f.run = 0;
    if d == Discipline::DynamicPyramid {
        // With A7 the point is his whatever he chooses: it counts at the foul (it was held
        // back until he chose, so a foul reaching eight did not end the frame).
        if rules.dynamic_point_with_hand {
            f.score[opp.index()] += 1;
            f.check_target();
            if f.winner.is_some() {
                return;
            }
        }
        let options = if kind == FoulKind::CueBall {
            vec![Choice::InHand]
        } else {
            vec![Choice::TakeBall, Choice::InHand]
        };
        f.ask(opp, options);
        return;
    }
    f.score[opp.index()] += 1;
    if s.left(d) > 0 {
        s.off += 1;
        notes.push(Note::PenaltyBall(opp));
    }
    f.check_target();
    if f.winner.is_some() {
        return;
    }
    if d == Discipline::CombinedPyramid && kind == FoulKind::CueBall {
        f.give_table(opp);
        notes.push(Note::PenaltyShot(opp, Place::House));
    } else {
        f.ask(opp, vec![Choice::Play, Choice::PutBack]);
    }
}

/// The incoming player's choice after a foul or a bad break.
fn choice(
    f: &mut Tally,
    s: &mut State,
    c: Choice,
    rules: &Rules,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let d = f.discipline;
    let who = || f.pending.as_ref().map_or(f.shooter.other(), |p| p.who);
    match c {
        Choice::Play | Choice::PutBack => f.play_or_put_back(c),
        Choice::ReBreakSelf | Choice::ReBreakOther => {
            let who = who();
            f.pending = None;
            let breaker = if c == Choice::ReBreakSelf {
                who
            } else {
                who.other()
            };
            f.give_table(breaker);
            f.shots = 0;
            // The re-break is a stroke again from the house; `apply` counts no shot for a
            // choice, so the next event is the break.
        }
        Choice::TakeBall => {
            let who = who();
            f.pending = None;
            // The ball onto his shelf is the foul's point; with A7 it was counted at the foul.
            if !rules.dynamic_point_with_hand {
                f.score[who.index()] += 1;
            }
            if s.left(d) > 0 {
                s.off += 1;
                notes.push(Note::PenaltyBall(who));
            }
            f.give_table(who);
        }
        Choice::InHand => {
            let who = who();
            f.pending = None;
            f.give_table(who);
            // On the penalty shot only object balls may be potted (п.4.7(2)), as on the
            // premium shot: an in-off is refused, and the cue ball falling passes the turn.
            s.premium = Some(Place::Anywhere);
            notes.push(Note::PenaltyShot(who, Place::Anywhere));
        }
        _ => return Err(Reject::NotAnOption),
    }
    Ok(())
}

/// The seventh-ball warning when a player's score reaches 7 (§3 п.10, A10).
fn seventh_ball(before: [i32; 2], f: &Tally, notes: &mut Vec<Note>) {
    if f.winner.is_some() {
        return;
    }
    for p in Player::BOTH {
        if before[p.index()] < 7 && f.score[p.index()] == 7 {
            notes.push(Note::SeventhBall(p));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{Event as E, Foul};

    fn play(d: Discipline, events: &[E]) -> (Frame, Vec<Note>) {
        let rules = Rules::default();
        crate::frame::played(d, &rules, events)
    }

    /// §4 п.2.6-2.7 and п.1.6: a foul is +1 to the opponent and a penalty ball; he then plays
    /// or makes the offender play; the frame is won at 8 (п.2.1) with the 7th-ball warning.
    #[test]
    fn free_pyramid_foul_gives_a_point_and_a_penalty_ball() {
        let (f, notes) = play(Discipline::FreePyramid, &[E::Balls(2), E::foul()]);
        assert_eq!(f.tally.score, [2, 1]);
        assert_eq!(f.tally.pending.as_ref().map(|p| p.who), Some(Player::B));
        assert!(notes.contains(&Note::PenaltyBall(Player::B)));
        assert_eq!(
            f.apply(&E::Balls(1), &Rules::default()).unwrap_err(),
            Reject::ChoiceFirst
        );
        let (f, _) = play(
            Discipline::FreePyramid,
            &[E::Balls(2), E::foul(), E::Choice(Choice::PutBack)],
        );
        assert_eq!(
            f.tally.shooter,
            Player::A,
            "the offender plays again (п.1.6(2))"
        );
        // Balls left = 16 minus both shelves (billiards-rules §2.1).
        let Game::Pyramid(s) = &f.game else { panic!() };
        assert_eq!(s.left(Discipline::FreePyramid), 13);
    }

    /// п.3.5.2, A5: a legal in-off scores and gives a premium shot from the house; п.3.7: a
    /// cue-ball foul gives the opponent a penalty shot from the house, without the choice.
    #[test]
    fn combined_in_off_and_cue_ball_foul() {
        let (f, notes) = play(Discipline::CombinedPyramid, &[E::InOff(1)]);
        assert_eq!(f.tally.score, [2, 0]);
        assert!(notes.contains(&Note::PremiumShot(Place::House)));
        let (f, notes) = play(
            Discipline::CombinedPyramid,
            &[E::Foul(Foul {
                kind: FoulKind::CueBall,
                ..Foul::default()
            })],
        );
        assert_eq!(
            (f.tally.score, f.tally.shooter, f.tally.pending.clone()),
            ([0, 1], Player::B, None)
        );
        assert!(notes.contains(&Note::PenaltyShot(Player::B, Place::House)));
    }

    /// п.4.5.2: the dynamic premium shot from anywhere; the cue ball falling on it is no point
    /// and no foul; п.4.7: after a foul the opponent takes a ball or plays from hand (+1 both
    /// ways, A7).
    #[test]
    fn dynamic_premium_shot_and_foul_options() {
        let (f, notes) = play(Discipline::DynamicPyramid, &[E::InOff(0), E::CueBallDown]);
        assert_eq!((f.tally.score, f.tally.shooter), ([1, 0], Player::B));
        assert!(notes.contains(&Note::BallInHand(Player::B, Place::Anywhere)));
        let (f, _) = play(
            Discipline::DynamicPyramid,
            &[E::foul(), E::Choice(Choice::InHand)],
        );
        assert_eq!((f.tally.score, f.tally.shooter), ([0, 1], Player::B));
        let (f, notes) = play(
            Discipline::DynamicPyramid,
            &[E::foul(), E::Choice(Choice::TakeBall)],
        );
        assert_eq!(f.tally.score, [0, 1]);
        assert!(notes.contains(&Note::PenaltyBall(Player::B)));
        let no_point = Rules {
            dynamic_point_with_hand: false,
            ..Rules::default()
        };
        let f = Frame::new(Discipline::DynamicPyramid, Player::A, &no_point);
        let f = f.apply(&E::foul(), &no_point).unwrap().0;
        let f = f.apply(&E::Choice(Choice::InHand), &no_point).unwrap().0;
        assert_eq!(f.tally.score, [0, 0], "A7 as a setting");
    }

    /// п.1.12.2: after an illegal break the opponent has four options; a re-break makes the
    /// next event a break again.
    #[test]
    fn illegal_break_options() {
        let (f, _) = play(Discipline::FreePyramid, &[E::BadBreak]);
        assert_eq!(f.tally.score, [0, 1]);
        assert_eq!(f.tally.pending.as_ref().unwrap().options.len(), 4);
        let (f, _) = play(
            Discipline::FreePyramid,
            &[E::BadBreak, E::Choice(Choice::ReBreakOther)],
        );
        assert_eq!((f.tally.shooter, f.tally.shots), (Player::A, 0));
        assert!(f.apply(&E::BadBreak, &Rules::default()).is_ok());
        let (f, _) = play(Discipline::FreePyramid, &[E::Balls(1)]);
        assert_eq!(
            f.apply(&E::BadBreak, &Rules::default()).unwrap_err(),
            Reject::NotNow
        );
    }

    /// Issue 18: a foul whose point is the opponent's eighth ends the frame at once (п.2.1,
    /// 3.1, 4.1, 4.6): the combined cue-ball foul announced a penalty shot, the free pyramid
    /// asked its choice, and the dynamic held the point back until the opponent chose.
    #[test]
    fn a_foul_giving_the_eighth_point_ends_the_frame() {
        let cue_foul = E::Foul(Foul {
            kind: FoulKind::CueBall,
            ..Foul::default()
        });
        for (d, foul) in [
            (Discipline::CombinedPyramid, cue_foul.clone()),
            (Discipline::FreePyramid, E::foul()),
            (Discipline::DynamicPyramid, E::foul()),
        ] {
            // B has 7; A fouls.
            let (f, notes) = play(d, &[E::NoScore, E::Balls(7), E::NoScore, foul]);
            assert_eq!(f.tally.score[1], 8, "{d:?}");
            assert_eq!(f.tally.winner, Some(Player::B), "{d:?}");
            assert_eq!(f.tally.pending, None, "{d:?}: no choice asked");
            assert!(
                !notes.iter().any(|n| matches!(n, Note::PenaltyShot(..))),
                "{d:?}: {notes:?}"
            );
        }
    }

    /// п.4.7(2): on the dynamic penalty shot from hand only object balls may be potted: an
    /// in-off is refused (it was accepted), the cue ball falling passes the turn.
    #[test]
    fn dynamic_penalty_shot_refuses_an_in_off() {
        let (f, _) = play(
            Discipline::DynamicPyramid,
            &[E::foul(), E::Choice(Choice::InHand)],
        );
        assert_eq!(
            f.apply(&E::InOff(0), &Rules::default()).unwrap_err(),
            Reject::NotNow
        );
        let (f, _) = f.apply(&E::Balls(1), &Rules::default()).unwrap();
        assert_eq!(f.tally.score, [0, 2]);
    }

    #[test]
    fn seventh_ball_warning_and_the_frame_at_eight() {
        let (f, notes) = play(Discipline::FreePyramid, &[E::Balls(5), E::Balls(2)]);
        assert!(notes.contains(&Note::SeventhBall(Player::A)));
        let f = f.apply(&E::Balls(1), &Rules::default()).unwrap().0;
        assert_eq!(f.tally.winner, Some(Player::A));
        assert_eq!(
            f.apply(&E::Balls(1), &Rules::default()).unwrap_err(),
            Reject::FrameOver
        );
    }

    use crate::frame::{Frame, Game};
}
