//! The clock in play, article by article: what the session does with it and what the player
//! hears (supplement 2.3, 2.4, 2.9; laws 6, 7.4b, 8.4, 9.5b, 10.2), and the console game that
//! ends by flag fall.

mod common;

use common::*;

use ansage::chess::clock::TimeControl;
use ansage::chess::game::Outcome;
use ansage::chess::game::{EndReason, Game, IllegalPolicy};
use ansage::chess::session::{ClockAction, Output, QuickplayDecision, Session, Settings};
use ansage::chess::timekeeper::{Timekeeper, WarningSettings};
use ansage::shared::speech::SpeechKind;
use ansage::shared::time::{MINUTE, Millis, SECOND};
use shakmaty::Color;

fn clocked(fen: &str, spec: &str, now: Millis) -> Session {
    clocked_game(Game::from_fen(fen).unwrap(), spec, now)
}

/// A game of its own (its illegal-move rule set) with a clock started at `now`.
fn clocked_game(game: Game, spec: &str, now: Millis) -> Session {
    let mut s = Session::new(game, Settings::default());
    s.set_timekeeper(Some(Timekeeper::new(
        TimeControl::parse(spec).unwrap(),
        WarningSettings::default(),
    )));
    s.start_clock(now);
    s
}

fn shows(s: &Session, now: Millis) -> [Millis; 2] {
    s.timekeeper().unwrap().readings(now)
}

/// Says a move at `now` and confirms it at `confirm`.
fn play(s: &mut Session, words: &str, now: Millis, confirm: Millis) -> Vec<Output> {
    s.hear_at(now, words);
    s.hear_at(confirm, "ja")
}

#[test]
fn the_clock_switches_only_on_the_confirmed_move_supplement_2_3() {
    let mut s = clocked("startpos", "5m", 0);
    s.hear_at(10 * SECOND, "Eva vier");
    // Read back, not confirmed: still White's time.
    assert_eq!(s.timekeeper().unwrap().clock.running(), Some(Color::White));
    s.hear_at(20 * SECOND, "ja");
    assert_eq!(s.timekeeper().unwrap().clock.running(), Some(Color::Black));
    assert_eq!(
        shows(&s, 20 * SECOND),
        [5 * MINUTE - 20 * SECOND, 5 * MINUTE]
    );
    // The reading goes with the move into the score sheet.
    assert_eq!(s.game.plies()[0].clock, Some(5 * MINUTE - 20 * SECOND));
}

#[test]
fn time_on_request_in_words_2_9d() {
    let mut s = clocked("startpos", "classical", 0);
    play(&mut s, "Eva vier", 0, 17 * MINUTE + 59 * SECOND);
    let out = s.hear_at(17 * MINUTE + 59 * SECOND + 58 * MINUTE, "Zeit");
    assert_eq!(
        said(&out),
        vec!["Weiß eine Stunde zwölf Minuten, Schwarz zweiunddreißig Minuten."]
    );
    let out = s.hear("Zugnummer");
    assert_eq!(
        said(&out),
        vec![
            "Zug eins, Schwarz am Zug.",
            "Noch vierzig Züge bis zur Zeitkontrolle."
        ]
    );
    let mut s = clocked("startpos", "5m", 0);
    s.settings.language = ansage::shared::language::Language::Ru;
    assert_eq!(
        said(&s.hear_at(2 * MINUTE + 28 * SECOND + 999, "время")),
        vec!["Белые: две минуты тридцать одна секунда, чёрные: пять минут."]
    );
}

#[test]
fn flag_fall_loses_6_9_6_10() {
    let mut s = clocked("startpos", "1m", 0);
    let out = s.tick(60 * SECOND);
    assert_eq!(
        said(&out),
        vec![
            "Flagge! Weiß hat die Zeit überschritten.",
            "Flagge. Schwarz gewinnt, null zu eins."
        ]
    );
    assert_eq!(s.game.result().unwrap().reason, EndReason::FlagFall);
    // A move after the flag does not count.
    assert_eq!(said(&s.hear("Eva vier")), vec!["Die Partie ist beendet."]);
}

