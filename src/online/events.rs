//! What a Lichess-compatible server streams, as Lichess documents it (the Board API's game
//! stream and the incoming-event stream, one JSON object a line): only the fields Ansage uses,
//! each lenient where servers differ (a missing rating, an AI opponent without a name).

use serde::Deserialize;
use shakmaty::Color;

/// One line of the game stream (`/api/board/game/stream/{id}`).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameEvent {
    /// The whole game: who plays, the clock, the state (first line, and after a reconnect).
    #[serde(rename_all = "camelCase")]
    GameFull {
        id: String,
        white: Player,
        black: Player,
        #[serde(default)]
        clock: Option<GameClock>,
        #[serde(default)]
        initial_fen: Option<String>,
        state: GameState,
    },
    /// The state after a change: a move, a draw offer, the end.
    GameState(GameState),
    /// A chat line (read only on request).
    ChatLine { username: String, text: String },
    /// The opponent has left (or is back): the win can be claimed after the seconds given.
    #[serde(rename_all = "camelCase")]
    OpponentGone {
        gone: bool,
        #[serde(default)]
        claim_win_in_seconds: Option<i64>,
    },
}

/// A player of the game: a person, or the server's AI at a level.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub rating: Option<i32>,
    #[serde(default)]
    pub ai_level: Option<i32>,
}

/// The time control, in milliseconds.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
pub struct GameClock {
    pub initial: u64,
    pub increment: u64,
}

/// The game's state: its moves (UCI, space-separated), the clocks, the status.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct GameState {
    #[serde(default)]
    pub moves: String,
    #[serde(default)]
    pub wtime: u64,
    #[serde(default)]
    pub btime: u64,
    pub status: Status,
    #[serde(default)]
    pub winner: Option<Side>,
    #[serde(default)]
    pub wdraw: bool,
    #[serde(default)]
    pub bdraw: bool,
    #[serde(default)]
    pub wtakeback: bool,
    #[serde(default)]
    pub btakeback: bool,
}

impl GameState {
    /// The moves played, in UCI.
    pub fn moves(&self) -> Vec<String> {
        self.moves.split_whitespace().map(str::to_string).collect()
    }

    /// Whether this side offers a draw.
    pub fn draw_offered_by(&self, side: Color) -> bool {
        match side {
            Color::White => self.wdraw,
            Color::Black => self.bdraw,
        }
    }

    /// Whether this side proposes to take its last move back.
    pub fn takeback_proposed_by(&self, side: Color) -> bool {
        match side {
            Color::White => self.wtakeback,
            Color::Black => self.btakeback,
        }
    }

    /// The clock of this side, in milliseconds.
    pub fn time_of(&self, side: Color) -> u64 {
        match side {
            Color::White => self.wtime,
            Color::Black => self.btime,
        }
    }
}

/// A game's status, as Lichess names it.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum Status {
    Created,
    Started,
    Aborted,
    Mate,
    Resign,
    Stalemate,
    Timeout,
    Draw,
    Outoftime,
    Cheat,
    NoStart,
    UnknownFinish,
    InsufficientMaterialClaim,
    VariantEnd,
    #[serde(other)]
    Other,
}

impl Status {
    /// Whether the game goes on.
    pub fn is_running(self) -> bool {
        matches!(self, Status::Created | Status::Started)
    }
}

/// A colour as the server writes it.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// One line of the incoming-event stream (`/api/stream/event`).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum StreamEvent {
    GameStart {
        game: GameStarted,
    },
    GameFinish {
        game: GameStarted,
    },
    Challenge {
        challenge: Challenge,
    },
    ChallengeCanceled {
        challenge: Challenge,
    },
    ChallengeDeclined {
        challenge: Challenge,
    },
    #[serde(other)]
    Other,
}

/// A game that started (or finished) for the signed-in player.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GameStarted {
    /// Lichess writes both `gameId` and `id` (the same); older servers only `id`.
    #[serde(default)]
    game_id: Option<String>,
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    pub color: Option<Side>,
}

impl GameStarted {
    /// The game's id.
    pub fn game(&self) -> Option<&str> {
        self.game_id.as_deref().or(self.id.as_deref())
    }
}

/// A challenge, to or from the player.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    pub id: String,
    #[serde(default)]
    pub challenger: Option<ChallengeUser>,
    #[serde(default)]
    pub dest_user: Option<ChallengeUser>,
    #[serde(default)]
    pub time_control: Option<TimeControl>,
    #[serde(default)]
    pub rated: bool,
}

/// Who challenges, or is challenged.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct ChallengeUser {
    #[serde(default)]
    pub id: String,
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub rating: Option<i32>,
}

/// A challenge's time control: `show` is its usual short form ("15+10").
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct TimeControl {
    #[serde(default)]
    pub limit: Option<u64>,
    #[serde(default)]
    pub increment: Option<u64>,
    #[serde(default)]
    pub show: Option<String>,
}

