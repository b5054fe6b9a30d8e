//! PGN files from the player's other tools, loaded through `ansage console` as a player types
//! `load`: a file of several games (listed, one chosen by number), Windows-1252 text, long
//! algebraic and UCI movetext, a Chess960 game, a null move and a word that is no move refused
//! with their reasons, a game played on after a dead position loaded to its end,
//! Termination read as what it says (a bare "1-0" is not made a resignation), and the tags
//! Ansage does not use (ECO, Elo, Annotator, …) written back as they were, which python-chess
//! reads from the saved file.

mod common;
use common::*;

use std::path::Path;
use std::process::Command;

fn dir(name: &str) -> common::Scratch {
    fresh_dir(&format!("pgn-{name}"))
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> String {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.display().to_string()
}

const THREE: &str = r#"[Event "Club"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]
[Termination "normal"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Club"]
[White "Clara"]
[Black "Dmitri"]
[Result "*"]

1. d4 d5 2. c4 *

[Event "Club"]
[White "Eva"]
[Black "Felix"]
[Result "1/2-1/2"]

1. Nf3 Nf6 1/2-1/2
"#;

#[test]
fn a_file_of_several_games_is_listed_and_any_of_them_loaded_by_number() {
    let d = dir("three");
    let p = write(&d, "club.pgn", THREE.as_bytes());
    let lines = console(
        &d,
        &[],
        &format!("load {p}\nload {p} 2\nja\nfen\nload {p} 4\nquit\n"),
    );
    // The list, on the screen, and which one was loaded, said.
    for listed in [
        "1. Anna gegen Boris, Weiß gewann",
        "2. Clara gegen Dmitri, nicht beendet",
        "3. Eva gegen Felix, remis",
    ] {
        assert!(lines.contains(&listed.to_string()), "{lines:#?}");
    }
    assert!(
        lines.contains(&"Partie 1 von 3 in der Datei; die Liste steht auf dem Bildschirm, „load“ mit Pfad und Nummer lädt eine andere.".to_string()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Partie geladen: Anna gegen Boris, 7 Halbzüge.".to_string()),
        "{lines:#?}"
    );
    // The second game, chosen by number, goes on: Black to move after 2. c4. The list is
    // not printed again.
    assert!(
        lines.contains(&"Partie 2 von 3 in der Datei.".to_string()),
        "{lines:#?}"
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("1. Anna gegen Boris"))
            .count(),
        1,
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Partie geladen: Clara gegen Dmitri, 3 Halbzüge.".to_string()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2".to_string()),
        "{lines:#?}"
    );
    assert!(
        lines.contains(
            &"Die Datei enthält 3 Partien; eine Partie 4 gibt es darin nicht.".to_string()
        ),
        "{lines:#?}"
    );
}

#[test]
fn a_game_is_chosen_by_a_players_name() {
    let d = dir("players");
    let text = format!(
        "{THREE}\n[Event \"Club\"]\n[White \"Dmitri\"]\n[Black \"Müller, Eva\"]\n[Result \"*\"]\n\n1. c4 *\n"
    );
    let p = write(&d, "club.pgn", text.as_bytes());
    let lines = console(
        &d,
        &[],
        &format!(
            "load {p} felix\nload {p} Zoe\nload {p} Eva Muller\nja\nload {p} dmitri\nja\nquit\n"
        ),
    );
    let has = |line: &str| lines.iter().any(|l| l == line);
    assert!(
        has("Partie geladen: Eva gegen Felix, 2 Halbzüge."),
        "{lines:#?}"
    );
    assert!(
        has(
            "In den 4 Partien der Datei spielt niemand namens Zoe. Die Partie bleibt, wie sie ist."
        ),
        "{lines:#?}"
    );
    assert!(
        has("Partie geladen: Dmitri gegen Müller, Eva, ein Halbzug."),
        "{lines:#?}"
    );
    // Dmitri plays twice: the first is loaded, and the other is named; his name as the file
    // writes it.
    assert!(
        has(
            "Dmitri spielt in 2 Partien der Datei (2, 4); die erste ist geladen, „load“ mit Pfad und Nummer lädt eine andere."
        ),
        "{lines:#?}"
    );
    assert!(
        has("Partie geladen: Clara gegen Dmitri, 3 Halbzüge."),
        "{lines:#?}"
    );
}

#[test]
fn a_windows_1252_file_with_umlauts_loads_with_its_names() {
    let d = dir("cp1252");
    // "Müller" and "Schröder" in Windows-1252 (ü = FC, ö = F6): not UTF-8.
    let mut bytes =
        b"[White \"M\xfcller\"]\n[Black \"Schr\xf6der\"]\n[Result \"*\"]\n\n1. e4 *\n".to_vec();
    bytes.extend_from_slice(b"\n");
    let p = write(&d, "alt.pgn", &bytes);
    let lines = console(&d, &["--lang", "de"], &format!("load {p}\nquit\n"));
    assert!(
        lines.contains(&"Partie geladen: Müller gegen Schröder, ein Halbzug.".to_string()),
        "{lines:#?}"
    );
}

#[test]
fn long_algebraic_and_uci_movetext_load_as_the_same_game() {
    let want = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    for (name, moves) in [
        ("san.pgn", "1. e4 e5 2. Nf3 Nc6 *"),
        ("long.pgn", "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 *"),
        ("uci.pgn", "1. e2e4 e7e5 2. g1f3 b8c6 *"),
    ] {
        let d = dir(&format!("long-{name}"));
        let p = write(&d, name, format!("[Result \"*\"]\n\n{moves}\n").as_bytes());
        let lines = console(&d, &[], &format!("load {p}\nfen\nquit\n"));
        assert!(lines.contains(&want.to_string()), "{name}: {lines:#?}");
    }
}

#[test]
fn chess960_a_null_move_an_illegal_move_and_a_word_that_is_no_move_are_refused_with_their_reason() {
    let d = dir("refused");
    let c960 = write(
        &d,
        "960.pgn",
        b"[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n1. e4 *\n",
    );
    let null = write(&d, "null.pgn", b"1. e4 -- 2. d4 *\n");
    let illegal = write(&d, "illegal.pgn", b"1. e4 e5 2. Ke3 *\n");
    // Words pgn-reader skips in silence: a mistyped square, German piece letters. Loaded
    // without them, the game would have had three plies, or Black's moves given to White.
    let typo = write(&d, "typo.pgn", b"1. e4 e5 2. Nf3 e9 3. Bc4 *\n");
    let german = write(&d, "german.pgn", b"1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n");
    let lines = console(
        &d,
        &[],
        &format!(
            "load {c960}\nload {null}\nload {illegal}\nload {typo}\nload {german}\nfen\nquit\n"
        ),
    );
    for said in [
        "Die Partie ist Chess960; Ansage spielt nur Schach nach den FIDE-Regeln mit der üblichen Grundstellung. Nicht geladen.",
        "Der 1. Zug von Schwarz ist ein Nullzug (--), den es in einer Partie nicht gibt. Nicht geladen.",
        "Der 2. Zug von Weiß, Ke3, ist in der Stellung regelwidrig. Nicht geladen.",
        "Der 2. Zug von Schwarz, e9, ist kein Zug, den Ansage lesen kann: Züge werden gelesen, wie der PGN-Standard sie schreibt, mit englischen Buchstaben (e4, Nf3, O-O), oder in langer Notation (e2-e4). Nicht geladen.",
        "Der 2. Zug von Weiß, Sf3, ist kein Zug, den Ansage lesen kann: Züge werden gelesen, wie der PGN-Standard sie schreibt, mit englischen Buchstaben (e4, Nf3, O-O), oder in langer Notation (e2-e4). Nicht geladen.",
    ] {
        assert!(lines.contains(&said.to_string()), "{lines:#?}");
    }
    // Nothing was changed: the start position.
    assert!(
        lines.contains(&"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".to_string()),
        "{lines:#?}"
    );
}

#[test]
fn termination_is_read_as_it_says_and_a_bare_result_is_only_recorded() {
    let d = dir("termination");
    let flag = write(
        &d,
        "flag.pgn",
        b"[Result \"0-1\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1\n",
    );
    let bare = write(&d, "bare.pgn", b"[Result \"1-0\"]\n\n1. e4 e5 1-0\n");
    let lines = console(
        &d,
        &["--lang", "en"],
        &format!("load {flag}\nload {bare}\nyes\nquit\n"),
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Flag") && l.contains("Black wins")),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Result as recorded") && l.contains("White wins")),
        "{lines:#?}"
    );
    assert!(
        !lines.iter().any(|l| l.contains("resigns")),
        "no resignation made up: {lines:#?}"
    );
}

