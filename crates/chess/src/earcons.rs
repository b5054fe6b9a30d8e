//! Which earcon goes with which outcome of the chess session: a completed move sounds
//! "confirmed", or "check" when it gives check or mate; not understood, illegal, a time warning,
//! the flag and the microphone's state have their own (the sounds and the gate that keeps them
//! from rattling are in `shared::earcon`).

use super::messages::Msg;
use super::session::Output;
use ansage_shared::earcon::Earcon;

/// The earcon of a message, if it has one.
pub fn for_message(msg: &Msg) -> Option<Earcon> {
    match msg {
        Msg::NotUnderstood | Msg::UnknownWord(_) | Msg::TooLong => Some(Earcon::NotUnderstood),
        Msg::Illegal(_) | Msg::IllegalEntered { .. } => Some(Earcon::Illegal),
        Msg::TimeWarning(..) => Some(Earcon::LowTime),
        Msg::Flag(_) => Some(Earcon::Flag),
        Msg::Listening(true) => Some(Earcon::ListeningOn),
        Msg::Listening(false) => Some(Earcon::ListeningOff),
        _ => None,
    }
}

/// The earcons of one response: a completed move sounds "confirmed", or "check" when it gives
/// check or mate; messages add theirs.
pub fn for_outputs(outputs: &[Output]) -> Vec<Earcon> {
    let mut out = Vec::new();
    for o in outputs {
        let e = match o {
            Output::MoveDone { san, .. } if san.ends_with(['+', '#']) => Some(Earcon::Check),
            Output::MoveDone { .. } => Some(Earcon::Confirmed),
            Output::Say(s) => for_message(&s.msg),
            Output::Tone(e) => Some(*e),
            _ => None,
        };
        if let Some(e) = e
            && !out.contains(&e)
        {
            out.push(e);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::session::{Session, Settings};

    #[test]
    fn session_outputs_have_their_earcons() {
        let mut s = Session::new(Game::default(), Settings::default());
        assert_eq!(for_outputs(&s.hear("blorp")), vec![Earcon::NotUnderstood]);
        assert_eq!(
            for_outputs(&s.hear("Springer David drei")),
            vec![Earcon::Illegal]
        );
        assert!(
            for_outputs(&s.hear("Eva vier")).is_empty(),
            "a read-back has none"
        );
        assert_eq!(for_outputs(&s.hear("ja")), vec![Earcon::Confirmed]);
        let mut s = Session::new(
            Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap(),
            Settings::default(),
        );
        s.hear("Turm Anna acht");
        assert_eq!(for_outputs(&s.hear("ja")), vec![Earcon::Check]);
    }
}
