//! Snooker with one red (§6 п.2; billiards.md §4.1), scored like English billiards: a cannon 2,
//! the opponent's ball potted 2, the red potted 3, in-offs 2 (off the opponent's ball) or 3 (off
//! the red); one cannon per shot; all parts of a shot count (п.2.4-2.5). At most 75 cannons in a
//! row (the call at 70) and 15 hazards in a row (the call at 10); the 76th/16th is a foul
//! (п.2.8-2.9). A foul gives the opponent 2, who plays from the position or from the D
//! (п.2.12). At 80 of a break the baulk line must be crossed (п.2.13, every hundred: A37). The
//! red potted twice in a row from the spot goes to the centre spot (п.2.7).

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event, Hazard};
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
            let cannon = parts.contains(&Hazard::Cannon);
            let pot = parts.iter().any(|h| h.is_pot());
            let (cannons, hazards) = match (cannon, pot) {
                (true, false) => (s.cannons + 1, 0),
                (false, true) => (0, s.hazards + 1),
                _ => (0, 0),
            };
            if cannons > MAX_CANNONS || hazards > MAX_HAZARDS {
                // п.2.11(11)-(12): the 76th cannon or the 16th hazard is a foul.
                foul(f, s, opp);
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
            f.score_shooter(points);
            s.cannons = cannons;
            s.hazards = hazards;
            if cannons == 70 {
                notes.push(Note::SeventyCannons);
            }
            if hazards == 10 {
                notes.push(Note::TenHazards);
            }
            // The red-spot cycle: billiard spot, billiard spot, centre spot (п.2.7.3).
            if parts.iter().all(|h| *h == Hazard::PotRed) {
                s.red_pots += 1;
                if s.red_pots == 2 {
                    notes.push(Note::RedToCentre);
                    s.red_pots = 0;
                }
            } else {
                s.red_pots = 0;
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
            *s = State::default();
            f.end_visit();
        }
        Event::Foul(_) => foul(f, s, opp),
        Event::Choice(Choice::Play | Choice::FromD) => {
            let who = f.pending.take().map(|p| p.who).unwrap_or(opp);
            f.give_table(who);
        }
        Event::Choice(_) => return Err(Reject::NotAnOption),
        _ => return Err(Reject::NotInGame),
    }
    Ok(())
}

/// Every foul is 2 to the opponent, at most 2 a shot; points earlier in the break stand; the
/// opponent plays from the position or from the D (п.2.12).
fn foul(f: &mut Tally, s: &mut State, opp: super::Player) {
    f.count_foul();
    f.score[opp.index()] += 2;
    *s = State::default();
    f.run = 0;
    f.ask(opp, vec![Choice::Play, Choice::FromD]);
    f.check_target();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billiards::frame::Frame;
    use crate::billiards::{Discipline, Player};

    fn go(events: &[Event]) -> (Frame, Vec<Note>) {
        let rules = Rules {
            target: Some(300),
            ..Rules::default()
        };
        crate::billiards::frame::played(Discipline::Snooker1, &rules, events)
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
        let events: Vec<Event> = std::iter::repeat_n(cannon.clone(), 70).collect();
        let (f, notes) = go(&events);
        assert!(notes.contains(&Note::SeventyCannons));
        assert!(notes.contains(&Note::CrossBaulk), "at 80 of the break");
        let mut events: Vec<Event> = std::iter::repeat_n(cannon, 76).collect();
        events.insert(45, Event::BaulkCrossed);
        let (g, _) = go(&events);
        assert_eq!((g.tally.score, g.tally.pending.is_some()), ([150, 2], true));
        assert_eq!(f.tally.score[0], 140);
    }

    /// п.2.7: the red potted twice from the spot goes to the centre spot.
    #[test]
    fn red_spot_cycle_and_foul_options() {
        let red = Event::Hazards(vec![Hazard::PotRed]);
        let (_, notes) = go(&[red.clone(), red]);
        assert!(notes.contains(&Note::RedToCentre));
        let (f, _) = go(&[Event::foul(), Event::Choice(Choice::FromD)]);
        assert_eq!((f.tally.score, f.tally.shooter), ([0, 2], Player::B));
    }
}
