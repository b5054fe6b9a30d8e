//! Any text against positions reached by the first bytes: the matcher never panics, and a
//! move it returns is legal and fits the words' own description when they parse as one.
#![no_main]

use ansage::chess::lexicon::Lexicon;
use ansage::chess::matcher::{MatchResult, match_text};
use ansage::chess::phrase;
use libfuzzer_sys::fuzz_target;
use shakmaty::{Chess, Position};

fuzz_target!(|data: &[u8]| {
    let (moves, text) = data.split_at(data.len().min(8));
    let mut pos = Chess::default();
    for b in moves {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        pos.play_unchecked(legal[*b as usize % legal.len()]);
    }
    let text = String::from_utf8_lossy(text);
    match match_text(&pos, &text) {
        MatchResult::Move { mv, cost } => {
            assert!(pos.is_legal(mv));
            if cost == 0
                && let Some(d) = phrase::parse(&Lexicon::builtin().tokenize(&text))
            {
                assert!(d.matches(mv));
            }
        }
        MatchResult::Ambiguous(ms) => assert!(ms.len() >= 2 && ms.iter().all(|m| pos.is_legal(*m))),
        MatchResult::Illegal(_) | MatchResult::NotUnderstood => {}
    }
});
