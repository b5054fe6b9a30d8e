//! The Windows build as a Windows user gets it: the zip `make windows` writes (`make test`
//! writes it first), unpacked and run under Wine (Debian's wine64, installed by `make setup`).
//! A game typed in the console is written as PGN that python-chess reads as the same game; a
//! billiards frame is scored; Vosk (libvosk.dll from the zip) hears a spoken phrase with the
//! Korean test model; the window opens under Xvfb and shows the board.
//!
//! Wine 8 lacks `ProcessPrng`, which Rust's standard library imports on Windows: a shim DLL
//! built here with mingw (`tests/wine/bcryptprimitives.c`) is put next to the unpacked exe, for
//! the tests only. One Wine prefix serves the whole file (making one takes seconds).

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

const WINE: &str = "/usr/lib/wine/wine64";
const WINESERVER: &str = "/usr/lib/wine/wineserver";
const ZIP: &str = "target/windows/ansage-windows-x86_64.zip";
/// Wine starting a program in a ready prefix takes a few seconds; on a busy machine more.
const RUN_AT_MOST: Duration = Duration::from_secs(180);

/// The unpacked zip and the Wine prefix.
struct Wine {
    app: PathBuf,
    prefix: PathBuf,
}

/// A folder under cargo's target folder, emptied when a run takes it: a Wine prefix takes some
/// 800 MB, and one per run left in the temporary folder filled the disk.
fn kept_once(tag: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(tag);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn wine() -> &'static Wine {
    static WINE_SETUP: OnceLock<Wine> = OnceLock::new();
    WINE_SETUP.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let zip = root.join(ZIP);
        assert!(
            zip.is_file(),
            "{} is missing: `make windows` writes it (`make test` does so first)",
            zip.display()
        );
        let dir = kept_once("wine");
        let mut archive = zip::ZipArchive::new(std::fs::File::open(&zip).unwrap()).unwrap();
        archive.extract(&dir).unwrap();
        let app = dir.join("ansage-windows-x86_64");
        for needed in [
            "ansage.exe",
            "libvosk.dll",
            "libstdc++-6.dll",
            "libgcc_s_seh-1.dll",
            "libwinpthread-1.dll",
            "nvdaControllerClient64.dll",
            "README.txt",
        ] {
            assert!(app.join(needed).is_file(), "the zip has no {needed}");
        }
        let status = Command::new("x86_64-w64-mingw32-gcc")
            .args(["-shared", "-O2", "-o"])
            .arg(app.join("bcryptprimitives.dll"))
            .arg(root.join("tests/wine/bcryptprimitives.c"))
            .arg("-ladvapi32")
            .status()
            .expect("mingw-w64 is installed by make setup");
        assert!(status.success(), "the ProcessPrng shim did not build");
        let prefix = dir.join("prefix");
        make_prefix(&prefix, None);
        Wine { app, prefix }
    })
}

/// Makes a Wine prefix, on `display` if one is given, and waits until its server is gone.
/// wineboot is tried again (after its server is gone) when it fails: with both cores busy it
/// failed once in a CI run while another prefix was being made (5 December 2026); the test is
/// of Ansage, not of wineboot.
fn make_prefix(prefix: &Path, display: Option<&str>) {
    let mut status = None;
    for _ in 0..3 {
        let s = wine_command(prefix, display)
            .arg("wineboot")
            .arg("--init")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("wine64 is installed by make setup");
        let _ = Command::new(WINESERVER)
            .env("WINEPREFIX", prefix)
            .arg("-w")
            .status();
        status = Some(s);
        if s.success() {
            break;
        }
    }
    assert!(
        status.is_some_and(|s| s.success()),
        "wineboot failed: {status:?}"
    );
}

/// Wine in `prefix`, quiet, without the Mono and Gecko installers, with or without a display.
fn wine_command(prefix: &Path, display: Option<&str>) -> Command {
    let mut c = Command::new(WINE);
    c.env("WINEPREFIX", prefix)
        .env("WINEDEBUG", "-all")
        .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY");
    if let Some(d) = display {
        c.env("DISPLAY", d);
    }
    c
}

/// A Unix path as the Windows program sees it (Wine maps Z: to /).
fn windows_path(p: &Path) -> String {
    format!("Z:{}", p.display()).replace('/', "\\")
}

/// Runs `ansage.exe ARGS` with `input`; it must succeed; its stdout lines.
fn run(args: &[&str], input: &str) -> Vec<String> {
    let w = wine();
    let mut child = wine_command(&w.prefix, None)
        .arg(w.app.join("ansage.exe"))
        .args(args)
        .current_dir(&w.app)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let (out, err) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
    let out = std::thread::spawn(move || read_all(out));
    let err = std::thread::spawn(move || read_all(err));
    let status = wait_at_most(&mut child, RUN_AT_MOST);
    let (out, err) = (out.join().unwrap(), err.join().unwrap());
    assert!(
        status.is_some_and(|s| s.success()),
        "ansage.exe {args:?} under Wine: {status:?}\n{out}\n{err}"
    );
    out.lines()
        .map(|l| l.trim_end_matches('\r').to_string())
        .collect()
}

