//! A table: one game's domain driven with devices, by lines, keys and time. `chess` (the chess
//! table) and `billiards` (the scorer) share the device layer (`devices`: open, pump reports
//! once, say, silence), the time source (`drive`), the typed commands (`commands`: values, the
//! one parse of a typed line), the autosave and resume offer (`autosave`), `tape`, the chess
//! game's recording, `folder` (a folder's PGN files, listed to open one), `model_offer` (the
//! Vosk model offered at the first start), and `voice_sample`, the player's voice learnt. The console mode and the windows drive a table; a table uses the
//! domains, the devices, the files and the settings, never a window.

pub mod archive;
pub mod autosave;
pub mod billiards;
pub mod chess;
pub mod commands;
pub mod devices;
pub mod drive;
pub mod folder;
mod model_offer;
pub mod tape;
pub mod voice_sample;
