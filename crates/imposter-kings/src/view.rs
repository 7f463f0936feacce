//! What one observer may see (§8).
//!
//! A view is built in two steps: the state gives a [`Raw`] record (the public part of the
//! state, zone sizes, and the observer's own knowledge), and every readable field is then
//! computed from that record alone. So two states with the same record show the same view,
//! and `determinize` only has to rebuild a state with that record. Copies of a name are
//! identical and zones are counts per name, so the record never tells copies apart.

use interregnum_core::{Game, Observer, Seat};
use serde::Serialize;

use crate::{
    Action, Card, Dir, ImposterKings,
    card::MAX_CARDS,
    card_set::CardSet,
    decision::Decision,
    log::EventLog,
    state::{Exchange, Phase, SeatSet, Table, Took},
};

/// The observer's own knowledge of hidden cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mine {
    pub(crate) seat: u8,
    pub(crate) hand: CardSet,
    pub(crate) successor: Option<Card>,
    pub(crate) condemned_hidden: CardSet,
    pub(crate) own_setup_removal: CardSet,
    pub(crate) own_purged: CardSet,
    /// The observer's secret choice in the current step, not yet revealed.
    pub(crate) chosen: CardSet,
    pub(crate) chosen_removal: CardSet,
    pub(crate) shared: Option<Card>,
    /// 4p: the partner's shared card, and its Successor as shown at setup while unchanged.
    pub(crate) partner_shared: Option<Card>,
    pub(crate) partner_successor: Option<Card>,
    /// The other players' Successors, during the Spy player's look.
    pub(crate) spy_seen: [Option<Card>; 4],
    /// The assassinated player's cards, for the Assassin's holder (3p).
    pub(crate) pile: CardSet,
    /// The own team's exchange (4p).
    pub(crate) exchange: Exchange,
    /// For each seat, the cards the observer knows to be in its hand (§8.1.1).
    pub(crate) known: [CardSet; 4],
}

/// The record a view is computed from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Raw {
    pub(crate) observer: Observer,
    pub(crate) table: Table,
    pub(crate) log: EventLog,
    pub(crate) hand_sizes: [u8; 4],
    pub(crate) has_successor: SeatSet,
    pub(crate) out_pile_sizes: [u8; 4],
    pub(crate) removed_hidden: u8,
    pub(crate) mine: Option<Mine>,
}

/// One Court card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CourtCard {
    pub card: Card,
    pub disgraced: bool,
    /// A Soldier that scored a hit (+2 while it is the Throne).
    pub bonus: bool,
}

/// One seat's zones as the observer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub hand_size: u8,
    /// The hand, for its owner only (§8.1; in 2p the opponent's hand, Successor and removal
    /// stay hidden though only 9 cards are unknown, §8.5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<Card>>,
    pub king_face_up: bool,
    pub has_successor: bool,
    /// The Successor, when the observer may know it (own; partner's as shown at setup
    /// while unchanged; the Spy player's look).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub successor: Option<Card>,
    pub antechamber: Vec<Card>,
    /// Condemned cards whose identity is public.
    pub condemned: Vec<Card>,
    /// Base values of Condemned cards whose identity is hidden (Executioner).
    pub condemned_values: Vec<u8>,
    /// The owner's own hidden Condemned cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub condemned_hidden: Option<Vec<Card>>,
    pub eliminated: bool,
    pub out_pile_size: u8,
    /// The 3p reveal row or the 4p face-up offer cards (setup only).
    pub row: Vec<Card>,
    /// 4p: whether a face-down shared card lies in the offer, and what it is for the
    /// owner and the partner.
    pub has_shared: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shared: Option<Card>,
    /// 4p: which offer card this seat took (`shared` for the face-down one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub took: Option<String>,
    /// Whether the seat has committed its secret choice in the current simultaneous step.
    pub committed: bool,
    /// Cards the observer knows to be in this hand now (seen entering it and not seen
    /// leaving; lowered whenever cards may have left it unseen). Empty for the own hand.
    pub known_in_hand: Vec<Card>,
}

/// The last round's result, with the cards turned over for scoring (§8.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundView {
    pub points: Vec<u8>,
    pub winners: Vec<Seat>,
    pub shown: Vec<Vec<Card>>,
}

