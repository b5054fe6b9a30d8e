//! The desktop windows (iced): the chess window (`chess`: board, clocks and score sheet for the
//! sighted; keys and speech for the blind player) and the billiards scoreboard (`scoreboard`),
//! each driving its table, on one shell (`shell`). iced exposes nothing to screen readers, so
//! Ansage speaks for itself: every key has an action and every action is said. The windows use
//! the tables and what the tables use; nothing below imports them.

pub mod chess;
pub mod letter;
pub mod scoreboard;
pub mod shell;

pub use chess::{App, Launch, Message, Mode};

use crate::table::chess::TableOptions;

/// Opens the chess window and runs until it closes.
pub fn run(opts: TableOptions, launch: Launch) -> Result<(), String> {
    let size = launch.size;
    shell::run(
        move || {
            App::new(opts.clone(), launch.clone(), true)
                .unwrap_or_else(|e| panic!("the game cannot start: {e}"))
        },
        size,
    )
}
