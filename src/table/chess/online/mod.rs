//! The online opponent: a game on a Lichess-compatible server, played by voice as at the
//! board. The player's confirmed moves go to the server; the opponent's come from its stream
//! and are announced at once; the server's game is compared with the table's after every
//! (re)connection and wins where they differ (said). Resigning at the table resigns there.
//! Hints and the engine stay off while the game runs (fair play).

use std::io::{self, Write};

use shakmaty::Color;
use shakmaty::uci::UciMove;

mod challenges;
mod going;
mod proposals;

pub(super) use going::{Choosing, SigningIn};

use super::Table;
use crate::chess::clock::TimeControl;
use crate::chess::game::{ClaimKind, EndReason, Game, GameResult};
use crate::chess::messages::Msg;
use crate::chess::timekeeper::Timekeeper;
use crate::online::client::ServerError;
use crate::online::events::{Challenge, GameClock, GameEvent, GameState, Player, Status};
use crate::online::link::{Link, News, Outgoing, Plan};
use crate::shared::speech::SpeechKind;

/// The online game as the table follows it.
pub(super) struct Online {
    link: Link,
    server: String,
    /// The signed-in account's id.
    account: Option<String>,
    /// The player's colour, known from the game's first line.
    me: Option<Color>,
    /// How many of the table's plies the server has (or were sent to it).
    sent: usize,
    /// How many plies the server's game had when it last said.
    server_plies: usize,
    /// The loss of the connection was said and its return not yet.
    lost: bool,
    /// The player's resignation went to the server.
    resigned: bool,
    /// The player's standing draw offer went to the server.
    offered: bool,
    /// The ply whose move carried the player's draw offer to the server (`offeringDraw`).
    offer_with: Option<usize>,
    /// The server has shown the player's offer (its disappearance then is a decline).
    offer_seen: bool,
    /// The opponent's draw offer (from the server) stands at the table.
    their_offer: bool,
    /// A challenge made to the player, asked and not yet answered; the ones that came while
    /// it was asked wait their turn.
    asked: Option<Challenge>,
    waiting: Vec<Challenge>,
    /// The player waits for challenges (asked if he accepts each).
    awaits: bool,
    /// The opponent's chat lines (who, what), read on request.
    chat: Vec<(String, String)>,
    /// The opponent has left the game (the server said so and not yet that he is back).
    gone: bool,
    /// The opponent is the server's AI at this level (it never leaves a game; a server may
    /// name its account otherwise, open-chess's "ai-level-1").
    ai: Option<u8>,
    /// Takebacks proposed by either side, as the server shows them.
    takeback: proposals::Takebacks,
}

impl Online {
    pub(super) fn new(link: Link, server: &str) -> Online {
        Online {
            link,
            server: server.to_string(),
            account: None,
            me: None,
            sent: 0,
            server_plies: 0,
            lost: false,
            resigned: false,
            offered: false,
            offer_seen: false,
            offer_with: None,
            their_offer: false,
            asked: None,
            waiting: Vec::new(),
            awaits: false,
            chat: Vec::new(),
            gone: false,
            ai: None,
            takeback: proposals::Takebacks::default(),
        }
    }

    /// The link to a game found by `plan` on `server`.
    pub(super) fn of(link: Link, server: &str, plan: &Plan) -> Online {
        let mut o = Online::new(link, server);
        o.awaits = *plan == Plan::Await;
        if let Plan::Ai { level, .. } = plan {
            o.ai = Some(*level);
        }
        o
    }

    /// Whether the game is played online now (not given up).
    pub(super) fn playing(&self) -> bool {
        self.me.is_some()
    }
}

/// A move in UCI, as the server writes it (castling as the king's two-square step).
fn uci_of(mv: shakmaty::Move) -> String {
    UciMove::from_standard(mv).to_string()
}

impl<W: Write> Table<W> {
    /// What the server sent since the last round, then what the table has to send.
    pub(super) fn online_turn(&mut self) -> io::Result<()> {
        let Some(online) = &self.online else {
            return Ok(());
        };
        for news in online.link.news() {
            self.online_news(news)?;
            if self.online.is_none() {
                return Ok(());
            }
        }
        self.online_send();
        self.ask_takeback()
    }

