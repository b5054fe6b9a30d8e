//! Moves: a recognised move is read back and played on "yes" (supplement 2.1, 2.3, 2.6: a
//! slip of the tongue is corrected before the clock is pressed); several moves that fit are
//! named apart and the answer picks one; a pawn reaching the last rank asks for the piece; an
//! action that cannot be undone (resigning, a new game) waits for a "yes" too. A played move
//! presses the clock.

use shakmaty::Move;

use super::{Action, Out, Output, Pending, Session};
use crate::announce::{self, Style, move_words};
use crate::confusion::Confusions;
use crate::game::{Forfeit, Game, GameError, Played};
use crate::lexicon::Word;
use crate::matcher::{self, MatchResult};
use crate::messages::Msg;
use crate::phrase::{self, Tok};
use ansage_shared::confirm::Source;
use ansage_shared::speech::SpeechKind;

impl Session {
    /// Move words (not a command): resolve what is pending or match a new move.
    pub(super) fn move_words(
        &mut self,
        words: &[Word],
        content: &[Word],
        offer: bool,
        meaning: Option<&MatchResult>,
        out: &mut Out,
    ) {
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
            return;
        }
        if self.game.sealed().is_some() {
            out.say(SpeechKind::Error, Msg::Adjourned);
            return;
        }
        if self.resolve_pending(content, out) == Some(true) {
            return;
        }
        if matches!(self.pending, Pending::ReadBack { .. }) {
            // Another move said in the read-back's place withdraws it, whatever becomes of
            // the new one: a "ja" after a refused move must not play the one before.
            self.turn_down();
            self.pending = Pending::Nothing;
        }
        let matched = match meaning {
            Some(m) => m.clone(),
            None => matcher::match_words(self.game.position(), words),
        };
        match matched {
            MatchResult::Move { mv, cost } => {
                self.propose(mv, cost, offer, out);
                if out.source == Source::Heard && self.pending == (Pending::ReadBack { mv, offer })
                {
                    let text: Vec<&str> = words.iter().map(|w| w.text.as_str()).collect();
                    self.heard_proposal = Some((mv, text.join(" ")));
                }
            }
            MatchResult::Ambiguous(c) => self.ask(c, offer, false, out),
            MatchResult::Illegal(r) => {
                out.say(SpeechKind::Error, Msg::Illegal(r));
                // A well-formed move one square word from the only legal one near it: that
                // one is asked, as a read-back ("Meinten Sie Springer Felix drei?"), whatever
                // the confirmation policy: it is a guess.
                let near =
                    phrase::parse(words).and_then(|d| matcher::near_miss(self.game.position(), &d));
                if let Some(mv) = near {
                    let said = move_words(self.game.position(), mv, self.settings.style);
                    self.pending = Pending::ReadBack { mv, offer };
                    out.say(SpeechKind::ReadBack, Msg::DidYouMean(said));
                }
            }
            // A word the lexicon does not know is named: the rest is not read as another move.
            MatchResult::NotUnderstood => match content.iter().find(|w| w.is_unknown()) {
                Some(w) => out.say(SpeechKind::Error, Msg::UnknownWord(w.text.clone())),
                None => out.say(SpeechKind::Error, Msg::NotUnderstood),
            },
        }
    }

    /// A move typed in notation (SAN, UCI), legal here: proposed as it is, as a move said in
    /// words would be, at no cost (it is exact).
    pub(super) fn notation_move(&mut self, mv: Move, out: &mut Out) {
        if self.game.sealed().is_some() {
            out.say(SpeechKind::Error, Msg::Adjourned);
            return;
        }
        if matches!(self.pending, Pending::ReadBack { .. }) {
            self.turn_down();
            self.pending = Pending::Nothing;
        }
        self.propose(mv, 0, false, out);
    }

    /// Answers to a pending question: the promotion piece, or the word that picks one of
    /// several moves. `Some(true)` when the words were such an answer.
    fn resolve_pending(&mut self, content: &[Word], out: &mut Out) -> Option<bool> {
        let (candidates, offer, board) = match &self.pending {
            Pending::Promotion {
                candidates,
                offer,
                board,
            }
            | Pending::Choice {
                candidates,
                offer,
                board,
            } => (candidates.clone(), *offer, *board),
            _ => return None,
        };
        let toks: Option<Vec<Tok>> = content.iter().map(Tok::of_word).collect();
        let toks = toks?;
        let fits: Vec<Move> = candidates
            .iter()
            .copied()
            .filter(|m| answer_fits(*m, &toks))
            .collect();
        match fits.as_slice() {
            [m] => {
                self.pending = Pending::Nothing;
                if board {
                    self.play(*m, offer, SpeechKind::Move, out);
                } else {
                    self.propose(*m, 0, offer, out);
                }
                Some(true)
            }
            [] => Some(false),
            _ => {
                self.ask(fits, offer, board, out);
                Some(true)
            }
        }
    }

    pub(super) fn ask(&mut self, candidates: Vec<Move>, offer: bool, board: bool, out: &mut Out) {
        let first = candidates[0];
        let promotion = candidates
            .iter()
            .all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to());
        if promotion {
            self.pending = Pending::Promotion {
                candidates,
                offer,
                board,
            };
            out.say(SpeechKind::Question, Msg::PromotionQuestion);
            return;
        }
        let items = self.choice_items(&candidates);
        self.pending = Pending::Choice {
            candidates,
            offer,
            board,
        };
        out.say(SpeechKind::Question, Msg::Choice(items));
    }

    /// The moves to choose from, as the question names them.
    pub(super) fn choice_items(&self, candidates: &[Move]) -> Vec<String> {
        let pos = self.game.position();
        candidates
            .iter()
            .map(|m| announce::move_words_plain(pos, *m, choice_style(self.settings.style)))
            .collect()
    }

    /// A recognised move: read back, or played at once as the confirmation policy says.
    pub(super) fn propose(&mut self, mv: Move, cost: u32, offer: bool, out: &mut Out) {
        let read_back = self.settings.confirm.reads_back(out.source, cost > 0);
        if read_back {
            let words = move_words(self.game.position(), mv, self.settings.style);
            self.pending = Pending::ReadBack { mv, offer };
            out.say(SpeechKind::ReadBack, Msg::ReadBack(words));
            if offer {
                out.say(SpeechKind::ReadBack, Msg::DrawOfferWithMove);
            }
        } else {
            self.play(mv, offer, SpeechKind::Confirmed, out);
        }
    }

    /// Plays a move: announce it, emit the move-completed event, then offers and results.
    /// `kind` is [`SpeechKind::Confirmed`] for the player's own move as it counts (heard
    /// whole, whatever follows), [`SpeechKind::Move`] for a move entered from the board.
    pub(super) fn play(&mut self, mv: Move, offer: bool, kind: SpeechKind, out: &mut Out) {
        let words = move_words(self.game.position(), mv, self.settings.style);
        // An offer said before the move goes with it (9.1b).
        let offer = offer || self.offer_before_move.take() == Some(self.game.turn());
        let ply = self.game.plies().len();
        match self.game.play(mv) {
            Ok(played) => {
                self.learn_hearings(ply, mv, out);
                self.pending = Pending::Nothing;
                // Б6, В3: the reply made, the illegal move before it can no longer be claimed.
                if self.claimable_illegal.take().is_some() {
                    out.say(SpeechKind::Info, Msg::IllegalClaimLapsed);
                }
                self.revision += 1;
                self.announce_played(&played, words, kind, out);
                if offer && played.result.is_none() && self.game.offer_draw(played.by).is_ok() {
                    out.say(SpeechKind::Info, Msg::DrawOffered(played.by));
                }
            }
            Err(GameError::Adjourned) => out.say(SpeechKind::Error, Msg::Adjourned),
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
    }

    pub(super) fn announce_played(
        &mut self,
        played: &Played,
        words: String,
        kind: SpeechKind,
        out: &mut Out,
    ) {
        out.say(kind, Msg::Played(words));
        self.completed(played, out);
    }

    /// A move is complete: the clock is pressed (supplement 2.3, 6.8a) and the event goes out;
    /// a question that stood is dropped (it was about the position before).
    pub(super) fn completed(&mut self, played: &Played, out: &mut Out) {
        self.pending = Pending::Nothing;
        self.staged = None;
        let now = self.now;
        if let Some(t) = &mut self.timer {
            let took = t.clock.elapsed(played.by, now);
            if t.clock.press(played.by, now).is_ok() {
                let shows = t.clock.remaining(played.by, now);
                self.game.set_ply_clock(played.ply, shows);
                if let Some(ms) = took {
                    self.game.set_ply_emt(played.ply, ms);
                }
            }
            t.rebase(now);
        }
        let ply = &self.game.plies()[played.ply];
        out.push(Output::MoveDone {
            ply: played.ply,
            by: played.by,
            uci: shakmaty::uci::UciMove::from_standard(ply.mv).to_string(),
            san: ply.san.to_string(),
        });
        if played.declined_offer {
            out.say(SpeechKind::Info, Msg::DrawDeclined);
        }
        if let Some(r) = played.result {
            self.game_over(r, out);
        }
    }

    pub(super) fn yes(&mut self, out: &mut Out) {
        match self.pending.clone() {
            Pending::ReadBack { mv, offer } => self.play(mv, offer, SpeechKind::Confirmed, out),
            Pending::Confirm(action) => {
                self.pending = Pending::Nothing;
                self.carry_out(action, out);
            }
            Pending::Choice { .. } | Pending::Promotion { .. } => {
                out.say(SpeechKind::Error, Msg::NotUnderstood)
            }
            Pending::Nothing => {
                // A plain "ja" with no question standing is asked back when a draw offer
                // stands: one stray word must not end the game (9.1).
                if let Some(by) = self.game.standing_offer() {
                    self.confirm(Action::AcceptDraw(by), out);
                } else {
                    out.say(SpeechKind::Error, Msg::NothingToConfirm);
                }
            }
        }
    }

    pub(super) fn no(&mut self, out: &mut Out) {
        match self.pending {
            Pending::Nothing => {
                if self.game.standing_offer().is_some() {
                    let _ = self.game.decline_draw();
                    self.revision += 1;
                    out.say(SpeechKind::Info, Msg::DrawDeclined);
                } else {
                    out.say(SpeechKind::Error, Msg::NothingToCancel);
                }
            }
            Pending::Confirm(_) => {
                self.pending = Pending::Nothing;
                self.staged = None;
                out.say(SpeechKind::Info, Msg::ActionCancelled);
            }
            _ => {
                if matches!(self.pending, Pending::ReadBack { .. }) {
                    out.push(Output::TurnedDown);
                }
                self.turn_down();
                self.pending = Pending::Nothing;
                out.say(SpeechKind::Info, Msg::Cancelled);
            }
        }
    }

    /// The move read back is turned down: if it was heard, the hearing waits for the move
    /// the player meant.
    fn turn_down(&mut self) {
        if let (Pending::ReadBack { mv, .. }, Some((heard, text))) =
            (&self.pending, self.heard_proposal.take())
            && *mv == heard
        {
            self.turned_down.push((self.game.plies().len(), text));
        }
    }

    /// The move played is what the hearings at this ply meant: the one read back and
    /// confirmed (heard right), and those turned down before it, unless one was another move
    /// altogether (`Confusions::said_and_heard`). What each taught goes to the edge.
    fn learn_hearings(&mut self, ply: usize, mv: Move, out: &mut Out) {
        let confirmed = self
            .heard_proposal
            .take()
            .filter(|(heard, _)| *heard == mv)
            .map(|(_, text)| (ply, text));
        let turned_down = std::mem::take(&mut self.turned_down);
        for (at, text) in turned_down.into_iter().chain(confirmed) {
            if at == ply
                && let Some(pairs) = Confusions::said_and_heard(&text, mv)
            {
                out.push(Output::SaidAndHeard(pairs));
            }
        }
    }

    /// A confirmed action that ends or replaces the game.
    fn carry_out(&mut self, action: Action, out: &mut Out) {
        match action {
            // A10а-б: a sealer late for the resumption does not lose when his sealed move
            // mates, stalemates or leaves a dead position: the envelope is opened, the move
            // decides.
            Action::Declare(loser, Forfeit::Absent)
                if self.game.sealed().is_some_and(|s| s.sealed_by == loser)
                    && self.game.sealed_move_ends_game() =>
            {
                self.resume(out);
            }
            Action::Declare(..) | Action::DeclareBoth => {
                let declared = match action {
                    Action::Declare(loser, why) => self.game.declare_lost(loser, why),
                    _ => self.game.declare_both_lost(),
                };
                match declared {
                    Ok(r) => {
                        self.revision += 1;
                        self.game_over(r, out);
                    }
                    Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
                }
            }
            Action::Resign(by) => match self.game.resign(by) {
                Ok(r) => {
                    self.revision += 1;
                    self.game_over(r, out);
                }
                Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
            },
            Action::NewGame => {
                let mut fresh = Game::new(self.game.start().clone());
                fresh.tags = self.game.tags.clone();
                fresh.illegal_policy = self.game.illegal_policy;
                for o in self.new_game(fresh) {
                    out.push(o);
                }
            }
            Action::Replace { loaded } => match self.staged.take() {
                Some(game) => {
                    for o in self.start(*game, loaded) {
                        out.push(o);
                    }
                }
                None => out.say(SpeechKind::Error, Msg::NothingToConfirm),
            },
            Action::BackTo(n, side) => self.back_to(n, side, out),
            Action::Seal(mv) => self.seal(mv, out),
            Action::Claim { kind, with } => self.claim_now(kind, with, out),
            Action::ClaimIllegal => self.claim_illegal_now(out),
            Action::AcceptDraw(_) => self.accept_draw(out),
            Action::Quit => out.push(Output::Quit),
            Action::Abort => out.push(Output::Abort),
            Action::ClaimWin => out.push(Output::ClaimWin),
            Action::Takeback => out.push(Output::Takeback),
        }
    }

    pub(super) fn pick(&mut self, i: usize, out: &mut Out) {
        match self.pending.clone() {
            Pending::Choice {
                candidates,
                offer,
                board,
            }
            | Pending::Promotion {
                candidates,
                offer,
                board,
            } if i < candidates.len() => {
                self.pending = Pending::Nothing;
                if board {
                    self.play(candidates[i], offer, SpeechKind::Move, out);
                } else {
                    self.propose(candidates[i], 0, offer, out);
                }
            }
            _ => out.say(SpeechKind::Error, Msg::NothingToConfirm),
        }
    }
}

/// Whether answer tokens (a from-file, a from-rank, a square, a piece) pick this move.
fn answer_fits(m: Move, toks: &[Tok]) -> bool {
    if toks.is_empty() {
        return false;
    }
    let Some(from) = m.from() else { return false };
    let mut files = Vec::new();
    let mut ranks = Vec::new();
    for t in toks {
        match *t {
            Tok::File(f) => files.push(f),
            Tok::Rank(r) => ranks.push(r),
            Tok::Piece(p) => {
                if Some(p) != m.promotion() && p != m.role() {
                    return false;
                }
            }
            Tok::Promote => {}
            _ => return false,
        }
    }
    // A full phrase ("Springer Bella eins Eva zwei") names from- and to-squares; the first file
    // and rank are the from-square's.
    files.first().is_none_or(|f| *f == from.file())
        && ranks.first().is_none_or(|r| *r == from.rank())
}

/// The style that names candidates apart: IBCA with the from-square ("Springer Bella eins
/// oder Springer Gustav eins?"); the other styles disambiguate as SAN does.
fn choice_style(style: Style) -> Style {
    match style {
        Style::Ibca | Style::IbcaFrom => Style::IbcaFrom,
        other => other,
    }
}
