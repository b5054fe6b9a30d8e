//! The billiards table: the marker's session with its microphone, voice and autosave, and the
//! archive of finished matches with their protocols. The console drives it with typed lines,
//! the scoreboard window with keys and the same lines; the rules and the read-back live in
//! `billiards`.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::autosave::{Answer, Autosave, Decision, Found, Kept, Offer};
use super::commands::{self, BilliardsCommand};
use super::devices::{DeviceOptions, Devices, News};
use super::drive::WallTime;
use super::model_offer::{At, ModelOffer};
use crate::billiards::hearing;
use crate::billiards::matchplay::{MatchLog, MatchState};
use crate::billiards::session::{Current, Output, Session, Setup, Summary};
use crate::billiards::words::{self, Command, Listening};
use crate::shared::answer::{self, AtQuestion};
use crate::shared::calendar::Zone;
use crate::shared::confirm::{ConfirmPolicy, Source};
use crate::shared::grammar::{GARBAGE, Heard, Spellings};
use crate::shared::i18n::{Arg, t, tc};
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::store::{self, Unreadable};
use crate::voice::recognizer::Engine;

/// How the billiards table starts.
#[derive(Clone, Debug)]
pub struct ScorerOptions {
    pub lang: Language,
    pub confirm: ConfirmPolicy,
    pub data_dir: PathBuf,
    pub setup: Setup,
    pub devices: DeviceOptions,
    /// Start the new match without offering an unfinished saved one.
    pub fresh: bool,
    /// The spoken summary for the hall.
    pub summary: Summary,
    /// No discipline was chosen: the opening says how to choose one by words.
    pub choose: bool,
    /// The settings file could not be read (said first).
    pub unreadable_config: Option<Unreadable>,
    /// Why the window asked for could not open: said first, the console mode runs instead.
    pub no_window: Option<String>,
    /// Time passes only with the typed command `wait` (for scripts and tests).
    pub manual_time: bool,
}

/// The lines kept for the scoreboard's message area.
const RECENT: usize = 8;

/// The billiards table.
pub struct Scorer<W: Write> {
    opts: ScorerOptions,
    session: Session,
    devices: Devices<W>,
    autosave: Autosave,
    /// The Vosk model offered at the first start (before the match), and its download.
    model: ModelOffer,
    /// An unfinished saved match, offered at the start.
    offer: Offer<Current>,
    /// The words the recognizer can hear, once it is loaded.
    spellings: Option<Spellings>,
    heard: Option<String>,
    recent: VecDeque<String>,
    /// A read-back waits for its answer, and the recognizer listens with the garbage path.
    asking: bool,
    time: WallTime,
}

impl<W: Write> Scorer<W> {
    pub fn open(opts: ScorerOptions, out: W) -> io::Result<Scorer<W>> {
        let mut session = Session::new(
            Current::new(&opts.setup),
            opts.lang,
            opts.confirm,
            opts.choose,
        );
        session.set_summary(opts.summary);
        let words = match &opts.devices.hearing {
            Some(_) => words::all_words(opts.lang).to_vec(),
            None => Vec::new(),
        };
        let mut devices = Devices::open(out, &opts.devices, opts.lang, words);
        // What start-up says is one group, in order (each sentence cut off the one before).
        devices.gather();
        // The user's alone, as the chess folder (a failure shows in the saves, which are said).
        let _ = store::make_private(&opts.data_dir);
        // The autosave lives in the state folder; one of an earlier release, in the data
        // folder, is moved there first.
        let path = store::settled_billiards_autosave(&opts.data_dir);
        let mut autosave = Autosave::new(path);
        autosave.mark(session.revision());
        let mut s = Scorer {
            session,
            devices,
            autosave,
            model: ModelOffer::default(),
            offer: Offer::none(),
            spellings: None,
            heard: None,
            recent: VecDeque::new(),
            asking: false,
            time: WallTime::new(opts.manual_time),
            opts,
        };
        if let Some(busy) = s.autosave.busy() {
            let line = t(s.lang(), "folder-busy", &[("pid", busy.holder())]);
            s.tell(vec![(SpeechKind::Error, line)])?;
        }
        if let Some(why) = s.opts.no_window.take() {
            let line = t(s.lang(), "bil-no-window", &[("why", why)]);
            s.tell(vec![(SpeechKind::Error, line)])?;
        }
        if let Some(bad) = s.opts.unreadable_config.take() {
            let kept = bad.kept().unwrap_or_default();
            let args = [("problem", bad.problem), ("kept", kept)];
            let line = t(s.lang(), "config-unreadable", &args);
            s.tell(vec![(SpeechKind::Error, line)])?;
        }
        let (model, mut at) = s.offer_parts();
        if !model.offer(&mut at)? {
            s.start_match()?;
        }
        s.devices.release();
        Ok(s)
    }

