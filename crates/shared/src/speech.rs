//! The one speech queue of the app: what is said next, and what is cut off.
//!
//! Users of talking chess tools complain of stale speech queued up in fast games. The policy:
//! what the session says in one response is one group and is never cut by itself; a new group
//! interrupts the speech under way when it matters at least as much (a new move cuts off an
//! older move or an answer; a flag or a result cuts off anything) and drops the queued stale
//! items it supersedes; the read-back of the player's own move is never cut off by a time
//! warning; the player's own move as it counts, after his "ja", is heard whole and nothing
//! cuts it (the engine's reply or the move clicked on the sighted board waits for it); a move
//! or an answer that waited more than a second is not said late (the time it waited for a
//! confirmation aside). Pure: the edge (the speaker thread) carries out the actions and
//! reports when an utterance ends.

use std::collections::VecDeque;

use super::time::Millis;

/// What kind of thing is said; the speech queue ranks and interrupts by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpeechKind {
    /// The player's own move read back: never cut off by a warning.
    ReadBack,
    /// The player's own move as it counts, after his "ja" (or at once when nothing is read
    /// back): heard whole, whatever follows; only "stop" silences it.
    Confirmed,
    /// A move played.
    Move,
    /// A question waiting for an answer.
    Question,
    /// Not understood, impossible, not now.
    Error,
    /// An answer to a query.
    Info,
    /// The end of the game.
    Result,
    /// A time warning: never cuts off a read-back.
    Warning,
    /// A state of the devices said once (a screen reader runs beside Ansage): queued behind
    /// what is being said, never cutting it off, and never dropped as stale.
    Notice,
}

/// Something to say, stamped with the time of the event that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Utterance {
    pub id: u64,
    pub kind: SpeechKind,
    pub text: String,
    pub at: Millis,
}

/// What the speaker must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Speak(Utterance),
    Stop,
}

/// How much an utterance matters: who may interrupt whom.
pub fn rank(kind: SpeechKind) -> u8 {
    match kind {
        SpeechKind::Confirmed => 6,
        SpeechKind::Result => 5,
        SpeechKind::ReadBack => 4,
        SpeechKind::Move | SpeechKind::Question => 3,
        SpeechKind::Error | SpeechKind::Info => 2,
        SpeechKind::Warning | SpeechKind::Notice => 1,
    }
}

/// Utterances that lose their point when they come late or when a newer one replaces them.
fn stale_after_a_while(kind: SpeechKind) -> bool {
    matches!(kind, SpeechKind::Move | SpeechKind::Info)
}

/// The queue: the utterance being spoken and those waiting.
#[derive(Clone, Debug, Default)]
pub struct SpeechQueue {
    current: Option<Utterance>,
    pending: VecDeque<Utterance>,
    next_id: u64,
    /// Moves and answers older than this when their turn comes are dropped.
    pub max_age: Millis,
    /// The event time of the group that began to be said last: the rest of a group that has
    /// begun follows it, however long its first sentences take ("Neue Partie." then "Weiß am
    /// Zug." was cut to its first sentence).
    begun: Option<Millis>,
    /// When the last confirmation was heard out: what waited for it counts its age from then
    /// (the engine's reply to the move must not be dropped as stale for having waited).
    confirmed_until: Millis,
}

impl SpeechQueue {
    pub fn new() -> SpeechQueue {
        SpeechQueue {
            max_age: 1_000,
            ..SpeechQueue::default()
        }
    }

    pub fn current(&self) -> Option<&Utterance> {
        self.current.as_ref()
    }

    pub fn is_speaking(&self) -> bool {
        self.current.is_some()
    }

