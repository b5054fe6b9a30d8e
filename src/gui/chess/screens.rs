//! The menu screens: start (resume, new game, open PGN, billiards, settings, help, quit), the
//! new game (mode, the blind player's colour, clock, engine strength, tournament, names,
//! style), the settings, and the key help. Each item is said when it gets the focus; left and
//! right change a setting, which is applied and kept at once.

use std::io;
use std::path::PathBuf;

use iced::Task;

use super::app::{App, Message, Mode, NAME_IDS, Screen};
use super::geometry;
use super::keys::{self, MenuKey};
use super::menu::{Item, ItemId, Menu};
use super::online::OPPONENT_ID;
use crate::chess::announce::Style;
use crate::chess::clock::{ClockSpec, Side};
use crate::config::{Colours, GameMode};
use crate::gui::shell::TYPED_ID;
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::language::Language;
use crate::table::autosave::Answer;
use crate::table::commands::{ChessCommand, GameChoice, Setting};

impl App {
    /// The start screen's items (resume only when a saved game is offered).
    pub(super) fn start_menu(&self) -> Menu {
        let mut items = Vec::new();
        if self.table.offering() {
            items.push(Item::action(ItemId::Resume));
        }
        for id in [
            ItemId::NewGame,
            ItemId::Online,
            ItemId::OpenPgn,
            ItemId::Games,
            ItemId::Billiards,
            ItemId::VoiceSample,
            ItemId::Settings,
            ItemId::Help,
            ItemId::Quit,
        ] {
            if id != ItemId::VoiceSample || self.sample_vocabulary().is_some() {
                items.push(Item::action(id));
            }
        }
        Menu::new(items)
    }

