//! Everything the session says that is not a move: questions, errors with reasons, query
//! answers, results. One catalogue, pure functions from a message value to words in German,
//! English or Russian. Squares and moves inside messages are in the announcement style.

use shakmaty::{Color, KnownOutcome, Role};

use super::announce::{Style, color_word, square_words};
use super::game::{ClaimKind, EndReason, GameResult};
use super::lexicon::{Language, Lexicon, Meaning};
use super::matcher::{CastleProblem, IllegalReason};
use super::numbers::{duration_words, number_words};

/// A message to the player, before it is put into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// The player's move read back for confirmation (supplement 2.1, 2.6).
    ReadBack(String),
    /// A move played (confirmed, or entered from the board).
    Played(String),
    NotUnderstood,
    Illegal(IllegalReason),
    /// Which of these moves? (the words of each candidate)
    Choice(Vec<String>),
    PromotionQuestion,
    Cancelled,
    NothingToConfirm,
    NothingToCancel,
    GameIsOver,
    Result(GameResult),
    DrawOffered(Color),
    DrawOfferWithMove,
    DrawDeclined,
    NoDrawOffer,
    OfferNotAfterOwnMove,
    ClaimRejected(ClaimKind),
    ClaimWhat,
    MoveNumber(u32, Color),
    WhoseMove(Color),
    NoMovesYet,
    /// Moves as (move number, colour, words).
    MoveList(Vec<(u32, Color, String)>),
    Pieces(Color, String),
    Where(Role, Vec<String>, Vec<String>),
    Square(String, Option<String>),
    Line(String, Vec<String>),
    IllegalEntered {
        by: Color,
        count: u32,
        lost: bool,
    },
    IllegalClaimable(Color),
    IllegalClaimLapsed,
    BackTo(u32, Color),
    NoSuchMove(u32),
    Sealed,
    Adjourned,
    NotAdjourned,
    Resumed(String),
    NewGame(Color),
    NoClock,
    Help,
    TooLong,
    ConfirmResign(Color),
    ConfirmNewGame,
    ActionCancelled,
    /// Both clocks, on request (supplement 2.9d).
    Time {
        white: u64,
        black: u64,
        paused: bool,
    },
    /// Moves left to the next time control.
    MovesToControl(u32),
    TimeWarning(Color, u64),
    NoRecordingNeeded(Color),
    /// The flag fell ("партия", supplement 2.9e).
    Flag(Color),
    /// Both flags down outside the last period (6.12a).
    BothFlags,
    ClockReading(Color, u64),
    MoveCounter(Color, u32),
    ClockPaused,
    ClockRunning,
    ClockNotPaused,
    QuickplayClaimed(Color),
    QuickplayNotNow,
    QuickplayDeferred(Color),
    QuickplayRejected(Color),
    NoQuickplayClaim,
    /// What the recognizer heard (shown and printed, so the player knows what was taken).
    Heard(String),
    MicrophoneReady(String),
    NoMicrophone(String),
    NoRecognizer(String),
    /// Listening to the microphone switched on or off.
    Listening(bool),
    /// The sighted player touched a piece of his (supplement 2.9e): its colour, kind, square.
    Touched(Color, Role, String),
    /// No speech output, and why: announcements are written only.
    NoSpeech(String),
    /// Words the recognizer cannot hear, with what to say instead.
    Unheard(Vec<(String, Option<String>)>),
    /// A saved unfinished game was found: move number and side to move.
    ResumeOffer(u32, Color),
    /// A save file could not be read: the problem and where it was kept.
    SaveUnreadable(String, Option<String>),
    /// The autosave could not be written.
    SaveFailed(String),
    /// The settings file could not be read: the problem and where it was kept.
    ConfigUnreadable(String, Option<String>),
}

fn say(style: Style, m: Meaning) -> &'static str {
    Lexicon::builtin().say(style.language(), m)
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn piece(role: Role, lang: Language) -> &'static str {
    match lang {
        Language::De => match role {
            Role::King => "König",
            Role::Queen => "Dame",
            Role::Rook => "Turm",
            Role::Bishop => "Läufer",
            Role::Knight => "Springer",
            Role::Pawn => "Bauer",
        },
        Language::En => match role {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        },
        Language::Ru => match role {
            Role::King => "король",
            Role::Queen => "ферзь",
            Role::Rook => "ладья",
            Role::Bishop => "слон",
            Role::Knight => "конь",
            Role::Pawn => "пешка",
        },
    }
}

fn ru_genitive(role: Role) -> &'static str {
    match role {
        Role::King => "короля",
        Role::Queen => "ферзя",
        Role::Rook => "ладьи",
        Role::Bishop => "слона",
        Role::Knight => "коня",
        Role::Pawn => "пешки",
    }
}

fn feminine(role: Role, lang: Language) -> bool {
    match lang {
        Language::De => role == Role::Queen,
        Language::Ru => matches!(role, Role::Rook | Role::Pawn),
        Language::En => false,
    }
}

