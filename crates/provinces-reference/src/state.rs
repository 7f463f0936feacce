//! The full state of a game of Provinces and the rules that change it.

use interregnum_core::{Game, Observer, Outcome, Seat, SetupError, Start};
use rand::{Rng, RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize, Serializer};

use crate::{
    action::{Action, Unit},
    card::{Bag, Card, CardBag, CardKind, GoldBag, PowerUpBag},
    deck::Deck,
    view::ProvincesView,
};

/// Game options: the table and the deck file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ProvincesOptions {
    /// The number of players, 2 to 4 (and in the deck's `players_supported`).
    pub players: u8,
    /// The first player's seat index (B3.2). When absent it is drawn from the seeded RNG
    /// before the shuffle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_player: Option<u8>,
    /// The deck file; the built-in deck by default.
    pub deck: Deck,
}

impl Default for ProvincesOptions {
    fn default() -> Self {
        ProvincesOptions {
            players: 2,
            first_player: None,
            deck: Deck::default(),
        }
    }
}

impl ProvincesOptions {
    /// Options for `players` seats with the built-in deck.
    #[must_use]
    pub fn players(players: u8) -> Self {
        ProvincesOptions {
            players,
            ..ProvincesOptions::default()
        }
    }

    /// Checks the options as [`Game::new`] does.
    ///
    /// # Errors
    /// If the deck is invalid, the player count is unsupported or the first player does not exist.
    pub fn validate(&self) -> Result<(), SetupError> {
        self.deck
            .validate()
            .map_err(|e| SetupError(e.to_string()))?;
        self.deck
            .check_players(self.players)
            .map_err(|e| SetupError(e.to_string()))?;
        if let Some(first) = self.first_player
            && first >= self.players
        {
            return Err(SetupError(format!(
                "first_player is {first}; with {} players it must be 0 to {} (or absent, to draw it from the seed)",
                self.players,
                self.players - 1
            )));
        }
        Ok(())
    }
}

/// One seat's cards on the table and in hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatState {
    pub(crate) hand: CardBag,
    /// Gold cards (soldier cards banked or won); their values are their levels.
    pub(crate) treasury: GoldBag,
    /// The units, sorted.
    pub(crate) army: Vec<Unit>,
    /// Provinces laid or captured.
    pub(crate) field: u16,
    /// The most Provinces this hand can hold, as far as public information tells: the
    /// cleanup limit of the seat's last turn (with the cards its last action drew), plus
    /// cards drawn since, less Provinces laid or discarded since, and never above the hand
    /// size. Sampling hidden hands respects it.
    pub(crate) province_cap: u16,
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

/// A game of Provinces: the full state, hidden cards included.
///
/// Hands and treasuries are [`Bag`]s (no heap data); the deck, the discard pile and the
/// armies are short vectors.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Provinces {
    pub(crate) options: ProvincesOptions,
    #[serde(skip)]
    pub(crate) rng: ChaCha8Rng,
    pub(crate) first_player: Seat,
    /// The current round, from 1.
    pub(crate) round: u32,
    pub(crate) active: Seat,
    pub(crate) actions_used: u16,
    pub(crate) allowance: u16,
    pub(crate) provinces_laid: u16,
    /// Provinces drawn by the action in progress (for `k`, B7.3).
    #[serde(skip)]
    pub(crate) drawn_provinces: u16,
    /// Cards drawn by the action in progress (a public bound on `k`).
    #[serde(skip)]
    pub(crate) drawn_cards: u16,
    pub(crate) phase: Phase,
    /// The deck; the last card is the top (serialised top first).
    #[serde(serialize_with = "top_first")]
    pub(crate) deck: Vec<Card>,
    /// The discard pile, bottom first.
    pub(crate) discard: Vec<Card>,
    /// Spent gold, out of the game.
    pub(crate) removed: GoldBag,
    /// An ability card set aside while it resolves (B5.2).
    pub(crate) resolving: Option<Card>,
    /// Cards of dying units still to resolve, in order.
    pub(crate) dying: Vec<Dying>,
    pub(crate) seats: Vec<SeatState>,
    pub(crate) result: Option<ProvincesResult>,
}

fn top_first<S: Serializer>(deck: &[Card], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(deck.iter().rev())
}

/// Seats in the order of a window (B6.3), at most four.
pub(crate) fn window_order(window: &Window, n: usize) -> ([Seat; 4], usize) {
    let mut out = [Seat::new(0); 4];
    let mut len = 0;
    let (start, skip) = match *window {
        Window::Attack {
            attacker, target, ..
        } => (target, Some(attacker)),
        Window::Ability { actor, target, .. } => (target.unwrap_or(actor.next(n)), Some(actor)),
        Window::Death { owner, .. } => (owner, None),
    };
    let mut seat = start;
    for _ in 0..n {
        if Some(seat) != skip {
            out[len] = seat;
            len += 1;
        }
        seat = seat.next(n);
    }
    (out, len)
}

/// The sums from 0 to 127 that some of the gold cards `(value, count)` make, as bits (bit
/// `i` is set when some cards sum to exactly `i`). Soldier levels are at most 99, so every
/// activation cost fits.
fn reachable_sums(gold: impl Iterator<Item = (u8, u8)>) -> u128 {
    let mut sums: u128 = 1;
    for (value, count) in gold {
        let value = u32::from(value);
        // More copies than 127 / value cannot add a reachable sum below 128.
        for _ in 0..u32::from(count).min(127 / value.max(1)) {
            sums |= sums << value;
        }
    }
    sums
}

/// Whether the gold cards of `treasury` worth at most `ceiling`, one card of value `less`
/// taken out, include some that sum to exactly `amount`.
fn pays_exactly(treasury: &GoldBag, ceiling: u8, less: u8, amount: u32) -> bool {
    if amount >= 128 {
        return false;
    }
    let cards = treasury.distinct().filter_map(|(card, count)| {
        let value = card.soldier_level()?;
        let count = if value == less { count - 1 } else { count };
        (value <= ceiling).then_some((value, count))
    });
    reachable_sums(cards) >> amount & 1 == 1
}

/// The gold cards of `treasury` worth at most `ceiling`: how many, and their total value.
fn gold_up_to(treasury: &GoldBag, ceiling: u8) -> (u32, u32) {
    treasury
        .distinct()
        .filter_map(|(card, count)| Some((card.soldier_level()?, count)))
        .filter(|&(value, _)| value <= ceiling)
        .fold((0, 0), |(cards, total), (value, count)| {
            (
                cards + u32::from(count),
                total + u32::from(value) * u32::from(count),
            )
        })
}

