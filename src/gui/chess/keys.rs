//! The window's keys: one table, so that the help screen, the spoken help and the key handling
//! cannot disagree. iced gives buttons no keyboard focus and exposes nothing to screen readers,
//! so every action of the window has a key here and Ansage speaks the result itself.

use iced::keyboard::{Event, Key, Modifiers, key::Named, key::Physical};

use crate::gui::letter::{Letter, letter};
use crate::shared::language::Language;

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
    /// The diagonals through the cursor's square, what attacks it, where its piece can go.
    Diagonals,
    Attacks,
    Reach,
    Material,
    Pawns,
    /// The details of the last answer.
    More,
    /// What can be said now.
    WhatToSay,
    /// The game looked back on by its times.
    Report,
    /// The device statement for the arbiter.
    Statement,
    /// The second window for the sighted opponent across the table, opened or closed.
    Across,
    /// The cursor's file, rank or diagonals played as notes in stereo.
    ScanFile,
    ScanRank,
    ScanDiagonals,
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

/// The key list of the help screen: the message ids of the key's name (as printed on the
/// keyboards of the player's language) and of what it does.
pub const KEYS: &[(&str, &str)] = &[
    ("keyname-key-help", "key-help"),
    ("keyname-key-arrows", "key-arrows"),
    ("keyname-key-enter", "key-enter"),
    ("keyname-key-space", "key-space"),
    ("keyname-key-type", "key-type"),
    ("keyname-key-yes", "key-yes"),
    ("keyname-key-no", "key-no"),
    ("keyname-key-clock", "key-clock"),
    ("keyname-key-number", "key-number"),
    ("keyname-key-last", "key-last"),
    ("keyname-key-all", "key-all"),
    ("keyname-key-pieces", "key-pieces"),
    ("keyname-key-file", "key-file"),
    ("keyname-key-rank", "key-rank"),
    ("keyname-key-diagonals", "key-diagonals"),
    ("keyname-key-attacks", "key-attacks"),
    ("keyname-key-reach", "key-reach"),
    ("keyname-key-material", "key-material"),
    ("keyname-key-pawns", "key-pawns"),
    ("keyname-key-more", "key-more"),
    ("keyname-key-what-to-say", "key-what-to-say"),
    ("keyname-key-report", "key-report"),
    ("keyname-key-touched", "key-touched"),
    ("keyname-key-flip", "key-flip"),
    ("keyname-key-hint", "key-hint"),
    ("keyname-key-replay", "key-replay"),
    ("keyname-key-dispute", "key-dispute"),
    ("keyname-key-statement", "key-statement"),
    ("keyname-key-across", "key-across"),
    ("keyname-key-scan", "key-scan"),
    ("keyname-key-review", "key-review"),
    ("keyname-key-escape", "key-escape"),
    ("keyname-key-settings", "key-settings"),
    ("keyname-key-menu", "key-menu"),
    ("keyname-key-quit", "key-quit"),
];

/// The action of a key event on the game screen, if it has one. Repeats of a held key move the
/// cursor on but do not press push-to-talk again. Letters are read by `letter`: answers by the
/// key's label in the player's language, commands by the key's place on any layout.
pub fn action(event: &Event, language: Language) -> Option<Action> {
    match event {
        Event::KeyPressed {
            key,
            physical_key,
            modifiers,
            repeat,
            ..
        } => pressed(key, *physical_key, *modifiers, *repeat, language),
        Event::KeyReleased {
            key: Key::Named(Named::Space),
            ..
        } => Some(Action::TalkReleased),
        _ => None,
    }
}

fn pressed(
    key: &Key,
    physical: Physical,
    modifiers: Modifiers,
    repeat: bool,
    language: Language,
) -> Option<Action> {
    use Action::*;
    if let Key::Named(named) = key {
        return Some(match named {
            Named::F1 => Help,
            Named::F2 => Settings,
            Named::F3 => Statement,
            Named::F4 => Across,
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
        });
    }
    if repeat {
        return None;
    }
    Some(match letter(key, physical, modifiers, language)? {
        Letter::Yes => Yes,
        Letter::No => No,
        Letter::Command('q') if modifiers.control() => Quit,
        Letter::Command(_) if modifiers.control() || modifiers.alt() => return None,
        Letter::Command(c) => match c {
            'h' => Help,
            't' => Type,
            'c' => Clock,
            'm' => MoveNumber,
            'l' => LastMove,
            'a' if modifiers.shift() => ScanRank,
            'a' => AllMoves,
            'p' if modifiers.shift() => Pieces(shakmaty::Color::Black),
            'p' => Pieces(shakmaty::Color::White),
            'f' if modifiers.shift() => ScanFile,
            'f' => File,
            'r' if modifiers.shift() => Report,
            'r' => Rank,
            'b' if modifiers.shift() => ScanDiagonals,
            'b' => Diagonals,
            'u' => Attacks,
            'w' => Reach,
            'e' => Material,
            's' => Pawns,
            'o' => More,
            'k' => WhatToSay,
            'g' => Touched,
            'x' => Flip,
            'i' => Hint,
            'v' => Replay,
            'd' => Dispute,
            _ => return None,
        },
    })
}

/// What a key does on a menu screen (start, new game, settings, help).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuKey {
    Up,
    Down,
    /// Home and End: the first and the last item.
    First,
    Last,
    Left,
    Right,
    Enter,
    Back,
    Help,
    Quit,
}

pub fn menu_key(event: &Event) -> Option<MenuKey> {
    let Event::KeyPressed {
        key,
        physical_key,
        modifiers,
        ..
    } = event
    else {
        return None;
    };
    Some(match key {
        Key::Named(Named::ArrowUp) => MenuKey::Up,
        Key::Named(Named::ArrowDown) => MenuKey::Down,
        Key::Named(Named::Home) => MenuKey::First,
        Key::Named(Named::End) => MenuKey::Last,
        Key::Named(Named::ArrowLeft) => MenuKey::Left,
        Key::Named(Named::ArrowRight) => MenuKey::Right,
        Key::Named(Named::Enter) => MenuKey::Enter,
        Key::Named(Named::Escape) | Key::Named(Named::F10) => MenuKey::Back,
        Key::Named(Named::F1) => MenuKey::Help,
        _ if modifiers.control() && key.to_latin(*physical_key) == Some('q') => MenuKey::Quit,
        _ => return None,
    })
}

/// What a key says to the voice sample, as the console's typed lines: Enter says the prompt
/// again, B goes back to the prompt before, Q or Escape pauses it.
pub fn sample_key(event: &Event) -> Option<&'static str> {
    let Event::KeyPressed {
        key,
        physical_key,
        repeat: false,
        ..
    } = event
    else {
        return None;
    };
    match key {
        Key::Named(Named::Enter) => Some(""),
        Key::Named(Named::Escape) => Some("q"),
        _ => match key.to_latin(*physical_key)?.to_ascii_lowercase() {
            'b' => Some("b"),
            'q' => Some("q"),
            _ => None,
        },
    }
}
