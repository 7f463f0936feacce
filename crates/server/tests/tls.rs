//! `serve --tls-cert --tls-key` (issue 23): HTTPS and WSS with rustls, `Secure` cookies, a
//! client that never finishes its handshake holding up nobody, and clear errors for bad
//! certificate files.

use std::{net::SocketAddr, path::Path, sync::Arc, time::Duration};

use interregnum_server::{
    Config, Server,
    protocol::ServerMessage,
    tls::{TlsConfig, TlsError},
};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};
use tokio_rustls::{
    TlsConnector,
    client::TlsStream,
    rustls::{
        self, RootCertStore,
        pki_types::{CertificateDer, ServerName, pem::PemObject},
    },
};
use tokio_tungstenite::tungstenite::Message;

/// A self-signed certificate for `localhost`, written as PEM files into `dir`.
struct Certificate {
    cert_path: std::path::PathBuf,
    key_path: std::path::PathBuf,
    cert_pem: String,
}

fn self_signed(dir: &Path, name: &str) -> Certificate {
    let made = rcgen::generate_simple_self_signed(vec!["localhost".to_owned()]).unwrap();
    let cert_pem = made.cert.pem();
    let cert_path = dir.join(format!("{name}.crt"));
    let key_path = dir.join(format!("{name}.key"));
    std::fs::write(&cert_path, &cert_pem).unwrap();
    std::fs::write(&key_path, made.signing_key.serialize_pem()).unwrap();
    Certificate {
        cert_path,
        key_path,
        cert_pem,
    }
}

async fn start_tls_server(dir: &Path, certificate: &Certificate) -> SocketAddr {
    let mut config = Config::new(
        "127.0.0.1:0".parse().unwrap(),
        dir.join("tls.db").display().to_string(),
    );
    config.tls = Some(TlsConfig::load(&certificate.cert_path, &certificate.key_path).unwrap());
    let server = Server::start(config).await.unwrap();
    let addr = server.local_addr().unwrap();
    tokio::spawn(server.serve());
    addr
}

/// A TLS connection that trusts only `certificate`, as a browser given that root would.
async fn connect_tls(addr: SocketAddr, certificate: &Certificate) -> TlsStream<TcpStream> {
    let mut roots = RootCertStore::empty();
    roots
        .add(CertificateDer::from_pem_slice(certificate.cert_pem.as_bytes()).unwrap())
        .unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let client = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let socket = TcpStream::connect(addr).await.unwrap();
    TlsConnector::from(Arc::new(client))
        .connect(ServerName::try_from("localhost").unwrap(), socket)
        .await
        .unwrap()
}

/// One HTTP/1.1 request over TLS; the whole answer as text.
async fn https(addr: SocketAddr, certificate: &Certificate, request: &str) -> String {
    let mut stream = connect_tls(addr, certificate).await;
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    // A TLS peer may close without close_notify after `Connection: close`; what was read counts.
    let _ = stream.read_to_end(&mut answer).await;
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn https_and_wss_are_served_and_cookies_are_secure() {
    let dir = tempfile::tempdir().unwrap();
    let certificate = self_signed(dir.path(), "server");
    let addr = start_tls_server(dir.path(), &certificate).await;

    let health = https(
        addr,
        &certificate,
        "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(health.ends_with("ok"), "{health}");

    // An account's session cookie is Secure without --secure-cookies: the server is TLS.
    let body = r#"{"username":"tls-tester","password":"a long enough password"}"#;
    let registered = https(
        addr,
        &certificate,
        &format!(
            "POST /api/account HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Interregnum-Csrf: 1\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        ),
    )
    .await;
    assert!(registered.starts_with("HTTP/1.1 200"), "{registered}");
    let cookie = registered
        .lines()
        .find(|line| line.to_ascii_lowercase().starts_with("set-cookie:"))
        .unwrap_or_else(|| panic!("no session cookie in {registered}"));
    assert!(cookie.contains("; Secure"), "{cookie}");

    // The WebSocket upgrade rides on the same TLS: the server's welcome arrives over WSS.
    let stream = connect_tls(addr, &certificate).await;
    let (mut socket, _) = tokio_tungstenite::client_async("wss://localhost/ws", stream)
        .await
        .unwrap();
    let first = futures_util::StreamExt::next(&mut socket)
        .await
        .unwrap()
        .unwrap();
    let Message::Text(text) = first else {
        panic!("expected a text frame, got {first:?}");
    };
    let welcome: ServerMessage = serde_json::from_str(&text).unwrap();
    assert!(matches!(welcome, ServerMessage::Welcome { .. }), "{text}");
}

#[tokio::test]
async fn a_silent_client_does_not_hold_up_the_next_handshake() {
    let dir = tempfile::tempdir().unwrap();
    let certificate = self_signed(dir.path(), "server");
    let addr = start_tls_server(dir.path(), &certificate).await;
    // Connected, never says a word: its handshake waits in its own task.
    let _silent = TcpStream::connect(addr).await.unwrap();
    let answer = tokio::time::timeout(
        Duration::from_secs(5),
        https(
            addr,
            &certificate,
            "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        ),
    )
    .await
    .expect("the second client waited for the silent one");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[tokio::test]
async fn plain_http_on_the_tls_port_gets_no_page() {
    let dir = tempfile::tempdir().unwrap();
    let certificate = self_signed(dir.path(), "server");
    let addr = start_tls_server(dir.path(), &certificate).await;
    let mut socket = TcpStream::connect(addr).await.unwrap();
    socket
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let _ = socket.read_to_end(&mut answer).await;
    assert!(
        !String::from_utf8_lossy(&answer).contains("HTTP/1.1 200"),
        "a plain request was served on the TLS port"
    );
    // And the server still serves TLS clients after the failed handshake.
    let health = https(
        addr,
        &certificate,
        "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
}

#[test]
fn bad_certificate_files_are_refused_with_what_to_give() {
    let dir = tempfile::tempdir().unwrap();
    let first = self_signed(dir.path(), "first");
    let second = self_signed(dir.path(), "second");

    let missing = TlsConfig::load(&dir.path().join("missing.crt"), &first.key_path).unwrap_err();
    assert!(matches!(missing, TlsError::Certificate { .. }), "{missing}");
    assert!(missing.to_string().contains("missing.crt"), "{missing}");

    let empty_path = dir.path().join("empty.crt");
    std::fs::write(&empty_path, "not a certificate\n").unwrap();
    let empty = TlsConfig::load(&empty_path, &first.key_path).unwrap_err();
    assert!(
        matches!(empty, TlsError::Certificate { .. }) && empty.to_string().contains("PEM"),
        "{empty}"
    );

    // A certificate given as the key: no private key in it.
    let no_key = TlsConfig::load(&first.cert_path, &first.cert_path).unwrap_err();
    assert!(matches!(no_key, TlsError::Key { .. }), "{no_key}");

    // Another certificate's key.
    let mismatched = TlsConfig::load(&first.cert_path, &second.key_path).unwrap_err();
    assert!(matches!(mismatched, TlsError::Config(_)), "{mismatched}");

    TlsConfig::load(&second.cert_path, &second.key_path).unwrap();
}
