//! Ratings (docs/server.md, Ratings): a rated game's result changes the ratings exactly as
//! skillratings' Glicko-2 functions say (2 seats: `glicko2`; 3 and 4 seats: one rating period
//! of pairs, teammates not compared); a game abandoned by timeouts is a loss for the seat
//! that left; a guest who becomes an account keeps its games and ratings; a restart keeps
//! ratings and applies no result twice; who may make and sit at a rated table; the
//! leaderboard's order and paging; and no credential of one account sees another's private
//! games or unfinished tables.

mod common;

use std::net::SocketAddr;

use common::{Answer, Player, TestDb, bearer, browser, guest, request};
use interregnum_server::{client, protocol::TableState};
use serde_json::{Value, json};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2, glicko2_rating_period},
};

const PASSWORD: &str = "correct horse battery";

/// The test's own connection to the server's database, to set ratings up directly.
enum Pool {
    Sqlite(sqlx::SqlitePool),
    Postgres(sqlx::PgPool),
}

macro_rules! on_pool {
    ($pool:expr, $sql:expr, $($bind:expr),*) => {
        match $pool {
            Pool::Sqlite(pool) => {
                sqlx::query($sql)$(.bind($bind))*.execute(pool).await.unwrap();
            }
            Pool::Postgres(pool) => {
                sqlx::query($sql)$(.bind($bind))*.execute(pool).await.unwrap();
            }
        }
    };
}

impl Pool {
    async fn open(db: &TestDb) -> Pool {
        if db.url.starts_with("postgres") {
            Pool::Postgres(sqlx::PgPool::connect(&db.url).await.unwrap())
        } else {
            Pool::Sqlite(
                sqlx::SqlitePool::connect(&format!("sqlite:{}", db.url))
                    .await
                    .unwrap(),
            )
        }
    }

    async fn insert_rating(
        &self,
        player: &str,
        game: &str,
        players: i64,
        rating: f64,
        deviation: f64,
        games: i64,
    ) {
        on_pool!(
            self,
            "INSERT INTO ratings (player, game, players, rating, deviation, volatility, games, updated_ms) \
             VALUES ($1, $2, $3, $4, $5, 0.06, $6, 0)",
            player,
            game,
            players,
            rating,
            deviation,
            games
        );
    }

    /// An account made in the database, with an established rating.
    async fn insert_account_rating(&self, username: &str, game: &str, players: i64, rating: f64) {
        let id = format!("test-{username}");
        on_pool!(
            self,
            "INSERT INTO identities (id, name, token_hash, created_ms) VALUES ($1, $2, $3, 0)",
            &id,
            username,
            format!("hash-{username}")
        );
        on_pool!(
            self,
            "INSERT INTO accounts (identity, username, username_key, password_hash, created_ms, deleted) \
             VALUES ($1, $2, $3, '', 0, 0)",
            &id,
            username,
            username.to_lowercase()
        );
        self.insert_rating(&id, game, players, rating, 50.0, 9)
            .await;
    }
}

async fn get(addr: SocketAddr, path: &str, headers: &[(&str, String)]) -> Answer {
    request(addr, "GET", path, headers, None).await
}

async fn post(addr: SocketAddr, path: &str, headers: &[(&str, String)], body: Value) -> Answer {
    request(addr, "POST", path, headers, Some(&body)).await
}

/// An account made from a guest: its identity id, its session and a named API token (what
/// its programs play with).
struct Account {
    id: String,
    session: String,
    token: String,
}

async fn register(addr: SocketAddr, guest_token: &str, username: &str) -> Account {
    let id = get(addr, "/api/me", &bearer(guest_token)).await.json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let answer = post(
        addr,
        "/api/account",
        &bearer(guest_token),
        json!({"username": username, "password": PASSWORD}),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let session = answer.session().expect("a session cookie");
    let made = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &session),
        json!({"name": "player"}),
    )
    .await
    .json();
    Account {
        id,
        session,
        token: made["token"].as_str().unwrap().to_owned(),
    }
}

async fn account(addr: SocketAddr, username: &str) -> Account {
    let token = guest(addr, username).await;
    register(addr, &token, username).await
}

fn rated_settings(move_seconds: u32, max_timeouts: u32) -> Value {
    json!({"move_seconds": move_seconds, "max_timeouts": max_timeouts, "reaction_ms": 0,
           "bot_delay_ms": 0, "rated": true})
}

