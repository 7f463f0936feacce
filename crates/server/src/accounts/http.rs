//! The account endpoints (docs/server.md, Accounts), how a request is signed in (a bearer
//! token or the session cookie), and the CSRF check of cookie-authenticated requests.

use std::{
    net::{IpAddr, SocketAddr},
    sync::Arc,
};

use axum::{
    Json, Router,
    extract::{ConnectInfo, FromRequestParts, Path as UrlPath, State, rejection::JsonRejection},
    http::{HeaderMap, HeaderValue, Method, header, request::Parts},
    response::{IntoResponse, Response},
    routing::{delete, get, post},
};

use super::{
    Caller, DELETED_NAME, MAX_API_TOKENS, Revoked, SESSION_DAYS, TOKEN_NAME_MAX, check_password,
    rate_limited, retired_token_hash, seconds,
    store::{NewAccountRecord, Registered, TokenRecord},
    username_key,
};
use crate::{
    app::{Shared, checked_name, shows_as_written, storage},
    clock,
    http::{ApiError, read},
    protocol::{
        Account, AccountMail, ApiToken, CreatedApiToken, Credentials, DeleteAccount, ErrorBody,
        ErrorCode, Identity, MailSettings, NewApiToken, Rename, SignedIn, SignedOut,
    },
    secrets,
    table::Command,
};

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "interregnum_session";
/// The header a cookie-authenticated request that changes something must carry: a form on
/// another site cannot send a custom header, and a script on another site may not without
/// the server's leave (CORS), which this server never gives.
pub const CSRF_HEADER: &str = "x-interregnum-csrf";

impl Shared {
    /// The caller whose bearer token (a guest's or a named API token) this is.
    ///
    /// # Errors
    /// `unauthorized` for an unknown or revoked token.
    pub async fn identify_bearer(&self, token: &str) -> Result<Caller, ErrorBody> {
        let hash = secrets::token_hash(token);
        let key = format!("bearer:{hash}");
        if let Some(caller) = self.accounts.cached(&key) {
            return Ok(caller);
        }
        let guest = self
            .store
            .identity_by_token_hash(&hash)
            .await
            .map_err(storage)?;
        let found = match guest {
            Some(identity) => Some((identity, SignedIn::GuestToken)),
            None => self
                .store
                .accounts()
                .identity_by_api_token(&hash)
                .await
                .map_err(storage)?
                .map(|identity| (identity, SignedIn::ApiToken)),
        };
        let (identity, signed_in) = found.ok_or_else(|| {
            ErrorBody::new(
                ErrorCode::Unauthorized,
                "unknown token; create a guest with POST /api/guests, or a token on your account page",
            )
        })?;
        let caller = Caller {
            identity,
            signed_in,
            key,
        };
        self.accounts.remember(&caller);
        Ok(caller)
    }

    /// The caller whose session cookie secret this is, if the session is live.
    ///
    /// # Errors
    /// `storage` if the database fails.
    pub async fn identify_session(&self, secret: &str) -> Result<Option<Caller>, ErrorBody> {
        let hash = secrets::token_hash(secret);
        let key = format!("session:{hash}");
        if let Some(caller) = self.accounts.cached(&key) {
            return Ok(Some(caller));
        }
        let identity = self
            .store
            .accounts()
            .identity_by_session(&hash)
            .await
            .map_err(storage)?;
        Ok(identity.map(|identity| {
            let caller = Caller {
                identity,
                signed_in: SignedIn::Session,
                key,
            };
            self.accounts.remember(&caller);
            caller
        }))
    }

    /// Shows an identity's new name at every live table of this process where it sits.
    async fn show_renamed(&self, identity: &Identity) {
        self.accounts.forget(&identity.id);
        for handle in self.live_handles().await {
            handle
                .send(Command::Renamed {
                    identity: identity.clone(),
                })
                .await;
        }
    }
}

/// The bearer token of a request, if it sends one.
#[must_use]
pub fn bearer(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// The session cookie's secret, if the request sends one.
#[must_use]
pub fn session_cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == SESSION_COOKIE)
        .map(|(_, value)| value.trim())
        .filter(|value| !value.is_empty())
}