    /// Aborting confirmed: asked of the server, whose end of the game is then said; at the
    /// board there is nothing to abort.
    pub(super) fn online_abort(&mut self) -> Vec<(SpeechKind, String)> {
        match &self.online {
            Some(o) if o.playing() => {
                o.link.send(Outgoing::Abort);
                Vec::new()
            }
            _ => vec![(SpeechKind::Error, self.note("online-only", &[]))],
        }
    }

    /// The win claimed, confirmed: asked of the server when the opponent has left (the
    /// server decides, and its end of the game is said); else why not.
    pub(super) fn online_claim_win(&mut self) -> Vec<(SpeechKind, String)> {
        match &self.online {
            Some(o) if o.playing() && o.gone => {
                o.link.send(Outgoing::ClaimVictory);
                Vec::new()
            }
            Some(o) if o.playing() => {
                vec![(SpeechKind::Error, self.note("online-claim-not-gone", &[]))]
            }
            _ => vec![(SpeechKind::Error, self.note("online-only", &[]))],
        }
    }

    /// The opponent's chat, read on request: the last three lines, or that there are none.
    pub(super) fn online_chat(&self) -> Vec<(SpeechKind, String)> {
        let lines = self
            .online
            .as_ref()
            .map(|o| o.chat.as_slice())
            .unwrap_or_default();
        if lines.is_empty() {
            return vec![(SpeechKind::Info, self.note("online-chat-none", &[]))];
        }
        lines[lines.len().saturating_sub(3)..]
            .iter()
            .map(|(name, text)| {
                let line = self.note(
                    "online-chat",
                    &[("name", name.clone()), ("text", text.clone())],
                );
                (SpeechKind::Info, line)
            })
            .collect()
    }

    /// Whether a challenge made to the player, or the opponent's takeback, waits for his yes
    /// or no.
    pub(super) fn online_asks(&self) -> bool {
        self.online
            .as_ref()
            .is_some_and(|o| o.asked.is_some() || o.takeback.theirs_asked())
    }

    /// The player's yes or no (None: neither) to what the online game asked: the opponent's
    /// takeback first (it stands in a running game), else a challenge.
    pub(super) fn answer_online(&mut self, answer: Option<bool>) -> io::Result<()> {
        if self
            .online
            .as_ref()
            .is_some_and(|o| o.takeback.theirs_asked())
        {
            return self.answer_takeback(answer);
        }
        self.answer_challenge(answer)
    }

    /// Words for the game while the online game has not begun yet: the choice of how to find
    /// it, while that is asked; else said that it has not begun, and not taken (a move must
    /// not be made before the server has the game).
    pub(super) fn online_waits(&mut self, words: &str) -> io::Result<bool> {
        if self.choosing.is_some() {
            self.choose_online(words)?;
            return Ok(true);
        }
        if self.online.as_ref().is_some_and(|o| !o.playing()) {
            self.tell_note(SpeechKind::Error, "online-not-started", &[])?;
            return Ok(true);
        }
        Ok(false)
    }

    fn tell_note(&mut self, kind: SpeechKind, id: &str, args: &[(&str, String)]) -> io::Result<()> {
        let line = self.note(id, args);
        self.devices.tell(vec![(kind, line)])
    }

