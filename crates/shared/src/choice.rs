//! A word that is none of the words a setting takes ("--style xx", `style = "xx"` in the
//! settings file): the error of every setting parsed from a name. It keeps the words taken,
//! so that the command line can list them in the user's language, not only in this English
//! sentence.

use std::fmt;

/// The word given for a setting, and the words the setting takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotOneOf {
    /// What the setting is, in English, for logs and the settings file ("style").
    pub what: &'static str,
    pub given: String,
    /// The words taken, in the order they are listed.
    pub allowed: &'static [&'static str],
}

impl NotOneOf {
    pub fn new(what: &'static str, given: &str, allowed: &'static [&'static str]) -> NotOneOf {
        NotOneOf {
            what,
            given: given.to_string(),
            allowed,
        }
    }
}

impl fmt::Display for NotOneOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} {:?} ({})",
            self.what,
            self.given,
            self.allowed.join(", ")
        )
    }
}

impl std::error::Error for NotOneOf {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_the_word_and_the_words_taken() {
        let e = NotOneOf::new("style", "xx", &["ibca", "en"]);
        assert_eq!(e.to_string(), "unknown style \"xx\" (ibca, en)");
    }
}
