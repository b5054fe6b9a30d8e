//! What a player exploring the position asks about, as facts (squares, pieces, sides; the
//! words are the session's): the diagonals through a square, what attacks and defends a
//! square, where a piece can go, the material, the pawns file by file with the passed,
//! isolated and doubled ones. A blind player holds the position in his head; these are the
//! looks a sighted player takes at the board (supplement 2.9d: what stands where is said on
//! request).

use shakmaty::{Bitboard, Board, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

/// One diagonal through a square, from its end on the lower file to its end on the higher,
/// with the pieces on it in that order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagonal {
    pub from: Square,
    pub to: Square,
    pub pieces: Vec<(Square, Piece)>,
}

/// The diagonals through a square: rising (a1–h8 direction) first, then falling; a corner
/// square has one (the other is the square alone).
pub fn diagonals(board: &Board, sq: Square) -> Vec<Diagonal> {
    diagonal_lines(sq)
        .into_iter()
        .map(|squares| Diagonal {
            from: squares[0],
            to: squares[squares.len() - 1],
            pieces: squares
                .iter()
                .filter_map(|&s| board.piece_at(s).map(|p| (s, p)))
                .collect(),
        })
        .collect()
}

/// The squares of the diagonals through a square, each from its lower file.
pub fn diagonal_lines(sq: Square) -> Vec<Vec<Square>> {
    [1i32, -1]
        .into_iter()
        .map(|dr| diagonal_squares(sq, dr))
        .filter(|squares| squares.len() > 1)
        .collect()
}

/// The squares of the diagonal through `sq` whose rank changes by `dr` per file, from the
/// lowest file.
fn diagonal_squares(sq: Square, dr: i32) -> Vec<Square> {
    let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
    let back = f.min(if dr > 0 { r } else { 7 - r });
    (0..8)
        .map(|i| (f - back + i, r - dr * back + dr * i))
        .take_while(|&(f, r)| (0..8).contains(&f) && (0..8).contains(&r))
        .map(|(f, r)| Square::from_coords(File::new(f as u32), Rank::new(r as u32)))
        .collect()
}

/// The pieces of each side that attack a square (a piece of the square's own side defends
/// it), by where they stand; pieces pinned to their king count, as an arbiter counts them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attacks {
    pub occupant: Option<Piece>,
    pub white: Vec<(Square, Role)>,
    pub black: Vec<(Square, Role)>,
}

impl Attacks {
    pub fn by(&self, color: Color) -> &[(Square, Role)] {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

pub fn attacks(board: &Board, sq: Square) -> Attacks {
    let of = |color| -> Vec<(Square, Role)> {
        board
            .attacks_to(sq, color, board.occupied())
            .into_iter()
            .filter_map(|s| board.role_at(s).map(|r| (s, r)))
            .collect()
    };
    Attacks {
        occupant: board.piece_at(sq),
        white: of(Color::White),
        black: of(Color::Black),
    }
}

/// Where the piece on a square can go: its legal moves' target squares (a castling king's
/// own square of arrival), for either side. For the side not to move, as if it were to move;
/// when that cannot be (the side to move is in check), the squares its piece attacks or,
/// for a pawn, could advance to.
pub fn reach(pos: &Chess, from: Square) -> Option<(Piece, Vec<Square>)> {
    let piece = pos.board().piece_at(from)?;
    let moves = if piece.color == pos.turn() {
        Some(pos.legal_moves())
    } else {
        pos.clone().swap_turn().ok().map(|p| p.legal_moves())
    };
    let mut targets: Vec<Square> = match moves {
        Some(moves) => moves
            .iter()
            .filter(|m| m.from() == Some(from))
            .map(arrival)
            .collect(),
        None => pseudo_targets(pos.board(), from, piece),
    };
    targets.sort();
    targets.dedup();
    Some((piece, targets))
}

/// Where a move takes its piece: a castling king to its file of arrival, not to its rook.
fn arrival(m: &Move) -> Square {
    match *m {
        Move::Castle { king, rook } => {
            let file = if rook > king { File::G } else { File::C };
            Square::from_coords(file, king.rank())
        }
        _ => m.to(),
    }
}

fn pseudo_targets(board: &Board, from: Square, piece: Piece) -> Vec<Square> {
    let own = board.by_color(piece.color);
    let mut squares = board.attacks_from(from) & !own;
    if piece.role == Role::Pawn {
        squares &= board.by_color(!piece.color);
        let step = if piece.color == Color::White { 1 } else { -1 };
        if let Some(ahead) = from.offset(8 * step)
            && !board.occupied().contains(ahead)
        {
            squares |= Bitboard::from(ahead);
        }
    }
    squares.into_iter().collect()
}

/// The pieces besides the kings, queen first, with their values in pawns (the usual 9, 5, 3,
/// 3, 1).
pub const MATERIAL: [(Role, u32); 5] = [
    (Role::Queen, 9),
    (Role::Rook, 5),
    (Role::Bishop, 3),
    (Role::Knight, 3),
    (Role::Pawn, 1),
];

/// The material of both sides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Material {
    counts: [[u32; 5]; 2],
}

impl Material {
    pub fn of(board: &Board) -> Material {
        let count = |color: Color| {
            MATERIAL.map(|(role, _)| (board.by_color(color) & board.by_role(role)).count() as u32)
        };
        Material {
            counts: [count(Color::White), count(Color::Black)],
        }
    }

