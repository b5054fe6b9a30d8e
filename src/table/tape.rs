//! The chess game's recording as a score sheet (supplement 2.5): the microphone is recorded
//! continuously into one file per game, and every move is stamped with where it is in it (first
//! heard, read back, confirmed and the clock switched; or entered from the board and
//! announced). A move can then be played again from the recording, and the arbiter can list
//! the moves as they were heard (2.7-2.8).

use std::path::{Path, PathBuf};

use crate::chess::cues::{self, Answer, Attempt, Cue};
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
    /// The words heard last, until a read-back shows what they were taken for (a "ja" heard
    /// is the answer, not the move).
    words: Option<String>,
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
        self.words = Some(words.to_string());
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
                    // A new read-back while one is open: the player said another move.
                    if let Some(open) = self.open_attempt() {
                        open.answer = Answer::Corrected;
                    }
                    self.current.attempts.push(Attempt {
                        heard_words: self.words.take(),
                        read_back_words: s.text.clone(),
                        read_back: now,
                        answer: Answer::Open,
                    });
                }
                Output::TurnedDown => {
                    if let Some(open) = self.open_attempt() {
                        open.answer = Answer::TurnedDown(now);
                    }
                }
                Output::MoveDone { ply, san, .. } => {
                    if let Some(open) = self.open_attempt() {
                        open.answer = Answer::Confirmed;
                    }
                    let mut cue = std::mem::take(&mut self.current);
                    // What was heard for the move is what its confirmed read-back was made of.
                    cue.heard_words = cue
                        .attempts
                        .iter()
                        .rev()
                        .find(|a| a.answer == Answer::Confirmed)
                        .and_then(|a| a.heard_words.clone())
                        .or_else(|| self.words.take());
                    self.words = None;
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

    /// The read-back of the move being made still waiting for its answer.
    fn open_attempt(&mut self) -> Option<&mut Attempt> {
        self.current
            .attempts
            .last_mut()
            .filter(|a| a.answer == Answer::Open)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::messages::Msg;
    use crate::chess::session::Speech;
    use crate::shared::language::Language;

    fn read_back(text: &str) -> Output {
        Output::Say(Speech {
            kind: SpeechKind::ReadBack,
            msg: Msg::ReadBack(text.trim_end_matches('?').into()),
            text: text.into(),
        })
    }

    /// Issue 18 (2.7-2.8): the arbiter's list showed the confirmation word ("gehört »ja«")
    /// for the move and left out the read-backs turned down and the corrections.
    #[test]
    fn the_dispute_list_keeps_every_read_back_and_what_was_heard_for_the_move() {
        let mut tape = Tape::default();
        tape.heard("knight f four");
        tape.stamp(&[read_back("Springer Felix vier?")]);
        tape.heard("nein");
        tape.stamp(&[Output::TurnedDown]);
        tape.heard("knight e three");
        tape.stamp(&[read_back("Springer Eva drei?")]);
        tape.heard("knight f three");
        tape.stamp(&[read_back("Springer Felix drei?")]);
        tape.heard("ja");
        tape.stamp(&[Output::MoveDone {
            ply: 0,
            by: shakmaty::Color::White,
            uci: "g1f3".into(),
            san: "Nf3".into(),
        }]);
        let mut game = Game::new(shakmaty::Chess::default());
        game.play(
            shakmaty::uci::UciMove::from_ascii(b"g1f3")
                .unwrap()
                .to_move(game.position())
                .unwrap(),
        )
        .unwrap();
        let list = cues::dispute(&game, tape.cues(), Language::De);
        assert_eq!(
            list.trim_end(),
            "1 Weiß: gehört »knight f four«, zurückgelesen »Springer Felix vier?«, abgelehnt; \
             gehört »knight e three«, zurückgelesen »Springer Eva drei?«, korrigiert; \
             gehört »knight f three«; zurückgelesen »Springer Felix drei?«; bestätigt; \
             gespielt Nf3"
        );
    }
}
