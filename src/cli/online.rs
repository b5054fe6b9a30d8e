//! `ansage online`: a game on Lichess (or a server that speaks its Board API) played by
//! voice at the console table: against the server's AI at a level, a player challenged by
//! name, or a game that already runs. The token comes from `--token-file`, else
//! `$ANSAGE_LICHESS_TOKEN`, else the file `lichess-token` beside the settings file (0600);
//! it is never printed, logged or written into the game's record.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use shakmaty::Chess;

use super::console::{ConsoleArgs, table_options_with};
use super::{ended, failed, language, settings_file, usage};
use crate::chess::clock::Side;
use crate::online::account;
use crate::online::client::{Client, Clock, LICHESS};
use crate::online::link::Plan;
use crate::online::token;
use crate::shared::i18n;
use crate::shared::language::Language;
use crate::table::chess::OnlineGame;

#[derive(Args, Clone, Debug, Default)]
#[command(args_conflicts_with_subcommands = true)]
pub struct OnlineArgs {
    #[command(subcommand)]
    pub action: Option<OnlineAction>,
    /// The server (default https://lichess.org; another one that speaks Lichess's Board API,
    /// or http on this computer for tests).
    #[arg(long)]
    pub server: Option<String>,
    /// A file holding the personal access token (scope board:play; lichess.org/account/oauth/token).
    #[arg(long)]
    pub token_file: Option<PathBuf>,
    /// Play the server's AI at this level, 1 (weakest) to 8.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
    pub ai: Option<u8>,
    /// Challenge this player by name.
    #[arg(long)]
    pub challenge: Option<String>,
    /// Play on in this game (its id), which runs already.
    #[arg(long)]
    pub game: Option<String>,
    /// Wait for challenges: each is read out (who, rating, time control) and asked.
    #[arg(long)]
    pub accept: bool,
    /// Seek an opponent in the lobby (rapid or classical: Lichess's Board API takes no faster
    /// real-time games).
    #[arg(long)]
    pub seek: bool,
    /// A rated game (a seek or a challenge); casual otherwise.
    #[arg(long)]
    pub rated: bool,
    /// The time control: minutes+increment seconds (default 15+10; Lichess's Board API
    /// takes rapid and classical games only).
    #[arg(long, default_value = "15+10")]
    pub time: String,
    /// The colour to play: white or black (default: the server draws it).
    #[arg(long)]
    pub color: Option<Side>,
    #[command(flatten)]
    pub table: ConsoleArgs,
}

/// Signing in and out.
#[derive(Subcommand, Clone, Debug)]
pub enum OnlineAction {
    /// Keeps a personal access token (scope board:play) for the server, checked with it
    /// first: read from --token-file, else pasted on standard input.
    Login(Account),
    /// Revokes the kept token on the server and forgets it here.
    Logout(Account),
}

#[derive(Args, Clone, Debug, Default)]
pub struct Account {
    /// The server (default https://lichess.org).
    #[arg(long)]
    pub server: Option<String>,
    /// A file holding the token (login only).
    #[arg(long)]
    pub token_file: Option<PathBuf>,
    /// Sign in through the browser instead (OAuth with PKCE): the server's page is opened
    /// (its address also printed), and Ansage gets the token when it is approved there.
    #[arg(long)]
    pub browser: bool,
    /// The settings file (the token's fallback file goes beside it).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Language of the messages: de, en or ru.
    #[arg(long)]
    pub lang: Option<Language>,
}

/// "15+10": fifteen minutes and ten seconds a move.
fn clock_of(time: &str) -> Option<Clock> {
    let (m, i) = time.split_once('+')?;
    let minutes: f32 = m.trim().parse().ok()?;
    let increment: u32 = i.trim().parse().ok()?;
    (minutes > 0.0 && minutes <= 180.0 && increment <= 180).then(|| Clock {
        limit_secs: (minutes * 60.0).round() as u32,
        increment_secs: increment,
    })
}

/// The token: the file given, the environment, or the one kept for the server.
fn token(a: &OnlineArgs, server: &str, settings: &Path) -> Result<String, String> {
    let from_file = |p: &Path| {
        std::fs::read_to_string(p)
            .map(|t| t.trim().to_string())
            .map_err(|e| format!("{}: {e}", p.display()))
    };
    if let Some(f) = &a.token_file {
        return from_file(f);
    }
    if let Some(t) = std::env::var("ANSAGE_LICHESS_TOKEN")
        .ok()
        .filter(|t| !t.trim().is_empty())
    {
        return Ok(t.trim().to_string());
    }
    if let Some(t) = token::find(server, settings) {
        return Ok(t);
    }
    Err(format!(
        "no token for {server}: create a personal access token with the board:play scope \
         (on Lichess: lichess.org/account/oauth/token), then `ansage online login`, or give \
         it with --token-file or in $ANSAGE_LICHESS_TOKEN"
    ))
}

impl Account {
    /// The settings file, the language of the messages (given, else the settings', else the
    /// system's, else German) and the server.
    fn context(&self) -> (PathBuf, Language, String) {
        let (settings, cfg, _) = settings_file(self.config.as_deref());
        let lang = language(self.lang, &cfg, Language::De);
        let server = self.server.clone().unwrap_or_else(|| LICHESS.to_string());
        (settings, lang, server)
    }
}

