//! Which recognizer hears, and with what: the engine (or the one the model's kind implies),
//! the model, the vocabulary (the language Whisper is told), whether Whisper has PocketSphinx's
//! second opinion, and the silence that closes an utterance. Chosen once from the player's
//! options, the settings and the data folder; the microphone loop, the voice sample and
//! `recognize` all open their recognizer from it.

use std::path::{Path, PathBuf};

use super::decode;
use super::recognizer::{Engine, Recognizer, VoiceError};

#[derive(Clone, Debug, PartialEq)]
pub struct Ears {
    pub engine: Option<Engine>,
    pub model: Option<PathBuf>,
    /// de, en, ru (ko for the test model): the words are of this vocabulary.
    pub vocabulary: String,
    /// Whisper with PocketSphinx's second opinion beside it, where this build has both.
    pub second_opinion: bool,
    /// The silence after speech that closes an utterance (ms); the engine's default otherwise.
    pub end_silence_ms: Option<u32>,
}

impl Default for Ears {
    fn default() -> Ears {
        Ears {
            engine: None,
            model: None,
            vocabulary: String::new(),
            second_opinion: true,
            end_silence_ms: None,
        }
    }
}

impl Ears {
    /// The model chosen, else the one the data folder has for this engine and vocabulary
    /// ([`decode::find_model`]).
    pub fn found(
        engine: Option<Engine>,
        chosen: Option<PathBuf>,
        data_dir: &Path,
        vocabulary: &str,
    ) -> Ears {
        let model = chosen.or_else(|| decode::find_model(engine, data_dir, vocabulary));
        Ears {
            engine,
            model,
            vocabulary: vocabulary.to_string(),
            ..Ears::default()
        }
    }

    /// This engine with this model (none: the engine's own).
    pub fn of(engine: Engine, model: Option<PathBuf>, vocabulary: &str) -> Ears {
        Ears {
            engine: Some(engine),
            model,
            vocabulary: vocabulary.to_string(),
            ..Ears::default()
        }
    }

    /// The engine that will hear ([`decode::engine_for`]).
    pub fn engine(&self) -> Engine {
        decode::engine_for(self.engine, self.model.as_deref())
    }

    /// Opens the recognizer for `words` (the game's words, as its lexicons write them: it is
    /// loaded with those it can hear).
    pub fn open(&self, words: &[String]) -> Result<Box<dyn Recognizer>, VoiceError> {
        let mut rec = decode::open(
            self.engine,
            self.model.as_deref(),
            words,
            &self.vocabulary,
            self.second_opinion,
        )?;
        if let Some(ms) = self.end_silence_ms {
            rec.set_end_silence(ms);
        }
        Ok(rec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_chosen_wins_and_its_kind_names_the_engine() {
        let data = std::env::temp_dir().join(format!("ansage-ears-{}", std::process::id()));
        let chosen = data.join("ggml-base.bin");
        let ears = Ears::found(None, Some(chosen.clone()), &data, "de");
        assert_eq!(ears.model, Some(chosen.clone()));
        assert!(ears.second_opinion);
        // Not a file here: a folder's kind (Vosk) until it is one.
        assert_eq!(ears.engine(), Engine::Vosk);
        std::fs::create_dir_all(&data).unwrap();
        std::fs::write(&chosen, b"").unwrap();
        assert_eq!(ears.engine(), Engine::Whisper);
        let stock = Ears::of(Engine::PocketSphinx, None, "en");
        assert_eq!(stock.engine(), Engine::PocketSphinx);
        let _ = std::fs::remove_dir_all(&data);
    }
}
