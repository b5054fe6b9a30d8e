//! The billiards scoreboard: its view driven by typed commands and keys in iced_test's
//! simulator (no display), and the real window on an X server of its own (Xvfb), typed into
//! with xdotool and read back from a screenshot with tesseract.

mod common;
use common::{Daemons, LiveConsole, Pulse, Xvfb};

use std::time::{Duration, Instant};

use ansage::cli::{BilliardsArgs, ConsoleArgs, billiards_options};
use ansage::gui::scoreboard::{Board, Message, view};
use ansage::gui::shell::{Signal, Window};
use iced::keyboard::{Key, Modifiers};
use iced_test::simulator;

fn board(dir: &std::path::Path, discipline: &str) -> Board {
    let args = BilliardsArgs {
        discipline: Some(discipline.into()),
        players: Some("Ivanov,Petrov".into()),
        race_to: Some(2),
        fresh: true,
        shot_clock_seconds: 45,
        table: ConsoleArgs {
            data_dir: Some(dir.to_path_buf()),
            config: Some(dir.join("config.toml")),
            lang: Some(ansage::shared::language::Language::En),
            ..ConsoleArgs::default()
        },
        ..BilliardsArgs::default()
    };
    let opts = billiards_options(&args).unwrap_or_else(|_| panic!("options"));
    Board::new(opts, iced::Size::new(1024.0, 768.0), false).unwrap()
}

fn key(c: &str) -> Message {
    let k = Key::Character(c.into());
    Message::Shell(Signal::Key(common::key_pressed(k, Modifiers::default())))
}

fn typed(b: &mut Board, line: &str) {
    let _ = b.update(Message::Typed(line.into()));
    let _ = b.update(Message::Submit);
}

fn shows(b: &Board, text: &str) -> bool {
    let mut ui = simulator(view(b));
    ui.find(text).is_ok()
}

/// The read-back waits on the board for Y; the score, who is at the table (in words), the
/// ball on and the reds left are shown; U undoes.
#[test]
fn scoreboard_shows_the_score_and_takes_keys() {
    let dir = common::fresh_dir("bboard");
    let mut b = board(&dir, "snooker-15");
    assert!(shows(&b, "Snooker — race to 2 — frame 1"));
    assert!(shows(&b, "▶ at the table"));
    typed(&mut b, "red");
    assert!(shows(&b, "Red? Y / N"), "the read-back waits");
    let _ = b.update(key("y"));
    assert!(!shows(&b, "Red? Y / N"));
    assert!(shows(&b, "Score: Ivanov 1, Petrov 0."));
    assert!(shows(&b, "Reds: 14"));
    assert!(shows(&b, "Break 1."));
    typed(&mut b, "black");
    let _ = b.update(key("y"));
    assert!(shows(&b, "8"), "the big score");
    let _ = b.update(key("u"));
    // Black undone: said, and the big score back to 1 (the newest announcements that fit
    // are shown under the scores: at 1024x768 the last of the six said here).
    assert!(b.scorer.recent().any(|l| l == "Undone: Black."));
    assert!(!shows(&b, "8") && shows(&b, "1"), "black undone");
    assert!(shows(&b, "146 points remaining."));
    typed(&mut b, "foul seven");
    let _ = b.update(key("y"));
    assert!(shows(&b, "Petrov: play or put him back?"));
    assert!(shows(&b, "7"));
    // From the D only when the referee declares the cue ball angled (п.3.12).
    typed(&mut b, "angled");
    let _ = b.update(key("y"));
    assert!(shows(&b, "Petrov: play, put him back or from the D?"));
    // I says both players' statistics, Shift+I the frame's, M the teams' (none here).
    let said = |b: &Board, start: &str| b.scorer.recent().any(|l| l.starts_with(start));
    let _ = b.update(key("i"));
    assert!(said(&b, "Statistics, Ivanov: Highest break 1;"));
    let shift_i = Key::Character("I".into());
    let _ = b.update(Message::Shell(Signal::Key(common::key_pressed(
        shift_i,
        Modifiers::SHIFT,
    ))));
    assert!(said(&b, "Frame 1:"));
    let _ = b.update(key("m"));
    assert!(said(&b, "This is not a team match."));
}

