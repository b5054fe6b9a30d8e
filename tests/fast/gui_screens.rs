//! The window's screens without a display: the app's state driven by its keys, and its views
//! clicked in iced_test's simulator (the real widgets, laid out at 1024x768). What a blind
//! player hears is the log of what was said; what the assistant sees is checked by finding the
//! texts in the view.

use std::path::Path;

use ansage::cli::{ConsoleArgs, table_options};
use ansage::gui::chess::menu::ItemId;
use ansage::gui::chess::{App, Launch, Message, Mode, Screen, geometry, view};
use ansage::gui::shell::{Signal, Window};
use ansage::shared::language::Language;

use crate::common;
use iced::keyboard::key::Named;
use iced::keyboard::{Key, Modifiers};
use iced_test::simulator;

fn app_in(dir: &Path, fen: Option<&str>, mode: Option<Mode>) -> App {
    let opts = table_options(ConsoleArgs {
        data_dir: Some(dir.to_path_buf()),
        config: Some(dir.join("config.toml")),
        fen: fen.map(str::to_string),
        ..ConsoleArgs::default()
    })
    .unwrap_or_else(|_| panic!("options"));
    let launch = Launch {
        mode,
        fresh: fen.is_some(),
        ..Launch::default()
    };
    App::new(opts, launch, false).unwrap()
}

fn key(k: Key) -> Message {
    key_with(k, Modifiers::default())
}

fn key_with(k: Key, modifiers: Modifiers) -> Message {
    Message::Shell(Signal::Key(common::key_pressed(k, modifiers)))
}

fn named(n: Named) -> Message {
    key(Key::Named(n))
}

fn letter(c: &str) -> Message {
    key(Key::Character(c.into()))
}

fn last_said(app: &App) -> &str {
    app.said().last().map(String::as_str).unwrap_or("")
}

/// Clicks the widget showing exactly `label` in the current view and plays the messages.
fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = simulator(view::view(app));
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} on screen: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
}

/// Clicks at a point of the view (a square of the board).
fn click_at(app: &mut App, x: f32, y: f32) {
    let messages: Vec<Message> = {
        let mut ui = simulator(view::view(app));
        ui.point_at(iced::Point::new(x, y));
        let _ = ui.simulate(iced_test::simulator::click());
        ui.into_messages().collect()
    };
    for m in messages {
        let _ = app.update(m);
    }
}

/// The centre of a square on the 1024x768 view (White at the bottom).
fn square_centre(app: &App, sq: shakmaty::Square) -> (f32, f32) {
    let px = app.square_px();
    let col = u32::from(sq.file()) as f32;
    let row = 7.0 - u32::from(sq.rank()) as f32;
    (
        geometry::PAD + geometry::LABEL + (col + 0.5) * px,
        geometry::PAD + (row + 0.5) * px,
    )
}

fn shows(app: &App, text: &str) -> bool {
    let mut ui = simulator(view::view(app));
    ui.find(text).is_ok()
}

/// A game with one move (1. e4, typed and confirmed), left in the folder by an earlier run.
fn leave_a_game_with_e4(dir: &Path) {
    let mut app = app_in(dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(Message::Typed("e4".into()));
    let _ = app.update(Message::Submit);
    let _ = app.update(letter("y"));
    assert_eq!(last_said(&app), "Eva vier.");
}

/// The start screen's first item: the saved game, said with where it stands.
const RESUME_E4: &str = "Gespeicherte Partie fortsetzen: Zug eins, Schwarz am Zug";

/// Issue 32: the start screen said nothing of itself ("Neue Partie. Weiß am Zug." and "Die
/// Partie wird aufgenommen." of a game that had not begun were heard instead). It says what
/// it is and the item it opens on, once the window is up; no game, clock or recording runs
/// behind it.
#[test]
fn the_start_screen_says_itself_and_its_first_item_and_nothing_of_a_game() {
    let dir = common::fresh_dir("gui-start-said");
    let mut app = app_in(&dir, None, None);
    assert!(matches!(app.screen, Screen::Start(_)));
    assert!(app.said().is_empty(), "{:?}", app.said());
    let _ = app.update(Message::Shell(Signal::Tick));
    assert_eq!(
        app.said(),
        ["Ansage. Pfeil hoch und runter wählen, Eingabe öffnet. F1 nennt die Tasten. Neue Partie."]
    );
    // A game begins when it is chosen: the mode first, then the game, all heard.
    click(&mut app, "Neue Partie");
    click(&mut app, "Partie beginnen");
    assert_eq!(app.screen, Screen::Game);
    let n = app.said().len();
    assert_eq!(
        app.said()[n - 3..],
        [
            "Assistent überträgt.",
            "Eingestellt: Uhr – keine.",
            "Neue Partie. Weiß am Zug."
        ]
    );
    assert_eq!(
        app.said()
            .iter()
            .filter(|l| l.starts_with("Neue Partie."))
            .count(),
        2,
        "the new-game screen, then the game: {:?}",
        app.said()
    );
}

/// A move said (or typed) on the start screen is not taken in a game that has not begun: the
/// game begins (its clock, its recording, "Neue Partie"), the move is read back in it, and
/// the window shows the game.
#[test]
fn a_move_said_on_the_start_screen_begins_the_game_it_is_played_in() {
    let dir = common::fresh_dir("gui-start-move");
    let mut app = app_in(&dir, None, None);
    let _ = app.update(Message::Shell(Signal::Tick));
    let _ = app.update(Message::Typed("e4".into()));
    let _ = app.update(Message::Submit);
    let _ = app.update(Message::Shell(Signal::Tick));
    assert_eq!(app.screen, Screen::Game);
    let said = app.said();
    let new = said.iter().position(|l| l == "Neue Partie. Weiß am Zug.");
    assert!(new.is_some(), "{said:?}");
    assert_eq!(
        said.last().map(String::as_str),
        Some("Eva vier?"),
        "the question last"
    );
}

#[test]
fn the_start_screen_offers_the_saved_game_and_says_each_item_as_it_gets_the_focus() {
    let dir = common::fresh_dir("gui-start");
    leave_a_game_with_e4(&dir);
    let mut app = app_in(&dir, None, None);
    assert!(matches!(app.screen, Screen::Start(_)));
    // Said once, by the screen's first item (the table does not ask it as well).
    assert!(app.said().is_empty(), "{:?}", app.said());
    let _ = app.update(Message::Shell(Signal::Tick));
    assert!(
        app.said()[0].ends_with(&format!("F1 nennt die Tasten. {RESUME_E4}.")),
        "{:?}",
        app.said()
    );
    assert!(shows(&app, RESUME_E4));
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "Neue Partie");
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "Online spielen");
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "PGN-Datei öffnen");
    // Clicking the saved game resumes it: Black to move after 1. e4.
    click(&mut app, RESUME_E4);
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.table().session().game.plies().len(), 1);
    assert!(app.said().iter().any(|l| l == "Zug eins, Schwarz am Zug."));
}

