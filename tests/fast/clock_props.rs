//! Properties of the clock (law 6) over random sequences of presses, pauses, adjustments and
//! time steps: time is never created or lost except by the per-move bonus, a new period and the
//! arbiter's adjustments; a flag falls exactly when main time reaches zero; in delay mode a press
//! within the delay leaves main time unchanged (6.2b).

use ansage::chess::clock::{Bonus, Clock, ClockEvent, State, TimeControl};
use ansage::shared::time::Millis;
use proptest::prelude::*;
use shakmaty::Color;

#[derive(Clone, Debug)]
enum Op {
    Wait(Millis),
    Press,
    Pause,
    Go,
    Add(bool, i64),
    Set(bool, Millis),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (0..40_000u64).prop_map(Op::Wait),
        5 => Just(Op::Press),
        1 => Just(Op::Pause),
        1 => Just(Op::Go),
        1 => (any::<bool>(), -60_000i64..60_000).prop_map(|(w, d)| Op::Add(w, d)),
        1 => (any::<bool>(), 0..120_000u64).prop_map(|(w, t)| Op::Set(w, t)),
    ]
}

fn control() -> impl Strategy<Value = TimeControl> {
    prop::sample::select(vec![
        "2m",
        "1m+5s",
        "2/1m+2s:30s+1s",
        "1md5",
        "1mb5",
        "3/40s:2/30s",
        "90s+30s",
    ])
    .prop_map(|s| TimeControl::parse(s).unwrap())
}

fn side(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

fn shows(c: &Clock, now: Millis) -> [Millis; 2] {
    [
        c.remaining(Color::White, now),
        c.remaining(Color::Black, now),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn clock_invariants(control in control(), ops in prop::collection::vec(op(), 1..80)) {
        let mut c = Clock::new(control.clone());
        let mut now: Millis = 1_000;
        c.start(Color::White, now);
        // When the running side's current move started (for delay and Bronstein checks).
        let mut move_start = now;
        for op in ops {
            let before = shows(&c, now);
            match op {
                Op::Wait(dt) => {
                    let running = c.running();
                    let was_paused = c.is_paused();
                    let t0 = now;
                    now += dt;
                    let event = c.tick(now);
                    let after = shows(&c, now);
                    if was_paused {
                        move_start += dt;
                        prop_assert_eq!(after, before, "time passed on a stopped clock");
                    }
                    if let Some(s) = running {
                        let i = usize::from(s == Color::Black);
                        let o = 1 - i;
                        prop_assert_eq!(after[o], before[o], "the waiting clock moved");
                        let elapsed_before = t0 - move_start;
                        let bonus = control.periods()[c.period(s).0.min(control.periods().len() - 1)].bonus;
                        let used = match bonus {
                            Bonus::Delay(d) => (elapsed_before + dt).saturating_sub(d)
                                - elapsed_before.saturating_sub(d),
                            _ => dt,
                        };
                        prop_assert_eq!(after[i], before[i].saturating_sub(used));
                        // The flag falls exactly when main time reaches zero: after the
                        // delay (if any), the main time shown at t0 later.
                        let delay = match bonus { Bonus::Delay(d) => d, _ => 0 };
                        let due = t0.max(move_start + delay) + before[i];
                        match event {
                            Some(ClockEvent::Flag { side: f, at }) => {
                                prop_assert_eq!(f, s);
                                prop_assert_eq!(after[i], 0);
                                prop_assert_eq!(at, due);
                            }
                            Some(ClockEvent::BothFlags) => {
                                prop_assert_eq!(after[i], 0);
                                prop_assert!(now >= due);
                            }
                            _ => prop_assert!(now < due, "no flag at {} though due at {}", now, due),
                        }
                    }
                }
                Op::Press => {
                    let Some(s) = c.running() else { continue };
                    let i = usize::from(s == Color::Black);
                    let (period, _) = c.period(s);
                    let bonus = control.periods()[period.min(control.periods().len() - 1)].bonus;
                    let elapsed = now - move_start;
                    match c.press(s, now) {
                        Ok(event) => {
                            let after = shows(&c, now);
                            let new_period = match event {
                                Some(ClockEvent::NewPeriod { period, .. }) => {
                                    control.periods()[period.min(control.periods().len() - 1)].time
                                }
                                _ => 0,
                            };
                            let gained = match bonus {
                                Bonus::Increment(inc) => inc,
                                Bonus::Bronstein(d) => elapsed.min(d),
                                Bonus::Delay(_) | Bonus::None => 0,
                            };
                            prop_assert_eq!(after[i], before[i] + gained + new_period);
                            prop_assert_eq!(after[1 - i], before[1 - i]);
                            if let Bonus::Delay(d) = bonus && elapsed <= d {
                                prop_assert_eq!(after[i], before[i] + new_period,
                                    "a press within the delay changed main time");
                            }
                            prop_assert_eq!(c.running(), Some(!s));
                            move_start = now;
                        }
                        Err(_) => prop_assert!(matches!(c.state(), State::Flag(_) | State::BothFlags)),
                    }
                }
                Op::Pause => {
                    c.pause(now);
                    prop_assert_eq!(shows(&c, now), before);
                }
                Op::Go => {
                    c.resume(now);
                    prop_assert_eq!(shows(&c, now), before);
                }
                Op::Add(w, d) => {
                    c.add(side(w), d, now);
                    let i = usize::from(!w);
                    let want = (before[i] as i64 + d).max(0) as Millis;
                    prop_assert_eq!(shows(&c, now)[i], want);
                    prop_assert_eq!(shows(&c, now)[1 - i], before[1 - i]);
                }
                Op::Set(w, t) => {
                    c.set(side(w), t, now);
                    prop_assert_eq!(shows(&c, now)[usize::from(!w)], t);
                }
            }
            if matches!(c.state(), State::Flag(_) | State::BothFlags) {
                break;
            }
        }
    }
}
