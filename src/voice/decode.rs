//! Choosing and opening a recognizer, and decoding a recording against a position: the path
//! shared by `recognize --wav`, the benchmark and the microphone loop.

use std::path::{Path, PathBuf};
use std::time::Instant;

use shakmaty::Chess;

use super::engine::{Engine, Recognizer, VoiceError};
use super::sphinx::{DEFAULT_MODEL, SphinxEngine};
use super::vosk::VoskEngine;
use crate::chess::matcher::match_text;
use crate::shared::grammar::Heard;

/// The lexicons a recognizer listens with, for a vocabulary name: its own words, plus the file
/// names players mix in (IBCA names with English words, letters with German ones).
pub fn vocabulary_codes(name: &str) -> Result<(Vec<&'static str>, Vec<&'static str>), VoiceError> {
    match name {
        "de" => Ok((vec!["de"], vec!["en"])),
        "en" => Ok((vec!["en"], vec!["de"])),
        "ru" => Ok((vec!["ru"], vec![])),
        "ko" => Ok((vec!["ko"], vec![])),
        "billiards-en" => Ok((vec!["billiards-en"], vec![])),
        "billiards-ru" => Ok((vec!["billiards-ru"], vec![])),
        "billiards-de" => Ok((vec!["billiards-de"], vec![])),
        other => Err(VoiceError(format!(
            "unknown vocabulary {other:?} (de, en, ru, ko)"
        ))),
    }
}

/// Where a Vosk model is looked for when none is named: `$ANSAGE_VOSK_MODEL`, then
/// `vosk-model-*` folders in the data folder's `models/` (where `ansage models install` puts
/// them).
pub fn find_vosk_model(data_dir: &Path, vocabulary: &str) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ANSAGE_VOSK_MODEL").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let tag = match vocabulary {
        "de" => "-de-",
        "en" => "-en-",
        "ru" => "-ru-",
        _ => return None,
    };
    std::fs::read_dir(data_dir.join("models"))
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name().is_some_and(|n| {
                n.to_string_lossy().starts_with("vosk-model") && n.to_string_lossy().contains(tag)
            })
        })
}

/// Opens an engine. Without a named engine: Vosk when a model is given or found, else
/// PocketSphinx.
pub fn open(
    engine: Option<Engine>,
    model: Option<&Path>,
    vocabulary: &str,
) -> Result<Box<dyn Recognizer>, VoiceError> {
    let (codes, extra) = vocabulary_codes(vocabulary)?;
    let engine = engine.unwrap_or(if model.is_some() {
        Engine::Vosk
    } else {
        Engine::PocketSphinx
    });
    Ok(match engine {
        Engine::Vosk => {
            let dir = model.ok_or_else(|| {
                VoiceError(
                    "no Vosk model: run `ansage models install de|en|ru` or give --model".into(),
                )
            })?;
            Box::new(VoskEngine::load(dir, &codes, &extra)?)
        }
        Engine::PocketSphinx => Box::new(SphinxEngine::load(
            model.unwrap_or(Path::new(DEFAULT_MODEL)),
            &codes,
            &extra,
        )?),
    })
}

/// Score margins at which the confidence is one half: the best hypothesis against the best
/// one that means something else.
pub const MARGIN_SCALE: f32 = 300.0;

/// How sure the engine is of what the words mean here: the score margin between its best
/// hypothesis and the best alternative that would mean another move (or another command),
/// as 0..1. Without alternatives, the engine's own confidence stands.
fn margin_confidence(pos: &Chess, heard: &Heard) -> f32 {
    let Some((_, first)) = heard.alternatives.first() else {
        return heard.confidence;
    };
    let best_score = heard
        .alternatives
        .iter()
        .find(|(t, _)| *t == heard.text)
        .map(|(_, s)| *s)
        .unwrap_or(*first);
    let meaning = match_text(pos, &heard.text);
    for (text, score) in &heard.alternatives {
        if *text != heard.text && match_text(pos, text) != meaning {
            let margin = (best_score - score).max(0.0);
            return margin / (margin + MARGIN_SCALE);
        }
    }
    1.0
}

/// Lowers the engine's confidence to the margin of the meaning in this position: every path
/// from audio to a move (a file, the microphone, push-to-talk) judges a hearing the same way.
pub fn weigh(pos: &Chess, heard: &mut Heard) {
    heard.confidence = heard.confidence.min(margin_confidence(pos, heard));
}

/// What a recording was heard as.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    pub heard: Option<Heard>,
    /// From the end of the audio to the decision.
    pub decode_ms: f64,
    pub audio_ms: f64,
}

/// Samples fed per call, as a microphone would deliver them (100 ms).
pub const FEED: usize = 1600;

/// Decodes a whole recording, fed in microphone-sized pieces, listening for the position's
/// moves and the commands.
pub fn decode(
    rec: &mut dyn Recognizer,
    pos: &Chess,
    samples: &[i16],
) -> Result<Decoded, VoiceError> {
    rec.listen_in(pos)?;
    let start = Instant::now();
    let parts = rec.decode_whole(samples)?;
    // The audio is all there at once: the time to the decision is the whole decode, an upper
    // bound of the time from the end of speech to the decision when streaming.
    let decode_ms = start.elapsed().as_secs_f64() * 1000.0;
    let mut heard = match parts.len() {
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
    if let Some(h) = &mut heard {
        weigh(pos, h);
    }
    Ok(Decoded {
        heard,
        decode_ms,
        audio_ms: samples.len() as f64 / 16.0,
    })
}
