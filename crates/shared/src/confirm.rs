//! When a move or a scoring event is read back for a "yes" before it counts (blind-chess
//! supplement 2.1, 2.6: a slip of the tongue is corrected before the clock is pressed; the
//! billiards marker's read-back, billiards-rules §12). One policy, one meaning for both games:
//! "when inexact" reads back whatever was not typed exactly, that is, anything a recognizer
//! heard (its best guess, however clean the phrase) and anything the matcher had to correct.

use super::choice::NotOneOf;
use std::str::FromStr;

/// Where an utterance came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The keyboard: exactly what was meant, but for typing errors the matcher corrects.
    Typed,
    /// A recognizer: its best guess of what was said.
    Heard,
}

/// When a recognised move or event is read back for confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ConfirmPolicy {
    /// Every one (the default; supplement 2.6).
    #[default]
    Always,
    /// Only what was heard, or typed with an error the matcher tolerated.
    #[serde(alias = "inexact")]
    WhenInexact,
    /// Never: it counts at once.
    Never,
}

impl ConfirmPolicy {
    pub const ALL: [ConfirmPolicy; 3] = [
        ConfirmPolicy::Always,
        ConfirmPolicy::WhenInexact,
        ConfirmPolicy::Never,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ConfirmPolicy::Always => "always",
            ConfirmPolicy::WhenInexact => "when-inexact",
            ConfirmPolicy::Never => "never",
        }
    }

    /// Whether an input from `source` is read back; `corrected` when the matcher had to
    /// tolerate an error to understand it.
    pub fn reads_back(self, source: Source, corrected: bool) -> bool {
        match self {
            ConfirmPolicy::Always => true,
            ConfirmPolicy::WhenInexact => source == Source::Heard || corrected,
            ConfirmPolicy::Never => false,
        }
    }
}

impl FromStr for ConfirmPolicy {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<ConfirmPolicy, NotOneOf> {
        match s {
            "inexact" => Ok(ConfirmPolicy::WhenInexact),
            _ => ConfirmPolicy::ALL
                .into_iter()
                .find(|c| c.name() == s)
                .ok_or_else(|| {
                    NotOneOf::new(
                        "confirmation policy",
                        s,
                        &["always", "when-inexact", "never"],
                    )
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn when_inexact_reads_back_what_was_heard_or_corrected() {
        let p = ConfirmPolicy::WhenInexact;
        assert!(p.reads_back(Source::Heard, false));
        assert!(p.reads_back(Source::Typed, true));
        assert!(!p.reads_back(Source::Typed, false));
        assert!(ConfirmPolicy::Always.reads_back(Source::Typed, false));
        assert!(!ConfirmPolicy::Never.reads_back(Source::Heard, true));
        for c in ConfirmPolicy::ALL {
            assert_eq!(c.name().parse::<ConfirmPolicy>(), Ok(c));
        }
        assert_eq!(
            "inexact".parse::<ConfirmPolicy>(),
            Ok(ConfirmPolicy::WhenInexact)
        );
    }
}
