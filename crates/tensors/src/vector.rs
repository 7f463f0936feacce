//! N games of one table stepped together: N actions in, N observations and masks out,
//! finished games dealt anew, in one call per step.
//!
//! The outputs are written in place into buffers that live as long as the vector (the
//! Python package's numpy arrays, or [`Buffers`]), and a step allocates nothing once every
//! game has been dealt: each game keeps its seat's typed view, its legal actions and the
//! ids it set in its mask row, so the next step clears just those ids instead of the whole
//! row (a Provinces row is 5,866 ids wide), and checks an action against them instead of
//! asking the engine.

use std::sync::Arc;

use interregnum_bots::derive_seed;
use interregnum_core::{IllegalAction, Observer, Seat, SetupError, Start};

use crate::{
    encode::{Encoding, Space, Writer},
    error::TensorError,
};

type Result<T, E = TensorError> = std::result::Result<T, E>;

/// Where a step writes: one row per game.
/// The buffers keep their contents between steps: the mask rows must be as the previous
/// step (or the vector's creation, all zero) left them.
pub struct Out<'a> {
    /// `n × observation_len`: the view of the seat to act in each game.
    pub observations: &'a mut [f32],
    /// `n × n_actions`: 1 for each legal action id of that seat.
    pub masks: &'a mut [i8],
    /// `n`: the seat to act.
    pub to_act: &'a mut [i64],
    /// `n × n_seats`: each seat's payoff in a game that just ended, else 0.
    pub rewards: &'a mut [f32],
    /// `n`: whether the game ended this step (it has been dealt anew).
    pub dones: &'a mut [bool],
}

/// A vectorised table of any game, for callers that pick the game at run time.
pub trait DynVector: Send + Sync {
    /// The number of games.
    fn len(&self) -> usize;
    /// Whether the vector has no games.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Seats at the table.
    fn n_seats(&self) -> usize;
    /// The length of one observation.
    fn observation_len(&self) -> usize;
    /// The size of the action space.
    fn n_actions(&self) -> usize;
    /// Deals every game anew from the seed and writes the first observations (into buffers
    /// of the shapes [`Buffers::for_vector`] gives; others are refused).
    fn reset(&mut self, seed: u64, out: Out<'_>) -> Result<()>;
    /// Plays `actions[i]` (an id) in game `i`. If any action is not legal, no game moves;
    /// nor before the first reset, or with buffers of other shapes than
    /// [`Buffers::for_vector`] gives.
    fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<()>;
}

/// `n` games of one table of `G`, stepped together.
pub struct Vector<G: Encoding> {
    /// Shared, so a step borrows it while it moves the games.
    options: Arc<G::Options>,
    space: Arc<Space<G>>,
    games: Vec<Slot<G>>,
    seed: u64,
    n_seats: usize,
    /// Threads a step runs on (games are split into that many blocks).
    threads: usize,
    /// The actions of the step being played, one per game (kept to reuse its buffer).
    chosen: Vec<G::Action>,
    /// Whether a reset has written every game's rows: until then no mask says what is
    /// legal, so a step is refused.
    reset_done: bool,
}

/// One game of the vector and how many it has dealt: deal `e` of game `i` is seeded
/// `derive_seed(derive_seed(seed, i), e)`, whatever the thread count. With buffers the
/// game's steps reuse.
struct Slot<G: Encoding> {
    game: G,
    deals: u64,
    /// The typed view of the seat to act, last written.
    seen: Option<G::Seen>,
    /// The legal actions, for games whose view does not list them.
    legal: Vec<G::Action>,
    /// The ids set to 1 in this game's mask row.
    mask_ids: Vec<u32>,
}

impl<G: Encoding> Slot<G> {
    fn new(game: G) -> Slot<G> {
        Slot {
            game,
            deals: 1,
            seen: None,
            legal: Vec::new(),
            mask_ids: Vec::new(),
        }
    }
}

impl<G: Encoding> Vector<G> {
    /// `n` games of the table `options`; game `i`'s `e`-th deal is seeded from (`seed`,
    /// `i`, `e`), so a run is the same whatever `threads` (the threads a step runs on) is.
    ///
    /// # Errors
    /// If no game can be dealt from the options, or the table's action space cannot be
    /// built.
    pub fn new(options: G::Options, n: usize, seed: u64, threads: usize) -> Result<Vector<G>> {
        let space = Space::of(&options).map_err(TensorError::ActionSpace)?;
        let n_seats = G::new(&options, &Start::seeded(0))?.n_seats();
        let games = (0..n)
            .map(|i| Ok(Slot::new(deal::<G>(&options, seed, i, 0)?)))
            .collect::<Result<Vec<_>>>()?;
        Ok(Vector {
            options: Arc::new(options),
            space,
            games,
            seed,
            n_seats,
            threads: threads.max(1),
            chosen: Vec::with_capacity(n),
            reset_done: false,
        })
    }

