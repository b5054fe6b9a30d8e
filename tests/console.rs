//! The console mode and the command line, run as a user runs them: the real binary, stdin,
//! stdout, files on disk, python-chess as a second reader of the PGN.

mod common;

use common::*;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use ansage::chess::scoresheet::from_pgn;
use ansage::store;
use shakmaty::uci::UciMove;

const BIN: &str = env!("CARGO_BIN_EXE_ansage");

fn data_dir(name: &str) -> common::Scratch {
    common::fresh_dir(&format!("console-{name}"))
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
    )
    .unwrap()
}

#[test]
fn a_master_game_typed_in_ibca_words_ends_right_and_python_chess_reads_its_pgn() {
    let dir = data_dir("master");
    let words = fixture("kasparov-topalov-1999.words");
    let input = format!("{words}Schwarz gibt auf\nja\npgn\nquit\n");
    let lines = console(&dir, &[], &input);
    let read_backs = lines.iter().filter(|l| l.ends_with('?')).count();
    assert_eq!(read_backs, 87, "every one of the 87 moves read back once");
    assert!(
        lines.contains(&"Schwarz gibt auf. Weiß gewinnt, eins zu null.".to_string()),
        "{lines:#?}"
    );
    assert!(
        lines
            .iter()
            .all(|l| !l.starts_with("Nicht möglich") && !l.starts_with("Nicht verstanden")),
        "{lines:#?}"
    );
    let start = lines.iter().position(|l| l.starts_with("[Event")).unwrap();
    let pgn = lines[start..].join("\n") + "\n";
    let ours = dir.join("ours.pgn");
    std::fs::write(&ours, &pgn).unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kasparov-topalov-1999.pgn");
    let theirs = common::python_chess_reads(&source);
    let read = common::python_chess_reads(&ours);
    assert_eq!(
        read, theirs,
        "python-chess reads Ansage's PGN as the source game"
    );
    assert_eq!(read[1], "1-0");
    // And python-chess's reading equals Ansage's own record.
    let game = from_pgn(&pgn).unwrap();
    let own: Vec<String> = game
        .plies()
        .iter()
        .map(|p| UciMove::from_standard(p.mv).to_string())
        .collect();
    assert_eq!(own.join(" "), read[0]);
    assert_eq!(own.len(), 87);
}

/// A start and a quit without a move leave nothing to resume: the next start is a new game,
/// not "a saved game, move one" (issue 18). A game with a move is offered.
#[test]
fn a_game_without_a_move_is_not_offered_for_resume() {
    let dir = data_dir("nothing-to-resume");
    // With a clock, leaving saves the clock's times even without a move.
    let first = console(&dir, &["--clock", "rapid-15"], "quit\n");
    assert_eq!(first[0], "Neue Partie. Weiß am Zug.", "{first:?}");
    assert_eq!(
        first[1], "Ansage wird beendet.",
        "nothing said to be kept: {first:?}"
    );
    let again = console(&dir, &[], "Eva vier\nja\nquit\n");
    assert_eq!(again[0], "Neue Partie. Weiß am Zug.", "{again:?}");
    let third = console(&dir, &[], "quit\n");
    assert_eq!(
        third[0],
        "Es gibt eine gespeicherte Partie: Zug eins, Schwarz am Zug. Fortsetzen? Ja oder nein.",
        "{third:?}"
    );
}

/// Issue 18: the arbiter types his decision (13.4г); the blind player hears it asked and
/// decided, in his language.
#[test]
fn the_arbiter_types_a_game_declared_lost() {
    let dir = data_dir("forfeit");
    let out = console(
        &dir,
        &["--lang", "ru"],
        "forfeit white someday\nforfeit white absent\nда\nquit\n",
    );
    assert_eq!(
        out[1..4],
        [
            "«someday» — недопустимое значение для forfeit; возможны: absent, phone, refusal, \
             penalty.",
            "Засчитать поражение белым по решению судьи (статья 6.7, неявка)? Да или нет.",
            "Судья засчитал поражение белым (статья 6.7, неявка). Победа чёрных, ноль один.",
        ],
        "{out:?}"
    );
    // 12.9: both lose.
    let dir = data_dir("forfeit-both");
    let out = console(
        &dir,
        &["--lang", "en"],
        "forfeit both
yes
quit
",
    );
    assert_eq!(
        out[1..3],
        [
            "Both lose the game by the arbiter's decision (article 12.9, both persistently refuse \
             to comply with the laws)? Yes or no.",
            "The arbiter's decision (article 12.9, both persistently refuse to comply with the \
             laws). Both lose, nothing to nothing.",
        ],
        "{out:?}"
    );
}

