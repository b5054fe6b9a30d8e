//! Reading the voice sample ("Stimmprobe") in the app: which prompt is said next, when a
//! reading is complete, going back, and pausing. The sample is long enough (about 32 phrases)
//! that a player stops in the middle, so every prompt read is kept at once and a new session
//! starts at the first prompt not yet read: nothing read is ever read twice unless the player
//! asks. Nothing waits for ever: a prompt nobody reads is said again, and after
//! [`SILENCES_TO_PAUSE`] times the sample pauses. Pure: the table says the prompts, keeps the
//! sound and learns the voice; time is passed in.

use ansage_shared::time::Millis;

/// How long a prompt waits for its reading before it is said again (the prompt itself is
/// said within this time, with the microphone deaf).
pub const WAIT_FOR_READING: Millis = 25_000;

/// After this many prompts in a row said to nobody, the sample pauses.
pub const SILENCES_TO_PAUSE: u32 = 3;

/// What the player did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// An utterance that is no command: (part of) the reading of the current prompt.
    Read,
    /// "nochmal", Enter: the current prompt is said again and read from its start.
    Again,
    /// The prompt before is read again (the player misread it).
    Back,
    /// "Ruhe", q, the end of input: the sample pauses; the next session resumes here.
    Pause,
}

/// What the table does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Say prompt `number` (from 1) and listen for its reading; `again` when it was said
    /// before.
    Prompt { number: usize, again: bool },
    /// The sound read since the prompt was said is prompt `number`'s recording: keep it.
    Keep { number: usize },
    /// Every prompt is recorded: learn the voice. The session is over.
    Learn,
    /// The sample pauses, at `next`; `unheard` when it was nobody's answer.
    Paused { next: usize, unheard: bool },
}

/// A voice sample being read.
#[derive(Clone, Debug)]
pub struct SampleSession {
    /// How many utterances each prompt is read in (a list of commands has a pause after each).
    utterances: Vec<usize>,
    recorded: Vec<bool>,
    current: usize,
    heard: usize,
    silences: u32,
    since: Millis,
    over: bool,
}

impl SampleSession {
    /// A session over prompts read in `utterances[i]` utterances each, of which `recorded`
    /// are kept from earlier sessions.
    pub fn new(utterances: Vec<usize>, recorded: Vec<bool>) -> SampleSession {
        let recorded = (0..utterances.len())
            .map(|i| recorded.get(i).copied().unwrap_or(false))
            .collect();
        SampleSession {
            utterances,
            recorded,
            current: 0,
            heard: 0,
            silences: 0,
            since: 0,
            over: false,
        }
    }

