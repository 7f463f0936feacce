//! Shared by the server's integration tests: a server in this process on 127.0.0.1:0 with a
//! fresh database (SQLite, or PostgreSQL when INTERREGNUM_TEST_POSTGRES names one), and
//! programs that play whole games over the WebSocket.
#![allow(dead_code, unreachable_pub)]

use std::{collections::HashSet, net::SocketAddr, sync::Arc};

use interregnum_core::{Observer, Seat};
use interregnum_server::{
    Config, LIMITS, Server, Shared,
    client::{self, Connection},
    games,
    protocol::{ClientMessage, Limits, ServerMessage, Status, TableState},
};
use serde_json::Value;

pub const POSTGRES_VAR: &str = "INTERREGNUM_TEST_POSTGRES";

/// A database for one test: a SQLite file in a temporary directory, or a fresh PostgreSQL
/// database.
pub struct TestDb {
    pub url: String,
    _dir: Option<tempfile::TempDir>,
    /// For PostgreSQL: the server to connect to and the database to drop when done.
    postgres: Option<(String, String)>,
}

impl Drop for TestDb {
    /// Drops a PostgreSQL test database, so that runs do not pile databases up. `Drop` cannot
    /// await, and the test's runtime may be shutting down, so this uses a runtime of its own
    /// on a thread of its own.
    fn drop(&mut self) {
        let Some((base, name)) = self.postgres.take() else {
            return;
        };
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async move {
                let admin = sqlx::PgPool::connect(&base).await?;
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                )))
                .execute(&admin)
                .await?;
                admin.close().await;
                Ok::<(), sqlx::Error>(())
            })
        })
        .join();
        if let Ok(Err(error)) = dropped {
            eprintln!("could not drop a test database: {error}");
        }
    }
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let url = dir.path().join("test.db").display().to_string();
        TestDb {
            url,
            _dir: Some(dir),
            postgres: None,
        }
    }

    /// A new, empty database on the PostgreSQL server the variable names, or `None` (said
    /// on stderr) when it is not set.
    pub async fn postgres(test: &str) -> Option<TestDb> {
        let Ok(base) = std::env::var(POSTGRES_VAR) else {
            eprintln!(
                "SKIPPED {test} on PostgreSQL: set {POSTGRES_VAR} to a postgres:// URL of a role that may create databases"
            );
            return None;
        };
        let name = format!(
            "interregnum_test_{}",
            interregnum_server::secrets::random_id(12)
        );
        let admin = sqlx::PgPool::connect(&base)
            .await
            .expect("PostgreSQL reachable");
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&admin)
            .await
            .expect("may create a database");
        admin.close().await;
        let (prefix, _) = base.rsplit_once('/').expect("a URL with a database name");
        Some(TestDb {
            url: format!("{prefix}/{name}"),
            _dir: None,
            postgres: Some((base, name)),
        })
    }
}

/// Runs `$scenario(db)` against SQLite and, when configured, PostgreSQL.
#[macro_export]
macro_rules! on_both_backends {
    ($sqlite:ident, $postgres:ident, $scenario:path) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $sqlite() {
            $scenario(common::TestDb::sqlite()).await;
        }

        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $postgres() {
            if let Some(db) = common::TestDb::postgres(stringify!($postgres)).await {
                $scenario(db).await;
            }
        }
    };
}

