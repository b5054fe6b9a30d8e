//! Voice out on the real path: `ansage console --speak` speaks through Speech Dispatcher (which
//! it starts itself) into a PulseAudio null sink; the test records the sink's monitor with
//! parecord and looks at what was said: one stretch of speech per announcement, of a plausible
//! length, and a long answer cut short when a newer one comes. Every wait has a time limit and
//! the daemons started are stopped.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::Duration;

mod common;
use common::{LiveConsole, Pulse};

struct Recording {
    child: Child,
    path: PathBuf,
}

impl Recording {
    fn start(pulse: &Pulse, path: &Path) -> Recording {
        let child = Command::new("parecord")
            .args(["-d", "speaker.monitor", "--file-format=wav"])
            .arg(path)
            .env("PULSE_SERVER", pulse.server())
            .spawn()
            .expect("parecord is installed by make setup");
        Recording {
            child,
            path: path.to_path_buf(),
        }
    }

    /// Stops recording and returns the stretches of sound as (start, length) in milliseconds.
    fn stop(mut self) -> Vec<(u64, u64)> {
        // SIGINT lets parecord finish the WAV header.
        let _ = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
        let mut reader = hound::WavReader::open(&self.path).expect("a WAV was recorded");
        let spec = reader.spec();
        let channels = usize::from(spec.channels);
        let samples: Vec<i16> = reader.samples::<i16>().map(|s| s.unwrap_or(0)).collect();
        let frame = (spec.sample_rate as usize / 20) * channels; // 50 ms
        let loud: Vec<bool> = samples
            .chunks(frame)
            .map(|c| {
                let rms =
                    (c.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>() / c.len() as f64).sqrt();
                rms > 300.0
            })
            .collect();
        // Stretches of sound, bridging pauses shorter than 400 ms (between words).
        let mut out = Vec::new();
        let mut i = 0;
        while i < loud.len() {
            if !loud[i] {
                i += 1;
                continue;
            }
            let start = i;
            let mut end = i;
            let mut quiet = 0;
            while i < loud.len() && quiet < 8 {
                if loud[i] {
                    end = i;
                    quiet = 0;
                } else {
                    quiet += 1;
                }
                i += 1;
            }
            out.push((start as u64 * 50, (end - start + 1) as u64 * 50));
        }
        out
    }
}

struct Daemons {
    home: PathBuf,
}

impl Drop for Daemons {
    fn drop(&mut self) {
        // Speech Dispatcher was started by the app with this HOME; stop it by its pid file.
        let pid_file = self
            .home
            .join(".cache/speech-dispatcher/pid/speech-dispatcher.pid");
        if let Ok(pid) = std::fs::read_to_string(pid_file) {
            let _ = Command::new("kill").arg(pid.trim()).status();
        }
    }
}

fn speaking_console(dir: &Path, pulse: &Pulse, input: Vec<(u64, &str)>) -> Vec<String> {
    console_with(dir, pulse, &["--speak"], input)
}

fn console_with(dir: &Path, pulse: &Pulse, args: &[&str], input: Vec<(u64, &str)>) -> Vec<String> {
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let _daemons = Daemons { home: home.clone() };
    let args: Vec<&str> = args.iter().chain(&["--fen", "startpos"]).copied().collect();
    let mut app = LiveConsole::start(
        dir,
        &args,
        &[
            ("HOME", home.to_str().unwrap()),
            ("PULSE_SERVER", &pulse.server()),
        ],
    );
    for (pause_ms, line) in input {
        std::thread::sleep(Duration::from_millis(pause_ms));
        app.type_line(line);
    }
    app.finish(Duration::from_secs(30)).1
}

#[test]
fn every_announcement_is_spoken_and_a_newer_one_cuts_a_long_one_short() {
    let dir = std::env::temp_dir().join(format!("ansage-speech-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pulse = Pulse::start(&dir.join("pulse"));
    let rec = Recording::start(&pulse, &dir.join("said.wav"));
    // Speech Dispatcher starts and lists its voices first; then each line gets its answer.
    let lines = speaking_console(
        &dir.join("app"),
        &pulse,
        vec![
            (6_000, "Eva vier"),
            (3_000, "ja"),
            (3_000, "Hilfe"),
            (1_500, "Zugnummer"),
            (4_000, "quit"),
        ],
    );
    let stretches = rec.stop();
    assert!(lines.contains(&"Eva vier?".to_string()), "{lines:?}");
    // "Neue Partie. Weiß am Zug.", "Eva vier?", "Eva vier.", the cut help, "Zug eins ...".
    assert!(stretches.len() >= 4, "{stretches:?}");
    for (_, len) in &stretches[..stretches.len() - 1] {
        assert!(
            (300..6_000).contains(len),
            "implausible length: {stretches:?}"
        );
    }
    // The help text alone takes over 20 seconds to say; it was cut after about 1.5 s by the
    // move number, so no stretch is anywhere near that long and the whole recording of speech
    // stays short.
    let total: u64 = stretches.iter().map(|(_, l)| l).sum();
    assert!(
        total < 12_000,
        "speech went on for {total} ms: {stretches:?}"
    );
}

#[test]
fn earcons_sound_for_a_confirmed_move_and_for_words_not_understood() {
    let dir = std::env::temp_dir().join(format!("ansage-earcons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let pulse = Pulse::start(&dir.join("pulse"));
    let rec = Recording::start(&pulse, &dir.join("heard.wav"));
    let lines = console_with(
        &dir.join("app"),
        &pulse,
        &["--earcons"],
        vec![
            (2_000, "Eva vier"),
            (500, "ja"),
            (1_500, "blorp"),
            (1_500, "set earcon not-understood off"),
            (200, "blorp"),
            (1_500, "quit"),
        ],
    );
    let stretches = rec.stop();
    assert!(lines.contains(&"Eva vier.".to_string()), "{lines:?}");
    // "confirmed" (0.2 s) and "not understood" (0.25 s); the second "blorp" is silent.
    assert_eq!(stretches.len(), 2, "{stretches:?}");
    for (_, len) in &stretches {
        assert!((100..600).contains(len), "{stretches:?}");
    }
    assert!(stretches[1].0 - stretches[0].0 > 1_000, "{stretches:?}");
}

#[test]
fn without_speech_dispatcher_the_announcements_are_written_and_it_says_why() {
    let dir = std::env::temp_dir().join(format!("ansage-nospeech-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let mut app = LiveConsole::start(
        &dir,
        &["--speak", "--fen", "startpos"],
        &[
            ("HOME", dir.to_str().unwrap()),
            ("SPEECHD_ADDRESS", "unix_socket:/nonexistent/speechd.sock"),
        ],
    );
    std::thread::sleep(Duration::from_secs(2));
    app.type_line("Eva vier");
    app.type_line("quit");
    let (_, lines) = app.finish(Duration::from_secs(30));
    assert!(
        lines.iter().any(|l| l.starts_with("Keine Sprachausgabe (")
            && l.ends_with("Ansagen werden nur geschrieben.")),
        "{lines:?}"
    );
    assert!(lines.contains(&"Eva vier?".to_string()), "{lines:?}");
}
