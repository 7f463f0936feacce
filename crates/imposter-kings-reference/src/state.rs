//! The full state of a match of The Imposter Kings and the rules that change it.

use interregnum_core::{Game, Observer, Outcome, Seat, SetupError, Start};
use rand::{Rng, RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::{
    Action, Card, Dir, IkView,
    card::{Deck, MAX_CARDS, bits, deck, lowest},
    log::{Ev, LOG_LEN, Note, PUBLIC},
};

/// No card / no seat.
pub(crate) const NONE: u8 = u8::MAX;

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

/// What is being decided now. The seat that decides is `Public::who`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub(crate) enum Phase {
    ChooseFirst,
    Restart,
    Hide,
    Reveal(u8),
    Share,
    ChooseDrafter,
    Draft(u8),
    Take,
    Successor,
    Propose(u8),
    Respond(u8),
    Remove,
    Turn,
    Decide,
    KhWindow,
    ExecCondemn,
    SoldierDisgrace,
    JudgeFollow,
    HeraldSuccessor,
    HeraldChain,
    WardenPick,
    SentryGive,
    SpyForce,
    SpyNewSucc,
    PrincessGive,
    PrincessTake,
    OathFollow,
    AssassinWindow,
    AssassinKh,
    AssassinSwap,
    Over,
}

/// The ability (or flip) being resolved, with every public choice made so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ab {
    pub(crate) card: u8,
    pub(crate) kind: Card,
    pub(crate) actor: u8,
    pub(crate) no_window: bool,
    pub(crate) target: u8,
    /// A Court index (0-based from the bottom).
    pub(crate) pos: u8,
    pub(crate) name: Card,
    pub(crate) num: u8,
    /// Soldier: the last position Disgraced (1-based, 0 = none) and how many.
    pub(crate) last: u8,
    pub(crate) count: u8,
    /// Assassin holder, or the assassinated player (3p), or draft seats.
    pub(crate) holder: u8,
    pub(crate) victim: u8,
}

impl Ab {
    const EMPTY: Ab = Ab {
        card: NONE,
        kind: Card::Fool,
        actor: NONE,
        no_window: false,
        target: NONE,
        pos: NONE,
        name: Card::Fool,
        num: 0,
        last: 0,
        count: 0,
        holder: NONE,
        victim: NONE,
    };
}

/// The result of the last finished round, public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RoundEnd {
    pub(crate) points: [u8; 4],
    /// Winners of the round as a seat mask.
    pub(crate) winners: u8,
    /// Each seat's hand, Successor and out pile, turned over for scoring (§8.6).
    pub(crate) shown: [u32; 4],
}

/// Everything every observer knows. Copied as is into views and back by `determinize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Public {
    pub(crate) opts: IkOptions,
    pub(crate) n: u8,
    pub(crate) round: u16,
    pub(crate) scores: [u16; 4],
    pub(crate) tk: u8,
    pub(crate) first: u8,
    pub(crate) dir: u8,
    pub(crate) restarts: u8,
    pub(crate) phase: Phase,
    pub(crate) who: u8,
    pub(crate) active: u8,
    pub(crate) ab: Ab,
    pub(crate) committed: u8,
    pub(crate) ante: [u32; 4],
    pub(crate) row: [u32; 4],
    pub(crate) drafted: u32,
    pub(crate) shared_mask: u8,
    pub(crate) taken: [u8; 4],
    pub(crate) accused: u8,
    pub(crate) court: [u8; MAX_CARDS],
    pub(crate) court_len: u8,
    pub(crate) court_mask: u32,
    pub(crate) disgraced: u32,
    pub(crate) hit: u32,
    pub(crate) muted: u8,
    pub(crate) cond_pub: [u32; 4],
    pub(crate) cond_vals: [[u8; 10]; 4],
    pub(crate) removed_pub: u32,
    pub(crate) removed_vals: [u8; 10],
    pub(crate) kings_up: u8,
    pub(crate) elim: u8,
    pub(crate) losers: [u8; 2],
    /// 4p: partners know each other's Successor (set at setup, cleared when it changes).
    pub(crate) succ_seen: u8,
    /// 4p exchanges: teams finished, and each team's (k, accepted) once both finished.
    pub(crate) ex_done: u8,
    pub(crate) ex_pub: [(u8, bool); 2],
    pub(crate) last_round: Option<RoundEnd>,
    /// Cards everyone has seen enter each hand and not seen leave (a lower bound per
    /// name, 2 bits per name; see `Hidden::known`).
    pub(crate) seen: [u64; 4],
}

/// The hidden part of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hidden {
    pub(crate) hand: [u32; 4],
    pub(crate) succ: [u8; 4],
    pub(crate) cond_hid: [u32; 4],
    pub(crate) removed_hid: u32,
    /// Removed cards each seat knows (their setup removal, their own purged Executioner cards).
    pub(crate) known_removed: [u32; 4],
    /// Hidden cards whose base value is public (Executioner).
    pub(crate) valpub: u32,
    pub(crate) out: [u32; 4],
    pub(crate) shared: [u8; 4],
    pub(crate) pend_a: [u32; 4],
    pub(crate) pend_b: [u32; 4],
    pub(crate) ex_k: [u8; 2],
    pub(crate) ex_offer: [u32; 2],
    pub(crate) ex_acc: [bool; 2],
    /// `known[o][s]`: for each name, how many copies seat `o` knows to be in `s`'s hand
    /// (2 bits per name). Raised when `o` sees a card enter the hand, lowered when a card
    /// leaves it publicly, and lowered for every name by the number of cards that leave
    /// it unseen (a Successor chosen, a card given or Condemned in secret).
    pub(crate) known: [[u64; 4]; 4],
}

impl Hidden {
    /// No hidden cards anywhere: the start of every deal.
    pub(crate) const EMPTY: Hidden = Hidden {
        hand: [0; 4],
        succ: [NONE; 4],
        cond_hid: [0; 4],
        removed_hid: 0,
        known_removed: [0; 4],
        valpub: 0,
        out: [0; 4],
        shared: [NONE; 4],
        pend_a: [0; 4],
        pend_b: [0; 4],
        ex_k: [0; 2],
        ex_offer: [0; 2],
        ex_acc: [false; 2],
        known: [[0; 4]; 4],
    };
}

/// A match of The Imposter Kings: the full state, hidden cards included.
///
/// Physical cards are indices into the deck for the player count; zones are bit masks
/// over them, the Court is a fixed array, and the public event log is a fixed ring, so
/// everything but the RNG is `Copy` and nothing is allocated while playing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImposterKings {
    pub(crate) p: Public,
    pub(crate) h: Hidden,
    pub(crate) log: [Ev; LOG_LEN],
    pub(crate) log_n: u32,
    pub(crate) rng: ChaCha8Rng,
}

pub(crate) const fn bit(s: u8) -> u8 {
    1 << s
}

/// How many copies of `card` a packed knowledge word holds.
pub(crate) fn kcount(x: u64, card: Card) -> u8 {
    ((x >> (2 * card as u32)) & 3) as u8
}

fn kadd(x: &mut u64, card: Card) {
    if kcount(*x, card) < 3 {
        *x += 1 << (2 * card as u32);
    }
}

fn ksub(x: &mut u64, card: Card, n: u8) {
    let d = kcount(*x, card).min(n);
    *x -= u64::from(d) << (2 * card as u32);
}

fn kmax(x: &mut u64, card: Card, n: u8) {
    let c = kcount(*x, card);
    if n > c {
        *x += u64::from(n.min(3) - c) << (2 * card as u32);
    }
}

