//! Setting up an arbitrary position, for tests and puzzles.
//!
//! A [`ClaimSetup`] lists every zone of a position. [`Claim::from_setup`] checks that the
//! position could occur in a game (the 52 cards each in one zone, the zone sizes that the
//! trick count implies, a prize exactly in Phase 1, and so on) and refuses it with a message
//! saying what is wrong otherwise. It never panics.
//!
//! # The trick record of a set-up position
//!
//! A set-up position has no record of the tricks played before it. [`Claim::tricks`] and the
//! `tricks` of every [`crate::ClaimView`] list only the tricks played *since* the setup, so
//! they may hold fewer tricks than `tricks_played`. Each seat's `prizes_won` in a view is
//! read from that record too, so it lists only the prizes won since the setup: a seat's
//! follower cards from before the setup count, for the opponent, as unseen cards, like blind
//! draws. [`interregnum_core::Game::determinize`] works on such views: it treats the missing
//! tricks as unknown and infers nothing from them.

use std::fmt::Write as _;

use interregnum_core::{Seat, SetupError};
use serde::{Deserialize, Serialize};

use crate::{
    Card, CardSet, Claim, ClaimOptions, Faction, N_KINDS,
    state::{DECK_AFTER_DEAL, TRICKS, TRICKS_PER_PHASE},
};

/// A position of Claim, zone by zone, with the hidden cards (a full state without its
/// trick record). Build a game from it with [`Claim::from_setup`]; read one from a game
/// with [`Claim::to_setup`].
///
/// The zone sizes follow from `tricks_played` (`t`), because every trick moves the same
/// number of cards:
///
/// | | Phase 1 (`t` < 13) | Phase 2 (13 ≤ `t` < 26) | over (`t` = 26) |
/// | --- | --- | --- | --- |
/// | each hand | 13 − `t` | 26 − `t` | 0 |
/// | each follower deck | `t` | 0 | 0 |
/// | deck | 25 − 2`t` | 0 | 0 |
/// | prize | 1 card | none | none |
///
/// The leader holds one card fewer while `lead` is on the table. Score piles hold only
/// Undead in Phase 1; the discard pile never holds an Undead, and from Phase 2 on it holds
/// the 26 − `U` cards that Phase 1 discarded, where `U` (at most 10) is the number of
/// Undead Phase 1 scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimSetup {
    /// The options the game runs with. If they fix `first_leader`, it must agree with
    /// the field below.
    #[serde(default)]
    pub options: ClaimOptions,
    /// The seat that led the first trick of the game (shown in views).
    pub first_leader: Seat,
    /// Each seat's hand, seat 0 first.
    pub hands: [CardSet; 2],
    /// Each seat's follower deck (empty from Phase 2 on).
    #[serde(default)]
    pub followers: [CardSet; 2],
    /// Each seat's score pile.
    #[serde(default)]
    pub scores: [CardSet; 2],
    /// The discard pile.
    #[serde(default)]
    pub discard: CardSet,
    /// The cards still face down in the deck, top first (empty from Phase 2 on).
    #[serde(default)]
    pub deck: Vec<Card>,
    /// The revealed prize: present exactly in Phase 1.
    #[serde(default)]
    pub prize: Option<Card>,
    /// The card led to the current trick, if the leader has played.
    #[serde(default)]
    pub lead: Option<Card>,
    /// The seat that leads the current trick (the one to act when `lead` is empty).
    pub leader: Seat,
    /// Tricks finished so far, 0 to 26.
    pub tricks_played: u8,
}

impl Claim {
    /// A game in the position `setup` describes, with an empty trick record (see the
    /// [module documentation](crate::setup) for what views then show).
    ///
    /// # Errors
    /// If no game of Claim can reach the position: the cards are not exactly the 52 cards
    /// (`Gb0` five times), a zone has the wrong size for `tricks_played`, a prize is missing
    /// in Phase 1 or present after it, a score pile holds a non-Undead in Phase 1, and so on.
    /// The message says what is wrong.
    pub fn from_setup(setup: &ClaimSetup) -> Result<Claim, SetupError> {
        setup.check().map_err(SetupError)?;
        let mut deck = [Card::from_kind(0); DECK_AFTER_DEAL];
        let deck_top = DECK_AFTER_DEAL - setup.deck.len();
        deck[deck_top..].copy_from_slice(&setup.deck);
        Ok(Claim {
            options: setup.options,
            first_leader: setup.first_leader,
            hands: setup.hands,
            followers: setup.followers,
            scores: setup.scores,
            discard: setup.discard,
            deck,
            deck_top: deck_top as u8,
            prize: setup.prize,
            lead: setup.lead,
            leader: setup.leader,
            tricks_played: setup.tricks_played,
            history: [None; TRICKS as usize],
        })
    }

