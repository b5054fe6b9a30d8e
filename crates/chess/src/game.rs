//! The game record and its rules: moves, automatic game ends, draw offers and claims,
//! resignation, illegal moves entered from a physical board, back to move N, adjournment.
//!
//! Article numbers are those of the rules (FIDE Laws of Chess as in the seed, supplement for
//! the blind, appendices A, Б, В).

use serde::{Deserialize, Serialize};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Move, Position};

use super::clock::{GameKind, TimeControl, side_index};
use super::dead::{self, Verdict};
use super::illegal;
use ansage_shared::choice::NotOneOf;
use ansage_shared::mistake::Mistake;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// 5.1a
    Checkmate,
    /// 5.2a
    Stalemate,
    /// 5.2b, 9.6: no series of legal moves can mate.
    DeadPosition,
    /// 5.2c, 9.1
    Agreement,
    /// 5.1b
    Resignation,
    /// 9.2
    Repetition,
    /// 10.2: a draw claimed in the quickplay finish, granted by the arbiter.
    QuickplayFinish,
    /// 9.3
    FiftyMoves,
    /// 7.4b: third illegal move; В3: a claimed illegal move in blitz.
    IllegalMoves,
    /// 6.9, 6.10 (set by the clock)
    FlagFall,
    /// Online: the opponent left the game and the server gave the win (PGN "abandoned").
    Abandoned,
    /// A8: the sealed move is illegal.
    SealedMoveIllegal,
    /// The result as a score sheet from elsewhere records it (a PGN without a Termination
    /// that tells why): Ansage does not guess a resignation or an agreement.
    Recorded,
    /// 13.4г: the arbiter declares the game lost, on these grounds.
    Declared(Forfeit),
}

/// The arbiter's grounds for declaring a game lost (13.4г), each with the article that calls
/// for it; a persistent refusal of both players (12.9) loses the game for both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forfeit {
    /// 6.7: he came more than an hour after the start of the session.
    Absent,
    /// 12.2б: his mobile phone rang in the playing venue.
    Phone,
    /// 12.8: he persistently refused to comply with the laws.
    Refusal,
    /// 13.4г: a penalty for another breach of 12.1-12.6 (12.7).
    Penalty,
}

impl Forfeit {
    pub const ALL: [Forfeit; 4] = [
        Forfeit::Absent,
        Forfeit::Phone,
        Forfeit::Refusal,
        Forfeit::Penalty,
    ];

    /// The word of the typed command, and the key of its message (`forfeit-…`).
    pub fn key(self) -> &'static str {
        match self {
            Forfeit::Absent => "absent",
            Forfeit::Phone => "phone",
            Forfeit::Refusal => "refusal",
            Forfeit::Penalty => "penalty",
        }
    }
}

impl std::str::FromStr for Forfeit {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<Forfeit, NotOneOf> {
        Forfeit::ALL
            .into_iter()
            .find(|f| f.key() == s)
            .ok_or_else(|| NotOneOf::new("forfeit", s, &["absent", "phone", "refusal", "penalty"]))
    }
}

/// How a game ended for the two sides: shakmaty's outcomes, and the loss of both (12.9),
/// which the laws know and PGN's results do not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Decisive {
        winner: Color,
    },
    Draw,
    /// 12.9: both players persistently refused to comply with the laws (12.8).
    BothLose,
}

impl From<KnownOutcome> for Outcome {
    fn from(k: KnownOutcome) -> Outcome {
        match k {
            KnownOutcome::Decisive { winner } => Outcome::Decisive { winner },
            KnownOutcome::Draw => Outcome::Draw,
        }
    }
}

impl std::fmt::Display for Outcome {
    /// As the score sheet writes it: "1-0", "0-1", "1/2-1/2", and "0-0" for a loss of both.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Decisive { winner } => f.write_str(winner.fold_wb("1-0", "0-1")),
            Outcome::Draw => f.write_str("1/2-1/2"),
            Outcome::BothLose => f.write_str("0-0"),
        }
    }
}

impl std::str::FromStr for Outcome {
    type Err = String;

    fn from_str(s: &str) -> Result<Outcome, String> {
        match s {
            "0-0" => Ok(Outcome::BothLose),
            _ => s
                .parse::<KnownOutcome>()
                .map(Outcome::from)
                .map_err(|e| e.to_string()),
        }
    }
}

/// A finished game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: EndReason,
}

impl GameResult {
    pub fn win(winner: Color, reason: EndReason) -> GameResult {
        GameResult {
            outcome: Outcome::Decisive { winner },
            reason,
        }
    }

    pub fn draw(reason: EndReason) -> GameResult {
        GameResult {
            outcome: Outcome::Draw,
            reason,
        }
    }

    /// The score sheet's result: "1-0", "0-1", "1/2-1/2", "0-0".
    pub fn pgn(&self) -> String {
        self.outcome.to_string()
    }

    /// Points of a side (11.1): win 1, draw ½, loss 0, as halves.
    pub fn half_points(&self, color: Color) -> u32 {
        match self.outcome {
            Outcome::Draw => 1,
            Outcome::Decisive { winner } if winner == color => 2,
            Outcome::Decisive { .. } | Outcome::BothLose => 0,
        }
    }
}

/// How an illegal move entered from a physical board is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum IllegalPolicy {
    /// 7.4: position restored, +2 minutes to the opponent for the first two, the third loses.
    #[default]
    Standard,
    /// Б6: complete once the clock is pressed; the opponent may claim before his own move,
    /// then 7.4 applies.
    Rapid,
    /// В3: the opponent may claim a win (a draw if he cannot mate) before his own move.
    Blitz,
}