/// The next power-up level a Detach of `unit` shares out after level `decided`, with the
/// unit's count of that level.
fn next_split_level(unit: &Unit, decided: u8) -> Option<(u8, u8)> {
    unit.power_ups()
        .distinct()
        .filter_map(|(card, count)| Some((card.power_up_level()?, count)))
        .find(|&(level, _)| level > decided)
}

/// The fewest power-ups of `level` (of `count` on the unit) that a Detach of `unit` may give
/// its first soldier, after `first` for the levels up to `decided`. When the two soldiers
/// are alike, the halves can be swapped, so the first soldier takes the larger share of the
/// first level where the halves differ: one sequence per pair of halves (B5.1).
fn least_first_share(unit: &Unit, first: &PowerUpBag, decided: u8, count: u8) -> u8 {
    let even_so_far = unit.alike_soldiers()
        && unit.power_ups().distinct().all(|(card, n)| {
            card.power_up_level().is_none_or(|l| l > decided) || first.count(card) * 2 == n
        });
    if even_so_far { count.div_ceil(2) } else { 0 }
}

impl Provinces {
    pub(crate) fn n(&self) -> usize {
        self.seats.len()
    }

    pub(crate) fn deck_def(&self) -> &Deck {
        &self.options.deck
    }

    /// The round being played, from 1.
    #[must_use]
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The seat whose turn it is.
    #[must_use]
    pub fn active(&self) -> Seat {
        self.active
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
        (self.actions_used, self.allowance)
    }

    #[must_use]
    pub fn hand(&self, seat: Seat) -> &CardBag {
        &self.seats[seat.index()].hand
    }

    #[must_use]
    pub fn treasury(&self, seat: Seat) -> &GoldBag {
        &self.seats[seat.index()].treasury
    }

    #[must_use]
    pub fn army(&self, seat: Seat) -> &[Unit] {
        &self.seats[seat.index()].army
    }

    #[must_use]
    pub fn field(&self, seat: Seat) -> u16 {
        self.seats[seat.index()].field
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
    pub fn removed(&self) -> &GoldBag {
        &self.removed
    }

    /// The strength of a unit (B2.3).
    #[must_use]
    pub fn strength(&self, unit: &Unit) -> u32 {
        self.deck_def().strength(unit)
    }

    /// Whether `seat` can be attacked (S25).
    #[must_use]
    pub fn attackable(&self, seat: Seat) -> bool {
        let s = &self.seats[seat.index()];
        !s.army.is_empty() || !s.treasury.is_empty() || s.field > 0
    }

    /// Whether the active player owes a Province now (B7.2).
    #[must_use]
    pub fn owes_province(&self) -> bool {
        matches!(self.phase, Phase::Main)
            && u32::from(self.seats[self.active.index()].hand.count(Card::PROVINCE))
                > u32::from(self.deck_def().province_hand_limit)
            && self.provinces_laid == 0
            && self.actions_used < self.allowance
    }

    /// The seat that decides now, if any.
    pub(crate) fn decider(&self) -> Option<Seat> {
        match self.phase {
            Phase::Main
            | Phase::Discard { .. }
            | Phase::Pay { .. }
            | Phase::Combine { .. }
            | Phase::Detach { .. } => Some(self.active),
            Phase::Window { window, offered } => {
                let (order, len) = window_order(&window, self.n());
                (usize::from(offered) < len).then(|| order[usize::from(offered)])
            }
            Phase::Block { target, .. }
            | Phase::Cover { target, .. }
            | Phase::Give { target, .. } => Some(target),
            Phase::Over => None,
        }
    }

    // -----------------------------------------------------------------------------------
    // Setup and turn structure.

    pub(crate) fn setup(
        options: &ProvincesOptions,
        start: &Start<Card>,
    ) -> Result<Provinces, SetupError> {
        options.validate()?;
        let n = usize::from(options.players);
        let mut rng = ChaCha8Rng::seed_from_u64(start.seed);
        let first_player = match options.first_player {
            Some(f) => Seat::new(usize::from(f)),
            None => Seat::new(rng.random_range(0..n)), // B3.2, B8.5
        };
        let full = options.deck.cards();
        let deck = match &start.deck {
            Some(stacked) => {
                let bag = Bag::<30>::try_from_cards(stacked.iter().copied());
                if bag != Some(full) {
                    return Err(SetupError(format!(
                        "a stacked deck must hold every card of the deck exactly once ({} cards, top first); this one has {} cards that do not match the deck",
                        full.len(),
                        stacked.len()
                    )));
                }
                stacked.iter().rev().copied().collect()
            }
            None => {
                let mut cards: Vec<Card> = full.iter().collect();
                cards.shuffle(&mut rng); // B3.1
                cards
            }
        };
        let mut game = Provinces {
            options: options.clone(),
            rng,
            first_player,
            round: 1,
            active: first_player,
            actions_used: 0,
            allowance: 0,
            provinces_laid: 0,
            drawn_provinces: 0,
            drawn_cards: 0,
            phase: Phase::Main,
            deck,
            discard: Vec::new(),
            removed: GoldBag::EMPTY,
            resolving: None,
            dying: Vec::new(),
            seats: vec![SeatState::default(); n],
            result: None,
        };
        // S2, B3.2: deal one card at a time in turn order, from the first player.
        for _ in 0..options.deck.initial_hand {
            let mut seat = first_player;
            for _ in 0..n {
                game.draw(seat, 1);
                seat = seat.next(n);
            }
        }
        game.start_turn();
        game.clamp_caps();
        Ok(game)
    }

    /// Draws up to `count` cards into `seat`'s hand (B8.1); returns the Provinces drawn.
    fn draw(&mut self, seat: Seat, count: u16) -> u16 {
        let mut provinces = 0;
        let mut cards = 0u16;
        for _ in 0..count {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.deck = std::mem::take(&mut self.discard);
                self.deck.shuffle(&mut self.rng);
            }
            let Some(card) = self.deck.pop() else { break };
            if card == Card::PROVINCE {
                provinces += 1;
            }
            cards += 1;
            self.seats[seat.index()].hand.add(card, 1);
        }
        let cap = &mut self.seats[seat.index()].province_cap;
        *cap = cap.saturating_add(cards);
        provinces
    }

    /// Keeps each seat's Province cap within its hand size.
    pub(crate) fn clamp_caps(&mut self) {
        for s in &mut self.seats {
            s.province_cap = s.province_cap.min(s.hand.len() as u16);
        }
    }