fn csrf_refused(why: &str) -> ErrorBody {
    ErrorBody::new(
        ErrorCode::Csrf,
        format!(
            "{why}: a request signed in by the session cookie that changes something needs the \
             header X-Interregnum-Csrf: 1 and must come from this site"
        ),
    )
}

/// Whether the request comes from a page of this site, as far as the browser says: its
/// `Origin` (sent by browsers on every cross-site request, and on WebSocket upgrades) names
/// this host, and `Sec-Fetch-Site` does not say cross-site.
///
/// # Errors
/// `csrf` if it does not.
pub fn same_site(headers: &HeaderMap) -> Result<(), ErrorBody> {
    if headers
        .get("sec-fetch-site")
        .is_some_and(|site| site.as_bytes() == b"cross-site" || site.as_bytes() == b"same-site")
    {
        return Err(csrf_refused(
            "the browser says this request comes from another site",
        ));
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return Ok(());
    };
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok());
    let origin_host = origin
        .to_str()
        .ok()
        .and_then(|origin| origin.split_once("://"))
        .map(|(_, rest)| rest.trim_end_matches('/'));
    match (origin_host, host) {
        (Some(origin), Some(host)) if origin.eq_ignore_ascii_case(host) => Ok(()),
        _ => Err(csrf_refused("the Origin is another site")),
    }
}

/// The CSRF check of a cookie-authenticated request that changes something.
///
/// # Errors
/// `csrf` without the header or from another site.
pub fn csrf_check(headers: &HeaderMap) -> Result<(), ErrorBody> {
    if headers
        .get(CSRF_HEADER)
        .is_none_or(|value| value.as_bytes().is_empty())
    {
        return Err(csrf_refused("no X-Interregnum-Csrf header"));
    }
    same_site(headers)
}

fn changes_something(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Who a request is: its bearer token if it sends one (a bad one is refused), else its live
/// session cookie (checked against CSRF when the request changes something), else nobody.
///
/// # Errors
/// `unauthorized` for a bad bearer token, `csrf`, `storage`.
pub async fn caller(parts: &Parts, shared: &Shared) -> Result<Option<Caller>, ErrorBody> {
    if let Some(token) = bearer(parts) {
        return shared.identify_bearer(token).await.map(Some);
    }
    let Some(secret) = session_cookie(&parts.headers) else {
        return Ok(None);
    };
    let Some(caller) = shared.identify_session(secret).await? else {
        return Ok(None);
    };
    if changes_something(&parts.method) {
        csrf_check(&parts.headers)?;
    }
    Ok(Some(caller))
}

fn unauthorized(parts: &Parts) -> ErrorBody {
    let message = if session_cookie(&parts.headers).is_some() {
        "your session has ended; log in again (POST /api/login)"
    } else {
        "send your token as Authorization: Bearer TOKEN (from POST /api/guests), or log in \
         (POST /api/login)"
    };
    ErrorBody::new(ErrorCode::Unauthorized, message)
}

/// A request that is someone: a bearer token or a session.
pub struct Signed(pub Caller);

impl FromRequestParts<Arc<Shared>> for Signed {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        shared: &Arc<Shared>,
    ) -> Result<Signed, ApiError> {
        match caller(parts, shared).await? {
            Some(caller) => Ok(Signed(caller)),
            None => Err(ApiError(unauthorized(parts))),
        }
    }
}

/// A request that may be someone.
pub struct MaybeSigned(pub Option<Caller>);

impl FromRequestParts<Arc<Shared>> for MaybeSigned {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        shared: &Arc<Shared>,
    ) -> Result<MaybeSigned, ApiError> {
        Ok(MaybeSigned(caller(parts, shared).await?))
    }
}

/// A request signed in by a session cookie: managing the account (tokens, signing out
/// everywhere, deletion) is for a person at a browser, not for a program's token.
pub struct Session(pub Caller);

