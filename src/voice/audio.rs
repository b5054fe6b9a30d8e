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

/// A streaming converter from one rate to 16 kHz.
pub struct To16k {
    inner: Option<Async<f32>>,
    pending: Vec<f32>,
}

const CHUNK: usize = 1024;

impl To16k {
    pub fn new(rate_in: u32) -> Result<To16k, String> {
        if rate_in == RATE {
            return Ok(To16k {
                inner: None,
                pending: Vec::new(),
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
        Ok(To16k {
            inner: Some(inner),
            pending: Vec::new(),
        })
    }

    /// Converts the next mono samples (-1.0..1.0); returns what is ready.
    pub fn push(&mut self, mono: &[f32]) -> Vec<i16> {
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
                out.extend(output[0][..written].iter().map(|x| to_i16(*x)));
            }
        }
        out
    }

    /// The end of the stream: pads with silence so that nothing said is lost.
    pub fn flush(&mut self) -> Vec<i16> {
        match &self.inner {
            Some(r) => {
                let pad = r.input_frames_next() + r.output_delay() * 2;
                let mut out = self.push(&vec![0.0; pad]);
                out.extend(self.push(&vec![0.0; CHUNK]));
                out
            }
            None => Vec::new(),
        }
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
    fn resampling_keeps_the_length_and_the_tone() {
        let rate = 22_050;
        let tone: Vec<f32> = (0..rate)
            .map(|i| (i as f32 * 440.0 * std::f32::consts::TAU / rate as f32).sin() * 0.5)
            .collect();
        let mut c = To16k::new(rate).unwrap();
        let mut out = c.push(&tone);
        out.extend(c.flush());
        let secs = out.len() as f32 / RATE as f32;
        assert!((1.0..1.2).contains(&secs), "{secs} s");
        // Zero crossings of a 440 Hz tone: about 880 a second.
        let mid = &out[2000..14000];
        let crossings = mid.windows(2).filter(|w| (w[0] < 0) != (w[1] < 0)).count();
        let per_second = crossings as f32 / (mid.len() as f32 / RATE as f32);
        assert!((860.0..900.0).contains(&per_second), "{per_second}");
    }
}
