//! A small client of the server, for tests, the load generator and Rust programs that play
//! online: plain HTTP/1.1 requests and one WebSocket, speaking the types of [`protocol`].
//!
//! [`protocol`]: crate::protocol

use std::{net::SocketAddr, time::Duration};

use futures_util::{SinkExt, StreamExt};
use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;
use thiserror::Error;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

use crate::protocol::{ClientMessage, ErrorBody, Guest, ServerMessage};

#[derive(Debug, Error)]
pub enum ClientError {
    #[error("i/o: {0}")]
    Io(#[from] std::io::Error),
    #[error("websocket: {0}")]
    WebSocket(#[from] tokio_tungstenite::tungstenite::Error),
    #[error("json: {0}")]
    Json(#[from] serde_json::Error),
    #[error("HTTP {status}: {body}")]
    Http { status: u16, body: String },
    #[error("the server refused: {0}")]
    Refused(ErrorBody),
    #[error("no answer in time")]
    Timeout,
    /// The server closed the connection, with the close frame's code if it sent one
    /// (1012: it is restarting; reconnect).
    #[error("the connection closed (code {0:?})")]
    Closed(Option<u16>),
    #[error("bad answer: {0}")]
    BadAnswer(String),
}

/// One HTTP request on a fresh connection; returns the status and the body.
///
/// # Errors
/// If the connection fails or the answer is not HTTP.
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> Result<(u16, String), ClientError> {
    let mut stream = TcpStream::connect(addr).await?;
    let body = body.map(Value::to_string).unwrap_or_default();
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !body.is_empty() {
        request.push_str("Content-Type: application/json\r\n");
    }
    if let Some(token) = token {
        request.push_str(&format!("Authorization: Bearer {token}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(&body);
    stream.write_all(request.as_bytes()).await?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await?;
    let answer = String::from_utf8_lossy(&answer);
    let (head, body) = answer
        .split_once("\r\n\r\n")
        .ok_or_else(|| ClientError::BadAnswer(answer.to_string()))?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| ClientError::BadAnswer(head.to_owned()))?;
    Ok((status, body.to_owned()))
}

/// An HTTP request whose answer is JSON of type `T` with status 200.
///
/// # Errors
/// [`ClientError::Http`] for another status, with the error body.
pub async fn call<T: DeserializeOwned>(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&impl Serialize>,
) -> Result<T, ClientError> {
    let body = body.map(serde_json::to_value).transpose()?;
    let (status, text) = http(addr, method, path, token, body.as_ref()).await?;
    if status != 200 {
        return Err(ClientError::Http { status, body: text });
    }
    Ok(serde_json::from_str(&text)?)
}

/// A new guest.
///
/// # Errors
/// If the request fails.
pub async fn guest(addr: SocketAddr, name: &str) -> Result<Guest, ClientError> {
    call(
        addr,
        "POST",
        "/api/guests",
        None,
        Some(&serde_json::json!({ "name": name })),
    )
    .await
}

/// One WebSocket connection.
pub struct Connection {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every text frame received, in order, as raw text (for leak checks).
    pub transcript: Vec<String>,
    pub keep_transcript: bool,
}

impl Connection {
    /// Connects and reads the `welcome`.
    ///
    /// # Errors
    /// If the connection fails.
    pub async fn open(addr: SocketAddr) -> Result<Connection, ClientError> {
        // Without Nagle's algorithm: an `act` goes out at once instead of waiting for the
        // server's delayed ACK of the client's previous small write.
        let (socket, _) =
            tokio_tungstenite::connect_async_with_config(format!("ws://{addr}/ws"), None, true)
                .await?;
        let mut connection = Connection {
            socket,
            transcript: Vec::new(),
            keep_transcript: false,
        };
        match connection.recv().await? {
            ServerMessage::Welcome { .. } => Ok(connection),
            other => Err(ClientError::BadAnswer(format!("{other:?}"))),
        }
    }

    /// Connects, says hello with `token` and reads the welcome.
    ///
    /// # Errors
    /// If the connection fails or the token is refused.
    pub async fn login(addr: SocketAddr, token: &str) -> Result<Connection, ClientError> {
        let mut connection = Connection::open(addr).await?;
        connection
            .send(&ClientMessage::Hello {
                token: token.to_owned(),
            })
            .await?;
        match connection.recv().await? {
            ServerMessage::Welcome {
                identity: Some(_), ..
            } => Ok(connection),
            ServerMessage::Error { error, .. } => Err(ClientError::Refused(error)),
            other => Err(ClientError::BadAnswer(format!("{other:?}"))),
        }
    }

    /// # Errors
    /// If the socket fails.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), ClientError> {
        self.send_text(serde_json::to_string(message)?).await
    }

    /// Sends any text, for hostile tests.
    ///
    /// # Errors
    /// If the socket fails.
    pub async fn send_text(&mut self, text: String) -> Result<(), ClientError> {
        self.socket.send(Message::Text(text.into())).await?;
        Ok(())
    }

    /// Sends raw bytes as a binary frame.
    ///
    /// # Errors
    /// If the socket fails.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), ClientError> {
        self.socket.send(Message::Binary(bytes.into())).await?;
        Ok(())
    }

    /// The next server message, waiting at most ten seconds.
    ///
    /// # Errors
    /// On a timeout, a closed connection or a message that is not a server message.
    pub async fn recv(&mut self) -> Result<ServerMessage, ClientError> {
        self.recv_within(Duration::from_secs(10)).await
    }

    /// The next server message, waiting at most `wait`.
    ///
    /// # Errors
    /// As [`Connection::recv`].
    pub async fn recv_within(&mut self, wait: Duration) -> Result<ServerMessage, ClientError> {
        loop {
            let frame = tokio::time::timeout(wait, self.socket.next())
                .await
                .map_err(|_| ClientError::Timeout)?;
            match frame {
                None => return Err(ClientError::Closed(None)),
                Some(Err(err)) => return Err(err.into()),
                Some(Ok(Message::Text(text))) => {
                    if self.keep_transcript {
                        self.transcript.push(text.to_string());
                    }
                    return Ok(serde_json::from_str(text.as_str())?);
                }
                Some(Ok(Message::Close(frame))) => {
                    return Err(ClientError::Closed(frame.map(|frame| frame.code.into())));
                }
                Some(Ok(_)) => {}
            }
        }
    }

    /// Reads messages until one satisfies `wanted`, which it returns.
    ///
    /// # Errors
    /// As [`Connection::recv`].
    pub async fn recv_until(
        &mut self,
        mut wanted: impl FnMut(&ServerMessage) -> bool,
    ) -> Result<ServerMessage, ClientError> {
        loop {
            let message = self.recv().await?;
            if wanted(&message) {
                return Ok(message);
            }
        }
    }

    /// Closes the socket.
    ///
    /// # Errors
    /// If the close frame cannot be sent.
    pub async fn close(mut self) -> Result<(), ClientError> {
        self.socket.close(None).await?;
        Ok(())
    }
}
