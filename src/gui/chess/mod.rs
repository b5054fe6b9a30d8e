//! The chess window: board, clocks and score sheet for the sighted; keys and speech for the
//! blind player. `app` holds the state and the update, `screens` the menus, `game` the game
//! screen's keys and clicks, `open` the PGN files to open, `view` what is drawn, `keys` and `menu` the key table and the
//! spoken menu, `geometry` where the board is.

pub mod app;
pub mod game;
pub mod geometry;
pub mod keys;
pub mod menu;
mod online;
mod open;
mod sample;
pub mod screens;
pub mod view;

use std::io;

use iced::Task;

pub use app::{App, Launch, Look, Message, Mode, NAME_IDS, Screen};

use super::shell::{Log, Signal, Window};

impl Window for App {
    type Message = Message;
    /// The window's timer: the clock display, the microphone's reports and the clock's
    /// warnings.
    const TICK: std::time::Duration = std::time::Duration::from_millis(50);
    const SIGNAL: fn(Signal) -> Message = Message::Shell;

    fn handle(&mut self, message: Message) -> io::Result<Task<Message>> {
        App::handle(self, message)
    }

    fn log(&mut self) -> (&mut Log, &mut Vec<u8>) {
        (&mut self.log, self.table.out_mut())
    }

    fn view(&self) -> iced::Element<'_, Message> {
        view::view(self)
    }

    fn second(&self) -> Option<String> {
        self.across.then(|| self.t("across-title"))
    }

    fn view_second(&self) -> iced::Element<'_, Message> {
        view::across(self)
    }
}
