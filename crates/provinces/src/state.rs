//! The full state of a game of Provinces, what the game waits for, and the [`Game`]
//! implementation that hands each decision to the module of its rule:
//!
//! | Rules | Module |
//! | --- | --- |
//! | B3 setup, S2-S4 | `setup` |
//! | B4 the turn, S5-S8; B7.3 cleanup; B8.1 drawing | `turn` |
//! | S9.1 bank, S9.2 activate, S9.4 attach, S9.5 combine, S9.6 detach | `soldiers` |
//! | S9.7 abilities: Scout, Tax Collector (B1.5, B5.2) | `abilities` |
//! | S9.3 attacks, B6.1 block and cover, S19-S25, B6.2 deaths | `attack` |
//! | B6.3 reaction windows: Royal Guard, Reaper, Monk (S11-S14) | `reactions` |
//! | S9.8 laying a Province, S15-S18, B7 | `province` |
//! | B8.3, B8.4 the end of a round, the win | `scoring` |
//! | the order of the legal actions, random picks, one-option choices | `legal` |
//! | why an action is refused | `refusal` |

use std::sync::Arc;

use interregnum_core::{Game, Observer, Outcome, Seat, SetupError, Start};
use rand::{Rng, RngExt};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::{
    action::Action,
    card::{Card, CardBag, GoldBag, PowerUpBag},
    deck::Deck,
    legal::{Find, Nth},
    packed::Packed,
    room::Room,
    rules::Rules,
    setup::ProvincesOptions,
    unit::Unit,
    view::ProvincesView,
};

/// One seat's cards on the table and in hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatState {
    pub(crate) hand: Packed,
    /// Gold cards (soldier cards banked or won); their values are their levels. Changed
    /// only through [`Provinces::set_treasury`], [`Provinces::put_gold`] and
    /// [`Provinces::take_gold`], or followed by [`SeatState::recount_gold`], which keep
    /// `payable` and `gold_index` up to date.
    pub(crate) treasury: Packed,
    /// The slots of the soldier cards whose level is a sum of some of the treasury's gold
    /// cards (what it pays exactly, S9.2), as bits, and the treasury's gold index
    /// ([`Rules::gold_index`]) that finds them in the rules' table: worked out when the
    /// treasury changes, which is rarer than the main phase's listing that reads them.
    pub(crate) payable: u32,
    pub(crate) gold_index: u32,
    /// The units, sorted.
    pub(crate) army: Vec<Unit>,
    /// How many units of the army have a soldier marked as having attacked: changed only
    /// through [`SeatState::add_unit`], [`SeatState::replace_unit`] and
    /// [`SeatState::remove_unit`], or worked out again ([`SeatState::recount_marks`]),
    /// so that the start of a turn clears marks (B4.1) without reading an army that has
    /// none.
    pub(crate) marked_units: u16,
    /// Provinces laid or captured.
    pub(crate) field: u16,
    /// The most Provinces this hand can hold, as far as public information tells: the
    /// cleanup limit of the seat's last turn (with the cards its last action drew), plus
    /// cards drawn since, less Provinces laid or discarded since, and never above the hand
    /// size. Sampling hidden hands respects it.
    pub(crate) province_cap: u16,
}

impl Default for SeatState {
    /// No cards: the empty treasury makes only the sum 0.
    fn default() -> SeatState {
        SeatState {
            hand: Packed::EMPTY,
            treasury: Packed::EMPTY,
            payable: 0,
            gold_index: 0,
            army: Vec::new(),
            marked_units: 0,
            field: 0,
            province_cap: 0,
        }
    }
}

impl SeatState {
    /// An empty seat with room for `units` in its army.
    pub(crate) fn with_room(units: usize) -> SeatState {
        SeatState {
            army: Vec::with_capacity(units),
            ..SeatState::default()
        }
    }

    /// Puts a unit into the army, which stays sorted.
    pub(crate) fn add_unit(&mut self, unit: Unit) {
        let at = self.army.partition_point(|u| *u < unit);
        self.army.insert(at, unit);
        self.marked_units += u16::from(unit.any_marked());
    }

