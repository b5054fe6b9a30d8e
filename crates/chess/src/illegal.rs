//! An illegal move made on a physical board in rapid or blitz (appendices Б6, В3): "an
//! illegal move is complete once the opponent's clock has been started". The opponent may
//! claim before his reply; if he does not, the game goes on from the position after the
//! illegal move. So the move has to be known square by square — which piece went where — and
//! the position after it has to be one the game can go on from. Where it is not (both kings
//! in check, an illegal promotion: Б6 orders the arbiter to intervene; also a king taken or the
//! mover's own king left in check, from which no game can go on), the arbiter intervenes and
//! the move is taken back as by 7.4.

use std::str::FromStr;

use shakmaty::{
    CastlingMode, Chess, EnPassantMode, File, FromSetup, Move, Position, PositionError, Rank, Role,
    Square,
    san::{San, SanPlus},
    uci::UciMove,
};

/// A move as made on the board: from where to where, and the piece a pawn became.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

/// The text names no two squares ("Lf5", "knight"): an illegal move needs both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSquares;

impl FromStr for BoardMove {
    type Err = NoSquares;

    /// "c1 f5", "c1-f5", "Bc1-f5", "Lc1f5", "c1f5", "e7e8q", "e7-e8=Q", "e7 e8 Q": the first
    /// two squares named, a piece letter after the second for a promotion (a piece letter
    /// before the first, in any language, is the mover's and not needed).
    fn from_str(text: &str) -> Result<BoardMove, NoSquares> {
        let chars: Vec<char> = text.chars().map(|c| c.to_ascii_lowercase()).collect();
        let mut squares = Vec::new();
        let mut i = 0;
        while i + 1 < chars.len() && squares.len() < 2 {
            let (f, r) = (chars[i], chars[i + 1]);
            if ('a'..='h').contains(&f) && ('1'..='8').contains(&r) {
                let file = File::new(u32::from(f) - u32::from('a'));
                let rank = Rank::new(u32::from(r) - u32::from('1'));
                squares.push((Square::from_coords(file, rank), i + 2));
                i += 2;
            } else {
                i += 1;
            }
        }
        let [(from, _), (to, end)] = squares[..] else {
            return Err(NoSquares);
        };
        let promotion = chars[end..]
            .iter()
            .find(|c| c.is_ascii_alphabetic())
            .and_then(|&c| Role::from_char(c))
            .filter(|r| *r != Role::Pawn);
        Ok(BoardMove {
            from,
            to,
            promotion,
        })
    }
}

/// What the move made on the board is, in the position it was made in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stand {
    /// A legal move after all: played as any move.
    Legal(Move),
    /// Illegal, and it stands (Б6, В3): the move as recorded and the position after it.
    Stands { mv: Move, after: Box<Chess> },
}

/// Why the arbiter intervenes instead of letting the illegal move stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intervention {
    /// Б6: a pawn reached the last rank and did not become a queen, rook, bishop or knight, or
    /// a piece that is no pawn was exchanged.
    Promotion,
    /// A king was taken (7.4a counts it among illegal moves; no game goes on without it).
    KingTaken,
    /// Б6: both kings in check, or the mover's own king left in check, which the opponent could
    /// take: a position the game cannot go on from.
    KingInCheck,
}

/// A move made on the board that cannot be entered as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No piece of the side to move stands on that square.
    NoPiece(Square),
    /// A piece of the mover's own stands on the target square.
    OwnPiece(Square),
    /// The arbiter intervenes: taken back as by 7.4.
    Intervene(Intervention),
}

