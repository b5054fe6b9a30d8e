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
        pgn.contains(&format!("[Site \"{}/{id}\"]", server.base)),
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
    // A game at the board left unfinished: going online must not lose it.
    let said = common::console(&dir, &["--fen", "startpos"], "d4\nja\nquit\n");
    assert!(said.iter().any(|l| l == "David vier."), "{said:?}");
    let mut app = ansage(&server, &dir, &ann, &["--ai", "1", "--color", "white"]);
    app.expect("Online-Partie gegen", LINE);
    // Fair play: no hints while an online game runs.
    app.type_line("Tipp");
    app.expect(
        "In einer Online-Partie gibt es keine Tipps: Fair Play.",
        LINE,
    );
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    app.expect("Gegner: ", LINE);
    app.type_line("aufgeben");
    app.expect("Weiß gibt auf? Ja oder nein.", LINE);
    app.type_line("ja");
    app.expect("Weiß gibt auf", LINE);
    let me = Other::new(&server, &ann);
    let id = server.sql("SELECT id FROM chess.games LIMIT 1");
    let state = me.state_when(&id, "not resigned on the server", |s| {
        s["status"] == "resign"
    });
    assert_eq!(state["winner"], "black");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
    // Both games are in the archive: the one at the board as it stood, the online one ended.
    let kept = pgns(&dir);
    assert!(kept.iter().any(|(_, p)| p.contains("1. d4 *")), "{kept:?}");
    assert!(
        kept.iter()
            .any(|(_, p)| p.contains("1. e4") && p.contains("0-1")),
        "{kept:?}"
    );
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
fn challenge_accepted(app: &mut LiveConsole, bob: &Other) -> String {
    let id = bob.incoming();
    assert_eq!(bob.post(&format!("/api/challenge/{id}/accept")).0, 200);
    app.expect("Online-Partie gegen Bob. Sie spielen Weiß.", LINE);
    id
}

/// A game between Ann (Ansage, White, challenging) and Bob (over HTTP), on a server of the test's
/// own; the fields are dropped in order, Ansage before the server.
struct AgainstBob {
    app: LiveConsole,
    bob: Other,
    id: String,
    dir: common::Scratch,
    server: Server,
}

fn against_bob(tag: &str) -> AgainstBob {
    let server = Server::start(tag);
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir(&format!("{tag}-app"));
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white"],
    );
    let id = challenge_accepted(&mut app, &bob);
    AgainstBob {
        app,
        bob,
        id,
        dir,
        server,
    }
}

/// 1. e4 e5: Ann's move said and confirmed, Bob's heard; the position after them.
fn e4_e5(app: &mut LiveConsole, bob: &Other, id: &str) -> Chess {
    let mut pos = Chess::default();
    say_move(app, &mut pos, "e2e4");
    bob.play_after(id, 1, "e7e5");
    hear_move(app, &mut pos, "e7e5");
    pos
}

