//! The players' statistics of a match, a frame and a team match, as clubs keep them (Carambus,
//! the federations' club systems): points, innings (visits to the table) and the general
//! average (points per inning, carom and pyramid), the high run, the breaks of 50 and of 100
//! and more (snooker), the fouls by kind and the time at the table. Pure: the fold of a match's
//! entries, as the match state is, so an undone entry is never counted.

use std::collections::BTreeMap;

use serde::Serialize;

use super::Player;
use super::event::{Event, FoulKind};
use super::matchplay::{Action, MatchLog, MatchState};
use super::tally::Tally;
use super::team::TeamMatch;

/// What kind of foul, for the count by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FoulClass {
    /// "Foul" with nothing added.
    Plain,
    /// The cue ball potted or off the table.
    CueBall,
    /// 14+1: the intentional foul (п.4.7.5).
    Intentional,
    /// Snooker: foul and a miss (п.3.14).
    Miss,
    /// The shot clock ran out (§4 п.1.26).
    Time,
    /// An illegal break.
    BadBreak,
    /// A foul the rules attach to another event (the 8 off the table, an uncalled ball).
    Other,
}

impl FoulClass {
    fn of(event: &Event) -> FoulClass {
        match event {
            Event::Foul(f) => match f.kind {
                FoulKind::Plain => FoulClass::Plain,
                FoulKind::CueBall => FoulClass::CueBall,
                FoulKind::Intentional => FoulClass::Intentional,
                FoulKind::Miss => FoulClass::Miss,
                FoulKind::Time => FoulClass::Time,
            },
            Event::BadBreak => FoulClass::BadBreak,
            _ => FoulClass::Other,
        }
    }
}

/// One player's figures over some frames.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Line {
    /// Frames played (finished or in play).
    pub frames: u32,
    /// Points (balls in the pyramids and pool) scored.
    pub points: i32,
    /// Visits to the table.
    pub innings: u32,
    /// The longest run (break), in points or balls.
    pub high_run: i32,
    /// Runs of 50 and more (centuries among them).
    pub fifties: u32,
    /// Runs of 100 and more.
    pub centuries: u32,
    pub fouls: BTreeMap<FoulClass, u32>,
    /// Time at the table from the break on, pauses not counted (ms).
    pub at_table_ms: u64,
}

impl Line {
    /// The general average: points per inning.
    pub fn average(&self) -> Option<f64> {
        (self.innings > 0).then(|| f64::from(self.points) / f64::from(self.innings))
    }

    /// All the fouls.
    pub fn foul_total(&self) -> u32 {
        self.fouls.values().sum()
    }

    /// Adds another frame's or match's figures: sums, and the higher high run.
    pub fn add(&mut self, other: &Line) {
        self.frames += other.frames;
        self.points += other.points;
        self.innings += other.innings;
        self.high_run = self.high_run.max(other.high_run);
        self.fifties += other.fifties;
        self.centuries += other.centuries;
        for (k, n) in &other.fouls {
            *self.fouls.entry(*k).or_default() += n;
        }
        self.at_table_ms += other.at_table_ms;
    }

    /// A run that ended.
    fn run(&mut self, points: i32) {
        if points >= 50 {
            self.fifties += 1;
        }
        if points >= 100 {
            self.centuries += 1;
        }
    }

    /// The frame's own figures: player `i`'s of its score, visits and high runs.
    fn close(&mut self, i: usize, score: &[i32; 2], visits: &[u32; 2], high_run: &[i32; 2]) {
        self.frames = 1;
        self.points = score[i];
        self.innings = visits[i];
        self.high_run = high_run[i];
    }
}

/// A match's statistics: each frame's (the last one in play, if any), and the match's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Statistics {
    pub frames: Vec<[Line; 2]>,
    pub total: [Line; 2],
}

impl Statistics {
    /// The fold of the match's entries (those that no longer apply are skipped, as the state
    /// skips them).
    pub fn of(log: &MatchLog) -> Statistics {
        let c = &log.config;
        let mut s = MatchState::new(c);
        let mut frames: Vec<[Line; 2]> = vec![Default::default()];
        let mut last_at: Option<u64> = None;
        for e in &log.entries {
            let Ok((next, _)) = s.apply(c, e) else {
                continue;
            };
            let tally = &s.frame.tally;
            let line = frames.last_mut().expect("a frame");
            // The time since the last entry was the shooter's, unless play was suspended or
            // the frame not yet broken.
            if let Some(before) = last_at
                && s.paused.is_none()
                && tally.shots > 0
            {
                line[tally.shooter.index()].at_table_ms += e.at.saturating_sub(before);
            }
            last_at = Some(e.at);
            if let Action::Frame(event) = &e.action
                && let Ok((after, _)) = s.frame.apply(event, &c.rules)
            {
                count(line, tally, &after.tally, event);
            }
            if next.frames.len() > s.frames.len() {
                let r = next.frames.last().expect("the frame closed");
                for (i, l) in line.iter_mut().enumerate() {
                    l.close(i, &r.score, &r.visits, &r.high_run);
                }
                frames.push(Default::default());
            }
            s = next;
        }
        let t = &s.frame.tally;
        if !s.is_over() && (t.shots > 0 || t.score != [0, 0]) {
            let line = frames.last_mut().expect("a frame");
            for (i, l) in line.iter_mut().enumerate() {
                l.close(i, &t.score, &t.visits, &t.high_run);
            }
        } else {
            frames.pop();
        }
        let mut total: [Line; 2] = Default::default();
        for f in &frames {
            for p in Player::BOTH {
                total[p.index()].add(&f[p.index()]);
            }
        }
        Statistics { frames, total }
    }
}