    fn side(&self, color: Color) -> &[u32; 5] {
        &self.counts[usize::from(color == Color::Black)]
    }

    /// The side's material in pawns.
    pub fn points(&self, color: Color) -> u32 {
        self.side(color)
            .iter()
            .zip(MATERIAL)
            .map(|(n, (_, v))| n * v)
            .sum()
    }

    /// The pieces a side has more of than the other, with how many more.
    pub fn surplus(&self, color: Color) -> Vec<(Role, u32)> {
        self.side(color)
            .iter()
            .zip(self.side(!color))
            .zip(MATERIAL)
            .filter(|((mine, theirs), _)| mine > theirs)
            .map(|((mine, theirs), (role, _))| (role, mine - theirs))
            .collect()
    }
}

/// The pawns of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PawnFile {
    pub file: File,
    pub white: Vec<Rank>,
    pub black: Vec<Rank>,
}

/// The pawn structure: the files with pawns, and the pawns that matter for a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pawns {
    pub files: Vec<PawnFile>,
    /// No enemy pawn ahead on its own file or the files beside it.
    pub passed: Vec<(Color, Square)>,
    /// No pawn of its own side on the files beside it.
    pub isolated: Vec<(Color, Square)>,
    /// Files with two or more pawns of one side.
    pub doubled: Vec<(Color, File)>,
}

