//! Where a table's time comes from. The domains never read a clock: the table passes them the
//! time of each event. Both tables keep a [`TimeSource`]: a monotonic time from the table's
//! start (a clock must not jump when the system clock is set), or a manual one that moves only
//! with `wait` (for scripts and tests). Chess counts from the start; billiards stamps its
//! protocol with the wall time, the start's wall time moved on by the source ([`WallTime`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::shared::calendar::Zone;
use crate::shared::time::Millis;

/// The chess table's clock: real (monotonic, from the start) or manual.
#[derive(Clone, Copy, Debug)]
pub enum TimeSource {
    Real(Instant),
    Manual(Millis),
}

impl TimeSource {
    pub fn new(manual: bool) -> TimeSource {
        if manual {
            TimeSource::Manual(0)
        } else {
            TimeSource::Real(Instant::now())
        }
    }

    /// Milliseconds since the table opened, or the manual time.
    pub fn now(&self) -> Millis {
        match self {
            TimeSource::Real(start) => start.elapsed().as_millis() as Millis,
            TimeSource::Manual(t) => *t,
        }
    }

    /// Manual time: lets `by` pass; false when the time is real.
    pub fn wait(&mut self, by: Millis) -> bool {
        match self {
            TimeSource::Manual(t) => {
                *t += by;
                true
            }
            TimeSource::Real(_) => false,
        }
    }
}

/// The billiards table's time: milliseconds since the epoch (the protocol's times), the wall
/// time at the table's start moved on by a [`TimeSource`].
#[derive(Clone, Copy, Debug)]
pub struct WallTime {
    started: u64,
    source: TimeSource,
}

impl WallTime {
    pub fn new(manual: bool) -> WallTime {
        WallTime {
            started: wall_ms(),
            source: TimeSource::new(manual),
        }
    }

    /// Milliseconds since the epoch.
    pub fn now(&self) -> u64 {
        self.started + self.source.now()
    }

    /// Manual time: lets `by` pass; false when the time is real.
    pub fn wait(&mut self, by: Millis) -> bool {
        self.source.wait(by)
    }
}

/// Set when the system asks Ansage to end (logout, shutdown, Ctrl+C, `kill`).
static STOP: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// SIGTERM, SIGINT and SIGHUP ask the running table to end as `quit` does, so the clock is
/// saved at that instant (the side to move does not get his thinking time back); a second
/// one of the same signal ends the process at once.
pub fn watch_signals() {
    let flag = STOP.get_or_init(Arc::default);
    #[cfg(unix)]
    let signals = [
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGHUP,
    ];
    #[cfg(not(unix))]
    let signals = [signal_hook::consts::SIGTERM, signal_hook::consts::SIGINT];
    for sig in signals {
        let _ = signal_hook::flag::register_conditional_shutdown(sig, 1, Arc::clone(flag));
        let _ = signal_hook::flag::register(sig, Arc::clone(flag));
    }
}

/// Whether the system asked Ansage to end.
pub fn stop_asked() -> bool {
    STOP.get().is_some_and(|f| f.load(Ordering::Relaxed))
}

/// Milliseconds since the epoch, from the system clock (the billiards protocol's times).
pub fn wall_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// Today's date in the player's time zone as the PGN Date tag wants it ("2026.11.30").
pub fn today() -> String {
    Zone::system().pgn_date(wall_ms())
}

/// Now in the player's time zone as a folder or file name: "2026-11-30 21.14".
pub fn now_for_files() -> String {
    Zone::system().file_stamp(wall_ms())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_time_moves_only_when_told() {
        let mut t = TimeSource::new(true);
        assert_eq!(t.now(), 0);
        assert!(t.wait(1500));
        assert_eq!(t.now(), 1500);
        assert!(!TimeSource::new(false).wait(10));
        assert_eq!(today().len(), 10);
    }

    #[test]
    fn the_wall_time_starts_at_the_clock_and_moves_manually_only_when_told() {
        let before = wall_ms();
        let mut t = WallTime::new(true);
        let at = t.now();
        assert!(at >= before && at <= wall_ms());
        assert!(t.wait(14_000));
        assert_eq!(t.now(), at + 14_000);
        assert!(!WallTime::new(false).wait(10));
    }
}