/// Everything one observer may see, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IkView {
    pub observer: Observer,
    pub players: u8,
    pub points_to_win: u16,
    pub round: u16,
    /// Points per seat; in 4 players each seat shows its team's total.
    pub scores: Vec<u16>,
    pub true_king: Seat,
    pub first_player: Option<Seat>,
    pub direction: Option<Dir>,
    pub to_act: Option<Seat>,
    /// What is being decided now, in words (written from `decision`).
    pub deciding: String,
    /// What is being decided now, typed.
    pub decision: Decision,
    pub restarts_this_round: u8,
    pub court: Vec<CourtCard>,
    pub throne_value: u8,
    pub muted: Option<u8>,
    pub accused: Card,
    pub seats: Vec<SeatView>,
    pub removed_public: Vec<Card>,
    pub removed_values: Vec<u8>,
    pub removed_hidden: u8,
    /// Removed cards the observer knows (its setup removal, its purged cards).
    pub removed_known: Vec<Card>,
    /// The observer's pending secret choice, not yet revealed.
    pub my_pending: Vec<Card>,
    /// Cards the partner offered in the current exchange (4p), for the team.
    pub exchange_offer: Vec<Card>,
    /// 4p exchanges: per team `(k, accepted)`, once both teams are done.
    pub exchanges: Option<Vec<(u8, bool)>>,
    /// The pile of an assassinated player, for the Assassin's holder while choosing (3p).
    pub pile: Vec<Card>,
    /// The ability being resolved and its public choices.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ability: Option<AbilityView>,
    /// Recent events, oldest first.
    pub log: Vec<String>,
    pub last_round: Option<RoundView>,
    /// The observer's legal actions, when it is to act.
    pub legal: Vec<String>,
    #[serde(skip)]
    pub(crate) raw: Raw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AbilityView {
    pub card: Card,
    pub player: Seat,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub court_position: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<Card>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}

/// The parts of the record a typed view reads, with the table borrowed (from the state,
/// or from a [`Raw`]), so that a typed view copies neither the table nor a log.
struct Record<'a> {
    observer: Observer,
    table: &'a Table,
    hand_sizes: [u8; 4],
    has_successor: SeatSet,
    out_pile_sizes: [u8; 4],
    removed_hidden: u8,
    mine: Option<Mine>,
}

impl Raw {
    pub(crate) fn of(game: &ImposterKings, observer: Observer) -> Raw {
        let record = Record::of(game, observer);
        Raw {
            observer,
            table: game.table,
            log: game.log.seen_by(observer),
            hand_sizes: record.hand_sizes,
            has_successor: record.has_successor,
            out_pile_sizes: record.out_pile_sizes,
            removed_hidden: record.removed_hidden,
            mine: record.mine,
        }
    }

    fn record(&self) -> Record<'_> {
        Record {
            observer: self.observer,
            table: &self.table,
            hand_sizes: self.hand_sizes,
            has_successor: self.has_successor,
            out_pile_sizes: self.out_pile_sizes,
            removed_hidden: self.removed_hidden,
            mine: self.mine,
        }
    }
}

impl<'a> Record<'a> {
    fn of(game: &'a ImposterKings, observer: Observer) -> Record<'a> {
        let table = &game.table;
        let secrets = &game.secrets;
        let mut hand_sizes = [0; 4];
        let mut out_pile_sizes = [0; 4];
        let mut has_successor = SeatSet::EMPTY;
        for seat in 0..4u8 {
            let s = usize::from(seat);
            hand_sizes[s] = secrets.hands[s].len() as u8;
            out_pile_sizes[s] = secrets.out_piles[s].len() as u8;
            if secrets.successors[s].is_some() {
                has_successor.insert(seat);
            }
        }
        let mine = observer.seat().map(|seat| {
            let seat = seat.index() as u8;
            let s = usize::from(seat);
            let partner = table.partner(seat);
            let mut spy_seen = [None; 4];
            if table.phase == Phase::SpyForce && table.ability.player == seat {
                for other in table.seats_in_round().iter() {
                    if other != seat {
                        spy_seen[usize::from(other)] = secrets.successors[usize::from(other)];
                    }
                }
            }
            Mine {
                seat,
                hand: secrets.hands[s],
                successor: secrets.successors[s],
                condemned_hidden: secrets.condemned_hidden[s],
                own_setup_removal: secrets.own_setup_removal[s],
                own_purged: secrets.own_purged[s],
                chosen: secrets.chosen[s],
                chosen_removal: secrets.chosen_removal[s],
                shared: secrets.shared_cards[s],
                partner_shared: partner.and_then(|q| secrets.shared_cards[usize::from(q)]),
                partner_successor: partner
                    .filter(|&q| table.partner_knows_successor.contains(q))
                    .and_then(|q| secrets.successors[usize::from(q)]),
                spy_seen,
                pile: if table.phase == Phase::AssassinSwap && table.ability.assassin == seat {
                    secrets.out_piles[usize::from(table.ability.player)]
                } else {
                    CardSet::EMPTY
                },
                exchange: if table.players == 4 {
                    secrets.exchanges[s % 2]
                } else {
                    Exchange::default()
                },
                known: secrets.knowledge.known[s],
            }
        });
        Record {
            observer,
            table,
            hand_sizes,
            has_successor,
            out_pile_sizes,
            removed_hidden: secrets
                .removed_unannounced
                .plus(secrets.removed_announced)
                .len() as u8,
            mine,
        }
    }
}

/// Each base value as often as `counts` says, ascending.
fn values(counts: &[u8; 10]) -> Vec<u8> {
    (0..10u8)
        .flat_map(|v| std::iter::repeat_n(v, usize::from(counts[usize::from(v)])))
        .collect()
}

/// The Court as a typed view shows it, bottom first (the Throne last).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CourtCards {
    cards: [CourtCard; MAX_CARDS],
    len: u8,
}

