//! The console mode: one line in is one utterance (the same words as speech) or a typed
//! command; every announcement is printed on its own line. It works with a screen reader in a
//! terminal and is scriptable through stdin. Input is read on its own thread, so that the table
//! goes on with time (flag falls, warnings, the shot clock, the microphone) while nobody types.

use std::io::{self, BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use crate::table::billiards::{Scorer, ScorerOptions};
use crate::table::chess::{Table, TableOptions};

/// A table the console drives: a typed line (false to stop), and the time-driven rest.
pub trait Driven {
    fn line(&mut self, line: &str) -> io::Result<bool>;
    fn idle(&mut self) -> io::Result<()>;
    fn close(&mut self) -> io::Result<()>;
}

impl<W: Write> Driven for Table<W> {
    fn line(&mut self, line: &str) -> io::Result<bool> {
        self.enter(line)
    }

    fn idle(&mut self) -> io::Result<()> {
        self.step()
    }

    fn close(&mut self) -> io::Result<()> {
        Table::close(self)
    }
}

impl<W: Write> Driven for Scorer<W> {
    fn line(&mut self, line: &str) -> io::Result<bool> {
        self.enter(line)
    }

    fn idle(&mut self) -> io::Result<()> {
        self.step()
    }

    fn close(&mut self) -> io::Result<()> {
        Scorer::close(self)
    }
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

/// Runs the billiards console until `quit` or the end of input.
pub fn billiards<R: BufRead + Send + 'static, W: Write>(
    opts: ScorerOptions,
    input: R,
    out: W,
) -> io::Result<()> {
    drive(input, 50, Scorer::open(opts, out)?)
}

/// Reads lines on their own thread and hands each to the table; between lines, every
/// `wait_ms`, the table's time-driven work goes on.
fn drive<R: BufRead + Send + 'static>(
    input: R,
    wait_ms: u64,
    mut table: impl Driven,
) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in input.lines() {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    loop {
        match rx.recv_timeout(Duration::from_millis(wait_ms)) {
            Ok(line) => {
                if !table.line(&line?)? {
                    break;
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => table.idle()?,
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    table.close()
}
