//! The message catalogues: the Fluent files of both games and of the windows
//! (`assets/i18n/{de,en,ru}.ftl` and `billiards-{de,en,ru}.ftl`, compiled in), one bundle per
//! language, and `t()`, which puts a message with its arguments into words. The domains prepare
//! the arguments (numbers as words, the grammatical forms a sentence needs); this module only
//! looks the patterns up.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::language::Language;

/// The chess messages, the windows' texts and the device messages, by language.
pub const FTL: [(Language, &str); 3] = [
    (Language::De, include_str!("../../../assets/i18n/de.ftl")),
    (Language::En, include_str!("../../../assets/i18n/en.ftl")),
    (Language::Ru, include_str!("../../../assets/i18n/ru.ftl")),
];

/// The billiards messages, by language (loaded into the same bundles).
pub const BILLIARDS_FTL: [(Language, &str); 3] = [
    (
        Language::De,
        include_str!("../../../assets/i18n/billiards-de.ftl"),
    ),
    (
        Language::En,
        include_str!("../../../assets/i18n/billiards-en.ftl"),
    ),
    (
        Language::Ru,
        include_str!("../../../assets/i18n/billiards-ru.ftl"),
    ),
];

fn source(all: &[(Language, &'static str); 3], lang: Language) -> &'static str {
    all.iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, text)| *text)
        .unwrap_or_default()
}

fn bundle(lang: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<(Language, FluentBundle<FluentResource>)>> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| {
        Language::ALL
            .iter()
            .map(|l| {
                let id = l.code().parse().expect("language codes are valid tags");
                let mut b = FluentBundle::new_concurrent(vec![id]);
                // Plain text for speech and terminals: no Unicode isolation marks.
                b.set_use_isolating(false);
                for (name, text) in [
                    ("", source(&FTL, *l)),
                    ("billiards-", source(&BILLIARDS_FTL, *l)),
                ] {
                    let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(_, e)| {
                        panic!("{name}{l}.ftl does not parse: {e:?} (checked by tests)")
                    });
                    b.add_resource(res).expect("no message is defined twice");
                }
                (*l, b)
            })
            .collect()
    });
    &all.iter()
        .find(|(l, _)| *l == lang)
        .expect("every language has a file")
        .1
}

/// A message's argument: text, put in as it is, or a count, which the message's plural
/// selectors put into the right form by the language's CLDR plural rules ("1 Halbzug",
/// "2 Halbzüge"; «1 полуход», «2 полухода», «5 полуходов», «21 полуход»).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Count(i64),
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
count_from!(u8, u16, u32, u64, usize, i32, i64);

/// A message by its id with text arguments; an unknown id comes back as itself.
pub fn t(lang: Language, id: &str, args: &[(&str, String)]) -> String {
    let args: Vec<(&str, Arg)> = args.iter().map(|(k, v)| (*k, Arg::from(v))).collect();
    tc(lang, id, &args)
}

/// A message by its id with arguments among which are counts.
pub fn tc(lang: Language, id: &str, args: &[(&str, Arg)]) -> String {
    format(lang, id, args).map_or_else(|| id.to_string(), |(text, _)| text)
}

