//! Ansage: chess by voice for blind players, by the blind-chess rules; billiards scoring by voice.
//!
//! The house, with imports in one direction only (`tests/layers.rs` keeps it so):
//! `shared` (pure, no game) <- `chess`, `billiards` (pure domains, never each other) <- `voice`
//! (devices, `shared` only), `store`, `sheets`, `opponent`, `config` <- `table` (a domain driven
//! with devices) <- `gui`, `console` <- `cli`.

pub mod billiards;
pub mod chess;
pub mod cli;
pub mod config;
pub mod console;
pub mod gui;
pub mod opponent;
pub mod shared;
pub mod sheets;
pub mod store;
pub mod table;
pub mod voice;