    pub(crate) fn start_turn(&mut self) {
        let seat = self.active;
        let n = self.n() as u8;
        // B4.1: clear the marks of the active player's soldiers.
        let army = &mut self.seats[seat.index()].army;
        for unit in army.iter_mut() {
            *unit = unit.with_marks(false);
        }
        army.sort_unstable();
        self.actions_used = 0;
        self.provinces_laid = 0;
        self.drawn_provinces = 0;
        self.drawn_cards = 0;
        self.allowance = if self.round == 1 && seat == self.first_player {
            self.deck_def().first_turn_allowance(n) // B4.2.1
        } else {
            self.deck_def().actions_per_turn
        };
        let draws = self.deck_def().draws_per_turn;
        self.draw(seat, draws); // S5
        self.phase = Phase::Main;
    }

    /// The end of an action: the turn ends when the allowance is used up (S7, B4.2).
    fn finish_action(&mut self) {
        if self.actions_used >= self.allowance {
            self.cleanup(self.drawn_provinces, self.drawn_cards);
        } else {
            self.drawn_provinces = 0;
            self.drawn_cards = 0;
            self.phase = Phase::Main;
        }
    }

    /// B4.3, with `k` the Provinces drawn by the turn's last action, and `drawn` the
    /// cards it drew (the public bound on `k`).
    fn cleanup(&mut self, k: u16, drawn: u16) {
        self.drawn_provinces = 0;
        self.drawn_cards = 0;
        let seat = self.active;
        let limit = self.deck_def().province_hand_limit;
        let cap = &mut self.seats[seat.index()].province_cap;
        *cap = (*cap).min(limit.saturating_add(drawn));
        let keep = u32::from(limit) + u32::from(k);
        let held = u32::from(self.seats[seat.index()].hand.count(Card::PROVINCE));
        if held > keep {
            let excess = (held - keep) as u8;
            self.seats[seat.index()].hand.remove(Card::PROVINCE, excess);
            for _ in 0..excess {
                self.discard.push(Card::PROVINCE);
            }
        }
        let size = self.seats[seat.index()].hand.len();
        let limit = u32::from(self.deck_def().hand_limit);
        if size > limit {
            self.phase = Phase::Discard {
                count: size - limit,
                last: None,
            };
        } else {
            self.next_turn();
        }
    }

    fn next_turn(&mut self) {
        let n = self.n();
        let last = Seat::new((self.first_player.index() + n - 1) % n);
        if self.active == last {
            if self.end_of_round() {
                return;
            }
            self.round += 1;
        }
        self.active = self.active.next(n);
        self.start_turn();
    }

    /// B8.3.2 and B8.4; returns whether the game ended.
    fn end_of_round(&mut self) -> bool {
        let n = self.n() as u8;
        let target = self.deck_def().target(n);
        let limit = self.deck_def().round_limit;
        let top = self.seats.iter().map(|s| s.field).max().unwrap_or(0);
        let end = if top >= target {
            EndKind::ProvinceTarget
        } else if limit > 0 && self.round >= limit {
            EndKind::RoundLimit
        } else {
            return false;
        };
        let most: Vec<Seat> = Seat::all(self.n())
            .filter(|s| self.seats[s.index()].field == top)
            .collect();
        let gold = |s: &Seat| self.seats[s.index()].treasury.gold_value();
        let richest = most.iter().map(gold).max().unwrap_or(0);
        let winners: Vec<Seat> = most
            .iter()
            .copied()
            .filter(|s| gold(s) == richest)
            .collect();
        self.result = Some(ProvincesResult {
            end,
            rounds: self.round,
            target,
            provinces: self.seats.iter().map(|s| s.field).collect(),
            treasury: self.seats.iter().map(|s| s.treasury.gold_value()).collect(),
            decided_by_treasury: most.len() > 1 && winners.len() < most.len(),
            shared: winners.len() > 1,
            winners,
        });
        self.phase = Phase::Over;
        true
    }

    // -----------------------------------------------------------------------------------
    // Actions.

    fn insert_unit(&mut self, seat: Seat, unit: Unit) {
        let army = &mut self.seats[seat.index()].army;
        let at = army.partition_point(|u| *u < unit);
        army.insert(at, unit);
    }

    fn take_unit(&mut self, seat: Seat, unit: Unit) -> bool {
        let army = &mut self.seats[seat.index()].army;
        match army.binary_search(&unit) {
            Ok(i) => {
                army.remove(i);
                true
            }
            Err(_) => false,
        }
    }

    fn spend(&mut self) {
        self.actions_used += 1;
        self.drawn_provinces = 0;
        self.drawn_cards = 0;
    }

    fn open(&mut self, window: Window) {
        self.phase = Phase::Window { window, offered: 0 };
    }

    fn queue_death(&mut self, owner: Seat, unit: Unit) {
        if !unit.power_ups().is_empty() {
            self.dying.push(Dying::PowerUps(unit.power_ups));
        }
        for (level, _) in unit.soldiers() {
            self.dying.push(Dying::Soldier { owner, level });
        }
    }

    /// B6.2: resolve queued deaths until a death window opens or the attack is over.
    fn process_deaths(&mut self) {
        while !self.dying.is_empty() {
            match self.dying.remove(0) {
                Dying::PowerUps(bag) => self.discard.extend(bag.iter()),
                Dying::Soldier { owner, level } => {
                    self.open(Window::Death { owner, level });
                    return;
                }
            }
        }
        self.finish_action();
    }

    fn capture_province(&mut self, from: Seat, to: Seat) {
        if self.seats[from.index()].field > 0 {
            self.seats[from.index()].field -= 1;
            self.seats[to.index()].field += 1;
        }
    }

    /// B6.1 steps 3-5, after the attack window closed with no reaction.
    fn resolve_attack(&mut self, attacker: Seat, unit: Unit, target: Seat, amount: u32) {
        let t = &self.seats[target.index()];
        if !t.army.is_empty() {
            self.phase = Phase::Block {
                attacker,
                unit,
                target,
                amount,
            };
        } else if !t.treasury.is_empty() {
            if t.treasury.gold_value() >= amount {
                self.phase = Phase::Cover {
                    attacker,
                    target,
                    amount,
                    owed: amount,
                    last: None,
                };
            } else {
                // S23: all the gold, then a Province if there is one.
                let gold = std::mem::take(&mut self.seats[target.index()].treasury);
                self.seats[attacker.index()].treasury.add_all(&gold);
                self.capture_province(target, attacker);
                self.finish_action();
            }
        } else {
            self.capture_province(target, attacker); // S24
            self.finish_action();
        }
    }

