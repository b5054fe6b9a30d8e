//! What an utterance with a command word asks for: a table of intents, tried in order, the first
//! that fits wins (as billiards' `INTENTS` are). Each intent looks at the command words said and
//! builds a [`Request`] from the rest of the words (a move, a square, a piece, a colour, a
//! number). The window's keys make the same requests directly.

use shakmaty::{Color, File, Rank, Role, Square};

use crate::game::ClaimKind;
use crate::lexicon::{Command, Word, read_number};
use crate::scan::ScanLine;
use ansage_shared::time::{MINUTE, Millis, SECOND};

/// What the player (or the assistant, by key) asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// A draw claim in the quickplay finish (10.2).
    QuickplayClaim,
    /// A draw claim (9.2, 9.3), with the intended move's words if any; without a kind, the
    /// claim of an illegal move in rapid and blitz (Б6, В3).
    Claim {
        kind: Option<ClaimKind>,
        with: Vec<Word>,
    },
    /// A draw offered, accepted or declined (9.1).
    Draw(DrawWords),
    /// Resignation by this side (else the side to move), asked back first (5.1b).
    Resign(Option<Color>),
    /// The sealed move of an adjournment (appendix A).
    Seal(Vec<Word>),
    /// Resuming an adjourned game.
    Resume,
    /// Back to the start of move N (supplement 2.7-2.8).
    BackTo(Option<u32>, Color),
    Yes,
    No,
    /// "erste" / "zweite": the first or second candidate of a choice.
    Pick(usize),
    /// Where the pieces of this kind are.
    Where(Option<Role>),
    /// The pieces of one side, or both.
    Pieces(Option<Color>),
    /// What stands on a square.
    What(Option<Square>),
    /// The pieces on the diagonals through a square.
    Diagonals(Option<Square>),
    /// What attacks and defends a square.
    Attacks(Option<Square>),
    /// Where the piece on a square can go, or the pieces of a kind of the side to move.
    Reach(Option<Square>, Option<Role>),
    /// The material of both sides.
    Material,
    /// The pawns file by file, with the passed, isolated and doubled ones.
    PawnStructure,
    /// The details of the last answer that has them.
    More,
    /// What can be said now: short, the whole help on "mehr".
    WhatToSay,
    /// How long the last move took, and the time each side has used (supplement 2.9d).
    MoveTime,
    /// The game looked back on by its times.
    Report,
    /// The time warnings set by voice (or, with nothing said about them, said as they are).
    Warnings(WarningWords),
    /// A line of the board played as notes in stereo.
    Scan(Option<ScanLine>),
    /// The pieces on a file or a rank.
    File(Option<File>),
    Rank(Option<Rank>),
    /// The last N moves, or all.
    LastMoves(usize),
    AllMoves,
    MoveNumber,
    WhoseMove,
    /// "Zug zwölf": move N said again, and played from the recording.
    Move(Option<u32>),
    Hint,
    Silence,
    Help,
    /// Both clocks (supplement 2.9d).
    Time,
    /// A new game, asked back first.
    NewGame,
    /// Leave Ansage, asked back first (the game stays saved).
    Quit,
    /// Abort the online game, asked back first.
    Abort,
    /// The online opponent's chat, read out.
    Chat,
    /// The win claimed, the online opponent having left; asked back first.
    ClaimWin,
    /// The player's last move taken back online, asked of the opponent; asked back first.
    Takeback,
    NotUnderstood,
}

/// The time warnings as said: at these times left, none, a tone only or spoken.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WarningWords {
    pub at: Vec<Millis>,
    pub off: bool,
    /// `Some(true)`: the low-time earcon only; `Some(false)`: in words.
    pub tone: Option<bool>,
}

/// The times said: a number with its unit (minutes unless seconds are named); seconds right
/// after minutes join them ("fünf Minuten dreißig Sekunden" is 5:30).
fn warning_words(s: &Said) -> WarningWords {
    let words = s.content;
    let mut at: Vec<Millis> = Vec::new();
    let mut after_minutes = false;
    let mut i = 0;
    while i < words.len() {
        let number = (words[i].file().is_none())
            .then(|| read_number(&words[i..]))
            .flatten();
        let Some((n, used)) = number else {
            i += 1;
            continue;
        };
        i += used;
        let unit = words.get(i).and_then(Word::command);
        let n = Millis::from(n);
        match unit {
            Some(Command::Seconds) if after_minutes => {
                if let Some(last) = at.last_mut() {
                    *last += n * SECOND;
                }
                after_minutes = false;
            }
            Some(Command::Seconds) => {
                at.push(n * SECOND);
                after_minutes = false;
            }
            _ => {
                at.push(n * MINUTE);
                after_minutes = unit == Some(Command::Minutes);
            }
        }
        if matches!(unit, Some(Command::Seconds | Command::Minutes)) {
            i += 1;
        }
    }
    WarningWords {
        at,
        off: s.has(Command::Off),
        tone: if s.has(Command::Tone) {
            Some(true)
        } else if s.has(Command::Spoken) {
            Some(false)
        } else {
            None
        },
    }
}

