//! The spoken words of billiards (billiards-rules §12), from the lexicons in
//! `models/lexicon/billiards-{en,ru,de}.toml`: what a phrase means (`parse`), the words for an
//! event (`say`, the first phrase of its intent, so read-back and recognition use the same
//! words), and the phrases a recognizer listens for in a discipline (`phrases`), like the chess
//! grammar: lexicon data, a generated grammar, matching against what can be said.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;

use super::event::{Choice, Event, Foul, FoulKind, Hazard};
use super::matchplay::{Action, Pause, Sanction};
use super::{Colour, Discipline, Family, Player};
use ansage_shared::grammar::Phrase;
use ansage_shared::language::{Language, capitalized, normalize, split};

/// What a phrase asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A match action (most often a frame event), to be read back and confirmed.
    Act(Action),
    Yes,
    No,
    Undo,
    Score,
    WhoseTurn,
    Repeat,
    /// Snooker: points remaining and snookers required.
    Remaining,
    /// "Statistik Iwanow": a player's statistics of the match, or both players'.
    Statistics(Option<Player>),
    /// "Statistik Frame": both players' statistics of the frame in play (or the last one).
    FrameStatistics,
    /// "Mannschaftsstatistik": each team's statistics of a team match.
    TeamStatistics,
    /// "Letzte Einträge": the last three entries, the latest first.
    Recent,
    /// "Eintrag zwei ändern": the entry so many back (1 = the latest) is to be replaced by
    /// the event said next.
    Change(usize),
    /// "Eintrag zwei streichen": the entry so many back is to be struck out.
    Strike(usize),
    /// "New match, snooker, race to 4" (billiards-rules §12.1): another match, read back first.
    NewMatch(Discipline, Option<u8>),
}

impl Command {
    /// A question about the match, which changes nothing.
    pub fn is_question(&self) -> bool {
        matches!(
            self,
            Command::Score
                | Command::WhoseTurn
                | Command::Repeat
                | Command::Remaining
                | Command::Statistics(_)
                | Command::FrameStatistics
                | Command::TeamStatistics
                | Command::Recent
        )
    }
}

/// Why a phrase gave no command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotUnderstood {
    /// No intent of this discipline matches.
    Unknown,
}

#[derive(Deserialize)]
struct LexiconFile {
    #[serde(rename = "language")]
    _language: String,
    and: Vec<String>,
    numbers: BTreeMap<String, i32>,
    /// Other forms of the numbers (Russian genitives: "до трёх побед"), understood, not said.
    #[serde(default)]
    number_forms: BTreeMap<String, i32>,
    ball_names: BTreeMap<String, i32>,
    colours: BTreeMap<String, Vec<String>>,
    hazards: BTreeMap<String, Vec<String>>,
    disciplines: BTreeMap<String, Vec<String>>,
    intents: BTreeMap<String, Vec<String>>,
}

/// One language's words, normalized.
pub struct Lexicon {
    and: Vec<String>,
    numbers: Vec<(String, i32)>,
    number_forms: Vec<(String, i32)>,
    ball_names: Vec<(String, i32)>,
    colours: Vec<(Vec<String>, Colour)>,
    hazards: Vec<(Vec<String>, Hazard)>,
    disciplines: Vec<(Vec<String>, Discipline)>,
    intents: BTreeMap<String, Vec<Vec<Tok>>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Word(String),
    N,
    Balls,
    Colour,
    Player,
    Hazards,
    Discipline,
}

fn template(s: &str) -> Vec<Tok> {
    s.split_whitespace()
        .flat_map(|w| match w {
            "{n}" => vec![Tok::N],
            "{balls}" => vec![Tok::Balls],
            "{colour}" => vec![Tok::Colour],
            "{player}" => vec![Tok::Player],
            "{hazards}" => vec![Tok::Hazards],
            "{discipline}" => vec![Tok::Discipline],
            _ => split(w).into_iter().map(Tok::Word).collect(),
        })
        .collect()
}

fn colour_of(key: &str) -> Option<Colour> {
    Some(match key {
        "red" => Colour::Red,
        "yellow" => Colour::Yellow,
        "green" => Colour::Green,
        "brown" => Colour::Brown,
        "blue" => Colour::Blue,
        "pink" => Colour::Pink,
        "black" => Colour::Black,
        _ => return None,
    })
}

fn hazard_of(key: &str) -> Option<Hazard> {
    Some(match key {
        "cannon" => Hazard::Cannon,
        "pot_red" => Hazard::PotRed,
        "pot_opponent" => Hazard::PotOpponent,
        "in_off_red" => Hazard::InOffRed,
        "in_off_opponent" => Hazard::InOffOpponent,
        _ => return None,
    })
}

const SOURCES: [(Language, &str); 3] = [
    (
        Language::En,
        include_str!("../../../models/lexicon/billiards-en.toml"),
    ),
    (
        Language::Ru,
        include_str!("../../../models/lexicon/billiards-ru.toml"),
    ),
    (
        Language::De,
        include_str!("../../../models/lexicon/billiards-de.toml"),
    ),
];

impl Lexicon {
    /// Reads a lexicon file (its errors name the file's problem).
    pub fn parse(text: &str) -> Result<Lexicon, String> {
        let f: LexiconFile = toml::from_str(text).map_err(|e| e.to_string())?;
        let mut intents = BTreeMap::new();
        for (id, list) in &f.intents {
            if !INTENTS.iter().any(|i| i.id == id) {
                return Err(format!("unknown intent {id:?}"));
            }
            intents.insert(id.clone(), list.iter().map(|t| template(t)).collect());
        }
        let mut colours = Vec::new();
        for (k, list) in &f.colours {
            let c = colour_of(k).ok_or_else(|| format!("unknown colour {k:?}"))?;
            colours.extend(list.iter().map(|w| (split(w), c)));
        }
        let mut hazards = Vec::new();
        for (k, list) in &f.hazards {
            let h = hazard_of(k).ok_or_else(|| format!("unknown hazard {k:?}"))?;
            hazards.extend(list.iter().map(|w| (split(w), h)));
        }
        let mut disciplines = Vec::new();
        for (k, list) in &f.disciplines {
            let d = Discipline::from_slug(k).ok_or_else(|| format!("unknown discipline {k:?}"))?;
            disciplines.extend(list.iter().map(|w| (split(w), d)));
        }
        Ok(Lexicon {
            disciplines,
            and: f.and.iter().map(|w| normalize(w)).collect(),
            numbers: f.numbers.iter().map(|(w, n)| (normalize(w), *n)).collect(),
            number_forms: f
                .number_forms
                .iter()
                .map(|(w, n)| (normalize(w), *n))
                .collect(),
            ball_names: f
                .ball_names
                .iter()
                .map(|(w, n)| (normalize(w), *n))
                .collect(),
            colours,
            hazards,
            intents,
        })
    }