    /// The Tax Collector has taken its gold: it goes to the discard pile (B5.2).
    fn finish_tax(&mut self) {
        self.discard.push(Card::TAX_COLLECTOR);
        self.resolving = None;
        self.finish_action();
    }

    /// Completes a Detach whose every power-up level is shared out, or goes on to the next.
    fn detach_next(&mut self, unit: Unit, first: PowerUpBag, decided: u8) {
        if next_split_level(&unit, decided).is_some() {
            self.phase = Phase::Detach {
                unit,
                first,
                decided,
            };
            return;
        }
        let (x, y) = unit
            .split(first)
            .expect("the shares add up to the unit's power-ups");
        let seat = self.active;
        self.insert_unit(seat, x);
        self.insert_unit(seat, y);
        self.spend();
        self.finish_action();
    }

    fn close_window(&mut self, window: Window) {
        match window {
            Window::Attack {
                attacker,
                unit,
                target,
                amount,
            } => self.resolve_attack(attacker, unit, target, amount),
            Window::Ability {
                actor,
                card,
                target,
            } => {
                if card == Card::SCOUT {
                    let draw = self.deck_def().scout_draw;
                    let before = self.seats[actor.index()].hand.len();
                    self.drawn_provinces = self.draw(actor, draw);
                    self.drawn_cards = (self.seats[actor.index()].hand.len() - before) as u16;
                    self.discard.push(card);
                    self.resolving = None;
                    self.finish_action();
                } else {
                    let target = target.expect("a Tax Collector has a target");
                    let have = self.seats[target.index()].treasury.len();
                    let take = u32::from(self.deck_def().tax_collector_take);
                    let count = have.min(take) as u8;
                    self.phase = Phase::Give {
                        actor,
                        target,
                        count,
                        last: None,
                    };
                    if count == 0 {
                        self.finish_tax();
                    }
                }
            }
            Window::Death { level, .. } => {
                self.discard.push(Card::soldier(level));
                self.process_deaths();
            }
        }
    }

    /// Plays an action that is legal.
    fn step(&mut self, action: Action) {
        let seat = self.decider().expect("a seat decides");
        let si = seat.index();
        match (self.phase, action) {
            (Phase::Main, Action::EndTurn) => self.cleanup(0, 0),
            (Phase::Main, Action::Bank(level)) => {
                let card = Card::soldier(level);
                self.seats[si].hand.remove(card, 1);
                self.seats[si].treasury.add(card, 1);
                self.spend();
                self.finish_action();
            }
            (Phase::Main, Action::Activate(level)) => {
                // The soldier is set aside while it is paid for.
                self.seats[si].hand.remove(Card::soldier(level), 1);
                self.phase = Phase::Pay {
                    level,
                    owed: u32::from(level),
                    last: None,
                };
            }
            (Phase::Pay { level, owed, .. }, Action::Pay(value)) => {
                let card = Card::soldier(value);
                self.seats[si].treasury.remove(card, 1);
                self.removed.add(card, 1);
                let owed = owed - u32::from(value);
                if owed == 0 {
                    self.insert_unit(seat, Unit::single(level, false));
                    self.spend();
                    self.finish_action();
                } else {
                    self.phase = Phase::Pay {
                        level,
                        owed,
                        last: Some(value),
                    };
                }
            }
            (Phase::Main, Action::Attack(unit, target)) => {
                self.take_unit(seat, unit);
                let marked = unit.with_marks(true);
                self.insert_unit(seat, marked);
                let amount = self.strength(&marked);
                self.spend();
                self.open(Window::Attack {
                    attacker: seat,
                    unit: marked,
                    target,
                    amount,
                });
            }
            (Phase::Main, Action::Attach(level, unit)) => {
                let card = Card::power_up(level);
                self.seats[si].hand.remove(card, 1);
                self.take_unit(seat, unit);
                let mut joined = unit;
                joined.power_ups.add(card, 1);
                self.insert_unit(seat, joined);
                self.spend();
                self.finish_action();
            }
            (Phase::Main, Action::Combine(unit)) => {
                // The first unit is set aside while the second is chosen.
                self.take_unit(seat, unit);
                self.phase = Phase::Combine { unit };
            }
            (Phase::Combine { unit }, Action::CombineWith(other)) => {
                self.take_unit(seat, other);
                let joined = self
                    .deck_def()
                    .combined(&unit, &other)
                    .expect("legal combine");
                self.insert_unit(seat, joined);
                self.spend();
                self.finish_action();
            }
            (Phase::Main, Action::Detach(unit)) => {
                // The unit is set aside while its power-ups are shared out.
                self.take_unit(seat, unit);
                self.detach_next(unit, PowerUpBag::EMPTY, 0);
            }
            (
                Phase::Detach { unit, first, .. },
                Action::Split {
                    level, first: k, ..
                },
            ) => {
                let mut first = first;
                first.add(Card::power_up(level), k);
                self.detach_next(unit, first, level);
            }
            (Phase::Main, Action::Scout | Action::Tax(_)) => {
                let (card, target) = match action {
                    Action::Tax(t) => (Card::TAX_COLLECTOR, Some(t)),
                    _ => (Card::SCOUT, None),
                };
                self.seats[si].hand.remove(card, 1);
                self.resolving = Some(card);
                self.spend();
                self.open(Window::Ability {
                    actor: seat,
                    card,
                    target,
                });
            }
            (Phase::Main, Action::Province) => {
                self.seats[si].hand.remove(Card::PROVINCE, 1);
                self.seats[si].province_cap = self.seats[si].province_cap.saturating_sub(1);
                self.seats[si].field += 1;
                self.provinces_laid += 1;
                self.spend();
                self.finish_action();
            }
            (Phase::Window { window, offered }, Action::Pass) => {
                let (_, len) = window_order(&window, self.n());
                if usize::from(offered) + 1 >= len {
                    self.close_window(window);
                } else {
                    self.phase = Phase::Window {
                        window,
                        offered: offered + 1,
                    };
                }
            }
            (Phase::Window { window, .. }, Action::Guard) => {
                self.seats[si].hand.remove(Card::ROYAL_GUARD, 1);
                self.discard.push(Card::ROYAL_GUARD);
                if let Window::Ability { card, .. } = window {
                    self.discard.push(card);
                    self.resolving = None;
                }
                self.finish_action();
            }
            (
                Phase::Window {
                    window: Window::Attack { attacker, unit, .. },
                    ..
                },
                Action::Reaper,
            ) => {
                self.seats[si].hand.remove(Card::REAPER, 1);
                self.discard.push(Card::REAPER);
                self.take_unit(attacker, unit);
                self.queue_death(attacker, unit);
                self.process_deaths();
            }
            (
                Phase::Window {
                    window: Window::Death { level, .. },
                    ..
                },
                Action::Monk,
            ) => {
                self.seats[si].hand.remove(Card::MONK, 1);
                self.discard.push(Card::MONK);
                self.insert_unit(seat, Unit::single(level, true));
                self.process_deaths();
            }
            (
                Phase::Block {
                    attacker,
                    unit,
                    target,
                    amount,
                },
                Action::Block(defender),
            ) => {
                let defence = self.strength(&defender);
                if amount <= defence {
                    self.take_unit(attacker, unit);
                    self.queue_death(attacker, unit);
                }
                if amount >= defence {
                    self.take_unit(target, defender);
                    self.queue_death(target, defender);
                }
                self.process_deaths();
            }
            (
                Phase::Cover {
                    attacker,
                    target,
                    amount,
                    owed,
                    ..
                },
                Action::Cover(value),
            ) => {
                let card = Card::soldier(value);
                self.seats[target.index()].treasury.remove(card, 1);
                self.seats[attacker.index()].treasury.add(card, 1);
                if u32::from(value) >= owed {
                    self.finish_action();
                } else {
                    self.phase = Phase::Cover {
                        attacker,
                        target,
                        amount,
                        owed: owed - u32::from(value),
                        last: Some(value),
                    };
                }
            }
            (
                Phase::Give {
                    actor,
                    target,
                    count,
                    ..
                },
                Action::Give(value),
            ) => {
                let card = Card::soldier(value);
                self.seats[target.index()].treasury.remove(card, 1);
                self.seats[actor.index()].treasury.add(card, 1);
                if count == 1 {
                    self.finish_tax();
                } else {
                    self.phase = Phase::Give {
                        actor,
                        target,
                        count: count - 1,
                        last: Some(value),
                    };
                }
            }
            (Phase::Discard { count, .. }, Action::Discard(card)) => {
                self.seats[si].hand.remove(card, 1);
                if card == Card::PROVINCE {
                    let cap = &mut self.seats[si].province_cap;
                    *cap = cap.saturating_sub(1);
                }
                // Chosen in standard card order, so the pile gets that order (B8.5).
                self.discard.push(card);
                if count == 1 {
                    self.next_turn();
                } else {
                    self.phase = Phase::Discard {
                        count: count - 1,
                        last: Some(card),
                    };
                }
            }
            _ => debug_assert!(false, "{action} applied in {:?}", self.phase),
        }
    }

