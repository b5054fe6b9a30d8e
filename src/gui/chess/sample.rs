//! The voice sample read in the window (issue 15), as in `ansage models record`: a screen of
//! its own shows the prompt large for the assistant and Ansage says it; the player reads it
//! into the microphone, steers by voice ("nochmal", "zurück", "Ruhe") or by keys (Enter again,
//! B back, Q or Escape pauses). The game's own recognizer is deaf meanwhile (a reading must
//! not be taken as a move); once the voice is learnt, the game hears with it at once.

use std::io;

use super::app::{App, Screen};
use crate::table::voice_sample::{SampleOptions, SampleReader};

impl App {
    /// The vocabulary the sample is read in: the game's, where the voice sample has prompts.
    pub(super) fn sample_vocabulary(&self) -> Option<String> {
        let opts = self.table.options();
        let vocabulary = opts
            .devices
            .hearing
            .as_ref()
            .map(|h| h.vocabulary().to_string())
            .unwrap_or_else(|| opts.settings.language.code().to_string());
        matches!(vocabulary.as_str(), "de" | "en").then_some(vocabulary)
    }

    /// Opens the voice sample on its screen; what keeps it from starting is said.
    pub(super) fn open_sample(&mut self) -> io::Result<()> {
        let Some(vocabulary) = self.sample_vocabulary() else {
            return Ok(());
        };
        let opts = self.table.options();
        let sample = SampleOptions {
            vocabulary,
            data: opts.data_dir.clone(),
            device: opts
                .devices
                .hearing
                .as_ref()
                .and_then(|h| h.listen.device.clone())
                .or_else(|| opts.config.device.clone()),
            voice: opts.devices.voice.clone(),
        };
        self.table.deafen(true);
        match SampleReader::open(sample, Vec::new()) {
            Ok(mut reader) => {
                self.log.drain(reader.out_mut());
                self.sample = Some(reader);
                self.screen = Screen::VoiceSample;
                Ok(())
            }
            Err(why) => {
                self.table.deafen(false);
                let text = self.t_with("sample-cannot-start", &[("why", why)]);
                self.table.answer(text)
            }
        }
    }

    /// The time passes for the sample; when it is over (paused or learnt), the game listens
    /// again, with the voice learnt if it was, and the start screen comes back.
    pub(super) fn serve_sample(&mut self) -> io::Result<()> {
        let Some(reader) = &mut self.sample else {
            return Ok(());
        };
        reader.step()?;
        self.log.drain(reader.out_mut());
        if !reader.is_done() {
            return Ok(());
        }
        let mut reader = self.sample.take().expect("served above");
        reader.close()?;
        self.log.drain(reader.out_mut());
        self.table.deafen(false);
        self.table.hear_with_own_voice();
        self.open_start()
    }
}
