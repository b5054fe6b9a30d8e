//! `ansage models install de|en|ru`: the official small Vosk models, downloaded into the data
//! folder with a progress display, the archive checked against its pinned SHA-256 and every
//! file's CRC while unpacking. Without a network the command says so plainly; Ansage keeps
//! working without voice input (or with PocketSphinx). `--from FILE.zip|DIR` installs a model
//! copied by hand, checked against the same checksum.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

use sha2::{Digest, Sha256};

/// An official small model, as published at `BASE_URL`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Official {
    pub vocabulary: &'static str,
    /// The folder in the archive, and the archive's name without ".zip".
    pub name: &'static str,
    /// The download's size in MB as the model list gives it (said when the model is offered).
    pub mb: u32,
    /// The archive's SHA-256. The site itself publishes MD5 sums (model-list.json); these are
    /// the SHA-256 sums packagers pin for the same archives (Arch's AUR vosk-model-small-*,
    /// the Yocto vosk recipes and several apps agree), and for de and ru the sizes and the MD5
    /// of the site's model list match them.
    pub sha256: &'static str,
}

/// The official small models Ansage offers and installs.
pub const MODELS: [Official; 3] = [
    Official {
        vocabulary: "de",
        name: "vosk-model-small-de-0.15",
        mb: 45,
        sha256: "b7e53c90b1f0a38456f4cd62b366ecd58803cd97cd42b06438e2c131713d5e43",
    },
    Official {
        vocabulary: "en",
        name: "vosk-model-small-en-us-0.15",
        mb: 40,
        sha256: "30f26242c4eb449f948e42cb302dd7a686cb29a3423a8367f99ff41780942498",
    },
    Official {
        vocabulary: "ru",
        name: "vosk-model-small-ru-0.22",
        mb: 45,
        sha256: "961d5ff98a17f4aa6de69864d0aa71fa5bac682301d2b5d17a3f24c5c99a46d4",
    },
];

/// Where the official models are published.
pub const BASE_URL: &str = "https://alphacephei.com/vosk/models";

/// Where models are downloaded from: `$ANSAGE_MODELS_URL` (a tournament's own mirror, or a
/// server on this machine), else the official site.
pub fn base_url() -> String {
    std::env::var("ANSAGE_MODELS_URL")
        .ok()
        .filter(|u| !u.is_empty())
        .unwrap_or_else(|| BASE_URL.to_string())
}

/// The official small model of a vocabulary.
pub fn official(vocabulary: &str) -> Option<Official> {
    MODELS.iter().find(|m| m.vocabulary == vocabulary).copied()
}

/// Where an archive came from, for what its checksum decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The official site: only the official archive is taken.
    OfficialSite,
    /// A server the player set (`$ANSAGE_MODELS_URL`): it may serve its own build.
    Mirror,
    /// A file copied by hand; named as the official archive or not.
    File { named_official: bool },
}

/// What an archive is, by its SHA-256.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// The official archive, byte for byte.
    Official,
    /// Another archive (a mirror's own build, a larger model): its SHA-256.
    Other(String),
}

/// Checks an archive's SHA-256 against the official one of its vocabulary. What is not the
/// official archive is refused where only that can be meant (the official site, a file
/// carrying the official archive's name: a damaged or altered copy), and taken as a model of
/// its own otherwise (a mirror the player chose, a file named otherwise), said as such.
pub fn check(model: &Official, sha256: &str, source: Source) -> Result<Provenance, String> {
    if sha256.eq_ignore_ascii_case(model.sha256) {
        return Ok(Provenance::Official);
    }
    match source {
        Source::OfficialSite
        | Source::File {
            named_official: true,
        } => Err(format!(
            "the archive is not the official {}.zip (SHA-256 {sha256}, published {}): \
             damaged or altered; nothing was installed",
            model.name, model.sha256
        )),
        Source::Mirror
        | Source::File {
            named_official: false,
        } => Ok(Provenance::Other(sha256.to_string())),
    }
}

/// Whether the official model of a vocabulary is to be offered at the start: there is one,
/// none of the language is installed, and the player has not said no to it before (he is asked
/// once; `ansage models install` still installs it later).
pub fn to_offer(data_dir: &Path, vocabulary: &str) -> bool {
    official(vocabulary).is_some()
        && !declined_mark(data_dir, vocabulary).exists()
        && !postponed(data_dir, vocabulary)
        && !installed(data_dir).iter().any(|(v, _)| *v == vocabulary)
}

