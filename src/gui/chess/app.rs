//! The chess window's state and its update: the screens as a state machine, the tick, the
//! keys dispatched by screen. Every key, click and tick becomes one of the table's command
//! values (the console's table, so that the window and the console play by the same code);
//! everything that changes is said, through the table. The menus are `screens`, the game
//! screen's keys and clicks `game`.

use std::io;
use std::path::PathBuf;
use std::time::Instant;

use iced::keyboard;
use iced::{Size, Task};
use shakmaty::{Color, Position, Square};

use super::geometry;
use super::keys::{self, Action, MenuKey};
use super::menu::{Item, ItemId, Menu};
use crate::chess::clock::{Side, side_index};
use crate::chess::matcher::{self, MatchResult};
use crate::chess::session::{self, Pending, Request};
use crate::config::{Colours, GameMode};
use crate::gui::shell::{KEYS_ID, Log, Signal};
use crate::shared::i18n;
use crate::shared::language::Language;
use crate::table::autosave::Answer;
use crate::table::chess::{Table, TableOptions};
use crate::table::commands::ChessCommand;
use crate::table::folder::{self, Folder};
use crate::table::voice_sample::SampleReader;

/// How the game is played (the four modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Supplement 2.9-2.10: the blind player speaks; the window shows his move for the sighted
    /// board; the sighted side's move is clicked, typed or spoken by the assistant.
    Relay { blind: Color },
    /// Both players speak their moves; Ansage keeps the score sheet and the clock.
    TwoVoices,
    /// A UCI engine plays `engine`; its move is announced for the tactile board.
    Engine { engine: Color },
    /// Stepping through the game, every move spoken.
    Review,
    /// A game on a Lichess-compatible server: the opponent's moves come from it.
    Online,
}

impl Mode {
    /// A mode of play with the blind player's colour.
    pub fn new(mode: GameMode, blind: Color) -> Mode {
        match mode {
            GameMode::Relay => Mode::Relay { blind },
            GameMode::TwoVoices => Mode::TwoVoices,
            GameMode::Engine => Mode::Engine { engine: !blind },
            GameMode::Review => Mode::Review,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Mode::Relay { .. } => GameMode::Relay.name(),
            Mode::TwoVoices => GameMode::TwoVoices.name(),
            Mode::Engine { .. } => GameMode::Engine.name(),
            Mode::Review => GameMode::Review.name(),
            Mode::Online => "online",
        }
    }
}

/// The screens.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The voice sample being read: the prompt shown large (Enter again, B back, Q pauses).
    VoiceSample,
    /// The Vosk model offered at the first start: download it or not (Y and N answer too).
    ModelOffer(Menu),
    Start(Menu),
    NewGame(Menu),
    /// Online play: sign in, the game's terms, the ways to find one.
    Online(Menu),
    Settings(Menu),
    /// The key list; Escape goes back to the game or the start screen.
    Help,
    /// The moves as heard, read back, confirmed and played, for the arbiter (2.7-2.8); Escape
    /// goes back to the game.
    Dispute,
    /// The device statement for the arbiter, large (F3); Escape goes back to the game.
    Statement,
    /// A folder's PGN files and subfolders, and a field for a path typed.
    OpenPgn(Menu),
    /// The games kept, newest first (the archive), to load one.
    Games(Menu),
    /// The games of a PGN file of several, to load one.
    FileGames(Menu),
    Game,
}

/// How the window looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub large_text: bool,
    pub colours: Colours,
}

/// The window's messages.
#[derive(Clone, Debug)]
pub enum Message {
    /// The timer, a key, a resize, the close button (leave as with Ctrl+Q; the game stays
    /// saved).
    Shell(Signal),
    /// A square clicked (or chosen with Enter).
    Square(Square),
    /// A menu item clicked.
    Item(ItemId),
    Typed(String),
    Submit,
    /// A player's name typed on the new-game screen.
    Name(Color, String),
    /// The name is complete (Enter): said, and the keys go back to the menu.
    NameDone(Color),
    /// Words the microphone heard that the window acts on itself (review mode).
    Heard(String),
    /// The name of the player to challenge, typed on the online screen.
    Opponent(String),
    /// The name is complete (Enter): he is challenged.
    Challenge,
}