fn read_all(mut r: impl Read) -> String {
    let mut s = Vec::new();
    let _ = r.read_to_end(&mut s);
    String::from_utf8_lossy(&s).into_owned()
}

/// The exit status, or `None` (and the process killed) when it ran longer than `at_most`.
fn wait_at_most(child: &mut Child, at_most: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    loop {
        if let Some(s) = child.try_wait().unwrap() {
            return Some(s);
        }
        if start.elapsed() > at_most {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn a_game_typed_in_the_windows_console_is_written_as_pgn_python_chess_reads() {
    let dir = common::fresh_dir("wine-game");
    let words = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kasparov-topalov-1999.words"),
    )
    .unwrap();
    let data = windows_path(&dir);
    let config = windows_path(&dir.join("config.toml"));
    let sheet = windows_path(&dir.join("game.brf"));
    let lines = run(
        // The language named: Windows' own (Wine takes it from LANG) would decide otherwise.
        &[
            "console",
            "--lang",
            "de",
            "--data-dir",
            &data,
            "--config",
            &config,
        ],
        &format!("{words}Schwarz gibt auf\nja\nprint {sheet}\npgn\nquit\n"),
    );
    assert_eq!(
        lines.iter().filter(|l| l.ends_with('?')).count(),
        87,
        "every one of the 87 moves read back once: {lines:#?}"
    );
    assert!(
        lines.contains(&"Schwarz gibt auf. Weiß gewinnt, eins zu null.".to_string()),
        "{lines:#?}"
    );
    let start = lines.iter().position(|l| l.starts_with("[Event")).unwrap();
    let ours = dir.join("windows.pgn");
    std::fs::write(&ours, lines[start..].join("\n") + "\n").unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kasparov-topalov-1999.pgn");
    assert_eq!(
        common::python_chess_reads(&ours),
        common::python_chess_reads(&source),
        "python-chess reads the Windows build's PGN as the source game"
    );
    // The Braille sheet, by the Windows build's own liblouis and tables, reads back through
    // Debian's liblouis as the game in German Braille.
    let brf = std::fs::read_to_string(dir.join("game.brf")).expect("the Braille sheet");
    assert!(brf.ends_with("\r\n\x0c"), "{brf:?}");
    let rows: Vec<&str> = brf.split(['\r', '\n', '\x0c']).collect();
    let text = common::back_translate(
        "unicode.dis,de-g1.ctb",
        &common::unicode_braille(&(rows.join("\n") + "\n")),
    );
    for expected in [
        "weiß: ?",
        "1. e4 d6",
        "2. d4 nf6",
        "44. qa7",
        "ergebnis: 1-0",
    ] {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }
    // The game was saved on the Windows side as it went (the autosave), in the data folder.
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_some(),
        "nothing was written to the data folder"
    );
}

#[test]
fn a_billiards_frame_is_scored_on_windows() {
    let dir = common::fresh_dir("wine-billiards");
    let data = windows_path(&dir);
    let config = windows_path(&dir.join("config.toml"));
    let lines = run(
        &[
            "billiards",
            "--lang",
            "en",
            "--data-dir",
            &data,
            "--config",
            &config,
            "--fresh",
            "--confirm",
            "never",
            "--players",
            "Ivanov,Petrov",
            "--discipline",
            "carom",
            "--race-to",
            "1",
            "--target",
            "3",
            "console",
        ],
        "point\npoint\nsafety\nno score\nsafety\npoint\nno score\npoint\nquit\n",
    );
    for line in [
        "Ivanov: a second safety. Foul.",
        "Score: Ivanov 2, Petrov 1.",
        "Frame to Ivanov, 3 to 1.",
    ] {
        assert!(lines.iter().any(|l| l == line), "no {line:?} in {lines:#?}");
    }
}

/// `ansage.exe recognize --json --wav WAV --engine ENGINE --model MODEL ARGS` under Wine: its
/// JSON result.
fn recognized(wav: &Path, engine: &str, model: &Path, args: &[&str]) -> serde_json::Value {
    let (wav, model) = (windows_path(wav), windows_path(model));
    let mut all = vec![
        "recognize",
        "--json",
        "--wav",
        &wav,
        "--engine",
        engine,
        "--model",
        &model,
    ];
    all.extend_from_slice(args);
    let lines = run(&all, "");
    let json = lines.iter().find(|l| l.starts_with('{')).expect("JSON");
    serde_json::from_str(json).unwrap()
}

#[test]
fn vosk_from_the_zip_hears_a_spoken_phrase_on_windows() {
    let dir = common::fresh_dir("wine-vosk");
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join("ko.wav");
    common::espeak("ko", "비숍 C 여섯", &wav);
    let v = recognized(
        &wav,
        "vosk",
        &common::korean_model(),
        &[
            "--vocabulary",
            "ko",
            "--fen",
            "6k1/8/8/8/B7/8/P7/4K3 w - - 0 1",
        ],
    );
    assert_eq!(v["engine"], "vosk");
    assert_eq!(v["heard"], "비숍 C 여섯");
    assert_eq!(v["uci"], "a4c6");
}

#[test]
fn whisper_from_the_zip_hears_a_spoken_move_on_windows() {
    let dir = common::fresh_dir("wine-whisper");
    std::fs::create_dir_all(&dir).unwrap();
    let wav = dir.join("move.wav");
    common::espeak("de", "Springer Felix drei", &wav);
    let v = recognized(
        &wav,
        "whisper",
        &common::whisper_model(),
        &["--vocabulary", "de"],
    );
    assert_eq!(v["engine"], "whisper");
    assert_eq!(v["uci"], "g1f3", "{v}");
    // Sure enough to be read back; Whisper decides alone (no PocketSphinx on Windows).
    assert!(v["confidence"].as_f64().unwrap() >= 0.5, "{v}");
    assert!(v["second"].is_null(), "{v}");
}

/// The colour of one pixel of a screenshot, as ImageMagick gives it ("#RRGGBB").
fn pixel(shot: &Path, x: u32, y: u32) -> String {
    let out = Command::new("convert")
        .arg(shot)
        .args(["-crop", &format!("1x1+{x}+{y}"), "-depth", "8", "txt:-"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    text.split_whitespace()
        .find(|w| w.starts_with('#') && w.len() >= 7)
        .unwrap_or_else(|| panic!("no colour in {text}"))
        .chars()
        .take(7)
        .collect()
}

/// The window runs in a Wine prefix of its own, made on its display: Wine's desktop (its
/// `explorer.exe`) takes the display of the first program of a session, and a window opened
/// while a console program without a display started the session is never shown (seen here
/// whenever the window started while a console test ran). On Windows there is always a
/// desktop.
#[test]
fn the_window_opens_under_wine_and_shows_the_board() {
    let x = common::Xvfb::start(1024, 768);
    let dir = kept_once("wine-window");
    let shared = wine();
    let prefix = dir.join("prefix");
    make_prefix(&prefix, Some(&x.display));
    let w = Wine {
        app: shared.app.clone(),
        prefix,
    };
    // With a model given, the window does not first offer to download one.
    let model = windows_path(&common::korean_model());
    let mut child = wine_command(&w.prefix, Some(&x.display))
        .arg(w.app.join("ansage.exe"))
        .args([
            "window",
            "--data-dir",
            &windows_path(&dir),
            "--config",
            &windows_path(&dir.join("config.toml")),
            "--size",
            "1024x768",
            "--mode",
            "relay",
            "--fen",
            "startpos",
            "--engine",
            "vosk",
            "--model",
            &model,
            "--vocabulary",
            "ko",
        ])
        .env("ICED_BACKEND", "tiny-skia")
        .current_dir(&w.app)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = child.stdout.take().unwrap();
    let (tx, lines): (_, Receiver<String>) = mpsc::channel();
    std::thread::spawn(move || {
        for l in BufReader::new(out).lines().map_while(Result::ok) {
            let _ = tx.send(l);
        }
    });
    let mut seen = Vec::new();
    let board = loop {
        match lines.recv_timeout(RUN_AT_MOST) {
            Ok(l) if l.starts_with("board: ") => break l,
            Ok(l) => seen.push(l),
            Err(_) => {
                let _ = child.kill();
                panic!("no board line from the window under Wine; saw {seen:#?}");
            }
        }
    };
    let field = |name: &str| -> u32 {
        board
            .split_whitespace()
            .find_map(|w| w.strip_prefix(&format!("{name}=")))
            .unwrap_or_else(|| panic!("no {name} in {board}"))
            .trim()
            .parse()
            .unwrap()
    };
    let (bx, by, sq) = (field("x"), field("y"), field("square"));
    // The middle of an empty square shows its colour (ranks 3 to 6 are empty at the start);
    // the window's place on the screen (Wine puts it a few pixels in) is well within half a
    // square.
    let at = |file: u32, rank: u32| (bx + file * sq + sq / 2, by + (7 - rank) * sq + sq / 2);
    let shot = dir.join("wine-window.png");
    let start = Instant::now();
    let (a3, b3, c3) = loop {
        x.screenshot(&shot);
        let colour = |(px, py): (u32, u32)| pixel(&shot, px, py);
        let (a3, b3, c3) = (colour(at(0, 2)), colour(at(1, 2)), colour(at(2, 2)));
        if a3 != b3 && a3 == c3 {
            break (a3, b3, c3);
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!(
                "the board is not drawn under Wine ({a3} {b3} {c3}); see {}",
                shot.display()
            );
        }
        std::thread::sleep(Duration::from_millis(500));
    };
    let _ = child.kill();
    let _ = child.wait();
    let _ = Command::new(WINESERVER)
        .env("WINEPREFIX", &w.prefix)
        .arg("-k")
        .status();
    // Dark and light squares alternate: a3 and c3 alike, b3 different.
    assert_ne!(a3, b3);
    assert_eq!(a3, c3);
    // The screenshot is kept next to the test's data for a look.
    let keep = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/windows/wine-window.png");
    let _ = std::fs::copy(&shot, keep);
}
