//! The options of a table, validated once and compiled for play, shared by every game of
//! that table.
//!
//! Validating a deck file builds its text form and error messages, which costs far more
//! than a whole random game; a search or a simulation starts thousands of games (and
//! samples thousands of states) with the same options. So each thread keeps the few options
//! it saw last with their compiled [`Rules`], and a game holds them behind an [`Arc`]: a
//! new game or a sample compares its options with those (a few field comparisons) instead
//! of validating them again, and cloning a game copies no deck.

use std::{cell::RefCell, sync::Arc};

use interregnum_core::SetupError;

use crate::{
    card::{Bag, Card, CardBag, MAX_LEVEL},
    packed::{NO_SLOT, Packed, SLOTS, bits},
    setup::ProvincesOptions,
    soldiers::payable_sums,
    unit::Unit,
};

/// How many distinct options each thread keeps compiled.
const REMEMBERED: usize = 4;

/// The most entries of a deck's table of gold sums ([`Rules::gold_table`]): 6,480 for the
/// built-in deck.
const MOST_GOLD_TABLE: usize = 1 << 14;

/// Valid options, with what play looks up often computed once.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Rules {
    pub(crate) options: ProvincesOptions,
    /// Every card of the deck, with multiplicity.
    pub(crate) cards: CardBag,
    /// Every card of the deck in standard card order (B8.5), the order the shuffle starts
    /// from (B3.1).
    pub(crate) in_standard_order: Vec<Card>,
    /// The highest soldier level of the deck (the largest activation cost).
    pub(crate) highest_soldier: u8,
    /// The soldier cards of the deck: no army can hold more units.
    pub(crate) soldier_cards: usize,
    /// Provinces needed to win at this table (S26).
    pub(crate) provinces_to_win: u16,
    /// The first player's allowance on the first turn of the game (B4.2.1).
    pub(crate) first_turn_allowance: u16,
    /// The bits of the sums from 0 to `highest_soldier`.
    sums_mask: u128,
    /// The levels of the deck's soldier cards, as bits.
    soldier_levels: u128,
    /// When every soldier slot's level is the slot plus one same number (the soldiers'
    /// levels have no gaps, as in the built-in deck), that number: the sums' bits shifted
    /// by it are the slots' bits.
    level_offset: Option<u32>,
    /// For each soldier slot, the most copies of its value a sum up to `highest_soldier`
    /// can use.
    most_copies: [u8; SLOTS],
    /// The slot of the soldier card of each level the deck has (`soldier_levels`).
    level_slot: [u8; 128],
    /// The strength bonus of each power-up level (B1.4); 0 for a level the deck lacks.
    bonus: [u32; MAX_LEVEL as usize + 1],
    /// The card counted in each slot of packed cards: the deck's distinct cards in
    /// standard card order ([`NO_SLOT`] and the slots after the last card hold a Province,
    /// never counted).
    slot_card: [Card; SLOTS],
    /// The slot of each card, by its byte; [`NO_SLOT`] for a card the deck lacks.
    card_slot: [u8; 256],
    /// The level of the soldier or power-up each slot counts (0 for other cards).
    slot_level: [u8; SLOTS],
    /// The slots of soldiers (gold) and of power-ups, as bits.
    pub(crate) soldier_slots: u32,
    pub(crate) power_up_slots: u32,
    /// What one more copy of each soldier slot's gold card, up to `most_copies`, adds to a
    /// treasury's gold index ([`Rules::gold_index`]); all 0 without a `gold_table`.
    gold_radix: [u32; SLOTS],
    /// The sums ([`Rules::gold_sums`]) of every treasury, by its gold index: its copies of
    /// each value up to `most_copies` (more add no sum) are the digits of a number in mixed
    /// radix. A treasury that gains or loses a gold card then finds its payable soldiers
    /// with one lookup instead of working its sums out again, and so does a payment that
    /// must stay exact. Empty when the highest soldier level is 64 or more, or the table
    /// would have more than [`MOST_GOLD_TABLE`] entries.
    gold_table: Vec<u64>,
}

