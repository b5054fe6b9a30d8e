#!/usr/bin/env python3
"""The spoken-move accuracy benchmark (`make bench-voice`).

Builds a corpus of spoken moves from random playouts of real openings (every kind of move:
pawn pushes, piece moves, captures, castling, en passant, promotion), in three sets:
  en: English-vocabulary phrases (letters or IBCA file names, English numbers and pieces),
      spoken by English voices;
  de: German IBCA phrases ("Springer Felix drei"), spoken by German voices;
  ru: Russian phrases ("конь эф три", "е бьёт дэ пять"), spoken by Russian voices;
several voices and speeds per set, each clean, with white noise mixed in at 20 dB and 10 dB
SNR (sox) and with room babble (three other voices, reverberated) at 10 dB. The voices are
espeak-ng's variants, pico2wave's, RHVoice's and festival's (DEVELOPERS.md; pico2wave is in
Debian's non-free libttspico-utils, RHVoice in rhvoice, rhvoice-english and rhvoice-russian,
festival with festvox-rablpc16k, festvox-don and festvox-ru). As players say them, some pawn moves name the pawn ("Bauer Eva vier") and some
checks and mates are announced after the move ("Dame Hector fünf Schach"); German voices are
given "Zäsar" for "Cesar" (espeak-ng's German rules say "Kesar"). Runs `ansage recognize --batch` (the model loaded once) per engine, set and
condition, and prints a table: moves right, wrong move proposed, not understood, ambiguous,
decode latency median and p95, real-time factor, peak memory, model load time; then the same
right and wrong per voice, and the words most often heard otherwise.

Positions and voices are split in two: a training half (for tuning costs, dictionaries and
thresholds) and a test half, on which the table reports. The generated audio stays in
.setup/bench (git-ignored). Needs python-chess (the virtualenv of `make setup`), espeak-ng, sox.
"""

import argparse
import difflib
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import chess

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "target" / "release" / "ansage"
OUT = ROOT / ".setup" / "bench"

OPENINGS = [
    "e4 e5 Nf3 Nc6 Bb5 a6",
    "d4 d5 c4 e6 Nc3 Nf6",
    "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3",
    "d4 Nf6 c4 g6 Nc3 Bg7 e4 d6",
    "e4 e6 d4 d5 e5 c5",
    "c4 e5 Nc3 Nf6 g3 d5",
]

FILES_EN = dict(zip("abcdefgh", "a b c d e f g h".split()))
FILES_IBCA = dict(zip("abcdefgh", "Anna Bella Cesar David Eva Felix Gustav Hector".split()))
RANKS_EN = dict(zip("12345678", "one two three four five six seven eight".split()))
RANKS_DE = dict(zip("12345678", "eins zwei drei vier fünf sechs sieben acht".split()))
PIECES_EN = {chess.KING: "king", chess.QUEEN: "queen", chess.ROOK: "rook",
             chess.BISHOP: "bishop", chess.KNIGHT: "knight", chess.PAWN: "pawn"}
PIECES_DE = {chess.KING: "König", chess.QUEEN: "Dame", chess.ROOK: "Turm",
             chess.BISHOP: "Läufer", chess.KNIGHT: "Springer", chess.PAWN: "Bauer"}

VOICES = {
    # (training voices, test voices): espeak-ng's by name with its words per minute; the other
    # synthesizers as "synthesizer:voice", at their own speed (None). German has no RHVoice or
    # festival voice: espeak-ng's variants and pico2wave's.
    "en": ([("en-us+f2", 160), ("en-gb", 170), ("pico:en-GB", None), ("rhvoice:clb", None),
            ("festival:don_diphone", None)],
           [("en-us", 160), ("en-us+f4", 150), ("en-gb+m3", 175), ("pico:en-US", None),
            ("rhvoice:bdl", None), ("rhvoice:alan", None), ("festival:rab_diphone", None)]),
    "de": ([("de+f2", 160), ("de+m1", 170)],
           [("de", 160), ("de+m3", 150), ("de+f4", 165), ("pico:de-DE", None)]),
    "ru": ([("ru", 160), ("rhvoice:aleksandr", None), ("rhvoice:anna", None)],
           [("ru+m3", 150), ("rhvoice:elena", None), ("rhvoice:irina", None),
            ("rhvoice:pavel", None), ("festival:msu_ru_nsh_clunits", None)]),
}

