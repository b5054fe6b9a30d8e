//! How sure a hearing is of its meaning in this position. A recognizer's best hypothesis and
//! its next best ones may all mean the same move ("e four", "e vier"), or the best may barely
//! beat one that means another move ("e four" against "d four"): only the second is doubtful.
//! The table weighs every hearing here once, on its own thread, against the session's current
//! position, before the session acts on it.

use shakmaty::Chess;

use super::matcher::match_text;
use crate::shared::grammar::Heard;

/// Score margins at which the confidence is one half: the best hypothesis against the best
/// one that means something else.
pub const MARGIN_SCALE: f32 = 300.0;

/// How sure the engine is of what the words mean here: the score margin between its best
/// hypothesis and the best alternative that would mean another move (or another command),
/// as 0..1. Without alternatives, the engine's own confidence stands.
fn margin_confidence(pos: &Chess, heard: &Heard) -> f32 {
    let Some((_, first)) = heard.alternatives.first() else {
        return heard.confidence;
    };
    let best_score = heard
        .alternatives
        .iter()
        .find(|(t, _)| *t == heard.text)
        .map(|(_, s)| *s)
        .unwrap_or(*first);
    let meaning = match_text(pos, &heard.text);
    for (text, score) in &heard.alternatives {
        if *text != heard.text && match_text(pos, text) != meaning {
            let margin = (best_score - score).max(0.0);
            return margin / (margin + MARGIN_SCALE);
        }
    }
    1.0
}

/// Lowers the engine's confidence to the margin of the meaning in this position: every path
/// from audio to a move (a file, the microphone, push-to-talk) judges a hearing the same way.
pub fn weigh(pos: &Chess, heard: &mut Heard) {
    heard.confidence = heard.confidence.min(margin_confidence(pos, heard));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heard(text: &str, alternatives: &[(&str, f32)]) -> Heard {
        Heard {
            text: text.into(),
            confidence: 1.0,
            alternatives: alternatives
                .iter()
                .map(|(t, s)| (t.to_string(), *s))
                .collect(),
        }
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
        // No alternatives (Vosk): the engine's own confidence stands.
        let mut h = heard("e four", &[]);
        h.confidence = 0.7;
        weigh(&pos, &mut h);
        assert_eq!(h.confidence, 0.7);
    }
}
