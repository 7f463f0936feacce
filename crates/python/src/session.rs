//! A game as Python holds it: the state, how it started, the actions played, and its
//! tensors; behind one object-safe trait so that one Python class serves every game.

use std::{
    any::Any,
    str::FromStr,
    sync::{Arc, OnceLock},
};

use interregnum_bots::Heuristic;
use interregnum_core::{Observer, REPLAY_FORMAT, Recorded, Replay, Seat, Start};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use interregnum_tensors::{Encoding, Space, Writer};

use crate::error::{Error, Result};

/// The games the package plays: rules, bots and tensors.
pub(crate) trait Playable: Encoding + Heuristic + Serialize {}

impl<G: Encoding + Heuristic + Serialize> Playable for G {}

/// One game: the full state (never shown to Python but through a view), its start and
/// its actions, for replays.
#[derive(Clone)]
pub(crate) struct Session<G: Playable> {
    pub(crate) state: G,
    /// How the game was dealt; `None` for a state sampled by `determinize`, which has no deal.
    start: Option<Start<G::Card>>,
    actions: Vec<G::Action>,
    space: OnceLock<Result<Arc<Space<G>>, String>>,
}

impl<G: Playable> Session<G> {
    /// A new game from options in JSON (none for the defaults), a seed and an optional
    /// stacked deck in the game's notation.
    pub(crate) fn start(options: &G::Options, seed: u64, deck: Option<&[String]>) -> Result<Self> {
        let deck = deck
            .map(|cards| {
                cards
                    .iter()
                    .map(|c| G::Card::from_str(c))
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()
            .map_err(Error::Notation)?;
        let start = Start { seed, deck };
        let state = G::new(options, &start)?;
        Ok(Session {
            state,
            start: Some(start),
            actions: Vec::new(),
            space: OnceLock::new(),
        })
    }

    pub(crate) fn from_replay(replay: &Replay) -> Result<Self> {
        let recorded = Recorded::<G>::from_replay(replay)?;
        let deck = replay
            .deck
            .as_ref()
            .map(|cards| {
                cards
                    .iter()
                    .map(|c| G::Card::from_str(c))
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()
            .map_err(Error::Notation)?;
        Ok(Session {
            state: recorded.state().clone(),
            start: Some(Start {
                seed: replay.seed,
                deck,
            }),
            actions: recorded.actions().to_vec(),
            space: OnceLock::new(),
        })
    }

    /// The fixed action space and observation shape of this table.
    pub(crate) fn space(&self) -> Result<&Arc<Space<G>>> {
        self.space
            .get_or_init(|| Space::of(self.state.options()))
            .as_ref()
            .map_err(|message| Error::ActionSpace(message.clone()))
    }

    fn seat(&self, seat: usize) -> Result<Seat> {
        Seat::try_new(seat, self.state.n_seats()).ok_or_else(|| {
            Error::Seat(format!(
                "there is no seat {seat} at this table; the seats are 0 to {}",
                self.state.n_seats() - 1
            ))
        })
    }

    pub(crate) fn legal(&self) -> Vec<G::Action> {
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        legal
    }

    /// Plays `action`, checked, and records it.
    pub(crate) fn play(&mut self, action: G::Action) -> Result<()> {
        self.state.apply(action).map_err(Error::Illegal)?;
        self.actions.push(action);
        Ok(())
    }

    fn id_of(space: &Space<G>, action: G::Action) -> Result<u32> {
        space.id(action).ok_or_else(|| {
            Error::ActionSpace(format!(
                "the action {action} has no id in this table's action space (a bug: please report it)"
            ))
        })
    }
}

/// What Python can do with a game of any kind.
pub(crate) trait DynSession: Send + Sync {
    fn name(&self) -> &'static str;
    fn n_seats(&self) -> usize;
    fn to_act(&self) -> Option<usize>;
    fn legal_actions(&self) -> Vec<String>;
    fn legal_ids(&self) -> Result<Vec<u32>>;
    /// Sets `mask[id]` to 1 for each legal id (the caller zeroes it).
    fn legal_mask(&self, mask: &mut [u8]) -> Result<()>;
    /// Plays an action in notation; returns it in canonical notation.
    fn apply_text(&mut self, text: &str) -> Result<String>;
    /// Plays the action with this id; returns it in notation.
    fn apply_id(&mut self, id: i64) -> Result<String>;
    fn view_json(&self, observer: Option<usize>) -> Result<String>;
    fn observe(&self, seat: usize, out: &mut [f32]) -> Result<()>;
    fn observation_len(&self) -> Result<usize>;
    /// The observation's fields as (name, start, width), as `seat` sees this state.
    fn observation_fields(&self, seat: usize) -> Result<Vec<(String, usize, usize)>>;
    fn n_actions(&self) -> Result<usize>;
    fn action_name(&self, id: i64) -> Result<String>;
    fn action_id(&self, text: &str) -> Result<u32>;
    fn catalogue(&self) -> Result<Vec<String>>;
    fn outcome_json(&self) -> Option<String>;
    /// Per seat: 1 for a win, 0 for a loss, 0.5 for a draw; `None` while the game goes on.
    fn payoffs(&self) -> Option<Vec<f64>>;
    fn replay(&self) -> Result<Replay>;
    fn options_json(&self) -> String;
    fn full_state_json(&self) -> String;
    fn moves(&self) -> usize;
    fn clone_box(&self) -> Box<dyn DynSession>;
    fn determinize(&self, seat: usize, seed: u64) -> Result<Box<dyn DynSession>>;
    fn as_any(&self) -> &dyn Any;
}

fn to_json<T: Serialize>(value: &T) -> String {
    // The games' own types serialise to JSON infallibly (no non-string map keys, no I/O).
    serde_json::to_string(value).expect("game types serialise to JSON")
}

impl<G: Playable> DynSession for Session<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn n_seats(&self) -> usize {
        self.state.n_seats()
    }

    fn to_act(&self) -> Option<usize> {
        self.state.to_act().map(Seat::index)
    }

    fn legal_actions(&self) -> Vec<String> {
        self.legal().iter().map(ToString::to_string).collect()
    }

    fn legal_ids(&self) -> Result<Vec<u32>> {
        let space = self.space()?;
        self.legal()
            .into_iter()
            .map(|a| Self::id_of(space, a))
            .collect()
    }

    fn legal_mask(&self, mask: &mut [u8]) -> Result<()> {
        let space = self.space()?;
        for action in self.legal() {
            mask[Self::id_of(space, action)? as usize] = 1;
        }
        Ok(())
    }

    fn apply_text(&mut self, text: &str) -> Result<String> {
        let action = G::Action::from_str(text.trim()).map_err(Error::Notation)?;
        self.play(action)?;
        Ok(action.to_string())
    }

    fn apply_id(&mut self, id: i64) -> Result<String> {
        let space = self.space()?;
        let action = usize::try_from(id)
            .ok()
            .and_then(|i| space.action(i))
            .ok_or_else(|| {
                Error::ActionSpace(format!(
                    "action id {id} is not in this game's action space: ids are 0 to {}",
                    space.n_actions() - 1
                ))
            })?;
        self.play(action)?;
        Ok(action.to_string())
    }

    fn view_json(&self, observer: Option<usize>) -> Result<String> {
        let observer = match observer {
            Some(seat) => Observer::Seat(self.seat(seat)?),
            None => Observer::Spectator,
        };
        Ok(to_json(&self.state.view(observer)))
    }

    fn observe(&self, seat: usize, out: &mut [f32]) -> Result<()> {
        let seat = self.seat(seat)?;
        let space = self.space()?;
        G::encode(
            &space.layout,
            G::see(&self.state, Observer::Seat(seat), &mut None),
            &mut Writer::new(out),
        );
        Ok(())
    }

    fn observation_fields(&self, seat: usize) -> Result<Vec<(String, usize, usize)>> {
        let seat = self.seat(seat)?;
        let space = self.space()?;
        let mut scratch = vec![0f32; space.observation_len];
        let mut w = Writer::recording(&mut scratch);
        G::encode(
            &space.layout,
            G::see(&self.state, Observer::Seat(seat), &mut None),
            &mut w,
        );
        Ok(w.into_fields())
    }

    fn observation_len(&self) -> Result<usize> {
        Ok(self.space()?.observation_len)
    }

    fn n_actions(&self) -> Result<usize> {
        Ok(self.space()?.n_actions())
    }

    fn action_name(&self, id: i64) -> Result<String> {
        let space = self.space()?;
        usize::try_from(id)
            .ok()
            .and_then(|i| space.action(i))
            .map(|a| a.to_string())
            .ok_or_else(|| {
                Error::ActionSpace(format!(
                    "action id {id} is not in this game's action space: ids are 0 to {}",
                    space.n_actions() - 1
                ))
            })
    }

    fn action_id(&self, text: &str) -> Result<u32> {
        let action = G::Action::from_str(text.trim()).map_err(Error::Notation)?;
        Self::id_of(self.space()?, action)
    }

    fn catalogue(&self) -> Result<Vec<String>> {
        Ok(self
            .space()?
            .actions
            .iter()
            .map(ToString::to_string)
            .collect())
    }

    fn outcome_json(&self) -> Option<String> {
        self.state.outcome().map(|o| to_json(&o))
    }

    fn payoffs(&self) -> Option<Vec<f64>> {
        self.state.outcome().map(|o| {
            Seat::all(self.state.n_seats())
                .map(|s| o.payoff(s))
                .collect()
        })
    }

    fn replay(&self) -> Result<Replay> {
        let start = self.start.as_ref().ok_or_else(|| {
            Error::Replay(
                "a determinized game has no replay: its hidden cards were sampled, not dealt"
                    .into(),
            )
        })?;
        Ok(Replay {
            format: REPLAY_FORMAT,
            game: G::NAME.to_owned(),
            options: serde_json::to_value(self.state.options()).expect("options serialise"),
            seed: start.seed,
            deck: start
                .deck
                .as_ref()
                .map(|d| d.iter().map(ToString::to_string).collect()),
            actions: self.actions.iter().map(ToString::to_string).collect(),
        })
    }

    fn options_json(&self) -> String {
        to_json(self.state.options())
    }

    fn full_state_json(&self) -> String {
        to_json(&self.state)
    }

    fn moves(&self) -> usize {
        self.actions.len()
    }

    fn clone_box(&self) -> Box<dyn DynSession> {
        Box::new(self.clone())
    }

    fn determinize(&self, seat: usize, seed: u64) -> Result<Box<dyn DynSession>> {
        let seat = self.seat(seat)?;
        let view = self.state.view(Observer::Seat(seat));
        let state = G::determinize(&view, &mut ChaCha8Rng::seed_from_u64(seed))?;
        Ok(Box::new(Session {
            state,
            start: None,
            actions: Vec::new(),
            space: self.space.clone(),
        }))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
