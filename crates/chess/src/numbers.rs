//! Numbers as words in each language ("zwölf", "twelve", "двенадцать"), never as digits:
//! a speech synthesizer reads "12:05" or "e4" unpredictably.

use ansage_shared::language::Language;

const DE_UNITS: [&str; 20] = [
    "null",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "dreizehn",
    "vierzehn",
    "fünfzehn",
    "sechzehn",
    "siebzehn",
    "achtzehn",
    "neunzehn",
];
const DE_TENS: [&str; 10] = [
    "", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig",
];
const EN_UNITS: [&str; 20] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];
const EN_TENS: [&str; 10] = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
];
const RU_UNITS: [&str; 20] = [
    "ноль",
    "один",
    "два",
    "три",
    "четыре",
    "пять",
    "шесть",
    "семь",
    "восемь",
    "девять",
    "десять",
    "одиннадцать",
    "двенадцать",
    "тринадцать",
    "четырнадцать",
    "пятнадцать",
    "шестнадцать",
    "семнадцать",
    "восемнадцать",
    "девятнадцать",
];
const RU_TENS: [&str; 10] = [
    "",
    "",
    "двадцать",
    "тридцать",
    "сорок",
    "пятьдесят",
    "шестьдесят",
    "семьдесят",
    "восемьдесят",
    "девяносто",
];
const RU_HUNDREDS: [&str; 10] = [
    "",
    "сто",
    "двести",
    "триста",
    "четыреста",
    "пятьсот",
    "шестьсот",
    "семьсот",
    "восемьсот",
    "девятьсот",
];

/// A number from 0 to 999 in words (larger numbers fall back to digits).
pub fn number_words(n: u32, lang: Language) -> String {
    if n >= 1000 {
        return n.to_string();
    }
    match lang {
        Language::De => de(n),
        Language::En => en(n),
        Language::Ru => ru(n),
    }
}

fn de(n: u32) -> String {
    let (h, rest) = (n / 100, n % 100);
    let mut out = String::new();
    if h > 0 {
        out.push_str(if h == 1 { "ein" } else { DE_UNITS[h as usize] });
        out.push_str("hundert");
        if rest == 0 {
            return out;
        }
    }
    let rest_words = if rest < 20 {
        if rest == 1 && h > 0 {
            "eins".to_string()
        } else {
            DE_UNITS[rest as usize].to_string()
        }
    } else {
        let (t, u) = (rest / 10, rest % 10);
        match u {
            0 => DE_TENS[t as usize].to_string(),
            1 => format!("einund{}", DE_TENS[t as usize]),
            u => format!("{}und{}", DE_UNITS[u as usize], DE_TENS[t as usize]),
        }
    };
    out.push_str(&rest_words);
    out
}

fn en(n: u32) -> String {
    let (h, rest) = (n / 100, n % 100);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(format!("{} hundred", EN_UNITS[h as usize]));
        if rest == 0 {
            return parts.join(" ");
        }
    }
    if rest < 20 {
        parts.push(EN_UNITS[rest as usize].to_string());
    } else {
        let (t, u) = (rest / 10, rest % 10);
        parts.push(if u == 0 {
            EN_TENS[t as usize].to_string()
        } else {
            format!("{}-{}", EN_TENS[t as usize], EN_UNITS[u as usize])
        });
    }
    parts.join(" ")
}

fn ru(n: u32) -> String {
    let (h, rest) = (n / 100, n % 100);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(RU_HUNDREDS[h as usize].to_string());
        if rest == 0 {
            return parts.join(" ");
        }
    }
    if rest < 20 {
        parts.push(RU_UNITS[rest as usize].to_string());
    } else {
        let (t, u) = (rest / 10, rest % 10);
        parts.push(RU_TENS[t as usize].to_string());
        if u > 0 {
            parts.push(RU_UNITS[u as usize].to_string());
        }
    }
    parts.join(" ")
}

