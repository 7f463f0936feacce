//! `interregnum serve` as a process: play, `kill -9` mid-game, restart on the same database,
//! reconnect: every seat's view is what it was, a command in flight at the kill is applied
//! exactly once, bots resume and clocks resume from their stored deadlines. And two server
//! processes on one PostgreSQL database: one table played through both, one of them killed.

use std::{
    net::{SocketAddr, TcpListener},
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use interregnum_server::{
    client::{self, Connection},
    protocol::{Change, ClientMessage, ErrorCode, Mover, ServerMessage, Status, TableState},
};
use serde_json::{Value, json};

fn free_addr() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// Starts the server binary and waits until `/healthz` answers.
async fn serve(addr: SocketAddr, db: &Path) -> Child {
    serve_with(addr, db.as_os_str(), &[]).await
}

async fn serve_with(addr: SocketAddr, db: &std::ffi::OsStr, extra: &[&str]) -> Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(["serve", "--addr", &addr.to_string(), "--db"])
        .arg(db)
        .args(extra)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if let Ok((200, _)) = client::http(addr, "GET", "/healthz", None, None).await {
            return child;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    child.kill().unwrap();
    child.wait().unwrap();
    panic!("the server did not come up");
}

/// One seat's program: its connection, the table it follows, what it last saw.
struct Seat {
    conn: Connection,
    table: String,
    state: TableState,
    view: Value,
}

impl Seat {
    async fn join(addr: SocketAddr, token: &str, table: &str) -> Seat {
        let mut conn = Connection::login(addr, token).await.unwrap();
        conn.send(&ClientMessage::Watch {
            table: table.to_owned(),
            last_seq: None,
        })
        .await
        .unwrap();
        let ServerMessage::Snapshot {
            table: state, view, ..
        } = conn.recv().await.unwrap()
        else {
            panic!("no snapshot")
        };
        Seat {
            conn,
            table: table.to_owned(),
            state,
            view: view.unwrap_or(Value::Null),
        }
    }

    fn absorb(&mut self, message: &ServerMessage) {
        if let ServerMessage::Update { table, view, .. }
        | ServerMessage::Snapshot { table, view, .. } = message
            && table.id == self.table
            && table.seq >= self.state.seq
        {
            self.state = table.clone();
            self.view = view.clone().unwrap_or(Value::Null);
        }
    }

    fn my_turn(&self) -> bool {
        self.state.status == Status::Playing && self.state.to_act == self.state.you
    }

    fn first_legal(&self) -> String {
        self.view["legal"][0].as_str().unwrap().to_owned()
    }

    fn act(&self, command: &str) -> ClientMessage {
        ClientMessage::Act {
            table: self.table.clone(),
            seq: self.state.seq,
            action: self.first_legal(),
            command: command.to_owned(),
            auto: false,
        }
    }

    /// Reads until this seat is to act (bots having moved), or the game is over.
    async fn until_my_turn(&mut self) {
        while !self.my_turn() && self.state.status != Status::Finished {
            let message = self.conn.recv().await.unwrap();
            self.absorb(&message);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_mid_game_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let addr = free_addr();
    let mut server = serve(addr, &db).await;
    let ada = client::guest(addr, "Ada").await.unwrap().token;
    let bob = client::guest(addr, "Bob").await.unwrap().token;
    let fast = json!({"reaction_ms": 0, "bot_delay_ms": 0, "max_timeouts": 2});

    // Provinces for three: Ada, Bob and a bot.
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "provinces", "options": {"players": 3},
                     "seats": [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "bot": "heuristic"}],
                     "settings": fast})),
    )
    .await
    .unwrap();
    let id = table.id.clone();
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{id}/sit"),
        Some(&bob),
        Some(&json!({})),
    )
    .await
    .unwrap();
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{id}/start"),
        Some(&ada),
        None::<&Value>,
    )
    .await
    .unwrap();
    // A game against a slow bot, killed while the bot thinks; and one on the clock.
    let slow_bot: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada),
        Some(
            &json!({"game": "claim", "options": {"first_leader": 1}, "bot": "heuristic",
                     "settings": {"bot_delay_ms": 1500, "reaction_ms": 0}}),
        ),
    )
    .await
    .unwrap();
    let clocked: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&bob),
        Some(
            &json!({"game": "claim", "options": {"first_leader": 0}, "bot": "heuristic",
                     "settings": {"move_seconds": 2, "reaction_ms": 0}}),
        ),
    )
    .await
    .unwrap();
    assert_eq!(clocked.to_act, Some(0));

    let mut seats = [
        Seat::join(addr, &ada, &id).await,
        Seat::join(addr, &bob, &id).await,
    ];
    let mut moves = 0;
    while moves < 12 {
        for seat in &mut seats {
            if seat.my_turn() {
                let command = format!("move-{moves}");
                seat.conn.send(&seat.act(&command)).await.unwrap();
                moves += 1;
            }
            while let Ok(message) = seat.conn.recv_within(Duration::from_millis(100)).await {
                seat.absorb(&message);
            }
        }
    }
    // Quiet: a person is to act and every seat has seen the last change.
    let to_act = seats.iter().position(Seat::my_turn);
    let to_act = match to_act {
        Some(index) => index,
        None => {
            seats[0].until_my_turn().await;
            0
        }
    };
    for seat in &mut seats {
        while let Ok(message) = seat.conn.recv_within(Duration::from_millis(300)).await {
            seat.absorb(&message);
        }
    }
    let before: Vec<(u32, Value)> = seats
        .iter()
        .map(|s| (s.state.seq, s.view.clone()))
        .collect();
    assert_eq!(before[0].0, before[1].0);

    // The seat to act sends its move and the server dies at once.
    let in_flight = seats[to_act].act("in-flight");
    seats[to_act].conn.send(&in_flight).await.unwrap();
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    drop(seats);

    let mut server = serve(addr, &db).await;
    let mut seats = [
        Seat::join(addr, &ada, &id).await,
        Seat::join(addr, &bob, &id).await,
    ];
    let applied = seats[0].state.seq > before[0].0;
    if applied {
        assert_eq!(
            seats[0].state.seq,
            before[0].0 + 1,
            "only the move in flight"
        );
    } else {
        for (seat, (seq, view)) in seats.iter().zip(&before) {
            assert_eq!(
                (&seat.state.seq, &seat.view),
                (seq, view),
                "every seat sees what it saw"
            );
        }
    }
    // The retried command is applied exactly once, whether or not it got in before the kill.
    let retry = match (&in_flight, applied) {
        (ClientMessage::Act { seq, action, .. }, _) => ClientMessage::Act {
            table: id.clone(),
            seq: *seq,
            action: action.clone(),
            command: "in-flight".into(),
            auto: false,
        },
        _ => unreachable!(),
    };
    seats[to_act].conn.send(&retry).await.unwrap();
    let ack = seats[to_act]
        .conn
        .recv_until(|m| matches!(m, ServerMessage::Ack { .. }))
        .await
        .unwrap();
    assert!(
        matches!(ack, ServerMessage::Ack { seq, duplicate, .. } if seq == before[0].0 + 1 && duplicate == applied)
    );
    let stored: TableState = client::call(
        addr,
        "GET",
        &format!("/api/tables/{id}"),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    assert!(stored.seq > before[0].0);

    // The slow bot was thinking at the kill: it moves again without anyone asking.
    let mut watcher = Seat::join(addr, &ada, &slow_bot.id).await;
    if watcher.state.to_act == Some(1) {
        let moved = watcher
            .conn
            .recv_until(|m| {
                matches!(
                    m,
                    ServerMessage::Update {
                        change: Change::Acted {
                            seat: 1,
                            by: Mover::Bot
                        },
                        ..
                    }
                )
            })
            .await;
        assert!(moved.is_ok(), "the bot resumed");
    }
    // Bob never moves on the clocked table: the clock, resumed from the database, plays for him.
    let mut clock = Seat::join(addr, &bob, &clocked.id).await;
    let timed_out = clock
        .conn
        .recv_until(|m| {
            matches!(
                m,
                ServerMessage::Update {
                    change: Change::Acted {
                        seat: 0,
                        by: Mover::Timeout
                    },
                    ..
                }
            )
        })
        .await;
    assert!(timed_out.is_ok(), "the clock resumed");
    drop(clock);
    server.kill().unwrap();
    server.wait().unwrap();
}

