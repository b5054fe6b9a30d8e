//! The console mode: one line in is one utterance (the same words as speech) or a typed
//! command; every announcement is printed on its own line. It works with a screen reader in a
//! terminal and is scriptable through stdin.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::chess::announce::Style;
use crate::chess::clock::TimeControl;
use crate::chess::cues::{self, Cue};
use crate::chess::earcons as earcon;
use crate::chess::game::{Game, IllegalPolicy, fen_of, parse_fen};
use crate::chess::lexicon::{Command, Lexicon};
use crate::chess::messages::{Msg, render};
use crate::chess::scoresheet::clk;
use crate::chess::scoresheet::{fide_text, from_pgn, to_pgn, to_pgn_with};
use crate::chess::session::{ClockAction, Output, QuickplayDecision, Session, Settings};
use crate::chess::timekeeper::{Timekeeper, WarningSettings};
use crate::config::{self, Config};
use crate::opponent::Engine;
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::earcon::{Earcon, Earcons};
use crate::shared::i18n;
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::shared::time::{Millis, parse_duration};
use crate::store::{self, SavedSession};
use crate::voice::listen::{Control, ListenOptions, Listener, Report};
use crate::voice::player::Player;
use crate::voice::recorder::{self, RecordingClock};
use crate::voice::speaker::{self, Command as SpeakerCommand, Speaker};

/// How the console starts.
#[derive(Clone, Debug)]
pub struct ConsoleOptions {
    pub settings: Settings,
    /// Start from this position instead of offering the autosave.
    pub fen: Option<String>,
    pub data_dir: PathBuf,
    pub illegal_policy: IllegalPolicy,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The time control, if the game is played with a clock.
    pub clock: Option<TimeControl>,
    pub warnings: WarningSettings,
    /// Time stands still except for `wait` (for scripts and tests); else the monotonic clock.
    pub manual_time: bool,
    /// Listen to the microphone.
    pub listen: Option<ListenOptions>,
    /// Speak through Speech Dispatcher (as well as print), at this rate (0..100).
    pub speak: Option<u8>,
    /// Play the earcons; these are turned off.
    pub earcons: Option<Vec<Earcon>>,
    /// An engine opponent: its path, strength 0..20, and the colour it plays.
    pub opponent: Option<(PathBuf, u8, shakmaty::Color)>,
    /// Tournament mode: no engine, no hints.
    pub tournament: bool,
    /// Record the game from the microphone (when listening), continuously (supplement 2.5).
    pub record: bool,
    /// The settings file and what it holds; `set ...` writes to it.
    pub config_path: PathBuf,
    pub config: Config,
    /// Said first (a settings file that could not be read).
    pub notice: Option<Msg>,
}

/// Where the console's time comes from: the monotonic clock, or `wait` commands.
enum TimeSource {
    Real(Instant),
    Manual(Millis),
}

impl TimeSource {
    fn now(&self) -> Millis {
        match self {
            TimeSource::Real(start) => start.elapsed().as_millis() as Millis,
            TimeSource::Manual(t) => *t,
        }
    }
}

/// The typed commands, for `help`.
pub const TYPED_COMMANDS: &str = "\
Typed commands (anything else is taken as spoken words):
  help              this list and the spoken commands
  fen               print the position as FEN
  pgn               print the game so far as PGN
  scoresheet        print the score sheet in FIDE notation
  save PATH         write the game as PGN to PATH
  load PATH         read a game from a PGN file
  new [FEN]         start a new game (from FEN if given)
  played MOVE       enter a move already made on the board (no read-back; an illegal one
                    is recorded by article 7.4)
  illegal           record an illegal move by the side to move (article 7.4)
  envelope          print the sealed-move envelope of an adjourned game (appendix A2)
  set style ibca|ibca-from|en|ru
  set confirm always|when-inexact|never
  set lang de|en|ru
  set illegal standard|rapid|blitz
  set rate|pitch|volume 0..100   speech (50 is the voice's normal value)
  set voice NAME    a Speech Dispatcher voice by (part of) its name
  set earcon NAME on|off   listening-on, listening-off, confirmed, not-understood,
                    illegal, check, low-time, flag
  set clock SPEC|none   a time control: a preset (classical, rapid-25, rapid-15, blitz-5,
                    blitz-3) or periods such as 40/90m+30s:30m+30s; a new clock starts now
  set warnings 5m,1m    spoken warnings at these times left (none for no warnings)
  set marks on|off  also a warning every five minutes, as the tactile clock marks them
  clock             both clocks as digits (for the sighted assistant)
  clock add white|black TIME   add time (arbiter; TIME like 2m, 30s, -1m)
  clock set white|black TIME   set what the clock shows (6.14)
  clock moves white|black N    set the move counter (6.14)
  clock pause, clock go        stop and restart the clock (6.13)
  quickplay accept|defer|reject   the arbiter's decision on a claim under 10.2
  wait TIME         let TIME pass (only with --manual-time)
  listen on|off     listen to the microphone or not (push-to-talk: on while talking)
  touched SQUARE    tell the blind player which piece the sighted player touched (2.9e)
  replay N|next|prev|stop   play move N (White's and Black's) from the game's recording
  dispute           each move as heard, read back, confirmed and played, with its times in the
                    recording (2.7-2.8)
  cues PATH         write the recording's cue sheet (a track per move)
  print PATH        the score sheet for printing (.pdf, .html) or embossing (.brf); an
                    adjourned game's envelope (A2) is printed with it
  set record on|off record the game from the microphone (on by default when listening)
  quit              leave (the game stays saved)";

/// The table: a session with its clock, microphone, voice, earcons, engine opponent and
/// autosave. The console drives it with typed lines; the window drives the same table with keys,
/// clicks and the same typed lines, so both behave alike.
pub struct Table<W: Write> {
    out: W,
    session: Session,
    opts: ConsoleOptions,
    saved_revision: u64,
    offer: Option<Box<(SavedSession, Game)>>,
    time: TimeSource,
    listener: Option<Listener>,
    speaker: Option<Speaker>,
    earcons: Option<(Earcons, Player)>,
    engine: Option<(Engine, shakmaty::Color)>,
    /// The position the listener listens for (it is told when the game moves on).
    heard_position: String,
    /// The microphone's last reported loudness (0..1).
    level: f32,
    /// Push-to-talk is held (or always listening).
    listening: bool,
    /// What the microphone last heard (for the window's "heard" line).
    heard: Option<String>,
    /// Heard words kept for the window instead of played (review mode steps by voice).
    diverted: Option<Vec<String>>,
    /// The game's recording, and where each move is in it; `current` gathers the cues of the
    /// move being made.
    recording: Option<RecordingClock>,
    cues: Vec<Cue>,
    current: Cue,
    /// The half-move last played from the recording (for `replay next|prev`).
    replayed: Option<usize>,
    clips: Option<Player>,
}

/// Runs the console until `quit` or the end of input. Input is read on its own thread so that
/// the clock is watched (flag falls, warnings) while nobody types.
pub fn run<R: BufRead + Send + 'static, W: Write>(
    opts: ConsoleOptions,
    input: R,
    out: W,
) -> io::Result<()> {
    let mut c = Table::open(opts, out)?;
    let wait = if c.listener.is_some() || c.speaker.is_some() {
        20
    } else {
        100
    };
    // Meanwhile: what the microphone heard, the clock, the engine's turn.
    drive(input, wait, &mut c, |c, line| c.enter(line), |c| c.step())?;
    c.close()
}

