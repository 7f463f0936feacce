//! The rating endpoints (docs/server.md, Ratings): the leaderboard, a player's profile, the
//! caller's unfinished games; and the rules of a rated table, checked when one is made or a
//! seat of one is taken.

use std::sync::Arc;

use axum::{
    Json, Router,
    extract::{
        Path as UrlPath, Query, State,
        rejection::{JsonRejection, PathRejection, QueryRejection},
    },
    routing::{get, post},
};
use serde::Deserialize;

use super::{
    RATED_BOTS,
    store::{PlayerRecord, ResultRecord},
};
use crate::{
    accounts::{http::MaybeSigned, seconds, username_key},
    app::{Shared, storage},
    games,
    http::{ApiError, Authed, read},
    protocol::{
        ErrorBody, ErrorCode, FinishedGame, Identity, Leaderboard, LeaderboardEntry, NewPairing,
        PairingState, PairingStatus, PlayedCount, PlayerRating, PlayerRef, Profile, RatingPoint,
        TableSettings, TableState,
    },
    store::{Occupant, SeatRecord},
    table::Command,
};

/// Leaderboard entries per page.
pub const BOARD_PAGE: u32 = 50;
/// Finished games per page of a profile.
pub const GAMES_PAGE: u32 = 20;
/// The last page asked for of either (deeper pages: `bad_message`).
pub const MAX_PAGE: u32 = 1_000;
/// Points of a profile's rating history (the most recent rated games).
pub const HISTORY_POINTS: u32 = 500;
/// Unfinished games listed by `GET /api/account/games` (more than the per-identity limit).
pub const MY_GAMES: u32 = 100;

pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/api/leaderboard", get(leaderboard))
        .route("/api/players/{name}", get(profile))
        .route("/api/account/games", get(my_games))
        .route("/api/pairing", post(seek).delete(stop_seeking))
}

/// Whether `identity` has an account that is not deleted.
async fn is_account(shared: &Shared, identity: &str) -> Result<bool, ErrorBody> {
    Ok(shared
        .store
        .accounts()
        .account_of(identity)
        .await
        .map_err(storage)?
        .is_some_and(|account| !account.deleted))
}

fn account_required(what: &str) -> ErrorBody {
    ErrorBody::new(
        ErrorCode::AccountRequired,
        format!(
            "{what} is for accounts; make your guest an account first (POST /api/account), \
             or play unrated"
        ),
    )
}

/// The rules of a new rated table, checked for its creator `identity`; turns hints off.
/// A rated table needs an account in a seat of its own, a move clock, real-time or
/// turn-based (a game abandoned by
/// timeouts is then decided: the seat that left loses), no hints, and bots only as the
/// levels, each once (each level is one rated identity per table).
///
/// # Errors
/// `account_required` for a guest, `bad_options` or `unknown_bot` for a table that breaks a
/// rule.
pub async fn check_rated_table(
    shared: &Shared,
    identity: &Identity,
    seats: &[SeatRecord],
    settings: &mut TableSettings,
) -> Result<(), ErrorBody> {
    if !settings.rated {
        return Ok(());
    }
    if !is_account(shared, &identity.id).await? {
        return Err(account_required("a rated table"));
    }
    if settings.move_ms().is_none() {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            "a rated table needs a move clock: set settings.move_seconds (real time) or \
             settings.move_days (turn-based)",
        ));
    }
    if settings.hints == Some(true) {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            "a rated table cannot allow hints; leave hints off",
        ));
    }
    settings.hints = Some(false);
    if !seats
        .iter()
        .any(|seat| seat.occupant == Occupant::Person(identity.clone()))
    {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            "a rated table's creator takes a seat at it ({\"kind\": \"me\"})",
        ));
    }
    let mut bots = Vec::new();
    for seat in seats {
        if let Occupant::Bot(bot) = &seat.occupant {
            if !RATED_BOTS.contains(&bot.as_str()) {
                return Err(ErrorBody::new(
                    ErrorCode::UnknownBot,
                    format!(
                        "{bot:?} cannot sit at a rated table; the bots of rated tables are the \
                         levels: {}",
                        RATED_BOTS.join(", ")
                    ),
                ));
            }
            if bots.contains(bot) {
                return Err(ErrorBody::new(
                    ErrorCode::BadOptions,
                    format!("a rated table has each bot level at most once; {bot} is there twice"),
                ));
            }
            bots.push(bot.clone());
        }
    }
    Ok(())
}

