//! A game against Stockfish (Debian's, installed by `make setup`) at its lowest level through
//! the console: the player's moves said as words and confirmed, the engine's moves announced
//! for the tactile board; hints on request; none in tournament mode.

use std::process::Command;
use std::time::Duration;

mod common;
use common::LiveConsole;

use ansage::chess::announce::{Style, move_words};
use ansage::chess::game::parse_fen;
use ansage::chess::matcher::{MatchResult, match_text};
use shakmaty::{Chess, Position};

/// How long a line may take: an engine move at the lowest level takes well under a second.
const LINE: Duration = Duration::from_secs(20);

#[test]
fn ten_moves_against_stockfish_at_the_lowest_level() {
    let dir = common::fresh_dir("opponent");
    // The engine's side logged: a failed run keeps what the engine was asked and answered.
    let log = common::fresh_dir("opponent-log");
    let mut app = LiveConsole::start_logged(
        &dir,
        &[
            "--opponent",
            "stockfish",
            "--opponent-level",
            "0",
            "--fen",
            "startpos",
            "--manual-time",
        ],
        &[("RUST_LOG", "ansage::engine=debug")],
        &log.join("stderr.log"),
    );
    let mut pos = Chess::default();
    app.expect("Neue Partie", LINE);
    for _ in 0..10 {
        if pos.is_game_over() {
            break;
        }
        // The player's move: a careful legal move, said in IBCA words, confirmed.
        let m = common::careful_move(&pos);
        let words = move_words(&pos, m, Style::Ibca);
        app.type_line(&words);
        app.expect(&format!("{words}?"), LINE);
        app.type_line("ja");
        app.expect(&format!("{words}."), LINE);
        pos.play_unchecked(m);
        if pos.is_game_over() {
            break;
        }
        // The engine's move, announced for the board; its words give the move back.
        let line = app.expect("Ansage zieht ", LINE);
        let said = line
            .trim_start_matches("Ansage zieht ")
            .trim_end_matches(". Bitte auf dem Brett ausführen.");
        match match_text(&pos, said) {
            MatchResult::Move { mv, cost: 0 } => pos.play_unchecked(mv),
            other => panic!("{line:?} is not a move here: {other:?}"),
        }
    }
    app.type_line("Tipp");
    let hint = app.expect("Tipp: ", LINE);
    let hinted = hint.trim_start_matches("Tipp: ").trim_end_matches('.');
    assert!(
        matches!(match_text(&pos, hinted), MatchResult::Move { cost: 0, .. }),
        "{hint}"
    );
    app.type_line("fen");
    let fen = app.expect(&pos.board().to_string(), LINE);
    assert_eq!(
        parse_fen(&fen).unwrap(),
        pos,
        "Ansage's game and the words agree"
    );
    app.type_line("quit");
    let (status, _) = app.finish(LINE);
    assert!(status.success());
}

/// Б6: in rapid an illegal move of the player's, entered by the arbiter, stands; the engine
/// replies from the position after it (an engine stops reading a move list at an illegal
/// move, so it is given that position itself).
#[test]
fn the_engine_replies_to_an_illegal_move_that_stands_in_rapid() {
    let dir = common::fresh_dir("opponent-illegal");
    let mut app = LiveConsole::start(
        &dir,
        &[
            "--opponent",
            "stockfish",
            "--fen",
            "startpos",
            "--illegal",
            "rapid",
            "--manual-time",
        ],
        &[],
    );
    app.expect("Neue Partie", LINE);
    app.type_line("illegal g1 g3");
    app.expect(
        "Regelwidriger Zug von Weiß: Springer Gustav eins Gustav drei.",
        LINE,
    );
    let line = app.expect("Ansage zieht ", LINE);
    let said = line
        .trim_start_matches("Ansage zieht ")
        .trim_end_matches(". Bitte auf dem Brett ausführen.");
    let after = parse_fen("rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNBQKB1R b KQkq - 1 1").unwrap();
    assert!(
        matches!(match_text(&after, said), MatchResult::Move { cost: 0, .. }),
        "{line:?} is not Black's move after Ng1-g3"
    );
    app.type_line("quit");
    let (status, _) = app.finish(LINE);
    assert!(status.success());
}

