//! Where the board is in the window: the side of a square for a window size, and the margins.
//! The view draws by it, and the window prints it on stdout, so that an assistant's script
//! (and the window tests) can click the squares.

use iced::Size;

/// Space around the window's content, and the width of the rank labels left of the board;
/// the board's first square is at (PAD + LABEL, PAD).
pub const PAD: f32 = 8.0;
pub const LABEL: f32 = 28.0;

/// Text is drawn at 1.3 times its size in height (iced's default line height).
pub const LINE: f32 = 1.3;

/// The lines under the board at the text scale `k`: what was heard (one line), what was said
/// (two), the recording and the microphone, the typing line, and the spacing between them.
pub fn status_height(k: f32) -> f32 {
    let lines = (18.0 + 2.0 * 18.0 + 16.0 + 16.0) * k * LINE;
    // The typing line: its text, its padding and its border.
    let typing = 20.0 * k * LINE + 2.0 * 5.0 + 2.0;
    lines + typing + 5.0 * STATUS_SPACING * k
}

/// The space between the board and the lines under it, and between those lines.
pub const STATUS_SPACING: f32 = 4.0;

/// Whether the status lines fit in the panel beside the board, under its title, a question
/// or the move to make, the clocks and two lines of the score sheet: then the board keeps the
/// window's full height. Otherwise (at 1024x768 with large text the typing and microphone
/// lines fell below the window) they go under the board, which leaves room for them.
pub fn status_beside(window: Size, k: f32) -> bool {
    let title = 22.0 * k * LINE + 10.0 * k;
    let framed = 2.0 * 8.0 + 2.0 * 5.0 + 10.0 * k;
    let question = (18.0 + 36.0 + 18.0) * k * LINE + framed;
    let clocks = (20.0 + 48.0 + 22.0) * k * LINE + framed;
    let sheet = 3.0 * 20.0 * k * LINE + framed;
    window.height - 2.0 * PAD >= title + question + clocks + sheet + status_height(k)
}

/// The side of a square, in logical pixels: the board takes the left part of the window,
/// above the status lines where they are under it.
pub fn square_size(window: Size, k: f32) -> f32 {
    let w = window.width * 0.58 - 2.0 * PAD - LABEL;
    let under = if status_beside(window, k) {
        0.0
    } else {
        status_height(k) + STATUS_SPACING * k
    };
    let h = window.height - 2.0 * PAD - LABEL - under;
    (w.min(h) / 8.0).floor().max(24.0)
}

/// The width of the panel right of the board, inside the window's margin.
pub fn panel_width(window: Size, k: f32) -> f32 {
    let board = PAD + LABEL + 8.0 * square_size(window, k) + 16.0;
    window.width - board - PAD
}

/// The size of a clock's digits: large, but never wider than its box (at 800x600 the last
/// digit was clipped). The panel right of the board holds the two clocks side by side; each
/// box loses its padding and frame; "0:00:00" is about 3.8 times as wide as the text size.
pub fn clock_digits(window: Size, k: f32) -> f32 {
    let inner = (panel_width(window, k) - 8.0) / 2.0 - 2.0 * 8.0 - 2.0 * 5.0;
    (48.0 * k).min(inner / 3.9).max(12.0)
}

/// The size of the move to make on the sighted board: large, but on one line of the panel's
/// framed box ("Springer g1–" / "f3" was broken in two at 1024x768 with large text). A
/// character of the piece font is at most about 0.62 times as wide as the text size.
pub fn move_size(window: Size, k: f32, chars: usize) -> f32 {
    let inner = panel_width(window, k) - 2.0 * 8.0 - 2.0 * 5.0;
    (44.0 * k)
        .min(inner / (chars.max(1) as f32 * 0.62))
        .max(12.0)
}

/// The view across the table in a window of `room`: the square size of its board, the text
/// size of the last move (its longest word on one line of the column beside the board; a
/// character of the piece font is at most about 0.62 times as wide as the text size) and of
/// the clocks' digits (eight characters, "0:04:58" and room).
pub fn across(room: Size, longest_word: usize) -> (f32, f32, f32) {
    let sq_px = ((room.height - LABEL * 1.5) / 8.0)
        .min((room.width * 0.62 - LABEL) / 8.0)
        .max(8.0);
    let column = room.width - LABEL - 8.0 * sq_px - 24.0 - 2.0 * 8.0 - 2.0 * 5.0;
    let mv = (room.height / 7.0)
        .min(column / (longest_word.max(1) as f32 * 0.62))
        .max(12.0);
    let digits = (room.height / 9.0).min(column / 8.0 / 0.62).max(12.0);
    (sq_px, mv, digits)
}

