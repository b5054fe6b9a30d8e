//! How sure a hearing is of its meaning in this position. A recognizer's best hypothesis and
//! its next best ones may all mean the same move ("e four", "e vier"), or the best may barely
//! beat one that means another move ("e four" against "d four"): only the second is doubtful.
//! The table weighs every hearing here once, on its own thread, against the session's current
//! position, before the session acts on it; what the words are and what they mean there
//! ([`Meaning`]) travel on to the session, which neither splits nor matches them again.

use shakmaty::Chess;

use super::confusion::Confusions;
use super::grammar::Vocabulary;
use super::lexicon::{Command, Lexicon, Word};
use super::matcher::{MatchResult, Matched};
use ansage_shared::answer::{self, AtQuestion, Reply};
use ansage_shared::grammar::Heard;

/// A weighed hearing's words, as the lexicon splits them, and the move they mean (or why none)
/// in the position it was weighed in.
#[derive(Clone, Debug, PartialEq)]
pub struct Meaning {
    pub text: String,
    pub words: Vec<Word>,
    pub result: MatchResult,
}

impl Meaning {
    fn of(matched: &Matched, text: &str) -> Meaning {
        Meaning {
            text: text.to_string(),
            words: Lexicon::builtin().tokenize(text),
            result: matched.get(text),
        }
    }
}

/// What words mean in a position: a move (or why not), and the command words among them
/// ("ja" and "nein" are both no move, and still mean opposite things).
fn meaning(matched: &Matched, text: &str) -> (MatchResult, Vec<Command>) {
    (matched.get(text), Lexicon::builtin().commands(text))
}

/// How a weighed hearing answers a yes-or-no question ([`answer::at_question`]): the
/// answer words are the lexicon's.
pub fn at_question(heard: &Heard, min_confidence: f32) -> AtQuestion {
    let reply = Lexicon::builtin().reply(&heard.text);
    answer::at_question(
        heard.confidence,
        min_confidence,
        reply == Reply::Yes,
        reply == Reply::No,
    )
}

/// How sure the engine is of what the words mean here: the score margin between its best
/// hypothesis and the best alternative that would mean another move (or another command),
/// as 0..1. Without alternatives, the engine's own confidence stands.
fn margin_confidence(matched: &Matched, heard: &Heard) -> f32 {
    answer::margin_confidence(heard, |text| meaning(matched, text))
}

/// A second recognizer's hearing beside the first's ([`answer::second_opinion`]): the
/// actions are the moves the words mean here.
fn second_opinion(matched: &Matched, heard: &mut Heard) {
    answer::second_opinion(
        heard,
        |text| match matched.get(text) {
            MatchResult::Move { mv, .. } => Some(mv),
            _ => None,
        },
        |text| meaning(matched, text),
        Some(answer::FIRST_SURE),
    );
}

/// Lowers the engine's confidence to the margin of the meaning in this position: every path
/// from audio to a move (a file, the microphone, push-to-talk) judges a hearing the same way.
/// Returns what the words (as they stand after the weighing) mean here.
pub fn weigh(pos: &Chess, heard: &mut Heard) -> Meaning {
    let matched = Matched::new(pos);
    heard.confidence = heard.confidence.min(margin_confidence(&matched, heard));
    second_opinion(&matched, heard);
    Meaning::of(&matched, &heard.text)
}