    /// Refuses output buffers that are not the shapes [`Buffers::for_vector`] gives, before
    /// any game moves: a short buffer would leave games without a row.
    fn check_shapes(&self, out: &Out<'_>) -> Result<()> {
        let n = self.games.len();
        let shapes = [
            (
                "observations",
                out.observations.len(),
                n * self.space.observation_len,
            ),
            ("masks", out.masks.len(), n * self.space.n_actions()),
            ("to_act", out.to_act.len(), n),
            ("rewards", out.rewards.len(), n * self.n_seats),
            ("dones", out.dones.len(), n),
        ];
        match shapes.iter().find(|(_, len, wanted)| len != wanted) {
            None => Ok(()),
            Some((name, len, wanted)) => Err(TensorError::ActionSpace(format!(
                "the {name} buffer holds {len} values; {n} games of this table need {wanted} \
                 (observations {n} × {}, masks {n} × {}, to_act {n}, rewards {n} × {}, dones {n})",
                self.space.observation_len,
                self.space.n_actions(),
                self.n_seats
            ))),
        }
    }

    /// The ids of game `i`'s legal actions, in the engine's order, as the last step
    /// (or reset) wrote them into its mask row.
    ///
    /// # Panics
    /// If there is no game `i`.
    #[must_use]
    pub fn legal_ids(&self, i: usize) -> &[u32] {
        &self.games[i].mask_ids
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
        let games = self.games.iter_mut().zip(rows).enumerate();
        let threads = self.threads.min(n.max(1));
        if threads <= 1 {
            return games
                .into_iter()
                .try_for_each(|(i, (slot, row))| work(i, slot, row));
        }
        let mut jobs: Vec<(usize, &mut Slot<G>, Row<'_>)> =
            games.map(|(i, (slot, row))| (i, slot, row)).collect();
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

fn deal<G: Encoding>(options: &G::Options, seed: u64, game: usize, deal: u64) -> Result<G> {
    let seed = derive_seed(derive_seed(seed, game as u64), deal);
    Ok(G::new(options, &Start::seeded(seed))?)
}

/// Writes the observation and mask of the seat to act, and clears the rewards and done
/// flag, over what the game's previous step left in its rows.
fn write<G: Encoding>(space: &Space<G>, slot: &mut Slot<G>, row: &mut Row<'_>) -> Result<()> {
    let Slot {
        game,
        seen,
        legal,
        mask_ids,
        ..
    } = slot;
    let seat = game.to_act().ok_or_else(|| {
        TensorError::Setup(SetupError("a freshly dealt game is already over".into()))
    })?;
    *row.to_act = seat.index() as i64;
    let seen = G::see(game, Observer::Seat(seat), seen);
    G::encode(&space.layout, seen, &mut Writer::new(row.observation));
    for &id in mask_ids.iter() {
        row.mask[id as usize] = 0;
    }
    mask_ids.clear();
    // The view of the seat to act may list its legal actions already.
    let legal = match G::legal_in_view(seen) {
        Some(listed) => listed,
        None => {
            game.legal_actions(legal);
            legal
        }
    };
    for &action in legal.iter() {
        let id = space.id(action).ok_or_else(|| {
            TensorError::ActionSpace(format!(
                "the action {action} has no id (a bug: please report it)"
            ))
        })?;
        row.mask[id as usize] = 1;
        mask_ids.push(id);
    }
    Ok(())
}

/// A game that ends this step: its payoffs, and the flag.
fn finish(outcome_payoff: impl Fn(Seat) -> f64, row: &mut Row<'_>) {
    for (seat, r) in row.rewards.iter_mut().enumerate() {
        *r = outcome_payoff(Seat::new(seat)) as f32;
    }
    *row.done = true;
}

impl<G: Encoding> DynVector for Vector<G> {
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
        self.check_shapes(&out)?;
        self.seed = seed;
        let (options, space) = (self.options.clone(), self.space.clone());
        self.each(out, &|i, slot, mut row| {
            slot.game = deal::<G>(&options, seed, i, 0)?;
            slot.deals = 1;
            row.rewards.fill(0.0);
            *row.done = false;
            write(&space, slot, &mut row)
        })?;
        self.reset_done = true;
        Ok(())
    }

    fn step(&mut self, actions: &[i64], out: Out<'_>) -> Result<()> {
        if actions.len() != self.games.len() {
            return Err(TensorError::ActionSpace(format!(
                "{} actions for {} games: give one action id per game",
                actions.len(),
                self.games.len()
            )));
        }
        if !self.reset_done {
            return Err(TensorError::ActionSpace(
                "no game has been shown yet: call reset before the first step".into(),
            ));
        }
        self.check_shapes(&out)?;
        // Check every action before playing any, so that a bad one changes nothing.
        self.chosen.clear();
        for (i, (&id, slot)) in actions.iter().zip(&self.games).enumerate() {
            let action = usize::try_from(id)
                .ok()
                .and_then(|id| self.space.action(id))
                .ok_or_else(|| {
                    TensorError::ActionSpace(format!(
                        "game {i}: action id {id} is not in the action space: ids are 0 to {}",
                        self.space.n_actions() - 1
                    ))
                })?;
            // The ids this game's last step wrote into its mask row are its legal actions.
            if u32::try_from(id).map_or(true, |id| !slot.mask_ids.contains(&id)) {
                let reason = slot.game.why_illegal(action).unwrap_or_default();
                let IllegalAction { allowed, .. } =
                    slot.game.illegal(action.to_string(), String::new());
                return Err(TensorError::Illegal(IllegalAction {
                    action: action.to_string(),
                    reason: format!("game {i}: {reason}"),
                    allowed,
                }));
            }
            self.chosen.push(action);
        }
        let chosen = std::mem::take(&mut self.chosen);
        let (space, seed) = (self.space.clone(), self.seed);
        let options = self.options.clone();
        let played = self.each(out, &|i, slot, mut row| {
            slot.game.apply_unchecked(chosen[i]);
            row.rewards.fill(0.0);
            *row.done = false;
            if let Some(outcome) = slot.game.outcome() {
                finish(|seat| outcome.payoff(seat), &mut row);
                slot.game = deal::<G>(&options, seed, i, slot.deals)?;
                slot.deals += 1;
            }
            write(&space, slot, &mut row)
        });
        self.chosen = chosen;
        played
    }
}

/// Output buffers of a vector's own, for callers without arrays of their own (the Python
/// package writes into numpy arrays instead).
pub struct Buffers {
    pub observations: Vec<f32>,
    pub masks: Vec<i8>,
    pub to_act: Vec<i64>,
    pub rewards: Vec<f32>,
    pub dones: Vec<bool>,
}

impl Buffers {
    /// Zeroed buffers of the shapes `vector` writes.
    #[must_use]
    pub fn for_vector(vector: &dyn DynVector) -> Buffers {
        let n = vector.len();
        Buffers {
            observations: vec![0.0; n * vector.observation_len()],
            masks: vec![0; n * vector.n_actions()],
            to_act: vec![0; n],
            rewards: vec![0.0; n * vector.n_seats()],
            dones: vec![false; n],
        }
    }

    /// The buffers as a step's output.
    pub fn out(&mut self) -> Out<'_> {
        Out {
            observations: &mut self.observations,
            masks: &mut self.masks,
            to_act: &mut self.to_act,
            rewards: &mut self.rewards,
            dones: &mut self.dones,
        }
    }
}
