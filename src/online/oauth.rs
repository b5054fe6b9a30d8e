//! Signing in through the browser: OAuth2 with PKCE, as Lichess offers it to any client without
//! registration. Ansage listens on a loopback port for the browser's return, opens the server's
//! consent page (and prints its address, for a player whose browser is elsewhere), and trades
//! the code it gets back, with the secret only it knows (the verifier), for a token. Nothing
//! waits for ever: the return is awaited five minutes at most.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::mpsc;
use std::time::Duration;

use base64::Engine as _;
use percent_encoding::{NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use sha2::{Digest, Sha256};

use super::client::ServerError;

/// The client's name on the consent page (Lichess needs no registration).
pub const CLIENT_ID: &str = "ansage";

/// What the token may do: play with the Board API, read and make challenges.
pub const SCOPES: &str = "board:play challenge:read challenge:write";

/// How long the browser's return is awaited.
pub const PATIENCE: Duration = Duration::from_secs(300);

/// Why signing in through the browser failed.
#[derive(Debug)]
pub enum SignInError {
    /// No loopback port to listen on.
    Listen(std::io::Error),
    /// The browser did not come back in time.
    TimedOut,
    /// The player declined on the consent page, or the server sent an error back.
    Denied(String),
    /// The return did not carry this sign-in's state (another page, or a forged one).
    WrongState,
    /// The server did not trade the code for a token.
    Server(ServerError),
}

/// A sign-in under way: its page to open, and the loopback listener that awaits the return.
pub struct SignIn {
    pub url: String,
    listener: TcpListener,
    redirect: String,
    verifier: String,
    state: String,
    server: String,
}

fn random(len: usize) -> String {
    let mut bytes = vec![0u8; len];
    getrandom::fill(&mut bytes).expect("the system's random numbers");
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

fn enc(s: &str) -> String {
    utf8_percent_encode(s, NON_ALPHANUMERIC).to_string()
}

/// The PKCE challenge of a verifier: BASE64URL(SHA-256(verifier)), unpadded (RFC 7636).
pub fn challenge_of(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

impl SignIn {
    /// Listens on a loopback port and makes the consent page's address.
    pub fn begin(server: &str) -> Result<SignIn, SignInError> {
        let server = server.trim_end_matches('/').to_string();
        let listener = TcpListener::bind("127.0.0.1:0").map_err(SignInError::Listen)?;
        let port = listener.local_addr().map_err(SignInError::Listen)?.port();
        let redirect = format!("http://127.0.0.1:{port}/");
        let verifier = random(48);
        let state = random(16);
        let url = format!(
            "{server}/oauth?response_type=code&client_id={}&redirect_uri={}&code_challenge_method=S256&code_challenge={}&scope={}&state={}",
            enc(CLIENT_ID),
            enc(&redirect),
            challenge_of(&verifier),
            enc(SCOPES),
            enc(&state)
        );
        Ok(SignIn {
            url,
            listener,
            redirect,
            verifier,
            state,
            server,
        })
    }

    /// Awaits the browser's return (answering it with `page`, a line for the player), then
    /// trades its code for a token.
    pub fn finish(self, page: &str, patience: Duration) -> Result<String, SignInError> {
        let (tx, rx) = mpsc::channel();
        let listener = self.listener;
        let page = page.to_string();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let mut line = String::new();
                if BufReader::new(&stream).read_line(&mut line).is_err() {
                    continue;
                }
                let target = line.split_whitespace().nth(1).unwrap_or("").to_string();
                let query = target.split_once('?').map(|(_, q)| q.to_string());
                let Some(query) = query else {
                    // The browser's own requests (a favicon): not the return.
                    let _ = stream.write_all(
                        b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                    );
                    continue;
                };
                let body = format!(
                    "<!doctype html><html><head><meta charset=\"utf-8\"><title>Ansage</title></head><body><p>{page}</p></body></html>"
                );
                let _ = write!(
                    stream,
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = tx.send(query);
                return;
            }
        });
        let query = rx
            .recv_timeout(patience)
            .map_err(|_| SignInError::TimedOut)?;
        let param = |name: &str| {
            query.split('&').find_map(|kv| {
                let (k, v) = kv.split_once('=')?;
                (k == name).then(|| percent_decode_str(v).decode_utf8_lossy().into_owned())
            })
        };
        if let Some(error) = param("error") {
            return Err(SignInError::Denied(error));
        }
        if param("state").as_deref() != Some(self.state.as_str()) {
            return Err(SignInError::WrongState);
        }
        let code = param("code").ok_or_else(|| SignInError::Denied("no code".into()))?;
        trade(&self.server, &code, &self.verifier, &self.redirect).map_err(SignInError::Server)
    }
}

/// The code and the verifier traded for a token (`POST /api/token`).
fn trade(server: &str, code: &str, verifier: &str, redirect: &str) -> Result<String, ServerError> {
    let agent: ureq::Agent = ureq::config::Config::builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(20)))
        .build()
        .new_agent();
    let mut r = agent
        .post(format!("{server}/api/token"))
        .send_form([
            ("grant_type", "authorization_code"),
            ("code", code),
            ("code_verifier", verifier),
            ("redirect_uri", redirect),
            ("client_id", CLIENT_ID),
        ])
        .map_err(|e| ServerError::Unreachable(e.to_string()))?;
    let status = r.status().as_u16();
    let text = r.body_mut().read_to_string().unwrap_or_default();
    if status >= 400 {
        return Err(ServerError::Refused(format!("{status}: {text}")));
    }
    serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v["access_token"].as_str().map(str::to_string))
        .ok_or_else(|| ServerError::Failed(format!("no token in {text}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 7636, appendix B.
    #[test]
    fn the_challenge_is_the_rfcs() {
        assert_eq!(
            challenge_of("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }

    #[test]
    fn the_page_asks_for_the_board_scope_with_a_fresh_secret() {
        let a = SignIn::begin("https://lichess.org").unwrap();
        let b = SignIn::begin("https://lichess.org").unwrap();
        assert!(
            a.url
                .starts_with("https://lichess.org/oauth?response_type=code&client_id=ansage")
        );
        assert!(
            a.url
                .contains("scope=board%3Aplay%20challenge%3Aread%20challenge%3Awrite")
        );
        assert!(
            a.url
                .contains(&format!("code_challenge={}", challenge_of(&a.verifier)))
        );
        assert_ne!(a.verifier, b.verifier);
        assert!(
            !a.url.contains(&a.verifier),
            "the verifier never leaves Ansage before the trade"
        );
    }
}
