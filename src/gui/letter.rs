//! Which letter a key press means, on any keyboard layout.
//!
//! The window's commands are letters. What a key types depends on the active layout: with a
//! Russian layout the T key types "е", so matching the typed character alone left every letter
//! key dead there, and a German player's "J" (ja) did nothing. Two rules, in this order:
//!
//! - **Answers follow the key's label.** The letters a language answers with (J or Y and N in
//!   German, Y and N in English, Д or Y and Н or N in Russian) answer yes or no when the key
//!   types them, without Shift, Ctrl or Alt. A confirmation plays a move, so the letter the
//!   player reads on the key decides: on a Russian layout the key that types "Н" says no, even
//!   though it is the Y key of an English layout.
//! - **Commands follow the key's place.** A key that types a Latin letter means that letter (as
//!   labelled on French, German and other Latin layouts); a key that types a letter of another
//!   alphabet means the Latin letter at its place on a US keyboard (iced's `Key::to_latin`, the
//!   convention of browsers and screen readers' own keys). Shift with a letter never answers:
//!   on a Russian layout, Shift+L is the L command that "Д" (yes) shadows there.

use iced::keyboard::{Key, Modifiers, key::Physical};

use crate::shared::language::Language;

/// What a letter key means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Letter {
    Yes,
    No,
    /// A command letter, lower case ASCII.
    Command(char),
}

/// The letters that answer yes and no in a language, lower case.
fn answers(language: Language) -> (&'static [char], &'static [char]) {
    match language {
        Language::De => (&['j', 'y'], &['n']),
        Language::En => (&['y'], &['n']),
        Language::Ru => (&['д', 'y'], &['н', 'n']),
    }
}

fn answer(language: Language, c: char) -> Option<Letter> {
    let (yes, no) = answers(language);
    if yes.contains(&c) {
        Some(Letter::Yes)
    } else if no.contains(&c) {
        Some(Letter::No)
    } else {
        None
    }
}

/// The letter a key press means in this UI language, if it is a letter key.
pub fn letter(
    key: &Key,
    physical: Physical,
    modifiers: Modifiers,
    language: Language,
) -> Option<Letter> {
    let Key::Character(typed) = key else {
        return None;
    };
    let plain = !(modifiers.shift() || modifiers.control() || modifiers.alt());
    let typed = typed.chars().next()?.to_lowercase().next()?;
    if plain && let Some(a) = answer(language, typed) {
        return Some(a);
    }
    let latin = key.to_latin(physical)?.to_ascii_lowercase();
    if !latin.is_ascii_alphabetic() {
        return None;
    }
    if plain && let Some(a) = answer(language, latin) {
        return Some(a);
    }
    Some(Letter::Command(latin))
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::keyboard::key::Code;

    fn press(typed: &str, code: Code, modifiers: Modifiers, language: Language) -> Option<Letter> {
        letter(
            &Key::Character(typed.into()),
            Physical::Code(code),
            modifiers,
            language,
        )
    }

    const NONE: Modifiers = Modifiers::empty();

    #[test]
    fn a_russian_layout_reaches_every_command_by_its_place() {
        // ЙЦУКЕН: T types "е", R "к", P "з".
        for (typed, code, latin) in [
            ("е", Code::KeyT, 't'),
            ("к", Code::KeyR, 'r'),
            ("з", Code::KeyP, 'p'),
        ] {
            for language in Language::ALL {
                assert_eq!(
                    press(typed, code, NONE, language),
                    Some(Letter::Command(latin))
                );
            }
        }
        assert_eq!(
            press("Й", Code::KeyQ, Modifiers::CTRL, Language::Ru),
            Some(Letter::Command('q'))
        );
    }

    #[test]
    fn answers_follow_the_label_in_the_players_language() {
        assert_eq!(
            press("j", Code::KeyJ, NONE, Language::De),
            Some(Letter::Yes)
        );
        assert_eq!(
            press("j", Code::KeyJ, NONE, Language::En),
            Some(Letter::Command('j'))
        );
        // German QWERTZ: the key labelled Y sits where a US keyboard has Z.
        assert_eq!(
            press("y", Code::KeyZ, NONE, Language::De),
            Some(Letter::Yes)
        );
        assert_eq!(
            press("z", Code::KeyY, NONE, Language::De),
            Some(Letter::Command('z'))
        );
        // Russian layout, Russian UI: "Д" is on L, "Н" on Y; N types "т".
        assert_eq!(
            press("д", Code::KeyL, NONE, Language::Ru),
            Some(Letter::Yes)
        );
        assert_eq!(press("н", Code::KeyY, NONE, Language::Ru), Some(Letter::No));
        assert_eq!(press("т", Code::KeyN, NONE, Language::Ru), Some(Letter::No));
        // Caps Lock types upper case without Shift.
        assert_eq!(
            press("Д", Code::KeyL, NONE, Language::Ru),
            Some(Letter::Yes)
        );
        // Russian UI on a Latin layout.
        assert_eq!(
            press("y", Code::KeyY, NONE, Language::Ru),
            Some(Letter::Yes)
        );
        // A German player with a Russian layout active: the keys' places.
        assert_eq!(
            press("н", Code::KeyY, NONE, Language::De),
            Some(Letter::Yes)
        );
        assert_eq!(
            press("д", Code::KeyL, NONE, Language::De),
            Some(Letter::Command('l'))
        );
    }

    #[test]
    fn shift_and_ctrl_never_answer() {
        assert_eq!(
            press("Д", Code::KeyL, Modifiers::SHIFT, Language::Ru),
            Some(Letter::Command('l'))
        );
        assert_eq!(
            press("Y", Code::KeyY, Modifiers::SHIFT, Language::En),
            Some(Letter::Command('y'))
        );
        assert_eq!(
            press("n", Code::KeyN, Modifiers::CTRL, Language::De),
            Some(Letter::Command('n'))
        );
    }

    #[test]
    fn digits_and_named_keys_are_not_letters() {
        assert_eq!(press("1", Code::Digit1, NONE, Language::De), None);
        assert_eq!(
            letter(
                &Key::Named(iced::keyboard::key::Named::Enter),
                Physical::Code(Code::Enter),
                NONE,
                Language::De
            ),
            None
        );
    }
}