    /// Makes the decisions that have a single option and depend only on public cards: the
    /// blocker, each card of a cover, of the Tax Collector's gold and of an activation's
    /// payment, the second unit of a Combine and each share of a Detach.
    fn auto_resolve(&mut self) {
        let mut legal = Vec::new();
        while matches!(
            self.phase,
            Phase::Block { .. }
                | Phase::Cover { .. }
                | Phase::Give { .. }
                | Phase::Pay { .. }
                | Phase::Combine { .. }
                | Phase::Detach { .. }
        ) {
            self.legal(&mut legal);
            if legal.len() != 1 {
                break;
            }
            self.step(legal[0]);
        }
    }

    // -----------------------------------------------------------------------------------
    // Legal actions.

    pub(crate) fn legal(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(seat) = self.decider() else { return };
        let me = &self.seats[seat.index()];
        match self.phase {
            Phase::Over => {}
            Phase::Main => self.legal_main(seat, out),
            Phase::Window { window, .. } => {
                out.push(Action::Pass);
                match window {
                    Window::Attack { target, .. } => {
                        if me.hand.count(Card::ROYAL_GUARD) > 0 {
                            out.push(Action::Guard);
                        }
                        if seat == target && me.hand.count(Card::REAPER) > 0 {
                            out.push(Action::Reaper);
                        }
                    }
                    Window::Ability { .. } => {
                        if me.hand.count(Card::ROYAL_GUARD) > 0 {
                            out.push(Action::Guard);
                        }
                    }
                    Window::Death { .. } => {
                        if me.hand.count(Card::MONK) > 0 {
                            out.push(Action::Monk);
                        }
                    }
                }
            }
            Phase::Block { .. } => {
                out.extend(me.army.iter().map(|u| Action::Block(*u)));
            }
            Phase::Cover { owed, last, .. } => {
                // Highest first: the cover is minimal exactly when it stops at the first
                // card that reaches the amount, and a card may be paid when the cards up to
                // its value can still reach it.
                let ceiling = last.unwrap_or(u8::MAX);
                for value in me
                    .treasury
                    .distinct()
                    .filter_map(|(c, _)| c.soldier_level())
                {
                    if value <= ceiling && gold_up_to(&me.treasury, value).1 >= owed {
                        out.push(Action::Cover(value));
                    }
                }
            }
            Phase::Give { count, last, .. } => {
                let ceiling = last.unwrap_or(u8::MAX);
                for value in me
                    .treasury
                    .distinct()
                    .filter_map(|(c, _)| c.soldier_level())
                {
                    if value <= ceiling && gold_up_to(&me.treasury, value).0 >= u32::from(count) {
                        out.push(Action::Give(value));
                    }
                }
            }
            Phase::Discard { count, last } => {
                // In standard card order: a card may be discarded when enough cards from it
                // on are left to finish the discard.
                let mut from_here_on = me.hand.len();
                for (card, n) in me.hand.distinct() {
                    if last.is_none_or(|l| card >= l) && from_here_on >= count {
                        out.push(Action::Discard(card));
                    }
                    from_here_on -= u32::from(n);
                }
            }
            Phase::Pay { owed, last, .. } => {
                let ceiling = last.unwrap_or(u8::MAX);
                for value in me
                    .treasury
                    .distinct()
                    .filter_map(|(c, _)| c.soldier_level())
                {
                    if value <= ceiling
                        && u32::from(value) <= owed
                        && pays_exactly(&me.treasury, value, value, owed - u32::from(value))
                    {
                        out.push(Action::Pay(value));
                    }
                }
            }
            Phase::Combine { unit } => {
                let deck = self.deck_def();
                for other in me.army.iter().filter(|o| **o <= unit) {
                    if deck.combined(&unit, other).is_some() {
                        out.push(Action::CombineWith(*other));
                    }
                }
            }
            Phase::Detach {
                unit,
                first,
                decided,
            } => {
                if let Some((level, count)) = next_split_level(&unit, decided) {
                    for k in least_first_share(&unit, &first, decided, count)..=count {
                        out.push(Action::Split {
                            level,
                            first: k,
                            second: count - k,
                        });
                    }
                }
            }
        }
        out.sort_unstable();
        out.dedup();
    }