#[test]
fn flag_fall_is_a_draw_when_the_opponent_cannot_mate_6_10() {
    // White has a rook, Black only king and bishop: Black cannot mate by any series of moves.
    let mut s = clocked("4k3/8/8/8/8/8/8/R3K2b w - - 0 60", "1m", 0);
    s.settings.language = ansage::shared::language::Language::Ru;
    let out = s.tick(61 * SECOND);
    assert_eq!(
        said(&out),
        vec![
            "Партия! У белых упал флажок.",
            "Партия. Ничья, по пол-очка."
        ]
    );
    assert_eq!(s.game.result().unwrap().outcome, Outcome::Draw);
}

#[test]
fn both_flags_6_12() {
    // Outside the last period: the game goes on, the clock waits for the arbiter.
    let mut s = clocked("startpos", "40/10m:5m", 0);
    s.arbiter_clock(0, ClockAction::Set(Color::Black, 0));
    let out = s.tick(11 * MINUTE);
    assert_eq!(
        said(&out),
        vec![
            "Beide Flaggen sind gefallen. Die Partie geht weiter; der Schiedsrichter stellt die Uhr."
        ]
    );
    assert!(s.game.result().is_none());
    // In the period of all remaining moves: a draw.
    let mut s = clocked("startpos", "10m", 0);
    s.arbiter_clock(0, ClockAction::Set(Color::Black, 0));
    s.tick(11 * MINUTE);
    assert_eq!(s.game.result().unwrap().outcome, Outcome::Draw);
}

#[test]
fn arbiter_pause_set_add_and_move_counter_6_13_6_14() {
    let mut s = clocked("startpos", "40/90m:30m", 0);
    s.arbiter_clock(MINUTE, ClockAction::Pause);
    assert_eq!(shows(&s, HOUR_LATER), [89 * MINUTE, 90 * MINUTE]);
    assert_eq!(
        said(&s.hear_at(HOUR_LATER, "Zeit")),
        vec![
            "Weiß eine Stunde neunundzwanzig Minuten, Schwarz eine Stunde dreißig Minuten. Die Uhr ist angehalten."
        ]
    );
    s.arbiter_clock(HOUR_LATER, ClockAction::Go);
    let out = s.arbiter_clock(
        HOUR_LATER,
        ClockAction::Add(Color::Black, (5 * MINUTE) as i64),
    );
    assert_eq!(
        said(&out),
        vec![
            "Schiedsrichter: Schwarz plus fünf Minuten. Die Uhr zeigt eine Stunde fünfunddreißig Minuten."
        ]
    );
    let out = s.arbiter_clock(HOUR_LATER, ClockAction::Set(Color::White, 10 * MINUTE));
    assert_eq!(
        said(&out),
        vec![
            "Schiedsrichter: Weiß minus eine Stunde neunzehn Minuten. Die Uhr zeigt zehn Minuten."
        ]
    );
    assert_eq!(shows(&s, HOUR_LATER + MINUTE), [9 * MINUTE, 95 * MINUTE]);
    s.arbiter_clock(HOUR_LATER, ClockAction::Moves(Color::White, 39));
    assert_eq!(
        s.timekeeper().unwrap().clock.period(Color::White),
        (0, Some(1))
    );
}

