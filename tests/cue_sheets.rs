//! Cue sheets as players and editors read them: cuetools' `cueprint` reads every sheet of a
//! 125-move game, 99 tracks and 26, titled by move, with a name holding a quote, and finds
//! nothing wrong; of a sheet of more than 99 tracks, as one track a half-move made, it says
//! "too many tracks" and drops the tracks past 99.

use std::process::Command;

use ansage::chess::cues::{Cue, cue_sheets};
use ansage::chess::game::Game;

/// What `cueprint` prints of a sheet, and what it complains of (standard error).
fn cueprint(sheet: &str, name: &str) -> (String, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(format!("{name}.cue"));
    std::fs::write(&path, sheet).unwrap();
    let out = Command::new("cueprint")
        .arg(&path)
        .output()
        .expect("cuetools is installed by make setup");
    assert!(out.status.success(), "cueprint could not parse {name}");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_sheet_of_a_long_game_is_read_by_cueprint() {
    let mut game = Game::default();
    game.tags.white = "Anna \"Blitz\" Lee".into();
    game.tags.black = "Boris".into();
    let cues: Vec<Cue> = (0..250)
        .map(|ply| Cue {
            ply,
            san: if ply % 2 == 0 { "Nf3" } else { "Ng1" }.into(),
            entered: Some(ply as u64 * 70_000),
            ..Cue::default()
        })
        .collect();
    let sheets = cue_sheets(&game, &cues, "2026-12-02 game.flac");
    assert_eq!(sheets.len(), 2);
    let (first, complaints) = cueprint(&sheets[0], "1");
    assert_eq!(complaints, "");
    assert!(first.contains("no. of tracks:\t99\n"), "{first}");
    assert!(
        first.contains("performer:\tAnna 'Blitz' Lee - Boris\n"),
        "{first}"
    );
    assert!(first.contains("title:\t\t1. Nf3 Ng1\n"), "{first}");
    assert!(first.contains("title:\t\t99. Nf3 Ng1\n"), "{first}");
    let (second, complaints) = cueprint(&sheets[1], "2");
    assert_eq!(complaints, "");
    assert!(second.contains("no. of tracks:\t26\n"), "{second}");
    assert!(second.contains("title:\t\t100. Nf3 Ng1\n"), "{second}");
    assert!(second.contains("title:\t\t125. Nf3 Ng1\n"), "{second}");

    // The same game a track a half-move, as sheets were written before: past track 99 the
    // tracks are lost.
    let mut per_ply = String::from("FILE \"game.flac\" WAVE\n");
    for (i, _) in cues.iter().enumerate() {
        per_ply.push_str(&format!(
            "  TRACK {:02} AUDIO\n    INDEX 01 00:00:00\n",
            i + 1
        ));
    }
    let (read, complaints) = cueprint(&per_ply, "per-ply");
    assert!(read.contains("no. of tracks:\t99\n"), "{read}");
    assert!(complaints.contains("too many tracks"), "{complaints}");
}
