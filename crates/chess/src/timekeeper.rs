//! The assistant's duties with the clock (supplement 2.9 c-e, 2.4; law 8.4): watch both
//! clocks, say the warnings the player asked for, tell once when recording is no longer
//! required, and report the flag at once. Pure: time comes in as a value.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::clock::{Bonus, Clock, ClockEvent, TimeControl, side_index};
use ansage_shared::mistake::Mistake;
use ansage_shared::time::{MINUTE, Millis, SECOND, format_duration, parse_duration};

/// Which time warnings are spoken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarningSettings {
    /// Main time left at which a warning is said (default five minutes and one minute).
    pub thresholds: Vec<Millis>,
    /// Also every five minutes, as the tactile clock marks them (supplement 2.4).
    pub marks: bool,
    /// Said in words; else only the low-time earcon sounds.
    #[serde(default = "spoken")]
    pub spoken: bool,
}

fn spoken() -> bool {
    true
}

/// The times left at which a warning is said, as the player gives them ("5m,1m", or "none").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Thresholds(pub Vec<Millis>);

impl std::str::FromStr for Thresholds {
    type Err = Mistake;

    fn from_str(text: &str) -> Result<Thresholds, Mistake> {
        if text == "none" {
            return Ok(Thresholds(Vec::new()));
        }
        text.split(',')
            .map(parse_duration)
            .collect::<Result<Vec<_>, _>>()
            .map(Thresholds)
            .map_err(|e| e.within("warnings-bad", &[("text", text.to_string())]))
    }
}

impl TryFrom<String> for Thresholds {
    type Error = Mistake;

    fn try_from(text: String) -> Result<Thresholds, Mistake> {
        text.parse()
    }
}

impl From<Thresholds> for String {
    fn from(t: Thresholds) -> String {
        t.to_string()
    }
}

impl std::fmt::Display for Thresholds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_empty() {
            return f.write_str("none");
        }
        let parts: Vec<String> = self.0.iter().map(|ms| format_duration(*ms)).collect();
        f.write_str(&parts.join(","))
    }
}

impl Default for WarningSettings {
    fn default() -> WarningSettings {
        WarningSettings {
            thresholds: vec![5 * MINUTE, MINUTE],
            marks: false,
            spoken: true,
        }
    }
}

/// Something about the time worth saying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeNews {
    /// The side's main time fell to a threshold or a five-minute mark.
    Warning(Color, Millis),
    /// 8.4: under five minutes without an increment of 30 s or more, the side need not record
    /// the moves any more.
    NoRecordingNeeded(Color),
    /// The side's flag fell (6.9).
    Flag(Color),
    /// Both flags are down, order unknown (6.12); `last_period` decides: draw or go on.
    BothFlags { last_period: bool },
}

/// The clock with what has already been said about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timekeeper {
    pub clock: Clock,
    pub warnings: WarningSettings,
    /// Main time of each side when last looked at.
    seen: [Millis; 2],
    /// The period in which 8.4 was last said, per side.
    told_no_recording: [Option<usize>; 2],
}

impl Timekeeper {
    pub fn new(control: TimeControl, warnings: WarningSettings) -> Timekeeper {
        let t = control.periods()[0].time;
        Timekeeper {
            clock: Clock::new(control),
            warnings,
            seen: [t, t],
            told_no_recording: [None, None],
        }
    }

    /// A fresh clock with the same control and warnings (a new game).
    pub fn reset(&self) -> Timekeeper {
        Timekeeper::new(self.clock.control.clone(), self.warnings.clone())
    }

    /// Both readings now.
    pub fn readings(&self, now: Millis) -> [Millis; 2] {
        [
            self.clock.remaining(Color::White, now),
            self.clock.remaining(Color::Black, now),
        ]
    }

