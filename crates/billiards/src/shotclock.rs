//! The pyramid shot clock (§4 п.1.26; billiards-rules §7.1): once imposed, 45 s per shot from the
//! moment the previous shot ended (here: when the marker's event for it was taken), the call
//! when 10 s remain, an extension of another 45 s on request (A8); running out is a foul.
//! Pure: the caller polls it with the time.

/// The limit per shot and the time left at the call.
pub const LIMIT_MS: u64 = 45_000;
pub const CALL_AT_MS: u64 = 10_000;

/// What the clock says when polled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// "Десять секунд" / "ten seconds".
    TenSeconds,
    /// Time is up: a foul (п.1.29.1(11)).
    Expired,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShotClock {
    /// The limit per shot (and per extension).
    limit: u64,
    /// When the running shot's time started, and its limit (extended or not).
    running: Option<(u64, u64)>,
    called: bool,
}

impl Default for ShotClock {
    fn default() -> ShotClock {
        ShotClock::with_limit(LIMIT_MS)
    }
}

impl ShotClock {
    /// A clock with another limit than the rules' 45 s (a competition's own).
    pub fn with_limit(limit: u64) -> ShotClock {
        ShotClock {
            limit,
            running: None,
            called: false,
        }
    }

    /// A new shot's time starts now.
    pub fn start(&mut self, now: u64) {
        self.running = Some((now, self.limit));
        self.called = false;
    }

    pub fn stop(&mut self) {
        self.running = None;
    }

    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Another 45 s for this shot.
    pub fn extend(&mut self) {
        if let Some((_, limit)) = self.running.as_mut() {
            *limit += self.limit;
            self.called = false;
        }
    }

    /// Milliseconds left.
    pub fn left(&self, now: u64) -> Option<u64> {
        self.running
            .map(|(start, limit)| (start + limit).saturating_sub(now))
    }

    /// The call due at this time, once each.
    pub fn poll(&mut self, now: u64) -> Option<Call> {
        let left = self.left(now)?;
        if left == 0 {
            self.running = None;
            return Some(Call::Expired);
        }
        if left <= CALL_AT_MS && !self.called {
            self.called = true;
            return Some(Call::TenSeconds);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// §4 п.1.26: the call with 10 s left, once; an extension adds 45 s; expiry is reported.
    #[test]
    fn calls_extension_and_expiry() {
        let mut c = ShotClock::default();
        c.start(1_000);
        assert_eq!(c.poll(30_000), None);
        assert_eq!(c.poll(36_000), Some(Call::TenSeconds));
        assert_eq!(c.poll(37_000), None);
        c.extend();
        assert_eq!(c.left(37_000), Some(54_000));
        assert_eq!(c.poll(81_000), Some(Call::TenSeconds));
        assert_eq!(c.poll(91_000), Some(Call::Expired));
        assert!(!c.is_running());
    }
}