    /// This position as a setup: every zone, hidden cards included. The trick record is
    /// not part of it.
    #[must_use]
    pub fn to_setup(&self) -> ClaimSetup {
        ClaimSetup {
            options: self.options,
            first_leader: self.first_leader,
            hands: self.hands,
            followers: self.followers,
            scores: self.scores,
            discard: self.discard,
            deck: self.deck[self.deck_top as usize..].to_vec(),
            prize: self.prize,
            lead: self.lead,
            leader: self.leader,
            tricks_played: self.tricks_played,
        }
    }
}

impl ClaimSetup {
    /// What makes the position impossible, if anything.
    fn check(&self) -> Result<(), String> {
        for (name, seat) in [("first_leader", self.first_leader), ("leader", self.leader)] {
            if seat.index() > 1 {
                return Err(format!(
                    "{name} is seat {}; Claim has seats 0 and 1",
                    seat.index()
                ));
            }
        }
        if let Some(fixed) = self.options.first_leader {
            if fixed > 1 {
                return Err(format!(
                    "the options' first_leader is {fixed}; it must be 0 or 1 (or absent)"
                ));
            }
            if usize::from(fixed) != self.first_leader.index() {
                return Err(format!(
                    "the options fix the first leader as seat {fixed}, but first_leader is seat {}",
                    self.first_leader.index()
                ));
            }
        }
        let t = self.tricks_played;
        if t > TRICKS {
            return Err(format!("tricks_played is {t}; a game has {TRICKS} tricks"));
        }
        self.check_conservation()?;
        self.check_sizes()?;
        self.check_contents()
    }

