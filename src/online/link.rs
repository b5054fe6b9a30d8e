//! The link to an online game: threads of its own that sign in, start the game (the server's
//! AI, a challenge, or a game already running), follow its stream and send what the table
//! asks; the table only ever reads what came (`Link::news`), never waits on the network.
//!
//! A dropped stream is said and opened again with a growing pause (1 s, 2 s, 4 s … 30 s);
//! each reopening begins with the whole game, which the table compares with its own. A 429 is
//! waited out as the server asks. A bad token or a server never reached at the start ends the
//! link with the reason: nothing is retried for ever without a word.

use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use shakmaty::Color;

use super::client::{Client, Clock, Lines, ServerError};
use super::events::{Challenge, GameEvent, StreamEvent, parse};

/// How the game is found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Plan {
    /// The server's AI at a level (1-8).
    Ai {
        level: u8,
        clock: Clock,
        color: Option<Color>,
    },
    /// A player by name, who accepts or declines.
    Challenge {
        user: String,
        clock: Clock,
        color: Option<Color>,
        rated: bool,
    },
    /// A game that runs already (after a restart of Ansage).
    Join(String),
    /// The challenges others make to the player, each asked; the first accepted is played.
    Await,
    /// An opponent sought in the lobby: the server pairs.
    Seek { clock: Clock, rated: bool },
    /// Not chosen yet: the table asks the player by voice (the computer, the lobby or the
    /// challenges, with these terms) and starts the link with what he chose.
    Choose {
        clock: Clock,
        color: Option<Color>,
        rated: bool,
    },
}

/// What the table asks to be sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    Move {
        uci: String,
        offer_draw: bool,
    },
    Resign,
    Abort,
    /// Offers or accepts a draw (`true`), declines one (`false`).
    Draw(bool),
    /// Proposes or accepts a takeback (`true`), declines one (`false`).
    Takeback(bool),
    /// Accepts or declines a challenge made to the player.
    Answer {
        challenge: String,
        accept: bool,
    },
    /// Claims the win, the opponent having left.
    ClaimVictory,
}

/// What the link has to tell.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// Signed in as this account (its id and name).
    SignedIn { id: String, name: String },
    /// The challenge is sent; it waits for this player.
    Waiting(String),
    /// The seek stands in the lobby.
    Seeking(Clock),
    /// The challenge was declined (or lapsed).
    Declined(String),
    /// A player challenges: who, his rating, the time control, rated or not.
    Challenged(Challenge),
    /// A challenge made to the player was withdrawn by whoever made it.
    Withdrawn(String),
    /// The game's stream: the whole game, a state, a chat line, the opponent gone.
    Game(GameEvent),
    /// The stream broke off; it is opened again in this long.
    Lost(Duration),
    /// The server asks to wait this long (429).
    RateLimited(Duration),
    /// The link gave up: the game cannot be played online.
    Failed(ServerError),
    /// A request was not carried out.
    NotSent(Outgoing, ServerError),
    /// The game's stream ended with the game.
    Over,
}

/// The link: what came, and where to send.
pub struct Link {
    news: Receiver<News>,
    out: Sender<Outgoing>,
}

/// The longest pause between two attempts to reconnect.
const MAX_PAUSE: Duration = Duration::from_secs(30);

impl Link {
    /// Starts the link's threads.
    pub fn start(client: Client, plan: Plan) -> Link {
        let (news_tx, news) = mpsc::channel();
        let (out, out_rx) = mpsc::channel();
        thread::Builder::new()
            .name("online".into())
            .spawn(move || run(&client, plan, &news_tx, out_rx))
            .expect("a thread for the online link");
        Link { news, out }
    }

    /// What came since the last call, in order.
    pub fn news(&self) -> Vec<News> {
        let mut all = Vec::new();
        loop {
            match self.news.try_recv() {
                Ok(n) => all.push(n),
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return all,
            }
        }
    }

    /// Sends this to the server (in the background; a failure comes back as news).
    pub fn send(&self, what: Outgoing) {
        let _ = self.out.send(what);
    }
}

