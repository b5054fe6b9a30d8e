//! Move cues: where each move is in the game's recording (supplement 2.5: the score sheet on a
//! tape recorder) — when it was first heard, read back, confirmed and the clock switched; for a
//! move entered from the board or by the engine, when it was entered and announced. With them
//! the recording becomes a score sheet one can move through by move, and an arbiter can find the
//! first move where the two boards diverged (2.7-2.8). Times are milliseconds from the start of
//! the recording. Pure: the table stamps the times, this module renders them.

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use super::announce::color_word;
use super::game::Game;
use ansage_shared::i18n::t;
use ansage_shared::language::Language;

/// One move's cues.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Cue {
    /// The half-move (0 is White's first of the game).
    pub ply: usize,
    pub san: String,
    /// First heard, with the words heard.
    pub heard: Option<u64>,
    pub heard_words: Option<String>,
    /// Read back, with the words said.
    pub read_back: Option<u64>,
    pub read_back_words: Option<String>,
    /// Confirmed ("ja"); the clock switches at the same moment (supplement 2.3).
    pub confirmed: Option<u64>,
    pub switched: Option<u64>,
    /// A move from the board or the engine: entered, and announced to the player.
    pub entered: Option<u64>,
    pub announced: Option<u64>,
    /// The recording the times are in (a resumed game continues in a new one).
    pub file: Option<std::path::PathBuf>,
    /// Every read-back of this move, in order: what was heard for it, what was read back, and
    /// how it was answered; the arbiter needs the turned-down ones and the corrections too.
    pub attempts: Vec<Attempt>,
}

/// One read-back on the way to a move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Attempt {
    /// The words heard that were read back (none when typed).
    pub heard_words: Option<String>,
    pub read_back_words: String,
    pub read_back: Option<u64>,
    pub answer: Answer,
}

/// How a read-back was answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// Not yet.
    #[default]
    Open,
    /// "Nein", at this time in the recording.
    TurnedDown(Option<u64>),
    /// Another move was said before it was answered.
    Corrected,
    /// "Ja": the move was played.
    Confirmed,
}

impl Cue {
    /// The earliest time of the move (where a replay starts before its pre-roll).
    pub fn start(&self) -> Option<u64> {
        [self.heard, self.read_back, self.entered, self.confirmed]
            .into_iter()
            .flatten()
            .min()
    }

    /// The latest time of the move.
    pub fn end(&self) -> Option<u64> {
        [
            self.switched,
            self.announced,
            self.confirmed,
            self.read_back,
        ]
        .into_iter()
        .flatten()
        .max()
    }

    /// The stretch of the recording to play for this move: a pre-roll before it was first
    /// heard (the words themselves come before the recognizer's report), to a moment after it.
    pub fn replay_span(&self, pre_roll: u64, post_roll: u64) -> Option<(u64, u64)> {
        let start = self.start()?;
        let end = self.end().unwrap_or(start).max(start);
        Some((start.saturating_sub(pre_roll), end + post_roll))
    }

    /// The times in order, named: for the dispute list and the PGN comment.
    pub fn stamps(&self) -> Vec<(&'static str, u64)> {
        [
            ("heard", self.heard),
            ("read-back", self.read_back),
            ("confirmed", self.confirmed),
            ("switched", self.switched),
            ("entered", self.entered),
            ("announced", self.announced),
        ]
        .into_iter()
        .filter_map(|(n, t)| t.map(|t| (n, t)))
        .collect()
    }
}

/// A time in the recording: h:mm:ss.d
pub fn stamp(ms: u64) -> String {
    let tenths = ms / 100;
    format!(
        "{}:{:02}:{:02}.{}",
        tenths / 36_000,
        tenths / 600 % 60,
        tenths / 10 % 60,
        tenths % 10
    )
}