    /// The model offer and the parts of the table it works with, borrowed apart.
    fn offer_parts(&mut self) -> (&mut ModelOffer, At<'_, W>) {
        let lang = self.lang();
        let at = At {
            devices: &mut self.devices,
            hearing: &mut self.opts.devices.hearing,
            data_dir: &self.opts.data_dir,
            lang,
            downloading: "bil-model-downloading",
        };
        (&mut self.model, at)
    }

    /// The answer to the model offer (a clear yes or no, else asked again); the match
    /// starts after it.
    fn answer_model(&mut self, answer: Option<bool>) -> io::Result<()> {
        let (model, mut at) = self.offer_parts();
        if model.answer(&mut at, answer)? {
            self.start_match()?;
        }
        Ok(())
    }

    /// The unfinished saved match offered, or the new match opened.
    fn start_match(&mut self) -> io::Result<()> {
        let found = if self.opts.fresh {
            Found::Nothing
        } else {
            self.autosave.find(Current::checked, Current::is_over)
        };
        match found {
            Found::Unfinished(c) => {
                self.offer = Offer::of(c);
                return self.ask_to_resume();
            }
            Found::Unreadable(bad) => {
                let kept = bad.kept().unwrap_or_default();
                let args = [("why", bad.problem), ("path", kept)];
                let line = t(self.lang(), "bil-broken-save", &args);
                self.tell(vec![(SpeechKind::Error, line)])?;
            }
            Found::Nothing => {}
        }
        let o = self.session.opening();
        self.perform(o)
    }

    fn ask_to_resume(&mut self) -> io::Result<()> {
        let Some(c) = self.offer.record() else {
            return Ok(());
        };
        let text = t(
            self.lang(),
            "bil-resume-offer",
            &[("what", c.summary(self.lang()))],
        );
        self.tell(vec![(SpeechKind::Question, text)])
    }

    /// The answer to the resume offer: yes takes the saved match up, no starts the new one,
    /// anything else asks again (an unrelated word never throws a saved match away).
    fn resume(&mut self, answer: Answer) -> io::Result<()> {
        match self.offer.answer(answer) {
            Decision::Resume(saved) => {
                let (session, o) = Session::resumed(saved, self.lang(), self.opts.confirm);
                self.session = session;
                self.session.set_summary(self.opts.summary);
                self.autosave.mark(self.session.revision());
                self.listen();
                self.perform(o)
            }
            Decision::Fresh(_) => {
                let o = self.session.opening();
                self.perform(o)
            }
            Decision::AskAgain => self.ask_to_resume(),
            Decision::Nothing => Ok(()),
        }
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
        self.session.log()
    }

    pub fn state(&self) -> MatchState {
        self.session.state()
    }

    pub fn current(&self) -> &Current {
        self.session.current()
    }

    /// The words of what waits for "yes".
    pub fn proposal_words(&self) -> Option<String> {
        self.session.proposal_words()
    }

    /// The last lines written (for the scoreboard's message area).
    pub fn recent(&self) -> impl Iterator<Item = &String> {
        self.recent.iter()
    }

    /// What the microphone heard last.
    pub fn heard(&self) -> Option<&str> {
        self.heard.as_deref()
    }

    /// The microphone's state, as the scoreboard shows it.
    pub fn microphone(&self) -> super::devices::Microphone {
        self.devices.microphone()
    }

    /// Seconds left on the shot clock, when it runs.
    pub fn shot_clock_left(&self) -> Option<u64> {
        self.session.shot_clock_left(self.time.now())
    }

    pub fn out_mut(&mut self) -> &mut W {
        self.devices.out_mut()
    }

    /// Writes and speaks one response as one group.
    fn tell(&mut self, group: Vec<(SpeechKind, String)>) -> io::Result<()> {
        if group.is_empty() {
            return Ok(());
        }
        for (_, line) in &group {
            self.recent.push_back(line.clone());
            if self.recent.len() > RECENT {
                self.recent.pop_front();
            }
        }
        self.devices.tell(group)
    }

