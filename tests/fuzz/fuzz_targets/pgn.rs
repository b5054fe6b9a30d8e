//! Any bytes as PGN: the import never panics, and what it accepts writes out as PGN that
//! reads back to the same moves.
#![no_main]

use ansage::chess::scoresheet::{from_pgn, to_pgn};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(game) = from_pgn(&text) {
        let again = from_pgn(&to_pgn(&game)).expect("Ansage reads its own PGN");
        assert_eq!(again.plies(), game.plies());
    }
});