#[test]
fn a_new_game_is_set_up_by_keys_mode_clock_and_colour() {
    let dir = common::fresh_dir("gui-new");
    let mut app = app_in(&dir, None, None);
    // Start screen: New game is the first item (nothing saved).
    let _ = app.update(named(Named::Enter));
    assert!(matches!(app.screen, Screen::NewGame(_)));
    assert!(
        last_said(&app).starts_with("Neue Partie. "),
        "{}",
        last_said(&app)
    );
    // Mode: relay -> two voices.
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "Modus: Assistent überträgt");
    let _ = app.update(named(Named::ArrowRight));
    assert_eq!(last_said(&app), "Modus: zwei Stimmen");
    // Clock: none -> classical -> rapid-25 -> rapid-15 -> blitz-5.
    let _ = app.update(named(Named::ArrowDown));
    let _ = app.update(named(Named::ArrowDown));
    for _ in 0..4 {
        let _ = app.update(named(Named::ArrowRight));
    }
    assert_eq!(last_said(&app), "Uhr: Blitz, 5 Minuten");
    // The names, typed into their fields.
    let _ = app.update(Message::Name(shakmaty::Color::White, "Anna Blind".into()));
    let _ = app.update(Message::NameDone(shakmaty::Color::White));
    assert_eq!(last_said(&app), "Name von Weiß: Anna Blind");
    // The name is typed where its item stands, once (issue 18: the items and two more
    // fields under the list showed the names twice), and its item says it.
    assert!(shows(&app, "Name von Weiß:"));
    assert!(!shows(&app, "Name von Weiß"), "no second field labelled so");
    for _ in 0..3 {
        let _ = app.update(named(Named::ArrowDown));
    }
    assert_eq!(last_said(&app), "Name von Weiß: Anna Blind");
    let _ = app.update(Message::Name(shakmaty::Color::Black, "Bert Sighted".into()));
    click(&mut app, "Partie beginnen");
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.mode, Mode::TwoVoices);
    assert!(
        app.table().session().timekeeper().is_some(),
        "a blitz clock"
    );
    let config = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(config.contains("mode = \"two-voices\""), "{config}");
    assert!(config.contains("clock = \"blitz-5\""), "{config}");
}

#[test]
fn the_cursor_explores_the_board_and_speaks_square_and_piece() {
    let dir = common::fresh_dir("gui-cursor");
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    // Listening was not asked for: the window says so, not "Kein Mikrofon" (issue 18).
    assert!(shows(&app, "Zuhören aus"));
    assert!(!shows(&app, "Kein Mikrofon"));
    // The cursor starts on e2.
    let _ = app.update(named(Named::ArrowUp));
    assert_eq!(last_said(&app), "Eva drei, leer.");
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "Eva zwei, weißer Bauer.");
    let _ = app.update(named(Named::ArrowLeft));
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "David eins, weiße Dame.");
    // At the edge it stays and says the square again.
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "David eins, weiße Dame.");
    // Keys for the pieces on the cursor's file and the clock-free time question.
    let _ = app.update(letter("f"));
    assert!(
        last_said(&app).starts_with("Linie David:"),
        "{}",
        last_said(&app)
    );
    let _ = app.update(key_with(Key::Character("p".into()), Modifiers::SHIFT));
    assert!(
        last_said(&app).starts_with("Schwarz: König Eva acht"),
        "{}",
        last_said(&app)
    );
    // Flipped, up moves towards White's side.
    let _ = app.update(letter("x"));
    assert_eq!(last_said(&app), "Brett gedreht: Schwarz unten.");
    let _ = app.update(named(Named::ArrowUp));
    assert_eq!(last_said(&app), "David eins, weiße Dame.");
    // Turned back, it says so (issue 18: it said "Brett gedreht." both ways).
    let _ = app.update(letter("x"));
    assert_eq!(last_said(&app), "Brett gedreht: Weiß unten.");
    // G names the piece the sighted player touched; on an empty square it says so (issue 18:
    // "Nicht verstanden").
    let _ = app.update(named(Named::ArrowUp));
    let _ = app.update(named(Named::ArrowUp));
    let _ = app.update(letter("g"));
    assert_eq!(last_said(&app), "Auf David drei steht keine Figur.");
}

