//! What a recognizer may hear: the words of the chosen vocabularies that the engine knows, and
//! the phrases of the current position (every accepted form of every legal move, each token
//! with its alternative words) plus the command words. Recognizers are limited to these, which
//! is faster and far more accurate than free recognition; their output still goes through the
//! matcher, because an engine's grammar is a bigram model, not a phrase list.

use std::collections::{BTreeMap, BTreeSet};

use shakmaty::{Chess, Position};

use super::lexicon::{Lexicon, Meaning};
use super::phrase::{Tok, spoken_forms};
use ansage_shared::grammar::{GARBAGE, Phrase};

/// The lexicons a recognizer listens with: a vocabulary's own words (its letters or IBCA
/// names, numbers, pieces, commands), plus the file names of other lexicons, which players mix
/// in (IBCA names with English words, letters with German ones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lexicons {
    pub own: Vec<&'static str>,
    pub files_from: Vec<&'static str>,
}

impl Lexicons {
    /// The lexicons of a vocabulary: de (IBCA, with letters), en (English, with IBCA file
    /// names), ru, or ko (the Korean test model's words).
    pub fn named(name: &str) -> Result<Lexicons, String> {
        let (own, files_from) = match name {
            "de" => (vec!["de"], vec!["en"]),
            "en" => (vec!["en"], vec!["de"]),
            "ru" => (vec!["ru"], vec![]),
            "ko" => (vec!["ko"], vec![]),
            other => return Err(format!("unknown vocabulary {other:?} (de, en, ru, ko)")),
        };
        Ok(Lexicons { own, files_from })
    }

    /// The lexicon entries listened for, with their meanings. Move words are each lexicon's
    /// first word only (its letters or IBCA names, its numbers, its piece names): spelling
    /// variants and NATO words only add confusions. Fillers are listened for only as the
    /// garbage path of a yes-or-no question (`question_phrases`).
    fn entries(&self) -> Vec<(String, Meaning)> {
        let lex = Lexicon::builtin();
        let all = self
            .own
            .iter()
            .flat_map(|c| lex.words_in(c).iter().map(move |(w, m)| (*c, w, *m)))
            .chain(self.files_from.iter().flat_map(|c| {
                lex.words_in(c)
                    .iter()
                    .filter(|(_, m)| matches!(m, Meaning::File(_)))
                    .map(move |(w, m)| (*c, w, *m))
            }));
        let mut seen_move_meanings = BTreeSet::new();
        let mut out = Vec::new();
        for (code, word, meaning) in all {
            let is_move_word = Tok::of_meaning(meaning).is_some()
                || matches!(meaning, Meaning::Check | Meaning::Mate | Meaning::EnPassant);
            if is_move_word && !seen_move_meanings.insert((code, key(meaning))) {
                continue;
            }
            out.push((word.clone(), meaning));
        }
        out
    }

    /// The single words a recognizer is loaded with (a multi-word entry gives each word).
    pub fn words(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for (entry, _) in self.entries() {
            for w in entry.split_whitespace() {
                if !out.iter().any(|o| o == w) {
                    out.push(w.to_string());
                }
            }
        }
        out
    }
}

/// The words a recognizer listens for, per meaning, in the engine's own spelling.
#[derive(Clone, Debug, Default)]
pub struct Vocabulary {
    by_meaning: BTreeMap<MeaningKey, Vec<Vec<String>>>,
    /// Lexicon words the engine cannot hear, with their meaning, reported to the player.
    pub unknown: Vec<(String, Meaning)>,
    /// Each spelling's lexicon word, as written ("laeufer" is "Läufer").
    written: BTreeMap<Vec<String>, String>,
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
    /// The lexicons' words as the engine spells them: `spell` maps a lexicon word to the
    /// engine's spelling, or `None` if the engine does not know it; a multi-word entry is kept
    /// only if every word is known.
    pub fn new(lexicons: &Lexicons, spell: impl Fn(&str) -> Option<String>) -> Vocabulary {
        let mut v = Vocabulary::default();
        for (word, meaning) in lexicons.entries() {
            let spelled: Option<Vec<String>> = word.split_whitespace().map(&spell).collect();
            match spelled {
                Some(s) => {
                    v.written.entry(s.clone()).or_insert_with(|| word.clone());
                    let list = v.by_meaning.entry(key(meaning)).or_default();
                    if !list.contains(&s) {
                        list.push(s);
                    }
                }
                // A filler the engine cannot hear is no loss: nobody needs to say it.
                None if meaning == Meaning::Filler => {}
                None => v.unknown.push((word, meaning)),
            }
        }
        v
    }

