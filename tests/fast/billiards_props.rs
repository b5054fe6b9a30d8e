//! Properties of the billiards match log, for every discipline: undo of any suffix of actions
//! returns exactly the earlier state (billiards-rules §12 "«Отмена» reverts the last event at any
//! time"), and the autosaved log read back is the same match.

use ansage::billiards::event::{Choice, Event, Foul, FoulKind, Hazard};
use ansage::billiards::matchplay::{Action, Format, MatchConfig, MatchLog, Pause, Sanction};
use ansage::billiards::{Colour, Discipline, Player};
use proptest::prelude::*;

/// Every kind of action, with small numbers: most are refused in most states and
/// disciplines, which the log must not keep.
fn action() -> impl Strategy<Value = Action> {
    let colour = prop::sample::select(Colour::ALL.to_vec());
    let player = prop::sample::select(vec![Player::A, Player::B]);
    let choice = prop::sample::select(vec![
        Choice::Play,
        Choice::PutBack,
        Choice::ReBreakSelf,
        Choice::ReBreakOther,
        Choice::TakeBall,
        Choice::InHand,
        Choice::Replace,
        Choice::FromD,
        Choice::SpotEight,
    ]);
    let hazard = prop::sample::select(vec![
        Hazard::Cannon,
        Hazard::PotRed,
        Hazard::PotOpponent,
        Hazard::InOffRed,
        Hazard::InOffOpponent,
    ]);
    let kind = prop::sample::select(vec![
        FoulKind::Plain,
        FoulKind::CueBall,
        FoulKind::Intentional,
        FoulKind::Miss,
        FoulKind::Time,
    ]);
    prop_oneof![
        6 => (1u8..4).prop_map(|n| Action::Frame(Event::Balls(n))),
        6 => prop::collection::vec(1u8..=15, 1..3).prop_map(|b| Action::Frame(Event::Pot(b))),
        6 => Just(Action::Frame(Event::NoScore)),
        4 => (kind, prop::option::of(4i32..=7), prop::option::of(colour.clone()),
              prop::collection::vec(1u8..=15, 0..2))
            .prop_map(|(kind, points, ball, potted)| Action::Frame(Event::Foul(Foul { kind, points, ball, potted }))),
        3 => choice.prop_map(|c| Action::Frame(Event::Choice(c))),
        2 => (0u8..2).prop_map(|k| Action::Frame(Event::InOff(k))),
        1 => Just(Action::Frame(Event::CueBallDown)),
        1 => Just(Action::Frame(Event::BadBreak)),
        1 => Just(Action::Frame(Event::Uncalled)),
        1 => Just(Action::Frame(Event::Safety)),
        1 => Just(Action::Frame(Event::PushOut)),
        1 => Just(Action::Frame(Event::EightWrongPocket)),
        1 => Just(Action::Frame(Event::Stalemate)),
        1 => Just(Action::Frame(Event::Rerack)),
        5 => (1u8..3).prop_map(|n| Action::Frame(Event::Reds(n))),
        5 => colour.clone().prop_map(|c| Action::Frame(Event::Colour(c))),
        1 => colour.prop_map(|c| Action::Frame(Event::FreeBall(c))),
        1 => (1u8..3).prop_map(|n| Action::Frame(Event::RedsOff(n))),
        4 => prop::collection::vec(hazard, 1..3).prop_map(|h| Action::Frame(Event::Hazards(h))),
        1 => Just(Action::Frame(Event::BaulkCrossed)),
        1 => player.clone().prop_map(|p| Action::Frame(Event::Lag(p))),
        1 => player.clone().prop_map(|p| Action::Frame(Event::Concede(p))),
        1 => (player.clone(), -5i32..80).prop_map(|(p, n)| Action::Frame(Event::Correct(p, n))),
        1 => player.clone().prop_map(Action::Breaks),
        1 => player.clone().prop_map(|p| Action::Sanction(p, Sanction::Warning)),
        1 => player.clone().prop_map(|p| Action::Pause(p, Pause::OneMinute)),
        1 => Just(Action::Resume),
        1 => any::<bool>().prop_map(Action::ShotClock),
        1 => player.prop_map(Action::Extension),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn undo_of_any_suffix_returns_the_earlier_state(
        d in prop::sample::select(Discipline::ALL.to_vec()),
        actions in prop::collection::vec(action(), 0..120),
        back in 0usize..40,
    ) {
        let config = MatchConfig::new(d, Format::RaceTo(3), ["A".into(), "B".into()]);
        let mut log = MatchLog::new(config);
        let mut states = vec![log.state()];
        for (i, a) in actions.into_iter().enumerate() {
            if log.push(i as u64, a).is_ok() {
                states.push(log.state());
            }
        }
        prop_assert_eq!(states.len(), log.entries.len() + 1, "refused actions are not kept");
        let back = back.min(log.entries.len());
        for _ in 0..back {
            log.undo();
        }
        prop_assert_eq!(&log.state(), &states[states.len() - 1 - back]);
        let saved = serde_json::to_string(&log).unwrap();
        let read: MatchLog = serde_json::from_str(&saved).unwrap();
        prop_assert_eq!(read.state(), log.state());
    }
}