/// The position explored by keys at the cursor, as by voice: diagonals (B), attackers and
/// defenders (U), where the piece can go (W), material (E), pawn structure (S) and its details
/// (O), what can be said now (K).
#[test]
fn the_cursor_explores_diagonals_attacks_and_reach_and_the_keys_ask_the_rest() {
    let dir = common::fresh_dir("gui-explore");
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    // The cursor starts on e2; right and down to g1, the knight.
    let _ = app.update(named(Named::ArrowRight));
    let _ = app.update(named(Named::ArrowRight));
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "Gustav eins, weißer Springer.");
    let _ = app.update(letter("w"));
    assert_eq!(
        last_said(&app),
        "Weißer Springer Gustav eins kann nach Felix drei, Hector drei."
    );
    let _ = app.update(letter("u"));
    assert_eq!(
        last_said(&app),
        "Gustav eins, weißer Springer. Angreifer: keine. Verteidiger: Turm Hector eins."
    );
    let _ = app.update(letter("b"));
    assert!(
        last_said(&app).starts_with("Diagonale Gustav eins bis Hector zwei:"),
        "{}",
        last_said(&app)
    );
    let _ = app.update(letter("e"));
    assert_eq!(last_said(&app), "Material ausgeglichen.");
    let _ = app.update(letter("s"));
    assert_eq!(last_said(&app), "Linie für Linie: mehr.");
    let _ = app.update(letter("o"));
    assert_eq!(last_said(&app), "Linie Hector: Weiß zwei, Schwarz sieben.");
    let _ = app.update(letter("k"));
    assert!(
        last_said(&app).starts_with("Weiß am Zug: einen Zug"),
        "{}",
        last_said(&app)
    );
}

/// F3: the device statement for the arbiter, large and said; Escape goes back to the game.
#[test]
fn f3_shows_and_says_the_device_statement_for_the_arbiter() {
    let dir = common::fresh_dir("gui-statement");
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F3));
    assert_eq!(app.screen, Screen::Statement);
    for line in [
        "Geräteerklärung",
        "Turniermodus: aus",
        "Engine: keine, keine Tipps",
        "Netzwerk: nicht benutzt",
        "Aufnahme: aus",
    ] {
        assert!(shows(&app, line), "{line}");
    }
    assert!(
        last_said(&app).starts_with("Geräteerklärung Ansage, Version"),
        "{}",
        last_said(&app)
    );
    let _ = app.update(named(Named::Escape));
    assert_eq!(app.screen, Screen::Game);
}

#[test]
fn relay_the_sighted_sides_move_is_clicked_and_the_blind_players_shown_big() {
    let dir = common::fresh_dir("gui-relay");
    let mut app = app_in(
        &dir,
        Some("startpos"),
        Some(Mode::Relay {
            blind: shakmaty::Color::White,
        }),
    );
    // The blind player's move (typed here; spoken in tests/window.rs), confirmed with Y.
    let _ = app.update(Message::Typed("Springer Felix drei".into()));
    let _ = app.update(Message::Submit);
    assert_eq!(last_said(&app), "Springer Felix drei?");
    // Issue 18: the question waiting for an answer is shown large, with its keys (it was
    // only in the small "said" line), and goes when it is answered.
    assert!(shows(&app, "Frage an den Spieler:"));
    assert!(shows(&app, "Springer Felix drei?"));
    assert!(shows(&app, "J, Y: ja · N: nein"));
    let _ = app.update(letter("y"));
    assert_eq!(last_said(&app), "Springer Felix drei.");
    assert!(!shows(&app, "Frage an den Spieler:"));
    assert_eq!(app.to_execute().as_deref(), Some("Springer g1–f3"));
    assert!(
        shows(&app, "Springer g1–f3"),
        "the move to make is on screen"
    );
    // The sighted player's reply, clicked: e7, then e5.
    let (x, y) = square_centre(&app, shakmaty::Square::E7);
    click_at(&mut app, x, y);
    assert_eq!(last_said(&app), "Von Eva sieben. Jetzt das Zielfeld.");
    let (x, y) = square_centre(&app, shakmaty::Square::E5);
    click_at(&mut app, x, y);
    assert_eq!(last_said(&app), "Eva fünf.");
    assert_eq!(
        app.to_execute(),
        None,
        "nothing left to make on the sighted board"
    );
    // V plays the last move from the recording; without a microphone there is none, and
    // Ansage says so.
    let _ = app.update(letter("v"));
    assert_eq!(last_said(&app), "Von diesem Zug gibt es keine Aufnahme.");
    // D: the arbiter's list of the moves, on screen.
    let _ = app.update(letter("d"));
    assert_eq!(app.screen, Screen::Dispute);
    assert!(shows(
        &app,
        "1 Weiß: zurückgelesen »Springer Felix drei?«; bestätigt; gespielt Nf3"
    ));
    assert!(shows(&app, "1 Schwarz: gespielt e5"));
    let _ = app.update(named(Named::Escape));
    assert_eq!(app.screen, Screen::Game);
    // A target square no piece can reach is refused, and the move is not played.
    let (x, y) = square_centre(&app, shakmaty::Square::A2);
    click_at(&mut app, x, y);
    let (x, y) = square_centre(&app, shakmaty::Square::A5);
    click_at(&mut app, x, y);
    assert_eq!(
        last_said(&app),
        "Nicht möglich: der Bauer auf Anna zwei kann Anna fünf nicht erreichen. Auswahl aufgehoben."
    );
    assert_eq!(app.table().session().game.plies().len(), 2);
    // Issue 18: the sighted side's move typed (not clicked) is made on the board and said as
    // played, not read back to the blind player as a question.
    let _ = app.update(Message::Typed("d4".into()));
    let _ = app.update(Message::Submit);
    assert_eq!(
        last_said(&app),
        "David vier?",
        "the blind player's move is read back"
    );
    let _ = app.update(letter("y"));
    let _ = app.update(Message::Typed("Springer Cäsar sechs".into()));
    let _ = app.update(Message::Submit);
    assert_eq!(last_said(&app), "Springer Cesar sechs.");
    assert_eq!(app.table().session().game.plies().len(), 4);
    // The blind player offers a draw before his own move without naming his side: the
    // microphone is his, the offer is his and stands (9.1a: still valid), made with his move
    // (it was credited to the sighted player, who had just moved).
    let _ = app.update(Message::Typed("Remis".into()));
    let _ = app.update(Message::Submit);
    assert_eq!(
        last_said(&app),
        "Weiß bietet Remis an, noch vor dem eigenen Zug; das Angebot gilt."
    );
    assert_eq!(
        app.table().session().game.standing_offer(),
        Some(shakmaty::Color::White)
    );
}