    /// Carries out what the session answered: the archive, the recognizer's phrases; then the
    /// match saved, then the words as one group (an event is on disk before it is announced).
    /// A failed save or archive is said, never fatal: the match goes on and is saved again.
    fn perform(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        let mut group = Vec::new();
        for o in outputs {
            match o {
                Output::Say(kind, line) => group.push((kind, line)),
                Output::Archive { current, announce } => match self.archive(&current) {
                    Ok(path) if announce => {
                        let args = [("path", path.display().to_string())];
                        group.push((SpeechKind::Result, t(self.lang(), "bil-saved", &args)));
                    }
                    Ok(_) => {}
                    Err(e) => {
                        let args = [("problem", e.to_string())];
                        group.push((SpeechKind::Error, t(self.lang(), "save-failed", &args)));
                    }
                },
                Output::Listen => {
                    self.listen();
                }
            }
        }
        if self.asks() != self.asking {
            self.listen();
        }
        let kept = self.keep_record();
        self.tell(group)?;
        self.report_kept(kept)
    }

    /// Saves the match when it changed; never before it started (the model offered) nor
    /// while the saved one is still offered.
    fn keep_record(&mut self) -> io::Result<Kept> {
        if self.offer.is_open() || self.model.is_asked() {
            return Ok(Kept::Unchanged);
        }
        let revision = self.session.revision();
        let current = self.session.current();
        self.autosave.keep(revision, || current.clone())
    }

    /// A failed save is said once (it is tried again at every step), and its recovery.
    fn report_kept(&mut self, kept: io::Result<Kept>) -> io::Result<()> {
        let line = match kept {
            Err(e) => {
                let why = crate::shared::i18n::file_problem(self.lang(), &e);
                t(self.lang(), "save-failed", &[("problem", why)])
            }
            Ok(Kept::Recovered) => t(self.lang(), "saved-again", &[]),
            Ok(Kept::Unchanged | Kept::Written | Kept::StillFailing) => return Ok(()),
        };
        self.tell(vec![(SpeechKind::Error, line)])
    }