#[test]
fn the_opponents_draw_offer_is_said_and_accepted_by_voice() {
    let AgainstBob {
        mut app,
        bob,
        id,
        dir: _dir,
        server: _server,
    } = against_bob("online-draw");
    e4_e5(&mut app, &bob, &id);
    assert_eq!(bob.post(&format!("/api/board/game/{id}/draw/yes")).0, 200);
    app.expect("Schwarz bietet Remis an.", LINE);
    app.type_line("Remis angenommen");
    app.expect("Remis vereinbart. Remis, ein halb zu ein halb.", LINE);
    bob.state_when(&id, "no draw on the server", |s| s["status"] == "draw");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn my_draw_offer_declined_on_the_server_is_said_and_the_game_goes_on() {
    let AgainstBob {
        mut app,
        bob,
        id,
        dir: _dir,
        server: _server,
    } = against_bob("online-offer");
    let mut pos = e4_e5(&mut app, &bob, &id);
    say_move(&mut app, &mut pos, "g1f3");
    app.type_line("Remis");
    app.expect("Weiß bietet Remis an.", LINE);
    bob.state_when(&id, "no offer on the server", |s| s["wdraw"] == true);
    assert_eq!(bob.post(&format!("/api/board/game/{id}/draw/no")).0, 200);
    app.expect("Remis abgelehnt.", LINE);
    bob.play_after(&id, 3, "b8c6");
    hear_move(&mut app, &mut pos, "b8c6");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// Lichess's takebacks, both ways: the opponent's asked and granted by voice (what was taken
/// back said, so that the tactile board can be set back); the player's own asked back, sent,
/// declined (said, the game goes on), asked again and granted.
#[test]
fn takebacks_are_asked_by_voice_and_what_was_taken_back_is_said() {
    let AgainstBob {
        mut app,
        bob,
        id,
        dir,
        server: _server,
    } = against_bob("online-takeback");
    e4_e5(&mut app, &bob, &id);
    // Bob regrets e5.
    assert_eq!(
        bob.post(&format!("/api/board/game/{id}/takeback/yes")).0,
        200
    );
    app.expect(
        "Ihr Gegner möchte seinen letzten Zug zurücknehmen. Einverstanden? Ja oder nein.",
        LINE,
    );
    app.type_line("ja");
    app.expect("Zurückgenommen: Eva fünf.", LINE);
    app.expect("Zug eins, Schwarz am Zug.", LINE);
    bob.state_when(&id, "e5 still on the server", |s| s["moves"] == "e2e4");
    let mut pos = Chess::default();
    let e4 = UciMove::from_ascii(b"e2e4").unwrap().to_move(&pos).unwrap();
    pos.play_unchecked(e4);
    bob.play_after(&id, 1, "c7c5");
    hear_move(&mut app, &mut pos, "c7c5");
    say_move(&mut app, &mut pos, "g1f3");
    // Ann regrets Nf3: asked back, sent, declined by Bob.
    app.type_line("zurücknehmen");
    app.expect(
        "Den Gegner bitten, Ihren letzten Zug zurückzunehmen? Ja oder nein.",
        LINE,
    );
    app.type_line("ja");
    app.expect("Der Gegner wird gefragt", LINE);
    bob.state_when(&id, "no proposal on the server", |s| s["wtakeback"] == true);
    assert_eq!(
        bob.post(&format!("/api/board/game/{id}/takeback/no")).0,
        200
    );
    app.expect("Der Gegner lehnt die Zurücknahme ab.", LINE);
    // Asked again, and granted: Nf3 goes, and it is White's move again.
    app.type_line("Zug zurücknehmen");
    app.expect(
        "Den Gegner bitten, Ihren letzten Zug zurückzunehmen? Ja oder nein.",
        LINE,
    );
    app.type_line("ja");
    bob.state_when(&id, "no proposal on the server", |s| s["wtakeback"] == true);
    assert_eq!(
        bob.post(&format!("/api/board/game/{id}/takeback/yes")).0,
        200
    );
    app.expect("Zurückgenommen: Springer Felix drei.", LINE);
    app.expect("Zug zwei, Weiß am Zug.", LINE);
    bob.state_when(&id, "Nf3 still on the server", |s| {
        s["moves"] == "e2e4 c7c5"
    });
    let mut pos = Chess::default();
    for uci in ["e2e4", "c7c5"] {
        let mv = UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(mv);
    }
    // The game goes on from there, on both sides.
    say_move(&mut app, &mut pos, "d2d4");
    bob.play_after(&id, 3, "b8c6");
    hear_move(&mut app, &mut pos, "b8c6");
    // Bob's takeback comes while Ann's move is read back to her: her answer is the read-back's
    // (not the takeback's), and the takeback is asked after it.
    app.type_line("Springer Felix drei");
    app.expect("Springer Felix drei?", LINE);
    assert_eq!(
        bob.post(&format!("/api/board/game/{id}/takeback/yes")).0,
        200
    );
    bob.state_when(&id, "no proposal on the server", |s| s["btakeback"] == true);
    // Bob offers a draw too: once Ansage says so, it has the takeback as well (the server's
    // state carries both), and has not asked it.
    assert_eq!(bob.post(&format!("/api/board/game/{id}/draw/yes")).0, 200);
    assert_eq!(
        app.expect_that(|_| true, "a line", LINE),
        "Schwarz bietet Remis an."
    );
    app.type_line("nein");
    let next = |app: &mut LiveConsole| app.expect_that(|_| true, "a line", LINE);
    assert_eq!(next(&mut app), "Zug verworfen. Bitte den Zug sagen.");
    assert_eq!(
        next(&mut app),
        "Ihr Gegner möchte seinen letzten Zug zurücknehmen. Einverstanden? Ja oder nein."
    );
    app.type_line("nein");
    assert_eq!(next(&mut app), "Zurücknahme abgelehnt.");
    bob.state_when(&id, "the takeback still proposed", |s| {
        s["btakeback"] != true && s["moves"] == "e2e4 c7c5 d2d4 b8c6"
    });
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
    // The saved game (offered at the next start) is the one that stands after the takebacks.
    let (_, game) = ansage::store::load_game(&ansage::store::autosave_path(&dir))
        .unwrap()
        .unwrap();
    let moves: Vec<String> = game
        .plies()
        .iter()
        .map(|p| UciMove::from_standard(p.mv).to_string())
        .collect();
    assert_eq!(moves, ["e2e4", "c7c5", "d2d4", "b8c6"]);
}

/// An online game is the server's while it runs: a new game or a takeback of the board's kind
/// is refused there (said why); once it has ended, "neue Partie" finds another the same way (the
/// AI at the same level, the same colour). At the board, the online game's words say at once
/// that they are for online games, without asking anything back first.
#[test]
fn a_new_game_said_after_an_online_game_finds_another_the_same_way() {
    let server = Server::start("online-again");
    let ann = server.player("Ann");
    let dir = common::fresh_dir("online-again-app");
    let said = common::console(&dir, &["--fen", "startpos"], "abbrechen\nquit\n");
    assert!(
        said.iter()
            .any(|l| l == "Das gibt es nur in einer Online-Partie.")
            && !said.iter().any(|l| l.contains("Ja oder nein")),
        "{said:?}"
    );
    let mut app = ansage(&server, &dir, &ann, &["--ai", "1", "--color", "white"]);
    app.expect("Online-Partie gegen", LINE);
    app.type_line("neue Partie");
    app.expect(
        "Die Online-Partie läuft noch: erst aufgeben, Remis vereinbaren oder abbrechen.",
        LINE,
    );
    app.type_line("abbrechen");
    app.expect("Partie abbrechen? Ja oder nein.", LINE);
    app.type_line("ja");
    app.expect("Die Partie wurde abgebrochen.", LINE);
    app.type_line("neue Partie");
    app.expect("Neue Partie beginnen?", LINE);
    app.type_line("ja");
    app.expect(
        "Online-Partie gegen Computer, Stufe 1. Sie spielen Weiß.",
        LINE,
    );
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    app.expect("Gegner: ", LINE);
    let games = server.sql("SELECT count(*) FROM chess.games");
    assert_eq!(games.trim(), "2", "a second game on the server");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// Nothing named on the command line: Ansage asks how to play, and the answer said finds the
/// game (here the server's computer at level 3); words that choose nothing are asked again,
/// and a seek too fast for the Board API is refused with the reason.
#[test]
fn how_to_play_online_is_asked_and_chosen_by_voice() {
    let server = Server::start("online-choose");
    let ann = server.player("Ann");
    let dir = common::fresh_dir("online-choose-app");
    let mut app = ansage(&server, &dir, &ann, &["--color", "white", "--time", "3+2"]);
    let question = "Wie möchten Sie spielen? Sagen Sie „Computer“ und eine Stufe von eins bis \
                    acht, „Gegner suchen“ oder „Herausforderungen“.";
    app.expect(question, LINE);
    app.type_line("Eva vier");
    app.expect(question, LINE);
    app.type_line("Gegner suchen");
    app.expect(
        "Über diese Verbindung spielt Lichess nur Schnellschach und klassische Partien: 3+2 ist \
         zu schnell für die Suche. Gegen den Computer geht es.",
        LINE,
    );
    app.type_line("Computer drei");
    app.expect(&format!("Angemeldet bei {} als Ann.", server.base), LINE);
    app.expect(
        "Online-Partie gegen Computer, Stufe 3. Sie spielen Weiß.",
        LINE,
    );
    let opponent = server.sql(
        "SELECT a.username FROM chess.games g JOIN chess.accounts a ON a.player_id = g.black_id",
    );
    assert_eq!(opponent.trim(), "ai-level-3");
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    app.expect("Gegner: ", LINE);
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
    let id = challenge_accepted(&mut app, &bob);
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

/// A small server of our own, following Lichess's published API description for what
/// open-chess lacks: the lobby's seek (`POST /api/board/seek`, which stands while its answer is
/// open; the game it pairs arrives as a `gameStart` event). It also serves the account, the
/// event stream, the game's stream and moves, for one game: the player (Ann, White) against
/// Bob. Plain HTTP/1.1 on loopback, a thread a request, streams chunked.
mod lobby {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::net::{TcpListener, TcpStream};
    use std::sync::mpsc::{self, Sender};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    #[derive(Default)]
    pub struct State {
        /// The seeks' forms, as posted.
        pub seeks: Vec<String>,
        /// The moves of the game, in UCI.
        pub moves: Vec<String>,
        /// How many of the next moves posted are answered "429 Too Many Requests" (wait a
        /// second), as Lichess answers a client that asks too often.
        pub too_many: usize,
        events: Vec<Sender<String>>,
        games: Vec<Sender<String>>,
    }

    pub struct Lobby {
        pub base: String,
        pub state: Arc<Mutex<State>>,
    }

    impl Lobby {
        /// The moves the server has, once it has one at least (within `super::LINE`).
        pub fn moves_once_sent(&self) -> Vec<String> {
            let start = std::time::Instant::now();
            loop {
                let moves = self.state.lock().unwrap().moves.clone();
                if !moves.is_empty() {
                    return moves;
                }
                assert!(
                    start.elapsed() < super::LINE,
                    "the move never reached the server"
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        }

        pub fn start() -> Lobby {
            let listener = TcpListener::bind("127.0.0.1:0").unwrap();
            let base = format!("http://{}", listener.local_addr().unwrap());
            let state = Arc::new(Mutex::new(State::default()));
            let shared = Arc::clone(&state);
            std::thread::spawn(move || {
                for stream in listener.incoming().map_while(Result::ok) {
                    let state = Arc::clone(&shared);
                    std::thread::spawn(move || serve(stream, &state));
                }
            });
            Lobby { base, state }
        }

        /// The opponent's move: played and sent to the game's streams.
        pub fn opponent_plays(&self, uci: &str) {
            let mut s = self.state.lock().unwrap();
            s.moves.push(uci.to_string());
            let line = state_line(&s.moves);
            s.games.retain(|g| g.send(line.clone()).is_ok());
        }
    }

    fn state_line(moves: &[String]) -> String {
        format!(
            r#"{{"type":"gameState","moves":"{}","wtime":900000,"btime":900000,"winc":10000,"binc":10000,"status":"started"}}"#,
            moves.join(" ")
        )
    }

    fn serve(stream: TcpStream, state: &Arc<Mutex<State>>) {
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut request = String::new();
        reader.read_line(&mut request).unwrap();
        let mut length = 0;
        loop {
            let mut header = String::new();
            reader.read_line(&mut header).unwrap();
            if header.trim().is_empty() {
                break;
            }
            if let Some(v) = header.to_ascii_lowercase().strip_prefix("content-length:") {
                length = v.trim().parse().unwrap();
            }
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).unwrap();
        let body = String::from_utf8(body).unwrap();
        let mut parts = request.split_whitespace();
        let (method, path) = (parts.next().unwrap(), parts.next().unwrap().to_string());
        let mut out = stream;
        match (method, path.as_str()) {
            ("GET", "/api/account") => {
                reply(&mut out, r#"{"id":"ann","username":"Ann"}"#);
            }
            ("GET", "/api/stream/event") => {
                let (tx, rx) = mpsc::channel();
                state.lock().unwrap().events.push(tx);
                stream_lines(&mut out, None, &rx);
            }
            ("POST", "/api/board/seek") => {
                state.lock().unwrap().seeks.push(body);
                let (tx, rx) = mpsc::channel();
                // Paired after a moment: the game starts among the events, the seek ends.
                let pair = tx.clone();
                let shared = Arc::clone(state);
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(300));
                    let events = shared.lock().unwrap().events.clone();
                    for e in events {
                        let _ = e.send(
                            r#"{"type":"gameStart","game":{"gameId":"lobby001","id":"lobby001","color":"white"}}"#
                                .into(),
                        );
                    }
                    drop(pair);
                });
                drop(tx);
                stream_lines(&mut out, None, &rx);
            }
            ("GET", "/api/board/game/stream/lobby001") => {
                let (tx, rx) = mpsc::channel();
                let first = {
                    let mut s = state.lock().unwrap();
                    s.games.push(tx);
                    format!(
                        r#"{{"type":"gameFull","id":"lobby001","white":{{"id":"ann","name":"Ann","rating":1500}},"black":{{"id":"bob","name":"Bob","rating":1620}},"clock":{{"initial":900000,"increment":10000}},"state":{}}}"#,
                        state_line(&s.moves)
                    )
                };
                stream_lines(&mut out, Some(&first), &rx);
            }
            ("POST", p) if p.starts_with("/api/board/game/lobby001/move/") => {
                let uci = p.rsplit('/').next().unwrap().to_string();
                let mut s = state.lock().unwrap();
                if s.too_many > 0 {
                    s.too_many -= 1;
                    let _ = write!(
                        out,
                        "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                    );
                    return;
                }
                s.moves.push(uci);
                let line = state_line(&s.moves);
                s.games.retain(|g| g.send(line.clone()).is_ok());
                drop(s);
                reply(&mut out, r#"{"ok":true}"#);
            }
            _ => {
                let _ = write!(
                    out,
                    "HTTP/1.1 404 Not Found\r\nContent-Length: 22\r\nConnection: close\r\n\r\n{{\"error\":\"Not found\"}}"
                );
            }
        }
    }

    fn reply(out: &mut TcpStream, json: &str) {
        let _ = write!(
            out,
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{json}",
            json.len()
        );
    }

    /// A chunk of a chunked body (`line`: a JSON line, with its newline), or the head.
    fn write_chunk(out: &mut TcpStream, text: &str, line: bool) -> bool {
        let written = if line {
            let data = format!("{text}\n");
            write!(out, "{:x}\r\n{data}\r\n", data.len())
        } else {
            write!(out, "{text}")
        };
        written.and_then(|()| out.flush()).is_ok()
    }

    /// A stream's head, its first line if any, then its lines as they come (a keep-alive
    /// every second), until the sender is gone or the client.
    fn stream_lines(out: &mut TcpStream, first: Option<&str>, rx: &mpsc::Receiver<String>) {
        write_chunk(
            out,
            "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
            false,
        );
        if let Some(line) = first {
            write_chunk(out, line, true);
        }
        forward(out, rx);
    }

    fn forward(out: &mut TcpStream, rx: &mpsc::Receiver<String>) {
        loop {
            match rx.recv_timeout(Duration::from_secs(1)) {
                Ok(line) => {
                    if !write_chunk(out, &line, true) {
                        return;
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if write!(out, "1\r\n\n\r\n")
                        .and_then(|()| out.flush())
                        .is_err()
                    {
                        return;
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let _ = write!(out, "0\r\n\r\n");
                    return;
                }
            }
        }
    }
}

/// `ansage online --seek` on our own Lichess-like server, with these options besides; its data
/// folder (kept while the test runs) and the running app.
fn seek_on(lobby: &lobby::Lobby, tag: &str, extra: &[&str]) -> (common::Scratch, LiveConsole) {
    let dir = common::fresh_dir(tag);
    let token = dir.join("token");
    std::fs::write(&token, "lip_lobby").unwrap();
    let mut args = vec![
        "online",
        "--server",
        &lobby.base,
        "--token-file",
        token.to_str().unwrap(),
        "--seek",
    ];
    args.extend_from_slice(extra);
    let app = LiveConsole::spawn_args(&args, &dir);
    (dir, app)
}

#[test]
fn seeking_in_the_lobby_plays_the_game_the_server_pairs_on_our_own_lichess_like_server() {
    let lobby = lobby::Lobby::start();
    let (_dir, mut app) = seek_on(&lobby, "online-seek-app", &["--time", "15+10"]);
    app.expect("Suche einen Gegner für 15+10.", LINE);
    app.expect("Online-Partie gegen Bob. Sie spielen Weiß.", LINE);
    assert_eq!(
        lobby.state.lock().unwrap().seeks,
        ["rated=false&time=15&increment=10"]
    );
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    assert_eq!(lobby.moves_once_sent(), ["e2e4"]);
    lobby.opponent_plays("c7c5");
    hear_move(&mut app, &mut pos, "c7c5");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

/// Lichess answers a client that asks too often with 429: the player's confirmed move is not
/// lost. The wait is said, waited out as the server asks, and the move sent again (tested on
/// our own Lichess-like server: open-chess has no rate limit).
#[test]
fn too_many_requests_is_said_and_the_move_goes_once_the_server_lets_it() {
    let lobby = lobby::Lobby::start();
    let (_dir, mut app) = seek_on(&lobby, "online-429-app", &[]);
    app.expect("Online-Partie gegen Bob. Sie spielen Weiß.", LINE);
    // Refused three times: as often as the link tries one request in a row, so the table
    // sends the move again, and the fourth time it is taken.
    lobby.state.lock().unwrap().too_many = 3;
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    app.expect("Der Server bittet zu warten: zu viele Anfragen.", LINE);
    assert_eq!(lobby.moves_once_sent(), ["e2e4"]);
    lobby.opponent_plays("e7e5");
    hear_move(&mut app, &mut pos, "e7e5");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn tournament_mode_and_an_engine_are_refused_online() {
    let dir = common::fresh_dir("online-fair");
    let token = dir.join("token");
    std::fs::write(&token, "lip_x").unwrap();
    for extra in [["--tournament", ""], ["--opponent", "stockfish"]] {
        let mut args = vec![
            "online",
            "--token-file",
            token.to_str().unwrap(),
            "--ai",
            "1",
        ];
        args.extend(extra.iter().filter(|a| !a.is_empty()));
        let (status, said) = common::mistake_of(&args, &[]);
        assert_eq!(status, Some(2), "{args:?}");
        assert!(
            said.contains("without an engine and outside tournament mode (fair play)"),
            "{said}"
        );
    }
}

#[test]
fn a_blitz_seek_is_refused_with_the_reason() {
    let dir = common::fresh_dir("online-blitz");
    let token = dir.join("token");
    std::fs::write(&token, "lip_x").unwrap();
    let (status, said) = common::mistake_of(
        &[
            "online",
            "--token-file",
            token.to_str().unwrap(),
            "--seek",
            "--time",
            "3+2",
        ],
        &[],
    );
    assert_eq!(status, Some(2));
    assert!(
        said.contains("Lichess's Board API plays rapid and classical games only"),
        "{said}"
    );
}

/// The player's browser on the server's consent page: signed in on the website as `player` (a
/// session cookie of the server's own), it approves Ansage's request at `url` and follows the
/// redirect back to Ansage; Ansage's last page is returned.
fn approve_in_browser(server: &Server, url: &str, player: &str) -> String {
    let session = format!("browser-session-of-{player}-0123456789");
    use sha2::Digest;
    let hash: String = sha2::Sha256::digest(session.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    server.sql(&format!(
        "INSERT INTO chess.sessions (token_hash, player_id, expires_at) \
         SELECT '{hash}', id, now() + interval '1 day' FROM chess.players WHERE name = '{player}'"
    ));
    let query: Vec<(String, String)> = url
        .split_once('?')
        .unwrap()
        .1
        .split('&')
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap();
            let v = percent_encoding::percent_decode_str(v)
                .decode_utf8()
                .unwrap();
            (k.to_string(), v.into_owned())
        })
        .collect();
    let q = |k: &str| query.iter().find(|(n, _)| n == k).unwrap().1.clone();
    assert_eq!(q("scope"), "board:play challenge:read challenge:write");
    let browser: ureq::Agent = ureq::config::Config::builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .new_agent();
    let cookie = format!("oc_session={session}");
    let page = browser
        .get(url)
        .header("Cookie", &cookie)
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    assert!(page.contains("board:play"), "{page}");
    let csrf = page
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string();
    let approved = browser
        .post(format!("{}/oauth", server.base))
        .header("Cookie", &cookie)
        .send_form([
            ("client_id", q("client_id").as_str()),
            ("redirect_uri", q("redirect_uri").as_str()),
            ("code_challenge", q("code_challenge").as_str()),
            ("scope", q("scope").as_str()),
            ("state", q("state").as_str()),
            ("csrf", csrf.as_str()),
            ("decision", "approve"),
        ])
        .unwrap();
    let back = approved.headers()["location"].to_str().unwrap().to_string();
    assert!(back.starts_with(&q("redirect_uri")), "{back}");
    browser
        .get(&back)
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap()
}

#[test]
fn signing_in_through_the_browser_gets_a_token_the_server_made() {
    use std::io::{BufRead, BufReader};
    let server = Server::start("online-oauth");
    server.player("Ann");
    let dir = common::fresh_dir("online-oauth-app");
    let config = dir.join("config.toml");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "online",
            "login",
            "--browser",
            "--server",
            &server.base,
            "--lang",
            "en",
        ])
        .arg("--config")
        .arg(&config)
        // The browser: a command that opens nothing; the test is the browser.
        .env("BROWSER", "true")
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let url = line
        .trim()
        .strip_prefix("To sign in, open this page and approve: ")
        .unwrap_or_else(|| panic!("{line}"));
    let done = approve_in_browser(&server, url, "Ann");
    assert!(
        done.contains("Ansage is signed in. You may close this page."),
        "{done}"
    );
    let status = child.wait().unwrap();
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).unwrap();
    assert!(status.success(), "{rest}");
    assert!(
        rest.contains(&format!("Signed in to {} as Ann.", server.base)),
        "{rest}"
    );
    // The token the server made for Ansage is kept, and plays.
    let token = std::fs::read_to_string(dir.join("lichess-token")).unwrap();
    assert!(accepted(&server, &token));
}

#[test]
fn aborting_by_voice_is_asked_back_then_aborts_on_the_server_and_chat_is_read_on_request() {
    let AgainstBob {
        mut app,
        bob,
        id,
        dir: _dir,
        server: _server,
    } = against_bob("online-abort");
    app.type_line("Chat");
    app.expect("Keine Nachrichten vom Gegner.", LINE);
    let (status, body) = bob.post_form(
        &format!("/api/board/game/{id}/chat"),
        &[("room", "player"), ("text", "Viel Glück!")],
    );
    assert_eq!(status, 200, "{body}");
    // The chat is not read out unasked: asked, it is.
    let start = Instant::now();
    loop {
        app.type_line("Chat");
        let line = app.expect_any(&["Bob schreibt: ", "Keine Nachrichten"], LINE);
        if line == "Bob schreibt: Viel Glück!" {
            break;
        }
        assert!(start.elapsed() < LINE, "the chat line never came");
        std::thread::sleep(Duration::from_millis(100));
    }
    app.type_line("abbrechen");
    app.expect("Partie abbrechen? Ja oder nein.", LINE);
    app.type_line("ja");
    app.expect("Die Partie wurde abgebrochen.", LINE);
    assert_eq!(bob.game(&id)["state"]["status"], "aborted");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
}

#[test]
fn the_opponent_who_left_is_said_and_the_win_claimed_by_voice() {
    // The opponent counts as gone after 2 s without his game's stream, the win claimable 1 s on.
    let server = Server::start_with(
        "online-gone",
        &[
            ("CHESS_GONE_AFTER_SECS", "2"),
            ("CHESS_CLAIM_WIN_SECS", "1"),
        ],
    );
    let ann = server.player("Ann");
    let bob = Other::new(&server, &server.player("Bob"));
    let dir = common::fresh_dir("online-gone-app");
    let mut app = ansage(
        &server,
        &dir,
        &ann,
        &["--challenge", "bob", "--color", "white"],
    );
    let id = challenge_accepted(&mut app, &bob);
    let mut pos = Chess::default();
    say_move(&mut app, &mut pos, "e2e4");
    bob.play_after(&id, 1, "e7e5");
    hear_move(&mut app, &mut pos, "e7e5");
    say_move(&mut app, &mut pos, "g1f3");
    // Bob has no stream open: he has left.
    app.expect("Der Gegner hat die Partie verlassen.", LINE);
    let start = Instant::now();
    loop {
        app.type_line("Sieg reklamieren");
        app.expect(
            "Sieg reklamieren, weil der Gegner gegangen ist? Ja oder nein.",
            LINE,
        );
        app.type_line("ja");
        let line = app.expect_any(
            &[
                "Schwarz hat die Partie verlassen. Weiß gewinnt",
                "Der Server gibt den Sieg nicht",
            ],
            LINE,
        );
        if line.contains("Weiß gewinnt") {
            break;
        }
        // Too early by the server's count: claimed again a moment later.
        assert!(start.elapsed() < LINE, "{line}");
        std::thread::sleep(Duration::from_millis(300));
    }
    let game = bob.game(&id);
    assert_eq!(game["state"]["winner"], "white", "{game}");
    app.type_line("quit");
    assert!(app.finish(LINE).0.success());
    // The record says why, as PGN does: the game was abandoned.
    let kept = pgns(&dir);
    assert!(
        kept[0].1.contains("[Termination \"abandoned\"]") && kept[0].1.contains("1-0"),
        "{kept:?}"
    );
}

/// The window's online screen, by keys, as a blind player with a screen reader or his
/// assistant uses it: the start screen's "Online spielen", the terms chosen with the arrows, the
/// server's AI chosen with Enter; the game is shown with the player's colour below, his typed
/// move confirmed with Y reaches the server, the AI's reply is announced. The window runs in
/// this process (iced's state and update, as the window's fast tests drive it); the server is
/// the real one.
#[test]
fn the_window_finds_an_online_game_by_keys_and_plays_it() {
    use ansage::cli::{ConsoleArgs, table_options};
    use ansage::gui::chess::{App, Launch, Message, Mode, Screen};
    use ansage::gui::shell::{Signal, Window};
    use iced::keyboard::key::Named;
    use iced::keyboard::{Key, Modifiers};

    let server = Server::start("online-window");
    let ann = server.player("Ann");
    let dir = common::fresh_dir("online-window-app");
    let config = dir.join("config.toml");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(&config, format!("online_server = \"{}\"\n", server.base)).unwrap();
    // Signed in earlier (`ansage online login`): the token kept beside the settings.
    let login = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["online", "login", "--server", &server.base, "--token-file"])
        .arg(server.token_file(&ann))
        .arg("--config")
        .arg(&config)
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .output()
        .unwrap();
    assert!(login.status.success(), "{login:?}");
    // A game at the board left unfinished, offered on the start screen: going online keeps it.
    let said = common::console(&dir, &["--fen", "startpos"], "d4\nja\nquit\n");
    assert!(said.iter().any(|l| l == "David vier."), "{said:?}");
    let opts = table_options(ConsoleArgs {
        data_dir: Some(dir.to_path_buf()),
        config: Some(config),
        ..ConsoleArgs::default()
    })
    .unwrap_or_else(|_| panic!("options"));
    let mut app = App::new(opts, Launch::default(), false).unwrap();
    let key = |k: Key| Message::Shell(Signal::Key(common::key_pressed(k, Modifiers::default())));
    let named = |n: Named| key(Key::Named(n));
    let last = |app: &App| app.said().last().cloned().unwrap_or_default();
    let _ = app.update(Message::Shell(Signal::Tick));
    let _ = app.update(named(Named::ArrowDown));
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last(&app), "Online spielen");
    let _ = app.update(named(Named::Enter));
    assert!(matches!(app.screen, Screen::Online(_)));
    assert_eq!(
        last(&app),
        format!(
            "Online spielen auf {}. Pfeil hoch und runter wählen, links und rechts ändern, \
             Eingabe beginnt. Abmelden.",
            server.base
        )
    );
    // The terms: White, the AI at level 1 (its first value), 15+10 (the default).
    let _ = app.update(named(Named::ArrowDown));
    assert_eq!(last(&app), "Bedenkzeit: 15+10");
    let _ = app.update(named(Named::ArrowDown));
    let _ = app.update(named(Named::ArrowRight));
    assert_eq!(last(&app), "Farbe: Weiß");
    for _ in 0..3 {
        let _ = app.update(named(Named::ArrowDown));
    }
    assert_eq!(last(&app), "Gegen die KI des Servers spielen");
    let _ = app.update(named(Named::Enter));
    assert_eq!(app.mode, Mode::Online);
    let tick_until = |app: &mut App, what: &str| {
        let start = Instant::now();
        loop {
            let _ = app.update(Message::Shell(Signal::Tick));
            if app.said().iter().any(|l| l.starts_with(what)) {
                return;
            }
            assert!(
                start.elapsed() < LINE,
                "no {what:?} within {LINE:?}: {:?}",
                app.said()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    tick_until(&mut app, "Online-Partie gegen ");
    assert!(
        app.said()
            .iter()
            .any(|l| l.ends_with(". Sie spielen Weiß.")),
        "{:?}",
        app.said()
    );
    assert_eq!(app.blind_side(), Some(shakmaty::Color::White));
    assert!(!app.flipped, "White below");
    let _ = app.update(Message::Typed("Eva vier".into()));
    let _ = app.update(Message::Submit);
    assert_eq!(last(&app), "Eva vier?");
    let _ = app.update(key(Key::Character("y".into())));
    tick_until(&mut app, "Gegner: ");
    let site = app.table().session().game.tags.site.clone();
    let id = site.rsplit('/').next().unwrap().to_string();
    let me = Other::new(&server, &ann);
    let state = me.state_when(&id, "e4 not on the server", |s| {
        s["moves"].as_str().is_some_and(|m| m.starts_with("e2e4 "))
    });
    assert_eq!(state["status"], "started");
    let kept = pgns(&dir);
    assert!(kept.iter().any(|(_, p)| p.contains("1. d4 *")), "{kept:?}");
    // The server's AI does not leave a game: nothing of the kind is said of it.
    assert!(
        !app.said().iter().any(|l| l.contains("verlassen")),
        "{:?}",
        app.said()
    );
    let _ = app.update(Message::Shell(Signal::Close));
}

/// Signing in from the window, as a blind player does it: the online screen's first item,
/// Enter; the consent page's address is said (and the page opened: here the test is the
/// browser); once approved, who is signed in is said and the item becomes "Abmelden", on the
/// screen as well (a real window under Xvfb, read back from a screenshot).
#[test]
fn signing_in_from_the_windows_online_screen_through_the_browser() {
    let server = Server::start("online-window-sign-in");
    server.player("Ann");
    let x = common::Xvfb::start(1024, 768);
    let dir = common::fresh_dir("online-window-sign-in-app");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("config.toml"),
        format!("online_server = \"{}\"\n", server.base),
    )
    .unwrap();
    let mut app = LiveConsole::window(
        &dir,
        &["--no-listen", "--no-speak", "--size", "1024x768"],
        &[
            ("DISPLAY", x.display.as_str()),
            ("ICED_BACKEND", "tiny-skia"),
            ("BROWSER", "true"),
            ("DBUS_SESSION_BUS_ADDRESS", ""),
        ],
    );
    app.expect("Ansage. Pfeil hoch", LINE);
    x.focus_window();
    x.xdotool(&["key", "Down"]);
    app.expect("Online spielen", LINE);
    x.xdotool(&["key", "Return"]);
    app.expect(&format!("Online spielen auf {}. ", server.base), LINE);
    x.xdotool(&["key", "Return"]);
    let line = app.expect("Zum Anmelden diese Seite öffnen und zustimmen: ", LINE);
    let url = line
        .strip_prefix("Zum Anmelden diese Seite öffnen und zustimmen: ")
        .unwrap()
        .to_string();
    let done = approve_in_browser(&server, &url, "Ann");
    assert!(done.contains("Ansage ist angemeldet."), "{done}");
    app.expect(&format!("Angemeldet bei {} als Ann.", server.base), LINE);
    // The first item is now signing out; the screen shows it.
    x.xdotool(&["key", "Down"]);
    x.xdotool(&["key", "Up"]);
    app.expect("Abmelden", LINE);
    let shows = |seen: &String| {
        seen.contains("Abmelden") && seen.contains("Gegen die KI des Servers spielen")
    };
    let seen = common::read_when_drawn(
        &x,
        &dir.join("online-screen.png"),
        common::read_screen,
        shows,
    );
    assert!(shows(&seen), "{seen}");
    let token = std::fs::read_to_string(dir.join("lichess-token")).unwrap();
    assert!(accepted(&server, &token));
    // Black against the server's AI: the board turns to Black, the AI's first move is said.
    for key in ["Down", "Down", "Right", "Right"] {
        x.xdotool(&["key", key]);
    }
    app.expect("Farbe: Schwarz", LINE);
    for _ in 0..3 {
        x.xdotool(&["key", "Down"]);
    }
    app.expect("Gegen die KI des Servers spielen", LINE);
    x.xdotool(&["key", "Return"]);
    // Said, and the board turned (its geometry printed for the assistant's scripts), in
    // whichever order the window's log has them.
    let game = "Online-Partie gegen Computer, Stufe 1. Sie spielen Schwarz.";
    let turned = |l: &str| l.starts_with("board: ") && l.ends_with("flipped=true");
    for _ in 0..2 {
        app.expect_that(
            |l| l == game || turned(l),
            "the game said, the board turned",
            LINE,
        );
    }
    app.expect("Gegner: ", LINE);
    let seen = common::read_when_drawn(
        &x,
        &dir.join("online-game.png"),
        common::read_screen,
        |seen: &String| seen.contains("Online-Partie"),
    );
    assert!(seen.contains("Online-Partie"), "{seen}");
    x.xdotool(&["key", "ctrl+q"]);
    assert!(app.finish(LINE).0.success());
}
