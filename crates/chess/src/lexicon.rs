//! The spoken vocabulary as data: `models/lexicon/*.toml` -> word -> meaning.
//!
//! The lexicons hold the blind-chess vocabulary of the rules (supplement art. 2.1: IBCA file
//! names, German numbers and piece names) and the words players mix into it (plain letters,
//! NATO, English and Russian). All lexicons are merged for listening, because players mix sets
//! in one phrase ("knight Felix three"); matching is by meaning, never by one template per
//! language. Each language's first word for a meaning is the word Ansage says in that style.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::sync::OnceLock;

use serde::Deserialize;
use shakmaty::{Color, File, Rank, Role};

use ansage_shared::answer::{self, Part, Reply};
use ansage_shared::language::{Language, split, without_umlauts};

/// A spoken command word (or multi-word command).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    Yes,
    No,
    Repeat,
    Stop,
    Help,
    Time,
    MoveNumber,
    WhoseMove,
    MoveWord,
    Last,
    All,
    Draw,
    Accept,
    Decline,
    Resign,
    Claim,
    Repetition,
    Where,
    Pieces,
    What,
    FileWord,
    RankWord,
    Back,
    First,
    Second,
    Seal,
    Resume,
    New,
    Quickplay,
    Hint,
    /// Leave Ansage (asked back first; the game stays saved).
    Quit,
    /// Abort an online game that has hardly begun (asked back first).
    Abort,
    /// The opponent's chat in an online game, read on request.
    Chat,
    /// The win claimed when the online opponent has left the game (asked back first).
    ClaimWin,
    /// The player's last move taken back in an online game, if the opponent agrees (asked
    /// back first).
    Takeback,
    /// How the online game is found, when Ansage asks: the server's computer (with a level),
    /// an opponent sought in the lobby, the challenges others make.
    Computer,
    Seek,
    Challenges,
    /// Exploring the position: the diagonals through a square, what attacks and defends a
    /// square, where a piece can go, the material, the pawn structure.
    Diagonals,
    Attacks,
    Reach,
    Material,
    PawnStructure,
    /// The details of the last answer ("mehr").
    More,
    /// What can be said now ("Was kann ich sagen?").
    WhatToSay,
    /// How long the last move took and the time each side has used (supplement 2.9d).
    MoveTime,
    /// The game looked back on: the longest thinks, the time trouble.
    Report,
    /// The time warnings set by voice: at so many minutes or seconds left, off, as a tone
    /// only or spoken.
    Warnings,
    Minutes,
    Seconds,
    Off,
    Tone,
    Spoken,
    /// A line of the board played as notes in stereo.
    Scan,
}

impl Command {
    fn from_key(key: &str) -> Option<Command> {
        use Command::*;
        Some(match key {
            "yes" => Yes,
            "no" => No,
            "repeat" => Repeat,
            "stop" => Stop,
            "help" => Help,
            "time" => Time,
            "move_number" => MoveNumber,
            "whose_move" => WhoseMove,
            "move_word" => MoveWord,
            "last" => Last,
            "all" => All,
            "draw" => Draw,
            "accept" => Accept,
            "decline" => Decline,
            "resign" => Resign,
            "claim" => Claim,
            "repetition" => Repetition,
            "where" => Where,
            "pieces" => Pieces,
            "what" => What,
            "file_word" => FileWord,
            "rank_word" => RankWord,
            "back" => Back,
            "first" => First,
            "second" => Second,
            "seal" => Seal,
            "resume" => Resume,
            "new" => New,
            "quickplay" => Quickplay,
            "hint" => Hint,
            "quit" => Quit,
            "abort" => Abort,
            "chat" => Chat,
            "claim_win" => ClaimWin,
            "takeback" => Takeback,
            "computer" => Computer,
            "seek" => Seek,
            "challenges" => Challenges,
            "diagonals" => Diagonals,
            "attacks" => Attacks,
            "reach" => Reach,
            "material" => Material,
            "pawn_structure" => PawnStructure,
            "more" => More,
            "what_to_say" => WhatToSay,
            "move_time" => MoveTime,
            "report" => Report,
            "warnings" => Warnings,
            "minutes" => Minutes,
            "seconds" => Seconds,
            "off" => Off,
            "tone" => Tone,
            "spoken" => Spoken,
            "scan" => Scan,
            _ => return None,
        })
    }
}

