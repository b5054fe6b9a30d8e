//! `ansage online`: a game on Lichess (or a server that speaks its Board API) played by
//! voice at the console table: against the server's AI at a level, a player challenged by
//! name, or a game that already runs. The token comes from `--token-file`, else
//! `$ANSAGE_LICHESS_TOKEN`, else the file `lichess-token` beside the settings file (0600);
//! it is never printed, logged or written into the game's record.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use shakmaty::Chess;

use super::console::{ConsoleArgs, table_options_with};
use super::{ended, settings_file, usage};
use crate::chess::clock::Side;
use crate::online::client::{Client, Clock, LICHESS};
use crate::online::link::Plan;
use crate::table::chess::OnlineGame;

#[derive(Args, Clone, Debug, Default)]
pub struct OnlineArgs {
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

/// The token: the file given, the environment, or the file beside the settings.
fn token(a: &OnlineArgs, settings: &Path) -> Result<String, String> {
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
    let beside = settings.with_file_name("lichess-token");
    if beside.exists() {
        return from_file(&beside);
    }
    Err(format!(
        "no token: create a personal access token with the board:play scope \
         (lichess.org/account/oauth/token) and give it with --token-file, in \
         $ANSAGE_LICHESS_TOKEN, or in {}",
        beside.display()
    ))
}

pub(super) fn online_cmd(a: OnlineArgs) -> ExitCode {
    let settings = settings_file(a.table.config.as_deref());
    let token = match token(&a, &settings.0) {
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
    let plan = match (&a.ai, &a.challenge, &a.game) {
        (Some(level), None, None) => Plan::Ai {
            level: *level,
            clock,
            color,
        },
        (None, Some(user), None) => Plan::Challenge {
            user: user.clone(),
            clock,
            color,
        },
        (None, None, Some(id)) => Plan::Join(id.clone()),
        _ => return usage("name one of --ai LEVEL, --challenge PLAYER or --game ID"),
    };
    let server = a.server.clone().unwrap_or_else(|| LICHESS.to_string());
    let client = match Client::new(&server, &token) {
        Ok(c) => c,
        Err(e) => return usage(format!("{e:?}")),
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
