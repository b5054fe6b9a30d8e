//! Spoken move phrases: the accepted forms of every legal move, and the parse of a heard phrase
//! into a move description.
//!
//! A phrase is a sequence of meaning tokens, independent of language: "Springer Felix drei",
//! "knight f three" and "конь эф три" are all `[Piece(Knight), File(F), Rank(3)]`. The forms
//! follow the blind-chess vocabulary (supplement art. 2.1): piece + target; piece + from-file
//! and/or from-rank + target; a from-square + target; capture forms with and without the captured
//! piece; a pawn target alone; castling words; promotion with and without the promotion word.

use shakmaty::{CastlingSide, File, Move, Position, Rank, Role, Square};

use super::lexicon::{Meaning, Word};

/// A language-independent token of a move phrase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tok {
    File(File),
    Rank(Rank),
    Piece(Role),
    Capture,
    Castle,
    Short,
    Long,
    Promote,
}

impl Tok {
    /// Tokens of the same class can be confused by a recognizer at the same place.
    pub fn class(self) -> u8 {
        match self {
            Tok::File(_) => 0,
            Tok::Rank(_) => 1,
            Tok::Piece(_) => 2,
            _ => 3,
        }
    }

    pub fn meaning(self) -> Meaning {
        match self {
            Tok::File(f) => Meaning::File(f),
            Tok::Rank(r) => Meaning::Rank(r),
            Tok::Piece(r) => Meaning::Piece(r),
            Tok::Capture => Meaning::Capture,
            Tok::Castle => Meaning::Castle,
            Tok::Short => Meaning::Short,
            Tok::Long => Meaning::Long,
            Tok::Promote => Meaning::Promote,
        }
    }

    /// The move token a meaning stands for, if any.
    pub fn of_meaning(m: Meaning) -> Option<Tok> {
        match m {
            Meaning::File(f) => Some(Tok::File(f)),
            Meaning::Rank(r) => Some(Tok::Rank(r)),
            Meaning::Piece(r) => Some(Tok::Piece(r)),
            Meaning::Capture => Some(Tok::Capture),
            Meaning::Castle => Some(Tok::Castle),
            Meaning::Short => Some(Tok::Short),
            Meaning::Long => Some(Tok::Long),
            Meaning::Promote => Some(Tok::Promote),
            _ => None,
        }
    }

    /// The move token a heard word stands for, if any.
    pub fn of_word(word: &Word) -> Option<Tok> {
        word.meanings.iter().find_map(|m| Tok::of_meaning(*m))
    }
}

/// Words that decorate a move phrase without changing which move it is: check, mate, en passant
/// (checked separately), fillers.
pub fn is_decoration(word: &Word) -> bool {
    !word.is_unknown()
        && word.meanings.iter().all(|m| {
            matches!(
                m,
                Meaning::Filler | Meaning::Check | Meaning::Mate | Meaning::EnPassant
            )
        })
}

/// What a heard phrase says about a move. Fields left `None` were not said.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Description {
    pub castle: Option<CastlingSide>,
    pub piece: Option<Role>,
    pub from_file: Option<File>,
    pub from_rank: Option<Rank>,
    pub capture: bool,
    pub captured: Option<Role>,
    pub to: Option<Square>,
    pub promotion: Option<Role>,
    pub en_passant: bool,
}

impl Description {
    /// The moving piece: named, or a pawn when no from-square is given ("Eva vier" is a pawn
    /// move, supplement 2.1), or any piece when a full from-square is given.
    pub fn role(&self) -> Option<Role> {
        match (self.piece, self.from_file, self.from_rank) {
            (Some(p), _, _) => Some(p),
            (None, Some(_), Some(_)) => None,
            (None, _, _) => Some(Role::Pawn),
        }
    }

