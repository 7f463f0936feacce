//! The HTTP endpoints (docs/server.md): identities, tables, the lobby, replays.

use std::{path::Path, sync::Arc, time::Duration};

use axum::{
    Json, Router,
    extract::{
        FromRequestParts, Path as UrlPath, State,
        rejection::{JsonRejection, PathRejection},
    },
    http::{StatusCode, header, request::Parts},
    response::{Html, IntoResponse, Response},
    routing::{get, post},
};
use interregnum_bots::{BotSpec, Budget};
use interregnum_core::Replay;

use crate::{
    accounts::{
        self,
        http::{MaybeSigned, Signed},
    },
    app::{NewTableRecord, Shared, storage},
    games::{self, GAMES},
    protocol::{
        CheckedDeck, DeckText, ErrorBody, ErrorCode, GameInfo, Guest, HistoryEntry, Identity,
        NewGuest, NewSimulation, NewTable, NewTutorial, PlayBots, ReplayStep, ReviewRequest,
        ReviewState, SeatRequest, SimulationState, Sit, TableSettings, TableState,
    },
    ratings::http as rated,
    store::{Occupant, SeatRecord},
    table::Command,
    tutorials, ws,
};

/// An error answer: the status that fits its code and the body.
pub struct ApiError(pub ErrorBody);

impl From<ErrorBody> for ApiError {
    fn from(body: ErrorBody) -> ApiError {
        ApiError(body)
    }
}

/// A body that could not be read: `too_large` with the limit for one over the message size
/// (the body limit is that size), else `bad_message` with what was wrong.
fn rejected(rejection: &JsonRejection, shared: &Shared) -> ApiError {
    let text = rejection.body_text();
    ApiError(if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        let max = shared.limits.max_message_bytes;
        ErrorBody::new(
            ErrorCode::TooLarge,
            format!("{text}; a request body is at most {max} bytes"),
        )
    } else {
        ErrorBody::new(ErrorCode::BadMessage, text)
    })
}

/// The JSON body of a request, or the answer that says why it could not be read.
pub(crate) fn read<T>(
    body: Result<Json<T>, JsonRejection>,
    shared: &Shared,
) -> Result<T, ApiError> {
    body.map(|Json(body)| body)
        .map_err(|rejection| rejected(&rejection, shared))
}

#[must_use]
pub fn status_of(code: ErrorCode) -> StatusCode {
    use ErrorCode as E;
    match code {
        E::BadMessage
        | E::UnknownGame
        | E::UnknownBot
        | E::BadOptions
        | E::NoSuchSeat
        | E::BadAction => StatusCode::BAD_REQUEST,
        E::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        E::RateLimited | E::TooManyTables | E::TooManyWatched => StatusCode::TOO_MANY_REQUESTS,
        E::Unauthorized => StatusCode::UNAUTHORIZED,
        E::NoSuchTable | E::NoSuchSimulation | E::NoSuchToken | E::NoSuchPlayer => {
            StatusCode::NOT_FOUND
        }
        E::NotSeated
        | E::AccountRequired
        | E::HintsOff
        | E::WrongPassword
        | E::NeedsSession
        | E::Csrf => StatusCode::FORBIDDEN,
        E::BadUsername | E::BadPassword | E::BadChat | E::BadEmail => StatusCode::BAD_REQUEST,
        E::UsernameTaken | E::AlreadyRegistered => StatusCode::CONFLICT,
        E::BadLogin => StatusCode::UNAUTHORIZED,
        E::TooManyTokens => StatusCode::TOO_MANY_REQUESTS,
        E::SeatTaken
        | E::WrongStatus
        | E::NotYourTurn
        | E::Stale
        | E::IllegalAction
        | E::Pending => StatusCode::CONFLICT,
        E::Storage | E::Moved => StatusCode::SERVICE_UNAVAILABLE,
        E::Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let retry_after = self
            .0
            .retry_after_ms
            .map(|ms| (header::RETRY_AFTER, ms.div_ceil(1000).to_string()));
        (
            status_of(self.0.code),
            axum::response::AppendHeaders(retry_after),
            Json(self.0),
        )
            .into_response()
    }
}

type ApiResult<T> = Result<Json<T>, ApiError>;