/// Issue 36: F4 opens the second window for the sighted opponent (the shell opens it while
/// the app wants it): his board, turned to his side (Black's: rank 1 at the far side), the
/// last move large and both clocks; its close button or F4 again closes it, each said.
#[test]
fn f4_opens_the_view_across_the_table_with_the_board_from_the_opponents_side() {
    let dir = common::fresh_dir("gui-across");
    let mut app = app_in(
        &dir,
        Some("startpos"),
        Some(Mode::Relay {
            blind: shakmaty::Color::White,
        }),
    );
    let across = |app: &App, text: &str| simulator(view::across(app)).find(text).is_ok();
    let _ = app.update(named(Named::F4));
    assert!(app.across);
    assert_eq!(
        last_said(&app),
        "Ein zweites Fenster für das Gegenüber ist offen: das Brett von seiner Seite, der \
         letzte Zug groß, beide Uhren. F4 schließt es."
    );
    assert!(across(&app, "Noch kein Zug."));
    let _ = app.update(Message::Typed("Springer Felix drei".into()));
    let _ = app.update(Message::Submit);
    let _ = app.update(letter("y"));
    assert!(across(&app, "Zug 1, Weiß"));
    assert!(across(&app, "Springer g1–f3"));
    assert!(across(&app, "▶ am Zug"), "Black's clock is marked");
    // From Black's side: the a-file is on his right, the files run h to a.
    let labels: Vec<String> = {
        let mut ui = simulator(view::across(&app));
        ('a'..='h')
            .map(|f| {
                let found = ui.find(f.to_string()).expect("the file's label");
                format!("{f}@{:.0}", found.bounds().x)
            })
            .collect()
    };
    let x = |f: char| -> f32 {
        labels
            .iter()
            .find_map(|l| l.strip_prefix(&format!("{f}@"))?.parse().ok())
            .unwrap()
    };
    assert!(x('h') < x('a'), "{labels:?}");
    // Its close button: the shell's signal; the window is no longer wanted.
    let _ = app.update(Message::Shell(Signal::SecondClosed));
    assert!(!app.across);
    assert_eq!(
        last_said(&app),
        "Das Fenster für das Gegenüber ist geschlossen."
    );
    let _ = app.update(named(Named::F4));
    let _ = app.update(named(Named::F4));
    assert!(!app.across);
}

#[test]
fn help_lists_every_key_aloud_and_escape_goes_back() {
    let dir = common::fresh_dir("gui-help");
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F1));
    assert_eq!(app.screen, Screen::Help);
    let said = last_said(&app).to_string();
    for (k, _) in ansage::gui::chess::keys::KEYS {
        let spoken = if *k == "keyname-key-arrows" {
            "Pfeiltasten".to_string()
        } else {
            ansage::shared::i18n::t(Language::De, k, &[])
        };
        assert!(
            said.contains(&format!("{spoken}: ")),
            "{k} is in the spoken help: {said}"
        );
    }
    assert!(said.contains("Brett drehen"), "{said}");
    assert!(shows(&app, "Brett drehen"), "and on screen");
    // Issue 18: the help was cut at 1024x768 and did not scroll by keys. Down scrolls to its
    // last line (and no further than a page), Up back to the first.
    assert!(shows(&app, "F1, H"));
    for _ in 0..30 {
        let _ = app.update(named(Named::ArrowDown));
    }
    assert!(shows(&app, "Tasten. Escape geht zurück."), "the last line");
    assert!(!shows(&app, "F1, H"), "scrolled");
    assert!(shows(&app, "Brett drehen"), "a page of lines still shown");
    for _ in 0..30 {
        let _ = app.update(named(Named::ArrowUp));
    }
    assert!(shows(&app, "F1, H"));
    assert_eq!(app.screen, Screen::Help);
    let _ = app.update(named(Named::Escape));
    assert_eq!(app.screen, Screen::Game);
}

#[test]
fn settings_change_by_keys_and_are_kept_in_the_settings_file() {
    let dir = common::fresh_dir("gui-settings");
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F2));
    assert!(matches!(app.screen, Screen::Settings(_)));
    assert!(
        last_said(&app).ends_with("Sprache: Deutsch."),
        "{}",
        last_said(&app)
    );
    // Language de -> en: from now on Ansage speaks English.
    let _ = app.update(named(Named::ArrowRight));
    assert_eq!(last_said(&app), "Language: English");
    // Large text (item 13): on.
    for _ in 0..12 {
        let _ = app.update(named(Named::ArrowDown));
    }
    assert_eq!(last_said(&app), "Large text: off");
    let _ = app.update(named(Named::ArrowRight));
    assert_eq!(last_said(&app), "Large text: on");
    assert!(app.look.large_text);
    let config = std::fs::read_to_string(dir.join("config.toml")).unwrap();
    assert!(config.contains("language = \"en\""), "{config}");
    assert!(config.contains("large_text = true"), "{config}");
    let _ = app.update(named(Named::Escape));
    assert_eq!(app.screen, Screen::Game);
    let _ = app.update(letter("m"));
    assert_eq!(last_said(&app), "Move one, white to move.");
}

#[test]
fn a_broken_settings_file_is_reported_and_kept_and_the_defaults_apply() {
    let dir = common::fresh_dir("gui-broken-config");
    std::fs::write(dir.join("config.toml"), "language = [broken").unwrap();
    let app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    assert!(
        app.said()
            .iter()
            .any(|l| l.starts_with("Die Einstellungen sind nicht lesbar")),
        "{:?}",
        app.said()
    );
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("config.toml."))
        .collect();
    assert_eq!(kept.len(), 1, "the broken file is kept aside");
    assert_eq!(
        std::fs::read_to_string(kept[0].path()).unwrap(),
        "language = [broken"
    );
}

