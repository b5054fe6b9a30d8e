//! The session: what happens with each thing the player says.
//!
//! A move is read back ("Springer Felix drei?") and played only when confirmed (supplement 2.1,
//! 2.3, 2.6: a slip of the tongue is corrected before the clock is pressed). The session is a
//! state machine over [`Pending`]; it is driven by utterances (heard or typed words), by typed
//! requests (the window's keys), by the arbiter's entries and by time, and answers with
//! [`Output`] values: words to say, the move-completed event, a new game, a replay. It keeps the
//! game's clock and applies the clock penalties the rules give (7.4b, 9.5b, 10.2) itself. It
//! does no I/O.
//!
//! One concept a file: `intents` (words -> a [`Request`], a table as billiards' intents are),
//! `readback` (moves: read back, choices, confirmation, playing), `claims` (draw offers, claims,
//! the quickplay finish), `arbiter` (board entries, illegal moves, the arbiter's clock, back to
//! move N), `adjournment` (sealing and resuming), `queries` (the answers about the game).

mod adjournment;
mod arbiter;
mod claims;
mod evaluated;
mod intents;
mod queries;
mod readback;

pub use arbiter::{ClockAction, QuickplayDecision};
pub use evaluated::Moves;
pub use intents::{Request, WarningWords};

use shakmaty::{Color, Move, Position};

use super::announce::{Style, move_words};
use super::confusion::Pair;
use super::game::{ClaimKind, Forfeit, Game, GameResult};
use super::hearing::Meaning;
use super::lexicon::{Command, Lexicon, Word};
use super::matcher::{self, MatchResult};
use super::messages::{Msg, render};
use super::scan;
use super::timekeeper::{TimeNews, Timekeeper};
use ansage_shared::answer::{self, Part, Reply};
use ansage_shared::confirm::{ConfirmPolicy, Source};
use ansage_shared::earcon::Earcon;
use ansage_shared::language::Language;
use ansage_shared::speech::SpeechKind;
use ansage_shared::time::Millis;
use ansage_shared::tone::Tone;

/// The session's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    pub language: Language,
    pub style: Style,
    pub confirm: ConfirmPolicy,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: Language::De,
            style: Style::Ibca,
            confirm: ConfirmPolicy::Always,
        }
    }
}

/// Words to say, with what they say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Speech {
    pub kind: SpeechKind,
    pub msg: Msg,
    pub text: String,
}

/// What the session answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Say(Speech),
    /// A move is complete: the clock switched (supplement 2.3, 6.8a).
    MoveDone {
        ply: usize,
        by: Color,
        uci: String,
        san: String,
    },
    /// The game went back to the start of a move (supplement 2.7-2.8; the clock restored).
    BackTo {
        move_number: u32,
        ply: usize,
    },
    /// A new game started (the clock reset).
    NewGame,
    /// The player asks for a hint: the edge asks the engine, if there is one.
    HintRequested,
    /// A move was played that the recognizer's hearings at this ply meant (one read back and
    /// confirmed, or turned down before the move meant): what was said (each token of the
    /// move played) and what was heard for it, for the edge to learn into the player's
    /// confusion table.
    SaidAndHeard(Vec<Pair>),
    /// "Zug zwölf": these half-moves were asked for; the edge plays them from the game's
    /// recording, if there is one (supplement 2.5).
    Replay(Vec<usize>),
    /// The move read back was turned down ("nein"): the edge notes it for the arbiter's list.
    TurnedDown,
    /// Stop speaking now.
    Silence,
    /// Leaving was asked for and confirmed: the edge closes (the game is saved).
    Quit,
    /// Aborting the online game was asked for and confirmed: the edge asks the server.
    Abort,
    /// The online opponent's chat asked for: the edge reads it.
    ChatRequested,
    /// Claiming the win was asked for and confirmed: the edge asks the server.
    ClaimWin,
    /// A takeback was asked for and confirmed: the edge asks the online opponent.
    Takeback,
    /// The time warnings set by voice: the edge changes and keeps the setting, and says it.
    Warnings(WarningWords),
    /// A sound without words: the low-time warning as an earcon only.
    Tone(Earcon),
    /// A line of the board as notes in stereo (a scan).
    Notes(Vec<Tone>),
    /// The game is over and its report asked for: the edge has an engine evaluate it (not in
    /// tournament mode) and hands the scores to [`Session::evaluated`].
    EvaluationRequested(Moves),
}

