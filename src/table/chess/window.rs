//! What the window asks of the chess table: the session and the time to show, the devices'
//! state, its own answers to say, the settings file, the players' names, push-to-talk, the
//! sighted side's board moves, a PGN file opened, words heard in review mode, the moves played from the recording,
//! and the arbiter's list.

use std::io::{self, Write};
use std::path::Path;

use crate::chess::cues;
use crate::chess::messages::Msg;
use crate::chess::session::Session;
use crate::config::{self, Config};
use crate::opponent::Opponent;
use crate::shared::speech::SpeechKind;
use crate::table::autosave::Answer;
use crate::table::commands::{GameChoice, Replay};
use crate::voice::adapt;
use crate::voice::recognizer::Engine;
use crate::voice::recorder;

use super::{Table, TableOptions};

impl<W: Write> Table<W> {
    /// Where the table writes (the window reads its lines from here).
    pub fn out_mut(&mut self) -> &mut W {
        self.devices.out_mut()
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The table's time (milliseconds since it opened, or the manual time).
    pub fn now(&self) -> u64 {
        self.time.now()
    }

    /// The game's recording, if it is being recorded.
    pub fn recording(&self) -> Option<&Path> {
        self.tape.file()
    }

    /// The autosaved game is offered and not yet answered.
    pub fn offering(&self) -> bool {
        self.offer.is_open()
    }

    /// The saved game offered, as the start screen's item says it ("Zug eins, Schwarz am
    /// Zug").
    pub fn offered_game(&self) -> Option<String> {
        let (_, game) = self.offer.record().map(Box::as_ref)?;
        let msg = Msg::MoveNumber(game.move_number(), game.turn());
        let text = crate::chess::messages::render(&msg, self.lang(), self.session.settings.style);
        Some(text.trim_end_matches('.').to_string())
    }

    /// The start screen holds the game: none has begun behind it.
    pub fn held(&self) -> bool {
        self.held
    }

    /// The Vosk model is offered and not yet answered (the game has not started).
    pub fn asking_for_model(&self) -> bool {
        self.model.is_asked()
    }

    /// The model offer's question, while it stands.
    pub fn model_question(&self) -> Option<String> {
        self.model.is_asked().then(|| self.model_offer_text())
    }

    /// The microphone's state: not listening, missing, listening or waiting, with its level.
    pub fn microphone(&self) -> crate::table::devices::Microphone {
        self.devices.microphone()
    }

    /// The options the table was opened with (settings file included).
    pub fn options(&self) -> &TableOptions {
        &self.opts
    }

    /// The engine opponent of a game the window starts, at this level and colour: the engine
    /// given on the command line, else Stockfish (found on PATH, else where Debian puts it).
    pub fn engine_opponent(&self, level: u8, color: shakmaty::Color) -> Opponent {
        let (path, args) = match &self.opts.opponent {
            Some(o) => (o.path.clone(), o.args.clone()),
            None => crate::opponent::engine_command("stockfish").unwrap_or_else(|| {
                (
                    std::path::PathBuf::from(crate::opponent::STOCKFISH),
                    Vec::new(),
                )
            }),
        };
        Opponent {
            path,
            args,
            level,
            color,
        }
    }

    /// The microphones the system offers, by name (the settings' choice).
    pub fn input_devices(&self) -> Vec<String> {
        crate::table::devices::input_devices()
    }

    /// The recognizer models installed in the data folder (the settings' choice).
    pub fn installed_models(&self) -> Vec<std::path::PathBuf> {
        crate::voice::models::installed(&self.opts.data_dir)
            .into_iter()
            .map(|(_, p)| p)
            .collect()
    }

    /// Starts the billiards scoreboard, a window of its own, with the same data folder,
    /// settings file and language (this window closes when it has started).
    pub fn start_billiards_window(&self) -> io::Result<()> {
        let opts = &self.opts;
        let exe = std::env::current_exe()?;
        std::process::Command::new(exe)
            .arg("billiards")
            .arg("--data-dir")
            .arg(&opts.data_dir)
            .arg("--config")
            .arg(&opts.config_path)
            .args(["--lang", opts.settings.language.code(), "window"])
            .spawn()
            .map(drop)
    }

    /// What one key press or click causes is gathered from here on, then said as one group
    /// (`release_speech`), in order, none cutting off another.
    pub fn gather_speech(&mut self) {
        self.devices.gather();
    }

    pub fn release_speech(&mut self) {
        self.devices.release();
    }

    /// Says an answer the window composed (the square under the cursor, a menu item): written
    /// and spoken, cutting off the previous answer.
    pub fn answer(&mut self, text: String) -> io::Result<()> {
        self.devices.tell(vec![(SpeechKind::Info, text)])
    }

    /// A state the window says of itself (the mode it opens in, "ready"): queued behind what
    /// is being said, as the devices' states are, so that the start-up is heard in full.
    pub fn announce_state(&mut self, text: String) -> io::Result<()> {
        self.devices.tell(vec![(SpeechKind::Notice, text)])
    }

    /// What the microphone last heard.
    pub fn heard(&self) -> Option<&str> {
        self.heard.as_deref()
    }

    /// Keeps heard words for the caller (true) instead of acting on them, or acts again.
    pub fn divert(&mut self, on: bool) {
        self.diverted = on.then(Vec::new);
    }

    /// The heard words kept since the last call.
    pub fn take_diverted(&mut self) -> Vec<String> {
        self.diverted
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Stops speaking, and playing a recording or a scan, now.
    pub fn silence(&mut self) {
        self.devices.silence();
        self.devices.stop_clips();
    }

    /// Plays against an engine from now on (or not), or switches tournament mode on, which
    /// allows no engine and no hints and says so.
    pub fn set_opponent(&mut self, opponent: Option<Opponent>, tournament: bool) -> io::Result<()> {
        self.engine = None;
        self.asked = None;
        self.hint_wanted = false;
        self.opts.tournament = tournament;
        self.opts.opponent = opponent.clone().filter(|_| !tournament);
        if tournament {
            return self.say(Msg::TournamentMode);
        }
        match opponent {
            Some(o) => self.start_engine(&o),
            None => Ok(()),
        }
    }

    /// The settings file's values, to change and then `save_config`.
    pub fn config_mut(&mut self) -> &mut Config {
        &mut self.opts.config
    }

    pub fn save_config(&mut self) -> io::Result<()> {
        if let Err(e) = config::save(&self.opts.config_path, &self.opts.config) {
            let why = crate::shared::i18n::file_problem(self.lang(), &e);
            self.say(Msg::SaveFailed(why))?;
        }
        Ok(())
    }

    /// The players' names for the score sheet (kept by the next `new` game).
    pub fn name_players(&mut self, white: &str, black: &str) {
        let tags = &mut self.session.game.tags;
        if !white.trim().is_empty() {
            tags.white = white.trim().to_string();
        }
        if !black.trim().is_empty() {
            tags.black = black.trim().to_string();
        }
    }

    /// Deaf while the voice sample is read in the window (a reading must not be heard as a
    /// move), and listening again after it as before (always, or on push-to-talk).
    pub fn deafen(&mut self, deaf: bool) {
        let push_to_talk = self
            .opts
            .devices
            .hearing
            .as_ref()
            .is_some_and(|h| h.listen.push_to_talk);
        if deaf || !push_to_talk {
            self.devices.set_listening(!deaf);
        }
    }

    /// The player's own voice, just learnt from his voice sample, heard with from now on,
    /// unless a Vosk model hears (the learnt model is PocketSphinx's).
    pub fn hear_with_own_voice(&mut self) {
        let Some(h) = &mut self.opts.devices.hearing else {
            return;
        };
        let vosk = h.listen.ears.engine() == Engine::Vosk;
        if vosk || !self.devices.has_listener() {
            return;
        }
        if let Some(own) = adapt::find_adapted(&self.opts.data_dir, h.vocabulary()) {
            h.listen.ears.engine = Some(Engine::PocketSphinx);
            h.listen.ears.model = Some(own.clone());
            self.devices.use_recognizer(Engine::PocketSphinx, own);
        }
    }

    /// Push-to-talk pressed (true) or released (false).
    pub fn push_to_talk(&mut self, on: bool) {
        self.devices.push_to_talk(on);
    }

    /// Words heard that the window did not take itself (review mode): said to the session as
    /// heard words, never as a typed command.
    pub fn hear(&mut self, words: &str) -> io::Result<()> {
        self.hear_now(words)?;
        self.follow_up()
    }

    /// The window's "open a PGN file": like `load`, and whether a game was loaded or its
    /// replacing asked. When not, the reason has been said and the window keeps the path to
    /// correct.
    pub fn open_pgn(&mut self, path: &Path, choice: Option<GameChoice>) -> io::Result<bool> {
        if self.offer.is_open() {
            self.resume(Answer::Fresh)?;
        }
        let now = self.time.now();
        let o = self.session.tick(now);
        self.perform(o)?;
        let loaded = self.load(path, choice)?;
        self.follow_up()?;
        Ok(loaded)
    }

    /// The sighted side's move, entered on the window's board (from and to clicked): recorded
    /// as made on the board, announced to the blind player (supplement 2.9).
    pub fn board_move(&mut self, san: &str) -> io::Result<()> {
        let o = self.session.enter_board_move(san);
        self.perform(o)?;
        self.follow_up()
    }

    /// The moves as heard, read back, confirmed and played, with their times in the recording
    /// (2.7-2.8).
    pub fn dispute(&self) -> String {
        cues::dispute(&self.session.game, self.tape.cues(), self.lang())
    }

    /// Plays these half-moves from the recording, each with a pre-roll.
    pub fn replay(&mut self, plies: &[usize]) -> io::Result<()> {
        let clip = self.tape.clip(plies);
        if clip.is_empty() {
            return self.tell_id("no-recording", &[]);
        }
        self.devices.play_clip(clip, recorder::RATE);
        Ok(())
    }

    pub(super) fn replay_move(&mut self, r: Replay) -> io::Result<()> {
        let ply = match r {
            Replay::Stop => {
                self.devices.stop_clips();
                return Ok(());
            }
            Replay::Next => self.tape.next(1),
            Replay::Prev => self.tape.next(-1),
            Replay::Move(n) => {
                let game = &self.session.game;
                (0..game.plies().len())
                    .find(|&i| game.ply_number(i).0 == n)
                    .unwrap_or(usize::MAX)
            }
        };
        self.replay(&[ply])
    }
}
