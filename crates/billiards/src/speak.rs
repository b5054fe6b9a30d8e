//! What Ansage says at the table (§3 п.10 and billiards-rules §6): the score after every scoring
//! event, whose turn after every change, the discipline's calls (seventh ball, foul counts,
//! re-rack, free ball, seventy cannons…), the incoming player's choice, points remaining and
//! snookers required in snooker, frame and match results, and why an event was refused. Pure
//! functions from states and notes to sentences, in the messages' languages.

use super::frame::{Frame, Game};
use super::matchplay::{
    Action, MatchConfig, MatchEnd, MatchNote, MatchReject, MatchState, Pause, Sanction,
};
use super::snooker::{Phase, snookers_required};
use super::stats::{FoulClass, Line};
use super::tally::{End, Loss, Note, Place, Reject};
use super::words::{Names, colour_word, say};
use super::{Discipline, Family, Player};
use crate::event::Choice;
use ansage_shared::i18n::{t as tr, tc};
use ansage_shared::language::Language;

fn name(config: &MatchConfig, p: Player) -> String {
    config.names[p.index()].clone()
}

/// The discipline's name.
pub fn discipline_name(lang: Language, d: Discipline) -> String {
    tr(lang, &format!("bil-d-{}", d.slug()), &[])
}

/// "Score: Ivanov 5, Petrov 3."
pub fn score(lang: Language, config: &MatchConfig, f: &Frame) -> String {
    let rack_game = f.tally.target.is_none() && f.tally.discipline.family() == Family::Pool;
    if rack_game {
        return tr(lang, "bil-rack", &[]);
    }
    tr(
        lang,
        "bil-score",
        &[
            ("a", name(config, Player::A)),
            ("sa", f.tally.score[0].to_string()),
            ("b", name(config, Player::B)),
            ("sb", f.tally.score[1].to_string()),
        ],
    )
}

/// The frame score of the match: "Frames: Ivanov 1, Petrov 2."
pub fn frames(lang: Language, config: &MatchConfig, m: &MatchState) -> String {
    tr(
        lang,
        "bil-frames",
        &[
            ("a", name(config, Player::A)),
            ("fa", m.wins[0].to_string()),
            ("b", name(config, Player::B)),
            ("fb", m.wins[1].to_string()),
        ],
    )
}

/// Whose turn, with the pairs player due and the ball on where it helps.
pub fn turn(lang: Language, config: &MatchConfig, m: &MatchState) -> String {
    let f = &m.frame;
    let mut who = name(config, f.tally.shooter);
    if let Some(r) = &m.rotation {
        who = format!("{who}, {}", r.due(f.tally.shooter));
    }
    let mut out = tr(lang, "bil-turn", &[("name", who)]);
    match &f.game {
        Game::Snooker(s) => {
            let on = match (s.phase, s.ball_on()) {
                (Phase::ColourOn, _) => Some(tr(lang, "bil-colour-on", &[])),
                (_, Some(c)) => Some(tr(lang, "bil-ball-on", &[("ball", colour_word(lang, c))])),
                (_, None) => None,
            };
            if let Some(on) = on {
                out.push(' ');
                out.push_str(&on);
            }
        }
        Game::Nine(s) => {
            if let Some(b) = s.lowest() {
                out.push(' ');
                out.push_str(&tr(lang, "bil-lowest", &[("n", b.to_string())]));
            }
        }
        _ => {}
    }
    out
}

/// Points remaining, and snookers required of a trailing player (snooker 6/15).
pub fn remaining(lang: Language, config: &MatchConfig, f: &Frame) -> Option<String> {
    let Game::Snooker(s) = &f.game else {
        return None;
    };
    let rem = s.remaining();
    let mut out = tc(lang, "bil-remaining", &[("n", rem.into())]);
    for p in Player::BOTH
        .into_iter()
        .filter(|_| f.tally.winner.is_none())
    {
        let deficit = f.tally.score[p.other().index()] - f.tally.score[p.index()];
        let n = snookers_required(deficit, rem);
        if n > 0 {
            out.push(' ');
            out.push_str(&tc(
                lang,
                "bil-snookers",
                &[("name", name(config, p).into()), ("n", n.into())],
            ));
        }
    }
    Some(out)
}

fn place(lang: Language, p: Place) -> String {
    tr(
        lang,
        match p {
            Place::House => "bil-where-house",
            Place::Anywhere => "bil-where-anywhere",
            Place::D => "bil-where-d",
        },
        &[],
    )
}

