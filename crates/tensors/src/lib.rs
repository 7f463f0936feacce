//! The Interregnum games as tensors for learning, in plain Rust (the Python package,
//! `crates/python`, is a thin layer over this crate).
//!
//! - [`encode`]: per game, a fixed action space (every action of the game has one integer
//!   id) and an observation of a seat's *view* as a flat `f32` vector. The layout of each
//!   game's vector is written down field by field in docs/python.md.
//! - [`vector`]: many games of one table stepped together, one action id per game in, an
//!   observation, a legal-action mask, rewards and done flags per game out, written in
//!   place into buffers the caller keeps.
//! - [`random_steps`]: the vectorised step driven by random legal actions in a tight loop,
//!   for measuring what a step costs without any caller around it.
//!
//! Nothing here reads a clock, a file or an OS random source.
//!
//! ```
//! use interregnum_claim::{Claim, ClaimOptions};
//! use interregnum_tensors::vector::{Buffers, DynVector, Vector};
//!
//! let mut vector = Vector::<Claim>::new(ClaimOptions::default(), 4, 7, 1)?;
//! let mut buffers = Buffers::for_vector(&vector);
//! vector.reset(7, buffers.out())?;
//! // Each game's lowest legal action id.
//! let actions: Vec<i64> = (0..4).map(|i| i64::from(vector.legal_ids(i)[0])).collect();
//! vector.step(&actions, buffers.out())?;
//! assert_eq!(buffers.to_act.len(), 4);
//! # Ok::<_, interregnum_tensors::TensorError>(())
//! ```

pub mod encode;
mod error;
mod random;
pub mod vector;

pub use encode::{Encoding, Names, Space, Writer};
pub use error::TensorError;
pub use random::{RandomSteps, random_steps};
