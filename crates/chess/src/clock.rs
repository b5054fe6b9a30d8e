//! The chess clock of law 6, driven by an injected monotonic time in milliseconds.
//!
//! Nothing here reads a clock or sleeps: every operation takes `now`. Time controls are set in
//! advance (6.2a): periods of a number of moves or of the rest of the game, time saved carried
//! to the next period (6.2b), and per move a Fischer increment, a delay exactly as 6.2b describes
//! (main time runs only after the fixed delay; a press within the delay leaves main time
//! unchanged; unused delay is not saved), or a Bronstein delay (time used, up to the delay, is
//! given back). White's clock starts at the start (6.5); the clock switches only on a completed
//! move (supplement 2.3, 6.8a).

use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use ansage_shared::choice::NotOneOf;
use ansage_shared::mistake::Mistake;
use ansage_shared::time::{HOUR, MINUTE, Millis, SECOND, parse_duration};

/// What a player gets per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bonus {
    None,
    /// Fischer: added after each move, from move 1.
    Increment(Millis),
    /// Delay of 6.2b: main time runs only after this delay.
    Delay(Millis),
    /// Bronstein: the time used on the move, up to this much, is given back.
    Bronstein(Millis),
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// Moves to make in the period; `None` for all remaining moves.
    pub moves: Option<u32>,
    pub time: Millis,
    pub bonus: Bonus,
}

/// A time control: one or more periods. A last period with a number of moves repeats.
/// Made only by `parse` or `of`, also when read from a file, so that a clock never has no
/// period, a period of no moves (which never ends) or one without time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Periods")]
pub struct TimeControl {
    periods: Vec<Period>,
}

/// A time control as written in a file, before it is checked.
#[derive(Deserialize)]
struct Periods {
    periods: Vec<Period>,
}

impl TryFrom<Periods> for TimeControl {
    type Error = Mistake;

    fn try_from(p: Periods) -> Result<TimeControl, Mistake> {
        TimeControl::of(p.periods)
    }
}

/// The presets: name, spec, description.
pub const PRESETS: [(&str, &str, &str); 5] = [
    (
        "classical",
        "40/90m+30s:30m+30s",
        "FIDE classical: 90 minutes for 40 moves, then 30 minutes, 30 seconds added per move from move 1",
    ),
    (
        "rapid-25",
        "25m+10s",
        "rapid: 25 minutes, 10 seconds per move",
    ),
    (
        "rapid-15",
        "15m+10s",
        "rapid: 15 minutes, 10 seconds per move",
    ),
    ("blitz-5", "5m", "blitz: 5 minutes"),
    ("blitz-3", "3m+2s", "blitz: 3 minutes, 2 seconds per move"),
];

fn format_seconds(ms: Millis) -> String {
    (ms / SECOND).to_string()
}

