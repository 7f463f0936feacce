//! One connection's outgoing queue: bounded, never blocking a table, and never silently
//! lossy. A table that finds the queue full marks itself "to resync" for that connection;
//! the connection's writer, once it has caught up, asks the table for a fresh snapshot. An
//! answer to a command waits for room instead (a snapshot does not hold it).

use std::{
    collections::HashSet,
    sync::{Arc, Mutex},
};

use tokio::sync::{Notify, mpsc};

use crate::protocol::ServerMessage;

/// The messages a connection's writer may hold before tables start marking it behind.
pub const CAPACITY: usize = 256;

pub type ConnId = u64;

/// The sending side of a connection, cloned into every table it watches.
#[derive(Clone, Debug)]
pub struct Outbox {
    pub conn: ConnId,
    tx: mpsc::Sender<ServerMessage>,
    behind: Arc<Behind>,
}

/// The tables a connection missed messages of.
#[derive(Debug, Default)]
pub struct Behind {
    tables: Mutex<HashSet<String>>,
    pub notify: Notify,
}

impl Behind {
    /// The tables to resync, emptied.
    pub fn take(&self) -> Vec<String> {
        let mut tables = self
            .tables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        tables.drain().collect()
    }
}

impl Outbox {
    #[must_use]
    pub fn new(conn: ConnId) -> (Outbox, mpsc::Receiver<ServerMessage>, Arc<Behind>) {
        let (tx, rx) = mpsc::channel(CAPACITY);
        let behind = Arc::new(Behind::default());
        (
            Outbox {
                conn,
                tx,
                behind: behind.clone(),
            },
            rx,
            behind,
        )
    }

    /// Queues a message of `table` without waiting. If the queue is full, a change of the
    /// table is dropped and the table marked for a resync snapshot, which holds all of it;
    /// an answer to one command (ack, error, hint), which no snapshot holds, is sent by a task
    /// of its own once there is room. Returns false if the connection is gone.
    pub fn offer(&self, table: &str, message: ServerMessage) -> bool {
        match self.tx.try_send(message) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(message))
                if answers_a_command(&message) && tokio::runtime::Handle::try_current().is_ok() =>
            {
                let tx = self.tx.clone();
                tokio::spawn(async move {
                    let _ = tx.send(message).await;
                });
                true
            }
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.behind
                    .tables
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .insert(table.to_owned());
                self.behind.notify.notify_one();
                true
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        }
    }

    /// Queues a message, waiting for room: for answers to the connection's own requests,
    /// so a client that floods the server is slowed by its own backlog.
    pub async fn send(&self, message: ServerMessage) -> bool {
        self.tx.send(message).await.is_ok()
    }

    #[must_use]
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }
}

/// A message that answers one command of the connection: the client waits for it.
fn answers_a_command(message: &ServerMessage) -> bool {
    matches!(
        message,
        ServerMessage::Ack { .. }
            | ServerMessage::ChatAck { .. }
            | ServerMessage::Error { .. }
            | ServerMessage::Hint { .. }
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ack (or a refusal, or a hint) answers one command and no snapshot holds it: the
    /// browser client keeps the table busy until its command is answered.
    #[tokio::test]
    async fn an_answer_that_does_not_fit_is_sent_once_there_is_room() {
        let (outbox, mut rx, behind) = Outbox::new(1);
        for nonce in 0..CAPACITY as u32 {
            assert!(outbox.offer("t", ServerMessage::Pong { nonce: Some(nonce) }));
        }
        let ack = ServerMessage::Ack {
            table: "t".into(),
            command: "c".into(),
            seq: 3,
            duplicate: false,
        };
        assert!(outbox.offer("t", ack.clone()));
        drop(outbox);
        let mut received = Vec::new();
        while let Some(message) = rx.recv().await {
            received.push(message);
        }
        assert_eq!(received.len(), CAPACITY + 1);
        assert_eq!(received.last(), Some(&ack));
        assert!(behind.take().is_empty(), "nothing of the table was dropped");
    }

    #[test]
    fn a_full_queue_marks_the_table_behind_instead_of_dropping_silently() {
        let (outbox, mut rx, behind) = Outbox::new(1);
        for nonce in 0..CAPACITY as u32 + 5 {
            assert!(outbox.offer("t", ServerMessage::Pong { nonce: Some(nonce) }));
        }
        assert_eq!(behind.take(), vec!["t".to_owned()]);
        assert!(behind.take().is_empty());
        let mut received = 0;
        while rx.try_recv().is_ok() {
            received += 1;
        }
        assert_eq!(received, CAPACITY);
        drop(rx);
        assert!(!outbox.offer("t", ServerMessage::Pong { nonce: None }));
    }
}