/// Loads a PGN file and saves the game again as `saved.pgn` beside it.
fn load_and_save(d: &Path, source: &str) -> std::path::PathBuf {
    let saved = d.join("saved.pgn");
    let lines = console(
        d,
        &[],
        &format!("load {source}\nsave {}\nquit\n", saved.display()),
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Gespeichert")),
        "{lines:#?}"
    );
    saved
}

#[test]
fn tags_ansage_does_not_use_are_written_back_and_python_chess_reads_them() {
    let d = dir("tags");
    let source = write(
        &d,
        "source.pgn",
        "[Event \"Wijk aan Zee\"]\n[Site \"Wijk aan Zee NED\"]\n[Date \"1999.01.20\"]\n[Round \"4\"]\n[White \"Kasparov, Garry\"]\n[Black \"Topalov, Veselin\"]\n[Result \"*\"]\n[ECO \"B07\"]\n[Opening \"Pirc\"]\n[WhiteElo \"2812\"]\n[BlackElo \"2700\"]\n[Annotator \"Müller\"]\n[UTCDate \"1999.01.20\"]\n\n1. e4 d6 2. d4 Nf6 *\n"
            .as_bytes(),
    );
    let saved = load_and_save(&d, &source);
    let text = python_chess(
        &saved,
        "for k in ['Event', 'Round', 'White', 'ECO', 'Opening', 'WhiteElo', 'BlackElo', 'Annotator', 'UTCDate']:\n\
         \x20   print(k + '=' + g.headers.get(k, '-'))\n\
         print(' '.join(m.uci() for m in g.mainline_moves()))\n",
    );
    for line in [
        "Event=Wijk aan Zee",
        "Round=4",
        "White=Kasparov, Garry",
        "ECO=B07",
        "Opening=Pirc",
        "WhiteElo=2812",
        "BlackElo=2700",
        "Annotator=Müller",
        "UTCDate=1999.01.20",
        "e2e4 d7d6 d2d4 g8f6",
    ] {
        assert!(text.lines().any(|l| l == line), "{line}: {text}");
    }
}