impl TimeControl {
    /// Parses a preset name or a spec: periods separated by ":", each `[MOVES/]TIME[+INC|dDELAY|bDELAY]`;
    /// times in seconds as in PGN ("40/5400+30:1800+30") or with units ("40/90m+30s:30m+30s").
    pub fn parse(spec: &str) -> Result<TimeControl, Mistake> {
        /// The most moves a period of a time control takes ("40/90m"; no control asks more).
        const MOST_MOVES: u32 = 200;
        let spec = spec.trim();
        if let Some((_, s, _)) = PRESETS.iter().find(|(n, _, _)| *n == spec) {
            return TimeControl::parse(s);
        }
        let mut periods = Vec::new();
        for part in spec.split(':') {
            let part: String = part.chars().filter(|c| !c.is_whitespace()).collect();
            // "40/90m" (PGN order, moves first) or "90m/40" (time with a unit, then moves).
            let swapped = part.split_once('/').and_then(|(t, rest)| {
                let moves: String = rest.chars().take_while(char::is_ascii_digit).collect();
                let tail = &rest[moves.len()..];
                (t.chars().any(|c| c.is_ascii_alphabetic()) && !moves.is_empty())
                    .then(|| format!("{moves}/{t}{tail}"))
            });
            let part = swapped.unwrap_or(part);
            let (moves, rest) = match part.split_once('/') {
                Some((m, rest)) => (
                    Some(
                        m.parse::<u32>()
                            .ok()
                            .filter(|n| (1..=MOST_MOVES).contains(n))
                            .ok_or_else(|| {
                                let args =
                                    [("part", part.clone()), ("most", MOST_MOVES.to_string())];
                                Mistake::new("clock-moves", &args)
                            })?,
                    ),
                    rest.to_string(),
                ),
                None => (None, part.clone()),
            };
            let (time, bonus) = if let Some((t, b)) = rest.split_once('+') {
                (t, Bonus::Increment(parse_duration(b)?))
            } else if let Some((t, b)) = rest.split_once('d') {
                (t, Bonus::Delay(parse_duration(b)?))
            } else if let Some((t, b)) = rest.split_once('b') {
                (t, Bonus::Bronstein(parse_duration(b)?))
            } else {
                (rest.as_str(), Bonus::None)
            };
            let time = parse_duration(time)?;
            if time == 0 && matches!(bonus, Bonus::None) {
                return Err(Mistake::new("clock-needs-time", &[("part", part.clone())]));
            }
            periods.push(Period { moves, time, bonus });
        }
        TimeControl::of(periods)
    }

    /// A time control of these periods, if they make one: at least one, each of at least one
    /// move and with time or a bonus, and only the last for the rest of the game.
    pub fn of(periods: Vec<Period>) -> Result<TimeControl, Mistake> {
        if periods.is_empty() {
            return Err(Mistake::new("clock-none", &[]));
        }
        if periods.iter().any(|p| p.moves == Some(0)) {
            return Err(Mistake::new("clock-no-moves", &[]));
        }
        if periods
            .iter()
            .any(|p| p.time == 0 && matches!(p.bonus, Bonus::None))
        {
            return Err(Mistake::new("clock-needs-time", &[("part", String::new())]));
        }
        if periods[..periods.len() - 1]
            .iter()
            .any(|p| p.moves.is_none())
        {
            return Err(Mistake::new("clock-last-only", &[]));
        }
        Ok(TimeControl { periods })
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The PGN TimeControl tag ("40/5400+30:1800+30"); delays, which the PGN standard does not
    /// cover, are written with "d" (6.2b) or "b" (Bronstein).
    pub fn pgn(&self) -> String {
        self.periods
            .iter()
            .map(|p| {
                let mut s = String::new();
                if let Some(m) = p.moves {
                    s.push_str(&format!("{m}/"));
                }
                s.push_str(&format_seconds(p.time));
                match p.bonus {
                    Bonus::None => {}
                    Bonus::Increment(i) => s.push_str(&format!("+{}", format_seconds(i))),
                    Bonus::Delay(d) => s.push_str(&format!("d{}", format_seconds(d))),
                    Bonus::Bronstein(d) => s.push_str(&format!("b{}", format_seconds(d))),
                }
                s
            })
            .collect::<Vec<_>>()
            .join(":")
    }

    /// The period a player is in after `moves` completed moves, and the moves that end it.
    fn period_after(&self, moves: u32) -> (usize, Option<u32>) {
        let mut end = 0u32;
        let mut i = 0;
        loop {
            let p = &self.periods[i.min(self.periods.len() - 1)];
            match p.moves {
                None => return (i.min(self.periods.len() - 1), None),
                Some(n) => {
                    end += n;
                    if moves < end {
                        return (i, Some(end));
                    }
                }
            }
            i += 1;
        }
    }

    fn period(&self, i: usize) -> &Period {
        &self.periods[i.min(self.periods.len() - 1)]
    }

    /// Whether the period is the one in which all remaining moves must be made (6.12b, 10.1).
    pub fn is_last_period(&self, i: usize) -> bool {
        self.period(i).moves.is_none()
    }

    /// Rapid (Б1: 15 to 60 minutes per player, counting 60 moves' bonus) or blitz (В1: less).
    pub fn kind(&self) -> GameKind {
        let p = &self.periods[0];
        let per_move = match p.bonus {
            Bonus::Increment(i) | Bonus::Delay(i) | Bonus::Bronstein(i) => i,
            Bonus::None => 0,
        };
        let total = p.time + 60 * per_move;
        if self.periods.len() > 1 || total > HOUR {
            GameKind::Standard
        } else if total >= 15 * MINUTE {
            GameKind::Rapid
        } else {
            GameKind::Blitz
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.pgn())
    }
}

/// A time control as the player chose it: a preset ("classical"), a spec ("40/90m+30s:30m"), or
/// "none" for a game without a clock; kept in the words it was given, for the settings file and
/// the menus.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct ClockSpec {
    pub text: String,
    pub control: Option<TimeControl>,
}