/// The identity of a request: its `Authorization: Bearer TOKEN`, or its session cookie
/// (accounts/http.rs, which also checks a cookie-authenticated change against CSRF).
pub struct Authed(pub Identity);

impl FromRequestParts<Arc<Shared>> for Authed {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        shared: &Arc<Shared>,
    ) -> Result<Authed, ApiError> {
        let Signed(caller) = Signed::from_request_parts(parts, shared).await?;
        Ok(Authed(caller.identity))
    }
}

/// The identity of a request if it names one.
pub struct MaybeAuthed(pub Option<Identity>);

impl FromRequestParts<Arc<Shared>> for MaybeAuthed {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        shared: &Arc<Shared>,
    ) -> Result<MaybeAuthed, ApiError> {
        let MaybeSigned(caller) = MaybeSigned::from_request_parts(parts, shared).await?;
        Ok(MaybeAuthed(caller.map(|caller| caller.identity)))
    }
}

/// The whole application: API, WebSocket and the browser client.
pub fn router(shared: Arc<Shared>, web_dir: Option<&Path>) -> Router {
    let api = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/api/games", get(list_games))
        .route("/api/guests", post(new_guest))
        .route("/api/me", get(me))
        .route("/api/lobby", get(lobby))
        .route("/api/tables", post(new_table))
        .route("/api/play-bots", post(play_bots))
        .route("/api/tutorials", post(new_tutorial))
        .route("/api/tables/{id}", get(table_state))
        .route("/api/tables/{id}/sit", post(sit))
        .route("/api/tables/{id}/leave", post(leave))
        .route("/api/tables/{id}/start", post(start))
        .route("/api/tables/{id}/rematch", post(rematch))
        .route("/api/tables/{id}/replay", get(replay))
        .route("/api/tables/{id}/replay/{step}", get(replay_step))
        .route("/api/tables/{id}/history", get(history))
        .route("/api/tables/{id}/review", post(review))
        .route("/api/decks/check", post(check_deck))
        .route("/api/simulations", post(new_simulation))
        .route(
            "/api/simulations/{id}",
            get(simulation).delete(cancel_simulation),
        )
        .route("/ws", get(ws::upgrade))
        .merge(accounts::http::routes())
        .merge(crate::ratings::http::routes())
        .layer(axum::extract::DefaultBodyLimit::max(
            shared.limits.max_message_bytes as usize,
        ))
        .layer(crate::request_ids::propagate())
        .layer(crate::request_ids::trace())
        .layer(crate::request_ids::assign())
        .with_state(shared);
    match web_dir.filter(|dir| dir.join("index.html").is_file()) {
        Some(dir) => api.merge(crate::web_files::router(dir)),
        None => api.fallback(get(not_built)),
    }
}

async fn not_built() -> Html<&'static str> {
    Html(
        "<!doctype html><meta charset=utf-8><title>Interregnum</title>\
         <h1>Interregnum server</h1>\
         <p>The browser client is not built. Build it with <code>cd web &amp;&amp; npm ci &amp;&amp; npm run build</code> \
         and restart the server from the repository root (it serves <code>web/dist</code>).</p>\
         <p>Programs can play now: see docs/server.md.</p>",
    )
}

async fn list_games() -> Json<Vec<GameInfo>> {
    Json(GAMES.iter().map(games::GameEntry::info).collect())
}

/// Reads a deck file's text as the engine does; needs no identity (nothing is kept).
async fn check_deck(
    State(shared): State<Arc<Shared>>,
    body: Result<Json<DeckText>, JsonRejection>,
) -> ApiResult<CheckedDeck> {
    let body = read(body, &shared)?;
    Ok(Json(games::checked_deck(&body)?))
}

async fn new_guest(
    State(shared): State<Arc<Shared>>,
    body: Result<Json<NewGuest>, JsonRejection>,
) -> ApiResult<Guest> {
    let body = read(body, &shared)?;
    let (identity, token) = shared.new_guest(&body.name).await?;
    Ok(Json(Guest {
        id: identity.id,
        name: identity.name,
        token,
    }))
}

async fn me(Authed(identity): Authed) -> Json<Identity> {
    Json(identity)
}

