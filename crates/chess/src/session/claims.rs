//! Draws by agreement and by claim: offers (9.1, with the move being read back, or after one's
//! own move), accepting and declining; claims of threefold repetition (9.2) and of the
//! fifty-move rule (9.3), with the intended move, an incorrect claim penalised by 9.5b; the
//! claim of an illegal move in rapid and blitz (Б6, В3); the quickplay-finish claim (10.2),
//! decided by the arbiter (`arbiter`).

use shakmaty::{Color, Move};

use super::intents::DrawWords;
use super::{Action, Out, Pending, Session};
use crate::announce::move_words;
use crate::game::{ClaimKind, ClaimOutcome, GameError, IllegalPolicy};
use crate::lexicon::Word;
use crate::matcher::{self, MatchResult};
use crate::messages::Msg;
use crate::phrase::Tok;
use ansage_shared::speech::SpeechKind;
use ansage_shared::time::MINUTE;

impl Session {
    pub(super) fn accept_draw(&mut self, out: &mut Out) {
        match self.game.accept_draw() {
            Ok(r) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NoDrawOffer),
        }
    }

    /// Draw offers (9.1): with a pending move, the offer goes with it; after one's own move it
    /// stands; said in reply to the opponent's offer, it asks whether to accept.
    pub(super) fn draw(&mut self, d: DrawWords, out: &mut Out) {
        let rest = &d.with;
        if d.decline {
            match self.game.decline_draw() {
                Ok(_) => {
                    self.revision += 1;
                    out.say(SpeechKind::Info, Msg::DrawDeclined);
                }
                Err(_) => out.say(SpeechKind::Error, Msg::NoDrawOffer),
            }
            return;
        }
        let offer = self
            .game
            .standing_offer()
            .filter(|c| *c != self.game.turn());
        if d.accept {
            self.accept_draw(out);
            return;
        }
        // "Remis" said to the opponent's offer: asked back, as a plain "ja" is.
        if let (Some(by), true) = (offer, rest.is_empty()) {
            self.confirm(Action::AcceptDraw(by), out);
            return;
        }
        if !rest.is_empty() {
            self.move_words(rest, rest, true, None, out);
            return;
        }
        if let Pending::ReadBack { mv, .. } = self.pending {
            self.pending = Pending::ReadBack { mv, offer: true };
            out.say(SpeechKind::Info, Msg::DrawOfferWithMove);
            return;
        }
        // The side named offers; unnamed, the one who speaks (against an engine), else the
        // side that has just moved (9.1a), or before any move the side to move. The side to
        // move may offer before his move (9.1a: still valid): the offer goes with his move.
        let moved = self.game.plies().last().map(|_| !self.game.turn());
        let by = d.by.or(self.speaker).or(moved).unwrap_or(self.game.turn());
        if by == self.game.turn() {
            self.offer_before_move_stands(by, out);
            return;
        }
        match self.game.offer_draw(by) {
            Ok(()) => {
                self.revision += 1;
                out.say(SpeechKind::Info, Msg::DrawOffered(by));
            }
            Err(GameError::Adjourned) => out.say(SpeechKind::Error, Msg::Adjourned),
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
    }

    /// Draw claims by the player to move (9.2, 9.3), with the intended move if one is said or
    /// read back; in rapid and blitz also the claim of an illegal move (Б6, В3).
    pub(super) fn claim(&mut self, kind: Option<ClaimKind>, said: &[Word], out: &mut Out) {
        let Some(kind) = kind else {
            match self.claimable_illegal {
                // Asked back: in rapid it costs the offender, in blitz it ends the game.
                Some(_) => self.confirm(Action::ClaimIllegal, out),
                None => out.say(SpeechKind::Question, Msg::ClaimWhat),
            }
            return;
        };
        let intended = if said.iter().any(|w| Tok::of_word(w).is_some()) {
            match matcher::match_words(self.game.position(), said) {
                MatchResult::Move { mv, cost: 0 } => Some(mv),
                MatchResult::Illegal(r) => {
                    out.say(SpeechKind::Error, Msg::Illegal(r));
                    return;
                }
                _ => {
                    out.say(SpeechKind::Error, Msg::NotUnderstood);
                    return;
                }
            }
        } else if let Pending::ReadBack { mv, .. } = self.pending {
            Some(mv)
        } else {
            None
        };
        self.confirm(
            Action::Claim {
                kind,
                with: intended,
            },
            out,
        );
    }

    /// The claim of the illegal move that stands, confirmed (Б6, В3).
    pub(super) fn claim_illegal_now(&mut self, out: &mut Out) {
        let Some((offender, clock_before)) = self.claimable_illegal.take() else {
            return;
        };
        match self.game.illegal_policy {
            IllegalPolicy::Blitz => {
                // В3: the claimant wins, or draws if he cannot mate from the position by the
                // rules, the one before the illegal move.
                self.game.take_back_illegal();
                if let Ok(r) = self.game.blitz_illegal_claim(!offender) {
                    self.revision += 1;
                    self.game_over(r, out);
                }
            }
            _ => self.illegal_claimed(offender, clock_before, out),
        }
    }

    /// The claim, confirmed: drawn, or rejected with the time penalty of 9.5b and the
    /// intended move played (9.5a).
    pub(super) fn claim_now(&mut self, kind: ClaimKind, intended: Option<Move>, out: &mut Out) {
        let claimant = self.game.turn();
        let words = intended.map(|m| move_words(self.game.position(), m, self.settings.style));
        match self.game.claim(kind, intended) {
            Ok(ClaimOutcome::Drawn(r)) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Ok(ClaimOutcome::Rejected { played }) => {
                self.pending = Pending::Nothing;
                out.say(SpeechKind::Error, Msg::ClaimRejected(kind));
                let offered_with_move = played.is_some();
                // 9.5b: the claimant's opponent gets time back.
                let now = self.now;
                if let Some(t) = &mut self.timer {
                    t.clock.incorrect_claim(claimant, now);
                    t.rebase(now);
                    let [white, black] = t.readings(now);
                    out.say(
                        SpeechKind::Info,
                        Msg::Time {
                            white,
                            black,
                            paused: false,
                        },
                    );
                }
                if let (Some(p), Some(w)) = (played, words) {
                    self.revision += 1;
                    self.announce_played(&p, w, SpeechKind::Confirmed, out);
                }
                // 9.1c: the claim is a draw offer, which stands until answered (9.1a).
                if offered_with_move {
                    if self.game.offer_draw(claimant).is_ok() {
                        out.say(SpeechKind::Info, Msg::DrawOffered(claimant));
                    }
                } else {
                    self.offer_before_move_stands(claimant, out);
                }
            }
            Err(GameError::Adjourned) => out.say(SpeechKind::Error, Msg::Adjourned),
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
    }

    /// A draw offered by the side to move before his move (9.1a): it stands now, and his move
    /// carries it into the score sheet (9.1b).
    pub(super) fn offer_before_move_stands(&mut self, by: Color, out: &mut Out) {
        if self.game.offer_draw_before_move(by).is_ok() {
            self.offer_before_move = Some(by);
            self.revision += 1;
            out.say(SpeechKind::Info, Msg::DrawOfferBeforeMove(by));
        }
    }

    /// A draw claim in the quickplay finish (10.2): the player to move, with less than two
    /// minutes in the period of all remaining moves, stops the clock; the arbiter decides.
    pub(super) fn quickplay_claim(&mut self, out: &mut Out) {
        let claimant = self.game.turn();
        let now = self.now;
        // В2: in blitz, article 10.2 does not apply.
        if self.game.illegal_policy == IllegalPolicy::Blitz {
            out.say(SpeechKind::Error, Msg::QuickplayNotInBlitz);
            return;
        }
        let Some(t) = &mut self.timer else {
            out.say(SpeechKind::Error, Msg::NoClock);
            return;
        };
        let last = t.clock.control.is_last_period(t.clock.period(claimant).0);
        if !last || t.clock.remaining(claimant, now) >= 2 * MINUTE {
            out.say(SpeechKind::Error, Msg::QuickplayNotNow);
            return;
        }
        t.clock.pause(now);
        self.quickplay = Some(claimant);
        self.revision += 1;
        out.say(SpeechKind::Info, Msg::QuickplayClaimed(claimant));
    }
}
