#!/usr/bin/env python3
"""Start-up benchmark (`make bench-startup`): from launching `ansage window` (release build) to
(1) its window being on the screen, (2) the "Bereit." line, (3) the first sound of Ansage's voice
in the speaker (Speech Dispatcher into a PulseAudio null sink, heard through its monitor with parec), and
(4) the microphone and recognizer being ready ("Mikrofon bereit"), which load in the background.
Runs on an Xvfb display of its own; prints median and maximum of each over ROUNDS launches.
The target of issue 6: usable and speaking within 2 seconds.
"""

import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fake_audio import Speaker, start_pulse  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "target" / "release" / "ansage"
ROUNDS = int(os.environ.get("ROUNDS", "5"))


def free_display():
    for n in range(150, 400):
        if not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    sys.exit("no free X display")


def one_round(tmp, env, display):
    data = tmp / "data"
    speaker = Speaker(env)
    # parec takes a moment (up to 2 s the first time) to connect: launch once it hears.
    speaker.started.wait(timeout=10)
    time.sleep(0.5)
    lines = []
    t0 = time.monotonic()
    app = subprocess.Popen([str(BIN), "window", "--mode", "relay", "--fen", "startpos",
                            "--data-dir", str(data), "--config", str(tmp / "config.toml")],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

    def read():
        for line in app.stdout:
            lines.append((time.monotonic() - t0, line.strip()))
    threading.Thread(target=read, daemon=True).start()
    # Polled every 20 ms (xdotool's own --sync polls only every half second).
    while subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Ansage$"],
                         env=env, capture_output=True).returncode != 0:
        if time.monotonic() - t0 > 30:
            break
        time.sleep(0.02)
    t_window = time.monotonic() - t0
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not any("Mikrofon" in l for _, l in lines):
        time.sleep(0.05)
    time.sleep(3)
    app.send_signal(signal.SIGTERM)
    try:
        app.wait(timeout=10)
    except subprocess.TimeoutExpired:
        app.kill()
    speaker.stop()
    when = lambda text: next((t for t, l in lines if l.startswith(text)), None)
    return t_window, when("Bereit."), speaker.first_sound_after(t0), when("Mikrofon")


def main():
    if not BIN.exists():
        sys.exit(f"{BIN} is missing: run cargo build --release first")
    tmp = Path(tempfile.mkdtemp(prefix="ansage-bench-startup-"))
    n = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, HOME=str(tmp), XDG_RUNTIME_DIR=str(tmp), DISPLAY=f":{n}", ICED_BACKEND="tiny-skia")
    pulse = start_pulse(tmp, env, microphone=True)
    # Cold: Speech Dispatcher is started by Ansage (it exits 5 s after its last client, so the
    # rounds are 7 s apart). Warm: it is already running, as it is for a screen reader user.
    passes = {"cold": [], "warm": []}
    try:
        for kind, gap in (("cold", 7), ("warm", 3)):
            for i in range(ROUNDS):
                r = one_round(tmp, env, n)
                passes[kind].append(r)
                print(f"{kind} round {i + 1}: window {r[0]:.2f} s, 'Bereit.' {fmt(r[1])}, "
                      f"first speech {fmt(r[2])}, microphone+recognizer {fmt(r[3])}")
                time.sleep(gap)
    finally:
        pulse.terminate()
        xvfb.terminate()
    for kind, results in passes.items():
        print(f"\nansage window start-up, Speech Dispatcher {kind}, {ROUNDS} launches "
              "(median / max, seconds):")
        for k, name in enumerate(["window visible", "'Bereit.' line", "first speech heard",
                                  "microphone and recognizer ready"]):
            vals = [r[k] for r in results if r[k] is not None]
            if vals:
                print(f"  {name:34s} {statistics.median(vals):5.2f} / {max(vals):5.2f}")
            else:
                print(f"  {name:34s} never")


def fmt(v):
    return "never" if v is None else f"{v:.2f} s"


if __name__ == "__main__":
    main()
