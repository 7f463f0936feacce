//! A live table: one task that owns the game and everything about the table, fed by a
//! command channel. Every change goes the same way: checked with the engine on a copy,
//! stored in one transaction, and only then made live, acknowledged and sent, each watcher
//! receiving the engine's view for its own seat (or the spectator view).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, MutexGuard},
    time::Duration,
};

use interregnum_bots::BotSpec;
use interregnum_core::{ActionError, Observer, Replay, Seat};
use serde_json::Value;
use tokio::{
    sync::{mpsc, oneshot},
    time::Instant,
};

use crate::{
    app::Shared,
    chat::{TableChat, store::NewChat},
    clock,
    games::{self, GameEntry, TableGame},
    metrics,
    outbox::{ConnId, Outbox},
    protocol::{
        Change, ChatBody, ChatMessage, ErrorBody, ErrorCode, HistoryEntry, Identity, Mover,
        Occupant as WireOccupant, Presence, SeatInfo, SeatPresence, ServerMessage, SnapshotReason,
        Status, TableSettings, TableState,
    },
    ratings::{self, GameEnd},
    store::{ActionRecord, Commit, Occupant, SeatRecord, StoreError, StoredTable, TableRecord},
};

/// Commands a table's task can queue before senders wait.
const COMMAND_CAPACITY: usize = 1024;
/// How long a person's command waits for another process to hand a table over.
const HANDOVER_WAIT: Duration = Duration::from_secs(5);
/// How often the waiting process looks whether the lease is free, and asks again.
const HANDOVER_POLL: Duration = Duration::from_millis(20);
const HANDOVER_ASK_AGAIN: Duration = Duration::from_millis(500);
/// The longest a hint's search runs (on top of the hard level's iteration budget).
pub const HINT_TIME: Duration = Duration::from_secs(2);
/// The least time between a seat's hint and its next question.
pub const HINT_INTERVAL: Duration = Duration::from_secs(2);

pub type Reply<T> = oneshot::Sender<Result<T, ErrorBody>>;

/// What a table is asked to do.
pub enum Command {
    Watch {
        outbox: Outbox,
        identity: Option<Identity>,
        last_seq: Option<u32>,
    },
    Unwatch {
        conn: ConnId,
    },
    /// The connection missed messages; send it a snapshot.
    Resync {
        conn: ConnId,
    },
    Act {
        outbox: Outbox,
        identity: Identity,
        seq: u32,
        action: String,
        command: String,
        /// When it arrived on its socket (the ack latency metric).
        received: Instant,
    },
    Sit {
        identity: Identity,
        seat: Option<u8>,
        reply: Reply<TableState>,
    },
    Leave {
        identity: Identity,
        reply: Reply<TableState>,
    },
    Start {
        identity: Identity,
        reply: Reply<TableState>,
    },
    Rematch {
        identity: Identity,
        reply: Reply<String>,
    },
    State {
        identity: Option<Identity>,
        reply: Reply<TableState>,
    },
    Replay {
        reply: Reply<Replay>,
    },
    History {
        identity: Identity,
        reply: Reply<Vec<HistoryEntry>>,
    },
    /// A seated person asks for a hint on their decision at change `seq`.
    Hint {
        outbox: Outbox,
        identity: Identity,
        seq: u32,
    },
    /// Another process stored a change of this table (a doorbell): reload if behind.
    Refresh,
    /// An identity has a new name (renamed, or its account deleted): show it where it sits.
    Renamed {
        identity: Identity,
    },
    /// Another process wants to drive this table because a person there wants to act:
    /// release the lease unless a decision is under way here.
    HandOver,
    /// A chat message of `identity`, checked against the limits by its connection.
    Chat {
        outbox: Outbox,
        identity: Identity,
        command: String,
        body: ChatBody,
    },
    /// `identity` muted or unmuted someone: these are its mutes now.
    ChatMutes {
        identity: String,
        muted: Vec<Identity>,
    },
    /// Another process stored a chat message of this table: read it.
    ChatPosted,
    /// Stop driving: release the lease and end the task.
    Stop,
    /// A bot (or the clock) decided for `seat` at change `seq`.
    Decided {
        seq: u32,
        seat: u8,
        action: String,
        mover: Mover,
    },
}

/// A cheap handle to a table's task.
#[derive(Clone, Debug)]
pub struct TableHandle {
    pub id: Arc<str>,
    tx: mpsc::Sender<Command>,
}

impl TableHandle {
    /// Queues a command; false if the table's task has ended.
    pub async fn send(&self, command: Command) -> bool {
        self.tx.send(command).await.is_ok()
    }

    /// Resolves when the table's task has ended.
    pub async fn ended(&self) {
        self.tx.closed().await;
    }

    /// Sends a command that answers, and waits for the answer.
    ///
    /// # Errors
    /// The table's refusal, or `internal` if its task has ended.
    pub async fn ask<T>(&self, command: impl FnOnce(Reply<T>) -> Command) -> Result<T, ErrorBody> {
        let (reply, answer) = oneshot::channel();
        if self.tx.send(command(reply)).await.is_err() {
            return Err(gone());
        }
        answer.await.unwrap_or_else(|_| Err(gone()))
    }
}

fn gone() -> ErrorBody {
    ErrorBody::new(ErrorCode::Internal, "the table stopped; try again")
}

/// A connection following the table.
struct Watcher {
    outbox: Outbox,
    identity: Option<String>,
    seat: Option<u8>,
}

/// One seat's hints: at most one searched at a time, and [`HINT_INTERVAL`] between an
/// answer and the next question.
#[derive(Debug, Default)]
struct HintSlot {
    running: bool,
    answered_at: Option<Instant>,
}

impl HintSlot {
    fn free(&self) -> bool {
        !self.running
            && self
                .answered_at
                .is_none_or(|at| at.elapsed() >= HINT_INTERVAL)
    }
}

fn lock(slot: &Mutex<HintSlot>) -> MutexGuard<'_, HintSlot> {
    slot.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// An action of a person held until its reaction window has been open long enough.
struct Held {
    release_at: Instant,
    outbox: Outbox,
    seat: u8,
    action: String,
    command: String,
}

pub struct Table {
    shared: Arc<Shared>,
    entry: &'static GameEntry,
    record: TableRecord,
    seats: Vec<SeatRecord>,
    /// Live once the game has started.
    game: Option<Box<dyn TableGame>>,
    /// Every command id applied, with the change it became and the seat that sent it.
    commands: HashMap<String, Applied>,
    /// The change each action of the game became, in order.
    action_seqs: Vec<u32>,
    watchers: HashMap<ConnId, Watcher>,
    /// Per seat: since when (ms since the epoch) its person has had no connection.
    away_since: Vec<Option<i64>>,
    /// When the current decision was offered to its seat.
    offered_at: Instant,
    held: Option<Held>,
    /// The change a bot's decision is being computed for.
    thinking: Option<u32>,
    /// Per seat: its hint being searched, or when the last one was answered.
    hints: Vec<Arc<Mutex<HintSlot>>>,
    /// Whether this process drives the table: always with SQLite; with PostgreSQL while it
    /// holds the table's lease. A table not driven here only follows the database.
    driving: bool,
    /// When to renew the lease (driving) or look at the database again (following).
    lease_check_at: Instant,
    /// When the table last got a command: a finished table nobody watches is put away
    /// after [`Shared::finished_idle_ms`] without one.
    last_used: Instant,
    me: mpsc::WeakSender<Command>,
    chat: TableChat,
    /// The seat that was to act after the last change (a turn starts when this changes).
    last_to_act: Option<u8>,
    /// Per seat: a "your turn" mail went out since its person last acted or came to the table.
    mailed: Vec<bool>,
}

