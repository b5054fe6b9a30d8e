//! Heard words + position -> a move, an ambiguity, an illegal move with its reason, or nothing.
//!
//! Two passes, as in lichess's voice module but with the rules' insistence that an impossible
//! move is never played and is explained (supplement 2.6; law 7):
//! 1. a well-formed phrase is parsed into a [`Description`] and checked against the legal moves:
//!    one fits (cost 0), several fit (ambiguous), none fits (illegal, with the reason);
//! 2. words that are not a well-formed phrase are compared with every accepted form of every
//!    legal move by an edit distance over meanings; one misheard, missing or extra word is
//!    tolerated where exactly one legal move fits.

use shakmaty::san::{San, SanError};
use shakmaty::uci::UciMove;
use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, File, Move, Position, Rank, Role, Square, attacks,
};

use super::lexicon::{Lexicon, Word};
use super::phrase::{self, Description, Tok, is_decoration};

/// The largest edit cost at which a fuzzy match is still proposed.
pub const COST_CEILING: u32 = 1;

/// Longer utterances are not move phrases; they are rejected without matching.
pub const MAX_WORDS: usize = 24;

/// The outcome of matching heard words against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchResult {
    /// Exactly one legal move fits; `cost` is 0 for an exact phrase.
    Move { mv: Move, cost: u32 },
    /// Several legal moves fit equally well (including the four promotions of one pawn move).
    Ambiguous(Vec<Move>),
    /// The words describe a move that cannot be played here.
    Illegal(IllegalReason),
    /// The words are not a move phrase.
    NotUnderstood,
}

/// Why a described move cannot be played, in terms the announcer can say plainly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The game is over; no move can be played.
    GameOver,
    /// The player has no such piece (on the named file, rank or square).
    NoSuchPiece {
        role: Option<Role>,
        file: Option<File>,
        rank: Option<Rank>,
    },
    /// The named piece (the only one, on `from`) or no piece of that kind can reach `to`.
    CannotReach {
        role: Role,
        from: Option<Square>,
        to: Square,
    },
    /// The player's own piece stands on the target square.
    OwnPiece { to: Square, role: Role },
    /// A capture was said but the target square is empty.
    NothingToCapture { to: Square },
    /// A capture of a named piece was said but another piece (or none) stands there.
    WrongCapture { to: Square, said: Role },
    /// "Läufer schlägt Springer": no piece of that kind can take one of the other.
    CannotCapture { role: Role, captured: Role },
    /// The move would leave or put the player's own king in check.
    KingInCheck {
        role: Role,
        from: Square,
        to: Square,
    },
    /// A promotion piece was said for a move that is not a promotion, or a king or pawn named.
    BadPromotion,
    /// Castling is impossible, and why.
    Castle(CastleProblem),
    /// The move is one of the other side's, and this side is to move (a move entered for
    /// the wrong side: the assistant's, or the opponent's said too early).
    OtherSidesMove { to_move: Color },
}

/// Why castling is impossible (law 3.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastleProblem {
    KingMoved,
    RookMoved,
    InCheck,
    Blocked,
    ThroughCheck,
}

/// The hypotheses of one hearing matched in one position, each text once: the stock margin
/// and the player's confusion table look at the same N-best list, and a move is matched once
/// for both.
pub struct Matched<'a> {
    pos: &'a Chess,
    seen: std::cell::RefCell<std::collections::HashMap<String, MatchResult>>,
}

impl<'a> Matched<'a> {
    pub fn new(pos: &'a Chess) -> Matched<'a> {
        Matched {
            pos,
            seen: Default::default(),
        }
    }

    pub fn position(&self) -> &'a Chess {
        self.pos
    }

    /// What the words mean here ([`match_text`]), matched at the first asking.
    pub fn get(&self, text: &str) -> MatchResult {
        if let Some(r) = self.seen.borrow().get(text) {
            return r.clone();
        }
        let r = match_text(self.pos, text);
        self.seen.borrow_mut().insert(text.to_string(), r.clone());
        r
    }
}

/// Matches a typed or heard text: SAN or UCI typed in one token, else words.
pub fn match_text(pos: &Chess, text: &str) -> MatchResult {
    if let Some(result) = match_notation(pos, text.trim()) {
        return result;
    }
    match_words(pos, &Lexicon::builtin().tokenize(text))
}

