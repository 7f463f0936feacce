//! The pieces of the `interregnum` command, as a library so they can be tested directly.
//!
//! - [`engine`]: the JSON-lines engine protocol (docs/protocol.md).
//! - [`play`]: a game against bots in the terminal.
//! - [`simulate`]: many bot games, summarised.
//! - [`registry`]: the games, by name.

pub mod engine;
pub mod play;
pub mod registry;
pub mod seeds;
pub mod simulate;