thread_local! {
    /// The options this thread compiled last, the most recent first.
    static RECENT: RefCell<Vec<Arc<Rules>>> = const { RefCell::new(Vec::new()) };
}

impl Rules {
    /// The compiled rules of `options`, validated as [`ProvincesOptions::validate`] does the
    /// first time this thread sees them.
    ///
    /// # Errors
    /// If the options are invalid (the error of [`ProvincesOptions::validate`]).
    pub(crate) fn shared(options: &ProvincesOptions) -> Result<Arc<Rules>, SetupError> {
        RECENT.with_borrow_mut(|recent| {
            if let Some(at) = recent.iter().position(|r| r.options == *options) {
                recent[..=at].rotate_right(1);
                return Ok(Arc::clone(&recent[0]));
            }
            options.validate()?;
            let rules = Arc::new(Rules::compile(options.clone()));
            recent.insert(0, Arc::clone(&rules));
            recent.truncate(REMEMBERED);
            Ok(rules)
        })
    }

    /// The rules of options that passed validation.
    fn compile(options: ProvincesOptions) -> Rules {
        let deck = &options.deck;
        let cards = deck.cards();
        let mut bonus = [0; MAX_LEVEL as usize + 1];
        for power_up in &deck.power_ups {
            bonus[usize::from(power_up.level)] = u32::from(power_up.bonus);
        }
        let mut slot_card = [Card::PROVINCE; SLOTS];
        let mut card_slot = [NO_SLOT as u8; 256];
        let mut slot_level = [0; SLOTS];
        let (mut soldier_slots, mut power_up_slots) = (0, 0);
        let mut soldier_levels = 0;
        let mut level_slot = [NO_SLOT as u8; 128];
        for (slot, (card, _)) in cards.distinct().enumerate() {
            slot_card[slot] = card;
            card_slot[usize::from(card.code())] = slot as u8;
            slot_level[slot] = card.soldier_level().or(card.power_up_level()).unwrap_or(0);
            if let Some(level) = card.soldier_level() {
                soldier_slots |= 1 << slot;
                soldier_levels |= 1 << level;
                level_slot[usize::from(level)] = slot as u8;
            } else if card.power_up_level().is_some() {
                power_up_slots |= 1 << slot;
            }
        }
        let highest_soldier = cards
            .distinct()
            .filter_map(|(card, _)| card.soldier_level())
            .max()
            .unwrap_or(0);
        let sums_mask = u128::MAX >> (127 - u32::from(highest_soldier));
        let most_copies = std::array::from_fn(|slot| {
            if soldier_slots >> slot & 1 == 1 {
                highest_soldier / slot_level[slot].max(1)
            } else {
                0
            }
        });
        let (gold_radix, gold_table) = gold_table(
            highest_soldier,
            soldier_slots,
            &slot_level,
            &most_copies,
            sums_mask,
        );
        Rules {
            sums_mask,
            soldier_levels,
            level_slot,
            level_offset: level_offset(soldier_slots, &slot_level),
            most_copies,
            gold_radix,
            gold_table,
            slot_card,
            card_slot,
            slot_level,
            soldier_slots,
            power_up_slots,
            cards,
            in_standard_order: cards.iter().collect(),
            soldier_cards: deck.soldiers.iter().map(|s| usize::from(s.count)).sum(),
            highest_soldier,
            provinces_to_win: deck.target(options.players),
            first_turn_allowance: deck.first_turn_allowance(options.players),
            bonus,
            options,
        }
    }

    /// The slot that counts `card` in packed cards ([`NO_SLOT`] if the deck lacks it).
    pub(crate) fn slot(&self, card: Card) -> usize {
        // Every slot is below SLOTS (a power of two): the mask changes nothing, and lets the
        // compiler drop the bounds checks of the arrays indexed by slot.
        usize::from(self.card_slot[usize::from(card.code())]) & (SLOTS - 1)
    }

    /// The card a slot counts.
    pub(crate) fn card(&self, slot: usize) -> Card {
        self.slot_card[slot]
    }

