//! The game's evaluation by an engine, after the game (not in tournament mode, decided at the
//! edge): asked for with the report, kept with the moves it is of, said short — the turning
//! points and each side's worst move — with each side's three worst and every turn on "mehr",
//! and each move's score in review.

use shakmaty::{Color, Move};

use super::{Out, Output, Session};
use crate::announce::move_words;
use crate::evaluation::{Evaluation, Mistake, Score, Turn};
use crate::game::{Game, fen_of};
use crate::messages::{Blunder, Msg, Said};
use ansage_shared::speech::SpeechKind;

/// The turning points said at once; the rest on "mehr".
const TURNS_SAID: usize = 3;

/// The game an evaluation is of: its start and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves(String, Vec<Move>);

impl Moves {
    pub fn of(game: &Game) -> Moves {
        Moves(
            fen_of(game.start()),
            game.plies().iter().map(|p| p.mv).collect(),
        )
    }
}

impl Session {
    /// The engine's evaluation of the game as it stands, once it has been made.
    pub fn evaluation(&self) -> Option<&Evaluation> {
        self.evaluation
            .as_ref()
            .filter(|(of, _)| *of == Moves::of(&self.game))
            .map(|(_, e)| e)
    }

    /// The report's part by the engine: said if made, asked of the edge once the game is over.
    pub(super) fn evaluation_part(&mut self, out: &mut Out) -> Vec<Msg> {
        if let Some(e) = self.evaluation().cloned() {
            return self.say_evaluation(&e, out);
        }
        if self.game.is_over() && !self.game.plies().is_empty() {
            out.push(Output::EvaluationRequested(Moves::of(&self.game)));
        }
        Vec::new()
    }

    /// The engine's scores of the game `of` (its start, then after each half-move) have come:
    /// kept and said, unless the game has changed since.
    pub fn evaluated(&mut self, of: Moves, scores: &[Score]) -> Vec<Output> {
        let mut out = Out::default();
        if of != Moves::of(&self.game) {
            return Vec::new();
        }
        let game = &self.game;
        let Some(e) = Evaluation::of(scores, |ply| game.ply_number(ply).1) else {
            return Vec::new();
        };
        self.evaluation = Some((of, e.clone()));
        let mistakes = self.say_evaluation(&e, &mut out);
        if !mistakes.is_empty() {
            out.say(SpeechKind::Info, Msg::MoreMistakes);
        }
        // "Mehr" after the report: the longest thinks (if it had times), then the mistakes.
        let thinks = self
            .time_report()
            .map_or_else(Vec::new, |(_, thinks)| thinks);
        self.keep_more(thinks.into_iter().chain(mistakes).collect());
        self.finish(out)
    }

    /// The turning points and each side's worst move said; returns what "mehr" adds.
    fn say_evaluation(&self, e: &Evaluation, out: &mut Out) -> Vec<Msg> {
        let turns: Vec<_> = e.turns.iter().map(|t| self.turn(t)).collect();
        let worst = Color::ALL
            .map(|c| (c, e.worst(c).first().map(|m| self.mistake(m))))
            .to_vec();
        out.say(
            SpeechKind::Info,
            Msg::Evaluation {
                turns: turns.iter().take(TURNS_SAID).cloned().collect(),
                worst,
            },
        );
        let mut more: Vec<Msg> = Color::ALL
            .into_iter()
            .filter(|&c| e.worst(c).len() > 1)
            .map(|c| Msg::WorstMoves(c, e.worst(c).iter().map(|m| self.mistake(m)).collect()))
            .collect();
        if turns.len() > TURNS_SAID {
            more.push(Msg::Turns(turns));
        }
        more
    }

    fn said(&self, ply: usize) -> Said {
        let game = &self.game;
        let (n, by) = game.ply_number(ply);
        let words = move_words(
            &game.position_before(ply),
            game.plies()[ply].mv,
            self.settings.style,
        );
        Said { n, by, words }
    }

    fn turn(&self, t: &Turn) -> (Said, crate::evaluation::Standing) {
        (self.said(t.ply), t.after)
    }

    fn mistake(&self, m: &Mistake) -> Blunder {
        Blunder {
            said: self.said(m.ply),
            loss: m.loss,
            blunder: m.blunder,
            allows_mate: m.allows_mate,
        }
    }
}
