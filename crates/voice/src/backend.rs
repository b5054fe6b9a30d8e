//! What a way of speaking is to the speaker: the [`Backend`] trait the speaker drives (Speech
//! Dispatcher, a screen reader, the system's voice), the [`Settings`] it applies and the
//! [`Note`]s it reports. The backends and the speaker both use it; it uses neither.

use ansage_shared::mistake::Mistake;

/// What a backend reports about its utterances, by the id [`Backend::say`] gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    Began(u64),
    Ended(u64),
    /// Cut off, by Ansage or by another program (a screen reader's own speech, `spd-say`).
    Cancelled(u64),
}

/// How the voice is set; `None` leaves the backend's (the player's own) setting alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// de, en, ru.
    pub language: String,
    /// 0..100, 50 the voice's normal value; sent only when the player chose a rate.
    pub rate: Option<u8>,
    pub pitch: Option<u8>,
    pub volume: Option<u8>,
    /// A voice by (part of) its name.
    pub voice: Option<String>,
}

/// A way to speak. Starts, ends and cancellations of what it says come back as [`Note`]s on
/// the sender it was opened with, where it reports them.
pub trait Backend {
    /// Says `text`; the utterance's id when its start and end will be reported, `None` when
    /// they will not (the speaker then derives the end). An error: the backend is gone.
    fn say(&mut self, text: &str) -> Result<Option<u64>, Mistake>;
    /// Stops what Ansage is saying, and only that.
    fn cancel(&mut self);
    /// Sets the voice up as `settings` say (only what they name).
    fn apply(&mut self, settings: &Settings);
    /// Whether it is speaking, where it can tell.
    fn is_speaking(&self) -> Option<bool> {
        None
    }
}
