//! The match layer for every discipline (billiards-rules §13.1): two players, a race to N frames
//! or a fixed number of frames (§3 п.18, pool п.1.29, snooker п.1.4.2), the break order
//! (`BreakPolicy`, pyramid п.1.13, pool п.1.29 and п.2.5), the deciding frame, the breaks of
//! §3 п.17 (one 5-minute break between frames, one 1-minute time-out, the extra break before
//! the decider by A9, the medical break), protests (§3 п.16), sanctions (§3 п.15), concession
//! and technical defeat (§3 п.17), the pyramid shot clock's switch and extensions (§4 п.1.26,
//! A8) and, in pairs, the shooter rotation (`rotation::Rotation`). Event-sourced: a `MatchLog` is
//! the configuration and the timed actions; the state is their fold.

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::frame::Frame;
use super::rotation::Rotation;
use super::rules::Rules;
use super::tally::{End, Note, Reject};
use super::{Discipline, Family, Player};

/// Race to N frame wins, or a fixed number of frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    RaceTo(u8),
    Frames(u8),
}

/// Who breaks the next frame (pool п.1.29; billiards-rules §13.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BreakPolicy {
    Alternate,
    WinnerBreaks,
    LoserBreaks,
    TrailingBreaks,
}

impl BreakPolicy {
    /// The default of a discipline: alternate in the pyramids (п.1.13) and pool 8 (п.2.5),
    /// the winner in 9, 10 and 14+1 (п.1.29, A19); snooker and carom are silent: alternate.
    pub fn default_for(d: Discipline) -> BreakPolicy {
        match d {
            Discipline::Pool9 | Discipline::Pool10 | Discipline::Straight => {
                BreakPolicy::WinnerBreaks
            }
            _ => BreakPolicy::Alternate,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            BreakPolicy::Alternate => "alternate",
            BreakPolicy::WinnerBreaks => "winner",
            BreakPolicy::LoserBreaks => "loser",
            BreakPolicy::TrailingBreaks => "trailing",
        }
    }

    pub fn from_name(s: &str) -> Option<BreakPolicy> {
        [
            BreakPolicy::Alternate,
            BreakPolicy::WinnerBreaks,
            BreakPolicy::LoserBreaks,
            BreakPolicy::TrailingBreaks,
        ]
        .into_iter()
        .find(|p| p.name() == s)
    }
}

/// The measures of §3 п.15.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sanction {
    Remark,
    Warning,
    ForfeitFrame,
    ForfeitMatch,
    Removal,
}

/// Pauses of §3 п.16-17.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pause {
    /// Five minutes between frames, once a match (and once more before the decider, A9).
    FiveMinutes,
    /// One minute during one's own shot, once a match.
    OneMinute,
    /// Up to 15 minutes for an injury.
    Medical,
    /// A protest: play is suspended (§3 п.16).
    Protest,
}

impl Pause {
    /// The longest it may last, in seconds.
    pub fn limit(self) -> Option<u64> {
        match self {
            Pause::FiveMinutes => Some(300),
            Pause::OneMinute => Some(60),
            Pause::Medical => Some(900),
            Pause::Protest => None,
        }
    }
}

/// One action of the match: a frame event or a match-level one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Frame(Event),
    /// "Разбивает <имя>" / "<name> breaks": the lag's result, before the first stroke.
    Breaks(Player),
    Sanction(Player, Sanction),
    Pause(Player, Pause),
    Resume,
    /// §3 п.17: the player cannot continue or did not appear: the match to the opponent,
    /// "without a specific result".
    TechnicalDefeat(Player),
    /// The pyramid shot clock imposed (§4 п.1.26) or lifted.
    ShotClock(bool),
    /// "Продление" / "extension" (A8).
    Extension(Player),
    /// Pairs: "бьёт <имя>" — who is about to shoot (§4 п.6 pairs п.5, A17, A28).
    Shooter(String),
}

/// An action with its wall-clock time (ms since the epoch), for the protocol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub at: u64,
    pub action: Action,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchConfig {
    pub discipline: Discipline,
    pub format: Format,
    pub break_policy: BreakPolicy,
    pub rules: Rules,
    pub names: [String; 2],
    /// Pairs: the two players of each side, who alternate strokes.
    #[serde(default)]
    pub pairs: Option<[[String; 2]; 2]>,
    /// For the protocol (Прил.2).
    #[serde(default)]
    pub competition: String,
    #[serde(default)]
    pub venue: String,
    #[serde(default)]
    pub referee: String,
    /// Who breaks the first frame unless a lag result is said.
    #[serde(default = "first")]
    pub first_breaker: Player,
    /// The shot clock's limit once imposed: the rules' 45 s (§4 п.1.26) unless the
    /// competition sets another.
    #[serde(default = "forty_five")]
    pub shot_clock_seconds: u64,
}

