//! Wall-clock times as the player reads them: in his time zone, with its abbreviation
//! ("2026-12-02 21:14 CET"), for the score sheet's PGN date, the billiards protocol's times
//! and the folders games and matches are kept in. A game played at 23:30 in Berlin is dated
//! that day, not the next (UTC's). The zone is data passed in: the table takes the system's
//! (`Zone::system`, at the edge); the domains only format with it.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// A time zone (the system's, or UTC for tests and where none can be found).
#[derive(Clone, Debug)]
pub struct Zone(TimeZone);

impl Zone {
    /// The system's zone: `TZ` (a name or a POSIX rule such as `CET-1CEST,M3.5.0,M10.5.0/3`),
    /// else `/etc/localtime` (Windows: its own setting); UTC when none can be read.
    pub fn system() -> Zone {
        Zone(TimeZone::try_system().unwrap_or(TimeZone::UTC))
    }

    pub fn utc() -> Zone {
        Zone(TimeZone::UTC)
    }

    fn zoned(&self, ms: u64) -> jiff::ZonedDateTime {
        Timestamp::from_millisecond(ms as i64)
            .unwrap_or(Timestamp::UNIX_EPOCH)
            .to_zoned_datetime(self.0.clone())
    }

    /// "2026-12-02 21:14 CET".
    pub fn stamp(&self, ms: u64) -> String {
        self.zoned(ms).strftime("%Y-%m-%d %H:%M %Z").to_string()
    }

    /// The date as the PGN Date tag wants it: "2026.12.02".
    pub fn pgn_date(&self, ms: u64) -> String {
        self.zoned(ms).strftime("%Y.%m.%d").to_string()
    }

    /// In a pattern of `strftime` (a club system's "%d.%m.%Y").
    pub fn format(&self, ms: u64, pattern: &str) -> String {
        self.zoned(ms).strftime(pattern).to_string()
    }

    /// A name for a folder or file: "2026-12-02 21.14".
    pub fn file_stamp(&self, ms: u64) -> String {
        self.zoned(ms).strftime("%Y-%m-%d %H.%M").to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_in_a_zone() {
        let utc = Zone::utc();
        assert_eq!(utc.stamp(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc.stamp(1_796_017_080_000), "2026-11-30 05:38 UTC");
        // 23:30 in Berlin is still that day there (22:30 UTC).
        let berlin = Zone(TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").unwrap());
        let late = 1_796_077_800_000; // 2026-11-30 22:30 UTC
        assert_eq!(berlin.stamp(late), "2026-11-30 23:30 CET");
        assert_eq!(
            Zone(TimeZone::posix("XYZ-14").unwrap()).pgn_date(late),
            "2026.12.01"
        );
        assert_eq!(berlin.file_stamp(late), "2026-11-30 23.30");
    }
}