/// A move typed in SAN ("Nf3", "exd5", "O-O", "e8=Q") or UCI ("g1f3"); `None` when the text
/// is not one token of notation.
pub fn match_notation(pos: &Chess, text: &str) -> Option<MatchResult> {
    if text.contains(char::is_whitespace) || text.is_empty() {
        return None;
    }
    let is_castle = matches!(text, "O-O" | "O-O-O" | "0-0" | "0-0-0");
    if !is_castle && !text.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    if let Ok(uci) = text.parse::<UciMove>()
        && text.len() >= 4
        && let Ok(m) = uci.to_move(pos)
    {
        return Some(MatchResult::Move { mv: m, cost: 0 });
    }
    let san_text = text.replace('0', "O");
    let san: San = san_text.trim_end_matches(['+', '#']).parse().ok()?;
    Some(match san.to_move(pos) {
        Ok(m) => MatchResult::Move { mv: m, cost: 0 },
        Err(SanError::AmbiguousSan) => {
            let moves: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| san.matches(*m))
                .collect();
            MatchResult::Ambiguous(moves)
        }
        Err(SanError::IllegalSan) => {
            let desc = description_of_san(san)?;
            MatchResult::Illegal(explain(pos, &desc))
        }
    })
}

fn description_of_san(san: San) -> Option<Description> {
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => Some(Description {
            piece: Some(role),
            from_file: file,
            from_rank: rank,
            capture,
            to: Some(to),
            promotion,
            ..Description::default()
        }),
        San::Castle(side) => Some(Description {
            castle: Some(side),
            ..Description::default()
        }),
        _ => None,
    }
}

/// Matches heard words against the legal moves of a position. A word the lexicon does not
/// know is read as the move word it is one typing error from ("Lufer" as "Läufer"), and the
/// match counts as corrected; one near no move word, or near several, stays unknown.
pub fn match_words(pos: &Chess, words: &[Word]) -> MatchResult {
    let mut corrected = 0;
    let words: Vec<Word> = words
        .iter()
        .map(|w| {
            if !w.is_unknown() {
                return w.clone();
            }
            let near: Vec<Word> = Lexicon::builtin()
                .spelled_near(w)
                .into_iter()
                .filter(|n| n.meanings.iter().any(|m| Tok::of_meaning(*m).is_some()))
                .collect();
            match near.as_slice() {
                [one] => {
                    corrected += 1;
                    one.clone()
                }
                _ => w.clone(),
            }
        })
        .collect();
    match match_known(pos, &words) {
        MatchResult::Move { mv, cost } => MatchResult::Move {
            mv,
            cost: cost + corrected,
        },
        other => other,
    }
}

fn match_known(pos: &Chess, words: &[Word]) -> MatchResult {
    let content: Vec<&Word> = words.iter().filter(|w| !is_decoration(w)).collect();
    if content.is_empty() || content.len() > MAX_WORDS {
        return MatchResult::NotUnderstood;
    }
    if let Some(desc) = phrase::parse(words) {
        return match_description(pos, &desc);
    }
    fuzzy(pos, &content)
}

/// Checks a parsed description against the legal moves.
pub fn match_description(pos: &Chess, desc: &Description) -> MatchResult {
    if pos.is_game_over() {
        return MatchResult::Illegal(IllegalReason::GameOver);
    }
    let fits: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| desc.matches(*m))
        .collect();
    match fits.as_slice() {
        [] => MatchResult::Illegal(explain(pos, desc)),
        [m] => MatchResult::Move { mv: *m, cost: 0 },
        _ => MatchResult::Ambiguous(fits),
    }
}