/// A clock reading in words, truncated as a display truncates (never rounded up): hours and
/// minutes from one hour, minutes from ten minutes, minutes and seconds below that, seconds
/// below one minute. "eine Stunde zwölf Minuten", "four minutes twelve seconds",
/// "двадцать одна минута".
pub fn duration_words(ms: u64, lang: Language) -> String {
    let total = ms / 1000;
    let (h, m, s) = (total / 3600, (total / 60) % 60, total % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(unit(h as u32, Unit::Hour, lang));
        if m > 0 {
            parts.push(unit(m as u32, Unit::Minute, lang));
        }
    } else if m >= 10 {
        parts.push(unit(m as u32, Unit::Minute, lang));
    } else if m > 0 {
        parts.push(unit(m as u32, Unit::Minute, lang));
        if s > 0 {
            parts.push(unit(s as u32, Unit::Second, lang));
        }
    } else {
        parts.push(unit(s as u32, Unit::Second, lang));
    }
    parts.join(" ")
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Unit {
    Hour,
    Minute,
    Second,
}

fn unit(n: u32, u: Unit, lang: Language) -> String {
    match lang {
        Language::De => {
            let word = match (u, n == 1) {
                (Unit::Hour, true) => "Stunde",
                (Unit::Hour, false) => "Stunden",
                (Unit::Minute, true) => "Minute",
                (Unit::Minute, false) => "Minuten",
                (Unit::Second, true) => "Sekunde",
                (Unit::Second, false) => "Sekunden",
            };
            let num = if n == 1 { "eine".to_string() } else { de(n) };
            format!("{num} {word}")
        }
        Language::En => {
            let word = match (u, n == 1) {
                (Unit::Hour, true) => "hour",
                (Unit::Hour, false) => "hours",
                (Unit::Minute, true) => "minute",
                (Unit::Minute, false) => "minutes",
                (Unit::Second, true) => "second",
                (Unit::Second, false) => "seconds",
            };
            format!("{} {word}", en(n))
        }
        Language::Ru => {
            // Russian agrees with the last digit: 1 минута, 2-4 минуты, 5-20 минут.
            let (last, teen) = (n % 10, (11..=19).contains(&(n % 100)));
            let form = if teen {
                2
            } else {
                match last {
                    1 => 0,
                    2..=4 => 1,
                    _ => 2,
                }
            };
            let word = match u {
                Unit::Hour => ["час", "часа", "часов"][form],
                Unit::Minute => ["минута", "минуты", "минут"][form],
                Unit::Second => ["секунда", "секунды", "секунд"][form],
            };
            let mut num = ru(n);
            if u != Unit::Hour && !teen {
                if last == 1 {
                    num = format!("{}одна", num.strip_suffix("один").unwrap_or(&num));
                } else if last == 2 {
                    num = format!("{}две", num.strip_suffix("два").unwrap_or(&num));
                }
            }
            format!("{num} {word}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::{Lexicon, read_number};

    #[test]
    fn words() {
        assert_eq!(number_words(12, Language::De), "zwölf");
        assert_eq!(number_words(58, Language::De), "achtundfünfzig");
        assert_eq!(number_words(21, Language::De), "einundzwanzig");
        assert_eq!(number_words(101, Language::De), "einhunderteins");
        assert_eq!(number_words(42, Language::En), "forty-two");
        assert_eq!(number_words(25, Language::Ru), "двадцать пять");
    }

    #[test]
    fn durations_truncate_like_a_display() {
        let ms = |h: u64, m: u64, s: u64| (h * 3600 + m * 60 + s) * 1000;
        assert_eq!(
            duration_words(ms(1, 12, 59) + 999, Language::De),
            "eine Stunde zwölf Minuten"
        );
        assert_eq!(
            duration_words(ms(0, 58, 59), Language::De),
            "achtundfünfzig Minuten"
        );
        assert_eq!(
            duration_words(ms(0, 4, 12), Language::En),
            "four minutes twelve seconds"
        );
        assert_eq!(
            duration_words(ms(0, 0, 59) + 999, Language::En),
            "fifty-nine seconds"
        );
        assert_eq!(duration_words(ms(2, 0, 0), Language::En), "two hours");
        assert_eq!(
            duration_words(ms(0, 21, 0), Language::Ru),
            "двадцать одна минута"
        );
        assert_eq!(
            duration_words(ms(0, 12, 5), Language::Ru),
            "двенадцать минут"
        );
        assert_eq!(
            duration_words(ms(0, 2, 32), Language::Ru),
            "две минуты тридцать две секунды"
        );
        assert_eq!(
            duration_words(ms(1, 1, 0), Language::Ru),
            "один час одна минута"
        );
    }

    #[test]
    fn spoken_numbers_are_understood_back() {
        let lex = Lexicon::builtin();
        for lang in Language::ALL {
            for n in 1..100 {
                let text = number_words(n, lang);
                let words = lex.tokenize(&text);
                assert_eq!(read_number(&words), Some((n, words.len())), "{lang} {text}");
            }
        }
    }
}
