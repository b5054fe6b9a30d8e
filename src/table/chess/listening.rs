//! The chess table's ears: the recognizer loaded (the vocabulary in its spelling, the words it
//! cannot hear), the phrases of the position told whenever it changes, every hearing weighed
//! once against the current position before the session hears it, and the game's recording.

use std::io::{self, Write};

use crate::chess::confusion::Pair;
use crate::chess::game::fen_of;
use crate::chess::grammar::{Vocabulary, position_phrases, question_phrases};
use crate::chess::hearing;
use crate::chess::messages::{Msg, render};
use crate::shared::answer::AtQuestion;
use crate::shared::grammar::{Heard, Spellings};
use crate::shared::i18n;
use crate::shared::speech::SpeechKind;
use crate::store;
use crate::table::devices::News;
use crate::table::drive::now_for_files;
use crate::table::tape::Tape;
use crate::voice::recognizer::Engine;

use super::Table;

impl<W: Write> Table<W> {
    /// A new recording for the game (in its own folder of the data folder), when recording.
    pub(super) fn start_recording(&mut self) {
        if !self.devices.has_listener() || !self.opts.record {
            return;
        }
        let tags = &self.session.game.tags;
        let path = Tape::next_file(
            &self.opts.data_dir,
            &now_for_files(),
            &tags.white,
            &tags.black,
        );
        self.tape.recording(None);
        self.devices.record(Some(path));
    }

    /// Acts on what the devices report; keeps the recognizer on the position.
    pub(super) fn serve_devices(&mut self) -> io::Result<()> {
        self.serve_model()?;
        for news in self.devices.pump() {
            // A model the offer downloaded that cannot be loaded is said by the offer.
            if let News::NoRecognizer(why) = &news
                && self.model_failed(why)?
            {
                continue;
            }
            if self
                .devices
                .tell_state(&news, self.lang(), self.time.now())?
            {
                continue;
            }
            match news {
                News::Ready { engine, spellings } => {
                    let name = Engine::from_name(engine).map_or(engine, Engine::title);
                    let line = self.note("recognizer-ready", &[("engine", name.to_string())]);
                    self.devices.write(&line)?;
                    self.ready(&spellings)?;
                    self.load_voice(engine)?;
                    self.model_loaded()?;
                }
                News::Heard(h) => self.heard_words(h)?,
                News::Recording(Ok(clock)) => {
                    self.tape.recording(Some(clock));
                    self.devices.warm_clips();
                    // Said only with a microphone to record (it was said without one).
                    if self.devices.microphone().is_there() {
                        let text = i18n::t(self.lang(), "recording-on", &[]);
                        self.devices.tell(vec![(SpeechKind::Notice, text)])?;
                    }
                }
                News::Recording(Err(why)) => {
                    self.tape.recording(None);
                    let text = i18n::t(self.lang(), "recording-failed", &[("problem", why)]);
                    self.devices.tell(vec![(SpeechKind::Notice, text)])?;
                }
                // Told above.
                News::MicrophoneReady(_)
                | News::NoMicrophone(_)
                | News::NoRecognizer(_)
                | News::NoSpeech(_)
                | News::NoSound
                | News::ScreenReader { .. } => {}
            }
        }
        self.listen_to_the_position();
        Ok(())
    }

    /// The recognizer is loaded: the vocabulary in its spelling, and the words it cannot hear
    /// (written in full; spoken, the list kept Ansage talking, and so deaf, for twenty seconds
    /// at every start: the count is said).
    pub(super) fn ready(&mut self, spellings: &Spellings) -> io::Result<()> {
        let Some(lexicons) = &self.ears.lexicons else {
            return Ok(());
        };
        let vocabulary = Vocabulary::new(lexicons, |w| spellings.spell(w).map(str::to_string));
        let unheard = vocabulary.unheard();
        self.ears.vocabulary = Some(vocabulary);
        self.ears.position = None;
        if unheard.is_empty() {
            return Ok(());
        }
        let n = unheard.len();
        let style = self.session.settings.style;
        let list = render(&Msg::Unheard(unheard), self.lang(), style);
        self.devices.write(&list)?;
        let short = i18n::tc(self.lang(), "unheard-count", &[("n", n.into())]);
        self.devices.speak(vec![(SpeechKind::Notice, short)]);
        Ok(())
    }

    /// What was learnt of the player's voice for this recognizer and vocabulary (the voice
    /// sample decoded, his corrections in games); an unreadable file is kept aside and said,
    /// and learning starts anew.
    fn load_voice(&mut self, engine: &str) -> io::Result<()> {
        let Some(hearing) = &self.opts.devices.hearing else {
            return Ok(());
        };
        let (voice, path, unreadable) =
            store::load_confusions(&self.opts.data_dir, hearing.vocabulary(), engine);
        self.ears.voice = voice;
        self.ears.voice_file = Some(path);
        match unreadable {
            Some(bad) => {
                let kept = bad.kept().unwrap_or_default();
                let args = [("problem", bad.problem), ("kept", kept)];
                self.tell_id("voice-table-unreadable", &args)
            }
            None => Ok(()),
        }
    }

