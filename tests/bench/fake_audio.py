"""A PulseAudio server of the benchmark's own: a null sink "speaker" (what Ansage says, heard
through speaker.monitor) and, when asked, a null sink "micfeed" whose monitor is the microphone."""

import subprocess
import threading
import time


def start_pulse(tmp, env, microphone=False):
    """Starts PulseAudio in `tmp`; sets PULSE_SERVER in `env`; returns the process."""
    socket = tmp / "pulse.sock"
    config = (f"load-module module-native-protocol-unix auth-anonymous=1 socket={socket}\n"
              "load-module module-null-sink sink_name=speaker\n"
              "set-default-sink speaker\n")
    if microphone:
        config += ("load-module module-null-sink sink_name=micfeed\n"
                   "set-default-source micfeed.monitor\n")
    (tmp / "pa.pa").write_text(config)
    env["PULSE_SERVER"] = f"unix:{socket}"
    pulse = subprocess.Popen(["pulseaudio", "-n", "-F", str(tmp / "pa.pa"), "--daemonize=no",
                              "--exit-idle-time=-1", "--use-pid-file=no"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode == 0:
            break
        time.sleep(0.1)
    return pulse


class Speaker:
    """Listens to the speaker's monitor as it plays and notes when each loud 10 ms block arrives.

    The moments come from the clock as the samples arrive (10 ms latency), not from positions in
    a recording: a parecord recording of the monitor does not keep time with the clock (it came
    out shorter than the time it ran, lost a first speech and put answers 0.7 s late).
    """

    BLOCK = 160 * 2  # 10 ms of 16 kHz mono s16le

    def __init__(self, env):
        self.loud_at = []
        self.proc = subprocess.Popen(["parec", "-d", "speaker.monitor", "--format=s16le",
                                      "--rate=16000", "--channels=1", "--latency-msec=10"],
                                     env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.started = threading.Event()
        threading.Thread(target=self._listen, daemon=True).start()

    def _listen(self):
        while True:
            block = self.proc.stdout.read(self.BLOCK)
            if not block:
                return
            self.started.set()
            samples = memoryview(block[: len(block) // 2 * 2]).cast("h")
            if samples and max(abs(s) for s in samples) > 1000:
                self.loud_at.append(time.monotonic())

    def first_sound_after(self, t0):
        return next((t - t0 for t in self.loud_at if t >= t0), None)

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)
