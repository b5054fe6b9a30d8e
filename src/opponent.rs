//! An engine opponent over UCI (Debian's `stockfish`, or any UCI engine by path): its moves are
//! announced and must be made on the player's tactile board; it gives hints on request. In a
//! tournament Ansage has no engine at all (fair play at blind players' events).

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, TryRecvError, sync_channel};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move};

use crate::chess::evaluation::Score;
use crate::chess::game::{Game, fen_of};

/// Who plays against the blind player: a UCI engine (its program and arguments), at a
/// strength 0..20, with a colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub path: std::path::PathBuf,
    pub args: Vec<String>,
    pub level: u8,
    pub color: shakmaty::Color,
}

/// An engine as the player names it: "stockfish" (found on PATH, else where Debian puts it),
/// a program on PATH or a path, with its arguments after it ("toga2 --threads 2"); a part with
/// spaces is put in double quotes (`"C:\Program Files\Stockfish\stockfish.exe"`).
/// Backslashes are taken as they are, for Windows paths. `None` for an empty name or an
/// unclosed quote.
pub fn engine_command(named: &str) -> Option<(std::path::PathBuf, Vec<String>)> {
    let mut parts = Vec::new();
    let mut part = String::new();
    let (mut quoted, mut started) = (false, false);
    for c in named.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                started = true;
            }
            c if c.is_whitespace() && !quoted => {
                if started {
                    parts.push(std::mem::take(&mut part));
                    started = false;
                }
            }
            c => {
                part.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return None;
    }
    if started {
        parts.push(part);
    }
    let mut parts = parts.into_iter();
    let program = parts.next()?;
    let path = if program == "stockfish" {
        which::which("stockfish").unwrap_or_else(|_| std::path::PathBuf::from(STOCKFISH))
    } else {
        which::which(&program).unwrap_or_else(|_| std::path::PathBuf::from(&program))
    };
    Some((path, parts.collect()))
}

/// Why an engine was given up: said in the player's language by the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// It could not be started (the system's reason).
    CannotStart(String),
    /// It did not say `uciok` / `readyok` in time.
    SilentAtStart,
    /// It gave no move in its time and the grace, nor after `stop`.
    NoMove,
    /// Its output ended (it exited or crashed), or its input is closed.
    Stopped,
    /// It sent a move that is not legal in the position (the move as sent).
    ImpossibleMove(String),
    /// It does not speak UCI (an xboard engine such as Crafty, or GNU Chess without `--uci`):
    /// its first line that was no UCI, to show the player what it said.
    NotUci(String),
}

/// How the engine is made to play at the level asked for, as its options allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Level 20: as strong as it plays in its thinking time.
    Full,
    /// Stockfish's own "Skill Level" (its 0..20).
    SkillLevel(i64),
    /// `UCI_LimitStrength` with `UCI_Elo` at this rating (within the engine's range).
    Elo(i64),
    /// Neither is offered (Toga II, Glaurung, GNU Chess): it is told how many half-moves deep
    /// to look (`go depth`), which every UCI engine understands.
    Depth(u8),
}

/// The options an engine offers that set its strength: their ranges (min, max).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StrengthOptions {
    pub skill_level: Option<(i64, i64)>,
    pub limit_strength: bool,
    pub elo: Option<(i64, i64)>,
}

impl StrengthOptions {
    /// Takes note of one `option name … type … [min …] [max …]` line of the handshake.
    pub fn hear(&mut self, line: &str) {
        let Some(rest) = line.strip_prefix("option name ") else {
            return;
        };
        let Some((name, spec)) = rest.split_once(" type ") else {
            return;
        };
        let words: Vec<&str> = spec.split_whitespace().collect();
        let value = |key: &str| {
            words
                .iter()
                .position(|w| *w == key)
                .and_then(|i| words.get(i + 1))
                .and_then(|v| v.parse::<i64>().ok())
        };
        let range = || Some((value("min")?, value("max")?));
        match name.trim() {
            "Skill Level" => self.skill_level = range(),
            "UCI_LimitStrength" => self.limit_strength = spec.starts_with("check"),
            "UCI_Elo" => self.elo = range(),
            _ => {}
        }
    }

