//! The marker's session: what happens with each thing the marker says. An event is read back
//! with the score it would leave ("Red. Score: Ivanov 1, Petrov 0. Right?") and taken on "yes"
//! (the confirmation policy applies: `shared::confirm`); "no" drops it; an impossible one is
//! refused with its reason. It runs the pyramid shot clock, starts a team match's next rubber,
//! and says when a finished (or replaced) match goes to the archive. Pure, like the chess
//! session: driven by words, typed requests and time (passed in, milliseconds since the epoch,
//! the protocol's clock), it answers with [`Output`] values; the table does the I/O.

use serde::{Deserialize, Serialize};

use super::clubcloud;
use super::event::{Event, FoulKind};
use super::frame::Game;
use super::matchplay::{
    Action, Amend, BreakPolicy, Entry, Format, MatchConfig, MatchLog, MatchNote, MatchState,
};
use super::protocol::{Protocol, team_lines};
use super::shotclock::{Call, ShotClock};
use super::speak;
use super::stats::{Statistics, TeamStatistics};
use super::team::{Slot, TeamFormat, TeamMatch};
use super::words::{self, Command, Ctx, Listening, Names};
use super::{Discipline, Player};
use ansage_shared::calendar::Zone;
use ansage_shared::confirm::{ConfirmPolicy, Source};
use ansage_shared::grammar::Phrase;
use ansage_shared::i18n::{t, tc};
use ansage_shared::language::Language;
use ansage_shared::speech::SpeechKind;

/// What to play.
#[derive(Clone, Debug)]
pub enum Setup {
    Single(MatchConfig),
    /// A team match: the format, team names, rosters; `base` gives the rules, break order and
    /// protocol fields of every rubber, and its race-to for the rubbers the format leaves open.
    Team {
        format: TeamFormat,
        teams: [String; 2],
        rosters: [Vec<String>; 2],
        base: MatchConfig,
    },
}

/// What is being played, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Current {
    Single(MatchLog),
    Team(TeamMatch),
}

impl Current {
    /// A saved match as it is read from disk: a team match without a rubber is refused (the
    /// file is kept aside), so what is resumed is always a match that can be played.
    pub fn checked(self) -> Result<Current, String> {
        match &self {
            Current::Team(t) if t.rubbers.is_empty() => Err("a team match without a rubber".into()),
            _ => Ok(self),
        }
    }

    pub fn new(setup: &Setup) -> Current {
        match setup {
            Setup::Single(c) => Current::Single(MatchLog::new(c.clone())),
            Setup::Team {
                format,
                teams,
                rosters,
                base,
            } => {
                let race = match base.format {
                    Format::RaceTo(n) | Format::Frames(n) => n,
                };
                let mut t = TeamMatch {
                    format: *format,
                    teams: teams.clone(),
                    rosters: rosters.clone(),
                    race_to: race,
                    rubbers: Vec::new(),
                };
                push_rubber(&mut t, base);
                Current::Team(t)
            }
        }
    }

    /// The match being played now (a team match's current rubber).
    pub fn log(&self) -> &MatchLog {
        match self {
            Current::Single(l) => l,
            Current::Team(t) => &t.rubbers.last().expect("a team match has a rubber").1,
        }
    }

    fn log_mut(&mut self) -> &mut MatchLog {
        match self {
            Current::Single(l) => l,
            Current::Team(t) => &mut t.rubbers.last_mut().expect("a team match has a rubber").1,
        }
    }

    /// The whole match (or team match) is decided.
    pub fn is_over(&self) -> bool {
        match self {
            Current::Single(l) => l.state().is_over(),
            Current::Team(t) => t.winner().is_some(),
        }
    }

    /// "Snooker. Frames: Ivanov 1, Petrov 0. Score: Ivanov 12, Petrov 4.": what the resume
    /// offer names, in whole sentences.
    pub fn summary(&self, lang: Language) -> String {
        let log = self.log();
        let m = log.state();
        format!(
            "{}. {} {}",
            speak::discipline_name(lang, log.config.discipline),
            speak::frames(lang, &log.config, &m),
            speak::score(lang, &log.config, &m.frame)
        )
    }

    /// The protocol as JSON (Прил.2 and A44's fields; a team match with its rubbers).
    pub fn protocol_json(&self, lang: Language, zone: &Zone) -> serde_json::Value {
        match self {
            Current::Single(l) => {
                serde_json::to_value(Protocol::of(l, lang, zone)).unwrap_or_default()
            }
            Current::Team(t) => serde_json::json!({
                "format": t.format.slug(),
                "teams": t.teams,
                "rosters": t.rosters,
                "team_score": t.score(),
                "rubbers": t.rubbers.iter().map(|(_, l)| Protocol::of(l, lang, zone)).collect::<Vec<_>>(),
                "statistics": TeamStatistics::of(t),
            }),
        }
    }

    /// The results as club software imports them ([`clubcloud::csv`]).
    pub fn club_csv(&self, zone: &Zone) -> String {
        match self {
            Current::Single(l) => clubcloud::csv([l], zone),
            Current::Team(t) => clubcloud::csv(t.rubbers.iter().map(|(_, l)| l), zone),
        }
    }

