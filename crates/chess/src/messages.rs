//! Everything the session says that is not a move: questions, errors with reasons, query
//! answers, results. One catalogue: a message value becomes words through the Fluent files
//! `assets/i18n/{de,en,ru}.ftl` (compiled in), with its arguments prepared here: numbers and
//! times as words, colours and pieces in the forms the sentence needs. Squares and moves inside
//! messages are in the announcement style.

use shakmaty::{Color, Role};

use super::announce::{self, Style, color_word, square_words};
use super::evaluation::{Score, Standing};
use super::game::{ClaimKind, EndReason, Forfeit, GameResult, Outcome};
use super::illegal::Intervention;
use super::lexicon::{Lexicon, Meaning};
use super::matcher::{CastleProblem, IllegalReason};
use super::numbers::{duration_words, number_words};
use ansage_shared::i18n::{Arg, t, tc};
use ansage_shared::language::{Language, capitalized};

/// Where the player stands, for what he can say now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Now {
    /// A move read back: yes, no, or another move.
    ReadBack,
    /// Several moves fit: first, second, or the move with its square.
    Choice,
    /// A pawn promotes: the piece.
    Promotion,
    /// An action asked back: yes or no.
    Confirm,
    /// This side to move.
    Move(Color),
    /// The game is over: its moves, a new game.
    Over,
}

/// A move as a message names it: its number, its side and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub n: u32,
    pub by: Color,
    pub words: String,
}

/// A mistake as a message names it: the move, the centipawns it lost, whether it was a
/// blunder, whether it let the opponent mate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blunder {
    pub said: Said,
    pub loss: i32,
    pub blunder: bool,
    pub allows_mate: bool,
}

/// A message to the player, before it is put into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// The player's move read back for confirmation (supplement 2.1, 2.6).
    ReadBack(String),
    /// A move played (confirmed, or entered from the board).
    Played(String),
    NotUnderstood,
    Illegal(IllegalReason),
    /// Which of these moves? (the words of each candidate)
    Choice(Vec<String>),
    PromotionQuestion,
    Cancelled,
    NothingToConfirm,
    NothingToCancel,
    GameIsOver,
    Result(GameResult),
    DrawOffered(Color),
    DrawOfferWithMove,
    /// The side to move offers a draw before his move: it is made with the move (9.1b).
    DrawOfferBeforeMove(Color),
    DrawDeclined,
    NoDrawOffer,
    ClaimRejected(ClaimKind),
    ClaimWhat,
    MoveNumber(u32, Color),
    WhoseMove(Color),
    NoMovesYet,
    /// Moves as (move number, colour, words).
    MoveList(Vec<(u32, Color, String)>),
    Pieces(Color, String),
    Where(Role, Vec<String>, Vec<String>),
    Square(String, Option<String>),
    Line(String, Vec<String>),
    /// The diagonals through a square: each as (one end, the other end, its pieces).
    Diagonals(Vec<(String, String, Vec<String>)>),
    /// What attacks a square, by side, and what stands on it.
    Attacks {
        square: String,
        occupant: Option<(Color, Role)>,
        white: Vec<String>,
        black: Vec<String>,
    },
    /// Where a piece can go.
    Reach {
        color: Color,
        role: Role,
        square: String,
        targets: Vec<String>,
    },
    /// The material: the side ahead and by how many pawns, and what each side has more of.
    Material {
        ahead: Option<(Color, u32)>,
        surplus: Vec<(Color, Vec<(Role, u32)>)>,
    },
    /// The pawns that matter: passed, isolated, doubled (files), by side.
    Pawns {
        passed: Vec<(Color, String)>,
        isolated: Vec<(Color, String)>,
        doubled: Vec<(Color, String)>,
    },
    /// A question about a square that names none.
    WhichSquare,
    /// A scan that names no line.
    WhichLine,
    /// How long the last move took (its side and words), and the time each side has used.
    MoveTime {
        last: Option<(Color, String, u64)>,
        used: Option<[u64; 2]>,
    },
    /// What can be said now, short (the whole help follows on "mehr").
    WhatToSay(Now),
    /// The pawns file by file are said on "mehr".
    MoreFiles,
    /// The game's report: each side's longest think and where its time trouble began.
    Report {
        longest: Vec<(Color, u32, String, u64)>,
        trouble: Vec<(Color, u32)>,
    },
    /// A side's longest thinks: (move number, the move's words, the time it took).
    LongestThinks(Color, Vec<(u32, String, u64)>),
    NoTimes,
    /// Each side's longest thinks are said on "mehr".
    MoreThinks,
    /// The engine evaluates the finished game; what it finds follows.
    Evaluating,
    /// The engine's evaluation: the first turning points (the move and who stands how after
    /// it) and each side's worst move (its centipawns lost and whether it was a blunder).
    Evaluation {
        turns: Vec<(Said, Standing)>,
        worst: Vec<(Color, Option<Blunder>)>,
    },
    /// A side's worst moves, the worst first.
    WorstMoves(Color, Vec<Blunder>),
    /// Every turning point.
    Turns(Vec<(Said, Standing)>),
    /// Each side's worst moves (and every turning point) are said on "mehr".
    MoreMistakes,
    /// In tournament mode no engine evaluates the game.
    NoEvaluationInTournament,
    /// The engine for the evaluation could not be started, or gave up: why.
    NoEvaluation(String),
    NothingMore,
    IllegalEntered {
        by: Color,
        count: u32,
        lost: bool,
    },
    /// Б6, В3: an illegal move made on the board stands (the clock was pressed); the opponent
    /// may claim it before his reply.
    IllegalStands {
        by: Color,
        words: String,
    },
    IllegalClaimLapsed,
    /// In rapid and blitz an illegal move can only stand with its squares.
    IllegalNeedsSquares,
    /// No piece of the side to move on the square the illegal move was entered from.
    IllegalNoPiece {
        by: Color,
        square: String,
    },
    /// A piece of the mover's own on the square the illegal move was entered to.
    IllegalOwnPiece(String),
    /// Б6: the arbiter intervenes; the move is taken back by 7.4.
    Intervenes(Intervention),
    BackTo(u32, Color),
    NoSuchMove(u32),
    Sealed,
    /// A9б: this player is absent at resumption; his clock runs, the envelope waits for him.
    AbsentClockRuns(Color),
    /// A9в: this player, who sealed, is absent; his move is made and his opponent may seal
    /// the reply, which starts the absent player's clock.
    AbsentMaySeal(Color),
    Adjourned,
    NotAdjourned,
    Resumed(String),
    NewGame(Color),
    NoClock,
    Help,
    TooLong,
    ConfirmResign(Color),
    ConfirmNewGame,
    /// A loaded game would replace the one going on.
    ConfirmLoad,
    /// Back to the start of move N, asked back.
    ConfirmBackTo(u32, Color),
    /// The arbiter's declaration of a game lost (13.4г), asked back.
    ConfirmDeclare(Color, Forfeit),
    /// 12.9: the game lost for both, asked back.
    ConfirmDeclareBoth,
    /// Б6, В3: the claim of this side's illegal move, asked back.
    ConfirmClaimIllegal(Color),
    /// This side's draw offer: accept it? (a plain "ja" or "Remis" said to it).
    ConfirmAcceptDraw(Color),
    /// A word the lexicon does not know: not understood, and named.
    UnknownWord(String),
    /// The sealed move, asked back (its words).
    ConfirmSeal(String),
    /// A draw claim, asked back, with the intended move's words.
    ConfirmClaim(ClaimKind, Option<String>),
    /// A yes-or-no question asked again, with what the answer can be.
    YesOrNo(Box<Msg>),
    ActionCancelled,
    /// Both clocks, on request (supplement 2.9d).
    Time {
        white: u64,
        black: u64,
        paused: bool,
    },
    /// Moves left to the next time control.
    MovesToControl(u32),
    TimeWarning(Color, u64),
    NoRecordingNeeded(Color),
    /// The flag fell ("партия", supplement 2.9e).
    Flag(Color),
    /// Both flags down outside the last period (6.12a).
    BothFlags,
    ClockReading(Color, u64),
    /// The arbiter corrected a clock by `delta` ms; it shows `shows` now (6.14, 13.4b).
    ClockCorrected {
        side: Color,
        delta: i64,
        shows: u64,
    },
    /// The arbiter's last correction taken back.
    CorrectionUndone {
        side: Color,
        delta: i64,
        shows: u64,
    },
    NoCorrection,
    MoveCounter(Color, u32),
    ClockPaused,
    ClockRunning,
    ClockNotPaused,
    QuickplayClaimed(Color),
    QuickplayNotNow,
    /// A claim under 10.2 in a blitz game, where it does not apply (В2).
    QuickplayNotInBlitz,
    QuickplayDeferred(Color),
    QuickplayRejected(Color),
    NoQuickplayClaim,
    /// What the recognizer heard (shown and printed, so the player knows what was taken).
    Heard(String),
    NoRecognizer(String),
    /// Listening to the microphone switched on or off.
    Listening(bool),
    /// The sighted player touched a piece of his (supplement 2.9e): its colour, kind, square.
    Touched(Color, Role, String),
    /// Leaving Ansage, asked back.
    ConfirmQuit,
    /// Aborting the online game, asked back.
    ConfirmAbort,
    /// Claiming the win (the online opponent has left), asked back.
    ConfirmClaimWin,
    /// Asking the online opponent to take the player's last move back, asked back.
    ConfirmTakeback,
    /// A move near the impossible one said, asked as a read-back: its words.
    DidYouMean(String),
    /// A touched piece asked for on a square with none: the square.
    TouchedNothing(String),
    /// The engine opponent's move, to be made on the player's board.
    OpponentMove(String),
    /// The online opponent's move, as it came from the server.
    RemoteMove(String),
    /// The engine's suggestion.
    Hint(String),
    /// Hints are refused in a tournament.
    NoHintsInTournament,
    /// Hints are refused in an online game (fair play).
    NoHintsOnline,
    /// Only in an online game (aborting, a takeback, claiming the win).
    OnlineOnly,
    /// A new game or setting the game back, refused while the online game runs.
    OnlineGameRuns,
    /// A hint was asked for without an engine.
    NoEngine,
    /// Tournament mode is on: no engine, no hints.
    TournamentMode,
    /// The engine failed: why.
    EngineFailed(String),
    /// The window could not open (why): the console mode runs instead.
    NoWindow(String),
    /// Words the recognizer cannot hear, with what to say instead.
    Unheard(Vec<(String, Option<String>)>),
    /// A saved unfinished game was found: move number and side to move.
    ResumeOffer(u32, Color),
    /// A save file could not be read: the problem and where it was kept.
    SaveUnreadable(String, Option<String>),
    /// The autosave could not be written (it is tried again).
    SaveFailed(String),
    /// The autosave is written again after failing.
    SavedAgain,
    /// Another running Ansage holds the data folder (its process id): nothing is saved.
    FolderBusy(Option<u32>),
    /// The settings file could not be read: the problem and where it was kept.
    ConfigUnreadable(String, Option<String>),
}