    /// How to play at `level` (0 weakest .. 20 full strength): Skill Level where offered, else
    /// a limited rating, else a limited depth (level 0 looks 1 half-move deep, 19 ten).
    pub fn strength(&self, level: u8) -> Strength {
        let level = i64::from(level.min(20));
        if level == 20 {
            return Strength::Full;
        }
        let within = |(min, max): (i64, i64)| min + (max - min) * level / 20;
        if let Some(range) = self.skill_level {
            Strength::SkillLevel(within(range))
        } else if let (true, Some(range)) = (self.limit_strength, self.elo) {
            Strength::Elo(within(range))
        } else {
            Strength::Depth(1 + (level / 2) as u8)
        }
    }

    /// The `setoption` lines for a strength.
    fn commands(strength: &Strength) -> Vec<String> {
        match strength {
            Strength::SkillLevel(v) => vec![format!("setoption name Skill Level value {v}")],
            Strength::Elo(v) => vec![
                "setoption name UCI_LimitStrength value true".to_string(),
                format!("setoption name UCI_Elo value {v}"),
            ],
            Strength::Full | Strength::Depth(_) => Vec::new(),
        }
    }
}

/// Whether a line an engine sent in answer to `uci` says it did not understand it: xboard
/// engines take it for a move ("Illegal move: uci", "Invalid move: uci", "Error (unknown
/// command): uci").
fn refuses_uci(line: &str) -> bool {
    let lower = line.to_lowercase();
    lower.contains("uci")
        && ["illegal", "invalid", "unknown", "error"]
            .iter()
            .any(|w| lower.contains(w))
}

/// A running UCI engine. Nothing here waits: the engine's output is read on a thread of its
/// own, [`Engine::think`] only sends the position, and [`Engine::poll`] looks at what has come
/// and at the deadlines, so that the window and the console go on (and the flag can fall)
/// while the engine thinks, and an engine that says nothing at all is given up in time.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    state: State,
    /// Thinking time per move.
    pub movetime: Duration,
    level: u8,
    /// What the handshake offered to set the strength, and the strength chosen at `uciok`.
    offered: StrengthOptions,
    strength: Option<Strength>,
    strength_told: bool,
    /// The engine's name (`id name`; else its program's), and its first line that was no UCI.
    name: Option<String>,
    program: String,
    not_uci: Option<String>,
}

/// Where the conversation with the engine stands.
#[derive(Clone, Debug)]
enum State {
    /// Waiting for the answer to `uci` (then `isready`) until the deadline.
    Handshake {
        expect: &'static str,
        until: Instant,
    },
    /// Ready for a position.
    Idle,
    /// Thinking in this position; `stopped` once told to stop at the first deadline.
    Thinking {
        position: Box<Chess>,
        until: Instant,
        stopped: bool,
    },
    /// Scoring a position whose side to move is `mover`: the last score it gave.
    Evaluating {
        mover: shakmaty::Color,
        score: Option<Score>,
        until: Instant,
        stopped: bool,
    },
}

/// What the engine answered: its move, or its score of a position (White's side).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Move(Move),
    Score(Score),
}

/// How deep the engine looks at each position of a game it evaluates, and the longest it may
/// take for one.
const EVALUATION_DEPTH: u32 = 12;
const EVALUATION_TIME: Duration = Duration::from_secs(3);

/// How long an engine may take to say `uciok` and `readyok`.
const HANDSHAKE: Duration = Duration::from_secs(5);
/// How much longer than its thinking time an engine may take for a move before it is told to
/// stop, and then before it is given up.
const GRACE: Duration = Duration::from_secs(5);
/// The longest engine line kept (a longer one is cut), and how many lines may wait unread.
const MAX_LINE: u64 = 64 * 1024;
const QUEUE: usize = 256;

/// The strength level at which an engine plays its best (and evaluates a game).
pub const STRONGEST: u8 = 20;

/// Where Debian puts Stockfish (`/usr/games`, which is not on every PATH, root's for one).
pub const STOCKFISH: &str = "/usr/games/stockfish";

