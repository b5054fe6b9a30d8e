//! The score sheet: FIDE algebraic notation as in appendix Д, and PGN out and in.
//!
//! FIDE notation differs from PGN's SAN in details the rules name: a promotion is written as the
//! move plus the new piece ("d8Q", Д8), an en passant capture gets "e.p." (Д9), a draw offer is
//! marked "(=)" (Д13, 9.1b).

use std::fmt::Write as _;
use std::ops::ControlFlow;

use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Color, KnownOutcome, Position};

use super::game::{
    ClaimKind, Correction, EndReason, Forfeit, Game, GameResult, Outcome, Tags, fen_of, parse_fen,
};
use super::illegal;
use ansage_shared::mistake::Mistake;

/// One move in FIDE notation: "Nf3", "exd6 e.p.", "d8Q", "Qh4#".
pub fn fide_move(game: &Game, i: usize) -> String {
    let ply = &game.plies()[i];
    let mut s = ply.san.to_string().replace('=', "");
    if ply.mv.is_en_passant() {
        let suffix: String = s
            .chars()
            .rev()
            .take_while(|c| matches!(c, '+' | '#'))
            .collect();
        s.truncate(s.len() - suffix.len());
        s.push_str(" e.p.");
        s.push_str(&suffix);
    }
    if ply.draw_offer {
        s.push_str(" (=)");
    }
    s
}

/// The moves in FIDE notation, one move number per line ("12. Nf3 Nc6"; "1. ... e5" when
/// Black moves first), with the clock reading after each move when `clocks` and recorded.
pub fn move_lines(game: &Game, clocks: bool) -> Vec<String> {
    move_units(game, clocks)
        .iter()
        .map(|units| units.join(" "))
        .collect()
}

