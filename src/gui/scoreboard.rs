//! The billiards scoreboard: large digits for players and spectators (frame score, frames won,
//! the run, fouls, the shot clock), who is at the table written out ("▶ at the table") and not
//! only framed, the read-back waiting for "yes", the last announcements, what the microphone
//! heard, and a typing line. Every action has a key (the table below, spoken by F1) and a
//! spoken command; the scorer behind it is the console's.

use std::io;
use std::time::Duration;

use iced::keyboard::{Event, Key, key::Named};
use iced::widget::{Column, column, container, progress_bar, row, text, text_input};
use iced::{Alignment, Element, Length, Size, Subscription, Task, window};

use crate::billiards::frame::Game;
use crate::billiards::matchplay::MatchState;
use crate::billiards::speak;
use crate::billiards::{Family, Player};
use crate::scorer::{Current, Scorer, ScorerOptions};
use crate::shared::i18n::t;
use crate::shared::language::Language;

/// The keys: key name and what it does (said by F1, shown by the help line).
pub const KEYS: &[(&str, &str)] = &[
    ("T", "bil-key-type"),
    ("Y / N", "bil-key-yes-no"),
    ("Space", "bil-key-no-score"),
    ("U", "bil-key-undo"),
    ("S", "bil-key-score"),
    ("W", "bil-key-turn"),
    ("R", "bil-key-repeat"),
    ("F1", "bil-key-help"),
    ("F2", "bil-key-settings"),
    ("Escape", "bil-key-silence"),
    ("Ctrl+Q", "bil-key-quit"),
];

const TYPED_ID: &str = "typed";
const KEYS_ID: &str = "keys";
const TICK: Duration = Duration::from_millis(100);

#[derive(Clone, Debug)]
pub enum Message {
    Tick,
    Key(Event),
    Typed(String),
    Submit,
    Resized(Size),
    Close,
}

pub struct Board {
    pub scorer: Scorer<Vec<u8>>,
    pub typed: String,
    size: Size,
    /// Echo the scorer's lines to stdout (the window's log, read by tests).
    echo: bool,
}

/// Opens the scoreboard and runs until it closes.
pub fn run(opts: ScorerOptions, size: Size) -> Result<(), String> {
    let boot = move || {
        let b = Board::new(opts.clone(), size, true)
            .unwrap_or_else(|e| panic!("the scorer cannot start: {e}"));
        (b, Task::none())
    };
    iced::application(boot, Board::update, view)
        .title("Ansage")
        .font(include_bytes!("../../assets/fonts/DejaVuSans.ttf").as_slice())
        .window_size(size)
        .subscription(|_| {
            Subscription::batch([
                iced::time::every(TICK).map(|_| Message::Tick),
                iced::keyboard::listen().map(Message::Key),
                window::resize_events().map(|(_, s)| Message::Resized(s)),
                window::close_requests().map(|_| Message::Close),
            ])
        })
        .exit_on_close_request(false)
        .run()
        .map_err(|e| e.to_string())
}

impl Board {
    pub fn new(opts: ScorerOptions, size: Size, echo: bool) -> io::Result<Board> {
        let mut b = Board {
            scorer: Scorer::open(opts, Vec::new())?,
            typed: String::new(),
            size,
            echo,
        };
        b.drain();
        Ok(b)
    }

    /// Moves the scorer's written lines to stdout (when echoing).
    fn drain(&mut self) {
        let bytes = std::mem::take(self.scorer.out_mut());
        if self.echo && !bytes.is_empty() {
            use std::io::Write;
            let mut out = io::stdout();
            let _ = out.write_all(&bytes);
            let _ = out.flush();
        }
    }

