#!/usr/bin/env python3
"""The end-pointing benchmark (`make bench-endpoint`): how soon after the player stops
speaking Ansage decides, and how often a move is cut at a pause between its words.

The moves of the accuracy corpus (`bench_voice.py`, the same positions and phrases, its espeak-ng voices),
each followed by 1.5 s of the room's quiet (white noise at -60 dBFS: digital silence is no
room, and PocketSphinx's voice detector treats it apart), are streamed through `ansage
recognize --stream` as the microphone's audio is (20 ms pieces, each utterance closed by its
end silence), for several end silences, in three conditions: clean, white noise at 10 dB SNR
(speech and the silence after it), and a speaker who pauses 250 ms between words (espeak-ng
`-g 25`). Printed per end silence and condition: the time from the end of speech (the last
10 ms frame above a fortieth of the loudest) to the utterance's closing (median, p95), how long
after the closing audio arrived the decision came (the audio arriving in real time, so a
decision begun in the silence before counts only for what it still took), their sum plus the 69 ms from a sentence sent to the first
sound (`make bench-speech`) as the read-back's start, the moves cut in two or more utterances,
and moves right / wrong at the app's gate (0.5). The end silence is chosen on the training
half; the table reports the test half.
"""

import argparse
import array
import hashlib
import json
import random
import statistics
import subprocess
import sys
import wave
from pathlib import Path

import chess

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_voice import BIN, OUT, corpus, engine_args, percentile, run, words  # noqa: E402

# espeak-ng's voices of the accuracy corpus (training, test): name, words per minute. Only
# espeak-ng can put pauses between the words (-g), so the other synthesizers of
# bench_voice.py are not used here.
VOICES = {
    "en": ([("en-us+f2", 160), ("en-gb", 170)], [("en-us", 160), ("en-us+f4", 150), ("en-gb+m3", 175)]),
    "de": ([("de+f2", 160)], [("de", 160), ("de+m3", 150)]),
}

SYNTHESIS_START_MS = 69
PAD_S = 1.5
QUIET = 0.001


