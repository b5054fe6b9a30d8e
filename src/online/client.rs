//! The Board API of a Lichess-compatible server over HTTP, blocking (the link runs it on
//! threads of its own, so the table never waits on the network). The token goes in the
//! `Authorization` header only: never into a URL, a log line or an error's text.

use std::io::{BufRead, BufReader, Read};
use std::time::Duration;

use serde::Deserialize;

/// The live site; tests and other servers give their own base URL.
pub const LICHESS: &str = "https://lichess.org";

/// Why the server could not be used, kept apart because the player is told different things.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerError {
    /// No connection at all (no network, a wrong address, the server down).
    Unreachable(String),
    /// The token is unknown, revoked or lacks the `board:play` scope (401, 403).
    BadToken,
    /// Too many requests (429): wait this long before the next.
    RateLimited(Duration),
    /// The server refused this request (a 4xx with its reason, e.g. an illegal move).
    Refused(String),
    /// The server failed (5xx) or answered what is not its API.
    Failed(String),
}

impl std::fmt::Display for ServerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ServerError::Unreachable(why) => write!(f, "cannot reach the server ({why})"),
            ServerError::BadToken => write!(f, "the token is not accepted"),
            ServerError::RateLimited(wait) => {
                write!(f, "too many requests: wait {} s", wait.as_secs())
            }
            ServerError::Refused(why) => write!(f, "refused: {why}"),
            ServerError::Failed(why) => write!(f, "the server failed: {why}"),
        }
    }
}

/// A game's time control for a challenge, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub limit_secs: u32,
    pub increment_secs: u32,
}

impl Clock {
    /// Whether Lichess counts it rapid or slower (its estimate, the limit and forty
    /// increments, at least eight minutes): the only real-time games the Board API plays.
    pub fn board_api_speed(self) -> bool {
        self.limit_secs + 40 * self.increment_secs >= 480
    }
}

/// A signed-in client of one server.
#[derive(Clone)]
pub struct Client {
    base: String,
    token: String,
    agent: ureq::Agent,
    /// For streams: a read may wait this long (the server sends a keep-alive line every few
    /// seconds; silence longer than this is a dead connection).
    streaming: ureq::Agent,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client").field("base", &self.base).finish()
    }
}

/// The signed-in account.
#[derive(Clone, Debug, Deserialize)]
pub struct Account {
    pub id: String,
    #[serde(alias = "name")]
    pub username: String,
}

#[derive(Deserialize)]
struct Created {
    id: String,
}

/// A line-by-line reader of a stream's body.
pub type Lines = Box<dyn Iterator<Item = std::io::Result<String>> + Send>;

impl Client {
    /// A client of the server at `base` with this token (`https` only, but for loopback).
    pub fn new(base: &str, token: &str) -> Result<Client, ServerError> {
        let base = base.trim_end_matches('/').to_string();
        let local = ["http://127.0.0.1", "http://localhost", "http://[::1]"]
            .iter()
            .any(|p| base.starts_with(p));
        if !base.starts_with("https://") && !local {
            return Err(ServerError::Unreachable(format!(
                "{base}: only https, or http on this computer"
            )));
        }
        let agent = |read: Duration| {
            ureq::config::Config::builder()
                .https_only(!local)
                .http_status_as_error(false)
                .timeout_connect(Some(Duration::from_secs(5)))
                .timeout_recv_response(Some(Duration::from_secs(10)))
                .timeout_per_read(Some(read))
                .build()
                .new_agent()
        };
        Ok(Client {
            base,
            token: token.trim().to_string(),
            agent: agent(Duration::from_secs(10)),
            streaming: agent(Duration::from_secs(20)),
        })
    }

    /// The server's address.
    pub fn base(&self) -> &str {
        &self.base
    }

    fn bearer(&self) -> String {
        format!("Bearer {}", self.token)
    }

    /// The account the token belongs to.
    pub fn account(&self) -> Result<Account, ServerError> {
        let body = self.get("/api/account")?;
        serde_json::from_str(&body).map_err(|e| ServerError::Failed(format!("/api/account: {e}")))
    }

    /// Plays the server's AI at `level` (1-8); the game's id.
    pub fn challenge_ai(
        &self,
        level: u8,
        clock: Clock,
        color: Option<shakmaty::Color>,
    ) -> Result<String, ServerError> {
        let mut form = clock_form(clock, color);
        form.push(("level", level.to_string()));
        let body = self.post("/api/challenge/ai", &form)?;
        created(&body)
    }

    /// Challenges a player; the challenge stays open while the returned stream is read (its
    /// last line says how it was answered: `{"done":"accepted"}`). The challenge's id is the
    /// game's once accepted.
    pub fn challenge(
        &self,
        user: &str,
        clock: Clock,
        color: Option<shakmaty::Color>,
        rated: bool,
    ) -> Result<Lines, ServerError> {
        let mut form = clock_form(clock, color);
        form.push(("rated", rated.to_string()));
        form.push(("keepAliveStream", "true".into()));
        let path = format!("/api/challenge/{}", path_part(user));
        self.stream_post(&path, &form)
    }

    /// Seeks an opponent in the lobby (real time); the seek stands while the returned stream
    /// is read, and the game that pairs comes as a `gameStart` in the events.
    pub fn seek(&self, clock: Clock, rated: bool) -> Result<Lines, ServerError> {
        let minutes = f64::from(clock.limit_secs) / 60.0;
        let form = vec![
            ("rated", rated.to_string()),
            ("time", format!("{minutes}")),
            ("increment", clock.increment_secs.to_string()),
        ];
        self.stream_post("/api/board/seek", &form)
    }

