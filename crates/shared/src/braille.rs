//! Braille Ready Format (BRF): the score sheet for an embosser or a Braille display (8.7: the
//! player's own copy of the game). The text is translated by liblouis with the table of the
//! sheet's language, uncontracted (a score sheet is notation, not prose): Unified English
//! Braille for English, German Vollschrift, Russian literary Braille. The cells are written in
//! North American Braille ASCII, which is what a BRF file is whatever its language: one
//! character of 0x20..=0x5F a cell, pages of 40 cells by 25 lines ending in a form feed.
//!
//! The layout follows BANA's Braille Formats: a line too long for the page runs over indented
//! by two cells, the braille page number stands at the right margin of each page's last line,
//! and what must be read together (a move and the clock time after it) is never split.

use crate::language::Language;
use crate::louis::{self, Cell, LouisError};

/// Cells per line and lines per page of a BRF page.
pub const CELLS: usize = 40;
pub const LINES: usize = 25;
/// Text lines of a page: the last line carries the page number.
const TEXT_LINES: usize = LINES - 1;
/// Cells a runover line is indented by.
const RUNOVER: usize = 2;
/// Blank cells at least between text and the page number on the last line.
const PAGE_GAP: usize = 3;

/// North American Braille ASCII: the character of each six-dot cell, by its dots as bits
/// (dot 1 is bit 0). Dots 7 and 8 have no place in a six-dot BRF.
const BRAILLE_ASCII: [u8; 64] = {
    let mut table = [b' '; 64];
    let mut i = 0;
    while i < ASCII_DOTS.len() {
        let (c, dots) = ASCII_DOTS[i];
        table[dots as usize] = c;
        i += 1;
    }
    table
};

/// Each Braille ASCII character and its dots (bit 0 is dot 1).
const ASCII_DOTS: [(u8, u8); 64] = [
    (b' ', 0),
    (b'!', 0b101110),
    (b'"', 0b010000),
    (b'#', 0b111100),
    (b'$', 0b101011),
    (b'%', 0b101001),
    (b'&', 0b101111),
    (b'\'', 0b000100),
    (b'(', 0b110111),
    (b')', 0b111110),
    (b'*', 0b100001),
    (b'+', 0b101100),
    (b',', 0b100000),
    (b'-', 0b100100),
    (b'.', 0b101000),
    (b'/', 0b001100),
    (b'0', 0b110100),
    (b'1', 0b000010),
    (b'2', 0b000110),
    (b'3', 0b010010),
    (b'4', 0b110010),
    (b'5', 0b100010),
    (b'6', 0b010110),
    (b'7', 0b110110),
    (b'8', 0b100110),
    (b'9', 0b010100),
    (b':', 0b110001),
    (b';', 0b110000),
    (b'<', 0b100011),
    (b'=', 0b111111),
    (b'>', 0b011100),
    (b'?', 0b111001),
    (b'@', 0b001000),
    (b'A', 0b000001),
    (b'B', 0b000011),
    (b'C', 0b001001),
    (b'D', 0b011001),
    (b'E', 0b010001),
    (b'F', 0b001011),
    (b'G', 0b011011),
    (b'H', 0b010011),
    (b'I', 0b001010),
    (b'J', 0b011010),
    (b'K', 0b000101),
    (b'L', 0b000111),
    (b'M', 0b001101),
    (b'N', 0b011101),
    (b'O', 0b010101),
    (b'P', 0b001111),
    (b'Q', 0b011111),
    (b'R', 0b010111),
    (b'S', 0b001110),
    (b'T', 0b011110),
    (b'U', 0b100101),
    (b'V', 0b100111),
    (b'W', 0b111010),
    (b'X', 0b101101),
    (b'Y', 0b111101),
    (b'Z', 0b110101),
    (b'[', 0b101010),
    (b'\\', 0b110011),
    (b']', 0b111011),
    (b'^', 0b011000),
    (b'_', 0b111000),
];

/// The Braille ASCII character of a cell (dots 7 and 8 dropped).
pub fn ascii(cell: Cell) -> char {
    BRAILLE_ASCII[usize::from(cell.0 & 0x3f)] as char
}

/// The liblouis table of a language, by the names liblouis has given it.
fn tables(lang: Language) -> &'static [&'static str] {
    match lang {
        Language::En => &["en-ueb-g1.ctb"],
        Language::De => &["de-g1.ctb", "de-de-g1.ctb"],
        Language::Ru => &["ru-litbrl.ctb"],
    }
}

/// The table liblouis reads for a language's sheet.
pub fn table(lang: Language) -> Result<&'static str, LouisError> {
    louis::first_table(tables(lang))
}

/// A line of the sheet as the pieces that must stay on one Braille line: the words of a
/// sentence, or a move with its clock time.
pub type Units = Vec<String>;

/// A plain line of text, its words as units.
pub fn words(line: &str) -> Units {
    line.split_whitespace().map(str::to_string).collect()
}

