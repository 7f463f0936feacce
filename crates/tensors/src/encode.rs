//! Per game, a fixed action space (every action of the game has one integer id) and an
//! observation of a seat's *view* as a flat `f32` vector.
//!
//! The encoders read the seat's typed view ([`Encoding::Seen`], built by the engine's view
//! code: [`Game::view`] itself, or a typed view without text) and nothing else, so an
//! observation can never show what the seat may not see. The layout of each game's vector
//! is written down field by field in docs/python.md; the code of each game is one module
//! here.

pub mod claim;
pub mod imposter_kings;
pub mod provinces;

use std::{collections::HashMap, sync::Arc};

use rustc_hash::FxHashMap;

use interregnum_core::{Game, Observer};

/// What the tensors of one game need from it: its action catalogue and its observation.
pub trait Encoding: Game {
    /// What the encoder needs to know about the table beyond the view (for example the
    /// card kinds of a Provinces deck). Built once per options and shared.
    type Layout: Send + Sync + 'static;

    /// The layout for a table with these options.
    fn layout(options: &Self::Options) -> Self::Layout;

    /// Every action of the game, in id order: the action with id `i` is `catalogue[i]`.
    /// It depends on the layout only, never on a state.
    ///
    /// # Errors
    /// If the table's catalogue is too large to build (a Provinces deck with huge numbers).
    fn catalogue(layout: &Self::Layout) -> Result<Vec<Self::Action>, String>;

    /// The length of the observation vector.
    fn observation_len(layout: &Self::Layout) -> usize;

    /// The typed view the encoder reads: what the engine's view code shows a seat, in a
    /// form that can be built on every step without allocating (the game's view written
    /// over a reused one, or a typed view without text).
    type Seen: Send + Sync;

    /// `observer`'s typed view of `game`, written into `buffer` (whose allocations, if it
    /// holds a view, are reused).
    fn see<'b>(
        game: &Self,
        observer: Observer,
        buffer: &'b mut Option<Self::Seen>,
    ) -> &'b Self::Seen;

    /// The number of keys [`Encoding::action_key`] gives, or 0 for games without one,
    /// whose ids are found by hashing.
    const ACTION_KEYS: usize = 0;

    /// A number below [`Encoding::ACTION_KEYS`] that tells `action` apart from every other
    /// action, so that its id is found by indexing a table (for games whose actions make
    /// a small key space).
    fn action_key(action: Self::Action) -> usize {
        let _ = action;
        0
    }

    /// The legal actions of the seat whose view `seen` is, when the view lists them (as
    /// Claim's and Provinces' views do for the seat to act), so that a step need not
    /// list them again.
    fn legal_in_view(seen: &Self::Seen) -> Option<&[Self::Action]> {
        let _ = seen;
        None
    }

    /// Writes the observation of `view` through `w` (every one of its
    /// [`Encoding::observation_len`] values), naming each field as it goes.
    fn encode<N: Names>(layout: &Self::Layout, view: &Self::Seen, w: &mut Writer<'_, N>);

    /// A key for caching spaces: tables with equal keys share one [`Space`].
    fn space_key(options: &Self::Options) -> String;
}

/// The fixed action space and observation shape of one table.
pub struct Space<G: Encoding> {
    pub layout: G::Layout,
    pub actions: Vec<G::Action>,
    /// Ids by [`Encoding::action_key`], for games that have one ([`NO_ID`] for a key no
    /// action has): looked up on every step, so indexed rather than hashed.
    by_key: Vec<u32>,
    /// Ids by action, for games without a key (a fast hash).
    ids: FxHashMap<G::Action, u32>,
    pub observation_len: usize,
}

