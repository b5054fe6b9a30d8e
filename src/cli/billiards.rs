//! `ansage billiards`: the scorer's options, its console and window, and its tools (`phrases`,
//! `recognize`).

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use serde_json::{Value, json};

use super::console::{ConsoleArgs, devices};
use super::window::{WindowFlags, display_problem};
use super::{
    ended, failed, language, not_one_of, settings_file, split_names, system_language, usage, within,
};
use crate::billiards::matchplay::{BreakPolicy, Format, MatchConfig};
use crate::billiards::session::{Setup, Summary};
use crate::billiards::team::TeamFormat;
use crate::billiards::{Discipline, Player};
use crate::shared::language::Language;
use crate::store;
use crate::table::billiards::ScorerOptions;
use crate::voice::audio::read_wav;
use crate::voice::decode;
use crate::voice::ears::Ears;
use crate::voice::recognizer::Recognizer;

/// The frames of a match, raced to or fixed (0 was taken as 1 without a word).
const FRAMES: (u8, u8) = (1, 99);
/// The points to win a frame where the competition sets them.
const TARGET_POINTS: (i32, i32) = (1, 1_000);
/// A shot clock's limit (0 was taken as 1 second without a word).
const SHOT_CLOCK_SECONDS: (u64, u64) = (5, 600);

#[derive(Args, Debug, Default)]
pub struct BilliardsArgs {
    /// console, window (the default when there is a display), recognize (words or a
    /// recording to the event they mean) or phrases (what can be said in the discipline).
    pub mode: Option<String>,
    /// free-pyramid, combined-pyramid, dynamic-pyramid, russian-pyramid, pool-8, pool-9,
    /// pool-10, pool-14-1, snooker-1, snooker-6, snooker-15, carom-3-cushion.
    #[arg(long)]
    pub discipline: Option<String>,
    /// Race to this many frames (default 2).
    #[arg(long, conflicts_with = "frames", value_parser = within(FRAMES))]
    pub race_to: Option<u8>,
    /// A fixed number of frames instead of a race.
    #[arg(long, value_parser = within(FRAMES))]
    pub frames: Option<u8>,
    /// The two players' names, "Ivanov,Petrov".
    #[arg(long)]
    pub players: Option<String>,
    /// Pairs: the two players of each side, "Anna,Boris;Clara,Denis" (they alternate strokes).
    #[arg(long)]
    pub pairs: Option<String>,
    /// Who breaks the next frame: alternate, winner, loser or trailing (default: the
    /// discipline's rule).
    #[arg(long)]
    pub break_policy: Option<String>,
    /// Points to win a frame where the competition sets it (14+1, carom, 1-red).
    #[arg(long, value_parser = within(TARGET_POINTS))]
    pub target: Option<i32>,
    /// A team match: pyramid-trinity, free-pyramid-3, free-pyramid-2, pool-3, snooker-3.
    #[arg(long)]
    pub team: Option<String>,
    /// The teams' names, "Kazan,Omsk".
    #[arg(long)]
    pub teams: Option<String>,
    /// The first team's roster in order, "A1,A2,A3".
    #[arg(long)]
    pub roster_a: Option<String>,
    /// The second team's roster in order.
    #[arg(long)]
    pub roster_b: Option<String>,
    /// For the protocol: the competition, the venue, the referee.
    #[arg(long)]
    pub competition: Option<String>,
    #[arg(long)]
    pub venue: Option<String>,
    #[arg(long)]
    pub referee: Option<String>,
    /// A rules setting where the rulebook is silent, KEY=VALUE (repeatable; `settings` lists
    /// them with their items).
    #[arg(long = "rule")]
    pub rules: Vec<String>,
    /// The shot clock's limit in seconds (the rules' 45 unless the competition sets another).
    #[arg(long, default_value_t = 45, value_parser = within(SHOT_CLOCK_SECONDS))]
    pub shot_clock_seconds: u64,
    /// A spoken summary for the hall: off (the default), frame (each player's statistics after
    /// each frame) or minutes (the state of play every so many minutes of play, 1 to 60).
    #[arg(long, default_value = "off")]
    pub summary: Summary,
    /// Start a new match without offering the unfinished saved one.
    #[arg(long)]
    pub fresh: bool,
    /// recognize: the words.
    #[arg(long)]
    pub text: Option<String>,
    /// recognize: a recording (WAV) of the words.
    #[arg(long)]
    pub wav: Option<PathBuf>,
    /// recognize: JSON lines {"id":..., "discipline":..., "wav":...}, the recognizer loaded once.
    #[arg(long)]
    pub batch: Option<PathBuf>,
    #[command(flatten)]
    pub window: WindowFlags,
    #[command(flatten)]
    pub table: ConsoleArgs,
}

