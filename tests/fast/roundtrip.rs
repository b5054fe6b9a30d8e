//! Round trip words -> move -> words: for every legal move of 2 000 positions reached by random
//! playouts from a fixed seed, the announcement of the move, in every style, is matched back to
//! that move at cost 0. Also in the other direction: every accepted phrase form of every move,
//! spoken with the words of any lexicon, is understood as that move.

use ansage::chess::announce::{Style, move_words};
use ansage::chess::lexicon::Lexicon;
use ansage::chess::matcher::{MatchResult, match_text};
use ansage::chess::phrase::forms;
use ansage::shared::language::Language;
use shakmaty::{Chess, Move, Position};

/// A small deterministic generator (xorshift64*), so the positions are the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Positions from random playouts. Captures, checks and promotions are preferred now and then,
/// so that the endgame kinds of move (promotion, mate) are well represented.
fn positions(count: usize) -> Vec<Chess> {
    let mut rng = Rng(0x00A5_5A6E_2026_1130);
    let starts: Vec<Chess> = [
        "startpos",
        // Both sides can castle either way soon.
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8",
        // Pawns side by side: en passant chances.
        "rnbqkbnr/pp1p1ppp/8/2pPp3/4P3/8/PPP2PPP/RNBQKBNR w KQkq e6 0 4",
    ]
    .iter()
    .map(|f| ansage::chess::game::parse_fen(f).unwrap())
    .collect();
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = starts[rng.below(starts.len())].clone();
        for _ in 0..(20 + rng.below(140)) {
            if pos.is_game_over() {
                break;
            }
            out.push(pos.clone());
            let moves = pos.legal_moves();
            let forcing: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| {
                    let mut after = pos.clone();
                    after.play_unchecked(*m);
                    m.is_capture() || m.is_promotion() || after.is_check()
                })
                .collect();
            let pawn_pushes: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.role() == shakmaty::Role::Pawn)
                .collect();
            let special: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.is_castle() || m.is_en_passant())
                .collect();
            let m = match rng.below(10) {
                0..=1 if !special.is_empty() => special[rng.below(special.len())],
                2..=4 if !forcing.is_empty() => forcing[rng.below(forcing.len())],
                5..=6 if !pawn_pushes.is_empty() => pawn_pushes[rng.below(pawn_pushes.len())],
                _ => moves[rng.below(moves.len())],
            };
            pos.play_unchecked(m);
        }
    }
    out.truncate(count);
    out
}

#[derive(Default, Debug)]
struct Kinds {
    moves: usize,
    castles: usize,
    en_passant: usize,
    promotions: usize,
    checks: usize,
    mates: usize,
}

#[test]
fn announcement_of_every_legal_move_matches_back_at_cost_zero() {
    let mut kinds = Kinds::default();
    let mut failures = Vec::new();
    for pos in positions(2000) {
        for m in pos.legal_moves() {
            kinds.moves += 1;
            kinds.castles += usize::from(m.is_castle());
            kinds.en_passant += usize::from(m.is_en_passant());
            kinds.promotions += usize::from(m.is_promotion());
            let mut after = pos.clone();
            after.play_unchecked(m);
            kinds.checks += usize::from(after.is_check());
            kinds.mates += usize::from(after.is_checkmate());
            for style in Style::ALL {
                let words = move_words(&pos, m, style);
                let got = match_text(&pos, &words);
                if got != (MatchResult::Move { mv: m, cost: 0 }) && failures.len() < 20 {
                    failures.push(format!("{style}: {words:?} -> {got:?} (wanted {m:?})"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    eprintln!("{kinds:?}");
    assert!(kinds.castles > 50, "{kinds:?}");
    assert!(kinds.en_passant > 10, "{kinds:?}");
    assert!(kinds.promotions > 100, "{kinds:?}");
    assert!(kinds.checks > 1000, "{kinds:?}");
    assert!(kinds.mates > 5, "{kinds:?}");
}

#[test]
fn every_phrase_form_in_every_lexicon_is_understood() {
    let lex = Lexicon::builtin();
    let mut checked = 0;
    for pos in positions(400) {
        for m in pos.legal_moves() {
            for form in forms(m) {
                for lang in Language::ALL {
                    let text: Vec<&str> = form.iter().map(|t| lex.say(lang, t.meaning())).collect();
                    let text = text.join(" ");
                    match match_text(&pos, &text) {
                        MatchResult::Move { mv, cost: 0 } => assert_eq!(mv, m, "{text}"),
                        MatchResult::Ambiguous(c) => assert!(c.contains(&m), "{text}: {c:?}"),
                        other => panic!("{lang} {text:?} for {m:?}: {other:?}"),
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
}