impl IllegalPolicy {
    pub fn name(self) -> &'static str {
        match self {
            IllegalPolicy::Standard => "standard",
            IllegalPolicy::Rapid => "rapid",
            IllegalPolicy::Blitz => "blitz",
        }
    }
}

impl std::str::FromStr for IllegalPolicy {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<IllegalPolicy, NotOneOf> {
        [
            IllegalPolicy::Standard,
            IllegalPolicy::Rapid,
            IllegalPolicy::Blitz,
        ]
        .into_iter()
        .find(|p| p.name() == s)
        .ok_or_else(|| {
            NotOneOf::new(
                "illegal-move rule",
                s,
                &["auto", "standard", "rapid", "blitz"],
            )
        })
    }
}

/// The illegal-move rule a player chooses: one of the policies, or "auto", the rule of the
/// time control (Б1, В1: rapid and blitz by the time per player; standard without a clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum IllegalRule {
    #[default]
    Auto,
    Standard,
    Rapid,
    Blitz,
}

impl IllegalRule {
    /// The policy for a game with this time control.
    pub fn policy(self, control: Option<&TimeControl>) -> IllegalPolicy {
        match self {
            IllegalRule::Standard => IllegalPolicy::Standard,
            IllegalRule::Rapid => IllegalPolicy::Rapid,
            IllegalRule::Blitz => IllegalPolicy::Blitz,
            IllegalRule::Auto => match control.map(TimeControl::kind) {
                None | Some(GameKind::Standard) => IllegalPolicy::Standard,
                Some(GameKind::Rapid) => IllegalPolicy::Rapid,
                Some(GameKind::Blitz) => IllegalPolicy::Blitz,
            },
        }
    }
}

impl From<IllegalPolicy> for IllegalRule {
    fn from(p: IllegalPolicy) -> IllegalRule {
        match p {
            IllegalPolicy::Standard => IllegalRule::Standard,
            IllegalPolicy::Rapid => IllegalRule::Rapid,
            IllegalPolicy::Blitz => IllegalRule::Blitz,
        }
    }
}

impl std::str::FromStr for IllegalRule {
    type Err = NotOneOf;

    fn from_str(s: &str) -> Result<IllegalRule, NotOneOf> {
        match s {
            "auto" => Ok(IllegalRule::Auto),
            other => other.parse::<IllegalPolicy>().map(IllegalRule::from),
        }
    }
}

/// A draw claimed under 9.2 or 9.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    Repetition,
    FiftyMoves,
}

/// One half-move of the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: Move,
    pub san: SanPlus,
    /// A draw offer made with this move (9.1b, recorded "(=)").
    pub draw_offer: bool,
    /// The mover's clock after the move (with its increment), when a clock runs.
    pub clock: Option<u64>,
    /// The time the move took, from the mover's turn to his press (PGN `%emt`).
    pub emt: Option<u64>,
    /// What followed the move in a loaded PGN and Ansage does not use (comments, NAGs,
    /// variations), as PGN tokens, written back after it: a game annotated elsewhere keeps
    /// its annotations through Ansage.
    pub annotation: Vec<String>,
    /// An illegal move made on the board that stood, not claimed before the reply (Б6, В3):
    /// written with both squares ("Bc1f4").
    pub illegal: bool,
}

/// Moves taken back by "back to move N", kept for the record (supplement 2.7-2.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discarded {
    /// How many plies were kept before this line.
    pub after_ply: usize,
    /// The discarded moves in SAN.
    pub san: Vec<String>,
}

/// The envelope of an adjourned game (appendix A2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sealed {
    /// The sealed move in UCI, hidden until resumption.
    pub uci: String,
    #[serde(with = "color_serde")]
    pub sealed_by: Color,
    pub move_number: u32,
    pub fen: String,
    pub draw_offer_pending: bool,
    /// The date, time and place of resumption (A2ж), as the arbiter gives them.
    pub resumption: Option<String>,
    /// The time each player has used, White's and Black's, when a clock runs (A2в).
    #[serde(default)]
    pub used: Option<[u64; 2]>,
    /// The player absent at the agreed time of resumption whose clock was started (A9б; A9в
    /// when the present opponent sealed his reply): his clock runs while the envelope waits.
    #[serde(default, with = "opt_color_serde")]
    pub absent: Option<Color>,
}

/// The tags of the Seven Tag Roster.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tags {
    pub event: String,
    pub site: String,
    pub date: String,
    pub round: String,
    pub white: String,
    pub black: String,
    /// The PGN TimeControl tag, when a clock is used.
    #[serde(default)]
    pub time_control: Option<String>,
    /// The other tags of a loaded PGN (ECO, Opening, WhiteElo, Annotator, a Termination Ansage
    /// cannot name, …), kept in their order and written back unchanged.
    #[serde(default)]
    pub other: Vec<(String, String)>,
    /// What a loaded PGN has before its first move (a comment on the game), as PGN tokens,
    /// written back there.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub preface: Vec<String>,
}

impl Default for Tags {
    fn default() -> Tags {
        Tags {
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "?".into(),
            white: "?".into(),
            black: "?".into(),
            time_control: None,
            other: Vec::new(),
            preface: Vec::new(),
        }
    }
}

/// Errors of game actions that change nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    GameOver,
    Adjourned,
    NotAdjourned,
    /// A draw may be offered only after one's own move (9.1b).
    OfferNotAfterOwnMove,
    NoDrawOffer,
    NoSuchMove(u32),
    IllegalMove,
}

