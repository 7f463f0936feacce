//! Accounts (docs/server.md, Accounts): registering from a guest keeps its seats, logging in
//! and out, signing out everywhere, renaming, named tokens, deletion, login throttling and
//! CSRF; and no credential of one account ever acts for another.

mod common;

use std::{net::SocketAddr, time::Duration};

use common::{Answer, TestDb, bearer, browser, fast, guest, request};
use futures_util::{SinkExt, StreamExt};
use interregnum_server::protocol::ServerMessage;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{
    Message,
    client::IntoClientRequest,
    http::{HeaderName, HeaderValue},
};

const PASSWORD: &str = "correct horse battery";

async fn post(addr: SocketAddr, path: &str, headers: &[(&str, String)], body: Value) -> Answer {
    request(addr, "POST", path, headers, Some(&body)).await
}

async fn get(addr: SocketAddr, path: &str, headers: &[(&str, String)]) -> Answer {
    request(addr, "GET", path, headers, None).await
}

/// A guest who registers as `username`; returns the guest's id and the session secret.
async fn account(addr: SocketAddr, username: &str) -> (String, String) {
    let token = guest(addr, username).await;
    let me = get(addr, "/api/me", &bearer(&token)).await.json();
    let answer = post(
        addr,
        "/api/account",
        &bearer(&token),
        json!({"username": username, "password": PASSWORD}),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    (
        me["id"].as_str().unwrap().to_owned(),
        answer.session().expect("a session cookie"),
    )
}

async fn login(addr: SocketAddr, username: &str, password: &str) -> Answer {
    post(
        addr,
        "/api/login",
        &[("X-Interregnum-Csrf", "1".to_owned())],
        json!({"username": username, "password": password}),
    )
    .await
}

/// A WebSocket opened by a browser page with these headers; the welcome's identity id.
async fn browser_socket(
    addr: SocketAddr,
    headers: &[(&str, String)],
) -> (
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    Option<String>,
) {
    let mut upgrade = format!("ws://{addr}/ws").into_client_request().unwrap();
    for (name, value) in headers {
        if *name != "X-Interregnum-Csrf" {
            upgrade.headers_mut().insert(
                HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
    }
    let (mut socket, _) = tokio_tungstenite::connect_async(upgrade).await.unwrap();
    let welcome = next_message(&mut socket).await.expect("a welcome");
    let ServerMessage::Welcome { identity, .. } = welcome else {
        panic!("{welcome:?}")
    };
    (socket, identity.map(|identity| identity.id))
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next server message, or `None` once the connection is closed.
async fn next_message(socket: &mut Socket) -> Option<ServerMessage> {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("an answer within 10 s");
        match frame {
            Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(&text).unwrap()),
            Some(Ok(Message::Close(_)) | Err(_)) | None => return None,
            Some(Ok(_)) => {}
        }
    }
}

async fn send(socket: &mut Socket, message: Value) {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .unwrap();
}

/// A table Ada made, waiting for a second player, and a started game against a bot.
async fn tables_of(addr: SocketAddr, token: &str) -> (String, String) {
    let waiting = post(
        addr,
        "/api/tables",
        &bearer(token),
        json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}], "settings": fast()}),
    )
    .await;
    assert_eq!(waiting.status, 200, "{}", waiting.body);
    let playing = post(
        addr,
        "/api/play-bots",
        &bearer(token),
        json!({"game": "claim", "bot": "random", "seat": 0, "settings": fast()}),
    )
    .await;
    assert_eq!(playing.status, 200, "{}", playing.body);
    (
        waiting.json()["id"].as_str().unwrap().to_owned(),
        playing.json()["id"].as_str().unwrap().to_owned(),
    )
}

