//! The score sheets of the end of the game (8.7): a printable PDF with the form's fields (event,
//! round, date, players and colours, result, signatures) and the clock times, the same in
//! Braille (BRF) for an embosser or a Braille display, and the sealed-move envelope of an
//! adjourned game (appendix A2) on a page of its own.

use std::path::Path;

use printpdf::{
    FontId, Mm, Op, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Pt,
    TextItem,
};

use crate::chess::game::Game;
use crate::chess::scoresheet::move_units;
use crate::shared::braille::{self, Units};
use crate::shared::i18n;
use crate::shared::language::Language;
use crate::shared::louis::LouisError;

/// Why a sheet was not written.
#[derive(Debug)]
pub enum SheetError {
    /// No Braille: liblouis lacks the language's table, or refused the text.
    Braille(LouisError),
    /// The printed sheet's font could not be read.
    Font,
    /// The file could not be written.
    Io(std::io::Error),
}

impl SheetError {
    /// The reason in the user's language.
    pub fn reason(&self, lang: Language) -> String {
        match self {
            SheetError::Braille(LouisError::NoTable(names)) => i18n::t(
                lang,
                "sheet-no-braille-table",
                &[("tables", names.join(", "))],
            ),
            SheetError::Braille(_) => i18n::t(lang, "sheet-braille-failed", &[]),
            SheetError::Font => i18n::t(lang, "sheet-no-font", &[]),
            SheetError::Io(e) => i18n::file_problem(lang, e),
        }
    }
}

/// The score sheet: the form's fields, one line per move number (both moves, each with the
/// clock reading after it, as the units a Braille line keeps together), the result.
pub struct Sheet {
    pub header: Vec<String>,
    pub moves: Vec<Units>,
    pub footer: Vec<String>,
}

impl Sheet {
    pub fn of(game: &Game, lang: Language) -> Sheet {
        let l = |id: &str| i18n::t(lang, id, &[]);
        let t = &game.tags;
        let result = game.result().map(|r| r.pgn()).unwrap_or_else(|| "*".into());
        let header = vec![
            l("sheet-title"),
            format!("{}: {}", l("envelope-event"), t.event),
            format!("{}: {}", l("envelope-round"), t.round),
            format!("{}: {}", l("sheet-date"), t.date),
            format!("{}: {}", l("envelope-white"), t.white),
            format!("{}: {}", l("envelope-black"), t.black),
        ];
        let moves = move_units(game, true);
        let footer = vec![format!("{}: {result}", l("sheet-result"))];
        Sheet {
            header,
            moves,
            footer,
        }
    }

    /// The moves, a line per move number.
    pub fn move_lines(&self) -> Vec<String> {
        self.moves.iter().map(|units| units.join(" ")).collect()
    }

    /// All of it, line after line (the text sheet).
    pub fn lines(&self) -> Vec<String> {
        let mut v = self.header.clone();
        v.push(String::new());
        v.extend(self.move_lines());
        v.push(String::new());
        v.extend(self.footer.iter().cloned());
        v
    }

    /// All of it as the Braille sheet lays it out: the fields and the result by words, the
    /// moves by move with its clock time.
    pub fn braille_lines(&self) -> Vec<Units> {
        let mut v: Vec<Units> = self.header.iter().map(|l| braille::words(l)).collect();
        v.push(Vec::new());
        v.extend(self.moves.iter().cloned());
        v.push(Vec::new());
        v.extend(self.footer.iter().map(|l| braille::words(l)));
        v
    }
}

/// The signature lines of the printed form.
fn signatures(lang: Language) -> Vec<String> {
    [
        "sheet-signature-white",
        "sheet-signature-black",
        "sheet-signature-arbiter",
    ]
    .iter()
    .map(|id| format!("{}: ______________________", i18n::t(lang, id, &[])))
    .collect()
}

/// Writes the score sheet by the file's extension: `.pdf` (printable), `.brf` (Braille), or
/// plain text otherwise. `envelope` is the A2 envelope of an adjourned game.
pub fn write(
    path: &Path,
    game: &Game,
    lang: Language,
    envelope: Option<&str>,
) -> Result<(), SheetError> {
    let sheet = Sheet::of(game, lang);
    let envelope: Vec<String> = envelope
        .map(|e| e.lines().map(str::to_string).collect())
        .unwrap_or_default();
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let bytes = match ext.as_str() {
        "pdf" => pdf(&sheet, &signatures(lang), &envelope)?,
        "brf" => {
            let mut lines = sheet.braille_lines();
            if !envelope.is_empty() {
                lines.push(Vec::new());
                lines.extend(envelope.iter().map(|l| braille::words(l)));
            }
            braille::brf(&lines, lang)
                .map_err(SheetError::Braille)?
                .into_bytes()
        }
        _ => {
            let mut lines = sheet.lines();
            lines.extend(signatures(lang));
            if !envelope.is_empty() {
                lines.push(String::new());
                lines.extend(envelope);
            }
            (lines.join("\n") + "\n").into_bytes()
        }
    };
    crate::store::write_atomic(path, &bytes).map_err(SheetError::Io)
}