/// What happened when a move was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub ply: usize,
    pub by: Color,
    /// A standing draw offer of the opponent that this move declined (9.1b3).
    pub declined_offer: bool,
    pub result: Option<GameResult>,
}

/// What a claim decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimOutcome {
    /// The claim is correct: the game is drawn.
    Drawn(GameResult),
    /// The claim is incorrect (9.5b penalties); the intended move, if any, was played.
    Rejected { played: Option<Played> },
}

/// What an illegal move entered from a physical board led to (7.4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalEntry {
    pub by: Color,
    /// How many illegal moves this player has made, this one included.
    pub count: u32,
    pub result: Option<GameResult>,
}

/// A game: start position, moves, offers, counts, result.
#[derive(Clone, Debug)]
pub struct Game {
    start: Chess,
    pos: Chess,
    plies: Vec<Ply>,
    keys: Vec<u64>,
    pub tags: Tags,
    pub illegal_policy: IllegalPolicy,
    draw_offer: Option<Color>,
    illegal: [u32; 2],
    discarded: Vec<Discarded>,
    result: Option<GameResult>,
    sealed: Option<Sealed>,
    corrections: Vec<Correction>,
}

/// The arbiter's correction of a clock (6.14, 13.4b): time added to (or, negative, taken
/// from) a side, after so many half-moves; kept in the record and written into the PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    pub after_ply: usize,
    #[serde(with = "color_serde")]
    pub side: Color,
    pub delta: i64,
}

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Chess::default())
    }
}

impl Game {
    pub fn new(start: Chess) -> Game {
        let mut g = Game {
            keys: vec![key(&start)],
            pos: start.clone(),
            start,
            plies: Vec::new(),
            tags: Tags::default(),
            illegal_policy: IllegalPolicy::default(),
            draw_offer: None,
            illegal: [0, 0],
            discarded: Vec::new(),
            result: None,
            sealed: None,
            corrections: Vec::new(),
        };
        g.result = g.automatic_end();
        g
    }

    /// A game from a FEN ("startpos" for the initial position).
    pub fn from_fen(fen: &str) -> Result<Game, Mistake> {
        Ok(Game::new(parse_fen(fen)?))
    }

    pub fn position(&self) -> &Chess {
        &self.pos
    }