    /// The shipped lexicon of a language.
    pub fn of(lang: Language) -> &'static Lexicon {
        static ALL: OnceLock<Vec<(Language, Lexicon)>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            SOURCES
                .iter()
                .map(|(l, text)| {
                    let lex = Lexicon::parse(text)
                        .unwrap_or_else(|e| panic!("billiards-{l}.toml: {e} (checked by tests)"));
                    (*l, lex)
                })
                .collect()
        });
        &all.iter()
            .find(|(l, _)| *l == lang)
            .expect("every language")
            .1
    }

    fn number_word(&self, n: i32) -> Option<&str> {
        self.numbers
            .iter()
            .find(|(_, v)| *v == n)
            .map(|(w, _)| w.as_str())
    }

    /// A number in words: "twenty one", "сто двадцать", digits otherwise.
    pub fn number(&self, n: i32) -> String {
        if let Some(w) = self.number_word(n) {
            return w.to_string();
        }
        let (h, rest) = (n / 100 * 100, n % 100);
        let (t, u) = (rest / 10 * 10, rest % 10);
        let mut parts = Vec::new();
        for v in [h, t, u] {
            if v != 0 {
                match self.number_word(v) {
                    Some(w) => parts.push(w.to_string()),
                    None => return n.to_string(),
                }
            }
        }
        if n < 0 || parts.is_empty() {
            n.to_string()
        } else {
            parts.join(" ")
        }
    }

    /// Reads a number at the start of `toks`: every way it can be read, longest first.
    fn read_numbers(&self, toks: &[String], names_too: bool) -> Vec<(i32, usize)> {
        let mut out = Vec::new();
        let Some(first) = toks.first() else {
            return out;
        };
        if let Ok(n) = first.parse::<i32>() {
            out.push((n, 1));
            return out;
        }
        if names_too && let Some((_, n)) = self.ball_names.iter().find(|(w, _)| w == first) {
            out.push((*n, 1));
        }
        // Additive number words: "сто двадцать пять", "twenty one".
        let mut total = 0;
        let mut last = i32::MAX;
        for (i, t) in toks.iter().enumerate() {
            let Some((_, v)) = self
                .numbers
                .iter()
                .chain(&self.number_forms)
                .find(|(w, _)| w == t)
            else {
                break;
            };
            if *v >= last || (i > 0 && *v == 0) {
                break;
            }
            total += v;
            last = *v;
            out.push((total, i + 1));
        }
        out.reverse();
        out
    }
}

/// Filled slots of a matched phrase.
#[derive(Clone, Debug, Default)]
struct Slots {
    n: Option<i32>,
    balls: Vec<u8>,
    colour: Option<Colour>,
    player: Option<Player>,
    hazards: Vec<Hazard>,
    discipline: Option<Discipline>,
}

/// The names of the players (and in pairs, of the four), for "{player}".
#[derive(Clone, Debug, Default)]
pub struct Names {
    pub sides: [String; 2],
    pub pairs: Option<[[String; 2]; 2]>,
}

impl Names {
    fn candidates(&self) -> Vec<(Vec<String>, Player, String)> {
        let mut out = Vec::new();
        for p in Player::BOTH {
            let name = &self.sides[p.index()];
            out.push((split(name), p, name.clone()));
            for part in split(name) {
                out.push((vec![part], p, name.clone()));
            }
            if let Some(pairs) = &self.pairs {
                for n in &pairs[p.index()] {
                    out.push((split(n), p, n.clone()));
                }
            }
        }
        out.retain(|(w, _, _)| !w.is_empty());
        out
    }
}

fn matches(
    lex: &Lexicon,
    names: &Names,
    tpl: &[Tok],
    toks: &[String],
    slots: &mut Slots,
    named: &mut Option<String>,
) -> bool {
    let Some((head, rest)) = tpl.split_first() else {
        return toks.is_empty();
    };
    // The rest of the template after `used` tokens, with a slot filled; kept if it fits.
    let mut then = |used: usize, fill: &dyn Fn(&mut Slots, &mut Option<String>)| {
        let mut s = slots.clone();
        let mut n = named.clone();
        fill(&mut s, &mut n);
        let ok = matches(lex, names, rest, &toks[used..], &mut s, &mut n);
        if ok {
            *slots = s;
            *named = n;
        }
        ok
    };
    match head {
        Tok::Word(w) => toks.first() == Some(w) && then(1, &|_, _| {}),
        Tok::N => lex
            .read_numbers(toks, false)
            .into_iter()
            .any(|(n, used)| then(used, &|s, _| s.n = Some(n))),
        Tok::Balls => {
            let mut i = 0;
            let mut balls = Vec::new();
            loop {
                let Some((n, used)) = lex.read_numbers(&toks[i..], true).first().copied() else {
                    return false;
                };
                if !(1..=15).contains(&n) {
                    return false;
                }
                balls.push(n as u8);
                i += used;
                if then(i, &|s, _| s.balls = balls.clone()) {
                    return true;
                }
                if !toks.get(i).is_some_and(|t| lex.and.contains(t)) {
                    return false;
                }
                i += 1;
            }
        }
        Tok::Colour => lex
            .colours
            .iter()
            .any(|(w, c)| toks.starts_with(w) && then(w.len(), &|s, _| s.colour = Some(*c))),
        Tok::Discipline => lex
            .disciplines
            .iter()
            .any(|(w, d)| toks.starts_with(w) && then(w.len(), &|s, _| s.discipline = Some(*d))),
        Tok::Player => names.candidates().into_iter().any(|(w, p, full)| {
            toks.starts_with(&w)
                && then(w.len(), &|s, n| {
                    s.player = Some(p);
                    *n = Some(full.clone());
                })
        }),
        Tok::Hazards => {
            let mut found = Vec::new();
            hazard_parts(lex, toks, Vec::new(), &mut found, 0);
            // The longest reading first.
            found.sort_by_key(|(_, end)| std::cmp::Reverse(*end));
            found
                .into_iter()
                .any(|(hz, end)| then(end, &|s, _| s.hazards = hz.clone()))
        }
    }
}

