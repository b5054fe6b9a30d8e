//! The score sheets of the end of the game (8.7): the Braille one (BRF) is checked cell by cell
//! (page size, line length, only BRF characters, page numbers) and read back by liblouis's own
//! `lou_translate` in each language; the printable PDF is rendered (pdftoppm) and read
//! (tesseract), and shows the moves, the players and the clock times; an adjourned game's
//! envelope (A2) is a page of its own.

use std::path::Path;
use std::process::Command;

use ansage::chess::scoresheet::from_pgn;
use ansage::shared::braille::{CELLS, LINES};
use ansage::shared::language::Language;
use ansage::sheets;

mod common;

fn master_game() -> ansage::chess::game::Game {
    let pgn = include_str!("data/kasparov-topalov-1999.pgn");
    from_pgn(pgn).unwrap()
}

fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

/// The pages of a BRF file, checked as an embosser takes them: each ends in a form feed and
/// has 25 lines of at most 40 Braille ASCII characters, the last the page number at the right
/// margin. Returns the text lines of each page.
fn brf_pages(brf: &str) -> Vec<Vec<String>> {
    assert!(
        brf.ends_with("\r\n\x0c"),
        "the last page ends in a form feed"
    );
    let mut pages = Vec::new();
    for (n, page) in brf.split_terminator('\x0c').enumerate() {
        let rows: Vec<&str> = page.split_terminator("\r\n").collect();
        assert_eq!(rows.len(), LINES, "page {} has {} lines", n + 1, rows.len());
        for row in &rows {
            assert!(
                row.chars().count() <= CELLS,
                "{row:?} is longer than {CELLS} cells"
            );
            assert!(
                row.chars().all(|c| (' '..='_').contains(&c)),
                "{row:?} has a character BRF has no cell for"
            );
        }
        let number = rows[LINES - 1];
        assert_eq!(
            number.len(),
            CELLS,
            "the page number stands at the right margin"
        );
        pages.push(rows[..LINES - 1].iter().map(|r| r.to_string()).collect());
    }
    pages
}

/// Russian literary Braille writes a Latin letter in the cell of a Cyrillic one and marks the
/// change of alphabet only where the table does, so a back-translation may read `e5` as `е5`:
/// both are compared by their cells (Latin letters by their Cyrillic twins).
fn same_cell(c: char) -> char {
    const LATIN: &str = "abcdefghijklmnopqrstuvwxyz";
    const CYRILLIC: &str = "абцдефгхижклмнопчрстуvвxыз";
    let lower = c.to_lowercase().next().unwrap_or(c);
    LATIN
        .chars()
        .zip(CYRILLIC.chars())
        .find(|(l, _)| *l == lower)
        .map_or(lower, |(_, cy)| cy)
}

fn game_with_clocks() -> ansage::chess::game::Game {
    let mut game = master_game();
    game.set_ply_clock(0, 5_398_000);
    game.set_ply_clock(1, 5_391_000);
    game.set_ply_clock(2, 5_377_000);
    game
}