/// Each byte's bits, lowest first, as eight values 1 or 0 ([`Writer::bits`]).
static BYTE_BITS: [[f32; 8]; 256] = {
    let mut table = [[0.0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][bit] = 1.0;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// A key of [`Space`]'s table that no action of the catalogue has.
const NO_ID: u32 = u32::MAX;

impl<G: Encoding> Space<G> {
    fn new(options: &G::Options) -> Result<Space<G>, String> {
        let layout = G::layout(options);
        let actions = G::catalogue(&layout)?;
        let ids = actions
            .iter()
            .enumerate()
            .map(|(i, &a)| (a, i as u32))
            .collect::<FxHashMap<_, _>>();
        assert_eq!(
            ids.len(),
            actions.len(),
            "the catalogue lists an action twice"
        );
        let mut by_key = vec![NO_ID; G::ACTION_KEYS];
        for (i, &action) in actions.iter().enumerate().filter(|_| G::ACTION_KEYS > 0) {
            let slot = &mut by_key[G::action_key(action)];
            assert_eq!(*slot, NO_ID, "two actions of the catalogue share a key");
            *slot = i as u32;
        }
        let observation_len = G::observation_len(&layout);
        Ok(Space {
            layout,
            actions,
            by_key,
            ids: if G::ACTION_KEYS > 0 {
                FxHashMap::default()
            } else {
                ids
            },
            observation_len,
        })
    }

    /// The space for a table, built once per distinct [`Encoding::space_key`].
    ///
    /// # Errors
    /// If the catalogue is too large to build (see [`Encoding::catalogue`]).
    pub fn of(options: &G::Options) -> Result<Arc<Space<G>>, String> {
        use std::{
            any::{Any, TypeId},
            sync::{Mutex, OnceLock},
        };
        type Cache = Mutex<HashMap<(String, TypeId), Arc<dyn Any + Send + Sync>>>;
        static CACHE: OnceLock<Cache> = OnceLock::new();
        let key = (G::space_key(options), TypeId::of::<G>());
        let cache = CACHE.get_or_init(Cache::default);
        let mut cache = cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let entry = cache
            .entry(key)
            .or_insert_with(|| {
                let space: Result<Arc<Space<G>>, String> = Space::new(options).map(Arc::new);
                Arc::new(space) as Arc<dyn Any + Send + Sync>
            })
            .clone();
        drop(cache);
        entry
            .downcast_ref::<Result<Arc<Space<G>>, String>>()
            .cloned()
            .unwrap_or_else(|| unreachable!("the cache is keyed by the game's type"))
    }

    pub fn n_actions(&self) -> usize {
        self.actions.len()
    }

    /// The id of `action`, or `None` if the catalogue lacks it (a bug in the catalogue).
    pub fn id(&self, action: G::Action) -> Option<u32> {
        if G::ACTION_KEYS > 0 {
            self.by_key
                .get(G::action_key(action))
                .copied()
                .filter(|&id| id != NO_ID)
        } else {
            self.ids.get(&action).copied()
        }
    }

    pub fn action(&self, id: usize) -> Option<G::Action> {
        self.actions.get(id).copied()
    }
}

/// Where the names of an observation's fields go as a [`Writer`] writes them: nowhere on
/// a step ([`Unnamed`], so naming compiles away), into a list for
/// `Game.observation_fields()` and the docs ([`Named`]).
pub trait Names {
    /// Whether names are kept: when not, no name is built.
    const KEPT: bool;
    /// Field `name` starts at `at`.
    fn push(&mut self, name: &str, at: usize);
    /// Prefixes the names of the fields that follow.
    fn set_scope(&mut self, scope: String);
}

/// Names are not kept.
pub struct Unnamed;

impl Names for Unnamed {
    const KEPT: bool = false;

    #[inline]
    fn push(&mut self, _name: &str, _at: usize) {}

    #[inline]
    fn set_scope(&mut self, _scope: String) {}
}

/// Field names and starts, as written.
#[derive(Default)]
pub struct Named {
    fields: Vec<(String, usize)>,
    /// A prefix for the names of the fields that follow (`seat1.`, `court3.`).
    scope: String,
}

impl Names for Named {
    const KEPT: bool = true;

    fn push(&mut self, name: &str, at: usize) {
        self.fields.push((format!("{}{name}", self.scope), at));
    }

    fn set_scope(&mut self, scope: String) {
        self.scope = scope;
    }
}

/// A cursor that writes an observation field by field, every value of it (so the buffer
/// need not be cleared first, and a row keeps nothing of the observation it held), and
/// can record where each field starts.
pub struct Writer<'a, N: Names = Unnamed> {
    out: &'a mut [f32],
    at: usize,
    names: N,
}

impl<'a> Writer<'a, Unnamed> {
    /// A writer over `out`, which the observation fills from its start.
    pub fn new(out: &'a mut [f32]) -> Writer<'a, Unnamed> {
        Writer {
            out,
            at: 0,
            names: Unnamed,
        }
    }
}

impl<'a> Writer<'a, Named> {
    /// A writer that records the fields' names and starts.
    pub fn recording(out: &'a mut [f32]) -> Writer<'a, Named> {
        Writer {
            out,
            at: 0,
            names: Named::default(),
        }
    }

    /// The recorded fields as (name, start, width).
    #[must_use]
    pub fn into_fields(self) -> Vec<(String, usize, usize)> {
        let end = self.at;
        let fields = self.names.fields;
        let mut out = Vec::with_capacity(fields.len());
        for (i, (name, start)) in fields.iter().enumerate() {
            let next = fields.get(i + 1).map_or(end, |f| f.1);
            out.push((name.clone(), *start, next - start));
        }
        out
    }
}

impl<N: Names> Writer<'_, N> {
    /// Names the field written next.
    #[inline]
    pub fn field(&mut self, name: &str) {
        if N::KEPT {
            self.names.push(name, self.at);
        }
    }

    /// Names the field written next, with a name built only when names are kept.
    #[inline]
    pub fn field_with(&mut self, name: impl FnOnce() -> String) {
        if N::KEPT {
            self.names.push(&name(), self.at);
        }
    }

    /// Prefixes the names of the fields that follow (empty to stop).
    #[inline]
    pub fn scope(&mut self, scope: impl FnOnce() -> String) {
        if N::KEPT {
            self.names.set_scope(scope());
        }
    }

    /// One value.
    #[inline]
    pub fn put(&mut self, value: f32) {
        self.out[self.at] = value;
        self.at += 1;
    }

    /// A flag: 1 or 0.
    #[inline]
    pub fn flag(&mut self, on: bool) {
        self.put(if on { 1.0 } else { 0.0 });
    }

    /// A one-hot block of `width`; `None` (or an index out of range) leaves it all zero.
    #[inline]
    pub fn one_hot(&mut self, index: Option<usize>, width: usize) {
        let block = &mut self.out[self.at..self.at + width];
        block.fill(0.0);
        if let Some(i) = index.filter(|&i| i < width) {
            block[i] = 1.0;
        }
        self.at += width;
    }

    /// A block of `width` values, zero until the caller's `fill` sets them.
    #[inline]
    pub fn block(&mut self, width: usize, fill: impl FnOnce(&mut [f32])) {
        let block = &mut self.out[self.at..self.at + width];
        block.fill(0.0);
        fill(block);
        self.at += width;
    }

    /// A block of `width` (at most 64) values: bit `i` of `mask` as 1 or 0, written eight at
    /// a time from a table rather than bit by bit.
    #[inline]
    pub fn bits(&mut self, width: usize, mask: u64) {
        debug_assert!(width <= 64);
        let block = &mut self.out[self.at..self.at + width];
        for (i, eight) in block.chunks_mut(8).enumerate() {
            let byte = usize::from((mask >> (8 * i)) as u8);
            eight.copy_from_slice(&BYTE_BITS[byte][..eight.len()]);
        }
        self.at += width;
    }

    /// Overwrites value `i` of the block of `width` just written.
    #[inline]
    pub fn amend(&mut self, width: usize, i: usize, value: f32) {
        debug_assert!(i < width && width <= self.at);
        self.out[self.at - width + i] = value;
    }

    /// `width` zero values (an absent seat, a padded slot).
    #[inline]
    pub fn skip(&mut self, width: usize) {
        self.out[self.at..self.at + width].fill(0.0);
        self.at += width;
    }

    /// How many values have been written.
    #[must_use]
    pub fn written(&self) -> usize {
        self.at
    }
}

/// `observer`'s view of `game` written over the one in `buffer` ([`Game::view_into`]), for
/// games whose encoder reads their view as it is.
pub fn reuse_view<'b, G: Game>(
    game: &G,
    observer: Observer,
    buffer: &'b mut Option<G::View>,
) -> &'b G::View {
    match buffer {
        Some(view) => game.view_into(observer, view),
        None => *buffer = Some(game.view(observer)),
    }
    buffer
        .as_ref()
        .unwrap_or_else(|| unreachable!("the buffer was filled above"))
}

/// The seat `seat` as seen from `me` at a table of `n`: 0 is `me`, 1 the next in seat order.
/// (Both are below `n`, so no division is needed.)
#[inline]
pub fn relative(seat: usize, me: usize, n: usize) -> usize {
    debug_assert!(seat < n && me < n);
    if seat >= me { seat - me } else { seat + n - me }
}
