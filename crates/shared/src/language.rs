//! The languages Ansage speaks and listens in, and the folding of a word for lookup: the same
//! normalisation serves the chess lexicon, the billiards lexicon, the pronunciation tables and
//! the recognizers' dictionaries, so a word written "Läufer", "Laeufer" or "LÄUFER" is one word
//! everywhere.

use super::choice::NotOneOf;
use std::fmt;
use std::str::FromStr;

/// A language of the lexicons, the announcements and the messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    De,
    En,
    Ru,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::De, Language::En, Language::Ru];

    pub fn code(self) -> &'static str {
        match self {
            Language::De => "de",
            Language::En => "en",
            Language::Ru => "ru",
        }
    }

    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language of a locale as the system names it: POSIX (`de_DE.UTF-8`, `ru_RU@euro`,
    /// `en`), BCP 47 as Windows gives it (`de-AT`, `ru-RU`), or a colon list as in
    /// `LANGUAGE` (the first one Ansage speaks); `C` and `POSIX` name none.
    pub fn from_locale(locale: &str) -> Option<Language> {
        locale.split(':').find_map(|one| {
            let lang = one
                .split(['_', '-', '.', '@'])
                .next()
                .unwrap_or("")
                .to_ascii_lowercase();
            Language::from_code(&lang)
        })
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Language {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<Language, NotOneOf> {
        Language::from_code(s).ok_or_else(|| NotOneOf::new("language", s, &["de", "en", "ru"]))
    }
}

/// Folds a word for lookup: lower case, umlauts and ß spelled out, ё as е, punctuation dropped.
pub fn normalize(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for ch in word.chars().flat_map(char::to_lowercase) {
        match ch {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            'ё' => out.push('е'),
            c if c.is_alphanumeric() => out.push(c),
            _ => {}
        }
    }
    out
}

/// Splits a phrase into normalized tokens; hyphens and slashes separate words.
pub fn split(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, '-' | '–' | '/' | ',' | ';' | ':'))
        .map(normalize)
        .filter(|w| !w.is_empty())
        .collect()
}

/// The same word with umlauts dropped instead of spelled out ("Laufer", "funf"), as a
/// recognizer or a keyboard without umlauts may give it; `None` when it has no umlaut.
pub fn without_umlauts(word: &str) -> Option<String> {
    if !word
        .chars()
        .any(|c| matches!(c, 'ä' | 'ö' | 'ü' | 'Ä' | 'Ö' | 'Ü'))
    {
        return None;
    }
    Some(
        word.chars()
            .map(|c| match c {
                'ä' | 'Ä' => 'a',
                'ö' | 'Ö' => 'o',
                'ü' | 'Ü' => 'u',
                c => c,
            })
            .collect(),
    )
}

/// The text with its first letter in upper case ("weiß" -> "Weiß").
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language() {
        for (locale, lang) in [
            ("de_DE.UTF-8", Some(Language::De)),
            ("de_AT", Some(Language::De)),
            ("ru_RU.KOI8-R", Some(Language::Ru)),
            ("en_GB.UTF-8", Some(Language::En)),
            ("de-CH", Some(Language::De)),
            ("ru", Some(Language::Ru)),
            ("fr_FR:de_DE", Some(Language::De)),
            ("sr_RS@latin", None),
            ("C.UTF-8", None),
            ("POSIX", None),
            ("", None),
        ] {
            assert_eq!(Language::from_locale(locale), lang, "{locale}");
        }
    }

    #[test]
    fn words_fold_to_one_spelling_and_codes_round_trip() {
        assert_eq!(normalize("LÄUFER"), normalize("Laeufer"));
        assert_eq!(normalize("чёрные"), "черные");
        assert_eq!(
            split("e2-e4, Springer/f3"),
            vec!["e2", "e4", "springer", "f3"]
        );
        assert_eq!(without_umlauts("fünf").as_deref(), Some("funf"));
        assert_eq!(without_umlauts("vier"), None);
        assert_eq!(capitalized("weiß"), "Weiß");
        for l in Language::ALL {
            assert_eq!(l.code().parse::<Language>(), Ok(l));
        }
        assert!("fr".parse::<Language>().unwrap_err().allowed == ["de", "en", "ru"]);
    }
}