/// Keeps the player's "no" to the model of this vocabulary: it is not offered again.
pub fn decline(data_dir: &Path, vocabulary: &str) -> io::Result<()> {
    let mark = declined_mark(data_dir, vocabulary);
    fs::create_dir_all(models_dir(data_dir))?;
    fs::write(
        mark,
        "The official Vosk model was declined at the start; remove this file to be asked again.\n",
    )
}

/// How long the offer waits after a "yes" whose download found no network or no answer: a
/// player offline heard the 12-second question again at every start (issue 32).
pub const OFFER_AGAIN_AFTER: Duration = Duration::from_secs(7 * 24 * 3600);

/// Keeps that the model could not be downloaded now: it is offered again after
/// [`OFFER_AGAIN_AFTER`] (`ansage models install` installs it any time).
pub fn postpone(data_dir: &Path, vocabulary: &str) -> io::Result<()> {
    fs::create_dir_all(models_dir(data_dir))?;
    fs::write(
        postponed_mark(data_dir, vocabulary),
        "The official Vosk model could not be downloaded; it is offered again a week after \
         this file was written.\n",
    )
}

fn postponed(data_dir: &Path, vocabulary: &str) -> bool {
    fs::metadata(postponed_mark(data_dir, vocabulary))
        .and_then(|m| m.modified())
        .is_ok_and(|at| at.elapsed().is_ok_and(|age| age < OFFER_AGAIN_AFTER))
}

fn postponed_mark(data_dir: &Path, vocabulary: &str) -> PathBuf {
    models_dir(data_dir).join(format!("postponed-{vocabulary}"))
}

fn declined_mark(data_dir: &Path, vocabulary: &str) -> PathBuf {
    models_dir(data_dir).join(format!("declined-{vocabulary}"))
}

/// Why a model could not be installed: no network, and a server that stops answering, are
/// told apart (the model is offered again at the next start) from everything else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InstallError {
    NoNetwork(String),
    /// Connected, but the server did not answer, or stopped sending, within the patience
    /// (a stalled server was reported as "no network", issue 32).
    NoAnswer(String),
    Failed(String),
}

impl std::fmt::Display for InstallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InstallError::NoNetwork(why)
            | InstallError::NoAnswer(why)
            | InstallError::Failed(why) => f.write_str(why),
        }
    }
}

/// How long a download waits for the server to connect, to answer, and for each read.
pub const PATIENCE: Duration = Duration::from_secs(30);

impl From<String> for InstallError {
    fn from(why: String) -> InstallError {
        InstallError::Failed(why)
    }
}

/// What a download in the background reports.
#[derive(Debug)]
pub enum Fetch {
    /// Bytes so far, and the total if the server said it.
    Progress(u64, Option<u64>),
    Done(Result<(PathBuf, Provenance), InstallError>),
}

/// Installs the official model of a vocabulary on a thread of its own (the game goes on
/// meanwhile), reporting its progress; the receiver's end may be dropped at any time.
pub fn install_in_background(
    vocabulary: String,
    data_dir: PathBuf,
    base_url: String,
) -> Receiver<Fetch> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let result = install(&vocabulary, &data_dir, &base_url, |done, total| {
            let _ = tx.send(Fetch::Progress(done, total));
        });
        let _ = tx.send(Fetch::Done(result));
    });
    rx
}

/// The quarters of a download done (0 to 4): what is said of its progress.
pub fn quarters(done: u64, total: Option<u64>) -> u8 {
    match total {
        Some(t) if t > 0 => (done.min(t) * 4 / t) as u8,
        _ => 0,
    }
}

/// The largest download taken (the small models are 40 to 90 MB) and the most an archive may
/// unpack to: an endless download or a zip bomb cannot fill the disk.
pub const MAX_DOWNLOAD: u64 = 300 << 20;
pub const MAX_UNPACKED: u64 = 1 << 30;

/// The folder for models in a data folder.
pub fn models_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("models")
}