/// The PGN comment of a move's cues: `[%heard 0:01:23.4] [%confirmed 0:01:25.0] ...`.
pub fn pgn_comment(cue: &Cue) -> Option<String> {
    let parts: Vec<String> = cue
        .stamps()
        .into_iter()
        .map(|(name, t)| format!("[%{name} {}]", stamp(t)))
        .collect();
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// The moves as heard, read back, confirmed and played, with their times in the recording, for
/// the arbiter looking for the first move where the two boards diverged (2.7-2.8): one line a
/// move.
pub fn dispute(game: &Game, cues: &[Cue], lang: Language) -> String {
    let l = |id: &str| t(lang, id, &[]);
    let mut out = String::new();
    for cue in cues {
        if cue.ply >= game.plies().len() {
            continue;
        }
        let (n, color) = game.ply_number(cue.ply);
        let at = |t: Option<u64>| t.map(|t| format!(" ({})", stamp(t))).unwrap_or_default();
        let mut parts = Vec::new();
        // The read-backs turned down or corrected before the one confirmed.
        for a in &cue.attempts {
            let answer = match a.answer {
                Answer::TurnedDown(t) => format!("{}{}", l("dispute-turned-down"), at(t)),
                Answer::Corrected => l("dispute-corrected"),
                Answer::Open | Answer::Confirmed => continue,
            };
            let mut attempt = Vec::new();
            if let Some(w) = &a.heard_words {
                attempt.push(format!("{} »{w}«", l("dispute-heard")));
            }
            attempt.push(format!(
                "{} »{}«{}",
                l("dispute-read-back"),
                a.read_back_words,
                at(a.read_back)
            ));
            attempt.push(answer);
            parts.push(attempt.join(", "));
        }
        if let Some(w) = &cue.heard_words {
            parts.push(format!("{} »{w}«{}", l("dispute-heard"), at(cue.heard)));
        }
        if let Some(w) = &cue.read_back_words {
            parts.push(format!(
                "{} »{w}«{}",
                l("dispute-read-back"),
                at(cue.read_back)
            ));
        }
        if cue.confirmed.is_some() || cue.read_back_words.is_some() {
            parts.push(format!("{}{}", l("dispute-confirmed"), at(cue.confirmed)));
        }
        if cue.entered.is_some() {
            parts.push(format!("{}{}", l("dispute-entered"), at(cue.entered)));
        }
        parts.push(format!("{} {}", l("dispute-played"), cue.san));
        let side = color_word(color, lang);
        out.push_str(&format!("{n} {side}: {}\n", parts.join("; ")));
    }
    out
}

/// The most tracks a cue sheet may have (the format numbers them 01-99).
pub const TRACKS_PER_SHEET: usize = 99;

/// The cue sheets of a game (the CD cue-sheet format players and editors read): a track a move,
/// starting at White's half-move (`INDEX 01`) with Black's reply as `INDEX 02`, titled
/// "12. Nf3 Nc6". The format numbers tracks 01-99, so a longer game takes more sheets of 99
/// moves each (in order). It has no escape for a quote inside a quoted string: a quote in a
/// name becomes an apostrophe.
pub fn cue_sheets(game: &Game, cues: &[Cue], recording: &str) -> Vec<String> {
    // The moves with a start in the recording: their number and half-moves.
    let mut moves: Vec<(u32, Vec<HalfMove>)> = Vec::new();
    for cue in cues {
        let Some(start) = cue.start() else { continue };
        let (n, color) = game.ply_number(cue.ply);
        match moves.last_mut() {
            Some((m, plies)) if *m == n => plies.push((&cue.san, start, color)),
            _ => moves.push((n, vec![(&cue.san, start, color)])),
        }
    }
    let t = &game.tags;
    let mut header = String::new();
    let _ = writeln!(
        header,
        "PERFORMER \"{}\"",
        quoted(&format!("{} - {}", t.white, t.black))
    );
    let _ = writeln!(
        header,
        "TITLE \"{}\"",
        quoted(&format!("{} {}", t.event, t.date))
    );
    let _ = writeln!(header, "FILE \"{}\" WAVE", quoted(recording));
    if moves.is_empty() {
        return vec![header];
    }
    moves
        .chunks(TRACKS_PER_SHEET)
        .map(|sheet| {
            let mut out = header.clone();
            for (track, (n, plies)) in sheet.iter().enumerate() {
                let dots = if plies[0].2 == shakmaty::Color::White {
                    "."
                } else {
                    "..."
                };
                let sans: Vec<&str> = plies.iter().map(|(san, _, _)| *san).collect();
                let _ = writeln!(out, "  TRACK {:02} AUDIO", track + 1);
                let _ = writeln!(out, "    TITLE \"{n}{dots} {}\"", quoted(&sans.join(" ")));
                for (index, (_, start, _)) in plies.iter().enumerate() {
                    let _ = writeln!(out, "    INDEX {:02} {}", index + 1, msf(*start));
                }
            }
            out
        })
        .collect()
}

/// A half-move on a cue sheet: its SAN, where it starts, who made it.
type HalfMove<'a> = (&'a str, u64, shakmaty::Color);