/// The legal move one square word away from a well-formed description that fits no move:
/// the target's file or rank, or the from-square's, heard or said wrong ("Springer Felix
/// vier" where the only knight move to the f-file is to f3). Only when exactly one move is
/// that near (the four promotions of one pawn move count as none: the piece must be asked);
/// it is offered as a question, never played on its own.
pub fn near_miss(pos: &Chess, desc: &Description) -> Option<Move> {
    if desc.castle.is_some() {
        return None;
    }
    let to = desc.to?;
    let near: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let Some(from) = m.from() else { return false };
            // One word differs: the target's file or rank, or a from-word; the rest fits.
            let target = m.to();
            let one_off = |a: bool, b: bool| a != b;
            let mut variants = Vec::new();
            if one_off(target.file() == to.file(), target.rank() == to.rank()) {
                variants.push(Description {
                    to: Some(target),
                    ..desc.clone()
                });
            }
            if desc.from_file.is_some_and(|f| f != from.file()) {
                variants.push(Description {
                    from_file: Some(from.file()),
                    ..desc.clone()
                });
            }
            if desc.from_rank.is_some_and(|r| r != from.rank()) {
                variants.push(Description {
                    from_rank: Some(from.rank()),
                    ..desc.clone()
                });
            }
            variants.iter().any(|d| d.matches(*m))
        })
        .collect();
    match near.as_slice() {
        [m] if m.promotion().is_none() => Some(*m),
        _ => None,
    }
}

/// Edit distance of heard words against every form of every legal move.
fn fuzzy(pos: &Chess, words: &[&Word]) -> MatchResult {
    if words.len() < 2 || words.iter().all(|w| Tok::of_word(w).is_none()) {
        return MatchResult::NotUnderstood;
    }
    let mut best = u32::MAX;
    let mut best_moves: Vec<Move> = Vec::new();
    for m in pos.legal_moves() {
        let cost = phrase::forms(m)
            .iter()
            .filter(|f| f.len() >= 2)
            .map(|f| edit_cost(words, f))
            .min()
            .unwrap_or(u32::MAX);
        if cost < best {
            best = cost;
            best_moves.clear();
        }
        if cost == best {
            best_moves.push(m);
        }
    }
    if best > COST_CEILING {
        return MatchResult::NotUnderstood;
    }
    match best_moves.as_slice() {
        [m] => MatchResult::Move { mv: *m, cost: best },
        [first, rest @ ..]
            if rest
                .iter()
                .all(|m| m.from() == first.from() && m.to() == first.to()) =>
        {
            MatchResult::Ambiguous(best_moves)
        }
        _ => MatchResult::NotUnderstood,
    }
}

