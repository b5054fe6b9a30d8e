//! `ansage console`: the chess table's options (an option given now, else the settings file,
//! else the built-in default) and the devices asked for.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use shakmaty::Chess;

use super::{SettingsFile, ended, language, settings_file, usage, within};
use crate::chess::announce::Style;
use crate::chess::clock::{ClockSpec, Side};
use crate::chess::game::{IllegalRule, parse_fen};
use crate::chess::session::Settings;
use crate::chess::timekeeper::{Thresholds, WarningSettings};
use crate::config::{self, Config};
use crate::opponent::{self, Opponent};
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::language::Language;
use crate::store;
use crate::table::chess::TableOptions;
use crate::table::devices::{DeviceOptions, Hearing, Voice};
use crate::voice::ears::Ears;
use crate::voice::listen::ListenOptions;
use crate::voice::models;
use crate::voice::recognizer::Engine;

#[derive(Args, Clone, Debug, Default)]
pub struct ConsoleArgs {
    /// Language of messages and answers: de (default), en or ru.
    #[arg(long)]
    pub lang: Option<Language>,
    /// How moves are spoken: ibca (default), ibca-from, en or ru.
    #[arg(long)]
    pub style: Option<Style>,
    /// When a move or an event is read back: always (default), when-inexact (only what was
    /// heard, or typed with an error the matcher tolerated) or never.
    #[arg(long)]
    pub confirm: Option<ConfirmPolicy>,
    /// The settings file (default: $ANSAGE_CONFIG or ~/.config/ansage/config.toml); its values
    /// are the defaults, options given here win.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// Start from this position (FEN or "startpos") instead of offering the saved game.
    #[arg(long)]
    pub fen: Option<String>,
    /// Folder for the autosave (default: $ANSAGE_DATA_DIR or ~/.local/share/ansage).
    #[arg(long)]
    pub data_dir: Option<PathBuf>,
    /// Treatment of illegal moves entered from the board: standard (7.4), rapid (Б6), blitz
    /// (В3), or auto (default): by the time control (Б1, В1; standard without a clock).
    #[arg(long)]
    pub illegal: Option<IllegalRule>,
    /// White player's name.
    #[arg(long)]
    pub white: Option<String>,
    /// Black player's name.
    #[arg(long)]
    pub black: Option<String>,
    /// Play with a clock: a preset (classical, rapid-25, rapid-15, blitz-5, blitz-3) or
    /// periods like "40/90m+30s:30m+30s" (PGN seconds work too: "40/5400+30:1800+30");
    /// "d5" instead of "+5" is a 5-second delay (6.2b), "b5" a Bronstein delay.
    #[arg(long)]
    pub clock: Option<ClockSpec>,
    /// Spoken time warnings at these times left, e.g. "5m,1m" (the default), or "none".
    #[arg(long)]
    pub warnings: Option<Thresholds>,
    /// Also a warning every five minutes, as the tactile clock marks them.
    #[arg(long)]
    pub marks: bool,
    /// Time passes only with the typed command `wait` (for scripts and tests).
    #[arg(long)]
    pub manual_time: bool,
    /// Listen to the microphone (always listening, with the recognizer's end-pointing).
    #[arg(long)]
    pub listen: bool,
    /// Speak every announcement through Speech Dispatcher, as well as printing it.
    #[arg(long)]
    pub speak: bool,
    /// Speech rate, 0..100 (default 50, the voice's normal rate).
    #[arg(long, value_parser = within(config::PERCENT))]
    pub rate: Option<u8>,
    /// Play the earcons (short sounds for confirmed, not understood, illegal, check, ...).
    #[arg(long)]
    pub earcons: bool,
    /// Play against a UCI engine: "stockfish", or any UCI engine by its name on PATH or its
    /// path, with its arguments after it ("toga2 --threads 2"; a part with spaces in quotes).
    #[arg(long)]
    pub opponent: Option<String>,
    /// The engine's strength, 0 (weakest) to 20.
    #[arg(long, default_value_t = 0, value_parser = within(config::ENGINE_LEVEL))]
    pub opponent_level: u8,
    /// The colour the engine plays: white or black (default black).
    #[arg(long)]
    pub opponent_color: Option<Side>,
    /// Tournament mode: no engine, no hints, no analysis (fair play at blind players' events).
    #[arg(long)]
    pub tournament: bool,
    /// The recognizer: vosk, pocketsphinx or whisper (default: vosk if a model is given or
    /// installed, else at the chess table whisper if its model is, else pocketsphinx).
    #[arg(long)]
    pub engine: Option<Engine>,
    /// The recognizer's model: a folder (Vosk, PocketSphinx) or a file (Whisper).
    #[arg(long)]
    pub model: Option<PathBuf>,
    /// The words listened for: de, en or ru (default: the --lang).
    #[arg(long)]
    pub vocabulary: Option<String>,
    /// The input device (part of its name); the default device otherwise.
    #[arg(long)]
    pub device: Option<String>,
    /// Utterances heard with less confidence (0..1, default 0.5) are not acted on; the player
    /// is asked to repeat.
    #[arg(long, value_parser = within(config::CONFIDENCE))]
    pub min_confidence: Option<f32>,
    /// The silence (ms) after a whole move or command that ends what the player says
    /// (PocketSphinx; default 300; words that are no whole phrase yet wait 800 ms, or twice
    /// this): longer for a player who pauses between the words of a move, shorter for a
    /// quicker read-back. From 100 to 3000.
    #[arg(long, value_parser = within(config::END_SILENCE_MS))]
    pub end_silence: Option<u32>,
    /// Do not record the game from the microphone (it is recorded when listening).
    #[arg(long)]
    pub no_record: bool,
    /// Push-to-talk: listen only while the key is held (`listen on|off` in the console)
    /// instead of always.
    #[arg(long)]
    pub push_to_talk: bool,
}

