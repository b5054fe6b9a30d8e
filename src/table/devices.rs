//! The devices of a table, for both games: the microphone and recognizer (`voice::listen`), the
//! speaker, the earcon player and the player of the recording's stretches; and where the table
//! writes (a terminal, or the window's log). Each is optional and may be missing or vanish: the
//! table is told once, in words, and goes on.
//!
//! `pump` serves all reports in one place: the listener is told when Ansage speaks (it must not
//! hear itself), a speaker that went away is dropped, the microphone's level is kept, and what
//! the table must act on comes back as [`News`].

use std::io::{self, Write};
use std::path::PathBuf;

use crate::shared::earcon::{Earcon, Earcons};
use crate::shared::grammar::{Heard, Phrase, Spellings};
use crate::shared::language::Language;
use crate::shared::mistake::Mistake;
use crate::shared::printable::printable;
use crate::shared::speech::SpeechKind;
use crate::shared::time::Millis;
use crate::shared::tone::Tone;
use crate::voice::listen::{Control, ListenOptions, Listener, Report};
use crate::voice::player::Player;
use crate::voice::recognizer::Engine;
use crate::voice::recorder::RecordingClock;
use crate::voice::speaker::{self, Command as SpeakerCommand, Speaker};

/// How the table listens: the microphone and recognizer (with the vocabulary of the game:
/// chess de, en, ru or ko), and the confidence below which the player is asked to say it
/// again.
#[derive(Clone, Debug)]
pub struct Hearing {
    pub listen: ListenOptions,
    pub min_confidence: f32,
    /// The official Vosk model of the vocabulary is offered at the start: no engine or model
    /// was chosen, none is installed, and the player has not said no to it before.
    pub offer_model: bool,
}

impl Hearing {
    /// The vocabulary of the game's words.
    pub fn vocabulary(&self) -> &str {
        &self.listen.ears.vocabulary
    }
}

/// How the table speaks: rate, pitch and volume 0..100 (50 is the voice's normal value), a
/// voice by (part of) its name; what is not chosen is left as the player set his speech up.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Voice {
    pub rate: Option<u8>,
    pub pitch: Option<u8>,
    pub volume: Option<u8>,
    pub name: Option<String>,
}

/// Which devices a table opens.
#[derive(Clone, Debug, Default)]
pub struct DeviceOptions {
    pub hearing: Option<Hearing>,
    pub voice: Option<Voice>,
    /// Play the earcons, but these.
    pub earcons: Option<Vec<Earcon>>,
}

impl DeviceOptions {
    /// The confidence below which a hearing is not acted on (the player is asked to say it
    /// again); 0 without hearing.
    pub fn min_confidence(&self) -> f32 {
        self.hearing.as_ref().map_or(0.0, |x| x.min_confidence)
    }
}

/// What the devices report for the table to act on.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    /// The recognizer is loaded and can hear these words: the table tells it the phrases.
    Ready {
        engine: &'static str,
        spellings: Spellings,
    },
    /// An utterance, with the engine's confidence and alternatives.
    Heard(Heard),
    MicrophoneReady(String),
    NoMicrophone(crate::voice::mic_trouble::MicTrouble),
    NoRecognizer(String),
    /// Speech output is gone: why. Everything is still written.
    NoSpeech(Mistake),
    /// Speech output runs but nothing is heard (no sound device), or it stopped answering:
    /// given up. Everything is still written.
    NoSound,
    /// A screen reader runs: its name, and whether Ansage speaks through it (else beside it).
    ScreenReader {
        name: String,
        through_it: bool,
    },
    /// A recording started, or could not.
    Recording(Result<RecordingClock, String>),
}

/// The microphone as the window shows it: listening is off (not asked for), asked for with no
/// microphone there, listening (its loudness, 0..1), or waiting for push-to-talk.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Microphone {
    NotListening,
    Missing,
    Listening(f32),
    Waiting(f32),
}

impl Microphone {
    /// Whether a microphone is there to record the game.
    pub fn is_there(self) -> bool {
        matches!(self, Microphone::Listening(_) | Microphone::Waiting(_))
    }

