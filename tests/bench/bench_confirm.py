#!/usr/bin/env python3
"""The confirmation benchmark (issue 14): how often something that is not "yes" would play the
move read back (a false confirmation), and how often a clear "yes" is taken (a true one).

Every utterance is decoded as the answer to a read-back, the way the table does it
(`ansage recognize --question`: the question's own grammar, the garbage path, the margin and
the YES_CONFIDENCE gate), through the recognizer that needs no download (PocketSphinx), or
another (`--engine whisper`, with `--every N` for a first look at every N-th utterance).

  not-confirm: no-words, fillers, other moves, queries and claims, the question echoed ("ja
               oder nein"), the app's own read-back, a cough, room babble alone, silence;
  confirm:     the lexicon's yes-words.

Voices are espeak-ng's German and English variants at two speeds, split in two: the training
half, where YES_CONFIDENCE was chosen, and the test half; the test half also has the voices of
other synthesizers (pico2wave de-DE, en-US, en-GB; festival's rab and don; RHVoice's alan, bdl,
clb and evgeniy-eng), at their own speed and 1.2 times faster (sox tempo), which the gate never
saw. Each utterance is heard clean, in
room babble at 10 dB SNR (other voices saying other sentences, with reverberation) and in white
noise at 10 dB. Prints the false and true confirmation rates per language and noise, and the
curve of both over the gate's threshold (from the confidences, at the table's minimum).
"""

import argparse
import array
import hashlib
import json
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "target" / "release" / "ansage"

VOICES = {
    # (training voices, test voices); espeak-ng's by name, the others as "synthesizer:voice".
    "de": (["de", "de+m1", "de+f1", "de+m3", "de+f3"],
           ["de+m2", "de+f2", "de+m4", "de+f4", "de+m7", "pico:de-DE"]),
    "en": (["en-us", "en-us+m1", "en-gb+f1", "en-us+m3", "en-gb+f3"],
           ["en-gb", "en-us+f2", "en-gb+m2", "en-us+f4", "en-gb+m7", "pico:en-US", "pico:en-GB",
            "festival:rab_diphone", "festival:don_diphone", "rhvoice:alan", "rhvoice:bdl",
            "rhvoice:clb", "rhvoice:evgeniy-eng"]),
}
# espeak-ng's words per minute; the other synthesizers at their own speed and sped up as much.
SPEEDS = [150, 185]

# The position of each read-back: the move read back is the language's first phrase here.
FENS = [
    "startpos",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
]

PHRASES = {
    "de": {
        # espeak-ng says "Cesar" as "Kesar": the synthesizer gets "Zäsar".
        "not": ["nein", "falsch", "Korrektur", "nee", "nö", "äh", "ähm", "hm", "Moment", "warte",
                "was", "Zeit", "Remis", "reklamiere Wiederholung", "wer ist am Zug",
                "Springer Zäsar drei", "Eva vier", "David vier", "Läufer Bella fünf",
                "ja oder nein", "Springer Felix drei? Ja oder nein.", "nein danke",
                "bitte nochmal"],
        "yes": ["ja", "richtig", "genau", "bestätigt"],
        "babble": ["Ich glaube, das Wetter wird morgen besser.",
                   "Hast du den Zug nach Berlin noch bekommen?",
                   "Wir treffen uns um acht Uhr im Café am Markt."],
    },
    "en": {
        "not": ["no", "nope", "wrong", "cancel", "correction", "uh", "um", "hmm", "wait", "what",
                "what time is it", "threefold", "repetition", "draw", "d four", "e five",
                "bishop b five", "yes or no", "knight f three? Yes or no.", "no thanks",
                "say again", "hang on", "not that"],
        "yes": ["yes", "correct", "right", "confirm", "yeah"],
        "babble": ["I think the weather will be better tomorrow.",
                   "Did you manage to catch the train to London?",
                   "We meet at eight in the cafe by the market."],
    },
}
# What the room says: three sentences said at once (bench_voice.py's Russian set has its own).
BABBLE = {lang: PHRASES[lang]["babble"] for lang in PHRASES}
BABBLE["ru"] = ["Я думаю, завтра погода будет лучше.",
                "Ты успел на поезд в Москву?",
                "Встретимся в восемь в кафе у рынка."]
NOISES = ["clean", "babble10", "white10"]
RATE = 16000


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, **kw)


def read(path):
    with wave.open(str(path)) as w:
        return array.array("h", w.readframes(w.getnframes()))


def write(path, samples):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())


