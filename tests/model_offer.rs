//! Vosk out of the box (issue 15): at the first start in a language with no Vosk model, the
//! official small model is offered with its size; after "ja" it is downloaded (here from a
//! server on this machine standing in for the official site, through `ANSAGE_MODELS_URL`:
//! it serves the Korean test model's archive), installed and heard with from then on, while
//! the game goes on. "nein" is kept and the model is not offered again; without a network the
//! player is told plainly, the game goes on, and the model is offered at the next start.
//! The billiards table offers it the same way before the match (issue 37).

mod common;
use common::{LiveConsole, Xvfb};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// No microphone: the recognizer is loaded all the same, and answers are typed.
const NO_MIC: (&str, &str) = ("PULSE_SERVER", "unix:/nonexistent/pulse.sock");

/// The archive an HTTP server on this machine answers every GET with: the Korean test model
/// zipped into `dir` as the official site's would be. Its path, the server's URL, and the paths
/// asked for.
fn serve_model(dir: &Path) -> (PathBuf, String, Arc<Mutex<Vec<String>>>) {
    let zip_path = dir.join("served.zip");
    common::zip_model(
        &common::korean_model(),
        "vosk-model-small-ko-0.22",
        &zip_path,
    );
    let file = zip_path.clone();
    let (url, asked) = common::http_server(move |_| file.clone());
    (zip_path, url, asked)
}

fn start(data: &Path, url: &str) -> LiveConsole {
    LiveConsole::start(
        data,
        &["--listen", "--fen", "startpos", "--min-confidence", "0"],
        &[NO_MIC, ("ANSAGE_MODELS_URL", url)],
    )
}

fn sha256(path: &Path) -> String {
    let mut hasher = Sha256::new();
    std::io::copy(&mut std::fs::File::open(path).unwrap(), &mut hasher).unwrap();
    format!("{:x}", hasher.finalize())
}

const OFFER: &str = "Mit dem Spracherkennungsmodell Vosk für Deutsch";

/// A start that asks nothing: `ready` (the recognizer) is said, `quit` leaves, and no line
/// begins with the `offer`; the lines said.
fn asks_nothing(mut app: LiveConsole, ready: &str, offer: &str) -> Vec<String> {
    app.expect(ready, Duration::from_secs(60));
    app.type_line("quit");
    let (_, lines) = app.finish(Duration::from_secs(30));
    assert!(!lines.iter().any(|l| l.starts_with(offer)), "{lines:#?}");
    lines
}

