//! Voice out: one thread drives the core's speech queue (interrupts, stale announcements
//! dropped) through a [`Backend`]: Speech Dispatcher on Linux (`dispatcher`), the player's
//! screen reader on Windows (`screen_reader`, Tolk: NVDA, JAWS and others, in the player's own
//! voice and rate and on his braille display) and otherwise the system's voice (`system_voice`,
//! the `tts` crate: WinRT on Windows, AVFoundation on macOS). It tells whoever listens when it
//! starts and stops speaking (the recognizer must not hear Ansage), and measures the time from
//! an event to the start of its speech where the backend reports starts.
//!
//! A backend that reports no utterance end (a screen reader through Tolk) has the end derived:
//! polled where it can say whether it speaks, else estimated from the text's length at a
//! normal speaking rate ([`estimated_ms`]), which errs long (the microphone stays muted a
//! little after a fast screen reader has finished) rather than short (Ansage would hear
//! itself).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use ansage_shared::language::Language;
use ansage_shared::mistake::Mistake;
use ansage_shared::pronounce::respell;
use ansage_shared::speech::SpeechKind;
use ansage_shared::speech::{Action, SpeechQueue};
use ansage_shared::time::Millis;

pub use crate::backend::{Backend, Note, Settings};

/// What the speaker thread is told.
#[derive(Clone, Debug)]
pub enum Command {
    /// One response's utterances, in order.
    Say(Vec<(SpeechKind, String)>),
    /// Silence now.
    Silence,
    /// Rate, pitch and volume, each 0..100 (50 is the voice's normal value).
    Rate(u8),
    Pitch(u8),
    Volume(u8),
    /// A voice by (part of) its name; an empty name goes back to the language's voice.
    Voice(String),
    /// Speak in this language (de, en, ru): a voice of it is chosen.
    Language(String),
    /// Say what is queued to its end, then stop, but wait no longer than this: the last
    /// sentence before Ansage closes ("die Partie ist gespeichert") is heard.
    Finish(Duration),
    Quit,
}

/// What the speaker thread reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Speech is there: through what (Speech Dispatcher, a screen reader by name, the system's
    /// voice).
    Ready(String),
    /// A screen reader runs (after `Ready`): its name, and whether Ansage speaks through it
    /// (Windows: the player's voice and braille display) or beside it (Linux: at its priority
    /// in Speech Dispatcher).
    ScreenReader { name: String, through_it: bool },
    /// No speech output: why. Announcements are still written.
    Unavailable(Mistake),
    /// Speech output runs but nothing is heard: what the backend was given to say does not
    /// end in twice its time (Speech Dispatcher that cannot reach a sound device reports the
    /// start and never the end). The speaker stops.
    NoSound,
    /// Started (true) or stopped (false) speaking: the recognizer ignores input meanwhile.
    Speaking(bool),
    /// An utterance started sounding this long after its event (milliseconds), as the backend
    /// reports the start.
    Latency(f64),
}

/// A running speaker.
pub struct Speaker {
    pub commands: Sender<Command>,
    pub events: Receiver<Event>,
    handle: Option<thread::JoinHandle<()>>,
    /// Signalled when the speaker thread has ended, however it ended.
    done: Receiver<()>,
    /// When the speaker thread last came round its loop (milliseconds since `started`, 0
    /// before its backend is open): a backend call that never returns leaves it behind.
    alive: Arc<AtomicU64>,
    started: Instant,
}

/// How long the speaker thread may be stuck in a backend call (or in opening it) before it is
/// given up: Speech Dispatcher unable to reach a sound device reports no utterance's end and
/// then blocks on "cancel" for ever (issue 32).
const STUCK_AFTER: Duration = Duration::from_secs(5);
const OPENING_AT_MOST: Duration = Duration::from_secs(20);

/// What the table is told of the speaker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Speech output is gone: why. Everything is still written.
    Gone(Mistake),
    /// Speech output runs but cannot be heard, or stopped answering: it is given up.
    NoSound,
    /// A screen reader runs: its name, and whether Ansage speaks through it.
    ScreenReader { name: String, through_it: bool },
    /// Ansage began (true) or stopped speaking.
    Speaking(bool),
}