/// The moves as `move_lines` has them, each line as its moves: the move number with White's
/// move, then Black's, each with the clock reading after it, which a Braille sheet keeps
/// together when it wraps.
pub fn move_units(game: &Game, clocks: bool) -> Vec<Vec<String>> {
    let mut lines = Vec::new();
    let mut line: Vec<String> = Vec::new();
    for i in 0..game.plies().len() {
        let (n, c) = game.ply_number(i);
        let mut unit = String::new();
        if c == Color::White || i == 0 {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            unit = format!("{n}. ");
            if c == Color::Black {
                unit.push_str("... ");
            }
        }
        unit.push_str(&fide_move(game, i));
        if let (true, Some(ms)) = (clocks, game.plies()[i].clock) {
            unit.push_str(&format!(" ({})", clk(ms)));
        }
        line.push(unit);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The score sheet as text, one move number per line, with the result (8.7).
pub fn fide_text(game: &Game) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{} - {}", game.tags.white, game.tags.black);
    for line in move_lines(game, false) {
        let _ = writeln!(out, "{line}");
    }
    let result = game.result().map(|r| r.pgn()).unwrap_or_else(|| "*".into());
    let _ = writeln!(out, "{result}");
    out
}

/// The game as PGN: Seven Tag Roster (plus FEN/SetUp for other starts), SAN moves, draw offers
/// as "{(=)}" comments, the result.
pub fn to_pgn(game: &Game) -> String {
    to_pgn_with(game, &[])
}

/// The game as PGN with a further comment after each move that has one (`comments[i]` for
/// half-move i: the recording's cues).
pub fn to_pgn_with(game: &Game, comments: &[Option<String>]) -> String {
    let t = &game.tags;
    // PGN has no result for a loss of both (12.9): "*" with Termination "rules infraction"
    // and a comment that says it, which Ansage reads back.
    let both_lose = game
        .result()
        .is_some_and(|r| r.outcome == Outcome::BothLose);
    let result = match game.result() {
        Some(r) if !both_lose => r.pgn(),
        _ => "*".into(),
    };
    let mut out = String::new();
    for (name, value) in [
        ("Event", &t.event),
        ("Site", &t.site),
        ("Date", &t.date),
        ("Round", &t.round),
        ("White", &t.white),
        ("Black", &t.black),
        ("Result", &result),
    ] {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
    if let Some(tc) = &t.time_control {
        let _ = writeln!(out, "[TimeControl \"{}\"]", escape(tc));
    }
    if *game.start() != Chess::default() {
        let _ = writeln!(out, "[SetUp \"1\"]");
        let _ = writeln!(out, "[FEN \"{}\"]", fen_of(game.start()));
    }
    if let Some(t) = game.result().and_then(termination) {
        let _ = writeln!(out, "[Termination \"{t}\"]");
    }
    // The other tags of a loaded game, as they were (a Termination among them only when
    // Ansage does not know the reason itself).
    let own = |name: &str| {
        matches!(
            name,
            "Event"
                | "Site"
                | "Date"
                | "Round"
                | "White"
                | "Black"
                | "Result"
                | "TimeControl"
                | "SetUp"
                | "FEN"
        ) || (name == "Termination" && game.result().and_then(termination).is_some())
    };
    for (name, value) in t.other.iter().filter(|(n, _)| !own(n) && is_tag_name(n)) {
        let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
    }
    out.push('\n');
    let mut tokens = t.preface.clone();
    let adjusted = |after: usize| -> Vec<String> {
        game.corrections()
            .iter()
            .filter(|c| c.after_ply == after)
            .map(adjustment)
            .collect()
    };
    let before_any = adjusted(0);
    if !before_any.is_empty() {
        tokens.push(format!("{{{}}}", before_any.join(" ")));
    }
    // A Black move is numbered ("12...") at the start and after a comment or variation.
    let mut number_black = true;
    for (i, ply) in game.plies().iter().enumerate() {
        let (n, c) = game.ply_number(i);
        if c == Color::White {
            tokens.push(format!("{n}."));
        } else if number_black {
            tokens.push(format!("{n}..."));
        }
        tokens.push(ply.san.to_string());
        // A loaded game's own comment on the move may hold the offer or the clock already.
        let kept = |what: &str| {
            ply.annotation
                .iter()
                .take_while(|t| !t.starts_with('('))
                .any(|t| t.starts_with('{') && t.contains(what))
        };
        let mut comment = Vec::new();
        if ply.draw_offer && !kept("(=)") {
            comment.push("(=)".to_string());
        }
        if let Some(ms) = ply.clock
            && !kept(CLK)
        {
            comment.push(format!("{CLK} {}]", pgn_clk(ms)));
        }
        if let Some(ms) = ply.emt
            && !kept(EMT)
        {
            comment.push(format!("{EMT} {}]", pgn_clk(ms)));
        }
        if ply.illegal && !kept(ILLEGAL) {
            comment.push(ILLEGAL_COMMENT.to_string());
        }
        comment.extend(adjusted(i + 1));
        if let Some(Some(extra)) = comments.get(i) {
            comment.push(extra.clone());
        }
        number_black = !comment.is_empty() || ply.annotation.iter().any(|t| !t.starts_with('$'));
        if !comment.is_empty() {
            tokens.push(format!("{{{}}}", comment.join(" ")));
        }
        tokens.extend(ply.annotation.iter().cloned());
    }
    if both_lose {
        tokens.push(format!("{{{BOTH_LOSE}}}"));
    }
    tokens.push(result);
    let mut line = String::new();
    for tok in tokens {
        if !line.is_empty() && line.len() + 1 + tok.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&tok);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// The comment before a "*" that records a loss of both players (12.9), which PGN's results
/// cannot say.
const BOTH_LOSE: &str = "[%result 0-0] both players lose (FIDE 12.9)";
const BOTH_LOSE_MARK: &str = "[%result 0-0]";

/// The mark of an illegal move that stood (Б6, В3) in the move's PGN comment: a command in
/// the manner of `[%clk]`, which Ansage reads back; other tools stop at the move, as they
/// stop at any illegal move.
const ILLEGAL: &str = "[%illegal]";
const ILLEGAL_COMMENT: &str = "[%illegal] illegal move, not claimed";

/// A clock reading as PGN's %clk wants it: h:mm:ss, truncated.
pub fn clk(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}

/// A clock reading as a PGN `%clk` holds it: h:mm:ss, with the milliseconds as a fraction
/// when there are any (`0:04:59.7`, as chess.com writes it), so that it reads back exactly.
fn pgn_clk(ms: u64) -> String {
    let whole = clk(ms);
    match ms % 1000 {
        0 => whole,
        frac => format!("{whole}.{}", format!("{frac:03}").trim_end_matches('0')),
    }
}

/// The arbiter's clock correction in a move's comment, a command in the manner of `[%clk]`:
/// `[%adj white +0:00:30]`, after the move it followed (before the first, in a comment of its
/// own). Ansage reads it back; other tools pass over it.
const ADJ: &str = "[%adj";

fn adjustment(c: &Correction) -> String {
    let sign = if c.delta < 0 { '-' } else { '+' };
    let side = c.side.fold_wb("white", "black");
    format!("{ADJ} {side} {sign}{}]", pgn_clk(c.delta.unsigned_abs()))
}

/// The corrections in a comment, and the comment without them.
fn read_adjustments(comment: &str, after_ply: usize) -> (Vec<Correction>, String) {
    let mut found = Vec::new();
    let mut rest = comment.to_string();
    while let Some(at) = rest.find(ADJ) {
        let end = rest[at..].find(']').map_or(rest.len(), |e| at + e + 1);
        let body = rest[at + ADJ.len()..end]
            .trim_end_matches(']')
            .trim()
            .to_string();
        rest.replace_range(at..end, "");
        let mut words = body.split_whitespace();
        let side = match words.next() {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            _ => continue,
        };
        let Some(signed) = words.next() else { continue };
        let (negative, time) = match signed.split_at_checked(1) {
            Some(("-", t)) => (true, t),
            Some(("+", t)) => (false, t),
            _ => (false, signed),
        };
        let Some(ms) = read_time(&format!("{CLK} {time}]"), CLK) else {
            continue;
        };
        let delta = i64::try_from(ms).unwrap_or(i64::MAX);
        found.push(Correction {
            after_ply,
            side,
            delta: if negative { -delta } else { delta },
        });
    }
    (found, rest)
}

/// The clock command of PGN (the mover's clock after the move) and the elapsed move time's
/// (how long the move took), each followed by h:mm:ss and "]".
const CLK: &str = "[%clk";
const EMT: &str = "[%emt";

/// A comment without its `command` (Ansage writes the clock and the move time itself).
fn without(comment: &str, command: &str) -> String {
    match comment.find(command) {
        Some(at) => {
            let end = comment[at..]
                .find(']')
                .map_or(comment.len(), |e| at + e + 1);
            format!("{}{}", &comment[..at], &comment[end..])
        }
        None => comment.to_string(),
    }
}

/// Reads "[%clk h:mm:ss]" (seconds with or without a fraction) out of a comment.
fn read_clk(comment: &str) -> Option<u64> {
    read_time(comment, CLK)
}

/// Reads a time command ("[%emt 0:00:12]") out of a comment.
fn read_time(comment: &str, command: &str) -> Option<u64> {
    let rest = &comment[comment.find(command)? + command.len()..];
    let value = rest.trim_start().split(']').next()?.trim();
    let mut parts = value.split(':').rev();
    let secs: f64 = parts.next()?.parse().ok()?;
    let mins: u64 = parts.next().map_or(Some(0), |p| p.parse().ok())?;
    let hours: u64 = parts.next().map_or(Some(0), |p| p.parse().ok())?;
    // Any numbers may stand in a comment: a reading that does not fit is no reading.
    if !(0.0..1e12).contains(&secs) {
        return None;
    }
    hours
        .checked_mul(3600)?
        .checked_add(mins.checked_mul(60)?)?
        .checked_mul(1000)?
        .checked_add((secs * 1000.0).round() as u64)
}

/// A tag name PGN can hold: letters, digits and underscores.
fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A tag value as PGN holds it: on one line (a line break would end the tag and turn the
/// rest into movetext), quotes and backslashes escaped.
fn escape(s: &str) -> String {
    one_line(s).replace('\\', "\\\\").replace('"', "\\\"")
}

/// Control characters (line breaks, tabs) as spaces: the same on reading and writing, so a
/// tag reads back as it was written.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The PGN standard's Termination (8.1.1.9) for a result Ansage knows the reason of; `None`
/// for a result only recorded (the Termination it was read with, if any, is kept with the
/// other tags).
fn termination(r: GameResult) -> Option<&'static str> {
    Some(match r.reason {
        EndReason::FlagFall => "time forfeit",
        EndReason::Abandoned => "abandoned",
        EndReason::IllegalMoves | EndReason::SealedMoveIllegal | EndReason::Declared(_) => {
            "rules infraction"
        }
        // 10.2: the arbiter decides the claim.
        EndReason::QuickplayFinish => "adjudication",
        EndReason::Recorded => return None,
        _ => "normal",
    })
}

/// Reading PGN: why a game was not loaded. The table says it in the player's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnError {
    /// Not PGN at all, or broken beyond reading.
    Unreadable(String),
    /// Nothing that is a game in the file.
    NoGame,
    /// A game number beyond the file's games.
    NoSuchGame { asked: usize, count: usize },
    /// A variant Ansage does not play (the Variant tag: Chess960 and others).
    Variant(String),
    /// The starting position (FEN tag) is not a legal chess position.
    BadStart(Mistake),
    /// A move that does not fit the position: its number, whether Black's, as written.
    IllegalMove {
        number: u32,
        black: bool,
        text: String,
    },
    /// A word in the place of a move that is no move Ansage reads ("e9", German "Sf3"): its
    /// number, whether Black's, as written. Not understood, where `IllegalMove` is understood
    /// and against the rules.
    NotAMove {
        number: u32,
        black: bool,
        text: String,
    },
    /// A null move ("--"), which analysis uses and no game has.
    NullMove { number: u32, black: bool },
}

impl std::fmt::Display for PgnError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PgnError::Unreadable(e) => write!(f, "cannot read PGN: {e}"),
            PgnError::NoGame => f.write_str("no game in the PGN"),
            PgnError::NoSuchGame { asked, count } => {
                write!(f, "no game {asked} in the PGN (it has {count})")
            }
            PgnError::Variant(v) => write!(f, "the variant {v} is not played"),
            PgnError::BadStart(e) => write!(f, "bad FEN: {e}"),
            PgnError::NullMove { number, black } => write!(
                f,
                "move {number}{} is a null move",
                if *black { "..." } else { "." }
            ),
            PgnError::IllegalMove {
                number,
                black,
                text,
            } => write!(
                f,
                "move {number}{} {text} is not legal",
                if *black { "..." } else { "." }
            ),
            PgnError::NotAMove {
                number,
                black,
                text,
            } => write!(
                f,
                "move {number}{} {text} is no move",
                if *black { "..." } else { "." }
            ),
        }
    }
}

