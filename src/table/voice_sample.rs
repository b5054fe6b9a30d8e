//! The voice sample ("Stimmprobe") as a table drives it: the prompts of `chess::enrolment`
//! spelled as the stock PocketSphinx model hears them, read in the app (`SampleReader`: each
//! prompt said, its reading captured from the microphone and kept in the data folder at once,
//! resumable) or recorded elsewhere into a folder, and the adaptation of `voice::adapt`
//! written into the data folder, where PocketSphinx finds it from then on
//! (`voice::decode::find_model`).

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::chess::confusion::Confusions;
use crate::chess::enrolment::{self, Prompt};
use crate::chess::game::parse_fen;
use crate::chess::grammar::{Lexicons, Vocabulary, position_phrases};
use crate::chess::lexicon::{Command, Lexicon, Meaning};
use crate::chess::matcher::{MatchResult, match_text};
use crate::chess::sample_session::{Input, SampleSession, Step};
use crate::shared::grammar::{GARBAGE, Phrase};
use crate::shared::i18n::{t, tc};
use crate::shared::language::Language;
use crate::shared::speech::SpeechKind;
use crate::store;
use crate::table::devices::{DeviceOptions, Devices, Hearing, News, Voice};
use crate::table::drive::TimeSource;
use crate::voice::adapt::{self, Take};
use crate::voice::audio::read_wav;
use crate::voice::decode;
use crate::voice::ears::Ears;
use crate::voice::listen::ListenOptions;
use crate::voice::recognizer::POCKETSPHINX_MODEL;
use crate::voice::recognizer::{Engine, Recognizer};

/// The voice sample's phrases for a vocabulary, spelled as the stock PocketSphinx model hears
/// them, with that engine.
pub fn prompts(vocabulary: &str) -> Result<(Box<dyn Recognizer>, Vec<Prompt>), String> {
    let (rec, _, prompts) = spelled_prompts(vocabulary)?;
    Ok((rec, prompts))
}

/// The stock recognizer, the vocabulary in its spelling, and the prompts.
type Spelled = (Box<dyn Recognizer>, Vocabulary, Vec<Prompt>);

fn spelled_prompts(vocabulary: &str) -> Result<Spelled, String> {
    let lexicons = Lexicons::named(vocabulary)?;
    let rec = Ears::of(Engine::PocketSphinx, None, vocabulary)
        .open(&lexicons.words())
        .map_err(|e| e.0)?;
    let vocab = Vocabulary::new(&lexicons, |w| rec.spellings().spell(w).map(str::to_string));
    let prompts = enrolment::prompts(&vocab);
    if prompts.is_empty() {
        return Err(format!(
            "PocketSphinx hears none of the {vocabulary:?} words: the voice sample is for de and en"
        ));
    }
    Ok((rec, vocab, prompts))
}

/// Where the app keeps the voice sample read in it: N.wav for prompt N, as `enrol` reads them.
pub fn sample_dir(data: &Path, vocabulary: &str) -> PathBuf {
    data.join("voice-sample").join(vocabulary)
}

/// At least this share of the sample must be recorded: fewer phrases leave sounds unlearnt.
const ENROL_AT_LEAST: f64 = 0.5;

/// What learning a voice sample came to.
#[derive(Clone, Debug)]
pub struct Learnt {
    /// How many recordings were learnt from, of how many prompts.
    pub learnt: usize,
    pub prompts: usize,
    /// The prompts (from 1) whose recording did not match its words.
    pub unaligned: Vec<usize>,
    /// The adapted model.
    pub model: PathBuf,
}

/// Adapts PocketSphinx to the voice of the recordings in `from` (N.wav for prompt N).
pub fn enrol(vocabulary: &str, from: &Path, data: &Path) -> Result<String, String> {
    let l = learn(vocabulary, from, data)?;
    let mut said = format!(
        "Learnt your voice from {} of {} prompts: {}. PocketSphinx hears with it from now on.",
        l.learnt,
        l.prompts,
        l.model.display()
    );
    if !l.unaligned.is_empty() {
        let which: Vec<String> = l.unaligned.iter().map(usize::to_string).collect();
        said += &format!(
            " Not learnt from (the recording did not match the words; record them again to learn more): {}.",
            which.join(", ")
        );
    }
    Ok(said)
}

