//! The chess table: a session with its clock, microphone, voice, earcons, engine opponent,
//! recording and autosave. The console drives it with typed lines, the window with keys, clicks
//! and typed command values; both behave alike because both drive this.
//!
//! Heard words are weighed here, once, against the session's current position
//! (`chess::hearing`) and then said to the session; the recognizer is told the phrases of the
//! position whenever it changes.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use shakmaty::{Chess, Color, Position, Square};

use super::autosave::{Answer, Autosave, Found};
use super::commands::{self, ChessCommand, Refused, Replay, Setting, TYPED_COMMANDS};
use super::devices::{DeviceOptions, Devices, News};
use super::drive::{TimeSource, today, wall_ms};
use super::tape::Tape;
use crate::chess::announce::{move_words, square_words};
use crate::chess::cues;
use crate::chess::earcons;
use crate::chess::envelope::envelope;
use crate::chess::game::{Game, IllegalPolicy, fen_of};
use crate::chess::grammar::{Lexicons, Vocabulary, position_phrases};
use crate::chess::hearing;
use crate::chess::lexicon::{Command, Lexicon};
use crate::chess::messages::{Msg, render};
use crate::chess::saved::SavedSession;
use crate::chess::scoresheet::{clk, fide_text, from_pgn, to_pgn, to_pgn_with};
use crate::chess::session::{Output, Pending, Request, Session, Settings};
use crate::chess::timekeeper::{Timekeeper, WarningSettings};
use crate::config::{self, Config};
use crate::opponent::{Engine, Opponent};
use crate::shared::grammar::{Heard, Spellings};
use crate::shared::i18n;
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::store::{self, Unreadable};
use crate::voice::recorder;
use crate::voice::speaker::Command as SpeakerCommand;

/// How the chess table starts.
#[derive(Clone, Debug)]
pub struct TableOptions {
    pub settings: Settings,
    /// A new game from this position instead of offering the autosave.
    pub start: Option<Chess>,
    pub data_dir: PathBuf,
    pub illegal_policy: IllegalPolicy,
    pub white: Option<String>,
    pub black: Option<String>,
    /// The time control, if the game is played with a clock.
    pub clock: Option<crate::chess::clock::TimeControl>,
    pub warnings: WarningSettings,
    /// Time stands still except for `wait` (for scripts and tests); else the monotonic clock.
    pub manual_time: bool,
    pub devices: DeviceOptions,
    pub opponent: Option<Opponent>,
    /// Tournament mode: no engine, no hints.
    pub tournament: bool,
    /// Record the game from the microphone (when listening), continuously (supplement 2.5).
    pub record: bool,
    /// The settings file and what it holds; settings changed at the table are written to it.
    pub config_path: PathBuf,
    pub config: Config,
    /// The settings file could not be read (said first).
    pub unreadable_config: Option<Unreadable>,
}

/// What the recognizer listens with, once it is loaded, and the position it was last told.
#[derive(Default)]
struct Ears {
    vocabulary: Option<Vocabulary>,
    position: Option<String>,
}

/// The chess table.
pub struct Table<W: Write> {
    session: Session,
    opts: TableOptions,
    devices: Devices<W>,
    time: TimeSource,
    autosave: Autosave,
    /// The unfinished saved game, offered at the start and not yet answered.
    offer: Option<Box<SavedSession>>,
    engine: Option<(Engine, Color)>,
    ears: Ears,
    /// What the microphone last heard (for the window's "heard" line).
    heard: Option<String>,
    /// Heard words kept for the window instead of played (review mode steps by voice).
    diverted: Option<Vec<String>>,
    tape: Tape,
}

