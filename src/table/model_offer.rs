//! Vosk out of the box, at either table: at the first start in a language with no model that
//! hears better than the stock PocketSphinx, the official small Vosk model is offered (spoken
//! and written, with its size) before the game or match starts. A clear "ja" downloads it on a
//! thread of its own while play goes on, its progress said by quarters; once installed, the
//! listener loads it and hears with it from then on. A "nein" is kept in the data folder and
//! the model is not offered again; no network is said plainly, and the model is offered again
//! a week later. Anything else asks again, short, as the saved-game question does: a stray
//! word must not start a download nor throw the question away.
//!
//! The table weighs the answer in its own words (a move or a billiards command is no answer)
//! and starts play after it; the offer does the rest with the table's devices.

use std::io::{self, Write};
use std::path::Path;
use std::sync::mpsc::{Receiver, TryRecvError};

use crate::shared::i18n::{self, t};
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::voice::models::{self, Fetch, InstallError};
use crate::voice::recognizer::Engine;

use super::devices::{Devices, Hearing};

/// Where the offer stands.
#[derive(Debug, Default)]
pub(crate) enum ModelOffer {
    /// Nothing offered, or all done.
    #[default]
    Nothing,
    /// Asked: play starts once it is answered.
    Asked,
    /// Downloading, and the last quarter of it said.
    Fetching { reports: Receiver<Fetch>, said: u8 },
    /// Installed: the listener is loading it.
    Loading,
}

/// The table's parts the offer works with.
pub(crate) struct At<'a, W: Write> {
    pub devices: &'a mut Devices<W>,
    pub hearing: &'a mut Option<Hearing>,
    pub data_dir: &'a Path,
    pub lang: Language,
    /// What is said when the download starts (the game or the match starts meanwhile).
    pub downloading: &'static str,
}

impl<W: Write> At<'_, W> {
    fn vocabulary(&self) -> String {
        self.hearing
            .as_ref()
            .map(|h| h.vocabulary().to_string())
            .unwrap_or_default()
    }

    fn tell(&mut self, id: &str, args: &[(&str, String)]) -> io::Result<()> {
        let text = t(self.lang, id, args);
        self.devices.tell(vec![(SpeechKind::Info, text)])
    }
}

/// The question, with the model's language and size.
pub(crate) fn question(hearing: Option<&Hearing>, lang: Language) -> String {
    let vocabulary = hearing.map_or("", |h| h.vocabulary()).to_string();
    let size = models::official(&vocabulary).map_or(0, |m| m.mb);
    t(
        lang,
        "model-offer",
        &[("vocabulary", vocabulary), ("size", size.to_string())],
    )
}

impl ModelOffer {
    pub(crate) fn is_asked(&self) -> bool {
        matches!(self, ModelOffer::Asked)
    }

    /// Asks the question when the command line found the model to offer and a listener runs;
    /// true when it was asked.
    pub(crate) fn offer<W: Write>(&mut self, at: &mut At<'_, W>) -> io::Result<bool> {
        let offered =
            at.devices.has_listener() && at.hearing.as_ref().is_some_and(|h| h.offer_model);
        if offered {
            *self = ModelOffer::Asked;
            let text = question(at.hearing.as_ref(), at.lang);
            at.devices.tell(vec![(SpeechKind::Info, text)])?;
        }
        Ok(offered)
    }

    /// Asks the question again, short: the whole of it took 12 seconds, with the microphone
    /// deaf, after every answer not understood (issue 32).
    pub(crate) fn ask_again<W: Write>(&self, at: &mut At<'_, W>) -> io::Result<()> {
        let text = t(at.lang, "model-offer-again", &[]);
        at.devices.tell(vec![(SpeechKind::Question, text)])
    }