/// A table `host` makes from `seats` and `options`, every `others` sitting in turn, started.
async fn started(
    addr: SocketAddr,
    game: &str,
    options: Value,
    seats: Value,
    settings: Value,
    host: &str,
    others: &[&str],
) -> String {
    let body = json!({"game": game, "options": options, "seats": seats, "settings": settings});
    let table: TableState = client::call(addr, "POST", "/api/tables", Some(host), Some(&body))
        .await
        .unwrap();
    for other in others {
        let _: TableState = client::call(
            addr,
            "POST",
            &format!("/api/tables/{}/sit", table.id),
            Some(other),
            Some(&json!({})),
        )
        .await
        .unwrap();
    }
    let _: TableState = client::call(
        addr,
        "POST",
        &format!("/api/tables/{}/start", table.id),
        Some(host),
        None::<&Value>,
    )
    .await
    .unwrap();
    table.id
}

/// Plays the table to its end with one random player per token; the final table.
async fn play(addr: SocketAddr, table: &str, tokens: &[&str]) -> TableState {
    let mut games = Vec::new();
    for (index, token) in tokens.iter().enumerate() {
        let player =
            Player::join(addr, token, table, &format!("p{index}"), 40 + index as u64).await;
        games.push(tokio::spawn(player.play_out()));
    }
    let mut last = None;
    for game in games {
        last = game.await.unwrap().state;
    }
    last.expect("a final state")
}

