//! Trust (issue 14): no confirmed move or game is ever lost, bad input is an answer and never an
//! exit, and what Ansage keeps is the user's alone. The real binary, killed, signalled, run
//! twice on one folder, fed broken bytes and broken saves, as a user's machine would.

mod common;

use common::*;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ansage::store;

const BIN: &str = env!("CARGO_BIN_EXE_ansage");
const WITHIN: Duration = Duration::from_secs(20);

fn fixture(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
    )
    .unwrap()
}

/// The moves of the chess autosave in `dir` (UCI), or none.
fn saved_moves(dir: &Path) -> Vec<String> {
    match store::load_game(&store::autosave_path(dir)) {
        Ok(Some((saved, _))) => saved.game.moves,
        Ok(None) => Vec::new(),
        Err(bad) => panic!("the save is broken: {}", bad.problem),
    }
}

/// The announcements of played moves among the lines: a read-back ("Eva vier?") answered by
/// the move said as played ("Eva vier.").
fn moves_announced(lines: &[String]) -> usize {
    lines
        .windows(2)
        .filter(|w| w[0].ends_with('?') && w[1] == w[0].replace('?', "."))
        .count()
}

/// A user's `kill -9` (a crash, a pulled plug) at 200 random instants from the start to the
/// middle of a game: every move Ansage announced as played is in the save, so nothing a
/// player heard confirmed is ever lost, and the save is always readable.
#[test]
fn a_move_announced_is_on_disk_even_after_kill_9_at_any_instant() {
    let words = fixture("kasparov-topalov-1999.words");
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut most = 0;
    let mut at_start = 0;
    for trial in 0..200 {
        let dir = fresh_dir("kill-announced");
        let mut child = console_process(&dir).spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let words = words.clone();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(words.as_bytes());
        });
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            use std::io::BufRead;
            let lines: Vec<String> = std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .collect();
            let _ = tx.send(lines);
        });
        // xorshift: instants from 0 (during start-up) to 250 ms (tens of moves in).
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let instant = Duration::from_micros(seed % 250_000);
        std::thread::sleep(instant);
        child.kill().unwrap();
        child.wait().unwrap();
        let _ = writer.join();
        let lines = rx
            .recv_timeout(WITHIN)
            .expect("the output ends with the process");
        let _ = reader.join();
        let announced = moves_announced(&lines);
        let saved = saved_moves(&dir).len();
        assert!(
            saved >= announced,
            "trial {trial} (killed after {instant:?}): {announced} moves announced, {saved} saved"
        );
        most = most.max(announced);
        if lines.is_empty() {
            at_start += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(
        most >= 5,
        "no trial got far into the game (at most {most} moves)"
    );
    assert!(at_start > 0, "no trial was killed during the start-up");
}

/// Two Ansage on one data folder: the second says which process holds it and saves nothing,
/// so the first one's game is neither overwritten nor broken mid-save.
#[test]
fn a_second_instance_on_the_same_folder_says_who_holds_it_and_keeps_its_hands_off() {
    let dir = fresh_dir("two-instances");
    let mut first = LiveConsole::start(&dir, &["--fen", "startpos", "--confirm", "never"], &[]);
    first.expect("Neue Partie", WITHIN);
    first.type_line("Eva vier");
    first.expect("Eva vier.", WITHIN);
    let pid = first.pid();
    let mut second = LiveConsole::start(&dir, &["--fen", "startpos", "--confirm", "never"], &[]);
    second.expect(
        &format!("Ein anderes Ansage (Prozess {pid}) benutzt diesen Datenordner."),
        WITHIN,
    );
    second.type_line("David vier");
    second.expect("David vier.", WITHIN);
    second.type_line("quit");
    let (status, _) = second.finish(WITHIN);
    assert!(status.success());
    assert_eq!(saved_moves(&dir), ["e2e4"], "the second one wrote nothing");
    first.type_line("Eva fünf");
    first.expect("Eva fünf.", WITHIN);
    assert_eq!(
        saved_moves(&dir),
        ["e2e4", "e7e5"],
        "the first one goes on saving"
    );
    first.type_line("quit");
    let (status, _) = first.finish(WITHIN);
    assert!(status.success());
    // Once the first has ended, the folder is free again.
    let mut third = LiveConsole::start(&dir, &[], &[]);
    third.expect("Es gibt eine gespeicherte Partie", WITHIN);
    let (_, lines) = third.finish(WITHIN);
    assert!(
        lines.iter().all(|l| !l.starts_with("Ein anderes Ansage")),
        "{lines:#?}"
    );
}