    /// Rule 11.1: the zones hold the 52 cards, each once, `Gb0` five times.
    fn check_conservation(&self) -> Result<(), String> {
        let mut zones: Vec<(String, Vec<Card>)> = Vec::new();
        for seat in Seat::all(2) {
            let idx = seat.index();
            zones.push((format!("{seat}'s hand"), self.hands[idx].iter().collect()));
            zones.push((
                format!("{seat}'s follower deck"),
                self.followers[idx].iter().collect(),
            ));
            zones.push((
                format!("{seat}'s score pile"),
                self.scores[idx].iter().collect(),
            ));
        }
        zones.push(("the discard pile".into(), self.discard.iter().collect()));
        zones.push(("the deck".into(), self.deck.clone()));
        zones.push(("the prize".into(), self.prize.into_iter().collect()));
        zones.push(("the lead".into(), self.lead.into_iter().collect()));

        let mut count = [0u32; N_KINDS];
        let mut seen_in: [Vec<&str>; N_KINDS] = std::array::from_fn(|_| Vec::new());
        for (name, cards) in &zones {
            for card in cards {
                let kind = usize::from(card.kind());
                count[kind] += 1;
                if !seen_in[kind].contains(&name.as_str()) {
                    seen_in[kind].push(name);
                }
            }
        }
        let mut problems = Vec::new();
        for card in Card::all_kinds() {
            let kind = usize::from(card.kind());
            let expected = if kind == 0 { 5 } else { 1 };
            let found = count[kind];
            if found == expected {
                continue;
            }
            let mut text = String::new();
            if found == 0 {
                let _ = write!(text, "{card} is missing");
            } else if kind == 0 {
                let _ = write!(
                    text,
                    "Gb0 appears {found} times (in {}); there are five",
                    seen_in[kind].join(", ")
                );
            } else {
                let _ = write!(
                    text,
                    "{card} appears {found} times (in {})",
                    seen_in[kind].join(", ")
                );
            }
            problems.push(text);
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "the cards are not the 52 cards of Claim, each in one zone: {}",
                problems.join("; ")
            ))
        }
    }

    /// Zone sizes and the table, as the trick count implies them.
    fn check_sizes(&self) -> Result<(), String> {
        let t = self.tricks_played;
        let over = t == TRICKS;
        let phase_1 = t < TRICKS_PER_PHASE;
        let when = if over {
            "the game is over".to_owned()
        } else if phase_1 {
            format!("after {t} tricks of Phase 1")
        } else {
            format!("after {} tricks of Phase 2", t - TRICKS_PER_PHASE)
        };
        match (phase_1, self.prize) {
            (true, None) => {
                return Err(format!(
                    "{when} a prize is revealed, but the setup has no prize"
                ));
            }
            (false, Some(prize)) => {
                return Err(format!(
                    "the setup has {prize} as the prize, but prizes are revealed only in Phase 1 ({when})"
                ));
            }
            _ => {}
        }
        if over && let Some(lead) = self.lead {
            return Err(format!(
                "{when}, so no card can be led, but {lead} is the lead card"
            ));
        }
        if t == 0 && self.leader != self.first_leader {
            return Err(format!(
                "no trick is finished, so the leader must be the first leader {}, not {}",
                self.first_leader, self.leader
            ));
        }
        let deck = if phase_1 { 25 - 2 * usize::from(t) } else { 0 };
        if self.deck.len() != deck {
            return Err(format!(
                "{when} the deck holds {deck} cards, but the setup's deck has {}",
                self.deck.len()
            ));
        }
        let in_phase = if over {
            u32::from(TRICKS_PER_PHASE)
        } else {
            u32::from(t % TRICKS_PER_PHASE)
        };
        for seat in Seat::all(2) {
            let idx = seat.index();
            let leading = self.lead.is_some() && seat == self.leader;
            let want = 13 - in_phase - u32::from(leading);
            let held = self.hands[idx].len();
            if held != want {
                let table = if leading {
                    format!(" ({seat}'s lead card is on the table)")
                } else {
                    String::new()
                };
                return Err(format!(
                    "{when} {seat} holds {want} cards{table}, but {seat}'s hand has {held}"
                ));
            }
            let want = if phase_1 { u32::from(t) } else { 0 };
            let held = self.followers[idx].len();
            if held != want {
                let why = if phase_1 {
                    "each trick adds one card to each follower deck"
                } else {
                    "the follower decks became the hands when Phase 2 began"
                };
                return Err(format!(
                    "{when} {seat}'s follower deck holds {want} cards ({why}), but it has {held}"
                ));
            }
        }
        Ok(())
    }

    /// What each public pile may hold.
    fn check_contents(&self) -> Result<(), String> {
        if let Some(card) = self.discard.iter().find(|c| c.faction() == Faction::Undead) {
            return Err(format!(
                "{card} is in the discard pile, but a played Undead is always scored, never discarded"
            ));
        }
        if self.tricks_played < TRICKS_PER_PHASE {
            for seat in Seat::all(2) {
                let pile = self.scores[seat.index()];
                if let Some(card) = pile.iter().find(|c| c.faction() != Faction::Undead) {
                    return Err(format!(
                        "{card} is in {seat}'s score pile, but in Phase 1 only Undead are scored"
                    ));
                }
            }
            return Ok(());
        }
        // Phase 2 discards nothing: the discard pile is what Phase 1 left, 26 - U cards,
        // where U Undead were scored in Phase 1 and are still in the score piles.
        let discarded = self.discard.len();
        if discarded > 26 {
            return Err(format!(
                "the discard pile holds {discarded} cards, but only Phase 1 discards, at most 26 cards"
            ));
        }
        let phase_1_undead = 26 - discarded;
        let scored_undead = self.scores[0].plus(self.scores[1]).count(Faction::Undead);
        if phase_1_undead > scored_undead {
            return Err(format!(
                "the discard pile holds {discarded} cards, so Phase 1 scored {phase_1_undead} Undead, \
                 but the score piles hold only {scored_undead}"
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use interregnum_core::{Game, Observer, Start};
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    fn midgame(seed: u64, plies: usize) -> Claim {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..plies {
            let Some(card) = game.random_action(&mut rng) else {
                break;
            };
            game.apply_unchecked(card);
        }
        game
    }

    #[test]
    fn every_reachable_position_is_accepted_and_round_trips() {
        for seed in 0..20 {
            for plies in 0..=52 {
                let game = midgame(seed, plies);
                let setup = game.to_setup();
                let rebuilt = Claim::from_setup(&setup)
                    .unwrap_or_else(|err| panic!("seed {seed}, ply {plies}: {err}"));
                assert_eq!(rebuilt.to_setup(), setup);
                assert_eq!(rebuilt.invariant_violation(), None);
                assert_eq!(rebuilt.tricks().count(), 0, "the record starts empty");
                assert_eq!(rebuilt.tricks_played(), game.tricks_played());
                assert_eq!(rebuilt.to_act(), game.to_act());
                assert_eq!(rebuilt.outcome(), game.outcome());
            }
        }
    }

    #[test]
    fn serde_round_trip() {
        let setup = midgame(5, 17).to_setup();
        let json = serde_json::to_string(&setup).unwrap();
        let back: ClaimSetup = serde_json::from_str(&json).unwrap();
        assert_eq!(back, setup);
        let view = Claim::from_setup(&back)
            .unwrap()
            .view(Observer::Seat(Seat::new(0)));
        assert_eq!(view.tricks_played, setup.tricks_played);
    }
}
