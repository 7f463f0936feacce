//! `interregnum._interregnum`: the Interregnum engines as a Python extension module.
//!
//! The Python package (`python/interregnum/`) re-exports what is here and adds the
//! PettingZoo and OpenSpiel environments. Everything a seat is shown comes from that seat's
//! view: observations, bots and the vectorised environment never read the full state.

mod batch;
mod bots;
mod error;
mod games;
mod review;
mod session;

use std::sync::Mutex;

use numpy::{
    IntoPyArray, PyArray1, PyArray2, PyArrayMethods, PyUntypedArrayMethods, ndarray::Array2,
};
use pyo3::{
    exceptions::PyTypeError,
    prelude::*,
    types::{PyDict, PyString, PyTuple},
};

use interregnum_tensors::vector::{DynVector, Out, Vector};

use crate::{error::Result, games::with_game, session::DynSession};

/// JSON text from a Python value: a string is taken as JSON text, anything else is dumped.
fn json_text(value: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
    match value {
        None => Ok(None),
        Some(v) if v.is_none() => Ok(None),
        Some(v) => {
            if let Ok(text) = v.cast::<PyString>() {
                return Ok(Some(text.to_str()?.to_owned()));
            }
            let json = v.py().import("json")?;
            Ok(Some(json.call_method1("dumps", (v,))?.extract()?))
        }
    }
}

/// An integer argument (a Python int, a numpy integer): its value, or `None` for one beyond
/// `i64`, which is out of every range here. Anything else is a `TypeError`; PyO3's own
/// conversions raised `OverflowError` for a negative seat or a player count of 256.
fn integer(value: &Bound<'_, PyAny>, what: &str) -> PyResult<Option<i64>> {
    if let Ok(n) = value.extract::<i64>() {
        return Ok(Some(n));
    }
    match value
        .py()
        .import("operator")?
        .call_method1("index", (value,))
    {
        Ok(_) => Ok(None),
        Err(_) => Err(PyTypeError::new_err(format!(
            "{what} is an integer, not {}",
            value.repr()?
        ))),
    }
}

/// A seat of `game` from Python, or the `SeatError` that names the seats.
fn seat_of(game: &dyn DynSession, seat: &Bound<'_, PyAny>) -> PyResult<usize> {
    let n = game.n_seats();
    match integer(seat, "a seat")?.and_then(|s| usize::try_from(s).ok()) {
        Some(s) if s < n => Ok(s),
        _ => Err(error::Error::Seat(format!(
            "there is no seat {seat} at this table; the seats are 0 to {}",
            n - 1
        ))
        .into()),
    }
}

/// An action id of `game` from Python: an integer, checked against the action space.
fn action_id_of(game: &dyn DynSession, id: &Bound<'_, PyAny>) -> PyResult<i64> {
    let checked = integer(id, "an action id")?
        .filter(|&i| usize::try_from(i).is_ok_and(|i| i < game.n_actions().unwrap_or(0)));
    match checked {
        Some(i) => Ok(i),
        None => Err(error::Error::ActionSpace(format!(
            "action id {id} is not in this game's action space: ids are 0 to {}",
            game.n_actions()?.saturating_sub(1)
        ))
        .into()),
    }
}

/// A player count from Python (`None` for the options' own).
fn players_of(players: Option<&Bound<'_, PyAny>>) -> PyResult<Option<u8>> {
    let Some(players) = players.filter(|p| !p.is_none()) else {
        return Ok(None);
    };
    match integer(players, "a player count")?.and_then(|n| u8::try_from(n).ok()) {
        Some(n) => Ok(Some(n)),
        None => {
            let tables: Vec<String> = games::GAMES
                .iter()
                .map(|(name, seats)| format!("{name} by {seats:?}"))
                .collect();
            Err(error::Error::Setup(format!(
                "no game is played by {players} players; {}",
                tables.join(", ")
            ))
            .into())
        }
    }
}

fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// A game of Claim, The Imposter Kings or Provinces: the full state, which Python reads
/// only through a seat's view, its observation or the outcome.
#[pyclass(name = "Game", module = "interregnum")]
struct PyGame {
    inner: Box<dyn DynSession>,
}

#[pymethods]
impl PyGame {
    /// The game's name: `claim`, `imposter-kings` or `provinces`.
    #[getter]
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.inner.n_seats()
    }

    /// The seat to act (0-based), or None once the game is over.
    #[getter]
    fn to_act(&self) -> Option<usize> {
        self.inner.to_act()
    }

    #[getter]
    fn is_over(&self) -> bool {
        self.inner.to_act().is_none()
    }

    /// The number of actions played since the deal.
    #[getter]
    fn moves(&self) -> usize {
        self.inner.moves()
    }

    /// The legal actions of the seat to act, in notation, ascending.
    fn legal_actions(&self) -> Vec<String> {
        self.inner.legal_actions()
    }

    /// The legal actions of the seat to act, as ids of the game's action space.
    fn legal_action_ids(&self) -> PyResult<Vec<u32>> {
        Ok(self.inner.legal_ids()?)
    }

    /// The legal action mask: an int8 array of `num_actions`, 1 where the id is legal.
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let mut mask = vec![0u8; self.inner.n_actions()?];
        self.inner.legal_mask(&mut mask)?;
        Ok(mask
            .into_iter()
            .map(|b| b as i8)
            .collect::<Vec<i8>>()
            .into_pyarray(py))
    }

    /// Plays an action, given in notation (`"Kn7"`, `"play Queen"`) or as an action id.
    /// Returns it in notation. Raises `IllegalActionError` (with `.allowed`) or
    /// `NotationError` and leaves the game unchanged if the action is not legal now.
    fn apply(&mut self, action: &Bound<'_, PyAny>) -> PyResult<String> {
        if let Ok(text) = action.cast::<PyString>() {
            return Ok(self.inner.apply_text(text.to_str()?)?);
        }
        if integer(action, "an action").is_err() {
            return Err(PyTypeError::new_err(
                "an action is a string in the game's notation or an integer action id",
            ));
        }
        let id = action_id_of(&*self.inner, action)?;
        Ok(self.inner.apply_id(id)?)
    }

    /// What `seat` may see, as a dict; a spectator's view for `seat=None`.
    #[pyo3(signature = (seat=None))]
    fn view<'py>(
        &self,
        py: Python<'py>,
        seat: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = seat
            .filter(|s| !s.is_none())
            .map(|s| seat_of(&*self.inner, s))
            .transpose()?;
        loads(py, &self.inner.view_json(seat)?)
    }

    /// The observation of `seat`: its view encoded as a float32 array (docs/python.md).
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let seat = seat_of(&*self.inner, seat)?;
        let mut out = vec![0f32; self.inner.observation_len()?];
        self.inner.observe(seat, &mut out)?;
        Ok(out.into_pyarray(py))
    }

    #[getter]
    fn observation_size(&self) -> PyResult<usize> {
        Ok(self.inner.observation_len()?)
    }

    /// The observation's fields, in order, as (name, start, width): the layout that
    /// docs/python.md describes, for this table (`seat`'s view of the current state).
    /// Seat 0's by default.
    #[pyo3(signature = (seat=None))]
    fn observation_fields(
        &self,
        seat: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<(String, usize, usize)>> {
        let seat = match seat.filter(|s| !s.is_none()) {
            Some(seat) => seat_of(&*self.inner, seat)?,
            None => 0,
        };
        Ok(self.inner.observation_fields(seat)?)
    }

    /// The size of the game's action space (ids are 0 to `num_actions - 1`).
    #[getter]
    fn num_actions(&self) -> PyResult<usize> {
        Ok(self.inner.n_actions()?)
    }

    /// The notation of action `id`.
    fn action_name(&self, id: &Bound<'_, PyAny>) -> PyResult<String> {
        Ok(self.inner.action_name(action_id_of(&*self.inner, id)?)?)
    }

    /// The id of an action in notation.
    fn action_id(&self, action: &str) -> PyResult<u32> {
        Ok(self.inner.action_id(action)?)
    }

    /// Every action of the table's action space, in id order, in notation.
    fn action_catalogue(&self) -> PyResult<Vec<String>> {
        Ok(self.inner.catalogue()?)
    }

    /// The result once the game is over (winners, scores, the game's detail), else None.
    #[getter]
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        self.inner.outcome_json().map(|o| loads(py, &o)).transpose()
    }

    /// Per seat: 1 for a win, 0 for a loss, 0.5 for a draw; None while the game goes on.
    fn payoffs(&self) -> Option<Vec<f64>> {
        self.inner.payoffs()
    }

    /// The replay record (game, options, seed, deck, actions) as a dict. It reproduces the
    /// game exactly, hidden cards included: keep it from the players until the game is over.
    fn replay<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let replay = self.inner.replay()?;
        loads(
            py,
            &serde_json::to_string(&replay).expect("replays serialise"),
        )
    }

    /// The options as a dict (all of them, defaults included).
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        loads(py, &self.inner.options_json())
    }

    /// The full state, hidden cards included, as a dict: for debugging, never for a seat.
    fn full_state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        loads(py, &self.inner.full_state_json())
    }

    /// An independent copy.
    fn clone(&self) -> PyGame {
        PyGame {
            inner: self.inner.clone_box(),
        }
    }

    /// Pickles as its replay record (a determinized game, which has none, cannot be pickled).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let replay = serde_json::to_string(&self.inner.replay()?).expect("replays serialise");
        let load = py
            .import("interregnum._interregnum")?
            .getattr("from_replay")?;
        Ok((load, (replay,)))
    }

    fn __copy__(&self) -> PyGame {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        self.clone()
    }

    /// A full state drawn at random among those `seat`'s view allows (the hidden cards
    /// dealt anew from `seed`). Its view for `seat` equals this game's. It has no replay.
    #[pyo3(signature = (seat, seed=0))]
    fn determinize(&self, seat: &Bound<'_, PyAny>, seed: u64) -> PyResult<PyGame> {
        let seat = seat_of(&*self.inner, seat)?;
        Ok(PyGame {
            inner: self.inner.determinize(seat, seed)?,
        })
    }

    fn __repr__(&self) -> String {
        match self.inner.to_act() {
            Some(seat) => format!(
                "<interregnum.Game {} · {} players · move {} · seat {seat} to act>",
                self.inner.name(),
                self.inner.n_seats(),
                self.inner.moves()
            ),
            None => format!(
                "<interregnum.Game {} · {} players · over after {} moves>",
                self.inner.name(),
                self.inner.n_seats(),
                self.inner.moves()
            ),
        }
    }
}

