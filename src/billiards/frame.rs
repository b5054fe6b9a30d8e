//! One frame of any discipline: what all engines share (score, shooter, run, fouls, the
//! pending choice of the incoming player, the winner) and the dispatch to the engine of the
//! discipline. `apply` is pure: the state after an event, with the notes to announce.

use serde::{Deserialize, Serialize};

use super::event::{Choice, Event};
use super::rules::Rules;
use super::{Discipline, Player};
use super::{carom, eightball, english, nineball, pyramid, russian, snooker, straight};

/// The incoming player's choice after a foul, a bad break or a push-out (billiards.md §13).
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
    /// A lag decides who plays first (70:70, re-spotted black).
    LagFirst,
    /// Only at a particular moment (push-out after the break, "bad break" on the break…).
    NotNow,
}

/// The engine's own part of the state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    Pyramid(pyramid::State),
    Russian(russian::State),
    Straight(straight::State),
    Carom(carom::State),
    English(english::State),
    Snooker(snooker::State),
    Nine(nineball::State),
    Eight(eightball::State),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
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
    pub game: Game,
}

impl Frame {
    pub fn new(discipline: Discipline, breaker: Player, rules: &Rules) -> Frame {
        let game = match discipline {
            Discipline::FreePyramid | Discipline::CombinedPyramid | Discipline::DynamicPyramid => {
                Game::Pyramid(pyramid::State::default())
            }
            Discipline::RussianPyramid => Game::Russian(russian::State::new()),
            Discipline::Straight => Game::Straight(straight::State::new()),
            Discipline::Carom => Game::Carom(carom::State::default()),
            Discipline::Snooker1 => Game::English(english::State::default()),
            Discipline::Snooker6 => Game::Snooker(snooker::State::new(6)),
            Discipline::Snooker15 => Game::Snooker(snooker::State::new(15)),
            Discipline::Pool9 => Game::Nine(nineball::State::new(9)),
            Discipline::Pool10 => Game::Nine(nineball::State::new(10)),
            Discipline::Pool8 => Game::Eight(eightball::State::new()),
        };
        let mut visits = [0, 0];
        visits[breaker.index()] = 1;
        Frame {
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
            game,
        }
    }

    /// The state after one more event, with what to announce, or why not.
    pub fn apply(&self, e: &Event, rules: &Rules) -> Result<(Frame, Vec<Note>), Reject> {
        if self.winner.is_some() {
            return Err(Reject::FrameOver);
        }
        let mut f = self.clone();
        let mut notes = Vec::new();
        match e {
            Event::Correct(p, v) => {
                f.score[p.index()] = *v;
                f.check_target();
                return Ok((f, notes));
            }
            Event::Concede(p) => {
                f.winner = Some(p.other());
                f.end = Some(End::Conceded);
                f.pending = None;
                return Ok((f, notes));
            }
            Event::Choice(c) => match &self.pending {
                None => return Err(Reject::NoChoice),
                Some(p) if !p.options.contains(c) => return Err(Reject::NotAnOption),
                Some(_) => {}
            },
            Event::Lag(_) => {}
            _ if self.pending.is_some() => return Err(Reject::ChoiceFirst),
            _ => {}
        }
        let shots_before = f.shots;
        let mut game = f.game.clone();
        match &mut game {
            Game::Pyramid(s) => pyramid::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Russian(s) => russian::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Straight(s) => straight::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Carom(s) => carom::apply(&mut f, s, e, &mut notes)?,
            Game::English(s) => english::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Snooker(s) => snooker::apply(&mut f, s, e, &mut notes)?,
            Game::Nine(s) => nineball::apply(&mut f, s, e, rules, &mut notes)?,
            Game::Eight(s) => eightball::apply(&mut f, s, e, &mut notes)?,
        }
        f.game = game;
        // An engine that starts the rack again (a re-break, a stalemate, 14+1's third foul)
        // sets the count back to 0: the next stroke is a break.
        if e.is_shot() && f.shots == shots_before {
            f.shots += 1;
        }
        if f.winner.is_some() {
            f.pending = None;
        }
        Ok((f, notes))
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

/// Plays events from a new frame (`Player::A` breaks), panicking on a refusal: the engines'
/// table tests.
#[cfg(test)]
pub(crate) fn played(d: Discipline, rules: &Rules, events: &[Event]) -> (Frame, Vec<Note>) {
    let mut f = Frame::new(d, Player::A, rules);
    let mut all = Vec::new();
    for e in events {
        let (next, notes) = f.apply(e, rules).unwrap_or_else(|r| panic!("{e:?}: {r:?}"));
        f = next;
        all.extend(notes);
    }
    (f, all)
}
