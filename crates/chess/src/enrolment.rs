//! The voice sample ("Stimmprobe"): the phrases a player reads once so that the recognizer
//! learns his voice. They are phrases he says in games (moves of real positions, the commands),
//! chosen so that every word he can say is read at least once and every move word (piece,
//! file, rank) twice: an adaptation learns the sounds it hears, and a word never read keeps the
//! recognizer's stock sound for it.

use std::collections::{BTreeMap, BTreeSet};

use shakmaty::{Chess, Position};

use super::game::parse_fen;
use super::grammar::{Vocabulary, command_phrases, move_phrases};
use super::lexicon::{Command, Meaning};
use ansage_shared::grammar::Phrase;

/// One prompt to read: as written (shown, and said to the player) and as the recognizer
/// spells it (the transcript the adaptation learns from), phrase by phrase (a prompt that
/// lists commands is read with a pause after each).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    pub text: String,
    pub phrases: Vec<Vec<String>>,
    /// The position a move prompt is a move of (FEN): what the recognizer listens for when
    /// the reading is heard back to learn what the player's words are heard as.
    pub position: Option<&'static str>,
}

/// Positions whose moves hold every kind of move phrase: castling both ways, captures,
/// promotion (with capture), en passant, check and mate announced.
const POSITIONS: [&str; 4] = [
    "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8",
    "3r2k1/1P3ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 30",
    "6k1/5ppp/8/8/8/8/Q4PPP/R5K1 w - - 0 30",
    "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
];

/// How many times a word must be read: every spelling of the move words twice ("Anna" and
/// "a"), the first spelling of every other meaning a phrase holds once (the synonyms add
/// reading, not sounds; words no grammar listens for, such as the fillers, are not read).
fn needed(vocab: &Vocabulary, phrases: &[Vec<Vec<String>>]) -> BTreeMap<String, usize> {
    let in_phrases: BTreeSet<&String> = phrases.iter().flatten().flatten().collect();
    let mut need: BTreeMap<String, usize> = vocab
        .first_spellings()
        .into_iter()
        .flatten()
        .filter(|w| in_phrases.contains(w))
        .map(|w| (w.clone(), 1))
        .collect();
    for meaning in move_meanings() {
        for spelling in vocab.spellings(meaning) {
            for word in spelling {
                need.insert(word.clone(), 2);
            }
        }
    }
    need
}

fn move_meanings() -> Vec<Meaning> {
    use shakmaty::{File, Rank, Role};
    File::ALL
        .into_iter()
        .map(Meaning::File)
        .chain(Rank::ALL.into_iter().map(Meaning::Rank))
        .chain(Role::ALL.into_iter().map(Meaning::Piece))
        .collect()
}

/// A phrase said with its `k`-th alternative in every slot (wrapping), so that the spellings
/// of a meaning ("Anna" and "a") are all candidates.
fn variant(phrase: &Phrase, k: usize) -> Vec<Vec<String>> {
    phrase
        .iter()
        .map(|slot| slot[k % slot.len()].clone())
        .collect()
}

