//! The player's own voice: the voice sample read by one voice (espeak-ng's "de+m3", which no
//! other test and no benchmark uses as its voice), learnt with the real sphinxtrain tools by
//! `ansage models enrol`, then used by PocketSphinx without being asked for, and heard better:
//! moves of other positions than the sample's, by the same voice.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::{LiveConsole, Pulse, Xvfb};

use serde_json::Value;

const VOICE: &str = "de+m3";

/// Moves of positions that are not the sample's, said in the IBCA words: (position, [(move,
/// words)]).
const MOVES: [(&str, &[(&str, &str)]); 3] = [
    (
        "startpos",
        &[
            ("g1f3", "Springer Felix drei"),
            ("e2e4", "Eva vier"),
            ("b1c3", "Springer Zäsar drei"),
            ("d2d4", "David vier"),
        ],
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        &[
            ("f1b5", "Läufer Bella fünf"),
            ("f3e5", "Springer schlägt Eva fünf"),
            ("d2d4", "David vier"),
            ("f1c4", "Läufer Zäsar vier"),
        ],
    ),
    (
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 6 5",
        &[
            ("e1g1", "kurze Rochade"),
            ("d2d3", "David drei"),
            ("f3g5", "Springer Gustav fünf"),
            ("b1c3", "Springer Zäsar drei"),
        ],
    ),
];

fn ansage(args: &[&str], data: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(args)
        .env("ANSAGE_DATA_DIR", data)
        .output()
        .expect("start ansage")
}

/// How many of the moves PocketSphinx hears right (at the table's gate) with the data folder's
/// model, whichever it is.
fn heard_right(batch: &Path, data: &Path) -> usize {
    let out = ansage(
        &[
            "recognize",
            "--json",
            "--batch",
            &batch.to_string_lossy(),
            "--engine",
            "pocketsphinx",
            "--vocabulary",
            "de",
        ],
        data,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|v| v["status"] == "move" && v["uci"] == v["id"])
        .count()
}

/// The voice sample's prompts: (number, as written).
fn prompts(data: &Path) -> Vec<(String, String)> {
    let out = ansage(&["models", "prompts", "de"], data);
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let (n, text) = l.split_once('\t').expect("N<TAB>phrase");
            (n.to_string(), text.to_string())
        })
        .collect()
}

/// The 12 moves of `MOVES`, spoken by the voice, as a `recognize --batch` file.
fn move_batch(dir: &Path) -> std::path::PathBuf {
    let batch = dir.join("moves.jsonl");
    let mut lines = String::new();
    let moves = MOVES
        .iter()
        .flat_map(|(fen, moves)| moves.iter().map(move |(uci, text)| (fen, uci, text)));
    for (i, (fen, uci, text)) in moves.enumerate() {
        let wav = dir.join(format!("move{i}.wav"));
        common::espeak(VOICE, text, &wav);
        lines += &serde_json::json!({"id": uci, "fen": fen, "wav": wav}).to_string();
        lines.push('\n');
    }
    std::fs::write(&batch, lines).unwrap();
    batch
}

/// The player says a phrase into the microphone and the app hears it ("Gehört: ..."); said
/// again when nothing was heard (the capture path takes a moment to start sounding).
fn say_into(pulse: &Pulse, app: &mut LiveConsole, wav: &Path) -> String {
    for _ in 0..3 {
        pulse.play(wav);
        if let Some(h) = app.wait_for(&["Gehört: "], Duration::from_secs(15)) {
            return h;
        }
    }
    panic!(
        "{} was never heard; printed: {:#?}",
        wav.display(),
        app.seen()
    );
}

