//! Online play against a real Lichess-compatible server on loopback: open-chess (built by
//! `make setup` into .setup/open-chess) on its own PostgreSQL cluster, started by each test.
//! Ansage plays one side through `ansage online`, typed words as a player's spoken ones; the
//! other side is a second account driven over the server's HTTP API, as any other client
//! would. Never the live site.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod common;
use common::LiveConsole;
use common::server::{Other, Server, free_port};

use ansage::chess::announce::{Style, move_words};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};

/// How long a line may take: a move crosses the server in milliseconds.
const LINE: Duration = Duration::from_secs(20);

/// `ansage online` against the server, with this token, the rest as given.
fn ansage(server: &Server, dir: &Path, token: &str, args: &[&str]) -> LiveConsole {
    let file = server.token_file(token);
    let mut all = vec![
        "online",
        "--server",
        server.base.as_str(),
        "--token-file",
        file.to_str().unwrap(),
    ];
    all.extend_from_slice(args);
    LiveConsole::spawn_args(&all, dir)
}

/// The player's move: said (typed) in blind-chess words, read back, confirmed.
fn say_move(app: &mut LiveConsole, pos: &mut Chess, uci: &str) {
    let mv = UciMove::from_ascii(uci.as_bytes())
        .unwrap()
        .to_move(pos)
        .unwrap();
    let words = move_words(pos, mv, Style::Ibca);
    app.type_line(&words);
    app.expect(&format!("{words}?"), LINE);
    app.type_line("ja");
    app.expect(&format!("{words}."), LINE);
    pos.play_unchecked(mv);
}

/// The opponent's move as Ansage announces it.
fn hear_move(app: &mut LiveConsole, pos: &mut Chess, uci: &str) {
    let mv = UciMove::from_ascii(uci.as_bytes())
        .unwrap()
        .to_move(pos)
        .unwrap();
    let words = move_words(pos, mv, Style::Ibca);
    app.expect(&format!("Gegner: {words}"), LINE);
    pos.play_unchecked(mv);
}

/// The PGN files Ansage wrote into its data folder, with their text.
fn pgns(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    common::files_ending(dir, "pgn", &mut files);
    files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            (f, text)
        })
        .collect()
}

#[test]
fn a_challenged_player_s_moves_are_announced_and_mine_reach_the_server_until_mate() {
    let server = Server::start("online-mate");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-mate-app");
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white"],
    );
    app.expect("Angemeldet bei", LINE);
    app.expect("Herausforderung an bob gesendet", LINE);
    let id = bob.incoming();
    assert_eq!(bob.post(&format!("/api/challenge/{id}/accept")).0, 200);
    app.expect("Online-Partie gegen Bob. Sie spielen Weiß.", LINE);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "f2f3");
    bob.play_after(&id, 1, "e7e5");
    hear_move(&mut app, &mut pos, "e7e5");
    say_move(&mut app, &mut pos, "g2g4");
    bob.play_after(&id, 3, "d8h4");
    hear_move(&mut app, &mut pos, "d8h4");
    app.expect_any(&["Schachmatt", "Matt"], LINE);
    let game = bob.game(&id);
    assert_eq!(game["state"]["status"], "mate", "{game}");
    assert_eq!(game["state"]["moves"], "f2f3 e7e5 g2g4 d8h4");
    app.type_line("quit");
    let (status, _) = app.finish(LINE);
    assert!(status.success());
    // The game is kept with the players, the server's clock after every move, and the
    // moves and result as python-chess reads them.
    let kept = pgns(&dir);
    assert_eq!(kept.len(), 1, "{kept:?}");
    let (file, pgn) = &kept[0];
    assert!(
        pgn.contains("[White \"Ann\"]") && pgn.contains("[Black \"Bob\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("[TimeControl \"900+10\"]") && pgn.matches("[%clk ").count() == 4,
        "{pgn}"
    );
    assert_eq!(
        common::python_chess_reads(file),
        ["f2f3 e7e5 g2g4 d8h4", "0-1"]
    );
    assert!(
        !pgn.contains(&ann),
        "the token is never written into the record"
    );
}

