//! Choosing and opening a recognizer, and decoding a whole recording: the path shared by
//! `recognize --wav`, the benchmarks and the microphone loop. What the words mean is the game's
//! to judge (`chess::hearing` weighs a hearing against the position).

use std::path::{Path, PathBuf};
use std::time::Instant;

use super::recognizer::{Engine, Recognizer, VoiceError};
#[cfg(feature = "pocketsphinx")]
use super::sphinx::{DEFAULT_MODEL, SphinxEngine};
use super::vosk::VoskEngine;
use ansage_shared::grammar::Heard;

/// The model to hear with when none is named: for the engine asked for, its model (Vosk's
/// [`find_vosk_model`], Whisper's [`find_whisper_model`], PocketSphinx's adapted to the
/// player's voice by his voice sample, `adapt`); for none, the first found of these: a Vosk
/// model (the mission's recognizer), the Whisper model (where `make bench-voice` measured it
/// with PocketSphinx's second opinion against PocketSphinx alone: 13 wrong moves in 640
/// against 60 in German and English, fewer in seven conditions of eight and as many in the
/// eighth; Russian, which PocketSphinx cannot listen for, 76 % right clean;
/// docs/benchmarks.md, "Accuracy"; for billiards commands, weighed by their margins as moves
/// are, 95.4 % right and 1.7 % wrong against PocketSphinx's 80.9 % and 1.7 %), the adapted
/// PocketSphinx model.
pub fn find_model(engine: Option<Engine>, data_dir: &Path, vocabulary: &str) -> Option<PathBuf> {
    let vosk = || find_vosk_model(data_dir, vocabulary);
    let whisper = || find_whisper_model(data_dir);
    let adapted = || super::adapt::find_adapted(data_dir, vocabulary);
    match engine {
        Some(Engine::Vosk) => vosk(),
        Some(Engine::Whisper) => whisper(),
        Some(Engine::PocketSphinx) => adapted(),
        None if WHISPER_BY_DEFAULT.contains(&vocabulary) => {
            vosk().or_else(whisper).or_else(adapted)
        }
        None => vosk().or_else(adapted),
    }
}

/// The vocabularies Whisper hears by default when its model is installed (docs/benchmarks.md,
/// "Accuracy"): the three the game speaks. PocketSphinx's English model cannot listen for Russian
/// words at all; Whisper heard 76 % of the Russian moves right (1 % wrong) on the test half.
const WHISPER_BY_DEFAULT: [&str; 3] = ["de", "en", "ru"];

