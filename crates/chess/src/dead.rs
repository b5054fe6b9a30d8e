//! "No series of legal moves can checkmate": the dead position (9.6, 5.2b) and the flag rule's
//! exception (6.10, and В3 for an illegal move in blitz), decided by search.
//!
//! Material alone (shakmaty's `has_insufficient_material`: a lone king, king and minor piece,
//! bishops all on one colour) proves the usual cases. A position can also be dead by its
//! structure: pawns rammed against each other so that only the kings, and bishops that cannot
//! get at anything, are left to move. Such a position has few reachable positions, and visiting
//! all of them proves that none is a checkmate.
//!
//! What the search proves, and what it leaves: [`Verdict::CannotMate`] is given only when every
//! position reachable by legal moves from here was visited (or is already lost for mating by
//! material, which shakmaty proves) and none of them is the loser checkmated; [`Verdict::CanMate`]
//! only when such a checkmate was reached. A position with more reachable positions than the
//! budget is [`Verdict::Undecided`], and the game goes on as if it could be won: a winnable
//! position is never called dead. Positions are told apart by a 128-bit Zobrist key (pieces,
//! side to move, castling and en-passant rights; the move counters do not change what can
//! follow).
//!
//! The anchor is Miguel Ambrona's Chess Unwinnability Analyzer (CHA), which decides every
//! position: a helpmate search steered towards a mating corner finds the mate of a winnable
//! position quickly, a static analysis of blocked pawn chains proves the regions the kings can
//! never leave, and an exhaustive search with a transposition table settles the rest. This is
//! its exhaustive part alone, bounded; `make bench-dead` compares it with CHA's test vectors.

use std::collections::HashSet;

use shakmaty::zobrist::Zobrist128;
use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Position, Role, Square};

/// Reachable positions visited after every move in a locked structure (about a tenth of a
/// second in a release build).
pub const AFTER_MOVE: usize = 100_000;

/// Reachable positions visited when a flag falls (6.10) or an illegal move in blitz is claimed
/// (В3): once per game, but the flag is called only when the search is done, so at most about
/// a third of a second (a million proves a few per cent more of CHA's positions, in up to
/// seven seconds: too long a silence after a flag).
pub const ONCE: usize = 200_000;

/// Whether `winner` can checkmate by some series of legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A checkmate of the other side is reachable.
    CanMate,
    /// Proven: no reachable position is a checkmate of the other side.
    CannotMate,
    /// More reachable positions than the budget; treated as "can mate".
    Undecided,
}

/// Whether `winner` can checkmate from `pos` by some series of legal moves, visiting at most
/// `budget` positions.
pub fn can_mate(pos: &Chess, winner: Color, budget: usize) -> Verdict {
    search(pos, Some(winner), budget)
}

/// The search for a checkmate by `winner`, or by either side when `None` (one pass for 9.6:
/// the positions reachable are the same whoever is to mate). A position where the side (or
/// both sides) can no longer mate by material is not explored further.
fn search(pos: &Chess, winner: Option<Color>, budget: usize) -> Verdict {
    let lost_for_mating = |p: &Chess| match winner {
        Some(c) => p.has_insufficient_material(c),
        None => p.is_insufficient_material(),
    };
    if lost_for_mating(pos) {
        return Verdict::CannotMate;
    }
    let mut seen: HashSet<Zobrist128> = HashSet::new();
    seen.insert(pos.zobrist_hash(EnPassantMode::Legal));
    let mut stack = vec![pos.clone()];
    while let Some(here) = stack.pop() {
        let moves = here.legal_moves();
        if moves.is_empty() {
            if here.is_check() && winner.is_none_or(|c| here.turn() != c) {
                return Verdict::CanMate;
            }
            continue;
        }
        for m in moves {
            let mut next = here.clone();
            next.play_unchecked(m);
            if lost_for_mating(&next) {
                continue;
            }
            if seen.insert(next.zobrist_hash(EnPassantMode::Legal)) {
                if seen.len() > budget {
                    return Verdict::Undecided;
                }
                stack.push(next);
            }
        }
    }
    Verdict::CannotMate
}

