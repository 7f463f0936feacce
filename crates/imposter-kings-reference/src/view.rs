//! What one observer may see (§8).
//!
//! A view is built in two steps: the state gives a [`Raw`] record (the public part of the
//! state, zone sizes, and the observer's own knowledge), and every readable field is then
//! computed from that record alone. So two states with the same record show the same
//! view, and `determinize` only has to rebuild a state with that record.

use interregnum_core::{Game, Observer, Seat};
use serde::Serialize;

use crate::{
    Action, Card, Dir, ImposterKings,
    card::{MAX_CARDS, bits, lowest},
    log::{Ev, LOG_LEN, describe, none_if},
    state::{NONE, Phase, Public, bit, kcount},
};

/// The observer's own knowledge of hidden cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mine {
    pub(crate) seat: u8,
    pub(crate) hand: u32,
    pub(crate) succ: u8,
    pub(crate) cond_hid: u32,
    pub(crate) known_removed: u32,
    pub(crate) known_valpub: u32,
    pub(crate) pend_a: u32,
    pub(crate) pend_b: u32,
    pub(crate) shared: u8,
    pub(crate) partner_shared: u8,
    pub(crate) partner_succ: u8,
    /// The other players' Successors, during the Spy player's look.
    pub(crate) spy_seen: [u8; 4],
    /// The assassinated player's cards, for the Assassin's holder (3p).
    pub(crate) pile: u32,
    /// The own team's exchange (4p): k, offered cards, accepted.
    pub(crate) ex_k: u8,
    pub(crate) ex_offer: u32,
    pub(crate) ex_acc: bool,
    /// For each seat, the cards the observer knows to be in its hand (packed per name).
    pub(crate) known: [u64; 4],
}

/// The record a view is computed from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Raw {
    pub(crate) observer: Observer,
    pub(crate) p: Public,
    pub(crate) log: [Ev; LOG_LEN],
    pub(crate) log_n: u32,
    pub(crate) hand_n: [u8; 4],
    pub(crate) succ_mask: u8,
    pub(crate) out_n: [u8; 4],
    pub(crate) removed_hid_n: u8,
    pub(crate) mine: Option<Mine>,
}

/// One Court card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    /// The hand, for its owner only.
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
    /// What is being decided now.
    pub deciding: String,
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

impl Raw {
    pub(crate) fn of(g: &ImposterKings, observer: Observer) -> Raw {
        let p = g.p;
        let h = &g.h;
        let mut log = g.log;
        for ev in &mut log {
            *ev = ev.seen_by(observer);
        }
        let mut hand_n = [0; 4];
        let mut out_n = [0; 4];
        let mut succ_mask = 0;
        for s in 0..4 {
            hand_n[s] = h.hand[s].count_ones() as u8;
            out_n[s] = h.out[s].count_ones() as u8;
            if h.succ[s] != NONE {
                succ_mask |= bit(s as u8);
            }
        }
        let mine = observer.seat().map(|seat| {
            let s = seat.index() as u8;
            let si = s as usize;
            let partner = p.partner(s);
            let team = si % 2;
            let mut spy_seen = [NONE; 4];
            if p.phase == Phase::SpyForce && p.ab.actor == s {
                for t in 0..p.n {
                    if t != s && p.in_round(t) {
                        spy_seen[t as usize] = h.succ[t as usize];
                    }
                }
            }
            let in_team_ex = p.n == 4;
            Mine {
                seat: s,
                hand: h.hand[si],
                succ: h.succ[si],
                cond_hid: h.cond_hid[si],
                known_removed: h.known_removed[si],
                known_valpub: h.known_removed[si] & h.valpub,
                pend_a: h.pend_a[si],
                pend_b: h.pend_b[si],
                shared: h.shared[si],
                partner_shared: partner.map_or(NONE, |q| h.shared[q as usize]),
                partner_succ: match partner {
                    Some(q) if p.succ_seen & bit(q) != 0 => h.succ[q as usize],
                    _ => NONE,
                },
                spy_seen,
                pile: if p.phase == Phase::AssassinSwap && p.ab.holder == s {
                    h.out[p.ab.victim as usize]
                } else {
                    0
                },
                ex_k: if in_team_ex { h.ex_k[team] } else { 0 },
                ex_offer: if in_team_ex { h.ex_offer[team] } else { 0 },
                ex_acc: in_team_ex && h.ex_acc[team],
                known: h.known[si],
            }
        });
        let mut raw = Raw {
            observer,
            p,
            log,
            log_n: g.log_n,
            hand_n,
            succ_mask,
            out_n,
            removed_hid_n: h.removed_hid.count_ones() as u8,
            mine,
        };
        raw.canonicalize();
        raw
    }

