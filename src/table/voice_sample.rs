//! The voice sample ("Stimmprobe") as a table drives it: the prompts of `chess::enrolment`
//! spelled as the stock PocketSphinx model hears them, the recordings read from a folder, and
//! the adaptation of `voice::adapt` written into the data folder, where PocketSphinx finds it
//! from then on (`voice::decode::find_model`).

use std::path::Path;

use crate::chess::enrolment::{self, Prompt};
use crate::chess::grammar::{Lexicons, Vocabulary};
use crate::voice::adapt::{self, Take};
use crate::voice::audio::read_wav;
use crate::voice::recognizer::Recognizer;
use crate::voice::sphinx::{DEFAULT_MODEL, SphinxEngine};

/// The voice sample's phrases for a vocabulary, spelled as the stock PocketSphinx model hears
/// them, with that engine.
pub fn prompts(vocabulary: &str) -> Result<(SphinxEngine, Vec<Prompt>), String> {
    let lexicons = Lexicons::named(vocabulary)?;
    let rec = SphinxEngine::load(Path::new(DEFAULT_MODEL), &lexicons.words()).map_err(|e| e.0)?;
    let vocab = Vocabulary::new(&lexicons, |w| rec.spellings().spell(w).map(str::to_string));
    let prompts = enrolment::prompts(&vocab);
    if prompts.is_empty() {
        return Err(format!(
            "PocketSphinx hears none of the {vocabulary:?} words: the voice sample is for de and en"
        ));
    }
    Ok((rec, prompts))
}

/// At least this share of the sample must be recorded: fewer phrases leave sounds unlearnt.
const ENROL_AT_LEAST: f64 = 0.5;

/// Adapts PocketSphinx to the voice of the recordings in `from` (N.wav for prompt N).
pub fn enrol(vocabulary: &str, from: &Path, data: &Path) -> Result<String, String> {
    let (rec, prompts) = prompts(vocabulary)?;
    let mut takes = Vec::new();
    let mut numbers = Vec::new();
    for (i, p) in prompts.iter().enumerate() {
        let wav = from.join(format!("{}.wav", i + 1));
        if wav.is_file() {
            numbers.push(i + 1);
            takes.push(Take {
                samples: read_wav(&wav)?,
                phrases: p.phrases.clone(),
            });
        }
    }
    if (takes.len() as f64) < ENROL_AT_LEAST * prompts.len() as f64 {
        return Err(format!(
            "{} of the {} phrases are recorded in {}: at least {} are needed (`ansage models prompts {vocabulary}` lists them)",
            takes.len(),
            prompts.len(),
            from.display(),
            (ENROL_AT_LEAST * prompts.len() as f64).ceil()
        ));
    }
    let out = adapt::adapted_dir(data, vocabulary);
    let unaligned =
        adapt::adapt(Path::new(DEFAULT_MODEL), rec.dictionary(), &takes, &out).map_err(|e| e.0)?;
    let mut said = format!(
        "Learnt your voice from {} of {} prompts: {}. PocketSphinx hears with it from now on.",
        takes.len() - unaligned.len(),
        prompts.len(),
        out.display()
    );
    if !unaligned.is_empty() {
        let which: Vec<String> = unaligned.iter().map(|i| numbers[*i].to_string()).collect();
        said += &format!(
            " Not learnt from (the recording did not match the words; record them again to learn more): {}.",
            which.join(", ")
        );
    }
    Ok(said)
}