fn first() -> Player {
    Player::A
}

fn forty_five() -> u64 {
    45
}

impl MatchConfig {
    pub fn new(discipline: Discipline, format: Format, names: [String; 2]) -> MatchConfig {
        MatchConfig {
            discipline,
            format,
            break_policy: BreakPolicy::default_for(discipline),
            rules: Rules::default(),
            names,
            pairs: None,
            competition: String::new(),
            venue: String::new(),
            referee: String::new(),
            first_breaker: Player::A,
            shot_clock_seconds: forty_five(),
        }
    }
}

/// A frame that is over, as the protocol lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrameRecord {
    pub breaker: Player,
    pub score: [i32; 2],
    pub winner: Option<Player>,
    pub end: Option<FrameEnd>,
    pub high_run: [i32; 2],
    pub fouls: [u32; 2],
    pub visits: [u32; 2],
    pub started: u64,
    pub ended: u64,
}

/// How a frame ended, with the match-level ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FrameEnd {
    Play(End),
    /// Declared lost as a sanction (§3 п.15).
    Forfeited,
}

/// How the match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchEnd {
    Frames,
    /// §3 п.17: no specific result recorded.
    TechnicalDefeat,
    /// §3 п.15: the match declared lost, or the player removed.
    Sanction,
    /// A fixed number of frames ended level (the rules describe no draw; it is recorded).
    Drawn,
}

/// Things to announce at the match level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchNote {
    Frame(Note),
    FrameWon(Player),
    MatchWon(Player, MatchEnd),
    Drawn,
    /// The next frame starts; who breaks; whether it is the deciding frame.
    NextFrame {
        number: usize,
        breaker: Player,
        deciding: bool,
    },
    Sanctioned(Player, Sanction),
    Paused(Player, Pause),
    Resumed,
    ShotClock(bool),
    Extension(Player, u8),
    /// Pairs: the shooter named is not the one due; who is.
    NotYourTurn {
        due: String,
    },
    Shooter(String),
}

/// Why a match action cannot be taken now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchReject {
    Frame(Reject),
    MatchOver,
    /// Play is suspended: "продолжаем" / "resume" first.
    Paused,
    NotPaused,
    /// The 5-minute break only between frames; the 1-minute one only at one's own shot.
    NotNow,
    /// That break was already taken in this match.
    Used,
    /// No extension left in this frame.
    NoExtension,
    /// No shot clock in this match.
    NoShotClock,
    UnknownPlayer(String),
    /// Not in a pairs match.
    NotPairs,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchState {
    pub frames: Vec<FrameRecord>,
    pub frame: Frame,
    pub frame_started: u64,
    pub wins: [u8; 2],
    pub winner: Option<Player>,
    pub drawn: bool,
    pub end: Option<MatchEnd>,
    pub sanctions: Vec<(u64, Player, Sanction)>,
    pub pauses: Vec<(u64, Player, Pause)>,
    pub paused: Option<(u64, Player, Pause)>,
    /// Breaks taken: the 5-minute, the 1-minute, the extra one before the decider.
    pub five_used: [bool; 2],
    pub one_used: [bool; 2],
    pub extra_used: [bool; 2],
    pub shot_clock: bool,
    pub extensions_used: [u8; 2],
    pub rotation: Option<Rotation>,
    /// Pairs: the player just warned that it is not his turn.
    pub warned: Option<String>,
    pub started: Option<u64>,
    pub ended: Option<u64>,
}

