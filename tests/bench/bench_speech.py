#!/usr/bin/env python3
"""Speech latency benchmark (`make bench-speech`): the time from an event (a line typed into
`ansage console --speak`) to the start of Ansage's speech, measured end to end on the real path:
Speech Dispatcher with espeak-ng playing into a PulseAudio null sink, heard through its monitor
as it plays, the onset of each stretch of sound taken from the clock. Prints median, p95 and maximum.
"""

import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fake_audio import Speaker, start_pulse  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / "target" / "release" / "ansage"
ROUNDS = 20


def main():
    tmp = Path(tempfile.mkdtemp(prefix="ansage-bench-speech-"))
    env = dict(os.environ, HOME=str(tmp), XDG_RUNTIME_DIR=str(tmp), RUST_LOG="ansage::speech=info")
    pulse = start_pulse(tmp, env, microphone=False)
    speaker = Speaker(env)
    speaker.started.wait(timeout=10)
    t0 = time.monotonic()
    app = subprocess.Popen([str(BIN), "console", "--speak", "--fen", "startpos", "--data-dir",
                            str(tmp / "data"), "--config", str(tmp / "config.toml")],
                           env=env, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                           stderr=open(tmp / "stderr.txt", "w"), text=True)
    time.sleep(6)  # Speech Dispatcher starts, the voices are listed, "Neue Partie" is said.
    sent = []
    for _ in range(ROUNDS):
        sent.append(time.monotonic() - t0)
        app.stdin.write("Zugnummer\n")
        app.stdin.flush()
        time.sleep(2.5)
    app.stdin.write("quit\n")
    app.stdin.flush()
    app.wait(timeout=20)
    speaker.stop()
    pid_file = tmp / ".cache" / "speech-dispatcher" / "pid" / "speech-dispatcher.pid"
    if pid_file.exists():
        subprocess.run(["kill", pid_file.read_text().strip()])
    pulse.terminate()
    pulse.wait(timeout=10)

    # An onset: a loud 10 ms block after at least 300 ms of silence.
    loud = [t - t0 for t in speaker.loud_at]
    onsets = [t for i, t in enumerate(loud) if i == 0 or t - loud[i - 1] > 0.3]
    latencies = []
    for s in sent:
        after = [o for o in onsets if o >= s]
        if after:
            latencies.append((after[0] - s) * 1000)
    if not latencies:
        print("no speech recorded")
        return 1
    logged = sorted(float(m.group(1)) for m in re.finditer(
        r"speech latency ([0-9.]+) ms", (tmp / "stderr.txt").read_text()))
    if logged:
        lp95 = logged[min(len(logged) - 1, round(0.95 * (len(logged) - 1)))]
        print(f"event to speech start as Speech Dispatcher reports it ({len(logged)} utterances): "
              f"median {statistics.median(logged):.0f} ms, p95 {lp95:.0f} ms, max {logged[-1]:.0f} ms")
    latencies.sort()
    p95 = latencies[min(len(latencies) - 1, round(0.95 * (len(latencies) - 1)))]
    print(f"event to speech start, {len(latencies)} of {ROUNDS} answers, end to end through "
          f"Speech Dispatcher, espeak-ng and PulseAudio: median {statistics.median(latencies):.0f} ms, "
          f"p95 {p95:.0f} ms, max {latencies[-1]:.0f} ms "
          f"(includes the synthesis and the 10 ms latency of the monitor)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
