//! A Lichess-compatible server on loopback for the online tests and benchmark: open-chess
//! (built by `make setup` into .setup/open-chess) on a PostgreSQL cluster of its own, and the
//! other player, a client of its HTTP API as any other client would be.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};

use super::Scratch;

/// How long the other player waits for what he waits for.
const LINE: Duration = Duration::from_secs(20);

/// PostgreSQL's programs (Debian keeps them by major version).
pub fn pg_bin(name: &str) -> PathBuf {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .expect("PostgreSQL is installed (make setup)")
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .collect();
    dirs.sort();
    dirs.pop().expect("a PostgreSQL version").join(name)
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A command as the user PostgreSQL runs as, when the tests run as root (it refuses root).
fn as_postgres(program: &Path) -> Command {
    // SAFETY: getuid has no preconditions.
    if unsafe { libc::getuid() } == 0 {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(program);
        c
    } else {
        Command::new(program)
    }
}

/// open-chess with its database, on loopback.
pub struct Server {
    dir: Scratch,
    pg: Child,
    app: Option<Child>,
    db_url: String,
    port: u16,
    pub base: String,
    /// The server's own settings besides the test's (`CHESS_…`).
    settings: Vec<(String, String)>,
}

impl Server {
    pub fn start(tag: &str) -> Server {
        Server::start_with(tag, &[])
    }

    /// The server with some of its settings (`CHESS_GONE_AFTER_SECS`, …) given.
    pub fn start_with(tag: &str, settings: &[(&str, &str)]) -> Server {
        let dir = super::fresh_dir(tag);
        let data = dir.join("pg");
        // SAFETY: getuid has no preconditions.
        if unsafe { libc::getuid() } == 0 {
            let ok = Command::new("chown")
                .args(["-R", "postgres"])
                .arg(&*dir)
                .status()
                .unwrap();
            assert!(ok.success());
        }
        let init = as_postgres(&pg_bin("initdb"))
            .arg("-D")
            .arg(&data)
            .args(["-U", "postgres", "--auth=trust", "-E", "UTF8"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(init.success(), "initdb");
        let pg_port = free_port();
        let pg = as_postgres(&pg_bin("postgres"))
            .arg("-D")
            .arg(&data)
            .arg("-k")
            .arg(&*dir)
            .args([
                "-p",
                &pg_port.to_string(),
                "-c",
                "listen_addresses=127.0.0.1",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let ready = Instant::now();
        while !Command::new(pg_bin("pg_isready"))
            .args(["-q", "-h", "127.0.0.1", "-p", &pg_port.to_string()])
            .status()
            .unwrap()
            .success()
        {
            assert!(
                ready.elapsed() < Duration::from_secs(60),
                "PostgreSQL starts"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        let db_url = format!("postgres://postgres@127.0.0.1:{pg_port}/postgres");
        let port = free_port();
        let mut s = Server {
            dir,
            pg,
            app: None,
            db_url,
            port,
            base: format!("http://127.0.0.1:{port}"),
            settings: settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        };
        s.serve();
        s
    }

    /// `open-chess serve`, answering once it listens.
    pub fn serve(&mut self) {
        let bin =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".setup/open-chess/bin/open-chess");
        let mut app = Command::new(bin)
            .arg("serve")
            .env("DATABASE_URL", &self.db_url)
            .env("CHESS_BIND", format!("127.0.0.1:{}", self.port))
            .env("CHESS_METRICS_BIND", format!("127.0.0.1:{}", free_port()))
            .env("CHESS_PUBLIC_URL", &self.base)
            .env("CHESS_FAIRPLAY", "false")
            .env("CHESS_TABLEBASE_URL", "")
            .env("RUST_LOG", "warn")
            .envs(self.settings.iter().map(|(k, v)| (k, v)))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("open-chess (make setup builds it into .setup/open-chess)");
        let up = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(app.try_wait().unwrap().is_none(), "open-chess exited");
            assert!(up.elapsed() < Duration::from_secs(60), "open-chess listens");
            std::thread::sleep(Duration::from_millis(50));
        }
        self.app = Some(app);
    }

    /// Stops the server (the database stays).
    pub fn kill(&mut self) {
        if let Some(mut app) = self.app.take() {
            let _ = app.kill();
            let _ = app.wait();
        }
    }

    pub fn sql(&self, query: &str) -> String {
        let out = Command::new("psql")
            .args(["-qtA", &self.db_url, "-c", query])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    }

    /// A player with a token for the Board and Challenge APIs; the token.
    pub fn player(&self, name: &str) -> String {
        let id = self.sql(&format!(
            "INSERT INTO chess.players (name) VALUES ('{name}') RETURNING id"
        ));
        let id = id.lines().next().unwrap().to_string();
        let token = format!("ocp_{name}{}", "0123456789abcdefghijklmnopqrstuv");
        let hash = hex(&Sha256::digest(token.as_bytes()));
        self.sql(&format!(
            "INSERT INTO chess.api_tokens (player_id, name, token_hash, prefix, scopes, expires_at) \
             VALUES ({id}, 'test', '{hash}', 'ocp_xx', \
             ARRAY['board:play','challenge:read','challenge:write'], now() + interval '1 day')"
        ));
        token
    }

    /// The token in a file of the test's folder, for `--token-file`.
    pub fn token_file(&self, token: &str) -> PathBuf {
        let f = self.dir.join(format!("token-{}", &token[4..7]));
        std::fs::write(&f, token).unwrap();
        f
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
        let _ = self.pg.kill();
        let _ = self.pg.wait();
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The other player: a client of the server's HTTP API.
pub struct Other {
    pub base: String,
    pub token: String,
    pub agent: ureq::Agent,
}

impl Other {
    /// The player, signed in once (the server makes an account on first use: only then can
    /// he be challenged by name).
    pub fn new(server: &Server, token: &str) -> Other {
        let other = Other::client(server, token);
        other.get("/api/account");
        other
    }

    pub fn client(server: &Server, token: &str) -> Other {
        Other {
            base: server.base.clone(),
            token: token.to_string(),
            agent: ureq::config::Config::builder()
                .http_status_as_error(false)
                .timeout_global(Some(Duration::from_secs(10)))
                .build()
                .new_agent(),
        }
    }

    pub fn post(&self, path: &str) -> (u16, String) {
        let mut r = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Authorization", format!("Bearer {}", self.token))
            .send_empty()
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    }

    /// A form posted (a challenge's time control, say).
    pub fn post_form(&self, path: &str, form: &[(&str, &str)]) -> (u16, String) {
        let mut r = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Authorization", format!("Bearer {}", self.token))
            .send_form(form.iter().copied())
            .unwrap();
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    }

    pub fn get(&self, path: &str) -> serde_json::Value {
        let mut r = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Authorization", format!("Bearer {}", self.token))
            .call()
            .unwrap();
        serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap()
    }

    /// The challenge made to this player, once it is there.
    pub fn incoming(&self) -> String {
        let start = Instant::now();
        loop {
            let list = self.get("/api/challenge");
            if let Some(id) = list["in"][0]["id"].as_str() {
                return id.to_string();
            }
            assert!(start.elapsed() < LINE, "no challenge came: {list}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The game as its stream's first line gives it.
    pub fn game(&self, id: &str) -> serde_json::Value {
        let r = self
            .agent
            .get(format!("{}/api/board/game/stream/{id}", self.base))
            .header("Authorization", format!("Bearer {}", self.token))
            .call()
            .unwrap();
        let mut line = String::new();
        BufReader::new(r.into_body().into_reader())
            .read_line(&mut line)
            .unwrap();
        serde_json::from_str(&line).unwrap()
    }

    /// The game's state once `fits` holds for it (the server has done what the test waits
    /// for), within the patience of a line.
    pub fn state_when(
        &self,
        id: &str,
        what: &str,
        fits: impl Fn(&serde_json::Value) -> bool,
    ) -> serde_json::Value {
        let start = Instant::now();
        loop {
            let state = self.game(id)["state"].clone();
            if fits(&state) {
                return state;
            }
            assert!(start.elapsed() < LINE, "{what}: {state}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Plays this move once the game has reached `plies` moves (the other side's move has
    /// come): it is this player's turn then.
    pub fn play_after(&self, id: &str, plies: usize, uci: &str) {
        let start = Instant::now();
        loop {
            let moves = self.game(id)["state"]["moves"]
                .as_str()
                .unwrap_or("")
                .to_string();
            if moves.split_whitespace().count() >= plies {
                break;
            }
            assert!(
                start.elapsed() < LINE,
                "the move {plies} never came: {moves:?}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        let (status, body) = self.post(&format!("/api/board/game/{id}/move/{uci}"));
        assert_eq!(status, 200, "{uci}: {body}");
    }
}
