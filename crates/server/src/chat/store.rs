//! Chat messages and mutes in the database (migration 0004), the same SQL on SQLite and
//! PostgreSQL.

use sqlx::Row;

use crate::{
    protocol::{ChatBody, ChatChannel, ChatMessage, ChatPreset, Identity},
    store::{PgStore, SqliteStore, StoreError, StoreFuture, to_u32},
};

/// A message to store.
pub struct NewChat<'a> {
    pub table_id: &'a str,
    pub channel: ChatChannel,
    pub sender: &'a str,
    pub body: &'a ChatBody,
    pub command: &'a str,
    pub at_ms: i64,
}

/// Where a message was stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Posted {
    pub n: u32,
    /// The sender's command id was stored before: this is that message's number.
    pub duplicate: bool,
}

/// How a mute went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MuteChange {
    Done,
    /// No identity has that id.
    NoSuchIdentity,
    /// The muter has [`super::MAX_MUTES`] already.
    TooMany,
}

pub trait ChatStore: Send + Sync {
    /// Stores a message with the table's next number, unless the sender stored this command
    /// id before.
    fn post_chat(&self, chat: &NewChat<'_>) -> StoreFuture<'_, Posted>;
    /// A table's latest `limit` messages, oldest first, each with its sender's name now.
    fn recent_chat(&self, table_id: &str, limit: u32) -> StoreFuture<'_, Vec<ChatMessage>>;
    /// Mutes or unmutes `muted` for `muter`.
    fn set_mute(&self, muter: &str, muted: &str, on: bool) -> StoreFuture<'_, MuteChange>;
    /// Whom `muter` muted, by name.
    fn mutes_of(&self, muter: &str) -> StoreFuture<'_, Vec<Identity>>;
}

fn channel_text(channel: ChatChannel) -> &'static str {
    match channel {
        ChatChannel::Players => "players",
        ChatChannel::Spectators => "spectators",
    }
}

fn parse_channel(text: &str) -> Result<ChatChannel, StoreError> {
    match text {
        "players" => Ok(ChatChannel::Players),
        "spectators" => Ok(ChatChannel::Spectators),
        other => Err(StoreError::Corrupt(format!("chat channel {other:?}"))),
    }
}

fn body_columns(body: &ChatBody) -> (&'static str, String) {
    match body {
        ChatBody::Text { text } => ("text", text.clone()),
        ChatBody::Preset { preset } => (
            "preset",
            serde_json::to_value(preset)
                .ok()
                .and_then(|value| value.as_str().map(str::to_owned))
                .unwrap_or_default(),
        ),
    }
}

fn parse_body(kind: &str, body: String) -> Result<ChatBody, StoreError> {
    match kind {
        "text" => Ok(ChatBody::Text { text: body }),
        "preset" => serde_json::from_value::<ChatPreset>(serde_json::Value::String(body))
            .map(|preset| ChatBody::Preset { preset })
            .map_err(|err| StoreError::Corrupt(format!("chat preset: {err}"))),
        other => Err(StoreError::Corrupt(format!("chat kind {other:?}"))),
    }
}

/// The table's next number for a message, taken inside the insert; a command id stored
/// before inserts nothing. (SQLite reads `ON CONFLICT` after `INSERT … SELECT` only when the
/// select has a `WHERE`.)
const INSERT_CHAT: &str = "INSERT INTO chat_messages (table_id, n, channel, sender, kind, body, command, at_ms) \
     SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4, $5, $6, $7 FROM chat_messages WHERE table_id = $1 \
     ON CONFLICT (table_id, sender, command) DO NOTHING RETURNING n";
const CHAT_BY_COMMAND: &str =
    "SELECT n FROM chat_messages WHERE table_id = $1 AND sender = $2 AND command = $3";
const RECENT_CHAT: &str = "SELECT c.n, c.channel, c.sender, i.name, c.kind, c.body FROM chat_messages c \
     JOIN identities i ON i.id = c.sender WHERE c.table_id = $1 ORDER BY c.n DESC LIMIT $2";
/// The PostgreSQL channel on which a process announces a table's new chat message (the
/// payload is the table's id): the table's task in every other process reads it.
pub const CHAT_CHANNEL: &str = "chat_posted";
const NOTIFY_CHAT: &str = "SELECT pg_notify('chat_posted', $1)";
/// Two processes (PostgreSQL) may take the same number at once; the loser tries again.
const POST_TRIES: usize = 5;