/// The move made on the board in `pos`: legal, or the illegal move and where it leaves the
/// game, or why it cannot stand.
pub fn stand(pos: &Chess, bm: BoardMove) -> Result<Stand, Refusal> {
    let turn = pos.turn();
    let piece = pos
        .board()
        .piece_at(bm.from)
        .filter(|p| p.color == turn)
        .ok_or(Refusal::NoPiece(bm.from))?;
    let uci = UciMove::Normal {
        from: bm.from,
        to: bm.to,
        promotion: bm.promotion,
    };
    if let Ok(m) = uci.to_move(pos) {
        return Ok(Stand::Legal(m));
    }
    let capture = match pos.board().piece_at(bm.to) {
        Some(p) if p.color == turn => return Err(Refusal::OwnPiece(bm.to)),
        Some(p) if p.role == Role::King => {
            return Err(Refusal::Intervene(Intervention::KingTaken));
        }
        other => other.map(|p| p.role),
    };
    let last_rank = bm.to.rank() == Rank::Eighth || bm.to.rank() == Rank::First;
    let promotes_right = match (piece.role, bm.promotion) {
        (Role::Pawn, Some(r)) => last_rank && r != Role::King,
        (Role::Pawn, None) => !last_rank,
        (_, p) => p.is_none(),
    };
    if !promotes_right {
        return Err(Refusal::Intervene(Intervention::Promotion));
    }
    let mv = Move::Normal {
        role: piece.role,
        from: bm.from,
        capture,
        to: bm.to,
        promotion: bm.promotion,
    };
    let mut after = pos.clone();
    after.play_unchecked(mv);
    // What legal play cannot reach but an illegal move can, and the game can go on from: a
    // second bishop on one colour beside eight pawns ("too much material" to shakmaty), a
    // check no legal move gives (three checkers). What it cannot go on from: the mover's king
    // in check, which the opponent could take.
    Chess::from_setup(after.to_setup(EnPassantMode::Legal), CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .or_else(PositionError::ignore_invalid_castling_rights)
        .or_else(PositionError::ignore_invalid_ep_square)
        .map(|after| Stand::Stands {
            mv,
            after: Box::new(after),
        })
        .map_err(|_| Refusal::Intervene(Intervention::KingInCheck))
}

/// How an illegal move is written on the score sheet: from and to squares in full ("Bc1f5",
/// "Bc1xf5", "e2e5"), since no short form names a move that no piece could make.
pub fn written(mv: Move) -> SanPlus {
    let (role, from, capture, to, promotion) = match mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => (role, from, capture, to, promotion),
        other => return SanPlus::from_move(Chess::default(), other),
    };
    SanPlus {
        san: San::Normal {
            role,
            file: Some(from.file()),
            rank: Some(from.rank()),
            capture: capture.is_some(),
            to,
            promotion,
        },
        suffix: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).unwrap()
    }

    #[test]
    fn the_squares_are_read_in_any_of_the_usual_forms() {
        let c1f5 = BoardMove {
            from: Square::C1,
            to: Square::F5,
            promotion: None,
        };
        for text in [
            "c1 f5", "c1-f5", "Bc1-f5", "Lc1f5", "c1f5", "C1 F5", "Bc1xf5",
        ] {
            assert_eq!(text.parse(), Ok(c1f5), "{text}");
        }
        let e7e8q = BoardMove {
            from: Square::E7,
            to: Square::E8,
            promotion: Some(Role::Queen),
        };
        for text in ["e7e8q", "e7-e8=Q", "e7 e8 Q"] {
            assert_eq!(text.parse(), Ok(e7e8q), "{text}");
        }
        for text in ["Lf5", "knight", "", "c1"] {
            assert_eq!(text.parse::<BoardMove>(), Err(NoSquares), "{text}");
        }
    }

    #[test]
    fn a_bishop_through_its_own_pawn_stands_and_the_game_goes_on_from_there() {
        // Б6: after 1. e4 e5, White's bishop c1 jumps over d2 to f4.
        let p = pos("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let bm = "c1f4".parse().unwrap();
        let Ok(Stand::Stands { mv, after }) = stand(&p, bm) else {
            panic!("{:?}", stand(&p, bm))
        };
        assert_eq!(written(mv).to_string(), "Bc1f4");
        assert_eq!(after.turn(), shakmaty::Color::Black);
        assert_eq!(
            after.board().piece_at(Square::F4).map(|p| p.role),
            Some(Role::Bishop)
        );
        // Black replies by the rules from there: e5 takes the bishop.
        assert!(
            after
                .legal_moves()
                .iter()
                .any(|m| m.from() == Some(Square::E5) && m.to() == Square::F4)
        );
    }

    #[test]
    fn a_second_bishop_on_one_colour_stands_though_legal_play_cannot_reach_it() {
        // Bf1 jumps e2 to c5: White has two dark-squared bishops beside eight pawns.
        let start = Chess::default();
        let bm = "Bf1-c5".parse().unwrap();
        assert!(
            matches!(stand(&start, bm), Ok(Stand::Stands { .. })),
            "{:?}",
            stand(&start, bm)
        );
    }

    #[test]
    fn what_cannot_stand_is_refused_or_left_to_the_arbiter() {
        let start = Chess::default();
        let at = |t: &str| t.parse::<BoardMove>().unwrap();
        assert_eq!(
            stand(&start, at("e2e4")),
            Ok(Stand::Legal(
                UciMove::from_ascii(b"e2e4")
                    .unwrap()
                    .to_move(&start)
                    .unwrap()
            ))
        );
        assert_eq!(stand(&start, at("e7e5")), Err(Refusal::NoPiece(Square::E7)));
        assert_eq!(
            stand(&start, at("d1d2")),
            Err(Refusal::OwnPiece(Square::D2))
        );
        // The king walks into check: the opponent could take it.
        let p = pos("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        assert_eq!(
            stand(&p, at("e1e2")),
            Ok(Stand::Legal(
                UciMove::from_ascii(b"e1e2").unwrap().to_move(&p).unwrap()
            ))
        );
        assert_eq!(
            stand(&p, at("e1d2")),
            Err(Refusal::Intervene(Intervention::KingInCheck))
        );
        // A pawn on the last rank that did not promote (Б6: the arbiter intervenes).
        let r = pos("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            stand(&r, at("b7b8")),
            Err(Refusal::Intervene(Intervention::Promotion))
        );
        assert_eq!(
            stand(&r, at("b7b8k")),
            Err(Refusal::Intervene(Intervention::Promotion))
        );
        let k = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(
            stand(&k, at("a1e8")),
            Err(Refusal::Intervene(Intervention::KingTaken))
        );
    }
}