    /// A group of utterances from one response (said in order, never cutting each other).
    pub fn say(&mut self, group: Vec<(SpeechKind, String)>, now: Millis) -> Vec<Action> {
        if group.is_empty() {
            return Vec::new();
        }
        let group_rank = group.iter().map(|(k, _)| rank(*k)).max().unwrap_or(0);
        let has_warning = group.iter().any(|(k, _)| *k == SpeechKind::Warning);
        let items: Vec<Utterance> = group
            .into_iter()
            .map(|(kind, text)| {
                self.next_id += 1;
                Utterance {
                    id: self.next_id,
                    kind,
                    text,
                    at: now,
                }
            })
            .collect();
        // Queued items the new group supersedes: stale kinds of no higher rank, and older
        // warnings when a newer warning comes.
        self.pending.retain(|u| {
            let superseded = stale_after_a_while(u.kind) && rank(u.kind) <= group_rank;
            let old_warning = has_warning && u.kind == SpeechKind::Warning;
            !(superseded || old_warning)
        });
        // A group of notices only queues: it cuts off nothing, not even another notice (the
        // microphone found cut off the start screen's introduction, which was lost).
        let only_notices = items.iter().all(|u| u.kind == SpeechKind::Notice);
        let interrupt = !only_notices
            && self
                .current
                .as_ref()
                .is_some_and(|c| group_rank >= rank(c.kind));
        let mut actions = Vec::new();
        if interrupt {
            self.current = None;
            actions.push(Action::Stop);
            for (i, u) in items.into_iter().enumerate() {
                self.pending.insert(i, u);
            }
        } else {
            self.pending.extend(items);
        }
        if self.current.is_none() {
            actions.extend(self.start_next(now));
        }
        actions
    }

    /// The utterance under way has ended: the next one, if any.
    pub fn finished(&mut self, now: Millis) -> Vec<Action> {
        if self
            .current
            .take()
            .is_some_and(|u| u.kind == SpeechKind::Confirmed)
        {
            self.confirmed_until = now;
        }
        self.start_next(now)
    }

    /// "Ruhe"/"stop": silence now, nothing waits.
    pub fn silence(&mut self) -> Vec<Action> {
        self.pending.clear();
        match self.current.take() {
            Some(_) => vec![Action::Stop],
            None => Vec::new(),
        }
    }

