//! Utterances cut from a stream of samples by the silence after them ([`SilenceMeter`]): the
//! end-pointing of the engines that judge a whole utterance at once (Whisper, and Whisper with
//! PocketSphinx's second opinion on the same audio). The [`Cutter`] is pure: samples in,
//! closed utterances out; [`Judged`] makes a [`Judge`] of whole utterances a [`Recognizer`].

use std::collections::VecDeque;

use super::recognizer::{Recognizer, VoiceError};
use super::silence::SilenceMeter;
use ansage_shared::grammar::{Heard, Phrase, Spellings};

/// Sound kept before the speech was noticed (the detector notices it late).
const PRE_ROLL: usize = 16_000 * 3 / 10;

/// Shorter speech is a click or a knock, not a word.
const SHORTEST_SPEECH_MS: f64 = 120.0;

/// An utterance is closed at this length even without a silence (16 kHz samples, 10 s).
const LONGEST: usize = 16_000 * 10;

/// The cutter: the sound before speech, the utterance open, how much of it was speech.
#[derive(Debug)]
pub struct Cutter {
    end_silence_ms: u32,
    silence: SilenceMeter,
    before: VecDeque<i16>,
    utterance: Option<Vec<i16>>,
    speech_ms: f64,
    /// The silence since the last speech, as of the last samples (ms).
    silent_ms: f64,
    /// The speech in the utterance closed last (ms).
    closed_speech_ms: f64,
}

/// The utterance still open: its samples, its speech and the silence after it so far.
pub struct Open<'a> {
    pub samples: &'a [i16],
    pub speech_ms: f64,
    pub silent_ms: f64,
}

impl Cutter {
    /// A cutter that closes an utterance after this silence (ms).
    pub fn new(end_silence_ms: u32) -> Cutter {
        Cutter {
            end_silence_ms,
            silence: SilenceMeter::new(),
            before: VecDeque::with_capacity(PRE_ROLL),
            utterance: None,
            speech_ms: 0.0,
            silent_ms: 0.0,
            closed_speech_ms: 0.0,
        }
    }

    /// The silence that closes an utterance (ms).
    pub fn end_silence(&self) -> u32 {
        self.end_silence_ms
    }

    /// The utterance open, if speech began and enough of it to be words.
    pub fn open(&self) -> Option<Open<'_>> {
        self.utterance
            .as_deref()
            .filter(|_| self.speech_ms >= SHORTEST_SPEECH_MS)
            .map(|samples| Open {
                samples,
                speech_ms: self.speech_ms,
                silent_ms: self.silent_ms,
            })
    }

    /// The silence that closes an utterance from now on (at least 100 ms).
    pub fn set_end_silence(&mut self, ms: u32) {
        self.end_silence_ms = ms.max(100);
    }

    /// Feeds samples; an utterance when its silence (or its length) closed it and it held
    /// enough speech to be words.
    pub fn push(&mut self, samples: &[i16]) -> Option<Vec<i16>> {
        let silent = self.silence.push(samples);
        self.silent_ms = silent;
        let speech = silent == 0.0 && self.silence.sounded();
        match &mut self.utterance {
            None if speech => {
                let mut u: Vec<i16> = self.before.drain(..).collect();
                u.extend_from_slice(samples);
                self.utterance = Some(u);
                self.speech_ms = samples.len() as f64 / 16.0;
            }
            None => {
                self.before.extend(samples);
                let over = self.before.len().saturating_sub(PRE_ROLL);
                self.before.drain(..over);
            }
            Some(u) => {
                u.extend_from_slice(samples);
                if speech {
                    self.speech_ms += samples.len() as f64 / 16.0;
                }
                if silent >= f64::from(self.end_silence_ms) || u.len() >= LONGEST {
                    return self.close();
                }
            }
        }
        None
    }

    /// The end of the audio: the utterance still open, if it held enough speech.
    pub fn finish(&mut self) -> Option<Vec<i16>> {
        self.before.clear();
        self.close()
    }

    /// Forgets the utterance open (a whole recording is judged instead).
    pub fn restart(&mut self) {
        self.utterance = None;
        self.speech_ms = 0.0;
        self.silent_ms = 0.0;
        self.silence.restart();
    }

    fn close(&mut self) -> Option<Vec<i16>> {
        let utterance = self.utterance.take();
        let speech = std::mem::take(&mut self.speech_ms);
        self.closed_speech_ms = speech;
        self.silent_ms = 0.0;
        self.silence.restart();
        utterance.filter(|_| speech >= SHORTEST_SPEECH_MS)
    }

    /// The speech in the utterance closed last (ms).
    pub fn closed_speech_ms(&self) -> f64 {
        self.closed_speech_ms
    }
}