/// Two `interregnum serve` processes on one PostgreSQL database. Ada plays through the first
/// and Bob through the second, so every move hands the table over from one process to the
/// other; then the first is killed with SIGKILL and Ada comes back through the second, which
/// takes the dead process's tables over when their lease runs out. Both seats follow every
/// change in order and end on the same result.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_play_one_table_and_survive_kill_9_of_one() {
    let Ok(db) = std::env::var("INTERREGNUM_TEST_POSTGRES") else {
        eprintln!(
            "SKIPPED two_processes_play_one_table on PostgreSQL: set INTERREGNUM_TEST_POSTGRES"
        );
        return;
    };
    let lease = ["--lease-seconds", "2"];
    let (first_addr, second_addr) = (free_addr(), free_addr());
    let mut first = serve_with(first_addr, db.as_ref(), &lease).await;
    let mut second = serve_with(second_addr, db.as_ref(), &lease).await;
    let ada = client::guest(first_addr, "Ada").await.unwrap().token;
    let bob = client::guest(second_addr, "Bob").await.unwrap().token;
    let fast = json!({"reaction_ms": 0, "bot_delay_ms": 0, "max_timeouts": 2});
    let table: TableState = client::call(
        first_addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast})),
    )
    .await
    .unwrap();
    let id = table.id.clone();
    // Sitting down through the second process, starting through the first.
    let _: TableState = client::call(
        second_addr,
        "POST",
        &format!("/api/tables/{id}/sit"),
        Some(&bob),
        Some(&json!({})),
    )
    .await
    .unwrap();
    let _: TableState = client::call(
        first_addr,
        "POST",
        &format!("/api/tables/{id}/start"),
        Some(&ada),
        None::<&Value>,
    )
    .await
    .unwrap();

    let mut seats = [
        Seat::join(first_addr, &ada, &id).await,
        Seat::join(second_addr, &bob, &id).await,
    ];
    let mut acked = Vec::new();
    let mut moves = 0;
    // Each seat acts through its own process, so each move is a hand-over.
    while moves < 12 {
        for seat in &mut seats {
            if seat.my_turn() {
                let command = format!("move-{moves}");
                seat.conn.send(&seat.act(&command)).await.unwrap();
                let seq = loop {
                    let message = seat.conn.recv().await.unwrap();
                    match &message {
                        ServerMessage::Ack {
                            seq,
                            duplicate: false,
                            ..
                        } => break *seq,
                        ServerMessage::Ack { .. } | ServerMessage::Error { .. } => {
                            panic!("move {moves} through its own process: {message:?}")
                        }
                        _ => seat.absorb(&message),
                    }
                };
                acked.push(seq);
                moves += 1;
            }
            while let Ok(message) = seat.conn.recv_within(Duration::from_millis(100)).await {
                seat.absorb(&message);
            }
        }
    }
    assert_eq!(
        acked,
        (acked[0]..acked[0] + 12).collect::<Vec<_>>(),
        "every move stored once, in order, whichever process drove it"
    );
    for seat in &mut seats {
        while seat.state.seq < *acked.last().unwrap() {
            let message = seat.conn.recv().await.unwrap();
            seat.absorb(&message);
        }
    }
    assert_eq!(
        seats[0].state.seq, seats[1].state.seq,
        "both followed every change"
    );

    // The first process dies; Ada comes back through the second and the game ends there.
    first.kill().unwrap();
    first.wait().unwrap();
    let before = seats[0].view.clone();
    let [_, bob_seat] = seats;
    let mut seats = [Seat::join(second_addr, &ada, &id).await, bob_seat];
    assert_eq!(seats[0].view, before, "Ada's view survived the kill");
    let mut guard = 0;
    while seats[0].state.status != Status::Finished || seats[1].state.status != Status::Finished {
        guard += 1;
        assert!(guard < 2_000, "the game did not end");
        for seat in &mut seats {
            if seat.my_turn() {
                let command = format!("after-{guard}");
                seat.conn.send(&seat.act(&command)).await.unwrap();
            }
            while let Ok(message) = seat.conn.recv_within(Duration::from_millis(100)).await {
                if let ServerMessage::Error { error, .. } = &message {
                    // Until the dead process's lease runs out, the second may answer `moved`
                    // (or `stale` for a move sent twice); the seat sends again.
                    assert!(
                        matches!(error.code, ErrorCode::Moved | ErrorCode::Stale),
                        "{error:?}"
                    );
                }
                seat.absorb(&message);
            }
        }
    }
    assert_eq!(seats[0].state.seq, seats[1].state.seq);
    assert_eq!(seats[0].state.outcome, seats[1].state.outcome);
    assert!(seats[0].state.outcome.is_some());
    second.kill().unwrap();
    second.wait().unwrap();
}

