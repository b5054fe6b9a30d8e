//! What every engine shares: the frame's tally (score, shooter, breaker, run and high run,
//! visits, fouls, the pending choice of the incoming player, the strokes, the winner), the
//! notes an engine makes, and why an event is refused. The engines (`pyramid`, `russian`,
//! `straight`, `carom`, `english`, `snooker`, `nineball`, `eightball`) change a tally; `frame`
//! holds a tally with the engine's own state and dispatches to the engine of the discipline.

use serde::{Deserialize, Serialize};

use super::event::Choice;
use super::rules::Rules;
use super::{Discipline, Player};

/// The incoming player's choice after a foul, a bad break or a push-out (billiards-rules §13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub who: Player,
    pub options: Vec<Choice>,
}

/// Where the cue ball is put by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Place {
    /// The house / kitchen (pyramid п.1.21, pool п.1.7).
    House,
    /// Anywhere on the table (pool п.1.8, dynamic pyramid п.4.5.2).
    Anywhere,
    /// The D (snooker).
    D,
}

/// How a pool-8 or 9/10 frame was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loss {
    /// Pool 8 п.2.15(1): the 8 potted on a foul.
    EightOnFoul,
    /// п.2.15(2): the 8 with the last ball of the group.
    EightWithLastBall,
    /// п.2.15(3): the 8 off the table.
    EightOffTable,
    /// п.2.15(4): the 8 in an uncalled pocket.
    EightWrongPocket,
    /// п.2.15(5): the 8 before the group was cleared.
    EightEarly,
    /// 9-ball п.3.12, 10-ball п.5.5.4: three consecutive fouls.
    ThreeFouls,
}

/// How the frame ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    Points,
    WinningBall,
    Lost(Loss),
    Conceded,
}

/// Things to announce besides the score, whose turn and the pending choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Note {
    /// §3 п.10, A10: the seventh ball in the 8-point pyramids.
    SeventhBall(Player),
    /// Free/combined/dynamic: the player takes a penalty ball onto his shelf (п.2.7).
    PenaltyBall(Player),
    /// A premium shot after a legal in-off (combined from the house, dynamic anywhere).
    PremiumShot(Place),
    /// A penalty shot from hand (combined п.3.7, Russian п.5.5.5).
    PenaltyShot(Player, Place),
    /// The incoming player has ball in hand.
    BallInHand(Player, Place),
    /// Consecutive fouls of a player (14+1 п.4.12; 9/10 the warning after the second).
    FoulCount(Player, u8),
    /// 14+1: the 14 re-racked (п.4.7.3), or all 15 after a third foul.
    Rerack,
    /// Pool 8: groups decided (п.2.8); true = the player has the solids.
    Groups(Player, bool),
    /// A ball re-spotted (the 9 or 10 after a foul, an uncalled ball).
    Respotted(Vec<u8>),
    /// Russian pyramid: the last ball's +10 (п.5.5.1).
    LastBall(Player),
    /// Russian pyramid 70:70: sudden death after a lag (п.5.5.7).
    SuddenDeath,
    /// Snooker: level after the last black — the black is re-spotted, a lag decides (п.3.6).
    ReSpottedBlack,
    /// Snooker: the free ball (п.3.15).
    FreeBall,
    /// 1-red: "Семьдесят карамболей!" (п.2.8.2).
    SeventyCannons,
    /// 1-red: "Десять сыгрываний!" (п.2.9.3).
    TenHazards,
    /// 1-red: the break reached 80, the baulk line must be crossed (п.2.13.2).
    CrossBaulk,
    /// 1-red: "Линия дома пересечена" (п.2.13.2).
    BaulkCrossed,
    /// 1-red: the break passed 99 without crossing the baulk line: a foul (п.2.13).
    BaulkNotCrossed,
    /// 1-red: where the red goes (п.2.7): false = billiard spot, true = centre spot.
    RedToCentre,
    /// Carom п.1.8-1.9: a safety now would be a foul.
    NoSafetyNext(Player),
    /// Carom п.1.8-1.9: that safety was a foul.
    SafetyFoul(Player),
    /// Pool 8 / 9 / 10: the frame lost, and why.
    Lost(Player, Loss),
    /// Pool 8: the 8 on the break (п.2.6), the breaker chooses.
    EightOnBreak,
    /// Pool 8 stalemate (п.2.16): re-rack, the same breaker breaks (A22).
    Stalemate,
}