    /// The loudness shown, when a microphone is there.
    pub fn level(self) -> Option<f32> {
        match self {
            Microphone::Listening(l) | Microphone::Waiting(l) => Some(l),
            _ => None,
        }
    }
}

/// A table's devices and its writer.
pub struct Devices<W: Write> {
    out: W,
    listener: Option<Listener>,
    speaker: Option<Speaker>,
    earcons: Option<(Earcons, Player)>,
    clips: Option<Player>,
    level: f32,
    listening: bool,
    /// Whether a microphone was found (None: not yet known).
    microphone_found: Option<bool>,
    /// The sound of the last utterance heard, while capturing.
    utterance: Option<Vec<i16>>,
    /// Ansage is speaking (as the speaker last reported).
    speaking: bool,
    /// The sentences of one action being gathered, to be said as one group (None: each is
    /// said as it comes).
    gathered: Option<Vec<(SpeechKind, String)>>,
}

impl<W: Write> Devices<W> {
    /// Opens what is asked for; the recognizer is loaded with `words`, the game's words.
    pub fn open(out: W, opts: &DeviceOptions, language: Language, words: Vec<String>) -> Self {
        let listener = opts.hearing.as_ref().map(|h| {
            Listener::start(ListenOptions {
                words,
                ..h.listen.clone()
            })
        });
        let speaker = opts.voice.as_ref().map(|v| {
            let sp = Speaker::start(language.code(), v.rate);
            for cmd in [
                v.pitch.map(SpeakerCommand::Pitch),
                v.volume.map(SpeakerCommand::Volume),
                v.name.clone().map(SpeakerCommand::Voice),
            ]
            .into_iter()
            .flatten()
            {
                let _ = sp.commands.send(cmd);
            }
            sp
        });
        Devices {
            out,
            listening: opts
                .hearing
                .as_ref()
                .is_some_and(|h| !h.listen.push_to_talk),
            listener,
            speaker,
            earcons: opts
                .earcons
                .clone()
                .map(|off| (Earcons::new(off), Player::start())),
            clips: None,
            level: 0.0,
            utterance: None,
            speaking: false,
            microphone_found: None,
            gathered: None,
        }
    }

    /// Serves the speaker's and the listener's reports.
    pub fn pump(&mut self) -> Vec<News> {
        let mut news = Vec::new();
        for notice in speaker::pump(&mut self.speaker, &mut self.speaking) {
            tracing::info!(target: "ansage::devices", ?notice);
            news.push(match notice {
                // The listener must not hear Ansage itself.
                speaker::Notice::Speaking(on) => {
                    if let Some(l) = &self.listener {
                        let _ = l.control.send(Control::Speaking(on));
                    }
                    continue;
                }
                speaker::Notice::Gone(why) => News::NoSpeech(why),
                speaker::Notice::NoSound => News::NoSound,
                speaker::Notice::ScreenReader { name, through_it } => {
                    News::ScreenReader { name, through_it }
                }
            });
        }
        let reports: Vec<Report> = match &self.listener {
            Some(l) => l.reports.try_iter().collect(),
            None => Vec::new(),
        };
        for r in reports {
            news.push(match r {
                Report::Level(l) => {
                    self.level = l;
                    continue;
                }
                Report::Utterance(sound) => {
                    self.utterance = Some(sound);
                    continue;
                }
                Report::Ready { engine, spellings } => News::Ready { engine, spellings },
                Report::Heard(h) => News::Heard(h),
                Report::MicrophoneReady(name) => {
                    self.microphone_found = Some(true);
                    News::MicrophoneReady(name)
                }
                Report::NoMicrophone(why) => {
                    self.microphone_found = Some(false);
                    self.level = 0.0;
                    News::NoMicrophone(why)
                }
                Report::NoRecognizer(why) => News::NoRecognizer(why),
                Report::Recording(r) => News::Recording(r),
            });
        }
        news
    }