/// Reads lines on their own thread and hands each to `on_line` (false ends it); between lines,
/// every `wait_ms`, `on_idle` runs: the console modes' loop, so that time-driven work goes on
/// while nobody types.
pub fn drive<R: BufRead + Send + 'static, T>(
    input: R,
    wait_ms: u64,
    state: &mut T,
    mut on_line: impl FnMut(&mut T, &str) -> io::Result<bool>,
    mut on_idle: impl FnMut(&mut T) -> io::Result<()>,
) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in input.lines() {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    loop {
        match rx.recv_timeout(Duration::from_millis(wait_ms)) {
            Ok(line) => {
                if !on_line(state, &line?)? {
                    return Ok(());
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => on_idle(state)?,
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
        }
    }
}

impl<W: Write> Table<W> {
    /// Sets the table up: the game, the clock, the microphone, the voice, the engine; offers
    /// the autosaved game or announces the new one.
    pub fn open(opts: ConsoleOptions, out: W) -> io::Result<Table<W>> {
        let mut game = match &opts.fen {
            Some(fen) => match parse_fen(fen) {
                Ok(pos) => Game::new(pos),
                Err(e) => {
                    return Err(io::Error::new(io::ErrorKind::InvalidInput, e));
                }
            },
            None => Game::default(),
        };
        game.illegal_policy = opts.illegal_policy;
        game.tags.date = today();
        if let Some(w) = &opts.white {
            game.tags.white = w.clone();
        }
        if let Some(b) = &opts.black {
            game.tags.black = b.clone();
        }
        let time = if opts.manual_time {
            TimeSource::Manual(0)
        } else {
            TimeSource::Real(Instant::now())
        };
        let mut session = Session::new(game, opts.settings);
        if let Some(control) = &opts.clock {
            session.set_timekeeper(Some(Timekeeper::new(
                control.clone(),
                opts.warnings.clone(),
            )));
        }
        let listener = opts.listen.clone().map(Listener::start);
        let listening = opts.listen.as_ref().is_some_and(|l| !l.push_to_talk);
        let speaker = opts.speak.map(|rate| {
            let sp = Speaker::start(opts.settings.language.code(), rate);
            let c = &opts.config;
            for cmd in [
                c.pitch.map(SpeakerCommand::Pitch),
                c.volume.map(SpeakerCommand::Volume),
                c.voice.clone().map(SpeakerCommand::Voice),
            ]
            .into_iter()
            .flatten()
            {
                let _ = sp.commands.send(cmd);
            }
            sp
        });
        let mut c = Table {
            out,
            session,
            saved_revision: 0,
            offer: None,
            time,
            listener,
            speaker,
            earcons: opts
                .earcons
                .clone()
                .map(|off| (Earcons::new(off), Player::start())),
            heard_position: String::new(),
            level: 0.0,
            listening,
            heard: None,
            diverted: None,
            recording: None,
            cues: Vec::new(),
            current: Cue::default(),
            replayed: None,
            clips: None,
            engine: None,
            opts,
        };
        if let Some((path, level, color)) = c.opts.opponent.clone() {
            match Engine::start(&path, level) {
                Ok(e) => c.engine = Some((e, color)),
                Err(why) => c.say(Msg::EngineFailed(why))?,
            }
        }
        if c.opts.tournament {
            c.say(Msg::TournamentMode)?;
        }
        c.start()?;
        c.engine_turn()?;
        Ok(c)
    }

    /// One round of the window's loop: what the microphone heard, the clock, the engine's
    /// turn, the autosave.
    pub fn step(&mut self) -> io::Result<()> {
        self.listen()?;
        let now = self.time.now();
        let o = self.session.tick(now);
        self.print(o)?;
        self.engine_turn()?;
        self.autosave()
    }

    /// A typed line (words, SAN, or a typed command of `help`) from the window; false on
    /// `quit`.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        let go_on = self.line(line)?;
        self.engine_turn()?;
        self.autosave()?;
        Ok(go_on)
    }

    /// Leaving: the clock readings of this instant are kept too.
    pub fn close(&mut self) -> io::Result<()> {
        if self.offer.is_none() && self.session.timekeeper().is_some() {
            self.save_now()?;
        }
        if let Some(l) = &self.listener {
            let _ = l.control.send(Control::Quit);
        }
        self.out.flush()
    }

    /// Where the table writes (the window reads its lines from here).
    pub fn out_mut(&mut self) -> &mut W {
        &mut self.out
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The table's time (milliseconds since it opened, or the manual time).
    pub fn now(&self) -> Millis {
        self.time.now()
    }

    /// The game's recording, if it is being recorded.
    pub fn recording(&self) -> Option<&std::path::Path> {
        self.recording.as_ref().map(|r| r.path.as_path())
    }

    /// The autosaved game is offered and not yet answered.
    pub fn offering(&self) -> bool {
        self.offer.is_some()
    }

    /// The microphone's loudness (0..1), and whether it listens at all.
    pub fn microphone(&self) -> Option<(f32, bool)> {
        self.listener.as_ref().map(|_| (self.level, self.listening))
    }

    /// The options the table was opened with (settings file included).
    pub fn options(&self) -> &ConsoleOptions {
        &self.opts
    }

    /// Says an answer the window composed (the square under the cursor, a piece list): printed
    /// and spoken, cutting off the previous answer.
    pub fn answer(&mut self, text: String) -> io::Result<()> {
        self.voice(vec![(SpeechKind::Info, text.clone())]);
        writeln!(self.out, "{text}")
    }

    /// What the microphone last heard.
    pub fn heard(&self) -> Option<&str> {
        self.heard.as_deref()
    }

    /// Keeps heard words for the caller (true) instead of acting on them, or acts again.
    pub fn divert(&mut self, on: bool) {
        self.diverted = on.then(Vec::new);
    }

    /// The heard words kept since the last call.
    pub fn take_diverted(&mut self) -> Vec<String> {
        self.diverted
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Stops speaking now.
    pub fn silence(&self) {
        if let Some(sp) = &self.speaker {
            let _ = sp.commands.send(SpeakerCommand::Silence);
        }
    }

    /// Plays against an engine from now on (or not), or switches tournament mode on, which
    /// allows no engine and no hints and says so.
    pub fn set_opponent(
        &mut self,
        opponent: Option<(PathBuf, u8, shakmaty::Color)>,
        tournament: bool,
    ) -> io::Result<()> {
        self.engine = None;
        self.opts.tournament = tournament;
        self.opts.opponent = opponent.clone().filter(|_| !tournament);
        if tournament {
            return self.say(Msg::TournamentMode);
        }
        if let Some((path, level, color)) = opponent {
            match Engine::start(&path, level) {
                Ok(e) => self.engine = Some((e, color)),
                Err(why) => self.say(Msg::EngineFailed(why))?,
            }
        }
        Ok(())
    }

    /// The settings file's values, to change and then `save_config`.
    pub fn config_mut(&mut self) -> &mut Config {
        &mut self.opts.config
    }

    pub fn save_config(&mut self) -> io::Result<()> {
        if let Err(e) = config::save(&self.opts.config_path, &self.opts.config) {
            self.say(Msg::SaveFailed(e.to_string()))?;
        }
        Ok(())
    }

    /// The players' names for the score sheet (kept by the next `new` game).
    pub fn name_players(&mut self, white: &str, black: &str) {
        let tags = &mut self.session.game.tags;
        if !white.trim().is_empty() {
            tags.white = white.trim().to_string();
        }
        if !black.trim().is_empty() {
            tags.black = black.trim().to_string();
        }
    }

    /// Push-to-talk pressed (true) or released (false).
    pub fn push_to_talk(&mut self, on: bool) {
        if let Some(l) = &self.listener
            && self.listening != on
        {
            self.listening = on;
            let _ = l.control.send(Control::Listening(on));
        }
    }

    /// The sighted side's move, entered on the window's board (from and to clicked): recorded
    /// as made on the board, announced to the blind player (supplement 2.9).
    pub fn board_move(&mut self, san: &str) -> io::Result<()> {
        let o = self.session.enter_board_move(san);
        self.print(o)?;
        self.engine_turn()?;
        self.autosave()
    }

    fn lang(&self) -> Language {
        self.session.settings.language
    }

    fn say(&mut self, msg: Msg) -> io::Result<()> {
        let now = self.time.now();
        if let Some((earcons, player)) = &mut self.earcons
            && let Some(e) = earcon::for_message(&msg)
        {
            for e in earcons.play(&[e], now) {
                player.play(e);
            }
        }
        let text = render(&msg, self.lang(), self.session.settings.style);
        self.voice(vec![(SpeechKind::Info, text.clone())]);
        writeln!(self.out, "{text}")
    }

    /// Speaks a response's utterances as one group, when speech is on.
    fn voice(&self, group: Vec<(SpeechKind, String)>) {
        if let Some(sp) = &self.speaker
            && !group.is_empty()
        {
            let _ = sp.commands.send(SpeakerCommand::Say(group));
        }
    }

    /// The engine opponent moves when it is its turn and nothing waits for an answer.
    fn engine_turn(&mut self) -> io::Result<()> {
        let Some((engine, color)) = &mut self.engine else {
            return Ok(());
        };
        let game = &self.session.game;
        if game.is_over()
            || game.sealed().is_some()
            || game.turn() != *color
            || self.offer.is_some()
            || *self.session.pending() != crate::chess::session::Pending::Nothing
        {
            return Ok(());
        }
        match engine.best_move(game) {
            Ok(mv) => {
                let now = self.time.now();
                let mut o = self.session.tick(now);
                o.extend(self.session.opponent_move(mv));
                self.print(o)
            }
            Err(why) => {
                self.engine = None;
                self.say(Msg::EngineFailed(why))
            }
        }
    }

    fn print(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        let now = self.time.now();
        if outputs.contains(&Output::HintRequested) {
            let hint = if self.opts.tournament {
                Msg::NoHintsInTournament
            } else if self.session.game.is_over() {
                Msg::GameIsOver
            } else {
                match &mut self.engine {
                    Some((engine, _)) => match engine.best_move(&self.session.game) {
                        Ok(mv) => Msg::Hint(crate::chess::announce::move_words(
                            self.session.game.position(),
                            mv,
                            self.session.settings.style,
                        )),
                        Err(why) => Msg::EngineFailed(why),
                    },
                    None => Msg::NoEngine,
                }
            };
            self.say(hint)?;
        }
        if let Some((earcons, player)) = &mut self.earcons {
            for e in earcons.play(&earcon::for_outputs(&outputs), now) {
                player.play(e);
            }
        }
        self.cue(&outputs)?;
        let mut group = Vec::new();
        for o in outputs {
            match o {
                Output::Say(s) => {
                    writeln!(self.out, "{}", s.text)?;
                    group.push((s.kind, s.text));
                }
                Output::Silence => {
                    if let Some(sp) = &self.speaker {
                        let _ = sp.commands.send(SpeakerCommand::Silence);
                    }
                    if let Some(p) = &self.clips {
                        p.stop();
                    }
                }
                _ => {}
            }
        }
        self.voice(group);
        self.out.flush()
    }

    fn start(&mut self) -> io::Result<()> {
        if let Some(notice) = self.opts.notice.take() {
            self.say(notice)?;
        }
        let path = store::autosave_path(&self.opts.data_dir);
        if self.opts.fen.is_none() {
            match store::load(&path) {
                Ok(Some((saved, game))) if !game.is_over() => {
                    let msg = Msg::ResumeOffer(game.move_number(), game.turn());
                    self.offer = Some(Box::new((saved, game)));
                    return self.say(msg);
                }
                Ok(_) => {}
                Err(bad) => {
                    let kept = bad.kept_at.map(|p| p.display().to_string());
                    self.say(Msg::SaveUnreadable(bad.problem, kept))?;
                }
            }
        }
        let turn = self.session.game.turn();
        let now = self.time.now();
        self.session.start_clock(now);
        self.start_recording();
        self.say(Msg::NewGame(turn))
    }

    /// A new recording for the game (in its own folder of the data folder), when recording.
    fn start_recording(&mut self) {
        let Some(l) = &self.listener else { return };
        if !self.opts.record {
            return;
        }
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let path = self
            .opts
            .data_dir
            .join("games")
            .join(format!("{}-{stamp}", today()))
            .join("recording.flac");
        self.recording = None;
        let _ = l.control.send(Control::Record(Some(path)));
    }

    /// Where the recording is now (milliseconds), if the game is recorded.
    fn rec_ms(&self) -> Option<u64> {
        self.recording.as_ref().map(RecordingClock::ms)
    }

    /// Stamps the move being made with what the outputs say happened: read back, completed
    /// (confirmed or entered, and the clock switched), taken back, a new game, a replay.
    fn cue(&mut self, outputs: &[Output]) -> io::Result<()> {
        let now = self.rec_ms();
        for o in outputs {
            match o {
                Output::Say(s) if s.kind == SpeechKind::ReadBack => {
                    self.current.read_back = self.current.read_back.or(now);
                    self.current.read_back_words = Some(s.text.clone());
                }
                Output::MoveDone { ply, san, .. } => {
                    let mut cue = std::mem::take(&mut self.current);
                    if cue.read_back.is_some() || cue.heard.is_some() {
                        cue.confirmed = now;
                        cue.switched = now;
                    } else {
                        cue.entered = now;
                        cue.announced = now;
                    }
                    cue.ply = *ply;
                    cue.san = san.clone();
                    cue.file = self.recording.as_ref().map(|r| r.path.clone());
                    self.cues.retain(|c| c.ply < *ply);
                    self.cues.push(cue);
                }
                Output::BackTo { ply, .. } => self.cues.retain(|c| c.ply < *ply),
                Output::NewGame => {
                    self.cues.clear();
                    self.current = Cue::default();
                    self.start_recording();
                }
                Output::Replay(plies) => self.replay(plies)?,
                _ => {}
            }
        }
        Ok(())
    }

    /// Plays these half-moves from the recording, each with a pre-roll.
    pub fn replay(&mut self, plies: &[usize]) -> io::Result<()> {
        let mut clip = Vec::new();
        for &ply in plies {
            let Some(cue) = self.cues.iter().find(|c| c.ply == ply) else {
                continue;
            };
            let (Some(file), Some((from, to))) = (&cue.file, cue.replay_span(3000, 1000)) else {
                continue;
            };
            if let Ok(samples) = recorder::read(file) {
                clip.extend_from_slice(recorder::slice(&samples, from, to));
            }
        }
        if clip.is_empty() {
            return self.tell_id("no-recording", &[]);
        }
        self.replayed = plies.last().copied();
        let player = self.clips.get_or_insert_with(Player::start);
        player.stop();
        player.play_clip(clip, recorder::RATE);
        Ok(())
    }

    /// A message by its id (the recording's, the dispute list's), said and written.
    fn tell_id(&mut self, id: &str, args: &[(&str, String)]) -> io::Result<()> {
        let text = i18n::t(self.lang(), id, args);
        self.voice(vec![(SpeechKind::Info, text.clone())]);
        writeln!(self.out, "{text}")
    }

    /// The moves as heard, read back, confirmed and played, with their times in the recording,
    /// for the arbiter looking for the first move where the boards diverged (2.7-2.8).
    pub fn dispute(&self) -> String {
        let lang = self.lang();
        let l = |id: &str| i18n::t(lang, id, &[]);
        let game = &self.session.game;
        let mut out = String::new();
        for cue in &self.cues {
            if cue.ply >= game.plies().len() {
                continue;
            }
            let (n, color) = game.ply_number(cue.ply);
            let at = |t: Option<u64>| {
                t.map(|t| format!(" ({})", cues::stamp(t)))
                    .unwrap_or_default()
            };
            let mut parts = Vec::new();
            if let Some(w) = &cue.heard_words {
                parts.push(format!("{} »{w}«{}", l("dispute-heard"), at(cue.heard)));
            }
            if let Some(w) = &cue.read_back_words {
                parts.push(format!(
                    "{} »{w}«{}",
                    l("dispute-read-back"),
                    at(cue.read_back)
                ));
            }
            if cue.confirmed.is_some() || cue.read_back_words.is_some() {
                parts.push(format!("{}{}", l("dispute-confirmed"), at(cue.confirmed)));
            }
            if cue.entered.is_some() {
                parts.push(format!("{}{}", l("dispute-entered"), at(cue.entered)));
            }
            parts.push(format!("{} {}", l("dispute-played"), cue.san));
            let side = crate::chess::announce::color_word(color, lang);
            out.push_str(&format!("{n} {side}: {}\n", parts.join("; ")));
        }
        out
    }

    /// `print PATH`: the score sheet (.pdf, .brf, else text), with the envelope when adjourned.
    fn print_sheet(&mut self, arg: &str) -> io::Result<()> {
        let envelope = self.session.game.sealed().map(|_| self.envelope());
        let path = std::path::Path::new(arg);
        match crate::sheets::write(path, &self.session.game, self.lang(), envelope.as_deref()) {
            Ok(()) => writeln!(self.out, "{}", self.note(Note::Saved(arg))),
            Err(e) => self.say(Msg::SaveFailed(e)),
        }
    }

    /// The game as PGN with each move's cues as comments.
    fn pgn_with_cues(&self) -> String {
        let game = &self.session.game;
        let comments: Vec<Option<String>> = (0..game.plies().len())
            .map(|i| {
                self.cues
                    .iter()
                    .find(|c| c.ply == i)
                    .and_then(cues::pgn_comment)
            })
            .collect();
        to_pgn_with(game, &comments)
    }

    /// Takes what the microphone heard as said, and keeps the recognizer on the position; tells
    /// the recognizer when Ansage speaks, so that it does not hear itself.
    fn listen(&mut self) -> io::Result<()> {
        if let Some(why) = speaker::pump(&mut self.speaker, self.listener.as_ref()) {
            self.say(Msg::NoSpeech(why))?;
        }
        let Some(listener) = &self.listener else {
            return Ok(());
        };
        let reports: Vec<Report> = listener.reports.try_iter().collect();
        for r in reports {
            match r {
                Report::Heard { text, .. } => {
                    self.heard = Some(text.clone());
                    if self.current.heard.is_none() {
                        self.current.heard = self.rec_ms();
                    }
                    self.current.heard_words = Some(text.clone());
                    if let Some(kept) = &mut self.diverted {
                        kept.push(text);
                        continue;
                    }
                    // Written for the assistant and the screen; not spoken: the read-back that
                    // follows is what the player hears.
                    let line = render(
                        &Msg::Heard(text.clone()),
                        self.lang(),
                        self.session.settings.style,
                    );
                    writeln!(self.out, "{line}")?;
                    // Spoken words are words, never typed commands: a misheard "new" must not
                    // throw the game away (the session asks back before a new game).
                    if self.offer.is_some() {
                        self.answer_offer(&text)?;
                    } else {
                        let now = self.time.now();
                        let mut o = self.session.tick(now);
                        o.extend(self.session.hear(&text));
                        self.print(o)?;
                    }
                }
                Report::Doubtful(_) => self.say(Msg::NotUnderstood)?,
                Report::MicrophoneReady(name) => self.say(Msg::MicrophoneReady(name))?,
                Report::NoMicrophone(why) => self.say(Msg::NoMicrophone(why))?,
                Report::NoRecognizer(why) => self.say(Msg::NoRecognizer(why))?,
                Report::Unheard(words) => {
                    // The whole list is written; spoken, it kept Ansage talking (and so deaf)
                    // for twenty seconds at every start: the count is said, and where the list is.
                    let n = words.len();
                    let list = render(
                        &Msg::Unheard(words),
                        self.lang(),
                        self.session.settings.style,
                    );
                    writeln!(self.out, "{list}")?;
                    let short = i18n::t(self.lang(), "unheard-count", &[("n", n.to_string())]);
                    self.voice(vec![(SpeechKind::Info, short)]);
                }
                Report::Level(l) => self.level = l,
                Report::Recording(Ok(clock)) => {
                    self.recording = Some(clock);
                    // The output stream is opened now: it takes a second or two to start
                    // sounding, and a replay must not lose its first words to that.
                    self.clips.get_or_insert_with(Player::start);
                    self.tell_id("recording-on", &[])?;
                }
                Report::Recording(Err(why)) => {
                    self.recording = None;
                    self.tell_id("recording-failed", &[("problem", why)])?;
                }
            }
        }
        let fen = fen_of(self.session.game.position());
        if fen != self.heard_position
            && let Some(listener) = &self.listener
        {
            let pos = self.session.game.position().clone();
            let _ = listener.control.send(Control::Position(Box::new(pos)));
            self.heard_position = fen;
        }
        Ok(())
    }

    /// Saves when the game record changed.
    fn autosave(&mut self) -> io::Result<()> {
        if self.session.revision() == self.saved_revision {
            return Ok(());
        }
        self.save_now()
    }

    fn save_now(&mut self) -> io::Result<()> {
        self.saved_revision = self.session.revision();
        let mut saved = SavedSession::of(&self.session, self.time.now());
        saved.cues = self.cues.clone();
        let path = store::autosave_path(&self.opts.data_dir);
        if let Err(e) = store::save(&path, &saved) {
            self.say(Msg::SaveFailed(e.to_string()))?;
        }
        Ok(())
    }

    /// Handles one line; false to stop.
    fn line(&mut self, line: &str) -> io::Result<bool> {
        let line = line.trim();
        if matches!(line, "quit" | "exit") {
            return Ok(false);
        }
        if self.offer.is_some() {
            return self.answer_offer(line).map(|_| true);
        }
        let now = self.time.now();
        let o = self.session.tick(now);
        self.print(o)?;
        let (head, arg) = match line.split_once(char::is_whitespace) {
            Some((h, a)) => (h, a.trim()),
            None => (line, ""),
        };
        match head.to_lowercase().as_str() {
            "quit" | "exit" => return Ok(false),
            "help" if arg.is_empty() => {
                writeln!(self.out, "{TYPED_COMMANDS}")?;
                let o = self.session.hear("help");
                self.print(o)?;
            }
            "fen" if arg.is_empty() => {
                let fen = fen_of(self.session.game.position());
                writeln!(self.out, "{fen}")?;
            }
            "pgn" if arg.is_empty() => {
                let pgn = to_pgn(&self.session.game);
                write!(self.out, "{pgn}")?;
            }
            "scoresheet" if arg.is_empty() => {
                let text = fide_text(&self.session.game);
                write!(self.out, "{text}")?;
            }
            "save" if !arg.is_empty() => {
                let pgn = self.pgn_with_cues();
                match store::write_atomic(std::path::Path::new(arg), pgn.as_bytes()) {
                    Ok(()) => writeln!(self.out, "{}", self.note(Note::Saved(arg)))?,
                    Err(e) => self.say(Msg::SaveFailed(e.to_string()))?,
                }
            }
            "load" if !arg.is_empty() => {
                let loaded = std::fs::read_to_string(arg)
                    .map_err(|e| e.to_string())
                    .and_then(|text| from_pgn(&text).map_err(|e| e.0));
                match loaded {
                    Ok(mut game) => {
                        game.illegal_policy = self.opts.illegal_policy;
                        let n = game.plies().len();
                        let o = self.session.new_game(game);
                        writeln!(self.out, "{}", self.note(Note::Loaded(n)))?;
                        self.print(o)?;
                        if let Some(r) = self.session.game.result() {
                            self.say(Msg::Result(r))?;
                        }
                    }
                    Err(e) => writeln!(self.out, "{}", self.note(Note::Error(&e)))?,
                }
            }
            "new" => {
                let pos = if arg.is_empty() {
                    Ok(shakmaty::Chess::default())
                } else {
                    parse_fen(arg)
                };
                match pos {
                    Ok(pos) => {
                        let mut game = Game::new(pos);
                        game.illegal_policy = self.opts.illegal_policy;
                        game.tags = self.session.game.tags.clone();
                        game.tags.date = today();
                        let o = self.session.new_game(game);
                        self.print(o)?;
                    }
                    Err(e) => writeln!(self.out, "{}", self.note(Note::Error(&e)))?,
                }
            }
            "envelope" if arg.is_empty() => {
                let text = self.envelope();
                writeln!(self.out, "{text}")?;
            }
            "wait" if !arg.is_empty() => self.wait(arg)?,
            "listen" if matches!(arg, "on" | "off") => {
                let on = arg == "on";
                match &self.listener {
                    Some(l) => {
                        let _ = l.control.send(Control::Listening(on));
                        self.say(Msg::Listening(on))?;
                    }
                    None => self.say(Msg::NoRecognizer("--listen was not given".into()))?,
                }
            }
            "touched" if !arg.is_empty() => {
                let words = Lexicon::builtin().tokenize(arg);
                let square = words
                    .iter()
                    .find_map(|w| w.file())
                    .zip(words.iter().find_map(|w| w.rank()));
                let piece = square
                    .map(|(f, r)| shakmaty::Square::from_coords(f, r))
                    .and_then(|sq| {
                        shakmaty::Position::board(self.session.game.position())
                            .piece_at(sq)
                            .map(|p| (sq, p))
                    });
                match piece {
                    Some((sq, p)) => {
                        let name =
                            crate::chess::announce::square_words(sq, self.session.settings.style);
                        self.say(Msg::Touched(p.color, p.role, name))?;
                    }
                    None => self.say(Msg::NotUnderstood)?,
                }
            }
            "clock" => self.clock(arg)?,
            "replay" if !arg.is_empty() => {
                let target = match arg {
                    "stop" => None,
                    "next" => Some(self.replayed.map_or(0, |p| p + 1)),
                    "prev" => Some(self.replayed.map_or(0, |p| p.saturating_sub(1))),
                    n => n.parse::<u32>().ok().map(|n| {
                        (0..self.session.game.plies().len())
                            .find(|&i| self.session.game.ply_number(i).0 == n)
                            .unwrap_or(usize::MAX)
                    }),
                };
                match target {
                    None => {
                        if let Some(p) = &self.clips {
                            p.stop();
                        }
                    }
                    Some(ply) => self.replay(&[ply])?,
                }
            }
            "dispute" if arg.is_empty() => {
                let text = self.dispute();
                write!(self.out, "{text}")?;
            }
            "cues" if !arg.is_empty() => {
                let file = self
                    .recording
                    .as_ref()
                    .and_then(|r| r.path.file_name())
                    .map(|f| f.to_string_lossy().to_string())
                    .unwrap_or_else(|| "recording.flac".into());
                let sheet = cues::cue_sheet(&self.session.game, &self.cues, &file);
                match store::write_atomic(std::path::Path::new(arg), sheet.as_bytes()) {
                    Ok(()) => writeln!(self.out, "{}", self.note(Note::Saved(arg)))?,
                    Err(e) => self.say(Msg::SaveFailed(e.to_string()))?,
                }
            }
            "print" if !arg.is_empty() => self.print_sheet(arg)?,
            "quickplay" => {
                let decision = match arg {
                    "accept" => Some(QuickplayDecision::Accept),
                    "defer" => Some(QuickplayDecision::Defer),
                    "reject" => Some(QuickplayDecision::Reject),
                    _ => None,
                };
                match decision {
                    Some(d) => {
                        let o = self.session.quickplay_decision(now, d);
                        self.print(o)?;
                    }
                    None => writeln!(self.out, "{}", self.note(Note::BadSetting(line)))?,
                }
            }
            "played" if !arg.is_empty() => {
                let o = self.session.enter_board_move(arg);
                self.print(o)?;
            }
            "illegal" if arg.is_empty() => {
                let o = self.session.enter_illegal_move();
                self.print(o)?;
            }
            "set" => self.set(arg)?,
            _ => {
                let o = self.session.hear(line);
                self.print(o)?;
            }
        }
        Ok(true)
    }

    fn answer_offer(&mut self, line: &str) -> io::Result<()> {
        let words = Lexicon::builtin().tokenize(line);
        let cmds: Vec<Command> = words.iter().filter_map(|w| w.command()).collect();
        let yes = cmds
            .iter()
            .any(|c| matches!(c, Command::Yes | Command::Resume));
        let no = cmds.iter().any(|c| matches!(c, Command::No | Command::New))
            || line.eq_ignore_ascii_case("new");
        let offer = self.offer.take().expect("checked");
        if yes {
            let (saved, game) = *offer;
            self.session = saved.restore(game, self.time.now());
            self.cues = saved.cues.clone();
            self.start_recording();
            self.saved_revision = self.session.revision();
            let game = &self.session.game;
            let msg = Msg::MoveNumber(game.move_number(), game.turn());
            self.say(msg)
        } else if no {
            let turn = self.session.game.turn();
            let now = self.time.now();
            self.session.start_clock(now);
            self.start_recording();
            self.say(Msg::NewGame(turn))
        } else {
            let msg = Msg::ResumeOffer(offer.1.move_number(), offer.1.turn());
            self.offer = Some(offer);
            self.say(msg)
        }
    }

    /// The adjournment envelope's fields (appendix A2), or why there is none.
    fn envelope(&self) -> String {
        let game = &self.session.game;
        let Some(sealed) = game.sealed() else {
            return render(&Msg::NotAdjourned, self.lang(), self.session.settings.style);
        };
        let t = &game.tags;
        let lang = self.lang();
        let l = |id: &str| i18n::t(lang, id, &[]);
        let yes_no = |b: bool| l(if b { "yes" } else { "no" });
        let labels: Vec<String> = [
            "envelope-title",
            "envelope-white",
            "envelope-black",
            "envelope-event",
            "envelope-round",
            "envelope-sealed-by",
            "envelope-move",
            "envelope-offer",
            "envelope-resumption",
        ]
        .iter()
        .map(|id| l(id))
        .collect();
        let side = crate::chess::announce::color_word(sealed.sealed_by, self.lang());
        format!(
            "{}\n{}: {}\n{}: {}\n{}: {}\n{}: {}\n{}: {side}\n{}: {}\nFEN: {}\n{}: {}\n{}: {}",
            labels[0],
            labels[1],
            t.white,
            labels[2],
            t.black,
            labels[3],
            t.event,
            labels[4],
            t.round,
            labels[5],
            labels[6],
            sealed.move_number,
            sealed.fen,
            labels[7],
            yes_no(sealed.draw_offer_pending),
            labels[8],
            sealed.resumption.as_deref().unwrap_or("?"),
        )
    }

    fn set(&mut self, arg: &str) -> io::Result<()> {
        let (key, value) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        let value = value.trim();
        let ok = match key {
            "style" => Style::from_name(value).map(|s| self.session.settings.style = s),
            "confirm" => value
                .parse::<ConfirmPolicy>()
                .ok()
                .map(|c| self.session.settings.confirm = c),
            "lang" | "language" => Language::from_code(value).map(|l| {
                self.session.settings.language = l;
                if let Some(sp) = &self.speaker {
                    let _ = sp.commands.send(SpeakerCommand::Language(l.code().into()));
                }
            }),
            "rate" | "pitch" | "volume" => {
                value.parse::<u8>().ok().filter(|r| *r <= 100).map(|r| {
                    let cmd = match key {
                        "rate" => SpeakerCommand::Rate(r),
                        "pitch" => SpeakerCommand::Pitch(r),
                        _ => SpeakerCommand::Volume(r),
                    };
                    if let Some(sp) = &self.speaker {
                        let _ = sp.commands.send(cmd);
                    }
                })
            }
            "earcon" => {
                let (name, state) = value.split_once(' ').unwrap_or((value, ""));
                match (Earcon::from_name(name), state) {
                    (Some(e), "on" | "off") => {
                        if let Some((earcons, _)) = &mut self.earcons {
                            earcons.set(e, state == "on");
                            let off: Vec<String> =
                                earcons.off().iter().map(|e| e.name().to_string()).collect();
                            self.opts.config.earcons_off = Some(off);
                        }
                        Some(())
                    }
                    _ => None,
                }
            }
            "voice" => {
                if let Some(sp) = &self.speaker {
                    let _ = sp.commands.send(SpeakerCommand::Voice(value.to_string()));
                }
                Some(())
            }
            "illegal" => illegal_policy(value).map(|p| {
                self.opts.illegal_policy = p;
                self.session.game.illegal_policy = p;
            }),
            "clock" => {
                let control = if value == "none" {
                    Ok(None)
                } else {
                    TimeControl::parse(value).map(Some)
                };
                control.ok().map(|control| {
                    let warnings = self.opts.warnings.clone();
                    let timer = control.map(|c| Timekeeper::new(c, warnings));
                    self.session.set_timekeeper(timer);
                    let now = self.time.now();
                    self.session.start_clock(now);
                })
            }
            "warnings" => parse_warnings(value).map(|t| {
                self.opts.warnings.thresholds = t;
                self.update_warnings();
            }),
            "record" => match value {
                "on" | "off" => {
                    self.opts.record = value == "on";
                    if self.opts.record {
                        self.start_recording();
                    } else if let Some(l) = &self.listener {
                        let _ = l.control.send(Control::Record(None));
                        self.recording = None;
                        self.tell_id("recording-off", &[])?;
                    }
                    Some(())
                }
                _ => None,
            },
            "marks" => match value {
                "on" | "off" => {
                    self.opts.warnings.marks = value == "on";
                    self.update_warnings();
                    Some(())
                }
                _ => None,
            },
            _ => None,
        };
        let note = match ok {
            Some(()) => {
                self.remember(key, value);
                Note::Set(key, value)
            }
            None => Note::BadSetting(arg),
        };
        writeln!(self.out, "{}", self.note(note))
    }

    /// A setting changed by `set` becomes the default of the next start.
    fn remember(&mut self, key: &str, value: &str) {
        let c = &mut self.opts.config;
        let v = Some(value.to_string());
        match key {
            "style" => c.style = v,
            "confirm" => c.confirm = v,
            "lang" | "language" => c.language = v,
            "illegal" => c.illegal = v,
            "clock" => c.clock = v,
            "warnings" => c.warnings = v,
            "marks" => c.marks = Some(value == "on"),
            "record" => c.record = Some(value == "on"),
            "rate" => c.rate = value.parse().ok(),
            "pitch" => c.pitch = value.parse().ok(),
            "volume" => c.volume = value.parse().ok(),
            "voice" => c.voice = (!value.is_empty()).then(|| value.to_string()),
            "earcon" => {}
            _ => return,
        }
        if let Err(e) = config::save(&self.opts.config_path, &self.opts.config) {
            let _ = self.say(Msg::SaveFailed(e.to_string()));
        }
    }

    fn update_warnings(&mut self) {
        let warnings = self.opts.warnings.clone();
        if let Some(t) = self.session.timekeeper() {
            let mut t = t.clone();
            t.warnings = warnings;
            self.session.replace_timekeeper(t);
        }
    }

    /// Manual time: let time pass, then look at the clock.
    fn wait(&mut self, arg: &str) -> io::Result<()> {
        match (&mut self.time, parse_duration(arg)) {
            (TimeSource::Manual(t), Ok(d)) => {
                *t += d;
                let now = *t;
                let o = self.session.tick(now);
                self.print(o)
            }
            (TimeSource::Manual(_), Err(e)) => {
                writeln!(self.out, "{}", self.note(Note::Error(&e)))
            }
            (TimeSource::Real(_), _) => {
                writeln!(
                    self.out,
                    "{}",
                    self.note(Note::Error("wait needs --manual-time"))
                )
            }
        }
    }

    /// The typed clock commands of the assistant and the arbiter.
    fn clock(&mut self, arg: &str) -> io::Result<()> {
        let now = self.time.now();
        let words: Vec<&str> = arg.split_whitespace().collect();
        let side = |w: &str| match w {
            "white" | "w" => Some(shakmaty::Color::White),
            "black" | "b" => Some(shakmaty::Color::Black),
            _ => None,
        };
        let action = match words.as_slice() {
            [] => {
                let text = match self.session.timekeeper() {
                    Some(t) => {
                        let [w, b] = t.readings(now);
                        let running = match t.clock.running() {
                            Some(shakmaty::Color::White) => " (White's clock runs)",
                            Some(shakmaty::Color::Black) => " (Black's clock runs)",
                            None => " (stopped)",
                        };
                        format!("White {} | Black {}{running}", clk(w), clk(b))
                    }
                    None => render(&Msg::NoClock, self.lang(), self.session.settings.style),
                };
                return writeln!(self.out, "{text}");
            }
            ["pause"] => Some(ClockAction::Pause),
            ["go"] => Some(ClockAction::Go),
            ["add", who, t] => side(who)
                .zip(signed_duration(t))
                .map(|(c, d)| ClockAction::Add(c, d)),
            ["set", who, t] => side(who)
                .zip(parse_duration(t).ok())
                .map(|(c, d)| ClockAction::Set(c, d)),
            ["moves", who, n] => side(who)
                .zip(n.parse().ok())
                .map(|(c, n)| ClockAction::Moves(c, n)),
            _ => None,
        };
        match action {
            Some(a) => {
                let o = self.session.arbiter_clock(now, a);
                self.print(o)
            }
            None => writeln!(self.out, "{}", self.note(Note::BadSetting(arg))),
        }
    }

    fn note(&self, note: Note<'_>) -> String {
        let t = |id: &str, args: &[(&str, String)]| i18n::t(self.lang(), id, args);
        match note {
            Note::Saved(p) => t("note-saved", &[("path", p.to_string())]),
            Note::Loaded(n) => t("note-loaded", &[("n", n.to_string())]),
            Note::Error(e) => t("note-error", &[("error", e.to_string())]),
            Note::Set(k, v) => t(
                "note-set",
                &[("key", k.to_string()), ("value", v.to_string())],
            ),
            Note::BadSetting(a) => t("note-bad-setting", &[("setting", a.to_string())]),
        }
    }
}

enum Note<'a> {
    Saved(&'a str),
    Loaded(usize),
    Error(&'a str),
    Set(&'a str, &'a str),
    BadSetting(&'a str),
}

/// Today's date as the PGN Date tag wants it ("2026.11.30"), from the system clock.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = crate::shared::calendar::civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// "5m,1m" -> thresholds; "none" -> no warnings.
pub fn parse_warnings(text: &str) -> Option<Vec<Millis>> {
    if text == "none" {
        return Some(Vec::new());
    }
    text.split(',').map(|t| parse_duration(t).ok()).collect()
}

fn signed_duration(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        Some(rest) => parse_duration(rest).ok().map(|d| -(d as i64)),
        None => parse_duration(text.trim_start_matches('+'))
            .ok()
            .map(|d| d as i64),
    }
}

/// Parses an illegal-move policy name.
pub fn illegal_policy(name: &str) -> Option<IllegalPolicy> {
    match name {
        "standard" => Some(IllegalPolicy::Standard),
        "rapid" => Some(IllegalPolicy::Rapid),
        "blitz" => Some(IllegalPolicy::Blitz),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::shared::calendar::civil_from_days;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