/// The time each move took is written as `%emt` beside `%clk`, also for a move entered from
/// the sighted board, and python-chess reads both; asked, the time used counts the move being
/// thought on (White's 7 s and 3 s).
#[test]
fn the_time_each_move_took_is_in_the_pgn_and_python_chess_reads_it() {
    let d = dir("emt");
    let saved = d.join("timed.pgn");
    let lines = console(
        &d,
        &["--clock", "5m", "--manual-time", "--fen", "startpos"],
        &format!(
            "wait 7s\nEva vier\nja\nwait 12s\nplayed e7e5\nwait 3s\nwie lange\nsave {}\nquit\n",
            saved.display()
        ),
    );
    assert!(
        lines.iter().any(|l| l
            == "Der letzte Zug, Schwarz Eva fünf, dauerte zwölf Sekunden. Verbraucht: Weiß \
                zehn Sekunden, Schwarz zwölf Sekunden."),
        "{lines:#?}"
    );
    let times = python_chess(
        &saved,
        "for n in g.mainline():\n\
         \x20   print(n.move.uci(), n.clock(), n.emt())\n",
    );
    assert_eq!(times, "e2e4 293.0 7.0\ne7e5 288.0 12.0\n");
}

/// What a python-chess script prints of a PGN file's first game, read without errors: the
/// script continues after `g = chess.pgn.read_game(...)`.
fn python_chess(pgn: &Path, script: &str) -> String {
    let script = format!(
        "import sys, chess.pgn\n\
         g = chess.pgn.read_game(open(sys.argv[1], encoding='utf-8'))\n\
         assert not g.errors, g.errors\n{script}"
    );
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .args(["-c", &script])
        .arg(pgn)
        .output()
        .expect("python-chess, installed by make setup");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What python-chess makes of a PGN file's first game: its tags, and its movetext with every
/// comment, NAG and variation, as python-chess's own exporter writes them.
fn python_chess_export(pgn: &Path) -> String {
    python_chess(
        pgn,
        "for k, v in sorted(g.headers.items()):\n\
         \x20   print(k + '=' + v)\n\
         print(g.accept(chess.pgn.StringExporter(headers=False, columns=None)))\n",
    )
}

/// An annotated game as the player's other tools write one: a comment before the first move,
/// comments with an engine's evaluation, NAGs and "!?" suffixes, variations nested two deep,
/// one beginning with Black's move, a clock on the moves.
const ANNOTATED: &str = "[Event \"Training\"]\n[Site \"?\"]\n[Date \"2026.12.01\"]\n[Round \"1\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n[Annotator \"Coach\"]\n\n{A quiet opening.} 1. e4 {[%eval 0.3] [%clk 0:59:50]} 1... e5 $1 {Solid.} (1... c5 2. Nf3 (2. c3 {Alapin} d5) 2... d6 $14) 2. Nf3!? Nc6 (2... d6 {Philidor}) 3. Bb5 {[%clk 0:58:10] The Spanish.} a6 *\n";

#[test]
fn a_games_comments_nags_and_variations_are_kept_through_load_and_save() {
    let d = dir("annotated");
    let source = write(&d, "source.pgn", ANNOTATED.as_bytes());
    let saved = load_and_save(&d, &source);
    let ours = python_chess_export(&saved);
    assert_eq!(
        ours,
        python_chess_export(Path::new(&source)),
        "{}",
        std::fs::read_to_string(&saved).unwrap()
    );
    for kept in [
        "{ A quiet opening. }",
        "$1",
        "( 2. c3 { Alapin } 2... d5 )",
        "{ Philidor }",
        "[%eval 0.3]",
        "[%clk 0:58:10]",
    ] {
        assert!(ours.contains(kept), "{kept} not in {ours}");
    }
    // Ansage's own export: a Black move after a comment or variation has its number.
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("2... d6 $14)"), "{text}");
}

