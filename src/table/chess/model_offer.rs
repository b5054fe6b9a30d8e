//! The chess table's side of the model offer (`table::model_offer`): asked before the game,
//! answered in the chess words, the game started after the answer.

use std::io::{self, Write};

use crate::chess::lexicon::Lexicon;
use crate::table::model_offer::{self, At, ModelOffer};

use super::Table;

/// A clear yes or no in words (typed or heard), or neither (`answer::reply`).
pub(super) fn yes_or_no(line: &str) -> Option<bool> {
    Lexicon::builtin().reply(line).yes_or_no()
}

impl<W: Write> Table<W> {
    /// The offer and the parts of the table it works with, borrowed apart.
    fn offer_parts(&mut self) -> (&mut ModelOffer, At<'_, W>) {
        let lang = self.lang();
        let at = At {
            devices: &mut self.devices,
            hearing: &mut self.opts.devices.hearing,
            data_dir: &self.opts.data_dir,
            lang,
            downloading: "model-downloading",
        };
        (&mut self.model, at)
    }

    /// Offers the model when the command line found it to offer (and a listener runs); true
    /// when it was asked.
    pub(super) fn offer_model(&mut self) -> io::Result<bool> {
        let (offer, mut at) = self.offer_parts();
        offer.offer(&mut at)
    }

    /// The question, with the model's language and size.
    pub(super) fn model_offer_text(&self) -> String {
        model_offer::question(self.opts.devices.hearing.as_ref(), self.lang())
    }

    /// Asks the question again, short.
    pub(super) fn ask_for_model_again(&mut self) -> io::Result<()> {
        let (offer, mut at) = self.offer_parts();
        offer.ask_again(&mut at)
    }

    /// The answer: yes downloads, no is kept, neither asks again; then the game starts.
    pub(super) fn answer_model(&mut self, answer: Option<bool>) -> io::Result<()> {
        let (offer, mut at) = self.offer_parts();
        if offer.answer(&mut at, answer)? {
            self.start_game()?;
        }
        Ok(())
    }

    /// The download's progress and end.
    pub(super) fn serve_model(&mut self) -> io::Result<()> {
        let (offer, mut at) = self.offer_parts();
        offer.serve(&mut at)
    }

    /// A recognizer is loaded: said when it is the model just installed.
    pub(super) fn model_loaded(&mut self) -> io::Result<()> {
        let (offer, mut at) = self.offer_parts();
        offer.loaded(&mut at)
    }

    /// A recognizer failed: true when it was the model just installed (said).
    pub(super) fn model_failed(&mut self, why: &str) -> io::Result<bool> {
        let (offer, mut at) = self.offer_parts();
        offer.failed(&mut at, why)
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