/// The readings of one or more hazards joined by "and" from `at`: each with where it ends.
fn hazard_parts(
    lex: &Lexicon,
    toks: &[String],
    acc: Vec<Hazard>,
    out: &mut Vec<(Vec<Hazard>, usize)>,
    at: usize,
) {
    for (w, h) in &lex.hazards {
        if toks[at..].starts_with(w) {
            let mut a = acc.clone();
            a.push(*h);
            let end = at + w.len();
            out.push((a.clone(), end));
            if toks.get(end).is_some_and(|t| lex.and.contains(t)) {
                hazard_parts(lex, toks, a, out, end + 1);
            }
        }
    }
}

/// An intent: its id in the lexicons, where it applies, and what it makes of the slots.
struct Intent {
    id: &'static str,
    applies: fn(Discipline) -> bool,
    build: fn(&Slots, &Ctx) -> Option<Command>,
}

/// What the parse needs to know of the match: the shooter (events concern him unless a
/// player is named, §12) and whether a lag is due (70:70, the re-spotted black).
pub struct Ctx {
    pub shooter: Player,
    pub trailing: Option<Player>,
    pub lag_due: bool,
    pub pairs: bool,
    /// The named player's full name, for "бьёт <имя>".
    named: Option<String>,
}

impl Ctx {
    pub fn new(shooter: Player, trailing: Option<Player>, lag_due: bool, pairs: bool) -> Ctx {
        Ctx {
            shooter,
            trailing,
            lag_due,
            pairs,
            named: None,
        }
    }
}

fn all(_: Discipline) -> bool {
    true
}
fn eight_point(d: Discipline) -> bool {
    matches!(
        d,
        Discipline::FreePyramid | Discipline::CombinedPyramid | Discipline::DynamicPyramid
    )
}
fn pyramid(d: Discipline) -> bool {
    d.family() == Family::Pyramid
}
fn numbered(d: Discipline) -> bool {
    matches!(
        d,
        Discipline::RussianPyramid | Discipline::Pool8 | Discipline::Pool9 | Discipline::Pool10
    )
}
fn rack_pool(d: Discipline) -> bool {
    matches!(
        d,
        Discipline::Pool8 | Discipline::Pool9 | Discipline::Pool10
    )
}
fn snooker(d: Discipline) -> bool {
    matches!(d, Discipline::Snooker6 | Discipline::Snooker15)
}
fn not_snooker(d: Discipline) -> bool {
    !snooker(d)
}
fn rebreaks(d: Discipline) -> bool {
    pyramid(d) || d == Discipline::Pool8
}

fn ev(e: Event) -> Option<Command> {
    Some(Command::Act(Action::Frame(e)))
}
fn act(a: Action) -> Option<Command> {
    Some(Command::Act(a))
}
fn choice(c: Choice) -> Option<Command> {
    ev(Event::Choice(c))
}
fn who(s: &Slots, c: &Ctx) -> Player {
    s.player.unwrap_or(c.shooter)
}
/// Which of the last three entries ("eintrag zwei"): 1 to 3.
fn entry_number(s: &Slots) -> Option<usize> {
    usize::try_from(s.n?)
        .ok()
        .filter(|n| (1..=RECENT).contains(n))
}

/// How many entries are said back and can be corrected by their number.
pub const RECENT: usize = 3;

fn count(s: &Slots) -> Option<u8> {
    match s.n {
        None => Some(1),
        Some(n) if (1..=15).contains(&n) => Some(n as u8),
        _ => None,
    }
}
fn foul_points(s: &Slots, kind: FoulKind) -> Option<Command> {
    let points = match s.n {
        Some(n) if (4..=7).contains(&n) => Some(n),
        Some(_) => return None,
        None => None,
    };
    ev(Event::Foul(Foul {
        kind,
        points,
        ball: s.colour,
        potted: s.balls.clone(),
    }))
}