impl CourtCards {
    #[must_use]
    pub fn as_slice(&self) -> &[CourtCard] {
        &self.cards[..usize::from(self.len)]
    }
}

/// One seat's zones as the observer sees them, typed: [`SeatView`] without lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypedSeatView {
    pub seat: Seat,
    pub hand_size: u8,
    /// The hand, for its owner only.
    pub hand: Option<CardSet>,
    pub king_face_up: bool,
    pub has_successor: bool,
    pub successor: Option<Card>,
    pub antechamber: CardSet,
    pub condemned: CardSet,
    /// How many hidden Condemned cards have each base value, 0 to 9.
    pub condemned_values: [u8; 10],
    /// The owner's own hidden Condemned cards.
    pub condemned_hidden: Option<CardSet>,
    pub eliminated: bool,
    pub out_pile_size: u8,
    pub row: CardSet,
    pub has_shared: bool,
    pub shared: Option<Card>,
    /// 4p: which offer card this seat took: `Some(None)` for the face-down one.
    pub took: Option<Option<Card>>,
    pub committed: bool,
    pub known_in_hand: CardSet,
}

/// The last round's result, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypedRoundView {
    /// Per seat (seats beyond the table's are 0).
    pub points: [u8; 4],
    pub winners: [bool; 4],
    pub shown: [CardSet; 4],
}

/// Everything one observer may see, typed and without text: the same fields as
/// [`IkView`] (which is written from it) except the log and the legal actions, with zones
/// as [`CardSet`]s. Building one allocates nothing, for encoders that show a seat its view
/// on every step ([`ImposterKings::typed_view`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IkTypedView {
    pub observer: Observer,
    pub players: u8,
    pub points_to_win: u16,
    pub round: u16,
    /// Per seat (seats beyond the table's are 0); in 4 players each seat's team total.
    pub scores: [u16; 4],
    pub true_king: Seat,
    pub first_player: Option<Seat>,
    pub direction: Option<Dir>,
    pub to_act: Option<Seat>,
    pub decision: Decision,
    pub restarts_this_round: u8,
    pub court: CourtCards,
    pub throne_value: u8,
    pub muted: Option<u8>,
    pub accused: Card,
    /// The first `players` are the table's seats.
    pub seats: [TypedSeatView; 4],
    pub removed_public: CardSet,
    /// How many hidden removed cards have each base value, 0 to 9.
    pub removed_values: [u8; 10],
    pub removed_hidden: u8,
    pub removed_known: CardSet,
    pub my_pending: CardSet,
    pub exchange_offer: CardSet,
    pub exchanges: Option<[(u8, bool); 2]>,
    pub pile: CardSet,
    pub ability: Option<AbilityView>,
    pub last_round: Option<TypedRoundView>,
}

impl ImposterKings {
    /// The typed view of `observer` ([`IkTypedView`]): what [`Game::view`] shows, without
    /// the log and legal actions and without text, built without allocating.
    #[must_use]
    pub fn typed_view(&self, observer: Observer) -> IkTypedView {
        IkTypedView::of(self, observer)
    }
}

impl IkTypedView {
    fn of(game: &ImposterKings, observer: Observer) -> IkTypedView {
        IkTypedView::from_record(&Record::of(game, observer))
    }