impl Public {
    pub(crate) fn deck(&self) -> &'static Deck {
        deck(self.n)
    }

    pub(crate) fn all_seats(&self) -> u8 {
        (1u8 << self.n) - 1
    }

    pub(crate) fn step(&self, s: u8) -> u8 {
        if self.dir == 0 {
            (s + 1) % self.n
        } else {
            (s + self.n - 1) % self.n
        }
    }

    /// The next seat in turn order that is still in the round.
    pub(crate) fn next_in_round(&self, s: u8) -> u8 {
        let mut t = self.step(s);
        for _ in 0..4 {
            if self.elim & bit(t) == 0 {
                break;
            }
            t = self.step(t);
        }
        t
    }

    pub(crate) fn in_round(&self, s: u8) -> bool {
        s < self.n && self.elim & bit(s) == 0
    }

    pub(crate) fn partner(&self, s: u8) -> Option<u8> {
        (self.n == 4).then_some((s + 2) % 4)
    }

    pub(crate) fn is_opponent(&self, a: u8, b: u8) -> bool {
        a != b && self.in_round(b) && (self.n != 4 || a % 2 != b % 2)
    }

    pub(crate) fn top(&self) -> Option<u8> {
        (self.court_len > 0).then(|| self.court[self.court_len as usize - 1])
    }

    pub(crate) fn kind(&self, inst: u8) -> Card {
        self.deck().kind[inst as usize]
    }

    pub(crate) fn face_up(&self, inst: u8) -> bool {
        self.disgraced & (1 << inst) == 0
    }

    /// A face-up Royalty card is somewhere in the Court (§1.3 Warlord).
    pub(crate) fn royalty_present(&self) -> bool {
        let d = self.deck();
        let royal = d.mask[Card::Queen as usize] | d.mask[Card::Princess as usize];
        self.court_mask & royal & !self.disgraced != 0
    }

    /// `HV` (§4.3.2).
    pub(crate) fn hv(&self, card: Card) -> u8 {
        if card == Card::Warlord && self.royalty_present() {
            8
        } else {
            card.base()
        }
    }

    /// `TV` (§4.3.3).
    pub(crate) fn tv(&self) -> u8 {
        let Some(top) = self.top() else { return 0 };
        if !self.face_up(top) {
            return 1;
        }
        let card = self.kind(top);
        if self.muted == card.base() {
            return 3;
        }
        let mut v = card.base();
        if self.hit & (1 << top) != 0 {
            v += 2;
        }
        if card == Card::Warlord && self.royalty_present() {
            v += 2;
        }
        v
    }

    fn throne_is_royal(&self) -> bool {
        self.top()
            .is_some_and(|t| self.face_up(t) && self.kind(t).is_royalty())
    }

    /// Whether the Court card at index `i` is face up and `pred` holds for it.
    pub(crate) fn court_positions(&self, mut pred: impl FnMut(u8, Card) -> bool) -> u32 {
        let mut out = 0;
        for i in 0..self.court_len {
            let inst = self.court[i as usize];
            if self.face_up(inst) && pred(inst, self.kind(inst)) {
                out |= 1 << i;
            }
        }
        out
    }

    /// Whether every copy of `card` is in a public place, so no hand can hold one (§8.4).
    pub(crate) fn all_copies_public(&self, card: Card) -> bool {
        let mask = self.deck().mask[card as usize];
        let mut public = self.court_mask | self.removed_pub | (1 << self.accused);
        for s in 0..4 {
            public |= self.ante[s] | self.cond_pub[s];
        }
        mask & !public == 0
    }

    pub(crate) fn push_court(&mut self, inst: u8) {
        self.court[self.court_len as usize] = inst;
        self.court_len += 1;
        self.court_mask |= 1 << inst;
    }

    pub(crate) fn remove_court(&mut self, inst: u8) {
        let len = self.court_len as usize;
        if let Some(i) = self.court[..len].iter().position(|&c| c == inst) {
            self.court.copy_within(i + 1..len, i);
            self.court_len -= 1;
            self.court[self.court_len as usize] = 0;
            self.court_mask &= !(1 << inst);
            self.disgraced &= !(1 << inst);
            self.hit &= !(1 << inst);
        }
    }

    fn team_score(&self, s: u8) -> u16 {
        self.scores[s as usize]
    }
}

fn pick(set: u32) -> u8 {
    set.trailing_zeros() as u8
}