impl MatchState {
    pub fn new(config: &MatchConfig) -> MatchState {
        MatchState {
            frames: Vec::new(),
            frame: Frame::new(config.discipline, config.first_breaker, &config.rules),
            frame_started: 0,
            wins: [0, 0],
            winner: None,
            drawn: false,
            end: None,
            sanctions: Vec::new(),
            pauses: Vec::new(),
            paused: None,
            five_used: [false; 2],
            one_used: [false; 2],
            extra_used: [false; 2],
            shot_clock: false,
            extensions_used: [0, 0],
            rotation: config.pairs.clone().map(|names| {
                let mut r = Rotation::new(names);
                r.new_frame(config.first_breaker);
                r
            }),
            warned: None,
            started: None,
            ended: None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.winner.is_some() || self.drawn
    }

    /// The frame being played is the deciding one (§3 п.17, §4 п.1.26).
    pub fn deciding(&self, format: Format) -> bool {
        match format {
            Format::RaceTo(n) => self.wins == [n.saturating_sub(1); 2],
            Format::Frames(n) => {
                self.frames.len() + 1 == usize::from(n) && self.wins[0] == self.wins[1]
            }
        }
    }

    /// Extensions a player may still ask for in this frame (A8: two in a decider at level).
    pub fn extensions_left(&self, config: &MatchConfig, p: Player) -> u8 {
        let allowed = if self.deciding(config.format) {
            config.rules.extensions * 2
        } else {
            config.rules.extensions
        };
        allowed.saturating_sub(self.extensions_used[p.index()])
    }

    /// The state after one more action, with what to announce.
    pub fn apply(
        &self,
        config: &MatchConfig,
        entry: &Entry,
    ) -> Result<(MatchState, Vec<MatchNote>), MatchReject> {
        if self.is_over() {
            return Err(MatchReject::MatchOver);
        }
        let mut m = self.clone();
        let mut notes = Vec::new();
        m.started.get_or_insert(entry.at);
        if m.frame_started == 0 {
            m.frame_started = entry.at;
        }
        let between_frames = m.frame.tally.shots == 0 && m.frame.tally.score == [0, 0];
        match &entry.action {
            Action::Frame(e) => m.stroke(config, e, entry.at, &mut notes)?,
            Action::Breaks(p) => {
                if !between_frames {
                    return Err(MatchReject::NotNow);
                }
                m.frame = Frame::new(config.discipline, *p, &config.rules);
            }
            Action::Sanction(p, s) => {
                m.sanctions.push((entry.at, *p, *s));
                notes.push(MatchNote::Sanctioned(*p, *s));
                match s {
                    Sanction::ForfeitFrame => {
                        m.frame.tally.winner = Some(p.other());
                        m.close_frame(config, entry.at, Some(FrameEnd::Forfeited), &mut notes);
                    }
                    Sanction::ForfeitMatch | Sanction::Removal => {
                        m.finish(p.other(), MatchEnd::Sanction, entry.at, &mut notes);
                    }
                    Sanction::Remark | Sanction::Warning => {}
                }
            }
            Action::TechnicalDefeat(p) => {
                m.finish(p.other(), MatchEnd::TechnicalDefeat, entry.at, &mut notes);
            }
            Action::Pause(p, kind) => m.pause(config, *p, *kind, entry.at, &mut notes)?,
            Action::Resume => {
                if m.paused.take().is_none() {
                    return Err(MatchReject::NotPaused);
                }
                notes.push(MatchNote::Resumed);
            }
            Action::ShotClock(on) => {
                m.shot_clock = *on;
                notes.push(MatchNote::ShotClock(*on));
            }
            Action::Extension(p) => {
                if !m.shot_clock {
                    return Err(MatchReject::NoShotClock);
                }
                if m.extensions_left(config, *p) == 0 {
                    return Err(MatchReject::NoExtension);
                }
                m.extensions_used[p.index()] += 1;
                notes.push(MatchNote::Extension(*p, m.extensions_left(config, *p)));
            }
            Action::Shooter(name) => m.shooter(name, &mut notes)?,
        }
        Ok((m, notes))
    }

    /// An event of the frame; a frame won closes the frame (and maybe the match).
    fn stroke(
        &mut self,
        config: &MatchConfig,
        e: &Event,
        at: u64,
        notes: &mut Vec<MatchNote>,
    ) -> Result<(), MatchReject> {
        if self.paused.is_some() {
            return Err(MatchReject::Paused);
        }
        let (f, frame_notes) = self
            .frame
            .apply(e, &config.rules)
            .map_err(MatchReject::Frame)?;
        self.warned = None;
        if e.is_shot() {
            let side = self.frame.tally.shooter;
            if let Some(r) = self.rotation.as_mut() {
                r.shot(side);
            }
        }
        self.frame = f;
        notes.extend(frame_notes.into_iter().map(MatchNote::Frame));
        if self.frame.tally.winner.is_some() {
            self.close_frame(config, at, None, notes);
        }
        Ok(())
    }

    /// A break asked for (§3 п.17): five minutes between frames once (and once more before
    /// the decider for a player who had used it, A9), one minute once at the table; medical and
    /// protest breaks at any time.
    fn pause(
        &mut self,
        config: &MatchConfig,
        p: Player,
        kind: Pause,
        at: u64,
        notes: &mut Vec<MatchNote>,
    ) -> Result<(), MatchReject> {
        if self.paused.is_some() {
            return Err(MatchReject::Paused);
        }
        let between_frames = self.frame.tally.shots == 0 && self.frame.tally.score == [0, 0];
        let i = p.index();
        match kind {
            Pause::FiveMinutes => {
                if !between_frames || self.frames.is_empty() {
                    return Err(MatchReject::NotNow);
                }
                if !self.five_used[i] {
                    self.five_used[i] = true;
                } else if self.deciding(config.format) && !self.extra_used[i] {
                    self.extra_used[i] = true;
                } else {
                    return Err(MatchReject::Used);
                }
            }
            Pause::OneMinute => {
                if self.frame.tally.shooter != p {
                    return Err(MatchReject::NotNow);
                }
                if self.one_used[i] {
                    return Err(MatchReject::Used);
                }
                self.one_used[i] = true;
            }
            Pause::Medical | Pause::Protest => {}
        }
        self.paused = Some((at, p, kind));
        self.pauses.push((at, p, kind));
        notes.push(MatchNote::Paused(p, kind));
        Ok(())
    }

    /// Pairs: the marker names who shoots; out of turn is warned, and named again after the
    /// warning he shoots, the rotation going on from him (A17).
    fn shooter(&mut self, name: &str, notes: &mut Vec<MatchNote>) -> Result<(), MatchReject> {
        let shooter = self.frame.tally.shooter;
        let Some(r) = self.rotation.as_mut() else {
            return Err(MatchReject::NotPairs);
        };
        let Some((side, _)) = r.find(name) else {
            return Err(MatchReject::UnknownPlayer(name.to_string()));
        };
        let due = r.due(shooter).to_string();
        let insisted = self.warned.as_deref() == Some(name);
        if side == shooter && (due.eq_ignore_ascii_case(name) || insisted) {
            r.set(name);
            self.warned = None;
            notes.push(MatchNote::Shooter(name.to_string()));
        } else {
            self.warned = Some(name.to_string());
            notes.push(MatchNote::NotYourTurn { due });
        }
        Ok(())
    }

    fn close_frame(
        &mut self,
        config: &MatchConfig,
        at: u64,
        end: Option<FrameEnd>,
        notes: &mut Vec<MatchNote>,
    ) {
        let f = &self.frame;
        let Some(w) = f.tally.winner else { return };
        self.frames.push(FrameRecord {
            breaker: f.tally.breaker,
            score: f.tally.score,
            winner: Some(w),
            end: end.or(f.tally.end.map(FrameEnd::Play)),
            high_run: f.tally.high_run,
            fouls: f.tally.foul_total,
            visits: f.tally.visits,
            started: self.frame_started,
            ended: at,
        });
        self.wins[w.index()] += 1;
        notes.push(MatchNote::FrameWon(w));
        let played = self.frames.len();
        match config.format {
            Format::RaceTo(n) if self.wins[w.index()] >= n => {
                self.finish(w, MatchEnd::Frames, at, notes);
                return;
            }
            Format::Frames(n) if played >= usize::from(n) => {
                let [a, b] = self.wins;
                if a == b {
                    self.drawn = true;
                    self.end = Some(MatchEnd::Drawn);
                    self.ended = Some(at);
                    notes.push(MatchNote::Drawn);
                } else {
                    let w = if a > b { Player::A } else { Player::B };
                    self.finish(w, MatchEnd::Frames, at, notes);
                }
                return;
            }
            _ => {}
        }
        let last_breaker = self.frame.tally.breaker;
        let breaker = match config.break_policy {
            BreakPolicy::Alternate => last_breaker.other(),
            BreakPolicy::WinnerBreaks => w,
            BreakPolicy::LoserBreaks => w.other(),
            BreakPolicy::TrailingBreaks => {
                let [a, b] = self.wins;
                if a < b {
                    Player::A
                } else if b < a {
                    Player::B
                } else {
                    last_breaker.other()
                }
            }
        };
        self.frame = Frame::new(config.discipline, breaker, &config.rules);
        if let Some(r) = self.rotation.as_mut() {
            r.new_frame(breaker);
        }
        self.frame_started = at;
        self.extensions_used = [0, 0];
        notes.push(MatchNote::NextFrame {
            number: played + 1,
            breaker,
            deciding: self.deciding(config.format),
        });
    }

    fn finish(&mut self, w: Player, end: MatchEnd, at: u64, notes: &mut Vec<MatchNote>) {
        self.winner = Some(w);
        self.end = Some(end);
        self.ended = Some(at);
        self.paused = None;
        notes.push(MatchNote::MatchWon(w, end));
    }
}

/// Why an entry cannot be changed so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Amend {
    /// No entry that far back.
    NoEntry,
    /// The new action cannot be taken where the entry stood (the state there, and why).
    Refused(Box<MatchState>, MatchReject),
    /// A later entry (so many back in the amended match) could no longer stand.
    Later(usize, MatchReject),
}