pub(super) fn console_cmd(a: ConsoleArgs) -> ExitCode {
    let settings = settings_file(a.config.as_deref());
    console_instead(a, settings, None)
}

/// The console mode; `no_window`: why the window asked for could not open (said first).
pub(super) fn console_instead(
    a: ConsoleArgs,
    settings: SettingsFile,
    no_window: Option<String>,
) -> ExitCode {
    let opts = match table_options_with(a, settings) {
        Ok(o) => TableOptions { no_window, ..o },
        Err(code) => return code,
    };
    ended(crate::console::chess(
        opts,
        io::BufReader::new(io::stdin()),
        io::stdout(),
    ))
}

/// The chess table's options from the command line and the settings file (an option given
/// now, else the settings file, else the built-in default).
pub fn table_options(a: ConsoleArgs) -> Result<TableOptions, ExitCode> {
    let settings = settings_file(a.config.as_deref());
    table_options_with(a, settings)
}

pub(super) fn table_options_with(
    a: ConsoleArgs,
    settings: SettingsFile,
) -> Result<TableOptions, ExitCode> {
    let (config_path, cfg, unreadable) = settings;
    // Given, else the settings file's, else the system's, else German (the blind-chess
    // vocabulary's home).
    let language = language(a.lang, &cfg, Language::De);
    let clock = a
        .clock
        .clone()
        .or_else(|| cfg.clock.clone())
        .and_then(|c| c.control);
    let illegal_policy = a
        .illegal
        .or(cfg.illegal)
        .unwrap_or(IllegalRule::Auto)
        .policy(clock.as_ref());
    let start: Option<Chess> = match &a.fen {
        Some(fen) => Some(parse_fen(fen).map_err(|e| usage(format!("{}.", e.words(language))))?),
        None => None,
    };
    if a.tournament && a.opponent.is_some() {
        return Err(usage(crate::shared::i18n::t(
            language,
            "cli-tournament-engine",
            &[],
        )));
    }
    let opponent = match a.opponent.as_deref() {
        None => None,
        Some(named) => {
            let (path, args) = opponent::engine_command(named).ok_or_else(|| {
                usage(format!(
                    "--opponent {named:?}: name an engine, its arguments after it, a part with spaces in double quotes"
                ))
            })?;
            Some(Opponent {
                path,
                args,
                level: a.opponent_level.min(20),
                color: a.opponent_color.unwrap_or(Side::Black).into(),
            })
        }
    };
    let thresholds = a
        .warnings
        .clone()
        .or_else(|| cfg.warnings.clone())
        .map_or_else(|| WarningSettings::default().thresholds, |t| t.0);
    let data_dir = store::data_dir(a.data_dir.as_deref());
    Ok(TableOptions {
        settings: Settings {
            language,
            style: a.style.or(cfg.style).unwrap_or(Style::Ibca),
            confirm: a.confirm.or(cfg.confirm).unwrap_or_default(),
        },
        start,
        devices: devices(&a, &cfg, &data_dir, language),
        data_dir,
        illegal_policy,
        white: a.white,
        black: a.black,
        clock,
        warnings: WarningSettings {
            thresholds,
            marks: a.marks || cfg.marks.unwrap_or(false),
            spoken: cfg.warnings_spoken.unwrap_or(true),
        },
        manual_time: a.manual_time,
        opponent,
        tournament: a.tournament,
        record: !a.no_record && cfg.record.unwrap_or(true),
        config_path,
        config: cfg,
        unreadable_config: unreadable,
        no_window: None,
        start_screen: false,
        online: None,
    })
}