/// A guest with a waiting table and a game under way registers: the same identity, now
/// with a session, still sits at both (over HTTP and over a WebSocket signed in by the
/// cookie, where it plays on); the guest token stops working.
async fn a_guest_becomes_an_account_and_keeps_its_seats(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let token = guest(addr, "Ada").await;
    let guest_id = get(addr, "/api/me", &bearer(&token)).await.json()["id"].clone();
    let (waiting, playing) = tables_of(addr, &token).await;
    let guest_view = get(addr, "/api/account", &bearer(&token)).await.json();
    assert_eq!(guest_view["username"], Value::Null);
    assert_eq!(guest_view["signed_in"], "guest_token");

    let answer = post(
        addr,
        "/api/account",
        &bearer(&token),
        json!({"username": "Ada", "password": PASSWORD}),
    )
    .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let account = answer.json();
    assert_eq!(account["id"], guest_id);
    assert_eq!(account["username"], "Ada");
    assert_eq!(account["signed_in"], "session");
    let cookie = answer.header("set-cookie").unwrap().to_owned();
    for part in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=2592000"] {
        assert!(cookie.contains(part), "{cookie}");
    }
    assert!(
        !cookie.contains("Secure"),
        "not configured for TLS: {cookie}"
    );
    let session = answer.session().unwrap();

    let old = get(addr, "/api/me", &bearer(&token)).await;
    assert_eq!(
        (old.status, old.code().as_str()),
        (401, "unauthorized"),
        "the guest token is retired"
    );
    let me = get(addr, "/api/account", &browser(addr, &session))
        .await
        .json();
    assert_eq!(me["id"], guest_id);
    assert_eq!(me["username"], "Ada");
    assert!(me["created_s"].as_u64().unwrap() > 1_700_000_000);
    for table in [&waiting, &playing] {
        let state = get(
            addr,
            &format!("/api/tables/{table}"),
            &browser(addr, &session),
        )
        .await
        .json();
        assert_eq!(state["you"], 0, "{table}: the seat is kept");
    }
    // Leaving the waiting table needs the seat: the account has it.
    let left = post(
        addr,
        &format!("/api/tables/{waiting}/leave"),
        &browser(addr, &session),
        json!(null),
    )
    .await;
    assert_eq!(left.status, 200, "{}", left.body);

    // The cookie signs a WebSocket in; the game goes on.
    let (mut socket, identity) = browser_socket(addr, &browser(addr, &session)).await;
    assert_eq!(identity.as_deref(), guest_id.as_str());
    send(&mut socket, json!({"type": "watch", "table": playing})).await;
    let Some(ServerMessage::Snapshot { table, view, .. }) = next_message(&mut socket).await else {
        panic!("a snapshot")
    };
    assert_eq!(table.you, Some(0));
    let legal = view.unwrap()["legal"][0].as_str().unwrap().to_owned();
    send(
        &mut socket,
        json!({"type": "act", "table": playing, "seq": table.seq, "action": legal, "command": "c1"}),
    )
    .await;
    loop {
        match next_message(&mut socket).await {
            Some(ServerMessage::Ack { command, .. }) => {
                assert_eq!(command, "c1");
                break;
            }
            Some(ServerMessage::Error { error, .. }) => panic!("{error:?}"),
            Some(_) => {}
            None => panic!("closed"),
        }
    }
}

on_both_backends!(
    guest_becomes_account_sqlite,
    guest_becomes_account_postgres,
    a_guest_becomes_an_account_and_keeps_its_seats
);

