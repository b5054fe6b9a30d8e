//! The audio score sheet (supplement 2.5): a game played through the fake microphone is
//! recorded continuously, each move's cues are kept with the game, a move replays as it was
//! said (the replay, recorded from the fake speaker, is recognized as that move again), the
//! arbiter's dispute list shows what was heard, read back, confirmed and played, and the
//! recording survives `kill -9`.

mod common;
use common::{LiveConsole, Pulse, Recording};

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use ansage::store;
use ansage::voice::recorder;

const LINE: Duration = Duration::from_secs(20);

/// The game's recording in the data folder.
fn recording_in(data: &Path) -> PathBuf {
    let games = data.join("games");
    let dir = std::fs::read_dir(&games)
        .unwrap_or_else(|e| panic!("{}: {e}", games.display()))
        .filter_map(|e| e.ok())
        .next()
        .expect("a game folder");
    dir.path().join("recording.flac")
}

/// Waits until the recording has its first frame.
fn wait_for_sound(path: &Path) {
    let start = Instant::now();
    while recorder::read(path).map_or(0, |s| s.len()) == 0 {
        assert!(start.elapsed() < LINE, "nothing recorded");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The recording's length in samples as sox, libsndfile (through `sndfile-convert`) and the
/// reference decoder (`flac -t`, which also checks the MD5 a finished file carries) read it.
fn lengths_read_by_other_tools(path: &Path, dir: &Path) -> (usize, usize) {
    let stat = Command::new("sox")
        .arg(path)
        .args(["-n", "stat"])
        .output()
        .expect("sox");
    let text = String::from_utf8_lossy(&stat.stderr).into_owned();
    assert!(stat.status.success(), "sox: {text}");
    let sox = text
        .lines()
        .find_map(|l| l.strip_prefix("Samples read:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("sox stat: {text}"));
    let wav = dir.join("by-libsndfile.wav");
    let convert = Command::new("sndfile-convert")
        .arg(path)
        .arg(&wav)
        .output()
        .expect("sndfile-convert");
    assert!(
        convert.status.success(),
        "libsndfile: {}",
        String::from_utf8_lossy(&convert.stdout)
    );
    let wav_bytes = std::fs::metadata(&wav).unwrap().len() as usize;
    let test = Command::new("flac")
        .args(["-t", "-s"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        test.status.success(),
        "flac -t: {}",
        String::from_utf8_lossy(&test.stderr)
    );
    (sox, (wav_bytes - 44) / 2)
}

fn say(pulse: &Pulse, dir: &Path, words: &str) {
    let wav = dir.join(format!("{}.wav", words.replace(' ', "-")));
    common::espeak("en-us+f2", words, &wav);
    pulse.play(&wav);
}

#[test]
fn a_game_is_recorded_with_its_cues_and_a_move_replays_as_it_was_said() {
    let dir = common::fresh_dir("rec-game");
    let pulse = Pulse::start(&dir.join("pulse"));
    // A room is never digitally silent: a faint noise into the microphone all game long (on
    // exact zeros the recognizer's normalization drifts and it mishears the first words).
    let _room = common::RoomNoise::start(&pulse, &dir);
    let mut app = LiveConsole::listening(&pulse.server(), &dir.join("data"));
    app.expect_each(&["Mikrofon bereit", "Die Partie wird aufgenommen."], LINE);
    let started = Instant::now();
    // The player speaks once sound flows (the ALSA-to-PulseAudio path takes 1.5-2 s to start;
    // a word said earlier is neither heard nor recorded).
    wait_for_sound(&recording_in(&dir.join("data")));
    std::thread::sleep(Duration::from_secs(3));

    say(&pulse, &dir, "knight f three");
    app.expect("Springer Felix drei?", LINE);
    app.type_line("ja");
    app.expect("Springer Felix drei.", LINE);
    app.type_line("e5");
    app.expect("Eva fünf?", LINE);
    app.type_line("ja");
    app.expect("Eva fünf.", LINE);
    std::thread::sleep(Duration::from_secs(1));
    // A read-back the player turns down stays in the arbiter's list (2.7-2.8).
    say(&pulse, &dir, "knight c three");
    app.expect("Springer Cesar drei?", LINE);
    app.type_line("nein");
    std::thread::sleep(Duration::from_secs(1));
    say(&pulse, &dir, "knight a three");
    app.expect("Springer Anna drei?", LINE);
    app.type_line("ja");
    app.expect("Springer Anna drei.", LINE);

    // The dispute list: heard, read back, confirmed, played, with times in the recording.
    app.type_line("dispute");
    let first = app.expect("1 Weiß: ", LINE);
    assert!(
        first.contains("gehört »knight f three« (0:00:")
            && first.contains("zurückgelesen »Springer Felix drei?«")
            && first.ends_with("gespielt Nf3"),
        "{first}"
    );
    let second = app.expect("1 Schwarz: ", LINE);
    assert!(!second.contains("gehört"), "typed, not heard: {second}");
    let third = app.expect("2 Weiß: ", LINE);
    assert!(
        third.starts_with(
            "2 Weiß: gehört »knight c three«, zurückgelesen »Springer Cesar drei?« (0:00:"
        ) && third.contains("abgelehnt (0:00:")
            && third.contains("gehört »knight a three«")
            && third.ends_with("gespielt Na3"),
        "{third}"
    );

    // The cues are kept with the game, in order.
    let (saved, _) = store::load_game(&store::autosave_path(&dir.join("data")))
        .unwrap()
        .unwrap();
    assert_eq!(saved.cues.len(), 3, "{:?}", saved.cues);
    let mut last = 0;
    for cue in &saved.cues {
        let times: Vec<u64> = [cue.heard, cue.read_back, cue.confirmed, cue.switched]
            .into_iter()
            .flatten()
            .collect();
        assert!(times.len() >= 3, "{cue:?}");
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{cue:?}");
        assert!(times[0] >= last, "moves in order: {:?}", saved.cues);
        last = *times.last().unwrap();
    }

    // The recording is as long as the game so far (the microphone starts delivering about
    // 1.5 s after the recording is opened).
    let path = recording_in(&dir.join("data"));
    let elapsed = started.elapsed().as_secs_f64();
    let length = recorder::read(&path).unwrap().len() as f64 / 16_000.0;
    assert!(
        length <= elapsed + 0.5 && length >= elapsed - 3.0,
        "recording {length:.1} s for a game of {elapsed:.1} s"
    );

    // Move 1 (White's), played from the recording, recorded from the speaker, is heard again
    // as Nf3.
    let said = dir.join("replay.wav");
    let rec = Recording::start(&pulse, &said);
    std::thread::sleep(Duration::from_millis(1500));
    app.type_line("replay 1");
    let span = saved.cues[0].replay_span(3000, 1000).unwrap();
    std::thread::sleep(Duration::from_millis(span.1 - span.0 + 2000));
    let stretches = rec.stop();
    assert!(!stretches.is_empty(), "the replay sounded");
    let json = recognized(&said);
    assert!(json.contains("\"uci\":\"g1f3\""), "{json}");

    // Exported: a cue sheet with a track per move, and the PGN with the cues as comments.
    let sheet = dir.join("game.cue");
    app.type_line(&format!("cues {}", sheet.display()));
    app.expect("Gespeichert", LINE);
    let sheet = std::fs::read_to_string(sheet).unwrap();
    // Three half-moves: two tracks, move 1 with Black's reply as its second index.
    assert_eq!(sheet.matches("TRACK").count(), 2, "{sheet}");
    assert!(sheet.contains("TITLE \"1. Nf3 e5\""), "{sheet}");
    assert_eq!(sheet.matches("INDEX").count(), 3, "{sheet}");
    let pgn = dir.join("game.pgn");
    app.type_line(&format!("save {}", pgn.display()));
    app.expect("Gespeichert", LINE);
    let pgn = std::fs::read_to_string(pgn).unwrap();
    let flat = pgn.replace('\n', " ");
    assert!(flat.contains("1. Nf3 {[%heard 0:00:"), "{pgn}");
    assert!(flat.contains("e5 {[%read-back 0:00:"), "{pgn}");
    app.type_line("quit");
    app.finish(LINE);

    // Finished cleanly: every tool reads it whole, and its header has the length and the MD5.
    let path = recording_in(&dir.join("data"));
    let ours = recorder::read(&path).unwrap().len();
    assert_eq!(lengths_read_by_other_tools(&path, &dir), (ours, ours));
    let meta = Command::new("metaflac")
        .args(["--show-total-samples", "--show-md5sum", "--show-bps"])
        .arg(&path)
        .output()
        .unwrap();
    let meta = String::from_utf8_lossy(&meta.stdout).into_owned();
    let fields: Vec<&str> = meta.lines().collect();
    assert_eq!(fields[0].parse::<usize>().ok(), Some(ours), "{meta}");
    assert_ne!(fields[1], "0".repeat(32), "an MD5 of the samples: {meta}");
    assert_eq!(fields[2], "16", "16-bit samples: {meta}");
}

#[test]
fn kill_9_leaves_the_recording_readable_up_to_the_last_seconds() {
    let dir = common::fresh_dir("rec-kill");
    let pulse = Pulse::start(&dir.join("pulse"));
    let mut app = LiveConsole::listening(&pulse.server(), &dir.join("data"));
    app.expect_each(&["Mikrofon bereit", "Die Partie wird aufgenommen."], LINE);
    // Sound flows about 1.5 s after the microphone is opened; from then on it is recorded.
    let path = recording_in(&dir.join("data"));
    wait_for_sound(&path);
    let flowing = Instant::now();
    std::thread::sleep(Duration::from_secs(8));
    app.kill();
    let recorded = flowing.elapsed().as_secs_f64();
    let length = recorder::read(&path).unwrap().len() as f64 / 16_000.0;
    assert!(
        length >= recorded - 5.0 && length <= recorded + 0.5,
        "{length:.2} s readable of {recorded:.2} s recorded before kill -9"
    );
    eprintln!("kill -9: {length:.2} s readable of {recorded:.2} s");
    // sox and libsndfile read what was written before the kill, all of it.
    let ours = recorder::read(&path).unwrap().len();
    assert_eq!(lengths_read_by_other_tools(&path, &dir), (ours, ours));
}

/// What the recording holds as PocketSphinx (English words) hears it, in a position.
fn recognized(wav: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .args([
            "recognize",
            "--engine",
            "pocketsphinx",
            "--vocabulary",
            "en",
        ])
        .args([
            "--min-confidence",
            "0",
            "--fen",
            "startpos",
            "--json",
            "--wav",
        ])
        .arg(wav)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A finished recording into which "knight f three" was said: sox, libsndfile and `flac -t`
/// read it sample for sample as Ansage does, and PocketSphinx hears Nf3 in it. Its length in
/// samples.
fn read_alike_with_nf3_in_it(path: &Path, dir: &Path) -> usize {
    let ours = recorder::read(path).unwrap().len();
    assert_eq!(lengths_read_by_other_tools(path, dir), (ours, ours));
    let json = recognized(&dir.join("by-libsndfile.wav"));
    assert!(json.contains("\"uci\":\"g1f3\""), "{json}");
    ours
}

/// Issue 36: for an event that allows a recorder and nothing else, `ansage record` records
/// the game and does nothing more — a move said is not heard, read back or announced — says
/// how long it has recorded, gives its own device statement, and on `quit` says the
/// recording is finished and kept; the file is read by sox, libsndfile and `flac -t`, and the
/// move said is in it.
#[test]
fn the_audio_score_sheet_only_records_the_game_and_does_nothing_else() {
    let dir = common::fresh_dir("rec-only");
    let pulse = Pulse::start(&dir.join("pulse"));
    let _room = common::RoomNoise::start(&pulse, &dir);
    let data = dir.join("data");
    let mut app = LiveConsole::record(
        &data,
        &["--white", "Anna", "--black", "Bert"],
        &[("PULSE_SERVER", &pulse.server())],
    );
    app.expect(
        "Nur Tonaufnahme: Ansage nimmt die Partie vom Mikrofon auf",
        LINE,
    );
    app.expect_each(&["Mikrofon bereit", "Die Aufnahme läuft, in "], LINE);
    let path = recording_in(&data);
    let folder = path.parent().and_then(Path::file_name).unwrap();
    assert!(
        folder.to_string_lossy().ends_with(" Anna - Bert"),
        "{folder:?}"
    );
    wait_for_sound(&path);
    std::thread::sleep(Duration::from_secs(1));
    say(&pulse, &dir, "knight f three");
    std::thread::sleep(Duration::from_secs(1));
    // Nothing was heard or read back: no recognizer runs.
    assert!(
        app.wait_for(
            &["Springer", "knight", "Nicht verstanden"],
            Duration::from_secs(2)
        )
        .is_none(),
        "{:?}",
        app.seen()
    );
    app.type_line("status");
    app.expect("Aufgenommen: ", LINE);
    app.type_line("statement");
    app.expect_each(
        &[
            "Betriebsart: nur Tonaufnahme – keine Spracherkennung, keine Ansagen, keine Hinweise",
            "Turniermodus: an",
            "Engine: keine, keine Tipps",
            "Netzwerk: nicht benutzt",
            "Aufnahme: an, in ",
        ],
        LINE,
    );
    app.type_line("quit");
    let (status, lines) = app.finish(LINE);
    assert!(status.success(), "{lines:#?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Aufnahme beendet und gespeichert: ")
                && l.ends_with("recording.flac.")),
        "{lines:#?}"
    );
    let samples = read_alike_with_nf3_in_it(&path, &dir);
    assert!(samples > 16_000 * 3, "{samples} samples");
}

/// The game's audio score sheet does not depend on hearing (supplement 2.5): with a
/// recognizer that cannot be loaded, the game is still recorded from the microphone.
#[test]
fn a_game_is_recorded_when_the_recognizer_cannot_be_loaded() {
    let dir = common::fresh_dir("rec-no-recognizer");
    let pulse = Pulse::start(&dir.join("pulse"));
    let _room = common::RoomNoise::start(&pulse, &dir);
    let data = dir.join("data");
    let missing = dir.join("no-such-model");
    let mut app = LiveConsole::listening_with(
        &pulse.server(),
        &data,
        &[
            "--engine",
            "vosk",
            "--model",
            missing.to_str().unwrap(),
            "--fen",
            "startpos",
        ],
    );
    app.expect_each(
        &[
            "Keine Spracherkennung",
            "Mikrofon bereit",
            "Die Partie wird aufgenommen.",
        ],
        LINE,
    );
    let path = recording_in(&data);
    wait_for_sound(&path);
    say(&pulse, &dir, "knight f three");
    app.type_line("Springer Felix drei");
    app.expect("Springer Felix drei?", LINE);
    app.type_line("quit");
    let (status, _) = app.finish(LINE);
    assert!(status.success());
    read_alike_with_nf3_in_it(&path, &dir);
}
