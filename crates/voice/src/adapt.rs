//! Adapting the PocketSphinx acoustic model to one speaker: from his voice sample (recordings
//! of phrases with what was read) a MAP adaptation of the stock model's Gaussians, mixture
//! weights and transitions, with the CMU tools Debian ships (`sphinxtrain`'s `bw` and
//! `map_adapt`, `sphinxbase-utils`' `sphinx_fe`, `pocketsphinx`'s `pocketsphinx_mdef_convert`).
//! MAP rather than MLLR: on the benchmark's voices 40 phrases gave MAP 93-96 % right where
//! MLLR gave 81 % (docs/benchmarks.md, "The player's own voice"). The adapted model is a model
//! folder like the stock one, kept in the data folder and used from then on.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::recognizer::VoiceError;

/// Where Debian puts sphinxtrain's programs (not on PATH).
pub const SPHINXTRAIN: &str = "/usr/lib/sphinxtrain";

/// One prompt of the voice sample: the recording (16 kHz mono) and the phrases read, in the
/// recognizer's spelling. Between two phrases the reader may pause: the transcript allows
/// silence there (without it the alignment of a list of commands fails and it teaches nothing).
#[derive(Clone, Debug, PartialEq)]
pub struct Take {
    pub samples: Vec<i16>,
    pub phrases: Vec<Vec<String>>,
}

/// The folder of the adapted model for a vocabulary in the data folder.
pub fn adapted_dir(data_dir: &Path, vocabulary: &str) -> PathBuf {
    data_dir
        .join("models")
        .join(format!("pocketsphinx-{vocabulary}-own-voice"))
}

/// The adapted model of a vocabulary, if a voice sample made one.
pub fn find_adapted(data_dir: &Path, vocabulary: &str) -> Option<PathBuf> {
    let dir = adapted_dir(data_dir, vocabulary);
    dir.join("mdef").is_file().then_some(dir)
}

/// The programs the adaptation runs, each found or named as missing.
fn tools() -> Result<[PathBuf; 4], VoiceError> {
    let on_path = |name: &str| {
        std::env::var_os("PATH")
            .iter()
            .flat_map(std::env::split_paths)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    };
    let found = [
        on_path("sphinx_fe").ok_or("sphinx_fe (Debian package sphinxbase-utils)"),
        on_path("pocketsphinx_mdef_convert")
            .ok_or("pocketsphinx_mdef_convert (Debian package pocketsphinx)"),
        Some(Path::new(SPHINXTRAIN).join("bw"))
            .filter(|p| p.is_file())
            .ok_or("bw (Debian package sphinxtrain)"),
        Some(Path::new(SPHINXTRAIN).join("map_adapt"))
            .filter(|p| p.is_file())
            .ok_or("map_adapt (Debian package sphinxtrain)"),
    ];
    let missing: Vec<&str> = found
        .iter()
        .filter_map(|f| f.as_ref().err().copied())
        .collect();
    if !missing.is_empty() {
        return Err(VoiceError(format!(
            "learning the voice needs {}",
            missing.join(", ")
        )));
    }
    Ok(found.map(|f| f.expect("checked above")))
}

/// Runs one tool and returns what it wrote; its last lines name a failure.
fn run(tool: &Path, args: &[&str]) -> Result<String, VoiceError> {
    let out = Command::new(tool)
        .args(args)
        .output()
        .map_err(|e| VoiceError(format!("{}: {e}", tool.display())))?;
    let text =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    if out.status.success() {
        return Ok(text);
    }
    let tail: Vec<&str> = text.lines().rev().take(3).collect();
    Err(VoiceError(format!(
        "{} failed: {}",
        tool.file_name().unwrap_or_default().to_string_lossy(),
        tail.into_iter().rev().collect::<Vec<_>>().join(" / ")
    )))
}

fn io(what: &str) -> impl Fn(std::io::Error) -> VoiceError + '_ {
    move |e| VoiceError(format!("{what}: {e}"))
}

