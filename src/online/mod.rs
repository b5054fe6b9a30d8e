//! Online play: a game on Lichess, or on any server that speaks Lichess's Board API, played
//! by voice as at the board. `client` speaks HTTP to the server, `events` reads what it
//! streams, `link` runs both on threads of their own for the table (which never waits on the
//! network), `oauth` signs in through the browser, `token` keeps the player's token, and
//! `account` signs in and out for the console and the window.

pub mod account;
pub mod client;
pub mod events;
pub mod link;
pub mod oauth;
pub mod token;