/// What the session waits for.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Pending {
    #[default]
    Nothing,
    /// A move read back, waiting for yes or no; `offer` is a draw offer made with it.
    ReadBack { mv: Move, offer: bool },
    /// Several moves fit; waiting for the distinguishing word. `board` marks an arbiter entry.
    Choice {
        candidates: Vec<Move>,
        offer: bool,
        board: bool,
    },
    /// A pawn reaches the last rank; waiting for the piece (supplement 2.1).
    Promotion {
        candidates: Vec<Move>,
        offer: bool,
        board: bool,
    },
    /// An action that cannot be undone, waiting for yes or no: a misheard word must not
    /// resign or throw away a game.
    Confirm(Action),
}

/// Actions that end, decide or replace the game, confirmed before they are carried out: one
/// misheard or mistyped word must not resign, claim, seal, go back or throw a game away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Resign(Color),
    /// A new game from the start position of this one.
    NewGame,
    /// The game staged by the table (a typed `new` from a position, a loaded PGN) replaces
    /// this one; `loaded` says which question was asked.
    Replace {
        loaded: bool,
    },
    /// Back to the start of move N, the moves after it struck out (supplement 2.7-2.8).
    BackTo(u32, Color),
    /// The sealed move of an adjournment (appendix A).
    Seal(Move),
    /// A draw claim (9.2, 9.3) with the intended move, if any: a wrong claim costs time
    /// (9.5b) and plays the move (9.5a).
    Claim {
        kind: ClaimKind,
        with: Option<Move>,
    },
    /// Leave Ansage: a word heard by chance ("Ende") must not close it under the player.
    Quit,
    /// Abort the online game (the edge asks the server; the server's answer ends it).
    Abort,
    /// Claim the win, the online opponent having left (the server decides).
    ClaimWin,
    /// Ask the online opponent to let the player take his last move back.
    Takeback,
    /// The arbiter declares the game lost for this side (13.4г), on these grounds.
    Declare(Color, Forfeit),
    /// The arbiter declares the game lost for both (12.9: both refused persistently, 12.8).
    DeclareBoth,
    /// The claim of the opponent's illegal move that stands (Б6, В3): in blitz it ends the game.
    ClaimIllegal,
    /// This side's standing draw offer accepted on a plain "ja" or "Remis" (9.1): a stray
    /// word must not end the game; a clear "angenommen" accepts at once.
    AcceptDraw(Color),
}

/// The session: a game, the settings, and what is pending.
#[derive(Clone, Debug)]
pub struct Session {
    pub game: Game,
    pub settings: Settings,
    pending: Pending,
    /// Rapid/blitz (Б6, В3): an illegal move by this side stands until the opponent claims or
    /// moves; the offender's clock as it showed before he pressed it.
    claimable_illegal: Option<(Color, Option<Millis>)>,
    /// The clock, when the game is played with one.
    timer: Option<Timekeeper>,
    /// The time of the latest tick; clock operations happen at this instant.
    now: Millis,
    /// A draw claim under 10.2 by this side, waiting for (or deferred by) the arbiter.
    quickplay: Option<Color>,
    last_said: Vec<Speech>,
    revision: u64,
    /// The game waiting for `Action::Replace` to be confirmed.
    staged: Option<Box<Game>>,
    /// A draw offered by the side to move before his move (9.1b: it stands): made with it.
    offer_before_move: Option<Color>,
    /// Who speaks, when only one side does (against an engine): his offers are his.
    speaker: Option<Color>,
    /// The recognizer's words behind the move read back, when it was heard.
    heard_proposal: Option<(Move, String)>,
    /// Hearings read back and turned down ("nein", or another move said instead), with the
    /// number of plies they were heard at: the move played next at that ply is what the
    /// player meant, and they are learnt from (`Output::SaidAndHeard`).
    turned_down: Vec<(usize, String)>,
    /// A9в: the sealer was absent at resumption; his opponent may seal his reply, and then the
    /// absent player's clock runs instead of stopping.
    absent_sealer: Option<Color>,
    /// Online: the server's clock is the only clock; the table's follows its readings (the
    /// warnings said from them) and never calls the flag itself.
    server_clock: bool,
    /// Online: the game is the server's while it runs; it is not replaced or set back here,
    /// and the server's own actions (abort, takeback, claiming the win) are offered.
    remote: bool,
    /// The details of the last answer, said on "mehr", and the revision of the game they are
    /// of.
    more: Vec<Msg>,
    more_at: u64,
    /// The engine's evaluation, with the game it is of.
    evaluation: Option<(Moves, crate::evaluation::Evaluation)>,
}

