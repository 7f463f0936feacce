//! Bots in any language: a child process that answers one JSON line per decision
//! (the bot side of the protocol, docs/protocol.md).
//!
//! For each decision the bot receives
//! `{"cmd":"choose","game":"claim","view":{...},"legal":["Gb0","Kn7"]}` and answers
//! `{"action":"Kn7"}`. Its input closes when the game is over; it should then exit.
//!
//! A bot can never hang or crash its host: each answer has a time limit, an answer line has
//! a length limit, requests are written and answers read on threads of their own (so a bot
//! that reads nothing or writes without end blocks only those threads), and the bot runs in
//! a process group of its own that is ended with it, children included.

use std::{
    fmt,
    io::{self, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender},
    thread,
    time::{Duration, Instant},
};

use interregnum_core::Game;
use serde::Deserialize;
use serde_json::json;

use crate::{
    i18n::tr,
    lines::{self, LineRead},
};

/// How long a bot may take over one decision unless told otherwise: like a tournament
/// manager's move time, generous for a program that answers at once and short enough that
/// a bot that hangs costs a few seconds, not a tournament.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(5);

/// How much longer the first decision of a game may take unless told otherwise: the bot
/// starts for every game, and a program that loads a model first, or any program on a
/// busy machine, needs time that says nothing about its moves (a Python bot takes 50 ms
/// on an idle machine and over a second on a loaded one).
pub const DEFAULT_START_TIME: Duration = Duration::from_secs(10);

/// The time a bot has for its decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeLimits {
    /// For each decision.
    pub move_time: Duration,
    /// On top of the move time, for the first decision of each game.
    pub start_time: Duration,
}

impl Default for TimeLimits {
    fn default() -> TimeLimits {
        TimeLimits {
            move_time: DEFAULT_MOVE_TIME,
            start_time: DEFAULT_START_TIME,
        }
    }
}

/// The longest answer line a bot may write, its newline not counted. An answer is one
/// action, tens of bytes; a bot that writes more without a newline is stopped after this
/// much instead of being buffered.
pub const MAX_ANSWER_BYTES: usize = 64 * 1024;

/// How long a bot has to exit after its input closes at the end of a game.
pub const EXIT_GRACE: Duration = Duration::from_secs(1);

/// How a bot failed a decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// No answer within the move time; `start_time` is the extra time it had, if this was
    /// its first decision of the game.
    Timeout {
        move_time: Duration,
        start_time: Option<Duration>,
    },
    /// The bot ended, or closed its output, before answering. `status` is how it ended,
    /// if it had ended by the time it was asked.
    Crash { status: Option<ExitStatus> },
    /// An answer that is not `{"action": A}` with `A` one of the legal actions.
    Illegal { reason: String },
}

impl Fault {
    /// What the bot's author can do about it, in the person's language.
    #[must_use]
    pub fn advice(&self) -> String {
        let id = match self {
            Fault::Timeout { .. } => "cli-advice-timeout",
            Fault::Crash { status } if matches!(status.and_then(|s| s.code()), Some(126 | 127)) => {
                "cli-advice-command"
            }
            Fault::Crash { .. } => "cli-advice-crash",
            Fault::Illegal { .. } => "cli-advice-illegal",
        };
        tr(id, &[])
    }
}

impl fmt::Display for Fault {
    /// What happened, as in "it did not answer within 5 s", in the person's language.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Fault::Timeout {
                move_time,
                start_time: None,
            } => tr(
                "cli-fault-timeout",
                &[("seconds", &move_time.as_secs_f64())],
            ),
            Fault::Timeout {
                move_time,
                start_time: Some(start_time),
            } => tr(
                "cli-fault-timeout-first",
                &[
                    ("total", &(*move_time + *start_time).as_secs_f64()),
                    ("move", &move_time.as_secs_f64()),
                    ("start", &start_time.as_secs_f64()),
                ],
            ),
            Fault::Crash { status: None } => tr("cli-fault-closed", &[]),
            Fault::Crash {
                status: Some(status),
            } => match status.code() {
                Some(127) => tr("cli-fault-not-found", &[]),
                Some(126) => tr("cli-fault-not-executable", &[]),
                Some(code) => tr("cli-fault-exit", &[("code", &code)]),
                None => tr("cli-fault-ended", &[("status", status)]),
            },
            Fault::Illegal { reason } => tr("cli-fault-illegal", &[("reason", reason)]),
        };
        f.write_str(&text)
    }
}