fn option(lang: Language, c: Choice) -> String {
    tr(
        lang,
        match c {
            Choice::Play => "bil-opt-play",
            Choice::PutBack => "bil-opt-put-back",
            Choice::ReBreakSelf => "bil-opt-rebreak-self",
            Choice::ReBreakOther => "bil-opt-rebreak-other",
            Choice::TakeBall => "bil-opt-take-ball",
            Choice::InHand => "bil-opt-in-hand",
            Choice::Replace => "bil-opt-replace",
            Choice::FromD => "bil-opt-from-d",
            Choice::SpotEight => "bil-opt-spot-eight",
        },
        &[],
    )
}

/// The pending choice as a question: "Petrov: play, or put him back?"
pub fn choice(lang: Language, config: &MatchConfig, f: &Frame) -> Option<String> {
    let p = f.tally.pending.as_ref()?;
    let opts: Vec<String> = p.options.iter().map(|c| option(lang, *c)).collect();
    let or = format!(" {} ", tr(lang, "bil-or", &[]));
    let list = match opts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{or}{last}", rest.join(", ")),
        _ => opts.join(""),
    };
    Some(tr(
        lang,
        "bil-choice",
        &[("name", name(config, p.who)), ("options", list)],
    ))
}

fn loss(lang: Language, why: Loss) -> String {
    tr(
        lang,
        match why {
            Loss::EightOnFoul => "bil-loss-eight-on-foul",
            Loss::EightWithLastBall => "bil-loss-eight-with-last",
            Loss::EightOffTable => "bil-loss-eight-off-table",
            Loss::EightWrongPocket => "bil-loss-eight-wrong-pocket",
            Loss::EightEarly => "bil-loss-eight-early",
            Loss::ThreeFouls => "bil-loss-three-fouls",
        },
        &[],
    )
}

/// A frame note in words.
pub fn note(lang: Language, config: &MatchConfig, n: &Note) -> String {
    let nm = |p: Player| ("name", name(config, p));
    match n {
        Note::SeventhBall(p) => tr(lang, "bil-seventh", &[nm(*p)]),
        Note::PenaltyBall(p) => tr(lang, "bil-penalty-ball", &[nm(*p)]),
        Note::PremiumShot(w) => tr(lang, "bil-premium", &[("where", place(lang, *w))]),
        Note::PenaltyShot(p, w) => tr(
            lang,
            "bil-penalty-shot",
            &[nm(*p), ("where", place(lang, *w))],
        ),
        Note::BallInHand(p, w) => tr(lang, "bil-in-hand", &[nm(*p), ("where", place(lang, *w))]),
        Note::FoulCount(p, k) => {
            let id = match (config.discipline, k) {
                (Discipline::Straight, 2) => "bil-fouls-straight-two",
                (Discipline::Straight, 3) => "bil-fouls-third",
                (_, 2) => "bil-fouls-warning",
                (_, 3) => "bil-fouls-third",
                _ => "bil-fouls-one",
            };
            tr(
                lang,
                id,
                &[
                    nm(*p),
                    ("pen", config.rules.straight_third_foul.to_string()),
                ],
            )
        }
        Note::Rerack => tr(lang, "bil-rerack", &[]),
        Note::Groups(p, solids) => tr(
            lang,
            if *solids {
                "bil-groups-solids"
            } else {
                "bil-groups-stripes"
            },
            &[nm(*p)],
        ),
        Note::Respotted(balls) => tr(
            lang,
            "bil-respotted",
            &[(
                "balls",
                balls
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            )],
        ),
        Note::LastBall(p) => tr(lang, "bil-last-ball", &[nm(*p)]),
        Note::SuddenDeath => tr(lang, "bil-sudden-death", &[]),
        Note::ReSpottedBlack => tr(lang, "bil-respotted-black", &[]),
        Note::FreeBall => tr(lang, "bil-free-ball", &[]),
        Note::SeventyCannons => tr(lang, "bil-seventy-cannons", &[]),
        Note::TenHazards => tr(lang, "bil-ten-hazards", &[]),
        Note::CrossBaulk => tr(lang, "bil-cross-baulk", &[]),
        Note::BaulkCrossed => tr(lang, "bil-baulk-crossed", &[]),
        Note::RedToCentre => tr(lang, "bil-red-centre", &[]),
        Note::BaulkNotCrossed => tr(lang, "bil-baulk-not-crossed", &[]),
        Note::NoSafetyNext(p) => tr(lang, "bil-no-safety", &[nm(*p)]),
        Note::SafetyFoul(p) => tr(lang, "bil-safety-foul", &[nm(*p)]),
        Note::Lost(p, why) => tr(lang, "bil-lost", &[nm(*p), ("why", loss(lang, *why))]),
        Note::EightOnBreak => tr(lang, "bil-eight-on-break", &[]),
        Note::Stalemate => tr(lang, "bil-stalemate", &[]),
    }
}