fn winners(table: &TableState) -> Vec<usize> {
    table.outcome.as_ref().expect("an outcome")["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat.as_u64().unwrap() as usize)
        .collect()
}

/// The rating a profile shows for one table.
async fn rating_of(addr: SocketAddr, name: &str, game: &str, players: u8) -> (f64, f64, u32) {
    let profile = get(addr, &format!("/api/players/{name}"), &[]).await;
    assert_eq!(profile.status, 200, "{}", profile.body);
    let profile = profile.json();
    let rating = profile["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|rating| rating["game"] == game && rating["players"] == players)
        .unwrap_or_else(|| panic!("no {game} {players} rating for {name}: {profile}"));
    (
        rating["rating"].as_f64().unwrap(),
        rating["deviation"].as_f64().unwrap(),
        rating["games"].as_u64().unwrap() as u32,
    )
}

/// Whether a rating read from JSON is the crate's number: serde_json (without its
/// `float_roundtrip` feature) may read a number back one unit in the last place off, so
/// "the same" is within a millionth of a millionth of the value.
fn same(got: (f64, f64, u32), expected: &Glicko2Rating, games: u32) -> bool {
    let close = |a: f64, b: f64| (a - b).abs() <= b.abs() * 1e-12;
    close(got.0, expected.rating) && close(got.1, expected.deviation) && got.2 == games
}

fn outcome(won: bool, lost: bool) -> Outcomes {
    match (won, lost) {
        (true, false) => Outcomes::WIN,
        (false, true) => Outcomes::LOSS,
        _ => Outcomes::DRAW,
    }
}

/// Two accounts play a rated Claim game: both ratings are what `glicko2` gives for the
/// result, both provisional, both on the leaderboard (unranked, provisional), and a restart
/// applies nothing again.
async fn a_rated_two_player_game(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = account(addr, "ada").await;
    let bob = account(addr, "bob").await;
    let table = started(
        addr,
        "claim",
        json!({}),
        json!([{"kind": "me"}, {"kind": "open"}]),
        rated_settings(60, 2),
        &ada.token,
        &[&bob.token],
    )
    .await;
    let last = play(addr, &table, &[&ada.token, &bob.token]).await;
    let won = winners(&last);
    let ada_outcome = outcome(won == [0], won == [1]);
    let (ada_expected, bob_expected) = glicko2(
        &Glicko2Rating::new(),
        &Glicko2Rating::new(),
        &ada_outcome,
        &Glicko2Config::new(),
    );
    let ada_rating = rating_of(addr, "ada", "claim", 2).await;
    let bob_rating = rating_of(addr, "BOB", "claim", 2).await;
    assert!(
        same(ada_rating, &ada_expected, 1),
        "{ada_rating:?} {ada_expected:?}"
    );
    assert!(
        same(bob_rating, &bob_expected, 1),
        "{bob_rating:?} {bob_expected:?}"
    );
    let profile = get(addr, "/api/players/ada", &[]).await.json();
    assert_eq!(profile["ratings"][0]["provisional"], true);
    assert_eq!(profile["history"].as_array().unwrap().len(), 1);
    assert_eq!(profile["history"][0]["table"], table.as_str());
    assert!(same(
        (
            profile["history"][0]["rating"].as_f64().unwrap(),
            ada_expected.deviation,
            1
        ),
        &ada_expected,
        1
    ));
    assert_eq!(profile["games"][0]["table"], table.as_str());
    assert_eq!(profile["games"][0]["rated"], true);
    let change = profile["games"][0]["rating_change"].as_f64().unwrap();
    assert!(
        (change - (ada_expected.rating - 1500.0)).abs() < 1e-9,
        "{change}"
    );
    assert_eq!(profile["played"][0]["played"], 1);
    assert_eq!(
        profile["played"][0]["won"],
        u32::from(ada_outcome == Outcomes::WIN)
    );
    let board = get(addr, "/api/leaderboard?game=claim&players=2", &[])
        .await
        .json();
    let names: Vec<&str> = board["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["player"]["profile"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 2, "{board}");
    assert!(names.contains(&"ada") && names.contains(&"bob"), "{board}");
    assert!(
        board["entries"]
            .as_array()
            .unwrap()
            .iter()
            .all(|entry| entry["provisional"] == true && entry["rank"].is_null())
    );
    assert!(!board.to_string().contains("email"));

    // A restart (the store reopened, the finished table rebuilt from its log) keeps the
    // ratings and rates nothing again.
    drop(server);
    let server = common::start(&db).await;
    let addr = server.addr;
    let _ = get(addr, &format!("/api/tables/{table}"), &[]).await;
    assert_eq!(rating_of(addr, "ada", "claim", 2).await, ada_rating);
    assert_eq!(rating_of(addr, "bob", "claim", 2).await, bob_rating);
    let profile = get(addr, "/api/players/ada", &[]).await.json();
    assert_eq!(profile["history"].as_array().unwrap().len(), 1);
}

on_both_backends!(
    two_player_game_sqlite,
    two_player_game_postgres,
    a_rated_two_player_game
);

/// The expected ratings of a game of new players by pairwise decomposition, worked out
/// with the crate: each seat's one rating period of its games against every seat of
/// another side.
fn expected_pairwise(sides: &[usize], won: &[usize]) -> Vec<Glicko2Rating> {
    let new = Glicko2Rating::new();
    (0..sides.len())
        .map(|seat| {
            let pairs: Vec<(Glicko2Rating, Outcomes)> = (0..sides.len())
                .filter(|&other| sides[other] != sides[seat])
                .map(|other| {
                    let result = outcome(
                        won.contains(&seat) && !won.contains(&other),
                        won.contains(&other) && !won.contains(&seat),
                    );
                    (new, result)
                })
                .collect();
            glicko2_rating_period(&new, &pairs, &Glicko2Config::new())
        })
        .collect()
}

/// Three seats (two accounts and the easy bot's rated identity) and four (The Imposter
/// Kings' teams: seats 0 and 2 against 1 and 3) are rated by pairs.
async fn rated_games_of_three_and_four(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = account(addr, "ada").await;
    let bob = account(addr, "bob").await;
    let cyd = account(addr, "cyd").await;
    let table = started(
        addr,
        "imposter-kings",
        json!({"players": 3, "points_to_win": 2}),
        json!([{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "bot": "easy"}]),
        rated_settings(60, 2),
        &ada.token,
        &[&bob.token],
    )
    .await;
    let last = play(addr, &table, &[&ada.token, &bob.token]).await;
    let expected = expected_pairwise(&[0, 1, 2], &winners(&last));
    for (name, seat) in [("ada", 0), ("bob", 1), ("bot:easy", 2)] {
        let got = rating_of(addr, name, "imposter-kings", 3).await;
        assert!(
            same(got, &expected[seat], 1),
            "{name}: {got:?} {:?}",
            expected[seat]
        );
    }
    let board = get(addr, "/api/leaderboard?game=imposter-kings&players=3", &[])
        .await
        .json();
    let bot = board["entries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|entry| entry["player"]["bot"] == true)
        .unwrap_or_else(|| panic!("the bot is not on the board: {board}"));
    assert_eq!(bot["player"]["profile"], "bot:easy");

    let table = started(
        addr,
        "imposter-kings",
        json!({"players": 4, "points_to_win": 2}),
        json!([{"kind": "me"}, {"kind": "open"}, {"kind": "open"}, {"kind": "bot", "bot": "easy"}]),
        rated_settings(60, 2),
        &ada.token,
        &[&bob.token, &cyd.token],
    )
    .await;
    let last = play(addr, &table, &[&ada.token, &bob.token, &cyd.token]).await;
    let won = winners(&last);
    assert_eq!(won.len(), 2, "a team wins at 4: {won:?}");
    let expected = expected_pairwise(&[0, 1, 0, 1], &won);
    for (name, seat) in [("ada", 0), ("bob", 1), ("cyd", 2), ("bot:easy", 3)] {
        let got = rating_of(addr, name, "imposter-kings", 4).await;
        assert!(
            same(got, &expected[seat], 1),
            "{name}: {got:?} {:?}",
            expected[seat]
        );
    }
    // Partners gain or lose alike.
    assert_eq!(expected[0], expected[2]);
}

on_both_backends!(
    three_and_four_sqlite,
    three_and_four_postgres,
    rated_games_of_three_and_four
);

/// Bob never comes: his clock runs out, a bot stands in for him and plays on to the end.
/// He left the game, so it is his loss whatever his stand-in scored.
async fn abandoned_by_timeouts_is_a_loss(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = account(addr, "ada").await;
    let bob = account(addr, "bob").await;
    // Bob to move first, so that his clock is the one that runs out.
    let table = started(
        addr,
        "claim",
        json!({}),
        json!([{"kind": "open"}, {"kind": "me"}]),
        rated_settings(1, 1),
        &ada.token,
        &[&bob.token],
    )
    .await;
    let last = play(addr, &table, &[&ada.token]).await;
    assert!(last.seats[0].bot_standing_in, "{:?}", last.seats[0]);
    let (ada_expected, bob_expected) = glicko2(
        &Glicko2Rating::new(),
        &Glicko2Rating::new(),
        &Outcomes::WIN,
        &Glicko2Config::new(),
    );
    let (ada_rating, bob_rating) = (
        rating_of(addr, "ada", "claim", 2).await,
        rating_of(addr, "bob", "claim", 2).await,
    );
    assert!(same(ada_rating, &ada_expected, 1), "{ada_rating:?}");
    assert!(same(bob_rating, &bob_expected, 1), "{bob_rating:?}");
    let profile = get(addr, "/api/players/bob", &[]).await.json();
    assert_eq!(profile["games"][0]["left"], true, "{profile}");
    assert_eq!(profile["played"][0]["won"], 0);
}

on_both_backends!(
    abandoned_sqlite,
    abandoned_postgres,
    abandoned_by_timeouts_is_a_loss
);

/// A guest's games stay its own once it is an account (the account is its identity), and
/// its ratings are kept under that identity.
async fn a_guest_keeps_its_games_and_ratings(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada_guest = guest(addr, "Ada").await;
    let bob = account(addr, "bob").await;
    // As a guest: an unrated table, refused a rated one.
    let refused = post(
        addr,
        "/api/tables",
        &bearer(&ada_guest),
        json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}],
               "settings": rated_settings(60, 2)}),
    )
    .await;
    assert_eq!(
        (refused.status, refused.code()),
        (403, "account_required".to_owned())
    );
    let table = started(
        addr,
        "claim",
        json!({}),
        json!([{"kind": "me"}, {"kind": "open"}]),
        json!({"reaction_ms": 0, "bot_delay_ms": 0, "public": true}),
        &ada_guest,
        &[&bob.token],
    )
    .await;
    play(addr, &table, &[&ada_guest, &bob.token]).await;
    // A guest's profile is named by its identity id.
    let guest_id = get(addr, "/api/me", &bearer(&ada_guest)).await.json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let as_guest = get(addr, &format!("/api/players/id:{guest_id}"), &[]).await;
    assert_eq!(as_guest.status, 200, "{}", as_guest.body);
    assert_eq!(as_guest.json()["played"][0]["played"], 1);

    let ada = register(addr, &ada_guest, "ada").await;
    assert_eq!(ada.id, guest_id);
    let rated = started(
        addr,
        "claim",
        json!({}),
        json!([{"kind": "me"}, {"kind": "open"}]),
        rated_settings(60, 2),
        &ada.token,
        &[&bob.token],
    )
    .await;
    play(addr, &rated, &[&ada.token, &bob.token]).await;
    let profile = get(addr, "/api/players/ada", &[]).await.json();
    assert_eq!(profile["id"], guest_id.as_str());
    assert_eq!(profile["player"]["profile"], "ada");
    assert_eq!(profile["played"][0]["played"], 2, "{profile}");
    assert_eq!(profile["ratings"][0]["games"], 1);
    // Logged in anew from another browser: the same player.
    let login = post(
        addr,
        "/api/login",
        &[("X-Interregnum-Csrf", "1".to_owned())],
        json!({"username": "ada", "password": PASSWORD}),
    )
    .await;
    assert_eq!(login.status, 200);
    let by_id = get(addr, &format!("/api/players/id:{guest_id}"), &[])
        .await
        .json();
    assert_eq!(by_id["ratings"], profile["ratings"]);
    assert_eq!(by_id["player"]["profile"], "ada");
}