#[test]
fn the_braille_score_sheet_reads_back_through_liblouis_in_each_language() {
    let dir = common::fresh_dir("brf");
    // liblouis's German table writes a clock time ("1:29:58") that its own back-translation
    // does not read (it gives "1 : bi÷eh["): the German sheet is read back without times, and
    // its times are compared with the cells liblouis writes for them in BRF below.
    for (lang, table, clocks) in [
        (Language::En, "en-ueb-g1.ctb", true),
        (Language::De, "de-g1.ctb", false),
        (Language::Ru, "ru-litbrl.ctb", true),
    ] {
        let game = if clocks {
            game_with_clocks()
        } else {
            master_game()
        };
        let path = dir.join(format!("game-{lang:?}.brf"));
        sheets::write(&path, &game, lang, None).unwrap();
        let brf = std::fs::read_to_string(&path).unwrap();
        let pages = brf_pages(&brf);
        assert!(pages.len() >= 2, "44 moves take more than a page");
        let first_move = pages[0].iter().position(|r| r.starts_with("#A")).unwrap();
        let rows = pages.concat();
        let text = common::back_translate(
            &format!("unicode.dis,{table}"),
            &common::unicode_braille(&(rows.join("\n") + "\n")),
        );
        let expected = sheets::Sheet::of(&game, lang).lines().join(" ");
        let fold = |t: &str| -> Vec<String> {
            match lang {
                Language::En => words(t),
                Language::De => words(&t.to_lowercase()),
                // The check sign: Russian Braille writes "+" in the cell of "!" (⠖), which the
                // back-translation reads as a word of its own.
                Language::Ru => words(
                    &t.replace(" !", "!")
                        .replace('+', "!")
                        .chars()
                        .map(same_cell)
                        .collect::<String>(),
                ),
            }
        };
        assert_eq!(fold(&text), fold(&expected), "{lang:?}:\n{text}");
        if clocks {
            // A move and the clock time after it stay on one line: the first move number's line
            // is whole, or (UEB repeats the number sign, so it is more than 40 cells) Black's
            // move runs over with its time, indented by two cells.
            let line = |n: usize| fold(text.lines().nth(n).unwrap());
            if line(first_move) != fold("1. e4 (1:29:58) d6 (1:29:51)") {
                assert_eq!(line(first_move), fold("1. e4 (1:29:58)"), "{lang:?}");
                assert_eq!(line(first_move + 1), fold("d6 (1:29:51)"), "{lang:?}");
                let runover = &rows[first_move + 1];
                assert!(
                    runover.starts_with("  ") && !runover.starts_with("   "),
                    "{runover:?}"
                );
            }
        }
        // The page numbers read back as 1, 2, ...
        let numbers: Vec<String> = brf
            .split_terminator('\x0c')
            .map(|p| {
                p.split_terminator("\r\n")
                    .last()
                    .unwrap()
                    .trim()
                    .to_string()
            })
            .collect();
        let numbers = common::back_translate(
            &format!("unicode.dis,{table}"),
            &common::unicode_braille(&(numbers.join("\n") + "\n")),
        );
        let expected: Vec<String> = (1..=pages.len()).map(|n| n.to_string()).collect();
        assert_eq!(words(&numbers), expected, "{lang:?}");
    }
    // The German times: the cells liblouis writes through its own BRF display table.
    let path = dir.join("game-De-clocks.brf");
    sheets::write(&path, &game_with_clocks(), Language::De, None).unwrap();
    let rows = brf_pages(&std::fs::read_to_string(&path).unwrap()).concat();
    let first_move = rows.iter().position(|r| r.starts_with("#A")).unwrap();
    let text = "1. e4 (1:29:58) d6 (1:29:51)";
    let louis = common::forward_translate("en-us-brf.dis,de-g1.ctb", text);
    assert_eq!(rows[first_move], louis.trim_end(), "{text}");
    // English also through liblouis's own BRF table, case and all.
    let brf = std::fs::read_to_string(dir.join("game-En.brf")).unwrap();
    let text = common::back_translate("en-us-brf.dis,en-ueb-g1.ctb", &(pages_text(&brf) + "\n"));
    assert!(text.contains("White: Kasparov"), "{text}");
    assert!(text.contains("Result: 1-0"), "{text}");
}

fn pages_text(brf: &str) -> String {
    brf_pages(brf).concat().join("\n")
}

#[test]
fn a_billiards_protocol_in_braille_has_the_same_pages() {
    let dir = common::fresh_dir("brf-lines");
    let path = dir.join("protocol.brf");
    let lines: Vec<String> = (1..=40)
        .map(|n| format!("Frame {n}: Ivanov 64, Petrov 23"))
        .collect();
    sheets::write_lines(&path, "Protocol", &lines, Language::En).unwrap();
    let brf = std::fs::read_to_string(&path).unwrap();
    let text = common::back_translate("en-us-brf.dis,en-ueb-g1.ctb", &(pages_text(&brf) + "\n"));
    assert_eq!(words(&text), words(&lines.join(" ")));
}