fn join_or(items: &[String], lang: Language) -> String {
    let or = match lang {
        Language::De => " oder ",
        Language::En => " or ",
        Language::Ru => " или ",
    };
    items.join(or)
}

/// Puts a message into words.
pub fn render(msg: &Msg, lang: Language, style: Style) -> String {
    use Language::*;
    let num = |n| number_words(n, lang);
    let color = |c| color_word(c, lang).to_string();
    match msg {
        Msg::ReadBack(w) => format!("{w}?"),
        Msg::Played(w) => format!("{w}."),
        Msg::NotUnderstood => match lang {
            De => "Nicht verstanden. Bitte wiederholen.".into(),
            En => "Not understood. Please repeat.".into(),
            Ru => "Не понял. Повторите, пожалуйста.".into(),
        },
        Msg::Illegal(r) => {
            let reason = reason_words(r, lang, style);
            match lang {
                De => format!("Unmöglich: {reason}."),
                En => format!("Impossible: {reason}."),
                Ru => format!("Невозможно: {reason}."),
            }
        }
        Msg::Choice(items) => format!("{}?", join_or(items, lang)),
        Msg::PromotionQuestion => match lang {
            De => "Umwandlung in?".into(),
            En => "Promote to?".into(),
            Ru => "Превращение в?".into(),
        },
        Msg::Cancelled => match lang {
            De => "Zug verworfen. Bitte den Zug sagen.".into(),
            En => "Move dropped. Say your move.".into(),
            Ru => "Ход отменён. Скажите ход.".into(),
        },
        Msg::NothingToConfirm => match lang {
            De => "Es gibt keinen Zug zu bestätigen.".into(),
            En => "There is no move to confirm.".into(),
            Ru => "Нет хода для подтверждения.".into(),
        },
        Msg::NothingToCancel => match lang {
            De => "Es gibt nichts zu verwerfen.".into(),
            En => "There is nothing to cancel.".into(),
            Ru => "Нечего отменять.".into(),
        },
        Msg::GameIsOver => match lang {
            De => "Die Partie ist beendet.".into(),
            En => "The game is over.".into(),
            Ru => "Партия окончена.".into(),
        },
        Msg::Result(r) => result_words(r, lang),
        Msg::DrawOffered(c) => match lang {
            De => format!("{} bietet Remis an.", color(*c)),
            En => format!("{} offers a draw.", cap(&color(*c))),
            Ru => format!("{} предлагают ничью.", cap(&color(*c))),
        },
        Msg::DrawOfferWithMove => match lang {
            De => "Remisangebot mit diesem Zug.".into(),
            En => "Draw offer with this move.".into(),
            Ru => "Предложение ничьей с этим ходом.".into(),
        },
        Msg::DrawDeclined => match lang {
            De => "Remis abgelehnt.".into(),
            En => "Draw declined.".into(),
            Ru => "Ничья отклонена.".into(),
        },
        Msg::NoDrawOffer => match lang {
            De => "Es liegt kein Remisangebot vor.".into(),
            En => "There is no draw offer.".into(),
            Ru => "Предложения ничьей нет.".into(),
        },
        Msg::OfferNotAfterOwnMove => match lang {
            De => "Remis wird nach dem eigenen Zug angeboten.".into(),
            En => "A draw is offered after one's own move.".into(),
            Ru => "Ничью предлагают после своего хода.".into(),
        },
        Msg::ClaimRejected(kind) => match (lang, kind) {
            (De, ClaimKind::Repetition) => {
                "Reklamation unberechtigt: keine dreifache Stellungswiederholung.".into()
            }
            (De, ClaimKind::FiftyMoves) => {
                "Reklamation unberechtigt: noch keine fünfzig Züge ohne Schlagen und Bauernzug."
                    .into()
            }
            (En, ClaimKind::Repetition) => "Claim rejected: no threefold repetition.".into(),
            (En, ClaimKind::FiftyMoves) => {
                "Claim rejected: not yet fifty moves without a capture or pawn move.".into()
            }
            (Ru, ClaimKind::Repetition) => {
                "Требование отклонено: нет троекратного повторения.".into()
            }
            (Ru, ClaimKind::FiftyMoves) => {
                "Требование отклонено: ещё нет пятидесяти ходов без взятий и ходов пешек.".into()
            }
        },
        Msg::ClaimWhat => match lang {
            De => "Was reklamieren Sie: Wiederholung oder fünfzig Züge?".into(),
            En => "What do you claim: repetition or fifty moves?".into(),
            Ru => "Что вы заявляете: повторение или пятьдесят ходов?".into(),
        },
        Msg::MoveNumber(n, c) => match lang {
            De => format!("Zug {}, {} am Zug.", num(*n), color(*c)),
            En => format!("Move {}, {} to move.", num(*n), color(*c)),
            Ru => format!("Ход {}, ходят {}.", num(*n), color(*c)),
        },
        Msg::WhoseMove(c) => match lang {
            De => format!("{} am Zug.", color(*c)),
            En => format!("{} to move.", cap(&color(*c))),
            Ru => format!("Ходят {}.", color(*c)),
        },
        Msg::NoMovesYet => match lang {
            De => "Noch kein Zug.".into(),
            En => "No moves yet.".into(),
            Ru => "Ходов ещё не было.".into(),
        },
        Msg::MoveList(moves) => {
            let mut parts = Vec::new();
            let mut current: Option<u32> = None;
            for (n, c, w) in moves {
                if current != Some(*n) || *c == Color::White {
                    let head = if *c == Color::Black && current != Some(*n) {
                        format!("{}, {}: {w}", cap(&num(*n)), color(Color::Black))
                    } else {
                        format!("{}: {w}", cap(&num(*n)))
                    };
                    parts.push(head);
                    current = Some(*n);
                } else if let Some(last) = parts.last_mut() {
                    last.push_str(", ");
                    last.push_str(w);
                }
            }
            format!("{}.", parts.join(". "))
        }
        Msg::Pieces(c, list) => format!("{}: {list}.", cap(&color(*c))),
        Msg::Where(role, white, black) => {
            let none = match lang {
                De => "keine",
                En => "none",
                Ru => "нет",
            };
            let list = |v: &Vec<String>| {
                if v.is_empty() {
                    none.to_string()
                } else {
                    v.join(", ")
                }
            };
            let name = super::announce::piece_word(*role, style);
            format!(
                "{}: {} {}; {} {}.",
                cap(name),
                cap(&color(Color::White)),
                list(white),
                cap(&color(Color::Black)),
                list(black)
            )
        }
        Msg::Square(s, content) => match content {
            Some(p) => format!("{s}: {p}."),
            None => match lang {
                De => format!("{s}: leer."),
                En => format!("{s}: empty."),
                Ru => format!("{s}: пусто."),
            },
        },
        Msg::Line(name, items) => {
            if items.is_empty() {
                match lang {
                    De => format!("{name}: leer."),
                    En => format!("{name}: empty."),
                    Ru => format!("{name}: пусто."),
                }
            } else {
                format!("{name}: {}.", items.join(", "))
            }
        }
        Msg::IllegalEntered { by, count, lost } => {
            let opp = color(!*by);
            let head = match lang {
                De => format!(
                    "Unmöglicher Zug von {}, Nummer {}. Die Stellung davor gilt.",
                    color(*by),
                    num(*count)
                ),
                En => format!(
                    "Illegal move by {}, number {}. The position before it stands.",
                    color(*by),
                    num(*count)
                ),
                Ru => format!(
                    "Невозможный ход {}, номер {}. Восстановлена позиция до него.",
                    match by {
                        Color::White => "белых",
                        Color::Black => "чёрных",
                    },
                    num(*count)
                ),
            };
            if *lost {
                head
            } else {
                let extra = match lang {
                    De => format!(" {opp} erhält zwei Minuten."),
                    En => format!(" {} gets two minutes.", cap(&opp)),
                    Ru => format!(
                        " {} получают две минуты.",
                        cap(&opp)
                    ),
                };
                head + &extra
            }
        }
        Msg::IllegalClaimable(by) => match lang {
            De => format!(
                "Unmöglicher Zug von {} eingetragen. {} kann vor dem eigenen Zug reklamieren.",
                color(*by),
                color(!*by)
            ),
            En => format!(
                "Illegal move by {} entered. {} may claim before moving.",
                color(*by),
                cap(&color(!*by))
            ),
            Ru => format!(
                "Записан невозможный ход. {} могут заявить до своего хода.",
                cap(&color(!*by))
            ),
        },
        Msg::IllegalClaimLapsed => match lang {
            De => "Keine Reklamation. Die Partie geht von der Stellung vor dem unmöglichen Zug weiter.".into(),
            En => "No claim. The game goes on from the position before the illegal move.".into(),
            Ru => "Заявления нет. Партия продолжается с позиции до невозможного хода.".into(),
        },
        Msg::BackTo(n, c) => match lang {
            De => format!("Zurück zu Zug {}, {} am Zug.", num(*n), color(*c)),
            En => format!("Back to move {}, {} to move.", num(*n), color(*c)),
            Ru => format!("Возврат к ходу {}, ходят {}.", num(*n), color(*c)),
        },
        Msg::NoSuchMove(n) => match lang {
            De => format!("Einen Zug {} gibt es nicht.", num(*n)),
            En => format!("There is no move {}.", num(*n)),
            Ru => format!("Хода {} нет.", num(*n)),
        },
        Msg::Sealed => match lang {
            De => "Abgabezug versiegelt. Die Partie ist vertagt.".into(),
            En => "Move sealed. The game is adjourned.".into(),
            Ru => "Ход записан и запечатан. Партия отложена.".into(),
        },
        Msg::Adjourned => match lang {
            De => "Die Partie ist vertagt. Zum Fortsetzen: fortsetzen.".into(),
            En => "The game is adjourned. Say resume to go on.".into(),
            Ru => "Партия отложена. Чтобы продолжить, скажите: продолжить.".into(),
        },
        Msg::NotAdjourned => match lang {
            De => "Die Partie ist nicht vertagt.".into(),
            En => "The game is not adjourned.".into(),
            Ru => "Партия не отложена.".into(),
        },
        Msg::Resumed(w) => match lang {
            De => format!("Partie fortgesetzt. Abgabezug: {w}."),
            En => format!("Game resumed. Sealed move: {w}."),
            Ru => format!("Партия возобновлена. Записанный ход: {w}."),
        },
        Msg::NewGame(c) => match lang {
            De => format!("Neue Partie. {} am Zug.", color(*c)),
            En => format!("New game. {} to move.", cap(&color(*c))),
            Ru => format!("Новая партия. Ходят {}.", color(*c)),
        },
        Msg::NoClock => match lang {
            De => "Für diese Partie läuft keine Uhr.".into(),
            En => "No clock is running for this game.".into(),
            Ru => "В этой партии часы не идут.".into(),
        },
        Msg::Help => match lang {
            De => "Zug sagen, zum Beispiel Springer Felix drei, dann ja oder nein. Fragen: Zeit, wer ist am Zug, Zugnummer, letzter Zug, alle Züge, wo sind die Springer, Figuren Weiß, was steht auf Eva vier, Linie Eva, Reihe vier. Remis, Remis angenommen, abgelehnt, aufgeben, reklamiere Wiederholung, reklamiere fünfzig Züge, reklamiere Zeitnot, zurück zu Zug zwölf, Abgabezug, fortsetzen, nochmal, Ruhe.".into(),
            En => "Say a move, for example knight f three, then yes or no. Questions: time, whose move, move number, last move, all moves, where are the knights, pieces white, what is on e four, file e, rank four. Draw, accept, decline, resign, claim repetition, claim fifty moves, claim quickplay, back to move twelve, seal, resume, repeat, stop.".into(),
            Ru => "Скажите ход, например конь эф три, затем да или нет. Вопросы: время, чей ход, номер хода, последний ход, все ходы, где кони, фигуры белые, что на е четыре, вертикаль е, горизонталь четыре. Ничья, принимаю, отклоняю, сдаюсь, требую повторение, требую пятьдесят ходов, требую цейтнот, назад к ходу двенадцать, откладываю, продолжить, повтори, стоп.".into(),
        },
        Msg::ResumeOffer(n, c) => match lang {
            De => format!(
                "Eine gespeicherte Partie ist da: Zug {}, {} am Zug. Fortsetzen? Ja oder nein.",
                num(*n),
                color(*c)
            ),
            En => format!(
                "A saved game was found: move {}, {} to move. Resume it? Yes or no.",
                num(*n),
                color(*c)
            ),
            Ru => format!(
                "Найдена сохранённая партия: ход {}, ходят {}. Продолжить? Да или нет.",
                num(*n),
                color(*c)
            ),
        },
        Msg::SaveUnreadable(problem, kept) => {
            let kept = kept.clone().unwrap_or_default();
            match lang {
                De => format!(
                    "Die gespeicherte Partie ist nicht lesbar ({problem}). Die Datei ist unverändert aufbewahrt: {kept}. Neue Partie."
                ),
                En => format!(
                    "The saved game cannot be read ({problem}). The file is kept unchanged: {kept}. New game."
                ),
                Ru => format!(
                    "Сохранённую партию нельзя прочитать ({problem}). Файл сохранён без изменений: {kept}. Новая партия."
                ),
            }
        }
        Msg::ConfigUnreadable(problem, kept) => {
            let kept = kept.clone().unwrap_or_default();
            match lang {
                De => format!("Die Einstellungen sind nicht lesbar ({problem}). Die Datei ist unverändert aufbewahrt: {kept}. Es gelten die Standardwerte."),
                En => format!("The settings cannot be read ({problem}). The file is kept unchanged: {kept}. The defaults apply."),
                Ru => format!("Настройки нельзя прочитать ({problem}). Файл сохранён без изменений: {kept}. Действуют значения по умолчанию."),
            }
        }
        Msg::SaveFailed(problem) => match lang {
            De => format!("Speichern fehlgeschlagen: {problem}."),
            En => format!("Saving failed: {problem}."),
            Ru => format!("Не удалось сохранить: {problem}."),
        },
        Msg::ConfirmResign(c) => match lang {
            De => format!("{} gibt auf? Ja oder nein.", color(*c)),
            En => format!("{} resigns? Yes or no.", cap(&color(*c))),
            Ru => format!("{} сдаются? Да или нет.", cap(&color(*c))),
        },
        Msg::ConfirmNewGame => match lang {
            De => "Neue Partie beginnen? Die laufende Partie wird beendet. Ja oder nein.".into(),
            En => "Start a new game? The current game ends. Yes or no.".into(),
            Ru => "Начать новую партию? Текущая партия закончится. Да или нет.".into(),
        },
        Msg::ActionCancelled => match lang {
            De => "Abgebrochen. Die Partie geht weiter.".into(),
            En => "Cancelled. The game goes on.".into(),
            Ru => "Отменено. Партия продолжается.".into(),
        },
        Msg::Time {
            white,
            black,
            paused,
        } => {
            let w = duration_words(*white, lang);
            let b = duration_words(*black, lang);
            let base = match lang {
                De => format!("Weiß {w}, Schwarz {b}."),
                En => format!("White {w}, Black {b}."),
                Ru => format!("Белые: {w}, чёрные: {b}."),
            };
            match (paused, lang) {
                (false, _) => base,
                (true, De) => format!("{base} Die Uhr ist angehalten."),
                (true, En) => format!("{base} The clock is stopped."),
                (true, Ru) => format!("{base} Часы остановлены."),
            }
        }
        Msg::MovesToControl(n) => match lang {
            De => format!("Noch {} bis zur Zeitkontrolle.", plural_moves(*n, lang)),
            En => format!("{} to the time control.", cap(&plural_moves(*n, lang))),
            Ru => format!("До контроля {}.", plural_moves(*n, lang)),
        },
        Msg::TimeWarning(c, ms) | Msg::ClockReading(c, ms) => {
            format!("{}: {}.", cap(&color(*c)), duration_words(*ms, lang))
        }
        Msg::NoRecordingNeeded(c) => match lang {
            De => format!("{} muss nicht mehr mitschreiben.", color(*c)),
            En => format!("{} need not record the moves any more.", cap(&color(*c))),
            Ru => format!("{} могут больше не записывать ходы.", cap(&color(*c))),
        },
        Msg::Flag(c) => match lang {
            De => format!("Flagge! {} hat die Zeit überschritten.", color(*c)),
            En => format!("Flag! {} has run out of time.", cap(&color(*c))),
            Ru => format!("Партия! У {} упал флажок.", match c {
                Color::White => "белых",
                Color::Black => "чёрных",
            }),
        },
        Msg::BothFlags => match lang {
            De => "Beide Flaggen sind gefallen. Die Partie geht weiter; der Schiedsrichter stellt die Uhr.".into(),
            En => "Both flags have fallen. The game goes on; the arbiter sets the clock.".into(),
            Ru => "Упали оба флажка. Партия продолжается; судья устанавливает часы.".into(),
        },
        Msg::MoveCounter(c, n) => match lang {
            De => format!("Zugzähler {}: {}.", color(*c), num(*n)),
            En => format!("Move counter {}: {}.", color(*c), num(*n)),
            Ru => format!("Счётчик ходов, {}: {}.", color(*c), num(*n)),
        },
        Msg::ClockPaused => match lang {
            De => "Uhr angehalten.".into(),
            En => "Clock stopped.".into(),
            Ru => "Часы остановлены.".into(),
        },
        Msg::ClockRunning => match lang {
            De => "Uhr läuft.".into(),
            En => "Clock running.".into(),
            Ru => "Часы идут.".into(),
        },
        Msg::ClockNotPaused => match lang {
            De => "Die Uhr ist nicht angehalten.".into(),
            En => "The clock is not stopped.".into(),
            Ru => "Часы не остановлены.".into(),
        },
        Msg::QuickplayClaimed(c) => match lang {
            De => format!("{} reklamiert Remis nach Artikel 10.2. Die Uhr ist angehalten; der Schiedsrichter entscheidet.", color(*c)),
            En => format!("{} claims a draw under article 10.2. The clock is stopped; the arbiter decides.", cap(&color(*c))),
            Ru => format!("{} требуют ничью по статье 10.2. Часы остановлены; решает судья.", cap(&color(*c))),
        },
        Msg::QuickplayNotNow => match lang {
            De => "Reklamation nach 10.2 nur mit weniger als zwei Minuten in der letzten Periode.".into(),
            En => "A claim under 10.2 needs less than two minutes in the last period.".into(),
            Ru => "Заявление по 10.2 возможно, только если в последнем периоде осталось меньше двух минут.".into(),
        },
        Msg::QuickplayDeferred(opp) => match lang {
            De => format!("Entscheidung vertagt. {} erhält zwei Minuten.", color(*opp)),
            En => format!("Decision deferred. {} gets two minutes.", cap(&color(*opp))),
            Ru => format!("Решение отложено. {} получают две минуты.", cap(&color(*opp))),
        },
        Msg::QuickplayRejected(opp) => match lang {
            De => format!("Reklamation abgelehnt. {} erhält zwei Minuten.", color(*opp)),
            En => format!("Claim rejected. {} gets two minutes.", cap(&color(*opp))),
            Ru => format!("Заявление отклонено. {} получают две минуты.", cap(&color(*opp))),
        },
        Msg::NoQuickplayClaim => match lang {
            De => "Es liegt keine Reklamation nach 10.2 vor.".into(),
            En => "There is no claim under 10.2.".into(),
            Ru => "Заявления по 10.2 нет.".into(),
        },
        Msg::Heard(text) => match lang {
            De => format!("Gehört: {text}."),
            En => format!("Heard: {text}."),
            Ru => format!("Услышано: {text}."),
        },
        Msg::MicrophoneReady(name) => match lang {
            De => format!("Mikrofon bereit: {name}."),
            En => format!("Microphone ready: {name}."),
            Ru => format!("Микрофон готов: {name}."),
        },
        Msg::NoMicrophone(why) => match lang {
            De => format!("Kein Mikrofon ({why}). Die Partie geht per Tastatur weiter; das Mikrofon wird wieder gesucht."),
            En => format!("No microphone ({why}). The game goes on by keyboard; Ansage keeps looking for the microphone."),
            Ru => format!("Нет микрофона ({why}). Партия продолжается с клавиатуры; микрофон ищется снова."),
        },
        Msg::NoRecognizer(why) => match lang {
            De => format!("Keine Spracherkennung ({why}). Die Partie geht per Tastatur weiter."),
            En => format!("No speech recognition ({why}). The game goes on by keyboard."),
            Ru => format!("Распознавание речи недоступно ({why}). Партия продолжается с клавиатуры."),
        },
        Msg::Listening(on) => match (lang, on) {
            (De, true) => "Ich höre zu.".into(),
            (De, false) => "Ich höre nicht mehr zu.".into(),
            (En, true) => "Listening.".into(),
            (En, false) => "Not listening.".into(),
            (Ru, true) => "Слушаю.".into(),
            (Ru, false) => "Не слушаю.".into(),
        },
        Msg::Touched(c, role, square) => {
            let p = super::announce::colored_piece(*c, *role, style, lang);
            match lang {
                De => format!("Berührt: {p} auf {square}."),
                En => format!("Touched: {p} on {square}."),
                Ru => format!("Тронута фигура: {p} на {square}."),
            }
        }
        Msg::NoSpeech(why) => match lang {
            De => format!("Keine Sprachausgabe ({why}). Ansagen werden nur geschrieben."),
            En => format!("No speech output ({why}). Announcements are only written."),
            Ru => format!("Нет речевого вывода ({why}). Сообщения только печатаются."),
        },
        Msg::Unheard(words) => {
            let list: Vec<String> = words
                .iter()
                .map(|(w, instead)| match (instead, lang) {
                    (Some(i), De) => format!("{w} (stattdessen {i})"),
                    (Some(i), En) => format!("{w} (say {i})"),
                    (Some(i), Ru) => format!("{w} (вместо этого: {i})"),
                    (None, _) => w.clone(),
                })
                .collect();
            match lang {
                De => format!("Diese Wörter hört die Spracherkennung nicht: {}.", list.join(", ")),
                En => format!("The speech recognition cannot hear these words: {}.", list.join(", ")),
                Ru => format!("Эти слова распознавание не слышит: {}.", list.join(", ")),
            }
        }
        Msg::TooLong => match lang {
            De => "Zu viele Wörter. Bitte nur den Zug sagen.".into(),
            En => "Too many words. Please say just the move.".into(),
            Ru => "Слишком много слов. Скажите только ход.".into(),
        },
    }
}

