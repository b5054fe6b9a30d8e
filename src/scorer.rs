//! The billiards scorer at the table: one match (or a team match's rubbers) driven by typed
//! lines, heard words and time; it reads each event back with the score it would leave and takes
//! it on "yes" (the confirmation policy applies), announces through the speech queue, runs the
//! pyramid shot clock, autosaves after every action and keeps the finished match's protocol.
//! The console mode and the scoreboard window both drive it; the rules live in `billiards`.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::billiards::event::{Event, FoulKind};
use crate::billiards::matchplay::{
    Action, BreakPolicy, Entry, Format, MatchConfig, MatchLog, MatchNote, MatchState,
};
use crate::billiards::protocol::{Protocol, team_lines};
use crate::billiards::shotclock::{Call, ShotClock};
use crate::billiards::speak;
use crate::billiards::team::{Slot, TeamFormat, TeamMatch};
use crate::billiards::words::{self, Command, Ctx, Names};
use crate::billiards::{Discipline, Player, frame::Game};
use crate::shared::calendar::utc;
use crate::shared::confirm::ConfirmPolicy;
use crate::shared::i18n::t;
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::store;
use crate::voice::listen::{Control, ListenOptions, Listener, Report};
use crate::voice::speaker::{self, Command as SpeakerCommand, Speaker};

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

#[derive(Clone, Debug)]
pub struct ScorerOptions {
    pub lang: Language,
    pub confirm: ConfirmPolicy,
    pub data_dir: PathBuf,
    pub setup: Setup,
    pub listen: Option<ListenOptions>,
    /// Speak, at this rate (0..100).
    pub speak: Option<u8>,
    /// Start the new match without offering an unfinished saved one.
    pub fresh: bool,
    /// No discipline was chosen: the opening says how to choose one by words.
    pub choose: bool,
}

/// What is being played, as saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Current {
    Single(MatchLog),
    Team(TeamMatch),
}

impl Current {
    fn log(&self) -> &MatchLog {
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
}

/// The autosave file.
pub fn autosave_path(data_dir: &Path) -> PathBuf {
    data_dir.join("billiards").join("autosave.json")
}

fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// What waits for "yes".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proposal {
    Act(Action),
    /// Another match (§12.1 "new match, <discipline>, race to <N>").
    NewMatch(Discipline, Option<u8>),
}

pub struct Scorer<W: Write> {
    opts: ScorerOptions,
    out: W,
    current: Current,
    /// What was read back, waiting for "yes".
    proposal: Option<Proposal>,
    /// An unfinished saved match, offered at the start.
    offer: Option<Current>,
    last: Vec<String>,
    recent: VecDeque<String>,
    clock: ShotClock,
    listener: Option<Listener>,
    speaker: Option<Speaker>,
    heard: Option<String>,
    level: f32,
}

/// Runs the console until `quit` or the end of input (input on its own thread, so that the
/// microphone and the shot clock are served while nobody types).
pub fn run<R: BufRead + Send + 'static, W: Write>(
    opts: ScorerOptions,
    input: R,
    out: W,
) -> io::Result<()> {
    let mut s = Scorer::open(opts, out)?;
    crate::console::drive(input, 50, &mut s, |s, line| s.enter(line), |s| s.step())?;
    s.close()
}