/// Every refusal of registering and logging in, then a login in another "browser", a
/// username in another case, and logging out of one session but not the other.
async fn register_login_and_logout(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (ada_id, first) = account(addr, "Ada").await;
    let bob = guest(addr, "Bob").await;
    let refusals = [
        (
            json!({"username": "ab", "password": PASSWORD}),
            400,
            "bad_username",
        ),
        (
            json!({"username": "Bob Smith", "password": PASSWORD}),
            400,
            "bad_username",
        ),
        (
            json!({"username": "Bob", "password": "short"}),
            400,
            "bad_password",
        ),
        (
            json!({"username": "ADA", "password": PASSWORD}),
            409,
            "username_taken",
        ),
        (json!({"username": "Bob"}), 400, "bad_message"),
    ];
    for (body, status, code) in refusals {
        let answer = post(addr, "/api/account", &bearer(&bob), body.clone()).await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (status, code),
            "{body}"
        );
        assert!(answer.session().is_none());
    }
    // Bob is still a guest after all that.
    assert_eq!(get(addr, "/api/me", &bearer(&bob)).await.status, 200);
    let again = post(
        addr,
        "/api/account",
        &browser(addr, &first),
        json!({"username": "Ada2", "password": PASSWORD}),
    )
    .await;
    assert_eq!(
        (again.status, again.code().as_str()),
        (409, "already_registered")
    );

    // Someone who is nobody yet registers from scratch, which needs the CSRF header.
    let bare = post(
        addr,
        "/api/account",
        &[],
        json!({"username": "Carol", "password": PASSWORD}),
    )
    .await;
    assert_eq!((bare.status, bare.code().as_str()), (403, "csrf"));
    let carol = post(
        addr,
        "/api/account",
        &[("X-Interregnum-Csrf", "1".to_owned())],
        json!({"username": "Carol", "password": PASSWORD}),
    )
    .await;
    assert_eq!(carol.status, 200, "{}", carol.body);
    assert_eq!(carol.json()["name"], "Carol");

    for (username, password) in [
        ("Ada", "wrong password"),
        ("Nobody", PASSWORD),
        ("a b", PASSWORD),
    ] {
        let answer = login(addr, username, password).await;
        assert_eq!((answer.status, answer.code().as_str()), (401, "bad_login"));
        assert!(answer.session().is_none());
    }
    let no_header = post(
        addr,
        "/api/login",
        &[],
        json!({"username": "Ada", "password": PASSWORD}),
    )
    .await;
    assert_eq!((no_header.status, no_header.code().as_str()), (403, "csrf"));

    let second = login(addr, "aDa", PASSWORD).await;
    assert_eq!(second.status, 200, "{}", second.body);
    assert_eq!(second.json()["id"], ada_id.as_str());
    let second = second.session().unwrap();
    assert_ne!(second, first);

    let out = post(addr, "/api/logout", &browser(addr, &first), json!(null)).await;
    assert_eq!(out.status, 200, "{}", out.body);
    assert_eq!(out.json()["sessions"], 1);
    assert!(out.header("set-cookie").unwrap().contains("Max-Age=0"));
    let ended = get(addr, "/api/account", &browser(addr, &first)).await;
    assert_eq!((ended.status, ended.code().as_str()), (401, "unauthorized"));
    assert!(
        ended.json()["message"]
            .as_str()
            .unwrap()
            .contains("log in again")
    );
    let still = get(addr, "/api/account", &browser(addr, &second)).await;
    assert_eq!(still.json()["id"], ada_id.as_str());
    // Without a session there is nothing to log out of.
    let nobody = post(addr, "/api/logout", &[], json!(null)).await;
    assert_eq!(nobody.code(), "unauthorized");
}

on_both_backends!(
    register_login_logout_sqlite,
    register_login_logout_postgres,
    register_login_and_logout
);

/// Signing out everywhere ends every session and closes their connections; the account's
/// named tokens go on.
async fn sign_out_everywhere(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (ada_id, first) = account(addr, "Ada").await;
    let second = login(addr, "Ada", PASSWORD).await.session().unwrap();
    let token = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &first),
        json!({"name": "bot"}),
    )
    .await
    .json()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let (mut socket, identity) = browser_socket(addr, &browser(addr, &second)).await;
    assert_eq!(identity.as_deref(), Some(ada_id.as_str()));
    let by_token = post(addr, "/api/logout-everywhere", &bearer(&token), json!(null)).await;
    assert_eq!(
        (by_token.status, by_token.code().as_str()),
        (403, "needs_session")
    );

    let out = post(
        addr,
        "/api/logout-everywhere",
        &browser(addr, &first),
        json!(null),
    )
    .await;
    assert_eq!(out.status, 200, "{}", out.body);
    assert_eq!(out.json()["sessions"], 2);
    for session in [&first, &second] {
        assert_eq!(
            get(addr, "/api/account", &browser(addr, session))
                .await
                .status,
            401
        );
    }
    assert!(
        next_message(&mut socket).await.is_none(),
        "the session's connection closed"
    );
    let program = get(addr, "/api/account", &bearer(&token)).await.json();
    assert_eq!(program["id"], ada_id.as_str());
    assert_eq!(program["signed_in"], "api_token");
}