/// Sends SIGTERM to the server and waits for it to exit by itself.
fn terminate(mut server: Child) -> std::process::ExitStatus {
    let status = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = Instant::now() + Duration::from_secs(15);
    while Instant::now() < deadline {
        if let Some(status) = server.try_wait().unwrap() {
            return status;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    server.kill().unwrap();
    panic!("the server did not stop within 15 s of SIGTERM");
}

/// A two-person Claim table, started, with both seats following it.
async fn two_people_at_claim(addr: SocketAddr) -> (String, [Seat; 2], [String; 2]) {
    let ada = client::guest(addr, "Ada").await.unwrap().token;
    let bob = client::guest(addr, "Bob").await.unwrap().token;
    let fast = json!({"reaction_ms": 0, "bot_delay_ms": 0, "max_timeouts": 2});
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast})),
    )
    .await
    .unwrap();
    let id = table.id.clone();
    for (token, path) in [(&bob, "sit"), (&ada, "start")] {
        let _: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{id}/{path}"),
            Some(token),
            Some(&json!({})),
        )
        .await
        .unwrap();
    }
    let seats = [
        Seat::join(addr, &ada, &id).await,
        Seat::join(addr, &bob, &id).await,
    ];
    (id, seats, [ada, bob])
}

/// Plays `moves` moves, each acknowledged, and lets both seats see the last change.
async fn play_acknowledged(seats: &mut [Seat; 2], moves: usize, label: &str) {
    for n in 0..moves {
        let to_act = seats
            .iter()
            .position(Seat::my_turn)
            .expect("someone is to act");
        let command = format!("{label}-{n}");
        let act = seats[to_act].act(&command);
        seats[to_act].conn.send(&act).await.unwrap();
        let ack = loop {
            let message = seats[to_act].conn.recv().await.unwrap();
            seats[to_act].absorb(&message);
            if matches!(
                message,
                ServerMessage::Ack { .. } | ServerMessage::Error { .. }
            ) {
                break message;
            }
        };
        assert!(
            matches!(
                ack,
                ServerMessage::Ack {
                    duplicate: false,
                    ..
                }
            ),
            "{ack:?}"
        );
        for seat in seats.iter_mut() {
            while let Ok(message) = seat.conn.recv_within(Duration::from_millis(100)).await {
                seat.absorb(&message);
            }
        }
    }
}

