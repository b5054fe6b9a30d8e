//! What this player's words are heard as: a confusion table learnt from the player's own voice
//! (the voice sample decoded, and his corrections in games: "nein", then the move he meant),
//! and the hearing reconsidered with it.
//!
//! lichess's voice module weighs a heard word against a meant one by substitution costs
//! learnt from the crowd; Ansage learns them from the one player in front of it. The table
//! counts, for each move token said (a file, a rank, a piece, a move word), the words the
//! recognizer heard for it (nothing heard counts too). A hearing is then a noisy channel:
//! every legal move is scored by how likely this player's saying it is to come out as each
//! of the recognizer's hypotheses, weighted by the recognizer's own scores of them
//! ([`Confusions::reconsider`]). A word the player's "drei" often comes out as ("zwei") makes
//! a hearing of it less sure, and where the recognizer itself was torn, it turns the hearing
//! to the move he means. Nothing is played on it: the move is read back and confirmed as
//! every move is.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Move, Position};

use super::grammar::Vocabulary;
use super::lexicon::{Lexicon, Word};
use super::matcher::{MatchResult, Matched, match_text};
use super::phrase::{self, Tok, is_decoration};
use ansage_shared::answer::MARGIN_SCALE;
use ansage_shared::grammar::Heard;

/// One token said, and the word heard for it (`None`: nothing was heard for it).
pub type Pair = (Tok, Option<String>);

/// A hearing that differs from the move meant in more tokens than this is not a mishearing
/// but another move (the player changed his mind): it is not learnt from.
pub const MAX_MISHEARD: usize = 2;

/// How much the stock expectation weighs against what was learnt, in hearings: a confusion
/// seen once among few hearings moves the table a little, seen every time it dominates.
const PRIOR_WEIGHT: f64 = 4.0;

/// The stock expectation of a word heard for a token, before anything is learnt.
const P_SAME: f64 = 0.9;
const P_NEAR: f64 = 0.02;
const P_FAR: f64 = 0.002;
const P_DROPPED: f64 = 0.02;
const P_EXTRA: f64 = 0.02;

/// The recognizer's score units per unit of natural log in the channel: the margin of
/// [`MARGIN_SCALE`] (a confidence of one half) is taken as one nat (a chosen scale, not
/// fitted: PocketSphinx's N-best scores are not probabilities).
const SCORE_PER_NAT: f64 = MARGIN_SCALE as f64;

/// Counts of the words heard for each token said, by the token's code ("rank 3").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Confusions {
    heard: BTreeMap<String, BTreeMap<String, u32>>,
}

/// A token as the table's file writes it: "file a", "rank 3", "piece n", "capture".
pub fn code(t: Tok) -> String {
    match t {
        Tok::File(f) => format!("file {}", f.char()),
        Tok::Rank(r) => format!("rank {}", r.char()),
        Tok::Piece(r) => format!("piece {}", r.char()),
        Tok::Capture => "capture".into(),
        Tok::Castle => "castle".into(),
        Tok::Short => "short".into(),
        Tok::Long => "long".into(),
        Tok::Promote => "promote".into(),
    }
}

/// The stock probability of `word` heard where `tok` was said.
fn stock(tok: Tok, word: Option<&Word>) -> f64 {
    let Some(w) = word else {
        return P_DROPPED;
    };
    if w.has(tok.meaning()) {
        P_SAME
    } else if w.is_unknown() || Tok::of_word(w).is_some_and(|t| t.class() == tok.class()) {
        P_NEAR
    } else {
        P_FAR
    }
}

/// One hypothesis's words that carry a move's meaning (check, mate and fillers do not), with
/// the log-probabilities of each word heard for a token, computed once per token: a hearing is
/// aligned with every form of every legal move.
struct Hearing {
    words: Vec<Word>,
    memo: RefCell<HashMap<Tok, Vec<f64>>>,
}

impl Hearing {
    fn of(text: &str) -> Hearing {
        Hearing {
            words: Lexicon::builtin()
                .tokenize(text)
                .into_iter()
                .filter(|w| !is_decoration(w))
                .collect(),
            memo: RefCell::default(),
        }
    }