on_both_backends!(
    sign_out_everywhere_sqlite,
    sign_out_everywhere_postgres,
    sign_out_everywhere
);

/// Named tokens: made, listed without their secrets, used over HTTP and the WebSocket,
/// limited, and revoked (which closes the token's connections).
async fn named_tokens(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (ada_id, session) = account(addr, "Ada").await;
    let made = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &session),
        json!({"name": " my bot "}),
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let made = made.json();
    assert_eq!(made["name"], "my bot");
    let secret = made["token"].as_str().unwrap().to_owned();
    let id = made["id"].as_str().unwrap().to_owned();
    assert_eq!(
        get(addr, "/api/me", &bearer(&secret)).await.json()["id"],
        ada_id.as_str()
    );

    let listed = get(addr, "/api/account/tokens", &browser(addr, &session)).await;
    assert_eq!(listed.json().as_array().unwrap().len(), 1);
    assert_eq!(listed.json()[0]["id"], id.as_str());
    assert!(
        !listed.body.contains(&secret),
        "a listing never shows a secret"
    );

    // Only a session manages tokens: not a token, not a guest.
    let guest_token = guest(addr, "Bob").await;
    for token in [&secret, &guest_token] {
        let answer = get(addr, "/api/account/tokens", &bearer(token)).await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (403, "needs_session")
        );
        let answer = post(
            addr,
            "/api/account/tokens",
            &bearer(token),
            json!({"name": "x"}),
        )
        .await;
        assert_eq!(answer.code(), "needs_session");
    }
    for name in ["", "   ", "\u{202e}evil", &"x".repeat(65)] {
        let answer = post(
            addr,
            "/api/account/tokens",
            &browser(addr, &session),
            json!({"name": name}),
        )
        .await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (400, "bad_message"),
            "{name:?}"
        );
    }
    for n in 1..20 {
        let answer = post(
            addr,
            "/api/account/tokens",
            &browser(addr, &session),
            json!({"name": format!("t{n}")}),
        )
        .await;
        assert_eq!(answer.status, 200, "{}", answer.body);
    }
    let over = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &session),
        json!({"name": "one more"}),
    )
    .await;
    assert_eq!(
        (over.status, over.code().as_str()),
        (429, "too_many_tokens")
    );

    // The token signs a WebSocket in; revoking it closes that connection.
    let mut conn = interregnum_server::client::Connection::login(addr, &secret)
        .await
        .unwrap();
    let revoked = request(
        addr,
        "DELETE",
        &format!("/api/account/tokens/{id}"),
        &browser(addr, &session),
        None,
    )
    .await;
    assert_eq!(revoked.status, 200, "{}", revoked.body);
    assert_eq!(revoked.json()["name"], "my bot");
    assert!(conn.recv().await.is_err(), "the token's connection closed");
    let gone = get(addr, "/api/me", &bearer(&secret)).await;
    assert_eq!((gone.status, gone.code().as_str()), (401, "unauthorized"));
    let again = request(
        addr,
        "DELETE",
        &format!("/api/account/tokens/{id}"),
        &browser(addr, &session),
        None,
    )
    .await;
    assert_eq!(
        (again.status, again.code().as_str()),
        (404, "no_such_token")
    );
    let listed = get(addr, "/api/account/tokens", &browser(addr, &session))
        .await
        .json();
    assert_eq!(listed.as_array().unwrap().len(), 19);
}

on_both_backends!(named_tokens_sqlite, named_tokens_postgres, named_tokens);

