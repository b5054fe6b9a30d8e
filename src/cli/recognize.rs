//! `ansage recognize`: words or a recording matched against a position, as the table would
//! weigh them (the benchmarks drive it).

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};
use shakmaty::Chess;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;

use super::{failed, usage};
use crate::chess::announce::{Style, move_words};
use crate::chess::confusion::Confusions;
use crate::chess::game::parse_fen;
use crate::chess::grammar::{Lexicons, Vocabulary, position_phrases, question_phrases};
use crate::chess::hearing;
use crate::chess::matcher::{MatchResult, match_text};
use crate::chess::messages::reason_words;
use crate::shared::answer::AtQuestion;
use crate::shared::language::Language;
use crate::store;
use crate::voice::audio::read_wav;
use crate::voice::decode;
use crate::voice::ears::Ears;
use crate::voice::recognizer::{Engine, Recognizer};

#[derive(Args, Debug)]
pub struct RecognizeArgs {
    /// The position (FEN or "startpos").
    #[arg(long, default_value = "startpos")]
    pub fen: String,
    /// The words heard.
    #[arg(long, conflicts_with_all = ["batch", "wav"])]
    pub text: Option<String>,
    /// A recording of the words (WAV, any rate), decoded by a speech recognizer.
    #[arg(long, conflicts_with = "batch")]
    pub wav: Option<PathBuf>,
    /// JSON lines {"id":..., "fen":..., "text":...} or {"id":..., "fen":..., "wav":...}; one
    /// result line per input, the recognizer loaded once.
    #[arg(long)]
    pub batch: Option<PathBuf>,
    /// The recognizer for --wav: vosk, pocketsphinx or whisper (default: vosk if a model is
    /// given or installed, else whisper if its model is, else pocketsphinx; a
    /// model that is one file is Whisper's).
    #[arg(long)]
    pub engine: Option<Engine>,
    /// The recognizer's model: a folder (Vosk model, or PocketSphinx acoustic model) or a file
    /// (Whisper model).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// Whisper decides alone, without PocketSphinx's second opinion (to measure each alone).
    #[arg(long)]
    pub alone: bool,
    /// The words listened for: de (IBCA, with letters), en (English, with IBCA file names),
    /// ru, or ko (the Korean test model's words).
    #[arg(long, default_value = "de")]
    pub vocabulary: String,
    /// Below this recognizer confidence (0..1) a recording counts as not understood (0.5 was
    /// chosen on the benchmark's training half: it cut wrong proposals from 20 % to 7 %).
    #[arg(long, default_value_t = 0.5)]
    pub min_confidence: f32,
    /// Decode as the answer to a move read back in this position: the question's own grammar
    /// (its answers, a new move, the fillers), and "answer" in the JSON says what the table
    /// does: "yes" (the move is played), "ask-again" or "words" (the session hears them).
    #[arg(long)]
    pub question: bool,
    /// Decode as the microphone is heard: the audio fed in 20 ms pieces, each utterance closed
    /// by the end-pointing; the JSON adds "parts", "closed_ms" (where the last utterance was
    /// closed by its silence, null when only the end of the audio closed it) and "closing_ms"
    /// (how long after that audio had arrived the decision came, the audio arriving as a
    /// microphone's does).
    #[arg(long)]
    pub stream: bool,
    /// The silence after a whole phrase that closes an utterance (ms; PocketSphinx), as with
    /// --listen.
    #[arg(long)]
    pub end_silence: Option<u32>,
    /// Learn from a batch as from corrections in games: a line with "meant" (the move said,
    /// UCI) whose recording was proposed as a move teaches the player's confusion table in
    /// the data folder what was heard for it (right, or turned down for the move meant), as
    /// the session does after a "nein"; kept at the end.
    #[arg(long, requires = "batch")]
    pub learn: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Language of the reason given for an illegal move.
    #[arg(long, default_value = "en")]
    pub lang: Language,
}

/// The result of matching one text, as the JSON object of `recognize --json`.
pub fn recognize_json(fen: &str, text: &str, lang: Language) -> Result<Value, String> {
    let pos = parse_fen(fen).map_err(|e| e.words(lang))?;
    let result = match_text(&pos, text);
    Ok(result_json(&pos, text, result, lang))
}