/// The installed Vosk models (the official ones and those installed from a file or folder):
/// vocabulary and folder.
pub fn installed(data_dir: &Path) -> Vec<(&'static str, PathBuf)> {
    let mut found: Vec<(&'static str, PathBuf)> = fs::read_dir(models_dir(data_dir))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("am").is_dir())
        .filter_map(|p| {
            let name = p.file_name()?.to_string_lossy().to_string();
            let m = MODELS
                .iter()
                .find(|m| name.starts_with("vosk-model") && name.contains(&tag(m.vocabulary)))?;
            Some((m.vocabulary, p))
        })
        .collect();
    found.sort();
    found
}

/// How a model folder's name says its language ("vosk-model-small-de-0.15").
fn tag(vocabulary: &str) -> String {
    match vocabulary {
        "en" => "-en-".into(),
        v => format!("-{v}-"),
    }
}

/// Installs a model copied by hand (a tournament hall without network, a USB stick): a Vosk
/// model archive (.zip, the one folder in it or the model itself at its top) or an unpacked
/// model folder. It goes into the data folder under its own name, made to name the language
/// ("vosk-model-de-NAME") if it does not. An archive is checked against the official one
/// (`check`): returned is the folder and, for an archive, what it is; a folder cannot be
/// checked.
pub fn install_from(
    vocabulary: &str,
    data_dir: &Path,
    source: &Path,
) -> Result<(PathBuf, Option<Provenance>), String> {
    let model =
        official(vocabulary).ok_or_else(|| format!("no model for {vocabulary:?} (de, en, ru)"))?;
    let stem = source
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .filter(|s| !s.is_empty())
        .ok_or_else(|| format!("{}: not a file or folder", source.display()))?;
    let name = if stem.starts_with("vosk-model") && stem.contains(&tag(vocabulary)) {
        stem
    } else {
        format!("vosk-model-{vocabulary}-{stem}")
    };
    let dir = models_dir(data_dir);
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let tmp = dir.join(format!("{name}.unpacking"));
    let _ = fs::remove_dir_all(&tmp);
    let result = if source.is_dir() {
        copy_dir(source, &tmp, &mut 0).map(|()| None)
    } else if source.is_file() {
        let named_official = source.file_name() == Some(format!("{}.zip", model.name).as_ref());
        sha256(source).and_then(|sha| {
            let provenance = check(&model, &sha, Source::File { named_official })?;
            unpack_to(source, &tmp).map(|()| Some((sha, provenance)))
        })
    } else {
        Err(format!("{}: no such file or folder", source.display()))
    };
    let result = result.and_then(|checked| {
        if !tmp.join("am").is_dir() {
            return Err(format!("{} holds no Vosk model", source.display()));
        }
        let target = dir.join(&name);
        let _ = fs::remove_dir_all(&target);
        fs::rename(&tmp, &target).map_err(|e| e.to_string())?;
        let provenance = checked.map(|(sha, provenance)| {
            let _ = fs::write(
                target.join("SHA256"),
                format!("{sha}  {}\n", source.display()),
            );
            provenance
        });
        Ok((target, provenance))
    });
    let _ = fs::remove_dir_all(&tmp);
    result
}

fn sha256(path: &Path) -> Result<String, String> {
    let mut f = fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut hasher = Sha256::new();
    io::copy(&mut f, &mut hasher).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(format!("{:x}", hasher.finalize()))
}

/// Copies a model folder, at most `MAX_UNPACKED` bytes in all.
fn copy_dir(from: &Path, to: &Path, copied: &mut u64) -> Result<(), String> {
    fs::create_dir_all(to).map_err(|e| format!("{}: {e}", to.display()))?;
    for entry in fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))? {
        let entry = entry.map_err(|e| e.to_string())?;
        let (src, dst) = (entry.path(), to.join(entry.file_name()));
        let kind = entry.file_type().map_err(|e| e.to_string())?;
        if kind.is_dir() {
            copy_dir(&src, &dst, copied)?;
        } else if kind.is_file() {
            *copied += fs::copy(&src, &dst).map_err(|e| format!("{}: {e}", src.display()))?;
            if *copied > MAX_UNPACKED {
                return Err(format!("the model is larger than {MAX_UNPACKED} bytes"));
            }
        }
    }
    Ok(())
}

