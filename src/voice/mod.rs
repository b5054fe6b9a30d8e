//! The devices of voice: the microphone and the recognizers (Vosk, PocketSphinx) behind one
//! trait, the speaker (Speech Dispatcher, driven by the shared speech queue), the earcon and
//! clip player, and the game's recording. It uses `shared` only: it is told the words and the
//! phrases to listen for and reports what it heard; it never knows which game is played.

pub mod adapt;
pub mod audio;
pub mod decode;
pub mod listen;
pub mod models;
pub mod player;
pub mod recognizer;
pub mod recorder;
pub mod silence;
pub mod speaker;
pub mod sphinx;
pub mod vosk;