/// 8-ball: the groups are shown per player with the balls left.
#[test]
fn scoreboard_shows_pool_groups() {
    let dir = common::fresh_dir("bboard8");
    let mut b = board(&dir, "pool-8");
    for line in ["no score", "y", "pot 3", "y"] {
        if line == "y" {
            let _ = b.update(key("y"));
        } else {
            typed(&mut b, line);
        }
    }
    assert!(shows(&b, "Solids: 6 left"));
    assert!(shows(&b, "Stripes: 7 left"));
}

#[test]
fn the_real_scoreboard_window() {
    let dir = common::fresh_dir("bwindow");
    let pulse = Pulse::start(&dir.join("pulse"));
    let x = &Xvfb::start(1024, 768);
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let _daemons = Daemons { home: home.clone() };
    let mut app = LiveConsole::billiards(
        &dir.join("data"),
        "window",
        &[
            "--discipline",
            "russian-pyramid",
            "--players",
            "Ivanov,Petrov",
            "--race-to",
            "3",
            "--fresh",
            "--lang",
            "en",
            "--no-listen",
        ],
        &[
            ("DISPLAY", x.display.as_str()),
            ("ICED_BACKEND", "tiny-skia"),
            ("PULSE_SERVER", &pulse.server()),
            ("HOME", home.to_str().unwrap()),
            ("XDG_RUNTIME_DIR", dir.join("pulse").to_str().unwrap()),
        ],
    );
    app.expect("Russian pyramid, race to 3", Duration::from_secs(30));
    x.focus_window();
    x.xdotool(&["key", "t"]);
    // The typing line has the focus once the scoreboard has said so.
    app.expect("T: type a command", Duration::from_secs(5));
    x.xdotool(&["type", "--delay", "50", "pot ace and 15"]);
    x.xdotool(&["key", "Return"]);
    app.expect(
        "Pot ace and fifteen. Score: Ivanov 26, Petrov 0. Right?",
        Duration::from_secs(10),
    );
    x.xdotool(&["key", "y"]);
    app.expect("Score: Ivanov 26, Petrov 0.", Duration::from_secs(10));
    x.xdotool(&["key", "space"]);
    app.expect(
        "No score. Score: Ivanov 26, Petrov 0. Right?",
        Duration::from_secs(10),
    );
    x.xdotool(&["key", "y"]);
    app.expect("Petrov to play.", Duration::from_secs(10));
    // The window draws the state it has said: looked at until it shows it (or 20 s pass).
    let needles = [
        "Ivanov",
        "Petrov",
        "26",
        "at the table",
        "Points on the table: 114",
    ];
    let shot = dir.join("scoreboard.png");
    let text = screen_showing(x, &shot, &needles);
    for needle in needles {
        assert!(
            text.contains(needle),
            "{needle:?} not on the screen:\n{text}"
        );
    }
    app.kill();
}

/// The screen read (into `shot`) until it shows every needle, or for 20 seconds: its text.
fn screen_showing(x: &Xvfb, shot: &std::path::Path, needles: &[&str]) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        x.screenshot(shot);
        let text = common::read_screen(shot);
        if needles.iter().all(|n| text.contains(n)) || Instant::now() > deadline {
            return text;
        }
    }
}

/// How high `word` is on a screenshot, in the screenshot's pixels: tesseract's box (the
/// tallest, if it is read more than once) on the picture at a quarter of its size, where
/// letters a hall's screen shows large come to the size tesseract reads best.
fn word_height(png: &std::path::Path, word: &str) -> Option<u32> {
    let small = png.with_extension("quarter.png");
    let ok = std::process::Command::new("convert")
        .arg(png)
        .args(["-resize", "25%", "-colorspace", "gray", "-threshold", "55%"])
        .arg(&small)
        .status()
        .expect("imagemagick is installed by make setup")
        .success();
    assert!(ok);
    let out = std::process::Command::new("tesseract")
        .arg(&small)
        .args(["-", "--psm", "11", "tsv"])
        .output()
        .expect("tesseract is installed by make setup");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f.len() == 12 && f[11].trim() == word).then(|| f[9].parse::<u32>().ok())?
        })
        .max()
        .map(|h| h * 4)
}

/// A hall's screen and a match shown on it: what the marker types, what is then said, what
/// the spectators' scoreboard shows and the score in its large digits.
struct Hall {
    screen: (u32, u32),
    discipline: &'static str,
    typed: &'static [&'static str],
    said: &'static str,
    shown: &'static [&'static str],
    score: &'static str,
}

