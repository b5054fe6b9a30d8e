//! Voice out: Speech Dispatcher through the `tts` crate, on its own thread (`tts::Tts` is not
//! `Send`), driven by the speech queue of the core. It tells whoever listens when it starts and
//! stops speaking (the recognizer must not hear Ansage), and measures the time from an event to
//! the start of its speech.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use crate::core::clock::Millis;
use crate::core::lexicon::Language;
use crate::core::pronounce::respell;
use crate::core::session::SpeechKind;
use crate::core::speech::{Action, SpeechQueue};

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
    Quit,
}

/// What the speaker thread reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Speech Dispatcher is there and speaks.
    Ready,
    /// No speech output: why. Announcements are still written.
    Unavailable(String),
    /// Started (true) or stopped (false) speaking: the recognizer ignores input meanwhile.
    Speaking(bool),
    /// An utterance started sounding this long after its event (milliseconds), as Speech
    /// Dispatcher reports the start.
    Latency(f64),
}

/// A running speaker.
pub struct Speaker {
    pub commands: Sender<Command>,
    pub events: Receiver<Event>,
    handle: Option<thread::JoinHandle<()>>,
}

impl Speaker {
    pub fn start(language: &str, rate: u8) -> Speaker {
        let (cmd_tx, cmd_rx) = mpsc::channel();
        let (ev_tx, ev_rx) = mpsc::channel();
        let language = language.to_string();
        let handle = thread::spawn(move || run(&language, rate, cmd_rx, ev_tx));
        Speaker {
            commands: cmd_tx,
            events: ev_rx,
            handle: Some(handle),
        }
    }
}

impl Drop for Speaker {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Quit);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// Internal messages: commands, and utterance ends from Speech Dispatcher's own thread.
enum Msg {
    Command(Command),
    Ended(tts::UtteranceId),
    Began(tts::UtteranceId),
}

/// 0..100 on the engine's scale: 0 its minimum, 50 its normal value, 100 its maximum.
fn scale(value: u8, lo: f32, normal: f32, hi: f32) -> f32 {
    let r = f32::from(value.min(100));
    if r <= 50.0 {
        lo + (normal - lo) * r / 50.0
    } else {
        normal + (hi - normal) * (r - 50.0) / 50.0
    }
}

fn rate_value(tts: &tts::Tts, rate: u8) -> f32 {
    scale(rate, tts.min_rate(), tts.normal_rate(), tts.max_rate())
}

fn choose_voice(tts: &mut tts::Tts, voices: &[tts::Voice], language: &str) {
    if let Some(v) = voices
        .iter()
        .find(|v| v.language().primary_language() == language)
    {
        let _ = tts.set_voice(v);
    }
}

fn run(language: &str, rate: u8, commands: Receiver<Command>, events: Sender<Event>) {
    let mut language = language.to_string();
    let mut tts = match tts::Tts::new(tts::Backends::SpeechDispatcher) {
        Ok(t) => t,
        Err(e) => {
            let _ = events.send(Event::Unavailable(e.to_string()));
            // Keep draining so senders never block; nothing is spoken.
            while let Ok(c) = commands.recv() {
                if matches!(c, Command::Quit) {
                    return;
                }
            }
            return;
        }
    };
    let (tx, rx) = mpsc::channel::<Msg>();
    let ended = tx.clone();
    let _ = tts.on_utterance_end(Some(Box::new(move |id| {
        let _ = ended.send(Msg::Ended(id));
    })));
    let began = tx.clone();
    let _ = tts.on_utterance_begin(Some(Box::new(move |id| {
        let _ = began.send(Msg::Began(id));
    })));
    let stopped = tx.clone();
    let _ = tts.on_utterance_stop(Some(Box::new(move |id| {
        let _ = stopped.send(Msg::Ended(id));
    })));
    thread::spawn(move || {
        while let Ok(c) = commands.recv() {
            let quit = matches!(c, Command::Quit);
            if tx.send(Msg::Command(c)).is_err() || quit {
                break;
            }
        }
    });
    // Voices are listed once: it takes seconds with many voices installed.
    let voices = tts.voices().unwrap_or_default();
    choose_voice(&mut tts, &voices, &language);
    let _ = tts.set_rate(rate_value(&tts, rate));
    let _ = events.send(Event::Ready);
    let start = Instant::now();
    let now = || start.elapsed().as_millis() as Millis;
    let mut queue = SpeechQueue::new();
    let mut speaking = false;
    // The utterance Speech Dispatcher is saying; ends of interrupted ones are ignored.
    let mut current: Option<tts::UtteranceId> = None;
    // When the current utterance's event happened, for the event-to-speech latency.
    let mut current_at: Millis = 0;
    // The latency is logged to standard error when ANSAGE_LOG_SPEECH is set.
    let log = std::env::var_os("ANSAGE_LOG_SPEECH").is_some();
    loop {
        let msg = match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(m) => Some(m),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        let actions = match msg {
            // Without an utterance id to wait for, the end is seen by asking.
            None => {
                if queue.is_speaking() && current.is_none() && !tts.is_speaking().unwrap_or(false) {
                    queue.finished(now())
                } else {
                    Vec::new()
                }
            }
            Some(msg) => match msg {
                Msg::Command(Command::Quit) => {
                    let _ = tts.stop();
                    return;
                }
                Msg::Command(Command::Say(group)) => queue.say(group, now()),
                Msg::Command(Command::Silence) => queue.silence(),
                Msg::Command(Command::Rate(r)) => {
                    let _ = tts.set_rate(rate_value(&tts, r));
                    Vec::new()
                }
                Msg::Command(Command::Language(l)) => {
                    language = l;
                    choose_voice(&mut tts, &voices, &language);
                    Vec::new()
                }
                Msg::Command(Command::Pitch(p)) => {
                    let v = scale(p, tts.min_pitch(), tts.normal_pitch(), tts.max_pitch());
                    let _ = tts.set_pitch(v);
                    Vec::new()
                }
                Msg::Command(Command::Volume(p)) => {
                    let v = scale(p, tts.min_volume(), tts.normal_volume(), tts.max_volume());
                    let _ = tts.set_volume(v);
                    Vec::new()
                }
                Msg::Command(Command::Voice(name)) => {
                    match voices
                        .iter()
                        .find(|v| !name.is_empty() && v.name().contains(&name))
                    {
                        Some(v) => {
                            let _ = tts.set_voice(v);
                        }
                        None => choose_voice(&mut tts, &voices, &language),
                    }
                    Vec::new()
                }
                Msg::Began(id) => {
                    if current == Some(id) {
                        let ms = (now() - current_at) as f64;
                        let _ = events.send(Event::Latency(ms));
                        if log {
                            eprintln!("speech latency {ms} ms");
                        }
                    }
                    Vec::new()
                }
                Msg::Ended(id) => {
                    if current == Some(id) {
                        current = None;
                        queue.finished(now())
                    } else {
                        Vec::new()
                    }
                }
            },
        };
        for a in actions {
            match a {
                Action::Stop => {
                    current = None;
                    let _ = tts.stop();
                }
                Action::Speak(u) => {
                    let voice = Language::from_code(&language).unwrap_or(Language::En);
                    current = tts.speak(respell(&u.text, voice), false).ok().flatten();
                    current_at = u.at;
                }
            }
        }
        if queue.is_speaking() != speaking {
            speaking = queue.is_speaking();
            let _ = events.send(Event::Speaking(speaking));
        }
    }
}