impl Engine {
    /// Starts an engine at a strength level 0 (weakest) to 20 (full strength) and says `uci`;
    /// it is ready once [`Engine::poll`] has seen its handshake.
    pub fn start(path: &Path, args: &[String], level: u8) -> Result<Engine, Trouble> {
        // A relative path is the player's (the engine runs in another folder, below).
        let program = match path.components().count() {
            1 => path.to_path_buf(),
            _ => std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()),
        };
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            // Engines that write logs into their working folder (Crafty's game.001 and
            // log.001) write them where the system clears up, not into the player's folder.
            .current_dir(std::env::temp_dir());
        // The engine gets its three pipes and nothing else. A descriptor another thread opened
        // meanwhile without close-on-exec stayed open in it: libspeechd's pipe to the Speech
        // Dispatcher it autospawns at the same moment, whose end libspeechd waits for, so
        // speech never started (issue 32, seen in the debug build's timing).
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::process::CommandExt;
            // They are marked close-on-exec rather than closed, so that the standard library's
            // own pipe still reports a program that cannot be run (a wrong path) as an error.
            // SAFETY: between fork and exec the closure only makes the close_range system
            // call, which is async-signal-safe and allocates nothing.
            unsafe {
                command.pre_exec(|| {
                    libc::close_range(
                        3,
                        libc::c_uint::MAX,
                        libc::CLOSE_RANGE_CLOEXEC as libc::c_int,
                    );
                    Ok(())
                });
            }
        }
        let mut child = command
            .spawn()
            .map_err(|e| Trouble::CannotStart(format!("{}: {e}", path.display())))?;
        let stdin = child.stdin.take().ok_or(Trouble::Stopped)?;
        let mut stdout = BufReader::new(child.stdout.take().ok_or(Trouble::Stopped)?);
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
                        tracing::debug!(target: "ansage::engine", "< {text}");
                        if tx.send(text).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let level = level.min(STRONGEST);
        let mut e = Engine {
            child,
            stdin,
            lines,
            state: State::Handshake {
                expect: "uciok",
                until: Instant::now() + HANDSHAKE,
            },
            movetime: Duration::from_millis(100 + 50 * u64::from(level)),
            level,
            offered: StrengthOptions::default(),
            strength: None,
            strength_told: false,
            name: None,
            program: path
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned()),
            not_uci: None,
        };
        e.send("uci")?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), Trouble> {
        tracing::debug!(target: "ansage::engine", "> {line}");
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| Trouble::Stopped)
    }

    /// Whether the engine waits for a position (its handshake done, no move being thought).
    pub fn is_idle(&self) -> bool {
        matches!(self.state, State::Idle)
    }

    /// The strength chosen at the handshake, with the engine's name: once, for the table to
    /// tell the player how the level is met.
    pub fn take_strength(&mut self) -> Option<(Strength, String)> {
        if self.strength_told {
            return None;
        }
        let strength = self.strength.clone()?;
        self.strength_told = true;
        let name = self.name.clone().unwrap_or_else(|| self.program.clone());
        Some((strength, name))
    }

    /// Sends the game's position and lets the engine think for its time; the move comes from
    /// [`Engine::poll`]. Only when idle.
    pub fn think(&mut self, game: &Game) -> Result<(), Trouble> {
        debug_assert!(self.is_idle(), "one position at a time");
        self.send(&position_line(game, game.plies().len()))?;
        let depth = match self.strength {
            Some(Strength::Depth(d)) => format!(" depth {d}"),
            _ => String::new(),
        };
        self.send(&format!("go movetime {}{depth}", self.movetime.as_millis()))?;
        self.state = State::Thinking {
            position: Box::new(game.position().clone()),
            until: Instant::now() + self.movetime + GRACE,
            stopped: false,
        };
        Ok(())
    }

    /// Asks for the engine's score of the position after the game's first `plies`
    /// half-moves, at a fixed depth (the same game is scored the same); it comes from
    /// [`Engine::poll`]. Only when idle.
    pub fn evaluate(&mut self, game: &Game, plies: usize) -> Result<(), Trouble> {
        debug_assert!(self.is_idle(), "one position at a time");
        self.send(&position_line(game, plies))?;
        self.send(&format!(
            "go depth {EVALUATION_DEPTH} movetime {}",
            EVALUATION_TIME.as_millis()
        ))?;
        let mover = match game.plies().get(plies) {
            Some(_) => game.ply_number(plies).1,
            None => game.turn(),
        };
        self.state = State::Evaluating {
            mover,
            score: None,
            until: Instant::now() + EVALUATION_TIME + GRACE,
            stopped: false,
        };
        Ok(())
    }

    /// What the engine has said since: its move or score once it has one, its trouble once
    /// it is to be given up, else nothing (also while the handshake goes on). Never waits.
    pub fn poll(&mut self) -> Option<Result<Answer, Trouble>> {
        loop {
            let line = match self.lines.try_recv() {
                Ok(line) => line,
                Err(TryRecvError::Disconnected) => return Some(Err(Trouble::Stopped)),
                Err(TryRecvError::Empty) => return self.check_deadline().err().map(Err),
            };
            if let Some(answer) = self.hear(&line) {
                return Some(answer);
            }
        }
    }

    /// One line of the engine's, in the state it is in.
    fn hear(&mut self, line: &str) -> Option<Result<Answer, Trouble>> {
        if let State::Evaluating { mover, score, .. } = &mut self.state {
            if line.starts_with("bestmove") {
                // A position without moves (mate, stalemate) may come with no score.
                let score = score.unwrap_or(Score::Centipawns(0));
                self.state = State::Idle;
                return Some(Ok(Answer::Score(score)));
            }
            if let Some(s) = info_score(line) {
                *score = Some(Score::from_mover(*mover, s));
            }
            return None;
        }
        match &self.state {
            State::Handshake { expect, .. } if line.starts_with(expect) => {
                let step = if *expect == "uciok" {
                    let strength = self.offered.strength(self.level);
                    let commands = StrengthOptions::commands(&strength);
                    self.strength = Some(strength);
                    commands
                        .iter()
                        .try_for_each(|c| self.send(c))
                        .and_then(|_| self.send("isready"))
                        .map(|_| State::Handshake {
                            expect: "readyok",
                            until: Instant::now() + HANDSHAKE,
                        })
                } else {
                    Ok(State::Idle)
                };
                match step {
                    Ok(next) => {
                        self.state = next;
                        None
                    }
                    Err(t) => Some(Err(t)),
                }
            }
            State::Handshake { .. } => {
                if let Some(name) = line.strip_prefix("id name ") {
                    self.name = Some(name.trim().to_string());
                } else if refuses_uci(line) {
                    return Some(Err(Trouble::NotUci(line.to_string())));
                } else if !line.is_empty()
                    && !line.starts_with("id ")
                    && !line.starts_with("option ")
                {
                    self.not_uci.get_or_insert_with(|| line.to_string());
                }
                self.offered.hear(line);
                None
            }
            State::Thinking { position, .. } if line.starts_with("bestmove") => {
                let uci = line.split_whitespace().nth(1).unwrap_or("").to_string();
                let mv = uci
                    .parse::<UciMove>()
                    .ok()
                    .and_then(|u| u.to_move(position.as_ref()).ok())
                    .map(Answer::Move)
                    .ok_or(Trouble::ImpossibleMove(uci));
                self.state = State::Idle;
                Some(mv)
            }
            _ => None,
        }
    }

    /// Past a deadline: the handshake failed; a move not come is asked for with `stop`, and
    /// given up after one more grace.
    fn check_deadline(&mut self) -> Result<(), Trouble> {
        let now = Instant::now();
        match &mut self.state {
            // Lines came, and none was UCI's: not a UCI engine (rather than a silent one).
            State::Handshake { until, .. } if now >= *until => match (&self.name, &self.not_uci) {
                (None, Some(line)) => Err(Trouble::NotUci(line.clone())),
                _ => Err(Trouble::SilentAtStart),
            },
            State::Thinking { until, stopped, .. } | State::Evaluating { until, stopped, .. }
                if now >= *until =>
            {
                if *stopped {
                    return Err(Trouble::NoMove);
                }
                *stopped = true;
                *until = now + GRACE;
                self.send("stop")
            }
            _ => Ok(()),
        }
    }
}

