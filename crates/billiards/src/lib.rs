//! Billiards scoring by the federation's rules (Order No. 942 of the Russian Ministry of Sport; in
//! our words, by section, in docs/billiards-rules.md, which "billiards-rules §N" cites). Layered as
//! its §13 says: frame engines (`tally`, what every engine keeps; `frame`, dispatching to one
//! module per engine), the match layer (`matchplay`: race to N, break order, breaks, sanctions,
//! concession, technical defeat; `rotation`, the shooters of pairs), the team layer (`team`:
//! rubbers), the pyramid shot clock (`shotclock`), the spoken words (`words`, `speak`), the match
//! protocol (`protocol`) and the marker's session (`session`: the read-back and yes/no). Everything
//! here is pure and uses `shared` only, never `chess`: the tables drive it with words and time, the
//! tests replay it.
//!
//! Every layer is event-sourced: the state is the fold of the events, so "undo" drops the last
//! event and folds again, and can never disagree with a forward replay.

pub mod carom;
pub mod clubcloud;
pub mod eightball;
pub mod english;
pub mod event;
pub mod frame;
pub mod hearing;
pub mod matchplay;
pub mod nineball;
pub mod protocol;
pub mod pyramid;
pub mod rotation;
pub mod rules;
pub mod russian;
pub mod session;
pub mod shotclock;
pub mod snooker;
pub mod speak;
pub mod stats;
pub mod straight;
pub mod tally;
pub mod team;
pub mod words;

use serde::{Deserialize, Serialize};

/// One of the two sides at the table (a player, or a team in pairs play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    A,
    B,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::A, Player::B];

    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Player::A => 0,
            Player::B => 1,
        }
    }
}

/// The federation's twelve individual disciplines (§1 п.3); the three team disciplines are
/// rubbers and pairs of these (`team`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Discipline {
    FreePyramid,
    CombinedPyramid,
    DynamicPyramid,
    RussianPyramid,
    Pool8,
    Pool9,
    Pool10,
    Straight,
    Snooker1,
    Snooker6,
    Snooker15,
    Carom,
}

/// The engine families of billiards-rules §13, which decide the spoken vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Pyramid,
    Pool,
    Snooker,
    Carom,
}

impl Discipline {
    pub const ALL: [Discipline; 12] = [
        Discipline::FreePyramid,
        Discipline::CombinedPyramid,
        Discipline::DynamicPyramid,
        Discipline::RussianPyramid,
        Discipline::Pool8,
        Discipline::Pool9,
        Discipline::Pool10,
        Discipline::Straight,
        Discipline::Snooker1,
        Discipline::Snooker6,
        Discipline::Snooker15,
        Discipline::Carom,
    ];

    /// The name on the command line and in files.
    pub fn slug(self) -> &'static str {
        match self {
            Discipline::FreePyramid => "free-pyramid",
            Discipline::CombinedPyramid => "combined-pyramid",
            Discipline::DynamicPyramid => "dynamic-pyramid",
            Discipline::RussianPyramid => "russian-pyramid",
            Discipline::Pool8 => "pool-8",
            Discipline::Pool9 => "pool-9",
            Discipline::Pool10 => "pool-10",
            Discipline::Straight => "pool-14-1",
            Discipline::Snooker1 => "snooker-1",
            Discipline::Snooker6 => "snooker-6",
            Discipline::Snooker15 => "snooker-15",
            Discipline::Carom => "carom-3-cushion",
        }
    }

    pub fn from_slug(s: &str) -> Option<Discipline> {
        let s = s.to_lowercase().replace(['_', ' ', '+', '.'], "-");
        Discipline::ALL.into_iter().find(|d| {
            d.slug() == s
                || match d {
                    Discipline::Straight => s == "14-1" || s == "straight-pool",
                    Discipline::Carom => s == "carom" || s == "3-cushion",
                    Discipline::Pool8 => s == "8-ball",
                    Discipline::Pool9 => s == "9-ball",
                    Discipline::Pool10 => s == "10-ball",
                    _ => false,
                }
        })
    }

    pub fn family(self) -> Family {
        match self {
            Discipline::FreePyramid
            | Discipline::CombinedPyramid
            | Discipline::DynamicPyramid
            | Discipline::RussianPyramid => Family::Pyramid,
            Discipline::Pool8 | Discipline::Pool9 | Discipline::Pool10 | Discipline::Straight => {
                Family::Pool
            }
            Discipline::Snooker1 | Discipline::Snooker6 | Discipline::Snooker15 => Family::Snooker,
            Discipline::Carom => Family::Carom,
        }
    }

    /// The rulebook section, for the protocol and the help.
    pub fn section(self) -> &'static str {
        match self {
            Discipline::FreePyramid => "§4 п.2",
            Discipline::CombinedPyramid => "§4 п.3",
            Discipline::DynamicPyramid => "§4 п.4",
            Discipline::RussianPyramid => "§4 п.5",
            Discipline::Pool8 => "§5 п.2",
            Discipline::Pool9 => "§5 п.3",
            Discipline::Pool10 => "§5 п.5",
            Discipline::Straight => "§5 п.4",
            Discipline::Snooker1 => "§6 п.2",
            Discipline::Snooker6 => "§6 п.3",
            Discipline::Snooker15 => "§6 п.4",
            Discipline::Carom => "§7",
        }
    }

    /// Whether the frame is a race to a points target (engine E1), and the default target.
    pub fn default_target(self) -> Option<i32> {
        match self {
            Discipline::FreePyramid | Discipline::CombinedPyramid | Discipline::DynamicPyramid => {
                Some(8)
            }
            Discipline::RussianPyramid => Some(71),
            Discipline::Straight => Some(150),
            // "Usually 30-60" (§7 п.2.1): the middle.
            Discipline::Carom => Some(40),
            // No default in the rules (A36); a hundred is the short English-billiards game.
            Discipline::Snooker1 => Some(100),
            _ => None,
        }
    }

    /// Whether the target is fixed by the rules (8, 71) or set for the competition.
    pub fn target_is_settable(self) -> bool {
        matches!(
            self,
            Discipline::Straight | Discipline::Carom | Discipline::Snooker1
        )
    }
}

/// Snooker balls (§6 п.3.2) and their values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Brown,
    Blue,
    Pink,
    Black,
}

impl Colour {
    /// Every snooker ball, red first.
    pub const ALL: [Colour; 7] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Brown,
        Colour::Blue,
        Colour::Pink,
        Colour::Black,
    ];

    /// The colours, in the order they are potted after the reds (п.3.5.10).
    pub const COLOURS: [Colour; 6] = [
        Colour::Yellow,
        Colour::Green,
        Colour::Brown,
        Colour::Blue,
        Colour::Pink,
        Colour::Black,
    ];

    pub fn value(self) -> i32 {
        match self {
            Colour::Red => 1,
            Colour::Yellow => 2,
            Colour::Green => 3,
            Colour::Brown => 4,
            Colour::Blue => 5,
            Colour::Pink => 6,
            Colour::Black => 7,
        }
    }
}
