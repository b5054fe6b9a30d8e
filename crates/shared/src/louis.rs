//! liblouis, the Braille translator that Braille users' own software is built on (NVDA, BRLTTY,
//! Orca, Duxbury's open tables): text in, Braille cells out, by the table of the text's
//! language. This binds the few calls Ansage needs. Linux links the system's liblouis (Debian
//! `liblouis20`, tables in `liblouis-data`); the Windows build links liblouis statically and
//! carries its tables in the zip's `liblouis/tables`, beside `ansage.exe`.
//!
//! liblouis keeps its compiled tables in process-wide state, so the calls go one at a time.

use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::sync::Mutex;

/// A Braille cell: dots 1-8 as bits 0-7 (dot 1 is bit 0), as liblouis's `dotsIO` mode gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell(pub u8);

/// Why a text has no Braille.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LouisError {
    /// None of the tables could be read (liblouis's tables are not installed).
    NoTable(Vec<&'static str>),
    /// This liblouis stores characters in a width Ansage was not built for.
    CharSize(i32),
    /// liblouis refused the text.
    Failed,
}

impl std::fmt::Display for LouisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LouisError::NoTable(names) => write!(
                f,
                "liblouis has none of the Braille tables {} (on Debian and Ubuntu they are in \
                 the package liblouis-data)",
                names.join(", ")
            ),
            LouisError::CharSize(n) => write!(f, "liblouis stores characters in {n} bytes"),
            LouisError::Failed => write!(f, "liblouis could not translate the text"),
        }
    }
}

impl std::error::Error for LouisError {}

/// `translationModes` of liblouis.h: cells out as dot patterns, not as a display table's
/// characters (each table's own display would differ; the caller writes the cells).
const DOTS_IO: c_int = 4;
/// `LOU_DOTS`: the bit that marks a widechar as a dot pattern.
const LOU_DOTS: u32 = 0x8000;
/// `LOU_LOG_WARN`..: liblouis reports table errors through the log, which would otherwise go
/// to standard error, where a screen reader reads the console.
const LOG_WARN: c_int = 30_000;

// liblouis's functions are __stdcall on 32-bit Windows (EXPORT_CALL); "system" is that there
// and the C convention everywhere else.
unsafe extern "system" {
    fn lou_translateString(
        table_list: *const c_char,
        inbuf: *const u32,
        inlen: *mut c_int,
        outbuf: *mut u32,
        outlen: *mut c_int,
        typeform: *mut u16,
        spacing: *mut c_char,
        mode: c_int,
    ) -> c_int;
    fn lou_charSize() -> c_int;
    fn lou_getTable(table_list: *const c_char) -> *const c_void;
    fn lou_registerLogCallback(callback: Option<extern "system" fn(c_int, *const c_char)>);
    fn lou_setDataPath(path: *const c_char) -> *mut c_char;
}

extern "system" fn log(level: c_int, message: *const c_char) {
    if message.is_null() {
        return;
    }
    // SAFETY: liblouis passes a NUL-terminated message that lives for the call.
    let text = unsafe { CStr::from_ptr(message) }.to_string_lossy();
    if level >= LOG_WARN {
        tracing::warn!(target: "ansage::braille", "liblouis: {text}");
    } else {
        tracing::debug!(target: "ansage::braille", "liblouis: {text}");
    }
}

/// Set up once, on the first call: the log, the tables' folder.
static LOUIS: Mutex<bool> = Mutex::new(false);

fn setup() {
    // SAFETY: a function pointer that lives as long as the program.
    unsafe { lou_registerLogCallback(Some(log)) };
    // The Windows zip carries the tables under the program's folder; liblouis looks for
    // DATAPATH/liblouis/tables.
    if cfg!(windows)
        && let Some(dir) = std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(|p| p.to_path_buf()))
        && let Ok(path) = CString::new(dir.to_string_lossy().as_bytes())
    {
        // SAFETY: liblouis copies the path.
        unsafe { lou_setDataPath(path.as_ptr()) };
    }
}

/// Runs `f` with liblouis set up, one call at a time.
fn with_louis<T>(f: impl FnOnce() -> T) -> T {
    let mut ready = LOUIS.lock().unwrap_or_else(|e| e.into_inner());
    if !*ready {
        setup();
        *ready = true;
    }
    f()
}

/// The first of `names` this liblouis can read (a table's name changed between releases:
/// German uncontracted Braille is `de-g1.ctb` since 3.8, `de-de-g1.ctb` before).
pub fn first_table(names: &[&'static str]) -> Result<&'static str, LouisError> {
    with_louis(|| {
        names
            .iter()
            .copied()
            .find(|name| {
                let Ok(c) = CString::new(*name) else {
                    return false;
                };
                // SAFETY: a NUL-terminated name; liblouis keeps the compiled table itself.
                !unsafe { lou_getTable(c.as_ptr()) }.is_null()
            })
            .ok_or_else(|| LouisError::NoTable(names.to_vec()))
    })
}

/// `text` in Braille cells by `table` (a name `first_table` gave).
pub fn translate(table: &str, text: &str) -> Result<Vec<Cell>, LouisError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let table = CString::new(table).map_err(|_| LouisError::Failed)?;
    let input: Vec<u32> = text.chars().map(u32::from).collect();
    with_louis(|| {
        // SAFETY: no arguments; the width of liblouis's widechar.
        let size = unsafe { lou_charSize() };
        if size != 4 {
            return Err(LouisError::CharSize(size));
        }
        // A contracted or indicator-laden text can be longer than its letters: start with room
        // for four cells a character and grow until the whole input was taken.
        let mut room = input.len() * 4 + 16;
        loop {
            let mut out = vec![0u32; room];
            let mut inlen = c_int::try_from(input.len()).map_err(|_| LouisError::Failed)?;
            let mut outlen = c_int::try_from(room).map_err(|_| LouisError::Failed)?;
            // SAFETY: the buffers are as long as the lengths say; liblouis writes at most
            // `outlen` widechars and reports how much of each it used.
            let ok = unsafe {
                lou_translateString(
                    table.as_ptr(),
                    input.as_ptr(),
                    &mut inlen,
                    out.as_mut_ptr(),
                    &mut outlen,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    DOTS_IO,
                )
            };
            if ok == 0 {
                return Err(LouisError::Failed);
            }
            if usize::try_from(inlen).unwrap_or(0) < input.len() {
                room *= 2;
                continue;
            }
            out.truncate(usize::try_from(outlen).unwrap_or(0));
            return Ok(out
                .into_iter()
                .map(|w| {
                    Cell(if w & LOU_DOTS != 0 {
                        (w & 0xff) as u8
                    } else {
                        0
                    })
                })
                .collect());
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uncontracted_english_braille_of_a_move() {
        let table = first_table(&["en-ueb-g1.ctb"]).unwrap();
        let dots: Vec<u8> = translate(table, "1. e4")
            .unwrap()
            .iter()
            .map(|c| c.0)
            .collect();
        // Number sign, a (1), full stop, space, e, number sign, d (4).
        assert_eq!(dots, [0x3c, 0x01, 0x32, 0x00, 0x11, 0x3c, 0x19]);
    }

    #[test]
    fn a_missing_table_is_named() {
        assert_eq!(
            first_table(&["no-such-table.ctb"]),
            Err(LouisError::NoTable(vec!["no-such-table.ctb"]))
        );
    }
}
