//! A game against Stockfish (Debian's, installed by `make setup`) at its lowest level through
//! the console: the player's moves said as words and confirmed, the engine's moves announced
//! for the tactile board; hints on request; none in tournament mode.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use ansage::core::announce::{Style, move_words};
use ansage::core::game::parse_fen;
use ansage::core::matcher::{MatchResult, match_text};
use shakmaty::{Chess, Position};

#[test]
fn ten_moves_against_stockfish_at_the_lowest_level() {
    let dir = std::env::temp_dir().join(format!("ansage-opponent-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "console",
            "--opponent",
            "stockfish",
            "--opponent-level",
            "0",
        ])
        .args(["--fen", "startpos", "--manual-time", "--data-dir"])
        .arg(&dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let next = |want: &str| -> String {
        loop {
            let line = rx
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no line starting {want:?}"));
            if line.starts_with(want) {
                return line;
            }
        }
    };
    let mut pos = Chess::default();
    next("Neue Partie");
    for n in 0..10 {
        if pos.is_game_over() {
            break;
        }
        // The player's move: a legal move, said in IBCA words, confirmed.
        let moves = pos.legal_moves();
        let m = moves[(n * 7) % moves.len()];
        let words = move_words(&pos, m, Style::Ibca);
        writeln!(stdin, "{words}").unwrap();
        next(&format!("{words}?"));
        writeln!(stdin, "ja").unwrap();
        next(&format!("{words}."));
        pos.play_unchecked(m);
        if pos.is_game_over() {
            break;
        }
        // The engine's move, announced for the board; its words give the move back.
        let line = next("Ansage zieht ");
        let said = line
            .trim_start_matches("Ansage zieht ")
            .trim_end_matches(". Bitte auf dem Brett ausführen.");
        match match_text(&pos, said) {
            MatchResult::Move { mv, cost: 0 } => pos.play_unchecked(mv),
            other => panic!("{line:?} is not a move here: {other:?}"),
        }
    }
    writeln!(stdin, "Tipp").unwrap();
    let hint = next("Tipp: ");
    let hinted = hint.trim_start_matches("Tipp: ").trim_end_matches('.');
    assert!(
        matches!(match_text(&pos, hinted), MatchResult::Move { cost: 0, .. }),
        "{hint}"
    );
    writeln!(stdin, "fen").unwrap();
    let fen = next(&pos.board().to_string());
    assert_eq!(
        parse_fen(&fen).unwrap(),
        pos,
        "Ansage's game and the words agree"
    );
    writeln!(stdin, "quit").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn tournament_mode_has_no_engine_and_no_hints() {
    let dir = std::env::temp_dir().join(format!("ansage-tournament-{}", std::process::id()));
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
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["console", "--tournament", "--fen", "startpos", "--data-dir"])
        .arg(&dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    writeln!(child.stdin.take().unwrap(), "Tipp\nquit").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Turniermodus: keine Engine, keine Hinweise, keine Analyse."),
        "{text}"
    );
    assert!(text.contains("Turniermodus: keine Hinweise."), "{text}");
}