#[test]
fn a_quoted_path_and_one_from_home_load() {
    let d = dir("paths");
    let home = d.join("home");
    std::fs::create_dir_all(home.join("My Games")).unwrap();
    std::fs::write(
        home.join("My Games/one game.pgn"),
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n",
    )
    .unwrap();
    let h = home.display().to_string();
    let config = d.join("config.toml").display().to_string();
    let data = d.display().to_string();
    let lines = run_ansage_in(
        &["console", "--data-dir", &data, "--config", &config],
        &format!("load \"{h}/My Games/one game.pgn\"\nload ~/My Games/one game.pgn\nquit\n"),
        &[("HOME", h.as_str())],
    );
    assert_eq!(
        lines
            .iter()
            .filter(|l| *l == "Partie geladen: A gegen B, ein Halbzug.")
            .count(),
        2,
        "{lines:#?}"
    );
}

#[test]
fn a_game_played_on_after_a_dead_position_loads_to_its_end_and_says_what_was_left() {
    // Tournament files (TWIC among them) go on after a dead position, as the players did; by
    // 9.6 the game ended with the move that made it. Before, such a game was refused with
    // "Ke4 is illegal".
    let d = dir("after-end");
    let p = write(
        &d,
        "dead.pgn",
        b"[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"8/8/2N5/4K3/8/1Bk5/8/8 b - - 0 57\"]\n\n57... Kxb3 58. Ke4 Kc4 59. Ne5+ 1/2-1/2\n",
    );
    let lines = console(&d, &[], &format!("load {p}\nfen\nquit\n"));
    for said in [
        "Nach den Regeln endete die Partie mit dem 57. Zug von Schwarz; die 3 Halbzüge, die danach noch gespielt wurden, werden nicht geladen.",
        "8/8/2N5/4K3/8/1k6/8/8 w - - 0 58",
    ] {
        assert!(lines.contains(&said.to_string()), "{lines:#?}");
    }
    let english = console(&d, &["--lang", "en"], &format!("load {p}\nquit\n"));
    assert!(
        english.contains(
            &"By the laws the game ended with Black's move 57; the 3 half-moves played after it are not loaded."
                .to_string()
        ),
        "{english:#?}"
    );
}