/// [`weigh`], with what is known of the player's voice: a move heard is reconsidered with
/// his confusion table (`Confusions::reconsider`). The table can make a hearing less sure,
/// never surer than the recognizer's own margin (the gate was chosen on that margin); a
/// hearing it turns to another move is as sure as the table's margin for it.
pub fn weigh_for(
    pos: &Chess,
    heard: &mut Heard,
    voice: &Confusions,
    vocab: &Vocabulary,
) -> Meaning {
    let heard_as = heard.text.clone();
    let matched = Matched::new(pos);
    let own = margin_confidence(&matched, heard);
    if !voice.reconsider(&matched, heard, vocab) || heard.text == heard_as {
        heard.confidence = heard.confidence.min(own);
    }
    second_opinion(&matched, heard);
    Meaning::of(&matched, &heard.text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(text: &str, alternatives: &[(&str, f32)]) -> Heard {
        Heard::with(text, alternatives)
    }

    #[test]
    fn only_an_alternative_with_another_meaning_makes_a_hearing_doubtful() {
        let pos = Chess::default();
        // "e four" barely beats "d four": another move, a margin of 100 of 300.
        let mut h = heard("e four", &[("e four", -1000.0), ("d four", -1100.0)]);
        weigh(&pos, &mut h);
        assert!((h.confidence - 0.25).abs() < 1e-6, "{}", h.confidence);
        // Alternatives that mean the same move leave the engine's confidence.
        let mut h = heard("e four", &[("e four", -1000.0), ("eva vier", -1001.0)]);
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 1.0);
        // "ja" and "nein" are both no move, and still two meanings: a "ja" that barely beats
        // a "nein" is doubtful (it was taken as sure, confidence 1.0, before).
        let mut h = heard("ja", &[("ja", -1000.0), ("nein", -1030.0)]);
        weigh(&pos, &mut h);
        assert!(h.confidence < 0.1, "{}", h.confidence);
        assert_eq!(at_question(&h, 0.0), AtQuestion::AskAgain);
        let mut h = heard("ja", &[("ja", -1000.0), ("richtig", -1010.0)]);
        weigh(&pos, &mut h);
        assert_eq!(
            at_question(&h, 0.5),
            AtQuestion::Yes,
            "two words, one meaning"
        );
        assert_eq!(at_question(&heard("nein", &[]), 0.5), AtQuestion::Words);
        assert_eq!(
            at_question(&heard("ja oder nein", &[]), 0.5),
            AtQuestion::Words
        );
        let mut unsure = heard("nein", &[]);
        unsure.confidence = 0.3;
        assert_eq!(at_question(&unsure, 0.5), AtQuestion::AskAgain);
        // No alternatives (Vosk): the engine's own confidence stands.
        let mut h = heard("e four", &[]);
        h.confidence = 0.7;
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 0.7);
    }

    /// Whisper's hearing with PocketSphinx's of the same utterance beside it.
    fn with_second(text: &str, margin: f32, second: &str, second_margin: f32) -> Heard {
        let mut h = heard(text, &[(text, -1000.0), ("d four", -1000.0 - margin)]);
        h.second = Some(Box::new(heard(
            second,
            &[(second, -1000.0), ("c four", -1000.0 - second_margin)],
        )));
        h
    }

    #[test]
    fn a_second_opinion_makes_a_move_sure_or_doubtful() {
        let pos = Chess::default();
        // Doubtful alone (a margin of 100: 0.25), sure when the second hears the same move,
        // in its own words and spelling.
        let mut h = with_second("e four", 100.0, "eva vier", 10.0);
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 1.0);
        assert!(h.second.is_none(), "weighed once");
        // Heard at the gate (a margin of 300: 0.5), not understood when the second surely
        // heard another move; far surer (a margin of 900: 0.75), it stands.
        let mut h = with_second("e four", 300.0, "f four", 600.0);
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 0.0);
        let mut h = with_second("e four", 900.0, "f four", 600.0);
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 0.75);
        // Another move barely heard, or no move, leaves the first's weighing.
        let mut h = with_second("e four", 300.0, "f four", 100.0);
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 0.5);
        let mut h = with_second("e four", 300.0, "ja", 600.0);
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 0.5);
        // A "ja" is no move: a second "ja" does not make it surer (answers are weighed alone).
        let mut h = heard("ja", &[("ja", -1000.0), ("nein", -1030.0)]);
        h.second = Some(Box::new(heard("ja", &[])));
        weigh(&pos, &mut h);
        assert!(h.confidence < 0.1, "{}", h.confidence);
    }
}
