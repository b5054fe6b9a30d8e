//! The audio score sheet only (issue 36): for an event that allows a recorder and nothing
//! else, Ansage records the game from the microphone (supplement 2.5) and does nothing more —
//! no recognizer is loaded, no move is announced, no engine runs, no network is used. It says
//! where the recording goes, how long it is on request, its own device statement, and on
//! leaving that the recording is finished and kept. A missing microphone is said and the
//! recording starts when one comes.

use std::io::{self, Write};
use std::path::PathBuf;

use super::statement::{Statement, checksum};
use crate::chess::numbers::duration_words;
use crate::shared::i18n::t;
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::table::devices::{DeviceOptions, Devices, Hearing, News, Voice};
use crate::table::drive::{TimeSource, now_for_files};
use crate::table::tape::Tape;
use crate::voice::listen::ListenOptions;
use crate::voice::recorder::RecordingClock;

/// What the audio score sheet needs.
#[derive(Clone, Debug)]
pub struct AudioSheetOptions {
    pub data_dir: PathBuf,
    pub lang: Language,
    /// The microphone by (part of) its name; the default one otherwise.
    pub device: Option<String>,
    pub voice: Option<Voice>,
    /// The players, for the recording's folder name.
    pub white: String,
    pub black: String,
}

/// The device as a recorder only.
pub struct AudioSheet<W: Write> {
    devices: Devices<W>,
    lang: Language,
    time: TimeSource,
    /// Where the recording goes, and its clock once it runs.
    path: PathBuf,
    recording: Option<RecordingClock>,
    /// The microphone's sound has arrived (it is recorded).
    heard: bool,
}

impl<W: Write> AudioSheet<W> {
    /// Opens the microphone to record (no recognizer) and says what the device does.
    pub fn open(opts: AudioSheetOptions, out: W) -> io::Result<AudioSheet<W>> {
        let _ = crate::store::make_private(&opts.data_dir);
        let path = Tape::next_file(&opts.data_dir, &now_for_files(), &opts.white, &opts.black);
        let devices = Devices::open(
            out,
            &DeviceOptions {
                hearing: Some(Hearing {
                    listen: ListenOptions {
                        device: opts.device,
                        record_only: true,
                        ..ListenOptions::default()
                    },
                    min_confidence: 0.0,
                    offer_model: false,
                }),
                voice: opts.voice,
                earcons: None,
            },
            opts.lang,
            Vec::new(),
        );
        let mut sheet = AudioSheet {
            devices,
            lang: opts.lang,
            time: TimeSource::new(false),
            path,
            recording: None,
            heard: false,
        };
        sheet.devices.record(Some(sheet.path.clone()));
        sheet.say("audio-sheet-start", &[])?;
        Ok(sheet)
    }

    fn say(&mut self, id: &str, args: &[(&str, String)]) -> io::Result<()> {
        let text = t(self.lang, id, args);
        self.devices.tell(vec![(SpeechKind::Info, text)])
    }

    fn where_to(&self) -> String {
        self.path.display().to_string()
    }

    /// A typed line: `status`, `statement`, `quit`; anything else is answered with what can
    /// be typed. False on `quit`.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        match line.trim() {
            "quit" | "q" => return Ok(false),
            "status" => match self.recording.as_ref().filter(|_| self.heard) {
                Some(clock) => {
                    let time = duration_words(clock.ms(), self.lang);
                    self.say(
                        "audio-sheet-status",
                        &[("time", time), ("path", self.where_to())],
                    )?
                }
                None => self.say("audio-sheet-waiting", &[])?,
            },
            "statement" => {
                let statement = self.statement();
                self.devices.write(&statement.shown(self.lang).join("\n"))?;
                let said = statement.said(self.lang).join(" ");
                self.devices.speak(vec![(SpeechKind::Info, said)]);
            }
            "" => {}
            _ => self.say("audio-sheet-keys", &[])?,
        }
        Ok(true)
    }

    /// This device's statement: a recorder only.
    pub fn statement(&self) -> Statement {
        Statement {
            version: env!("CARGO_PKG_VERSION"),
            checksum: checksum(self.lang),
            tournament: true,
            audio_sheet_only: true,
            engine: None,
            network: None,
            recording: Some(self.path.clone()),
        }
    }

    /// What the microphone reports: it is there or gone, the recording runs or cannot.
    pub fn step(&mut self) -> io::Result<()> {
        for news in self.devices.pump() {
            match news {
                News::NoMicrophone(why) => {
                    self.heard = false;
                    let why = why.words(self.lang);
                    self.say("audio-sheet-no-microphone", &[("why", why)])?;
                }
                News::MicrophoneReady(name) => {
                    self.heard = true;
                    self.say("microphone-ready", &[("name", name)])?;
                    self.say_recording()?;
                }
                News::Recording(Ok(clock)) => {
                    self.recording = Some(clock);
                    self.say_recording()?;
                }
                News::Recording(Err(why)) => {
                    self.recording = None;
                    self.say("audio-sheet-failed", &[("why", why)])?;
                }
                other => {
                    self.devices
                        .tell_state(&other, self.lang, self.time.now())?;
                }
            }
        }
        Ok(())
    }

    /// That the recording runs, once it does and the microphone is heard.
    fn say_recording(&mut self) -> io::Result<()> {
        if self.heard && self.recording.is_some() {
            self.say("audio-sheet-recording", &[("path", self.where_to())])?;
        }
        Ok(())
    }

    /// The recording finished and closed, then said to be kept, with its length.
    pub fn close(&mut self) -> io::Result<()> {
        let length = self
            .recording
            .as_ref()
            .map(RecordingClock::ms)
            .filter(|&ms| ms > 0);
        self.devices.stop_listening();
        match length {
            Some(ms) => {
                let time = duration_words(ms, self.lang);
                self.say(
                    "audio-sheet-end",
                    &[("time", time), ("path", self.where_to())],
                )?
            }
            None => self.say("audio-sheet-nothing", &[])?,
        }
        self.devices.close()
    }
}