#[test]
fn the_model_is_offered_at_the_first_start_and_heard_with_after_yes() {
    let dir = common::fresh_dir("model-offer");
    let data = dir.join("data");
    let (zip_path, url, asked) = serve_model(&dir);

    let mut app = start(&data, &url);
    let offer = app.expect(OFFER, Duration::from_secs(30));
    assert!(offer.contains("45 MB"), "the size is said: {offer}");
    assert!(offer.ends_with("Ja oder nein."), "{offer}");
    // A move is not an answer: the question stands, asked again short; nothing is played or
    // fetched.
    app.type_line("e4");
    app.expect(
        "Das Sprachmodell jetzt herunterladen? Ja oder nein.",
        Duration::from_secs(10),
    );
    assert!(asked.lock().unwrap().is_empty());
    app.type_line("ja");
    app.expect("Das Modell wird heruntergeladen", Duration::from_secs(10));
    // The game starts while the model comes.
    app.expect("Neue Partie. Weiß am Zug.", Duration::from_secs(10));
    app.expect("Das Vosk-Modell ist installiert", Duration::from_secs(240));
    // The archive served is not the official one (its pinned checksum): said, and kept
    // under a name of its own.
    assert!(app.seen_before(
        "Der eingestellte Server hat nicht das offizielle Archiv des Modells geliefert",
        "Das Vosk-Modell ist"
    ));
    assert!(
        app.seen_before(
            "75 Prozent des Modells sind geladen.",
            "Das Vosk-Modell ist"
        ),
        "the progress is said"
    );
    assert!(app.seen_before("Spracherkennung: Vosk.", "Das Vosk-Modell ist"));
    assert_eq!(
        *asked.lock().unwrap(),
        ["/vosk-model-small-de-0.15.zip"],
        "the official archive's name is asked for"
    );
    // The game goes on after the switch.
    app.type_line("Eva vier");
    app.expect("Eva vier?", Duration::from_secs(10));
    app.type_line("ja");
    app.expect("Eva vier.", Duration::from_secs(10));
    app.type_line("quit");
    app.finish(Duration::from_secs(30));

    let served = sha256(&zip_path);
    let own_name = format!("vosk-model-small-de-0.15-{}", &served[..12]);
    let installed = data.join("models").join(&own_name);
    assert!(installed.join("am/final.mdl").is_file());
    let sha = std::fs::read_to_string(installed.join("SHA256")).unwrap();
    assert!(sha.starts_with(&served), "{sha}");
    let left: Vec<_> = std::fs::read_dir(data.join("models"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    assert_eq!(left, [own_name], "nothing half-done stays");

    // The next start hears with it at once and asks nothing.
    asks_nothing(start(&data, &url), "Spracherkennung: Vosk.", OFFER);
    assert_eq!(asked.lock().unwrap().len(), 1, "downloaded once");

    // Installed again by hand from the same server: the same archive, the same folder.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args(["models", "install", "de", "--data-dir"])
        .arg(&data)
        .env("ANSAGE_MODELS_URL", &url)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains(&format!("Installed: {}", installed.display()))
            && said.contains("Not the official vosk-model-small-de-0.15"),
        "{said}"
    );
}

/// Issue 32: offline, every "ja" brought the 12-second offer back at every start, and an
/// answer not understood repeated all of it. It is asked again short, and offered again a
/// week after a download that found no network; a "no" is kept for good.
#[test]
fn no_network_is_said_and_offered_again_a_week_later_and_no_is_kept() {
    let dir = common::fresh_dir("model-no");
    let data = dir.join("data");
    // A port on this machine where nothing listens: the same as no network.
    let nowhere = "http://127.0.0.1:9";
    let mut app = start(&data, nowhere);
    app.expect(OFFER, Duration::from_secs(30));
    app.type_line("blorp ja");
    app.expect(
        "Das Sprachmodell jetzt herunterladen? Ja oder nein.",
        Duration::from_secs(10),
    );
    app.type_line("ja");
    app.expect("Neue Partie. Weiß am Zug.", Duration::from_secs(10));
    let said = app.expect("Keine Netzverbindung", Duration::from_secs(60));
    assert!(said.contains("in einer Woche wieder an"), "{said}");
    app.type_line("Eva vier");
    app.expect("Eva vier?", Duration::from_secs(10));
    app.type_line("quit");
    app.finish(Duration::from_secs(30));

    // The next start asks nothing.
    asks_nothing(
        start(&data, nowhere),
        "Spracherkennung: PocketSphinx.",
        OFFER,
    );

    // A week and a day later it is offered again.
    let mark = std::fs::File::options()
        .write(true)
        .open(data.join("models/postponed-de"))
        .unwrap();
    let week_ago = std::time::SystemTime::now() - Duration::from_secs(8 * 24 * 3600);
    mark.set_modified(week_ago).unwrap();
    let mut app = start(&data, nowhere);
    app.expect(OFFER, Duration::from_secs(30));
    app.type_line("nein");
    app.expect(
        "Ansage hört weiter mit PocketSphinx.",
        Duration::from_secs(10),
    );
    app.expect("Neue Partie", Duration::from_secs(10));
    app.type_line("quit");
    app.finish(Duration::from_secs(30));

    let lines = asks_nothing(
        start(&data, nowhere),
        "Spracherkennung: PocketSphinx.",
        OFFER,
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Neue Partie")),
        "{lines:#?}"
    );
}

#[test]
fn the_window_offers_the_model_first_and_n_goes_on_to_the_start_screen() {
    let dir = common::fresh_dir("model-window");
    let x = Xvfb::start(1024, 768);
    let mut app = LiveConsole::window(
        &dir.join("data"),
        &["--no-speak", "--size", "1024x768"],
        &[
            ("DISPLAY", x.display.as_str()),
            ("ICED_BACKEND", "tiny-skia"),
            NO_MIC,
            ("ANSAGE_MODELS_URL", "http://127.0.0.1:9"),
        ],
    );
    app.expect(OFFER, Duration::from_secs(30));
    // Once the window is up, "ready" follows the question, which is not asked twice (issue
    // 32: 25 seconds before the player could act).
    let ready = app.expect("Bereit.", Duration::from_secs(30));
    assert!(!ready.contains(OFFER), "{ready}");
    x.screenshot(&dir.join("offer.png"));
    let shown = common::read_screen(&dir.join("offer.png"));
    assert!(
        shown.contains("Herunterladen") && shown.contains("45 MB"),
        "the question and its answers are shown: {shown}"
    );
    x.focus_window();
    x.xdotool(&["key", "n"]);
    app.expect(
        "Ansage hört weiter mit PocketSphinx.",
        Duration::from_secs(10),
    );
    app.expect("Ansage. Pfeil hoch", Duration::from_secs(10));
    x.xdotool(&["key", "ctrl+q"]);
    app.finish(Duration::from_secs(10));
    assert!(dir.join("data/models/declined-de").is_file());
}

/// The billiards match of these tests: Ivanov against Petrov at snooker, in English.
const MATCH: [&str; 8] = [
    "--discipline",
    "snooker-15",
    "--players",
    "Ivanov,Petrov",
    "--race-to",
    "2",
    "--lang",
    "en",
];

/// The billiards console with the microphone's recognizer loaded.
fn start_billiards(data: &Path, url: &str, fresh: bool) -> LiveConsole {
    let mut args = MATCH.to_vec();
    args.extend(["--listen", "--min-confidence", "0"]);
    if fresh {
        args.push("--fresh");
    }
    LiveConsole::billiards(
        data,
        "console",
        &args,
        &[NO_MIC, ("ANSAGE_MODELS_URL", url)],
    )
}

const BILLIARDS_OFFER: &str =
    "Ansage understands you better with the Vosk speech model for English";

/// Issue 37: the marker is offered the model as the chess player is, before the match; a
/// billiards command is no answer; after "yes" the match starts while it downloads, and the
/// table hears with it once it is installed.
#[test]
fn the_marker_is_offered_the_model_before_the_match_and_hears_with_it_after_yes() {
    let dir = common::fresh_dir("model-offer-billiards");
    let data = dir.join("data");
    let (_, url, asked) = serve_model(&dir);

    let mut app = start_billiards(&data, &url, true);
    let offer = app.expect(BILLIARDS_OFFER, Duration::from_secs(30));
    assert!(offer.ends_with("Yes or no."), "{offer}");
    app.type_line("red");
    app.expect(
        "Download the speech model now? Yes or no.",
        Duration::from_secs(10),
    );
    assert!(asked.lock().unwrap().is_empty(), "nothing fetched");
    app.type_line("yes");
    app.expect(
        "Downloading the model; the match can start meanwhile.",
        Duration::from_secs(10),
    );
    // The match opens and is scored while the model comes.
    app.expect_that(
        |l| l.contains("Ivanov"),
        "the match's opening",
        Duration::from_secs(10),
    );
    app.type_line("red");
    app.expect(
        "Red. Score: Ivanov 1, Petrov 0. Right?",
        Duration::from_secs(10),
    );
    app.type_line("yes");
    app.expect("The Vosk model is installed", Duration::from_secs(240));
    assert!(app.seen_before("Speech recognition: Vosk.", "The Vosk model is installed"));
    let fetched = asked.lock().unwrap().clone();
    assert!(
        fetched.len() == 1 && fetched[0].starts_with("/vosk-model-small-en"),
        "the official English archive is asked for once: {fetched:?}"
    );
    app.type_line("score");
    app.expect("Score: Ivanov 1, Petrov 0.", Duration::from_secs(10));
    app.type_line("quit");
    app.finish(Duration::from_secs(30));

    // The next start hears with it at once and asks nothing.
    asks_nothing(
        start_billiards(&data, &url, true),
        "Speech recognition: Vosk.",
        BILLIARDS_OFFER,
    );
}

/// The offer comes before the unfinished saved match, which it leaves as it was: "no" is kept
/// and the saved match is offered next, and resumed on "yes".
#[test]
fn the_model_offer_comes_before_the_saved_match_and_leaves_it_saved() {
    let dir = common::fresh_dir("model-offer-saved-match");
    let data = dir.join("data");
    let nowhere = "http://127.0.0.1:9";
    // A match with a red potted, left unfinished (without the microphone: nothing offered).
    let mut args = MATCH.to_vec();
    args.extend(["--confirm", "never"]);
    let mut app = LiveConsole::billiards(&data, "console", &args, &[NO_MIC]);
    app.type_line("red");
    app.type_line("score");
    app.expect("Score: Ivanov 1, Petrov 0.", Duration::from_secs(10));
    app.type_line("quit");
    app.finish(Duration::from_secs(30));

    let mut app = start_billiards(&data, nowhere, false);
    app.expect(BILLIARDS_OFFER, Duration::from_secs(30));
    app.type_line("no");
    app.expect(
        "Ansage goes on hearing with PocketSphinx.",
        Duration::from_secs(10),
    );
    app.expect("An unfinished match is saved:", Duration::from_secs(10));
    app.type_line("yes");
    app.type_line("score");
    app.expect("Score: Ivanov 1, Petrov 0.", Duration::from_secs(10));
    app.type_line("quit");
    app.finish(Duration::from_secs(30));
    assert!(data.join("models/declined-en").is_file());
}