#[test]
fn review_steps_through_a_loaded_game_by_keys_and_by_voice() {
    let dir = common::fresh_dir("gui-review");
    let pgn = dir.join("game.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n",
    )
    .unwrap();
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F10));
    assert!(matches!(app.screen, Screen::Start(_)));
    click(&mut app, "PGN-Datei öffnen");
    assert!(matches!(app.screen, Screen::OpenPgn(_)));
    let _ = app.update(Message::Typed(pgn.display().to_string()));
    let _ = app.update(Message::Submit);
    assert_eq!(app.mode, Mode::Review);
    assert_eq!(last_said(&app), "Ausgangsstellung. 2 Züge.");
    let _ = app.update(named(Named::PageDown));
    assert_eq!(last_said(&app), "Zug 1, Weiß: Eva vier.");
    let _ = app.update(named(Named::End));
    assert_eq!(last_said(&app), "Zug 2, Schwarz: Springer Cesar sechs.");
    // By voice: "back", "move two", "first".
    let _ = app.update(Message::Heard("zurück".into()));
    assert_eq!(last_said(&app), "Zug 2, Weiß: Springer Felix drei.");
    let _ = app.update(Message::Heard("Zug eins".into()));
    assert_eq!(last_said(&app), "Zug 1, Weiß: Eva vier.");
    let _ = app.update(Message::Heard("Zug".into()));
    assert_eq!(last_said(&app), "Zug 1, Schwarz: Eva fünf.");
    // The board shows the reviewed position, not the game's end.
    assert_eq!(
        ansage::chess::game::fen_of(&app.position()),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    // Issue 14: a heard word is a word, never a typed command: "new" heard (from digital
    // silence, as it was) asks back at most and throws the reviewed game away never.
    let _ = app.update(Message::Heard("new".into()));
    let _ = app.update(Message::Heard("neue Partie".into()));
    assert_eq!(
        app.table().session().game.plies().len(),
        4,
        "{}",
        last_said(&app)
    );
    assert_ne!(last_said(&app), "Neue Partie. Weiß am Zug.");
}

/// A game file opened from the start screen (F10, "PGN-Datei öffnen", its path typed): the
/// window is in review at its start.
fn reviewing(dir: &Path, pgn_text: &str) -> App {
    let pgn = dir.join("game.pgn");
    std::fs::write(&pgn, pgn_text).unwrap();
    let mut app = app_in(dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F10));
    click(&mut app, "PGN-Datei öffnen");
    let _ = app.update(Message::Typed(pgn.display().to_string()));
    let _ = app.update(Message::Submit);
    assert_eq!(app.mode, Mode::Review);
    app
}

/// Issue 18: in review the score sheet always showed the last lines (moves 38-44) and did not
/// mark the move reviewed, and the clocks showed the preset. Now the sheet shows the move on
/// the board, marked by an arrow, and the clocks read as recorded after each side's move.
#[test]
fn review_shows_the_move_on_the_board_in_the_sheet_and_the_clocks_as_recorded() {
    let dir = common::fresh_dir("gui-review-sheet");
    let mut app = reviewing(
        &dir,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} \
         2. Nf3 {[%clk 0:04:55]} Nc6 {[%clk 0:04:50] [%emt 0:00:08]} 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 \
         6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 *\n",
    );
    // The start: the first lines, nothing marked, no clock reading yet.
    assert!(shows(&app, "  1. e4 e5"), "the sheet's first line");
    assert!(!shows(&app, "  12. cxb5 axb5"), "not the last");
    assert!(!shows(&app, "0:05:00"));
    // Black's second move: marked, and both clocks as recorded.
    for _ in 0..4 {
        let _ = app.update(named(Named::PageDown));
    }
    // The time the move took, where the file has it (`%emt`).
    assert_eq!(
        last_said(&app),
        "Zug 2, Schwarz: Springer Cesar sechs. Bedenkzeit: acht Sekunden."
    );
    assert!(shows(&app, "▶ 2. Nf3 Nc6"), "the move reviewed is marked");
    assert!(shows(&app, "0:04:55") && shows(&app, "0:04:50"));
    // White's second move only: Black's clock is the one after his first move.
    let _ = app.update(named(Named::PageUp));
    assert_eq!(last_said(&app), "Zug 2, Weiß: Springer Felix drei.");
    assert!(shows(&app, "0:04:55") && shows(&app, "0:04:58"));
    // Shift+R: the report of the game's times.
    let _ = app.update(key_with(Key::Character("R".into()), Modifiers::SHIFT));
    assert!(
        app.said()
            .iter()
            .any(|l| l == "Längste Überlegung von Schwarz: Zug zwei, Springer Cesar sechs, acht Sekunden. Keine Seite kam unter eine Minute."),
        "{:?}",
        app.said()
    );
    // The end: the last lines, the last move marked.
    let _ = app.update(named(Named::End));
    assert!(shows(&app, "▶ 12. cxb5 axb5"));
    assert!(!shows(&app, "  1. e4 e5"));
}