/// The thinking time on the clock, as the save holds it: main time left of both sides, and
/// how long the running side had thought when the clock stopped.
fn saved_clock(dir: &Path) -> (Vec<u64>, u64) {
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(store::autosave_path(dir)).unwrap()).unwrap();
    let clock = &json["clock"]["clock"];
    let remaining = clock["remaining"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    let elapsed = clock["state"]["paused"]["elapsed"].as_u64().unwrap_or(0);
    (remaining, elapsed)
}

/// Logout, shutdown, Ctrl+C and `kill`: the clock is saved at that instant and Ansage ends
/// cleanly, so the side to move does not get the time he thought back (6.2, the clock is the
/// record of the time used).
#[test]
fn a_signal_to_end_saves_the_clock_and_ends_cleanly() {
    for (name, signal) in [
        ("SIGTERM", libc::SIGTERM),
        ("SIGINT", libc::SIGINT),
        ("SIGHUP", libc::SIGHUP),
    ] {
        let dir = fresh_dir("signals");
        let mut c = LiveConsole::start(&dir, &["--fen", "startpos", "--clock", "600+0"], &[]);
        c.expect("Neue Partie", WITHIN);
        c.type_line("Eva vier");
        c.expect("Eva vier?", WITHIN);
        c.type_line("ja");
        c.expect("Eva vier.", WITHIN);
        // Black thinks for at least this long before the signal comes.
        let thought = Instant::now();
        while thought.elapsed() < Duration::from_millis(1500) {
            std::thread::sleep(Duration::from_millis(50));
        }
        let since_move = thought.elapsed().as_millis() as u64;
        // SAFETY: a signal sent to the child this test started.
        assert_eq!(unsafe { libc::kill(c.pid() as i32, signal) }, 0);
        let (status, _) = c.finish(WITHIN);
        assert!(status.success(), "{name}: {status:?}");
        let (remaining, elapsed) = saved_clock(&dir);
        assert_eq!(saved_moves(&dir), ["e2e4"], "{name}");
        assert!(
            elapsed >= since_move,
            "{name}: Black thought {since_move} ms, the save charges him {elapsed} ms \
             ({remaining:?} left)"
        );
    }
}

/// A Latin-1 umlaut typed into a UTF-8 console, and a 64 MB line: each is answered, the game
/// goes on (it ended the console before).
#[test]
fn broken_bytes_and_a_huge_line_are_answered_not_fatal() {
    let dir = fresh_dir("bad-bytes");
    let mut input = b"\xfcbernimm\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', 64 << 20));
    input.extend(b"\nEva vier\nja\nquit\n");
    let mut child = console_process(&dir)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("Nicht verstanden"), "{stdout}");
    assert!(
        stdout.contains("Die Zeile ist zu lang (über 4096 Zeichen) und wurde übergangen."),
        "{stdout}"
    );
    assert!(stdout.contains("Eva vier."), "{stdout}");
    assert_eq!(saved_moves(&dir), ["e2e4"]);
}

/// Runs `ansage ARGS` with this input and a time limit; its lines and whether it ended.
fn run_limited(args: &[&str], dir: &Path, input: &str) -> (bool, Vec<String>) {
    let mut c = LiveConsole::spawn_args(args, dir);
    for line in input.lines() {
        c.type_line(line);
    }
    let (status, lines) = c.finish(WITHIN);
    (status.success(), lines)
}

