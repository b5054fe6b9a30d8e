//! The console mode: one line in is one utterance (the same words as speech) or a typed
//! command; every announcement is printed on its own line. It works with a screen reader in a
//! terminal and is scriptable through stdin.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use crate::core::announce::Style;
use crate::core::game::{Game, IllegalPolicy, fen_of, parse_fen};
use crate::core::lexicon::{Command, Language, Lexicon};
use crate::core::messages::{Msg, render};
use crate::core::scoresheet::{fide_text, from_pgn, to_pgn};
use crate::core::session::{ConfirmPolicy, Output, Session, Settings};
use crate::store::{self, SavedSession};

/// How the console starts.
#[derive(Clone, Debug)]
pub struct ConsoleOptions {
    pub settings: Settings,
    /// Start from this position instead of offering the autosave.
    pub fen: Option<String>,
    pub data_dir: PathBuf,
    pub illegal_policy: IllegalPolicy,
    pub white: Option<String>,
    pub black: Option<String>,
}

/// The typed commands, for `help`.
pub const TYPED_COMMANDS: &str = "\
Typed commands (anything else is taken as spoken words):
  help              this list and the spoken commands
  fen               print the position as FEN
  pgn               print the game so far as PGN
  scoresheet        print the score sheet in FIDE notation
  save PATH         write the game as PGN to PATH
  load PATH         read a game from a PGN file
  new [FEN]         start a new game (from FEN if given)
  played MOVE       enter a move already made on the board (no read-back; an illegal one
                    is recorded by article 7.4)
  illegal           record an illegal move by the side to move (article 7.4)
  envelope          print the sealed-move envelope of an adjourned game (appendix A2)
  set style ibca|ibca-from|en|ru
  set confirm always|when-inexact|never
  set lang de|en|ru
  set illegal standard|rapid|blitz
  quit              leave (the game stays saved)";

struct Console<W: Write> {
    out: W,
    session: Session,
    opts: ConsoleOptions,
    saved_revision: u64,
    offer: Option<Box<(SavedSession, Game)>>,
}

/// Runs the console until `quit` or the end of input.
pub fn run<R: BufRead, W: Write>(opts: ConsoleOptions, input: R, out: W) -> io::Result<()> {
    let mut game = match &opts.fen {
        Some(fen) => match parse_fen(fen) {
            Ok(pos) => Game::new(pos),
            Err(e) => {
                return Err(io::Error::new(io::ErrorKind::InvalidInput, e));
            }
        },
        None => Game::default(),
    };
    game.illegal_policy = opts.illegal_policy;
    game.tags.date = today();
    if let Some(w) = &opts.white {
        game.tags.white = w.clone();
    }
    if let Some(b) = &opts.black {
        game.tags.black = b.clone();
    }
    let mut c = Console {
        out,
        session: Session::new(game, opts.settings),
        saved_revision: 0,
        offer: None,
        opts,
    };
    c.start()?;
    for line in input.lines() {
        let line = line?;
        if !c.line(&line)? {
            break;
        }
        c.autosave()?;
    }
    c.out.flush()
}

impl<W: Write> Console<W> {
    fn lang(&self) -> Language {
        self.session.settings.language
    }

    fn say(&mut self, msg: Msg) -> io::Result<()> {
        let text = render(&msg, self.lang(), self.session.settings.style);
        writeln!(self.out, "{text}")
    }

    fn print(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        for o in outputs {
            if let Output::Say(s) = o {
                writeln!(self.out, "{}", s.text)?;
            }
        }
        self.out.flush()
    }

    fn start(&mut self) -> io::Result<()> {
        let path = store::autosave_path(&self.opts.data_dir);
        if self.opts.fen.is_none() {
            match store::load(&path) {
                Ok(Some((saved, game))) if !game.is_over() => {
                    let msg = Msg::ResumeOffer(game.move_number(), game.turn());
                    self.offer = Some(Box::new((saved, game)));
                    return self.say(msg);
                }
                Ok(_) => {}
                Err(bad) => {
                    let kept = bad.kept_at.map(|p| p.display().to_string());
                    self.say(Msg::SaveUnreadable(bad.problem, kept))?;
                }
            }
        }
        let turn = self.session.game.turn();
        self.say(Msg::NewGame(turn))
    }

    fn autosave(&mut self) -> io::Result<()> {
        if self.session.revision() == self.saved_revision {
            return Ok(());
        }
        self.saved_revision = self.session.revision();
        let saved = SavedSession::new(&self.session.game, self.session.settings);
        let path = store::autosave_path(&self.opts.data_dir);
        if let Err(e) = store::save(&path, &saved) {
            self.say(Msg::SaveFailed(e.to_string()))?;
        }
        Ok(())
    }