/// What the window starts with.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Go straight to the game screen in this mode (else the start screen).
    pub mode: Option<Mode>,
    /// Start a new game at once (no resume offer): `--fen` was given.
    pub fresh: bool,
    pub size: Size,
}

pub struct App {
    pub(super) table: Table<Vec<u8>>,
    pub screen: Screen,
    /// Where Escape from help or settings goes back to.
    pub(super) came_from: Screen,
    pub mode: Mode,
    pub cursor: Square,
    pub flipped: bool,
    /// The second window for the sighted opponent across the table is wanted (F4).
    pub across: bool,
    /// The from-square of a move being entered on the board.
    pub selected: Option<Square>,
    pub typed: String,
    /// The players' names typed on the new-game screen.
    pub names: [String; 2],
    /// The player to challenge, typed on the online screen.
    pub opponent: String,
    /// The online game's colour is known and the board turned to it.
    pub(super) oriented: bool,
    /// A sign-in through the browser was begun here (the online screen follows its end).
    pub(super) signing: bool,
    /// The games kept, with what is said of each, while their list is shown.
    pub kept: Vec<(PathBuf, String)>,
    /// The game record's revision when loading a file asked whether to replace the game
    /// with moves (the question must be the last thing said until it is answered).
    pub load_asked: Option<u64>,
    /// The PGN file of several games being opened, and what is said of each of its games.
    pub file_games: (PathBuf, Vec<String>),
    /// The folder listed to open a PGN file (the last one, when the screen opens again).
    pub folder: Folder,
    /// The first line drawn of a long page (the help, the arbiter's list), scrolled by keys.
    pub page_top: usize,
    /// Review: how many plies are on the board.
    pub review: usize,
    pub look: Look,
    pub size: Size,
    pub(super) started: Instant,
    pub(super) ready: bool,
    /// The voice sample, while it is read on its screen.
    pub(super) sample: Option<SampleReader<Vec<u8>>>,
    /// Once the model offer is answered, a new game starts at once (else the start screen).
    pub(super) fresh_after_offer: bool,
    /// What Ansage said, newest last (on screen, and echoed on stdout: tests read it).
    pub(super) log: Log,
}

/// The name fields of the new-game screen.
pub const NAME_IDS: [&str; 2] = ["white-name", "black-name"];

impl App {
    pub fn new(mut opts: TableOptions, launch: Launch, echo: bool) -> io::Result<App> {
        let fresh_after_offer = launch.mode.is_some() || launch.fresh;
        // The start screen says what there is to choose; no game begins behind it.
        opts.start_screen = !fresh_after_offer;
        let cfg = opts.config.clone();
        let blind = Color::from(cfg.blind_color.unwrap_or(Side::White));
        let mode = launch
            .mode
            .or_else(|| Some(Mode::new(cfg.mode?, blind)))
            .unwrap_or(Mode::Relay { blind });
        let table = Table::open(opts, Vec::new())?;
        let mut app = App {
            table,
            screen: Screen::Game,
            came_from: Screen::Game,
            mode,
            cursor: Square::E2,
            flipped: false,
            across: false,
            selected: None,
            typed: String::new(),
            names: [String::new(), String::new()],
            opponent: String::new(),
            oriented: false,
            signing: false,
            kept: Vec::new(),
            file_games: (PathBuf::new(), Vec::new()),
            folder: Folder {
                dir: folder::start_dir(),
                entries: Vec::new(),
            },
            load_asked: None,
            review: 0,
            page_top: 0,
            look: Look {
                large_text: cfg.large_text.unwrap_or(false),
                colours: cfg.colours.unwrap_or_default(),
            },
            size: launch.size,
            started: Instant::now(),
            ready: false,
            fresh_after_offer,
            sample: None,
            log: Log::new(echo),
        };
        app.flipped = app.blind_side() == Some(Color::Black);
        if app.table.asking_for_model() {
            app.screen = Screen::ModelOffer(Menu::new(vec![
                Item::action(ItemId::Download),
                Item::action(ItemId::NoDownload),
            ]));
        } else if app.fresh_after_offer {
            app.table.resume(Answer::Fresh)?;
            app.enter_mode(mode)?;
        } else {
            app.screen = Screen::Start(app.start_menu());
        }
        app.log.drain(app.table.out_mut());
        Ok(app)
    }

