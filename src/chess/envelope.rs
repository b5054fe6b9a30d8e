//! The sealed-move envelope of an adjourned game (appendix A2): the players, the event and
//! round, who sealed, the move number, the position, a draw offer still open, the resumption.

use super::announce::color_word;
use super::game::Game;
use crate::shared::i18n::t;
use crate::shared::language::Language;

/// The envelope's fields, a line each; `None` when the game is not adjourned.
pub fn envelope(game: &Game, lang: Language) -> Option<String> {
    let sealed = game.sealed()?;
    let tags = &game.tags;
    let l = |id: &str| t(lang, id, &[]);
    let yes_no = |b: bool| l(if b { "yes" } else { "no" });
    let side = color_word(sealed.sealed_by, lang);
    let lines = [
        l("envelope-title"),
        format!("{}: {}", l("envelope-white"), tags.white),
        format!("{}: {}", l("envelope-black"), tags.black),
        format!("{}: {}", l("envelope-event"), tags.event),
        format!("{}: {}", l("envelope-round"), tags.round),
        format!("{}: {side}", l("envelope-sealed-by")),
        format!("{}: {}", l("envelope-move"), sealed.move_number),
        format!("FEN: {}", sealed.fen),
        format!(
            "{}: {}",
            l("envelope-offer"),
            yes_no(sealed.draw_offer_pending)
        ),
        format!(
            "{}: {}",
            l("envelope-resumption"),
            sealed.resumption.as_deref().unwrap_or("?")
        ),
    ];
    Some(lines.join("\n"))
}
