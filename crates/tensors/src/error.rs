//! What can go wrong when building a table's tensors or stepping its games.

use interregnum_core::{IllegalAction, SetupError};

/// An error of the tensor API; each says what was wrong and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TensorError {
    /// An action id outside the action space, a wrong number of actions, output buffers of
    /// the wrong shape, a step before the first reset, or a table whose action space cannot
    /// be built.
    #[error("{0}")]
    ActionSpace(String),
    /// An action that is not legal in its game; no game was moved.
    #[error("{0}")]
    Illegal(IllegalAction),
    /// Options from which no game can be dealt.
    #[error("cannot start the game: {}", .0.0)]
    Setup(SetupError),
}

impl From<SetupError> for TensorError {
    fn from(err: SetupError) -> TensorError {
        TensorError::Setup(err)
    }
}
