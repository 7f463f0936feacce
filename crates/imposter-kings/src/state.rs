//! The full state of a match, and which rule each decision applies.
//!
//! The rules live in one module per part of the rules document: [`crate::setup`] (§3),
//! [`crate::turn`] (§4, §6.1), [`crate::abilities`] (§1.3, §4.8), [`crate::reactions`]
//! (§5), [`crate::scoring`] (§6, §7), [`crate::knowledge`] (§8.1.1). [`crate::legal`] lists
//! the choices of each decision; [`ImposterKings::apply_action`] below says which rule
//! answers which decision.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::{
    Action, Card, Dir, card_set::CardSet, court::Court, knowledge::Knowledge, log::EventLog,
};

/// Match options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct IkOptions {
    /// 2, 3, or 4 (two teams: seats A and C against B and D).
    pub players: u8,
    /// The match ends once a player (or team) has at least this many points after a round
    /// or a restart penalty, and is alone at the top (§7.5). 1 to 99; the rules say 7.
    pub points_to_win: u16,
}

impl Default for IkOptions {
    fn default() -> IkOptions {
        IkOptions {
            players: 2,
            points_to_win: 7,
        }
    }
}

/// A set of seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SeatSet(pub(crate) u8);

impl SeatSet {
    pub(crate) const EMPTY: SeatSet = SeatSet(0);

    pub(crate) const fn one(seat: u8) -> SeatSet {
        SeatSet(1 << seat)
    }

    /// Seats `0..players`.
    pub(crate) const fn first(players: u8) -> SeatSet {
        SeatSet((1 << players) - 1)
    }

    pub(crate) const fn contains(self, seat: u8) -> bool {
        self.0 & (1 << seat) != 0
    }

    pub(crate) fn insert(&mut self, seat: u8) {
        self.0 |= 1 << seat;
    }

    pub(crate) fn remove(&mut self, seat: u8) {
        self.0 &= !(1 << seat);
    }

    #[must_use]
    pub(crate) const fn with(self, seat: u8) -> SeatSet {
        SeatSet(self.0 | (1 << seat))
    }

    pub(crate) const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub(crate) const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The seats, lowest first.
    pub(crate) fn iter(self) -> impl Iterator<Item = u8> {
        let mut left = self.0;
        std::iter::from_fn(move || {
            (left != 0).then(|| {
                let seat = left.trailing_zeros() as u8;
                left &= left - 1;
                seat
            })
        })
    }
}

/// What is being decided now. The seat that decides is [`Table::to_act`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// The True King holder picks the first player (§3.1 step 4, §3.2 step 6, §3.3 step 4).
    ChooseFirstPlayer,
    /// 2p: keep the deal or restart (§3.1 step 5).
    KeepOrRestart,
    /// 2p/3p, simultaneous: a Successor and a card to remove (§3.1 step 6, §3.2 step 8).
    HideSuccessorAndRemoval,
    /// 3p/4p, simultaneous: reveal this many cards (§3.2 steps 2-3, §3.3 step 2).
    Reveal(u8),
    /// 4p, simultaneous: a face-down card for the partner (§3.3 step 3).
    Share,
    /// 3p: the True King breaks a tie for the first drafter (§3.2 step 4).
    BreakDraftTie,
    /// 3p: draft step 1, 2 or 3 (§3.2 step 5).
    Draft(u8),
    /// 4p: take one of the partner's offer cards (§3.3 step 5).
    TakeFromPartner,
    /// 4p, simultaneous: the setup Successor (§3.3 step 7).
    ChooseSuccessor,
    /// 4p: the team (0 or 1) member earlier in turn order offers 0-2 cards (§3.3 step 9).
    ProposeExchange(u8),
    /// 4p: the partner accepts with as many cards, or declines (§3.3 step 9).
    AnswerExchange(u8),
    /// 4p, simultaneous: the setup removal (§3.3 step 10).
    RemoveAtSetup,
    /// A turn (§4.2).
    Turn,
    /// Use or decline an optional ability, or make a mandatory one's first choice (§4.8).
    UseOrDecline,
    /// The King's Hand window against an ability (§5.2).
    KingsHandWindow,
    /// Simultaneous: each player Condemns a card of the Executioner's number (§1.3).
    ExecutionerCondemn,
    /// Up to 3 Disgraces after a Soldier's hit (§1.3 Soldier (b)).
    SoldierDisgrace,
    /// After a correct Judge guess: a card to the Antechamber, or nothing (§1.3 Judge).
    JudgeAntechamber,
    /// The Herald's new Successor (§1.3 Herald part 1).
    HeraldSuccessor,
    /// The Herald's chained card, or nothing (§1.3 Herald part 2).
    HeraldChain,
    /// The hand card to exchange with the Accused (§1.3 Warden).
    WardenExchange,
    /// The hand card put in the chosen Court card's place (§1.3 Sentry).
    SentryGive,
    /// Force a player to change their Successor, or nothing (§1.3 Spy).
    SpyForce,
    /// The forced player's new Successor (§1.3 Spy step 3).
    SpyForcedSuccessor,
    /// The Princess's player gives a card (§1.3 Princess step 1).
    PrincessGive,
    /// The chosen player gives one back (§1.3 Princess step 2).
    PrincessAnswer,
    /// The Oathbound's follow-up card (§1.3 Oathbound step 2).
    OathboundFollowUp,
    /// The Assassin window against a King flip (§5.3).
    AssassinWindow,
    /// The King's Hand window against a revealed Assassin (§5.4).
    KingsHandAgainstAssassin,
    /// 3p: the Assassin's holder keeps it or swaps it into the victim's pile (§5.3.5).
    AssassinSwap,
    MatchOver,
}

