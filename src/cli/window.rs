//! `ansage window` (the default): the options both windows take, and whether a display answers
//! (else the console mode, which says why first).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use shakmaty::Color;

use super::console::{ConsoleArgs, console_instead, table_options_with};
use super::{failed, language, settings_file, usage};
use crate::chess::clock::Side;
use crate::config::GameMode;
use crate::shared::language::Language;

/// What both windows (chess and the billiards scoreboard) take.
#[derive(Args, Debug)]
pub struct WindowFlags {
    /// The window's size, e.g. 1024x768.
    #[arg(long, default_value = "1024x768")]
    pub size: String,
    /// Do not listen to the microphone (the window listens by default).
    #[arg(long)]
    pub no_listen: bool,
    /// Do not speak (the window speaks by default; the chess window also follows the settings
    /// file's speech setting).
    #[arg(long)]
    pub no_speak: bool,
}

impl Default for WindowFlags {
    fn default() -> WindowFlags {
        WindowFlags {
            size: "1024x768".into(),
            no_listen: false,
            no_speak: false,
        }
    }
}

impl WindowFlags {
    /// The size asked for, or the exit of a bad one.
    pub(super) fn window_size(&self, lang: Language) -> Result<iced::Size, ExitCode> {
        self.size
            .split_once('x')
            .and_then(|(w, h)| Some(iced::Size::new(w.parse().ok()?, h.parse().ok()?)))
            .ok_or_else(|| {
                usage(crate::shared::i18n::t(
                    lang,
                    "cli-size",
                    &[("value", self.size.clone())],
                ))
            })
    }
}

#[derive(Args, Debug, Default)]
pub struct WindowArgs {
    #[command(flatten)]
    pub table: ConsoleArgs,
    /// Go straight to a game in this mode: relay, two-voices, engine or review (else the
    /// start screen).
    #[arg(long)]
    pub mode: Option<GameMode>,
    /// The blind player's colour in relay and engine mode: white or black.
    #[arg(long)]
    pub blind: Option<Side>,
    #[command(flatten)]
    pub window: WindowFlags,
}

/// Why no window can open here, if it cannot: no display named, or the one named does not
/// answer (the window library would panic on it). Windows and macOS always have a desktop.
pub(super) fn display_problem() -> Option<NoDisplay> {
    if cfg!(any(windows, target_os = "macos")) {
        return None;
    }
    let var = |v: &str| std::env::var(v).ok().filter(|d| !d.is_empty());
    let x = var("DISPLAY");
    if let Some(w) = var("WAYLAND_DISPLAY") {
        let path = match std::env::var_os("XDG_RUNTIME_DIR") {
            Some(dir) if !w.starts_with('/') => PathBuf::from(dir).join(&w),
            _ => PathBuf::from(&w),
        };
        if unix_socket_answers(&path) {
            return None;
        }
        if x.is_none() {
            return Some(NoDisplay::WaylandSilent(w));
        }
    }
    let Some(d) = x else {
        return Some(NoDisplay::NotSet);
    };
    if !x_display_answers(&d) {
        return Some(NoDisplay::XSilent(d));
    }
    x_display_refuses(&d).map(|why| NoDisplay::XRefuses(d, why))
}

/// Why no window can open: what the console mode says first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum NoDisplay {
    /// Neither DISPLAY nor WAYLAND_DISPLAY is set (a text console, ssh without -X).
    NotSet,
    /// The Wayland display named does not answer.
    WaylandSilent(String),
    /// The X display named does not answer.
    XSilent(String),
    /// The X server answers and refuses, with its reason (its own words).
    XRefuses(String, String),
}

impl NoDisplay {
    pub(super) fn words(&self, lang: Language) -> String {
        let t = |id: &str, args: &[(&str, String)]| crate::shared::i18n::t(lang, id, args);
        match self {
            NoDisplay::NotSet => t("no-display-set", &[]),
            NoDisplay::WaylandSilent(d) => t("no-wayland-answers", &[("display", d.clone())]),
            NoDisplay::XSilent(d) => t("no-x-answers", &[("display", d.clone())]),
            NoDisplay::XRefuses(d, why) => {
                t("x-refuses", &[("display", d.clone()), ("why", why.clone())])
            }
        }
    }
}

