//! Billiards by voice with the real recognizer: spoken commands of each family (espeak-ng,
//! PocketSphinx, the English billiards lexicon) understood as their events through
//! `ansage billiards recognize`, and a snooker frame scored through a (fake) microphone in the
//! console: heard, read back with the score, confirmed by a spoken "yes".

mod common;
use common::{LiveConsole, Pulse};
use std::process::Command;
use std::time::Duration;

#[test]
fn spoken_commands_of_every_family_are_understood() {
    let dir = common::fresh_dir("bvoice");
    let cases = [
        ("snooker-15", "red", "Red"),
        ("snooker-15", "foul on pink", "Foul on pink"),
        ("snooker-6", "free ball blue", "Free ball blue"),
        ("snooker-1", "cannon and red", "Cannon and red"),
        ("pool-9", "push out", "Push out"),
        ("pool-8", "eight off the table", "Eight off the table"),
        ("pool-14-1", "intentional foul", "Intentional foul"),
        ("free-pyramid", "two balls", "Two balls"),
        ("dynamic-pyramid", "cue ball down", "Cue ball down"),
        ("russian-pyramid", "uncalled", "Uncalled"),
        ("carom-3-cushion", "point", "Point"),
    ];
    let mut batch = String::new();
    for (i, (d, text, _)) in cases.iter().enumerate() {
        let wav = dir.join(format!("{i}.wav"));
        common::espeak("en-us+f2", text, &wav);
        batch.push_str(&format!(
            "{{\"id\":{i},\"discipline\":\"{d}\",\"wav\":\"{}\"}}\n",
            wav.display()
        ));
    }
    std::fs::write(dir.join("batch.jsonl"), batch).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "billiards",
            "recognize",
            "--engine",
            "pocketsphinx",
            "--lang",
            "en",
        ])
        .arg("--batch")
        .arg(dir.join("batch.jsonl"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), cases.len());
    for ((d, text, words), got) in cases.iter().zip(&lines) {
        assert_eq!(
            got["words"], *words,
            "{d}: {text:?} heard as {}",
            got["heard"]
        );
    }
}

#[test]
fn a_snooker_frame_scored_through_the_microphone() {
    let dir = common::fresh_dir("bmic");
    let pulse = Pulse::start(&dir.join("pulse"));
    let mut app = LiveConsole::billiards(
        &dir.join("data"),
        "console",
        &[
            "--discipline",
            "snooker-15",
            "--players",
            "Ivanov,Petrov",
            "--race-to",
            "1",
            "--fresh",
            "--lang",
            "en",
            "--listen",
            "--engine",
            "pocketsphinx",
            "--min-confidence",
            "0",
        ],
        &[("PULSE_SERVER", &pulse.server())],
    );
    app.expect("Snooker, race to 1", Duration::from_secs(10));
    app.expect("🎤", Duration::from_secs(15));
    std::thread::sleep(Duration::from_secs(2));
    let say = |text: &str, name: &str| {
        let wav = dir.join(format!("{name}.wav"));
        common::espeak("en-us+f2", text, &wav);
        pulse.play(&wav);
    };
    say("red", "red");
    app.expect("> red", Duration::from_secs(20));
    app.expect(
        "Red. Score: Ivanov 1, Petrov 0. Right?",
        Duration::from_secs(5),
    );
    say("yes", "yes");
    app.expect("Score: Ivanov 1, Petrov 0.", Duration::from_secs(20));
    say("black", "black");
    app.expect(
        "Black. Score: Ivanov 8, Petrov 0. Right?",
        Duration::from_secs(20),
    );
    say("yes", "yes2");
    app.expect("Score: Ivanov 8, Petrov 0.", Duration::from_secs(20));
    say("no score", "noscore");
    app.expect(
        "No score. Score: Ivanov 8, Petrov 0. Right?",
        Duration::from_secs(20),
    );
    say("yes", "yes3");
    app.expect("Petrov to play. Ball on: red.", Duration::from_secs(20));
    app.type_line("quit");
}