impl<W: Write> Table<W> {
    /// Sets the table up: the game, the clock, the microphone, the voice, the engine; offers
    /// the autosaved game or announces the new one.
    pub fn open(opts: TableOptions, out: W) -> io::Result<Table<W>> {
        let mut game = opts.start.clone().map(Game::new).unwrap_or_default();
        game.illegal_policy = opts.illegal_policy;
        game.tags.date = today();
        if let Some(w) = &opts.white {
            game.tags.white = w.clone();
        }
        if let Some(b) = &opts.black {
            game.tags.black = b.clone();
        }
        let mut session = Session::new(game, opts.settings);
        if let Some(control) = &opts.clock {
            session.set_timekeeper(Some(Timekeeper::new(
                control.clone(),
                opts.warnings.clone(),
            )));
        }
        let lexicons = opts
            .devices
            .hearing
            .as_ref()
            .map(|h| Lexicons::named(&h.vocabulary));
        let words = match &lexicons {
            Some(Ok(l)) => l.words(),
            _ => Vec::new(),
        };
        let mut devices_opts = opts.devices.clone();
        if matches!(lexicons, Some(Err(_))) {
            devices_opts.hearing = None;
        }
        let devices = Devices::open(out, &devices_opts, opts.settings.language, words);
        let mut autosave = Autosave::new(store::autosave_path(&opts.data_dir));
        autosave.mark(session.revision());
        let mut t = Table {
            session,
            devices,
            time: TimeSource::new(opts.manual_time),
            autosave,
            offer: None,
            engine: None,
            ears: Ears::default(),
            heard: None,
            diverted: None,
            tape: Tape::default(),
            opts,
        };
        if let Some(Err(why)) = lexicons {
            t.say(Msg::NoRecognizer(why))?;
        }
        if let Some(o) = t.opts.opponent.clone() {
            t.start_engine(&o)?;
        }
        if t.opts.tournament {
            t.say(Msg::TournamentMode)?;
        }
        t.start()?;
        t.engine_turn()?;
        Ok(t)
    }

    fn start_engine(&mut self, o: &Opponent) -> io::Result<()> {
        match Engine::start(&o.path, o.level) {
            Ok(e) => {
                self.engine = Some((e, o.color));
                Ok(())
            }
            Err(why) => self.say(Msg::EngineFailed(why)),
        }
    }

    /// The settings file's trouble, then the saved game offered, or the new game announced.
    fn start(&mut self) -> io::Result<()> {
        if let Some(bad) = self.opts.unreadable_config.take() {
            let kept = bad.kept_at.map(|p| p.display().to_string());
            self.say(Msg::ConfigUnreadable(bad.problem, kept))?;
        }
        if self.opts.start.is_none() {
            let found = self.autosave.find(
                |s: &SavedSession| s.game().map(drop),
                |s| s.game().is_ok_and(|g| g.is_over()),
            );
            match found {
                Found::Unfinished(saved) => {
                    self.offer = Some(Box::new(saved));
                    return self.ask_to_resume();
                }
                Found::Unreadable(bad) => {
                    let kept = bad.kept_at.map(|p| p.display().to_string());
                    self.say(Msg::SaveUnreadable(bad.problem, kept))?;
                }
                Found::Nothing => {}
            }
        }
        self.begin_fresh()
    }

    /// The new game starts: its clock, its recording.
    fn begin_fresh(&mut self) -> io::Result<()> {
        let now = self.time.now();
        self.session.start_clock(now);
        self.start_recording();
        self.say(Msg::NewGame(self.session.game.turn()))
    }

    fn ask_to_resume(&mut self) -> io::Result<()> {
        let Some(saved) = &self.offer else {
            return Ok(());
        };
        let game = saved.game().expect("checked when found");
        self.say(Msg::ResumeOffer(game.move_number(), game.turn()))
    }

    /// The answer to the resume offer.
    pub fn resume(&mut self, answer: Answer) -> io::Result<()> {
        let Some(saved) = self.offer.take() else {
            return Ok(());
        };
        match answer {
            Answer::Resume => {
                let game = saved.game().expect("checked when found");
                self.session = saved.restore(game, self.time.now());
                self.tape = Tape::with(saved.cues.clone());
                self.start_recording();
                self.autosave.mark(self.session.revision());
                let game = &self.session.game;
                let msg = Msg::MoveNumber(game.move_number(), game.turn());
                self.say(msg)
            }
            Answer::Fresh => self.begin_fresh(),
            Answer::Unclear => {
                self.offer = Some(saved);
                self.ask_to_resume()
            }
        }
    }