/// The ability (or King flip) being resolved, with every public choice made so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ability {
    /// The card whose ability it is (unused for a King flip).
    pub(crate) card: Card,
    /// The player using the ability, or flipping their King.
    pub(crate) player: u8,
    /// The card's Court position.
    pub(crate) position: u8,
    /// The Oathbound's follow-up card: no King's Hand window (§1.3 Oathbound).
    pub(crate) immune: bool,
    /// The chosen player: Judge, Princess, and the player a Spy forced.
    pub(crate) target: Option<u8>,
    /// The chosen Court position: Fool, Sentry.
    pub(crate) court_choice: Option<u8>,
    /// The card named: Inquisitor, Soldier, Judge.
    pub(crate) named: Card,
    /// The number: Executioner, Mystic (0 until chosen).
    pub(crate) number: u8,
    /// Soldier: the last Court position Disgraced (from 1; 0 for none) and how many so far.
    pub(crate) soldier_last_disgraced: u8,
    pub(crate) soldier_disgraced: u8,
    /// King flip: the player who revealed an Assassin.
    pub(crate) assassin: u8,
}

impl Ability {
    pub(crate) const NONE: Ability = Ability {
        card: Card::Fool,
        player: 0,
        position: 0,
        immune: false,
        target: None,
        court_choice: None,
        named: Card::Fool,
        number: 0,
        soldier_last_disgraced: 0,
        soldier_disgraced: 0,
        assassin: 0,
    };
}

/// The 3p draft (§3.2 steps 4-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Draft {
    /// The players tied for the highest revealed value, while the True King breaks the tie.
    pub(crate) tied: SeatSet,
    /// `D1`, `D2` and `D3`.
    pub(crate) first: u8,
    pub(crate) second: u8,
    pub(crate) third: u8,
    /// The card `D1` drafted, which `D3` may not take back.
    pub(crate) first_pick: Option<Card>,
}

impl Draft {
    pub(crate) const NONE: Draft = Draft {
        tied: SeatSet::EMPTY,
        first: 0,
        second: 0,
        third: 0,
        first_pick: None,
    };
}

/// Which of the partner's offer cards a 4p player took (§3.3 step 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Took {
    FaceUp(Card),
    Shared,
}

/// The result of the last finished round, public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RoundEnd {
    pub(crate) points: [u8; 4],
    pub(crate) winners: SeatSet,
    /// Each seat's hand, Successor and out pile, turned over for scoring (§8.6).
    pub(crate) shown: [CardSet; 4],
}

