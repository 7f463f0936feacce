//! One WebSocket connection: a reader that checks, limits and dispatches the client's
//! messages, and a writer that drains the connection's outbox, pings, and resyncs tables
//! whose messages did not fit.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicI64, Ordering},
    },
    time::Duration,
};

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::{CloseFrame, Message, WebSocket},
    },
    http::HeaderMap,
    response::Response,
};
use futures_util::{SinkExt, StreamExt, stream::SplitSink};
use tokio::{sync::Notify, time::Instant};

use crate::{
    accounts::{
        Caller,
        http::{same_site, session_cookie},
    },
    app::{CLOSE_RESTARTING, Shared},
    chat::{self, MAX_MUTES, store::MuteChange},
    clock,
    outbox::{Behind, ConnId, Outbox},
    protocol::{ChatBody, ClientMessage, ErrorBody, ErrorCode, Identity, ServerMessage},
    table::{Command, TableHandle},
};

/// Frames larger than this close the connection; between the message limit and this, the
/// client gets `too_large` and the connection stays open.
const MAX_FRAME_BYTES: usize = 1 << 20;
/// The longest action or command id read.
const MAX_ACTION_BYTES: usize = 512;
const MAX_COMMAND_BYTES: usize = 64;

pub async fn upgrade(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    // A browser's session cookie signs the connection in, if the page is this site's (a
    // page of another site must not play as whoever visits it).
    let mut caller = None;
    if let Some(secret) = session_cookie(&headers)
        && same_site(&headers).is_ok()
    {
        caller = shared.identify_session(secret).await.ok().flatten();
    }
    // Small buffers: a connection mostly idles, and the default 128 KiB each way cost
    // about a quarter of a megabyte per connection.
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .on_upgrade(move |socket| connection(shared, socket, caller))
}

type Watched = Arc<Mutex<HashMap<String, TableHandle>>>;

async fn connection(shared: Arc<Shared>, socket: WebSocket, caller: Option<Caller>) {
    let mut revoked = shared.accounts.subscribe();
    let conn = shared.next_conn();
    shared.socket_opened();
    let (outbox, rx, behind) = Outbox::new(conn);
    let (sink, mut stream) = socket.split();
    let watched: Watched = Arc::default();
    let last_heard = Arc::new(AtomicI64::new(clock::now_ms()));
    let dead = Arc::new(Notify::new());
    let writer = tokio::spawn(
        Writer {
            sink,
            rx,
            behind,
            watched: watched.clone(),
            last_heard: last_heard.clone(),
            dead: dead.clone(),
            heartbeat_ms: shared.heartbeat_ms,
            conn,
            closing: shared.connections_closing(),
        }
        .run(),
    );
    let mut reader = Reader {
        shared: shared.clone(),
        outbox: outbox.clone(),
        identity: caller.as_ref().map(|caller| caller.identity.clone()),
        caller,
        watched: watched.clone(),
        bucket: TokenBucket::new(shared.limits.messages_per_second),
    };
    reader
        .reply(welcome(&shared, reader.identity.clone()))
        .await;
    loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            () = dead.notified() => break,
            revocation = revoked.recv() => {
                // A credential that stops working ends the connections it signed in.
                match revocation {
                    Ok(revocation) if reader.caller.as_ref().is_some_and(|c| revocation.ends(c)) => break,
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
                    _ => continue,
                }
            }
        };
        let Some(Ok(frame)) = frame else { break };
        last_heard.store(clock::now_ms(), Ordering::Relaxed);
        match frame {
            Message::Text(text) => reader.read(text.as_str()).await,
            Message::Binary(_) => {
                reader
                    .refuse(
                        None,
                        ErrorBody::new(ErrorCode::BadMessage, "send JSON text frames"),
                    )
                    .await;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => {}
        }
    }
    let tables: Vec<TableHandle> = watched
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .drain()
        .map(|(_, handle)| handle)
        .collect();
    for handle in tables {
        handle.send(Command::Unwatch { conn }).await;
    }
    writer.abort();
    shared.socket_closed();
}

fn welcome(shared: &Shared, identity: Option<Identity>) -> ServerMessage {
    ServerMessage::Welcome {
        identity,
        heartbeat_ms: shared.heartbeat_ms,
        limits: shared.limits.clone(),
    }
}