    /// Words that answer the resume offer: yes or "fortsetzen" resumes, no or a new game
    /// starts afresh.
    fn resume_answer(line: &str) -> Answer {
        let cmds: Vec<Command> = Lexicon::builtin()
            .tokenize(line)
            .iter()
            .filter_map(|w| w.command())
            .collect();
        if cmds
            .iter()
            .any(|c| matches!(c, Command::Yes | Command::Resume))
        {
            Answer::Resume
        } else if cmds.iter().any(|c| matches!(c, Command::No | Command::New))
            || line.eq_ignore_ascii_case("new")
        {
            Answer::Fresh
        } else {
            Answer::Unclear
        }
    }

    /// One round of the loop: what the devices report, the clock, the engine's turn, the
    /// autosave.
    pub fn step(&mut self) -> io::Result<()> {
        self.serve_devices()?;
        let now = self.time.now();
        let o = self.session.tick(now);
        self.print(o)?;
        self.engine_turn()?;
        self.keep_saved()
    }

    /// A typed line (words, SAN, or a typed command of `help`); false on `quit`. While the
    /// saved game is offered, every line is its answer.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        let line = line.trim();
        if matches!(line, "quit" | "exit") {
            return Ok(false);
        }
        if self.offer.is_some() {
            self.resume(Self::resume_answer(line))?;
            self.engine_turn()?;
            return self.keep_saved().map(|()| true);
        }
        match commands::chess(line) {
            Ok(cmd) => self.command(cmd),
            Err(refused) => {
                let note = self.refused(&refused);
                self.devices.write(&note)?;
                Ok(true)
            }
        }
    }

    /// A command value (the window's keys and menus, or a parsed line); false on `quit`.
    /// While the saved game is offered, words and requests answer it, and a new or loaded
    /// game declines it first.
    pub fn command(&mut self, cmd: ChessCommand) -> io::Result<bool> {
        if self.offer.is_some() {
            match &cmd {
                ChessCommand::Words(w) => {
                    self.resume(Self::resume_answer(w))?;
                    return Ok(true);
                }
                ChessCommand::Ask(r) => {
                    let answer = match r {
                        Request::Yes | Request::Resume => Answer::Resume,
                        Request::No | Request::NewGame => Answer::Fresh,
                        _ => Answer::Unclear,
                    };
                    self.resume(answer)?;
                    return Ok(true);
                }
                ChessCommand::New(_) | ChessCommand::Load(_) => self.resume(Answer::Fresh)?,
                _ => {}
            }
        }
        let now = self.time.now();
        let o = self.session.tick(now);
        self.print(o)?;
        let go_on = self.run(cmd)?;
        self.engine_turn()?;
        self.keep_saved()?;
        Ok(go_on)
    }

    fn run(&mut self, cmd: ChessCommand) -> io::Result<bool> {
        use ChessCommand as C;
        match cmd {
            C::Quit => return Ok(false),
            C::Help => {
                self.devices.write(TYPED_COMMANDS)?;
                self.ask(Request::Help)?;
            }
            C::Fen => self.devices.write(&fen_of(self.session.game.position()))?,
            C::Pgn => self.write_block(&to_pgn(&self.session.game))?,
            C::ScoreSheet => self.write_block(&fide_text(&self.session.game))?,
            C::Save(path) => {
                let game = &self.session.game;
                let pgn = to_pgn_with(game, &self.tape.comments(game));
                self.write_file(&path, pgn.as_bytes())?;
            }
            C::Load(path) => self.load(&path)?,
            C::New(pos) => self.new_game(pos.unwrap_or_default())?,
            C::Envelope => {
                let text = self.envelope_text();
                self.devices.write(&text)?;
            }
            C::Wait(ms) => self.wait(ms)?,
            C::Listen(on) => {
                if self.devices.set_listening(on) {
                    self.say(Msg::Listening(on))?;
                } else {
                    self.say(Msg::NoRecognizer("--listen was not given".into()))?;
                }
            }
            C::Touched(sq) => self.touched(sq)?,
            C::Clock(None) => {
                let text = self.clock_text();
                self.devices.write(&text)?;
            }
            C::Clock(Some(a)) => {
                let o = self.session.arbiter_clock(self.time.now(), a);
                self.print(o)?;
            }
            C::Quickplay(d) => {
                let o = self.session.quickplay_decision(self.time.now(), d);
                self.print(o)?;
            }
            C::Played(words) => self.board_move(&words)?,
            C::Illegal => {
                let o = self.session.enter_illegal_move();
                self.print(o)?;
            }
            C::Replay(r) => self.replay_move(r)?,
            C::Dispute => self.write_block(&self.dispute())?,
            C::Cues(path) => {
                let sheet = self.tape.cue_sheet(&self.session.game);
                self.write_file(&path, sheet.as_bytes())?;
            }
            C::Print(path) => self.print_sheet(&path)?,
            C::Set(setting) => self.set(setting)?,
            C::Ask(r) => self.ask(r)?,
            C::Words(text) => {
                let o = self.session.typed(&text);
                self.print(o)?;
            }
        }
        Ok(true)
    }

    /// A request the player could say, typed by key.
    fn ask(&mut self, r: Request) -> io::Result<()> {
        let o = self.session.request(r);
        self.print(o)
    }

    /// Leaving: the clock readings of this instant are kept too.
    pub fn close(&mut self) -> io::Result<()> {
        if self.offer.is_none() && self.session.timekeeper().is_some() {
            let saved = saved(&self.session, &self.tape, self.time.now());
            if let Err(e) = self.autosave.save(self.session.revision(), &saved) {
                self.say(Msg::SaveFailed(e.to_string()))?;
            }
        }
        self.devices.close()
    }

    /// Where the table writes (the window reads its lines from here).
    pub fn out_mut(&mut self) -> &mut W {
        self.devices.out_mut()
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The table's time (milliseconds since it opened, or the manual time).
    pub fn now(&self) -> u64 {
        self.time.now()
    }

    /// The game's recording, if it is being recorded.
    pub fn recording(&self) -> Option<&Path> {
        self.tape.file()
    }

    /// The autosaved game is offered and not yet answered.
    pub fn offering(&self) -> bool {
        self.offer.is_some()
    }

    /// The microphone's loudness (0..1), and whether it listens at all.
    pub fn microphone(&self) -> Option<(f32, bool)> {
        self.devices.microphone()
    }

    /// The options the table was opened with (settings file included).
    pub fn options(&self) -> &TableOptions {
        &self.opts
    }

    /// Says an answer the window composed (the square under the cursor, a menu item): written
    /// and spoken, cutting off the previous answer.
    pub fn answer(&mut self, text: String) -> io::Result<()> {
        self.devices.tell(vec![(SpeechKind::Info, text)])
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
        self.devices.silence();
    }

    /// Plays against an engine from now on (or not), or switches tournament mode on, which
    /// allows no engine and no hints and says so.
    pub fn set_opponent(&mut self, opponent: Option<Opponent>, tournament: bool) -> io::Result<()> {
        self.engine = None;
        self.opts.tournament = tournament;
        self.opts.opponent = opponent.clone().filter(|_| !tournament);
        if tournament {
            return self.say(Msg::TournamentMode);
        }
        match opponent {
            Some(o) => self.start_engine(&o),
            None => Ok(()),
        }
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
        self.devices.push_to_talk(on);
    }

    /// Words heard that the window did not take itself (review mode): said to the session as
    /// heard words, never as a typed command.
    pub fn hear(&mut self, words: &str) -> io::Result<()> {
        let now = self.time.now();
        let mut o = self.session.tick(now);
        o.extend(self.session.hear(words));
        self.print(o)?;
        self.engine_turn()?;
        self.keep_saved()
    }

    /// The sighted side's move, entered on the window's board (from and to clicked): recorded
    /// as made on the board, announced to the blind player (supplement 2.9).
    pub fn board_move(&mut self, san: &str) -> io::Result<()> {
        let o = self.session.enter_board_move(san);
        self.print(o)?;
        self.engine_turn()?;
        self.keep_saved()
    }

    /// The moves as heard, read back, confirmed and played, with their times in the recording
    /// (2.7-2.8).
    pub fn dispute(&self) -> String {
        cues::dispute(&self.session.game, self.tape.cues(), self.lang())
    }

    /// Plays these half-moves from the recording, each with a pre-roll.
    pub fn replay(&mut self, plies: &[usize]) -> io::Result<()> {
        let clip = self.tape.clip(plies);
        if clip.is_empty() {
            return self.tell_id("no-recording", &[]);
        }
        self.devices.play_clip(clip, recorder::RATE);
        Ok(())
    }

    fn replay_move(&mut self, r: Replay) -> io::Result<()> {
        let ply = match r {
            Replay::Stop => {
                self.devices.stop_clips();
                return Ok(());
            }
            Replay::Next => self.tape.next(1),
            Replay::Prev => self.tape.next(-1),
            Replay::Move(n) => {
                let game = &self.session.game;
                (0..game.plies().len())
                    .find(|&i| game.ply_number(i).0 == n)
                    .unwrap_or(usize::MAX)
            }
        };
        self.replay(&[ply])
    }

    fn lang(&self) -> Language {
        self.session.settings.language
    }

    /// Says and writes a message, with its earcon.
    fn say(&mut self, msg: Msg) -> io::Result<()> {
        let now = self.time.now();
        if let Some(e) = earcons::for_message(&msg) {
            self.devices.sound(&[e], now);
        }
        let text = render(&msg, self.lang(), self.session.settings.style);
        self.devices.tell(vec![(SpeechKind::Info, text)])
    }

    /// A message by its id (the recording's), said and written.
    fn tell_id(&mut self, id: &str, args: &[(&str, String)]) -> io::Result<()> {
        let text = i18n::t(self.lang(), id, args);
        self.devices.tell(vec![(SpeechKind::Info, text)])
    }

    /// Writes a block of lines that ends with its own newline.
    fn write_block(&mut self, text: &str) -> io::Result<()> {
        self.devices.write(text.strip_suffix('\n').unwrap_or(text))
    }

    fn write_file(&mut self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        match store::write_atomic(path, bytes) {
            Ok(()) => {
                let note = self.note("note-saved", &[("path", path.display().to_string())]);
                self.devices.write(&note)
            }
            Err(e) => self.say(Msg::SaveFailed(e.to_string())),
        }
    }

    fn note(&self, id: &str, args: &[(&str, String)]) -> String {
        i18n::t(self.lang(), id, args)
    }

    fn refused(&self, r: &Refused) -> String {
        match r {
            Refused::BadSetting(a) => self.note("note-bad-setting", &[("setting", a.clone())]),
            Refused::Error(e) => self.note("note-error", &[("error", e.clone())]),
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
            || *self.session.pending() != Pending::Nothing
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

    /// The engine's suggestion, or why there is none.
    fn hint(&mut self) -> Msg {
        if self.opts.tournament {
            return Msg::NoHintsInTournament;
        }
        let game = &self.session.game;
        if game.is_over() {
            return Msg::GameIsOver;
        }
        match &mut self.engine {
            Some((engine, _)) => match engine.best_move(game) {
                Ok(mv) => Msg::Hint(move_words(game.position(), mv, self.session.settings.style)),
                Err(why) => Msg::EngineFailed(why),
            },
            None => Msg::NoEngine,
        }
    }

    /// Carries out what the session answered: the hint, the earcons, the recording's cues,
    /// then the words, written and said as one group.
    fn print(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        if outputs.contains(&Output::HintRequested) {
            let hint = self.hint();
            self.say(hint)?;
        }
        self.devices
            .sound(&earcons::for_outputs(&outputs), self.time.now());
        self.tape.stamp(&outputs);
        let mut group = Vec::new();
        for o in outputs {
            match o {
                Output::Say(s) => group.push((s.kind, s.text)),
                Output::Silence => {
                    self.devices.silence();
                    self.devices.stop_clips();
                }
                Output::NewGame => self.start_recording(),
                Output::Replay(plies) => self.replay(&plies)?,
                Output::MoveDone { .. } | Output::BackTo { .. } | Output::HintRequested => {}
            }
        }
        self.devices.tell(group)
    }

    /// A new recording for the game (in its own folder of the data folder), when recording.
    fn start_recording(&mut self) {
        if !self.devices.has_listener() || !self.opts.record {
            return;
        }
        let path = Tape::next_file(&self.opts.data_dir, &today(), wall_ms() / 1000);
        self.tape.recording(None);
        self.devices.record(Some(path));
    }

    /// Acts on what the devices report; keeps the recognizer on the position.
    fn serve_devices(&mut self) -> io::Result<()> {
        for news in self.devices.pump() {
            match news {
                News::NoSpeech(why) => self.say(Msg::NoSpeech(why))?,
                News::Ready { spellings, .. } => self.ready(&spellings)?,
                News::Heard(h) => self.heard_words(h)?,
                News::MicrophoneReady(name) => self.say(Msg::MicrophoneReady(name))?,
                News::NoMicrophone(why) => self.say(Msg::NoMicrophone(why))?,
                News::NoRecognizer(why) => self.say(Msg::NoRecognizer(why))?,
                News::Recording(Ok(clock)) => {
                    self.tape.recording(Some(clock));
                    self.devices.warm_clips();
                    self.tell_id("recording-on", &[])?;
                }
                News::Recording(Err(why)) => {
                    self.tape.recording(None);
                    self.tell_id("recording-failed", &[("problem", why)])?;
                }
            }
        }
        self.listen_to_the_position();
        Ok(())
    }

    /// The recognizer is loaded: the vocabulary in its spelling, and the words it cannot hear
    /// (written in full; spoken, the list kept Ansage talking, and so deaf, for twenty seconds
    /// at every start: the count is said).
    fn ready(&mut self, spellings: &Spellings) -> io::Result<()> {
        let Some(h) = &self.opts.devices.hearing else {
            return Ok(());
        };
        let Ok(lexicons) = Lexicons::named(&h.vocabulary) else {
            return Ok(());
        };
        let vocabulary = Vocabulary::new(&lexicons, |w| spellings.spell(w).map(str::to_string));
        let unheard = vocabulary.unheard();
        self.ears = Ears {
            vocabulary: Some(vocabulary),
            position: None,
        };
        if unheard.is_empty() {
            return Ok(());
        }
        let n = unheard.len();
        let style = self.session.settings.style;
        let list = render(&Msg::Unheard(unheard), self.lang(), style);
        self.devices.write(&list)?;
        let short = i18n::t(self.lang(), "unheard-count", &[("n", n.to_string())]);
        self.devices.speak(vec![(SpeechKind::Info, short)]);
        Ok(())
    }

    /// Tells the recognizer the phrases of the position when it changed.
    fn listen_to_the_position(&mut self) {
        let Some(vocabulary) = &self.ears.vocabulary else {
            return;
        };
        let pos = self.session.game.position();
        let fen = fen_of(pos);
        if self.ears.position.as_ref() == Some(&fen) {
            return;
        }
        self.devices.listen_for(position_phrases(pos, vocabulary));
        self.ears.position = Some(fen);
    }

    /// What the microphone heard: weighed against the position (too doubtful, and the player
    /// is asked to say it again), written for the assistant (not spoken: the read-back that
    /// follows is what the player hears), and said to the session. Spoken words are words,
    /// never typed commands: a misheard "new" must not throw the game away.
    fn heard_words(&mut self, mut h: Heard) -> io::Result<()> {
        hearing::weigh(self.session.game.position(), &mut h);
        let min = self
            .opts
            .devices
            .hearing
            .as_ref()
            .map_or(0.0, |h| h.min_confidence);
        if h.confidence < min {
            return self.say(Msg::NotUnderstood);
        }
        let text = h.text;
        self.heard = Some(text.clone());
        self.tape.heard(&text);
        if let Some(kept) = &mut self.diverted {
            kept.push(text);
            return Ok(());
        }
        let line = render(
            &Msg::Heard(text.clone()),
            self.lang(),
            self.session.settings.style,
        );
        self.devices.write(&line)?;
        if self.offer.is_some() {
            return self.resume(Self::resume_answer(&text));
        }
        let now = self.time.now();
        let mut o = self.session.tick(now);
        o.extend(self.session.hear(&text));
        self.print(o)
    }

    /// Saves when the game record changed; never while the saved game is still offered (it
    /// would be written over before the player answered).
    fn keep_saved(&mut self) -> io::Result<()> {
        if self.offer.is_some() {
            return Ok(());
        }
        let revision = self.session.revision();
        let (session, tape, now) = (&self.session, &self.tape, self.time.now());
        let result = self.autosave.keep(revision, || saved(session, tape, now));
        if let Err(e) = result {
            self.say(Msg::SaveFailed(e.to_string()))?;
        }
        Ok(())
    }

    fn load(&mut self, path: &Path) -> io::Result<()> {
        let loaded = std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|text| from_pgn(&text).map_err(|e| e.0));
        match loaded {
            Ok(mut game) => {
                game.illegal_policy = self.opts.illegal_policy;
                let n = game.plies().len();
                let o = self.session.new_game(game);
                let note = self.note("note-loaded", &[("n", n.to_string())]);
                self.devices.write(&note)?;
                self.print(o)?;
                if let Some(r) = self.session.game.result() {
                    self.say(Msg::Result(r))?;
                }
                Ok(())
            }
            Err(e) => {
                let note = self.note("note-error", &[("error", e)]);
                self.devices.write(&note)
            }
        }
    }

    fn new_game(&mut self, pos: Chess) -> io::Result<()> {
        let mut game = Game::new(pos);
        game.illegal_policy = self.opts.illegal_policy;
        game.tags = self.session.game.tags.clone();
        game.tags.date = today();
        let o = self.session.new_game(game);
        self.print(o)
    }

    /// The adjournment envelope's fields (appendix A2), or why there is none.
    fn envelope_text(&self) -> String {
        envelope(&self.session.game, self.lang())
            .unwrap_or_else(|| render(&Msg::NotAdjourned, self.lang(), self.session.settings.style))
    }

    /// `print PATH`: the score sheet (.pdf, .brf, else text), with the envelope when adjourned.
    fn print_sheet(&mut self, path: &Path) -> io::Result<()> {
        let game = &self.session.game;
        let env = envelope(game, self.lang());
        match crate::sheets::write(path, game, self.lang(), env.as_deref()) {
            Ok(()) => {
                let note = self.note("note-saved", &[("path", path.display().to_string())]);
                self.devices.write(&note)
            }
            Err(e) => self.say(Msg::SaveFailed(e)),
        }
    }

    /// Manual time: let time pass, then look at the clock.
    fn wait(&mut self, ms: u64) -> io::Result<()> {
        if !self.time.wait(ms) {
            let note = self.note(
                "note-error",
                &[("error", "wait needs --manual-time".into())],
            );
            return self.devices.write(&note);
        }
        let o = self.session.tick(self.time.now());
        self.print(o)
    }

    /// Tells the blind player which piece the sighted player touched (2.9e).
    fn touched(&mut self, sq: Option<Square>) -> io::Result<()> {
        let piece = sq.and_then(|sq| {
            self.session
                .game
                .position()
                .board()
                .piece_at(sq)
                .map(|p| (sq, p))
        });
        match piece {
            Some((sq, p)) => {
                let name = square_words(sq, self.session.settings.style);
                self.say(Msg::Touched(p.color, p.role, name))
            }
            None => self.say(Msg::NotUnderstood),
        }
    }

    /// Both clocks as digits, for the sighted assistant.
    fn clock_text(&self) -> String {
        match self.session.timekeeper() {
            Some(t) => {
                let [w, b] = t.readings(self.time.now());
                let running = match t.clock.running() {
                    Some(Color::White) => " (White's clock runs)",
                    Some(Color::Black) => " (Black's clock runs)",
                    None => " (stopped)",
                };
                format!("White {} | Black {}{running}", clk(w), clk(b))
            }
            None => render(&Msg::NoClock, self.lang(), self.session.settings.style),
        }
    }

    /// A setting: applied now, kept for the next start, confirmed in writing.
    pub fn set(&mut self, setting: Setting) -> io::Result<()> {
        self.apply(&setting)?;
        let off = self.devices.earcons_mut().map(|e| e.off().to_vec());
        setting.remember(&mut self.opts.config, off);
        self.save_config()?;
        let (key, value) = setting.words();
        let note = self.note("note-set", &[("key", key.to_string()), ("value", value)]);
        self.devices.write(&note)
    }

    fn apply(&mut self, setting: &Setting) -> io::Result<()> {
        let settings = &mut self.session.settings;
        match setting {
            Setting::Style(s) => settings.style = *s,
            Setting::Confirm(c) => settings.confirm = *c,
            Setting::Language(l) => {
                settings.language = *l;
                self.devices
                    .speaker_command(SpeakerCommand::Language(l.code().into()));
            }
            Setting::Rate(n) => self.devices.speaker_command(SpeakerCommand::Rate(*n)),
            Setting::Pitch(n) => self.devices.speaker_command(SpeakerCommand::Pitch(*n)),
            Setting::Volume(n) => self.devices.speaker_command(SpeakerCommand::Volume(*n)),
            Setting::Voice(v) => self
                .devices
                .speaker_command(SpeakerCommand::Voice(v.clone())),
            Setting::Earcon(e, on) => {
                if let Some(earcons) = self.devices.earcons_mut() {
                    earcons.set(*e, *on);
                }
            }
            Setting::Illegal(p) => {
                self.opts.illegal_policy = *p;
                self.session.game.illegal_policy = *p;
            }
            Setting::Clock(spec) => {
                let warnings = self.opts.warnings.clone();
                let timer = spec.control.clone().map(|c| Timekeeper::new(c, warnings));
                self.session.set_timekeeper(timer);
                self.session.start_clock(self.time.now());
            }
            Setting::Warnings(t) => {
                self.opts.warnings.thresholds = t.0.clone();
                self.update_warnings();
            }
            Setting::Marks(on) => {
                self.opts.warnings.marks = *on;
                self.update_warnings();
            }
            Setting::Record(on) => {
                self.opts.record = *on;
                if *on {
                    self.start_recording();
                } else if self.devices.record(None) {
                    self.tape.recording(None);
                    self.tell_id("recording-off", &[])?;
                }
            }
        }
        Ok(())
    }

    fn update_warnings(&mut self) {
        let warnings = self.opts.warnings.clone();
        if let Some(t) = self.session.timekeeper() {
            let mut t = t.clone();
            t.warnings = warnings;
            self.session.replace_timekeeper(t);
        }
    }
}

/// The session as it stands at `now`, with the recording's cues.
fn saved(session: &Session, tape: &Tape, now: u64) -> SavedSession {
    let mut saved = SavedSession::of(session, now);
    saved.cues = tape.cues().to_vec();
    saved
}
