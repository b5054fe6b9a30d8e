//! Braille Ready Format (BRF): the score sheet for an embosser or a Braille display (8.7: the
//! player's own copy of the game). BRF is North American computer Braille: each cell is one
//! ASCII character of 0x20..=0x5F; pages are 40 cells by 25 lines, separated by form feeds.
//! The text is uncontracted (grade 1), with the UEB indicators: `#` starts a number (the
//! digits are the letters a-j), `;` marks a letter a-j that follows a number, `,` a capital.
//! Letters outside a-z are written out first (ä -> ae, ß -> ss; Cyrillic is transliterated), as
//! the chess notation of the score sheet (8.1) is Latin anyway. `decode` reads BRF back by the
//! same table, so the two are tested against each other.

/// Cells per line and lines per page of a BRF page.
pub const CELLS: usize = 40;
pub const LINES: usize = 25;

/// Punctuation: character and cell(s) (UEB, grade 1).
const PUNCTUATION: &[(char, &str)] = &[
    ('.', "4"),
    (',', "1"),
    (';', "2"),
    (':', "3"),
    ('?', "8"),
    ('!', "6"),
    ('-', "-"),
    ('/', "_/"),
    ('(', "\"<"),
    (')', "\">"),
    ('=', "\"7"),
    ('+', "\"6"),
    ('*', "\"9"),
    ('#', "_?"),
    ('\'', "'"),
    ('"', "_8"),
];

/// Letters outside a-z, written out.
fn spelled(c: char) -> Option<&'static str> {
    Some(match c {
        'ä' => "ae",
        'ö' => "oe",
        'ü' => "ue",
        'Ä' => "Ae",
        'Ö' => "Oe",
        'Ü' => "Ue",
        'ß' => "ss",
        '×' => "x",
        '–' | '—' => "-",
        _ => return cyrillic(c),
    })
}

fn cyrillic(c: char) -> Option<&'static str> {
    const TABLE: &[(char, &str)] = &[
        ('а', "a"),
        ('б', "b"),
        ('в', "v"),
        ('г', "g"),
        ('д', "d"),
        ('е', "e"),
        ('ё', "yo"),
        ('ж', "zh"),
        ('з', "z"),
        ('и', "i"),
        ('й', "y"),
        ('к', "k"),
        ('л', "l"),
        ('м', "m"),
        ('н', "n"),
        ('о', "o"),
        ('п', "p"),
        ('р', "r"),
        ('с', "s"),
        ('т', "t"),
        ('у', "u"),
        ('ф', "f"),
        ('х', "kh"),
        ('ц', "ts"),
        ('ч', "ch"),
        ('ш', "sh"),
        ('щ', "shch"),
        ('ъ', ""),
        ('ы', "y"),
        ('ь', ""),
        ('э', "e"),
        ('ю', "yu"),
        ('я', "ya"),
    ];
    let lower = c.to_lowercase().next()?;
    TABLE.iter().find(|(k, _)| *k == lower).map(|(_, v)| *v)
}

/// The plain text the braille stands for: letters outside a-z written out, anything without a
/// cell dropped. `decode(&encode(t))` gives back `plain(t)`.
pub fn plain(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if let Some(s) = spelled(c) {
            if c.is_uppercase() {
                let mut cs = s.chars();
                if let Some(f) = cs.next() {
                    out.extend(f.to_uppercase());
                    out.push_str(cs.as_str());
                }
            } else {
                out.push_str(s);
            }
        } else if c.is_ascii_alphanumeric() || c == ' ' || PUNCTUATION.iter().any(|(p, _)| *p == c)
        {
            out.push(c);
        }
    }
    out
}

/// One line of text as braille cells.
pub fn encode(text: &str) -> String {
    let mut out = String::new();
    let mut number = false;
    for c in plain(text).chars() {
        if let Some(d) = c.to_digit(10) {
            if !number {
                out.push('#');
                number = true;
            }
            out.push(b"JABCDEFGHI"[d as usize] as char);
            continue;
        }
        let was_number = number;
        number = false;
        if c.is_ascii_alphabetic() {
            if c.is_ascii_uppercase() {
                out.push(',');
            } else if was_number && ('a'..='j').contains(&c) {
                out.push(';');
            }
            out.push(c.to_ascii_uppercase());
        } else if c == ' ' {
            out.push(' ');
        } else if let Some((_, cell)) = PUNCTUATION.iter().find(|(p, _)| *p == c) {
            out.push_str(cell);
        }
    }
    out
}

/// Braille cells back to text (the inverse of `encode` on `plain` text).
pub fn decode(cells: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = cells.chars().collect();
    let mut i = 0;
    let mut number = false;
    while i < chars.len() {
        let c = chars[i];
        // Two-cell signs first.
        if i + 1 < chars.len()
            && let Some((p, _)) = PUNCTUATION.iter().find(|(_, cell)| {
                cell.len() == 2 && cell.starts_with(c) && cell.ends_with(chars[i + 1])
            })
        {
            out.push(*p);
            number = false;
            i += 2;
            continue;
        }
        match c {
            '#' => number = true,
            'A'..='J' if number => {
                out.push(char::from_digit((c as u32 - 'A' as u32 + 1) % 10, 10).unwrap_or('0'))
            }
            ',' if i + 1 < chars.len() && chars[i + 1].is_ascii_uppercase() => {
                out.push(chars[i + 1]);
                number = false;
                i += 1;
            }
            ';' if i + 1 < chars.len() && chars[i + 1].is_ascii_uppercase() => {
                out.push(chars[i + 1].to_ascii_lowercase());
                number = false;
                i += 1;
            }
            'A'..='Z' => {
                number = false;
                out.push(c.to_ascii_lowercase())
            }
            ' ' => {
                number = false;
                out.push(' ')
            }
            _ => {
                number = false;
                if let Some((p, _)) = PUNCTUATION
                    .iter()
                    .find(|(_, cell)| cell.len() == 1 && cell.starts_with(c))
                {
                    out.push(*p);
                }
            }
        }
        i += 1;
    }
    out
}

/// Lines of text as BRF pages: each line encoded and wrapped at word boundaries to 40 cells,
/// 25 lines a page, pages separated by form feeds, lines by CR LF.
pub fn brf(lines: &[String]) -> String {
    let mut cells: Vec<String> = Vec::new();
    for line in lines {
        let mut current = String::new();
        for word in encode(line).split(' ') {
            let mut word = word.to_string();
            // A word longer than a line is cut.
            while word.len() > CELLS {
                if !current.is_empty() {
                    cells.push(std::mem::take(&mut current));
                }
                cells.push(word[..CELLS].to_string());
                word = word[CELLS..].to_string();
            }
            if !current.is_empty() && current.len() + 1 + word.len() > CELLS {
                cells.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(&word);
        }
        cells.push(current);
    }
    let pages: Vec<String> = cells.chunks(LINES).map(|p| p.join("\r\n")).collect();
    pages.join("\r\n\x0c") + "\r\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_notation_round_trips() {
        for text in [
            "1. e4 e5 2. Nf3 Nc6",
            "R1e2 e8=Q+ O-O-O 0-1 exd5 Qxf7#",
            "Weiß: Anna Blind (1:29:58)",
            "Белые 1/2-1/2",
        ] {
            let cells = encode(text);
            assert!(cells.chars().all(|c| (' '..='_').contains(&c)), "{cells}");
            assert_eq!(decode(&cells), plain(text), "{text} -> {cells}");
        }
        assert_eq!(encode("1. e4"), "#A4 E#D");
        assert_eq!(encode("R1e2"), ",R#A;E#B");
    }
}