/// Starts a game. `options` is a dict (or JSON text) of the game's options; `players`
/// sets the player count; `deck` stacks the deck (cards in notation, see each game's docs).
#[pyfunction]
#[pyo3(signature = (name, options=None, seed=0, players=None, deck=None))]
fn new_game(
    name: &str,
    options: Option<&Bound<'_, PyAny>>,
    seed: u64,
    players: Option<&Bound<'_, PyAny>>,
    deck: Option<Vec<String>>,
) -> PyResult<PyGame> {
    let options = json_text(options)?;
    let players = players_of(players)?;
    Ok(PyGame {
        inner: games::start(name, options.as_deref(), players, seed, deck.as_deref())?,
    })
}

/// Plays back a replay record (a dict, or JSON text), checking every action.
#[pyfunction]
fn from_replay(replay: &Bound<'_, PyAny>) -> PyResult<PyGame> {
    let text = json_text(Some(replay))?.unwrap_or_default();
    Ok(PyGame {
        inner: games::load(&text)?,
    })
}

/// One of the project's bots for one game: `random`, `heuristic`, `ismcts`, `ismcts:N`
/// (iterations), `ismcts:Nms` (time per move), or a level `easy`, `medium`, `hard`.
#[pyclass(name = "Bot", module = "interregnum")]
struct PyBot {
    inner: Mutex<Box<dyn bots::DynBot>>,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (name, game, seed=0, options=None, players=None))]
    fn new(
        name: &str,
        game: &str,
        seed: u64,
        options: Option<&Bound<'_, PyAny>>,
        players: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<PyBot> {
        let options = json_text(options)?;
        let players = players_of(players)?;
        Ok(PyBot {
            inner: Mutex::new(bots::build(game, name, options.as_deref(), players, seed)?),
        })
    }

    #[getter]
    fn name(&self) -> String {
        self.lock().name()
    }

    #[getter]
    fn game(&self) -> &'static str {
        self.lock().game()
    }

    /// The bot's action for the seat to act in `game`, in notation (not played). The bot
    /// sees that seat's view only. The interpreter lock is released while it thinks.
    fn choose(&self, py: Python<'_>, game: PyRef<'_, PyGame>) -> PyResult<String> {
        let mut bot = self.lock();
        let bot: &mut Box<dyn bots::DynBot> = &mut bot;
        let session: &dyn DynSession = &*game.inner;
        Ok(py.detach(|| bot.choose(session))?)
    }

    fn __repr__(&self) -> String {
        let bot = self.lock();
        format!("<interregnum.Bot {} for {}>", bot.name(), bot.game())
    }
}