#[test]
fn resigning_by_voice_is_asked_back_then_resigns_on_the_server() {
    let server = Server::start("online-resign");
    let ann = server.player("Ann");
    let dir = common::fresh_dir("online-resign-app");
    let mut app = ansage(&server, &dir, &ann, &["--ai", "1", "--color", "white"]);
    app.expect("Online-Partie gegen", LINE);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    app.expect("Gegner: ", LINE);
    app.type_line("aufgeben");
    app.expect("Weiß gibt auf? Ja oder nein.", LINE);
    app.type_line("ja");
    app.expect("Weiß gibt auf", LINE);
    let me = Other::new(&server, &ann);
    let id = server.sql("SELECT id FROM chess.games LIMIT 1");
    let start = Instant::now();
    loop {
        let game = me.game(&id);
        if game["state"]["status"] == "resign" {
            assert_eq!(game["state"]["winner"], "black");
            break;
        }
        assert!(start.elapsed() < LINE, "not resigned on the server: {game}");
        std::thread::sleep(Duration::from_millis(100));
    }
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn the_server_restarted_mid_game_is_said_and_the_game_goes_on() {
    let mut server = Server::start("online-restart");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-restart-app");
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white"],
    );
    let id = bob.incoming();
    bob.post(&format!("/api/challenge/{id}/accept"));
    app.expect("Online-Partie gegen Bob", LINE);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "d2d4");
    bob.play_after(&id, 1, "d7d5");
    hear_move(&mut app, &mut pos, "d7d5");
    server.kill();
    app.expect("Verbindung zum Server verloren", Duration::from_secs(40));
    // A move made while the server is away goes once it is back.
    say_move(&mut app, &mut pos, "c2c4");
    server.serve();
    app.expect("Wieder verbunden.", Duration::from_secs(60));
    bob.play_after(&id, 3, "e7e6");
    hear_move(&mut app, &mut pos, "e7e6");
    assert_eq!(bob.game(&id)["state"]["moves"], "d2d4 d7d5 c2c4 e7e6");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn a_declined_challenge_is_said_and_the_game_goes_on_at_the_board() {
    let server = Server::start("online-decline");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-decline-app");
    let mut app = ansage(&server, &dir, &ann, &["--challenge", "bob"]);
    let id = bob.incoming();
    assert_eq!(bob.post(&format!("/api/challenge/{id}/decline")).0, 200);
    app.expect("bob hat die Herausforderung nicht angenommen", LINE);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn a_revoked_token_is_said_with_what_to_do() {
    let server = Server::start("online-token");
    let ann = server.player("Ann");
    assert_eq!(
        Other::client(&server, &ann)
            .agent
            .delete(format!("{}/api/token", server.base))
            .header("Authorization", format!("Bearer {ann}"))
            .call()
            .unwrap()
            .status()
            .as_u16(),
        204
    );
    let dir = common::fresh_dir("online-token-app");
    let mut app = ansage(&server, &dir, &ann, &["--ai", "2"]);
    app.expect(
        "Der Server nimmt den Zugangsschlüssel nicht an: ungültig, widerrufen oder ohne das Recht board:play.",
        LINE,
    );
    app.type_line("quit");
    let (status, seen) = app.finish(LINE);
    assert!(status.success());
    assert!(
        seen.iter().all(|l| !l.contains(&ann)),
        "the token is never shown"
    );
}

#[test]
fn a_server_that_is_not_there_is_said_at_once() {
    let dir = common::fresh_dir("online-nobody");
    let token = dir.join("token");
    std::fs::write(&token, "ocp_whatever").unwrap();
    let base = format!("http://127.0.0.1:{}", free_port());
    let start = Instant::now();
    let mut app = LiveConsole::spawn_args(
        &[
            "online",
            "--server",
            &base,
            "--token-file",
            token.to_str().unwrap(),
            "--ai",
            "1",
        ],
        &dir,
    );
    app.expect(&format!("Der Server {base} ist nicht erreichbar."), LINE);
    assert!(start.elapsed() < Duration::from_secs(10));
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// Ann (Ansage, White) and Bob (over HTTP) at the start of a game Bob accepted; the game's id.
fn challenge_accepted(server: &Server, app: &mut LiveConsole, bob: &Other) -> String {
    let id = bob.incoming();
    assert_eq!(bob.post(&format!("/api/challenge/{id}/accept")).0, 200);
    app.expect("Online-Partie gegen Bob. Sie spielen Weiß.", LINE);
    let _ = server;
    id
}

#[test]
fn the_opponents_draw_offer_is_said_and_accepted_by_voice() {
    let server = Server::start("online-draw");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-draw-app");
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white"],
    );
    let id = challenge_accepted(&server, &mut app, &bob);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    bob.play_after(&id, 1, "e7e5");
    hear_move(&mut app, &mut pos, "e7e5");
    assert_eq!(bob.post(&format!("/api/board/game/{id}/draw/yes")).0, 200);
    app.expect("Schwarz bietet Remis an.", LINE);
    app.type_line("Remis angenommen");
    app.expect("Remis vereinbart. Remis, ein halb zu ein halb.", LINE);
    let start = Instant::now();
    while bob.game(&id)["state"]["status"] != "draw" {
        assert!(
            start.elapsed() < LINE,
            "no draw on the server: {}",
            bob.game(&id)
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn my_draw_offer_declined_on_the_server_is_said_and_the_game_goes_on() {
    let server = Server::start("online-offer");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-offer-app");
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white"],
    );
    let id = challenge_accepted(&server, &mut app, &bob);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    bob.play_after(&id, 1, "e7e5");
    hear_move(&mut app, &mut pos, "e7e5");
    say_move(&mut app, &mut pos, "g1f3");
    app.type_line("Remis");
    app.expect("Weiß bietet Remis an.", LINE);
    let start = Instant::now();
    while bob.game(&id)["state"]["wdraw"] != true {
        assert!(
            start.elapsed() < LINE,
            "no offer on the server: {}",
            bob.game(&id)
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(bob.post(&format!("/api/board/game/{id}/draw/no")).0, 200);
    app.expect("Remis abgelehnt.", LINE);
    bob.play_after(&id, 3, "b8c6");
    hear_move(&mut app, &mut pos, "b8c6");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn the_servers_clock_is_told_on_request() {
    let server = Server::start("online-clock");
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-clock-app");
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white", "--time", "10+5"],
    );
    let id = challenge_accepted(&server, &mut app, &bob);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    bob.play_after(&id, 1, "e7e5");
    hear_move(&mut app, &mut pos, "e7e5");
    app.type_line("Zeit");
    // Ten minutes each and five seconds a move: both clocks show about ten minutes.
    let line = app.expect("Weiß ", LINE);
    assert!(
        line.matches("zehn Minuten").count() + line.matches("neun Minuten").count() == 2,
        "{line}"
    );
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// `ansage ARGS` run to its end with this standard input and environment: status and output.
fn run(args: &[&str], input: &str, env: &[(&str, &str)]) -> (bool, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .envs(env.iter().copied())
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

/// Whether the server still takes this token.
fn accepted(server: &Server, token: &str) -> bool {
    let r = Other::client(server, token)
        .agent
        .get(format!("{}/api/account", server.base))
        .header("Authorization", format!("Bearer {token}"))
        .call()
        .unwrap();
    r.status().as_u16() == 200
}

#[test]
fn without_a_secret_store_the_token_is_kept_in_a_private_file_and_logout_revokes_it() {
    let server = Server::start("online-login");
    let ann = server.player("Ann");
    let dir = common::fresh_dir("online-login-app");
    let config = dir.join("config.toml");
    let config = config.to_str().unwrap();
    let base = server.base.as_str();
    let (ok, said) = run(
        &[
            "online", "login", "--server", base, "--config", config, "--lang", "en",
        ],
        &format!("{ann}\n"),
        &[],
    );
    assert!(ok, "{said}");
    let file = dir.join("lichess-token");
    assert!(
        said.contains(&format!(
            "Signed in to {base} as Ann. The access token is kept in {}, readable by you alone",
            file.display()
        )),
        "{said}"
    );
    assert!(!said.contains(&ann), "the token is never shown");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(
        std::fs::metadata(&file).unwrap().permissions().mode() & 0o777,
        0o600
    );
    // Played with the kept token: no token given.
    let mut app = LiveConsole::spawn_args(&["online", "--server", base, "--ai", "1"], &dir);
    app.expect("Online-Partie gegen", LINE);
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
    let (ok, said) = run(
        &[
            "online", "logout", "--server", base, "--config", config, "--lang", "en",
        ],
        "",
        &[],
    );
    assert!(ok, "{said}");
    assert!(
        said.contains(&format!(
            "Signed out: the access token for {base} is revoked and deleted."
        )),
        "{said}"
    );
    assert!(!file.exists());
    assert!(
        !accepted(&server, &ann),
        "the server no longer takes the token"
    );
}

#[test]
fn login_keeps_the_token_in_the_secret_service_and_logout_takes_it_from_there() {
    let server = Server::start("online-keyring");
    let ann = server.player("Ann");
    let dir = common::fresh_dir("online-keyring-app");
    let token = dir.join("token");
    std::fs::write(&token, &ann).unwrap();
    let config = dir.join("config.toml");
    // A D-Bus session of its own with GNOME Keyring's Secret Service, unlocked (Debian's
    // gnome-keyring, installed by make setup), as on a desktop.
    let script = format!(
        "set -e\n\
         eval \"$(printf '\\n' | gnome-keyring-daemon --unlock --components=secrets)\"\n\
         {bin} online login --server {base} --token-file {token} --config {config} --lang en\n\
         test ! -e {file}\n\
         {bin} online logout --server {base} --config {config} --lang en\n",
        bin = env!("CARGO_BIN_EXE_ansage"),
        base = server.base,
        token = token.display(),
        config = config.display(),
        file = dir.join("lichess-token").display(),
    );
    let out = Command::new("dbus-run-session")
        .args(["--", "bash", "-c", &script])
        .env("HOME", &*dir)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("The access token is kept in the system's secret store."),
        "{said}"
    );
    assert!(said.contains("Signed out"), "{said}");
    assert!(
        !accepted(&server, &ann),
        "the token found in the store was revoked"
    );
}

#[test]
fn a_challenge_made_to_me_is_read_out_and_accepted_by_voice() {
    let server = Server::start("online-accept");
    let ann = server.player("Ann");
    let bob_token = server.player("Bob");
    let bob = Other::new(&server, &bob_token);
    let cid = Other::new(&server, &server.player("Cid"));
    let dir = common::fresh_dir("online-accept-app");
    let mut app = ansage(&server, &dir, &ann, &["--accept"]);
    app.expect("Warte auf Herausforderungen.", LINE);
    // Cid challenges first, and is declined; then Bob, accepted.
    let (status, body) = cid.post_form(
        "/api/challenge/ann",
        &[
            ("clock.limit", "600"),
            ("clock.increment", "0"),
            ("rated", "true"),
        ],
    );
    assert_eq!(status, 200, "{body}");
    app.expect(
        "Cid, Wertung 1500, fordert Sie heraus: 10+0, gewertet. Annehmen? Ja oder nein.",
        LINE,
    );
    app.type_line("vielleicht");
    app.expect("Herausforderung annehmen? Ja oder nein.", LINE);
    app.type_line("nein");
    app.expect("Abgelehnt.", LINE);
    let (status, body) = bob.post_form(
        "/api/challenge/ann",
        &[
            ("clock.limit", "900"),
            ("clock.increment", "10"),
            ("color", "black"),
        ],
    );
    assert_eq!(status, 200, "{body}");
    app.expect(
        "Bob, Wertung 1500, fordert Sie heraus: 15+10, ungewertet. Annehmen? Ja oder nein.",
        LINE,
    );
    app.type_line("ja");
    app.expect("Angenommen.", LINE);
    app.expect("Online-Partie gegen Bob. Sie spielen Weiß.", LINE);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    let id = server.sql("SELECT id FROM chess.games LIMIT 1");
    bob.play_after(&id, 1, "c7c5");
    hear_move(&mut app, &mut pos, "c7c5");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}