    /// Renumbers the copies of each name so that the record depends only on names and
    /// places, never on which copy is where: copies met first (Court bottom to top, the
    /// Accused, Antechambers, rows, public Condemned and removed cards, then the observer's
    /// own cards) take the lowest numbers of their name.
    fn canonicalize(&mut self) {
        let p = &self.p;
        let d = p.deck();
        let mut order = [0u8; MAX_CARDS];
        let mut len = 0usize;
        let mut seen = 0u32;
        let mut add = |set: u32, order: &mut [u8; MAX_CARDS], len: &mut usize| {
            for i in bits(set & !seen) {
                order[*len] = i;
                *len += 1;
            }
            seen |= set;
        };
        for &c in &p.court[..p.court_len as usize] {
            add(1 << c, &mut order, &mut len);
        }
        add(1 << p.accused, &mut order, &mut len);
        for s in 0..4 {
            add(p.ante[s], &mut order, &mut len);
        }
        for s in 0..4 {
            add(p.row[s], &mut order, &mut len);
        }
        for s in 0..4 {
            add(p.cond_pub[s], &mut order, &mut len);
        }
        add(p.removed_pub, &mut order, &mut len);
        if let Some(m) = &self.mine {
            let one = |c: u8| if c == NONE { 0 } else { 1u32 << c };
            for set in [
                m.pend_a,
                m.pend_b,
                m.hand,
                one(m.succ),
                m.cond_hid,
                m.known_valpub,
                m.known_removed,
                one(m.shared),
                one(m.partner_succ),
                one(m.partner_shared),
                m.ex_offer,
                m.pile,
            ] {
                add(set, &mut order, &mut len);
            }
            for &c in &m.spy_seen {
                add(one(c), &mut order, &mut len);
            }
        }
        let mut map = [0u8; MAX_CARDS];
        for (i, m) in map.iter_mut().enumerate() {
            *m = i as u8;
        }
        let mut free = d.full();
        let mut used_old = 0u32;
        for &old in &order[..len] {
            let new = lowest(free & d.mask[d.kind[old as usize] as usize]);
            free &= !new;
            used_old |= 1 << old;
            map[old as usize] = new.trailing_zeros() as u8;
        }
        for old in bits(d.full() & !used_old) {
            let new = lowest(free & d.mask[d.kind[old as usize] as usize]);
            free &= !new;
            map[old as usize] = new.trailing_zeros() as u8;
        }
        let m8 = |x: u8| {
            if x == NONE || x as usize >= MAX_CARDS {
                x
            } else {
                map[x as usize]
            }
        };
        let ms = |set: u32| bits(set).fold(0u32, |acc, i| acc | 1 << map[i as usize]);
        let p = &mut self.p;
        for c in &mut p.court[..p.court_len as usize] {
            *c = m8(*c);
        }
        p.court_mask = ms(p.court_mask);
        p.disgraced = ms(p.disgraced);
        p.hit = ms(p.hit);
        p.accused = m8(p.accused);
        p.removed_pub = ms(p.removed_pub);
        p.drafted = ms(p.drafted);
        p.ab.card = m8(p.ab.card);
        for s in 0..4 {
            p.ante[s] = ms(p.ante[s]);
            p.row[s] = ms(p.row[s]);
            p.cond_pub[s] = ms(p.cond_pub[s]);
        }
        if let Some(m) = &mut self.mine {
            m.hand = ms(m.hand);
            m.succ = m8(m.succ);
            m.cond_hid = ms(m.cond_hid);
            m.known_removed = ms(m.known_removed);
            m.known_valpub = ms(m.known_valpub);
            m.pend_a = ms(m.pend_a);
            m.pend_b = ms(m.pend_b);
            m.shared = m8(m.shared);
            m.partner_shared = m8(m.partner_shared);
            m.partner_succ = m8(m.partner_succ);
            m.pile = ms(m.pile);
            m.ex_offer = ms(m.ex_offer);
            for c in &mut m.spy_seen {
                *c = m8(*c);
            }
        }
    }
}

