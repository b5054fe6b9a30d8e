//! Audio in the form the recognizers want: 16 kHz mono 16-bit samples, from WAV files and from
//! any microphone rate (resampled with rubato).

use std::path::Path;

use audioadapter_buffers::direct::SequentialSliceOfVecs;
use rubato::{
    Async, FixedAsync, Resampler, SincInterpolationParameters, SincInterpolationType,
    WindowFunction,
};

/// The recognizers' sample rate.
pub const RATE: u32 = 16_000;

fn to_i16(x: f32) -> i16 {
    (x.clamp(-1.0, 1.0) * 32767.0) as i16
}

/// A streaming converter from one rate to 16 kHz. What comes out is what went in, at the new
/// rate: the resampler's delay is dropped at the start and its padding at the end (the
/// digital silence it would add costs PocketSphinx moves, and the alignment of a voice sample
/// fails on it).
pub struct To16k {
    inner: Option<Async<f32>>,
    pending: Vec<f32>,
    rate_in: u32,
    /// Samples taken in and given out, and the delay's samples still to drop.
    taken: u64,
    given: u64,
    delay_left: usize,
}

const CHUNK: usize = 1024;

impl To16k {
    pub fn new(rate_in: u32) -> Result<To16k, String> {
        if rate_in == RATE {
            return Ok(To16k {
                inner: None,
                pending: Vec::new(),
                rate_in,
                taken: 0,
                given: 0,
                delay_left: 0,
            });
        }
        let params = SincInterpolationParameters {
            sinc_len: 64,
            f_cutoff: 0.9,
            interpolation: SincInterpolationType::Linear,
            oversampling_factor: 64,
            window: WindowFunction::BlackmanHarris2,
        };
        let inner = Async::<f32>::new_sinc(
            f64::from(RATE) / f64::from(rate_in),
            1.0,
            &params,
            CHUNK,
            1,
            FixedAsync::Input,
        )
        .map_err(|e| format!("cannot resample from {rate_in} Hz: {e}"))?;
        let delay_left = inner.output_delay();
        Ok(To16k {
            inner: Some(inner),
            pending: Vec::new(),
            rate_in,
            taken: 0,
            given: 0,
            delay_left,
        })
    }

    /// How many samples at 16 kHz the input so far makes.
    fn due(&self) -> u64 {
        (self.taken * u64::from(RATE) + u64::from(self.rate_in) / 2) / u64::from(self.rate_in)
    }

    /// Converts the next mono samples (-1.0..1.0); returns what is ready.
    pub fn push(&mut self, mono: &[f32]) -> Vec<i16> {
        self.taken += mono.len() as u64;
        let Some(r) = &mut self.inner else {
            return mono.iter().map(|x| to_i16(*x)).collect();
        };
        self.pending.extend_from_slice(mono);
        let mut out = Vec::new();
        while self.pending.len() >= r.input_frames_next() {
            let n = r.input_frames_next();
            let input = vec![self.pending[..n].to_vec()];
            self.pending.drain(..n);
            let len = r.output_frames_next();
            let mut output = vec![vec![0.0f32; len]; 1];
            let Ok(inp) = SequentialSliceOfVecs::new(&input, 1, n) else {
                break;
            };
            let Ok(mut outp) = SequentialSliceOfVecs::new_mut(&mut output, 1, len) else {
                break;
            };
            if let Ok((_, written)) = r.process_into_buffer(&inp, &mut outp, None) {
                let skip = self.delay_left.min(written);
                self.delay_left -= skip;
                out.extend(output[0][skip..written].iter().map(|x| to_i16(*x)));
            }
        }
        self.given += out.len() as u64;
        out
    }

    /// The end of the stream: what the resampler still holds, pushed out with silence, up to
    /// the length of the input (no padding beyond it).
    pub fn flush(&mut self) -> Vec<i16> {
        let Some(r) = &self.inner else {
            return Vec::new();
        };
        let due = self.due();
        let (taken, pad) = (self.taken, r.input_frames_next() + r.output_delay() * 2);
        let mut out = self.push(&vec![0.0; pad]);
        out.extend(self.push(&vec![0.0; CHUNK]));
        self.taken = taken;
        let before = self.given - out.len() as u64;
        out.truncate(due.saturating_sub(before) as usize);
        self.given = before + out.len() as u64;
        out
    }
}

/// Reads a WAV file (any rate, channels, 8-32 bit or float) as 16 kHz mono samples.
pub fn read_wav(path: &Path) -> Result<Vec<i16>, String> {
    let mut reader =
        hound::WavReader::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let spec = reader.spec();
    let channels = usize::from(spec.channels.max(1));
    let samples: Vec<f32> = match spec.sample_format {
        hound::SampleFormat::Float => reader
            .samples::<f32>()
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?,
        hound::SampleFormat::Int => {
            let scale = 1.0 / (1u64 << (spec.bits_per_sample - 1)) as f32;
            reader
                .samples::<i32>()
                .map(|s| s.map(|v| v as f32 * scale))
                .collect::<Result<_, _>>()
                .map_err(|e| e.to_string())?
        }
    };
    let mono: Vec<f32> = samples
        .chunks(channels)
        .map(|frame| frame.iter().sum::<f32>() / frame.len() as f32)
        .collect();
    let mut conv = To16k::new(spec.sample_rate)?;
    let mut out = conv.push(&mono);
    out.extend(conv.flush());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resampling_keeps_the_length_and_the_tone_and_adds_no_silence() {
        let rate = 22_050;
        let tone: Vec<f32> = (0..rate)
            .map(|i| (i as f32 * 440.0 * std::f32::consts::TAU / rate as f32).sin() * 0.5)
            .collect();
        let mut c = To16k::new(rate).unwrap();
        let mut out = c.push(&tone);
        out.extend(c.flush());
        assert!(
            out.len().abs_diff(RATE as usize) <= 1,
            "{} samples",
            out.len()
        );
        // No silence the input did not have, at either end: the tone is there from the first
        // samples to the last.
        let loud = |s: &[i16]| s.iter().any(|v| v.abs() > 8000);
        assert!(loud(&out[..40]) && loud(&out[out.len() - 40..]));
        // Zero crossings of a 440 Hz tone: about 880 a second.
        let mid = &out[2000..14000];
        let crossings = mid.windows(2).filter(|w| (w[0] < 0) != (w[1] < 0)).count();
        let per_second = crossings as f32 / (mid.len() as f32 / RATE as f32);
        assert!((860.0..900.0).contains(&per_second), "{per_second}");
    }
}
