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
use crate::shared::i18n::t;
use crate::shared::language::Language;

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

/// A cue sheet (the CD cue-sheet format players and editors read): one track per move, starting
/// where the move starts in the recording.
pub fn cue_sheet(game: &Game, cues: &[Cue], recording: &str) -> String {
    let mut out = String::new();
    let t = &game.tags;
    let _ = writeln!(out, "PERFORMER \"{} - {}\"", t.white, t.black);
    let _ = writeln!(out, "TITLE \"{} {}\"", t.event, t.date);
    let _ = writeln!(out, "FILE \"{recording}\" WAVE");
    let mut track = 0;
    for cue in cues {
        let Some(start) = cue.start() else { continue };
        track += 1;
        let (n, color) = game.ply_number(cue.ply);
        let dots = if color == shakmaty::Color::White {
            "."
        } else {
            "..."
        };
        let frames = start * 75 / 1000;
        let _ = writeln!(out, "  TRACK {track:02} AUDIO");
        let _ = writeln!(out, "    TITLE \"{n}{dots} {}\"", cue.san);
        let _ = writeln!(
            out,
            "    INDEX 01 {:02}:{:02}:{:02}",
            frames / 75 / 60,
            frames / 75 % 60,
            frames % 75
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