pub fn pawns(board: &Board) -> Pawns {
    let of = |color: Color| board.by_color(color) & board.by_role(Role::Pawn);
    let on = |color: Color, file: File| -> Vec<Rank> {
        (of(color) & Bitboard::from_file(file))
            .into_iter()
            .map(Square::rank)
            .collect()
    };
    let beside = |file: File| {
        [file.offset(-1), file.offset(1)]
            .into_iter()
            .flatten()
            .fold(Bitboard::EMPTY, |b, f| b | Bitboard::from_file(f))
    };
    let mut p = Pawns {
        files: Vec::new(),
        passed: Vec::new(),
        isolated: Vec::new(),
        doubled: Vec::new(),
    };
    for file in File::ALL {
        let (white, black) = (on(Color::White, file), on(Color::Black, file));
        if white.is_empty() && black.is_empty() {
            continue;
        }
        for (color, ranks) in [(Color::White, &white), (Color::Black, &black)] {
            if ranks.len() > 1 {
                p.doubled.push((color, file));
            }
        }
        p.files.push(PawnFile { file, white, black });
    }
    for color in Color::ALL {
        for sq in of(color) {
            let near = beside(sq.file());
            if (of(color) & near).is_empty() {
                p.isolated.push((color, sq));
            }
            let ahead = |s: Square| match color {
                Color::White => s.rank() > sq.rank(),
                Color::Black => s.rank() < sq.rank(),
            };
            let front = near | Bitboard::from_file(sq.file());
            if !(of(!color) & front).into_iter().any(ahead) {
                p.passed.push((color, sq));
            }
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).unwrap()
    }

    #[test]
    fn the_diagonals_through_a_square_run_from_end_to_end() {
        let start = Chess::default();
        let d = diagonals(start.board(), Square::E4);
        assert_eq!((d[0].from, d[0].to), (Square::B1, Square::H7));
        assert_eq!((d[1].from, d[1].to), (Square::A8, Square::H1));
        // b1 knight, c2 and h7 pawns on the first; a8 rook, b7 and g2 pawns, h1 rook on the
        // second.
        let on = |i: usize| d[i].pieces.iter().map(|(s, _)| *s).collect::<Vec<_>>();
        assert_eq!(on(0), [Square::B1, Square::C2, Square::H7]);
        assert_eq!(on(1), [Square::A8, Square::B7, Square::G2, Square::H1]);
        // A corner has one diagonal.
        assert_eq!(diagonals(start.board(), Square::A1).len(), 1);
    }

    #[test]
    fn attackers_and_defenders_of_a_square_are_found_for_both_sides() {
        // 1. e4 d5: the e4 pawn attacked by the d5 pawn, defended by nobody.
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let a = attacks(p.board(), Square::E4);
        assert_eq!(a.black, [(Square::D5, Role::Pawn)]);
        assert!(a.white.is_empty());
        // d5: attacked by e4, defended by the queen on d8.
        let a = attacks(p.board(), Square::D5);
        assert_eq!(a.white, [(Square::E4, Role::Pawn)]);
        assert_eq!(a.black, [(Square::D8, Role::Queen)]);
    }

    #[test]
    fn where_a_piece_can_go_is_said_for_either_side() {
        let start = Chess::default();
        let (piece, to) = reach(&start, Square::G1).unwrap();
        assert_eq!(piece.role, Role::Knight);
        assert_eq!(to, [Square::F3, Square::H3]);
        // Black's knight, White to move.
        assert_eq!(
            reach(&start, Square::B8).unwrap().1,
            [Square::A6, Square::C6]
        );
        assert!(reach(&start, Square::E4).is_none());
        // A king that may castle short arrives on g1.
        let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert!(reach(&p, Square::E1).unwrap().1.contains(&Square::G1));
    }

    #[test]
    fn material_counts_the_pieces_and_their_surplus() {
        // White has a bishop for two pawns.
        let p = pos("4k3/pp6/8/8/8/8/8/2B1K3 w - - 0 1");
        let m = Material::of(p.board());
        assert_eq!((m.points(Color::White), m.points(Color::Black)), (3, 2));
        assert_eq!(m.surplus(Color::White), [(Role::Bishop, 1)]);
        assert_eq!(m.surplus(Color::Black), [(Role::Pawn, 2)]);
    }

    #[test]
    fn passed_isolated_and_doubled_pawns_are_named() {
        // White a2, c4, c5, e5; Black d7, f7.
        let p = pos("4k3/3p1p2/8/2P1P3/2P5/8/P7/4K3 w - - 0 1");
        let s = pawns(p.board());
        let files: Vec<File> = s.files.iter().map(|f| f.file).collect();
        assert_eq!(files, [File::A, File::C, File::D, File::E, File::F]);
        assert_eq!(s.doubled, [(Color::White, File::C)]);
        // No pawn of its own on a file beside: every one of them.
        assert_eq!(s.isolated.len(), 6);
        // Only a2 has no enemy pawn ahead on its file or beside it: d7 stops c5 and e5, e5
        // stops f7, c4, c5 and e5 stop d7.
        assert_eq!(s.passed, [(Color::White, Square::A2)]);
    }
}
