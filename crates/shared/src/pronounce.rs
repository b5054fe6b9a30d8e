//! Pronunciation: the blind-chess words must sound right in whatever voice speaks them. An
//! English voice reads "eins" as "ines" and "Springer" as an English name; a Russian voice
//! cannot read Latin letters at all. Each voice language gets the German words respelled in its
//! own spelling, and plain letters spelled as their names, so that a square is never read as a
//! word ("a") or a number with a unit ("c" after a number as Celsius). Pure: text in, text out.

use super::language::{Language, normalize};

/// German blind-chess words as an English voice should say them ("Anna" it says as written:
/// "ahnah" was heard as "David" once recordings lost their trailing silence).
const EN: &[(&str, &str)] = &[
    ("bella", "bellah"),
    ("cesar", "tsay-zar"),
    ("david", "dahveed"),
    ("eva", "ehva"),
    ("felix", "faylix"),
    ("gustav", "goostahf"),
    ("hector", "hector"),
    ("eins", "eyns"),
    ("zwei", "zwai"),
    ("drei", "dry"),
    ("vier", "feer"),
    ("fuenf", "foonf"),
    ("sechs", "zex"),
    ("sieben", "zeeben"),
    ("acht", "ahkht"),
    ("koenig", "kernig"),
    ("dame", "dahmeh"),
    ("turm", "toorm"),
    ("laeufer", "loyfer"),
    ("springer", "schpringer"),
    ("bauer", "bower"),
    ("schlaegt", "shlaygt"),
    ("kurze", "koortseh"),
    ("lange", "langeh"),
    ("rochade", "roshahdeh"),
    ("umwandlung", "oomvandloong"),
    ("schach", "shahk"),
    ("matt", "maht"),
    ("a", "ay"),
    ("c", "see"),
    ("e", "ee"),
    ("f", "eff"),
];

/// German blind-chess words and Latin letters as a Russian voice should say them.
const RU: &[(&str, &str)] = &[
    ("anna", "Анна"),
    ("bella", "Белла"),
    ("cesar", "Цезарь"),
    ("david", "Давид"),
    ("eva", "Ева"),
    ("felix", "Феликс"),
    ("gustav", "Густав"),
    ("hector", "Хектор"),
    ("eins", "айнс"),
    ("zwei", "цвай"),
    ("drei", "драй"),
    ("vier", "фир"),
    ("fuenf", "фюнф"),
    ("sechs", "зекс"),
    ("sieben", "зибен"),
    ("acht", "ахт"),
    ("koenig", "кёниг"),
    ("dame", "даме"),
    ("turm", "турм"),
    ("laeufer", "лойфер"),
    ("springer", "шпрингер"),
    ("bauer", "бауэр"),
    ("schlaegt", "шлегт"),
    ("kurze", "курце"),
    ("lange", "ланге"),
    ("rochade", "рошаде"),
    ("umwandlung", "умвандлунг"),
    ("schach", "шах"),
    ("matt", "матт"),
    ("a", "а"),
    ("b", "бэ"),
    ("c", "цэ"),
    ("d", "дэ"),
    ("e", "е"),
    ("f", "эф"),
    ("g", "жэ"),
    ("h", "аш"),
];

/// German voices read the German words as they are, and letters as German letter names.
const DE: &[(&str, &str)] = &[
    ("a", "ah"),
    ("b", "beh"),
    ("c", "zeh"),
    ("d", "deh"),
    ("e", "eh"),
    ("f", "eff"),
    ("g", "geh"),
    ("h", "hah"),
];

/// The text as a voice of `voice` should be given it.
pub fn respell(text: &str, voice: Language) -> String {
    let table = match voice {
        Language::En => EN,
        Language::Ru => RU,
        Language::De => DE,
    };
    let mut out = String::with_capacity(text.len());
    for (i, token) in text.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        // Keep punctuation around a word ("drei?", "Matt.").
        let start = token
            .find(|c: char| c.is_alphanumeric())
            .unwrap_or(token.len());
        let end = token
            .rfind(|c: char| c.is_alphanumeric())
            .map_or(start, |i| {
                i + token[i..].chars().next().map_or(1, char::len_utf8)
            });
        let (lead, word, trail) = (&token[..start], &token[start..end], &token[end..]);
        let key = normalize(word);
        match table.iter().find(|(w, _)| *w == key) {
            Some((_, said)) if !word.is_empty() => {
                out.push_str(lead);
                out.push_str(said);
                out.push_str(trail);
            }
            _ => out.push_str(token),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_respelled_for_the_voice_and_punctuation_kept() {
        assert_eq!(
            respell("Springer Felix drei?", Language::En),
            "schpringer faylix dry?"
        );
        assert_eq!(
            respell("Springer Felix drei?", Language::Ru),
            "шпрингер Феликс драй?"
        );
        assert_eq!(
            respell("knight f three.", Language::En),
            "knight eff three."
        );
        assert_eq!(respell("e four", Language::De), "eh four");
        assert_eq!(respell("Weiß am Zug.", Language::De), "Weiß am Zug.");
        // A word that only contains a table word is left alone.
        assert_eq!(respell("Felixe", Language::En), "Felixe");
    }
}