    /// Whether a legal move fits this description.
    pub fn matches(&self, m: Move) -> bool {
        if let Some(side) = self.castle {
            return m.castling_side() == Some(side);
        }
        let Some(from) = m.from() else { return false };
        // Without a target, only a capture of a named piece ("Läufer schlägt Springer").
        let to = match (self.to, self.captured) {
            (Some(to), _) => to,
            (None, Some(_)) => king_target(m),
            (None, None) => return false,
        };
        if self.role().is_some_and(|r| r != m.role()) {
            return false;
        }
        if self.from_file.is_some_and(|f| f != from.file())
            || self.from_rank.is_some_and(|r| r != from.rank())
        {
            return false;
        }
        if king_target(m) != to {
            return false;
        }
        if self.capture && !m.is_capture() {
            return false;
        }
        if self.captured.is_some() && self.captured != m.capture() {
            return false;
        }
        if self.en_passant && !m.is_en_passant() {
            return false;
        }
        match (self.promotion, m.promotion()) {
            (Some(p), Some(q)) => p == q,
            (Some(_), None) => false,
            _ => true,
        }
    }
}

/// Where the moving piece lands; for castling, the king's square ("König Gustav eins" is O-O).
pub fn king_target(m: Move) -> Square {
    match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            Square::from_coords(file, king.rank())
        }
        other => other.to(),
    }
}

/// Parses heard words as a well-formed move phrase. `None` when the words are not a phrase
/// (unknown words, commands, pieces of a phrase in the wrong order).
pub fn parse(words: &[Word]) -> Option<Description> {
    let mut desc = Description::default();
    let mut toks = Vec::new();
    for w in words {
        if w.has(Meaning::EnPassant) {
            desc.en_passant = true;
        }
        if is_decoration(w) {
            continue;
        }
        toks.push(Tok::of_word(w)?);
    }
    if toks.is_empty() {
        return None;
    }
    if toks
        .iter()
        .any(|t| matches!(t, Tok::Castle | Tok::Short | Tok::Long))
    {
        let rest: Vec<Tok> = match toks.first() {
            Some(Tok::Piece(Role::King)) => toks[1..].to_vec(),
            _ => toks.clone(),
        };
        let side = match rest.as_slice() {
            [Tok::Short, Tok::Castle] | [Tok::Castle, Tok::Short] => CastlingSide::KingSide,
            [Tok::Long, Tok::Castle] | [Tok::Castle, Tok::Long] => CastlingSide::QueenSide,
            _ => return None,
        };
        desc.castle = Some(side);
        return Some(desc);
    }
    let mut rest = toks.as_slice();
    if let [Tok::Piece(p), tail @ ..] = rest {
        desc.piece = Some(*p);
        rest = tail;
    }
    // "Läufer schlägt Springer": the capturing and the captured piece, no square (the move
    // when exactly one such capture is legal).
    if let (Some(_), [Tok::Capture, Tok::Piece(p)]) = (desc.piece, rest) {
        desc.capture = true;
        desc.captured = Some(*p);
        return Some(desc);
    }
    if let [head @ .., Tok::Promote, Tok::Piece(p)] = rest {
        desc.promotion = Some(*p);
        rest = head;
    } else if let [head @ .., Tok::File(_), Tok::Rank(_), Tok::Piece(p)] = rest {
        desc.promotion = Some(*p);
        rest = &rest[..head.len() + 2];
    } else if let [head @ .., Tok::Promote] = rest {
        rest = head;
    }
    let [middle @ .., Tok::File(f), Tok::Rank(r)] = rest else {
        return None;
    };
    desc.to = Some(Square::from_coords(*f, *r));
    let mut middle = middle;
    if let [Tok::File(f), tail @ ..] = middle {
        desc.from_file = Some(*f);
        middle = tail;
    }
    if let [Tok::Rank(r), tail @ ..] = middle {
        desc.from_rank = Some(*r);
        middle = tail;
    }
    match middle {
        [] => {}
        [Tok::Capture] => desc.capture = true,
        [Tok::Capture, Tok::Piece(p)] => {
            desc.capture = true;
            desc.captured = Some(*p);
        }
        _ => return None,
    }
    Some(desc)
}