/// The UCI `position` line for the position after the game's first `plies` half-moves. An
/// engine stops reading the moves at an illegal one (Б6: one that stood): it is given the
/// position after the last such move, and the moves since.
fn position_line(game: &Game, plies: usize) -> String {
    let played = &game.plies()[..plies];
    let from = played.iter().rposition(|p| p.illegal).map_or(0, |i| i + 1);
    let start = match from {
        0 => game.start().clone(),
        i => game.position_before(i),
    };
    let mut line = format!("position fen {}", fen_of(&start));
    if from < plies {
        line.push_str(" moves ");
        let moves: Vec<String> = played[from..]
            .iter()
            .map(|p| UciMove::from_standard(p.mv).to_string())
            .collect();
        line.push_str(&moves.join(" "));
    }
    line
}

/// The score of an `info` line, the side to move's: `score cp N` or `score mate N`; a bound
/// (`lowerbound`, `upperbound`) is not a score.
fn info_score(line: &str) -> Option<Score> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    let mut words = words.skip_while(|w| *w != "score").skip(1);
    let kind = words.next()?;
    let n: i32 = words.next()?.parse().ok()?;
    if matches!(words.next(), Some("lowerbound" | "upperbound")) {
        return None;
    }
    match kind {
        "cp" => Some(Score::Centipawns(n)),
        "mate" => Some(Score::Mate(n)),
        _ => None,
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn an_engine_is_named_with_its_arguments() {
        let (path, args) = engine_command("/opt/toga/toga2 --threads 2").unwrap();
        assert_eq!(path, PathBuf::from("/opt/toga/toga2"));
        assert_eq!(args, ["--threads", "2"]);
        let (path, args) =
            engine_command(r#""C:\Program Files\Stockfish\stockfish.exe"  -x "a b""#).unwrap();
        assert_eq!(
            path,
            PathBuf::from(r"C:\Program Files\Stockfish\stockfish.exe")
        );
        assert_eq!(args, ["-x", "a b"]);
        assert_eq!(engine_command("   "), None);
        assert_eq!(engine_command(r#""unclosed"#), None);
    }

    fn offered(lines: &[&str]) -> StrengthOptions {
        let mut o = StrengthOptions::default();
        for l in lines {
            o.hear(l);
        }
        o
    }

    #[test]
    fn the_strength_is_set_by_what_the_engine_offers() {
        let stockfish = offered(&[
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        ]);
        assert_eq!(stockfish.strength(0), Strength::SkillLevel(0));
        assert_eq!(stockfish.strength(10), Strength::SkillLevel(10));
        assert_eq!(stockfish.strength(20), Strength::Full);
        let rated = offered(&[
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1500 min 1000 max 3000",
        ]);
        assert_eq!(rated.strength(0), Strength::Elo(1000));
        assert_eq!(rated.strength(10), Strength::Elo(2000));
        assert_eq!(
            StrengthOptions::commands(&rated.strength(0)),
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1000"
            ]
        );
        // Toga II: many options, none for strength.
        let toga = offered(&[
            "option name Search Depth type spin default 0 min 0 max 20",
            "option name OwnBook type check default true",
        ]);
        assert_eq!(toga.strength(0), Strength::Depth(1));
        assert_eq!(toga.strength(19), Strength::Depth(10));
        assert_eq!(toga.strength(20), Strength::Full);
    }

    #[test]
    fn xboard_engines_answering_uci_as_a_move_are_known() {
        assert!(refuses_uci("White(1): Illegal move: uci"));
        assert!(refuses_uci("White (1) : Invalid move: uci"));
        assert!(refuses_uci("Error (unknown command): uci"));
        assert!(!refuses_uci("id name Stockfish 15.1"));
        assert!(!refuses_uci(
            "option name UCI_Elo type spin default 1350 min 1350 max 2850"
        ));
    }

    #[test]
    fn the_score_is_read_from_an_info_line_and_a_bound_is_not_one() {
        let line = "info depth 12 seldepth 16 multipv 1 score cp -35 nodes 9 pv e7e5";
        assert_eq!(info_score(line), Some(Score::Centipawns(-35)));
        assert_eq!(
            info_score("info depth 9 score mate 3 pv h5f7"),
            Some(Score::Mate(3))
        );
        assert_eq!(
            info_score("info depth 9 score cp 50 lowerbound nodes 3"),
            None
        );
        assert_eq!(
            info_score("info string NNUE evaluation using nn.nnue"),
            None
        );
    }

    #[test]
    fn stockfish_is_found_on_path_else_where_debian_puts_it() {
        let (path, args) = engine_command("stockfish").unwrap();
        assert!(args.is_empty());
        assert!(
            path.is_file() || path == Path::new(STOCKFISH),
            "{}",
            path.display()
        );
        assert!(path.ends_with("stockfish"));
    }
}