/// F4 opens the spectators' scoreboard: it fills the hall's screen (1920x1080, 1280x720) and
/// shows the names, the score, the frames, the break and who is at the table, large enough to
/// read at 5 m (the names at least a twentieth of the screen's height, the score a fifth:
/// 25 mm and 100 mm on a 40-inch screen); it follows the play live, and F4 closes it.
#[test]
fn the_spectators_read_the_score_full_screen_across_the_hall() {
    // Snooker on a full-HD screen; the free pyramid, with the shot clock, on a 720p one.
    let halls = [
        Hall {
            screen: (1920, 1080),
            discipline: "snooker-15",
            typed: &["red", "black"],
            said: "Score: Ivanov 8, Petrov 0.",
            shown: &["Frames 0", "Break 8", "139 points remaining"],
            score: "8",
        },
        Hall {
            screen: (1280, 720),
            discipline: "free-pyramid",
            typed: &["shot clock on", "three balls", "two balls"],
            said: "Score: Ivanov 5, Petrov 0.",
            shown: &["Frames 0", "Break 5", "Shot clock"],
            score: "5",
        },
    ];
    for hall in halls {
        let (w, h) = hall.screen;
        let dir = common::fresh_dir(&format!("bspect-{h}"));
        let pulse = Pulse::start(&dir.join("pulse"));
        let x = &Xvfb::start(w, h);
        let home = dir.join("home");
        std::fs::create_dir_all(&home).unwrap();
        let _daemons = Daemons { home: home.clone() };
        let mut app = LiveConsole::billiards(
            &dir.join("data"),
            "window",
            &[
                "--discipline",
                hall.discipline,
                "--players",
                "Ivanov,Petrov",
                "--race-to",
                "4",
                "--fresh",
                "--confirm",
                "never",
                "--lang",
                "en",
                "--no-listen",
            ],
            &[
                ("DISPLAY", x.display.as_str()),
                ("ICED_BACKEND", "tiny-skia"),
                ("PULSE_SERVER", &pulse.server()),
                ("HOME", home.to_str().unwrap()),
                ("XDG_RUNTIME_DIR", dir.join("pulse").to_str().unwrap()),
            ],
        );
        app.expect_that(
            |l| l.contains("Ivanov against Petrov"),
            "the new match",
            Duration::from_secs(30),
        );
        x.focus_window();
        x.xdotool(&["key", "F4"]);
        app.expect(
            "The spectators' scoreboard is open",
            Duration::from_secs(10),
        );
        let id = x.window_named("scoreboard for the spectators");
        // It fills the screen once its size has come.
        let deadline = Instant::now() + Duration::from_secs(20);
        while x.geometry(&id).2 != w && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(100));
        }
        assert_eq!(x.geometry(&id), (0, 0, w, h), "full screen at {w}x{h}");
        // Play goes on in the marker's window; the spectators' follows it.
        x.focus_window();
        for line in hall.typed {
            x.xdotool(&["key", "t"]);
            app.expect("T: type a command", Duration::from_secs(5));
            x.xdotool(&["type", "--delay", "50", line]);
            x.xdotool(&["key", "Return"]);
        }
        app.expect(hall.said, Duration::from_secs(10));
        let mut needles = vec!["Ivanov", "Petrov", "at the table"];
        needles.extend_from_slice(hall.shown);
        let shot = dir.join("spectators.png");
        let text = screen_showing(x, &shot, &needles);
        for needle in needles {
            assert!(
                text.contains(needle),
                "{needle:?} not on the {w}x{h} screen:\n{text}"
            );
        }
        let name = word_height(&shot, "Ivanov").expect("the name read");
        let score = word_height(&shot, hall.score).expect("the score read");
        assert!(word_height(&shot, "0").is_some(), "Petrov's score");
        assert!(name * 20 >= h, "the name {name} px high on {h}");
        assert!(score * 5 >= h, "the score {score} px high on {h}");
        // The marker's F4 closes it, and says so.
        x.focus_window();
        x.xdotool(&["key", "F4"]);
        app.expect(
            "The spectators' scoreboard is closed.",
            Duration::from_secs(10),
        );
        app.kill();
    }
}