    /// Tells a device's state the same way at both tables: written and said, queued behind
    /// what is being said (at start-up each state cut off the one before), with the earcon of
    /// listening gone where speech is gone. False for news that is no state (a hearing, the
    /// recognizer ready, the recording): the table acts on those itself.
    pub fn tell_state(&mut self, news: &News, lang: Language, now: Millis) -> io::Result<bool> {
        let t = |id: &str, args: &[(&str, String)]| crate::shared::i18n::t(lang, id, args);
        let (text, speech_gone) = match news {
            News::NoSpeech(why) => (t("no-speech", &[("why", why.words(lang))]), true),
            News::NoSound => (t("no-sound", &[]), true),
            News::ScreenReader { name, through_it } => {
                let id = if *through_it {
                    "screen-reader-through"
                } else {
                    "screen-reader-beside"
                };
                (t(id, &[("name", name.clone())]), false)
            }
            News::MicrophoneReady(name) => {
                (t("microphone-ready", &[("name", name.clone())]), false)
            }
            News::NoMicrophone(why) => (t("no-microphone", &[("why", why.words(lang))]), false),
            News::NoRecognizer(why) => (t("no-recognizer", &[("why", why.clone())]), false),
            News::Ready { .. } | News::Heard(_) | News::Recording(_) => return Ok(false),
        };
        // Speech gone silent is sounded as the microphone going off: the player hears that
        // something stopped, where words may not reach him (issue 32).
        if speech_gone {
            self.sound(&[Earcon::ListeningOff], now);
        }
        self.tell(vec![(SpeechKind::Notice, text)])?;
        Ok(true)
    }

    /// Writes each line and speaks them as one group (a new group cuts off what is still
    /// being said of an older one when it matters as much, so nothing stale queues up).
    pub fn tell(&mut self, group: Vec<(SpeechKind, String)>) -> io::Result<()> {
        for (kind, line) in &group {
            tracing::debug!(target: "ansage::said", ?kind, "{line}");
            writeln!(self.out, "{}", printable(line))?;
        }
        self.speak(group);
        self.out.flush()
    }

    /// Writes a line that is not spoken (what was heard, a listing for the screen); control
    /// characters from files never reach the terminal.
    pub fn write(&mut self, text: &str) -> io::Result<()> {
        writeln!(self.out, "{}", printable(text))?;
        self.out.flush()
    }

    /// Speaks a group without writing it (control characters from files never reach the
    /// speech or the screen reader).
    pub fn speak(&mut self, group: Vec<(SpeechKind, String)>) {
        let group: Vec<(SpeechKind, String)> = group
            .into_iter()
            .map(|(kind, line)| (kind, printable(&line).into_owned()))
            .collect();
        if let Some(gathered) = &mut self.gathered {
            gathered.extend(group);
        } else if let Some(sp) = &self.speaker
            && !group.is_empty()
        {
            let _ = sp.commands.send(SpeakerCommand::Say(group));
        }
    }

    /// From now on the sentences are gathered, until `release`: what one key press causes
    /// ("Neue Partie. Weiß am Zug." and the mode's name, an answer and the next screen) is
    /// said in order, as one group, not each cutting off the one before.
    pub fn gather(&mut self) {
        self.gathered.get_or_insert_with(Vec::new);
    }

    /// Says what was gathered, as one group.
    pub fn release(&mut self) {
        if let Some(group) = self.gathered.take() {
            self.speak(group);
        }
    }

    /// Stops speaking now (and drops what was gathered to be said).
    pub fn silence(&mut self) {
        if let Some(gathered) = &mut self.gathered {
            gathered.clear();
        }
        self.speaker_command(SpeakerCommand::Silence);
    }

    /// Stops playing the recording.
    pub fn stop_clips(&self) {
        if let Some(p) = &self.clips {
            p.stop();
        }
    }

    /// Rate, pitch, volume, voice or language of the speech.
    pub fn speaker_command(&self, cmd: SpeakerCommand) {
        if let Some(sp) = &self.speaker {
            let _ = sp.commands.send(cmd);
        }
    }

    /// Plays those of the earcons that are on and did not just sound.
    pub fn sound(&mut self, wanted: &[Earcon], now: Millis) {
        if let Some((earcons, player)) = &mut self.earcons {
            for e in earcons.play(wanted, now) {
                player.play(e);
            }
        }
    }

    /// The earcons' settings, when earcons are played.
    pub fn earcons_mut(&mut self) -> Option<&mut Earcons> {
        self.earcons.as_mut().map(|(e, _)| e)
    }