/// Adapts the model in `base` to the speaker of `takes` (pronunciations from `dict`) and
/// writes the adapted model to `out`, replacing one made before only once the new one is
/// whole. Returns the takes that taught nothing (their recording could not be aligned with
/// the words: read otherwise, cut off, or silent), by index. Four steps of sphinxtrain: the
/// features of the recordings, the model's definition as text, the statistics of the voice
/// against it (`bw`), and the means and variances moved towards them (`map_adapt`, MAP).
pub fn adapt(
    base: &Path,
    dict: &Path,
    takes: &[Take],
    out: &Path,
) -> Result<Vec<usize>, VoiceError> {
    let [fe, mdef_convert, bw, map_adapt] = tools()?;
    if takes.is_empty() {
        return Err(VoiceError("no recording to learn from".into()));
    }
    let work = tempfile::Builder::new()
        .prefix("ansage-voice-")
        .tempdir()
        .map_err(io("a working folder"))?;
    let w = Work {
        dir: work.path(),
        base,
    };
    write_takes(w.dir, takes)?;
    run(
        &mdef_convert,
        &["-text", &w.base("mdef"), &w.path("mdef.txt")],
    )?;
    let mixw = mixture_weights_file(&w)?;
    features(&fe, &w)?;
    let unaligned = align(&bw, &w, dict, &mixw)?;
    if unaligned.len() == takes.len() {
        return Err(VoiceError(
            "none of the recordings could be aligned with the words read".into(),
        ));
    }
    let partial = out.with_extension("partial");
    let _ = std::fs::remove_dir_all(&partial);
    std::fs::create_dir_all(&partial).map_err(io("the model folder"))?;
    adapt_means(&map_adapt, &w, &mixw, &partial)?;
    for name in ["mdef", "feat.params", "noisedict"] {
        std::fs::copy(base.join(name), partial.join(name)).map_err(io("the model folder"))?;
    }
    let _ = std::fs::remove_dir_all(out);
    std::fs::rename(&partial, out).map_err(io("the model folder"))?;
    Ok(unaligned)
}

/// The working folder of one adaptation and the model adapted, as the tools name files.
struct Work<'a> {
    dir: &'a Path,
    base: &'a Path,
}

impl Work<'_> {
    fn path(&self, name: &str) -> String {
        self.dir.join(name).to_string_lossy().to_string()
    }

    fn base(&self, name: &str) -> String {
        self.base.join(name).to_string_lossy().to_string()
    }
}

/// The takes as 16 kHz WAV files, their list and their transcription (phrases apart by a
/// silence), as sphinxtrain reads them.
fn write_takes(w: &Path, takes: &[Take]) -> Result<(), VoiceError> {
    let mut fileids = String::new();
    let mut transcription = String::new();
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: 16_000,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let wav_error = |e: hound::Error| VoiceError(format!("a recording: {e}"));
    for (i, take) in takes.iter().enumerate() {
        let name = format!("take{i}");
        let mut wav =
            hound::WavWriter::create(w.join(format!("{name}.wav")), spec).map_err(wav_error)?;
        for s in &take.samples {
            wav.write_sample(*s).map_err(wav_error)?;
        }
        wav.finalize().map_err(wav_error)?;
        fileids.push_str(&format!("{name}\n"));
        let said: Vec<String> = take.phrases.iter().map(|p| p.join(" ")).collect();
        transcription.push_str(&format!("<s> {} </s> ({name})\n", said.join(" <sil> ")));
    }
    std::fs::write(w.join("fileids"), fileids).map_err(io("the list of recordings"))?;
    std::fs::write(w.join("transcription"), transcription).map_err(io("the transcription"))
}

/// The model's mixture weights as the training tools read them: its own file, or made from
/// its `sendump` (the stock model ships only that).
fn mixture_weights_file(w: &Work) -> Result<String, VoiceError> {
    if w.base.join("mixture_weights").is_file() {
        return Ok(w.base("mixture_weights"));
    }
    let sendump = std::fs::read(w.base.join("sendump")).map_err(io("the model's sendump"))?;
    std::fs::write(w.dir.join("mixture_weights"), mixture_weights(&sendump)?)
        .map_err(io("the mixture weights"))?;
    Ok(w.path("mixture_weights"))
}