/// A phrase that may be read: the position it is a move of (none: a command), and its
/// spellings.
type Candidate = (Option<&'static str>, Vec<Vec<String>>);

/// Everything that may be read: each move phrase of the positions and each command phrase,
/// in every one of its spellings, and the numbers after "Zug".
fn candidates(vocab: &Vocabulary) -> Vec<Candidate> {
    let mut candidates: Vec<Candidate> = Vec::new();
    let add = |c: Candidate, list: &mut Vec<Candidate>| {
        if !c.1.is_empty() && !list.contains(&c) {
            list.push(c);
        }
    };
    for fen in POSITIONS {
        let pos: Chess = parse_fen(fen).expect("a valid position");
        debug_assert!(!pos.legal_moves().is_empty());
        for phrase in move_phrases(&pos, vocab) {
            let widest = phrase.iter().map(Vec::len).max().unwrap_or(1);
            for k in 0..widest {
                add((Some(fen), variant(&phrase, k)), &mut candidates);
            }
        }
    }
    for phrase in command_phrases(vocab) {
        for k in 0..phrase.iter().map(Vec::len).max().unwrap_or(1) {
            add((None, variant(&phrase, k)), &mut candidates);
        }
    }
    // Numbers are said after "Zug" ("Zug zwölf", "zurück zu Zug zwölf").
    if let Some(word) = vocab.spellings(Meaning::Command(Command::MoveWord)).first() {
        for n in 0..1000 {
            for spelling in vocab.spellings(Meaning::Number(n)) {
                add(
                    (None, vec![word.clone(), spelling.clone()]),
                    &mut candidates,
                );
            }
        }
    }
    candidates
}

/// How many command phrases one prompt lists ("ja, nein, nochmal, Ruhe"): read one by one
/// they would double the sample.
const WORDS_PER_PROMPT: usize = 4;

/// The phrases to read, in the order to read them: the moves, then the commands, a few to a
/// prompt.
pub fn prompts(vocab: &Vocabulary) -> Vec<Prompt> {
    let mut candidates = candidates(vocab);
    let phrases: Vec<Vec<Vec<String>>> = candidates.iter().map(|c| c.1.clone()).collect();
    let mut need = needed(vocab, &phrases);
    // The words a phrase reads that are still needed, each at most as often as it is needed.
    let gain = |c: &Vec<Vec<String>>, need: &BTreeMap<String, usize>| -> usize {
        let mut read: BTreeMap<&String, usize> = BTreeMap::new();
        for word in c.iter().flatten() {
            *read.entry(word).or_default() += 1;
        }
        read.into_iter()
            .map(|(w, n)| n.min(need.get(w).copied().unwrap_or(0)))
            .sum()
    };
    let mut chosen = Vec::new();
    loop {
        // The phrase that reads the most words still needed; of equals, the shortest, then the
        // first (moves come first).
        let best = candidates
            .iter()
            .enumerate()
            .map(|(i, (_, c))| (gain(c, &need), c.len(), i))
            .filter(|(g, _, _)| *g > 0)
            .min_by_key(|(g, len, i)| (usize::MAX - g, *len, *i));
        let Some((_, _, i)) = best else { break };
        let (is_move, c) = candidates.remove(i);
        for word in c.iter().flatten() {
            if let Some(n) = need.get_mut(word) {
                *n = n.saturating_sub(1);
            }
        }
        chosen.push((is_move, c));
    }
    let written = |c: &[Vec<String>]| {
        c.iter()
            .map(|s| vocab.written(s))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (moves, words): (Vec<Candidate>, Vec<Candidate>) =
        chosen.into_iter().partition(|c| c.0.is_some());
    let mut out: Vec<Prompt> = moves
        .into_iter()
        .map(|(fen, c)| Prompt {
            text: written(&c),
            phrases: vec![c.into_iter().flatten().collect()],
            position: fen,
        })
        .collect();
    for group in words.chunks(WORDS_PER_PROMPT) {
        out.push(Prompt {
            text: group
                .iter()
                .map(|(_, c)| written(c))
                .collect::<Vec<_>>()
                .join(", "),
            phrases: group
                .iter()
                .map(|(_, c)| c.iter().flatten().cloned().collect())
                .collect(),
            position: None,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::Lexicons;

    /// A vocabulary spelled as PocketSphinx spells it (lower case, umlauts written out).
    fn vocabulary(name: &str) -> Vocabulary {
        Vocabulary::new(&Lexicons::named(name).unwrap(), |w| {
            Some(
                w.to_lowercase()
                    .replace('ä', "ae")
                    .replace('ö', "oe")
                    .replace('ü', "ue")
                    .replace('ß', "ss"),
            )
        })
    }

    #[test]
    fn the_sample_reads_every_word_and_every_move_word_twice_in_about_forty_phrases() {
        for name in ["de", "en", "ru"] {
            let vocab = vocabulary(name);
            let prompts = prompts(&vocab);
            let mut read: BTreeMap<&str, usize> = BTreeMap::new();
            for p in &prompts {
                for w in p.phrases.iter().flatten() {
                    *read.entry(w).or_default() += 1;
                }
            }
            let phrases: Vec<_> = candidates(&vocab).into_iter().map(|c| c.1).collect();
            for (word, n) in needed(&vocab, &phrases) {
                assert!(
                    read.get(word.as_str()).copied().unwrap_or(0) >= n,
                    "{name}: {word:?} read fewer than {n} times"
                );
            }
            for word in ["zwoelf", "abgabezug", "rochade", "umwandlung", "passant"] {
                assert!(name != "de" || read.contains_key(word), "{word:?} not read");
            }
            assert!(
                (20..=50).contains(&prompts.len()),
                "{name}: {} phrases",
                prompts.len()
            );
        }
    }

    #[test]
    fn a_phrase_is_shown_as_written_and_learnt_as_the_recognizer_spells_it() {
        let vocab = vocabulary("de");
        let prompts = prompts(&vocab);
        let laeufer = prompts
            .iter()
            .find(|p| p.text.starts_with("Läufer"))
            .expect("a bishop move");
        assert_eq!(laeufer.phrases[0][0], "laeufer");
        assert_eq!(
            laeufer.text.split_whitespace().count(),
            laeufer.phrases[0].len()
        );
        let listed = prompts
            .iter()
            .find(|p| p.text.contains(", "))
            .expect("a list");
        assert_eq!(listed.phrases.len(), listed.text.split(", ").count());
    }
}
