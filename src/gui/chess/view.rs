//! What the window shows, for the sighted assistant, arbiter or opponent across the table: a
//! large board, the move to make on the sighted board, both clocks, the score sheet, what was
//! heard and said. Nothing is told by colour alone: the side to move is framed and written out,
//! the last move and the cursor are marked by frames and signs as well as by colour.

use iced::widget::{
    Column, Row, button, column, container, progress_bar, responsive, row, scrollable, stack, text,
    text_input,
};
use iced::{Alignment, Background, Border, Color, Element, Font, Length, Padding, Shadow};
use shakmaty::{File, Position, Rank, Role, Square};

use super::app::{App, Message, Mode, NAME_IDS, Screen};
use super::geometry::{self, LABEL, LINE, PAD, STATUS_SPACING};
use super::keys;
use super::menu::{ItemId, Menu};
use super::online::OPPONENT_ID;
use crate::chess::announce::color_word;
use crate::chess::scoresheet::{clk, move_lines};
use crate::config::Colours;
use crate::gui::shell::TYPED_ID;
use crate::shared::language::capitalized;
use crate::table::devices::Microphone;

/// The font of the pieces (shipped in assets/fonts: DejaVu Sans has the chess glyphs).
pub const PIECE_FONT: Font = Font::with_name("DejaVu Sans");

const INK: Color = Color::BLACK;
const PAPER: Color = Color::WHITE;
const FRAME: Color = Color::from_rgb(0.05, 0.25, 0.75);
const MARK: Color = Color::from_rgb(0.85, 0.35, 0.0);
const PICK: Color = Color::from_rgb(0.0, 0.55, 0.15);

/// The typing line with its hint dark enough to read (the default light grey is hard to
/// read for a low-vision assistant: 4.5:1 on white at least).
fn readable_placeholder(theme: &iced::Theme, status: text_input::Status) -> text_input::Style {
    text_input::Style {
        placeholder: Color::from_rgb(0.35, 0.35, 0.35),
        ..text_input::default(theme, status)
    }
}

/// Room kept right of a scrolled page for its scroll bar, so that no text runs under it.
const SCROLLBAR: f32 = 16.0;

pub fn view(app: &App) -> Element<'_, Message> {
    let content: Element<'_, Message> = match &app.screen {
        Screen::ModelOffer(m)
        | Screen::Start(m)
        | Screen::NewGame(m)
        | Screen::Online(m)
        | Screen::Settings(m)
        | Screen::Games(m)
        | Screen::FileGames(m)
        | Screen::OpenPgn(m) => menu(app, m),
        Screen::Help => help(app),
        Screen::Dispute => dispute(app),
        Screen::Statement => statement(app),
        Screen::VoiceSample => voice_sample(app),
        Screen::Game => game(app),
    };
    paper(content)
}

/// A window's page: black on white, filling it.
fn paper<'a>(content: impl Into<Element<'a, Message>>) -> Element<'a, Message> {
    container(content)
        .padding(PAD)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(|_| container::Style {
            background: Some(Background::Color(PAPER)),
            text_color: Some(INK),
            ..container::Style::default()
        })
        .into()
}

fn title(app: &App) -> String {
    match &app.screen {
        Screen::Start(_) => "Ansage".into(),
        Screen::ModelOffer(_) => app.t("screen-model-offer"),
        Screen::NewGame(_) => app.t("menu-new-game"),
        Screen::Online(_) => format!("{} · {}", app.t("menu-online"), app.table().online_server()),
        Screen::Settings(_) => app.t("menu-settings"),
        Screen::Help => app.t("menu-help"),
        Screen::Dispute => app.t("dispute-title"),
        Screen::Statement => app.t("statement-title"),
        Screen::VoiceSample => app.t("menu-voice-sample"),
        Screen::OpenPgn(_) => app.t("menu-open-pgn"),
        Screen::Games(_) => app.t("menu-games"),
        Screen::FileGames(_) => app.t("menu-file-games"),
        Screen::Game => capitalized(&app.t(&format!("value-{}", app.mode.name()))),
    }
}

