//! Plays the earcons (`assets/earcons/*.wav`, compiled in) and stretches of the game's
//! recording on the default output device with cpal, on its own thread (cpal streams are not
//! `Send`). Without an output device it stays
//! silent; the words are still said and written.

use std::collections::VecDeque;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};

use ansage_shared::earcon::Earcon;
use ansage_shared::tone::{self, Tone};

fn sound(e: Earcon) -> &'static [u8] {
    match e {
        Earcon::ListeningOn => include_bytes!("../../../assets/earcons/listening-on.wav"),
        Earcon::ListeningOff => include_bytes!("../../../assets/earcons/listening-off.wav"),
        Earcon::Confirmed => include_bytes!("../../../assets/earcons/confirmed.wav"),
        Earcon::NotUnderstood => include_bytes!("../../../assets/earcons/not-understood.wav"),
        Earcon::Illegal => include_bytes!("../../../assets/earcons/illegal.wav"),
        Earcon::Check => include_bytes!("../../../assets/earcons/check.wav"),
        Earcon::LowTime => include_bytes!("../../../assets/earcons/low-time.wav"),
        Earcon::Flag => include_bytes!("../../../assets/earcons/flag.wav"),
    }
}

/// An earcon's samples (-1..1) at `rate`.
fn samples(e: Earcon, rate: u32) -> Vec<f32> {
    let Ok(reader) = hound::WavReader::new(sound(e)) else {
        return Vec::new();
    };
    let src_rate = reader.spec().sample_rate;
    let src: Vec<i16> = reader
        .into_samples::<i16>()
        .map(|s| s.unwrap_or(0))
        .collect();
    resample(&src, src_rate, rate)
}

/// 16-bit samples at `src_rate` as -1..1 at `rate`, by linear interpolation.
fn resample(src: &[i16], src_rate: u32, rate: u32) -> Vec<f32> {
    let step = src_rate as f32 / rate as f32;
    let n = (src.len() as f32 / step) as usize;
    let at = |j: usize| src.get(j).map(|s| f32::from(*s) / 32768.0);
    (0..n)
        .map(|i| {
            let x = i as f32 * step;
            let j = x as usize;
            let frac = x - j as f32;
            let a = at(j).unwrap_or(0.0);
            let b = at(j + 1).unwrap_or(a);
            a + (b - a) * frac
        })
        .collect()
}

/// What the player thread is told.
enum Sound {
    Earcon(Earcon),
    /// A stretch of a recording: 16-bit samples at this rate.
    Clip(Vec<i16>, u32),
    /// Notes placed in stereo (a scan of the board).
    Tones(Vec<Tone>),
    /// Stop playing now.
    Stop,
}

/// A running earcon player.
pub struct Player {
    tx: Sender<Option<Sound>>,
    handle: Option<thread::JoinHandle<()>>,
}

impl Player {
    pub fn start() -> Player {
        let (tx, rx) = mpsc::channel();
        let handle = thread::spawn(move || run(rx));
        Player {
            tx,
            handle: Some(handle),
        }
    }

    pub fn play(&self, e: Earcon) {
        let _ = self.tx.send(Some(Sound::Earcon(e)));
    }

    /// Plays a stretch of a recording (after what is playing).
    pub fn play_clip(&self, samples: Vec<i16>, rate: u32) {
        let _ = self.tx.send(Some(Sound::Clip(samples, rate)));
    }

    /// Plays notes placed in stereo (after what is playing).
    pub fn play_tones(&self, tones: Vec<Tone>) {
        let _ = self.tx.send(Some(Sound::Tones(tones)));
    }

    /// Stops what is playing.
    pub fn stop(&self) {
        let _ = self.tx.send(Some(Sound::Stop));
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.tx.send(None);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

fn run(rx: Receiver<Option<Sound>>) {
    let host = cpal::default_host();
    let Some(device) = host.default_output_device() else {
        while let Ok(Some(_)) = rx.recv() {}
        return;
    };
    let Ok(supported) = device.default_output_config() else {
        while let Ok(Some(_)) = rx.recv() {}
        return;
    };
    let config = supported.config();
    let channels = usize::from(config.channels.max(1));
    let rate = config.sample_rate;
    // Frames (left, right): a mono sound is the same on both; one output channel gets
    // their mean, more than two the first two and the mean on the rest.
    let queue: Arc<Mutex<VecDeque<(f32, f32)>>> = Arc::new(Mutex::new(VecDeque::new()));
    let q = Arc::clone(&queue);
    let stream = device.build_output_stream::<f32, _, _>(
        config,
        move |out: &mut [f32], _| {
            let mut q = q.lock().unwrap_or_else(|e| e.into_inner());
            for frame in out.chunks_mut(channels) {
                let (l, r) = q.pop_front().unwrap_or((0.0, 0.0));
                for (i, x) in frame.iter_mut().enumerate() {
                    *x = match (channels, i) {
                        (1, _) => (l + r) / 2.0,
                        (_, 0) => l,
                        (_, 1) => r,
                        _ => (l + r) / 2.0,
                    };
                }
            }
        },
        |_| {},
        None,
    );
    let stream = match stream {
        Ok(s) => s,
        Err(_) => {
            while let Ok(Some(_)) = rx.recv() {}
            return;
        }
    };
    let _ = stream.play();
    while let Ok(Some(sound)) = rx.recv() {
        let mut q = queue.lock().unwrap_or_else(|e| e.into_inner());
        let mono = |s: Vec<f32>| s.into_iter().map(|x| (x, x));
        match sound {
            Sound::Earcon(e) => q.extend(mono(samples(e, rate))),
            Sound::Clip(clip, clip_rate) => q.extend(mono(resample(&clip, clip_rate, rate))),
            Sound::Tones(tones) => q.extend(tone::render(&tones, rate)),
            Sound::Stop => q.clear(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_earcon_is_a_short_audible_sound() {
        for e in Earcon::ALL {
            let s = samples(e, 48_000);
            let secs = s.len() as f32 / 48_000.0;
            assert!((0.1..0.8).contains(&secs), "{} lasts {secs} s", e.name());
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(peak > 0.2, "{} is too quiet: {peak}", e.name());
        }
        // Distinct: no two earcons are the same sound.
        for a in Earcon::ALL {
            for b in Earcon::ALL {
                if a != b {
                    assert_ne!(sound(a), sound(b), "{} = {}", a.name(), b.name());
                }
            }
        }
    }
}