impl FromRequestParts<Arc<Shared>> for Session {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        shared: &Arc<Shared>,
    ) -> Result<Session, ApiError> {
        match caller(parts, shared).await? {
            Some(caller) if caller.signed_in == SignedIn::Session => Ok(Session(caller)),
            Some(_) => Err(ApiError(ErrorBody::new(
                ErrorCode::NeedsSession,
                "this is done logged in with a password (the session cookie of POST /api/login), \
                 not with a bearer token",
            ))),
            None => Err(ApiError(unauthorized(parts))),
        }
    }
}

/// The address a request came from (none where the server was not told, as in a test that
/// serves without connection info).
pub struct ClientAddr(pub Option<IpAddr>);

impl FromRequestParts<Arc<Shared>> for ClientAddr {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        shared: &Arc<Shared>,
    ) -> Result<ClientAddr, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip());
        let forwarded = shared
            .accounts
            .behind_proxy()
            .then(|| forwarded_for(&parts.headers))
            .flatten();
        Ok(ClientAddr(forwarded.or(peer)))
    }
}

/// The last address of the last `X-Forwarded-For` header: the one the proxy in front of the
/// server appended (the ones before it are what the client claimed, and can be forged).
fn forwarded_for(headers: &HeaderMap) -> Option<IpAddr> {
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()?
        .to_str()
        .ok()?
        .rsplit(',')
        .next()?
        .trim()
        .parse()
        .ok()
}

/// The request's headers, for the CSRF check of the endpoints that sign in.
pub struct Headers(pub HeaderMap);

impl<S: Send + Sync> FromRequestParts<S> for Headers {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Headers, Self::Rejection> {
        Ok(Headers(parts.headers.clone()))
    }
}

pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/api/account", get(whoami).post(register))
        .route("/api/account/name", post(rename))
        .route(
            "/api/account/mail",
            get(mail_settings).post(set_mail_settings),
        )
        .route("/api/account/delete", post(delete_account))
        .route("/api/account/tokens", get(list_tokens).post(create_token))
        .route("/api/account/tokens/{id}", delete(revoke_token))
        .route("/api/login", post(login))
        .route("/api/logout", post(logout))
        .route("/api/logout-everywhere", post(logout_everywhere))
}