/// Everything to say after an action was taken: its notes, the score when it changed (every
/// scoring event, §3 п.10), whose turn when it changed, the choice, snooker's remaining points,
/// frame and match results.
pub fn after(
    lang: Language,
    config: &MatchConfig,
    before: &MatchState,
    m: &MatchState,
    notes: &[MatchNote],
) -> Vec<String> {
    let mut out = Vec::new();
    let mut frame_over = false;
    for n in notes {
        frame_over |= matches!(n, MatchNote::FrameWon(_) | MatchNote::MatchWon(..));
        out.extend(match_note(lang, config, m, n));
    }
    if m.is_over() {
        return out;
    }
    let f = &m.frame;
    let bf = &before.frame;
    if !frame_over && f.tally.score != bf.tally.score {
        out.push(score(lang, config, f));
    }
    if let Some(c) = choice(lang, config, f) {
        out.push(c);
    } else if frame_over || f.tally.shooter != bf.tally.shooter || bf.tally.pending.is_some() {
        out.push(turn(lang, config, m));
    }
    // Snooker's remaining points, when they or the break changed (reds gone off the table
    // on a foul change them and nothing else, §6 п.3.7-3.8).
    let now = remaining(lang, config, f);
    if !frame_over
        && (f.tally.score != bf.tally.score
            || f.tally.shooter != bf.tally.shooter
            || now != remaining(lang, config, bf))
        && let Some(r) = now
    {
        out.push(r);
    }
    // Every event counted gets an answer: where nothing else changed that is said (a 9-ball
    // pot by the player who goes on), whose turn it is and what is on (issue 32).
    if out.is_empty() {
        out.push(turn(lang, config, m));
    }
    out
}

/// The words of one note of the match layer.
fn match_note(lang: Language, config: &MatchConfig, m: &MatchState, n: &MatchNote) -> Vec<String> {
    let nm = |p: Player| ("name", name(config, p));
    let mut lines = Vec::new();
    match n {
        MatchNote::Frame(n) => lines.push(note(lang, config, n)),
        MatchNote::FrameWon(p) => {
            let last = m.frames.last();
            let s = last.map(|r| r.score).unwrap_or([0, 0]);
            let conceded =
                last.and_then(|r| r.end) == Some(super::matchplay::FrameEnd::Play(End::Conceded));
            lines.push(tr(
                lang,
                if conceded {
                    "bil-frame-conceded"
                } else {
                    "bil-frame-won"
                },
                &[nm(*p), ("sa", s[0].to_string()), ("sb", s[1].to_string())],
            ));
            lines.push(frames(lang, config, m));
        }
        MatchNote::MatchWon(p, how) => {
            let id = match how {
                MatchEnd::Frames | MatchEnd::Drawn => "bil-match-won",
                MatchEnd::TechnicalDefeat => "bil-match-technical",
                MatchEnd::Sanction => "bil-match-sanction",
            };
            lines.push(tr(
                lang,
                id,
                &[
                    nm(*p),
                    ("fa", m.wins[0].to_string()),
                    ("fb", m.wins[1].to_string()),
                ],
            ));
        }
        MatchNote::Drawn => lines.push(tr(
            lang,
            "bil-drawn",
            &[("fa", m.wins[0].to_string()), ("fb", m.wins[1].to_string())],
        )),
        MatchNote::NextFrame {
            number,
            breaker,
            deciding,
        } => {
            // Pairs: the player who breaks, by name (teammates break in turn, pairs п.2).
            let who = m
                .rotation
                .as_ref()
                .map_or_else(|| name(config, *breaker), |r| r.due(*breaker).to_string());
            lines.push(tr(
                lang,
                "bil-next-frame",
                &[("n", number.to_string()), ("name", who)],
            ));
            if *deciding {
                lines.push(tr(lang, "bil-deciding", &[]));
            }
        }
        MatchNote::Sanctioned(p, s) => lines.push(tr(
            lang,
            match s {
                Sanction::Remark => "bil-sanction-remark",
                Sanction::Warning => "bil-sanction-warning",
                Sanction::ForfeitFrame => "bil-sanction-frame",
                Sanction::ForfeitMatch => "bil-sanction-match",
                Sanction::Removal => "bil-sanction-removal",
            },
            &[nm(*p)],
        )),
        MatchNote::Paused(p, k) => lines.push(tr(
            lang,
            match k {
                Pause::FiveMinutes => "bil-pause-five",
                Pause::OneMinute => "bil-pause-one",
                Pause::Medical => "bil-pause-medical",
                Pause::Protest => "bil-pause-protest",
            },
            &[nm(*p)],
        )),
        // Play goes on: where it stands now, as after a resumed save (the spectators and
        // the players were away).
        MatchNote::Resumed => {
            lines.push(tr(lang, "bil-resumed", &[]));
            lines.extend(status(lang, config, m));
        }
        MatchNote::ShotClock(on) => lines.push(tc(
            lang,
            if *on {
                "bil-shot-clock-on"
            } else {
                "bil-shot-clock-off"
            },
            &[("n", config.shot_clock_seconds.into())],
        )),
        MatchNote::Extension(p, left) => lines.push(tr(
            lang,
            "bil-extension",
            &[nm(*p), ("left", left.to_string())],
        )),
        MatchNote::NotYourTurn { due } => {
            lines.push(tr(lang, "bil-not-your-turn", &[("name", due.clone())]))
        }
        MatchNote::Shooter(n) => lines.push(tr(lang, "bil-shooter", &[("name", n.clone())])),
    }
    lines
}