/// The features of the takes (`sphinx_fe`), as the model's own parameters say.
fn features(fe: &Path, w: &Work) -> Result<(), VoiceError> {
    run(
        fe,
        &[
            "-argfile",
            &w.base("feat.params"),
            "-samprate",
            "16000",
            "-c",
            &w.path("fileids"),
            "-di",
            &w.path(""),
            "-do",
            &w.path(""),
            "-ei",
            "wav",
            "-eo",
            "mfc",
            "-mswav",
            "yes",
            // As the decoder hears: digital silence (a synthesizer's pauses) has no log
            // energy, and two thirds of a sample failed to align on it.
            "-dither",
            "yes",
        ],
    )
    .map(drop)
}

/// The voice's statistics against the model (`bw`); the takes it could not align, by index.
fn align(bw: &Path, w: &Work, dict: &Path, mixw: &str) -> Result<Vec<usize>, VoiceError> {
    std::fs::create_dir(w.dir.join("acc")).map_err(io("a working folder"))?;
    let aligned = run(
        bw,
        &[
            "-hmmdir",
            &w.base(""),
            "-moddeffn",
            &w.path("mdef.txt"),
            "-ts2cbfn",
            ".ptm.",
            "-feat",
            "1s_c_d_dd",
            "-svspec",
            "0-12/13-25/26-38",
            "-cmn",
            "current",
            "-agc",
            "none",
            "-dictfn",
            &dict.to_string_lossy(),
            "-fdictfn",
            &w.base("noisedict"),
            "-ctlfn",
            &w.path("fileids"),
            "-lsnfn",
            &w.path("transcription"),
            "-accumdir",
            &w.path("acc"),
            "-cepdir",
            &w.path(""),
            "-cepext",
            "mfc",
            "-mixwfn",
            mixw,
        ],
    )?;
    // bw says "takeN ignored" of a take it could not align.
    Ok(aligned
        .lines()
        .filter_map(|l| l.trim().strip_suffix(" ignored"))
        .filter_map(|l| l.rsplit(' ').next()?.strip_prefix("take")?.parse().ok())
        .collect())
}

/// The model's means, variances, mixture weights and transitions moved towards the voice's
/// statistics (`map_adapt`), written into `into`.
fn adapt_means(map_adapt: &Path, w: &Work, mixw: &str, into: &Path) -> Result<(), VoiceError> {
    let o = |name: &str| into.join(name).to_string_lossy().to_string();
    run(
        map_adapt,
        &[
            "-moddeffn",
            &w.path("mdef.txt"),
            "-ts2cbfn",
            ".ptm.",
            "-meanfn",
            &w.base("means"),
            "-varfn",
            &w.base("variances"),
            "-mixwfn",
            mixw,
            "-tmatfn",
            &w.base("transition_matrices"),
            "-accumdir",
            &w.path("acc"),
            "-mapmeanfn",
            &o("means"),
            "-mapvarfn",
            &o("variances"),
            "-mapmixwfn",
            &o("mixture_weights"),
            "-maptmatfn",
            &o("transition_matrices"),
        ],
    )
    .map(drop)
}

