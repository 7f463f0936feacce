//! Accounts (docs/server.md, Accounts): a guest becomes an account with a username and a
//! password and keeps its identity, so every seat, game and rating stays its own. Browsers
//! log in to a session cookie; programs use named bearer tokens.
//!
//! - [`store`]: accounts, sessions and tokens in the database.
//! - [`http`]: the endpoints, the session cookie and the CSRF check.
//! - [`throttle`]: login throttling per account and per address.
//!
//! Passwords are hashed with argon2id (the `argon2` crate's default parameters: 19 MiB, two
//! passes) on the blocking pool, a few at a time, and never logged: the bodies that hold one
//! print it as `…`.

pub mod http;
pub mod store;
pub mod throttle;

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, OnceLock,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use argon2::{Argon2, PasswordHash, PasswordHasher, PasswordVerifier, password_hash::SaltString};
use tokio::sync::{Semaphore, broadcast};

use crate::{
    protocol::{ErrorBody, ErrorCode, Identity, SignedIn},
    secrets,
};

/// Usernames: 3 to 24 ASCII letters, digits, `_` and `-` (no look-alike letters from other
/// scripts), unique whatever their case.
pub const USERNAME_MIN: usize = 3;
pub const USERNAME_MAX: usize = 24;
/// Passwords, in characters. The upper bound keeps a hash's input small.
pub const PASSWORD_MIN: usize = 10;
pub const PASSWORD_MAX: usize = 256;
/// A session cookie lasts this long after the login.
pub const SESSION_DAYS: u32 = 30;
/// Named API tokens per account.
pub const MAX_API_TOKENS: u32 = 20;
/// An API token's name, in characters.
pub const TOKEN_NAME_MAX: usize = 64;
/// Password hashes computed at once by one process (each takes a core for tens of ms).
pub const HASHES_AT_ONCE: usize = 2;
/// What a deleted account's identity is called at the tables it played.
pub const DELETED_NAME: &str = "deleted player";
/// How long a credential's identity is remembered without asking the database; a token
/// revoked through another server process stops working within this time.
pub const CACHE_TTL: Duration = Duration::from_secs(5);

/// How a request is signed in, and the key its credential is known by (for revoking).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    pub identity: Identity,
    pub signed_in: SignedIn,
    /// `kind:sha256` of the secret: the cache key and what a revocation names.
    pub key: String,
}

impl Caller {
    /// The SHA-256 of the session cookie, for a session.
    #[must_use]
    pub fn session_hash(&self) -> Option<&str> {
        match self.signed_in {
            SignedIn::Session => self.key.strip_prefix("session:"),
            _ => None,
        }
    }
}

/// What stops working: open WebSocket connections signed in by it close.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Revoked {
    /// Every credential of an identity (sign out everywhere, deletion).
    Identity(String),
    /// One credential, by its key.
    Credential(String),
}

impl Revoked {
    #[must_use]
    pub fn ends(&self, caller: &Caller) -> bool {
        match self {
            Revoked::Identity(id) => *id == caller.identity.id,
            Revoked::Credential(key) => *key == caller.key,
        }
    }
}

/// The accounts' state in one server process.
pub struct Accounts {
    secure_cookies: AtomicBool,
    pub throttle: throttle::Throttle,
    hashing: Arc<Semaphore>,
    revoked: broadcast::Sender<Revoked>,
    /// Callers by credential key, so that a request costs no database read.
    cache: Mutex<HashMap<String, (Caller, Instant)>>,
}

impl Default for Accounts {
    fn default() -> Accounts {
        Accounts {
            secure_cookies: AtomicBool::new(false),
            throttle: throttle::Throttle::default(),
            hashing: Arc::new(Semaphore::new(HASHES_AT_ONCE)),
            revoked: broadcast::channel(256).0,
            cache: Mutex::new(HashMap::new()),
        }
    }
}

impl Accounts {
    /// Marks session cookies `Secure` (the server is reached over TLS).
    pub fn set_secure_cookies(&self, secure: bool) {
        self.secure_cookies.store(secure, Ordering::Relaxed);
    }

    #[must_use]
    pub fn secure_cookies(&self) -> bool {
        self.secure_cookies.load(Ordering::Relaxed)
    }

    /// Revocations, for connections to close themselves.
    #[must_use]
    pub fn subscribe(&self) -> broadcast::Receiver<Revoked> {
        self.revoked.subscribe()
    }

    /// Forgets what is cached and tells open connections.
    pub fn revoke(&self, revoked: &Revoked) {
        self.cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .retain(|_, (caller, _)| !revoked.ends(caller));
        let _ = self.revoked.send(revoked.clone());
    }

    /// Forgets the cached callers of an identity (its name changed).
    pub fn forget(&self, identity: &str) {
        self.cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .retain(|_, (caller, _)| caller.identity.id != identity);
    }

    #[must_use]
    pub fn cached(&self, key: &str) -> Option<Caller> {
        let cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        cache
            .get(key)
            .filter(|(_, at)| at.elapsed() < CACHE_TTL)
            .map(|(caller, _)| caller.clone())
    }

    pub fn remember(&self, caller: &Caller) {
        let mut cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if cache.len() > 100_000 {
            cache.retain(|_, (_, at)| at.elapsed() < CACHE_TTL);
        }
        cache.insert(caller.key.clone(), (caller.clone(), Instant::now()));
    }