    pub fn lang(&self) -> Language {
        self.table.session().settings.language
    }

    pub fn t(&self, id: &str) -> String {
        i18n::t(self.lang(), id, &[])
    }

    pub(super) fn t_with(&self, id: &str, args: &[(&str, String)]) -> String {
        i18n::t(self.lang(), id, args)
    }

    /// A message with a count (its plural form chosen by Fluent).
    pub(super) fn t_count(&self, id: &str, count: usize) -> String {
        i18n::tc(self.lang(), id, &[("count", count.into())])
    }

    /// A line with one text argument ("Heard: …").
    pub fn t_line(&self, id: &str, text: &str) -> String {
        self.t_with(id, &[("text", text.to_string())])
    }

    pub fn table(&self) -> &Table<Vec<u8>> {
        &self.table
    }

    /// What Ansage said, newest last.
    pub fn said(&self) -> &[String] {
        &self.log.lines
    }

    /// The side of the one across the table, whom the second window shows the board to: the
    /// blind player's opponent, else the side at the top of this window's board.
    pub fn across_side(&self) -> Color {
        match self.blind_side() {
            Some(blind) => !blind,
            None if self.flipped => Color::White,
            None => Color::Black,
        }
    }

    /// Opens or closes the second window, and says so.
    pub(super) fn show_across(&mut self, on: bool) -> io::Result<()> {
        if self.across == on {
            return Ok(());
        }
        self.across = on;
        let id = if on { "across-opened" } else { "across-closed" };
        let text = self.t(id);
        self.table.answer(text)
    }

    /// The blind player's colour, where the mode has one.
    pub fn blind_side(&self) -> Option<Color> {
        match self.mode {
            Mode::Relay { blind } => Some(blind),
            Mode::Engine { engine } => Some(!engine),
            Mode::Online => self.table.online_color(),
            _ => None,
        }
    }

    /// Relay: a typed line that is a legal move of the sighted side, on its turn.
    fn sighted_move_typed(&self, line: &str) -> bool {
        let Mode::Relay { blind } = self.mode else {
            return false;
        };
        let pos = self.position();
        pos.turn() != blind
            && !self.table.session().game.is_over()
            && matches!(
                matcher::match_text(&pos, line),
                MatchResult::Move { cost: 0, .. }
            )
    }

    /// The position on the board: the game's, or the reviewed one.
    pub fn position(&self) -> shakmaty::Chess {
        let game = &self.table.session().game;
        if self.mode == Mode::Review {
            game.position_before(self.review)
        } else {
            game.position().clone()
        }
    }

    /// The last move on the board (marked on it).
    pub fn last_move(&self) -> Option<shakmaty::Move> {
        let plies = self.table.session().game.plies();
        let n = if self.mode == Mode::Review {
            self.review
        } else {
            plies.len()
        };
        n.checked_sub(1).map(|i| plies[i].mv)
    }

    pub(super) fn handle(&mut self, message: Message) -> io::Result<Task<Message>> {
        // What one key, click or tick causes is said in order, none cutting off another.
        self.table.gather_speech();
        let held = self.table.held();
        let task = self.handle_message(message);
        // Words said or typed on the start screen began a game: it is shown (the read-back
        // they got stays the last thing said).
        if held && !self.table.held() && matches!(self.screen, Screen::Start(_)) {
            self.show_mode(self.mode);
        }
        let asked = task.is_ok().then(|| self.after_load_question());
        self.table.release_speech();
        let task = task?;
        asked.transpose()?;
        // "Beenden" said and confirmed.
        if self.table.is_leaving() {
            return Ok(self.quit());
        }
        Ok(task)
    }

