//! The score sheets of the end of the game (8.7): the Braille one (BRF) is checked cell by cell
//! (page size, line length, only BRF characters) and read back with a decoder written from the
//! same table; the printable PDF is rendered (pdftoppm) and read (tesseract), and shows the
//! moves, the players and the clock times; an adjourned game's envelope (A2) is a page of its own.

use std::path::Path;
use std::process::Command;

use ansage::chess::scoresheet::from_pgn;
use ansage::shared::braille::{self, CELLS, LINES};
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

#[test]
fn the_braille_score_sheet_has_brf_pages_and_reads_back_as_the_score_sheet() {
    let dir = common::fresh_dir("brf");
    let game = master_game();
    let path = dir.join("game.brf");
    sheets::write(&path, &game, Language::De, None).unwrap();
    let brf = std::fs::read_to_string(&path).unwrap();
    let pages: Vec<&str> = brf.split('\x0c').collect();
    assert!(pages.len() >= 2, "44 moves take more than a page");
    let mut decoded = String::new();
    for page in &pages {
        let lines: Vec<&str> = page.trim_end_matches("\r\n").split("\r\n").collect();
        assert!(lines.len() <= LINES, "{} lines on a page", lines.len());
        for line in lines {
            assert!(
                line.chars().count() <= CELLS,
                "{line:?} is longer than {CELLS} cells"
            );
            assert!(
                line.chars().all(|c| (' '..='_').contains(&c)),
                "{line:?} has a character BRF has no cell for"
            );
            decoded.push_str(&braille::decode(line));
            decoded.push(' ');
        }
    }
    let expected = braille::plain(&sheets::sheet_lines(&game, Language::De).join(" "));
    assert_eq!(words(&decoded), words(&expected));
    assert!(decoded.contains("1. e4 d6 2. d4 Nf6"), "{decoded}");
    assert!(decoded.contains("Weiss: Kasparov"), "{decoded}");
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