    /// A typed line: the table's commands first, then the words of the discipline (in the
    /// chosen language, then English). Returns false on `quit`.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        if line.trim().is_empty() {
            return Ok(true);
        }
        self.command(commands::billiards(line))
    }

    /// A typed line too long to take was skipped (`commands::MAX_LINE`).
    pub fn line_too_long(&mut self) -> io::Result<()> {
        let max = Arg::from(commands::MAX_LINE);
        let line = tc(self.lang(), "line-too-long", &[("max", max)]);
        self.tell(vec![(SpeechKind::Error, line)])
    }

    /// A command value (a parsed line, or the scoreboard's keys); false on `quit`.
    pub fn command(&mut self, cmd: BilliardsCommand) -> io::Result<bool> {
        let now = self.time.now();
        let o = match cmd {
            BilliardsCommand::Quit => return Ok(false),
            BilliardsCommand::Status => self.session.status(),
            BilliardsCommand::Protocol(path) => {
                self.write_protocol(&path)?;
                return Ok(true);
            }
            BilliardsCommand::Settings => self.session.settings(),
            BilliardsCommand::SetRule(k, v) => self.session.set_rule(&k, &v),
            BilliardsCommand::Help => {
                let help = self.session.help_line();
                self.devices.write(&help)?;
                return Ok(true);
            }
            BilliardsCommand::Do(c) => {
                if self.model.is_asked() {
                    self.answer_model(yes_or_no(Some(&c)))?;
                    return Ok(true);
                }
                if self.offer.is_open() {
                    self.resume(offer_answer(Some(&c)))?;
                    return Ok(true);
                }
                self.session.command(c, Source::Typed, now)
            }
            BilliardsCommand::Words(text) => {
                self.words(&text, Source::Typed)?;
                return Ok(true);
            }
            BilliardsCommand::Wait(ms) => {
                if !self.time.wait(ms) {
                    let line = t(self.lang(), "bil-wait-manual", &[]);
                    return self.tell(vec![(SpeechKind::Error, line)]).map(|_| true);
                }
                self.step()?;
                return Ok(true);
            }
        };
        self.perform(o)?;
        Ok(true)
    }

    /// Words, typed or heard; while the model or the saved match is offered, they answer it.
    fn words(&mut self, text: &str, source: Source) -> io::Result<()> {
        if self.model.is_asked() {
            let parsed = self.session.parse(text, source);
            return self.answer_model(yes_or_no(parsed.as_ref()));
        }
        if self.offer.is_open() {
            let parsed = self.session.parse(text, source);
            return self.resume(offer_answer(parsed.as_ref()));
        }
        let o = self.session.words(text, source, self.time.now());
        self.perform(o)
    }

    /// Words heard by the microphone (never typed commands: a misheard word must not quit).
    /// While a read-back waits, a "yes" counts only when far surer than anything else heard
    /// (`answer::YES_CONFIDENCE`, the margin over the best hypothesis meaning something
    /// else): when in doubt, or on words that mean nothing here, the proposal is asked again
    /// and nothing is scored.
    fn hear(&mut self, mut h: Heard) -> io::Result<()> {
        // Weighed once, as the chess table weighs a move: the margin over what means
        // something else, and the second recognizer's opinion.
        hearing::weigh(&mut h, |text| self.session.parse(text, Source::Heard));
        if self.asks() {
            let meant = self.session.parse(&h.text, Source::Heard);
            let at = answer::at_question(
                h.confidence,
                self.opts.devices.min_confidence(),
                meant == Some(Command::Yes),
                meant == Some(Command::No),
            );
            if self.model.is_asked() {
                self.devices.write(&format!("> {}", h.text))?;
                if at == AtQuestion::AskAgain {
                    let (model, mut at) = self.offer_parts();
                    return model.ask_again(&mut at);
                }
                return self.answer_model(yes_or_no(meant.as_ref()));
            }
            // Nothing of the discipline (the garbage path, a word not understood) is no
            // answer either: the proposal with its answers again.
            if let Some(what) = self.session.proposal_words()
                && (at == AtQuestion::AskAgain || meant.is_none())
            {
                self.devices.write(&format!("> {}", h.text))?;
                let line = t(self.lang(), "bil-ask-again", &[("what", what)]);
                return self.tell(vec![(SpeechKind::ReadBack, line)]);
            }
            // The saved match is taken up or left on a clear answer only.
            if self.offer.is_open() && at == AtQuestion::AskAgain {
                self.devices.write(&format!("> {}", h.text))?;
                return self.ask_to_resume();
            }
        }
        if h.confidence < self.opts.devices.min_confidence() {
            let line = t(self.lang(), "bil-not-understood", &[("text", h.text)]);
            return self.tell(vec![(SpeechKind::Error, line)]);
        }
        self.devices.write(&format!("> {}", h.text))?;
        self.heard = Some(h.text.clone());
        self.words(&h.text, Source::Heard)
    }

    /// A yes-or-no question stands: a read-back, the resume or the model offer.
    fn asks(&self) -> bool {
        self.session.proposal_words().is_some() || self.model.is_asked() || self.offer.is_open()
    }

    /// Tells the recognizer the phrases of the discipline (those it can say), "yes" and "no"
    /// among them only while a question stands; false when it can say none of them.
    fn listen(&mut self) -> bool {
        let Some(spellings) = &self.spellings else {
            return false;
        };
        self.asking = self.asks();
        let listening = if self.asking {
            Listening::Question
        } else {
            Listening::Play
        };
        let mut phrases = spellings.phrases(self.session.phrases(listening));
        if phrases.is_empty() {
            return false;
        }
        if self.asking {
            // What is no answer (a cough, a word not listened for) lands on the garbage path
            // instead of the nearest phrase, "yes" among them.
            phrases.push(vec![vec![vec![GARBAGE.to_string()]]]);
        }
        self.devices.listen_for(phrases);
        true
    }

    /// The recognizer is loaded: it listens, or says that it knows none of the words.
    fn ready(&mut self, engine: &'static str, spellings: Spellings) -> io::Result<()> {
        // Written, as at the chess table: which recognizer hears (the marker's assistant and
        // the log see it; it is not said).
        let name = Engine::from_name(engine).map_or(engine, Engine::title);
        let line = t(self.lang(), "recognizer-ready", &[("engine", name.into())]);
        self.devices.write(&line)?;
        self.spellings = Some(spellings);
        if !self.listen() {
            // PocketSphinx's English dictionary and a Russian lexicon, say.
            let why = format!(
                "{engine} knows none of these words; a Vosk model of the language does \
                 (ansage models install LANGUAGE)"
            );
            let line = t(self.lang(), "no-recognizer", &[("why", why)]);
            return self.tell(vec![(SpeechKind::Error, line)]);
        }
        Ok(())
    }

    /// The time-driven part: what the devices report, the shot clock.
    pub fn step(&mut self) -> io::Result<()> {
        let (model, mut at) = self.offer_parts();
        model.serve(&mut at)?;
        for news in self.devices.pump() {
            // A model the offer downloaded that cannot be loaded is said by the offer.
            if let News::NoRecognizer(why) = &news {
                let (model, mut at) = self.offer_parts();
                if model.failed(&mut at, why)? {
                    continue;
                }
            }
            if self
                .devices
                .tell_state(&news, self.lang(), self.time.now())?
            {
                continue;
            }
            match news {
                News::Ready { engine, spellings } => {
                    self.ready(engine, spellings)?;
                    let (model, mut at) = self.offer_parts();
                    model.loaded(&mut at)?;
                }
                News::Heard(h) => self.hear(h)?,
                // Told above; the billiards table makes no recording.
                News::MicrophoneReady(_)
                | News::NoMicrophone(_)
                | News::NoRecognizer(_)
                | News::NoSpeech(_)
                | News::NoSound
                | News::ScreenReader { .. }
                | News::Recording(_) => {}
            }
        }
        if self.offer.is_open() || self.model.is_asked() {
            return Ok(());
        }
        let o = self.session.tick(self.time.now());
        self.perform(o)
    }

    /// What one key press causes is gathered from here on, then said as one group
    /// (`release_speech`), in order, none cutting off another.
    pub fn gather_speech(&mut self) {
        self.devices.gather();
    }

    pub fn release_speech(&mut self) {
        self.devices.release();
    }

    /// Silences the speech at once.
    pub fn silence(&mut self) {
        self.devices.silence();
    }

    /// Leaving is said, and whether the match waits for the next start (the saved match
    /// still offered, or the match going on and safely saved).
    pub fn close(&mut self) -> io::Result<()> {
        let going_on = !self.session.current().is_over() && self.autosave.is_safe();
        // Before the model offer is answered the match has not started: nothing was saved.
        let id = if !self.model.is_asked() && (self.offer.is_open() || going_on) {
            "bil-closing-saved"
        } else {
            "closing"
        };
        let line = t(self.lang(), id, &[]);
        self.tell(vec![(SpeechKind::Info, line)])?;
        self.devices.close()
    }

    /// Writes a match's protocol (text and JSON) to the archive folder; returns its path.
    fn archive(&mut self, current: &Current) -> io::Result<PathBuf> {
        let dir = self.opts.data_dir.join("billiards").join("matches");
        std::fs::create_dir_all(&dir)?;
        let stamp = Zone::system().file_stamp(self.time.now());
        let mut path = dir.join(format!("{stamp}.txt"));
        let mut n = 1;
        while path.exists() {
            n += 1;
            path = dir.join(format!("{stamp}-{n}.txt"));
        }
        self.protocol_to(current, &path).map_err(io::Error::other)?;
        self.protocol_to(current, &path.with_extension("json"))
            .map_err(io::Error::other)?;
        self.protocol_to(current, &path.with_extension("csv"))
            .map_err(io::Error::other)?;
        Ok(path)
    }

    /// Writes the protocol by extension: .json, .csv (for club software), .pdf, .brf, else
    /// text.
    fn write_protocol(&mut self, path: &Path) -> io::Result<()> {
        let current = self.session.current().clone();
        let line = match self.protocol_to(&current, path) {
            Ok(()) => (
                SpeechKind::Info,
                t(
                    self.lang(),
                    "bil-saved",
                    &[("path", path.display().to_string())],
                ),
            ),
            Err(e) => (SpeechKind::Error, format!("{}: {e}", path.display())),
        };
        self.tell(vec![line])
    }

    fn protocol_to(&self, current: &Current, path: &Path) -> Result<(), String> {
        let lang = self.lang();
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if ext == "json" {
            let text = serde_json::to_string_pretty(&current.protocol_json(lang, &Zone::system()))
                .map_err(|e| e.to_string())?;
            return store::write_atomic(path, text.as_bytes())
                .map_err(|e| crate::shared::i18n::file_problem(lang, &e));
        }
        if ext == "csv" {
            let text = current.club_csv(&Zone::system());
            return store::write_atomic(path, text.as_bytes())
                .map_err(|e| crate::shared::i18n::file_problem(lang, &e));
        }
        let lines = current.protocol_lines(lang, &Zone::system());
        crate::sheets::write_lines(path, &t(lang, "bil-p-title", &[]), &lines, lang)
            .map_err(|e| e.reason(lang))
    }
}

