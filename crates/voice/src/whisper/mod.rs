//! Whisper as a judge of the phrases listened for (whisper.cpp through whisper-rs): the
//! engine, the tree of phrases it scores, and the model made from the package registry's
//! files (the conversion and its mel filter bank).

pub mod convert;
pub mod engine;
pub mod mel;
pub mod model;
pub mod trie;