/// A game whose last move is an illegal one left standing (Б6, В3) and not yet answered: the
/// opponent may still claim it, also after a restart or a load (the clock reading before the
/// offender's press is not kept; the claim restores the clock as it shows).
fn standing_illegal(game: &Game) -> Option<(Color, Option<Millis>)> {
    let last = game.plies().len().checked_sub(1)?;
    (game.plies()[last].illegal && !game.is_over()).then(|| (game.ply_number(last).1, None))
}

impl Session {
    pub fn new(game: Game, settings: Settings) -> Session {
        Session {
            claimable_illegal: standing_illegal(&game),
            game,
            settings,
            pending: Pending::Nothing,
            timer: None,
            now: 0,
            quickplay: None,
            last_said: Vec::new(),
            revision: 0,
            staged: None,
            offer_before_move: None,
            speaker: None,
            heard_proposal: None,
            absent_sealer: None,
            turned_down: Vec::new(),
            server_clock: false,
            remote: false,
            more: Vec::new(),
            more_at: 0,
            evaluation: None,
        }
    }

    /// The side whose words the session hears, when only one side speaks (the other is an
    /// engine): a draw offer said is his, whoever is to move.
    pub fn set_speaker(&mut self, side: Option<Color>) {
        self.speaker = side;
    }

    /// Plays with a clock; its time control goes into the score sheet.
    pub fn set_timekeeper(&mut self, timer: Option<Timekeeper>) {
        self.game.tags.time_control = timer.as_ref().map(|t| t.clock.control.pgn());
        self.timer = timer;
        self.revision += 1;
    }

    /// Online: the game runs on a server (`true`) or no longer does (the table's clock is
    /// its own again: a game that goes on at the board has its flag called here).
    pub fn play_remote(&mut self, on: bool) {
        self.remote = on;
        if !on {
            self.server_clock = false;
        }
    }

    /// Online: plays with the server's clock, which alone calls the flag.
    pub fn follow_server_clock(&mut self, timer: Timekeeper) {
        self.set_timekeeper(Some(timer));
        self.server_clock = true;
    }

    /// Online: the server's readings (White's, Black's) as of `now`; the side to move's clock
    /// runs from them.
    pub fn server_readings(&mut self, shows: [Millis; 2], now: Millis) {
        self.now = self.now.max(now);
        let plies = self.game.plies().len() as u32;
        let moves = [plies.div_ceil(2), plies / 2];
        let turn = self.game.turn();
        let over = self.game.is_over();
        if let Some(t) = &mut self.timer {
            if over {
                t.clock.stop(self.now);
            } else {
                t.clock.restore(shows, moves, turn, self.now);
            }
            t.rebase(self.now);
        }
    }

    pub fn timekeeper(&self) -> Option<&Timekeeper> {
        self.timer.as_ref()
    }

    /// Changes the clock's settings (warnings) without touching its readings.
    pub fn replace_timekeeper(&mut self, timer: Timekeeper) {
        self.timer = Some(timer);
    }