/// Only accounts sit at a rated table.
///
/// # Errors
/// `account_required` for a guest at a rated table.
pub async fn check_rated_seat(
    shared: &Shared,
    identity: &Identity,
    table: &TableState,
) -> Result<(), ErrorBody> {
    if table.settings.rated && !is_account(shared, &identity.id).await? {
        return Err(account_required("a seat at a rated table"));
    }
    Ok(())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardQuery {
    game: String,
    players: u8,
    #[serde(default)]
    page: u32,
}

fn bad_query(rejection: &QueryRejection) -> ApiError {
    ApiError(ErrorBody::new(
        ErrorCode::BadMessage,
        format!(
            "{}; the query is ?game=NAME&players=N&page=P",
            rejection.body_text()
        ),
    ))
}

fn check_page(page: u32) -> Result<(), ErrorBody> {
    if page > MAX_PAGE {
        return Err(ErrorBody::new(
            ErrorCode::BadMessage,
            format!("page {page} is past the last one served, {MAX_PAGE}"),
        ));
    }
    Ok(())
}

fn player_ref(record: &PlayerRecord) -> PlayerRef {
    let bot = record.id.starts_with("bot:");
    PlayerRef {
        name: record.name.clone(),
        profile: match (&record.username, bot) {
            (_, true) => record.id.clone(),
            (Some(username), false) => username.clone(),
            (None, false) => format!("id:{}", record.id),
        },
        bot,
    }
}

async fn leaderboard(
    State(shared): State<Arc<Shared>>,
    query: Result<Query<BoardQuery>, QueryRejection>,
) -> Result<Json<Leaderboard>, ApiError> {
    let Query(query) = query.map_err(|rejection| bad_query(&rejection))?;
    let entry = games::find(&query.game)?;
    if !entry.info().seats.contains(&query.players) {
        return Err(ErrorBody::new(
            ErrorCode::BadOptions,
            format!(
                "{} is played by {:?} players, not {}",
                query.game,
                entry.info().seats,
                query.players
            ),
        )
        .into());
    }
    check_page(query.page)?;
    let offset = query.page * BOARD_PAGE;
    // One more than a page says whether there is a next one.
    let mut rows = shared
        .store
        .ratings()
        .leaderboard(&query.game, query.players, offset, BOARD_PAGE + 1)
        .await
        .map_err(storage)?;
    let more = rows.len() > BOARD_PAGE as usize;
    rows.truncate(BOARD_PAGE as usize);
    let entries = rows
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let provisional = row.rating.is_provisional();
            LeaderboardEntry {
                rank: (!provisional).then_some(offset + index as u32 + 1),
                player: player_ref(&row.player),
                rating: row.rating.rating,
                deviation: row.rating.deviation,
                provisional,
                games: row.games,
            }
        })
        .collect();
    Ok(Json(Leaderboard {
        game: query.game,
        players: query.players,
        page: query.page,
        more,
        entries,
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileQuery {
    #[serde(default)]
    page: u32,
}

fn no_such_player(name: &str) -> ErrorBody {
    ErrorBody::new(
        ErrorCode::NoSuchPlayer,
        format!(
            "no player {name:?}: name a player by username, `id:` and an identity id, or \
             `bot:` and a level ({})",
            RATED_BOTS.join(", ")
        ),
    )
}

fn finished_game(result: &ResultRecord) -> FinishedGame {
    FinishedGame {
        table: result.table_id.clone(),
        game: result.game.clone(),
        players: result.players,
        seat: result.seat,
        payoff: result.payoff,
        left: result.left,
        rated: result.rated,
        rating_change: result
            .rating
            .zip(result.rating_before)
            .map(|(after, before)| after - before),
        at_s: seconds(result.at_ms),
    }
}

async fn profile(
    State(shared): State<Arc<Shared>>,
    MaybeSigned(caller): MaybeSigned,
    name: Result<UrlPath<String>, PathRejection>,
    query: Result<Query<ProfileQuery>, QueryRejection>,
) -> Result<Json<Profile>, ApiError> {
    // A name that is not UTF-8 names nobody.
    let UrlPath(name) = name.map_err(|_| no_such_player("(not UTF-8)"))?;
    let Query(query) = query.map_err(|rejection| {
        ApiError(ErrorBody::new(
            ErrorCode::BadMessage,
            format!("{}; the query is ?page=P", rejection.body_text()),
        ))
    })?;
    check_page(query.page)?;
    // No identity, bot or username holds a control character, and PostgreSQL refuses a NUL
    // in a query's text (it answered `storage`): such a name names nobody.
    if name.chars().any(char::is_control) {
        return Err(no_such_player("(a name with control characters)").into());
    }
    let ratings = shared.store.ratings();
    let found = if name.starts_with("bot:") {
        ratings.player(Some(&name), None).await
    } else if let Some(id) = name.strip_prefix("id:") {
        ratings.player(Some(id), None).await
    } else {
        let key = username_key(&name).map_err(|_| no_such_player(&name))?;
        ratings.player(None, Some(&key)).await
    }
    .map_err(storage)?;
    let player = found
        .filter(|player| !player.deleted)
        .ok_or_else(|| no_such_player(&name))?;
    let bot = player.id.starts_with("bot:");
    // Private tables are reachable by their id only: they are listed to their own player.
    let own = caller.is_some_and(|caller| caller.identity.id == player.id);
    let offset = query.page * GAMES_PAGE;
    let mut games = ratings
        .results(&player.id, own, offset, GAMES_PAGE + 1)
        .await
        .map_err(storage)?;
    let more = games.len() > GAMES_PAGE as usize;
    games.truncate(GAMES_PAGE as usize);
    let history = ratings
        .rating_history(&player.id, HISTORY_POINTS)
        .await
        .map_err(storage)?;
    Ok(Json(Profile {
        player: player_ref(&player),
        id: (!bot).then(|| player.id.clone()),
        username: player.username.clone(),
        ratings: ratings
            .ratings_of(&player.id)
            .await
            .map_err(storage)?
            .into_iter()
            .map(|record| PlayerRating {
                game: record.game,
                players: record.players,
                rating: record.rating.rating,
                deviation: record.rating.deviation,
                provisional: record.rating.is_provisional(),
                games: record.games,
            })
            .collect(),
        history: history
            .iter()
            .filter_map(|result| {
                Some(RatingPoint {
                    game: result.game.clone(),
                    players: result.players,
                    table: result.table_id.clone(),
                    at_s: seconds(result.at_ms),
                    rating: result.rating?,
                    deviation: result.deviation?,
                })
            })
            .collect(),
        played: ratings
            .played(&player.id)
            .await
            .map_err(storage)?
            .into_iter()
            .map(|record| PlayedCount {
                game: record.game,
                players: record.players,
                played: record.played,
                won: record.won,
            })
            .collect(),
        games: games.iter().map(finished_game).collect(),
        page: query.page,
        more,
    }))
}

/// Whether `table` waits for its observer's decision: playing, and the seat to act is theirs.
#[must_use]
pub fn your_turn(table: &TableState) -> bool {
    table.status == crate::protocol::Status::Playing
        && table.you.is_some()
        && table.to_act == table.you
}

/// The caller's unfinished tables (seated at or created), as they see them: those that wait
/// for the caller's decision first, then the others, each part newest first.
async fn my_games(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
) -> Result<Json<Vec<TableState>>, ApiError> {
    let ids = shared
        .store
        .ratings()
        .unfinished_of(&identity.id, MY_GAMES)
        .await
        .map_err(storage)?;
    let mut tables = Vec::new();
    for id in ids {
        if let Ok(handle) = shared.table(&id).await
            && let Ok(state) = handle
                .ask(|reply| Command::State {
                    identity: Some(identity.clone()),
                    reply,
                })
                .await
        {
            tables.push(state);
        }
    }
    // Stable: each part keeps the store's newest-first order.
    tables.sort_by_key(|table| !your_turn(table));
    Ok(Json(tables))
}

/// The settings of a quick-paired table: rated, a minute a move.
fn paired_settings() -> TableSettings {
    TableSettings {
        move_seconds: Some(60),
        hints: Some(false),
        rated: true,
        ..TableSettings::default()
    }
}

fn pairing_state(
    status: PairingStatus,
    game: Option<&str>,
    table: Option<String>,
    waited: std::time::Duration,
) -> PairingState {
    PairingState {
        status,
        game: game.map(str::to_owned),
        table,
        waited_ms: u32::try_from(waited.as_millis()).unwrap_or(u32::MAX),
        window: super::pairing::window(waited),
    }
}

/// Joins (or stays in) a game's quick-pairing queue; pairs the two nearest ratings there
/// whose windows allow it, and makes their rated table.
async fn seek(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
    body: Result<Json<NewPairing>, JsonRejection>,
) -> Result<Json<PairingState>, ApiError> {
    let body = read(body, &shared)?;
    let entry = games::find(&body.game)?;
    let options = (body.game != "claim").then(|| serde_json::json!({"players": 2}));
    let (options, seats) = entry.checked_options(options)?;
    if seats != 2 {
        return Err(
            ErrorBody::new(ErrorCode::BadOptions, "quick pairing is for two players").into(),
        );
    }
    if !is_account(&shared, &identity.id).await? {
        return Err(account_required("quick pairing (rated games)").into());
    }
    let now = std::time::Instant::now();
    if let Some((game, table)) = lock(&shared).paired.remove(&identity.id) {
        return Ok(Json(pairing_state(
            PairingStatus::Paired,
            Some(&game),
            Some(table),
            Default::default(),
        )));
    }
    shared.check_table_limit(&identity).await?;
    let rating = shared
        .store
        .ratings()
        .ratings_of(&identity.id)
        .await
        .map_err(storage)?
        .into_iter()
        .find(|record| record.game == body.game && record.players == 2)
        .map_or(super::Rating::new_player().rating, |record| {
            record.rating.rating
        });
    let pair = {
        let mut pairing = lock(&shared);
        pairing.queues.seek(&body.game, &identity, rating, now);
        pairing.queues.pair(&body.game, now)
    };
    let Some((first, second)) = pair else {
        let waited = lock(&shared)
            .queues
            .waiting(&identity.id)
            .map(|(_, seeker)| now.saturating_duration_since(seeker.since))
            .unwrap_or_default();
        return Ok(Json(pairing_state(
            PairingStatus::Waiting,
            Some(&body.game),
            None,
            waited,
        )));
    };
    // The one who came first sits first.
    let seats = [&first, &second]
        .iter()
        .enumerate()
        .map(|(index, seeker)| SeatRecord {
            seat: index as u8,
            occupant: Occupant::Person(seeker.identity.clone()),
            timeouts: 0,
            stand_in: false,
        })
        .collect();
    let made = shared
        .create_table(
            entry,
            options,
            seats,
            false,
            paired_settings(),
            &first.identity.id,
            true,
        )
        .await;
    let table = match made {
        Ok(table) => table.to_string(),
        Err(error) => {
            // Nothing was made: both wait on, from where they were.
            let mut pairing = lock(&shared);
            for seeker in [first, second] {
                pairing
                    .queues
                    .seek(&body.game, &seeker.identity, seeker.rating, seeker.since);
            }
            return Err(error.into());
        }
    };
    let other = if first.identity.id == identity.id {
        &second
    } else {
        &first
    };
    let mine = if first.identity.id == identity.id {
        &first
    } else {
        &second
    };
    if mine.identity.id != identity.id {
        // The pair made was two others: they hear of it when they next ask.
        let mut pairing = lock(&shared);
        for seeker in [&first, &second] {
            pairing.paired.insert(
                seeker.identity.id.clone(),
                (body.game.clone(), table.clone()),
            );
        }
        let waited = pairing
            .queues
            .waiting(&identity.id)
            .map(|(_, seeker)| now.saturating_duration_since(seeker.since))
            .unwrap_or_default();
        return Ok(Json(pairing_state(
            PairingStatus::Waiting,
            Some(&body.game),
            None,
            waited,
        )));
    }
    lock(&shared).paired.insert(
        other.identity.id.clone(),
        (body.game.clone(), table.clone()),
    );
    Ok(Json(pairing_state(
        PairingStatus::Paired,
        Some(&body.game),
        Some(table),
        now.saturating_duration_since(mine.since),
    )))
}

/// Leaves the quick-pairing queue.
async fn stop_seeking(
    State(shared): State<Arc<Shared>>,
    Authed(identity): Authed,
) -> Json<PairingState> {
    let mut pairing = lock(&shared);
    pairing.queues.leave(&identity.id);
    // A table already made for you stays yours: say so rather than lose it.
    if let Some((game, table)) = pairing.paired.remove(&identity.id) {
        return Json(pairing_state(
            PairingStatus::Paired,
            Some(&game),
            Some(table),
            Default::default(),
        ));
    }
    Json(pairing_state(
        PairingStatus::Idle,
        None,
        None,
        Default::default(),
    ))
}

fn lock(shared: &Shared) -> std::sync::MutexGuard<'_, super::pairing::Pairing> {
    // A panic while holding the lock leaves plain data behind: go on with it.
    shared
        .pairing
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}
