//! PocketSphinx, the second engine: it needs no download (Debian's `pocketsphinx-en-us`), so it
//! runs when no Vosk model is installed and measures accuracy in CI. Words missing from the
//! CMU dictionary (the German blind-chess words) come from `models/pocketsphinx/ansage.dict` in
//! English phones; the grammar is JSGF, made of the phrases it is told to listen for.

use std::collections::{HashMap, HashSet};
use std::ffi::{CStr, CString};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::ptr;

use pocketsphinx_sys as ps;

use super::recognizer::{Recognizer, VoiceError};
use super::silence::SilenceMeter;
use ansage_shared::grammar::{GARBAGE, Heard, Phrase, Spellings, jsgf, phrase_list_at_most};
use ansage_shared::language::normalize;

/// Debian's US English acoustic model.
pub const DEFAULT_MODEL: &str = super::recognizer::POCKETSPHINX_MODEL;
pub const DEFAULT_DICT: &str = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";
/// Pronunciations of the words the CMU dictionary lacks, in its phones.
pub const EXTRA_DICT: &str = include_str!("../../../models/pocketsphinx/ansage.dict");

/// Reads a Sphinx dictionary: word -> pronunciations ("word(2)" lines are alternatives).
fn read_dict(text: &str, into: &mut HashMap<String, Vec<String>>) {
    for line in text.lines() {
        let mut parts = line.splitn(2, char::is_whitespace);
        let (Some(word), Some(phones)) = (parts.next(), parts.next()) else {
            continue;
        };
        let word = word.split('(').next().unwrap_or(word).to_string();
        let phones = phones.split('#').next().unwrap_or("").trim().to_string();
        if phones.is_empty() {
            continue;
        }
        let list = into.entry(word).or_default();
        if !list.contains(&phones) {
            list.push(phones);
        }
    }
}

pub struct SphinxEngine {
    decoder: *mut ps::ps_decoder_t,
    spellings: Spellings,
    /// A grammar was given: until then it hears nothing.
    has_grammar: bool,
    in_utterance: bool,
    was_speech: bool,
    /// The silence after a whole phrase that closes an utterance, and the silence heard.
    end_silence_ms: u32,
    silence: SilenceMeter,
    /// The phrases listened for, written out: what is heard so far is a whole one or not.
    whole: Option<HashSet<String>>,
    /// The player's own pauses: the longest silence after which he went on speaking, soon
    /// after an utterance was closed (a pause inside a move, cut), plus a margin; the end
    /// silence is at least this from then on.
    learnt_silence_ms: u32,
    /// The silence that closed the last utterance and the audio fed since, until the player
    /// speaks again or a pause is over (or Ansage speaks: `finish`).
    since_close: Option<(f64, f64)>,
    /// The dictionary, a private file created exclusively with a random name (a predictable
    /// temporary path could be a planted symlink); removed with the engine.
    dict: tempfile::NamedTempFile,
    /// The words of the garbage path, in the dictionary with the others.
    garbage: Vec<String>,
}

const SEARCH: &str = "ansage";

/// The silence after a whole phrase that closes an utterance when listening, unless the player
/// chose another (`--end-silence`): chosen with `make bench-endpoint` (docs/benchmarks.md), short
/// enough that the read-back starts within 0.4 s of the end of speech.
pub const END_SILENCE_MS: u32 = 300;

/// The silence that closes an utterance whose words so far are no whole phrase ("Springer
/// Felix" and a pause, before "drei"): a player who pauses inside a move is not cut off. At
/// least twice the end silence.
pub const PAUSE_SILENCE_MS: u32 = 800;

/// At most this many whole phrases are written out to tell a whole phrase from a part of one;
/// a grammar with more closes every utterance after the pause silence.
const WHOLE_PHRASES_AT_MOST: usize = 200_000;

