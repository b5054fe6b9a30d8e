//! Any bytes as PGN: the import never panics, and what it accepts writes out as PGN that
//! reads back as the same game: the same moves, and written again the same text (tags,
//! result, clock comments).
#![no_main]

use ansage::chess::scoresheet::{from_pgn, to_pgn};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(game) = from_pgn(&text) {
        let written = to_pgn(&game);
        let again = from_pgn(&written).expect("Ansage reads its own PGN");
        assert_eq!(again.plies(), game.plies());
        assert_eq!(to_pgn(&again), written);
    }
});
