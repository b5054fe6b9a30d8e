//! The listening loop: the microphone (cpal), converted to 16 kHz mono, fed in small pieces to
//! the recognizer on its own thread. It hears nothing while Ansage speaks (it must not hear
//! itself), listens always or only while the push-to-talk key is held, limits the recognizer to
//! the current position's phrases, and survives a missing or vanishing microphone: it says so
//! and picks the device up again when it returns.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use shakmaty::Chess;

use super::audio::To16k;
use super::decode;
use super::engine::{Engine, Recognizer};
use super::recorder::{Recorder, RecordingClock};
use crate::shared::grammar::Phrase;

/// What the listening loop is told.
#[derive(Clone, Debug)]
pub enum Control {
    /// The position changed: listen for its moves.
    Position(Box<Chess>),
    /// Listen for these phrases from now on (billiards: the discipline's commands).
    Phrases(Vec<Phrase>),
    /// Ansage is speaking (true) or has stopped (false): input is ignored meanwhile.
    Speaking(bool),
    /// Push-to-talk: listen only while true. Always-listening starts true.
    Listening(bool),
    /// Record the microphone continuously into this file (a new game), or stop recording.
    Record(Option<PathBuf>),
    Quit,
}

/// What the listening loop reports.
#[derive(Clone, Debug, PartialEq)]
pub enum Report {
    /// Words heard, with the engine's confidence.
    Heard { text: String, confidence: f32 },
    /// Words heard with too little confidence to act on: the player is asked to repeat
    /// (a wrong proposal costs him more than a repeat).
    Doubtful(String),
    /// The microphone is listening (again).
    MicrophoneReady(String),
    /// No microphone, or it went away; the game goes on by keyboard.
    NoMicrophone(String),
    /// The recognizer could not be started.
    NoRecognizer(String),
    /// A recording started (its file, and its length in samples as it grows), or could not.
    Recording(Result<RecordingClock, String>),
    /// The microphone's loudness (peak of the last tenth of a second, 0..1), for the level
    /// meter the assistant watches.
    Level(f32),
    /// Lexicon words the recognizer's model cannot hear, each with a word of the same meaning
    /// the player can say instead (said once, at the start).
    Unheard(Vec<(String, Option<String>)>),
}

/// How to listen.
#[derive(Clone, Debug)]
pub struct ListenOptions {
    pub engine: Option<Engine>,
    pub model: Option<PathBuf>,
    pub vocabulary: String,
    /// An input device by (part of) its name; the default device otherwise.
    pub device: Option<String>,
    /// Utterances below this confidence are dropped (the player is asked to repeat).
    pub min_confidence: f32,
    /// Push-to-talk: deaf until `Control::Listening(true)`; else always listening.
    pub push_to_talk: bool,
    /// Listen for these phrases instead of a chess position's (billiards); the words they
    /// need come from the `vocabulary` ("billiards-en" and so on).
    pub phrases: Option<Vec<Phrase>>,
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
    Failed(String),
}

/// An open input stream (cpal streams must stay on the thread that made them).
struct Mic {
    _stream: cpal::Stream,
    rate: u32,
    name: String,
}

