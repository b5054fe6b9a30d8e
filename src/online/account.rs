//! Signing in and out, for the console and the window alike: a token checked with the server
//! before it is kept (and where it is kept said), the browser's sign-in (OAuth with PKCE), and
//! the token revoked on signing out. Each ends in the sentence to say, in the player's language.

use std::path::Path;

use super::client::{Client, ServerError};
use super::oauth::{PATIENCE, SignIn, SignInError};
use super::token::{self, Kept};
use crate::shared::i18n;
use crate::shared::language::Language;

/// The token checked with the server and kept: who is signed in and where the token is (the
/// secret store, or the 0600 file and why), or why not.
pub fn keep_checked(
    server: &str,
    token: &str,
    settings: &Path,
    lang: Language,
) -> Result<String, String> {
    let account = Client::new(server, token).and_then(|c| c.account());
    let name = match account {
        Ok(a) => a.username,
        Err(ServerError::BadToken) => return Err(i18n::t(lang, "online-bad-token-login", &[])),
        Err(e) => return Err(format!("{server}: {e}")),
    };
    let server = server.to_string();
    match token::keep(&server, token, settings)? {
        Kept::SecretStore => Ok(i18n::t(
            lang,
            "online-kept-secret-store",
            &[("name", name), ("server", server)],
        )),
        Kept::File(file, why) => Ok(i18n::t(
            lang,
            "online-kept-file",
            &[
                ("name", name),
                ("server", server),
                ("file", file.display().to_string()),
                ("why", why),
            ],
        )),
    }
}

/// The sign-in page of the server: its address (to say and to open) and the wait for its
/// answer.
pub fn begin_browser(server: &str) -> Result<SignIn, String> {
    SignIn::begin(server).map_err(|e| format!("{server}: {e:?}"))
}

/// The token from the browser: its return awaited on loopback (five minutes at most), the code
/// traded for the token.
pub fn finish_browser(sign_in: SignIn, server: &str, lang: Language) -> Result<String, String> {
    let page = i18n::t(lang, "online-browser-done", &[]);
    sign_in.finish(&page, PATIENCE).map_err(|e| match e {
        SignInError::TimedOut => i18n::t(lang, "online-browser-timeout", &[]),
        SignInError::Denied(why) => i18n::t(lang, "online-browser-denied", &[("why", why)]),
        SignInError::WrongState => {
            i18n::t(lang, "online-browser-denied", &[("why", "state".into())])
        }
        SignInError::Listen(e) => e.to_string(),
        SignInError::Server(e) => format!("{server}: {e}"),
    })
}

/// Opens the page in the player's browser: `$BROWSER`, else the system's opener. A failure is
/// no error: the address is said and shown.
pub fn open_browser(url: &str) {
    let browser = std::env::var("BROWSER").ok().and_then(|b| {
        b.split(':')
            .find(|c| !c.trim().is_empty())
            .map(str::to_string)
    });
    let mut command = match browser {
        Some(b) => std::process::Command::new(b),
        None if cfg!(windows) => {
            let mut c = std::process::Command::new("cmd");
            c.args(["/C", "start", ""]);
            c
        }
        None if cfg!(target_os = "macos") => std::process::Command::new("open"),
        None => std::process::Command::new("xdg-open"),
    };
    let _ = command
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
}

/// Signing out: the kept token revoked on the server and forgotten here; what happened said
/// (Err: forgotten here, but the server did not revoke it).
pub fn sign_out(server: &str, settings: &Path, lang: Language) -> Result<String, String> {
    let server = server.to_string();
    let Some(t) = token::find(&server, settings) else {
        return Ok(i18n::t(
            lang,
            "online-logout-nothing",
            &[("server", server)],
        ));
    };
    let revoked = Client::new(&server, &t).and_then(|c| c.revoke());
    token::forget(&server, settings);
    match revoked {
        Ok(()) | Err(ServerError::BadToken) => {
            Ok(i18n::t(lang, "online-logout-done", &[("server", server)]))
        }
        Err(e) => Err(i18n::t(
            lang,
            "online-logout-not-revoked",
            &[("server", server), ("error", e.to_string())],
        )),
    }
}