    pub(super) fn new_game_menu(&self) -> Menu {
        let cfg = &self.table.options().config;
        let levels: Vec<String> = (0..=20).map(|l| l.to_string()).collect();
        let levels: Vec<&str> = levels.iter().map(String::as_str).collect();
        let level = cfg.engine_level.unwrap_or(0).to_string();
        let modes: Vec<&str> = GameMode::ALL.iter().map(|m| m.name()).collect();
        let clock = cfg.clock.as_ref().map_or("none", |c| c.text.as_str());
        let on_off = |b: Option<bool>| if b.unwrap_or(false) { "on" } else { "off" };
        let styles: Vec<&str> = Style::ALL.iter().map(|s| s.name()).collect();
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
                &styles,
                self.table.session().settings.style.name(),
            ),
            Item::action(ItemId::Back),
        ])
    }

    pub(super) fn settings_menu(&self) -> Menu {
        let cfg = &self.table.options().config;
        let s = &self.table.session().settings;
        let on_off = |b: bool| if b { "on" } else { "off" };
        let rates = [
            "0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100",
        ];
        let rate = (cfg.rate.unwrap_or(50) / 10 * 10).to_string();
        let mut devices = vec!["default".to_string()];
        devices.extend(self.table.input_devices());
        let devices: Vec<&str> = devices.iter().map(String::as_str).collect();
        let mut models = vec!["default".to_string()];
        models.extend(
            self.table
                .installed_models()
                .iter()
                .map(|p| p.display().to_string()),
        );
        let models: Vec<&str> = models.iter().map(String::as_str).collect();
        let model = cfg
            .model
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "default".into());
        let colours: Vec<&str> = Colours::ALL.iter().map(|c| c.name()).collect();
        let clock = cfg.clock.as_ref().map_or("none", |c| c.text.as_str());
        let languages: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        let styles: Vec<&str> = Style::ALL.iter().map(|s| s.name()).collect();
        let confirms: Vec<&str> = ConfirmPolicy::ALL.iter().map(|c| c.name()).collect();
        Menu::new(vec![
            Item::choice(ItemId::Language, &languages, s.language.code()),
            Item::choice(ItemId::Style, &styles, s.style.name()),
            Item::choice(ItemId::Confirm, &confirms, s.confirm.name()),
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
        if let ItemId::Kept(i) = item.id {
            return self
                .kept
                .get(i)
                .map(|(_, text)| text.clone())
                .unwrap_or_default();
        }
        if let ItemId::FileGame(i) = item.id {
            return self.file_games.1.get(i).cloned().unwrap_or_default();
        }
        if let Some(text) = self.folder_item_text(item.id) {
            return text;
        }
        // A player's name item says the name typed ("Name von Weiß: Anna").
        let typed = match item.id {
            ItemId::WhiteName => Some(&self.names[0]),
            ItemId::BlackName => Some(&self.names[1]),
            ItemId::Challenge => Some(&self.opponent),
            _ => None,
        };
        if let Some(name) = typed.filter(|n| !n.trim().is_empty()) {
            return format!("{}: {}", self.t(item.id.label()), name.trim());
        }
        let label = self.t(item.id.label());
        if item.id == ItemId::Resume
            && let Some(game) = self.table.offered_game()
        {
            return format!("{label}: {game}");
        }
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
    pub(super) fn value_text(&self, v: &str) -> String {
        let id = format!("value-{v}");
        let text = self.t(&id);
        if text == id { v.to_string() } else { text }
    }

    pub(super) fn menu_mut(&mut self) -> Option<&mut Menu> {
        match &mut self.screen {
            Screen::ModelOffer(m)
            | Screen::Start(m)
            | Screen::NewGame(m)
            | Screen::Online(m)
            | Screen::Settings(m)
            | Screen::Games(m)
            | Screen::FileGames(m)
            | Screen::OpenPgn(m) => Some(m),
            _ => None,
        }
    }

    /// Says the screen's title and its focused item.
    pub(super) fn announce_screen(&mut self) -> io::Result<()> {
        let (title, item) = match &self.screen {
            // The table asked the question itself.
            Screen::ModelOffer(_) => return Ok(()),
            Screen::Start(m) => ("screen-start", Some(m.focused().clone())),
            Screen::NewGame(m) => ("screen-new-game", Some(m.focused().clone())),
            Screen::Online(m) => ("screen-online", Some(m.focused().clone())),
            Screen::Settings(m) => ("screen-settings", Some(m.focused().clone())),
            Screen::OpenPgn(m) => ("screen-open-pgn", Some(m.focused().clone())),
            Screen::Games(m) => ("screen-games", Some(m.focused().clone())),
            Screen::FileGames(m) => ("screen-file-games", Some(m.focused().clone())),
            Screen::Help
            | Screen::Game
            | Screen::Dispute
            | Screen::Statement
            | Screen::VoiceSample => return Ok(()),
        };
        let mut text = match self.screen {
            Screen::FileGames(_) => self.t_count(title, self.file_games.1.len()),
            Screen::OpenPgn(_) => self.folder_title(),
            Screen::Online(_) => {
                self.t_with("screen-online", &[("server", self.table.online_server())])
            }
            _ => self.t(title),
        };
        if matches!(self.screen, Screen::Games(_)) && self.kept.is_empty() {
            text = format!("{text} {}", self.t("note-no-games"));
        }
        if let Some(item) = item {
            text = format!("{text} {}.", self.item_text(&item));
        }
        if self.ready {
            self.table.answer(text)
        } else {
            // The first screen is a state queued behind what start-up said before it.
            self.table.announce_state(text)
        }
    }

    pub(super) fn open_start(&mut self) -> io::Result<()> {
        self.screen = Screen::Start(self.start_menu());
        self.announce_screen()
    }

    pub(super) fn open_help(&mut self) -> io::Result<()> {
        if self.screen != Screen::Help {
            self.came_from = self.screen.clone();
            self.page_top = 0;
        }
        self.screen = Screen::Help;
        let mut text = self.t("screen-help");
        for (key, id) in keys::KEYS {
            // The arrows are drawn, not read: they are named in words.
            let key = if *key == "keyname-key-arrows" {
                self.t("keyname-arrows")
            } else {
                self.t(key)
            };
            text.push_str(&format!(" {key}: {}.", self.t(id)));
        }
        self.table.answer(text)
    }

    /// Up and down scroll a page longer than the window (the help, the arbiter's list) by
    /// a few lines, for the assistant reading it (the blind player hears it). The page is
    /// drawn from that line: iced's own scroll operation is not redrawn until the mouse moves.
    pub(super) fn scroll_page(&mut self, key: MenuKey, lines: usize) {
        let last = lines.saturating_sub(geometry::page_rows(self.size, self.scale()));
        self.page_top = match key {
            MenuKey::Up => self.page_top.saturating_sub(3),
            _ => (self.page_top + 3).min(last),
        };
    }

    pub(super) fn back(&mut self) -> io::Result<()> {
        let to = std::mem::replace(&mut self.came_from, Screen::Game);
        match to {
            Screen::Game => self.enter_mode(self.mode),
            _ => self.open_start(),
        }
    }

    pub(super) fn menu_key(&mut self, key: MenuKey) -> io::Result<Task<Message>> {
        if self.screen == Screen::Help {
            match key {
                MenuKey::Back | MenuKey::Enter => self.back()?,
                MenuKey::Quit => return Ok(self.quit()),
                MenuKey::Up | MenuKey::Down => self.scroll_page(key, keys::KEYS.len()),
                _ => self.open_help()?,
            }
            return Ok(Task::none());
        }
        match key {
            MenuKey::Up | MenuKey::Down | MenuKey::First | MenuKey::Last => {
                let by = match key {
                    MenuKey::Up => -1,
                    MenuKey::Down => 1,
                    MenuKey::First => i32::MIN / 2,
                    _ => i32::MAX / 2,
                };
                if let Some(m) = self.menu_mut() {
                    m.step(by);
                    let item = m.focused().clone();
                    let text = self.item_text(&item);
                    self.table.answer(text)?;
                }
            }
            MenuKey::Left | MenuKey::Right => {
                let by = if key == MenuKey::Left { -1 } else { 1 };
                if let Some(m) = self.menu_mut() {
                    let changed = m.change(by);
                    let item = m.focused().clone();
                    // Applied first: a new language speaks the item in itself.
                    if changed && matches!(self.screen, Screen::Settings(_)) {
                        self.apply_setting(&item)?;
                    }
                    // An action has no values to change: it is said again, never silence
                    // ("Partie beginnen" ignored Left and Right, issue 32).
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
                Screen::ModelOffer(_) => {}
                Screen::Start(_) if self.table.offering() => {}
                Screen::Start(_) => self.enter_mode(self.mode)?,
                Screen::Settings(_) => self.back()?,
                Screen::FileGames(_) => return self.back_to_folder(),
                _ => self.open_start()?,
            },
            MenuKey::Help => self.open_help()?,
            MenuKey::Quit => return Ok(self.quit()),
        }
        Ok(Task::none())
    }

    pub(super) fn choose(&mut self, id: ItemId) -> io::Result<Task<Message>> {
        match id {
            ItemId::Download | ItemId::NoDownload => self.answer_model(id == ItemId::Download)?,
            ItemId::VoiceSample => self.open_sample()?,
            ItemId::Resume => {
                self.enter_mode(self.mode)?;
                self.table.resume(Answer::Resume)?;
            }
            ItemId::NewGame => {
                self.screen = Screen::NewGame(self.new_game_menu());
                self.announce_screen()?;
            }
            ItemId::OpenPgn => {
                let dir = self.folder.dir.clone();
                return self.open_folder(dir, None);
            }
            ItemId::PgnPath => return Ok(iced::widget::operation::focus(TYPED_ID)),
            ItemId::UpFolder => {
                let here = self.folder.dir.clone();
                if let Some(up) = here.parent() {
                    let name = here.file_name().map(|n| n.to_string_lossy().into_owned());
                    return self.open_folder(up.to_path_buf(), name);
                }
            }
            ItemId::Entry(i) => return self.open_entry(i),
            ItemId::Games => {
                self.kept = self.table.kept_games();
                let mut items: Vec<Item> = (0..self.kept.len())
                    .map(|i| Item::action(ItemId::Kept(i)))
                    .collect();
                items.push(Item::action(ItemId::Back));
                self.screen = Screen::Games(Menu::new(items));
                self.announce_screen()?;
            }
            ItemId::Kept(i) => {
                if let Some((path, _)) = self.kept.get(i).cloned() {
                    self.open_game(path, None)?;
                }
            }
            ItemId::FileGame(i) => {
                let path = self.file_games.0.clone();
                self.open_game(path, Some(GameChoice::Number(i + 1)))?;
            }
            ItemId::Settings => {
                self.came_from = self.screen.clone();
                self.screen = Screen::Settings(self.settings_menu());
                self.announce_screen()?;
            }
            ItemId::Help => self.open_help()?,
            ItemId::Billiards => return self.open_billiards(),
            ItemId::Online => self.open_online()?,
            ItemId::SignIn => {
                self.table.sign_in_online()?;
                self.signing = self.table.signing_in();
            }
            ItemId::SignOut => {
                self.table.sign_out_online()?;
                self.refresh_online();
            }
            ItemId::PlayAi | ItemId::Seek | ItemId::Await => self.find_online(id)?,
            ItemId::Challenge => return Ok(iced::widget::operation::focus(OPPONENT_ID)),
            ItemId::Quit => return Ok(self.quit()),
            ItemId::Start => self.start_game()?,
            ItemId::WhiteName | ItemId::BlackName => {
                let i = usize::from(id == ItemId::BlackName);
                return Ok(iced::widget::operation::focus(NAME_IDS[i]));
            }
            ItemId::Back => match self.screen {
                Screen::Settings(_) => self.back()?,
                Screen::FileGames(_) => return self.back_to_folder(),
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
    pub(super) fn start_game(&mut self) -> io::Result<()> {
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
        // The mode first, then what is set for the game, then the game itself ("Zwei
        // Stimmen. Neue Partie. Weiß am Zug."), all said as one group.
        self.flipped = blind == Side::Black && mode != Mode::TwoVoices;
        self.enter_mode(mode)?;
        if let Some(clock) = clock {
            self.table
                .command(ChessCommand::Set(Setting::Clock(clock)))?;
        }
        let engine = match mode {
            Mode::Engine { engine } => Some(self.table.engine_opponent(level, engine)),
            _ => None,
        };
        self.table.set_opponent(engine, tournament)?;
        let [white, black] = &self.names;
        self.table.name_players(white, black);
        self.table.command(ChessCommand::New(None)).map(drop)
    }

    pub(super) fn apply_setting(&mut self, item: &Item) -> io::Result<()> {
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