FILES_RU = dict(zip("abcdefgh", "а бэ цэ дэ е эф жэ аш".split()))
RANKS_RU = dict(zip("12345678", "один два три четыре пять шесть семь восемь".split()))
PIECES_RU = {chess.KING: "король", chess.QUEEN: "ферзь", chess.ROOK: "ладья",
             chess.BISHOP: "слон", chess.KNIGHT: "конь", chess.PAWN: "пешка"}

# The Russian voices, by the folder their package installs.
RU_VOICES = [("/usr/share/RHVoice/voices/elena", "rhvoice-russian"),
             ("/usr/share/festival/voices/russian/msu_ru_nsh_clunits", "festvox-ru")]


def words(board, move, vocabulary, rng):
    """A move as a player says it, with the variation players use."""
    if vocabulary == "en":
        files = FILES_IBCA if rng.random() < 0.4 else FILES_EN
        ranks, pieces, takes = RANKS_EN, PIECES_EN, "takes"
        castles = ("castles short", "castles long")
        promote = "promotes to"
        check, mate = "check", "mate"
    elif vocabulary == "ru":
        files, ranks, pieces = FILES_RU, RANKS_RU, PIECES_RU
        takes = "берёт" if rng.random() < 0.3 else "бьёт"
        castles = ("короткая рокировка", "длинная рокировка")
        promote = "превращение"
        check, mate = "шах", "мат"
    else:
        files, ranks, pieces, takes = FILES_IBCA, RANKS_DE, PIECES_DE, "schlägt"
        castles = ("kurze Rochade", "lange Rochade")
        promote = "Umwandlung"
        check, mate = "Schach", "Matt"
    announce = rng.random() < 0.5
    suffix = []
    if announce and board.gives_check(move):
        after = board.copy()
        after.push(move)
        suffix = [mate if after.is_checkmate() else check]
    if board.is_castling(move):
        return " ".join([castles[0] if chess.square_file(move.to_square) > 4 else castles[1]]
                        + suffix)
    piece = board.piece_type_at(move.from_square)
    frm, to = chess.square_name(move.from_square), chess.square_name(move.to_square)
    out = []
    if piece == chess.PAWN:
        if board.is_capture(move):
            out += [files[frm[0]], takes]
        elif rng.random() < 0.15:
            out.append(pieces[chess.PAWN])
    else:
        out.append(pieces[piece])
        san = board.san(move).rstrip("+#").replace("x", "")
        for ch in san[1:-2].split("=")[0]:
            out.append(files.get(ch) or ranks.get(ch))
        if board.is_capture(move):
            out.append(takes)
    out += [files[to[0]], ranks[to[1]]]
    if move.promotion:
        out += [promote, pieces[move.promotion]]
    return " ".join(out + suffix)


def corpus(n_positions, seed):
    """Positions with one move each, every kind represented."""
    rng = random.Random(seed)
    items = []
    while len(items) < n_positions:
        board = chess.Board()
        for san in rng.choice(OPENINGS).split():
            board.push_san(san)
        for _ in range(rng.randint(0, 60)):
            moves = list(board.legal_moves)
            if not moves or board.is_game_over():
                break
            special = [m for m in moves if board.is_castling(m) or board.is_en_passant(m)
                       or m.promotion or board.is_capture(m)]
            board.push(rng.choice(special) if special and rng.random() < 0.3 else rng.choice(moves))
        if board.is_game_over():
            continue
        moves = list(board.legal_moves)
        special = [m for m in moves if board.is_castling(m) or board.is_en_passant(m) or m.promotion]
        move = rng.choice(special) if special and rng.random() < 0.5 else rng.choice(moves)
        items.append((board.fen(), move))
    return items


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, **kw)