    fn legal_main(&self, seat: Seat, out: &mut Vec<Action>) {
        let me = &self.seats[seat.index()];
        let deck = self.deck_def();
        let owes = self.owes_province();
        if owes && self.allowance - self.actions_used == 1 {
            out.push(Action::Province); // B7.2
            return;
        }
        if !owes {
            out.push(Action::EndTurn);
        }
        let n = self.n();
        let m = u32::from(deck.max_powerups_per_level);
        let payable = reachable_sums(
            me.treasury
                .distinct()
                .filter_map(|(c, count)| Some((c.soldier_level()?, count))),
        );
        for (card, _) in me.hand.distinct() {
            match card.kind() {
                CardKind::Soldier(level) => {
                    out.push(Action::Bank(level));
                    if payable >> level & 1 == 1 {
                        out.push(Action::Activate(level));
                    }
                }
                CardKind::PowerUp(level) => {
                    for unit in &me.army {
                        if u32::from(unit.power_ups().count(card)) < m {
                            out.push(Action::Attach(level, *unit));
                        }
                    }
                }
                CardKind::Scout => out.push(Action::Scout),
                CardKind::TaxCollector => {
                    for t in Seat::all(n).filter(|&t| t != seat) {
                        if !self.seats[t.index()].treasury.is_empty() {
                            out.push(Action::Tax(t));
                        }
                    }
                }
                CardKind::Province => {
                    if self.provinces_laid < deck.provinces_per_turn {
                        out.push(Action::Province);
                    }
                }
                CardKind::RoyalGuard | CardKind::Monk | CardKind::Reaper => {}
            }
        }
        for unit in me.army.iter().filter(|u| !u.any_marked()) {
            for t in Seat::all(n).filter(|&t| t != seat && self.attackable(t)) {
                out.push(Action::Attack(*unit, t));
            }
        }
        // A Combine starts with the larger unit; the army is sorted, so its partners come
        // before it (or are another copy of it).
        for (i, unit) in me.army.iter().enumerate() {
            if i > 0 && me.army[i - 1] == *unit {
                continue;
            }
            let partner = me
                .army
                .iter()
                .enumerate()
                .take_while(|(_, other)| *other <= unit)
                .any(|(j, other)| j != i && deck.combined(unit, other).is_some());
            if partner {
                out.push(Action::Combine(*unit));
            }
        }
        for unit in me.army.iter().filter(|u| u.n_soldiers() == 2) {
            out.push(Action::Detach(*unit));
        }
    }

    // -----------------------------------------------------------------------------------
    // Explanations.

    fn reason(&self, action: Action) -> String {
        let Some(seat) = self.decider() else {
            return "the game is over".into();
        };
        let me = &self.seats[seat.index()];
        let deck = self.deck_def();
        let main_action = matches!(
            action,
            Action::EndTurn
                | Action::Bank(_)
                | Action::Activate(_)
                | Action::Attack(..)
                | Action::Attach(..)
                | Action::Combine(_)
                | Action::Detach(_)
                | Action::Scout
                | Action::Tax(_)
                | Action::Province
        );
        match self.phase {
            Phase::Main if !main_action => {
                return format!(
                    "it is {seat}'s turn to take an action or end the turn; no window or choice is open"
                );
            }
            Phase::Main => {}
            Phase::Window { window, .. } => {
                let what = match window {
                    Window::Attack { .. } => {
                        "an attack window: pass, or play a Royal Guard (or, as the target, a Reaper)"
                    }
                    Window::Ability { .. } => "an ability window: pass, or play a Royal Guard",
                    Window::Death { .. } => "a death window: pass, or play a Monk",
                };
                return match action {
                    Action::Guard if matches!(window, Window::Death { .. }) => {
                        "a Royal Guard cancels attacks and abilities, not deaths".into()
                    }
                    Action::Monk if !matches!(window, Window::Death { .. }) => {
                        "a Monk is played only when a soldier dies".into()
                    }
                    Action::Reaper => match window {
                        Window::Attack { target, .. } if target != seat => {
                            format!("only the target of the attack ({target}) may play a Reaper")
                        }
                        Window::Attack { .. } => format!("{seat} holds no Reaper"),
                        _ => "a Reaper is played only against an attack on you".into(),
                    },
                    Action::Guard => format!("{seat} holds no Royal Guard"),
                    Action::Monk => format!("{seat} holds no Monk"),
                    _ => format!("{seat} is offered {what}"),
                };
            }
            Phase::Over => return "the game is over".into(),
            _ => return self.choice_reason(seat, action),
        }
        // The main phase.
        if self.owes_province() {
            if action == Action::EndTurn {
                return format!(
                    "{seat} holds more than {} Provinces and owes a Province: it must lay one before the turn ends (S16)",
                    deck.province_hand_limit
                );
            }
            if self.allowance - self.actions_used == 1 && action != Action::Province {
                return format!(
                    "{seat} owes a Province and has one action left, so that action must lay it (S16)"
                );
            }
        }
        let n = self.n();
        let has_unit = |u: &Unit| me.army.binary_search(u).is_ok();
        match action {
            Action::Bank(l) | Action::Activate(l) if me.hand.count(Card::soldier(l)) == 0 => {
                format!("{seat} holds no soldier S{l}")
            }
            Action::Activate(l) => format!(
                "no gold cards of {seat}'s treasury sum to exactly {l}, the cost of S{l} (S9.2: no overpaying)"
            ),
            Action::Attack(u, t) => {
                if t.index() >= n {
                    format!("there is no seat {t}")
                } else if t == seat {
                    "a player cannot attack themselves".into()
                } else if !has_unit(&u) {
                    format!("{seat} has no unit {u}")
                } else if u.any_marked() {
                    "a soldier of that unit has already attacked this turn (S9.3)".into()
                } else if !self.attackable(t) {
                    format!(
                        "{t} has no army, no gold and no Provinces, so cannot be attacked (S25)"
                    )
                } else {
                    "that attack is not possible now".into()
                }
            }
            Action::Attach(l, u) => {
                if me.hand.count(Card::power_up(l)) == 0 {
                    format!("{seat} holds no power-up P{l}")
                } else if !has_unit(&u) {
                    format!("{seat} has no unit {u}")
                } else {
                    format!(
                        "that unit already has {} power-up(s) of level {l} (S10)",
                        deck.max_powerups_per_level
                    )
                }
            }
            Action::Combine(u) => {
                if deck.max_soldiers_per_unit < 2 {
                    "this deck allows one soldier per unit, so nothing can be combined".into()
                } else if !has_unit(&u) {
                    format!("{seat} has no unit {u}")
                } else if u.n_soldiers() != 1 {
                    "only two one-soldier units can be combined (S10)".into()
                } else {
                    format!(
                        "no other one-soldier unit of {seat}'s, no larger than {u}, can join it without too many power-ups of one level (S10); a Combine names the larger unit first"
                    )
                }
            }
            Action::Detach(u) => {
                if has_unit(&u) {
                    "only a two-soldier unit can be detached".into()
                } else {
                    format!("{seat} has no unit {u}")
                }
            }
            Action::Scout if me.hand.count(Card::SCOUT) == 0 => format!("{seat} holds no Scout"),
            Action::Tax(t) => {
                if me.hand.count(Card::TAX_COLLECTOR) == 0 {
                    format!("{seat} holds no Tax Collector")
                } else if t == seat || t.index() >= n {
                    "a Tax Collector targets an opponent".into()
                } else {
                    format!("{t} has no gold to take")
                }
            }
            Action::Province => {
                if me.hand.count(Card::PROVINCE) == 0 {
                    format!("{seat} holds no Province")
                } else {
                    format!(
                        "{seat} has already laid {} Province(s) this turn (S18)",
                        self.provinces_laid
                    )
                }
            }
            _ => format!("{action} is not possible now"),
        }
    }