/// Issue 36: the report of a finished game loaded for review (Shift+R) has the engine
/// (Debian's Stockfish) evaluate it; then review says after each move how the engine scores
/// the position: a pawn's worth, or a mate to come.
#[test]
fn review_says_the_engines_score_after_each_move_once_the_report_has_it() {
    let dir = common::fresh_dir("gui-review-evaluation");
    let mut app = reviewing(
        &dir,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
    );
    let _ = app.update(key_with(Key::Character("R".into()), Modifiers::SHIFT));
    assert_eq!(
        last_said(&app),
        "Die Engine wertet die Partie aus; das Ergebnis folgt."
    );
    // The window's timer runs while the engine goes through the four positions.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !last_said(&app).starts_with("Einzelheiten") && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(50));
        let _ = app.update(Message::Shell(Signal::Tick));
    }
    assert!(
        app.said().iter().any(|l| l.starts_with(
            "Wendepunkt: Zug zwei, Weiß, Gustav vier: danach steht Schwarz auf Gewinn."
        )),
        "{:?}",
        app.said()
    );
    for _ in 0..3 {
        let _ = app.update(named(Named::PageDown));
    }
    assert_eq!(
        last_said(&app),
        "Zug 2, Weiß: Gustav vier. Bewertung: Schwarz setzt in einem Zug matt."
    );
    let _ = app.update(named(Named::Home));
    let _ = app.update(named(Named::PageDown));
    assert!(
        last_said(&app).starts_with("Zug 1, Weiß: Felix drei. Bewertung: minus "),
        "{}",
        last_said(&app)
    );
}

/// Presses Down on a menu until the item said starts with `label` (at most 20 times).
fn focus_item(app: &mut App, label: &str) {
    for _ in 0..20 {
        if last_said(app).starts_with(label) {
            return;
        }
        let _ = app.update(named(Named::ArrowDown));
    }
    panic!("no item {label:?}; said {:#?}", app.said());
}

/// With a saved game offered, the start screen's "new game" starts the game as set up on its
/// screen (the clock and the announcing style chosen there), and the saved game goes into the
/// archive: before, the chosen clock and style were dropped (issue 14). The archive is then
/// the start screen's "recent games": each kept game said with its date, players and result,
/// and Enter loads it.
#[test]
fn a_new_game_beside_a_saved_one_keeps_its_setup_and_the_recent_games_load_again() {
    let dir = common::fresh_dir("gui-recent");
    leave_a_game_with_e4(&dir);
    let mut app = app_in(&dir, None, None);
    assert!(shows(&app, RESUME_E4));
    click(&mut app, "Neue Partie");
    assert!(matches!(app.screen, Screen::NewGame(_)));
    focus_item(&mut app, "Uhr");
    for _ in 0..4 {
        let _ = app.update(named(Named::ArrowRight));
    }
    assert_eq!(last_said(&app), "Uhr: Blitz, 5 Minuten");
    focus_item(&mut app, "Zugansage");
    let _ = app.update(named(Named::ArrowRight));
    let style = app.table().session().settings.style;
    let chosen = match &app.screen {
        Screen::NewGame(m) => m.focused().value().unwrap().to_string(),
        _ => unreachable!(),
    };
    click(&mut app, "Partie beginnen");
    assert_eq!(app.screen, Screen::Game);
    let session = app.table().session();
    assert_eq!(session.game.plies().len(), 0, "a new game");
    assert!(session.timekeeper().is_some(), "the blitz clock chosen");
    assert_eq!(session.settings.style.name(), chosen, "the style chosen");
    assert_ne!(session.settings.style, style, "the style was changed");
    drop(app);
    // The saved game is kept; the start screen lists it and loads it (the new game, not
    // begun, is offered to resume and is declined by loading another).
    let mut app = app_in(&dir, None, None);
    click(&mut app, "Letzte Partien");
    assert!(matches!(app.screen, Screen::Games(_)));
    let said = last_said(&app).to_string();
    assert!(said.starts_with("Letzte Partien. "), "{said}");
    assert!(
        said.ends_with("Uhr: Weiß gegen Schwarz, nicht beendet."),
        "the kept game said with its date, players and result: {said}"
    );
    let item = said
        .split_once("zurück. ")
        .unwrap()
        .1
        .trim_end_matches('.')
        .to_string();
    assert!(shows(&app, &item), "{item} on the screen");
    click(&mut app, &item);
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.table().session().game.plies().len(), 1, "1. e4 again");
}

/// A PGN file of several games (issue 17): typing its path lists its games, read out one by
/// one with the players and the result and shown on the screen; Enter or a click loads the
/// game chosen, Escape goes back to the file's folder.
#[test]
fn a_file_of_several_games_lists_them_to_choose_one_by_keys_or_click() {
    let dir = common::fresh_dir("gui-file-games");
    let pgn = dir.join("club.pgn");
    std::fs::write(
        &pgn,
        "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
         [White \"Carla\"]\n[Black \"Dmitri\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n\n\
         [White \"Emil\"]\n[Black \"Frieda\"]\n[Result \"*\"]\n\n1. c4 *\n",
    )
    .unwrap();
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F10));
    click(&mut app, "PGN-Datei öffnen");
    let _ = app.update(Message::Typed(pgn.display().to_string()));
    let _ = app.update(Message::Submit);
    assert!(matches!(app.screen, Screen::FileGames(_)));
    assert_eq!(
        last_said(&app),
        "3 Partien in der Datei. Pfeil hoch und runter wählen, Eingabe lädt die Partie, \
         Escape geht zurück zum Ordner. 1. Anna gegen Bert, Weiß gewann."
    );
    assert!(shows(&app, "Partien der Datei"));
    assert!(shows(&app, "3. Emil gegen Frieda, nicht beendet"));
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "2. Carla gegen Dmitri, remis");
    // Escape: the file's folder, the focus on the file; Enter lists its games again.
    let _ = app.update(named(Named::Escape));
    assert!(matches!(app.screen, Screen::OpenPgn(_)));
    assert!(
        last_said(&app).ends_with(" club.pgn."),
        "{}",
        last_said(&app)
    );
    let _ = app.update(named(Named::Enter));
    assert!(matches!(app.screen, Screen::FileGames(_)));
    let _ = app.update(named(Named::ArrowDown));
    let _ = app.update(named(Named::Enter));
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.mode, Mode::Review);
    let game = &app.table().session().game;
    assert_eq!((game.tags.white.as_str(), game.plies().len()), ("Carla", 2));
    // Clicked on the screen: the third game.
    let _ = app.update(named(Named::F10));
    click(&mut app, "PGN-Datei öffnen");
    let _ = app.update(Message::Typed(pgn.display().to_string()));
    let _ = app.update(Message::Submit);
    click(&mut app, "3. Emil gegen Frieda, nicht beendet");
    assert_eq!(app.screen, Screen::Game);
    // The game reviewed has moves: replacing it is asked, and the question is the last
    // thing said until it is answered; then the game is shown.
    assert_eq!(
        app.table().session().game.tags.white,
        "Carla",
        "asked first"
    );
    assert_eq!(
        last_said(&app),
        "Die geladene Partie übernehmen? Die laufende Partie wird beendet. Ja oder nein."
    );
    let _ = app.update(letter("y"));
    assert_eq!(last_said(&app), "Ausgangsstellung. Ein Zug.");
    assert_eq!(app.mode, Mode::Review);
    let game = &app.table().session().game;
    assert_eq!((game.tags.white.as_str(), game.plies().len()), ("Emil", 1));
}

