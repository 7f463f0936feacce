//! Load generator: N concurrent Claim tables, each between two simulated people on their own
//! WebSockets, playing random legal actions at one action per table every `--every-ms`.
//! Reports the action round trip (sending `act` to receiving its `ack`) at p50/p99/max, its
//! own CPU, and, given the servers' pids, their memory per table and CPU.
//!
//! Several servers on one PostgreSQL: `--addr A,B` and `--server-pid P,Q`; table `i` is
//! played through address `i mod n` (both its players, as a proxy routing by table would).
//!
//! ```sh
//! bench/server-load.sh 10000       # builds, starts a server, runs this, stops it
//! cargo run --release -p interregnum-server --example load -- \
//!     --addr 127.0.0.1:8080 --tables 1000 --every-ms 2000 --seconds 60 --server-pid PID
//! bench/server-load-pg.sh 2 2000  # two processes on one PostgreSQL
//! ```
//!
//! Every loop is bounded in count and time, and it talks only to the address given
//! (loopback).

use std::{
    net::SocketAddr,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ServerMessage, Status, TableState},
};
use serde_json::{Value, json};

struct Options {
    addrs: Vec<SocketAddr>,
    tables: usize,
    every: Duration,
    seconds: u64,
    server_pids: Vec<u32>,
    /// One simulated person per table against the server's random bot (one socket per table).
    against_bot: bool,
}

fn options() -> Options {
    let mut options = Options {
        addrs: vec!["127.0.0.1:8080".parse().unwrap()],
        tables: 100,
        every: Duration::from_millis(2000),
        seconds: 30,
        server_pids: Vec::new(),
        against_bot: false,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or_default();
        match pair[0].as_str() {
            "--addr" => {
                options.addrs = value
                    .split(',')
                    .map(|addr| addr.parse().expect("--addr HOST:PORT[,HOST:PORT…]"))
                    .collect();
            }
            "--tables" => options.tables = value.parse().expect("--tables N"),
            "--every-ms" => {
                options.every = Duration::from_millis(value.parse().expect("--every-ms N"))
            }
            "--seconds" => options.seconds = value.parse().expect("--seconds N"),
            "--server-pid" => {
                options.server_pids = value
                    .split(',')
                    .map(|pid| pid.parse().expect("--server-pid PID[,PID…]"))
                    .collect();
            }
            "--against-bot" => options.against_bot = value == "true",
            other => panic!("unknown option {other}"),
        }
    }
    options
}

/// Resident memory (KiB) and CPU time (clock ticks) of the processes, summed, from /proc.
fn usage(pids: &[u32]) -> Option<(u64, u64)> {
    if pids.is_empty() {
        return None;
    }
    pids.iter().try_fold((0, 0), |(rss, ticks), &pid| {
        let (more_rss, more_ticks) = process_usage(&pid.to_string())?;
        Some((rss + more_rss, ticks + more_ticks))
    })
}

/// Resident memory (KiB) and CPU time (clock ticks) of a process (`self` for this one).
fn process_usage(pid: &str) -> Option<(u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let rss = status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()?;
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let after_name = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some((rss, ticks))
}

/// One side of a table.
struct Side {
    conn: Connection,
    state: Option<TableState>,
    view: Option<Value>,
}

impl Side {
    fn absorb(&mut self, message: ServerMessage) {
        if let ServerMessage::Update { table, view, .. }
        | ServerMessage::Snapshot { table, view, .. } = message
            && self
                .state
                .as_ref()
                .is_none_or(|state| table.seq >= state.seq)
        {
            self.state = Some(table);
            self.view = view;
        }
    }

    /// Reads whatever has arrived.
    async fn drain(&mut self) {
        while let Ok(message) = self.conn.recv_within(Duration::from_millis(1)).await {
            self.absorb(message);
        }
    }

    fn legal(&self) -> Vec<String> {
        let Some(state) = &self.state else {
            return Vec::new();
        };
        if state.status != Status::Playing || state.to_act != state.you {
            return Vec::new();
        }
        self.view
            .as_ref()
            .and_then(|view| view["legal"].as_array())
            .map(|legal| {
                legal
                    .iter()
                    .filter_map(|a| a.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// A table of one person against the random bot: one socket.
async fn table_against_bot(
    addr: SocketAddr,
    index: usize,
) -> Result<Vec<Side>, client::ClientError> {
    let ada = client::guest(addr, &format!("a{index}")).await?.token;
    let body = json!({"game": "claim", "bot": "random", "settings": {"reaction_ms": 0, "bot_delay_ms": 0}});
    let created: TableState =
        client::call(addr, "POST", "/api/play-bots", Some(&ada), Some(&body)).await?;
    let mut conn = Connection::login(addr, &ada).await?;
    conn.send(&ClientMessage::Watch {
        table: created.id,
        last_seq: None,
    })
    .await?;
    let mut side = Side {
        conn,
        state: None,
        view: None,
    };
    let first = side.conn.recv().await?;
    side.absorb(first);
    Ok(vec![side])
}

async fn table(addr: SocketAddr, index: usize) -> Result<Vec<Side>, client::ClientError> {
    let ada = client::guest(addr, &format!("a{index}")).await?.token;
    let bob = client::guest(addr, &format!("b{index}")).await?.token;
    let settings = json!({"reaction_ms": 0, "bot_delay_ms": 0});
    let created: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}], "settings": settings})),
    )
    .await?;
    let id = created.id;
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{id}/sit"),
        Some(&bob),
        Some(&json!({})),
    )
    .await?;
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{id}/start"),
        Some(&ada),
        None::<&Value>,
    )
    .await?;
    let mut sides = Vec::new();
    for token in [ada, bob] {
        let mut conn = Connection::login(addr, &token).await?;
        conn.send(&ClientMessage::Watch {
            table: id.clone(),
            last_seq: None,
        })
        .await?;
        let mut side = Side {
            conn,
            state: None,
            view: None,
        };
        let first = side.conn.recv().await?;
        side.absorb(first);
        sides.push(side);
    }
    Ok(sides)
}