fn menu<'a>(app: &'a App, m: &'a Menu) -> Element<'a, Message> {
    let k = app.scale();
    let mut list = Column::new().spacing(6.0 * k);
    list = list.push(text(title(app)).size(40.0 * k));
    if let (Screen::ModelOffer(_), Some(question)) = (&app.screen, app.table().model_question()) {
        list = list.push(
            text(question)
                .size(24.0 * k)
                .width(Length::Fixed(app.size.width.min(900.0))),
        );
    }
    // The folder listed, for the assistant (the blind player hears it with the title).
    if let Screen::OpenPgn(_) = &app.screen {
        list = list.push(text(app.folder.dir.display().to_string()).size(24.0 * k));
    }
    // The model offer's question takes room too, and so does the folder.
    let other = match &app.screen {
        Screen::ModelOffer(_) => 4.0 * 24.0 * k * 1.3,
        Screen::OpenPgn(_) => 24.0 * k * 1.3,
        _ => 0.0,
    };
    // The saved game's item says where the game stands, on two lines with large text; a
    // name typed in its item is a field, taller than a button.
    let other = if m.items.iter().any(|i| i.id == ItemId::Resume) {
        other + 26.0 * k * LINE
    } else {
        other
    };
    let fields = m
        .items
        .iter()
        .filter(|i| {
            matches!(
                i.id,
                ItemId::WhiteName | ItemId::BlackName | ItemId::PgnPath | ItemId::Challenge
            )
        })
        .count();
    let other = other + fields as f32 * 14.0;
    let page = geometry::menu_page(
        m.items.len(),
        m.focus,
        geometry::menu_rows(app.size, k, other),
    );
    let paged = page.len() < m.items.len();
    for (i, item) in m.items.iter().enumerate() {
        if !page.contains(&i) {
            continue;
        }
        let focused = i == m.focus;
        let arrow = text(if focused { "▶" } else { "" })
            .size(26.0 * k)
            .font(PIECE_FONT)
            .width(Length::Fixed(32.0 * k));
        // The players' names are typed where their items stand (they were drawn twice: the
        // item, and a field under the list).
        let name = match item.id {
            ItemId::WhiteName => Some((0, shakmaty::Color::White)),
            ItemId::BlackName => Some((1, shakmaty::Color::Black)),
            _ => None,
        };
        // So is the path of a PGN file.
        let field = match (name, item.id) {
            (Some((n, color)), _) => Some((
                NAME_IDS[n],
                text_input("", &app.names[n])
                    .id(NAME_IDS[n])
                    .on_input(move |t| Message::Name(color, t))
                    .on_submit(Message::NameDone(color)),
            )),
            (None, ItemId::Challenge) => Some((
                ItemId::Challenge.label(),
                text_input("", &app.opponent)
                    .id(OPPONENT_ID)
                    .on_input(Message::Opponent)
                    .on_submit(Message::Challenge),
            )),
            (None, ItemId::PgnPath) => Some((
                ItemId::PgnPath.label(),
                text_input(&app.t("pgn-path"), &app.typed)
                    .id(TYPED_ID)
                    .on_input(Message::Typed)
                    .on_submit(Message::Submit),
            )),
            _ => None,
        };
        if let Some((label, field)) = field {
            let line = row![
                arrow,
                text(format!("{}:", app.t(label))).size(26.0 * k),
                field.size(26.0 * k)
            ]
            .spacing(8.0 * k)
            .align_y(Alignment::Center);
            list = list.push(
                container(line)
                    .padding(5)
                    .width(Length::Fixed(app.size.width.min(900.0)))
                    .style(move |_| container::Style {
                        border: item_border(focused),
                        ..container::Style::default()
                    }),
            );
            continue;
        }
        let b = button(row![arrow, text(app.item_text(item)).size(26.0 * k)])
            .on_press(Message::Item(item.id))
            .width(Length::Fixed(app.size.width.min(900.0)))
            .style(move |_, _| button::Style {
                background: Some(Background::Color(if focused {
                    Color::from_rgb(0.9, 0.93, 1.0)
                } else {
                    PAPER
                })),
                text_color: INK,
                border: item_border(focused),
                shadow: Shadow::default(),
                snap: true,
            });
        list = list.push(b);
    }
    let mut last = last_said(app);
    if paged {
        // Which part of the list is shown, for the eye: the ear hears each item's place.
        let shown = app.t_with(
            "menu-page",
            &[
                ("from", (page.start + 1).to_string()),
                ("to", page.end.to_string()),
                ("count", m.items.len().to_string()),
            ],
        );
        last = format!("{shown} · {last}");
    }
    // Two lines at most of what was said, whole lines only (the second was cut through at
    // 1024x768 with large text).
    list = list.push(
        container(text(last).size(18.0 * k))
            .height(Length::Fixed(2.0 * 18.0 * k * LINE))
            .clip(true),
    );
    scrollable(list.padding(Padding::ZERO.right(SCROLLBAR))).into()
}