    /// Handles one line; false to stop.
    fn line(&mut self, line: &str) -> io::Result<bool> {
        let line = line.trim();
        if self.offer.is_some() {
            return self.answer_offer(line).map(|_| true);
        }
        let (head, arg) = match line.split_once(char::is_whitespace) {
            Some((h, a)) => (h, a.trim()),
            None => (line, ""),
        };
        match head.to_lowercase().as_str() {
            "quit" | "exit" => return Ok(false),
            "help" if arg.is_empty() => {
                writeln!(self.out, "{TYPED_COMMANDS}")?;
                let o = self.session.hear("help");
                self.print(o)?;
            }
            "fen" if arg.is_empty() => {
                let fen = fen_of(self.session.game.position());
                writeln!(self.out, "{fen}")?;
            }
            "pgn" if arg.is_empty() => {
                let pgn = to_pgn(&self.session.game);
                write!(self.out, "{pgn}")?;
            }
            "scoresheet" if arg.is_empty() => {
                let text = fide_text(&self.session.game);
                write!(self.out, "{text}")?;
            }
            "save" if !arg.is_empty() => {
                let pgn = to_pgn(&self.session.game);
                match store::write_atomic(std::path::Path::new(arg), pgn.as_bytes()) {
                    Ok(()) => writeln!(self.out, "{}", self.note(Note::Saved(arg)))?,
                    Err(e) => self.say(Msg::SaveFailed(e.to_string()))?,
                }
            }
            "load" if !arg.is_empty() => {
                let loaded = std::fs::read_to_string(arg)
                    .map_err(|e| e.to_string())
                    .and_then(|text| from_pgn(&text).map_err(|e| e.0));
                match loaded {
                    Ok(mut game) => {
                        game.illegal_policy = self.opts.illegal_policy;
                        let n = game.plies().len();
                        let o = self.session.new_game(game);
                        writeln!(self.out, "{}", self.note(Note::Loaded(n)))?;
                        self.print(o)?;
                        if let Some(r) = self.session.game.result() {
                            self.say(Msg::Result(r))?;
                        }
                    }
                    Err(e) => writeln!(self.out, "{}", self.note(Note::Error(&e)))?,
                }
            }
            "new" => {
                let pos = if arg.is_empty() {
                    Ok(shakmaty::Chess::default())
                } else {
                    parse_fen(arg)
                };
                match pos {
                    Ok(pos) => {
                        let mut game = Game::new(pos);
                        game.illegal_policy = self.opts.illegal_policy;
                        game.tags = self.session.game.tags.clone();
                        game.tags.date = today();
                        let o = self.session.new_game(game);
                        self.print(o)?;
                    }
                    Err(e) => writeln!(self.out, "{}", self.note(Note::Error(&e)))?,
                }
            }
            "envelope" if arg.is_empty() => {
                let text = self.envelope();
                writeln!(self.out, "{text}")?;
            }
            "played" if !arg.is_empty() => {
                let o = self.session.enter_board_move(arg);
                self.print(o)?;
            }
            "illegal" if arg.is_empty() => {
                let o = self.session.enter_illegal_move();
                self.print(o)?;
            }
            "set" => self.set(arg)?,
            _ => {
                let o = self.session.hear(line);
                self.print(o)?;
            }
        }
        Ok(true)
    }

    fn answer_offer(&mut self, line: &str) -> io::Result<()> {
        let words = Lexicon::builtin().tokenize(line);
        let cmds: Vec<Command> = words.iter().filter_map(|w| w.command()).collect();
        let yes = cmds
            .iter()
            .any(|c| matches!(c, Command::Yes | Command::Resume));
        let no = cmds.iter().any(|c| matches!(c, Command::No | Command::New))
            || line.eq_ignore_ascii_case("new");
        let offer = self.offer.take().expect("checked");
        if yes {
            let (saved, game) = *offer;
            self.session = Session::new(game, saved.settings);
            self.saved_revision = self.session.revision();
            let game = &self.session.game;
            let msg = Msg::MoveNumber(game.move_number(), game.turn());
            self.say(msg)
        } else if no {
            let turn = self.session.game.turn();
            self.say(Msg::NewGame(turn))
        } else {
            let msg = Msg::ResumeOffer(offer.1.move_number(), offer.1.turn());
            self.offer = Some(offer);
            self.say(msg)
        }
    }

