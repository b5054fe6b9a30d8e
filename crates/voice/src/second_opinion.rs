//! Two recognizers hearing the same utterance: the first decides, the second's hearing rides along
//! as a second opinion ([`Heard::second`]) for the game to weigh (`chess::hearing`). Whisper and
//! PocketSphinx err independently (docs/manual/chess.md, "Who decides what"): where both hear the
//! same move it is sure, where they hear different moves it is not.
//!
//! The utterances are cut once (the pair is a [`Judge`], cut by [`super::utterance::Judged`])
//! and each recognizer judges the same samples whole; the second listens for the phrases the
//! first is told, in its own spelling.

use super::recognizer::{Recognizer, VoiceError};
use super::utterance::Judge;
use ansage_shared::grammar::{GARBAGE, Heard, Phrase, Spellings};

/// The first recognizer with the second beside it.
pub struct SecondOpinion {
    first: Box<dyn Judge>,
    second: Box<dyn Recognizer>,
}

impl SecondOpinion {
    /// The first hears and decides, the second gives its opinion.
    pub fn new(first: Box<dyn Judge>, second: Box<dyn Recognizer>) -> SecondOpinion {
        SecondOpinion { first, second }
    }

    /// The phrases in the first recognizer's spelling, written in the second's.
    fn respelt(&self, phrases: &[Phrase]) -> Vec<Phrase> {
        let first = self.first.spellings();
        let second = self.second.spellings();
        phrases
            .iter()
            .filter_map(|p| {
                p.iter()
                    .map(|slot| {
                        let alts: Vec<Vec<String>> = slot
                            .iter()
                            .filter_map(|alt| {
                                alt.iter()
                                    .map(|w| respell(w, first, second))
                                    .collect::<Option<Vec<String>>>()
                            })
                            .collect();
                        (!alts.is_empty()).then_some(alts)
                    })
                    .collect::<Option<Phrase>>()
            })
            .collect()
    }
}

/// A word of the first's spelling in the second's: the lexicons' word it spells, as the
/// second spells it (the garbage word stays itself).
fn respell(word: &str, first: &Spellings, second: &Spellings) -> Option<String> {
    if word == GARBAGE {
        return Some(word.to_string());
    }
    let lexicon = first.lexicon_word(word)?;
    second.spell(lexicon).map(str::to_string)
}

/// An utterance judged whole is one hearing (an engine that cut it in two heard no phrase).
fn one(parts: Vec<Heard>) -> Option<Heard> {
    (parts.len() == 1)
        .then(|| parts.into_iter().next())
        .flatten()
}

impl Judge for SecondOpinion {
    fn engine(&self) -> &'static str {
        self.first.engine()
    }

    fn spellings(&self) -> &Spellings {
        self.first.spellings()
    }

    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
        self.first.listen_for(phrases)?;
        let respelt = self.respelt(phrases);
        // A second that can say none of them gives no opinion.
        if !respelt.is_empty() {
            self.second.listen_for(&respelt)?;
        }
        Ok(())
    }

    /// One utterance judged by both.
    fn judge(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError> {
        let Some(mut heard) = self.first.judge(samples)? else {
            return Ok(None);
        };
        heard.second = one(self.second.decode_whole(samples)?).map(Box::new);
        Ok(Some(heard))
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use super::*;
    use crate::utterance::Judged;

    /// A recognizer that hears what it was told to, and remembers what it listened for.
    struct Told {
        spellings: Spellings,
        says: Option<&'static str>,
        listened: Rc<RefCell<Vec<Phrase>>>,
    }

    impl Judge for Told {
        fn engine(&self) -> &'static str {
            "told"
        }
        fn spellings(&self) -> &Spellings {
            &self.spellings
        }
        fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
            *self.listened.borrow_mut() = phrases.to_vec();
            Ok(())
        }
        fn judge(&mut self, _: &[i16]) -> Result<Option<Heard>, VoiceError> {
            Ok(self.says.map(|t| Heard::with(t, &[])))
        }
    }

    /// The second, a recognizer: the told judge with its utterances cut.
    fn recognizer(told: Told) -> Box<dyn Recognizer> {
        Box::new(Judged::new(told, 500))
    }

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn the_second_listens_in_its_spelling_and_its_hearing_rides_along() {
        let lexicon = words(&["Springer", "Felix", "drei", "schlägt"]);
        let first = Told {
            spellings: Spellings::of(&lexicon, |w| Some(w.to_string())),
            says: Some("Springer Felix drei"),
            listened: Rc::default(),
        };
        // The second cannot say "schlägt" and writes the rest in lower case.
        let listened = Rc::default();
        let second = Told {
            spellings: Spellings::of(&lexicon, |w| (w != "schlägt").then(|| w.to_lowercase())),
            says: Some("springer felix drei"),
            listened: Rc::clone(&listened),
        };
        let mut pair = Judged::new(SecondOpinion::new(Box::new(first), recognizer(second)), 500);
        let phrase =
            |ws: &[&str]| -> Phrase { ws.iter().map(|w| vec![vec![w.to_string()]]).collect() };
        pair.listen_for(&[
            phrase(&["Springer", "Felix", "drei"]),
            phrase(&["Springer", "schlägt"]),
            phrase(&[GARBAGE]),
        ])
        .unwrap();
        assert_eq!(
            *listened.borrow(),
            vec![phrase(&["springer", "felix", "drei"]), phrase(&[GARBAGE])],
            "the phrase it cannot say is left out"
        );
        let heard = pair.decode_whole(&[0; 1600]).unwrap();
        assert_eq!(heard.len(), 1);
        assert_eq!(heard[0].text, "Springer Felix drei");
        let second = heard[0].second.as_ref().expect("a second opinion");
        assert_eq!(second.text, "springer felix drei");
        assert_eq!(pair.engine(), "told");
    }

    #[test]
    fn without_the_first_hearing_there_is_nothing_to_give_an_opinion_on() {
        let lexicon = words(&["ja"]);
        let spellings = Spellings::of(&lexicon, |w| Some(w.to_string()));
        let first = Told {
            spellings: spellings.clone(),
            says: None,
            listened: Rc::default(),
        };
        let second = Told {
            spellings,
            says: Some("ja"),
            listened: Rc::default(),
        };
        let mut pair = Judged::new(SecondOpinion::new(Box::new(first), recognizer(second)), 500);
        assert!(pair.decode_whole(&[0; 1600]).unwrap().is_empty());
    }
}