const INTENTS: &[Intent] = &[
    Intent {
        id: "yes",
        applies: all,
        build: |_, _| Some(Command::Yes),
    },
    Intent {
        id: "no",
        applies: all,
        build: |_, _| Some(Command::No),
    },
    Intent {
        id: "undo",
        applies: all,
        build: |_, _| Some(Command::Undo),
    },
    Intent {
        id: "score",
        applies: all,
        build: |_, _| Some(Command::Score),
    },
    Intent {
        id: "whose_turn",
        applies: all,
        build: |_, _| Some(Command::WhoseTurn),
    },
    Intent {
        id: "repeat",
        applies: all,
        build: |_, _| Some(Command::Repeat),
    },
    Intent {
        id: "remaining",
        applies: snooker,
        build: |_, _| Some(Command::Remaining),
    },
    Intent {
        id: "statistics",
        applies: all,
        build: |s, _| Some(Command::Statistics(s.player)),
    },
    Intent {
        id: "frame_statistics",
        applies: all,
        build: |_, _| Some(Command::FrameStatistics),
    },
    Intent {
        id: "team_statistics",
        applies: all,
        build: |_, _| Some(Command::TeamStatistics),
    },
    Intent {
        id: "recent",
        applies: all,
        build: |_, _| Some(Command::Recent),
    },
    Intent {
        id: "change_entry",
        applies: all,
        build: |s, _| Some(Command::Change(entry_number(s)?)),
    },
    Intent {
        id: "strike_entry",
        applies: all,
        build: |s, _| Some(Command::Strike(entry_number(s)?)),
    },
    Intent {
        id: "new_match",
        applies: all,
        build: |s, _| {
            let race = match s.n {
                Some(n) => Some(u8::try_from(n).ok().filter(|n| (1..=30).contains(n))?),
                None => None,
            };
            Some(Command::NewMatch(s.discipline?, race))
        },
    },
    Intent {
        id: "no_score",
        applies: all,
        build: |_, _| ev(Event::NoScore),
    },
    Intent {
        id: "miss_as_no_score",
        applies: not_snooker,
        build: |_, _| ev(Event::NoScore),
    },
    Intent {
        id: "balls",
        applies: |d| eight_point(d) || d == Discipline::Straight,
        build: |s, _| ev(Event::Balls(count(s)?)),
    },
    Intent {
        id: "point",
        applies: |d| d == Discipline::Carom,
        build: |_, _| ev(Event::Balls(1)),
    },
    Intent {
        id: "pot",
        applies: numbered,
        build: |s, _| ev(Event::Pot(s.balls.clone())),
    },
    Intent {
        id: "foul",
        applies: all,
        build: |s, _| foul_points(s, FoulKind::Plain),
    },
    Intent {
        id: "foul_points",
        applies: snooker,
        build: |s, _| foul_points(s, FoulKind::Plain),
    },
    Intent {
        id: "foul_on",
        applies: snooker,
        build: |s, _| foul_points(s, FoulKind::Plain),
    },
    Intent {
        id: "foul_cue",
        applies: |d| d.family() == Family::Pyramid || d.family() == Family::Pool,
        build: |s, _| foul_points(s, FoulKind::CueBall),
    },
    Intent {
        id: "foul_potted",
        applies: rack_pool,
        build: |s, _| foul_points(s, FoulKind::Plain),
    },
    Intent {
        id: "foul_intentional",
        applies: |d| d == Discipline::Straight,
        build: |s, _| foul_points(s, FoulKind::Intentional),
    },
    Intent {
        id: "miss",
        applies: snooker,
        build: |s, _| foul_points(s, FoulKind::Miss),
    },
    Intent {
        id: "miss_points",
        applies: snooker,
        build: |s, _| foul_points(s, FoulKind::Miss),
    },
    Intent {
        id: "in_off",
        applies: eight_point,
        build: |s, _| ev(Event::InOff(s.n.map_or(Some(0), |n| u8::try_from(n).ok())?)),
    },
    Intent {
        // "In off and a ball": the cue ball and one object ball, 2 points (п.2.5.4, 3.5.1,
        // 4.5.1); it was read as a plain in-off and scored 1.
        id: "in_off_ball",
        applies: eight_point,
        build: |_, _| ev(Event::InOff(1)),
    },
    Intent {
        id: "cue_ball_down",
        applies: |d| d == Discipline::DynamicPyramid,
        build: |_, _| ev(Event::CueBallDown),
    },
    Intent {
        id: "bad_break",
        applies: |d| d != Discipline::Carom && d.family() != Family::Snooker,
        build: |_, _| ev(Event::BadBreak),
    },
    Intent {
        id: "uncalled",
        applies: |d| matches!(d, Discipline::RussianPyramid | Discipline::Pool10),
        build: |_, _| ev(Event::Uncalled),
    },
    Intent {
        id: "safety",
        applies: |d| {
            matches!(
                d,
                Discipline::Pool8 | Discipline::Straight | Discipline::Carom
            )
        },
        build: |_, _| ev(Event::Safety),
    },
    Intent {
        id: "push_out",
        applies: |d| d == Discipline::Pool9,
        build: |_, _| ev(Event::PushOut),
    },
    Intent {
        id: "eight_wrong_pocket",
        applies: |d| d == Discipline::Pool8,
        build: |_, _| ev(Event::EightWrongPocket),
    },
    Intent {
        id: "eight_off_table",
        applies: |d| d == Discipline::Pool8,
        build: |_, _| ev(Event::EightOffTable),
    },
    Intent {
        id: "stalemate",
        applies: |d| d == Discipline::Pool8,
        build: |_, _| ev(Event::Stalemate),
    },
    Intent {
        id: "rerack",
        applies: |d| d == Discipline::Straight,
        build: |_, _| ev(Event::Rerack),
    },
    Intent {
        id: "reds",
        applies: snooker,
        build: |s, _| ev(Event::Reds(count(s)?)),
    },
    Intent {
        id: "colour",
        applies: snooker,
        build: |s, _| ev(Event::Colour(s.colour?)),
    },
    Intent {
        id: "free_ball",
        applies: snooker,
        build: |s, _| ev(Event::FreeBall(s.colour?)),
    },
    Intent {
        id: "reds_off",
        applies: snooker,
        build: |s, _| ev(Event::RedsOff(count(s)?)),
    },
    Intent {
        id: "hazards",
        applies: |d| d == Discipline::Snooker1,
        build: |s, _| ev(Event::Hazards(s.hazards.clone())),
    },
    Intent {
        id: "baulk",
        applies: |d| d == Discipline::Snooker1,
        build: |_, _| ev(Event::BaulkCrossed),
    },
    Intent {
        id: "play",
        applies: |d| d != Discipline::Carom,
        build: |_, _| choice(Choice::Play),
    },
    Intent {
        id: "put_back",
        applies: |d| d != Discipline::Carom && d != Discipline::Snooker1,
        build: |_, _| choice(Choice::PutBack),
    },
    Intent {
        id: "rebreak_self",
        applies: |d| rebreaks(d) || d == Discipline::Pool10,
        build: |_, _| choice(Choice::ReBreakSelf),
    },
    Intent {
        id: "rebreak_other",
        applies: |d| rebreaks(d) || d == Discipline::Straight,
        build: |_, _| choice(Choice::ReBreakOther),
    },
    Intent {
        id: "take_ball",
        applies: |d| d == Discipline::DynamicPyramid,
        build: |_, _| choice(Choice::TakeBall),
    },
    Intent {
        id: "in_hand",
        applies: |d| matches!(d, Discipline::DynamicPyramid | Discipline::Pool10),
        build: |_, _| choice(Choice::InHand),
    },
    Intent {
        id: "replace",
        applies: snooker,
        build: |_, _| choice(Choice::Replace),
    },
    Intent {
        id: "angled",
        applies: |d| d.family() == Family::Snooker,
        build: |_, _| ev(Event::Angled),
    },
    Intent {
        id: "from_d",
        applies: |d| d.family() == Family::Snooker,
        build: |_, _| choice(Choice::FromD),
    },
    Intent {
        id: "spot_eight",
        applies: |d| d == Discipline::Pool8,
        build: |_, _| choice(Choice::SpotEight),
    },
    Intent {
        id: "lag",
        applies: all,
        build: |s, c| {
            let p = s.player?;
            if c.lag_due {
                ev(Event::Lag(p))
            } else {
                act(Action::Breaks(p))
            }
        },
    },
    Intent {
        id: "concede",
        applies: all,
        build: |s, c| {
            ev(Event::Concede(
                s.player.or(c.trailing).unwrap_or(c.shooter.other()),
            ))
        },
    },
    Intent {
        id: "correct",
        applies: all,
        build: |s, _| ev(Event::Correct(s.player?, s.n?)),
    },
    Intent {
        id: "five_minutes",
        applies: all,
        build: |s, c| act(Action::Pause(who(s, c), Pause::FiveMinutes)),
    },
    Intent {
        id: "timeout",
        applies: all,
        build: |s, c| act(Action::Pause(who(s, c), Pause::OneMinute)),
    },
    Intent {
        id: "medical",
        applies: all,
        build: |s, c| act(Action::Pause(who(s, c), Pause::Medical)),
    },
    Intent {
        id: "protest",
        applies: all,
        build: |s, c| act(Action::Pause(who(s, c), Pause::Protest)),
    },
    Intent {
        id: "resume",
        applies: all,
        build: |_, _| act(Action::Resume),
    },
    Intent {
        id: "remark",
        applies: all,
        build: |s, _| act(Action::Sanction(s.player?, Sanction::Remark)),
    },
    Intent {
        id: "warning",
        applies: all,
        build: |s, _| act(Action::Sanction(s.player?, Sanction::Warning)),
    },
    Intent {
        id: "forfeit_frame",
        applies: all,
        build: |s, _| act(Action::Sanction(s.player?, Sanction::ForfeitFrame)),
    },
    Intent {
        id: "forfeit_match",
        applies: all,
        build: |s, _| act(Action::Sanction(s.player?, Sanction::ForfeitMatch)),
    },
    Intent {
        id: "removal",
        applies: all,
        build: |s, _| act(Action::Sanction(s.player?, Sanction::Removal)),
    },
    Intent {
        id: "technical_defeat",
        applies: all,
        build: |s, _| act(Action::TechnicalDefeat(s.player?)),
    },
    Intent {
        id: "shot_clock_on",
        applies: pyramid,
        build: |_, _| act(Action::ShotClock(true)),
    },
    Intent {
        id: "shot_clock_off",
        applies: pyramid,
        build: |_, _| act(Action::ShotClock(false)),
    },
    Intent {
        id: "extension",
        applies: pyramid,
        build: |s, c| act(Action::Extension(who(s, c))),
    },
    Intent {
        id: "shooter",
        applies: all,
        build: |_, c| {
            if c.pairs {
                act(Action::Shooter(c.named.clone()?))
            } else {
                None
            }
        },
    },
];

