//! The listening loop: the microphone (cpal), converted to 16 kHz mono, fed in small pieces to
//! the recognizer on its own thread. It hears nothing while Ansage speaks (it must not hear
//! itself), listens always or only while the push-to-talk key is held, listens for the phrases
//! it is told (it never knows which game is played), reports what it heard with the engine's
//! alternatives, records the microphone continuously when asked, and survives a missing or
//! vanishing microphone: it says so and picks the device up again when it returns.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

use super::audio::To16k;
use super::ears::Ears;
use super::mic_trouble::MicTrouble;
use super::recognizer::{Engine, Recognizer};
use super::recorder::{Recorder, RecordingClock};
use ansage_shared::grammar::{Heard, Phrase, Spellings};

/// What the listening loop is told.
#[derive(Clone, Debug)]
pub enum Control {
    /// Listen for these phrases (in the recognizer's spelling) from now on.
    Phrases(Vec<Phrase>),
    /// Ansage is speaking (true) or has stopped (false): input is ignored meanwhile.
    Speaking(bool),
    /// Push-to-talk: listen only while true. Always-listening starts true.
    Listening(bool),
    /// Record the microphone continuously into this file (a new game), or stop recording.
    Record(Option<PathBuf>),
    /// Keep the sound of every utterance heard from now on (the voice sample), or stop.
    Capture(bool),
    /// Hear with this engine and model from now on (reported `Ready` as at the start); if it
    /// cannot be loaded, the recognizer there goes on.
    Recognizer(Engine, PathBuf),
    Quit,
}

/// What the listening loop reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Report {
    /// The recognizer is loaded: which one, and the words it can hear. It hears nothing until
    /// it is told the phrases.
    Ready {
        engine: &'static str,
        spellings: Spellings,
    },
    /// An utterance, with the engine's confidence and alternatives, for the game to weigh.
    Heard(Heard),
    /// While capturing: the sound of the utterance reported next (16 kHz mono), from the end
    /// of Ansage's last words or the last utterance, at most [`CAPTURE_AT_MOST`].
    Utterance(Vec<i16>),
    /// The microphone is listening (again): its first sound has arrived. Reported then, not
    /// when the device opened, because a capture path can take seconds before sound flows
    /// (ALSA through PulseAudio: 1.5-2 s, more on a busy machine), and what is said before it
    /// is lost; "ready" must mean that Ansage hears.
    MicrophoneReady(String),
    /// No microphone, or it went away; the game goes on by keyboard.
    NoMicrophone(MicTrouble),
    /// The recognizer could not be started, or failed.
    NoRecognizer(String),
    /// A recording started (its file, and its length in samples as it grows), or could not.
    Recording(Result<RecordingClock, String>),
    /// The microphone's loudness (peak of the last tenth of a second, 0..1), for the level
    /// meter the assistant watches.
    Level(f32),
}

/// How to listen.
#[derive(Clone, Debug, Default)]
pub struct ListenOptions {
    /// The recognizer and what it hears with.
    pub ears: Ears,
    /// The words the game may say, as its lexicons write them: the recognizer is loaded with
    /// those it can hear.
    pub words: Vec<String>,
    /// An input device by (part of) its name; the default device otherwise.
    pub device: Option<String>,
    /// Push-to-talk: deaf until `Control::Listening(true)`; else always listening.
    pub push_to_talk: bool,
    /// Record only, with no recognizer at all (the audio score sheet of an event that allows
    /// a recorder and nothing else).
    pub record_only: bool,
}

/// A running listening loop.
pub struct Listener {
    pub control: Sender<Control>,
    pub reports: Receiver<Report>,
    handle: Option<thread::JoinHandle<()>>,
}