fn help(app: &App) -> Element<'_, Message> {
    let k = app.scale();
    let mut list = Column::new().spacing(4.0 * k);
    list = list.push(text(app.t("menu-help")).size(36.0 * k));
    // From the line the arrow keys scrolled to (the wheel scrolls too).
    for (key, id) in keys::KEYS.iter().skip(app.page_top) {
        list = list.push(
            row![
                text(app.t(key))
                    .size(20.0 * k)
                    .font(PIECE_FONT)
                    .width(Length::Fixed(220.0 * k)),
                // Wrapped within the window (a long line ran under the scroll bar and off
                // the window with large text).
                text(app.t(id)).size(20.0 * k).width(Length::Fill),
            ]
            .spacing(12),
        );
    }
    list = list.push(text(app.t("screen-help")).size(20.0 * k));
    scrollable(list.padding(Padding::ZERO.right(SCROLLBAR))).into()
}

/// The arbiter's list: one line per move, what was heard, read back, confirmed and played.
fn dispute(app: &App) -> Element<'_, Message> {
    let k = app.scale();
    let mut list = Column::new().spacing(4.0 * k);
    list = list.push(text(title(app)).size(32.0 * k));
    for line in app.table().dispute().lines().skip(app.page_top) {
        list = list.push(text(line.to_string()).size(18.0 * k));
    }
    scrollable(list.padding(Padding::ZERO.right(SCROLLBAR))).into()
}

/// The device statement, large enough to be read across the table, the checksum in full.
fn statement(app: &App) -> Element<'_, Message> {
    let k = app.scale();
    let width = Length::Fixed(app.size.width - 2.0 * PAD);
    let mut list = Column::new().spacing(10.0 * k);
    for (i, line) in app
        .table()
        .statement()
        .shown(app.lang())
        .into_iter()
        .enumerate()
    {
        let size = if i == 0 { 40.0 } else { 28.0 };
        list = list.push(text(line).size(size * k).width(width));
    }
    list.push(text(app.t("statement-keys")).size(18.0 * k))
        .into()
}

/// The prompt to read, large (before the first, what was said last), and the keys.
fn voice_sample(app: &App) -> Element<'_, Message> {
    let k = app.scale();
    let width = Length::Fixed(app.size.width.min(900.0));
    let prompt = app
        .sample
        .as_ref()
        .and_then(|r| r.prompt_line())
        .unwrap_or_else(|| last_said(app));
    column![
        text(title(app)).size(36.0 * k),
        text(prompt).size(32.0 * k).width(width),
        text(app.t("sample-keys")).size(18.0 * k).width(width),
    ]
    .spacing(16)
    .into()
}

