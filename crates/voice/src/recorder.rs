//! The game's recording (supplement 2.5: the score sheet may be kept on a tape recorder): the
//! microphone, continuously (not voice-activated, which clips the start of moves), as FLAC at
//! 16 kHz mono, 16-bit, encoded by libFLAC (the reference encoder, built from source by
//! `libflac-sys`), so every player and library reads it: sox and libsndfile refuse the 12-bit
//! FLAC of earlier releases. The samples are rounded to 12 bits inside the 16 (72 dB of
//! dynamic range, beyond a microphone's own noise floor in a playing hall): libFLAC sees the
//! four zero low bits ("wasted bits") and stores 12 bits a sample, which keeps a five-hour
//! game in a noisy room under 300 MB (`make bench-record`; true 16-bit would take 356 MB).
//! Each frame (4096 samples, a quarter of a second) goes to the file as soon as libFLAC makes
//! it, unbuffered: after `kill -9` or a power cut the file plays up to the last frame written
//! (its header then leaves the length open). A clean finish rewrites the header with the
//! length and the MD5 of the samples, as the `flac` tool does.

use std::ffi::c_void;
use std::fs::File;
use std::io::{self, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use libflac_sys as flac;

/// The recording's sample rate (the recognizer's).
pub const RATE: u32 = 16_000;
const BLOCK: u32 = 4096;
/// The bits kept of each sample; the rest are zero, and libFLAC does not store them.
const KEPT: u32 = 12;
const SHIFT: u32 = 16 - KEPT;

/// Where libFLAC's callbacks write: the file, and the first error (libFLAC only learns that
/// writing failed).
struct Sink {
    file: File,
    error: Option<io::Error>,
}

/// A recording being written.
pub struct Recorder {
    encoder: *mut flac::FLAC__StreamEncoder,
    /// Boxed so that its address, given to libFLAC, stays put; freed after the encoder.
    sink: Box<Sink>,
    /// Samples received so far: the recording's clock.
    samples: Arc<AtomicU64>,
    scratch: Vec<i32>,
}

// SAFETY: the encoder is used only through `&mut self`; libFLAC keeps no thread-local state.
unsafe impl Send for Recorder {}

impl Recorder {
    /// Starts a new recording at `path` (its folder is created).
    pub fn create(path: &Path) -> io::Result<Recorder> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let file = File::create(path)?;
        let mut sink = Box::new(Sink { file, error: None });
        // SAFETY: a constructor without arguments; a null answer is checked below.
        let encoder = unsafe { flac::FLAC__stream_encoder_new() };
        if encoder.is_null() {
            return Err(io::Error::new(io::ErrorKind::OutOfMemory, "libFLAC"));
        }
        let fail = |what: &str| io::Error::other(format!("libFLAC: {what}"));
        // SAFETY: `encoder` is the live encoder made above, configured before init as libFLAC
        // requires; the sink's box outlives it (Drop deletes the encoder first), and the
        // callbacks match libFLAC's signatures.
        let status = unsafe {
            let set = flac::FLAC__stream_encoder_set_channels(encoder, 1) != 0
                && flac::FLAC__stream_encoder_set_bits_per_sample(encoder, 16) != 0
                && flac::FLAC__stream_encoder_set_sample_rate(encoder, RATE) != 0
                && flac::FLAC__stream_encoder_set_compression_level(encoder, 5) != 0
                && flac::FLAC__stream_encoder_set_blocksize(encoder, BLOCK) != 0;
            if !set {
                flac::FLAC__stream_encoder_delete(encoder);
                return Err(fail("settings refused"));
            }
            flac::FLAC__stream_encoder_init_stream(
                encoder,
                Some(write),
                Some(seek),
                Some(tell),
                None,
                (&mut *sink as *mut Sink).cast::<c_void>(),
            )
        };
        if status != flac::FLAC__STREAM_ENCODER_INIT_STATUS_OK {
            // SAFETY: the encoder made above, deleted once; it is not used after this.
            unsafe { flac::FLAC__stream_encoder_delete(encoder) };
            return Err(sink
                .error
                .take()
                .unwrap_or_else(|| fail(&format!("init status {status}"))));
        }
        Ok(Recorder {
            encoder,
            sink,
            samples: Arc::new(AtomicU64::new(0)),
            scratch: Vec::with_capacity(BLOCK as usize),
        })
    }

    /// The recording's length in samples, shared (the table reads it to time the moves).
    pub fn clock(&self) -> Arc<AtomicU64> {
        self.samples.clone()
    }

    /// Adds 16 kHz samples; every full frame goes to the file at once.
    pub fn push(&mut self, pcm: &[i16]) -> io::Result<()> {
        self.samples.fetch_add(pcm.len() as u64, Ordering::Relaxed);
        self.scratch.clear();
        self.scratch.extend(pcm.iter().map(|&s| kept(s)));
        // SAFETY: the live encoder (owned by self), and a buffer of the length given.
        let ok = unsafe {
            flac::FLAC__stream_encoder_process_interleaved(
                self.encoder,
                self.scratch.as_ptr(),
                self.scratch.len() as u32,
            )
        };
        if ok == 0 {
            return Err(self.failure());
        }
        Ok(())
    }

    fn failure(&mut self) -> io::Error {
        self.sink.error.take().unwrap_or_else(|| {
            // SAFETY: the live encoder owned by self.
            let state = unsafe { flac::FLAC__stream_encoder_get_state(self.encoder) };
            io::Error::other(format!("libFLAC: encoder state {state}"))
        })
    }

    /// Writes what is left and completes the header (length, MD5); the recording stays
    /// readable without this, it only adds the last quarter second and the length.
    pub fn finish(mut self) -> io::Result<()> {
        // SAFETY: the live encoder owned by self; Drop deletes it afterwards.
        let ok = unsafe { flac::FLAC__stream_encoder_finish(self.encoder) };
        if ok == 0 {
            return Err(self.failure());
        }
        self.sink.file.sync_all()
    }
}

