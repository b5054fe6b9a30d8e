//! `ansage announce`: a move in words.

use std::process::ExitCode;

use clap::Args;
use shakmaty::uci::UciMove;

use super::usage;
use crate::chess::announce::{Style, move_words};
use crate::chess::game::parse_fen;

#[derive(Args, Debug)]
pub struct AnnounceArgs {
    /// The position (FEN or "startpos").
    #[arg(long, default_value = "startpos")]
    pub fen: String,
    /// The move in UCI ("g1f3").
    #[arg(long)]
    pub uci: String,
    /// ibca, ibca-from, en or ru.
    #[arg(long, default_value = "ibca")]
    pub style: Style,
}

pub(super) fn announce_cmd(a: AnnounceArgs) -> ExitCode {
    let pos = match parse_fen(&a.fen) {
        Ok(p) => p,
        Err(e) => return usage(e),
    };
    let m = match a.uci.parse::<UciMove>().map(|u| u.to_move(&pos)) {
        Ok(Ok(m)) => m,
        _ => return usage(format!("{} is not a legal move in this position", a.uci)),
    };
    print_line!("{}", move_words(&pos, m, a.style));
    ExitCode::SUCCESS
}
