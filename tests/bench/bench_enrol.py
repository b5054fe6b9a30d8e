#!/usr/bin/env python3
"""The voice-sample benchmark (`make bench-enrol`, issue 15): how much learning the player's
own voice helps PocketSphinx.

For each voice: the voice sample (`ansage models prompts`, about 30 phrases) is spoken by it
and learnt (`ansage models enrol --from DIR` into a scratch data folder); then spoken moves
of other positions (the test half of `bench_voice.py`'s corpus, never in the sample), by the
same voice, are recognized with the stock model and with the learnt one, clean and in room
babble at 10 dB SNR (three other voices with reverberation, as in bench_confirm.py). Prints
moves right and wrong move proposed (at the table's default gate, 0.5), and how many of the
errors (everything not right) the learnt voice takes away.

Voices: espeak-ng (the set's test voices of bench_voice.py), pico2wave, RHVoice and festival:
synthesizers, each consistent with itself, so the gain is an upper bound of what one human
voice gains (a person says a word differently each time). Needs sphinxtrain, sphinxbase-utils
and pocketsphinx (the adaptation's tools), espeak-ng, pico2wave, RHVoice, festival, sox.
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import chess

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_confirm as bc  # noqa: E402
import bench_voice as bv  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "target" / "release" / "ansage"

VOICES = {
    "de": ["de", "de+m3", "pico:de-DE"],
    "en": ["en-us", "en-gb+m3", "pico:en-US", "rhvoice:bdl", "festival:rab_diphone"],
}
SPEED = 160
GATE = 0.5


def say(text, voice, path, lang):
    """As bench_voice.py says it: espeak-ng at its own rate ("Zäsar" for "Cesar"), the other
    synthesizers through bench_confirm.py (at 16 kHz), with no digital silence added (it is
    never heard from a microphone, and 0.3 s of it at each end cost PocketSphinx a fifth of
    its right moves)."""
    if ":" not in voice:
        bv.make_audio(text, voice, SPEED, path)
        return
    if lang == "de":
        text = text.replace("Cesar", "Zäsar")
    bc.speak(text, voice, bc.SPEEDS[0], path)


def recognize(batch, lang, data_dir):
    out = subprocess.run(
        [str(BIN), "recognize", "--json", "--batch", str(batch), "--engine", "pocketsphinx",
         "--vocabulary", lang, "--min-confidence", "0"],
        check=True, capture_output=True, env={"ANSAGE_DATA_DIR": str(data_dir), "PATH": "/usr/bin:/bin"},
    ).stdout.decode().splitlines()
    return [json.loads(l) for l in out]


def score(results):
    right = wrong = 0
    for r in results:
        if r.get("status") == "move" and r.get("confidence", 0) >= GATE:
            if r.get("uci") == r["id"].split("|")[0]:
                right += 1
            else:
                wrong += 1
    n = len(results)
    return 100 * right / n, 100 * wrong / n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--moves", type=int, default=80, help="test moves per voice")
    ap.add_argument("--work", type=Path, default=ROOT / ".setup" / "bench-enrol")
    args = ap.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    items = bv.corpus(500, seed=20261130)
    test = items[len(items) // 2:][:args.moves]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for lang, voices in VOICES.items():
            room = bc.babble(lang, tmp)
            prompts = subprocess.run([str(BIN), "models", "prompts", lang], check=True,
                                     capture_output=True).stdout.decode().splitlines()
            for voice in voices:
                tag = voice.replace(":", "-").replace("+", "-")
                sample = args.work / f"{lang}-{tag}-sample"
                sample.mkdir(exist_ok=True)
                for line in prompts:
                    n, text = line.split("\t")
                    wav = sample / f"{n}.wav"
                    if not wav.exists():
                        say(text, voice, wav, lang)
                stock = tmp / f"stock-{tag}"
                own = tmp / f"own-{tag}"
                stock.mkdir()
                own.mkdir()
                learnt = subprocess.run([str(BIN), "models", "enrol", lang, "--from", str(sample),
                                         "--data-dir", str(own)], capture_output=True)
                if learnt.returncode != 0:
                    print(f"{voice}: the voice sample failed: {learnt.stderr.decode().strip()}")
                    continue
                print(f"{voice}: {learnt.stdout.decode().strip()}", file=sys.stderr)
                rng = random.Random(11)
                batches = {"clean": tmp / f"{tag}-clean.jsonl", "babble 10 dB": tmp / f"{tag}-babble.jsonl"}
                files = {k: open(v, "w") for k, v in batches.items()}
                for i, (fen, move) in enumerate(test):
                    text = bv.words(chess.Board(fen), move, lang, rng)
                    clean = args.work / f"{lang}-{tag}-test-{i}.wav"
                    if not clean.exists():
                        say(text, voice, clean, lang)
                    noisy = tmp / f"{tag}-{i}-babble.wav"
                    bc.run(["sox", str(clean), "-r", str(bc.RATE), "-c", "1", "-b", "16", str(noisy)])
                    bc.write(noisy, bc.mix(bc.read(noisy), room, 10))
                    for cond, wav in (("clean", clean), ("babble 10 dB", noisy)):
                        files[cond].write(json.dumps({"id": f"{move.uci()}|{text}", "fen": fen,
                                                      "wav": str(wav)}) + "\n")
                for f in files.values():
                    f.close()
                for cond, batch in batches.items():
                    before = score(recognize(batch, lang, stock))
                    after = score(recognize(batch, lang, own))
                    errors = (100 - before[0], 100 - after[0])
                    fewer = 100 * (errors[0] - errors[1]) / errors[0] if errors[0] else 0.0
                    rows.append((lang, voice, cond, before, after, fewer))
                    print(f"{lang} {voice} {cond}: {before[0]:.1f}/{before[1]:.1f} -> "
                          f"{after[0]:.1f}/{after[1]:.1f}", file=sys.stderr)
    print(f"\n{args.moves} moves per voice and condition (the voice sample: {len(prompts)} phrases, "
          f"clean); right / wrong move proposed at the gate {GATE}\n")
    print("| set | voice | condition | stock model | own voice | errors taken away |")
    print("|---|---|---|---|---|---|")
    for lang, voice, cond, before, after, fewer in rows:
        print(f"| {lang} | {voice} | {cond} | {before[0]:.1f} % / {before[1]:.1f} % | "
              f"{after[0]:.1f} % / {after[1]:.1f} % | {fewer:.0f} % |")


if __name__ == "__main__":
    sys.exit(main())