/// PocketSphinx's voice activity detector (its defaults) reports speech after this many 10 ms
/// frames of it: speech that resumes is noticed this late.
const VAD_STARTSPEECH_FRAMES: u32 = 10;

/// How many hypotheses of the N-best list are looked at.
const NBEST: usize = 10;

/// How many words of the CMU dictionary make the garbage path (`grammar::GARBAGE`): short
/// English words, each as likely as a phrase, so that a sound that is not what is listened
/// for ("nein" against "ja", a cough) finds a nearer word there than on the answer.
const GARBAGE_WORDS: usize = 1500;

/// Short dictionary words that do not begin or end like a word listened for (else "yott"
/// would take every "ja"): every k-th of them, for `GARBAGE_WORDS` in all.
fn garbage_words(dict: &HashMap<String, Vec<String>>, heard: &[(String, String)]) -> Vec<String> {
    // The first and last two phones of every word listened for, in sets (a word of one
    // phone: that phone, at either end), so that the whole dictionary is walked once.
    let mut starts: HashSet<(&str, &str)> = HashSet::new();
    let mut ends: HashSet<(&str, &str)> = HashSet::new();
    let mut single: HashSet<&str> = HashSet::new();
    for (_, p) in heard {
        let w: Vec<&str> = p.split_whitespace().collect();
        match w.as_slice() {
            [] => {}
            [one] => {
                single.insert(one);
            }
            [a, b, ..] => {
                starts.insert((a, b));
                ends.insert((w[w.len() - 2], w[w.len() - 1]));
            }
        }
    }
    // A candidate has two phones or more.
    let near = |phones: &[&str]| {
        let (first, last) = (phones[0], phones[phones.len() - 1]);
        starts.contains(&(first, phones[1]))
            || ends.contains(&(phones[phones.len() - 2], last))
            || single.contains(first)
            || single.contains(last)
    };
    let mut words: Vec<&String> = dict
        .iter()
        .filter(|(w, prons)| {
            (2..=6).contains(&w.len())
                && w.bytes().all(|b| b.is_ascii_lowercase())
                && prons.iter().all(|p| {
                    let phones: Vec<&str> = p.split_whitespace().collect();
                    (2..=5).contains(&phones.len()) && !near(&phones)
                })
        })
        .map(|(w, _)| w)
        .collect();
    words.sort();
    let step = (words.len() / GARBAGE_WORDS).max(1);
    words
        .into_iter()
        .step_by(step)
        .take(GARBAGE_WORDS)
        .cloned()
        .collect()
}

/// The JSGF of the phrases; a phrase of the one word `GARBAGE` becomes the garbage words.
fn sphinx_jsgf(phrases: &[Phrase], garbage_words: &[String]) -> String {
    let garbage = vec![vec![GARBAGE.to_string()]];
    let phrases: Vec<Phrase> = phrases
        .iter()
        .map(|p| {
            if p.len() == 1 && p[0] == garbage {
                vec![garbage_words.iter().map(|w| vec![w.clone()]).collect()]
            } else {
                p.clone()
            }
        })
        .collect();
    jsgf(&phrases)
}