    /// The answer: yes downloads, no is kept, neither asks again. True when it was an answer
    /// (the table starts play then).
    pub(crate) fn answer<W: Write>(
        &mut self,
        at: &mut At<'_, W>,
        answer: Option<bool>,
    ) -> io::Result<bool> {
        let vocabulary = at.vocabulary();
        match answer {
            None => {
                self.ask_again(at)?;
                return Ok(false);
            }
            Some(true) => {
                let reports = models::install_in_background(
                    vocabulary,
                    at.data_dir.to_path_buf(),
                    models::base_url(),
                );
                *self = ModelOffer::Fetching { reports, said: 0 };
                at.tell(at.downloading, &[])?;
            }
            Some(false) => {
                *self = ModelOffer::Nothing;
                match models::decline(at.data_dir, &vocabulary) {
                    Ok(()) => at.tell("model-declined", &[("vocabulary", vocabulary)])?,
                    Err(e) => {
                        let why = i18n::file_problem(at.lang, &e);
                        at.tell("model-answer-not-kept", &[("problem", why)])?
                    }
                }
            }
        }
        Ok(true)
    }

    /// What the download reports: its quarters said (the latest only: an older one is stale),
    /// and once installed, the listener told to load it; a failure said, the old recognizer
    /// hearing on.
    pub(crate) fn serve<W: Write>(&mut self, at: &mut At<'_, W>) -> io::Result<()> {
        let ModelOffer::Fetching { reports, said } = self else {
            return Ok(());
        };
        let mut quarter = None;
        let done = loop {
            match reports.try_recv() {
                Ok(Fetch::Progress(n, total)) => {
                    let q = models::quarters(n, total);
                    if (1..4).contains(&q) && q > *said {
                        *said = q;
                        quarter = Some(q);
                    }
                }
                Ok(Fetch::Done(result)) => break Some(result),
                Err(TryRecvError::Empty) => break None,
                Err(TryRecvError::Disconnected) => {
                    break Some(Err(InstallError::Failed("the download stopped".into())));
                }
            }
        };
        if let Some(q) = quarter {
            let percent = (u32::from(q) * 25).into();
            let text = i18n::tc(at.lang, "model-progress", &[("percent", percent)]);
            at.devices.tell(vec![(SpeechKind::Info, text)])?;
        }
        match done {
            None => Ok(()),
            Some(Ok((path, provenance))) => {
                if let models::Provenance::Other(_) = provenance {
                    at.tell("model-not-official", &[])?;
                }
                if let Some(h) = at.hearing.as_mut() {
                    h.listen.ears.engine = Some(Engine::Vosk);
                    h.listen.ears.model = Some(path.clone());
                }
                at.devices.use_recognizer(Engine::Vosk, path);
                *self = ModelOffer::Loading;
                Ok(())
            }
            Some(Err(e @ (InstallError::NoNetwork(_) | InstallError::NoAnswer(_)))) => {
                *self = ModelOffer::Nothing;
                let vocabulary = at.vocabulary();
                // Not asked again at every start while the player is offline.
                let _ = models::postpone(at.data_dir, &vocabulary);
                let id = match e {
                    InstallError::NoNetwork(_) => "model-no-network",
                    _ => "model-no-answer",
                };
                at.tell(id, &[("vocabulary", vocabulary)])
            }
            Some(Err(InstallError::Failed(why))) => {
                *self = ModelOffer::Nothing;
                at.tell("model-not-installed", &[("problem", why)])
            }
        }
    }

    /// A recognizer is loaded: said when it is the model just installed.
    pub(crate) fn loaded<W: Write>(&mut self, at: &mut At<'_, W>) -> io::Result<()> {
        if matches!(self, ModelOffer::Loading) {
            *self = ModelOffer::Nothing;
            return at.tell("model-installed", &[]);
        }
        Ok(())
    }

    /// A recognizer failed: when it is the model just installed, that is said (the one there
    /// before hears on) and true returned.
    pub(crate) fn failed<W: Write>(&mut self, at: &mut At<'_, W>, why: &str) -> io::Result<bool> {
        if !matches!(self, ModelOffer::Loading) {
            return Ok(false);
        }
        *self = ModelOffer::Nothing;
        at.tell("model-not-installed", &[("problem", why.to_string())])?;
        Ok(true)
    }
}
