//! Alternating shooters in pairs (pyramid pairs §4 п.6 pairs п.3-5; pool and snooker 2-player
//! teams §5 п.6.2, §6 п.5.2 by A28), with the out-of-turn warning: the match layer keeps the
//! rotation, the team layer names the pairs.

use serde::{Deserialize, Serialize};

use super::Player;

/// Pairs: each side's two players alternate strokes (for the pyramid pairs: after a scoring
/// shot the teammate, after a non-scoring one the teammate after the opponents' visit, and after
/// a ceded foul the offender's teammate — all of which is "the teammate shoots next time").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rotation {
    pub names: [[String; 2]; 2],
    /// The index of the player due next, per side.
    pub next: [usize; 2],
    /// The index of the player of each side who breaks that side's next break: teammates
    /// take the break in turn (pairs п.2).
    #[serde(default)]
    pub breaks: [usize; 2],
}

impl Rotation {
    pub fn new(names: [[String; 2]; 2]) -> Rotation {
        Rotation {
            names,
            next: [0, 0],
            breaks: [0, 0],
        }
    }

    /// A frame begins with this side's break: its player due to break shoots first, and his
    /// teammate breaks that side's next one (pairs п.2, п.3: the rotation is fixed by the
    /// first player at the table). The other side goes on from whoever is due.
    pub fn new_frame(&mut self, breaker: Player) {
        let i = breaker.index();
        self.next[i] = self.breaks[i];
        self.breaks[i] ^= 1;
    }

    /// The player of a side due to shoot.
    pub fn due(&self, side: Player) -> &str {
        &self.names[side.index()][self.next[side.index()]]
    }

    /// A stroke by a side: his teammate is due next.
    pub fn shot(&mut self, side: Player) {
        self.next[side.index()] ^= 1;
    }

    /// A player by name: his side and index.
    pub fn find(&self, name: &str) -> Option<(Player, usize)> {
        Player::BOTH.into_iter().find_map(|p| {
            self.names[p.index()]
                .iter()
                .position(|n| {
                    n.eq_ignore_ascii_case(name) || n.to_lowercase() == name.to_lowercase()
                })
                .map(|i| (p, i))
        })
    }

    /// The named player is the one shooting now (A17: the rotation goes on from him).
    pub fn set(&mut self, name: &str) {
        if let Some((p, i)) = self.find(name) {
            self.next[p.index()] = i;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs: strokes alternate within each side; a named out-of-turn player is found.
    #[test]
    fn pairs_rotation() {
        let mut r = Rotation::new([
            ["Anna".into(), "Boris".into()],
            ["Clara".into(), "Denis".into()],
        ]);
        assert_eq!(r.due(Player::A), "Anna");
        r.shot(Player::A);
        assert_eq!(r.due(Player::A), "Boris");
        r.shot(Player::B);
        r.shot(Player::A);
        assert_eq!((r.due(Player::A), r.due(Player::B)), ("Anna", "Denis"));
        assert_eq!(r.find("clara"), Some((Player::B, 0)));
    }

    /// Issue 18, pairs п.2: teams break in turn, and within a team the players too: Anna,
    /// Clara, Boris, Denis, Anna.
    #[test]
    fn teammates_take_the_break_in_turn() {
        let mut r = Rotation::new([
            ["Anna".into(), "Boris".into()],
            ["Clara".into(), "Denis".into()],
        ]);
        let mut breakers = Vec::new();
        for side in [Player::A, Player::B, Player::A, Player::B, Player::A] {
            r.new_frame(side);
            breakers.push(r.due(side).to_string());
            // A stroke or three in the frame do not change who breaks next.
            r.shot(side);
            r.shot(side.other());
            r.shot(side);
        }
        assert_eq!(breakers, ["Anna", "Clara", "Boris", "Denis", "Anna"]);
    }
}