async fn lobby(State(shared): State<Arc<Shared>>) -> ApiResult<Vec<TableState>> {
    let ids = shared.store.lobby(100).await.map_err(storage)?;
    let mut tables = Vec::new();
    for id in ids {
        if let Ok(handle) = shared.table(&id).await
            && let Ok(state) = handle
                .ask(|reply| Command::State {
                    identity: None,
                    reply,
                })
                .await
        {
            tables.push(state);
        }
    }
    Ok(Json(tables))
}

/// The largest search a table's bot may make per move: the hard level's largest budget
/// (Claim's), and the 2 s a move the hard level is held to (docs/strength.md). A bot's
/// decision holds up its table and a thread until it is made, so it must end.
pub const MAX_BOT_ITERATIONS: u32 = 200_000;
pub const MAX_BOT_TIME: Duration = Duration::from_secs(2);

fn parse_bot(name: &str) -> Result<String, ErrorBody> {
    let spec = name
        .parse::<BotSpec>()
        .map_err(|err| ErrorBody::new(ErrorCode::UnknownBot, err.to_string()))?;
    let too_long = match spec {
        BotSpec::Ismcts {
            budget: Budget::Iterations(n),
            ..
        } => n > MAX_BOT_ITERATIONS,
        BotSpec::Ismcts {
            budget: Budget::Time(limit),
            ..
        } => limit > MAX_BOT_TIME,
        _ => false,
    };
    if too_long {
        return Err(ErrorBody::new(
            ErrorCode::UnknownBot,
            format!(
                "{name:?} searches longer than a table's bot may: at most {MAX_BOT_ITERATIONS} \
                 iterations (ismcts:{MAX_BOT_ITERATIONS}) or {} ms (ismcts:{}ms) a move, \
                 or a level: easy, medium, hard",
                MAX_BOT_TIME.as_millis(),
                MAX_BOT_TIME.as_millis()
            ),
        ));
    }
    Ok(spec.to_string())
}

async fn new_table(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    body: Result<Json<NewTable>, JsonRejection>,
) -> ApiResult<TableState> {
    let body = read(body, &shared)?;
    let entry = games::find(&body.game)?;
    let (options, n_seats) = entry.checked_options(body.options)?;
    if body.seats.len() != n_seats {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            format!("these options make {n_seats} seats; give one entry per seat in `seats`"),
        )
        .into());
    }
    if body
        .seats
        .iter()
        .filter(|seat| **seat == SeatRequest::Me)
        .count()
        > 1
    {
        return Err(
            ErrorBody::new(ErrorCode::BadOptions, "you can take one seat of a table").into(),
        );
    }
    let mut seats = Vec::new();
    for (index, request) in body.seats.iter().enumerate() {
        let occupant = match request {
            SeatRequest::Open => Occupant::Open,
            SeatRequest::Me => Occupant::Person(identity.clone()),
            SeatRequest::Bot { bot } => Occupant::Bot(parse_bot(bot)?),
            SeatRequest::Player { username } => {
                Occupant::Invited(challenged(&shared, &identity, username, &seats).await?)
            }
        };
        seats.push(SeatRecord {
            seat: index as u8,
            occupant,
            timeouts: 0,
            stand_in: false,
        });
    }
    let mut settings = body.settings.unwrap_or_default();
    settings.check_clock()?;
    rated::check_rated_table(&shared, &identity, &seats, &mut settings).await?;
    let settings = with_hints(settings, &seats, body.public)?;
    shared.check_table_limit(&identity).await?;
    let id = shared
        .create_table(
            entry,
            options,
            seats,
            body.public,
            settings,
            &identity.id,
            false,
        )
        .await?;
    Ok(Json(state_of(&shared, &id, Some(identity)).await?))
}

/// The account a seat is kept for (a challenge by username).
///
/// # Errors
/// `bad_username` for a name no account can have, `no_such_player` when no account (or a
/// deleted one) has it, `bad_options` for the caller themselves or an account challenged twice.
async fn challenged(
    shared: &Shared,
    caller: &Identity,
    username: &str,
    seats: &[SeatRecord],
) -> Result<Identity, ErrorBody> {
    let key = accounts::username_key(username.trim())?;
    let account = shared
        .store
        .accounts()
        .account_by_username(&key)
        .await
        .map_err(storage)?
        .filter(|account| !account.deleted)
        .ok_or_else(|| {
            ErrorBody::new(
                ErrorCode::NoSuchPlayer,
                format!("no account has the username {:?}", username.trim()),
            )
        })?;
    if account.identity.id == caller.id {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            "you cannot challenge yourself; take your seat with {\"kind\": \"me\"}",
        ));
    }
    if seats
        .iter()
        .any(|seat| matches!(&seat.occupant, Occupant::Invited(other) if other.id == account.identity.id))
    {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            format!("{} is challenged to one seat only", account.username),
        ));
    }
    Ok(account.identity)
}