/// How many lines of moves the score sheet shows in `height` pixels at the scale `k` (its
/// frame, the players' line, and each line with its padding and spacing).
pub fn sheet_rows(height: f32, k: f32) -> usize {
    let frame = 2.0 * 8.0 + 2.0 * 5.0;
    let line = 20.0 * k * LINE + 4.0 * k + 2.0 * k;
    let players = 20.0 * k * LINE + 2.0 * k;
    (((height - frame - players) / line).floor().max(1.0) as usize).min(8)
}

/// How many items of a menu fit the window's height at the text scale `k`, below the
/// menu's title and whatever else the screen shows (`other`, in pixels). A longer list is
/// shown a page at a time, the page that holds the focused item, so the focus is always on
/// the screen (a file of two hundred games, the settings at 800x600).
pub fn menu_rows(window: Size, k: f32, other: f32) -> usize {
    // An item: 26-point text at line height 1.3, the button's padding, the spacing.
    let item = 26.0 * k * 1.3 + 10.0 + 6.0 * k;
    // The title (40 points), the two lines of what was said (18 points), the margins.
    let fixed = 40.0 * k * 1.3 + 6.0 * k + 2.0 * 18.0 * k * 1.3 + 6.0 * k + 2.0 * PAD + other;
    (((window.height - fixed) / item).floor() as usize).max(3)
}

/// How many lines of a long page (the help, the arbiter's list) surely fit under its title:
/// each counted as two lines of text, as a long one wraps. Scrolling by keys stops when the
/// last line is on the screen.
pub fn page_rows(window: Size, k: f32) -> usize {
    let line = 2.0 * 20.0 * k * 1.3 + 4.0 * k;
    let fixed = 36.0 * k * 1.3 + 2.0 * PAD;
    (((window.height - fixed) / line).floor() as usize).max(1)
}

/// The items shown: the page of `rows` items that holds the focus.
pub fn menu_page(len: usize, focus: usize, rows: usize) -> std::ops::Range<usize> {
    let start = focus / rows * rows;
    start..(start + rows).min(len)
}

/// The lines of the score sheet shown, `rows` of them: those that end one line after the
/// current move's (the reviewed one, else the last), so the move is always on the screen with
/// the reply that follows it (the sheet showed the last lines, whatever was reviewed).
pub fn sheet_window(len: usize, current: usize, rows: usize) -> std::ops::Range<usize> {
    let end = (current + 2).min(len).max(rows.min(len));
    end.saturating_sub(rows)..end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_menu_is_shown_by_the_page_that_holds_the_focus() {
        let rows = menu_rows(Size::new(1024.0, 768.0), 1.0, 0.0);
        assert_eq!(rows, 12);
        assert_eq!(menu_rows(Size::new(800.0, 600.0), 0.8, 0.0), 11);
        assert_eq!(menu_page(203, 0, rows), 0..12);
        assert_eq!(menu_page(203, 40, rows), 36..48);
        assert_eq!(menu_page(203, 202, rows), 192..203);
        assert_eq!(menu_page(4, 3, rows), 0..4);
        assert_eq!(page_rows(Size::new(1024.0, 768.0), 1.0), 12);
    }

    #[test]
    fn the_clock_digits_fit_their_box() {
        // 800x600: the box is 132 pixels inside; 38.4 (48 at the scale 0.8) was too wide.
        assert!((clock_digits(Size::new(800.0, 600.0), 0.8) - 132.0 / 3.9).abs() < 0.01);
        // Wide windows keep the full size.
        assert_eq!(clock_digits(Size::new(1920.0, 1080.0), 1.0), 48.0);
    }

    #[test]
    fn the_score_sheet_shows_the_current_move_and_the_next() {
        assert_eq!(sheet_window(44, 43, 8), 36..44, "the last move");
        assert_eq!(sheet_window(44, 0, 8), 0..8, "the first move");
        assert_eq!(sheet_window(44, 20, 8), 14..22);
        assert_eq!(sheet_window(5, 4, 8), 0..5, "a short game");
        assert_eq!(sheet_window(5, 0, 8), 0..5);
        assert_eq!(sheet_window(0, 0, 8), 0..0, "no moves");
    }
}
