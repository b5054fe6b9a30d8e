//! Carom, 3-cushion (§7; billiards-rules §5): +1 per scoring shot, the run goes on (п.2.2-2.5.1);
//! a foul ends the run, nothing deducted (п.2.6); two safeties in a row are a foul (п.1.8), and
//! after a deliberate safety the next visit must attempt to score (п.1.9). Innings are counted
//! though the rules do not ask for them (A41): protocols want the average.

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::tally::{Note, Reject, Tally};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The player's previous shot was a safety (п.1.8).
    pub last_safety: [bool; 2],
    /// The player played a deliberate safety in his previous visit (п.1.9).
    pub must_attempt: [bool; 2],
}

pub(super) fn apply(
    f: &mut Tally,
    s: &mut State,
    e: &Event,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let p = f.shooter.index();
    match e {
        Event::Balls(n) if *n > 0 => {
            f.score_shooter(i32::from(*n));
            s.last_safety[p] = false;
            s.must_attempt[p] = false;
        }
        Event::NoScore => {
            s.last_safety[p] = false;
            s.must_attempt[p] = false;
            f.end_visit();
        }
        Event::Safety => {
            if s.last_safety[p] || s.must_attempt[p] {
                // п.1.8-1.9: this safety is a foul: the run ends, nothing deducted.
                f.count_foul();
                notes.push(Note::SafetyFoul(f.shooter));
                s.last_safety[p] = false;
                s.must_attempt[p] = false;
            } else {
                s.last_safety[p] = true;
                s.must_attempt[p] = true;
                notes.push(Note::NoSafetyNext(f.shooter));
            }
            f.end_visit();
        }
        Event::Foul(_) => {
            f.count_foul();
            s.last_safety[p] = false;
            s.must_attempt[p] = false;
            f.end_visit();
        }
        _ => return Err(Reject::NotInGame),
    }
    f.check_target();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::Frame;
    use crate::rules::Rules;
    use crate::{Discipline, Player};

    fn go(events: &[Event]) -> (Frame, Vec<Note>) {
        let rules = Rules {
            target: Some(3),
            ..Rules::default()
        };
        crate::frame::played(Discipline::Carom, &rules, events)
    }

    /// п.2.6: a foul deducts nothing; innings counted (A41); the target ends the frame.
    #[test]
    fn points_innings_and_fouls() {
        let (f, _) = go(&[
            Event::Balls(1),
            Event::Balls(1),
            Event::NoScore,
            Event::foul(),
            Event::Balls(1),
        ]);
        assert_eq!(
            (f.tally.score, f.tally.visits, f.tally.foul_total),
            ([3, 0], [2, 1], [0, 1])
        );
        assert_eq!(f.tally.winner, Some(Player::A));
        assert_eq!(f.tally.high_run, [2, 0]);
    }

    /// п.1.8-1.9: after a safety, the next safety of that player is a foul.
    #[test]
    fn a_second_safety_is_a_foul() {
        let (f, notes) = go(&[Event::Safety, Event::NoScore, Event::Safety]);
        assert!(notes.contains(&Note::NoSafetyNext(Player::A)));
        assert!(notes.contains(&Note::SafetyFoul(Player::A)));
        assert_eq!(f.tally.foul_total, [1, 0]);
        let (f, _) = go(&[Event::Safety, Event::NoScore, Event::Balls(1)]);
        assert_eq!(f.tally.foul_total, [0, 0]);
    }
}