/// What a phrase means in a discipline, or why nothing.
pub fn parse(
    lang: Language,
    d: Discipline,
    names: &Names,
    ctx: &Ctx,
    text: &str,
) -> Result<Command, NotUnderstood> {
    let lex = Lexicon::of(lang);
    let toks = split(text);
    if toks.is_empty() {
        return Err(NotUnderstood::Unknown);
    }
    for intent in INTENTS.iter().filter(|i| (i.applies)(d)) {
        for tpl in lex.intents.get(intent.id).into_iter().flatten() {
            let mut slots = Slots::default();
            let mut named = None;
            if matches(lex, names, tpl, &toks, &mut slots, &mut named) {
                let c = Ctx {
                    shooter: ctx.shooter,
                    trailing: ctx.trailing,
                    lag_due: ctx.lag_due,
                    pairs: ctx.pairs,
                    named,
                };
                if let Some(cmd) = (intent.build)(&slots, &c) {
                    return Ok(cmd);
                }
            }
        }
    }
    Err(NotUnderstood::Unknown)
}

/// The first phrase of an intent with its slots filled: the words Ansage reads back (ball 1 is
/// "the ace" in the Russian pyramid, п.5.5.1).
fn fill(lang: Language, id: &str, slots: &Slots, names: &Names, ace: bool) -> String {
    let lex = Lexicon::of(lang);
    let list = lex.intents.get(id).cloned().unwrap_or_default();
    // The first phrase whose slots are all available.
    let ok = |t: &Vec<Tok>| {
        t.iter().all(|k| match k {
            Tok::N => slots.n.is_some(),
            Tok::Balls => !slots.balls.is_empty(),
            Tok::Colour => slots.colour.is_some(),
            Tok::Player => slots.player.is_some(),
            Tok::Hazards => !slots.hazards.is_empty(),
            Tok::Discipline => slots.discipline.is_some(),
            Tok::Word(_) => true,
        })
    };
    let slotless = |t: &Vec<Tok>| t.iter().all(|k| matches!(k, Tok::Word(_)));
    let tpl = list
        .iter()
        .find(|t| ok(t) && !slotless(t))
        .or_else(|| list.iter().find(|t| ok(t)))
        .cloned()
        .unwrap_or_default();
    let and = lex.and.first().cloned().unwrap_or_default();
    let mut out = Vec::new();
    for k in tpl {
        match k {
            Tok::Word(w) => out.push(w),
            Tok::N => out.push(lex.number(slots.n.unwrap_or(0))),
            Tok::Balls => out.push(
                slots
                    .balls
                    .iter()
                    .map(|b| match lex.ball_names.iter().find(|(_, n)| *n == 1) {
                        Some((w, _)) if ace && *b == 1 => w.clone(),
                        _ => lex.number(i32::from(*b)),
                    })
                    .collect::<Vec<_>>()
                    .join(&format!(" {and} ")),
            ),
            Tok::Colour => out.push(colour_word(lang, slots.colour.unwrap_or(Colour::Red))),
            Tok::Player => out.push(
                slots
                    .player
                    .map(|p| names.sides[p.index()].clone())
                    .unwrap_or_default(),
            ),
            Tok::Discipline => out.push(
                lex.disciplines
                    .iter()
                    .find(|(_, d)| Some(*d) == slots.discipline)
                    .map(|(w, _)| w.join(" "))
                    .unwrap_or_default(),
            ),
            Tok::Hazards => out.push(
                slots
                    .hazards
                    .iter()
                    .map(|h| {
                        lex.hazards
                            .iter()
                            .find(|(_, x)| x == h)
                            .map(|(w, _)| w.join(" "))
                            .unwrap_or_default()
                    })
                    .collect::<Vec<_>>()
                    .join(&format!(" {and} ")),
            ),
        }
    }
    out.join(" ")
}

/// A colour's word.
pub fn colour_word(lang: Language, c: Colour) -> String {
    Lexicon::of(lang)
        .colours
        .iter()
        .find(|(_, x)| *x == c)
        .map(|(w, _)| w.join(" "))
        .unwrap_or_default()
}