/// The words of a draw offer: accepting, declining, and a move made with the offer.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DrawWords {
    pub accept: bool,
    pub decline: bool,
    pub with: Vec<Word>,
    /// The side named ("Schwarz bietet Remis an"): the offer is that side's.
    pub by: Option<Color>,
}

impl Request {
    /// Whether the request makes sense only while the game goes on; the queries are answered
    /// after the game too.
    pub fn needs_a_game(&self) -> bool {
        matches!(
            self,
            Request::QuickplayClaim
                | Request::Claim { .. }
                | Request::Draw(_)
                | Request::Resign(_)
                | Request::Abort
                | Request::ClaimWin
                | Request::Takeback
                | Request::Seal(_)
                | Request::Resume
                | Request::Yes
                | Request::No
                | Request::Pick(_)
        )
    }
}

/// What was said, for the intents to look at.
struct Said<'a> {
    content: &'a [Word],
    /// The words that are not commands or colours: a move, a square, a piece.
    rest: Vec<Word>,
    color: Option<Color>,
    /// The first number that is not a square's rank ("zurück zu Zug zwölf").
    number: Option<u32>,
    /// "fünfzig": the fifty-move rule (9.3).
    fifty: bool,
}

impl Said<'_> {
    fn has(&self, c: Command) -> bool {
        self.content.iter().any(|w| w.command() == Some(c))
    }

    fn any(&self, cs: &[Command]) -> bool {
        cs.iter().any(|c| self.has(*c))
    }

    /// The square named by a file and a rank among the other words.
    fn square(&self) -> Option<Square> {
        let file = self.rest.iter().find_map(Word::file)?;
        let rank = self.rest.iter().find_map(Word::rank)?;
        Some(Square::from_coords(file, rank))
    }
}

struct Intent {
    fits: fn(&Said) -> bool,
    build: fn(&Said) -> Request,
}

