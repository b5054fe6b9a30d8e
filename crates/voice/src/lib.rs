//! The devices of voice: the microphone and the recognizers (Vosk, PocketSphinx) behind one
//! trait, the speaker (Speech Dispatcher, the screen reader or the system's voice, driven by
//! the shared speech queue), the earcon and clip player, and the game's recording. It uses `shared` only: it is told the words and the
//! phrases to listen for and reports what it heard; it never knows which game is played.

pub mod adapt;
#[cfg(target_os = "linux")]
pub mod alsa_errors;
pub mod audio;
pub mod backend;
pub mod decode;
#[cfg(target_os = "linux")]
pub mod dispatcher;
pub mod ears;
pub mod listen;
pub mod mic_trouble;
pub mod models;
pub mod player;
pub mod recognizer;
pub mod recorder;
#[cfg(windows)]
pub mod screen_reader;
#[cfg(target_os = "linux")]
pub mod screen_reader_running;
pub mod second_opinion;
pub mod silence;
pub mod speaker;
#[cfg(feature = "pocketsphinx")]
pub mod sphinx;
#[cfg(not(target_os = "linux"))]
pub mod system_voice;
pub mod utterance;
pub mod vosk;
#[cfg(feature = "whisper")]
pub mod whisper;
