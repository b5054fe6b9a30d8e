//! Adjournment (appendix A): the sealed move, the clock stopped until the game is resumed;
//! on resumption the sealed move is played and the clocks go on as they stood (A5); an illegal
//! sealed move loses.

use super::super::announce::move_words;
use super::super::lexicon::Word;
use super::super::matcher::{self, MatchResult};
use super::super::messages::Msg;
use super::{Action, Out, Pending, Session};
use crate::shared::speech::SpeechKind;

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
        match self.game.seal(mv, None, used) {
            Ok(_) => {
                self.pending = Pending::Nothing;
                self.revision += 1;
                if let Some(t) = &mut self.timer {
                    t.clock.pause(now);
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
                // A5: the clocks go on as they stood; the sealed move completes the move.
                let now = self.now;
                if let Some(t) = &mut self.timer {
                    t.clock.resume(now);
                }
                out.say(SpeechKind::Move, Msg::Resumed(words.unwrap_or_default()));
                self.completed(&played, out);
            }
            Ok(Err(r)) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NotAdjourned),
        }
    }
}