/// The part of the end silence after which an utterance is judged early (`Judged`).
const EARLY: f64 = 0.7;

/// A recognizer that hears a whole utterance at once, cut for it by a [`Cutter`].
pub trait Judge {
    /// As [`Recognizer::engine`].
    fn engine(&self) -> &'static str;

    /// As [`Recognizer::spellings`].
    fn spellings(&self) -> &Spellings;

    /// As [`Recognizer::listen_for`].
    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError>;

    /// One whole utterance: the phrase heard, or nothing when it was none of them (or nothing
    /// is listened for).
    fn judge(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError>;
}

/// A judge of whole utterances with the end-pointing that cuts them: a recognizer. The judge
/// does not wait for the whole end silence: once most of it ([`EARLY`]) has passed it judges
/// the utterance as it stands, and when the silence closes it with no speech since, that judgment is the
/// hearing (the judging overlapped the wait); speech resuming throws it away.
pub struct Judged<J> {
    judge: J,
    cutter: Cutter,
    /// The judgment made early, and how much speech the utterance held then (ms).
    early: Option<(f64, Option<Heard>)>,
}

impl<J: Judge> Judged<J> {
    /// The judge, hearing utterances closed after this silence (ms) unless another is set.
    pub fn new(judge: J, end_silence_ms: u32) -> Judged<J> {
        Judged {
            judge,
            cutter: Cutter::new(end_silence_ms),
            early: None,
        }
    }

    /// Judges the utterance open early, once most of its end silence has passed (once for as
    /// much speech as it holds).
    fn judge_early(&mut self) -> Result<(), VoiceError> {
        let Some(open) = self.cutter.open() else {
            return Ok(());
        };
        let tentative = f64::from(self.cutter.end_silence()) * EARLY;
        let judged = self
            .early
            .as_ref()
            .is_some_and(|(speech, _)| *speech == open.speech_ms);
        if open.silent_ms < tentative || judged {
            return Ok(());
        }
        let speech_ms = open.speech_ms;
        let samples = open.samples.to_vec();
        let heard = self.judge.judge(&samples)?;
        self.early = Some((speech_ms, heard));
        Ok(())
    }

    /// The hearing of an utterance just closed: judged early if nothing was said since, else
    /// now.
    fn closed(&mut self, utterance: &[i16]) -> Result<Option<Heard>, VoiceError> {
        match self.early.take() {
            Some((speech, heard)) if speech == self.cutter.closed_speech_ms() => Ok(heard),
            _ => self.judge.judge(utterance),
        }
    }
}

impl<J: Judge> Recognizer for Judged<J> {
    fn engine(&self) -> &'static str {
        self.judge.engine()
    }

    fn spellings(&self) -> &Spellings {
        self.judge.spellings()
    }

    fn listen_for(&mut self, phrases: &[Phrase]) -> Result<(), VoiceError> {
        // A judgment among other phrases is no hearing of these.
        self.early = None;
        self.judge.listen_for(phrases)
    }

    fn feed(&mut self, samples: &[i16]) -> Result<Option<Heard>, VoiceError> {
        match self.cutter.push(samples) {
            Some(utterance) => self.closed(&utterance),
            None => {
                self.judge_early()?;
                Ok(None)
            }
        }
    }

    fn finish(&mut self) -> Result<Option<Heard>, VoiceError> {
        match self.cutter.finish() {
            Some(utterance) => self.closed(&utterance),
            None => {
                self.early = None;
                Ok(None)
            }
        }
    }

    fn set_end_silence(&mut self, ms: u32) {
        self.cutter.set_end_silence(ms);
    }