/// Sends what the tables queue, pings the client, closes a connection that stopped
/// answering, and asks tables for a snapshot when their messages did not fit.
struct Writer {
    sink: SplitSink<WebSocket, Message>,
    rx: tokio::sync::mpsc::Receiver<ServerMessage>,
    behind: Arc<Behind>,
    watched: Watched,
    last_heard: Arc<AtomicI64>,
    dead: Arc<Notify>,
    heartbeat_ms: u32,
    conn: ConnId,
    /// True once the server is shutting down and its tables have stopped.
    closing: tokio::sync::watch::Receiver<bool>,
}

impl Writer {
    async fn run(mut self) {
        let heartbeat = Duration::from_millis(u64::from(self.heartbeat_ms.max(1)));
        let mut ping = tokio::time::interval_at(Instant::now() + heartbeat, heartbeat);
        let mut closing = self.closing.clone();
        loop {
            tokio::select! {
                message = self.rx.recv() => {
                    let Some(message) = message else { break };
                    if send_with_queued(&mut self.sink, &message, &mut self.rx).await.is_err() {
                        break;
                    }
                }
                () = self.behind.notify.notified() => {
                    if !self.resync().await {
                        break;
                    }
                }
                true = async { closing.wait_for(|closing| *closing).await.is_ok() } => {
                    // What the tables queued before they stopped (acks of the last commits)
                    // goes out first; then the client is told to come back.
                    while let Ok(message) = self.rx.try_recv() {
                        if send(&mut self.sink, &message).await.is_err() {
                            break;
                        }
                    }
                    let frame = CloseFrame {
                        code: CLOSE_RESTARTING,
                        reason: "the server is restarting; reconnect".into(),
                    };
                    let _ = self.sink.send(Message::Close(Some(frame))).await;
                    break;
                }
                _ = ping.tick() => {
                    let silent = clock::now_ms() - self.last_heard.load(Ordering::Relaxed);
                    if silent > 3 * i64::from(self.heartbeat_ms) {
                        tracing::info!("closing a connection silent for {silent} ms");
                        break;
                    }
                    if self.sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                        break;
                    }
                }
            }
        }
        let _ = self.sink.close().await;
        self.dead.notify_one();
    }

    /// Catches up with the queue, then asks each table that missed messages for a
    /// snapshot. False if the socket failed.
    async fn resync(&mut self) -> bool {
        while let Ok(message) = self.rx.try_recv() {
            if send(&mut self.sink, &message).await.is_err() {
                return false;
            }
        }
        for table in self.behind.take() {
            let handle = self
                .watched
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .get(&table)
                .cloned();
            if let Some(handle) = handle {
                handle.send(Command::Resync { conn: self.conn }).await;
            }
        }
        true
    }
}

async fn send(
    sink: &mut SplitSink<WebSocket, Message>,
    message: &ServerMessage,
) -> Result<(), axum::Error> {
    let text = serde_json::to_string(message).expect("server messages serialise");
    sink.send(Message::Text(text.into())).await
}

/// The most messages one write takes: a burst (a resync, a finished game's last changes)
/// still goes out in pieces the client reads as they come.
const MESSAGES_PER_WRITE: usize = 16;

/// Sends `first` and whatever else is queued already in one flush, so an action's `update`
/// and its `ack`, queued one after the other, leave in one write (one system call and one
/// segment, with `TCP_NODELAY`) instead of two; the order is the queue's.
async fn send_with_queued(
    sink: &mut SplitSink<WebSocket, Message>,
    first: &ServerMessage,
    rx: &mut tokio::sync::mpsc::Receiver<ServerMessage>,
) -> Result<(), axum::Error> {
    let encode = |message: &ServerMessage| {
        Message::Text(
            serde_json::to_string(message)
                .expect("server messages serialise")
                .into(),
        )
    };
    sink.feed(encode(first)).await?;
    for _ in 1..MESSAGES_PER_WRITE {
        let Ok(next) = rx.try_recv() else { break };
        sink.feed(encode(&next)).await?;
    }
    sink.flush().await
}

/// Messages per second with bursts of twice that.
struct TokenBucket {
    tokens: f64,
    rate: f64,
    last: Instant,
}

