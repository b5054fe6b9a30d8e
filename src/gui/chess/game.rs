//! The game screen: the keys of the game (the cursor and its square said, the player's questions
//! as requests, the sighted side's move clicked or chosen, review by keys and by voice), and
//! what the board shows for the sighted assistant (the move to make on his board).

use crate::shared::i18n;
use std::io;

use iced::Task;
use shakmaty::{Color, File, Position, Rank, Role, Square};

use super::app::{App, Message, Mode, Screen};
use super::keys::Action;
use crate::chess::announce::{color_word, colored_piece, move_words, piece_word, square_words};
use crate::chess::lexicon::{Command, Lexicon};
use crate::chess::matcher;
use crate::chess::messages::{Msg, render, score_words};
use crate::chess::numbers::duration_words;
use crate::chess::phrase::{Description, king_target};
use crate::chess::scan::ScanLine;
use crate::chess::session::Request;
use crate::gui::shell::TYPED_ID;
use crate::shared::language::capitalized;
use crate::table::commands::ChessCommand;

impl App {
    /// Relay mode: the blind player's last move, for the sighted board ("Springer g1-f3"),
    /// shown until the sighted side has answered.
    pub fn to_execute(&self) -> Option<String> {
        let Mode::Relay { blind } = self.mode else {
            return None;
        };
        let game = &self.table.session().game;
        let i = game.plies().len().checked_sub(1)?;
        let (_, by) = game.ply_number(i);
        if by != blind {
            return None;
        }
        self.move_shown(i)
    }

    /// The last move on the board (the reviewed one in review), for the one across the
    /// table: its number and side, and the move as it is made on the board.
    pub fn last_shown(&self) -> Option<(String, String)> {
        let game = &self.table.session().game;
        let plies = match self.mode {
            Mode::Review => self.review,
            _ => game.plies().len(),
        };
        let i = plies.checked_sub(1)?;
        let (n, by) = game.ply_number(i);
        let head = self.t_with(
            "across-last",
            &[
                ("n", n.to_string()),
                ("color", capitalized(color_word(by, self.lang()))),
            ],
        );
        Some((head, self.move_shown(i)?))
    }

    /// A move as it is made on the board: the piece, its squares ("Springer g1–f3",
    /// castling by the king's), a promotion.
    fn move_shown(&self, i: usize) -> Option<String> {
        let mv = self.table.session().game.plies()[i].mv;
        let style = self.table.session().settings.style;
        let piece = match mv.role() {
            Role::Pawn => String::new(),
            role => format!("{} ", capitalized(piece_word(role, style))),
        };
        // Castling is made with the king: its squares are shown.
        let (from, to) = (mv.from()?, king_target(mv));
        let sep = if mv.is_capture() { "×" } else { "–" };
        let promo = mv
            .promotion()
            .map(|r| format!(" = {}", capitalized(piece_word(r, style))))
            .unwrap_or_default();
        Some(format!("{piece}{from}{sep}{to}{promo}"))
    }

    /// The question that stands, in words, for the window to show large.
    pub fn standing_question(&self) -> Option<String> {
        let session = self.table.session();
        let msg = session.standing_question()?;
        Some(crate::chess::messages::render(
            &msg,
            self.lang(),
            session.settings.style,
        ))
    }

    /// Shows the game screen in a mode and says so.
    pub fn enter_mode(&mut self, mode: Mode) -> io::Result<()> {
        self.show_mode(mode);
        let name = self.t(&format!("value-{}", mode.name()));
        let text = capitalized(&self.t_with("screen-game", &[("mode", name)]));
        // At start-up the mode is a state said after "new game", not an answer cutting it.
        if self.ready {
            self.table.answer(text)?;
        } else {
            self.table.announce_state(text)?;
        }
        if mode == Mode::Review {
            self.say_review()?;
        }
        Ok(())
    }

    /// The game screen in `mode`, nothing said (what began the game said what matters).
    pub(super) fn show_mode(&mut self, mode: Mode) {
        self.mode = mode;
        self.table.set_voice(match mode {
            Mode::Relay { blind } => Some(blind),
            _ => None,
        });
        self.screen = Screen::Game;
        self.selected = None;
        self.table.divert(mode == Mode::Review);
    }

    pub(super) fn push_to_talk(&self) -> bool {
        self.table
            .options()
            .devices
            .hearing
            .as_ref()
            .is_some_and(|h| h.listen.push_to_talk)
    }

