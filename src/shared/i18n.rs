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
    (Language::De, include_str!("../../assets/i18n/de.ftl")),
    (Language::En, include_str!("../../assets/i18n/en.ftl")),
    (Language::Ru, include_str!("../../assets/i18n/ru.ftl")),
];

/// The billiards messages, by language (loaded into the same bundles).
pub const BILLIARDS_FTL: [(Language, &str); 3] = [
    (
        Language::De,
        include_str!("../../assets/i18n/billiards-de.ftl"),
    ),
    (
        Language::En,
        include_str!("../../assets/i18n/billiards-en.ftl"),
    ),
    (
        Language::Ru,
        include_str!("../../assets/i18n/billiards-ru.ftl"),
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

/// A message by its id with string arguments; an unknown id comes back as itself.
pub fn t(lang: Language, id: &str, args: &[(&str, String)]) -> String {
    let b = bundle(lang);
    let Some(pattern) = b.get_message(id).and_then(|m| m.value()) else {
        return id.to_string();
    };
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        fargs.set(*k, FluentValue::from(v.clone()));
    }
    let mut errors = Vec::new();
    b.format_pattern(pattern, Some(&fargs), &mut errors)
        .into_owned()
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
