//! The team layer (billiards-rules §13.2): rubber matches of individual games (pyramid trinity,
//! free pyramid 3+3 and 2+2, pool and snooker 3-player teams; §4 п.6, §5 п.6.1, §6 п.5.1). The
//! alternating shooters of pairs play are `rotation`.

use serde::{Deserialize, Serialize};

use super::matchplay::MatchLog;
use super::{Discipline, Player};

/// The rubber formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeamFormat {
    /// Pyramid trinity (§4 п.6 Троеборье): #1 dynamic, #2 combined, #3 free; first to 3;
    /// 2-1: #2 combined again; 2-2: #3 free again.
    Trinity,
    /// Free pyramid 3+3: all free; 2-1: #1 again; 2-2: #3 again (A18).
    Free3,
    /// Free pyramid 2+2: first to 2; at 1-1 a third match, frames alternating #1s and #2s.
    Free2,
    /// Pool 3-player teams (§5 п.6.1): #1 pool 8 to 5, #2 pool 9 to 7, #3 pool 10 to 7;
    /// 2-1: #2 pool 9 to 5; 2-2: #3 pool 10 to 5.
    Pool3,
    /// Snooker 3-player teams (§6 п.5.1): #1 1-red, #2 15 reds, #3 6 reds; 2-1: #2 15 reds;
    /// 2-2: #3 6 reds.
    Snooker3,
}

/// Which players play a rubber: a roster slot, or (2+2 decider) #1s and #2s frame by frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    Number(usize),
    Rotating,
}

/// One rubber to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rubber {
    pub slot: Slot,
    pub discipline: Discipline,
    /// Race to this many frames; `None`: the competition's setting.
    pub race_to: Option<u8>,
}

impl TeamFormat {
    pub fn slug(self) -> &'static str {
        match self {
            TeamFormat::Trinity => "pyramid-trinity",
            TeamFormat::Free3 => "free-pyramid-3",
            TeamFormat::Free2 => "free-pyramid-2",
            TeamFormat::Pool3 => "pool-3",
            TeamFormat::Snooker3 => "snooker-3",
        }
    }

    pub fn from_slug(s: &str) -> Option<TeamFormat> {
        [
            TeamFormat::Trinity,
            TeamFormat::Free3,
            TeamFormat::Free2,
            TeamFormat::Pool3,
            TeamFormat::Snooker3,
        ]
        .into_iter()
        .find(|f| f.slug() == s)
    }

    /// Team points to win the team match.
    pub fn target(self) -> u8 {
        if self == TeamFormat::Free2 { 2 } else { 3 }
    }

    /// Players per team.
    pub fn roster(self) -> usize {
        if self == TeamFormat::Free2 { 2 } else { 3 }
    }

    /// The rubber to play after these results (winners in order), or `None` when decided.
    pub fn next(self, results: &[Player]) -> Option<Rubber> {
        let score = team_score(results);
        if score.iter().any(|s| *s >= self.target()) {
            return None;
        }
        let r = |n: usize, d: Discipline, race: Option<u8>| Rubber {
            slot: Slot::Number(n),
            discipline: d,
            race_to: race,
        };
        let level_two = score == [2, 2];
        Some(match (self, results.len()) {
            (TeamFormat::Trinity, 0) => r(1, Discipline::DynamicPyramid, None),
            (TeamFormat::Trinity, 1) => r(2, Discipline::CombinedPyramid, None),
            (TeamFormat::Trinity, 2) => r(3, Discipline::FreePyramid, None),
            (TeamFormat::Trinity, _) if level_two => r(3, Discipline::FreePyramid, None),
            (TeamFormat::Trinity, _) => r(2, Discipline::CombinedPyramid, None),
            (TeamFormat::Free3, n) if n < 3 => r(n + 1, Discipline::FreePyramid, None),
            (TeamFormat::Free3, _) if level_two => r(3, Discipline::FreePyramid, None),
            (TeamFormat::Free3, _) => r(1, Discipline::FreePyramid, None),
            (TeamFormat::Free2, n) if n < 2 => r(n + 1, Discipline::FreePyramid, None),
            (TeamFormat::Free2, _) => Rubber {
                slot: Slot::Rotating,
                discipline: Discipline::FreePyramid,
                race_to: None,
            },
            (TeamFormat::Pool3, 0) => r(1, Discipline::Pool8, Some(5)),
            (TeamFormat::Pool3, 1) => r(2, Discipline::Pool9, Some(7)),
            (TeamFormat::Pool3, 2) => r(3, Discipline::Pool10, Some(7)),
            (TeamFormat::Pool3, _) if level_two => r(3, Discipline::Pool10, Some(5)),
            (TeamFormat::Pool3, _) => r(2, Discipline::Pool9, Some(5)),
            (TeamFormat::Snooker3, 0) => r(1, Discipline::Snooker1, None),
            (TeamFormat::Snooker3, 1) => r(2, Discipline::Snooker15, None),
            (TeamFormat::Snooker3, 2) => r(3, Discipline::Snooker6, None),
            (TeamFormat::Snooker3, _) if level_two => r(3, Discipline::Snooker6, None),
            (TeamFormat::Snooker3, _) => r(2, Discipline::Snooker15, None),
        })
    }
}