/// What words mean in a position, as the JSON object of `recognize --json`.
fn result_json(pos: &Chess, text: &str, result: MatchResult, lang: Language) -> Value {
    let uci = |m| UciMove::from_standard(m).to_string();
    match result {
        MatchResult::Move { mv, cost } => json!({
            "heard": text, "status": "move", "uci": uci(mv),
            "san": SanPlus::from_move(pos.clone(), mv).to_string(),
            "candidates": [uci(mv)], "reason": null, "cost": cost,
            "words": move_words(pos, mv, Style::Ibca),
        }),
        MatchResult::Ambiguous(ms) => json!({
            "heard": text, "status": "ambiguous", "uci": null, "san": null,
            "candidates": ms.iter().map(|m| uci(*m)).collect::<Vec<_>>(),
            "reason": null, "cost": 0,
        }),
        MatchResult::Illegal(r) => json!({
            "heard": text, "status": "illegal", "uci": null, "san": null, "candidates": [],
            "reason": reason_words(&r, lang, Style::Ibca), "cost": null,
        }),
        MatchResult::NotUnderstood => json!({
            "heard": text, "status": "not_understood", "uci": null, "san": null,
            "candidates": [], "reason": null, "cost": null,
        }),
    }
}

fn human(v: &Value) -> String {
    let s = |k: &str| v[k].as_str().unwrap_or("").to_string();
    match v["status"].as_str() {
        Some("move") => format!("move {} ({}), cost {}", s("uci"), s("san"), v["cost"]),
        Some("ambiguous") => format!("ambiguous: {}", v["candidates"]),
        Some("illegal") => format!("illegal: {}", s("reason")),
        Some("not_understood") => "not understood".into(),
        _ => format!("error: {}", s("error")),
    }
}

/// A recognizer opened on first use, for --wav and batches with "wav", with the vocabulary in
/// its spelling.
struct Decoder<'a> {
    args: &'a RecognizeArgs,
    rec: Option<(Box<dyn Recognizer>, Vocabulary)>,
    /// What is learnt of the player's voice for the recognizer, and where it is kept.
    voice: Option<(Confusions, PathBuf)>,
}

impl Decoder<'_> {
    fn open(&self) -> Result<(Box<dyn Recognizer>, Vocabulary), String> {
        let lexicons = Lexicons::named(&self.args.vocabulary)?;
        let a = self.args;
        let ears = Ears {
            second_opinion: !a.alone,
            end_silence_ms: a.end_silence,
            ..Ears::found(
                a.engine,
                a.model.clone(),
                &store::data_dir(None),
                &a.vocabulary,
            )
        };
        let rec = ears.open(&lexicons.words()).map_err(|e| e.0)?;
        let vocabulary =
            Vocabulary::new(&lexicons, |w| rec.spellings().spell(w).map(str::to_string));
        Ok((rec, vocabulary))
    }

    /// Decodes a recording with the phrases of the position and weighs it there, as the table
    /// does with the microphone.
    fn recognize(&mut self, fen: &str, wav: &Path, lang: Language) -> Result<Value, String> {
        let pos = parse_fen(fen).map_err(|e| e.words(lang))?;
        let samples = read_wav(wav)?;
        if self.rec.is_none() {
            self.rec = Some(self.open()?);
        }
        let (rec, vocabulary) = self.rec.as_mut().expect("opened above");
        let (voice, _) = self.voice.get_or_insert_with(|| {
            let (table, path, unreadable) =
                store::load_confusions(&store::data_dir(None), &self.args.vocabulary, rec.engine());
            if let Some(bad) = unreadable {
                eprintln!(
                    "what was learnt of the voice cannot be read ({}); it is learnt anew{}",
                    bad.problem,
                    bad.kept()
                        .map(|k| format!(" (the file is kept as {k})"))
                        .unwrap_or_default()
                );
            }
            (table, path)
        });
        let phrases = if self.args.question {
            question_phrases(&pos, vocabulary)
        } else {
            position_phrases(&pos, vocabulary)
        };
        rec.listen_for(&phrases).map_err(|e| e.0)?;
        let mut d = if self.args.stream {
            decode::stream(rec.as_mut(), &samples)
        } else {
            decode::decode(rec.as_mut(), &samples)
        }
        .map_err(|e| e.0)?;
        let second = d
            .heard
            .as_ref()
            .and_then(|h| h.second.as_ref())
            .map(|s| s.text.clone());
        let weighing = std::time::Instant::now();
        let meaning = d
            .heard
            .as_mut()
            .map(|h| hearing::weigh_for(&pos, h, voice, vocabulary));
        let weigh_ms = weighing.elapsed().as_secs_f64() * 1000.0;
        let answer = match &d.heard {
            None => AtQuestion::AskAgain,
            Some(h) => hearing::at_question(h, self.args.min_confidence),
        };
        let (text, confidence, alternatives) = match &d.heard {
            Some(h) => (h.text.clone(), h.confidence, h.alternatives.clone()),
            None => (String::new(), 0.0, Vec::new()),
        };
        // The meaning weighed, not the text matched again.
        let mut v = match meaning {
            Some(m) if confidence >= self.args.min_confidence => {
                result_json(&pos, &text, m.result, lang)
            }
            _ => result_json(&pos, "", MatchResult::NotUnderstood, lang),
        };
        v["heard"] = json!(text);
        v["second"] = json!(second);
        v["confidence"] = json!(confidence);
        v["alternatives"] = json!(alternatives);
        if self.args.question {
            v["answer"] = json!(match answer {
                AtQuestion::Yes => "yes",
                AtQuestion::AskAgain => "ask-again",
                AtQuestion::Words => "words",
            });
        }
        v["engine"] = json!(rec.engine());
        v["decode_ms"] = json!((d.decode_ms * 10.0).round() / 10.0);
        v["weigh_ms"] = json!((weigh_ms * 100.0).round() / 100.0);
        v["audio_ms"] = json!(d.audio_ms.round());
        if let Some(c) = &d.closed {
            v["parts"] = json!(c.parts);
            v["closed_ms"] = json!(c.at_ms);
            v["closing_ms"] = json!((c.closing_ms * 10.0).round() / 10.0);
        }
        Ok(v)
    }
}