def make_audio(text, voice, speed, path, vocabulary="en"):
    if vocabulary == "de":
        text = text.replace("Cesar", "Zäsar")
    if speed is None:
        import bench_confirm
        bench_confirm.speak(text, voice, bench_confirm.SPEEDS[0], path)
    else:
        run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(path), text])


def add_noise(clean, snr_db, path, seed):
    """White noise at the given signal-to-noise ratio (by RMS)."""
    stats = run(["sox", str(clean), "-n", "stat"]).stderr.decode()
    rms = float([l for l in stats.splitlines() if l.startswith("RMS     amplitude")][0].split()[-1])
    noise_rms = rms / (10 ** (snr_db / 20))
    length = float(run(["soxi", "-D", str(clean)]).stdout)
    rate = run(["soxi", "-r", str(clean)]).stdout.decode().strip()
    noise = path.with_suffix(".noise.wav")
    # Uniform white noise of amplitude A has RMS A/sqrt(3).
    run(["sox", "-R", "-n", "-r", rate, "-c", "1", "-b", "16", str(noise), "synth",
         str(length), "whitenoise", "vol", str(noise_rms * 3 ** 0.5)])
    run(["sox", "-m", str(clean), str(noise), str(path)])
    noise.unlink()


def babble(vocabulary):
    """Room babble: three other voices at once saying other sentences, with reverberation (as
    bench_confirm.py and bench_enrol.py make it)."""
    import bench_confirm
    return bench_confirm.babble(vocabulary, OUT)


def add_babble(clean, room, snr_db, path):
    """The babble at the given signal-to-noise ratio (by RMS) under the speech."""
    import bench_confirm
    run(["sox", str(clean), "-r", str(bench_confirm.RATE), "-c", "1", "-b", "16", str(path)])
    bench_confirm.write(path, bench_confirm.mix(bench_confirm.read(path), room, snr_db))


CONDITIONS = ["clean", "20dB", "10dB", "babble10dB"]

THRESHOLDS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]


def counts(results, threshold):
    """Moves right, wrong move proposed, not understood, ambiguous with this confidence gate
    (a hearing under it is not understood, as in the app)."""
    right = wrong = unheard = ambiguous = 0
    for r in results:
        uci = r["id"].split("|")[0]
        sure = r.get("confidence", 0.0) >= threshold
        if r.get("status") == "move" and sure:
            right += r.get("uci") == uci
            wrong += r.get("uci") != uci
        elif r.get("status") == "ambiguous" and sure:
            ambiguous += 1
        else:
            unheard += 1
    return right, wrong, unheard, ambiguous


def plain(text):
    """Words as the recognizer writes them: lower case, umlauts spelled out."""
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        text = text.lower().replace(a, b)
    return text.split()


def confusions(results, threshold):
    """The words said and heard otherwise, in hearings that were heard but not right at the
    gate, aligned word for word (difflib): a word replaced ("drei -> zwei"), left out
    ("bauer -> (none)") or added ("(none) -> alle"); and how many hearings heard nothing."""
    found, nothing = {}, 0
    for r in results:
        uci = r["id"].split("|")[0]
        if r.get("status") == "move" and r.get("uci") == uci and r.get("confidence", 0) >= threshold:
            continue
        said, heard = plain(r["id"].split("|")[1]), plain(r.get("heard", ""))
        if not heard:
            nothing += 1
            continue
        for op, a1, a2, b1, b2 in difflib.SequenceMatcher(None, said, heard).get_opcodes():
            if op == "equal":
                continue
            if op == "replace" and a2 - a1 == b2 - b1:
                pairs = list(zip(said[a1:a2], heard[b1:b2]))
            else:
                pairs = [(" ".join(said[a1:a2]) or "(none)", " ".join(heard[b1:b2]) or "(none)")]
            for pair in pairs:
                found[pair] = found.get(pair, 0) + 1
    return sorted(found.items(), key=lambda kv: (-kv[1], kv[0])), nothing


def engine_args(engine):
    """The recognizer's options: "whisper" hears with PocketSphinx's second opinion,
    "whisper-alone" without it."""
    if engine == "whisper-alone":
        return ["--engine", "whisper", "--alone"]
    return ["--engine", engine]


