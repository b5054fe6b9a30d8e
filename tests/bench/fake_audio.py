"""A PulseAudio server of the benchmark's own: a null sink "speaker" (what Ansage says, recorded
from speaker.monitor) and, when asked, a null sink "micfeed" whose monitor is the microphone."""

import subprocess
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