/// SIGTERM mid-game: the server stops accepting, stores what it holds, tells every client to
/// reconnect (close code 1012) and exits by itself; the move sent just before the signal is
/// acknowledged exactly when it was stored, and after a restart the players go on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_game_stops_gracefully_and_loses_nothing_acknowledged() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let addr = free_addr();
    let server = serve(addr, &db).await;
    let (id, mut seats, tokens) = two_people_at_claim(addr).await;
    play_acknowledged(&mut seats, 6, "before").await;
    let seq_before = seats[0].state.seq;

    let to_act = seats.iter().position(Seat::my_turn).unwrap();
    let in_flight = seats[to_act].act("in-flight");
    seats[to_act].conn.send(&in_flight).await.unwrap();
    let status = terminate(server);
    assert!(
        status.success(),
        "a graceful stop exits with success: {status}"
    );

    // What the server said before it closed: maybe the ack, then the close frame.
    let mut acknowledged = false;
    let closed = loop {
        match seats[to_act].conn.recv_within(Duration::from_secs(5)).await {
            Ok(ServerMessage::Ack { command, .. }) if command == "in-flight" => {
                acknowledged = true;
            }
            Ok(_) => {}
            Err(client::ClientError::Closed(code)) => break code,
            Err(err) => panic!("the connection ended without a close frame: {err}"),
        }
    };
    assert_eq!(closed, Some(1012), "the client is told the server restarts");

    let server = serve(addr, &db).await;
    let mut seats = [
        Seat::join(addr, &tokens[0], &id).await,
        Seat::join(addr, &tokens[1], &id).await,
    ];
    let expected = seq_before + u32::from(acknowledged);
    assert_eq!(
        seats[0].state.seq, expected,
        "stored exactly what was acknowledged"
    );
    // The client re-sends its unanswered command: applied once, whichever way it went.
    seats[to_act].conn.send(&in_flight).await.unwrap();
    let ack = seats[to_act]
        .conn
        .recv_until(|m| matches!(m, ServerMessage::Ack { .. }))
        .await
        .unwrap();
    assert!(
        matches!(ack, ServerMessage::Ack { seq, duplicate, .. } if seq == seq_before + 1 && duplicate == acknowledged),
        "{ack:?}"
    );
    for seat in &mut seats {
        while let Ok(message) = seat.conn.recv_within(Duration::from_millis(200)).await {
            seat.absorb(&message);
        }
    }
    play_acknowledged(&mut seats, 4, "after").await;
    assert_eq!(seats[0].state.seq, seq_before + 5);
    assert!(terminate(server).success());
}

