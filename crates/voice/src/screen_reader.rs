//! The player's screen reader on Windows as Ansage's [`Backend`], through Tolk (the `tolk`
//! crate): NVDA, JAWS, Window-Eyes, System Access, SuperNova and ZoomText speak Ansage's words
//! in the player's own voice and rate and write them to his braille display. Tolk reports
//! neither the start nor the end of what the screen reader says, so the speaker derives the
//! end ([`crate::speaker::estimated_ms`]); nothing of the voice is set (it is the player's).
//!
//! Built and linked for Windows here, and run under Wine, where no screen reader runs and Tolk
//! finds none; speaking through NVDA or JAWS is untested (docs/manual/windows.md).

use std::sync::Arc;

use tolk::Tolk;

use crate::backend::{Backend, Settings};

/// The screen reader Tolk found.
pub struct ScreenReader {
    tolk: Arc<Tolk>,
    name: String,
}

impl ScreenReader {
    /// The running screen reader, if any (Tolk's own SAPI fallback is left off: without a
    /// screen reader Ansage speaks with the system's voice, whose ends it is told).
    pub fn detect() -> Option<ScreenReader> {
        let tolk = Tolk::new();
        tolk.try_sapi(false);
        let name = tolk.detect_screen_reader()?;
        Some(ScreenReader { tolk, name })
    }

    /// "NVDA".
    pub fn screen_reader(&self) -> &str {
        &self.name
    }

    /// "the screen reader NVDA".
    pub fn name(&self) -> String {
        format!("the screen reader {}", self.name)
    }
}

impl Backend for ScreenReader {
    fn say(&mut self, text: &str) -> Result<Option<u64>, ansage_shared::mistake::Mistake> {
        // Speech and braille; what Ansage said before is cut off by the speech queue itself.
        self.tolk.output(text, false);
        Ok(None)
    }

    fn cancel(&mut self) {
        self.tolk.silence();
    }

    fn apply(&mut self, _settings: &Settings) {}
}