    pub(super) fn act(&mut self, action: Action) -> io::Result<Task<Message>> {
        match action {
            Action::Help => self.open_help()?,
            Action::Cursor(df, dr) => {
                let (df, dr) = if self.flipped { (-df, -dr) } else { (df, dr) };
                let f = (self.cursor.file() as i8 + df).clamp(0, 7);
                let r = (self.cursor.rank() as i8 + dr).clamp(0, 7);
                self.cursor = Square::from_coords(File::new(f as u32), Rank::new(r as u32));
                self.say_square(self.cursor)?;
            }
            Action::Choose => self.square(self.cursor)?,
            Action::TalkPressed if self.push_to_talk() => self.table.push_to_talk(true),
            Action::TalkReleased if self.push_to_talk() => self.table.push_to_talk(false),
            Action::TalkPressed | Action::TalkReleased => {}
            Action::Type => {
                // Said, so that the player knows the keys now type.
                let text = self.t("type-a-move");
                self.table.answer(text)?;
                return Ok(iced::widget::operation::focus(TYPED_ID));
            }
            Action::Yes => self.ask(Request::Yes)?,
            Action::No => self.ask(Request::No)?,
            Action::Clock => self.ask(Request::Time)?,
            Action::MoveNumber => self.ask(Request::MoveNumber)?,
            Action::LastMove => self.ask(Request::LastMoves(1))?,
            Action::AllMoves => self.ask(Request::AllMoves)?,
            Action::Pieces(c) => self.ask(Request::Pieces(Some(c)))?,
            Action::File => self.ask(Request::File(Some(self.cursor.file())))?,
            Action::Rank => self.ask(Request::Rank(Some(self.cursor.rank())))?,
            Action::Diagonals => self.ask(Request::Diagonals(Some(self.cursor)))?,
            Action::Attacks => self.ask(Request::Attacks(Some(self.cursor)))?,
            Action::Reach => self.ask(Request::Reach(Some(self.cursor), None))?,
            Action::Material => self.ask(Request::Material)?,
            Action::Pawns => self.ask(Request::PawnStructure)?,
            Action::More => self.ask(Request::More)?,
            Action::WhatToSay => self.ask(Request::WhatToSay)?,
            Action::Report => self.ask(Request::Report)?,
            Action::ScanFile => {
                self.ask(Request::Scan(Some(ScanLine::File(self.cursor.file()))))?
            }
            Action::ScanRank => {
                self.ask(Request::Scan(Some(ScanLine::Rank(self.cursor.rank()))))?
            }
            Action::ScanDiagonals => {
                self.ask(Request::Scan(Some(ScanLine::Diagonals(self.cursor))))?
            }
            Action::Statement => {
                self.screen = Screen::Statement;
                self.table.command(ChessCommand::Statement(None))?;
            }
            Action::Touched => {
                let cmd = ChessCommand::Touched(Some(self.cursor));
                self.table.command(cmd)?;
            }
            Action::Across => self.show_across(!self.across)?,
            Action::Flip => {
                self.flipped = !self.flipped;
                let below = if self.flipped { "black" } else { "white" };
                let text = self.t_with("flipped", &[("side", below.to_string())]);
                self.table.answer(text)?;
            }
            Action::Hint => self.ask(Request::Hint)?,
            Action::Replay => {
                // The move on the board as it was said at the table: the reviewed one, or the
                // last one.
                let ply = match self.mode {
                    Mode::Review => self.review.checked_sub(1),
                    _ => self.table.session().game.plies().len().checked_sub(1),
                };
                self.table.replay(&ply.into_iter().collect::<Vec<_>>())?;
            }
            Action::ReviewStep(by) => self.review_to(self.review as i64 + i64::from(by))?,
            Action::ReviewStart => self.review_to(0)?,
            Action::ReviewEnd => self.review_to(i64::MAX)?,
            Action::Escape => {
                self.table.silence();
                if self.selected.take().is_some() {
                    let text = self.t("selection-cleared");
                    self.table.answer(text)?;
                }
            }
            Action::Dispute => {
                self.screen = Screen::Dispute;
                self.page_top = 0;
                let lines = self.table.dispute().lines().count();
                let text = i18n::tc(self.lang(), "screen-dispute", &[("n", lines.into())]);
                self.table.answer(text)?;
            }
            Action::Settings => {
                self.came_from = Screen::Game;
                self.screen = Screen::Settings(self.settings_menu());
                self.announce_screen()?;
            }
            Action::Menu => self.open_start()?,
            Action::Quit => return Ok(self.quit()),
        }
        Ok(Task::none())
    }

    /// A key's question or answer: what the player could say, as a request.
    pub(super) fn ask(&mut self, r: Request) -> io::Result<()> {
        self.table.command(ChessCommand::Ask(r)).map(drop)
    }

    /// "Eva vier, weißer Bauer": the square and what stands on it.
    pub fn square_text(&self, sq: Square) -> String {
        let s = &self.table.session().settings;
        let name = capitalized(&square_words(sq, s.style));
        let piece = match self.position().board().piece_at(sq) {
            Some(p) => colored_piece(p.color, p.role, s.language),
            None => self.t("square-empty"),
        };
        self.t_with("square-piece", &[("square", name), ("piece", piece)])
    }

    pub(super) fn say_square(&mut self, sq: Square) -> io::Result<()> {
        let text = self.square_text(sq);
        self.table.answer(text)
    }