impl SphinxEngine {
    /// Loads the acoustic model and a dictionary of those of `words` it has pronunciations for.
    pub fn load(model: &Path, words: &[String]) -> Result<SphinxEngine, VoiceError> {
        if !model.join("mdef").is_file() {
            return Err(VoiceError(format!(
                "no PocketSphinx model in {} (install pocketsphinx-en-us)",
                model.display()
            )));
        }
        let mut dict = HashMap::new();
        let cmu = model
            .parent()
            .map(|p| p.join("cmudict-en-us.dict"))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DICT));
        let text = std::fs::read_to_string(&cmu)
            .map_err(|e| VoiceError(format!("{}: {e}", cmu.display())))?;
        read_dict(&text, &mut dict);
        // Ansage's own entries replace the CMU ones: the letter "a" is "EY" only, never the
        // article's schwa, which matches almost any sound; German words get German sounds.
        let mut own = HashMap::new();
        read_dict(EXTRA_DICT, &mut own);
        dict.extend(own);
        let spellings = Spellings::of(words, |w| {
            let n = normalize(w);
            dict.contains_key(&n).then_some(n)
        });
        let mut entries: Vec<(String, String)> = Vec::new();
        for word in spellings.words() {
            for (i, phones) in dict[&word].iter().enumerate() {
                let name = if i == 0 {
                    word.clone()
                } else {
                    format!("{word}({})", i + 1)
                };
                entries.push((name, phones.clone()));
            }
        }
        let garbage = garbage_words(&dict, &entries);
        for word in &garbage {
            for (i, phones) in dict[word].iter().enumerate() {
                let name = if i == 0 {
                    word.clone()
                } else {
                    format!("{word}({})", i + 1)
                };
                if !entries.iter().any(|(n, _)| *n == name) {
                    entries.push((name, phones.clone()));
                }
            }
        }
        let lines: Vec<String> = entries.iter().map(|(n, p)| format!("{n} {p}")).collect();
        let dict = tempfile::Builder::new()
            .prefix("ansage-")
            .suffix(".dict")
            .tempfile()
            .and_then(|mut f| {
                f.write_all((lines.join("\n") + "\n").as_bytes())?;
                f.flush()?;
                Ok(f)
            })
            .map_err(|e| VoiceError(format!("the PocketSphinx dictionary: {e}")))?;
        let dict_path = dict.path().to_path_buf();
        let args = [
            "-hmm",
            model.to_str().unwrap_or(DEFAULT_MODEL),
            "-dict",
            dict_path.to_str().unwrap_or_default(),
            "-logfn",
            "/dev/null",
            "-samprate",
            "16000",
            "-dither",
            "yes",
        ];
        let c_args: Vec<CString> = args
            .iter()
            .map(|a| CString::new(*a).expect("no NUL in arguments"))
            .collect();
        let ptrs: Vec<*const i8> = c_args.iter().map(|a| a.as_ptr()).collect();
        // SAFETY: the arguments outlive the call; PocketSphinx copies what it keeps.
        let config = unsafe {
            ps::cmd_ln_parse_r(
                ptr::null_mut(),
                ps::ps_args(),
                ptrs.len() as i32,
                ptrs.as_ptr(),
                1,
            )
        };
        if config.is_null() {
            return Err(VoiceError("PocketSphinx rejected its configuration".into()));
        }
        // SAFETY: `config` is a valid configuration; ps_init takes its own reference.
        let decoder = unsafe { ps::ps_init(config) };
        // SAFETY: our reference to the configuration is released once.
        unsafe { ps::cmd_ln_free_r(config) };
        if decoder.is_null() {
            return Err(VoiceError("PocketSphinx could not start".into()));
        }
        Ok(SphinxEngine {
            decoder,
            spellings,
            has_grammar: false,
            in_utterance: false,
            was_speech: false,
            end_silence_ms: END_SILENCE_MS,
            silence: SilenceMeter::new(),
            whole: None,
            learnt_silence_ms: 0,
            since_close: None,
            dict,
            garbage,
        })
    }

    /// The pronunciation dictionary the engine hears with (its words and the garbage words),
    /// for an adaptation to learn the same pronunciations.
    pub fn dictionary(&self) -> &Path {
        self.dict.path()
    }

    fn set_grammar(&mut self, name: &str, grammar: &str) -> Result<(), VoiceError> {
        let grammar = CString::new(grammar).map_err(|_| VoiceError("bad grammar".into()))?;
        let name = CString::new(name).expect("no NUL");
        // SAFETY: valid decoder and NUL-terminated strings; PocketSphinx copies the grammar.
        let ok = unsafe { ps::ps_set_jsgf_string(self.decoder, name.as_ptr(), grammar.as_ptr()) };
        if ok == 0 {
            Ok(())
        } else {
            Err(VoiceError("PocketSphinx rejected the grammar".into()))
        }
    }

    fn use_search(&mut self, name: &str) {
        let name = CString::new(name).expect("no NUL");
        // SAFETY: valid decoder, a search of that name was set.
        unsafe { ps::ps_set_search(self.decoder, name.as_ptr()) };
    }

    /// Decodes a whole utterance with the current search.
    fn decode_with_current(&mut self, samples: &[i16]) -> Option<String> {
        // SAFETY: valid decoder, no utterance open; the slice is valid for its length.
        let ok = unsafe {
            ps::ps_start_utt(self.decoder, ptr::null()) >= 0
                && ps::ps_process_raw(self.decoder, samples.as_ptr(), samples.len(), 0, 1) >= 0
        };
        // SAFETY: an utterance is open on a valid decoder.
        unsafe { ps::ps_end_utt(self.decoder) };
        if ok { self.hypothesis() } else { None }
    }

    fn hypothesis(&mut self) -> Option<String> {
        let mut score = 0i32;
        let mut uttid: *const i8 = ptr::null();
        // SAFETY: the decoder is valid; the returned string lives until the next utterance.
        let hyp = unsafe { ps::ps_get_hyp(self.decoder, &mut score, &mut uttid) };
        if hyp.is_null() {
            return None;
        }
        // SAFETY: PocketSphinx returns a NUL-terminated string.
        let text = unsafe { CStr::from_ptr(hyp) }
            .to_string_lossy()
            .trim()
            .to_string();
        (!text.is_empty()).then_some(text)
    }

    /// Speech again: when it follows an utterance closed less than a pause silence ago, that
    /// silence was the player's pause inside what he said (the detector notices speech
    /// [`VAD_STARTSPEECH_FRAMES`] late), and a whole phrase now waits half as long again.
    fn speech_resumed(&mut self) {
        if let Some((closing, since)) = self.since_close.take() {
            let pause = closing + since - f64::from(VAD_STARTSPEECH_FRAMES * 10);
            if pause < f64::from(PAUSE_SILENCE_MS) {
                let wait = (pause * 1.5).min(f64::from(PAUSE_SILENCE_MS)) as u32;
                self.learnt_silence_ms = self.learnt_silence_ms.max(wait);
            }
        }
    }

    /// What is heard so far in the open utterance is a whole phrase listened for.
    fn whole_so_far(&mut self) -> bool {
        let Some(text) = self.hypothesis() else {
            return false;
        };
        self.whole.as_ref().is_some_and(|w| w.contains(&text))
    }

    /// The best hypothesis with the next best ones of the N-best list (distinct texts).
    fn judge(&mut self, text: String) -> Heard {
        let mut alternatives: Vec<(String, f32)> = Vec::new();
        // SAFETY: valid decoder after an utterance; the iterator is advanced until it ends
        // (which frees it) or freed here.
        unsafe {
            let mut nb = ps::ps_nbest(self.decoder, 0, -1, ptr::null(), ptr::null());
            while !nb.is_null() && alternatives.len() < NBEST {
                nb = ps::ps_nbest_next(nb);
                if nb.is_null() {
                    break;
                }
                let mut score = 0i32;
                let hyp = ps::ps_nbest_hyp(nb, &mut score);
                if hyp.is_null() {
                    continue;
                }
                let h = CStr::from_ptr(hyp).to_string_lossy().trim().to_string();
                if !alternatives.iter().any(|(t, _)| *t == h) {
                    alternatives.push((h, score as f32));
                }
            }
            if !nb.is_null() {
                ps::ps_nbest_free(nb);
            }
        }
        Heard {
            text,
            confidence: 1.0,
            alternatives,
            second: None,
        }
    }

    fn end(&mut self) -> Option<Heard> {
        if !self.in_utterance {
            return None;
        }
        // SAFETY: an utterance is open on a valid decoder.
        unsafe { ps::ps_end_utt(self.decoder) };
        self.in_utterance = false;
        let spoke = std::mem::take(&mut self.was_speech);
        self.silence.restart();
        // An utterance closed before speech began (listening paused while Ansage speaks) is
        // none: decoded, its silence may come out as a word.
        if !spoke {
            return None;
        }
        let text = self.hypothesis()?;
        Some(self.judge(text))
    }
}

