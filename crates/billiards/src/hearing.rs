//! How sure a hearing is of its meaning at the billiards table, weighed as the chess table
//! weighs a move (`ansage_shared::answer`): the recognizer's confidence is lowered to the
//! margin of its best hypothesis over the best one that means another command, and a second
//! recognizer's hearing of the same utterance confirms the event or, surely hearing another,
//! leaves a doubtful one to be said again. A recognizer that scores whole phrases (Whisper)
//! gives every hearing a confidence of 1; only its margins tell "pot red" from "eight reds".

use super::words::Command;
use ansage_shared::answer;
use ansage_shared::grammar::Heard;

/// Weighs a hearing in place; `means` is what words mean at the table now (the session's
/// parse).
pub fn weigh(heard: &mut Heard, means: impl Fn(&str) -> Option<Command>) {
    heard.confidence = heard
        .confidence
        .min(answer::margin_confidence(heard, &means));
    answer::second_opinion(
        heard,
        |text| match means(text) {
            Some(Command::Act(a)) => Some(a),
            _ => None,
        },
        &means,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::matchplay::Action;

    fn means(text: &str) -> Option<Command> {
        match text {
            "red" => Some(Command::Act(Action::Frame(Event::Reds(1)))),
            "two reds" => Some(Command::Act(Action::Frame(Event::Reds(2)))),
            "score" => Some(Command::Score),
            _ => None,
        }
    }

    /// "Red" barely ahead of "two reds" is doubtful; far ahead, or ahead of words that mean
    /// the same, it is sure.
    #[test]
    fn only_a_close_hypothesis_of_another_event_makes_a_hearing_doubtful() {
        let mut h = Heard::with("red", &[("red", -1000.0), ("two reds", -1100.0)]);
        weigh(&mut h, means);
        assert!((h.confidence - 0.25).abs() < 1e-6, "{}", h.confidence);
        let mut h = Heard::with("red", &[("red", -1000.0), ("two reds", -3000.0)]);
        weigh(&mut h, means);
        assert!(h.confidence > 0.85, "{}", h.confidence);
        let mut h = Heard::with("red", &[("red", -1000.0), ("red", -1001.0)]);
        weigh(&mut h, means);
        assert_eq!(h.confidence, 1.0);
    }

    /// A second recognizer that heard the same event makes a doubtful hearing sure; one that
    /// surely heard another event leaves it not understood.
    #[test]
    fn a_second_opinion_confirms_or_vetoes_an_event() {
        let doubtful = || Heard::with("red", &[("red", -1000.0), ("two reds", -1100.0)]);
        let mut h = doubtful();
        h.second = Some(Box::new(Heard::with("red", &[])));
        weigh(&mut h, means);
        assert_eq!(h.confidence, 1.0);
        let mut h = doubtful();
        h.second = Some(Box::new(Heard::with("two reds", &[])));
        weigh(&mut h, means);
        assert_eq!(h.confidence, 0.0);
    }
}
