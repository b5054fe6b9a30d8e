//! `ansage record`: the audio score sheet only, for an event that allows a recorder and
//! nothing else (the language, microphone and voice from the settings file unless given).

use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use super::console::voice;
use super::{ended, language, settings_file, within};
use crate::config;
use crate::shared::language::Language;
use crate::store;
use crate::table::chess::audio_sheet::AudioSheetOptions;

#[derive(Args, Clone, Debug, Default)]
pub struct RecordArgs {
    /// Language of what is said: de (default), en or ru.
    #[arg(long)]
    pub lang: Option<Language>,
    /// The settings file (default: $ANSAGE_CONFIG or ~/.config/ansage/config.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Folder the recording goes into (default: $ANSAGE_DATA_DIR or ~/.local/share/ansage).
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// The input device (part of its name); the default device otherwise.
    #[arg(long)]
    pub device: Option<String>,
    /// Speak what is said through Speech Dispatcher, as well as printing it.
    #[arg(long)]
    pub speak: bool,
    /// Speech rate, 0..100 (default 50, the voice's normal rate).
    #[arg(long, value_parser = within(config::PERCENT))]
    pub rate: Option<u8>,
    /// White player's name (for the recording's folder).
    #[arg(long)]
    pub white: Option<String>,
    /// Black player's name.
    #[arg(long)]
    pub black: Option<String>,
}

pub(super) fn record_cmd(a: RecordArgs) -> ExitCode {
    let (_, cfg, _) = settings_file(a.config.as_deref());
    let opts = AudioSheetOptions {
        data_dir: store::data_dir(a.data_dir.as_deref()),
        lang: language(a.lang, &cfg, Language::De),
        voice: voice(a.speak, a.rate, &cfg),
        device: a.device.or(cfg.device),
        white: a.white.unwrap_or_default(),
        black: a.black.unwrap_or_default(),
    };
    let stdin = io::BufReader::new(io::stdin());
    ended(crate::console::audio_sheet(opts, stdin, io::stdout()))
}