/// A menu item's frame: thick and blue on the focused one (with the arrow, not by colour alone).
fn item_border(focused: bool) -> Border {
    Border {
        color: if focused {
            FRAME
        } else {
            Color::from_rgb(0.7, 0.7, 0.7)
        },
        width: if focused { 4.0 } else { 1.0 },
        radius: 4.0.into(),
    }
}

fn last_said(app: &App) -> String {
    app.said().last().cloned().unwrap_or_default()
}

/// The board with the lines of what was heard and said under it, and the panel beside it.
/// Everything is sized to the window and the text scale, so nothing falls off the window at
/// 1024x768 with large text (issue 32).
fn game(app: &App) -> Element<'_, Message> {
    let k = app.scale();
    if geometry::status_beside(app.size, k) {
        let status = status_lines(app, Length::Fill);
        return row![board(app), side_panel(app, Some(status))]
            .spacing(16)
            .into();
    }
    let under = status_lines(app, Length::Fixed(LABEL + 8.0 * app.square_px()));
    let left = column![board(app), under].spacing(STATUS_SPACING * k);
    row![left, side_panel(app, None)].spacing(16).into()
}

/// The board: 64 buttons (a click enters a move), coordinates on two sides.
fn board(app: &App) -> Element<'_, Message> {
    board_as(app, app.flipped, app.square_px(), true)
}