    /// Tells the recognizer what to listen for (in its spelling).
    pub fn listen_for(&self, phrases: Vec<Phrase>) {
        self.control(Control::Phrases(phrases));
    }

    /// Hears with another recognizer from now on (a model just installed); it reports `Ready`
    /// once loaded, or why not (the one it had goes on hearing).
    pub fn use_recognizer(&self, engine: Engine, model: PathBuf) {
        self.control(Control::Recognizer(engine, model));
    }

    /// Listens to the microphone or not; false when there is no listener.
    pub fn set_listening(&mut self, on: bool) -> bool {
        self.control(Control::Listening(on));
        self.listening = on;
        self.listener.is_some()
    }

    /// Push-to-talk pressed (true) or released (false).
    pub fn push_to_talk(&mut self, on: bool) {
        if self.listener.is_some() && self.listening != on {
            self.listening = on;
            self.control(Control::Listening(on));
        }
    }

    /// Records the microphone into this file from now on (or stops); false without a listener.
    pub fn record(&self, path: Option<PathBuf>) -> bool {
        self.control(Control::Record(path));
        self.listener.is_some()
    }

    /// Keeps the sound of every utterance heard from now on (or stops): the voice sample.
    pub fn capture(&mut self, on: bool) {
        self.utterance = None;
        self.control(Control::Capture(on));
    }

    /// The sound of the utterance last heard, while capturing (once).
    pub fn take_utterance(&mut self) -> Option<Vec<i16>> {
        self.utterance.take()
    }

    /// Opens the output for the recording's stretches now: it takes a second or two to start
    /// sounding, and a replay must not lose its first words to that.
    pub fn warm_clips(&mut self) {
        self.clips.get_or_insert_with(Player::start);
    }

    /// Plays a stretch of the recording, stopping what was playing.
    pub fn play_clip(&mut self, samples: Vec<i16>, rate: u32) {
        let player = self.clips.get_or_insert_with(Player::start);
        player.stop();
        player.play_clip(samples, rate);
    }

    /// Plays notes in stereo (a scan of the board) instead of what the clip player plays;
    /// stopped as a clip is.
    pub fn play_tones(&mut self, tones: Vec<Tone>) {
        let player = self.clips.get_or_insert_with(Player::start);
        player.stop();
        player.play_tones(tones);
    }

    /// The microphone's state, as the window shows it.
    pub fn microphone(&self) -> Microphone {
        match (&self.listener, self.microphone_found) {
            (None, _) => Microphone::NotListening,
            (Some(_), Some(false)) => Microphone::Missing,
            (Some(_), _) if self.listening => Microphone::Listening(self.level),
            (Some(_), _) => Microphone::Waiting(self.level),
        }
    }

    /// Ansage is speaking: what it says is still to be heard.
    pub fn is_speaking(&self) -> bool {
        self.speaking
    }

    pub fn has_voice(&self) -> bool {
        self.speaker.is_some()
    }

    pub fn has_listener(&self) -> bool {
        self.listener.is_some()
    }

    pub fn out_mut(&mut self) -> &mut W {
        &mut self.out
    }

    /// Stops listening and waits for the listener to end: the recording is finished and
    /// closed when this returns.
    pub fn stop_listening(&mut self) {
        self.listener = None;
    }

    /// Stops listening, and lets what is being said end (at most five seconds: a screen
    /// reader whose end is estimated, a voice that hangs), so the last sentence is heard.
    pub fn close(&mut self) -> io::Result<()> {
        self.control(Control::Quit);
        self.out.flush()?;
        if let Some(sp) = self.speaker.take() {
            sp.finish(std::time::Duration::from_secs(5));
        }
        Ok(())
    }

    fn control(&self, c: Control) {
        if let Some(l) = &self.listener {
            let _ = l.control.send(c);
        }
    }
}

/// The names of the system's input devices (the microphone setting offers them).
pub fn input_devices() -> Vec<String> {
    use cpal::traits::HostTrait;
    cpal::default_host()
        .input_devices()
        .map(|ds| ds.map(|d| d.to_string()).collect())
        .unwrap_or_default()
}