/// Builds the live table from what is stored and starts its task.
///
/// # Errors
/// If the stored game or actions no longer play back (a bug or a changed engine).
pub fn spawn(shared: Arc<Shared>, stored: StoredTable) -> Result<TableHandle, ErrorBody> {
    let entry = games::find(&stored.table.game)?;
    let (game, commands, action_seqs) = rebuild(entry, &stored)?;
    let n_seats = stored.seats.len();
    let now = clock::now_ms();
    let away_since = stored
        .seats
        .iter()
        .map(|seat| matches!(seat.occupant, Occupant::Person(_)).then_some(now))
        .collect();
    let (tx, rx) = mpsc::channel(COMMAND_CAPACITY);
    let driving = !shared.store.shared_by_processes();
    let last_to_act = game
        .as_ref()
        .and_then(|game| game.to_act())
        .map(|seat| seat.index() as u8);
    let table = Table {
        shared,
        entry,
        record: stored.table,
        seats: stored.seats,
        game,
        commands,
        action_seqs,
        watchers: HashMap::new(),
        away_since,
        offered_at: Instant::now(),
        held: None,
        thinking: None,
        hints: (0..n_seats).map(|_| Arc::default()).collect(),
        driving,
        lease_check_at: Instant::now(),
        last_used: Instant::now(),
        me: tx.downgrade(),
        chat: TableChat::default(),
        last_to_act,
        mailed: vec![false; n_seats],
    };
    let handle = TableHandle {
        id: table.record.id.as_str().into(),
        tx,
    };
    tokio::spawn(table.run(rx));
    Ok(handle)
}

/// A command that was applied: the change it became, and the seat whose action it was.
#[derive(Clone, Copy, Debug)]
struct Applied {
    seq: u32,
    seat: u8,
}

type Rebuilt = (
    Option<Box<dyn TableGame>>,
    HashMap<String, Applied>,
    Vec<u32>,
);

/// The live game, command ids and action numbers of a stored table, by replaying its log.
fn rebuild(entry: &GameEntry, stored: &StoredTable) -> Result<Rebuilt, ErrorBody> {
    let game = match stored.table.status {
        Status::Waiting => None,
        Status::Playing | Status::Finished => {
            let mut game = entry.start(&stored.table.options, stored.table.seed)?;
            for action in &stored.actions {
                game.apply(&action.action)
                    .map_err(|err| does_not_play_back(action.seq, &err))?;
            }
            Some(game)
        }
    };
    let commands = stored
        .actions
        .iter()
        .filter_map(|action| {
            let applied = Applied {
                seq: action.seq,
                seat: action.seat,
            };
            action.command.clone().map(|command| (command, applied))
        })
        .collect();
    let action_seqs = stored.actions.iter().map(|action| action.seq).collect();
    Ok((game, commands, action_seqs))
}

