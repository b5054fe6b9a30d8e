//! Online play's benchmark (`make bench-online`), against open-chess on loopback as the tests
//! play it: how long a confirmed move takes from the player's "ja" until the server's stream
//! has it (target: under 100 ms), how long an opponent's move takes from the server's stream
//! event until Ansage announces it (target: under 300 ms), and a 60-move game with the
//! server killed and restarted five times, whose record must come out the same on both sides.
//! Prints numbers; asserts nothing but that the game could be played.

#[path = "../common/mod.rs"]
mod common;

use std::io::{BufRead, BufReader};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use ansage::chess::announce::{Style, move_words};
use common::LiveConsole;
use common::server::{Other, Server};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

const LINE: Duration = Duration::from_secs(60);
const PLIES: usize = 120;
const DROPS: usize = 5;

/// The game's states as the other player's stream brings them: the moves, with when they came.
fn follow(bob: &Other, id: &str) -> mpsc::Receiver<(Instant, String)> {
    let (tx, rx) = mpsc::channel();
    let url = format!("{}/api/board/game/stream/{id}", bob.base);
    let token = bob.token.clone();
    std::thread::spawn(move || {
        loop {
            let agent: ureq::Agent = ureq::config::Config::builder()
                .http_status_as_error(false)
                .build()
                .new_agent();
            let Ok(r) = agent
                .get(&url)
                .header("Authorization", format!("Bearer {token}"))
                .call()
            else {
                std::thread::sleep(Duration::from_millis(100));
                continue;
            };
            for line in BufReader::new(r.into_body().into_reader()).lines() {
                let Ok(line) = line else { break };
                let Ok(v) = serde_json::from_str::<serde_json::Value>(&line) else {
                    continue;
                };
                let state = if v["type"] == "gameFull" {
                    &v["state"]
                } else {
                    &v
                };
                if let Some(m) = state["moves"].as_str()
                    && tx.send((Instant::now(), m.to_string())).is_err()
                {
                    return;
                }
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    });
    rx
}

/// Waits until the stream shows `plies` moves; when that state came.
fn until(rx: &mpsc::Receiver<(Instant, String)>, plies: usize) -> (Instant, String) {
    let deadline = Instant::now() + LINE;
    loop {
        let (at, moves) = rx
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .expect("the server's stream shows the move");
        if moves.split_whitespace().count() >= plies {
            return (at, moves);
        }
    }
}

/// A move that leads to a position not seen before (no repetition ends the game early),
/// leaves nothing en prise to a mate or a recapture where it can, and varies with the ply.
fn fresh_move(pos: &Chess, seen: &mut std::collections::HashSet<String>) -> shakmaty::Move {
    use shakmaty::fen::Fen;
    let after = |m: &shakmaty::Move| {
        let mut p = pos.clone();
        p.play_unchecked(*m);
        Fen::from_position(&p, shakmaty::EnPassantMode::Legal)
            .to_string()
            .rsplitn(3, ' ')
            .nth(2)
            .unwrap_or_default()
            .to_string()
    };
    let careful = common::careful_move(pos);
    let moves = pos.legal_moves();
    let n = moves.len();
    let pick = std::iter::once(careful)
        .chain((0..n).map(|i| moves[(i * 7 + pos.fullmoves().get() as usize) % n]))
        .find(|m| !seen.contains(&after(m)))
        .unwrap_or(careful);
    seen.insert(after(&pick));
    pick
}

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let mut server = Server::start("bench-online");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("bench-online-app");
    let file = server.token_file(&ann);
    let mut app = LiveConsole::spawn_args(
        &[
            "online",
            "--server",
            &server.base,
            "--token-file",
            file.to_str().unwrap(),
            "--challenge",
            "bob",
            "--color",
            "white",
            "--time",
            "60+0",
        ],
        &dir,
    );
    let id = bob.incoming();
    bob.post(&format!("/api/challenge/{id}/accept"));
    app.expect("Online-Partie gegen Bob", LINE);
    let stream = follow(&bob, &id);
    let mut pos = Chess::default();
    let mut sent = Vec::new();
    let mut heard = Vec::new();
    let drop_every = PLIES / (DROPS + 1);
    let mut drops = 0;
    let mut seen = std::collections::HashSet::new();
    let started = Instant::now();
    let mut ply = 0;
    while ply < PLIES && !pos.is_game_over() {
        let mv = fresh_move(&pos, &mut seen);
        let words = move_words(&pos, mv, Style::Ibca);
        if pos.turn().is_white() {
            if ply > 0 && ply % drop_every == 0 && drops < DROPS {
                // The server goes away and comes back while the player moves.
                server.kill();
                app.expect("Verbindung zum Server verloren", LINE);
                app.type_line(&words);
                app.expect(&format!("{words}?"), LINE);
                app.type_line("ja");
                app.expect(&format!("{words}."), LINE);
                server.serve();
                app.expect("Wieder verbunden.", LINE);
                drops += 1;
                until(&stream, ply + 1);
            } else {
                app.type_line(&words);
                app.expect(&format!("{words}?"), LINE);
                let ja = Instant::now();
                app.type_line("ja");
                let (at, _) = until(&stream, ply + 1);
                sent.push(at.duration_since(ja).as_secs_f64() * 1000.0);
                app.expect(&format!("{words}."), LINE);
            }
        } else {
            let uci = UciMove::from_standard(mv).to_string();
            let (status, body) = bob.post(&format!("/api/board/game/{id}/move/{uci}"));
            assert_eq!(status, 200, "{uci}: {body}");
            let (at, _) = until(&stream, ply + 1);
            app.expect(&format!("Gegner: {words}"), LINE);
            heard.push(Instant::now().duration_since(at).as_secs_f64() * 1000.0);
        }
        pos.play_unchecked(mv);
        ply += 1;
    }
    let plies = ply;
    let elapsed = started.elapsed();
    if !pos.is_game_over() {
        // The game ends: the other player resigns, and both sides keep it.
        bob.post(&format!("/api/board/game/{id}/resign"));
        app.expect_any(&["Schwarz gibt auf", "Weiß gibt auf"], LINE);
    }
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
    // Both records: Ansage's archive or autosave, and the server's export, read by python-chess.
    let mut pgns = Vec::new();
    common::files_ending(&dir, "pgn", &mut pgns);
    let ours = common::python_chess_reads(&pgns[0]);
    let export = bob
        .agent
        .get(format!("{}/api/games/export/{id}", bob.base))
        .header("Accept", "application/x-chess-pgn")
        .header("Authorization", format!("Bearer {}", bob.token))
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    let theirs_file = dir.join("server.pgn");
    std::fs::write(&theirs_file, &export).unwrap();
    let theirs = common::python_chess_reads(&theirs_file);
    let version = std::process::Command::new(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".setup/open-chess/bin/open-chess"),
    )
    .arg("--version")
    .output()
    .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    .unwrap_or_default();
    println!("online, loopback, {version}:");
    println!(
        "  confirmed move sent (\"ja\" typed -> the server's stream has it), {} moves: median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        sent.len(),
        percentile(&mut sent, 0.5),
        percentile(&mut sent, 0.95),
        percentile(&mut sent, 1.0)
    );
    println!(
        "  opponent's move announced (stream event -> Ansage's line), {} moves: median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        heard.len(),
        percentile(&mut heard, 0.5),
        percentile(&mut heard, 0.95),
        percentile(&mut heard, 1.0)
    );
    println!(
        "  game of {plies} plies with the server killed and restarted {drops} times, {:.1} s: records identical (moves and result): {}",
        elapsed.as_secs_f64(),
        ours == theirs
    );
    if ours != theirs {
        println!("    Ansage: {ours:?}\n    server: {theirs:?}");
    }
}