fn say(style: Style, m: Meaning) -> &'static str {
    Lexicon::builtin().say(style.language(), m)
}

/// The colour arguments of a side: as is, capitalized, and the side's key ("white",
/// "black"), on which a sentence selects the forms its language needs (Russian genitive).
fn color_args(prefix: &'static str, c: Color, lang: Language) -> Vec<(&'static str, String)> {
    let w = color_word(c, lang).to_string();
    let (plain, capital, key) = match prefix {
        "opp" => ("opp", "Opp", "opp_side"),
        "loser" => ("loser", "Loser", "loser_side"),
        _ => ("color", "Color", "side"),
    };
    vec![
        (plain, w.clone()),
        (capital, capitalized(&w)),
        (key, announce::side_key(c).to_string()),
    ]
}

/// Puts a message into words.
pub fn render(msg: &Msg, lang: Language, style: Style) -> String {
    if let Some(id) = plain_id(msg) {
        return t(lang, id, &[]);
    }
    if let Some((id, c)) = colored_id(msg) {
        return t(lang, id, &color_args("color", c, lang));
    }
    if let Some((id, name, value)) = with_text(msg) {
        return t(lang, id, &[(name, value.clone())]);
    }
    composed(msg, lang, style)
}

/// The message of a message without arguments.
fn plain_id(msg: &Msg) -> Option<&'static str> {
    Some(match msg {
        Msg::NotUnderstood => "not-understood",
        Msg::PromotionQuestion => "promotion-question",
        Msg::Cancelled => "cancelled",
        Msg::NothingToConfirm => "nothing-to-confirm",
        Msg::NothingToCancel => "nothing-to-cancel",
        Msg::GameIsOver => "game-is-over",
        Msg::DrawOfferWithMove => "draw-offer-with-move",
        Msg::DrawDeclined => "draw-declined",
        Msg::NoDrawOffer => "no-draw-offer",
        Msg::ClaimRejected(ClaimKind::Repetition) => "claim-rejected-repetition",
        Msg::ClaimRejected(ClaimKind::FiftyMoves) => "claim-rejected-fifty",
        Msg::ClaimWhat => "claim-what",
        Msg::NoMovesYet => "no-moves-yet",
        Msg::IllegalClaimLapsed => "illegal-claim-lapsed",
        Msg::IllegalNeedsSquares => "illegal-needs-squares",
        Msg::ConfirmDeclareBoth => "confirm-declare-both",
        Msg::Intervenes(Intervention::Promotion) => "intervene-promotion",
        Msg::Intervenes(Intervention::KingTaken) => "intervene-king-taken",
        Msg::Intervenes(Intervention::KingInCheck) => "intervene-king-in-check",
        Msg::Sealed => "sealed",
        Msg::Adjourned => "adjourned",
        Msg::NotAdjourned => "not-adjourned",
        Msg::NoClock => "no-clock",
        Msg::Help => "help",
        Msg::WhichSquare => "which-square",
        Msg::WhichLine => "which-line",
        Msg::NoCorrection => "no-correction",
        Msg::WhatToSay(Now::ReadBack) => "say-now-read-back",
        Msg::WhatToSay(Now::Choice) => "say-now-choice",
        Msg::WhatToSay(Now::Promotion) => "say-now-promotion",
        Msg::WhatToSay(Now::Confirm) => "say-now-confirm",
        Msg::WhatToSay(Now::Over) => "say-now-over",
        Msg::MoreFiles => "more-files",
        Msg::MoreThinks => "more-thinks",
        Msg::NoTimes => "no-times",
        Msg::Evaluating => "evaluating",
        Msg::MoreMistakes => "more-mistakes",
        Msg::NoEvaluationInTournament => "no-evaluation-tournament",
        Msg::NothingMore => "nothing-more",
        Msg::TooLong => "too-long",
        Msg::ConfirmNewGame => "confirm-new-game",
        Msg::ConfirmQuit => "confirm-quit",
        Msg::ConfirmAbort => "confirm-abort",
        Msg::ConfirmClaimWin => "confirm-claim-win",
        Msg::ConfirmTakeback => "confirm-takeback",
        Msg::ConfirmLoad => "confirm-load",
        Msg::ActionCancelled => "action-cancelled",
        Msg::BothFlags => "both-flags",
        Msg::ClockPaused => "clock-paused",
        Msg::ClockRunning => "clock-running",
        Msg::ClockNotPaused => "clock-not-paused",
        Msg::QuickplayNotNow => "quickplay-not-now",
        Msg::QuickplayNotInBlitz => "quickplay-not-in-blitz",
        Msg::NoQuickplayClaim => "no-quickplay-claim",
        Msg::Listening(true) => "listening-on",
        Msg::Listening(false) => "listening-off",
        Msg::NoHintsInTournament => "no-hints-tournament",
        Msg::NoHintsOnline => "online-no-hints",
        Msg::OnlineOnly => "online-only",
        Msg::OnlineGameRuns => "online-game-runs",
        Msg::NoEngine => "no-engine",
        Msg::TournamentMode => "tournament-mode",
        Msg::SavedAgain => "saved-again",
        _ => return None,
    })
}