    pub fn update(&mut self, m: Message) -> Task<Message> {
        let task = match self.handle(m) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("ansage: {e}");
                Task::none()
            }
        };
        self.drain();
        task
    }

    fn handle(&mut self, m: Message) -> io::Result<Task<Message>> {
        match m {
            Message::Tick => self.scorer.step()?,
            Message::Resized(s) => self.size = s,
            Message::Close => return Ok(iced::exit()),
            Message::Typed(s) => self.typed = s,
            Message::Submit => {
                let line = std::mem::take(&mut self.typed);
                if !self.scorer.enter(&line)? {
                    return Ok(iced::exit());
                }
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
            Message::Key(e) => return self.key(&e),
        }
        Ok(Task::none())
    }

    fn key(&mut self, e: &Event) -> io::Result<Task<Message>> {
        let Event::KeyPressed {
            key,
            modifiers,
            repeat: false,
            ..
        } = e
        else {
            return Ok(Task::none());
        };
        let line = match key {
            Key::Named(Named::F1) => {
                let lang = self.scorer.lang();
                let help = keys_help(lang);
                self.scorer.answer(help)?;
                return Ok(Task::none());
            }
            Key::Named(Named::F2) => "settings",
            Key::Named(Named::Escape) => {
                self.scorer.silence();
                return Ok(iced::widget::operation::focus(KEYS_ID));
            }
            Key::Named(Named::Space) => "no score",
            Key::Character(c) if c.as_str() == "q" && modifiers.control() => {
                return Ok(iced::exit());
            }
            Key::Character(_) if modifiers.control() || modifiers.alt() => {
                return Ok(Task::none());
            }
            Key::Character(c) => match c.to_lowercase().as_str() {
                "t" => return Ok(iced::widget::operation::focus(TYPED_ID)),
                "y" => "yes",
                "n" => "no",
                "u" => "undo",
                "s" => "score",
                "w" => "whose turn",
                "r" => "repeat",
                _ => return Ok(Task::none()),
            },
            _ => return Ok(Task::none()),
        };
        // The keys give the English words, which the scorer takes in every language.
        self.scorer.enter(line)?;
        Ok(Task::none())
    }
}

/// The keys in words: "T: type a command. Y / N: …".
pub fn keys_help(lang: Language) -> String {
    KEYS.iter()
        .map(|(k, id)| format!("{k}: {}", t(lang, id, &[])))
        .collect::<Vec<_>>()
        .join(". ")
}

/// The scale of the big digits by the window's height (768 px = 1).
fn scale(b: &Board) -> f32 {
    (b.size.height / 768.0).clamp(0.6, 3.0)
}

fn panel<'a>(b: &Board, m: &MatchState, p: Player) -> Element<'a, Message> {
    let k = scale(b);
    let c = &b.scorer.log().config;
    let lang = b.scorer.lang();
    let f = &m.frame;
    let at_table = !m.is_over() && f.shooter == p;
    let mut col = Column::new().spacing(6.0 * k).align_x(Alignment::Center);
    col = col.push(text(c.names[p.index()].clone()).size(40.0 * k));
    let frame_score = if f.target.is_none() && c.discipline.family() == Family::Pool {
        format!("{}", m.wins[p.index()])
    } else {
        f.score[p.index()].to_string()
    };
    col = col.push(text(frame_score).size(160.0 * k));
    col = col.push(
        text(t(
            lang,
            "bil-ui-frames",
            &[("n", m.wins[p.index()].to_string())],
        ))
        .size(34.0 * k),
    );
    if at_table {
        col = col.push(text(t(lang, "bil-ui-at-table", &[])).size(30.0 * k));
        if f.run != 0 {
            col = col.push(text(t(lang, "bil-run", &[("n", f.run.to_string())])).size(30.0 * k));
        }
    }
    if f.fouls[p.index()] > 0 {
        col = col.push(
            text(t(
                lang,
                "bil-ui-fouls",
                &[("n", f.fouls[p.index()].to_string())],
            ))
            .size(26.0 * k),
        );
    }
    if let Game::Eight(s) = &f.game
        && let Some(left) = s.left(p)
    {
        let id = if s.solids == Some(p) {
            "bil-ui-solids"
        } else {
            "bil-ui-stripes"
        };
        col = col.push(text(t(lang, id, &[("n", left.to_string())])).size(24.0 * k));
    }
    let style = if at_table {
        container::bordered_box
    } else {
        container::transparent
    };
    container(col)
        .padding(16.0 * k)
        .width(Length::FillPortion(1))
        .style(style)
        .into()
}