/// The table's `hints` setting decided: a table against bots (at most one seat for a
/// person) has them unless asked otherwise, a table for several people has them only when
/// asked, and never when it is public.
///
/// # Errors
/// `bad_options` when hints are asked for a public table for several people.
fn with_hints(
    mut settings: TableSettings,
    seats: &[SeatRecord],
    public: bool,
) -> Result<TableSettings, ErrorBody> {
    let people = seats
        .iter()
        .filter(|seat| !matches!(seat.occupant, Occupant::Bot(_)))
        .count();
    settings.hints = match settings.hints {
        None => Some(people <= 1),
        Some(true) if public && people > 1 => {
            return Err(ErrorBody::new(
                ErrorCode::BadOptions,
                "a public table for several people cannot allow hints; \
                 make the table private or leave hints off",
            ));
        }
        Some(hints) => Some(hints),
    };
    Ok(settings)
}

async fn play_bots(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    body: Result<Json<PlayBots>, JsonRejection>,
) -> ApiResult<TableState> {
    let body = read(body, &shared)?;
    let entry = games::find(&body.game)?;
    let (options, n_seats) = entry.checked_options(body.options)?;
    let bot = parse_bot(body.bot.as_deref().unwrap_or("medium"))?;
    let mine = usize::from(body.seat.unwrap_or(0));
    if mine >= n_seats {
        return Err(ErrorBody::new(
            ErrorCode::NoSuchSeat,
            format!("this table has seats 0 to {}", n_seats - 1),
        )
        .into());
    }
    let seats: Vec<SeatRecord> = (0..n_seats)
        .map(|index| SeatRecord {
            seat: index as u8,
            occupant: if index == mine {
                Occupant::Person(identity.clone())
            } else {
                Occupant::Bot(bot.clone())
            },
            timeouts: 0,
            stand_in: false,
        })
        .collect();
    let mut settings = body.settings.unwrap_or_default();
    settings.check_clock()?;
    rated::check_rated_table(&shared, &identity, &seats, &mut settings).await?;
    let settings = with_hints(settings, &seats, false)?;
    shared.check_table_limit(&identity).await?;
    let id = shared
        .create_table(entry, options, seats, false, settings, &identity.id, true)
        .await?;
    Ok(Json(state_of(&shared, &id, Some(identity)).await?))
}

/// A tutorial: the requester in seat 0 against the heuristic bot, on the game's fixed deal
/// (`tutorials.rs`), private, with no clock and no hints (the browser's coach is the help).
async fn new_tutorial(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    body: Result<Json<NewTutorial>, JsonRejection>,
) -> ApiResult<TableState> {
    let body = read(body, &shared)?;
    let tutorial = tutorials::find(&body.game)?;
    let entry = tutorial.entry()?;
    let (options, n_seats) = entry.checked_options(Some(tutorial.options()))?;
    let seats: Vec<SeatRecord> = (0..n_seats)
        .map(|index| SeatRecord {
            seat: index as u8,
            occupant: if index == 0 {
                Occupant::Person(identity.clone())
            } else {
                Occupant::Bot(tutorials::TUTORIAL_BOT.to_owned())
            },
            timeouts: 0,
            stand_in: false,
        })
        .collect();
    let settings = TableSettings {
        hints: Some(false),
        ..TableSettings::default()
    };
    shared.check_table_limit(&identity).await?;
    let table = NewTableRecord {
        entry,
        options,
        seed: tutorial.seed,
    };
    let id = shared
        .create_seeded_table(table, seats, false, settings, &identity.id, true)
        .await?;
    Ok(Json(state_of(&shared, &id, Some(identity)).await?))
}

async fn state_of(
    shared: &Arc<Shared>,
    id: &str,
    identity: Option<Identity>,
) -> Result<TableState, ErrorBody> {
    shared
        .table(id)
        .await?
        .ask(|reply| Command::State { identity, reply })
        .await
}

