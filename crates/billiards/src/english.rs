//! Snooker with one red (§6 п.2; billiards-rules §4.1), scored like English billiards: a cannon 2,
//! the opponent's ball potted 2, the red potted 3, in-offs 2 (off the opponent's ball) or 3 (off
//! the red); one cannon per shot; all parts of a shot count (п.2.4-2.5). At most 75 cannons in a
//! row (the call at 70) and 15 hazards in a row (the call at 10); the 76th/16th is a foul
//! (п.2.8-2.9). A foul gives the opponent 2, who plays from the position or from the D
//! (п.2.12). At 80 of a break the baulk line must be crossed before 100 (п.2.13, every hundred:
//! A37); a shot that reaches 100 without it is a foul. The red potted twice in a row from the
//! spot goes to the centre spot, and from there back to the spot (п.2.7.2-2.7.3). Which cue balls
//! are on the table is tracked: the opponent's is not there on the opening visit (п.2.3.3) nor
//! after it was potted, until its player comes to the table (п.2.4.5), and no cannon, pot or
//! in-off off it can be scored meanwhile.

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event, FoulKind, Hazard};
use super::rules::Rules;
use super::tally::{Note, Reject, Tally};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Consecutive cannons without a pot in this break (п.2.8).
    pub cannons: u16,
    /// Consecutive pots without a cannon in this break (п.2.9).
    pub hazards: u16,
    /// Consecutive red pots from the spot with no other scoring (п.2.7).
    pub red_pots: u8,
    /// The baulk line must be crossed (п.2.13).
    pub baulk_due: bool,
    /// The red stands on the centre spot (п.2.7.2): its next pot is not from the spot.
    #[serde(default)]
    pub red_on_centre: bool,
    /// The cue ball of the player not at the table is on it: not on the opening visit
    /// (п.2.3.3), nor after it was potted or went off on a foul until he plays (п.2.4.5).
    /// A match saved before this was tracked is almost always past the opening visit: on.
    #[serde(default = "on_the_table")]
    pub other_ball_on: bool,
    /// The foul just made sent the offender's own cue ball off the table.
    #[serde(default)]
    pub offender_ball_off: bool,
}

fn on_the_table() -> bool {
    true
}

impl State {
    /// The break's counters start again (a new visit); where the balls are stays.
    fn new_break(&mut self) {
        self.cannons = 0;
        self.hazards = 0;
        self.red_pots = 0;
        self.baulk_due = false;
    }
}

/// Cannons and hazards allowed in a row (п.2.8-2.9).
pub const MAX_CANNONS: u16 = 75;
pub const MAX_HAZARDS: u16 = 15;