    /// The clock as it stands at `now`, stopped for saving, and whether it was running.
    pub fn clock_for_saving(&self, now: Millis) -> (Option<Timekeeper>, bool) {
        match &self.timer {
            Some(t) => {
                let mut t = t.clone();
                let running = t.clock.pause(now);
                (Some(t), running)
            }
            None => (None, false),
        }
    }

    /// A restored clock goes on from its saved reading.
    pub fn resume_saved_clock(&mut self, now: Millis, running: bool) {
        self.now = now;
        if let Some(t) = &mut self.timer {
            if running {
                t.clock.resume(now);
            }
            t.rebase(now);
        }
    }

    /// Starts the clock of the side to move (6.5: White's at the start of the game).
    pub fn start_clock(&mut self, now: Millis) {
        self.now = now;
        let turn = self.game.turn();
        if !self.game.is_over()
            && self.game.sealed().is_none()
            && let Some(t) = &mut self.timer
        {
            t.clock.start(turn, now);
            t.rebase(now);
        }
    }

    /// Lets time pass: flag falls (6.9, 6.10, 6.12) and the warnings asked for.
    pub fn tick(&mut self, now: Millis) -> Vec<Output> {
        self.now = self.now.max(now);
        let mut out = Out::default();
        let news = match &mut self.timer {
            Some(t) if !self.game.is_over() => t.tick(self.now),
            _ => Vec::new(),
        };
        let spoken = self.timer.as_ref().is_none_or(|t| t.warnings.spoken);
        for n in news {
            match n {
                TimeNews::Warning(c, ms) if spoken => {
                    out.say(SpeechKind::Warning, Msg::TimeWarning(c, ms))
                }
                TimeNews::Warning(..) => out.push(Output::Tone(Earcon::LowTime)),
                TimeNews::NoRecordingNeeded(c) => {
                    out.say(SpeechKind::Warning, Msg::NoRecordingNeeded(c))
                }
                // Online the server calls the flag; its end of the game comes from it.
                TimeNews::Flag(_) | TimeNews::BothFlags { .. } if self.server_clock => {}
                TimeNews::Flag(c) => {
                    out.say(SpeechKind::Result, Msg::Flag(c));
                    let r = self.game.flag_fell(c);
                    self.revision += 1;
                    self.game_over(r, &mut out);
                }
                TimeNews::BothFlags { last_period: true } => {
                    let r = self.game.both_flags_fell();
                    self.revision += 1;
                    self.game_over(r, &mut out);
                }
                TimeNews::BothFlags { last_period: false } => {
                    let turn = self.game.turn();
                    if let Some(t) = &mut self.timer {
                        t.clock.hold(turn);
                    }
                    out.say(SpeechKind::Result, Msg::BothFlags);
                }
            }
        }
        self.finish(out)
    }

    /// An utterance at a time: the clock is looked at first, so a flag that fell before the
    /// words were said counts first.
    pub fn hear_at(&mut self, now: Millis, text: &str) -> Vec<Output> {
        let mut out = self.tick(now);
        out.extend(self.hear(text));
        out
    }

    pub fn pending(&self) -> &Pending {
        &self.pending
    }

    /// Increases whenever the game record changes: the edge autosaves on a change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Starts a new game with the same settings.
    pub fn new_game(&mut self, game: Game) -> Vec<Output> {
        self.start(game, false)
    }

    /// A game takes the board: a new one is announced as such; a loaded one (whose players and
    /// moves the table has said) by its result, or by who is to move.
    fn start(&mut self, game: Game, loaded: bool) -> Vec<Output> {
        self.game = game;
        self.forget_hearings();
        self.pending = Pending::Nothing;
        self.staged = None;
        self.offer_before_move = None;
        self.claimable_illegal = standing_illegal(&self.game);
        self.quickplay = None;
        self.revision += 1;
        if let Some(fresh) = self.timer.as_ref().map(Timekeeper::reset) {
            self.game.tags.time_control = Some(fresh.clock.control.pgn());
            self.timer = Some(fresh);
        }
        let now = self.now;
        self.start_clock(now);
        let mut out = Out::default();
        out.push(Output::NewGame);
        let said = match (loaded, self.game.result()) {
            (false, _) => Msg::NewGame(self.game.turn()),
            (true, Some(r)) => Msg::Result(r),
            (true, None) => Msg::WhoseMove(self.game.turn()),
        };
        out.say(SpeechKind::Info, said);
        self.finish(out)
    }