/// Everything every observer knows (§8.1, §8.2). Copied as is into views, and back by
/// `determinize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Table {
    pub(crate) options: IkOptions,
    pub(crate) players: u8,
    pub(crate) round: u16,
    /// Match points per seat; in 4 players both partners hold the team's total.
    pub(crate) scores: [u16; 4],
    /// The True King's holder (§1.2.1): picks the first player, breaks ties.
    pub(crate) true_king: u8,
    pub(crate) first_player: Option<u8>,
    pub(crate) direction: Dir,
    pub(crate) restarts_this_round: u8,
    pub(crate) phase: Phase,
    /// The seat deciding now (meaningless once the match is over).
    pub(crate) to_act: u8,
    /// The seat whose turn it is (§4.1.3).
    pub(crate) active_player: u8,
    pub(crate) ability: Ability,
    pub(crate) draft: Draft,
    /// The seats that have made their secret choice in the current simultaneous step.
    pub(crate) committed: SeatSet,
    pub(crate) antechambers: [CardSet; 4],
    /// 3p reveal rows, 4p face-up offer cards (§2.1.7).
    pub(crate) rows: [CardSet; 4],
    /// 4p: the seats with a face-down shared card in their offer (§3.3 step 3).
    pub(crate) has_shared_card: SeatSet,
    pub(crate) took_from_partner: [Option<Took>; 4],
    pub(crate) accused: Card,
    pub(crate) court: Court,
    /// Condemned cards whose identity is public (King's Hand, what it stopped, §2.3.2).
    pub(crate) condemned_public: [CardSet; 4],
    /// Per seat, how many hidden (Executioner) Condemned cards of each base value it has.
    pub(crate) condemned_hidden_values: [[u8; 10]; 4],
    pub(crate) removed_public: CardSet,
    /// How many hidden cards of each base value were removed from a Condemned pile.
    pub(crate) removed_hidden_values: [u8; 10],
    /// Every seat has one King, face up until flipped (§1.2, §4.6).
    pub(crate) kings_face_up: SeatSet,
    /// 3p: the player who lost first, finished 3rd and is out of the round (§6.3).
    pub(crate) third_place: Option<u8>,
    /// 4p: the seats whose partner knows their Successor (shown at setup, §3.3 step 8;
    /// forgotten once it may have changed, §8.1).
    pub(crate) partner_knows_successor: SeatSet,
    /// 4p exchanges (§3.3 step 9): how many teams are done, and each team's `k` and
    /// whether it was accepted, once both are.
    pub(crate) exchanges_done: u8,
    pub(crate) exchange_results: [(u8, bool); 2],
    pub(crate) last_round: Option<RoundEnd>,
    /// Per seat, the cards everyone knows to be in that hand (§8.1.1).
    pub(crate) known_to_all: [CardSet; 4],
    /// Per seat, what public announcements imply about that hand, for `determinize`.
    pub(crate) hand_bounds: [HandBounds; 4],
}

/// What the public record implies about one hand beyond the cards seen entering it: names
/// it cannot hold (a Soldier's "no", a wrong Judge guess, a player an Inquisitor or an
/// Executioner passed over) and names it must hold (a correct Judge guess). Kept true as
/// cards come and go: a card entering unseen may be any name, one leaving unseen may be any.
/// Only `determinize` reads it; views show the cards seen (`known_to_all`) instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct HandBounds {
    pub(crate) at_least: CardSet,
    pub(crate) at_most: CardSet,
}

impl HandBounds {
    pub(crate) const NONE: HandBounds = HandBounds {
        at_least: CardSet::EMPTY,
        at_most: crate::card_set::UNBOUNDED,
    };
}

/// One team's partner exchange while it is under way (§3.3 step 9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Exchange {
    pub(crate) size: u8,
    pub(crate) offer: CardSet,
    pub(crate) accepted: bool,
}

/// The hidden part of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Secrets {
    pub(crate) hands: [CardSet; 4],
    pub(crate) successors: [Option<Card>; 4],
    /// Cards Condemned by an Executioner: face down, only their values public (§2.3.2).
    pub(crate) condemned_hidden: [CardSet; 4],
    /// Removed face down with no value announced: setup removals, the 2p random card.
    pub(crate) removed_unannounced: CardSet,
    /// Removed from a hidden Condemned pile; their base values are public.
    pub(crate) removed_announced: CardSet,
    /// What each seat knows of the removed cards: its setup removal, and its own hidden
    /// Condemned cards it removed.
    pub(crate) own_setup_removal: [CardSet; 4],
    pub(crate) own_purged: [CardSet; 4],
    /// 3p out piles (§2.1.8).
    pub(crate) out_piles: [CardSet; 4],
    /// 4p face-down shared cards (§3.3 step 3).
    pub(crate) shared_cards: [Option<Card>; 4],
    /// Each seat's secret choice in the current step, still in its hand: the Successor
    /// (or revealed, shared, Condemned or given cards) ...
    pub(crate) chosen: [CardSet; 4],
    /// ... and, for `hide`, the card to remove.
    pub(crate) chosen_removal: [CardSet; 4],
    pub(crate) exchanges: [Exchange; 2],
    /// What each seat knows of the other hands (§8.1.1).
    pub(crate) knowledge: Knowledge,
}