    /// ln p(word i heard | tok said); `None`: nothing heard for it.
    fn log_p(&self, table: &Confusions, tok: Tok, i: Option<usize>) -> f64 {
        let mut memo = self.memo.borrow_mut();
        let row = memo.entry(tok).or_insert_with(|| {
            self.words
                .iter()
                .map(Some)
                .chain([None])
                .map(|w| table.p(tok, w).ln())
                .collect()
        });
        row[i.unwrap_or(self.words.len())]
    }

    /// The log-probability of the words given a form, at the best alignment, with the
    /// alignment (each token said, with the index of the word heard for it).
    fn align(&self, table: &Confusions, form: &[Tok]) -> (f64, Vec<(Tok, Option<usize>)>) {
        let (m, n) = (self.words.len(), form.len());
        let extra = P_EXTRA.ln();
        let mut score = vec![vec![f64::NEG_INFINITY; n + 1]; m + 1];
        score[0][0] = 0.0;
        for i in 0..=m {
            for j in 0..=n {
                let here = score[i][j];
                if here == f64::NEG_INFINITY {
                    continue;
                }
                if i < m {
                    score[i + 1][j] = score[i + 1][j].max(here + extra);
                }
                if j < n {
                    let s = here + self.log_p(table, form[j], None);
                    score[i][j + 1] = score[i][j + 1].max(s);
                }
                if i < m && j < n {
                    let s = here + self.log_p(table, form[j], Some(i));
                    score[i + 1][j + 1] = score[i + 1][j + 1].max(s);
                }
            }
        }
        let mut pairs = Vec::new();
        let (mut i, mut j) = (m, n);
        let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
        while i > 0 || j > 0 {
            let here = score[i][j];
            if i > 0
                && j > 0
                && close(
                    score[i - 1][j - 1] + self.log_p(table, form[j - 1], Some(i - 1)),
                    here,
                )
            {
                pairs.push((form[j - 1], Some(i - 1)));
                i -= 1;
                j -= 1;
            } else if j > 0 && close(score[i][j - 1] + self.log_p(table, form[j - 1], None), here) {
                pairs.push((form[j - 1], None));
                j -= 1;
            } else {
                i -= 1;
            }
        }
        pairs.reverse();
        (score[m][n], pairs)
    }
}

impl Confusions {
    /// Nothing learnt yet: hearings are taken as the recognizer gives them.
    pub fn is_empty(&self) -> bool {
        self.heard.is_empty()
    }

    /// Learns the tokens said and what was heard for each.
    pub fn learn(&mut self, pairs: &[Pair]) {
        for (tok, heard) in pairs {
            let word = heard.clone().unwrap_or_default();
            *self
                .heard
                .entry(code(*tok))
                .or_default()
                .entry(word)
                .or_default() += 1;
        }
    }

    /// The probability that this player's `tok` is heard as `word`: the stock expectation,
    /// moved towards what was learnt as far as it was heard.
    fn p(&self, tok: Tok, word: Option<&Word>) -> f64 {
        let prior = stock(tok, word);
        let Some(seen) = self.heard.get(&code(tok)) else {
            return prior;
        };
        let total: u32 = seen.values().sum();
        let key = word.map(|w| w.text.to_lowercase()).unwrap_or_default();
        let n = seen.get(&key).copied().unwrap_or(0);
        (f64::from(n) + PRIOR_WEIGHT * prior) / (f64::from(total) + PRIOR_WEIGHT)
    }

    /// The log-probability of the heard words given a move: its likeliest form.
    fn log_p_move(&self, heard: &Hearing, m: Move) -> f64 {
        phrase::forms(m)
            .iter()
            .map(|f| heard.align(self, f).0)
            .fold(f64::NEG_INFINITY, f64::max)
    }

    /// What a hearing of `text` taught, if the player meant `mv`: the tokens of the move's
    /// form nearest to the words, each with the word heard for it. `None` when the words are
    /// another move rather than a mishearing of this one (more than [`MAX_MISHEARD`] tokens
    /// differ), or no move at all.
    pub fn said_and_heard(text: &str, mv: Move) -> Option<Vec<Pair>> {
        let heard = Hearing::of(text);
        if heard.words.is_empty() {
            return None;
        }
        let stock = Confusions::default();
        let (_, aligned) = phrase::forms(mv)
            .iter()
            .map(|f| heard.align(&stock, f))
            .max_by(|a, b| a.0.total_cmp(&b.0))?;
        let differs = aligned
            .iter()
            .filter(|(tok, i)| !i.is_some_and(|i| heard.words[i].has(tok.meaning())))
            .count();
        let extra = heard.words.len() - aligned.iter().filter(|p| p.1.is_some()).count();
        (differs + extra <= MAX_MISHEARD).then(|| {
            aligned
                .into_iter()
                .map(|(tok, i)| (tok, i.map(|i| heard.words[i].text.to_lowercase())))
                .collect()
        })
    }

