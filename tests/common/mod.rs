//! Helpers shared by the end-to-end tests.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use ansage::core::session::Output;

/// The texts of what the session said.
pub fn said(out: &[Output]) -> Vec<String> {
    out.iter()
        .filter_map(|o| match o {
            Output::Say(s) => Some(s.text.clone()),
            _ => None,
        })
        .collect()
}

/// The Korean Vosk model that `make setup` installs (the only Vosk model the registries carry).
pub fn korean_model() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("models/vosk/ko");
    assert!(
        dir.join("am").is_dir(),
        "the Korean Vosk model is missing: run make setup"
    );
    dir
}

/// A new, empty folder of this test run (`ansage-TAG-PID-N`): tests run on parallel threads,
/// so each call gets its own, and one test never removes another's files.
pub fn fresh_dir(tag: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ansage-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Speaks a phrase into a WAV file with espeak-ng (installed by `make setup`).
pub fn espeak(voice: &str, text: &str, wav: &Path) {
    let status = Command::new("espeak-ng")
        .args(["-v", voice, "-w"])
        .arg(wav)
        .arg(text)
        .status()
        .expect("espeak-ng is installed by make setup");
    assert!(status.success(), "espeak-ng failed");
}

/// Speaks a phrase into `NAME.wav` in a folder of this test run (`ansage-TAG-PID`).
pub fn speak_to(tag: &str, voice: &str, text: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ansage-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join(format!("{name}.wav"));
    espeak(voice, text, &wav);
    wav
}

/// Runs `ansage console --data-dir DIR --config DIR/config.toml ARGS` with the given input;
/// returns its stdout lines.
pub fn console(dir: &Path, args: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .arg("console")
        .arg("--data-dir")
        .arg(dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start ansage");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "ansage console failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// `ansage console --data-dir DIR --config DIR/config.toml ARGS` running, driven a line at a
/// time: for tests that answer what the app says or feed it in real time.
pub struct LiveConsole {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl LiveConsole {
    /// Starts the console with the given extra environment variables.
    pub fn start(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> LiveConsole {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
            .arg("console")
            .args(args)
            .arg("--data-dir")
            .arg(dir)
            .arg("--config")
            .arg(dir.join("config.toml"))
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start ansage");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        LiveConsole {
            child,
            stdin,
            lines: rx,
            seen: Vec::new(),
        }
    }

    /// Waits for a line starting with `prefix`.
    pub fn expect(&mut self, prefix: &str, within: Duration) -> String {
        self.expect_any(&[prefix], within)
    }

    /// Waits for a line starting with one of the prefixes.
    pub fn expect_any(&mut self, prefixes: &[&str], within: Duration) -> String {
        let until = Instant::now() + within;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if prefixes.iter().any(|p| line.starts_with(p)) {
                        return line;
                    }
                }
                Err(_) => break,
            }
        }
        panic!(
            "no line {prefixes:?} within {within:?}; saw {:#?}",
            self.seen
        );
    }

    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input is still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Ends the input, gives the app `within` to finish (then stops it) and returns how it
    /// ended and every line it wrote.
    pub fn finish(mut self, within: Duration) -> (ExitStatus, Vec<String>) {
        drop(self.stdin.take());
        let until = Instant::now() + within;
        while self.child.try_wait().unwrap().is_none() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = self.child.kill();
        let status = self.child.wait().unwrap();
        // A daemon the app started may hold its output open, so the rest is read with a limit.
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(1)) {
            self.seen.push(line);
        }
        (status, std::mem::take(&mut self.seen))
    }
}

impl Drop for LiveConsole {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A PulseAudio server of our own with a "speaker" and a "micfeed" null sink; the default
/// source (the microphone) is the monitor of "micfeed".
pub struct Pulse {
    dir: PathBuf,
    child: Option<Child>,
}

impl Pulse {
    pub fn start(dir: &Path) -> Pulse {
        std::fs::create_dir_all(dir).unwrap();
        let socket = dir.join("pulse.sock");
        let config = dir.join("fake-audio.pa");
        std::fs::write(
            &config,
            format!(
                "load-module module-native-protocol-unix auth-anonymous=1 socket={}\n\
                 load-module module-null-sink sink_name=speaker\n\
                 load-module module-null-sink sink_name=micfeed\n\
                 set-default-sink speaker\n\
                 set-default-source micfeed.monitor\n",
                socket.display()
            ),
        )
        .unwrap();
        let mut p = Pulse {
            dir: dir.to_path_buf(),
            child: None,
        };
        p.restart();
        p
    }

    pub fn server(&self) -> String {
        format!("unix:{}", self.dir.join("pulse.sock").display())
    }

    pub fn restart(&mut self) {
        let child = Command::new("pulseaudio")
            .args(["-n", "-F"])
            .arg(self.dir.join("fake-audio.pa"))
            .args([
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--use-pid-file=no",
                "--log-target=stderr",
            ])
            .env("XDG_RUNTIME_DIR", &self.dir)
            .env("HOME", &self.dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("pulseaudio is installed by make setup");
        self.child = Some(child);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            let ok = Command::new("pactl")
                .arg("info")
                .env("PULSE_SERVER", self.server())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success());
            if ok {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("PulseAudio did not start");
    }

    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    /// "The player speaks": plays a WAV into the fake microphone.
    pub fn play(&self, wav: &Path) {
        let status = Command::new("paplay")
            .args(["-d", "micfeed"])
            .arg(wav)
            .env("PULSE_SERVER", self.server())
            .status()
            .unwrap();
        assert!(status.success());
    }
}

impl Drop for Pulse {
    fn drop(&mut self) {
        self.stop();
    }
}
