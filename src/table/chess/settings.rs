//! A setting at the chess table: applied at once (the session, the voice, the earcons, the
//! clock, the recording), kept in the settings file for the next start, confirmed in writing.

use std::io::{self, Write};

use crate::chess::numbers::duration_words;
use crate::chess::session::WarningWords;
use crate::chess::timekeeper::{Thresholds, Timekeeper};
use crate::shared::i18n;
use crate::table::commands::Setting;
use crate::voice::speaker::Command as SpeakerCommand;

use super::Table;

impl<W: Write> Table<W> {
    /// A setting: applied now, kept for the next start, confirmed in writing.
    pub fn set(&mut self, setting: Setting) -> io::Result<()> {
        self.apply(&setting)?;
        let off = self.devices.earcons_mut().map(|e| e.off().to_vec());
        setting.remember(&mut self.opts.config, off);
        self.save_config()?;
        // In the player's language: "Eingestellt: Uhr – Schnellschach: 25 Minuten, …" (a
        // value without words of its own, a number or a voice's name, as it is).
        let (key, value) = setting.words();
        let lang = self.lang();
        let value_id = format!("value-{value}");
        let value = Some(i18n::t(lang, &value_id, &[]))
            .filter(|v| *v != value_id)
            .unwrap_or(value);
        let key = i18n::t(lang, &format!("setting-{key}"), &[]);
        let note = self.note("note-set", &[("key", key), ("value", value)]);
        self.devices.write(&note)
    }

    pub(super) fn apply(&mut self, setting: &Setting) -> io::Result<()> {
        let settings = &mut self.session.settings;
        match setting {
            Setting::Style(s) => settings.style = *s,
            Setting::Confirm(c) => settings.confirm = *c,
            Setting::Language(l) => {
                settings.language = *l;
                self.devices
                    .speaker_command(SpeakerCommand::Language(l.code().into()));
            }
            Setting::Rate(n) => self.devices.speaker_command(SpeakerCommand::Rate(*n)),
            Setting::Pitch(n) => self.devices.speaker_command(SpeakerCommand::Pitch(*n)),
            Setting::Volume(n) => self.devices.speaker_command(SpeakerCommand::Volume(*n)),
            Setting::Voice(v) => self
                .devices
                .speaker_command(SpeakerCommand::Voice(v.clone())),
            Setting::Earcon(e, on) => {
                if let Some(earcons) = self.devices.earcons_mut() {
                    earcons.set(*e, *on);
                }
            }
            Setting::Illegal(p) => {
                self.opts.illegal_policy = *p;
                self.session.game.illegal_policy = *p;
            }
            Setting::Clock(spec) => {
                let warnings = self.opts.warnings.clone();
                let timer = spec.control.clone().map(|c| Timekeeper::new(c, warnings));
                self.session.set_timekeeper(timer);
                self.session.start_clock(self.time.now());
            }
            Setting::Warnings(t) => {
                self.opts.warnings.thresholds = t.0.clone();
                self.update_warnings();
            }
            Setting::Marks(on) => {
                self.opts.warnings.marks = *on;
                self.update_warnings();
            }
            Setting::WarningsSpoken(on) => {
                self.opts.warnings.spoken = *on;
                self.update_warnings();
            }
            Setting::Record(on) => {
                self.opts.record = *on;
                if *on {
                    self.start_recording();
                } else if self.devices.record(None) {
                    self.tape.recording(None);
                    self.tell_id("recording-off", &[])?;
                }
            }
        }
        Ok(())
    }

    /// The time warnings set by voice, kept as a typed `set` keeps them; what they are now,
    /// in words ("Zeitwarnungen: noch fünf Minuten, noch eine Minute; gesprochen.").
    pub(super) fn warnings_said(&mut self, w: WarningWords) -> io::Result<String> {
        if w.off || !w.at.is_empty() {
            let mut at = if w.off { Vec::new() } else { w.at };
            at.sort_unstable_by(|a, b| b.cmp(a));
            at.dedup();
            self.set(Setting::Warnings(Thresholds(at)))?;
        }
        if let Some(tone) = w.tone {
            self.set(Setting::WarningsSpoken(!tone))?;
        }
        let lang = self.lang();
        let warnings = &self.opts.warnings;
        if warnings.thresholds.is_empty() {
            return Ok(i18n::t(lang, "warnings-none", &[]));
        }
        let times: Vec<String> = warnings
            .thresholds
            .iter()
            .map(|ms| i18n::t(lang, "warning-left", &[("time", duration_words(*ms, lang))]))
            .collect();
        let how = if warnings.spoken { "spoken" } else { "tone" };
        Ok(i18n::t(
            lang,
            "warnings-now",
            &[("list", times.join(", ")), ("how", how.into())],
        ))
    }

    pub(super) fn update_warnings(&mut self) {
        let warnings = self.opts.warnings.clone();
        if let Some(t) = self.session.timekeeper() {
            let mut t = t.clone();
            t.warnings = warnings;
            self.session.replace_timekeeper(t);
        }
    }
}
