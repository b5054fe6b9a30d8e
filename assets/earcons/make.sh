#!/usr/bin/env bash
# Makes Ansage's earcons with sox: short tones, distinct in pitch and shape, 16 kHz mono.
# Run from anywhere; writes the WAV files next to this script. They are committed, so the app
# needs no sox; this script is how they were made and how to change them.
set -euo pipefail
cd "$(dirname "$0")"
tone() { # name, then sox synth arguments
    local name=$1; shift
    sox -n -r 16000 -c 1 -b 16 "$name.wav" synth "$@" fade q 0.01 0 0.03 vol 0.5
}
tone listening-on   0.12 sine 660:990
tone listening-off  0.12 sine 990:660
tone confirmed      0.10 sine 880 : synth 0.10 sine 1320
tone not-understood 0.25 sine 440:330
tone illegal        0.30 square 220 vol 0.6
tone check          0.08 sine 1200 : synth 0.08 sine 1200
tone low-time       0.15 triangle 520 : synth 0.15 triangle 520 : synth 0.15 triangle 520
tone flag           0.60 sawtooth 330:165