/// Serves a speaker's reports: `speaking` follows when Ansage starts and stops speaking, and
/// each change is a [`Notice::Speaking`] (the listener must not hear Ansage); a speaker that
/// became unavailable is dropped. Returns what the table is to be told, in order.
pub fn pump(speaker: &mut Option<Speaker>, speaking: &mut bool) -> Vec<Notice> {
    let events: Vec<Event> = speaker
        .as_ref()
        .map(|sp| sp.events.try_iter().collect())
        .unwrap_or_default();
    let mut notices = Vec::new();
    if speaker.as_ref().is_some_and(Speaker::is_stuck) {
        *speaker = None;
        *speaking = false;
        notices.push(Notice::NoSound);
        return notices;
    }
    for e in events {
        match e {
            Event::Unavailable(why) => {
                *speaker = None;
                *speaking = false;
                notices.push(Notice::Gone(why));
                break;
            }
            Event::NoSound => {
                *speaker = None;
                *speaking = false;
                notices.push(Notice::NoSound);
                break;
            }
            Event::Speaking(on) => {
                *speaking = on;
                notices.push(Notice::Speaking(on));
            }
            Event::ScreenReader { name, through_it } => {
                notices.push(Notice::ScreenReader { name, through_it })
            }
            Event::Ready(_) | Event::Latency(_) => {}
        }
    }
    notices
}

impl Speaker {
    /// Starts speaking in `language`; at `rate` when the player chose one, else at the
    /// voice's (or screen reader's) own rate.
    pub fn start(language: &str, rate: Option<u8>) -> Speaker {
        let (cmd_tx, cmd_rx) = mpsc::channel();
        let (ev_tx, ev_rx) = mpsc::channel();
        let settings = Settings {
            language: language.to_string(),
            rate,
            ..Settings::default()
        };
        let (done_tx, done) = mpsc::channel();
        let alive = Arc::new(AtomicU64::new(0));
        let started = Instant::now();
        let beat = Heartbeat {
            alive: alive.clone(),
            started,
        };
        let handle = thread::spawn(move || {
            run(settings, cmd_rx, ev_tx, &beat);
            let _ = done_tx.send(());
        });
        Speaker {
            commands: cmd_tx,
            events: ev_rx,
            handle: Some(handle),
            done,
            alive,
            started,
        }
    }

    /// Whether the speaker thread is stuck in a call to its backend, or in opening it.
    fn is_stuck(&self) -> bool {
        let now = self.started.elapsed();
        match self.alive.load(Ordering::Relaxed) {
            0 => now > OPENING_AT_MOST,
            ms => now.saturating_sub(Duration::from_millis(ms)) > STUCK_AFTER,
        }
    }

    /// Lets what is queued be said (at most `bound`), then stops the speaker.
    pub fn finish(mut self, bound: Duration) {
        let _ = self.commands.send(Command::Finish(bound));
        self.end_within(bound + STUCK_AFTER);
    }

    /// Waits for the speaker thread to end, but no longer than `bound`: a thread stuck in its
    /// backend is left behind (it ends with the program) rather than holding Ansage open,
    /// deaf to the signal to end.
    fn end_within(&mut self, bound: Duration) {
        if let Some(h) = self.handle.take()
            && self.done.recv_timeout(bound).is_ok()
        {
            let _ = h.join();
        }
    }
}

impl Drop for Speaker {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Quit);
        self.end_within(Duration::from_secs(1));
    }
}

/// The speaker thread's sign of life, read by [`Speaker::is_stuck`].
struct Heartbeat {
    alive: Arc<AtomicU64>,
    started: Instant,
}

impl Heartbeat {
    fn beat(&self) {
        let ms = self.started.elapsed().as_millis() as u64;
        self.alive.store(ms.max(1), Ordering::Relaxed);
    }
}

/// Internal messages: commands, and what the backend reports.
enum Msg {
    Command(Command),
    Note(Note),
}

/// A backend opened: what speaks (its name), the backend, and the screen reader running if
/// one is found (to be said).
type Opened = (String, Box<dyn Backend>, Option<Event>);