/// Every accepted phrase form of a legal move in a position.
pub fn forms(m: Move) -> Vec<Vec<Tok>> {
    if let Some(side) = m.castling_side() {
        let w = match side {
            CastlingSide::KingSide => Tok::Short,
            CastlingSide::QueenSide => Tok::Long,
        };
        let to = king_target(m);
        return vec![
            vec![w, Tok::Castle],
            vec![Tok::Castle, w],
            vec![Tok::Piece(Role::King), w, Tok::Castle],
            vec![
                Tok::Piece(Role::King),
                Tok::File(to.file()),
                Tok::Rank(to.rank()),
            ],
        ];
    }
    let Some(from) = m.from() else {
        return Vec::new();
    };
    let role = m.role();
    let to = [Tok::File(m.to().file()), Tok::Rank(m.to().rank())];
    let heads: Vec<Vec<Tok>> = if role == Role::Pawn {
        let mut h = vec![
            vec![Tok::File(from.file()), Tok::Rank(from.rank())],
            vec![
                Tok::Piece(Role::Pawn),
                Tok::File(from.file()),
                Tok::Rank(from.rank()),
            ],
        ];
        if m.is_capture() {
            h.push(vec![Tok::File(from.file())]);
            h.push(vec![Tok::Piece(Role::Pawn), Tok::File(from.file())]);
        } else {
            h.push(vec![]);
            h.push(vec![Tok::Piece(Role::Pawn)]);
        }
        h
    } else {
        let p = Tok::Piece(role);
        vec![
            vec![p],
            vec![p, Tok::File(from.file())],
            vec![p, Tok::Rank(from.rank())],
            vec![p, Tok::File(from.file()), Tok::Rank(from.rank())],
            vec![Tok::File(from.file()), Tok::Rank(from.rank())],
        ]
    };
    let captures: Vec<Vec<Tok>> = match m.capture() {
        Some(c) => vec![
            vec![],
            vec![Tok::Capture],
            vec![Tok::Capture, Tok::Piece(c)],
        ],
        None => vec![vec![]],
    };
    // "Läufer schlägt Springer", without a square.
    let piece_takes_piece = m
        .capture()
        .map(|c| vec![Tok::Piece(role), Tok::Capture, Tok::Piece(c)]);
    let tails: Vec<Vec<Tok>> = match m.promotion() {
        Some(p) => vec![vec![Tok::Piece(p)], vec![Tok::Promote, Tok::Piece(p)]],
        None => vec![vec![]],
    };
    let mut out = Vec::new();
    for head in &heads {
        for cap in &captures {
            for tail in &tails {
                let mut form = head.clone();
                form.extend_from_slice(cap);
                form.extend_from_slice(&to);
                form.extend_from_slice(tail);
                out.push(form);
            }
        }
    }
    out.extend(piece_takes_piece);
    out
}

