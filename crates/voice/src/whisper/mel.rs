//! Whisper's mel filter bank, as openai-whisper makes it (librosa's `filters.mel` with its
//! defaults: the Slaney mel scale, each triangle normalised to unit area): 80 bands over the
//! 201 bins of a 400-point FFT of 16 kHz audio. whisper.cpp reads it from the model file.

pub const N_MELS: usize = 80;
pub const N_FFT: usize = 400;
pub const SAMPLE_RATE: f64 = 16_000.0;

/// Slaney's mel scale: linear below 1 kHz, logarithmic above.
fn hz_to_mel(hz: f64) -> f64 {
    let step = 200.0 / 3.0;
    let (min_log_hz, min_log_mel, log_step) = (1000.0, 1000.0 / step, (6.4f64).ln() / 27.0);
    if hz >= min_log_hz {
        min_log_mel + (hz / min_log_hz).ln() / log_step
    } else {
        hz / step
    }
}

fn mel_to_hz(mel: f64) -> f64 {
    let step = 200.0 / 3.0;
    let (min_log_hz, min_log_mel, log_step) = (1000.0, 1000.0 / step, (6.4f64).ln() / 27.0);
    if mel >= min_log_mel {
        min_log_hz * (log_step * (mel - min_log_mel)).exp()
    } else {
        mel * step
    }
}

/// The filter bank, band after band, each `n_fft / 2 + 1` weights.
pub fn filters(n_mels: usize, n_fft: usize, rate: f64) -> Vec<f32> {
    let bins = n_fft / 2 + 1;
    let fft_hz: Vec<f64> = (0..bins).map(|k| k as f64 * rate / n_fft as f64).collect();
    let (low, high) = (hz_to_mel(0.0), hz_to_mel(rate / 2.0));
    let points: Vec<f64> = (0..n_mels + 2)
        .map(|i| mel_to_hz(low + (high - low) * i as f64 / (n_mels + 1) as f64))
        .collect();
    let mut out = Vec::with_capacity(n_mels * bins);
    for m in 0..n_mels {
        let (left, centre, right) = (points[m], points[m + 1], points[m + 2]);
        let area = 2.0 / (right - left);
        for &f in &fft_hz {
            let rising = (f - left) / (centre - left);
            let falling = (right - f) / (right - centre);
            out.push((rising.min(falling).max(0.0) * area) as f32);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bank_has_whispers_shape_and_covers_the_band() {
        let f = filters(N_MELS, N_FFT, SAMPLE_RATE);
        assert_eq!(f.len(), 80 * 201);
        // Every band has some weight; the first starts at 0 Hz, the second at the first bin
        // (40 Hz) with nothing at 0 Hz, and the last reaches the bin below 8 kHz.
        for band in f.chunks(201) {
            assert!(band.iter().any(|w| *w > 0.0));
        }
        assert_eq!(f[201], 0.0);
        assert!(f[201 + 2] > 0.0);
        assert!(f[79 * 201 + 199] > 0.0);
        // openai-whisper's `mel_filters.npz` value of the first band's peak (bin 1) and the
        // scale's break at 1 kHz.
        assert!((f[1] - 0.024_862_6).abs() < 1e-6, "{}", f[1]);
        assert!((mel_to_hz(hz_to_mel(1000.0)) - 1000.0).abs() < 1e-9);
        assert!((hz_to_mel(1000.0) - 15.0).abs() < 1e-9);
    }
}