/// The message of a message about a side.
fn colored_id(msg: &Msg) -> Option<(&'static str, Color)> {
    Some(match msg {
        Msg::WhatToSay(Now::Move(c)) => ("say-now-move", *c),
        Msg::DrawOffered(c) => ("draw-offered", *c),
        Msg::DrawOfferBeforeMove(c) => ("draw-offer-before-move", *c),
        Msg::WhoseMove(c) => ("whose-move", *c),
        Msg::NewGame(c) => ("new-game", *c),
        Msg::ConfirmResign(c) => ("confirm-resign", *c),
        Msg::NoRecordingNeeded(c) => ("no-recording-needed", *c),
        Msg::Flag(c) => ("flag", *c),
        Msg::QuickplayClaimed(c) => ("quickplay-claimed", *c),
        Msg::QuickplayDeferred(c) => ("quickplay-deferred", *c),
        Msg::QuickplayRejected(c) => ("quickplay-rejected", *c),
        Msg::AbsentClockRuns(c) => ("absent-clock-runs", *c),
        Msg::ConfirmClaimIllegal(c) => ("confirm-claim-illegal", *c),
        Msg::ConfirmAcceptDraw(c) => ("confirm-accept-draw", *c),
        Msg::AbsentMaySeal(c) => ("absent-may-seal", *c),
        _ => return None,
    })
}

/// The message, argument name and text of a message with one text.
fn with_text(msg: &Msg) -> Option<(&'static str, &'static str, &String)> {
    Some(match msg {
        Msg::ReadBack(w) => ("read-back", "words", w),
        Msg::NoEvaluation(why) => ("no-evaluation", "why", why),
        Msg::Played(w) => ("played", "words", w),
        Msg::Resumed(w) => ("resumed", "words", w),
        Msg::OpponentMove(w) => ("opponent-move", "words", w),
        Msg::RemoteMove(w) => ("remote-move", "words", w),
        Msg::Hint(w) => ("hint", "words", w),
        Msg::UnknownWord(w) => ("unknown-word", "word", w),
        Msg::SaveFailed(problem) => ("save-failed", "problem", problem),
        Msg::ConfirmSeal(w) => ("confirm-seal", "words", w),
        Msg::Heard(text) => ("heard", "text", text),
        Msg::TouchedNothing(square) => ("touched-nothing", "square", square),
        Msg::DidYouMean(w) => ("did-you-mean", "words", w),
        Msg::NoRecognizer(why) => ("no-recognizer", "why", why),
        Msg::NoWindow(why) => ("no-window", "why", why),
        Msg::EngineFailed(why) => ("engine-failed", "why", why),
        _ => return None,
    })
}