    /// Counts the marked units of an army set directly.
    pub(crate) fn recount_marks(&mut self) {
        self.marked_units = self.army.iter().filter(|u| u.any_marked()).count() as u16;
    }

    /// Works out the payable soldiers and the gold index of the treasury again.
    pub(crate) fn recount_gold(&mut self, rules: &Rules) {
        self.payable = rules.payable_slots(rules.gold_sums(&self.treasury));
        self.gold_index = rules.gold_index(&self.treasury);
    }

    /// Puts `new` in the place of a copy of `old` (or adds it, if there is none), keeping
    /// the army sorted: what `remove_unit` then `add_unit` do, but the units between the
    /// two places move one swap at a time, and an attack's marks or a power-up move a unit
    /// by few places, so no `memmove` is called.
    pub(crate) fn replace_unit(&mut self, old: Unit, new: Unit) {
        let army = &mut self.army;
        let Some(mut at) = army.iter().position(|u| *u == old) else {
            self.add_unit(new);
            return;
        };
        self.marked_units =
            self.marked_units - u16::from(old.any_marked()) + u16::from(new.any_marked());
        army[at] = new;
        while at + 1 < army.len() && army[at + 1] < new {
            army.swap(at, at + 1);
            at += 1;
        }
        while at > 0 && army[at - 1] > new {
            army.swap(at - 1, at);
            at -= 1;
        }
    }

    /// Takes a unit out of the army, if it is there.
    pub(crate) fn remove_unit(&mut self, unit: Unit) {
        // Armies are short: a linear search for an equal unit costs less than a binary
        // search's ordered comparisons. (Copies of a unit are equal, so any will do.)
        if let Some(at) = self.army.iter().position(|u| *u == unit) {
            self.army.remove(at);
            self.marked_units -= u16::from(unit.any_marked());
        }
    }
}

/// A reaction window (B6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "window", rename_all = "snake_case")]
pub enum Window {
    /// After an attack is declared: the target's Reaper, or anyone's Royal Guard but the attacker's.
    Attack {
        attacker: Seat,
        unit: Unit,
        target: Seat,
        amount: u32,
    },
    /// After an ability card is played: anyone's Royal Guard but the actor's.
    Ability {
        actor: Seat,
        card: Card,
        target: Option<Seat>,
    },
    /// When a soldier dies: anyone's Monk.
    Death { owner: Seat, level: u8 },
}

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The active player chooses an action or ends the turn.
    Main,
    /// A reaction window; `offered` seats have passed so far.
    Window {
        #[serde(flatten)]
        window: Window,
        offered: u8,
    },
    /// The target chooses a defending unit (B6.1 step 3).
    Block {
        attacker: Seat,
        unit: Unit,
        target: Seat,
        amount: u32,
    },
    /// The target pays a minimal cover (B6.1 step 4), one gold card at a time, highest first:
    /// `owed` of the attack's `amount` is still to cover, and the next card is worth at most
    /// `last`. Each card goes to the attacker at once; the cover is complete when the paid
    /// cards reach `amount` (B5.1, engine ruling).
    Cover {
        attacker: Seat,
        target: Seat,
        amount: u32,
        owed: u32,
        last: Option<u8>,
    },
    /// The target of a Tax Collector gives `count` more gold cards (B1.5.2), one at a time,
    /// highest first, each worth at most `last`.
    Give {
        actor: Seat,
        target: Seat,
        count: u8,
        last: Option<u8>,
    },
    /// The active player discards `count` more cards down to the hand limit (B4.3), one at a
    /// time in standard card order, each no lower than `last`.
    Discard { count: u32, last: Option<Card> },
    /// The active player pays for the soldier of `level` it activates (S9.2), which is set
    /// aside: `owed` is still to pay, one gold card at a time, highest first, each worth at
    /// most `last`. Each card goes to the removed pile at once.
    Pay {
        level: u8,
        owed: u32,
        last: Option<u8>,
    },
    /// The active player has set aside `unit`, the larger of the two units it combines
    /// (S9.5), and chooses the other.
    Combine { unit: Unit },
    /// The active player has set aside `unit` to detach it (S9.6) and shares out its
    /// power-ups level by level, lowest first: `first` holds those given to the first
    /// soldier so far, and every level up to `decided` is shared.
    Detach {
        unit: Unit,
        first: PowerUpBag,
        decided: u8,
    },
    /// The game is over.
    Over,
}

