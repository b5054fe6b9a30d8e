//! Helpers shared by the end-to-end tests.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use ansage::core::session::Output;

/// The texts of what the session said.
pub fn said(out: &[Output]) -> Vec<String> {
    out.iter()
        .filter_map(|o| match o {
            Output::Say(s) => Some(s.text.clone()),
            _ => None,
        })
        .collect()
}

/// Runs `ansage console --data-dir DIR --config DIR/config.toml ARGS` with the given input;
/// returns its stdout lines.
pub fn console(dir: &Path, args: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ansage"))
        .arg("console")
        .arg("--data-dir")
        .arg(dir)
        .arg("--config")
        .arg(dir.join("config.toml"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start ansage");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "ansage console failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}