/// The names in a packed knowledge word, with repeats, in name order.
fn unpack(x: u64) -> Vec<Card> {
    let mut out = Vec::new();
    for c in Card::ALL {
        for _ in 0..kcount(x, c) {
            out.push(c);
        }
    }
    out
}

impl IkView {
    pub(crate) fn of(g: &ImposterKings, observer: Observer) -> IkView {
        let raw = Raw::of(g, observer);
        let mut legal = Vec::new();
        if let Some(seat) = observer.seat()
            && g.to_act() == Some(seat)
        {
            let mut actions: Vec<Action> = Vec::new();
            g.legal_actions(&mut actions);
            legal = actions.iter().map(ToString::to_string).collect();
        }
        IkView::from_raw(raw, legal)
    }

    fn from_raw(raw: Raw, legal: Vec<String>) -> IkView {
        let p = &raw.p;
        let d = p.deck();
        let n = p.n as usize;
        let names = |set: u32| d.names(set);
        let one = |c: u8| (c != NONE).then(|| d.kind[c as usize]);
        let mine = raw.mine;
        let me = mine.map(|m| m.seat);
        let seats = (0..n)
            .map(|si| {
                let s = si as u8;
                let own = me == Some(s);
                let partner = p.partner(s).is_some_and(|q| Some(q) == me);
                let successor = mine.and_then(|m| {
                    if own {
                        one(m.succ)
                    } else if m.spy_seen[si] != NONE {
                        one(m.spy_seen[si])
                    } else if partner {
                        one(m.partner_succ)
                    } else {
                        None
                    }
                });
                let shared = mine.and_then(|m| {
                    if own {
                        one(m.shared)
                    } else if partner {
                        one(m.partner_shared)
                    } else {
                        None
                    }
                });
                let mut values = Vec::new();
                for v in 0..10u8 {
                    for _ in 0..p.cond_vals[si][v as usize] {
                        values.push(v);
                    }
                }
                SeatView {
                    seat: Seat::new(si),
                    hand_size: raw.hand_n[si],
                    hand: mine.filter(|_| own).map(|m| names(m.hand)),
                    king_face_up: p.kings_up & bit(s) != 0,
                    has_successor: raw.succ_mask & bit(s) != 0,
                    successor,
                    antechamber: names(p.ante[si]),
                    condemned: names(p.cond_pub[si]),
                    condemned_values: values,
                    condemned_hidden: mine.filter(|_| own).map(|m| names(m.cond_hid)),
                    eliminated: p.elim & bit(s) != 0,
                    out_pile_size: raw.out_n[si],
                    row: names(p.row[si]),
                    has_shared: p.shared_mask & bit(s) != 0,
                    shared,
                    took: match p.taken[si] {
                        NONE => None,
                        x if x == NONE - 1 => Some("shared".into()),
                        k => Some(Card::from_index(k as usize).to_string()),
                    },
                    committed: p.committed & bit(s) != 0,
                    known_in_hand: if own {
                        Vec::new()
                    } else {
                        unpack(mine.map_or(p.seen[si], |m| m.known[si]))
                    },
                }
            })
            .collect();
        let court = p.court[..p.court_len as usize]
            .iter()
            .map(|&c| CourtCard {
                card: d.kind[c as usize],
                disgraced: !p.face_up(c),
                bonus: p.hit & (1 << c) != 0,
            })
            .collect();
        let mut removed_values = Vec::new();
        for v in 0..10u8 {
            for _ in 0..p.removed_vals[v as usize] {
                removed_values.push(v);
            }
        }
        let start = raw.log_n.saturating_sub(LOG_LEN as u32);
        let log = (start..raw.log_n)
            .filter_map(|i| raw.log[i as usize % LOG_LEN].text())
            .collect();
        let ability = matches!(
            p.phase,
            Phase::Decide
                | Phase::KhWindow
                | Phase::ExecCondemn
                | Phase::SoldierDisgrace
                | Phase::JudgeFollow
                | Phase::HeraldSuccessor
                | Phase::HeraldChain
                | Phase::WardenPick
                | Phase::SentryGive
                | Phase::SpyForce
                | Phase::SpyNewSucc
                | Phase::PrincessGive
                | Phase::PrincessTake
        )
        .then(|| AbilityView {
            card: p.ab.kind,
            player: Seat::new(p.ab.actor as usize),
            target: none_if(p.ab.target)
                .filter(|_| p.phase != Phase::Decide)
                .map(|s| Seat::new(s as usize)),
            court_position: none_if(p.ab.pos)
                .filter(|_| p.phase != Phase::Decide)
                .map(|x| x + 1),
            name: matches!(p.ab.kind, Card::Inquisitor | Card::Soldier | Card::Judge)
                .then_some(p.ab.name)
                .filter(|_| p.phase != Phase::Decide),
            number: (p.ab.num != 0 && matches!(p.ab.kind, Card::Executioner | Card::Mystic))
                .then_some(p.ab.num)
                .filter(|_| p.phase != Phase::Decide),
        });
        let to_act = (p.phase != Phase::Over && p.who != NONE).then(|| Seat::new(p.who as usize));
        IkView {
            observer: raw.observer,
            players: p.n,
            points_to_win: p.opts.points_to_win,
            round: p.round,
            scores: p.scores[..n].to_vec(),
            true_king: Seat::new(p.tk as usize),
            first_player: none_if(p.first).map(|s| Seat::new(s as usize)),
            direction: none_if(p.first).map(|_| if p.dir == 0 { Dir::Cw } else { Dir::Ccw }),
            to_act,
            deciding: describe(p),
            restarts_this_round: p.restarts,
            court,
            throne_value: p.tv(),
            muted: (p.muted != 0).then_some(p.muted),
            accused: d.kind[p.accused as usize],
            seats,
            removed_public: names(p.removed_pub),
            removed_values,
            removed_hidden: raw.removed_hid_n,
            removed_known: mine.map(|m| names(m.known_removed)).unwrap_or_default(),
            my_pending: mine.map(|m| names(m.pend_a | m.pend_b)).unwrap_or_default(),
            exchange_offer: mine.map(|m| names(m.ex_offer)).unwrap_or_default(),
            exchanges: (p.ex_done == 2).then(|| p.ex_pub.to_vec()),
            pile: mine.map(|m| names(m.pile)).unwrap_or_default(),
            ability,
            log,
            last_round: p.last_round.map(|r| RoundView {
                points: r.points[..n].to_vec(),
                winners: bits(u32::from(r.winners))
                    .map(|s| Seat::new(s as usize))
                    .collect(),
                shown: (0..n).map(|s| names(r.shown[s])).collect(),
            }),
            legal,
            raw,
        }
    }
}