/// Whether the position is dead (9.6): neither side can checkmate by any series of legal moves.
/// By material always; by search only where the pawns are locked (see [`locked`]) and at most
/// three pieces besides kings and pawns are left: the kind of position a bounded search can
/// settle, and the only one where it is worth its time after every move (the opening position
/// is locked too, by this measure). One search looks for a checkmate of either side.
pub fn is_dead(pos: &Chess) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    locked(pos) && (board_pieces(pos) <= 3) && search(pos, None, AFTER_MOVE) == Verdict::CannotMate
}

/// Knights, bishops, rooks and queens on the board: each multiplies the positions to visit.
fn board_pieces(pos: &Chess) -> usize {
    let board = pos.board();
    (board.occupied() & !board.by_role(Role::Pawn) & !board.by_role(Role::King)).count()
}

/// There are pawns, and each has an enemy pawn ahead of it on its file: no pawn can run
/// through to promote, though some may still step forward or capture.
pub fn locked(pos: &Chess) -> bool {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let white = pawns & board.by_color(Color::White);
    let black = pawns & board.by_color(Color::Black);
    let ahead = |sq: Square, color: Color, enemy: Bitboard| {
        (enemy & Bitboard::from_file(sq.file()))
            .into_iter()
            .any(|e| (e.rank() > sq.rank()) == (color == Color::White))
    };
    !pawns.is_empty()
        && white.into_iter().all(|sq| ahead(sq, Color::White, black))
        && black.into_iter().all(|sq| ahead(sq, Color::Black, white))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn verdicts(fen: &str) -> (Verdict, Verdict) {
        let p = pos(fen);
        (
            can_mate(&p, Color::White, ONCE),
            can_mate(&p, Color::Black, ONCE),
        )
    }

    use Verdict::*;

    /// 9.6: kings behind a locked chain of pawns; no piece can ever reach the other king. From
    /// CHA's test vectors ("--").
    #[test]
    fn a_locked_chain_with_kings_alone_is_dead() {
        let fen = "8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/K7 b - -";
        assert_eq!(verdicts(fen), (CannotMate, CannotMate));
        assert!(is_dead(&pos(fen)));
    }

    /// The same chain with one pawn free to move (CHA: "WB"): the game goes on.
    #[test]
    fn a_chain_with_a_free_pawn_is_not_dead() {
        let fen = "8/8/7p/1k3p2/3p1P2/1p1P1PpP/1P4P1/K7 b - -";
        assert_ne!(verdicts(fen).0, CannotMate);
        assert_ne!(verdicts(fen).1, CannotMate);
        assert!(!is_dead(&pos(fen)));
    }

    /// 6.10: only one side can mate (CHA: "-B"): Black's only move takes White's last pawn.
    /// Material alone does not tell (White has a pawn now).
    #[test]
    fn the_side_that_can_still_mate_is_told_apart_6_10() {
        let fen = "8/8/8/7p/5K1k/7P/8/8 b - -";
        assert!(!pos(fen).has_insufficient_material(Color::White));
        let (white, black) = verdicts(fen);
        assert_eq!(white, CannotMate);
        assert_ne!(black, CannotMate);
    }

    /// Material alone, as before: a lone king can never mate, whatever the other side has.
    #[test]
    fn a_lone_king_cannot_mate() {
        let p = pos("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
        assert_eq!(can_mate(&p, Color::Black, 10), CannotMate);
        assert_ne!(can_mate(&p, Color::White, 10), CannotMate);
    }

    /// The opening position is far too big to enumerate: undecided, so never dead.
    #[test]
    fn a_rich_position_is_left_undecided_and_never_called_dead() {
        let p = Chess::default();
        assert_eq!(can_mate(&p, Color::White, 5_000), Undecided);
        assert!(!is_dead(&p));
    }

    #[test]
    fn locked_means_no_pawn_has_a_free_file_ahead() {
        assert!(locked(&pos("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1")));
        assert!(locked(&pos("4k3/3p4/8/8/8/8/3P4/4K3 w - - 0 1")));
        assert!(!locked(&pos("4k3/8/8/3P4/3p4/8/8/4K3 w - - 0 1")));
        assert!(!locked(&pos("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")));
        assert!(!locked(&pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
        assert!(locked(&Chess::default()));
        assert!(!is_dead(&Chess::default()));
    }
}