    /// Looks at the clocks: flag falls first, then warnings crossed since the last look.
    pub fn tick(&mut self, now: Millis) -> Vec<TimeNews> {
        let mut news = Vec::new();
        match self.clock.tick(now) {
            Some(ClockEvent::Flag { side, .. }) => {
                news.push(TimeNews::Flag(side));
                return news;
            }
            Some(ClockEvent::BothFlags) => {
                let last = [Color::White, Color::Black]
                    .iter()
                    .all(|c| self.clock.control.is_last_period(self.clock.period(*c).0));
                news.push(TimeNews::BothFlags { last_period: last });
                return news;
            }
            _ => {}
        }
        for side in [Color::White, Color::Black] {
            let now_left = self.clock.remaining(side, now);
            let before = self.seen[side_index(side)];
            self.seen[side_index(side)] = now_left;
            if now_left >= before || now_left == 0 {
                continue;
            }
            let crossed = |t: Millis| before > t && now_left <= t;
            let mut warn = self.warnings.thresholds.iter().any(|t| crossed(*t));
            if self.warnings.marks {
                let mark = now_left.div_ceil(5 * MINUTE) * 5 * MINUTE;
                warn |= crossed(mark);
            }
            if warn {
                news.push(TimeNews::Warning(side, now_left));
            }
            let (period, _) = self.clock.period(side);
            let big_increment = matches!(
                self.clock.control.periods()[period.min(self.clock.control.periods().len() - 1)].bonus,
                Bonus::Increment(i) if i >= 30 * SECOND
            );
            if crossed(5 * MINUTE)
                && !big_increment
                && self.told_no_recording[side_index(side)] != Some(period)
            {
                self.told_no_recording[side_index(side)] = Some(period);
                news.push(TimeNews::NoRecordingNeeded(side));
            }
        }
        news
    }

    /// After a press or an adjustment the readings jump; warnings count from the new values.
    pub fn rebase(&mut self, now: Millis) {
        self.seen = self.readings(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warning_thresholds_read_and_write_as_the_player_gives_them() {
        let t: Thresholds = "5m,1m".parse().unwrap();
        assert_eq!(t.0, vec![5 * MINUTE, MINUTE]);
        assert_eq!(t.to_string(), "5m,1m");
        assert_eq!(
            "none".parse::<Thresholds>().unwrap().0,
            Vec::<Millis>::new()
        );
        assert!("5 minutes".parse::<Thresholds>().is_err());
    }

    fn keeper(spec: &str) -> Timekeeper {
        let mut k = Timekeeper::new(
            TimeControl::parse(spec).unwrap(),
            WarningSettings::default(),
        );
        k.clock.start(Color::White, 0);
        k
    }

    #[test]
    fn warnings_at_five_and_one_minute_once_each() {
        let mut k = keeper("6m");
        let mut said = Vec::new();
        for s in 0..=360 {
            said.extend(k.tick(s * SECOND));
        }
        assert_eq!(
            said,
            vec![
                TimeNews::Warning(Color::White, 5 * MINUTE),
                TimeNews::NoRecordingNeeded(Color::White),
                TimeNews::Warning(Color::White, MINUTE),
                TimeNews::Flag(Color::White),
            ]
        );
    }

    #[test]
    fn no_recording_note_not_with_30s_increment_8_4() {
        let mut k = keeper("6m+30s");
        let said: Vec<TimeNews> = (0..=90).flat_map(|s| k.tick(s * SECOND)).collect();
        assert_eq!(said, vec![TimeNews::Warning(Color::White, 5 * MINUTE)]);
    }

    #[test]
    fn five_minute_marks_when_asked_2_4() {
        let mut k = keeper("16m");
        k.warnings = WarningSettings {
            thresholds: vec![],
            marks: true,
            spoken: true,
        };
        let said: Vec<TimeNews> = (0..=7 * 60)
            .flat_map(|s| k.tick(s * SECOND))
            .filter(|n| matches!(n, TimeNews::Warning(..)))
            .collect();
        assert_eq!(
            said,
            vec![
                TimeNews::Warning(Color::White, 15 * MINUTE),
                TimeNews::Warning(Color::White, 10 * MINUTE),
            ]
        );
    }
}
