//! What a recognizer may hear, independent of the game: a phrase is a sequence of slots, each
//! slot a set of alternatives, each alternative a sequence of words. The games generate their
//! phrases (chess from the legal moves of the position, billiards from the discipline's
//! intents); the recognizers get them as a JSGF grammar (PocketSphinx) or a phrase list (Vosk)
//! and hand back a [`Heard`] with its alternatives, which the game weighs.

use std::collections::BTreeSet;

/// A phrase: a sequence of slots, each a set of alternatives, each alternative a word sequence.
pub type Phrase = Vec<Vec<Vec<String>>>;

/// An utterance the engine closed, with its own confidence (0..1) and, where the engine gives
/// them, the next best hypotheses with their scores (log-likelihoods, higher is better; the
/// first is the best).
#[derive(Clone, Debug, PartialEq)]
pub struct Heard {
    pub text: String,
    pub confidence: f32,
    pub alternatives: Vec<(String, f32)>,
}

/// A JSGF grammar (for PocketSphinx) whose public rule is any of the phrases.
pub fn jsgf(phrases: &[Phrase]) -> String {
    let alt = |slot: &Vec<Vec<String>>| {
        let words: Vec<String> = slot.iter().map(|w| w.join(" ")).collect();
        if words.len() == 1 {
            words[0].clone()
        } else {
            format!("( {} )", words.join(" | "))
        }
    };
    let body: Vec<String> = phrases
        .iter()
        .map(|p| p.iter().map(alt).collect::<Vec<_>>().join(" "))
        .collect();
    format!(
        "#JSGF V1.0;\ngrammar ansage;\npublic <utterance> = {};\n",
        body.join("\n    | ")
    )
}

/// The phrases written out one by one (for Vosk's phrase-list grammar).
pub fn phrase_list(phrases: &[Phrase]) -> Vec<String> {
    let mut out = BTreeSet::new();
    for p in phrases {
        let mut partial: Vec<String> = vec![String::new()];
        for slot in p {
            let mut next = Vec::new();
            for prefix in &partial {
                for alt in slot {
                    let w = alt.join(" ");
                    next.push(if prefix.is_empty() {
                        w
                    } else {
                        format!("{prefix} {w}")
                    });
                }
            }
            partial = next;
        }
        out.extend(partial);
    }
    out.into_iter().collect()
}

/// Keeps the phrases whose every word the recognizer knows.
pub fn hearable(phrases: Vec<Phrase>, known: &std::collections::BTreeSet<String>) -> Vec<Phrase> {
    phrases
        .into_iter()
        .filter_map(|p| {
            let slots: Option<Phrase> = p
                .into_iter()
                .map(|slot| {
                    let alts: Vec<Vec<String>> = slot
                        .into_iter()
                        .filter(|alt| alt.iter().all(|w| known.contains(w)))
                        .collect();
                    (!alts.is_empty()).then_some(alts)
                })
                .collect();
            slots
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn phrase(slots: &[&[&str]]) -> Phrase {
        slots
            .iter()
            .map(|alts| {
                alts.iter()
                    .map(|a| a.split(' ').map(String::from).collect())
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_grammar_lists_every_alternative_and_hearable_drops_unknown_words() {
        let p = phrase(&[&["pot", "pocket"], &["one", "nine ball"]]);
        assert_eq!(
            phrase_list(std::slice::from_ref(&p)),
            vec!["pocket nine ball", "pocket one", "pot nine ball", "pot one"]
        );
        let g = jsgf(std::slice::from_ref(&p));
        assert!(g.contains("( pot | pocket ) ( one | nine ball )"), "{g}");
        let known: BTreeSet<String> = ["pot", "one", "nine"]
            .iter()
            .map(|w| w.to_string())
            .collect();
        assert_eq!(
            hearable(vec![p], &known),
            vec![phrase(&[&["pot"], &["one"]])]
        );
    }
}
