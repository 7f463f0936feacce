//! The state's invariants, for tests and debug checks ([`interregnum_core::Game::invariant_violation`]).

use crate::{ImposterKings, action::seat_letter, card::deck, card_set::CardSet, state::Phase};

impl ImposterKings {
    /// Every zone by name, for the conservation check and the full-state dump.
    pub(crate) fn zones(&self) -> Vec<(String, CardSet)> {
        let table = &self.table;
        let secrets = &self.secrets;
        let mut zones = vec![
            ("court".to_owned(), table.court.all()),
            ("accused".to_owned(), CardSet::one(table.accused)),
            ("removed (public)".to_owned(), table.removed_public),
            (
                "removed (hidden)".to_owned(),
                secrets.removed_unannounced.plus(secrets.removed_announced),
            ),
        ];
        for seat in 0..table.players {
            let l = seat_letter(seat);
            let s = usize::from(seat);
            let shared = secrets.shared_cards[s].map_or(CardSet::EMPTY, CardSet::one);
            zones.extend([
                (format!("{l} hand"), secrets.hands[s]),
                (format!("{l} successor"), secrets.successor_set(seat)),
                (format!("{l} antechamber"), table.antechambers[s]),
                (format!("{l} condemned (public)"), table.condemned_public[s]),
                (
                    format!("{l} condemned (hidden)"),
                    secrets.condemned_hidden[s],
                ),
                (format!("{l} out pile"), secrets.out_piles[s]),
                (format!("{l} reveal/offer row"), table.rows[s]),
                (format!("{l} shared card"), shared),
            ]);
        }
        zones
    }

    /// Every card of the deck, by adding up the zones (no string built).
    fn all_zones(&self) -> CardSet {
        let table = &self.table;
        let secrets = &self.secrets;
        let mut all = table
            .court
            .all()
            .plus(CardSet::one(table.accused))
            .plus(table.removed_public)
            .plus(secrets.removed_unannounced)
            .plus(secrets.removed_announced);
        for seat in 0..table.players {
            let s = usize::from(seat);
            all = all
                .plus(secrets.hands[s])
                .plus(secrets.successor_set(seat))
                .plus(table.antechambers[s])
                .plus(table.condemned_public[s])
                .plus(secrets.condemned_hidden[s])
                .plus(secrets.out_piles[s])
                .plus(table.rows[s])
                .plus(secrets.shared_cards[s].map_or(CardSet::EMPTY, CardSet::one));
        }
        all
    }

    /// The first broken invariant, if any.
    pub(crate) fn broken_invariant(&self) -> Option<String> {
        let table = &self.table;
        let secrets = &self.secrets;
        let players = table.players;
        let all = self.all_zones();
        if all != deck(players) {
            return Some(format!(
                "cards are not conserved: the zones hold {:?}, the deck is {:?}",
                all.to_vec(),
                deck(players).to_vec()
            ));
        }
        for seat in 0..4u8 {
            let s = usize::from(seat);
            let hand = secrets.hands[s];
            if !hand.includes(secrets.chosen[s].plus(secrets.chosen_removal[s])) {
                return Some(format!(
                    "{}'s pending choice is not in its hand",
                    seat_letter(seat)
                ));
            }
            let mut values = [0u8; 10];
            for card in secrets.condemned_hidden[s].iter() {
                values[usize::from(card.base())] += 1;
            }
            if values != table.condemned_hidden_values[s] {
                return Some("hidden Condemned values do not match their announcements".into());
            }
            if !secrets
                .removed_unannounced
                .includes(secrets.own_setup_removal[s])
                || !secrets.removed_announced.includes(secrets.own_purged[s])
            {
                return Some("a seat remembers a removed card that is not removed".into());
            }
            if seat >= players
                && !(hand.is_empty()
                    && table.antechambers[s].is_empty()
                    && table.condemned_public[s].is_empty()
                    && secrets.condemned_hidden[s].is_empty()
                    && secrets.out_piles[s].is_empty())
            {
                return Some("a seat outside the game holds cards".into());
            }
        }
        for seat in 0..players {
            let s = usize::from(seat);
            let hand = secrets.hands[s];
            let believed = std::iter::once(table.known_to_all[s])
                .chain((0..4).map(|o| secrets.knowledge.known[o][s]));
            for known in believed {
                if !hand.includes(known) {
                    return Some(format!(
                        "a seat is believed to hold more than {} holds",
                        seat_letter(seat)
                    ));
                }
            }
            let bounds = table.hand_bounds[s];
            if !hand.includes(bounds.at_least) || !bounds.at_most.includes(hand) {
                return Some(format!(
                    "{}'s hand breaks what the announcements imply",
                    seat_letter(seat)
                ));
            }
        }
        let mut removed_values = [0u8; 10];
        for card in secrets.removed_announced.iter() {
            removed_values[usize::from(card.base())] += 1;
        }
        if removed_values != table.removed_hidden_values {
            return Some("removed hidden values do not match their announcements".into());
        }
        if table.phase == Phase::Turn && !table.in_round(table.active_player) {
            return Some("a player out of the round is active".into());
        }
        let court = &table.court;
        let face_up: CardSet = (0..court.len())
            .filter(|&p| !court.is_disgraced(p))
            .map(|p| court.card(p))
            .collect();
        let all: CardSet = court.cards().iter().copied().collect();
        if court.face_up() != face_up || court.all() != all {
            return Some("the Court's cards are miscounted".into());
        }
        None
    }
}
