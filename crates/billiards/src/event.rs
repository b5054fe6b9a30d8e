//! What the marker says happened at the table (billiards-rules §12): one vocabulary of events for
//! every discipline; each frame engine takes the events its game has and refuses the others
//! with a reason ("not in this game"), which the marker hears.

use serde::{Deserialize, Serialize};

use super::{Colour, Player};

/// A scoring or turn event of a frame. Every event concerns the current shooter (§12 design
/// rule), except where a player is named.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// "Шар" / "<n> шара" / "ball", "<n> balls": unnumbered balls legally potted on one shot
    /// (8-point pyramids, 14+1), or a carom point ("очко" / "point").
    Balls(u8),
    /// "Забит <N>[ и <M>]" / "pot <N>[ and <M>]": numbered balls legally potted on one shot
    /// (Russian pyramid, pool 8, 9, 10); the first is the called one.
    Pot(Vec<u8>),
    /// "Мимо" / "no score": a legal shot without a score; the visit ends (§12 design rule).
    NoScore,
    /// "Фол" / "штраф" / "foul", with what the marker adds.
    Foul(Foul),
    /// "Свояк" / "in-off" (combined, dynamic pyramid), with object balls potted on the same
    /// shot ("свояк и шар").
    InOff(u8),
    /// "Биток упал" / "cue ball down": the cue ball fell on a dynamic-pyramid premium shot
    /// (п.4.5.2): no point, no foul, the turn passes with ball in hand anywhere.
    CueBallDown,
    /// "Неправильный разбой" / "bad break": an illegal break (pyramid п.1.12, pool 8 п.2.6,
    /// 10-ball п.5.4, 14+1 п.4.6 with its −2).
    BadBreak,
    /// "Незаказанный" / "uncalled": an uncalled ball fell (Russian pyramid п.5.5.4, 10-ball
    /// A24): re-spotted, no score, the turn passes.
    Uncalled,
    /// "Без заказа" / "отыгрыш" / "safety": a declared safety (pool 8 п.2.10, 14+1 п.4.7.4,
    /// carom п.1.7-1.9).
    Safety,
    /// "Пуш-аут" / "push out" (9-ball п.3.6).
    PushOut,
    /// "Восьмёрка не в ту лузу" / "eight, wrong pocket" (pool 8 п.2.15(4)).
    EightWrongPocket,
    /// "Восьмёрка за бортом" / "eight off the table" (pool 8 п.2.13, п.2.15(3)).
    EightOffTable,
    /// "Пат" / "stalemate" (pool 8 п.2.16): re-rack and replay.
    Stalemate,
    /// "Перестановка" / "re-rack": 14+1 manual re-rack of the 14 (п.4.7.3).
    Rerack,
    /// Snooker: "красный" / "<n> красных" (п.3.5.4).
    Reds(u8),
    /// Snooker: a colour potted (and nominated, §12.4) — or, with a free ball nominated, the
    /// free ball.
    Colour(Colour),
    /// Snooker: "свободный шар, <цвет>" / "free ball, <colour>" (п.3.15).
    FreeBall(Colour),
    /// Snooker: "за губу" / "angled": the referee declares the cue ball angled after a foul
    /// (п.3.12), and the incoming player may then also play from the D.
    Angled,
    /// Snooker: reds that went down on a foul or off the table (not re-spotted, п.3.7-3.8).
    RedsOff(u8),
    /// 1-red snooker: the parts of one scoring shot (п.2.4-2.5).
    Hazards(Vec<Hazard>),
    /// 1-red snooker: "линия" / "baulk crossed" (п.2.13).
    BaulkCrossed,
    /// After a foul or a push-out: the incoming player's answer.
    Choice(Choice),
    /// "<имя> выиграл розыгрыш" / "<name> won the lag": who plays at 70:70 (п.5.5.7) or the
    /// re-spotted black (п.3.6, A35).
    Lag(Player),
    /// "Партия сдана" / "concede": the frame to the other player (§6 п.1.4.1, A31: every
    /// discipline).
    Concede(Player),
    /// "Исправить: <игрок> <число>" / "set <player> to <number>": a manual correction.
    Correct(Player, i32),
}

