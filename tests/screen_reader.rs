//! The screen reader beside Ansage on Linux. A fake Orca: a process of this user named `orca`
//! (a shell script, as Orca is a Python script) that speaks through Speech Dispatcher at
//! Orca's MESSAGE priority with `spd-say`, as Orca does. Ansage finds it, says so at the
//! start, spoken and written, and what both say is heard. In a test binary of its own: the
//! fake Orca would be found by every Ansage started meanwhile.

use std::os::unix::fs::PermissionsExt;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

mod common;
use common::{Daemons, LiveConsole, Pulse, Recording};

/// The fake Orca, stopped when dropped (also when the test fails).
struct FakeOrca(Child);

impl Drop for FakeOrca {
    fn drop(&mut self) {
        let _ = Command::new("pkill")
            .args(["-P", &self.0.id().to_string()])
            .status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn a_running_orca_is_found_and_ansage_says_it_speaks_beside_it() {
    let dir = common::fresh_dir("screen-reader");
    let pulse = Pulse::start(&dir.join("pulse"));
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    let _daemons = Daemons { home: home.clone() };
    let rec = Recording::start(&pulse, &dir.join("said.wav"));
    let orca = dir.join("bin").join("orca");
    std::fs::create_dir_all(orca.parent().unwrap()).unwrap();
    std::fs::write(
        &orca,
        "#!/bin/sh\n# A fake Orca: it speaks at MESSAGE priority, as Orca does, when told to.\n\
         while [ ! -e \"$1\" ]; do sleep 0.1; done\n\
         spd-say -P message -w -l de 'Der Bildschirmleser sagt etwas.'\n\
         touch \"$1.done\"\nexec sleep 300\n",
    )
    .unwrap();
    std::fs::set_permissions(&orca, std::fs::Permissions::from_mode(0o755)).unwrap();
    let go = dir.join("speak-now");
    let _orca = FakeOrca(
        Command::new(&orca)
            .arg(&go)
            .env("HOME", &home)
            .env("PULSE_SERVER", pulse.server())
            .spawn()
            .unwrap(),
    );
    let mut app = LiveConsole::start(
        &dir.join("app"),
        &["--speak", "--fen", "startpos"],
        &[
            ("HOME", home.to_str().unwrap()),
            ("PULSE_SERVER", &pulse.server()),
        ],
    );
    let line = app.expect("Orca läuft", Duration::from_secs(30));
    assert_eq!(
        line,
        "Orca läuft: Ansage spricht so, dass keiner den anderen unterbricht."
    );
    assert!(rec.wait_said(0, Duration::from_secs(30)), "nothing said");
    // The help (over 20 s) and Orca's sentence: both are heard in full.
    let mark = rec.mark();
    app.type_line("Hilfe");
    assert!(rec.wait_for_sound(mark, Duration::from_secs(30)), "no help");
    std::thread::sleep(Duration::from_secs(2));
    std::fs::write(&go, "").unwrap();
    let start = Instant::now();
    while !dir.join("speak-now.done").exists() {
        assert!(
            start.elapsed() < Duration::from_secs(90),
            "the fake Orca's sentence was never said"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(
        rec.wait_said(mark, Duration::from_secs(60)),
        "still speaking"
    );
    app.type_line("quit");
    app.finish(Duration::from_secs(30));
    let stretches = rec.stop();
    let total: u64 = stretches.iter().map(|(_, l)| l).sum();
    // "Neue Partie. Weiß am Zug." (some 2 s) and then the notice (some 4 s), neither cut off:
    // 6.3 s measured (3.9 s when the notice cut the start's sentences short). Counted over
    // what was said before the help: with both cores busy a pause of half a second split them.
    let start: u64 = stretches
        .iter()
        .filter(|(at, _)| *at < mark as u64 * 50)
        .map(|(_, l)| l)
        .sum();
    assert!(start > 5_000, "the start was cut short: {stretches:?}");
    // All that, the help (over 20 s) and Orca's sentence (some 2 s).
    assert!(
        total > 25_000,
        "something was cut off: {total} ms of speech in all, {stretches:?}"
    );
}