    fn online_news(&mut self, news: News) -> io::Result<()> {
        match news {
            News::SignedIn { id, name } => {
                let server = self
                    .online
                    .as_ref()
                    .map(|o| o.server.clone())
                    .unwrap_or_default();
                let awaits = self.online.as_ref().is_some_and(|o| o.awaits);
                if let Some(o) = &mut self.online {
                    o.account = Some(id);
                }
                self.tell_note(
                    SpeechKind::Notice,
                    "online-signed-in",
                    &[("server", server), ("name", name)],
                )?;
                if awaits {
                    self.tell_note(SpeechKind::Notice, "online-awaiting", &[])?;
                }
                Ok(())
            }
            News::Challenged(c) => {
                let Some(o) = &mut self.online else {
                    return Ok(());
                };
                if o.asked.is_some() {
                    o.waiting.push(c);
                    return Ok(());
                }
                o.asked = Some(c);
                self.ask_challenge()
            }
            News::Withdrawn(by) => {
                let Some(o) = &mut self.online else {
                    return Ok(());
                };
                let named = |c: &Challenge| c.challenger.as_ref().is_some_and(|u| u.name == by);
                o.waiting.retain(|c| !named(c));
                if o.asked.as_ref().is_some_and(named) {
                    o.asked = o.waiting.pop();
                    self.tell_note(SpeechKind::Info, "online-withdrawn", &[("name", by)])?;
                    if self.online_asks() {
                        self.ask_challenge()?;
                    }
                }
                Ok(())
            }
            News::Seeking(clock) => {
                let time = format!("{}+{}", clock.limit_secs / 60, clock.increment_secs);
                self.tell_note(SpeechKind::Notice, "online-seeking", &[("time", time)])
            }
            News::Waiting(user) => {
                self.tell_note(SpeechKind::Notice, "online-waiting", &[("user", user)])
            }
            News::Declined(user) => {
                self.online = None;
                self.tell_note(SpeechKind::Error, "online-declined", &[("user", user)])
            }
            News::Game(GameEvent::GameFull {
                id,
                white,
                black,
                clock,
                state,
                ..
            }) => self.online_full(&id, (&white, &black), clock, &state),
            News::Game(GameEvent::GameState(state)) => self.online_state(&state),
            News::Game(GameEvent::ChatLine { username, text }) => {
                if let Some(o) = &mut self.online
                    && o.account.as_deref() != Some(username.to_lowercase().as_str())
                {
                    o.chat.push((username, text));
                }
                Ok(())
            }
            News::Game(GameEvent::OpponentGone { gone, .. }) => {
                let Some(o) = &mut self.online else {
                    return Ok(());
                };
                if o.ai.is_some() || std::mem::replace(&mut o.gone, gone) == gone {
                    return Ok(());
                }
                let id = if gone {
                    "online-opponent-gone"
                } else {
                    "online-opponent-back"
                };
                self.tell_note(SpeechKind::Notice, id, &[])
            }
            News::NotSent(Outgoing::ClaimVictory, ServerError::Refused(reason)) => self.tell_note(
                SpeechKind::Error,
                "online-claim-refused",
                &[("reason", reason)],
            ),
            News::Lost(_) => {
                let first = self
                    .online
                    .as_mut()
                    .is_some_and(|o| !std::mem::replace(&mut o.lost, true));
                if first {
                    self.tell_note(SpeechKind::Warning, "online-lost", &[])?;
                }
                Ok(())
            }
            News::RateLimited(_) => self.tell_note(SpeechKind::Notice, "online-rate-limited", &[]),
            News::Failed(why) => {
                let server = self.online.take().map(|o| o.server).unwrap_or_default();
                self.online_failed(&why, server)
            }
            News::NotSent(Outgoing::Takeback(true), ServerError::Refused(reason)) => {
                self.takeback_refused(reason)
            }
            News::NotSent(Outgoing::Move { .. }, ServerError::Refused(reason)) => self.tell_note(
                SpeechKind::Error,
                "online-move-refused",
                &[("reason", reason)],
            ),
            News::NotSent(Outgoing::Move { .. }, ServerError::RateLimited(_)) => {
                // Still too many requests after waiting: what the server lacks goes again.
                if let Some(o) = &mut self.online {
                    o.sent = o.server_plies;
                }
                Ok(())
            }
            News::NotSent(what, why) => {
                // A move not sent for want of a connection goes again when the stream is back
                // (the whole game comes first then, and what the server lacks is sent).
                tracing::debug!(target: "ansage::online", ?what, ?why, "not sent");
                Ok(())
            }
            News::Over => Ok(()),
        }
    }

    /// Why the game cannot be played online: said; the game goes on at the board.
    fn online_failed(&mut self, why: &ServerError, server: String) -> io::Result<()> {
        self.session.set_speaker(self.voice);
        self.session.play_remote(false);
        match why {
            ServerError::BadToken => self.tell_note(SpeechKind::Error, "online-bad-token", &[]),
            ServerError::Unreachable(detail) => {
                tracing::debug!(target: "ansage::online", %detail, "unreachable");
                self.tell_note(
                    SpeechKind::Error,
                    "online-unreachable",
                    &[("server", server)],
                )
            }
            ServerError::Refused(reason) | ServerError::Failed(reason) => self.tell_note(
                SpeechKind::Error,
                "online-refused",
                &[("reason", reason.clone())],
            ),
            ServerError::RateLimited(_) => {
                self.tell_note(SpeechKind::Error, "online-rate-limited", &[])
            }
        }
    }