/// The messages whose sentence is put together from parts.
fn composed(msg: &Msg, lang: Language, style: Style) -> String {
    let num = |n| number_words(n, lang);
    let with = |id: &str, args: &[(&str, String)]| t(lang, id, args);
    let side_and = |id: &str, c: Color, key: &'static str, value: String| {
        let mut a = color_args("color", c, lang);
        a.push((key, value));
        t(lang, id, &a)
    };
    let kept = |id: &str, problem: &String, kept: &Option<String>| {
        with(
            id,
            &[
                ("problem", problem.clone()),
                ("kept", kept.clone().unwrap_or_default()),
            ],
        )
    };
    match msg {
        Msg::Illegal(r) => with("illegal", &[("reason", reason_words(r, lang, style))]),
        Msg::Choice(items) => {
            let or = format!(" {} ", t(lang, "or", &[]));
            with("choice", &[("items", items.join(&or))])
        }
        Msg::Result(r) => result_words(r, lang),
        Msg::MoveNumber(n, c) => side_and("move-number", *c, "n", num(*n)),
        Msg::MoveList(moves) => move_list_words(moves, lang),
        Msg::Pieces(c, list) => side_and("pieces-of", *c, "list", list.clone()),
        Msg::Where(role, white, black) => where_words(*role, white, black, lang),
        Msg::Square(s, Some(p)) => with(
            "square-holds",
            &[("square", s.clone()), ("piece", p.clone())],
        ),
        Msg::Square(s, None) => with("empty", &[("what", s.clone())]),
        Msg::Line(name, items) if items.is_empty() => with("empty", &[("what", name.clone())]),
        Msg::Line(name, items) => with(
            "named-list",
            &[("name", name.clone()), ("items", items.join(", "))],
        ),
        Msg::Diagonals(diagonals) => diagonals
            .iter()
            .map(|(from, to, items)| {
                let items = if items.is_empty() {
                    t(lang, "diagonal-empty", &[])
                } else {
                    items.join(", ")
                };
                with(
                    "diagonal",
                    &[("from", from.clone()), ("to", to.clone()), ("items", items)],
                )
            })
            .collect::<Vec<_>>()
            .join(" "),
        Msg::Attacks {
            square,
            occupant,
            white,
            black,
        } => attacks_words(square, *occupant, [white, black], lang),
        Msg::Reach {
            color,
            role,
            square,
            targets,
        } => {
            let piece = capitalized(&announce::colored_piece(*color, *role, lang));
            let mut a = vec![("piece", piece), ("square", square.clone())];
            if targets.is_empty() {
                with("reach-none", &a)
            } else {
                a.push(("targets", targets.join(", ")));
                with("reach", &a)
            }
        }
        Msg::Material { ahead, surplus } => material_words(*ahead, surplus, lang),
        Msg::ClockCorrected { side, delta, shows }
        | Msg::CorrectionUndone { side, delta, shows } => {
            let id = match msg {
                Msg::ClockCorrected { .. } => "clock-corrected",
                _ => "correction-undone",
            };
            let mut a: Vec<(&str, Arg)> = color_args("color", *side, lang)
                .into_iter()
                .map(|(k, v)| (k, Arg::from(v)))
                .collect();
            a.push((
                "sign",
                Arg::from(if *delta < 0 { "minus" } else { "plus" }.to_string()),
            ));
            a.push((
                "delta",
                Arg::from(duration_words(delta.unsigned_abs(), lang)),
            ));
            a.push(("time", Arg::from(duration_words(*shows, lang))));
            tc(lang, id, &a)
        }
        Msg::Report { longest, trouble } => {
            let mut parts: Vec<String> = longest
                .iter()
                .map(|(c, n, words, ms)| {
                    let mut a = color_args("color", *c, lang);
                    a.extend([
                        ("n", num(*n)),
                        ("move", words.clone()),
                        ("time", duration_words(*ms, lang)),
                    ]);
                    with("report-longest", &a)
                })
                .collect();
            parts.extend(
                trouble
                    .iter()
                    .map(|(c, n)| side_and("report-trouble", *c, "n", num(*n))),
            );
            if trouble.is_empty() {
                parts.push(with("report-no-trouble", &[]));
            }
            parts.join(" ")
        }
        Msg::Evaluation { turns, worst } => {
            let mut parts = vec![turns_words(turns, lang)];
            parts.extend(worst.iter().map(|(c, m)| match m {
                Some(m) => {
                    let mut a = color_args("color", *c, lang);
                    a.extend(mistake_args(m, lang));
                    with("evaluation-worst", &a)
                }
                None => with("evaluation-no-mistake", &color_args("color", *c, lang)),
            }));
            parts.join(" ")
        }
        Msg::WorstMoves(c, moves) => {
            let items: Vec<String> = moves
                .iter()
                .map(|m| with("mistake", &mistake_args(m, lang)))
                .collect();
            side_and("worst-moves", *c, "items", items.join("; "))
        }
        Msg::Turns(turns) => turns_words(turns, lang),
        Msg::LongestThinks(c, thinks) => {
            let items: Vec<String> = thinks
                .iter()
                .map(|(n, words, ms)| {
                    with(
                        "think",
                        &[
                            ("n", num(*n)),
                            ("move", words.clone()),
                            ("time", duration_words(*ms, lang)),
                        ],
                    )
                })
                .collect();
            side_and("longest-thinks", *c, "items", items.join("; "))
        }
        Msg::MoveTime { last, used } => {
            let mut parts = Vec::new();
            if let Some((c, words, ms)) = last {
                let mut a = color_args("color", *c, lang);
                a.push(("move", words.clone()));
                a.push(("time", duration_words(*ms, lang)));
                parts.push(with("move-time", &a));
            }
            if let Some([w, b]) = used {
                parts.push(with(
                    "time-used",
                    &[
                        ("white", duration_words(*w, lang)),
                        ("black", duration_words(*b, lang)),
                    ],
                ));
            }
            parts.join(" ")
        }
        Msg::Pawns {
            passed,
            isolated,
            doubled,
        } => pawns_words([passed, isolated, doubled], lang),
        Msg::IllegalEntered { by, count, lost } => {
            let head = side_and("illegal-entered", *by, "n", num(*count));
            if *lost {
                head
            } else {
                let two = t(lang, "two-minutes", &color_args("opp", !*by, lang));
                format!("{head} {two}")
            }
        }
        Msg::IllegalStands { by, words } => {
            let mut a = color_args("color", *by, lang);
            a.extend(color_args("opp", !*by, lang));
            a.push(("move", words.clone()));
            with("illegal-stands", &a)
        }
        Msg::IllegalNoPiece { by, square } => {
            side_and("illegal-no-piece", *by, "square", square.clone())
        }
        Msg::IllegalOwnPiece(square) => with("illegal-own-piece", &[("square", square.clone())]),
        Msg::BackTo(n, c) => side_and("back-to", *c, "n", num(*n)),
        Msg::ConfirmBackTo(n, c) => side_and("confirm-back-to", *c, "n", num(*n)),
        Msg::ConfirmDeclare(c, why) => side_and(
            "confirm-declare",
            *c,
            "ground",
            with(&format!("forfeit-{}", why.key()), &[]),
        ),
        Msg::ConfirmClaim(kind, words) => {
            let id = match kind {
                ClaimKind::Repetition => "confirm-claim-repetition",
                ClaimKind::FiftyMoves => "confirm-claim-fifty",
            };
            match words {
                Some(w) => with(&format!("{id}-move"), &[("words", w.clone())]),
                None => with(id, &[]),
            }
        }
        Msg::YesOrNo(question) => {
            // A read-back ends in its question mark; the other questions name their answers.
            let q = render(question, lang, style);
            if q.ends_with('?') {
                format!("{q} {}", with("yes-or-no", &[]))
            } else {
                q
            }
        }
        Msg::NoSuchMove(n) => with("no-such-move", &[("n", num(*n))]),
        Msg::ResumeOffer(n, c) => side_and("resume-offer", *c, "n", num(*n)),
        Msg::SaveUnreadable(problem, k) => kept("save-unreadable", problem, k),
        Msg::ConfigUnreadable(problem, k) => kept("config-unreadable", problem, k),
        Msg::FolderBusy(pid) => {
            // The message selects on "none" when the holder is unknown.
            let pid = pid.map_or_else(|| "none".into(), |p| p.to_string());
            with("folder-busy", &[("pid", pid)])
        }
        Msg::Time {
            white,
            black,
            paused,
        } => time_words(*white, *black, *paused, lang),
        Msg::MovesToControl(n) => {
            let words = num(*n);
            ansage_shared::i18n::tc(
                lang,
                "moves-to-control",
                &[
                    ("count", (*n).into()),
                    ("Words", capitalized(&words).into()),
                    ("words", words.into()),
                ],
            )
        }
        Msg::TimeWarning(c, ms) | Msg::ClockReading(c, ms) => {
            side_and("clock-reading", *c, "time", duration_words(*ms, lang))
        }
        Msg::MoveCounter(c, n) => side_and("move-counter", *c, "n", num(*n)),
        Msg::Touched(c, role, square) => with(
            "touched",
            &[
                ("piece", announce::colored_piece(*c, *role, lang)),
                ("square", square.clone()),
            ],
        ),
        Msg::Unheard(words) => unheard_words(words, lang),
        // Rendered by the tables above; listed so that a new message cannot be forgotten.
        Msg::NotUnderstood
        | Msg::PromotionQuestion
        | Msg::Cancelled
        | Msg::NothingToConfirm
        | Msg::NothingToCancel
        | Msg::GameIsOver
        | Msg::DrawOfferWithMove
        | Msg::DrawDeclined
        | Msg::NoDrawOffer
        | Msg::ClaimRejected(..)
        | Msg::ClaimWhat
        | Msg::NoMovesYet
        | Msg::IllegalClaimLapsed
        | Msg::IllegalNeedsSquares
        | Msg::ConfirmDeclareBoth
        | Msg::Intervenes(..)
        | Msg::Sealed
        | Msg::Adjourned
        | Msg::NotAdjourned
        | Msg::NoClock
        | Msg::Help
        | Msg::WhichSquare
        | Msg::WhichLine
        | Msg::NoCorrection
        | Msg::WhatToSay(..)
        | Msg::MoreFiles
        | Msg::MoreThinks
        | Msg::NoTimes
        | Msg::Evaluating
        | Msg::MoreMistakes
        | Msg::NoEvaluationInTournament
        | Msg::NoEvaluation(..)
        | Msg::NothingMore
        | Msg::TooLong
        | Msg::ConfirmNewGame
        | Msg::ConfirmQuit
        | Msg::ConfirmAbort
        | Msg::ConfirmClaimWin
        | Msg::ConfirmTakeback
        | Msg::ActionCancelled
        | Msg::BothFlags
        | Msg::ClockPaused
        | Msg::ClockRunning
        | Msg::ClockNotPaused
        | Msg::QuickplayNotNow
        | Msg::QuickplayNotInBlitz
        | Msg::NoQuickplayClaim
        | Msg::Listening(..)
        | Msg::NoHintsInTournament
        | Msg::NoHintsOnline
        | Msg::OnlineOnly
        | Msg::OnlineGameRuns
        | Msg::NoEngine
        | Msg::TournamentMode
        | Msg::SavedAgain
        | Msg::DrawOffered(..)
        | Msg::DrawOfferBeforeMove(..)
        | Msg::WhoseMove(..)
        | Msg::NewGame(..)
        | Msg::ConfirmResign(..)
        | Msg::ConfirmLoad
        | Msg::ConfirmSeal(..)
        | Msg::NoRecordingNeeded(..)
        | Msg::Flag(..)
        | Msg::QuickplayClaimed(..)
        | Msg::QuickplayDeferred(..)
        | Msg::QuickplayRejected(..)
        | Msg::AbsentClockRuns(..)
        | Msg::ConfirmClaimIllegal(..)
        | Msg::ConfirmAcceptDraw(..)
        | Msg::AbsentMaySeal(..)
        | Msg::ReadBack(..)
        | Msg::Played(..)
        | Msg::Resumed(..)
        | Msg::OpponentMove(..)
        | Msg::RemoteMove(..)
        | Msg::Hint(..)
        | Msg::UnknownWord(..)
        | Msg::SaveFailed(..)
        | Msg::TouchedNothing(..)
        | Msg::DidYouMean(..)
        | Msg::Heard(..)
        | Msg::NoRecognizer(..)
        | Msg::NoWindow(..)
        | Msg::EngineFailed(..) => unreachable!("rendered by a table"),
    }
}

