//! Speech Dispatcher, the Linux speech server Orca speaks through, as Ansage's [`Backend`]
//! (directly, through the binding the `tts` crate uses: it sets the language without listing
//! every voice, which `tts` needs 2.3 s for).
//!
//! Ansage speaks at the MESSAGE priority, as Orca does: messages of that priority are queued
//! behind one another, never cancelled by the other client's, so a screen reader's speech and
//! Ansage's read-back are both heard (at TEXT priority, anything Orca or `spd-say` said cut
//! Ansage off unheard). Punctuation is off (with the user's "all", a read-back would end in
//! "question mark"), and the rate is sent only when the player chose one: otherwise the
//! user's own setting stands.

use std::sync::mpsc::Sender;

use speech_dispatcher::{Connection, Mode, Priority, Punctuation};

use crate::backend::{Backend, Note, Settings};
use ansage_shared::mistake::Mistake;

/// A connection to Speech Dispatcher, reporting its utterances to `notes`.
pub struct Dispatcher {
    sd: Connection,
    notes: Sender<Note>,
    settings: Settings,
}

/// 0..100 on Speech Dispatcher's scale of -100..100 (50 is its normal 0).
fn scale(value: u8) -> i32 {
    (i32::from(value.min(100)) - 50) * 2
}

/// Opens a connection whose callbacks report to `notes`, with the voice set up.
fn connect(notes: &Sender<Note>, settings: &Settings) -> Result<Connection, Mistake> {
    let sd = Connection::open("ansage", "main", "ansage", Mode::Threaded).map_err(|e| {
        tracing::warn!(target: "ansage::speech", "Speech Dispatcher: {e:?}");
        Mistake::new("speech-unreachable", &[])
    })?;
    let began = notes.clone();
    sd.on_begin(Some(Box::new(move |id, _| {
        let _ = began.send(Note::Began(id as u64));
    })));
    let ended = notes.clone();
    sd.on_end(Some(Box::new(move |id, _| {
        let _ = ended.send(Note::Ended(id as u64));
    })));
    let cancelled = notes.clone();
    sd.on_cancel(Some(Box::new(move |id, _| {
        let _ = cancelled.send(Note::Cancelled(id as u64));
    })));
    let _ = sd.set_punctuation(Punctuation::None);
    set_up(&sd, settings, &Settings::default());
    Ok(sd)
}

/// Sends what `settings` set and `before` did not (all of it to a new connection).
fn set_up(sd: &Connection, settings: &Settings, before: &Settings) {
    if settings.language != before.language || settings.voice != before.voice {
        let _ = sd.set_language(settings.language.as_str());
        if let Some(name) = &settings.voice {
            choose_named_voice(sd, name);
        }
    }
    if let Some(r) = settings.rate.filter(|_| settings.rate != before.rate) {
        let _ = sd.set_voice_rate(scale(r));
    }
    if let Some(p) = settings.pitch.filter(|_| settings.pitch != before.pitch) {
        let _ = sd.set_voice_pitch(scale(p));
    }
    if let Some(v) = settings.volume.filter(|_| settings.volume != before.volume) {
        let _ = sd.set_volume(scale(v));
    }
}

/// A voice by (part of) its name; this lists the voices, which takes a second or two, so it
/// is done only when the user chose a voice by name.
fn choose_named_voice(sd: &Connection, name: &str) -> bool {
    let Ok(voices) = sd.list_synthesis_voices() else {
        return false;
    };
    match voices.iter().find(|v| v.name.contains(name)) {
        Some(v) => sd.set_synthesis_voice(v).is_ok(),
        None => false,
    }
}

impl Dispatcher {
    pub fn open(settings: &Settings, notes: Sender<Note>) -> Result<Dispatcher, Mistake> {
        Ok(Dispatcher {
            sd: connect(&notes, settings)?,
            notes,
            settings: settings.clone(),
        })
    }
}

impl Backend for Dispatcher {
    fn say(&mut self, text: &str) -> Result<Option<u64>, Mistake> {
        if let Some(id) = self.sd.say(Priority::Message, text) {
            return Ok(Some(id));
        }
        // Refused: the daemon went away (it exits a while after its last client). A new
        // connection starts it again.
        self.sd = connect(&self.notes, &self.settings)?;
        Ok(self.sd.say(Priority::Message, text))
    }

    fn cancel(&mut self) {
        let _ = self.sd.cancel();
    }

    fn apply(&mut self, settings: &Settings) {
        set_up(&self.sd, settings, &self.settings);
        self.settings = settings.clone();
    }
}