/// A line of a stream: an event, a keep-alive (an empty line), or something not understood
/// (kept for the log: a server that speaks a newer dialect must not stop the game).
pub fn parse<T: for<'de> Deserialize<'de>>(line: &str) -> Option<Result<T, String>> {
    let line = line.trim();
    if line.is_empty() {
        return None;
    }
    Some(serde_json::from_str(line).map_err(|e| format!("{e}: {line}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lichess's documented example of a game stream's first line (Board API).
    const GAME_FULL: &str = r#"{"type":"gameFull","id":"5IrD6Gzz","rated":true,"variant":{"key":"standard","name":"Standard","short":"Std"},"clock":{"initial":1200000,"increment":10000},"speed":"classical","perf":{"name":"Classical"},"createdAt":1523825103562,"white":{"id":"lovlas","name":"lovlas","provisional":false,"rating":2500,"title":"IM"},"black":{"id":"leela","name":"leela","rating":2390,"title":null},"initialFen":"startpos","state":{"type":"gameState","moves":"e2e4 c7c5 f2f4 d7d6 g1f3 b8c6 f1c4 g8f6 d2d3 g7g6 e1g1 f8g7","wtime":7598040,"btime":8395220,"winc":10000,"binc":10000,"wdraw":false,"bdraw":false,"status":"started"}}"#;

    #[test]
    fn a_full_game_gives_the_players_and_the_moves() {
        let Some(Ok(GameEvent::GameFull {
            id, white, state, ..
        })) = parse::<GameEvent>(GAME_FULL)
        else {
            panic!("not a full game");
        };
        assert_eq!(id, "5IrD6Gzz");
        assert_eq!(white.name.as_deref(), Some("lovlas"));
        assert_eq!(white.rating, Some(2500));
        assert_eq!(state.moves().len(), 12);
        assert_eq!(state.moves()[0], "e2e4");
        assert!(state.status.is_running());
        assert_eq!(state.time_of(Color::Black), 8_395_220);
    }

    #[test]
    fn the_end_names_the_winner_and_an_offer_its_side() {
        let line = r#"{"type":"gameState","moves":"f2f3 e7e5 g2g4 d8h4","wtime":1,"btime":2,"winc":0,"binc":0,"status":"mate","winner":"black","bdraw":true}"#;
        let Some(Ok(GameEvent::GameState(s))) = parse::<GameEvent>(line) else {
            panic!("not a state");
        };
        assert_eq!(s.status, Status::Mate);
        assert_eq!(s.winner, Some(Side::Black));
        assert!(s.draw_offered_by(Color::Black) && !s.draw_offered_by(Color::White));
    }

    #[test]
    fn an_ai_opponent_has_a_level_and_no_name() {
        let line = r#"{"type":"gameFull","id":"x","white":{"id":"ann","name":"Ann"},"black":{"aiLevel":3},"state":{"type":"gameState","moves":"","status":"started"}}"#;
        let Some(Ok(GameEvent::GameFull { black, .. })) = parse::<GameEvent>(line) else {
            panic!("not a full game");
        };
        assert_eq!((black.name, black.ai_level), (None, Some(3)));
    }

    #[test]
    fn keep_alives_are_skipped_and_unknown_events_kept_apart() {
        assert!(parse::<GameEvent>("\n").is_none());
        assert!(matches!(
            parse::<GameEvent>(r#"{"type":"somethingNew"}"#),
            Some(Err(_))
        ));
        assert_eq!(
            parse::<StreamEvent>(r#"{"type":"somethingNew"}"#),
            Some(Ok(StreamEvent::Other))
        );
    }

    #[test]
    fn a_started_game_is_known_by_either_id() {
        let both = r#"{"type":"gameStart","game":{"gameId":"e2sq","id":"e2sq","color":"white","fullId":"e2sqkxD7"}}"#;
        let only = r#"{"type":"gameStart","game":{"id":"e2sq"}}"#;
        for line in [both, only] {
            let Some(Ok(StreamEvent::GameStart { game })) = parse::<StreamEvent>(line) else {
                panic!("not a game start: {line}");
            };
            assert_eq!(game.game(), Some("e2sq"));
        }
    }

    #[test]
    fn an_incoming_challenge_says_who_and_the_time_control() {
        let line = r#"{"type":"challenge","challenge":{"id":"7pGLxJ4F","url":"u","status":"created","challenger":{"id":"lovlas","name":"Lovlas","rating":2506},"destUser":{"id":"thibot","name":"thibot","rating":1500},"variant":{"key":"standard"},"rated":true,"speed":"rapid","timeControl":{"type":"clock","limit":600,"increment":0,"show":"10+0"},"color":"random","perf":{"icon":"R","name":"Rapid"}}}"#;
        let Some(Ok(StreamEvent::Challenge { challenge })) = parse::<StreamEvent>(line) else {
            panic!("not a challenge");
        };
        let by = challenge.challenger.unwrap();
        assert_eq!((by.name.as_str(), by.rating), ("Lovlas", Some(2506)));
        assert_eq!(
            challenge.time_control.unwrap().show.as_deref(),
            Some("10+0")
        );
        assert!(challenge.rated);
    }
}
