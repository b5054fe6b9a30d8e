//! How a heard answer to a yes-or-no question is weighed, in either game: a false "yes" does
//! what the player or marker did not say (a move played, a foul scored), a false "no" costs
//! one more word, so a "yes" must be far surer than anything else heard. Sureness is the
//! margin of the best hypothesis over the best one that means something else (the garbage
//! path's words among them); each game says what a hypothesis means.

use super::grammar::Heard;

/// What one word of an utterance is to a yes-or-no question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// "ja", "yes", "да", "richtig", ...
    Yes,
    /// "nein", "no", "нет", "Korrektur", ...
    No,
    /// A word that carries no meaning of its own ("äh", "bitte").
    Filler,
    /// Anything else: a move's word, a command, a number, a word not understood.
    Other,
}

/// What an utterance says to a yes-or-no question: the one rule of both games
/// (docs/manual.md, "Answers"). It is a yes only when its meaning is a yes and nothing else
/// (fillers aside: "ja bitte", "ja, ja"), a no likewise; a yes or no said with anything else
/// ("d4 ja", "Hilfe ja quit", "ja oder nein") is neither, and the game decides what the rest
/// means (a move said with it is that move, read back) without ever taking it as a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    Yes,
    No,
    /// A yes or a no word with other words, or both.
    Mixed,
    /// No yes or no word at all.
    Neither,
}

impl Reply {
    /// A clear yes or no, or neither (a yes with other words is no answer).
    pub fn yes_or_no(self) -> Option<bool> {
        match self {
            Reply::Yes => Some(true),
            Reply::No => Some(false),
            Reply::Mixed | Reply::Neither => None,
        }
    }
}

/// The reply of an utterance, from what each of its words is.
pub fn reply(parts: impl IntoIterator<Item = Part>) -> Reply {
    let (mut yes, mut no, mut other) = (false, false, false);
    for p in parts {
        match p {
            Part::Yes => yes = true,
            Part::No => no = true,
            Part::Filler => {}
            Part::Other => other = true,
        }
    }
    match (yes, no, other) {
        (true, false, false) => Reply::Yes,
        (false, true, false) => Reply::No,
        (false, false, _) => Reply::Neither,
        _ => Reply::Mixed,
    }
}

/// Below this confidence a "yes" to a question is not taken: the question is asked again.
/// Chosen on the training half of `make bench-confirm` (the chess read-back, the harder
/// case: moves that sound like "ja") as the lowest threshold with no false confirmation there
/// (4 of 1 560 at 0.5, 0 from 0.7 up); it takes fewer plain yeses (docs/benchmarks.md,
/// "Confirmation", has the curve).
pub const YES_CONFIDENCE: f32 = 0.7;

/// The score margin (log-likelihood) at which the confidence is one half.
pub const MARGIN_SCALE: f32 = 300.0;

/// The margin between the best hypothesis and the best alternative that means something
/// else, as 0..1. Without alternatives, the engine's own confidence stands; with none of
/// another meaning, 1.
pub fn margin_confidence<M: PartialEq>(heard: &Heard, meaning: impl Fn(&str) -> M) -> f32 {
    let Some((_, first)) = heard.alternatives.first() else {
        return heard.confidence;
    };
    let best_score = heard
        .alternatives
        .iter()
        .find(|(t, _)| *t == heard.text)
        .map(|(_, s)| *s)
        .unwrap_or(*first);
    let meant = meaning(&heard.text);
    for (text, score) in &heard.alternatives {
        if *text != heard.text && meaning(text) != meant {
            let margin = (best_score - score).max(0.0);
            return margin / (margin + MARGIN_SCALE);
        }
    }
    1.0
}

/// A second opinion that means another action at least this surely (its own margin) leaves
/// a first heard less surely than [`FIRST_SURE`] doubtful: the tables' gate
/// (`--min-confidence`).
pub const SECOND_SURE: f32 = 0.5;

/// A first hearing of a chess move at least this sure stands against a second opinion of
/// another move. Chosen on the training half of `make bench-voice` (Whisper with PocketSphinx
/// beside it, 640 recordings of chess moves): never to stand, 342 moves right and 9 wrong;
/// 0.6, 362 and 10; always (no veto), 363 and 12. PocketSphinx mishears a clear "e four" as
/// "b four" surely.
pub const FIRST_SURE: f32 = 0.6;