/// The marker's yes words ("yes", "correct"): each alone is a yes.
pub fn yes_words(lang: Language) -> Vec<String> {
    Lexicon::of(lang)
        .intents
        .get("yes")
        .into_iter()
        .flatten()
        .filter_map(|tpl| match tpl.as_slice() {
            [Tok::Word(w)] => Some(w.clone()),
            _ => None,
        })
        .collect()
}

/// The words for a new match, as it is read back ("New match snooker race to four").
pub fn say_new_match(lang: Language, d: Discipline, race: Option<u8>) -> String {
    let s = Slots {
        discipline: Some(d),
        n: race.map(i32::from),
        ..Slots::default()
    };
    capitalized(&fill(lang, "new_match", &s, &Names::default(), false))
}

/// The words for an action, as the marker would say it (read back before it is taken).
pub fn say(lang: Language, d: Discipline, names: &Names, a: &Action) -> String {
    let mut s = Slots::default();
    let id = match a {
        Action::Frame(e) => event_intent(d, e, &mut s),
        Action::Breaks(p) => {
            s.player = Some(*p);
            "lag"
        }
        Action::Sanction(p, k) => {
            s.player = Some(*p);
            match k {
                Sanction::Remark => "remark",
                Sanction::Warning => "warning",
                Sanction::ForfeitFrame => "forfeit_frame",
                Sanction::ForfeitMatch => "forfeit_match",
                Sanction::Removal => "removal",
            }
        }
        Action::Pause(p, k) => {
            s.player = Some(*p);
            match k {
                Pause::FiveMinutes => "five_minutes",
                Pause::OneMinute => "timeout",
                Pause::Medical => "medical",
                Pause::Protest => "protest",
            }
        }
        Action::Resume => "resume",
        Action::TechnicalDefeat(p) => {
            s.player = Some(*p);
            "technical_defeat"
        }
        Action::ShotClock(true) => "shot_clock_on",
        Action::ShotClock(false) => "shot_clock_off",
        Action::Extension(p) => {
            s.player = Some(*p);
            "extension"
        }
        Action::Shooter(name) => {
            return fill(lang, "shooter", &Slots::default(), names, false)
                .replace("  ", " ")
                .trim()
                .to_string()
                + " "
                + name;
        }
    };
    capitalized(&fill(lang, id, &s, names, d == Discipline::RussianPyramid))
}

/// The intent of a frame event, its slots filled.
fn event_intent(d: Discipline, e: &Event, s: &mut Slots) -> &'static str {
    match e {
        Event::Balls(n) if d == Discipline::Carom => {
            s.n = Some(i32::from(*n));
            "point"
        }
        Event::Balls(1) => "balls",
        Event::Balls(n) => {
            s.n = Some(i32::from(*n));
            "balls"
        }
        Event::Pot(b) => {
            s.balls = b.clone();
            "pot"
        }
        Event::NoScore => "no_score",
        Event::Foul(f) => foul_intent(f, s),
        Event::InOff(0) => "in_off",
        Event::InOff(1) => "in_off_ball",
        Event::InOff(k) => {
            s.n = Some(i32::from(*k));
            "in_off"
        }
        Event::CueBallDown => "cue_ball_down",
        Event::BadBreak => "bad_break",
        Event::Uncalled => "uncalled",
        Event::Safety => "safety",
        Event::PushOut => "push_out",
        Event::EightWrongPocket => "eight_wrong_pocket",
        Event::EightOffTable => "eight_off_table",
        Event::Stalemate => "stalemate",
        Event::Rerack => "rerack",
        Event::Reds(1) => "reds",
        Event::Reds(n) => {
            s.n = Some(i32::from(*n));
            "reds"
        }
        Event::Colour(c) => {
            s.colour = Some(*c);
            "colour"
        }
        Event::FreeBall(c) => {
            s.colour = Some(*c);
            "free_ball"
        }
        Event::Angled => "angled",
        Event::RedsOff(1) => "reds_off",
        Event::RedsOff(n) => {
            s.n = Some(i32::from(*n));
            "reds_off"
        }
        Event::Hazards(h) => {
            s.hazards = h.clone();
            "hazards"
        }
        Event::BaulkCrossed => "baulk",
        Event::Choice(c) => match c {
            Choice::Play => "play",
            Choice::PutBack => "put_back",
            Choice::ReBreakSelf => "rebreak_self",
            Choice::ReBreakOther => "rebreak_other",
            Choice::TakeBall => "take_ball",
            Choice::InHand => "in_hand",
            Choice::Replace => "replace",
            Choice::FromD => "from_d",
            Choice::SpotEight => "spot_eight",
        },
        Event::Lag(p) => {
            s.player = Some(*p);
            "lag"
        }
        Event::Concede(p) => {
            s.player = Some(*p);
            "concede"
        }
        Event::Correct(p, n) => {
            s.player = Some(*p);
            s.n = Some(*n);
            "correct"
        }
    }
}

/// The intent of a foul, its slots filled.
fn foul_intent(f: &Foul, s: &mut Slots) -> &'static str {
    s.n = f.points;
    s.colour = f.ball;
    s.balls = f.potted.clone();
    match f.kind {
        FoulKind::CueBall => "foul_cue",
        FoulKind::Intentional => "foul_intentional",
        FoulKind::Miss if f.points.is_some() => "miss_points",
        FoulKind::Miss => "miss",
        _ if !f.potted.is_empty() => "foul_potted",
        _ if f.points.is_some() => "foul_points",
        _ if f.ball.is_some() => "foul_on",
        _ => "foul",
    }
}

/// Whether the marker is asked a yes-or-no question (a read-back, the resume or the model
/// offer): only then does the recognizer listen for the answers. In play a short command
/// ("undo") must not be heard as an answer that nothing asked for ("no").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listening {
    /// Play: the discipline's events, actions and questions.
    Play,
    /// A question stands: those, and "yes" and "no" with their other words.
    Question,
}

