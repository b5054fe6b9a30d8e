//! The assistant's and the arbiter's entries: a move made on the physical board (no read-back;
//! an illegal one counted by 7.4, or in rapid and blitz standing once the clock is pressed and
//! left to the opponent's claim, Б6 and В3), the engine opponent's move, the arbiter's clock (6.13, 6.14, 13.4b) and decision on a
//! quickplay claim (10.2), and going back to the start of a move when the boards diverged
//! (supplement 2.7-2.8), with the clocks as they showed then.

use shakmaty::{Color, Move};

use super::{Action, Out, Output, Pending, Session};
use crate::announce::{self, move_words};
use crate::game::{EndReason, Forfeit, GameResult, IllegalPolicy};
use crate::illegal::{self, BoardMove, Refusal, Stand};
use crate::matcher::{self, MatchResult};
use crate::messages::Msg;
use ansage_shared::speech::SpeechKind;
use ansage_shared::time::{MINUTE, Millis};

/// The arbiter's clock operations (6.13, 6.14, 13.4b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockAction {
    Add(Color, i64),
    Set(Color, Millis),
    /// The last correction (an Add or a Set) taken back.
    Undo,
    Moves(Color, u32),
    Pause,
    Go,
}

/// The arbiter's decision on a draw claim in the quickplay finish (10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuickplayDecision {
    Accept,
    Defer,
    Reject,
}

impl Session {
    /// The arbiter sets, adds, pauses or restarts the clock, or sets a move counter.
    pub fn arbiter_clock(&mut self, now: Millis, action: ClockAction) -> Vec<Output> {
        let mut out = Out::default();
        self.now = self.now.max(now);
        let now = self.now;
        let Some(t) = &mut self.timer else {
            out.say(SpeechKind::Error, Msg::NoClock);
            return self.finish(out);
        };
        match action {
            // A correction is logged with what it changed, so that it is written into the
            // score sheet and can be taken back exactly.
            ClockAction::Add(c, _) | ClockAction::Set(c, _) => {
                let before = t.clock.remaining(c, now);
                match action {
                    ClockAction::Set(_, ms) => t.clock.set(c, ms, now),
                    ClockAction::Add(_, delta) => t.clock.add(c, delta, now),
                    _ => unreachable!(),
                }
                let shows = t.clock.remaining(c, now);
                let delta = shows as i64 - before as i64;
                self.game.correct_clock(c, delta);
                out.say(
                    SpeechKind::Info,
                    Msg::ClockCorrected {
                        side: c,
                        delta,
                        shows,
                    },
                );
            }
            ClockAction::Undo => match self.game.undo_correction() {
                Some(k) => {
                    t.clock.add(k.side, -k.delta, now);
                    let shows = t.clock.remaining(k.side, now);
                    out.say(
                        SpeechKind::Info,
                        Msg::CorrectionUndone {
                            side: k.side,
                            delta: k.delta,
                            shows,
                        },
                    );
                }
                None => out.say(SpeechKind::Error, Msg::NoCorrection),
            },
            ClockAction::Moves(c, n) => {
                t.clock.set_moves(c, n);
                out.say(SpeechKind::Info, Msg::MoveCounter(c, n));
            }
            ClockAction::Pause => {
                t.clock.pause(now);
                out.say(SpeechKind::Info, Msg::ClockPaused);
            }
            ClockAction::Go => {
                if t.clock.resume(now) {
                    out.say(SpeechKind::Info, Msg::ClockRunning);
                } else {
                    out.say(SpeechKind::Error, Msg::ClockNotPaused);
                }
            }
        }
        t.rebase(now);
        self.revision += 1;
        self.finish(out)
    }

    /// The arbiter decides a draw claim of the quickplay finish (10.2).
    pub fn quickplay_decision(&mut self, now: Millis, decision: QuickplayDecision) -> Vec<Output> {
        let mut out = Out::default();
        self.now = self.now.max(now);
        let Some(claimant) = self.quickplay else {
            out.say(SpeechKind::Error, Msg::NoQuickplayClaim);
            return self.finish(out);
        };
        match decision {
            QuickplayDecision::Accept => {
                self.quickplay = None;
                let r = GameResult::draw(EndReason::QuickplayFinish);
                self.game.set_result(r);
                self.revision += 1;
                self.game_over(r, &mut out);
            }
            QuickplayDecision::Defer | QuickplayDecision::Reject => {
                // 10.2b/c: the claimant's opponent gets two minutes; the game goes on. A
                // deferred claim can still be granted later.
                if decision == QuickplayDecision::Reject {
                    self.quickplay = None;
                }
                let now = self.now;
                if let Some(t) = &mut self.timer {
                    t.clock.add(!claimant, (2 * MINUTE) as i64, now);
                    t.clock.resume(now);
                    t.rebase(now);
                }
                self.revision += 1;
                let msg = if decision == QuickplayDecision::Defer {
                    Msg::QuickplayDeferred(!claimant)
                } else {
                    Msg::QuickplayRejected(!claimant)
                };
                out.say(SpeechKind::Info, msg);
                // 9.1c: the claim is a draw offer, standing until answered (9.1a).
                if decision == QuickplayDecision::Reject && claimant == self.game.turn() {
                    self.offer_before_move_stands(claimant, &mut out);
                }
            }
        }
        self.finish(out)
    }