/// `interregnum backup` while the server serves, then a server started on the copy: the
/// table is there as it was at the backup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_while_serving_restores_every_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let copy = dir.path().join("backup.db");
    let addr = free_addr();
    let server = serve(addr, &db).await;
    let (id, mut seats, _) = two_people_at_claim(addr).await;
    play_acknowledged(&mut seats, 5, "move").await;
    let at_backup = seats[0].state.seq;

    let backup = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(["--lang", "en", "backup", "--db"])
        .arg(&db)
        .arg(&copy)
        .output()
        .unwrap();
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    // A second backup to the same file is refused: nothing is overwritten.
    let again = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(["--lang", "en", "backup", "--db"])
        .arg(&db)
        .arg(&copy)
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
    // The game goes on after the backup; the copy keeps the moment it was taken.
    play_acknowledged(&mut seats, 2, "later").await;
    assert!(terminate(server).success());

    let restored = serve(addr, &copy).await;
    let table: TableState = client::call(
        addr,
        "GET",
        &format!("/api/tables/{id}"),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    assert_eq!(table.seq, at_backup, "the copy is the table at the backup");
    assert_eq!(table.status, Status::Playing);
    assert!(terminate(restored).success());
}

/// A PostgreSQL URL gets the `pg_dump` line instead of a copy.
#[test]
fn backup_of_postgresql_says_to_use_pg_dump() {
    let output = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args([
            "--lang",
            "en",
            "backup",
            "--db",
            "postgres://u@127.0.0.1/db",
            "out.dump",
        ])
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("pg_dump"));
}

