//! Voice out: Speech Dispatcher (through `speech-dispatcher`, the binding the `tts` crate uses
//! on Linux) on its own thread, driven by the speech queue of the core. The language is set
//! directly: `tts` can only choose a voice by listing all of them, twice (about 2.3 s with
//! espeak-ng's 13 000 voices), which kept Ansage silent for its first 2.4 seconds. It tells whoever listens when it starts and
//! stops speaking (the recognizer must not hear Ansage), and measures the time from an event to
//! the start of its speech.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};

use speech_dispatcher::{Connection, Mode, Priority};
use std::thread;
use std::time::{Duration, Instant};

use crate::shared::language::Language;
use crate::shared::pronounce::respell;
use crate::shared::speech::SpeechKind;
use crate::shared::speech::{Action, SpeechQueue};
use crate::shared::time::Millis;

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

/// Serves a speaker's reports: the listener is told when Ansage starts and stops speaking (it
/// must not hear itself); a speaker that became unavailable is dropped and why is returned.
pub fn pump(
    speaker: &mut Option<Speaker>,
    listener: Option<&super::listen::Listener>,
) -> Option<String> {
    let events: Vec<Event> = speaker
        .as_ref()
        .map(|sp| sp.events.try_iter().collect())
        .unwrap_or_default();
    for e in events {
        match e {
            Event::Unavailable(why) => {
                *speaker = None;
                return Some(why);
            }
            Event::Speaking(on) => {
                if let Some(l) = listener {
                    let _ = l.control.send(super::listen::Control::Speaking(on));
                }
            }
            Event::Ready | Event::Latency(_) => {}
        }
    }
    None
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

/// Internal messages: commands, and utterance starts and ends from Speech Dispatcher's own
/// thread (by message id).
enum Msg {
    Command(Command),
    Ended(u64),
    Began(u64),
}

/// 0..100 on Speech Dispatcher's scale of -100..100 (50 is its normal 0).
fn scale(value: u8) -> i32 {
    (i32::from(value.min(100)) - 50) * 2
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

/// What the voice is set to, applied again to a new connection.
struct VoiceSettings {
    language: String,
    rate: u8,
    pitch: Option<u8>,
    volume: Option<u8>,
    voice: Option<String>,
}

/// Opens a connection with the callbacks that report starts and ends to `tx`, and sets the
/// voice up.
fn connect(tx: &Sender<Msg>, v: &VoiceSettings) -> Result<Connection, String> {
    let sd = Connection::open("ansage", "main", "ansage", Mode::Threaded)
        .map_err(|e| format!("Speech Dispatcher cannot be reached ({e:?})"))?;
    let ended = tx.clone();
    sd.on_end(Some(Box::new(move |id, _| {
        let _ = ended.send(Msg::Ended(id as u64));
    })));
    let cancelled = tx.clone();
    sd.on_cancel(Some(Box::new(move |id, _| {
        let _ = cancelled.send(Msg::Ended(id as u64));
    })));
    let began = tx.clone();
    sd.on_begin(Some(Box::new(move |id, _| {
        let _ = began.send(Msg::Began(id as u64));
    })));
    let _ = sd.set_language(v.language.as_str());
    let _ = sd.set_voice_rate(scale(v.rate));
    if let Some(p) = v.pitch {
        let _ = sd.set_voice_pitch(scale(p));
    }
    if let Some(p) = v.volume {
        let _ = sd.set_volume(scale(p));
    }
    if let Some(name) = &v.voice {
        choose_named_voice(&sd, name);
    }
    Ok(sd)
}

fn run(language: &str, rate: u8, commands: Receiver<Command>, events: Sender<Event>) {
    let mut v = VoiceSettings {
        language: language.to_string(),
        rate,
        pitch: None,
        volume: None,
        voice: None,
    };
    let (tx, rx) = mpsc::channel::<Msg>();
    let mut sd = match connect(&tx, &v) {
        Ok(c) => c,
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
    let _ = events.send(Event::Ready);
    let start = Instant::now();
    let now = || start.elapsed().as_millis() as Millis;
    let mut queue = SpeechQueue::new();
    let mut speaking = false;
    // The utterance Speech Dispatcher is saying; ends of interrupted ones are ignored.
    let mut current: Option<u64> = None;
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
            // An utterance Speech Dispatcher did not take (no id) is over at once.
            None => {
                if queue.is_speaking() && current.is_none() {
                    queue.finished(now())
                } else {
                    Vec::new()
                }
            }
            Some(msg) => match msg {
                Msg::Command(Command::Quit) => {
                    let _ = sd.cancel();
                    return;
                }
                Msg::Command(Command::Say(group)) => queue.say(group, now()),
                Msg::Command(Command::Silence) => queue.silence(),
                Msg::Command(Command::Rate(r)) => {
                    v.rate = r;
                    let _ = sd.set_voice_rate(scale(r));
                    Vec::new()
                }
                Msg::Command(Command::Language(l)) => {
                    v.language = l;
                    let _ = sd.set_language(v.language.as_str());
                    Vec::new()
                }
                Msg::Command(Command::Pitch(p)) => {
                    v.pitch = Some(p);
                    let _ = sd.set_voice_pitch(scale(p));
                    Vec::new()
                }
                Msg::Command(Command::Volume(p)) => {
                    v.volume = Some(p);
                    let _ = sd.set_volume(scale(p));
                    Vec::new()
                }
                Msg::Command(Command::Voice(name)) => {
                    if name.is_empty() || !choose_named_voice(&sd, &name) {
                        v.voice = None;
                        let _ = sd.set_language(v.language.as_str());
                    } else {
                        v.voice = Some(name);
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
                    let _ = sd.cancel();
                }
                Action::Speak(u) => {
                    let voice = Language::from_code(&v.language).unwrap_or(Language::En);
                    let text = respell(&u.text, voice);
                    current = sd.say(Priority::Text, text.as_str());
                    if current.is_none() {
                        // Refused: the daemon went away (it exits a while after its last
                        // client). A new connection starts it again; if that fails, say why.
                        match connect(&tx, &v) {
                            Ok(c) => {
                                sd = c;
                                current = sd.say(Priority::Text, text);
                            }
                            Err(e) => {
                                let _ = events.send(Event::Unavailable(e));
                            }
                        }
                    }
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