impl Drop for SphinxEngine {
    fn drop(&mut self) {
        // SAFETY: the decoder was created by ps_init and is freed once.
        unsafe { ps::ps_free(self.decoder) };
    }
}

impl Recognizer for SphinxEngine {
    fn engine(&self) -> &'static str {
        "pocketsphinx"
    }

    fn pronunciations(&self) -> Option<&Path> {
        Some(self.dictionary())
    }

    fn spellings(&self) -> &Spellings {
        &self.spellings
    }

    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
        self.end();
        if phrases.is_empty() {
            return Err(VoiceError("nothing to listen for".into()));
        }
        self.set_grammar(SEARCH, &sphinx_jsgf(phrases, &self.garbage))?;
        self.use_search(SEARCH);
        self.whole = phrase_list_at_most(phrases, WHOLE_PHRASES_AT_MOST)
            .map(|list| list.into_iter().collect());
        self.has_grammar = true;
        Ok(())
    }

    fn feed(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError> {
        if !self.has_grammar {
            return Ok(None);
        }
        if !self.in_utterance {
            // SAFETY: valid decoder, no utterance open.
            if unsafe { ps::ps_start_utt(self.decoder, ptr::null()) } < 0 {
                return Err(VoiceError("PocketSphinx could not start listening".into()));
            }
            self.in_utterance = true;
        }
        // SAFETY: the slice is valid for its length.
        let r = unsafe { ps::ps_process_raw(self.decoder, samples.as_ptr(), samples.len(), 0, 0) };
        if r < 0 {
            return Err(VoiceError("PocketSphinx failed to decode".into()));
        }
        let heard_silence = self.silence.push(samples);
        // SAFETY: valid decoder.
        let in_speech = unsafe { ps::ps_get_in_speech(self.decoder) } != 0;
        // Its voice detector takes digital silence for speech: "tipp" came out of nothing at
        // every start of the window. Speech needs some sound.
        let speech = in_speech && self.silence.sounded();
        if speech {
            self.speech_resumed();
            self.was_speech = true;
        }
        if !self.was_speech {
            if let Some((_, since)) = &mut self.since_close {
                *since += samples.len() as f64 / 16.0;
                if *since > f64::from(PAUSE_SILENCE_MS) {
                    self.since_close = None;
                }
            }
            return Ok(None);
        }
        let end = self.end_silence_ms.max(self.learnt_silence_ms);
        let pause = PAUSE_SILENCE_MS.max(2 * self.end_silence_ms);
        let closes = heard_silence >= f64::from(pause)
            || (heard_silence >= f64::from(end) && self.whole_so_far());
        if !closes {
            return Ok(None);
        }
        let heard = self.end();
        self.since_close = Some((heard_silence, 0.0));
        Ok(heard)
    }

    fn set_end_silence(&mut self, ms: u32) {
        self.end_silence_ms = ms.max(100);
    }

    fn finish(&mut self) -> Result<Option<Heard>, VoiceError> {
        // What follows (after Ansage speaks, or another recording) is no pause of the player's.
        self.since_close = None;
        Ok(self.end())
    }

    fn decode_whole(&mut self, samples: &[i16]) -> Result<Vec<Heard>, VoiceError> {
        self.end();
        if !self.has_grammar {
            return Ok(Vec::new());
        }
        let Some(text) = self.decode_with_current(samples) else {
            return Ok(Vec::new());
        };
        Ok(vec![self.judge(text)])
    }
}
