//! "Open a PGN file": a folder's subfolders and PGN files as a spoken list (the blind player
//! need not know a path), a field to type a path where the list does not reach, the games of
//! a file of several, and a file that cannot be loaded: its reason said, and the player left
//! where he was, with the path typed kept in the field to correct.

use std::io;
use std::path::PathBuf;

use iced::Task;

use super::app::{App, Message, Mode, Screen};
use super::menu::{Item, ItemId, Menu};
use crate::chess::session::{Action, Pending};
use crate::gui::shell::TYPED_ID;
use crate::table::commands::{GameChoice, file_path};
use crate::table::folder::{Entry, Folder};

impl App {
    /// Shows a folder's list, the focus on `pick` (the folder just left) or on the path field.
    pub(super) fn open_folder(
        &mut self,
        dir: PathBuf,
        pick: Option<String>,
    ) -> io::Result<Task<Message>> {
        // "..", links and the like resolved: the folder above is the real one.
        let dir = dir.canonicalize().unwrap_or(dir);
        match Folder::read(&dir) {
            Ok(folder) => self.folder = folder,
            Err(e) => {
                // The list stays as it was; the reason is said.
                let why = crate::shared::i18n::file_problem(self.lang(), &e);
                let text = self.t_with(
                    "pgn-folder-unreadable",
                    &[("dir", dir.display().to_string()), ("why", why)],
                );
                self.table.answer(text)?;
                if matches!(self.screen, Screen::OpenPgn(_)) {
                    return Ok(Task::none());
                }
            }
        }
        let mut items = vec![Item::action(ItemId::PgnPath)];
        if self.folder.dir.parent().is_some() {
            items.push(Item::action(ItemId::UpFolder));
        }
        items.extend((0..self.folder.entries.len()).map(|i| Item::action(ItemId::Entry(i))));
        items.push(Item::action(ItemId::Back));
        let mut menu = Menu::new(items);
        if let Some(i) =
            pick.and_then(|name| self.folder.entries.iter().position(|e| e.name() == name))
        {
            menu.focus = menu
                .items
                .iter()
                .position(|it| it.id == ItemId::Entry(i))
                .unwrap_or(0);
        }
        self.screen = Screen::OpenPgn(menu);
        self.announce_screen()?;
        Ok(Task::none())
    }

    /// What the open screen says of itself: the folder and what it holds.
    pub(super) fn folder_title(&self) -> String {
        let (files, folders) = self.folder.counts();
        let dir = self.folder.dir.display().to_string();
        crate::shared::i18n::tc(
            self.lang(),
            "screen-open-pgn",
            &[
                ("dir", dir.into()),
                ("files", files.into()),
                ("folders", folders.into()),
            ],
        )
    }

    /// An item of the open screen as read out: a folder, a file, the folder above.
    pub(super) fn folder_item_text(&self, id: ItemId) -> Option<String> {
        match id {
            ItemId::Entry(i) => Some(match self.folder.entries.get(i)? {
                Entry::Folder(name) => self.t_with("pgn-folder-item", &[("name", name.clone())]),
                Entry::Pgn(name) => name.clone(),
            }),
            ItemId::UpFolder => {
                let up = self.folder.dir.parent()?;
                Some(self.t_with("pgn-folder-up", &[("dir", up.display().to_string())]))
            }
            ItemId::PgnPath if !self.typed.trim().is_empty() => {
                Some(format!("{}: {}", self.t(id.label()), self.typed.trim()))
            }
            _ => None,
        }
    }

    /// From a file's games back to its folder, the focus on the file.
    pub(super) fn back_to_folder(&mut self) -> io::Result<Task<Message>> {
        let file = &self.file_games.0;
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
        let dir = file
            .parent()
            .map_or_else(|| self.folder.dir.clone(), PathBuf::from);
        self.open_folder(dir, name)
    }

    pub(super) fn open_entry(&mut self, i: usize) -> io::Result<Task<Message>> {
        let Some(entry) = self.folder.entries.get(i).cloned() else {
            return Ok(Task::none());
        };
        let path = self.folder.path_of(&entry);
        match entry {
            Entry::Folder(_) => self.open_folder(path, None),
            Entry::Pgn(_) => self.open_file(path),
        }
    }

    /// The path typed in the field: a folder is listed, a file opened (a relative path is
    /// taken from the folder shown, `~` is the home folder). When it cannot be loaded the
    /// path stays in the field, which keeps the focus.
    pub(super) fn open_typed(&mut self, line: &str) -> io::Result<Task<Message>> {
        let path = self.folder.dir.join(file_path(line));
        if path.is_dir() {
            self.typed.clear();
            return self.open_folder(path, None);
        }
        let task = self.open_file(path)?;
        if matches!(self.screen, Screen::OpenPgn(_)) {
            self.typed = line.to_string();
            return Ok(iced::widget::operation::focus(TYPED_ID));
        }
        self.typed.clear();
        Ok(task)
    }

    /// A PGN file chosen: a file of one game (or one that cannot be read, which the table
    /// says) is loaded; a file of several lists its games to choose one.
    pub(super) fn open_file(&mut self, path: PathBuf) -> io::Result<Task<Message>> {
        let games = self.table.pgn_games(&path);
        if games.len() < 2 {
            self.open_game(path, None)?;
            return Ok(Task::none());
        }
        let mut items: Vec<Item> = (0..games.len())
            .map(|i| Item::action(ItemId::FileGame(i)))
            .collect();
        items.push(Item::action(ItemId::Back));
        self.file_games = (path, games);
        self.screen = Screen::FileGames(Menu::new(items));
        self.announce_screen()?;
        Ok(Task::none())
    }

    /// A PGN file (chosen, typed, or a kept game) loaded and shown to go through it; a game
    /// with moves is replaced only when that is confirmed, and the question is then the last
    /// thing said: the game is shown once it is answered. A file that cannot be loaded leaves
    /// the screen as it was (the reason was said). Whether a game was loaded or asked about.
    pub(super) fn open_game(
        &mut self,
        path: PathBuf,
        game: Option<GameChoice>,
    ) -> io::Result<bool> {
        if !self.table.open_pgn(&path, game)? {
            return Ok(false);
        }
        self.screen = Screen::Game;
        let session = self.table.session();
        if matches!(
            session.pending(),
            Pending::Confirm(Action::Replace { loaded: true })
        ) {
            self.load_asked = Some(session.revision());
            return Ok(true);
        }
        self.review = 0;
        self.enter_mode(Mode::Review)?;
        Ok(true)
    }
}
