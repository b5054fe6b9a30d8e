//! The real capture path end to end: a PulseAudio server with a null sink as a fake
//! microphone (PulseAudio, pulseaudio-utils and libasound2-plugins are installed by `make
//! setup`), speech played into it with paplay, `ansage console --listen` capturing through cpal
//! and ALSA, PocketSphinx recognizing, the move read back and played on "ja". Also: no
//! microphone, and a microphone that disappears mid-game and comes back.

mod common;
use common::{LiveConsole, Pulse};
use std::path::Path;
use std::time::Duration;

/// One test at a time: each runs its own PulseAudio and recognizer and plays speech in real
/// time. With both cores busy, three at once garbled the spoken move ("knight f three" was heard
/// as "repeat"); alone, under the same load, each passes.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

fn speak(text: &str, wav: &Path) {
    speak_with("en-us+f2", text, wav);
}

/// The phrase after half a second of quiet (`common::pad_with_quiet`): played bare, the
/// recognizer got its first word with no quiet before it, and heard "pawn f three" for "knight
/// f three" now and then.
fn speak_with(voice: &str, text: &str, wav: &Path) {
    common::espeak(voice, text, wav);
    common::pad_with_quiet(wav, Duration::from_millis(500), Duration::ZERO);
}

#[test]
fn a_move_spoken_into_the_microphone_is_read_back_and_played() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("mic");
    let mut pulse = Pulse::start(&dir.join("pulse"));
    let mut app = LiveConsole::listening(&pulse.server(), &dir.join("data"));
    app.expect("Neue Partie", Duration::from_secs(10));
    // Said once the microphone's sound arrives (the ALSA-to-PulseAudio capture path takes
    // 1.5-2 s to flow, longer on a busy machine): what is said from then on is heard.
    app.expect("Mikrofon bereit", Duration::from_secs(20));
    let wav = dir.join("nf3.wav");
    speak("knight f three", &wav);
    pulse.play(&wav);
    assert_eq!(
        app.expect("Gehört", Duration::from_secs(20)),
        "Gehört: knight f three."
    );
    app.expect("Springer Felix drei?", Duration::from_secs(5));
    app.type_line("ja");
    app.expect("Springer Felix drei.", Duration::from_secs(5));
    // The hearing confirmed is kept in the player's confusion table for this recognizer
    // (issue 15): the knight, f and three were heard as said. It is on disk before the move
    // is announced.
    let table = dir.join("data/hearing/en-pocketsphinx.json");
    let learnt: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&table).expect("the table is kept")).unwrap();
    assert_eq!(learnt["heard"]["piece n"]["knight"], 1, "{learnt}");
    assert_eq!(learnt["heard"]["rank 3"]["three"], 1, "{learnt}");

    // The microphone goes away mid-game: said once; the game goes on by keyboard.
    pulse.stop();
    app.expect("Kein Mikrofon", Duration::from_secs(15));
    app.type_line("e5");
    app.expect("Eva fünf?", Duration::from_secs(5));
    app.type_line("ja");
    app.expect("Eva fünf.", Duration::from_secs(5));
    // It comes back and is picked up again.
    pulse.restart();
    app.expect("Mikrofon bereit", Duration::from_secs(20));
    // What is said is heard again (which move it is heard as is the recognizer's accuracy,
    // measured by `make bench-voice`, not the capture path's business).
    let wav = dir.join("e4.wav");
    speak("e four", &wav);
    pulse.play(&wav);
    app.expect("Gehört: ", Duration::from_secs(20));
    app.type_line("quit");
}

#[test]
fn without_a_microphone_the_game_goes_on_by_keyboard() {
    let _serial = one_at_a_time();
    let dir = common::fresh_dir("nomic");
    let err = dir.join("stderr.txt");
    let mut app = LiveConsole::start_logged(
        &dir,
        &[
            "--listen",
            "--engine",
            "pocketsphinx",
            "--vocabulary",
            "en",
            "--fen",
            "startpos",
        ],
        &[("PULSE_SERVER", "unix:/nonexistent/pulse.sock")],
        &err,
    );
    // Why, in the player's language (it was the audio library's English).
    assert_eq!(
        app.expect("Kein Mikrofon (", Duration::from_secs(15)),
        "Kein Mikrofon (das Gerät ist nicht erreichbar). Die Partie geht per Tastatur weiter; \
         das Mikrofon wird wieder gesucht."
    );
    app.type_line("Eva vier");
    app.expect("Eva vier?", Duration::from_secs(5));
    app.type_line("ja");
    app.expect("Eva vier.", Duration::from_secs(5));
    app.type_line("quit");
    let (_, lines) = app.finish(Duration::from_secs(30));
    // Nothing is recorded without a microphone, and that is not claimed (issue 18).
    assert!(
        !lines.contains(&"Die Partie wird aufgenommen.".to_string()),
        "{lines:?}"
    );
    // ALSA's own complaints (48 lines in 12 s) do not flood the terminal a screen reader
    // reads (issue 18): Ansage says "Kein Mikrofon" itself.
    let stderr = std::fs::read_to_string(&err).unwrap();
    assert!(!stderr.contains("ALSA lib"), "{stderr}");
}

#[test]
fn vosk_listens_through_the_microphone_with_its_own_end_pointing() {
    let _serial = one_at_a_time();
    let model = common::korean_model();
    let dir = common::fresh_dir("vosk-mic");
    let pulse = Pulse::start(&dir.join("pulse"));
    let mut app = LiveConsole::listening_with(
        &pulse.server(),
        &dir.join("data"),
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
    );
    app.expect("Mikrofon bereit", Duration::from_secs(20));
    let wav = dir.join("ko.wav");
    speak_with("ko", "비숍 C 여섯", &wav);
    pulse.play(&wav);
    assert_eq!(
        app.expect("Gehört", Duration::from_secs(20)),
        "Gehört: 비숍 C 여섯."
    );
    app.expect("Läufer Cesar sechs?", Duration::from_secs(5));
    app.type_line("ja");
    app.expect("Läufer Cesar sechs", Duration::from_secs(5));
    app.type_line("quit");
}
