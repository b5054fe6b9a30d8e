//! The rule of answers, in both games (docs/manual.md, "Answers"; issue 32): an utterance is a
//! yes only when its meaning is a yes and nothing else. Generated utterances mix a yes word (of
//! any language) with words of every other meaning (moves, commands, numbers, colours, words
//! nobody knows, the billiards marker's events) at every question the games ask, and at none:
//! none may act as a yes (no move played, no game ended or replaced, no event scored).

use ansage::billiards::matchplay::{Format, MatchConfig};
use ansage::billiards::session::{Current, Session as Billiards, Setup};
use ansage::billiards::{Discipline, words};
use ansage::chess::game::Game;
use ansage::chess::lexicon::{Lexicon, Meaning};
use ansage::chess::session::{Output, Session, Settings};
use ansage::shared::answer::{Part, Reply};
use ansage::shared::confirm::{ConfirmPolicy, Source};
use ansage::shared::grammar::phrase_list_at_most;
use ansage::shared::language::Language;
use proptest::prelude::*;

/// Every chess word of every language with its meaning, but for the yes words and fillers.
fn other_chess_words() -> Vec<String> {
    let lex = Lexicon::builtin();
    let mut words: Vec<String> = Language::ALL
        .iter()
        .flat_map(|l| lex.words(*l).iter())
        .filter(|(w, m)| {
            !matches!(m, Meaning::Filler) && lex.tokenize(w).iter().all(|t| t.part() == Part::Other)
        })
        .map(|(w, _)| w.clone())
        .collect();
    words.extend(
        [
            "Springer Felix drei",
            "Eva vier",
            "e4",
            "Nf3",
            "blorp",
            "Lufer",
            "zweiundzwanzig",
        ]
        .map(String::from),
    );
    words
}

fn chess_yes_words() -> Vec<String> {
    let lex = Lexicon::builtin();
    Language::ALL
        .iter()
        .flat_map(|l| lex.words(*l).iter())
        .filter(|(w, _)| lex.reply(w) == Reply::Yes)
        .map(|(w, _)| w.clone())
        .collect()
}

/// A yes word put among one to three other words, at any place.
fn mixed(yes: Vec<String>, others: Vec<String>) -> impl Strategy<Value = String> {
    (
        prop::sample::select(yes),
        prop::collection::vec(prop::sample::select(others), 1..4),
        any::<prop::sample::Index>(),
    )
        .prop_map(|(yes, mut others, at)| {
            let i = at.index(others.len() + 1);
            others.insert(i, yes);
            others.join(" ")
        })
}

/// The questions the chess session asks (and no question, with a draw offer standing), each
/// reached from the start of a game by what a player says.
const CHESS_QUESTIONS: &[(&str, &[&str])] = &[
    ("startpos", &[]),
    ("startpos", &["Eva vier"]),
    ("startpos", &["aufgeben"]),
    ("startpos", &["neue Partie"]),
    ("startpos", &["beenden"]),
    (
        "startpos",
        &["Eva vier", "ja", "Eva fünf", "ja", "zurück zu Zug eins"],
    ),
    ("startpos", &["Eva vier", "ja", "Remis"]),
    ("startpos", &["Eva vier", "ja", "Remis", "ja"]),
    ("startpos", &["Eva vier", "ja", "Remis", "Eva fünf"]),
    ("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1", &["Springer Eva zwei"]),
    ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", &["Eva acht"]),
    (
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        &[
            "Turm Anna sieben",
            "ja",
            "Bauer Gustav sechs",
            "ja",
            "Turm Anna acht",
        ],
    ),
];

fn chess_at(question: usize) -> Session {
    let (fen, said) = CHESS_QUESTIONS[question];
    let game = match fen {
        "startpos" => Game::default(),
        fen => Game::from_fen(fen).unwrap(),
    };
    let mut s = Session::new(game, Settings::default());
    for words in said {
        s.hear(words);
    }
    s
}

fn billiards(d: Discipline, lang: Language) -> Billiards {
    let config = MatchConfig::new(d, Format::RaceTo(3), ["Anna".into(), "Boris".into()]);
    Billiards::new(
        Current::new(&Setup::Single(config)),
        lang,
        ConfirmPolicy::Always,
        false,
    )
}

/// The marker's first event of a discipline, read back for his "yes"; and every phrase the
/// marker can say in it.
fn billiards_at(d: Discipline, lang: Language) -> (Billiards, Vec<String>) {
    let phrases = phrase_list_at_most(
        &billiards(d, lang).phrases(words::Listening::Question),
        50_000,
    )
    .unwrap_or_default();
    for p in &phrases {
        let mut s = billiards(d, lang);
        s.words(p, Source::Heard, 0);
        if s.proposal_words().is_some() {
            return (s, phrases);
        }
    }
    panic!("no event to read back in {d:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn a_yes_said_with_anything_else_never_acts_as_a_yes_in_chess(
        question in 0..CHESS_QUESTIONS.len(),
        said in mixed(chess_yes_words(), other_chess_words()),
        typed in any::<bool>(),
    ) {
        let mut s = chess_at(question);
        let plies = s.game.plies().len();
        let out = if typed { s.typed(&said) } else { s.hear(&said) };
        for o in &out {
            prop_assert!(
                !matches!(
                    o,
                    Output::MoveDone { .. } | Output::NewGame | Output::BackTo { .. } | Output::Quit
                ),
                "{said:?} at question {question} acted as a yes: {o:?}"
            );
        }
        prop_assert_eq!(s.game.plies().len(), plies, "{:?}", said);
        prop_assert!(s.game.result().is_none(), "{said:?} ended the game at question {question}");
    }

    #[test]
    fn a_yes_said_with_anything_else_never_scores_in_billiards(
        d in prop::sample::select(Discipline::ALL.to_vec()),
        lang in prop::sample::select(Language::ALL.to_vec()),
        at in any::<prop::sample::Index>(),
        yes_first in any::<bool>(),
    ) {
        let (mut s, phrases) = billiards_at(d, lang);
        let asked = s.proposal_words();
        let entries = s.log().entries.len();
        let yes = words::yes_words(lang);
        let yes = &yes[at.index(yes.len())];
        let other = &phrases[at.index(phrases.len())];
        let said = if yes_first { format!("{yes} {other}") } else { format!("{other} {yes}") };
        s.words(&said, Source::Heard, 1_000);
        prop_assert_eq!(s.log().entries.len(), entries, "{:?} scored", said);
        prop_assert_eq!(s.proposal_words(), asked, "{:?} took the read-back", said);
    }
}

/// The plain answers still work: a yes alone (with fillers) plays the move read back.
#[test]
fn a_yes_alone_or_with_fillers_is_a_yes() {
    for yes in ["ja", "ja bitte", "äh ja", "ja ja", "yes please", "да"] {
        let mut s = Session::new(Game::default(), Settings::default());
        s.hear("Eva vier");
        let out = s.hear(yes);
        assert!(
            out.iter().any(|o| matches!(o, Output::MoveDone { .. })),
            "{yes:?} was no yes"
        );
    }
}
