//! The session: what happens with each thing the player says.
//!
//! A move is read back ("Springer Felix drei?") and played only when confirmed (supplement 2.1,
//! 2.3, 2.6: a slip of the tongue is corrected before the clock is pressed). The session is a
//! state machine over [`Pending`]; it is driven by utterances (heard or typed words) and by the
//! arbiter's entries, and answers with [`Output`] values: words to say, the move-completed event
//! the clock switches on, penalties for the clock, the game's end. It does no I/O.

use shakmaty::{Color, File, Move, Position, Rank, Square};

use super::announce::{self, Style, colored_piece, move_words, square_words};
use super::game::EndReason;
use super::game::{ClaimKind, ClaimOutcome, Game, GameError, GameResult, IllegalPolicy, Played};
use super::lexicon::{Command, Lexicon, Meaning, Word, read_number};
use super::matcher::{self, MatchResult};
use super::messages::{Msg, render};
use super::phrase::Tok;
use super::timekeeper::{TimeNews, Timekeeper};
use crate::shared::confirm::{ConfirmPolicy, Source};
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::shared::time::{MINUTE, Millis};

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

/// A clock penalty the session decided on; the clock applies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Penalty {
    /// 7.4b: two minutes to the offender's opponent.
    IllegalMove { offender: Color },
    /// 9.5b: an incorrect draw claim.
    IncorrectClaim { claimant: Color },
}

/// What the session answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Say(Speech),
    /// A move is complete: the clock switches now (supplement 2.3, 6.8a).
    MoveDone {
        ply: usize,
        by: Color,
        uci: String,
        san: String,
    },
    Penalty(Penalty),
    GameOver(GameResult),
    /// The game went back to the start of a move (supplement 2.7-2.8; the clock restores).
    BackTo {
        move_number: u32,
        ply: usize,
    },
    /// A new game started (the clock resets).
    NewGame,
    /// The player asks for a hint: the edge asks the engine, if there is one.
    HintRequested,
    /// "Zug zwölf": these half-moves were asked for; the edge plays them from the game's
    /// recording, if there is one (supplement 2.5).
    Replay(Vec<usize>),
    /// Stop speaking now.
    Silence,
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

/// Actions that end or replace the game, confirmed before they are carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Resign(Color),
    NewGame,
}

/// The session: a game, the settings, and what is pending.
#[derive(Clone, Debug)]
pub struct Session {
    pub game: Game,
    pub settings: Settings,
    pending: Pending,
    /// Rapid/blitz (Б6, В3): an illegal move by this side stands until the opponent claims or
    /// moves.
    claimable_illegal: Option<Color>,
    /// The clock, when the game is played with one.
    timer: Option<Timekeeper>,
    /// The time of the latest tick; clock operations happen at this instant.
    now: Millis,
    /// A draw claim under 10.2 by this side, waiting for (or deferred by) the arbiter.
    quickplay: Option<Color>,
    last_said: Vec<Speech>,
    revision: u64,
}

/// The arbiter's clock operations (6.13, 6.14, 13.4b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockAction {
    Add(Color, i64),
    Set(Color, Millis),
    Moves(Color, u32),
    Pause,
    Go,
}

/// The arbiter's decision on a draw claim in the quickplay finish (10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuickplayDecision {
    Accept,
    Defer,
    Reject,
}

impl Session {
    pub fn new(game: Game, settings: Settings) -> Session {
        Session {
            game,
            settings,
            pending: Pending::Nothing,
            claimable_illegal: None,
            timer: None,
            now: 0,
            quickplay: None,
            last_said: Vec::new(),
            revision: 0,
        }
    }