    /// The whole game, first or after a reconnection: who plays whom, then the state.
    fn online_full(
        &mut self,
        id: &str,
        (white, black): (&Player, &Player),
        clock: Option<GameClock>,
        state: &GameState,
    ) -> io::Result<()> {
        let Some(online) = &mut self.online else {
            return Ok(());
        };
        let back = std::mem::replace(&mut online.lost, false);
        let first = online.me.is_none();
        // Whatever the server lacks of the table's moves is sent again.
        online.sent = state.moves().len();
        if first {
            let me = if white.id.is_some() && white.id == online.account {
                Color::White
            } else {
                Color::Black
            };
            online.me = Some(me);
            let (mine, theirs) = if me.is_white() {
                (white, black)
            } else {
                (black, white)
            };
            let opponent = match online.ai {
                Some(level) => self.note("online-ai-name", &[("level", level.to_string())]),
                None => self.player_name(theirs),
            };
            let own = self.player_name(mine);
            let (w, b) = if me.is_white() {
                (own, opponent.clone())
            } else {
                (opponent.clone(), own)
            };
            self.session.game.tags.white = w;
            self.session.game.tags.black = b;
            // Where the game is played, as Lichess's own records say it (and its id, to play
            // on after a restart with `--game`).
            let server = self
                .online
                .as_ref()
                .map(|o| o.server.clone())
                .unwrap_or_default();
            self.session.game.tags.site = format!("{server}/{id}");
            self.session.set_speaker(Some(me));
            self.session.play_remote(true);
            if let Some(c) = clock
                && let Ok(control) =
                    TimeControl::parse(&format!("{}+{}", c.initial / 1000, c.increment / 1000))
            {
                let warnings = self.opts.warnings.clone();
                self.session
                    .follow_server_clock(Timekeeper::new(control, warnings));
            }
            let id = if me.is_white() {
                "online-game-white"
            } else {
                "online-game-black"
            };
            self.tell_note(SpeechKind::Info, id, &[("opponent", opponent)])?;
            // A game joined while it runs: its moves taken as they stand, not announced one by one.
            if self.session.game.plies().is_empty() && !state.moves.trim().is_empty() {
                self.take_servers_game(&state.moves(), false)?;
            }
        } else if back {
            self.tell_note(SpeechKind::Notice, "online-back", &[])?;
        }
        self.online_state(state)
    }

    fn player_name(&self, p: &Player) -> String {
        match (&p.name, p.ai_level) {
            (_, Some(level)) => self.note("online-ai-name", &[("level", level.to_string())]),
            (Some(name), None) => name.clone(),
            (None, None) => "?".into(),
        }
    }

    /// The server's state: its new moves played and announced, a different game taken from
    /// it, its end announced.
    fn online_state(&mut self, state: &GameState) -> io::Result<()> {
        if self.online.as_ref().is_none_or(|o| !o.playing()) {
            return Ok(());
        }
        let server = state.moves();
        let local: Vec<String> = self
            .session
            .game
            .plies()
            .iter()
            .map(|p| uci_of(p.mv))
            .collect();
        let agrees = local.iter().zip(&server).all(|(a, b)| a == b);
        let expected = self.online.as_ref().is_some_and(|o| o.takeback.expected());
        if agrees && server.len() < local.len() && expected {
            // A takeback agreed: the server's game is the shorter one now. Anything else
            // shorter is the player's move not yet there (sent again), never taken back.
            self.taken_back(&server)?;
        } else if !agrees {
            self.take_servers_game(&server, true)?;
        } else if server.len() > local.len() {
            for uci in &server[local.len()..] {
                let Some(mv) = UciMove::from_ascii(uci.as_bytes())
                    .ok()
                    .and_then(|u| u.to_move(self.session.game.position()).ok())
                else {
                    return self.take_servers_game(&server, true);
                };
                let now = self.time.now();
                let mut o = self.session.tick(now);
                o.extend(self.session.remote_move(mv));
                self.perform(o)?;
            }
        }
        if let Some(o) = &mut self.online {
            o.sent = o.sent.max(server.len());
            o.server_plies = server.len();
        }
        if !state.status.is_running() {
            return self.online_end(state);
        }
        let now = self.time.now();
        self.session
            .server_readings([state.wtime, state.btime], now);
        self.online_offers(state)?;
        self.online_takebacks(state)
    }

