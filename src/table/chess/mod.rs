//! The chess table: a session with its clock, microphone, voice, earcons, engine opponent,
//! recording and autosave. The console drives it with typed lines, the window with keys, clicks
//! and typed command values; both behave alike because both drive this.
//!
//! Heard words are weighed here, once, against the session's current position
//! (`chess::hearing`) and then said to the session; the recognizer is told the phrases of the
//! position whenever it changes.
//!
//! One concept a file: this one opens the table, runs its commands and carries out what the
//! session answers; `listening` serves the microphone and the recognizer, `model_offer` asks
//! and answers the Vosk model offer (`table::model_offer`) in the chess words, `settings`
//! applies and keeps a setting, `typed` does the typed commands' work, `window` answers the
//! window.

pub mod audio_sheet;
mod evaluation;
mod listening;
mod model_offer;
mod online;
mod settings;
mod statement;
mod typed;
mod window;

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use shakmaty::{Chess, Color};

use super::archive::Archive;
use super::autosave::{Answer, Autosave, Decision, Found, Kept, Offer};
use super::commands::{self, ChessCommand, Refused};
use super::devices::{DeviceOptions, Devices};
use super::drive::{TimeSource, now_for_files, today};
use super::tape::Tape;
use crate::chess::announce::move_words;
use crate::chess::confusion::Confusions;
use crate::chess::earcons;
use crate::chess::game::{Game, IllegalPolicy, fen_of};
use crate::chess::grammar::{Lexicons, Vocabulary};
use crate::chess::lexicon::{Command, Lexicon};
use crate::chess::messages::{Msg, render};
use crate::chess::saved::SavedSession;
use crate::chess::scoresheet::{fide_text, to_pgn, to_pgn_with};
use crate::chess::session::{Output, Pending, Request, Session, Settings};
use crate::chess::timekeeper::{Timekeeper, WarningSettings};
use crate::config::Config;
use crate::online::client::Client;
use crate::online::link::{Link, Plan};
use crate::opponent::{self, Engine, Opponent, Strength, Trouble};
use crate::shared::i18n;
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::store::{self, Unreadable};

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
    /// Why the window asked for could not open: said first, the console mode runs instead.
    pub no_window: Option<String>,
    /// The window's start screen comes first: no game begins (no clock, no recording, nothing
    /// said) until one is chosen there, and a saved game is offered by the screen's first
    /// item, not asked aloud.
    pub start_screen: bool,
    /// The game is played online against this server's player or AI.
    pub online: Option<OnlineGame>,
}

/// An online game to play: the signed-in client and how the game is found.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    pub client: Client,
    pub plan: Plan,
}

/// The lexicons the recognizer was loaded with, what it listens with once it is loaded, and
/// the position it was last told.
#[derive(Default)]
struct Ears {
    lexicons: Option<Lexicons>,
    vocabulary: Option<Vocabulary>,
    position: Option<String>,
    /// What is learnt of the player's voice for this recognizer, and where it is kept.
    voice: Confusions,
    voice_file: Option<PathBuf>,
    /// A failure to keep it was said (once).
    voice_unsaved: bool,
}

/// The chess table.
pub struct Table<W: Write> {
    session: Session,
    opts: TableOptions,
    devices: Devices<W>,
    time: TimeSource,
    autosave: Autosave,
    /// The unfinished saved game (with its game replayed), offered at the start and not yet
    /// answered.
    offer: Offer<Box<(SavedSession, Game)>>,
    /// The Vosk model offered at the first start, and its download.
    model: crate::table::model_offer::ModelOffer,
    engine: Option<(Engine, Color)>,
    /// Whose voice the microphone hears when one player speaks and the other plays on the
    /// board (the window's relay mode): his draw offer is his, unnamed too (9.1).
    voice: Option<Color>,
    /// The online game, while it is played.
    online: Option<online::Online>,
    /// A sign-in through the browser under way (the window's).
    signing: Option<online::SigningIn>,
    /// The online game, while how to find it is asked by voice.
    choosing: Option<online::Choosing>,
    /// What the engine thinks about, for which position.
    asked: Option<Asked>,
    /// The engine evaluating the finished game, while it does.
    evaluator: Option<evaluation::Evaluator>,
    /// A hint asked for while the engine was busy: asked once it is free.
    hint_wanted: bool,
    ears: Ears,
    /// What the microphone last heard (for the window's "heard" line).
    heard: Option<String>,
    /// Heard words kept for the window instead of played (review mode steps by voice).
    diverted: Option<Vec<String>>,
    tape: Tape,
    archive: Archive,
    /// The game as last saved, with its PGN and cues: what is archived when it is replaced.
    last: Option<(Game, String)>,
    /// The current game is in the archive already (it ended).
    archived: bool,
    /// Leaving was asked for by voice and confirmed: the console or window closes.
    leaving: bool,
    /// The window's start screen is shown and no game has begun behind it.
    held: bool,
}

