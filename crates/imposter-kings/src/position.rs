//! Starting a match from a chosen position, for tests, puzzles and analysis.

use interregnum_core::SetupError;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::{Card, Dir, IkOptions, ImposterKings, card::deck, card_set::CardSet, log::EventLog};

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
        let players = usize::from(options.players);
        let err = |why: &str| Err(SetupError(format!("bad position: {why}")));
        let per_seat = |len: usize| len == 0 || len == players;
        if position.hands.len() != players
            || !per_seat(position.successors.len())
            || !per_seat(position.kings_face_up.len())
            || !per_seat(position.antechambers.len())
            || !per_seat(position.scores.len())
        {
            return err("every per-seat list needs one entry per seat");
        }
        if usize::from(position.active) >= players || usize::from(position.true_king) >= players {
            return err("active and true_king must be seats of the game");
        }
        if position.muted > 8 {
            return err("muted must be 0-8");
        }
        let mut game = ImposterKings::blank(*options, ChaCha8Rng::seed_from_u64(seed));
        game.table.kings_face_up = game.table.all_seats();
        game.table.true_king = position.true_king;
        game.log = base.log;
        for (score, &points) in game.table.scores.iter_mut().zip(&position.scores) {
            *score = points;
        }
        if position.at_setup {
            game.log = EventLog::EMPTY;
            game.deal(None);
            return Ok(game);
        }
        let full = deck(options.players);
        let mut used = CardSet::EMPTY;
        let mut take = |card: Card| take_card(full, &mut used, card, players);
        let secrets = &mut game.secrets;
        let table = &mut game.table;
        for (hand, cards) in secrets.hands.iter_mut().zip(&position.hands) {
            for &card in cards {
                hand.insert(take(card)?);
            }
        }
        for (slot, successor) in secrets.successors.iter_mut().zip(&position.successors) {
            if let Some(card) = successor {
                *slot = Some(take(*card)?);
            }
        }
        for (antechamber, cards) in table.antechambers.iter_mut().zip(&position.antechambers) {
            for &card in cards {
                antechamber.insert(take(card)?);
            }
        }
        for &(card, disgraced) in &position.court {
            table.court.push(take(card)?);
            if disgraced {
                table.court.disgrace(table.court.len() - 1);
            }
        }
        for &at in &position.soldier_bonus {
            let i = usize::from(at);
            if i == 0 || i > position.court.len() || position.court[i - 1].0 != Card::Soldier {
                return err("soldier_bonus must name Court positions of Soldiers");
            }
            table.court.give_soldier_bonus(at - 1);
        }
        for (seat, &up) in position.kings_face_up.iter().enumerate() {
            if !up {
                table.kings_face_up.remove(seat as u8);
            }
        }
        table.accused = match position.accused {
            Some(card) => take(card)?,
            None => {
                let mut spare = None;
                for card in full.iter_distinct() {
                    if take(card).is_ok() {
                        spare = Some(card);
                        break;
                    }
                }
                let Some(card) = spare else {
                    return err("no card is left for the Accused");
                };
                card
            }
        };
        // Every card the position does not place is removed, known to nobody.
        secrets.removed_unannounced = full.minus(used);
        table.court.mute(position.muted);
        if let Some(out) = position.eliminated {
            if players != 3 || usize::from(out) >= players || out == position.active {
                return err(
                    "only a 3-player position can have an eliminated seat, not the active one",
                );
            }
            let o = usize::from(out);
            if !secrets.hands[o].is_empty() || secrets.successors[o].is_some() {
                return err("an eliminated seat holds no cards");
            }
            table.third_place = Some(out);
        }
        table.direction = position.direction.unwrap_or(Dir::Cw);
        table.first_player = Some(position.active);
        game.begin_turn(position.active);
        Ok(game)
    }
}

/// Takes a copy of `card` out of the cards not yet placed.
fn take_card(
    full: CardSet,
    used: &mut CardSet,
    card: Card,
    players: usize,
) -> Result<Card, SetupError> {
    if used.count(card) >= full.count(card) {
        return Err(SetupError(format!(
            "bad position: too many copies of {card} for {players} players"
        )));
    }
    used.insert(card);
    Ok(card)
}