/// Issue 18, appendix А2: the envelope lacked the time used by each player (в), the date,
/// time and place of resumption (ж) and a way to set event and round, and named the sealer
/// by colour (г). The arbiter types them; the times are the clock's.
#[test]
fn the_envelope_has_every_field_of_a2() {
    let dir = data_dir("envelope-a2");
    let lines = console(
        &dir,
        &[
            "--white",
            "Anna",
            "--black",
            "Bernd",
            "--clock",
            "rapid-25",
            "--manual-time",
        ],
        "event Stadtmeisterschaft\nround 3\nEva vier\nja\nwait 40s\nEva fünf\nja\n\
         wait 1m5s\nresumption morgen\nAbgabezug Springer Felix drei\nja\n\
         resumption 4. Dezember, 18 Uhr, Raum 2\nenvelope\npgn\nquit\n",
    );
    let has = |l: &str| assert!(lines.contains(&l.to_string()), "{l:?} in {lines:#?}");
    has("Runde: 3");
    has("Die Partie ist nicht vertagt.");
    let at = lines
        .iter()
        .position(|l| l == "Abgabezug (Anhang A2)")
        .expect("the envelope");
    assert_eq!(
        lines[at + 1..at + 11],
        [
            "Weiß: Anna",
            "Schwarz: Bernd",
            "Turnier: Stadtmeisterschaft",
            "Runde: 3",
            "Verbrauchte Zeit: Weiß 0:01:05, Schwarz 0:00:40",
            "Abgegeben von: Anna (Weiß)",
            "Zug: 2",
            "FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "Remisangebot offen: nein",
            "Fortsetzung: 4. Dezember, 18 Uhr, Raum 2",
        ]
    );
    has("[Event \"Stadtmeisterschaft\"]");
    has("[Round \"3\"]");
}

