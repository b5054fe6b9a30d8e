//! Text from files and the keyboard made safe to print and to speak: a control character
//! (terminal escapes, NUL, a bell) or a bidirectional override from a PGN file's player name or
//! a refused word must not reach the terminal or the screen reader, where it would move the
//! cursor, recolour the screen, cut the line or reverse what follows (issue 32). Line breaks
//! and tabs stay; everything else of that kind becomes U+FFFD, which readers say as
//! "unknown character".

use std::borrow::Cow;

/// Whether a character must not be printed or spoken as it is.
fn unsafe_char(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The text with every control character replaced by U+FFFD.
pub fn printable(text: &str) -> Cow<'_, str> {
    if text.chars().any(unsafe_char) {
        Cow::Owned(
            text.chars()
                .map(|c| if unsafe_char(c) { '\u{FFFD}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_nuls_are_replaced_and_plain_text_is_left_alone() {
        assert_eq!(
            printable("e9\u{1b}[2J\0\u{7}\u{202E}x"),
            "e9\u{FFFD}[2J\u{FFFD}\u{FFFD}\u{FFFD}x"
        );
        assert!(matches!(
            printable("Jürgen Müller\n1. e4"),
            Cow::Borrowed("Jürgen Müller\n1. e4")
        ));
        assert_eq!(printable("a\u{9b}b"), "a\u{FFFD}b", "a C1 control");
    }
}
