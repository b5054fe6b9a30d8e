//! The console mode: one line in is one utterance (the same words as speech) or a typed
//! command; every announcement is printed on its own line. It works with a screen reader in a
//! terminal and is scriptable through stdin. Input is read on its own thread, so that the table
//! goes on with time (flag falls, warnings, the shot clock, the microphone) while nobody types.

use std::io::{self, BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use crate::table::billiards::{Scorer, ScorerOptions};
use crate::table::chess::audio_sheet::{AudioSheet, AudioSheetOptions};
use crate::table::chess::{Table, TableOptions};
use crate::table::commands::MAX_LINE;
use crate::table::drive::stop_asked;
use crate::table::voice_sample::{SampleOptions, SampleReader};

/// A table the console drives: a typed line (false to stop), and the time-driven rest.
pub trait Driven {
    fn line(&mut self, line: &str) -> io::Result<bool>;
    /// A line longer than [`MAX_LINE`] was skipped: said, and the table goes on.
    fn too_long(&mut self) -> io::Result<()>;
    fn idle(&mut self) -> io::Result<()>;
    fn close(&mut self) -> io::Result<()>;
    /// The table has ended by itself (not by a line): the console stops.
    fn done(&self) -> bool {
        false
    }
}

impl<W: Write> Driven for Table<W> {
    fn line(&mut self, line: &str) -> io::Result<bool> {
        self.enter(line)
    }

    fn done(&self) -> bool {
        self.is_leaving()
    }

    fn too_long(&mut self) -> io::Result<()> {
        self.line_too_long()
    }

    fn idle(&mut self) -> io::Result<()> {
        self.step()
    }

    fn close(&mut self) -> io::Result<()> {
        Table::close(self)
    }
}

impl<W: Write> Driven for SampleReader<W> {
    fn line(&mut self, line: &str) -> io::Result<bool> {
        self.enter(line)
    }

    fn too_long(&mut self) -> io::Result<()> {
        self.enter("?").map(|_| ())
    }

    fn idle(&mut self) -> io::Result<()> {
        self.step()
    }

    fn close(&mut self) -> io::Result<()> {
        SampleReader::close(self)
    }

    fn done(&self) -> bool {
        self.is_done()
    }
}

impl<W: Write> Driven for Scorer<W> {
    fn line(&mut self, line: &str) -> io::Result<bool> {
        self.enter(line)
    }

    fn too_long(&mut self) -> io::Result<()> {
        self.line_too_long()
    }

    fn idle(&mut self) -> io::Result<()> {
        self.step()
    }

    fn close(&mut self) -> io::Result<()> {
        Scorer::close(self)
    }
}

impl<W: Write> Driven for AudioSheet<W> {
    fn line(&mut self, line: &str) -> io::Result<bool> {
        self.enter(line)
    }

    fn too_long(&mut self) -> io::Result<()> {
        self.enter("?").map(|_| ())
    }

    fn idle(&mut self) -> io::Result<()> {
        self.step()
    }

    fn close(&mut self) -> io::Result<()> {
        AudioSheet::close(self)
    }
}

/// Records the game and nothing else until `quit`, the end of input or a signal to end.
pub fn audio_sheet<R: BufRead + Send + 'static, W: Write>(
    opts: AudioSheetOptions,
    input: R,
    out: W,
) -> io::Result<()> {
    drive(input, 50, AudioSheet::open(opts, out)?)
}

/// Runs the chess console until `quit` or the end of input.
pub fn chess<R: BufRead + Send + 'static, W: Write>(
    opts: TableOptions,
    input: R,
    out: W,
) -> io::Result<()> {
    let devices = opts.devices.hearing.is_some() || opts.devices.voice.is_some();
    let table = Table::open(opts, out)?;
    // With a microphone or a voice, the devices are served more often.
    drive(input, if devices { 20 } else { 100 }, table)
}

/// Reads the voice sample until it is learnt or paused (q, "Ruhe", the end of input).
pub fn voice_sample<R: BufRead + Send + 'static, W: Write>(
    opts: SampleOptions,
    input: R,
    out: W,
) -> Result<(), String> {
    let reader = SampleReader::open(opts, out)?;
    drive(input, 20, reader).map_err(|e| e.to_string())
}

/// Runs the billiards console until `quit` or the end of input.
pub fn billiards<R: BufRead + Send + 'static, W: Write>(
    opts: ScorerOptions,
    input: R,
    out: W,
) -> io::Result<()> {
    drive(input, 50, Scorer::open(opts, out)?)
}

/// One line of input as the reader hands it on.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line, read lossily: a byte that is not UTF-8 (a Latin-1 umlaut) becomes U+FFFD
    /// instead of ending the console.
    Text(String),
    /// A line over [`MAX_LINE`] bytes, skipped to its end.
    TooLong,
}

/// Reads the next line (without its line break), `None` at the end of input.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            if bytes.is_empty() && !too_long {
                return Ok(None);
            }
            break;
        }
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        if !too_long && bytes.len() + chunk.len() <= MAX_LINE {
            bytes.extend_from_slice(chunk);
        } else {
            too_long = true;
            bytes.clear();
        }
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(Line::Text(
        String::from_utf8_lossy(&bytes).into_owned(),
    )))
}

/// Reads lines on their own thread and hands each to the table; between lines, every
/// `wait_ms`, the table's time-driven work goes on. A signal to end closes the table as the
/// end of input does.
fn drive<R: BufRead + Send + 'static>(
    mut input: R,
    wait_ms: u64,
    mut table: impl Driven,
) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        while let Some(line) = read_line(&mut input).transpose() {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    while !stop_asked() && !table.done() {
        match rx.recv_timeout(Duration::from_millis(wait_ms)) {
            Ok(line) => match line? {
                Line::Text(text) => {
                    if !table.line(&text)? {
                        break;
                    }
                }
                Line::TooLong => table.too_long()?,
            },
            Err(mpsc::RecvTimeoutError::Timeout) => table.idle()?,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    table.close()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<Line> {
        let mut r = io::BufReader::with_capacity(16, bytes);
        std::iter::from_fn(|| read_line(&mut r).unwrap()).collect()
    }

    #[test]
    fn a_latin1_umlaut_is_read_not_fatal_and_a_huge_line_is_refused() {
        let mut input = b"\xfcber\r\ne4\n".to_vec();
        input.extend(std::iter::repeat_n(b'x', MAX_LINE + 1));
        input.extend(b"\nja");
        assert_eq!(
            lines(&input),
            vec![
                Line::Text("\u{fffd}ber".into()),
                Line::Text("e4".into()),
                Line::TooLong,
                Line::Text("ja".into()),
            ]
        );
        assert_eq!(lines(b""), vec![]);
    }
}
