//! Going online from the window: the server of the settings, signing in through the browser
//! (on a thread of its own: the window never waits for it) and out, and an online game begun
//! in place of the game at the board (which is kept in the archive first, unfinished).

use std::io::{self, Write};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use shakmaty::{Chess, Color};

use super::super::{OnlineGame, Table};
use super::Online;
use crate::chess::game::Game;
use crate::chess::lexicon::{Command, Lexicon};
use crate::online::account;
use crate::online::client::{Client, Clock, LICHESS};
use crate::online::link::{Link, Plan};
use crate::online::token;
use crate::shared::speech::SpeechKind;

/// A sign-in through the browser under way: its outcome, the sentence to say.
pub(in super::super) type SigningIn = Receiver<Result<String, String>>;

/// The online game not chosen yet: the signed-in client and the terms it will be played on.
pub(in super::super) struct Choosing {
    client: Client,
    clock: Clock,
    color: Option<Color>,
    rated: bool,
}

impl Choosing {
    pub(in super::super) fn of(g: &OnlineGame) -> Option<Choosing> {
        match g.plan {
            Plan::Choose {
                clock,
                color,
                rated,
            } => Some(Choosing {
                client: g.client.clone(),
                clock,
                color,
                rated,
            }),
            _ => None,
        }
    }

    /// What the words choose: the computer (at the level said, else 1), the lobby, or the
    /// challenges; None when they choose nothing.
    fn plan(&self, words: &str) -> Option<Plan> {
        let words = Lexicon::builtin().tokenize(words);
        let said = |c: Command| words.iter().any(|w| w.command() == Some(c));
        if said(Command::Computer) {
            let level = words
                .iter()
                .find_map(|w| w.number().or_else(|| w.rank().map(|r| u32::from(r) + 1)))
                .filter(|l| (1..=8).contains(l))
                .unwrap_or(1);
            return Some(Plan::Ai {
                level: level as u8,
                clock: self.clock,
                color: self.color,
            });
        }
        if said(Command::Seek) {
            return Some(Plan::Seek {
                clock: self.clock,
                rated: self.rated,
            });
        }
        said(Command::Challenges).then_some(Plan::Await)
    }
}

impl<W: Write> Table<W> {
    /// The server of online games: the settings', else Lichess.
    pub fn online_server(&self) -> String {
        self.opts
            .config
            .online_server
            .clone()
            .unwrap_or_else(|| LICHESS.to_string())
    }

    /// Whether a token is kept for the server (signed in).
    pub fn online_signed_in(&self) -> bool {
        token::find(&self.online_server(), &self.opts.config_path).is_some()
    }

    /// Whether a sign-in through the browser is under way.
    pub fn signing_in(&self) -> bool {
        self.signing.is_some()
    }