pub struct TestServer {
    pub addr: SocketAddr,
    pub shared: Arc<Shared>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Limits generous enough for tests that send fast.
pub fn test_limits() -> Limits {
    Limits {
        messages_per_second: 100_000,
        tables_per_identity: 1_000,
        ..LIMITS
    }
}

pub async fn start(db: &TestDb) -> TestServer {
    start_with(db, test_limits(), 20_000).await
}

pub async fn start_with(db: &TestDb, limits: Limits, heartbeat_ms: u32) -> TestServer {
    start_config(db, |config| {
        config.limits = limits;
        config.heartbeat_ms = heartbeat_ms;
    })
    .await
}

pub async fn start_config(db: &TestDb, adjust: impl FnOnce(&mut Config)) -> TestServer {
    let mut config = Config::new("127.0.0.1:0".parse().unwrap(), db.url.clone());
    config.limits = test_limits();
    adjust(&mut config);
    let server = Server::start(config).await.expect("server starts");
    let addr = server.local_addr().unwrap();
    let shared = server.shared.clone();
    let task = tokio::spawn(async move {
        server.serve().await.expect("serves");
    });
    TestServer { addr, shared, task }
}

/// Settings for fast tests: no waiting for reaction windows or bots.
pub fn fast() -> Value {
    serde_json::json!({"move_seconds": null, "max_timeouts": 2, "reaction_ms": 0, "bot_delay_ms": 0})
}

/// A small deterministic generator for choosing actions.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A program in one seat: it follows the table and plays random legal actions from the
/// `legal` of its own view.
pub struct Player {
    pub conn: Connection,
    pub table: String,
    pub state: Option<TableState>,
    pub view: Option<Value>,
    /// Every view this seat received, with the table's number.
    pub views: Vec<(u32, Value)>,
    pub acked: Vec<(u32, String)>,
    waiting: Option<String>,
    commands: u32,
    rng: Rng,
    name: String,
}

impl Player {
    pub async fn join(addr: SocketAddr, token: &str, table: &str, name: &str, seed: u64) -> Player {
        let mut conn = Connection::login(addr, token).await.expect("login");
        conn.keep_transcript = true;
        conn.send(&ClientMessage::Watch {
            table: table.to_owned(),
            last_seq: None,
        })
        .await
        .unwrap();
        let mut player = Player {
            conn,
            table: table.to_owned(),
            state: None,
            view: None,
            views: Vec::new(),
            acked: Vec::new(),
            waiting: None,
            commands: 0,
            rng: Rng::new(seed),
            name: name.to_owned(),
        };
        let first = player.conn.recv().await.unwrap();
        player.absorb(first);
        player
    }

    pub fn seq(&self) -> u32 {
        self.state.as_ref().map_or(0, |state| state.seq)
    }

    /// Whether this seat's last action is still unanswered.
    pub fn is_waiting(&self) -> bool {
        self.waiting.is_some()
    }

    pub fn finished(&self) -> bool {
        self.state
            .as_ref()
            .is_some_and(|state| state.status == Status::Finished)
    }

    pub fn absorb(&mut self, message: ServerMessage) {
        match message {
            ServerMessage::Snapshot { table, view, .. }
            | ServerMessage::Update { table, view, .. } => {
                if table.id != self.table {
                    return;
                }
                if let Some(view) = &view {
                    self.views.push((table.seq, view.clone()));
                }
                self.state = Some(table);
                self.view = view;
            }
            ServerMessage::Ack { command, seq, .. } => {
                if self.waiting.as_deref() == Some(command.as_str()) {
                    self.waiting = None;
                }
                self.acked.push((seq, command));
            }
            ServerMessage::Error { command, error, .. } => {
                if command.is_some() && command == self.waiting {
                    self.waiting = None;
                }
                assert!(
                    matches!(error.code, interregnum_server::protocol::ErrorCode::Stale),
                    "{}: unexpected error {error:?}",
                    self.name
                );
            }
            _ => {}
        }
    }