impl ClockSpec {
    /// No clock.
    pub fn none() -> ClockSpec {
        ClockSpec {
            text: "none".into(),
            control: None,
        }
    }
}

impl std::str::FromStr for ClockSpec {
    type Err = Mistake;

    fn from_str(text: &str) -> Result<ClockSpec, Mistake> {
        let control = match text {
            "none" => None,
            spec => Some(
                TimeControl::parse(spec)
                    .map_err(|e| e.within("clock-bad", &[("spec", spec.to_string())]))?,
            ),
        };
        Ok(ClockSpec {
            text: text.to_string(),
            control,
        })
    }
}

impl TryFrom<String> for ClockSpec {
    type Error = Mistake;

    fn try_from(text: String) -> Result<ClockSpec, Mistake> {
        text.parse()
    }
}

impl From<ClockSpec> for String {
    fn from(c: ClockSpec) -> String {
        c.text
    }
}

impl fmt::Display for ClockSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Standard play, rapid (appendix Б) or blitz (appendix В), by the time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    Standard,
    Rapid,
    Blitz,
}

/// The clock's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum State {
    NotStarted,
    /// The side's clock runs since `since`; `carried` is the time of this move that ran
    /// before a pause or a restart of the program.
    Running {
        side: Side,
        since: Millis,
        #[serde(default)]
        carried: Millis,
    },
    /// Stopped by the arbiter (6.13) while `side`'s clock ran, `elapsed` into the move.
    Paused {
        side: Side,
        elapsed: Millis,
    },
    /// The side's flag fell (6.9).
    Flag(Side),
    /// Both flags down, order unknown (6.12).
    BothFlags,
    /// The game is over; the readings stand.
    Stopped,
}

/// A colour that serializes as "white"/"black".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    White,
    Black,
}