/// `online login`: the token checked with the server, then kept; where it is kept is said.
fn login(a: Account) -> ExitCode {
    let (settings, lang, server) = a.context();
    let token = if a.browser {
        match browser_token(&server, lang) {
            Ok(token) => token,
            Err(why) => return failed(why),
        }
    } else {
        let read = match &a.token_file {
            Some(f) => std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display())),
            None => {
                let mut line = String::new();
                std::io::stdin()
                    .read_line(&mut line)
                    .map(|_| line)
                    .map_err(|e| e.to_string())
            }
        };
        match read {
            Ok(t) if !t.trim().is_empty() => t.trim().to_string(),
            Ok(_) => return usage("no token given"),
            Err(e) => return usage(e),
        }
    };
    match account::keep_checked(&server, &token, &settings, lang) {
        Ok(said) => {
            println!("{said}");
            ExitCode::SUCCESS
        }
        Err(why) => failed(why),
    }
}

/// The token from the browser: the consent page opened (and its address printed), its return
/// awaited on loopback, the code traded.
fn browser_token(server: &str, lang: Language) -> Result<String, String> {
    let sign_in = account::begin_browser(server)?;
    println!(
        "{}",
        i18n::t(lang, "online-browser-open", &[("url", sign_in.url.clone())])
    );
    account::open_browser(&sign_in.url);
    account::finish_browser(sign_in, server, lang)
}

/// `online logout`: the kept token revoked on the server and forgotten here.
fn logout(a: Account) -> ExitCode {
    let (settings, lang, server) = a.context();
    match account::sign_out(&server, &settings, lang) {
        Ok(said) => {
            println!("{said}");
            ExitCode::SUCCESS
        }
        Err(why) => failed(why),
    }
}

pub(super) fn online_cmd(a: OnlineArgs) -> ExitCode {
    match a.action {
        Some(OnlineAction::Login(account)) => return login(account),
        Some(OnlineAction::Logout(account)) => return logout(account),
        None => {}
    }
    let settings = settings_file(a.table.config.as_deref());
    let server = a.server.clone().unwrap_or_else(|| LICHESS.to_string());
    let token = match token(&a, &server, &settings.0) {
        Ok(t) if !t.is_empty() => t,
        Ok(_) => return usage("the token file is empty"),
        Err(why) => return usage(why),
    };
    if a.table.fen.is_some() || a.table.clock.is_some() {
        return usage(
            "an online game starts from the start position with the server's clock: --fen and --clock are not for it",
        );
    }
    if a.table.tournament || a.table.opponent.is_some() {
        return usage(
            "an online game is played without an engine and outside tournament mode (fair play)",
        );
    }
    let Some(clock) = clock_of(&a.time) else {
        return usage(format!("--time {:?}: minutes+seconds, like 15+10", a.time));
    };
    let color = a.color.map(Into::into);
    if (a.seek || a.challenge.is_some()) && !clock.board_api_speed() {
        return usage(format!(
            "--time {}: Lichess's Board API plays rapid and classical games only (the minutes \
             and forty increments at least eight minutes, like 10+0 or 15+10)",
            a.time
        ));
    }
    let plan = match (&a.ai, &a.challenge, &a.game) {
        (None, None, None) if a.accept && !a.seek => Plan::Await,
        (None, None, None) if a.seek && !a.accept => Plan::Seek {
            clock,
            rated: a.rated,
        },
        (Some(level), None, None) if !a.accept && !a.seek => Plan::Ai {
            level: *level,
            clock,
            color,
        },
        (None, Some(user), None) if !a.accept && !a.seek => Plan::Challenge {
            user: user.clone(),
            clock,
            color,
            rated: a.rated,
        },
        (None, None, Some(id)) if !a.accept && !a.seek => Plan::Join(id.clone()),
        // Nothing named: asked by voice.
        (None, None, None) => Plan::Choose {
            clock,
            color,
            rated: a.rated,
        },
        _ => {
            return usage(
                "name only one of --ai LEVEL, --challenge PLAYER, --seek, --accept or --game ID (or none: Ansage asks)",
            );
        }
    };
    let client = match Client::new(&server, &token) {
        Ok(c) => c,
        Err(e) => return usage(e),
    };
    let mut opts = match table_options_with(a.table, settings) {
        Ok(o) => o,
        Err(code) => return code,
    };
    // A new game: the saved one stays saved (offered at the board next time).
    opts.start = Some(Chess::default());
    opts.online = Some(OnlineGame { client, plan });
    ended(crate::console::chess(
        opts,
        std::io::BufReader::new(std::io::stdin()),
        std::io::stdout(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_control_is_minutes_and_increment() {
        assert_eq!(
            clock_of("15+10"),
            Some(Clock {
                limit_secs: 900,
                increment_secs: 10
            })
        );
        assert_eq!(clock_of("0.5+0").map(|c| c.limit_secs), Some(30));
        assert_eq!(clock_of("15"), None);
        assert_eq!(clock_of("0+0"), None);
    }
}