    /// An arbiter's or assistant's entry of a move already made on a physical board: no
    /// read-back; an illegal one is recorded by 7.4 (or Б6/В3 in rapid and blitz).
    pub fn enter_board_move(&mut self, text: &str) -> Vec<Output> {
        let mut out = Out::default();
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
        } else {
            match matcher::match_text(self.game.position(), text) {
                MatchResult::Move { mv, cost: 0 } => {
                    self.play(mv, false, SpeechKind::Move, &mut out)
                }
                MatchResult::Ambiguous(c) => self.ask(c, false, true, &mut out),
                MatchResult::Illegal(_) => self.record_illegal(Some(text), &mut out),
                // Long algebraic ("Bf1-b5", "e2e5") names the squares: legal or not, the
                // squares tell what was made on the board.
                _ if text.parse::<BoardMove>().is_ok() => self.record_illegal(Some(text), &mut out),
                MatchResult::Move { .. } | MatchResult::NotUnderstood => {
                    out.say(SpeechKind::Error, Msg::NotUnderstood)
                }
            }
        }
        self.finish(out)
    }

    /// The engine opponent's move: played at once and announced as the engine's, to be made on
    /// the player's board.
    pub fn opponent_move(&mut self, mv: Move) -> Vec<Output> {
        self.foreign_move(mv, Msg::OpponentMove)
    }

    /// The online opponent's move, as the server sent it: played at once and announced as
    /// the opponent's.
    pub fn remote_move(&mut self, mv: Move) -> Vec<Output> {
        self.foreign_move(mv, Msg::RemoteMove)
    }

    /// The end of an online game as the server decided it (a resignation, a flag, a draw):
    /// announced and recorded; nothing when the game has ended here already.
    pub fn remote_result(&mut self, r: GameResult) -> Vec<Output> {
        let mut out = Out::default();
        if !self.game.is_over() {
            self.game.set_result(r);
            self.revision += 1;
            self.game_over(r, &mut out);
        }
        self.finish(out)
    }

    fn foreign_move(&mut self, mv: Move, say: fn(String) -> Msg) -> Vec<Output> {
        let mut out = Out::default();
        let words = move_words(self.game.position(), mv, self.settings.style);
        match self.game.play(mv) {
            Ok(played) => {
                self.pending = Pending::Nothing;
                self.revision += 1;
                out.say(SpeechKind::Move, say(words));
                self.completed(&played, &mut out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
        self.finish(out)
    }

    /// The arbiter declares the game lost for `loser` (13.4г: 6.7 absent, 12.2б a phone,
    /// 12.8 a persistent refusal): asked back first, then announced to both players as the
    /// result, and saved.
    pub fn declare_lost(&mut self, loser: Color, why: Forfeit) -> Vec<Output> {
        self.declare(Action::Declare(loser, why))
    }

    /// 12.9: both players persistently refused to comply with the laws (12.8), and both lose:
    /// asked back first, then announced and saved.
    pub fn declare_both_lost(&mut self) -> Vec<Output> {
        self.declare(Action::DeclareBoth)
    }

    fn declare(&mut self, action: Action) -> Vec<Output> {
        let mut out = Out::default();
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
        } else {
            self.confirm(action, &mut out);
        }
        self.finish(out)
    }

    /// An illegal move by the side to move, seen on the board, with the squares it went from
    /// and to when they are given ("c1 f4"): taken back by 7.4 in a standard game; in rapid
    /// and blitz it stands once the clock is pressed (Б6, В3).
    pub fn enter_illegal_move(&mut self, squares: Option<&str>) -> Vec<Output> {
        let mut out = Out::default();
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
        } else {
            self.record_illegal(squares, &mut out);
        }
        self.finish(out)
    }

    fn record_illegal(&mut self, squares: Option<&str>, out: &mut Out) {
        let by = self.game.turn();
        let standard = self.game.illegal_policy == IllegalPolicy::Standard;
        let Some(bm) = squares.and_then(|t| t.parse::<BoardMove>().ok()) else {
            if standard {
                self.apply_illegal(by, out);
            } else {
                out.say(SpeechKind::Error, Msg::IllegalNeedsSquares);
            }
            return;
        };
        let style = self.settings.style;
        match illegal::stand(self.game.position(), bm) {
            Ok(Stand::Legal(mv)) => self.play(mv, false, SpeechKind::Move, out),
            // 7.4: taken back at once.
            Ok(Stand::Stands { .. }) | Err(Refusal::Intervene(_)) if standard => {
                self.apply_illegal(by, out)
            }
            Ok(Stand::Stands { mv, after }) => {
                let words = announce::illegal_move_words(self.game.position(), mv, style);
                let Ok(played) = self.game.stand_illegal(mv, *after) else {
                    out.say(SpeechKind::Error, Msg::GameIsOver);
                    return;
                };
                self.forget_hearings();
                self.revision += 1;
                let now = self.now;
                let before = self.timer.as_ref().map(|t| t.clock.remaining(by, now));
                self.claimable_illegal = Some((by, before));
                out.say(SpeechKind::Error, Msg::IllegalStands { by, words });
                self.completed(&played, out);
            }
            Err(Refusal::NoPiece(sq)) => out.say(
                SpeechKind::Error,
                Msg::IllegalNoPiece {
                    by,
                    square: announce::square_words(sq, style),
                },
            ),
            Err(Refusal::OwnPiece(sq)) => out.say(
                SpeechKind::Error,
                Msg::IllegalOwnPiece(announce::square_words(sq, style)),
            ),
            Err(Refusal::Intervene(why)) => {
                out.say(SpeechKind::Error, Msg::Intervenes(why));
                self.apply_illegal(by, out);
            }
        }
    }

    /// The standing illegal move claimed in rapid (Б6 with 7.4): taken back, the offender to
    /// move again on his own clock, counted, two minutes to the claimant.
    pub(super) fn illegal_claimed(
        &mut self,
        offender: Color,
        clock_before: Option<Millis>,
        out: &mut Out,
    ) {
        if self.game.take_back_illegal() {
            self.revision += 1;
            self.offender_to_move_again(offender, clock_before);
            out.push(Output::BackTo {
                move_number: self.game.move_number(),
                ply: self.game.plies().len(),
            });
        }
        self.apply_illegal(offender, out);
    }

    /// After an illegal move taken back the offender's clock runs again from what it showed
    /// when he pressed it (the time he thought stays used; the increment the press gave him
    /// goes); his move count goes back by the move taken back.
    fn offender_to_move_again(&mut self, offender: Color, clock_before: Option<Millis>) {
        let now = self.now;
        let Some(t) = &mut self.timer else { return };
        let shows = [Color::White, Color::Black].map(|c| match clock_before {
            Some(ms) if c == offender => ms,
            _ => t.clock.remaining(c, now),
        });
        let moves = [Color::White, Color::Black]
            .map(|c| t.clock.moves(c).saturating_sub(u32::from(c == offender)));
        t.clock.restore(shows, moves, offender, now);
        t.rebase(now);
    }

    /// 7.4b: count it, two minutes to the opponent for the first two, the third loses.
    pub(super) fn apply_illegal(&mut self, by: Color, out: &mut Out) {
        let Ok(entry) = self.game.illegal_entered(by) else {
            out.say(SpeechKind::Error, Msg::GameIsOver);
            return;
        };
        self.revision += 1;
        self.pending = Pending::Nothing;
        let lost = entry.result.is_some();
        out.say(
            SpeechKind::Error,
            Msg::IllegalEntered {
                by,
                count: entry.count,
                lost,
            },
        );
        if !lost {
            let now = self.now;
            if let Some(t) = &mut self.timer {
                t.clock.add(!by, (2 * MINUTE) as i64, now);
                t.rebase(now);
            }
        }
        if let Some(r) = entry.result {
            self.game_over(r, out);
        }
    }

    /// "Zurück zu Zug N": asked back first (the moves after it are struck out); a move that
    /// was never played is said at once.
    pub(super) fn ask_back_to(&mut self, n: u32, side: Color, out: &mut Out) {
        if self.game.clone().back_to(n, side).is_ok() {
            self.confirm(super::Action::BackTo(n, side), out);
        } else {
            out.say(SpeechKind::Error, Msg::NoSuchMove(n));
        }
    }

    pub(super) fn back_to(&mut self, n: u32, side: Color, out: &mut Out) {
        match self.game.back_to(n, side) {
            Ok(()) => {
                self.forget_hearings();
                self.pending = Pending::Nothing;
                self.claimable_illegal = None;
                self.revision += 1;
                self.restore_clock();
                out.say(
                    SpeechKind::Info,
                    Msg::BackTo(self.game.move_number(), self.game.turn()),
                );
                out.push(Output::BackTo {
                    move_number: self.game.move_number(),
                    ply: self.game.plies().len(),
                });
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NoSuchMove(n)),
        }
    }

    /// After "back to move N" the clocks show what they showed then (the readings recorded
    /// with the moves; the arbiter can set others, 6.14) and the side to move's clock runs.
    fn restore_clock(&mut self) {
        let now = self.now;
        let turn = self.game.turn();
        let plies = self.game.plies();
        let Some(t) = &mut self.timer else { return };
        let start = t.clock.control.periods()[0].time;
        let mut shows = [start, start];
        let mut moves = [0u32, 0u32];
        for (i, ply) in plies.iter().enumerate() {
            let side = usize::from(self.game.ply_number(i).1 == Color::Black);
            moves[side] += 1;
            if let Some(ms) = ply.clock {
                shows[side] = ms;
            }
        }
        t.clock.restore(shows, moves, turn, now);
        t.rebase(now);
    }
}
