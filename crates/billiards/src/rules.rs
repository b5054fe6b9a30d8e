//! The settings where the rulebook is silent or contradicts itself: each has the default
//! billiards-rules §10 suggests, is shown in the settings and the protocol, and cites its item.

use serde::{Deserialize, Serialize};

use super::Discipline;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Points to win a frame where the competition sets it (14+1 п.4.1 "usually 150", carom
    /// §7 п.2.1 "usually 30-60", 1-red A36); `None` takes the discipline's default.
    pub target: Option<i32>,
    /// A14: Russian pyramid scores may go below zero after −5 (default yes; else clamp at 0).
    pub russian_negative: bool,
    /// A26: the 14+1 third consecutive foul costs 16 (−1 and −15, WPA) or 15.
    pub straight_third_foul: i32,
    /// A24: 10-ball shots are called (an uncalled 10 is re-spotted and does not win).
    pub ten_called: bool,
    /// A7: dynamic pyramid, the foul's +1 is given also when the opponent plays from hand.
    pub dynamic_point_with_hand: bool,
    /// A37: 1-red, the baulk line must be crossed at 80-99 of every hundred of a break.
    pub baulk_every_hundred: bool,
    /// A8: shot-clock extensions per player per frame (two in a deciding frame at level).
    pub extensions: u8,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            target: None,
            russian_negative: true,
            straight_third_foul: 16,
            ten_called: true,
            dynamic_point_with_hand: true,
            baulk_every_hundred: true,
            extensions: 1,
        }
    }
}

/// One setting as shown: its key (for `set KEY VALUE`), value, item and meaning.
pub struct Shown {
    pub key: &'static str,
    pub value: String,
    pub item: &'static str,
    pub meaning: &'static str,
}

impl Rules {
    /// The frame target for a discipline.
    pub fn target(&self, d: Discipline) -> Option<i32> {
        if d.target_is_settable() {
            self.target.or(d.default_target())
        } else {
            d.default_target()
        }
    }

    /// The settings that matter for a discipline, for the settings list and the protocol.
    pub fn shown(&self, d: Discipline) -> Vec<Shown> {
        let yes = |b: bool| if b { "yes" } else { "no" }.to_string();
        let mut out = Vec::new();
        if let Some(t) = self.target(d).filter(|_| d.target_is_settable()) {
            out.push(Shown {
                key: "target",
                value: t.to_string(),
                item: match d {
                    Discipline::Straight => "§5 п.4.1",
                    Discipline::Carom => "§7 п.2.1",
                    _ => "A36",
                },
                meaning: "points to win a frame",
            });
        }
        match d {
            Discipline::RussianPyramid => out.push(Shown {
                key: "negative",
                value: yes(self.russian_negative),
                item: "A14",
                meaning: "scores may go below zero after a foul",
            }),
            Discipline::Straight => out.push(Shown {
                key: "third-foul",
                value: self.straight_third_foul.to_string(),
                item: "A26",
                meaning: "points lost for the third consecutive foul",
            }),
            Discipline::Pool10 => out.push(Shown {
                key: "ten-called",
                value: yes(self.ten_called),
                item: "A24",
                meaning: "shots are called; an uncalled 10 is re-spotted",
            }),
            Discipline::DynamicPyramid => out.push(Shown {
                key: "point-with-hand",
                value: yes(self.dynamic_point_with_hand),
                item: "A7",
                meaning: "a foul gives +1 also when the opponent plays from hand",
            }),
            Discipline::Snooker1 => out.push(Shown {
                key: "baulk-every-hundred",
                value: yes(self.baulk_every_hundred),
                item: "A37",
                meaning: "the baulk line is due at 80-99 of every hundred",
            }),
            _ => {}
        }
        if d.family() == super::Family::Pyramid {
            out.push(Shown {
                key: "extensions",
                value: self.extensions.to_string(),
                item: "A8",
                meaning: "shot-clock extensions per player and frame",
            });
        }
        out
    }

    /// `set KEY VALUE`: changes one setting, or says what was wrong.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let flag = |v: &str| match v {
            "yes" | "on" | "true" | "да" | "ja" => Ok(true),
            "no" | "off" | "false" | "нет" | "nein" => Ok(false),
            _ => Err(format!("{key}: yes or no")),
        };
        let number = |v: &str| v.parse::<i32>().map_err(|_| format!("{key}: a number"));
        match key {
            "target" => self.target = Some(number(value)?.max(1)),
            "negative" => self.russian_negative = flag(value)?,
            "third-foul" => self.straight_third_foul = number(value)?,
            "ten-called" => self.ten_called = flag(value)?,
            "point-with-hand" => self.dynamic_point_with_hand = flag(value)?,
            "baulk-every-hundred" => self.baulk_every_hundred = flag(value)?,
            "extensions" => self.extensions = number(value)?.clamp(0, 9) as u8,
            _ => return Err(format!("no setting {key:?}")),
        }
        Ok(())
    }
}
