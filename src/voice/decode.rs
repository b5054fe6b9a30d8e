//! Choosing and opening a recognizer, and decoding a whole recording: the path shared by
//! `recognize --wav`, the benchmarks and the microphone loop. What the words mean is the game's
//! to judge (`chess::hearing` weighs a hearing against the position).

use std::path::{Path, PathBuf};
use std::time::Instant;

use super::recognizer::{Engine, Recognizer, VoiceError};
use super::sphinx::{DEFAULT_MODEL, SphinxEngine};
use super::vosk::VoskEngine;
use crate::shared::grammar::Heard;

/// The model to hear with when none is named: a Vosk model found ([`find_vosk_model`]) unless
/// PocketSphinx is asked for, else the PocketSphinx model adapted to the player's voice
/// (`adapt`), if his voice sample made one, unless Vosk is asked for.
pub fn find_model(engine: Option<Engine>, data_dir: &Path, vocabulary: &str) -> Option<PathBuf> {
    let vosk = (engine != Some(Engine::PocketSphinx))
        .then(|| find_vosk_model(data_dir, vocabulary))
        .flatten();
    vosk.or_else(|| {
        (engine != Some(Engine::Vosk))
            .then(|| super::adapt::find_adapted(data_dir, vocabulary))
            .flatten()
    })
}

/// Where a Vosk model is looked for when none is named: `$ANSAGE_VOSK_MODEL`, then
/// `vosk-model-*` folders in the data folder's `models/` (where `ansage models install` puts
/// them).
pub fn find_vosk_model(data_dir: &Path, vocabulary: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ANSAGE_VOSK_MODEL").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    super::models::installed(data_dir)
        .into_iter()
        .find(|(v, _)| *v == vocabulary)
        .map(|(_, p)| p)
}

/// Opens an engine. Without a named engine: PocketSphinx for a PocketSphinx model (one with an
/// `mdef`, such as the player's own voice) or none, else Vosk.
pub fn open(
    engine: Option<Engine>,
    model: Option<&Path>,
    words: &[String],
) -> Result<Box<dyn Recognizer>, VoiceError> {
    let engine = engine.unwrap_or(match model {
        Some(m) if !m.join("mdef").is_file() => Engine::Vosk,
        _ => Engine::PocketSphinx,
    });
    Ok(match engine {
        Engine::Vosk => {
            let dir = model.ok_or_else(|| {
                VoiceError(
                    "no Vosk model: run `ansage models install de|en|ru` or give --model".into(),
                )
            })?;
            Box::new(VoskEngine::load(dir, words)?)
        }
        Engine::PocketSphinx => Box::new(SphinxEngine::load(
            model.unwrap_or(Path::new(DEFAULT_MODEL)),
            words,
        )?),
    })
}

/// What a recording was heard as.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    pub heard: Option<Heard>,
    /// From the end of the audio to the decision.
    pub decode_ms: f64,
    pub audio_ms: f64,
}

/// Decodes a whole recording with the phrases the recognizer listens for: one hearing (the
/// parts of a recording the engine closed separately are joined, at their lowest confidence).
pub fn decode(rec: &mut dyn Recognizer, samples: &[i16]) -> Result<Decoded, VoiceError> {
    let start = Instant::now();
    let parts = rec.decode_whole(samples)?;
    // The audio is all there at once: the time to the decision is the whole decode, an upper
    // bound of the time from the end of speech to the decision when streaming.
    let decode_ms = start.elapsed().as_secs_f64() * 1000.0;
    let heard = match parts.len() {
        0 => None,
        1 => parts.into_iter().next(),
        _ => Some(Heard {
            text: parts
                .iter()
                .map(|h| h.text.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            confidence: parts.iter().map(|h| h.confidence).fold(1.0, f32::min),
            alternatives: Vec::new(),
        }),
    };
    Ok(Decoded {
        heard,
        decode_ms,
        audio_ms: samples.len() as f64 / 16.0,
    })
}