pub fn view(b: &Board) -> Element<'_, Message> {
    let k = scale(b);
    let m = b.scorer.state();
    let c = &b.scorer.log().config;
    let lang = b.scorer.lang();
    let mut title = format!(
        "{} — {} — {}",
        speak::discipline_name(lang, c.discipline),
        match c.format {
            crate::billiards::matchplay::Format::RaceTo(n) => {
                t(lang, "bil-race-to", &[("n", n.to_string())])
            }
            crate::billiards::matchplay::Format::Frames(n) => {
                t(lang, "bil-fixed-frames", &[("n", n.to_string())])
            }
        },
        t(
            lang,
            "bil-ui-frame",
            &[(
                "n",
                (m.frames.len() + usize::from(!m.is_over())).to_string()
            )]
        )
    );
    if m.deciding(c.format) && !m.is_over() {
        title = format!("{title} — {}", t(lang, "bil-deciding", &[]));
    }
    if let Current::Team(tm) = b.scorer.current() {
        let s = tm.score();
        title = format!(
            "{} {} : {} {} — {title}",
            tm.teams[0], s[0], s[1], tm.teams[1]
        );
    }
    let mut col = column![text(title).size(26.0 * k)].spacing(10.0 * k);
    col = col.push(row![panel(b, &m, Player::A), panel(b, &m, Player::B)].spacing(20));
    let mut info = Vec::new();
    match &m.frame.game {
        Game::Snooker(s) => {
            if let Some(r) = speak::remaining(lang, c, &m.frame) {
                info.push(r);
            }
            info.push(t(lang, "bil-ui-reds", &[("n", s.reds.to_string())]));
        }
        Game::Nine(crate::billiards::nineball::State { on_table, .. })
        | Game::Eight(crate::billiards::eightball::State { on_table, .. }) => {
            let balls: Vec<String> = on_table.iter().map(u8::to_string).collect();
            info.push(t(lang, "bil-ui-on-table", &[("balls", balls.join(" "))]));
        }
        Game::Russian(s) => info.push(t(
            lang,
            "bil-ui-points-on-table",
            &[("n", s.points_left().to_string())],
        )),
        Game::Straight(s) => info.push(t(
            lang,
            "bil-ui-balls-on-table",
            &[("n", s.on_table.to_string())],
        )),
        _ => {}
    }
    if let Some(secs) = b.scorer.shot_clock_left() {
        info.push(t(lang, "bil-ui-shot-clock", &[("n", secs.to_string())]));
    }
    if m.paused.is_some() {
        info.push(t(lang, "bil-ui-suspended", &[]));
    }
    for line in info {
        col = col.push(text(line).size(28.0 * k));
    }
    if let Some(q) = speak::choice(lang, c, &m.frame) {
        col = col.push(text(q).size(28.0 * k));
    }
    if let Some(words) = b.scorer.proposal_words() {
        col = col.push(text(t(lang, "bil-ui-proposal", &[("what", words)])).size(30.0 * k));
    }
    // The last four announcements (all of them are said, and written to the log).
    let recent: Vec<&String> = b.scorer.recent().collect();
    for line in &recent[recent.len().saturating_sub(4)..] {
        col = col.push(text((*line).clone()).size(18.0 * k));
    }
    let heard = b.scorer.heard().unwrap_or("—").to_string();
    let mic = match b.scorer.level() {
        Some(level) => row![
            text(t(lang, "bil-ui-heard", &[("text", heard)])).size(18.0 * k),
            progress_bar(0.0..=1.0, level).length(Length::Fixed(160.0)),
        ]
        .spacing(10)
        .align_y(Alignment::Center),
        None => row![text(t(lang, "mic-off", &[])).size(18.0 * k)],
    };
    col = col.push(mic);
    col = col.push(
        text_input(&t(lang, "bil-ui-type-hint", &[]), &b.typed)
            .id(TYPED_ID)
            .on_input(Message::Typed)
            .on_submit(Message::Submit)
            .size(20.0 * k),
    );
    col = col.push(text(keys_help(lang)).size(14.0 * k));
    container(col).padding(20).into()
}
