//! A program that plays online against the server's bots, printing every message it sends
//! (`>`) and receives (`<`): the example session of docs/server.md comes from it.
//!
//! ```sh
//! interregnum serve &
//! cargo run -p interregnum-server --example play_online -- 127.0.0.1:8080 claim random
//! ```

use std::net::SocketAddr;

use interregnum_server::{
    client::{self, Connection},
    protocol::{ClientMessage, ServerMessage, Status, TableState},
};
use serde_json::{Value, json};

fn show_in(message: &ServerMessage) {
    println!("< {}", serde_json::to_string(message).unwrap());
}

fn show_out(message: &ClientMessage) {
    println!("> {}", serde_json::to_string(message).unwrap());
}

#[tokio::main]
async fn main() -> Result<(), client::ClientError> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let addr: SocketAddr = args
        .first()
        .map_or("127.0.0.1:8080", String::as_str)
        .parse()
        .expect("HOST:PORT");
    let game = args.get(1).map_or("claim", String::as_str);
    let bot = args.get(2).map_or("random", String::as_str);

    let body = json!({"name": "Ada"});
    println!("> POST /api/guests {body}");
    let guest = client::guest(addr, "Ada").await?;
    println!("< {}", serde_json::to_string(&guest).unwrap());
    let body = json!({"game": game, "bot": bot, "settings": {"reaction_ms": 0, "bot_delay_ms": 0}});
    println!("> POST /api/play-bots {body}");
    let table: TableState = client::call(
        addr,
        "POST",
        "/api/play-bots",
        Some(&guest.token),
        Some(&body),
    )
    .await?;
    println!("< {}", serde_json::to_string(&table).unwrap());

    let mut conn = Connection::open(addr).await?;
    let hello = ClientMessage::Hello {
        token: guest.token.clone(),
    };
    show_out(&hello);
    conn.send(&hello).await?;
    let watch = ClientMessage::Watch {
        table: table.id.clone(),
        last_seq: None,
    };
    show_out(&watch);
    conn.send(&watch).await?;
    let mut commands = 0;
    let mut pending = false;
    let mut last: Option<(TableState, Option<Value>)> = None;
    loop {
        let message = conn.recv().await?;
        show_in(&message);
        match message {
            ServerMessage::Ack { .. } | ServerMessage::Error { .. } => pending = false,
            ServerMessage::Snapshot { table, view, .. }
            | ServerMessage::Update { table, view, .. } => {
                if table.status == Status::Finished {
                    break;
                }
                last = Some((table, view));
            }
            _ => {}
        }
        let Some((table, view)) = &last else { continue };
        let legal = view
            .as_ref()
            .and_then(|v| v.get("legal"))
            .and_then(Value::as_array);
        if let (false, Some(legal), true) = (pending, legal, table.to_act == table.you) {
            commands += 1;
            // Plays the first legal action: a real program would think here.
            let act = ClientMessage::Act {
                table: table.id.clone(),
                seq: table.seq,
                action: legal[0].as_str().unwrap_or_default().to_owned(),
                command: format!("ada-{commands}"),
                auto: false,
            };
            show_out(&act);
            conn.send(&act).await?;
            pending = true;
        }
    }
    println!("> GET /api/tables/{}/replay", table.id);
    let (_, replay) = client::http(
        addr,
        "GET",
        &format!("/api/tables/{}/replay", table.id),
        None,
        None,
    )
    .await?;
    println!("< {replay}");
    Ok(())
}