async fn table_state(
    State(shared): State<Arc<Shared>>,
    MaybeAuthed(identity): MaybeAuthed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<TableState> {
    Ok(Json(state_of(&shared, &id, identity).await?))
}

async fn sit(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
    body: Result<Json<Sit>, JsonRejection>,
) -> ApiResult<TableState> {
    let seat = match body {
        Ok(Json(body)) => body.seat,
        // An empty body means "any seat".
        Err(JsonRejection::MissingJsonContentType(_)) => None,
        Err(rejection) => return Err(rejected(&rejection, &shared)),
    };
    let handle = shared.table(&id).await?;
    let table = handle
        .ask(|reply| Command::State {
            identity: None,
            reply,
        })
        .await?;
    rated::check_rated_seat(&shared, &identity, &table).await?;
    shared.check_table_limit(&identity).await?;
    Ok(Json(
        handle
            .ask(|reply| Command::Sit {
                identity,
                seat,
                reply,
            })
            .await?,
    ))
}

async fn leave(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<TableState> {
    let handle = shared.table(&id).await?;
    Ok(Json(
        handle
            .ask(|reply| Command::Leave { identity, reply })
            .await?,
    ))
}

async fn start(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<TableState> {
    let handle = shared.table(&id).await?;
    Ok(Json(
        handle
            .ask(|reply| Command::Start { identity, reply })
            .await?,
    ))
}

async fn rematch(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<TableState> {
    let handle = shared.table(&id).await?;
    let next = handle
        .ask(|reply| Command::Rematch {
            identity: identity.clone(),
            reply,
        })
        .await?;
    Ok(Json(state_of(&shared, &next, Some(identity)).await?))
}

async fn replay(
    State(shared): State<Arc<Shared>>,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<Replay> {
    let handle = shared.table(&id).await?;
    Ok(Json(handle.ask(|reply| Command::Replay { reply }).await?))
}

/// Every observer's view at one step of a finished game: the table refuses the replay
/// (which holds the seed) until the game is over, and the views are played back off the
/// async runtime.
async fn replay_step(
    State(shared): State<Arc<Shared>>,
    path: Result<UrlPath<(String, u32)>, PathRejection>,
) -> ApiResult<ReplayStep> {
    let UrlPath((id, step)) = path.map_err(|rejection| {
        ErrorBody::new(
            ErrorCode::BadMessage,
            format!("{rejection}; a step is a number of actions, from 0"),
        )
    })?;
    let handle = shared.table(&id).await?;
    let replay = handle.ask(|reply| Command::Replay { reply }).await?;
    let answer = tokio::task::spawn_blocking(move || crate::replays::step(&replay, step))
        .await
        .map_err(|_| ErrorBody::new(ErrorCode::Internal, "the replay failed"))??;
    Ok(Json(answer))
}

async fn history(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<Vec<HistoryEntry>> {
    let handle = shared.table(&id).await?;
    Ok(Json(
        handle
            .ask(|reply| Command::History { identity, reply })
            .await?,
    ))
}

/// A finished game's review for one seat: started on the first request, its state (and
/// once done the review) on every later one.
async fn review(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
    body: Result<Json<ReviewRequest>, JsonRejection>,
) -> ApiResult<ReviewState> {
    let body = read(body, &shared)?;
    let handle = shared.table(&id).await?;
    // Refused (wrong_status) until the game is over.
    let replay = handle.ask(|reply| Command::Replay { reply }).await?;
    let table = state_of(&shared, &id, Some(identity.clone())).await?;
    let seat = crate::reviews::seat_to_review(&table, body.seat)?;
    Ok(Json(shared.reviews.request(&identity, &id, seat, replay)?))
}

async fn new_simulation(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    body: Result<Json<NewSimulation>, JsonRejection>,
) -> ApiResult<SimulationState> {
    let body = read(body, &shared)?;
    Ok(Json(shared.simulations.start(&identity, body)?))
}

async fn simulation(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<SimulationState> {
    Ok(Json(shared.simulations.state(&identity, &id)?))
}

async fn cancel_simulation(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    UrlPath(id): UrlPath<String>,
) -> ApiResult<SimulationState> {
    Ok(Json(shared.simulations.cancel(&identity, &id)?))
}