/// A card of a dying unit that has not reached the discard pile yet (B6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Dying {
    /// A unit's power-ups, discarded together, lower level first.
    PowerUps(PowerUpBag),
    /// A soldier that will open a death window.
    Soldier { owner: Seat, level: u8 },
}

/// The cards of dying units still to resolve, in order (B6.2): a queue of at most
/// [`MOST_DYING`], kept in the state so that a game allocates no room for it.
#[derive(Clone, Copy)]
pub(crate) struct DyingQueue {
    /// A ring: the front is at `front`, and the next `len` entries (wrapping) follow it.
    ring: [Dying; MOST_DYING],
    front: u8,
    len: u8,
}

impl DyingQueue {
    pub(crate) const EMPTY: DyingQueue = DyingQueue {
        ring: [Dying::PowerUps(PowerUpBag::EMPTY); MOST_DYING],
        front: 0,
        len: 0,
    };

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Puts a card at the back; the queue holds at most [`MOST_DYING`] (what two units dying
    /// at once leave). Checked in every build: a ring past its room would overwrite a card
    /// still to resolve, and deaths are rare enough that the check costs nothing.
    pub(crate) fn push_back(&mut self, dying: Dying) {
        assert!(
            usize::from(self.len) < MOST_DYING,
            "more dying cards than two units"
        );
        self.ring[(usize::from(self.front) + usize::from(self.len)) % MOST_DYING] = dying;
        self.len += 1;
    }

    pub(crate) fn pop_front(&mut self) -> Option<Dying> {
        if self.len == 0 {
            return None;
        }
        let dying = self.ring[usize::from(self.front) % MOST_DYING];
        self.front = ((usize::from(self.front) + 1) % MOST_DYING) as u8;
        self.len -= 1;
        Some(dying)
    }

    /// The cards, front first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Dying> {
        (0..usize::from(self.len)).map(|i| &self.ring[(usize::from(self.front) + i) % MOST_DYING])
    }
}

impl Extend<Dying> for DyingQueue {
    fn extend<I: IntoIterator<Item = Dying>>(&mut self, cards: I) {
        for dying in cards {
            self.push_back(dying);
        }
    }
}

impl PartialEq for DyingQueue {
    /// The same cards in the same order (wherever the ring keeps them).
    fn eq(&self, other: &DyingQueue) -> bool {
        self.iter().eq(other.iter())
    }
}

impl std::fmt::Debug for DyingQueue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for DyingQueue {
    /// A list, front first.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EndKind {
    /// At the end of a round someone had `provinces_to_win` Provinces (B8.3).
    ProvinceTarget,
    /// The round limit was reached with nobody at the target (B8.4).
    RoundLimit,
}

/// The scoring of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProvincesResult {
    pub end: EndKind,
    /// Rounds played, the last included.
    pub rounds: u32,
    /// The Provinces needed to win.
    pub target: u16,
    /// Provinces in each seat's field.
    pub provinces: Vec<u16>,
    /// Each seat's treasury total, the first tie-break.
    pub treasury: Vec<u32>,
    /// The seats that won: one, or several sharing the win after both tie-breaks.
    pub winners: Vec<Seat>,
    /// Whether the treasury tie-break decided between seats tied on Provinces.
    pub decided_by_treasury: bool,
    /// Whether several seats share the win.
    pub shared: bool,
}