/// Writes lines of text (a billiards protocol) by the file's extension: `.pdf` (A4 pages of
/// 60 lines in DejaVu Sans), `.brf` (Braille in the language's table), else plain text.
pub fn write_lines(
    path: &Path,
    title: &str,
    lines: &[String],
    lang: Language,
) -> Result<(), SheetError> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let bytes = match ext.as_str() {
        "pdf" => lines_pdf(title, lines)?,
        "brf" => {
            let units: Vec<Units> = lines.iter().map(|l| braille::words(l)).collect();
            braille::brf(&units, lang)
                .map_err(SheetError::Braille)?
                .into_bytes()
        }
        _ => (lines.join("\n") + "\n").into_bytes(),
    };
    crate::store::write_atomic(path, &bytes).map_err(SheetError::Io)
}

fn lines_pdf(title: &str, lines: &[String]) -> Result<Vec<u8>, SheetError> {
    const ROWS: usize = 60;
    let font = ParsedFont::from_bytes(FONT, 0, &mut Vec::new()).ok_or(SheetError::Font)?;
    let mut doc = PdfDocument::new(title);
    let font_id = doc.add_font(&font);
    let pages = lines
        .chunks(ROWS)
        .map(|chunk| {
            PdfPage::new(
                Mm(210.0),
                Mm(297.0),
                text_ops(&font_id, 15.0, 280.0, 9.0, chunk),
            )
        })
        .collect();
    Ok(doc
        .with_pages(pages)
        .save(&PdfSaveOptions::default(), &mut Vec::new()))
}

/// A block of lines at (x, y) mm in the font at `size` points.
fn text_ops(font: &FontId, x: f32, y: f32, size: f32, lines: &[String]) -> Vec<Op> {
    let mut ops = vec![
        Op::StartTextSection,
        Op::SetTextCursor {
            pos: Point::new(Mm(x), Mm(y)),
        },
        Op::SetFont {
            font: PdfFontHandle::External(font.clone()),
            size: Pt(size),
        },
        Op::SetLineHeight {
            lh: Pt(size * 1.25),
        },
    ];
    for line in lines {
        ops.push(Op::ShowText {
            items: vec![TextItem::Text(line.clone())],
        });
        ops.push(Op::AddLineBreak);
    }
    ops.push(Op::EndTextSection);
    ops
}

const FONT: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");

/// The printed form on A4 in the shipped DejaVu Sans (any language's letters): the fields at
/// the top, the moves in two columns of 30 (60 move numbers a page, as on the usual form), the
/// result and the signatures at the bottom of the last page; the envelope on a page of its own.
fn pdf(sheet: &Sheet, signatures: &[String], envelope: &[String]) -> Result<Vec<u8>, SheetError> {
    const ROWS: usize = 30;
    let font = ParsedFont::from_bytes(FONT, 0, &mut Vec::new()).ok_or(SheetError::Font)?;
    let mut doc = PdfDocument::new("Ansage score sheet");
    let font_id = doc.add_font(&font);
    let text = |x: f32, y: f32, size: f32, lines: &[String]| text_ops(&font_id, x, y, size, lines);
    let mut pages = Vec::new();
    let moves = sheet.move_lines();
    let chunks: Vec<&[String]> = if moves.is_empty() {
        vec![&[]]
    } else {
        moves.chunks(2 * ROWS).collect()
    };
    let last = chunks.len() - 1;
    for (i, chunk) in chunks.into_iter().enumerate() {
        let mut ops = text(20.0, 275.0, 12.0, &sheet.header);
        let (left, right) = chunk.split_at(chunk.len().min(ROWS));
        ops.extend(text(20.0, 230.0, 11.0, left));
        ops.extend(text(110.0, 230.0, 11.0, right));
        if i == last {
            let mut bottom = sheet.footer.clone();
            bottom.push(String::new());
            bottom.extend(signatures.iter().cloned());
            ops.extend(text(20.0, 50.0, 12.0, &bottom));
        }
        pages.push(PdfPage::new(Mm(210.0), Mm(297.0), ops));
    }
    if !envelope.is_empty() {
        pages.push(PdfPage::new(
            Mm(210.0),
            Mm(297.0),
            text(20.0, 275.0, 14.0, envelope),
        ));
    }
    Ok(doc
        .with_pages(pages)
        .save(&PdfSaveOptions::default(), &mut Vec::new()))
}