/// The board turned (Black below) or not, at a square size; `keys`: the cursor and the square
/// picked are marked and a click enters a move (the main window), else only the last move is
/// (the view across the table).
fn board_as(app: &App, flipped: bool, sq_px: f32, keys: bool) -> Element<'_, Message> {
    let pos = app.position();
    let last = app.last_move();
    let last_squares: Vec<Square> = last
        .map(|m| {
            let mut v = vec![m.to()];
            v.extend(m.from());
            v
        })
        .unwrap_or_default();
    let ranks: Vec<Rank> = if flipped {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if flipped {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    let label_size = (sq_px * 0.3).clamp(14.0, 28.0);
    let mut rows = Column::new();
    for &rank in &ranks {
        let mut r = Row::new().push(
            container(text(rank.char().to_string()).size(label_size))
                .width(Length::Fixed(LABEL))
                .height(Length::Fixed(sq_px))
                .center_y(Length::Fixed(sq_px)),
        );
        for &file in &files {
            let sq = Square::from_coords(file, rank);
            let piece = pos.board().piece_at(sq);
            let marks = Marks {
                last: last_squares.contains(&sq),
                cursor: keys && app.cursor == sq && app.screen == Screen::Game,
                picked: keys && app.selected == Some(sq),
            };
            r = r.push(square(app, sq, piece, marks, sq_px, keys));
        }
        rows = rows.push(r);
    }
    let mut file_row = Row::new().push(container(text("")).width(Length::Fixed(LABEL)));
    for &file in &files {
        file_row = file_row.push(
            container(text(file.char().to_string()).size(label_size))
                .width(Length::Fixed(sq_px))
                .center_x(Length::Fixed(sq_px)),
        );
    }
    rows.push(file_row).into()
}

fn square_colours(c: Colours) -> (Color, Color) {
    match c {
        Colours::Classic => (
            Color::from_rgb8(0xF0, 0xD9, 0xB5),
            Color::from_rgb8(0xB5, 0x88, 0x63),
        ),
        Colours::Contrast => (Color::WHITE, Color::from_rgb8(0x8A, 0x8A, 0x8A)),
        Colours::Blue => (
            Color::from_rgb8(0xDE, 0xE3, 0xE6),
            Color::from_rgb8(0x8C, 0xA2, 0xAD),
        ),
    }
}

/// The filled and the outlined glyph of a piece.
fn glyphs(role: Role) -> (char, char) {
    match role {
        Role::King => ('♚', '♔'),
        Role::Queen => ('♛', '♕'),
        Role::Rook => ('♜', '♖'),
        Role::Bishop => ('♝', '♗'),
        Role::Knight => ('♞', '♘'),
        Role::Pawn => ('♟', '♙'),
    }
}

/// What a square is marked as.
struct Marks {
    last: bool,
    cursor: bool,
    picked: bool,
}

fn square<'a>(
    app: &'a App,
    sq: Square,
    piece: Option<shakmaty::Piece>,
    marks: Marks,
    px: f32,
    clickable: bool,
) -> Element<'a, Message> {
    let Marks {
        last: in_last_move,
        cursor,
        picked,
    } = marks;
    let (light, dark) = square_colours(app.look.colours);
    let bg = if sq.is_light() { light } else { dark };
    let glyph_size = px * 0.8;
    let centered = |ch: char, color: Color| {
        container(
            text(ch.to_string())
                .size(glyph_size)
                .font(PIECE_FONT)
                .color(color),
        )
        .center(Length::Fixed(px))
    };
    let mut layers = stack![container(text("")).width(px).height(px)];
    if let Some(p) = piece {
        let (filled, outline) = glyphs(p.role);
        layers = match p.color {
            // A white piece: the filled shape in white under the black outline.
            shakmaty::Color::White => layers
                .push(centered(filled, PAPER))
                .push(centered(outline, INK)),
            shakmaty::Color::Black => layers.push(centered(filled, INK)),
        };
    }
    // Signs in the corner, so that marks do not rest on colour alone.
    let sign = if picked {
        "●"
    } else if in_last_move {
        "◆"
    } else {
        ""
    };
    if !sign.is_empty() {
        layers = layers.push(
            container(
                text(sign)
                    .size((px * 0.22).max(10.0))
                    .font(PIECE_FONT)
                    .color(if picked { PICK } else { MARK }),
            )
            .padding(px * 0.06)
            .width(px)
            .height(px),
        );
    }
    let (border_color, border_width) = if picked {
        (PICK, (px * 0.08).max(4.0))
    } else if cursor {
        (FRAME, (px * 0.08).max(4.0))
    } else if in_last_move {
        (MARK, (px * 0.05).max(3.0))
    } else {
        (bg, 0.0)
    };
    button(layers)
        .padding(0)
        .width(Length::Fixed(px))
        .height(Length::Fixed(px))
        .on_press_maybe(clickable.then_some(Message::Square(sq)))
        .style(move |_, _| button::Style {
            background: Some(Background::Color(bg)),
            text_color: INK,
            border: Border {
                color: border_color,
                width: border_width,
                radius: 0.0.into(),
            },
            shadow: Shadow::default(),
            snap: true,
        })
        .into()
}

fn framed<'a>(content: impl Into<Element<'a, Message>>, on: bool) -> Element<'a, Message> {
    container(content)
        .padding(8)
        .width(Length::Fill)
        .style(move |_| container::Style {
            background: Some(Background::Color(if on {
                Color::from_rgb(1.0, 0.97, 0.8)
            } else {
                PAPER
            })),
            text_color: Some(INK),
            border: Border {
                color: if on {
                    INK
                } else {
                    Color::from_rgb(0.6, 0.6, 0.6)
                },
                width: if on { 5.0 } else { 1.0 },
                radius: 6.0.into(),
            },
            ..container::Style::default()
        })
        .into()
}