    /// Another game in place of this one (typed `new` from a position, a loaded PGN): at once
    /// when nothing would be lost (no move played yet), else asked back first.
    pub fn replace(&mut self, game: Game, loaded: bool) -> Vec<Output> {
        if self.game.plies().is_empty() && self.game.result().is_none() {
            return self.start(game, loaded);
        }
        self.staged = Some(Box::new(game));
        let mut out = Out::default();
        self.confirm(Action::Replace { loaded }, &mut out);
        self.finish(out)
    }

    /// The position was replaced (a new game, back to move N): the hearings waiting for the
    /// move played at their ply were of another position and teach nothing.
    fn forget_hearings(&mut self) {
        self.heard_proposal = None;
        self.turned_down.clear();
    }

    /// Asks back before an action is carried out.
    fn confirm(&mut self, action: Action, out: &mut Out) {
        self.pending = Pending::Confirm(action);
        let msg = self.question().unwrap_or(Msg::NotUnderstood);
        out.say(SpeechKind::Question, msg);
    }

    /// The yes-or-no question that stands, as it is asked.
    fn question(&self) -> Option<Msg> {
        let pos = self.game.position();
        Some(match &self.pending {
            Pending::ReadBack { mv, .. } => {
                Msg::ReadBack(move_words(pos, *mv, self.settings.style))
            }
            Pending::Confirm(action) => match *action {
                Action::Resign(by) => Msg::ConfirmResign(by),
                Action::NewGame | Action::Replace { loaded: false } => Msg::ConfirmNewGame,
                Action::Replace { loaded: true } => Msg::ConfirmLoad,
                Action::BackTo(n, side) => Msg::ConfirmBackTo(n, side),
                Action::Seal(mv) => Msg::ConfirmSeal(move_words(pos, mv, self.settings.style)),
                Action::Claim { kind, with } => {
                    Msg::ConfirmClaim(kind, with.map(|m| move_words(pos, m, self.settings.style)))
                }
                Action::Quit => Msg::ConfirmQuit,
                Action::Abort => Msg::ConfirmAbort,
                Action::ClaimWin => Msg::ConfirmClaimWin,
                Action::Takeback => Msg::ConfirmTakeback,
                Action::Declare(loser, why) => Msg::ConfirmDeclare(loser, why),
                Action::DeclareBoth => Msg::ConfirmDeclareBoth,
                Action::AcceptDraw(by) => Msg::ConfirmAcceptDraw(by),
                Action::ClaimIllegal => Msg::ConfirmClaimIllegal(
                    self.claimable_illegal
                        .map_or(!self.game.turn(), |(offender, _)| offender),
                ),
            },
            _ => return None,
        })
    }

    /// Any question that stands, as it was asked: a read-back or a confirmation, the moves to
    /// choose from, the promotion piece. The window shows it large for the assistant, who
    /// must see at a glance what the blind player is being asked (issue 18).
    pub fn standing_question(&self) -> Option<Msg> {
        match &self.pending {
            Pending::Choice { candidates, .. } => Some(Msg::Choice(self.choice_items(candidates))),
            Pending::Promotion { .. } => Some(Msg::PromotionQuestion),
            _ => self.question(),
        }
    }

    /// The question that stands, asked again with what the answer can be ("Eva vier? Ja
    /// oder nein."): for anything said that is not its answer, and for an answer heard
    /// too unsure to act on.
    pub fn ask_again(&mut self) -> Vec<Output> {
        let mut out = Out::default();
        self.ask_again_into(&mut out);
        self.finish(out)
    }

    fn ask_again_into(&self, out: &mut Out) {
        match self.question() {
            Some(q) => out.say(SpeechKind::Question, Msg::YesOrNo(Box::new(q))),
            None => out.say(SpeechKind::Error, Msg::NotUnderstood),
        }
    }