impl std::str::FromStr for Side {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<Side, NotOneOf> {
        match s {
            "white" => Ok(Side::White),
            "black" => Ok(Side::Black),
            other => Err(NotOneOf::new("side", other, &["white", "black"])),
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// White's and Black's place in a pair (the clocks' readings, the game's counts, the window's
/// name fields): White first, as the score sheet writes them (shakmaty numbers Black first).
pub fn side_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// What a clock operation reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockEvent {
    /// The side's flag fell at this time (exactly when its main time reached zero).
    Flag { side: Color, at: Millis },
    /// Both flags are down and which fell first cannot be told (6.12).
    BothFlags,
    /// The side entered a new period (6.2b).
    NewPeriod { side: Color, period: usize },
}

/// Why a clock operation was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    NotRunning,
    NotYourClock,
    Flagged,
}

/// The clock of both players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    /// Main time left at the start of the current move (or now, for the side not running).
    remaining: [Millis; 2],
    /// Completed moves per side (the move counter of 6.14).
    moves: [u32; 2],
    /// Thinking time of the completed moves per side: the time used, which the envelope of an
    /// adjourned game records (A2в).
    #[serde(default)]
    used: [Millis; 2],
    state: State,
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        let t = control.periods[0].time;
        Clock {
            control,
            remaining: [t, t],
            moves: [0, 0],
            used: [0, 0],
            state: State::NotStarted,
        }
    }

    pub fn state(&self) -> State {
        self.state
    }

    pub fn moves(&self, side: Color) -> u32 {
        self.moves[side_index(side)]
    }

    /// The running side, if a clock runs.
    pub fn running(&self) -> Option<Color> {
        match self.state {
            State::Running { side, .. } => Some(side.into()),
            _ => None,
        }
    }

    /// The period the side is in, and how many moves are left in it (None: rest of the game).
    pub fn period(&self, side: Color) -> (usize, Option<u32>) {
        let m = self.moves[side_index(side)];
        let (i, end) = self.control.period_after(m);
        (i, end.map(|e| e - m))
    }

    fn bonus(&self, side: Color) -> Bonus {
        self.control.period(self.period(side).0).bonus
    }

    /// Main time consumed by a move that has run `elapsed`: in delay mode only what exceeds
    /// the delay (6.2b).
    fn consumption(&self, side: Color, elapsed: Millis) -> Millis {
        match self.bonus(side) {
            Bonus::Delay(d) => elapsed.saturating_sub(d),
            _ => elapsed,
        }
    }

    /// How long the side has been thinking on its move now; none when it is not its move.
    pub fn elapsed(&self, side: Color, now: Millis) -> Option<Millis> {
        match self.state {
            State::Running {
                side: s,
                since,
                carried,
            } if Color::from(s) == side => Some(carried + now.saturating_sub(since)),
            State::Paused { side: s, elapsed } if Color::from(s) == side => Some(elapsed),
            _ => None,
        }
    }

    /// The time the side has used: its completed moves' and the move it is thinking on (A2в).
    pub fn used(&self, side: Color, now: Millis) -> Millis {
        self.used[side_index(side)] + self.elapsed(side, now).unwrap_or(0)
    }

    /// Main time the side has left now, as a display shows it (never below zero).
    pub fn remaining(&self, side: Color, now: Millis) -> Millis {
        let base = self.remaining[side_index(side)];
        match self.elapsed(side, now) {
            Some(e) => base.saturating_sub(self.consumption(side, e)),
            None => base,
        }
    }

    /// Starts the clock of the side to move (6.5: White's at the start of the game).
    pub fn start(&mut self, side: Color, now: Millis) {
        if self.state == State::NotStarted {
            self.state = State::Running {
                side: side.into(),
                since: now,
                carried: 0,
            };
        }
    }

    /// When the running side's flag falls if nobody presses: when its main time reaches zero,
    /// in delay mode only after the delay.
    fn flag_instant(&self) -> Option<(Color, Millis)> {
        let State::Running {
            side,
            since,
            carried,
        } = self.state
        else {
            return None;
        };
        let side: Color = side.into();
        let delay = match self.bonus(side) {
            Bonus::Delay(d) => d,
            _ => 0,
        };
        let due = delay + self.remaining[side_index(side)];
        Some((side, since + due.saturating_sub(carried)))
    }

    /// Checks for a flag fall at `now`. The flag is reported with the exact time it fell.
    pub fn tick(&mut self, now: Millis) -> Option<ClockEvent> {
        let (side, at) = self.flag_instant()?;
        if now < at {
            return None;
        }
        self.remaining[side_index(side)] = 0;
        if self.remaining[side_index(!side)] == 0 {
            self.state = State::BothFlags;
            return Some(ClockEvent::BothFlags);
        }
        self.state = State::Flag(side.into());
        Some(ClockEvent::Flag { side, at })
    }

    /// The side completes a move and presses the clock (6.8a): its time is charged, its bonus
    /// given, its period advanced, and the opponent's clock starts.
    pub fn press(&mut self, side: Color, now: Millis) -> Result<Option<ClockEvent>, ClockError> {
        match self.state {
            State::Running { side: s, .. } if Color::from(s) == side => {}
            State::Running { .. } => return Err(ClockError::NotYourClock),
            State::Flag(_) | State::BothFlags => return Err(ClockError::Flagged),
            _ => return Err(ClockError::NotRunning),
        }
        if self.tick(now).is_some() {
            // The flag fell before the move was completed (6.9).
            return Err(ClockError::Flagged);
        }
        let elapsed = self.elapsed(side, now).unwrap_or(0);
        let i = side_index(side);
        let before = self.period(side).0;
        self.remaining[i] -= self.consumption(side, elapsed);
        self.used[i] += elapsed;
        match self.bonus(side) {
            Bonus::Increment(inc) => self.remaining[i] += inc,
            Bonus::Bronstein(d) => self.remaining[i] += elapsed.min(d),
            Bonus::Delay(_) | Bonus::None => {}
        }
        self.moves[i] += 1;
        let (after, _) = self.period(side);
        let mut event = None;
        if after != before {
            // 6.2b: time saved in a period is carried to the next.
            self.remaining[i] += self.control.period(after).time;
            event = Some(ClockEvent::NewPeriod {
                side,
                period: after,
            });
        }
        self.state = State::Running {
            side: (!side).into(),
            since: now,
            carried: 0,
        };
        Ok(event)
    }

    /// Stops the clock for the arbiter (6.13a).
    pub fn pause(&mut self, now: Millis) -> bool {
        if let State::Running {
            side,
            since,
            carried,
        } = self.state
        {
            self.state = State::Paused {
                side,
                elapsed: carried + now.saturating_sub(since),
            };
            true
        } else {
            false
        }
    }

    /// Restarts a paused clock where it stood (6.13c).
    pub fn resume(&mut self, now: Millis) -> bool {
        if let State::Paused { side, elapsed } = self.state {
            self.state = State::Running {
                side,
                since: now,
                carried: elapsed,
            };
            true
        } else {
            false
        }
    }

    /// After both flags fell outside the last period (6.12a): the clock waits, paused, for the
    /// arbiter to set the times; the side to move's clock runs again on resume.
    pub fn hold(&mut self, to_move: Color) {
        self.state = State::Paused {
            side: to_move.into(),
            elapsed: 0,
        };
    }

    pub fn is_paused(&self) -> bool {
        matches!(self.state, State::Paused { .. })
    }

    /// Stops the clocks at the end of the game; the readings stand.
    pub fn stop(&mut self, now: Millis) {
        for side in [Color::White, Color::Black] {
            self.remaining[side_index(side)] = self.remaining(side, now);
        }
        self.state = State::Stopped;
    }

    /// Sets what the side's clock shows now (arbiter, 6.14, 13.4b).
    pub fn set(&mut self, side: Color, shows: Millis, now: Millis) {
        let consumed = self
            .elapsed(side, now)
            .map(|e| self.consumption(side, e))
            .unwrap_or(0);
        self.remaining[side_index(side)] = shows + consumed;
        if let State::Flag(s) = self.state
            && Color::from(s) == side
            && shows > 0
        {
            self.state = State::Paused {
                side: s,
                elapsed: 0,
            };
        }
    }

    /// Adds time to (or, negative, takes time from) the side's clock.
    pub fn add(&mut self, side: Color, delta: i64, now: Millis) {
        let shows = self.remaining(side, now) as i64 + delta;
        self.set(side, shows.max(0) as Millis, now);
    }

    /// Sets the move counter (6.14): the period follows it.
    pub fn set_moves(&mut self, side: Color, moves: u32) {
        self.moves[side_index(side)] = moves;
    }

    /// Sets both readings and counters and lets the side to move's clock run from `now`, as
    /// after "back to move N" (supplement 2.7-2.8, 6.14).
    pub fn restore(&mut self, shows: [Millis; 2], moves: [u32; 2], to_move: Color, now: Millis) {
        self.remaining = shows;
        self.moves = moves;
        self.state = State::Running {
            side: to_move.into(),
            since: now,
            carried: 0,
        };
    }

    /// 9.5b: an incorrect draw claim. The opponent gets three minutes; a claimant with more
    /// than two minutes loses half his time, at most three minutes; with one to two minutes
    /// he is left one minute; with less than a minute nothing changes.
    pub fn incorrect_claim(&mut self, claimant: Color, now: Millis) {
        self.add(!claimant, (3 * MINUTE) as i64, now);
        let left = self.remaining(claimant, now);
        let shows = if left > 2 * MINUTE {
            left - (left / 2).min(3 * MINUTE)
        } else if left > MINUTE {
            MINUTE
        } else {
            left
        };
        self.set(claimant, shows, now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(spec: &str) -> TimeControl {
        TimeControl::parse(spec).unwrap()
    }

    #[test]
    fn specs_and_presets_6_2a() {
        let c = tc("classical");
        assert_eq!(c.pgn(), "40/5400+30:1800+30");
        assert_eq!(tc("40/5400+30:1800+30"), c);
        assert_eq!(tc("90m/40+30s:30m+30s"), c);
        assert_eq!(tc("90m/40").periods[0].moves, Some(40));
        assert_eq!(tc("15m+10s").pgn(), "900+10");
        assert_eq!(tc("5400d5").periods[0].bonus, Bonus::Delay(5 * SECOND));
        assert_eq!(
            tc("1h30m b10").periods[0].bonus,
            Bonus::Bronstein(10 * SECOND)
        );
        assert!(TimeControl::parse("x").is_err());
        assert!(TimeControl::parse("5400:40/1800").is_err());
        assert_eq!(tc("blitz-3").kind(), GameKind::Blitz);
        assert_eq!(tc("rapid-15").kind(), GameKind::Rapid);
        assert_eq!(tc("classical").kind(), GameKind::Standard);
    }

    #[test]
    fn white_starts_and_a_press_switches_6_5_6_8() {
        let mut c = Clock::new(tc("5m"));
        c.start(Color::White, 1_000);
        assert_eq!(c.remaining(Color::White, 61_000), 4 * MINUTE);
        assert_eq!(c.remaining(Color::Black, 61_000), 5 * MINUTE);
        assert_eq!(c.press(Color::Black, 61_000), Err(ClockError::NotYourClock));
        c.press(Color::White, 61_000).unwrap();
        assert_eq!(c.running(), Some(Color::Black));
        assert_eq!(c.remaining(Color::White, 200_000), 4 * MINUTE);
    }

    #[test]
    fn the_time_used_counts_every_move_and_the_one_being_thought() {
        let mut c = Clock::new(TimeControl::parse("90m+30s").unwrap());
        c.start(Color::White, 0);
        c.press(Color::White, 10_000).unwrap();
        c.press(Color::Black, 25_000).unwrap();
        c.press(Color::White, 30_000).unwrap();
        c.pause(32_000);
        // White 10 s + 5 s; Black 15 s and 2 s of the move he is sealing.
        assert_eq!(c.used(Color::White, 99_000), 15_000);
        assert_eq!(c.used(Color::Black, 99_000), 17_000);
    }

    #[test]
    fn fischer_increment_from_move_1() {
        let mut c = Clock::new(tc("3m+2s"));
        c.start(Color::White, 0);
        c.press(Color::White, 10 * SECOND).unwrap();
        assert_eq!(c.remaining(Color::White, 0), 3 * MINUTE - 8 * SECOND);
    }

    #[test]
    fn delay_mode_6_2b() {
        let mut c = Clock::new(tc("5md5"));
        c.start(Color::White, 0);
        // Within the delay: main time unchanged.
        assert_eq!(c.remaining(Color::White, 4 * SECOND), 5 * MINUTE);
        c.press(Color::White, 4 * SECOND).unwrap();
        assert_eq!(c.remaining(Color::White, 0), 5 * MINUTE);
        // After the delay main time runs; unused delay is not saved.
        c.press(Color::Black, 4 * SECOND + 12 * SECOND).unwrap();
        assert_eq!(c.remaining(Color::Black, 0), 5 * MINUTE - 7 * SECOND);
    }

    #[test]
    fn bronstein_gives_back_up_to_the_delay() {
        let mut c = Clock::new(tc("5mb5"));
        c.start(Color::White, 0);
        c.press(Color::White, 3 * SECOND).unwrap();
        assert_eq!(c.remaining(Color::White, 0), 5 * MINUTE);
        c.press(Color::Black, 3 * SECOND + 12 * SECOND).unwrap();
        assert_eq!(c.remaining(Color::Black, 0), 5 * MINUTE - 7 * SECOND);
    }

    #[test]
    fn periods_carry_saved_time_6_2b() {
        let mut c = Clock::new(tc("2/10m:5m"));
        c.start(Color::White, 0);
        let mut now = 0;
        let mut events = Vec::new();
        for _ in 0..2 {
            now += MINUTE;
            events.push(c.press(Color::White, now).unwrap());
            now += MINUTE;
            c.press(Color::Black, now).unwrap();
        }
        assert_eq!(
            events[1],
            Some(ClockEvent::NewPeriod {
                side: Color::White,
                period: 1
            })
        );
        assert_eq!(c.remaining(Color::White, now), 8 * MINUTE + 5 * MINUTE);
        assert_eq!(c.period(Color::White), (1, None));
        // A repeating last period: 2 moves each time.
        let c = Clock {
            moves: [5, 0],
            ..Clock::new(tc("2/10m"))
        };
        assert_eq!(c.period(Color::White), (2, Some(1)));
    }

    #[test]
    fn flag_falls_exactly_at_zero_6_9() {
        let mut c = Clock::new(tc("1m"));
        c.start(Color::White, 500);
        assert_eq!(c.tick(60_499), None);
        assert_eq!(
            c.tick(70_000),
            Some(ClockEvent::Flag {
                side: Color::White,
                at: 60_500
            })
        );
        assert_eq!(c.press(Color::White, 70_000), Err(ClockError::Flagged));
        // In delay mode the flag falls after delay + main time.
        let mut c = Clock::new(tc("1md5"));
        c.start(Color::White, 0);
        assert_eq!(
            c.tick(99_000),
            Some(ClockEvent::Flag {
                side: Color::White,
                at: 65_000
            })
        );
    }

    #[test]
    fn pause_keeps_the_time_6_13() {
        let mut c = Clock::new(tc("5md5"));
        c.start(Color::White, 0);
        c.pause(3 * SECOND);
        assert_eq!(c.remaining(Color::White, HOUR), 5 * MINUTE);
        c.resume(HOUR);
        // 3 s of the delay were used before the pause, 2 s are left.
        assert_eq!(
            c.remaining(Color::White, HOUR + 4 * SECOND),
            5 * MINUTE - 2 * SECOND
        );
    }

    #[test]
    fn incorrect_claim_penalties_9_5b() {
        for (left, after) in [
            (10 * MINUTE, 7 * MINUTE),
            (4 * MINUTE, 2 * MINUTE),
            (90 * SECOND, MINUTE),
            (40 * SECOND, 40 * SECOND),
        ] {
            let mut c = Clock::new(tc("10m"));
            c.start(Color::White, 0);
            c.set(Color::White, left, 0);
            c.incorrect_claim(Color::White, 0);
            assert_eq!(c.remaining(Color::White, 0), after, "{left}");
            assert_eq!(c.remaining(Color::Black, 0), 13 * MINUTE);
        }
    }

    #[test]
    fn both_flags_6_12() {
        let mut c = Clock::new(tc("1m"));
        c.start(Color::White, 0);
        c.set(Color::Black, 0, 0);
        assert_eq!(c.tick(MINUTE), Some(ClockEvent::BothFlags));
        assert_eq!(c.state(), State::BothFlags);
    }
}
