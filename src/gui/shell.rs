//! What both windows share: the iced boot (title, the shipped font, size, the timer, keys,
//! resizes and the close button as messages), the widget ids, and the log: what the table
//! wrote, kept for the window and echoed on stdout (the window's log, which scripts and tests
//! read), with the errors of an update.

use std::io::{self, Write};
use std::time::Duration;

use iced::{Element, Size, Subscription, Task, keyboard, window};

use crate::table::drive::stop_asked;

/// The typing line's id, for focusing it with T.
pub const TYPED_ID: &str = "typed";
/// No widget has this id: focusing it leaves the keys to the window.
pub const KEYS_ID: &str = "keys";

/// What the shell brings every window: the timer, a key, a resize, the close button.
#[derive(Clone, Debug)]
pub enum Signal {
    Tick,
    Key(keyboard::Event),
    Resized(Size),
    /// The close button: leave as with Ctrl+Q.
    Close,
}

/// A window of Ansage, as the shell runs it.
pub trait Window: Sized + 'static {
    type Message: Clone + std::fmt::Debug + Send + 'static;
    /// How often the table's time-driven work runs.
    const TICK: Duration;
    /// The window's message for a signal of the shell.
    const SIGNAL: fn(Signal) -> Self::Message;

    /// A message handled; an error is said in the log and the window goes on.
    fn handle(&mut self, message: Self::Message) -> io::Result<Task<Self::Message>>;
    fn view(&self) -> Element<'_, Self::Message>;
    /// The window's log, and where its table wrote since the last message.
    fn log(&mut self) -> (&mut Log, &mut Vec<u8>);

    /// One message: handled, its error (if any) and what the table wrote taken into the log.
    fn update(&mut self, message: Self::Message) -> Task<Self::Message> {
        let result = self.handle(message);
        let (log, written) = self.log();
        let task = log.settle(result);
        log.drain(written);
        task
    }
}

/// The application id: the desktop entry's name (`packaging/linux`), the window's Wayland app
/// id and X11 class, so that the desktop shows the window under Ansage's name and icon.
pub const APP_ID: &str = "io.github.ansage.Ansage";

/// The icon the desktop entry installs, for the window itself (taskbar, Alt+Tab).
fn icon() -> Option<window::Icon> {
    let png = include_bytes!("../../packaging/linux/io.github.ansage.Ansage.png");
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png.as_slice()));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().ok()?;
    let mut rgba = vec![0; reader.output_buffer_size()?];
    let frame = reader.next_frame(&mut rgba).ok()?;
    rgba.truncate(frame.buffer_size());
    window::icon::from_rgba(rgba, frame.width, frame.height).ok()
}

/// Opens a window and runs until it closes.
pub fn run<W: Window>(boot: impl Fn() -> W + 'static, size: Size) -> Result<(), String> {
    iced::application(move || (boot(), Task::none()), W::update, W::view)
        .title("Ansage")
        .font(include_bytes!("../../assets/fonts/DejaVuSans.ttf").as_slice())
        .window(window::Settings {
            size,
            icon: icon(),
            #[cfg(target_os = "linux")]
            platform_specific: window::settings::PlatformSpecific {
                application_id: APP_ID.to_string(),
                ..Default::default()
            },
            ..window::Settings::default()
        })
        .subscription(|_: &W| {
            Subscription::batch([
                // A signal to end (logout, Ctrl+C) closes the window as its close button does.
                iced::time::every(W::TICK).map(|_| {
                    W::SIGNAL(if stop_asked() {
                        Signal::Close
                    } else {
                        Signal::Tick
                    })
                }),
                keyboard::listen().map(|e| W::SIGNAL(Signal::Key(e))),
                window::resize_events().map(|(_, s)| W::SIGNAL(Signal::Resized(s))),
                window::close_requests().map(|_| W::SIGNAL(Signal::Close)),
            ])
        })
        .exit_on_close_request(false)
        .run()
        .map_err(|e| e.to_string())
}

/// What the table wrote, newest last.
#[derive(Debug, Default)]
pub struct Log {
    pub lines: Vec<String>,
    /// Also to stdout.
    echo: bool,
}

/// The lines kept for the window.
const KEEP: usize = 200;

impl Log {
    pub fn new(echo: bool) -> Log {
        Log {
            lines: Vec::new(),
            echo,
        }
    }

    /// Takes what the table wrote since the last call.
    pub fn drain(&mut self, out: &mut Vec<u8>) {
        let bytes = std::mem::take(out);
        if bytes.is_empty() {
            return;
        }
        if self.echo {
            let mut stdout = io::stdout();
            let _ = stdout.write_all(&bytes);
            let _ = stdout.flush();
        }
        self.lines
            .extend(String::from_utf8_lossy(&bytes).lines().map(str::to_string));
        if self.lines.len() > KEEP {
            self.lines.drain(..self.lines.len() - KEEP);
        }
    }

    /// A line of the window's own (the board's geometry, the start-up time): echoed only.
    pub fn note(&self, line: &str) {
        if self.echo {
            println!("{line}");
        }
    }

    /// An update that failed: the window goes on, and says why in its log.
    fn settle<M>(&mut self, result: io::Result<Task<M>>) -> Task<M> {
        result.unwrap_or_else(|e| {
            eprintln!("ansage: {e}");
            self.lines.push(e.to_string());
            Task::none()
        })
    }

    pub fn last(&self) -> Option<&str> {
        self.lines.last().map(String::as_str)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_window_icon_decodes() {
        assert!(super::icon().is_some());
    }
}