/// Adapts PocketSphinx to the voice of the recordings in `from`: what it learnt from.
pub fn learn(vocabulary: &str, from: &Path, data: &Path) -> Result<Learnt, String> {
    let (rec, prompts) = prompts(vocabulary)?;
    let mut takes = Vec::new();
    let mut numbers = Vec::new();
    for (i, p) in prompts.iter().enumerate() {
        let wav = from.join(format!("{}.wav", i + 1));
        if wav.is_file() {
            numbers.push(i + 1);
            takes.push(Take {
                samples: read_wav(&wav)?,
                phrases: p.phrases.clone(),
            });
        }
    }
    if (takes.len() as f64) < ENROL_AT_LEAST * prompts.len() as f64 {
        return Err(format!(
            "{} of the {} phrases are recorded in {}: at least {} are needed (`ansage models prompts {vocabulary}` lists them)",
            takes.len(),
            prompts.len(),
            from.display(),
            (ENROL_AT_LEAST * prompts.len() as f64).ceil()
        ));
    }
    let out = adapt::adapted_dir(data, vocabulary);
    let dictionary = rec
        .pronunciations()
        .ok_or("PocketSphinx has no pronunciation dictionary")?;
    let unaligned =
        adapt::adapt(Path::new(POCKETSPHINX_MODEL), dictionary, &takes, &out).map_err(|e| e.0)?;
    let readings: Vec<(&Prompt, &[i16])> = numbers
        .iter()
        .zip(&takes)
        .map(|(n, t)| (&prompts[n - 1], t.samples.as_slice()))
        .collect();
    learn_confusions(vocabulary, Engine::PocketSphinx, &out, &readings, data)?;
    if let Some(vosk) = decode::find_vosk_model(data, vocabulary) {
        learn_confusions(vocabulary, Engine::Vosk, &vosk, &readings, data)?;
    }
    Ok(Learnt {
        learnt: takes.len() - unaligned.len(),
        prompts: prompts.len(),
        unaligned: unaligned.iter().map(|i| numbers[*i]).collect(),
        model: out,
    })
}

/// What a recognizer hears the sample's move readings as, in the positions they are moves
/// of, learnt as the player's confusion table for it (`chess::confusion`), replacing what an
/// earlier model was taught: every engine, Vosk included, weighs his hearings with it.
fn learn_confusions(
    vocabulary: &str,
    engine: Engine,
    model: &Path,
    readings: &[(&Prompt, &[i16])],
    data: &Path,
) -> Result<(), String> {
    let lexicons = Lexicons::named(vocabulary)?;
    let mut rec = Ears::of(engine, Some(model.to_path_buf()), vocabulary)
        .open(&lexicons.words())
        .map_err(|e| e.0)?;
    let vocab = Vocabulary::new(&lexicons, |w| rec.spellings().spell(w).map(str::to_string));
    let mut table = Confusions::default();
    for (prompt, samples) in readings {
        let Some(fen) = prompt.position else {
            continue;
        };
        let pos = parse_fen(fen).map_err(|e| e.to_string())?;
        let MatchResult::Move { mv, .. } = match_text(&pos, &prompt.text) else {
            continue;
        };
        rec.listen_for(&position_phrases(&pos, &vocab))
            .map_err(|e| e.0)?;
        let heard = decode::decode(rec.as_mut(), samples)
            .map_err(|e| e.0)?
            .heard;
        if let Some(pairs) = heard.and_then(|h| Confusions::said_and_heard(&h.text, mv)) {
            table.learn(&pairs);
        }
    }
    let path = store::confusions_path(data, vocabulary, rec.engine());
    store::save(&path, &table).map_err(|e| format!("{}: {e}", path.display()))
}

/// How the voice sample is read in the app.
#[derive(Clone, Debug)]
pub struct SampleOptions {
    /// de or en: the words of the prompts, and the language they are said in.
    pub vocabulary: String,
    pub data: PathBuf,
    /// The microphone by (part of) its name; the default one otherwise.
    pub device: Option<String>,
    /// Ansage's voice; without it the prompts are only written.
    pub voice: Option<Voice>,
}

/// The longest the last words wait to be said before the reader ends anyway.
const LAST_WORDS_AT_MOST: u64 = 30_000;

/// The voice sample read in the app, driven by the console (a typed line, the time passing):
/// each prompt is said, its reading captured from the microphone and kept as N.wav in
/// [`sample_dir`] as soon as it is read, so a sample stopped midway goes on where it stopped;
/// when every prompt is read, the voice is learnt. Spoken "nochmal", "zurück" and "Ruhe"
/// (where the prompt holds none of them) and typed keys steer it: Enter says the prompt again,
/// b goes back to the prompt before, q pauses.
pub struct SampleReader<W: Write> {
    devices: Devices<W>,
    lang: Language,
    vocabulary: String,
    data: PathBuf,
    dir: PathBuf,
    prompts: Vec<Prompt>,
    /// The command words in the recognizer's spelling, to listen for between readings.
    commands: Vec<(Command, Vec<Vec<String>>)>,
    session: SampleSession,
    time: TimeSource,
    /// The sound of the current prompt's reading so far.
    take: Vec<i16>,
    started: bool,
    /// When the session ended, and whether its last words were heard being said.
    ended: Option<u64>,
    last_words_begun: bool,
}