/// What one frame event adds: the fouls by kind, and the run that ended.
fn count(line: &mut [Line; 2], before: &Tally, after: &Tally, event: &Event) {
    for p in Player::BOTH {
        let i = p.index();
        let new = after.foul_total[i].saturating_sub(before.foul_total[i]);
        if new > 0 {
            *line[i].fouls.entry(FoulClass::of(event)).or_default() += new;
        }
    }
    let same_visit = after.shooter == before.shooter && after.visits == before.visits;
    if !same_visit || after.winner.is_some() {
        let run = if same_visit { after.run } else { before.run };
        line[before.shooter.index()].run(run);
    }
}

/// A team match's statistics: each team's, and each player's over his rubbers (by name).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamStatistics {
    pub teams: [Line; 2],
    pub players: Vec<(String, Line)>,
}

impl TeamStatistics {
    pub fn of(team: &TeamMatch) -> TeamStatistics {
        let mut teams: [Line; 2] = Default::default();
        let mut players: Vec<(String, Line)> = Vec::new();
        for (_, log) in &team.rubbers {
            let s = Statistics::of(log);
            for p in Player::BOTH {
                let line = &s.total[p.index()];
                teams[p.index()].add(line);
                let name = &log.config.names[p.index()];
                match players.iter_mut().find(|(n, _)| n == name) {
                    Some((_, l)) => l.add(line),
                    None => players.push((name.clone(), line.clone())),
                }
            }
        }
        TeamStatistics { teams, players }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Choice;
    use crate::matchplay::{Format, MatchConfig, Pause};
    use crate::{Colour, Discipline};

    fn log(d: Discipline, race: u8) -> MatchLog {
        MatchLog::new(MatchConfig::new(
            d,
            Format::RaceTo(race),
            ["Ivanov".into(), "Petrov".into()],
        ))
    }

    const T0: u64 = 1_796_017_080_000;

    /// Carom: points per inning, the high run, and the time each spent at the table.
    #[test]
    fn carom_innings_average_and_high_run() {
        let mut l = log(Discipline::Carom, 1);
        let mut at = T0;
        let mut push = |secs: u64, e: Event| {
            at += secs * 1000;
            l.push(at, Action::Frame(e)).unwrap();
        };
        // Ivanov 3 and out, Petrov 1 and out, Ivanov 2 and out.
        for _ in 0..3 {
            push(20, Event::Balls(1));
        }
        push(20, Event::NoScore);
        push(30, Event::Balls(1));
        push(30, Event::NoScore);
        push(10, Event::Balls(1));
        push(10, Event::Balls(1));
        push(10, Event::NoScore);
        let s = Statistics::of(&l);
        let [a, b] = &s.total;
        assert_eq!((a.points, a.innings, a.high_run), (5, 2, 3));
        // Petrov's second inning has begun.
        assert_eq!((b.points, b.innings, b.high_run), (1, 2, 1));
        assert_eq!(a.average(), Some(2.5));
        // The first stroke opens the table: from it Ivanov's strokes came 20, 20 and 20 s
        // after the last entry, then 10, 10 and 10; Petrov's 30 and 30.
        assert_eq!(a.at_table_ms, 90_000);
        assert_eq!(b.at_table_ms, 60_000);
        assert_eq!(s.frames.len(), 1);
    }

    /// Snooker: a century and a fifty are counted when the break ends; the fouls by kind;
    /// a pause is no one's time at the table.
    #[test]
    fn snooker_breaks_and_fouls_by_kind() {
        let mut l = log(Discipline::Snooker15, 2);
        let mut at = T0;
        let mut push = |secs: u64, a: Action| {
            at += secs * 1000;
            l.push(at, a).unwrap();
        };
        // Ivanov: 13 reds with blacks (104), then a miss.
        for _ in 0..13 {
            push(10, Action::Frame(Event::Reds(1)));
            push(10, Action::Frame(Event::Colour(Colour::Black)));
        }
        push(10, Action::Frame(Event::NoScore));
        push(5, Action::Pause(Player::B, Pause::Medical));
        push(600, Action::Resume);
        // Petrov: a foul on the cue ball, then Ivanov a plain foul.
        push(10, Action::Frame(Event::foul_of(FoulKind::CueBall)));
        push(5, Action::Frame(Event::Choice(Choice::Play)));
        push(10, Action::Frame(Event::foul()));
        let s = Statistics::of(&l);
        let [a, b] = &s.total;
        assert_eq!((a.high_run, a.fifties, a.centuries), (104, 1, 1));
        assert_eq!((b.fifties, b.centuries), (0, 0));
        assert_eq!(b.fouls.get(&FoulClass::CueBall), Some(&1));
        assert_eq!(a.fouls.get(&FoulClass::Plain), Some(&1));
        assert_eq!(a.foul_total() + b.foul_total(), 2);
        // The ten minutes of the medical break are nobody's.
        assert!(b.at_table_ms < 60_000, "{}", b.at_table_ms);
    }

    /// An undone entry is not counted: the statistics are the fold of the log as it stands.
    #[test]
    fn an_undone_run_is_not_counted() {
        let mut l = log(Discipline::Carom, 1);
        l.push(T0, Action::Frame(Event::Balls(1))).unwrap();
        l.push(T0 + 1000, Action::Frame(Event::Balls(1))).unwrap();
        l.undo();
        let s = Statistics::of(&l);
        assert_eq!((s.total[0].points, s.total[0].high_run), (1, 1));
    }
}