/// A message put into words with the errors Fluent met (a missing argument, say); `None` for
/// an unknown id. The app shows what Fluent made of it either way; the tests want the errors.
fn format(
    lang: Language,
    id: &str,
    args: &[(&str, Arg)],
) -> Option<(String, Vec<fluent_bundle::FluentError>)> {
    let b = bundle(lang);
    let pattern = b.get_message(id).and_then(|m| m.value())?;
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        match v {
            Arg::Text(s) => fargs.set(*k, FluentValue::from(s.as_str())),
            Arg::Count(n) => fargs.set(*k, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let text = b
        .format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned();
    Some((text, errors))
}

/// Why a file could not be read or written, in the player's language (the system's message
/// where there is no sentence of Ansage's own for it).
pub fn file_problem(lang: Language, e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let id = match e.kind() {
        ErrorKind::NotFound => "file-not-found",
        ErrorKind::PermissionDenied => "file-no-permission",
        ErrorKind::IsADirectory => "file-is-folder",
        ErrorKind::NotADirectory => "file-path-not-folder",
        ErrorKind::AlreadyExists => "file-exists",
        ErrorKind::StorageFull => "file-disk-full",
        ErrorKind::QuotaExceeded => "file-quota",
        ErrorKind::ReadOnlyFilesystem => "file-read-only",
        ErrorKind::FileTooLarge => "file-too-large",
        ErrorKind::InvalidFilename => "file-bad-name",
        ErrorKind::InvalidData => "file-not-text",
        // The system's words (English: Rust does not ask the C library for the user's).
        _ => return t(lang, "file-system-error", &[("error", e.to_string())]),
    };
    t(lang, id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(text: &str) -> Vec<String> {
        let mut v: Vec<String> = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with(' ') && l.contains(" ="))
            .map(|l| l.split(" =").next().unwrap_or("").to_string())
            .collect();
        v.sort();
        v
    }

    /// Each message's source text (its first line and the indented lines after it).
    fn messages(text: &str) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for line in text.lines() {
            if line.starts_with(' ') {
                if let Some((_, body)) = out.last_mut() {
                    body.push('\n');
                    body.push_str(line);
                }
            } else if let Some((id, _)) = line.split_once(" =").filter(|_| !line.starts_with('#')) {
                out.push((id.to_string(), line.to_string()));
            }
        }
        out
    }

    /// The arguments that carry counts (the rest are text).
    const COUNTS: [&str; 19] = [
        "n", "max", "count", "total", "learnt", "percent", "size", "depth", "done", "number", "sa",
        "sb", "fa", "fb", "ta", "tb", "balls", "files", "folders",
    ];

    fn render(lang: Language, id: &str, body: &str, count: i64) -> String {
        let mut names: Vec<String> = Vec::new();
        for var in body.split('$').skip(1) {
            let name: String = var
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !names.contains(&name) {
                names.push(name);
            }
        }
        let args: Vec<(&str, Arg)> = names
            .iter()
            .map(|name| {
                let value = if COUNTS.contains(&name.as_str()) {
                    Arg::Count(count)
                } else {
                    Arg::Text("X".into())
                };
                (name.as_str(), value)
            })
            .collect();
        let (text, errors) = format(lang, id, &args).expect(id);
        assert!(errors.is_empty(), "{lang} {id} with {count}: {errors:?}");
        text
    }

    /// Every message of every language renders with the counts 1, 2, 5 and 21 (the CLDR
    /// categories of German, English and Russian: one; other; few; many; and 21, which is
    /// "one" in Russian); where a count stands before a word, the word follows the count
    /// (a plural selector), unless it is the same in every form.
    #[test]
    fn every_message_renders_with_1_2_5_and_21_and_counted_words_agree() {
        // Words that stay the same after any count, or are no counted nouns.
        let invariant = [
            "Prozent", "MB", "s", "von", "zu", "aus", "Zeichen", "of", "to", "из", "МБ", "с",
            "percent", "Uhr", "left",
        ];
        let mut bare_counts = Vec::new();
        for catalogue in [FTL, BILLIARDS_FTL] {
            for (lang, text) in catalogue {
                for (id, body) in messages(text) {
                    let forms: Vec<String> = [1, 2, 5, 21]
                        .iter()
                        .map(|n| render(lang, &id, &body, *n))
                        .collect();
                    for var in COUNTS {
                        let bare = format!("{{ ${var} }} ");
                        for (at, _) in body.match_indices(&bare) {
                            let word: String = body[at + bare.len()..]
                                .chars()
                                .take_while(|c| c.is_alphabetic())
                                .collect();
                            // A number after its noun is a label ("Zug { $n }", "Satz
                            // { $number }"), not a count.
                            let label = body[..at]
                                .strip_suffix(' ')
                                .and_then(|b| b.chars().last())
                                .is_some_and(char::is_alphabetic);
                            if label || word.is_empty() || invariant.contains(&word.as_str()) {
                                continue;
                            }
                            // The word is right after the count: it must come from a
                            // selector on that count, which the source then has.
                            if !body.contains(&format!("{{ ${var} ->")) {
                                bare_counts
                                    .push(format!("{lang} {id}: {{ ${var} }} {word}: {forms:?}"));
                            }
                        }
                    }
                }
            }
        }
        assert!(bare_counts.is_empty(), "{}", bare_counts.join("\n"));
    }

    /// A full disk, a read-only disk and the rarer troubles are said in the user's language
    /// (before, only three kinds were, and the rest came in the system's English).
    #[test]
    fn file_troubles_are_said_in_the_users_language() {
        use std::io::{Error, ErrorKind};
        let full = Error::from(ErrorKind::StorageFull);
        assert_eq!(
            file_problem(Language::De, &full),
            "der Datenträger ist voll"
        );
        assert_eq!(file_problem(Language::Ru, &full), "диск заполнен");
        assert_eq!(
            file_problem(Language::En, &Error::from(ErrorKind::ReadOnlyFilesystem)),
            "the disk is read-only"
        );
        // Writing to /dev/full is what a full disk does to a save.
        #[cfg(target_os = "linux")]
        {
            use std::io::Write;
            let e = std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .and_then(|mut f| f.write_all(b"x").and_then(|()| f.flush()))
                .unwrap_err();
            assert_eq!(file_problem(Language::De, &e), "der Datenträger ist voll");
        }
        let other = Error::other("wire cut");
        assert_eq!(file_problem(Language::De, &other), "Systemfehler: wire cut");
    }

    #[test]
    fn counted_words_take_their_forms() {
        let cases: [(Language, &str, &str, [&str; 4]); 8] = [
            (
                Language::De,
                "pgn-loaded",
                "n",
                ["ein Halbzug.", "2 Halbzüge.", "5 Halbzüge.", "21 Halbzüge."],
            ),
            (
                Language::En,
                "pgn-loaded",
                "n",
                [
                    "one half-move.",
                    "2 half-moves.",
                    "5 half-moves.",
                    "21 half-moves.",
                ],
            ),
            (
                Language::Ru,
                "pgn-loaded",
                "n",
                ["1 полуход.", "2 полухода.", "5 полуходов.", "21 полуход."],
            ),
            (
                Language::Ru,
                "bil-remaining",
                "n",
                ["1 очко.", "2 очка.", "5 очков.", "21 очко."],
            ),
            (
                Language::De,
                "bil-remaining",
                "n",
                [
                    "ein Punkt auf",
                    "2 Punkte auf",
                    "5 Punkte auf",
                    "21 Punkte auf",
                ],
            ),
            (
                Language::Ru,
                "bil-race-to",
                "n",
                ["до 1 победы", "до 2 побед", "до 5 побед", "до 21 победы"],
            ),
            (
                Language::Ru,
                "bil-shot-clock-on",
                "n",
                ["1 секунда", "2 секунды", "5 секунд", "21 секунда"],
            ),
            (
                Language::De,
                "sample-learnt",
                "total",
                [
                    "von einem Satz",
                    "von 2 Sätzen",
                    "von 5 Sätzen",
                    "von 21 Sätzen",
                ],
            ),
        ];
        for (lang, id, var, want) in cases {
            for (n, want) in [1, 2, 5, 21].into_iter().zip(want) {
                let mut args = vec![
                    (var, Arg::Count(n)),
                    ("white", Arg::from("A")),
                    ("black", Arg::from("B")),
                ];
                if id == "sample-learnt" {
                    args.push(("learnt", Arg::Count(n)));
                }
                let text = tc(lang, id, &args);
                assert!(text.contains(want), "{lang} {id} {n}: {text}");
            }
        }
    }

    #[test]
    fn the_three_languages_have_the_same_messages_and_all_parse() {
        for catalogue in [FTL, BILLIARDS_FTL] {
            let de = ids(catalogue[0].1);
            assert!(de.len() > 100, "{}", de.len());
            for (lang, text) in catalogue {
                assert_eq!(ids(text), de, "{lang}");
                FluentResource::try_new(text.to_string())
                    .unwrap_or_else(|(_, e)| panic!("{lang}: {e:?}"));
            }
        }
        assert_eq!(t(Language::En, "no-such-message", &[]), "no-such-message");
    }
}