fn reject_words(lang: Language, config: &MatchConfig, m: &MatchState, r: &MatchReject) -> String {
    let id = |s: &str| tr(lang, s, &[]);
    match r {
        MatchReject::Frame(r) => match r {
            Reject::FrameOver => id("bil-why-frame-over"),
            Reject::NotInGame => id("bil-why-not-in-game"),
            Reject::ChoiceFirst => choice(lang, config, &m.frame).unwrap_or_default(),
            Reject::NoChoice => id("bil-why-no-choice"),
            Reject::NotAnOption => format!(
                "{} {}",
                id("bil-why-not-an-option"),
                choice(lang, config, &m.frame).unwrap_or_default()
            ),
            Reject::TooMany => id("bil-why-too-many"),
            Reject::NotOnTable(b) => tr(lang, "bil-why-not-on-table", &[("n", b.to_string())]),
            Reject::NotOn(c) => tr(lang, "bil-why-not-on", &[("ball", colour_word(lang, *c))]),
            Reject::ColourOn => tr(lang, "bil-why-colour-on", &[]),
            Reject::LagFirst => id("bil-why-lag-first"),
            Reject::NotNow => id("bil-why-not-now"),
            Reject::BallOff(p) => tr(lang, "bil-why-ball-off", &[("name", name(config, *p))]),
        },
        MatchReject::MatchOver => id("bil-why-match-over"),
        MatchReject::Paused => id("bil-why-paused"),
        MatchReject::NotPaused => id("bil-why-not-paused"),
        MatchReject::NotNow => id("bil-why-not-now"),
        MatchReject::Used => id("bil-why-used"),
        MatchReject::NoExtension => id("bil-why-no-extension"),
        MatchReject::NoShotClock => id("bil-why-no-shot-clock"),
        MatchReject::UnknownPlayer(n) => tr(lang, "bil-why-unknown-player", &[("name", n.clone())]),
        MatchReject::NotPairs => id("bil-why-not-pairs"),
    }
}

/// "Foul four: not in this game." — what was refused and why; nothing changed.
pub fn refused(
    lang: Language,
    config: &MatchConfig,
    names: &Names,
    m: &MatchState,
    a: &Action,
    r: &MatchReject,
) -> String {
    tr(
        lang,
        "bil-refused",
        &[
            ("what", say(lang, config.discipline, names, a)),
            ("why", reject_words(lang, config, m, r)),
        ],
    )
}

/// The read-back of a proposed action: its words and the score it would leave (the issue's
/// "a scoring event is read back with the resulting score").
pub fn proposal(
    lang: Language,
    config: &MatchConfig,
    names: &Names,
    a: &Action,
    before: &MatchState,
    next: &MatchState,
) -> String {
    let what = say(lang, config.discipline, names, a);
    let result = if next.is_over() {
        tr(lang, "bil-would-end-match", &[])
    } else if next.frames.len() > before.frames.len() {
        tr(lang, "bil-would-end-frame", &[])
    } else {
        score(lang, config, &next.frame)
    };
    tr(lang, "bil-confirm", &[("what", what), ("result", result)])
}

