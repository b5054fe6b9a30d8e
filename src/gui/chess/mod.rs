//! The chess window: its state and its update. Screens are a state machine; every key, click
//! and tick becomes one of the table's command values (the console's table, so that the window
//! and the console play by the same code). Everything that changes is said, through the table.

pub mod geometry;
pub mod keys;
pub mod menu;
pub mod view;

use std::io;
use std::path::PathBuf;
use std::time::Instant;

use iced::keyboard;
use iced::{Size, Task};
use shakmaty::{Color, File, Position, Rank, Role, Square};

use keys::{Action, MenuKey};
use menu::{Item, ItemId, Menu};

use super::shell::{KEYS_ID, Log, TYPED_ID, Window};
use crate::chess::announce::{color_word, colored_piece, move_words, piece_word, square_words};
use crate::chess::clock::{ClockSpec, Side};
use crate::chess::lexicon::{Command, Lexicon};
use crate::chess::phrase::king_target;
use crate::chess::session::Request;
use crate::config::{Colours, GameMode};
use crate::opponent::Opponent;
use crate::shared::i18n;
use crate::shared::language::{Language, capitalized};
use crate::table::autosave::Answer;
use crate::table::chess::{Table, TableOptions};
use crate::table::commands::{ChessCommand, Setting};

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

    pub fn game_mode(self) -> GameMode {
        match self {
            Mode::Relay { .. } => GameMode::Relay,
            Mode::TwoVoices => GameMode::TwoVoices,
            Mode::Engine { .. } => GameMode::Engine,
            Mode::Review => GameMode::Review,
        }
    }

    pub fn name(self) -> &'static str {
        self.game_mode().name()
    }
}

/// The screens.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Start(Menu),
    NewGame(Menu),
    Settings(Menu),
    /// The key list; Escape goes back to the game or the start screen.
    Help,
    /// The moves as heard, read back, confirmed and played, for the arbiter (2.7-2.8); Escape
    /// goes back to the game.
    Dispute,
    /// The path of a PGN file is being typed.
    OpenPgn,
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
    Tick,
    Key(keyboard::Event),
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
    Resized(Size),
    /// The window's close button: leave as with Ctrl+Q (the game stays saved).
    Close,
    /// Words the microphone heard that the window acts on itself (review mode).
    Heard(String),
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
    table: Table<Vec<u8>>,
    pub screen: Screen,
    /// Where Escape from help or settings goes back to.
    came_from: Screen,
    pub mode: Mode,
    pub cursor: Square,
    pub flipped: bool,
    /// The from-square of a move being entered on the board.
    pub selected: Option<Square>,
    pub typed: String,
    /// The players' names typed on the new-game screen.
    pub names: [String; 2],
    /// Review: how many plies are on the board.
    pub review: usize,
    pub look: Look,
    pub size: Size,
    started: Instant,
    ready: bool,
    /// What Ansage said, newest last (on screen, and echoed on stdout: tests read it).
    log: Log,
}

/// The name fields of the new-game screen.
pub const NAME_IDS: [&str; 2] = ["white-name", "black-name"];