impl ImposterKings {
    fn d(&self) -> &'static Deck {
        self.p.deck()
    }

    pub(crate) fn hand_of(&self, s: u8, card: Card) -> u32 {
        self.h.hand[s as usize] & self.d().mask[card as usize]
    }

    /// Whether `card` in `seat`'s hand may be played now (§4.4). A mute does not take a
    /// permission away: hands are not muted (§2.3.7, ruling 25).
    pub(crate) fn can_play(&self, s: u8, card: Card) -> bool {
        let p = &self.p;
        if p.hv(card) >= p.tv() {
            return true;
        }
        match card {
            Card::Elder => p.throne_is_royal(),
            Card::Zealot => p.kings_up & bit(s) == 0 && p.court_len > 0 && !p.throne_is_royal(),
            Card::Oathbound => p.tv() > 6 && self.h.hand[s as usize].count_ones() >= 2,
            _ => false,
        }
    }

    fn can_flip(&self, s: u8) -> bool {
        self.p.kings_up & bit(s) != 0 && self.p.court_len > 0
    }

    fn has_turn_action(&self, s: u8) -> bool {
        let si = s as usize;
        if self.p.cond_pub[si] | self.h.cond_hid[si] | self.p.ante[si] != 0 || self.can_flip(s) {
            return true;
        }
        let kinds = self.d().kinds_in(self.h.hand[si]);
        bits(kinds).any(|k| self.can_play(s, Card::from_index(k as usize)))
    }

    pub(crate) fn push(&mut self, ev: Ev) {
        self.log[self.log_n as usize % LOG_LEN] = ev;
        self.log_n += 1;
    }

    fn note(&mut self, note: Note) {
        self.push(Ev::Note { note, vis: PUBLIC });
    }

    // ----- setup -----------------------------------------------------------------------

    fn deal(&mut self, stacked: Option<&[u8]>) {
        let n = self.p.n as usize;
        let d = self.d();
        let mut order = [0u8; MAX_CARDS];
        let len = d.len as usize;
        match stacked {
            Some(s) => order[..len].copy_from_slice(s),
            None => {
                for (i, o) in order[..len].iter_mut().enumerate() {
                    *o = i as u8;
                }
                order[..len].shuffle(&mut self.rng);
            }
        }
        let mut h = Hidden::EMPTY;
        let per = if n == 4 { 7 } else { 8 };
        for s in 0..n {
            for &c in &order[s * per..(s + 1) * per] {
                h.hand[s] |= 1 << c;
            }
        }
        let p = &mut self.p;
        p.accused = order[n * per];
        if n == 2 {
            h.removed_hid |= 1 << order[17];
        }
        self.h = h;
        p.first = NONE;
        p.dir = 0;
        p.ab = Ab::EMPTY;
        p.committed = 0;
        p.ante = [0; 4];
        p.row = [0; 4];
        p.drafted = 0;
        p.shared_mask = 0;
        p.taken = [NONE; 4];
        p.court = [0; MAX_CARDS];
        p.court_len = 0;
        p.court_mask = 0;
        p.disgraced = 0;
        p.hit = 0;
        p.muted = 0;
        p.cond_pub = [0; 4];
        p.cond_vals = [[0; 10]; 4];
        p.removed_pub = 0;
        p.removed_vals = [0; 10];
        p.kings_up = p.all_seats();
        p.elim = 0;
        p.losers = [NONE; 2];
        p.succ_seen = 0;
        p.ex_done = 0;
        p.ex_pub = [(0, false); 2];
        p.seen = [0; 4];
        p.who = p.tk;
        p.active = NONE;
        p.phase = match n {
            2 => Phase::ChooseFirst,
            3 => Phase::Reveal(2),
            _ => Phase::Reveal(3),
        };
        // Copies are identical: the Accused is always the lowest-numbered copy of its name.
        self.p.accused = self.canon(self.p.accused);
        self.note(Note::Dealt(self.p.round as u8));
    }

    pub(crate) fn deal_pub(&mut self) {
        self.deal(None);
    }

    fn new_round(&mut self) {
        self.p.round += 1;
        self.p.restarts = 0;
        self.deal(None);
    }

    /// The next seat of a commitment phase, or `None` once all have committed.
    fn next_committer(&self) -> Option<u8> {
        let p = &self.p;
        if p.committed & !p.elim == p.all_seats() & !p.elim {
            return None;
        }
        let mut t = p.who;
        for _ in 0..4 {
            t = p.next_in_round(t);
            if p.committed & bit(t) == 0 {
                return Some(t);
            }
        }
        None
    }

    fn commit(&mut self, a: u32, b: u32) -> bool {
        let s = self.p.who as usize;
        self.h.pend_a[s] = a;
        self.h.pend_b[s] = b;
        self.p.committed |= bit(s as u8);
        match self.next_committer() {
            Some(t) => {
                self.p.who = t;
                false
            }
            None => {
                self.p.committed = 0;
                true
            }
        }
    }

    fn start_commit(&mut self, phase: Phase, from: u8) {
        self.p.phase = phase;
        self.p.who = from;
        self.p.committed = 0;
        self.h.pend_a = [0; 4];
        self.h.pend_b = [0; 4];
    }

    // ----- turns -----------------------------------------------------------------------

    fn begin_turn(&mut self, s: u8) {
        self.p.active = s;
        self.p.who = s;
        self.p.phase = Phase::Turn;
        self.p.ab = Ab::EMPTY;
        if !self.has_turn_action(s) {
            self.note(Note::Stuck(s));
            self.lose(s, None);
        }
    }

    pub(crate) fn begin_turn_pub(&mut self, s: u8) {
        self.begin_turn(s);
    }

    fn end_turn(&mut self) {
        let next = self.p.next_in_round(self.p.active);
        self.begin_turn(next);
    }

    fn lose(&mut self, s: u8, assassin: Option<u8>) {
        let n = self.p.n;
        if n == 3 && self.p.losers[0] == NONE {
            self.p.losers[0] = s;
            self.p.elim |= bit(s);
            let si = s as usize;
            let pile = self.h.hand[si] | self.succ_bit(s);
            self.h.hand[si] = 0;
            self.h.succ[si] = NONE;
            self.h.out[si] = pile;
            self.forget_hand(s);
            self.note(Note::Eliminated(s));
            if let Some(holder) = assassin {
                self.p.phase = Phase::AssassinSwap;
                self.p.who = holder;
                self.p.ab.holder = holder;
                self.p.ab.victim = s;
            } else {
                self.begin_turn(self.p.next_in_round(s));
            }
            return;
        }
        if n == 3 {
            self.p.losers[1] = s;
        } else {
            self.p.losers[0] = s;
        }
        self.end_round(s);
    }

    fn succ_bit(&self, s: u8) -> u32 {
        match self.h.succ[s as usize] {
            NONE => 0,
            c => 1 << c,
        }
    }

    fn has_cards(&self, s: u8) -> bool {
        let si = s as usize;
        self.h.hand[si] | self.h.out[si] != 0 || self.h.succ[si] != NONE
    }

    fn end_round(&mut self, loser: u8) {
        let p = self.p;
        let n = p.n;
        let up = |s: u8| u8::from(p.kings_up & bit(s) != 0);
        let mut points = [0u8; 4];
        let winners: u8;
        match n {
            2 => {
                let w = 1 - loser;
                points[w as usize] = 1 + u8::from(self.has_cards(loser)) + up(w);
                winners = bit(w);
            }
            3 => {
                let third = p.losers[0];
                let second = p.losers[1];
                let w = (0..3).find(|&s| s != third && s != second).unwrap_or(0);
                points[w as usize] =
                    1 + u8::from(self.has_cards(second)) + u8::from(self.has_cards(third)) + up(w);
                points[second as usize] = 1;
                winners = bit(w);
            }
            _ => {
                let lt = loser % 2;
                let wt = 1 - lt;
                let pts = 1
                    + u8::from(self.has_cards(lt) || self.has_cards(lt + 2))
                    + u8::from(up(wt) + up(wt + 2) > 0);
                points[wt as usize] = pts;
                points[wt as usize + 2] = pts;
                winners = bit(wt) | bit(wt + 2);
            }
        }
        let mut shown = [0u32; 4];
        // Shown by name: each seat's cards take the lowest free numbers of their names.
        let d = self.d();
        let mut free = d.full();
        for s in 0..n {
            let cards = self.h.hand[s as usize] | self.succ_bit(s) | self.h.out[s as usize];
            for i in bits(cards) {
                let one = lowest(free & d.mask[d.kind[i as usize] as usize]);
                free &= !one;
                shown[s as usize] |= one;
            }
        }
        for (score, &pts) in self.p.scores.iter_mut().zip(&points) {
            *score += u16::from(pts);
        }
        self.p.last_round = Some(RoundEnd {
            points,
            winners,
            shown,
        });
        self.note(Note::RoundOver(winners));
        self.p.tk = if n == 3 { p.losers[0] } else { loser };
        if !self.match_over() {
            self.new_round();
        }
    }

    /// §7.5: ends the match if someone has enough points and is alone at the top.
    fn match_over(&mut self) -> bool {
        let p = &self.p;
        let n = if p.n == 4 { 2 } else { p.n };
        let top = (0..n).map(|s| p.team_score(s)).max().unwrap_or(0);
        let at_top = (0..n).filter(|&s| p.team_score(s) == top).count();
        if top >= p.opts.points_to_win && at_top == 1 {
            self.p.phase = Phase::Over;
            self.p.who = NONE;
            true
        } else {
            false
        }
    }

    /// The cards in a public place (Court, Antechambers, reveal rows, Accused, public
    /// Condemned and removed cards).
    pub(crate) fn public_mask(&self) -> u32 {
        let p = &self.p;
        let mut m = p.court_mask | (1 << p.accused) | p.removed_pub;
        for s in 0..4 {
            m |= p.ante[s] | p.row[s] | p.cond_pub[s];
        }
        m
    }

    /// Relabels the copies of one name so that the hidden card `inst`, about to become
    /// public, takes the lowest number among the hidden copies of its name; returns that
    /// number. Copies are identical, so this changes nothing a player can see, and it keeps
    /// the numbers of public cards from telling which copy someone held.
    pub(crate) fn canon(&mut self, inst: u8) -> u8 {
        let d = self.d();
        let hidden = d.mask[d.kind[inst as usize] as usize] & !(self.public_mask() & !(1 << inst));
        let j = hidden.trailing_zeros() as u8;
        if hidden == 0 || j >= inst {
            return inst;
        }
        let (a, b) = (inst, j);
        let sw = |m: &mut u32| {
            if (*m >> a) & 1 != (*m >> b) & 1 {
                *m ^= (1 << a) | (1 << b);
            }
        };
        let sw8 = |x: &mut u8| {
            if *x == a {
                *x = b;
            } else if *x == b {
                *x = a;
            }
        };
        let h = &mut self.h;
        for s in 0..4 {
            sw(&mut h.hand[s]);
            sw(&mut h.cond_hid[s]);
            sw(&mut h.known_removed[s]);
            sw(&mut h.out[s]);
            sw(&mut h.pend_a[s]);
            sw(&mut h.pend_b[s]);
            sw8(&mut h.succ[s]);
            sw8(&mut h.shared[s]);
        }
        sw(&mut h.removed_hid);
        sw(&mut h.valpub);
        for t in 0..2 {
            sw(&mut h.ex_offer[t]);
        }
        j
    }

    /// `card` entered `s`'s hand, seen by everyone (`public`) or by the seats in `who`.
    pub(crate) fn seen_in(&mut self, s: u8, card: Card, who: u8, public: bool) {
        let si = s as usize;
        if public {
            kadd(&mut self.p.seen[si], card);
        }
        for o in 0..4u8 {
            if o != s && (public || who & bit(o) != 0) {
                kadd(&mut self.h.known[o as usize][si], card);
            }
        }
    }

    /// The seats in `who` see that `s` holds at least `n` copies of `card`.
    fn seen_holding(&mut self, s: u8, card: Card, n: u8, who: u8, public: bool) {
        let si = s as usize;
        if public {
            kmax(&mut self.p.seen[si], card, n);
        }
        for o in 0..4u8 {
            if o != s && (public || who & bit(o) != 0) {
                kmax(&mut self.h.known[o as usize][si], card, n);
            }
        }
    }

    /// `card` left `s`'s hand, seen by everyone (`public`) or by the seats in `who`.
    pub(crate) fn seen_out(&mut self, s: u8, card: Card, who: u8, public: bool) {
        let si = s as usize;
        if public {
            ksub(&mut self.p.seen[si], card, 1);
        }
        for o in 0..4u8 {
            if o != s && (public || who & bit(o) != 0) {
                ksub(&mut self.h.known[o as usize][si], card, 1);
            }
        }
    }

    /// `n` cards (of base value `value`, if announced) left `s`'s hand unseen by all but
    /// the seats in `who`.
    fn unseen_out(&mut self, s: u8, n: u8, value: Option<u8>, who: u8) {
        let si = s as usize;
        for card in Card::ALL {
            if value.is_some_and(|v| card.base() != v) {
                continue;
            }
            ksub(&mut self.p.seen[si], card, n);
            for o in 0..4u8 {
                if o != s && who & bit(o) == 0 {
                    ksub(&mut self.h.known[o as usize][si], card, n);
                }
            }
        }
    }

    /// Everything anyone knew about `s`'s hand is gone (the hand left play).
    fn forget_hand(&mut self, s: u8) {
        self.p.seen[s as usize] = 0;
        for o in 0..4 {
            self.h.known[o][s as usize] = 0;
        }
    }

    /// Takes a copy of `card` from `s`'s hand to put it in a public place.
    fn take_public(&mut self, s: u8, card: Card) -> u8 {
        let inst = self.canon(pick(self.hand_of(s, card)));
        self.h.hand[s as usize] &= !(1 << inst);
        self.seen_out(s, card, 0, true);
        inst
    }

    fn take_from_hand(&mut self, s: u8, card: Card) -> u8 {
        let inst = pick(self.hand_of(s, card));
        self.h.hand[s as usize] &= !(1 << inst);
        inst
    }

    fn play_card(&mut self, s: u8, card: Card) {
        // A muted Oathbound used its permission but lands with no text (§4.5 step 3).
        let oath = card == Card::Oathbound && self.p.tv() > 6 && self.p.muted != card.base();
        let below = self.p.top();
        let inst = self.take_public(s, card);
        self.p.push_court(inst);
        if oath {
            if let Some(b) = below {
                self.p.disgraced |= 1 << b;
            }
            self.p.ab = Ab::EMPTY;
            self.p.ab.actor = s;
            self.p.ab.card = inst;
            self.p.ab.kind = card;
            self.p.phase = Phase::OathFollow;
            self.p.who = s;
        } else {
            self.start_ability(inst, s, false, false);
        }
    }

    fn start_ability(&mut self, inst: u8, actor: u8, from_ante: bool, no_window: bool) {
        let kind = self.p.kind(inst);
        if !kind.has_on_play() || self.p.muted == kind.base() || (from_ante && kind == Card::Herald)
        {
            self.end_turn();
            return;
        }
        self.p.ab = Ab {
            card: inst,
            kind,
            actor,
            no_window,
            ..Ab::EMPTY
        };
        self.p.who = actor;
        let hand = self.h.hand[actor as usize];
        let p = &self.p;
        let usable = match kind {
            Card::Fool => p.court_positions(|c, _| c != inst) != 0,
            Card::Mystic => p.disgraced & p.court_mask != 0,
            Card::Warden => p.court_positions(|_, _| true).count_ones() >= 4 && hand != 0,
            Card::Sentry => {
                p.court_positions(|c, k| c != inst && !k.is_royalty()) != 0 && hand != 0
            }
            Card::Princess => {
                hand != 0
                    && (0..p.n).any(|s| s != actor && p.in_round(s) && self.h.hand[s as usize] != 0)
            }
            _ => true,
        };
        if !usable {
            self.end_turn();
        } else if matches!(kind, Card::Queen | Card::Herald) {
            self.declare();
        } else {
            self.p.phase = Phase::Decide;
        }
    }

    /// The declaration point: open the King's Hand window unless it must be skipped.
    fn declare(&mut self) {
        let ab = self.p.ab;
        if ab.no_window || self.p.all_copies_public(Card::KingsHand) {
            self.resolve();
        } else {
            self.p.phase = Phase::KhWindow;
            self.p.who = self.p.next_in_round(ab.actor);
        }
    }

    fn resolve(&mut self) {
        let ab = self.p.ab;
        let a = ab.actor as usize;
        self.p.who = ab.actor;
        match ab.kind {
            Card::Fool => {
                let inst = self.p.court[ab.pos as usize];
                self.p.remove_court(inst);
                self.h.hand[a] |= 1 << inst;
                self.seen_in(ab.actor, self.p.kind(inst), 0, true);
                self.end_turn();
            }
            Card::Inquisitor => {
                let mut moved = 0u8;
                let mut s = self.p.next_in_round(ab.actor);
                while s != ab.actor {
                    let have = self.hand_of(s, ab.name);
                    if have != 0 {
                        let one = 1 << self.canon(pick(have));
                        self.h.hand[s as usize] &= !one;
                        self.seen_out(s, ab.name, 0, true);
                        self.p.ante[s as usize] |= one;
                        moved |= bit(s);
                    }
                    s = self.p.next_in_round(s);
                }
                self.note(Note::Inquisition(moved));
                self.end_turn();
            }
            Card::Executioner => self.start_commit(Phase::ExecCondemn, ab.actor),
            Card::Soldier => {
                let yes = (0..self.p.n)
                    .any(|s| self.p.is_opponent(ab.actor, s) && self.hand_of(s, ab.name) != 0);
                self.note(Note::SoldierHit(yes));
                if yes {
                    self.p.hit |= 1 << ab.card;
                    self.p.phase = Phase::SoldierDisgrace;
                } else {
                    self.end_turn();
                }
            }
            Card::Judge => {
                let yes = self.hand_of(ab.target, ab.name) != 0;
                self.note(Note::JudgeCorrect(yes));
                if yes && self.h.hand[a] != 0 {
                    self.p.phase = Phase::JudgeFollow;
                } else {
                    self.end_turn();
                }
            }
            Card::Herald => {
                if self.h.succ[a] != NONE {
                    if let Some(q) = self
                        .p
                        .partner(ab.actor)
                        .filter(|_| self.p.succ_seen & bit(ab.actor) != 0)
                    {
                        self.seen_in(ab.actor, self.p.kind(self.h.succ[a]), bit(q), false);
                    }
                    self.h.hand[a] |= 1 << self.h.succ[a];
                    self.h.succ[a] = NONE;
                    self.p.succ_seen &= !bit(ab.actor);
                    self.p.phase = Phase::HeraldSuccessor;
                } else {
                    self.herald_chain();
                }
            }
            Card::Mystic => {
                self.p.disgraced |= 1 << ab.card;
                self.p.muted = ab.num;
                self.end_turn();
            }
            Card::Warden => self.p.phase = Phase::WardenPick,
            Card::Sentry => {
                self.p.disgraced |= 1 << ab.card;
                self.p.phase = Phase::SentryGive;
            }
            Card::Spy => {
                self.p.disgraced |= 1 << ab.card;
                self.p.phase = Phase::SpyForce;
            }
            Card::Princess => {
                self.p.phase = Phase::PrincessGive;
            }
            Card::Queen => {
                self.p.disgraced |= self.p.court_mask & !(1 << ab.card);
                self.end_turn();
            }
            _ => self.end_turn(),
        }
    }

    fn herald_chain(&mut self) {
        if self.h.hand[self.p.ab.actor as usize] != 0 {
            self.p.phase = Phase::HeraldChain;
            self.p.who = self.p.ab.actor;
        } else {
            self.end_turn();
        }
    }

    fn resolve_flip(&mut self) {
        let s = self.p.active;
        self.p.kings_up &= !bit(s);
        if let Some(t) = self.p.top() {
            self.p.disgraced |= 1 << t;
        }
        let succ = self.h.succ[s as usize];
        if succ != NONE {
            if let Some(q) = self.p.partner(s).filter(|_| self.p.succ_seen & bit(s) != 0) {
                self.seen_in(s, self.p.kind(succ), bit(q), false);
            }
            self.h.hand[s as usize] |= 1 << succ;
            self.h.succ[s as usize] = NONE;
            self.p.succ_seen &= !bit(s);
            self.push(Ev::Note {
                note: Note::TookSuccessor(s, self.p.kind(succ)),
                vis: bit(s),
            });
        }
        self.end_turn();
    }

    fn condemn_public(&mut self, s: u8, inst: u8) {
        self.p.cond_pub[s as usize] |= 1 << inst;
    }

    fn apply_action(&mut self, action: Action) {
        use Action as A;
        let who = self.p.who;
        let wi = who as usize;
        let n = self.p.n;
        let ab = self.p.ab;
        self.log_action(who, action);
        match (self.p.phase, action) {
            (Phase::ChooseFirst, A::First(s, dir)) => {
                self.p.first = s;
                self.p.dir = u8::from(dir == Some(Dir::Ccw));
                match n {
                    2 => {
                        self.p.phase = Phase::Restart;
                        self.p.who = self.p.tk;
                    }
                    3 => {
                        for s in 0..3 {
                            for i in bits(self.p.row[s]) {
                                self.seen_in(s as u8, self.p.kind(i), 0, true);
                            }
                            self.h.hand[s] |= self.p.row[s];
                            self.p.row[s] = 0;
                        }
                        self.p.drafted = 0;
                        self.start_commit(Phase::Hide, self.p.first);
                    }
                    _ => {
                        self.p.phase = Phase::Take;
                        self.p.who = self.p.first;
                    }
                }
            }
            (Phase::Restart, A::Keep) => {
                if who == self.p.tk {
                    self.p.who = 1 - who;
                } else {
                    self.start_commit(Phase::Hide, self.p.first);
                }
            }
            (Phase::Restart, A::Restart) => {
                self.p.restarts += 1;
                if self.p.restarts > 1 {
                    self.p.scores[1 - wi] += 2;
                    self.note(Note::Penalty(1 - who));
                    if self.match_over() {
                        return;
                    }
                }
                self.deal(None);
            }
            (Phase::Hide, A::Hide(a, b)) => {
                let ia = lowest(self.hand_of(who, a));
                let ib = lowest(self.hand_of(who, b) & !ia);
                if self.commit(ia, ib) {
                    for s in 0..n as usize {
                        let (ia, ib) = (self.h.pend_a[s], self.h.pend_b[s]);
                        self.h.hand[s] &= !(ia | ib);
                        self.h.succ[s] = pick(ia);
                        self.h.removed_hid |= ib;
                        self.h.known_removed[s] |= ib;
                        self.unseen_out(s as u8, 2, None, 0);
                    }
                    self.h.pend_a = [0; 4];
                    self.h.pend_b = [0; 4];
                    self.begin_turn(self.p.first);
                }
            }
            (Phase::Reveal(k), A::Reveal1(_) | A::Reveal2(..) | A::Reveal3(..)) => {
                let set = self.choose_set(who, action);
                if self.commit(set, 0) {
                    for s in 0..n as usize {
                        for i in bits(self.h.pend_a[s]) {
                            let i = self.canon(i);
                            self.h.hand[s] &= !(1 << i);
                            self.p.row[s] |= 1 << i;
                            self.seen_out(s as u8, self.p.kind(i), 0, true);
                        }
                    }
                    self.h.pend_a = [0; 4];
                    self.note(Note::RowsRevealed);
                    if k == 2 {
                        self.start_commit(Phase::Reveal(1), self.p.tk);
                    } else if n == 4 {
                        self.start_commit(Phase::Share, self.p.tk);
                    } else {
                        self.find_drafter();
                    }
                }
            }
            (Phase::ChooseDrafter, A::Drafter(s)) => self.start_draft(s),
            (Phase::Draft(step), A::Draft(from, card)) => {
                let inst = lowest(
                    self.p.row[from as usize] & self.d().mask[card as usize] & {
                        if step == 3 { !self.p.drafted } else { u32::MAX }
                    },
                );
                self.p.row[from as usize] &= !inst;
                self.p.row[wi] |= inst;
                self.p.drafted |= inst;
                match step {
                    1 => {
                        let d1 = who;
                        let d2 = from;
                        let d3 = 3 - d1 - d2;
                        self.p.ab.target = d1;
                        self.p.ab.holder = d2;
                        self.p.ab.victim = d3;
                        self.p.phase = Phase::Draft(2);
                        self.p.who = d2;
                    }
                    2 => {
                        self.p.phase = Phase::Draft(3);
                        self.p.who = self.p.ab.victim;
                    }
                    _ => {
                        self.p.phase = Phase::ChooseFirst;
                        self.p.who = self.p.tk;
                    }
                }
            }
            (Phase::Share, A::Share(card)) => {
                let inst = lowest(self.hand_of(who, card));
                if self.commit(inst, 0) {
                    for s in 0..4u8 {
                        let i = self.h.pend_a[s as usize];
                        self.h.hand[s as usize] &= !i;
                        self.h.shared[s as usize] = pick(i);
                        let partner = bit((s + 2) % 4);
                        self.unseen_out(s, 1, None, partner);
                        self.seen_out(s, self.p.kind(pick(i)), partner, false);
                    }
                    self.p.shared_mask = 0xF;
                    self.h.pend_a = [0; 4];
                    self.p.phase = Phase::ChooseFirst;
                    self.p.who = self.p.tk;
                }
            }
            (Phase::Take, A::Take(_) | A::TakeShared) => {
                let pi = (wi + 2) % 4;
                match action {
                    A::Take(card) => {
                        let inst = lowest(self.p.row[pi] & self.d().mask[card as usize]);
                        self.p.row[pi] &= !inst;
                        self.h.hand[wi] |= inst;
                        self.p.taken[wi] = card as u8;
                        self.seen_in(who, card, 0, true);
                    }
                    _ => {
                        let k = self.p.kind(self.h.shared[pi]);
                        self.seen_in(who, k, bit(pi as u8), false);
                        self.h.hand[wi] |= 1 << self.h.shared[pi];
                        self.h.shared[pi] = NONE;
                        self.p.shared_mask &= !bit(pi as u8);
                        self.p.taken[wi] = NONE - 1;
                    }
                }
                let next = self.p.next_in_round(who);
                if next == self.p.first {
                    for s in 0..4 {
                        for i in bits(self.p.row[s]) {
                            self.seen_in(s as u8, self.p.kind(i), 0, true);
                        }
                        self.h.hand[s] |= self.p.row[s];
                        self.p.row[s] = 0;
                        if self.h.shared[s] != NONE {
                            let k = self.p.kind(self.h.shared[s]);
                            self.seen_in(s as u8, k, bit((s as u8 + 2) % 4), false);
                            self.h.hand[s] |= 1 << self.h.shared[s];
                            self.h.shared[s] = NONE;
                        }
                    }
                    self.p.shared_mask = 0;
                    self.start_commit(Phase::Successor, self.p.first);
                } else {
                    self.p.who = next;
                }
            }
            (Phase::Successor, A::Successor(card)) => {
                let inst = lowest(self.hand_of(who, card));
                if self.commit(inst, 0) {
                    for s in 0..4u8 {
                        let i = self.h.pend_a[s as usize];
                        self.h.hand[s as usize] &= !i;
                        self.h.succ[s as usize] = pick(i);
                        let partner = bit((s + 2) % 4);
                        self.unseen_out(s, 1, None, partner);
                        self.seen_out(s, self.p.kind(pick(i)), partner, false);
                    }
                    self.h.pend_a = [0; 4];
                    self.p.succ_seen = 0xF;
                    let f = self.p.first;
                    self.p.phase = Phase::Propose(f % 2);
                    self.p.who = f;
                }
            }
            (Phase::Propose(team), A::Offer0 | A::Offer1(_) | A::Offer2(..)) => {
                let set = self.choose_set(who, action);
                self.h.ex_k[team as usize] = set.count_ones() as u8;
                self.h.ex_offer[team as usize] = set;
                self.p.phase = Phase::Respond(team);
                self.p.who = (who + 2) % 4;
            }
            (Phase::Respond(team), A::Decline | A::Accept1(_) | A::Accept2(..)) => {
                let t = team as usize;
                let proposer = (wi + 2) % 4;
                let offer = self.h.ex_offer[t];
                let (p8, team) = (proposer as u8, bit(who) | bit(proposer as u8));
                // The other team learns nothing of this exchange yet: for them up to two
                // cards may have left each hand, whatever happened.
                self.unseen_out(p8, 2, None, team);
                self.unseen_out(who, 2, None, team);
                if action == A::Decline {
                    for c in Card::ALL {
                        let n = (offer & self.d().mask[c as usize]).count_ones() as u8;
                        if n > 0 {
                            self.seen_holding(p8, c, n, bit(who), false);
                        }
                    }
                } else {
                    let mine = self.choose_set(who, action);
                    self.h.hand[wi] = (self.h.hand[wi] & !mine) | offer;
                    self.h.hand[proposer] = (self.h.hand[proposer] & !offer) | mine;
                    self.h.ex_acc[t] = true;
                    for i in bits(offer) {
                        self.seen_out(p8, self.p.kind(i), bit(who), false);
                    }
                    for i in bits(mine) {
                        self.seen_out(who, self.p.kind(i), bit(p8), false);
                    }
                    for i in bits(offer) {
                        self.seen_in(who, self.p.kind(i), bit(p8), false);
                    }
                    for i in bits(mine) {
                        self.seen_in(p8, self.p.kind(i), bit(who), false);
                    }
                }
                self.h.ex_offer[t] = 0;
                self.p.ex_done += 1;
                if self.p.ex_done == 1 {
                    let f = self.p.first;
                    let other = self.p.next_in_round(f);
                    self.p.phase = Phase::Propose(other % 2);
                    self.p.who = other;
                } else {
                    for t in 0..2 {
                        self.p.ex_pub[t] = (self.h.ex_k[t], self.h.ex_acc[t]);
                    }
                    self.note(Note::Exchanges);
                    self.start_commit(Phase::Remove, self.p.first);
                }
            }
            (Phase::Remove, A::Remove(card)) => {
                let inst = lowest(self.hand_of(who, card));
                if self.commit(inst, 0) {
                    for s in 0..4 {
                        let i = self.h.pend_a[s];
                        self.h.hand[s] &= !i;
                        self.h.removed_hid |= i;
                        self.h.known_removed[s] |= i;
                        self.unseen_out(s as u8, 1, None, 0);
                    }
                    self.h.pend_a = [0; 4];
                    self.begin_turn(self.p.first);
                }
            }
            (Phase::Turn, A::Purge(card)) => {
                let m = self.d().mask[card as usize];
                let public = self.p.cond_pub[wi] & m;
                if public != 0 {
                    let one = lowest(public);
                    self.p.cond_pub[wi] &= !one;
                    self.p.removed_pub |= one;
                } else {
                    let one = lowest(self.h.cond_hid[wi] & m);
                    self.h.cond_hid[wi] &= !one;
                    self.h.removed_hid |= one;
                    self.h.known_removed[wi] |= one;
                    let v = card.base() as usize;
                    self.p.cond_vals[wi][v] -= 1;
                    self.p.removed_vals[v] += 1;
                }
                self.end_turn();
            }
            (Phase::Turn, A::Ante(card)) => {
                let one = lowest(self.p.ante[wi] & self.d().mask[card as usize]);
                self.p.ante[wi] &= !one;
                let inst = pick(one);
                self.p.push_court(inst);
                self.start_ability(inst, who, true, false);
            }
            (Phase::Turn, A::Play(card)) => self.play_card(who, card),
            (Phase::Turn, A::Flip) => {
                self.p.ab = Ab::EMPTY;
                self.p.ab.actor = who;
                if self.p.all_copies_public(Card::Assassin) {
                    self.resolve_flip();
                } else {
                    self.p.phase = Phase::AssassinWindow;
                    self.p.who = self.p.next_in_round(who);
                }
            }
            (Phase::Decide, A::Decline) => self.end_turn(),
            (Phase::Decide, _) => {
                let ab = &mut self.p.ab;
                match action {
                    A::Court(pos) => ab.pos = pos - 1,
                    A::Name(c) => ab.name = c,
                    A::Guess(s, c) => {
                        ab.target = s;
                        ab.name = c;
                    }
                    A::Number(x) => ab.num = x,
                    A::Target(s) => ab.target = s,
                    _ => {}
                }
                self.declare();
            }
            (Phase::KhWindow, A::Pass) => {
                let next = self.p.next_in_round(who);
                if next == ab.actor {
                    self.resolve();
                } else {
                    self.p.who = next;
                }
            }
            (Phase::KhWindow, A::KingsHand) => {
                let kh = self.take_public(who, Card::KingsHand);
                self.condemn_public(who, kh);
                self.p.remove_court(ab.card);
                self.condemn_public(ab.actor, ab.card);
                self.note(Note::Stopped(ab.kind));
                self.begin_turn(ab.actor);
            }
            (Phase::ExecCondemn, A::Condemn(_) | A::Nothing) => {
                let inst = match action {
                    A::Condemn(c) => lowest(self.hand_of(who, c)),
                    _ => 0,
                };
                if self.commit(inst, 0) {
                    let mut mask = 0u8;
                    let v = ab.num as usize;
                    for s in 0..n as usize {
                        let i = self.h.pend_a[s];
                        if i != 0 {
                            self.unseen_out(s as u8, 1, Some(ab.num), 0);
                            self.h.hand[s] &= !i;
                            self.h.cond_hid[s] |= i;
                            self.h.valpub |= i;
                            self.p.cond_vals[s][v] += 1;
                            mask |= bit(s as u8);
                        }
                    }
                    self.h.pend_a = [0; 4];
                    self.note(Note::Executed(mask, ab.num));
                    self.end_turn();
                }
            }
            (Phase::SoldierDisgrace, A::Disgrace(pos)) => {
                let inst = self.p.court[pos as usize - 1];
                self.p.disgraced |= 1 << inst;
                self.p.ab.last = pos;
                self.p.ab.count += 1;
                if self.p.ab.count == 3 {
                    self.end_turn();
                }
            }
            (Phase::SoldierDisgrace, A::Done)
            | (Phase::JudgeFollow | Phase::SpyForce, A::Nothing) => self.end_turn(),
            (Phase::JudgeFollow, A::Antechamber(card)) => {
                let inst = self.take_public(who, card);
                self.p.ante[wi] |= 1 << inst;
                self.end_turn();
            }
            (Phase::HeraldSuccessor, A::Successor(card)) => {
                let inst = self.take_from_hand(who, card);
                self.unseen_out(who, 1, None, 0);
                self.h.succ[wi] = inst;
                self.herald_chain();
            }
            (Phase::HeraldChain, A::Nothing) => self.end_turn(),
            (Phase::HeraldChain, A::Chain(card)) => {
                let inst = self.take_public(who, card);
                self.p.push_court(inst);
                self.p.remove_court(ab.card);
                self.h.hand[wi] |= 1 << ab.card;
                self.seen_in(who, Card::Herald, 0, true);
                self.start_ability(inst, who, false, false);
            }
            (Phase::WardenPick, A::Accuse(card)) => {
                let inst = self.take_public(who, card);
                self.h.hand[wi] |= 1 << self.p.accused;
                self.seen_in(who, self.p.kind(self.p.accused), 0, true);
                self.p.accused = inst;
                self.end_turn();
            }
            (Phase::SentryGive, A::Give(card)) => {
                let inst = self.take_public(who, card);
                let pos = ab.pos as usize;
                let old = self.p.court[pos];
                self.p.court[pos] = inst;
                self.p.court_mask = (self.p.court_mask & !(1 << old)) | (1 << inst);
                self.p.hit &= !(1 << old);
                self.h.hand[wi] |= 1 << old;
                self.seen_in(who, self.p.kind(old), 0, true);
                self.end_turn();
            }
            (Phase::SpyForce, A::Force(s)) => {
                self.p.ab.target = s;
                self.p.phase = Phase::SpyNewSucc;
                self.p.who = s;
            }
            (Phase::SpyNewSucc, A::Successor(card)) => {
                let inst = self.take_from_hand(who, card);
                let old = self.h.succ[wi];
                self.h.succ[wi] = inst;
                self.unseen_out(who, 1, None, 0);
                self.h.hand[wi] |= 1 << old;
                self.seen_in(who, self.p.kind(old), bit(ab.actor), false);
                self.p.succ_seen &= !bit(who);
                self.end_turn();
            }
            (Phase::PrincessGive, A::Give(card)) => {
                self.h.pend_a[wi] = lowest(self.hand_of(who, card));
                self.p.phase = Phase::PrincessTake;
                self.p.who = ab.target;
            }
            (Phase::PrincessTake, A::Give(card)) => {
                let a = ab.actor as usize;
                let mine = lowest(self.hand_of(who, card));
                let theirs = self.h.pend_a[a];
                self.h.pend_a[a] = 0;
                self.h.hand[a] = (self.h.hand[a] & !theirs) | mine;
                self.h.hand[wi] = (self.h.hand[wi] & !mine) | theirs;
                let pair = bit(ab.actor) | bit(who);
                let (x, y) = (self.p.kind(pick(theirs)), self.p.kind(pick(mine)));
                self.unseen_out(ab.actor, 1, None, pair);
                self.unseen_out(who, 1, None, pair);
                self.seen_out(ab.actor, x, bit(who), false);
                self.seen_out(who, y, bit(ab.actor), false);
                self.seen_in(who, x, bit(ab.actor), false);
                self.seen_in(ab.actor, y, bit(who), false);
                self.push(Ev::Note {
                    note: Note::Exchanged(
                        ab.actor,
                        who,
                        self.p.kind(pick(theirs)),
                        self.p.kind(pick(mine)),
                    ),
                    vis: bit(ab.actor) | bit(who),
                });
                self.end_turn();
            }
            (Phase::OathFollow, A::Follow(card)) => {
                let inst = self.take_public(who, card);
                self.p.push_court(inst);
                self.start_ability(inst, who, false, true);
            }
            (Phase::AssassinWindow, A::Pass) => {
                let next = self.p.next_in_round(who);
                if next == ab.actor {
                    self.resolve_flip();
                } else {
                    self.p.who = next;
                }
            }
            (Phase::AssassinWindow, A::Assassin) => {
                self.p.ab.holder = who;
                self.seen_holding(who, Card::Assassin, 1, 0, true);
                if self.p.all_copies_public(Card::KingsHand) {
                    self.assassinate();
                } else {
                    self.p.phase = Phase::AssassinKh;
                    self.p.who = self.p.next_in_round(who);
                }
            }
            (Phase::AssassinKh, A::Pass) => {
                let next = self.p.next_in_round(who);
                if next == ab.holder {
                    self.assassinate();
                } else {
                    self.p.who = next;
                }
            }
            (Phase::AssassinKh, A::KingsHand) => {
                let kh = self.take_public(who, Card::KingsHand);
                self.condemn_public(who, kh);
                let asn = self.take_public(ab.holder, Card::Assassin);
                self.condemn_public(ab.holder, asn);
                self.note(Note::Stopped(Card::Assassin));
                self.resolve_flip();
            }
            (Phase::AssassinSwap, A::Keep) => {
                self.unseen_out(who, 1, None, 0);
                self.after_swap();
            }
            (Phase::AssassinSwap, A::Swap(card)) => {
                let v = ab.victim as usize;
                let got = lowest(self.h.out[v] & self.d().mask[card as usize]);
                let asn = lowest(self.hand_of(who, Card::Assassin));
                self.h.out[v] = (self.h.out[v] & !got) | asn;
                self.h.hand[wi] = (self.h.hand[wi] & !asn) | got;
                self.unseen_out(who, 1, None, 0);
                self.after_swap();
            }
            _ => debug_assert!(false, "unexpected {action} in {:?}", self.p.phase),
        }
    }

    fn after_swap(&mut self) {
        let next = self.p.next_in_round(self.p.ab.victim);
        self.begin_turn(next);
    }

    fn assassinate(&mut self) {
        let f = self.p.ab.actor;
        let holder = self.p.ab.holder;
        self.p.kings_up &= !bit(f);
        self.note(Note::Assassinated(f));
        self.lose(f, Some(holder));
    }

    fn find_drafter(&mut self) {
        let d = self.d();
        let mut best = 0;
        let mut tied = 0u8;
        for s in 0..3u8 {
            for i in bits(self.p.row[s as usize]) {
                let v = d.kind[i as usize].base();
                if v > best {
                    best = v;
                    tied = 0;
                }
                if v == best {
                    tied |= bit(s);
                }
            }
        }
        if tied.count_ones() == 1 {
            self.start_draft(tied.trailing_zeros() as u8);
        } else {
            self.p.phase = Phase::ChooseDrafter;
            self.p.who = self.p.tk;
            self.p.ab.num = tied;
        }
    }

    fn start_draft(&mut self, d1: u8) {
        self.p.ab = Ab::EMPTY;
        self.p.phase = Phase::Draft(1);
        self.p.who = d1;
    }

    /// The physical cards named by a multi-card action, from `seat`'s hand.
    pub(crate) fn choose_set(&self, s: u8, action: Action) -> u32 {
        let cards: [Option<Card>; 3] = match action {
            Action::Reveal1(a) | Action::Offer1(a) | Action::Accept1(a) => [Some(a), None, None],
            Action::Reveal2(a, b) | Action::Offer2(a, b) | Action::Accept2(a, b) => {
                [Some(a), Some(b), None]
            }
            Action::Reveal3(a, b, c) => [Some(a), Some(b), Some(c)],
            _ => [None; 3],
        };
        let mut set = 0u32;
        let hand = self.h.hand[s as usize];
        for c in cards.into_iter().flatten() {
            let one = lowest(hand & self.d().mask[c as usize] & !set);
            if one == 0 {
                return 0;
            }
            set |= one;
        }
        set
    }

    fn log_action(&mut self, who: u8, action: Action) {
        use Action as A;
        let vis = match (self.p.phase, action) {
            // A share is shown to the partner only once every seat has shared (§3.3 step 3,
            // §8.3), and then as the partner's `shared` card, not as this event.
            (_, A::Hide(..) | A::Reveal1(_) | A::Reveal2(..) | A::Reveal3(..) | A::Share(_))
            | (_, A::Successor(_) | A::Remove(_) | A::Condemn(_) | A::Give(_))
            | (Phase::ExecCondemn, A::Nothing) => bit(who),
            (Phase::SentryGive, _) => PUBLIC,
            (_, A::Offer0 | A::Offer1(_) | A::Offer2(..))
            | (_, A::Accept1(_) | A::Accept2(..))
            | (Phase::Respond(_), A::Decline) => bit(who) | self.p.partner(who).map_or(0, bit),
            (_, A::TakeShared) => PUBLIC,
            (_, A::Swap(_)) | (Phase::AssassinSwap, A::Keep) => bit(who),
            (_, A::Purge(c)) => {
                let m = self.d().mask[c as usize];
                if self.p.cond_pub[who as usize] & m == 0 {
                    self.note(Note::PurgedValue(who, c.base()));
                    bit(who)
                } else {
                    PUBLIC
                }
            }
            _ => PUBLIC,
        };
        // The Sentry's given card is public (§8.2); the Princess's is not.
        let vis = if self.p.phase == Phase::SentryGive {
            PUBLIC
        } else {
            vis
        };
        self.push(Ev::Did {
            seat: who,
            action,
            vis,
        });
    }

    // ----- legal actions ---------------------------------------------------------------

    /// Calls `f` with every legal action (each once, in no particular order).
    pub(crate) fn each_legal(&self, f: &mut impl FnMut(Action)) {
        use Action as A;
        let p = &self.p;
        let d = self.d();
        let who = p.who;
        if p.phase == Phase::Over || who == NONE {
            return;
        }
        let wi = who as usize;
        let hand = self.h.hand[wi];
        let kinds = d.kinds_in(hand);
        let each_kind = |set: u32, f: &mut dyn FnMut(Card)| {
            for k in bits(d.kinds_in(set)) {
                f(Card::from_index(k as usize));
            }
        };
        let count = |set: u32, c: Card| (set & d.mask[c as usize]).count_ones();
        let ab = p.ab;
        match p.phase {
            Phase::ChooseFirst => {
                for s in 0..p.n {
                    if p.n == 2 {
                        f(A::First(s, None));
                    } else {
                        f(A::First(s, Some(Dir::Cw)));
                        f(A::First(s, Some(Dir::Ccw)));
                    }
                }
            }
            Phase::Restart => {
                f(A::Keep);
                f(A::Restart);
            }
            Phase::Hide => {
                for a in bits(kinds) {
                    let a = Card::from_index(a as usize);
                    for b in bits(kinds) {
                        let b = Card::from_index(b as usize);
                        if a != b || count(hand, a) >= 2 {
                            f(A::Hide(a, b));
                        }
                    }
                }
            }
            Phase::Reveal(k) => combos(d, hand, k, &mut |cs| {
                f(match k {
                    1 => A::Reveal1(cs[0]),
                    2 => A::Reveal2(cs[0], cs[1]),
                    _ => A::Reveal3(cs[0], cs[1], cs[2]),
                });
            }),
            Phase::Share => each_kind(hand, &mut |c| f(A::Share(c))),
            Phase::ChooseDrafter => {
                for s in bits(u32::from(ab.num)) {
                    f(A::Drafter(s));
                }
            }
            Phase::Draft(step) => match step {
                1 => {
                    for s in 0..3u8 {
                        if s != who {
                            each_kind(p.row[s as usize], &mut |c| f(A::Draft(s, c)));
                        }
                    }
                }
                2 => each_kind(p.row[ab.victim as usize], &mut |c| {
                    f(A::Draft(ab.victim, c))
                }),
                _ => each_kind(p.row[ab.target as usize] & !p.drafted, &mut |c| {
                    f(A::Draft(ab.target, c));
                }),
            },
            Phase::Take => {
                let pi = (wi + 2) % 4;
                each_kind(p.row[pi], &mut |c| f(A::Take(c)));
                if self.h.shared[pi] != NONE {
                    f(A::TakeShared);
                }
            }
            Phase::Successor | Phase::HeraldSuccessor | Phase::SpyNewSucc => {
                each_kind(hand, &mut |c| f(A::Successor(c)));
            }
            Phase::Propose(_) => {
                f(A::Offer0);
                combos(d, hand, 1, &mut |cs| f(A::Offer1(cs[0])));
                combos(d, hand, 2, &mut |cs| f(A::Offer2(cs[0], cs[1])));
            }
            Phase::Respond(t) => {
                f(A::Decline);
                match self.h.ex_k[t as usize] {
                    1 => combos(d, hand, 1, &mut |cs| f(A::Accept1(cs[0]))),
                    2 => combos(d, hand, 2, &mut |cs| f(A::Accept2(cs[0], cs[1]))),
                    _ => {}
                }
            }
            Phase::Remove => each_kind(hand, &mut |c| f(A::Remove(c))),
            Phase::Turn => {
                let cond = p.cond_pub[wi] | self.h.cond_hid[wi];
                if cond != 0 {
                    each_kind(cond, &mut |c| f(A::Purge(c)));
                } else if p.ante[wi] != 0 {
                    each_kind(p.ante[wi], &mut |c| f(A::Ante(c)));
                } else {
                    each_kind(hand, &mut |c| {
                        if self.can_play(who, c) {
                            f(A::Play(c));
                        }
                    });
                    if self.can_flip(who) {
                        f(A::Flip);
                    }
                }
            }
            Phase::Decide => {
                let names = |f: &mut dyn FnMut(Card)| {
                    for c in Card::ALL {
                        if d.has_name(c) {
                            f(c);
                        }
                    }
                };
                match ab.kind {
                    Card::Fool => {
                        for i in bits(p.court_positions(|c, _| c != ab.card)) {
                            f(A::Court(i + 1));
                        }
                    }
                    Card::Sentry => {
                        for i in bits(p.court_positions(|c, k| c != ab.card && !k.is_royalty())) {
                            f(A::Court(i + 1));
                        }
                    }
                    Card::Inquisitor | Card::Soldier => names(&mut |c| f(A::Name(c))),
                    Card::Judge => {
                        for s in 0..p.n {
                            if p.is_opponent(who, s) {
                                names(&mut |c| f(A::Guess(s, c)));
                            }
                        }
                    }
                    Card::Executioner => {
                        let mut m = 0;
                        for i in bits(p.court_positions(|_, _| true)) {
                            m = m.max(p.kind(p.court[i as usize]).base());
                        }
                        for x in 1..=m {
                            f(A::Number(x));
                        }
                    }
                    Card::Mystic => {
                        for x in 1..=8 {
                            f(A::Number(x));
                        }
                    }
                    Card::Warden | Card::Spy => f(A::Use),
                    Card::Princess => {
                        for s in 0..p.n {
                            if s != who && p.in_round(s) && self.h.hand[s as usize] != 0 {
                                f(A::Target(s));
                            }
                        }
                    }
                    _ => {}
                }
                if !matches!(ab.kind, Card::Soldier | Card::Judge) {
                    f(A::Decline);
                }
            }
            Phase::KhWindow | Phase::AssassinKh => {
                if count(hand, Card::KingsHand) > 0 {
                    f(A::KingsHand);
                }
                f(A::Pass);
            }
            Phase::AssassinWindow => {
                let teammate = p.n == 4 && who % 2 == ab.actor % 2;
                if count(hand, Card::Assassin) > 0 && !teammate {
                    f(A::Assassin);
                }
                f(A::Pass);
            }
            Phase::ExecCondemn => {
                let m = hand & d.value_mask[ab.num as usize];
                if m == 0 {
                    f(A::Nothing);
                } else {
                    each_kind(m, &mut |c| f(A::Condemn(c)));
                }
            }
            Phase::SoldierDisgrace => {
                if ab.count < 3 {
                    for i in bits(p.court_positions(|_, _| true)) {
                        if i + 1 > ab.last {
                            f(A::Disgrace(i + 1));
                        }
                    }
                }
                f(A::Done);
            }
            Phase::JudgeFollow => {
                each_kind(hand, &mut |c| {
                    if c.base() >= 2 {
                        f(A::Antechamber(c));
                    }
                });
                f(A::Nothing);
            }
            Phase::HeraldChain => {
                each_kind(hand, &mut |c| {
                    if p.hv(c) >= 5 {
                        f(A::Chain(c));
                    }
                });
                f(A::Nothing);
            }
            Phase::WardenPick => each_kind(hand, &mut |c| f(A::Accuse(c))),
            Phase::SentryGive | Phase::PrincessGive | Phase::PrincessTake => {
                each_kind(hand, &mut |c| f(A::Give(c)));
            }
            Phase::SpyForce => {
                for s in 0..p.n {
                    let si = s as usize;
                    if s != who && p.in_round(s) && self.h.succ[si] != NONE && self.h.hand[si] != 0
                    {
                        f(A::Force(s));
                    }
                }
                f(A::Nothing);
            }
            Phase::OathFollow => each_kind(hand, &mut |c| f(A::Follow(c))),
            Phase::AssassinSwap => {
                f(A::Keep);
                each_kind(self.h.out[ab.victim as usize], &mut |c| f(A::Swap(c)));
            }
            Phase::Over => {}
        }
    }

    pub(crate) fn seat_to_act(&self) -> Option<u8> {
        (self.p.phase != Phase::Over && self.p.who != NONE).then_some(self.p.who)
    }

    pub(crate) fn describe_phase(&self) -> String {
        crate::log::describe(&self.p)
    }

    /// A state with no cards dealt, for `new` and `determinize` to fill in.
    pub(crate) fn blank(opts: IkOptions, rng: ChaCha8Rng) -> ImposterKings {
        ImposterKings {
            p: Public {
                opts,
                n: opts.players,
                round: 1,
                scores: [0; 4],
                tk: 0,
                first: NONE,
                dir: 0,
                restarts: 0,
                phase: Phase::Over,
                who: NONE,
                active: NONE,
                ab: Ab::EMPTY,
                committed: 0,
                ante: [0; 4],
                row: [0; 4],
                drafted: 0,
                shared_mask: 0,
                taken: [NONE; 4],
                accused: 0,
                court: [0; MAX_CARDS],
                court_len: 0,
                court_mask: 0,
                disgraced: 0,
                hit: 0,
                muted: 0,
                cond_pub: [0; 4],
                cond_vals: [[0; 10]; 4],
                removed_pub: 0,
                removed_vals: [0; 10],
                kings_up: 0,
                elim: 0,
                losers: [NONE; 2],
                succ_seen: 0,
                ex_done: 0,
                ex_pub: [(0, false); 2],
                last_round: None,
                seen: [0; 4],
            },
            h: Hidden::EMPTY,
            log: [Ev::None; LOG_LEN],
            log_n: 0,
            rng,
        }
    }

    /// Every physical card, by zone, for the conservation check and the full-state dump.
    pub(crate) fn zones(&self) -> Vec<(String, u32)> {
        let p = &self.p;
        let h = &self.h;
        let mut z = Vec::new();
        let court: u32 = p.court[..p.court_len as usize]
            .iter()
            .fold(0, |a, &c| a | 1 << c);
        z.push(("court".to_owned(), court));
        if p.phase != Phase::Over || p.accused != NONE {
            z.push(("accused".to_owned(), 1 << p.accused));
        }
        z.push(("removed (public)".to_owned(), p.removed_pub));
        z.push(("removed (hidden)".to_owned(), h.removed_hid));
        for s in 0..p.n as usize {
            let l = crate::action::seat_letter(s as u8);
            z.push((format!("{l} hand"), h.hand[s]));
            let succ = if h.succ[s] == NONE { 0 } else { 1 << h.succ[s] };
            z.push((format!("{l} successor"), succ));
            z.push((format!("{l} antechamber"), p.ante[s]));
            z.push((format!("{l} condemned (public)"), p.cond_pub[s]));
            z.push((format!("{l} condemned (hidden)"), h.cond_hid[s]));
            z.push((format!("{l} out pile"), h.out[s]));
            z.push((format!("{l} reveal/offer row"), p.row[s]));
            let sh = if h.shared[s] == NONE {
                0
            } else {
                1 << h.shared[s]
            };
            z.push((format!("{l} shared card"), sh));
        }
        z
    }

    fn check(&self) -> Option<String> {
        let p = &self.p;
        let h = &self.h;
        let full = self.d().full();
        let mut seen = 0u32;
        for (name, set) in self.zones() {
            if set & seen != 0 {
                return Some(format!("a card in {name} is also in another zone"));
            }
            if set & !full != 0 {
                return Some(format!("{name} holds a card outside the deck"));
            }
            seen |= set;
        }
        if seen != full {
            return Some(format!(
                "{} cards are in no zone",
                (full & !seen).count_ones()
            ));
        }
        let court: u32 = p.court[..p.court_len as usize]
            .iter()
            .fold(0, |a, &c| a | 1 << c);
        if court != p.court_mask || court.count_ones() != u32::from(p.court_len) {
            return Some("the Court mask does not match the Court".into());
        }
        if p.disgraced & !court != 0 || p.hit & !court != 0 {
            return Some("a Disgraced or bonus mark on a card outside the Court".into());
        }
        for s in 0..4 {
            if h.pend_a[s] & !h.hand[s] != 0 || h.pend_b[s] & !h.hand[s] != 0 {
                return Some("a pending choice is not in its owner's hand".into());
            }
            let mut vals = [0u8; 10];
            for i in bits(h.cond_hid[s]) {
                vals[self.p.kind(i).base() as usize] += 1;
            }
            if vals != p.cond_vals[s] {
                return Some("hidden Condemned values do not match their announcements".into());
            }
            if h.known_removed[s] & !h.removed_hid != 0 {
                return Some("a seat remembers a removed card that is not removed".into());
            }
            if s >= p.n as usize
                && (h.hand[s] | p.ante[s] | p.cond_pub[s] | h.cond_hid[s] | h.out[s]) != 0
            {
                return Some("a seat outside the game holds cards".into());
            }
        }
        for s in 0..p.n as usize {
            let d = self.d();
            let count = |c: Card| (h.hand[s] & d.mask[c as usize]).count_ones() as u8;
            for c in Card::ALL {
                let held = count(c);
                if crate::state::kcount(p.seen[s], c) > held
                    || (0..4).any(|o| kcount(h.known[o][s], c) > held)
                {
                    return Some(format!(
                        "a seat is believed to hold more {c} than {} holds",
                        crate::action::seat_letter(s as u8)
                    ));
                }
            }
        }
        if (h.cond_hid.iter().fold(0, |a, &c| a | c) & !h.valpub) != 0 {
            return Some("a hidden Condemned card without a public value".into());
        }
        let vals_removed: u8 = p.removed_vals.iter().sum();
        if u32::from(vals_removed) > (h.removed_hid & h.valpub).count_ones() {
            return Some("more removed values announced than removed cards".into());
        }
        if p.phase == Phase::Turn && p.elim & bit(p.active) != 0 {
            return Some("an eliminated player is active".into());
        }
        None
    }

    pub(crate) fn view_of(&self, observer: Observer) -> IkView {
        IkView::of(self, observer)
    }
}