/// Downloads, checks (`check`: from the official site only the official archive) and unpacks
/// a model; `progress` gets (bytes so far, total if known). Returns the folder and what the
/// archive was (a model already under the official name is taken as the official one: a
/// download keeps only that there).
pub fn install(
    vocabulary: &str,
    data_dir: &Path,
    base_url: &str,
    mut progress: impl FnMut(u64, Option<u64>),
) -> Result<(PathBuf, Provenance), InstallError> {
    let model =
        official(vocabulary).ok_or_else(|| format!("no model for {vocabulary:?} (de, en, ru)"))?;
    let name = model.name;
    let dir = models_dir(data_dir);
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let target = dir.join(name);
    if target.join("am").is_dir() {
        return Ok((target, Provenance::Official));
    }
    let source = if base_url == BASE_URL {
        Source::OfficialSite
    } else {
        Source::Mirror
    };
    let url = format!("{base_url}/{name}.zip");
    let zip_path = dir.join(format!("{name}.zip.part"));
    let result = download(&url, &zip_path, PATIENCE, &mut progress).and_then(|sha| {
        let provenance = check(&model, &sha, source)?;
        // Another archive is kept under a name of its own: the official name stays the
        // official model's.
        let folder = match &provenance {
            Provenance::Official => name.to_string(),
            Provenance::Other(sha) => format!("{name}-{}", &sha[..12]),
        };
        // The same archive installed before (by its checksum) is there already.
        if !dir.join(&folder).join("am").is_dir() {
            unpack(&zip_path, &dir, &folder)?;
        }
        Ok((dir.join(folder), sha, provenance))
    });
    // Nothing half-done stays behind, whatever happened.
    let _ = fs::remove_file(&zip_path);
    let _ = fs::remove_dir_all(dir.join(format!("{name}.unpacking")));
    let (target, sha, provenance) = result?;
    let _ = fs::write(target.join("SHA256"), format!("{sha}  {url}\n"));
    Ok((target, provenance))
}

/// Downloads `url` into `path` over https only (no redirect to plain http; plain http only
/// from this machine itself), with timeouts to connect, for the answer and for every read (a
/// stalled server ends the download), and at most `MAX_DOWNLOAD` bytes; returns the SHA-256.
pub fn download(
    url: &str,
    path: &Path,
    patience: Duration,
    progress: &mut impl FnMut(u64, Option<u64>),
) -> Result<String, InstallError> {
    let stalled = |what: String| {
        InstallError::NoAnswer(format!(
            "the server of {url} {what} within {} s; it may be busy",
            patience.as_secs()
        ))
    };
    let local = [
        "http://127.0.0.1:",
        "http://127.0.0.1/",
        "http://localhost:",
        "http://[::1]:",
    ]
    .iter()
    .any(|p| url.starts_with(p));
    if !url.starts_with("https://") && !local {
        return Err(format!("{url}: models are downloaded over https only").into());
    }
    let agent = ureq::config::Config::builder()
        .https_only(!local)
        .timeout_connect(Some(patience / 2))
        .timeout_recv_response(Some(patience))
        .timeout_per_read(Some(patience))
        .build()
        .new_agent();
    let response = agent.get(url).call().map_err(|e| match e {
        ureq::Error::StatusCode(code) => {
            InstallError::Failed(format!("the server answered {code} for {url}"))
        }
        ureq::Error::Timeout(ureq::Timeout::RecvResponse | ureq::Timeout::PerRead) => {
            stalled("did not answer".into())
        }
        other => InstallError::NoNetwork(format!(
            "cannot download {url} ({other}); there seems to be no network. Ansage works \
             without voice input; a model folder can also be given with --model"
        )),
    })?;
    let total = response
        .headers()
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    if total.is_some_and(|t| t > MAX_DOWNLOAD) {
        return Err(format!("{url} is larger than {MAX_DOWNLOAD} bytes").into());
    }
    let mut file = fs::File::create(path).map_err(|e| e.to_string())?;
    let mut body = response.into_body().into_reader();
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut done = 0u64;
    loop {
        let n = body.read(&mut buf).map_err(|e| {
            let timeout = e.kind() == std::io::ErrorKind::TimedOut
                || e.get_ref()
                    .and_then(|inner| inner.downcast_ref::<ureq::Error>())
                    .is_some_and(|u| matches!(u, ureq::Error::Timeout(_)));
            if timeout {
                stalled(format!("stopped sending after {done} bytes"))
            } else {
                InstallError::Failed(format!("download broke off: {e}"))
            }
        })?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        file.write_all(&buf[..n]).map_err(|e| e.to_string())?;
        done += n as u64;
        if done > MAX_DOWNLOAD {
            return Err(format!("{url} goes on past {MAX_DOWNLOAD} bytes").into());
        }
        progress(done, total);
    }
    file.sync_all().map_err(|e| e.to_string())?;
    if total.is_some_and(|t| t != done) {
        return Err(format!(
            "download incomplete: {done} of {} bytes",
            total.unwrap_or(0)
        )
        .into());
    }
    Ok(format!("{:x}", hasher.finalize()))
}

