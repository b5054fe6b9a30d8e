//! Why no microphone can be heard, in words the player understands in his language: the audio
//! library's own sentence ("The requested audio device is not available. It may have been
//! disconnected.") was said in English inside a German sentence.

use ansage_shared::i18n;
use ansage_shared::language::Language;

/// Why the microphone cannot be heard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MicTrouble {
    /// The system has no input device at all.
    NoDevice,
    /// No input device's name holds the one asked for (`--device`).
    NoDeviceNamed(String),
    /// The device is gone or cannot be opened now (unplugged, its server away).
    Unavailable,
    /// Another program holds it.
    Busy,
    /// The system does not let Ansage use it.
    NoPermission,
    /// It is open but has delivered no sound for a while.
    NoSound,
    /// Anything else, in the audio library's words.
    Other(String),
}

impl MicTrouble {
    /// The trouble an error of the audio library means.
    pub fn of(e: &cpal::Error) -> MicTrouble {
        use cpal::ErrorKind;
        match e.kind() {
            ErrorKind::DeviceNotAvailable
            | ErrorKind::DeviceChanged
            | ErrorKind::HostUnavailable
            | ErrorKind::StreamInvalidated => MicTrouble::Unavailable,
            ErrorKind::DeviceBusy => MicTrouble::Busy,
            ErrorKind::PermissionDenied => MicTrouble::NoPermission,
            _ => MicTrouble::Other(e.to_string()),
        }
    }

    /// The trouble in words, for "Kein Mikrofon (...)".
    pub fn words(&self, lang: Language) -> String {
        match self {
            MicTrouble::NoDevice => i18n::t(lang, "mic-why-no-device", &[]),
            MicTrouble::NoDeviceNamed(name) => {
                i18n::t(lang, "mic-why-no-device-named", &[("name", name.clone())])
            }
            MicTrouble::Unavailable => i18n::t(lang, "mic-why-unavailable", &[]),
            MicTrouble::Busy => i18n::t(lang, "mic-why-busy", &[]),
            MicTrouble::NoPermission => i18n::t(lang, "mic-why-no-permission", &[]),
            MicTrouble::NoSound => i18n::t(lang, "mic-why-no-sound", &[]),
            MicTrouble::Other(text) => text.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unplugged_microphone_is_said_in_the_players_language() {
        assert_eq!(
            MicTrouble::Unavailable.words(Language::De),
            "das Gerät ist nicht erreichbar"
        );
        assert_eq!(
            MicTrouble::NoDeviceNamed("USB".into()).words(Language::En),
            "no input device is named USB"
        );
    }
}