/// Calls `f` with every multiset of `k` names (ascending) that `hand` can supply.
fn combos(d: &Deck, hand: u32, k: u8, f: &mut dyn FnMut(&[Card])) {
    let mut counts = [0u8; crate::card::N_KINDS];
    for i in bits(hand) {
        counts[d.kind[i as usize] as usize] += 1;
    }
    let mut cur = [Card::Fool; 3];
    fn rec(
        counts: &mut [u8; crate::card::N_KINDS],
        start: usize,
        depth: usize,
        k: usize,
        cur: &mut [Card; 3],
        f: &mut dyn FnMut(&[Card]),
    ) {
        if depth == k {
            f(&cur[..k]);
            return;
        }
        for i in start..crate::card::N_KINDS {
            if counts[i] > 0 {
                counts[i] -= 1;
                cur[depth] = Card::from_index(i);
                rec(counts, i, depth + 1, k, cur, f);
                counts[i] += 1;
            }
        }
    }
    rec(&mut counts, 0, 0, k as usize, &mut cur, f);
}

impl Game for ImposterKings {
    const NAME: &'static str = "imposter-kings";
    type Options = IkOptions;
    type Card = Card;
    type Action = Action;
    type View = IkView;
    type Detail = crate::MatchDetail;

    fn new(options: &IkOptions, start: &Start<Card>) -> Result<ImposterKings, SetupError> {
        if !(2..=4).contains(&options.players) {
            return Err(SetupError(format!(
                "players is {}; it must be 2, 3 or 4 (4 plays in two teams)",
                options.players
            )));
        }
        if !(1..=99).contains(&options.points_to_win) {
            return Err(SetupError(format!(
                "points_to_win is {}; it must be 1 to 99 (the rules use 7)",
                options.points_to_win
            )));
        }
        let mut game = ImposterKings::blank(*options, ChaCha8Rng::seed_from_u64(start.seed));
        game.p.tk = game.rng.random_range(0..options.players);
        let d = game.d();
        let stacked = match &start.deck {
            None => None,
            Some(cards) => {
                if cards.len() != d.len as usize {
                    return Err(SetupError(format!(
                        "the stacked deck has {} cards; the {}-player deck has {}",
                        cards.len(),
                        options.players,
                        d.len
                    )));
                }
                let mut used = 0u32;
                let mut order = [0u8; MAX_CARDS];
                for (i, &c) in cards.iter().enumerate() {
                    let free = d.mask[c as usize] & !used;
                    if free == 0 {
                        return Err(SetupError(format!(
                            "the stacked deck has too many copies of {c} for {} players",
                            options.players
                        )));
                    }
                    let one = lowest(free);
                    used |= one;
                    order[i] = pick(one);
                }
                Some(order)
            }
        };
        game.deal(stacked.as_ref().map(|o| &o[..d.len as usize]));
        Ok(game)
    }