    /// The hearing reconsidered with what is known of this player's voice: every legal move
    /// is scored by how likely his saying it comes out as each hypothesis (the best and the
    /// N-best alternatives, weighted by their scores); the move scored best becomes the
    /// hearing (the hypothesis that says it, else its words in the vocabulary), and the
    /// confidence is lowered to the margin over the next best meaning. A hearing that is no
    /// move (a command, the garbage path) is left as it is: `false`.
    pub fn reconsider(&self, matched: &Matched, heard: &mut Heard, vocab: &Vocabulary) -> bool {
        let pos = matched.position();
        if self.is_empty() || pos.is_game_over() {
            return false;
        }
        if !matches!(matched.get(&heard.text), MatchResult::Move { .. }) {
            return false;
        }
        let best_score = heard
            .alternatives
            .iter()
            .find(|(t, _)| *t == heard.text)
            .map(|(_, s)| f64::from(*s));
        // PocketSphinx's best path and its N-best search can disagree (the N-best list's first
        // is another text): the recognizer contradicts itself, and the hearing is left to the
        // stock margin, which holds it doubtful. Turning it by the table was wrong in most
        // such cases in `make bench-enrol`.
        let top = heard
            .alternatives
            .iter()
            .map(|(_, s)| f64::from(*s))
            .fold(f64::NEG_INFINITY, f64::max);
        if !heard.alternatives.is_empty() && best_score.is_none_or(|b| b < top) {
            return false;
        }
        let mut hypotheses: Vec<(String, f64)> = vec![(heard.text.clone(), 0.0)];
        if let Some(best) = best_score {
            for (t, s) in &heard.alternatives {
                if *t != heard.text {
                    hypotheses.push((t.clone(), (f64::from(*s) - best) / SCORE_PER_NAT));
                }
            }
        }
        let meant: Vec<(Hearing, MatchResult)> = hypotheses
            .iter()
            .map(|(t, _)| (Hearing::of(t), matched.get(t)))
            .collect();
        // Hypotheses that are no move (a command, the garbage path) are one other meaning.
        let other = log_sum(
            hypotheses
                .iter()
                .zip(&meant)
                .filter(|(_, (_, r))| !matches!(r, MatchResult::Move { .. }))
                .map(|((_, s), _)| *s),
        );
        // Each legal move: by the best hypothesis alone (the channel), and by every
        // hypothesis weighted by its score (the N-best posterior).
        let scored: Vec<(f64, f64, Move)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| {
                let channel = self.log_p_move(&meant[0].0, m);
                let s = log_sum(
                    hypotheses
                        .iter()
                        .zip(&meant)
                        .map(|((_, s), (words, _))| s + self.log_p_move(words, m)),
                );
                (channel, s, m)
            })
            .collect();
        let Some(&(_, top, chosen)) = scored.iter().max_by(|a, b| a.1.total_cmp(&b.1)) else {
            return false;
        };
        let sure = |margin: f64| {
            let margin = (margin * SCORE_PER_NAT).max(0.0) as f32;
            if margin.is_finite() {
                margin / (margin + MARGIN_SCALE)
            } else {
                1.0
            }
        };
        let says = |r: &MatchResult| matches!(r, MatchResult::Move { mv, .. } if *mv == chosen);
        let confidence = if says(&meant[0].1) {
            // Kept: as sure as the player's words are apart, by the channel alone (a word his
            // other moves come out as a third as often as this one is doubtful); the stock
            // margin of the alternatives is the recognizer's to give (`hearing::weigh_for`).
            let own = scored.iter().find(|s| s.2 == chosen).map_or(0.0, |s| s.0);
            let other = scored
                .iter()
                .filter(|s| s.2 != chosen)
                .map(|s| s.0)
                .fold(f64::NEG_INFINITY, f64::max);
            sure(own - other)
        } else {
            // Turned: as sure as the posterior's margin over every other meaning.
            let runner_up = scored
                .iter()
                .filter(|s| s.2 != chosen)
                .map(|s| s.1)
                .fold(other, f64::max);
            heard.text = match hypotheses.iter().zip(&meant).find(|(_, (_, r))| says(r)) {
                Some(((t, _), _)) => t.clone(),
                None => self.spoken(pos, &meant[0].0, chosen, vocab),
            };
            sure(top - runner_up)
        };
        heard.confidence = heard.confidence.min(confidence);
        true
    }

    /// The move's words in the vocabulary, in its form nearest to what was heard.
    fn spoken(&self, pos: &Chess, heard: &Hearing, m: Move, vocab: &Vocabulary) -> String {
        let form = phrase::forms(m)
            .into_iter()
            .filter(|f| {
                f.iter().all(|t| !vocab.spellings(t.meaning()).is_empty())
                    && matches!(match_text(pos, &say(vocab, f)), MatchResult::Move { mv, .. } if mv == m)
            })
            .max_by(|a, b| heard.align(self, a).0.total_cmp(&heard.align(self, b).0));
        match form {
            Some(f) => say(vocab, &f),
            None => m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
        }
    }
}

