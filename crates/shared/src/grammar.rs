//! What a recognizer may hear, independent of the game: a phrase is a sequence of slots, each
//! slot a set of alternatives, each alternative a sequence of words. The games generate their
//! phrases (chess from the legal moves of the position, billiards from the discipline's
//! intents); the recognizers get them as a JSGF grammar (PocketSphinx) or a phrase list (Vosk)
//! and hand back a [`Heard`] with its alternatives, which the game weighs.

use std::collections::{BTreeMap, BTreeSet};

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
    /// Another recognizer's hearing of the same utterance, in its own spelling (a second
    /// opinion, weighed beside this one: `answer::second_opinion`).
    pub second: Option<Box<Heard>>,
}

impl Heard {
    /// A hearing at the engine's full confidence with these scored alternatives (what the
    /// tests of every crate hear).
    pub fn with(text: &str, alternatives: &[(&str, f32)]) -> Heard {
        Heard {
            text: text.into(),
            confidence: 1.0,
            alternatives: alternatives
                .iter()
                .map(|(t, s)| (t.to_string(), *s))
                .collect(),
            second: None,
        }
    }
}

/// A JSGF grammar (for PocketSphinx) whose public rule is any of the phrases.
/// The word of a garbage path: a phrase of this one word lets the recognizer hear "something
/// else" (a cough, a hesitation, a word not listened for) instead of forcing it onto the
/// nearest phrase. Vosk has it as its own `[unk]`; PocketSphinx as a loop of phones.
pub const GARBAGE: &str = "[unk]";

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
    phrase_list_at_most(phrases, usize::MAX).unwrap_or_default()
}

/// The phrases written out one by one, sorted and each once; `None` when there would be more
/// than `at_most` (a grammar too large to write out cheaply).
pub fn phrase_list_at_most(phrases: &[Phrase], at_most: usize) -> Option<Vec<String>> {
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
            if next.len() > at_most {
                return None;
            }
            partial = next;
        }
        out.extend(partial);
        if out.len() > at_most {
            return None;
        }
    }
    Some(out.into_iter().collect())
}

/// The words a recognizer was loaded with, as the lexicons write them, each with the engine's
/// own spelling where it can hear it ("Springer" -> "springer" for PocketSphinx's dictionary,
/// "C" -> "C" in the Korean Vosk model); the others it cannot hear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spellings {
    known: BTreeMap<String, String>,
    unknown: Vec<String>,
}

impl Spellings {
    /// The engine's spelling of each word (`None`: it cannot hear it).
    pub fn of(words: &[String], mut spell: impl FnMut(&str) -> Option<String>) -> Spellings {
        let mut s = Spellings::default();
        for w in words {
            if s.known.contains_key(w) || s.unknown.contains(w) {
                continue;
            }
            match spell(w) {
                Some(engine_word) => {
                    s.known.insert(w.clone(), engine_word);
                }
                None => s.unknown.push(w.clone()),
            }
        }
        s
    }

    /// The engine's spelling of a word, if it can hear it.
    pub fn spell(&self, word: &str) -> Option<&str> {
        self.known.get(word).map(String::as_str)
    }

    /// The lexicons' word an engine's word spells, if it is one.
    pub fn lexicon_word(&self, engine_word: &str) -> Option<&str> {
        self.known
            .iter()
            .find(|(_, e)| *e == engine_word)
            .map(|(w, _)| w.as_str())
    }

    /// Every word it can hear, in its spelling.
    pub fn words(&self) -> BTreeSet<String> {
        self.known.values().cloned().collect()
    }

    /// The phrases in the engine's spelling, with the alternatives it cannot say left out (and
    /// a phrase with a slot it cannot say at all).
    pub fn phrases(&self, phrases: Vec<Phrase>) -> Vec<Phrase> {
        phrases
            .into_iter()
            .filter_map(|p| {
                p.into_iter()
                    .map(|slot| {
                        let alts: Vec<Vec<String>> = slot
                            .into_iter()
                            .filter_map(|alt| {
                                alt.iter()
                                    .map(|w| self.spell(w).map(str::to_string))
                                    .collect()
                            })
                            .collect();
                        (!alts.is_empty()).then_some(alts)
                    })
                    .collect()
            })
            .collect()
    }
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
    fn a_grammar_lists_every_alternative_in_the_engines_spelling() {
        let p = phrase(&[&["pot", "pocket"], &["one", "nine ball"]]);
        assert_eq!(
            phrase_list(std::slice::from_ref(&p)),
            vec!["pocket nine ball", "pocket one", "pot nine ball", "pot one"]
        );
        let g = jsgf(std::slice::from_ref(&p));
        assert!(g.contains("( pot | pocket ) ( one | nine ball )"), "{g}");
        // An engine that knows "pot", "one" and "nine" (upper case), but not "pocket" or "ball".
        let words: Vec<String> = ["pot", "pocket", "one", "nine", "ball"]
            .iter()
            .map(|w| w.to_string())
            .collect();
        let s = Spellings::of(&words, |w| {
            ["pot", "one", "nine"]
                .contains(&w)
                .then(|| w.to_uppercase())
        });
        assert_eq!(s.spell("nine"), Some("NINE"));
        assert_eq!(s.lexicon_word("NINE"), Some("nine"));
        assert_eq!(s.lexicon_word("nine"), None);
        assert_eq!(s.words().len(), 3);
        assert_eq!(s.phrases(vec![p]), vec![phrase(&[&["POT"], &["ONE"]])]);
        assert!(s.phrases(vec![phrase(&[&["pocket"]])]).is_empty());
    }
}