impl<W: Write> SampleReader<W> {
    /// Opens the microphone, the stock recognizer (which only closes each reading; what it
    /// hears is not judged) and the voice, and says how far the sample is.
    pub fn open(opts: SampleOptions, out: W) -> Result<SampleReader<W>, String> {
        let (_, vocab, prompts) = spelled_prompts(&opts.vocabulary)?;
        let lang = Language::from_code(&opts.vocabulary).unwrap_or(Language::En);
        let dir = sample_dir(&opts.data, &opts.vocabulary);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let recorded: Vec<bool> = (1..=prompts.len())
            .map(|n| dir.join(format!("{n}.wav")).is_file())
            .collect();
        let session =
            SampleSession::new(prompts.iter().map(|p| p.phrases.len()).collect(), recorded);
        let commands = [Command::Repeat, Command::Back, Command::Stop]
            .into_iter()
            .map(|c| (c, vocab.spellings(Meaning::Command(c)).to_vec()))
            .filter(|(_, s)| !s.is_empty())
            .collect();
        let words = Lexicons::named(&opts.vocabulary)?.words();
        let devices = Devices::open(
            out,
            &DeviceOptions {
                hearing: Some(Hearing {
                    listen: ListenOptions {
                        ears: Ears::of(
                            Engine::PocketSphinx,
                            Some(PathBuf::from(POCKETSPHINX_MODEL)),
                            &opts.vocabulary,
                        ),
                        words: Vec::new(),
                        device: opts.device.clone(),
                        push_to_talk: false,
                        record_only: false,
                    },
                    min_confidence: 0.0,
                    offer_model: false,
                }),
                voice: opts.voice.clone(),
                earcons: None,
            },
            lang,
            words,
        );
        let mut reader = SampleReader {
            devices,
            lang,
            vocabulary: opts.vocabulary,
            data: opts.data,
            dir,
            prompts,
            commands,
            session,
            time: TimeSource::new(false),
            take: Vec::new(),
            started: false,
            ended: None,
            last_words_begun: false,
        };
        reader.devices.capture(true);
        let (done, total) = reader.session.progress();
        let intro = if done == 0 {
            tc(reader.lang, "sample-start", &[("total", total.into())])
        } else {
            let next = reader.next_unrecorded();
            tc(
                reader.lang,
                "sample-resume",
                &[
                    ("total", total.into()),
                    ("done", done.into()),
                    ("number", next.into()),
                ],
            )
        };
        reader
            .tell(SpeechKind::Info, intro)
            .map_err(|e| e.to_string())?;
        Ok(reader)
    }

    /// A typed line: Enter says the prompt again, b goes back, q pauses; the spoken command
    /// words work typed too.
    pub fn enter(&mut self, line: &str) -> io::Result<bool> {
        let line = line.trim();
        let input = match line.to_lowercase().as_str() {
            "" => Some(Input::Again),
            "b" => Some(Input::Back),
            "q" => Some(Input::Pause),
            _ => self.command_input(line),
        };
        match input {
            Some(i) if self.started => {
                let steps = self.session.input(i, self.time.now());
                self.run(steps)?;
            }
            Some(Input::Pause) => {
                let steps = self.session.input(Input::Pause, self.time.now());
                self.run(steps)?;
            }
            _ => {
                let keys = self.msg("sample-keys", &[]);
                self.tell(SpeechKind::Info, keys)?;
            }
        }
        Ok(true)
    }

    /// The time passes: the devices are served and a prompt nobody reads is said again.
    pub fn step(&mut self) -> io::Result<()> {
        for news in self.devices.pump() {
            self.news(news)?;
        }
        if self.started {
            let steps = self.session.tick(self.time.now());
            self.run(steps)?;
        }
        if self.ended.is_some() && self.devices.is_speaking() {
            self.last_words_begun = true;
        }
        Ok(())
    }

    /// The prompt being read, as it was said ("Satz 2 von 32: …"), once the sample has
    /// started: what the window shows large, whatever was said after it.
    pub fn prompt_line(&self) -> Option<String> {
        let number = self.session.current().filter(|_| self.started)?;
        let p = self.prompts.get(number - 1)?;
        Some(self.msg(
            "sample-prompt",
            &[
                ("number", number.to_string()),
                ("total", self.prompts.len().to_string()),
                ("text", p.text.clone()),
            ],
        ))
    }

