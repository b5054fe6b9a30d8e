//! Chess by the blind-chess rules: the spoken vocabulary, the phrases of a position and the
//! matching of heard words against them, the game and its laws, the clock, the session (read
//! back, claims, the arbiter's clock, adjournment, queries), the announcements and messages, the
//! score sheet. Pure: no window, sound, recognizer, clock reading or file access; it is driven by
//! values and returns values. It uses `shared` only, never `billiards`.

pub mod announce;
pub mod clock;
pub mod confusion;
pub mod cues;
pub mod dead;
pub mod earcons;
pub mod enrolment;
pub mod envelope;
pub mod evaluation;
pub mod explore;
pub mod game;
pub mod grammar;
pub mod hearing;
pub mod illegal;
pub mod lexicon;
pub mod matcher;
pub mod messages;
pub mod numbers;
pub mod phrase;
pub mod report;
pub mod sample_session;
pub mod saved;
pub mod scan;
pub mod scoresheet;
pub mod session;
pub mod timekeeper;
