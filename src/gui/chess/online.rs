//! The online screen: signing in through the browser (and out), the game's terms (time
//! control, colour, rated, the AI's level), and the ways to find a game (the server's AI, a
//! player challenged by name, the lobby, challenges awaited). The table plays the game as the
//! console does; the window shows it with the player's colour below once the server has said it.

use std::io;

use iced::Task;
use shakmaty::Color;

use super::app::{App, Message, Mode, Screen};
use super::menu::{Item, ItemId, Menu};
use crate::chess::clock::Side;
use crate::table::commands::{OnlineClock as Clock, OnlinePlan as Plan};

/// The field of the player to challenge.
pub const OPPONENT_ID: &str = "online-opponent";

/// The time controls offered: Lichess's Board API plays rapid and classical games only.
const TIMES: &[&str] = &["10+0", "10+5", "15+10", "30+0", "30+20"];

impl App {
    pub(super) fn online_menu(&self) -> Menu {
        let mut items = vec![if self.table.online_signed_in() {
            Item::action(ItemId::SignOut)
        } else {
            Item::action(ItemId::SignIn)
        }];
        let levels: Vec<String> = (1..=8).map(|l| l.to_string()).collect();
        let levels: Vec<&str> = levels.iter().map(String::as_str).collect();
        items.extend([
            Item::choice(ItemId::OnlineTime, TIMES, "15+10"),
            Item::choice(ItemId::OnlineColor, &["random", "white", "black"], "random"),
            Item::choice(ItemId::Rated, &["no", "yes"], "no"),
            Item::choice(ItemId::AiLevel, &levels, "1"),
            Item::action(ItemId::PlayAi),
            Item::action(ItemId::Challenge),
            Item::action(ItemId::Seek),
            Item::action(ItemId::Await),
            Item::action(ItemId::Back),
        ]);
        Menu::new(items)
    }

    pub(super) fn open_online(&mut self) -> io::Result<()> {
        self.screen = Screen::Online(self.online_menu());
        self.announce_screen()
    }

    /// The screen's first item follows the sign-in (in or out), the terms chosen kept.
    pub(super) fn refresh_online(&mut self) {
        let fresh = self.online_menu();
        if let Screen::Online(menu) = &mut self.screen
            && let (Some(old), Some(new)) = (menu.items.first_mut(), fresh.items.first())
        {
            *old = new.clone();
        }
    }

    /// The game's terms as chosen on the screen.
    fn online_terms(&self) -> Option<(Clock, Option<Color>, bool, u8)> {
        let Screen::Online(menu) = &self.screen else {
            return None;
        };
        let get = |id| menu.value_of(id).unwrap_or_default().to_string();
        let (m, i) = get(ItemId::OnlineTime)
            .split_once('+')
            .map(|(m, i)| (m.parse().unwrap_or(15), i.parse().unwrap_or(10)))?;
        let clock = Clock {
            limit_secs: m * 60,
            increment_secs: i,
        };
        let color = get(ItemId::OnlineColor)
            .parse::<Side>()
            .ok()
            .map(Color::from);
        let rated = get(ItemId::Rated) == "yes";
        let level = get(ItemId::AiLevel).parse().unwrap_or(1);
        Some((clock, color, rated, level))
    }

    /// The AI, the lobby or the challenges awaited: the game is looked for and the game
    /// screen shown (what the server says is said there).
    pub(super) fn find_online(&mut self, id: ItemId) -> io::Result<()> {
        let Some((clock, color, rated, level)) = self.online_terms() else {
            return Ok(());
        };
        let plan = match id {
            ItemId::PlayAi => Plan::Ai {
                level,
                clock,
                color,
            },
            ItemId::Seek => Plan::Seek { clock, rated },
            _ => Plan::Await,
        };
        self.play_online(plan)
    }

    /// Enter in the name field: that player is challenged.
    pub(super) fn challenge(&mut self) -> io::Result<Task<Message>> {
        let name = self.opponent.trim().to_string();
        let back = iced::widget::operation::focus(crate::gui::shell::KEYS_ID);
        if name.is_empty() {
            let text = self.t("online-no-name");
            self.table.answer(text)?;
            return Ok(back);
        }
        let Some((clock, color, rated, _)) = self.online_terms() else {
            return Ok(back);
        };
        self.play_online(Plan::Challenge {
            user: name,
            clock,
            color,
            rated,
        })?;
        Ok(back)
    }

    /// The game looked for; its screen shown once the table has gone online (else the table
    /// said why not, and the screen stays).
    fn play_online(&mut self, plan: Plan) -> io::Result<()> {
        self.table.go_online(plan)?;
        if self.table.online() {
            self.oriented = false;
            self.flipped = false;
            self.show_mode(Mode::Online);
        }
        Ok(())
    }

    /// Each tick: the online screen follows the sign-in; the board turns to the player's
    /// colour once the server has said it.
    pub(super) fn follow_online(&mut self) -> io::Result<()> {
        if self.signing && !self.table.signing_in() {
            self.signing = false;
            self.refresh_online();
        }
        if self.mode == Mode::Online
            && !self.oriented
            && let Some(me) = self.table.online_color()
        {
            self.oriented = true;
            self.flipped = me == Color::Black;
            self.print_geometry();
        }
        Ok(())
    }
}