/// "Zwölf: Springer Felix drei, Eva fünf. Dreizehn, Schwarz: …": moves by move number.
/// The turning points: each move, then who stands how.
fn turns_words(turns: &[(Said, Standing)], lang: Language) -> String {
    if turns.is_empty() {
        return t(lang, "evaluation-no-turns", &[]);
    }
    let count = turns.len();
    let items: Vec<String> = turns
        .iter()
        .map(|(m, after)| {
            let mut a = color_args("color", m.by, lang);
            a.extend([
                ("n", number_words(m.n, lang)),
                ("move", m.words.clone()),
                ("standing", standing_words(*after, lang)),
            ]);
            t(lang, "evaluation-turn", &a)
        })
        .collect();
    let a: [(&str, Arg); 2] = [
        ("items", Arg::from(items.join("; "))),
        ("count", count.into()),
    ];
    tc(lang, "evaluation-turns", &a)
}

/// Who stands how ("danach steht Weiß auf Gewinn").
fn standing_words(s: Standing, lang: Language) -> String {
    match s {
        Standing::Equal => t(lang, "standing-equal", &[]),
        Standing::Better(c) => t(lang, "standing-better", &color_args("color", c, lang)),
        Standing::Winning(c) => t(lang, "standing-winning", &color_args("color", c, lang)),
    }
}

/// A mistake's move, kind and loss, as the messages name them.
fn mistake_args(m: &Blunder, lang: Language) -> Vec<(&'static str, String)> {
    let kind = if m.blunder {
        "kind-blunder"
    } else {
        "kind-mistake"
    };
    let loss = match m.allows_mate {
        true => t(lang, "loss-mate", &[]),
        false => t(lang, "loss-pawns", &[("pawns", pawns(m.loss, lang))]),
    };
    vec![
        ("n", number_words(m.said.n, lang)),
        ("move", m.said.words.clone()),
        ("kind", t(lang, kind, &[])),
        ("loss", loss),
    ]
}

/// Centipawns as pawns with one decimal, in the language's way ("3,5", "3.5").
fn pawns(cp: i32, lang: Language) -> String {
    let tenths = (cp.unsigned_abs() + 5) / 10;
    let point = if lang == Language::En { "." } else { "," };
    format!("{}{point}{}", tenths / 10, tenths % 10)
}

/// The engine's score after a move, for review: "Bewertung: plus 0,4." or "Weiß setzt in
/// drei Zügen matt."; nothing for a mated side (the move's words say it).
pub fn score_words(score: Score, lang: Language) -> Option<String> {
    match score {
        Score::Centipawns(cp) => {
            let sign = match cp {
                c if c > 0 => "plus",
                c if c < 0 => "minus",
                _ => "none",
            };
            let a = [("sign", sign.to_string()), ("pawns", pawns(cp, lang))];
            Some(t(lang, "review-score", &a))
        }
        Score::Mate(n) => {
            let side = if n > 0 { Color::White } else { Color::Black };
            let mut a: Vec<(&str, Arg)> = color_args("color", side, lang)
                .into_iter()
                .map(|(k, v)| (k, Arg::from(v)))
                .collect();
            a.push(("n", n.unsigned_abs().into()));
            Some(tc(lang, "review-mate", &a))
        }
        Score::Mated(_) => None,
    }
}

fn move_list_words(moves: &[(u32, Color, String)], lang: Language) -> String {
    let num = |n| number_words(n, lang);
    let mut parts = Vec::new();
    let mut current: Option<u32> = None;
    for (n, c, w) in moves {
        if current != Some(*n) || *c == Color::White {
            let head = if *c == Color::Black && current != Some(*n) {
                format!(
                    "{}, {}: {w}",
                    capitalized(&num(*n)),
                    color_word(Color::Black, lang)
                )
            } else {
                format!("{}: {w}", capitalized(&num(*n)))
            };
            parts.push(head);
            current = Some(*n);
        } else if let Some(last) = parts.last_mut() {
            last.push_str(", ");
            last.push_str(w);
        }
    }
    format!("{}.", parts.join(". "))
}

/// "Springer: Weiß Bella eins, Gustav eins; Schwarz keine."
fn where_words(role: Role, white: &[String], black: &[String], lang: Language) -> String {
    let none = t(lang, "none", &[]);
    let list = |v: &[String]| {
        if v.is_empty() {
            none.clone()
        } else {
            v.join(", ")
        }
    };
    let name = super::announce::piece_name(role, lang);
    t(
        lang,
        "where-pieces",
        &[
            ("Piece", capitalized(name)),
            ("White", capitalized(color_word(Color::White, lang))),
            ("white", list(white)),
            ("Black", capitalized(color_word(Color::Black, lang))),
            ("black", list(black)),
        ],
    )
}

/// A list of a message's, or "keine" when it is empty.
fn list_or_none(items: &[String], lang: Language) -> String {
    if items.is_empty() {
        t(lang, "none", &[])
    } else {
        items.join(", ")
    }
}

/// "Eva vier, weißer Bauer. Angreifer: Bauer David fünf. Verteidiger: keine." The pieces of the
/// other side attack an occupied square, those of its own side defend it; an empty square is
/// said with what each side attacks it with.
fn attacks_words(
    square: &str,
    occupant: Option<(Color, Role)>,
    by: [&Vec<String>; 2],
    lang: Language,
) -> String {
    let side = |c: Color| list_or_none(by[usize::from(c == Color::Black)], lang);
    match occupant {
        Some((c, role)) => t(
            lang,
            "attacks-occupied",
            &[
                ("square", square.to_string()),
                ("piece", announce::colored_piece(c, role, lang)),
                ("attackers", side(!c)),
                ("defenders", side(c)),
            ],
        ),
        None => t(
            lang,
            "attacks-empty",
            &[
                ("square", square.to_string()),
                ("white", side(Color::White)),
                ("black", side(Color::Black)),
            ],
        ),
    }
}

/// "Ein Läufer", "zwei Bauern": a number of pieces, in the forms the language counts them.
fn counted_pieces(role: Role, n: u32, lang: Language) -> String {
    tc(
        lang,
        "piece-count",
        &[
            ("role", Arg::from(announce::role_key(role).to_string())),
            ("count", Arg::from(n)),
            ("words", Arg::from(number_words(n, lang))),
        ],
    )
}

/// "Weiß ist drei Bauern voraus. Mehr bei Weiß: ein Läufer. Mehr bei Schwarz: …"
fn material_words(
    ahead: Option<(Color, u32)>,
    surplus: &[(Color, Vec<(Role, u32)>)],
    lang: Language,
) -> String {
    let mut parts = vec![match ahead {
        None => t(lang, "material-even", &[]),
        Some((c, n)) => {
            let mut a: Vec<(&str, Arg)> = color_args("color", c, lang)
                .into_iter()
                .map(|(k, v)| (k, Arg::from(v)))
                .collect();
            a.push(("count", Arg::from(n)));
            a.push(("words", Arg::from(number_words(n, lang))));
            tc(lang, "material-ahead", &a)
        }
    }];
    for (c, pieces) in surplus {
        let items: Vec<String> = pieces
            .iter()
            .map(|(role, n)| counted_pieces(*role, *n, lang))
            .collect();
        let mut a = color_args("color", *c, lang);
        a.push(("items", items.join(", ")));
        parts.push(t(lang, "material-more", &a));
    }
    parts.join(" ")
}