impl Listener {
    /// Starts listening on its own thread.
    pub fn start(options: ListenOptions) -> Listener {
        let (ctl_tx, ctl_rx) = mpsc::channel();
        let (rep_tx, rep_rx) = mpsc::channel();
        let handle = thread::spawn(move || run(options, ctl_rx, rep_tx));
        Listener {
            control: ctl_tx,
            reports: rep_rx,
            handle: Some(handle),
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.control.send(Control::Quit);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// Audio from the device callback: mono samples at the device rate, or the stream's failure.
enum Audio {
    Samples(Vec<f32>),
    Failed(MicTrouble),
}

/// An open input stream (cpal streams must stay on the thread that made them).
struct Mic {
    _stream: cpal::Stream,
    rate: u32,
    name: String,
}

fn open_mic(device: Option<&str>, tx: Sender<Audio>) -> Result<Mic, MicTrouble> {
    let host = cpal::default_host();
    let dev = match device {
        Some(want) => host
            .input_devices()
            .map_err(|e| MicTrouble::of(&e))?
            .find(|d| d.to_string().contains(want))
            .ok_or_else(|| MicTrouble::NoDeviceNamed(want.to_string()))?,
        None => host.default_input_device().ok_or(MicTrouble::NoDevice)?,
    };
    let name = dev.to_string();
    let supported = dev.default_input_config().map_err(|e| MicTrouble::of(&e))?;
    let format = supported.sample_format();
    let config = supported.config();
    let channels = usize::from(config.channels.max(1));
    let rate = config.sample_rate;
    let err_tx = tx.clone();
    let on_error = move |e: cpal::Error| {
        let _ = err_tx.send(Audio::Failed(MicTrouble::of(&e)));
    };
    let mono = move |frames: Vec<f32>| -> Vec<f32> {
        frames
            .chunks(channels)
            .map(|f| f.iter().sum::<f32>() / f.len() as f32)
            .collect()
    };
    let stream = match format {
        cpal::SampleFormat::F32 => dev.build_input_stream::<f32, _, _>(
            config,
            move |data: &[f32], _| {
                let _ = tx.send(Audio::Samples(mono(data.to_vec())));
            },
            on_error,
            None,
        ),
        cpal::SampleFormat::I16 => dev.build_input_stream::<i16, _, _>(
            config,
            move |data: &[i16], _| {
                let f: Vec<f32> = data.iter().map(|s| f32::from(*s) / 32768.0).collect();
                let _ = tx.send(Audio::Samples(mono(f)));
            },
            on_error,
            None,
        ),
        other => {
            return Err(MicTrouble::Other(format!(
                "cannot open the microphone's format {other:?}"
            )));
        }
    }
    .map_err(|e| MicTrouble::of(&e))?;
    stream.play().map_err(|e| MicTrouble::of(&e))?;
    Ok(Mic {
        _stream: stream,
        rate,
        name,
    })
}

/// How often a lost microphone is looked for again.
const RETRY: Duration = Duration::from_secs(2);

/// A device delivers sound (silence too) all the time; none for this long means it is gone,
/// even when the driver reports nothing (a vanished PulseAudio server, say).
const SILENT_DEVICE: Duration = Duration::from_secs(3);

/// How often the loudness is reported.
const LEVEL_EVERY: Duration = Duration::from_millis(100);

/// The longest sound kept of one utterance (16 kHz samples, 15 s): a phrase of the voice
/// sample takes a few seconds; more is the silence before it.
pub const CAPTURE_AT_MOST: usize = 15 * 16_000;

/// The loop: without a recognizer (record only, or none could be loaded) the microphone is
/// still opened, measured and recorded: the game's audio score sheet does not depend on
/// hearing.
fn run(options: ListenOptions, control: Receiver<Control>, reports: Sender<Report>) {
    let rec = match options.record_only {
        true => None,
        false => match options.ears.open(&options.words) {
            Ok(r) => {
                let _ = reports.send(Report::Ready {
                    engine: r.engine(),
                    spellings: r.spellings().clone(),
                });
                Some(r)
            }
            Err(e) => {
                let _ = reports.send(Report::NoRecognizer(e.0));
                None
            }
        },
    };
    let (audio_tx, audio_rx) = mpsc::channel::<Audio>();
    let mut l = Loop {
        listening: !options.push_to_talk,
        options,
        rec,
        reports,
        audio_tx,
        mic: None,
        last_try: None,
        told_missing: false,
        unheard: None,
        last_audio: Instant::now(),
        speaking: false,
        peak: 0.0,
        last_level: Instant::now(),
        recorder: None,
        capture: None,
    };
    loop {
        l.keep_microphone();
        if !l.obey(&control) {
            l.stop_recording();
            return;
        }
        match audio_rx.recv_timeout(Duration::from_millis(50)) {
            Ok(Audio::Samples(s)) => l.samples(&s),
            Ok(Audio::Failed(e)) => l.lost(e),
            Err(RecvTimeoutError::Timeout) => l.silent(),
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

/// The listening loop's state, on its own thread.
struct Loop {
    options: ListenOptions,
    /// None: nothing is heard, the microphone is only recorded.
    rec: Option<Box<dyn Recognizer>>,
    reports: Sender<Report>,
    audio_tx: Sender<Audio>,
    mic: Option<(Mic, To16k)>,
    last_try: Option<Instant>,
    told_missing: bool,
    /// The microphone opened whose first sound has not arrived yet: its name.
    unheard: Option<String>,
    last_audio: Instant,
    speaking: bool,
    listening: bool,
    peak: f32,
    last_level: Instant,
    recorder: Option<Recorder>,
    /// The sound fed to the recognizer since the last utterance, while capturing.
    capture: Option<Vec<i16>>,
}

impl Loop {
    fn report(&self, r: Report) {
        match &r {
            Report::Level(_) | Report::Utterance(_) => {}
            Report::Heard(h) => tracing::debug!(target: "ansage::listen", heard = ?h),
            other => tracing::info!(target: "ansage::listen", report = ?other),
        }
        let _ = self.reports.send(r);
    }

    /// An utterance heard: its sound first (while capturing), then its words.
    fn heard(&mut self, h: Heard) {
        if let Some(sound) = &mut self.capture {
            let sound = std::mem::take(sound);
            self.report(Report::Utterance(sound));
        }
        self.report(Report::Heard(h));
    }

    /// Opens the microphone, or tries again every `RETRY` while there is none.
    fn keep_microphone(&mut self) {
        if self.mic.is_some() || self.last_try.is_some_and(|t| t.elapsed() < RETRY) {
            return;
        }
        self.last_try = Some(Instant::now());
        match open_mic(self.options.device.as_deref(), self.audio_tx.clone()).and_then(|m| {
            To16k::new(m.rate)
                .map(|c| (m, c))
                .map_err(MicTrouble::Other)
        }) {
            Ok((m, c)) => {
                self.last_audio = Instant::now();
                self.unheard = Some(m.name.clone());
                self.told_missing = false;
                self.mic = Some((m, c));
            }
            Err(e) => {
                if !self.told_missing {
                    self.report(Report::NoMicrophone(e));
                    self.told_missing = true;
                }
            }
        }
    }

    /// Carries out what the table said; false on `Quit`.
    fn obey(&mut self, control: &Receiver<Control>) -> bool {
        loop {
            match control.try_recv() {
                Ok(Control::Quit) | Err(mpsc::TryRecvError::Disconnected) => return false,
                Ok(Control::Record(path)) => self.record(path),
                Ok(Control::Capture(on)) => self.capture = on.then(Vec::new),
                Ok(Control::Recognizer(engine, model)) => self.reload(engine, &model),
                Ok(Control::Phrases(p)) => {
                    if let Some(Err(e)) = self.rec.as_mut().map(|r| r.listen_for(&p)) {
                        self.report(Report::NoRecognizer(e.0));
                    }
                }
                Ok(Control::Speaking(s)) => {
                    self.speaking = s;
                    if s {
                        // Whatever was half heard is dropped, not decoded with Ansage's voice.
                        self.drop_half_heard();
                        if let Some(sound) = &mut self.capture {
                            sound.clear();
                        }
                    }
                }
                Ok(Control::Listening(l)) => {
                    // Push-to-talk released: the utterance ends here.
                    if self.listening
                        && !l
                        && let Some(Ok(Some(h))) = self.rec.as_mut().map(|r| r.finish())
                    {
                        self.heard(h);
                    }
                    self.listening = l;
                }
                Err(mpsc::TryRecvError::Empty) => return true,
            }
        }
    }

    /// What the recognizer was hearing is dropped.
    fn drop_half_heard(&mut self) {
        if let Some(r) = &mut self.rec {
            let _ = r.finish();
        }
    }

    /// Another recognizer: loaded, then reported as at the start.
    fn reload(&mut self, engine: Engine, model: &std::path::Path) {
        let ears = Ears {
            engine: Some(engine),
            model: Some(model.to_path_buf()),
            ..self.options.ears.clone()
        };
        match ears.open(&self.options.words) {
            Ok(rec) => {
                self.report(Report::Ready {
                    engine: rec.engine(),
                    spellings: rec.spellings().clone(),
                });
                self.rec = Some(rec);
            }
            Err(e) => self.report(Report::NoRecognizer(e.0)),
        }
    }

    fn stop_recording(&mut self) {
        if let Some(r) = self.recorder.take() {
            let _ = r.finish();
        }
    }

    /// A new recording (the old one finished), or none.
    fn record(&mut self, path: Option<PathBuf>) {
        self.stop_recording();
        let Some(path) = path else { return };
        let report = match Recorder::create(&path) {
            Ok(r) => {
                let clock = RecordingClock::new(path, r.clock());
                self.recorder = Some(r);
                Ok(clock)
            }
            Err(e) => Err(format!("{}: {e}", path.display())),
        };
        self.report(Report::Recording(report));
    }

    /// Sound from the microphone: recorded, measured, and fed to the recognizer when it
    /// listens.
    fn samples(&mut self, s: &[f32]) {
        self.last_audio = Instant::now();
        if self.mic.is_none() {
            return;
        }
        if !s.is_empty()
            && let Some(name) = self.unheard.take()
        {
            self.report(Report::MicrophoneReady(name));
        }
        let Some((_, conv)) = &mut self.mic else {
            return;
        };
        let pcm = conv.push(s);
        // The recording is continuous: what Ansage says and what is said while nobody listens
        // are in it too.
        if let Some(r) = &mut self.recorder
            && let Err(e) = r.push(&pcm)
        {
            self.recorder = None;
            self.report(Report::Recording(Err(e.to_string())));
        }
        self.peak = pcm
            .iter()
            .fold(self.peak, |p, x| p.max(f32::from(*x).abs() / 32768.0));
        if self.last_level.elapsed() >= LEVEL_EVERY {
            self.report(Report::Level(self.peak));
            self.peak = 0.0;
            self.last_level = Instant::now();
        }
        if self.speaking || !self.listening || pcm.is_empty() {
            return;
        }
        if let Some(sound) = &mut self.capture {
            sound.extend_from_slice(&pcm);
            let over = sound.len().saturating_sub(CAPTURE_AT_MOST);
            sound.drain(..over);
        }
        match self.rec.as_mut().map(|r| r.feed(&pcm)) {
            Some(Ok(Some(h))) => self.heard(h),
            Some(Ok(None)) | None => {}
            Some(Err(e)) => self.report(Report::NoRecognizer(e.0)),
        }
    }

    /// The stream failed: the microphone is gone until it can be opened again.
    fn lost(&mut self, why: MicTrouble) {
        self.unheard = None;
        if let Some((dead, _)) = self.mic.take() {
            abandon(dead);
            self.report(Report::NoMicrophone(why));
            self.told_missing = true;
            self.last_try = Some(Instant::now());
        }
    }

    /// No sound for a while: a device that delivers nothing is gone.
    fn silent(&mut self) {
        if self.mic.is_some() && self.last_audio.elapsed() > SILENT_DEVICE {
            if let Some((dead, _)) = self.mic.take() {
                abandon(dead);
            }
            self.drop_half_heard();
            self.report(Report::NoMicrophone(MicTrouble::NoSound));
            self.told_missing = true;
            self.last_try = Some(Instant::now());
        }
    }
}

/// A stream whose device vanished is not closed: closing it can block in the audio driver for
/// half a minute (seen with a PulseAudio server that went away), and listening must go on. Its
/// resources are left to the end of the program.
fn abandon(mic: Mic) {
    std::mem::forget(mic);
}
