//! The recording's size (`make bench-record`): ten minutes of a game's microphone — moves
//! spoken by espeak-ng every 15 seconds over a quiet room's noise floor — written by the
//! recorder as it is during a game (FLAC, 16 kHz mono, frame by frame), and the size of a
//! five-hour game extrapolated from it. The target of issue 7: at most 300 MB for five hours.

use std::process::Command;
use std::time::Instant;

use ansage::voice::audio::read_wav;
use ansage::voice::recorder::{self, Recorder};

const MINUTES: usize = 10;

fn speech(text: &str, dir: &std::path::Path) -> Vec<i16> {
    let wav = dir.join("say.wav");
    let status = Command::new("espeak-ng")
        .args(["-v", "de", "-w"])
        .arg(&wav)
        .arg(text)
        .status()
        .expect("espeak-ng is installed by make setup");
    assert!(status.success());
    read_wav(&wav).unwrap()
}

/// A quiet room: noise of this peak amplitude (a xorshift generator, so the run is the same
/// every time).
fn noise(n: usize, peak: i16, seed: &mut u64) -> Vec<i16> {
    (0..n)
        .map(|_| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            ((*seed % (2 * peak as u64 + 1)) as i64 - peak as i64) as i16
        })
        .collect()
}

fn main() {
    let dir = std::env::temp_dir().join(format!("ansage-bench-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let moves = [
        "Springer Felix drei",
        "Eva fünf",
        "Läufer Cesar vier",
        "kurze Rochade",
        "David schlägt Eva fünf",
    ];
    let spoken: Vec<Vec<i16>> = moves.iter().map(|m| speech(m, &dir)).collect();
    for (label, peak) in [
        ("silent room (noise peak 30/32768)", 30),
        ("noisy room (noise peak 300/32768)", 300),
    ] {
        let path = dir.join("game.flac");
        let mut rec = Recorder::create(&path).unwrap();
        let mut seed = 0x2545_f491_4f6c_dd1d;
        let started = Instant::now();
        let total = MINUTES * 60 * recorder::RATE as usize;
        let mut written = 0;
        let mut k = 0;
        while written < total {
            // 15 s: a move said, then the room.
            let mut chunk = spoken[k % spoken.len()].clone();
            let room = 15 * recorder::RATE as usize - chunk.len().min(15 * recorder::RATE as usize);
            let under = noise(chunk.len(), peak, &mut seed);
            for (s, n) in chunk.iter_mut().zip(under) {
                *s = s.saturating_add(n);
            }
            chunk.extend(noise(room, peak, &mut seed));
            chunk.truncate(total - written);
            written += chunk.len();
            // The microphone delivers about 20 ms at a time.
            for part in chunk.chunks(320) {
                rec.push(part).unwrap();
            }
            k += 1;
        }
        rec.finish().unwrap();
        let secs = started.elapsed().as_secs_f64();
        let bytes = std::fs::metadata(&path).unwrap().len() as f64;
        let five_hours = bytes * (5.0 * 60.0 / MINUTES as f64);
        println!(
            "{label}: {MINUTES} min -> {:.1} MB ({:.0} kbit/s), encoded in {secs:.1} s; \
             5 hours -> {:.0} MB (target <= 300 MB: {})",
            bytes / 1e6,
            bytes * 8.0 / (MINUTES as f64 * 60.0) / 1000.0,
            five_hours / 1e6,
            if five_hours <= 300e6 {
                "met"
            } else {
                "NOT met"
            }
        );
        assert_eq!(
            recorder::read(&path).unwrap().len(),
            total,
            "the recording reads back whole"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}
