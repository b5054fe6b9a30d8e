//! Voice in: recognizers (Vosk, PocketSphinx) behind one trait, and audio in the form they
//! want. The core gets only words from here.

pub mod audio;
pub mod decode;
pub mod engine;
pub mod listen;
pub mod models;
pub mod player;
pub mod recorder;
pub mod speaker;
pub mod sphinx;
pub mod vosk;