#[test]
fn tournament_mode_has_no_engine_and_no_hints() {
    let dir = common::fresh_dir("tournament");
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "console",
            "--tournament",
            "--opponent",
            "stockfish",
            "--data-dir",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text =
        common::console(&dir, &["--tournament", "--fen", "startpos"], "Tipp\nquit\n").join("\n");
    assert!(
        text.contains("Turniermodus: keine Engine, keine Hinweise, keine Analyse."),
        "{text}"
    );
    assert!(text.contains("Turniermodus: keine Hinweise."), "{text}");
}

/// An engine that never answers does not hang Ansage (issue 14): it must say `uciok` within
/// 5 s and a move within its time and 5 s (then it is told to stop, and given 5 s more);
/// otherwise it is dropped, that is said in the player's language, and the game goes on
/// without it. Nothing waits for it meanwhile: the game starts at once and the player is
/// answered while the engine is silent or thinks.
#[test]
fn a_silent_or_stuck_engine_is_dropped_and_the_game_goes_on() {
    let dir = common::fresh_dir("stuck-engine");
    let silent = dir.join("silent-engine");
    let stuck = dir.join("stuck-engine");
    std::fs::write(&silent, "#!/bin/sh\nexec sleep 1000\n").unwrap();
    std::fs::write(
        &stuck,
        "#!/bin/sh\nwhile read l; do case \"$l\" in uci) echo uciok;; isready) echo readyok;; esac; done\n",
    )
    .unwrap();
    for f in [&silent, &stuck] {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(f, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w";
    let mut app = LiveConsole::start(
        &dir.join("a"),
        &["--opponent", silent.to_str().unwrap(), "--fen", "startpos"],
        &[],
    );
    app.expect("Neue Partie", LINE);
    app.type_line("fen");
    app.expect(start, LINE);
    app.expect(
        "Die Engine meldet sich nicht. Die Partie geht ohne sie weiter.",
        LINE,
    );
    assert!(
        app.seen_before("Neue Partie", "Die Engine"),
        "the game starts at once"
    );
    assert!(
        app.seen_before(start, "Die Engine"),
        "the player is answered meanwhile"
    );
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
    // A stuck engine playing White: it thinks at once; the player is answered meanwhile; then
    // the engine's turn ends in a message and the player may move for White.
    let mut app = LiveConsole::start(
        &dir.join("b"),
        &[
            "--opponent",
            stuck.to_str().unwrap(),
            "--opponent-color",
            "white",
            "--fen",
            "startpos",
        ],
        &[],
    );
    app.expect("Neue Partie", LINE);
    app.type_line("fen");
    app.expect(start, LINE);
    app.expect(
        "Die Engine bringt ihren Zug nicht.",
        Duration::from_secs(40),
    );
    assert!(
        app.seen_before(start, "Die Engine"),
        "the player is answered meanwhile"
    );
    app.type_line("Eva vier");
    app.expect("Eva vier?", LINE);
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// An engine is named with its arguments, and found on PATH by its name (issue 16): a
/// wrapper that plays only when given `--play` (it execs Stockfish), in a folder on PATH.
#[test]
fn an_engine_on_path_is_started_with_its_arguments() {
    let dir = common::fresh_dir("engine-args");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let wrapper = bin.join("picky-engine");
    std::fs::write(
        &wrapper,
        "#!/bin/sh\n[ \"$1\" = --play ] || exit 3\nexec /usr/games/stockfish\n",
    )
    .unwrap();
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut app = LiveConsole::start(
        &dir.join("data"),
        &[
            "--opponent",
            "picky-engine --play",
            "--opponent-color",
            "white",
            "--opponent-level",
            "0",
            "--fen",
            "startpos",
        ],
        &[("PATH", path.as_str())],
    );
    app.expect("Neue Partie", LINE);
    app.expect("Ansage zieht ", LINE);
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// A wrapper that records what Ansage sends to the real engine (in `NAME.log`) and passes
/// it on: the engine plays, the test reads the conversation.
fn logged_engine(dir: &std::path::Path, name: &str, engine: &str) -> std::path::PathBuf {
    let wrapper = dir.join(name);
    std::fs::write(
        &wrapper,
        format!("#!/bin/sh\ntee -a \"$0.log\" | {engine}\n"),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    wrapper
}

fn engine_game(dir: &std::path::Path, engine: &std::path::Path, level: &str) -> LiveConsole {
    let mut app = LiveConsole::start(
        &dir.join("data"),
        &[
            "--opponent",
            engine.to_str().unwrap(),
            "--opponent-color",
            "white",
            "--opponent-level",
            level,
            "--fen",
            "startpos",
        ],
        &[],
    );
    app.expect("Neue Partie", LINE);
    app
}

/// Stockfish is weakened by its own Skill Level; Toga II (Debian's `toga2`), which has no
/// strength setting, by a limited search depth, and the player is told so; GNU Chess speaks
/// UCI when asked to (`--uci`) and has none either.
#[test]
fn each_engine_is_weakened_as_its_options_allow() {
    let dir = common::fresh_dir("engine-strength");
    let stockfish = logged_engine(&dir, "stockfish-logged", "/usr/games/stockfish");
    let mut app = engine_game(&dir, &stockfish, "0");
    app.expect("Ansage zieht ", LINE);
    app.type_line("quit");
    let (status, lines) = app.finish(LINE);
    assert!(status.success());
    assert!(
        !lines.iter().any(|l| l.contains("Stärkeeinstellung")),
        "{lines:?}"
    );
    let sent = std::fs::read_to_string(dir.join("stockfish-logged.log")).unwrap();
    assert!(
        sent.contains("setoption name Skill Level value 0\n"),
        "{sent}"
    );
    assert!(sent.contains("go movetime 100\n"), "{sent}");

    for (name, engine, title) in [
        ("toga-logged", "/usr/games/toga2", "Toga II 3.0"),
        (
            "gnuchess-logged",
            "/usr/games/gnuchess --uci",
            "GNU Chess 6.2.7",
        ),
    ] {
        let dir = dir.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let wrapper = logged_engine(&dir, name, engine);
        let mut app = engine_game(&dir, &wrapper, "0");
        app.expect(
            &format!(
                "Die Engine {title} hat keine Stärkeeinstellung; Ansage begrenzt deshalb ihre Rechentiefe (Tiefe 1)."
            ),
            LINE,
        );
        app.expect("Ansage zieht ", LINE);
        app.type_line("quit");
        assert!(app.finish(LINE).0.success());
        let sent = std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap();
        assert!(sent.contains("go movetime 100 depth 1\n"), "{sent}");
        assert!(!sent.contains("Skill Level"), "{sent}");
    }
}

/// An xboard engine (GNU Chess without `--uci` takes "uci" for a move) is refused with what
/// it answered and what to use instead, and the game goes on without it.
#[test]
fn an_xboard_engine_is_refused_with_its_answer() {
    let dir = common::fresh_dir("engine-xboard");
    let mut app = engine_game(&dir, std::path::Path::new("/usr/games/gnuchess"), "5");
    app.expect(
        "Die Engine spricht nicht UCI, sie antwortet „White (1) : Invalid move: uci“. Ansage braucht eine UCI-Engine (GNU Chess mit --uci, Crafty über polyglot). Die Partie geht ohne sie weiter.",
        LINE,
    );
    app.type_line("Eva vier");
    app.expect("Eva vier?", LINE);
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// Fool's mate, played with a clock, then "Bericht" (issue 36): the times at once, then what
/// the engine (Debian's Stockfish; no opponent played) finds: the move that turned the game
/// and each side's worst move, the blunder named as one that lets the opponent mate; "mehr"
/// adds the longest thinks. Nothing waits meanwhile: the clock is asked while it evaluates.
#[test]
fn the_report_after_the_game_names_the_turning_point_and_the_blunder() {
    let dir = common::fresh_dir("evaluation");
    let mut app = LiveConsole::start(
        &dir,
        &["--fen", "startpos", "--clock", "5m", "--manual-time"],
        &[],
    );
    app.expect("Neue Partie", LINE);
    for (wait, words) in [
        ("2s", "Felix drei"),
        ("3s", "Eva fünf"),
        ("10s", "Gustav vier"),
        ("4s", "Dame Hektor vier"),
    ] {
        app.type_line(&format!("wait {wait}"));
        app.type_line(words);
        app.type_line("ja");
    }
    app.expect("Matt. Schwarz gewinnt", LINE);
    app.type_line("Bericht");
    app.expect(
        "Längste Überlegung von Weiß: Zug zwei, Gustav vier, zehn Sekunden.",
        LINE,
    );
    app.expect(
        "Die Engine wertet die Partie aus; das Ergebnis folgt.",
        LINE,
    );
    app.expect(
        "Wendepunkt: Zug zwei, Weiß, Gustav vier: danach steht Schwarz auf Gewinn. \
         Schlechtester Zug von Weiß: Zug zwei, Gustav vier, ein grober Fehler, danach setzt \
         der Gegner matt. Schwarz machte keinen Fehler.",
        LINE,
    );
    app.expect("Einzelheiten der Auswertung: mehr.", LINE);
    app.type_line("mehr");
    app.expect(
        "Längste Überlegungen von Weiß: Zug zwei, Gustav vier, zehn Sekunden",
        LINE,
    );
    // Asked again: said from what was kept, no second run of the engine.
    app.type_line("Bericht");
    app.expect("Wendepunkt: Zug zwei, Weiß, Gustav vier", LINE);
    app.type_line("quit");
    let (status, lines) = app.finish(LINE);
    assert!(status.success());
    let runs = lines
        .iter()
        .filter(|l| l.starts_with("Die Engine wertet"))
        .count();
    assert_eq!(runs, 1, "{lines:#?}");
}

/// The evaluation after the game is the engine's help: none in tournament mode (fair play),
/// and a missing engine is said with its reason while the report by the times still is.
#[test]
fn no_engine_evaluates_in_tournament_mode_and_a_missing_one_is_said() {
    let fools_mate = "Felix drei\nja\nEva fünf\nja\nGustav vier\nja\nDame Hektor vier\nja\n";
    let dir = common::fresh_dir("evaluation-tournament");
    let lines = common::console(
        &dir,
        &["--tournament", "--fen", "startpos"],
        &format!("{fools_mate}Bericht\nquit\n"),
    );
    let has = |lines: &[String], l: &str| lines.iter().any(|x| x == l);
    assert!(
        has(
            &lines,
            "Im Turniermodus wertet keine Engine die Partie aus."
        ),
        "{lines:#?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("Wendepunkt")),
        "{lines:#?}"
    );
    let dir = common::fresh_dir("evaluation-missing");
    let missing = dir.join("no-such-engine");
    let mut app = LiveConsole::start(
        &dir,
        &["--opponent", missing.to_str().unwrap(), "--fen", "startpos"],
        &[],
    );
    app.expect("Neue Partie", LINE);
    for line in fools_mate.lines() {
        app.type_line(line);
    }
    app.expect("Matt. Schwarz gewinnt", LINE);
    app.type_line("Bericht");
    app.expect("Für diese Partie sind keine Zeiten aufgezeichnet", LINE);
    let why = app.expect("Die Engine kann die Partie nicht auswerten: ", LINE);
    assert!(why.contains("no-such-engine"), "{why}");
    app.type_line("quit");
    let (status, _) = app.finish(LINE);
    assert!(status.success());
}