impl std::error::Error for PgnError {}

struct Importer;

struct Partial {
    tags: Tags,
    fen: Option<String>,
    variant: Option<String>,
    termination: Option<String>,
    moves: Vec<ReadMove>,
    outcome: Option<KnownOutcome>,
    /// The game's closing comment says both players lost (12.9).
    both_lose: bool,
    /// The arbiter's clock corrections (`[%adj]`).
    corrections: Vec<Correction>,
    /// The annotations being read: how deep in variations, the next half-move's index at
    /// each depth (for the move numbers written back), a "(" to put before the next token,
    /// whether a Black move next needs its number ("12...") after a comment or variation.
    depth: usize,
    next_ply: Vec<usize>,
    open: bool,
    number_black: bool,
    /// The start's move number and whether Black moves first (for the move numbers).
    first: (u32, bool),
}

/// A main-line move as read: the move, a draw offer "(=)" with it, the clock after it, and the
/// rest of what followed it (comments, NAGs, variations) as PGN tokens.
struct ReadMove {
    token: Token,
    /// Marked as an illegal move that stood (`[%illegal]`).
    illegal: bool,
    offer: bool,
    clock: Option<u64>,
    emt: Option<u64>,
    annotation: Vec<String>,
}

impl Partial {
    /// The tokens that the annotation being read goes to: the last main-line move's, or the
    /// game's preface before the first move.
    fn target(&mut self) -> &mut Vec<String> {
        match self.moves.last_mut() {
            Some(m) => &mut m.annotation,
            None => &mut self.tags.preface,
        }
    }