    /// Where the reader writes (the window reads its lines from here).
    pub fn out_mut(&mut self) -> &mut W {
        self.devices.out_mut()
    }

    /// The session is over and its last words are said (or waited for long enough).
    pub fn is_done(&self) -> bool {
        self.ended.is_some_and(|at| {
            !self.devices.has_voice()
                || (self.last_words_begun && !self.devices.is_speaking())
                || self.time.now().saturating_sub(at) > LAST_WORDS_AT_MOST
        })
    }

    /// The end of input, or the program stopped: a sample under way pauses where it is, and
    /// the last words are said before the microphone and the voice close.
    pub fn close(&mut self) -> io::Result<()> {
        if self.ended.is_none() {
            let steps = self.session.input(Input::Pause, self.time.now());
            self.run(steps)?;
        }
        while !self.is_done() {
            self.step()?;
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        self.devices.close()
    }

    fn news(&mut self, news: News) -> io::Result<()> {
        match news {
            News::Ready { .. } if !self.started && self.ended.is_none() => {
                self.started = true;
                let steps = self.session.start(self.time.now());
                self.run(steps)
            }
            News::Heard(h) => {
                let sound = self.devices.take_utterance().unwrap_or_default();
                if !self.started || self.ended.is_some() {
                    return Ok(());
                }
                let line = self.msg("heard", &[("text", h.text.clone())]);
                self.devices.write(&line)?;
                let input = self
                    .commands_apply()
                    .then(|| self.command_input(&h.text))
                    .flatten();
                if input.is_none() {
                    self.take.extend_from_slice(&sound);
                }
                let steps = self
                    .session
                    .input(input.unwrap_or(Input::Read), self.time.now());
                self.run(steps)
            }
            News::MicrophoneReady(name) => {
                let m = self.msg("microphone-ready", &[("name", name)]);
                self.tell(SpeechKind::Info, m)
            }
            News::NoMicrophone(why) => {
                let m = self.msg("sample-no-microphone", &[("why", why.words(self.lang))]);
                self.tell(SpeechKind::Error, m)
            }
            News::NoRecognizer(why) => {
                let m = self.msg("sample-no-recognizer", &[("why", why)]);
                self.end()?;
                self.tell(SpeechKind::Error, m)
            }
            News::NoSpeech(why) => {
                let m = self.msg("no-speech", &[("why", why.words(self.lang))]);
                self.devices.write(&m)
            }
            News::NoSound => {
                let m = self.msg("no-sound", &[]);
                self.devices.write(&m)
            }
            News::Ready { .. } | News::Recording(_) | News::ScreenReader { .. } => Ok(()),
        }
    }

    fn run(&mut self, steps: Vec<Step>) -> io::Result<()> {
        for step in steps {
            match step {
                Step::Prompt { number, again } => self.prompt(number, again)?,
                Step::Keep { number } => {
                    if let Err(why) = self.keep(number) {
                        let m = self.msg(
                            "sample-not-kept",
                            &[("number", number.to_string()), ("why", why)],
                        );
                        self.tell(SpeechKind::Error, m)?;
                        let back = self.session.input(Input::Back, self.time.now());
                        if back.is_empty() {
                            // The last prompt: the session is over; the next one asks for it.
                            self.end()?;
                        }
                        return self.run(back);
                    }
                }
                Step::Learn => self.learn()?,
                Step::Paused { next, unheard } => {
                    let id = if unheard {
                        "sample-unheard"
                    } else {
                        "sample-paused"
                    };
                    let m = self.msg(id, &[("number", next.to_string())]);
                    self.end()?;
                    self.tell(SpeechKind::Info, m)?;
                }
            }
        }
        Ok(())
    }

    /// Says prompt `number` and listens for its reading (and the command words, where the
    /// prompt holds none of them). Whatever else is heard is taken as the reading: whether it
    /// fits its words is for the adaptation's alignment to judge, which leaves out what does
    /// not (and the next sample asks for it again).
    fn prompt(&mut self, number: usize, again: bool) -> io::Result<()> {
        self.take.clear();
        let p = &self.prompts[number - 1];
        let mut phrases: Vec<Phrase> = p.phrases.iter().map(|w| vec![vec![w.clone()]]).collect();
        if self.commands_apply() {
            phrases.extend(self.commands.iter().map(|(_, s)| vec![s.clone()]));
        }
        // A reading the stock model cannot fit to the prompt's words (the voice it is there
        // to learn) still ends as an utterance, on the garbage path, instead of going unheard.
        phrases.push(vec![vec![vec![GARBAGE.to_string()]]]);
        self.devices.listen_for(phrases);
        let total = self.prompts.len().to_string();
        let id = if again {
            "sample-prompt-again"
        } else {
            "sample-prompt"
        };
        let mut text = self.msg(
            id,
            &[
                ("number", number.to_string()),
                ("total", total),
                ("text", p.text.clone()),
            ],
        );
        if p.phrases.len() > 1 {
            text = format!("{text} {}", self.msg("sample-pauses", &[]));
        }
        self.tell(SpeechKind::Question, text)
    }

    /// Writes the reading of prompt `number` as N.wav (16 kHz mono, 16 bit).
    fn keep(&mut self, number: usize) -> Result<(), String> {
        let path = self.dir.join(format!("{number}.wav"));
        let spec = hound::WavSpec {
            channels: 1,
            sample_rate: 16_000,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        let partial = path.with_extension("wav.part");
        let write = || -> Result<(), hound::Error> {
            let mut w = hound::WavWriter::create(&partial, spec)?;
            for s in &self.take {
                w.write_sample(*s)?;
            }
            w.finalize()
        };
        write().map_err(|e| format!("{}: {e}", path.display()))?;
        std::fs::rename(&partial, &path).map_err(|e| format!("{}: {e}", path.display()))?;
        self.take.clear();
        Ok(())
    }

    /// Every prompt is read: the voice is learnt. A recording that did not match its words is
    /// removed, so that the next sample asks for it again.
    fn learn(&mut self) -> io::Result<()> {
        let m = tc(
            self.lang,
            "sample-learning",
            &[("total", self.prompts.len().into())],
        );
        self.tell(SpeechKind::Info, m)?;
        self.end()?;
        let said = match learn(&self.vocabulary, &self.dir, &self.data) {
            Ok(l) => {
                let mut said = vec![(
                    SpeechKind::Result,
                    tc(
                        self.lang,
                        "sample-learnt",
                        &[("learnt", l.learnt.into()), ("total", l.prompts.into())],
                    ),
                )];
                if !l.unaligned.is_empty() {
                    for n in &l.unaligned {
                        let _ = std::fs::remove_file(self.dir.join(format!("{n}.wav")));
                    }
                    let list: Vec<String> = l.unaligned.iter().map(usize::to_string).collect();
                    said.push((
                        SpeechKind::Result,
                        self.msg("sample-not-learnt", &[("numbers", list.join(", "))]),
                    ));
                }
                said
            }
            Err(why) => vec![(
                SpeechKind::Error,
                self.msg("sample-failed", &[("why", why)]),
            )],
        };
        self.devices.tell(said)
    }

    /// The session is over: nothing more is heard.
    fn end(&mut self) -> io::Result<()> {
        self.ended = Some(self.time.now());
        self.devices.capture(false);
        self.devices.set_listening(false);
        Ok(())
    }

    /// The current prompt holds none of the command words, not even inside a longer word (a
    /// reading of "zurücknehmen" heard as "zurück" went back a prompt, and the sample went
    /// back and forth between two prompts for ever): they may be said between readings.
    fn commands_apply(&self) -> bool {
        let Some(n) = self.session.current() else {
            return false;
        };
        let words: Vec<&String> = self.prompts[n - 1].phrases.iter().flatten().collect();
        !self.commands.iter().any(|(_, spellings)| {
            spellings
                .iter()
                .flatten()
                .any(|c| words.iter().any(|w| w.starts_with(c.as_str())))
        })
    }

    /// The command a line or a hearing is, when it is nothing but one.
    fn command_input(&self, text: &str) -> Option<Input> {
        let words = Lexicon::builtin().tokenize(text);
        let [word] = words.as_slice() else {
            return None;
        };
        match word.command()? {
            Command::Repeat => Some(Input::Again),
            Command::Back => Some(Input::Back),
            Command::Stop => Some(Input::Pause),
            _ => None,
        }
    }

    fn next_unrecorded(&self) -> usize {
        (1..=self.prompts.len())
            .find(|n| !self.dir.join(format!("{n}.wav")).is_file())
            .unwrap_or(1)
    }

    fn msg(&self, id: &str, args: &[(&str, String)]) -> String {
        t(self.lang, id, args)
    }

    fn tell(&mut self, kind: SpeechKind, text: String) -> io::Result<()> {
        self.devices.tell(vec![(kind, text)])
    }
}