    pub fn start(&self) -> &Chess {
        &self.start
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn turn(&self) -> Color {
        self.pos.turn()
    }

    /// The number of the move being played now (fullmove number).
    pub fn move_number(&self) -> u32 {
        self.pos.fullmoves().get()
    }

    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    pub fn sealed(&self) -> Option<&Sealed> {
        self.sealed.as_ref()
    }

    pub fn standing_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    pub fn illegal_count(&self, color: Color) -> u32 {
        self.illegal[side_index(color)]
    }

    pub fn discarded(&self) -> &[Discarded] {
        &self.discarded
    }

    /// The position before ply `i` (0-based).
    pub fn position_before(&self, i: usize) -> Chess {
        let mut pos = self.start.clone();
        for p in &self.plies[..i] {
            pos.play_unchecked(p.mv);
        }
        pos
    }

    /// A side's clock after its last move among the first `plies` half-moves, as recorded
    /// (review shows the clocks of the position reviewed, not the preset).
    pub fn clock_after(&self, plies: usize, side: Color) -> Option<u64> {
        (0..plies.min(self.plies().len()))
            .rev()
            .find(|&i| self.ply_number(i).1 == side)
            .and_then(|i| self.plies()[i].clock)
    }

    /// The move number and colour of ply `i`.
    pub fn ply_number(&self, i: usize) -> (u32, Color) {
        let start_black = self.start.turn() == Color::Black;
        let n = i + usize::from(start_black);
        (
            self.start.fullmoves().get() + (n / 2) as u32,
            if n.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
        )
    }

    fn check_playable(&self) -> Result<(), GameError> {
        if self.result.is_some() {
            return Err(GameError::GameOver);
        }
        if self.sealed.is_some() {
            return Err(GameError::Adjourned);
        }
        Ok(())
    }

    /// Plays a legal move (4.6-4.7: a confirmed move is complete) and applies the automatic
    /// game ends: checkmate (5.1a), stalemate (5.2a), dead position (5.2b).
    pub fn play(&mut self, m: Move) -> Result<Played, GameError> {
        self.check_playable()?;
        if !self.pos.is_legal(m) {
            return Err(GameError::IllegalMove);
        }
        let by = self.pos.turn();
        let san = SanPlus::from_move_and_play_unchecked(&mut self.pos, m);
        Ok(self.record(by, m, san, false))
    }

    /// A move made, the position after it already set: the ply, its position's key, a standing
    /// offer of the opponent declined by it (9.1b3), and the automatic end (none after an
    /// illegal move).
    fn record(&mut self, by: Color, mv: Move, san: SanPlus, illegal: bool) -> Played {
        self.plies.push(Ply {
            mv,
            san,
            draw_offer: false,
            clock: None,
            emt: None,
            annotation: Vec::new(),
            illegal,
        });
        self.keys.push(key(&self.pos));
        let declined_offer = self.draw_offer.take().is_some_and(|c| c != by);
        if !illegal {
            self.result = self.automatic_end();
        }
        Played {
            ply: self.plies.len() - 1,
            by,
            declined_offer,
            result: self.result,
        }
    }

    /// An illegal move made on the board, complete once the clock is pressed (Б6, В3): the
    /// game goes on from `after` (see [`illegal::stand`]). No mate or stalemate ends the game
    /// on it (5.1a, 5.2a: only a move by the rules does); the opponent may claim it before his
    /// reply, and otherwise replies from there.
    pub fn stand_illegal(&mut self, mv: Move, after: Chess) -> Result<Played, GameError> {
        self.check_playable()?;
        let by = self.pos.turn();
        self.pos = after;
        Ok(self.record(by, mv, illegal::written(mv), true))
    }

    /// The standing illegal move, claimed, taken back: the position before it restored (7.4a),
    /// the move kept in the record of moves taken back. False when the last move was legal.
    pub fn take_back_illegal(&mut self) -> bool {
        let Some(last) = self.plies.last().filter(|p| p.illegal) else {
            return false;
        };
        self.discarded.push(Discarded {
            after_ply: self.plies.len() - 1,
            san: vec![last.san.to_string()],
        });
        self.plies.pop();
        self.keys.pop();
        self.pos = self.position_before(self.plies.len());
        true
    }

    fn automatic_end(&self) -> Option<GameResult> {
        if self.pos.is_checkmate() {
            Some(GameResult::win(!self.pos.turn(), EndReason::Checkmate))
        } else if self.pos.is_stalemate() {
            Some(GameResult::draw(EndReason::Stalemate))
        } else if dead::is_dead(&self.pos) {
            Some(GameResult::draw(EndReason::DeadPosition))
        } else {
            None
        }
    }

    /// Records the mover's clock reading after ply `i`.
    pub fn set_ply_clock(&mut self, i: usize, ms: u64) {
        if let Some(p) = self.plies.get_mut(i) {
            p.clock = Some(ms);
        }
    }

    /// Records the time ply `i` took.
    pub fn set_ply_emt(&mut self, i: usize, ms: u64) {
        if let Some(p) = self.plies.get_mut(i) {
            p.emt = Some(ms);
        }
    }

    /// The arbiter's clock corrections, oldest first.
    pub fn corrections(&self) -> &[Correction] {
        &self.corrections
    }

    /// Records the arbiter's correction of a side's clock, made now.
    pub fn correct_clock(&mut self, side: Color, delta: i64) {
        self.corrections.push(Correction {
            after_ply: self.plies.len(),
            side,
            delta,
        });
    }

    /// Records a correction read from a score sheet.
    pub fn record_correction(&mut self, c: Correction) {
        self.corrections.push(c);
    }

    /// Takes the last correction out of the record (the arbiter undid it).
    pub fn undo_correction(&mut self) -> Option<Correction> {
        self.corrections.pop()
    }

    /// Keeps the PGN tokens that followed ply `i` in a loaded game (see [`Ply::annotation`]).
    pub fn set_ply_annotation(&mut self, i: usize, tokens: Vec<String>) {
        if let Some(p) = self.plies.get_mut(i) {
            p.annotation = tokens;
        }
    }

    /// A draw offer by `by`, made after his own move (9.1b): marked "(=)" on that move.
    pub fn offer_draw(&mut self, by: Color) -> Result<(), GameError> {
        if self.result.is_none() && self.sealed.is_some() {
            // A4: an offer after the opponent sealed stands until it is accepted or declined.
            self.draw_offer = Some(by);
            return Ok(());
        }
        self.check_playable()?;
        let last = self.plies.len().checked_sub(1);
        if let Some(i) = last.filter(|i| self.ply_number(*i).1 == by) {
            self.plies[i].draw_offer = true;
        }
        // 9.1a: made after one's own move it is marked with that move; an offer at any other
        // time is still valid.
        self.draw_offer = Some(by);
        Ok(())
    }

    /// A draw offered by the side to move before his move (9.1a: "still valid"): it stands
    /// at once and can be accepted; his move then keeps it, and the session marks the move.
    pub fn offer_draw_before_move(&mut self, by: Color) -> Result<(), GameError> {
        self.check_playable()?;
        if by != self.turn() {
            return Err(GameError::OfferNotAfterOwnMove);
        }
        self.draw_offer = Some(by);
        Ok(())
    }

    /// Accepts the standing offer (9.1, 5.2c): the opponent's of the side to move, or one the
    /// side to move made before his move.
    pub fn accept_draw(&mut self) -> Result<GameResult, GameError> {
        if self.result.is_some() {
            return Err(GameError::GameOver);
        }
        match self.draw_offer {
            Some(_) => {
                self.draw_offer = None;
                // A6: a draw agreed before resumption ends the adjourned game.
                self.sealed = None;
                let r = GameResult::draw(EndReason::Agreement);
                self.result = Some(r);
                Ok(r)
            }
            _ => Err(GameError::NoDrawOffer),
        }
    }

    /// Declines the standing offer orally (9.1b3).
    pub fn decline_draw(&mut self) -> Result<Color, GameError> {
        self.draw_offer.take().ok_or(GameError::NoDrawOffer)
    }

    /// Resignation (5.1b).
    pub fn resign(&mut self, by: Color) -> Result<GameResult, GameError> {
        if self.result.is_some() {
            return Err(GameError::GameOver);
        }
        self.sealed = None;
        let r = GameResult::win(!by, EndReason::Resignation);
        self.result = Some(r);
        Ok(r)
    }

    /// The arbiter declares the game lost for `loser` (13.4г: 6.7, 12.2б, 12.8); his opponent
    /// wins.
    pub fn declare_lost(&mut self, loser: Color, why: Forfeit) -> Result<GameResult, GameError> {
        self.declare(GameResult::win(!loser, EndReason::Declared(why)))
    }

    /// 12.9: both players persistently refused to comply with the laws (12.8): both lose.
    pub fn declare_both_lost(&mut self) -> Result<GameResult, GameError> {
        self.declare(GameResult {
            outcome: Outcome::BothLose,
            reason: EndReason::Declared(Forfeit::Refusal),
        })
    }

    fn declare(&mut self, r: GameResult) -> Result<GameResult, GameError> {
        if self.result.is_some() {
            return Err(GameError::GameOver);
        }
        self.sealed = None;
        self.result = Some(r);
        Ok(r)
    }

    /// A draw claim by the player to move (9.2, 9.3), optionally with the move he intends to
    /// play (9.2a, 9.3a). A rejected claim with a move plays that move (9.5b).
    pub fn claim(
        &mut self,
        kind: ClaimKind,
        intended: Option<Move>,
    ) -> Result<ClaimOutcome, GameError> {
        self.check_playable()?;
        let correct = match intended {
            None => self.claim_holds(kind, &self.pos, &self.keys),
            Some(m) => {
                if !self.pos.is_legal(m) {
                    return Err(GameError::IllegalMove);
                }
                let mut after = self.pos.clone();
                after.play_unchecked(m);
                let mut keys = self.keys.clone();
                keys.push(key(&after));
                self.claim_holds(kind, &after, &keys)
            }
        };
        if correct {
            let r = GameResult::draw(match kind {
                ClaimKind::Repetition => EndReason::Repetition,
                ClaimKind::FiftyMoves => EndReason::FiftyMoves,
            });
            self.result = Some(r);
            return Ok(ClaimOutcome::Drawn(r));
        }
        let played = match intended {
            Some(m) => Some(self.play(m)?),
            None => None,
        };
        Ok(ClaimOutcome::Rejected { played })
    }

    /// Whether a claim of this kind would hold in the current position (a PGN's draw read
    /// back as what it was).
    pub fn claim_would_hold(&self, kind: ClaimKind) -> bool {
        self.claim_holds(kind, &self.pos, &self.keys)
    }

    fn claim_holds(&self, kind: ClaimKind, pos: &Chess, keys: &[u64]) -> bool {
        match kind {
            ClaimKind::Repetition => {
                let k = key(pos);
                keys.iter().filter(|&&x| x == k).count() >= 3
            }
            ClaimKind::FiftyMoves => pos.halfmoves() >= 100,
        }
    }

    /// An illegal move by `by`, entered after it was made on a physical board and taken back
    /// (7.4a: the position before it stands). Under 7.4b the third one loses.
    pub fn illegal_entered(&mut self, by: Color) -> Result<IllegalEntry, GameError> {
        self.check_playable()?;
        self.illegal[side_index(by)] += 1;
        let count = self.illegal[side_index(by)];
        if count >= 3 {
            self.result = Some(GameResult::win(!by, EndReason::IllegalMoves));
        }
        Ok(IllegalEntry {
            by,
            count,
            result: self.result,
        })
    }

    /// В3: the opponent of an illegal move in blitz claims a win, or a draw when he cannot
    /// mate by any series of legal moves.
    pub fn blitz_illegal_claim(&mut self, claimant: Color) -> Result<GameResult, GameError> {
        self.check_playable()?;
        let r = if !self.can_mate(claimant) {
            GameResult::draw(EndReason::IllegalMoves)
        } else {
            GameResult::win(claimant, EndReason::IllegalMoves)
        };
        self.result = Some(r);
        Ok(r)
    }

    /// Whether `color` can still mate by some series of legal moves: false only when proven,
    /// by material or by visiting every reachable position (see [`dead`]).
    pub fn can_mate(&self, color: Color) -> bool {
        dead::can_mate(&self.pos, color, dead::ONCE) != Verdict::CannotMate
    }

    /// Sets the result from outside the move rules (an arbiter's decision, 10.2).
    pub fn set_result(&mut self, result: GameResult) {
        self.result = Some(result);
    }

    /// `side`'s flag fell (6.9): the game is lost, unless the opponent cannot checkmate by any
    /// series of legal moves, when it is drawn (6.10).
    pub fn flag_fell(&mut self, side: Color) -> GameResult {
        let r = if self.can_mate(!side) {
            GameResult::win(!side, EndReason::FlagFall)
        } else {
            GameResult::draw(EndReason::FlagFall)
        };
        self.result = Some(r);
        r
    }

    /// Both flags are down in the period of all remaining moves and it cannot be told which
    /// fell first: a draw (6.12).
    pub fn both_flags_fell(&mut self) -> GameResult {
        let r = GameResult::draw(EndReason::FlagFall);
        self.result = Some(r);
        r
    }

    /// Goes back to move `n` with `side` to move (White's half, Black's half, or the first
    /// move of the record when it begins with Black), keeping the discarded moves (supplement
    /// 2.7-2.8: the moves are annulled back to the one the arbiter names, either side's).
    pub fn back_to(&mut self, n: u32, side: Color) -> Result<(), GameError> {
        // Half-moves in order: White's half of move N before Black's.
        let order = |(number, color): (u32, Color)| (number, color == Color::Black);
        let target = order((n, side));
        let keep = (0..=self.plies.len())
            .find(|&i| i == self.plies.len() || order(self.ply_number(i)) >= target)
            .unwrap_or(0);
        let first = self.ply_number(0);
        if (target < order(first) && n != first.0)
            || (keep == self.plies.len() && order(self.ply_number(keep)) < target)
        {
            return Err(GameError::NoSuchMove(n));
        }
        let removed: Vec<Ply> = self.plies.drain(keep..).collect();
        if !removed.is_empty() {
            self.discarded.push(Discarded {
                after_ply: keep,
                san: removed.iter().map(|p| p.san.to_string()).collect(),
            });
        }
        self.pos = self.position_before(keep);
        self.keys.truncate(keep + 1);
        // The clocks go back to their readings then: later corrections with them.
        self.corrections.retain(|c| c.after_ply <= keep);
        self.draw_offer = None;
        self.sealed = None;
        self.result = self.automatic_end();
        Ok(())
    }

    /// Adjourns the game with the sealed move of the player to move (appendix A1-A2).
    pub fn seal(
        &mut self,
        m: Move,
        resumption: Option<String>,
        used: Option<[u64; 2]>,
    ) -> Result<&Sealed, GameError> {
        self.check_playable()?;
        if !self.pos.is_legal(m) {
            return Err(GameError::IllegalMove);
        }
        self.sealed = Some(Sealed {
            uci: UciMove::from_standard(m).to_string(),
            sealed_by: self.turn(),
            move_number: self.move_number(),
            fen: fen_of(&self.pos),
            draw_offer_pending: self.draw_offer.is_some(),
            resumption,
            used,
            absent: None,
        });
        Ok(self.sealed.as_ref().expect("just set"))
    }

    /// The player absent at resumption whose clock now runs while the envelope waits (A9б-в).
    pub fn mark_absent(&mut self, absent: Color) -> Result<(), GameError> {
        let sealed = self.sealed.as_mut().ok_or(GameError::NotAdjourned)?;
        sealed.absent = Some(absent);
        Ok(())
    }

    /// A10а-б: the sealed move mates, stalemates or leaves a dead position, so that a sealer
    /// who is late for the resumption does not lose: the move decides.
    pub fn sealed_move_ends_game(&self) -> bool {
        let Some(m) = self
            .sealed
            .as_ref()
            .and_then(|s| s.uci.parse::<UciMove>().ok())
            .and_then(|u| u.to_move(&self.pos).ok())
        else {
            return false;
        };
        let mut after = self.pos.clone();
        after.play_unchecked(m);
        after.is_checkmate() || after.is_stalemate() || dead::is_dead(&after)
    }

    /// The date, time and place of resumption written on the envelope (A2ж).
    pub fn set_resumption(&mut self, when_and_where: &str) -> Result<(), GameError> {
        let sealed = self.sealed.as_mut().ok_or(GameError::NotAdjourned)?;
        sealed.resumption = Some(when_and_where.to_string());
        Ok(())
    }

    /// Resumes an adjourned game: the sealed move is played (A5); an illegal one loses (A8).
    pub fn unseal(&mut self) -> Result<Result<Played, GameResult>, GameError> {
        let sealed = self.sealed.take().ok_or(GameError::NotAdjourned)?;
        let m = sealed
            .uci
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&self.pos).ok());
        match m {
            Some(m) => Ok(Ok(self.play(m)?)),
            None => {
                let r = GameResult::win(!sealed.sealed_by, EndReason::SealedMoveIllegal);
                self.result = Some(r);
                Ok(Err(r))
            }
        }
    }

    /// The record as plain data for saving.
    pub fn to_saved(&self) -> SavedGame {
        let plies_where = |marked: fn(&Ply) -> bool| -> Vec<usize> {
            (0..self.plies.len())
                .filter(|&i| marked(&self.plies[i]))
                .collect()
        };
        SavedGame {
            start_fen: fen_of(&self.start),
            moves: self
                .plies
                .iter()
                .map(|p| UciMove::from_standard(p.mv).to_string())
                .collect(),
            draw_offers: plies_where(|p| p.draw_offer),
            standing_offer: self.draw_offer,
            clocks: self.plies.iter().map(|p| p.clock).collect(),
            corrections: self.corrections.clone(),
            emts: if self.plies.iter().all(|p| p.emt.is_none()) {
                Vec::new()
            } else {
                self.plies.iter().map(|p| p.emt).collect()
            },
            annotations: if self.plies.iter().all(|p| p.annotation.is_empty()) {
                Vec::new()
            } else {
                self.plies.iter().map(|p| p.annotation.clone()).collect()
            },
            illegal: self.illegal,
            standing_illegal: plies_where(|p| p.illegal),
            discarded: self.discarded.clone(),
            result: self.result.map(|r| SavedResult {
                result: r.pgn(),
                reason: r.reason,
            }),
            tags: self.tags.clone(),
            illegal_policy: self.illegal_policy,
            sealed: self.sealed.clone(),
        }
    }

    /// Rebuilds a game from saved data, checking every move.
    pub fn from_saved(s: &SavedGame) -> Result<Game, String> {
        let mut g = Game::from_fen(&s.start_fen).map_err(|e| e.to_string())?;
        g.tags = s.tags.clone();
        g.illegal_policy = s.illegal_policy;
        for (i, text) in s.moves.iter().enumerate() {
            if s.standing_illegal.contains(&i) {
                let stood = text
                    .parse()
                    .ok()
                    .and_then(|bm| illegal::stand(&g.pos, bm).ok());
                let Some(illegal::Stand::Stands { mv, after }) = stood else {
                    return Err(format!("move {} ({text}) cannot stand", i + 1));
                };
                g.result = None;
                g.stand_illegal(mv, *after)
                    .map_err(|e| format!("move {} ({text}): {e:?}", i + 1))?;
                continue;
            }
            let m = text
                .parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&g.pos).ok())
                .ok_or_else(|| format!("move {} ({text}) is not legal", i + 1))?;
            g.result = None;
            g.play(m)
                .map_err(|e| format!("move {} ({text}): {e:?}", i + 1))?;
        }
        for &i in &s.draw_offers {
            g.plies
                .get_mut(i)
                .ok_or_else(|| format!("draw offer on missing move {i}"))?
                .draw_offer = true;
        }
        for (p, c) in g.plies.iter_mut().zip(&s.clocks) {
            p.clock = *c;
        }
        for (p, e) in g.plies.iter_mut().zip(&s.emts) {
            p.emt = *e;
        }
        g.corrections = s.corrections.clone();
        for (p, a) in g.plies.iter_mut().zip(&s.annotations) {
            p.annotation = a.clone();
        }
        g.draw_offer = s.standing_offer;
        g.illegal = s.illegal;
        g.discarded = s.discarded.clone();
        g.sealed = s.sealed.clone();
        g.result = match &s.result {
            None => None,
            Some(r) => Some(GameResult {
                outcome: r
                    .result
                    .parse()
                    .map_err(|_| format!("bad result {:?}", r.result))?,
                reason: r.reason,
            }),
        };
        Ok(g)
    }
}