impl Table {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        if !self.driving && self.record.status != Status::Finished {
            // Free, or its driver is gone: drive it. Held by a live process: follow it.
            let _ = self.try_drive().await;
        }
        loop {
            self.start_bot_if_due();
            let wake = self.next_wake();
            tokio::select! {
                command = rx.recv() => match command {
                    Some(Command::Stop) | None => break,
                    Some(command) => {
                        self.last_used = Instant::now();
                        self.handle(command).await;
                    }
                },
                () = sleep_until(wake), if wake.is_some() => self.on_timer().await,
            }
            let idle = self.put_away_at().is_some_and(|at| at <= Instant::now());
            if idle
                && self
                    .shared
                    .put_away(&self.record.id, || rx.is_empty())
                    .await
            {
                // Forgotten by the registry: nobody can find this task any more. What was
                // queued in the meantime by someone who found it before is still answered.
                rx.close();
                while let Ok(command) = rx.try_recv() {
                    if !matches!(command, Command::Stop) {
                        self.handle(command).await;
                    }
                }
                break;
            }
        }
        if self.driving && self.shared.store.shared_by_processes() {
            let _ = self
                .shared
                .store
                .release_lease(&self.record.id, &self.shared.process)
                .await;
            metrics::lease_released();
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Watch {
                outbox,
                identity,
                last_seq,
            } => self.watch(outbox, identity, last_seq).await,
            Command::Unwatch { conn } => self.unwatch(conn),
            Command::Resync { conn } => {
                if let Some(watcher) = self.watchers.get(&conn) {
                    let message = self.snapshot(watcher.seat, SnapshotReason::Resync);
                    watcher.outbox.offer(&self.record.id, message);
                    // Chat messages it missed too.
                    self.send_chat_history(Some(conn));
                }
            }
            Command::Act {
                outbox,
                identity,
                seq,
                action,
                command,
                received,
            } => {
                self.act(outbox, &identity, seq, action, command, received)
                    .await;
            }
            Command::Sit {
                identity,
                seat,
                reply,
            } => {
                let result = self.sit(&identity, seat).await;
                let _ = reply.send(result.map(|()| self.state_for(Some(&identity))));
            }
            Command::Leave { identity, reply } => {
                let result = self.leave(&identity).await;
                let _ = reply.send(result.map(|()| self.state_for(Some(&identity))));
            }
            Command::Start { identity, reply } => {
                let result = self.start(&identity).await;
                let _ = reply.send(result.map(|()| self.state_for(Some(&identity))));
            }
            Command::Rematch { identity, reply } => {
                let _ = reply.send(self.rematch(&identity).await);
            }
            Command::State { identity, reply } => {
                let _ = reply.send(Ok(self.state_for(identity.as_ref())));
            }
            Command::Replay { reply } => {
                let _ = reply.send(self.replay());
            }
            Command::History { identity, reply } => {
                let _ = reply.send(self.history(&identity));
            }
            Command::Decided {
                seq,
                seat,
                action,
                mover,
            } => self.decided(seq, seat, action, mover).await,
            Command::Hint {
                outbox,
                identity,
                seq,
            } => self.hint(outbox, &identity, seq),
            Command::Refresh => self.refresh().await,
            Command::Renamed { identity } => {
                self.chat.renamed(&identity);
                self.renamed(&identity);
            }
            Command::Chat {
                outbox,
                identity,
                command,
                body,
            } => self.chat(&outbox, identity, command, body).await,
            Command::ChatMutes { identity, muted } => {
                if self.chat.knows_mutes_of(&identity) {
                    self.chat.set_mutes(&identity, muted);
                    self.send_chat_history(None);
                }
            }
            Command::ChatPosted => self.chat_posted().await,
            Command::HandOver => self.hand_over().await,
            Command::Stop => unreachable!("handled by the loop"),
        }
    }

    // ---- what observers see -------------------------------------------------------------

    fn seat_of(&self, identity: &str) -> Option<u8> {
        self.seats.iter().find_map(|seat| match &seat.occupant {
            Occupant::Person(person) if person.id == identity => Some(seat.seat),
            _ => None,
        })
    }

    fn to_act(&self) -> Option<u8> {
        self.game
            .as_ref()
            .and_then(|game| game.to_act())
            .map(|seat| seat.index() as u8)
    }

    fn presence(&self, seat: usize) -> Option<Presence> {
        match self.seats[seat].occupant {
            Occupant::Person(_) => Some(match self.away_since[seat] {
                None => Presence {
                    connected: true,
                    away_ms: None,
                },
                Some(since) => Presence {
                    connected: false,
                    away_ms: Some(clock::wire_ms(clock::now_ms() - since)),
                },
            }),
            _ => None,
        }
    }

    fn base_state(&self) -> TableState {
        let seats = self
            .seats
            .iter()
            .map(|seat| SeatInfo {
                seat: seat.seat,
                occupant: match &seat.occupant {
                    Occupant::Open => WireOccupant::Open,
                    Occupant::Person(identity) => WireOccupant::Person {
                        identity: identity.clone(),
                    },
                    Occupant::Bot(bot) => WireOccupant::Bot { bot: bot.clone() },
                    Occupant::Invited(identity) => WireOccupant::Invited {
                        identity: identity.clone(),
                    },
                },
                timeouts: seat.timeouts,
                bot_standing_in: seat.stand_in,
                presence: self.presence(usize::from(seat.seat)),
            })
            .collect();
        TableState {
            id: self.record.id.clone(),
            game: self.record.game.clone(),
            options: self.record.options.clone(),
            status: self.record.status,
            seq: self.record.seq,
            public: self.record.public,
            settings: self.record.settings.clone(),
            seats,
            you: None,
            to_act: self.to_act(),
            remaining_ms: self
                .record
                .deadline_ms
                .map(|deadline| clock::wire_ms(deadline - clock::now_ms())),
            outcome: self.game.as_ref().and_then(|game| game.outcome()),
            next_table: self.record.next_table.clone(),
        }
    }

    fn state_for(&self, identity: Option<&Identity>) -> TableState {
        let mut state = self.base_state();
        state.you = identity.and_then(|identity| self.seat_of(&identity.id));
        state
    }

    /// The engine's view for a seat, or the spectator view: the only views that leave.
    fn view(&self, seat: Option<u8>) -> Option<Value> {
        let game = self.game.as_ref()?;
        let observer = match seat {
            Some(seat) => Observer::Seat(Seat::new(usize::from(seat))),
            None => Observer::Spectator,
        };
        Some(game.view(observer))
    }

    fn snapshot(&self, seat: Option<u8>, reason: SnapshotReason) -> ServerMessage {
        let mut table = self.base_state();
        table.you = seat;
        ServerMessage::Snapshot {
            table,
            view: self.view(seat),
            reason,
        }
    }

    /// Sends every watcher the change with its own view; forgets closed connections.
    fn broadcast(&mut self, change: &Change) {
        let base = self.base_state();
        let mut views: HashMap<Option<u8>, Option<Value>> = HashMap::new();
        let mut closed = Vec::new();
        for (conn, watcher) in &self.watchers {
            let view = views
                .entry(watcher.seat)
                .or_insert_with(|| self.view(watcher.seat))
                .clone();
            let mut table = base.clone();
            table.you = watcher.seat;
            let message = ServerMessage::Update {
                table,
                change: change.clone(),
                view,
            };
            if !watcher.outbox.offer(&self.record.id, message) {
                closed.push(*conn);
            }
        }
        for conn in closed {
            self.unwatch(conn);
        }
        // Who reads which chat channel changes with the seats and at the game's end.
        if matches!(change, Change::Seated { .. } | Change::Left { .. })
            || self.record.status == Status::Finished && !matches!(change, Change::Rematch { .. })
        {
            self.send_chat_history(None);
        }
    }

    fn broadcast_presence(&mut self) {
        let seats: Vec<SeatPresence> = (0..self.seats.len())
            .filter_map(|seat| {
                self.presence(seat).map(|presence| SeatPresence {
                    seat: seat as u8,
                    presence,
                })
            })
            .collect();
        for watcher in self.watchers.values() {
            watcher.outbox.offer(
                &self.record.id,
                ServerMessage::Presence {
                    table: self.record.id.clone(),
                    seq: self.record.seq,
                    seats: seats.clone(),
                },
            );
        }
    }

    fn error(&self, outbox: &Outbox, command: Option<&str>, error: ErrorBody) {
        outbox.offer(
            &self.record.id,
            ServerMessage::Error {
                table: Some(self.record.id.clone()),
                command: command.map(str::to_owned),
                error,
            },
        );
    }

    // ---- watching and presence ----------------------------------------------------------

    async fn watch(&mut self, outbox: Outbox, identity: Option<Identity>, last_seq: Option<u32>) {
        let seat = identity
            .as_ref()
            .and_then(|identity| self.seat_of(&identity.id));
        let conn = outbox.conn;
        let _ = last_seq; // Every snapshot holds all that was missed; see docs/server.md.
        outbox.offer(&self.record.id, self.snapshot(seat, SnapshotReason::Watch));
        self.watchers.insert(
            conn,
            Watcher {
                outbox,
                identity: identity.map(|identity| identity.id),
                seat,
            },
        );
        self.watch_chat(conn).await;
        if let Some(seat) = seat {
            let index = usize::from(seat);
            self.mailed[index] = false;
            if self.away_since[index].is_some() {
                self.away_since[index] = None;
                self.broadcast_presence();
            }
            if self.seats[index].stand_in
                && self.record.status == Status::Playing
                && self.ensure_driving().await.is_ok()
            {
                let mut back = self.seats[index].clone();
                back.stand_in = false;
                back.timeouts = 0;
                let _ = self
                    .commit_change(Change::TookBack { seat }, vec![back], None)
                    .await;
            }
        }
    }

    fn unwatch(&mut self, conn: ConnId) {
        let Some(watcher) = self.watchers.remove(&conn) else {
            return;
        };
        if let Some(identity) = &watcher.identity
            && !self
                .watchers
                .values()
                .any(|other| other.identity.as_ref() == Some(identity))
        {
            self.chat.forget(identity);
        }
        if let Some(seat) = watcher.seat {
            let still_here = self
                .watchers
                .values()
                .any(|other| other.seat == Some(seat) && other.identity == watcher.identity);
            if !still_here {
                self.away_since[usize::from(seat)] = Some(clock::now_ms());
                self.broadcast_presence();
            }
        }
    }

    /// Re-reads which seat each watcher holds after seats changed.
    fn reseat_watchers(&mut self) {
        let seats: Vec<(ConnId, Option<u8>)> = self
            .watchers
            .iter()
            .map(|(conn, watcher)| {
                (
                    *conn,
                    watcher.identity.as_deref().and_then(|id| self.seat_of(id)),
                )
            })
            .collect();
        for (conn, seat) in seats {
            if let Some(watcher) = self.watchers.get_mut(&conn) {
                watcher.seat = seat;
            }
        }
        for (index, seat) in self.seats.iter().enumerate() {
            let watched = self.watchers.values().any(|w| w.seat == Some(seat.seat));
            self.away_since[index] = match seat.occupant {
                Occupant::Person(_) if watched => None,
                Occupant::Person(_) => self.away_since[index].or(Some(clock::now_ms())),
                _ => None,
            };
        }
    }

    // ---- chat (chat.rs) -----------------------------------------------------------------

    /// Sends a new watcher the recent chat it may read, reading the table's recent messages
    /// and the watcher's mutes first if this table has not yet.
    async fn watch_chat(&mut self, conn: ConnId) {
        let store = self.shared.store.chat();
        let limit = self.shared.limits.chat_history;
        if !self.chat.loaded() {
            match store.recent_chat(&self.record.id, limit).await {
                Ok(messages) => {
                    self.chat.merge(messages, limit);
                }
                Err(err) => tracing::error!(table = %self.record.id, %err, "cannot read the chat"),
            }
        }
        let identity = self.watchers.get(&conn).and_then(|w| w.identity.clone());
        if let Some(identity) = identity
            && !self.chat.knows_mutes_of(&identity)
        {
            match store.mutes_of(&identity).await {
                Ok(muted) => self.chat.set_mutes(&identity, muted),
                Err(err) => tracing::error!(%err, "cannot read mutes"),
            }
        }
        self.send_chat_history(Some(conn));
    }

    /// Sends `chat_history` to one watcher, or to all.
    fn send_chat_history(&self, conn: Option<ConnId>) {
        let finished = self.record.status == Status::Finished;
        for (id, watcher) in &self.watchers {
            if conn.is_none_or(|conn| conn == *id) {
                let history = self.chat.history(
                    &self.record.id,
                    watcher.identity.as_deref(),
                    watcher.seat.is_some(),
                    finished,
                );
                watcher.outbox.offer(&self.record.id, history);
            }
        }
    }

    /// Stores a chat message in its sender's channel, acknowledges it, and sends it to every
    /// watcher that reads that channel and has not muted the sender.
    async fn chat(&mut self, outbox: &Outbox, from: Identity, command: String, body: ChatBody) {
        let channel = crate::chat::channel_of(self.seat_of(&from.id).is_some());
        let posted = self
            .shared
            .store
            .chat()
            .post_chat(&NewChat {
                table_id: &self.record.id,
                channel,
                sender: &from.id,
                body: &body,
                command: &command,
                at_ms: clock::now_ms(),
            })
            .await;
        let posted = match posted {
            Ok(posted) => posted,
            Err(err) => return self.error(outbox, Some(&command), crate::app::storage(err)),
        };
        outbox.offer(
            &self.record.id,
            ServerMessage::ChatAck {
                table: self.record.id.clone(),
                command,
                n: posted.n,
                duplicate: posted.duplicate,
            },
        );
        if !posted.duplicate {
            let message = ChatMessage {
                n: posted.n,
                channel,
                from,
                body,
            };
            self.chat
                .remember(message.clone(), self.shared.limits.chat_history);
            self.deliver_chat(&message);
        }
    }

    fn deliver_chat(&self, message: &ChatMessage) {
        let finished = self.record.status == Status::Finished;
        for watcher in self.watchers.values() {
            let reader = watcher.identity.as_deref();
            if self
                .chat
                .delivers(message, reader, watcher.seat.is_some(), finished)
            {
                watcher.outbox.offer(
                    &self.record.id,
                    ServerMessage::Chat {
                        table: self.record.id.clone(),
                        message: message.clone(),
                    },
                );
            }
        }
    }

    /// Reads the messages another process stored and sends them on.
    async fn chat_posted(&mut self) {
        if !self.chat.loaded() {
            return;
        }
        let limit = self.shared.limits.chat_history;
        match self
            .shared
            .store
            .chat()
            .recent_chat(&self.record.id, limit)
            .await
        {
            Ok(stored) => {
                for message in self.chat.merge(stored, limit) {
                    self.deliver_chat(&message);
                }
            }
            Err(err) => tracing::error!(table = %self.record.id, %err, "cannot read the chat"),
        }
    }

    // ---- storing a change ---------------------------------------------------------------

    /// The deadline of the decision now due, if the seat to act is a person on the clock.
    fn deadline_for(&self, game: Option<&dyn TableGame>, seats: &[SeatRecord]) -> Option<i64> {
        let move_ms = self.record.settings.move_ms()?;
        let seat = game?.to_act()?.index();
        let person = matches!(seats[seat].occupant, Occupant::Person(_)) && !seats[seat].stand_in;
        person.then(|| clock::now_ms() + move_ms)
    }

    /// Stores a change that touches seats (and maybe the status), then makes it live and
    /// tells every watcher.
    async fn commit_change(
        &mut self,
        change: Change,
        changed: Vec<SeatRecord>,
        status: Option<Status>,
    ) -> Result<(), ErrorBody> {
        let mut seats = self.seats.clone();
        for seat in &changed {
            seats[usize::from(seat.seat)] = seat.clone();
        }
        let status = status.unwrap_or(self.record.status);
        let commit = Commit {
            table_id: self.record.id.clone(),
            seq: self.record.seq + 1,
            status,
            deadline_ms: if status == Status::Playing {
                self.deadline_for(self.game.as_deref(), &seats)
            } else {
                None
            },
            next_table: self.record.next_table.clone(),
            seats: changed,
            action: None,
            end: None,
        };
        self.store(&commit).await?;
        self.seats = seats;
        self.record.status = commit.status;
        self.after_commit(&commit);
        self.reseat_watchers();
        self.broadcast(&change);
        Ok(())
    }

    async fn store(&mut self, commit: &Commit) -> Result<(), ErrorBody> {
        let started = Instant::now();
        match self.shared.store.commit(commit).await {
            Ok(()) => {
                metrics::committed(started.elapsed(), commit.action.is_some());
                Ok(())
            }
            Err(StoreError::DuplicateCommand(command)) => Err(ErrorBody::new(
                ErrorCode::Storage,
                format!("command {command:?} was stored already"),
            )),
            Err(StoreError::Conflict(seq)) => {
                tracing::warn!(table = %self.record.id, seq, "another writer stored this change");
                Err(ErrorBody::new(
                    ErrorCode::Moved,
                    "another server process drives this table; reconnect and retry",
                ))
            }
            Err(err) => {
                tracing::error!(table = %self.record.id, %err, "storing a change failed");
                Err(ErrorBody::new(
                    ErrorCode::Storage,
                    "the database failed; nothing was applied; retry with the same command id",
                ))
            }
        }
    }

    /// Makes a stored change live. An action still held for its reaction window was checked
    /// against the table before this change: it is not played, and its sender hears so (as
    /// for any action at an old number), instead of waiting for an answer that never comes.
    fn after_commit(&mut self, commit: &Commit) {
        self.record.seq = commit.seq;
        self.record.deadline_ms = commit.deadline_ms;
        self.record.next_table = commit.next_table.clone();
        self.offered_at = Instant::now();
        self.thinking = None;
        if let Some(held) = self.held.take() {
            let error = ErrorBody::new(
                ErrorCode::Stale,
                format!(
                    "the table moved on to {} while your action waited for its reaction window; \
                     nothing was applied; a snapshot follows",
                    self.record.seq
                ),
            );
            self.error(&held.outbox, Some(&held.command), error);
            held.outbox.offer(
                &self.record.id,
                self.snapshot(Some(held.seat), SnapshotReason::Stale),
            );
        }
        self.mail_turn(commit.seq);
    }

    /// After a stored change that made it a new seat's turn at a turn-based table: a "your
    /// turn" mail to its person, if they are not at the table, were not mailed since they
    /// last acted or came, and asked for these mails. The mail is built from the game's name
    /// and the table's id alone (`mail.rs`), and change `seq` is claimed in the database
    /// first, so it is mailed once at most.
    fn mail_turn(&mut self, seq: u32) {
        let now = self.to_act();
        let before = std::mem::replace(&mut self.last_to_act, now);
        if !self.record.settings.turn_based() || self.record.status != Status::Playing {
            return;
        }
        let Some(seat) = now.filter(|seat| before != Some(*seat)) else {
            return;
        };
        let Some(mailer) = self.shared.mailer().cloned() else {
            return;
        };
        let index = usize::from(seat);
        let record = &self.seats[index];
        let Occupant::Person(identity) = &record.occupant else {
            return; // Never to a bot.
        };
        if record.stand_in || self.away_since[index].is_none() || self.mailed[index] {
            return;
        }
        self.mailed[index] = true;
        let (shared, identity) = (self.shared.clone(), identity.id.clone());
        let (table, game) = (self.record.id.clone(), self.record.game.clone());
        tokio::spawn(async move {
            let accounts = shared.store.accounts();
            let address = match accounts.turn_mail_address(&identity).await {
                Ok(Some(address)) => address,
                Ok(None) => return,
                Err(err) => return tracing::error!(%table, %err, "cannot read a mail address"),
            };
            match accounts.claim_turn_mail(&table, seq, seat).await {
                Ok(true) => {}
                Ok(false) => return,
                Err(err) => return tracing::error!(%table, %err, "cannot claim a turn mail"),
            }
            match mailer.send_turn(&address, &game, &table).await {
                Ok(()) => {
                    metrics::turn_mail(true);
                    tracing::info!(%table, seq, seat, "turn mail sent");
                }
                Err(err) => {
                    metrics::turn_mail(false);
                    let why = err.kind();
                    tracing::warn!(%table, seq, seat, %why, "a turn mail was not sent");
                }
            }
        });
    }

    /// Checks an action on a copy, stores it, then makes it live. The caller has checked
    /// that `seat` is to act.
    async fn commit_action(
        &mut self,
        seat: u8,
        action: &str,
        command: Option<String>,
        mover: Mover,
    ) -> Result<u32, ErrorBody> {
        let Some(game) = self.game.as_ref() else {
            return Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "the game has not started",
            ));
        };
        let mut next = game.boxed_clone();
        let canonical = next.apply(action).map_err(action_error)?;
        let index = usize::from(seat);
        let mut changed = self.seats[index].clone();
        if mover == Mover::Person {
            self.mailed[index] = false;
        }
        match mover {
            Mover::Person => changed.timeouts = 0,
            Mover::Timeout => changed.timeouts += 1,
            Mover::Bot | Mover::StandIn => {}
        }
        let mut seats = self.seats.clone();
        seats[index] = changed.clone();
        let status = if next.to_act().is_none() {
            Status::Finished
        } else {
            Status::Playing
        };
        let end = (status == Status::Finished).then(|| self.game_end(next.as_ref(), &seats));
        let commit = Commit {
            table_id: self.record.id.clone(),
            seq: self.record.seq + 1,
            status,
            deadline_ms: self.deadline_for(Some(next.as_ref()), &seats),
            next_table: self.record.next_table.clone(),
            seats: vec![changed],
            end,
            action: Some(ActionRecord {
                seq: self.record.seq + 1,
                seat,
                action: canonical,
                command: command.clone(),
                mover,
                at_ms: clock::now_ms(),
                driver: self.shared.process.clone(),
            }),
        };
        self.store(&commit).await?;
        self.game = Some(next);
        self.seats = seats;
        self.record.status = status;
        if let Some(command) = command {
            self.commands.insert(
                command,
                Applied {
                    seq: commit.seq,
                    seat,
                },
            );
        }
        self.action_seqs.push(commit.seq);
        self.after_commit(&commit);
        self.broadcast(&Change::Acted { seat, by: mover });
        if mover == Mover::Timeout
            && self.record.status == Status::Playing
            && self.seats[index].timeouts >= self.record.settings.max_timeouts
            && !self.seats[index].stand_in
        {
            let mut stand_in = self.seats[index].clone();
            stand_in.stand_in = true;
            let _ = self
                .commit_change(Change::BotStandsIn { seat }, vec![stand_in], None)
                .await;
        }
        Ok(commit.seq)
    }

    /// How the game ended for every seat, stored (and rated) with its last change. A person
    /// for whom a bot stood in at the end left the game (docs/server.md, Ratings); bots are
    /// credited only at a rated table, as their level's rated identity.
    fn game_end(&self, game: &dyn TableGame, seats: &[SeatRecord]) -> GameEnd {
        let rated = self.record.settings.rated;
        let players: Vec<(Option<String>, bool)> = seats
            .iter()
            .map(|seat| match &seat.occupant {
                Occupant::Person(identity) => (Some(identity.id.clone()), seat.stand_in),
                Occupant::Bot(bot) if rated => (ratings::bot_player(bot), false),
                _ => (None, false),
            })
            .collect();
        GameEnd::new(
            &self.record.game,
            rated,
            game.outcome().as_ref(),
            &players,
            clock::now_ms(),
        )
    }

    // ---- actions ------------------------------------------------------------------------

    async fn act(
        &mut self,
        outbox: Outbox,
        identity: &Identity,
        seq: u32,
        action: String,
        command: String,
        received: Instant,
    ) {
        let refuse = |table: &Self, error: ErrorBody| table.error(&outbox, Some(&command), error);
        if self.answer_applied(&outbox, identity, &command) {
            return;
        }
        if let Err(error) = self.ensure_driving().await {
            return refuse(self, error);
        }
        // Taking over may have brought in commands stored by another process.
        if self.answer_applied(&outbox, identity, &command) {
            return;
        }
        let Some(seat) = self.seat_of(&identity.id) else {
            return refuse(
                self,
                ErrorBody::new(ErrorCode::NotSeated, "you have no seat at this table"),
            );
        };
        if let Some(held) = self.held.as_mut().filter(|held| held.seat == seat) {
            if held.command == command {
                // Sent again, after a reconnect: the answer goes where it was asked last, not
                // to a connection that may be gone.
                held.outbox = outbox;
            } else {
                refuse(
                    self,
                    ErrorBody::new(
                        ErrorCode::Pending,
                        "your previous action is held until its reaction window closes",
                    ),
                );
            }
            return;
        }
        if seq != self.record.seq {
            refuse(
                self,
                ErrorBody::new(
                    ErrorCode::Stale,
                    format!(
                        "the table is at {}, not {seq}; a snapshot follows",
                        self.record.seq
                    ),
                ),
            );
            outbox.offer(
                &self.record.id,
                self.snapshot(Some(seat), SnapshotReason::Stale),
            );
            return;
        }
        let Some(game) = self.game.as_ref() else {
            return refuse(
                self,
                ErrorBody::new(ErrorCode::WrongStatus, "the game has not started"),
            );
        };
        match game.to_act() {
            Some(to_act) if to_act.index() == usize::from(seat) => {}
            Some(to_act) => {
                return refuse(
                    self,
                    ErrorBody::new(
                        ErrorCode::NotYourTurn,
                        format!("seat {} is to act", to_act.index()),
                    ),
                );
            }
            None => {
                return refuse(
                    self,
                    ErrorBody::new(ErrorCode::WrongStatus, "the game is over"),
                );
            }
        }
        let canonical = match game.check(&action) {
            Ok(canonical) => canonical,
            Err(err) => return refuse(self, action_error(err)),
        };
        let release_at = self.release_time(false);
        if release_at > Instant::now() {
            self.held = Some(Held {
                release_at,
                outbox,
                seat,
                action: canonical,
                command,
            });
            return;
        }
        self.play_person(outbox, seat, &canonical, command, Some(received))
            .await;
    }

    /// Answers a command whose id was applied already, and says true; false if it was not.
    /// Only the seat that sent it hears that it was applied: the same id from anyone else is
    /// a different command, refused, never acknowledged for an action that was not theirs.
    fn answer_applied(&self, outbox: &Outbox, identity: &Identity, command: &str) -> bool {
        let Some(applied) = self.commands.get(command).copied() else {
            return false;
        };
        let message = match self.seat_of(&identity.id) {
            Some(seat) if seat == applied.seat => ServerMessage::Ack {
                table: self.record.id.clone(),
                command: command.to_owned(),
                seq: applied.seq,
                duplicate: true,
            },
            Some(_) => ServerMessage::Error {
                table: Some(self.record.id.clone()),
                command: Some(command.to_owned()),
                error: ErrorBody::new(
                    ErrorCode::BadMessage,
                    "another seat's action at this table has that command id; \
                     command ids must be unique per table (choose random ones); nothing was applied",
                ),
            },
            None => ServerMessage::Error {
                table: Some(self.record.id.clone()),
                command: Some(command.to_owned()),
                error: ErrorBody::new(ErrorCode::NotSeated, "you have no seat at this table"),
            },
        };
        outbox.offer(&self.record.id, message);
        true
    }

    /// Starts a hint for `identity`'s decision at change `seq`, if the table allows one:
    /// the hard bot's search from that seat's view only, on the blocking pool, within
    /// [`HINT_TIME`]. Its answer goes to the asking connection alone, never through the
    /// table's broadcast, so no other seat or spectator learns that a hint was asked.
    fn hint(&mut self, outbox: Outbox, identity: &Identity, seq: u32) {
        let refuse = |table: &Self, error: ErrorBody| table.error(&outbox, None, error);
        if self.record.settings.hints != Some(true) {
            return refuse(
                self,
                ErrorBody::new(ErrorCode::HintsOff, "this table does not allow hints"),
            );
        }
        let Some(seat) = self.seat_of(&identity.id) else {
            return refuse(
                self,
                ErrorBody::new(ErrorCode::NotSeated, "you have no seat at this table"),
            );
        };
        if seq != self.record.seq {
            refuse(
                self,
                ErrorBody::new(
                    ErrorCode::Stale,
                    format!(
                        "the table is at {}, not {seq}; a snapshot follows",
                        self.record.seq
                    ),
                ),
            );
            outbox.offer(
                &self.record.id,
                self.snapshot(Some(seat), SnapshotReason::Stale),
            );
            return;
        }
        let Some(game) = self
            .game
            .as_ref()
            .filter(|_| self.record.status == Status::Playing)
        else {
            return refuse(
                self,
                ErrorBody::new(ErrorCode::NotYourTurn, "the game is not being played"),
            );
        };
        if self.to_act() != Some(seat) {
            return refuse(
                self,
                ErrorBody::new(
                    ErrorCode::NotYourTurn,
                    "you have no decision to make now; a hint is for your own decision",
                ),
            );
        }
        let index = usize::from(seat);
        let slot = self.hints[index].clone();
        if !lock(&slot).free() {
            return refuse(
                self,
                ErrorBody::new(
                    ErrorCode::RateLimited,
                    format!(
                        "one hint at a time, at most one every {} seconds; try again in a moment",
                        HINT_INTERVAL.as_secs()
                    ),
                ),
            );
        }
        let Ok(permit) = self.shared.hint_permits.clone().try_acquire_owned() else {
            return refuse(
                self,
                ErrorBody::new(
                    ErrorCode::RateLimited,
                    "the server is working out other hints; try again in a moment",
                ),
            );
        };
        lock(&slot).running = true;
        // A fresh seed, unrelated to the table's: the hint depends on the seat's view and
        // nothing else, so it can tell nothing about the deal.
        let thought = game.hint_thought(Seat::new(index), crate::secrets::seed(), HINT_TIME);
        let table = self.record.id.clone();
        tokio::spawn(async move {
            let found = tokio::task::spawn_blocking(thought).await;
            drop(permit);
            *lock(&slot) = HintSlot {
                running: false,
                answered_at: Some(Instant::now()),
            };
            let message = match found {
                Ok(found) => ServerMessage::Hint {
                    table: table.clone(),
                    seq,
                    action: found.action,
                    win_chance: found.win_chance,
                    iterations: u32::try_from(found.iterations).unwrap_or(u32::MAX),
                },
                Err(_) => {
                    tracing::error!(%table, "a hint's search panicked");
                    ServerMessage::Error {
                        table: Some(table.clone()),
                        command: None,
                        error: ErrorBody::new(ErrorCode::Internal, "the hint failed"),
                    }
                }
            };
            outbox.offer(&table, message);
        });
    }

    /// Plays a person's checked action; `received` is when it arrived, for the ack latency
    /// (none for an action held for its reaction window, whose wait is the window's).
    async fn play_person(
        &mut self,
        outbox: Outbox,
        seat: u8,
        action: &str,
        command: String,
        received: Option<Instant>,
    ) {
        match self
            .commit_action(seat, action, Some(command.clone()), Mover::Person)
            .await
        {
            Ok(seq) => {
                outbox.offer(
                    &self.record.id,
                    ServerMessage::Ack {
                        table: self.record.id.clone(),
                        command,
                        seq,
                        duplicate: false,
                    },
                );
                if let Some(received) = received {
                    metrics::acknowledged(received.elapsed());
                }
            }
            Err(error) => self.error(&outbox, Some(&command), error),
        }
    }

    /// Whether the decision now due is a reaction window: one that may be passed.
    fn in_reaction_window(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|game| game.legal_actions().iter().any(|action| action == "pass"))
    }

    /// The earliest moment a decision on the current change may be played. In a reaction
    /// window every decision waits `reaction_ms` whoever makes it, and a bot's at least
    /// [`BOT_REACTION_MS`]; a bot waits at least `bot_delay_ms` for any decision. None of
    /// these depends on the cards held.
    fn release_time(&self, bot: bool) -> Instant {
        let wait = release_wait_ms(&self.record.settings, bot, self.in_reaction_window());
        self.offered_at + Duration::from_millis(u64::from(wait))
    }

    // ---- several processes ---------------------------------------------------------------

    /// Makes sure this process drives the table, for a person connected here who wants to
    /// change it: takes the lease if it is free or expired, else asks the process that holds
    /// it to hand it over and waits for that (at most [`HANDOVER_WAIT`]), then catches up
    /// with the database. So a table can be played through any process, driven by one at a
    /// time.
    ///
    /// # Errors
    /// `moved` if the other process did not hand the table over in time.
    async fn ensure_driving(&mut self) -> Result<(), ErrorBody> {
        if self.try_drive().await? {
            return Ok(());
        }
        let deadline = Instant::now() + HANDOVER_WAIT;
        let mut ask_at = Instant::now();
        while Instant::now() < deadline {
            if Instant::now() >= ask_at {
                self.shared
                    .store
                    .request_lease(&self.record.id)
                    .await
                    .map_err(crate::app::storage)?;
                ask_at = Instant::now() + HANDOVER_ASK_AGAIN;
            }
            tokio::time::sleep(HANDOVER_POLL).await;
            if self.try_drive().await? {
                return Ok(());
            }
        }
        Err(ErrorBody::new(
            ErrorCode::Moved,
            "another server process drives this table and did not hand it over; try again in a moment",
        ))
    }

    /// Takes the table's lease if it is free, expired or ours, and catches up with the
    /// database; false while another process holds it. Never asks for it: this is for the
    /// table's own background work (bots, clocks, a driver that went away).
    async fn try_drive(&mut self) -> Result<bool, ErrorBody> {
        if self.driving {
            return Ok(true);
        }
        let ttl = i64::from(self.shared.lease_ms);
        let taken = self
            .shared
            .store
            .take_lease(&self.record.id, &self.shared.process, ttl)
            .await
            .map_err(crate::app::storage)?;
        if taken {
            self.reload().await?;
            self.driving = true;
            metrics::lease_taken();
            self.lease_check_at = Instant::now() + self.lease_period() / 3;
        }
        Ok(taken)
    }

    /// Another process asked for the lease. Every change this process made is stored by now
    /// (the task commits before it reads its next command), so it can follow from here on;
    /// a bot thinking or a held action keeps the lease until it is stored, and the asker
    /// asks again.
    async fn hand_over(&mut self) {
        if !self.driving || self.thinking.is_some() || self.held.is_some() {
            return;
        }
        if self
            .shared
            .store
            .release_lease(&self.record.id, &self.shared.process)
            .await
            .is_ok()
        {
            self.driving = false;
            metrics::lease_released();
            self.lease_check_at = Instant::now() + self.lease_period() / 2;
        }
    }

    fn lease_period(&self) -> Duration {
        Duration::from_millis(u64::from(self.shared.lease_ms))
    }

    /// Renews the lease (driving), or looks at the database and takes over a table whose
    /// driver is gone when it has work to do (following).
    async fn check_lease(&mut self) {
        if self.driving {
            let ttl = i64::from(self.shared.lease_ms);
            let renewed = self
                .shared
                .store
                .take_lease(&self.record.id, &self.shared.process, ttl)
                .await;
            if !matches!(renewed, Ok(true)) {
                tracing::warn!(table = %self.record.id, "lost the lease; following");
                self.driving = false;
                metrics::lease_released();
            }
            self.lease_check_at = Instant::now() + self.lease_period() / 3;
            return;
        }
        self.refresh().await;
        let work = self.bot_to_act().is_some() || self.record.deadline_ms.is_some();
        if work {
            let _ = self.try_drive().await;
        }
        self.lease_check_at = Instant::now() + self.lease_period() / 2;
    }

    /// Shows an identity's new name in its seats; watchers get a snapshot (not a change:
    /// the number stays).
    fn renamed(&mut self, identity: &Identity) {
        let mut shown = false;
        for seat in &mut self.seats {
            if let Occupant::Person(person) | Occupant::Invited(person) = &mut seat.occupant
                && person.id == identity.id
                && person.name != identity.name
            {
                person.name.clone_from(&identity.name);
                shown = true;
            }
        }
        if shown {
            for watcher in self.watchers.values() {
                watcher.outbox.offer(
                    &self.record.id,
                    self.snapshot(watcher.seat, SnapshotReason::Resync),
                );
            }
        }
    }

    /// Reloads the table from the database if it is ahead; watchers get a snapshot.
    async fn refresh(&mut self) {
        if self.driving {
            return;
        }
        let before = self.record.seq;
        if self.reload().await.is_ok() && self.record.seq != before {
            for watcher in self.watchers.values() {
                watcher.outbox.offer(
                    &self.record.id,
                    self.snapshot(watcher.seat, SnapshotReason::Resync),
                );
            }
        }
    }

    /// Replaces the table with what the database holds, if that is newer.
    async fn reload(&mut self) -> Result<(), ErrorBody> {
        let stored = self
            .shared
            .store
            .load_table(&self.record.id)
            .await
            .map_err(crate::app::storage)?
            .ok_or_else(|| ErrorBody::new(ErrorCode::NoSuchTable, "the table is gone"))?;
        if stored.table.seq == self.record.seq && stored.table.status == self.record.status {
            return Ok(());
        }
        let (game, commands, action_seqs) = rebuild(self.entry, &stored)?;
        self.game = game;
        self.commands = commands;
        self.action_seqs = action_seqs;
        self.record = stored.table;
        self.seats = stored.seats;
        // Turns that began elsewhere were mailed (or not) by the process that stored them.
        self.last_to_act = self.to_act();
        self.offered_at = Instant::now();
        self.held = None;
        self.thinking = None;
        self.reseat_watchers();
        Ok(())
    }

    // ---- bots and the clock -------------------------------------------------------------

    /// The bot that plays the seat to act, if a bot does.
    fn bot_to_act(&self) -> Option<(u8, BotSpec, Mover)> {
        if self.record.status != Status::Playing {
            return None;
        }
        let seat = self.to_act()?;
        let record = &self.seats[usize::from(seat)];
        match &record.occupant {
            Occupant::Bot(name) => name.parse().ok().map(|spec| (seat, spec, Mover::Bot)),
            Occupant::Person(_) if record.stand_in => {
                Some((seat, BotSpec::Heuristic, Mover::StandIn))
            }
            _ => None,
        }
    }

    fn start_bot_if_due(&mut self) {
        if !self.driving || self.thinking == Some(self.record.seq) {
            return;
        }
        let Some((seat, spec, mover)) = self.bot_to_act() else {
            return;
        };
        self.think(seat, spec, mover, self.release_time(true));
    }

    /// Runs a bot's decision for `seat` on the blocking pool and feeds it back as a
    /// command once `release_at` has come.
    fn think(&mut self, seat: u8, spec: BotSpec, mover: Mover, release_at: Instant) {
        let Some(game) = self.game.as_ref() else {
            return;
        };
        let seq = self.record.seq;
        self.thinking = Some(seq);
        // Each decision's bot is seeded by the table's seed and the change number, so a
        // table rebuilt after a crash makes the same decisions.
        let seed = interregnum_bots::derive_seed(self.record.seed, u64::from(seq));
        let time_limit = self
            .in_reaction_window()
            .then(|| search_time_before(release_at, Instant::now()));
        let thought = game.bot_thought(Seat::new(usize::from(seat)), spec, seed, time_limit);
        let me = self.me.clone();
        metrics::bot_started();
        tokio::spawn(async move {
            let thought = tokio::task::spawn_blocking(thought).await;
            metrics::bot_finished();
            let Ok(action) = thought else {
                tracing::error!("a bot panicked");
                return;
            };
            tokio::time::sleep_until(release_at).await;
            if let Some(me) = me.upgrade() {
                let _ = me
                    .send(Command::Decided {
                        seq,
                        seat,
                        action,
                        mover,
                    })
                    .await;
            }
        });
    }

    async fn decided(&mut self, seq: u32, seat: u8, action: String, mover: Mover) {
        if !self.driving || seq != self.record.seq || self.to_act() != Some(seat) {
            return; // The table moved on (the person played before the clock ran out).
        }
        if let Err(error) = self.commit_action(seat, &action, None, mover).await {
            tracing::error!(table = %self.record.id, %error, "a bot's move was not stored");
            self.thinking = None;
        }
    }

    fn next_wake(&self) -> Option<Instant> {
        let held = self.held.as_ref().map(|held| held.release_at);
        let deadline = match (self.record.deadline_ms, self.thinking, self.driving) {
            (Some(deadline), None, true) => Some(Instant::now() + clock::until(deadline)),
            _ => None,
        };
        let unfinished = self.record.status != Status::Finished || !self.watchers.is_empty();
        let lease =
            (self.shared.store.shared_by_processes() && unfinished).then_some(self.lease_check_at);
        [held, deadline, lease, self.put_away_at()]
            .into_iter()
            .flatten()
            .min()
    }

    /// When this table leaves memory: once finished, unwatched and unused for a while (it is
    /// loaded again from the database when asked for).
    fn put_away_at(&self) -> Option<Instant> {
        (self.record.status == Status::Finished && self.watchers.is_empty()).then(|| {
            self.last_used + Duration::from_millis(u64::from(self.shared.finished_idle_ms))
        })
    }

    async fn on_timer(&mut self) {
        if self.shared.store.shared_by_processes() && self.lease_check_at <= Instant::now() {
            self.check_lease().await;
        }
        if let Some(held) = self.held.take_if(|held| held.release_at <= Instant::now()) {
            self.play_person(held.outbox, held.seat, &held.action, held.command, None)
                .await;
            return;
        }
        let expired = self
            .record
            .deadline_ms
            .is_some_and(|deadline| deadline <= clock::now_ms());
        if expired
            && self.driving
            && self.thinking.is_none()
            && self.held.is_none()
            && let Some(seat) = self.to_act()
        {
            self.think(seat, BotSpec::Heuristic, Mover::Timeout, Instant::now());
        }
    }

    // ---- seats --------------------------------------------------------------------------

    async fn sit(&mut self, identity: &Identity, seat: Option<u8>) -> Result<(), ErrorBody> {
        self.ensure_driving().await?;
        if self.record.status != Status::Waiting {
            return Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "the game has started",
            ));
        }
        if self.seat_of(&identity.id).is_some() {
            return Err(ErrorBody::new(
                ErrorCode::SeatTaken,
                "you already sit at this table",
            ));
        }
        let kept_for_me = |seat: &SeatRecord| matches!(&seat.occupant, Occupant::Invited(invited) if invited.id == identity.id);
        let index = match seat {
            Some(seat) => usize::from(seat),
            // The seat kept for this identity (a challenge), else the first open one.
            None => self
                .seats
                .iter()
                .position(kept_for_me)
                .or_else(|| {
                    self.seats
                        .iter()
                        .position(|seat| seat.occupant == Occupant::Open)
                })
                .ok_or_else(|| ErrorBody::new(ErrorCode::SeatTaken, "every seat is taken"))?,
        };
        let Some(record) = self.seats.get(index) else {
            return Err(ErrorBody::new(
                ErrorCode::NoSuchSeat,
                format!("this table has seats 0 to {}", self.seats.len() - 1),
            ));
        };
        if let Occupant::Invited(invited) = &record.occupant
            && invited.id != identity.id
        {
            return Err(ErrorBody::new(
                ErrorCode::SeatTaken,
                format!("seat {index} is kept for {}", invited.name),
            ));
        }
        if record.occupant != Occupant::Open && !kept_for_me(record) {
            return Err(ErrorBody::new(
                ErrorCode::SeatTaken,
                format!("seat {index} is taken"),
            ));
        }
        let mut taken = record.clone();
        taken.occupant = Occupant::Person(identity.clone());
        self.commit_change(Change::Seated { seat: index as u8 }, vec![taken], None)
            .await
    }

    async fn leave(&mut self, identity: &Identity) -> Result<(), ErrorBody> {
        self.ensure_driving().await?;
        if self.record.status != Status::Waiting {
            return Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "the game has started; seats can be left only before the start",
            ));
        }
        let seat = self.seat_of(&identity.id).ok_or_else(|| {
            ErrorBody::new(ErrorCode::NotSeated, "you have no seat at this table")
        })?;
        let mut open = self.seats[usize::from(seat)].clone();
        open.occupant = Occupant::Open;
        self.commit_change(Change::Left { seat }, vec![open], None)
            .await
    }

    async fn start(&mut self, identity: &Identity) -> Result<(), ErrorBody> {
        self.ensure_driving().await?;
        if self.record.status != Status::Waiting {
            return Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "the game has already started",
            ));
        }
        if self.seat_of(&identity.id).is_none() && self.record.created_by != identity.id {
            return Err(ErrorBody::new(
                ErrorCode::NotSeated,
                "only a seated person can start the game",
            ));
        }
        if self
            .seats
            .iter()
            .any(|seat| matches!(seat.occupant, Occupant::Open | Occupant::Invited(_)))
        {
            return Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "every seat must be taken to start (a challenged player sits down first)",
            ));
        }
        self.game = Some(self.entry.start(&self.record.options, self.record.seed)?);
        let result = self
            .commit_change(Change::Started, Vec::new(), Some(Status::Playing))
            .await;
        if result.is_err() {
            self.game = None;
        }
        result
    }

    async fn rematch(&mut self, identity: &Identity) -> Result<String, ErrorBody> {
        self.ensure_driving().await?;
        if self.record.status != Status::Finished {
            return Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "the game is not over",
            ));
        }
        if let Some(next) = &self.record.next_table {
            return Ok(next.clone());
        }
        if self.seat_of(&identity.id).is_none() {
            return Err(ErrorBody::new(
                ErrorCode::NotSeated,
                "only a player can offer a rematch",
            ));
        }
        let spectator = self.view(None).unwrap_or(Value::Null);
        let options =
            self.entry
                .rematch_options(&self.record.options, &spectator, self.seats.len());
        let seats = self
            .seats
            .iter()
            .map(|seat| SeatRecord {
                seat: seat.seat,
                occupant: seat.occupant.clone(),
                timeouts: 0,
                stand_in: false,
            })
            .collect();
        let next = self
            .shared
            .create_table(
                self.entry,
                options,
                seats,
                self.record.public,
                self.record.settings.clone(),
                &identity.id,
                true,
            )
            .await?;
        self.record.next_table = Some(next.to_string());
        let change = Change::Rematch {
            next_table: next.to_string(),
        };
        if let Err(error) = self.commit_change(change, Vec::new(), None).await {
            self.record.next_table = None;
            return Err(error);
        }
        Ok(next.to_string())
    }

    // ---- records --------------------------------------------------------------------------

    fn replay(&self) -> Result<Replay, ErrorBody> {
        match (&self.game, self.record.status) {
            (Some(game), Status::Finished) => Ok(game.replay()),
            _ => Err(ErrorBody::new(
                ErrorCode::WrongStatus,
                "the replay (which holds the seed) is shown once the game is over",
            )),
        }
    }

    /// What `identity`'s seat saw after each action so far, replayed from the record.
    fn history(&self, identity: &Identity) -> Result<Vec<HistoryEntry>, ErrorBody> {
        let seat = self.seat_of(&identity.id).ok_or_else(|| {
            ErrorBody::new(ErrorCode::NotSeated, "you have no seat at this table")
        })?;
        let Some(game) = &self.game else {
            return Ok(Vec::new());
        };
        let replay = game.replay();
        let mut again = self.entry.start(&replay.options, replay.seed)?;
        let observer = Observer::Seat(Seat::new(usize::from(seat)));
        // The view before any action holds from the start until the first action: its entry
        // carries the change just before that action (the start, or a seating change after
        // it), or the table's change now when nobody has acted yet.
        let before_first = self
            .action_seqs
            .first()
            .map_or(self.record.seq, |first| first - 1);
        let mut history = vec![HistoryEntry {
            seq: before_first,
            view: again.view(observer),
        }];
        for (action, &seq) in replay.actions.iter().zip(&self.action_seqs) {
            again
                .apply(action)
                .map_err(|err| does_not_play_back(seq, &err))?;
            history.push(HistoryEntry {
                seq,
                view: again.view(observer),
            });
        }
        Ok(history)
    }
}