/// How the table speaks, if it does: asked now (`speak`, `rate`) or in the settings file.
pub(super) fn voice(speak: bool, rate: Option<u8>, cfg: &Config) -> Option<Voice> {
    (speak || cfg.speak.unwrap_or(false)).then(|| Voice {
        rate: rate.or(cfg.rate).map(|r| r.min(100)),
        pitch: cfg.pitch,
        volume: cfg.volume,
        name: cfg.voice.clone(),
    })
}

/// The devices asked for: the microphone and recognizer (Whisper when its model is installed,
/// for moves and billiards commands alike: `decode::find_model`), the voice, the earcons.
pub(super) fn devices(
    a: &ConsoleArgs,
    cfg: &Config,
    data_dir: &Path,
    language: Language,
) -> DeviceOptions {
    let hearing = a.listen.then(|| {
        let engine = a.engine.or(cfg.engine);
        let vocabulary = a
            .vocabulary
            .clone()
            .or_else(|| cfg.vocabulary.clone())
            .unwrap_or_else(|| language.code().to_string());
        let chosen = a.model.clone().or_else(|| cfg.model.clone());
        let nothing_chosen = engine.is_none() && chosen.is_none();
        let ears = Ears {
            end_silence_ms: a.end_silence.or(cfg.end_silence),
            ..Ears::found(engine, chosen, data_dir, &vocabulary)
        };
        // Offered only where nothing was chosen and PocketSphinx would hear (a Vosk model in
        // $ANSAGE_VOSK_MODEL is found as one installed is).
        let offer_model = nothing_chosen
            && ears.engine() == Engine::PocketSphinx
            && models::to_offer(data_dir, &vocabulary);
        Hearing {
            listen: ListenOptions {
                ears,
                words: Vec::new(),
                device: a.device.clone().or_else(|| cfg.device.clone()),
                push_to_talk: a.push_to_talk || cfg.push_to_talk.unwrap_or(false),
                record_only: false,
            },
            min_confidence: a.min_confidence.or(cfg.min_confidence).unwrap_or(0.5),
            offer_model,
        }
    });
    let voice = voice(a.speak, a.rate, cfg);
    let earcons = (a.earcons || cfg.earcons.unwrap_or(false))
        .then(|| cfg.earcons_off.clone().unwrap_or_default());
    DeviceOptions {
        hearing,
        voice,
        earcons,
    }
}