/// A saved game: plain data, JSON on disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub start_fen: String,
    pub moves: Vec<String>,
    #[serde(default)]
    pub draw_offers: Vec<usize>,
    #[serde(default, with = "opt_color_serde")]
    pub standing_offer: Option<Color>,
    #[serde(default)]
    pub clocks: Vec<Option<u64>>,
    /// The time each half-move took, when a clock ran.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub emts: Vec<Option<u64>>,
    /// The arbiter's clock corrections.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub corrections: Vec<Correction>,
    /// The loaded PGN's annotations of each half-move, when there are any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub annotations: Vec<Vec<String>>,
    #[serde(default)]
    pub illegal: [u32; 2],
    /// The half-moves that are illegal moves left standing (Б6, В3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub standing_illegal: Vec<usize>,
    #[serde(default)]
    pub discarded: Vec<Discarded>,
    #[serde(default)]
    pub result: Option<SavedResult>,
    #[serde(default)]
    pub tags: Tags,
    #[serde(default)]
    pub illegal_policy: IllegalPolicy,
    #[serde(default)]
    pub sealed: Option<Sealed>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedResult {
    pub result: String,
    pub reason: EndReason,
}

/// Colours as "white"/"black" in saved files.
mod color_serde {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(c.fold_wb("white", "black"))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            other => Err(serde::de::Error::custom(format!("not a colour: {other}"))),
        }
    }
}