    /// How many prompts there are, and how many are recorded.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.recorded.iter().filter(|r| **r).count(),
            self.recorded.len(),
        )
    }

    /// The prompt being read (from 1), while the session runs.
    pub fn current(&self) -> Option<usize> {
        (!self.over).then_some(self.current + 1)
    }

    /// The first step: the first prompt not recorded, or learning when all are.
    pub fn start(&mut self, now: Millis) -> Vec<Step> {
        match self.next_missing(0) {
            Some(i) => self.prompt(i, false, now),
            None => self.learn(),
        }
    }

    /// What the player did, at `now`.
    pub fn input(&mut self, input: Input, now: Millis) -> Vec<Step> {
        if self.over {
            return Vec::new();
        }
        match input {
            Input::Read => {
                self.silences = 0;
                self.since = now;
                self.heard += 1;
                if self.heard < self.utterances[self.current] {
                    return Vec::new();
                }
                let number = self.current + 1;
                self.recorded[self.current] = true;
                let mut steps = vec![Step::Keep { number }];
                steps.extend(match self.next_missing(self.current + 1) {
                    Some(i) => self.prompt(i, false, now),
                    None => self.learn(),
                });
                steps
            }
            Input::Again => self.prompt(self.current, true, now),
            Input::Back => {
                let i = self.current.saturating_sub(1);
                let again = i == self.current;
                self.prompt(i, again, now)
            }
            Input::Pause => self.pause(false),
        }
    }

    /// The time passes: a prompt unread for [`WAIT_FOR_READING`] is said again, and after
    /// [`SILENCES_TO_PAUSE`] such prompts the sample pauses.
    pub fn tick(&mut self, now: Millis) -> Vec<Step> {
        if self.over || now.saturating_sub(self.since) < WAIT_FOR_READING {
            return Vec::new();
        }
        self.silences += 1;
        if self.silences >= SILENCES_TO_PAUSE {
            return self.pause(true);
        }
        self.prompt(self.current, true, now)
    }

    /// The first prompt not recorded from `from` on, else from the start (a prompt skipped
    /// by going on after a pause, or whose recording was not learnt from).
    fn next_missing(&self, from: usize) -> Option<usize> {
        (from..self.recorded.len())
            .chain(0..from)
            .find(|i| !self.recorded[*i])
    }

    fn prompt(&mut self, i: usize, again: bool, now: Millis) -> Vec<Step> {
        self.current = i;
        self.heard = 0;
        self.since = now;
        vec![Step::Prompt {
            number: i + 1,
            again,
        }]
    }

    fn learn(&mut self) -> Vec<Step> {
        self.over = true;
        vec![Step::Learn]
    }

    fn pause(&mut self, unheard: bool) -> Vec<Step> {
        self.over = true;
        let next = self.next_missing(self.current).unwrap_or(self.current) + 1;
        vec![Step::Paused { next, unheard }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_resumes_at_the_first_prompt_not_read_and_learns_when_all_are() {
        let mut s = SampleSession::new(vec![1, 1, 1], vec![true, false, false]);
        assert_eq!(s.progress(), (1, 3));
        assert_eq!(
            s.start(0),
            vec![Step::Prompt {
                number: 2,
                again: false
            }]
        );
        assert_eq!(
            s.input(Input::Read, 1000),
            vec![
                Step::Keep { number: 2 },
                Step::Prompt {
                    number: 3,
                    again: false
                }
            ]
        );
        assert_eq!(
            s.input(Input::Read, 2000),
            vec![Step::Keep { number: 3 }, Step::Learn]
        );
        assert_eq!(s.progress(), (3, 3));
        assert_eq!(s.current(), None);
        assert!(s.input(Input::Read, 3000).is_empty());
        let mut done = SampleSession::new(vec![1], vec![true]);
        assert_eq!(done.start(0), vec![Step::Learn]);
    }

    #[test]
    fn a_list_of_commands_is_kept_when_every_one_is_read() {
        let mut s = SampleSession::new(vec![4], vec![]);
        s.start(0);
        for _ in 0..3 {
            assert!(s.input(Input::Read, 10).is_empty());
        }
        assert_eq!(
            s.input(Input::Read, 20),
            vec![Step::Keep { number: 1 }, Step::Learn]
        );
    }

    #[test]
    fn again_and_back_read_a_prompt_anew() {
        let mut s = SampleSession::new(vec![2, 1, 1], vec![]);
        s.start(0);
        s.input(Input::Read, 10);
        // Half read, then "nochmal": the prompt is read from its start.
        assert_eq!(
            s.input(Input::Again, 20),
            vec![Step::Prompt {
                number: 1,
                again: true
            }]
        );
        assert!(s.input(Input::Read, 30).is_empty());
        assert_eq!(s.input(Input::Read, 40)[0], Step::Keep { number: 1 });
        // The first prompt was misread: back to it, although it is recorded.
        assert_eq!(
            s.input(Input::Back, 50),
            vec![Step::Prompt {
                number: 1,
                again: false
            }]
        );
        s.input(Input::Read, 60);
        assert_eq!(
            s.input(Input::Read, 70),
            vec![
                Step::Keep { number: 1 },
                Step::Prompt {
                    number: 2,
                    again: false
                }
            ]
        );
    }

    #[test]
    fn a_pause_names_the_prompt_the_next_session_starts_at() {
        let mut s = SampleSession::new(vec![1, 1, 1], vec![]);
        s.start(0);
        s.input(Input::Read, 10);
        assert_eq!(
            s.input(Input::Pause, 20),
            vec![Step::Paused {
                next: 2,
                unheard: false
            }]
        );
        assert!(s.input(Input::Read, 30).is_empty());
    }

    #[test]
    fn nothing_waits_for_ever_a_prompt_nobody_reads_is_said_again_then_the_sample_pauses() {
        let mut s = SampleSession::new(vec![1, 1], vec![]);
        s.start(0);
        assert!(s.tick(WAIT_FOR_READING - 1).is_empty());
        assert_eq!(
            s.tick(WAIT_FOR_READING),
            vec![Step::Prompt {
                number: 1,
                again: true
            }]
        );
        // A reading resets the count of prompts said to nobody.
        s.input(Input::Read, WAIT_FOR_READING + 10);
        let mut t = WAIT_FOR_READING + 10;
        for _ in 1..SILENCES_TO_PAUSE {
            t += WAIT_FOR_READING;
            assert_eq!(
                s.tick(t),
                vec![Step::Prompt {
                    number: 2,
                    again: true
                }]
            );
        }
        t += WAIT_FOR_READING;
        assert_eq!(
            s.tick(t),
            vec![Step::Paused {
                next: 2,
                unheard: true
            }]
        );
        assert!(s.tick(t + WAIT_FOR_READING).is_empty());
    }
}
