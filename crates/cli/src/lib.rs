//! The pieces of the `interregnum` command, as a library so they can be tested directly.
//!
//! - [`engine`]: the JSON-lines engine protocol (docs/protocol.md).
//! - [`play`]: a game against bots in the terminal.
//! - [`simulate`]: many bot games, summarised.
//! - [`tournament`]: round-robin matches between bots, with ratings.
//! - [`review`]: one seat's decisions in a recorded game, weighed by the search.
//! - [`external`]: bots in any language, as child processes that speak JSON lines.
//! - [`registry`]: the games, by name.
//! - [`lines`]: reading lines of bounded length from a peer that may misbehave.
//! - [`serve`]: the online server's command and its backups.

pub mod engine;
pub mod external;
pub mod games;
pub mod i18n;
pub mod lines;
pub mod parallel;
pub mod play;
pub mod registry;
pub mod review;
pub mod seeds;
pub mod serve;
pub mod simulate;
pub mod tournament;
