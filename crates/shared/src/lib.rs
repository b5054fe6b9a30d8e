//! What both games and the devices share, and nothing of either game: languages and the folding
//! of words, the message catalogues, the speech queue, time values, the confirmation policy, the
//! grammar primitives recognizers are given, pronunciation, Braille, the calendar and the
//! earcons. Pure, and it imports nothing else of the crate: every other folder may use it.

pub mod answer;
pub mod braille;
pub mod calendar;
pub mod choice;
pub mod confirm;
pub mod earcon;
pub mod grammar;
pub mod i18n;
pub mod language;
pub mod louis;
pub mod mistake;
pub mod printable;
pub mod pronounce;
pub mod speech;
pub mod time;
pub mod tone;