fn new_current(setup: &Setup) -> Current {
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

/// Starts the next rubber of a team match, if one is due.
fn push_rubber(t: &mut TeamMatch, base: &MatchConfig) -> bool {
    let Some(r) = t.format.next(&t.results()) else {
        return false;
    };
    let mut c = base.clone();
    c.discipline = r.discipline;
    c.format = Format::RaceTo(r.race_to.unwrap_or(t.race_to));
    c.break_policy = crate::billiards::matchplay::BreakPolicy::default_for(r.discipline);
    c.names = match r.slot {
        Slot::Number(_) => t.players(&r, 1),
        Slot::Rotating => t.teams.clone(),
    };
    t.rubbers.push((r, MatchLog::new(c)));
    true
}

impl<W: Write> Scorer<W> {
    pub fn open(opts: ScorerOptions, out: W) -> io::Result<Scorer<W>> {
        let current = new_current(&opts.setup);
        let limit = current.log().config.shot_clock_seconds * 1000;
        let mut s: Scorer<W> = Scorer {
            current,
            clock: ShotClock::with_limit(limit),
            opts,
            out,
            proposal: None,
            offer: None,
            last: Vec::new(),
            recent: VecDeque::new(),
            listener: None,
            speaker: None,
            heard: None,
            level: 0.0,
        };
        s.speaker = s
            .opts
            .speak
            .map(|rate| Speaker::start(s.opts.lang.code(), rate));
        if let Some(mut l) = s.opts.listen.clone() {
            l.vocabulary = format!("billiards-{}", s.opts.lang.code());
            l.phrases = Some(s.phrases());
            s.listener = Some(Listener::start(l));
        }
        let path = autosave_path(&s.opts.data_dir);
        let saved = if s.opts.fresh { Ok(None) } else { load(&path) };
        match saved {
            Ok(Some(c)) if !c.is_over() => {
                let what = summary(s.opts.lang, &c);
                s.offer = Some(c);
                let text = t(s.lang(), "bil-resume-offer", &[("what", what)]);
                s.tell(vec![(SpeechKind::Question, text)])?;
                return Ok(s);
            }
            Ok(_) => {}
            Err(why) => {
                let kept = store::keep_aside(&path)
                    .map(|p| p.display().to_string())
                    .unwrap_or_default();
                let text = t(s.lang(), "bil-broken-save", &[("why", why), ("path", kept)]);
                s.tell(vec![(SpeechKind::Error, text)])?;
            }
        }
        s.announce_start()?;
        Ok(s)
    }

    /// The shot clock of the match being played (its limit is the match's setting).
    fn reset_clock(&mut self) {
        self.clock = ShotClock::with_limit(self.log().config.shot_clock_seconds * 1000);
    }

    pub fn lang(&self) -> Language {
        self.opts.lang
    }

    /// Says and writes an answer (the window's help).
    pub fn answer(&mut self, line: String) -> io::Result<()> {
        self.tell(vec![(SpeechKind::Info, line)])
    }

    /// The match being played now (a team match's current rubber).
    pub fn log(&self) -> &MatchLog {
        self.current.log()
    }

    pub fn state(&self) -> MatchState {
        self.log().state()
    }

    pub fn current(&self) -> &Current {
        &self.current
    }

    /// The words of what waits for "yes".
    pub fn proposal_words(&self) -> Option<String> {
        let lang = self.lang();
        Some(match self.proposal.as_ref()? {
            Proposal::Act(a) => words::say(lang, self.log().config.discipline, &self.names(), a),
            Proposal::NewMatch(d, race) => words::say_new_match(lang, *d, *race),
        })
    }

    /// The last lines written (for the scoreboard's message area).
    pub fn recent(&self) -> impl Iterator<Item = &String> {
        self.recent.iter()
    }

    /// What the microphone heard last, and its level.
    pub fn heard(&self) -> Option<&str> {
        self.heard.as_deref()
    }

    pub fn level(&self) -> Option<f32> {
        self.listener.as_ref().map(|_| self.level)
    }

    /// Seconds left on the shot clock, when it runs.
    pub fn shot_clock_left(&self) -> Option<u64> {
        self.clock.left(now_ms()).map(|ms| ms.div_ceil(1000))
    }

    pub fn names(&self) -> Names {
        let c = &self.log().config;
        Names {
            sides: c.names.clone(),
            pairs: c.pairs.clone(),
        }
    }

    fn phrases(&self) -> Vec<crate::shared::grammar::Phrase> {
        words::phrases(self.lang(), self.log().config.discipline, &self.names())
    }

    pub fn out_mut(&mut self) -> &mut W {
        &mut self.out
    }

    /// Writes and speaks one response (one group in the speech queue: a new response cuts off
    /// what is still being said of an older one, so nothing stale queues up).
    fn tell(&mut self, group: Vec<(SpeechKind, String)>) -> io::Result<()> {
        if group.is_empty() {
            return Ok(());
        }
        for (_, line) in &group {
            writeln!(self.out, "{line}")?;
            self.recent.push_back(line.clone());
            if self.recent.len() > 8 {
                self.recent.pop_front();
            }
        }
        self.out.flush()?;
        self.last = group.iter().map(|(_, l)| l.clone()).collect();
        if let Some(sp) = &self.speaker {
            let _ = sp.commands.send(SpeakerCommand::Say(group));
        }
        Ok(())
    }

    fn tell_lines(&mut self, kind: SpeechKind, lines: Vec<String>) -> io::Result<()> {
        self.tell(lines.into_iter().map(|l| (kind, l)).collect())
    }

    fn announce_start(&mut self) -> io::Result<()> {
        let mut lines: Vec<String> = self.rubber_line().into_iter().collect();
        let m = self.state();
        lines.push(speak::opening(self.lang(), &self.log().config, &m));
        if self.opts.choose {
            lines.push(t(self.lang(), "bil-choose-hint", &[]));
        }
        self.tell_lines(SpeechKind::Info, lines)
    }

    /// In a team match: which rubber is played, by whom, at what team score.
    fn rubber_line(&self) -> Option<String> {
        let Current::Team(team) = &self.current else {
            return None;
        };
        let s = team.score();
        let c = &self.current.log().config;
        Some(t(
            self.lang(),
            "bil-rubber",
            &[
                ("n", team.rubbers.len().to_string()),
                (
                    "discipline",
                    speak::discipline_name(self.lang(), c.discipline),
                ),
                ("a", c.names[0].clone()),
                ("b", c.names[1].clone()),
                ("ta", s[0].to_string()),
                ("tb", s[1].to_string()),
            ],
        ))
    }

    /// A typed line: console commands first, then the words of the discipline (in the chosen
    /// language, then English). Returns false on `quit`.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        let line = line.trim();
        if line.is_empty() {
            return Ok(true);
        }
        let (cmd, rest) = line.split_once(' ').unwrap_or((line, ""));
        match cmd {
            "quit" | "exit" => return Ok(false),
            "status" => {
                let lines = speak::status(self.lang(), &self.log().config, &self.state());
                self.tell_lines(SpeechKind::Info, lines)?;
            }
            "protocol" | "print" if !rest.is_empty() => {
                self.write_protocol(Path::new(rest.trim()))?
            }
            "settings" => {
                let c = &self.log().config;
                let lines = c
                    .rules
                    .shown(c.discipline)
                    .into_iter()
                    .map(|s| {
                        t(
                            self.lang(),
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
                self.tell_lines(SpeechKind::Info, lines)?;
            }
            "set" if rest.contains(' ') => {
                let (k, v) = rest.split_once(' ').unwrap_or_default();
                let result = self.current.log_mut().config.rules.set(k, v.trim());
                match result {
                    Ok(()) => {
                        self.autosave()?;
                        let lines = speak::status(self.lang(), &self.log().config, &self.state());
                        self.tell_lines(SpeechKind::Info, lines)?;
                    }
                    Err(e) => self.tell(vec![(SpeechKind::Error, e)])?,
                }
            }
            "help" => {
                let lines = self
                    .phrases()
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
                    .join(" | ");
                writeln!(self.out, "{lines}")?;
            }
            _ => self.words(line, true)?,
        }
        Ok(true)
    }

    /// Words, typed or heard.
    fn words(&mut self, text: &str, typed: bool) -> io::Result<()> {
        let m = self.state();
        let c = &self.log().config;
        let ctx = Ctx::new(
            m.frame.shooter,
            trailing(&m),
            lag_due(&m),
            c.pairs.is_some(),
        );
        let names = self.names();
        let d = c.discipline;
        let mut parsed = words::parse(self.lang(), d, &names, &ctx, text);
        if parsed.is_err() && typed && self.lang() != Language::En {
            parsed = words::parse(Language::En, d, &names, &ctx, text);
        }
        if let Some(offer) = self.offer.take() {
            match parsed {
                Ok(Command::Yes) => {
                    self.current = offer;
                    self.reset_clock();
                    self.announce_resumed()?;
                    return Ok(());
                }
                Ok(Command::No) => return self.announce_start(),
                _ => self.announce_start()?,
            }
        }
        match parsed {
            Err(_) => {
                let text = t(
                    self.lang(),
                    "bil-not-understood",
                    &[("text", text.to_string())],
                );
                self.tell(vec![(SpeechKind::Error, text)])
            }
            Ok(Command::Act(a)) => self.propose(a, typed),
            Ok(Command::NewMatch(d, race)) => {
                let line = t(
                    self.lang(),
                    "bil-confirm-new-match",
                    &[("what", words::say_new_match(self.lang(), d, race))],
                );
                self.proposal = Some(Proposal::NewMatch(d, race));
                self.tell(vec![(SpeechKind::ReadBack, line)])
            }
            Ok(Command::Yes) => match self.proposal.take() {
                Some(Proposal::Act(a)) => self.commit(a),
                Some(Proposal::NewMatch(d, race)) => self.new_match(d, race),
                None => {
                    let text = t(self.lang(), "bil-nothing-to-confirm", &[]);
                    self.tell(vec![(SpeechKind::Error, text)])
                }
            },
            Ok(Command::No) => {
                let id = if self.proposal.take().is_some() {
                    "bil-cancelled"
                } else {
                    "bil-nothing-to-confirm"
                };
                let text = t(self.lang(), id, &[]);
                self.tell(vec![(SpeechKind::Info, text)])
            }
            Ok(Command::Undo) => self.undo(),
            Ok(Command::Score) => {
                let lines = speak::status(self.lang(), &self.log().config, &self.state());
                self.tell_lines(SpeechKind::Info, lines)
            }
            Ok(Command::WhoseTurn) => {
                let line = speak::turn(self.lang(), &self.log().config, &self.state());
                self.tell(vec![(SpeechKind::Info, line)])
            }
            Ok(Command::Remaining) => {
                let m = self.state();
                let line = speak::remaining(self.lang(), &self.log().config, &m.frame)
                    .unwrap_or_else(|| speak::score(self.lang(), &self.log().config, &m.frame));
                self.tell(vec![(SpeechKind::Info, line)])
            }
            Ok(Command::Repeat) => {
                let lines = self.last.clone();
                self.tell_lines(SpeechKind::Info, lines)
            }
        }
    }

    /// Words heard by the microphone (never typed commands: a misheard word must not quit).
    pub fn hear(&mut self, text: &str) -> io::Result<()> {
        self.heard = Some(text.to_string());
        self.words(text, false)
    }

    /// Reads an action back with the score it would leave, or takes it at once when the
    /// confirmation policy says so; an impossible one is refused with the reason.
    fn propose(&mut self, a: Action, typed: bool) -> io::Result<()> {
        let before = self.state();
        let names = self.names();
        let lang = self.lang();
        let config = &self.log().config;
        let entry = Entry {
            at: now_ms(),
            action: a.clone(),
        };
        match before.apply(config, &entry) {
            Err(r) => {
                let line = speak::refused(lang, config, &names, &before, &a, &r);
                self.proposal = None;
                self.tell(vec![(SpeechKind::Error, line)])
            }
            Ok((next, _)) => {
                let confirm = match self.opts.confirm {
                    ConfirmPolicy::Always => true,
                    ConfirmPolicy::WhenInexact => !typed,
                    ConfirmPolicy::Never => false,
                };
                if confirm {
                    let line = speak::proposal(lang, config, &names, &a, &before, &next);
                    self.proposal = Some(Proposal::Act(a));
                    self.tell(vec![(SpeechKind::ReadBack, line)])
                } else {
                    self.commit(a)
                }
            }
        }
    }

    /// Takes an action: announces, autosaves, starts the next rubber of a team match.
    fn commit(&mut self, a: Action) -> io::Result<()> {
        let before = self.state();
        let now = now_ms();
        let result = self.current.log_mut().push(now, a.clone());
        let (m, notes) = match result {
            Ok(x) => x,
            Err(r) => {
                let names = self.names();
                let line = speak::refused(self.lang(), &self.log().config, &names, &before, &a, &r);
                return self.tell(vec![(SpeechKind::Error, line)]);
            }
        };
        let mut lines = speak::after(self.lang(), &self.log().config, &before, &m, &notes);
        if let Current::Team(t) = &self.current
            && matches!(t.rubbers.last().map(|r| r.0.slot), Some(Slot::Rotating))
        {
            for n in &notes {
                if let MatchNote::NextFrame { number, .. } = n {
                    let r = t.rubbers.last().expect("a rubber").0;
                    let [a, b] = t.players(&r, *number);
                    lines.push(format!("{a} — {b}"));
                }
            }
        }
        self.run_clock(&a, &m, now);
        let over = m.is_over();
        let kind = if over {
            SpeechKind::Result
        } else {
            SpeechKind::Move
        };
        self.tell_lines(kind, lines)?;
        if over {
            self.match_over()?;
        }
        self.autosave()
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

    /// Starts another match of this discipline (the players, protocol fields and rules
    /// settings kept; the target and break order the discipline's own). An unfinished match
    /// is not lost: its protocol goes to the archive first.
    fn new_match(&mut self, d: Discipline, race: Option<u8>) -> io::Result<()> {
        if !self.current.is_over() && !self.log().entries.is_empty() {
            self.archive()?;
        }
        let mut c = self.log().config.clone();
        c.discipline = d;
        c.break_policy = BreakPolicy::default_for(d);
        c.rules.target = None;
        if let Some(n) = race {
            c.format = Format::RaceTo(n);
        }
        self.current = Current::Single(MatchLog::new(c));
        self.reset_clock();
        if let Some(l) = &self.listener {
            let _ = l.control.send(Control::Phrases(self.phrases()));
        }
        self.announce_start()?;
        self.autosave()
    }

    /// Writes the match's protocol (text and JSON) to the archive folder; returns its path.
    fn archive(&mut self) -> io::Result<PathBuf> {
        let dir = self.opts.data_dir.join("billiards").join("matches");
        std::fs::create_dir_all(&dir)?;
        let stamp = utc(now_ms()).replace([' ', ':'], "-");
        let mut path = dir.join(format!("{stamp}.txt"));
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = dir.join(format!("{stamp}-{n}.txt"));
        }
        self.write_protocol_to(&path).map_err(io::Error::other)?;
        self.write_protocol_to(&path.with_extension("json"))
            .map_err(io::Error::other)?;
        Ok(path)
    }

    fn match_over(&mut self) -> io::Result<()> {
        self.clock.stop();
        let lang = self.lang();
        let mut lines = Vec::new();
        if let Current::Team(team) = &mut self.current {
            let base = team.rubbers.last().expect("a rubber").1.config.clone();
            if push_rubber(team, &base) {
                self.clock = ShotClock::with_limit(base.shot_clock_seconds * 1000);
                lines.extend(self.rubber_line());
                let m = self.state();
                lines.push(speak::opening(lang, &self.log().config, &m));
                if let Some(l) = &self.listener {
                    let _ = l.control.send(Control::Phrases(self.phrases()));
                }
            } else if let Some(w) = team.winner() {
                let s = team.score();
                lines.push(t(
                    lang,
                    "bil-team-won",
                    &[
                        ("name", team.teams[w.index()].clone()),
                        ("ta", s[0].to_string()),
                        ("tb", s[1].to_string()),
                    ],
                ));
            }
        }
        if self.current.is_over() {
            let path = self.archive()?;
            lines.push(t(
                lang,
                "bil-saved",
                &[("path", path.display().to_string())],
            ));
        }
        self.tell_lines(SpeechKind::Result, lines)
    }

    fn undo(&mut self) -> io::Result<()> {
        self.proposal = None;
        if let Current::Team(t) = &mut self.current
            && t.rubbers.len() > 1
            && t.rubbers.last().is_some_and(|r| r.1.entries.is_empty())
        {
            t.rubbers.pop();
        }
        let names = self.names();
        let lang = self.lang();
        let Some(entry) = self.current.log_mut().undo() else {
            let text = t(lang, "bil-nothing-to-undo", &[]);
            return self.tell(vec![(SpeechKind::Error, text)]);
        };
        let what = words::say(lang, self.log().config.discipline, &names, &entry.action);
        let mut lines = vec![t(lang, "bil-undone", &[("what", what)])];
        lines.extend(speak::status(lang, &self.log().config, &self.state()));
        if self.state().shot_clock {
            self.clock.start(now_ms());
        } else {
            self.clock.stop();
        }
        self.tell_lines(SpeechKind::Info, lines)?;
        self.autosave()
    }

    fn announce_resumed(&mut self) -> io::Result<()> {
        let lines = speak::status(self.lang(), &self.log().config, &self.state());
        if let Some(l) = &self.listener {
            let _ = l.control.send(Control::Phrases(self.phrases()));
        }
        self.tell_lines(SpeechKind::Info, lines)
    }

    /// Writes the protocol by extension: .json, .pdf, .brf, else text.
    fn write_protocol(&mut self, path: &Path) -> io::Result<()> {
        let lang = self.lang();
        match self.write_protocol_to(path) {
            Ok(()) => {
                let text = t(lang, "bil-saved", &[("path", path.display().to_string())]);
                self.tell(vec![(SpeechKind::Info, text)])
            }
            Err(e) => self.tell(vec![(
                SpeechKind::Error,
                format!("{}: {e}", path.display()),
            )]),
        }
    }

    fn write_protocol_to(&self, path: &Path) -> Result<(), String> {
        let lang = self.lang();
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if ext == "json" {
            let value = match &self.current {
                Current::Single(l) => serde_json::to_value(Protocol::of(l, lang)),
                Current::Team(t) => serde_json::to_value(serde_json::json!({
                    "format": t.format.slug(),
                    "teams": t.teams,
                    "rosters": t.rosters,
                    "team_score": t.score(),
                    "rubbers": t.rubbers.iter().map(|(_, l)| Protocol::of(l, lang)).collect::<Vec<_>>(),
                })),
            }
            .map_err(|e| e.to_string())?;
            let text = serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?;
            return store::write_atomic(path, text.as_bytes()).map_err(|e| e.to_string());
        }
        let lines = match &self.current {
            Current::Single(l) => Protocol::of(l, lang).lines(lang),
            Current::Team(t) => team_lines(t, lang),
        };
        crate::sheets::write_lines(path, &t(lang, "bil-p-title", &[]), &lines)
    }

    fn autosave(&mut self) -> io::Result<()> {
        let path = autosave_path(&self.opts.data_dir);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = serde_json::to_string(&self.current).map_err(io::Error::other)?;
        store::write_atomic(&path, text.as_bytes())
    }

    /// The time-driven part: the microphone's reports, the speaker's state, the shot clock.
    pub fn step(&mut self) -> io::Result<()> {
        if let Some(why) = speaker::pump(&mut self.speaker, self.listener.as_ref()) {
            let line = t(self.lang(), "no-speech", &[("why", why)]);
            self.tell(vec![(SpeechKind::Error, line)])?;
        }
        let reports: Vec<Report> = match &self.listener {
            Some(l) => l.reports.try_iter().collect(),
            None => Vec::new(),
        };
        for r in reports {
            match r {
                Report::Heard { text, .. } => {
                    writeln!(self.out, "> {text}")?;
                    self.hear(&text)?;
                }
                Report::Doubtful(text) => {
                    let line = t(self.lang(), "bil-not-understood", &[("text", text)]);
                    self.tell(vec![(SpeechKind::Error, line)])?;
                }
                Report::MicrophoneReady(name) => {
                    let line = t(self.lang(), "microphone-ready", &[("name", name)]);
                    self.tell(vec![(SpeechKind::Info, line)])?;
                }
                Report::NoMicrophone(why) => {
                    let line = t(self.lang(), "no-microphone", &[("why", why)]);
                    self.tell(vec![(SpeechKind::Error, line)])?;
                }
                Report::NoRecognizer(why) => {
                    let line = t(self.lang(), "no-recognizer", &[("why", why)]);
                    self.tell(vec![(SpeechKind::Error, line)])?;
                }
                Report::Level(l) => self.level = l,
                Report::Unheard(_) | Report::Recording(_) => {}
            }
        }
        match self.clock.poll(now_ms()) {
            Some(Call::TenSeconds) => {
                let line = speak::ten_seconds(self.lang());
                self.tell(vec![(SpeechKind::Warning, line)])?;
            }
            Some(Call::Expired) => {
                let line = speak::time_foul(self.lang());
                self.tell(vec![(SpeechKind::Warning, line)])?;
                self.proposal = None;
                self.commit(Action::Frame(Event::foul_of(FoulKind::Time)))?;
            }
            None => {}
        }
        Ok(())
    }

    /// Silences the speech at once.
    pub fn silence(&self) {
        if let Some(sp) = &self.speaker {
            let _ = sp.commands.send(SpeakerCommand::Silence);
        }
    }

    pub fn close(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// Who is behind in the frame (for "concede" without a name).
fn trailing(m: &MatchState) -> Option<Player> {
    let [a, b] = m.frame.score;
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

fn summary(lang: Language, c: &Current) -> String {
    let log = c.log();
    let m = log.state();
    format!(
        "{}, {} {}",
        speak::discipline_name(lang, log.config.discipline),
        speak::frames(lang, &log.config, &m),
        speak::score(lang, &log.config, &m.frame)
    )
}

/// Reads the autosave: nothing, a match, or why it cannot be read.
pub fn load(path: &Path) -> Result<Option<Current>, String> {
    match std::fs::read_to_string(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e.to_string()),
        Ok(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| e.to_string()),
    }
}