    /// Whether a yes-or-no question stands (a move read back, an action asked back).
    pub fn asks_yes_or_no(&self) -> bool {
        matches!(self.pending, Pending::ReadBack { .. } | Pending::Confirm(_))
    }

    fn text(&self, msg: &Msg) -> String {
        render(msg, self.settings.language, self.settings.style)
    }

    fn finish(&mut self, out: Out) -> Vec<Output> {
        let outputs: Vec<Output> = out
            .items
            .into_iter()
            .map(|item| match item {
                Item::Say(kind, msg) => Output::Say(Speech {
                    kind,
                    text: self.text(&msg),
                    msg,
                }),
                Item::Out(o) => o,
            })
            .collect();
        let said: Vec<Speech> = outputs
            .iter()
            .filter_map(|o| match o {
                Output::Say(s) => Some(s.clone()),
                _ => None,
            })
            .collect();
        if !said.is_empty() {
            self.last_said = said;
        }
        outputs
    }

    /// Words a recognizer heard: a move is always read back unless the policy is "never".
    pub fn hear(&mut self, text: &str) -> Vec<Output> {
        self.utterance(Source::Heard, text)
    }

    /// A hearing the table weighed in this position (`hearing::weigh`): its words and their
    /// move are taken as they are, not split and matched again.
    pub fn hear_meaning(&mut self, meaning: &Meaning) -> Vec<Output> {
        if matcher::match_notation(self.game.position(), meaning.text.trim()).is_some() {
            return self.utterance(Source::Heard, &meaning.text);
        }
        let words = meaning.words.clone();
        self.utterance_words(Source::Heard, words, Some(&meaning.result))
    }

    /// Words typed on the keyboard (or a move in SAN or UCI, taken as its words): under "when
    /// inexact" a move typed exactly is played without a read-back.
    pub fn typed(&mut self, text: &str) -> Vec<Output> {
        self.utterance(Source::Typed, text)
    }

    /// A request typed by key (the window's Y, N, C, M, ...): as if its words were typed.
    pub fn request(&mut self, r: Request) -> Vec<Output> {
        let mut out = Out::new(Source::Typed);
        self.carry_out_request(r, &mut out);
        self.finish(out)
    }

    fn utterance(&mut self, source: Source, text: &str) -> Vec<Output> {
        let mut out = Out::new(source);
        let waits_for_a_move = matches!(self.pending, Pending::Nothing | Pending::ReadBack { .. });
        if waits_for_a_move
            && !self.game.is_over()
            && let Some(typed) = matcher::match_notation(self.game.position(), text.trim())
        {
            match typed {
                // Notation is a move as it stands: no words in between.
                MatchResult::Move { mv, .. } => self.notation_move(mv, &mut out),
                MatchResult::Ambiguous(c) => self.ask(c, false, false, &mut out),
                MatchResult::Illegal(r) => out.say(SpeechKind::Error, Msg::Illegal(r)),
                MatchResult::NotUnderstood => out.say(SpeechKind::Error, Msg::NotUnderstood),
            }
            return self.finish(out);
        }
        self.utterance_words(source, Lexicon::builtin().tokenize(text), None)
    }