    /// A correction in the game ("nein", then the move meant) learnt and kept at once; a
    /// failure to keep it is said once (the game goes on, and it is still used).
    pub(super) fn learn_voice(&mut self, pairs: &[Pair]) -> io::Result<()> {
        self.ears.voice.learn(pairs);
        let Some(path) = &self.ears.voice_file else {
            return Ok(());
        };
        match store::save(path, &self.ears.voice) {
            Ok(()) => Ok(()),
            Err(e) if !self.ears.voice_unsaved => {
                self.ears.voice_unsaved = true;
                let why = crate::shared::i18n::file_problem(self.lang(), &e);
                self.tell_id("voice-table-not-saved", &[("problem", why)])
            }
            Err(_) => Ok(()),
        }
    }

    /// Tells the recognizer the phrases of the position when it changed: while a yes-or-no
    /// question stands, only its answers, a new move and the garbage path (`question_phrases`).
    pub(super) fn listen_to_the_position(&mut self) {
        let Some(vocabulary) = &self.ears.vocabulary else {
            return;
        };
        let pos = self.session.game.position();
        let question = self.session.asks_yes_or_no() || self.model.is_asked() || self.online_asks();
        let key = format!("{} {question}", fen_of(pos));
        if self.ears.position.as_ref() == Some(&key) {
            return;
        }
        let phrases = if question {
            question_phrases(pos, vocabulary)
        } else {
            position_phrases(pos, vocabulary)
        };
        self.devices.listen_for(phrases);
        self.ears.position = Some(key);
    }

    /// What the microphone heard: weighed against the position (too doubtful, and the player
    /// is asked to say it again), written for the assistant (not spoken: the read-back that
    /// follows is what the player hears), and said to the session. Spoken words are words,
    /// never typed commands: a misheard "new" must not throw the game away. A "yes" to a
    /// question must be far surer than a move (`answer::YES_CONFIDENCE`): when in doubt, the
    /// question is asked again ("Eva vier? Ja oder nein.") instead of guessing.
    pub(super) fn heard_words(&mut self, mut h: Heard) -> io::Result<()> {
        let pos = self.session.game.position();
        let weighed_at = self.session.revision();
        let meaning = match &self.ears.vocabulary {
            Some(vocab) => hearing::weigh_for(pos, &mut h, &self.ears.voice, vocab),
            None => hearing::weigh(pos, &mut h),
        };
        let model_asked = self.model.is_asked();
        let challenge_asked = self.online_asks();
        let question = (self.session.asks_yes_or_no() || model_asked || challenge_asked)
            && !self.offer.is_open();
        let min = self.opts.devices.min_confidence();
        if question && hearing::at_question(&h, min) == AtQuestion::AskAgain {
            if model_asked {
                return self.ask_for_model_again();
            }
            if challenge_asked {
                return self.answer_online(None);
            }
            let o = self.session.ask_again();
            return self.perform(o);
        }
        if !question && h.confidence < min {
            return self.say(Msg::NotUnderstood);
        }
        let text = h.text;
        self.heard = Some(text.clone());
        self.tape.heard(&text);
        if let Some(kept) = &mut self.diverted {
            kept.push(text);
            return Ok(());
        }
        let line = render(
            &Msg::Heard(text.clone()),
            self.lang(),
            self.session.settings.style,
        );
        self.devices.write(&line)?;
        if model_asked {
            return self.answer_model(super::model_offer::yes_or_no(&text));
        }
        if challenge_asked {
            return self.answer_online(super::model_offer::yes_or_no(&text));
        }
        if self.offer.is_open() {
            return self.resume(Self::resume_answer(&text));
        }
        if self.online_waits(&text)? {
            return Ok(());
        }
        self.begin_if_held()?;
        let now = self.time.now();
        let mut o = self.session.tick(now);
        // The meaning weighed stands while the game it was weighed in does (the clock looked
        // at, or the game begun, may have changed it: the words then meet what stands now).
        if self.session.revision() == weighed_at {
            o.extend(self.session.hear_meaning(&meaning));
        } else {
            o.extend(self.session.hear(&text));
        }
        self.perform(o)
    }

    /// Heard words said to the session at the table's time (the clock looked at first).
    pub(super) fn hear_now(&mut self, text: &str) -> io::Result<()> {
        if self.online_waits(text)? {
            return Ok(());
        }
        self.begin_if_held()?;
        let now = self.time.now();
        let mut o = self.session.tick(now);
        o.extend(self.session.hear(text));
        self.perform(o)
    }
}
