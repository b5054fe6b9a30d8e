//! What both windows share: the iced boot (title, the shipped font, size, the timer, keys,
//! resizes and the close button as messages), a second window when one is wanted (the view
//! for the sighted opponent across the table), the widget ids, and the log: what the table
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
    /// The second window's close button: that window is no longer wanted.
    SecondClosed,
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
    /// The second window's title, while one is wanted (`None`: no second window).
    fn second(&self) -> Option<String> {
        None
    }
    /// Whether the second window fills its screen (a hall's display), else it opens at
    /// [`SECOND_SIZE`].
    fn second_full_screen(&self) -> bool {
        false
    }
    /// What the second window shows.
    fn view_second(&self) -> Element<'_, Self::Message> {
        self.view()
    }
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

/// The windows as iced runs them: the app, its main window, and the second window while the
/// app wants one.
struct Windows<W> {
    app: W,
    main: window::Id,
    second: Option<window::Id>,
}

/// A message of the windows: the app's, or one of the shell's that needs the window's id.
#[derive(Clone, Debug)]
enum Event<M> {
    App(M),
    Resized(window::Id, Size),
    /// A window's close button, or a window gone (closed by the system).
    CloseRequested(window::Id),
}

fn settings(size: Size) -> window::Settings {
    window::Settings {
        size,
        icon: icon(),
        #[cfg(target_os = "linux")]
        platform_specific: window::settings::PlatformSpecific {
            application_id: APP_ID.to_string(),
            ..Default::default()
        },
        exit_on_close_request: false,
        ..window::Settings::default()
    }
}

/// The second window's size when it opens: a second screen's or a laptop's.
const SECOND_SIZE: Size = Size::new(1280.0, 800.0);

impl<W: Window> Windows<W> {
    fn update(&mut self, event: Event<W::Message>) -> Task<Event<W::Message>> {
        let message = match event {
            Event::App(m) => m,
            Event::Resized(id, size) if id == self.main => W::SIGNAL(Signal::Resized(size)),
            Event::Resized(..) => return Task::none(),
            Event::CloseRequested(id) if id == self.main => W::SIGNAL(Signal::Close),
            // The app no longer wants it: closed below.
            Event::CloseRequested(id) if Some(id) == self.second => W::SIGNAL(Signal::SecondClosed),
            // A window closed before (the second, closed by F4 and opened again since).
            Event::CloseRequested(_) => return Task::none(),
        };
        let task = self.app.update(message).map(Event::App);
        Task::batch([task, self.follow_wish()])
    }

    /// Opens the second window when the app wants one, closes it when it no longer does.
    fn follow_wish(&mut self) -> Task<Event<W::Message>> {
        match (self.app.second().is_some(), self.second) {
            (true, None) => {
                let full = self.app.second_full_screen();
                let (id, opened) = window::open(window::Settings {
                    fullscreen: full,
                    ..settings(SECOND_SIZE)
                });
                self.second = Some(id);
                if !full {
                    return opened.discard();
                }
                // Also the size of its screen: where no window manager makes it full screen
                // (a kiosk's bare X server), it still fills the screen.
                opened
                    .discard()
                    .chain(window::monitor_size(id).then(move |size| match size {
                        Some(size) => window::resize(id, size),
                        None => Task::none(),
                    }))
            }
            (false, Some(id)) => {
                self.second = None;
                window::close(id)
            }
            _ => Task::none(),
        }
    }

    fn view(&self, id: window::Id) -> Element<'_, Event<W::Message>> {
        let view = if Some(id) == self.second {
            self.app.view_second()
        } else {
            self.app.view()
        };
        view.map(Event::App)
    }

    fn title(&self, id: window::Id) -> String {
        match self.app.second() {
            Some(title) if Some(id) == self.second => title,
            _ => "Ansage".to_string(),
        }
    }
}

/// Opens a window and runs until it closes.
pub fn run<W: Window>(boot: impl Fn() -> W + 'static, size: Size) -> Result<(), String> {
    let start = move || {
        let (main, opened) = window::open(settings(size));
        let windows = Windows {
            app: boot(),
            main,
            second: None,
        };
        (windows, opened.discard())
    };
    iced::daemon(start, Windows::<W>::update, Windows::<W>::view)
        .title(Windows::<W>::title)
        .font(include_bytes!("../../assets/fonts/DejaVuSans.ttf").as_slice())
        .subscription(|_: &Windows<W>| {
            Subscription::batch([
                // A signal to end (logout, Ctrl+C) closes the window as its close button does.
                iced::time::every(W::TICK).map(|_| {
                    Event::App(W::SIGNAL(if stop_asked() {
                        Signal::Close
                    } else {
                        Signal::Tick
                    }))
                }),
                keyboard::listen().map(|e| Event::App(W::SIGNAL(Signal::Key(e)))),
                window::resize_events().map(|(id, s)| Event::Resized(id, s)),
                window::close_requests().map(Event::CloseRequested),
                window::close_events().map(Event::CloseRequested),
            ])
        })
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