impl PyBot {
    fn lock(&self) -> std::sync::MutexGuard<'_, Box<dyn bots::DynBot>> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Plays game `i` from `seeds[i]` with `bots` (one name per seat), without the interpreter
/// lock, on `threads` threads. Returns a dict of numpy arrays: `payoffs` (games × seats:
/// 1 win, 0 loss, 0.5 draw), `scores` (games × seats), `draws` and `lengths` (actions).
/// Bots are seeded as `interregnum simulate` seeds them, so seeds
/// `derive_seed(s, i)` for `i` in `range(n)` replay `interregnum simulate --seed s --games n`.
#[pyfunction]
#[pyo3(signature = (game, options, seeds, bots, players=None, threads=1))]
fn play_batch<'py>(
    py: Python<'py>,
    game: &str,
    options: Option<&Bound<'py, PyAny>>,
    seeds: Vec<u64>,
    bots: Vec<String>,
    players: Option<&Bound<'py, PyAny>>,
    threads: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let options = json_text(options)?;
    let players = players_of(players)?;
    let name = games::canonical(game)?;
    let specs = bots
        .iter()
        .map(|b| bots::spec(b))
        .collect::<Result<Vec<_>>>()?;
    let batch = py.detach(|| -> Result<batch::Batch> {
        with_game!(name, G => {
            let options = games::options::<G>(options.as_deref(), players)?;
            batch::play::<G>(&options, &seeds, &specs, threads)
        })
    })?;
    let n = batch.lengths.len();
    let s = batch.n_seats;
    let dict = PyDict::new(py);
    dict.set_item(
        "payoffs",
        Array2::from_shape_vec((n, s), batch.payoffs)
            .map_err(shape)?
            .into_pyarray(py),
    )?;
    dict.set_item(
        "scores",
        Array2::from_shape_vec((n, s), batch.scores)
            .map_err(shape)?
            .into_pyarray(py),
    )?;
    dict.set_item("draws", batch.draws.into_pyarray(py))?;
    dict.set_item("lengths", batch.lengths.into_pyarray(py))?;
    Ok(dict)
}

fn shape(err: numpy::ndarray::ShapeError) -> PyErr {
    pyo3::exceptions::PyRuntimeError::new_err(err.to_string())
}