/// Why an event cannot be taken now (said to the marker; nothing changes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reject {
    FrameOver,
    /// Not an event of this discipline.
    NotInGame,
    /// The incoming player's choice comes first.
    ChoiceFirst,
    /// No choice is open.
    NoChoice,
    /// Not one of the options now.
    NotAnOption,
    /// More balls than are on the table.
    TooMany,
    /// That numbered ball is not on the table.
    NotOnTable(u8),
    /// Snooker: not the ball on (which is named).
    NotOn(super::Colour),
    /// Snooker: after a red, a colour is on (any of them, п.3.5.6), not a red.
    ColourOn,
    /// A lag decides who plays first (70:70, re-spotted black).
    LagFirst,
    /// Only at a particular moment (push-out after the break, "bad break" on the break…).
    NotNow,
    /// 1-red snooker: this player's cue ball is not on the table (п.2.3.3, п.2.4.5).
    BallOff(Player),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub discipline: Discipline,
    /// Points to win (points races); `None` for the snooker and pool rack games.
    pub target: Option<i32>,
    pub score: [i32; 2],
    pub shooter: Player,
    pub breaker: Player,
    /// The current break / run: points (or balls) in this visit.
    pub run: i32,
    pub high_run: [i32; 2],
    /// Visits (innings) begun by each player.
    pub visits: [u32; 2],
    /// Consecutive fouls (14+1, 9/10 ball).
    pub fouls: [u8; 2],
    /// Fouls in the frame, for the protocol.
    pub foul_total: [u32; 2],
    pub pending: Option<Pending>,
    /// Strokes played in the frame (the break is the first).
    pub shots: u32,
    pub winner: Option<Player>,
    pub end: Option<End>,
}

impl Tally {
    pub fn new(discipline: Discipline, breaker: Player, rules: &Rules) -> Tally {
        let mut visits = [0, 0];
        visits[breaker.index()] = 1;
        Tally {
            discipline,
            target: rules.target(discipline),
            score: [0, 0],
            shooter: breaker,
            breaker,
            run: 0,
            high_run: [0, 0],
            visits,
            fouls: [0, 0],
            foul_total: [0, 0],
            pending: None,
            shots: 0,
            winner: None,
            end: None,
        }
    }

    /// Points to the shooter, added to his run.
    pub(super) fn score_shooter(&mut self, points: i32) {
        self.score[self.shooter.index()] += points;
        self.add_to_run(points);
    }

    /// Points or balls added to the shooter's run (rack games count balls), kept as his high
    /// run when it is one.
    pub(super) fn add_to_run(&mut self, n: i32) {
        self.run += n;
        let i = self.shooter.index();
        self.high_run[i] = self.high_run[i].max(self.run);
    }

    /// The visit ends; the other player comes to the table.
    pub(super) fn end_visit(&mut self) {
        self.give_table(self.shooter.other());
    }

    /// `p` comes to the table (a new visit if it is a change of player or after a foul).
    pub(super) fn give_table(&mut self, p: Player) {
        self.shooter = p;
        self.run = 0;
        self.visits[p.index()] += 1;
    }

    /// A foul by the shooter: counted for the protocol; the run ends.
    pub(super) fn count_foul(&mut self) {
        self.foul_total[self.shooter.index()] += 1;
    }

    /// The incoming player's choice is open.
    pub(super) fn ask(&mut self, who: Player, options: Vec<Choice>) {
        self.pending = Some(Pending { who, options });
    }

    /// Ends a points race when a player reaches the target.
    pub(super) fn check_target(&mut self) {
        let Some(t) = self.target else { return };
        if let Some(p) = Player::BOTH
            .into_iter()
            .find(|p| self.score[p.index()] >= t)
        {
            self.winner = Some(p);
            self.end = Some(End::Points);
        }
    }

    pub(super) fn win(&mut self, p: Player, end: End) {
        self.winner = Some(p);
        self.end = Some(end);
    }

    /// The usual answer to "играю"/"играй": who plays next.
    pub(super) fn play_or_put_back(&mut self, c: Choice) {
        let who = self.pending.take().map(|p| p.who).unwrap_or(self.shooter);
        match c {
            Choice::PutBack => self.give_table(who.other()),
            _ => self.give_table(who),
        }
    }
}
