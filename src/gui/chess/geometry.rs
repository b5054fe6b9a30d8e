//! Where the board is in the window: the side of a square for a window size, and the margins.
//! The view draws by it, and the window prints it on stdout, so that an assistant's script
//! (and the window tests) can click the squares.

use iced::Size;

/// Space around the window's content, and the width of the rank labels left of the board;
/// the board's first square is at (PAD + LABEL, PAD).
pub const PAD: f32 = 8.0;
pub const LABEL: f32 = 28.0;

/// The side of a square, in logical pixels: the board takes the left part of the window.
pub fn square_size(window: Size) -> f32 {
    let w = window.width * 0.58 - 2.0 * PAD - LABEL;
    let h = window.height - 2.0 * PAD - LABEL;
    (w.min(h) / 8.0).floor().max(24.0)
}
