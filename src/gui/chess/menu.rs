//! A spoken menu: a list walked with up and down, each item read out when it gets the focus;
//! left and right change an item's value, Enter chooses. The same list is drawn for the sighted
//! assistant, the focused item marked by a frame and an arrow, not by colour alone.

/// What an item is (the window acts on it; its label is the message `menu-…` or `item-…`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemId {
    Resume,
    NewGame,
    OpenPgn,
    /// The games kept in the archive ("Letzte Partien").
    Games,
    /// One of them, by its place in the list (newest first).
    Kept(usize),
    /// A game of the PGN file being opened, by its place in the file (from 0).
    FileGame(usize),
    /// The open screen's field for a path typed.
    PgnPath,
    /// The folder above the one listed.
    UpFolder,
    /// A subfolder or PGN file of the folder listed, by its place in the list.
    Entry(usize),
    Billiards,
    Settings,
    Help,
    Quit,
    Start,
    Back,
    Mode,
    Clock,
    BlindColor,
    EngineLevel,
    Tournament,
    WhiteName,
    BlackName,
    Style,
    Language,
    Confirm,
    Rate,
    Speak,
    Earcons,
    Device,
    PushToTalk,
    Record,
    Recognizer,
    Model,
    LargeText,
    Colours,
    /// The voice sample read in the window.
    VoiceSample,
    /// The answers to the Vosk model offered at the first start.
    Download,
    NoDownload,
    /// Online play: its screen, signing in and out, the game's terms, and the ways to find one.
    Online,
    SignIn,
    SignOut,
    OnlineTime,
    OnlineColor,
    Rated,
    AiLevel,
    PlayAi,
    /// The opponent's name, typed where the item stands; Enter challenges him.
    Challenge,
    Seek,
    Await,
}

impl ItemId {
    /// The message id of the item's label.
    pub fn label(self) -> &'static str {
        use ItemId::*;
        match self {
            Resume => "menu-resume",
            NewGame => "menu-new-game",
            OpenPgn => "menu-open-pgn",
            Games | Kept(_) => "menu-games",
            FileGame(_) => "menu-file-games",
            PgnPath => "item-pgn-path",
            UpFolder | Entry(_) => "menu-open-pgn",
            Billiards => "menu-billiards",
            Settings => "menu-settings",
            Help => "menu-help",
            Quit => "menu-quit",
            Start => "menu-start",
            Back => "menu-back",
            Mode => "item-mode",
            Clock => "item-clock",
            BlindColor => "item-blind-color",
            EngineLevel => "item-engine-level",
            Tournament => "item-tournament",
            WhiteName => "white-name",
            BlackName => "black-name",
            Style => "item-style",
            Language => "item-language",
            Confirm => "item-confirm",
            Rate => "item-rate",
            Speak => "item-speak",
            Earcons => "item-earcons",
            Device => "item-device",
            PushToTalk => "item-push-to-talk",
            Record => "item-record",
            Recognizer => "item-recognizer",
            Model => "item-model",
            LargeText => "item-large-text",
            Colours => "item-colours",
            VoiceSample => "menu-voice-sample",
            Download => "menu-download",
            NoDownload => "menu-no-download",
            Online => "menu-online",
            SignIn => "menu-sign-in",
            SignOut => "menu-sign-out",
            OnlineTime => "item-online-time",
            OnlineColor => "item-online-color",
            Rated => "item-rated",
            AiLevel => "item-ai-level",
            PlayAi => "menu-play-ai",
            Challenge => "item-challenge",
            Seek => "menu-seek",
            Await => "menu-await",
        }
    }
}

/// One line of a menu: an action, or a setting with its possible values.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub id: ItemId,
    /// The values (as stored in the settings file); empty for an action.
    pub values: Vec<String>,
    pub at: usize,
}

impl Item {
    pub fn action(id: ItemId) -> Item {
        Item {
            id,
            values: Vec::new(),
            at: 0,
        }
    }

    /// A setting with these values, showing `current` (or the first value if it is not one).
    pub fn choice(id: ItemId, values: &[&str], current: &str) -> Item {
        let values: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        let at = values.iter().position(|v| v == current).unwrap_or(0);
        Item { id, values, at }
    }

    pub fn value(&self) -> Option<&str> {
        self.values.get(self.at).map(String::as_str)
    }
}

/// A list with a focus.
#[derive(Clone, Debug, PartialEq)]
pub struct Menu {
    pub items: Vec<Item>,
    pub focus: usize,
}

impl Menu {
    pub fn new(items: Vec<Item>) -> Menu {
        Menu { items, focus: 0 }
    }

    pub fn focused(&self) -> &Item {
        &self.items[self.focus]
    }

    /// Moves the focus; it stops at the ends (a blind user hears the same item again rather
    /// than jumping to the other end unnoticed).
    pub fn step(&mut self, by: i32) {
        let last = self.items.len() as i32 - 1;
        self.focus = (self.focus as i32 + by).clamp(0, last) as usize;
    }

    /// Changes the focused setting's value, wrapping around; false for an action.
    pub fn change(&mut self, by: i32) -> bool {
        let item = &mut self.items[self.focus];
        let n = item.values.len() as i32;
        if n == 0 {
            return false;
        }
        item.at = (item.at as i32 + by).rem_euclid(n) as usize;
        true
    }

    /// Focuses an item by id (a click on it).
    pub fn focus_on(&mut self, id: ItemId) {
        if let Some(i) = self.items.iter().position(|it| it.id == id) {
            self.focus = i;
        }
    }

    pub fn value_of(&self, id: ItemId) -> Option<&str> {
        self.items.iter().find(|it| it.id == id)?.value()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn focus_stops_at_the_ends_and_values_wrap() {
        let mut m = Menu::new(vec![
            Item::action(ItemId::Start),
            Item::choice(ItemId::Clock, &["none", "blitz-5"], "blitz-5"),
        ]);
        m.step(-1);
        assert_eq!(m.focused().id, ItemId::Start);
        assert!(!m.change(1), "an action has no value");
        m.step(5);
        assert_eq!(m.focused().id, ItemId::Clock);
        assert_eq!(m.focused().value(), Some("blitz-5"));
        m.change(1);
        assert_eq!(m.value_of(ItemId::Clock), Some("none"));
        m.change(-1);
        assert_eq!(m.value_of(ItemId::Clock), Some("blitz-5"));
    }
}
