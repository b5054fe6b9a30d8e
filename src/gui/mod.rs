//! The desktop window (iced): the table of the console mode behind a board, clocks and score
//! sheet for the sighted, and keys and speech for the blind player (iced exposes nothing to
//! screen readers, so Ansage speaks for itself; see `keys`).

pub mod app;
pub mod keys;
pub mod menu;
pub mod scoreboard;
pub mod view;

use std::time::Duration;

use iced::{Size, Subscription, Task, window};

pub use app::{App, Launch, Message, Mode};

use crate::console::ConsoleOptions;

/// The window's timer: the clock display, the microphone's reports and the clock's warnings.
const TICK: Duration = Duration::from_millis(50);

/// Opens the window and runs until it closes.
pub fn run(opts: ConsoleOptions, launch: Launch) -> Result<(), String> {
    let size = launch.size;
    let boot = move || {
        let app = App::new(opts.clone(), launch.clone(), true)
            .unwrap_or_else(|e| panic!("the game cannot start: {e}"));
        (app, Task::none())
    };
    iced::application(boot, App::update, view::view)
        .title("Ansage")
        .font(include_bytes!("../../assets/fonts/DejaVuSans.ttf").as_slice())
        .window_size(size)
        .subscription(subscription)
        .exit_on_close_request(false)
        .run()
        .map_err(|e| e.to_string())
}

fn subscription(_: &App) -> Subscription<Message> {
    Subscription::batch([
        iced::time::every(TICK).map(|_| Message::Tick),
        iced::keyboard::listen().map(Message::Key),
        window::resize_events().map(|(_, size)| Message::Resized(size)),
        window::close_requests().map(|_| Message::Close),
    ])
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