    fn push_token(&mut self, token: String) {
        let token = if std::mem::take(&mut self.open) {
            format!("({token}")
        } else {
            token
        };
        self.target().push(token);
    }

    /// A move inside a variation, with its number where PGN's export format wants one.
    fn variation_move(&mut self, san: String) {
        let ply = self.next_ply.last().copied().unwrap_or(0);
        let (first, black_first) = self.first;
        let count = ply + usize::from(black_first);
        let number = first as usize + count / 2;
        if count % 2 == 0 {
            self.push_token(format!("{number}."));
        } else if self.number_black {
            self.push_token(format!("{number}..."));
        }
        self.push_token(san);
        self.number_black = false;
        if let Some(n) = self.next_ply.last_mut() {
            *n += 1;
        }
    }
}

/// A move as written in the movetext: SAN, or a token SAN does not read (long algebraic
/// "e2-e4", "Ng1-f3", "e7e8Q"; UCI "e2e4", "e7e8q"), matched against the legal moves.
enum Token {
    San(SanPlus),
    Other(String),
    /// A word in the place of a move that is no move at all.
    NotAMove(String),
}

impl std::fmt::Display for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Token::San(s) => write!(f, "{s}"),
            Token::Other(t) | Token::NotAMove(t) => f.write_str(t),
        }
    }
}

impl Visitor for Importer {
    type Tags = Partial;
    type Movetext = Partial;
    type Output = Partial;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Partial {
            tags: Tags::default(),
            fen: None,
            variant: None,
            termination: None,
            moves: Vec::new(),
            outcome: None,
            both_lose: false,
            corrections: Vec::new(),
            depth: 0,
            next_ply: Vec::new(),
            open: false,
            number_black: false,
            first: (1, false),
        })
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        let v = one_line(&value.decode_utf8_lossy());
        match name {
            b"Event" => tags.tags.event = v,
            b"Site" => tags.tags.site = v,
            b"Date" => tags.tags.date = v,
            b"Round" => tags.tags.round = v,
            b"White" => tags.tags.white = v,
            b"Black" => tags.tags.black = v,
            b"FEN" => tags.fen = Some(v),
            b"TimeControl" => tags.tags.time_control = Some(v),
            b"Variant" => tags.variant = Some(v),
            b"Termination" => tags.termination = Some(v),
            // Made from the game itself when it is written.
            b"Result" | b"SetUp" => {}
            _ => tags
                .tags
                .other
                .push((one_line(&String::from_utf8_lossy(name)), v)),
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(
        &mut self,
        mut tags: Self::Tags,
    ) -> ControlFlow<Self::Output, Self::Movetext> {
        if let Some(Ok(start)) = tags.fen.as_deref().map(parse_fen) {
            tags.first = (start.fullmoves().get(), start.turn() == Color::Black);
        }
        ControlFlow::Continue(tags)
    }

    fn san(&mut self, m: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if m.depth > 0 {
            m.variation_move(san_plus.to_string());
        } else {
            m.moves.push(ReadMove {
                token: Token::San(san_plus),
                illegal: false,
                offer: false,
                clock: None,
                emt: None,
                annotation: Vec::new(),
            });
        }
        ControlFlow::Continue(())
    }

    fn nag(&mut self, m: &mut Self::Movetext, nag: pgn_reader::Nag) -> ControlFlow<Self::Output> {
        m.push_token(nag.to_string());
        ControlFlow::Continue(())
    }

    fn comment(
        &mut self,
        m: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        let text = String::from_utf8_lossy(comment.as_bytes());
        let marked = [("=long ", Word::Long), ("=word ", Word::NotAMove)]
            .into_iter()
            .find_map(|(mark, kind)| Some((text.strip_prefix(mark)?, kind)));
        if let Some((word, kind)) = marked {
            if m.depth > 0 {
                if let Some(last) = m.target().last_mut() {
                    *last = last.replace("--", word);
                }
            } else if let Some(last) = m.moves.last_mut() {
                last.token = match kind {
                    Word::Long => Token::Other(word.to_string()),
                    _ => Token::NotAMove(word.to_string()),
                };
            }
            return ControlFlow::Continue(());
        }
        if m.depth == 0 && text.contains(BOTH_LOSE_MARK) {
            m.both_lose = true;
            return ControlFlow::Continue(());
        }
        let (found, text) = if m.depth == 0 {
            read_adjustments(&text, m.moves.len())
        } else {
            (Vec::new(), text.to_string())
        };
        let only_adjusted = !found.is_empty() && text.trim().is_empty();
        m.corrections.extend(found);
        if only_adjusted && m.moves.is_empty() {
            return ControlFlow::Continue(());
        }
        if m.depth == 0
            && let Some(last) = m.moves.last_mut()
        {
            last.offer |= text.contains("(=)");
            last.illegal |= text.contains(ILLEGAL);
            last.clock = last.clock.or(read_clk(&text));
            last.emt = last.emt.or(read_time(&text, EMT));
            // A comment of nothing but what Ansage writes itself from the game (the draw
            // offer, the clock, the illegal move's mark) is left to it; any other is kept whole.
            let own = text
                .replace("(=)", "")
                .replace(ILLEGAL_COMMENT, "")
                .replace(ILLEGAL, "");
            if without(&without(&own, CLK), EMT).trim().is_empty() {
                return ControlFlow::Continue(());
            }
        }
        m.push_token(format!("{{{text}}}"));
        m.number_black = true;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, m: &mut Self::Movetext) -> ControlFlow<Self::Output, Skip> {
        // The variation is an alternative to the last move at this depth.
        let next = match m.depth {
            0 => m.moves.len(),
            _ => m.next_ply.last().copied().unwrap_or(0),
        };
        m.next_ply.push(next.saturating_sub(1));
        m.depth += 1;
        m.open = true;
        m.number_black = true;
        ControlFlow::Continue(Skip(false))
    }

    fn end_variation(&mut self, m: &mut Self::Movetext) -> ControlFlow<Self::Output> {
        if std::mem::take(&mut m.open) {
            m.target().push("()".into());
        } else if let Some(last) = m.target().last_mut() {
            last.push(')');
        }
        m.depth = m.depth.saturating_sub(1);
        m.next_ply.pop();
        m.number_black = true;
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        m: &mut Self::Movetext,
        outcome: pgn_reader::Outcome,
    ) -> ControlFlow<Self::Output> {
        if let pgn_reader::Outcome::Known(k) = outcome {
            m.outcome = Some(k);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, m: Self::Movetext) -> Self::Output {
        m
    }
}

/// A game of a PGN file, as a list of the file's games shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub white: String,
    pub black: String,
    /// "1-0", "0-1", "1/2-1/2", "0-0" (both lost, 12.9) or "*".
    pub result: String,
}

