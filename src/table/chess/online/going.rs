//! Going online from the window: the server of the settings, signing in through the browser
//! (on a thread of its own: the window never waits for it) and out, and an online game begun
//! in place of the game at the board (which is kept in the archive first, unfinished).

use std::io::{self, Write};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use shakmaty::Chess;

use super::super::{OnlineGame, Table};
use super::Online;
use crate::chess::game::Game;
use crate::online::account;
use crate::online::client::{Client, LICHESS};
use crate::online::link::{Link, Plan};
use crate::online::token;
use crate::shared::speech::SpeechKind;

/// A sign-in through the browser under way: its outcome, the sentence to say.
pub(in super::super) type SigningIn = Receiver<Result<String, String>>;

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

    /// Whether an online game is being found or played.
    pub fn online(&self) -> bool {
        self.online.is_some()
    }

    /// The player's colour in the online game, once the server has said it.
    pub fn online_color(&self) -> Option<shakmaty::Color> {
        self.online.as_ref().and_then(|o| o.me)
    }
}