#[test]
fn the_autosave_is_offered_on_start_and_resumes() {
    let dir = data_dir("resume");
    console(
        &dir,
        &[],
        "Eva vier\nja\nEva fünf\nja\nSpringer Felix drei\nquit\n",
    );
    let lines = console(&dir, &[], "ja\nfen\nSpringer Cesar drei\nja\nquit\n");
    assert_eq!(
        lines[0],
        "Es gibt eine gespeicherte Partie: Zug zwei, Weiß am Zug. Fortsetzen? Ja oder nein."
    );
    assert_eq!(lines[1], "Zug zwei, Weiß am Zug.");
    assert_eq!(
        lines[2], "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "the unconfirmed Nf3 was not saved"
    );
    assert!(
        lines.contains(&"Springer Cesar drei?".to_string()),
        "{lines:?}"
    );
    // "quit" while the offer waits leaves at once, keeps the save and says so.
    let lines = console(&dir, &[], "quit\n");
    assert_eq!(
        lines[1..],
        ["Ansage wird beendet. Die Partie ist gespeichert und wird beim nächsten Start angeboten."],
        "{lines:?}"
    );
    assert!(
        store::load_game(&store::autosave_path(&dir))
            .unwrap()
            .is_some()
    );
    // Declining the offer starts a new game.
    let lines = console(&dir, &["--lang", "en"], "no\nfen\nquit\n");
    assert_eq!(lines[1], "New game. White to move.");
    assert_eq!(
        lines[2],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn english_and_russian_messages_name_the_pieces_in_their_language_whatever_the_move_words() {
    // The move words are IBCA's (German ranks), the sentences about the board English.
    let lines = console(
        &data_dir("piece-words-en"),
        &["--lang", "en", "--style", "ibca"],
        "e four\nyes\nwhat is on e4\nwhere is the king\nquit\n",
    );
    let has = |lines: &[String], line: &str| lines.iter().any(|l| l == line);
    assert!(has(&lines, "Eva vier: white pawn."), "{lines:#?}");
    assert!(
        has(&lines, "King: White Eva eins; Black Eva acht."),
        "{lines:#?}"
    );
    let lines = console(
        &data_dir("piece-words-ru"),
        &["--lang", "ru", "--style", "ibca"],
        "e4\nда\nчто на e4\nquit\n",
    );
    assert!(
        lines.iter().any(|l| l.contains("белая пешка")),
        "{lines:#?}"
    );
}

#[test]
fn the_typed_commands_are_listed_in_the_messages_language() {
    for (lang, first) in [
        (
            "de",
            "Getippte Befehle (alles andere gilt als gesprochene Worte):",
        ),
        (
            "en",
            "Typed commands (anything else is taken as spoken words):",
        ),
        (
            "ru",
            "Команды с клавиатуры (всё остальное понимается как сказанные слова):",
        ),
    ] {
        let lines = console(
            &data_dir(&format!("help-{lang}")),
            &["--lang", lang],
            "help\nquit\n",
        );
        let at = lines.iter().position(|l| l == first);
        let at = at.unwrap_or_else(|| panic!("{lang}: {lines:#?}"));
        // The commands themselves are the same words in every language.
        assert!(lines[at + 1].starts_with("  help "), "{lang}: {lines:#?}");
        assert!(lines.iter().any(|l| l.starts_with("  quit ")), "{lang}");
    }
}

#[test]
fn a_corrupt_save_is_reported_kept_aside_and_the_app_starts() {
    let dir = data_dir("corrupt");
    let path = store::autosave_path(&dir);
    std::fs::write(
        &path,
        b"{\"format\": \"ansage-chess-game\", \"version\": 1, \"game\": [",
    )
    .unwrap();
    let lines = console(&dir, &["--lang", "en"], "e four\nyes\nquit\n");
    assert!(
        lines[0].starts_with("The saved game cannot be read ("),
        "{lines:?}"
    );
    let kept = dir.join("autosave.json.corrupt-1");
    assert!(lines[0].contains(&kept.display().to_string()), "{lines:?}");
    assert_eq!(
        std::fs::read(&kept).unwrap(),
        b"{\"format\": \"ansage-chess-game\", \"version\": 1, \"game\": [",
        "kept untouched"
    );
    assert!(
        lines.contains(&"Eva vier.".to_string()),
        "the game goes on: {lines:?}"
    );
    assert!(
        store::load_game(&path).unwrap().is_some(),
        "and is saved again"
    );
}

#[test]
fn kill_9_at_any_instant_leaves_a_readable_save() {
    let dir = data_dir("kill");
    let words = fixture("kasparov-topalov-1999.words");
    let source: Vec<String> = common::python_chess_reads(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/kasparov-topalov-1999.pgn"),
    )[0]
    .split(' ')
    .map(str::to_string)
    .collect();
    let mut progressed = 0;
    for trial in 0..25u64 {
        let path = store::autosave_path(&dir);
        let _ = std::fs::remove_file(&path);
        let mut child = common::console_process(&dir)
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let words = words.clone();
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(words.as_bytes());
        });
        std::thread::sleep(Duration::from_millis(5 + (trial * 37) % 120));
        child.kill().unwrap();
        child.wait().unwrap();
        let _ = writer.join();
        match store::load_game(&path) {
            Ok(None) => {}
            Ok(Some((_, game))) => {
                let moves: Vec<String> = game
                    .plies()
                    .iter()
                    .map(|p| UciMove::from_standard(p.mv).to_string())
                    .collect();
                assert_eq!(moves[..], source[..moves.len()], "trial {trial}");
                if !moves.is_empty() {
                    progressed += 1;
                }
            }
            Err(bad) => panic!("trial {trial}: the save is broken: {}", bad.problem),
        }
    }
    assert!(
        progressed >= 5,
        "only {progressed} trials got as far as a move"
    );
}