    /// The level of the soldier or power-up a slot counts.
    pub(crate) fn level(&self, slot: usize) -> u8 {
        self.slot_level[slot]
    }

    /// Packed cards as a multiset of cards.
    pub(crate) fn bag<const N: usize>(&self, cards: &Packed) -> Bag<N> {
        // Slots are in standard card order, the bag's order: each card goes after the last.
        let mut bag = Bag::EMPTY;
        for (used, (slot, n)) in cards.slots().enumerate() {
            bag.append(used, self.card(slot), n);
        }
        bag
    }

    /// A multiset of cards packed; `None` if it holds a card the deck lacks.
    pub(crate) fn pack<const N: usize>(&self, bag: &Bag<N>) -> Option<Packed> {
        let mut packed = Packed::EMPTY;
        for (card, n) in bag.distinct() {
            let slot = self.slot(card);
            if slot == NO_SLOT {
                return None;
            }
            packed.add(slot, n);
        }
        Some(packed)
    }

    /// The gold cards of a treasury as (value, count), lowest first.
    pub(crate) fn gold<'a>(&'a self, treasury: &'a Packed) -> impl Iterator<Item = (u8, u8)> + 'a {
        treasury.slots().map(|(slot, n)| (self.level(slot), n))
    }

    /// The sums up to the highest soldier level that some gold cards of `treasury` make,
    /// as bits (bit `i` for the sum `i`; none above that level).
    pub(crate) fn gold_sums(&self, treasury: &Packed) -> u128 {
        if self.highest_soldier < 64 {
            // The common decks: one machine word, and no more copies of a value than fit
            // under the highest level (more add no sum up to it).
            let mut sums: u64 = 1;
            for (slot, n) in treasury.slots() {
                let value = self.slot_level[slot];
                for _ in 0..n.min(self.most_copies[slot]) {
                    sums |= sums << value;
                }
            }
            return u128::from(sums) & self.sums_mask;
        }
        payable_sums(self.gold(treasury), self.highest_soldier) & self.sums_mask
    }

    /// A treasury's gold index: its copies of each value, up to the most that make a sum
    /// up to the highest soldier level, as digits in mixed radix (always 0 without a table).
    pub(crate) fn gold_index(&self, treasury: &Packed) -> u32 {
        treasury
            .slots()
            .map(|(slot, n)| u32::from(n.min(self.most_copies[slot])) * self.gold_radix[slot])
            .sum()
    }

    /// The gold index and the payable soldiers ([`Rules::payable_slots`]) of a treasury of
    /// gold index `index` that a gold card of `slot` joined (`joined`) or left, and that
    /// holds `held` of it now; `None` when neither changed (a copy more or less of a value
    /// than make a sum up to the highest level changes no sum). Without a table, they are
    /// worked out from `treasury`.
    pub(crate) fn gold_moved(
        &self,
        treasury: &Packed,
        index: u32,
        slot: usize,
        held: u8,
        joined: bool,
    ) -> Option<(u32, u32)> {
        if self.gold_table.is_empty() {
            return Some(self.gold_worked_out(treasury));
        }
        let most = self.most_copies[slot];
        let index = if joined {
            if held > most {
                return None;
            }
            index + self.gold_radix[slot]
        } else {
            if held >= most {
                return None;
            }
            index - self.gold_radix[slot]
        };
        Some((
            index,
            self.payable_slots(u128::from(self.gold_table[index as usize])),
        ))
    }

    /// [`Rules::gold_moved`] without a table: the sums worked out from the treasury.
    // Only for decks too large for a table: out of line, so that moving gold with a table
    // saves no registers for it.
    #[cold]
    #[inline(never)]
    fn gold_worked_out(&self, treasury: &Packed) -> (u32, u32) {
        (0, self.payable_slots(self.gold_sums(treasury)))
    }