/// One side's clock: the name, the time in large digits; the side to move framed, with an
/// arrow and "to move" written out.
fn clock_box(app: &App, side: shakmaty::Color, digits: f32) -> Element<'_, Message> {
    let k = app.scale();
    let session = app.table().session();
    let now = app.table().now();
    let game = &session.game;
    // Review: the clock as recorded after the side's last move on the board, if it was.
    let reading = if app.mode == Mode::Review {
        game.clock_after(app.review, side).map(clk)
    } else {
        session
            .timekeeper()
            .map(|t| clk(t.clock.remaining(side, now)))
    }
    .unwrap_or_else(|| "—".into());
    let to_move = game.turn() == side && !game.is_over() && app.mode != Mode::Review;
    let name = match side {
        shakmaty::Color::White => &game.tags.white,
        shakmaty::Color::Black => &game.tags.black,
    };
    let colour = capitalized(color_word(side, app.lang()));
    let head = if name.is_empty() || name == "?" {
        colour
    } else {
        format!("{colour} ({name})")
    };
    let mark = if to_move {
        format!("▶ {}", app.t("to-move-short"))
    } else {
        String::new()
    };
    // The labels grow with the digits: the view across the table is read from afar.
    framed(
        column![
            text(head).size((digits * 0.42).max(20.0 * k)),
            text(reading).size(digits),
            text(mark)
                .size((digits * 0.46).max(22.0 * k))
                .font(PIECE_FONT),
        ],
        to_move,
    )
}

/// The players, eight lines of moves around the current one (the reviewed, else the last),
/// which is marked by an arrow and a frame (not by colour alone), and the result.
fn score_sheet(app: &App, rows: usize) -> Element<'_, Message> {
    let k = app.scale();
    let game = &app.table().session().game;
    let lines = move_lines(game, false);
    let plies = match app.mode {
        Mode::Review => app.review,
        _ => game.plies().len(),
    };
    let current = plies
        .checked_sub(1)
        .map(|i| (game.ply_number(i).0 - game.ply_number(0).0) as usize);
    let mut col = Column::new().spacing(2.0 * k);
    col = col.push(
        text(format!("{} – {}", game.tags.white, game.tags.black))
            .size(20.0 * k)
            .font(PIECE_FONT),
    );
    for i in geometry::sheet_window(lines.len(), current.unwrap_or(0), rows) {
        let on = current == Some(i);
        let line = text(format!("{} {}", if on { "▶" } else { " " }, lines[i]))
            .size(20.0 * k)
            .font(PIECE_FONT);
        // The current line is marked by the ▶ and a tint, not a frame: framed, it no longer
        // read as text (text recognition lost the line, as a screen magnifier's reading would).
        col = col.push(container(line).padding([2.0 * k, 4.0 * k]).style(move |_| {
            container::Style {
                background: on.then(|| Color::from_rgb(0.85, 0.9, 1.0).into()),
                border: Border {
                    radius: 4.0.into(),
                    ..Border::default()
                },
                ..container::Style::default()
            }
        }));
    }
    if let Some(result) = game.result() {
        col = col.push(text(result.pgn()).size(20.0 * k).font(PIECE_FONT));
    }
    col.into()
}

/// What was heard, what was said (two lines at most), the recording, the microphone and the
/// typing line: in the panel where they fit, else under the board, whose size keeps their
/// room (`geometry::status_beside`).
fn status_lines(app: &App, width: Length) -> Element<'_, Message> {
    let k = app.scale();
    let mut col = Column::new().spacing(STATUS_SPACING * k).width(width);
    let heard = app.table().heard().unwrap_or("");
    col = col.push(
        container(text(app.t_line("heard-line", heard)).size(18.0 * k))
            .height(Length::Fixed(18.0 * k * LINE))
            .clip(true),
    );
    col = col.push(
        container(text(app.t_line("said-line", &last_said(app))).size(18.0 * k))
            .height(Length::Fixed(2.0 * 18.0 * k * LINE))
            .clip(true),
    );
    let recording = if app.table().recording().is_some() {
        format!("● {}", app.t("recording-state"))
    } else {
        String::new()
    };
    col =
        col.push(container(text(recording).size(16.0 * k)).height(Length::Fixed(16.0 * k * LINE)));
    let (state, level) = match app.table().microphone() {
        Microphone::Listening(level) => (app.t("mic-listening"), level),
        Microphone::Waiting(level) => (app.t("mic-push"), level),
        Microphone::Missing => (app.t("mic-off"), 0.0),
        Microphone::NotListening => (app.t("mic-not-listening"), 0.0),
    };
    col = col.push(
        row![
            text(state).size(16.0 * k),
            progress_bar(0.0..=1.0, level)
                .length(Length::Fixed(160.0))
                .girth(Length::Fixed(12.0 * k)),
        ]
        .spacing(10)
        .height(Length::Fixed(16.0 * k * LINE))
        .align_y(Alignment::Center),
    );
    col.push(
        text_input(&app.t("typing-hint"), &app.typed)
            .id(TYPED_ID)
            .on_input(Message::Typed)
            .on_submit(Message::Submit)
            .size(20.0 * k)
            .style(readable_placeholder),
    )
    .into()
}