    /// The seats at the table.
    #[must_use]
    pub fn table_seats(&self) -> &[TypedSeatView] {
        &self.seats[..usize::from(self.players)]
    }

    fn from_record(raw: &Record<'_>) -> IkTypedView {
        let table = raw.table;
        let mine = raw.mine;
        let me = mine.map(|m| m.seat);
        let seats = [0u8, 1, 2, 3].map(|seat| {
            let s = usize::from(seat);
            let own = me == Some(seat);
            let partner = table.partner(seat).is_some_and(|q| Some(q) == me);
            let successor = mine.and_then(|m| {
                if own {
                    m.successor
                } else if m.spy_seen[s].is_some() {
                    m.spy_seen[s]
                } else if partner {
                    m.partner_successor
                } else {
                    None
                }
            });
            let shared = mine.and_then(|m| {
                if own {
                    m.shared
                } else if partner {
                    m.partner_shared
                } else {
                    None
                }
            });
            TypedSeatView {
                seat: Seat::new(s),
                hand_size: raw.hand_sizes[s],
                hand: mine.filter(|_| own).map(|m| m.hand),
                king_face_up: table.kings_face_up.contains(seat),
                has_successor: raw.has_successor.contains(seat),
                successor,
                antechamber: table.antechambers[s],
                condemned: table.condemned_public[s],
                condemned_values: table.condemned_hidden_values[s],
                condemned_hidden: mine.filter(|_| own).map(|m| m.condemned_hidden),
                eliminated: table.third_place == Some(seat),
                out_pile_size: raw.out_pile_sizes[s],
                row: table.rows[s],
                has_shared: table.has_shared_card.contains(seat),
                shared,
                took: table.took_from_partner[s].map(|took| match took {
                    Took::FaceUp(card) => Some(card),
                    Took::Shared => None,
                }),
                committed: table.committed.contains(seat),
                known_in_hand: if own {
                    CardSet::EMPTY
                } else {
                    mine.map_or(table.known_to_all[s], |m| m.known[s])
                },
            }
        });
        let court = &table.court;
        let mut court_cards = CourtCards {
            cards: [CourtCard {
                card: Card::Fool,
                disgraced: false,
                bonus: false,
            }; MAX_CARDS],
            len: court.len(),
        };
        for position in 0..court.len() {
            court_cards.cards[usize::from(position)] = CourtCard {
                card: court.card(position),
                disgraced: court.is_disgraced(position),
                bonus: court.has_soldier_bonus(position),
            };
        }
        let phase = table.phase;
        let ability = table.ability;
        let declared = phase != Phase::UseOrDecline;
        let ability_view = matches!(
            phase,
            Phase::UseOrDecline
                | Phase::KingsHandWindow
                | Phase::ExecutionerCondemn
                | Phase::SoldierDisgrace
                | Phase::JudgeAntechamber
                | Phase::HeraldSuccessor
                | Phase::HeraldChain
                | Phase::WardenExchange
                | Phase::SentryGive
                | Phase::SpyForce
                | Phase::SpyForcedSuccessor
                | Phase::PrincessGive
                | Phase::PrincessAnswer
        )
        .then(|| AbilityView {
            card: ability.card,
            player: Seat::new(usize::from(ability.player)),
            target: ability
                .target
                .filter(|_| declared)
                .map(|s| Seat::new(usize::from(s))),
            court_position: ability.court_choice.filter(|_| declared).map(|p| p + 1),
            name: matches!(ability.card, Card::Inquisitor | Card::Soldier | Card::Judge)
                .then_some(ability.named)
                .filter(|_| declared),
            number: (ability.number != 0
                && matches!(ability.card, Card::Executioner | Card::Mystic))
            .then_some(ability.number)
            .filter(|_| declared),
        });
        let over = phase == Phase::MatchOver;
        let players = usize::from(table.players);
        let mut scores = [0; 4];
        scores[..players].copy_from_slice(&table.scores[..players]);
        IkTypedView {
            observer: raw.observer,
            players: table.players,
            points_to_win: table.options.points_to_win,
            round: table.round,
            scores,
            true_king: Seat::new(usize::from(table.true_king)),
            first_player: table.first_player.map(|s| Seat::new(usize::from(s))),
            direction: table.first_player.map(|_| table.direction),
            to_act: (!over).then(|| Seat::new(usize::from(table.to_act))),
            decision: Decision::of(table),
            restarts_this_round: table.restarts_this_round,
            court: court_cards,
            throne_value: court.throne_value(),
            muted: (court.muted() != 0).then_some(court.muted()),
            accused: table.accused,
            seats,
            removed_public: table.removed_public,
            removed_values: table.removed_hidden_values,
            removed_hidden: raw.removed_hidden,
            removed_known: mine.map_or(CardSet::EMPTY, |m| m.own_setup_removal.plus(m.own_purged)),
            my_pending: mine.map_or(CardSet::EMPTY, |m| m.chosen.plus(m.chosen_removal)),
            exchange_offer: mine.map_or(CardSet::EMPTY, |m| m.exchange.offer),
            exchanges: (table.exchanges_done == 2).then_some(table.exchange_results),
            pile: mine.map_or(CardSet::EMPTY, |m| m.pile),
            ability: ability_view,
            last_round: table.last_round.map(|round| {
                let mut points = [0; 4];
                points[..players].copy_from_slice(&round.points[..players]);
                let mut shown = [CardSet::EMPTY; 4];
                shown[..players].copy_from_slice(&round.shown[..players]);
                TypedRoundView {
                    points,
                    winners: [0u8, 1, 2, 3].map(|s| round.winners.contains(s)),
                    shown,
                }
            }),
        }
    }
}

