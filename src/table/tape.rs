//! The chess game's recording as a score sheet (supplement 2.5): the microphone is recorded
//! continuously into one file per game, and every move is stamped with where it is in it (first
//! heard, read back, confirmed and the clock switched; or entered from the board and
//! announced). A move can then be played again from the recording, and the arbiter can list
//! the moves as they were heard (2.7-2.8).

use std::path::{Path, PathBuf};

use crate::chess::cues::{self, Cue};
use crate::chess::game::Game;
use crate::chess::session::Output;
use crate::shared::speech::SpeechKind;
use crate::voice::recorder::{self, RecordingClock};

/// Seconds of the recording played before a move and after it.
const PRE_ROLL_MS: u64 = 3000;
const POST_ROLL_MS: u64 = 1000;

/// The recording and the cues of the moves.
#[derive(Debug, Default)]
pub struct Tape {
    recording: Option<RecordingClock>,
    cues: Vec<Cue>,
    /// The cues of the move being made.
    current: Cue,
    /// The half-move last played from the recording (for `replay next|prev`).
    replayed: Option<usize>,
}

impl Tape {
    /// A tape that goes on with a saved game's cues.
    pub fn with(cues: Vec<Cue>) -> Tape {
        Tape {
            cues,
            ..Tape::default()
        }
    }

    /// Where a new game's recording goes: a folder of its own in the data folder, named as a
    /// player looks for it: "2026-12-02 21.14 Anna Lee - Boris" (when and who; a name's
    /// characters that cannot be in a file name become "_"), "… (2)" when taken.
    pub fn next_file(data_dir: &Path, when: &str, white: &str, black: &str) -> PathBuf {
        let name = |n: &str| -> String {
            n.trim()
                .chars()
                .map(|c| {
                    if c.is_alphanumeric() || " .,'-".contains(c) {
                        c
                    } else {
                        '_'
                    }
                })
                .take(40)
                .collect()
        };
        let (white, black) = (name(white), name(black));
        let base = if white.trim_matches(['?', '_']).is_empty()
            && black.trim_matches(['?', '_']).is_empty()
        {
            when.to_string()
        } else {
            format!("{when} {white} - {black}")
        };
        let games = data_dir.join("games");
        let mut folder = games.join(&base);
        let mut n = 1;
        while folder.exists() {
            n += 1;
            folder = games.join(format!("{base} ({n})"));
        }
        folder.join("recording.flac")
    }

    pub fn cues(&self) -> &[Cue] {
        &self.cues
    }

    /// The recording being made, if any.
    pub fn file(&self) -> Option<&Path> {
        self.recording.as_ref().map(|r| r.path.as_path())
    }

    /// A recording started (or none: it stopped or failed).
    pub fn recording(&mut self, clock: Option<RecordingClock>) {
        self.recording = clock;
    }

    /// Where the recording is now (milliseconds), if the game is recorded.
    fn ms(&self) -> Option<u64> {
        self.recording.as_ref().map(RecordingClock::ms)
    }

    /// Words were heard for the move being made.
    pub fn heard(&mut self, words: &str) {
        if self.current.heard.is_none() {
            self.current.heard = self.ms();
        }
        self.current.heard_words = Some(words.to_string());
    }

    /// Stamps the move being made with what the outputs say happened: read back, completed
    /// (confirmed or entered, and the clock switched), taken back, a new game.
    pub fn stamp(&mut self, outputs: &[Output]) {
        let now = self.ms();
        for o in outputs {
            match o {
                Output::Say(s) if s.kind == SpeechKind::ReadBack => {
                    self.current.read_back = self.current.read_back.or(now);
                    self.current.read_back_words = Some(s.text.clone());
                }
                Output::MoveDone { ply, san, .. } => {
                    let mut cue = std::mem::take(&mut self.current);
                    if cue.read_back.is_some() || cue.heard.is_some() {
                        cue.confirmed = now;
                        cue.switched = now;
                    } else {
                        cue.entered = now;
                        cue.announced = now;
                    }
                    cue.ply = *ply;
                    cue.san = san.clone();
                    cue.file = self.recording.as_ref().map(|r| r.path.clone());
                    self.cues.retain(|c| c.ply < *ply);
                    self.cues.push(cue);
                }
                Output::BackTo { ply, .. } => self.cues.retain(|c| c.ply < *ply),
                Output::NewGame => {
                    self.cues.clear();
                    self.current = Cue::default();
                }
                _ => {}
            }
        }
    }

    /// The recorded stretches of these half-moves, each with a pre-roll, one after the other;
    /// empty when none was recorded.
    pub fn clip(&mut self, plies: &[usize]) -> Vec<i16> {
        let mut clip = Vec::new();
        for &ply in plies {
            let Some(cue) = self.cues.iter().find(|c| c.ply == ply) else {
                continue;
            };
            let (Some(file), Some((from, to))) =
                (&cue.file, cue.replay_span(PRE_ROLL_MS, POST_ROLL_MS))
            else {
                continue;
            };
            if let Ok(samples) = recorder::read(file) {
                clip.extend_from_slice(recorder::slice(&samples, from, to));
            }
        }
        if !clip.is_empty() {
            self.replayed = plies.last().copied();
        }
        clip
    }

    /// The half-move after (or before) the one last played.
    pub fn next(&self, by: i64) -> usize {
        match (self.replayed, by) {
            (None, _) => 0,
            (Some(p), 1) => p + 1,
            (Some(p), _) => p.saturating_sub(1),
        }
    }

    /// Each move's cues as its PGN comment.
    pub fn comments(&self, game: &Game) -> Vec<Option<String>> {
        (0..game.plies().len())
            .map(|i| {
                self.cues
                    .iter()
                    .find(|c| c.ply == i)
                    .and_then(cues::pgn_comment)
            })
            .collect()
    }

    /// The cue sheets, a track a move, 99 moves a sheet.
    pub fn cue_sheets(&self, game: &Game) -> Vec<String> {
        let file = self
            .file()
            .and_then(|p| p.file_name())
            .map(|f| f.to_string_lossy().to_string())
            .unwrap_or_else(|| "recording.flac".into());
        cues::cue_sheets(game, &self.cues, &file)
    }
}
