//! Earcons: short sounds that say what happened before any word does (listening started or
//! stopped, move confirmed, not understood, illegal, check, low time, flag). Which one goes
//! with which outcome is the game's to say (`chess::earcons`); the sounds (`assets/earcons/`,
//! made by `make.sh` there) are played at the edge. Each can be turned off, and a sound is not
//! repeated within a quarter second (a burst of outputs gives one sound, not a rattle).

use std::collections::HashMap;

use super::time::Millis;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Earcon {
    ListeningOn,
    ListeningOff,
    Confirmed,
    NotUnderstood,
    Illegal,
    Check,
    LowTime,
    Flag,
}

impl Earcon {
    pub const ALL: [Earcon; 8] = [
        Earcon::ListeningOn,
        Earcon::ListeningOff,
        Earcon::Confirmed,
        Earcon::NotUnderstood,
        Earcon::Illegal,
        Earcon::Check,
        Earcon::LowTime,
        Earcon::Flag,
    ];

    /// The name of its sound file and setting.
    pub fn name(self) -> &'static str {
        match self {
            Earcon::ListeningOn => "listening-on",
            Earcon::ListeningOff => "listening-off",
            Earcon::Confirmed => "confirmed",
            Earcon::NotUnderstood => "not-understood",
            Earcon::Illegal => "illegal",
            Earcon::Check => "check",
            Earcon::LowTime => "low-time",
            Earcon::Flag => "flag",
        }
    }

    pub fn from_name(name: &str) -> Option<Earcon> {
        Earcon::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// Which earcons are on, and when each last sounded.
#[derive(Clone, Debug)]
pub struct Earcons {
    off: Vec<Earcon>,
    last: HashMap<Earcon, Millis>,
    /// The same sound is not repeated within this time.
    pub min_gap: Millis,
}

impl Earcons {
    pub fn new(off: Vec<Earcon>) -> Earcons {
        Earcons {
            off,
            last: HashMap::new(),
            min_gap: 250,
        }
    }

    pub fn set(&mut self, e: Earcon, on: bool) {
        self.off.retain(|x| *x != e);
        if !on {
            self.off.push(e);
        }
    }

    pub fn off(&self) -> &[Earcon] {
        &self.off
    }

    /// The earcons to play now out of those wanted.
    pub fn play(&mut self, wanted: &[Earcon], now: Millis) -> Vec<Earcon> {
        let mut out = Vec::new();
        for e in wanted {
            if self.off.contains(e) {
                continue;
            }
            if self
                .last
                .get(e)
                .is_some_and(|t| now.saturating_sub(*t) < self.min_gap)
            {
                continue;
            }
            self.last.insert(*e, now);
            out.push(*e);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earcons_can_be_turned_off_and_do_not_rattle() {
        let mut e = Earcons::new(vec![Earcon::Check]);
        assert!(e.play(&[Earcon::Check], 0).is_empty());
        assert_eq!(e.play(&[Earcon::Confirmed], 0), vec![Earcon::Confirmed]);
        assert!(e.play(&[Earcon::Confirmed], 100).is_empty());
        assert_eq!(e.play(&[Earcon::Confirmed], 400), vec![Earcon::Confirmed]);
        e.set(Earcon::Check, true);
        assert_eq!(e.play(&[Earcon::Check], 500), vec![Earcon::Check]);
    }
}