impl Listed {
    /// The player of the game who goes by `name`, as the file names him: each word asked
    /// begins a word of White's or Black's name, in either order and case, umlauts spelled
    /// out or dropped ("kasparov", "Garry Kasparov", "Muller" and "Mueller" for "Müller").
    pub fn player(&self, name: &str) -> Option<&str> {
        use ansage_shared::language::{normalize, split, without_umlauts};
        let asked = split(name);
        if asked.is_empty() {
            return None;
        }
        [&self.white, &self.black]
            .into_iter()
            .find(|player| {
                let words: Vec<String> = split(player)
                    .into_iter()
                    .chain(
                        player
                            .split_whitespace()
                            .filter_map(without_umlauts)
                            .map(|w| normalize(&w)),
                    )
                    .collect();
                asked
                    .iter()
                    .all(|a| words.iter().any(|w| w.starts_with(a.as_str())))
            })
            .map(String::as_str)
    }
}

/// The text of a PGN file: UTF-8, or else Windows-1252 (the charset of the PGN standard's
/// Latin-1 and of old ChessBase exports: "M\xfcller" is "Müller").
pub fn pgn_text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.strip_prefix('\u{feff}').unwrap_or(s).to_string(),
        Err(_) => encoding_rs::WINDOWS_1252.decode(bytes).0.into_owned(),
    }
}

/// What a word of the movetext is to the importer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Word {
    /// Read by pgn-reader as it stands: SAN, a move number, a result, a NAG, a glyph.
    Read,
    /// A long-algebraic or UCI move ("e2-e4", "Ng1-f3", "e7e8Q", "e2e4"), which is not SAN.
    Long,
    /// Letters pgn-reader skips without a word ("e9", "Zf3", German "Sf3"): had it been
    /// skipped, every later move would have been given to the other side or refused.
    NotAMove,
}

/// A word of the movetext (without the parentheses of variations around it) as its move
/// number, if one stands before it without a space ("1.e4", "12...Nf6"), and the rest.
fn numbered(word: &str) -> (&str, &str) {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = word[digits..].trim_start_matches('.');
    match rest.len() < word.len() - digits {
        true => word.split_at(word.len() - rest.len()),
        false => ("", word),
    }
}

/// What the importer makes of a word of the movetext without its move number.
fn word_kind(rest: &str) -> Word {
    fn is_long(tok: &str) -> bool {
        let t = tok.trim_end_matches(['+', '#', '!', '?']);
        let t = t.strip_prefix(['K', 'Q', 'R', 'B', 'N']).unwrap_or(t);
        let b = t.as_bytes();
        let square = |i: usize| {
            b.len() > i + 1 && (b'a'..=b'h').contains(&b[i]) && (b'1'..=b'8').contains(&b[i + 1])
        };
        if !square(0) {
            return false;
        }
        let to = if b.len() > 2 && matches!(b[2], b'-' | b'x' | b':') {
            3
        } else {
            2
        };
        square(to) && {
            let rest = &t[to + 2..];
            let rest = rest.strip_prefix('=').unwrap_or(rest);
            rest.is_empty() || (rest.len() == 1 && "QRBNqrbn".contains(rest))
        }
    }
    let bare = rest.trim_end_matches(['!', '?']);
    let read = bare.is_empty()
        || !bare.chars().any(char::is_alphanumeric)
        || bare.chars().all(|c| c.is_ascii_digit())
        || matches!(
            bare,
            "1-0" | "0-1" | "1/2-1/2" | "½-½" | "e.p." | "ep" | "N" | "--"
        )
        || bare
            .strip_prefix('$')
            .is_some_and(|n| n.chars().all(|c| c.is_ascii_digit()))
        || ["0-0-0", "0-0"].iter().any(|c| {
            bare.strip_prefix(c)
                .is_some_and(|s| matches!(s, "" | "+" | "#"))
        })
        || SanPlus::from_ascii(bare.as_bytes()).is_ok();
    // First: SAN reads "g1f3" as a pawn's move from g1, which is no move.
    if is_long(rest) {
        Word::Long
    } else if read {
        Word::Read
    } else {
        Word::NotAMove
    }
}