/// "Freibauern: Weiß Anna zwei; Schwarz keine. …": the passed, isolated and doubled pawns,
/// only the kinds there are; that there are none of any, if so.
fn pawns_words(kinds: [&Vec<(Color, String)>; 3], lang: Language) -> String {
    let mut parts = Vec::new();
    for (id, found) in ["pawns-passed", "pawns-isolated", "pawns-doubled"]
        .into_iter()
        .zip(kinds)
    {
        if found.is_empty() {
            continue;
        }
        let sides: Vec<String> = Color::ALL
            .into_iter()
            .map(|c| {
                let items: Vec<String> = found
                    .iter()
                    .filter(|(fc, _)| *fc == c)
                    .map(|(_, w)| w.clone())
                    .collect();
                format!(
                    "{} {}",
                    capitalized(color_word(c, lang)),
                    list_or_none(&items, lang)
                )
            })
            .collect();
        parts.push(t(lang, id, &[("list", sides.join("; "))]));
    }
    if parts.is_empty() {
        return t(lang, "pawns-plain", &[]);
    }
    parts.join(" ")
}

/// Both clocks in words (supplement 2.9d), and that they stand when the arbiter stopped them.
fn time_words(white: u64, black: u64, paused: bool, lang: Language) -> String {
    let base = t(
        lang,
        "time",
        &[
            ("white", duration_words(white, lang)),
            ("black", duration_words(black, lang)),
        ],
    );
    if paused {
        format!("{base} {}", t(lang, "clock-stopped-note", &[]))
    } else {
        base
    }
}

/// The words a recognizer cannot hear, each with what to say instead.
fn unheard_words(words: &[(String, Option<String>)], lang: Language) -> String {
    let list: Vec<String> = words
        .iter()
        .map(|(w, instead)| match instead {
            Some(i) => t(
                lang,
                "unheard-instead",
                &[("word", w.clone()), ("instead", i.clone())],
            ),
            None => w.clone(),
        })
        .collect();
    t(lang, "unheard", &[("list", list.join(", "))])
}

/// Why a move is impossible, in plain words (the reason clause of an "Impossible: ..." message).
pub fn reason_words(r: &IllegalReason, lang: Language, style: Style) -> String {
    let sq = |s| square_words(s, style);
    // The piece in the words of the messages' language, and its key, on which a sentence
    // selects the case and gender it needs ("keinen Bauern", «нет ладьи», «ни одна пешка»).
    let piece_args = |role: Role| -> Vec<(&'static str, String)> {
        vec![
            ("piece", announce::piece_name(role, lang).to_string()),
            ("role", announce::role_key(role).to_string()),
        ]
    };
    let with =
        |id: &str, mut args: Vec<(&'static str, String)>, more: &[(&'static str, String)]| {
            args.extend_from_slice(more);
            t(lang, id, &args)
        };
    match r {
        IllegalReason::GameOver => t(lang, "reason-game-over", &[]),
        IllegalReason::OtherSidesMove { to_move } => {
            let mut args = color_args("color", *to_move, lang);
            args.extend(color_args("opp", !*to_move, lang));
            t(lang, "reason-other-side", &args)
        }
        IllegalReason::NoSuchPiece { role, file, rank } => {
            let place = match (file, rank) {
                (Some(f), Some(r)) => Some(sq(shakmaty::Square::from_coords(*f, *r))),
                (Some(f), None) => Some(t(
                    lang,
                    "place-file",
                    &[("file", say(style, Meaning::File(*f)).to_string())],
                )),
                (None, Some(r)) => Some(t(
                    lang,
                    "place-rank",
                    &[("rank", say(style, Meaning::Rank(*r)).to_string())],
                )),
                (None, None) => None,
            };
            match (role, place) {
                (Some(role), Some(p)) => with("no-piece-on", piece_args(*role), &[("place", p)]),
                (Some(role), None) => with("no-piece", piece_args(*role), &[]),
                (None, p) => t(lang, "no-piece-at", &[("place", p.unwrap_or_default())]),
            }
        }
        IllegalReason::CannotReach { role, from, to } => match from {
            Some(f) => with(
                "cannot-reach-from",
                piece_args(*role),
                &[("from", sq(*f)), ("to", sq(*to))],
            ),
            None => with("cannot-reach", piece_args(*role), &[("to", sq(*to))]),
        },
        IllegalReason::OwnPiece { to, role } => {
            with("own-piece", piece_args(*role), &[("to", sq(*to))])
        }
        IllegalReason::NothingToCapture { to } => t(lang, "nothing-to-capture", &[("to", sq(*to))]),
        IllegalReason::WrongCapture { to, said } => {
            with("wrong-capture", piece_args(*said), &[("to", sq(*to))])
        }
        IllegalReason::CannotCapture { role, captured } => with(
            "cannot-capture",
            piece_args(*role),
            &[
                (
                    "captured",
                    announce::piece_name(*captured, lang).to_string(),
                ),
                ("captured_role", announce::role_key(*captured).to_string()),
            ],
        ),
        IllegalReason::KingInCheck { .. } => t(lang, "king-in-check", &[]),
        IllegalReason::BadPromotion => t(lang, "bad-promotion", &[]),
        IllegalReason::Castle(p) => {
            let why = t(
                lang,
                match p {
                    CastleProblem::KingMoved => "castle-king-moved",
                    CastleProblem::RookMoved => "castle-rook-moved",
                    CastleProblem::InCheck => "castle-in-check",
                    CastleProblem::Blocked => "castle-blocked",
                    CastleProblem::ThroughCheck => "castle-through-check",
                },
                &[],
            );
            t(lang, "castle", &[("why", why)])
        }
    }
}

/// The result with its reason and the points (11.1).
pub fn result_words(r: &GameResult, lang: Language) -> String {
    let loser = match r.outcome {
        Outcome::Decisive { winner } => !winner,
        Outcome::Draw | Outcome::BothLose => Color::White,
    };
    if r.outcome == Outcome::BothLose {
        let reason = t(lang, "end-declared-both", &[]);
        let outcome = outcome_words(r.outcome, lang);
        return t(lang, "result", &[("reason", reason), ("outcome", outcome)]);
    }
    if let EndReason::Declared(why) = r.reason {
        let mut args = color_args("loser", loser, lang);
        args.push(("ground", t(lang, &format!("forfeit-{}", why.key()), &[])));
        let reason = t(lang, "end-declared", &args);
        let outcome = outcome_words(r.outcome, lang);
        return t(lang, "result", &[("reason", reason), ("outcome", outcome)]);
    }
    let reason = t(
        lang,
        match r.reason {
            EndReason::Checkmate => "end-checkmate",
            EndReason::Stalemate => "end-stalemate",
            EndReason::DeadPosition => "end-dead-position",
            EndReason::Agreement => "end-agreement",
            EndReason::Resignation => "end-resignation",
            EndReason::QuickplayFinish => "end-quickplay",
            EndReason::Repetition => "end-repetition",
            EndReason::FiftyMoves => "end-fifty",
            EndReason::IllegalMoves => "end-illegal",
            EndReason::FlagFall => "end-flag",
            EndReason::Abandoned => "end-abandoned",
            EndReason::SealedMoveIllegal => "end-sealed-illegal",
            EndReason::Recorded | EndReason::Declared(_) => "end-recorded",
        },
        &color_args("loser", loser, lang),
    );
    let outcome = outcome_words(r.outcome, lang);
    t(lang, "result", &[("reason", reason), ("outcome", outcome)])
}