/// Issue 32: a refused word was echoed with its control bytes (a terminal escape that clears
/// the screen, a NUL: they reach the terminal and the screen reader), and a PGN file of
/// 200 000 games was listed line by line. Text from a file is printed without its control
/// characters, and the list is a page with how to load the others.
#[test]
fn a_files_control_bytes_never_reach_the_terminal_and_a_huge_file_lists_a_page() {
    let d = dir("hostile");
    let bad = write(
        &d,
        "bad.pgn",
        b"[White \"An\x1b[2Jna\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 e9\x1b[2J\x00\x07 *\n",
    );
    let mut huge = String::new();
    for i in 1..=200_000 {
        huge.push_str(&format!(
            "[White \"W{i}\"]\n[Black \"B\u{202E}{i}\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n"
        ));
    }
    let huge = write(&d, "huge.pgn", huge.as_bytes());
    let lines = console(&d, &[], &format!("load {bad}\nload {huge}\nquit\n"));
    let all = lines.join("\n");
    assert!(
        !all.chars()
            .any(|c| (c.is_control() && c != '\n') || c == '\u{202E}'),
        "{all:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Der 2. Zug von Schwarz, e9")),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("20. W20 gegen B")),
        "{lines:#?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("21. W21")),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Partie 1 von 200000 in der Datei; die ersten 20 stehen auf dem Bildschirm, „load“ mit Pfad und Nummer lädt eine andere.".to_string()),
        "{lines:#?}"
    );
    assert!(lines.len() < 40, "{} lines", lines.len());
}

/// Issue 32, the same kind as a huge PGN file: every game played is kept, and `games` listed
/// them all, for years of games. It lists the newest page and says how to load the others,
/// and an older one than the page loads by its number.
#[test]
fn the_kept_games_are_listed_a_page_at_a_time_and_older_ones_still_load() {
    let d = dir("kept-page");
    let mut script = String::new();
    for _ in 0..23 {
        script.push_str("e4\nja\nnew\nja\n");
    }
    script.push_str("games\nload 23\nquit\n");
    let lines = console(&d, &["--fen", "startpos"], &script);
    assert!(lines.iter().any(|l| l.starts_with("20: ")), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.starts_with("21: ")), "{lines:#?}");
    assert!(
        lines.contains(
            &"Die neuesten 20 von 23 aufbewahrten Partien; „load N“ lädt jede nach ihrer \
              Nummer, von der neuesten an gezählt."
                .to_string()
        ),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Partie geladen:")),
        "{lines:#?}"
    );
}
