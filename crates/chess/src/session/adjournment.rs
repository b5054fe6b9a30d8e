//! Adjournment (appendix A): the sealed move, the clock stopped until the game is resumed;
//! on resumption the sealed move is played and the clocks go on as they stood (A5); an illegal
//! sealed move loses.

use super::{Action, Out, Output, Pending, Session};
use crate::announce::move_words;
use crate::lexicon::Word;
use crate::matcher::{self, MatchResult};
use crate::messages::Msg;
use ansage_shared::speech::SpeechKind;
use shakmaty::Color;

impl Session {
    /// "Abgabezug Springer Felix drei": the sealed move, asked back before the game is
    /// adjourned (it cannot be changed once sealed, A1).
    pub(super) fn ask_to_seal(&mut self, rest: &[Word], out: &mut Out) {
        match matcher::match_words(self.game.position(), rest) {
            MatchResult::Move { mv, cost: 0 } => self.confirm(Action::Seal(mv), out),
            MatchResult::Illegal(r) => out.say(SpeechKind::Error, Msg::Illegal(r)),
            _ => out.say(SpeechKind::Error, Msg::NotUnderstood),
        }
    }

    /// Seals the move: the game is adjourned, the clock stopped (A1, A3).
    pub(super) fn seal(&mut self, mv: shakmaty::Move, out: &mut Out) {
        let now = self.now;
        // A2в: the time each has used, on the envelope.
        let used = self.timer.as_ref().map(|t| {
            [
                t.clock.used(shakmaty::Color::White, now),
                t.clock.used(shakmaty::Color::Black, now),
            ]
        });
        let by = self.game.turn();
        match self.game.seal(mv, None, used) {
            Ok(_) => {
                self.pending = Pending::Nothing;
                self.revision += 1;
                match self.absent_sealer.take() {
                    // A9в: the reply sealed in another envelope; the absent player's clock runs.
                    Some(absent) => {
                        if let Some(t) = &mut self.timer {
                            let _ = t.clock.press(by, now);
                            t.rebase(now);
                        }
                        let _ = self.game.mark_absent(absent);
                    }
                    None => {
                        if let Some(t) = &mut self.timer {
                            t.clock.pause(now);
                        }
                    }
                }
                out.say(SpeechKind::Info, Msg::Sealed);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
    }

    /// The event and round the arbiter gives (A2а, the PGN's tags); kept with the game.
    pub fn record_event_and_round(&mut self, event: Option<&str>, round: Option<&str>) {
        if let Some(e) = event {
            self.game.tags.event = e.to_string();
        }
        if let Some(r) = round {
            self.game.tags.round = r.to_string();
        }
        self.revision += 1;
    }

    /// The date, time and place of resumption (A2ж); false when no game is adjourned.
    pub fn record_resumption(&mut self, when_and_where: &str) -> bool {
        let set = self.game.set_resumption(when_and_where).is_ok();
        if set {
            self.revision += 1;
        }
        set
    }

    /// The arbiter: `absent` is not there at the agreed time of resumption (A9). When he is the
    /// one to answer the sealed move, his clock is started and the envelope waits for him (A9б);
    /// when he sealed it, the envelope is opened for his present opponent, who may seal his
    /// reply in turn and so start the absent player's clock (A9в). Lateness of more than an
    /// hour is the arbiter's `forfeit … absent` (A10).
    pub fn absent_at_resumption(&mut self, absent: Color) -> Vec<Output> {
        let mut out = Out::default();
        let Some(sealed) = self.game.sealed().cloned() else {
            out.say(SpeechKind::Error, Msg::NotAdjourned);
            return self.finish(out);
        };
        if sealed.absent.is_some() {
            out.say(SpeechKind::Error, Msg::AbsentClockRuns(!sealed.sealed_by));
            return self.finish(out);
        }
        if absent == sealed.sealed_by {
            self.resume(&mut out);
            if !self.game.is_over() {
                self.absent_sealer = Some(absent);
                out.say(SpeechKind::Info, Msg::AbsentMaySeal(absent));
            }
        } else {
            let now = self.now;
            if let Some(t) = &mut self.timer {
                // The sealer's move is complete (A1); the absent player's clock starts.
                t.clock.resume(now);
                let _ = t.clock.press(sealed.sealed_by, now);
                t.rebase(now);
            }
            let _ = self.game.mark_absent(absent);
            self.revision += 1;
            out.say(SpeechKind::Info, Msg::AbsentClockRuns(absent));
        }
        self.finish(out)
    }

    pub(super) fn resume(&mut self, out: &mut Out) {
        let Some(sealed) = self.game.sealed().cloned() else {
            out.say(SpeechKind::Error, Msg::NotAdjourned);
            return;
        };
        let words = sealed
            .uci
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(self.game.position()).ok())
            .map(|m| move_words(self.game.position(), m, self.settings.style));
        self.pending = Pending::Nothing;
        match self.game.unseal() {
            Ok(Ok(played)) => {
                self.revision += 1;
                // A5: the clocks go on as they stood; the sealed move completes the move. With
                // an absent player's clock already running (A9б-в), it runs on.
                let now = self.now;
                if let Some(t) = &mut self.timer
                    && sealed.absent.is_none()
                {
                    t.clock.resume(now);
                }
                out.say(SpeechKind::Move, Msg::Resumed(words.unwrap_or_default()));
                self.completed(&played, out);
                if sealed.absent.is_some()
                    && let Some(t) = &self.timer
                {
                    let shows = t.clock.remaining(played.by, now);
                    self.game.set_ply_clock(played.ply, shows);
                }
            }
            Ok(Err(r)) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NotAdjourned),
        }
    }
}
