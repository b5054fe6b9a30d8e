//! The game looked back on by an engine's evaluation: who stood better after each move, the
//! moves that turned the game, and each side's worst mistakes. Pure: the engine's scores come
//! in (read by the edge), the session words what is found.

use shakmaty::Color;

/// An engine's score of a position, from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns: positive is good for White.
    Centipawns(i32),
    /// Mate in this many moves: positive for White, negative for Black.
    Mate(i32),
    /// This side is checkmated.
    Mated(Color),
}

/// Beyond this many centipawns a score counts as this much: a won position is won, and a
/// mate sooner or later is no mistake (as Lichess caps its evaluations).
const CAP: i32 = 1000;
/// A move that loses this much for its side is a mistake, this much a blunder.
pub const MISTAKE: i32 = 100;
pub const BLUNDER: i32 = 300;
/// A side stands better from this many centipawns, is winning from [`WINNING`].
const BETTER: i32 = 100;
const WINNING: i32 = 300;
/// The mistakes kept per side.
const WORST: usize = 3;

impl Score {
    /// The engine's score, which is the side to move's, turned to White's side.
    pub fn from_mover(mover: Color, score: Score) -> Score {
        match (mover, score) {
            (_, Score::Mate(0)) => Score::Mated(mover),
            (Color::White, s) => s,
            (Color::Black, Score::Centipawns(cp)) => Score::Centipawns(-cp),
            (Color::Black, Score::Mate(n)) => Score::Mate(-n),
            (Color::Black, s @ Score::Mated(_)) => s,
        }
    }

    /// Centipawns for White, capped.
    pub fn capped(self) -> i32 {
        match self {
            Score::Centipawns(cp) => cp.clamp(-CAP, CAP),
            Score::Mate(n) if n > 0 => CAP,
            Score::Mate(_) | Score::Mated(Color::White) => -CAP,
            Score::Mated(Color::Black) => CAP,
        }
    }

    /// Whether this side is mated, or will be.
    pub fn mate_against(self, side: Color) -> bool {
        match self {
            Score::Mate(n) => (n > 0) == (side == Color::Black),
            Score::Mated(c) => c == side,
            Score::Centipawns(_) => false,
        }
    }

    /// Who stands how.
    pub fn standing(self) -> Standing {
        let cp = self.capped();
        let side = if cp > 0 { Color::White } else { Color::Black };
        match cp.abs() {
            a if a >= WINNING => Standing::Winning(side),
            a if a >= BETTER => Standing::Better(side),
            _ => Standing::Equal,
        }
    }
}

/// Who stands better, in words a player uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    Equal,
    Better(Color),
    Winning(Color),
}

impl Standing {
    /// The side that stands better, if one does.
    pub fn leader(self) -> Option<Color> {
        match self {
            Standing::Equal => None,
            Standing::Better(c) | Standing::Winning(c) => Some(c),
        }
    }
}

/// A move that lost its side at least [`MISTAKE`] centipawns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub ply: usize,
    /// Centipawns lost, capped scores.
    pub loss: i32,
    pub blunder: bool,
    /// After it the side is mated, or will be (and was not to be before).
    pub allows_mate: bool,
}

/// A move after which another side stood better than before it (or neither any more), by a
/// swing of at least [`MISTAKE`]: the engine's scores wander by a few centipawns from move to
/// move, and a score drifting across the line of "better" turns nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub ply: usize,
    pub before: Standing,
    pub after: Standing,
}

/// What the engine's scores show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The score after each half-move (index: the ply).
    pub after: Vec<Score>,
    /// Each side's worst mistakes, the worst first (White first).
    pub worst: [Vec<Mistake>; 2],
    pub turns: Vec<Turn>,
}

