//! The window's keys: one table, so that the help screen, the spoken help and the key handling
//! cannot disagree. iced gives buttons no keyboard focus and exposes nothing to screen readers,
//! so every action of the window has a key here and Ansage speaks the result itself.

use iced::keyboard::{Event, Key, Modifiers, key::Named};

/// What a key does on the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Help,
    Cursor(i8, i8),
    Choose,
    TalkPressed,
    TalkReleased,
    Type,
    Yes,
    No,
    Clock,
    MoveNumber,
    LastMove,
    AllMoves,
    Pieces(shakmaty::Color),
    File,
    Rank,
    Touched,
    Flip,
    Hint,
    Replay,
    Dispute,
    ReviewStep(i32),
    ReviewStart,
    ReviewEnd,
    Escape,
    Settings,
    Menu,
    Quit,
}

/// The key list of the help screen: the key's name and the message id of what it does.
pub const KEYS: &[(&str, &str)] = &[
    ("F1, H", "key-help"),
    ("← → ↑ ↓", "key-arrows"),
    ("Enter", "key-enter"),
    ("Space", "key-space"),
    ("T", "key-type"),
    ("Y", "key-yes"),
    ("N", "key-no"),
    ("C", "key-clock"),
    ("M", "key-number"),
    ("L", "key-last"),
    ("A", "key-all"),
    ("P, Shift+P", "key-pieces"),
    ("F", "key-file"),
    ("R", "key-rank"),
    ("G", "key-touched"),
    ("X", "key-flip"),
    ("I", "key-hint"),
    ("V", "key-replay"),
    ("D", "key-dispute"),
    ("PgUp PgDn Home End", "key-review"),
    ("Escape", "key-escape"),
    ("F2", "key-settings"),
    ("F10", "key-menu"),
    ("Ctrl+Q", "key-quit"),
];

/// The action of a key event on the game screen, if it has one. Repeats of a held key move the
/// cursor on but do not press push-to-talk again.
pub fn action(event: &Event) -> Option<Action> {
    match event {
        Event::KeyPressed {
            key,
            modifiers,
            repeat,
            ..
        } => pressed(key, *modifiers, *repeat),
        Event::KeyReleased {
            key: Key::Named(Named::Space),
            ..
        } => Some(Action::TalkReleased),
        _ => None,
    }
}

fn pressed(key: &Key, modifiers: Modifiers, repeat: bool) -> Option<Action> {
    use Action::*;
    Some(match key {
        Key::Named(named) => match named {
            Named::F1 => Help,
            Named::F2 => Settings,
            Named::F10 => Menu,
            Named::ArrowUp => Cursor(0, 1),
            Named::ArrowDown => Cursor(0, -1),
            Named::ArrowLeft => Cursor(-1, 0),
            Named::ArrowRight => Cursor(1, 0),
            Named::Enter => Choose,
            Named::Space if repeat => return None,
            Named::Space => TalkPressed,
            Named::PageDown => ReviewStep(1),
            Named::PageUp => ReviewStep(-1),
            Named::Home => ReviewStart,
            Named::End => ReviewEnd,
            Named::Escape => Escape,
            _ => return None,
        },
        Key::Character(c) if repeat && c.as_str() != "" => return None,
        Key::Character(c) => match c.to_lowercase().as_str() {
            "q" if modifiers.control() => Quit,
            _ if modifiers.control() || modifiers.alt() => return None,
            "h" => Help,
            "t" => Type,
            "y" => Yes,
            "n" => No,
            "c" => Clock,
            "m" => MoveNumber,
            "l" => LastMove,
            "a" => AllMoves,
            "p" if modifiers.shift() => Pieces(shakmaty::Color::Black),
            "p" => Pieces(shakmaty::Color::White),
            "f" => File,
            "r" => Rank,
            "g" => Touched,
            "x" => Flip,
            "i" => Hint,
            "v" => Replay,
            "d" => Dispute,
            _ => return None,
        },
        Key::Unidentified => return None,
    })
}

/// What a key does on a menu screen (start, new game, settings, help).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuKey {
    Up,
    Down,
    Left,
    Right,
    Enter,
    Back,
    Help,
    Quit,
}

pub fn menu_key(event: &Event) -> Option<MenuKey> {
    let Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    Some(match key {
        Key::Named(Named::ArrowUp) => MenuKey::Up,
        Key::Named(Named::ArrowDown) => MenuKey::Down,
        Key::Named(Named::ArrowLeft) => MenuKey::Left,
        Key::Named(Named::ArrowRight) => MenuKey::Right,
        Key::Named(Named::Enter) => MenuKey::Enter,
        Key::Named(Named::Escape) | Key::Named(Named::F10) => MenuKey::Back,
        Key::Named(Named::F1) => MenuKey::Help,
        Key::Character(c) if c.as_str() == "q" && modifiers.control() => MenuKey::Quit,
        _ => return None,
    })
}

/// What a key says to the voice sample, as the console's typed lines: Enter says the prompt
/// again, B goes back to the prompt before, Q or Escape pauses it.
pub fn sample_key(event: &Event) -> Option<&'static str> {
    let Event::KeyPressed {
        key, repeat: false, ..
    } = event
    else {
        return None;
    };
    match key {
        Key::Named(Named::Enter) => Some(""),
        Key::Named(Named::Escape) => Some("q"),
        Key::Character(c) => match c.to_lowercase().as_str() {
            "b" => Some("b"),
            "q" => Some("q"),
            _ => None,
        },
        _ => None,
    }
}
