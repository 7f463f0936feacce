//! The Interregnum game server (docs/server.md).

pub mod clock;
pub mod games;
pub mod protocol;
pub mod secrets;
pub mod store;
