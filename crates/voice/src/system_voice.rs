//! The system's own voice where there is no Speech Dispatcher, as Ansage's [`Backend`]: the
//! `tts` crate (WinRT speech on Windows, AVFoundation on macOS). Starts and ends are not
//! reported by id; the speaker polls whether it still speaks, where the voice can tell.
//!
//! Built for Windows and run under Wine here (Wine has no WinRT speech: Ansage then says in
//! writing that it cannot speak, and goes on); macOS is not built here (docs/manual/windows.md).

use tts::{Features, Tts};

use crate::backend::{Backend, Settings};
use ansage_shared::mistake::Mistake;

pub struct SystemVoice {
    tts: Tts,
    features: Features,
    settings: Settings,
}

impl SystemVoice {
    pub fn open(settings: &Settings) -> Result<SystemVoice, Mistake> {
        let tts = Tts::default().map_err(|e| {
            tracing::warn!(target: "ansage::speech", "the system's voice: {e}");
            Mistake::new("speech-system-unusable", &[])
        })?;
        let features = tts.supported_features();
        let mut v = SystemVoice {
            tts,
            features,
            settings: Settings::default(),
        };
        v.apply(settings);
        Ok(v)
    }

    /// 0..100, 50 the voice's normal value, on the voice's own scale.
    fn scaled(value: u8, min: f32, normal: f32, max: f32) -> f32 {
        let v = f32::from(value.min(100));
        if v < 50.0 {
            normal - (normal - min) * (50.0 - v) / 50.0
        } else {
            normal + (max - normal) * (v - 50.0) / 50.0
        }
    }

    /// A voice of the language, or the one named.
    fn choose_voice(&mut self, settings: &Settings) {
        if !self.features.voice {
            return;
        }
        let Ok(voices) = self.tts.voices() else {
            return;
        };
        let named = settings
            .voice
            .as_ref()
            .and_then(|n| voices.iter().find(|v| v.name().contains(n.as_str())));
        let of_language = voices.iter().find(|v| {
            v.language()
                .to_string()
                .to_lowercase()
                .starts_with(&settings.language)
        });
        if let Some(v) = named.or(of_language) {
            let _ = self.tts.set_voice(v);
        }
    }
}

impl Backend for SystemVoice {
    fn say(&mut self, text: &str) -> Result<Option<u64>, Mistake> {
        self.tts.speak(text, false).map(|_| None).map_err(|e| {
            tracing::warn!(target: "ansage::speech", "the system's voice: {e}");
            Mistake::new("speech-system-failed", &[])
        })
    }

    fn cancel(&mut self) {
        let _ = self.tts.stop();
    }

    fn apply(&mut self, settings: &Settings) {
        if settings.language != self.settings.language || settings.voice != self.settings.voice {
            self.choose_voice(settings);
        }
        if self.features.rate
            && let Some(r) = settings
                .rate
                .filter(|_| settings.rate != self.settings.rate)
        {
            let (min, normal, max) = (
                self.tts.min_rate(),
                self.tts.normal_rate(),
                self.tts.max_rate(),
            );
            let _ = self.tts.set_rate(Self::scaled(r, min, normal, max));
        }
        if self.features.pitch
            && let Some(p) = settings
                .pitch
                .filter(|_| settings.pitch != self.settings.pitch)
        {
            let (min, normal, max) = (
                self.tts.min_pitch(),
                self.tts.normal_pitch(),
                self.tts.max_pitch(),
            );
            let _ = self.tts.set_pitch(Self::scaled(p, min, normal, max));
        }
        if self.features.volume
            && let Some(v) = settings
                .volume
                .filter(|_| settings.volume != self.settings.volume)
        {
            let (min, normal, max) = (
                self.tts.min_volume(),
                self.tts.normal_volume(),
                self.tts.max_volume(),
            );
            let _ = self.tts.set_volume(Self::scaled(v, min, normal, max));
        }
        self.settings = settings.clone();
    }

    fn is_speaking(&self) -> Option<bool> {
        if self.features.is_speaking {
            self.tts.is_speaking().ok()
        } else {
            None
        }
    }
}
