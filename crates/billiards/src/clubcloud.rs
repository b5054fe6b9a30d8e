//! The results as club software imports them: the CSV that Carambus sends to the German
//! federations' ClubCloud when a tournament ends (its `write_finale_csv_for_upload`, documented
//! in its `docs/developers/clubcloud-upload`): no header; semicolons; per row the group, the
//! game's number, the set's number, both players, their points, innings and high runs, the
//! date ("%d.%m.%Y") and the time ("%H:%M") it ended. A match of one frame is one row with no
//! set number; a match of several frames is a row for the match (frames won, innings and high
//! run over the match) and a row for each frame with its number. A team match's rubbers are
//! its games, numbered in order. Ansage has the players' names, not their federation numbers:
//! the names stand in the player columns.

use super::matchplay::MatchLog;
use super::stats::{Line, Statistics};
use ansage_shared::calendar::Zone;

/// The rows of one game (a match, or a team match's rubber) numbered `number`.
fn game_rows(log: &MatchLog, number: usize, zone: &Zone) -> Vec<[String; 13]> {
    let c = &log.config;
    let m = log.state();
    let s = Statistics::of(log);
    let when = |ms: u64| (zone.format(ms, "%d.%m.%Y"), zone.format(ms, "%H:%M"));
    let ended = m
        .ended
        .or(m.frames.last().map(|f| f.ended))
        .or(log.entries.last().map(|e| e.at))
        .unwrap_or_default();
    // A row: the set's number (none for the match), the points (frames won for a match of
    // several frames), and the innings and high runs of these figures.
    let row = |set: String, points: [i64; 2], lines: &[Line; 2], at: u64| {
        let (date, time) = when(at);
        let [a, b] = lines;
        [
            c.competition.clone(),
            number.to_string(),
            set,
            c.names[0].clone(),
            c.names[1].clone(),
            points[0].to_string(),
            points[1].to_string(),
            a.innings.to_string(),
            b.innings.to_string(),
            a.high_run.to_string(),
            b.high_run.to_string(),
            date,
            time,
        ]
    };
    let points = |l: &[Line; 2]| l.each_ref().map(|l| i64::from(l.points));
    if s.frames.len() <= 1 {
        let lines = s.frames.first().unwrap_or(&s.total);
        return vec![row(String::new(), points(lines), lines, ended)];
    }
    let mut rows = vec![row(String::new(), m.wins.map(i64::from), &s.total, ended)];
    for (i, lines) in s.frames.iter().enumerate() {
        let at = m.frames.get(i).map_or(ended, |f| f.ended);
        rows.push(row((i + 1).to_string(), points(lines), lines, at));
    }
    rows
}

/// The CSV of these games (one match, or a team match's rubbers in order).
pub fn csv<'a>(games: impl IntoIterator<Item = &'a MatchLog>, zone: &Zone) -> String {
    let mut w = csv::WriterBuilder::new()
        .delimiter(b';')
        .has_headers(false)
        .from_writer(Vec::new());
    for (i, log) in games.into_iter().enumerate() {
        for row in game_rows(log, i + 1, zone) {
            w.write_record(&row).expect("writing into memory");
        }
    }
    let bytes = w.into_inner().expect("writing into memory");
    String::from_utf8(bytes).expect("UTF-8 fields")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Discipline;
    use crate::event::Event;
    use crate::matchplay::{Action, Format, MatchConfig};

    /// A carom match of one frame is one row: points, innings and high runs, the date and
    /// the time it ended.
    #[test]
    fn one_frame_is_one_row() {
        let mut c = MatchConfig::new(
            Discipline::Carom,
            Format::RaceTo(1),
            ["Ivanov".into(), "Petrov; Jr.".into()],
        );
        c.competition = "Gruppe A".into();
        let mut log = MatchLog::new(c);
        let t0 = 1_796_017_080_000;
        log.push(t0, Action::Frame(Event::Balls(1))).unwrap();
        log.push(t0 + 1000, Action::Frame(Event::Balls(1))).unwrap();
        log.push(t0 + 2000, Action::Frame(Event::NoScore)).unwrap();
        let text = csv([&log], &Zone::utc());
        assert_eq!(
            text,
            "Gruppe A;1;;Ivanov;\"Petrov; Jr.\";2;0;1;1;2;0;30.11.2026;05:38\n"
        );
    }
}