/// Plays a uniformly random game (the engine's own random playout, no bots) from each seed
/// without the interpreter lock; returns the actions applied in all. With `views`, a view
/// of the seat to act is built before every action too: `True` or `"view"` the game's view
/// (as a front end builds it), `"typed"` the typed view the observations are encoded from
/// (written over the previous one). For measuring the engines' own speed beside the Python
/// environments.
#[pyfunction]
#[pyo3(signature = (game, seeds, options=None, players=None, views=None))]
fn random_playouts(
    py: Python<'_>,
    game: &str,
    seeds: Vec<u64>,
    options: Option<&Bound<'_, PyAny>>,
    players: Option<&Bound<'_, PyAny>>,
    views: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let options = json_text(options)?;
    let players = players_of(players)?;
    let name = games::canonical(game)?;
    let views = match views {
        None => batch::Views::None,
        Some(v) if v.is_none() => batch::Views::None,
        Some(v) => match v.extract::<bool>() {
            Ok(false) => batch::Views::None,
            Ok(true) => batch::Views::Fresh,
            Err(_) => match v.extract::<String>()?.as_str() {
                "view" => batch::Views::Fresh,
                "typed" => batch::Views::Typed,
                other => {
                    return Err(pyo3::exceptions::PyValueError::new_err(format!(
                        "views={other:?}: use False, True (or \"view\") or \"typed\""
                    )));
                }
            },
        },
    };
    Ok(py.detach(|| -> Result<u64> {
        with_game!(name, G => {
            let options = games::options::<G>(options.as_deref(), players)?;
            batch::random_playouts::<G>(&options, &seeds, views)
        })
    })?)
}

/// Steps `n_games` games of one table together `steps` times through the very step
/// `VectorEnv.step` runs (observations, masks, rewards written into buffers), each game
/// playing a uniformly random legal action picked in Rust, all without the interpreter
/// lock and without returning to Python between steps. Returns the game steps played
/// (`n_games * steps`). For measuring a vectorised step's own work beside `VectorEnv.step`
/// from Python and the engine's bare `random_playouts`.
#[pyfunction]
#[pyo3(signature = (game, n_games, steps, seed=0, options=None, players=None))]
fn vector_random_steps(
    py: Python<'_>,
    game: &str,
    n_games: usize,
    steps: u64,
    seed: u64,
    options: Option<&Bound<'_, PyAny>>,
    players: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let options = json_text(options)?;
    let players = players_of(players)?;
    let name = games::canonical(game)?;
    Ok(py.detach(|| -> Result<u64> {
        with_game!(name, G => {
            let options = games::options::<G>(options.as_deref(), players)?;
            Ok(interregnum_tensors::random_steps::<G>(options, n_games, steps, seed)?)
        })
    })?)
}

/// The `index`-th seed derived from `base` (SplitMix64), as the `interregnum` command
/// derives the seed of game `index` of a simulation.
#[pyfunction]
fn derive_seed(base: u64, index: u64) -> u64 {
    interregnum_bots::derive_seed(base, index)
}

/// The games and their player counts.
#[pyfunction]
fn game_names() -> Vec<(&'static str, Vec<u8>)> {
    games::GAMES.iter().map(|&(n, s)| (n, s.to_vec())).collect()
}

/// `n` games of one table stepped together (see docs/python.md): each step takes one
/// action id per game and returns, per game, the observation and legal mask of the seat to
/// act, that seat, the payoffs of games that just ended (then dealt anew) and done flags.
///
/// The arrays returned are read-only views of the environment's own buffers, which every
/// `reset` and `step` overwrites in place (no copy, no allocation); `copy=True` returns
/// fresh copies instead.
#[pyclass(name = "VectorEnv", module = "interregnum")]
struct PyVectorEnv {
    inner: Box<dyn DynVector>,
    buffers: Buffers,
    copy: bool,
    /// What a `reset` without a seed deals from: the last seed given, at first the
    /// constructor's.
    seed: u64,
}

/// The environment's outputs, written in place by every step.
struct Buffers {
    observations: Py<PyArray2<f32>>,
    masks: Py<PyArray2<i8>>,
    to_act: Py<PyArray1<i64>>,
    rewards: Py<PyArray2<f32>>,
    dones: Py<PyArray1<bool>>,
    /// Read-only views of the five, in that order: what `reset` and `step` return.
    shown: Py<PyTuple>,
}

