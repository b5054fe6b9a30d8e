//! The one small interface both recognizers implement; the session never knows which runs.

use std::fmt;

use shakmaty::Chess;

use crate::chess::grammar::{Vocabulary, command_phrases, move_phrases};
use crate::shared::grammar::{Heard, Phrase};

/// A recognizer failure, in words for the player and the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoiceError(pub String);

impl fmt::Display for VoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for VoiceError {}

/// A speech recognizer fed with 16 kHz mono samples.
pub trait Recognizer {
    /// "vosk" or "pocketsphinx".
    fn engine(&self) -> &'static str;

    /// The words it can hear; `unknown` lists the lexicon words it cannot.
    fn vocabulary(&self) -> &Vocabulary;

    /// Listens only for these phrases from now on (the legal moves and the commands).
    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError>;

    /// Listens for what can be said in this position: its legal moves and the commands.
    fn listen_in(&mut self, pos: &Chess) -> Result<(), VoiceError> {
        let mut phrases = move_phrases(pos, self.vocabulary());
        phrases.extend(command_phrases(self.vocabulary()));
        self.listen_for(&phrases)
    }

    /// Feeds samples; returns an utterance when the engine's end-pointing closes one.
    fn feed(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError>;

    /// The end of the audio: the utterance still open, if any.
    fn finish(&mut self) -> Result<Option<Heard>, VoiceError>;

    /// A whole recording at once (a file, or an utterance cut by push-to-talk). Engines that
    /// can use the whole utterance (for the cepstral mean, say) do better than streaming.
    fn decode_whole(&mut self, samples: &[i16]) -> Result<Vec<Heard>, VoiceError> {
        let mut parts = Vec::new();
        for chunk in samples.chunks(1600) {
            parts.extend(self.feed(chunk)?);
        }
        parts.extend(self.finish()?);
        Ok(parts)
    }
}

/// Which engine to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Vosk,
    PocketSphinx,
}

impl Engine {
    pub fn from_name(name: &str) -> Option<Engine> {
        match name {
            "vosk" => Some(Engine::Vosk),
            "pocketsphinx" | "sphinx" => Some(Engine::PocketSphinx),
            _ => None,
        }
    }
}