/// A match: its configuration and its actions. The state is always their fold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchLog {
    pub config: MatchConfig,
    pub entries: Vec<Entry>,
}

impl MatchLog {
    pub fn new(config: MatchConfig) -> MatchLog {
        MatchLog {
            config,
            entries: Vec::new(),
        }
    }

    /// The state: the fold of the entries (entries that no longer apply — after a changed
    /// setting, say — are skipped, and so are not lost from the file).
    pub fn state(&self) -> MatchState {
        let mut s = MatchState::new(&self.config);
        for e in &self.entries {
            if let Ok((next, _)) = s.apply(&self.config, e) {
                s = next;
            }
        }
        s
    }

    /// Takes an action: the new state and what to announce, or why not (nothing changes).
    pub fn push(
        &mut self,
        at: u64,
        action: Action,
    ) -> Result<(MatchState, Vec<MatchNote>), MatchReject> {
        let entry = Entry { at, action };
        let (s, notes) = self.state().apply(&self.config, &entry)?;
        self.entries.push(entry);
        Ok((s, notes))
    }

    /// The match with the entry `back` entries from the end (1 = the latest) replaced by
    /// `action`, or struck out when there is none: every entry from it on must still apply,
    /// else why not. The entry keeps its time.
    pub fn amended(&self, back: usize, action: Option<Action>) -> Result<MatchLog, Amend> {
        let at = self
            .entries
            .len()
            .checked_sub(back)
            .filter(|_| back > 0)
            .ok_or(Amend::NoEntry)?;
        let mut entries = self.entries.clone();
        let replaced = action.is_some();
        match action {
            Some(a) => entries[at].action = a,
            None => {
                entries.remove(at);
            }
        }
        let mut s = MatchState::new(&self.config);
        for (i, e) in entries.iter().enumerate() {
            match s.apply(&self.config, e) {
                Ok((next, _)) => s = next,
                // Before the change, as the state skips them.
                Err(_) if i < at => {}
                Err(r) if i == at && replaced => return Err(Amend::Refused(Box::new(s), r)),
                Err(r) => return Err(Amend::Later(entries.len() - i, r)),
            }
        }
        Ok(MatchLog {
            config: self.config.clone(),
            entries,
        })
    }