/// The forms players actually say, for recognizer grammars: what the announcer says (with the
/// disambiguation of SAN), the from-square form, captures with or without the capture word.
/// Fewer alternatives than [`forms`] (which the matcher accepts) keep a recognizer from
/// confusing rare forms with common ones.
pub fn spoken_forms(pos: &shakmaty::Chess, m: Move) -> Vec<Vec<Tok>> {
    if let Some(side) = m.castling_side() {
        let w = match side {
            CastlingSide::KingSide => Tok::Short,
            CastlingSide::QueenSide => Tok::Long,
        };
        return vec![vec![w, Tok::Castle], vec![Tok::Castle, w]];
    }
    let Some(from) = m.from() else {
        return Vec::new();
    };
    let to = [Tok::File(m.to().file()), Tok::Rank(m.to().rank())];
    let square = [Tok::File(from.file()), Tok::Rank(from.rank())];
    let mut heads: Vec<Vec<Tok>> = Vec::new();
    if m.role() == Role::Pawn {
        if m.is_capture() {
            heads.push(vec![Tok::File(from.file()), Tok::Capture]);
            heads.push(vec![
                Tok::Piece(Role::Pawn),
                Tok::File(from.file()),
                Tok::Capture,
            ]);
            heads.push(vec![square[0], square[1], Tok::Capture]);
        } else {
            heads.push(vec![]);
            heads.push(square.to_vec());
            // "Bauer Eva vier": players name the pawn too.
            heads.push(vec![Tok::Piece(Role::Pawn)]);
        }
    } else {
        let mut head = vec![Tok::Piece(m.role())];
        if let shakmaty::san::San::Normal { file, rank, .. } = shakmaty::san::San::from_move(pos, m)
        {
            head.extend(file.map(Tok::File));
            head.extend(rank.map(Tok::Rank));
        }
        let mut with_square = vec![Tok::Piece(m.role())];
        with_square.extend(square);
        if m.is_capture() {
            heads.push(head.clone());
            head.push(Tok::Capture);
            with_square.push(Tok::Capture);
        }
        heads.push(head);
        heads.push(with_square);
    }
    let mut out = Vec::new();
    // "Läufer schlägt Springer" where it names this move alone.
    if let Some(c) = m.capture()
        && m.promotion().is_none()
        && pos
            .legal_moves()
            .iter()
            .filter(|o| o.role() == m.role() && o.capture() == Some(c))
            .count()
            == 1
    {
        out.push(vec![Tok::Piece(m.role()), Tok::Capture, Tok::Piece(c)]);
    }
    for mut h in heads {
        h.extend(to);
        match m.promotion() {
            Some(p) => {
                let mut plain = h.clone();
                plain.push(Tok::Piece(p));
                out.push(plain);
                h.extend([Tok::Promote, Tok::Piece(p)]);
                out.push(h);
            }
            None => out.push(h),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Lexicon;
    use shakmaty::fen::Fen;
    use shakmaty::{Chess, Position};

    fn desc(text: &str) -> Option<Description> {
        parse(&Lexicon::builtin().tokenize(text))
    }

    #[test]
    fn parses_the_ibca_forms() {
        let d = desc("Springer Felix drei").unwrap();
        assert_eq!((d.piece, d.to), (Some(Role::Knight), Some(Square::F3)));
        let d = desc("Bauer Eva schlägt David fünf").unwrap();
        assert_eq!(
            (d.piece, d.from_file, d.capture, d.to),
            (Some(Role::Pawn), Some(File::E), true, Some(Square::D5))
        );
        let d = desc("Eva acht Umwandlung Dame").unwrap();
        assert_eq!((d.to, d.promotion), (Some(Square::E8), Some(Role::Queen)));
        assert_eq!(
            desc("kurze Rochade").unwrap().castle,
            Some(CastlingSide::KingSide)
        );
        assert_eq!(
            desc("castles long").unwrap().castle,
            Some(CastlingSide::QueenSide)
        );
        let d = desc("Läufer schlägt Springer Felix sechs, Schach").unwrap();
        assert_eq!(d.captured, Some(Role::Knight));
        assert!(desc("Springer Felix").is_none());
        assert!(desc("Felix drei Springer Springer").is_none());
        assert!(desc("ja").is_none());
    }

    #[test]
    fn spoken_forms_are_accepted_forms() {
        let pos: Chess = "r3k2r/pPpp1ppp/8/3Pp3/8/2N3N1/PPP2PPP/R3K2R w KQkq e6 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        for m in pos.legal_moves() {
            let all = forms(m);
            for f in spoken_forms(&pos, m) {
                let words: Vec<Word> = f
                    .iter()
                    .map(|t| Word {
                        text: String::new(),
                        meanings: vec![t.meaning()],
                    })
                    .collect();
                let d = parse(&words).unwrap_or_else(|| panic!("{f:?}"));
                assert!(d.matches(m), "{f:?} {m:?}");
                assert!(all.contains(&f) || m.is_castle(), "{f:?} not accepted");
            }
        }
    }

    #[test]
    fn every_form_of_every_legal_move_parses_back_to_it() {
        for fen in [
            "r3k2r/pPpp1ppp/8/3Pp3/8/8/PPP2PPP/R3K2R w KQkq e6 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(shakmaty::CastlingMode::Standard)
                .unwrap();
            for m in pos.legal_moves() {
                for form in forms(m) {
                    let words: Vec<Word> = form
                        .iter()
                        .map(|t| Word {
                            text: String::new(),
                            meanings: vec![t.meaning()],
                        })
                        .collect();
                    let d = parse(&words).unwrap_or_else(|| panic!("{form:?} does not parse"));
                    assert!(d.matches(m), "{form:?} does not describe {m:?}");
                }
            }
        }
    }
}