/// Weighted Levenshtein distance between heard words and a phrase form: a word that carries the
/// token's meaning costs 0, a misheard word of the same kind (a file for a file) or an unknown
/// word costs 1, a word of another kind 2; a missing or extra word costs 1. An unknown word
/// costs 2 in place of a piece and as an extra word: it is never read as a piece it does not
/// resemble, nor dropped, to make another kind of move of the rest ("Lufer Cesar vier" is no
/// pawn move to c4; issue 32).
fn edit_cost(words: &[&Word], form: &[Tok]) -> u32 {
    let n = form.len();
    let mut prev: Vec<u32> = (0..=n as u32).collect();
    let mut cur = vec![0u32; n + 1];
    let mut dropped = 0;
    for w in words {
        let drop = if w.is_unknown() { 2 } else { 1 };
        dropped += drop;
        cur[0] = dropped;
        for j in 1..=n {
            let tok = form[j - 1];
            let sub = if w.has(tok.meaning()) {
                0
            } else if (w.is_unknown() && tok.class() != Tok::Piece(Role::Pawn).class())
                || w.meanings
                    .iter()
                    .filter_map(|m| Tok::of_meaning(*m))
                    .any(|t| t.class() == tok.class())
            {
                1
            } else {
                2
            };
            cur[j] = (prev[j - 1] + sub).min(prev[j] + drop).min(cur[j - 1] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[n]
}

/// Explains why no legal move fits a well-formed description.
pub fn explain(pos: &Chess, desc: &Description) -> IllegalReason {
    if pos.is_game_over() {
        return IllegalReason::GameOver;
    }
    if let Some(side) = desc.castle {
        return IllegalReason::Castle(castle_problem(pos, side));
    }
    let theirs = pos
        .clone()
        .swap_turn()
        .is_ok_and(|p| p.legal_moves().iter().any(|m| desc.matches(*m)));
    if theirs {
        return IllegalReason::OtherSidesMove {
            to_move: pos.turn(),
        };
    }
    let board = pos.board();
    let us = pos.turn();
    let Some(to) = desc.to else {
        return match (desc.piece, desc.captured) {
            (Some(role), Some(captured)) if board.by_color(us).intersects(board.by_role(role)) => {
                IllegalReason::CannotCapture { role, captured }
            }
            _ => IllegalReason::NoSuchPiece {
                role: desc.piece,
                file: desc.from_file,
                rank: desc.from_rank,
            },
        };
    };
    let mut candidates = board.by_color(us);
    if let Some(role) = desc.role() {
        candidates &= board.by_role(role);
    }
    if let Some(f) = desc.from_file {
        candidates &= Bitboard::from_file(f);
    }
    if let Some(r) = desc.from_rank {
        candidates &= Bitboard::from_rank(r);
    }
    if candidates.is_empty() {
        return IllegalReason::NoSuchPiece {
            role: desc.role(),
            file: desc.from_file,
            rank: desc.from_rank,
        };
    }
    let reachers: Vec<Square> = candidates
        .into_iter()
        .filter(|&from| reaches(pos, from, to))
        .collect();
    let role_of = |sq: Square| board.role_at(sq).unwrap_or(Role::Pawn);
    if reachers.is_empty() {
        let single = (candidates.count() == 1)
            .then(|| candidates.first())
            .flatten();
        return IllegalReason::CannotReach {
            role: desc.role().or(single.map(role_of)).unwrap_or(Role::Pawn),
            from: single,
            to,
        };
    }
    if let Some(own) = board.piece_at(to).filter(|p| p.color == us) {
        return IllegalReason::OwnPiece { to, role: own.role };
    }
    let en_passant_target = pos.ep_square(shakmaty::EnPassantMode::Legal) == Some(to);
    if desc.capture && board.piece_at(to).is_none() && !en_passant_target {
        return IllegalReason::NothingToCapture { to };
    }
    if let Some(said) = desc.captured
        && board.role_at(to) != Some(said)
        && !(en_passant_target && said == Role::Pawn)
    {
        return IllegalReason::WrongCapture { to, said };
    }
    let last_rank = match us {
        Color::White => Rank::Eighth,
        Color::Black => Rank::First,
    };
    if let Some(p) = desc.promotion
        && (to.rank() != last_rank
            || matches!(p, Role::King | Role::Pawn)
            || reachers.iter().all(|&sq| role_of(sq) != Role::Pawn))
    {
        return IllegalReason::BadPromotion;
    }
    let from = reachers[0];
    IllegalReason::KingInCheck {
        role: role_of(from),
        from,
        to,
    }
}

/// Whether the piece on `from` could go to `to` by its way of moving, ignoring checks and what
/// stands on `to` (a pawn's diagonal step needs something to take).
fn reaches(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if piece.role != Role::Pawn {
        return board.attacks_from(from).contains(to);
    }
    let forward: i32 = if piece.color == Color::White { 8 } else { -8 };
    let one = from.offset(forward);
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        return board.piece_at(to).is_some()
            || pos.ep_square(shakmaty::EnPassantMode::Legal) == Some(to);
    }
    if one == Some(to) {
        return !board.occupied().contains(to);
    }
    let start = if piece.color == Color::White {
        Rank::Second
    } else {
        Rank::Seventh
    };
    from.rank() == start
        && from.offset(2 * forward) == Some(to)
        && one.is_some_and(|sq| !board.occupied().contains(sq))
        && !board.occupied().contains(to)
}

fn castle_problem(pos: &Chess, side: CastlingSide) -> CastleProblem {
    let us = pos.turn();
    let castles = pos.castles();
    if !castles.has(us, side) {
        return if castles.has(us, side.other()) {
            CastleProblem::RookMoved
        } else {
            CastleProblem::KingMoved
        };
    }
    if pos.is_check() {
        return CastleProblem::InCheck;
    }
    if castles
        .path(us, side)
        .into_iter()
        .any(|sq| pos.board().occupied().contains(sq))
    {
        return CastleProblem::Blocked;
    }
    CastleProblem::ThroughCheck
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

    fn uci(r: &MatchResult) -> String {
        match r {
            MatchResult::Move { mv, .. } => UciMove::from_standard(*mv).to_string(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn exact_phrases_in_every_vocabulary() {
        let p = Chess::default();
        for text in [
            "Springer Felix drei",
            "knight f three",
            "knight Felix three",
            "конь эф три",
            "Springer Gustav eins Felix drei",
            "g1 f3",
            "Nf3",
            "g1f3",
            "äh Springer bitte Felix drei",
        ] {
            assert_eq!(uci(&match_text(&p, text)), "g1f3", "{text}");
        }
        assert_eq!(uci(&match_text(&p, "Eva vier")), "e2e4");
        assert_eq!(uci(&match_text(&p, "е четыре")), "e2e4");
    }

    #[test]
    fn one_misheard_word_is_tolerated_when_one_move_fits() {
        let p = Chess::default();
        let r = match_text(&p, "Springer Felix blorp");
        assert_eq!(uci(&r), "g1f3");
        assert!(matches!(r, MatchResult::Move { cost: 1, .. }));
        assert_eq!(match_text(&p, "blorp blah"), MatchResult::NotUnderstood);
        assert_eq!(match_text(&p, "Felix"), MatchResult::NotUnderstood);
    }

    #[test]
    fn ambiguity_lists_the_candidates() {
        let p = pos("4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1");
        match match_text(&p, "Springer Eva zwei") {
            MatchResult::Ambiguous(ms) => assert_eq!(ms.len(), 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(uci(&match_text(&p, "Springer Cesar Eva zwei")), "c1e2");
    }

    #[test]
    fn promotion_without_a_piece_is_ambiguous_between_the_four() {
        let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        match match_text(&p, "Eva acht") {
            MatchResult::Ambiguous(ms) => assert_eq!(ms.len(), 4),
            other => panic!("{other:?}"),
        }
        assert_eq!(uci(&match_text(&p, "Eva acht Umwandlung Dame")), "e7e8q");
        assert_eq!(uci(&match_text(&p, "e8 knight")), "e7e8n");
    }

    #[test]
    fn illegal_moves_have_reasons() {
        let p = Chess::default();
        assert_eq!(
            match_text(&p, "Springer David drei"),
            MatchResult::Illegal(IllegalReason::CannotReach {
                role: Role::Knight,
                from: None,
                to: Square::D3
            })
        );
        assert_eq!(
            match_text(&p, "Springer Bella David drei"),
            MatchResult::Illegal(IllegalReason::CannotReach {
                role: Role::Knight,
                from: Some(Square::B1),
                to: Square::D3
            })
        );
        let open = pos("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(
            match_text(&open, "Eva drei"),
            MatchResult::Illegal(IllegalReason::CannotReach {
                role: Role::Pawn,
                from: None,
                to: Square::E3
            })
        );
        // Black's move entered while White is to move (issue 32: the assistant typing for the
        // wrong side heard "no pawn can reach e5").
        assert_eq!(
            match_text(&p, "Eva fünf"),
            MatchResult::Illegal(IllegalReason::OtherSidesMove {
                to_move: Color::White
            })
        );
        assert_eq!(
            match_text(&p, "kurze Rochade"),
            MatchResult::Illegal(IllegalReason::Castle(CastleProblem::Blocked))
        );
        assert_eq!(
            match_text(&p, "Springer schlägt Felix drei"),
            MatchResult::Illegal(IllegalReason::NothingToCapture { to: Square::F3 })
        );
        let pinned = pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        assert_eq!(
            match_text(&pinned, "Springer Cesar drei"),
            MatchResult::Illegal(IllegalReason::KingInCheck {
                role: Role::Knight,
                from: Square::E2,
                to: Square::C3
            })
        );
        let moved = pos("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
        assert_eq!(
            match_text(&moved, "kurze Rochade"),
            MatchResult::Illegal(IllegalReason::Castle(CastleProblem::RookMoved))
        );
        assert_eq!(
            match_text(&p, "Dame Eva vier"),
            MatchResult::Illegal(IllegalReason::CannotReach {
                role: Role::Queen,
                from: Some(Square::D1),
                to: Square::E4
            })
        );
    }

    #[test]
    fn castling_and_en_passant() {
        let p = pos("r3k2r/8/8/3Pp3/8/8/8/R3K2R w KQkq e6 0 1");
        assert_eq!(uci(&match_text(&p, "kurze Rochade")), "e1g1");
        assert_eq!(uci(&match_text(&p, "König Cesar eins")), "e1c1");
        assert_eq!(uci(&match_text(&p, "David schlägt Eva sechs")), "d5e6");
        assert_eq!(uci(&match_text(&p, "O-O-O")), "e1c1");
    }

    #[test]
    fn huge_input_is_not_understood_quickly() {
        let text = "Springer ".repeat(10_000);
        assert_eq!(
            match_text(&Chess::default(), &text),
            MatchResult::NotUnderstood
        );
    }
}
