//! Challenges made to the player: each read out (who, rating, time control, rated) and asked;
//! the ones that come while one is asked wait their turn.

use std::io::{self, Write};

use super::super::Table;
use crate::online::link::Outgoing;
use crate::shared::speech::SpeechKind;

impl<W: Write> Table<W> {
    /// The challenge asked: who, his rating, the time control, rated or not; accept?
    pub(super) fn ask_challenge(&mut self) -> io::Result<()> {
        let Some(c) = self.online.as_ref().and_then(|o| o.asked.clone()) else {
            return Ok(());
        };
        let by = c
            .challenger
            .unwrap_or(crate::online::events::ChallengeUser {
                id: String::new(),
                name: "?".into(),
                rating: None,
            });
        let time = c
            .time_control
            .and_then(|t| t.show)
            .unwrap_or_else(|| "?".into());
        let id = if c.rated {
            "online-challenged-rated"
        } else {
            "online-challenged-casual"
        };
        let rating = by.rating.map_or_else(|| "?".into(), |r| r.to_string());
        self.tell_note(
            SpeechKind::Question,
            id,
            &[("name", by.name), ("rating", rating), ("time", time)],
        )
    }

    /// The player's answer to the challenge asked: accepted (the game follows), declined (the
    /// next one asked), or unclear (asked again).
    pub(super) fn answer_challenge(&mut self, answer: Option<bool>) -> io::Result<()> {
        let Some(online) = &mut self.online else {
            return Ok(());
        };
        let Some(accept) = answer else {
            return self.tell_note(SpeechKind::Question, "online-challenge-again", &[]);
        };
        let Some(c) = online.asked.take() else {
            return Ok(());
        };
        online.link.send(Outgoing::Answer {
            challenge: c.id,
            accept,
        });
        if accept {
            online.waiting.clear();
            return self.tell_note(SpeechKind::Info, "online-accepted", &[]);
        }
        online.asked = online.waiting.pop();
        self.tell_note(SpeechKind::Info, "online-declined-by-me", &[])?;
        self.ask_challenge()
    }
}