#[test]
fn typed_commands_pgn_files_and_bad_input() {
    let dir = data_dir("typed");
    let pgn_path = dir.join("game.pgn");
    let input = format!(
        "e4\nja\nsave {p}\nload {bad}\nload {p}\nja\nfen\nnew 8/8/8/8/8/8/8/8\nnew\nnein\nnew\nja\nfen\nset style en\nset colour red\nEva vier\nja\nenvelope\nseal c five\nja\nenvelope\n\nquit\n",
        p = pgn_path.display(),
        bad = dir.join("missing.pgn").display()
    );
    let lines = console(
        &dir,
        &["--fen", "startpos", "--white", "Anna", "--black", "Bernd"],
        &input,
    );
    assert!(
        lines.contains(&format!("Gespeichert: {}", pgn_path.display())),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&format!(
            "Die Datei {} lässt sich nicht lesen: es gibt sie nicht. Die Partie bleibt, wie sie ist.",
            dir.join("missing.pgn").display()
        )),
        "{lines:#?}"
    );
    assert!(
        lines.contains(&"Partie geladen: Anna gegen Bernd, ein Halbzug.".to_string()),
        "{lines:#?}"
    );
    // Loading over a game with moves, and a new game, are asked back (issue 14).
    assert!(
        lines.contains(
            &"Die geladene Partie übernehmen? Die laufende Partie wird beendet. Ja oder nein."
                .to_string()
        ),
        "{lines:#?}"
    );
    assert!(lines.contains(&"Abgebrochen. Die Partie geht weiter.".to_string()));
    assert!(
        lines.contains(&"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".to_string())
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Fehler: „") && l.contains("keine mögliche Stellung")),
        "{lines:#?}"
    );
    assert!(lines.contains(&"Unbekannte Einstellung: colour red. Siehe help.".to_string()));
    assert!(
        lines.contains(&"e four?".to_string()),
        "style switched: {lines:#?}"
    );
    assert!(lines.contains(&"Nicht verstanden. Bitte wiederholen.".to_string()));
    assert!(lines.contains(&"Die Partie ist nicht vertagt.".to_string()));
    let env = lines
        .iter()
        .position(|l| l == "Abgabezug (Anhang A2)")
        .unwrap();
    assert_eq!(
        lines[env + 1..env + 11],
        [
            "Weiß: Anna",
            "Schwarz: Bernd",
            "Turnier: ?",
            "Runde: ?",
            "Verbrauchte Zeit: ohne Uhr",
            "Abgegeben von: Bernd (Schwarz)",
            "Zug: 1",
            "FEN: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "Remisangebot offen: nein",
            "Fortsetzung: noch nicht festgelegt",
        ]
    );

    let out = Command::new(BIN)
        .args(["console", "--fen", "not a fen"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    // Said in the language of the messages (it was English under a German default).
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("„not a fen“ ist keine Stellung in FEN."),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn recognize_and_announce_from_the_command_line() {
    let run = |args: &[&str]| {
        let out = Command::new(BIN).args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let v: serde_json::Value = serde_json::from_str(&run(&[
        "recognize",
        "--fen",
        "startpos",
        "--text",
        "springer felix drei",
        "--json",
    ]))
    .unwrap();
    assert_eq!(v["status"], "move");
    assert_eq!(v["uci"], "g1f3");
    assert_eq!(v["san"], "Nf3");
    assert_eq!(v["cost"], 0);

    let dir = data_dir("batch");
    let batch = dir.join("in.jsonl");
    std::fs::write(
        &batch,
        "{\"id\": 1, \"fen\": \"startpos\", \"text\": \"Springer David drei\"}\n\
         {\"id\": \"b\", \"fen\": \"4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1\", \"text\": \"knight e two\"}\n\
         {\"id\": 3, \"text\": \"blorp\"}\n\
         {\"id\": 4, \"fen\": \"bad fen\", \"text\": \"e4\"}\n\
         not json\n",
    )
    .unwrap();
    let lines: Vec<serde_json::Value> =
        run(&["recognize", "--batch", batch.to_str().unwrap(), "--json"])
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["id"], 1);
    assert_eq!(lines[0]["status"], "illegal");
    assert_eq!(lines[0]["reason"], "no knight can reach David drei");
    assert_eq!(lines[1]["status"], "ambiguous");
    assert_eq!(lines[1]["candidates"], serde_json::json!(["c1e2", "g1e2"]));
    assert_eq!(lines[2]["status"], "not_understood");
    assert_eq!(lines[3]["status"], "error");
    assert_eq!(lines[4]["status"], "error");

    assert_eq!(
        run(&[
            "announce", "--fen", "startpos", "--uci", "g1f3", "--style", "ru"
        ]),
        "конь эф три\n"
    );
    assert_eq!(
        run(&[
            "announce",
            "--fen",
            "startpos",
            "--uci",
            "b1c3",
            "--style",
            "ibca-from"
        ]),
        "Springer Bella eins Cesar drei\n"
    );
}

#[test]
fn settings_are_kept_for_the_next_start_and_options_win() {
    let dir = data_dir("settings");
    let lines = console(
        &dir,
        &["--fen", "startpos", "--manual-time"],
        "set lang en\nset clock classical\nset style en\nquit\n",
    );
    assert!(
        lines.contains(
            &"Set: clock – classical, 90 minutes for 40 moves, then 30 minutes, 30 seconds added per move."
                .to_string()
        ),
        "{lines:?}"
    );
    let saved = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(saved.contains("clock = \"classical\""), "{saved}");
    // The next start takes them as defaults...
    let lines = console(
        &dir,
        &["--fen", "startpos", "--manual-time"],
        "clock\ne4\nquit\n",
    );
    assert_eq!(lines[0], "New game. White to move.");
    assert_eq!(
        lines[1],
        "White 1:30:00 | Black 1:30:00 (White's clock runs)"
    );
    assert_eq!(lines[2], "e four?");
    // ...and an option given now wins.
    let lines = console(&dir, &["--fen", "startpos", "--lang", "ru"], "quit\n");
    assert_eq!(lines[0], "Новая партия. Ходят белые.");
}

#[test]
fn a_broken_settings_file_is_reported_kept_and_the_defaults_apply() {
    let dir = data_dir("badsettings");
    std::fs::write(dir.join("config.toml"), "language = [en\n").unwrap();
    let lines = console(&dir, &["--fen", "startpos"], "Eva vier\nquit\n");
    assert!(
        lines[0].starts_with("Die Einstellungen sind nicht lesbar ("),
        "{lines:?}"
    );
    assert!(lines[0].ends_with("Es gelten die Standardwerte."));
    assert_eq!(
        std::fs::read_to_string(dir.join("config.toml.corrupt-1")).unwrap(),
        "language = [en\n"
    );
    assert_eq!(lines[1], "Neue Partie. Weiß am Zug.");
    assert_eq!(lines[2], "Eva vier?");
}

/// The UI language follows the system's locale when neither the command line nor the
/// settings file names one (LC_ALL, then LC_MESSAGES, then LANG; GNU's LANGUAGE list before
/// them), for chess and billiards alike; a locale Ansage does not speak leaves the built-in
/// default.
#[test]
fn the_language_defaults_from_the_locale() {
    let first_line = |args: &[&str], env: &[(&str, &str)]| {
        let dir = data_dir(&format!("locale-{}", env[0].1.replace(['.', '_'], "-")));
        let (data, config) = (dir.display().to_string(), dir.join("config.toml"));
        let mut all = vec![args[0], "--data-dir", &data, "--config"];
        let config = config.display().to_string();
        all.push(&config);
        all.extend_from_slice(&args[1..]);
        let mut c = Command::new(BIN);
        c.args(&all)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .env_remove("LANGUAGE")
            .stdin(std::process::Stdio::null());
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let chess = ["console", "--fen", "startpos"];
    assert!(
        first_line(&chess, &[("LANG", "ru_RU.UTF-8")]).starts_with("Новая партия."),
        "Russian from LANG"
    );
    assert!(
        first_line(
            &chess,
            &[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "en_GB.UTF-8")]
        )
        .starts_with("New game."),
        "LC_MESSAGES before LANG"
    );
    assert!(
        first_line(&chess, &[("LANG", "fr_FR.UTF-8")]).starts_with("Neue Partie."),
        "German where the system's language is not spoken"
    );
    assert!(
        first_line(
            &chess,
            &[("LANG", "fr_CA.UTF-8"), ("LANGUAGE", "fr_CA:fr:ru:en")]
        )
        .starts_with("Новая партия."),
        "the first language of LANGUAGE's list that Ansage speaks"
    );
    assert!(
        first_line(&chess, &[("LANG", "C.UTF-8"), ("LANGUAGE", "ru")]).starts_with("Neue Partie."),
        "LANGUAGE is not read under the C locale"
    );
    let billiards = [
        "billiards",
        "--fresh",
        "--discipline",
        "carom",
        "--race-to",
        "1",
        "--players",
        "Ivanov,Petrov",
        "console",
    ];
    let de = first_line(&billiards, &[("LANG", "de_DE.UTF-8")]);
    let en = first_line(&billiards, &[("LANG", "C.UTF-8")]);
    assert_ne!(de, en, "billiards follows the locale too");
    assert!(de.contains("Ivanov"), "{de}");
}

/// A display that does not answer (issue 16): the window is not tried (the window library
/// would panic), the console mode runs instead and says why first, as it would be spoken.
/// `ansage window` (no speech, no microphone) on a display, with more environment: it plays
/// e4 in whatever it runs in; its lines.
fn window_on(dir: &Path, display: &str, env: &[(&str, &Path)]) -> Vec<String> {
    let mut child = Command::new(BIN)
        .args(["window", "--no-speak", "--no-listen", "--data-dir"])
        .arg(dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .args(["--fen", "startpos"])
        .env("DISPLAY", display)
        .envs(env.iter().copied())
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"e4\nja\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_display_that_does_not_answer_falls_back_to_the_console_and_says_why() {
    let dir = data_dir("no-display");
    let lines = window_on(&dir, ":999", &[]);
    assert_eq!(
        lines[0],
        "Das Fenster lässt sich nicht öffnen (kein X-Server antwortet auf DISPLAY=:999). Ansage läuft in der Konsole weiter.",
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l == "Eva vier."),
        "the game goes on: {lines:#?}"
    );
}

#[test]
fn a_display_that_refuses_falls_back_to_the_console_and_says_why() {
    let dir = data_dir("refusing-display");
    // An X server that wants its cookie (as a user's session does), asked without one: it
    // answers, then refuses the connection; the window library panicked on it.
    let cookie = dir.join("server.xauth");
    let n = 400 + std::process::id() % 300;
    let display = format!(":{n}");
    let added = Command::new("xauth")
        .args(["-q", "-f"])
        .arg(&cookie)
        .args(["add", &display, ".", "0123456789abcdef0123456789abcdef"])
        .stderr(Stdio::null())
        .status()
        .expect("xauth is installed by make setup");
    assert!(added.success());
    let mut server = Command::new("Xvfb")
        .arg(&display)
        .arg("-auth")
        .arg(&cookie)
        .args(["-nolisten", "tcp", "-noreset"])
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let socket = format!("/tmp/.X11-unix/X{n}");
    let start = std::time::Instant::now();
    while std::os::unix::net::UnixStream::connect(&socket).is_err() {
        assert!(start.elapsed() < Duration::from_secs(10), "no Xvfb");
        std::thread::sleep(Duration::from_millis(50));
    }
    let lines = window_on(&dir, &display, &[("XAUTHORITY", &dir.join("none.xauth"))]);
    let _ = server.kill();
    let _ = server.wait();
    assert_eq!(
        lines[0],
        format!(
            "Das Fenster lässt sich nicht öffnen (der X-Server auf DISPLAY={display} lehnt ab: Authorization required, but no authorization protocol specified). Ansage läuft in der Konsole weiter."
        ),
        "{lines:#?}"
    );
    assert!(
        lines.iter().any(|l| l == "Eva vier."),
        "the game goes on: {lines:#?}"
    );
}

/// `ansage console … | head -1`: the pipe closes after a line; Ansage ends quietly and
/// successfully, as Unix tools do (it printed "ansage: Broken pipe" and exited 2).
#[test]
fn a_closed_pipe_ends_the_console_quietly() {
    let dir = data_dir("closed-pipe");
    let mut child = Command::new(BIN)
        .args(["console", "--fen", "startpos", "--data-dir"])
        .arg(&dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    {
        use std::io::BufRead;
        let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
        out.read_line(&mut first).unwrap();
    }
    // The reading end is closed; each answer now meets a closed pipe.
    {
        let mut input = child.stdin.take().unwrap();
        for _ in 0..20 {
            if input.write_all(b"Hilfe\n").is_err() {
                break;
            }
        }
    }
    let out = child.wait_with_output().unwrap();
    assert!(first.starts_with("Neue Partie"), "{first}");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

/// The manual pages and completions come from the command line clap parses: `man` renders the
/// console's page with its options, and bash completes `ansage con` to `console`.
#[test]
fn the_manual_renders_and_bash_completes_the_subcommands() {
    let dir = data_dir("manual");
    let pages = dir.join("man1");
    let status = Command::new(BIN)
        .arg("manual")
        .arg(&pages)
        .status()
        .unwrap();
    assert!(status.success());
    let man = Command::new("man")
        .arg("-l")
        .arg(pages.join("ansage-console.1"))
        .env("MANWIDTH", "80")
        .env("MANPAGER", "cat")
        .output()
        .expect("man-db is installed by make setup");
    let page = String::from_utf8_lossy(&man.stdout);
    assert!(page.contains("ansage-console"), "{page}");
    assert!(page.contains("--opponent <OPPONENT>"), "{page}");
    assert!(pages.join("ansage.1").is_file() && pages.join("ansage-billiards.1").is_file());

    let bash = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source <({BIN} completions bash); COMP_WORDS=(ansage con); COMP_CWORD=1; \
             _ansage ansage con ansage; echo \"${{COMPREPLY[@]}}\""
        ))
        .output()
        .unwrap();
    let completed = String::from_utf8_lossy(&bash.stdout);
    assert_eq!(completed.trim(), "console", "{completed}");
}

/// The autosave is state, not one of the player's documents: without a chosen data folder it
/// is kept in the state folder (`$XDG_STATE_HOME/ansage`), and one an earlier release left in
/// the data folder is moved there once and offered as before.
#[test]
fn the_autosave_lives_in_the_state_folder_and_an_old_one_is_moved_there() {
    let dir = data_dir("state-folder");
    let (home, share, state, config) = (
        dir.display().to_string(),
        dir.join("share").display().to_string(),
        dir.join("state").display().to_string(),
        dir.join("config").display().to_string(),
    );
    let env = [
        ("HOME", home.as_str()),
        ("XDG_DATA_HOME", share.as_str()),
        ("XDG_STATE_HOME", state.as_str()),
        ("XDG_CONFIG_HOME", config.as_str()),
    ];
    let in_state = dir.join("state/ansage/autosave.json");
    let in_data = dir.join("share/ansage/autosave.json");
    let run = |input: &str| run_ansage_in(&["console", "--lang", "en"], input, &env);

    let lines = run("e four\nyes\nquit\n");
    assert_eq!(
        lines[lines.len() - 2..],
        [
            "Eva vier.",
            "Ansage is closing. The game is saved and will be offered at the next start."
        ],
        "{lines:?}"
    );
    assert!(in_state.is_file(), "saved in the state folder: {lines:?}");
    assert!(!in_data.exists(), "not in the data folder");

    // As an earlier release left it: in the data folder.
    std::fs::rename(&in_state, &in_data).unwrap();
    let lines = run("yes\nfen\nquit\n");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("4P3") && l.contains(" b KQkq")),
        "the game after 1. e4 is offered and resumed: {lines:?}"
    );
    assert!(in_state.is_file(), "moved to the state folder");
    assert!(!in_data.exists(), "and only there");
}