/// The billiards scorer's options from the command line.
pub fn billiards_options(a: &BilliardsArgs) -> Result<ScorerOptions, ExitCode> {
    // The language: given, else the settings file's, else the system's, else English (the
    // recognizer that needs no download hears English).
    let (_, cfg, unreadable) = settings_file(a.table.config.as_deref());
    let lang = language(a.table.lang, &cfg, Language::En);
    let team = match a.team.as_deref() {
        None => None,
        Some(name) => Some(TeamFormat::from_slug(name).ok_or_else(|| {
            not_one_of(
                lang,
                "--team",
                name,
                &[
                    "pyramid-trinity",
                    "free-pyramid-3",
                    "free-pyramid-2",
                    "pool-3",
                    "snooker-3",
                ],
            )
        })?),
    };
    let config = match_config(a, team, lang)?;
    let setup = match team {
        None => Setup::Single(config),
        Some(format) => team_setup(a, format, config),
    };
    let data_dir = store::data_dir(a.table.data_dir.as_deref());
    Ok(ScorerOptions {
        lang,
        confirm: a.table.confirm.or(cfg.confirm).unwrap_or_default(),
        devices: devices(&a.table, &cfg, &data_dir, lang),
        data_dir,
        setup,
        fresh: a.fresh,
        summary: a.summary,
        choose: a.discipline.is_none() && team.is_none(),
        unreadable_config: unreadable,
        no_window: None,
        manual_time: a.table.manual_time,
    })
}

/// The match: discipline, race, players, pairs, break order, rules settings, protocol fields.
fn match_config(
    a: &BilliardsArgs,
    team: Option<TeamFormat>,
    lang: Language,
) -> Result<MatchConfig, ExitCode> {
    let discipline = match (a.discipline.as_deref(), team) {
        (Some(d), _) => Discipline::from_slug(d).ok_or_else(|| {
            let all: Vec<&str> = Discipline::ALL.iter().map(|d| d.slug()).collect();
            not_one_of(lang, "--discipline", d, &all)
        })?,
        (None, Some(f)) => f
            .next(&[])
            .map(|r| r.discipline)
            .unwrap_or(Discipline::FreePyramid),
        // None chosen: the first of the rulebook; "new match <discipline>" changes it, and an
        // unfinished saved match is offered first.
        (None, None) => Discipline::FreePyramid,
    };
    let format = match (a.frames, a.race_to) {
        (Some(n), _) => Format::Frames(n.max(1)),
        (None, n) => Format::RaceTo(n.unwrap_or(2).max(1)),
    };
    let (mut names, pairs) = players(a, lang)?;
    if names.len() != 2 {
        names = (1..=2)
            .map(|n| crate::shared::i18n::t(lang, "bil-default-player", &[("n", n.to_string())]))
            .collect();
    }
    let mut config = MatchConfig::new(discipline, format, [names[0].clone(), names[1].clone()]);
    config.pairs = pairs;
    if let Some(p) = a.break_policy.as_deref() {
        config.break_policy = BreakPolicy::from_name(p).ok_or_else(|| {
            not_one_of(
                lang,
                "--break-policy",
                p,
                &["alternate", "winner", "loser", "trailing"],
            )
        })?;
    }
    config.rules.target = a.target;
    for r in &a.rules {
        let Some((k, v)) = r.split_once('=') else {
            return Err(usage(crate::shared::i18n::t(
                lang,
                "cli-rule",
                &[("value", r.clone())],
            )));
        };
        config.rules.set(k.trim(), v.trim()).map_err(usage)?;
    }
    config.shot_clock_seconds = a.shot_clock_seconds;
    config.competition = a.competition.clone().unwrap_or_default();
    config.venue = a.venue.clone().unwrap_or_default();
    config.referee = a.referee.clone().unwrap_or_default();
    Ok(config)
}

/// The two players of each side in pairs play.
type Pairs = [[String; 2]; 2];