/// The backend of this platform, or why there is none.
fn open_backend(settings: &Settings, notes: Sender<Note>) -> Result<Opened, Mistake> {
    #[cfg(windows)]
    if let Some(sr) = super::screen_reader::ScreenReader::detect() {
        let running = Event::ScreenReader {
            name: sr.screen_reader().to_string(),
            through_it: true,
        };
        return Ok((sr.name(), Box::new(sr), Some(running)));
    }
    #[cfg(target_os = "linux")]
    {
        super::dispatcher::Dispatcher::open(settings, notes).map(|d| {
            let running = super::screen_reader_running::running().map(|name| Event::ScreenReader {
                name: name.to_string(),
                through_it: false,
            });
            (
                "Speech Dispatcher".to_string(),
                Box::new(d) as Box<dyn Backend>,
                running,
            )
        })
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = notes;
        super::system_voice::SystemVoice::open(settings).map(|v| {
            (
                "the system's voice".to_string(),
                Box::new(v) as Box<dyn Backend>,
                None,
            )
        })
    }
}

/// How long an utterance takes at a normal rate: about 15 characters a second (some 170 words
/// a minute), plus a quarter second; faster or slower with the rate chosen.
pub fn estimated_ms(text: &str, rate: Option<u8>) -> Millis {
    let chars = text.chars().count() as f64;
    let speed = 2f64.powf((f64::from(rate.unwrap_or(50).min(100)) - 50.0) / 50.0);
    (250.0 + chars / 15.0 * 1000.0 / speed) as Millis
}

/// How many times an utterance another program cut off is said again while still current.
const SAY_AGAIN_AT_MOST: u8 = 3;

fn run(settings: Settings, commands: Receiver<Command>, events: Sender<Event>, beat: &Heartbeat) {
    let (tx, rx) = mpsc::channel::<Msg>();
    let (note_tx, note_rx) = mpsc::channel::<Note>();
    let (name, backend, screen_reader) = match open_backend(&settings, note_tx) {
        Ok(b) => b,
        Err(e) => {
            let _ = events.send(Event::Unavailable(e));
            // Keep draining so senders never block; nothing is spoken.
            while let Ok(c) = commands.recv() {
                if matches!(c, Command::Quit) {
                    return;
                }
            }
            return;
        }
    };
    let forward = tx.clone();
    thread::spawn(move || {
        while let Ok(c) = commands.recv() {
            let quit = matches!(c, Command::Quit);
            if forward.send(Msg::Command(c)).is_err() || quit {
                break;
            }
        }
    });
    thread::spawn(move || {
        while let Ok(n) = note_rx.recv() {
            if tx.send(Msg::Note(n)).is_err() {
                break;
            }
        }
    });
    let _ = events.send(Event::Ready(name));
    if let Some(e) = screen_reader {
        let _ = events.send(e);
    }
    let mut voice = Voice::new(backend, settings, events);
    // Set by `Finish`: speaking ends when the queue is said or at this instant.
    let mut finish_by: Option<Instant> = None;
    loop {
        beat.beat();
        if voice.overdue() {
            // Nothing sounds: given up without another call to the backend, which would
            // block (Speech Dispatcher without a sound device answers no "cancel").
            let _ = voice.events.send(Event::NoSound);
            return;
        }
        if let Some(by) = finish_by
            && (!voice.queue.is_speaking() || Instant::now() >= by)
        {
            voice.backend.cancel();
            return;
        }
        let actions = match rx.recv_timeout(Duration::from_millis(100)) {
            Err(RecvTimeoutError::Timeout) => voice.tick(),
            Err(RecvTimeoutError::Disconnected) => return,
            Ok(Msg::Command(Command::Quit)) => {
                voice.backend.cancel();
                return;
            }
            Ok(Msg::Command(Command::Finish(bound))) => {
                finish_by = Some(Instant::now() + bound);
                Vec::new()
            }
            Ok(Msg::Command(c)) => voice.command(c),
            Ok(Msg::Note(Note::Began(id))) => {
                voice.began(id);
                Vec::new()
            }
            Ok(Msg::Note(Note::Ended(id))) => voice.ended(id),
            Ok(Msg::Note(Note::Cancelled(id))) => voice.cancelled(id),
        };
        voice.carry_out(actions);
    }
}

/// The speaker thread's state: the backend, the voice's settings, the speech queue and the
/// utterance being said (ends of interrupted ones are ignored).
struct Voice {
    backend: Box<dyn Backend>,
    settings: Settings,
    events: Sender<Event>,
    queue: SpeechQueue,
    speaking: bool,
    /// The utterance the backend says, by its id.
    current: Option<u64>,
    /// Its words, said again if another program cuts them off while they are still current.
    current_text: String,
    said_again: u8,
    /// For a backend that reports no end: when the utterance is taken to be over.
    derived_end: Option<Millis>,
    /// When the current utterance's event happened, for the event-to-speech latency.
    current_at: Millis,
    /// When the utterance the backend says should have ended at the latest (twice its
    /// estimated time, and five seconds more), for a backend that reports ends.
    due: Option<Millis>,
    start: Instant,
}