impl Secrets {
    /// No hidden cards anywhere: the start of every deal.
    pub(crate) const EMPTY: Secrets = Secrets {
        hands: [CardSet::EMPTY; 4],
        successors: [None; 4],
        condemned_hidden: [CardSet::EMPTY; 4],
        removed_unannounced: CardSet::EMPTY,
        removed_announced: CardSet::EMPTY,
        own_setup_removal: [CardSet::EMPTY; 4],
        own_purged: [CardSet::EMPTY; 4],
        out_piles: [CardSet::EMPTY; 4],
        shared_cards: [None; 4],
        chosen: [CardSet::EMPTY; 4],
        chosen_removal: [CardSet::EMPTY; 4],
        exchanges: [Exchange {
            size: 0,
            offer: CardSet::EMPTY,
            accepted: false,
        }; 2],
        knowledge: Knowledge::NONE,
    };

    /// Back to [`Secrets::EMPTY`], field by field (cheaper than copying the constant).
    pub(crate) fn clear(&mut self) {
        self.hands = [CardSet::EMPTY; 4];
        self.successors = [None; 4];
        self.condemned_hidden = [CardSet::EMPTY; 4];
        self.removed_unannounced = CardSet::EMPTY;
        self.removed_announced = CardSet::EMPTY;
        self.own_setup_removal = [CardSet::EMPTY; 4];
        self.own_purged = [CardSet::EMPTY; 4];
        self.out_piles = [CardSet::EMPTY; 4];
        self.shared_cards = [None; 4];
        self.chosen = [CardSet::EMPTY; 4];
        self.chosen_removal = [CardSet::EMPTY; 4];
        self.exchanges = [Exchange::default(); 2];
        self.knowledge = Knowledge::NONE;
        debug_assert_eq!(*self, Secrets::EMPTY);
    }

    /// The seat's Successor as a set (empty or one card).
    pub(crate) fn successor_set(&self, seat: u8) -> CardSet {
        self.successors[usize::from(seat)].map_or(CardSet::EMPTY, CardSet::one)
    }
}

/// A match of The Imposter Kings: the full state, hidden cards included.
///
/// Copies of a name are identical, so every zone is a count per name (a `CardSet`) and
/// the Court a short array; with the event log a fixed ring, everything but the RNG is
/// `Copy` and nothing is allocated while playing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImposterKings {
    pub(crate) table: Table,
    pub(crate) secrets: Secrets,
    pub(crate) log: EventLog,
    /// Every shuffle after the first deal comes from here (§3.0.3).
    pub(crate) rng: ChaCha8Rng,
}

impl Table {
    pub(crate) fn all_seats(&self) -> SeatSet {
        SeatSet::first(self.players)
    }

    /// The seat after `seat` in the direction of play (§4.1).
    pub(crate) fn seat_after(&self, seat: u8) -> u8 {
        match self.direction {
            Dir::Cw => (seat + 1) % self.players,
            Dir::Ccw => (seat + self.players - 1) % self.players,
        }
    }

    /// The next seat in turn order that is still in the round (§4.1.2, §6.3).
    pub(crate) fn next_in_round(&self, seat: u8) -> u8 {
        let next = self.seat_after(seat);
        if self.third_place == Some(next) {
            self.seat_after(next)
        } else {
            next
        }
    }

    /// Whether `seat` plays this round: not out in 3 players (§1.3 "in the round").
    pub(crate) fn in_round(&self, seat: u8) -> bool {
        seat < self.players && self.third_place != Some(seat)
    }

    /// The seats still in the round.
    pub(crate) fn seats_in_round(&self) -> SeatSet {
        let mut seats = self.all_seats();
        if let Some(out) = self.third_place {
            seats.remove(out);
        }
        seats
    }

    /// 4p: the partner, opposite (§3.0.1).
    pub(crate) fn partner(&self, seat: u8) -> Option<u8> {
        (self.players == 4).then_some((seat + 2) % 4)
    }

