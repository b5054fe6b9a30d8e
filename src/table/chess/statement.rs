//! The device statement an arbiter checks before a game (issue 36): which Ansage this is (its
//! version and the SHA-256 of the program file, to compare with the published one), whether
//! tournament mode is on, whether an engine plays or may give hints, whether the network is
//! used, and whether the game is recorded and where to. Shown large in the window (F3),
//! spoken, printed by the console (`statement`) and written to a file (`statement FILE`).

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use sha2::{Digest, Sha256};

use super::Table;
use crate::shared::i18n::t;
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;

/// What the statement says, as facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    pub version: &'static str,
    /// The program file's SHA-256 in hex, or why it could not be read.
    pub checksum: Result<String, String>,
    pub tournament: bool,
    /// The device records the game and does nothing else.
    pub audio_sheet_only: bool,
    /// The engine playing (its program's name), if any.
    pub engine: Option<String>,
    /// The server of the online game, if one is played.
    pub network: Option<String>,
    /// Where the game's recording goes, when it is recorded.
    pub recording: Option<PathBuf>,
}

impl Statement {
    /// The lines shown and printed: the checksum in full, in groups of eight characters
    /// (compared group by group, and wrapped on a narrow screen).
    pub fn shown(&self, lang: Language) -> Vec<String> {
        self.lines(lang, |sum| {
            let chars: Vec<char> = sum.chars().collect();
            let groups: Vec<String> = chars.chunks(8).map(|c| c.iter().collect()).collect();
            groups.join(" ")
        })
    }

    /// The lines said: the checksum's first eight characters, one by one.
    pub fn said(&self, lang: Language) -> Vec<String> {
        self.lines(lang, |sum| {
            let first: Vec<String> = sum.chars().take(8).map(String::from).collect();
            t(
                lang,
                "statement-checksum-said",
                &[("start", first.join(" "))],
            )
        })
    }

    fn lines(&self, lang: Language, checksum: impl Fn(&str) -> String) -> Vec<String> {
        let on_off = |on: bool| t(lang, if on { "value-on" } else { "value-off" }, &[]);
        let mode = self
            .audio_sheet_only
            .then(|| t(lang, "statement-audio-sheet", &[]));
        let head = [
            t(lang, "statement-title", &[]),
            t(
                lang,
                "statement-version",
                &[("version", self.version.into())],
            ),
        ];
        head.into_iter()
            .chain(mode)
            .chain([
                match &self.checksum {
                    Ok(sum) => t(lang, "statement-checksum", &[("sum", checksum(sum))]),
                    Err(why) => t(lang, "statement-no-checksum", &[("why", why.clone())]),
                },
                t(
                    lang,
                    "statement-tournament",
                    &[("state", on_off(self.tournament))],
                ),
                match &self.engine {
                    Some(name) => t(lang, "statement-engine", &[("name", name.clone())]),
                    None => t(lang, "statement-no-engine", &[]),
                },
                match &self.network {
                    Some(server) => t(lang, "statement-online", &[("server", server.clone())]),
                    None => t(lang, "statement-offline", &[]),
                },
                match &self.recording {
                    Some(path) => t(
                        lang,
                        "statement-recording",
                        &[("path", path.display().to_string())],
                    ),
                    None => t(lang, "statement-not-recording", &[]),
                },
            ])
            .collect()
    }
}

/// The SHA-256 of a file, in lower-case hex.
pub fn sha256_of(path: &Path) -> io::Result<String> {
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0; 1 << 16];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// The running program's SHA-256 for the statement, or why the file could not be read, in
/// the player's language.
pub(super) fn checksum(lang: Language) -> Result<String, String> {
    program_checksum()
        .clone()
        .map_err(|kind| crate::shared::i18n::file_problem(lang, &io::Error::from(kind)))
}

/// The running program's SHA-256, computed once: the window draws the statement again and
/// again, and the file does not change while it runs.
fn program_checksum() -> &'static Result<String, io::ErrorKind> {
    static SUM: OnceLock<Result<String, io::ErrorKind>> = OnceLock::new();
    SUM.get_or_init(|| {
        std::env::current_exe()
            .and_then(|exe| sha256_of(&exe))
            .map_err(|e| e.kind())
    })
}

impl<W: Write> Table<W> {
    /// This device's statement now.
    pub fn statement(&self) -> Statement {
        Statement {
            version: env!("CARGO_PKG_VERSION"),
            checksum: checksum(self.lang()),
            tournament: self.opts.tournament,
            audio_sheet_only: false,
            engine: self.engine.as_ref().and_then(|_| {
                let o = self.opts.opponent.as_ref()?;
                Some(o.path.file_stem().map_or_else(
                    || o.path.display().to_string(),
                    |s| s.to_string_lossy().into_owned(),
                ))
            }),
            network: self
                .opts
                .online
                .as_ref()
                .map(|g| g.client.base().to_string()),
            recording: self
                .opts
                .record
                .then(|| self.tape.file().map(Path::to_path_buf))
                .flatten(),
        }
    }

    /// The statement written out and said; with a path, written to that file too.
    pub(super) fn tell_statement(&mut self, path: Option<&Path>) -> io::Result<()> {
        let statement = self.statement();
        let lang = self.lang();
        let shown = statement.shown(lang).join("\n");
        self.devices.write(&shown)?;
        if let Some(path) = path {
            self.write_file(path, format!("{shown}\n").as_bytes())?;
        }
        let said = statement.said(lang).join(" ");
        self.devices.tell(vec![(SpeechKind::Info, said)])
    }
}