/// The phrases a recognizer listens for in a discipline: every phrase of every intent that
/// applies, with its slots spelled out (numbers 1-15, counts 2-15, foul values 4-7, the
/// colours, the players' names, one or two hazards), the answers only while a question
/// stands. Corrections with large numbers are typed.
pub fn phrases(lang: Language, d: Discipline, names: &Names, listening: Listening) -> Vec<Phrase> {
    let lex = Lexicon::of(lang);
    let numbers = |range: std::ops::RangeInclusive<i32>| -> Vec<Vec<String>> {
        range.map(|n| split(&lex.number(n))).collect()
    };
    let mut out = Vec::new();
    for intent in INTENTS.iter().filter(|i| (i.applies)(d)) {
        let answer = matches!(intent.id, "yes" | "no");
        if intent.id == "correct"
            || (intent.id == "shooter" && names.pairs.is_none())
            || (answer && listening == Listening::Play)
        {
            continue;
        }
        for tpl in lex.intents.get(intent.id).into_iter().flatten() {
            let mut variants: Vec<Phrase> = vec![Vec::new()];
            for k in tpl {
                let slot_variants: Vec<Vec<Vec<Vec<String>>>> = match k {
                    Tok::Word(w) => vec![vec![vec![vec![w.clone()]]]],
                    Tok::N => {
                        let range = match intent.id {
                            "foul_points" | "miss_points" => 4..=7,
                            "change_entry" | "strike_entry" => 1..=RECENT as i32,
                            _ => 2..=15,
                        };
                        vec![vec![numbers(range)]]
                    }
                    Tok::Balls => {
                        // Each ball by its number or its name; two balls only if different
                        // (the recognizer must not hear "one and one").
                        let word_of = |n: i32| -> Vec<Vec<String>> {
                            let mut w = vec![split(&lex.number(n))];
                            w.extend(
                                lex.ball_names
                                    .iter()
                                    .filter(|(_, v)| *v == n)
                                    .map(|(w, _)| vec![w.clone()]),
                            );
                            w
                        };
                        let all: Vec<Vec<String>> = (1..=15).flat_map(word_of).collect();
                        let and: Vec<Vec<String>> =
                            lex.and.iter().map(|a| vec![a.clone()]).collect();
                        let mut v = vec![vec![all]];
                        for n in 1..=15 {
                            let others: Vec<Vec<String>> =
                                (1..=15).filter(|m| *m != n).flat_map(word_of).collect();
                            v.push(vec![word_of(n), and.clone(), others]);
                        }
                        v
                    }
                    Tok::Colour => vec![vec![lex.colours.iter().map(|(w, _)| w.clone()).collect()]],
                    Tok::Discipline => vec![vec![
                        lex.disciplines.iter().map(|(w, _)| w.clone()).collect(),
                    ]],
                    Tok::Player => vec![vec![
                        names.candidates().into_iter().map(|(w, _, _)| w).collect(),
                    ]],
                    Tok::Hazards => {
                        let parts: Vec<Vec<String>> =
                            lex.hazards.iter().map(|(w, _)| w.clone()).collect();
                        let and: Vec<Vec<String>> =
                            lex.and.iter().map(|a| vec![a.clone()]).collect();
                        vec![vec![parts.clone()], vec![parts.clone(), and, parts]]
                    }
                };
                let mut next = Vec::new();
                for v in &variants {
                    for sv in &slot_variants {
                        let mut p = v.clone();
                        p.extend(sv.iter().cloned());
                        next.push(p);
                    }
                }
                variants = next;
            }
            out.extend(variants);
        }
    }
    out.retain(|p| !p.is_empty());
    out
}

/// Every word of a discipline's phrases (for a recognizer's dictionary).
pub fn vocabulary(lang: Language, d: Discipline, names: &Names) -> Vec<String> {
    let mut all = std::collections::BTreeSet::new();
    for p in phrases(lang, d, names, Listening::Question) {
        for slot in p {
            for alt in slot {
                all.extend(alt);
            }
        }
    }
    all.into_iter().collect()
}