    /// Accepts or declines a challenge made to the player.
    pub fn answer_challenge(&self, id: &str, accept: bool) -> Result<(), ServerError> {
        let verb = if accept { "accept" } else { "decline" };
        self.post(&format!("/api/challenge/{}/{verb}", path_part(id)), &[])
            .map(drop)
    }

    /// The incoming events: games that start and end, challenges.
    pub fn events(&self) -> Result<Lines, ServerError> {
        self.stream_get("/api/stream/event")
    }

    /// The game's stream: the whole game first, then every change.
    pub fn game_stream(&self, game: &str) -> Result<Lines, ServerError> {
        self.stream_get(&format!("/api/board/game/stream/{}", path_part(game)))
    }

    /// Plays a move (UCI), offering a draw with it if asked.
    pub fn play(&self, game: &str, uci: &str, offer_draw: bool) -> Result<(), ServerError> {
        let mut path = format!(
            "/api/board/game/{}/move/{}",
            path_part(game),
            path_part(uci)
        );
        if offer_draw {
            path.push_str("?offeringDraw=true");
        }
        self.post(&path, &[]).map(drop)
    }

    /// Resigns, aborts, or answers (offers) a draw: the game's action of this name.
    pub fn act(&self, game: &str, action: &str) -> Result<(), ServerError> {
        self.post(
            &format!("/api/board/game/{}/{action}", path_part(game)),
            &[],
        )
        .map(drop)
    }

    /// Revokes the token (signing out).
    pub fn revoke(&self) -> Result<(), ServerError> {
        let r = self
            .agent
            .delete(format!("{}/api/token", self.base))
            .header("Authorization", self.bearer())
            .call();
        answer(r).map(drop)
    }

    fn get(&self, path: &str) -> Result<String, ServerError> {
        let r = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Authorization", self.bearer())
            .call();
        answer(r)
    }

    fn post(&self, path: &str, form: &[(&str, String)]) -> Result<String, ServerError> {
        let r = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Authorization", self.bearer())
            .send_form(form.iter().map(|(k, v)| (*k, v.as_str())));
        answer(r)
    }

    fn stream_get(&self, path: &str) -> Result<Lines, ServerError> {
        let r = self
            .streaming
            .get(format!("{}{path}", self.base))
            .header("Authorization", self.bearer())
            .call();
        lines(r)
    }

    fn stream_post(&self, path: &str, form: &[(&str, String)]) -> Result<Lines, ServerError> {
        let r = self
            .streaming
            .post(format!("{}{path}", self.base))
            .header("Authorization", self.bearer())
            .send_form(form.iter().map(|(k, v)| (*k, v.as_str())));
        lines(r)
    }
}

fn clock_form(clock: Clock, color: Option<shakmaty::Color>) -> Vec<(&'static str, String)> {
    let mut form = vec![
        ("clock.limit", clock.limit_secs.to_string()),
        ("clock.increment", clock.increment_secs.to_string()),
    ];
    if let Some(c) = color {
        form.push(("color", if c.is_white() { "white" } else { "black" }.into()));
    }
    form
}

fn created(body: &str) -> Result<String, ServerError> {
    serde_json::from_str::<Created>(body)
        .map(|c| c.id)
        .map_err(|e| ServerError::Failed(format!("no game id in the answer: {e}")))
}

/// A name or id put into a path: only what Lichess's ids and names are made of.
fn path_part(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect()
}

/// The server's answer, or why there is none.
fn answer(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Result<String, ServerError> {
    let mut response = checked(r)?;
    response
        .body_mut()
        .read_to_string()
        .map_err(|e| ServerError::Failed(e.to_string()))
}

fn lines(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Result<Lines, ServerError> {
    let response = checked(r)?;
    let reader: Box<dyn Read + Send> = Box::new(response.into_body().into_reader());
    Ok(Box::new(BufReader::new(reader).lines()))
}

/// A response with a success status, or the error its status means.
fn checked(
    r: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<ureq::http::Response<ureq::Body>, ServerError> {
    let mut response = r.map_err(|e| ServerError::Unreachable(e.to_string()))?;
    let status = response.status().as_u16();
    if status < 400 {
        return Ok(response);
    }
    if status == 429 {
        let wait = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(60);
        return Err(ServerError::RateLimited(Duration::from_secs(wait)));
    }
    if matches!(status, 401 | 403) {
        return Err(ServerError::BadToken);
    }
    let text = response.body_mut().read_to_string().unwrap_or_default();
    let reason = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_string))
        .unwrap_or_else(|| text.chars().take(200).collect());
    if status < 500 {
        Err(ServerError::Refused(format!("{status}: {reason}")))
    } else {
        Err(ServerError::Failed(format!("{status}: {reason}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_api_takes_rapid_and_slower_only() {
        let c = |l, i| Clock {
            limit_secs: l,
            increment_secs: i,
        };
        assert!(c(600, 0).board_api_speed());
        assert!(c(300, 5).board_api_speed());
        assert!(!c(300, 3).board_api_speed());
        assert!(!c(180, 2).board_api_speed());
    }

    #[test]
    fn names_cannot_leave_their_place_in_the_path() {
        assert_eq!(path_part("Bob"), "Bob");
        assert_eq!(path_part("../token?x=1"), "tokenx1");
    }

    #[test]
    fn plain_http_is_refused_but_on_this_computer() {
        assert!(matches!(
            Client::new("http://example.org", "t"),
            Err(ServerError::Unreachable(_))
        ));
        assert!(Client::new("http://127.0.0.1:9", "t").is_ok());
        assert!(Client::new(LICHESS, "t").is_ok());
    }

    #[test]
    fn the_token_is_not_in_the_debug_text() {
        let c = Client::new(LICHESS, "lip_secret").unwrap();
        assert!(!format!("{c:?}").contains("lip_secret"));
    }
}
