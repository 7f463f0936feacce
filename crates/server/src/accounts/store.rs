//! Accounts, sessions and named API tokens in the database (migration 0002), the same SQL on
//! SQLite and PostgreSQL. Secrets are stored as their SHA-256 only; passwords as argon2id
//! PHC strings only.

use sqlx::Row;

use crate::{
    protocol::Identity,
    store::{PgStore, SqliteStore, StoreError, StoreFuture},
};

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRecord {
    pub identity: Identity,
    pub username: String,
    /// The argon2id PHC string; empty for a deleted account.
    pub password_hash: String,
    pub created_ms: i64,
    pub deleted: bool,
}

/// A named API token as listed (never its secret).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenRecord {
    pub id: String,
    pub name: String,
    pub created_ms: i64,
}

/// How an attempt to register went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Registered {
    Created,
    UsernameTaken,
    /// The identity has an account already.
    AlreadyRegistered,
}

/// A new account for an identity: `new_identity` makes the identity too (someone who was not
/// a guest yet); otherwise the guest's token is replaced by `retired_token_hash`, which no
/// token hashes to, so the guest token stops working.
pub struct NewAccountRecord<'a> {
    pub identity: &'a Identity,
    pub new_identity: bool,
    pub username: &'a str,
    pub username_key: &'a str,
    pub password_hash: &'a str,
    pub retired_token_hash: &'a str,
}

pub trait AccountStore: Send + Sync {
    /// Registers, in one transaction.
    fn create_account(&self, account: &NewAccountRecord<'_>) -> StoreFuture<'_, Registered>;
    /// The account of an identity, deleted or not.
    fn account_of(&self, identity: &str) -> StoreFuture<'_, Option<AccountRecord>>;
    /// The account with this lower-cased username, deleted or not.
    fn account_by_username(&self, username_key: &str) -> StoreFuture<'_, Option<AccountRecord>>;
    fn create_session(
        &self,
        identity: &str,
        token_hash: &str,
        expires_ms: i64,
    ) -> StoreFuture<'_, ()>;
    /// The identity whose session this is, if it has not expired and its account is not
    /// deleted.
    fn identity_by_session(&self, token_hash: &str) -> StoreFuture<'_, Option<Identity>>;
    /// Ends one session; how many ended (0 or 1).
    fn end_session(&self, token_hash: &str) -> StoreFuture<'_, u32>;
    /// Ends every session of an identity; how many ended.
    fn end_sessions(&self, identity: &str) -> StoreFuture<'_, u32>;
    /// Stores a named token unless the identity has `max` already; true if stored.
    fn create_api_token(
        &self,
        identity: &str,
        token: &TokenRecord,
        token_hash: &str,
        max: u32,
    ) -> StoreFuture<'_, bool>;
    /// An identity's tokens, oldest first.
    fn api_tokens(&self, identity: &str) -> StoreFuture<'_, Vec<TokenRecord>>;
    /// Revokes the identity's token `id`; the token and its hash if it was one of the
    /// identity's.
    fn revoke_api_token(
        &self,
        identity: &str,
        id: &str,
    ) -> StoreFuture<'_, Option<(TokenRecord, String)>>;
    fn identity_by_api_token(&self, token_hash: &str) -> StoreFuture<'_, Option<Identity>>;
    /// Changes the name an identity is shown by.
    fn rename(&self, identity: &str, name: &str) -> StoreFuture<'_, ()>;
    /// Removes an account's login: marks it deleted, forgets its password, ends its sessions,
    /// revokes its tokens, retires its guest token and names the identity `shown_as`.
    fn delete_account(
        &self,
        identity: &str,
        shown_as: &str,
        retired_token_hash: &str,
    ) -> StoreFuture<'_, ()>;
    /// An account's e-mail address and whether it wants "your turn" mails; `None` for an
    /// identity without an account (or a deleted one).
    fn mail_settings(&self, identity: &str) -> StoreFuture<'_, Option<MailSettingsRecord>>;
    /// Sets an account's e-mail address and mail choice; false if it has no account.
    fn set_mail_settings(
        &self,
        identity: &str,
        settings: &MailSettingsRecord,
    ) -> StoreFuture<'_, bool>;
    /// The address for an identity's "your turn" mails: its account's, if the account is not
    /// deleted, has an address and wants them.
    fn turn_mail_address(&self, identity: &str) -> StoreFuture<'_, Option<String>>;
    /// Claims change `seq` of a table for its "your turn" mail to `seat`; false if that
    /// change was claimed before (so its mail was sent, or is being sent, elsewhere).
    fn claim_turn_mail(&self, table_id: &str, seq: u32, seat: u8) -> StoreFuture<'_, bool>;
}

/// An account's e-mail address and whether it wants "your turn" mails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailSettingsRecord {
    pub email: Option<String>,
    pub turn_mails: bool,
}