/// Logs are there when asked for (`RUST_LOG`), for a bug report: what was said and saved; and
/// not otherwise, since a screen reader reads the terminal.
#[test]
fn rust_log_turns_on_logs_and_without_it_the_terminal_stays_quiet() {
    let dir = data_dir("logs");
    let run = |log: Option<&str>| {
        let mut c = console_process(&dir);
        c.stderr(Stdio::piped());
        c.env_remove("RUST_LOG");
        if let Some(filter) = log {
            c.env("RUST_LOG", filter);
        }
        let mut child = c.spawn().unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(b"e four\nja\nquit\n")
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let _ = std::fs::remove_file(store::autosave_path(&dir));
    let logs = run(Some("ansage=debug"));
    assert!(
        logs.lines()
            .any(|l| l.contains("ansage::said") && l.contains("Eva vier?")),
        "{logs}"
    );
    assert!(
        logs.lines()
            .any(|l| l.contains("ansage::autosave") && l.contains("saved")),
        "{logs}"
    );
    let _ = std::fs::remove_file(store::autosave_path(&dir));
    assert_eq!(run(None), "", "nothing unasked");
}

/// A mistake on the command line is said in the user's language (`--lang`, else the
/// system's), with the values taken or what was perhaps meant, and ends with 2; help still
/// ends with 0 (issue 17: clap's errors were English inside a German system).
#[test]
fn a_command_line_mistake_is_said_in_the_users_language_and_ends_with_2() {
    let run = |lang: &str, args: &[&str]| common::mistake_of(args, &[("LANG", lang)]);
    assert_eq!(
        run("de_DE.UTF-8", &["console", "--style", "xx"]),
        (
            Some(2),
            "ansage: „xx“ ist kein Wert für --style; möglich sind: ibca, ibca-from, en, ru. \
             Alle Optionen nennt „ansage --help“."
                .to_string()
        )
    );
    assert_eq!(
        run("de_DE.UTF-8", &["consle", "--lang", "ru"]),
        (
            Some(2),
            "ansage: Команды «consle» нет. Возможно, имелось в виду: recognize, online или console. \
             Все параметры перечисляет «ansage --help»."
                .to_string()
        )
    );
    assert_eq!(
        run("en_GB.UTF-8", &["console", "--bogus"]),
        (
            Some(2),
            "ansage: There is no option \"--bogus\". \"ansage --help\" lists every option."
                .to_string()
        )
    );
    let (code, said) = run("de_DE.UTF-8", &["console", "--confirm"]);
    assert_eq!(code, Some(2));
    assert!(
        said.starts_with("ansage: --confirm braucht einen Wert."),
        "{said}"
    );
    let help = Command::new(BIN)
        .args(["console", "--help"])
        .output()
        .unwrap();
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("--style"));
}