/// The match's opening words.
pub fn opening(lang: Language, config: &MatchConfig, m: &MatchState) -> String {
    let format = match config.format {
        super::matchplay::Format::RaceTo(n) => tc(lang, "bil-race-to", &[("n", n.into())]),
        super::matchplay::Format::Frames(n) => tc(lang, "bil-fixed-frames", &[("n", n.into())]),
    };
    tr(
        lang,
        "bil-new-match",
        &[
            ("discipline", discipline_name(lang, config.discipline)),
            ("format", format),
            ("a", name(config, Player::A)),
            ("b", name(config, Player::B)),
            ("name", name(config, m.frame.tally.shooter)),
        ],
    )
}

/// A one-line state for the status line and "score?".
pub fn status(lang: Language, config: &MatchConfig, m: &MatchState) -> Vec<String> {
    let mut out = vec![frames(lang, config, m)];
    if !m.is_over() {
        out.push(score(lang, config, &m.frame));
        if m.frame.tally.run > 0 {
            out.push(tr(lang, "bil-run", &[("n", m.frame.tally.run.to_string())]));
        }
        out.push(choice(lang, config, &m.frame).unwrap_or_else(|| turn(lang, config, m)));
        out.extend(remaining(lang, config, &m.frame));
        out.extend(groups(lang, config, &m.frame));
    }
    out
}

/// 8-ball: who has which group and how many of it are left, or that the table is still open
/// (п.2.8); the marker's answer to "score?" as the window shows it.
fn groups(lang: Language, config: &MatchConfig, f: &Frame) -> Vec<String> {
    let Game::Eight(s) = &f.game else {
        return Vec::new();
    };
    if s.solids.is_none() {
        return vec![tr(lang, "bil-table-open", &[])];
    }
    Player::BOTH
        .into_iter()
        .filter_map(|p| {
            let left = s.left(p)?;
            let id = if s.solids == Some(p) {
                "bil-left-solids"
            } else {
                "bil-left-stripes"
            };
            Some(tc(
                lang,
                id,
                &[("name", name(config, p).into()), ("n", left.into())],
            ))
        })
        .collect()
}

/// The shot clock's calls.
/// A general average as it is said and written: two decimals at most, the language's decimal
/// mark ("2,5" in German and Russian, "2.5" in English).
pub fn average(lang: Language, avg: f64) -> String {
    let text = format!("{avg:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match lang {
        Language::En => text.to_string(),
        _ => text.replace('.', ","),
    }
}

/// A player's statistics as said on request and at the end of the match: the figures his
/// discipline keeps (carom and pyramid: innings and the general average; snooker: the breaks;
/// pool: the high run), then the fouls by kind and the time at the table.
pub fn statistics(lang: Language, d: Discipline, name: &str, s: &Line) -> Vec<String> {
    let mut parts = vec![tr(lang, "bil-stats-head", &[("name", name.to_string())])];
    let avg = s
        .average()
        .map(|a| average(lang, a))
        .unwrap_or_else(|| "0".into());
    match d.family() {
        Family::Carom | Family::Pyramid => {
            parts.push(tc(
                lang,
                "bil-stats-average",
                &[
                    ("points", s.points.into()),
                    ("innings", s.innings.into()),
                    ("avg", avg.as_str().into()),
                ],
            ));
            parts.push(tc(lang, "bil-stats-high", &[("n", s.high_run.into())]));
        }
        Family::Snooker => parts.push(tc(
            lang,
            "bil-stats-breaks",
            &[
                ("high", s.high_run.into()),
                ("fifties", s.fifties.into()),
                ("centuries", s.centuries.into()),
            ],
        )),
        Family::Pool => parts.push(tc(lang, "bil-stats-high", &[("n", s.high_run.into())])),
    }
    parts.push(fouls(lang, s));
    parts.push(tc(
        lang,
        "bil-stats-time",
        &[("min", ((s.at_table_ms + 30_000) / 60_000).into())],
    ));
    vec![parts.join(" ")]
}

