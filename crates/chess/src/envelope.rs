//! The sealed-move envelope of an adjourned game (appendix A2): the players, the event and
//! round, the time each has used, who sealed (by name), the move number, the position, a draw
//! offer still open, the date, time and place of resumption.

use super::announce::color_word;
use super::game::Game;
use super::scoresheet::clk;
use ansage_shared::i18n::t;
use ansage_shared::language::Language;

/// The envelope's fields, a line each; `None` when the game is not adjourned.
pub fn envelope(game: &Game, lang: Language) -> Option<String> {
    let sealed = game.sealed()?;
    let tags = &game.tags;
    let l = |id: &str| t(lang, id, &[]);
    let yes_no = |b: bool| l(if b { "yes" } else { "no" });
    let colour = ansage_shared::language::capitalized(color_word(sealed.sealed_by, lang));
    let name = match sealed.sealed_by {
        shakmaty::Color::White => &tags.white,
        shakmaty::Color::Black => &tags.black,
    };
    // A2г names the player who sealed.
    let sealer = if name.is_empty() || name == "?" {
        colour
    } else {
        format!("{name} ({colour})")
    };
    let used = match sealed.used {
        Some([w, b]) => format!(
            "{} {}, {} {}",
            l("envelope-white"),
            clk(w),
            l("envelope-black"),
            clk(b)
        ),
        None => l("envelope-no-clock"),
    };
    let lines = [
        l("envelope-title"),
        format!("{}: {}", l("envelope-white"), tags.white),
        format!("{}: {}", l("envelope-black"), tags.black),
        format!("{}: {}", l("envelope-event"), tags.event),
        format!("{}: {}", l("envelope-round"), tags.round),
        format!("{}: {used}", l("envelope-used")),
        format!("{}: {sealer}", l("envelope-sealed-by")),
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
            sealed
                .resumption
                .clone()
                .unwrap_or_else(|| l("envelope-unset"))
        ),
    ];
    Some(lines.join("\n"))
}