/// A string as a cue sheet can hold it in quotes: no quote, no line break.
fn quoted(s: &str) -> String {
    s.replace('"', "'").replace(['\r', '\n'], " ")
}

/// Milliseconds as the cue sheet's minutes:seconds:frames (75 frames a second); minutes go on
/// past 99 for a long game, as players read them.
fn msf(ms: u64) -> String {
    let frames = ms * 75 / 1000;
    format!(
        "{:02}:{:02}:{:02}",
        frames / 75 / 60,
        frames / 75 % 60,
        frames % 75
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cue_at(ply: usize, san: &str, ms: u64) -> Cue {
        Cue {
            ply,
            san: san.into(),
            entered: Some(ms),
            ..Cue::default()
        }
    }

    #[test]
    fn a_track_a_move_and_99_moves_a_sheet() {
        let mut game = Game::default();
        game.tags.white = "Anna \"Blitz\" Lee".into();
        game.tags.black = "Boris".into();
        let cues: Vec<Cue> = (0..250)
            .map(|ply| {
                cue_at(
                    ply,
                    if ply % 2 == 0 { "Nf3" } else { "Nf6" },
                    ply as u64 * 60_000,
                )
            })
            .collect();
        let sheets = cue_sheets(&game, &cues, "game.flac");
        // 250 plies are 125 moves: 99 and 26.
        assert_eq!(sheets.len(), 2);
        assert_eq!(sheets[0].matches("  TRACK ").count(), 99);
        assert_eq!(sheets[1].matches("  TRACK ").count(), 26);
        assert!(
            sheets[0].contains("PERFORMER \"Anna 'Blitz' Lee - Boris\""),
            "{}",
            sheets[0]
        );
        assert!(sheets[0].contains("  TRACK 12 AUDIO\n    TITLE \"12. Nf3 Nf6\"\n    INDEX 01 22:00:00\n    INDEX 02 23:00:00\n"), "{}", sheets[0]);
        assert!(
            sheets[1]
                .contains("  TRACK 01 AUDIO\n    TITLE \"100. Nf3 Nf6\"\n    INDEX 01 198:00:00\n"),
            "{}",
            sheets[1]
        );
        assert!(!sheets[0].contains("TRACK 100"));
    }

    #[test]
    fn stamps_and_spans() {
        assert_eq!(stamp(83_450), "0:01:23.4");
        assert_eq!(stamp(3_723_000), "1:02:03.0");
        let cue = Cue {
            heard: Some(10_000),
            read_back: Some(10_400),
            confirmed: Some(12_000),
            switched: Some(12_000),
            ..Cue::default()
        };
        assert_eq!(cue.replay_span(3000, 500), Some((7000, 12_500)));
        assert_eq!(
            pgn_comment(&cue).unwrap(),
            "[%heard 0:00:10.0] [%read-back 0:00:10.4] [%confirmed 0:00:12.0] [%switched 0:00:12.0]"
        );
        assert_eq!(Cue::default().replay_span(3000, 500), None);
    }
}