/// Issue 18: opening a PGN file was a path field only, and after an error the focus left it.
/// Now the folder's PGN files and subfolders are a spoken list (Enter goes into a folder or
/// opens a file, the folder above is an item too), a path may still be typed (a folder typed
/// is listed), and a file that cannot be loaded says why and leaves the player where he was:
/// on the list, or with the path typed still in the field.
#[test]
fn pgn_files_are_chosen_from_a_spoken_folder_list_and_a_wrong_one_leaves_you_there() {
    let dir = common::fresh_dir("gui-open-folder");
    let club = dir.join("Verein");
    std::fs::create_dir_all(&club).unwrap();
    std::fs::write(
        club.join("runde1.pgn"),
        "[White \"Anna\"]\n[Black \"Bert\"]\n\n1. e4 e5 *\n",
    )
    .unwrap();
    std::fs::write(club.join("kaputt.pgn"), "1. e4 Ke7 *\n").unwrap();
    std::fs::write(club.join("notizen.txt"), "no PGN").unwrap();
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F10));
    click(&mut app, "PGN-Datei öffnen");
    // A folder typed is listed.
    let _ = app.update(Message::Typed(dir.display().to_string()));
    let _ = app.update(Message::Submit);
    assert!(matches!(app.screen, Screen::OpenPgn(_)));
    let canonical = dir.canonicalize().unwrap();
    assert!(
        last_said(&app).starts_with(&format!(
            "PGN-Datei öffnen. Ordner {}: keine PGN-Datei, ein Unterordner.",
            canonical.display()
        )),
        "{}",
        last_said(&app)
    );
    assert!(last_said(&app).ends_with("Pfad eingeben."));
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(
        last_said(&app),
        format!("Ordner darüber: {}", canonical.parent().unwrap().display())
    );
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), "Ordner Verein");
    assert!(shows(&app, "Ordner Verein"), "the list is on the screen");
    let _ = app.update(named(Named::Enter));
    assert!(
        last_said(&app).contains(": 2 PGN-Dateien, kein Unterordner."),
        "the text file is not listed: {}",
        last_said(&app)
    );
    focus_item(&mut app, "kaputt.pgn");
    assert!(shows(&app, "runde1.pgn"));
    // A file that cannot be loaded: the reason, and the list stays with the focus on it.
    let _ = app.update(named(Named::Enter));
    assert!(
        matches!(&app.screen, Screen::OpenPgn(m) if m.focused().id == ItemId::Entry(0)),
        "{:?} {:#?}",
        app.screen,
        app.said()
    );
    assert_eq!(
        last_said(&app),
        "Der 1. Zug von Schwarz, Ke7, ist in der Stellung regelwidrig. Nicht geladen."
    );
    assert_eq!(app.table().session().game.plies().len(), 0);
    // A path typed wrong: said why, and still in the field to correct.
    let wrong = club.join("runde2.pgn").display().to_string();
    let _ = app.update(Message::Typed(wrong.clone()));
    let _ = app.update(Message::Submit);
    assert!(matches!(app.screen, Screen::OpenPgn(_)));
    assert!(
        last_said(&app).contains("runde2.pgn"),
        "{}",
        last_said(&app)
    );
    assert_eq!(app.typed, wrong, "the path stays in the field");
    // Corrected, relative to the folder listed: loaded.
    let _ = app.update(Message::Typed("runde1.pgn".into()));
    let _ = app.update(Message::Submit);
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.mode, Mode::Review);
    assert_eq!(app.table().session().game.tags.white, "Anna");
    // Opened again: the same folder, and Enter on the file loads it by keys alone.
    let _ = app.update(named(Named::F10));
    click(&mut app, "PGN-Datei öffnen");
    assert!(
        last_said(&app).contains("Verein: 2 PGN-Dateien"),
        "{}",
        last_said(&app)
    );
}

/// A long list is shown by the page that holds the focused item, so the assistant sees what
/// is said: a file of forty games, and the settings at 800x600 (issue 18: the settings did
/// not scroll to the focused item).
#[test]
fn a_long_list_shows_the_page_of_the_focused_item() {
    let dir = common::fresh_dir("gui-long-list");
    let pgn = dir.join("forty.pgn");
    let games: String = (1..=40)
        .map(|i| format!("[White \"W{i}\"]\n[Black \"B{i}\"]\n[Result \"*\"]\n\n1. e4 *\n\n"))
        .collect();
    std::fs::write(&pgn, games).unwrap();
    let mut app = app_in(&dir, Some("startpos"), Some(Mode::TwoVoices));
    let _ = app.update(named(Named::F10));
    click(&mut app, "PGN-Datei öffnen");
    let _ = app.update(Message::Typed(pgn.display().to_string()));
    let _ = app.update(Message::Submit);
    assert!(shows(&app, "1. W1 gegen B1, nicht beendet"));
    assert!(!shows(&app, "26. W26 gegen B26, nicht beendet"));
    for _ in 0..25 {
        let _ = app.update(named(Named::ArrowDown));
    }
    assert_eq!(last_said(&app), "26. W26 gegen B26, nicht beendet");
    assert!(shows(&app, "26. W26 gegen B26, nicht beendet"));
    assert!(!shows(&app, "1. W1 gegen B1, nicht beendet"));
    click(&mut app, "26. W26 gegen B26, nicht beendet");
    assert_eq!(app.table().session().game.tags.white, "W26");

    // The settings at 800x600: the last item, reached by Up from the first, is on the screen.
    let _ = app.update(Message::Shell(Signal::Resized(iced::Size::new(
        800.0, 600.0,
    ))));
    let _ = app.update(named(Named::F10));
    click(&mut app, "Einstellungen");
    let _ = app.update(named(Named::ArrowUp));
    let last = last_said(&app).to_string();
    assert!(shows(&app, &last), "{last} on the screen");
}

