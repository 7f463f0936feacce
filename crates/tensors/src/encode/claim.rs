//! Claim: 48 action ids (one per card kind) and a 648-value observation of a seat's view.
//!
//! Seats are relative: block 0 of a per-seat field is the observer, block 1 the opponent.
//! The field list is in docs/python.md.

use interregnum_claim::{Card, CardSet, Claim, ClaimOptions, ClaimView, Faction, N_KINDS};
use interregnum_core::Observer;

use super::{Encoding, Names, Writer, relative, reuse_view};

/// Claim's tables all share one layout.
pub struct ClaimLayout;

const TRICKS: f32 = 26.0;
const HAND: f32 = 13.0;

impl Encoding for Claim {
    type Layout = ClaimLayout;

    fn layout(_options: &ClaimOptions) -> ClaimLayout {
        ClaimLayout
    }

    /// Action `i` plays the card of kind `i` (Goblins 0-9 for values 0-9, Knights 10-17
    /// for 2-9, Undead 18-27, Dwarves 28-37, Doppelgängers 38-47).
    fn catalogue(_layout: &ClaimLayout) -> Result<Vec<Card>, String> {
        Ok(Card::all_kinds().collect())
    }

    const ACTION_KEYS: usize = N_KINDS;

    fn action_key(card: Card) -> usize {
        usize::from(card.kind())
    }

    fn observation_len(_layout: &ClaimLayout) -> usize {
        OBSERVATION_LEN
    }

    type Seen = ClaimView;

    fn see<'b>(
        game: &Self,
        observer: Observer,
        buffer: &'b mut Option<ClaimView>,
    ) -> &'b ClaimView {
        reuse_view(game, observer, buffer)
    }

    fn legal_in_view(view: &ClaimView) -> Option<&[Card]> {
        // Listed for the seat to act, the one a step shows its view to.
        Some(&view.legal)
    }

    fn encode<N: Names>(_layout: &ClaimLayout, view: &Self::Seen, w: &mut Writer<'_, N>) {
        let me = view.observer.seat().map_or(0, |s| s.index());
        let rel = |seat: interregnum_core::Seat| relative(seat.index(), me, 2);
        let over = view.to_act.is_none();
        w.field("phase");
        w.one_hot(Some(usize::from(view.phase.clamp(1, 2)) - 1), 2);
        w.field("tricks_played");
        w.put(f32::from(view.tricks_played) / TRICKS);
        w.field("over");
        w.flag(over);
        w.field("to_act");
        w.one_hot(view.to_act.map(rel), 2);
        w.field("leader");
        w.one_hot(Some(rel(view.leader)), 2);
        w.field("first_leader");
        w.one_hot(Some(rel(view.first_leader)), 2);
        w.field("deck_size");
        w.put(f32::from(view.deck_size) / TRICKS);
        w.field("prize");
        w.one_hot(view.prize.map(|c| usize::from(c.kind())), N_KINDS);
        w.field("lead");
        w.one_hot(view.lead.map(|c| usize::from(c.kind())), N_KINDS);
        let own = &view.seats[me];
        w.field("hand");
        counts(w, own.hand.unwrap_or_default());
        w.field("follower_deck");
        counts(w, own.follower.unwrap_or_default());
        for r in 0..2 {
            let seat = &view.seats[(me + r) % 2];
            w.field_with(|| format!("seat{r}.hand_size"));
            w.put(seat.hand_size as f32 / HAND);
            w.field_with(|| format!("seat{r}.follower_size"));
            w.put(seat.follower_size as f32 / HAND);
        }
        for r in 0..2 {
            w.field_with(|| format!("seat{r}.prizes_won"));
            counts(w, view.seats[(me + r) % 2].prizes_won);
        }
        for r in 0..2 {
            w.field_with(|| format!("seat{r}.score_pile"));
            counts(w, view.seats[(me + r) % 2].score_pile);
        }
        w.field("discard");
        counts(w, view.discard);
        // Every card each seat played in the finished tricks, and the factions the opponent
        // showed it lacks in this phase (rule 6.2: a reply that neither follows nor is a
        // Doppelgänger); hands only shrink within a phase.
        let mut played = [CardSet::EMPTY; 2];
        let mut void = [false; 5];
        for trick in &view.tricks {
            let leader = rel(trick.leader);
            played[leader].insert(trick.lead);
            played[1 - leader].insert(trick.reply);
            let (led, reply) = (trick.lead.faction(), trick.reply.faction());
            // Without branches: in random play who led is a coin flip.
            void[led as usize] |= (trick.phase == view.phase)
                & (leader == 0)
                & (reply != led)
                & (reply != Faction::Doppelgangers);
        }
        for (r, set) in played.into_iter().enumerate() {
            w.field_with(|| format!("seat{r}.played"));
            counts(w, set);
        }
        w.field("opponent_void");
        for v in void {
            w.flag(v);
        }
        let last = view.tricks.last();
        w.field("last_trick.lead");
        w.one_hot(last.map(|t| usize::from(t.lead.kind())), N_KINDS);
        w.field("last_trick.reply");
        w.one_hot(last.map(|t| usize::from(t.reply.kind())), N_KINDS);
        w.field("last_trick.leader");
        w.one_hot(last.map(|t| rel(t.leader)), 2);
        w.field("last_trick.winner");
        w.one_hot(last.map(|t| rel(t.winner)), 2);
        debug_assert_eq!(w.written(), OBSERVATION_LEN);
    }

    fn space_key(_options: &ClaimOptions) -> String {
        String::new()
    }
}

/// How many of each card kind a set holds (the five `Gb0` count up to 5): read from the
/// set's kind bits, every value written.
fn counts<N: Names>(w: &mut Writer<'_, N>, set: CardSet) {
    w.bits(N_KINDS, set.kinds());
    w.amend(N_KINDS, 0, set.gb0_count() as f32);
}

const OBSERVATION_LEN: usize = 2 + 1 + 1 + 2 + 2 + 2 + 1 // phase .. deck size
    + 2 * N_KINDS // prize, lead
    + 2 * N_KINDS // own hand, own follower deck
    + 4 // hand and follower sizes
    + 2 * N_KINDS // prizes won
    + 2 * N_KINDS // score piles
    + N_KINDS // discard
    + 2 * N_KINDS // played
    + 5 // opponent voids
    + 2 * N_KINDS + 4; // last trick
