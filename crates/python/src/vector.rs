//! N games of one table stepped together: N actions in, N observations and masks out,
//! finished games dealt anew. One call per step, and the interpreter lock is released
//! while the engines work.

use std::sync::Arc;

use interregnum_bots::derive_seed;
use interregnum_core::{IllegalAction, Observer, Seat, Start};

use crate::{
    encode::Space,
    error::{Error, Result},
    session::Playable,
};

/// Where a step writes: one row per game.
pub(crate) struct Out<'a> {
    /// `n × observation_len`: the view of the seat to act in each game.
    pub(crate) observations: &'a mut [f32],
    /// `n × n_actions`: 1 for each legal action id of that seat.
    pub(crate) masks: &'a mut [i8],
    /// `n`: the seat to act.
    pub(crate) to_act: &'a mut [i64],
    /// `n × n_seats`: each seat's payoff in a game that just ended, else 0.
    pub(crate) rewards: &'a mut [f32],
    /// `n`: whether the game ended this step (it has been dealt anew).
    pub(crate) dones: &'a mut [bool],
}

/// A vectorised table of any game.
pub(crate) trait DynVector: Send + Sync {
    fn len(&self) -> usize;
    fn n_seats(&self) -> usize;
    fn observation_len(&self) -> usize;
    fn n_actions(&self) -> usize;
    /// Deals every game anew from the seed and writes the first observations.
    fn reset(&mut self, seed: u64, out: Out<'_>) -> Result<()>;
    /// Plays `actions[i]` (an id) in game `i`. If any action is not legal, no game moves.
    fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<()>;
}

pub(crate) struct Vector<G: Playable> {
    options: G::Options,
    space: Arc<Space<G>>,
    games: Vec<G>,
    seed: u64,
    /// Games dealt so far (each deal takes the next seed derived from `seed`).
    dealt: u64,
    legal: Vec<G::Action>,
    n_seats: usize,
}

impl<G: Playable> Vector<G> {
    pub(crate) fn new(options: G::Options, n: usize, seed: u64) -> Result<Vector<G>> {
        let space = Space::of(&options).map_err(Error::ActionSpace)?;
        let n_seats = G::new(&options, &Start::seeded(0))?.n_seats();
        let mut vector = Vector {
            options,
            space,
            games: Vec::with_capacity(n),
            seed,
            dealt: 0,
            legal: Vec::new(),
            n_seats,
        };
        for _ in 0..n {
            let game = vector.deal()?;
            vector.games.push(game);
        }
        Ok(vector)
    }

    fn deal(&mut self) -> Result<G> {
        let game = G::new(
            &self.options,
            &Start::seeded(derive_seed(self.seed, self.dealt)),
        )?;
        self.dealt += 1;
        Ok(game)
    }

    fn write(&mut self, i: usize, out: &mut Out<'_>) -> Result<()> {
        let d = self.space.observation_len;
        let a = self.space.n_actions();
        let game = &self.games[i];
        let seat = game
            .to_act()
            .ok_or_else(|| Error::Setup("a freshly dealt game is already over".into()))?;
        out.to_act[i] = seat.index() as i64;
        let obs = &mut out.observations[i * d..(i + 1) * d];
        obs.fill(0.0);
        G::encode(&self.space.layout, &game.view(Observer::Seat(seat)), obs);
        let mask = &mut out.masks[i * a..(i + 1) * a];
        mask.fill(0);
        game.legal_actions(&mut self.legal);
        for &action in &self.legal {
            let id = self.space.id(action).ok_or_else(|| {
                Error::ActionSpace(format!(
                    "the action {action} has no id (a bug: please report it)"
                ))
            })?;
            mask[id as usize] = 1;
        }
        Ok(())
    }
}

impl<G: Playable> DynVector for Vector<G> {
    fn len(&self) -> usize {
        self.games.len()
    }

    fn n_seats(&self) -> usize {
        self.n_seats
    }

    fn observation_len(&self) -> usize {
        self.space.observation_len
    }

    fn n_actions(&self) -> usize {
        self.space.n_actions()
    }

    fn reset(&mut self, seed: u64, mut out: Out<'_>) -> Result<()> {
        self.seed = seed;
        self.dealt = 0;
        for i in 0..self.games.len() {
            self.games[i] = self.deal()?;
            self.write(i, &mut out)?;
        }
        out.rewards.fill(0.0);
        out.dones.fill(false);
        Ok(())
    }

    fn step(&mut self, actions: &[i64], mut out: Out<'_>) -> Result<()> {
        if actions.len() != self.games.len() {
            return Err(Error::ActionSpace(format!(
                "{} actions for {} games: give one action id per game",
                actions.len(),
                self.games.len()
            )));
        }
        // Check every action before playing any, so that a bad one changes nothing.
        let mut chosen = Vec::with_capacity(actions.len());
        for (i, (&id, game)) in actions.iter().zip(&self.games).enumerate() {
            let action = usize::try_from(id)
                .ok()
                .and_then(|id| self.space.action(id))
                .ok_or_else(|| {
                    Error::ActionSpace(format!(
                        "game {i}: action id {id} is not in the action space: ids are 0 to {}",
                        self.space.n_actions() - 1
                    ))
                })?;
            if let Some(reason) = game.why_illegal(action) {
                let IllegalAction { allowed, .. } = game.illegal(action.to_string(), String::new());
                return Err(Error::Illegal(IllegalAction {
                    action: action.to_string(),
                    reason: format!("game {i}: {reason}"),
                    allowed,
                }));
            }
            chosen.push(action);
        }
        let n_seats = self.n_seats;
        for (i, action) in chosen.into_iter().enumerate() {
            self.games[i].apply_unchecked(action);
            let rewards = &mut out.rewards[i * n_seats..(i + 1) * n_seats];
            match self.games[i].outcome() {
                Some(outcome) => {
                    for (seat, r) in rewards.iter_mut().enumerate() {
                        *r = outcome.payoff(Seat::new(seat)) as f32;
                    }
                    out.dones[i] = true;
                    self.games[i] = self.deal()?;
                }
                None => {
                    rewards.fill(0.0);
                    out.dones[i] = false;
                }
            }
            self.write(i, &mut out)?;
        }
        Ok(())
    }
}