/// The arbiter's corrections are said, written into the score sheet after the move they
/// followed (`[%adj]`, read back by Ansage, passed over by other tools), kept in the autosave
/// and taken back one by one, the clock with them (6.14, 13.4b).
#[test]
fn arbiter_corrections_are_said_logged_in_the_pgn_and_undone() {
    use ansage::chess::scoresheet::{from_pgn, to_pgn};
    let mut s = clocked("startpos", "10m", 0);
    s.arbiter_clock(0, ClockAction::Add(Color::White, -15 * SECOND as i64));
    play(&mut s, "Eva vier", MINUTE, MINUTE);
    s.arbiter_clock(MINUTE, ClockAction::Add(Color::Black, 30 * SECOND as i64));
    s.arbiter_clock(MINUTE, ClockAction::Add(Color::White, 2 * MINUTE as i64));
    assert_eq!(
        shows(&s, MINUTE),
        [10 * MINUTE + 45 * SECOND, 10 * MINUTE + 30 * SECOND]
    );
    let out = s.arbiter_clock(MINUTE, ClockAction::Undo);
    assert_eq!(
        said(&out),
        vec![
            "Korrektur zurückgenommen: Weiß plus zwei Minuten. Die Uhr zeigt acht Minuten fünfundvierzig Sekunden."
        ]
    );
    assert_eq!(
        shows(&s, MINUTE),
        [8 * MINUTE + 45 * SECOND, 10 * MINUTE + 30 * SECOND]
    );
    let pgn = to_pgn(&s.game);
    assert!(
        pgn.contains(
            "{[%adj white -0:00:15]} 1. e4\n{[%clk 0:08:45] [%emt 0:01:00] [%adj black +0:00:30]}"
        ),
        "{pgn}"
    );
    let back = from_pgn(&pgn).unwrap();
    assert_eq!(back.corrections(), s.game.corrections());
    assert_eq!(to_pgn(&back), pgn);
    let saved = Game::from_saved(&s.game.to_saved()).unwrap();
    assert_eq!(saved.corrections(), s.game.corrections());
    s.arbiter_clock(MINUTE, ClockAction::Undo);
    s.arbiter_clock(MINUTE, ClockAction::Undo);
    let out = s.arbiter_clock(MINUTE, ClockAction::Undo);
    assert_eq!(said(&out), vec!["Es gibt keine Korrektur zurückzunehmen."]);
    assert_eq!(shows(&s, MINUTE), [9 * MINUTE, 10 * MINUTE]);
}

const HOUR_LATER: Millis = 61 * MINUTE;

#[test]
fn illegal_move_gives_the_opponent_two_minutes_7_4b() {
    let mut s = clocked("startpos", "10m", 0);
    s.tick(MINUTE);
    s.enter_board_move("e2e5");
    assert_eq!(shows(&s, MINUTE), [9 * MINUTE, 12 * MINUTE]);
}

#[test]
fn incorrect_claim_penalties_9_5b() {
    let mut s = clocked("startpos", "10m", 0);
    s.tick(4 * MINUTE);
    s.hear("reklamiere Wiederholung");
    let out = s.hear("ja");
    assert!(said(&out).contains(&"Weiß drei Minuten, Schwarz dreizehn Minuten.".to_string()));
    assert_eq!(shows(&s, 4 * MINUTE), [3 * MINUTE, 13 * MINUTE]);
}

#[test]
fn quickplay_finish_claims_10_2() {
    let mut s = clocked("startpos", "5m", 0);
    assert_eq!(
        said(&s.hear_at(MINUTE, "reklamiere Zeitnot")),
        vec!["Reklamation nach 10.2 nur mit weniger als zwei Minuten in der letzten Periode."]
    );
    let out = s.hear_at(3 * MINUTE + 30 * SECOND, "reklamiere Zeitnot");
    assert_eq!(
        said(&out),
        vec![
            "Weiß reklamiert Remis nach Artikel 10.2. Die Uhr ist angehalten; der Schiedsrichter entscheidet."
        ]
    );
    assert!(s.timekeeper().unwrap().clock.is_paused());
    let out = s.quickplay_decision(4 * MINUTE, QuickplayDecision::Defer);
    assert_eq!(
        said(&out),
        vec!["Entscheidung vertagt. Schwarz erhält zwei Minuten."]
    );
    assert_eq!(shows(&s, 4 * MINUTE), [90 * SECOND, 7 * MINUTE]);
    // The deferred claim is granted later.
    let out = s.quickplay_decision(4 * MINUTE + SECOND, QuickplayDecision::Accept);
    assert_eq!(
        said(&out),
        vec!["Remis nach Reklamation in Zeitnot. Remis, ein halb zu ein halb."]
    );
    // Rejected: two minutes to the opponent, the game goes on.
    let mut s = clocked("startpos", "5m", 0);
    s.hear_at(3 * MINUTE + 30 * SECOND, "claim quickplay");
    s.quickplay_decision(4 * MINUTE, QuickplayDecision::Reject);
    assert_eq!(shows(&s, 4 * MINUTE), [90 * SECOND, 7 * MINUTE]);
    assert_eq!(
        said(&s.quickplay_decision(4 * MINUTE, QuickplayDecision::Accept)),
        vec!["Es liegt keine Reklamation nach 10.2 vor."]
    );
}

