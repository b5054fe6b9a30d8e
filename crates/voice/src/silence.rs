//! How long the player has been silent, measured on the sound itself: 10 ms frames whose
//! loudness (over the last [`SMOOTH_FRAMES`]) is [`ABOVE_FLOOR`] times the room's own noise
//! are speech. PocketSphinx's voice detector can only
//! end speech after a silence set once at its start, and a short one costs recognition (it
//! drops the silence inside words from what it decodes: a third of the clean moves were lost
//! at 100 ms), so the end of an utterance is decided here instead. Pure: samples in, a
//! duration out.

/// A frame: 10 ms at 16 kHz.
const FRAME: usize = 160;

/// A frame is speech when it is this many times louder (RMS) than the noise floor (9.5 dB).
const ABOVE_FLOOR: f32 = 3.0;

/// Loudness is the energy of this many frames (30 ms): a room's noise (pink noise, a fan)
/// varies from one 10 ms frame to the next far more than over 30 ms.
const SMOOTH_FRAMES: usize = 3;

/// Below this RMS a frame is silence whatever the floor (-55 dBFS): a synthesizer's or a
/// muted microphone's near-zero samples are no speech.
const QUIET_RMS: f32 = 60.0;

/// The noise floor is the quietest loudness of the last 2 s: a room that grows louder is learnt
/// within that time, and speech has quieter stretches (its consonants, its pauses) far more
/// often.
const FLOOR_FRAMES: usize = 200;

/// The silence since the last frame of speech.
#[derive(Clone, Debug)]
pub struct SilenceMeter {
    recent: std::collections::VecDeque<f32>,
    /// The energies of the last frames, for the loudness.
    last: std::collections::VecDeque<f64>,
    silent_ms: f64,
    /// Whether any loudness since the utterance began was above [`QUIET_RMS`].
    sounded: bool,
    /// Samples of a frame not yet complete.
    partial: Vec<i16>,
}

impl Default for SilenceMeter {
    fn default() -> Self {
        SilenceMeter::new()
    }
}

impl SilenceMeter {
    pub fn new() -> SilenceMeter {
        SilenceMeter {
            recent: std::collections::VecDeque::with_capacity(FLOOR_FRAMES),
            last: std::collections::VecDeque::with_capacity(SMOOTH_FRAMES),
            silent_ms: 0.0,
            sounded: false,
            partial: Vec::with_capacity(FRAME),
        }
    }

    /// Feeds samples; the silence since the last frame of speech, in ms.
    pub fn push(&mut self, samples: &[i16]) -> f64 {
        for s in samples {
            self.partial.push(*s);
            if self.partial.len() == FRAME {
                let energy: f64 = self.partial.iter().map(|x| f64::from(*x).powi(2)).sum();
                if self.last.len() == SMOOTH_FRAMES {
                    self.last.pop_front();
                }
                self.last.push_back(energy);
                let n = (self.last.len() * FRAME) as f64;
                let rms = (self.last.iter().sum::<f64>() / n).sqrt() as f32;
                self.frame(rms);
                self.partial.clear();
            }
        }
        self.silent_ms
    }

    fn frame(&mut self, rms: f32) {
        if self.recent.len() == FLOOR_FRAMES {
            self.recent.pop_front();
        }
        self.recent.push_back(rms);
        self.sounded |= rms > QUIET_RMS;
        let floor = self
            .recent
            .iter()
            .copied()
            .fold(f32::MAX, f32::min)
            .max(1.0);
        if rms > (floor * ABOVE_FLOOR).max(QUIET_RMS) {
            self.silent_ms = 0.0;
        } else if self.silent_ms == 0.0 {
            // The first quiet loudness window: all its frames were quiet.
            self.silent_ms = 10.0 * self.last.len() as f64;
        } else {
            self.silent_ms += 10.0;
        }
    }

    /// A new utterance: the silence counts from here; the room's floor is kept.
    pub fn restart(&mut self) {
        self.silent_ms = 0.0;
        self.sounded = false;
        self.last.clear();
    }

    /// Whether anything above -55 dBFS sounded since the utterance began. Digital silence (a
    /// muted microphone, a sound server with nothing playing) never does: PocketSphinx's
    /// voice detector takes it for speech, and decodes it as a word.
    pub fn sounded(&self) -> bool {
        self.sounded
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A tone (speech to the meter) of this many ms at this loudness.
    pub(crate) fn tone(ms: usize, amplitude: f32) -> Vec<i16> {
        (0..ms * 16)
            .map(|i| (amplitude * (i as f32 * 0.2).sin()) as i16)
            .collect()
    }

    fn hiss(ms: usize, amplitude: i32) -> Vec<i16> {
        (0..ms * 16)
            .map(|i| {
                let r = ((i as u32).wrapping_mul(2_654_435_761) >> 16) as i32 % (2 * amplitude + 1);
                (r - amplitude) as i16
            })
            .collect()
    }

    #[test]
    fn silence_counts_from_the_last_loud_frame_in_a_quiet_and_in_a_noisy_room() {
        for noise in [8, 800] {
            let mut m = SilenceMeter::new();
            m.push(&hiss(500, noise));
            let mut speech = tone(400, 6000.0);
            for (s, n) in speech.iter_mut().zip(hiss(400, noise)) {
                *s = s.saturating_add(n);
            }
            assert_eq!(m.push(&speech), 0.0, "noise {noise}");
            let after = m.push(&hiss(300, noise));
            assert!((290.0..=310.0).contains(&after), "noise {noise}: {after}");
        }
    }

    #[test]
    fn digital_silence_never_sounds_a_quiet_room_does() {
        let mut m = SilenceMeter::new();
        m.push(&vec![0; 16_000]);
        assert!(!m.sounded());
        m.push(&hiss(100, 200));
        assert!(m.sounded(), "a room's noise at -44 dBFS");
        m.restart();
        assert!(!m.sounded(), "counted from the utterance's start");
    }

    /// A room of pink noise (its 10 ms frames far apart in loudness) is silence too.
    #[test]
    fn a_room_of_pink_noise_is_silence() {
        let mut m = SilenceMeter::new();
        // Pink-ish: white noise through a slow one-pole low-pass, loud in its low notes.
        let mut y = 0.0f32;
        let room: Vec<i16> = hiss(3000, 3000)
            .iter()
            .map(|x| {
                y = 0.995 * y + 0.05 * f32::from(*x);
                y as i16
            })
            .collect();
        let silent = m.push(&room);
        assert!(silent >= 2500.0, "{silent} ms of 3000");
    }

    #[test]
    fn digital_silence_and_a_soft_hum_are_no_speech() {
        let mut m = SilenceMeter::new();
        m.push(&hiss(100, 8));
        m.push(&tone(200, 6000.0));
        assert_eq!(m.push(&vec![0; 16 * 200]), 200.0);
        assert_eq!(m.push(&tone(100, 40.0)), 300.0);
        m.restart();
        assert_eq!(m.push(&vec![0; 16 * 50]), 50.0);
    }
}