fn open_mic(device: Option<&str>, tx: Sender<Audio>) -> Result<Mic, String> {
    let host = cpal::default_host();
    let dev = match device {
        Some(want) => host
            .input_devices()
            .map_err(|e| e.to_string())?
            .find(|d| d.to_string().contains(want))
            .ok_or_else(|| format!("no input device named {want:?}"))?,
        None => host
            .default_input_device()
            .ok_or_else(|| "no input device".to_string())?,
    };
    let name = dev.to_string();
    let supported = dev.default_input_config().map_err(|e| e.to_string())?;
    let format = supported.sample_format();
    let config = supported.config();
    let channels = usize::from(config.channels.max(1));
    let rate = config.sample_rate;
    let err_tx = tx.clone();
    let on_error = move |e: cpal::Error| {
        let _ = err_tx.send(Audio::Failed(e.to_string()));
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
        other => return Err(format!("cannot open the microphone's format {other:?}")),
    }
    .map_err(|e| e.to_string())?;
    stream.play().map_err(|e| e.to_string())?;
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

fn run(options: ListenOptions, control: Receiver<Control>, reports: Sender<Report>) {
    let mut rec: Box<dyn Recognizer> = match decode::open(
        options.engine,
        options.model.as_deref(),
        &options.vocabulary,
    ) {
        Ok(r) => r,
        Err(e) => {
            let _ = reports.send(Report::NoRecognizer(e.0));
            return;
        }
    };
    let (audio_tx, audio_rx) = mpsc::channel::<Audio>();
    let mut mic: Option<(Mic, To16k)> = None;
    let mut last_try: Option<Instant> = None;
    let mut told_missing = false;
    let mut last_audio = Instant::now();
    let mut speaking = false;
    let mut listening = !options.push_to_talk;
    let mut peak = 0f32;
    let mut recorder: Option<Recorder> = None;
    let mut last_level = Instant::now();
    let mut position = Chess::default();
    let phrases_mode = options.phrases.is_some();
    let started = match &options.phrases {
        Some(p) => listen_for_known(rec.as_mut(), p.clone()),
        None => rec.listen_in(&position),
    };
    if let Err(e) = started {
        let _ = reports.send(Report::NoRecognizer(e.0));
        return;
    }
    let unheard = unheard_words(rec.vocabulary());
    if !unheard.is_empty() {
        let _ = reports.send(Report::Unheard(unheard));
    }
    loop {
        if mic.is_none() && last_try.is_none_or(|t| t.elapsed() >= RETRY) {
            last_try = Some(Instant::now());
            match open_mic(options.device.as_deref(), audio_tx.clone())
                .and_then(|m| To16k::new(m.rate).map(|c| (m, c)))
            {
                Ok((m, c)) => {
                    last_audio = Instant::now();
                    let _ = reports.send(Report::MicrophoneReady(m.name.clone()));
                    told_missing = false;
                    mic = Some((m, c));
                }
                Err(e) => {
                    if !told_missing {
                        let _ = reports.send(Report::NoMicrophone(e));
                        told_missing = true;
                    }
                }
            }
        }
        loop {
            match control.try_recv() {
                Ok(Control::Quit) | Err(mpsc::TryRecvError::Disconnected) => {
                    if let Some(r) = recorder.take() {
                        let _ = r.finish();
                    }
                    return;
                }
                Ok(Control::Record(path)) => {
                    if let Some(r) = recorder.take() {
                        let _ = r.finish();
                    }
                    if let Some(path) = path {
                        let started = Recorder::create(&path)
                            .map(|r| (path.clone(), r))
                            .map_err(|e| format!("{}: {e}", path.display()));
                        let report = match started {
                            Ok((path, r)) => {
                                let clock = RecordingClock::new(path, r.clock());
                                recorder = Some(r);
                                Ok(clock)
                            }
                            Err(e) => Err(e),
                        };
                        let _ = reports.send(Report::Recording(report));
                    }
                }
                Ok(Control::Position(p)) => {
                    position = *p;
                    let _ = rec.listen_in(&position);
                }
                Ok(Control::Phrases(p)) => {
                    let _ = listen_for_known(rec.as_mut(), p);
                }
                Ok(Control::Speaking(s)) => {
                    speaking = s;
                    if s {
                        // Whatever was half heard is dropped, not decoded with Ansage's voice.
                        let _ = rec.finish();
                    }
                }
                Ok(Control::Listening(l)) => {
                    if listening && !l {
                        // Push-to-talk released: the utterance ends here.
                        if let Ok(Some(h)) = rec.finish() {
                            report(
                                &reports,
                                h,
                                (!phrases_mode).then_some(&position),
                                options.min_confidence,
                            );
                        }
                    }
                    listening = l;
                }
                Err(mpsc::TryRecvError::Empty) => break,
            }
        }
        match audio_rx.recv_timeout(Duration::from_millis(50)) {
            Ok(Audio::Samples(s)) => {
                last_audio = Instant::now();
                if let Some((_, conv)) = &mut mic {
                    let pcm = conv.push(&s);
                    // The recording is continuous: what Ansage says and what is said while
                    // nobody listens are in it too.
                    if let Some(r) = &mut recorder
                        && let Err(e) = r.push(&pcm)
                    {
                        recorder = None;
                        let _ = reports.send(Report::Recording(Err(e.to_string())));
                    }
                    peak = pcm
                        .iter()
                        .fold(peak, |p, x| p.max(f32::from(*x).abs() / 32768.0));
                    if last_level.elapsed() >= LEVEL_EVERY {
                        let _ = reports.send(Report::Level(peak));
                        peak = 0.0;
                        last_level = Instant::now();
                    }
                    if speaking || !listening || pcm.is_empty() {
                        continue;
                    }
                    match rec.feed(&pcm) {
                        Ok(Some(h)) => report(
                            &reports,
                            h,
                            (!phrases_mode).then_some(&position),
                            options.min_confidence,
                        ),
                        Ok(None) => {}
                        Err(e) => {
                            let _ = reports.send(Report::NoRecognizer(e.0));
                        }
                    }
                }
            }
            Ok(Audio::Failed(e)) => {
                if let Some((dead, _)) = mic.take() {
                    abandon(dead);
                    let _ = reports.send(Report::NoMicrophone(e));
                    told_missing = true;
                    last_try = Some(Instant::now());
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                if mic.is_some() && last_audio.elapsed() > SILENT_DEVICE {
                    if let Some((dead, _)) = mic.take() {
                        abandon(dead);
                    }
                    let _ = rec.finish();
                    let _ = reports.send(Report::NoMicrophone(
                        "the microphone stopped delivering sound".into(),
                    ));
                    told_missing = true;
                    last_try = Some(Instant::now());
                }
            }
            Err(RecvTimeoutError::Disconnected) => return,
        }
    }
}

/// The lexicon words a recognizer cannot hear, with what to say instead.
pub fn unheard_words(
    vocabulary: &crate::chess::grammar::Vocabulary,
) -> Vec<(String, Option<String>)> {
    vocabulary
        .unknown
        .iter()
        .map(|(word, meaning)| {
            let instead = vocabulary.spellings(*meaning).first().map(|w| w.join(" "));
            (word.clone(), instead)
        })
        .collect()
}

/// Listens for the phrases whose words the recognizer knows.
fn listen_for_known(
    rec: &mut dyn Recognizer,
    phrases: Vec<Phrase>,
) -> Result<(), super::engine::VoiceError> {
    let known = rec.vocabulary().words();
    let hearable = crate::shared::grammar::hearable(phrases, &known);
    if hearable.is_empty() {
        // PocketSphinx's English dictionary and a Russian lexicon, say.
        return Err(super::engine::VoiceError(format!(
            "{} knows none of these words; a Vosk model of the language does \
             (ansage models install LANGUAGE)",
            rec.engine()
        )));
    }
    rec.listen_for(&hearable)
}

/// A stream whose device vanished is not closed: closing it can block in the audio driver for
/// half a minute (seen with a PulseAudio server that went away), and listening must go on. Its
/// resources are left to the end of the program.
fn abandon(mic: Mic) {
    std::mem::forget(mic);
}

/// Reports a hearing, judged in the position, as heard or as doubtful.
fn report(
    reports: &Sender<Report>,
    mut h: crate::shared::grammar::Heard,
    pos: Option<&Chess>,
    min_confidence: f32,
) {
    if let Some(pos) = pos {
        decode::weigh(pos, &mut h);
    }
    let r = if h.confidence >= min_confidence {
        Report::Heard {
            text: h.text,
            confidence: h.confidence,
        }
    } else {
        Report::Doubtful(h.text)
    };
    let _ = reports.send(r);
}
