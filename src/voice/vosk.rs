//! Vosk, the product's recognizer: a model folder, a grammar of the words Ansage listens for
//! (raw UTF-8; words the model does not know are checked with `find_word` and reported, since
//! Vosk drops them silently), streaming with Vosk's own end-pointing.

use std::cell::RefCell;
use std::path::Path;

use vosk::{CompleteResult, DecodingState, LogLevel, Model};

use super::engine::{Recognizer, VoiceError};
use crate::chess::grammar::Vocabulary;
use crate::shared::grammar::{Heard, Phrase, phrase_list};

pub struct VoskEngine {
    model: Model,
    recognizer: vosk::Recognizer,
    vocabulary: Vocabulary,
    unk: bool,
}

impl VoskEngine {
    /// Loads a model folder and listens for the words of the given lexicons.
    pub fn load(
        dir: &Path,
        codes: &[&str],
        extra_files: &[&str],
    ) -> Result<VoskEngine, VoiceError> {
        vosk::set_log_level(LogLevel::Error);
        let path = dir
            .to_str()
            .ok_or_else(|| VoiceError("model path is not UTF-8".into()))?;
        if !dir.join("am").is_dir() && !dir.join("final.mdl").is_file() {
            return Err(VoiceError(format!("no Vosk model in {}", dir.display())));
        }
        let model = Model::new(path).ok_or_else(|| {
            VoiceError(format!(
                "the Vosk model in {} cannot be loaded",
                dir.display()
            ))
        })?;
        let model = RefCell::new(model);
        // The model's spelling of a lexicon word: as written, lower or upper case.
        let vocabulary = Vocabulary::new(codes, extra_files, |w| {
            let mut m = model.borrow_mut();
            [w.to_string(), w.to_lowercase(), w.to_uppercase()]
                .into_iter()
                .find(|c| m.find_word(c).is_some())
        });
        let mut model = model.into_inner();
        let unk = model.find_word("[unk]").is_some();
        let mut words: Vec<String> = vocabulary.words().into_iter().collect();
        if unk {
            words.push("[unk]".into());
        }
        let recognizer = new_recognizer(&model, &words)?;
        Ok(VoskEngine {
            model,
            recognizer,
            vocabulary,
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

    fn vocabulary(&self) -> &Vocabulary {
        &self.vocabulary
    }

    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
        let mut list = phrase_list(phrases);
        if self.unk {
            list.push("[unk]".into());
        }
        self.recognizer = new_recognizer(&self.model, &list)?;
        Ok(())
    }

    fn feed(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError> {
        match self.recognizer.accept_waveform(samples) {
            Ok(DecodingState::Finalized) => Ok(Self::heard(self.recognizer.result())),
            Ok(DecodingState::Running) => Ok(None),
            Ok(DecodingState::Failed) | Err(_) => Err(VoiceError("Vosk failed to decode".into())),
        }
    }

    fn finish(&mut self) -> Result<Option<Heard>, VoiceError> {
        Ok(Self::heard(self.recognizer.final_result()))
    }
}
