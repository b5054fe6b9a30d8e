//! The billiards scoreboard: the scorer's window. Every action has a key (`keys`, the same kind
//! of table as the chess window's, spoken by F1) and a spoken command; the keys send the scorer
//! command values, the typing line sends what was typed (`board`). The scorer behind it is the
//! console's; `view` draws it.

pub mod board;
pub mod keys;
pub mod view;

use std::time::Duration;

use iced::keyboard::Event;
use iced::{Element, Size, Task};

pub use board::{Board, Message, keys_help};
pub use view::view;

use super::shell::{self, Window};
use crate::table::billiards::ScorerOptions;

/// Opens the scoreboard and runs until it closes.
pub fn run(opts: ScorerOptions, size: Size) -> Result<(), String> {
    shell::run(
        move || {
            Board::new(opts.clone(), size, true)
                .unwrap_or_else(|e| panic!("the scorer cannot start: {e}"))
        },
        size,
    )
}

impl Window for Board {
    type Message = Message;
    const TICK: Duration = Duration::from_millis(100);

    fn tick() -> Message {
        Message::Tick
    }

    fn key(event: Event) -> Message {
        Message::Key(event)
    }

    fn resized(size: Size) -> Message {
        Message::Resized(size)
    }

    fn close() -> Message {
        Message::Close
    }

    fn update(&mut self, message: Message) -> Task<Message> {
        Board::update(self, message)
    }

    fn view(&self) -> Element<'_, Message> {
        view::view(self)
    }
}