/// Unpacks a model archive into `dir/name`, checking each file's CRC, via a temporary folder
/// so that a broken download leaves no half model behind; at most `MAX_UNPACKED` bytes. The
/// archive's one top folder may have any name (a mirror's own build of the model).
pub fn unpack(zip_path: &Path, dir: &Path, name: &str) -> Result<(), String> {
    let tmp = dir.join(format!("{name}.unpacking"));
    let _ = fs::remove_dir_all(&tmp);
    let result = unpack_to(zip_path, &tmp).and_then(|()| {
        if tmp.join("am").is_dir() {
            fs::rename(&tmp, dir.join(name)).map_err(|e| e.to_string())
        } else {
            Err("the archive holds no Vosk model".into())
        }
    });
    if result.is_err() {
        let _ = fs::remove_dir_all(&tmp);
    }
    result
}

/// Unpacks an archive into `tmp`: its one top folder's contents, whatever its name, or the
/// archive's top itself when the model is there.
fn unpack_to(zip_path: &Path, tmp: &Path) -> Result<(), String> {
    let file = fs::File::open(zip_path).map_err(|e| e.to_string())?;
    let mut archive = zip::ZipArchive::new(file).map_err(|e| format!("not a zip archive: {e}"))?;
    let tops: std::collections::BTreeSet<PathBuf> = (0..archive.len())
        .filter_map(|i| archive.by_index(i).ok()?.enclosed_name())
        .filter_map(|p| p.components().next().map(|c| PathBuf::from(c.as_os_str())))
        .collect();
    let top = match tops.iter().next() {
        Some(t) if tops.len() == 1 && t.as_os_str() != "am" => t.to_string_lossy().to_string(),
        _ => String::new(),
    };
    unpack_into(&mut archive, tmp, &top)
}