fn render(pdf: &Path) -> Vec<String> {
    let prefix = pdf.with_extension("");
    let status = Command::new("pdftoppm")
        .args(["-r", "150", "-png"])
        .arg(pdf)
        .arg(&prefix)
        .status()
        .expect("pdftoppm (poppler-utils) is installed by make setup");
    assert!(status.success(), "the PDF renders");
    let mut pages: Vec<_> = std::fs::read_dir(pdf.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect();
    pages.sort();
    pages
        .iter()
        .map(|png| {
            let out = Command::new("tesseract")
                .arg(png)
                .args(["-", "--psm", "6"])
                .output()
                .unwrap();
            String::from_utf8_lossy(&out.stdout).to_string()
        })
        .collect()
}

#[test]
fn the_printable_score_sheet_renders_and_shows_the_moves_players_and_clock_times() {
    let dir = common::fresh_dir("pdf");
    let mut game = master_game();
    // The clock times of the first moves, as a game with a clock records them.
    game.set_ply_clock(0, 5_398_000);
    game.set_ply_clock(1, 5_391_000);
    let pdf = dir.join("game.pdf");
    sheets::write(&pdf, &game, Language::En, None).unwrap();
    let pages = render(&pdf);
    assert_eq!(pages.len(), 1, "{pages:?}");
    let text = &pages[0];
    for expected in [
        "Score sheet",
        "Kasparov",
        "Topalov",
        "1. e4 (1:29:58) d6 (1:29:51)",
        "2. d4 Nf6",
        "Result: 1-0",
        "Signature arbiter",
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} not on the sheet:\n{text}"
        );
    }
}

#[test]
fn an_adjourned_games_envelope_is_printed_on_its_own_page() {
    let dir = common::fresh_dir("envelope");
    let game = master_game();
    let pdf = dir.join("adjourned.pdf");
    let envelope = "Sealed-move envelope\nWhite: Kasparov\nBlack: Topalov\nMove: 45";
    sheets::write(&pdf, &game, Language::En, Some(envelope)).unwrap();
    let pages = render(&pdf);
    assert_eq!(pages.len(), 2, "{pages:?}");
    assert!(pages[1].contains("Sealed-move envelope"), "{}", pages[1]);
    assert!(!pages[0].contains("Sealed-move envelope"));
}

/// A BRF file as a reader's software reads it back: the BRF display table (Braille ASCII, as
/// embossers and notetakers take it) with the language table the sheet is written in.
/// `lou_translate` reads a backslash in its input as an escape; in Braille ASCII it is a cell
/// (dots 1-2-5-6, the German ü), so it is given doubled.
fn read_brf_back(language_table: &str, brf: &str) -> String {
    let rows = pages_text(brf).replace('\\', "\\\\") + "\n";
    common::back_translate(&format!("en-us-brf.dis,{language_table}"), &rows)
}

/// Issue 32: the German sheet with "Jürgen Müller" and "Boris Straße", read back from outside
/// with the Basisschrift table (de-g0), gave "5warz", "}raße" and "part§formular", and the
/// cells of ü were refused as escapes. The sheet is German Vollschrift, the literary
/// standard, whose Lautgruppen (sch, st, ie) Basisschrift does not know: read with its own
/// table, as a reader's software on a BRF would, every word comes back. So does the Russian
/// sheet with Cyrillic names through the Russian literary table.
#[test]
fn every_braille_sheet_reads_back_through_a_readers_tables_names_and_all() {
    let dir = common::fresh_dir("brf-readers");
    for (lang, table, white, black, words_back) in [
        (
            Language::De,
            "de-g1.ctb",
            "Jürgen Müller",
            "Boris Straße",
            &[
                "partieformular",
                "jürgen",
                "müller",
                "boris",
                "straße",
                "schwarz",
            ][..],
        ),
        (
            Language::Ru,
            "ru-litbrl.ctb",
            "Иван Петров",
            "Сергей Жуков",
            &["иван", "петров", "сергей", "жуков"][..],
        ),
        (
            Language::En,
            "en-ueb-g1.ctb",
            "Anna Smith",
            "Boris Street",
            &["anna", "smith", "boris", "street", "black"][..],
        ),
    ] {
        let mut game = master_game();
        game.tags.white = white.into();
        game.tags.black = black.into();
        let path = dir.join(format!("names-{lang:?}.brf"));
        sheets::write(&path, &game, lang, None).unwrap();
        let brf = std::fs::read_to_string(&path).unwrap();
        let text = read_brf_back(table, &brf).to_lowercase();
        for word in words_back {
            assert!(
                text.contains(word),
                "{lang:?}: {word:?} does not read back through en-us-brf.dis,{table}:\n{text}"
            );
        }
    }
}
