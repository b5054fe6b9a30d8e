//! The chess window: board, clocks and score sheet for the sighted; keys and speech for the
//! blind player. `app` holds the state and the update, `screens` the menus, `game` the game
//! screen's keys and clicks, `view` what is drawn, `keys` and `menu` the key table and the
//! spoken menu, `geometry` where the board is.

pub mod app;
pub mod game;
pub mod geometry;
pub mod keys;
pub mod menu;
pub mod screens;
pub mod view;

use iced::{Size, Task, keyboard};

pub use app::{App, Launch, Look, Message, Mode, NAME_IDS, Screen, side_index};

use super::shell::Window;

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
