//! Numbers as words in each language ("zwölf", "twelve", "двенадцать"), never as digits:
//! a speech synthesizer reads "12:05" or "e4" unpredictably.

use super::lexicon::Language;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lexicon::{Lexicon, read_number};

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
