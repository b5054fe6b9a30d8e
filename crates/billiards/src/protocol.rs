//! The match protocol (§3 п.19, Прил.2; billiards-rules §11): the form's fields — competition,
//! discipline, venue, date, "race to ___ frames", referee, start and end, per player the frame
//! scores in balls/points, the frames won and the winner, the two signatures — and what the
//! rules want recorded that the form has no place for (A44): per-frame breakdown with the
//! breaker, high runs and fouls, sanctions, breaks taken and protests, the technical defeat,
//! the settings chosen for the rules' gaps, and the team roster and rubbers. As data (JSON) and
//! as lines of text (printed by `sheets`).

use serde::Serialize;

use super::Player;
use super::matchplay::{
    Format, FrameEnd, FrameRecord, MatchConfig, MatchEnd, MatchLog, MatchState, Pause, Sanction,
};
use super::speak::{self, discipline_name};
use super::stats::{Line, Statistics, TeamStatistics};
use super::tally::{End, Loss};
use super::team::TeamMatch;
use super::words::{Names, say};
use ansage_shared::calendar::Zone;
use ansage_shared::i18n::{t, tc};
use ansage_shared::language::Language;

#[derive(Clone, Debug, Serialize)]
pub struct PlayerRow {
    pub name: String,
    /// "Счет в партиях (по шарам)": each frame's score of this player.
    pub frame_scores: Vec<i32>,
    /// "Счет по партиям".
    pub frames_won: u8,
    pub winner: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct FrameRow {
    pub number: usize,
    pub breaker: String,
    pub score: [i32; 2],
    pub winner: Option<String>,
    pub how: String,
    pub high_run: [i32; 2],
    pub fouls: [u32; 2],
    pub innings: [u32; 2],
    pub started: String,
    pub ended: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Logged {
    pub time: String,
    pub player: String,
    pub what: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Setting {
    pub key: String,
    pub value: String,
    pub item: String,
    pub meaning: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Protocol {
    pub competition: String,
    pub discipline: String,
    pub discipline_id: String,
    pub rules_section: String,
    pub venue: String,
    pub date: String,
    /// "Встреча до ___ побед в партиях" (or a fixed number of frames).
    pub format: String,
    pub race_to: Option<u8>,
    pub referee: String,
    pub start: String,
    pub end: String,
    pub players: [PlayerRow; 2],
    pub result: String,
    pub frames: Vec<FrameRow>,
    pub sanctions: Vec<Logged>,
    pub breaks: Vec<Logged>,
    pub protests: Vec<Logged>,
    pub settings: Vec<Setting>,
    /// Every action taken, in order: the audit trail for protests (undone ones are not in it).
    pub events: Vec<Logged>,
    /// The players' statistics, frame by frame and for the match.
    pub statistics: Statistics,
}

fn l(lang: Language, id: &str) -> String {
    t(lang, id, &[])
}

/// The match's result as the protocol writes it.
fn result_line(lang: Language, c: &MatchConfig, m: &MatchState) -> String {
    let name = |p: Player| c.names[p.index()].clone();
    match (m.winner, m.end) {
        (Some(w), Some(MatchEnd::TechnicalDefeat)) => {
            t(lang, "bil-match-technical", &[("name", name(w))])
        }
        (Some(w), Some(MatchEnd::Sanction)) => t(lang, "bil-match-sanction", &[("name", name(w))]),
        (Some(w), _) => t(
            lang,
            "bil-match-won",
            &[
                ("name", name(w)),
                ("fa", m.wins[0].to_string()),
                ("fb", m.wins[1].to_string()),
            ],
        ),
        (None, _) if m.drawn => t(
            lang,
            "bil-drawn",
            &[("fa", m.wins[0].to_string()), ("fb", m.wins[1].to_string())],
        ),
        (None, _) => l(lang, "bil-p-unfinished"),
    }
}

/// The sanctions (§3 п.15), the breaks (§3 п.17) and the protests of the match, with their
/// times and players.
fn incidents(
    lang: Language,
    zone: &Zone,
    c: &MatchConfig,
    m: &MatchState,
) -> (Vec<Logged>, Vec<Logged>, Vec<Logged>) {
    let name = |p: Player| c.names[p.index()].clone();
    let sanctions = m
        .sanctions
        .iter()
        .map(|(at, p, s)| Logged {
            time: zone.stamp(*at),
            player: name(*p),
            what: l(
                lang,
                match s {
                    Sanction::Remark => "bil-p-remark",
                    Sanction::Warning => "bil-p-warning",
                    Sanction::ForfeitFrame => "bil-p-forfeit-frame",
                    Sanction::ForfeitMatch => "bil-p-forfeit-match",
                    Sanction::Removal => "bil-p-removal",
                },
            ),
        })
        .collect();
    let pause = |k: Pause| {
        l(
            lang,
            match k {
                Pause::FiveMinutes => "bil-p-five",
                Pause::OneMinute => "bil-p-one",
                Pause::Medical => "bil-p-medical",
                Pause::Protest => "bil-p-protest",
            },
        )
    };
    let (protests, breaks): (Vec<_>, Vec<_>) =
        m.pauses.iter().partition(|(_, _, k)| *k == Pause::Protest);
    let logged = |v: Vec<&(u64, Player, Pause)>| {
        v.into_iter()
            .map(|(at, p, k)| Logged {
                time: zone.stamp(*at),
                player: name(*p),
                what: pause(*k),
            })
            .collect()
    };
    (sanctions, logged(breaks), logged(protests))
}

impl Protocol {
    pub fn of(log: &MatchLog, lang: Language, zone: &Zone) -> Protocol {
        let c = &log.config;
        let m = log.state();
        let name = |p: Player| c.names[p.index()].clone();
        let when = |ms: Option<u64>| ms.map(|ms| zone.stamp(ms)).unwrap_or_default();
        // The frame in play, when the protocol is written mid-frame: its score so far, marked
        // not finished (a protocol of a suspended match must show where it stands).
        let tally = &m.frame.tally;
        let in_play =
            (!m.is_over() && (tally.shots > 0 || tally.score != [0, 0])).then_some(FrameRecord {
                breaker: tally.breaker,
                score: tally.score,
                winner: None,
                end: None,
                high_run: tally.high_run,
                fouls: tally.foul_total,
                visits: tally.visits,
                started: m.frame_started,
                ended: 0,
            });
        let all: Vec<&FrameRecord> = m.frames.iter().chain(in_play.as_ref()).collect();
        let players = Player::BOTH.map(|p| PlayerRow {
            name: name(p),
            frame_scores: all.iter().map(|f| f.score[p.index()]).collect(),
            frames_won: m.wins[p.index()],
            winner: m.winner == Some(p),
        });
        let frames = all
            .iter()
            .enumerate()
            .map(|(i, f)| FrameRow {
                number: i + 1,
                breaker: name(f.breaker),
                score: f.score,
                winner: f.winner.map(name),
                how: if f.winner.is_none() {
                    l(lang, "bil-p-unfinished")
                } else {
                    how(lang, f.end)
                },
                high_run: f.high_run,
                fouls: f.fouls,
                innings: f.visits,
                started: zone.stamp(f.started),
                ended: if f.winner.is_none() {
                    String::new()
                } else {
                    zone.stamp(f.ended)
                },
            })
            .collect();
        let result = result_line(lang, c, &m);
        let (sanctions, breaks, protests) = incidents(lang, zone, c, &m);
        let names = Names {
            sides: c.names.clone(),
            pairs: c.pairs.clone(),
        };
        let events = log
            .entries
            .iter()
            .map(|e| Logged {
                time: zone.stamp(e.at),
                player: String::new(),
                what: say(lang, c.discipline, &names, &e.action),
            })
            .collect();
        Protocol {
            competition: c.competition.clone(),
            discipline: discipline_name(lang, c.discipline),
            discipline_id: c.discipline.slug().to_string(),
            rules_section: c.discipline.section().to_string(),
            venue: c.venue.clone(),
            date: when(m.started)
                .split(' ')
                .next()
                .unwrap_or_default()
                .to_string(),
            format: match c.format {
                Format::RaceTo(n) => tc(lang, "bil-race-to", &[("n", n.into())]),
                Format::Frames(n) => tc(lang, "bil-fixed-frames", &[("n", n.into())]),
            },
            race_to: match c.format {
                Format::RaceTo(n) => Some(n),
                Format::Frames(_) => None,
            },
            referee: c.referee.clone(),
            start: when(m.started),
            end: when(m.ended),
            players,
            result,
            frames,
            sanctions,
            breaks,
            protests,
            settings: c
                .rules
                .shown(c.discipline)
                .into_iter()
                .map(|s| Setting {
                    key: s.key.to_string(),
                    value: s.value,
                    item: s.item.to_string(),
                    meaning: s.meaning.to_string(),
                })
                .collect(),
            events,
            statistics: Statistics::of(log),
        }
    }

    /// The protocol as lines of text, the form's fields first, then the extensions, then the
    /// signature lines.
    pub fn lines(&self, lang: Language) -> Vec<String> {
        let f = |id: &str, v: &str| format!("{}: {v}", l(lang, id));
        let mut out = vec![
            l(lang, "bil-p-title"),
            f("bil-p-competition", &self.competition),
            f(
                "bil-p-discipline",
                &format!("{} ({})", self.discipline, self.rules_section),
            ),
            f("bil-p-venue", &self.venue),
            f("bil-p-date", &self.date),
            f("bil-p-format", &self.format),
            f("bil-p-referee", &self.referee),
            f("bil-p-start", &self.start),
            f("bil-p-end", &self.end),
            String::new(),
        ];
        for (i, p) in self.players.iter().enumerate() {
            let scores: Vec<String> = p.frame_scores.iter().map(i32::to_string).collect();
            out.push(t(
                lang,
                "bil-p-player",
                &[
                    ("n", (i + 1).to_string()),
                    ("name", p.name.clone()),
                    ("scores", scores.join(", ")),
                    ("won", p.frames_won.to_string()),
                    ("winner", if p.winner { "yes" } else { "no" }.to_string()),
                ],
            ));
        }
        out.push(f("bil-p-result", &self.result));
        out.push(String::new());
        if !self.frames.is_empty() {
            out.push(l(lang, "bil-p-frames"));
            for r in &self.frames {
                out.push(t(
                    lang,
                    "bil-p-frame",
                    &[
                        ("n", r.number.to_string()),
                        ("breaker", r.breaker.clone()),
                        ("score", pair(&r.score, ":")),
                        ("winner", r.winner.clone().unwrap_or_default()),
                        ("how", r.how.clone()),
                        ("high", pair(&r.high_run, "/")),
                        ("fouls", pair(&r.fouls, "/")),
                        ("innings", pair(&r.innings, "/")),
                        ("times", pair_times(&r.started, &r.ended)),
                    ],
                ));
            }
            out.push(String::new());
        }
        for (id, list) in [
            ("bil-p-sanctions", &self.sanctions),
            ("bil-p-breaks", &self.breaks),
            ("bil-p-protests", &self.protests),
        ] {
            if !list.is_empty() {
                out.push(l(lang, id));
                out.extend(
                    list.iter()
                        .map(|x| format!("{} {}: {}", x.time, x.player, x.what)),
                );
                out.push(String::new());
            }
        }
        out.push(l(lang, "bil-p-stats"));
        for (p, s) in self.players.iter().zip(&self.statistics.total) {
            out.push(stat_row(lang, &p.name, s));
        }
        out.push(String::new());
        if !self.settings.is_empty() {
            out.push(l(lang, "bil-p-settings"));
            out.extend(
                self.settings
                    .iter()
                    .map(|s| format!("{} = {} ({}: {})", s.key, s.value, s.item, s.meaning)),
            );
            out.push(String::new());
        }
        for p in &self.players {
            out.push(t(lang, "bil-p-signature", &[("name", p.name.clone())]));
        }
        out.push(l(lang, "bil-p-referee-signature"));
        out
    }
}

/// Two players' figures of a frame: "45:38", "12/3".
fn pair<T: std::fmt::Display>(x: &[T; 2], between: &str) -> String {
    format!("{}{between}{}", x[0], x[1])
}

/// A frame's clock times, "19:02-19:31" (the hours and minutes of its local start and end).
fn pair_times(started: &str, ended: &str) -> String {
    format!(
        "{}-{}",
        started.get(11..16).unwrap_or_default(),
        ended.get(11..16).unwrap_or_default()
    )
}

/// A player's statistics as a row of the protocol: points, innings, the general average, the
/// high run, the breaks of 50 and of 100, the fouls (by kind), the time at the table (h:mm:ss).
fn stat_row(lang: Language, name: &str, s: &Line) -> String {
    let avg = s
        .average()
        .map(|a| speak::average(lang, a))
        .unwrap_or_default();
    let kinds: Vec<String> = s
        .fouls
        .iter()
        .map(|(k, n)| format!("{} {n}", l(lang, speak::foul_class_id(*k))))
        .collect();
    let secs = s.at_table_ms / 1000;
    format!(
        "{name} | {} | {} | {avg} | {} | {}/{} | {}{} | {}:{:02}:{:02}",
        s.points,
        s.innings,
        s.high_run,
        s.fifties,
        s.centuries,
        s.foul_total(),
        if kinds.is_empty() {
            String::new()
        } else {
            format!(" ({})", kinds.join(", "))
        },
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

fn how(lang: Language, end: Option<FrameEnd>) -> String {
    let id = match end {
        Some(FrameEnd::Forfeited) => "bil-p-forfeit-frame",
        Some(FrameEnd::Play(End::Conceded)) => "bil-p-conceded",
        Some(FrameEnd::Play(End::Lost(Loss::ThreeFouls))) => "bil-loss-three-fouls",
        Some(FrameEnd::Play(End::Lost(_))) => "bil-p-eight-loss",
        Some(FrameEnd::Play(End::WinningBall)) => "bil-p-winning-ball",
        _ => "bil-p-points",
    };
    l(lang, id)
}

/// A team match's protocol: the roster, each rubber's result, the team score; then each
/// rubber's own protocol.
pub fn team_lines(team: &TeamMatch, lang: Language, zone: &Zone) -> Vec<String> {
    let mut out = vec![l(lang, "bil-p-team-title")];
    for (i, side) in team.teams.iter().enumerate() {
        out.push(format!("{side}: {}", team.rosters[i].join(", ")));
    }
    let s = team.score();
    out.push(t(
        lang,
        "bil-p-team-score",
        &[
            ("a", team.teams[0].clone()),
            ("sa", s[0].to_string()),
            ("b", team.teams[1].clone()),
            ("sb", s[1].to_string()),
        ],
    ));
    out.push(String::new());
    let stats = TeamStatistics::of(team);
    out.push(l(lang, "bil-p-stats"));
    for (name, s) in team.teams.iter().zip(&stats.teams) {
        out.push(stat_row(lang, name, s));
    }
    for (name, s) in &stats.players {
        out.push(stat_row(lang, name, s));
    }
    out.push(String::new());
    for (i, (_, log)) in team.rubbers.iter().enumerate() {
        out.push(format!("— {} —", i + 1));
        out.extend(Protocol::of(log, lang, zone).lines(lang));
        out.push(String::new());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Discipline;
    use crate::event::Event;
    use crate::matchplay::{Action, MatchConfig};

    /// Прил.2's fields and the extensions of A44 are all in the protocol.
    #[test]
    fn protocol_has_the_form_fields_and_the_extensions() {
        let mut c = MatchConfig::new(
            Discipline::FreePyramid,
            Format::RaceTo(2),
            ["Ivanov".into(), "Petrov".into()],
        );
        c.competition = "Cup".into();
        c.referee = "Sidorov".into();
        let mut log = MatchLog::new(c);
        let t0 = 1_796_017_080_000;
        log.push(t0, Action::Frame(Event::Balls(8))).unwrap();
        log.push(t0 + 60_000, Action::Sanction(Player::B, Sanction::Warning))
            .unwrap();
        log.push(t0 + 120_000, Action::Frame(Event::Concede(Player::B)))
            .unwrap();
        let p = Protocol::of(&log, Language::Ru, &Zone::utc());
        assert_eq!(p.players[0].frame_scores, vec![8, 0]);
        assert_eq!((p.players[0].frames_won, p.players[0].winner), (2, true));
        assert_eq!(p.race_to, Some(2));
        assert_eq!(p.sanctions.len(), 1);
        let text = p.lines(Language::Ru).join("\n");
        for needle in [
            "Протокол встречи",
            "Cup",
            "Sidorov",
            "до 2 побед",
            "2026-11-30",
            "Ivanov",
            "Подпись",
        ] {
            assert!(text.contains(needle), "{needle}: {text}");
        }
        let json = serde_json::to_string(&p).unwrap();
        assert!(json.contains("\"frame_scores\":[8,0]"));
    }

    /// A protocol written mid-frame (a suspended match, a protest) shows the frame in play with
    /// its score so far, marked not finished; before, its scores were missing.
    #[test]
    fn a_protocol_written_mid_frame_has_the_frame_in_play() {
        let c = MatchConfig::new(
            Discipline::FreePyramid,
            Format::RaceTo(2),
            ["Ivanov".into(), "Petrov".into()],
        );
        let mut log = MatchLog::new(c);
        let t0 = 1_796_017_080_000;
        log.push(t0, Action::Frame(Event::Balls(8))).unwrap();
        log.push(t0 + 60_000, Action::Frame(Event::Balls(3)))
            .unwrap();
        let p = Protocol::of(&log, Language::En, &Zone::utc());
        assert_eq!(p.players[0].frame_scores, vec![8, 0]);
        assert_eq!(p.players[1].frame_scores, vec![0, 3], "{p:?}");
        assert_eq!(p.frames.len(), 2);
        assert_eq!(p.frames[1].winner, None);
        assert_eq!(p.frames[1].how, "not finished");
        assert_eq!(p.frames[1].ended, "");
        assert_eq!(p.result, "not finished");
    }
}