/// A form in the vocabulary's first spelling of each token.
fn say(vocab: &Vocabulary, form: &[Tok]) -> String {
    form.iter()
        .filter_map(|t| vocab.spellings(t.meaning()).first())
        .map(|s| s.join(" "))
        .collect::<Vec<_>>()
        .join(" ")
}

/// log(sum(exp(x))) of log-probabilities.
fn log_sum(xs: impl Iterator<Item = f64>) -> f64 {
    let xs: Vec<f64> = xs.filter(|x| x.is_finite()).collect();
    let Some(max) = xs.iter().copied().reduce(f64::max) else {
        return f64::NEG_INFINITY;
    };
    max + xs.iter().map(|x| (x - max).exp()).sum::<f64>().ln()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::Lexicons;
    use shakmaty::uci::UciMove;
    use shakmaty::{File, Rank, Role};

    fn vocabulary() -> Vocabulary {
        Vocabulary::new(&Lexicons::named("de").unwrap(), |w| Some(w.to_lowercase()))
    }

    fn mv(pos: &Chess, uci: &str) -> Move {
        uci.parse::<UciMove>().unwrap().to_move(pos).unwrap()
    }

    /// A player whose "vier" came out as "drei" six times in eight, whose "drei" was heard
    /// right four times.
    fn vier_heard_as_drei() -> Confusions {
        let mut c = Confusions::default();
        for _ in 0..6 {
            c.learn(&[(Tok::Rank(Rank::Fourth), Some("drei".into()))]);
        }
        for _ in 0..2 {
            c.learn(&[(Tok::Rank(Rank::Fourth), Some("vier".into()))]);
        }
        for _ in 0..4 {
            c.learn(&[(Tok::Rank(Rank::Third), Some("drei".into()))]);
        }
        c
    }

    #[test]
    fn every_token_has_its_own_code_and_the_table_is_kept_as_it_was_learnt() {
        let mut toks: Vec<Tok> = File::ALL.into_iter().map(Tok::File).collect();
        toks.extend(Rank::ALL.into_iter().map(Tok::Rank));
        toks.extend(Role::ALL.into_iter().map(Tok::Piece));
        toks.extend([
            Tok::Capture,
            Tok::Castle,
            Tok::Short,
            Tok::Long,
            Tok::Promote,
        ]);
        let codes: std::collections::BTreeSet<String> = toks.iter().map(|t| code(*t)).collect();
        assert_eq!(codes.len(), toks.len());
        assert_eq!(code(Tok::Rank(Rank::Third)), "rank 3");
        let c = vier_heard_as_drei();
        let json = serde_json::to_value(&c).unwrap();
        assert_eq!(json["heard"]["rank 4"]["drei"], 6);
        assert_eq!(json["heard"]["rank 4"]["vier"], 2);
        assert_eq!(serde_json::from_value::<Confusions>(json).unwrap(), c);
    }

    #[test]
    fn a_correction_teaches_the_misheard_word_and_a_change_of_mind_nothing() {
        let pos = Chess::default();
        let nf3 = mv(&pos, "g1f3");
        let pairs = Confusions::said_and_heard("Springer Felix zwei", nf3).expect("a mishearing");
        assert_eq!(
            pairs,
            vec![
                (Tok::Piece(Role::Knight), Some("springer".into())),
                (Tok::File(File::F), Some("felix".into())),
                (Tok::Rank(Rank::Third), Some("zwei".into())),
            ]
        );
        // A dropped word is learnt as nothing heard.
        let pairs = Confusions::said_and_heard("Springer drei", nf3).expect("one word dropped");
        assert!(pairs.contains(&(Tok::File(File::F), None)), "{pairs:?}");
        // "Eva vier" for the knight move: another move, not a mishearing.
        assert_eq!(Confusions::said_and_heard("Eva vier", nf3), None);
        assert_eq!(Confusions::said_and_heard("", nf3), None);
    }

    #[test]
    fn nothing_learnt_leaves_the_hearing_as_the_recognizer_gave_it() {
        let pos = Chess::default();
        let mut h = Heard::with("e drei", &[("e drei", -1000.0), ("e vier", -1000.0)]);
        let before = h.clone();
        assert!(!Confusions::default().reconsider(&Matched::new(&pos), &mut h, &vocabulary()));
        assert_eq!(h, before);
    }

    #[test]
    fn a_word_the_player_is_often_misheard_as_makes_its_hearing_doubtful_or_turns_a_tie() {
        let pos = Chess::default();
        let voice = vier_heard_as_drei();
        let vocab = vocabulary();
        // The recognizer was torn between "e drei" and "e vier": this player means e4.
        let mut h = Heard::with("e drei", &[("e drei", -1000.0), ("e vier", -1000.0)]);
        assert!(voice.reconsider(&Matched::new(&pos), &mut h, &vocab));
        assert_eq!(h.text, "e vier");
        // Sure of "e drei", by a wide margin: still e3, but this player's "vier" comes out as
        // "drei" however sure the recognizer is of it: too doubtful to propose (asked again).
        let mut h = Heard::with("e drei", &[("e drei", -1000.0), ("e vier", -3000.0)]);
        voice.reconsider(&Matched::new(&pos), &mut h, &vocab);
        assert_eq!(h.text, "e drei");
        assert!(h.confidence < 0.5, "{}", h.confidence);
        // No alternatives (Vosk): "e drei" from this player is too doubtful to propose.
        let mut h = Heard::with("e drei", &[]);
        voice.reconsider(&Matched::new(&pos), &mut h, &vocab);
        assert!(h.confidence < 0.5, "{}", h.confidence);
        // A word he is not misheard in keeps its hearing sure.
        let mut h = Heard::with("Springer Felix drei", &[]);
        voice.reconsider(&Matched::new(&pos), &mut h, &vocab);
        assert!(h.confidence > 0.7, "{}", h.confidence);
        // A command is left alone.
        let mut h = Heard::with("nein", &[("nein", -1000.0), ("e vier", -1001.0)]);
        assert!(!voice.reconsider(&Matched::new(&pos), &mut h, &vocab));
        assert_eq!(h.text, "nein");
    }

    #[test]
    fn a_move_no_hypothesis_says_is_said_in_the_vocabulary() {
        // This player's "vier" is heard as "drei" every time, and his "drei" as "zwei": a
        // hearing of "e drei" (no alternatives, as from Vosk) is e4, said in his words.
        let pos = Chess::default();
        let mut voice = Confusions::default();
        for _ in 0..8 {
            voice.learn(&[(Tok::Rank(Rank::Fourth), Some("drei".into()))]);
            voice.learn(&[(Tok::Rank(Rank::Third), Some("zwei".into()))]);
        }
        let mut h = Heard::with("e drei", &[]);
        assert!(voice.reconsider(&Matched::new(&pos), &mut h, &vocabulary()));
        assert_eq!(h.text, "eva vier");
        assert_eq!(
            match_text(&pos, &h.text),
            MatchResult::Move {
                mv: mv(&pos, "e2e4"),
                cost: 0
            }
        );
    }
}