/// Reads prompts into the app, each when it asks for it (a list of commands a phrase at a
/// time, as the prompt says), until `until` is asked for.
fn read_prompts(
    pulse: &Pulse,
    app: &mut LiveConsole,
    prompts: &[(String, String)],
    dir: &Path,
    until: usize,
) {
    // Each prompt is asked once, and again now and then: a sample that keeps asking (it went
    // back and forth between two prompts once) fails instead of running for ever.
    for _ in 0..3 * prompts.len() {
        let asked = app.expect_any(
            &["Satz ", "Noch einmal Satz ", "Alle "],
            Duration::from_secs(30),
        );
        if asked.starts_with("Alle ") {
            assert_eq!(until, prompts.len() + 1, "{asked}");
            return;
        }
        let rest = asked
            .trim_start_matches("Noch einmal Satz ")
            .trim_start_matches("Satz ");
        let n: usize = rest.split([' ', ':']).next().unwrap().parse().unwrap();
        let text = &prompts[n - 1].1;
        assert!(
            asked.contains(&format!(": {text}")),
            "{asked} is not prompt {n}"
        );
        if n == until {
            return;
        }
        // Nothing is heard before the microphone is open.
        if app.saw("Mikrofon bereit") == 0 {
            app.expect("Mikrofon bereit", Duration::from_secs(20));
        }
        for (i, phrase) in text.split(", ").enumerate() {
            let wav = dir.join(format!("read-{n}-{i}.wav"));
            common::espeak(VOICE, &phrase.replace("Cesar", "Zäsar"), &wav);
            say_into(pulse, app, &wav);
        }
    }
    panic!("the sample kept asking for prompts: {:#?}", app.seen());
}

#[test]
fn the_voice_sample_is_read_in_the_app_paused_resumed_and_learnt() {
    let dir = common::fresh_dir("sample-app");
    let (data, stock) = (dir.join("data"), dir.join("stock"));
    std::fs::create_dir_all(&stock).unwrap();
    let pulse = Pulse::start(&dir.join("pulse"));
    let server = pulse.server();
    let env = [("PULSE_SERVER", server.as_str())];
    let prompts = prompts(&stock);
    let args = ["record", "de", "--no-speak"];

    let mut app = LiveConsole::models(&data, &args, &env);
    let intro = app.expect("Stimmprobe", Duration::from_secs(10));
    assert!(
        intro.starts_with(&format!("Stimmprobe: {} Sätze", prompts.len())),
        "{intro}"
    );
    read_prompts(&pulse, &mut app, &prompts, &dir, 3);
    // "nochmal" said: the prompt is said again. Heard as (part of) a reading of prompt 3
    // instead (it happened once in five runs on a busy machine: "paw"), the player does what
    // the prompts tell him: Enter names the prompt asked for now, and "b" goes back from the
    // next one; then he says it again. Prompt 3 is then kept (with the wrong reading, which
    // the learning leaves out), and the sample goes on at 4.
    let wav = dir.join("again.wav");
    common::espeak(VOICE, "nochmal", &wav);
    let mut tries = 0;
    let mut next = 3;
    loop {
        tries += 1;
        let heard = say_into(&pulse, &mut app, &wav);
        if heard.trim_end_matches('.') == "Gehört: nochmal" {
            app.expect("Noch einmal Satz 3: ", Duration::from_secs(10));
            break;
        }
        assert!(
            tries < 3,
            "\"nochmal\" was heard as a reading {tries} times: {heard}"
        );
        app.type_line("");
        if app
            .expect("Noch einmal Satz ", Duration::from_secs(10))
            .starts_with("Noch einmal Satz 4")
        {
            next = 4;
            app.type_line("b");
            app.expect("Satz 3 von", Duration::from_secs(10));
        }
    }
    eprintln!("\"nochmal\" heard as the command at try {tries}");
    // Enter typed: the prompt again.
    app.type_line("");
    app.expect("Noch einmal Satz 3: ", Duration::from_secs(10));
    app.type_line("q");
    app.expect(
        &format!("Angehalten. Beim nächsten Mal geht es mit Satz {next} weiter."),
        Duration::from_secs(10),
    );
    let (status, _) = app.finish(Duration::from_secs(10));
    assert!(status.success());
    let kept = data.join("voice-sample").join("de");
    for n in 1..=2 {
        let secs = hound::WavReader::open(kept.join(format!("{n}.wav")))
            .map(|r| r.duration() as f64 / 16_000.0)
            .unwrap();
        assert!((1.0..15.0).contains(&secs), "prompt {n}: {secs} s");
    }
    assert_eq!(kept.join("3.wav").exists(), next == 4);

    // The next session goes on at the first prompt not read and learns the voice when all
    // are read.
    let mut app = LiveConsole::models(&data, &args, &env);
    app.expect(
        &format!(
            "Stimmprobe, weiter mit Satz {next} von {}. Schon aufgenommen: {}.",
            prompts.len(),
            next - 1
        ),
        Duration::from_secs(10),
    );
    read_prompts(&pulse, &mut app, &prompts, &dir, prompts.len() + 1);
    let learnt = app.expect("Fertig: ", Duration::from_secs(120));
    let from: usize = learnt
        .split(" aus ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{learnt}"));
    assert!(from * 4 >= prompts.len() * 3, "{learnt}");
    let (status, lines) = app.finish(Duration::from_secs(10));
    assert!(status.success(), "{lines:#?}");

    let batch = move_batch(&dir);
    let (before, after) = (heard_right(&batch, &stock), heard_right(&batch, &data));
    eprintln!(
        "read in the app: learnt from {from}; moves heard right: stock {before} of 12, own voice {after} of 12"
    );
    assert!(
        after > before,
        "the learnt voice heard {after}, the stock model {before}"
    );
}