/// A save that is well-formed but cannot be played (a clock with no periods, a period of no
/// moves, a team match without a rubber) is kept aside and said, and the app starts: before,
/// it panicked or looped for ever at every start.
#[test]
fn an_inconsistent_save_is_kept_aside_and_the_app_starts() {
    let dir = fresh_dir("inconsistent");
    let (ok, _) = run_limited(
        &["console", "--fen", "startpos", "--clock", "40/600:300"],
        &dir,
        "Eva vier\nja\nquit\n",
    );
    assert!(ok);
    let path = store::autosave_path(&dir);
    let good = std::fs::read_to_string(&path).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&good).unwrap();
    let mut no_moves = json["clock"]["clock"]["control"]["periods"].clone();
    no_moves[0]["moves"] = 0.into();
    let broken = [
        ("no time control", serde_json::json!([])),
        ("a period of no moves", no_moves),
    ];
    for (what, bad) in broken {
        json["clock"]["clock"]["control"]["periods"] = bad;
        std::fs::write(&path, serde_json::to_vec(&json).unwrap()).unwrap();
        let (ok, lines) = run_limited(&["console"], &dir, "Eva vier\nquit\n");
        assert!(ok, "{what}: {lines:#?}");
        assert!(
            lines.iter().any(
                |l| l.starts_with("Die gespeicherte Partie ist nicht lesbar") && l.contains(what)
            ),
            "{what}: {lines:#?}"
        );
        assert!(lines.iter().any(|l| l == "Eva vier?"), "{what}: {lines:#?}");
        let _ = std::fs::remove_file(&path);
    }
    let team = [
        "billiards",
        "--team",
        "pyramid-trinity",
        "--teams",
        "Kazan,Omsk",
        "--roster-a",
        "Anna,Boris,Vera",
        "--roster-b",
        "Gleb,Dina,Egor",
        "--fresh",
        "--confirm",
        "never",
        "console",
    ];
    let (ok, _) = run_limited(&team, &dir, "gleb concedes\nquit\n");
    assert!(ok);
    let path = store::billiards_autosave_path(&dir);
    let mut json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    json["Team"]["rubbers"] = serde_json::json!([]);
    std::fs::write(&path, serde_json::to_vec(&json).unwrap()).unwrap();
    let (ok, lines) = run_limited(
        &["billiards", "--discipline", "pool-8", "console"],
        &dir,
        "quit\n",
    );
    assert!(ok, "{lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("a team match without a rubber")),
        "{lines:#?}"
    );
}

/// The disk refuses the save (here: a folder stands where the file goes): the confirmed event
/// is announced, the failure is said once, the match goes on, and once the disk takes it
/// again the save is written and that is said too. Billiards ended on this before.
#[test]
fn a_failed_save_is_said_and_retried_and_the_match_goes_on() {
    let dir = fresh_dir("save-fails");
    let blocker = store::billiards_autosave_path(&dir);
    std::fs::create_dir_all(blocker.join("in-the-way")).unwrap();
    let mut c = LiveConsole::spawn_args(
        &[
            "billiards",
            "--discipline",
            "pool-8",
            "--players",
            "Anna,Boris",
            "--confirm",
            "never",
            "--fresh",
            "console",
        ],
        &dir,
    );
    c.type_line("pot 9");
    // Why, in the user's words, not the system's ("Is a directory (os error 21)").
    c.expect("Saving failed: it is a folder.", WITHIN);
    c.type_line("no score");
    c.expect("Boris to play.", WITHIN);
    std::fs::remove_dir_all(&blocker).unwrap();
    c.expect("Saved again. The game is safe.", WITHIN);
    c.type_line("status");
    c.type_line("quit");
    let (status, lines) = c.finish(WITHIN);
    assert!(status.success(), "{lines:#?}");
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("Saving failed"))
            .count(),
        1,
        "said once, not at every retry: {lines:#?}"
    );
    let saved = std::fs::read_to_string(&blocker).unwrap();
    assert!(saved.contains("Anna"), "{saved}");
}

/// What Ansage keeps (saves, the lock, settings) is readable by the user alone: files 0600, the
/// data folder 0700. Other local users could listen to a game before.
#[test]
fn saves_and_settings_are_the_users_alone() {
    use std::os::unix::fs::PermissionsExt;
    let dir = fresh_dir("private");
    let data = dir.join("data");
    let config = dir.join("settings.toml");
    let out = Command::new(BIN)
        .args(["console", "--fen", "startpos", "--data-dir"])
        .arg(&data)
        .arg("--config")
        .arg(&config)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"set style en\nEva vier\nja\nquit\n")?;
            c.wait()
        })
        .unwrap();
    assert!(out.success());
    let mode = |p: &PathBuf| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&data), 0o700, "the data folder");
    for file in [store::autosave_path(&data), data.join("lock"), config] {
        assert_eq!(mode(&file), 0o600, "{}", file.display());
    }
}

