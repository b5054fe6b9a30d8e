//! Ansage: chess by voice for blind players, by the blind-chess rules.
//!
//! `core` holds everything that decides (rules, words, session, score sheet) and does no I/O;
//! the edges (`store`, `console`, the command line) feed it values and carry out its outputs.

pub mod billiards;
pub mod cli;
pub mod config;
pub mod console;
pub mod core;
pub mod gui;
pub mod opponent;
pub mod scorer;
pub mod sheets;
pub mod store;
pub mod voice;