macro_rules! chat_store {
    ($store:ty, $writer:expr, $reader:expr, $notify:expr) => {
        impl ChatStore for $store {
            fn post_chat(&self, chat: &NewChat<'_>) -> StoreFuture<'_, Posted> {
                let (table_id, sender, command) =
                    (chat.table_id.to_owned(), chat.sender.to_owned(), chat.command.to_owned());
                let channel = channel_text(chat.channel);
                let (kind, body) = body_columns(chat.body);
                let at_ms = chat.at_ms;
                Box::pin(async move {
                    let mut tries = 0;
                    let n = loop {
                        tries += 1;
                        let inserted = sqlx::query(INSERT_CHAT)
                            .bind(&table_id)
                            .bind(channel)
                            .bind(&sender)
                            .bind(kind)
                            .bind(&body)
                            .bind(&command)
                            .bind(at_ms)
                            .fetch_optional($writer(self))
                            .await;
                        match inserted {
                            Ok(row) => break row,
                            Err(sqlx::Error::Database(err))
                                if err.is_unique_violation() && tries < POST_TRIES => {}
                            Err(err) => return Err(err.into()),
                        }
                    };
                    if let Some(row) = n {
                        if let Some(notify) = $notify {
                            sqlx::query(notify).bind(&table_id).execute($writer(self)).await?;
                        }
                        return Ok(Posted { n: to_u32(row.try_get("n")?, "chat n")?, duplicate: false });
                    }
                    let row = sqlx::query(CHAT_BY_COMMAND)
                        .bind(&table_id)
                        .bind(&sender)
                        .bind(&command)
                        .fetch_one($writer(self))
                        .await?;
                    Ok(Posted { n: to_u32(row.try_get("n")?, "chat n")?, duplicate: true })
                })
            }

            fn recent_chat(&self, table_id: &str, limit: u32) -> StoreFuture<'_, Vec<ChatMessage>> {
                let table_id = table_id.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(RECENT_CHAT)
                        .bind(table_id)
                        .bind(i64::from(limit))
                        .fetch_all($reader(self))
                        .await?;
                    let mut messages = rows
                        .iter()
                        .map(|row| {
                            Ok(ChatMessage {
                                n: to_u32(row.try_get("n")?, "chat n")?,
                                channel: parse_channel(row.try_get("channel")?)?,
                                from: Identity { id: row.try_get("sender")?, name: row.try_get("name")? },
                                body: parse_body(row.try_get("kind")?, row.try_get("body")?)?,
                            })
                        })
                        .collect::<Result<Vec<_>, StoreError>>()?;
                    messages.reverse();
                    Ok(messages)
                })
            }

            fn set_mute(&self, muter: &str, muted: &str, on: bool) -> StoreFuture<'_, MuteChange> {
                let (muter, muted) = (muter.to_owned(), muted.to_owned());
                Box::pin(async move {
                    if !on {
                        sqlx::query("DELETE FROM chat_mutes WHERE muter = $1 AND muted = $2")
                            .bind(&muter)
                            .bind(&muted)
                            .execute($writer(self))
                            .await?;
                        return Ok(MuteChange::Done);
                    }
                    let known = sqlx::query("SELECT 1 FROM identities WHERE id = $1")
                        .bind(&muted)
                        .fetch_optional($reader(self))
                        .await?;
                    if known.is_none() {
                        return Ok(MuteChange::NoSuchIdentity);
                    }
                    let count: i64 = sqlx::query("SELECT COUNT(*) AS count FROM chat_mutes WHERE muter = $1")
                        .bind(&muter)
                        .fetch_one($reader(self))
                        .await?
                        .try_get("count")?;
                    if count >= i64::from(super::MAX_MUTES) {
                        return Ok(MuteChange::TooMany);
                    }
                    sqlx::query("INSERT INTO chat_mutes (muter, muted) VALUES ($1, $2) ON CONFLICT DO NOTHING")
                        .bind(&muter)
                        .bind(&muted)
                        .execute($writer(self))
                        .await?;
                    Ok(MuteChange::Done)
                })
            }

            fn mutes_of(&self, muter: &str) -> StoreFuture<'_, Vec<Identity>> {
                let muter = muter.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT i.id, i.name FROM chat_mutes m JOIN identities i ON i.id = m.muted \
                         WHERE m.muter = $1 ORDER BY i.name, i.id",
                    )
                    .bind(muter)
                    .fetch_all($reader(self))
                    .await?;
                    rows.iter()
                        .map(|row| Ok(Identity { id: row.try_get("id")?, name: row.try_get("name")? }))
                        .collect()
                })
            }
        }
    };
}

fn sqlite_writer(store: &SqliteStore) -> &sqlx::SqlitePool {
    store.pools().0
}

fn sqlite_reader(store: &SqliteStore) -> &sqlx::SqlitePool {
    store.pools().1
}

chat_store!(
    SqliteStore,
    sqlite_writer,
    sqlite_reader,
    None::<&'static str>
);
// Other processes' tables hear of a message on CHAT_CHANNEL, and read it.
chat_store!(PgStore, PgStore::pool, PgStore::pool, Some(NOTIFY_CHAT));