/// A rule changed in the middle of a match would re-score the frames already played (the
/// match is replayed under its rules): it is refused once the first shot is played, and the
/// score stays as it was.
#[test]
fn a_rule_change_never_rewrites_a_frame_already_played() {
    let dir = fresh_dir("rule-change");
    let (ok, lines) = run_limited(
        &[
            "billiards",
            "--discipline",
            "pool-8",
            "--players",
            "Anna,Boris",
            "--confirm",
            "never",
            "--fresh",
            "console",
        ],
        &dir,
        "set target 3\npot 9\nstatus\nset target 1\nstatus\nquit\n",
    );
    assert!(ok, "{lines:#?}");
    assert!(
        lines.contains(
            &"Rules can be changed only before the first shot of the match; frames played \
              stay as they were scored."
                .to_string()
        ),
        "{lines:#?}"
    );
    let status = |from: usize| {
        lines[from..]
            .iter()
            .skip_while(|l| !l.starts_with("Frames:"))
            .take(3)
            .cloned()
            .collect::<Vec<_>>()
    };
    let refused = lines
        .iter()
        .position(|l| l.starts_with("Rules can be"))
        .unwrap();
    assert_eq!(status(2), status(refused), "{lines:#?}");
}

/// A finished game, a game replaced by a new one and a saved game not resumed each go into
/// the archive (`games/` in the data folder), are listed by `games` and load again: before,
/// a finished game lived only in the autosave until the next game began.
#[test]
fn finished_and_replaced_games_are_kept_and_load_again() {
    let dir = fresh_dir("archive");
    let args = ["console", "--fen", "startpos", "--confirm", "never"];
    // One game resigned, a second one replaced by a new game, a third left unfinished.
    let (ok, _) = run_limited(
        &args,
        &dir,
        "Eva vier\nSchwarz gibt auf\nja\nneue Partie\nja\nDavid vier\nneue Partie\nja\nSpringer Felix drei\nquit\n",
    );
    assert!(ok);
    // The unfinished one is offered; "nein" puts it aside.
    let (ok, lines) = run_limited(
        &["console", "--confirm", "never"],
        &dir,
        "nein\ngames\nload 3\nja\npgn\nquit\n",
    );
    assert!(ok, "{lines:#?}");
    let listed: Vec<&String> = lines.iter().filter(|l| l.contains("/games/")).collect();
    assert_eq!(listed.len(), 3, "{lines:#?}");
    // Each listed with when, who and how it ended, and its file.
    assert!(
        listed
            .iter()
            .any(|l| l.contains(": Weiß gegen Schwarz, Weiß gewinnt, eins zu null (")),
        "{listed:#?}"
    );
    let file = |l: &str| {
        l.rsplit_once(" (")
            .unwrap()
            .1
            .trim_end_matches(')')
            .to_string()
    };
    let kept = |n: usize| std::fs::read_to_string(file(listed[n])).unwrap();
    let all: Vec<String> = (0..3).map(kept).collect();
    assert!(
        all.iter()
            .any(|p| p.contains("1. e4 1-0") || p.contains("1. e4  1-0")),
        "{all:#?}"
    );
    assert!(all.iter().any(|p| p.contains("1. d4 *")), "{all:#?}");
    assert!(all.iter().any(|p| p.contains("1. Nf3 *")), "{all:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Partie geladen: ") && l.ends_with(", ein Halbzug.")),
        "{lines:#?}"
    );
}

