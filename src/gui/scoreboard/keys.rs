//! The scoreboard's keys: one table, so that the key help (said by F1, shown under the board)
//! and the key handling cannot disagree. Each key is a command the marker could also say.

use iced::keyboard::{Event, Key, key::Named};

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
    Repeat,
    Help,
    Settings,
    Silence,
    Quit,
}

/// The keys: key name and what it does (said by F1, shown by the help line).
pub const KEYS: &[(&str, &str)] = &[
    ("T", "bil-key-type"),
    ("Y / N", "bil-key-yes-no"),
    ("Space", "bil-key-no-score"),
    ("U", "bil-key-undo"),
    ("S", "bil-key-score"),
    ("W", "bil-key-turn"),
    ("R", "bil-key-repeat"),
    ("F1", "bil-key-help"),
    ("F2", "bil-key-settings"),
    ("Escape", "bil-key-silence"),
    ("Ctrl+Q", "bil-key-quit"),
];

/// The action of a key pressed (not a repeat of a held key), if it has one.
pub fn action(event: &Event) -> Option<Action> {
    let Event::KeyPressed {
        key,
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
        Key::Named(Named::Escape) => Action::Silence,
        Key::Named(Named::Space) => Action::NoScore,
        Key::Character(c) if c.as_str() == "q" && modifiers.control() => Action::Quit,
        Key::Character(_) if modifiers.control() || modifiers.alt() => return None,
        Key::Character(c) => match c.to_lowercase().as_str() {
            "t" => Action::Type,
            "y" => Action::Yes,
            "n" => Action::No,
            "u" => Action::Undo,
            "s" => Action::Score,
            "w" => Action::WhoseTurn,
            "r" => Action::Repeat,
            _ => return None,
        },
        _ => return None,
    })
}