    fn options(&self) -> &IkOptions {
        &self.p.opts
    }

    fn n_seats(&self) -> usize {
        self.p.n as usize
    }

    fn to_act(&self) -> Option<Seat> {
        self.seat_to_act().map(|s| Seat::new(s as usize))
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(&mut |a| out.push(a));
        out.sort_unstable();
    }

    fn is_legal(&self, action: Action) -> bool {
        let mut found = false;
        self.each_legal(&mut |a| found |= a == action);
        found
    }

    fn apply_unchecked(&mut self, action: Action) {
        self.apply_action(action);
    }

    fn why_illegal(&self, action: Action) -> Option<String> {
        if self.is_legal(action) {
            return None;
        }
        Some(crate::log::why(self, action))
    }

    fn view(&self, observer: Observer) -> IkView {
        self.view_of(observer)
    }

    fn outcome(&self) -> Option<Outcome<crate::MatchDetail>> {
        (self.p.phase == Phase::Over).then(|| crate::log::outcome(self))
    }

    fn determinize<R: Rng + ?Sized>(view: &IkView, rng: &mut R) -> Result<Self, SetupError> {
        crate::determinize::sample(view, rng)
    }

    fn invariant_violation(&self) -> Option<String> {
        self.check()
    }

    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        // At most 64 actions are ever legal at once (Successor and removal from 8 names).
        let mut buf = [Action::Pass; 128];
        let mut n = 0usize;
        self.each_legal(&mut |a| {
            if n < buf.len() {
                buf[n] = a;
            }
            n += 1;
        });
        if n == 0 {
            return None;
        }
        let k = rng.random_range(0..n);
        if n <= buf.len() {
            return Some(buf[k]);
        }
        let mut i = 0usize;
        let mut chosen = None;
        self.each_legal(&mut |a| {
            if i == k {
                chosen = Some(a);
            }
            i += 1;
        });
        chosen
    }
}
