//! What the scoreboard shows: large digits for players and spectators (frame score, frames won,
//! the run, fouls, the shot clock), who is at the table written out ("▶ at the table") and not
//! only framed, the read-back waiting for "yes", the last announcements, what the microphone
//! heard, and a typing line.

use iced::widget::{Column, column, container, progress_bar, responsive, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::board::{Board, Message, keys_brief};
use crate::billiards::eightball;
use crate::billiards::frame::Game;
use crate::billiards::matchplay::{Format, MatchState};
use crate::billiards::nineball;
use crate::billiards::session::Current;
use crate::billiards::speak;
use crate::billiards::{Family, Player};
use crate::gui::shell::TYPED_ID;
use crate::shared::i18n::{t, tc};

/// The scale of the big digits by the window's height (768 px = 1).
fn scale(b: &Board) -> f32 {
    (b.size().height / 768.0).clamp(0.6, 3.0)
}

fn panel<'a>(b: &Board, m: &MatchState, p: Player) -> Element<'a, Message> {
    let k = scale(b);
    let c = &b.scorer.log().config;
    let lang = b.scorer.lang();
    let f = &m.frame;
    let at_table = !m.is_over() && f.tally.shooter == p;
    let mut col = Column::new().spacing(6.0 * k).align_x(Alignment::Center);
    col = col.push(text(c.names[p.index()].clone()).size(40.0 * k));
    col = col.push(text(frame_score(b, m, p)).size(140.0 * k));
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
        if f.tally.run != 0 {
            col = col
                .push(text(t(lang, "bil-run", &[("n", f.tally.run.to_string())])).size(30.0 * k));
        }
    }
    if f.tally.fouls[p.index()] > 0 {
        col = col.push(
            text(t(
                lang,
                "bil-ui-fouls",
                &[("n", f.tally.fouls[p.index()].to_string())],
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
    let title = heading(b, &m);
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
        Game::Nine(nineball::State { on_table, .. })
        | Game::Eight(eightball::State { on_table, .. }) => {
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
    // The last four announcements (all of them are said, and written to the log), as many
    // of the newest as fit the room left above the lines kept at the bottom (the key list
    // said after F1 pushed the typing line and the keys off the window at 1024x768).
    let recent: Vec<String> = b.scorer.recent().cloned().collect();
    col = col.push(responsive(move |room| {
        let size = 18.0 * k;
        let mut left = room.height;
        let mut shown = Vec::new();
        for line in recent.iter().rev().take(4) {
            // Wrapped at about 0.55 of the text size a character.
            let per_line = (room.width / (size * 0.55)).max(1.0);
            let lines = (line.chars().count() as f32 / per_line).ceil().max(1.0);
            let spacing = if shown.is_empty() { 0.0 } else { 10.0 * k };
            let height = lines * size * 1.3 + spacing;
            if height > left {
                break;
            }
            left -= height;
            shown.push(line.clone());
        }
        // The newest is shown even when it does not fit whole: its beginning.
        let whole = !shown.is_empty();
        if let (false, Some(newest)) = (whole, recent.last()) {
            shown.push(newest.clone());
        }
        let mut said = Column::new().spacing(10.0 * k);
        for line in shown.into_iter().rev() {
            said = said.push(text(line).size(size));
        }
        let room_for = container(said).width(Length::Fill).clip(true);
        if whole {
            room_for.align_bottom(Length::Fill).into()
        } else {
            // Whole lines of it, none cut through.
            let lines = (room.height / (size * 1.3)).floor();
            room_for.height(Length::Fixed(lines * size * 1.3)).into()
        }
    }));
    let heard = b.scorer.heard().unwrap_or("—").to_string();
    let microphone = b.scorer.microphone();
    let mic = match microphone.level() {
        Some(level) => row![
            text(t(lang, "bil-ui-heard", &[("text", heard)])).size(18.0 * k),
            progress_bar(0.0..=1.0, level).length(Length::Fixed(160.0)),
        ]
        .spacing(10)
        .align_y(Alignment::Center),
        // Listening not asked for is not a missing microphone.
        None if microphone == crate::table::devices::Microphone::NotListening => {
            row![text(t(lang, "mic-not-listening", &[])).size(18.0 * k)]
        }
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
    // The keys to begin with, on one line (F1 says and shows them all).
    col = col.push(text(keys_brief(lang)).size(14.0 * k));
    container(col).padding(20).height(Length::Fill).into()
}

/// The match as the title line says it: discipline, race, frame, the decider, a team score.
fn heading(b: &Board, m: &MatchState) -> String {
    let c = &b.scorer.log().config;
    let lang = b.scorer.lang();
    let mut title = format!(
        "{} — {} — {}",
        speak::discipline_name(lang, c.discipline),
        match c.format {
            Format::RaceTo(n) => tc(lang, "bil-race-to", &[("n", n.into())]),
            Format::Frames(n) => tc(lang, "bil-fixed-frames", &[("n", n.into())]),
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
    title
}

/// The score a player's panel shows: the frame's points, or the frames won in the pool rack
/// games, which have no points.
fn frame_score(b: &Board, m: &MatchState, p: Player) -> String {
    let c = &b.scorer.log().config;
    if m.frame.tally.target.is_none() && c.discipline.family() == Family::Pool {
        m.wins[p.index()].to_string()
    } else {
        m.frame.tally.score[p.index()].to_string()
    }
}

/// Text of `chars` characters at most `size` high that fits `width` (a character is about
/// 0.62 of the size wide in DejaVu Sans, digits and capitals).
fn fitting(size: f32, width: f32, chars: usize) -> f32 {
    size.min(width / (chars.max(1) as f32 * 0.62)).max(12.0)
}

/// The spectators' scoreboard, on the hall's screen: nothing but the match, large enough to
/// read across the hall (5 m: the names a twentieth of the screen's height, the score over a
/// fifth of it): the match line, each player's name, score and frames won, who is at the
/// table written out and framed, his run, the shot clock, snooker's points remaining.
pub fn spectators(b: &Board) -> Element<'_, Message> {
    let m = b.scorer.state();
    let lang = b.scorer.lang();
    let c = &b.scorer.log().config;
    let title = heading(b, &m);
    let names = c.names.clone();
    let scores = Player::BOTH.map(|p| frame_score(b, &m, p));
    let wins = m.wins;
    let shooter = (!m.is_over()).then_some(m.frame.tally.shooter);
    let run = m.frame.tally.run;
    let mut info = Vec::new();
    if let Some(secs) = b.scorer.shot_clock_left() {
        info.push(t(lang, "bil-ui-shot-clock", &[("n", secs.to_string())]));
    }
    if let Some(r) = speak::remaining(lang, c, &m.frame) {
        info.push(r);
    }
    if m.paused.is_some() {
        info.push(t(lang, "bil-ui-suspended", &[]));
    }
    let content = responsive(move |room| {
        let k = room.height / 1080.0;
        let half = (room.width - 2.0 * 30.0 * k - 40.0 * k) / 2.0;
        let panel = |p: Player| -> Element<'_, Message> {
            let i = p.index();
            let at_table = shooter == Some(p);
            let mut col = Column::new().spacing(12.0 * k).align_x(Alignment::Center);
            let name = &names[i];
            col = col.push(text(name.clone()).size(fitting(100.0 * k, half, name.chars().count())));
            col = col.push(text(scores[i].clone()).size(fitting(300.0 * k, half, scores[i].len())));
            col = col
                .push(text(t(lang, "bil-ui-frames", &[("n", wins[i].to_string())])).size(80.0 * k));
            let mut turn = t(lang, "bil-ui-at-table", &[]);
            if at_table && run != 0 {
                turn = format!("{turn} — {}", t(lang, "bil-run", &[("n", run.to_string())]));
            }
            // Kept in place when not at the table, so that the score does not jump.
            let turn_size = fitting(70.0 * k, half, turn.chars().count());
            col = col.push(text(if at_table { turn } else { String::new() }).size(turn_size));
            container(col)
                .padding(20.0 * k)
                .width(Length::Fixed(half))
                .style(if at_table {
                    container::bordered_box
                } else {
                    container::transparent
                })
                .into()
        };
        let mut col = column![
            text(title.clone()).size(fitting(48.0 * k, room.width, title.chars().count())),
            row![panel(Player::A), panel(Player::B)].spacing(40.0 * k),
        ]
        .spacing(16.0 * k)
        .align_x(Alignment::Center);
        for line in &info {
            col = col.push(text(line.clone()).size(fitting(
                70.0 * k,
                room.width,
                line.chars().count(),
            )));
        }
        container(col)
            .padding(30.0 * k)
            .width(Length::Fill)
            .height(Length::Fill)
            .into()
    });
    container(content).into()
}