/// What the engine was asked to think about, with the position it was asked in (its number
/// of half-moves and its FEN): an answer that comes after the game has changed is dropped.
#[derive(Debug)]
enum Asked {
    Move((usize, String)),
    Hint((usize, String)),
}

impl Asked {
    fn key(game: &Game) -> (usize, String) {
        (game.plies().len(), fen_of(game.position()))
    }
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
            .map(|h| Lexicons::named(h.vocabulary()));
        let (lexicons, unknown) = match lexicons {
            Some(Ok(l)) => (Some(l), None),
            Some(Err(why)) => (None, Some(why)),
            None => (None, None),
        };
        let words = lexicons.as_ref().map(Lexicons::words).unwrap_or_default();
        let mut devices_opts = opts.devices.clone();
        if unknown.is_some() {
            devices_opts.hearing = None;
        }
        let mut devices = Devices::open(out, &devices_opts, opts.settings.language, words);
        // What start-up says is one group, in order: the window that cannot open, the
        // settings file kept aside, then the game (each cut off the one before).
        devices.gather();
        // The folder holds recordings of the games: the user's alone (a failure shows in the
        // saves, which are said).
        let _ = store::make_private(&opts.data_dir);
        // The autosave lives in the state folder; one of an earlier release, in the data
        // folder, is moved there first.
        let path = store::settled_autosave(&opts.data_dir);
        let mut autosave = Autosave::new(path);
        autosave.mark(session.revision());
        let mut t = Table {
            session,
            devices,
            time: TimeSource::new(opts.manual_time),
            autosave,
            offer: Offer::none(),
            model: crate::table::model_offer::ModelOffer::default(),
            engine: None,
            voice: None,
            online: None,
            signing: None,
            choosing: None,
            asked: None,
            evaluator: None,
            hint_wanted: false,
            ears: Ears {
                lexicons,
                ..Ears::default()
            },
            heard: None,
            diverted: None,
            tape: Tape::default(),
            archive: Archive::new(&opts.data_dir),
            last: None,
            archived: false,
            leaving: false,
            held: false,
            opts,
        };
        if let Some(busy) = t.autosave.busy() {
            let pid = busy.pid;
            t.say(Msg::FolderBusy(pid))?;
        }
        if let Some(why) = unknown {
            t.say(Msg::NoRecognizer(why))?;
        }
        if let Some(o) = t.opts.opponent.clone() {
            t.start_engine(&o)?;
        }
        if t.opts.tournament {
            t.say(Msg::TournamentMode)?;
        }
        if let Some(g) = t.opts.online.clone() {
            let server = g.client.base().to_string();
            t.choosing = online::Choosing::of(&g);
            if t.choosing.is_none() {
                let link = Link::start(g.client, g.plan.clone());
                t.online = Some(online::Online::of(link, &server, &g.plan));
            }
        }
        t.start()?;
        t.ask_online_choice()?;
        t.engine_turn()?;
        t.devices.release();
        Ok(t)
    }

    fn start_engine(&mut self, o: &Opponent) -> io::Result<()> {
        match Engine::start(&o.path, &o.args, o.level) {
            Ok(e) => {
                self.engine = Some((e, o.color));
                self.session.set_speaker(Some(!o.color));
                Ok(())
            }
            Err(trouble) => self.say(self.engine_failed(&trouble)),
        }
    }

    /// Why the engine is given up, in the player's language.
    fn engine_failed(&self, trouble: &Trouble) -> Msg {
        Msg::EngineFailed(self.engine_trouble(trouble))
    }

    /// An engine's trouble, in the player's language.
    fn engine_trouble(&self, trouble: &Trouble) -> String {
        match trouble {
            Trouble::CannotStart(error) => {
                self.note("engine-cannot-start", &[("error", error.clone())])
            }
            Trouble::SilentAtStart => self.note("engine-silent-start", &[]),
            Trouble::NoMove => self.note("engine-no-move", &[]),
            Trouble::Stopped => self.note("engine-stopped", &[]),
            Trouble::ImpossibleMove(uci) => {
                self.note("engine-impossible-move", &[("move", uci.clone())])
            }
            Trouble::NotUci(line) => self.note("engine-not-uci", &[("line", line.clone())]),
        }
    }

    /// The settings file's trouble, the Vosk model offered at the first start; then the game.
    fn start(&mut self) -> io::Result<()> {
        if let Some(why) = self.opts.no_window.take() {
            self.say(Msg::NoWindow(why))?;
        }
        if let Some(bad) = self.opts.unreadable_config.take() {
            let kept = bad.kept();
            self.say(Msg::ConfigUnreadable(bad.problem, kept))?;
        }
        if self.offer_model()? {
            return Ok(());
        }
        self.start_game()
    }

    /// The saved game offered, or the new game announced. A game that ended, or one from the
    /// start position without a move, is nothing to resume (issue 18: "a saved game, move
    /// one" was offered after a start and a quit); a position set up without a move is.
    fn start_game(&mut self) -> io::Result<()> {
        if self.opts.start.is_none() {
            let nothing_to_resume = |(_, game): &(SavedSession, Game)| {
                game.is_over() || (game.plies().is_empty() && *game.start() == Chess::default())
            };
            let found = self
                .autosave
                .find(SavedSession::with_game, nothing_to_resume);
            match found {
                Found::Unfinished(saved) => {
                    self.offer = Offer::of(Box::new(saved));
                    if self.opts.start_screen {
                        return Ok(());
                    }
                    return self.ask_to_resume();
                }
                Found::Unreadable(bad) => {
                    let kept = bad.kept();
                    self.say(Msg::SaveUnreadable(bad.problem, kept))?;
                }
                Found::Nothing => {}
            }
        } else if self.opts.online.is_some() {
            // An unfinished game at the board goes into the archive before the online game
            // takes the autosave's place: going online loses nothing.
            let nothing_to_keep =
                |(_, game): &(SavedSession, Game)| game.is_over() || game.plies().is_empty();
            match self.autosave.find(SavedSession::with_game, nothing_to_keep) {
                Found::Unfinished(saved) => self.keep_aside(saved)?,
                Found::Unreadable(bad) => {
                    let kept = bad.kept();
                    self.say(Msg::SaveUnreadable(bad.problem, kept))?;
                }
                Found::Nothing => {}
            }
        }
        if self.opts.start_screen {
            self.held = true;
            return Ok(());
        }
        self.begin_fresh()
    }

    /// The new game starts: its clock, its recording.
    fn begin_fresh(&mut self) -> io::Result<()> {
        self.held = false;
        let now = self.time.now();
        self.session.start_clock(now);
        self.start_recording();
        self.say(Msg::NewGame(self.session.game.turn()))
    }

    fn ask_to_resume(&mut self) -> io::Result<()> {
        let Some((_, game)) = self.offer.record().map(Box::as_ref) else {
            return Ok(());
        };
        self.say(Msg::ResumeOffer(game.move_number(), game.turn()))
    }

    /// Words said or typed while the start screen holds the game: the game begins first (its
    /// clock, its recording, "Neue Partie"), then they are taken in it.
    pub(super) fn begin_if_held(&mut self) -> io::Result<()> {
        if self.held {
            self.begin_fresh()?;
        }
        Ok(())
    }

    /// The answer to the resume offer.
    pub fn resume(&mut self, answer: Answer) -> io::Result<()> {
        match self.offer.answer(answer) {
            Decision::Resume(found) => {
                let (saved, game) = *found;
                self.session = saved.restore(game, self.time.now());
                let speaker = self.engine.as_ref().map(|(_, c)| !*c).or(self.voice);
                self.session.set_speaker(speaker);
                self.tape = Tape::with(saved.cues);
                self.start_recording();
                self.autosave.mark(self.session.revision());
                let game = &self.session.game;
                let msg = Msg::MoveNumber(game.move_number(), game.turn());
                self.say(msg)
            }
            Decision::Fresh(found) => {
                self.keep_aside(*found)?;
                self.begin_fresh()
            }
            Decision::AskAgain => self.ask_to_resume(),
            Decision::Nothing => Ok(()),
        }
    }

    /// The saved game not resumed is put aside in the archive, not thrown away.
    fn keep_aside(&mut self, (saved, game): (SavedSession, Game)) -> io::Result<()> {
        let pgn = to_pgn_with(&game, &Tape::with(saved.cues).comments(&game));
        self.keep_in_archive(&game, &pgn)
    }

    /// Another game is chosen while the saved one is offered: the saved one is put aside.
    fn put_offer_aside(&mut self) -> io::Result<()> {
        match self.offer.answer(Answer::Fresh) {
            Decision::Fresh(found) => self.keep_aside(*found),
            _ => Ok(()),
        }
    }

    /// Words that answer the resume offer, by the rule of answers (`answer::reply`): yes or
    /// "fortsetzen" alone resumes, no or a new game alone starts afresh; anything else said
    /// with them ("ja neu") is unclear, and the offer is made again.
    fn resume_answer(line: &str) -> Answer {
        let words = Lexicon::builtin().tokenize(line);
        let only = |cs: &[Command]| {
            let mut content = words.iter().filter(|w| !w.is_filler()).peekable();
            content.peek().is_some()
                && content.all(|w| w.command().is_some_and(|c| cs.contains(&c)))
        };
        if only(&[Command::Yes, Command::Resume]) {
            Answer::Resume
        } else if only(&[Command::No, Command::New]) || line.trim().eq_ignore_ascii_case("new") {
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
        self.perform(o)?;
        self.follow_up()
    }

    /// What follows everything the table does: the engine's turn, then the autosave.
    fn follow_up(&mut self) -> io::Result<()> {
        self.signing_turn()?;
        self.online_turn()?;
        self.engine_turn()?;
        self.evaluation_turn()?;
        self.keep_saved()
    }

    /// A typed line (words, SAN, or a typed command of `help`); false on `quit`. While the
    /// saved game is offered, every line is its answer.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        let line = line.trim();
        if matches!(line, "quit" | "exit") {
            return Ok(false);
        }
        if self.model.is_asked() {
            self.answer_model(model_offer::yes_or_no(line))?;
            return self.follow_up().map(|()| true);
        }
        if self.offer.is_open() {
            self.resume(Self::resume_answer(line))?;
            return self.follow_up().map(|()| true);
        }
        if self.online_asks() {
            self.answer_online(model_offer::yes_or_no(line))?;
            return self.follow_up().map(|()| true);
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

    /// A typed line too long to take was skipped (`commands::MAX_LINE`).
    pub fn line_too_long(&mut self) -> io::Result<()> {
        let text = i18n::tc(
            self.lang(),
            "line-too-long",
            &[("max", commands::MAX_LINE.into())],
        );
        self.devices.tell(vec![(SpeechKind::Info, text)])
    }

    /// A command value (the window's keys and menus, or a parsed line); false on `quit`.
    /// While the saved game is offered, words and requests answer it, and a new or loaded
    /// game declines it first.
    pub fn command(&mut self, cmd: ChessCommand) -> io::Result<bool> {
        // A kept game is named by its file before anything is archived (a declined saved
        // game goes first in the list and would shift the numbers).
        let cmd = match cmd {
            ChessCommand::LoadKept(n) => match n
                .checked_sub(1)
                .and_then(|i| self.archive.list().get(i).cloned())
            {
                Some(path) => ChessCommand::Load(path, None),
                None => ChessCommand::LoadKept(n),
            },
            cmd => cmd,
        };
        if self.model.is_asked() {
            let answer = match &cmd {
                ChessCommand::Words(w) => Some(model_offer::yes_or_no(w)),
                ChessCommand::Ask(Request::Yes) => Some(Some(true)),
                ChessCommand::Ask(Request::No) => Some(Some(false)),
                ChessCommand::Ask(_) => Some(None),
                _ => None,
            };
            if let Some(answer) = answer {
                self.answer_model(answer)?;
                return Ok(true);
            }
        }
        if self.offer.is_open() {
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
                // The game chosen instead starts itself: the saved one is only put aside.
                ChessCommand::New(_) | ChessCommand::Load(..) => self.put_offer_aside()?,
                _ => {}
            }
        }
        if self.online_asks() {
            let answer = match &cmd {
                ChessCommand::Words(w) => Some(model_offer::yes_or_no(w)),
                ChessCommand::Ask(Request::Yes) => Some(Some(true)),
                ChessCommand::Ask(Request::No) => Some(Some(false)),
                _ => None,
            };
            if let Some(answer) = answer {
                self.answer_online(answer)?;
                return Ok(true);
            }
        }
        if let ChessCommand::Words(words) = &cmd
            && self.online_waits(words)?
        {
            return Ok(true);
        }
        let now = self.time.now();
        let o = self.session.tick(now);
        self.perform(o)?;
        let go_on = self.run(cmd)?;
        self.follow_up()?;
        Ok(go_on)
    }

    fn run(&mut self, cmd: ChessCommand) -> io::Result<bool> {
        use ChessCommand as C;
        match cmd {
            C::Quit => return Ok(false),
            C::Help => {
                // The typed commands in the messages' language (the commands themselves are
                // the same words in every language).
                let help = self.note("typed-help", &[]);
                self.devices.write(&help)?;
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
            C::Load(path, choice) => {
                self.load(&path, choice)?;
            }
            C::Games => {
                let list = self.games_list();
                self.write_block(&list)?;
            }
            C::LoadKept(n) => {
                let note = self.note("note-no-such-game", &[("n", n.to_string())]);
                self.devices.write(&note)?;
            }
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
                self.perform(o)?;
            }
            C::Quickplay(d) => {
                let o = self.session.quickplay_decision(self.time.now(), d);
                self.perform(o)?;
            }
            C::Played(words) => self.board_move(&words)?,
            C::Illegal(squares) => {
                let o = self.session.enter_illegal_move(squares.as_deref());
                self.perform(o)?;
            }
            C::Event(text) => {
                self.session.record_event_and_round(Some(&text), None);
                self.tag_set("envelope-event", &text)?;
            }
            C::Round(text) => {
                self.session.record_event_and_round(None, Some(&text));
                self.tag_set("envelope-round", &text)?;
            }
            C::Resumption(text) => {
                if self.session.record_resumption(&text) {
                    self.tag_set("envelope-resumption", &text)?;
                } else {
                    self.say(Msg::NotAdjourned)?;
                }
            }
            C::Forfeit(loser, why) => {
                let o = self.session.declare_lost(loser, why);
                self.perform(o)?;
            }
            C::ForfeitBoth => {
                let o = self.session.declare_both_lost();
                self.perform(o)?;
            }
            C::Absent(side) => {
                let o = self.session.absent_at_resumption(side);
                self.perform(o)?;
            }
            C::Replay(r) => self.replay_move(r)?,
            C::Dispute => self.write_block(&self.dispute())?,
            C::Statement(path) => self.tell_statement(path.as_deref())?,
            C::Cues(path) => {
                // game.cue, then game-2.cue … for the moves past 99.
                for (i, sheet) in self.tape.cue_sheets(&self.session.game).iter().enumerate() {
                    let path = match i {
                        0 => path.clone(),
                        _ => numbered(&path, i + 1),
                    };
                    self.write_file(&path, sheet.as_bytes())?;
                }
            }
            C::Print(path) => self.print_sheet(&path)?,
            C::Set(setting) => self.set(setting)?,
            C::Ask(r) => self.ask(r)?,
            C::Words(text) => {
                self.begin_if_held()?;
                let o = self.session.typed(&text);
                self.perform(o)?;
            }
        }
        Ok(true)
    }

    /// A request the player could say, typed by key.
    fn ask(&mut self, r: Request) -> io::Result<()> {
        let o = self.session.request(r);
        self.perform(o)
    }

    /// Leaving: the clock readings of this instant are kept too.
    /// Leaving was said and confirmed ("beenden", "ja"): whoever drives the table closes it.
    pub fn is_leaving(&self) -> bool {
        self.leaving
    }

    pub fn close(&mut self) -> io::Result<()> {
        if !self.offer.is_open() && self.session.timekeeper().is_some() {
            let saved = saved(&self.session, &self.tape, self.time.now());
            let kept = self.autosave.save(self.session.revision(), &saved);
            self.report_kept(kept)?;
        } else if !self.offer.is_open() {
            self.keep_saved()?;
        }
        // Leaving is said, and whether a game waits for the next start: the saved game still
        // offered, or the game going on (said only when its save is known to be on the disk).
        let game = &self.session.game;
        let going_on = !game.is_over() && !game.plies().is_empty() && self.autosave.is_safe();
        let id = if self.offer.is_open() || going_on {
            "closing-saved"
        } else {
            "closing"
        };
        self.tell_id(id, &[])?;
        self.devices.close()
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

    /// A field of the record set by the arbiter, said back as the envelope names it
    /// ("Runde: 3").
    fn tag_set(&mut self, label: &str, value: &str) -> io::Result<()> {
        let line = format!("{}: {value}", i18n::t(self.lang(), label, &[]));
        self.devices.tell(vec![(SpeechKind::Info, line)])
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
        let lang = self.lang();
        let written = store::write_atomic(path, bytes)
            .map_err(|e| crate::shared::i18n::file_problem(lang, &e));
        self.report_written(path, written)
    }

    /// A file written (noted), or why not (said).
    fn report_written(&mut self, path: &Path, written: Result<(), String>) -> io::Result<()> {
        match written {
            Ok(()) => {
                let note = self.note("note-saved", &[("path", path.display().to_string())]);
                self.devices.write(&note)
            }
            Err(e) => self.say(Msg::SaveFailed(e)),
        }
    }

    fn note(&self, id: &str, args: &[(&str, String)]) -> String {
        i18n::t(self.lang(), id, args)
    }

    fn refused(&self, r: &Refused) -> String {
        match r {
            Refused::BadSetting(a) => self.note("note-bad-setting", &[("setting", a.clone())]),
            Refused::Error(e) => self.note("note-error", &[("error", e.words(self.lang()))]),
            Refused::OutOfRange {
                key,
                given,
                low,
                high,
            } => self.note(
                "note-out-of-range",
                &[
                    ("setting", key.clone()),
                    ("given", given.clone()),
                    ("low", low.to_string()),
                    ("high", high.to_string()),
                ],
            ),
            Refused::NotOneOf(command, not) => self.note(
                "cli-invalid-value",
                &[
                    ("arg", (*command).to_string()),
                    ("value", not.given.clone()),
                    ("valid", not.allowed.join(", ")),
                ],
            ),
        }
    }

    /// The engine's side of the table, never waiting: what it answered is taken (its move
    /// played, a hint said; an answer for a position that has changed since is dropped), and
    /// a free engine is asked for the hint wanted, or for its move when it is its turn and
    /// nothing waits for an answer.
    fn engine_turn(&mut self) -> io::Result<()> {
        let Some((engine, color)) = &mut self.engine else {
            return Ok(());
        };
        let color = *color;
        let strength = engine.take_strength();
        match engine.poll() {
            None => {}
            Some(Err(trouble)) => return self.drop_engine(&trouble),
            Some(Ok(opponent::Answer::Score(_))) => {}
            Some(Ok(opponent::Answer::Move(mv))) => {
                let here = Asked::key(&self.session.game);
                match self.asked.take() {
                    Some(Asked::Move(at)) if at == here && self.engine_may_move(color) => {
                        let now = self.time.now();
                        let mut o = self.session.tick(now);
                        o.extend(self.session.opponent_move(mv));
                        self.perform(o)?;
                    }
                    Some(Asked::Hint(at)) if at == here => {
                        let game = &self.session.game;
                        let words = move_words(game.position(), mv, self.session.settings.style);
                        self.say(Msg::Hint(words))?;
                    }
                    stale => tracing::debug!(
                        target: "ansage::engine",
                        ?stale,
                        "an answer for another position, or not wanted now, dropped"
                    ),
                }
            }
        }
        if let Some((Strength::Depth(depth), name)) = strength {
            let line = self.note(
                "engine-depth-only",
                &[("name", name), ("depth", depth.to_string())],
            );
            self.devices.tell(vec![(SpeechKind::Notice, line)])?;
        }
        let Some((engine, _)) = &mut self.engine else {
            return Ok(());
        };
        if !engine.is_idle() {
            return Ok(());
        }
        let game = &self.session.game;
        let asked = if std::mem::take(&mut self.hint_wanted) && !game.is_over() {
            Asked::Hint(Asked::key(game))
        } else if self.engine_may_move(color) {
            Asked::Move(Asked::key(game))
        } else {
            return Ok(());
        };
        let Some((engine, _)) = &mut self.engine else {
            return Ok(());
        };
        match engine.think(&self.session.game) {
            Ok(()) => {
                self.asked = Some(asked);
                Ok(())
            }
            Err(trouble) => self.drop_engine(&trouble),
        }
    }

    /// The player whose voice the microphone hears, the other playing on the board (relay):
    /// an unnamed draw offer said before his own move is his, and stands (9.1a, 9.1b). An
    /// engine or an online game names the speaker itself while it plays.
    pub fn set_voice(&mut self, side: Option<Color>) {
        self.voice = side;
        if self.engine.is_none() && self.online.is_none() {
            self.session.set_speaker(side);
        }
    }

    /// Whether the engine of this colour is to move now: its turn, the game going on, nothing
    /// waiting for the player's answer.
    fn engine_may_move(&self, color: Color) -> bool {
        let game = &self.session.game;
        !(game.is_over()
            || game.sealed().is_some()
            || game.turn() != color
            || self.offer.is_open()
            || *self.session.pending() != Pending::Nothing)
    }

    /// The engine given up: said, and the game goes on without it.
    fn drop_engine(&mut self, trouble: &Trouble) -> io::Result<()> {
        self.engine = None;
        self.asked = None;
        self.hint_wanted = false;
        self.session.set_speaker(self.voice);
        let msg = self.engine_failed(trouble);
        self.say(msg)
    }

    /// A hint asked for: why there is none, or nothing yet (the engine's answer is said when
    /// it comes, by [`Table::engine_turn`]).
    fn hint(&mut self) -> Option<Msg> {
        if self.opts.tournament {
            return Some(Msg::NoHintsInTournament);
        }
        if self.opts.online.is_some() {
            return Some(Msg::NoHintsOnline);
        }
        if self.session.game.is_over() {
            return Some(Msg::GameIsOver);
        }
        if self.engine.is_none() {
            return Some(Msg::NoEngine);
        }
        self.hint_wanted = true;
        None
    }

    /// Carries out what the session answered: the hint, the earcons, the recording's cues,
    /// then the record saved, then the words, written and said as one group (a move is on
    /// disk before it is announced: a crash right after "Eva vier." keeps it).
    fn perform(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        if outputs.contains(&Output::HintRequested)
            && let Some(why_not) = self.hint()
        {
            self.say(why_not)?;
        }
        self.devices
            .sound(&earcons::for_outputs(&outputs), self.time.now());
        self.tape.stamp(&outputs);
        let mut group = Vec::new();
        let mut learnt = Vec::new();
        for o in outputs {
            match o {
                Output::Say(s) => group.push((s.kind, s.text)),
                Output::Silence => {
                    self.devices.silence();
                    self.devices.stop_clips();
                }
                Output::NewGame => {
                    self.held = false;
                    // The game replaced goes into the archive as it was last saved.
                    if let Some((game, pgn)) = self.last.take()
                        && !std::mem::replace(&mut self.archived, false)
                    {
                        self.keep_in_archive(&game, &pgn)?;
                    }
                    self.online_again()?;
                    self.start_recording()
                }
                Output::Replay(plies) => self.replay(&plies)?,
                Output::Quit => self.leaving = true,
                Output::Abort => group.extend(self.online_abort()),
                Output::ChatRequested => group.extend(self.online_chat()),
                Output::ClaimWin => group.extend(self.online_claim_win()),
                Output::Takeback => group.extend(self.online_takeback()),
                Output::Warnings(w) => group.push((SpeechKind::Info, self.warnings_said(w)?)),
                Output::EvaluationRequested(of) => group.extend(self.evaluate(of)),
                Output::SaidAndHeard(pairs) => learnt.extend(pairs),
                Output::MoveDone { .. }
                | Output::BackTo { .. }
                | Output::HintRequested
                | Output::TurnedDown
                | Output::Tone(_) => {}
                Output::Notes(tones) => self.devices.play_tones(tones),
            }
        }
        // What the move's hearings taught is kept in one write, before it is announced.
        if !learnt.is_empty() {
            self.learn_voice(&learnt)?;
        }
        let kept = self.keep_record();
        if self.session.game.is_over() && !self.archived {
            self.archived = true;
            let game = self.session.game.clone();
            let pgn = to_pgn_with(&game, &self.tape.comments(&game));
            self.keep_in_archive(&game, &pgn)?;
        }
        self.devices.tell(group)?;
        self.report_kept(kept)
    }

    /// A game into the archive; a failure is said (the game is still in the autosave).
    fn keep_in_archive(&mut self, game: &Game, pgn: &str) -> io::Result<()> {
        // "2026-12-02-21-14": the archive reads when a game was kept back from its name.
        let stamp = now_for_files().replace([' ', '.'], "-");
        match self.archive.keep(game, pgn, &stamp) {
            Ok(_) => Ok(()),
            Err(e) => self.say(Msg::SaveFailed(crate::shared::i18n::file_problem(
                self.lang(),
                &e,
            ))),
        }
    }

    /// Saves when the game record changed, and says a failure.
    fn keep_saved(&mut self) -> io::Result<()> {
        let kept = self.keep_record();
        self.report_kept(kept)
    }

    /// Saves when the game record changed; never while the saved game is still offered (it
    /// would be written over before the player answered).
    fn keep_record(&mut self) -> io::Result<Kept> {
        if self.offer.is_open() {
            return Ok(Kept::Unchanged);
        }
        let revision = self.session.revision();
        let (session, tape, now) = (&self.session, &self.tape, self.time.now());
        let kept = self.autosave.keep(revision, || saved(session, tape, now));
        if !matches!(kept, Ok(Kept::Unchanged)) {
            let game = self.session.game.clone();
            let pgn = to_pgn_with(&game, &self.tape.comments(&game));
            self.last = Some((game, pgn));
        }
        kept
    }

    /// A save that failed is said once (it is tried again at every step), and its recovery.
    fn report_kept(&mut self, kept: io::Result<Kept>) -> io::Result<()> {
        match kept {
            Err(e) => self.say(Msg::SaveFailed(crate::shared::i18n::file_problem(
                self.lang(),
                &e,
            ))),
            Ok(Kept::Recovered) => self.say(Msg::SavedAgain),
            Ok(Kept::Unchanged | Kept::Written | Kept::StillFailing) => Ok(()),
        }
    }
}

/// The session as it stands at `now`, with the recording's cues.
fn saved(session: &Session, tape: &Tape, now: u64) -> SavedSession {
    let mut saved = SavedSession::of(session, now);
    saved.cues = tape.cues().to_vec();
    saved
}

/// `game.cue` as `game-2.cue`: the further files of one export.
fn numbered(path: &Path, n: usize) -> std::path::PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{n}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{n}"),
    };
    path.with_file_name(name)
}
