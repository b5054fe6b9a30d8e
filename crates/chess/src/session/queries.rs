//! The answers about the game, said on request (supplement 2.9d, 2.5): where the pieces of a
//! kind are, the pieces of a side, what stands on a square, a file or a rank, the moves so far,
//! the move number and the moves left to the time control, whose move it is, move N again
//! (played from the recording), both clocks, the help.

use shakmaty::{Color, File, Position, Rank, Square};

use super::{Out, Output, Request, Session};
use crate::announce::{self, colored_piece, move_words, square_words};
use crate::lexicon::{Lexicon, Meaning};
use crate::messages::Msg;
use ansage_shared::language::Language;
use ansage_shared::speech::SpeechKind;

/// A file or a rank of the board.
enum Line {
    File(File),
    Rank(Rank),
}

impl Session {
    /// Answers a query (a request that changes nothing).
    pub(super) fn answer(&mut self, query: Request, out: &mut Out) {
        let pos = self.game.position();
        let style = self.settings.style;
        match query {
            Request::Where(Some(role)) => {
                let w = announce::squares_of(pos, Color::White, role, style);
                let b = announce::squares_of(pos, Color::Black, role, style);
                out.say(SpeechKind::Info, Msg::Where(role, w, b));
            }
            Request::Pieces(color) => {
                let colors = match color {
                    Some(c) => vec![c],
                    None => vec![Color::White, Color::Black],
                };
                for c in colors {
                    let list = announce::pieces_words(pos, c, style, self.settings.language);
                    out.say(SpeechKind::Info, Msg::Pieces(c, list));
                }
            }
            Request::What(Some(sq)) => {
                let content = self.square_content(sq);
                out.say(
                    SpeechKind::Info,
                    Msg::Square(square_words(sq, style), content),
                );
            }
            Request::File(Some(f)) => self.line(Line::File(f), out),
            Request::Rank(Some(r)) => self.line(Line::Rank(r), out),
            Request::LastMoves(n) => {
                let plies = self.game.plies().len();
                self.move_list(plies.saturating_sub(n)..plies, out);
            }
            Request::AllMoves => self.move_list(0..self.game.plies().len(), out),
            Request::MoveNumber => {
                let turn = self.game.turn();
                let left = self.timer.as_ref().and_then(|t| t.clock.period(turn).1);
                out.say(
                    SpeechKind::Info,
                    Msg::MoveNumber(self.game.move_number(), turn),
                );
                if let Some(left) = left {
                    out.say(SpeechKind::Info, Msg::MovesToControl(left));
                }
            }
            Request::WhoseMove => out.say(SpeechKind::Info, Msg::WhoseMove(self.game.turn())),
            Request::Move(Some(n)) => self.move_again(n, out),
            Request::Help => out.say(SpeechKind::Info, Msg::Help),
            Request::Time => match &self.timer {
                Some(t) => {
                    let [white, black] = t.readings(self.now);
                    out.say(
                        SpeechKind::Info,
                        Msg::Time {
                            white,
                            black,
                            paused: t.clock.is_paused(),
                        },
                    );
                }
                None => out.say(SpeechKind::Info, Msg::NoClock),
            },
            _ => out.say(SpeechKind::Error, Msg::NotUnderstood),
        }
    }

    /// "Zug zwölf": the moves of move N said again, and played from the recording.
    fn move_again(&mut self, n: u32, out: &mut Out) {
        let range: Vec<usize> = (0..self.game.plies().len())
            .filter(|&i| self.game.ply_number(i).0 == n)
            .collect();
        match (range.first(), range.last()) {
            (Some(&a), Some(&b)) => {
                self.move_list(a..b + 1, out);
                out.push(Output::Replay(range));
            }
            _ => out.say(SpeechKind::Error, Msg::NoSuchMove(n)),
        }
    }

    fn square_content(&self, sq: Square) -> Option<String> {
        self.game
            .position()
            .board()
            .piece_at(sq)
            .map(|p| colored_piece(p.color, p.role, self.settings.language))
    }

    /// The pieces on a file or a rank, square by square.
    fn line(&self, line: Line, out: &mut Out) {
        let style = self.settings.style;
        let lex = Lexicon::builtin();
        let prefix = |lang: Language, file: bool| match (lang, file) {
            (Language::De, true) => "Linie",
            (Language::De, false) => "Reihe",
            (Language::En, true) => "file",
            (Language::En, false) => "rank",
            (Language::Ru, true) => "вертикаль",
            (Language::Ru, false) => "горизонталь",
        };
        let (squares, name): (Vec<Square>, String) = match line {
            Line::File(f) => (
                Rank::ALL
                    .iter()
                    .map(|r| Square::from_coords(f, *r))
                    .collect(),
                format!(
                    "{} {}",
                    prefix(self.settings.language, true),
                    lex.say(style.language(), Meaning::File(f))
                ),
            ),
            Line::Rank(r) => (
                File::ALL
                    .iter()
                    .map(|f| Square::from_coords(*f, r))
                    .collect(),
                format!(
                    "{} {}",
                    prefix(self.settings.language, false),
                    lex.say(style.language(), Meaning::Rank(r))
                ),
            ),
        };
        let items: Vec<String> = squares
            .into_iter()
            .filter_map(|sq| {
                self.square_content(sq)
                    .map(|c| format!("{} {c}", square_words(sq, style)))
            })
            .collect();
        out.say(SpeechKind::Info, Msg::Line(name, items));
    }

    fn move_list(&self, range: std::ops::Range<usize>, out: &mut Out) {
        if range.is_empty() {
            out.say(SpeechKind::Info, Msg::NoMovesYet);
            return;
        }
        let mut pos = self.game.position_before(range.start);
        let mut items = Vec::new();
        for i in range {
            let ply = &self.game.plies()[i];
            let (n, c) = self.game.ply_number(i);
            items.push((n, c, move_words(&pos, ply.mv, self.settings.style)));
            pos.play_unchecked(ply.mv);
        }
        out.say(SpeechKind::Info, Msg::MoveList(items));
    }
}