/// What a word means. A word may carry several meanings ("drei" is rank 3 and the number 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Meaning {
    File(File),
    Rank(Rank),
    Piece(Role),
    Capture,
    Castle,
    Short,
    Long,
    Promote,
    Check,
    Mate,
    EnPassant,
    Color(Color),
    Command(Command),
    Number(u32),
    Filler,
}

/// One heard word (or multi-word entry) with its meanings; no meanings means an unknown word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    pub text: String,
    pub meanings: Vec<Meaning>,
}

impl Word {
    pub fn is_unknown(&self) -> bool {
        self.meanings.is_empty()
    }

    pub fn has(&self, m: Meaning) -> bool {
        self.meanings.contains(&m)
    }

    pub fn is_filler(&self) -> bool {
        self.has(Meaning::Filler)
    }

    pub fn file(&self) -> Option<File> {
        self.meanings.iter().find_map(|m| match m {
            Meaning::File(f) => Some(*f),
            _ => None,
        })
    }

    pub fn rank(&self) -> Option<Rank> {
        self.meanings.iter().find_map(|m| match m {
            Meaning::Rank(r) => Some(*r),
            _ => None,
        })
    }

    pub fn piece(&self) -> Option<Role> {
        self.meanings.iter().find_map(|m| match m {
            Meaning::Piece(r) => Some(*r),
            _ => None,
        })
    }

    pub fn number(&self) -> Option<u32> {
        self.meanings.iter().find_map(|m| match m {
            Meaning::Number(n) => Some(*n),
            _ => None,
        })
    }

    pub fn command(&self) -> Option<Command> {
        self.meanings.iter().find_map(|m| match m {
            Meaning::Command(c) => Some(*c),
            _ => None,
        })
    }

    /// What the word is to a yes-or-no question.
    pub fn part(&self) -> Part {
        match self.command() {
            Some(Command::Yes) => Part::Yes,
            Some(Command::No) => Part::No,
            _ if self.is_filler() => Part::Filler,
            _ => Part::Other,
        }
    }

    /// Whether the word is a yes or a no.
    pub fn is_answer(&self) -> bool {
        matches!(self.part(), Part::Yes | Part::No)
    }