/// pgn-reader reads SAN and skips any other word of the movetext in silence. Each word that
/// is not SAN is rewritten as a null move with the comment `{=long e2-e4}` or `{=word e9}`,
/// which the importer turns back into the word (no one writes such a comment): a long or
/// UCI move is matched against the legal moves, any other word is said to be no move.
/// Tag lines, comments (`{…}` and `;` to the end of the line) and `%` lines stay as they are.
fn mark_words(text: &str) -> std::borrow::Cow<'_, str> {
    let mut out = String::with_capacity(text.len() + 64);
    let mut changed = false;
    let mut in_comment = false;
    // After the game's result (outside variations) and until the next tag, words are no
    // longer the game's: text copied with the game ("Ansage wird beendet.") stays as it is.
    let (mut depth, mut ended) = (0usize, false);
    for line in text.split_inclusive('\n') {
        let head = line.trim_start();
        if !in_comment && (head.starts_with('[') || line.starts_with('%')) {
            ended &= !head.starts_with('[');
            out.push_str(line);
            continue;
        }
        let mut word = String::new();
        let mut rest_is_comment = false;
        for c in line.chars() {
            if in_comment || rest_is_comment {
                out.push(c);
                in_comment &= c != '}';
                continue;
            }
            if c.is_whitespace() || matches!(c, '{' | ';' | '(' | ')') {
                changed |= push_word(&mut out, &word, ended);
                ended |= depth == 0 && is_result(&word);
                word.clear();
                out.push(c);
                in_comment = c == '{';
                rest_is_comment = c == ';';
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
            } else {
                word.push(c);
            }
        }
        changed |= push_word(&mut out, &word, ended);
        ended |= depth == 0 && is_result(&word);
    }
    if changed {
        std::borrow::Cow::Owned(out)
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// Writes a word of the movetext, marked if pgn-reader would not read it (and it is not after
/// the game's result); whether it was.
fn push_word(out: &mut String, word: &str, after_result: bool) -> bool {
    let (number, word) = numbered(word);
    out.push_str(number);
    let mark = match word_kind(word) {
        _ if after_result => {
            out.push_str(word);
            return false;
        }
        Word::Read => {
            out.push_str(word);
            return false;
        }
        Word::Long => "long",
        Word::NotAMove => "word",
    };
    out.push_str("-- {=");
    out.push_str(mark);
    out.push(' ');
    out.push_str(word);
    out.push('}');
    true
}

/// The games of a PGN file, in order.
pub fn pgn_list(text: &str) -> Vec<Listed> {
    let text = mark_words(text);
    let mut reader = Reader::new(text.as_bytes());
    let mut out = Vec::new();
    while let Ok(Some(p)) = reader.read_game(&mut Importer) {
        if is_empty(&p) {
            continue;
        }
        out.push(Listed {
            white: p.tags.white.clone(),
            black: p.tags.black.clone(),
            result: match p.outcome {
                Some(KnownOutcome::Decisive {
                    winner: Color::White,
                }) => "1-0",
                Some(KnownOutcome::Decisive {
                    winner: Color::Black,
                }) => "0-1",
                Some(KnownOutcome::Draw) => "1/2-1/2",
                None if p.both_lose => "0-0",
                None => "*",
            }
            .to_string(),
        });
    }
    out
}

fn is_empty(p: &Partial) -> bool {
    p.moves.is_empty() && p.fen.is_none() && p.tags == Tags::default()
}

/// Reads the first game of a PGN text into a game record, checking every move.
pub fn from_pgn(text: &str) -> Result<Game, PgnError> {
    from_pgn_nth(text, 1).map(|loaded| loaded.game)
}

/// A game read from a PGN file.
#[derive(Debug)]
pub struct Loaded {
    pub game: Game,
    /// The half-moves the file has after the game ended by the laws (a dead position, 9.6,
    /// played on, as tournament files often have it): not loaded, and to be said.
    pub after_end: usize,
}

/// Reads the `n`th game (from 1) of a PGN text into a game record, checking every move up
/// to the game's end by the laws.
pub fn from_pgn_nth(text: &str, n: usize) -> Result<Loaded, PgnError> {
    let text = mark_words(text);
    let mut reader = Reader::new(text.as_bytes());
    let mut count = 0;
    let partial = loop {
        match reader.read_game(&mut Importer) {
            Err(e) => return Err(PgnError::Unreadable(e.to_string())),
            Ok(None) if count == 0 => return Err(PgnError::NoGame),
            Ok(None) => return Err(PgnError::NoSuchGame { asked: n, count }),
            Ok(Some(p)) if is_empty(&p) => {}
            Ok(Some(p)) => {
                count += 1;
                if count == n.max(1) {
                    break p;
                }
            }
        }
    };
    if let Some(v) = &partial.variant
        && !v.eq_ignore_ascii_case("standard")
    {
        return Err(PgnError::Variant(v.clone()));
    }
    let start = match &partial.fen {
        Some(fen) => parse_fen(fen).map_err(PgnError::BadStart)?,
        None => Chess::default(),
    };
    let mut game = Game::new(start);
    game.tags = partial.tags;
    let total = partial.moves.len();
    let mut after_end = 0;
    for (i, read) in partial.moves.into_iter().enumerate() {
        if game.result().is_some() {
            after_end = total - i;
            break;
        }
        let token = &read.token;
        let (number, c) = game.ply_number(i);
        let illegal = |text: String| PgnError::IllegalMove {
            number,
            black: c == Color::Black,
            text,
        };
        if read.illegal {
            let stood = token
                .to_string()
                .parse()
                .ok()
                .and_then(|bm| illegal::stand(game.position(), bm).ok());
            let Some(illegal::Stand::Stands { mv, after }) = stood else {
                return Err(illegal(token.to_string()));
            };
            game.stand_illegal(mv, *after)
                .map_err(|_| illegal(token.to_string()))?;
        } else {
            let m = match token {
                // A null move ("--", an analysis device): no move of a game.
                Token::San(san) if san.san == shakmaty::san::San::Null => {
                    return Err(PgnError::NullMove {
                        number,
                        black: c == Color::Black,
                    });
                }
                Token::San(san) => san
                    .san
                    .to_move(game.position())
                    .map_err(|_| illegal(san.to_string()))?,
                Token::Other(t) => {
                    long_move(game.position(), t).ok_or_else(|| illegal(t.clone()))?
                }
                Token::NotAMove(t) => {
                    return Err(PgnError::NotAMove {
                        number,
                        black: c == Color::Black,
                        text: t.clone(),
                    });
                }
            };
            game.play(m).map_err(|_| illegal(token.to_string()))?;
        }
        if read.offer {
            let _ = game.offer_draw(c);
        }
        if let Some(ms) = read.emt {
            game.set_ply_emt(i, ms);
        }
        if let Some(ms) = read.clock {
            game.set_ply_clock(i, ms);
        }
        game.set_ply_annotation(i, read.annotation);
    }
    for c in partial.corrections {
        game.record_correction(c);
    }
    if game.result().is_none() && partial.both_lose {
        game.set_result(GameResult {
            outcome: Outcome::BothLose,
            reason: EndReason::Declared(Forfeit::Refusal),
        });
    }
    if game.result().is_none()
        && let Some(outcome) = partial.outcome
    {
        let reason = match (
            partial
                .termination
                .as_deref()
                .map(str::to_lowercase)
                .as_deref(),
            outcome,
        ) {
            (Some("time forfeit"), _) => EndReason::FlagFall,
            (Some("abandoned"), KnownOutcome::Decisive { .. }) => EndReason::Abandoned,
            (Some("rules infraction"), _) => EndReason::IllegalMoves,
            (Some("normal"), KnownOutcome::Decisive { .. }) => EndReason::Resignation,
            (Some("normal"), KnownOutcome::Draw) => {
                if game.claim_would_hold(ClaimKind::Repetition) {
                    EndReason::Repetition
                } else if game.claim_would_hold(ClaimKind::FiftyMoves) {
                    EndReason::FiftyMoves
                } else {
                    EndReason::Agreement
                }
            }
            _ => EndReason::Recorded,
        };
        if reason == EndReason::Recorded
            && let Some(t) = &partial.termination
        {
            game.tags.other.push(("Termination".into(), t.clone()));
        }
        game.set_result(GameResult {
            outcome: outcome.into(),
            reason,
        });
    }
    Ok(Loaded { game, after_end })
}

/// A long-algebraic or UCI move ("e2-e4", "Ng1-f3", "e7xd8=Q", "e2e4", "e7e8q"; castling as
/// the king's move, "e1g1") in this position, if it is legal there.
fn long_move(pos: &Chess, token: &str) -> Option<shakmaty::Move> {
    let t = token.trim_end_matches(['+', '#', '!', '?']);
    let t = t.strip_prefix(['K', 'Q', 'R', 'B', 'N']).unwrap_or(t);
    let uci: String = t
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | ':' | '='))
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let uci: shakmaty::uci::UciMove = uci.parse().ok()?;
    uci.to_move(pos).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_that_is_no_move_stops_the_load_and_what_pgn_allows_around_moves_does_not() {
        let not_a_move = |pgn: &str| match from_pgn(pgn) {
            Err(PgnError::NotAMove {
                number,
                black,
                text,
            }) => Some((number, black, text)),
            _ => None,
        };
        assert_eq!(
            not_a_move("1. e4 e5 2. Nf3 e9 3. Bc4 *"),
            Some((2, true, "e9".into()))
        );
        assert_eq!(
            not_a_move("1.e4 e5 2.Sf3 Sc6 *"),
            Some((2, false, "Sf3".into()))
        );
        // Move numbers glued to moves, castling with zeros, NAGs and glyphs, "e.p.", comments
        // of both kinds, an escape line, a variation with a word of its own: all as before.
        let game = from_pgn(
            "[Event \"x y\"]\n\n1.e4 $1 e5!? 2.Nf3 +- Nc6 = 3.Bc4 ; rest of line Zz9\n\
             %escaped line Qq9\nBc5 {Zz9 a comment} 4.0-0 Nf6 5.d4 exd4 6.e5 d5 7.exd6 e.p. \
             (7. Bb5 Yy7 8. c3) 7...Bxd6 N 1-0",
        )
        .unwrap();
        assert_eq!(game.plies().len(), 14);
        // Text after the result is not the game's (a console's last line copied with it).
        assert_eq!(
            from_pgn("1. e4 e5 1-0\nAnsage wird beendet.\n")
                .unwrap()
                .plies()
                .len(),
            2
        );
        let pgn = to_pgn(&game);
        assert!(pgn.contains("(7. Bb5 Yy7 8. c3)"), "{pgn}");
        assert!(pgn.contains("{Zz9 a comment}"), "{pgn}");
    }

    #[test]
    fn a_huge_clock_reading_or_a_line_break_in_a_tag_reads_back_unchanged() {
        // Found by fuzzing (issue 14): an hour count that overflowed, and a tag whose escaped
        // line break was written raw and read back as movetext.
        assert_eq!(read_clk("[%clk 99999999999999999:00:00]"), None);
        assert_eq!(read_clk("[%clk 1:00:1e300]"), None);
        assert_eq!(read_clk("[%clk 1:02:03]"), Some(3_723_000));
        // Found by the 10-minute run: a reading with a fraction of a second was written in
        // whole seconds and read back as another clock. Fractions are written and read exactly.
        for (ms, text) in [
            (300, "0:00:00.3"),
            (350, "0:00:00.35"),
            (299_001, "0:04:59.001"),
        ] {
            assert_eq!(pgn_clk(ms), text);
            assert_eq!(read_clk(&format!("[%clk {text}]")), Some(ms), "{text}");
        }
        assert_eq!(pgn_clk(3_723_000), "1:02:03");
        // Its first two words are no moves and are refused since the movetext's words are
        // checked; the rest is the clock comment that did not read back.
        let crash = String::from_utf8_lossy(
            b"00`0\r1-Y)a4!)[\xff\x1f\x1f\xd4{kk?k[+clk\r]\r\rclk3}\xa1---{kkkkkkkkkk[%clk.3}\xa1--\r\r\r\r\r",
        );
        assert!(matches!(
            from_pgn(&crash),
            Err(PgnError::NotAMove { text, .. }) if text == "00`0"
        ));
        let crash = &crash[crash.find(')').unwrap()..];
        let game = from_pgn(crash).unwrap();
        let again = from_pgn(&to_pgn(&game)).unwrap();
        assert_eq!(again.plies(), game.plies());
        assert_eq!(to_pgn(&again), to_pgn(&game));
        let mut g = Game::default();
        g.tags.white = "Anna\nMüller\t\"A\"".into();
        let written = to_pgn(&g);
        let again = from_pgn(&written).unwrap();
        assert_eq!(again.tags.white, "Anna Müller \"A\"");
        assert_eq!(to_pgn(&again), written);
    }
    use crate::matcher::{MatchResult, match_text};

    fn play(g: &mut Game, moves: &str) {
        for t in moves.split_whitespace() {
            let MatchResult::Move { mv, .. } = match_text(g.position(), t) else {
                panic!("{t}")
            };
            g.play(mv).unwrap();
        }
    }

    #[test]
    fn fide_notation_details() {
        let mut g = Game::from_fen("4k3/1P6/8/3Pp3/8/8/8/4K3 w - e6 0 1").unwrap();
        play(&mut g, "dxe6 Kf8 b8=Q+");
        assert_eq!(fide_move(&g, 0), "dxe6 e.p.");
        assert_eq!(fide_move(&g, 2), "b8Q+");
        let mut g = Game::default();
        play(&mut g, "e4");
        g.offer_draw(Color::White).unwrap();
        assert_eq!(fide_move(&g, 0), "e4 (=)");
        assert!(fide_text(&g).contains("1. e4 (=)"));
    }

    #[test]
    fn pgn_round_trip_with_offer_fen_and_result() {
        let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30").unwrap();
        g.tags.white = "Anna \"A\" Weiß".into();
        play(&mut g, "Kd7 e4");
        g.offer_draw(Color::White).unwrap();
        g.accept_draw().unwrap();
        let pgn = to_pgn(&g);
        assert!(pgn.contains("30... Kd7 31. e4 {(=)} 1/2-1/2"), "{pgn}");
        let back = from_pgn(&pgn).unwrap();
        assert_eq!(back.tags, g.tags);
        assert_eq!(to_pgn(&back), pgn);
        assert!(back.plies()[1].draw_offer);
    }

    #[test]
    fn clock_tags_and_comments() {
        let mut g = Game::default();
        g.tags.time_control = Some("40/5400+30:1800+30".into());
        play(&mut g, "e4 e5");
        g.set_ply_clock(0, 5_428_999);
        g.set_ply_clock(1, 5_400_000);
        g.set_ply_emt(1, 12_500);
        g.offer_draw(Color::Black).unwrap();
        let pgn = to_pgn(&g);
        assert!(
            pgn.contains("[TimeControl \"40/5400+30:1800+30\"]"),
            "{pgn}"
        );
        assert!(
            // Black's move after a comment carries its number, as the export format has it.
            pgn.contains(
                "1. e4 {[%clk 1:30:28.999]} 1... e5 {(=) [%clk 1:30:00] [%emt 0:00:12.5]} *"
            ),
            "{pgn}"
        );
        let back = from_pgn(&pgn).unwrap();
        assert_eq!(back.plies()[0].clock, Some(5_428_999), "to the millisecond");
        assert_eq!(back.plies()[1].emt, Some(12_500));
        assert_eq!(
            to_pgn(&back),
            pgn,
            "the comment is Ansage's own: written again as read"
        );
        assert!(back.plies()[1].draw_offer);
        assert_eq!(back.tags.time_control, g.tags.time_control);
    }

    #[test]
    fn bad_pgn_is_reported_with_the_move() {
        let err = from_pgn("1. e4 e5 2. Ke3 *").unwrap_err();
        assert!(err.to_string().contains("2. Ke3"), "{err}");
        assert!(from_pgn("").is_err());
        assert!(from_pgn("[FEN \"garbage\"]\n\n*").is_err());
    }
}