/// Team points from the rubbers' winners.
pub fn team_score(results: &[Player]) -> [u8; 2] {
    let mut s = [0, 0];
    for w in results {
        s[w.index()] += 1;
    }
    s
}

/// A team match: the format, the teams and their rosters (submitted before the match and
/// fixed, §4 п.6 п.2.3), and the rubbers played (the last one may be running).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamMatch {
    pub format: TeamFormat,
    pub teams: [String; 2],
    pub rosters: [Vec<String>; 2],
    /// Race to N for the rubbers the format leaves to the competition.
    pub race_to: u8,
    pub rubbers: Vec<(Rubber, MatchLog)>,
}

impl TeamMatch {
    /// The winners of the finished rubbers.
    pub fn results(&self) -> Vec<Player> {
        self.rubbers
            .iter()
            .filter_map(|(_, l)| l.state().winner)
            .collect()
    }

    pub fn score(&self) -> [u8; 2] {
        team_score(&self.results())
    }

    pub fn winner(&self) -> Option<Player> {
        let s = self.score();
        Player::BOTH
            .into_iter()
            .find(|p| s[p.index()] >= self.format.target())
    }

    /// The players of a rubber's frame: roster slot N, or for the rotating decider the #1s in
    /// odd frames and the #2s in even ones (§4 п.6 2+2 п.2.7).
    pub fn players(&self, rubber: &Rubber, frame: usize) -> [String; 2] {
        let n = match rubber.slot {
            Slot::Number(n) => n,
            Slot::Rotating => 1 + (frame + 1) % 2,
        };
        let name = |p: Player| {
            self.rosters[p.index()]
                .get(n - 1)
                .cloned()
                .unwrap_or_else(|| format!("{} #{n}", self.teams[p.index()]))
        };
        [name(Player::A), name(Player::B)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// §4 п.6 trinity: 2-1 replays the #2s at combined; 2-2 the #3s at free.
    #[test]
    fn trinity_replays() {
        let f = TeamFormat::Trinity;
        assert_eq!(f.next(&[]).unwrap().discipline, Discipline::DynamicPyramid);
        assert_eq!(
            f.next(&[Player::A, Player::B]).unwrap().discipline,
            Discipline::FreePyramid
        );
        let r = f.next(&[Player::A, Player::A, Player::B]).unwrap();
        assert_eq!(
            (r.slot, r.discipline),
            (Slot::Number(2), Discipline::CombinedPyramid)
        );
        let r = f
            .next(&[Player::A, Player::A, Player::B, Player::B])
            .unwrap();
        assert_eq!(
            (r.slot, r.discipline),
            (Slot::Number(3), Discipline::FreePyramid)
        );
        assert_eq!(
            f.next(&[Player::A, Player::A, Player::B, Player::B, Player::A]),
            None
        );
        // Free 3+3 replays the #1s at 2-1 (A18).
        let r = TeamFormat::Free3
            .next(&[Player::A, Player::B, Player::B])
            .unwrap();
        assert_eq!(r.slot, Slot::Number(1));
    }

    /// §5 п.6.1: pool teams; §4 п.6 2+2: the rotating decider at 1-1.
    #[test]
    fn pool_teams_and_the_two_plus_two_decider() {
        let r = TeamFormat::Pool3
            .next(&[Player::A, Player::B, Player::A])
            .unwrap();
        assert_eq!((r.discipline, r.race_to), (Discipline::Pool9, Some(5)));
        let r = TeamFormat::Pool3
            .next(&[Player::A, Player::B, Player::A, Player::B])
            .unwrap();
        assert_eq!((r.discipline, r.race_to), (Discipline::Pool10, Some(5)));
        let r = TeamFormat::Free2.next(&[Player::A, Player::B]).unwrap();
        assert_eq!(r.slot, Slot::Rotating);
        let t = TeamMatch {
            format: TeamFormat::Free2,
            teams: ["Kazan".into(), "Omsk".into()],
            rosters: [
                vec!["A1".into(), "A2".into()],
                vec!["B1".into(), "B2".into()],
            ],
            race_to: 2,
            rubbers: Vec::new(),
        };
        assert_eq!(t.players(&r, 1), ["A1".to_string(), "B1".to_string()]);
        assert_eq!(t.players(&r, 2), ["A2".to_string(), "B2".to_string()]);
        assert_eq!(t.players(&r, 3), ["A1".to_string(), "B1".to_string()]);
    }
}