pub(super) fn apply(
    f: &mut Tally,
    s: &mut State,
    e: &Event,
    rules: &Rules,
    notes: &mut Vec<Note>,
) -> Result<(), Reject> {
    let opp = f.shooter.other();
    match e {
        Event::Hazards(parts) if !parts.is_empty() => {
            // Nothing can be scored off a ball that is not on the table (п.2.3.3, п.2.4.5).
            if !s.other_ball_on
                && parts.iter().any(|h| {
                    matches!(
                        h,
                        Hazard::Cannon | Hazard::PotOpponent | Hazard::InOffOpponent
                    )
                })
            {
                return Err(Reject::BallOff(opp));
            }
            let cannon = parts.contains(&Hazard::Cannon);
            let pot = parts.iter().any(|h| h.is_pot());
            let (cannons, hazards) = match (cannon, pot) {
                (true, false) => (s.cannons + 1, 0),
                (false, true) => (0, s.hazards + 1),
                _ => (0, 0),
            };
            if cannons > MAX_CANNONS || hazards > MAX_HAZARDS {
                // п.2.11(11)-(12): the 76th cannon or the 16th hazard is a foul.
                foul(f, s, opp, false);
                return Ok(());
            }
            // One cannon per shot (п.2.4.4); every other part counts (п.2.5.3).
            let mut points = parts
                .iter()
                .filter(|h| h.is_pot())
                .map(|h| h.points())
                .sum::<i32>();
            if cannon {
                points += Hazard::Cannon.points();
            }
            let hundreds_before = f.run / 100;
            let before = f.run % 100;
            // п.2.13: the line not crossed between 80 and 99: this shot, which takes the break
            // past 99, is a foul and scores nothing.
            if s.baulk_due && before + points >= 100 {
                notes.push(Note::BaulkNotCrossed);
                foul(f, s, opp, false);
                return Ok(());
            }
            f.score_shooter(points);
            s.cannons = cannons;
            s.hazards = hazards;
            if cannons == 70 {
                notes.push(Note::SeventyCannons);
            }
            if hazards == 10 {
                notes.push(Note::TenHazards);
            }
            // The red-spot cycle: billiard spot, billiard spot, centre spot (п.2.7.3). Only a
            // pot from the billiard or pyramid spot with no other scoring counts (п.2.7.2); a pot
            // from the centre spot goes back to the billiard spot and starts the count again.
            let red_potted = parts.contains(&Hazard::PotRed);
            if red_potted && parts.iter().all(|h| *h == Hazard::PotRed) && !s.red_on_centre {
                s.red_pots += 1;
            } else {
                s.red_pots = 0;
            }
            if red_potted {
                s.red_on_centre = s.red_pots == 2;
                if s.red_on_centre {
                    notes.push(Note::RedToCentre);
                    s.red_pots = 0;
                }
            }
            if parts.contains(&Hazard::PotOpponent) {
                s.other_ball_on = false;
            }
            // п.2.9: after the 15th hazard the opponent's ball, if off, is spotted.
            if hazards == MAX_HAZARDS {
                s.other_ball_on = true;
            }
            let in_scope = rules.baulk_every_hundred || hundreds_before == 0;
            if in_scope && before < 80 && f.run % 100 >= 80 && f.run / 100 == hundreds_before {
                s.baulk_due = true;
                notes.push(Note::CrossBaulk);
            }
            f.check_target();
        }
        Event::BaulkCrossed => {
            if !s.baulk_due {
                return Err(Reject::NotNow);
            }
            s.baulk_due = false;
            notes.push(Note::BaulkCrossed);
        }
        Event::NoScore => {
            s.new_break();
            // The incoming player plays his ball (from the D if it was off); the outgoing
            // player's ball is where it stopped.
            s.other_ball_on = true;
            f.end_visit();
        }
        Event::Foul(foul_made) => foul(f, s, opp, foul_made.kind == FoulKind::CueBall),
        Event::Choice(c @ (Choice::Play | Choice::FromD)) => {
            let who = f.pending.take().map(|p| p.who).unwrap_or(opp);
            // From the position the offender's ball is where it lies, off if it left the table;
            // from the D the red goes on the billiard spot and his ball on the centre spot
            // (п.2.12.3).
            s.other_ball_on = *c == Choice::FromD || !s.offender_ball_off;
            if *c == Choice::FromD {
                s.red_on_centre = false;
            }
            s.offender_ball_off = false;
            f.give_table(who);
        }
        Event::Choice(_) => return Err(Reject::NotAnOption),
        _ => return Err(Reject::NotInGame),
    }
    Ok(())
}