impl Buffers {
    fn new(py: Python<'_>, n: usize, d: usize, a: usize, s: usize) -> PyResult<Buffers> {
        let observations = PyArray2::<f32>::zeros(py, [n, d], false);
        let masks = PyArray2::<i8>::zeros(py, [n, a], false);
        let to_act = PyArray1::<i64>::zeros(py, n, false);
        let rewards = PyArray2::<f32>::zeros(py, [n, s], false);
        let dones = PyArray1::<bool>::zeros(py, n, false);
        let read_only = |array: &Bound<'_, PyAny>| -> PyResult<Py<PyAny>> {
            let view = array.call_method0("view")?;
            view.getattr("flags")?.setattr("writeable", false)?;
            Ok(view.unbind())
        };
        let shown = PyTuple::new(
            py,
            [
                read_only(observations.as_any())?,
                read_only(masks.as_any())?,
                read_only(to_act.as_any())?,
                read_only(rewards.as_any())?,
                read_only(dones.as_any())?,
            ],
        )?;
        Ok(Buffers {
            observations: observations.unbind(),
            masks: masks.unbind(),
            to_act: to_act.unbind(),
            rewards: rewards.unbind(),
            dones: dones.unbind(),
            shown: shown.unbind(),
        })
    }
}

#[pymethods]
impl PyVectorEnv {
    /// `n` games of `game`; game `i`'s `e`-th deal is seeded from (`seed`, `i`, `e`), so a
    /// run is reproducible whatever `threads` (the threads a step runs on) is.
    #[new]
    #[pyo3(signature = (game, n, seed=0, options=None, players=None, threads=1, copy=false))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        game: &str,
        n: usize,
        seed: u64,
        options: Option<&Bound<'_, PyAny>>,
        players: Option<&Bound<'_, PyAny>>,
        threads: usize,
        copy: bool,
    ) -> PyResult<PyVectorEnv> {
        let options = json_text(options)?;
        let players = players_of(players)?;
        let name = games::canonical(game)?;
        let inner: Box<dyn DynVector> = with_game!(name, G => {
            let options = games::options::<G>(options.as_deref(), players)?;
            Box::new(Vector::<G>::new(options, n, seed, threads).map_err(error::Error::from)?)
        });
        let buffers = Buffers::new(
            py,
            n,
            inner.observation_len(),
            inner.n_actions(),
            inner.n_seats(),
        )?;
        Ok(PyVectorEnv {
            inner,
            buffers,
            copy,
            seed,
        })
    }

    #[getter]
    fn num_envs(&self) -> usize {
        self.inner.len()
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.inner.n_seats()
    }

    #[getter]
    fn observation_size(&self) -> usize {
        self.inner.observation_len()
    }

    #[getter]
    fn num_actions(&self) -> usize {
        self.inner.n_actions()
    }

    /// Deals every game anew from `seed` (without one, from the last seed given: at first
    /// the constructor's); returns (observations, masks, to_act, rewards, dones).
    #[pyo3(signature = (seed=None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Bound<'py, PyTuple>> {
        let seed = seed.unwrap_or(self.seed);
        self.seed = seed;
        self.run(py, |inner, out| inner.reset(seed, out))
    }

    /// Plays one action id per game; returns (observations, masks, to_act, rewards, dones).
    /// A game that ends is dealt anew: its row shows the new game, `rewards` the payoffs
    /// of the one that ended.
    /// `actions` is any 1-D array (or list) of integers; an int64 one is read in place.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let actions = action_ids(py, actions, self.inner.len())?;
        let actions = actions.try_readonly()?;
        let actions = actions.as_slice()?;
        self.run(py, |inner, out| inner.step(actions, out))
    }
}

