//! `make bench-dead CHA=FILE`: Ansage's "can this side still mate?" (9.6, 6.10; crates/chess/src/dead.rs)
//! against the Chess Unwinnability Analyzer's test vectors (tests/test-vector.txt of
//! github.com/miguel-ambrona/D3-Chess: a line "WB", "W-", "-B" or "--" and a FEN, the sides
//! that can still mate). Prints, per side and for 9.6's dead positions, how many CHA calls
//! unwinnable Ansage also proves, that no winnable one is called unwinnable, and the time taken.

use std::time::{Duration, Instant};

use ansage::chess::dead::{self, Verdict};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, PositionError};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args
        .iter()
        .enumerate()
        .find(|(i, a)| !a.starts_with('-') && (*i == 0 || args[i - 1] != "--budget"))
        .map(|(_, a)| a.clone())
        .or_else(|| std::env::var("CHA").ok())
    else {
        eprintln!(
            "bench-dead: give CHA's test vectors, e.g. make bench-dead CHA=D3-Chess/tests/test-vector.txt \
             (github.com/miguel-ambrona/D3-Chess)"
        );
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("bench-dead: {path}: {e}");
        std::process::exit(2);
    });
    // `--budget N`: positions visited per side (the game uses dead::ONCE on a flag).
    let args: Vec<String> = std::env::args().collect();
    let budget = args
        .iter()
        .position(|a| a == "--budget")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(dead::ONCE);
    // [side][cha says unwinnable?] -> (proven unwinnable, proven winnable, undecided)
    let mut table = [[[0usize; 3]; 2]; 2];
    let mut dead_cha = 0;
    let mut dead_ours = 0;
    let mut dead_by_move_rule = 0;
    let mut wrong = Vec::new();
    let mut times = Vec::new();
    let mut after_move = Vec::new();
    let mut positions = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && l.len() > 3) {
        let (tag, fen) = line.split_at(2);
        // CHA's vectors include composed positions with more promoted pieces than pawns
        // missing; the search does not mind, so they are taken as they are.
        let Ok(pos) = fen.trim().parse::<Fen>().map_err(|_| ()).and_then(|f| {
            f.into_position::<Chess>(CastlingMode::Standard)
                .or_else(PositionError::ignore_too_much_material)
                .or_else(PositionError::ignore_impossible_check)
                .map_err(|_| ())
        }) else {
            eprintln!("skipped (not a legal position for shakmaty): {line}");
            continue;
        };
        positions += 1;
        let cha = [tag.as_bytes()[0] == b'W', tag.as_bytes()[1] == b'B'];
        let mut ours = [Verdict::Undecided; 2];
        for (i, color) in Color::ALL.into_iter().enumerate() {
            let start = Instant::now();
            ours[i] = dead::can_mate(&pos, color, budget);
            times.push(start.elapsed());
            let column = match ours[i] {
                Verdict::CannotMate => 0,
                Verdict::CanMate => 1,
                Verdict::Undecided => 2,
            };
            table[i][usize::from(!cha[i])][column] += 1;
            if (ours[i] == Verdict::CannotMate && cha[i])
                || (ours[i] == Verdict::CanMate && !cha[i])
            {
                wrong.push(format!("{color:?}: CHA {tag}, Ansage {:?}: {fen}", ours[i]));
            }
        }
        if !cha[0] && !cha[1] {
            dead_cha += 1;
            if ours.iter().all(|v| *v == Verdict::CannotMate) {
                dead_ours += 1;
            }
        }
        // The check after every move (9.6): gated, with the smaller budget; timed on every
        // position, dead or not, since it runs after every move.
        let start = Instant::now();
        let is_dead = dead::is_dead(&pos);
        let took = start.elapsed();
        if dead::locked(&pos) {
            after_move.push(took);
        }
        if is_dead && !cha[0] && !cha[1] {
            dead_by_move_rule += 1;
        }
        if is_dead && (cha[0] || cha[1]) {
            wrong.push(format!("after-move check: CHA {tag}, Ansage dead: {fen}"));
        }
    }
    println!("{positions} positions of {path}; budget {budget} positions per side");
    println!("side   CHA says    proven unwinnable  proven winnable  undecided");
    for (i, color) in ["white", "black"].iter().enumerate() {
        for (j, says) in ["winnable", "unwinnable"].iter().enumerate() {
            let r = table[i][j];
            println!(
                "{color:<6} {says:<11} {:>17}  {:>15}  {:>9}",
                r[0], r[1], r[2]
            );
        }
    }
    println!(
        "dead (9.6, both sides unwinnable): CHA {dead_cha}, proven here {dead_ours}, \
         found by the after-move check {dead_by_move_rule}"
    );
    println!(
        "disagreements (a proof against CHA's answer): {}",
        wrong.len()
    );
    for w in &wrong {
        println!("  {w}");
    }
    let spread = |times: &mut Vec<Duration>| {
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        let total: Duration = times.iter().sum();
        format!(
            "median {:?}, p95 {:?}, max {:?}, total {:?}",
            at(0.5),
            at(0.95),
            at(1.0),
            total
        )
    };
    println!("time per side: {}", spread(&mut times));
    println!(
        "the after-move check where the pawns are locked ({} positions): {}",
        after_move.len(),
        spread(&mut after_move)
    );
}
