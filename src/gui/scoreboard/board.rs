//! The scoreboard's state and its update: the scorer behind it, the typing line, the keys sent
//! to the scorer as command values.

use std::io;

use iced::keyboard::Event;
use iced::{Size, Task};

use super::keys::{self, Action, KEYS};
use crate::billiards::event::Event as Stroke;
use crate::billiards::matchplay::Action as MatchAction;
use crate::billiards::words::Command;
use crate::gui::shell::{KEYS_ID, Log, Signal, TYPED_ID};
use crate::shared::i18n::t;
use crate::shared::language::Language;
use crate::table::billiards::{Scorer, ScorerOptions};
use crate::table::commands::BilliardsCommand;

#[derive(Clone, Debug)]
pub enum Message {
    /// The timer, a key, a resize, the close button.
    Shell(Signal),
    Typed(String),
    Submit,
}

pub struct Board {
    pub scorer: Scorer<Vec<u8>>,
    pub typed: String,
    size: Size,
    /// The spectators' full-screen scoreboard is wanted (F4).
    pub spectators: bool,
    /// The scorer's lines, echoed to stdout (the window's log, read by tests).
    pub(super) log: Log,
}

impl Board {
    pub fn new(opts: ScorerOptions, size: Size, echo: bool) -> io::Result<Board> {
        let mut b = Board {
            scorer: Scorer::open(opts, Vec::new())?,
            typed: String::new(),
            size,
            spectators: false,
            log: Log::new(echo),
        };
        b.log.drain(b.scorer.out_mut());
        Ok(b)
    }

    pub fn size(&self) -> Size {
        self.size
    }

    pub(super) fn handle(&mut self, m: Message) -> io::Result<Task<Message>> {
        match m {
            Message::Shell(Signal::Tick) => self.scorer.step()?,
            Message::Shell(Signal::Resized(s)) => self.size = s,
            Message::Shell(Signal::SecondClosed) => self.show_spectators(false)?,
            Message::Shell(Signal::Close) => {
                self.scorer.close()?;
                return Ok(iced::exit());
            }
            Message::Typed(s) => self.typed = s,
            Message::Submit => {
                let line = std::mem::take(&mut self.typed);
                if !self.scorer.enter(&line)? {
                    return Ok(iced::exit());
                }
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
            Message::Shell(Signal::Key(e)) => return self.key(&e),
        }
        Ok(Task::none())
    }

    fn key(&mut self, e: &Event) -> io::Result<Task<Message>> {
        let Some(action) = keys::action(e, self.scorer.lang()) else {
            return Ok(Task::none());
        };
        let cmd = match action {
            Action::Type => {
                // Said, so that the marker knows the keys now type.
                let text = t(self.scorer.lang(), "bil-ui-type-hint", &[]);
                self.scorer.answer(text)?;
                return Ok(iced::widget::operation::focus(TYPED_ID));
            }
            Action::Help => {
                let help = keys_help(self.scorer.lang());
                self.scorer.answer(help)?;
                return Ok(Task::none());
            }
            Action::Silence => {
                self.scorer.silence();
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
            Action::Quit => return Ok(iced::exit()),
            Action::Spectators => {
                self.show_spectators(!self.spectators)?;
                return Ok(Task::none());
            }
            Action::Settings => BilliardsCommand::Settings,
            Action::Yes => BilliardsCommand::Do(Command::Yes),
            Action::No => BilliardsCommand::Do(Command::No),
            Action::NoScore => {
                BilliardsCommand::Do(Command::Act(MatchAction::Frame(Stroke::NoScore)))
            }
            Action::Undo => BilliardsCommand::Do(Command::Undo),
            Action::Score => BilliardsCommand::Do(Command::Score),
            Action::WhoseTurn => BilliardsCommand::Do(Command::WhoseTurn),
            Action::Statistics => BilliardsCommand::Do(Command::Statistics(None)),
            Action::FrameStatistics => BilliardsCommand::Do(Command::FrameStatistics),
            Action::TeamStatistics => BilliardsCommand::Do(Command::TeamStatistics),
            Action::Recent => BilliardsCommand::Do(Command::Recent),
            Action::Repeat => BilliardsCommand::Do(Command::Repeat),
        };
        self.scorer.command(cmd)?;
        Ok(Task::none())
    }
}

impl Board {
    /// Opens or closes the spectators' scoreboard, and says so.
    fn show_spectators(&mut self, on: bool) -> io::Result<()> {
        self.spectators = on;
        let id = if on {
            "bil-spectators-opened"
        } else {
            "bil-spectators-closed"
        };
        let line = t(self.scorer.lang(), id, &[]);
        self.scorer.answer(line)
    }
}

/// The keys in words: "T: type a command. Y / N: …".
pub fn keys_help(lang: Language) -> String {
    in_words(KEYS, lang)
}

/// The keys to begin with, for the window's last line: typing, the key list, leaving.
pub fn keys_brief(lang: Language) -> String {
    let brief: Vec<(&str, &str)> = KEYS
        .iter()
        .copied()
        .filter(|(k, _)| {
            matches!(
                *k,
                "bil-keyname-type" | "bil-keyname-help" | "bil-keyname-quit"
            )
        })
        .collect();
    in_words(&brief, lang)
}

fn in_words(keys: &[(&str, &str)], lang: Language) -> String {
    keys.iter()
        .map(|(k, id)| format!("{}: {}", t(lang, k, &[]), t(lang, id, &[])))
        .collect::<Vec<_>>()
        .join(". ")
}