/// A number outside what an option takes is refused naming the range (issue 18: an engine
/// level of 30 was taken, and a rate of 300 was refused as "not in 0..=255" for a rate of
/// 0 to 100).
#[test]
fn an_engine_level_or_rate_out_of_range_is_refused_naming_the_range() {
    for (args, said) in [
        (
            ["console", "--opponent-level", "30"],
            "ansage: „30“ passt nicht zu --opponent-level: möglich ist eine Zahl von 0 bis 20.",
        ),
        (
            ["console", "--rate", "300"],
            "ansage: „300“ passt nicht zu --rate: möglich ist eine Zahl von 0 bis 100.",
        ),
    ] {
        let out = Command::new(BIN)
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANGUAGE")
            .env("LANG", "de_DE.UTF-8")
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with(said), "{err}");
    }
}

/// "beenden" and "ja" close the console as "quit" does, saying so; nothing after it is taken.
#[test]
fn beenden_and_ja_leave_and_say_the_game_is_saved() {
    let dir = data_dir("leave-by-word");
    let lines = console(&dir, &[], "Eva vier\nja\nbeenden\nja\nEva fünf\nja\n");
    assert!(
        lines.contains(&"Ansage beenden? Die Partie bleibt gespeichert. Ja oder nein.".to_string()),
        "{lines:?}"
    );
    assert_eq!(
        lines.last().map(String::as_str),
        Some(
            "Ansage wird beendet. Die Partie ist gespeichert und wird beim nächsten Start angeboten."
        ),
        "{lines:?}"
    );
    assert!(!lines.contains(&"Eva fünf?".to_string()), "{lines:?}");
}

