//! Online play: a game on Lichess, or on any server that speaks Lichess's Board API, played
//! by voice as at the board. `client` speaks HTTP to the server, `events` reads what it
//! streams, `link` runs both on threads of their own for the table (which never waits on the
//! network), `oauth` signs in through the browser, and `token` keeps the player's token.

pub mod client;
pub mod events;
pub mod link;
pub mod oauth;
pub mod token;
