//! `interregnum serve` as a process: play, `kill -9` mid-game, restart on the same database,
//! reconnect: every seat's view is what it was, a command in flight at the kill is applied
//! exactly once, bots resume and clocks resume from their stored deadlines.

use std::{
    net::{SocketAddr, TcpListener},
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use interregnum_server::{
    client::{self, Connection},
    protocol::{Change, ClientMessage, Mover, ServerMessage, Status, TableState},
};
use serde_json::{Value, json};

fn free_addr() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// Starts the server binary and waits until `/healthz` answers.
async fn serve(addr: SocketAddr, db: &Path) -> Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_interregnum"))
        .args(["serve", "--addr", &addr.to_string(), "--db"])
        .arg(db)
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