    /// Signs in through the browser: its page opened and its address said (to open by hand
    /// if no browser opens); the outcome is said when the page answers, five minutes at most.
    pub fn sign_in_online(&mut self) -> io::Result<()> {
        if self.signing.is_some() {
            return self.tell_note(SpeechKind::Info, "online-signing-in", &[]);
        }
        let server = self.online_server();
        let lang = self.lang();
        let sign_in = match account::begin_browser(&server) {
            Ok(s) => s,
            Err(why) => return self.devices.tell(vec![(SpeechKind::Error, why)]),
        };
        let url = sign_in.url.clone();
        let settings = self.opts.config_path.clone();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let kept = account::finish_browser(sign_in, &server, lang)
                .and_then(|t| account::keep_checked(&server, &t, &settings, lang));
            let _ = tx.send(kept);
        });
        self.signing = Some(rx);
        account::open_browser(&url);
        self.tell_note(SpeechKind::Info, "online-browser-open", &[("url", url)])
    }

    /// The browser's sign-in, when it has come back: said.
    pub(in super::super) fn signing_turn(&mut self) -> io::Result<()> {
        let Some(rx) = &self.signing else {
            return Ok(());
        };
        let said = match rx.try_recv() {
            Err(TryRecvError::Empty) => return Ok(()),
            Ok(said) => said,
            Err(TryRecvError::Disconnected) => Err(self.note("online-signing-failed", &[])),
        };
        self.signing = None;
        match said {
            Ok(line) => self.devices.tell(vec![(SpeechKind::Info, line)]),
            Err(line) => self.devices.tell(vec![(SpeechKind::Error, line)]),
        }
    }

    /// Signs out: the token revoked on the server and forgotten here, said.
    pub fn sign_out_online(&mut self) -> io::Result<()> {
        let said = account::sign_out(&self.online_server(), &self.opts.config_path, self.lang());
        match said {
            Ok(line) => self.devices.tell(vec![(SpeechKind::Info, line)]),
            Err(line) => self.devices.tell(vec![(SpeechKind::Error, line)]),
        }
    }

    /// An online game begun from the window, found by `plan`: refused in tournament mode and
    /// without a token (said, with what to do); else the game at the board is kept in the
    /// archive if it is unfinished, the engine leaves, and a new game waits for the server's.
    pub fn go_online(&mut self, plan: Plan) -> io::Result<()> {
        if self.opts.tournament {
            return self.tell_note(SpeechKind::Error, "online-tournament", &[]);
        }
        let server = self.online_server();
        let Some(token) = token::find(&server, &self.opts.config_path) else {
            return self.tell_note(
                SpeechKind::Error,
                "online-sign-in-first",
                &[("server", server)],
            );
        };
        let client = match Client::new(&server, &token) {
            Ok(c) => c,
            Err(e) => {
                return self
                    .devices
                    .tell(vec![(SpeechKind::Error, format!("{server}: {e}"))]);
            }
        };
        self.put_offer_aside()?;
        self.engine = None;
        self.asked = None;
        self.opts.opponent = None;
        self.session.set_speaker(None);
        self.opts.online = Some(OnlineGame {
            client: client.clone(),
            plan: plan.clone(),
        });
        self.online = Some(Online::of(
            Link::start(client, plan.clone()),
            &server,
            &plan,
        ));
        // A new game as at the board: the one it replaces goes into the archive as it was
        // last saved, and "Neue Partie" is said; the server's game then fills it.
        let mut game = Game::new(Chess::default());
        game.illegal_policy = self.opts.illegal_policy;
        game.tags.date = crate::table::drive::today();
        let o = self.session.new_game(game);
        self.perform(o)
    }

    /// A new game asked for by voice after the online game ended: another one found the same
    /// way (the AI at the same level, the same player challenged, the lobby, challenges
    /// awaited), with the names and the address of the last one cleared. A game joined by its
    /// id is not found again: the new game is played at the board.
    pub(in super::super) fn online_again(&mut self) -> io::Result<()> {
        let Some(g) = self.opts.online.clone() else {
            return Ok(());
        };
        if self.online.is_some() {
            return Ok(());
        }
        let tags = &mut self.session.game.tags;
        let date = std::mem::take(&mut tags.date);
        *tags = crate::chess::game::Tags {
            date,
            ..Default::default()
        };
        if matches!(g.plan, Plan::Join(_)) {
            self.opts.online = None;
            return Ok(());
        }
        let server = g.client.base().to_string();
        self.online = Some(Online::of(
            Link::start(g.client, g.plan.clone()),
            &server,
            &g.plan,
        ));
        Ok(())
    }

    /// Asks how the online game is to be found, while it is not chosen.
    pub(in super::super) fn ask_online_choice(&mut self) -> io::Result<()> {
        if self.choosing.is_none() {
            return Ok(());
        }
        self.tell_note(SpeechKind::Question, "online-choose", &[])
    }

    /// Words while the online game is not chosen: the game they choose is looked for (a seek
    /// faster than the Board API plays is refused, said why); else the question again.
    pub(in super::super) fn choose_online(&mut self, words: &str) -> io::Result<()> {
        let Some(choosing) = &self.choosing else {
            return Ok(());
        };
        let Some(plan) = choosing.plan(words) else {
            return self.ask_online_choice();
        };
        if matches!(plan, Plan::Seek { clock, .. } if !clock.board_api_speed()) {
            let c = choosing.clock;
            let time = format!("{}+{}", c.limit_secs / 60, c.increment_secs);
            return self.tell_note(SpeechKind::Error, "online-too-fast", &[("time", time)]);
        }
        let Some(choosing) = self.choosing.take() else {
            return Ok(());
        };
        let server = choosing.client.base().to_string();
        self.opts.online = Some(OnlineGame {
            client: choosing.client.clone(),
            plan: plan.clone(),
        });
        self.online = Some(Online::of(
            Link::start(choosing.client, plan.clone()),
            &server,
            &plan,
        ));
        Ok(())
    }

    /// Whether an online game is being found or played.
    pub fn online(&self) -> bool {
        self.online.is_some()
    }

    /// The player's colour in the online game, once the server has said it.
    pub fn online_color(&self) -> Option<shakmaty::Color> {
        self.online.as_ref().and_then(|o| o.me)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn how_to_play_is_chosen_in_three_languages() {
        let clock = Clock {
            limit_secs: 900,
            increment_secs: 10,
        };
        let choosing = Choosing {
            client: Client::new("http://127.0.0.1:9", "lip_x").unwrap(),
            clock,
            color: None,
            rated: false,
        };
        let ai = |level| {
            Some(Plan::Ai {
                level,
                clock,
                color: None,
            })
        };
        let seek = Some(Plan::Seek {
            clock,
            rated: false,
        });
        assert_eq!(choosing.plan("Computer drei"), ai(3));
        assert_eq!(choosing.plan("gegen den Computer"), ai(1));
        assert_eq!(choosing.plan("computer eight"), ai(8));
        // Russian has no words for it: "компьютер", "программа", «найти соперника» and «вызовы»
        // made Whisper mishear "конь цэ три".
        assert_eq!(choosing.plan("программа пять"), None);
        assert_eq!(choosing.plan("Gegner suchen"), seek);
        assert_eq!(choosing.plan("find an opponent"), seek);
        assert_eq!(choosing.plan("найти соперника"), None);
        assert_eq!(choosing.plan("Herausforderungen"), Some(Plan::Await));
        assert_eq!(choosing.plan("challenges"), Some(Plan::Await));
        assert_eq!(choosing.plan("Eva vier"), None);
        assert_eq!(choosing.plan("suchen"), None);
    }
}