const INTENTS: &[Intent] = &[
    Intent {
        fits: |s| s.has(Command::Quickplay),
        build: |_| Request::QuickplayClaim,
    },
    Intent {
        fits: |s| {
            s.any(&[Command::Claim, Command::Repetition]) || (s.has(Command::Draw) && s.fifty)
        },
        build: |s| Request::Claim {
            kind: if s.has(Command::Repetition) {
                Some(ClaimKind::Repetition)
            } else if s.fifty {
                Some(ClaimKind::FiftyMoves)
            } else {
                None
            },
            with: s
                .rest
                .iter()
                .filter(|w| w.number() != Some(50) || w.rank().is_some())
                .cloned()
                .collect(),
        },
    },
    Intent {
        fits: |s| s.any(&[Command::Draw, Command::Accept, Command::Decline]),
        build: |s| {
            Request::Draw(DrawWords {
                accept: s.has(Command::Accept),
                decline: s.has(Command::Decline),
                with: s.rest.clone(),
                by: s.color,
            })
        },
    },
    Intent {
        fits: |s| s.has(Command::Resign),
        build: |s| Request::Resign(s.color),
    },
    Intent {
        fits: |s| s.has(Command::Seal),
        build: |s| Request::Seal(s.rest.clone()),
    },
    Intent {
        fits: |s| s.has(Command::Resume),
        build: |_| Request::Resume,
    },
    Intent {
        fits: |s| s.has(Command::Back),
        // "zurück zu Zug zwölf, Schwarz": Black's half of move 12 (2.8); White's unnamed.
        build: |s| Request::BackTo(s.number, s.color.unwrap_or(Color::White)),
    },
    Intent {
        fits: |s| s.any(&[Command::First, Command::Second]),
        build: |s| Request::Pick(if s.has(Command::First) { 0 } else { 1 }),
    },
    Intent {
        fits: |s| s.has(Command::Scan),
        build: |s| {
            let file = s.rest.iter().find_map(Word::file);
            let rank = s.rest.iter().find_map(Word::rank);
            Request::Scan(match (file, rank) {
                (Some(f), Some(r)) if !s.any(&[Command::FileWord, Command::RankWord]) => {
                    Some(ScanLine::Diagonals(Square::from_coords(f, r)))
                }
                (Some(f), _) if !s.has(Command::RankWord) => Some(ScanLine::File(f)),
                (_, Some(r)) => Some(ScanLine::Rank(r)),
                _ => None,
            })
        },
    },
    Intent {
        fits: |s| s.has(Command::Warnings),
        build: |s| Request::Warnings(warning_words(s)),
    },
    Intent {
        fits: |s| s.has(Command::Report),
        build: |_| Request::Report,
    },
    Intent {
        fits: |s| s.has(Command::MoveTime),
        build: |_| Request::MoveTime,
    },
    Intent {
        fits: |s| s.has(Command::WhatToSay),
        build: |_| Request::WhatToSay,
    },
    Intent {
        fits: |s| s.has(Command::More),
        build: |_| Request::More,
    },
    Intent {
        fits: |s| s.has(Command::PawnStructure),
        build: |_| Request::PawnStructure,
    },
    Intent {
        fits: |s| s.has(Command::Diagonals),
        build: |s| Request::Diagonals(s.square()),
    },
    Intent {
        fits: |s| s.has(Command::Attacks),
        build: |s| Request::Attacks(s.square()),
    },
    Intent {
        fits: |s| s.has(Command::Reach),
        build: |s| Request::Reach(s.square(), s.rest.iter().find_map(Word::piece)),
    },
    Intent {
        fits: |s| s.has(Command::Material),
        build: |_| Request::Material,
    },
    Intent {
        fits: |s| s.has(Command::Where),
        build: |s| Request::Where(s.rest.iter().find_map(Word::piece)),
    },
    Intent {
        fits: |s| s.has(Command::Pieces),
        build: |s| Request::Pieces(s.color),
    },
    Intent {
        fits: |s| s.has(Command::What),
        build: |s| Request::What(s.square()),
    },
    Intent {
        fits: |s| s.has(Command::FileWord),
        build: |s| Request::File(s.rest.iter().find_map(Word::file)),
    },
    Intent {
        fits: |s| s.has(Command::RankWord),
        build: |s| Request::Rank(s.rest.iter().find_map(Word::rank)),
    },
    Intent {
        fits: |s| s.has(Command::All),
        build: |_| Request::AllMoves,
    },
    Intent {
        fits: |s| s.has(Command::Last),
        build: |s| Request::LastMoves(s.number.map_or(1, |n| n as usize)),
    },
    Intent {
        fits: |s| s.has(Command::MoveNumber),
        build: |_| Request::MoveNumber,
    },
    Intent {
        fits: |s| s.has(Command::WhoseMove),
        build: |_| Request::WhoseMove,
    },
    Intent {
        fits: |s| s.has(Command::MoveWord),
        build: |s| Request::Move(s.number),
    },
    Intent {
        fits: |s| s.has(Command::Hint),
        build: |_| Request::Hint,
    },
    Intent {
        fits: |s| s.has(Command::Stop),
        build: |_| Request::Silence,
    },
    Intent {
        fits: |s| s.has(Command::Help),
        build: |_| Request::Help,
    },
    Intent {
        fits: |s| s.has(Command::Time),
        build: |_| Request::Time,
    },
    Intent {
        fits: |s| s.has(Command::New),
        build: |_| Request::NewGame,
    },
    Intent {
        fits: |s| s.has(Command::Quit),
        build: |_| Request::Quit,
    },
    Intent {
        fits: |s| s.has(Command::Abort),
        build: |_| Request::Abort,
    },
    Intent {
        fits: |s| s.has(Command::Chat),
        build: |_| Request::Chat,
    },
    Intent {
        fits: |s| s.has(Command::ClaimWin),
        build: |_| Request::ClaimWin,
    },
    Intent {
        fits: |s| s.has(Command::Takeback),
        build: |_| Request::Takeback,
    },
];