/// Plays one action every `every` until `until`; returns the round trips in microseconds.
async fn play(mut sides: Vec<Side>, every: Duration, until: Instant, seed: u64) -> Vec<u32> {
    let mut round_trips = Vec::new();
    let mut rng = seed | 1;
    let mut commands = 0u32;
    // Spread the tables over the period.
    tokio::time::sleep(every.mul_f64((seed % 1000) as f64 / 1000.0)).await;
    let mut tick = tokio::time::interval(every);
    while Instant::now() < until {
        tick.tick().await;
        for side in &mut sides {
            side.drain().await;
        }
        let Some(index) = sides.iter().position(|side| !side.legal().is_empty()) else {
            if sides.iter().all(|side| {
                side.state
                    .as_ref()
                    .is_some_and(|s| s.status == Status::Finished)
            }) {
                break;
            }
            continue;
        };
        let side = &mut sides[index];
        let legal = side.legal();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let action = legal[(rng % legal.len() as u64) as usize].clone();
        commands += 1;
        let command = format!("c{commands}");
        let seq = side.state.as_ref().map_or(0, |state| state.seq);
        let sent = Instant::now();
        if side
            .conn
            .send(&ClientMessage::Act {
                table: side.state.as_ref().unwrap().id.clone(),
                seq,
                action,
                command: command.clone(),
                auto: false,
            })
            .await
            .is_err()
        {
            break;
        }
        loop {
            match side.conn.recv().await {
                Ok(ServerMessage::Ack { command: acked, .. }) if acked == command => {
                    round_trips.push(u32::try_from(sent.elapsed().as_micros()).unwrap_or(u32::MAX));
                    break;
                }
                Ok(ServerMessage::Error {
                    command: Some(refused),
                    error,
                    ..
                }) if refused == command => {
                    eprintln!("refused: {error:?}");
                    break;
                }
                Ok(message) => side.absorb(message),
                Err(err) => {
                    eprintln!("connection: {err}");
                    return round_trips;
                }
            }
        }
    }
    round_trips
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let index = ((sorted.len() - 1) as f64 * p).round() as usize;
    f64::from(sorted[index]) / 1000.0
}

#[tokio::main]
async fn main() {
    let options = options();
    let before = usage(&options.server_pids);
    let setup_started = Instant::now();
    let mut tables = Vec::new();
    let mut failed = 0;
    // Open tables a few hundred at a time.
    for chunk in (0..options.tables).collect::<Vec<_>>().chunks(200) {
        let opened = futures_util::future::join_all(chunk.iter().map(|&index| {
            let addr = options.addrs[index % options.addrs.len()];
            let against_bot = options.against_bot;
            async move {
                if against_bot {
                    table_against_bot(addr, index).await
                } else {
                    table(addr, index).await
                }
            }
        }))
        .await;
        for result in opened {
            match result {
                Ok(sides) => tables.push(sides),
                Err(err) => {
                    failed += 1;
                    if failed < 5 {
                        eprintln!("a table could not be set up: {err}");
                    }
                }
            }
        }
    }
    let live = tables.len();
    eprintln!(
        "{live} tables set up in {:.1} s ({failed} failed)",
        setup_started.elapsed().as_secs_f64()
    );
    let after_setup = usage(&options.server_pids);
    let own_after_setup = process_usage("self");
    let started = Instant::now();
    let until = started + Duration::from_secs(options.seconds);
    let results = Arc::new(Mutex::new(Vec::new()));
    let tasks: Vec<_> = tables
        .into_iter()
        .enumerate()
        .map(|(index, sides)| {
            let results = results.clone();
            let every = options.every;
            tokio::spawn(async move {
                let trips = play(sides, every, until, index as u64 * 7919 + 1).await;
                results.lock().unwrap().extend(trips);
            })
        })
        .collect();
    for task in tasks {
        let _ = task.await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let end = usage(&options.server_pids);
    let own_end = process_usage("self");
    let mut trips = results.lock().unwrap().clone();
    trips.sort_unstable();
    println!(
        "tables: {live} (of {} asked), one action per table every {} ms, {elapsed:.0} s",
        options.tables,
        options.every.as_millis()
    );
    println!(
        "actions: {} ({:.0}/s); round trip ms: p50 {:.2}, p99 {:.2}, max {:.2}",
        trips.len(),
        trips.len() as f64 / elapsed,
        percentile(&trips, 0.5),
        percentile(&trips, 0.99),
        percentile(&trips, 1.0)
    );
    let ticks_per_second = 100.0; // USER_HZ on Linux
    if let (Some((_, ticks1)), Some((_, ticks2))) = (own_after_setup, own_end) {
        println!(
            "load generator: CPU {:.0}% of one core while playing",
            (ticks2 - ticks1) as f64 / ticks_per_second / elapsed * 100.0
        );
    }
    if let (Some((rss0, _)), Some((rss1, ticks1)), Some((rss2, ticks2))) =
        (before, after_setup, end)
    {
        let cpu = (ticks2 - ticks1) as f64 / ticks_per_second / elapsed;
        println!(
            "server ({} processes): {:.0} MiB resident at the end; {:.1} KiB per live table (with its two connections); CPU {:.0}% of one core while playing",
            options.server_pids.len(),
            rss2 as f64 / 1024.0,
            (rss1.saturating_sub(rss0)) as f64 / live.max(1) as f64,
            cpu * 100.0
        );
    }
}