fn unpack_into(
    archive: &mut zip::ZipArchive<fs::File>,
    tmp: &Path,
    name: &str,
) -> Result<(), String> {
    let mut unpacked = 0u64;
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).map_err(|e| e.to_string())?;
        let Some(rel) = entry.enclosed_name() else {
            continue;
        };
        let rel = if name.is_empty() {
            rel
        } else {
            rel.strip_prefix(name).unwrap_or(&rel).to_path_buf()
        };
        let out = tmp.join(rel);
        if entry.is_dir() {
            fs::create_dir_all(&out).map_err(|e| e.to_string())?;
            continue;
        }
        if let Some(parent) = out.parent() {
            fs::create_dir_all(parent).map_err(|e| e.to_string())?;
        }
        let mut w = fs::File::create(&out).map_err(|e| e.to_string())?;
        // Reading to the end checks the entry's CRC-32; the bound holds whatever the
        // archive claims its sizes are.
        let left = MAX_UNPACKED - unpacked;
        let n = io::copy(&mut (&mut entry).take(left + 1), &mut w)
            .map_err(|e| format!("damaged archive: {e}"))?;
        unpacked += n;
        if unpacked > MAX_UNPACKED {
            return Err(format!(
                "the archive unpacks to more than {MAX_UNPACKED} bytes"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_network_is_a_clear_message_and_leaves_nothing_behind() {
        let data = std::env::temp_dir().join(format!("ansage-models-{}", std::process::id()));
        let _ = fs::remove_dir_all(&data);
        // A port on this machine where nothing listens: the same failure as no network.
        let err = install("de", &data, "https://127.0.0.1:9", |_, _| {}).unwrap_err();
        assert!(err.to_string().contains("no network"), "{err}");
        assert!(installed(&data).is_empty());
        let left: Vec<_> = fs::read_dir(models_dir(&data)).unwrap().flatten().collect();
        assert!(left.is_empty(), "nothing left behind: {left:?}");
        // Plain http is refused before anything is sent, but from this machine itself.
        let err = install("de", &data, "http://example.org", |_, _| {}).unwrap_err();
        assert!(err.to_string().contains("https only"), "{err}");
        let err = install("de", &data, "http://127.0.0.1:9", |_, _| {}).unwrap_err();
        assert!(matches!(err, InstallError::NoNetwork(_)), "{err}");
        assert!(install("xx", &data, BASE_URL, |_, _| {}).is_err());
    }

    #[test]
    fn a_server_that_stops_answering_is_told_apart_from_no_network() {
        let dir = std::env::temp_dir().join(format!("ansage-stalled-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        // A server that takes the connection and says nothing, then one that sends a header
        // and a little of the body and stalls.
        let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let half = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let urls = [silent.local_addr().unwrap(), half.local_addr().unwrap()]
            .map(|a| format!("http://{a}/model.zip"));
        std::thread::spawn(move || {
            let (_held, _) = silent.accept().unwrap();
            let (mut c, _) = half.accept().unwrap();
            let mut request = [0u8; 1024];
            let _ = std::io::Read::read(&mut c, &mut request);
            let _ = c.write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\nPK");
            std::thread::sleep(Duration::from_secs(10));
            drop(_held);
        });
        let patience = Duration::from_secs(1);
        for (url, what) in urls
            .iter()
            .zip(["did not answer", "stopped sending after 2 bytes"])
        {
            let err = download(url, &dir.join("m.zip"), patience, &mut |_, _| {}).unwrap_err();
            assert!(
                matches!(&err, InstallError::NoAnswer(why) if why.contains(what)),
                "{err:?}"
            );
        }
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_model_is_offered_until_installed_or_declined() {
        let data = std::env::temp_dir().join(format!("ansage-offer-{}", std::process::id()));
        let _ = fs::remove_dir_all(&data);
        assert!(to_offer(&data, "de") && to_offer(&data, "ru"));
        // No official model: nothing to offer.
        assert!(!to_offer(&data, "ko"));
        decline(&data, "de").unwrap();
        assert!(!to_offer(&data, "de") && to_offer(&data, "en"));
        fs::create_dir_all(models_dir(&data).join("vosk-model-small-en-us-0.15/am")).unwrap();
        assert!(!to_offer(&data, "en") && to_offer(&data, "ru"));
        let en = official("en").unwrap();
        assert_eq!((en.name, en.mb), ("vosk-model-small-en-us-0.15", 40));
    }

    #[test]
    fn an_archive_is_the_official_one_only_by_its_checksum() {
        let de = official("de").unwrap();
        let every = [
            Source::OfficialSite,
            Source::Mirror,
            Source::File {
                named_official: true,
            },
            Source::File {
                named_official: false,
            },
        ];
        // The published checksum, in either case, is the official model wherever it came from.
        for source in every {
            assert_eq!(check(&de, de.sha256, source), Ok(Provenance::Official));
            let upper = de.sha256.to_ascii_uppercase();
            assert_eq!(check(&de, &upper, source), Ok(Provenance::Official));
        }
        // Another language's official archive is not this one.
        let en = official("en").unwrap().sha256;
        let refused = check(&de, en, Source::OfficialSite).unwrap_err();
        assert!(refused.contains("not the official vosk-model-small-de-0.15.zip"));
        assert!(
            refused.contains(de.sha256) && refused.contains(en),
            "{refused}"
        );
        // A copy named as the official archive that is not it: damaged or altered.
        let named = Source::File {
            named_official: true,
        };
        assert!(check(&de, en, named).unwrap_err().contains("damaged"));
        // A mirror's own build, or a file named otherwise: a model of its own, said so.
        let other = Provenance::Other(en.to_string());
        assert_eq!(check(&de, en, Source::Mirror), Ok(other.clone()));
        let unnamed = Source::File {
            named_official: false,
        };
        assert_eq!(check(&de, en, unnamed), Ok(other));
        // Every pin is a SHA-256 written out, and each model has its own.
        for m in MODELS {
            assert!(m.sha256.len() == 64 && m.sha256.bytes().all(|b| b.is_ascii_hexdigit()));
            assert_eq!(MODELS.iter().filter(|o| o.sha256 == m.sha256).count(), 1);
        }
    }

    #[test]
    fn progress_is_said_by_quarters() {
        let said: Vec<u8> = [0, 24, 25, 49, 50, 74, 75, 99, 100, 120]
            .iter()
            .map(|n| quarters(*n, Some(100)))
            .collect();
        assert_eq!(said, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
        // Of no known length nothing can be said.
        assert_eq!(quarters(5_000_000, None), 0);
        assert_eq!(quarters(5, Some(0)), 0);
    }

    /// A zip archive of these files.
    fn write_zip(path: &Path, files: &[(&str, &[u8])]) {
        let mut z = zip::ZipWriter::new(fs::File::create(path).unwrap());
        for (name, bytes) in files {
            z.start_file(*name, zip::write::SimpleFileOptions::default())
                .unwrap();
            z.write_all(bytes).unwrap();
        }
        z.finish().unwrap();
    }

    #[test]
    fn a_model_copied_by_hand_installs_from_its_archive_or_folder() {
        let root = std::env::temp_dir().join(format!("ansage-from-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let data = root.join("data");
        fs::create_dir_all(&root).unwrap();
        // An archive whose one folder is not named as the official one.
        let zip_path = root.join("vosk-model-de-0.21.zip");
        write_zip(
            &zip_path,
            &[
                ("vosk-model-de-0.21/am/final.mdl", b"model bytes"),
                (
                    "vosk-model-de-0.21/conf/model.conf",
                    b"--sample-frequency=16000",
                ),
            ],
        );
        let (dir, provenance) = install_from("de", &data, &zip_path).unwrap();
        assert_eq!(dir, models_dir(&data).join("vosk-model-de-0.21"));
        assert_eq!(fs::read(dir.join("am/final.mdl")).unwrap(), b"model bytes");
        let Some(Provenance::Other(sha)) = provenance else {
            panic!("not the official archive: {provenance:?}")
        };
        assert!(
            fs::read_to_string(dir.join("SHA256"))
                .unwrap()
                .starts_with(&sha)
        );
        assert_eq!(installed(&data), vec![("de", dir.clone())]);
        // A folder, named after no language: it is named for the one asked for.
        let folder = root.join("usb-stick-model");
        fs::create_dir_all(folder.join("am")).unwrap();
        fs::write(folder.join("am/final.mdl"), b"other").unwrap();
        let (dir, provenance) = install_from("ru", &data, &folder).unwrap();
        assert_eq!(dir, models_dir(&data).join("vosk-model-ru-usb-stick-model"));
        assert!(provenance.is_none());
        assert_eq!(installed(&data).len(), 2);
        // The same archive under the official archive's name is a damaged or altered copy.
        let named = root.join("vosk-model-small-de-0.15.zip");
        fs::copy(&zip_path, &named).unwrap();
        let refused = install_from("de", &data, &named).unwrap_err();
        assert!(refused.contains("damaged or altered"), "{refused}");
        assert!(!models_dir(&data).join("vosk-model-small-de-0.15").exists());
        // No model in it, nothing there, another language: refused, nothing left behind.
        let empty = root.join("empty");
        fs::create_dir_all(&empty).unwrap();
        assert!(
            install_from("en", &data, &empty)
                .unwrap_err()
                .contains("holds no Vosk model")
        );
        assert!(install_from("en", &data, &root.join("missing.zip")).is_err());
        assert!(install_from("fr", &data, &folder).is_err());
        assert_eq!(installed(&data).len(), 2);
        let left: Vec<_> = fs::read_dir(models_dir(&data))
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".unpacking"))
            .collect();
        assert!(left.is_empty());
    }

    #[test]
    fn a_model_archive_is_unpacked_and_checked() {
        let dir = std::env::temp_dir().join(format!("ansage-unpack-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let zip_path = dir.join("m.zip");
        write_zip(
            &zip_path,
            &[("vosk-model-small-de-0.15/am/final.mdl", b"model bytes")],
        );
        unpack(&zip_path, &dir, "vosk-model-small-de-0.15").unwrap();
        assert_eq!(
            fs::read(dir.join("vosk-model-small-de-0.15/am/final.mdl")).unwrap(),
            b"model bytes"
        );
        // The one top folder may have any name.
        unpack(&zip_path, &dir, "other").unwrap();
        assert!(dir.join("other/am/final.mdl").is_file());
        // A damaged archive (a file's bytes changed: its CRC fails) is refused, and leaves
        // nothing behind.
        let mut bytes = fs::read(&zip_path).unwrap();
        let field = |at: usize| usize::from(u16::from_le_bytes([bytes[at], bytes[at + 1]]));
        let data = 30 + field(26) + field(28);
        bytes[data + 1] ^= 0xff;
        fs::write(&zip_path, &bytes).unwrap();
        let err = unpack(&zip_path, &dir, "damaged").unwrap_err();
        assert!(err.contains("damaged"), "{err}");
        assert!(!dir.join("damaged").exists() && !dir.join("damaged.unpacking").exists());
    }
}