    /// The protocol as lines (for text, PDF and Braille).
    pub fn protocol_lines(&self, lang: Language, zone: &Zone) -> Vec<String> {
        match self {
            Current::Single(l) => Protocol::of(l, lang, zone).lines(lang),
            Current::Team(t) => team_lines(t, lang, zone),
        }
    }
}

/// A stopped shot clock with the limit of the match being played.
fn shot_clock(current: &Current) -> ShotClock {
    ShotClock::with_limit(current.log().config.shot_clock_seconds * 1000)
}

/// Starts the next rubber of a team match, if one is due.
fn push_rubber(t: &mut TeamMatch, base: &MatchConfig) -> bool {
    let Some(r) = t.format.next(&t.results()) else {
        return false;
    };
    let mut c = base.clone();
    c.discipline = r.discipline;
    c.format = Format::RaceTo(r.race_to.unwrap_or(t.race_to));
    c.break_policy = BreakPolicy::default_for(r.discipline);
    c.names = match r.slot {
        Slot::Number(_) => t.players(&r, 1),
        Slot::Rotating => t.teams.clone(),
    };
    t.rubbers.push((r, MatchLog::new(c)));
    true
}

/// What waits for "yes".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proposal {
    Act(Action),
    /// Another match (§12.1 "new match, <discipline>, race to <N>").
    NewMatch(Discipline, Option<u8>),
    /// The entry so many back replaced by an action, or struck out.
    Amend(usize, Option<Action>),
}

/// The spoken summary for the hall (snookerannouncer's): none, each player's statistics after
/// each frame, or the state of play every so many minutes of play. A summary that fell due
/// while nothing was heard (a paused match, a laptop asleep) is said once, of the state now,
/// and the next is counted from then: never a backlog.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Summary {
    #[default]
    Off,
    EachFrame,
    /// Every so many minutes of play (1 to 60).
    Every(u64),
}

impl std::str::FromStr for Summary {
    type Err = String;

    /// "off", "frame", or the minutes ("5").
    fn from_str(s: &str) -> Result<Summary, String> {
        match s {
            "off" => Ok(Summary::Off),
            "frame" => Ok(Summary::EachFrame),
            _ => match s.parse::<u64>() {
                Ok(n) if (1..=60).contains(&n) => Ok(Summary::Every(n)),
                _ => Err(format!("{s}: off, frame, or minutes from 1 to 60")),
            },
        }
    }
}

/// What the session answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Say(SpeechKind, String),
    /// This match goes to the archive (finished, or replaced by a new one); `announce` says
    /// where it went.
    Archive {
        current: Box<Current>,
        announce: bool,
    },
    /// The discipline or the players changed: the recognizer listens for other phrases.
    Listen,
}

/// The marker's session.
pub struct Session {
    current: Current,
    proposal: Option<Proposal>,
    /// The read-back of the proposal, asked again while it waits.
    asked: String,
    lang: Language,
    confirm: ConfirmPolicy,
    /// No discipline was chosen: the opening says how to choose one by words.
    choose: bool,
    clock: ShotClock,
    /// The lines of the last response, for "repeat".
    last: Vec<String>,
    revision: u64,
    /// "Eintrag zwei ändern" was said: the next event replaces that entry.
    amending: Option<usize>,
    summary: Summary,
    /// When the next summary of the state of play is due (ms), once play is under way.
    summary_due: Option<u64>,
}

/// One response as it is made.
#[derive(Default)]
struct Out {
    items: Vec<Output>,
}

impl Out {
    fn say(&mut self, kind: SpeechKind, line: String) {
        self.items.push(Output::Say(kind, line));
    }

    fn lines(&mut self, kind: SpeechKind, lines: Vec<String>) {
        for l in lines {
            self.say(kind, l);
        }
    }
}

impl Session {
    pub fn new(current: Current, lang: Language, confirm: ConfirmPolicy, choose: bool) -> Session {
        Session {
            clock: shot_clock(&current),
            current,
            proposal: None,
            asked: String::new(),
            lang,
            confirm,
            choose,
            last: Vec::new(),
            revision: 0,
            amending: None,
            summary: Summary::Off,
            summary_due: None,
        }
    }

    pub fn lang(&self) -> Language {
        self.lang
    }

    pub fn current(&self) -> &Current {
        &self.current
    }

    /// The match being played now (a team match's current rubber).
    pub fn log(&self) -> &MatchLog {
        self.current.log()
    }

    pub fn state(&self) -> MatchState {
        self.log().state()
    }