    fn decode_whole(&mut self, samples: &[i16]) -> Result<Vec<Heard>, VoiceError> {
        self.cutter.restart();
        self.early = None;
        Ok(self.judge.judge(samples)?.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::silence::tests::tone;

    fn feed(cutter: &mut Cutter, samples: &[i16]) -> Vec<Vec<i16>> {
        samples.chunks(320).filter_map(|c| cutter.push(c)).collect()
    }

    #[test]
    fn a_word_is_closed_by_its_silence_with_the_sound_before_it() {
        let mut cutter = Cutter::new(500);
        let mut audio = tone(1000, 20.0);
        audio.extend(tone(400, 8000.0));
        audio.extend(tone(400, 20.0));
        assert!(feed(&mut cutter, &audio).is_empty(), "400 ms of silence");
        let closed = feed(&mut cutter, &tone(200, 20.0));
        assert_eq!(closed.len(), 1);
        // The word, the pre-roll before it and the silence after it.
        let ms = closed[0].len() / 16;
        assert!((1000..=1300).contains(&ms), "{ms} ms");
        assert_eq!(cutter.finish(), None);
    }

    #[test]
    fn a_click_is_no_utterance_and_the_end_closes_the_last() {
        let mut cutter = Cutter::new(500);
        let mut audio = tone(1000, 20.0);
        audio.extend(tone(60, 8000.0));
        audio.extend(tone(800, 20.0));
        assert!(feed(&mut cutter, &audio).is_empty(), "a 60 ms click");
        assert!(feed(&mut cutter, &tone(300, 8000.0)).is_empty());
        assert!(cutter.finish().is_some(), "the end of the audio closes it");
    }

    /// A judge that hears "Springer Felix drei" in anything, and counts its judgments.
    struct Counting(std::rc::Rc<std::cell::Cell<usize>>, Spellings);

    impl Judge for Counting {
        fn engine(&self) -> &'static str {
            "counting"
        }
        fn spellings(&self) -> &Spellings {
            &self.1
        }
        fn listen_for(&mut self, _: &[Phrase]) -> Result<(), VoiceError> {
            Ok(())
        }
        fn judge(&mut self, _: &[i16]) -> Result<Option<Heard>, VoiceError> {
            self.0.set(self.0.get() + 1);
            Ok(Some(Heard::with("Springer Felix drei", &[])))
        }
    }

    fn counting() -> (Judged<Counting>, std::rc::Rc<std::cell::Cell<usize>>) {
        let n = std::rc::Rc::default();
        let spellings = Spellings::of(&[], |w| Some(w.to_string()));
        (
            Judged::new(Counting(std::rc::Rc::clone(&n), spellings), 500),
            n,
        )
    }

    fn heard(judged: &mut Judged<Counting>, samples: &[i16]) -> Vec<Heard> {
        samples
            .chunks(320)
            .filter_map(|c| judged.feed(c).unwrap())
            .collect()
    }

    #[test]
    fn the_judging_begins_in_the_silence_and_is_the_hearing_when_it_closes() {
        let (mut judged, judgments) = counting();
        let mut audio = tone(500, 20.0);
        audio.extend(tone(400, 8000.0));
        audio.extend(tone(420, 20.0));
        assert!(heard(&mut judged, &audio).is_empty());
        assert_eq!(
            judgments.get(),
            1,
            "judged once most of the end silence passed"
        );
        let closed = heard(&mut judged, &tone(300, 20.0));
        assert_eq!(closed.len(), 1);
        assert_eq!(closed[0].text, "Springer Felix drei");
        assert_eq!(judgments.get(), 1, "the early judgment is the hearing");
    }

    #[test]
    fn speech_after_the_early_judging_is_judged_with_the_rest() {
        let (mut judged, judgments) = counting();
        let mut audio = tone(500, 20.0);
        audio.extend(tone(400, 8000.0));
        audio.extend(tone(420, 20.0));
        // A pause between words: judged early, then the player goes on.
        audio.extend(tone(400, 8000.0));
        assert!(heard(&mut judged, &audio).is_empty());
        assert_eq!(judgments.get(), 1);
        let closed = heard(&mut judged, &tone(600, 20.0));
        assert_eq!(closed.len(), 1);
        assert_eq!(
            judgments.get(),
            2,
            "judged again with the words after the pause"
        );
    }
}
