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
/// must not hear itself), and so is `speaking`; a speaker that became unavailable is dropped
/// and why is returned.
pub fn pump(
    speaker: &mut Option<Speaker>,
    listener: Option<&super::listen::Listener>,
    speaking: &mut bool,
) -> Option<String> {
    let events: Vec<Event> = speaker
        .as_ref()
        .map(|sp| sp.events.try_iter().collect())
        .unwrap_or_default();
    for e in events {
        match e {
            Event::Unavailable(why) => {
                *speaker = None;
                *speaking = false;
                return Some(why);
            }
            Event::Speaking(on) => {
                *speaking = on;
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
    let v = VoiceSettings {
        language: language.to_string(),
        rate,
        pitch: None,
        volume: None,
        voice: None,
    };
    let (tx, rx) = mpsc::channel::<Msg>();
    let sd = match connect(&tx, &v) {
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
    let mut voice = Voice {
        sd,
        tx,
        v,
        events,
        queue: SpeechQueue::new(),
        speaking: false,
        current: None,
        current_at: 0,
        start: Instant::now(),
        // The latency is logged to standard error when ANSAGE_LOG_SPEECH is set.
        log: std::env::var_os("ANSAGE_LOG_SPEECH").is_some(),
    };
    loop {
        let actions = match rx.recv_timeout(Duration::from_millis(100)) {
            // An utterance Speech Dispatcher did not take (no id) is over at once.
            Err(RecvTimeoutError::Timeout) => {
                if voice.queue.is_speaking() && voice.current.is_none() {
                    voice.queue.finished(voice.now())
                } else {
                    Vec::new()
                }
            }
            Err(RecvTimeoutError::Disconnected) => return,
            Ok(Msg::Command(Command::Quit)) => {
                let _ = voice.sd.cancel();
                return;
            }
            Ok(Msg::Command(c)) => voice.command(c),
            Ok(Msg::Began(id)) => {
                voice.began(id);
                Vec::new()
            }
            Ok(Msg::Ended(id)) => voice.ended(id),
        };
        voice.carry_out(actions);
    }
}

/// The speaker thread's state: the connection, the voice's settings, the speech queue and the
/// utterance Speech Dispatcher is saying (ends of interrupted ones are ignored).
struct Voice {
    sd: Connection,
    tx: Sender<Msg>,
    v: VoiceSettings,
    events: Sender<Event>,
    queue: SpeechQueue,
    speaking: bool,
    current: Option<u64>,
    /// When the current utterance's event happened, for the event-to-speech latency.
    current_at: Millis,
    start: Instant,
    log: bool,
}

impl Voice {
    fn now(&self) -> Millis {
        self.start.elapsed().as_millis() as Millis
    }

    /// A command: what to say, silence, or a setting of the voice.
    fn command(&mut self, c: Command) -> Vec<Action> {
        match c {
            Command::Say(group) => return self.queue.say(group, self.now()),
            Command::Silence => return self.queue.silence(),
            Command::Rate(r) => {
                self.v.rate = r;
                let _ = self.sd.set_voice_rate(scale(r));
            }
            Command::Language(l) => {
                self.v.language = l;
                let _ = self.sd.set_language(self.v.language.as_str());
            }
            Command::Pitch(p) => {
                self.v.pitch = Some(p);
                let _ = self.sd.set_voice_pitch(scale(p));
            }
            Command::Volume(p) => {
                self.v.volume = Some(p);
                let _ = self.sd.set_volume(scale(p));
            }
            Command::Voice(name) => {
                if name.is_empty() || !choose_named_voice(&self.sd, &name) {
                    self.v.voice = None;
                    let _ = self.sd.set_language(self.v.language.as_str());
                } else {
                    self.v.voice = Some(name);
                }
            }
            Command::Quit => {}
        }
        Vec::new()
    }

    /// An utterance started sounding: how long after its event.
    fn began(&self, id: u64) {
        if self.current == Some(id) {
            let ms = (self.now() - self.current_at) as f64;
            let _ = self.events.send(Event::Latency(ms));
            if self.log {
                eprintln!("speech latency {ms} ms");
            }
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

    /// Speaks or stops as the queue says, and tells whoever listens when speaking starts and
    /// stops.
    fn carry_out(&mut self, actions: Vec<Action>) {
        for a in actions {
            match a {
                Action::Stop => {
                    self.current = None;
                    let _ = self.sd.cancel();
                }
                Action::Speak(u) => {
                    let voice = Language::from_code(&self.v.language).unwrap_or(Language::En);
                    let text = respell(&u.text, voice);
                    self.current = self.sd.say(Priority::Text, text.as_str());
                    if self.current.is_none() {
                        // Refused: the daemon went away (it exits a while after its last
                        // client). A new connection starts it again; if that fails, say why.
                        match connect(&self.tx, &self.v) {
                            Ok(c) => {
                                self.sd = c;
                                self.current = self.sd.say(Priority::Text, text);
                            }
                            Err(e) => {
                                let _ = self.events.send(Event::Unavailable(e));
                            }
                        }
                    }
                    self.current_at = u.at;
                }
            }
        }
        if self.queue.is_speaking() != self.speaking {
            self.speaking = self.queue.is_speaking();
            let _ = self.events.send(Event::Speaking(self.speaking));
        }
    }
}