impl Drop for Recorder {
    fn drop(&mut self) {
        // Deleting finishes the stream if `finish` was not called (libFLAC does it).
        // SAFETY: the encoder owned by self, deleted once, before its sink is freed.
        unsafe { flac::FLAC__stream_encoder_delete(self.encoder) };
    }
}

/// A sample rounded to the bits kept, in its 16-bit place.
fn kept(s: i16) -> i32 {
    let max = i32::from(i16::MAX) & !((1 << SHIFT) - 1);
    (((i32::from(s) + (1 << (SHIFT - 1))) >> SHIFT) << SHIFT).min(max)
}

fn sink<'a>(client: *mut c_void) -> &'a mut Sink {
    // SAFETY: libFLAC passes back the pointer `create` gave it, to a live boxed Sink.
    unsafe { &mut *client.cast::<Sink>() }
}

unsafe extern "C" fn write(
    _: *const flac::FLAC__StreamEncoder,
    buffer: *const flac::FLAC__byte,
    bytes: usize,
    _: u32,
    _: u32,
    client: *mut c_void,
) -> flac::FLAC__StreamEncoderWriteStatus {
    let sink = sink(client);
    // SAFETY: libFLAC hands a buffer of `bytes` bytes.
    let data = unsafe { std::slice::from_raw_parts(buffer, bytes) };
    match sink.file.write_all(data) {
        Ok(()) => flac::FLAC__STREAM_ENCODER_WRITE_STATUS_OK,
        Err(e) => {
            sink.error.get_or_insert(e);
            flac::FLAC__STREAM_ENCODER_WRITE_STATUS_FATAL_ERROR
        }
    }
}

unsafe extern "C" fn seek(
    _: *const flac::FLAC__StreamEncoder,
    offset: u64,
    client: *mut c_void,
) -> flac::FLAC__StreamEncoderSeekStatus {
    match sink(client).file.seek(SeekFrom::Start(offset)) {
        Ok(_) => flac::FLAC__STREAM_ENCODER_SEEK_STATUS_OK,
        Err(_) => flac::FLAC__STREAM_ENCODER_SEEK_STATUS_ERROR,
    }
}

unsafe extern "C" fn tell(
    _: *const flac::FLAC__StreamEncoder,
    offset: *mut u64,
    client: *mut c_void,
) -> flac::FLAC__StreamEncoderTellStatus {
    match sink(client).file.stream_position() {
        Ok(at) => {
            // SAFETY: libFLAC gives a place for the answer.
            unsafe { *offset = at };
            flac::FLAC__STREAM_ENCODER_TELL_STATUS_OK
        }
        Err(_) => flac::FLAC__STREAM_ENCODER_TELL_STATUS_ERROR,
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
    // Recordings of earlier releases stored 12-bit samples.
    let shift = 16u32.saturating_sub(reader.streaminfo().bits_per_sample);
    let mut out = Vec::new();
    let mut blocks = reader.blocks();
    let mut buffer = Vec::new();
    // A frame cut off by a crash ends the recording; everything before it is kept.
    while let Ok(Some(block)) = blocks.read_next_or_eof(std::mem::take(&mut buffer)) {
        out.extend(block.channel(0).iter().map(|s| (*s << shift) as i16));
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
        assert_eq!(back.len(), 4 * BLOCK as usize);
        let rounded: Vec<i16> = tone.iter().map(|&s| kept(s) as i16).collect();
        assert_eq!(
            back,
            rounded[..back.len()],
            "sample for sample, 12 bits kept"
        );
        assert!(tone.iter().zip(&rounded).all(|(a, b)| (a - b).abs() <= 8));
        r.finish().unwrap();
        let back = read(&path).unwrap();
        assert_eq!(back, rounded);
        // A clean finish completes the header: 16 bits, the length and the samples' MD5.
        let info = claxon::FlacReader::open(&path).unwrap().streaminfo();
        assert_eq!(info.bits_per_sample, 16);
        assert_eq!(info.samples, Some(20_000));
        assert_ne!(info.md5sum, [0; 16]);
        assert_eq!(slice(&back, 1000, 1100).len(), 1600);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn loud_samples_keep_their_sign_and_stay_in_range() {
        assert_eq!(kept(i16::MAX), 32752);
        assert_eq!(kept(i16::MIN), -32768);
        assert_eq!(kept(7), 0);
        assert_eq!(kept(8), 16);
        assert_eq!(kept(-9), -16);
    }
}