impl Voice {
    fn new(backend: Box<dyn Backend>, settings: Settings, events: Sender<Event>) -> Voice {
        Voice {
            backend,
            settings,
            events,
            queue: SpeechQueue::new(),
            speaking: false,
            current: None,
            current_text: String::new(),
            said_again: 0,
            derived_end: None,
            current_at: 0,
            due: None,
            start: Instant::now(),
        }
    }

    /// Whether the utterance under way is long past its time: nothing can be heard.
    fn overdue(&self) -> bool {
        self.due.is_some_and(|due| self.now() > due)
    }

    fn now(&self) -> Millis {
        self.start.elapsed().as_millis() as Millis
    }

    /// A command: what to say, silence, or a setting of the voice.
    fn command(&mut self, c: Command) -> Vec<Action> {
        match c {
            Command::Say(group) => return self.queue.say(group, self.now()),
            Command::Silence => return self.queue.silence(),
            Command::Rate(r) => self.settings.rate = Some(r),
            Command::Language(l) => self.settings.language = l,
            Command::Pitch(p) => self.settings.pitch = Some(p),
            Command::Volume(p) => self.settings.volume = Some(p),
            Command::Voice(name) => self.settings.voice = Some(name).filter(|n| !n.is_empty()),
            Command::Quit | Command::Finish(_) => return Vec::new(),
        }
        self.backend.apply(&self.settings);
        Vec::new()
    }

    /// Every tenth of a second: the end of an utterance whose end is derived.
    fn tick(&mut self) -> Vec<Action> {
        let Some(until) = self.derived_end else {
            return Vec::new();
        };
        let over = match self.backend.is_speaking() {
            // Said to be over, and it had time to begin.
            Some(false) => self.now() >= self.current_at.max(until.saturating_sub(until / 2)),
            Some(true) => self.now() >= until.saturating_mul(2),
            None => self.now() >= until,
        };
        if over {
            self.derived_end = None;
            self.queue.finished(self.now())
        } else {
            Vec::new()
        }
    }

    /// An utterance started sounding: how long after its event.
    fn began(&self, id: u64) {
        if self.current == Some(id) {
            let ms = (self.now() - self.current_at) as f64;
            let _ = self.events.send(Event::Latency(ms));
            tracing::info!(target: "ansage::speech", "speech latency {ms} ms");
        }
    }

    fn ended(&mut self, id: u64) -> Vec<Action> {
        if self.current == Some(id) {
            self.current = None;
            self.queue.finished(self.now())
        } else {
            Vec::new()
        }
    }

    /// Cut off. Ansage's own cuts forget the utterance first, so one still current was cut by
    /// another program: it is said again (a few times at most), else it would be lost unheard.
    fn cancelled(&mut self, id: u64) -> Vec<Action> {
        if self.current != Some(id) {
            return Vec::new();
        }
        if self.said_again < SAY_AGAIN_AT_MOST {
            self.said_again += 1;
            let text = self.current_text.clone();
            self.speak(&text);
            if self.current.is_some() || self.derived_end.is_some() {
                return Vec::new();
            }
        }
        self.current = None;
        self.queue.finished(self.now())
    }

    /// Hands `text` to the backend; a backend gone is reported.
    fn speak(&mut self, text: &str) {
        self.current = None;
        self.derived_end = None;
        match self.backend.say(text) {
            Ok(Some(id)) => {
                self.current = Some(id);
                self.due = Some(self.now() + 2 * estimated_ms(text, self.settings.rate) + 5_000);
            }
            Ok(None) => {
                self.derived_end = Some(self.now() + estimated_ms(text, self.settings.rate));
            }
            Err(e) => {
                let _ = self.events.send(Event::Unavailable(e));
            }
        }
    }