impl TokenBucket {
    fn new(rate: u32) -> TokenBucket {
        TokenBucket {
            tokens: 2.0 * f64::from(rate),
            rate: f64::from(rate),
            last: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(2.0 * self.rate);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Reader {
    shared: Arc<Shared>,
    outbox: Outbox,
    identity: Option<Identity>,
    /// How `identity` signed in, so that revoking its credential ends the connection.
    caller: Option<Caller>,
    watched: Watched,
    bucket: TokenBucket,
}

impl Reader {
    async fn reply(&self, message: ServerMessage) {
        self.outbox.send(message).await;
    }

    async fn refuse(&self, table: Option<&str>, error: ErrorBody) {
        self.reply(ServerMessage::Error {
            table: table.map(str::to_owned),
            command: None,
            error,
        })
        .await;
    }

    async fn read(&mut self, text: &str) {
        if !self.bucket.take() {
            let limit = self.shared.limits.messages_per_second;
            let error = ErrorBody::new(
                ErrorCode::RateLimited,
                format!("more than {limit} messages per second; this one was ignored"),
            );
            return self.refuse(None, error).await;
        }
        let max = self.shared.limits.max_message_bytes as usize;
        if text.len() > max {
            let error = ErrorBody::new(
                ErrorCode::TooLarge,
                format!(
                    "a message is at most {max} bytes; this one has {}",
                    text.len()
                ),
            );
            return self.refuse(None, error).await;
        }
        match serde_json::from_str::<ClientMessage>(text) {
            Ok(message) => self.dispatch(message).await,
            Err(err) => {
                let error = ErrorBody::new(
                    ErrorCode::BadMessage,
                    format!(
                        "{err}; messages are JSON objects with a type: hello, watch, unwatch, act, hint, chat, mute, ping"
                    ),
                );
                self.refuse(None, error).await;
            }
        }
    }

    fn watched_handle(&self, table: &str) -> Option<TableHandle> {
        self.watched
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(table)
            .cloned()
    }

    async fn dispatch(&mut self, message: ClientMessage) {
        match message {
            ClientMessage::Hello { token } => {
                let watching = !self
                    .watched
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .is_empty();
                if watching {
                    let error =
                        ErrorBody::new(ErrorCode::BadMessage, "send hello before watching tables");
                    return self.refuse(None, error).await;
                }
                match self.shared.identify_bearer(&token).await {
                    Ok(caller) => {
                        let identity = caller.identity.clone();
                        self.identity = Some(identity.clone());
                        self.caller = Some(caller);
                        self.reply(welcome(&self.shared, Some(identity))).await;
                    }
                    Err(error) => self.refuse(None, error).await,
                }
            }
            ClientMessage::Watch { table, last_seq } => {
                let count = self
                    .watched
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .len();
                if self.watched_handle(&table).is_none()
                    && count >= self.shared.limits.watched_per_connection as usize
                {
                    let error = ErrorBody::new(
                        ErrorCode::TooManyWatched,
                        format!(
                            "a connection watches at most {} tables; unwatch one first",
                            self.shared.limits.watched_per_connection
                        ),
                    );
                    return self.refuse(Some(&table), error).await;
                }
                let handle = match self.shared.table(&table).await {
                    Ok(handle) => handle,
                    Err(error) => return self.refuse(Some(&table), error).await,
                };
                self.watched
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .insert(table, handle.clone());
                handle
                    .send(Command::Watch {
                        outbox: self.outbox.clone(),
                        identity: self.identity.clone(),
                        last_seq,
                    })
                    .await;
            }
            ClientMessage::Unwatch { table } => {
                let handle = self
                    .watched
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .remove(&table);
                if let Some(handle) = handle {
                    handle
                        .send(Command::Unwatch {
                            conn: self.outbox.conn,
                        })
                        .await;
                }
            }
            ClientMessage::Act {
                table,
                seq,
                action,
                command,
                auto: _,
            } => self.act(table, seq, action, command).await,
            ClientMessage::Hint { table, seq } => self.hint(table, seq).await,
            ClientMessage::Ping { nonce } => self.reply(ServerMessage::Pong { nonce }).await,
            ClientMessage::Chat {
                table,
                command,
                body,
            } => self.chat(table, command, body).await,
            ClientMessage::Mute { identity, muted } => self.mute(identity, muted).await,
        }
    }

    /// Checks a chat message (who, what, how often) before its table stores it. The checks
    /// read nothing of the table, so a refusal says nothing about the game.
    async fn chat(&mut self, table: String, command: String, body: ChatBody) {
        let refuse = |error: ErrorBody| ServerMessage::Error {
            table: Some(table.clone()),
            command: Some(command.clone()),
            error,
        };
        let Some(identity) = self.identity.clone() else {
            let error = ErrorBody::new(
                ErrorCode::Unauthorized,
                "send hello with your token before chatting",
            );
            return self.reply(refuse(error)).await;
        };
        if command.is_empty() || command.len() > MAX_COMMAND_BYTES {
            let error = ErrorBody::new(
                ErrorCode::BadMessage,
                format!("a command id is 1 to {MAX_COMMAND_BYTES} bytes"),
            );
            return self.reply(refuse(error)).await;
        }
        if let Err(error) = chat::check_body(&body, &self.shared.limits) {
            return self.reply(refuse(error)).await;
        }
        let Some(handle) = self.watched_handle(&table) else {
            let error = ErrorBody::new(
                ErrorCode::BadMessage,
                "watch the table before chatting at it",
            );
            return self.reply(refuse(error)).await;
        };
        if let Err(error) = self
            .shared
            .chat_limiter
            .take(&identity.id, &self.shared.limits)
        {
            return self.reply(refuse(error)).await;
        }
        handle
            .send(Command::Chat {
                outbox: self.outbox.clone(),
                identity,
                command,
                body,
            })
            .await;
    }

    /// Mutes or unmutes someone for this identity, and tells this process's tables.
    async fn mute(&mut self, target: String, on: bool) {
        let Some(identity) = self.identity.clone() else {
            let error = ErrorBody::new(
                ErrorCode::Unauthorized,
                "send hello with your token before muting",
            );
            return self.refuse(None, error).await;
        };
        if target == identity.id {
            let error = ErrorBody::new(ErrorCode::BadChat, "you cannot mute yourself");
            return self.refuse(None, error).await;
        }
        if target.is_empty() || target.len() > 64 {
            let error = ErrorBody::new(ErrorCode::BadChat, "no identity has that id");
            return self.refuse(None, error).await;
        }
        if let Err(error) = self
            .shared
            .chat_limiter
            .take(&identity.id, &self.shared.limits)
        {
            return self.refuse(None, error).await;
        }
        let store = self.shared.store.chat();
        let changed = match store.set_mute(&identity.id, &target, on).await {
            Ok(MuteChange::Done) => store.mutes_of(&identity.id).await,
            Ok(MuteChange::NoSuchIdentity) => {
                let error = ErrorBody::new(ErrorCode::BadChat, "no identity has that id");
                return self.refuse(None, error).await;
            }
            Ok(MuteChange::TooMany) => {
                let error = ErrorBody::new(
                    ErrorCode::BadChat,
                    format!("you may mute at most {MAX_MUTES} people; unmute someone first"),
                );
                return self.refuse(None, error).await;
            }
            Err(err) => Err(err),
        };
        let muted = match changed {
            Ok(muted) => muted,
            Err(err) => return self.refuse(None, crate::app::storage(err)).await,
        };
        for handle in self.shared.live_handles().await {
            handle
                .send(Command::ChatMutes {
                    identity: identity.id.clone(),
                    muted: muted.clone(),
                })
                .await;
        }
        self.reply(ServerMessage::Muted { muted }).await;
    }

    async fn hint(&mut self, table: String, seq: u32) {
        let Some(identity) = self.identity.clone() else {
            let error = ErrorBody::new(
                ErrorCode::Unauthorized,
                "send hello with your token before asking for a hint",
            );
            return self.refuse(Some(&table), error).await;
        };
        let handle = match self.watched_handle(&table) {
            Some(handle) => handle,
            None => match self.shared.table(&table).await {
                Ok(handle) => handle,
                Err(error) => return self.refuse(Some(&table), error).await,
            },
        };
        handle
            .send(Command::Hint {
                outbox: self.outbox.clone(),
                identity,
                seq,
            })
            .await;
    }

    async fn act(&mut self, table: String, seq: u32, action: String, command: String) {
        let refuse = |error: ErrorBody| ServerMessage::Error {
            table: Some(table.clone()),
            command: Some(command.clone()),
            error,
        };
        let Some(identity) = self.identity.clone() else {
            let error = ErrorBody::new(
                ErrorCode::Unauthorized,
                "send hello with your token before acting",
            );
            return self.reply(refuse(error)).await;
        };
        if command.is_empty() || command.len() > MAX_COMMAND_BYTES {
            let error = ErrorBody::new(
                ErrorCode::BadMessage,
                format!("a command id is 1 to {MAX_COMMAND_BYTES} bytes"),
            );
            return self.reply(refuse(error)).await;
        }
        if action.len() > MAX_ACTION_BYTES {
            let error =
                ErrorBody::new(ErrorCode::BadAction, "that is far too long to be an action");
            return self.reply(refuse(error)).await;
        }
        let handle = match self.watched_handle(&table) {
            Some(handle) => handle,
            None => match self.shared.table(&table).await {
                Ok(handle) => handle,
                Err(error) => return self.reply(refuse(error)).await,
            },
        };
        handle
            .send(Command::Act {
                outbox: self.outbox.clone(),
                identity,
                seq,
                action,
                command,
                received: Instant::now(),
            })
            .await;
    }
}
