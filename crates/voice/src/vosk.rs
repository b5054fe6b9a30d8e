//! Vosk, the product's recognizer: a model folder, a grammar of the phrases Ansage listens for
//! (raw UTF-8; words the model does not know are checked with `find_word` and left out, since
//! Vosk drops them silently), streaming with Vosk's own end-pointing.

use std::path::Path;

use vosk::{CompleteResult, DecodingState, LogLevel, Model};

use super::recognizer::{Recognizer, VoiceError};
use ansage_shared::grammar::{Heard, Phrase, Spellings, phrase_list};

pub struct VoskEngine {
    model: Model,
    /// Made when the phrases are given: until then it hears nothing.
    recognizer: Option<vosk::Recognizer>,
    spellings: Spellings,
    unk: bool,
}

impl VoskEngine {
    /// Loads a model folder and finds which of `words` it can hear.
    pub fn load(dir: &Path, words: &[String]) -> Result<VoskEngine, VoiceError> {
        vosk::set_log_level(LogLevel::Error);
        let path = dir
            .to_str()
            .ok_or_else(|| VoiceError("model path is not UTF-8".into()))?;
        if !dir.join("am").is_dir() && !dir.join("final.mdl").is_file() {
            return Err(VoiceError(format!("no Vosk model in {}", dir.display())));
        }
        let mut model = Model::new(path).ok_or_else(|| {
            VoiceError(format!(
                "the Vosk model in {} cannot be loaded",
                dir.display()
            ))
        })?;
        // The model's spelling of a lexicon word: as written, lower or upper case.
        let spellings = Spellings::of(words, |w| {
            [w.to_string(), w.to_lowercase(), w.to_uppercase()]
                .into_iter()
                .find(|c| model.find_word(c).is_some())
        });
        let unk = model.find_word("[unk]").is_some();
        Ok(VoskEngine {
            model,
            recognizer: None,
            spellings,
            unk,
        })
    }

    fn heard(result: CompleteResult) -> Option<Heard> {
        let single = result.single()?;
        let words: Vec<&str> = single
            .result
            .iter()
            .map(|w| w.word)
            .filter(|w| *w != "[unk]")
            .collect();
        if words.is_empty() {
            return None;
        }
        let confidence = single.result.iter().map(|w| w.conf).fold(1.0f32, f32::min);
        Some(Heard {
            text: words.join(" "),
            confidence,
            alternatives: Vec::new(),
            second: None,
        })
    }
}

fn new_recognizer(model: &Model, phrases: &[String]) -> Result<vosk::Recognizer, VoiceError> {
    let mut r = vosk::Recognizer::new_with_grammar(model, super::audio::RATE as f32, phrases)
        .ok_or_else(|| VoiceError("Vosk refused the grammar".into()))?;
    r.set_words(true);
    Ok(r)
}

impl Recognizer for VoskEngine {
    fn engine(&self) -> &'static str {
        "vosk"
    }

    fn spellings(&self) -> &Spellings {
        &self.spellings
    }

    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
        let mut list = phrase_list(phrases);
        if self.unk {
            list.push("[unk]".into());
        }
        self.recognizer = Some(new_recognizer(&self.model, &list)?);
        Ok(())
    }

    fn feed(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError> {
        let Some(r) = &mut self.recognizer else {
            return Ok(None);
        };
        match r.accept_waveform(samples) {
            Ok(DecodingState::Finalized) => Ok(Self::heard(r.result())),
            Ok(DecodingState::Running) => Ok(None),
            Ok(DecodingState::Failed) | Err(_) => Err(VoiceError("Vosk failed to decode".into())),
        }
    }

    fn finish(&mut self) -> Result<Option<Heard>, VoiceError> {
        Ok(self
            .recognizer
            .as_mut()
            .and_then(|r| Self::heard(r.final_result())))
    }
}