/// Issue 32: a settings file saved by Windows Notepad as "Unicode" (UTF-16) was lost: the
/// message named no file, nothing was kept aside, and the next `set` overwrote it. Notepad's
/// file is now read; a file that is no text, or holds a number out of its range
/// (`min_confidence = nan` was taken silently), is kept aside byte for byte under the name the
/// message says, in chess and in billiards, and `set` writes a new one beside it.
#[test]
fn a_settings_file_ansage_cannot_read_is_kept_aside_byte_for_byte_under_the_name_said() {
    let dir = fresh_dir("settings-bytes");
    let config = dir.join("config.toml");
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(
            "language = \"en\"\r\n"
                .encode_utf16()
                .flat_map(u16::to_le_bytes),
        )
        .collect();
    std::fs::write(&config, &utf16).unwrap();
    let (ok, lines) = run_limited(&["console", "--fen", "startpos"], &dir, "quit\n");
    assert!(
        ok && lines.iter().any(|l| l == "New game. White to move."),
        "{lines:#?}"
    );
    assert_eq!(
        std::fs::read(&config).unwrap(),
        utf16,
        "Notepad's file was changed"
    );
    let broken: [(&[&str], &[u8], &str); 3] = [
        (
            &["console", "--fen", "startpos"],
            b"language = \"de\"\n\x00\xff\xfe\x81",
            "UTF-8",
        ),
        (
            &["console", "--fen", "startpos"],
            b"min_confidence = nan\n",
            "min_confidence",
        ),
        (
            &["billiards", "--fresh", "console"],
            b"rate = 101\n",
            "rate = 101",
        ),
    ];
    for (args, bytes, problem) in broken {
        let _ = std::fs::remove_file(&config);
        std::fs::write(&config, bytes).unwrap();
        let input = if args[0] == "console" {
            "set rate 40\nquit\n"
        } else {
            "quit\n"
        };
        let (ok, lines) = run_limited(args, &dir, input);
        assert!(ok, "{lines:#?}");
        let said = lines
            .iter()
            .find(|l| l.contains("nicht lesbar") || l.contains("cannot be read"))
            .unwrap_or_else(|| panic!("{problem}: nothing said: {lines:#?}"));
        assert!(said.contains(problem), "{said}");
        let kept = said
            .split(": ")
            .find_map(|part| {
                part.split_whitespace()
                    .next()
                    .filter(|p| p.contains(".corrupt-"))
            })
            .map(|p| PathBuf::from(p.trim_end_matches('.')))
            .unwrap_or_else(|| panic!("no file named in {said:?}"));
        assert_eq!(std::fs::read(&kept).unwrap(), bytes, "{said}");
        std::fs::remove_file(&kept).unwrap();
        // The `set` after the broken file wrote a new one: the rate, nothing of the old.
        if args[0] == "console" {
            assert_eq!(
                std::fs::read_to_string(&config).unwrap().trim(),
                "rate = 40"
            );
        }
    }
}

/// Issue 32: `--clock 5124095576040h` (or `set clock`) wrapped around to a 9:34:08 clock, and
/// `set` confirmed it; `set rate 300` was "an unknown setting". Each is refused naming the
/// range, and nothing changes.
#[test]
fn a_number_out_of_its_range_is_refused_naming_the_range() {
    let dir = fresh_dir("ranges");
    let out = Command::new(BIN)
        .args(["console", "--clock", "5124095576040h", "--data-dir"])
        .arg(&dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("zwischen 0s und 24h"),
        "{err}"
    );
    let (ok, lines) = run_limited(
        &["console", "--fen", "startpos", "--clock", "rapid-15"],
        &dir,
        "set clock 5124095576040h\nset rate 300\nset clock 90001/90m\nquit\n",
    );
    assert!(ok, "{lines:#?}");
    let said = |what: &str| lines.iter().any(|l| l.contains(what));
    assert!(
        said("zwischen 0s und 24h") && said("Nichts geändert"),
        "{lines:#?}"
    );
    assert!(
        said("rate: 300 geht nicht, erlaubt ist eine Zahl von 0 bis 100"),
        "{lines:#?}"
    );
    assert!(said("eine Periode hat 1 bis 200 Züge"), "{lines:#?}");
    assert!(!said("Eingestellt"), "{lines:#?}");
    assert!(
        !dir.join("config.toml").exists(),
        "a refused value was kept"
    );
}

/// What `ansage ARGS` says of a mistake, with no language in the environment and a home of
/// its own (no settings file): the program's own default language applies.
fn mistake_of(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let home = dir.to_str().unwrap();
    common::mistake_of(args, &[("HOME", home), ("LANG", "C.UTF-8")])
}