/// `--tls-cert` needs `--tls-key`, and a certificate that cannot be read stops `serve` before
/// it opens the database, saying which file and what to give.
#[test]
fn tls_flags_are_checked_before_serving() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tls.db");
    let serve = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_interregnum"))
            .args(["--lang", "en", "serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(&db)
            .args(extra)
            .output()
            .unwrap()
    };
    let alone = serve(&["--tls-cert", "server.crt"]);
    assert!(!alone.status.success());
    assert!(
        String::from_utf8_lossy(&alone.stderr).contains("--tls-key"),
        "{}",
        String::from_utf8_lossy(&alone.stderr)
    );
    let missing = serve(&["--tls-cert", "missing.crt", "--tls-key", "missing.key"]);
    assert!(!missing.status.success());
    let said = String::from_utf8_lossy(&missing.stderr);
    assert!(
        said.contains("TLS certificate") && said.contains("missing.crt"),
        "{said}"
    );
    assert!(
        !db.exists(),
        "the database was opened before the TLS files were read"
    );
}

/// A day, the clock of the turn-based tables below.
const DAY_MS: i64 = 24 * 3600 * 1000;

/// Sets the stored deadline of a table (while no server runs): a day cannot pass in a test.
async fn set_deadline(db: &str, table: &str, deadline_ms: i64) {
    if db.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(db).await.unwrap();
        sqlx::query("UPDATE game_tables SET deadline_ms = $1 WHERE id = $2")
            .bind(deadline_ms)
            .bind(table)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    } else {
        let pool = sqlx::SqlitePool::connect(&format!("sqlite:{db}"))
            .await
            .unwrap();
        sqlx::query("UPDATE game_tables SET deadline_ms = $1 WHERE id = $2")
            .bind(deadline_ms)
            .bind(table)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
}

fn now_ms() -> i64 {
    i64::try_from(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis(),
    )
    .unwrap()
}