    /// The adjournment envelope's fields (appendix A2), or why there is none.
    fn envelope(&self) -> String {
        let game = &self.session.game;
        let Some(sealed) = game.sealed() else {
            return render(&Msg::NotAdjourned, self.lang(), self.session.settings.style);
        };
        let t = &game.tags;
        let yes_no = |b: bool| match (self.lang(), b) {
            (Language::De, true) => "ja",
            (Language::De, false) => "nein",
            (Language::En, true) => "yes",
            (Language::En, false) => "no",
            (Language::Ru, true) => "да",
            (Language::Ru, false) => "нет",
        };
        let labels: [&str; 9] = match self.lang() {
            Language::De => [
                "Abgabezug (Anhang A2)",
                "Weiß",
                "Schwarz",
                "Turnier",
                "Runde",
                "Abgegeben von",
                "Zug",
                "Remisangebot offen",
                "Fortsetzung",
            ],
            Language::En => [
                "Sealed move envelope (appendix A2)",
                "White",
                "Black",
                "Event",
                "Round",
                "Sealed by",
                "Move",
                "Draw offer pending",
                "Resumption",
            ],
            Language::Ru => [
                "Конверт с записанным ходом (приложение A2)",
                "Белые",
                "Чёрные",
                "Соревнование",
                "Тур",
                "Ход записал",
                "Ход",
                "Предложение ничьей",
                "Доигрывание",
            ],
        };
        let side = crate::core::announce::color_word(sealed.sealed_by, self.lang());
        format!(
            "{}\n{}: {}\n{}: {}\n{}: {}\n{}: {}\n{}: {side}\n{}: {}\nFEN: {}\n{}: {}\n{}: {}",
            labels[0],
            labels[1],
            t.white,
            labels[2],
            t.black,
            labels[3],
            t.event,
            labels[4],
            t.round,
            labels[5],
            labels[6],
            sealed.move_number,
            sealed.fen,
            labels[7],
            yes_no(sealed.draw_offer_pending),
            labels[8],
            sealed.resumption.as_deref().unwrap_or("?"),
        )
    }

    fn set(&mut self, arg: &str) -> io::Result<()> {
        let (key, value) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
        let value = value.trim();
        let ok = match key {
            "style" => Style::from_name(value).map(|s| self.session.settings.style = s),
            "confirm" => ConfirmPolicy::from_name(value).map(|c| self.session.settings.confirm = c),
            "lang" | "language" => {
                Language::from_code(value).map(|l| self.session.settings.language = l)
            }
            "illegal" => illegal_policy(value).map(|p| {
                self.opts.illegal_policy = p;
                self.session.game.illegal_policy = p;
            }),
            _ => None,
        };
        let note = match ok {
            Some(()) => Note::Set(key, value),
            None => Note::BadSetting(arg),
        };
        writeln!(self.out, "{}", self.note(note))
    }

    fn note(&self, note: Note<'_>) -> String {
        use Language::*;
        match (self.lang(), note) {
            (De, Note::Saved(p)) => format!("Gespeichert: {p}"),
            (En, Note::Saved(p)) => format!("Saved: {p}"),
            (Ru, Note::Saved(p)) => format!("Сохранено: {p}"),
            (De, Note::Loaded(n)) => format!("Partie geladen, {n} Halbzüge."),
            (En, Note::Loaded(n)) => format!("Game loaded, {n} half-moves."),
            (Ru, Note::Loaded(n)) => format!("Партия загружена, {n} полуходов."),
            (De, Note::Error(e)) => format!("Fehler: {e}. Nichts geändert."),
            (En, Note::Error(e)) => format!("Error: {e}. Nothing changed."),
            (Ru, Note::Error(e)) => format!("Ошибка: {e}. Ничего не изменено."),
            (De, Note::Set(k, v)) => format!("{k} = {v}"),
            (En, Note::Set(k, v)) => format!("{k} = {v}"),
            (Ru, Note::Set(k, v)) => format!("{k} = {v}"),
            (De, Note::BadSetting(a)) => format!("Unbekannte Einstellung: {a}. Siehe help."),
            (En, Note::BadSetting(a)) => format!("Unknown setting: {a}. See help."),
            (Ru, Note::BadSetting(a)) => format!("Неизвестная настройка: {a}. См. help."),
        }
    }
}

enum Note<'a> {
    Saved(&'a str),
    Loaded(usize),
    Error(&'a str),
    Set(&'a str, &'a str),
    BadSetting(&'a str),
}

/// Today's date as the PGN Date tag wants it ("2026.11.30"), from the system clock.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Days since 1970-01-01 to a Gregorian date (H. Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Parses an illegal-move policy name.
pub fn illegal_policy(name: &str) -> Option<IllegalPolicy> {
    match name {
        "standard" => Some(IllegalPolicy::Standard),
        "rapid" => Some(IllegalPolicy::Rapid),
        "blitz" => Some(IllegalPolicy::Blitz),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