/// What the reading thread heard from the bot.
enum FromBot {
    Line(Vec<u8>),
    /// A line longer than [`MAX_ANSWER_BYTES`]; its start, for the message.
    TooLong(Vec<u8>),
    /// The output closed (the bot ended) or could not be read.
    Closed,
}

/// A bot run as a child process through `sh -c COMMAND`, for one game.
pub struct ExternalBot {
    child: Child,
    time: TimeLimits,
    /// Whether the bot has been asked for a decision yet.
    asked: bool,
    /// Requests for the writing thread; `None` once the bot's input is to close.
    requests: Option<Sender<String>>,
    /// When the bot's input was closed.
    input_closed: Option<Instant>,
    answers: Receiver<FromBot>,
    /// How the bot ended, once it has been seen to end.
    status: Option<ExitStatus>,
    /// Whether the bot's process group has been ended.
    ended: bool,
}

#[derive(Deserialize)]
struct Answer {
    action: String,
}

impl ExternalBot {
    /// Starts the program in a process group of its own.
    ///
    /// # Errors
    /// If `sh` cannot be started. (A command that `sh` cannot run starts; it then ends at
    /// once, which its first decision reports as a [`Fault::Crash`].)
    pub fn spawn(command: &str, time: TimeLimits) -> io::Result<ExternalBot> {
        let mut shell = Command::new("sh");
        shell
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        group::new_group(&mut shell);
        let mut child = shell.spawn()?;
        let stdin = child.stdin.take().expect("the bot's stdin is piped");
        let stdout = child.stdout.take().expect("the bot's stdout is piped");
        let (requests, to_write) = mpsc::channel();
        // The reader waits for the game once a few lines are queued, so a bot that writes
        // lines without end is slowed down instead of filling memory.
        let (heard, answers) = mpsc::sync_channel(4);
        // Neither thread is joined: each ends when the bot's pipe closes, which ending the
        // process group does, and a process that left the group could hold the pipe open
        // for ever. A thread left behind then waits on that pipe, and holds nothing else.
        let started = thread::Builder::new()
            .name("bot input".into())
            .spawn(move || write_requests(stdin, &to_write))
            .and_then(|_| {
                thread::Builder::new()
                    .name("bot output".into())
                    .spawn(move || read_answers(stdout, &heard))
            });
        if let Err(err) = started {
            group::kill(&mut child);
            let _ = child.wait();
            return Err(err);
        }
        Ok(ExternalBot {
            child,
            time,
            asked: false,
            requests: Some(requests),
            input_closed: None,
            answers,
            status: None,
            ended: false,
        })
    }

    /// Asks the bot for its seat's decision. On a fault the bot is stopped: it has no
    /// further use in this game.
    ///
    /// # Errors
    /// The [`Fault`] if the bot does not answer in time with a legal action.
    pub fn choose<G: Game>(
        &mut self,
        view: &G::View,
        legal: &[G::Action],
    ) -> Result<G::Action, Fault> {
        let legal_text: Vec<String> = legal.iter().map(ToString::to_string).collect();
        let request =
            json!({ "cmd": "choose", "game": G::NAME, "view": view, "legal": legal_text });
        let answer = self
            .exchange(request.to_string())
            .and_then(|line| parse_answer::<G>(&line, legal, &legal_text));
        if answer.is_err() {
            self.end(Duration::ZERO);
        }
        answer
    }

