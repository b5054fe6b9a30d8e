//! The finished game evaluated by an engine for the report (issue 36): the opponent's engine
//! if one plays, else Stockfish, at full strength and a fixed depth, one position after
//! another, never waiting (the table goes on, the clock and the speech too). Not in tournament
//! mode (fair play); what it finds goes to the session, which says it and keeps it for review.

use std::io::{self, Write};

use super::Table;
use crate::chess::evaluation::Score;
use crate::chess::game::Game;
use crate::chess::messages::{Msg, render};
use crate::chess::session::Moves;
use crate::opponent::{Answer, Engine, Opponent, STRONGEST, Trouble, engine_command};
use crate::shared::speech::SpeechKind;

/// An engine going through a finished game.
pub(super) struct Evaluator {
    engine: Engine,
    of: Moves,
    game: Game,
    /// The start position's score, then one after each half-move so far.
    scores: Vec<Score>,
}

impl Evaluator {
    fn start(opponent: Option<&Opponent>, game: &Game, of: Moves) -> Result<Evaluator, Trouble> {
        let (path, args) = match opponent {
            Some(o) => (o.path.clone(), o.args.clone()),
            None => engine_command("stockfish").ok_or(Trouble::Stopped)?,
        };
        Ok(Evaluator {
            engine: Engine::start(&path, &args, STRONGEST)?,
            of,
            game: game.clone(),
            scores: Vec::new(),
        })
    }

    /// What has come: every score once the last has, the engine's trouble, else nothing
    /// (the next position asked when the engine is free). Never waits.
    fn step(&mut self) -> Option<Result<Vec<Score>, Trouble>> {
        match self.engine.poll() {
            Some(Err(trouble)) => return Some(Err(trouble)),
            Some(Ok(Answer::Score(s))) => self.scores.push(s),
            Some(Ok(Answer::Move(_))) | None => {}
        }
        let positions = self.game.plies().len() + 1;
        if self.scores.len() == positions {
            return Some(Ok(std::mem::take(&mut self.scores)));
        }
        if self.engine.is_idle()
            && let Err(trouble) = self.engine.evaluate(&self.game, self.scores.len())
        {
            return Some(Err(trouble));
        }
        None
    }
}

impl<W: Write> Table<W> {
    /// The report asked after the game: an engine set to evaluate it, and that said; or why
    /// none does. Nothing when one already evaluates this game.
    pub(super) fn evaluate(&mut self, of: Moves) -> Vec<(SpeechKind, String)> {
        let msg = if self.opts.tournament {
            Msg::NoEvaluationInTournament
        } else if self.evaluator.as_ref().is_some_and(|e| e.of == of) {
            return Vec::new();
        } else {
            let game = &self.session.game;
            match Evaluator::start(self.opts.opponent.as_ref(), game, of) {
                Ok(e) => {
                    self.evaluator = Some(e);
                    Msg::Evaluating
                }
                Err(trouble) => Msg::NoEvaluation(self.engine_trouble(&trouble)),
            }
        };
        let text = render(&msg, self.lang(), self.session.settings.style);
        vec![(SpeechKind::Info, text)]
    }

    /// The evaluating engine's side of the table: its scores, once all have come, handed to
    /// the session (which says what they show); its trouble said.
    pub(super) fn evaluation_turn(&mut self) -> io::Result<()> {
        let Some(e) = &mut self.evaluator else {
            return Ok(());
        };
        match e.step() {
            None => Ok(()),
            Some(Ok(scores)) => {
                let of = self.evaluator.take().map(|e| e.of);
                let o = of.map_or_else(Vec::new, |of| self.session.evaluated(of, &scores));
                self.perform(o)
            }
            Some(Err(trouble)) => {
                self.evaluator = None;
                let why = self.engine_trouble(&trouble);
                self.say(Msg::NoEvaluation(why))
            }
        }
    }
}