/// The cards an action drew into the active player's hand (B7.3: `k` is the Provinces
/// among those of the turn's last action; the count of cards is its public bound).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Drawn {
    pub(crate) provinces: u16,
    pub(crate) cards: u16,
}

/// The turn in progress (B4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Turn {
    pub(crate) active: Seat,
    /// Actions spent this turn (B5: each costs one).
    pub(crate) actions_used: u16,
    /// The turn's action allowance (B4.2, B4.2.1).
    pub(crate) allowance: u16,
    /// Provinces laid this turn (S18).
    pub(crate) provinces_laid: u16,
    /// What the action in progress drew.
    pub(crate) drawn: Drawn,
}

impl Turn {
    /// The first turn of `seat`, before its start (B4.1) sets the allowance.
    pub(crate) fn of(active: Seat) -> Turn {
        Turn {
            active,
            actions_used: 0,
            allowance: 0,
            provinces_laid: 0,
            drawn: Drawn::default(),
        }
    }

    pub(crate) fn actions_left(&self) -> u16 {
        self.allowance - self.actions_used
    }
}

/// The most cards of dying units waiting at once: two units of two soldiers and their
/// power-ups (a tie in B6.1 step 3).
pub(crate) const MOST_DYING: usize = 6;

/// A game of Provinces: the full state, hidden cards included.
///
/// Hands and treasuries are [`CardBag`]s and [`GoldBag`]s and the dying cards a
/// [`DyingQueue`] (no heap data); the deck, the discard pile and the armies are vectors
/// with room for every card they can hold, so playing allocates nothing. The options live
/// in [`Rules`], shared by every game of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Provinces {
    pub(crate) rules: Arc<Rules>,
    pub(crate) rng: ChaCha8Rng,
    pub(crate) first_player: Seat,
    /// The current round, from 1.
    pub(crate) round: u32,
    pub(crate) turn: Turn,
    pub(crate) phase: Phase,
    /// The seat that decides now (`None` once the game is over), worked out from the phase
    /// and the turn whenever the phase is set ([`Provinces::set_phase`]), since a decision
    /// reads it several times.
    pub(crate) to_act: Option<Seat>,
    /// The deck; the last card is the top.
    pub(crate) deck: Vec<Card>,
    /// The discard pile, bottom first.
    pub(crate) discard: Vec<Card>,
    /// Spent gold, out of the game (S9.2).
    pub(crate) removed: Packed,
    /// An ability card set aside while it resolves (B5.2).
    pub(crate) resolving: Option<Card>,
    /// Cards of dying units still to resolve, in order (B6.2).
    pub(crate) dying: DyingQueue,
    pub(crate) seats: Vec<SeatState>,
    /// How the game ended, once it has: the rest of its [`ProvincesResult`] follows from
    /// the final state, so it is worked out when asked for ([`Provinces::result`]) rather
    /// than built (with its lists) at the end of every game a search plays out.
    pub(crate) ended: Option<EndKind>,
}

impl Drop for Provinces {
    /// Leaves the game's room to the thread's next game ([`Room`]).
    fn drop(&mut self) {
        Room {
            deck: std::mem::take(&mut self.deck),
            discard: std::mem::take(&mut self.discard),
            seats: std::mem::take(&mut self.seats),
        }
        .keep();
    }
}

impl Provinces {
    /// A game of `n` seats with empty zones, in the main phase of `first_player`'s first
    /// turn, with room reserved for every card each zone can hold.
    pub(crate) fn empty(
        rules: Arc<Rules>,
        rng: ChaCha8Rng,
        first_player: Seat,
        n: usize,
    ) -> Provinces {
        let room = Room::take(n, rules.in_standard_order.len(), rules.soldier_cards);
        Provinces {
            rng,
            first_player,
            round: 1,
            turn: Turn::of(first_player),
            phase: Phase::Main,
            to_act: Some(first_player),
            deck: room.deck,
            discard: room.discard,
            removed: Packed::EMPTY,
            resolving: None,
            dying: DyingQueue::EMPTY,
            seats: room.seats,
            ended: None,
            rules,
        }
    }