    /// Whether the gold cards of `treasury` worth at most `ceiling`, one card of value
    /// `ceiling` taken out (it holds one), include some that sum to exactly `amount`;
    /// `None` without a table or for an amount above the highest soldier level (a payment
    /// never owes one). (The sums of that part of the treasury, by its gold index.)
    pub(crate) fn pays_exactly_below(
        &self,
        treasury: &Packed,
        ceiling: u8,
        amount: u32,
    ) -> Option<bool> {
        if self.gold_table.is_empty() || amount > u32::from(self.highest_soldier) {
            return None; // (The table has no sums above the highest soldier level.)
        }
        let mut index = 0;
        for (slot, n) in treasury.slots() {
            let level = self.slot_level[slot];
            if level > ceiling {
                break; // Slots are in level order.
            }
            let n = if level == ceiling { n - 1 } else { n };
            index += u32::from(n.min(self.most_copies[slot])) * self.gold_radix[slot];
        }
        let sums = self.gold_table[index as usize];
        Some(sums >> amount & 1 == 1)
    }

    /// The slots of the deck's soldier cards whose level is one of the sums `sums` (what
    /// a treasury pays exactly, S9.2), as bits.
    pub(crate) fn payable_slots(&self, sums: u128) -> u32 {
        match self.level_offset {
            Some(offset) => (sums >> offset) as u32 & self.soldier_slots,
            None => self.payable_slots_by_level(sums),
        }
    }

    /// [`Rules::payable_slots`], level by level.
    // Only for decks with gaps between soldier levels: out of line, so that the shift
    // above saves no registers for this loop.
    #[inline(never)]
    fn payable_slots_by_level(&self, sums: u128) -> u32 {
        let levels = sums & self.soldier_levels;
        let mut set = 0;
        for (word, offset) in [(levels as u64, 0), ((levels >> 64) as u64, 64)] {
            let mut word = word;
            while word != 0 {
                let level = word.trailing_zeros() as usize + offset;
                set |= 1 << self.level_slot[level];
                word &= word - 1;
            }
        }
        set
    }

    /// The total value of a treasury (the treasury tie-break, B8.3.2).
    pub(crate) fn gold_value(&self, treasury: &Packed) -> u32 {
        self.gold(treasury)
            .map(|(value, n)| u32::from(value) * u32::from(n))
            .sum()
    }

    /// The strength of a unit (B2.3): its soldiers' levels plus its power-ups' bonuses, as
    /// [`Deck::strength`](crate::Deck::strength) computes it.
    pub(crate) fn strength(&self, unit: &Unit) -> u32 {
        unit.soldier_levels()
            + unit
                .power_ups()
                .distinct()
                .map(|(card, n)| {
                    self.bonus[usize::from(card.power_up_level().unwrap_or(0))] * u32::from(n)
                })
                .sum::<u32>()
    }
}

/// The gold radix of each soldier slot and the table of gold sums ([`Rules::gold_table`]),
/// built one slot at a time: a copy more of a slot's value is the sums with one copy fewer,
/// each also plus the value. Both empty (all 0) when the deck's table is too large.
fn gold_table(
    highest_soldier: u8,
    soldier_slots: u32,
    slot_level: &[u8; SLOTS],
    most_copies: &[u8; SLOTS],
    sums_mask: u128,
) -> ([u32; SLOTS], Vec<u64>) {
    let none = ([0; SLOTS], Vec::new());
    if highest_soldier >= 64 {
        return none;
    }
    let mask = sums_mask as u64;
    let mut radix = [0; SLOTS];
    let mut table = vec![1 & mask];
    for slot in bits(soldier_slots) {
        let copies = usize::from(most_copies[slot]);
        let len = table.len();
        if len * (copies + 1) > MOST_GOLD_TABLE {
            return none;
        }
        radix[slot] = len as u32;
        let value = slot_level[slot];
        for fewer in 0..copies * len {
            let sums = table[fewer];
            table.push((sums | sums << value) & mask);
        }
    }
    (radix, table)
}

