//! Moves, squares and pieces as words, in the configured announcement style. Pure functions.
//!
//! The default style is the blind-chess vocabulary of the rules (supplement art. 2.1): IBCA file
//! names, German numbers and piece names ("Springer Felix drei", "Bauer Eva schlägt David fünf",
//! "kurze Rochade", "Eva acht Umwandlung Dame"). The words come from the lexicons, so what Ansage
//! says is always something it also understands (tested by the round trip).

use std::fmt;

use shakmaty::san::{San, Suffix};
use shakmaty::{CastlingSide, Chess, Color, Move, Position, Role, Square};

use super::lexicon::{Lexicon, Meaning};
use ansage_shared::choice::NotOneOf;
use ansage_shared::i18n::t;
use ansage_shared::language::Language;

/// How moves are spoken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    /// IBCA German: "Springer Felix drei".
    Ibca,
    /// IBCA German with the from-square: "Springer Gustav eins Felix drei".
    IbcaFrom,
    /// English: "knight f three".
    En,
    /// Russian: "конь эф три".
    Ru,
}

impl Style {
    pub const ALL: [Style; 4] = [Style::Ibca, Style::IbcaFrom, Style::En, Style::Ru];

    /// The lexicon whose words this style says.
    pub fn language(self) -> Language {
        match self {
            Style::Ibca | Style::IbcaFrom => Language::De,
            Style::En => Language::En,
            Style::Ru => Language::Ru,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Style::Ibca => "ibca",
            Style::IbcaFrom => "ibca-from",
            Style::En => "en",
            Style::Ru => "ru",
        }
    }

    pub fn from_name(name: &str) -> Option<Style> {
        Style::ALL.into_iter().find(|s| s.name() == name)
    }
}

impl std::str::FromStr for Style {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<Style, NotOneOf> {
        Style::from_name(s)
            .ok_or_else(|| NotOneOf::new("style", s, &["ibca", "ibca-from", "en", "ru"]))
    }
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn say(style: Style, m: Meaning) -> &'static str {
    Lexicon::builtin().say(style.language(), m)
}

/// A square in words: "Eva vier", "e four", "е четыре".
pub fn square_words(sq: Square, style: Style) -> String {
    format!(
        "{} {}",
        say(style, Meaning::File(sq.file())),
        say(style, Meaning::Rank(sq.rank()))
    )
}

/// A piece name in words: "Springer", "knight", "конь".
pub fn piece_word(role: Role, style: Style) -> &'static str {
    say(style, Meaning::Piece(role))
}

/// A move in words, with "Schach"/"Matt" when it gives check or mate.
pub fn move_words(pos: &Chess, m: Move, style: Style) -> String {
    let mut words = move_words_plain(pos, m, style);
    let mut after = pos.clone();
    after.play_unchecked(m);
    match Suffix::from_position(&after) {
        Some(Suffix::Check) => {
            words.push_str(", ");
            words.push_str(say(style, Meaning::Check));
        }
        Some(Suffix::Checkmate) => {
            words.push_str(", ");
            words.push_str(say(style, Meaning::Mate));
        }
        None => {}
    }
    words
}

/// A move in words without the check or mate suffix.
pub fn move_words_plain(pos: &Chess, m: Move, style: Style) -> String {
    words(pos, m, style, style == Style::IbcaFrom)
}

/// An illegal move made on the board (Б6) in words, always with the square it came from: no
/// short form names a move that no piece could make ("Läufer Cäsar eins Felix vier").
pub fn illegal_move_words(pos: &Chess, m: Move, style: Style) -> String {
    words(pos, m, style, true)
}

fn words(pos: &Chess, m: Move, style: Style, name_from: bool) -> String {
    let mut w: Vec<&str> = Vec::new();
    if let Some(side) = m.castling_side() {
        let side_word = say(
            style,
            match side {
                CastlingSide::KingSide => Meaning::Short,
                CastlingSide::QueenSide => Meaning::Long,
            },
        );
        let castle = say(style, Meaning::Castle);
        return match style.language() {
            Language::En => format!("{castle} {side_word}"),
            _ => format!("{side_word} {castle}"),
        };
    }
    let Some(from) = m.from() else {
        return String::new();
    };
    let role = m.role();
    let file = |sq: Square| say(style, Meaning::File(sq.file()));
    let rank = |sq: Square| say(style, Meaning::Rank(sq.rank()));
    if name_from {
        if role != Role::Pawn {
            w.push(piece_word(role, style));
        }
        w.push(file(from));
        w.push(rank(from));
    } else {
        let (dis_file, dis_rank) = match San::from_move(pos, m) {
            San::Normal { file, rank, .. } => (file, rank),
            _ => (None, None),
        };
        if role == Role::Pawn {
            if m.is_capture() {
                if style == Style::Ibca {
                    w.push(piece_word(Role::Pawn, style));
                }
                w.push(file(from));
            }
        } else {
            w.push(piece_word(role, style));
            if dis_file.is_some() {
                w.push(file(from));
            }
            if dis_rank.is_some() {
                w.push(rank(from));
            }
        }
    }
    if m.is_capture() {
        w.push(say(style, Meaning::Capture));
    }
    w.push(file(m.to()));
    w.push(rank(m.to()));
    if m.is_en_passant() {
        w.push(say(style, Meaning::EnPassant));
    }
    if let Some(p) = m.promotion() {
        w.push(say(style, Meaning::Promote));
        w.push(piece_word(p, style));
    }
    w.join(" ")
}

/// A colour in words: "Weiß", "White", "белые".
pub fn color_word(color: Color, lang: Language) -> &'static str {
    Lexicon::builtin().say(lang, Meaning::Color(color))
}