/// What the marker adds to "foul".
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Foul {
    pub kind: FoulKind,
    /// Snooker: "фол четыре…семь"; a spoken number overrides the computed one (§6 п.3.17).
    pub points: Option<i32>,
    /// Snooker: "фол, чёрный" — the ball concerned, for max(4, ball on, ball concerned).
    pub ball: Option<Colour>,
    /// Numbered balls that fell on the foul (pool: stay down, the 9/10 re-spotted; Russian
    /// pyramid: re-spotted).
    pub potted: Vec<u8>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FoulKind {
    #[default]
    Plain,
    /// "Фол, биток" / "foul, cue ball": the cue ball potted or off the table.
    CueBall,
    /// 14+1 "умышленный фол" (п.4.7.5): −16.
    Intentional,
    /// Snooker "промах" / "foul and a miss" (п.3.14): the replace option.
    Miss,
    /// The shot clock ran out (§4 п.1.26, п.1.29.1(11)).
    Time,
}

/// The incoming player's answers (billiards-rules §13 "PendingChoice").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// "Играю" / "I'll play": he plays from the position.
    Play,
    /// "Играй" / "pass": the offender plays again (pyramid п.1.6, snooker п.3.16.1, the
    /// push-out back to its player, п.3.6).
    PutBack,
    /// "Перебиваю" / "I re-break" (п.1.12.2(3), pool 8 п.2.6, 10-ball п.5.4).
    ReBreakSelf,
    /// "Перебивай" / "you re-break" (п.1.12.2(4), pool 8, 14+1 п.4.6).
    ReBreakOther,
    /// Dynamic pyramid after a foul: "снимаю шар" (п.4.7(1)).
    TakeBall,
    /// "С руки" / "ball in hand" (dynamic п.4.7(2), 10-ball п.5.4(1)).
    InHand,
    /// Snooker after a miss: "повтор" / "replace" (п.3.14(2)).
    Replace,
    /// "Из сектора" / "from the D" (snooker angled п.3.12, 1-red п.2.12.3(2)).
    FromD,
    /// Pool 8, the 8 on the break: "выставить восьмёрку" / "spot the eight" (п.2.6).
    SpotEight,
}

impl Choice {
    /// The incoming player's four options after a bad break in the pyramids (§4 п.1.12.2):
    /// play on, make the breaker play, break again himself, or have the breaker break again.
    pub const AFTER_BAD_BREAK: [Choice; 4] = [
        Choice::Play,
        Choice::PutBack,
        Choice::ReBreakSelf,
        Choice::ReBreakOther,
    ];
}

/// One part of a 1-red snooker scoring shot (§6 п.2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hazard {
    /// "Карамболь" / "cannon": 2.
    Cannon,
    /// "Красный" / "red": the red potted, 3.
    PotRed,
    /// "Белый"/"жёлтый" — the opponent's cue ball potted, 2.
    PotOpponent,
    /// "Свояк от красного" / "in-off red": 3.
    InOffRed,
    /// "Свояк от белого/жёлтого" / "in-off white": 2.
    InOffOpponent,
}

impl Hazard {
    pub fn points(self) -> i32 {
        match self {
            Hazard::Cannon | Hazard::PotOpponent | Hazard::InOffOpponent => 2,
            Hazard::PotRed | Hazard::InOffRed => 3,
        }
    }

    pub fn is_pot(self) -> bool {
        !matches!(self, Hazard::Cannon)
    }
}

impl Event {
    /// A plain foul.
    pub fn foul() -> Event {
        Event::Foul(Foul::default())
    }

    /// A foul of a kind.
    pub fn foul_of(kind: FoulKind) -> Event {
        Event::Foul(Foul {
            kind,
            ..Foul::default()
        })
    }

    /// Whether the event is a stroke at the table (for turn rotation in pairs play and the
    /// shot clock), as opposed to an answer, a lag or a correction.
    pub fn is_shot(&self) -> bool {
        !matches!(
            self,
            Event::Choice(_)
                | Event::Lag(_)
                | Event::Concede(_)
                | Event::Correct(..)
                | Event::FreeBall(_)
                | Event::Angled
                | Event::BaulkCrossed
                | Event::Rerack
                | Event::RedsOff(_)
        )
    }
}