    /// The lexicon words the engine cannot hear, each with a word of the same meaning the
    /// player can say instead.
    pub fn unheard(&self) -> Vec<(String, Option<String>)> {
        self.unknown
            .iter()
            .map(|(word, meaning)| {
                let instead = self.spellings(*meaning).first().map(|w| w.join(" "));
                (word.clone(), instead)
            })
            .collect()
    }

    /// The spellings of a meaning (each a sequence of words).
    pub fn spellings(&self, m: Meaning) -> &[Vec<String>] {
        self.by_meaning
            .get(&key(m))
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    /// A spelling as the lexicon writes it (the spelling itself if it is none of its words).
    pub fn written(&self, spelling: &[String]) -> String {
        self.written
            .get(spelling)
            .cloned()
            .unwrap_or_else(|| spelling.join(" "))
    }

    /// The first spelling of every meaning (the word a player is likeliest to say).
    pub fn first_spellings(&self) -> Vec<&[String]> {
        self.by_meaning
            .values()
            .filter_map(|s| s.first().map(Vec::as_slice))
            .collect()
    }

    /// Every single word of the vocabulary.
    pub fn words(&self) -> BTreeSet<String> {
        self.by_meaning
            .values()
            .flatten()
            .flatten()
            .cloned()
            .collect()
    }

    /// Whether a meaning can be said at all.
    pub fn has(&self, m: Meaning) -> bool {
        !self.spellings(m).is_empty()
    }
}

/// The phrases of a position: every form of every legal move whose tokens can all be said;
/// a move that gives check or mate also with the word after it ("Dame Hector fünf Schach",
/// "Turm Anna acht Matt"), as players announce it, and an en passant capture also named so
/// ("Eva schlägt David sechs en passant").
pub fn move_phrases(pos: &Chess, vocab: &Vocabulary) -> Vec<Phrase> {
    let mut out = Vec::new();
    for m in pos.legal_moves() {
        let after = pos.clone().play(m).ok();
        let suffix = match after {
            Some(a) if a.is_checkmate() => vocab.spellings(Meaning::Mate),
            Some(a) if a.is_check() => vocab.spellings(Meaning::Check),
            _ => &[],
        };
        for form in spoken_forms(pos, m) {
            let slots: Option<Phrase> = form
                .iter()
                .map(|t: &Tok| {
                    let s = vocab.spellings(t.meaning());
                    (!s.is_empty()).then(|| s.to_vec())
                })
                .collect();
            let Some(p) = slots else { continue };
            // An en passant capture may be named so after the move, as Ansage announces it.
            let named = (m.is_en_passant() && vocab.has(Meaning::EnPassant)).then(|| {
                let mut with = p.clone();
                with.push(vocab.spellings(Meaning::EnPassant).to_vec());
                with
            });
            let said: Vec<Phrase> = std::iter::once(p).chain(named).collect();
            let announced: Vec<Phrase> = if suffix.is_empty() {
                Vec::new()
            } else {
                said.iter()
                    .map(|p| {
                        let mut with = p.clone();
                        with.push(suffix.to_vec());
                        with
                    })
                    .collect()
            };
            for phrase in said.into_iter().chain(announced) {
                if !out.contains(&phrase) {
                    out.push(phrase);
                }
            }
        }
    }
    out
}

/// What can be said in a position: every legal move's phrases and the commands.
pub fn position_phrases(pos: &Chess, vocab: &Vocabulary) -> Vec<Phrase> {
    let mut phrases = move_phrases(pos, vocab);
    phrases.extend(command_phrases(vocab));
    phrases
}

/// What is listened for while a yes-or-no question stands (a move read back, an action asked
/// back): its answers, "stop" and "repeat", a new move (which replaces a read-back), and the
/// fillers and the recognizer's garbage path, so that an "äh" or a cough lands there instead
/// of on "ja". No
/// other command: a claim or a query cannot be heard into the answer.
pub fn question_phrases(pos: &Chess, vocab: &Vocabulary) -> Vec<Phrase> {
    use super::lexicon::Command as C;
    let mut phrases = move_phrases(pos, vocab);
    for m in [C::Yes, C::No, C::Stop, C::Repeat].map(Meaning::Command) {
        if vocab.has(m) {
            phrases.push(vec![vocab.spellings(m).to_vec()]);
        }
    }
    for filler in vocab.spellings(Meaning::Filler) {
        phrases.push(vec![vec![filler.clone()]]);
    }
    // The question echoed ("ja oder nein"), heard whole, is no answer: the session asks
    // again (it would be heard as its first word, "ja", otherwise).
    let (yes, no) = (
        vocab.spellings(Meaning::Command(C::Yes)),
        vocab.spellings(Meaning::Command(C::No)),
    );
    for or in [["oder"], ["or"], ["или"]] {
        let or = vec![or.iter().map(|w| w.to_string()).collect::<Vec<_>>()];
        if !yes.is_empty() && !no.is_empty() && vocab.spellings(Meaning::Filler).contains(&or[0]) {
            phrases.push(vec![yes.to_vec(), or, no.to_vec()]);
        }
    }
    phrases.push(vec![vec![vec![GARBAGE.to_string()]]]);
    phrases
}

/// The command words and the phrases made of them ("wer ist am Zug" is one entry).
pub fn command_phrases(vocab: &Vocabulary) -> Vec<Phrase> {
    vocab
        .by_meaning
        .iter()
        .filter(|(k, _)| (100..1000).contains(&k.0) && **k != key(Meaning::Filler))
        .map(|(_, spellings)| vec![spellings.clone()])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;
    use crate::matcher::{MatchResult, match_text};
    use ansage_shared::grammar::{jsgf, phrase_list};
    use ansage_shared::language::normalize;

    fn german() -> Vocabulary {
        Vocabulary::new(&Lexicons::named("de").unwrap(), |w| Some(normalize(w)))
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

    /// Issue 15: "Bauer Eva vier" and a trailing "Schach" / "Matt" had no path in the grammar
    /// (8 % of pawn-named phrases right); the suffix only where the move gives check or mate.
    #[test]
    fn the_pawn_named_and_check_or_mate_announced_are_heard_as_the_move() {
        let v = german();
        let start = Chess::default();
        let list = phrase_list(&move_phrases(&start, &v));
        assert!(list.contains(&"bauer eva vier".to_string()), "{list:?}");
        assert!(
            !list.iter().any(|p| p.ends_with("schach")),
            "no move gives check here"
        );
        // 1. e4 f6 2. d4 g5: Qh5 is mate; Bb5 does not give check.
        let mate: Chess =
            parse_fen("rnbqkbnr/ppppp2p/5p2/6p1/3PP3/8/PPP2PPP/RNBQKBNR w KQkq g6 0 3").unwrap();
        let list = phrase_list(&move_phrases(&mate, &v));
        for said in ["dame hector fuenf matt", "dame hector fuenf"] {
            assert!(list.contains(&said.to_string()), "{said}: {list:?}");
            assert!(
                matches!(match_text(&mate, said), MatchResult::Move { cost: 0, .. }),
                "{said}"
            );
        }
        assert!(!list.contains(&"laeufer bella fuenf schach".to_string()));
        // A check: 1. e4 f5 2. Qh5+.
        let check: Chess =
            parse_fen("rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 2").unwrap();
        let list = phrase_list(&move_phrases(&check, &v));
        assert!(
            list.contains(&"dame hector fuenf schach".to_string()),
            "{list:?}"
        );
    }

    /// An en passant capture named so after the move, as Ansage announces it (and the matcher
    /// takes it), before a check announced.
    #[test]
    fn an_en_passant_capture_may_be_named_so() {
        let v = german();
        let pos: Chess = parse_fen("3r2k1/1P3ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 30").unwrap();
        let list = phrase_list(&move_phrases(&pos, &v));
        let said = "eva schlaegt david sechs en passant";
        assert!(list.contains(&said.to_string()), "{list:?}");
        assert!(matches!(
            match_text(&pos, said),
            MatchResult::Move { cost: 0, .. }
        ));
        assert!(
            !list
                .iter()
                .any(|p| p.starts_with("bella") && p.ends_with("passant")),
            "only the en passant capture"
        );
    }

    #[test]
    fn a_question_listens_for_its_answers_moves_fillers_and_garbage_only() {
        let pos = Chess::default();
        let list = phrase_list(&question_phrases(&pos, &german()));
        for heard in [
            "ja",
            "nein",
            "richtig",
            "springer felix drei",
            "aeh",
            "ja oder nein",
        ] {
            assert!(list.contains(&heard.to_string()), "{heard}: {list:?}");
        }
        assert!(list.contains(&GARBAGE.to_string()));
        for not in ["zeit", "remis", "aufgeben", "neue partie", "wo sind"] {
            assert!(!list.iter().any(|p| p.starts_with(not)), "{not}");
        }
        assert!(!phrase_list(&position_phrases(&pos, &german())).contains(&"aeh".to_string()));
    }

    #[test]
    fn words_the_engine_does_not_know_are_reported() {
        let de = Lexicons {
            own: vec!["de"],
            files_from: vec![],
        };
        assert!(de.words().contains(&"Springer".to_string()));
        let v = Vocabulary::new(&de, |w| (w != "Springer").then(|| w.to_lowercase()));
        assert!(v.unknown.iter().any(|(w, _)| w == "Springer"));
        // No other word of the meaning is listened for: nothing to say instead.
        assert!(v.unheard().contains(&("Springer".to_string(), None)));
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
