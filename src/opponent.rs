//! An engine opponent over UCI (Debian's `stockfish`, or any UCI engine by path): its moves are
//! announced and must be made on the player's tactile board; it gives hints on request. In a
//! tournament Ansage has no engine at all (fair play at blind players' events).

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

use crate::chess::game::{Game, fen_of};

/// Who plays against the blind player: a UCI engine (its path), at a strength 0..20, with a
/// colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub path: std::path::PathBuf,
    pub level: u8,
    pub color: shakmaty::Color,
}

/// A running UCI engine; its output is read on a thread of its own, so that every wait has a
/// deadline even when the engine says nothing at all.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Thinking time per move.
    pub movetime: Duration,
}

/// How long an engine may take to say `uciok` and `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(5);
/// How much longer than its thinking time an engine may take for a move before it is told to
/// stop, and then before it is given up.
const GRACE: Duration = Duration::from_secs(5);
/// The longest engine line kept (a longer one is cut), and how many lines may wait unread.
const MAX_LINE: u64 = 64 * 1024;
const QUEUE: usize = 256;

/// The Debian path of Stockfish.
pub const STOCKFISH: &str = "/usr/games/stockfish";

impl Engine {
    /// Starts an engine at a strength level 0 (weakest) to 20 (full strength).
    pub fn start(path: &Path, level: u8) -> Result<Engine, String> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start the engine {}: {e}", path.display()))?;
        let stdin = child.stdin.take().ok_or("no engine input")?;
        let mut stdout = BufReader::new(child.stdout.take().ok_or("no engine output")?);
        // A bounded queue: an engine that floods its output waits for Ansage, it does not
        // fill the memory; a line without end is cut at MAX_LINE.
        let (tx, lines) = sync_channel(QUEUE);
        std::thread::spawn(move || {
            loop {
                let mut line = Vec::new();
                match (&mut stdout).take(MAX_LINE).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&line).trim().to_string();
                        if tx.send(text).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let mut e = Engine {
            child,
            stdin,
            lines,
            movetime: Duration::from_millis(100 + 50 * u64::from(level.min(20))),
        };
        e.send("uci")?;
        e.wait_for("uciok", HANDSHAKE)?;
        e.send(&format!(
            "setoption name Skill Level value {}",
            level.min(20)
        ))?;
        e.send("isready")?;
        e.wait_for("readyok", HANDSHAKE)?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("the engine stopped: {e}"))
    }

    /// The engine's first line that starts with `prefix`, within `within`.
    fn wait_for(&mut self, prefix: &str, within: Duration) -> Result<String, String> {
        let until = Instant::now() + within;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Disconnected) => return Err("the engine stopped".into()),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "the engine did not answer {prefix} within {} s",
                        within.as_secs()
                    ));
                }
            }
        }
    }

    /// The engine's move in the game's position.
    pub fn best_move(&mut self, game: &Game) -> Result<Move, String> {
        let moves: Vec<String> = game
            .plies()
            .iter()
            .map(|p| UciMove::from_standard(p.mv).to_string())
            .collect();
        let mut position = format!("position fen {}", fen_of(game.start()));
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position)?;
        self.send(&format!("go movetime {}", self.movetime.as_millis()))?;
        // Its time and a grace; then it is told to stop and gets one more grace.
        let answer = match self.wait_for("bestmove", self.movetime + GRACE) {
            Ok(a) => a,
            Err(_) => {
                self.send("stop")?;
                self.wait_for("bestmove", GRACE)?
            }
        };
        let uci = answer
            .split_whitespace()
            .nth(1)
            .ok_or("the engine gave no move")?;
        let pos: &Chess = game.position();
        uci.parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(pos).ok())
            .ok_or_else(|| format!("the engine gave an impossible move {uci}"))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let until = Instant::now() + Duration::from_secs(2);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