    pub(crate) fn n(&self) -> usize {
        self.seats.len()
    }

    pub(crate) fn deck_def(&self) -> &Deck {
        &self.rules.options.deck
    }

    pub(crate) fn seat(&self, seat: Seat) -> &SeatState {
        &self.seats[seat.index()]
    }

    pub(crate) fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
        &mut self.seats[seat.index()]
    }

    /// The other seats, in seat order.
    pub(crate) fn opponents(&self, seat: Seat) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(self.n()).filter(move |&other| other != seat)
    }

    /// The round being played, from 1.
    #[must_use]
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The seat whose turn it is.
    #[must_use]
    pub fn active(&self) -> Seat {
        self.turn.active
    }

    #[must_use]
    pub fn first_player(&self) -> Seat {
        self.first_player
    }

    #[must_use]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Actions used this turn, and the turn's allowance.
    #[must_use]
    pub fn actions(&self) -> (u16, u16) {
        (self.turn.actions_used, self.turn.allowance)
    }

    #[must_use]
    pub fn hand(&self, seat: Seat) -> CardBag {
        self.rules.bag(&self.seat(seat).hand)
    }

    /// How many cards `seat` holds (public: B8.1 draws are seen), without unpacking them.
    #[must_use]
    pub fn hand_size(&self, seat: Seat) -> u32 {
        self.seat(seat).hand.len()
    }

    #[must_use]
    pub fn treasury(&self, seat: Seat) -> GoldBag {
        self.rules.bag(&self.seat(seat).treasury)
    }

    #[must_use]
    pub fn army(&self, seat: Seat) -> &[Unit] {
        &self.seat(seat).army
    }

    #[must_use]
    pub fn field(&self, seat: Seat) -> u16 {
        self.seat(seat).field
    }

    /// The deck, top first.
    #[must_use]
    pub fn deck_cards(&self) -> Vec<Card> {
        self.deck.iter().rev().copied().collect()
    }

    /// The discard pile, bottom first.
    #[must_use]
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }

    #[must_use]
    pub fn removed(&self) -> GoldBag {
        self.rules.bag(&self.removed)
    }

    /// How many copies of `card` `seat` holds.
    pub(crate) fn held(&self, seat: Seat, card: Card) -> u8 {
        self.seat(seat).hand.count(self.rules.slot(card))
    }

    /// `n` copies of `card` leave `seat`'s hand.
    pub(crate) fn take_from_hand(&mut self, seat: Seat, card: Card, n: u8) {
        let slot = self.rules.slot(card);
        self.seat_mut(seat).hand.remove(slot, n);
    }

    /// A card joins `seat`'s hand.
    pub(crate) fn put_in_hand(&mut self, seat: Seat, card: Card) {
        let slot = self.rules.slot(card);
        self.seat_mut(seat).hand.add(slot, 1);
    }

    /// How many gold cards of `value` `seat`'s treasury holds.
    pub(crate) fn gold_held(&self, seat: Seat, value: u8) -> u8 {
        self.seat(seat)
            .treasury
            .count(self.rules.slot(Card::soldier(value)))
    }

    /// The gold card of `value` leaves `seat`'s treasury.
    pub(crate) fn take_gold(&mut self, seat: Seat, value: u8) {
        self.move_gold(seat, value, false);
    }

    /// A soldier card of `value` joins `seat`'s treasury as gold.
    pub(crate) fn put_gold(&mut self, seat: Seat, value: u8) {
        self.move_gold(seat, value, true);
    }

    /// A gold card of `value` joins (`joins`) or leaves `seat`'s treasury; its payable
    /// soldiers follow.
    fn move_gold(&mut self, seat: Seat, value: u8, joins: bool) {
        let slot = self.rules.slot(Card::soldier(value));
        let me = &mut self.seats[seat.index()];
        if joins {
            me.treasury.add(slot, 1);
        } else {
            me.treasury.remove(slot, 1);
        }
        let held = me.treasury.count(slot);
        if let Some((index, payable)) =
            self.rules
                .gold_moved(&me.treasury, me.gold_index, slot, held, joins)
        {
            me.gold_index = index;
            me.payable = payable;
        }
    }

    /// `seat`'s treasury becomes `treasury`.
    pub(crate) fn set_treasury(&mut self, seat: Seat, treasury: Packed) {
        let me = &mut self.seats[seat.index()];
        me.treasury = treasury;
        me.recount_gold(&self.rules);
    }

    /// The strength of a unit (B2.3).
    #[must_use]
    pub fn strength(&self, unit: &Unit) -> u32 {
        self.rules.strength(unit)
    }

    /// The seat that decides now, if any.
    pub(crate) fn decider(&self) -> Option<Seat> {
        self.to_act
    }

    /// The game waits for `phase` now.
    pub(crate) fn set_phase(&mut self, phase: Phase) {
        self.phase = phase;
        self.to_act = self.seat_to_act();
    }

    /// The seat that decides in the current phase and turn, if any.
    pub(crate) fn seat_to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Main
            | Phase::Discard { .. }
            | Phase::Pay { .. }
            | Phase::Combine { .. }
            | Phase::Detach { .. } => Some(self.turn.active),
            Phase::Window { window, offered } => self.offered_seat(&window, offered),
            Phase::Block { target, .. }
            | Phase::Cover { target, .. }
            | Phase::Give { target, .. } => Some(target),
            Phase::Over => None,
        }
    }

    /// Plays an action that is legal, handing it to its rule.
    pub(crate) fn play(&mut self, seat: Seat, action: Action) {
        // Most actions are the main phase's, which read nothing of the phase.
        if matches!(self.phase, Phase::Main) {
            self.play_main(seat, action);
        } else {
            self.play_in_phase(seat, action);
        }
    }

    /// Plays an action of the main phase.
    // Inlined where an action is played, with each rule's function out of line: an action
    // goes straight to the small function of its rule rather than through one large
    // function that saves and restores every register its largest rule needs (about 4
    // instructions per action at 2 players).
    #[inline(always)]
    fn play_main(&mut self, seat: Seat, action: Action) {
        match action {
            Action::EndTurn => self.end_turn(),
            Action::Bank(level) => self.bank(seat, level),
            Action::Activate(level) => self.begin_activation(seat, level),
            Action::Attack(unit, target) => self.declare_attack(seat, unit, target),
            Action::Attach(level, unit) => self.attach(seat, level, unit),
            Action::Combine(unit) => self.begin_combine(seat, unit),
            Action::Detach(unit) => self.begin_detach(seat, unit),
            Action::Scout => self.play_ability(seat, Card::SCOUT, None),
            Action::Tax(target) => self.play_ability(seat, Card::TAX_COLLECTOR, Some(target)),
            Action::Province => self.lay_province(seat),
            _ => debug_assert!(false, "{action} applied in the main phase"),
        }
    }

    /// Plays an action of a phase other than the main phase.
    #[inline(never)]
    fn play_in_phase(&mut self, seat: Seat, action: Action) {
        // The phase is matched in place: each arm reads only its own fields (a copy of the
        // whole phase was read for every action).
        match (&self.phase, action) {
            (&Phase::Pay { level, owed, .. }, Action::Pay(value)) => {
                self.pay_for_activation(seat, level, owed, value);
            }
            (&Phase::Combine { unit }, Action::CombineWith(other)) => {
                self.combine(seat, unit, other);
            }
            (
                &Phase::Detach { unit, first, .. },
                Action::Split {
                    level, first: k, ..
                },
            ) => self.split(unit, first, level, k),
            (&Phase::Window { window, offered }, Action::Pass) => self.pass(window, offered),
            (&Phase::Window { window, .. }, Action::Guard) => self.play_royal_guard(seat, window),
            (
                &Phase::Window {
                    window: Window::Attack { attacker, unit, .. },
                    ..
                },
                Action::Reaper,
            ) => self.play_reaper(seat, attacker, unit),
            (
                &Phase::Window {
                    window: Window::Death { level, .. },
                    ..
                },
                Action::Monk,
            ) => self.play_monk(seat, level),
            (
                &Phase::Block {
                    attacker,
                    unit,
                    target,
                    amount,
                },
                Action::Block(defender),
            ) => self.block(attacker, unit, target, amount, defender),
            (
                &Phase::Cover {
                    attacker,
                    target,
                    amount,
                    owed,
                    ..
                },
                Action::Cover(value),
            ) => self.pay_cover(attacker, target, amount, owed, value),
            (
                &Phase::Give {
                    actor,
                    target,
                    count,
                    ..
                },
                Action::Give(value),
            ) => self.give_to_tax_collector(actor, target, count, value),
            (&Phase::Discard { count, .. }, Action::Discard(card)) => {
                self.discard_at_cleanup(seat, count, card);
            }
            _ => debug_assert!(false, "{action} applied in {:?}", self.phase),
        }
    }
}