def percentile(values, p):
    values = sorted(values)
    if not values:
        return float("nan")
    k = min(len(values) - 1, max(0, round(p / 100 * (len(values) - 1))))
    return values[k]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--positions", type=int, default=500)
    ap.add_argument("--split", choices=["train", "test"], default="test")
    ap.add_argument("--engines", default="pocketsphinx")
    ap.add_argument("--sets", default="en,de,ru", help="the sets measured (en, de, ru)")
    ap.add_argument("--min-confidence", type=float, default=0.5)
    ap.add_argument("--curve", action="store_true",
                    help="also print right and wrong against the confidence gate, 0 to 0.9")
    ap.add_argument("--binary", type=Path, default=BIN,
                    help="the ansage to measure (another build, to compare before and after)")
    args = ap.parse_args()
    import bench_confirm
    bench_confirm.need_synthesizers()
    sets = args.sets.split(",")
    for folder, package in RU_VOICES:
        if "ru" in sets and not Path(folder).is_dir():
            sys.exit(f"the Russian voice {folder} is missing: apt install {package}")
    engines = args.engines.split(",")
    if os.environ.get("ANSAGE_VOSK_MODEL") and "vosk" not in engines:
        engines.append("vosk")
    if os.environ.get("ANSAGE_WHISPER_MODEL") and "whisper" not in engines:
        engines += ["whisper-alone", "whisper"]
    items = corpus(args.positions, seed=20261130)
    half = len(items) // 2
    chosen = items[:half] if args.split == "train" else items[half:]
    OUT.mkdir(parents=True, exist_ok=True)
    rows, curves, by_voice, confused = [], [], {}, {}
    for vocabulary in sets:
        train_voices, test_voices = VOICES[vocabulary]
        voices = train_voices if args.split == "train" else test_voices
        rng = random.Random(7)
        room = None
        for condition in CONDITIONS:
            batch = OUT / f"{args.split}-{vocabulary}-{condition}.jsonl"
            with open(batch, "w") as f:
                for i, (fen, move) in enumerate(chosen):
                    board = chess.Board(fen)
                    voice, speed = voices[i % len(voices)]
                    text = words(board, move, vocabulary, rng)
                    # Named by what is said, by whom: a changed corpus is spoken anew.
                    said = hashlib.sha256(f"{text}|{voice}|{speed}".encode()).hexdigest()[:10]
                    clean = OUT / f"{args.split}-{vocabulary}-{i}-{said}-clean.wav"
                    if not clean.exists():
                        make_audio(text, voice, speed, clean, vocabulary)
                    wav = clean
                    if condition != "clean":
                        wav = OUT / f"{args.split}-{vocabulary}-{i}-{said}-{condition}.wav"
                        if not wav.exists() and condition.startswith("babble"):
                            room = room or babble(vocabulary)
                            add_babble(clean, room, 10, wav)
                        elif not wav.exists():
                            add_noise(clean, int(condition[:-2]), wav, i)
                    f.write(json.dumps({"id": f"{move.uci()}|{text}|{voice}", "fen": fen,
                                        "wav": str(wav)}) + "\n")
            for engine in engines:
                # Decoded with no gate, so that every threshold can be looked at afterwards: a
                # hearing under the gate is "not understood" in the app, as counted below.
                cmd = [str(args.binary), "recognize", "--json", "--batch", str(batch),
                       "--vocabulary", vocabulary, "--min-confidence", "0"] + engine_args(engine)
                # The recognizer's own peak memory (wait4: this child's alone, not the
                # synthesizers' run before it).
                proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
                out = proc.stdout.read().decode().splitlines()
                _, status, usage = os.wait4(proc.pid, 0)
                if status != 0:
                    sys.exit(f"{' '.join(cmd)} failed")
                peak = usage.ru_maxrss
                results = [json.loads(l) for l in out]
                saved = OUT / f"{args.split}-{vocabulary}-{condition}-{engine}.out.jsonl"
                saved.write_text("".join(l + "\n" for l in out))
                right, wrong, unheard, ambiguous = counts(results, args.min_confidence)
                for r in results:
                    key = (engine, vocabulary, r["id"].split("|")[2], condition)
                    by_voice.setdefault(key, []).append(r)
                confused.setdefault((engine, vocabulary), []).extend(results)
                latency = [r.get("decode_ms", 0.0) + r.get("weigh_ms", 0.0) for r in results]
                audio = [r.get("audio_ms", 1.0) for r in results]
                n = len(results)
                curves.append((engine, vocabulary, condition, n,
                               [counts(results, t)[:2] for t in THRESHOLDS]))
                rows.append({
                    "engine": engine, "set": vocabulary, "condition": condition, "n": n,
                    "right": 100 * right / n, "wrong": 100 * wrong / n,
                    "not understood": 100 * unheard / n, "ambiguous": 100 * ambiguous / n,
                    "median ms": statistics.median(latency), "p95 ms": percentile(latency, 95),
                    "RTF": sum(latency) / sum(audio),
                    "peak MB": peak / 1024,
                })
    # Model load: one tiny recording, its decode time taken off the whole run.
    for engine in engines:
        tiny = OUT / "load.wav"
        make_audio("e four", "en-us", 160, tiny)
        start = time.monotonic()
        r = json.loads(run([str(args.binary), "recognize", "--json", "--wav", str(tiny),
                            "--vocabulary", "en"] + engine_args(engine)).stdout)
        load = (time.monotonic() - start) * 1000 - r["decode_ms"]
        print(f"{engine}: start-up and model load {load:.0f} ms")
    voices = " / ".join(str(VOICES[v][args.split == "test"]) for v in sets)
    print(f"\n{args.split} split: {len(chosen)} positions per set; voices {voices}\n")
    head = ["engine", "set", "condition", "n", "right", "wrong", "not understood", "ambiguous",
            "median ms", "p95 ms", "RTF", "peak MB"]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for r in rows:
        cells = []
        for h in head:
            v = r[h]
            if h in ("right", "wrong", "not understood", "ambiguous"):
                cells.append(f"{v:.1f} %")
            elif isinstance(v, float):
                cells.append(f"{v:.3f}" if h == "RTF" else f"{v:.1f}")
            else:
                cells.append(str(v))
        print("| " + " | ".join(cells) + " |")
    print(f"\nPer voice, right / wrong move proposed at the gate {args.min_confidence}:\n")
    conditions = CONDITIONS
    print("| engine | set | voice | " + " | ".join(conditions) + " |")
    print("|" + "---|" * (3 + len(conditions)))
    for engine, vocabulary, voice in sorted({k[:3] for k in by_voice}):
        cells = []
        for c in conditions:
            rs = by_voice.get((engine, vocabulary, voice, c), [])
            r, w = counts(rs, args.min_confidence)[:2] if rs else (0, 0)
            cells.append(f"{100 * r / max(1, len(rs)):.1f} / {100 * w / max(1, len(rs)):.1f}")
        print(f"| {engine} | {vocabulary} | {voice} | " + " | ".join(cells) + " |")
    print("\nThe words most often heard otherwise (in hearings not right at the gate, all"
          " conditions; said -> heard: times):\n")
    for (engine, vocabulary), results in confused.items():
        found, nothing = confusions(results, args.min_confidence)
        print(f"- {engine}, {vocabulary}: " + ", ".join(f"{a} -> {b}: {n}" for (a, b), n in found[:15])
              + f"; nothing heard: {nothing}")
    if args.curve:
        print(f"\nRight / wrong move proposed against the confidence gate ({args.split} split):\n")
        print("| engine | set | condition | " + " | ".join(f"{t:.1f}" for t in THRESHOLDS) + " |")
        print("|" + "---|" * (3 + len(THRESHOLDS)))
        for engine, vocabulary, condition, n, points in curves:
            cells = [f"{100 * r / n:.1f} / {100 * w / n:.1f}" for r, w in points]
            print(f"| {engine} | {vocabulary} | {condition} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    sys.exit(main())
