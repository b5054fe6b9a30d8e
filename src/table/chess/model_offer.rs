//! Vosk out of the box: at the first start in a language with no Vosk model, the official small
//! model is offered (spoken and written, with its size) before the game starts. A clear "ja"
//! downloads it on a thread of its own while the game goes on, its progress said by quarters;
//! once installed, the listener loads it and hears with it from then on. A "nein" is kept in
//! the data folder and the model is not offered again; no network is said plainly, and the
//! model is offered again at the next start. Anything else asks again, as the saved-game
//! question does: a stray word must not start a download nor throw the question away.

use crate::shared::i18n;
use std::io::{self, Write};
use std::sync::mpsc::{Receiver, TryRecvError};

use crate::chess::lexicon::Lexicon;
use crate::shared::answer::Reply;
use crate::shared::speech::SpeechKind;
use crate::voice::models::{self, Fetch, InstallError};
use crate::voice::recognizer::Engine;

use super::Table;

/// Where the offer stands.
#[derive(Debug, Default)]
pub(super) enum ModelOffer {
    /// Nothing offered, or all done.
    #[default]
    Nothing,
    /// Asked: the game starts once it is answered.
    Asked,
    /// Downloading, and the last quarter of it said.
    Fetching { reports: Receiver<Fetch>, said: u8 },
    /// Installed: the listener is loading it.
    Loading,
}

impl ModelOffer {
    pub(super) fn is_asked(&self) -> bool {
        matches!(self, ModelOffer::Asked)
    }
}

/// A clear yes or no in words (typed or heard), or neither (`answer::reply`).
pub(super) fn yes_or_no(line: &str) -> Option<bool> {
    match Lexicon::builtin().reply(line) {
        Reply::Yes => Some(true),
        Reply::No => Some(false),
        Reply::Mixed | Reply::Neither => None,
    }
}

impl<W: Write> Table<W> {
    /// Offers the model when the command line found it to offer (and a listener runs); true
    /// when it was asked.
    pub(super) fn offer_model(&mut self) -> io::Result<bool> {
        let offered = self.devices.has_listener()
            && self
                .opts
                .devices
                .hearing
                .as_ref()
                .is_some_and(|h| h.offer_model);
        if offered {
            self.model = ModelOffer::Asked;
            self.ask_for_model()?;
        }
        Ok(offered)
    }

    fn vocabulary(&self) -> String {
        self.opts
            .devices
            .hearing
            .as_ref()
            .map(|h| h.vocabulary().to_string())
            .unwrap_or_default()
    }

    /// The question, with the model's language and size.
    pub(super) fn model_offer_text(&self) -> String {
        let vocabulary = self.vocabulary();
        let size = models::official(&vocabulary).map_or(0, |m| m.mb);
        self.note(
            "model-offer",
            &[("vocabulary", vocabulary), ("size", size.to_string())],
        )
    }

    /// Asks the question.
    pub(super) fn ask_for_model(&mut self) -> io::Result<()> {
        let question = self.model_offer_text();
        self.devices.tell(vec![(SpeechKind::Info, question)])
    }

    /// Asks the question again, short: the whole of it took 12 seconds, with the microphone
    /// deaf, after every answer not understood (issue 32).
    pub(super) fn ask_for_model_again(&mut self) -> io::Result<()> {
        let question = self.note("model-offer-again", &[]);
        self.devices.tell(vec![(SpeechKind::Question, question)])
    }

    /// The answer: yes downloads, no is kept, neither asks again; then the game starts.
    pub(super) fn answer_model(&mut self, answer: Option<bool>) -> io::Result<()> {
        let vocabulary = self.vocabulary();
        match answer {
            None => return self.ask_for_model_again(),
            Some(true) => {
                let reports = models::install_in_background(
                    vocabulary,
                    self.opts.data_dir.clone(),
                    models::base_url(),
                );
                self.model = ModelOffer::Fetching { reports, said: 0 };
                self.tell_id("model-downloading", &[])?;
            }
            Some(false) => {
                self.model = ModelOffer::Nothing;
                match models::decline(&self.opts.data_dir, &vocabulary) {
                    Ok(()) => self.tell_id("model-declined", &[("vocabulary", vocabulary)])?,
                    Err(e) => {
                        let why = crate::shared::i18n::file_problem(self.lang(), &e);
                        self.tell_id("model-answer-not-kept", &[("problem", why)])?
                    }
                }
            }
        }
        self.start_game()
    }

    /// What the download reports: its quarters said (the latest only: an older one is stale),
    /// and once installed, the listener told to load it; a failure said, the old recognizer
    /// hearing on.
    pub(super) fn serve_model(&mut self) -> io::Result<()> {
        let ModelOffer::Fetching { reports, said } = &mut self.model else {
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
            let text = i18n::tc(
                self.lang(),
                "model-progress",
                &[("percent", (u32::from(q) * 25).into())],
            );
            self.devices.tell(vec![(SpeechKind::Info, text)])?;
        }
        match done {
            None => Ok(()),
            Some(Ok((path, provenance))) => {
                if let models::Provenance::Other(_) = provenance {
                    self.tell_id("model-not-official", &[])?;
                }
                if let Some(h) = &mut self.opts.devices.hearing {
                    h.listen.ears.engine = Some(Engine::Vosk);
                    h.listen.ears.model = Some(path.clone());
                }
                self.devices.use_recognizer(Engine::Vosk, path);
                self.model = ModelOffer::Loading;
                Ok(())
            }
            Some(Err(e @ (InstallError::NoNetwork(_) | InstallError::NoAnswer(_)))) => {
                self.model = ModelOffer::Nothing;
                let vocabulary = self.vocabulary();
                // Not asked again at every start while the player is offline.
                let _ = models::postpone(&self.opts.data_dir, &vocabulary);
                let id = match e {
                    InstallError::NoNetwork(_) => "model-no-network",
                    _ => "model-no-answer",
                };
                self.tell_id(id, &[("vocabulary", vocabulary)])
            }
            Some(Err(InstallError::Failed(why))) => {
                self.model = ModelOffer::Nothing;
                self.tell_id("model-not-installed", &[("problem", why)])
            }
        }
    }

    /// A recognizer is loaded: said when it is the model just installed.
    pub(super) fn model_loaded(&mut self) -> io::Result<()> {
        if matches!(self.model, ModelOffer::Loading) {
            self.model = ModelOffer::Nothing;
            return self.tell_id("model-installed", &[]);
        }
        Ok(())
    }

    /// A recognizer failed: when it is the model just installed, that is said (the one there
    /// before hears on) and true returned.
    pub(super) fn model_failed(&mut self, why: &str) -> io::Result<bool> {
        if !matches!(self.model, ModelOffer::Loading) {
            return Ok(false);
        }
        self.model = ModelOffer::Nothing;
        self.tell_id("model-not-installed", &[("problem", why.to_string())])?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_clear_yes_or_no_answers() {
        for yes in ["ja", "yes", "да"] {
            assert_eq!(yes_or_no(yes), Some(true), "{yes}");
        }
        for no in ["nein", "no", "нет"] {
            assert_eq!(yes_or_no(no), Some(false), "{no}");
        }
        for neither in ["", "e4", "Springer Felix drei", "ja nein", "fortsetzen"] {
            assert_eq!(yes_or_no(neither), None, "{neither}");
        }
    }
}