fn cookie(shared: &Shared, value: &str, max_age_s: u32) -> HeaderValue {
    let secure = if shared.accounts.secure_cookies() {
        "; Secure"
    } else {
        ""
    };
    let text = format!(
        "{SESSION_COOKIE}={value}; Path=/; Max-Age={max_age_s}; HttpOnly; SameSite=Lax{secure}"
    );
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

fn cleared_cookie(shared: &Shared) -> HeaderValue {
    cookie(shared, "", 0)
}

/// A new session for `identity`: its cookie.
async fn new_session(shared: &Shared, identity: &str) -> Result<HeaderValue, ErrorBody> {
    let secret = secrets::token();
    let lifetime_ms = i64::from(SESSION_DAYS) * 24 * 3600 * 1000;
    shared
        .store
        .accounts()
        .create_session(
            identity,
            &secrets::token_hash(&secret),
            clock::now_ms() + lifetime_ms,
        )
        .await
        .map_err(storage)?;
    Ok(cookie(shared, &secret, SESSION_DAYS * 24 * 3600))
}

async fn account_of(shared: &Shared, caller: &Caller) -> Result<Account, ErrorBody> {
    let account = shared
        .store
        .accounts()
        .account_of(&caller.identity.id)
        .await
        .map_err(storage)?
        .filter(|account| !account.deleted);
    Ok(Account {
        id: caller.identity.id.clone(),
        name: caller.identity.name.clone(),
        username: account.as_ref().map(|account| account.username.clone()),
        created_s: account.map(|account| seconds(account.created_ms)),
        signed_in: caller.signed_in,
    })
}

fn with_cookie(cookie: HeaderValue, body: impl IntoResponse) -> Response {
    ([(header::SET_COOKIE, cookie)], body).into_response()
}

async fn whoami(
    State(shared): State<Arc<Shared>>,
    Signed(caller): Signed,
) -> Result<Json<Account>, ApiError> {
    Ok(Json(account_of(&shared, &caller).await?))
}

/// Makes the caller's guest identity an account (or a new identity one, for a caller who is
/// nobody yet) and logs it in.
async fn register(
    State(shared): State<Arc<Shared>>,
    MaybeSigned(caller): MaybeSigned,
    Headers(headers): Headers,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ApiError> {
    let body = read(body, &shared)?;
    if let Some(caller) = &caller
        && caller.signed_in != SignedIn::GuestToken
    {
        return Err(ErrorBody::new(
            ErrorCode::AlreadyRegistered,
            "you are logged in to an account; log out to make another",
        )
        .into());
    }
    if caller.is_none() {
        // The answer signs the browser in: no other site may make it do that.
        csrf_check(&headers)?;
    }
    let key = username_key(&body.username)?;
    check_password(&body.password)?;
    let (identity, new_identity) = match &caller {
        Some(caller) => (caller.identity.clone(), false),
        None => (
            Identity {
                id: secrets::random_id(16),
                name: body.username.clone(),
            },
            true,
        ),
    };
    let password_hash = shared.accounts.hash(&body.password).await?;
    let registered = shared
        .store
        .accounts()
        .create_account(&NewAccountRecord {
            identity: &identity,
            new_identity,
            username: &body.username,
            username_key: &key,
            password_hash: &password_hash,
            retired_token_hash: &retired_token_hash(),
        })
        .await
        .map_err(storage)?;
    match registered {
        Registered::Created => {}
        Registered::UsernameTaken => {
            return Err(ErrorBody::new(
                ErrorCode::UsernameTaken,
                format!(
                    "someone has the username {:?} already; choose another",
                    body.username
                ),
            )
            .into());
        }
        Registered::AlreadyRegistered => {
            return Err(ErrorBody::new(
                ErrorCode::AlreadyRegistered,
                "this identity has an account already; log in to it",
            )
            .into());
        }
    }
    // The guest token is retired: the browser goes on with the session.
    if let Some(caller) = &caller {
        shared
            .accounts
            .revoke(&Revoked::Credential(caller.key.clone()));
    }
    tracing::info!(identity = %identity.id, "account registered");
    let cookie = new_session(&shared, &identity.id).await?;
    let account = Account {
        id: identity.id,
        name: identity.name,
        username: Some(body.username),
        created_s: Some(seconds(clock::now_ms())),
        signed_in: SignedIn::Session,
    };
    Ok(with_cookie(cookie, Json(account)))
}

fn bad_login() -> ErrorBody {
    ErrorBody::new(
        ErrorCode::BadLogin,
        "no account has that username and password",
    )
}

async fn login(
    State(shared): State<Arc<Shared>>,
    ClientAddr(address): ClientAddr,
    Headers(headers): Headers,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ApiError> {
    let body = read(body, &shared)?;
    csrf_check(&headers)?;
    // A name that breaks the rules cannot be an account's; it counts against the address.
    let key = username_key(&body.username).unwrap_or_default();
    shared
        .accounts
        .throttle
        .check(address, &key)
        .map_err(rate_limited)?;
    let account = if key.is_empty() {
        None
    } else {
        shared
            .store
            .accounts()
            .account_by_username(&key)
            .await
            .map_err(storage)?
            .filter(|account| !account.deleted)
    };
    let known_hash = account
        .as_ref()
        .map(|account| account.password_hash.as_str());
    if !shared.accounts.verify(&body.password, known_hash).await? {
        shared.accounts.throttle.failed(address, &key);
        return Err(bad_login().into());
    }
    let Some(account) = account else {
        return Err(bad_login().into());
    };
    shared.accounts.throttle.succeeded(&key);
    let cookie = new_session(&shared, &account.identity.id).await?;
    Ok(with_cookie(
        cookie,
        Json(Account {
            id: account.identity.id,
            name: account.identity.name,
            username: Some(account.username),
            created_s: Some(seconds(account.created_ms)),
            signed_in: SignedIn::Session,
        }),
    ))
}

async fn logout(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
) -> Result<Response, ApiError> {
    let hash = caller.session_hash().unwrap_or_default();
    let sessions = shared
        .store
        .accounts()
        .end_session(hash)
        .await
        .map_err(storage)?;
    shared
        .accounts
        .revoke(&Revoked::Credential(caller.key.clone()));
    Ok(with_cookie(
        cleared_cookie(&shared),
        Json(SignedOut { sessions }),
    ))
}

async fn logout_everywhere(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
) -> Result<Response, ApiError> {
    let sessions = shared
        .store
        .accounts()
        .end_sessions(&caller.identity.id)
        .await
        .map_err(storage)?;
    revoke_sessions(&shared, &caller.identity.id);
    Ok(with_cookie(
        cleared_cookie(&shared),
        Json(SignedOut { sessions }),
    ))
}

/// Forgets every cached session of an identity and closes its connections (programs with
/// their tokens reconnect; browsers find their session ended).
fn revoke_sessions(shared: &Shared, identity: &str) {
    shared
        .accounts
        .revoke(&Revoked::Identity(identity.to_owned()));
}

async fn rename(
    State(shared): State<Arc<Shared>>,
    Signed(caller): Signed,
    body: Result<Json<Rename>, JsonRejection>,
) -> Result<Json<Identity>, ApiError> {
    let body = read(body, &shared)?;
    let name = checked_name(&body.name)?;
    shared
        .store
        .accounts()
        .rename(&caller.identity.id, name)
        .await
        .map_err(storage)?;
    let identity = Identity {
        id: caller.identity.id,
        name: name.to_owned(),
    };
    shared.show_renamed(&identity).await;
    Ok(Json(identity))
}

/// The caller's own e-mail address and mail choice, logged in with a password only: a bearer
/// token (a program's) never reads the address.
async fn mail_settings(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
) -> Result<Json<AccountMail>, ApiError> {
    let settings = shared
        .store
        .accounts()
        .mail_settings(&caller.identity.id)
        .await
        .map_err(storage)?
        .ok_or_else(no_account_for_mail)?;
    Ok(Json(AccountMail {
        email: settings.email,
        turn_mails: settings.turn_mails,
        server_sends: shared.mailer().is_some(),
    }))
}

fn no_account_for_mail() -> ErrorBody {
    ErrorBody::new(
        ErrorCode::AccountRequired,
        "mail settings are for accounts (a guest has none)",
    )
}

async fn set_mail_settings(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
    body: Result<Json<MailSettings>, JsonRejection>,
) -> Result<Json<AccountMail>, ApiError> {
    let body = read(body, &shared)?;
    let email = body
        .email
        .as_deref()
        .map(str::trim)
        .filter(|email| !email.is_empty());
    if let Some(email) = email
        && !crate::mail::valid_email(email)
    {
        return Err(ErrorBody::new(
            ErrorCode::BadEmail,
            format!(
                "an e-mail address is local@domain.tld, at most {} characters, without spaces",
                crate::mail::MAX_EMAIL_CHARS
            ),
        )
        .into());
    }
    if body.turn_mails && email.is_none() {
        return Err(ErrorBody::new(
            ErrorCode::BadEmail,
            "\"your turn\" mails need an e-mail address: set email too",
        )
        .into());
    }
    let record = super::store::MailSettingsRecord {
        email: email.map(str::to_owned),
        turn_mails: body.turn_mails,
    };
    let stored = shared
        .store
        .accounts()
        .set_mail_settings(&caller.identity.id, &record)
        .await
        .map_err(storage)?;
    if !stored {
        return Err(no_account_for_mail().into());
    }
    Ok(Json(AccountMail {
        email: record.email,
        turn_mails: record.turn_mails,
        server_sends: shared.mailer().is_some(),
    }))
}

async fn delete_account(
    State(shared): State<Arc<Shared>>,
    ClientAddr(address): ClientAddr,
    Session(caller): Session,
    body: Result<Json<DeleteAccount>, JsonRejection>,
) -> Result<Response, ApiError> {
    let body = read(body, &shared)?;
    let accounts = shared.store.accounts();
    let Some(account) = accounts
        .account_of(&caller.identity.id)
        .await
        .map_err(storage)?
        .filter(|account| !account.deleted)
    else {
        return Err(ErrorBody::new(ErrorCode::Unauthorized, "this account is deleted").into());
    };
    let key = account.username.to_ascii_lowercase();
    // Confirming with a password is a login: it is throttled like one.
    shared
        .accounts
        .throttle
        .check(address, &key)
        .map_err(rate_limited)?;
    if !shared
        .accounts
        .verify(&body.password, Some(&account.password_hash))
        .await?
    {
        shared.accounts.throttle.failed(address, &key);
        return Err(ErrorBody::new(
            ErrorCode::WrongPassword,
            "that is not this account's password; nothing was deleted",
        )
        .into());
    }
    let sessions = accounts
        .end_sessions(&caller.identity.id)
        .await
        .map_err(storage)?;
    accounts
        .delete_account(&caller.identity.id, DELETED_NAME, &retired_token_hash())
        .await
        .map_err(storage)?;
    revoke_sessions(&shared, &caller.identity.id);
    shared
        .show_renamed(&Identity {
            id: caller.identity.id.clone(),
            name: DELETED_NAME.to_owned(),
        })
        .await;
    // Tables still waiting for players are left: nobody will come to start them.
    for handle in shared.live_handles().await {
        let identity = Identity {
            id: caller.identity.id.clone(),
            name: DELETED_NAME.to_owned(),
        };
        let _ = handle.ask(|reply| Command::Leave { identity, reply }).await;
    }
    tracing::info!(identity = %caller.identity.id, "account deleted");
    Ok(with_cookie(
        cleared_cookie(&shared),
        Json(SignedOut { sessions }),
    ))
}

fn token_of(record: TokenRecord) -> ApiToken {
    ApiToken {
        id: record.id,
        name: record.name,
        created_s: seconds(record.created_ms),
    }
}

async fn list_tokens(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
) -> Result<Json<Vec<ApiToken>>, ApiError> {
    let tokens = shared
        .store
        .accounts()
        .api_tokens(&caller.identity.id)
        .await
        .map_err(storage)?;
    Ok(Json(tokens.into_iter().map(token_of).collect()))
}

async fn create_token(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
    body: Result<Json<NewApiToken>, JsonRejection>,
) -> Result<Json<CreatedApiToken>, ApiError> {
    let body = read(body, &shared)?;
    let name = body.name.trim();
    if name.chars().count() > TOKEN_NAME_MAX || !shows_as_written(name) {
        return Err(ErrorBody::new(
            ErrorCode::BadMessage,
            format!(
                "a token's name is 1 to {TOKEN_NAME_MAX} characters, at least one of them \
                 visible, without control characters or the marks that change the direction of text"
            ),
        )
        .into());
    }
    let secret = secrets::token();
    let record = TokenRecord {
        id: secrets::random_id(12),
        name: name.to_owned(),
        created_ms: clock::now_ms(),
    };
    let stored = shared
        .store
        .accounts()
        .create_api_token(
            &caller.identity.id,
            &record,
            &secrets::token_hash(&secret),
            MAX_API_TOKENS,
        )
        .await
        .map_err(storage)?;
    if !stored {
        return Err(ErrorBody::new(
            ErrorCode::TooManyTokens,
            format!("an account has at most {MAX_API_TOKENS} tokens; revoke one first"),
        )
        .into());
    }
    Ok(Json(CreatedApiToken {
        id: record.id,
        name: record.name,
        created_s: seconds(record.created_ms),
        token: secret,
    }))
}

async fn revoke_token(
    State(shared): State<Arc<Shared>>,
    Session(caller): Session,
    id: Result<UrlPath<String>, axum::extract::rejection::PathRejection>,
) -> Result<Json<ApiToken>, ApiError> {
    // An id that is not UTF-8 names no token (axum's own answer would be plain text).
    let no_such_token = || ErrorBody::new(ErrorCode::NoSuchToken, "you have no token with that id");
    let UrlPath(id) = id.map_err(|_| no_such_token())?;
    let (revoked, hash) = shared
        .store
        .accounts()
        .revoke_api_token(&caller.identity.id, &id)
        .await
        .map_err(storage)?
        .ok_or_else(no_such_token)?;
    shared
        .accounts
        .revoke(&Revoked::Credential(format!("bearer:{hash}")));
    Ok(Json(token_of(revoked)))
}