/// Every word of every discipline's phrases in a language (without players' names): what a
/// recognizer loads for billiards.
pub fn all_words(lang: Language) -> &'static [String] {
    static ALL: OnceLock<Vec<(Language, Vec<String>)>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        Language::ALL
            .into_iter()
            .map(|l| {
                let mut set = std::collections::BTreeSet::new();
                for d in Discipline::ALL {
                    set.extend(vocabulary(l, d, &Names::default()));
                }
                (l, set.into_iter().collect())
            })
            .collect()
    });
    &all.iter()
        .find(|(l, _)| *l == lang)
        .expect("every language")
        .1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names {
            sides: ["Ivanov".into(), "Petrov".into()],
            pairs: None,
        }
    }

    fn ctx() -> Ctx {
        Ctx::new(Player::A, None, false, false)
    }

    fn p(lang: Language, d: Discipline, text: &str) -> Command {
        parse(lang, d, &names(), &ctx(), text).unwrap_or_else(|e| panic!("{text:?}: {e:?}"))
    }

    fn frame(e: Event) -> Command {
        Command::Act(Action::Frame(e))
    }

    /// The marker's words for the statistics and the last entries, in the three languages;
    /// only the last three entries have a number.
    #[test]
    fn statistics_and_the_last_entries_by_their_words() {
        let d = Discipline::Carom;
        assert_eq!(
            p(Language::De, d, "Statistik Ivanov"),
            Command::Statistics(Some(Player::A))
        );
        assert_eq!(p(Language::Ru, d, "статистика"), Command::Statistics(None));
        assert_eq!(
            p(Language::En, d, "frame statistics"),
            Command::FrameStatistics
        );
        assert_eq!(
            p(Language::De, d, "Statistik Frame"),
            Command::FrameStatistics
        );
        assert_eq!(
            p(Language::Ru, d, "статистика партии"),
            Command::FrameStatistics
        );
        assert_eq!(
            p(Language::En, d, "team statistics"),
            Command::TeamStatistics
        );
        assert_eq!(
            p(Language::De, d, "Mannschaftsstatistik"),
            Command::TeamStatistics
        );
        assert_eq!(
            p(Language::Ru, d, "статистика команд"),
            Command::TeamStatistics
        );
        assert_eq!(p(Language::De, d, "letzte Einträge"), Command::Recent);
        assert_eq!(
            p(Language::De, d, "Eintrag zwei ändern"),
            Command::Change(2)
        );
        assert_eq!(
            p(Language::Ru, d, "исправить запись три"),
            Command::Change(3)
        );
        assert_eq!(
            p(Language::Ru, d, "удалить запись один"),
            Command::Strike(1)
        );
        assert_eq!(p(Language::En, d, "strike entry one"), Command::Strike(1));
        assert!(parse(Language::En, d, &names(), &ctx(), "strike entry four").is_err());
    }

    /// §12: "мимо"/"no score" ends a visit everywhere; "промах"/"miss" is the snooker foul.
    #[test]
    fn miss_is_a_foul_only_in_snooker() {
        assert_eq!(
            p(Language::Ru, Discipline::FreePyramid, "мимо"),
            frame(Event::NoScore)
        );
        assert_eq!(
            p(Language::Ru, Discipline::FreePyramid, "промах"),
            frame(Event::NoScore)
        );
        assert_eq!(
            p(Language::Ru, Discipline::Snooker15, "промах"),
            frame(Event::foul_of(FoulKind::Miss))
        );
        assert_eq!(
            p(Language::En, Discipline::Snooker6, "miss"),
            frame(Event::foul_of(FoulKind::Miss))
        );
        // English leaves "miss" to snooker: as "no score" it was heard as "yes" (the lexicon).
        assert_eq!(
            parse(Language::En, Discipline::Pool9, &names(), &ctx(), "miss"),
            Err(NotUnderstood::Unknown)
        );
    }

    /// §12.1: "new match, <discipline>, race to <N>" in every language.
    #[test]
    fn new_match() {
        assert_eq!(
            p(
                Language::En,
                Discipline::Carom,
                "new match snooker race to four"
            ),
            Command::NewMatch(Discipline::Snooker15, Some(4))
        );
        assert_eq!(
            p(
                Language::Ru,
                Discipline::Carom,
                "новая встреча русская пирамида до трёх побед"
            ),
            Command::NewMatch(Discipline::RussianPyramid, Some(3))
        );
        assert_eq!(
            p(Language::De, Discipline::Carom, "neue Partie Neunball"),
            Command::NewMatch(Discipline::Pool9, None)
        );
        for lang in Language::ALL {
            for d in Discipline::ALL {
                let said = say_new_match(lang, d, Some(5));
                assert_eq!(
                    parse(lang, Discipline::Carom, &names(), &ctx(), &said),
                    Ok(Command::NewMatch(d, Some(5))),
                    "{lang}: {said}"
                );
            }
        }
    }

    #[test]
    fn numbers_balls_and_names() {
        assert_eq!(
            p(Language::Ru, Discipline::FreePyramid, "три шара"),
            frame(Event::Balls(3))
        );
        assert_eq!(
            p(Language::Ru, Discipline::FreePyramid, "шар"),
            frame(Event::Balls(1))
        );
        assert_eq!(
            p(
                Language::Ru,
                Discipline::RussianPyramid,
                "забит туз и пятнадцатый"
            ),
            frame(Event::Pot(vec![1, 15]))
        );
        assert_eq!(
            p(Language::En, Discipline::Pool9, "pot three and nine"),
            frame(Event::Pot(vec![3, 9]))
        );
        assert_eq!(
            p(Language::En, Discipline::Snooker15, "foul on pink"),
            frame(Event::Foul(Foul {
                ball: Some(Colour::Pink),
                ..Foul::default()
            }))
        );
        assert_eq!(
            p(Language::Ru, Discipline::Snooker1, "карамболь и красный"),
            frame(Event::Hazards(vec![Hazard::Cannon, Hazard::PotRed]))
        );
        assert_eq!(
            p(Language::En, Discipline::Carom, "set petrov to twenty one"),
            frame(Event::Correct(Player::B, 21))
        );
        assert_eq!(
            parse(
                Language::En,
                Discipline::Carom,
                &names(),
                &ctx(),
                "checkmate"
            ),
            Err(NotUnderstood::Unknown)
        );
    }

    /// Words -> event -> words -> the same event, for every intent of every discipline in
    /// every language (the read-back is understood as what was said).
    #[test]
    fn read_back_round_trips() {
        let n = names();
        for lang in [Language::En, Language::Ru, Language::De] {
            for d in Discipline::ALL {
                let mut checked = 0;
                for phrase in phrases(lang, d, &n, Listening::Question).iter().take(4000) {
                    let text: Vec<String> = phrase
                        .iter()
                        .map(|slot| slot[slot.len() / 2].join(" "))
                        .collect();
                    let text = text.join(" ");
                    let Ok(Command::Act(a)) = parse(lang, d, &n, &ctx(), &text) else {
                        continue;
                    };
                    let said = say(lang, d, &n, &a);
                    let again = parse(lang, d, &n, &ctx(), &said);
                    assert_eq!(
                        again,
                        Ok(Command::Act(a.clone())),
                        "{lang} {d:?}: {text:?} -> {said:?}"
                    );
                    checked += 1;
                }
                assert!(
                    checked >= 20,
                    "{lang} {d:?}: only {checked} phrases understood"
                );
            }
        }
    }

    #[test]
    fn lexicons_parse_and_english_covers_every_intent() {
        let lex = Lexicon::of(Language::En);
        for i in INTENTS.iter().filter(|i| i.id != "miss_as_no_score") {
            assert!(lex.intents.contains_key(i.id), "en lacks {}", i.id);
        }
        for lang in [Language::Ru, Language::De] {
            let _ = Lexicon::of(lang);
        }
    }

    /// In play nothing asks for an answer: "yes", "no" and their other words are not listened
    /// for (a short "undo" was heard as "no"); while a question stands they are, beside the
    /// discipline's commands (a marker may say the event again instead of answering).
    #[test]
    fn the_answers_are_listened_for_only_while_a_question_stands() {
        let spoken = |listening| -> Vec<String> {
            phrases(Language::En, Discipline::Snooker15, &names(), listening)
                .iter()
                .map(|p| {
                    p.iter()
                        .map(|slot| slot[0].join(" "))
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect()
        };
        let answers = ["yes", "correct", "no", "wrong"];
        let play = spoken(Listening::Play);
        let question = spoken(Listening::Question);
        for a in answers {
            assert!(!play.iter().any(|p| p == a), "{a:?} listened for in play");
            assert!(
                question.iter().any(|p| p == a),
                "{a:?} not listened for at a question"
            );
        }
        for said in ["undo", "red", "no score", "what is the score"] {
            assert!(
                play.iter().any(|p| p == said),
                "{said:?} not listened for in play"
            );
            assert!(
                question.iter().any(|p| p == said),
                "{said:?} not listened for at a question"
            );
        }
    }
}