/// A guest and an account rename themselves: the seats stay theirs, the tables show the
/// new name, and a watcher hears of it.
async fn rename_keeps_seats(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let token = guest(addr, "Ada").await;
    let (waiting, playing) = tables_of(addr, &token).await;
    let mut watcher = interregnum_server::client::Connection::open(addr)
        .await
        .unwrap();
    watcher
        .send(&interregnum_server::protocol::ClientMessage::Watch {
            table: playing.clone(),
            last_seq: None,
        })
        .await
        .unwrap();
    watcher.recv().await.unwrap();

    let renamed = post(
        addr,
        "/api/account/name",
        &bearer(&token),
        json!({"name": " Ada L. "}),
    )
    .await;
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    assert_eq!(renamed.json()["name"], "Ada L.");
    for table in [&waiting, &playing] {
        let state = get(addr, &format!("/api/tables/{table}"), &bearer(&token))
            .await
            .json();
        assert_eq!(state["you"], 0, "{table}");
        assert_eq!(state["seats"][0]["occupant"]["identity"]["name"], "Ada L.");
    }
    let shown = watcher
        .recv_until(|message| matches!(message, ServerMessage::Snapshot { .. }))
        .await
        .unwrap();
    let ServerMessage::Snapshot { table, .. } = shown else {
        unreachable!()
    };
    let interregnum_server::protocol::Occupant::Person { identity } = &table.seats[0].occupant
    else {
        panic!("{table:?}")
    };
    assert_eq!(identity.name, "Ada L.", "a spectator sees the new name");

    for name in ["", "\u{202e}x", "Deleted Player", &"x".repeat(33)] {
        let answer = post(
            addr,
            "/api/account/name",
            &bearer(&token),
            json!({"name": name}),
        )
        .await;
        assert_eq!(
            (answer.status, answer.code().as_str()),
            (400, "bad_message"),
            "{name:?}"
        );
    }

    // An account renames itself through its session; its login name stays.
    let answer = post(
        addr,
        "/api/account",
        &bearer(&token),
        json!({"username": "ada", "password": PASSWORD}),
    )
    .await;
    let session = answer.session().unwrap();
    let renamed = post(
        addr,
        "/api/account/name",
        &browser(addr, &session),
        json!({"name": "Lady Ada"}),
    )
    .await;
    assert_eq!(renamed.status, 200, "{}", renamed.body);
    let me = get(addr, "/api/account", &browser(addr, &session))
        .await
        .json();
    assert_eq!(
        (me["name"].as_str(), me["username"].as_str()),
        (Some("Lady Ada"), Some("ada"))
    );
    let state = get(
        addr,
        &format!("/api/tables/{playing}"),
        &browser(addr, &session),
    )
    .await
    .json();
    assert_eq!(state["you"], 0);
    assert_eq!(
        state["seats"][0]["occupant"]["identity"]["name"],
        "Lady Ada"
    );
}

on_both_backends!(rename_sqlite, rename_postgres, rename_keeps_seats);