    pub fn color(&self) -> Option<Color> {
        self.meanings.iter().find_map(|m| match m {
            Meaning::Color(c) => Some(*c),
            _ => None,
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LexiconFile {
    language: String,
    file: BTreeMap<String, Vec<String>>,
    rank: BTreeMap<String, Vec<String>>,
    piece: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    word: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    command: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    number: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    filler: FillerTable,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct FillerTable {
    words: Vec<String>,
}

/// The lexicon sources by vocabulary code, compiled in so that the installed binary needs no
/// data folder. "ko" is a listening-only vocabulary: the chess words of the Korean Vosk model,
/// the one Vosk model a package registry carries, with which the tests prove the Vosk path.
pub const SOURCES: [(&str, &str); 4] = [
    ("de", include_str!("../../../models/lexicon/de.toml")),
    ("en", include_str!("../../../models/lexicon/en.toml")),
    ("ru", include_str!("../../../models/lexicon/ru.toml")),
    ("ko", include_str!("../../../models/lexicon/ko.toml")),
];

/// An error in a lexicon file: which file and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexiconError(pub String);

impl fmt::Display for LexiconError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lexicon error: {}", self.0)
    }
}

impl std::error::Error for LexiconError {}

/// All lexicons merged: normalized word sequences -> meanings, and the words to say per language.
#[derive(Debug, Default)]
pub struct Lexicon {
    entries: HashMap<Vec<String>, Vec<Meaning>>,
    longest: usize,
    say: HashMap<(String, Meaning), String>,
    words: HashMap<String, Vec<(String, Meaning)>>,
}

impl Lexicon {
    /// The merged built-in lexicons (parsed once).
    pub fn builtin() -> &'static Lexicon {
        static LEXICON: OnceLock<Lexicon> = OnceLock::new();
        LEXICON.get_or_init(|| {
            Lexicon::from_sources(&SOURCES).expect("the built-in lexicons are checked by tests")
        })
    }

    /// Parses and merges lexicon sources.
    pub fn from_sources(sources: &[(&str, &str)]) -> Result<Lexicon, LexiconError> {
        let mut lex = Lexicon::default();
        for (lang, text) in sources {
            lex.add_source(lang, text)?;
        }
        Ok(lex)
    }

    fn add_source(&mut self, lang: &str, text: &str) -> Result<(), LexiconError> {
        let file: LexiconFile =
            toml::from_str(text).map_err(|e| LexiconError(format!("{lang}: {e}")))?;
        if file.language != lang {
            return Err(LexiconError(format!(
                "{lang}: the file says language = {:?}",
                file.language
            )));
        }
        let bad = |table: &str, key: &str| LexiconError(format!("{lang}: [{table}] {key}?"));
        for (key, words) in &file.file {
            let f = key
                .chars()
                .next()
                .and_then(File::from_char)
                .filter(|_| key.len() == 1)
                .ok_or_else(|| bad("file", key))?;
            self.add(lang, Meaning::File(f), words);
        }
        for (key, words) in &file.rank {
            let n: u32 = key.parse().map_err(|_| bad("rank", key))?;
            if !(1..=8).contains(&n) {
                return Err(bad("rank", key));
            }
            self.add(lang, Meaning::Rank(Rank::new(n - 1)), words);
            self.add(lang, Meaning::Number(n), words);
        }
        for (key, words) in &file.piece {
            let role = match key.as_str() {
                "king" => Role::King,
                "queen" => Role::Queen,
                "rook" => Role::Rook,
                "bishop" => Role::Bishop,
                "knight" => Role::Knight,
                "pawn" => Role::Pawn,
                _ => return Err(bad("piece", key)),
            };
            self.add(lang, Meaning::Piece(role), words);
        }
        for (key, words) in &file.word {
            let meaning = match key.as_str() {
                "capture" => Meaning::Capture,
                "castle" => Meaning::Castle,
                "short" => Meaning::Short,
                "long" => Meaning::Long,
                "promote" => Meaning::Promote,
                "check" => Meaning::Check,
                "mate" => Meaning::Mate,
                "en_passant" => Meaning::EnPassant,
                "white" => Meaning::Color(Color::White),
                "black" => Meaning::Color(Color::Black),
                _ => return Err(bad("word", key)),
            };
            self.add(lang, meaning, words);
        }
        for (key, words) in &file.command {
            let cmd = Command::from_key(key).ok_or_else(|| bad("command", key))?;
            self.add(lang, Meaning::Command(cmd), words);
        }
        for (key, words) in &file.number {
            let n: u32 = key.parse().map_err(|_| bad("number", key))?;
            self.add(lang, Meaning::Number(n), words);
        }
        self.add(lang, Meaning::Filler, &file.filler.words);
        Ok(())
    }

    fn add(&mut self, lang: &str, meaning: Meaning, words: &[String]) {
        if let Some(first) = words.first() {
            self.say
                .entry((lang.to_string(), meaning))
                .or_insert_with(|| first.clone());
        }
        for word in words {
            let spellings = std::iter::once(word.clone()).chain(without_umlauts(word));
            for spelling in spellings {
                let key = split(&spelling);
                if key.is_empty() {
                    continue;
                }
                self.longest = self.longest.max(key.len());
                let meanings = self.entries.entry(key).or_default();
                if !meanings.contains(&meaning) {
                    meanings.push(meaning);
                }
            }
            self.words
                .entry(lang.to_string())
                .or_default()
                .push((word.clone(), meaning));
        }
    }

    /// The word Ansage says for a meaning in a language (the first word of its list).
    pub fn say(&self, lang: Language, meaning: Meaning) -> &str {
        self.say
            .get(&(lang.code().to_string(), meaning))
            .map(String::as_str)
            .unwrap_or("?")
    }

    /// Every word of a language with its meaning (for recognizer grammars and vocabulary checks).
    pub fn words(&self, lang: Language) -> &[(String, Meaning)] {
        self.words_in(lang.code())
    }

    /// Every word of a vocabulary ("de", "en", "ru", "ko") with its meaning.
    pub fn words_in(&self, code: &str) -> &[(String, Meaning)] {
        self.words.get(code).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The command words of a text, in order ("ja", "nein", "fortsetzen": the answers to a
    /// question are read from these).
    pub fn commands(&self, text: &str) -> Vec<Command> {
        self.tokenize(text)
            .iter()
            .filter_map(|w| w.command())
            .collect()
    }

    /// What a text says to a yes-or-no question ([`answer::reply`]).
    pub fn reply(&self, text: &str) -> Reply {
        answer::reply(self.tokenize(text).iter().map(Word::part))
    }

    /// Splits heard text into words with meanings, longest multi-word entries first.
    ///
    /// Digits are numbers (and ranks 1-8), a typed square such as "e4" is a file and a rank,
    /// and a German compound number ("zweiundzwanzig") is read as its value.
    pub fn tokenize(&self, text: &str) -> Vec<Word> {
        let tokens = split(text);
        let mut out = Vec::new();
        let mut i = 0;
        while i < tokens.len() {
            let mut matched = false;
            for len in (1..=self.longest.min(tokens.len() - i)).rev() {
                if let Some(meanings) = self.entries.get(&tokens[i..i + len]) {
                    out.push(Word {
                        text: tokens[i..i + len].join(" "),
                        meanings: meanings.clone(),
                    });
                    i += len;
                    matched = true;
                    break;
                }
            }
            if !matched {
                out.extend(self.special(&tokens[i]));
                i += 1;
            }
        }
        out
    }

    /// The lexicon's words spelled nearest to an unknown word, a typing error away (one letter
    /// in words of four to seven letters, two in longer ones): "lufer" is "Läufer". Empty when
    /// none is that near.
    pub fn spelled_near(&self, unknown: &Word) -> Vec<Word> {
        let len = unknown.text.chars().count();
        let allowed = match len {
            0..=3 => return Vec::new(),
            4..=7 => 1,
            _ => 2,
        };
        let mut best = allowed + 1;
        let mut near: Vec<Word> = Vec::new();
        for (key, meanings) in &self.entries {
            let [known] = key.as_slice() else { continue };
            let d = strsim::levenshtein(&unknown.text, known);
            if d < best {
                best = d;
                near.clear();
            }
            if d == best {
                near.push(Word {
                    text: known.clone(),
                    meanings: meanings.clone(),
                });
            }
        }
        near
    }

    /// Words that are not lexicon entries but still mean something: digits, typed squares,
    /// German compound numbers. Anything else is an unknown word.
    fn special(&self, token: &str) -> Vec<Word> {
        let word = |meanings: Vec<Meaning>| Word {
            text: token.to_string(),
            meanings,
        };
        if let Ok(n) = token.parse::<u32>() {
            let mut meanings = vec![Meaning::Number(n)];
            if (1..=8).contains(&n) {
                meanings.insert(0, Meaning::Rank(Rank::new(n - 1)));
            }
            return vec![word(meanings)];
        }
        let chars: Vec<char> = token.chars().collect();
        if chars.len() == 2
            && let (Some(f), Some(r)) = (File::from_char(chars[0]), Rank::from_char(chars[1]))
        {
            return vec![
                Word {
                    text: chars[0].to_string(),
                    meanings: vec![Meaning::File(f)],
                },
                Word {
                    text: chars[1].to_string(),
                    meanings: vec![Meaning::Rank(r), Meaning::Number(r.to_u32() + 1)],
                },
            ];
        }
        if let Some((unit, tens)) = token.split_once("und") {
            let value = |w: &str| {
                self.entries.get(&[w.to_string()][..]).and_then(|ms| {
                    ms.iter().find_map(|m| match m {
                        Meaning::Number(n) => Some(*n),
                        _ => None,
                    })
                })
            };
            let unit = if unit == "ein" { Some(1) } else { value(unit) };
            if let (Some(u), Some(t)) = (unit, value(tens))
                && (1..=9).contains(&u)
                && t % 10 == 0
                && (20..=90).contains(&t)
            {
                return vec![word(vec![Meaning::Number(t + u)])];
            }
        }
        vec![word(Vec::new())]
    }
}

/// Reads a number from words: digits, a number word, or tens followed by units
/// ("twenty two", "двадцать два"). Returns the value and how many words it used.
pub fn read_number(words: &[Word]) -> Option<(u32, usize)> {
    let first = words.first()?.number()?;
    if first >= 20
        && first % 10 == 0
        && first < 100
        && let Some(unit) = words.get(1).and_then(Word::number)
        && (1..=9).contains(&unit)
    {
        return Some((first + unit, 2));
    }
    Some((first, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meanings(text: &str) -> Vec<Vec<Meaning>> {
        Lexicon::builtin()
            .tokenize(text)
            .into_iter()
            .map(|w| w.meanings)
            .collect()
    }

    #[test]
    fn builtin_lexicons_load() {
        let lex = Lexicon::from_sources(&SOURCES).unwrap();
        for lang in Language::ALL {
            assert!(lex.words(lang).len() > 100, "{lang} lexicon too small");
        }
    }

    #[test]
    fn unknown_table_key_is_an_error() {
        let text = SOURCES[0].1.replace("knight = ", "horse = ");
        let err = Lexicon::from_sources(&[("de", &text)]).unwrap_err();
        assert!(err.0.contains("horse"), "{err}");
    }

    #[test]
    fn spelling_variants_share_a_meaning() {
        for (a, b) in [
            ("Cäsar", "Cesar"),
            ("Hektor", "Hector"),
            ("fuenf", "fünf"),
            ("funf", "fünf"),
            ("Laufer", "Läufer"),
            ("KÖNIG", "könig"),
            ("чёрные", "черные"),
        ] {
            assert_eq!(meanings(a), meanings(b), "{a} vs {b}");
            assert!(!meanings(a)[0].is_empty(), "{a} unknown");
        }
    }

    #[test]
    fn mixed_sets_in_one_phrase() {
        assert_eq!(
            meanings("knight Felix three")
                .iter()
                .map(|m| m[0])
                .collect::<Vec<_>>(),
            vec![
                Meaning::Piece(Role::Knight),
                Meaning::File(File::F),
                Meaning::Rank(Rank::Third)
            ]
        );
    }

    #[test]
    fn multi_word_entries_win_over_single_words() {
        let words = Lexicon::builtin().tokenize("wer ist am Zug");
        assert_eq!(words.len(), 1, "{words:?}");
        assert_eq!(words[0].command(), Some(Command::WhoseMove));
    }

    #[test]
    fn typed_squares_digits_and_compounds() {
        let lex = Lexicon::builtin();
        let w = lex.tokenize("e4");
        assert_eq!(
            (w[0].file(), w[1].rank()),
            (Some(File::E), Some(Rank::Fourth))
        );
        assert_eq!(lex.tokenize("12")[0].number(), Some(12));
        assert_eq!(lex.tokenize("zweiundzwanzig")[0].number(), Some(22));
        assert_eq!(read_number(&lex.tokenize("twenty two")), Some((22, 2)));
        assert_eq!(read_number(&lex.tokenize("двадцать два")), Some((22, 2)));
        assert!(lex.tokenize("blorp")[0].is_unknown());
    }

    #[test]
    fn canonical_words_per_style_language() {
        let lex = Lexicon::builtin();
        assert_eq!(lex.say(Language::De, Meaning::File(File::C)), "Cesar");
        assert_eq!(
            lex.say(Language::En, Meaning::Piece(Role::Knight)),
            "knight"
        );
        assert_eq!(lex.say(Language::Ru, Meaning::Rank(Rank::Eighth)), "восемь");
    }

    #[test]
    fn a_thank_you_with_the_answer_is_no_other_meaning() {
        // "nein danke" was asked again: "danke" meant nothing Ansage knew (issue 32).
        let lex = Lexicon::builtin();
        assert_eq!(lex.reply("nein danke"), answer::Reply::No);
        assert_eq!(lex.reply("ja danke"), answer::Reply::Yes);
        assert_eq!(lex.reply("no thanks"), answer::Reply::No);
        assert_eq!(lex.reply("нет спасибо"), answer::Reply::No);
    }
}