    /// The legal actions of this seat now, if it is to act.
    pub fn legal(&self) -> Vec<String> {
        let mine = self.state.as_ref().is_some_and(|state| {
            state.status == Status::Playing && state.you.is_some() && state.to_act == state.you
        });
        if !mine {
            return Vec::new();
        }
        self.view
            .as_ref()
            .and_then(|view| view.get("legal"))
            .and_then(Value::as_array)
            .map(|legal| {
                legal
                    .iter()
                    .filter_map(|a| a.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Plays one random legal action if it is this seat's turn and nothing is in flight.
    pub async fn maybe_act(&mut self) -> bool {
        if self.waiting.is_some() {
            return false;
        }
        let legal = self.legal();
        if legal.is_empty() {
            return false;
        }
        let action = legal[self.rng.below(legal.len())].clone();
        self.commands += 1;
        let command = format!("{}-{}", self.name, self.commands);
        self.waiting = Some(command.clone());
        self.conn
            .send(&ClientMessage::Act {
                table: self.table.clone(),
                seq: self.seq(),
                action,
                command,
                auto: false,
            })
            .await
            .unwrap();
        true
    }

    /// Plays until the game is over.
    pub async fn play_out(mut self) -> Player {
        while !self.finished() {
            self.maybe_act().await;
            let message = self
                .conn
                .recv()
                .await
                .unwrap_or_else(|err| panic!("{} at {}: {err}", self.name, self.seq()));
            self.absorb(message);
        }
        self
    }
}

/// Every view the engine gives `observer` over the game the replay records: a message may
/// hold no view but these.
pub fn engine_views(replay: &interregnum_core::Replay, observer: Observer) -> HashSet<String> {
    let entry = games::find(&replay.game).unwrap();
    let mut game = entry.start(&replay.options, replay.seed).unwrap();
    let mut views = HashSet::from([game.view(observer).to_string()]);
    for action in &replay.actions {
        game.apply(action).unwrap();
        views.insert(game.view(observer).to_string());
    }
    views
}

pub fn seat(index: u8) -> Observer {
    Observer::Seat(Seat::new(usize::from(index)))
}

/// A started table of two people: `host` makes it from `body` (as `POST /api/tables`
/// takes it, `host` in the first seat and the second open), `other` sits, and `host`
/// starts it. Returns its id.
pub async fn started_table(addr: SocketAddr, host: &str, other: &str, body: &Value) -> String {
    let table: TableState = client::call(addr, "POST", "/api/tables", Some(host), Some(body))
        .await
        .unwrap();
    let id = table.id;
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{id}/sit"),
        Some(other),
        Some(&serde_json::json!({})),
    )
    .await
    .unwrap();
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{id}/start"),
        Some(host),
        None::<&Value>,
    )
    .await
    .unwrap();
    id
}

pub async fn guest(addr: SocketAddr, name: &str) -> String {
    client::guest(addr, name).await.unwrap().token
}

/// An HTTP answer with its headers (lower-cased names).
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|err| panic!("{err}: {}", self.body))
    }

    /// The error code of a refusal.
    pub fn code(&self) -> String {
        self.json()["code"].as_str().unwrap_or_default().to_owned()
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// The session secret a `Set-Cookie` gives, if it gives one (not a clearing one).
    pub fn session(&self) -> Option<String> {
        let cookie = self.header("set-cookie")?;
        let value = cookie
            .strip_prefix("interregnum_session=")?
            .split(';')
            .next()?;
        (!value.is_empty()).then(|| value.to_owned())
    }
}

/// One HTTP request with any headers, on a fresh connection.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, String)],
    body: Option<&Value>,
) -> Answer {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut text = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !body.is_empty() {
        text.push_str("Content-Type: application/json\r\n");
    }
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str("\r\n");
    text.push_str(&body);
    stream.write_all(text.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = answer.split_once("\r\n\r\n").expect("an HTTP answer");
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|code| code.parse().ok())
        .expect("a status");
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_owned()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_owned(),
    }
}

/// The headers of a browser page of the server's own site signed in by `session`.
pub fn browser(addr: SocketAddr, session: &str) -> Vec<(&'static str, String)> {
    vec![
        ("Cookie", format!("interregnum_session={session}")),
        ("X-Interregnum-Csrf", "1".to_owned()),
        ("Origin", format!("http://{addr}")),
    ]
}

pub fn bearer(token: &str) -> Vec<(&'static str, String)> {
    vec![("Authorization", format!("Bearer {token}"))]
}
