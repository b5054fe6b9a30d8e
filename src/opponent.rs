//! An engine opponent over UCI (Debian's `stockfish`, or any UCI engine by path): its moves are
//! announced and must be made on the player's tactile board; it gives hints on request. In a
//! tournament Ansage has no engine at all (fair play at blind players' events).

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
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

/// A running UCI engine.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// Thinking time per move.
    pub movetime: Duration,
}

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
        let stdout = BufReader::new(child.stdout.take().ok_or("no engine output")?);
        let mut e = Engine {
            child,
            stdin,
            stdout,
            movetime: Duration::from_millis(100 + 50 * u64::from(level.min(20))),
        };
        e.send("uci")?;
        e.wait_for("uciok")?;
        e.send(&format!(
            "setoption name Skill Level value {}",
            level.min(20)
        ))?;
        e.send("isready")?;
        e.wait_for("readyok")?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("the engine stopped: {e}"))
    }

    fn wait_for(&mut self, prefix: &str) -> Result<String, String> {
        let until = Instant::now() + Duration::from_secs(30);
        let mut line = String::new();
        while Instant::now() < until {
            line.clear();
            let n = self
                .stdout
                .read_line(&mut line)
                .map_err(|e| format!("the engine stopped: {e}"))?;
            if n == 0 {
                return Err("the engine stopped".into());
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_string());
            }
        }
        Err(format!("the engine did not answer {prefix}"))
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
        let answer = self.wait_for("bestmove")?;
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
