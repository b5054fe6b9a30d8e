//! The work of the typed commands that read or write files or show the game: a PGN loaded, a
//! new game, the envelope and the score sheet, manual time, the piece touched, the clocks as
//! digits; the games kept, listed.

use crate::shared::i18n;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use shakmaty::{Chess, Color, Position, Square};

use crate::chess::announce::{color_word, square_words};
use crate::chess::envelope::envelope;
use crate::chess::game::Game;
use crate::chess::messages::{Msg, outcome_words, render};
use crate::chess::scoresheet::{Listed, Loaded, PgnError, clk, from_pgn_nth, pgn_list, pgn_text};
use crate::shared::language::Language;
use crate::shared::language::capitalized;
use crate::shared::speech::SpeechKind;
use crate::table::commands::GameChoice;
use crate::table::drive::today;

use super::Table;

impl<W: Write> Table<W> {
    /// A PGN file loaded: the game chosen (the first when none is); what was loaded is
    /// said (who played, how many moves, the result or who is to move), and a file of several
    /// games is listed so that another can be chosen (`load PATH K`, `load PATH PLAYER`).
    /// False when nothing was loaded (the reason was said).
    pub(super) fn load(&mut self, path: &Path, choice: Option<GameChoice>) -> io::Result<bool> {
        let lang = self.lang();
        let text = match std::fs::read(path) {
            Ok(bytes) => pgn_text(&bytes),
            Err(e) => {
                let why = i18n::file_problem(lang, &e);
                let args = [("path", path.display().to_string()), ("why", why)];
                return self.refuse(i18n::t(lang, "pgn-file-unreadable", &args));
            }
        };
        let list = pgn_list(&text);
        let mut said = Vec::new();
        let chosen = choice.is_some();
        let index = match choice {
            None => 1,
            Some(GameChoice::Number(n)) => n,
            Some(GameChoice::Player(name)) => match player_game(lang, &list, &name, &mut said) {
                Ok(first) => first,
                Err(line) => return self.refuse(line),
            },
        };
        let Loaded {
            mut game,
            after_end,
        } = match from_pgn_nth(&text, index) {
            Ok(loaded) => loaded,
            Err(e) => return self.refuse(pgn_problem(lang, &e)),
        };
        game.illegal_policy = self.opts.illegal_policy;
        // A game chosen is one of the file's; the first of a file of several comes with the
        // list, to choose another.
        if list.len() > 1 && chosen {
            said.push(i18n::tc(
                lang,
                "pgn-chosen",
                &[("index", index.into()), ("count", list.len().into())],
            ));
        } else if list.len() > 1 {
            // A page of the list: a file of 200 000 games was listed line by line.
            let shown = list.len().min(LIST_PAGE);
            for line in listed_lines(lang, &list[..shown]) {
                self.devices.write(&line)?;
            }
            let id = if shown < list.len() {
                "pgn-one-of-page"
            } else {
                "pgn-one-of"
            };
            let args = [
                ("index", index.into()),
                ("count", list.len().into()),
                ("shown", shown.into()),
            ];
            said.push(i18n::tc(lang, id, &args));
        }
        said.extend(loaded_words(lang, &game, after_end));
        // What was loaded, then the session's answer: the result or who is to move, or,
        // over a game with moves, the question whether to replace it.
        self.devices
            .tell(said.into_iter().map(|s| (SpeechKind::Info, s)).collect())?;
        let o = self.session.replace(game, true);
        self.perform(o).map(|()| true)
    }

    /// A file or game that cannot be loaded: why, and the player stays where he was.
    fn refuse(&mut self, line: String) -> io::Result<bool> {
        self.devices
            .tell(vec![(SpeechKind::Error, line)])
            .map(|()| false)
    }

    /// The games of a PGN file, each as a line that names its number, players and result
    /// (what the window's list of a file's games reads out); none when the file cannot be
    /// read (loading it says why).
    pub fn pgn_games(&self, path: &Path) -> Vec<String> {
        match std::fs::read(path) {
            Ok(bytes) => listed_lines(self.lang(), &pgn_list(&pgn_text(&bytes))),
            Err(_) => Vec::new(),
        }
    }