/// The Whisper model, where this build has the engine: `$ANSAGE_WHISPER_MODEL`, then the one
/// `ansage models install whisper` put in the data folder.
pub fn find_whisper_model(data_dir: &Path) -> Option<PathBuf> {
    #[cfg(feature = "whisper")]
    return super::whisper::model::find(data_dir);
    #[cfg(not(feature = "whisper"))]
    {
        let _ = data_dir;
        None
    }
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

/// The engine that hears with a model: the one named, else PocketSphinx for a PocketSphinx
/// model (one with an `mdef`, such as the player's own voice) or none, Whisper for a model
/// that is one file, else Vosk (a folder).
pub fn engine_for(engine: Option<Engine>, model: Option<&Path>) -> Engine {
    engine.unwrap_or(match model {
        Some(m) if m.is_file() => Engine::Whisper,
        Some(m) if !m.join("mdef").is_file() => Engine::Vosk,
        _ => Engine::PocketSphinx,
    })
}

/// Opens an engine ([`engine_for`]) for the words of a vocabulary (de, en, ru: the language
/// Whisper is told); Whisper with PocketSphinx's second opinion where this build has both and
/// `second_opinion` asks for it (without, to measure each alone). `ears::Ears` chooses.
pub fn open(
    engine: Option<Engine>,
    model: Option<&Path>,
    words: &[String],
    vocabulary: &str,
    second_opinion: bool,
) -> Result<Box<dyn Recognizer>, VoiceError> {
    Ok(match engine_for(engine, model) {
        Engine::Vosk => {
            let dir = model.ok_or_else(|| {
                VoiceError(
                    "no Vosk model: run `ansage models install de|en|ru` or give --model".into(),
                )
            })?;
            Box::new(VoskEngine::load(dir, words)?)
        }
        #[cfg(feature = "pocketsphinx")]
        Engine::PocketSphinx => Box::new(SphinxEngine::load(
            model.unwrap_or(Path::new(DEFAULT_MODEL)),
            words,
        )?),
        // The Windows build: PocketSphinx comes from Debian's packages.
        #[cfg(not(feature = "pocketsphinx"))]
        Engine::PocketSphinx => {
            return Err(VoiceError(
                "PocketSphinx is not part of this build: install a Vosk model with `ansage models install de|en|ru`".into(),
            ));
        }
        #[cfg(feature = "whisper")]
        Engine::Whisper => {
            let file = model.ok_or_else(|| {
                VoiceError("no Whisper model: run `ansage models install whisper`".into())
            })?;
            let whisper = super::whisper::engine::WhisperEngine::load(file, words, vocabulary)?;
            with_second_opinion(whisper, words, second_opinion)
        }
        #[cfg(not(feature = "whisper"))]
        Engine::Whisper => {
            let _ = (vocabulary, second_opinion);
            return Err(VoiceError(
                "Whisper is not part of this build: install a Vosk model with `ansage models install de|en|ru`".into(),
            ));
        }
    })
}

/// Whisper with PocketSphinx (Debian's model) beside it, where this build has it and it loads:
/// they err independently, and the game weighs the two hearings together (`chess::hearing`).
#[cfg(feature = "whisper")]
fn with_second_opinion(
    whisper: super::whisper::engine::WhisperEngine,
    words: &[String],
    second_opinion: bool,
) -> Box<dyn Recognizer> {
    use super::utterance::Judged;
    use super::whisper::engine::END_SILENCE_MS;
    #[cfg(feature = "pocketsphinx")]
    if second_opinion {
        match SphinxEngine::load(Path::new(DEFAULT_MODEL), words) {
            Ok(sphinx) => {
                let pair =
                    super::second_opinion::SecondOpinion::new(Box::new(whisper), Box::new(sphinx));
                return Box::new(Judged::new(pair, END_SILENCE_MS));
            }
            Err(e) => tracing::warn!("Whisper hears without a second opinion: {e}"),
        }
    }
    let _ = (words, second_opinion);
    Box::new(Judged::new(whisper, END_SILENCE_MS))
}

/// How the end-pointing closed a streamed recording (`stream`).
#[derive(Clone, Debug, PartialEq)]
pub struct Closed {
    /// How many utterances the recording was closed into (a move cut at a pause: more than
    /// one).
    pub parts: usize,
    /// Where in the audio the last utterance was closed by its silence (ms from the start);
    /// `None` when only the end of the audio closed it.
    pub at_ms: Option<f64>,
    /// How long after the audio that closed it had arrived the decision came, the audio
    /// arriving as a microphone's does (a decision begun in the silence before counts only for
    /// what it still took, and a feed that fell behind for its lag).
    pub closing_ms: f64,
}

/// What a recording was heard as.
#[derive(Clone, Debug, PartialEq)]
pub struct Decoded {
    pub heard: Option<Heard>,
    /// From the end of the audio to the decision.
    pub decode_ms: f64,
    pub audio_ms: f64,
    /// Streamed (`stream`): how the end-pointing closed it.
    pub closed: Option<Closed>,
}

/// Decodes a whole recording with the phrases the recognizer listens for: one hearing (the
/// parts of a recording the engine closed separately are joined, at their lowest confidence).
pub fn decode(rec: &mut dyn Recognizer, samples: &[i16]) -> Result<Decoded, VoiceError> {
    let start = Instant::now();
    let parts = rec.decode_whole(samples)?;
    // The audio is all there at once: the time to the decision is the whole decode, an upper
    // bound of the time from the end of speech to the decision when streaming.
    let decode_ms = start.elapsed().as_secs_f64() * 1000.0;
    Ok(Decoded {
        heard: joined(parts),
        decode_ms,
        audio_ms: samples.len() as f64 / 16.0,
        closed: None,
    })
}

/// The parts of a recording the engine closed separately, as one hearing at their lowest
/// confidence.
fn joined(parts: Vec<Heard>) -> Option<Heard> {
    match parts.len() {
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
            second: None,
        }),
    }
}

/// Samples per feed when streaming a recording: 20 ms, about what a microphone delivers.
const STREAM_FEED: usize = 320;

/// Decodes a recording as the microphone's audio is: fed in pieces as it would arrive, each
/// utterance closed by the engine's end-pointing (what the app does while listening), with
/// where and how the last one was closed.
pub fn stream(rec: &mut dyn Recognizer, samples: &[i16]) -> Result<Decoded, VoiceError> {
    let start = Instant::now();
    let mut parts = Vec::new();
    let mut closed = Closed {
        parts: 0,
        at_ms: None,
        closing_ms: 0.0,
    };
    let mut fed = 0;
    // The wall clock of a microphone: a piece arrives when its audio has been spoken, and is
    // fed once the pieces before it are done (ms).
    let mut clock = 0.0f64;
    for chunk in samples.chunks(STREAM_FEED) {
        fed += chunk.len();
        let arrived = fed as f64 / 16.0;
        clock = clock.max(arrived);
        let t = Instant::now();
        let heard = rec.feed(chunk)?;
        clock += t.elapsed().as_secs_f64() * 1000.0;
        if let Some(h) = heard {
            closed.at_ms = Some(arrived);
            closed.closing_ms = clock - arrived;
            parts.push(h);
        }
    }
    let arrived = fed as f64 / 16.0;
    clock = clock.max(arrived);
    let t = Instant::now();
    if let Some(h) = rec.finish()? {
        closed.at_ms = None;
        closed.closing_ms = clock + t.elapsed().as_secs_f64() * 1000.0 - arrived;
        parts.push(h);
    }
    closed.parts = parts.len();
    Ok(Decoded {
        heard: joined(parts),
        decode_ms: start.elapsed().as_secs_f64() * 1000.0,
        audio_ms: samples.len() as f64 / 16.0,
        closed: Some(closed),
    })
}