/// Deleting an account needs its password; then its sessions and tokens stop working, it
/// cannot log in, its username stays taken, and its games show "deleted player", in memory
/// and once loaded again from the database.
async fn deletion(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let token = guest(addr, "Ada").await;
    let (waiting, playing) = tables_of(addr, &token).await;
    let answer = post(
        addr,
        "/api/account",
        &bearer(&token),
        json!({"username": "Ada", "password": PASSWORD}),
    )
    .await;
    let session = answer.session().unwrap();
    let api = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &session),
        json!({"name": "bot"}),
    )
    .await
    .json()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let by_token = post(
        addr,
        "/api/account/delete",
        &bearer(&api),
        json!({"password": PASSWORD}),
    )
    .await;
    assert_eq!(by_token.code(), "needs_session");
    let wrong = post(
        addr,
        "/api/account/delete",
        &browser(addr, &session),
        json!({"password": "not the password"}),
    )
    .await;
    assert_eq!(
        (wrong.status, wrong.code().as_str()),
        (403, "wrong_password")
    );
    assert_eq!(
        get(addr, "/api/account", &browser(addr, &session))
            .await
            .status,
        200
    );

    let deleted = post(
        addr,
        "/api/account/delete",
        &browser(addr, &session),
        json!({"password": PASSWORD}),
    )
    .await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    assert_eq!(deleted.json()["sessions"], 1);
    assert!(deleted.header("set-cookie").unwrap().contains("Max-Age=0"));
    assert_eq!(
        get(addr, "/api/account", &browser(addr, &session))
            .await
            .status,
        401
    );
    assert_eq!(get(addr, "/api/me", &bearer(&api)).await.status, 401);
    assert_eq!(login(addr, "Ada", PASSWORD).await.code(), "bad_login");
    let bob = guest(addr, "Bob").await;
    let taken = post(
        addr,
        "/api/account",
        &bearer(&bob),
        json!({"username": "ada", "password": PASSWORD}),
    )
    .await;
    assert_eq!(
        taken.code(),
        "username_taken",
        "a deleted username is not given to another"
    );

    let state = get(addr, &format!("/api/tables/{playing}"), &[])
        .await
        .json();
    assert_eq!(
        state["seats"][0]["occupant"]["identity"]["name"],
        "deleted player"
    );
    let state = get(addr, &format!("/api/tables/{waiting}"), &[])
        .await
        .json();
    assert_eq!(
        state["seats"][0]["occupant"]["kind"], "open",
        "a waiting table is left"
    );
    let stored = server
        .shared
        .store
        .load_table(&playing)
        .await
        .unwrap()
        .unwrap();
    let interregnum_server::store::Occupant::Person(identity) = &stored.seats[0].occupant else {
        panic!("{:?}", stored.seats[0])
    };
    assert_eq!(identity.name, "deleted player");
    let account = server
        .shared
        .store
        .accounts()
        .account_of(&identity.id)
        .await
        .unwrap()
        .unwrap();
    assert!(account.deleted);
    assert!(
        account.password_hash.is_empty(),
        "the password hash is gone"
    );
}

on_both_backends!(deletion_sqlite, deletion_postgres, deletion);

