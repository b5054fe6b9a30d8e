//! Billiards by voice with the real recognizer: spoken commands of each family (espeak-ng,
//! PocketSphinx, the English billiards lexicon) understood as their events through
//! `ansage billiards recognize`, and a snooker frame scored through a (fake) microphone in the
//! console: heard, read back with the score, confirmed by a spoken "yes".

mod common;
use common::{LiveConsole, Pulse, RoomNoise};
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

/// A marker at a (fake) microphone: says a command, listens to the read-back, says "no" and
/// repeats when it was misheard, then "yes" (again when asked again).
struct Marker {
    app: LiveConsole,
    pulse: Pulse,
    dir: common::Scratch,
    n: usize,
    misheard: usize,
    asked_again: usize,
    _room: RoomNoise,
}

impl Marker {
    fn start(tag: &str, discipline: &str) -> Marker {
        let dir = common::fresh_dir(tag);
        let pulse = Pulse::start(&dir.join("pulse"));
        let room = RoomNoise::start(&pulse, &dir);
        let mut app = LiveConsole::billiards(
            &dir.join("data"),
            "console",
            &[
                "--discipline",
                discipline,
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
        app.expect("Microphone ready", Duration::from_secs(20));
        Marker {
            app,
            pulse,
            dir,
            n: 0,
            misheard: 0,
            asked_again: 0,
            _room: room,
        }
    }

    fn say(&mut self, text: &str) {
        self.n += 1;
        let wav = self.dir.join(format!("{}.wav", self.n));
        common::espeak("en-us+f2", text, &wav);
        self.pulse.play(&wav);
    }

    /// Says `text` until it is read back as `readback`, then confirms; waits for `then`. As a
    /// marker does: a wrong read-back gets "no" and the command again, the right one "yes",
    /// a question asked again its answer again, and silence (a word the app did not hear)
    /// the last words again.
    fn command(&mut self, text: &str, readback: &str, then: &str) {
        self.say(text);
        let mut last = text;
        let mut right_pending = false;
        for _ in 0..10 {
            let line = self.app.wait_that(
                |l| {
                    l == then
                        || l.ends_with("Right?")
                        || l.ends_with("? Yes or no.")
                        || l.starts_with("Not understood")
                        || l == "Cancelled. Say it again."
                },
                Duration::from_secs(10),
            );
            let answer = match line.as_deref() {
                Some(l) if l == then => return,
                None => last,
                Some(l) if l == readback => {
                    right_pending = true;
                    "yes"
                }
                Some(l) if l.ends_with("Right?") => {
                    right_pending = false;
                    self.misheard += 1;
                    "no"
                }
                Some(l) if l.ends_with("? Yes or no.") => {
                    self.asked_again += 1;
                    if right_pending { "yes" } else { "no" }
                }
                Some(_) => {
                    right_pending = false;
                    text
                }
            };
            self.say(answer);
            last = answer;
        }
        // Ten answers and the event still not scored: fails, with every line seen.
        self.app.expect(then, Duration::from_secs(1));
    }
}

/// A snooker match (race to 1) scored by voice: red, black, no score, the trailing player
/// concedes; each event read back with the score and confirmed by a spoken "yes".
#[test]
fn a_snooker_match_scored_through_the_microphone() {
    let mut m = Marker::start("bmic", "snooker-15");
    m.command(
        "red",
        "Red. Score: Ivanov 1, Petrov 0. Right?",
        "Score: Ivanov 1, Petrov 0.",
    );
    m.command(
        "black",
        "Black. Score: Ivanov 8, Petrov 0. Right?",
        "Score: Ivanov 8, Petrov 0.",
    );
    m.command(
        "no score",
        "No score. Score: Ivanov 8, Petrov 0. Right?",
        "Petrov to play. Ball on: red.",
    );
    m.command(
        "concede",
        "Petrov concedes. That ends the match. Right?",
        "Frame conceded, to Ivanov.",
    );
    m.app
        .expect("Match to Ivanov, 1 to 0.", Duration::from_secs(5));
    eprintln!(
        "misheard and corrected: {}, yes asked again: {}",
        m.misheard, m.asked_again
    );
    m.app.type_line("quit");
}

/// A Russian pyramid match (race to 1) scored by voice: the called balls and their values
/// (ball 1 read back as the ace), 71 reached, the match won.
#[test]
fn a_russian_pyramid_match_scored_through_the_microphone() {
    let mut m = Marker::start("bmicrus", "russian-pyramid");
    m.command(
        "pot fifteen and fourteen",
        "Pot fifteen and fourteen. Score: Ivanov 29, Petrov 0. Right?",
        "Score: Ivanov 29, Petrov 0.",
    );
    m.command(
        "pot one",
        "Pot ace. Score: Ivanov 40, Petrov 0. Right?",
        "Score: Ivanov 40, Petrov 0.",
    );
    m.command(
        "pot thirteen and twelve",
        "Pot thirteen and twelve. Score: Ivanov 65, Petrov 0. Right?",
        "Score: Ivanov 65, Petrov 0.",
    );
    m.command(
        "pot ten",
        "Pot ten. That ends the match. Right?",
        "Frame to Ivanov, 75 to 0.",
    );
    m.app
        .expect("Match to Ivanov, 1 to 0.", Duration::from_secs(5));
    eprintln!(
        "misheard and corrected: {}, yes asked again: {}",
        m.misheard, m.asked_again
    );
    m.app.type_line("quit");
}