/// The device statement an arbiter checks (issue 36): the version, the program's SHA-256 as
/// `sha256sum` computes it, tournament mode, no engine, no network, no recording; printed,
/// said with the checksum's first characters, and written to a file to print.
#[test]
fn the_device_statement_names_the_program_by_its_checksum_and_what_is_off() {
    let dir = fresh_dir("statement");
    let file = dir.join("statement.txt");
    let lines = console(
        &dir,
        &["--tournament", "--fen", "startpos"],
        &format!("statement {}\nquit\n", file.display()),
    );
    let sum = Command::new("sha256sum")
        .arg(env!("CARGO_BIN_EXE_ansage"))
        .output()
        .expect("coreutils");
    let sum = String::from_utf8_lossy(&sum.stdout)
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    let at = lines
        .iter()
        .position(|l| l == "Geräteerklärung")
        .unwrap_or_else(|| panic!("{lines:#?}"));
    // The checksum in groups of eight, to compare group by group.
    let checksum = lines[at + 2]
        .strip_prefix("Prüfsumme des Programms (SHA-256): ")
        .unwrap_or_else(|| panic!("{lines:#?}"));
    assert_eq!(checksum.replace(' ', ""), sum);
    assert!(checksum.split(' ').all(|g| g.len() == 8), "{checksum}");
    let shown = [
        "Geräteerklärung".to_string(),
        format!("Ansage, Version {}", env!("CARGO_PKG_VERSION")),
        lines[at + 2].clone(),
        "Turniermodus: an".to_string(),
        "Engine: keine, keine Tipps".to_string(),
        "Netzwerk: nicht benutzt".to_string(),
        "Aufnahme: aus".to_string(),
    ];
    assert_eq!(lines[at..at + shown.len()], shown);
    let first: Vec<String> = sum.chars().take(8).map(String::from).collect();
    assert!(
        lines
            .iter()
            .any(|l| l.contains(&format!("beginnt mit {}", first.join(" ")))),
        "said with the checksum's start: {lines:#?}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        format!("{}\n", shown.join("\n"))
    );
}