    /// The server's game replaces the table's (the names and the record's tags kept); `differs`:
    /// the table had another game, which is said.
    fn take_servers_game(&mut self, server: &[String], differs: bool) -> io::Result<()> {
        self.adopt_servers_game(server);
        if !differs {
            let game = &self.session.game;
            return self.say(Msg::MoveNumber(game.move_number(), game.turn()));
        }
        self.tell_note(SpeechKind::Warning, "online-differs", &[])
    }

    /// The server's game (its moves in UCI) becomes the table's, nothing said.
    fn adopt_servers_game(&mut self, server: &[String]) {
        let mut game = Game::new(self.session.game.start().clone());
        game.tags = self.session.game.tags.clone();
        for uci in server {
            let Some(mv) = UciMove::from_ascii(uci.as_bytes())
                .ok()
                .and_then(|u| u.to_move(game.position()).ok())
            else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
        }
        self.session.game = game;
        if let Some(o) = &mut self.online {
            o.sent = server.len();
        }
    }

    /// The game ended on the server: the result the table does not know yet, announced.
    fn online_end(&mut self, state: &GameState) -> io::Result<()> {
        let online = self.online.take();
        self.session.set_speaker(self.voice);
        self.session.play_remote(false);
        if self.session.game.is_over() {
            return Ok(());
        }
        let winner = state.winner.map(Color::from);
        let result = match (state.status, winner) {
            (Status::Aborted | Status::NoStart, _) => {
                return self.tell_note(SpeechKind::Result, "online-aborted", &[]);
            }
            (Status::Resign, Some(w)) => GameResult::win(w, EndReason::Resignation),
            (Status::Outoftime, Some(w)) => GameResult::win(w, EndReason::FlagFall),
            // Lichess's "timeout": the loser left the game and the win was claimed.
            (Status::Timeout, Some(w)) => GameResult::win(w, EndReason::Abandoned),
            (Status::Mate, Some(w)) => GameResult::win(w, EndReason::Checkmate),
            (Status::Stalemate, _) => GameResult::draw(EndReason::Stalemate),
            (Status::InsufficientMaterialClaim, _) => GameResult::draw(EndReason::DeadPosition),
            (_, Some(w)) => GameResult::win(w, EndReason::Recorded),
            // The server's "draw": a repetition or the fifty moves it claimed, else agreed
            // (an offer stood), else as it records it.
            (_, None) => {
                let game = &self.session.game;
                let reason = if game.claim_would_hold(ClaimKind::Repetition) {
                    EndReason::Repetition
                } else if game.claim_would_hold(ClaimKind::FiftyMoves) {
                    EndReason::FiftyMoves
                } else if online.as_ref().is_some_and(|o| o.their_offer || o.offered) {
                    EndReason::Agreement
                } else {
                    EndReason::Recorded
                };
                GameResult::draw(reason)
            }
        };
        drop(online);
        let o = self.session.remote_result(result);
        self.perform(o)
    }

    /// The player's moves the server lacks, and his resignation, sent.
    fn online_send(&mut self) {
        let Some(online) = &mut self.online else {
            return;
        };
        let Some(me) = online.me else {
            return;
        };
        let game = &self.session.game;
        let plies = game.plies();
        for (i, ply) in plies.iter().enumerate().skip(online.sent) {
            if game.ply_number(i).1 == me {
                if ply.draw_offer {
                    online.offer_with = Some(i);
                }
                online.link.send(Outgoing::Move {
                    uci: uci_of(ply.mv),
                    offer_draw: ply.draw_offer,
                });
            }
        }
        online.sent = online.sent.max(plies.len());
        match game.standing_offer() {
            Some(c) if c == me && !online.offered => {
                online.offered = true;
                // An offer made with the move went with it (`offeringDraw`).
                if online.offer_with != plies.len().checked_sub(1) {
                    online.link.send(Outgoing::Draw(true));
                }
            }
            Some(c) if c == me => {}
            None if online.their_offer && !game.is_over() => {
                // The opponent's offer declined at the table.
                online.their_offer = false;
                online.link.send(Outgoing::Draw(false));
            }
            _ => online.offered = false,
        }
        let agreed = game
            .result()
            .is_some_and(|r| r.reason == EndReason::Agreement);
        if agreed && online.their_offer {
            online.their_offer = false;
            online.link.send(Outgoing::Draw(true));
        }
        let resigned = game
            .result()
            .is_some_and(|r| r.reason == EndReason::Resignation && r.half_points(me) == 0);
        if resigned && !online.resigned {
            online.resigned = true;
            online.link.send(Outgoing::Resign);
        }
    }
}