impl IkView {
    pub(crate) fn of(game: &ImposterKings, observer: Observer) -> IkView {
        let raw = Raw::of(game, observer);
        let mut legal = Vec::new();
        if let Some(seat) = observer.seat()
            && game.to_act() == Some(seat)
        {
            let mut actions: Vec<Action> = Vec::new();
            game.legal_actions(&mut actions);
            legal = actions.iter().map(ToString::to_string).collect();
        }
        IkView::from_raw(raw, legal)
    }

    /// The view: the typed view's fields as lists and text, and the log.
    fn from_raw(raw: Raw, legal: Vec<String>) -> IkView {
        let typed = IkTypedView::from_record(&raw.record());
        let players = usize::from(typed.players);
        let seats = typed
            .table_seats()
            .iter()
            .map(|seat| SeatView {
                seat: seat.seat,
                hand_size: seat.hand_size,
                hand: seat.hand.map(CardSet::to_vec),
                king_face_up: seat.king_face_up,
                has_successor: seat.has_successor,
                successor: seat.successor,
                antechamber: seat.antechamber.to_vec(),
                condemned: seat.condemned.to_vec(),
                condemned_values: values(&seat.condemned_values),
                condemned_hidden: seat.condemned_hidden.map(CardSet::to_vec),
                eliminated: seat.eliminated,
                out_pile_size: seat.out_pile_size,
                row: seat.row.to_vec(),
                has_shared: seat.has_shared,
                shared: seat.shared,
                took: seat
                    .took
                    .map(|took| took.map_or_else(|| "shared".into(), |card| card.to_string())),
                committed: seat.committed,
                known_in_hand: seat.known_in_hand.to_vec(),
            })
            .collect();
        IkView {
            observer: typed.observer,
            players: typed.players,
            points_to_win: typed.points_to_win,
            round: typed.round,
            scores: typed.scores[..players].to_vec(),
            true_king: typed.true_king,
            first_player: typed.first_player,
            direction: typed.direction,
            to_act: typed.to_act,
            deciding: typed.decision.to_string(),
            decision: typed.decision,
            restarts_this_round: typed.restarts_this_round,
            court: typed.court.as_slice().to_vec(),
            throne_value: typed.throne_value,
            muted: typed.muted,
            accused: typed.accused,
            seats,
            removed_public: typed.removed_public.to_vec(),
            removed_values: values(&typed.removed_values),
            removed_hidden: typed.removed_hidden,
            removed_known: typed.removed_known.to_vec(),
            my_pending: typed.my_pending.to_vec(),
            exchange_offer: typed.exchange_offer.to_vec(),
            exchanges: typed.exchanges.map(|ex| ex.to_vec()),
            pile: typed.pile.to_vec(),
            ability: typed.ability,
            log: raw.log.texts(),
            last_round: typed.last_round.map(|round| RoundView {
                points: round.points[..players].to_vec(),
                winners: Seat::all(players)
                    .filter(|s| round.winners[s.index()])
                    .collect(),
                shown: round.shown[..players].iter().map(|s| s.to_vec()).collect(),
            }),
            legal,
            raw,
        }
    }
}
