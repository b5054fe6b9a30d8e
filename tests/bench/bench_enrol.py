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
import shutil
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
    bv.make_audio(text, voice, None if ":" in voice else SPEED, path, lang)


def recognize(batch, lang, data_dir, learn=False):
    out = subprocess.run(
        [str(BIN), "recognize", "--json", "--batch", str(batch), "--engine", "pocketsphinx",
         "--vocabulary", lang, "--min-confidence", "0"] + (["--learn"] if learn else []),
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
    ap.add_argument("--games", type=int, default=40,
                    help="moves per voice played before the test, corrections learnt")
    ap.add_argument("--work", type=Path, default=ROOT / ".setup" / "bench-enrol")
    args = ap.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    items = bv.corpus(500, seed=20261130)
    test = items[len(items) // 2:][:args.moves]
    games = items[:len(items) // 2][:args.games]
    rows = []
    weighing = {}
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
                played = tmp / f"{tag}-games.jsonl"
                with open(played, "w") as f:
                    for line in batch_lines(games, f"{lang}-{tag}-game", voice, lang, room, random.Random(12), args.work, tmp):
                        f.write(line)
                files = {k: open(v, "w") for k, v in batches.items()}
                for line in batch_lines(test, f"{lang}-{tag}-test", voice, lang, room, rng, args.work, tmp):
                    cond = "babble 10 dB" if "-babble" in json.loads(line)["wav"] else "clean"
                    files[cond].write(line)
                for f in files.values():
                    f.close()
                # The conditions: the stock model, alone and after the games (their corrections
                # learnt into the confusion table, as the session learns them); the learnt
                # voice without the table, with the table of its voice sample (what `enrol`
                # writes), and after the games too.
                dirs = {"stock": stock}
                dirs["stock + games"] = tmp / f"stock-games-{tag}"
                dirs["stock + games"].mkdir()
                recognize(played, lang, dirs["stock + games"], learn=True)
                dirs["own, no table"] = tmp / f"own-bare-{tag}"
                shutil.copytree(own, dirs["own, no table"], ignore=shutil.ignore_patterns("hearing"))
                dirs["own"] = own
                dirs["own + games"] = tmp / f"own-games-{tag}"
                shutil.copytree(own, dirs["own + games"])
                recognize(played, lang, dirs["own + games"], learn=True)
                for cond, batch in batches.items():
                    scores = {}
                    for name, d in dirs.items():
                        results = recognize(batch, lang, d)
                        scores[name] = score(results)
                        weighing.setdefault(name, []).extend(r["weigh_ms"] for r in results if "weigh_ms" in r)
                    rows.append((lang, voice, cond, scores))
                    print(f"{lang} {voice} {cond}: " + "; ".join(
                        f"{k} {v[0]:.1f}/{v[1]:.1f}" for k, v in scores.items()), file=sys.stderr)
    names = list(rows[0][3]) if rows else []
    print(f"\n{args.moves} moves per voice and condition (the voice sample: {len(prompts)} phrases, "
          f"clean; the games before the test: {args.games} other moves of the same voice, clean and "
          f"in babble, corrections learnt); right / wrong move proposed at the gate {GATE}; "
          f"errors: what is not right, against the stock model\n")
    print("| set | voice | condition | " + " | ".join(names) + " |")
    print("|---|---|---|" + "---|" * len(names))
    for lang, voice, cond, scores in rows:
        print(f"| {lang} | {voice} | {cond} | " + " | ".join(
            f"{r:.1f} / {w:.1f}" for r, w in scores.values()) + " |")
    print("\n| set | condition | " + " | ".join(f"{n}: right / wrong, errors taken away" for n in names) + " |")
    print("|---|---|" + "---|" * len(names))
    for lang in VOICES:
        for cond in ("clean", "babble 10 dB"):
            mine = [r[3] for r in rows if r[0] == lang and r[2] == cond]
            if not mine:
                continue
            cells = []
            for n in names:
                right = sum(m[n][0] for m in mine) / len(mine)
                wrong = sum(m[n][1] for m in mine) / len(mine)
                stock_err = 100 - sum(m["stock"][0] for m in mine) / len(mine)
                fewer = 100 * (stock_err - (100 - right)) / stock_err if stock_err else 0.0
                cells.append(f"{right:.1f} % / {wrong:.1f} %, {fewer:.0f} %")
            print(f"| {lang} | {cond} | " + " | ".join(cells) + " |")
    print("\nWeighing a hearing against the position (the table's channel included), ms: " + "; ".join(
        f"{n} median {sorted(w)[len(w) // 2]:.2f}, p95 {sorted(w)[int(len(w) * 0.95)]:.2f}"
        for n, w in weighing.items() if w))


def batch_lines(moves, prefix, voice, lang, room, rng, work, tmp):
    """Recognize-batch lines for moves said by a voice, clean and in babble at 10 dB; each
    names the move meant (for --learn)."""
    for i, (fen, move) in enumerate(moves):
        text = bv.words(chess.Board(fen), move, lang, rng)
        clean = work / f"{prefix}-{i}.wav"
        if not clean.exists():
            say(text, voice, clean, lang)
        noisy = tmp / f"{prefix}-{i}-babble.wav"
        bc.run(["sox", str(clean), "-r", str(bc.RATE), "-c", "1", "-b", "16", str(noisy)])
        bc.write(noisy, bc.mix(bc.read(noisy), room, 10))
        for wav in (clean, noisy):
            yield json.dumps({"id": f"{move.uci()}|{text}", "fen": fen, "wav": str(wav),
                              "meant": move.uci()}) + "\n"


if __name__ == "__main__":
    sys.exit(main())