/// В2: in blitz, article 10.2 does not apply: a claim is refused, the clock runs on (issue 18:
/// it was accepted and the clock stopped). The same claim in rapid stands (Б: no exception).
#[test]
fn a_quickplay_claim_in_blitz_is_refused_b2() {
    let mut game = Game::from_fen("startpos").unwrap();
    game.illegal_policy = IllegalPolicy::Blitz;
    let mut s = clocked_game(game, "5m", 0);
    assert_eq!(
        said(&s.hear_at(3 * MINUTE + 30 * SECOND, "reklamiere Zeitnot")),
        vec!["Im Blitz gilt Artikel 10.2 nicht; die Partie geht weiter."]
    );
    assert!(!s.timekeeper().unwrap().clock.is_paused());
    let mut game = Game::from_fen("startpos").unwrap();
    game.illegal_policy = IllegalPolicy::Rapid;
    let mut s = clocked_game(game, "15m", 0);
    s.hear_at(13 * MINUTE + 30 * SECOND, "reklamiere Zeitnot");
    assert!(
        s.timekeeper().unwrap().clock.is_paused(),
        "rapid: the claim stands"
    );
}

#[test]
fn warnings_and_the_recording_note_8_4() {
    let mut s = clocked("startpos", "6m", 0);
    let mut heard = Vec::new();
    for sec in 0..=100 {
        for o in s.tick(sec * SECOND) {
            if let Output::Say(sp) = o {
                assert_eq!(sp.kind, SpeechKind::Warning);
                heard.push(sp.text);
            }
        }
    }
    assert_eq!(
        heard,
        vec!["Weiß: fünf Minuten.", "Weiß muss nicht mehr mitschreiben."]
    );
}

#[test]
fn back_to_move_n_restores_the_clock_readings_2_8() {
    let mut s = clocked("startpos", "10m", 0);
    play(&mut s, "Eva vier", 0, MINUTE);
    play(&mut s, "Eva fünf", MINUTE, 3 * MINUTE);
    play(&mut s, "Springer Felix drei", 3 * MINUTE, 6 * MINUTE);
    s.hear_at(7 * MINUTE, "zurück zu Zug zwei");
    s.hear_at(7 * MINUTE, "ja");
    assert_eq!(shows(&s, 7 * MINUTE), [9 * MINUTE, 8 * MINUTE]);
    assert_eq!(s.timekeeper().unwrap().clock.running(), Some(Color::White));
    assert_eq!(s.timekeeper().unwrap().clock.moves(Color::White), 1);
}

#[test]
fn a_sealed_move_stops_the_clock_and_counts_on_resumption_a() {
    let mut s = clocked("startpos", "10m", 0);
    s.hear_at(MINUTE, "Abgabezug Eva vier");
    s.hear_at(MINUTE, "ja");
    assert_eq!(shows(&s, HOUR_LATER), [9 * MINUTE, 10 * MINUTE]);
    s.hear_at(HOUR_LATER, "fortsetzen");
    assert_eq!(s.timekeeper().unwrap().clock.running(), Some(Color::Black));
    assert_eq!(shows(&s, HOUR_LATER), [9 * MINUTE, 10 * MINUTE]);
}

fn console(args: &[&str], input: &str) -> Vec<String> {
    common::console(&fresh_dir("clock"), args, input)
}

#[test]
fn a_console_game_ends_by_flag_fall_and_is_drawn_6_10() {
    // White: king and rook; Black: king and bishop. White's flag falls; Black cannot mate.
    let input = "\
Turm Anna zwei\nja\nwait 20s\nLäufer Felix drei\nja\nwait 30s\nZeit\nTurm Anna sieben\n\
wait 50s\nja\nfen\npgn\nquit\n";
    let lines = console(
        &[
            "--fen",
            "4k3/8/8/8/8/8/8/R3K2b w - - 0 60",
            "--clock",
            "1m+2s",
            "--manual-time",
        ],
        input,
    );
    let at = |text: &str| {
        lines
            .iter()
            .position(|l| l == text)
            .unwrap_or_else(|| panic!("{text:?} not in {lines:#?}"))
    };
    // White's time ran out while the read-back waited for confirmation.
    let flag = at("Flagge! Weiß hat die Zeit überschritten.");
    assert_eq!(lines[flag + 1], "Flagge. Remis, ein halb zu ein halb.");
    assert!(at("Weiß zweiunddreißig Sekunden, Schwarz zweiundvierzig Sekunden.") < flag);
    assert!(
        at("Weiß: zweiunddreißig Sekunden.") < flag,
        "the one-minute warning"
    );
    assert_eq!(
        lines[flag + 2],
        "Die Partie ist beendet.",
        "the late yes counts for nothing"
    );
    assert!(lines.contains(&"4k3/8/8/8/8/5b2/R7/4K3 w - - 2 61".to_string()));
    assert!(lines.contains(&"[Result \"1/2-1/2\"]".to_string()));
    assert!(lines.contains(&"[TimeControl \"60+2\"]".to_string()));
    assert!(lines.contains(&"[Termination \"time forfeit\"]".to_string()));
    assert!(
        lines.contains(&"60. Ra2 {[%clk 0:01:02] [%emt 0:00:00]} 60... Bf3".to_string())
            && lines.contains(&"{[%clk 0:00:42] [%emt 0:00:20]} 1/2-1/2".to_string()),
        "{lines:#?}"
    );
}

