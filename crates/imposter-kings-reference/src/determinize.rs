//! Sampling a full state consistent with one seat's view.
//!
//! The public part of the state, the event log and the seat's own cards are copied from
//! the view. Cards the seat knows elsewhere are put back where it knows them: the
//! partner's Successor shown at setup (while unchanged), the partner's shared card, the
//! Successors seen with a Spy, an assassinated player's pile, a partner's exchange offer,
//! and the cards it knows to be in other hands (see `Hidden::known`).
//! Every other card is dealt at random into the hidden places whose sizes the view shows:
//! other hands and Successors, hidden Condemned cards and removed cards (those with an
//! announced base value get a card of that value), out piles and shared cards. Secret
//! commitments of other seats that the view shows as made are drawn from their sampled
//! hands. Inferences from past announcements (a Soldier's "no", a wrong Judge guess) are
//! not used: the draw is uniform over placements that fit the current zones.

use interregnum_core::{Observer, SetupError};
use rand::{Rng, RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

use crate::{
    Card, IkView, ImposterKings,
    card::{MAX_CARDS, bits},
    state::{NONE, Phase, kcount},
};

fn random_bit<R: Rng + ?Sized>(set: u32, rng: &mut R) -> u32 {
    let n = set.count_ones();
    if n == 0 {
        return 0;
    }
    let k = rng.random_range(0..n);
    let i = bits(set).nth(k as usize).unwrap_or(0);
    1 << i
}

fn random_subset<R: Rng + ?Sized>(set: u32, k: u32, rng: &mut R) -> u32 {
    let mut out = 0;
    for _ in 0..k {
        out |= random_bit(set & !out, rng);
    }
    out
}

pub(crate) fn sample<R: Rng + ?Sized>(
    view: &IkView,
    rng: &mut R,
) -> Result<ImposterKings, SetupError> {
    let raw = &view.raw;
    let bad = |why: &str| SetupError(format!("this view cannot be sampled: {why}"));
    let (Observer::Seat(_), Some(m)) = (raw.observer, raw.mine) else {
        return Err(SetupError(
            "only a seat's view can be sampled, not a spectator's".into(),
        ));
    };
    let p = raw.p;
    if !(2..=4).contains(&p.n) || m.seat >= p.n {
        return Err(bad("the seat or player count is out of range"));
    }
    let mut g = ImposterKings::blank(p.opts, ChaCha8Rng::seed_from_u64(rng.random::<u64>()));
    g.p = p;
    g.log = raw.log;
    g.log_n = raw.log_n;
    let d = p.deck();
    let full = d.full();
    let n = p.n as usize;
    let me = m.seat as usize;
    let h = &mut g.h;
    let bit_of = |c: u8| if c == NONE { 0 } else { 1u32 << c };

    let mut used = p.court_mask | (1 << p.accused) | p.removed_pub;
    let claim = |set: u32, used: &mut u32| -> Result<(), SetupError> {
        if set & *used != 0 || set & !full != 0 {
            return Err(bad("a card is in two places"));
        }
        *used |= set;
        Ok(())
    };
    let mut public = 0;
    for s in 0..n {
        claim(p.ante[s] | p.row[s] | p.cond_pub[s], &mut public)?;
    }
    claim(public, &mut used)?;

    h.hand[me] = m.hand;
    h.succ[me] = m.succ;
    h.cond_hid[me] = m.cond_hid;
    h.known_removed[me] = m.known_removed;
    h.removed_hid = m.known_removed;
    h.valpub = m.cond_hid | m.known_valpub;
    h.pend_a[me] = m.pend_a;
    h.pend_b[me] = m.pend_b;
    h.shared[me] = m.shared;
    claim(
        m.hand | bit_of(m.succ) | m.cond_hid | m.known_removed | bit_of(m.shared),
        &mut used,
    )?;

    if let Some(q) = p.partner(m.seat) {
        let qi = q as usize;
        h.succ[qi] = m.partner_succ;
        h.shared[qi] = m.partner_shared;
        claim(bit_of(m.partner_succ) | bit_of(m.partner_shared), &mut used)?;
        let team = me % 2;
        h.ex_k[team] = m.ex_k;
        h.ex_offer[team] = m.ex_offer;
        h.ex_acc[team] = m.ex_acc;
        if m.ex_offer & m.hand == 0 && m.ex_offer != 0 {
            // The partner proposed: the offered cards are in the partner's hand.
            h.hand[qi] |= m.ex_offer;
            claim(m.ex_offer, &mut used)?;
        }
        if p.ex_done == 2 {
            for t in 0..2 {
                h.ex_k[t] = p.ex_pub[t].0;
                h.ex_acc[t] = p.ex_pub[t].1;
            }
        }
    }
    for t in 0..n {
        if m.spy_seen[t] != NONE && h.succ[t] != m.spy_seen[t] {
            h.succ[t] = m.spy_seen[t];
            claim(bit_of(m.spy_seen[t]), &mut used)?;
        }
    }
    if m.pile != 0 {
        let v = p.ab.victim as usize;
        if v >= n {
            return Err(bad("a pile without a victim"));
        }
        h.out[v] = m.pile;
        claim(m.pile, &mut used)?;
    }

    let mut pool = full & !used;
    // Cards the seat knows to be in other hands.
    for s in 0..n {
        if s == me {
            continue;
        }
        for c in Card::ALL {
            let want = kcount(m.known[s], c);
            let have = (h.hand[s] & d.mask[c as usize]).count_ones() as u8;
            for _ in have..want {
                let one = random_bit(pool & d.mask[c as usize], rng);
                if one == 0 {
                    return Err(bad("no card fits what the seat knows of a hand"));
                }
                pool &= !one;
                h.hand[s] |= one;
            }
        }
    }
    for o in 0..n {
        for s in 0..n {
            h.known[o][s] = if o == me {
                m.known[s]
            } else if o == s {
                0
            } else {
                p.seen[s]
            };
        }
    }
    // Hidden cards with an announced base value.
    for s in 0..n {
        if s == me {
            continue;
        }
        for v in 0..10 {
            for _ in 0..p.cond_vals[s][v] {
                let one = random_bit(pool & d.value_mask[v], rng);
                if one == 0 {
                    return Err(bad("no card fits an announced Condemned value"));
                }
                pool &= !one;
                h.cond_hid[s] |= one;
                h.valpub |= one;
            }
        }
    }
    for v in 0..10 {
        let known = (m.known_valpub & d.value_mask[v]).count_ones();
        let need = u32::from(p.removed_vals[v])
            .checked_sub(known)
            .ok_or_else(|| bad("removed values do not add up"))?;
        for _ in 0..need {
            let one = random_bit(pool & d.value_mask[v], rng);
            if one == 0 {
                return Err(bad("no card fits an announced removed value"));
            }
            pool &= !one;
            h.removed_hid |= one;
            h.valpub |= one;
        }
    }

    // Every other hidden place, by size.
    let mut cards = [0u8; MAX_CARDS];
    let mut len = 0;
    for i in bits(pool) {
        cards[len] = i;
        len += 1;
    }
    let cards = &mut cards[..len];
    cards.shuffle(rng);
    let mut next = cards.iter().copied();
    let mut draw = || next.next().ok_or_else(|| bad("too few unknown cards"));
    for s in 0..n {
        if s != me {
            let have = h.hand[s].count_ones() as u8;
            let need = raw.hand_n[s]
                .checked_sub(have)
                .ok_or_else(|| bad("hand size"))?;
            for _ in 0..need {
                h.hand[s] |= 1 << draw()?;
            }
            if raw.succ_mask & (1 << s) != 0 && h.succ[s] == NONE {
                h.succ[s] = draw()?;
            }
            if p.shared_mask & (1 << s) != 0 && h.shared[s] == NONE {
                h.shared[s] = draw()?;
            }
        }
        let have = h.out[s].count_ones() as u8;
        let need = raw.out_n[s]
            .checked_sub(have)
            .ok_or_else(|| bad("out pile size"))?;
        for _ in 0..need {
            h.out[s] |= 1 << draw()?;
        }
    }
    let have = h.removed_hid.count_ones() as u8;
    let need = raw
        .removed_hid_n
        .checked_sub(have)
        .ok_or_else(|| bad("removed pile size"))?;
    for _ in 0..need {
        h.removed_hid |= 1 << draw()?;
    }
    if draw().is_ok() {
        return Err(bad("more unknown cards than hidden places"));
    }

    // Secret commitments the view shows as made.
    for s in 0..n {
        if s == me || p.committed & (1 << s) == 0 {
            continue;
        }
        let hand = h.hand[s];
        match p.phase {
            Phase::Hide => {
                let a = random_bit(hand, rng);
                h.pend_a[s] = a;
                h.pend_b[s] = random_bit(hand & !a, rng);
            }
            Phase::Reveal(k) => h.pend_a[s] = random_subset(hand, u32::from(k), rng),
            Phase::Share | Phase::Successor | Phase::Remove => h.pend_a[s] = random_bit(hand, rng),
            Phase::ExecCondemn => {
                h.pend_a[s] = random_bit(hand & d.value_mask[p.ab.num as usize], rng);
            }
            _ => {}
        }
    }
    if p.phase == Phase::PrincessTake && p.ab.actor as usize != me {
        let a = p.ab.actor as usize;
        h.pend_a[a] = random_bit(h.hand[a], rng);
    }
    if let Some(broken) = g.invariant_violation_inner() {
        return Err(bad(&broken));
    }
    Ok(g)
}

impl ImposterKings {
    fn invariant_violation_inner(&self) -> Option<String> {
        use interregnum_core::Game;
        self.invariant_violation()
    }
}