#[test]
fn a_voice_sample_teaches_pocketsphinx_the_players_voice_and_it_hears_him_better() {
    let dir = common::fresh_dir("enrol");
    let (stock, own, sample) = (dir.join("stock"), dir.join("own"), dir.join("sample"));
    for d in [&stock, &own, &sample] {
        std::fs::create_dir_all(d).unwrap();
    }
    let prompts = prompts(&own);
    assert!(
        (20..=50).contains(&prompts.len()),
        "{} prompts",
        prompts.len()
    );

    // The player reads prompts into N.wav ("Zäsar": espeak-ng's German says "Cesar" "Kesar").
    let record = |prompts: &[(String, String)]| {
        for (n, text) in prompts {
            let wav = sample.join(format!("{n}.wav"));
            common::espeak(VOICE, &text.replace("Cesar", "Zäsar"), &wav);
        }
    };
    // Half of it recorded is refused, with what is missing.
    let half = prompts.len() / 2 - 1;
    record(&prompts[..half]);
    let refused = ansage(
        &["models", "enrol", "de", "--from", &sample.to_string_lossy()],
        &own,
    );
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(
        said.contains(&format!("of the {} phrases are recorded", prompts.len())),
        "{said}"
    );
    assert!(
        !own.join("models").exists(),
        "nothing learnt from a half sample"
    );

    record(&prompts[half..]);
    let learnt = ansage(
        &["models", "enrol", "de", "--from", &sample.to_string_lossy()],
        &own,
    );
    let said = String::from_utf8_lossy(&learnt.stdout);
    assert!(
        learnt.status.success(),
        "{}",
        String::from_utf8_lossy(&learnt.stderr)
    );
    assert!(said.starts_with("Learnt your voice from"), "{said}");
    let listed = ansage(&["models", "list"], &own);
    assert!(
        String::from_utf8_lossy(&listed.stdout).contains("de: PocketSphinx learnt to your voice"),
        "{}",
        String::from_utf8_lossy(&listed.stdout)
    );

    // What the learnt voice hears the sample's moves as is the player's confusion table for
    // it: every move word read, most of them heard as read.
    let table: Value = serde_json::from_str(
        &std::fs::read_to_string(own.join("hearing/de-pocketsphinx.json")).expect("a table"),
    )
    .unwrap();
    let counts: Vec<(String, String, u64)> = table["heard"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(said, heard)| {
            heard
                .as_object()
                .unwrap()
                .iter()
                .map(|(w, n)| (said.clone(), w.clone(), n.as_u64().unwrap()))
                .collect::<Vec<_>>()
        })
        .collect();
    let total: u64 = counts.iter().map(|c| c.2).sum();
    assert!(total >= 40, "{table}");
    assert!(
        table["heard"]["piece n"]["springer"].as_u64() >= Some(2),
        "{table}"
    );
    let batch = move_batch(&dir);
    let (before, after) = (heard_right(&batch, &stock), heard_right(&batch, &own));
    eprintln!("moves heard right: stock model {before} of 12, own voice {after} of 12");
    assert!(
        after >= 10,
        "only {after} of 12 moves heard with the learnt voice"
    );
    assert!(
        after > before,
        "the learnt voice heard {after}, the stock model {before}"
    );
}