/// Weighs a second recognizer's hearing of the same utterance ([`Heard::second`]) beside the
/// first's, when the first means an action (`act`: a move, a billiards command): the same
/// action at any margin is sure (the two err independently); another action heard surely (its
/// margin by `meaning`) leaves the first not understood, to be said again, unless the first is
/// at least `stands_from` sure (`None`: it never stands); nothing, or no action, leaves it as
/// it is. Answers to a question are weighed by the first alone.
pub fn second_opinion<A: PartialEq, M: PartialEq>(
    heard: &mut Heard,
    act: impl Fn(&str) -> Option<A>,
    meaning: impl Fn(&str) -> M,
    stands_from: Option<f32>,
) {
    let Some(second) = heard.second.take() else {
        return;
    };
    let Some(first) = act(&heard.text) else {
        return;
    };
    match act(&second.text) {
        Some(other) if other == first => heard.confidence = 1.0,
        Some(_)
            if stands_from.is_none_or(|sure| heard.confidence < sure)
                && margin_confidence(&second, meaning) >= SECOND_SURE =>
        {
            heard.confidence = 0.0
        }
        _ => {}
    }
}

/// What a table does with a hearing while a yes-or-no question stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtQuestion {
    /// A yes sure enough to act on: the session hears it.
    Yes,
    /// A yes not sure enough ([`YES_CONFIDENCE`]), or anything heard too unsure to act on
    /// (below `min_confidence`): the question is asked again.
    AskAgain,
    /// Other words heard surely (no, a new proposal, stop, repeat, a filler): the session
    /// hears them, and it acts on nothing but its answer.
    Words,
}

/// How a weighed hearing (its `confidence`) answers the question: `yes` and `no` say which
/// answer words it holds ("ja oder nein", the question echoed, holds both and is no answer).
pub fn at_question(confidence: f32, min_confidence: f32, yes: bool, no: bool) -> AtQuestion {
    let yes = yes && !no;
    if confidence < min_confidence || (yes && confidence < YES_CONFIDENCE) {
        AtQuestion::AskAgain
    } else if yes {
        AtQuestion::Yes
    } else {
        AtQuestion::Words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_yes_is_a_yes_only_alone() {
        use Part::*;
        assert_eq!(reply([Yes]), Reply::Yes);
        assert_eq!(reply([Filler, Yes, Yes, Filler]), Reply::Yes);
        assert_eq!(reply([No, Filler]), Reply::No);
        assert_eq!(reply([Other, Yes]), Reply::Mixed);
        assert_eq!(reply([Yes, No]), Reply::Mixed);
        assert_eq!(reply([Other, No, Other]), Reply::Mixed);
        assert_eq!(reply([Other, Filler]), Reply::Neither);
        assert_eq!(reply([Filler]), Reply::Neither);
        assert_eq!(reply([]), Reply::Neither);
        assert_eq!(Reply::Yes.yes_or_no(), Some(true));
        assert_eq!(Reply::No.yes_or_no(), Some(false));
        assert_eq!(Reply::Mixed.yes_or_no(), None);
        assert_eq!(Reply::Neither.yes_or_no(), None);
    }

    #[test]
    fn a_yes_needs_a_wide_margin_and_an_echoed_question_is_no_yes() {
        assert_eq!(at_question(0.69, 0.5, true, false), AtQuestion::AskAgain);
        assert_eq!(at_question(0.7, 0.5, true, false), AtQuestion::Yes);
        assert_eq!(at_question(0.6, 0.5, false, true), AtQuestion::Words);
        assert_eq!(at_question(0.4, 0.5, false, true), AtQuestion::AskAgain);
        assert_eq!(at_question(1.0, 0.5, true, true), AtQuestion::Words);
    }

    #[test]
    fn only_an_alternative_of_another_meaning_narrows_the_margin() {
        let heard = |alts: &[(&str, f32)]| Heard::with("yes", alts);
        let yes = |t: &str| t == "yes" || t == "yeah";
        let h = heard(&[("yes", -1000.0), ("yeah", -1001.0), ("no", -1300.0)]);
        assert!((margin_confidence(&h, yes) - 0.5).abs() < 1e-6);
        let h = heard(&[("yes", -1000.0), ("yeah", -1001.0)]);
        assert_eq!(margin_confidence(&h, yes), 1.0);
    }
}