/// The time warnings set by voice (issue 36): several thresholds, minutes and seconds, kept in
/// the settings file for the next start; as a tone only, no warning is said in words.
#[test]
fn time_warnings_are_set_by_voice_and_kept_and_may_be_a_tone_only() {
    let dir = fresh_dir("warnings-voice");
    let lines = console(
        &dir,
        &["--clock", "12m", "--manual-time", "--fen", "startpos"],
        "Warnungen\nWarnungen bei zehn Minuten und zwei Minuten dreißig Sekunden\nwait 2m\nWarnungen nur Ton\nwait 8m\nquit\n",
    );
    for line in [
        "Zeitwarnungen: noch fünf Minuten, noch eine Minute; gesprochen.",
        "Zeitwarnungen: noch zehn Minuten, noch zwei Minuten dreißig Sekunden; gesprochen.",
        "Weiß: zehn Minuten.",
        "Zeitwarnungen: noch zehn Minuten, noch zwei Minuten dreißig Sekunden; als Ton.",
    ] {
        assert!(lines.iter().any(|l| l == line), "{line}: {lines:#?}");
    }
    assert!(
        !lines.iter().any(|l| l.starts_with("Weiß: zwei Minuten")),
        "as a tone, the warning is not said: {lines:#?}"
    );
    let config = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(config.contains("warnings = \"10m,2m30s\""), "{config}");
    assert!(config.contains("warnings_spoken = false"), "{config}");
}