fn run(client: &Client, plan: Plan, news: &Sender<News>, out: Receiver<Outgoing>) {
    let me = match client.account() {
        Ok(a) => {
            let id = a.id.clone();
            if news
                .send(News::SignedIn {
                    id: a.id,
                    name: a.username,
                })
                .is_err()
            {
                return;
            }
            id
        }
        Err(e) => {
            let _ = news.send(News::Failed(e));
            return;
        }
    };
    let game: Arc<Mutex<Option<String>>> = Arc::default();
    let sender = client.clone();
    let sent_news = news.clone();
    let playing = Arc::clone(&game);
    thread::spawn(move || {
        for what in out {
            let id = playing.lock().map(|g| g.clone()).unwrap_or_default();
            let mut done = send(&sender, &what, id.clone());
            // A 429: said, waited out as the server asks, and sent again (a confirmed move
            // must reach the server; the stream stays open, so nothing else would send it).
            for _ in 1..RATE_LIMIT_TRIES {
                let Err(ServerError::RateLimited(wait)) = done else {
                    break;
                };
                if sent_news.send(News::RateLimited(wait)).is_err() {
                    return;
                }
                thread::sleep(wait);
                done = send(&sender, &what, id.clone());
            }
            if let Err(e) = done
                && sent_news.send(News::NotSent(what, e)).is_err()
            {
                return;
            }
        }
    });
    let Some(id) = start(client, plan, &me, news) else {
        return;
    };
    if let Ok(mut g) = game.lock() {
        *g = Some(id.clone());
    }
    follow(client, &id, news);
}

/// How often one request is tried while the server answers 429.
const RATE_LIMIT_TRIES: usize = 3;

/// One request the table asked for, for the game `id` (none yet: refused).
fn send(sender: &Client, what: &Outgoing, id: Option<String>) -> Result<(), ServerError> {
    match (what, id) {
        (Outgoing::Answer { challenge, accept }, _) => sender.answer_challenge(challenge, *accept),
        (_, None) => Err(ServerError::Refused("no game yet".into())),
        (Outgoing::Move { uci, offer_draw }, Some(id)) => sender.play(&id, uci, *offer_draw),
        (Outgoing::Resign, Some(id)) => sender.act(&id, "resign"),
        (Outgoing::Abort, Some(id)) => sender.act(&id, "abort"),
        (Outgoing::ClaimVictory, Some(id)) => sender.act(&id, "claim-victory"),
        (Outgoing::Draw(yes), Some(id)) => {
            sender.act(&id, if *yes { "draw/yes" } else { "draw/no" })
        }
        (Outgoing::Takeback(yes), Some(id)) => {
            sender.act(&id, if *yes { "takeback/yes" } else { "takeback/no" })
        }
    }
}

/// The game's id, once the game exists; None when the link gave up (said).
fn start(client: &Client, plan: Plan, me: &str, news: &Sender<News>) -> Option<String> {
    let failed = |e| {
        let _ = news.send(News::Failed(e));
        None
    };
    match plan {
        Plan::Join(id) => Some(id),
        Plan::Ai {
            level,
            clock,
            color,
        } => client
            .challenge_ai(level, clock, color)
            .map_or_else(failed, Some),
        Plan::Challenge {
            user,
            clock,
            color,
            rated,
        } => {
            let lines = match client.challenge(&user, clock, color, rated) {
                Ok(l) => l,
                Err(e) => return failed(e),
            };
            news.send(News::Waiting(user.clone())).ok()?;
            await_answer(lines, &user, news)
        }
        Plan::Await => await_challenge(client, me, None, news),
        Plan::Seek { clock, rated } => {
            // The events are followed first: the game the seek pairs is among them.
            let events = match client.events() {
                Ok(l) => l,
                Err(e) => return failed(e),
            };
            let seek = match client.seek(clock, rated) {
                Ok(l) => l,
                Err(e) => return failed(e),
            };
            news.send(News::Seeking(clock)).ok()?;
            // The seek stands while its answer is read (Lichess ends it when the game pairs);
            // the game itself comes among the player's events.
            thread::spawn(move || seek.map_while(Result::ok).for_each(drop));
            await_challenge(client, me, Some(events), news)
        }
        Plan::Choose { .. } => failed(ServerError::Refused("no game chosen".into())),
    }
}