    /// Increases whenever the record changes: the edge autosaves on a change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn names(&self) -> Names {
        let c = &self.log().config;
        Names {
            sides: c.names.clone(),
            pairs: c.pairs.clone(),
        }
    }

    /// What can be said in the discipline (for the recognizer), the answers only while a
    /// question stands.
    pub fn phrases(&self, listening: Listening) -> Vec<Phrase> {
        words::phrases(
            self.lang,
            self.log().config.discipline,
            &self.names(),
            listening,
        )
    }

    /// The words of what waits for "yes".
    pub fn proposal_words(&self) -> Option<String> {
        Some(match self.proposal.as_ref()? {
            Proposal::Act(a) => {
                words::say(self.lang, self.log().config.discipline, &self.names(), a)
            }
            Proposal::NewMatch(d, race) => words::say_new_match(self.lang, *d, *race),
            Proposal::Amend(back, Some(a)) => t(
                self.lang,
                "bil-entry-becomes",
                &[
                    ("n", back.to_string()),
                    (
                        "what",
                        words::say(self.lang, self.log().config.discipline, &self.names(), a),
                    ),
                ],
            ),
            Proposal::Amend(back, None) => {
                t(self.lang, "bil-strike-entry", &[("n", back.to_string())])
            }
        })
    }

    /// Seconds left on the shot clock, when it runs.
    pub fn shot_clock_left(&self, now: u64) -> Option<u64> {
        self.clock.left(now).map(|ms| ms.div_ceil(1000))
    }

    fn finish(&mut self, out: Out) -> Vec<Output> {
        let said: Vec<String> = out
            .items
            .iter()
            .filter_map(|o| match o {
                Output::Say(_, l) => Some(l.clone()),
                _ => None,
            })
            .collect();
        if !said.is_empty() {
            self.last = said;
        }
        out.items
    }

    /// The match as it starts: the rubber, the players, who breaks.
    pub fn opening(&mut self) -> Vec<Output> {
        let mut out = Out::default();
        self.announce_start(&mut out);
        self.finish(out)
    }

    fn announce_start(&self, out: &mut Out) {
        out.lines(SpeechKind::Info, self.rubber_line().into_iter().collect());
        // The 2+2 decider: who plays the first frame (the #1s), as for every later frame.
        if let Some(line) = self.pairing_line(1) {
            out.say(SpeechKind::Info, line);
        }
        let m = self.state();
        out.say(
            SpeechKind::Info,
            speak::opening(self.lang, &self.log().config, &m),
        );
        if self.choose {
            out.say(SpeechKind::Info, t(self.lang, "bil-choose-hint", &[]));
        }
    }

    /// A saved match goes on: the score as it stands.
    pub fn resumed(
        current: Current,
        lang: Language,
        confirm: ConfirmPolicy,
    ) -> (Session, Vec<Output>) {
        let mut s = Session::new(current, lang, confirm, false);
        let mut out = Out::default();
        out.lines(
            SpeechKind::Info,
            speak::status(lang, &s.log().config, &s.state()),
        );
        let outputs = s.finish(out);
        (s, outputs)
    }

    /// The 2+2 decider (§4 п.6 2+2 п.2.7): who plays frame `number`, the #1s in odd frames and
    /// the #2s in even ones; None for any other match.
    fn pairing_line(&self, number: usize) -> Option<String> {
        let Current::Team(t) = &self.current else {
            return None;
        };
        let r = t.rubbers.last()?.0;
        if r.slot != Slot::Rotating {
            return None;
        }
        let [a, b] = t.players(&r, number);
        Some(tc(
            self.lang,
            "bil-frame-pairing",
            &[("n", number.into()), ("a", a.into()), ("b", b.into())],
        ))
    }

    /// In a team match: which rubber is played, by whom, at what team score.
    fn rubber_line(&self) -> Option<String> {
        let Current::Team(team) = &self.current else {
            return None;
        };
        let s = team.score();
        let c = &self.current.log().config;
        Some(t(
            self.lang,
            "bil-rubber",
            &[
                ("n", team.rubbers.len().to_string()),
                (
                    "discipline",
                    speak::discipline_name(self.lang, c.discipline),
                ),
                ("a", c.names[0].clone()),
                ("b", c.names[1].clone()),
                ("ta", s[0].to_string()),
                ("tb", s[1].to_string()),
            ],
        ))
    }

    /// The marker's words: typed words are tried in the chosen language, then in English.
    pub fn words(&mut self, text: &str, source: Source, now: u64) -> Vec<Output> {
        match self.parse(text, source) {
            Some(cmd) => self.command(cmd, source, now),
            None => {
                let mut out = Out::default();
                let line = t(
                    self.lang,
                    "bil-not-understood",
                    &[("text", text.to_string())],
                );
                out.say(SpeechKind::Error, line);
                self.finish(out)
            }
        }
    }

    /// What words mean here, if anything.
    pub fn parse(&self, text: &str, source: Source) -> Option<Command> {
        let m = self.state();
        let c = &self.log().config;
        let ctx = Ctx::new(
            m.frame.tally.shooter,
            trailing(&m),
            lag_due(&m),
            c.pairs.is_some(),
        );
        let names = self.names();
        let d = c.discipline;
        let mut parsed = words::parse(self.lang, d, &names, &ctx, text);
        if parsed.is_err() && source == Source::Typed && self.lang != Language::En {
            parsed = words::parse(Language::En, d, &names, &ctx, text);
        }
        parsed.ok()
    }

    /// A command, said or typed by key.
    pub fn command(&mut self, cmd: Command, source: Source, now: u64) -> Vec<Output> {
        let mut out = Out::default();
        let lang = self.lang;
        // A read-back waits for yes or no: another event, a new match or an undo is not
        // taken in its place, and the question is asked again (issue 18: a foul waiting for
        // yes was silently replaced by the next ball, and lost). Questions are answered.
        if self.proposal.is_some()
            && matches!(
                cmd,
                Command::Act(_)
                    | Command::NewMatch(..)
                    | Command::Undo
                    | Command::Change(_)
                    | Command::Strike(_)
            )
        {
            let line = t(lang, "bil-still-open", &[("question", self.asked.clone())]);
            out.say(SpeechKind::ReadBack, line);
            return self.finish(out);
        }
        // An entry to change waits for the event that replaces it; questions leave it waiting,
        // anything else drops it.
        let amending = self.amending;
        if !cmd.is_question() {
            self.amending = None;
        }
        match cmd {
            Command::Act(a) => match amending {
                Some(back) => self.propose_amend(back, Some(a), &mut out),
                None => self.propose(a, source, now, &mut out),
            },
            Command::Recent => out.lines(SpeechKind::Info, self.recent()),
            Command::Change(back) => match self.entry_words(back) {
                Some(what) => {
                    self.amending = Some(back);
                    let line = t(
                        lang,
                        "bil-change-what",
                        &[("n", back.to_string()), ("what", what)],
                    );
                    out.say(SpeechKind::ReadBack, line);
                }
                None => out.say(
                    SpeechKind::Error,
                    t(lang, "bil-no-entry", &[("n", back.to_string())]),
                ),
            },
            Command::Strike(back) => self.propose_amend(back, None, &mut out),
            Command::NewMatch(d, race) => {
                let what = words::say_new_match(lang, d, race);
                let line = t(lang, "bil-confirm-new-match", &[("what", what)]);
                self.proposal = Some(Proposal::NewMatch(d, race));
                self.asked = line.clone();
                out.say(SpeechKind::ReadBack, line);
            }
            Command::Yes => match self.proposal.take() {
                Some(Proposal::Act(a)) => self.commit(a, now, &mut out),
                Some(Proposal::NewMatch(d, race)) => self.new_match(d, race, &mut out),
                Some(Proposal::Amend(back, a)) => self.amend(back, a, &mut out),
                None => out.say(SpeechKind::Error, t(lang, "bil-nothing-to-confirm", &[])),
            },
            Command::No => {
                let id = if self.proposal.take().is_some() {
                    "bil-cancelled"
                } else {
                    "bil-nothing-to-confirm"
                };
                out.say(SpeechKind::Info, t(lang, id, &[]));
            }
            Command::Undo => self.undo(now, &mut out),
            Command::Score => out.lines(SpeechKind::Info, self.status_lines()),
            Command::WhoseTurn => {
                let line = speak::turn(lang, &self.log().config, &self.state());
                out.say(SpeechKind::Info, line);
            }
            Command::Remaining => {
                let m = self.state();
                let c = &self.log().config;
                let line = speak::remaining(lang, c, &m.frame)
                    .unwrap_or_else(|| speak::score(lang, c, &m.frame));
                out.say(SpeechKind::Info, line);
            }
            Command::Statistics(who) => out.lines(SpeechKind::Info, self.statistics(who)),
            Command::FrameStatistics => out.lines(SpeechKind::Info, self.frame_statistics()),
            Command::TeamStatistics => out.lines(SpeechKind::Info, self.team_statistics()),
            Command::Repeat => out.lines(SpeechKind::Info, self.last.clone()),
        }
        self.finish(out)
    }

    /// The score, the frames, whose turn.
    pub fn status(&mut self) -> Vec<Output> {
        let mut out = Out::default();
        out.lines(SpeechKind::Info, self.status_lines());
        self.finish(out)
    }

    /// Who was at the table before each entry of the match being played.
    fn shooters(&self) -> Vec<Player> {
        let log = self.log();
        let mut s = MatchState::new(&log.config);
        log.entries
            .iter()
            .map(|e| {
                let shooter = s.frame.tally.shooter;
                if let Ok((next, _)) = s.apply(&log.config, e) {
                    s = next;
                }
                shooter
            })
            .collect()
    }

    /// The words of the entry so many back (1 = the latest): a stroke with the player at the
    /// table ("red, Ivanov"), else as it was said.
    fn entry_words(&self, back: usize) -> Option<String> {
        let log = self.log();
        let i = log.entries.len().checked_sub(back).filter(|_| back > 0)?;
        let c = &log.config;
        let action = &log.entries[i].action;
        let what = inline(
            self.lang,
            words::say(self.lang, c.discipline, &self.names(), action),
        );
        Some(match action {
            Action::Frame(e) if e.is_shot() => {
                let shooter = self.shooters()[i];
                format!("{what}, {}", c.names[shooter.index()])
            }
            _ => what,
        })
    }

    /// "Letzte Einträge": the last three, the latest first, each with its number.
    fn recent(&self) -> Vec<String> {
        let n = self.log().entries.len().min(words::RECENT);
        if n == 0 {
            return vec![t(self.lang, "bil-recent-none", &[])];
        }
        let list: Vec<String> = (1..=n)
            .filter_map(|back| Some(format!("{back}: {}", self.entry_words(back)?)))
            .collect();
        vec![t(self.lang, "bil-recent", &[("list", list.join("; "))])]
    }

    /// Reads back a change of an earlier entry with the score it would leave; one that
    /// cannot stand there, or would leave a later entry impossible, is refused with why.
    fn propose_amend(&mut self, back: usize, action: Option<Action>, out: &mut Out) {
        let lang = self.lang;
        let Some(old) = self.entry_words(back) else {
            return out.say(
                SpeechKind::Error,
                t(lang, "bil-no-entry", &[("n", back.to_string())]),
            );
        };
        let names = self.names();
        let log = self.log();
        let c = &log.config;
        match (log.amended(back, action.clone()), &action) {
            (Ok(amended), _) => {
                let score = speak::score(lang, c, &amended.state().frame);
                let n = ("n", back.to_string());
                let line = match &action {
                    Some(a) => t(
                        lang,
                        "bil-confirm-change",
                        &[
                            n,
                            (
                                "new",
                                inline(lang, words::say(lang, c.discipline, &names, a)),
                            ),
                            ("old", old),
                            ("score", score),
                        ],
                    ),
                    None => t(
                        lang,
                        "bil-confirm-strike",
                        &[n, ("old", old), ("score", score)],
                    ),
                };
                self.proposal = Some(Proposal::Amend(back, action));
                self.asked = line.clone();
                out.say(SpeechKind::ReadBack, line);
            }
            (Err(Amend::Refused(before, r)), Some(a)) => {
                let line = speak::refused(lang, c, &names, &before, a, &r);
                out.say(SpeechKind::Error, line);
            }
            (Err(Amend::Later(later, _)), _) => {
                let what = self.entry_words(later).unwrap_or_default();
                let line = t(
                    lang,
                    "bil-amend-later",
                    &[("n", later.to_string()), ("what", what)],
                );
                out.say(SpeechKind::Error, line);
            }
            (Err(_), _) => out.say(
                SpeechKind::Error,
                t(lang, "bil-no-entry", &[("n", back.to_string())]),
            ),
        }
    }

    /// A change of an earlier entry, confirmed: the match is its fold with the change.
    fn amend(&mut self, back: usize, action: Option<Action>, out: &mut Out) {
        let id = if action.is_some() {
            "bil-entry-changed"
        } else {
            "bil-entry-struck"
        };
        match self.log().amended(back, action) {
            Ok(amended) => {
                *self.current.log_mut() = amended;
                self.revision += 1;
                out.say(
                    SpeechKind::Info,
                    t(self.lang, id, &[("n", back.to_string())]),
                );
                out.lines(SpeechKind::Info, self.status_lines());
            }
            Err(_) => out.say(SpeechKind::Error, t(self.lang, "bil-cancelled", &[])),
        }
    }

    /// A player's statistics of the match being played, or both players'.
    fn statistics(&self, who: Option<Player>) -> Vec<String> {
        let log = self.log();
        let s = Statistics::of(log);
        let players = who.map_or(Player::BOTH.to_vec(), |p| vec![p]);
        players
            .into_iter()
            .flat_map(|p| {
                speak::statistics(
                    self.lang,
                    log.config.discipline,
                    &log.config.names[p.index()],
                    &s.total[p.index()],
                )
            })
            .collect()
    }

    /// Both players' statistics of the frame in play, or of the last one played.
    fn frame_statistics(&self) -> Vec<String> {
        let log = self.log();
        let s = Statistics::of(log);
        let Some(frame) = s.frames.last() else {
            return vec![t(self.lang, "bil-stats-nothing-yet", &[])];
        };
        let head = tc(
            self.lang,
            "bil-stats-frame",
            &[("n", s.frames.len().into())],
        );
        let mut lines = vec![head];
        for p in Player::BOTH {
            lines.extend(speak::statistics(
                self.lang,
                log.config.discipline,
                &log.config.names[p.index()],
                &frame[p.index()],
            ));
        }
        lines
    }

    /// Each team's statistics over the rubbers played so far; only in a team match.
    fn team_statistics(&self) -> Vec<String> {
        let Current::Team(team) = &self.current else {
            return vec![t(self.lang, "bil-stats-not-team", &[])];
        };
        let s = TeamStatistics::of(team);
        let discipline = self.log().config.discipline;
        Player::BOTH
            .into_iter()
            .flat_map(|p| {
                speak::statistics(
                    self.lang,
                    discipline,
                    &team.teams[p.index()],
                    &s.teams[p.index()],
                )
            })
            .collect()
    }

    fn status_lines(&self) -> Vec<String> {
        speak::status(self.lang, &self.log().config, &self.state())
    }

    /// The rules settings where the rulebook is silent, with their items.
    pub fn settings(&mut self) -> Vec<Output> {
        let c = &self.log().config;
        let lines = c
            .rules
            .shown(c.discipline)
            .into_iter()
            .map(|s| {
                t(
                    self.lang,
                    "bil-setting",
                    &[
                        ("key", s.key.to_string()),
                        ("value", s.value),
                        ("item", s.item.to_string()),
                        ("meaning", s.meaning.to_string()),
                    ],
                )
            })
            .collect();
        let mut out = Out::default();
        out.lines(SpeechKind::Info, lines);
        self.finish(out)
    }

    /// A rules setting of the match being played.
    /// A rule setting, before the match's first stroke only: the match is replayed from its
    /// entries under its rules, so a change later would score finished frames anew.
    pub fn set_rule(&mut self, key: &str, value: &str) -> Vec<Output> {
        let mut out = Out::default();
        if !self.log().entries.is_empty() {
            out.say(SpeechKind::Error, t(self.lang, "bil-rule-locked", &[]));
            return self.finish(out);
        }
        match self.current.log_mut().config.rules.set(key, value) {
            Ok(()) => {
                self.revision += 1;
                out.lines(SpeechKind::Info, self.status_lines());
            }
            Err(e) => out.say(SpeechKind::Error, e),
        }
        self.finish(out)
    }

    /// The phrases of the discipline, each in its first words.
    pub fn help_line(&self) -> String {
        self.phrases(Listening::Question)
            .iter()
            .take(200)
            .map(|p| {
                p.iter()
                    .map(|slot| slot[0].join(" "))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .join(" | ")
    }

    /// Reads an action back with the score it would leave, or takes it at once when the
    /// confirmation policy says so; an impossible one is refused with the reason.
    fn propose(&mut self, a: Action, source: Source, now: u64, out: &mut Out) {
        let before = self.state();
        let names = self.names();
        let config = &self.log().config;
        let entry = Entry {
            at: now,
            action: a.clone(),
        };
        match before.apply(config, &entry) {
            Err(r) => {
                let line = speak::refused(self.lang, config, &names, &before, &a, &r);
                self.proposal = None;
                out.say(SpeechKind::Error, line);
            }
            Ok((next, _)) if self.confirm.reads_back(source, false) => {
                let line = speak::proposal(self.lang, config, &names, &a, &before, &next);
                self.proposal = Some(Proposal::Act(a));
                self.asked = line.clone();
                out.say(SpeechKind::ReadBack, line);
            }
            Ok(_) => self.commit(a, now, out),
        }
    }

    /// Takes an action: announces it, and starts the next rubber of a team match.
    fn commit(&mut self, a: Action, now: u64, out: &mut Out) {
        let before = self.state();
        let (m, notes) = match self.current.log_mut().push(now, a.clone()) {
            Ok(x) => x,
            Err(r) => {
                let names = self.names();
                let line = speak::refused(self.lang, &self.log().config, &names, &before, &a, &r);
                return out.say(SpeechKind::Error, line);
            }
        };
        self.revision += 1;
        let mut lines = speak::after(self.lang, &self.log().config, &before, &m, &notes);
        for n in &notes {
            if let MatchNote::NextFrame { number, .. } = n {
                lines.extend(self.pairing_line(*number));
            }
        }
        self.run_clock(&a, &m, now);
        let over = m.is_over();
        let kind = if over {
            SpeechKind::Result
        } else {
            SpeechKind::Move
        };
        out.lines(kind, lines);
        let frame_won = notes.iter().any(|n| matches!(n, MatchNote::FrameWon(_)));
        if over || (frame_won && self.summary == Summary::EachFrame) {
            out.lines(SpeechKind::Result, self.statistics(None));
        }
        if over {
            self.match_over(out);
        }
    }

    /// The shot clock: a new shot's time after each stroke while it is on; stopped by pauses
    /// and the end of the frame; extended on request.
    fn run_clock(&mut self, a: &Action, m: &MatchState, now: u64) {
        match a {
            Action::Extension(_) => self.clock.extend(),
            _ if !m.shot_clock || m.paused.is_some() || m.is_over() => self.clock.stop(),
            Action::Frame(e) if e.is_shot() || matches!(e, Event::Choice(_) | Event::Lag(_)) => {
                self.clock.start(now)
            }
            Action::ShotClock(true) | Action::Resume => self.clock.start(now),
            _ => {}
        }
    }

    fn reset_clock(&mut self) {
        self.clock = shot_clock(&self.current);
    }

    /// Starts another match of this discipline (the players, protocol fields and rules
    /// settings kept; the target and break order the discipline's own). An unfinished match
    /// is not lost: its protocol goes to the archive first.
    fn new_match(&mut self, d: Discipline, race: Option<u8>, out: &mut Out) {
        if !self.current.is_over() && !self.log().entries.is_empty() {
            out.items.push(Output::Archive {
                current: Box::new(self.current.clone()),
                announce: false,
            });
        }
        let mut c = self.log().config.clone();
        c.discipline = d;
        c.break_policy = BreakPolicy::default_for(d);
        c.rules.target = None;
        if let Some(n) = race {
            c.format = Format::RaceTo(n);
        }
        self.current = Current::Single(MatchLog::new(c));
        self.revision += 1;
        self.reset_clock();
        out.items.push(Output::Listen);
        self.announce_start(out);
    }

    /// A match is decided: a team match's next rubber, or the result; the archive.
    fn match_over(&mut self, out: &mut Out) {
        self.clock.stop();
        let lang = self.lang;
        if let Current::Team(team) = &mut self.current {
            let base = team.rubbers.last().expect("a rubber").1.config.clone();
            if push_rubber(team, &base) {
                self.reset_clock();
                out.lines(SpeechKind::Result, self.rubber_line().into_iter().collect());
                let m = self.state();
                out.say(
                    SpeechKind::Result,
                    speak::opening(lang, &self.log().config, &m),
                );
                if let Some(line) = self.pairing_line(1) {
                    out.say(SpeechKind::Result, line);
                }
                out.items.push(Output::Listen);
            } else if let Some(w) = team.winner() {
                let s = team.score();
                let line = t(
                    lang,
                    "bil-team-won",
                    &[
                        ("name", team.teams[w.index()].clone()),
                        ("ta", s[0].to_string()),
                        ("tb", s[1].to_string()),
                    ],
                );
                out.say(SpeechKind::Result, line);
            }
        }
        if self.current.is_over() {
            out.items.push(Output::Archive {
                current: Box::new(self.current.clone()),
                announce: true,
            });
        }
    }

    fn undo(&mut self, now: u64, out: &mut Out) {
        self.proposal = None;
        if let Current::Team(t) = &mut self.current
            && t.rubbers.len() > 1
            && t.rubbers.last().is_some_and(|r| r.1.entries.is_empty())
        {
            t.rubbers.pop();
        }
        let names = self.names();
        let lang = self.lang;
        let Some(entry) = self.current.log_mut().undo() else {
            return out.say(SpeechKind::Error, t(lang, "bil-nothing-to-undo", &[]));
        };
        self.revision += 1;
        let what = words::say(lang, self.log().config.discipline, &names, &entry.action);
        out.say(SpeechKind::Info, t(lang, "bil-undone", &[("what", what)]));
        out.lines(SpeechKind::Info, self.status_lines());
        if self.state().shot_clock {
            self.clock.start(now);
        } else {
            self.clock.stop();
        }
    }

    /// The spoken summary from now on.
    pub fn set_summary(&mut self, summary: Summary) {
        self.summary = summary;
        self.summary_due = None;
    }

    /// The state of play, when a summary is due: every so many minutes from the start of play
    /// or its last resumption, not while the match is suspended, over or waiting for "yes".
    /// One due long ago (a resumed save) is not said: the next is counted from now.
    fn summary_due(&mut self, now: u64, out: &mut Out) {
        let Summary::Every(minutes) = self.summary else {
            return;
        };
        let every = minutes * 60_000;
        let m = self.state();
        if m.paused.is_some() {
            self.summary_due = None;
        }
        if m.is_over() || m.paused.is_some() || self.proposal.is_some() {
            return;
        }
        let log = self.log();
        let resumed = log.entries.iter().rev().find_map(|e| match e.action {
            Action::Resume => Some(e.at),
            _ => None,
        });
        let Some(from) = resumed.or(m.started) else {
            return;
        };
        let due = *self.summary_due.get_or_insert(if from + every > now {
            from + every
        } else {
            now + every
        });
        if now >= due {
            out.lines(SpeechKind::Info, self.status_lines());
            self.summary_due = Some(now + every);
        }
    }

    /// Time passes: the shot clock's ten-second call, and its expiry, a foul (A8); the
    /// summary of the state of play when it is due.
    pub fn tick(&mut self, now: u64) -> Vec<Output> {
        let mut out = Out::default();
        self.summary_due(now, &mut out);
        match self.clock.poll(now) {
            Some(Call::TenSeconds) => out.say(SpeechKind::Warning, speak::ten_seconds(self.lang)),
            Some(Call::Expired) => {
                out.say(SpeechKind::Warning, speak::time_foul(self.lang));
                self.proposal = None;
                self.commit(Action::Frame(Event::foul_of(FoulKind::Time)), now, &mut out);
            }
            None => {}
        }
        self.finish(out)
    }
}

/// An event's words inside a sentence: English and Russian lower-case them ("entry 2, red");
/// German keeps the capital of its nouns ("Eintrag 2, Rot").
fn inline(lang: Language, words: String) -> String {
    if lang == Language::De {
        return words;
    }
    let mut chars = words.chars();
    chars.next().map_or(words.clone(), |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// Who is behind in the frame (for "concede" without a name).
fn trailing(m: &MatchState) -> Option<Player> {
    let [a, b] = m.frame.tally.score;
    (a != b).then_some(if a < b { Player::A } else { Player::B })
}

/// Whether the frame waits for a lag (Russian pyramid 70:70, snooker's re-spotted black).
fn lag_due(m: &MatchState) -> bool {
    match &m.frame.game {
        Game::Russian(s) => s.need_lag,
        Game::Snooker(s) => s.need_lag,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: u64 = 1_800_000_000_000;

    fn snooker(confirm: ConfirmPolicy) -> Session {
        let c = MatchConfig::new(
            Discipline::Snooker15,
            Format::RaceTo(2),
            ["Ivanov".into(), "Petrov".into()],
        );
        Session::new(
            Current::Single(MatchLog::new(c)),
            Language::En,
            confirm,
            false,
        )
    }

    fn said(out: &[Output]) -> Vec<String> {
        out.iter()
            .filter_map(|o| match o {
                Output::Say(_, l) => Some(l.clone()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn an_event_is_read_back_and_counts_only_on_yes() {
        let mut s = snooker(ConfirmPolicy::Always);
        let out = s.words("red", Source::Heard, T0);
        assert_eq!(said(&out), vec!["Red. Score: Ivanov 1, Petrov 0. Right?"]);
        assert_eq!(
            s.state().frame.tally.score,
            [0, 0],
            "not counted before yes"
        );
        assert_eq!(s.proposal_words().as_deref(), Some("Red"));
        let out = s.words("no", Source::Heard, T0);
        assert_eq!(said(&out), vec!["Cancelled. Say it again."]);
        assert_eq!(s.proposal_words(), None);
        s.words("red", Source::Heard, T0);
        let before = s.revision();
        s.words("yes", Source::Heard, T0 + 1000);
        assert_eq!(s.state().frame.tally.score, [1, 0]);
        assert!(s.revision() > before, "a counted event changes the record");
        // The time of the event is the time passed in, not the wall clock.
        assert_eq!(s.log().entries[0].at, T0 + 1000);
        // An impossible event is refused with its reason, and nothing waits for yes.
        let out = s.words("red", Source::Heard, T0 + 2000);
        let refusal = &said(&out)[0];
        assert!(
            refusal.starts_with("Red: ") && refusal.ends_with("Was it a foul?"),
            "{refusal}"
        );
        assert_eq!(s.proposal_words(), None);
        assert_eq!(s.state().frame.tally.score, [1, 0]);
    }

    /// A read-back waiting for yes is not replaced by the next event said: the question is
    /// asked again, and nothing is lost (issue 18).
    #[test]
    fn the_next_event_does_not_replace_one_waiting_for_yes() {
        let mut s = snooker(ConfirmPolicy::Always);
        s.words("red", Source::Heard, T0);
        let out = s.words("black", Source::Heard, T0 + 500);
        assert_eq!(
            said(&out),
            vec!["Still open: Red. Score: Ivanov 1, Petrov 0. Right? Yes or no."]
        );
        assert_eq!(s.proposal_words().as_deref(), Some("Red"));
        // A question is answered meanwhile, and the red still waits.
        s.words("score", Source::Heard, T0 + 700);
        assert_eq!(s.proposal_words().as_deref(), Some("Red"));
        s.words("yes", Source::Heard, T0 + 1000);
        assert_eq!(s.state().frame.tally.score, [1, 0]);
        // Now the black is read back.
        let out = s.words("black", Source::Heard, T0 + 2000);
        assert_eq!(s.proposal_words().as_deref(), Some("Black"), "{out:?}");
    }

    #[test]
    fn when_inexact_reads_back_what_was_heard_and_takes_what_was_typed() {
        let mut s = snooker(ConfirmPolicy::WhenInexact);
        let out = s.words("red", Source::Heard, T0);
        assert!(said(&out)[0].ends_with("Right?"), "{out:?}");
        s.words("no", Source::Heard, T0);
        let out = s.words("red", Source::Typed, T0);
        assert_eq!(s.state().frame.tally.score, [1, 0], "{out:?}");
        let mut s = snooker(ConfirmPolicy::Never);
        s.words("red", Source::Heard, T0);
        assert_eq!(s.state().frame.tally.score, [1, 0]);
    }

    #[test]
    fn a_new_match_archives_the_unfinished_one_and_listens_anew() {
        let mut s = snooker(ConfirmPolicy::Never);
        s.words("red", Source::Heard, T0);
        s.words("new match nine ball race to three", Source::Heard, T0);
        let out = s.words("yes", Source::Heard, T0);
        assert!(matches!(
            &out[0],
            Output::Archive { current, announce: false } if !current.is_over()
        ));
        assert!(out.contains(&Output::Listen));
        assert_eq!(s.log().config.discipline, Discipline::Pool9);
        assert_eq!(s.log().config.format, Format::RaceTo(3));
    }

    #[test]
    fn the_shot_clock_runs_on_the_time_passed_in() {
        let c = MatchConfig::new(
            Discipline::FreePyramid,
            Format::RaceTo(2),
            ["Ivanov".into(), "Petrov".into()],
        );
        let mut s = Session::new(
            Current::Single(MatchLog::new(c)),
            Language::En,
            ConfirmPolicy::Never,
            false,
        );
        s.words("shot clock on", Source::Typed, T0);
        assert_eq!(s.shot_clock_left(T0), Some(45));
        assert!(said(&s.tick(T0 + 30_000)).is_empty());
        assert_eq!(said(&s.tick(T0 + 35_001)), vec!["Ten seconds."]);
        let out = s.tick(T0 + 45_001);
        assert_eq!(said(&out)[0], "Time. Foul.");
        assert_eq!(
            s.state().frame.tally.foul_total,
            [1, 0],
            "the time foul is counted"
        );
    }
}