    /// A loaded game waited for "replace the game with moves?": once it is answered, a
    /// replaced game is shown to go through and said as such; a declined one leaves the game.
    fn after_load_question(&mut self) -> io::Result<()> {
        let Some(revision) = self.load_asked else {
            return Ok(());
        };
        let session = self.table.session();
        if matches!(
            session.pending(),
            Pending::Confirm(session::Action::Replace { loaded: true })
        ) {
            return Ok(());
        }
        self.load_asked = None;
        if session.revision() != revision {
            self.review = 0;
            self.enter_mode(Mode::Review)?;
        }
        Ok(())
    }

    fn handle_message(&mut self, message: Message) -> io::Result<Task<Message>> {
        match message {
            Message::Shell(Signal::Tick) => self.tick()?,
            Message::Shell(Signal::Resized(size)) => {
                self.size = size;
                self.print_geometry();
            }
            Message::Shell(Signal::Close) => return Ok(self.quit()),
            Message::Shell(Signal::SecondClosed) => self.show_across(false)?,
            Message::Shell(Signal::Key(event)) => return self.key(event),
            Message::Heard(words) => self.review_words(&words)?,
            Message::Square(sq) => self.square(sq)?,
            Message::Item(id) => {
                if let Some(menu) = self.menu_mut() {
                    menu.focus_on(id);
                }
                return self.menu_key(MenuKey::Enter);
            }
            Message::Typed(text) => self.typed = text,
            Message::Opponent(text) => self.opponent = text,
            Message::Challenge => return self.challenge(),
            Message::Name(color, text) => self.names[side_index(color)] = text,
            Message::NameDone(color) => {
                let label = self.t(NAME_IDS[side_index(color)]);
                let name = self.names[side_index(color)].clone();
                self.table.answer(format!("{label}: {name}"))?;
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
            Message::Submit => {
                let line = std::mem::take(&mut self.typed);
                if matches!(self.screen, Screen::OpenPgn(_)) {
                    if line.trim().is_empty() {
                        return Ok(iced::widget::operation::focus(KEYS_ID));
                    }
                    return self.open_typed(line.trim());
                } else if self.sighted_move_typed(&line) {
                    // Relay: the sighted side's move typed by the assistant is made on the
                    // board, as if clicked; it is not a phrase to read back to the blind player.
                    self.table.board_move(line.trim())?;
                } else if !line.trim().is_empty() && !self.table.enter(&line)? {
                    return Ok(self.quit());
                }
                // Back to the keys: focusing an id no widget has takes the focus from the
                // typing line (Y confirms the read-back next).
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
        }
        Ok(Task::none())
    }

    pub(super) fn tick(&mut self) -> io::Result<()> {
        if !self.ready {
            let ms = self.started.elapsed().as_millis();
            // Queued behind what is being said (the model offer's question, asked before the
            // window was up, is not asked twice: issue 32). The start screen says what it
            // offers and the item it opens on instead (it was silent, and "Neue Partie" was
            // said of a game that had not begun).
            if matches!(self.screen, Screen::Start(_)) {
                self.announce_screen()?;
            } else {
                let ready = self.t("ready");
                self.table.announce_state(ready)?;
            }
            self.ready = true;
            self.log.note(&format!("startup-ms: {ms}"));
            self.print_geometry();
        }
        if self.sample.is_some() {
            return self.serve_sample();
        }
        let offering = self.table.offering();
        let asking = self.table.asking_for_model();
        self.table.step()?;
        // The model offer was answered by voice.
        if asking && !self.table.asking_for_model() {
            return self.model_answered();
        }
        // The saved game was taken or refused by voice: on to the game.
        if offering && !self.table.offering() && matches!(self.screen, Screen::Start(_)) {
            self.enter_mode(self.mode)?;
        }
        for words in self.table.take_diverted() {
            self.review_words(&words)?;
        }
        self.follow_online()
    }

    /// Text sizes grow with the window and with the large-text setting.
    pub(super) fn scale(&self) -> f32 {
        let s = (self.size.height / 768.0).clamp(0.8, 2.0);
        if self.look.large_text { s * 1.4 } else { s }
    }

    /// The side of a board square, in logical pixels, at this window's size and text scale.
    pub fn square_px(&self) -> f32 {
        geometry::square_size(self.size, self.scale())
    }

    /// Where the board is, on stdout: an assistant's script (and the window tests) can click
    /// its squares.
    pub(super) fn print_geometry(&self) {
        let px = self.square_px();
        let corner = geometry::PAD + geometry::LABEL;
        self.log.note(&format!(
            "board: x={corner} y={} square={px} flipped={}",
            geometry::PAD,
            self.flipped
        ));
    }

    pub(super) fn key(&mut self, event: keyboard::Event) -> io::Result<Task<Message>> {
        if matches!(self.screen, Screen::ModelOffer(_))
            && let Some(a @ (Action::Yes | Action::No)) = keys::action(&event, self.lang())
        {
            self.answer_model(matches!(a, Action::Yes))?;
            return Ok(Task::none());
        }
        if self.screen == Screen::VoiceSample {
            if let (Some(line), Some(reader)) = (keys::sample_key(&event), &mut self.sample) {
                reader.enter(line)?;
            }
            return Ok(Task::none());
        }
        match &self.screen {
            Screen::Game => match keys::action(&event, self.lang()) {
                Some(a) => self.act(a),
                None => Ok(Task::none()),
            },
            Screen::Statement => match keys::menu_key(&event) {
                Some(MenuKey::Back | MenuKey::Enter) => {
                    self.enter_mode(self.mode)?;
                    Ok(Task::none())
                }
                _ => Ok(Task::none()),
            },
            Screen::Dispute => match keys::menu_key(&event) {
                Some(MenuKey::Back | MenuKey::Enter) => {
                    self.enter_mode(self.mode)?;
                    Ok(Task::none())
                }
                Some(key @ (MenuKey::Up | MenuKey::Down)) => {
                    let lines = self.table.dispute().lines().count();
                    self.scroll_page(key, lines);
                    Ok(Task::none())
                }
                _ => Ok(Task::none()),
            },
            _ => match keys::menu_key(&event) {
                Some(k) => self.menu_key(k),
                None => Ok(Task::none()),
            },
        }
    }

    /// The billiards scoreboard, a window of its own: started with the same data folder,
    /// settings file and language, and this window closes.
    pub(super) fn open_billiards(&mut self) -> io::Result<Task<Message>> {
        match self.table.start_billiards_window() {
            Ok(_) => Ok(self.quit()),
            Err(e) => {
                self.table
                    .answer(format!("{}: {e}", self.t("menu-billiards")))?;
                Ok(Task::none())
            }
        }
    }

    pub(super) fn quit(&mut self) -> Task<Message> {
        let _ = self.table.close();
        iced::exit()
    }
}

impl Default for Launch {
    fn default() -> Launch {
        Launch {
            mode: None,
            fresh: false,
            size: Size::new(1024.0, 768.0),
        }
    }
}

impl App {
    /// The model offer answered by a key or a menu item.
    pub(super) fn answer_model(&mut self, yes: bool) -> io::Result<()> {
        let answer = if yes { Request::Yes } else { Request::No };
        self.table.command(ChessCommand::Ask(answer))?;
        self.model_answered()
    }

    /// On from the model offer: to the game, or to the start screen (the saved game, if any,
    /// offered there).
    fn model_answered(&mut self) -> io::Result<()> {
        if self.fresh_after_offer {
            self.table.resume(Answer::Fresh)?;
            self.enter_mode(self.mode)
        } else {
            self.open_start()
        }
    }
}