/// Follows the player's events (`opened` already, or opened here) until a game starts (a
/// challenge he accepted, a seek paired): each challenge made to him told, each withdrawn one
/// too; a broken stream opened again.
fn await_challenge(
    client: &Client,
    me: &str,
    mut opened: Option<Lines>,
    news: &Sender<News>,
) -> Option<String> {
    let mut pause = Duration::from_secs(1);
    loop {
        let events = match opened.take() {
            Some(lines) => Ok(lines),
            None => client.events(),
        };
        match events {
            Ok(lines) => {
                for line in lines {
                    let Ok(line) = line else { break };
                    let Some(Ok(event)) = parse::<StreamEvent>(&line) else {
                        continue;
                    };
                    pause = Duration::from_secs(1);
                    let told = match event {
                        StreamEvent::GameStart { game } => {
                            if let Some(id) = game.game() {
                                return Some(id.to_string());
                            }
                            Ok(())
                        }
                        StreamEvent::Challenge { challenge }
                            if challenge.challenger.as_ref().is_none_or(|c| c.id != me) =>
                        {
                            news.send(News::Challenged(challenge))
                        }
                        StreamEvent::ChallengeCanceled { challenge } => {
                            let by = challenge.challenger.map(|c| c.name).unwrap_or_default();
                            news.send(News::Withdrawn(by))
                        }
                        _ => Ok(()),
                    };
                    if told.is_err() {
                        return None;
                    }
                }
            }
            Err(ServerError::Unreachable(_) | ServerError::Failed(_)) => {}
            Err(e) => {
                let _ = news.send(News::Failed(e));
                return None;
            }
        }
        news.send(News::Lost(pause)).ok()?;
        thread::sleep(pause);
        pause = (pause * 2).min(MAX_PAUSE);
    }
}

/// Reads the challenge's stream until it is answered: the game's id when accepted.
fn await_answer(lines: Lines, user: &str, news: &Sender<News>) -> Option<String> {
    let mut id = None;
    for line in lines {
        let Ok(line) = line else { break };
        let Some(Ok(v)) = parse::<serde_json::Value>(&line) else {
            continue;
        };
        if let Some(i) = v.get("id").and_then(|i| i.as_str()) {
            id = Some(i.to_string());
        }
        match v.get("done").and_then(|d| d.as_str()) {
            Some("accepted") => return id,
            Some(_) => break,
            None => {}
        }
    }
    let _ = news.send(News::Declined(user.to_string()));
    None
}

/// Follows the game's stream until the game ends, reopening it when it breaks off.
fn follow(client: &Client, game: &str, news: &Sender<News>) {
    let mut pause = Duration::from_secs(1);
    loop {
        match client.game_stream(game) {
            Ok(lines) => {
                for line in lines {
                    let Ok(line) = line else { break };
                    match parse::<GameEvent>(&line) {
                        None => continue,
                        Some(Err(unknown)) => {
                            tracing::debug!(target: "ansage::online", %unknown, "skipped");
                            continue;
                        }
                        Some(Ok(event)) => {
                            pause = Duration::from_secs(1);
                            let over = match &event {
                                GameEvent::GameFull { state, .. } | GameEvent::GameState(state) => {
                                    !state.status.is_running()
                                }
                                _ => false,
                            };
                            if news.send(News::Game(event)).is_err() {
                                return;
                            }
                            if over {
                                let _ = news.send(News::Over);
                                return;
                            }
                        }
                    }
                }
            }
            Err(ServerError::BadToken) => {
                let _ = news.send(News::Failed(ServerError::BadToken));
                return;
            }
            Err(ServerError::RateLimited(wait)) => {
                if news.send(News::RateLimited(wait)).is_err() {
                    return;
                }
                thread::sleep(wait);
                continue;
            }
            Err(ServerError::Refused(why)) => {
                let _ = news.send(News::Failed(ServerError::Refused(why)));
                return;
            }
            Err(_) => {}
        }
        if news.send(News::Lost(pause)).is_err() {
            return;
        }
        thread::sleep(pause);
        pause = (pause * 2).min(MAX_PAUSE);
    }
}