/// Who won, or a draw, with the score ("Weiß gewinnt, eins zu null").
pub fn outcome_words(outcome: Outcome, lang: Language) -> String {
    let id = match outcome {
        Outcome::Decisive {
            winner: Color::White,
        } => "outcome-white",
        Outcome::Decisive {
            winner: Color::Black,
        } => "outcome-black",
        Outcome::Draw => "outcome-draw",
        Outcome::BothLose => "outcome-both-lose",
    };
    t(lang, id, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_renders_in_every_language_without_a_missing_part() {
        // A missing argument or message would show as "{$x}" or as the bare id.
        use crate::matcher::IllegalReason;
        let samples = vec![
            Msg::ReadBack("Springer Felix drei".into()),
            Msg::Played("Springer Felix drei".into()),
            Msg::Choice(vec!["a".into(), "b".into()]),
            Msg::PromotionQuestion,
            Msg::Cancelled,
            Msg::NothingToConfirm,
            Msg::NothingToCancel,
            Msg::GameIsOver,
            Msg::DrawOffered(Color::White),
            Msg::DrawOfferWithMove,
            Msg::DrawOfferBeforeMove(Color::Black),
            Msg::DrawDeclined,
            Msg::NoDrawOffer,
            Msg::ClaimRejected(ClaimKind::Repetition),
            Msg::ClaimRejected(ClaimKind::FiftyMoves),
            Msg::ClaimWhat,
            Msg::MoveNumber(12, Color::Black),
            Msg::WhoseMove(Color::White),
            Msg::NoMovesYet,
            Msg::MoveList(vec![(1, Color::White, "Eva vier".into())]),
            Msg::Pieces(Color::White, "König Eva eins".into()),
            Msg::Where(Role::Knight, vec![], vec!["Bella acht".into()]),
            Msg::Square("Eva vier".into(), None),
            Msg::Line("Linie Eva".into(), vec![]),
            Msg::Diagonals(vec![
                ("Bella eins".into(), "Hektor sieben".into(), vec![]),
                ("Anna acht".into(), "Hektor eins".into(), vec!["x".into()]),
            ]),
            Msg::Attacks {
                square: "Eva vier".into(),
                occupant: Some((Color::White, Role::Pawn)),
                white: vec![],
                black: vec!["Bauer David fünf".into()],
            },
            Msg::Attacks {
                square: "Eva vier".into(),
                occupant: None,
                white: vec![],
                black: vec![],
            },
            Msg::Reach {
                color: Color::Black,
                role: Role::Queen,
                square: "David acht".into(),
                targets: vec![],
            },
            Msg::Reach {
                color: Color::White,
                role: Role::Knight,
                square: "Gustav eins".into(),
                targets: vec!["Felix drei".into()],
            },
            Msg::Material {
                ahead: None,
                surplus: vec![],
            },
            Msg::Material {
                ahead: Some((Color::Black, 2)),
                surplus: vec![
                    (Color::White, vec![(Role::Bishop, 1)]),
                    (
                        Color::Black,
                        vec![
                            (Role::Queen, 1),
                            (Role::Rook, 2),
                            (Role::Knight, 5),
                            (Role::Pawn, 2),
                        ],
                    ),
                ],
            },
            Msg::Pawns {
                passed: vec![(Color::White, "Anna zwei".into())],
                isolated: vec![],
                doubled: vec![(Color::Black, "Cäsar".into())],
            },
            Msg::Pawns {
                passed: vec![],
                isolated: vec![],
                doubled: vec![],
            },
            Msg::WhichSquare,
            Msg::WhichLine,
            Msg::MoveTime {
                last: Some((Color::Black, "Cesar fünf".into(), 12_000)),
                used: Some([63_000, 12_000]),
            },
            Msg::WhatToSay(Now::ReadBack),
            Msg::WhatToSay(Now::Choice),
            Msg::WhatToSay(Now::Promotion),
            Msg::WhatToSay(Now::Confirm),
            Msg::WhatToSay(Now::Move(Color::Black)),
            Msg::WhatToSay(Now::Over),
            Msg::MoreFiles,
            Msg::MoreThinks,
            Msg::NoTimes,
            Msg::Report {
                longest: vec![(Color::White, 14, "Springer Felix drei".into(), 480_000)],
                trouble: vec![(Color::Black, 36)],
            },
            Msg::Report {
                longest: vec![],
                trouble: vec![],
            },
            Msg::LongestThinks(
                Color::Black,
                vec![
                    (20, "Eva fünf".into(), 60_000),
                    (3, "Anna sechs".into(), 5_000),
                ],
            ),
            Msg::Evaluating,
            Msg::Evaluation {
                turns: vec![(
                    Said {
                        n: 23,
                        by: Color::Black,
                        words: "Dame David eins".into(),
                    },
                    Standing::Winning(Color::White),
                )],
                worst: vec![
                    (Color::White, None),
                    (
                        Color::Black,
                        Some(Blunder {
                            said: Said {
                                n: 23,
                                by: Color::Black,
                                words: "Dame David eins".into(),
                            },
                            loss: 355,
                            blunder: true,
                            allows_mate: false,
                        }),
                    ),
                ],
            },
            Msg::Evaluation {
                turns: vec![],
                worst: vec![],
            },
            Msg::WorstMoves(
                Color::White,
                vec![
                    Blunder {
                        said: Said {
                            n: 4,
                            by: Color::White,
                            words: "Eva fünf".into(),
                        },
                        loss: 120,
                        blunder: false,
                        allows_mate: false,
                    },
                    Blunder {
                        said: Said {
                            n: 2,
                            by: Color::White,
                            words: "Gustav vier".into(),
                        },
                        loss: 1000,
                        blunder: true,
                        allows_mate: true,
                    },
                ],
            ),
            Msg::Turns(vec![
                (
                    Said {
                        n: 2,
                        by: Color::White,
                        words: "Eva fünf".into(),
                    },
                    Standing::Equal,
                ),
                (
                    Said {
                        n: 3,
                        by: Color::Black,
                        words: "Anna sechs".into(),
                    },
                    Standing::Better(Color::Black),
                ),
            ]),
            Msg::MoreMistakes,
            Msg::NoEvaluationInTournament,
            Msg::NoEvaluation("stockfish: not found".into()),
            Msg::NothingMore,
            Msg::IllegalStands {
                by: Color::White,
                words: "Läufer Cäsar eins Felix vier".into(),
            },
            Msg::IllegalClaimLapsed,
            Msg::IllegalNeedsSquares,
            Msg::IllegalNoPiece {
                by: Color::White,
                square: "Cäsar eins".into(),
            },
            Msg::IllegalOwnPiece("David zwei".into()),
            Msg::Intervenes(Intervention::Promotion),
            Msg::Intervenes(Intervention::KingTaken),
            Msg::Intervenes(Intervention::KingInCheck),
            Msg::BackTo(2, Color::White),
            Msg::NoSuchMove(9),
            Msg::Sealed,
            Msg::Adjourned,
            Msg::NotAdjourned,
            Msg::Resumed("Cesar fünf".into()),
            Msg::NewGame(Color::White),
            Msg::NoClock,
            Msg::Help,
            Msg::TooLong,
            Msg::ConfirmResign(Color::Black),
            Msg::ConfirmNewGame,
            Msg::ConfirmLoad,
            Msg::ConfirmBackTo(12, Color::Black),
            Msg::ConfirmDeclare(Color::White, Forfeit::Phone),
            Msg::ConfirmDeclareBoth,
            Msg::ConfirmClaimIllegal(Color::White),
            Msg::ConfirmAcceptDraw(Color::White),
            Msg::UnknownWord("Lufer".into()),
            Msg::ConfirmSeal("Springer Felix drei".into()),
            Msg::ConfirmClaim(ClaimKind::Repetition, None),
            Msg::ConfirmClaim(ClaimKind::Repetition, Some("Springer Felix drei".into())),
            Msg::ConfirmClaim(ClaimKind::FiftyMoves, None),
            Msg::ConfirmClaim(ClaimKind::FiftyMoves, Some("Springer Felix drei".into())),
            Msg::YesOrNo(Box::new(Msg::ReadBack("Eva vier".into()))),
            Msg::YesOrNo(Box::new(Msg::ConfirmNewGame)),
            Msg::ConfirmQuit,
            Msg::ConfirmAbort,
            Msg::ConfirmClaimWin,
            Msg::ConfirmTakeback,
            Msg::ActionCancelled,
            Msg::TimeWarning(Color::White, 60_000),
            Msg::NoRecordingNeeded(Color::Black),
            Msg::BothFlags,
            Msg::ClockReading(Color::Black, 600_000),
            Msg::ClockCorrected {
                side: Color::White,
                delta: 30_000,
                shows: 600_000,
            },
            Msg::CorrectionUndone {
                side: Color::Black,
                delta: -60_000,
                shows: 600_000,
            },
            Msg::NoCorrection,
            Msg::MoveCounter(Color::White, 40),
            Msg::ClockPaused,
            Msg::ClockRunning,
            Msg::ClockNotPaused,
            Msg::QuickplayClaimed(Color::White),
            Msg::QuickplayNotNow,
            Msg::QuickplayDeferred(Color::Black),
            Msg::QuickplayRejected(Color::Black),
            Msg::NoQuickplayClaim,
            Msg::Heard("e four".into()),
            Msg::NoRecognizer("no model".into()),
            Msg::Listening(true),
            Msg::Listening(false),
            Msg::Touched(Color::White, Role::Pawn, "Eva zwei".into()),
            Msg::TouchedNothing("Eva vier".into()),
            Msg::DidYouMean("Springer Felix drei".into()),
            Msg::NoWindow("no X server".into()),
            Msg::OpponentMove("Eva fünf".into()),
            Msg::RemoteMove("Eva fünf".into()),
            Msg::NoHintsOnline,
            Msg::OnlineOnly,
            Msg::OnlineGameRuns,
            Msg::Hint("Springer Felix drei".into()),
            Msg::NoHintsInTournament,
            Msg::NoEngine,
            Msg::TournamentMode,
            Msg::EngineFailed("gone".into()),
            Msg::ResumeOffer(3, Color::Black),
            Msg::SaveUnreadable("bad".into(), Some("/x".into())),
            Msg::SaveFailed("disk full".into()),
            Msg::SavedAgain,
            Msg::FolderBusy(Some(4242)),
            Msg::FolderBusy(None),
            Msg::ConfigUnreadable("bad".into(), None),
            Msg::Illegal(IllegalReason::GameOver),
            Msg::Illegal(IllegalReason::OwnPiece {
                to: shakmaty::Square::E2,
                role: Role::Rook,
            }),
            Msg::Illegal(IllegalReason::NothingToCapture {
                to: shakmaty::Square::E5,
            }),
            Msg::Illegal(IllegalReason::WrongCapture {
                to: shakmaty::Square::E5,
                said: Role::Pawn,
            }),
            Msg::Illegal(IllegalReason::KingInCheck {
                role: Role::Knight,
                from: shakmaty::Square::E2,
                to: shakmaty::Square::C3,
            }),
            Msg::Illegal(IllegalReason::BadPromotion),
            Msg::Illegal(IllegalReason::OtherSidesMove {
                to_move: Color::Black,
            }),
            Msg::Illegal(IllegalReason::Castle(CastleProblem::ThroughCheck)),
            Msg::Illegal(IllegalReason::NoSuchPiece {
                role: None,
                file: Some(shakmaty::File::E),
                rank: Some(shakmaty::Rank::Second),
            }),
            Msg::Illegal(IllegalReason::NoSuchPiece {
                role: Some(Role::Rook),
                file: Some(shakmaty::File::E),
                rank: None,
            }),
            Msg::Result(GameResult::draw(EndReason::Stalemate)),
            Msg::Result(GameResult::win(Color::Black, EndReason::FlagFall)),
            Msg::NotUnderstood,
            Msg::Illegal(IllegalReason::CannotReach {
                role: Role::Queen,
                from: None,
                to: shakmaty::Square::E4,
            }),
            Msg::Illegal(IllegalReason::NoSuchPiece {
                role: Some(Role::Pawn),
                file: None,
                rank: None,
            }),
            Msg::Flag(Color::White),
            Msg::Time {
                white: 4_332_000,
                black: 3_480_000,
                paused: true,
            },
            Msg::MovesToControl(21),
            Msg::IllegalEntered {
                by: Color::Black,
                count: 2,
                lost: false,
            },
            Msg::Unheard(vec![("Zäsar".into(), Some("Cesar".into()))]),
            Msg::Result(GameResult::win(Color::White, EndReason::Resignation)),
        ];
        for lang in Language::ALL {
            for m in &samples {
                let text = render(m, lang, Style::Ibca);
                assert!(
                    !text.contains('{') && !text.contains('$'),
                    "{lang} {m:?}: {text}"
                );
                assert!(text.len() > 5, "{lang} {m:?}: {text}");
            }
        }
        assert_eq!(
            render(
                &Msg::Illegal(IllegalReason::CannotReach {
                    role: Role::Queen,
                    from: None,
                    to: shakmaty::Square::E4
                }),
                Language::De,
                Style::Ibca
            ),
            "Nicht möglich: keine Dame kann Eva vier erreichen."
        );
        assert_eq!(
            render(
                &Msg::Illegal(IllegalReason::NoSuchPiece {
                    role: Some(Role::Pawn),
                    file: None,
                    rank: None
                }),
                Language::De,
                Style::Ibca
            ),
            "Nicht möglich: Sie haben keinen Bauern."
        );
        // The catalogues choose case and gender by the piece and the side.
        let no_rook = Msg::Illegal(IllegalReason::NoSuchPiece {
            role: Some(Role::Rook),
            file: None,
            rank: None,
        });
        let no_pawn_reaches = Msg::Illegal(IllegalReason::CannotReach {
            role: Role::Pawn,
            from: None,
            to: shakmaty::Square::E4,
        });
        for (msg, lang, said) in [
            (&no_rook, Language::Ru, "Невозможно: у вас нет ладьи."),
            (
                &no_rook,
                Language::De,
                "Nicht möglich: Sie haben keinen Turm.",
            ),
            (
                &no_pawn_reaches,
                Language::Ru,
                "Невозможно: ни одна пешка не может пойти на е четыре.",
            ),
            (
                &Msg::Flag(Color::Black),
                Language::Ru,
                "Партия! У чёрных упал флажок.",
            ),
            (
                &Msg::Flag(Color::White),
                Language::Ru,
                "Партия! У белых упал флажок.",
            ),
        ] {
            assert_eq!(render(msg, lang, Style::Ru), said);
        }
        for (n, lang, said) in [
            (21, Language::Ru, "До контроля двадцать один ход."),
            (3, Language::Ru, "До контроля три хода."),
            (11, Language::Ru, "До контроля одиннадцать ходов."),
            (1, Language::De, "Noch ein Zug bis zur Zeitkontrolle."),
            (40, Language::De, "Noch vierzig Züge bis zur Zeitkontrolle."),
            (1, Language::En, "One move to the time control."),
            (2, Language::En, "Two moves to the time control."),
        ] {
            assert_eq!(render(&Msg::MovesToControl(n), lang, Style::Ru), said);
        }
        assert_eq!(
            render(
                &Msg::Result(GameResult::win(Color::White, EndReason::Resignation)),
                Language::En,
                Style::En
            ),
            "Black resigns. White wins, one to nothing."
        );
    }
}
