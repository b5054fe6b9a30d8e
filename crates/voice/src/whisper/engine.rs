//! The scoring engine: Whisper (whisper.cpp) does not transcribe here, it judges. An utterance
//! is cut by the end-pointing ([`Judged`]), encoded once, and every phrase listened for
//! is scored by the decoder as the text of that audio (its mean log-probability per token,
//! teacher-forced; shared beginnings once, [`Trie`]). The best phrase is heard, with the next
//! best as alternatives: the game's weighing takes the margin to the best phrase of another
//! meaning as the confidence, as it does with PocketSphinx's N-best list.
//!
//! Speech that is none of the phrases (a cough, babble, "naja", a word the grammar lacks) must
//! not become one: the free transcription of the same audio is the reference. While a question
//! stands (the grammar has the garbage path), what it does not write nearly as the best phrase
//! was not said to Ansage.

use std::path::Path;

use whisper_rs::{
    FullParams, SamplingStrategy, WhisperContext, WhisperContextParameters, WhisperState,
};

use super::trie::{Trie, log_softmax};
use crate::recognizer::VoiceError;
use crate::utterance::Judge;
#[cfg(doc)]
use crate::utterance::Judged;
use ansage_shared::grammar::{GARBAGE, Heard, Phrase, Spellings, phrase_list_at_most};

/// A phrase's mean log-probability per token, times this, is its score: the weighing's margin
/// scale (`answer::MARGIN_SCALE`, 300) then makes a margin of 0.5 a confidence of one half.
pub const SCORE_SCALE: f32 = 600.0;

/// The weight of the free transcription's nearness to a phrase (0..1, by the edit distance)
/// beside the phrase's mean log-probability: chosen on the training half of `make
/// bench-voice` (German clean 37 to 54 of 80 phrases right, English 63 to 68).
const NEAR_TRANSCRIPTION: f32 = 4.0;

/// While a question stands, the best phrase stands only when the free transcription writes
/// it at least this nearly (by the edit distance, 0..1); else nothing was said to Ansage. The
/// scores alone let babble through: in a tenth of `make bench-confirm`, "nee" in room babble
/// was taken for "ja" 9 times and "draw" and "nope" for "yeah" (11 of 436), each time with a
/// free transcription unlike the answer.
const ANSWER_NEAR: f32 = 0.5;

/// The silence that closes an utterance, unless another is set.
pub const END_SILENCE_MS: u32 = 500;

/// The encoder sees at least this many of its frames (50 a second: 8 s) of the utterance and
/// the silence after it: cut to a short answer's half second, Whisper hallucinates ("d f d f d
/// f" for "yes", "E-A, E-A" for "ja"); on the training half of `make bench-voice`, 400 frames
/// against 150 heard 87.5 % of the English moves right instead of 80 %, German 58.8 % instead
/// of 52.5 %, and took 150-200 ms longer.
const MIN_FRAMES: usize = 400;

/// How many beginnings of phrases the beam search follows at each token: the decoder is
/// called at most this many times per token of the longest phrase.
const BEAM: usize = 8;

/// How many alternatives the hearing carries.
const ALTERNATIVES: usize = 24;

/// At most this many phrases are scored (a grammar larger than this is refused).
const PHRASES_AT_MOST: usize = 20_000;

/// The phrases listened for, each as Whisper would write it and as tokens.
struct Listened {
    /// The phrases in the engine's spelling (the lexicons' words), as the game reads them.
    texts: Vec<String>,
    /// The same, compared loosely with the free transcription.
    loose: Vec<String>,
    trie: Trie,
    /// The garbage path was asked for: out-of-grammar speech is heard as nothing.
    garbage: bool,
}

pub struct WhisperEngine {
    ctx: WhisperContext,
    /// The decoder's state (its buffers are large: made once).
    state: WhisperState,
    spellings: Spellings,
    language: &'static str,
    prompt: Vec<i32>,
    threads: usize,
    listened: Option<Listened>,
}

/// Whisper's language code for a vocabulary (de, en, ru; Korean for the Korean test model's
/// words; German otherwise).
fn language_of(vocabulary: &str) -> &'static str {
    match vocabulary {
        "en" => "en",
        "ru" => "ru",
        "ko" => "ko",
        _ => "de",
    }
}

/// A phrase as Whisper writes a sentence: a leading space, the first letter capital, a full
/// stop.
pub fn as_written(phrase: &str) -> String {
    let mut chars = phrase.chars();
    let first: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    format!(" {first}{}.", chars.as_str())
}

