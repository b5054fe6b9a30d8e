//! Proposals during the online game: draw offers both ways (9.1) and takebacks. The opponent's
//! are said and answered by voice; the player's are sent, and their fate on the server said.

use std::io::{self, Write};

use shakmaty::Color;

use super::super::Table;
use crate::chess::announce::move_words;
use crate::chess::messages::Msg;
use crate::online::events::GameState;
use crate::online::link::Outgoing;
use crate::shared::speech::SpeechKind;

/// Takebacks as the table follows them. Lichess takes back the proposer's last move (and the
/// other side's reply after it, if there is one) once the other side agrees.
#[derive(Debug, Default)]
pub(super) struct Takebacks {
    /// The opponent's proposal stands, not yet answered; `said`: it was asked (it waits while
    /// the player answers another question, so that his "ja" is not taken for it).
    theirs: bool,
    said: bool,
    /// The opponent's proposal was answered: not asked again while the server still shows it.
    answered: bool,
    /// The player's proposal went to the server (`Some(false)`) and the server shows it
    /// (`Some(true)`).
    mine: Option<bool>,
    /// A takeback was agreed by the player: the server's game will be shorter.
    agreed: bool,
}

impl Takebacks {
    pub(super) fn theirs_asked(&self) -> bool {
        self.theirs && self.said
    }

    /// Whether the server's game may come back shorter: a takeback stands or was agreed.
    pub(super) fn expected(&self) -> bool {
        self.agreed || self.mine.is_some()
    }
}

impl<W: Write> Table<W> {
    /// Draw offers as the server shows them: the opponent's said and standing at the table
    /// (answered there by voice, 9.1); the player's, when it is gone without a draw, declined.
    pub(super) fn online_offers(&mut self, state: &GameState) -> io::Result<()> {
        let Some(online) = &mut self.online else {
            return Ok(());
        };
        let Some(me) = online.me else {
            return Ok(());
        };
        let game = &mut self.session.game;
        if state.draw_offered_by(!me) {
            if !online.their_offer && game.standing_offer() != Some(!me) {
                online.their_offer = true;
                if game.offer_draw(!me).is_ok() {
                    return self.say(Msg::DrawOffered(!me));
                }
            }
        } else if online.their_offer {
            // Withdrawn (a move made): it no longer stands here either.
            online.their_offer = false;
            if game.standing_offer() == Some(!me) {
                let _ = game.decline_draw();
            }
        }
        if state.draw_offered_by(me) {
            online.offer_seen = true;
        } else if std::mem::take(&mut online.offer_seen) {
            online.offered = false;
            if game.standing_offer() == Some(me) {
                let _ = game.decline_draw();
                return self.say(Msg::DrawDeclined);
            }
        }
        Ok(())
    }

    /// The player's takeback, confirmed: asked of the opponent when the player has moved;
    /// else why not.
    pub(in super::super) fn online_takeback(&mut self) -> Vec<(SpeechKind, String)> {
        let game = &self.session.game;
        let moved = |me: Color| (0..game.plies().len()).any(|i| game.ply_number(i).1 == me);
        match &mut self.online {
            Some(o) if o.me.is_some_and(moved) => {
                o.takeback.mine = Some(false);
                o.link.send(Outgoing::Takeback(true));
                vec![(SpeechKind::Info, self.note("online-takeback-asked", &[]))]
            }
            Some(o) if o.playing() => {
                vec![(SpeechKind::Error, self.note("online-takeback-nothing", &[]))]
            }
            _ => vec![(SpeechKind::Error, self.note("online-only", &[]))],
        }
    }

    /// The player's answer to the opponent's takeback: sent; unclear, asked again.
    pub(super) fn answer_takeback(&mut self, answer: Option<bool>) -> io::Result<()> {
        let Some(accept) = answer else {
            return self.tell_note(SpeechKind::Question, "online-takeback-again", &[]);
        };
        let Some(o) = &mut self.online else {
            return Ok(());
        };
        o.takeback.theirs = false;
        o.takeback.said = false;
        o.takeback.answered = true;
        o.takeback.agreed = accept;
        o.link.send(Outgoing::Takeback(accept));
        let id = if accept {
            "online-accepted"
        } else {
            "online-takeback-declined-by-me"
        };
        self.tell_note(SpeechKind::Info, id, &[])
    }

    /// Takebacks as the server shows them: the opponent's asked (and dropped when it no
    /// longer stands); the player's, gone without the game getting shorter, declined.
    pub(super) fn online_takebacks(&mut self, state: &GameState) -> io::Result<()> {
        let Some(o) = &mut self.online else {
            return Ok(());
        };
        let Some(me) = o.me else {
            return Ok(());
        };
        let t = &mut o.takeback;
        if state.takeback_proposed_by(!me) {
            if !t.theirs && !t.answered {
                t.theirs = true;
                self.ask_takeback()?;
            }
        } else {
            t.answered = false;
            t.theirs = false;
            if std::mem::take(&mut t.said) {
                // He moved instead: the question is gone.
                self.tell_note(SpeechKind::Info, "online-takeback-void", &[])?;
            }
        }
        let Some(o) = &mut self.online else {
            return Ok(());
        };
        let t = &mut o.takeback;
        if state.takeback_proposed_by(me) {
            t.mine = Some(true);
        } else if t.mine == Some(true) {
            t.mine = None;
            self.tell_note(SpeechKind::Info, "online-takeback-declined", &[])?;
        }
        Ok(())
    }

    /// The opponent's takeback asked, once no other question of the table waits for the
    /// player's yes or no.
    pub(in super::super) fn ask_takeback(&mut self) -> io::Result<()> {
        let waits = self
            .online
            .as_ref()
            .is_some_and(|o| o.takeback.theirs && !o.takeback.said);
        if !waits || self.session.asks_yes_or_no() {
            return Ok(());
        }
        if let Some(o) = &mut self.online {
            o.takeback.said = true;
        }
        self.tell_note(SpeechKind::Question, "online-takeback-proposed", &[])
    }

    /// The player's takeback refused by the server: said, and no longer awaited.
    pub(super) fn takeback_refused(&mut self, reason: String) -> io::Result<()> {
        if let Some(o) = &mut self.online {
            o.takeback.mine = None;
        }
        self.tell_note(
            SpeechKind::Error,
            "online-takeback-refused",
            &[("reason", reason)],
        )
    }

    /// The server took moves back: what was taken back said in the player's words, then
    /// where the game stands (the tactile board is set back by the player or the assistant).
    pub(super) fn taken_back(&mut self, server: &[String]) -> io::Result<()> {
        let game = &self.session.game;
        let style = self.session.settings.style;
        let words: Vec<String> = (server.len()..game.plies().len())
            .map(|i| move_words(&game.position_before(i), game.plies()[i].mv, style))
            .collect();
        if let Some(o) = &mut self.online {
            o.takeback = Takebacks::default();
        }
        self.adopt_servers_game(server);
        self.tell_note(
            SpeechKind::Info,
            "online-taken-back",
            &[("moves", words.join(", "))],
        )?;
        let game = &self.session.game;
        self.say(Msg::MoveNumber(game.move_number(), game.turn()))
    }
}
