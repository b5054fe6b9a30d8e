//! What a recognizer may hear: the words of the chosen vocabularies that the engine knows, and
//! the phrases of the current position (every accepted form of every legal move, each token
//! with its alternative words) plus the command words. Recognizers are limited to these, which
//! is faster and far more accurate than free recognition; their output still goes through the
//! matcher, because an engine's grammar is a bigram model, not a phrase list.

use std::collections::{BTreeMap, BTreeSet};

use shakmaty::{Chess, Position};

use super::lexicon::{Lexicon, Meaning};
use super::phrase::{Tok, spoken_forms};
use crate::shared::grammar::Phrase;

/// The words a recognizer listens for, per meaning, in the engine's own spelling.
#[derive(Clone, Debug, Default)]
pub struct Vocabulary {
    by_meaning: BTreeMap<MeaningKey, Vec<Vec<String>>>,
    /// Lexicon words the engine cannot hear, with their meaning, reported to the player.
    pub unknown: Vec<(String, Meaning)>,
    /// Words without a chess meaning (the billiards lexicons), in the engine's spelling.
    plain: BTreeSet<String>,
}

/// `Meaning` ordered, for a stable grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct MeaningKey(u32);

fn key(m: Meaning) -> MeaningKey {
    use Meaning::*;
    MeaningKey(match m {
        File(f) => f.to_u32(),
        Rank(r) => 10 + r.to_u32(),
        Piece(p) => 20 + p as u32,
        Capture => 30,
        Castle => 31,
        Short => 32,
        Long => 33,
        Promote => 34,
        Check => 35,
        Mate => 36,
        EnPassant => 37,
        Color(c) => 38 + c as u32,
        Command(c) => 100 + c as u32,
        Number(n) => 1000 + n,
        Filler => 999,
    })
}

impl Vocabulary {
    /// The words of the given vocabularies (lexicon codes such as "de", "en", "ko"), plus the
    /// file names of `extra_files` (players mix IBCA names and letters with other words).
    /// `spell` maps a lexicon word to the engine's spelling, or `None` if the engine does not
    /// know it; a multi-word entry is kept only if every word is known.
    pub fn new(
        codes: &[&str],
        extra_files: &[&str],
        spell: impl Fn(&str) -> Option<String>,
    ) -> Vocabulary {
        let lex = Lexicon::builtin();
        let mut v = Vocabulary::default();
        let entries = codes
            .iter()
            .flat_map(|c| {
                lex.words_in(c)
                    .iter()
                    .map(move |(w, m)| (*c, w.clone(), *m))
            })
            .chain(extra_files.iter().flat_map(|c| {
                lex.words_in(c)
                    .iter()
                    .filter(|(_, m)| matches!(m, Meaning::File(_)))
                    .map(move |(w, m)| (*c, w.clone(), *m))
            }));
        for code in codes {
            if let Some(lang) = code
                .strip_prefix("billiards-")
                .and_then(crate::shared::language::Language::from_code)
            {
                v.plain.extend(
                    crate::billiards::words::all_words(lang)
                        .iter()
                        .filter_map(|w| spell(w)),
                );
            }
        }
        let mut seen_move_meanings = BTreeSet::new();
        for (code, word, meaning) in entries {
            if matches!(meaning, Meaning::Filler) {
                continue;
            }
            // Move words: each lexicon's first word only (its letters or IBCA names, its
            // numbers, its piece names); spelling variants and NATO words only add confusions.
            let is_move_word = Tok::of_meaning(meaning).is_some()
                || matches!(meaning, Meaning::Check | Meaning::Mate | Meaning::EnPassant);
            if is_move_word && !seen_move_meanings.insert((code, key(meaning))) {
                continue;
            }
            let spelled: Option<Vec<String>> = word.split_whitespace().map(&spell).collect();
            match spelled {
                Some(s) => {
                    let list = v.by_meaning.entry(key(meaning)).or_default();
                    if !list.contains(&s) {
                        list.push(s);
                    }
                }
                None => v.unknown.push((word, meaning)),
            }
        }
        v
    }

    /// The spellings of a meaning (each a sequence of words).
    pub fn spellings(&self, m: Meaning) -> &[Vec<String>] {
        self.by_meaning
            .get(&key(m))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// Every single word of the vocabulary.
    pub fn words(&self) -> BTreeSet<String> {
        self.by_meaning
            .values()
            .flatten()
            .flatten()
            .chain(&self.plain)
            .cloned()
            .collect()
    }

    /// Whether a meaning can be said at all.
    pub fn has(&self, m: Meaning) -> bool {
        !self.spellings(m).is_empty()
    }
}

/// The phrases of a position: every form of every legal move whose tokens can all be said.
pub fn move_phrases(pos: &Chess, vocab: &Vocabulary) -> Vec<Phrase> {
    let mut out = Vec::new();
    for m in pos.legal_moves() {
        for form in spoken_forms(pos, m) {
            let slots: Option<Phrase> = form
                .iter()
                .map(|t: &Tok| {
                    let s = vocab.spellings(t.meaning());
                    (!s.is_empty()).then(|| s.to_vec())
                })
                .collect();
            if let Some(p) = slots
                && !out.contains(&p)
            {
                out.push(p);
            }
        }
    }
    out
}

/// The command words and the phrases made of them ("wer ist am Zug" is one entry).
pub fn command_phrases(vocab: &Vocabulary) -> Vec<Phrase> {
    vocab
        .by_meaning
        .iter()
        .filter(|(k, _)| (100..1000).contains(&k.0))
        .map(|(_, spellings)| vec![spellings.clone()])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::matcher::{MatchResult, match_text};
    use crate::shared::grammar::{jsgf, phrase_list};
    use crate::shared::language::normalize;

    fn german() -> Vocabulary {
        Vocabulary::new(&["de"], &["en"], |w| Some(normalize(w)))
    }

    #[test]
    fn every_phrase_of_the_grammar_is_understood_as_its_move() {
        let pos = Chess::default();
        let v = german();
        let phrases = move_phrases(&pos, &v);
        let list = phrase_list(&phrases);
        assert!(
            list.contains(&"springer felix drei".to_string()),
            "{list:?}"
        );
        assert!(
            list.contains(&"springer g eins f drei".to_string()),
            "{list:?}"
        );
        assert!(
            !list.contains(&"zwo".to_string()),
            "spelling variants stay out"
        );
        for text in &list {
            assert!(
                matches!(match_text(&pos, text), MatchResult::Move { cost: 0, .. }),
                "{text}"
            );
        }
    }

    #[test]
    fn words_the_engine_does_not_know_are_reported() {
        let v = Vocabulary::new(&["de"], &[], |w| {
            (w != "Springer").then(|| w.to_lowercase())
        });
        assert!(v.unknown.iter().any(|(w, _)| w == "Springer"));
        assert!(!v.words().contains("springer"));
        assert!(!v.has(Meaning::Piece(shakmaty::Role::Knight)));
    }

    #[test]
    fn jsgf_lists_the_alternatives_of_a_command() {
        let v = german();
        let g = jsgf(&command_phrases(&v));
        assert!(g.starts_with("#JSGF V1.0;"));
        assert!(g.contains("( ja | richtig | genau | bestaetigt )"), "{g}");
    }
}