    /// Sends one request line and waits, at most the move time (and the start time, the
    /// first time), for one answer line.
    fn exchange(&mut self, request: String) -> Result<Vec<u8>, Fault> {
        if let Some(requests) = &self.requests {
            // If the writer has stopped, the bot's input broke: the answer shows why.
            let _ = requests.send(request);
        }
        let start_time = (!self.asked).then_some(self.time.start_time);
        self.asked = true;
        let limit = self.time.move_time + start_time.unwrap_or_default();
        match self.answers.recv_timeout(limit) {
            Ok(FromBot::Line(line)) => Ok(line),
            Ok(FromBot::TooLong(start)) => Err(Fault::Illegal {
                reason: format!(
                    "it wrote more than {MAX_ANSWER_BYTES} bytes without a newline, starting {}",
                    preview(&start)
                ),
            }),
            Ok(FromBot::Closed) | Err(RecvTimeoutError::Disconnected) => Err(Fault::Crash {
                status: self.exit_status_by(Instant::now() + Duration::from_millis(250)),
            }),
            Err(RecvTimeoutError::Timeout) => Err(Fault::Timeout {
                move_time: self.time.move_time,
                start_time,
            }),
        }
    }

    /// How the bot ended, waiting until `deadline` for it to end.
    fn exit_status_by(&mut self, deadline: Instant) -> Option<ExitStatus> {
        loop {
            if self.status.is_none() {
                self.status = self.child.try_wait().ok().flatten();
            }
            if self.status.is_some() || Instant::now() >= deadline {
                return self.status;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Closes the bot's input: the game is over. Closing every bot's input before ending
    /// any lets them all use the same grace period.
    pub fn close_input(&mut self) {
        drop(self.requests.take());
        self.input_closed.get_or_insert_with(Instant::now);
    }

    /// Closes the bot's input, gives it until `grace` after that to exit, then ends its
    /// whole process group, so that no process it started outlives it.
    fn end(&mut self, grace: Duration) {
        if self.ended {
            return;
        }
        self.ended = true;
        self.close_input();
        let closed = self.input_closed.unwrap_or_else(Instant::now);
        self.exit_status_by(closed + grace);
        group::kill(&mut self.child);
        if self.status.is_none() {
            self.status = self.child.wait().ok();
        }
    }
}

impl Drop for ExternalBot {
    fn drop(&mut self) {
        self.end(EXIT_GRACE);
    }
}

/// The action an answer line names, if it is legal.
fn parse_answer<G: Game>(
    line: &[u8],
    legal: &[G::Action],
    legal_text: &[String],
) -> Result<G::Action, Fault> {
    let illegal = |reason: String| Fault::Illegal { reason };
    let text = std::str::from_utf8(line)
        .map_err(|_| illegal(format!("{} is not UTF-8", preview(line))))?;
    let answer: Answer = serde_json::from_str(text).map_err(|err| {
        illegal(format!(
            "{} is not {{\"action\": ...}} ({err})",
            preview(line)
        ))
    })?;
    let action: G::Action = answer
        .action
        .parse()
        .map_err(|err| illegal(format!("{:?} is not an action: {err}", answer.action)))?;
    if !legal.contains(&action) {
        const SHOWN: usize = 12;
        let mut allowed = legal_text[..legal_text.len().min(SHOWN)].join(" ");
        if legal_text.len() > SHOWN {
            allowed.push_str(&format!(" and {} more", legal_text.len() - SHOWN));
        }
        return Err(illegal(format!(
            "{action} is not legal now; legal: {allowed}"
        )));
    }
    Ok(action)
}

/// The start of a bot's answer, quoted, for a message.
fn preview(line: &[u8]) -> String {
    const SHOWN: usize = 80;
    let text = String::from_utf8_lossy(&line[..line.len().min(SHOWN)]);
    if line.len() > SHOWN {
        format!("{text:?}…")
    } else {
        format!("{text:?}")
    }
}

/// Writes each request as one line, until the requests end or the bot's input breaks.
fn write_requests(mut stdin: ChildStdin, requests: &Receiver<String>) {
    for request in requests {
        let written = stdin
            .write_all(request.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if written.is_err() {
            return;
        }
    }
}

/// Passes on each answer line, up to a too-long one or the end of the output.
fn read_answers(stdout: ChildStdout, heard: &SyncSender<FromBot>) {
    let mut reader = BufReader::new(stdout);
    let mut line = Vec::new();
    loop {
        let event = match lines::read_line(&mut reader, &mut line, MAX_ANSWER_BYTES) {
            Ok(LineRead::Line) => FromBot::Line(std::mem::take(&mut line)),
            Ok(LineRead::TooLong) => {
                line.truncate(80);
                let _ = heard.send(FromBot::TooLong(line));
                return;
            }
            Ok(LineRead::End) | Err(_) => {
                let _ = heard.send(FromBot::Closed);
                return;
            }
        };
        if heard.send(event).is_err() {
            return;
        }
    }
}

/// The bot's process group: it is started as the leader of a new group, and the group is
/// killed as a whole, so that what the bot started (a `sh -c` pipeline, a forked worker)
/// ends with it.
#[cfg(unix)]
mod group {
    use std::{os::unix::process::CommandExt, process::Child};

    use nix::{
        sys::signal::{Signal, killpg},
        unistd::Pid,
    };

    pub(super) fn new_group(command: &mut std::process::Command) {
        command.process_group(0);
    }

    /// Kills every process in the child's group. While any member lives the group keeps
    /// the child's process id, so the id names no other group. Once all are gone (the child
    /// reaped, no member left) the call finds no group, which is not an error here: the
    /// kernel hands out process ids in turn, so the id is not reused in that instant.
    pub(super) fn kill(child: &mut Child) {
        if let Ok(id) = i32::try_from(child.id()) {
            let _ = killpg(Pid::from_raw(id), Signal::SIGKILL);
        }
    }
}

/// Without process groups, only the child itself is ended.
#[cfg(not(unix))]
mod group {
    use std::process::Child;

    pub(super) fn new_group(_command: &mut std::process::Command) {}

    pub(super) fn kill(child: &mut Child) {
        let _ = child.kill();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bot that never reads its input must not block the host writing to it, even when
    /// the request is larger than the pipe holds.
    #[test]
    fn a_bot_that_reads_nothing_times_out_instead_of_blocking_the_writer() {
        let time = TimeLimits {
            move_time: Duration::from_millis(200),
            start_time: Duration::from_millis(100),
        };
        let mut bot = ExternalBot::spawn("exec sleep 30", time).unwrap();
        let started = Instant::now();
        let request = "x".repeat(4 << 20);
        assert_eq!(
            bot.exchange(request.clone()),
            Err(Fault::Timeout {
                move_time: time.move_time,
                start_time: Some(time.start_time)
            })
        );
        assert_eq!(
            bot.exchange(request),
            Err(Fault::Timeout {
                move_time: time.move_time,
                start_time: None
            }),
            "only the first decision has the start time"
        );
        assert!(started.elapsed() < Duration::from_secs(5));
        bot.end(Duration::ZERO);
        assert!(bot.status.is_some(), "the bot was ended");
    }

    #[test]
    fn endless_output_is_cut_at_the_answer_limit() {
        let mut bot = ExternalBot::spawn("yes | tr -d '\\n'", TimeLimits::default()).unwrap();
        let fault = bot.exchange("{}".into()).unwrap_err();
        assert!(
            matches!(&fault, Fault::Illegal { reason } if reason.contains("without a newline")),
            "{fault}"
        );
    }

    #[test]
    fn a_command_the_shell_cannot_find_is_a_crash_that_says_so() {
        let mut bot = ExternalBot::spawn("/nonexistent/bot", TimeLimits::default()).unwrap();
        let fault = bot.exchange("{}".into()).unwrap_err();
        assert!(
            fault.to_string().contains("did not find the command"),
            "{fault}"
        );
        assert!(fault.advice().contains("sh -c"));
    }
}