impl Evaluation {
    /// From the scores of the start position and after each half-move (`scores[i]`: before
    /// ply `i`), White's side; `by(i)` is who made ply `i`. `None` without a move.
    pub fn of(scores: &[Score], by: impl Fn(usize) -> Color) -> Option<Evaluation> {
        if scores.len() < 2 {
            return None;
        }
        let after = scores[1..].to_vec();
        let mut worst: [Vec<Mistake>; 2] = [Vec::new(), Vec::new()];
        let mut turns = Vec::new();
        for (ply, pair) in scores.windows(2).enumerate() {
            let (before, now) = (pair[0], pair[1]);
            let mover = by(ply);
            let sign = if mover == Color::White { 1 } else { -1 };
            let loss = sign * (before.capped() - now.capped());
            if loss >= MISTAKE {
                worst[slot(mover)].push(Mistake {
                    ply,
                    loss,
                    blunder: loss >= BLUNDER,
                    allows_mate: now.mate_against(mover) && !before.mate_against(mover),
                });
            }
            let (was, is) = (before.standing(), now.standing());
            let swing = (before.capped() - now.capped()).abs();
            if was.leader() != is.leader() && swing >= MISTAKE {
                turns.push(Turn {
                    ply,
                    before: was,
                    after: is,
                });
            }
        }
        for side in &mut worst {
            side.sort_by(|a, b| b.loss.cmp(&a.loss).then(a.ply.cmp(&b.ply)));
            side.truncate(WORST);
        }
        Some(Evaluation {
            after,
            worst,
            turns,
        })
    }

    /// A side's mistakes, the worst first.
    pub fn worst(&self, side: Color) -> &[Mistake] {
        &self.worst[slot(side)]
    }
}

/// White's place first, Black's second.
fn slot(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn by(ply: usize) -> Color {
        if ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        }
    }

    #[test]
    fn the_engine_score_is_turned_to_whites_side_and_capped() {
        assert_eq!(
            Score::from_mover(Color::Black, Score::Centipawns(40)),
            Score::Centipawns(-40)
        );
        assert_eq!(
            Score::from_mover(Color::Black, Score::Mate(3)),
            Score::Mate(-3)
        );
        // The engine's "mate 0": the side to move is mated.
        assert_eq!(
            Score::from_mover(Color::Black, Score::Mate(0)),
            Score::Mated(Color::Black)
        );
        assert_eq!(Score::Mated(Color::Black).capped(), 1000);
        assert_eq!(Score::Mate(2).capped(), 1000);
        assert_eq!(Score::Centipawns(-2500).capped(), -1000);
        assert_eq!(
            Score::Centipawns(150).standing(),
            Standing::Better(Color::White)
        );
        assert_eq!(Score::Mate(-1).standing(), Standing::Winning(Color::Black));
        assert_eq!(Score::Centipawns(-99).standing(), Standing::Equal);
    }

    #[test]
    fn a_move_that_gives_the_advantage_away_is_a_turn_and_its_sides_worst_mistake() {
        use Score::Centipawns as Cp;
        // 1. (equal) … 2. White drifts a little, 2… Black blunders a piece, 3. White gives
        // the win away, 3… Black walks into a mate in two.
        let scores = [
            Cp(20),
            Cp(30),
            Cp(10),
            Cp(-40),
            Cp(350),
            Cp(60),
            Score::Mate(2),
            Score::Mate(1),
        ];
        let e = Evaluation::of(&scores, by).unwrap();
        assert_eq!(e.after.len(), 7);
        let plies = |m: &[Mistake]| {
            m.iter()
                .map(|m| (m.ply, m.loss, m.blunder, m.allows_mate))
                .collect::<Vec<_>>()
        };
        assert_eq!(plies(e.worst(Color::White)), [(4, 290, false, false)]);
        // Black: ply 3 lost 390 (−40 → 350), ply 5 lost 940 (60 → the mate, capped).
        assert_eq!(
            plies(e.worst(Color::Black)),
            [(5, 940, true, true), (3, 390, true, false)]
        );
        let turns: Vec<_> = e.turns.iter().map(|t| (t.ply, t.before, t.after)).collect();
        assert_eq!(
            turns,
            [
                (3, Standing::Equal, Standing::Winning(Color::White)),
                (4, Standing::Winning(Color::White), Standing::Equal),
                (5, Standing::Equal, Standing::Winning(Color::White)),
            ]
        );
        assert_eq!(Evaluation::of(&[Cp(0)], by), None);
        // Drifting across the line of "better" by a few centipawns is no turn.
        let drift = Evaluation::of(&[Cp(90), Cp(110), Cp(95), Cp(-20), Cp(-130)], by).unwrap();
        let turns: Vec<_> = drift.turns.iter().map(|t| (t.ply, t.after)).collect();
        assert_eq!(turns, [(3, Standing::Better(Color::Black))]);
    }
}
