//! A mistake in a value the user gave (a time, a clock, a position): what is wrong, kept as a
//! message of the catalogues and its arguments, so that it is said in the user's language
//! wherever it is met (the command line, `set`, the settings file). Its `Display` is English,
//! for logs and for what reads it without a language.

use super::i18n;
use super::language::Language;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    id: &'static str,
    args: Vec<(&'static str, String)>,
    /// The mistake inside this one, said as its argument `why`.
    why: Option<Box<Mistake>>,
}

impl Mistake {
    pub fn new(id: &'static str, args: &[(&'static str, String)]) -> Mistake {
        Mistake {
            id,
            args: args.to_vec(),
            why: None,
        }
    }

    /// This mistake as the reason of a wider one ("the clock … does not work: {why}").
    pub fn within(self, id: &'static str, args: &[(&'static str, String)]) -> Mistake {
        Mistake {
            why: Some(Box::new(self)),
            ..Mistake::new(id, args)
        }
    }

    /// The mistake in words, in `lang`.
    pub fn words(&self, lang: Language) -> String {
        let mut args: Vec<(&str, String)> = self.args.clone();
        if let Some(why) = &self.why {
            args.push(("why", why.words(lang)));
        }
        i18n::t(lang, self.id, &args)
    }
}

impl std::fmt::Display for Mistake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Language::En))
    }
}

impl std::error::Error for Mistake {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistake_is_said_in_each_language_with_the_one_inside_it() {
        let inner = Mistake::new("time-not-a-time", &[("text", "zz".into())]);
        let outer = inner.within("clock-bad", &[("spec", "zz".into())]);
        assert_eq!(
            outer.words(Language::De),
            "die Uhr „zz“ geht nicht: „zz“ ist keine Zeit"
        );
        assert_eq!(outer.to_string(), "bad clock \"zz\": \"zz\" is not a time");
        assert!(outer.words(Language::Ru).contains("«zz»"));
    }
}