    /// Words said or typed, split by the lexicon; `meaning`: the move they mean in this
    /// position, where the table has matched them already.
    fn utterance_words(
        &mut self,
        source: Source,
        words: Vec<Word>,
        meaning: Option<&MatchResult>,
    ) -> Vec<Output> {
        let mut out = Out::new(source);
        let reply = answer::reply(words.iter().map(Word::part));
        match reply {
            Reply::Yes => self.carry_out_request(Request::Yes, &mut out),
            Reply::No => self.carry_out_request(Request::No, &mut out),
            Reply::Mixed | Reply::Neither => {
                // A yes or a no said with other words is no answer (`answer::reply`): the
                // rest is heard as if it had been said alone, and only a move may stand in it.
                let both = words.iter().any(|w| w.part() == Part::Yes)
                    && words.iter().any(|w| w.part() == Part::No);
                let all = words.len();
                let words: Vec<Word> = words.into_iter().filter(|w| !w.is_answer()).collect();
                // The table's match is of all the words: it stands while none was left out.
                let meaning = meaning.filter(|_| words.len() == all);
                let content: Vec<Word> = words.iter().filter(|w| !w.is_filler()).cloned().collect();
                let mixed = reply == Reply::Mixed;
                if self.asks_yes_or_no() {
                    return self.answer_to_question(&words, &content, mixed && both, mixed, out);
                }
                let commands = content.iter().any(|w| w.command().is_some());
                if content.is_empty() || (mixed && commands) {
                    out.say(SpeechKind::Error, Msg::NotUnderstood);
                } else if content.len() > matcher::MAX_WORDS {
                    out.say(SpeechKind::Error, Msg::TooLong);
                } else if commands {
                    if content.iter().all(|w| w.command() == Some(Command::Repeat)) {
                        return self.repeat();
                    }
                    let r = intents::request(&content);
                    self.carry_out_request(r, &mut out);
                } else {
                    self.move_words(&words, &content, false, meaning, &mut out);
                }
            }
        }
        self.finish(out)
    }

    /// While a yes-or-no question stands, only its answer (taken before), "stop", "repeat",
    /// "was kann ich sagen" (and "mehr" after it) and a new move (which replaces a move read back, and declines an action asked back
    /// that a move answers, `declined_by_a_move`) are taken; anything else (a claim, a query,
    /// a word not understood, a yes or no said with words that are no move) asks the question
    /// again, so nothing said by mistake acts on it. `words` and `content` are without the
    /// yes and no words; `echoed` when both were said ("ja oder nein", the question echoed,
    /// or a mind not made up), `mixed` when either was.
    fn answer_to_question(
        &mut self,
        words: &[Word],
        content: &[Word],
        echoed: bool,
        mixed: bool,
        mut out: Out,
    ) -> Vec<Output> {
        let commands = content.iter().any(|w| w.command().is_some());
        if commands && !mixed && content.iter().all(|w| w.command() == Some(Command::Repeat)) {
            return self.repeat();
        }
        let read_back = matches!(self.pending, Pending::ReadBack { .. });
        if echoed || (mixed && commands) {
            self.ask_again_into(&mut out);
        } else if commands {
            match intents::request(content) {
                Request::Silence => self.carry_out_request(Request::Silence, &mut out),
                // What can be said to the question, and the rest of the help: the question
                // stands.
                r @ (Request::WhatToSay | Request::More) => self.carry_out_request(r, &mut out),
                // A claim or a plain draw offer with the move read back: itself asked back
                // or read back with the move (9.1, 9.2), never carried out on this word.
                r @ Request::Claim { kind: Some(_), .. } if read_back => {
                    self.carry_out_request(r, &mut out)
                }
                Request::Draw(d) if read_back && !d.accept && !d.decline && d.with.is_empty() => {
                    self.carry_out_request(Request::Draw(d), &mut out)
                }
                _ => self.ask_again_into(&mut out),
            }
        } else if (read_back || self.declined_by_a_move())
            && !content.is_empty()
            && content.len() <= matcher::MAX_WORDS
        {
            match matcher::match_words(self.game.position(), words) {
                MatchResult::NotUnderstood => self.ask_again_into(&mut out),
                _ => {
                    // The player plays on: the action asked back is not taken (as on "nein"),
                    // and the move is read back as any other.
                    if !read_back {
                        self.no(&mut out);
                    }
                    self.move_words(words, content, false, None, &mut out)
                }
            }
        } else {
            self.ask_again_into(&mut out);
        }
        self.finish(out)
    }