    /// "Отмена" / "undo": drops the last action; returns it.
    pub fn undo(&mut self) -> Option<Entry> {
        self.entries.pop()
    }

    /// Whether the pyramid shot clock applies at all (§4 п.1.26); elsewhere it is an option
    /// outside the rules (billiards-rules §7.6).
    pub fn shot_clock_in_rules(&self) -> bool {
        self.config.discipline.family() == Family::Pyramid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn log(d: Discipline, format: Format) -> MatchLog {
        MatchLog::new(MatchConfig::new(
            d,
            format,
            ["Ivanov".into(), "Petrov".into()],
        ))
    }

    fn concede(l: &mut MatchLog, loser: Player) -> Vec<MatchNote> {
        l.push(1, Action::Frame(Event::Concede(loser))).unwrap().1
    }

    /// Pyramid: breaks alternate (п.1.13); race to 2; the deciding frame is marked.
    #[test]
    fn race_alternating_breaks_and_the_decider() {
        let mut l = log(Discipline::FreePyramid, Format::RaceTo(2));
        let notes = concede(&mut l, Player::B);
        assert!(notes.contains(&MatchNote::NextFrame {
            number: 2,
            breaker: Player::B,
            deciding: false
        }));
        let notes = concede(&mut l, Player::A);
        assert!(notes.contains(&MatchNote::NextFrame {
            number: 3,
            breaker: Player::A,
            deciding: true
        }));
        let notes = concede(&mut l, Player::A);
        assert!(notes.contains(&MatchNote::MatchWon(Player::B, MatchEnd::Frames)));
        assert_eq!(l.state().wins, [1, 2]);
        assert_eq!(
            l.push(2, Action::Frame(Event::NoScore)).unwrap_err(),
            MatchReject::MatchOver
        );
    }

    /// Pool 9: the winner breaks (п.1.29).
    #[test]
    fn winner_breaks_in_nine_ball() {
        let mut l = log(Discipline::Pool9, Format::RaceTo(3));
        l.push(0, Action::Breaks(Player::B)).unwrap();
        concede(&mut l, Player::B);
        assert_eq!(l.state().frame.tally.breaker, Player::A);
        concede(&mut l, Player::A);
        assert_eq!(l.state().frame.tally.breaker, Player::B);
    }

    /// §3 п.17: one 5-minute break between frames, one 1-minute time-out at one's own shot,
    /// A9: one more before the decider for a player who used his.
    #[test]
    fn breaks_of_section_three() {
        let mut l = log(Discipline::Snooker6, Format::RaceTo(2));
        assert_eq!(
            l.push(0, Action::Pause(Player::A, Pause::FiveMinutes))
                .unwrap_err(),
            MatchReject::NotNow,
            "not before the first frame"
        );
        assert_eq!(
            l.push(0, Action::Pause(Player::B, Pause::OneMinute))
                .unwrap_err(),
            MatchReject::NotNow,
            "only at one's own shot"
        );
        l.push(0, Action::Pause(Player::A, Pause::OneMinute))
            .unwrap();
        assert_eq!(
            l.push(0, Action::Frame(Event::NoScore)).unwrap_err(),
            MatchReject::Paused
        );
        l.push(0, Action::Resume).unwrap();
        concede(&mut l, Player::A);
        l.push(0, Action::Pause(Player::A, Pause::FiveMinutes))
            .unwrap();
        l.push(0, Action::Resume).unwrap();
        concede(&mut l, Player::B);
        assert!(l.state().deciding(Format::RaceTo(2)));
        l.push(0, Action::Pause(Player::A, Pause::FiveMinutes))
            .unwrap();
        l.push(0, Action::Resume).unwrap();
        assert_eq!(
            l.push(0, Action::Pause(Player::A, Pause::FiveMinutes))
                .unwrap_err(),
            MatchReject::Used
        );
    }

    /// §3 п.15, п.17: sanctions recorded; a forfeited frame; technical defeat.
    #[test]
    fn sanctions_and_technical_defeat() {
        let mut l = log(Discipline::Carom, Format::RaceTo(2));
        l.push(0, Action::Sanction(Player::A, Sanction::Warning))
            .unwrap();
        l.push(0, Action::Sanction(Player::A, Sanction::ForfeitFrame))
            .unwrap();
        let s = l.state();
        assert_eq!((s.wins, s.sanctions.len()), ([0, 1], 2));
        assert_eq!(s.frames[0].end, Some(FrameEnd::Forfeited));
        let (s, _) = l.push(0, Action::TechnicalDefeat(Player::B)).unwrap();
        assert_eq!(
            (s.winner, s.end),
            (Some(Player::A), Some(MatchEnd::TechnicalDefeat))
        );
    }

    /// §4 п.1.26, A8: one extension a frame, two in a decider at level.
    #[test]
    fn shot_clock_extensions() {
        let mut l = log(Discipline::RussianPyramid, Format::RaceTo(1));
        assert_eq!(
            l.push(0, Action::Extension(Player::A)).unwrap_err(),
            MatchReject::NoShotClock
        );
        l.push(0, Action::ShotClock(true)).unwrap();
        assert!(l.state().deciding(Format::RaceTo(1)));
        l.push(0, Action::Extension(Player::A)).unwrap();
        l.push(0, Action::Extension(Player::A)).unwrap();
        assert_eq!(
            l.push(0, Action::Extension(Player::A)).unwrap_err(),
            MatchReject::NoExtension
        );
    }

    #[test]
    fn undo_returns_the_earlier_state() {
        let mut l = log(Discipline::FreePyramid, Format::RaceTo(2));
        l.push(0, Action::Frame(Event::Balls(3))).unwrap();
        let before = l.state();
        l.push(0, Action::Frame(Event::foul())).unwrap();
        l.undo();
        assert_eq!(l.state(), before);
    }
}
