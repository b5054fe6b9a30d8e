//! The game's recording (supplement 2.5: the score sheet may be kept on a tape recorder): the
//! microphone, continuously (not voice-activated, which clips the start of moves), as FLAC at
//! 16 kHz mono with 12-bit samples: near-lossless (72 dB of dynamic range, beyond a
//! microphone's own noise floor in a playing hall) and small enough for a five-hour game
//! in a noisy room (`make bench-record`: 16-bit samples would take 356 MB there). The file is written frame by frame (4096 samples, a quarter of a second), each
//! frame flushed at once, with a header that leaves the length open: after `kill -9` or a power
//! cut it is readable up to the last frame written.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use flacenc::bitsink::MemSink;
use flacenc::component::{BitRepr, Stream};
use flacenc::config::Encoder;
use flacenc::error::{Verified, Verify};
use flacenc::source::{Fill, FrameBuf};

/// The recording's sample rate (the recognizer's).
pub const RATE: u32 = 16_000;
const BLOCK: usize = 4096;
/// The stored sample width, and the shift from the microphone's 16 bits.
const BITS: usize = 12;
const SHIFT: u32 = 16 - BITS as u32;

/// A recording being written.
pub struct Recorder {
    file: File,
    config: Verified<Encoder>,
    stream: Stream,
    pending: Vec<i32>,
    frames: usize,
    /// Samples received so far (written or waiting for a full frame): the recording's clock.
    samples: Arc<AtomicU64>,
}

impl Recorder {
    /// Starts a new recording at `path` (its folder is created).
    pub fn create(path: &Path) -> io::Result<Recorder> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let bad = |e: String| io::Error::new(io::ErrorKind::InvalidData, e);
        let mut stream = Stream::new(RATE as usize, 1, BITS).map_err(|e| bad(e.to_string()))?;
        stream
            .stream_info_mut()
            .set_block_sizes(BLOCK, BLOCK)
            .map_err(|e| bad(e.to_string()))?;
        let config = Encoder::default()
            .into_verified()
            .map_err(|(_, e)| bad(e.to_string()))?;
        let mut sink = MemSink::<u8>::new();
        stream.write(&mut sink).map_err(|e| bad(e.to_string()))?;
        let mut file = File::create(path)?;
        file.write_all(sink.as_slice())?;
        file.flush()?;
        Ok(Recorder {
            file,
            config,
            stream,
            pending: Vec::with_capacity(BLOCK),
            frames: 0,
            samples: Arc::new(AtomicU64::new(0)),
        })
    }

    /// The recording's length in samples, shared (the table reads it to time the moves).
    pub fn clock(&self) -> Arc<AtomicU64> {
        self.samples.clone()
    }

    /// Adds 16 kHz samples; every full frame goes to the file at once.
    pub fn push(&mut self, pcm: &[i16]) -> io::Result<()> {
        self.samples.fetch_add(pcm.len() as u64, Ordering::Relaxed);
        let max = (1 << (BITS - 1)) - 1;
        for &s in pcm {
            // Rounded to 12 bits.
            let v = (i32::from(s) + (1 << (SHIFT - 1))) >> SHIFT;
            self.pending.push(v.min(max));
            if self.pending.len() == BLOCK {
                self.write_frame()?;
            }
        }
        Ok(())
    }

    fn write_frame(&mut self) -> io::Result<()> {
        let bad = |e: String| io::Error::new(io::ErrorKind::InvalidData, e);
        // FLAC's smallest block is 16 samples: a short last frame is padded with silence.
        while self.pending.len() < 16 {
            self.pending.push(0);
        }
        let mut fb = FrameBuf::with_size(1, self.pending.len()).map_err(|e| bad(e.to_string()))?;
        fb.fill_interleaved(&self.pending)
            .map_err(|e| bad(e.to_string()))?;
        let frame = flacenc::encode_fixed_size_frame(
            &self.config,
            &fb,
            self.frames,
            self.stream.stream_info(),
        )
        .map_err(|e| bad(e.to_string()))?;
        let mut sink = MemSink::<u8>::new();
        frame.write(&mut sink).map_err(|e| bad(e.to_string()))?;
        self.file.write_all(sink.as_slice())?;
        self.file.flush()?;
        self.frames += 1;
        self.pending.clear();
        Ok(())
    }

    /// Writes what is left (the recording stays readable without this; it only adds the
    /// last quarter second).
    pub fn finish(mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            self.write_frame()?;
        }
        self.file.sync_all()
    }
}

/// A recording's file and its growing length, for timing events in it.
#[derive(Clone, Debug)]
pub struct RecordingClock {
    pub path: PathBuf,
    samples: Arc<AtomicU64>,
}

impl RecordingClock {
    pub fn new(path: PathBuf, samples: Arc<AtomicU64>) -> RecordingClock {
        RecordingClock { path, samples }
    }

    /// Where the recording is now, in milliseconds.
    pub fn ms(&self) -> u64 {
        self.samples.load(Ordering::Relaxed) * 1000 / u64::from(RATE)
    }
}

impl PartialEq for RecordingClock {
    fn eq(&self, other: &RecordingClock) -> bool {
        self.path == other.path
    }
}

/// Reads a recording (or as much of it as was written) as 16 kHz, 16-bit samples.
pub fn read(path: &Path) -> Result<Vec<i16>, String> {
    let mut reader = claxon::FlacReader::open(path).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut blocks = reader.blocks();
    let mut buffer = Vec::new();
    // A frame cut off by a crash ends the recording; everything before it is kept.
    while let Ok(Some(block)) = blocks.read_next_or_eof(std::mem::take(&mut buffer)) {
        out.extend(block.channel(0).iter().map(|s| (*s << SHIFT) as i16));
        buffer = block.into_buffer();
    }
    Ok(out)
}

/// The samples between two times (milliseconds) of a recording.
pub fn slice(samples: &[i16], from_ms: u64, to_ms: u64) -> &[i16] {
    let at = |ms: u64| ((ms * u64::from(RATE) / 1000) as usize).min(samples.len());
    let (a, b) = (at(from_ms), at(to_ms));
    &samples[a.min(b)..b]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recording_reads_back_sample_for_sample_even_without_its_end() {
        let dir = std::env::temp_dir().join(format!("ansage-rec-{}", std::process::id()));
        let path = dir.join("r.flac");
        let mut r = Recorder::create(&path).unwrap();
        let tone: Vec<i16> = (0..20_000)
            .map(|i| ((i as f32 * 0.05).sin() * 8000.0) as i16)
            .collect();
        r.push(&tone).unwrap();
        assert_eq!(r.clock().load(Ordering::Relaxed), 20_000);
        // Not finished (as after kill -9): the full frames are there.
        let back = read(&path).unwrap();
        assert_eq!(back.len(), 4 * BLOCK);
        let near = |a: &[i16], b: &[i16]| {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= 8)
        };
        assert!(near(&back, &tone[..back.len()]), "within 12-bit rounding");
        r.finish().unwrap();
        let back = read(&path).unwrap();
        assert!(near(&back, &tone));
        assert_eq!(slice(&back, 1000, 1100).len(), 1600);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