#[test]
fn ninety_for_forty_plus_thirty_with_thirty_seconds_from_the_command_line() {
    let lines = console(
        &[
            "--fen",
            "startpos",
            "--clock",
            "90m/40+30s:30m+30s",
            "--manual-time",
        ],
        "clock\nZugnummer\npgn\nquit\n",
    );
    assert!(lines.contains(&"Weiß 1:30:00 | Schwarz 1:30:00 (Uhr von Weiß läuft)".to_string()));
    assert!(lines.contains(&"Noch vierzig Züge bis zur Zeitkontrolle.".to_string()));
    assert!(lines.contains(&"[TimeControl \"40/5400+30:1800+30\"]".to_string()));
    let lines = console(
        &["--fen", "startpos", "--manual-time"],
        "set clock classical\nclock\nset clock nonsense\nquit\n",
    );
    assert!(lines.contains(&"Weiß 1:30:00 | Schwarz 1:30:00 (Uhr von Weiß läuft)".to_string()));
    // A clock that is no time control is refused with why, in the player's language (issue
    // 32: it was an "unknown setting", as if "clock" were not one, then English).
    assert!(
        lines.contains(
            &"Fehler: die Uhr „nonsense“ geht nicht: „nonsense“: unbekannte Einheit „n“ (h, m, s). \
              Nichts geändert."
                .to_string()
        ),
        "{lines:?}"
    );
}

#[test]
fn the_clock_is_saved_with_the_game_and_runs_on_after_a_restart() {
    let dir = fresh_dir("clock-resume");
    common::console(
        &dir,
        &["--clock", "10m", "--manual-time"],
        "Eva vier\nwait 1m\nja\nwait 2m\nquit\n",
    );
    let lines = common::console(
        &dir,
        &["--manual-time"],
        "ja\nclock\nwait 30s\nZeit\nquit\n",
    );
    assert_eq!(lines[1], "Zug eins, Schwarz am Zug.");
    // Black's clock ran for two minutes before the stop and runs on from there.
    assert_eq!(
        lines[2],
        "Weiß 0:09:00 | Schwarz 0:08:00 (Uhr von Schwarz läuft)"
    );
    assert_eq!(
        lines[3],
        "Weiß neun Minuten, Schwarz sieben Minuten dreißig Sekunden."
    );
}

#[test]
fn the_illegal_move_rule_follows_the_time_control_b1_v1() {
    let blitz = console(
        &["--fen", "startpos", "--clock", "blitz-3", "--manual-time"],
        "played e2e5\nclaim\nja\nquit\n",
    );
    assert!(blitz.contains(&"Regelwidriger Zug. Schwarz gewinnt, null zu eins.".to_string()));
    let rapid = console(
        &["--fen", "startpos", "--clock", "rapid-15", "--manual-time"],
        "played e2e5\nclaim\nja\nclock\nquit\n",
    );
    assert!(rapid.contains(&"Weiß 0:15:00 | Schwarz 0:17:00 (Uhr von Weiß läuft)".to_string()));
    let standard = console(
        &["--fen", "startpos", "--clock", "classical", "--manual-time"],
        "played e2e5\nquit\n",
    );
    assert!(standard[1].starts_with("Regelwidriger Zug von Weiß, Nummer eins."));
}