/// Issue 32: after a click on a target no move reaches, the piece stayed selected; a second
/// click on it dropped it, and the click on the target then only said the square: no move, no
/// reason. The click on the target says why and drops the selection: the piece is taken up
/// again with one click, and the move is made.
#[test]
fn relay_a_click_on_a_target_no_move_reaches_says_why_and_the_next_try_works() {
    let dir = common::fresh_dir("gui-relay-miss");
    let mut app = app_in(
        &dir,
        Some("startpos"),
        Some(Mode::Relay {
            blind: shakmaty::Color::White,
        }),
    );
    let _ = app.update(Message::Typed("Springer Felix drei".into()));
    let _ = app.update(Message::Submit);
    let _ = app.update(letter("y"));
    let click = |app: &mut App, sq| {
        let (x, y) = square_centre(app, sq);
        click_at(app, x, y);
        last_said(app).to_string()
    };
    use shakmaty::Square::{E4, E5, E7};
    assert_eq!(click(&mut app, E7), "Von Eva sieben. Jetzt das Zielfeld.");
    assert_eq!(
        click(&mut app, E4),
        "Nicht möglich: der Bauer auf Eva sieben kann Eva vier nicht erreichen. Auswahl aufgehoben."
    );
    assert_eq!(click(&mut app, E7), "Von Eva sieben. Jetzt das Zielfeld.");
    assert_eq!(click(&mut app, E5), "Eva fünf.");
    assert_eq!(app.table().session().game.plies().len(), 2);
}

/// Issue 32: Home did nothing in the menus, and Left or Right on an action ("Partie
/// beginnen", where the new-game screen opens) were ignored in silence.
#[test]
fn home_and_end_reach_the_ends_of_a_menu_and_no_key_is_met_with_silence() {
    let dir = common::fresh_dir("gui-home");
    let mut app = app_in(&dir, None, None);
    let _ = app.update(named(Named::End));
    let last = last_said(&app).to_string();
    assert_ne!(last, "Neue Partie");
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last_said(&app), last, "End is the last item");
    let _ = app.update(named(Named::Home));
    assert_eq!(last_said(&app), "Neue Partie");
    let _ = app.update(named(Named::Enter));
    assert!(matches!(app.screen, Screen::NewGame(_)));
    let said = app.said().len();
    let _ = app.update(named(Named::ArrowRight));
    assert_eq!(
        app.said().len(),
        said + 1,
        "Right on an action says it again"
    );
    assert_eq!(last_said(&app), "Partie beginnen");
}

/// The online screen in English and Russian, as a player hears it walking down its items; not
/// signed in, choosing a game says what to do first and the screen stays.
#[test]
fn the_online_screen_speaks_each_item_and_without_a_token_says_to_sign_in() {
    let heard = |lang: &str| {
        let dir = common::fresh_dir(&format!("gui-online-{lang}"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("config.toml"),
            format!("language = \"{lang}\"\nonline_server = \"http://127.0.0.1:9\"\n"),
        )
        .unwrap();
        let mut app = app_in(&dir, None, None);
        let _ = app.update(Message::Shell(Signal::Tick));
        let _ = app.update(named(Named::ArrowDown));
        let _ = app.update(named(Named::Enter));
        assert!(matches!(app.screen, Screen::Online(_)));
        let mut said = vec![last_said(&app).to_string()];
        for _ in 0..9 {
            let _ = app.update(named(Named::ArrowDown));
            said.push(last_said(&app).to_string());
        }
        // Up to the AI, and Enter.
        for _ in 0..4 {
            let _ = app.update(named(Named::ArrowUp));
        }
        let _ = app.update(named(Named::Enter));
        said.push(last_said(&app).to_string());
        assert!(matches!(app.screen, Screen::Online(_)));
        said
    };
    assert_eq!(
        heard("en"),
        [
            "Play online on http://127.0.0.1:9. Up and down choose, left and right change, \
             Enter starts. Sign in with the browser.",
            "Time control: 15+10",
            "Colour: random",
            "Rated: no",
            "AI level: 1",
            "Play the server's AI",
            "Challenge a player, name",
            "Find an opponent",
            "Wait for challenges",
            "Back",
            "Not signed in to http://127.0.0.1:9. Please choose \"Sign in with the browser\" first.",
        ]
    );
    assert_eq!(
        heard("ru"),
        [
            "Игра по сети на http://127.0.0.1:9. Стрелки вверх и вниз выбирают, влево и вправо \
             меняют, Enter начинает. Войти через браузер.",
            "Контроль времени: 15+10",
            "Цвет: случайно",
            "На рейтинг: нет",
            "Уровень компьютера: 1",
            "Играть с компьютером сервера",
            "Вызвать игрока, имя",
            "Найти соперника",
            "Ждать вызовов",
            "Назад",
            "Вход на http://127.0.0.1:9 не выполнен. Сначала выберите «Войти через браузер».",
        ]
    );
}