/// The mixture weights of a PocketSphinx `sendump` (8-bit quantized, as the stock semi-tied
/// model ships them) as a Sphinx-III `mixture_weights` file, which the training tools read:
/// weight = 1.0001^-(byte << shift), arranged senone by stream by codeword.
pub fn mixture_weights(sendump: &[u8]) -> Result<Vec<u8>, VoiceError> {
    let bad = || VoiceError("the model's sendump is not one PocketSphinx writes".into());
    let mut at = 0usize;
    let mut big_endian = false;
    let int = |at: &mut usize, big_endian: &mut bool| -> Result<u32, VoiceError> {
        let b: [u8; 4] = sendump
            .get(*at..*at + 4)
            .and_then(|s| s.try_into().ok())
            .ok_or_else(bad)?;
        *at += 4;
        let mut v = if *big_endian {
            u32::from_be_bytes(b)
        } else {
            u32::from_le_bytes(b)
        };
        if v > 65_536 && !*big_endian {
            *big_endian = true;
            v = u32::from_be_bytes(b);
        }
        Ok(v)
    };
    let mut header: Vec<String> = Vec::new();
    loop {
        let n = int(&mut at, &mut big_endian)? as usize;
        if n == 0 {
            break;
        }
        let s = sendump.get(at..at + n).ok_or_else(bad)?;
        at += n;
        header.push(String::from_utf8_lossy(&s[..n - 1]).to_string());
    }
    let value = |key: &str, default: u32| {
        header
            .iter()
            .filter_map(|h| h.strip_prefix(key))
            .filter_map(|v| v.trim().parse().ok())
            .next()
            .unwrap_or(default)
    };
    let shift = value("mixw_shift", 10);
    let streams = value("feature_count", 0) as usize;
    if value("cluster_count", 0) != 0 || streams == 0 {
        return Err(bad());
    }
    let codewords = int(&mut at, &mut big_endian)? as usize;
    let senones = int(&mut at, &mut big_endian)? as usize;
    let size = senones * streams * codewords;
    if sendump.len() < at + size {
        return Err(bad());
    }
    let mut weights = vec![0f32; size];
    for stream in 0..streams {
        for cw in 0..codewords {
            for senone in 0..senones {
                let byte = sendump[at];
                at += 1;
                weights[(senone * streams + stream) * codewords + cw] =
                    1.0001f64.powi(-((i32::from(byte)) << shift)) as f32;
            }
        }
    }
    let mut out = b"s3\nversion 1.0\n".to_vec();
    let pad = (4 - (out.len() + "endhdr\n".len()) % 4) % 4;
    out.extend(std::iter::repeat_n(b' ', pad));
    out.extend(b"endhdr\n");
    out.extend(0x1122_3344u32.to_le_bytes());
    for v in [senones, streams, codewords, size] {
        out.extend((v as u32).to_le_bytes());
    }
    for w in weights {
        out.extend(w.to_le_bytes());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn string(s: &str) -> Vec<u8> {
        let mut out = ((s.len() + 1) as u32).to_le_bytes().to_vec();
        out.extend(s.as_bytes());
        out.push(0);
        out
    }

    #[test]
    fn a_sendump_becomes_mixture_weights_senone_by_stream_by_codeword() {
        // 2 streams, 3 codewords, 2 senones; bytes stored stream by codeword by senone.
        let mut dump = string("title");
        dump.extend(string("feature_count 2"));
        dump.extend(string("mixw_shift 10"));
        dump.extend(0u32.to_le_bytes());
        dump.extend(3u32.to_le_bytes());
        dump.extend(2u32.to_le_bytes());
        dump.extend(0u8..12);
        let file = mixture_weights(&dump).unwrap();
        let text_end = file.windows(7).position(|w| w == b"endhdr\n").unwrap() + 7;
        assert_eq!(text_end % 4, 0, "the data is on a 4-byte boundary");
        let data = &file[text_end + 4..];
        let dims: Vec<u32> = data[..16]
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(dims, vec![2, 2, 3, 12]);
        let w: Vec<f32> = data[16..]
            .chunks(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        // Senone 1, stream 1, codeword 2 was byte (1 * 3 + 2) * 2 + 1 = 11.
        let expected = 1.0001f64.powi(-(11 << 10)) as f32;
        assert!((w[(2 + 1) * 3 + 2] - expected).abs() < 1e-9);
        assert_eq!(w[0], 1.0, "byte 0 is weight 1");
        assert!(mixture_weights(&dump[..dump.len() - 1]).is_err());
    }
}