on_both_backends!(
    guest_keeps_sqlite,
    guest_keeps_postgres,
    a_guest_keeps_its_games_and_ratings
);

/// The rules of a rated table: an account, a clock, no hints, the creator seated, bots only
/// as levels and each once; only accounts sit.
async fn rated_table_rules(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = account(addr, "ada").await;
    let guest_token = guest(addr, "Gus").await;
    let refusals = [
        (
            json!([{"kind": "me"}, {"kind": "open"}]),
            json!({"rated": true}),
            "bad_options",
        ),
        (
            json!([{"kind": "me"}, {"kind": "open"}]),
            json!({"rated": true, "move_seconds": 30, "hints": true}),
            "bad_options",
        ),
        (
            json!([{"kind": "open"}, {"kind": "open"}]),
            rated_settings(30, 2),
            "bad_options",
        ),
        (
            json!([{"kind": "me"}, {"kind": "bot", "bot": "random"}]),
            rated_settings(30, 2),
            "unknown_bot",
        ),
    ];
    for (seats, settings, code) in refusals {
        let answer = post(
            addr,
            "/api/tables",
            &bearer(&ada.token),
            json!({"game": "claim", "seats": seats, "settings": settings}),
        )
        .await;
        assert_eq!(answer.code(), code, "{seats} {settings}: {}", answer.body);
    }
    let twice = post(
        addr,
        "/api/tables",
        &bearer(&ada.token),
        json!({"game": "imposter-kings", "options": {"players": 3},
               "seats": [{"kind": "me"}, {"kind": "bot", "bot": "easy"}, {"kind": "bot", "bot": "easy"}],
               "settings": rated_settings(30, 2)}),
    )
    .await;
    assert_eq!(twice.code(), "bad_options", "{}", twice.body);
    let made = post(
        addr,
        "/api/tables",
        &bearer(&ada.token),
        json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}],
               "settings": rated_settings(30, 2)}),
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let made = made.json();
    assert_eq!(made["settings"]["rated"], true);
    assert_eq!(made["settings"]["hints"], false);
    let id = made["id"].as_str().unwrap();
    let sat = post(
        addr,
        &format!("/api/tables/{id}/sit"),
        &bearer(&guest_token),
        json!({}),
    )
    .await;
    assert_eq!(
        (sat.status, sat.code()),
        (403, "account_required".to_owned())
    );
    // Against a bot level, in one request.
    let bots = post(
        addr,
        "/api/play-bots",
        &bearer(&ada.token),
        json!({"game": "claim", "bot": "easy", "settings": rated_settings(30, 2)}),
    )
    .await;
    assert_eq!(bots.status, 200, "{}", bots.body);
    let bad_bots = post(
        addr,
        "/api/play-bots",
        &bearer(&guest_token),
        json!({"game": "claim", "bot": "easy", "settings": rated_settings(30, 2)}),
    )
    .await;
    assert_eq!(bad_bots.code(), "account_required");
}