/// A step's actions as a contiguous int64 array: the caller's own when it is one, else a
/// converted copy of any 1-D integer array or list (PyO3 took int64 arrays only, and said
/// "type mismatch" for numpy's int32 ids). A read-only array is copied too: it may be a
/// view of this environment's own `to_act`, which the step is about to write.
fn action_ids<'py>(
    py: Python<'py>,
    actions: &Bound<'py, PyAny>,
    n: usize,
) -> PyResult<Bound<'py, PyArray1<i64>>> {
    if let Ok(array) = actions.cast::<PyArray1<i64>>()
        && array.is_contiguous()
        && array
            .getattr("flags")?
            .getattr("writeable")?
            .extract::<bool>()?
    {
        return Ok(array.clone());
    }
    let refused = || {
        PyTypeError::new_err(format!(
            "a step takes one integer action id per game: a 1-D array or list of {n} integers"
        ))
    };
    let numpy = py.import("numpy")?;
    let array = numpy
        .call_method1("asarray", (actions,))
        .map_err(|_| refused())?;
    let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
    let ndim: usize = array.getattr("ndim")?.extract()?;
    let size: usize = array.getattr("size")?.extract()?;
    if ndim != 1 || !(matches!(kind.as_str(), "i" | "u") || size == 0) {
        return Err(refused());
    }
    Ok(numpy
        .call_method1("array", (array, numpy.getattr("int64")?))?
        .cast_into::<PyArray1<i64>>()?)
}

impl PyVectorEnv {
    /// Runs `work` on the buffers, without the interpreter lock, and returns them.
    fn run<'py>(
        &mut self,
        py: Python<'py>,
        work: impl FnOnce(
            &mut Box<dyn DynVector>,
            Out<'_>,
        ) -> Result<(), interregnum_tensors::TensorError>
        + Send,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let b = &self.buffers;
        let mut observations = b.observations.bind(py).try_readwrite()?;
        let mut masks = b.masks.bind(py).try_readwrite()?;
        let mut to_act = b.to_act.bind(py).try_readwrite()?;
        let mut rewards = b.rewards.bind(py).try_readwrite()?;
        let mut dones = b.dones.bind(py).try_readwrite()?;
        let out = Out {
            observations: observations.as_slice_mut()?,
            masks: masks.as_slice_mut()?,
            to_act: to_act.as_slice_mut()?,
            rewards: rewards.as_slice_mut()?,
            dones: dones.as_slice_mut()?,
        };
        let inner = &mut self.inner;
        py.detach(|| work(inner, out)).map_err(error::Error::from)?;
        let shown = b.shown.bind(py).clone();
        if !self.copy {
            return Ok(shown);
        }
        PyTuple::new(
            py,
            shown
                .iter()
                .map(|array| array.call_method0("copy"))
                .collect::<PyResult<Vec<_>>>()?,
        )
    }
}

#[pymodule]
fn _interregnum(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<PyGame>()?;
    m.add_class::<PyBot>()?;
    m.add_class::<PyVectorEnv>()?;
    m.add_function(wrap_pyfunction!(new_game, m)?)?;
    m.add_function(wrap_pyfunction!(from_replay, m)?)?;
    m.add_function(wrap_pyfunction!(play_batch, m)?)?;
    m.add_function(wrap_pyfunction!(random_playouts, m)?)?;
    m.add_function(wrap_pyfunction!(vector_random_steps, m)?)?;
    m.add_function(wrap_pyfunction!(derive_seed, m)?)?;
    m.add_function(wrap_pyfunction!(game_names, m)?)?;
    m.add_function(wrap_pyfunction!(review::review, m)?)?;
    m.add("InterregnumError", py.get_type::<error::InterregnumError>())?;
    m.add(
        "IllegalActionError",
        py.get_type::<error::IllegalActionError>(),
    )?;
    m.add("NotationError", py.get_type::<error::NotationError>())?;
    m.add("SetupError", py.get_type::<error::SetupError>())?;
    m.add("ReplayError", py.get_type::<error::ReplayError>())?;
    m.add("ActionSpaceError", py.get_type::<error::ActionSpaceError>())?;
    m.add("SeatError", py.get_type::<error::SeatError>())?;
    m.add("UnknownGameError", py.get_type::<error::UnknownGameError>())?;
    m.add("UnknownBotError", py.get_type::<error::UnknownBotError>())?;
    Ok(())
}
