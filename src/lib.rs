//! Ansage: chess by voice for blind players, by the blind-chess rules; billiards scoring by voice.
//!
//! The house, with imports in one direction only (the compiler keeps the domain crates so,
//! `tests/fast/layers.rs` the rest): `shared` (pure, no game) <- `chess`, `billiards` (pure
//! domains, never each other), `voice` (devices, `shared` only) <- `store`, `sheets`,
//! `opponent`, `online`, `config` <- `table` (a domain driven with devices) <- `gui`, `console` <- `cli`.
//! The domains are crates of their own (`crates/`), re-exported here under their short names.

pub use ansage_billiards as billiards;
pub use ansage_chess as chess;
pub use ansage_shared as shared;
pub use ansage_voice as voice;

pub mod cli;
pub mod config;
pub mod console;
pub mod gui;
pub mod online;
pub mod opponent;
pub mod sheets;
pub mod store;
pub mod table;