    /// Whether `other` is an opponent of `seat` in the round (§1.3): any other player in 2p
    /// and 3p, the other team in 4p.
    pub(crate) fn is_opponent(&self, seat: u8, other: u8) -> bool {
        seat != other && self.in_round(other) && (self.players != 4 || seat % 2 != other % 2)
    }

    /// Whether every copy of `card` is in a public place, so no hand can hold one: the test
    /// for skipping a reaction window (§8.4). It reads public zones only.
    pub(crate) fn all_copies_public(&self, card: Card) -> bool {
        let mut public = self.court.all().plus(self.removed_public);
        public.insert(self.accused);
        for seat in 0..usize::from(self.players) {
            public = public
                .plus(self.antechambers[seat])
                .plus(self.condemned_public[seat]);
        }
        public.count(card) == crate::card::deck(self.players).count(card)
    }
}

impl ImposterKings {
    /// A state with no cards dealt, for `new`, `from_position` and `determinize` to fill in.
    pub(crate) fn blank(options: IkOptions, rng: ChaCha8Rng) -> ImposterKings {
        ImposterKings {
            table: Table {
                options,
                players: options.players,
                round: 1,
                scores: [0; 4],
                true_king: 0,
                first_player: None,
                direction: Dir::Cw,
                restarts_this_round: 0,
                phase: Phase::MatchOver,
                to_act: 0,
                active_player: 0,
                ability: Ability::NONE,
                draft: Draft::NONE,
                committed: SeatSet::EMPTY,
                antechambers: [CardSet::EMPTY; 4],
                rows: [CardSet::EMPTY; 4],
                has_shared_card: SeatSet::EMPTY,
                took_from_partner: [None; 4],
                accused: Card::Fool,
                court: Court::EMPTY,
                condemned_public: [CardSet::EMPTY; 4],
                condemned_hidden_values: [[0; 10]; 4],
                removed_public: CardSet::EMPTY,
                removed_hidden_values: [0; 10],
                kings_face_up: SeatSet::EMPTY,
                third_place: None,
                partner_knows_successor: SeatSet::EMPTY,
                exchanges_done: 0,
                exchange_results: [(0, false); 2],
                last_round: None,
                known_to_all: [CardSet::EMPTY; 4],
                hand_bounds: [HandBounds::NONE; 4],
            },
            secrets: Secrets::EMPTY,
            log: EventLog::EMPTY,
            rng,
        }
    }

    /// The round being played, from 1 (public: every view shows it).
    #[must_use]
    pub fn round(&self) -> u16 {
        self.table.round
    }

    /// The match points of the seat at `index`; in 4 players both partners hold the team's
    /// total (public: every view shows the scores).
    #[must_use]
    pub fn score(&self, index: usize) -> u16 {
        self.table.scores.get(index).copied().unwrap_or(0)
    }

    pub(crate) fn hand(&self, seat: u8) -> CardSet {
        self.secrets.hands[usize::from(seat)]
    }

    pub(crate) fn hand_mut(&mut self, seat: u8) -> &mut CardSet {
        &mut self.secrets.hands[usize::from(seat)]
    }

    pub(crate) fn seat_to_act(&self) -> Option<u8> {
        (self.table.phase != Phase::MatchOver).then_some(self.table.to_act)
    }

    /// Passes the decision to `seat` in `phase`.
    pub(crate) fn ask(&mut self, seat: u8, phase: Phase) {
        self.table.phase = phase;
        self.table.to_act = seat;
    }