/// Two accounts, each with a session and a token: whatever Bob's credentials reach, only
/// Bob's things change, endpoint by endpoint.
async fn one_account_never_acts_for_another(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (ada_id, ada) = account(addr, "Ada").await;
    let (bob_id, bob) = account(addr, "Bob").await;
    let ada_token = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &ada),
        json!({"name": "ada's"}),
    )
    .await
    .json();
    let bob_token = post(
        addr,
        "/api/account/tokens",
        &browser(addr, &bob),
        json!({"name": "bob's"}),
    )
    .await
    .json();
    let ada_secret = ada_token["token"].as_str().unwrap().to_owned();
    let bob_secret = bob_token["token"].as_str().unwrap().to_owned();
    let bob_creds = [browser(addr, &bob), bearer(&bob_secret)];

    for creds in &bob_creds {
        assert_eq!(
            get(addr, "/api/account", creds).await.json()["id"],
            bob_id.as_str()
        );
        assert_eq!(
            get(addr, "/api/me", creds).await.json()["id"],
            bob_id.as_str()
        );
        let renamed = post(addr, "/api/account/name", creds, json!({"name": "Bobby"})).await;
        assert_eq!(renamed.json()["id"], bob_id.as_str());
        let registered = post(
            addr,
            "/api/account",
            creds,
            json!({"username": "Mallory", "password": PASSWORD}),
        )
        .await;
        assert_eq!(registered.code(), "already_registered");
    }
    assert_eq!(
        get(addr, "/api/account", &browser(addr, &ada)).await.json()["name"],
        "Ada"
    );

    let listed = get(addr, "/api/account/tokens", &browser(addr, &bob)).await;
    assert_eq!(listed.json().as_array().unwrap().len(), 1);
    assert!(!listed.body.contains(ada_token["id"].as_str().unwrap()));
    let revoked = request(
        addr,
        "DELETE",
        &format!("/api/account/tokens/{}", ada_token["id"].as_str().unwrap()),
        &browser(addr, &bob),
        None,
    )
    .await;
    assert_eq!(revoked.code(), "no_such_token");
    assert_eq!(
        get(addr, "/api/me", &bearer(&ada_secret)).await.json()["id"],
        ada_id.as_str()
    );

    // Bob's password does not delete Ada through Ada's session, nor Ada's through Bob's.
    let wrong = post(
        addr,
        "/api/account/delete",
        &browser(addr, &ada),
        json!({"password": "bob's password"}),
    )
    .await;
    assert_eq!(wrong.code(), "wrong_password");
    let logged_in_ada = login(addr, "Ada", PASSWORD).await.session().unwrap();
    assert_eq!(
        post(addr, "/api/logout", &browser(addr, &bob), json!(null))
            .await
            .json()["sessions"],
        1
    );
    let everywhere = login(addr, "Bob", PASSWORD).await.session().unwrap();
    assert_eq!(
        post(
            addr,
            "/api/logout-everywhere",
            &browser(addr, &everywhere),
            json!(null)
        )
        .await
        .json()["sessions"],
        1
    );
    let bob_again = login(addr, "Bob", PASSWORD).await.session().unwrap();
    let deleted = post(
        addr,
        "/api/account/delete",
        &browser(addr, &bob_again),
        json!({"password": PASSWORD}),
    )
    .await;
    assert_eq!(deleted.status, 200, "{}", deleted.body);
    for session in [&ada, &logged_in_ada] {
        let me = get(addr, "/api/account", &browser(addr, session))
            .await
            .json();
        assert_eq!(
            (me["id"].as_str(), me["name"].as_str()),
            (Some(ada_id.as_str()), Some("Ada"))
        );
    }
    assert_eq!(get(addr, "/api/me", &bearer(&ada_secret)).await.status, 200);
    assert_eq!(get(addr, "/api/me", &bearer(&bob_secret)).await.status, 401);
    assert_eq!(
        get(addr, "/api/account/tokens", &browser(addr, &ada))
            .await
            .json()
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

on_both_backends!(
    never_for_another_sqlite,
    never_for_another_postgres,
    one_account_never_acts_for_another
);

/// Five wrong passwords lock an account (even the right one is refused, with the wait);
/// another account from the same address may still log in, until the address has had
/// twenty failures.
async fn throttling(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    account(addr, "Ada").await;
    account(addr, "Bob").await;
    for _ in 0..5 {
        assert_eq!(
            login(addr, "Ada", "wrong password").await.code(),
            "bad_login"
        );
    }
    let locked = login(addr, "Ada", PASSWORD).await;
    assert_eq!(
        (locked.status, locked.code().as_str()),
        (429, "rate_limited")
    );
    let wait = locked.json()["retry_after_ms"].as_u64().unwrap();
    assert!(wait > 0 && wait <= 15 * 60 * 1000, "{wait}");
    let retry_after: u64 = locked.header("retry-after").unwrap().parse().unwrap();
    assert_eq!(retry_after, wait.div_ceil(1000));
    assert!(locked.session().is_none());
    assert_eq!(login(addr, "Bob", PASSWORD).await.status, 200);
    for n in 0..15 {
        assert_eq!(
            login(addr, &format!("nobody{n}"), "wrong password")
                .await
                .code(),
            "bad_login"
        );
    }
    let address_locked = login(addr, "Bob", PASSWORD).await;
    assert_eq!(
        address_locked.code(),
        "rate_limited",
        "twenty failures from one address"
    );
}

on_both_backends!(throttling_sqlite, throttling_postgres, throttling);

/// A cookie-authenticated change without the CSRF header, or from another site, is refused
/// and changes nothing; reading needs no header; bearer tokens need none; a WebSocket
/// opened by another site's page is not signed in by the cookie.
async fn csrf(db: TestDb) {
    let server = common::start(&db).await;
    let addr = server.addr;
    let (ada_id, session) = account(addr, "Ada").await;
    let cookie_only = vec![("Cookie", format!("interregnum_session={session}"))];
    let foreign = vec![
        ("Cookie", format!("interregnum_session={session}")),
        ("X-Interregnum-Csrf", "1".to_owned()),
        ("Origin", "http://evil.example".to_owned()),
    ];
    let cross_site = vec![
        ("Cookie", format!("interregnum_session={session}")),
        ("X-Interregnum-Csrf", "1".to_owned()),
        ("Sec-Fetch-Site", "cross-site".to_owned()),
    ];
    let table = json!({"game": "claim", "seats": [{"kind": "me"}, {"kind": "open"}]});
    for headers in [&cookie_only, &foreign, &cross_site] {
        let renamed = post(addr, "/api/account/name", headers, json!({"name": "Pwned"})).await;
        assert_eq!((renamed.status, renamed.code().as_str()), (403, "csrf"));
        let made = post(addr, "/api/tables", headers, table.clone()).await;
        assert_eq!(made.code(), "csrf");
        let out = post(addr, "/api/logout", headers, json!(null)).await;
        assert_eq!(out.code(), "csrf");
        let (_, identity) = browser_socket(addr, headers).await;
        if headers.iter().any(|(name, _)| *name == "Origin") {
            assert_eq!(identity, None, "another site's page is not signed in");
        }
    }
    let me = get(addr, "/api/account", &cookie_only).await.json();
    assert_eq!(
        (me["id"].as_str(), me["name"].as_str()),
        (Some(ada_id.as_str()), Some("Ada"))
    );
    assert_eq!(
        server.shared.store.active_tables_of(&ada_id).await.unwrap(),
        0,
        "no table was made"
    );
    let made = post(addr, "/api/tables", &browser(addr, &session), table.clone()).await;
    assert_eq!(made.status, 200, "{}", made.body);
    let guest_token = guest(addr, "Bob").await;
    let by_bearer = post(addr, "/api/tables", &bearer(&guest_token), table).await;
    assert_eq!(by_bearer.status, 200, "bearer tokens need no CSRF header");
}

on_both_backends!(csrf_sqlite, csrf_postgres, csrf);

/// With `secure_cookies` the session cookie is `Secure`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn secure_cookies_when_configured() {
    let db = TestDb::sqlite();
    let server = common::start_config(&db, |config| config.secure_cookies = true).await;
    let token = guest(server.addr, "Ada").await;
    let answer = post(
        server.addr,
        "/api/account",
        &bearer(&token),
        json!({"username": "Ada", "password": PASSWORD}),
    )
    .await;
    let cookie = answer.header("set-cookie").unwrap();
    assert!(cookie.contains("; Secure"), "{cookie}");
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"));
}