    fn start_next(&mut self, now: Millis) -> Vec<Action> {
        while let Some(u) = self.pending.pop_front() {
            let group_under_way = self.begun == Some(u.at);
            if !group_under_way
                && stale_after_a_while(u.kind)
                && now.saturating_sub(u.at.max(self.confirmed_until)) > self.max_age
            {
                continue;
            }
            self.begun = Some(u.at);
            self.current = Some(u.clone());
            return vec![Action::Speak(u)];
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spoken(actions: &[Action]) -> Vec<String> {
        actions
            .iter()
            .filter_map(|a| match a {
                Action::Speak(u) => Some(u.text.clone()),
                Action::Stop => None,
            })
            .collect()
    }

    #[test]
    fn a_burst_of_moves_says_only_the_newest_and_nothing_late() {
        // 20 opponent moves in 2 seconds; each utterance takes 800 ms to say.
        let mut q = SpeechQueue::new();
        let mut completed = Vec::new();
        let mut speaking_since: Option<(Millis, String)> = None;
        let mut t = 0;
        let mut events: Vec<(Millis, usize)> = (0..20).map(|i| (i * 100, i as usize)).collect();
        events.reverse();
        while t <= 4_000 {
            if let Some((since, text)) = &speaking_since
                && t - since >= 800
            {
                completed.push(text.clone());
                speaking_since = None;
                for a in q.finished(t) {
                    if let Action::Speak(u) = a {
                        assert!(t - u.at <= 1_000, "{} said {} ms late", u.text, t - u.at);
                        speaking_since = Some((t, u.text));
                    }
                }
            }
            if events.last().is_some_and(|(at, _)| *at == t) {
                let (_, i) = events.pop().unwrap();
                for a in q.say(vec![(SpeechKind::Move, format!("move {i}"))], t) {
                    match a {
                        Action::Stop => speaking_since = None,
                        Action::Speak(u) => speaking_since = Some((t, u.text)),
                    }
                }
            }
            t += 50;
        }
        assert_eq!(completed, vec!["move 19"]);
    }

    #[test]
    fn a_notice_waits_for_what_is_being_said_and_is_not_dropped() {
        let mut q = SpeechQueue::new();
        q.say(
            vec![
                (SpeechKind::Info, "Neue Partie.".into()),
                (SpeechKind::Info, "Weiß am Zug.".into()),
            ],
            0,
        );
        let actions = q.say(vec![(SpeechKind::Notice, "Orca läuft.".into())], 100);
        assert!(!actions.contains(&Action::Stop), "{actions:?}");
        // Said in order, however long the start takes.
        q.finished(5_000);
        assert_eq!(q.current().map(|u| u.text.as_str()), Some("Weiß am Zug."));
        q.finished(9_000);
        assert_eq!(q.current().map(|u| u.text.as_str()), Some("Orca läuft."));
    }

    #[test]
    fn a_time_warning_never_cuts_off_the_read_back() {
        let mut q = SpeechQueue::new();
        q.say(
            vec![(SpeechKind::ReadBack, "Springer Felix drei?".into())],
            0,
        );
        let a = q.say(
            vec![(SpeechKind::Warning, "Weiß: eine Minute.".into())],
            100,
        );
        assert!(a.is_empty(), "{a:?}");
        // It is said when the read-back is over, even a while later.
        assert_eq!(spoken(&q.finished(3_000)), vec!["Weiß: eine Minute."]);
    }

    #[test]
    fn a_flag_cuts_off_anything_and_a_response_never_cuts_itself() {
        let mut q = SpeechQueue::new();
        q.say(vec![(SpeechKind::ReadBack, "Eva vier?".into())], 0);
        let a = q.say(
            vec![
                (
                    SpeechKind::Result,
                    "Flagge! Weiß hat die Zeit überschritten.".into(),
                ),
                (
                    SpeechKind::Result,
                    "Flagge. Schwarz gewinnt, null zu eins.".into(),
                ),
            ],
            10,
        );
        assert_eq!(a[0], Action::Stop);
        assert_eq!(spoken(&a), vec!["Flagge! Weiß hat die Zeit überschritten."]);
        assert_eq!(
            spoken(&q.finished(900)),
            vec!["Flagge. Schwarz gewinnt, null zu eins."]
        );
        assert!(q.finished(1_800).is_empty());
    }

    #[test]
    fn a_confirmed_move_is_heard_whole_and_the_reply_waits_for_it() {
        let mut q = SpeechQueue::new();
        q.say(
            vec![(SpeechKind::Confirmed, "Springer Felix drei.".into())],
            0,
        );
        // The engine answers after 118 ms (issue 32: it cut the confirmation off there).
        let a = q.say(
            vec![(
                SpeechKind::Move,
                "Ansage zieht Springer Felix sechs.".into(),
            )],
            118,
        );
        assert!(a.is_empty(), "{a:?}");
        // Said whole (1.5 s), then the reply: not stale for having waited.
        assert_eq!(
            spoken(&q.finished(1_500)),
            vec!["Ansage zieht Springer Felix sechs."]
        );
        // Only "stop" silences a confirmation.
        q.say(vec![(SpeechKind::Confirmed, "Eva vier.".into())], 3_000);
        assert_eq!(q.current().map(|u| u.text.as_str()), Some("Eva vier."));
        assert_eq!(q.silence(), vec![Action::Stop]);
    }

    #[test]
    fn an_answer_waits_behind_a_move_and_stop_silences_everything() {
        let mut q = SpeechQueue::new();
        q.say(vec![(SpeechKind::Move, "Eva fünf.".into())], 0);
        assert!(
            q.say(vec![(SpeechKind::Info, "Weiß am Zug.".into())], 10)
                .is_empty()
        );
        assert_eq!(q.silence(), vec![Action::Stop]);
        assert!(q.finished(20).is_empty());
        assert!(!q.is_speaking());
    }

    #[test]
    fn a_notice_waits_for_the_notice_being_said() {
        let mut q = SpeechQueue::new();
        let first = q.say(vec![(SpeechKind::Notice, "Ansage. Neue Partie.".into())], 0);
        assert_eq!(spoken(&first), ["Ansage. Neue Partie."]);
        let second = q.say(vec![(SpeechKind::Notice, "Mikrofon bereit.".into())], 2_000);
        assert!(second.is_empty(), "{second:?}");
        assert_eq!(spoken(&q.finished(4_000)), ["Mikrofon bereit."]);
    }
}