/// The least time a bot's decision in a reaction window waits, whatever `reaction_ms` is: the
/// time its search has (see [`search_time_before`]), so that a table that sets no wait still
/// gets a bot that thinks before it plays a card.
const BOT_REACTION_MS: u32 = 500;

/// How long after a decision is offered it may be played (see [`Table::release_time`]).
fn release_wait_ms(settings: &TableSettings, bot: bool, in_reaction_window: bool) -> u32 {
    let mut wait = if bot { settings.bot_delay_ms } else { 0 };
    if in_reaction_window {
        wait = wait.max(settings.reaction_ms);
        if bot {
            wait = wait.max(BOT_REACTION_MS);
        }
    }
    wait
}

/// How long before its release a bot's search in a reaction window must end: the thread
/// pool's start and the last round of iterations fit in it.
const SEARCH_MARGIN: Duration = Duration::from_millis(100);

/// The time a bot's search may take if it starts at `now` and its decision is released at
/// `release_at`. In a reaction window a bot that holds nothing to play passes at once and one
/// that holds a card searches; a search that ran past the release would make the moment the
/// window closes say which. So the search stops before the release: the decision comes out
/// at the release either way. (Such a search may stop short of its iterations on a busy
/// machine, so a table rebuilt after a crash may then decide differently; it is rare, and
/// the log holds every decision made.)
fn search_time_before(release_at: Instant, now: Instant) -> Duration {
    release_at
        .saturating_duration_since(now)
        .saturating_sub(SEARCH_MARGIN)
}