    /// Plays `action`, which must be legal: the table of which rule answers which decision.
    pub(crate) fn apply_action(&mut self, action: Action) {
        use Action as A;
        use Phase as P;
        let seat = self.table.to_act;
        self.log_action(seat, action);
        match (self.table.phase, action) {
            // Setup (§3).
            (P::ChooseFirstPlayer, A::First(first, direction)) => {
                self.choose_first_player(first, direction);
            }
            (P::KeepOrRestart, A::Keep) => self.keep_deal(),
            (P::KeepOrRestart, A::Restart) => self.restart_deal(),
            (P::HideSuccessorAndRemoval, A::Hide(successor, removal)) => {
                self.hide(successor, removal);
            }
            (P::Reveal(_), A::Reveal1(_) | A::Reveal2(..) | A::Reveal3(..)) => {
                self.reveal(chosen_cards(action));
            }
            (P::BreakDraftTie, A::Drafter(first)) => self.start_draft(first),
            (P::Draft(step), A::Draft(from, card)) => self.draft(step, from, card),
            (P::Share, A::Share(card)) => self.share(card),
            (P::TakeFromPartner, A::Take(card)) => self.take_from_partner(Some(card)),
            (P::TakeFromPartner, A::TakeShared) => self.take_from_partner(None),
            (P::ChooseSuccessor, A::Successor(card)) => self.choose_setup_successor(card),
            (P::ProposeExchange(team), A::Offer0 | A::Offer1(_) | A::Offer2(..)) => {
                self.propose_exchange(team, chosen_cards(action));
            }
            (P::AnswerExchange(team), A::Decline) => self.answer_exchange(team, None),
            (P::AnswerExchange(team), A::Accept1(_) | A::Accept2(..)) => {
                self.answer_exchange(team, Some(chosen_cards(action)));
            }
            (P::RemoveAtSetup, A::Remove(card)) => self.remove_at_setup(card),
            // The turn (§4).
            (P::Turn, A::Purge(card)) => self.purge(card),
            (P::Turn, A::Ante(card)) => self.play_from_antechamber(card),
            (P::Turn, A::Play(card)) => self.play_from_hand(card),
            (P::Turn, A::Flip) => self.announce_flip(),
            // Abilities (§4.8, §1.3).
            (P::UseOrDecline, A::Decline) => self.end_turn(),
            (P::UseOrDecline, _) => self.declare_with(action),
            (P::ExecutionerCondemn, A::Condemn(card)) => self.executioner_condemn(Some(card)),
            (P::ExecutionerCondemn, A::Nothing) => self.executioner_condemn(None),
            (P::SoldierDisgrace, A::Disgrace(position)) => self.soldier_disgrace(position),
            (P::SoldierDisgrace, A::Done) => self.end_turn(),
            (P::JudgeAntechamber, A::Antechamber(card)) => self.judge_to_antechamber(card),
            (P::JudgeAntechamber, A::Nothing) => self.end_turn(),
            (P::HeraldSuccessor, A::Successor(card)) => self.herald_successor(card),
            (P::HeraldChain, A::Chain(card)) => self.herald_chain(card),
            (P::HeraldChain, A::Nothing) => self.end_turn(),
            (P::WardenExchange, A::Accuse(card)) => self.warden_exchange(card),
            (P::SentryGive, A::Give(card)) => self.sentry_give(card),
            (P::SpyForce, A::Force(target)) => self.spy_force(target),
            (P::SpyForce, A::Nothing) => self.end_turn(),
            (P::SpyForcedSuccessor, A::Successor(card)) => self.spy_forced_successor(card),
            (P::PrincessGive, A::Give(card)) => self.princess_give(card),
            (P::PrincessAnswer, A::Give(card)) => self.princess_answer(card),
            (P::OathboundFollowUp, A::Follow(card)) => self.oathbound_follow_up(card),
            // Reactions (§5).
            (P::KingsHandWindow, A::Pass) => self.pass_kings_hand(),
            (P::KingsHandWindow, A::KingsHand) => self.kings_hand_stops_ability(),
            (P::AssassinWindow, A::Pass) => self.pass_assassin(),
            (P::AssassinWindow, A::Assassin) => self.reveal_assassin(),
            (P::KingsHandAgainstAssassin, A::Pass) => self.pass_kings_hand_against_assassin(),
            (P::KingsHandAgainstAssassin, A::KingsHand) => self.kings_hand_stops_assassin(),
            (P::AssassinSwap, A::Keep) => self.assassin_keep(),
            (P::AssassinSwap, A::Swap(card)) => self.assassin_swap(card),
            _ => debug_assert!(false, "unexpected {action} in {:?}", self.table.phase),
        }
    }
}

/// The cards named by a multi-card action (reveal, offer, accept), as a set.
pub(crate) fn chosen_cards(action: Action) -> CardSet {
    use Action as A;
    match action {
        A::Reveal1(a) | A::Offer1(a) | A::Accept1(a) => CardSet::one(a),
        A::Reveal2(a, b) | A::Offer2(a, b) | A::Accept2(a, b) => CardSet::of(&[a, b]),
        A::Reveal3(a, b, c) => CardSet::of(&[a, b, c]),
        _ => CardSet::EMPTY,
    }
}
