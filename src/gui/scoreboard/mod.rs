//! The billiards scoreboard: the scorer's window. Every action has a key (`keys`, the same kind
//! of table as the chess window's, spoken by F1) and a spoken command; the keys send the scorer
//! command values, the typing line sends what was typed (`board`). The scorer behind it is the
//! console's; `view` draws it.

pub mod board;
pub mod keys;
pub mod view;

use std::time::Duration;

use std::io;

use iced::{Element, Size, Task};

pub use board::{Board, Message, keys_brief, keys_help};
pub use view::view;

use super::shell::{self, Log, Signal, Window};
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
    const SIGNAL: fn(Signal) -> Message = Message::Shell;

    fn handle(&mut self, message: Message) -> io::Result<Task<Message>> {
        // What one key, click or tick causes is said in order, none cutting off another.
        self.scorer.gather_speech();
        let task = Board::handle(self, message);
        self.scorer.release_speech();
        task
    }

    fn view(&self) -> Element<'_, Message> {
        view::view(self)
    }

    fn second(&self) -> Option<String> {
        self.spectators
            .then(|| crate::shared::i18n::t(self.scorer.lang(), "bil-spectators-title", &[]))
    }

    fn second_full_screen(&self) -> bool {
        true
    }

    fn view_second(&self) -> Element<'_, Message> {
        view::spectators(self)
    }

    fn log(&mut self) -> (&mut Log, &mut Vec<u8>) {
        (&mut self.log, self.scorer.out_mut())
    }
}