/// A stored action the engine no longer plays (a bug, or an engine changed under an
/// unfinished table). Whoever asked gets this, and the log keeps it, so it says only which
/// change and how it failed: the engine's own refusal names the cards of the seat that was to
/// act (what it holds, what it may play) and the stored action may be a secret choice.
fn does_not_play_back(seq: u32, err: &ActionError) -> ErrorBody {
    let how = match err {
        ActionError::Parse(_) => "cannot be read",
        ActionError::Illegal(_) => "is not legal",
    };
    ErrorBody::new(
        ErrorCode::Internal,
        format!("stored change {seq} {how} for this server's engine; the table cannot be rebuilt"),
    )
}

fn action_error(err: ActionError) -> ErrorBody {
    match err {
        ActionError::Parse(err) => ErrorBody::new(ErrorCode::BadAction, err.to_string()),
        ActionError::Illegal(err) => ErrorBody {
            code: ErrorCode::IllegalAction,
            message: err.reason.clone(),
            allowed: Some(err.allowed),
            retry_after_ms: None,
        },
    }
}

async fn sleep_until(wake: Option<Instant>) {
    match wake {
        Some(wake) => tokio::time::sleep_until(wake).await,
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(reaction_ms: u32, bot_delay_ms: u32) -> TableSettings {
        TableSettings {
            move_seconds: None,
            move_days: None,
            max_timeouts: 2,
            reaction_ms,
            bot_delay_ms,
            hints: None,
            rated: false,
        }
    }

    /// A bot in a reaction window has time to search however short the table's windows are,
    /// and its decision waits as long whatever it holds; elsewhere the settings rule.
    #[test]
    fn a_bot_in_a_reaction_window_waits_at_least_its_search_time() {
        let quick = settings(0, 0);
        assert_eq!(release_wait_ms(&quick, true, true), BOT_REACTION_MS);
        assert_eq!(release_wait_ms(&quick, false, true), 0);
        assert_eq!(release_wait_ms(&quick, true, false), 0);
        let slow = settings(1_500, 300);
        assert_eq!(release_wait_ms(&slow, true, true), 1_500);
        assert_eq!(release_wait_ms(&slow, false, true), 1_500);
        assert_eq!(release_wait_ms(&slow, true, false), 300);
    }

    /// The search of a bot in a reaction window ends before its decision is released, so the
    /// release is the same whether it searched (it holds a card to play) or passed at once.
    #[test]
    fn a_reaction_search_ends_before_the_release() {
        let now = Instant::now();
        let release = now + Duration::from_millis(u64::from(BOT_REACTION_MS));
        let search = search_time_before(release, now);
        assert!(now + search + SEARCH_MARGIN <= release);
        assert!(search > Duration::ZERO);
        // A decision offered long ago (a table taken over late) searches as little as it can.
        assert_eq!(search_time_before(now, release), Duration::ZERO);
    }
}