impl App {
    pub fn new(opts: TableOptions, launch: Launch, echo: bool) -> io::Result<App> {
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
            selected: None,
            typed: String::new(),
            names: [String::new(), String::new()],
            review: 0,
            look: Look {
                large_text: cfg.large_text.unwrap_or(false),
                colours: cfg.colours.unwrap_or_default(),
            },
            size: launch.size,
            started: Instant::now(),
            ready: false,
            log: Log::new(echo),
        };
        app.flipped = app.blind_side() == Some(Color::Black);
        if launch.mode.is_some() || launch.fresh {
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

    fn t_with(&self, id: &str, args: &[(&str, String)]) -> String {
        i18n::t(self.lang(), id, args)
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

    /// The blind player's colour, where the mode has one.
    pub fn blind_side(&self) -> Option<Color> {
        match self.mode {
            Mode::Relay { blind } => Some(blind),
            Mode::Engine { engine } => Some(!engine),
            _ => None,
        }
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

    /// Relay mode: the blind player's last move, for the sighted board ("Springer g1-f3"),
    /// shown until the sighted side has answered.
    pub fn to_execute(&self) -> Option<String> {
        let Mode::Relay { blind } = self.mode else {
            return None;
        };
        let game = &self.table.session().game;
        let i = game.plies().len().checked_sub(1)?;
        let (_, by) = game.ply_number(i);
        if by != blind {
            return None;
        }
        let mv = game.plies()[i].mv;
        let style = self.table.session().settings.style;
        let piece = match mv.role() {
            Role::Pawn => String::new(),
            role => format!("{} ", capitalized(piece_word(role, style))),
        };
        // Castling is made with the king: its squares are shown.
        let (from, to) = (mv.from()?, king_target(mv));
        let sep = if mv.is_capture() { "×" } else { "–" };
        let promo = mv
            .promotion()
            .map(|r| format!(" = {}", capitalized(piece_word(r, style))))
            .unwrap_or_default();
        Some(format!("{piece}{from}{sep}{to}{promo}"))
    }

    /// The start screen's items (resume only when a saved game is offered).
    fn start_menu(&self) -> Menu {
        let mut items = Vec::new();
        if self.table.offering() {
            items.push(Item::action(ItemId::Resume));
        }
        for id in [
            ItemId::NewGame,
            ItemId::OpenPgn,
            ItemId::Billiards,
            ItemId::Settings,
            ItemId::Help,
            ItemId::Quit,
        ] {
            items.push(Item::action(id));
        }
        Menu::new(items)
    }

    fn new_game_menu(&self) -> Menu {
        let cfg = &self.table.options().config;
        let levels: Vec<String> = (0..=20).map(|l| l.to_string()).collect();
        let levels: Vec<&str> = levels.iter().map(String::as_str).collect();
        let level = cfg.engine_level.unwrap_or(0).to_string();
        let modes: Vec<&str> = GameMode::ALL.iter().map(|m| m.name()).collect();
        let clock = cfg.clock.as_ref().map_or("none", |c| c.text.as_str());
        let on_off = |b: Option<bool>| if b.unwrap_or(false) { "on" } else { "off" };
        Menu::new(vec![
            Item::action(ItemId::Start),
            Item::choice(ItemId::Mode, &modes, self.mode.name()),
            Item::choice(
                ItemId::BlindColor,
                &["white", "black"],
                match cfg.blind_color {
                    Some(Side::Black) => "black",
                    _ => "white",
                },
            ),
            Item::choice(ItemId::Clock, CLOCKS, clock),
            Item::choice(ItemId::EngineLevel, &levels, &level),
            Item::choice(ItemId::Tournament, &["off", "on"], on_off(cfg.tournament)),
            Item::action(ItemId::WhiteName),
            Item::action(ItemId::BlackName),
            Item::choice(
                ItemId::Style,
                &["ibca", "ibca-from", "en", "ru"],
                self.table.session().settings.style.name(),
            ),
            Item::action(ItemId::Back),
        ])
    }

    fn settings_menu(&self) -> Menu {
        let cfg = &self.table.options().config;
        let s = &self.table.session().settings;
        let on_off = |b: bool| if b { "on" } else { "off" };
        let rates = [
            "0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100",
        ];
        let rate = (cfg.rate.unwrap_or(50) / 10 * 10).to_string();
        let mut devices = vec!["default".to_string()];
        devices.extend(input_devices());
        let devices: Vec<&str> = devices.iter().map(String::as_str).collect();
        let data_dir = &self.table.options().data_dir;
        let mut models = vec!["default".to_string()];
        models.extend(
            crate::voice::models::installed(data_dir)
                .into_iter()
                .map(|(_, p)| p.display().to_string()),
        );
        let models: Vec<&str> = models.iter().map(String::as_str).collect();
        let model = cfg
            .model
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "default".into());
        let colours: Vec<&str> = Colours::ALL.iter().map(|c| c.name()).collect();
        let clock = cfg.clock.as_ref().map_or("none", |c| c.text.as_str());
        Menu::new(vec![
            Item::choice(ItemId::Language, &["de", "en", "ru"], s.language.code()),
            Item::choice(
                ItemId::Style,
                &["ibca", "ibca-from", "en", "ru"],
                s.style.name(),
            ),
            Item::choice(
                ItemId::Confirm,
                &["always", "when-inexact", "never"],
                s.confirm.name(),
            ),
            Item::choice(
                ItemId::Speak,
                &["on", "off"],
                on_off(cfg.speak.unwrap_or(true)),
            ),
            Item::choice(ItemId::Rate, &rates, &rate),
            Item::choice(
                ItemId::Earcons,
                &["on", "off"],
                on_off(cfg.earcons.unwrap_or(false)),
            ),
            Item::choice(
                ItemId::Device,
                &devices,
                cfg.device.as_deref().unwrap_or("default"),
            ),
            Item::choice(
                ItemId::PushToTalk,
                &["off", "on"],
                on_off(cfg.push_to_talk.unwrap_or(false)),
            ),
            Item::choice(
                ItemId::Record,
                &["on", "off"],
                on_off(cfg.record.unwrap_or(true)),
            ),
            Item::choice(
                ItemId::Recognizer,
                &["default", "pocketsphinx", "vosk"],
                cfg.engine.map_or("default", |e| e.name()),
            ),
            Item::choice(ItemId::Model, &models, &model),
            Item::choice(ItemId::Clock, CLOCKS, clock),
            Item::choice(
                ItemId::LargeText,
                &["off", "on"],
                on_off(self.look.large_text),
            ),
            Item::choice(
                ItemId::Colours,
                &colours,
                cfg.colours.unwrap_or_default().name(),
            ),
            Item::action(ItemId::Back),
        ])
    }

    /// An item as read out and shown: "Clock: blitz-5".
    pub fn item_text(&self, item: &Item) -> String {
        let label = self.t(item.id.label());
        match item.value() {
            None => label,
            Some(v) => self
                .t_with(
                    "focus-item",
                    &[("label", label), ("value", self.value_text(v))],
                )
                .trim_end_matches('.')
                .to_string(),
        }
    }

    /// A setting's value in words (known values are translated).
    fn value_text(&self, v: &str) -> String {
        let id = format!("value-{v}");
        let text = self.t(&id);
        if text == id { v.to_string() } else { text }
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        let result = self.handle(message);
        let task = self.log.settle(result);
        self.log.drain(self.table.out_mut());
        task
    }

    fn handle(&mut self, message: Message) -> io::Result<Task<Message>> {
        match message {
            Message::Tick => self.tick()?,
            Message::Resized(size) => {
                self.size = size;
                self.print_geometry();
            }
            Message::Close => return Ok(self.quit()),
            Message::Heard(words) => self.review_words(&words)?,
            Message::Key(event) => return self.key(event),
            Message::Square(sq) => self.square(sq)?,
            Message::Item(id) => {
                if let Some(menu) = self.menu_mut() {
                    menu.focus_on(id);
                }
                return self.menu_key(MenuKey::Enter);
            }
            Message::Typed(text) => self.typed = text,
            Message::Name(color, text) => self.names[side_index(color)] = text,
            Message::NameDone(color) => {
                let label = self.t(NAME_IDS[side_index(color)]);
                let name = self.names[side_index(color)].clone();
                self.table.answer(format!("{label}: {name}"))?;
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
            Message::Submit => {
                let line = std::mem::take(&mut self.typed);
                if self.screen == Screen::OpenPgn {
                    let path = PathBuf::from(line.trim());
                    self.table.command(ChessCommand::Load(path))?;
                    self.screen = Screen::Game;
                    self.review = 0;
                    self.enter_mode(Mode::Review)?;
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

    fn tick(&mut self) -> io::Result<()> {
        if !self.ready {
            self.ready = true;
            let ms = self.started.elapsed().as_millis();
            let ready = self.t("ready");
            self.table.answer(ready)?;
            self.log.note(&format!("startup-ms: {ms}"));
            self.print_geometry();
        }
        let offering = self.table.offering();
        self.table.step()?;
        // The saved game was taken or refused by voice: on to the game.
        if offering && !self.table.offering() && matches!(self.screen, Screen::Start(_)) {
            self.enter_mode(self.mode)?;
        }
        for words in self.table.take_diverted() {
            self.review_words(&words)?;
        }
        Ok(())
    }

    /// Where the board is, on stdout: an assistant's script (and the window tests) can click
    /// its squares.
    fn print_geometry(&self) {
        let px = geometry::square_size(self.size);
        let corner = geometry::PAD + geometry::LABEL;
        self.log.note(&format!(
            "board: x={corner} y={} square={px} flipped={}",
            geometry::PAD,
            self.flipped
        ));
    }

    fn menu_mut(&mut self) -> Option<&mut Menu> {
        match &mut self.screen {
            Screen::Start(m) | Screen::NewGame(m) | Screen::Settings(m) => Some(m),
            _ => None,
        }
    }

    fn key(&mut self, event: keyboard::Event) -> io::Result<Task<Message>> {
        match &self.screen {
            Screen::Game => match keys::action(&event) {
                Some(a) => self.act(a),
                None => Ok(Task::none()),
            },
            Screen::OpenPgn => {
                if keys::menu_key(&event) == Some(MenuKey::Back) {
                    self.open_start()?;
                }
                Ok(Task::none())
            }
            Screen::Dispute => {
                if matches!(keys::menu_key(&event), Some(MenuKey::Back | MenuKey::Enter)) {
                    self.enter_mode(self.mode)?;
                }
                Ok(Task::none())
            }
            _ => match keys::menu_key(&event) {
                Some(k) => self.menu_key(k),
                None => Ok(Task::none()),
            },
        }
    }

    /// Says the screen's title and its focused item.
    fn announce_screen(&mut self) -> io::Result<()> {
        let (title, item) = match &self.screen {
            Screen::Start(m) => ("screen-start", Some(m.focused().clone())),
            Screen::NewGame(m) => ("screen-new-game", Some(m.focused().clone())),
            Screen::Settings(m) => ("screen-settings", Some(m.focused().clone())),
            Screen::OpenPgn => ("pgn-path", None),
            Screen::Help | Screen::Game | Screen::Dispute => return Ok(()),
        };
        let mut text = self.t(title);
        if let Some(item) = item {
            text = format!("{text} {}.", self.item_text(&item));
        }
        self.table.answer(text)
    }

    fn open_start(&mut self) -> io::Result<()> {
        self.screen = Screen::Start(self.start_menu());
        self.announce_screen()
    }

    fn open_help(&mut self) -> io::Result<()> {
        if self.screen != Screen::Help {
            self.came_from = self.screen.clone();
        }
        self.screen = Screen::Help;
        let mut text = self.t("screen-help");
        for (key, id) in keys::KEYS {
            // The arrows are drawn, not read: they are named in words.
            let key = if key.starts_with('←') {
                self.t("keyname-arrows")
            } else {
                key.to_string()
            };
            text.push_str(&format!(" {key}: {}.", self.t(id)));
        }
        self.table.answer(text)
    }

    fn back(&mut self) -> io::Result<()> {
        let to = std::mem::replace(&mut self.came_from, Screen::Game);
        match to {
            Screen::Game => self.enter_mode(self.mode),
            _ => self.open_start(),
        }
    }

    fn menu_key(&mut self, key: MenuKey) -> io::Result<Task<Message>> {
        if self.screen == Screen::Help {
            match key {
                MenuKey::Back | MenuKey::Enter => self.back()?,
                MenuKey::Quit => return Ok(self.quit()),
                _ => self.open_help()?,
            }
            return Ok(Task::none());
        }
        match key {
            MenuKey::Up | MenuKey::Down => {
                let by = if key == MenuKey::Up { -1 } else { 1 };
                if let Some(m) = self.menu_mut() {
                    m.step(by);
                    let item = m.focused().clone();
                    let text = self.item_text(&item);
                    self.table.answer(text)?;
                }
            }
            MenuKey::Left | MenuKey::Right => {
                let by = if key == MenuKey::Left { -1 } else { 1 };
                if let Some(m) = self.menu_mut()
                    && m.change(by)
                {
                    let item = m.focused().clone();
                    // Applied first: a new language speaks the item in itself.
                    if matches!(self.screen, Screen::Settings(_)) {
                        self.apply_setting(&item)?;
                    }
                    let text = self.item_text(&item);
                    self.table.answer(text)?;
                }
            }
            MenuKey::Enter => {
                let Some(item) = self.menu_mut().map(|m| m.focused().clone()) else {
                    return Ok(Task::none());
                };
                return self.choose(item.id);
            }
            MenuKey::Back => match self.screen {
                Screen::Start(_) if self.table.offering() => {}
                Screen::Start(_) => self.enter_mode(self.mode)?,
                Screen::Settings(_) => self.back()?,
                _ => self.open_start()?,
            },
            MenuKey::Help => self.open_help()?,
            MenuKey::Quit => return Ok(self.quit()),
        }
        Ok(Task::none())
    }

    fn choose(&mut self, id: ItemId) -> io::Result<Task<Message>> {
        match id {
            ItemId::Resume => {
                self.table.resume(Answer::Resume)?;
                self.enter_mode(self.mode)?;
            }
            ItemId::NewGame => {
                self.screen = Screen::NewGame(self.new_game_menu());
                self.announce_screen()?;
            }
            ItemId::OpenPgn => {
                self.screen = Screen::OpenPgn;
                self.typed.clear();
                self.announce_screen()?;
                return Ok(iced::widget::operation::focus(TYPED_ID));
            }
            ItemId::Settings => {
                self.came_from = self.screen.clone();
                self.screen = Screen::Settings(self.settings_menu());
                self.announce_screen()?;
            }
            ItemId::Help => self.open_help()?,
            ItemId::Billiards => return self.open_billiards(),
            ItemId::Quit => return Ok(self.quit()),
            ItemId::Start => self.start_game()?,
            ItemId::WhiteName | ItemId::BlackName => {
                let i = usize::from(id == ItemId::BlackName);
                return Ok(iced::widget::operation::focus(NAME_IDS[i]));
            }
            ItemId::Back => match self.screen {
                Screen::Settings(_) => self.back()?,
                _ => self.open_start()?,
            },
            _ => {
                // Enter on a setting changes it, as right arrow does.
                return self.menu_key(MenuKey::Right);
            }
        }
        Ok(Task::none())
    }

    /// The new-game screen's Start: the chosen mode, clock, colours and style.
    fn start_game(&mut self) -> io::Result<()> {
        let Screen::NewGame(menu) = &self.screen else {
            return Ok(());
        };
        let get = |id| menu.value_of(id).unwrap_or_default().to_string();
        let blind: Side = get(ItemId::BlindColor).parse().unwrap_or(Side::White);
        let game_mode: GameMode = get(ItemId::Mode).parse().unwrap_or(GameMode::TwoVoices);
        let clock: Option<ClockSpec> = get(ItemId::Clock).parse().ok();
        let level: u8 = get(ItemId::EngineLevel).parse().unwrap_or(0);
        let tournament = get(ItemId::Tournament) == "on";
        let style = get(ItemId::Style).parse().ok();
        let mode = Mode::new(game_mode, blind.into());
        let cfg = self.table.config_mut();
        cfg.mode = Some(game_mode);
        cfg.blind_color = Some(blind);
        cfg.engine_level = Some(level);
        cfg.tournament = Some(tournament);
        self.table.save_config()?;
        if let Some(style) = style {
            self.table
                .command(ChessCommand::Set(Setting::Style(style)))?;
        }
        if mode == Mode::Review {
            self.table.resume(Answer::Resume)?;
            self.review = 0;
            return self.enter_mode(mode);
        }
        if let Some(clock) = clock {
            self.table
                .command(ChessCommand::Set(Setting::Clock(clock)))?;
        }
        // The engine given on the command line, else Debian's Stockfish.
        let engine = match mode {
            Mode::Engine { engine } => Some(Opponent {
                path: match &self.table.options().opponent {
                    Some(o) => o.path.clone(),
                    None => PathBuf::from(crate::opponent::STOCKFISH),
                },
                level,
                color: engine,
            }),
            _ => None,
        };
        self.table.set_opponent(engine, tournament)?;
        let [white, black] = &self.names;
        self.table.name_players(white, black);
        self.table.command(ChessCommand::New(None))?;
        self.flipped = blind == Side::Black && mode != Mode::TwoVoices;
        self.enter_mode(mode)
    }

    /// Shows the game screen in a mode and says so.
    pub fn enter_mode(&mut self, mode: Mode) -> io::Result<()> {
        self.mode = mode;
        self.screen = Screen::Game;
        self.selected = None;
        self.table.divert(mode == Mode::Review);
        let name = self.t(&format!("value-{}", mode.name()));
        let text = capitalized(&self.t_with("screen-game", &[("mode", name)]));
        self.table.answer(text)?;
        if mode == Mode::Review {
            self.say_review()?;
        }
        Ok(())
    }

    fn apply_setting(&mut self, item: &Item) -> io::Result<()> {
        let v = item.value().unwrap_or_default().to_string();
        let on = v == "on";
        let set = match item.id {
            ItemId::Language => v.parse().ok().map(Setting::Language),
            ItemId::Style => v.parse().ok().map(Setting::Style),
            ItemId::Confirm => v.parse().ok().map(Setting::Confirm),
            ItemId::Rate => v.parse().ok().map(Setting::Rate),
            ItemId::Record => Some(Setting::Record(on)),
            _ => None,
        };
        if let Some(setting) = set {
            return self.table.command(ChessCommand::Set(setting)).map(drop);
        }
        let cfg = self.table.config_mut();
        let named = (v != "default").then(|| v.clone());
        let later = match item.id {
            ItemId::LargeText => {
                self.look.large_text = on;
                cfg.large_text = Some(on);
                false
            }
            ItemId::Colours => {
                let colours = Colours::ALL.into_iter().find(|c| c.name() == v);
                self.look.colours = colours.unwrap_or_default();
                cfg.colours = colours;
                false
            }
            // The default of the next new game; the running game keeps its clock.
            ItemId::Clock => {
                cfg.clock = v.parse().ok();
                false
            }
            ItemId::Speak => {
                cfg.speak = Some(on);
                true
            }
            ItemId::Earcons => {
                cfg.earcons = Some(on);
                true
            }
            ItemId::Device => {
                cfg.device = named;
                true
            }
            ItemId::PushToTalk => {
                cfg.push_to_talk = Some(on);
                true
            }
            ItemId::Recognizer => {
                cfg.engine = named.and_then(|n| n.parse().ok());
                true
            }
            ItemId::Model => {
                cfg.model = named.map(PathBuf::from);
                true
            }
            _ => return Ok(()),
        };
        self.table.save_config()?;
        if later {
            let text = self.t("applies-next-start");
            self.table.answer(text)?;
        }
        Ok(())
    }

    fn push_to_talk(&self) -> bool {
        self.table
            .options()
            .devices
            .hearing
            .as_ref()
            .is_some_and(|h| h.listen.push_to_talk)
    }

    fn act(&mut self, action: Action) -> io::Result<Task<Message>> {
        match action {
            Action::Help => self.open_help()?,
            Action::Cursor(df, dr) => {
                let (df, dr) = if self.flipped { (-df, -dr) } else { (df, dr) };
                let f = (self.cursor.file() as i8 + df).clamp(0, 7);
                let r = (self.cursor.rank() as i8 + dr).clamp(0, 7);
                self.cursor = Square::from_coords(File::new(f as u32), Rank::new(r as u32));
                self.say_square(self.cursor)?;
            }
            Action::Choose => self.square(self.cursor)?,
            Action::TalkPressed if self.push_to_talk() => self.table.push_to_talk(true),
            Action::TalkReleased if self.push_to_talk() => self.table.push_to_talk(false),
            Action::TalkPressed | Action::TalkReleased => {}
            Action::Type => return Ok(iced::widget::operation::focus(TYPED_ID)),
            Action::Yes => self.ask(Request::Yes)?,
            Action::No => self.ask(Request::No)?,
            Action::Clock => self.ask(Request::Time)?,
            Action::MoveNumber => self.ask(Request::MoveNumber)?,
            Action::LastMove => self.ask(Request::LastMoves(1))?,
            Action::AllMoves => self.ask(Request::AllMoves)?,
            Action::Pieces(c) => self.ask(Request::Pieces(Some(c)))?,
            Action::File => self.ask(Request::File(Some(self.cursor.file())))?,
            Action::Rank => self.ask(Request::Rank(Some(self.cursor.rank())))?,
            Action::Touched => {
                let cmd = ChessCommand::Touched(Some(self.cursor));
                self.table.command(cmd)?;
            }
            Action::Flip => {
                self.flipped = !self.flipped;
                let text = self.t("flipped");
                self.table.answer(text)?;
            }
            Action::Hint => self.ask(Request::Hint)?,
            Action::Replay => {
                // The move on the board as it was said at the table: the reviewed one, or the
                // last one.
                let ply = match self.mode {
                    Mode::Review => self.review.checked_sub(1),
                    _ => self.table.session().game.plies().len().checked_sub(1),
                };
                self.table.replay(&ply.into_iter().collect::<Vec<_>>())?;
            }
            Action::ReviewStep(by) => self.review_to(self.review as i64 + i64::from(by))?,
            Action::ReviewStart => self.review_to(0)?,
            Action::ReviewEnd => self.review_to(i64::MAX)?,
            Action::Escape => {
                self.table.silence();
                if self.selected.take().is_some() {
                    let text = self.t("selection-cleared");
                    self.table.answer(text)?;
                }
            }
            Action::Dispute => {
                self.screen = Screen::Dispute;
                let lines = self.table.dispute().lines().count();
                let text = self.t_with("screen-dispute", &[("n", lines.to_string())]);
                self.table.answer(text)?;
            }
            Action::Settings => {
                self.came_from = Screen::Game;
                self.screen = Screen::Settings(self.settings_menu());
                self.announce_screen()?;
            }
            Action::Menu => self.open_start()?,
            Action::Quit => return Ok(self.quit()),
        }
        Ok(Task::none())
    }

    /// A key's question or answer: what the player could say, as a request.
    fn ask(&mut self, r: Request) -> io::Result<()> {
        self.table.command(ChessCommand::Ask(r)).map(drop)
    }

    /// The billiards scoreboard, a window of its own: started with the same data folder,
    /// settings file and language, and this window closes.
    fn open_billiards(&mut self) -> io::Result<Task<Message>> {
        let opts = self.table.options();
        let started = std::env::current_exe().and_then(|exe| {
            std::process::Command::new(exe)
                .arg("billiards")
                .arg("--data-dir")
                .arg(&opts.data_dir)
                .arg("--config")
                .arg(&opts.config_path)
                .args(["--lang", opts.settings.language.code(), "window"])
                .spawn()
        });
        match started {
            Ok(_) => Ok(self.quit()),
            Err(e) => {
                self.table
                    .answer(format!("{}: {e}", self.t("menu-billiards")))?;
                Ok(Task::none())
            }
        }
    }

    fn quit(&mut self) -> Task<Message> {
        let _ = self.table.close();
        iced::exit()
    }

    /// "Eva vier, weißer Bauer": the square and what stands on it.
    pub fn square_text(&self, sq: Square) -> String {
        let s = &self.table.session().settings;
        let name = capitalized(&square_words(sq, s.style));
        let piece = match self.position().board().piece_at(sq) {
            Some(p) => colored_piece(p.color, p.role, s.style, s.language),
            None => self.t("square-empty"),
        };
        self.t_with("square-piece", &[("square", name), ("piece", piece)])
    }

    fn say_square(&mut self, sq: Square) -> io::Result<()> {
        let text = self.square_text(sq);
        self.table.answer(text)
    }

    /// A click on a square (or Enter on the cursor): the from-square, then the target square
    /// of the sighted side's move, recorded as made on the board.
    fn square(&mut self, sq: Square) -> io::Result<()> {
        self.cursor = sq;
        if self.mode == Mode::Review || self.table.offering() {
            return self.say_square(sq);
        }
        let pos = self.position();
        let style = self.table.session().settings.style;
        let own = pos
            .board()
            .piece_at(sq)
            .is_some_and(|p| p.color == pos.turn());
        let Some(from) = self.selected else {
            if own {
                self.selected = Some(sq);
                let square = square_words(sq, style);
                let text = self.t_with("selected", &[("square", square)]);
                return self.table.answer(text);
            }
            return self.say_square(sq);
        };
        if sq == from {
            self.selected = None;
            let text = self.t("selection-cleared");
            return self.table.answer(text);
        }
        let moves: Vec<shakmaty::Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from) && king_target(*m) == sq)
            .collect();
        // A promotion clicked on the board becomes a queen; another piece is typed ("e8=N").
        let mv = moves
            .iter()
            .find(|m| m.promotion().is_none_or(|r| r == Role::Queen))
            .copied();
        match mv {
            Some(mv) => {
                self.selected = None;
                let san = shakmaty::san::San::from_move(&pos, mv).to_string();
                self.table.board_move(&san)
            }
            None if own => {
                self.selected = Some(sq);
                let square = square_words(sq, style);
                let text = self.t_with("selected", &[("square", square)]);
                self.table.answer(text)
            }
            None => {
                let text = self.t_with(
                    "no-move-from-to",
                    &[
                        ("from", square_words(from, style)),
                        ("to", square_words(sq, style)),
                    ],
                );
                self.table.answer(text)
            }
        }
    }

    /// Review: show and say the position after `plies` half-moves.
    fn review_to(&mut self, plies: i64) -> io::Result<()> {
        if self.mode != Mode::Review {
            return Ok(());
        }
        let total = self.table.session().game.plies().len() as i64;
        self.review = plies.clamp(0, total) as usize;
        self.say_review()
    }

    fn say_review(&mut self) -> io::Result<()> {
        let game = &self.table.session().game;
        let style = self.table.session().settings.style;
        let text = match self.review.checked_sub(1) {
            None => self.t_with(
                "review-start",
                &[("count", game.plies().len().div_ceil(2).to_string())],
            ),
            Some(i) => {
                let (n, by) = game.ply_number(i);
                let words = move_words(&game.position_before(i), game.plies()[i].mv, style);
                self.t_with(
                    "review-at",
                    &[
                        ("n", n.to_string()),
                        ("color", color_word(by, self.lang()).to_string()),
                        ("words", words),
                    ],
                )
            }
        };
        self.table.answer(text)
    }

    /// Review by voice: "move" (next), "move twelve", "back", "first", "last", "repeat".
    fn review_words(&mut self, words: &str) -> io::Result<()> {
        let toks = Lexicon::builtin().tokenize(words);
        let has = |c: Command| toks.iter().any(|w| w.command() == Some(c));
        let number = toks.iter().find_map(|w| w.number());
        let game = &self.table.session().game;
        if let Some(n) = number.filter(|_| has(Command::MoveWord) || has(Command::Back)) {
            // Move n by White: the position after White's move n.
            let first = game.ply_number(0).1;
            let start_n = game.ply_number(0).0;
            let skip = usize::from(first == Color::Black);
            let plies = (n.saturating_sub(start_n) as i64) * 2 + 1 - skip as i64;
            self.review_to(plies)
        } else if has(Command::Back) {
            self.review_to(self.review as i64 - 1)
        } else if has(Command::First) {
            self.review_to(0)
        } else if has(Command::Last) || has(Command::All) {
            self.review_to(i64::MAX)
        } else if has(Command::MoveWord) || has(Command::Yes) {
            self.review_to(self.review as i64 + 1)
        } else if has(Command::Repeat) {
            self.say_review()
        } else {
            // Not a review word: heard words, never a typed command.
            self.table.hear(words)
        }
    }
}

/// The clock presets offered in the menus.
const CLOCKS: &[&str] = &[
    "none",
    "classical",
    "rapid-25",
    "rapid-15",
    "blitz-5",
    "blitz-3",
];

/// White's and Black's place in a pair (the names, the name fields).
pub fn side_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The names of the input devices (for the microphone setting).
fn input_devices() -> Vec<String> {
    use cpal::traits::HostTrait;
    cpal::default_host()
        .input_devices()
        .map(|ds| ds.map(|d| d.to_string()).collect())
        .unwrap_or_default()
}

impl Window for App {
    type Message = Message;
    /// The window's timer: the clock display, the microphone's reports and the clock's
    /// warnings.
    const TICK: std::time::Duration = std::time::Duration::from_millis(50);

    fn tick() -> Message {
        Message::Tick
    }

    fn key(event: keyboard::Event) -> Message {
        Message::Key(event)
    }

    fn resized(size: Size) -> Message {
        Message::Resized(size)
    }

    fn close() -> Message {
        Message::Close
    }

    fn update(&mut self, message: Message) -> Task<Message> {
        App::update(self, message)
    }

    fn view(&self) -> iced::Element<'_, Message> {
        view::view(self)
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
