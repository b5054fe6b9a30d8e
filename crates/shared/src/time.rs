//! Time as the domains see it: milliseconds from an origin the edge chooses (the table's start
//! for the chess clock, the epoch for the billiards protocol). Nothing here reads a clock.

use super::mistake::Mistake;

/// Milliseconds, from an arbitrary monotonic origin.
pub type Millis = u64;

pub const SECOND: Millis = 1_000;
pub const MINUTE: Millis = 60 * SECOND;
pub const HOUR: Millis = 60 * MINUTE;

/// The longest time Ansage takes for a period, an increment, a warning or a wait: a day
/// (a number past it wrapped around to a clock of 9:34:08, issue 32).
pub const LONGEST: Millis = 24 * HOUR;

/// A duration: "90m", "1h30m", "30s", or bare seconds ("5400"), from 0s to [`LONGEST`].
pub fn parse_duration(text: &str) -> Result<Millis, Mistake> {
    let said = || text.trim().to_string();
    let too_long = || Mistake::new("time-too-long", &[("text", said())]);
    let text = text.trim();
    if text.is_empty() {
        return Err(Mistake::new("time-missing", &[]));
    }
    let mut total: Millis = 0;
    let mut number = String::new();
    let mut any_unit = false;
    for ch in text.chars() {
        if ch.is_ascii_digit() {
            number.push(ch);
            continue;
        }
        let unit = match ch {
            'h' => HOUR,
            'm' => MINUTE,
            's' => SECOND,
            _ => {
                let args = [("text", said()), ("unit", ch.to_string())];
                return Err(Mistake::new("time-unknown-unit", &args));
            }
        };
        if number.is_empty() {
            let args = [("text", said()), ("unit", ch.to_string())];
            return Err(Mistake::new("time-number-missing", &args));
        }
        let n: Millis = number.parse().map_err(|_| too_long())?;
        total = n
            .checked_mul(unit)
            .and_then(|ms| total.checked_add(ms))
            .ok_or_else(too_long)?;
        number.clear();
        any_unit = true;
    }
    if !number.is_empty() {
        let n: Millis = number.parse().map_err(|_| too_long())?;
        // A bare number is seconds, as in the PGN TimeControl tag.
        total = n
            .checked_mul(SECOND)
            .and_then(|ms| total.checked_add(ms))
            .ok_or_else(too_long)?;
    } else if !any_unit {
        return Err(Mistake::new("time-not-a-time", &[("text", said())]));
    }
    if total > LONGEST {
        return Err(too_long());
    }
    Ok(total)
}

/// A duration as `parse_duration` reads it: "1h30m", "5m", "45s", "0s".
pub fn format_duration(ms: Millis) -> String {
    let secs = ms / SECOND;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let mut out = String::new();
    if h > 0 {
        out.push_str(&format!("{h}h"));
    }
    if m > 0 {
        out.push_str(&format!("{m}m"));
    }
    if s > 0 || out.is_empty() {
        out.push_str(&format!("{s}s"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_past_a_day_is_refused_naming_the_range() {
        for text in ["5124095576040h", "25h", "90001", "99999999999999999999s"] {
            let e = parse_duration(text).unwrap_err();
            assert!(e.to_string().contains("from 0s to 24h"), "{text}: {e}");
        }
        assert_eq!(parse_duration("24h"), Ok(LONGEST));
    }

    #[test]
    fn durations_in_units_and_bare_seconds() {
        assert_eq!(parse_duration("1h30m"), Ok(90 * MINUTE));
        assert_eq!(parse_duration("30s"), Ok(30 * SECOND));
        assert_eq!(parse_duration("5400"), Ok(90 * MINUTE));
        assert!(parse_duration("5x").is_err());
        assert!(parse_duration("").is_err());
        for ms in [0, 30 * SECOND, 5 * MINUTE, 90 * MINUTE + 5 * SECOND] {
            assert_eq!(parse_duration(&format_duration(ms)), Ok(ms));
        }
        assert_eq!(format_duration(90 * MINUTE), "1h30m");
    }
}
