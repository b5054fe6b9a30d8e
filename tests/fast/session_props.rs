//! Property: no sequence of utterances ever makes the session play an illegal move, or a move
//! the player did not confirm. Only three things complete a move under the default policy:
//! "yes" after a read-back (that very move), a rejected draw claim with its intended move (9.5),
//! and the sealed move on resumption (A5).

use ansage::chess::game::Game;
use ansage::chess::lexicon::{Command, Lexicon};
use ansage::chess::session::{Action, Output, Pending, Session, Settings};
use proptest::prelude::*;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

/// Utterances: lexicon words in random order, real move phrases, commands, noise.
fn utterance() -> impl Strategy<Value = String> {
    let lex = Lexicon::builtin();
    let words: Vec<String> = ansage::shared::language::Language::ALL
        .iter()
        .flat_map(|l| lex.words(*l).iter().map(|(w, _)| w.clone()))
        .collect();
    let phrase = prop::collection::vec(prop::sample::select(words), 1..6).prop_map(|w| w.join(" "));
    let moves = prop::sample::select(vec![
        "Eva vier",
        "Eva fünf",
        "Springer Felix drei",
        "Springer Cesar sechs",
        "David vier",
        "David schlägt Eva fünf",
        "Bauer Eva schlägt David fünf",
        "Dame Hector fünf",
        "kurze Rochade",
        "lange Rochade",
        "Läufer Bella fünf",
        "Springer Eva zwei",
        "Anna acht",
        "Eva acht Dame",
        "König Eva zwei",
        "Turm Felix eins",
    ])
    .prop_map(str::to_string);
    let commands = prop::sample::select(vec![
        "ja",
        "nein",
        "Remis",
        "angenommen",
        "abgelehnt",
        "reklamiere Wiederholung",
        "reklamiere fünfzig Züge",
        "erste",
        "zweite",
        "Dame",
        "Bella",
        "zurück zu Zug eins",
        "Abgabezug Eva vier",
        "fortsetzen",
        "aufgeben",
        "nochmal",
        "",
        "blorp glub",
    ])
    .prop_map(str::to_string);
    prop_oneof![3 => moves, 3 => commands, 2 => phrase, 1 => "\\PC{0,30}"]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_illegal_or_unconfirmed_move_is_ever_played(
        inputs in prop::collection::vec(utterance(), 1..60),
        board in prop::collection::vec(any::<bool>(), 60),
    ) {
        let mut s = Session::new(Game::default(), Settings::default());
        let mut shadow = Chess::default();
        for (i, text) in inputs.iter().enumerate() {
            let pending = s.pending().clone();
            let sealed = s.game.sealed().cloned();
            let commands: Vec<Command> = Lexicon::builtin()
                .tokenize(text)
                .iter()
                .filter_map(|w| w.command())
                .collect();
            let from_board = board[i] && !text.is_empty();
            let plies_before = s.game.plies().len();
            let out = if from_board { s.enter_board_move(text) } else { s.hear(text) };
            for o in &out {
                match o {
                    Output::MoveDone { uci, .. } => {
                        let m = uci
                            .parse::<UciMove>()
                            .ok()
                            .and_then(|u| u.to_move(&shadow).ok());
                        prop_assert!(m.is_some(), "illegal move {uci} played after {text:?}");
                        let m = m.unwrap();
                        let confirmed = matches!(pending, Pending::ReadBack { mv, .. } if mv == m)
                            && commands.contains(&Command::Yes);
                        // A claim with its move, asked back and confirmed: a wrong claim plays
                        // the move (9.5a), and only on that "ja" (issue 14).
                        let claimed = commands.contains(&Command::Yes)
                            && matches!(
                                pending,
                                Pending::Confirm(Action::Claim { with: Some(mv), .. }) if mv == m
                            );
                        let resumed = commands.contains(&Command::Resume)
                            && sealed.as_ref().is_some_and(|sl| &sl.uci == uci);
                        prop_assert!(
                            from_board || confirmed || claimed || resumed,
                            "unconfirmed move {uci} after {text:?} (pending {pending:?})"
                        );
                        shadow.play_unchecked(m);
                    }
                    Output::BackTo { .. } | Output::NewGame => {
                        shadow = s.game.position().clone();
                    }
                    _ => {}
                }
            }
            let changes = out.iter().any(|o| {
                matches!(o, Output::BackTo { .. } | Output::MoveDone { .. } | Output::NewGame)
            });
            if !changes {
                prop_assert_eq!(s.game.plies().len(), plies_before, "after {:?}", text);
            }
            prop_assert_eq!(&shadow, s.game.position());
        }
    }
}