    /// Why `action` is not allowed in a choice made card by card (or a block).
    fn choice_reason(&self, seat: Seat, action: Action) -> String {
        let me = &self.seats[seat.index()];
        let has_unit = |u: &Unit| me.army.binary_search(u).is_ok();
        let no_gold = |v: u8| format!("{seat}'s treasury holds no gold card of value {v}");
        let highest_first = |last: Option<u8>, v: u8| {
            last.filter(|&l| v > l).map(|l| {
                format!(
                    "gold is chosen highest first: after a {l}, the next card is worth at most {l}"
                )
            })
        };
        match self.phase {
            Phase::Block { .. } => match action {
                Action::Block(u) => format!("{seat} has no unit {u}"),
                _ => format!("{seat} must choose one of its units to defend"),
            },
            Phase::Cover {
                amount, owed, last, ..
            } => match action {
                Action::Cover(v) if me.treasury.count(Card::soldier(v)) == 0 => no_gold(v),
                Action::Cover(v) => highest_first(last, v).unwrap_or_else(|| {
                    format!(
                        "the cards worth {v} or less cannot cover the {owed} left of the attack of {amount}, so no minimal cover goes on with a {v} (S22)"
                    )
                }),
                _ => format!(
                    "{seat} must pay the attack of {amount} with a minimal cover, one gold card at a time, highest first: {owed} is left (`cover <value>`)"
                ),
            },
            Phase::Give { count, last, .. } => match action {
                Action::Give(v) if me.treasury.count(Card::soldier(v)) == 0 => no_gold(v),
                Action::Give(v) => highest_first(last, v).unwrap_or_else(|| {
                    format!("too few cards worth {v} or less are left to give {count} more")
                }),
                _ => format!(
                    "{seat} must give {count} more gold card(s) to the Tax Collector, highest first (`give <value>`)"
                ),
            },
            Phase::Discard { count, last } => match action {
                Action::Discard(c) if me.hand.count(c) == 0 => format!("{seat} holds no {c}"),
                Action::Discard(c) => match last {
                    Some(l) if c < l => format!(
                        "discards are chosen in standard card order (B8.5): after {l}, the next is {l} or a later card"
                    ),
                    _ => format!(
                        "too few cards from {c} on in standard card order are left to discard {count} more"
                    ),
                },
                _ => format!(
                    "{seat}'s turn is over; it must discard {count} more card(s) down to the hand limit, one at a time in standard card order (`discard <card>`)"
                ),
            },
            Phase::Pay { level, owed, last } => match action {
                Action::Pay(v) if me.treasury.count(Card::soldier(v)) == 0 => no_gold(v),
                Action::Pay(v) if u32::from(v) > owed => format!(
                    "paying {v} would overpay: {owed} of the cost of S{level} is left, and it is paid exactly (S9.2: no overpaying)"
                ),
                Action::Pay(v) => highest_first(last, v).unwrap_or_else(|| {
                    format!("no gold cards worth {v} or less pay the {owed} left exactly if a {v} is one of them")
                }),
                _ => format!(
                    "{seat} is paying for S{level}: {owed} is left, one gold card at a time, highest first (`pay <value>`)"
                ),
            },
            Phase::Combine { unit } => match action {
                Action::CombineWith(u) if !has_unit(&u) => format!("{seat} has no unit {u}"),
                Action::CombineWith(u) if u > unit => format!(
                    "a Combine names the larger unit first: {u} is larger than {unit}"
                ),
                Action::CombineWith(u) if u.n_soldiers() != 1 => {
                    "only two one-soldier units can be combined (S10)".into()
                }
                Action::CombineWith(_) => {
                    "together they would hold too many power-ups of one level (S10)".into()
                }
                _ => format!("{seat} is combining {unit}: choose the unit to join it (`with <unit>`)"),
            },
            Phase::Detach {
                unit,
                first,
                decided,
            } => {
                let Some((next, count)) = next_split_level(&unit, decided) else {
                    return "the Detach is complete".into();
                };
                match action {
                    Action::Split { level, .. } if level != next => format!(
                        "the power-ups are shared out level by level, lowest first: level {next} is next"
                    ),
                    Action::Split { first: k, second, .. }
                        if u32::from(k) + u32::from(second) != u32::from(count) =>
                    {
                        format!(
                            "{unit} holds {count} power-up(s) of level {next}: the two shares must add up to {count}"
                        )
                    }
                    Action::Split { first: k, .. } => {
                        let least = least_first_share(&unit, &first, decided, count);
                        format!(
                            "both soldiers are alike, so the split {k}-{} is the same as {}-{k}: the first soldier takes at least {least}",
                            count - k,
                            count - k
                        )
                    }
                    _ => format!(
                        "{seat} is detaching {unit}: share out its level-{next} power-ups (`split P{next} <first>-<second>`)"
                    ),
                }
            }
            Phase::Main | Phase::Window { .. } | Phase::Over => format!("{action} is not possible now"),
        }
    }

