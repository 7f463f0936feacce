//! Starting a match from a chosen position, for tests, puzzles and analysis.

use interregnum_core::SetupError;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{
    Card, Dir, IkOptions, ImposterKings,
    card::{Deck, lowest},
    state::{NONE, bit},
};

/// A position at the start of some player's turn in the first round of a match.
///
/// Every card of the deck that the position does not place goes to the face-down
/// removed-from-round pile, known to nobody. The round's first player is `active`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Position {
    /// One hand per seat.
    pub hands: Vec<Vec<Card>>,
    /// One entry per seat; `None` for no Successor. Empty means no Successors.
    pub successors: Vec<Option<Card>>,
    /// The Court, bottom to top, with `true` for a Disgraced card.
    pub court: Vec<(Card, bool)>,
    /// 1-based Court positions of Soldiers that scored a hit.
    pub soldier_bonus: Vec<u8>,
    /// One entry per seat; empty means all face up.
    pub kings_face_up: Vec<bool>,
    /// One entry per seat; empty means none.
    pub antechambers: Vec<Vec<Card>>,
    /// The Accused; `None` takes any card the position leaves over.
    pub accused: Option<Card>,
    /// The muted base value (Mystic), 0 for none.
    pub muted: u8,
    /// The seat whose turn it is.
    pub active: u8,
    /// 3 players: a seat already eliminated (its out pile is empty).
    pub eliminated: Option<u8>,
    /// Match points so far, one per seat (4p: the team total on both partners). Empty for 0.
    pub scores: Vec<u16>,
    pub true_king: u8,
    pub direction: Option<Dir>,
    /// Start at the round's setup instead: only `scores` and `true_king` are used, and the
    /// round is dealt from the seed.
    pub at_setup: bool,
}

impl ImposterKings {
    /// A match that starts from `position`.
    ///
    /// # Errors
    /// If the options are invalid, the position does not fit the player count, or it
    /// places more copies of a card than the deck has.
    pub fn from_position(
        options: &IkOptions,
        position: &Position,
        seed: u64,
    ) -> Result<ImposterKings, SetupError> {
        use interregnum_core::{Game, Start};
        // Validates the options.
        let base = ImposterKings::new(options, &Start::seeded(seed))?;
        let n = options.players as usize;
        let err = |why: &str| Err(SetupError(format!("bad position: {why}")));
        let per_seat = |len: usize| len == 0 || len == n;
        if position.hands.len() != n
            || !per_seat(position.successors.len())
            || !per_seat(position.kings_face_up.len())
            || !per_seat(position.antechambers.len())
            || !per_seat(position.scores.len())
        {
            return err("every per-seat list needs one entry per seat");
        }
        if usize::from(position.active) >= n || usize::from(position.true_king) >= n {
            return err("active and true_king must be seats of the game");
        }
        if position.muted > 8 {
            return err("muted must be 0-8");
        }
        let mut g = ImposterKings::blank(*options, ChaCha8Rng::seed_from_u64(seed));
        g.p.kings_up = g.p.all_seats();
        g.p.tk = position.true_king;
        g.log = base.log;
        g.log_n = base.log_n;
        if position.at_setup {
            for (s, &pts) in position.scores.iter().enumerate() {
                g.p.scores[s] = pts;
            }
            g.log = [crate::log::Ev::None; crate::log::LOG_LEN];
            g.log_n = 0;
            g.deal_pub();
            return Ok(g);
        }
        let d = g.p.deck();
        let used = std::cell::Cell::new(0u32);
        let take = |c: Card| take_card(d, &used, c, n);
        for (s, hand) in position.hands.iter().enumerate() {
            for &c in hand {
                g.h.hand[s] |= 1 << take(c)?;
            }
        }
        for (s, succ) in position.successors.iter().enumerate() {
            if let Some(c) = succ {
                g.h.succ[s] = take(*c)?;
            }
        }
        for (s, ante) in position.antechambers.iter().enumerate() {
            for &c in ante {
                g.p.ante[s] |= 1 << take(c)?;
            }
        }
        for &(c, disgraced) in &position.court {
            let i = take(c)?;
            g.p.push_court(i);
            if disgraced {
                g.p.disgraced |= 1 << i;
            }
        }
        for &pos in &position.soldier_bonus {
            let i = usize::from(pos);
            if i == 0 || i > position.court.len() || position.court[i - 1].0 != Card::Soldier {
                return err("soldier_bonus must name Court positions of Soldiers");
            }
            g.p.hit |= 1 << g.p.court[i - 1];
        }
        for (s, &up) in position.kings_face_up.iter().enumerate() {
            if !up {
                g.p.kings_up &= !bit(s as u8);
            }
        }
        for (s, &pts) in position.scores.iter().enumerate() {
            g.p.scores[s] = pts;
        }
        g.p.accused = match position.accused {
            Some(c) => take(c)?,
            None => {
                let free = d.full() & !used.get();
                if free == 0 {
                    return err("no card is left for the Accused");
                }
                take(d.kind[free.trailing_zeros() as usize])?
            }
        };
        g.h.removed_hid = d.full() & !used.get();
        g.p.muted = position.muted;
        if let Some(e) = position.eliminated {
            if n != 3 || usize::from(e) >= n || e == position.active {
                return err(
                    "only a 3-player position can have an eliminated seat, not the active one",
                );
            }
            if g.h.hand[e as usize] != 0 || g.h.succ[e as usize] != NONE {
                return err("an eliminated seat holds no cards");
            }
            g.p.elim = bit(e);
            g.p.losers[0] = e;
        }
        g.p.dir = u8::from(position.direction == Some(Dir::Ccw));
        g.p.first = position.active;
        g.begin_turn_pub(position.active);
        Ok(g)
    }
}

fn take_card(d: &Deck, used: &std::cell::Cell<u32>, c: Card, n: usize) -> Result<u8, SetupError> {
    let one = lowest(d.mask[c as usize] & !used.get());
    if one == 0 {
        return Err(SetupError(format!(
            "bad position: too many copies of {c} for {n} players"
        )));
    }
    used.set(used.get() | one);
    Ok(one.trailing_zeros() as u8)
}