/// Issue 32: a command-line mistake was English under the German default ("Fehler: bad clock
/// …", "invalid FEN"), the reason inside a German sentence English; `billiards --help`
/// listed the chess options, which billiards took silently; a race to 0 frames and a shot
/// clock of 0 s were taken without a word. Each is said in the language that applies, whole,
/// and refused naming what is allowed.
#[test]
fn command_line_mistakes_are_said_whole_in_the_language_that_applies() {
    let dir = fresh_dir("cli-words");
    let data = dir.join("data");
    let data = data.to_str().unwrap();
    let (code, said) = mistake_of(
        &dir,
        &["console", "--data-dir", data, "--clock", "nonsense"],
    );
    assert_eq!(code, Some(2));
    assert_eq!(
        said,
        "ansage: „nonsense“ passt nicht zu --clock: die Uhr „nonsense“ geht nicht: \
         „nonsense“: unbekannte Einheit „n“ (h, m, s). Alle Optionen nennt „ansage --help“."
    );
    let (_, said) = mistake_of(&dir, &["console", "--data-dir", data, "--fen", "xx"]);
    assert_eq!(said, "ansage: „xx“ ist keine Stellung in FEN.");
    let (_, said) = mistake_of(&dir, &["console", "--lang", "ru", "--warnings", "5x"]);
    assert!(said.contains("предупреждения «5x» не подходят"), "{said}");
    // The settings file's language applies before the system's.
    std::fs::write(dir.join("settings.toml"), "language = \"en\"\n").unwrap();
    let config = dir.join("settings.toml");
    let config = config.to_str().unwrap();
    let (_, said) = mistake_of(&dir, &["console", "--config", config, "--clock", "9x"]);
    assert!(
        said.contains("bad clock \"9x\": \"9x\": unknown unit \"x\""),
        "{said}"
    );

    let help = Command::new(BIN)
        .args(["billiards", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    for chess in [
        "--fen",
        "--clock",
        "--opponent",
        "--white",
        "--style",
        "--tournament",
    ] {
        assert!(!help.contains(chess), "billiards --help lists {chess}");
    }
    assert!(
        help.contains("--discipline") && help.contains("--lang"),
        "{help}"
    );
    let (code, said) = mistake_of(&dir, &["billiards", "--fen", "x", "console"]);
    assert_eq!(code, Some(2));
    assert!(said.contains("--fen is a chess option"), "{said}");
    let (code, said) = mistake_of(
        &dir,
        &["billiards", "--lang", "de", "--race-to", "0", "console"],
    );
    assert_eq!(code, Some(2));
    assert!(
        said.contains("möglich ist eine Zahl von 1 bis 99"),
        "{said}"
    );
    let (_, said) = mistake_of(&dir, &["billiards", "--shot-clock-seconds", "0", "console"]);
    assert!(said.contains("a number from 5 to 600"), "{said}");
}

/// Issue 32, the same kind as the settings file: what was learnt of the player's voice, when
/// its file cannot be read, was said unreadable without where it went. It is kept aside byte
/// for byte under the name said, and learning starts anew.
#[test]
fn an_unreadable_voice_table_is_kept_aside_under_the_name_said() {
    let dir = fresh_dir("voice-table");
    let hearing = dir.join("hearing");
    std::fs::create_dir_all(&hearing).unwrap();
    let table = hearing.join("de-pocketsphinx.json");
    std::fs::write(&table, b"{broken\xff").unwrap();
    let mut app = LiveConsole::start(
        &dir,
        &["--fen", "startpos", "--listen", "--engine", "pocketsphinx"],
        &[("PULSE_SERVER", "unix:/nonexistent/pulse.sock")],
    );
    let said = app.expect("Was Ansage von Ihrer Aussprache", WITHIN);
    let kept = hearing.join("de-pocketsphinx.json.corrupt-1");
    assert!(
        said.contains(&format!("unverändert aufbewahrt: {}.", kept.display())),
        "{said}"
    );
    assert_eq!(std::fs::read(&kept).unwrap(), b"{broken\xff");
    app.type_line("quit");
    app.finish(WITHIN);
}