/// Lines of units as BRF pages in the language's Braille: each unit translated by liblouis,
/// units filled into lines of 40 cells (a line's continuation indented by two cells, a unit
/// longer than a line cut), 24 lines of text a page and the page number at the right of the
/// 25th, each page ending in a form feed; lines end in CR LF.
pub fn brf(lines: &[Units], lang: Language) -> Result<String, LouisError> {
    let table = table(lang)?;
    let mut rows: Vec<Vec<Cell>> = Vec::new();
    for line in lines {
        let units = line
            .iter()
            .map(|u| louis::translate(table, u))
            .collect::<Result<Vec<_>, _>>()?;
        rows.extend(layout(units));
    }
    let mut pages: Vec<&[Vec<Cell>]> = Vec::new();
    let mut rest: &[Vec<Cell>] = &rows;
    loop {
        // A page does not begin with a blank line.
        while rest.first().is_some_and(Vec::is_empty) {
            rest = &rest[1..];
        }
        if rest.is_empty() {
            break;
        }
        let (page, after) = rest.split_at(rest.len().min(TEXT_LINES));
        pages.push(page);
        rest = after;
    }
    if pages.is_empty() {
        pages.push(&[]);
    }
    let mut out = String::new();
    for (n, page) in pages.iter().enumerate() {
        for row in page.iter() {
            out.extend(row.iter().map(|c| ascii(*c)));
            out.push_str("\r\n");
        }
        for _ in page.len()..TEXT_LINES {
            out.push_str("\r\n");
        }
        let number = louis::translate(table, &(n + 1).to_string())?;
        let pad = CELLS.saturating_sub(number.len()).max(PAGE_GAP);
        out.extend(std::iter::repeat_n(' ', pad));
        out.extend(number.iter().map(|c| ascii(*c)));
        out.push_str("\r\n\x0c");
    }
    Ok(out)
}

/// One line's units (in cells) as rows of at most 40 cells: units joined by a blank cell, a
/// unit that does not fit begins the next row, indented by two cells; a unit longer than a
/// row is cut. A line without units is one blank row.
fn layout(units: Vec<Vec<Cell>>) -> Vec<Vec<Cell>> {
    let mut rows = Vec::new();
    let mut row: Vec<Cell> = Vec::new();
    let indent = || vec![Cell(0); RUNOVER];
    for mut cells in units {
        if !row.is_empty() && row.len() + 1 + cells.len() > CELLS {
            rows.push(std::mem::replace(&mut row, indent()));
        } else if !row.is_empty() {
            row.push(Cell(0));
        }
        while row.len() + cells.len() > CELLS {
            let room = CELLS - row.len();
            row.extend(cells.drain(..room));
            rows.push(std::mem::replace(&mut row, indent()));
        }
        row.extend(cells);
    }
    rows.push(row);
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cell of a Braille ASCII character, by the table read the other way.
    fn cell(c: char) -> Option<Cell> {
        let c = u8::try_from(c).ok()?;
        ASCII_DOTS
            .iter()
            .find(|(a, _)| *a == c)
            .map(|(_, dots)| Cell(*dots))
    }

    fn cells(n: usize) -> Vec<Cell> {
        vec![Cell(1); n]
    }

    #[test]
    fn braille_ascii_has_one_character_a_cell_and_reads_back() {
        let mut seen = std::collections::HashSet::new();
        for dots in 0..64u8 {
            let c = ascii(Cell(dots));
            assert!((' '..='_').contains(&c));
            assert!(seen.insert(c), "{c} twice");
            assert_eq!(cell(c), Some(Cell(dots)));
        }
        assert_eq!(ascii(Cell(0b111100)), '#');
    }

    #[test]
    fn a_unit_that_does_not_fit_runs_over_indented_and_is_not_split() {
        let rows = layout(vec![cells(30), cells(12), cells(5)]);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].len(), 30);
        assert_eq!(rows[1][..RUNOVER], [Cell(0), Cell(0)]);
        assert_eq!(rows[1].len(), RUNOVER + 12 + 1 + 5);
        let long = layout(vec![cells(90)]);
        assert!(long.iter().all(|r| r.len() <= CELLS));
        assert_eq!(
            long.iter()
                .map(|r| r.iter().filter(|c| c.0 == 1).count())
                .sum::<usize>(),
            90
        );
        assert_eq!(layout(Vec::new()), vec![Vec::<Cell>::new()]);
    }

    #[test]
    fn pages_have_25_lines_the_number_at_the_right_and_end_in_a_form_feed() {
        let lines: Vec<Units> = (1..=30).map(|n| words(&format!("Zeile {n}"))).collect();
        let brf = brf(&lines, Language::De).unwrap();
        assert!(brf.ends_with("\r\n\x0c"));
        let pages: Vec<&str> = brf.split_terminator('\x0c').collect();
        assert_eq!(pages.len(), 2);
        for (n, page) in pages.iter().enumerate() {
            let rows: Vec<&str> = page.split_terminator("\r\n").collect();
            assert_eq!(rows.len(), LINES, "{page:?}");
            let last = rows[LINES - 1];
            assert_eq!(last.len(), CELLS, "{last:?}");
            let number = ["#A", "#B"][n];
            assert!(last.trim_start() == number, "{last:?}");
        }
    }
}
