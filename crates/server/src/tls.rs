//! TLS for people who run the server without a proxy in front (`serve --tls-cert FILE
//! --tls-key FILE`): rustls, HTTP/1.1 (the WebSocket upgrade rides on it).
//!
//! [`TlsListener`] turns accepted TCP sockets into TLS streams for `axum::serve`. Handshakes
//! run side by side in their own tasks, each within [`HANDSHAKE_WITHIN`], so a client that
//! opens a socket and says nothing (or a slow phone) never holds up the next one, and at most
//! [`MAX_PENDING_HANDSHAKES`] are in flight: past that the listener stops accepting until
//! some finish, which is the kernel's backlog doing its job instead of the server's memory.

use std::{io, net::SocketAddr, path::Path, sync::Arc, time::Duration};

use axum::serve::Listener;
use thiserror::Error;
use tokio::{net::TcpStream, task::JoinSet};
use tokio_rustls::{
    TlsAcceptor,
    rustls::{
        self,
        pki_types::{CertificateDer, PrivateKeyDer, pem::PemObject},
    },
    server::TlsStream,
};

/// How long a client has to finish its TLS handshake.
pub const HANDSHAKE_WITHIN: Duration = Duration::from_secs(10);
/// Handshakes in flight at most; past this the listener waits before accepting more.
pub const MAX_PENDING_HANDSHAKES: usize = 512;

/// What is wrong with the certificate or key given to `serve`.
#[derive(Debug, Error)]
pub enum TlsError {
    #[error(
        "cannot read the TLS certificate chain from {path}: {reason} (give a PEM file with the server's certificate first, then its intermediates)"
    )]
    Certificate { path: String, reason: String },
    #[error(
        "cannot read the TLS private key from {path}: {reason} (give a PEM file with one PKCS#8, PKCS#1 or SEC1 private key)"
    )]
    Key { path: String, reason: String },
    #[error("the TLS certificate and key do not make a server configuration: {0}")]
    Config(#[from] rustls::Error),
}

/// A certificate chain and its key, loaded and checked, ready to accept connections.
#[derive(Clone)]
pub struct TlsConfig {
    acceptor: TlsAcceptor,
}

impl std::fmt::Debug for TlsConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TlsConfig")
    }
}

impl TlsConfig {
    /// Reads a PEM certificate chain and a PEM private key and checks that they match.
    ///
    /// # Errors
    /// If a file cannot be read, holds no certificate or key, or the key is not the
    /// certificate's.
    pub fn load(cert: &Path, key: &Path) -> Result<TlsConfig, TlsError> {
        let certificate_error = |reason: String| TlsError::Certificate {
            path: cert.display().to_string(),
            reason,
        };
        let chain = CertificateDer::pem_file_iter(cert)
            .map_err(|err| certificate_error(err.to_string()))?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|err| certificate_error(err.to_string()))?;
        if chain.is_empty() {
            return Err(certificate_error("the file holds no certificate".into()));
        }
        let private_key = PrivateKeyDer::from_pem_file(key).map_err(|err| TlsError::Key {
            path: key.display().to_string(),
            reason: err.to_string(),
        })?;
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()?
            .with_no_client_auth()
            .with_single_cert(chain, private_key)?;
        // The server speaks HTTP/1.1 only (WebSockets upgrade from it).
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(TlsConfig {
            acceptor: TlsAcceptor::from(Arc::new(config)),
        })
    }
}

/// Accepts TCP connections from `inner` and hands out the ones whose TLS handshake succeeded.
pub struct TlsListener<L> {
    inner: L,
    acceptor: TlsAcceptor,
    handshakes: JoinSet<Option<(TlsStream<TcpStream>, SocketAddr)>>,
}

impl<L> TlsListener<L> {
    pub fn new(inner: L, config: &TlsConfig) -> TlsListener<L> {
        TlsListener {
            inner,
            acceptor: config.acceptor.clone(),
            handshakes: JoinSet::new(),
        }
    }
}

/// One handshake, bounded in time; a failure is the client's problem, logged at debug level
/// (scanners and plain-HTTP clients fail it all day).
async fn handshake(
    acceptor: TlsAcceptor,
    socket: TcpStream,
    peer: SocketAddr,
) -> Option<(TlsStream<TcpStream>, SocketAddr)> {
    match tokio::time::timeout(HANDSHAKE_WITHIN, acceptor.accept(socket)).await {
        Ok(Ok(stream)) => Some((stream, peer)),
        Ok(Err(err)) => {
            tracing::debug!(%peer, %err, "TLS handshake failed");
            None
        }
        Err(_) => {
            tracing::debug!(%peer, "TLS handshake timed out");
            None
        }
    }
}

impl<L> Listener for TlsListener<L>
where
    L: Listener<Io = TcpStream, Addr = SocketAddr>,
{
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    // Cancel-safe, as axum's accept loop needs: a TCP accept and `join_next` both are, and
    // a handshake in flight stays in the set for the next call.
    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            let room = self.handshakes.len() < MAX_PENDING_HANDSHAKES;
            tokio::select! {
                (socket, peer) = self.inner.accept(), if room => {
                    self.handshakes.spawn(handshake(self.acceptor.clone(), socket, peer));
                }
                Some(done) = self.handshakes.join_next() => {
                    if let Ok(Some(accepted)) = done {
                        return accepted;
                    }
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.inner.local_addr()
    }
}