/// Why an X server that answers refuses the connection (no authority for it, too many
/// clients), found by making the X handshake as the window library will; the window library
/// panics on it. The connection made is kept open for the program's life: an X server whose
/// last client leaves resets itself (Xvfb, a kiosk's server), and the window's own connection,
/// made a moment later, failed during that reset.
#[cfg(target_os = "linux")]
fn x_display_refuses(display: &str) -> Option<String> {
    use x11rb::errors::ConnectError;
    static KEPT: std::sync::OnceLock<x11rb::rust_connection::RustConnection> =
        std::sync::OnceLock::new();
    let reason = |r: &[u8]| String::from_utf8_lossy(r).trim().to_string();
    // A server resetting as the last client of another program leaves drops the handshake
    // ("failed to read whole buffer"): tried again for a second before the console is chosen.
    let mut tries = 0;
    loop {
        match x11rb::connect(Some(display)) {
            Ok((connection, _)) => {
                let _ = KEPT.set(connection);
                return None;
            }
            Err(ConnectError::SetupFailed(f)) => return Some(reason(&f.reason)),
            Err(ConnectError::SetupAuthenticate(a)) => return Some(reason(&a.reason)),
            Err(ConnectError::IoError(_)) if tries < 10 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            Err(e) => return Some(e.to_string()),
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn x_display_refuses(_display: &str) -> Option<String> {
    None
}

/// Whether an X server answers at `[host]:N[.S]`: its local socket, or TCP port 6000+N (an
/// SSH-forwarded display); a form not understood is left to the window library.
fn x_display_answers(display: &str) -> bool {
    let Some((host, rest)) = display.rsplit_once(':') else {
        return true;
    };
    let Some(n) = rest.split('.').next().and_then(|n| n.parse::<u16>().ok()) else {
        return true;
    };
    if host.contains('/') {
        return true;
    }
    if host.is_empty() || host == "unix" {
        return unix_socket_answers(Path::new(&format!("/tmp/.X11-unix/X{n}")));
    }
    use std::net::ToSocketAddrs;
    let Ok(addrs) = (host, 6000u16.saturating_add(n)).to_socket_addrs() else {
        return false;
    };
    addrs.into_iter().any(|a| {
        std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_secs(1)).is_ok()
    })
}

fn unix_socket_answers(path: &Path) -> bool {
    #[cfg(unix)]
    {
        std::os::unix::net::UnixStream::connect(path).is_ok()
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        true
    }
}

/// The window; without a display that answers, the console mode, which says why first.
pub(super) fn window_cmd(mut w: WindowArgs) -> ExitCode {
    let settings = settings_file(w.table.config.as_deref());
    let cfg = settings.1.clone();
    w.table.listen |= !w.window.no_listen;
    w.table.speak |= !w.window.no_speak && cfg.speak.unwrap_or(true);
    let lang = language(w.table.lang, &cfg, Language::De);
    if let Some(why) = display_problem() {
        return console_instead(w.table, settings, Some(why.words(lang)));
    }
    let size = match w.window.window_size(lang) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let blind = Color::from(w.blind.or(cfg.blind_color).unwrap_or(Side::White));
    let mode = w.mode.map(|m| crate::gui::Mode::new(m, blind));
    if let Some(crate::gui::Mode::Engine { engine }) = mode
        && w.table.opponent.is_none()
        && !w.table.tournament
    {
        w.table.opponent = Some("stockfish".into());
        w.table.opponent_color = Some(engine.into());
        if let Some(level) = cfg.engine_level {
            w.table.opponent_level = level;
        }
    }
    let fresh = w.table.fen.is_some();
    let opts = match table_options_with(w.table, settings) {
        Ok(o) => o,
        Err(code) => return code,
    };
    let launch = crate::gui::Launch { mode, fresh, size };
    match crate::gui::run(opts, launch) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => failed(e),
    }
}
