//! A tone placed in stereo: the notes of a scan along a line of the board, each square a short
//! sound panned by where it lies left to right and pitched by how high it lies. The game says
//! which notes (`chess::scan`); the edge makes and plays the sound (`voice::player`).

/// What a note sounds like: a piece of one side, the other side's, or an empty square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timbre {
    /// A pure tone (a white piece).
    Pure,
    /// A reedy tone with odd harmonics (a black piece).
    Reedy,
    /// A short, soft tick (an empty square).
    Tick,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tone {
    /// Hz.
    pub freq: u32,
    /// -100 (left) to 100 (right).
    pub pan: i8,
    pub ms: u32,
    pub timbre: Timbre,
}

/// The pause after each note, in milliseconds.
pub const GAP_MS: u32 = 60;

/// Equal-power gains (left, right) of a pan from -1 to 1.
pub fn gains(pan: f32) -> (f32, f32) {
    let angle = (pan.clamp(-1.0, 1.0) + 1.0) * std::f32::consts::FRAC_PI_4;
    (angle.cos(), angle.sin())
}

/// The notes as stereo frames (left, right) at `rate`, each followed by [`GAP_MS`] of silence;
/// each note fades in and out over 5 ms, so that it does not click.
pub fn render(tones: &[Tone], rate: u32) -> Vec<(f32, f32)> {
    let mut out = Vec::new();
    let per_ms = rate as f32 / 1000.0;
    for t in tones {
        let n = (t.ms as f32 * per_ms) as usize;
        let fade = (5.0 * per_ms) as usize;
        let (l, r) = gains(f32::from(t.pan) / 100.0);
        let volume = match t.timbre {
            Timbre::Tick => 0.25,
            _ => 0.5,
        };
        for i in 0..n {
            let phase = std::f32::consts::TAU * t.freq as f32 * i as f32 / rate as f32;
            let wave = match t.timbre {
                Timbre::Pure | Timbre::Tick => phase.sin(),
                Timbre::Reedy => {
                    phase.sin() + (phase * 3.0).sin() / 3.0 + (phase * 5.0).sin() / 5.0
                }
            };
            let envelope = (i.min(n - 1 - i) as f32 / fade.max(1) as f32).min(1.0);
            let s = wave * volume * envelope;
            out.push((s * l, s * r));
        }
        out.extend(std::iter::repeat_n(
            (0.0, 0.0),
            (GAP_MS as f32 * per_ms) as usize,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn energy(frames: &[(f32, f32)]) -> (f32, f32) {
        frames
            .iter()
            .fold((0.0, 0.0), |(l, r), (a, b)| (l + a * a, r + b * b))
    }

    #[test]
    fn a_note_on_the_left_sounds_left_and_one_on_the_right_sounds_right() {
        let note = |pan| Tone {
            freq: 440,
            pan,
            ms: 100,
            timbre: Timbre::Pure,
        };
        let (l, r) = energy(&render(&[note(-100)], 48_000));
        assert!(l > 100.0 * r.max(1e-9), "{l} {r}");
        let (l, r) = energy(&render(&[note(100)], 48_000));
        assert!(r > 100.0 * l.max(1e-9), "{l} {r}");
        let (l, r) = energy(&render(&[note(0)], 48_000));
        assert!((l / r - 1.0).abs() < 0.01, "the middle is even: {l} {r}");
        // 100 ms and the gap.
        assert_eq!(render(&[note(0)], 48_000).len(), 4_800 + 2_880);
    }
}