/// The request of an utterance with a command word (fillers taken out); a yes or a no is
/// weighed before, by the rule of answers (`answer::reply`), and never reaches here.
pub fn request(content: &[Word]) -> Request {
    let said = Said {
        content,
        rest: content
            .iter()
            .filter(|w| w.command().is_none() && w.color().is_none())
            .cloned()
            .collect(),
        color: content.iter().find_map(Word::color),
        number: content
            .iter()
            .position(|w| w.number().is_some() && w.file().is_none())
            .and_then(|i| read_number(&content[i..]).map(|(n, _)| n)),
        fifty: content.iter().any(|w| w.number() == Some(50)),
    };
    INTENTS
        .iter()
        .find(|i| (i.fits)(&said))
        .map_or(Request::NotUnderstood, |i| (i.build)(&said))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexicon::Lexicon;

    fn said(text: &str) -> Request {
        let words: Vec<Word> = Lexicon::builtin()
            .tokenize(text)
            .into_iter()
            .filter(|w| !w.is_filler())
            .collect();
        request(&words)
    }

    #[test]
    fn the_first_intent_that_fits_decides() {
        assert_eq!(said("Zugnummer"), Request::MoveNumber);
        assert_eq!(
            said("zurück zu Zug zwölf"),
            Request::BackTo(Some(12), Color::White)
        );
        assert_eq!(
            said("zurück zu Zug zwölf Schwarz"),
            Request::BackTo(Some(12), Color::Black)
        );
        assert_eq!(said("Zug zwölf"), Request::Move(Some(12)));
        assert_eq!(
            said("Schwarz gibt auf"),
            Request::Resign(Some(Color::Black))
        );
        assert_eq!(said("Figuren Weiß"), Request::Pieces(Some(Color::White)));
        // "Remis" with "fünfzig" is the claim of 9.3, not an offer.
        assert!(matches!(
            said("Remis fünfzig Züge"),
            Request::Claim {
                kind: Some(ClaimKind::FiftyMoves),
                ..
            }
        ));
        // The words of the move go with a claim and with an offer.
        let Request::Claim { with, .. } = said("reklamiere Wiederholung Springer Gustav acht")
        else {
            panic!()
        };
        assert_eq!(with.len(), 3, "Springer Gustav acht");
        let Request::Draw(d) = said("Remis angenommen") else {
            panic!()
        };
        assert!(d.accept && !d.decline && d.with.is_empty());
        assert_eq!(said("letzte drei Züge"), Request::LastMoves(3));
        assert_eq!(
            said("Diagonalen Eva vier"),
            Request::Diagonals(Some(Square::E4))
        );
        assert_eq!(said("атаки е четыре"), Request::Attacks(Some(Square::E4)));
        assert_eq!(
            said("wohin kann der Springer Gustav eins"),
            Request::Reach(Some(Square::G1), Some(Role::Knight))
        );
        assert_eq!(
            said("возможные ходы коня"),
            Request::Reach(None, Some(Role::Knight))
        );
        assert_eq!(said("Bauernstruktur"), Request::PawnStructure);
        assert_eq!(said("материал"), Request::Material);
        assert_eq!(said("mehr"), Request::More);
        assert_eq!(said("was kann ich sagen"), Request::WhatToSay);
        assert_eq!(
            said("wie lange habe ich für den letzten Zug gebraucht"),
            Request::MoveTime
        );
        assert_eq!(
            said("сколько времени ушло на последний ход"),
            Request::MoveTime
        );
        assert_eq!(said("Bericht"), Request::Report);
        assert_eq!(
            said("abtasten Linie Eva"),
            Request::Scan(Some(ScanLine::File(File::E)))
        );
        assert_eq!(
            said("abtasten Reihe vier"),
            Request::Scan(Some(ScanLine::Rank(Rank::Fourth)))
        );
        assert_eq!(
            said("abtasten Diagonalen Eva vier"),
            Request::Scan(Some(ScanLine::Diagonals(Square::E4)))
        );
        let warn = |text: &str| match said(text) {
            Request::Warnings(w) => w,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(
            warn("Warnungen bei zehn Minuten, fünf Minuten und einer Minute").at,
            [10 * MINUTE, 5 * MINUTE, MINUTE]
        );
        assert_eq!(
            warn("Zeitwarnung bei zwei Minuten dreißig Sekunden").at,
            [2 * MINUTE + 30 * SECOND]
        );
        assert_eq!(warn("Warnungen dreißig Sekunden").at, [30 * SECOND]);
        assert_eq!(warn("предупреждения пять минут").at, [5 * MINUTE]);
        assert!(warn("Warnungen aus").off);
        assert_eq!(warn("Warnungen nur Ton").tone, Some(true));
        assert_eq!(warn("Warnungen gesprochen").tone, Some(false));
        assert_eq!(warn("Warnungen"), WarningWords::default());
        assert_eq!(said("отчёт"), Request::Report);
        assert_eq!(said("что можно сказать"), Request::WhatToSay);
        assert!(!Request::Time.needs_a_game() && Request::Yes.needs_a_game());
    }
}