/// The two sides' names, and in pairs play the two players of each side.
fn players(a: &BilliardsArgs, lang: Language) -> Result<(Vec<String>, Option<Pairs>), ExitCode> {
    let mut names = a.players.as_deref().map(split_names).unwrap_or_default();
    let Some(p) = a.pairs.as_deref() else {
        return Ok((names, None));
    };
    let sides: Vec<Vec<String>> = p.split(';').map(split_names).collect();
    match sides.as_slice() {
        [x, y] if x.len() == 2 && y.len() == 2 => {
            if names.is_empty() {
                names = vec![x.join(" & "), y.join(" & ")];
            }
            let pairs = [[x[0].clone(), x[1].clone()], [y[0].clone(), y[1].clone()]];
            Ok((names, Some(pairs)))
        }
        _ => Err(usage(crate::shared::i18n::t(
            lang,
            "cli-pairs",
            &[("value", p.to_string())],
        ))),
    }
}

/// A team match: the teams' names and rosters (filled up with numbered players).
fn team_setup(a: &BilliardsArgs, format: TeamFormat, base: MatchConfig) -> Setup {
    let teams = a.teams.as_deref().map(split_names).unwrap_or_default();
    let teams = if teams.len() == 2 {
        [teams[0].clone(), teams[1].clone()]
    } else {
        ["Team 1".to_string(), "Team 2".to_string()]
    };
    let roster = |r: &Option<String>, team: &str| {
        let mut v = r.as_deref().map(split_names).unwrap_or_default();
        for i in v.len()..format.roster() {
            v.push(format!("{team} #{}", i + 1));
        }
        v
    };
    Setup::Team {
        format,
        rosters: [
            roster(&a.roster_a, &teams[0]),
            roster(&a.roster_b, &teams[1]),
        ],
        teams,
        base,
    }
}

pub(super) fn billiards_cmd(mut a: BilliardsArgs) -> ExitCode {
    let no_display = display_problem();
    let display = no_display.is_none();
    let mode = a
        .mode
        .clone()
        .unwrap_or_else(|| if display { "window" } else { "console" }.into());
    if mode == "recognize" {
        return billiards_recognize(&a);
    }
    if mode == "phrases" {
        return billiards_phrases(&a);
    }
    if mode == "window" {
        a.table.listen |= !a.window.no_listen;
        a.table.speak |= !a.window.no_speak;
    }
    let opts = match billiards_options(&a) {
        Ok(o) if mode == "window" => ScorerOptions {
            no_window: no_display.map(|d| d.words(o.lang)),
            ..o
        },
        Ok(o) => o,
        Err(code) => return code,
    };
    let stdin = || io::BufReader::new(io::stdin());
    let result = match mode.as_str() {
        "console" => crate::console::billiards(opts, stdin(), io::stdout()),
        "window" if !display => crate::console::billiards(opts, stdin(), io::stdout()),
        "window" => {
            let size = match a.window.window_size(opts.lang) {
                Ok(s) => s,
                Err(code) => return code,
            };
            crate::gui::scoreboard::run(opts, size).map_err(io::Error::other)
        }
        other => {
            return usage(format!(
                "unknown mode {other:?} (console, window, recognize)"
            ));
        }
    };
    ended(result)
}

/// The language and discipline of the billiards tools (`phrases`, `recognize`).
fn tool_discipline(a: &BilliardsArgs) -> Result<(Language, Option<Discipline>), ExitCode> {
    let lang = a
        .table
        .lang
        .or_else(system_language)
        .unwrap_or(Language::En);
    Ok((
        lang,
        a.discipline.as_deref().and_then(Discipline::from_slug),
    ))
}

/// The names the billiards tools use for the players.
fn tool_names() -> crate::billiards::words::Names {
    crate::billiards::words::Names {
        sides: ["Player 1".into(), "Player 2".into()],
        pairs: None,
    }
}