    /// Speaks or stops as the queue says, and tells whoever listens when speaking starts and
    /// stops.
    fn carry_out(&mut self, actions: Vec<Action>) {
        for a in actions {
            match a {
                Action::Stop => {
                    tracing::debug!(target: "ansage::speech", "cut: {}", self.current_text);
                    self.current = None;
                    self.derived_end = None;
                    self.backend.cancel();
                }
                Action::Speak(u) => {
                    let voice =
                        Language::from_code(&self.settings.language).unwrap_or(Language::En);
                    let text = respell(&u.text, voice);
                    tracing::debug!(target: "ansage::speech", kind = ?u.kind, "speak: {text}");
                    self.current_at = u.at;
                    self.current_text = text.clone();
                    self.said_again = 0;
                    self.speak(&text);
                }
            }
        }
        if self.current.is_none() {
            self.due = None;
        }
        if self.queue.is_speaking() != self.speaking {
            self.speaking = self.queue.is_speaking();
            let _ = self.events.send(Event::Speaking(self.speaking));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// Records what it is told; ids from 1 when `reports`, else none.
    struct Recorder {
        said: Arc<Mutex<Vec<String>>>,
        reports: bool,
    }

    impl Backend for Recorder {
        fn say(&mut self, text: &str) -> Result<Option<u64>, Mistake> {
            let mut said = self.said.lock().unwrap();
            said.push(text.to_string());
            Ok(self.reports.then_some(said.len() as u64))
        }
        fn cancel(&mut self) {
            self.said.lock().unwrap().push("<cancel>".into());
        }
        fn apply(&mut self, _settings: &Settings) {}
    }

    fn voice(reports: bool) -> (Voice, Arc<Mutex<Vec<String>>>, Receiver<Event>) {
        let said = Arc::new(Mutex::new(Vec::new()));
        let (events, rx) = mpsc::channel();
        let v = Voice::new(
            Box::new(Recorder {
                said: said.clone(),
                reports,
            }),
            Settings {
                language: "de".into(),
                ..Settings::default()
            },
            events,
        );
        (v, said, rx)
    }

    fn say(v: &mut Voice, text: &str) {
        let actions = v.command(Command::Say(vec![(SpeechKind::ReadBack, text.into())]));
        v.carry_out(actions);
    }

    #[test]
    fn what_another_program_cut_off_is_said_again_a_few_times_at_most() {
        let (mut v, said, _events) = voice(true);
        say(&mut v, "Springer Felix drei?");
        for _ in 0..SAY_AGAIN_AT_MOST {
            let id = v.current.unwrap();
            let actions = v.cancelled(id);
            v.carry_out(actions);
        }
        assert_eq!(
            said.lock().unwrap().len(),
            1 + usize::from(SAY_AGAIN_AT_MOST)
        );
        assert!(
            said.lock()
                .unwrap()
                .iter()
                .all(|t| t == "Springer Felix drei?")
        );
        // Cut once more: given up, and Ansage is no longer speaking.
        let id = v.current.unwrap();
        let actions = v.cancelled(id);
        v.carry_out(actions);
        assert!(!v.speaking);
    }

    #[test]
    fn ansages_own_cut_is_not_said_again() {
        let (mut v, said, _events) = voice(true);
        say(&mut v, "Eva vier?");
        let first = v.current.unwrap();
        let actions = v.command(Command::Silence);
        v.carry_out(actions);
        let actions = v.cancelled(first);
        v.carry_out(actions);
        assert_eq!(*said.lock().unwrap(), ["Eva vier?", "<cancel>"]);
    }

    #[test]
    fn a_backend_without_ends_is_taken_to_finish_after_the_estimate() {
        let (mut v, _said, events) = voice(false);
        say(&mut v, "Eva vier?");
        assert!(v.speaking);
        assert!(v.tick().is_empty(), "not over at once");
        v.derived_end = Some(0);
        let actions = v.tick();
        v.carry_out(actions);
        assert!(!v.speaking);
        let told: Vec<Event> = events.try_iter().collect();
        assert_eq!(told, [Event::Speaking(true), Event::Speaking(false)]);
    }

    #[test]
    fn a_longer_text_or_a_slower_rate_takes_longer() {
        let short = estimated_ms("Eva vier.", None);
        let long = estimated_ms("Springer Felix drei schlägt Eva fünf, Schach.", None);
        assert!(short < long);
        assert!(estimated_ms("Eva vier.", Some(20)) > short);
        assert!(estimated_ms("Eva vier.", Some(90)) < short);
        // A move's read-back takes espeak-ng 1.3 s at its normal rate; the estimate errs long.
        assert!((1300..=2000).contains(&estimated_ms("Springer Felix drei?", None)));
    }
}