on_both_backends!(rules_sqlite, rules_postgres, rated_table_rules);

/// The leaderboard: established ratings first by rating and ranked, provisional ones after,
/// unranked; bots marked; guests and deleted accounts never listed; pages of 50; and the
/// documented errors for a bad query.
async fn leaderboard_order_and_pages(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = account(addr, "ada").await;
    let bob = account(addr, "bob").await;
    let gone = account(addr, "gone").await;
    let gus = guest(addr, "Gus").await;
    let gus_id = get(addr, "/api/me", &bearer(&gus)).await.json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let deleted = post(
        addr,
        "/api/account/delete",
        &browser(addr, &gone.session),
        json!({"password": PASSWORD}),
    )
    .await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    let pool = Pool::open(&db).await;
    // Ada established at 1400, Bob provisional at 1900, the hard bot established at 1600;
    // a guest and a deleted account with ratings too (not on the board).
    for (player, rating, deviation) in [
        (ada.id.as_str(), 1400.0, 60.0),
        (bob.id.as_str(), 1900.0, 200.0),
        ("bot:hard", 1600.0, 50.0),
        (gus_id.as_str(), 2000.0, 50.0),
        (gone.id.as_str(), 2100.0, 50.0),
    ] {
        pool.insert_rating(player, "claim", 2, rating, deviation, 9)
            .await;
    }
    let board = get(addr, "/api/leaderboard?game=claim&players=2", &[])
        .await
        .json();
    let rows: Vec<(String, Value, bool)> = board["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| {
            (
                entry["player"]["profile"].as_str().unwrap().to_owned(),
                entry["rank"].clone(),
                entry["player"]["bot"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("bot:hard".to_owned(), json!(1), true),
            ("ada".to_owned(), json!(2), false),
            ("bob".to_owned(), Value::Null, false),
        ]
    );
    assert_eq!(board["more"], false);
    let gone_profile = get(addr, &format!("/api/players/id:{}", gone.id), &[]).await;
    assert_eq!(gone_profile.code(), "no_such_player");
    // Pages: 60 established bots' worth of accounts.
    for index in 0..60 {
        pool.insert_account_rating(
            &format!("p{index}"),
            "provinces",
            3,
            1500.0 + f64::from(index),
        )
        .await;
    }
    let first = get(addr, "/api/leaderboard?game=provinces&players=3", &[])
        .await
        .json();
    assert_eq!(first["entries"].as_array().unwrap().len(), 50);
    assert_eq!(first["more"], true);
    assert_eq!(first["entries"][0]["rating"], 1559.0);
    let second = get(
        addr,
        "/api/leaderboard?game=provinces&players=3&page=1",
        &[],
    )
    .await
    .json();
    assert_eq!(second["entries"].as_array().unwrap().len(), 10);
    assert_eq!(second["entries"][0]["rank"], 51);
    assert_eq!(second["more"], false);
    for (query, code) in [
        ("game=claim&players=3", "bad_options"),
        ("game=chess&players=2", "unknown_game"),
        ("game=claim", "bad_message"),
        ("game=claim&players=-1", "bad_message"),
        ("game=claim&players=2&page=1001", "bad_message"),
        ("game=claim&players=2&sort=name", "bad_message"),
    ] {
        let answer = get(addr, &format!("/api/leaderboard?{query}"), &[]).await;
        assert_eq!(answer.code(), code, "{query}: {}", answer.body);
    }
    for name in [
        "nobody",
        "bot:grandmaster",
        "id:nothing",
        "%00",
        "a%20b",
        "bot%3Aeasy%00",
    ] {
        let answer = get(addr, &format!("/api/players/{name}"), &[]).await;
        assert_eq!(
            (answer.status, answer.code()),
            (404, "no_such_player".to_owned()),
            "{name}"
        );
    }
}

on_both_backends!(
    leaderboard_sqlite,
    leaderboard_postgres,
    leaderboard_order_and_pages
);

/// A credential of one account never shows another's private games or unfinished tables:
/// a profile lists private games to their own player only, `GET /api/account/games` lists
/// the caller's own tables.
async fn one_account_never_sees_anothers(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let ada = account(addr, "ada").await;
    let bob = account(addr, "bob").await;
    // A private game of Bob's against a bot, finished; one of Ada's, unfinished.
    let bobs: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&bob.token),
        Some(&json!({"game": "claim", "bot": "heuristic",
                     "settings": {"reaction_ms": 0, "bot_delay_ms": 0}})),
    )
    .await
    .unwrap();
    play(addr, &bobs.id, &[&bob.token]).await;
    let adas: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&ada.token),
        Some(&json!({"game": "claim", "bot": "heuristic"})),
    )
    .await
    .unwrap();
    for (headers, sees) in [
        (bearer(&bob.token), true),
        (browser(addr, &bob.session), true),
        (bearer(&ada.token), false),
        (browser(addr, &ada.session), false),
        (Vec::new(), false),
    ] {
        let profile = get(addr, "/api/players/bob", &headers).await.json();
        assert_eq!(profile["played"][0]["played"], 1);
        let listed = profile["games"].as_array().unwrap().len();
        assert_eq!(listed, usize::from(sees), "{headers:?}: {profile}");
    }
    let mine = get(addr, "/api/account/games", &bearer(&ada.token))
        .await
        .json();
    let ids: Vec<&str> = mine
        .as_array()
        .unwrap()
        .iter()
        .map(|table| table["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, [adas.id.as_str()]);
    let bobs_games = get(addr, "/api/account/games", &browser(addr, &bob.session))
        .await
        .json();
    assert_eq!(bobs_games, json!([]));
    let nobody = get(addr, "/api/account/games", &[]).await;
    assert_eq!(nobody.code(), "unauthorized");
}

on_both_backends!(
    never_anothers_sqlite,
    never_anothers_postgres,
    one_account_never_sees_anothers
);

/// Quick pairing: of several players queued for rated Claim, the two nearest ratings are
/// paired (not the two who came first), at one started rated table; the others wait on.
async fn quick_pairing_pairs_the_nearest(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let pool = Pool::open(&db).await;
    let mut players = Vec::new();
    for (name, rating) in [
        ("ann", 1500.0),
        ("ben", 1750.0),
        ("cat", 2000.0),
        ("dan", 1740.0),
    ] {
        let account = account(addr, name).await;
        pool.insert_rating(&account.id, "claim", 2, rating, 60.0, 9)
            .await;
        players.push(account);
    }
    let seek = |token: String| async move {
        post(
            addr,
            "/api/pairing",
            &bearer(&token),
            json!({"game": "claim"}),
        )
        .await
        .json()
    };
    // Ann, Ben and Cat are each more than a fresh window (100) from the others: they wait.
    for player in &players[..3] {
        let state = seek(player.token.clone()).await;
        assert_eq!(state["status"], "waiting", "{state}");
        assert!(state["table"].is_null());
    }
    // Dan is 10 from Ben: they are paired at once, though Ann came first.
    let dan = seek(players[3].token.clone()).await;
    assert_eq!(dan["status"], "paired", "{dan}");
    let table = dan["table"].as_str().unwrap().to_owned();
    let ben = seek(players[1].token.clone()).await;
    assert_eq!(ben["status"], "paired", "{ben}");
    assert_eq!(ben["table"], table.as_str());
    for player in [&players[0], &players[2]] {
        assert_eq!(seek(player.token.clone()).await["status"], "waiting");
    }
    let state = get(addr, &format!("/api/tables/{table}"), &[]).await.json();
    assert_eq!(state["status"], "playing");
    assert_eq!(state["settings"]["rated"], true);
    let seated: Vec<&str> = state["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["occupant"]["identity"]["id"].as_str().unwrap())
        .collect();
    assert_eq!(seated, [players[1].id.as_str(), players[3].id.as_str()]);
    // Leaving the queue; a guest may not queue; a game of more players cannot be asked.
    let left = request(
        addr,
        "DELETE",
        "/api/pairing",
        &bearer(&players[0].token),
        None,
    )
    .await;
    assert_eq!(left.json()["status"], "idle");
    let gus = guest(addr, "Gus").await;
    let refused = post(
        addr,
        "/api/pairing",
        &bearer(&gus),
        json!({"game": "claim"}),
    )
    .await;
    assert_eq!(refused.code(), "account_required");
    let unknown = post(
        addr,
        "/api/pairing",
        &bearer(&players[0].token),
        json!({"game": "chess"}),
    )
    .await;
    assert_eq!(unknown.code(), "unknown_game");
    let extra = post(
        addr,
        "/api/pairing",
        &bearer(&players[0].token),
        json!({"game": "claim", "players": 3}),
    )
    .await;
    assert_eq!(extra.code(), "bad_message");
}

on_both_backends!(
    pairing_sqlite,
    pairing_postgres,
    quick_pairing_pairs_the_nearest
);