/// `billiards phrases`: what can be said in a discipline, one JSON line per phrase (a list of
/// slots, each a list of alternatives), for the benchmark's corpus and the help.
fn billiards_phrases(a: &BilliardsArgs) -> ExitCode {
    let (language, d) = match tool_discipline(a) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let Some(d) = d else {
        return usage("--discipline is needed");
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    // Everything the table can hear in the discipline, the answers to its questions with it.
    let listening = crate::billiards::words::Listening::Question;
    for p in crate::billiards::words::phrases(language, d, &tool_names(), listening) {
        let slots: Vec<Vec<String>> = p
            .iter()
            .map(|slot| slot.iter().map(|alt| alt.join(" ")).collect())
            .collect();
        if writeln!(out, "{}", json!(slots)).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// One job of `billiards recognize`: its id, discipline, and words or a recording.
struct BilliardsJob {
    id: Value,
    discipline: Discipline,
    text: Option<String>,
    wav: Option<PathBuf>,
}

fn billiards_jobs(
    a: &BilliardsArgs,
    default_d: Option<Discipline>,
) -> Result<Vec<BilliardsJob>, ExitCode> {
    let Some(batch) = &a.batch else {
        let Some(discipline) = default_d else {
            return Err(usage("--discipline is needed"));
        };
        return Ok(vec![BilliardsJob {
            id: Value::Null,
            discipline,
            text: a.text.clone(),
            wav: a.wav.clone(),
        }]);
    };
    let text =
        std::fs::read_to_string(batch).map_err(|e| failed(format!("{}: {e}", batch.display())))?;
    let mut jobs = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).map_err(|e| failed(format!("{line}: {e}")))?;
        let Some(discipline) = v["discipline"]
            .as_str()
            .and_then(Discipline::from_slug)
            .or(default_d)
        else {
            return Err(failed(format!("{line}: no discipline")));
        };
        jobs.push(BilliardsJob {
            id: v["id"].clone(),
            discipline,
            text: v["text"].as_str().map(str::to_string),
            wav: v["wav"].as_str().map(PathBuf::from),
        });
    }
    Ok(jobs)
}

/// `billiards recognize`: words (or recordings) to the event they mean in a discipline, as
/// JSON lines: {"id", "heard", "action", "words"}.
fn billiards_recognize(a: &BilliardsArgs) -> ExitCode {
    use crate::billiards::hearing;
    use crate::billiards::words::{self, Command, Ctx};
    use crate::shared::grammar::Heard;
    let (language, default_d) = match tool_discipline(a) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let jobs = match billiards_jobs(a, default_d) {
        Ok(j) => j,
        Err(code) => return code,
    };
    let names = tool_names();
    let mut rec: Option<Box<dyn Recognizer>> = None;
    if jobs.iter().any(|j| j.wav.is_some()) {
        let words = words::all_words(language).to_vec();
        // The engine and model named, nothing looked for (the benchmark's PocketSphinx).
        let ears = Ears {
            engine: a.table.engine,
            model: a.table.model.clone(),
            vocabulary: language.code().to_string(),
            ..Ears::default()
        };
        match ears.open(&words) {
            Ok(r) => rec = Some(r),
            Err(e) => return failed(e),
        }
    }
    let ctx = Ctx::new(Player::A, None, false, false);
    let min = a.table.min_confidence.unwrap_or(0.5);
    let mut listening_for = None;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for job in jobs {
        let d = job.discipline;
        let mut heard = match (job.text, job.wav, rec.as_mut()) {
            (Some(t), _, _) => Heard::with(&t, &[]),
            (None, Some(w), Some(r)) => {
                if listening_for != Some(d) {
                    // As the table listens in play, when nothing is asked.
                    let play = words::phrases(language, d, &names, words::Listening::Play);
                    let phrases = r.spellings().phrases(play);
                    if let Err(e) = r.listen_for(&phrases) {
                        return failed(e);
                    }
                    listening_for = Some(d);
                }
                let samples = match read_wav(&w) {
                    Ok(s) => s,
                    Err(e) => return failed(e),
                };
                match decode::decode(r.as_mut(), &samples) {
                    Ok(d) => d.heard.unwrap_or_else(|| Heard {
                        confidence: 0.0,
                        ..Heard::with("", &[])
                    }),
                    Err(e) => return failed(e),
                }
            }
            _ => return usage("--text or --wav"),
        };
        // As the table does: weighed by its margins and the second opinion; too little
        // confidence is "say it again", not a proposal.
        hearing::weigh(&mut heard, |text| {
            words::parse(language, d, &names, &ctx, text).ok()
        });
        let (heard, confidence) = (heard.text, heard.confidence);
        let parsed = if confidence < min {
            Err(words::NotUnderstood::Unknown)
        } else {
            words::parse(language, d, &names, &ctx, &heard)
        };
        let (action, said) = match &parsed {
            Ok(Command::Act(act)) => (
                serde_json::to_value(act).unwrap_or(Value::Null),
                Value::String(words::say(language, d, &names, act)),
            ),
            Ok(other) => (Value::String(format!("{other:?}")), Value::Null),
            Err(_) => (Value::Null, Value::Null),
        };
        let line = json!({
            "id": job.id,
            "discipline": d.slug(),
            "heard": heard,
            "confidence": confidence,
            "action": action,
            "words": said,
        });
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}
