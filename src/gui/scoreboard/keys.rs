//! The scoreboard's keys: one table, so that the key help (said by F1, shown under the board)
//! and the key handling cannot disagree. Each key is a command the marker could also say.

use iced::keyboard::{Event, Key, key::Named};

use crate::gui::letter::{Letter, letter};
use crate::shared::language::Language;

/// What a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Type,
    Yes,
    No,
    /// Space: no score, the visit ends.
    NoScore,
    Undo,
    Score,
    WhoseTurn,
    /// The players' statistics (I); with Shift, the frame's; M, the teams'.
    Statistics,
    FrameStatistics,
    TeamStatistics,
    /// The last three entries.
    Recent,
    Repeat,
    Help,
    Settings,
    /// F4: the full-screen scoreboard for the spectators, opened or closed.
    Spectators,
    Silence,
    Quit,
}

/// The keys: the message ids of the key's name (as printed on the keyboards of the marker's
/// language) and of what it does (said by F1, shown by the help line).
pub const KEYS: &[(&str, &str)] = &[
    ("bil-keyname-type", "bil-key-type"),
    ("bil-keyname-yes-no", "bil-key-yes-no"),
    ("bil-keyname-no-score", "bil-key-no-score"),
    ("bil-keyname-undo", "bil-key-undo"),
    ("bil-keyname-score", "bil-key-score"),
    ("bil-keyname-turn", "bil-key-turn"),
    ("bil-keyname-statistics", "bil-key-statistics"),
    ("bil-keyname-recent", "bil-key-recent"),
    ("bil-keyname-repeat", "bil-key-repeat"),
    ("bil-keyname-help", "bil-key-help"),
    ("bil-keyname-settings", "bil-key-settings"),
    ("bil-keyname-spectators", "bil-key-spectators"),
    ("bil-keyname-silence", "bil-key-silence"),
    ("bil-keyname-quit", "bil-key-quit"),
];

/// The action of a key pressed (not a repeat of a held key), if it has one. Letters are read by
/// `letter`: answers by the key's label in the marker's language, commands by the key's place
/// on any layout.
pub fn action(event: &Event, language: Language) -> Option<Action> {
    let Event::KeyPressed {
        key,
        physical_key,
        modifiers,
        repeat: false,
        ..
    } = event
    else {
        return None;
    };
    Some(match key {
        Key::Named(Named::F1) => Action::Help,
        Key::Named(Named::F2) => Action::Settings,
        Key::Named(Named::F4) => Action::Spectators,
        Key::Named(Named::Escape) => Action::Silence,
        Key::Named(Named::Space) => Action::NoScore,
        _ => match letter(key, *physical_key, *modifiers, language)? {
            Letter::Yes => Action::Yes,
            Letter::No => Action::No,
            Letter::Command('q') if modifiers.control() => Action::Quit,
            Letter::Command(_) if modifiers.control() || modifiers.alt() => return None,
            Letter::Command('t') => Action::Type,
            Letter::Command('u') => Action::Undo,
            Letter::Command('s') => Action::Score,
            Letter::Command('w') => Action::WhoseTurn,
            Letter::Command('i') if modifiers.shift() => Action::FrameStatistics,
            Letter::Command('i') => Action::Statistics,
            Letter::Command('m') => Action::TeamStatistics,
            Letter::Command('e') => Action::Recent,
            Letter::Command('r') => Action::Repeat,
            Letter::Command(_) => return None,
        },
    })
}
