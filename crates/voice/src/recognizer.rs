//! The one small interface both recognizers implement. A recognizer is loaded with the words
//! the game may say (as its lexicon writes them) and tells which of them it can hear, in its own
//! spelling; it is then told the phrases to listen for and reports what it heard, with its
//! alternatives. It never knows which game is played, nor the position.

use std::fmt;

use ansage_shared::choice::NotOneOf;
use ansage_shared::grammar::{Heard, Phrase, Spellings};

/// Debian's US English acoustic model for PocketSphinx (package pocketsphinx-en-us).
pub const POCKETSPHINX_MODEL: &str = "/usr/share/pocketsphinx/model/en-us/en-us";

/// A recognizer failure, in words for the player and the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoiceError(pub String);

impl fmt::Display for VoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for VoiceError {}

/// Samples fed per call, as a microphone would deliver them (100 ms).
pub const FEED: usize = 1600;

/// A speech recognizer fed with 16 kHz mono samples.
pub trait Recognizer {
    /// "vosk", "pocketsphinx" or "whisper".
    fn engine(&self) -> &'static str;

    /// The words it was loaded with that it can hear, in its own spelling.
    fn spellings(&self) -> &Spellings;

    /// The pronunciation dictionary it hears with, where it has one of its own making
    /// (PocketSphinx: its words and the garbage words), for an adaptation to learn the same
    /// pronunciations.
    fn pronunciations(&self) -> Option<&std::path::Path> {
        None
    }

    /// Listens only for these phrases (in its spelling) from now on; until it is told, it
    /// hears nothing.
    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError>;

    /// Feeds samples; returns an utterance when the engine's end-pointing closes one.
    fn feed(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError>;

    /// The end of the audio: the utterance still open, if any.
    fn finish(&mut self) -> Result<Option<Heard>, VoiceError>;

    /// How long a silence after speech closes an utterance when streaming. Engines with an
    /// end-pointing of their own that cannot be set (Vosk's) keep it.
    fn set_end_silence(&mut self, _ms: u32) {}

    /// A whole recording at once (a file, or an utterance cut by push-to-talk). Engines that
    /// can use the whole utterance (for the cepstral mean, say) do better than streaming.
    fn decode_whole(&mut self, samples: &[i16]) -> Result<Vec<Heard>, VoiceError> {
        let mut parts = Vec::new();
        for chunk in samples.chunks(FEED) {
            parts.extend(self.feed(chunk)?);
        }
        parts.extend(self.finish()?);
        Ok(parts)
    }
}

/// Which engine to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    Vosk,
    #[serde(alias = "sphinx")]
    PocketSphinx,
    /// Whisper judging the phrases listened for (the `whisper` feature).
    Whisper,
}

impl Engine {
    pub fn name(self) -> &'static str {
        match self {
            Engine::Vosk => "vosk",
            Engine::PocketSphinx => "pocketsphinx",
            Engine::Whisper => "whisper",
        }
    }

    /// The engine's name as it is written for people ("Vosk", "PocketSphinx").
    pub fn title(self) -> &'static str {
        match self {
            Engine::Vosk => "Vosk",
            Engine::PocketSphinx => "PocketSphinx",
            Engine::Whisper => "Whisper",
        }
    }

    pub fn from_name(name: &str) -> Option<Engine> {
        match name {
            "vosk" => Some(Engine::Vosk),
            "pocketsphinx" | "sphinx" => Some(Engine::PocketSphinx),
            "whisper" => Some(Engine::Whisper),
            _ => None,
        }
    }
}

impl std::str::FromStr for Engine {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<Engine, NotOneOf> {
        Engine::from_name(s)
            .ok_or_else(|| NotOneOf::new("engine", s, &["vosk", "pocketsphinx", "whisper"]))
    }
}
