//! The core: chess rules, words, session and scoresheet. Pure: no GUI, audio, recognizer, clock
//! reading or file access; it is driven by values and returns values.

pub mod announce;
pub mod braille;
pub mod calendar;
pub mod clock;
pub mod cues;
pub mod earcon;
pub mod game;
pub mod grammar;
pub mod lexicon;
pub mod matcher;
pub mod messages;
pub mod numbers;
pub mod phrase;
pub mod pronounce;
pub mod scoresheet;
pub mod session;
pub mod speech;
pub mod timekeeper;