/// Every foul is 2 to the opponent, at most 2 a shot; points earlier in the break stand; the
/// opponent plays from the position or from the D (п.2.12).
fn foul(f: &mut Tally, s: &mut State, opp: super::Player, cue_ball_off: bool) {
    f.count_foul();
    f.score[opp.index()] += 2;
    s.new_break();
    s.offender_ball_off = cue_ball_off;
    f.run = 0;
    f.ask(opp, vec![Choice::Play, Choice::FromD]);
    f.check_target();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frame::Frame;
    use crate::{Discipline, Player};

    /// A match saved before the cue balls were tracked had none of their fields: it loads (it
    /// was refused as corrupt), with the opponent's ball on the table, as it is after the
    /// opening visit.
    #[test]
    fn a_match_saved_before_the_balls_were_tracked_loads_with_both_balls_on() {
        let old = r#"{"cannons":3,"hazards":1,"red_pots":1,"baulk_due":false}"#;
        let s: State = serde_json::from_str(old).unwrap();
        assert!(s.other_ball_on && !s.offender_ball_off && !s.red_on_centre);
        assert!(
            !State::default().other_ball_on,
            "a new frame: the opening visit"
        );
    }

    fn rules() -> Rules {
        Rules {
            target: Some(300),
            ..Rules::default()
        }
    }

    /// The frame after a visit of each player with no score (both cue balls then on the
    /// table), then `events`.
    fn go(events: &[Event]) -> (Frame, Vec<Note>) {
        let mut all = vec![Event::NoScore, Event::NoScore];
        all.extend_from_slice(events);
        crate::frame::played(Discipline::Snooker1, &rules(), &all)
    }

    /// The frame from its first stroke.
    fn from_start(events: &[Event]) -> Result<Frame, Reject> {
        let rules = rules();
        let mut f = Frame::new(Discipline::Snooker1, Player::A, &rules);
        for e in events {
            f = f.apply(e, &rules)?.0;
        }
        Ok(f)
    }

    /// п.2.3.3, п.2.4.5: no cannon (nor pot or in-off off the other cue ball) while that ball
    /// is not on the table: on the opening visit, and after it was potted until its player
    /// plays again; the red alone scores.
    #[test]
    fn nothing_is_scored_off_a_cue_ball_that_is_not_on_the_table() {
        let cannon = Event::Hazards(vec![Hazard::Cannon]);
        assert_eq!(
            from_start(std::slice::from_ref(&cannon)),
            Err(Reject::BallOff(Player::B))
        );
        let red = Event::Hazards(vec![Hazard::PotRed]);
        assert_eq!(
            from_start(std::slice::from_ref(&red)).unwrap().tally.score,
            [3, 0]
        );
        let opened = [Event::NoScore, Event::NoScore];
        assert!(from_start(&[&opened[..], std::slice::from_ref(&cannon)].concat()).is_ok());
        let pot_white = Event::Hazards(vec![Hazard::PotOpponent]);
        assert_eq!(
            from_start(&[&opened[..], &[pot_white.clone(), cannon.clone()]].concat()),
            Err(Reject::BallOff(Player::B))
        );
        // Back on the table once its player has played.
        let f = from_start(
            &[
                &opened[..],
                &[pot_white, Event::NoScore, Event::NoScore, cannon],
            ]
            .concat(),
        );
        assert_eq!(f.unwrap().tally.score, [4, 0]);
        // A foul that sends the offender's ball off: from the position it stays off, from the
        // D it is spotted (п.2.12.3).
        let off = Event::foul_of(FoulKind::CueBall);
        let position = [
            &opened[..],
            &[
                off.clone(),
                Event::Choice(Choice::Play),
                Event::Hazards(vec![Hazard::Cannon]),
            ],
        ]
        .concat();
        assert_eq!(from_start(&position), Err(Reject::BallOff(Player::A)));
        let d = [
            &opened[..],
            &[
                off,
                Event::Choice(Choice::FromD),
                Event::Hazards(vec![Hazard::Cannon]),
            ],
        ]
        .concat();
        assert!(from_start(&d).is_ok());
    }

    /// п.2.13: between 80 and 99 the line must be crossed; a shot that takes the break past 99
    /// without it is a foul, scores nothing and gives the opponent 2.
    #[test]
    fn a_break_past_ninety_nine_without_crossing_the_baulk_line_is_a_foul() {
        let cannon = Event::Hazards(vec![Hazard::Cannon]);
        let (f, notes) = go(&vec![cannon; 50]);
        assert!(notes.contains(&Note::CrossBaulk));
        assert!(notes.contains(&Note::BaulkNotCrossed), "{notes:?}");
        assert_eq!(f.tally.score, [98, 2]);
        assert!(f.tally.pending.is_some(), "the opponent chooses");
    }

    /// п.2.4-2.5: cannon 2 + red 3 + in-off off the red 3 = 8; one cannon per shot.
    #[test]
    fn compound_shots_sum_their_parts() {
        let (f, _) = go(&[Event::Hazards(vec![
            Hazard::Cannon,
            Hazard::PotRed,
            Hazard::InOffRed,
            Hazard::Cannon,
        ])]);
        assert_eq!(f.tally.score, [8, 0]);
    }

    /// п.2.8: the call at 70 cannons, the 76th a foul (2 to the opponent).
    #[test]
    fn seventy_cannons_are_called_and_the_seventy_sixth_is_a_foul() {
        let cannon = Event::Hazards(vec![Hazard::Cannon]);
        let mut events: Vec<Event> = std::iter::repeat_n(cannon.clone(), 70).collect();
        events.insert(45, Event::BaulkCrossed);
        let (f, notes) = go(&events);
        assert!(notes.contains(&Note::SeventyCannons));
        assert!(notes.contains(&Note::CrossBaulk), "at 80 of the break");
        let mut events: Vec<Event> = std::iter::repeat_n(cannon, 76).collect();
        events.insert(45, Event::BaulkCrossed);
        let (g, _) = go(&events);
        assert_eq!((g.tally.score, g.tally.pending.is_some()), ([150, 2], true));
        assert_eq!(f.tally.score[0], 140);
    }

    /// п.2.7.2-2.7.3: the red potted twice from the spot goes to the centre spot; potted from
    /// there it goes back, and the count starts again: billiard spot, billiard spot, centre
    /// spot. Before, the pot from the centre counted, and every second pot went to the centre.
    #[test]
    fn red_spot_cycle_and_foul_options() {
        let red = Event::Hazards(vec![Hazard::PotRed]);
        let centre = |n: usize| {
            let (_, notes) = go(&vec![red.clone(); n]);
            notes.iter().filter(|n| **n == Note::RedToCentre).count()
        };
        assert_eq!(
            (1..=6).map(centre).collect::<Vec<_>>(),
            [0, 1, 1, 1, 2, 2],
            "to the centre after the 2nd and the 5th pot"
        );
        let (f, _) = go(&[Event::foul(), Event::Choice(Choice::FromD)]);
        assert_eq!((f.tally.score, f.tally.shooter), ([0, 2], Player::B));
    }
}
