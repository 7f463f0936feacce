//! Bots in any language: a child process that answers one JSON line per decision
//! (the bot side of the protocol, docs/protocol.md).
//!
//! For each decision the bot receives
//! `{"cmd":"choose","game":"claim","view":{...},"legal":["Gb0","Kn7"]}` and answers
//! `{"action":"Kn7"}`. Its input closes when the game is over; it should then exit.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
};

use anyhow::{Context, Result};
use interregnum_bots::Bot;
use interregnum_core::Game;
use serde::Deserialize;
use serde_json::json;

/// A bot run as a child process through `sh -c COMMAND`.
pub struct ExternalBot {
    command: String,
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    /// Decisions the bot got wrong (no answer, bad JSON, an illegal action); each was
    /// replaced by the first legal action.
    pub failures: usize,
}

#[derive(Deserialize)]
struct Answer {
    action: String,
}

impl ExternalBot {
    /// Starts the program.
    ///
    /// # Errors
    /// If the command cannot be started.
    pub fn spawn(command: &str) -> Result<ExternalBot> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("could not start the external bot {command:?}"))?;
        let stdin = child.stdin.take().context("the bot's stdin is piped")?;
        let stdout = BufReader::new(child.stdout.take().context("the bot's stdout is piped")?);
        Ok(ExternalBot {
            command: command.to_owned(),
            child,
            stdin: Some(stdin),
            stdout,
            failures: 0,
        })
    }

    fn ask<G: Game>(&mut self, view: &G::View, legal: &[G::Action]) -> Result<G::Action> {
        let legal_text: Vec<String> = legal.iter().map(ToString::to_string).collect();
        let request =
            json!({ "cmd": "choose", "game": G::NAME, "view": view, "legal": legal_text });
        let stdin = self.stdin.as_mut().context("the bot's input is closed")?;
        writeln!(stdin, "{request}").context("the bot does not read its input")?;
        stdin.flush()?;
        let mut line = String::new();
        if self.stdout.read_line(&mut line)? == 0 {
            anyhow::bail!("the bot closed its output");
        }
        let answer: Answer =
            serde_json::from_str(&line).with_context(|| format!("bad answer {line:?}"))?;
        let action: G::Action = answer
            .action
            .parse()
            .map_err(|err| anyhow::anyhow!("{err}"))?;
        anyhow::ensure!(
            legal.contains(&action),
            "{action} is not legal; allowed: {}",
            legal_text.join(" ")
        );
        Ok(action)
    }
}

impl<G: Game> Bot<G> for ExternalBot {
    fn name(&self) -> String {
        format!("cmd:{}", self.command)
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action {
        match self.ask::<G>(view, legal) {
            Ok(action) => action,
            Err(err) => {
                if self.failures == 0 {
                    eprintln!(
                        "warning: external bot {:?}: {err:#}; playing {} instead",
                        self.command, legal[0]
                    );
                }
                self.failures += 1;
                legal[0]
            }
        }
    }
}

impl Drop for ExternalBot {
    fn drop(&mut self) {
        // Closing its input tells the bot the game is over.
        // A bot that does not exit within a second of that is stopped.
        drop(self.stdin.take());
        for _ in 0..20 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
