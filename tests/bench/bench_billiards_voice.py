#!/usr/bin/env python3
"""Billiards voice benchmark: spoken commands of every discipline, recognised with the English
billiards lexicon through the same path as the app (`ansage billiards recognize`: the
discipline's phrases as the grammar, the same weighing of margins and second opinion, the same
parser), by PocketSphinx (the default) or by Whisper with PocketSphinx's second opinion
(`--engine whisper --model FILE`).

Corpus: for each discipline, utterances sampled from the phrases the app listens for
(`ansage billiards phrases`), each slot's alternative drawn at random (seeded); every phrase
that means an event or a match action appears at least once before any is repeated; queries
and answers (score, yes, no…) are left out, and so are the forms with a player's name (the
recognizer hears a name only if its dictionary has it; the nameless forms mean the player at
the table or the trailing one, and sanctions are typed). Each utterance is spoken by espeak-ng voices (en-us, en-gb, en-us+f2) at two
speeds, clean and with white noise at 20 dB SNR.

An utterance counts as correct when the recording is understood as the same command as its
text; wrong when it is understood as another one (the marker would hear a wrong read-back);
not understood otherwise. Prints a table per discipline and the whole.

Needs espeak-ng and sox (installed by `make setup`).
"""

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_voice import add_noise, run  # noqa: E402  (the chess benchmark's helpers)

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "target" / "release" / "ansage"
DISCIPLINES = [
    "free-pyramid", "combined-pyramid", "dynamic-pyramid", "russian-pyramid",
    "pool-8", "pool-9", "pool-10", "pool-14-1",
    "snooker-1", "snooker-6", "snooker-15", "carom-3-cushion",
]
VOICES = [("en-us", 160), ("en-gb", 175), ("en-us+f2", 150)]
QUERIES = {"yes", "correct", "no", "wrong", "score", "what is the score", "whose turn",
           "repeat", "say again", "remaining", "points remaining"}


def phrases(discipline):
    out = run([str(BIN), "billiards", "phrases", "--lang", "en", "--discipline", discipline])
    return [json.loads(l) for l in out.stdout.decode().splitlines() if l.strip()]


def names_a_player(phrase):
    """Whether a slot is the players' names ("Player 1", "Player 2"): such commands are listened
    for only when the recognizer's dictionary has the names, which it has not for most names."""
    return any(any(alt in ("player", "1", "2", "player 1", "player 2") for alt in slot)
               for slot in phrase)


def sample(discipline, n, rng):
    ps = [p for p in phrases(discipline)
          if " ".join(s[0] for s in p) not in QUERIES and not names_a_player(p)]
    picked = []
    for i in range(n):
        p = ps[i % len(ps)] if i < len(ps) else rng.choice(ps)
        picked.append(" ".join(rng.choice(slot) for slot in p))
    rng.shuffle(picked)
    return picked[:n]


def recognize(batch, engine="pocketsphinx", model=None):
    cmd = [str(BIN), "billiards", "recognize", "--engine", engine, "--lang", "en",
           "--batch", str(batch)]
    if model:
        cmd += ["--model", model]
    out = run(cmd)
    return [json.loads(l) for l in out.stdout.decode().splitlines() if l.strip()]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-discipline", type=int, default=40,
                    help="utterances per discipline (each spoken 6 ways: 3 voices x clean/noisy)")
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--engine", default="pocketsphinx", choices=["pocketsphinx", "whisper"])
    ap.add_argument("--model", help="the Whisper model file (with --engine whisper), or a "
                    "PocketSphinx model folder (a voice learnt by `ansage models enrol`)")
    ap.add_argument("--voices", help="comma-separated espeak-ng voices of VOICES to speak with "
                    "(default: all three)")
    ap.add_argument("--misses", action="store_true",
                    help="also list each recording not heard right: its text, voice, what was heard")
    args = ap.parse_args()
    voices = [v for v in VOICES if args.voices is None or v[0] in args.voices.split(",")]
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="ansage-bench-billiards-"))
    texts, audio = [], []
    for d in DISCIPLINES:
        for i, text in enumerate(sample(d, args.per_discipline, rng)):
            texts.append({"id": f"{d}/{i}", "discipline": d, "text": text})
            for v, (voice, speed) in enumerate(voices):
                clean = work / f"{d}-{i}-{v}.wav"
                run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(clean), text])
                noisy = work / f"{d}-{i}-{v}-noisy.wav"
                add_noise(clean, 20, noisy, i)
                for kind, wav in (("clean", clean), ("noisy", noisy)):
                    audio.append({"id": f"{d}/{i}", "discipline": d, "wav": str(wav),
                                  "kind": kind, "voice": voice})
    (work / "texts.jsonl").write_text("".join(json.dumps(t) + "\n" for t in texts))
    (work / "audio.jsonl").write_text("".join(json.dumps(a) + "\n" for a in audio))
    expected = {r["id"]: r["action"] for r in recognize(work / "texts.jsonl")}
    got = recognize(work / "audio.jsonl", args.engine, args.model)
    table = {}
    texts_by_id = {t["id"]: t["text"] for t in texts}
    misses = []
    for a, r in zip(audio, got):
        row = table.setdefault(a["discipline"], {"n": 0, "ok": 0, "wrong": 0, "none": 0,
                                                  "clean": [0, 0], "noisy": [0, 0]})
        row["n"] += 1
        want = expected[a["id"]]
        if r["action"] == want and want is not None:
            row["ok"] += 1
            row[a["kind"]][0] += 1
        elif r["action"] is None:
            row["none"] += 1
            misses.append(("not understood", a, r))
        else:
            row["wrong"] += 1
            misses.append(("WRONG", a, r))
        row[a["kind"]][1] += 1
    print(f"Billiards commands, {args.engine}, English lexicon; {args.per_discipline} "
          f"utterances per discipline x {len(voices)} voices x clean/noisy (20 dB)")
    print(f"{'discipline':18} {'n':>5} {'correct':>8} {'wrong':>7} {'not und.':>9} "
          f"{'clean':>7} {'noisy':>7}")
    total = {"n": 0, "ok": 0, "wrong": 0, "none": 0}
    for d in DISCIPLINES:
        r = table[d]
        pct = lambda x, n: f"{100 * x / n:6.1f}%"
        print(f"{d:18} {r['n']:5} {pct(r['ok'], r['n']):>8} {pct(r['wrong'], r['n']):>7} "
              f"{pct(r['none'], r['n']):>9} {pct(*r['clean']):>7} {pct(*r['noisy']):>7}")
        for k in total:
            total[k] += r[k]
    n = total["n"]
    print(f"{'all':18} {n:5} {100 * total['ok'] / n:7.1f}% {100 * total['wrong'] / n:6.1f}% "
          f"{100 * total['none'] / n:8.1f}%")
    if args.misses:
        for what, a, r in misses:
            print(f"{what:15} {a['discipline']:16} {a['voice']:9} {a['kind']:5} "
                  f"said {texts_by_id[a['id']]!r}, heard {r['heard']!r} at {r['confidence']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