    /// A click on a square (or Enter on the cursor): the from-square, then the target square
    /// of the sighted side's move, recorded as made on the board.
    pub(super) fn square(&mut self, sq: Square) -> io::Result<()> {
        self.cursor = sq;
        if matches!(self.mode, Mode::Review | Mode::Online) || self.table.offering() {
            return self.say_square(sq);
        }
        let pos = self.position();
        let style = self.table.session().settings.style;
        let own = pos
            .board()
            .piece_at(sq)
            .is_some_and(|p| p.color == pos.turn());
        let Some(from) = self.selected else {
            if own {
                self.selected = Some(sq);
                let square = square_words(sq, style);
                let text = self.t_with("selected", &[("square", square)]);
                return self.table.answer(text);
            }
            return self.say_square(sq);
        };
        if sq == from {
            self.selected = None;
            let text = self.t("selection-cleared");
            return self.table.answer(text);
        }
        let moves: Vec<shakmaty::Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from) && king_target(*m) == sq)
            .collect();
        // A promotion clicked on the board becomes a queen; another piece is typed ("e8=N").
        let mv = moves
            .iter()
            .find(|m| m.promotion().is_none_or(|r| r == Role::Queen))
            .copied();
        match mv {
            Some(mv) => {
                self.selected = None;
                let san = shakmaty::san::San::from_move(&pos, mv).to_string();
                self.table.board_move(&san)
            }
            None if own => {
                self.selected = Some(sq);
                let square = square_words(sq, style);
                let text = self.t_with("selected", &[("square", square)]);
                self.table.answer(text)
            }
            // A target no move reaches: why, and the selection dropped, so that the next click
            // on the piece takes it up again (it dropped it, and the click on the target after
            // that said only "Eva fünf, leer", issue 32).
            None => {
                self.selected = None;
                let desc = Description {
                    piece: pos.board().role_at(from),
                    from_file: Some(from.file()),
                    from_rank: Some(from.rank()),
                    to: Some(sq),
                    ..Description::default()
                };
                let why = render(
                    &Msg::Illegal(matcher::explain(&pos, &desc)),
                    self.lang(),
                    style,
                );
                let text = format!("{why} {}", self.t("selection-cleared"));
                self.table.answer(text)
            }
        }
    }

    /// Review: show and say the position after `plies` half-moves.
    pub(super) fn review_to(&mut self, plies: i64) -> io::Result<()> {
        if self.mode != Mode::Review {
            return Ok(());
        }
        let total = self.table.session().game.plies().len() as i64;
        self.review = plies.clamp(0, total) as usize;
        self.say_review()
    }

    pub(super) fn say_review(&mut self) -> io::Result<()> {
        let game = &self.table.session().game;
        let style = self.table.session().settings.style;
        let text = match self.review.checked_sub(1) {
            None => i18n::tc(
                self.lang(),
                "review-start",
                &[("count", game.plies().len().div_ceil(2).into())],
            ),
            Some(i) => {
                let (n, by) = game.ply_number(i);
                let words = move_words(&game.position_before(i), game.plies()[i].mv, style);
                let at = self.t_with(
                    "review-at",
                    &[
                        ("n", n.to_string()),
                        ("color", color_word(by, self.lang()).to_string()),
                        ("words", words),
                    ],
                );
                // The time the move took, where it was recorded (`%emt`), and the engine's
                // score after it, once the game has been evaluated.
                let took = game.plies()[i].emt.map(|ms| {
                    let took = duration_words(ms, self.lang());
                    self.t_with("review-took", &[("time", took)])
                });
                let score = self
                    .table
                    .session()
                    .evaluation()
                    .and_then(|e| score_words(e.after[i], self.lang()));
                std::iter::once(at)
                    .chain(took)
                    .chain(score)
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        };
        self.table.answer(text)
    }

    /// Review by voice: "move" (next), "move twelve", "back", "first", "last", "repeat".
    pub(super) fn review_words(&mut self, words: &str) -> io::Result<()> {
        let toks = Lexicon::builtin().tokenize(words);
        let has = |c: Command| toks.iter().any(|w| w.command() == Some(c));
        let number = toks.iter().find_map(|w| w.number());
        let game = &self.table.session().game;
        if let Some(n) = number.filter(|_| has(Command::MoveWord) || has(Command::Back)) {
            // Move n by White: the position after White's move n.
            let first = game.ply_number(0).1;
            let start_n = game.ply_number(0).0;
            let skip = usize::from(first == Color::Black);
            let plies = (n.saturating_sub(start_n) as i64) * 2 + 1 - skip as i64;
            self.review_to(plies)
        } else if has(Command::Back) {
            self.review_to(self.review as i64 - 1)
        } else if has(Command::First) {
            self.review_to(0)
        } else if has(Command::Last) || has(Command::All) {
            self.review_to(i64::MAX)
        } else if has(Command::MoveWord) || has(Command::Yes) {
            self.review_to(self.review as i64 + 1)
        } else if has(Command::Repeat) {
            self.say_review()
        } else {
            // Not a review word: heard words, never a typed command.
            self.table.hear(words)
        }
    }
}