    /// The games kept, numbered for `load N`, newest first: when, who, how it ended, and
    /// the file.
    pub(super) fn games_list(&self) -> String {
        let games = self.kept_games();
        if games.is_empty() {
            return self.note("note-no-games", &[]);
        }
        // The newest page of them (every game played is kept: the list grows for years).
        let shown = games.len().min(LIST_PAGE);
        let mut lines: Vec<String> = games[..shown]
            .iter()
            .enumerate()
            .map(|(i, (path, text))| format!("{}: {text} ({})", i + 1, path.display()))
            .collect();
        if shown < games.len() {
            lines.push(i18n::tc(
                self.lang(),
                "games-page",
                &[("shown", shown.into()), ("count", games.len().into())],
            ));
        }
        lines.join("\n")
    }

    /// The games kept, newest first, each with its file and a sentence saying when it was
    /// kept, who played and how it ended (what the window's "recent games" reads out).
    pub fn kept_games(&self) -> Vec<(PathBuf, String)> {
        let lang = self.lang();
        self.archive
            .games()
            .into_iter()
            .map(|g| {
                let when = match &g.when {
                    Some([year, month, day, hour, minute]) => self.note(
                        "kept-when",
                        &[
                            ("year", year.clone()),
                            ("month", month.clone()),
                            ("day", day.clone()),
                            ("hour", hour.clone()),
                            ("minute", minute.clone()),
                        ],
                    ),
                    None => g
                        .path
                        .file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default(),
                };
                let name = |n: &str, c: Color| {
                    if n.is_empty() {
                        capitalized(color_word(c, lang))
                    } else {
                        n.to_string()
                    }
                };
                let outcome = match g.outcome {
                    Some(o) => outcome_words(o, lang),
                    None => self.note("kept-unfinished", &[]),
                };
                let text = self.note(
                    "kept-game",
                    &[
                        ("when", when),
                        ("white", name(&g.white, Color::White)),
                        ("black", name(&g.black, Color::Black)),
                        ("outcome", outcome),
                    ],
                );
                (g.path, text)
            })
            .collect()
    }

    pub(super) fn new_game(&mut self, pos: Chess) -> io::Result<()> {
        let mut game = Game::new(pos);
        game.illegal_policy = self.opts.illegal_policy;
        game.tags = self.session.game.tags.clone();
        game.tags.date = today();
        let o = self.session.replace(game, false);
        self.perform(o)
    }

    /// The adjournment envelope's fields (appendix A2), or why there is none.
    pub(super) fn envelope_text(&self) -> String {
        envelope(&self.session.game, self.lang())
            .unwrap_or_else(|| render(&Msg::NotAdjourned, self.lang(), self.session.settings.style))
    }

    /// `print PATH`: the score sheet (.pdf, .brf, else text), with the envelope when adjourned.
    pub(super) fn print_sheet(&mut self, path: &Path) -> io::Result<()> {
        let game = &self.session.game;
        let env = envelope(game, self.lang());
        let lang = self.lang();
        let written =
            crate::sheets::write(path, game, lang, env.as_deref()).map_err(|e| e.reason(lang));
        self.report_written(path, written)
    }

    /// Manual time: let time pass, then look at the clock.
    pub(super) fn wait(&mut self, ms: u64) -> io::Result<()> {
        if !self.time.wait(ms) {
            let note = self.note(
                "note-error",
                &[("error", "wait needs --manual-time".into())],
            );
            return self.devices.write(&note);
        }
        let o = self.session.tick(self.time.now());
        self.perform(o)
    }

    /// Tells the blind player which piece the sighted player touched (2.9e).
    pub(super) fn touched(&mut self, sq: Option<Square>) -> io::Result<()> {
        let Some(sq) = sq else {
            return self.say(Msg::NotUnderstood);
        };
        let name = square_words(sq, self.session.settings.style);
        match self.session.game.position().board().piece_at(sq) {
            Some(p) => self.say(Msg::Touched(p.color, p.role, name)),
            None => self.say(Msg::TouchedNothing(name)),
        }
    }

    /// Both clocks as digits, for the sighted assistant.
    pub(super) fn clock_text(&self) -> String {
        match self.session.timekeeper() {
            Some(t) => {
                let [w, b] = t.readings(self.time.now());
                let running = match t.clock.running() {
                    Some(Color::White) => "white",
                    Some(Color::Black) => "black",
                    None => "none",
                };
                i18n::t(
                    self.lang(),
                    "clock-digits",
                    &[
                        ("white", clk(w)),
                        ("black", clk(b)),
                        ("running", running.to_string()),
                    ],
                )
            }
            None => render(&Msg::NoClock, self.lang(), self.session.settings.style),
        }
    }
}