def speak(text, voice, speed, path):
    raw = path.with_suffix(".raw.wav")
    synth, _, name = voice.rpartition(":")
    tempo = []
    if synth:
        tempo = ["tempo", f"{speed / SPEEDS[0]:.3f}"]
    if synth == "pico":
        run(["pico2wave", "-l", name, "-w", str(raw), text])
    elif synth == "festival":
        run(["text2wave", "-eval", f"(voice_{name})", "-o", str(raw)], input=text.encode())
    elif synth == "rhvoice":
        run(["RHVoice-test", "-p", name, "-o", str(raw)], input=text.encode())
    else:
        run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(raw), text])
    run(["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(path)] + tempo)
    raw.unlink()


def need_synthesizers():
    """Stops with what to install when a synthesizer of the benchmark voices is missing."""
    for tool, package in [("pico2wave", "libttspico-utils (Debian non-free)"),
                          ("text2wave", "festival festvox-rablpc16k festvox-don"),
                          ("RHVoice-test", "rhvoice rhvoice-english")]:
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt install {package}")


def rms(samples):
    return (sum(s * s for s in samples) / max(1, len(samples))) ** 0.5


def pad(samples, seconds=0.3):
    quiet = array.array("h", [0] * int(RATE * seconds))
    return quiet + samples + quiet


def mix(speech, noise, snr_db):
    """The noise scaled to the SNR (by RMS) under the speech, looped to its length."""
    gain = rms(speech) / (10 ** (snr_db / 20)) / max(1.0, rms(noise))
    out = array.array("h", speech)
    for i in range(len(out)):
        v = out[i] + noise[i % len(noise)] * gain
        out[i] = int(max(-32768, min(32767, v)))
    return out


def babble(lang, tmp):
    """Three voices at once saying other sentences, with reverberation."""
    parts = []
    voices = [f"{lang}+m5", f"{lang}+f5", f"{lang}+m6"]
    for i, (text, voice) in enumerate(zip(BABBLE[lang], voices)):
        p = tmp / f"babble-{lang}-{i}.wav"
        speak(text, voice, 170, p)
        parts.append(str(p))
    out = tmp / f"babble-{lang}.wav"
    run(["sox", "-m", *parts, str(out), "reverb", "50", "channels", "1"])
    run(["sox", str(out), "-r", str(RATE), "-b", "16", str(out.with_suffix(".16k.wav"))])
    return read(out.with_suffix(".16k.wav"))


def white(n, seed):
    rng = random.Random(seed)
    return array.array("h", (int(rng.gauss(0, 3000)) for _ in range(n)))


def cough(seed):
    """A cough: a burst of noise shaped by a fast attack and a slower decay."""
    rng = random.Random(seed)
    n = int(RATE * 0.35)
    return array.array("h", (int(rng.gauss(0, 9000) * min(1.0, i / 200) * (1 - i / n) ** 2)
                             for i in range(n)))


def corpus(split, tmp):
    """(id, lang, kind, text, noise, voice, wav) for every utterance of the split."""
    items = []
    for lang in ["de", "en"]:
        train, test = VOICES[lang]
        voices = {"train": train, "test": test, "all": train + test}[split]
        room = babble(lang, tmp)
        for vi, voice in enumerate(voices):
            for speed in SPEEDS:
                spoken = []
                for kind in ["not", "yes"]:
                    for text in PHRASES[lang][kind]:
                        p = tmp / f"{lang}-{voice}-{speed}-{len(items)}-{len(spoken)}.wav"
                        speak(text, voice, speed, p)
                        spoken.append((kind, text, pad(read(p))))
                seed = vi * 1000 + speed
                spoken.append(("not", "(cough)", pad(cough(seed))))
                spoken.append(("not", "(babble)", pad(array.array("h", room[:RATE]))))
                spoken.append(("not", "(silence)", pad(array.array("h", [0] * RATE))))
                for kind, text, clean in spoken:
                    for noise in NOISES:
                        if noise == "clean":
                            samples = clean
                        elif noise == "babble10":
                            samples = mix(clean, room, 10) if rms(clean) else mix(
                                white(len(clean), seed), room, 10)
                        else:
                            base = clean if rms(clean) else array.array("h", [1] * len(clean))
                            samples = mix(base, white(len(clean), seed), 10)
                        path = tmp / f"u{len(items)}.wav"
                        write(path, samples)
                        items.append((f"u{len(items)}", lang, kind, text, noise, voice, path))
    return items


def decode(items, lang, engine):
    batch = tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False)
    chosen = [it for it in items if it[1] == lang]
    for i, it in enumerate(chosen):
        batch.write(json.dumps({"id": it[0], "fen": FENS[i % len(FENS)], "wav": str(it[6])}) + "\n")
    batch.close()
    out = run([str(BIN), "recognize", "--batch", batch.name, "--question", "--engine",
               engine, "--vocabulary", lang, "--json"]).stdout.decode()
    Path(batch.name).unlink()
    return {v["id"]: v for v in map(json.loads, out.splitlines())}


# The plain answers the target is about ("a clear ja / yes"); the other yes-words are reported
# beside them.
PLAIN_YES = {"ja", "yes"}

YES = {"de": {"ja", "richtig", "genau", "bestaetigt", "bestätigt"},
       "en": {"yes", "correct", "right", "confirm", "yeah"}}
NO = {"de": {"nein", "korrektur", "falsch"}, "en": {"no", "correction", "wrong", "cancel"}}


def synthesizer(voice):
    return voice.rpartition(":")[0] or "espeak-ng"


def tally(rows, taken):
    """(taken, of) for the not-confirm utterances, the plain ja / yes, and every yes-word."""
    nots = [r for r in rows if r["kind"] == "not"]
    yess = [r for r in rows if r["kind"] == "yes"]
    plain = [r for r in yess if r["text"] in PLAIN_YES]
    return tuple((sum(map(taken, sel)), len(sel)) for sel in (nots, plain, yess))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", choices=["train", "test", "all"], default="all")
    ap.add_argument("--work", type=Path,
                    help="keep the recordings here and use them again (the corpus is made once)")
    ap.add_argument("--engine", default="pocketsphinx",
                    help="the recognizer: pocketsphinx, or whisper ($ANSAGE_WHISPER_MODEL)")
    ap.add_argument("--every", type=int, default=1,
                    help="decode every N-th utterance only (a slower engine, a first look)")
    args = ap.parse_args()
    if not BIN.exists():
        sys.exit("build first: cargo build --release")
    need_synthesizers()
    with tempfile.TemporaryDirectory() as t:
        tmp = args.work or Path(t)
        tmp.mkdir(parents=True, exist_ok=True)
        # The corpus kept is used again only for the same voices, speeds and phrases.
        made_of = json.dumps([VOICES, SPEEDS, PHRASES, NOISES], sort_keys=True).encode()
        listing = tmp / f"corpus-{args.split}-{hashlib.sha256(made_of).hexdigest()[:12]}.json"
        if listing.exists():
            items = [tuple(it[:6]) + (Path(it[6]),) for it in json.loads(listing.read_text())]
        else:
            items = corpus(args.split, tmp)
            listing.write_text(json.dumps([list(it[:6]) + [str(it[6])] for it in items]))
        items = items[::args.every]
        results = {}
        for lang in ["de", "en"]:
            results.update(decode(items, lang, args.engine))
    rows = []
    for it in items:
        v = results[it[0]]
        train = it[5] in VOICES[it[1]][0]
        rows.append(dict(lang=it[1], kind=it[2], text=it[3], noise=it[4], voice=it[5],
                         split="train" if train else "test", answer=v.get("answer"),
                         heard=v.get("heard", ""), confidence=v.get("confidence", 0.0)))
    if args.work:
        (args.work / "rows.json").write_text(json.dumps(rows))
    print(f"{'split':6} {'lang':4} {'noise':9} {'false confirmations':>24} "
          f"{'ja / yes taken':>20} {'every yes-word taken':>22}")
    table = lambda r: r["answer"] == "yes"
    for split in ["train", "test"]:
        for lang in ["de", "en"]:
            for noise in NOISES + ["all"]:
                sel = [r for r in rows if r["split"] == split and r["lang"] == lang
                       and (noise == "all" or r["noise"] == noise)]
                if not sel:
                    continue
                (f, nf), (p, np_), (y, ny) = tally(sel, table)
                print(f"{split:6} {lang:4} {noise:9} {f:>6} of {nf:5} "
                      f"({100 * f / max(1, nf):5.2f} %) {p:>4} of {np_:3} "
                      f"({100 * p / max(1, np_):5.1f} %) {y:>5} of {ny:4} "
                      f"({100 * y / max(1, ny):5.1f} %)")
    print("\nthe test half by synthesizer (espeak-ng, and the ones the gate never saw):")
    for synth in ["espeak-ng", "pico", "festival", "rhvoice"]:
        sel = [r for r in rows if r["split"] == "test" and synthesizer(r["voice"]) == synth]
        if sel:
            (f, nf), (p, np_), (y, ny) = tally(sel, table)
            print(f"  {synth:10} false {f} of {nf}; ja / yes {p} of {np_}; "
                  f"every yes-word {y} of {ny}")
    (f, nf), (p, np_), (y, ny) = tally(rows, table)
    print(f"\nall: {f} false confirmations in {nf} not-confirm utterances; "
          f"a clear ja / yes taken {p} of {np_} ({100 * p / max(1, np_):.1f} %), "
          f"every yes-word {y} of {ny} ({100 * y / max(1, ny):.1f} %)")
    for r in rows:
        if r["kind"] == "not" and r["answer"] == "yes":
            print(f"  false: {r['lang']} {r['voice']} {r['noise']} {r['text']!r} heard "
                  f"{r['heard']!r} at {r['confidence']:.2f}")
    print("\nthe gate's curve (a yes heard at or above the threshold, and at least 0.5):")
    print(f"{'threshold':>9} {'false (train)':>14} {'ja/yes (train)':>15} {'false (test)':>13} "
          f"{'ja/yes (test)':>14}")
    for th in [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95]:
        cells = []
        for split in ["train", "test"]:
            def taken(r):
                # As the table decides: a yes-word, no no-word, sure enough.
                words = set(r["heard"].split())
                return (bool(words & YES[r["lang"]]) and not words & NO[r["lang"]]
                        and r["confidence"] >= max(th, 0.5))
            (f, nf), (p, np_), _ = tally([r for r in rows if r["split"] == split], taken)
            cells += [f"{f}/{nf}", f"{100 * p / max(1, np_):.1f} %"]
        print(f"{th:>9.2f} {cells[0]:>14} {cells[1]:>15} {cells[2]:>13} {cells[3]:>14}")


if __name__ == "__main__":
    main()