/// A piece's name in the language of the messages, whatever words the moves are said in: a
/// description ("Eva vier: white pawn") is a sentence of that language, a move is not.
pub fn piece_name(role: Role, lang: Language) -> &'static str {
    Lexicon::builtin().say(lang, Meaning::Piece(role))
}

/// A piece's key in the message catalogues, on which a sentence selects the grammatical
/// case and gender it needs: the catalogue, not the code, knows that "Dame" is feminine
/// and "Bauer" makes "keinen Bauern".
pub fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// A side's key in the message catalogues (the forms a colour takes: «ход белых»).
pub fn side_key(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A piece of a colour as an attribute phrase: "weißer Springer", "white knight", "белый конь";
/// the adjective agrees with the piece in the catalogue (`colored-piece`).
pub fn colored_piece(color: Color, role: Role, lang: Language) -> String {
    t(
        lang,
        "colored-piece",
        &[
            ("side", side_key(color).to_string()),
            ("role", role_key(role).to_string()),
            ("piece", piece_name(role, lang).to_string()),
        ],
    )
}

/// The pieces of one side, king first, each with its square, the piece named in the
/// messages' language and the square in the move style's words:
/// "König Gustav eins, Dame David eins, Turm Anna eins, ...", "king Gustav eins, ...".
pub fn pieces_words(pos: &Chess, color: Color, style: Style, lang: Language) -> String {
    let board = pos.board();
    let mut parts = Vec::new();
    for role in [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        for sq in board.by_color(color) & board.by_role(role) {
            parts.push(format!(
                "{} {}",
                piece_name(role, lang),
                square_words(sq, style)
            ));
        }
    }
    parts.join(", ")
}

/// The squares of one kind of piece of one side: "Bella eins, Gustav eins".
pub fn squares_of(pos: &Chess, color: Color, role: Role, style: Style) -> Vec<String> {
    let board = pos.board();
    (board.by_color(color) & board.by_role(role))
        .into_iter()
        .map(|sq| square_words(sq, style))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;
    use shakmaty::uci::UciMove;

    fn words(fen: &str, uci: &str, style: Style) -> String {
        let pos: Chess = if fen == "startpos" {
            Chess::default()
        } else {
            fen.parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap()
        };
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        move_words(&pos, m, style)
    }

    #[test]
    fn ibca_words() {
        assert_eq!(
            words("startpos", "g1f3", Style::Ibca),
            "Springer Felix drei"
        );
        assert_eq!(words("startpos", "e2e4", Style::Ibca), "Eva vier");
        let exd5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
        assert_eq!(
            words(exd5, "e4d5", Style::Ibca),
            "Bauer Eva schlägt David fünf"
        );
        assert_eq!(words(exd5, "e4d5", Style::En), "e takes d five");
        assert_eq!(words(exd5, "e4d5", Style::Ru), "е бьёт дэ пять");
        assert_eq!(
            words(exd5, "e4d5", Style::IbcaFrom),
            "Eva vier schlägt David fünf"
        );
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(words(castle, "e1g1", Style::Ibca), "kurze Rochade");
        assert_eq!(words(castle, "e1c1", Style::Ibca), "lange Rochade");
        assert_eq!(words(castle, "e1g1", Style::En), "castles short");
        assert_eq!(words(castle, "e1c1", Style::Ru), "длинная рокировка");
        let promo = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
        assert_eq!(
            words(promo, "e7e8q", Style::Ibca),
            "Eva acht Umwandlung Dame"
        );
        assert_eq!(
            words(promo, "e7e8q", Style::En),
            "e eight promotes to queen"
        );
        let mate = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
        assert_eq!(words(mate, "a1a8", Style::Ibca), "Turm Anna acht, Matt");
        assert_eq!(words(mate, "a1a8", Style::En), "rook a eight, checkmate");
        let check = "4k3/8/8/8/8/8/8/R5K1 w - - 0 1";
        assert_eq!(words(check, "a1a8", Style::Ibca), "Turm Anna acht, Schach");
        let ep = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1";
        assert_eq!(
            words(ep, "d5e6", Style::Ibca),
            "Bauer David schlägt Eva sechs en passant"
        );
    }

    #[test]
    fn disambiguation_as_in_san() {
        let two = "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1";
        assert_eq!(words(two, "c1e2", Style::Ibca), "Springer Cesar Eva zwei");
        assert_eq!(
            words(two, "c1e2", Style::IbcaFrom),
            "Springer Cesar eins Eva zwei"
        );
    }

    #[test]
    fn piece_lists() {
        let pos = Chess::default();
        let white = pieces_words(&pos, Color::White, Style::Ibca, Language::De);
        assert!(
            white.starts_with("König Eva eins, Dame David eins, Turm Anna eins"),
            "{white}"
        );
        // English messages with IBCA moves: the pieces are English, the squares IBCA.
        let white = pieces_words(&pos, Color::White, Style::Ibca, Language::En);
        assert!(
            white.starts_with("king Eva eins, queen David eins, rook Anna eins"),
            "{white}"
        );
        assert_eq!(
            colored_piece(Color::White, Role::Pawn, Language::En),
            "white pawn"
        );
        assert_eq!(
            colored_piece(Color::Black, Role::Rook, Language::Ru),
            "чёрная ладья"
        );
        assert_eq!(
            squares_of(&pos, Color::Black, Role::Knight, Style::Ibca),
            vec!["Bella acht", "Gustav acht"]
        );
        assert_eq!(
            colored_piece(Color::White, Role::Queen, Language::De),
            "weiße Dame"
        );
    }
}