/// Why a PGN game was not loaded, in the player's language.
fn pgn_problem(lang: Language, e: &PgnError) -> String {
    let side = |black: bool| if black { "black" } else { "white" }.to_string();
    match e {
        PgnError::Unreadable(detail) => {
            i18n::t(lang, "pgn-unreadable", &[("detail", detail.clone())])
        }
        PgnError::NoGame => i18n::t(lang, "pgn-no-game", &[]),
        PgnError::NoSuchGame { asked, count } => i18n::tc(
            lang,
            "pgn-no-such-game",
            &[("asked", (*asked).into()), ("count", (*count).into())],
        ),
        PgnError::Variant(v) => i18n::t(lang, "pgn-variant", &[("variant", v.clone())]),
        PgnError::BadStart(detail) => {
            i18n::t(lang, "pgn-bad-start", &[("detail", detail.words(lang))])
        }
        PgnError::IllegalMove {
            number,
            black,
            text,
        }
        | PgnError::NotAMove {
            number,
            black,
            text,
        } => i18n::tc(
            lang,
            match e {
                PgnError::IllegalMove { .. } => "pgn-illegal-move",
                _ => "pgn-not-a-move",
            },
            &[
                ("number", (*number).into()),
                ("side", side(*black).into()),
                ("move", text.clone().into()),
            ],
        ),
        PgnError::NullMove { number, black } => i18n::tc(
            lang,
            "pgn-null-move",
            &[("number", (*number).into()), ("side", side(*black).into())],
        ),
    }
}

/// The games of a file, one line each: "2: Kasparov – Karpov, 1-0".
/// The most games of a PGN file listed on loading it; the rest are loaded by number.
const LIST_PAGE: usize = 20;

fn listed_lines(lang: Language, list: &[Listed]) -> Vec<String> {
    list.iter()
        .enumerate()
        .map(|(i, g)| {
            i18n::t(
                lang,
                "pgn-list-line",
                &[
                    ("n", (i + 1).to_string()),
                    ("white", g.white.clone()),
                    ("black", g.black.clone()),
                    (
                        "result",
                        match g.result.as_str() {
                            "1-0" => "white",
                            "0-1" => "black",
                            "1/2-1/2" => "draw",
                            "0-0" => "both",
                            _ => "open",
                        }
                        .to_string(),
                    ),
                ],
            )
        })
        .collect()
}

/// The first game of a file a player plays (his name as the file writes it), and when he plays
/// several, which (said first); why not, when he plays none.
fn player_game(
    lang: Language,
    list: &[Listed],
    name: &str,
    said: &mut Vec<String>,
) -> Result<usize, String> {
    let found: Vec<(usize, &str)> = (1..=list.len())
        .filter_map(|i| list[i - 1].player(name).map(|p| (i, p)))
        .collect();
    let Some(&(first, player)) = found.first() else {
        let args = [("player", name.into()), ("count", list.len().into())];
        return Err(i18n::tc(lang, "pgn-no-player", &args));
    };
    if found.len() > 1 {
        let numbers: Vec<String> = found.iter().map(|(n, _)| n.to_string()).collect();
        said.push(i18n::tc(
            lang,
            "pgn-player-games",
            &[
                ("player", player.into()),
                ("count", found.len().into()),
                ("games", numbers.join(", ").into()),
            ],
        ));
    }
    Ok(first)
}

/// What a loaded game is said as: its players and length, and the moves played after the end
/// the laws gave it, which are not loaded.
fn loaded_words(lang: Language, game: &Game, after_end: usize) -> Vec<String> {
    let n = game.plies().len();
    let mut said = vec![i18n::tc(
        lang,
        "pgn-loaded",
        &[
            ("white", game.tags.white.clone().into()),
            ("black", game.tags.black.clone().into()),
            ("n", n.into()),
        ],
    )];
    if after_end > 0 {
        let (number, side) = game.ply_number(n - 1);
        let side = if side == Color::Black {
            "black"
        } else {
            "white"
        };
        said.push(i18n::tc(
            lang,
            "pgn-after-end",
            &[
                ("number", number.into()),
                ("side", side.into()),
                ("count", after_end.into()),
            ],
        ));
    }
    said
}