/// The number that every soldier slot's level exceeds the slot by, if it is the same for
/// every soldier slot (and there is one).
fn level_offset(soldier_slots: u32, slot_level: &[u8; SLOTS]) -> Option<u32> {
    let first = soldier_slots.trailing_zeros() as usize;
    let offset = usize::from(*slot_level.get(first)?).checked_sub(first)?;
    bits(soldier_slots)
        .all(|slot| usize::from(slot_level[slot]) == slot + offset)
        .then_some(offset as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Deck;

    /// Shifting the sums gives the slots that the levels give, for the built-in deck and
    /// for a deck whose soldier levels have gaps (which the shift cannot serve).
    #[test]
    fn payable_slots_shifted_or_level_by_level_agree() {
        let gaps = "[rules]\n[[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 20\n\
            [[soldier]]\nrank = \"Knight\"\nlevel = 5\ncount = 12\n";
        let decks = [Deck::default(), Deck::from_toml_str(gaps).unwrap()];
        for (deck, shifted) in decks.into_iter().zip([true, false]) {
            let rules = Rules::compile(ProvincesOptions {
                players: 2,
                first_player: None,
                deck,
            });
            assert_eq!(rules.level_offset.is_some(), shifted);
            for sums in (0..=u128::from(u16::MAX)).step_by(7) {
                let sums = sums & rules.sums_mask;
                assert_eq!(
                    rules.payable_slots(sums),
                    rules.payable_slots_by_level(sums),
                    "sums {sums:b}"
                );
            }
        }
    }

    /// The table gives the sums worked out card by card, for every treasury of up to three
    /// copies of each value of the built-in deck and of a deck with gaps in its levels; a
    /// card joining or leaving moves the index and the payable soldiers as recomputing does;
    /// and a payment's exactness found in the table is the one found card by card.
    #[test]
    fn the_gold_table_gives_the_sums_worked_out() {
        let gaps = "[rules]\n[[soldier]]\nrank = \"Peasant\"\nlevel = 1\ncount = 20\n\
            [[soldier]]\nrank = \"Knight\"\nlevel = 5\ncount = 12\n";
        for deck in [Deck::default(), Deck::from_toml_str(gaps).unwrap()] {
            let rules = Rules::compile(ProvincesOptions {
                players: 2,
                first_player: None,
                deck,
            });
            assert!(!rules.gold_table.is_empty());
            let payable = |treasury: &Packed| rules.payable_slots(rules.gold_sums(treasury));
            let slots: Vec<usize> = bits(rules.soldier_slots).collect();
            let treasuries = (0..4usize.pow(slots.len() as u32)).map(|code| {
                let mut treasury = Packed::EMPTY;
                for (i, &slot) in slots.iter().enumerate() {
                    treasury.add(slot, (code / 4usize.pow(i as u32) % 4) as u8);
                }
                treasury
            });
            for treasury in treasuries {
                let index = rules.gold_index(&treasury);
                let before = payable(&treasury);
                assert_eq!(
                    u128::from(rules.gold_table[index as usize]),
                    rules.gold_sums(&treasury)
                );
                for &slot in &slots {
                    if treasury.count(slot) > 0 {
                        let value = rules.level(slot);
                        for amount in 0..=u32::from(rules.highest_soldier) + 1 {
                            let counted = crate::soldiers::pays_exactly(
                                rules.gold(&treasury),
                                value,
                                value,
                                amount,
                            );
                            let tabled = rules.pays_exactly_below(&treasury, value, amount);
                            assert_eq!(tabled.unwrap_or(counted), counted);
                            assert_eq!(
                                tabled.is_some(),
                                amount <= u32::from(rules.highest_soldier)
                            );
                        }
                    }
                    // A card of `slot` joined (`joined`) or left, giving `after`.
                    let moved_as_recounted = |after: Packed, joined: bool| {
                        let moved =
                            rules.gold_moved(&after, index, slot, after.count(slot), joined);
                        assert_eq!(
                            moved.unwrap_or((index, before)),
                            (rules.gold_index(&after), payable(&after))
                        );
                    };
                    let mut more = treasury;
                    more.add(slot, 1);
                    moved_as_recounted(more, true);
                    if treasury.count(slot) > 0 {
                        let mut fewer = treasury;
                        fewer.remove(slot, 1);
                        moved_as_recounted(fewer, false);
                    }
                }
            }
        }
    }
}
