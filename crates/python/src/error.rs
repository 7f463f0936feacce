//! Errors of the Python API, and the Python exception each one becomes.
//!
//! Every exception derives from `interregnum.InterregnumError`, itself a `ValueError`
//! (every one of them is bad input from the caller), and says what was wrong and what is
//! allowed.

use interregnum_core::{ActionError, IllegalAction, ParseError};
use pyo3::{PyErr, Python, create_exception, exceptions::PyValueError, types::PyAnyMethods};

create_exception!(
    interregnum,
    InterregnumError,
    PyValueError,
    "The base of every error the interregnum package raises."
);
create_exception!(
    interregnum,
    IllegalActionError,
    InterregnumError,
    "An action that is not legal now; `.allowed` lists the legal ones. The game is unchanged."
);
create_exception!(
    interregnum,
    NotationError,
    InterregnumError,
    "Text that is not an action (or card) in the game's notation; `.expected` says what is."
);
create_exception!(
    interregnum,
    SetupError,
    InterregnumError,
    "Options, a seed or a stacked deck from which no game can start."
);
create_exception!(
    interregnum,
    ReplayError,
    InterregnumError,
    "A replay record that cannot be played back, or a game that has no replay."
);
create_exception!(
    interregnum,
    ActionSpaceError,
    InterregnumError,
    "An action id outside the game's action space, or a table whose space cannot be built."
);
create_exception!(
    interregnum,
    SeatError,
    InterregnumError,
    "A seat number that is not at the table."
);
create_exception!(
    interregnum,
    UnknownGameError,
    InterregnumError,
    "A game name that is not one of the games."
);
create_exception!(
    interregnum,
    UnknownBotError,
    InterregnumError,
    "A bot name that is not one of the bots."
);

/// An error of the API, before it becomes a Python exception.
#[derive(Debug)]
pub(crate) enum Error {
    Illegal(IllegalAction),
    Notation(ParseError),
    Setup(String),
    Replay(String),
    ActionSpace(String),
    Seat(String),
    UnknownGame(String),
    UnknownBot(String),
}

impl From<interregnum_core::SetupError> for Error {
    fn from(err: interregnum_core::SetupError) -> Error {
        Error::Setup(err.0)
    }
}

impl From<ActionError> for Error {
    fn from(err: ActionError) -> Error {
        match err {
            ActionError::Parse(err) => Error::Notation(err),
            ActionError::Illegal(err) => Error::Illegal(err),
        }
    }
}

impl From<interregnum_tensors::TensorError> for Error {
    fn from(err: interregnum_tensors::TensorError) -> Error {
        use interregnum_tensors::TensorError as T;
        match err {
            T::ActionSpace(message) => Error::ActionSpace(message),
            T::Illegal(illegal) => Error::Illegal(illegal),
            T::Setup(setup) => Error::Setup(setup.0),
        }
    }
}

impl From<interregnum_core::ReplayError> for Error {
    fn from(err: interregnum_core::ReplayError) -> Error {
        Error::Replay(err.to_string())
    }
}

impl From<Error> for PyErr {
    fn from(err: Error) -> PyErr {
        match err {
            Error::Illegal(illegal) => {
                let py_err = IllegalActionError::new_err(illegal.to_string());
                Python::attach(|py| {
                    let value = py_err.value(py);
                    // Setting attributes on a fresh exception instance cannot fail.
                    let _ = value.setattr("action", &illegal.action);
                    let _ = value.setattr("reason", &illegal.reason);
                    let _ = value.setattr("allowed", &illegal.allowed);
                });
                py_err
            }
            Error::Notation(parse) => {
                let py_err = NotationError::new_err(parse.to_string());
                Python::attach(|py| {
                    let value = py_err.value(py);
                    let _ = value.setattr("input", &parse.input);
                    let _ = value.setattr("expected", &parse.expected);
                });
                py_err
            }
            Error::Setup(message) => {
                SetupError::new_err(format!("cannot start the game: {message}"))
            }
            Error::Replay(message) => ReplayError::new_err(message),
            Error::ActionSpace(message) => ActionSpaceError::new_err(message),
            Error::Seat(message) => SeatError::new_err(message),
            Error::UnknownGame(message) => UnknownGameError::new_err(message),
            Error::UnknownBot(message) => UnknownBotError::new_err(message),
        }
    }
}

pub(crate) type Result<T, E = Error> = std::result::Result<T, E>;