/// A turn-based table (a day a move) survives `kill -9` with its deadline: after a restart
/// the seat to act has what was left, not a new day; and a deadline that passed while the
/// server was down is kept when it comes back: the clock plays for the seat, as at a
/// real-time table, and the next seat gets its day.
async fn turn_based_deadlines_survive_kill_9(db: &str) {
    let addr = free_addr();
    let mut server = serve_with(addr, db.as_ref(), &[]).await;
    let ada = client::guest(addr, "Ada").await.unwrap().token;
    let bob = client::guest(addr, "Bob").await.unwrap().token;
    let settings = json!({"move_days": 1, "reaction_ms": 0, "bot_delay_ms": 0, "max_timeouts": 2});
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/tables",
        Some(&ada),
        Some(&json!({"game": "claim", "options": {"first_leader": 0},
                     "seats": [{"kind": "me"}, {"kind": "open"}], "settings": settings})),
    )
    .await
    .unwrap();
    assert_eq!(table.settings.move_days, Some(1));
    let id = table.id.clone();
    for (token, path) in [(&bob, "sit"), (&ada, "start")] {
        let _: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{id}/{path}"),
            Some(token),
            Some(&json!({})),
        )
        .await
        .unwrap();
    }
    let mut a = Seat::join(addr, &ada, &id).await;
    assert!(a.my_turn());
    let remaining = a
        .state
        .remaining_ms
        .expect("a turn-based table has a clock");
    assert!(i64::from(remaining) > DAY_MS - 60_000, "{remaining}");
    a.conn.send(&a.act("lead")).await.unwrap();
    let ack = a
        .conn
        .recv_until(|m| matches!(m, ServerMessage::Ack { .. }))
        .await
        .unwrap();
    let moved_at = now_ms();
    assert!(matches!(ack, ServerMessage::Ack { seq: 3, .. }), "{ack:?}");
    server.kill().unwrap(); // SIGKILL
    server.wait().unwrap();
    drop(a);

    // Down for a while: the deadline runs on, it is not started again.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut server = serve_with(addr, db.as_ref(), &[]).await;
    let stored: TableState = client::call(
        addr,
        "GET",
        &format!("/api/tables/{id}"),
        None,
        None::<&Value>,
    )
    .await
    .unwrap();
    assert_eq!((stored.seq, stored.to_act), (3, Some(1)));
    let left = i64::from(stored.remaining_ms.expect("the deadline survived"));
    assert!(
        left <= DAY_MS - (now_ms() - moved_at) + 100 && left > DAY_MS - 60_000,
        "Bob has what was left of his day, not a new one: {left} ms"
    );
    server.kill().unwrap();
    server.wait().unwrap();

    // Bob's day ran out while the server was down: once it is back, the clock plays for him.
    set_deadline(db, &id, now_ms() - 1_000).await;
    let mut server = serve_with(addr, db.as_ref(), &[]).await;
    let mut watcher = Connection::open(addr).await.unwrap();
    watcher
        .send(&ClientMessage::Watch {
            table: id.clone(),
            last_seq: None,
        })
        .await
        .unwrap();
    let timed_out = watcher
        .recv_until(|m| match m {
            ServerMessage::Snapshot { table, .. } => table.seq > 3,
            ServerMessage::Update { change, .. } => matches!(
                change,
                Change::Acted {
                    seat: 1,
                    by: Mover::Timeout
                }
            ),
            _ => false,
        })
        .await
        .unwrap();
    let (ServerMessage::Update { table, .. } | ServerMessage::Snapshot { table, .. }) = timed_out
    else {
        unreachable!()
    };
    assert_eq!(table.seats[1].timeouts, 1, "the clock played for Bob");
    if table.to_act == Some(0) {
        let next = i64::from(table.remaining_ms.expect("Ada's clock"));
        assert!(next > DAY_MS - 60_000, "Ada has a new day: {next} ms");
    }
    server.kill().unwrap();
    server.wait().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_based_deadlines_survive_kill_9_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    turn_based_deadlines_survive_kill_9(db.to_str().unwrap()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_based_deadlines_survive_kill_9_on_postgres() {
    let Ok(db) = std::env::var("INTERREGNUM_TEST_POSTGRES") else {
        eprintln!(
            "SKIPPED turn_based_deadlines_survive_kill_9 on PostgreSQL: set INTERREGNUM_TEST_POSTGRES"
        );
        return;
    };
    turn_based_deadlines_survive_kill_9(&db).await;
}

/// `--smtp-url` needs `--mail-from` and `--site-url`, and a mail setup that cannot work stops
/// `serve` before it opens the database, without showing the URL's password.
#[test]
fn mail_flags_are_checked_before_serving() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("mail.db");
    let serve = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_interregnum"))
            .args(["--lang", "en", "serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(&db)
            .args(extra)
            .output()
            .unwrap()
    };
    let alone = serve(&["--smtp-url", "smtp://127.0.0.1:25"]);
    assert!(!alone.status.success());
    let said = String::from_utf8_lossy(&alone.stderr);
    assert!(
        said.contains("--mail-from") || said.contains("--site-url"),
        "{said}"
    );
    for (url, from, site, what) in [
        (
            "ftp://ada:hunter2secret@mail.example.org",
            "games@example.org",
            "https://example.org",
            "SMTP URL",
        ),
        (
            "smtps://ada:hunter2secret@mail.example.org",
            "not an address",
            "https://example.org",
            "sender",
        ),
        (
            "smtps://ada:hunter2secret@mail.example.org",
            "games@example.org",
            "example.org",
            "site URL",
        ),
    ] {
        let refused = serve(&["--smtp-url", url, "--mail-from", from, "--site-url", site]);
        assert!(!refused.status.success());
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(said.contains(what), "{said}");
        assert!(
            !said.contains("hunter2secret"),
            "the password shows: {said}"
        );
    }
    assert!(
        !db.exists(),
        "the database was opened before the mail setup was checked"
    );
}