/// Everything the server logs, at every level, while accounts are made, logged in to (with
/// right and wrong passwords) and deleted: it never holds a password.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn passwords_are_never_logged() {
    #[derive(Clone, Default)]
    struct Log(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Log {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let log = Log::default();
    let writer = log.clone();
    tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_writer(move || writer.clone())
        .init();

    let db = TestDb::sqlite();
    let server = common::start(&db).await;
    let addr = server.addr;
    let secret = "my very secret passphrase";
    let wrong = "another secret guess";
    let token = guest(addr, "Ada").await;
    let made = post(
        addr,
        "/api/account",
        &bearer(&token),
        json!({"username": "Ada", "password": secret}),
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    assert_eq!(login(addr, "Ada", wrong).await.code(), "bad_login");
    let session = login(addr, "Ada", secret).await.session().unwrap();
    let refused = post(
        addr,
        "/api/account/delete",
        &browser(addr, &session),
        json!({"password": wrong}),
    )
    .await;
    assert_eq!(refused.code(), "wrong_password");
    let short = post(
        addr,
        "/api/account",
        &[("X-Interregnum-Csrf", "1".to_owned())],
        json!({"username": "Bob", "password": "tinypw1"}),
    )
    .await;
    assert_eq!(short.code(), "bad_password");
    let deleted = post(
        addr,
        "/api/account/delete",
        &browser(addr, &session),
        json!({"password": secret}),
    )
    .await;
    assert_eq!(deleted.status, 200);

    let text = String::from_utf8_lossy(&log.0.lock().unwrap()).into_owned();
    assert!(
        text.contains("account registered") && text.contains("account deleted"),
        "the log was read: {text}"
    );
    for password in [secret, wrong, "tinypw1"] {
        assert!(!text.contains(password), "{password:?} is in the log");
    }
}