/// The voice sample read in the window: chosen on the start screen by keys, the prompt shown
/// large and read into the microphone, Q pauses it and the start screen comes back; the game's
/// own recognizer heard none of it.
#[test]
fn the_voice_sample_is_read_in_the_window() {
    let dir = common::fresh_dir("sample-window");
    let data = dir.join("data");
    let stock = dir.join("stock");
    std::fs::create_dir_all(&stock).unwrap();
    let prompts = prompts(&stock);
    let pulse = Pulse::start(&dir.join("pulse"));
    let x = Xvfb::start(1024, 768);
    let mut app = LiveConsole::window(
        &data,
        &[
            "--engine",
            "pocketsphinx",
            "--vocabulary",
            "de",
            "--no-speak",
            "--size",
            "1024x768",
        ],
        &[
            ("DISPLAY", x.display.as_str()),
            ("ICED_BACKEND", "tiny-skia"),
            ("PULSE_SERVER", &pulse.server()),
        ],
    );
    // The start screen says itself once the window is up.
    app.expect("Ansage. Pfeil hoch", Duration::from_secs(30));
    app.expect("Mikrofon bereit", Duration::from_secs(20));
    x.focus_window();
    // Neue Partie, Online spielen, PGN öffnen, Letzte Partien, Billard, Stimmprobe.
    for _ in 0..5 {
        x.xdotool(&["key", "Down"]);
    }
    app.expect("Stimmprobe: Ansage lernt", Duration::from_secs(10));
    x.xdotool(&["key", "Return"]);
    app.expect(
        &format!("Stimmprobe: {} Sätze", prompts.len()),
        Duration::from_secs(20),
    );
    let first = app.expect("Satz 1 von", Duration::from_secs(20));
    assert!(first.ends_with(&prompts[0].1), "{first}");
    // The sample's own microphone (the game's was the first).
    if app.saw("Mikrofon bereit") < 2 {
        app.expect("Mikrofon bereit", Duration::from_secs(20));
    }
    let wav = dir.join("read-1.wav");
    common::espeak(VOICE, &prompts[0].1.replace("Cesar", "Zäsar"), &wav);
    say_into(&pulse, &mut app, &wav);
    app.expect("Satz 2 von", Duration::from_secs(20));
    // The prompt is shown once the window has drawn it (what is said after it, such as the
    // line heard, does not take its place).
    let shot = dir.join("sample.png");
    let start = std::time::Instant::now();
    let shown = loop {
        x.screenshot(&shot);
        let shown = common::read_screen(&shot);
        if shown.contains("Satz 2 von") || start.elapsed() > Duration::from_secs(10) {
            break shown;
        }
    };
    assert!(shown.contains("Satz 2 von"), "the prompt is shown: {shown}");
    x.xdotool(&["key", "q"]);
    app.expect(
        "Angehalten. Beim nächsten Mal geht es mit Satz 2 weiter.",
        Duration::from_secs(20),
    );
    app.expect("Ansage. Pfeil hoch", Duration::from_secs(20));
    x.xdotool(&["key", "ctrl+q"]);
    let (_, lines) = app.finish(Duration::from_secs(20));
    let kept = data.join("voice-sample/de/1.wav");
    assert!(kept.is_file(), "{lines:#?}");
    let heard = lines.iter().filter(|l| l.starts_with("Gehört: ")).count();
    assert_eq!(
        heard, 1,
        "the reading was heard once, by the sample: {lines:#?}"
    );
}