/// "3 fouls (cue ball 1, plain 2)": the kinds only when there is more than the plain one.
fn fouls(lang: Language, s: &Line) -> String {
    let n = s.foul_total();
    if n == 0 {
        return tr(lang, "bil-stats-fouls-none", &[]);
    }
    let kinds = if s.fouls.keys().all(|k| *k == FoulClass::Plain) {
        String::new()
    } else {
        let each: Vec<String> = s
            .fouls
            .iter()
            .map(|(k, n)| format!("{} {n}", tr(lang, foul_class_id(*k), &[])))
            .collect();
        format!(" ({})", each.join(", "))
    };
    tc(
        lang,
        "bil-stats-fouls",
        &[("n", n.into()), ("kinds", kinds.as_str().into())],
    )
}

/// The message of a kind of foul.
pub fn foul_class_id(k: FoulClass) -> &'static str {
    match k {
        FoulClass::Plain => "bil-foul-class-plain",
        FoulClass::CueBall => "bil-foul-class-cue-ball",
        FoulClass::Intentional => "bil-foul-class-intentional",
        FoulClass::Miss => "bil-foul-class-miss",
        FoulClass::Time => "bil-foul-class-time",
        FoulClass::BadBreak => "bil-foul-class-bad-break",
        FoulClass::Other => "bil-foul-class-other",
    }
}

pub fn ten_seconds(lang: Language) -> String {
    tr(lang, "bil-ten-seconds", &[])
}

pub fn time_foul(lang: Language) -> String {
    tr(lang, "bil-time-foul", &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::matchplay::{Format, MatchLog};

    /// §3 п.10: the score after a scoring event, the seventh-ball warning, whose turn after a
    /// change, the choice after a foul — in every language, with no message id left raw.
    #[test]
    fn announcements_in_three_languages() {
        for lang in Language::ALL {
            let config = MatchConfig::new(
                Discipline::FreePyramid,
                Format::RaceTo(2),
                ["Ivanov".into(), "Petrov".into()],
            );
            let mut l = MatchLog::new(config.clone());
            let before = l.state();
            let (m, notes) = l.push(0, Action::Frame(Event::Balls(7))).unwrap();
            let said = after(lang, &config, &before, &m, &notes);
            assert!(
                said.iter().any(|s| s.contains('7') && s.contains("Ivanov")),
                "{said:?}"
            );
            assert_eq!(said.len(), 2, "seventh ball and the score: {said:?}");
            let before = m.clone();
            let (m, notes) = l.push(0, Action::Frame(Event::foul())).unwrap();
            let said = after(lang, &config, &before, &m, &notes);
            assert!(said.iter().any(|s| s.contains("Petrov")), "{said:?}");
            for s in said.iter().chain(status(lang, &config, &m).iter()) {
                assert!(!s.contains("bil-"), "{lang}: {s}");
            }
        }
    }

    fn line() -> Line {
        let mut l = Line {
            frames: 1,
            points: 21,
            innings: 4,
            high_run: 9,
            at_table_ms: 754_000,
            ..Line::default()
        };
        l.fouls.insert(FoulClass::CueBall, 1);
        l.fouls.insert(FoulClass::Plain, 2);
        l
    }

    /// The statistics read as a marker says them in each language: the discipline's own
    /// figures, the average with the language's decimal mark, the fouls by kind.
    #[test]
    fn statistics_in_three_languages() {
        let said = |lang| statistics(lang, Discipline::Carom, "Iwanow", &line()).join(" ");
        assert_eq!(
            said(Language::De),
            "Statistik Iwanow: 21 Punkte in 4 Aufnahmen, Generaldurchschnitt 5,25. \
             Höchstserie 9. 3 Fouls (einfach 2, Spielball 1). Am Tisch 13 Minuten."
        );
        assert_eq!(
            said(Language::Ru),
            "Статистика, Iwanow: 21 очко за 4 подхода, в среднем 5,25 за подход. \
             Лучшая серия 9. Фолов: 3 (простых 2, биток 1). За столом 13 минут."
        );
        assert_eq!(
            said(Language::En),
            "Statistics, Iwanow: 21 points in 4 innings, average 5.25. High run 9. \
             3 fouls (plain 2, cue ball 1). At the table 13 minutes."
        );
        let snooker = statistics(Language::En, Discipline::Snooker15, "Iwanow", &line());
        assert_eq!(
            snooker.join(" "),
            "Statistics, Iwanow: Highest break 9; breaks of 50 or more: 0, of 100 or more: 0. \
             3 fouls (plain 2, cue ball 1). At the table 13 minutes."
        );
    }
}