const SELECT_ACCOUNT: &str = "SELECT a.identity, i.name, a.username, a.password_hash, a.created_ms, a.deleted \
     FROM accounts a JOIN identities i ON i.id = a.identity";

/// An [`AccountRecord`] from a row of [`SELECT_ACCOUNT`] (a macro: the row types of the
/// two back ends differ).
macro_rules! account_row {
    ($row:expr) => {{
        let row = $row;
        Ok::<AccountRecord, StoreError>(AccountRecord {
            identity: Identity {
                id: row.try_get("identity")?,
                name: row.try_get("name")?,
            },
            username: row.try_get("username")?,
            password_hash: row.try_get("password_hash")?,
            created_ms: row.try_get("created_ms")?,
            deleted: row.try_get::<i64, _>("deleted")? != 0,
        })
    }};
}

fn count(rows: u64) -> u32 {
    u32::try_from(rows).unwrap_or(u32::MAX)
}

/// The implementation for a store whose `$writer()` and `$reader()` give sqlx pools; `$begin`
/// starts a write transaction.
macro_rules! account_store {
    ($store:ty, $writer:expr, $reader:expr, $begin:expr) => {
        impl AccountStore for $store {
            fn create_account(&self, account: &NewAccountRecord<'_>) -> StoreFuture<'_, Registered> {
                let identity = account.identity.clone();
                let new_identity = account.new_identity;
                let (username, key, hash, retired) = (
                    account.username.to_owned(),
                    account.username_key.to_owned(),
                    account.password_hash.to_owned(),
                    account.retired_token_hash.to_owned(),
                );
                Box::pin(async move {
                    let now = crate::clock::now_ms();
                    let mut tx = $writer(self).begin_with($begin).await?;
                    let has_account = sqlx::query("SELECT 1 FROM accounts WHERE identity = $1")
                        .bind(&identity.id)
                        .fetch_optional(&mut *tx)
                        .await?;
                    if has_account.is_some() {
                        return Ok(Registered::AlreadyRegistered);
                    }
                    let taken = sqlx::query("SELECT 1 FROM accounts WHERE username_key = $1")
                        .bind(&key)
                        .fetch_optional(&mut *tx)
                        .await?;
                    if taken.is_some() {
                        return Ok(Registered::UsernameTaken);
                    }
                    if new_identity {
                        sqlx::query(
                            "INSERT INTO identities (id, name, token_hash, created_ms) VALUES ($1, $2, $3, $4)",
                        )
                        .bind(&identity.id)
                        .bind(&identity.name)
                        .bind(&retired)
                        .bind(now)
                        .execute(&mut *tx)
                        .await?;
                    } else {
                        sqlx::query("UPDATE identities SET token_hash = $1 WHERE id = $2")
                            .bind(&retired)
                            .bind(&identity.id)
                            .execute(&mut *tx)
                            .await?;
                    }
                    let inserted = sqlx::query(
                        "INSERT INTO accounts (identity, username, username_key, password_hash, created_ms, deleted) \
                         VALUES ($1, $2, $3, $4, $5, 0)",
                    )
                    .bind(&identity.id)
                    .bind(&username)
                    .bind(&key)
                    .bind(&hash)
                    .bind(now)
                    .execute(&mut *tx)
                    .await;
                    match inserted {
                        Ok(_) => {}
                        // Another registration took the name between the check and here.
                        Err(sqlx::Error::Database(err)) if err.is_unique_violation() => {
                            return Ok(Registered::UsernameTaken);
                        }
                        Err(err) => return Err(err.into()),
                    }
                    tx.commit().await?;
                    Ok(Registered::Created)
                })
            }

            fn account_of(&self, identity: &str) -> StoreFuture<'_, Option<AccountRecord>> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let row = sqlx::query(sqlx::AssertSqlSafe(format!("{SELECT_ACCOUNT} WHERE a.identity = $1")))
                        .bind(identity)
                        .fetch_optional($reader(self))
                        .await?;
                    row.map(|row| account_row!(row)).transpose()
                })
            }

            fn account_by_username(&self, username_key: &str) -> StoreFuture<'_, Option<AccountRecord>> {
                let key = username_key.to_owned();
                Box::pin(async move {
                    let row = sqlx::query(sqlx::AssertSqlSafe(format!("{SELECT_ACCOUNT} WHERE a.username_key = $1")))
                        .bind(key)
                        .fetch_optional($reader(self))
                        .await?;
                    row.map(|row| account_row!(row)).transpose()
                })
            }

            fn create_session(&self, identity: &str, token_hash: &str, expires_ms: i64) -> StoreFuture<'_, ()> {
                let (identity, hash) = (identity.to_owned(), token_hash.to_owned());
                Box::pin(async move {
                    sqlx::query(
                        "INSERT INTO sessions (token_hash, identity, created_ms, expires_ms) VALUES ($1, $2, $3, $4)",
                    )
                    .bind(hash)
                    .bind(identity)
                    .bind(crate::clock::now_ms())
                    .bind(expires_ms)
                    .execute($writer(self))
                    .await?;
                    Ok(())
                })
            }

            fn identity_by_session(&self, token_hash: &str) -> StoreFuture<'_, Option<Identity>> {
                let hash = token_hash.to_owned();
                Box::pin(async move {
                    let row = sqlx::query(
                        "SELECT i.id, i.name FROM sessions s JOIN identities i ON i.id = s.identity \
                         JOIN accounts a ON a.identity = s.identity \
                         WHERE s.token_hash = $1 AND s.expires_ms > $2 AND a.deleted = 0",
                    )
                    .bind(hash)
                    .bind(crate::clock::now_ms())
                    .fetch_optional($reader(self))
                    .await?;
                    Ok(match row {
                        Some(row) => Some(Identity { id: row.try_get("id")?, name: row.try_get("name")? }),
                        None => None,
                    })
                })
            }

            fn end_session(&self, token_hash: &str) -> StoreFuture<'_, u32> {
                let hash = token_hash.to_owned();
                Box::pin(async move {
                    let done = sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
                        .bind(hash)
                        .execute($writer(self))
                        .await?;
                    Ok(count(done.rows_affected()))
                })
            }

            fn end_sessions(&self, identity: &str) -> StoreFuture<'_, u32> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let done = sqlx::query("DELETE FROM sessions WHERE identity = $1")
                        .bind(identity)
                        .execute($writer(self))
                        .await?;
                    Ok(count(done.rows_affected()))
                })
            }

            fn create_api_token(
                &self,
                identity: &str,
                token: &TokenRecord,
                token_hash: &str,
                max: u32,
            ) -> StoreFuture<'_, bool> {
                let (identity, token, hash) = (identity.to_owned(), token.clone(), token_hash.to_owned());
                Box::pin(async move {
                    let mut tx = $writer(self).begin_with($begin).await?;
                    let held: i64 = sqlx::query("SELECT COUNT(*) FROM api_tokens WHERE identity = $1")
                        .bind(&identity)
                        .fetch_one(&mut *tx)
                        .await?
                        .try_get(0)?;
                    if held >= i64::from(max) {
                        return Ok(false);
                    }
                    sqlx::query(
                        "INSERT INTO api_tokens (id, identity, name, token_hash, created_ms) VALUES ($1, $2, $3, $4, $5)",
                    )
                    .bind(&token.id)
                    .bind(&identity)
                    .bind(&token.name)
                    .bind(&hash)
                    .bind(token.created_ms)
                    .execute(&mut *tx)
                    .await?;
                    tx.commit().await?;
                    Ok(true)
                })
            }

            fn api_tokens(&self, identity: &str) -> StoreFuture<'_, Vec<TokenRecord>> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let rows = sqlx::query(
                        "SELECT id, name, created_ms FROM api_tokens WHERE identity = $1 ORDER BY created_ms, id",
                    )
                    .bind(identity)
                    .fetch_all($reader(self))
                    .await?;
                    rows.iter()
                        .map(|row| {
                            Ok(TokenRecord {
                                id: row.try_get("id")?,
                                name: row.try_get("name")?,
                                created_ms: row.try_get("created_ms")?,
                            })
                        })
                        .collect()
                })
            }

            fn revoke_api_token(&self, identity: &str, id: &str) -> StoreFuture<'_, Option<(TokenRecord, String)>> {
                let (identity, id) = (identity.to_owned(), id.to_owned());
                Box::pin(async move {
                    let mut tx = $writer(self).begin_with($begin).await?;
                    let row = sqlx::query(
                        "SELECT id, name, created_ms, token_hash FROM api_tokens WHERE identity = $1 AND id = $2",
                    )
                    .bind(&identity)
                    .bind(&id)
                    .fetch_optional(&mut *tx)
                    .await?;
                    let Some(row) = row else {
                        return Ok(None);
                    };
                    let token = TokenRecord {
                        id: row.try_get("id")?,
                        name: row.try_get("name")?,
                        created_ms: row.try_get("created_ms")?,
                    };
                    sqlx::query("DELETE FROM api_tokens WHERE identity = $1 AND id = $2")
                        .bind(&identity)
                        .bind(&id)
                        .execute(&mut *tx)
                        .await?;
                    tx.commit().await?;
                    Ok(Some((token, row.try_get("token_hash")?)))
                })
            }

            fn identity_by_api_token(&self, token_hash: &str) -> StoreFuture<'_, Option<Identity>> {
                let hash = token_hash.to_owned();
                Box::pin(async move {
                    let row = sqlx::query(
                        "SELECT i.id, i.name FROM api_tokens t JOIN identities i ON i.id = t.identity \
                         WHERE t.token_hash = $1",
                    )
                    .bind(hash)
                    .fetch_optional($reader(self))
                    .await?;
                    Ok(match row {
                        Some(row) => Some(Identity { id: row.try_get("id")?, name: row.try_get("name")? }),
                        None => None,
                    })
                })
            }

            fn rename(&self, identity: &str, name: &str) -> StoreFuture<'_, ()> {
                let (identity, name) = (identity.to_owned(), name.to_owned());
                Box::pin(async move {
                    sqlx::query("UPDATE identities SET name = $1 WHERE id = $2")
                        .bind(name)
                        .bind(identity)
                        .execute($writer(self))
                        .await?;
                    Ok(())
                })
            }

            fn delete_account(&self, identity: &str, shown_as: &str, retired_token_hash: &str) -> StoreFuture<'_, ()> {
                let (identity, shown_as, retired) =
                    (identity.to_owned(), shown_as.to_owned(), retired_token_hash.to_owned());
                Box::pin(async move {
                    let mut tx = $writer(self).begin_with($begin).await?;
                    sqlx::query(
                        "UPDATE accounts SET deleted = 1, password_hash = '', email = NULL, turn_mails = 0 \
                         WHERE identity = $1",
                    )
                        .bind(&identity)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query("DELETE FROM sessions WHERE identity = $1")
                        .bind(&identity)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query("DELETE FROM api_tokens WHERE identity = $1")
                        .bind(&identity)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query("UPDATE identities SET name = $1, token_hash = $2 WHERE id = $3")
                        .bind(&shown_as)
                        .bind(&retired)
                        .bind(&identity)
                        .execute(&mut *tx)
                        .await?;
                    tx.commit().await?;
                    Ok(())
                })
            }

            fn mail_settings(&self, identity: &str) -> StoreFuture<'_, Option<MailSettingsRecord>> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let row = sqlx::query(
                        "SELECT email, turn_mails FROM accounts WHERE identity = $1 AND deleted = 0",
                    )
                    .bind(identity)
                    .fetch_optional($reader(self))
                    .await?;
                    row.map(|row| {
                        Ok::<_, StoreError>(MailSettingsRecord {
                            email: row.try_get("email")?,
                            turn_mails: row.try_get::<i64, _>("turn_mails")? != 0,
                        })
                    })
                    .transpose()
                })
            }

            fn set_mail_settings(&self, identity: &str, settings: &MailSettingsRecord) -> StoreFuture<'_, bool> {
                let (identity, settings) = (identity.to_owned(), settings.clone());
                Box::pin(async move {
                    let updated = sqlx::query(
                        "UPDATE accounts SET email = $1, turn_mails = $2 WHERE identity = $3 AND deleted = 0",
                    )
                    .bind(settings.email)
                    .bind(i64::from(settings.turn_mails))
                    .bind(identity)
                    .execute($writer(self))
                    .await?;
                    Ok(updated.rows_affected() == 1)
                })
            }

            fn turn_mail_address(&self, identity: &str) -> StoreFuture<'_, Option<String>> {
                let identity = identity.to_owned();
                Box::pin(async move {
                    let row = sqlx::query(
                        "SELECT email FROM accounts WHERE identity = $1 AND deleted = 0 \
                         AND turn_mails = 1 AND email IS NOT NULL",
                    )
                    .bind(identity)
                    .fetch_optional($reader(self))
                    .await?;
                    Ok(match row {
                        Some(row) => row.try_get("email")?,
                        None => None,
                    })
                })
            }

            fn claim_turn_mail(&self, table_id: &str, seq: u32, seat: u8) -> StoreFuture<'_, bool> {
                let table_id = table_id.to_owned();
                Box::pin(async move {
                    let inserted = sqlx::query(
                        "INSERT INTO turn_mails (table_id, seq, seat, sent_ms) VALUES ($1, $2, $3, $4) \
                         ON CONFLICT (table_id, seq) DO NOTHING",
                    )
                    .bind(table_id)
                    .bind(i64::from(seq))
                    .bind(i64::from(seat))
                    .bind(crate::clock::now_ms())
                    .execute($writer(self))
                    .await?;
                    Ok(inserted.rows_affected() == 1)
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

// SQLite: writes go to the one writer connection and take the write lock at once.
account_store!(SqliteStore, sqlite_writer, sqlite_reader, "BEGIN IMMEDIATE");
account_store!(PgStore, PgStore::pool, PgStore::pool, "BEGIN");