/// "ein Zug", "neunundzwanzig Züge", "one move", "двадцать один ход".
fn plural_moves(n: u32, lang: Language) -> String {
    match lang {
        Language::De if n == 1 => "ein Zug".into(),
        Language::De => format!("{} Züge", number_words(n, lang)),
        Language::En if n == 1 => "one move".into(),
        Language::En => format!("{} moves", number_words(n, lang)),
        Language::Ru => {
            let form = if (11..=19).contains(&(n % 100)) {
                "ходов"
            } else {
                match n % 10 {
                    1 => "ход",
                    2..=4 => "хода",
                    _ => "ходов",
                }
            };
            format!("{} {form}", number_words(n, lang))
        }
    }
}

/// Why a move is impossible, in plain words (the reason clause of an "Impossible: ..." message).
pub fn reason_words(r: &IllegalReason, lang: Language, style: Style) -> String {
    use Language::*;
    let sq = |s| square_words(s, style);
    match r {
        IllegalReason::GameOver => match lang {
            De => "die Partie ist beendet".into(),
            En => "the game is over".into(),
            Ru => "партия окончена".into(),
        },
        IllegalReason::NoSuchPiece { role, file, rank } => {
            let place = match (file, rank) {
                (Some(f), Some(r)) => Some(sq(shakmaty::Square::from_coords(*f, *r))),
                (Some(f), None) => Some(match lang {
                    De => format!("der Linie {}", say(style, Meaning::File(*f))),
                    En => format!("file {}", say(style, Meaning::File(*f))),
                    Ru => format!("вертикали {}", say(style, Meaning::File(*f))),
                }),
                (None, Some(r)) => Some(match lang {
                    De => format!("der Reihe {}", say(style, Meaning::Rank(*r))),
                    En => format!("rank {}", say(style, Meaning::Rank(*r))),
                    Ru => format!("горизонтали {}", say(style, Meaning::Rank(*r))),
                }),
                (None, None) => None,
            };
            match (lang, role, place) {
                (De, Some(role), Some(p)) => format!(
                    "{} {} auf {p}",
                    if feminine(*role, De) { "keine" } else { "kein" },
                    piece(*role, De)
                ),
                (De, Some(role), None) => format!(
                    "Sie haben {} {}",
                    if feminine(*role, De) {
                        "keine"
                    } else {
                        "keinen"
                    },
                    if *role == Role::Pawn {
                        "Bauern"
                    } else {
                        piece(*role, De)
                    }
                ),
                (De, None, p) => format!("auf {} steht keine Ihrer Figuren", p.unwrap_or_default()),
                (En, Some(role), Some(p)) => format!("you have no {} on {p}", piece(*role, En)),
                (En, Some(role), None) => format!("you have no {}", piece(*role, En)),
                (En, None, p) => format!("none of your pieces is on {}", p.unwrap_or_default()),
                (Ru, Some(role), Some(p)) => format!("нет {} на {p}", ru_genitive(*role)),
                (Ru, Some(role), None) => format!("у вас нет {}", ru_genitive(*role)),
                (Ru, None, p) => format!("на {} нет вашей фигуры", p.unwrap_or_default()),
            }
        }
        IllegalReason::CannotReach { role, from, to } => match (lang, from) {
            (De, Some(f)) => format!(
                "{} {} auf {} kann {} nicht erreichen",
                if feminine(*role, De) { "die" } else { "der" },
                piece(*role, De),
                sq(*f),
                sq(*to)
            ),
            (De, None) => format!(
                "{} {} kann {} erreichen",
                if feminine(*role, De) { "keine" } else { "kein" },
                piece(*role, De),
                sq(*to)
            ),
            (En, Some(f)) => format!(
                "the {} on {} cannot reach {}",
                piece(*role, En),
                sq(*f),
                sq(*to)
            ),
            (En, None) => format!("no {} can reach {}", piece(*role, En), sq(*to)),
            (Ru, Some(f)) => format!(
                "{} с {} не может пойти на {}",
                piece(*role, Ru),
                sq(*f),
                sq(*to)
            ),
            (Ru, None) => format!(
                "{} {} не может пойти на {}",
                if feminine(*role, Ru) {
                    "ни одна"
                } else {
                    "ни один"
                },
                piece(*role, Ru),
                sq(*to)
            ),
        },
        IllegalReason::OwnPiece { to, role } => match lang {
            De => format!(
                "auf {} steht {} {}",
                sq(*to),
                if feminine(*role, De) {
                    "Ihre eigene"
                } else {
                    "Ihr eigener"
                },
                piece(*role, De)
            ),
            En => format!("your own {} stands on {}", piece(*role, En), sq(*to)),
            Ru => format!(
                "на {} стоит {} {}",
                sq(*to),
                if feminine(*role, Ru) {
                    "ваша"
                } else {
                    "ваш"
                },
                piece(*role, Ru)
            ),
        },
        IllegalReason::NothingToCapture { to } => match lang {
            De => format!("auf {} gibt es nichts zu schlagen", sq(*to)),
            En => format!("there is nothing to take on {}", sq(*to)),
            Ru => format!("на {} нечего бить", sq(*to)),
        },
        IllegalReason::WrongCapture { to, said } => match lang {
            De => format!(
                "auf {} steht {} {}",
                sq(*to),
                if feminine(*said, De) { "keine" } else { "kein" },
                piece(*said, De)
            ),
            En => format!("there is no {} on {}", piece(*said, En), sq(*to)),
            Ru => format!("на {} нет {}", sq(*to), ru_genitive(*said)),
        },
        IllegalReason::KingInCheck { .. } => match lang {
            De => "Ihr König stünde im Schach".into(),
            En => "your king would be in check".into(),
            Ru => "ваш король оказался бы под шахом".into(),
        },
        IllegalReason::BadPromotion => match lang {
            De => "das ist keine Umwandlung".into(),
            En => "that is not a promotion".into(),
            Ru => "это не превращение".into(),
        },
        IllegalReason::Castle(p) => {
            let why = match (lang, p) {
                (De, CastleProblem::KingMoved) => "der König hat schon gezogen",
                (De, CastleProblem::RookMoved) => "der Turm hat schon gezogen",
                (De, CastleProblem::InCheck) => "der König steht im Schach",
                (De, CastleProblem::Blocked) => "zwischen König und Turm stehen Figuren",
                (De, CastleProblem::ThroughCheck) => {
                    "der König würde ein angegriffenes Feld überqueren oder betreten"
                }
                (En, CastleProblem::KingMoved) => "the king has moved",
                (En, CastleProblem::RookMoved) => "the rook has moved",
                (En, CastleProblem::InCheck) => "the king is in check",
                (En, CastleProblem::Blocked) => "there are pieces between king and rook",
                (En, CastleProblem::ThroughCheck) => {
                    "the king would cross or land on an attacked square"
                }
                (Ru, CastleProblem::KingMoved) => "король уже ходил",
                (Ru, CastleProblem::RookMoved) => "ладья уже ходила",
                (Ru, CastleProblem::InCheck) => "король под шахом",
                (Ru, CastleProblem::Blocked) => "между королём и ладьёй стоят фигуры",
                (Ru, CastleProblem::ThroughCheck) => "король прошёл бы через битое поле",
            };
            match lang {
                De => format!("keine Rochade, {why}"),
                En => format!("cannot castle, {why}"),
                Ru => format!("рокировка невозможна, {why}"),
            }
        }
    }
}

