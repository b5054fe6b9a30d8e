//! A scan along a line of the board in sound (as Orologic plays it in stereo): each square a
//! short note from one end to the other, panned left to right by its file, pitched by its rank
//! (a whole tone a rank, from C4 on the first), a white piece a pure tone, a black piece a
//! reedy one, an empty square a soft tick. Pure: the notes; the edge plays them.

use shakmaty::{Board, Color, File, Rank, Square};

use super::explore;
use ansage_shared::tone::{Timbre, Tone};

/// A line to scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanLine {
    /// From the first rank up.
    File(File),
    /// From the a-file to the h-file.
    Rank(Rank),
    /// The diagonals through a square, each from its lower file.
    Diagonals(Square),
}

/// How long a square's note lasts.
pub const NOTE_MS: u32 = 140;

/// The note of a square: panned by its file, pitched by its rank, its timbre by what stands
/// on it.
pub fn note(board: &Board, sq: Square) -> Tone {
    let file = f32::from(u8::from(sq.file()));
    let rank = f32::from(u8::from(sq.rank()));
    Tone {
        freq: (261.63 * 2f32.powf(rank * 2.0 / 12.0)).round() as u32,
        pan: ((file - 3.5) / 3.5 * 100.0).round() as i8,
        ms: NOTE_MS,
        timbre: match board.color_at(sq) {
            Some(Color::White) => Timbre::Pure,
            Some(Color::Black) => Timbre::Reedy,
            None => Timbre::Tick,
        },
    }
}

/// The squares of a line in the order they sound.
pub fn squares(line: ScanLine) -> Vec<Vec<Square>> {
    match line {
        ScanLine::File(f) => vec![Rank::ALL.map(|r| Square::from_coords(f, r)).to_vec()],
        ScanLine::Rank(r) => vec![File::ALL.map(|f| Square::from_coords(f, r)).to_vec()],
        ScanLine::Diagonals(sq) => explore::diagonal_lines(sq),
    }
}

/// The notes of a scan.
pub fn notes(board: &Board, line: ScanLine) -> Vec<Tone> {
    squares(line)
        .into_iter()
        .flatten()
        .map(|sq| note(board, sq))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    #[test]
    fn a_rank_runs_left_to_right_and_a_file_rises_in_pitch() {
        let start = Chess::default();
        let first = notes(start.board(), ScanLine::Rank(Rank::First));
        assert_eq!(first.len(), 8);
        assert_eq!((first[0].pan, first[7].pan), (-100, 100));
        assert!(first.iter().all(|n| n.timbre == Timbre::Pure));
        let file = notes(start.board(), ScanLine::File(File::E));
        assert!(file.windows(2).all(|w| w[1].freq > w[0].freq));
        let kinds: Vec<Timbre> = file.iter().map(|n| n.timbre).collect();
        use Timbre::*;
        assert_eq!(kinds, [Pure, Pure, Tick, Tick, Tick, Tick, Reedy, Reedy]);
        // e4's two diagonals: b1-h7 and a8-h1, fifteen squares.
        assert_eq!(
            notes(start.board(), ScanLine::Diagonals(Square::E4)).len(),
            15
        );
    }
}