def speak(text, voice, speed, gap, path):
    if voice.startswith("de"):
        text = text.replace("Cesar", "Zäsar")
    cmd = ["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(path)]
    if gap:
        cmd += ["-g", str(gap)]
    run(cmd + [text])


def samples(path):
    with wave.open(str(path)) as w:
        rate = w.getframerate()
        data = array.array("h", w.readframes(w.getnframes()))
    return rate, data


def speech_end_ms(path):
    """The end of the last 10 ms frame louder than a fortieth of the loudest frame."""
    rate, data = samples(path)
    n = rate // 100
    rms = []
    for i in range(0, len(data) - n + 1, n):
        frame = data[i:i + n]
        rms.append((sum(x * x for x in frame) / n) ** 0.5)
    loud = max(rms) / 40
    last = max(i for i, r in enumerate(rms) if r > loud)
    return (last + 1) * 10.0


def with_room(clean, snr_db, path):
    """The speech, then the pad, all under white noise: quiet, or at `snr_db` below the
    speech's RMS."""
    stats = run(["sox", str(clean), "-n", "stat"]).stderr.decode()
    rms = float([l for l in stats.splitlines() if l.startswith("RMS     amplitude")][0].split()[-1])
    padded = path.with_suffix(".pad.wav")
    run(["sox", str(clean), str(padded), "pad", "0", str(PAD_S)])
    length = float(run(["soxi", "-D", str(padded)]).stdout)
    level = QUIET if snr_db is None else rms / (10 ** (snr_db / 20))
    noise = path.with_suffix(".noise.wav")
    rate = run(["soxi", "-r", str(clean)]).stdout.decode().strip()
    run(["sox", "-R", "-n", "-r", rate, "-c", "1", "-b", "16", str(noise), "synth",
         str(length), "whitenoise", "vol", str(level * 3 ** 0.5)])
    run(["sox", "-m", str(padded), str(noise), str(path)])
    padded.unlink()
    noise.unlink()


CONDITIONS = {"clean": (None, 0), "10dB": (10, 0), "pauses 250 ms": (None, 25)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=500)
    ap.add_argument("--per-set", type=int, default=100, help="moves per set and condition")
    ap.add_argument("--split", choices=["train", "test"], default="test")
    ap.add_argument("--end-silences", default="250,300,400,500,700")
    ap.add_argument("--binary", type=Path, default=BIN)
    ap.add_argument("--engine", default="pocketsphinx",
                    help="pocketsphinx, whisper (with PocketSphinx's second opinion) or "
                         "whisper-alone; Whisper's model in $ANSAGE_WHISPER_MODEL")
    args = ap.parse_args()
    items = corpus(args.positions, seed=20261130)
    half = len(items) // 2
    chosen = (items[:half] if args.split == "train" else items[half:])[:args.per_set]
    OUT.mkdir(parents=True, exist_ok=True)
    silences = [int(x) for x in args.end_silences.split(",")]
    rows = []
    for vocabulary in ("en", "de"):
        train_voices, test_voices = VOICES[vocabulary]
        voices = train_voices if args.split == "train" else test_voices
        for condition, (snr, gap) in CONDITIONS.items():
            rng = random.Random(7)
            batch = OUT / f"endpoint-{args.split}-{vocabulary}-{condition.replace(' ', '')}.jsonl"
            ends = {}
            with open(batch, "w") as f:
                for i, (fen, move) in enumerate(chosen):
                    board = chess.Board(fen)
                    voice, speed = voices[i % len(voices)]
                    text = words(board, move, vocabulary, rng)
                    said = hashlib.sha256(f"{text}|{voice}|{speed}|{gap}".encode()).hexdigest()[:10]
                    clean = OUT / f"ep-{vocabulary}-{said}-speech.wav"
                    if not clean.exists():
                        speak(text, voice, speed, gap, clean)
                    wav = OUT / f"ep-{vocabulary}-{said}-{snr or 'quiet'}.wav"
                    if not wav.exists():
                        with_room(clean, snr, wav)
                    key = f"{move.uci()}|{text}|{voice}|{i}"
                    ends[key] = speech_end_ms(clean)
                    f.write(json.dumps({"id": key, "fen": fen, "wav": str(wav)}) + "\n")
            for silence in silences:
                cmd = [str(args.binary), "recognize", "--json", "--batch", str(batch),
                       "--vocabulary", vocabulary, "--min-confidence", "0", "--stream",
                       "--end-silence", str(silence)] + engine_args(args.engine)
                results = [json.loads(l) for l in run(cmd).stdout.decode().splitlines()]
                delays, closing, cut, unclosed, right, wrong = [], [], 0, 0, 0, 0
                for r in results:
                    if r.get("closed_ms") is None:
                        unclosed += 1
                    else:
                        delays.append(r["closed_ms"] - ends[r["id"]])
                        closing.append(r.get("closing_ms", 0.0))
                    cut += r.get("parts", 0) > 1
                    if r.get("status") == "move" and r.get("confidence", 0) >= 0.5:
                        right += r.get("uci") == r["id"].split("|")[0]
                        wrong += r.get("uci") != r["id"].split("|")[0]
                n = len(results)
                med = statistics.median(delays) if delays else float("nan")
                rows.append([
                    vocabulary, condition, str(silence), str(n),
                    f"{med:.0f}", f"{percentile(delays, 95):.0f}",
                    f"{statistics.median(closing) if closing else float('nan'):.1f}",
                    f"{med + (statistics.median(closing) if closing else 0) + SYNTHESIS_START_MS:.0f}",
                    f"{100 * cut / n:.1f} %", f"{100 * unclosed / n:.1f} %",
                    f"{100 * right / n:.1f} / {100 * wrong / n:.1f}",
                ])
                print(" | ".join(rows[-1]), file=sys.stderr, flush=True)
    print(f"\n{args.split} split, {args.engine}: {len(chosen)} moves per set and condition, "
          "streamed in 20 ms pieces as a microphone's audio arrives\n")
    head = ["set", "condition", "end silence ms", "n", "to closing median ms", "p95 ms",
            "decision after closing ms", "to read-back ms", "cut", "not closed", "right / wrong"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        print("| " + " | ".join(r) + " |")


if __name__ == "__main__":
    sys.exit(main())