/// The result with its reason and the points (11.1).
pub fn result_words(r: &GameResult, lang: Language) -> String {
    use Language::*;
    let color = |c| color_word(c, lang).to_string();
    let loser = match r.outcome {
        KnownOutcome::Decisive { winner } => Some(!winner),
        KnownOutcome::Draw => None,
    };
    let reason = match (lang, r.reason) {
        (De, EndReason::Checkmate) => "Matt".to_string(),
        (En, EndReason::Checkmate) => "Checkmate".to_string(),
        (Ru, EndReason::Checkmate) => "Мат".to_string(),
        (De, EndReason::Stalemate) => "Patt".to_string(),
        (En, EndReason::Stalemate) => "Stalemate".to_string(),
        (Ru, EndReason::Stalemate) => "Пат".to_string(),
        (De, EndReason::DeadPosition) => "Kein Matt mehr möglich".to_string(),
        (En, EndReason::DeadPosition) => "No mate is possible".to_string(),
        (Ru, EndReason::DeadPosition) => "Мат невозможен".to_string(),
        (De, EndReason::Agreement) => "Remis vereinbart".to_string(),
        (En, EndReason::Agreement) => "Draw agreed".to_string(),
        (Ru, EndReason::Agreement) => "Ничья по соглашению".to_string(),
        (De, EndReason::Resignation) => {
            format!("{} gibt auf", color(loser.unwrap_or(Color::White)))
        }
        (En, EndReason::Resignation) => {
            format!("{} resigns", cap(&color(loser.unwrap_or(Color::White))))
        }
        (Ru, EndReason::Resignation) => {
            format!("{} сдаются", cap(&color(loser.unwrap_or(Color::White))))
        }
        (De, EndReason::QuickplayFinish) => "Remis nach Reklamation in Zeitnot".to_string(),
        (En, EndReason::QuickplayFinish) => "Draw claimed in the quickplay finish".to_string(),
        (Ru, EndReason::QuickplayFinish) => "Ничья по заявлению в цейтноте".to_string(),
        (De, EndReason::Repetition) => "Dreifache Stellungswiederholung".to_string(),
        (En, EndReason::Repetition) => "Threefold repetition".to_string(),
        (Ru, EndReason::Repetition) => "Троекратное повторение позиции".to_string(),
        (De, EndReason::FiftyMoves) => "Fünfzig-Züge-Regel".to_string(),
        (En, EndReason::FiftyMoves) => "Fifty-move rule".to_string(),
        (Ru, EndReason::FiftyMoves) => "Правило пятидесяти ходов".to_string(),
        (De, EndReason::IllegalMoves) => "Unmöglicher Zug".to_string(),
        (En, EndReason::IllegalMoves) => "Illegal move".to_string(),
        (Ru, EndReason::IllegalMoves) => "Невозможный ход".to_string(),
        (De, EndReason::FlagFall) => "Flagge".to_string(),
        (En, EndReason::FlagFall) => "Flag".to_string(),
        (Ru, EndReason::FlagFall) => "Партия".to_string(),
        (De, EndReason::SealedMoveIllegal) => "Abgabezug ungültig".to_string(),
        (En, EndReason::SealedMoveIllegal) => "Sealed move invalid".to_string(),
        (Ru, EndReason::SealedMoveIllegal) => "Записанный ход недействителен".to_string(),
    };
    let outcome = match (lang, r.outcome) {
        (
            De,
            KnownOutcome::Decisive {
                winner: Color::White,
            },
        ) => "Weiß gewinnt, eins zu null",
        (
            De,
            KnownOutcome::Decisive {
                winner: Color::Black,
            },
        ) => "Schwarz gewinnt, null zu eins",
        (De, KnownOutcome::Draw) => "Remis, ein halb zu ein halb",
        (
            En,
            KnownOutcome::Decisive {
                winner: Color::White,
            },
        ) => "White wins, one to nothing",
        (
            En,
            KnownOutcome::Decisive {
                winner: Color::Black,
            },
        ) => "Black wins, nothing to one",
        (En, KnownOutcome::Draw) => "Draw, half a point each",
        (
            Ru,
            KnownOutcome::Decisive {
                winner: Color::White,
            },
        ) => "Победа белых, один ноль",
        (
            Ru,
            KnownOutcome::Decisive {
                winner: Color::Black,
            },
        ) => "Победа чёрных, ноль один",
        (Ru, KnownOutcome::Draw) => "Ничья, по пол-очка",
    };
    format!("{reason}. {outcome}.")
}