/// The second window, for the sighted opponent across the table: the board from his side,
/// the last move in large letters, both clocks. Nothing here takes a click; the keys stay the
/// blind player's and the assistant's.
pub fn across(app: &App) -> Element<'_, Message> {
    let k = app.scale();
    let flipped = app.across_side() == shakmaty::Color::Black;
    let shown = app.last_shown();
    let longest = shown.as_ref().map_or(1, |(_, mv)| {
        mv.split(' ').map(|w| w.chars().count()).max().unwrap_or(1)
    });
    let content = responsive(move |room| {
        let (sq_px, mv_size, digits) = geometry::across(room, longest);
        let last = match &shown {
            Some((head, mv)) => column![
                text(head.clone()).size((mv_size * 0.35).max(28.0 * k)),
                text(mv.clone()).size(mv_size).font(PIECE_FONT),
            ],
            None => column![text(app.t("across-no-move")).size(28.0 * k)],
        };
        let side = column![
            framed(last, false),
            clock_box(app, shakmaty::Color::White, digits),
            clock_box(app, shakmaty::Color::Black, digits),
        ]
        .spacing(12.0 * k)
        .width(Length::Fill);
        row![board_as(app, flipped, sq_px, false), side]
            .spacing(24)
            .into()
    });
    paper(content)
}

fn side_panel<'a>(app: &'a App, status: Option<Element<'a, Message>>) -> Element<'a, Message> {
    let k = app.scale();
    let mut col = Column::new().spacing(10.0 * k).width(Length::Fill);
    col = col.push(text(title(app)).size(22.0 * k));
    // The question the blind player is asked, large: the assistant sees at a glance what
    // is waiting for an answer (it was only in the small "said" line).
    if let Some(question) = app.standing_question() {
        let mut lines = column![
            text(app.t("question-standing")).size(18.0 * k),
            text(question).size(36.0 * k),
        ];
        if app.table().session().asks_yes_or_no() {
            let keys = app.t_with(
                "question-keys",
                &[
                    ("yes", app.t("keyname-key-yes")),
                    ("no", app.t("keyname-key-no")),
                ],
            );
            lines = lines.push(text(keys).size(18.0 * k));
        }
        col = col.push(framed(lines, true));
    }
    let clock_digits = geometry::clock_digits(app.size, k);
    if let Some(mv) = app.to_execute() {
        let size = geometry::move_size(app.size, k, mv.chars().count());
        col = col.push(framed(
            column![
                text(app.t("to-execute")).size(18.0 * k),
                text(mv).size(size).font(PIECE_FONT),
            ],
            true,
        ));
    }
    col = col.push(
        row![
            clock_box(app, shakmaty::Color::White, clock_digits),
            clock_box(app, shakmaty::Color::Black, clock_digits)
        ]
        .spacing(8),
    );
    // The score sheet takes the rest of the panel, as many lines as fit.
    col = col.push(responsive(move |room| {
        let rows = geometry::sheet_rows(room.height, k);
        framed(score_sheet(app, rows), false)
    }));
    if let Some(status) = status {
        col = col.push(status);
    }
    col.into()
}