    /// Plays with a clock; its time control goes into the score sheet.
    pub fn set_timekeeper(&mut self, timer: Option<Timekeeper>) {
        self.game.tags.time_control = timer.as_ref().map(|t| t.clock.control.pgn());
        self.timer = timer;
        self.revision += 1;
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
        for n in news {
            match n {
                TimeNews::Warning(c, ms) => out.say(SpeechKind::Warning, Msg::TimeWarning(c, ms)),
                TimeNews::NoRecordingNeeded(c) => {
                    out.say(SpeechKind::Warning, Msg::NoRecordingNeeded(c))
                }
                TimeNews::Flag(c) => {
                    // 6.10: the flag loses, unless the opponent cannot mate by any series of
                    // legal moves.
                    let r = if self.game.can_mate(!c) {
                        GameResult::win(!c, EndReason::FlagFall)
                    } else {
                        GameResult::draw(EndReason::FlagFall)
                    };
                    out.say(SpeechKind::Result, Msg::Flag(c));
                    self.game.set_result(r);
                    self.revision += 1;
                    self.game_over(r, &mut out);
                }
                TimeNews::BothFlags { last_period: true } => {
                    let r = GameResult::draw(EndReason::FlagFall);
                    self.game.set_result(r);
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

    /// The arbiter sets, adds, pauses or restarts the clock, or sets a move counter.
    pub fn arbiter_clock(&mut self, now: Millis, action: ClockAction) -> Vec<Output> {
        let mut out = Out::default();
        self.now = self.now.max(now);
        let now = self.now;
        let Some(t) = &mut self.timer else {
            out.say(SpeechKind::Error, Msg::NoClock);
            return self.finish(out);
        };
        match action {
            ClockAction::Add(c, delta) => {
                t.clock.add(c, delta, now);
                out.say(
                    SpeechKind::Info,
                    Msg::ClockReading(c, t.clock.remaining(c, now)),
                );
            }
            ClockAction::Set(c, ms) => {
                t.clock.set(c, ms, now);
                out.say(
                    SpeechKind::Info,
                    Msg::ClockReading(c, t.clock.remaining(c, now)),
                );
            }
            ClockAction::Moves(c, n) => {
                t.clock.set_moves(c, n);
                out.say(SpeechKind::Info, Msg::MoveCounter(c, n));
            }
            ClockAction::Pause => {
                t.clock.pause(now);
                out.say(SpeechKind::Info, Msg::ClockPaused);
            }
            ClockAction::Go => {
                if t.clock.resume(now) {
                    out.say(SpeechKind::Info, Msg::ClockRunning);
                } else {
                    out.say(SpeechKind::Error, Msg::ClockNotPaused);
                }
            }
        }
        t.rebase(now);
        self.revision += 1;
        self.finish(out)
    }

    /// The arbiter decides a draw claim of the quickplay finish (10.2).
    pub fn quickplay_decision(&mut self, now: Millis, decision: QuickplayDecision) -> Vec<Output> {
        let mut out = Out::default();
        self.now = self.now.max(now);
        let Some(claimant) = self.quickplay else {
            out.say(SpeechKind::Error, Msg::NoQuickplayClaim);
            return self.finish(out);
        };
        match decision {
            QuickplayDecision::Accept => {
                self.quickplay = None;
                let r = GameResult::draw(EndReason::QuickplayFinish);
                self.game.set_result(r);
                self.revision += 1;
                self.game_over(r, &mut out);
            }
            QuickplayDecision::Defer | QuickplayDecision::Reject => {
                // 10.2b/c: the claimant's opponent gets two minutes; the game goes on. A
                // deferred claim can still be granted later.
                if decision == QuickplayDecision::Reject {
                    self.quickplay = None;
                }
                let now = self.now;
                if let Some(t) = &mut self.timer {
                    t.clock.add(!claimant, (2 * MINUTE) as i64, now);
                    t.clock.resume(now);
                    t.rebase(now);
                }
                self.revision += 1;
                let msg = if decision == QuickplayDecision::Defer {
                    Msg::QuickplayDeferred(!claimant)
                } else {
                    Msg::QuickplayRejected(!claimant)
                };
                out.say(SpeechKind::Info, msg);
            }
        }
        self.finish(out)
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
        self.game = game;
        self.pending = Pending::Nothing;
        self.claimable_illegal = None;
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
        out.say(SpeechKind::Info, Msg::NewGame(self.game.turn()));
        self.finish(out)
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

    /// Handles one utterance: heard words or a typed line of words (or of notation: a move
    /// typed in SAN or UCI is taken as its words, read back like a spoken one).
    pub fn hear(&mut self, text: &str) -> Vec<Output> {
        let mut out = Out::default();
        let waits_for_a_move = matches!(self.pending, Pending::Nothing | Pending::ReadBack { .. });
        if waits_for_a_move
            && !self.game.is_over()
            && let Some(typed) = matcher::match_notation(self.game.position(), text.trim())
        {
            match typed {
                MatchResult::Move { mv, .. } => {
                    let words = move_words(self.game.position(), mv, self.settings.style);
                    return self.hear(&words);
                }
                MatchResult::Ambiguous(c) => self.ask(c, false, false, &mut out),
                MatchResult::Illegal(r) => out.say(SpeechKind::Error, Msg::Illegal(r)),
                MatchResult::NotUnderstood => out.say(SpeechKind::Error, Msg::NotUnderstood),
            }
            return self.finish(out);
        }
        let words = Lexicon::builtin().tokenize(text);
        let content: Vec<Word> = words.iter().filter(|w| !w.is_filler()).cloned().collect();
        if content.is_empty() {
            out.say(SpeechKind::Error, Msg::NotUnderstood);
        } else if content.len() > matcher::MAX_WORDS {
            out.say(SpeechKind::Error, Msg::TooLong);
        } else if content.iter().any(|w| w.command().is_some()) {
            let repeat = content.iter().all(|w| w.command() == Some(Command::Repeat));
            if repeat {
                return self.repeat();
            }
            self.command(&content, &mut out);
        } else {
            self.move_words(&words, &content, false, &mut out);
        }
        self.finish(out)
    }

    /// An arbiter's or assistant's entry of a move already made on a physical board: no
    /// read-back; an illegal one is recorded by 7.4 (or Б6/В3 in rapid and blitz).
    pub fn enter_board_move(&mut self, text: &str) -> Vec<Output> {
        let mut out = Out::default();
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
        } else {
            match matcher::match_text(self.game.position(), text) {
                MatchResult::Move { mv, cost: 0 } => self.play(mv, false, &mut out),
                MatchResult::Ambiguous(c) => self.ask(c, false, true, &mut out),
                MatchResult::Illegal(_) => self.record_illegal(&mut out),
                MatchResult::Move { .. } | MatchResult::NotUnderstood => {
                    out.say(SpeechKind::Error, Msg::NotUnderstood)
                }
            }
        }
        self.finish(out)
    }

    /// The engine opponent's move: played at once and announced as the engine's, to be made on
    /// the player's board.
    pub fn opponent_move(&mut self, mv: Move) -> Vec<Output> {
        let mut out = Out::default();
        let words = move_words(self.game.position(), mv, self.settings.style);
        match self.game.play(mv) {
            Ok(played) => {
                self.pending = Pending::Nothing;
                self.revision += 1;
                out.say(SpeechKind::Move, Msg::OpponentMove(words));
                self.completed(&played, &mut out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
        self.finish(out)
    }

    /// An illegal move by the side to move, seen on the board and taken back (7.4).
    pub fn enter_illegal_move(&mut self) -> Vec<Output> {
        let mut out = Out::default();
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
        } else {
            self.record_illegal(&mut out);
        }
        self.finish(out)
    }

    fn record_illegal(&mut self, out: &mut Out) {
        let by = self.game.turn();
        match self.game.illegal_policy {
            IllegalPolicy::Standard => self.apply_illegal(by, out),
            IllegalPolicy::Rapid | IllegalPolicy::Blitz => {
                self.claimable_illegal = Some(by);
                out.say(SpeechKind::Error, Msg::IllegalClaimable(by));
            }
        }
    }

    /// 7.4b: count it, two minutes to the opponent for the first two, the third loses.
    fn apply_illegal(&mut self, by: Color, out: &mut Out) {
        let Ok(entry) = self.game.illegal_entered(by) else {
            out.say(SpeechKind::Error, Msg::GameIsOver);
            return;
        };
        self.revision += 1;
        self.pending = Pending::Nothing;
        let lost = entry.result.is_some();
        out.say(
            SpeechKind::Error,
            Msg::IllegalEntered {
                by,
                count: entry.count,
                lost,
            },
        );
        if !lost {
            out.push(Output::Penalty(Penalty::IllegalMove { offender: by }));
            let now = self.now;
            if let Some(t) = &mut self.timer {
                t.clock.add(!by, (2 * MINUTE) as i64, now);
                t.rebase(now);
            }
        }
        if let Some(r) = entry.result {
            self.game_over(r, out);
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
        out.push(Output::GameOver(r));
    }

    /// Move words (not a command): resolve what is pending or match a new move.
    fn move_words(&mut self, words: &[Word], content: &[Word], offer: bool, out: &mut Out) {
        if self.game.is_over() {
            out.say(SpeechKind::Error, Msg::GameIsOver);
            return;
        }
        if self.game.sealed().is_some() {
            out.say(SpeechKind::Error, Msg::Adjourned);
            return;
        }
        if self.resolve_pending(content, out) == Some(true) {
            return;
        }
        match matcher::match_words(self.game.position(), words) {
            MatchResult::Move { mv, cost } => self.propose(mv, cost, offer, out),
            MatchResult::Ambiguous(c) => self.ask(c, offer, false, out),
            MatchResult::Illegal(r) => out.say(SpeechKind::Error, Msg::Illegal(r)),
            MatchResult::NotUnderstood => out.say(SpeechKind::Error, Msg::NotUnderstood),
        }
    }

    /// Answers to a pending question: the promotion piece, or the word that picks one of
    /// several moves. `Some(true)` when the words were such an answer.
    fn resolve_pending(&mut self, content: &[Word], out: &mut Out) -> Option<bool> {
        let (candidates, offer, board) = match &self.pending {
            Pending::Promotion {
                candidates,
                offer,
                board,
            }
            | Pending::Choice {
                candidates,
                offer,
                board,
            } => (candidates.clone(), *offer, *board),
            _ => return None,
        };
        let toks: Option<Vec<Tok>> = content.iter().map(Tok::of_word).collect();
        let toks = toks?;
        let fits: Vec<Move> = candidates
            .iter()
            .copied()
            .filter(|m| answer_fits(*m, &toks))
            .collect();
        match fits.as_slice() {
            [m] => {
                self.pending = Pending::Nothing;
                if board {
                    self.play(*m, offer, out);
                } else {
                    self.propose(*m, 0, offer, out);
                }
                Some(true)
            }
            [] => Some(false),
            _ => {
                self.ask(fits, offer, board, out);
                Some(true)
            }
        }
    }

    fn ask(&mut self, candidates: Vec<Move>, offer: bool, board: bool, out: &mut Out) {
        let first = candidates[0];
        let promotion = candidates
            .iter()
            .all(|m| m.promotion().is_some() && m.from() == first.from() && m.to() == first.to());
        if promotion {
            self.pending = Pending::Promotion {
                candidates,
                offer,
                board,
            };
            out.say(SpeechKind::Question, Msg::PromotionQuestion);
            return;
        }
        let pos = self.game.position();
        let items: Vec<String> = candidates
            .iter()
            .map(|m| announce::move_words_plain(pos, *m, choice_style(self.settings.style)))
            .collect();
        self.pending = Pending::Choice {
            candidates,
            offer,
            board,
        };
        out.say(SpeechKind::Question, Msg::Choice(items));
    }

    /// A recognised move: read back, or played at once as the confirmation policy says.
    fn propose(&mut self, mv: Move, cost: u32, offer: bool, out: &mut Out) {
        if self.claimable_illegal.take().is_some() {
            out.say(SpeechKind::Info, Msg::IllegalClaimLapsed);
        }
        let read_back = self.settings.confirm.reads_back(Source::Typed, cost > 0);
        if read_back {
            let words = move_words(self.game.position(), mv, self.settings.style);
            self.pending = Pending::ReadBack { mv, offer };
            out.say(SpeechKind::ReadBack, Msg::ReadBack(words));
            if offer {
                out.say(SpeechKind::ReadBack, Msg::DrawOfferWithMove);
            }
        } else {
            self.play(mv, offer, out);
        }
    }

    /// Plays a move: announce it, emit the move-completed event, then offers and results.
    fn play(&mut self, mv: Move, offer: bool, out: &mut Out) {
        let words = move_words(self.game.position(), mv, self.settings.style);
        match self.game.play(mv) {
            Ok(played) => {
                self.pending = Pending::Nothing;
                self.claimable_illegal = None;
                self.revision += 1;
                self.announce_played(&played, words, out);
                if offer && played.result.is_none() && self.game.offer_draw(played.by).is_ok() {
                    out.say(SpeechKind::Info, Msg::DrawOffered(played.by));
                }
            }
            Err(GameError::Adjourned) => out.say(SpeechKind::Error, Msg::Adjourned),
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
    }

    fn announce_played(&mut self, played: &Played, words: String, out: &mut Out) {
        out.say(SpeechKind::Move, Msg::Played(words));
        self.completed(played, out);
    }

    /// A move is complete: the clock is pressed (supplement 2.3, 6.8a) and the event goes out.
    fn completed(&mut self, played: &Played, out: &mut Out) {
        let now = self.now;
        if let Some(t) = &mut self.timer {
            if t.clock.press(played.by, now).is_ok() {
                let shows = t.clock.remaining(played.by, now);
                self.game.set_ply_clock(played.ply, shows);
            }
            t.rebase(now);
        }
        let ply = &self.game.plies()[played.ply];
        out.push(Output::MoveDone {
            ply: played.ply,
            by: played.by,
            uci: shakmaty::uci::UciMove::from_standard(ply.mv).to_string(),
            san: ply.san.to_string(),
        });
        if played.declined_offer {
            out.say(SpeechKind::Info, Msg::DrawDeclined);
        }
        if let Some(r) = played.result {
            self.game_over(r, out);
        }
    }

    fn command(&mut self, content: &[Word], out: &mut Out) {
        let has = |c: Command| content.iter().any(|w| w.command() == Some(c));
        let color = content.iter().find_map(Word::color);
        let number = content
            .iter()
            .position(|w| w.number().is_some() && w.file().is_none())
            .and_then(|i| read_number(&content[i..]).map(|(n, _)| n));
        // The words that are not commands: a move, a square, a piece.
        let rest: Vec<Word> = content
            .iter()
            .filter(|w| w.command().is_none() && w.color().is_none())
            .cloned()
            .collect();
        let fifty = content.iter().any(|w| w.number() == Some(50));
        let queries_need_no_game = [
            Command::Repeat,
            Command::Stop,
            Command::Help,
            Command::Time,
            Command::MoveNumber,
            Command::WhoseMove,
            Command::Last,
            Command::All,
            Command::Where,
            Command::Pieces,
            Command::What,
            Command::FileWord,
            Command::RankWord,
            Command::MoveWord,
            Command::Back,
            Command::New,
            Command::Hint,
        ];

        if self.game.is_over() && !queries_need_no_game.iter().any(|c| has(*c)) {
            out.say(SpeechKind::Error, Msg::GameIsOver);
            return;
        }
        if has(Command::Quickplay) {
            self.quickplay_claim(out);
        } else if has(Command::Claim) || has(Command::Repetition) || (has(Command::Draw) && fifty) {
            let kind = if has(Command::Repetition) {
                Some(ClaimKind::Repetition)
            } else if fifty {
                Some(ClaimKind::FiftyMoves)
            } else {
                None
            };
            let said: Vec<Word> = rest
                .into_iter()
                .filter(|w| w.number() != Some(50) || w.rank().is_some())
                .collect();
            self.claim(kind, &said, out);
        } else if has(Command::Draw) || has(Command::Accept) || has(Command::Decline) {
            self.draw(content, &rest, out);
        } else if has(Command::Resign) {
            let by = color.unwrap_or(self.game.turn());
            self.pending = Pending::Confirm(Action::Resign(by));
            out.say(SpeechKind::Question, Msg::ConfirmResign(by));
        } else if has(Command::Seal) {
            self.seal(&rest, out);
        } else if has(Command::Resume) {
            self.resume(out);
        } else if has(Command::Back) {
            match number {
                Some(n) => self.back_to(n, out),
                None => out.say(SpeechKind::Error, Msg::NotUnderstood),
            }
        } else if has(Command::Yes) {
            self.yes(out);
        } else if has(Command::No) {
            self.no(out);
        } else if has(Command::First) || has(Command::Second) {
            let i = if has(Command::First) { 0 } else { 1 };
            self.pick(i, out);
        } else if has(Command::Where) {
            match rest.iter().find_map(Word::piece) {
                Some(role) => {
                    let pos = self.game.position();
                    let style = self.settings.style;
                    let w = announce::squares_of(pos, Color::White, role, style);
                    let b = announce::squares_of(pos, Color::Black, role, style);
                    out.say(SpeechKind::Info, Msg::Where(role, w, b));
                }
                None => out.say(SpeechKind::Error, Msg::NotUnderstood),
            }
        } else if has(Command::Pieces) {
            let pos = self.game.position();
            let colors = match color {
                Some(c) => vec![c],
                None => vec![Color::White, Color::Black],
            };
            for c in colors {
                let list = announce::pieces_words(pos, c, self.settings.style);
                out.say(SpeechKind::Info, Msg::Pieces(c, list));
            }
        } else if has(Command::What) {
            match square_in(&rest) {
                Some(sq) => {
                    let content = self.square_content(sq);
                    out.say(
                        SpeechKind::Info,
                        Msg::Square(square_words(sq, self.settings.style), content),
                    );
                }
                None => out.say(SpeechKind::Error, Msg::NotUnderstood),
            }
        } else if has(Command::FileWord) || has(Command::RankWord) {
            self.line(&rest, has(Command::FileWord), out);
        } else if has(Command::Last) || has(Command::All) {
            let plies = self.game.plies().len();
            let count = if has(Command::All) {
                plies
            } else {
                number.map(|n| n as usize).unwrap_or(1)
            };
            self.move_list(plies.saturating_sub(count)..plies, out);
        } else if has(Command::MoveNumber) {
            let turn = self.game.turn();
            let left = self.timer.as_ref().and_then(|t| t.clock.period(turn).1);
            out.say(
                SpeechKind::Info,
                Msg::MoveNumber(self.game.move_number(), turn),
            );
            if let Some(left) = left {
                out.say(SpeechKind::Info, Msg::MovesToControl(left));
            }
        } else if has(Command::WhoseMove) {
            out.say(SpeechKind::Info, Msg::WhoseMove(self.game.turn()));
        } else if has(Command::MoveWord) {
            match number {
                Some(n) => {
                    let range: Vec<usize> = (0..self.game.plies().len())
                        .filter(|&i| self.game.ply_number(i).0 == n)
                        .collect();
                    match (range.first(), range.last()) {
                        (Some(&a), Some(&b)) => {
                            self.move_list(a..b + 1, out);
                            out.push(Output::Replay(range));
                        }
                        _ => out.say(SpeechKind::Error, Msg::NoSuchMove(n)),
                    }
                }
                None => out.say(SpeechKind::Error, Msg::NotUnderstood),
            }
        } else if has(Command::Hint) {
            out.push(Output::HintRequested);
        } else if has(Command::Stop) {
            out.push(Output::Silence);
        } else if has(Command::Help) {
            out.say(SpeechKind::Info, Msg::Help);
        } else if has(Command::Time) {
            match &self.timer {
                Some(t) => {
                    let [white, black] = t.readings(self.now);
                    out.say(
                        SpeechKind::Info,
                        Msg::Time {
                            white,
                            black,
                            paused: t.clock.is_paused(),
                        },
                    );
                }
                None => out.say(SpeechKind::Info, Msg::NoClock),
            }
        } else if has(Command::New) {
            self.pending = Pending::Confirm(Action::NewGame);
            out.say(SpeechKind::Question, Msg::ConfirmNewGame);
        } else {
            out.say(SpeechKind::Error, Msg::NotUnderstood);
        }
    }

    fn yes(&mut self, out: &mut Out) {
        match self.pending.clone() {
            Pending::ReadBack { mv, offer } => self.play(mv, offer, out),
            Pending::Confirm(action) => {
                self.pending = Pending::Nothing;
                self.carry_out(action, out);
            }
            Pending::Choice { .. } | Pending::Promotion { .. } => {
                out.say(SpeechKind::Error, Msg::NotUnderstood)
            }
            Pending::Nothing => {
                if self
                    .game
                    .standing_offer()
                    .is_some_and(|c| c != self.game.turn())
                {
                    self.accept_draw(out);
                } else {
                    out.say(SpeechKind::Error, Msg::NothingToConfirm);
                }
            }
        }
    }

    fn no(&mut self, out: &mut Out) {
        match self.pending {
            Pending::Nothing => {
                if self.game.standing_offer().is_some() {
                    let _ = self.game.decline_draw();
                    self.revision += 1;
                    out.say(SpeechKind::Info, Msg::DrawDeclined);
                } else {
                    out.say(SpeechKind::Error, Msg::NothingToCancel);
                }
            }
            Pending::Confirm(_) => {
                self.pending = Pending::Nothing;
                out.say(SpeechKind::Info, Msg::ActionCancelled);
            }
            _ => {
                self.pending = Pending::Nothing;
                out.say(SpeechKind::Info, Msg::Cancelled);
            }
        }
    }

    /// A confirmed action that ends or replaces the game.
    fn carry_out(&mut self, action: Action, out: &mut Out) {
        match action {
            Action::Resign(by) => match self.game.resign(by) {
                Ok(r) => {
                    self.revision += 1;
                    self.game_over(r, out);
                }
                Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
            },
            Action::NewGame => {
                let mut fresh = Game::new(self.game.start().clone());
                fresh.tags = self.game.tags.clone();
                fresh.illegal_policy = self.game.illegal_policy;
                for o in self.new_game(fresh) {
                    out.push(o);
                }
            }
        }
    }

    fn pick(&mut self, i: usize, out: &mut Out) {
        match self.pending.clone() {
            Pending::Choice {
                candidates,
                offer,
                board,
            }
            | Pending::Promotion {
                candidates,
                offer,
                board,
            } if i < candidates.len() => {
                self.pending = Pending::Nothing;
                if board {
                    self.play(candidates[i], offer, out);
                } else {
                    self.propose(candidates[i], 0, offer, out);
                }
            }
            _ => out.say(SpeechKind::Error, Msg::NothingToConfirm),
        }
    }

    fn accept_draw(&mut self, out: &mut Out) {
        match self.game.accept_draw() {
            Ok(r) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NoDrawOffer),
        }
    }

    /// Draw offers (9.1): with a pending move, the offer goes with it; after one's own move it
    /// stands; said in reply to the opponent's offer, it accepts.
    fn draw(&mut self, content: &[Word], rest: &[Word], out: &mut Out) {
        let has = |c: Command| content.iter().any(|w| w.command() == Some(c));
        if has(Command::Decline) || (has(Command::No) && self.game.standing_offer().is_some()) {
            match self.game.decline_draw() {
                Ok(_) => {
                    self.revision += 1;
                    out.say(SpeechKind::Info, Msg::DrawDeclined);
                }
                Err(_) => out.say(SpeechKind::Error, Msg::NoDrawOffer),
            }
            return;
        }
        let offer_stands = self
            .game
            .standing_offer()
            .is_some_and(|c| c != self.game.turn());
        if has(Command::Accept) || has(Command::Yes) || (offer_stands && rest.is_empty()) {
            self.accept_draw(out);
            return;
        }
        if !rest.is_empty() {
            self.move_words(rest, rest, true, out);
            return;
        }
        if let Pending::ReadBack { mv, .. } = self.pending {
            self.pending = Pending::ReadBack { mv, offer: true };
            out.say(SpeechKind::Info, Msg::DrawOfferWithMove);
            return;
        }
        let by = !self.game.turn();
        match self.game.offer_draw(by) {
            Ok(()) => {
                self.revision += 1;
                out.say(SpeechKind::Info, Msg::DrawOffered(by));
            }
            Err(_) => out.say(SpeechKind::Error, Msg::OfferNotAfterOwnMove),
        }
    }

    /// Draw claims by the player to move (9.2, 9.3), with the intended move if one is said or
    /// read back; in rapid and blitz also the claim of an illegal move (Б6, В3).
    fn claim(&mut self, kind: Option<ClaimKind>, said: &[Word], out: &mut Out) {
        let claimant = self.game.turn();
        let Some(kind) = kind else {
            match self.claimable_illegal.take() {
                Some(offender) => match self.game.illegal_policy {
                    IllegalPolicy::Blitz => {
                        if let Ok(r) = self.game.blitz_illegal_claim(!offender) {
                            self.revision += 1;
                            self.game_over(r, out);
                        }
                    }
                    _ => self.apply_illegal(offender, out),
                },
                None => out.say(SpeechKind::Question, Msg::ClaimWhat),
            }
            return;
        };
        let intended = if said.iter().any(|w| Tok::of_word(w).is_some()) {
            match matcher::match_words(self.game.position(), said) {
                MatchResult::Move { mv, cost: 0 } => Some(mv),
                MatchResult::Illegal(r) => {
                    out.say(SpeechKind::Error, Msg::Illegal(r));
                    return;
                }
                _ => {
                    out.say(SpeechKind::Error, Msg::NotUnderstood);
                    return;
                }
            }
        } else if let Pending::ReadBack { mv, .. } = self.pending {
            Some(mv)
        } else {
            None
        };
        let words = intended.map(|m| move_words(self.game.position(), m, self.settings.style));
        match self.game.claim(kind, intended) {
            Ok(ClaimOutcome::Drawn(r)) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Ok(ClaimOutcome::Rejected { played }) => {
                self.pending = Pending::Nothing;
                out.say(SpeechKind::Error, Msg::ClaimRejected(kind));
                out.push(Output::Penalty(Penalty::IncorrectClaim { claimant }));
                let now = self.now;
                if let Some(t) = &mut self.timer {
                    t.clock.incorrect_claim(claimant, now);
                    t.rebase(now);
                    let [white, black] = t.readings(now);
                    out.say(
                        SpeechKind::Info,
                        Msg::Time {
                            white,
                            black,
                            paused: false,
                        },
                    );
                }
                if let (Some(p), Some(w)) = (played, words) {
                    self.revision += 1;
                    self.announce_played(&p, w, out);
                }
            }
            Err(GameError::Adjourned) => out.say(SpeechKind::Error, Msg::Adjourned),
            Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
        }
    }

    /// A draw claim in the quickplay finish (10.2): the player to move, with less than two
    /// minutes in the period of all remaining moves, stops the clock; the arbiter decides.
    fn quickplay_claim(&mut self, out: &mut Out) {
        let claimant = self.game.turn();
        let now = self.now;
        let Some(t) = &mut self.timer else {
            out.say(SpeechKind::Error, Msg::NoClock);
            return;
        };
        let last = t.clock.control.is_last_period(t.clock.period(claimant).0);
        if !last || t.clock.remaining(claimant, now) >= 2 * MINUTE {
            out.say(SpeechKind::Error, Msg::QuickplayNotNow);
            return;
        }
        t.clock.pause(now);
        self.quickplay = Some(claimant);
        self.revision += 1;
        out.say(SpeechKind::Info, Msg::QuickplayClaimed(claimant));
    }

    fn seal(&mut self, rest: &[Word], out: &mut Out) {
        match matcher::match_words(self.game.position(), rest) {
            MatchResult::Move { mv, cost: 0 } => match self.game.seal(mv, None) {
                Ok(_) => {
                    self.pending = Pending::Nothing;
                    self.revision += 1;
                    let now = self.now;
                    if let Some(t) = &mut self.timer {
                        t.clock.pause(now);
                    }
                    out.say(SpeechKind::Info, Msg::Sealed);
                }
                Err(_) => out.say(SpeechKind::Error, Msg::GameIsOver),
            },
            MatchResult::Illegal(r) => out.say(SpeechKind::Error, Msg::Illegal(r)),
            _ => out.say(SpeechKind::Error, Msg::NotUnderstood),
        }
    }

    fn resume(&mut self, out: &mut Out) {
        let Some(sealed) = self.game.sealed().cloned() else {
            out.say(SpeechKind::Error, Msg::NotAdjourned);
            return;
        };
        let words = sealed
            .uci
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(self.game.position()).ok())
            .map(|m| move_words(self.game.position(), m, self.settings.style));
        match self.game.unseal() {
            Ok(Ok(played)) => {
                self.revision += 1;
                // A5: the clocks go on as they stood; the sealed move completes the move.
                let now = self.now;
                if let Some(t) = &mut self.timer {
                    t.clock.resume(now);
                }
                out.say(SpeechKind::Move, Msg::Resumed(words.unwrap_or_default()));
                self.completed(&played, out);
            }
            Ok(Err(r)) => {
                self.revision += 1;
                self.game_over(r, out);
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NotAdjourned),
        }
    }

    fn back_to(&mut self, n: u32, out: &mut Out) {
        match self.game.back_to(n) {
            Ok(()) => {
                self.pending = Pending::Nothing;
                self.claimable_illegal = None;
                self.revision += 1;
                self.restore_clock();
                out.say(
                    SpeechKind::Info,
                    Msg::BackTo(self.game.move_number(), self.game.turn()),
                );
                out.push(Output::BackTo {
                    move_number: self.game.move_number(),
                    ply: self.game.plies().len(),
                });
            }
            Err(_) => out.say(SpeechKind::Error, Msg::NoSuchMove(n)),
        }
    }

    /// After "back to move N" the clocks show what they showed then (the readings recorded
    /// with the moves; the arbiter can set others, 6.14) and the side to move's clock runs.
    fn restore_clock(&mut self) {
        let now = self.now;
        let turn = self.game.turn();
        let plies = self.game.plies();
        let Some(t) = &mut self.timer else { return };
        let start = t.clock.control.periods[0].time;
        let mut shows = [start, start];
        let mut moves = [0u32, 0u32];
        for (i, ply) in plies.iter().enumerate() {
            let side = usize::from(self.game.ply_number(i).1 == Color::Black);
            moves[side] += 1;
            if let Some(ms) = ply.clock {
                shows[side] = ms;
            }
        }
        t.clock.restore(shows, moves, turn, now);
        t.rebase(now);
    }

    fn square_content(&self, sq: Square) -> Option<String> {
        self.game
            .position()
            .board()
            .piece_at(sq)
            .map(|p| colored_piece(p.color, p.role, self.settings.style, self.settings.language))
    }

    fn line(&self, rest: &[Word], file: bool, out: &mut Out) {
        let style = self.settings.style;
        let lex = Lexicon::builtin();
        let squares: Vec<Square>;
        let name: String;
        let prefix = |lang: Language, file: bool| match (lang, file) {
            (Language::De, true) => "Linie",
            (Language::De, false) => "Reihe",
            (Language::En, true) => "file",
            (Language::En, false) => "rank",
            (Language::Ru, true) => "вертикаль",
            (Language::Ru, false) => "горизонталь",
        };
        let p = prefix(self.settings.language, file);
        if file {
            let Some(f) = rest.iter().find_map(Word::file) else {
                out.say(SpeechKind::Error, Msg::NotUnderstood);
                return;
            };
            squares = Rank::ALL
                .iter()
                .map(|r| Square::from_coords(f, *r))
                .collect();
            name = format!("{p} {}", lex.say(style.language(), Meaning::File(f)));
        } else {
            let Some(r) = rest.iter().find_map(Word::rank) else {
                out.say(SpeechKind::Error, Msg::NotUnderstood);
                return;
            };
            squares = File::ALL
                .iter()
                .map(|f| Square::from_coords(*f, r))
                .collect();
            name = format!("{p} {}", lex.say(style.language(), Meaning::Rank(r)));
        }
        let items: Vec<String> = squares
            .into_iter()
            .filter_map(|sq| {
                self.square_content(sq)
                    .map(|c| format!("{} {c}", square_words(sq, style)))
            })
            .collect();
        out.say(SpeechKind::Info, Msg::Line(name, items));
    }

    fn move_list(&self, range: std::ops::Range<usize>, out: &mut Out) {
        if range.is_empty() {
            out.say(SpeechKind::Info, Msg::NoMovesYet);
            return;
        }
        let mut pos = self.game.position_before(range.start);
        let mut items = Vec::new();
        for i in range {
            let ply = &self.game.plies()[i];
            let (n, c) = self.game.ply_number(i);
            items.push((n, c, move_words(&pos, ply.mv, self.settings.style)));
            pos.play_unchecked(ply.mv);
        }
        out.say(SpeechKind::Info, Msg::MoveList(items));
    }
}

/// Whether answer tokens (a from-file, a from-rank, a square, a piece) pick this move.
fn answer_fits(m: Move, toks: &[Tok]) -> bool {
    if toks.is_empty() {
        return false;
    }
    let Some(from) = m.from() else { return false };
    let mut files = Vec::new();
    let mut ranks = Vec::new();
    for t in toks {
        match *t {
            Tok::File(f) => files.push(f),
            Tok::Rank(r) => ranks.push(r),
            Tok::Piece(p) => {
                if Some(p) != m.promotion() && p != m.role() {
                    return false;
                }
            }
            Tok::Promote => {}
            _ => return false,
        }
    }
    // A full phrase ("Springer Bella eins Eva zwei") names from- and to-squares; the first file
    // and rank are the from-square's.
    files.first().is_none_or(|f| *f == from.file())
        && ranks.first().is_none_or(|r| *r == from.rank())
}

fn square_in(words: &[Word]) -> Option<Square> {
    let f = words.iter().find_map(Word::file)?;
    let r = words.iter().find_map(Word::rank)?;
    Some(Square::from_coords(f, r))
}

enum Item {
    Say(SpeechKind, Msg),
    Out(Output),
}

#[derive(Default)]
struct Out {
    items: Vec<Item>,
}

impl Out {
    fn say(&mut self, kind: SpeechKind, msg: Msg) {
        self.items.push(Item::Say(kind, msg));
    }

    fn push(&mut self, o: Output) {
        self.items.push(Item::Out(o));
    }
}

/// The style that names candidates apart: IBCA with the from-square ("Springer Bella eins
/// oder Springer Gustav eins?"); the other styles disambiguate as SAN does.
fn choice_style(style: Style) -> Style {
    match style {
        Style::Ibca | Style::IbcaFrom => Style::IbcaFrom,
        other => other,
    }
}
