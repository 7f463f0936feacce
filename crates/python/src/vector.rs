//! N games of one table stepped together: N actions in, N observations and masks out,
//! finished games dealt anew. One call per step, and the interpreter lock is released
//! while the engines work.

use std::sync::Arc;

use interregnum_bots::derive_seed;
use interregnum_core::{Game, IllegalAction, Observer, Seat, Start};

use crate::{
    encode::{Space, Writer},
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
    games: Vec<Slot<G>>,
    seed: u64,
    n_seats: usize,
    /// Threads a step runs on (games are split into that many blocks).
    threads: usize,
}

/// One game of the vector and how many it has dealt: deal `e` of game `i` is seeded
/// `derive_seed(derive_seed(seed, i), e)`, whatever the thread count.
struct Slot<G: Game> {
    game: G,
    deals: u64,
}

impl<G: Playable> Vector<G> {
    pub(crate) fn new(
        options: G::Options,
        n: usize,
        seed: u64,
        threads: usize,
    ) -> Result<Vector<G>> {
        let space = Space::of(&options).map_err(Error::ActionSpace)?;
        let n_seats = G::new(&options, &Start::seeded(0))?.n_seats();
        let games = (0..n)
            .map(|i| {
                Ok(Slot {
                    game: deal::<G>(&options, seed, i, 0)?,
                    deals: 1,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Vector {
            options,
            space,
            games,
            seed,
            n_seats,
            threads: threads.max(1),
        })
    }

    /// Runs `work` on every game with its rows of the output, on the vector's threads.
    fn each(&mut self, out: Out<'_>, work: &GameJob<'_, G>) -> Result<()> {
        let (d, a, s) = (
            self.space.observation_len,
            self.space.n_actions(),
            self.n_seats,
        );
        let n = self.games.len();
        let rows = out
            .observations
            .chunks_mut(d.max(1))
            .zip(out.masks.chunks_mut(a.max(1)))
            .zip(out.to_act.iter_mut())
            .zip(out.rewards.chunks_mut(s))
            .zip(out.dones.iter_mut())
            .map(|((((observation, mask), to_act), rewards), done)| Row {
                observation,
                mask,
                to_act,
                rewards,
                done,
            });
        let mut jobs: Vec<(usize, &mut Slot<G>, Row<'_>)> = self
            .games
            .iter_mut()
            .zip(rows)
            .enumerate()
            .map(|(i, (slot, row))| (i, slot, row))
            .collect();
        let threads = self.threads.min(n.max(1));
        if threads <= 1 {
            return jobs
                .into_iter()
                .try_for_each(|(i, slot, row)| work(i, slot, row));
        }
        let chunk = n.div_ceil(threads);
        std::thread::scope(|scope| {
            let handles: Vec<_> = jobs
                .chunks_mut(chunk)
                .map(|block| {
                    scope.spawn(move || {
                        block
                            .iter_mut()
                            .try_for_each(|(i, slot, row)| work(*i, slot, row.reborrow()))
                    })
                })
                .collect();
            handles
                .into_iter()
                .try_for_each(|h| h.join().expect("a vector thread panicked"))
        })
    }
}

/// What a step does to game `i` and its rows of the output.
type GameJob<'a, G> = dyn Fn(usize, &mut Slot<G>, Row<'_>) -> Result<()> + Sync + 'a;

/// One game's rows of the output.
struct Row<'a> {
    observation: &'a mut [f32],
    mask: &'a mut [i8],
    to_act: &'a mut i64,
    rewards: &'a mut [f32],
    done: &'a mut bool,
}

impl Row<'_> {
    fn reborrow(&mut self) -> Row<'_> {
        Row {
            observation: self.observation,
            mask: self.mask,
            to_act: self.to_act,
            rewards: self.rewards,
            done: self.done,
        }
    }
}

fn deal<G: Playable>(options: &G::Options, seed: u64, game: usize, deal: u64) -> Result<G> {
    let seed = derive_seed(derive_seed(seed, game as u64), deal);
    Ok(G::new(options, &Start::seeded(seed))?)
}

/// Writes the observation and mask of the seat to act into fresh (zeroed) rows.
fn write<G: Playable>(space: &Space<G>, game: &G, row: &mut Row<'_>) -> Result<()> {
    let seat = game
        .to_act()
        .ok_or_else(|| Error::Setup("a freshly dealt game is already over".into()))?;
    *row.to_act = seat.index() as i64;
    G::encode(
        &space.layout,
        &game.view(Observer::Seat(seat)),
        &mut Writer::new(row.observation),
    );
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    for &action in &legal {
        let id = space.id(action).ok_or_else(|| {
            Error::ActionSpace(format!(
                "the action {action} has no id (a bug: please report it)"
            ))
        })?;
        row.mask[id as usize] = 1;
    }
    Ok(())
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

    fn reset(&mut self, seed: u64, out: Out<'_>) -> Result<()> {
        self.seed = seed;
        let (options, space) = (self.options.clone(), self.space.clone());
        self.each(out, &|i, slot, mut row| {
            slot.game = deal::<G>(&options, seed, i, 0)?;
            slot.deals = 1;
            write(&space, &slot.game, &mut row)
        })
    }

    fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<()> {
        if actions.len() != self.games.len() {
            return Err(Error::ActionSpace(format!(
                "{} actions for {} games: give one action id per game",
                actions.len(),
                self.games.len()
            )));
        }
        // Check every action before playing any, so that a bad one changes nothing.
        let mut chosen = Vec::with_capacity(actions.len());
        for (i, (&id, slot)) in actions.iter().zip(&self.games).enumerate() {
            let action = usize::try_from(id)
                .ok()
                .and_then(|id| self.space.action(id))
                .ok_or_else(|| {
                    Error::ActionSpace(format!(
                        "game {i}: action id {id} is not in the action space: ids are 0 to {}",
                        self.space.n_actions() - 1
                    ))
                })?;
            if let Some(reason) = slot.game.why_illegal(action) {
                let IllegalAction { allowed, .. } =
                    slot.game.illegal(action.to_string(), String::new());
                return Err(Error::Illegal(IllegalAction {
                    action: action.to_string(),
                    reason: format!("game {i}: {reason}"),
                    allowed,
                }));
            }
            chosen.push(action);
        }
        let (options, space, seed) = (self.options.clone(), self.space.clone(), self.seed);
        let chosen = &chosen;
        self.each(out, &|i, slot, mut row| {
            slot.game.apply_unchecked(chosen[i]);
            if let Some(outcome) = slot.game.outcome() {
                for (seat, r) in row.rewards.iter_mut().enumerate() {
                    *r = outcome.payoff(Seat::new(seat)) as f32;
                }
                *row.done = true;
                slot.game = deal::<G>(&options, seed, i, slot.deals)?;
                slot.deals += 1;
            }
            write(&space, &slot.game, &mut row)
        })
    }
}
