//! The game looked back on by its times: each side's longest thinks and where its time
//! trouble began, from the time each move took (`%emt`) and the clock after it (`%clk`).
//! Pure: the session words it.

use shakmaty::Color;

use super::game::Game;
use ansage_shared::time::{MINUTE, Millis};

/// Below this much time left after a move, a side is in time trouble.
pub const TROUBLE: Millis = MINUTE;

/// A move and the time it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Think {
    /// The half-move's index in the game.
    pub ply: usize,
    pub took: Millis,
}

/// What the times of a game show, per side (White first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeReport {
    /// The side's moves by the time they took, longest first (ties: the earlier first).
    pub longest: [Vec<Think>; 2],
    /// The side's first move after which it had less than [`TROUBLE`] left.
    pub trouble: [Option<usize>; 2],
}

impl TimeReport {
    /// The report of a game; `None` when no move has a recorded time.
    pub fn of(game: &Game) -> Option<TimeReport> {
        let plies = game.plies();
        if plies.iter().all(|p| p.emt.is_none()) {
            return None;
        }
        let side = |c: Color| (0..plies.len()).filter(move |&i| game.ply_number(i).1 == c);
        let longest = Color::ALL.map(|c| {
            let mut thinks: Vec<Think> = side(c)
                .filter_map(|i| plies[i].emt.map(|took| Think { ply: i, took }))
                .collect();
            thinks.sort_by(|a, b| b.took.cmp(&a.took).then(a.ply.cmp(&b.ply)));
            thinks
        });
        let trouble =
            Color::ALL.map(|c| side(c).find(|&i| plies[i].clock.is_some_and(|ms| ms < TROUBLE)));
        Some(TimeReport { longest, trouble })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ansage_shared::time::SECOND;

    #[test]
    fn the_longest_thinks_and_the_start_of_time_trouble_are_found_per_side() {
        let mut g = Game::default();
        for (i, san) in ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"].iter().enumerate() {
            let m = san
                .parse::<shakmaty::san::San>()
                .unwrap()
                .to_move(g.position())
                .unwrap();
            g.play(m).unwrap();
            let took = [5, 60, 200, 20, 30, 45][i] * SECOND;
            g.set_ply_emt(i, took);
            let left = [170, 120, 50, 100, 40, 55][i] * SECOND;
            g.set_ply_clock(i, left);
        }
        let r = TimeReport::of(&g).unwrap();
        let plies = |v: &[Think]| v.iter().map(|t| t.ply).collect::<Vec<_>>();
        assert_eq!(plies(&r.longest[0]), [2, 4, 0]);
        assert_eq!(plies(&r.longest[1]), [1, 5, 3]);
        assert_eq!(r.longest[0][0].took, 200 * SECOND);
        // White under a minute after Nf3 (50 s), Black after a6 (55 s).
        assert_eq!(r.trouble, [Some(2), Some(5)]);
        assert_eq!(TimeReport::of(&Game::default()), None);
    }
}