    // -----------------------------------------------------------------------------------
    // Conservation.

    /// Every card in every zone, or an error naming a card that should not exist.
    pub(crate) fn all_cards(&self) -> Result<CardBag, String> {
        let mut bag = CardBag::EMPTY;
        let mut add = |card: Card, n: u8, zone: &str| {
            if bag.add(card, n) {
                Ok(())
            } else {
                Err(format!("{zone} holds {card}, which does not fit the deck"))
            }
        };
        for c in self.deck.iter().chain(&self.discard) {
            add(*c, 1, "the deck or discard pile")?;
        }
        for (c, n) in self.removed.distinct() {
            add(c, n, "the removed pile")?;
        }
        if let Some(c) = self.resolving {
            add(c, 1, "the resolving ability")?;
        }
        for d in &self.dying {
            match d {
                Dying::PowerUps(b) => {
                    for (c, n) in b.distinct() {
                        add(c, n, "a dying unit")?;
                    }
                }
                Dying::Soldier { level, .. } => add(Card::soldier(*level), 1, "a dying unit")?,
            }
        }
        if let Phase::Window {
            window: Window::Death { level, .. },
            ..
        } = self.phase
        {
            add(Card::soldier(level), 1, "the death window")?;
        }
        match self.phase {
            Phase::Pay { level, .. } => {
                add(Card::soldier(level), 1, "the soldier being activated")?
            }
            Phase::Combine { unit } | Phase::Detach { unit, .. } => {
                for (l, _) in unit.soldiers() {
                    add(Card::soldier(l), 1, "the unit set aside")?;
                }
                for (c, n) in unit.power_ups().distinct() {
                    add(c, n, "the unit set aside")?;
                }
            }
            _ => {}
        }
        for s in &self.seats {
            for (c, n) in s.hand.distinct().chain(s.treasury.distinct()) {
                add(c, n, "a hand or treasury")?;
            }
            for u in &s.army {
                for (l, _) in u.soldiers() {
                    add(Card::soldier(l), 1, "an army")?;
                }
                for (c, n) in u.power_ups().distinct() {
                    add(c, n, "an army")?;
                }
            }
            for _ in 0..s.field {
                add(Card::PROVINCE, 1, "a field")?;
            }
        }
        Ok(bag)
    }

    pub(crate) fn violation(&self) -> Option<String> {
        let deck = self.deck_def();
        match self.all_cards() {
            Err(e) => return Some(e),
            Ok(bag) if bag != deck.cards() => {
                return Some(format!(
                    "cards not conserved: the zones hold {bag:?}, the deck has {:?}",
                    deck.cards()
                ));
            }
            Ok(_) => {}
        }
        if self.seats.len() != usize::from(self.options.players) {
            return Some("wrong number of seats".into());
        }
        let m = u32::from(deck.max_powerups_per_level);
        for (i, s) in self.seats.iter().enumerate() {
            if !s.hand.is_canonical() || !s.treasury.is_canonical() {
                return Some(format!("seat {i}: a bag is malformed"));
            }
            if u32::from(s.hand.count(Card::PROVINCE)) > u32::from(s.province_cap)
                || u32::from(s.province_cap) > s.hand.len()
            {
                return Some(format!(
                    "seat {i} holds {} Provinces, but its public cap is {}",
                    s.hand.count(Card::PROVINCE),
                    s.province_cap
                ));
            }
            if s.treasury.distinct().any(|(c, _)| !c.is_soldier()) {
                return Some(format!(
                    "seat {i}: a treasury holds a card that is not gold"
                ));
            }
            if !s.army.windows(2).all(|w| w[0] <= w[1]) {
                return Some(format!("seat {i}: the army is not sorted"));
            }
            for u in &s.army {
                if !u.is_well_formed()
                    || u.n_soldiers() > usize::from(deck.max_soldiers_per_unit)
                    || u.power_ups().distinct().any(|(_, c)| u32::from(c) > m)
                {
                    return Some(format!("seat {i}: unit {u} breaks S10"));
                }
            }
        }
        if self.removed.distinct().any(|(c, _)| !c.is_soldier()) {
            return Some("the removed pile holds a card that is not gold".into());
        }
        let resolving_expected = matches!(
            self.phase,
            Phase::Window {
                window: Window::Ability { .. },
                ..
            } | Phase::Give { .. }
        );
        if resolving_expected != self.resolving.is_some() {
            return Some("an ability card is set aside exactly while it resolves (B5.2)".into());
        }
        if let Phase::Window { window, offered } = self.phase {
            let (_, len) = window_order(&window, self.n());
            if usize::from(offered) >= len {
                return Some("a window was offered past its last seat".into());
            }
        }
        let dying_expected = matches!(
            self.phase,
            Phase::Window {
                window: Window::Death { .. },
                ..
            }
        );
        if !self.dying.is_empty() && !dying_expected {
            return Some("dying cards wait outside a death window".into());
        }
        if self.actions_used > self.allowance {
            return Some("more actions used than allowed".into());
        }
        if matches!(self.phase, Phase::Over) != self.result.is_some() {
            return Some("a result exists exactly when the game is over".into());
        }
        None
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
        &self.options
    }

    fn n_seats(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Option<Seat> {
        self.decider()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal(out);
    }

    fn is_legal(&self, action: Action) -> bool {
        let mut legal = Vec::new();
        self.legal(&mut legal);
        legal.binary_search(&action).is_ok()
    }

    fn apply_unchecked(&mut self, action: Action) {
        self.step(action);
        self.auto_resolve();
        self.clamp_caps();
    }

    fn why_illegal(&self, action: Action) -> Option<String> {
        if self.is_legal(action) {
            None
        } else {
            Some(self.reason(action))
        }
    }

    fn view(&self, observer: Observer) -> ProvincesView {
        ProvincesView::of(self, observer)
    }

    fn outcome(&self) -> Option<Outcome<ProvincesResult>> {
        let result = self.result.clone()?;
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
        crate::view::sample(view, rng)
    }

    fn invariant_violation(&self) -> Option<String> {
        self.violation()
    }
}
