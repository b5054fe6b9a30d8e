//! The answers about the game, said on request (supplement 2.9d, 2.5): where the pieces of a
//! kind are, the pieces of a side, what stands on a square, a file or a rank, the moves so far,
//! the move number and the moves left to the time control, whose move it is, move N again
//! (played from the recording), both clocks, the help; and the looks at the position a
//! player exploring it takes (`explore`): diagonals, attacks, where a piece can go, material,
//! the pawn structure, with its details on "mehr".

use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

use super::{Out, Output, Pending, Request, Session};
use crate::announce::{self, colored_piece, move_words, piece_name, square_words};
use crate::explore::{self, Material};
use crate::lexicon::{Lexicon, Meaning};
use crate::messages::{Msg, Now};
use crate::report::{Think, TimeReport};
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
        if query != Request::More {
            self.more.clear();
        }
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
            Request::Diagonals(Some(sq)) => {
                let lines = explore::diagonals(pos.board(), sq)
                    .into_iter()
                    .map(|d| {
                        let items = d.pieces.iter().map(|&(s, p)| self.placed(s, p)).collect();
                        (
                            square_words(d.from, style),
                            square_words(d.to, style),
                            items,
                        )
                    })
                    .collect();
                out.say(SpeechKind::Info, Msg::Diagonals(lines));
            }
            Request::Attacks(Some(sq)) => {
                let a = explore::attacks(pos.board(), sq);
                let named = |c: Color| a.by(c).iter().map(|&(s, r)| self.named(s, r)).collect();
                out.say(
                    SpeechKind::Info,
                    Msg::Attacks {
                        square: square_words(sq, style),
                        occupant: a.occupant.map(|p| (p.color, p.role)),
                        white: named(Color::White),
                        black: named(Color::Black),
                    },
                );
            }
            Request::Reach(Some(sq), _) => self.reach(sq, out),
            Request::Reach(None, Some(role)) => {
                let own = pos.board().by_color(pos.turn()) & pos.board().by_role(role);
                // None of the side to move: where the others are is the answer.
                if own.is_empty() {
                    let w = announce::squares_of(pos, Color::White, role, style);
                    let b = announce::squares_of(pos, Color::Black, role, style);
                    out.say(SpeechKind::Info, Msg::Where(role, w, b));
                }
                for sq in own {
                    self.reach(sq, out);
                }
            }
            Request::Material => {
                let m = Material::of(pos.board());
                let (w, b) = (m.points(Color::White), m.points(Color::Black));
                let ahead = match w.cmp(&b) {
                    std::cmp::Ordering::Equal => None,
                    std::cmp::Ordering::Greater => Some((Color::White, w - b)),
                    std::cmp::Ordering::Less => Some((Color::Black, b - w)),
                };
                let surplus = Color::ALL
                    .into_iter()
                    .map(|c| (c, m.surplus(c)))
                    .filter(|(_, s)| !s.is_empty())
                    .collect();
                out.say(SpeechKind::Info, Msg::Material { ahead, surplus });
            }
            Request::PawnStructure => self.pawns(out),
            Request::Report => self.report(out),
            Request::MoveTime => {
                let plies = self.game.plies();
                let last = plies.len().checked_sub(1).and_then(|i| {
                    let words = move_words(&self.game.position_before(i), plies[i].mv, style);
                    plies[i]
                        .emt
                        .map(|ms| (self.game.ply_number(i).1, words, ms))
                });
                let now = self.now;
                let used = self
                    .timer
                    .as_ref()
                    .map(|t| Color::ALL.map(|c| t.clock.used(c, now)));
                match (last, used) {
                    (None, None) => out.say(SpeechKind::Info, Msg::NoClock),
                    (last, used) => out.say(SpeechKind::Info, Msg::MoveTime { last, used }),
                }
            }
            // Details of a position since changed are stale: there is nothing more.
            Request::More => match std::mem::take(&mut self.more).as_slice() {
                [] => out.say(SpeechKind::Info, Msg::NothingMore),
                _ if self.more_at != self.revision => out.say(SpeechKind::Info, Msg::NothingMore),
                more => {
                    for m in more {
                        out.say(SpeechKind::Info, m.clone());
                    }
                }
            },
            Request::Diagonals(None) | Request::Attacks(None) | Request::Reach(None, None) => {
                out.say(SpeechKind::Question, Msg::WhichSquare)
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
            Request::WhatToSay => {
                let now = match &self.pending {
                    Pending::ReadBack { .. } => Now::ReadBack,
                    Pending::Choice { .. } => Now::Choice,
                    Pending::Promotion { .. } => Now::Promotion,
                    Pending::Confirm(_) => Now::Confirm,
                    Pending::Nothing if self.game.is_over() => Now::Over,
                    Pending::Nothing => Now::Move(self.game.turn()),
                };
                out.say(SpeechKind::Info, Msg::WhatToSay(now));
                self.keep_more(vec![Msg::Help]);
            }
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

    /// Details for "mehr", of the game as it is now.
    pub(super) fn keep_more(&mut self, more: Vec<Msg>) {
        self.more = more;
        self.more_at = self.revision;
    }

    /// "Bella eins weißer Springer": a square and the piece on it, as a line's are said.
    fn placed(&self, sq: Square, p: Piece) -> String {
        format!(
            "{} {}",
            square_words(sq, self.settings.style),
            colored_piece(p.color, p.role, self.settings.language)
        )
    }

    /// "Springer Felix drei": a piece by its name and square, its side said by the sentence.
    fn named(&self, sq: Square, role: Role) -> String {
        format!(
            "{} {}",
            piece_name(role, self.settings.language),
            square_words(sq, self.settings.style)
        )
    }

    /// Where the piece on a square can go; an empty square is said to be empty.
    fn reach(&self, sq: Square, out: &mut Out) {
        let style = self.settings.style;
        match explore::reach(self.game.position(), sq) {
            Some((p, targets)) => out.say(
                SpeechKind::Info,
                Msg::Reach {
                    color: p.color,
                    role: p.role,
                    square: square_words(sq, style),
                    targets: targets.iter().map(|&t| square_words(t, style)).collect(),
                },
            ),
            None => out.say(SpeechKind::Info, Msg::Square(square_words(sq, style), None)),
        }
    }

    /// The pawns that matter now; file by file on "mehr".
    fn pawns(&mut self, out: &mut Out) {
        let style = self.settings.style;
        let lang = self.settings.language;
        let lex = Lexicon::builtin();
        let file_name = |f: File| lex.say(style.language(), Meaning::File(f)).to_string();
        let p = explore::pawns(self.game.position().board());
        let at = |v: &[(Color, Square)]| -> Vec<(Color, String)> {
            v.iter()
                .map(|&(c, s)| (c, square_words(s, style)))
                .collect()
        };
        out.say(
            SpeechKind::Info,
            Msg::Pawns {
                passed: at(&p.passed),
                isolated: at(&p.isolated),
                doubled: p.doubled.iter().map(|&(c, f)| (c, file_name(f))).collect(),
            },
        );
        if p.files.is_empty() {
            return;
        }
        let ranks = |c: Color, v: &[Rank]| -> Option<String> {
            let words: Vec<&str> = v
                .iter()
                .map(|&r| lex.say(style.language(), Meaning::Rank(r)))
                .collect();
            (!words.is_empty())
                .then(|| format!("{} {}", announce::color_word(c, lang), words.join(", ")))
        };
        let files = p
            .files
            .iter()
            .map(|f| {
                let items = [ranks(Color::White, &f.white), ranks(Color::Black, &f.black)];
                Msg::Line(
                    format!("{} {}", line_word(lang, true), file_name(f.file)),
                    items.into_iter().flatten().collect(),
                )
            })
            .collect();
        self.keep_more(files);
        out.say(SpeechKind::Info, Msg::MoreFiles);
    }

    /// The game looked back on: by its times, each side's longest think and its time trouble
    /// (each side's three longest thinks on "mehr"); after the game, by the engine (asked of
    /// the edge, said when it comes).
    fn report(&mut self, out: &mut Out) {
        let thinks = self.time_part(out);
        let has_thinks = !thinks.is_empty();
        let mistakes = self.evaluation_part(out);
        let has_mistakes = !mistakes.is_empty();
        self.keep_more(thinks.into_iter().chain(mistakes).collect());
        if has_thinks {
            out.say(SpeechKind::Info, Msg::MoreThinks);
        }
        if has_mistakes {
            out.say(SpeechKind::Info, Msg::MoreMistakes);
        }
    }

    /// The report by the times said; returns each side's longest thinks, for "mehr".
    fn time_part(&self, out: &mut Out) -> Vec<Msg> {
        match self.time_report() {
            Some((report, thinks)) => {
                out.say(SpeechKind::Info, report);
                thinks
            }
            None => {
                out.say(SpeechKind::Info, Msg::NoTimes);
                Vec::new()
            }
        }
    }

    /// The report by the times, and each side's three longest thinks; `None` when no move's
    /// time was recorded.
    pub(super) fn time_report(&self) -> Option<(Msg, Vec<Msg>)> {
        let r = TimeReport::of(&self.game)?;
        let game = &self.game;
        let style = self.settings.style;
        let think = |t: &Think| {
            let words = move_words(&game.position_before(t.ply), game.plies()[t.ply].mv, style);
            (game.ply_number(t.ply).0, words, t.took)
        };
        let sides = Color::ALL.into_iter().zip(&r.longest);
        let longest = sides
            .clone()
            .filter_map(|(c, thinks)| {
                let (n, words, ms) = think(thinks.first()?);
                Some((c, n, words, ms))
            })
            .collect();
        let trouble = Color::ALL
            .into_iter()
            .zip(r.trouble)
            .filter_map(|(c, at)| Some((c, game.ply_number(at?).0)))
            .collect();
        let thinks = sides
            .filter(|(_, thinks)| !thinks.is_empty())
            .map(|(c, thinks)| Msg::LongestThinks(c, thinks.iter().take(3).map(think).collect()))
            .collect();
        Some((Msg::Report { longest, trouble }, thinks))
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
        let prefix = line_word;
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

/// "Linie" or "Reihe" in the language of the messages.
fn line_word(lang: Language, file: bool) -> &'static str {
    match (lang, file) {
        (Language::De, true) => "Linie",
        (Language::De, false) => "Reihe",
        (Language::En, true) => "file",
        (Language::En, false) => "rank",
        (Language::Ru, true) => "вертикаль",
        (Language::Ru, false) => "горизонталь",
    }
}
