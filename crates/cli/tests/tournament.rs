//! `interregnum tournament`, through the binary, with built-in and external bots, well
//! behaved and not: bots written by the tests that hang, never read, write without end,
//! crash, answer nonsense, or leave processes behind.

mod common;

use std::{
    io::Read,
    path::{Path, PathBuf},
    process::{Command, ExitStatus, Stdio},
    sync::mpsc,
    time::{Duration, Instant},
};

use common::{interregnum, json_of};
use interregnum_cli::tournament::FAILING_GAMES;
use serde_json::Value;

fn tournament(args: &[&str]) -> std::process::Output {
    interregnum()
        .arg("tournament")
        .arg("claim")
        .args(args)
        .output()
        .unwrap()
}

fn report(args: &[&str]) -> Value {
    json_of(&tournament(args))
}

#[test]
fn round_robin_on_mirrored_deals_with_ratings_is_reproducible() {
    let args = [
        "--bots",
        "random,heuristic,ismcts:50",
        "--games",
        "20",
        "--seed",
        "3",
        "--json",
    ];
    let first = report(&args);
    assert_eq!(first["games_per_pair"], 20);
    let pairs = first["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 3, "every pair of three bots");
    for pair in pairs {
        let total = pair["first_wins"].as_u64().unwrap()
            + pair["draws"].as_u64().unwrap()
            + pair["second_wins"].as_u64().unwrap();
        assert_eq!(total, 20);
    }
    let ratings = first["ratings"].as_array().unwrap();
    assert_eq!(ratings.len(), 3);
    assert!(
        ratings
            .windows(2)
            .all(|w| w[0]["rating"].as_f64() >= w[1]["rating"].as_f64())
    );
    assert!(
        ratings
            .iter()
            .all(|r| r["low"].as_f64() < r["rating"].as_f64())
    );
    assert_eq!(
        report(&[&args[..], &["--threads", "1"]].concat()),
        first,
        "threads change nothing"
    );
}

#[test]
fn an_external_python_bot_plays_through_the_bot_protocol() {
    let bot = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/random_bot.py");
    let entrant = format!("heuristic,cmd:python3 {bot} 7");
    let output = tournament(&["--bots", &entrant, "--games", "4", "--seed", "1", "--csv"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        !stderr.contains("warning"),
        "the example bot answers legally: {stderr}"
    );
    let csv = String::from_utf8(output.stdout).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some(
            "bot,opponent,games,wins,draws,losses,score,score_low,score_high,timeouts,crashes,illegal,opponent_timeouts,opponent_crashes,opponent_illegal"
        )
    );
    let row = lines.next().unwrap();
    assert!(row.starts_with("\"heuristic\",\"cmd:python3 "), "{row}");
    assert!(row.contains(",4,"), "four games: {row}");
    assert!(row.ends_with(",0,0,0,0,0,0"), "no failures: {row}");
}

#[test]
fn entrants_are_checked() {
    let output = tournament(&["--bots", "random", "--games", "2"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("at least two bots"));
    let output = tournament(&["--bots", "random,cmd:", "--games", "2"]);
    assert!(String::from_utf8_lossy(&output.stderr).contains("cmd: needs a command"));
    for flag in [
        "--move-time=0",
        "--move-time=-1",
        "--move-time=soon",
        "--move-time=7200",
        "--start-time=-1",
    ] {
        let output = tournament(&["--bots", "random,heuristic", flag]);
        assert!(!output.status.success());
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("seconds"),
            "{flag}"
        );
    }
}

/// A bot whose behaviour changes with each start (the check before the tournament is the
/// first start, then one per game): `python3 moody.py STARTS MODE...` takes the MODE of this
/// start, the last one repeating. STARTS is a file that counts the starts; PIDS (beside it)
/// collects the process ids of the bot and of any child it forks.
///
/// Modes: `ok` answers the first legal action; `mute` reads and never answers; `hang`
/// answers once, then never again; `deaf` never reads; `crash` exits at the first request;
/// `endless` answers with bytes and no newline, without end; `illegal` answers an action
/// that does not exist; `fork` forks a child that sleeps for ever, answers as `ok` and
/// ignores the end of its input.
const MOODY_BOT: &str = r#"
import json, os, sys, time

starts, modes = sys.argv[1], sys.argv[2:]
with open(starts, "a+") as f:
    f.seek(0)
    n = len(f.read().splitlines())
    f.write("start\n")
mode = modes[min(n, len(modes) - 1)]

def note_pid():
    with open(os.path.join(os.path.dirname(starts), "pids"), "a") as f:
        f.write("%d\n" % os.getpid())

def forever():
    while True:
        time.sleep(1)

if mode == "deaf":
    forever()
if mode == "fork":
    note_pid()
    if os.fork() == 0:
        note_pid()
        forever()

answered = 0
for line in sys.stdin:
    request = json.loads(line)
    if mode == "mute" or (mode == "hang" and answered > 0):
        forever()
    if mode == "crash":
        sys.exit(3)
    if mode == "endless":
        while True:
            sys.stdout.write("x" * 65536)
            sys.stdout.flush()
    action = "nonsense" if mode == "illegal" else request["legal"][0]
    print(json.dumps({"action": action}), flush=True)
    answered += 1

if mode == "fork":
    forever()
"#;

/// A fresh directory for one test's bot, with the moody bot in it.
fn bot_dir(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("tournament-{test}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("moody.py"), MOODY_BOT).unwrap();
    dir
}

/// The entrant `cmd:` for the moody bot in `dir` with `modes`. (`-S`: without the site
/// packages Python starts several times faster, which keeps the tests quick on a busy
/// machine; the bot needs only the standard library.)
fn moody(dir: &Path, modes: &str) -> String {
    format!(
        "cmd:python3 -S {} {} {modes}",
        dir.join("moody.py").display(),
        dir.join("starts").display()
    )
}

/// One run of the binary, bounded in time.
struct Run {
    status: ExitStatus,
    stdout: String,
    stderr: String,
    took: Duration,
}

/// Runs `interregnum tournament claim ARGS`; a run that takes a minute, or whose output
/// stays open after it ends (a process it started lives on), fails the test.
fn tournament_within_a_minute(args: &[&str]) -> Run {
    const LIMIT: Duration = Duration::from_secs(60);
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(["tournament", "claim"])
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let read_all = |mut pipe: Box<dyn Read + Send>| {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            let _ = tx.send(String::from_utf8_lossy(&text).into_owned());
        });
        rx
    };
    let stdout = read_all(Box::new(child.stdout.take().unwrap()));
    let stderr = read_all(Box::new(child.stderr.take().unwrap()));
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > LIMIT {
            let _ = child.kill();
            panic!("the tournament {args:?} did not end within {LIMIT:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let took = started.elapsed();
    let wait = Duration::from_secs(5);
    let stdout = stdout
        .recv_timeout(wait)
        .expect("the tournament's output closes when it ends: nothing it started holds it");
    let stderr = stderr
        .recv_timeout(wait)
        .expect("the tournament's error output closes when it ends");
    Run {
        status,
        stdout,
        stderr,
        took,
    }
}

/// The error a tournament stopped with: it failed, soon, and names the bot.
fn stopped_with(run: &Run, bot: &str) -> String {
    assert!(
        !run.status.success(),
        "the tournament should stop: {}",
        run.stderr
    );
    assert!(run.took < Duration::from_secs(15), "took {:?}", run.took);
    // A bot's own error output shares the stream and may end without a newline (a Python
    // bot stopped while it reports a broken pipe), so the error is found, not a line start.
    let at = run
        .stderr
        .rfind("error: the external bot")
        .unwrap_or_else(|| panic!("no error in {:?}", run.stderr));
    let error = run.stderr[at..].lines().next().unwrap().to_owned();
    assert!(error.contains(bot), "{error} names {bot}");
    error
}

#[test]
fn a_bot_that_cannot_start_stops_the_tournament_with_a_clear_error() {
    let run =
        tournament_within_a_minute(&["--bots", "random,cmd:/nonexistent/bot", "--games", "4"]);
    let error = stopped_with(&run, "cmd:/nonexistent/bot");
    assert!(error.contains("did not find the command"), "{error}");
    assert!(error.contains("sh -c"), "says what to do: {error}");
    assert!(run.stdout.is_empty(), "no report: {}", run.stdout);
}

#[test]
fn a_bot_that_never_answers_stops_the_tournament_within_its_time() {
    let dir = bot_dir("never-answers");
    let bot = moody(&dir, "mute");
    let run = tournament_within_a_minute(&[
        "--bots",
        &format!("random,{bot}"),
        "--move-time",
        "0.3",
        "--start-time",
        "0.2",
    ]);
    let error = stopped_with(&run, &bot);
    assert!(
        error.contains(
            "did not answer its first request of the game within 0.5 s (the move time of 0.3 s and 0.2 s to start)"
        ),
        "{error}"
    );
    assert!(error.contains("--move-time"), "says what to do: {error}");
}

#[test]
fn a_bot_that_never_reads_its_input_stops_the_tournament() {
    let dir = bot_dir("never-reads");
    let bot = moody(&dir, "deaf");
    let run = tournament_within_a_minute(&[
        "--bots",
        &format!("{bot},random"),
        "--move-time",
        "0.3",
        "--start-time",
        "0",
    ]);
    let error = stopped_with(&run, &bot);
    assert!(error.contains("did not answer"), "{error}");
}

#[test]
fn a_bot_that_writes_without_end_is_cut_off() {
    let dir = bot_dir("endless");
    let bot = moody(&dir, "endless");
    let run = tournament_within_a_minute(&["--bots", &format!("random,{bot}")]);
    let error = stopped_with(&run, &bot);
    assert!(
        error.contains("more than 65536 bytes without a newline"),
        "{error}"
    );
}

#[test]
fn a_bot_that_fails_every_move_stops_the_tournament() {
    let dir = bot_dir("fails-every-move");
    // It answers the check before the tournament, then nothing legal.
    let bot = moody(&dir, "ok illegal");
    let run = tournament_within_a_minute(&[
        "--bots",
        &format!("random,{bot}"),
        "--games",
        "40",
        "--threads",
        "1",
    ]);
    let error = stopped_with(&run, &bot);
    assert!(
        error.contains(&format!(
            "failed every decision of its first {FAILING_GAMES} games"
        )),
        "{error}"
    );
    assert!(error.contains("nonsense"), "says what it answered: {error}");
    let starts = std::fs::read_to_string(dir.join("starts")).unwrap();
    assert_eq!(
        starts.lines().count(),
        1 + FAILING_GAMES,
        "the check, then the games"
    );
}

/// Each failure forfeits the game (a loss) and is counted by kind; the next game starts a
/// fresh process, which plays.
#[test]
fn failures_forfeit_the_game_and_are_counted_per_bot() {
    let dir = bot_dir("counted");
    let bot = moody(&dir, "ok ok hang crash endless illegal ok");
    let run = tournament_within_a_minute(&[
        "--bots",
        &format!("random,{bot}"),
        "--games",
        "6",
        "--threads",
        "1",
        // Ample for a bot that answers at once, on a busy machine; its start-up has the
        // default start time on top.
        "--move-time",
        "1",
        "--json",
    ]);
    assert!(run.status.success(), "{}", run.stderr);
    let report: Value = serde_json::from_str(&run.stdout).unwrap();
    let pair = &report["pairs"][0];
    let expected = serde_json::json!({"timeouts": 1, "crashes": 1, "illegal": 2});
    assert_eq!(pair["second_faults"], expected, "{pair}");
    assert_eq!(
        pair["first_faults"],
        serde_json::json!({"timeouts": 0, "crashes": 0, "illegal": 0})
    );
    assert!(
        pair["first_wins"].as_u64().unwrap() >= 4,
        "each forfeit is a loss: {pair}"
    );
    let row = report["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["entrant"] == bot.as_str())
        .unwrap();
    assert_eq!(row["faults"], expected);
    assert_eq!(row["external"], true);
    assert_eq!(report["move_time"], 1.0);
    assert_eq!(report["start_time"], 10.0);
    assert_eq!(run.stderr.matches("forfeits").count(), 4, "{}", run.stderr);
    for what in [
        "did not answer",
        "exited with status 3",
        "without a newline",
        "\"nonsense\"",
    ] {
        assert!(run.stderr.contains(what), "{what}: {}", run.stderr);
    }
}

#[test]
fn failures_show_in_the_csv_and_the_tables() {
    let dir = bot_dir("shown");
    let bot = moody(&dir, "ok ok crash illegal illegal ok");
    let args = [
        "--bots",
        &format!("random,{bot}"),
        "--games",
        "4",
        "--threads",
        "1",
    ];
    let run = tournament_within_a_minute(&[&args[..], &["--csv"]].concat());
    assert!(run.status.success(), "{}", run.stderr);
    let row = run.stdout.lines().nth(1).unwrap();
    assert!(row.ends_with(",0,0,0,0,1,2"), "{row}");

    std::fs::remove_file(dir.join("starts")).unwrap();
    let run = tournament_within_a_minute(&args);
    assert!(run.status.success(), "{}", run.stderr);
    let table = &run.stdout;
    assert!(
        table.contains("Timeouts") && table.contains("Crashes") && table.contains("Illegal"),
        "{table}"
    );
    // The ratings table comes after the pair table.
    let line = table
        .lines()
        .rfind(|line| line.contains("moody.py"))
        .unwrap();
    let cells: Vec<&str> = line
        .split(['┆', '│'])
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .collect();
    assert_eq!(cells[cells.len() - 3..], ["0", "1", "2"], "{line}");
}

/// A bot that forks a child and ignores the end of its input: both are ended with the
/// game, and none outlives the tournament.
#[cfg(target_os = "linux")]
#[test]
fn no_process_of_a_bot_outlives_the_tournament() {
    let dir = bot_dir("orphans");
    let bot = moody(&dir, "fork");
    let run = tournament_within_a_minute(&["--bots", &format!("random,{bot}"), "--games", "2"]);
    assert!(run.status.success(), "{}", run.stderr);
    let pids: Vec<u32> = std::fs::read_to_string(dir.join("pids"))
        .unwrap()
        .lines()
        .map(|line| line.parse().unwrap())
        .collect();
    assert_eq!(pids.len(), 6, "a bot and its child at each of three starts");
    let running = |pid: u32| {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
            stat.rsplit(')')
                .next()
                .is_some_and(|rest| !rest.trim_start().starts_with('Z'))
        })
    };
    let deadline = Instant::now() + Duration::from_secs(2);
    while pids.iter().any(|&pid| running(pid)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let survivors: Vec<u32> = pids.iter().copied().filter(|&pid| running(pid)).collect();
    for pid in &survivors {
        let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    }
    assert!(survivors.is_empty(), "still running: {survivors:?}");
}

#[test]
fn the_report_says_which_bot_each_level_was_at_the_table() {
    let args = ["--bots", "easy,random", "--games", "2", "--seed", "1"];
    let json = report(&[&args[..], &["--json"]].concat());
    assert_eq!(
        json["levels"],
        serde_json::json!([{ "level": "easy", "bot": "heuristic" }]),
        "only level entrants are listed, with the bot they stand for"
    );
    let tables = tournament(&args);
    assert!(tables.status.success(), "{tables:?}");
    let text = String::from_utf8(tables.stdout).unwrap();
    assert!(
        text.contains("easy is at this table: rules of thumb, no search"),
        "{text}"
    );
}

/// `--games 0` played two games and said "2 games per pair" (simulate refuses 0), and a
/// huge count did not play at all: the whole schedule was built first, so the process ran
/// out of memory and aborted. Each is refused with what is allowed, in either language.
#[test]
fn game_counts_a_tournament_cannot_play_are_refused() {
    let output = tournament(&["--bots", "random,heuristic", "--games", "0"]);
    assert!(!output.status.success(), "--games 0 must be refused");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("--games must be at least 1"), "{stderr}");
    assert!(output.stdout.is_empty(), "no report for no games");

    let huge = u64::MAX.to_string();
    for bots in ["random,heuristic", "random,heuristic,easy,medium"] {
        let output = tournament(&["--bots", bots, "--games", &huge]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{bots}: {stderr}");
        assert!(
            stderr.contains("at most 1,000,000 games"),
            "{bots}: {stderr}"
        );
    }
    // Two games a deal: the count is rounded up, and told exactly.
    let output = tournament(&["--bots", "random,heuristic", "--games", &huge]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("1 pair of bots makes 18,446,744,073,709,551,616 games"),
        "{stderr}"
    );
    let output = interregnum()
        .args([
            "--lang",
            "nl",
            "tournament",
            "claim",
            "--bots",
            "random,easy",
        ])
        .args(["--games", &huge])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("hoogstens 1.000.000 spellen"), "{stderr}");
}
