//! Helpers shared by the binary's integration tests.
#![allow(dead_code, unreachable_pub)]

pub mod screen;

use std::{
    io::{Read, Write},
    process::{Command as StdCommand, Output, Stdio},
    sync::mpsc,
    time::Duration,
};

use assert_cmd::Command;
use serde_json::Value;

/// The built `interregnum` binary, in English whatever the machine's language.
pub fn interregnum() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_interregnum"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    command
}

/// The JSON a successful run printed; fails the test with its stderr otherwise.
pub fn json_of(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// Runs `interregnum ARGS` as a terminal session with `NO_COLOR`: every time the program
/// shows the prompt `> `, `answer` gets what it printed since the last answer and returns
/// the next line to type. Returns the whole transcript once the program has exited
/// successfully (a program that hangs for a minute ends the session; the caller's asserts
/// on the transcript then tell).
pub fn play_session(args: &[&str], mut answer: impl FnMut(&str) -> String) -> String {
    let mut child = StdCommand::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        loop {
            match stdout.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    let mut transcript = String::new();
    let mut pending = String::new();
    while let Ok(chunk) = rx.recv_timeout(Duration::from_secs(60)) {
        pending.push_str(&String::from_utf8_lossy(&chunk));
        if !pending.ends_with("> ") {
            continue;
        }
        let line = answer(&pending);
        transcript.push_str(&pending);
        transcript.push_str(&line);
        transcript.push('\n');
        pending.clear();
        writeln!(stdin, "{line}").unwrap();
    }
    transcript.push_str(&pending);
    drop(stdin);
    let status = child.wait().unwrap();
    reader.join().unwrap();
    assert!(status.success(), "{transcript}");
    transcript
}