/// One line of a `recognize --batch` file, recognized.
fn batch_line(voice: &mut Decoder, line: &str, lang: Language) -> Value {
    match serde_json::from_str::<Value>(line) {
        Ok(input) => {
            let fen = input["fen"].as_str().unwrap_or("startpos");
            let result = match input["wav"].as_str() {
                Some(wav) => voice.recognize(fen, Path::new(wav), lang),
                None => recognize_json(fen, input["text"].as_str().unwrap_or(""), lang),
            };
            let mut v = result.unwrap_or_else(|e| json!({"status": "error", "error": e}));
            if voice.args.learn
                && let (Some(meant), Some((table, _))) = (input["meant"].as_str(), &mut voice.voice)
                && v["status"] == "move"
                && let Some(pairs) = parse_fen(fen)
                    .ok()
                    .and_then(|pos| meant.parse::<UciMove>().ok()?.to_move(&pos).ok())
                    .and_then(|mv| Confusions::said_and_heard(v["heard"].as_str()?, mv))
            {
                table.learn(&pairs);
            }
            v["id"] = input["id"].clone();
            v
        }
        Err(e) => json!({"id": null, "status": "error", "error": format!("bad JSON line: {e}")}),
    }
}

pub(super) fn recognize_cmd(a: RecognizeArgs) -> ExitCode {
    let lang = a.lang;
    let mut voice = Decoder {
        args: &a,
        rec: None,
        voice: None,
    };
    let mut out = io::stdout().lock();
    let emit = |out: &mut io::StdoutLock, v: &Value| -> io::Result<()> {
        if a.json {
            writeln!(out, "{v}")
        } else {
            writeln!(out, "{}", human(v))
        }
    };
    if let Some(path) = &a.batch {
        let file = match std::fs::File::open(path) {
            Ok(f) => f,
            Err(e) => return failed(format!("{}: {e}", path.display())),
        };
        for line in io::BufReader::new(file).lines() {
            let line = match line {
                Ok(l) => l,
                Err(e) => return failed(e),
            };
            if line.trim().is_empty() {
                continue;
            }
            let v = batch_line(&mut voice, &line, lang);
            if emit(&mut out, &v).is_err() {
                return ExitCode::FAILURE;
            }
        }
        if a.learn
            && let Some((table, path)) = &voice.voice
            && let Err(e) = store::save(path, table)
        {
            return failed(format!("{}: {e}", path.display()));
        }
        return ExitCode::SUCCESS;
    }
    let result = match (&a.text, &a.wav) {
        (Some(text), _) => recognize_json(&a.fen, text, lang),
        (None, Some(wav)) => voice.recognize(&a.fen, wav, lang),
        (None, None) => return usage("give --text WORDS, --wav FILE or --batch FILE"),
    };
    match result {
        Ok(v) => {
            let _ = emit(&mut out, &v);
            ExitCode::SUCCESS
        }
        Err(e) => failed(e),
    }
}