mod opt_color_serde {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => super::color_serde::serialize(c, s),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)?.as_deref() {
            None => Ok(None),
            Some("white") => Ok(Some(Color::White)),
            Some("black") => Ok(Some(Color::Black)),
            Some(other) => Err(serde::de::Error::custom(format!("not a colour: {other}"))),
        }
    }
}

/// Parses a FEN, or "startpos".
pub fn parse_fen(fen: &str) -> Result<Chess, Mistake> {
    let fen = fen.trim();
    if fen == "startpos" {
        return Ok(Chess::default());
    }
    let said = [("fen", fen.to_string())];
    let parsed: Fen = fen
        .parse()
        .map_err(|_| Mistake::new("fen-unreadable", &said))?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|_| Mistake::new("fen-impossible", &said))
}

pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matcher::{MatchResult, match_text};

    fn mv(g: &Game, text: &str) -> Move {
        match match_text(g.position(), text) {
            MatchResult::Move { mv, .. } => mv,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn play_all(g: &mut Game, moves: &str) {
        for san in moves.split_whitespace() {
            let m = mv(g, san);
            g.play(m).unwrap();
        }
    }

    #[test]
    fn checkmate_ends_the_game_5_1a() {
        let mut g = Game::default();
        play_all(&mut g, "f3 e5 g4 Qh4");
        assert_eq!(
            g.result(),
            Some(GameResult::win(Color::Black, EndReason::Checkmate))
        );
        assert_eq!(g.result().unwrap().half_points(Color::Black), 2);
        assert_eq!(g.play(mv(&Game::default(), "e4")), Err(GameError::GameOver));
    }

    #[test]
    fn stalemate_and_dead_position_draw_5_2() {
        let mut g = Game::from_fen("7k/8/6Q1/8/8/8/8/K7 w - - 0 1").unwrap();
        play_all(&mut g, "Qf7");
        assert_eq!(g.result(), Some(GameResult::draw(EndReason::Stalemate)));
        let mut g = Game::from_fen("4k3/8/8/8/8/8/3p4/4KB2 w - - 0 1").unwrap();
        play_all(&mut g, "Kxd2");
        assert_eq!(g.result(), Some(GameResult::draw(EndReason::DeadPosition)));
    }

    /// 9.6: the move that locks the last pawns, leaving kings that can never meet, ends the game
    /// at once as a dead position, though there is material on the board.
    #[test]
    fn locking_the_pawns_for_good_ends_the_game_as_dead_9_6() {
        let mut g = Game::from_fen("8/8/7p/1k3p2/3p1P2/1p1P1PpP/1P4P1/K7 b - - 0 1").unwrap();
        assert_eq!(g.result(), None);
        play_all(&mut g, "h5");
        assert_eq!(g.result(), Some(GameResult::draw(EndReason::DeadPosition)));
    }

    /// 6.10: Black's flag falls where White, with a king and a pawn, can never mate (Black's
    /// only move takes the pawn): a draw, though material alone would not say so. White's flag
    /// falling there loses (CHA test vector "-B").
    #[test]
    fn a_flag_falls_against_a_side_that_can_never_mate_and_it_is_a_draw_6_10() {
        let fen = "8/8/8/7p/5K1k/7P/8/8 b - - 0 1";
        let mut g = Game::from_fen(fen).unwrap();
        assert_eq!(
            g.flag_fell(Color::Black),
            GameResult::draw(EndReason::FlagFall)
        );
        let mut g = Game::from_fen(fen).unwrap();
        assert_eq!(
            g.flag_fell(Color::White),
            GameResult::win(Color::Black, EndReason::FlagFall)
        );
    }

    #[test]
    fn threefold_claim_now_and_with_the_intended_move_9_2() {
        let mut g = Game::default();
        play_all(&mut g, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        // Black to move: the position after ...Ng8 would be the third occurrence.
        assert!(matches!(
            g.claim(ClaimKind::Repetition, None),
            Ok(ClaimOutcome::Rejected { played: None })
        ));
        let ng8 = mv(&g, "Ng8");
        assert!(matches!(
            g.claim(ClaimKind::Repetition, Some(ng8)),
            Ok(ClaimOutcome::Drawn(_))
        ));
        assert_eq!(g.result().unwrap().reason, EndReason::Repetition);
    }

    #[test]
    fn incorrect_claim_with_a_move_plays_the_move_9_5() {
        let mut g = Game::default();
        let e4 = mv(&g, "e4");
        match g.claim(ClaimKind::Repetition, Some(e4)).unwrap() {
            ClaimOutcome::Rejected { played: Some(p) } => assert_eq!(p.by, Color::White),
            other => panic!("{other:?}"),
        }
        assert_eq!(g.plies().len(), 1);
    }

    #[test]
    fn fifty_move_claim_9_3() {
        let mut g = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
        assert!(matches!(
            g.claim(ClaimKind::FiftyMoves, None),
            Ok(ClaimOutcome::Rejected { .. })
        ));
        let mut g = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").unwrap();
        let ra2 = mv(&g, "Ra2");
        assert!(matches!(
            g.claim(ClaimKind::FiftyMoves, Some(ra2)),
            Ok(ClaimOutcome::Drawn(_))
        ));
    }

    #[test]
    fn draw_offer_rules_9_1() {
        let mut g = Game::default();
        // 9.1a: an offer before any move is still valid, and marks no move.
        g.offer_draw(Color::Black).unwrap();
        assert_eq!(g.standing_offer(), Some(Color::Black));
        g.decline_draw().unwrap();
        play_all(&mut g, "e4");
        g.offer_draw(Color::White).unwrap();
        assert!(g.plies()[0].draw_offer);
        // Black declines by moving.
        let p = g.play(mv(&g, "e5")).unwrap();
        assert!(p.declined_offer);
        assert_eq!(g.accept_draw(), Err(GameError::NoDrawOffer));
        g.offer_draw(Color::Black).unwrap();
        assert_eq!(g.accept_draw().unwrap().reason, EndReason::Agreement);
    }

    #[test]
    fn third_illegal_move_loses_7_4b() {
        let mut g = Game::default();
        assert_eq!(g.illegal_entered(Color::White).unwrap().count, 1);
        assert_eq!(g.illegal_entered(Color::White).unwrap().result, None);
        let third = g.illegal_entered(Color::White).unwrap();
        assert_eq!(
            third.result,
            Some(GameResult::win(Color::Black, EndReason::IllegalMoves))
        );
    }

    #[test]
    fn back_to_move_keeps_the_discarded_line() {
        let mut g = Game::default();
        play_all(&mut g, "e4 e5 Nf3 Nc6 Bb5");
        g.back_to(2, Color::White).unwrap();
        assert_eq!(g.plies().len(), 2);
        assert_eq!(g.move_number(), 2);
        assert_eq!(g.turn(), Color::White);
        assert_eq!(g.discarded()[0].san, vec!["Nf3", "Nc6", "Bb5"]);
        assert_eq!(g.back_to(9, Color::White), Err(GameError::NoSuchMove(9)));
    }

    #[test]
    fn sealed_move_is_played_on_resumption_a5() {
        let mut g = Game::default();
        play_all(&mut g, "e4");
        let m = mv(&g, "c5");
        g.seal(m, Some("2026-12-01".into()), None).unwrap();
        assert_eq!(g.play(mv(&g, "e5")), Err(GameError::Adjourned));
        let saved = g.to_saved();
        let mut back = Game::from_saved(&saved).unwrap();
        assert_eq!(back.sealed().unwrap().sealed_by, Color::Black);
        assert!(back.unseal().unwrap().is_ok());
        assert_eq!(back.plies()[1].san.to_string(), "c5");
    }

    #[test]
    fn saved_games_round_trip() {
        let mut g = Game::default();
        play_all(&mut g, "e4 e5 Nf3");
        g.offer_draw(Color::White).unwrap();
        g.illegal_entered(Color::Black).unwrap();
        let s = g.to_saved();
        let json = serde_json::to_string(&s).unwrap();
        let back: SavedGame = serde_json::from_str(&json).unwrap();
        assert_eq!(Game::from_saved(&back).unwrap().to_saved(), s);
    }
}