    /// Hashes a password with argon2id and a fresh salt, off the async runtime.
    ///
    /// # Errors
    /// `internal` if hashing fails (it does not for a password within the limits).
    pub async fn hash(&self, password: &str) -> Result<String, ErrorBody> {
        let password = password.to_owned();
        self.blocking(move || {
            let salt = SaltString::encode_b64(&secrets::random_bytes::<16>())
                .map_err(|_| internal("a salt"))?;
            Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map(|hash| hash.to_string())
                .map_err(|_| internal("the password hash"))
        })
        .await?
    }

    /// Whether `password` is the one `phc` was made from. With no hash (no such account) a
    /// hash is checked all the same, so the answer takes as long either way.
    pub async fn verify(&self, password: &str, phc: Option<&str>) -> Result<bool, ErrorBody> {
        let password = password.to_owned();
        let phc = phc.filter(|phc| !phc.is_empty()).map(str::to_owned);
        self.blocking(move || {
            let known = phc.is_some();
            let phc = phc.unwrap_or_else(|| stand_in_hash().to_owned());
            let matches = PasswordHash::new(&phc).is_ok_and(|hash| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &hash)
                    .is_ok()
            });
            known && matches
        })
        .await
    }

    async fn blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ErrorBody> {
        let _permit = self
            .hashing
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| internal("the hashing pool"))?;
        tokio::task::spawn_blocking(work)
            .await
            .map_err(|_| internal("password hashing"))
    }
}

/// The hash checked when there is no account: of a random password nobody knows.
fn stand_in_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| {
        let salt =
            SaltString::encode_b64(&secrets::random_bytes::<16>()).expect("16 bytes make a salt");
        Argon2::default()
            .hash_password(secrets::token().as_bytes(), &salt)
            .expect("a short password hashes")
            .to_string()
    })
}

fn internal(what: &str) -> ErrorBody {
    tracing::error!("{what} failed");
    ErrorBody::new(
        ErrorCode::Internal,
        format!("{what} failed; nothing was changed"),
    )
}

/// The lower-cased username if it keeps the rules.
///
/// # Errors
/// `bad_username`, saying what is allowed.
pub fn username_key(username: &str) -> Result<String, ErrorBody> {
    let fits = (USERNAME_MIN..=USERNAME_MAX).contains(&username.len())
        && username
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if fits {
        Ok(username.to_ascii_lowercase())
    } else {
        Err(ErrorBody::new(
            ErrorCode::BadUsername,
            format!(
                "a username is {USERNAME_MIN} to {USERNAME_MAX} characters: the letters a-z and \
                 A-Z, the digits, _ and -"
            ),
        ))
    }
}

/// # Errors
/// `bad_password`, saying what is allowed.
pub fn check_password(password: &str) -> Result<(), ErrorBody> {
    let length = password.chars().count();
    if (PASSWORD_MIN..=PASSWORD_MAX).contains(&length) {
        Ok(())
    } else {
        Err(ErrorBody::new(
            ErrorCode::BadPassword,
            format!(
                "a password is {PASSWORD_MIN} to {PASSWORD_MAX} characters; this one has {length}"
            ),
        ))
    }
}

/// What a retired token's column holds: never the SHA-256 of anything (not hex), so no token
/// matches it, and unique.
#[must_use]
pub fn retired_token_hash() -> String {
    format!("retired:{}", secrets::token())
}

/// Seconds since 1970 for the wire (32 bits until 2106).
#[must_use]
pub fn seconds(ms: i64) -> u32 {
    u32::try_from(ms.max(0) / 1000).unwrap_or(u32::MAX)
}

/// A `rate_limited` answer carrying the wait.
#[must_use]
pub fn rate_limited(wait: Duration) -> ErrorBody {
    let ms = u32::try_from(wait.as_millis()).unwrap_or(u32::MAX).max(1);
    let mut error = ErrorBody::new(
        ErrorCode::RateLimited,
        format!(
            "too many wrong passwords for this account or from this address; try again in {} s",
            ms.div_ceil(1000)
        ),
    );
    error.retry_after_ms = Some(ms);
    error
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_and_passwords_follow_the_rules() {
        assert_eq!(username_key("Ada_Lovelace-1").unwrap(), "ada_lovelace-1");
        for bad in ["ab", "a b c", "Adà", "x".repeat(25).as_str(), "", "ada!"] {
            assert_eq!(
                username_key(bad).unwrap_err().code,
                ErrorCode::BadUsername,
                "{bad:?}"
            );
        }
        assert!(check_password("correct horse").is_ok());
        assert!(check_password(&"é".repeat(PASSWORD_MIN)).is_ok());
        assert_eq!(
            check_password("short").unwrap_err().code,
            ErrorCode::BadPassword
        );
        assert!(check_password(&"x".repeat(PASSWORD_MAX + 1)).is_err());
        assert!(!retired_token_hash().bytes().all(|b| b.is_ascii_hexdigit()));
    }

    #[tokio::test]
    async fn a_hash_is_argon2id_and_verifies_only_its_password() {
        let accounts = Accounts::default();
        let hash = accounts.hash("correct horse").await.unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(!hash.contains("correct horse"));
        assert!(accounts.verify("correct horse", Some(&hash)).await.unwrap());
        assert!(!accounts.verify("wrong horse", Some(&hash)).await.unwrap());
        assert!(!accounts.verify("correct horse", None).await.unwrap());
        assert!(!accounts.verify("", Some("")).await.unwrap());
    }
}