    /// Whether a move said now answers the question standing with "no": a new game, a
    /// resignation, a game replaced or a return to move N asked back while the game goes on
    /// (a noise heard as "new" must not keep the player from his move). A sealed move or a
    /// claim asked back is answered only by yes or no.
    fn declined_by_a_move(&self) -> bool {
        !self.game.is_over()
            && matches!(
                self.pending,
                Pending::Confirm(
                    Action::NewGame
                        | Action::Resign(_)
                        | Action::Replace { .. }
                        | Action::BackTo(..)
                        | Action::Quit
                        | Action::AcceptDraw(_)
                )
            )
    }

    /// Carries out what was asked for; most requests need a game going on, the queries do not
    /// (and the answer to "a new game?" is taken after the game too).
    fn carry_out_request(&mut self, r: Request, out: &mut Out) {
        let answers_confirm =
            matches!(r, Request::Yes | Request::No) && matches!(self.pending, Pending::Confirm(_));
        if self.game.is_over() && r.needs_a_game() && !answers_confirm {
            out.say(SpeechKind::Error, Msg::GameIsOver);
            return;
        }
        let remote_runs = self.remote && !self.game.is_over();
        match r {
            Request::NewGame | Request::BackTo(Some(_), _) if remote_runs => {
                out.say(SpeechKind::Error, Msg::OnlineGameRuns);
            }
            Request::Abort | Request::ClaimWin | Request::Takeback if !self.remote => {
                out.say(SpeechKind::Error, Msg::OnlineOnly);
            }
            Request::QuickplayClaim => self.quickplay_claim(out),
            Request::Claim { kind, with } => self.claim(kind, &with, out),
            Request::Draw(d) => self.draw(d, out),
            Request::Resign(by) => {
                let by = by.unwrap_or(self.game.turn());
                self.confirm(Action::Resign(by), out);
            }
            Request::Seal(with) => self.ask_to_seal(&with, out),
            Request::Resume => self.resume(out),
            Request::BackTo(Some(n), side) => self.ask_back_to(n, side, out),
            Request::Yes => self.yes(out),
            Request::No => self.no(out),
            Request::Pick(i) => self.pick(i, out),
            Request::Hint => out.push(Output::HintRequested),
            Request::Silence => out.push(Output::Silence),
            Request::NewGame => self.confirm(Action::NewGame, out),
            Request::Quit => self.confirm(Action::Quit, out),
            Request::Abort => self.confirm(Action::Abort, out),
            Request::ClaimWin => self.confirm(Action::ClaimWin, out),
            Request::Takeback => self.confirm(Action::Takeback, out),
            Request::Chat => out.push(Output::ChatRequested),
            Request::Warnings(w) => out.push(Output::Warnings(w)),
            Request::Scan(Some(line)) => out.push(Output::Notes(scan::notes(
                self.game.position().board(),
                line,
            ))),
            Request::Scan(None) => out.say(SpeechKind::Question, Msg::WhichLine),
            Request::NotUnderstood | Request::BackTo(None, _) => {
                out.say(SpeechKind::Error, Msg::NotUnderstood)
            }
            query => self.answer(query, out),
        }
    }

    fn repeat(&mut self) -> Vec<Output> {
        self.last_said.iter().cloned().map(Output::Say).collect()
    }

    fn game_over(&mut self, r: GameResult, out: &mut Out) {
        self.pending = Pending::Nothing;
        self.claimable_illegal = None;
        self.quickplay = None;
        let now = self.now;
        if let Some(t) = &mut self.timer {
            t.clock.stop(now);
        }
        out.say(SpeechKind::Result, Msg::Result(r));
    }
}

enum Item {
    Say(SpeechKind, Msg),
    Out(Output),
}

/// One response as it is made: what it says and does, and where the words came from (a move is
/// read back or played by the confirmation policy for that source).
struct Out {
    items: Vec<Item>,
    source: Source,
}

impl Default for Out {
    fn default() -> Out {
        Out::new(Source::Typed)
    }
}

impl Out {
    fn new(source: Source) -> Out {
        Out {
            items: Vec::new(),
            source,
        }
    }

    fn say(&mut self, kind: SpeechKind, msg: Msg) {
        self.items.push(Item::Say(kind, msg));
    }

    fn push(&mut self, o: Output) {
        self.items.push(Item::Out(o));
    }
}