impl Game for Provinces {
    const NAME: &'static str = "provinces";
    type Options = ProvincesOptions;
    type Card = Card;
    type Action = Action;
    type View = ProvincesView;
    type Detail = ProvincesResult;

    fn new(options: &ProvincesOptions, start: &Start<Card>) -> Result<Provinces, SetupError> {
        Provinces::setup(options, start)
    }

    fn options(&self) -> &ProvincesOptions {
        &self.rules.options
    }

    fn n_seats(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Option<Seat> {
        self.decider()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        let _ = self.offer_legal(out);
    }

    fn is_legal(&self, action: Action) -> bool {
        let mut find = Find::new(action);
        let _ = self.offer_legal(&mut find);
        find.found()
    }

    fn apply_unchecked(&mut self, action: Action) {
        // Cards leave a hand only when its seat plays them (the seat deciding) or at the
        // active player's cleanup, so only those two hands can shrink below their public
        // Province caps.
        let Some(seat) = self.decider() else {
            debug_assert!(false, "{action} applied to a finished game");
            return;
        };
        let active = self.turn.active;
        self.play(seat, action);
        self.make_forced_choices();
        self.clamp_province_cap(seat);
        if active != seat {
            self.clamp_province_cap(active);
        }
        debug_assert!(
            self.seats
                .iter()
                .all(|s| u32::from(s.province_cap) <= s.hand.len()),
            "a Province cap above its hand after {action}"
        );
    }

    fn why_illegal(&self, action: Action) -> Option<String> {
        if self.is_legal(action) {
            None
        } else {
            Some(self.refusal(action))
        }
    }

    fn view(&self, observer: Observer) -> ProvincesView {
        ProvincesView::of(self, observer)
    }

    fn view_into(&self, observer: Observer, view: &mut ProvincesView) {
        ProvincesView::write(self, observer, view);
    }

    fn outcome(&self) -> Option<Outcome<ProvincesResult>> {
        let result = self.result()?;
        let winners = if result.winners.len() == self.n() {
            Vec::new() // every seat shares the win: a draw
        } else {
            result.winners.clone()
        };
        Some(Outcome {
            winners,
            scores: result.provinces.iter().map(|&p| i32::from(p)).collect(),
            detail: result,
        })
    }

    fn determinize<R: Rng + ?Sized>(
        view: &ProvincesView,
        rng: &mut R,
    ) -> Result<Provinces, SetupError> {
        crate::determinize::sample(view, rng)
    }

    fn invariant_violation(&self) -> Option<String> {
        self.violation()
    }

    /// Counts the legal actions, draws one index as the default does (so a pick is the
    /// same as from the listed actions), and lists again up to that action: no list is
    /// built.
    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        let listing = self.listing()?;
        let count = self.count_listed(&listing);
        if count == 0 {
            return None;
        }
        let mut nth = Nth::new(rng.random_range(0..count));
        let _ = self.offer_listed(&listing, &mut nth);
        nth.found()
    }
}