/// What a command says to a yes-or-no question of the table: yes, no or neither.
fn yes_or_no(cmd: Option<&Command>) -> Option<bool> {
    match cmd {
        Some(Command::Yes) => Some(true),
        Some(Command::No) => Some(false),
        _ => None,
    }
}

/// What a command says to "resume the saved match?".
fn offer_answer(cmd: Option<&Command>) -> Answer {
    match cmd {
        Some(Command::Yes) => Answer::Resume,
        Some(Command::No) => Answer::Fresh,
        _ => Answer::Unclear,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billiards::Discipline;
    use crate::billiards::matchplay::{Format, MatchConfig};

    fn scorer(name: &str) -> Scorer<Vec<u8>> {
        let dir = std::env::temp_dir().join(format!("ansage-bil-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        scorer_in(dir, true)
    }

    /// A scorer on a data folder; not `fresh`, it offers the unfinished match saved there.
    fn scorer_in(dir: std::path::PathBuf, fresh: bool) -> Scorer<Vec<u8>> {
        let config = MatchConfig::new(
            Discipline::Snooker15,
            Format::RaceTo(2),
            ["Ivanov".into(), "Petrov".into()],
        );
        let opts = ScorerOptions {
            lang: Language::En,
            confirm: ConfirmPolicy::Always,
            data_dir: dir,
            setup: Setup::Single(config),
            devices: DeviceOptions::default(),
            fresh,
            summary: Summary::Off,
            choose: false,
            unreadable_config: None,
            no_window: None,
            manual_time: false,
        };
        Scorer::open(opts, Vec::new()).unwrap()
    }

    fn heard(text: &str, alternatives: &[(&str, f32)]) -> Heard {
        Heard::with(text, alternatives)
    }

    fn last_line(s: &mut Scorer<Vec<u8>>) -> String {
        let text = String::from_utf8_lossy(s.out_mut()).into_owned();
        text.lines().last().unwrap_or("").to_string()
    }

    /// A marker's "yes" scores the event read back only when it was heard far surer than
    /// anything else (issue 14): a "yes" that barely beat a "no", a cough on the garbage
    /// path or a word of nothing here asks the proposal again, and nothing is scored.
    #[test]
    fn a_doubtful_yes_or_a_cough_at_a_read_back_scores_nothing_and_asks_again() {
        let mut s = scorer("gate");
        s.hear(heard("red", &[])).unwrap();
        assert_eq!(s.proposal_words().as_deref(), Some("Red"));
        // "yes" 100 points over "no": a margin of 0.25, under the gate.
        s.hear(heard("yes", &[("yes", -1000.0), ("no", -1100.0)]))
            .unwrap();
        assert_eq!(last_line(&mut s), "Red? Yes or no.");
        assert_eq!(s.state().frame.tally.score, [0, 0], "nothing scored");
        for noise in [GARBAGE, "what"] {
            s.hear(heard(noise, &[])).unwrap();
            assert_eq!(last_line(&mut s), "Red? Yes or no.", "{noise}");
        }
        assert_eq!(s.state().frame.tally.score, [0, 0], "nothing scored");
        // A clear "yes" (its alternatives mean yes too, or are far behind) scores it.
        s.hear(heard(
            "yes",
            &[("yes", -1000.0), ("correct", -1010.0), ("no", -2500.0)],
        ))
        .unwrap();
        assert_eq!(s.state().frame.tally.score, [1, 0]);
        assert_eq!(s.proposal_words(), None);
    }

    /// The saved match is taken up only on a clear "yes", as a read-back is: a "yes" that
    /// barely beat a "no" asks the offer again and leaves the match where it was saved.
    #[test]
    fn a_doubtful_yes_at_the_resume_offer_asks_again() {
        let dir = std::env::temp_dir().join(format!("ansage-bil-resume-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut first = scorer_in(dir.clone(), true);
        first.hear(heard("red", &[])).unwrap();
        first.hear(heard("yes", &[])).unwrap();
        assert_eq!(first.state().frame.tally.score, [1, 0]);
        first.close().unwrap();
        drop(first);
        let mut s = scorer_in(dir, false);
        let offer = last_line(&mut s);
        assert!(offer.starts_with("An unfinished match is saved"), "{offer}");
        s.hear(heard("yes", &[("yes", -1000.0), ("no", -1100.0)]))
            .unwrap();
        assert_eq!(last_line(&mut s), offer, "asked again");
        assert_eq!(s.state().frame.tally.score, [0, 0], "not taken up yet");
        s.hear(heard("yes", &[("yes", -1000.0), ("no", -2500.0)]))
            .unwrap();
        assert_eq!(s.state().frame.tally.score, [1, 0], "taken up");
    }
}