/// The logits of the last of `n` tokens decoded in one call. whisper.cpp keeps a row of logits
/// for every token of the call and fills only the last's (`whisper_decode_internal`:
/// `logits_out.resize(n_tokens*n_vocab)`, then the rows whose `batch.logits` is set, the last
/// one); whisper-rs hands out the first row. Decoding a beginning in one call instead of one
/// token a call took German decisions from 100-300 decoder calls to about 50.
fn last_logits(state: &WhisperState, n: usize) -> Result<&[f32], whisper_rs::WhisperError> {
    let first = state.get_logits()?;
    let n_vocab = first.len();
    // SAFETY: right after a decode of `n` tokens the state's logits vector holds `n * n_vocab`
    // floats (see above), and the borrow of `state` keeps it from changing; the last row
    // begins `(n - 1) * n_vocab` floats after the first.
    Ok(unsafe { std::slice::from_raw_parts(first.as_ptr().add(n_vocab * (n - 1)), n_vocab) })
}

/// Text compared loosely: lower case, letters, digits and single spaces.
fn loose(text: &str) -> String {
    text.to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The Windows build's whisper.cpp uses AVX2, FMA and F16C (it is not built on the machine it
/// runs on: packaging/windows/whisper-toolchain.cmake); a processor without them would stop
/// the app at the first utterance, so Whisper refuses to load there and Vosk hears.
fn processor_can_run() -> Result<(), VoiceError> {
    #[cfg(all(windows, target_arch = "x86_64"))]
    if !(std::arch::is_x86_feature_detected!("avx2")
        && std::arch::is_x86_feature_detected!("fma")
        && std::arch::is_x86_feature_detected!("f16c"))
    {
        return Err(VoiceError(
            "this processor lacks AVX2, which Whisper needs here: install a Vosk model with \
             `ansage models install de|en|ru`"
                .into(),
        ));
    }
    Ok(())
}

impl WhisperEngine {
    /// Loads a whisper.cpp model file; it can hear every word as the lexicons write it.
    pub fn load(model: &Path, words: &[String], vocabulary: &str) -> Result<Self, VoiceError> {
        whisper_rs::install_logging_hooks();
        processor_can_run()?;
        if !model.is_file() {
            return Err(VoiceError(format!(
                "no Whisper model in {} (run `ansage models install whisper`)",
                model.display()
            )));
        }
        let ctx = WhisperContext::new_with_params(model, WhisperContextParameters::default())
            .map_err(|e| VoiceError(format!("the Whisper model {}: {e}", model.display())))?;
        let language = language_of(vocabulary);
        let lang_id = whisper_rs::get_lang_id(language)
            .ok_or_else(|| VoiceError(format!("Whisper has no language {language}")))?;
        let prompt = vec![
            ctx.token_sot(),
            ctx.token_lang(lang_id),
            ctx.token_transcribe(),
            ctx.token_not(),
        ];
        // One core is left to the rest (the window, the sound, the speech): ggml's threads wait
        // for each other by spinning, and with every core busy a decision took 12-19 s instead
        // of 0.6 s on two cores (one thread: 1.7 s).
        let threads = std::thread::available_parallelism()
            .map(|n| (n.get() - 1).clamp(1, 4))
            .unwrap_or(1);
        let state = ctx
            .create_state()
            .map_err(|e| VoiceError(format!("the Whisper model {}: {e}", model.display())))?;
        Ok(WhisperEngine {
            ctx,
            state,
            spellings: Spellings::of(words, |w| Some(w.to_string())),
            language,
            prompt,
            threads,
            listened: None,
        })
    }
}

impl Judge for WhisperEngine {
    fn engine(&self) -> &'static str {
        "whisper"
    }

    fn spellings(&self) -> &Spellings {
        &self.spellings
    }

    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
        if phrases.is_empty() {
            return Err(VoiceError("nothing to listen for".into()));
        }
        let started = std::time::Instant::now();
        let list = phrase_list_at_most(phrases, PHRASES_AT_MOST)
            .ok_or_else(|| VoiceError("too many phrases to listen for".into()))?;
        let garbage = list.iter().any(|p| p == GARBAGE);
        let texts: Vec<String> = list.into_iter().filter(|p| p != GARBAGE).collect();
        let mut tokens = Vec::with_capacity(texts.len());
        for t in &texts {
            let written = self
                .ctx
                .tokenize(&as_written(t), 64)
                .map_err(|e| VoiceError(format!("Whisper cannot write {t:?}: {e}")))?;
            tokens.push(written);
        }
        let trie = Trie::new(&tokens);
        tracing::debug!(
            target: "ansage::whisper",
            phrases = texts.len(), nodes = trie.nodes_with_children(),
            ms = started.elapsed().as_secs_f64() * 1000.0, "listening for"
        );
        self.listened = Some(Listened {
            trie,
            loose: texts.iter().map(|t| loose(t)).collect(),
            texts,
            garbage,
        });
        Ok(())
    }

    /// The best phrase and its alternatives, or nothing when it was none of them (or nothing
    /// is listened for).
    fn judge(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError> {
        let Some(listened) = &self.listened else {
            return Ok(None);
        };
        let err = |e: whisper_rs::WhisperError| VoiceError(format!("Whisper: {e}"));
        let audio: Vec<f32> = samples.iter().map(|s| f32::from(*s) / 32768.0).collect();
        let started = std::time::Instant::now();
        let state = &mut self.state;
        // The encoder sees the utterance only (50 frames a second), not a 30 s window.
        let frames = (samples.len() / 320 + 16).clamp(MIN_FRAMES, 1500) as i32;
        let mut params = FullParams::new(SamplingStrategy::Greedy { best_of: 1 });
        params.set_language(Some(self.language));
        params.set_n_threads(self.threads as i32);
        params.set_audio_ctx(frames);
        params.set_no_context(true);
        params.set_single_segment(true);
        params.set_no_timestamps(true);
        params.set_temperature(0.0);
        params.set_temperature_inc(0.0);
        params.set_max_tokens(24);
        params.set_print_progress(false);
        params.set_print_realtime(false);
        params.set_print_special(false);
        params.set_print_timestamps(false);
        state.full(params, &audio).map_err(err)?;
        let transcribed_ms = started.elapsed().as_secs_f64() * 1000.0;
        let free_text = state
            .get_segment(0)
            .and_then(|seg| seg.to_str_lossy().ok().map(|t| t.to_string()))
            .unwrap_or_default();
        let prompt = self.prompt.clone();
        let threads = self.threads;
        // The transcription left the prompt in the decoder's cache; after it, the tokens of
        // the beginning decoded last. A beginning is decoded from where it parts from them, in
        // one call (its last token's logits are what follows it).
        let mut cached: Vec<i32> = Vec::new();
        let mut calls = 0;
        let scores = listened.trie.score(BEAM, |path| {
            let (tokens, at) = if path.is_empty() {
                (&prompt[prompt.len() - 1..], prompt.len() - 1)
            } else {
                let shared = cached.iter().zip(path).take_while(|(a, b)| a == b).count();
                let from = shared.min(path.len() - 1);
                (&path[from..], prompt.len() + from)
            };
            state.decode(tokens, at, threads)?;
            calls += 1;
            cached = path.to_vec();
            Ok::<_, whisper_rs::WhisperError>(log_softmax(last_logits(state, tokens.len())?))
        });
        let (scores, _) = scores.map_err(err)?;
        // A phrase's score: its mean log-probability, and how near the free transcription
        // writes it (espeak-ng's German "Turm Hector sieben" was transcribed "Zumtät zur
        // Sieben." and scored below "Züge." by its tokens alone).
        let free = loose(&free_text);
        let mut ranked: Vec<(usize, f32, f32)> = scores
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, s)| s.is_finite())
            .map(|(i, s)| {
                let near = strsim::normalized_levenshtein(&free, &listened.loose[i]);
                (i, s + NEAR_TRANSCRIPTION * near as f32, near as f32)
            })
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        let Some(&(best, best_score, near)) = ranked.first() else {
            return Ok(None);
        };
        let text = listened.texts[best].clone();
        let runner_up = ranked.get(1).map_or(f32::NEG_INFINITY, |r| r.1);
        let mean = scores[best];
        tracing::debug!(
            target: "ansage::whisper",
            heard = %text, score = best_score, mean, near, runner_up, free = %free_text, calls,
            transcribed_ms, scored_ms = started.elapsed().as_secs_f64() * 1000.0
        );
        if listened.garbage && near < ANSWER_NEAR {
            return Ok(None);
        }
        let alternatives = ranked
            .iter()
            .take(ALTERNATIVES)
            .map(|(i, s, _)| (listened.texts[*i].clone(), s * SCORE_SCALE))
            .collect();
        Ok(Some(Heard {
            text,
            confidence: 1.0,
            alternatives,
            second: None,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_are_written_as_whisper_writes_a_sentence() {
        assert_eq!(as_written("Springer Felix drei"), " Springer Felix drei.");
        assert_eq!(as_written("kurze Rochade"), " Kurze Rochade.");
        assert_eq!(as_written("эф четыре"), " Эф четыре.");
        assert_eq!(loose(" Kurze Rochade."), "kurze rochade");
    }
}
