//! One test per numbered rule of `claim.md` that the engine implements, and one per test
//! scenario T1-T25 of its §14.
//!
//! Positions at the start of a game come from a stacked deck (`Start::stacked`, seat 0 takes
//! cards 0-12, seat 1 cards 13-25, then the deck top first, whose first card is revealed
//! as the first prize; A leads). Positions mid-game come from a [`ClaimSetup`], built by
//! [`Pos`], which completes the zones the test does not name with the remaining cards.

use std::collections::BTreeSet;

use interregnum_claim::{
    Card, CardSet, Claim, ClaimOptions, ClaimSetup, ClaimView, Faction, Trick, score,
};
use interregnum_core::{Game, IllegalAction, Observer, Seat, Start};
use rand::{RngExt, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha8Rng;

const A: Seat = Seat::new(0);
const B: Seat = Seat::new(1);
const OPTIONS: ClaimOptions = ClaimOptions {
    first_leader: Some(0),
};

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------

fn c(text: &str) -> Card {
    text.parse().unwrap_or_else(|err| panic!("{err}"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(c).collect()
}

fn set(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|err| panic!("{err}"))
}

/// A stacked deal: A's hand, B's hand and the deck top first, each completed with the
/// cards not listed anywhere, lowest kind first (Goblins, then Knights, ...).
fn deal(a: &str, b: &str, deck: &str) -> Vec<Card> {
    let (a, b, deck) = (cards(a), cards(b), cards(deck));
    let listed = CardSet::try_from_cards(a.iter().chain(&b).chain(&deck).copied()).unwrap();
    let mut rest = CardSet::FULL.minus(listed).iter();
    let mut fill = |mut zone: Vec<Card>, n: usize| {
        while zone.len() < n {
            zone.push(rest.next().unwrap());
        }
        zone
    };
    let mut out = fill(a, 13);
    out.extend(fill(b, 13));
    out.extend(fill(deck, 26));
    out
}

fn stacked(a: &str, b: &str, deck: &str) -> Claim {
    Claim::new(&OPTIONS, &Start::stacked(1, deal(a, b, deck))).unwrap()
}

/// A position mid-game, for [`Claim::from_setup`]. Zones left empty are filled with the
/// cards no zone names, lowest kind first: hands to their size, then (Phase 1) the prize,
/// the discard pile (non-Undead) up to the cards the finished tricks played, the follower
/// decks and the rest of the deck; or (Phase 2) the discard pile with as many non-Undead as
/// it can hold, and the score piles in turn, A first.
#[derive(Default)]
struct Pos<'a> {
    tricks: u8,
    /// 0 for A, 1 for B.
    leader: usize,
    lead: Option<&'a str>,
    a: &'a str,
    b: &'a str,
    prize: &'a str,
    /// The top of the deck, top first.
    deck: &'a str,
    score_a: &'a str,
    score_b: &'a str,
    discard: &'a str,
}

fn take(rest: &mut Vec<Card>, n: usize, ok: impl Fn(Card) -> bool) -> Vec<Card> {
    let mut taken = Vec::new();
    let mut idx = 0;
    while taken.len() < n && idx < rest.len() {
        if ok(rest[idx]) {
            taken.push(rest.remove(idx));
        } else {
            idx += 1;
        }
    }
    assert_eq!(taken.len(), n, "not enough cards to fill the position");
    taken
}

fn add(zone: &mut CardSet, cards: Vec<Card>) {
    for card in cards {
        zone.insert(card);
    }
}

impl Pos<'_> {
    fn setup(&self) -> ClaimSetup {
        let t = self.tricks;
        let leader = Seat::new(self.leader);
        let lead = self.lead.map(c);
        let mut hands = [set(self.a), set(self.b)];
        let mut scores = [set(self.score_a), set(self.score_b)];
        let mut discard = set(self.discard);
        let mut deck = cards(self.deck);
        let mut prize = (!self.prize.is_empty()).then(|| c(self.prize));
        let listed = CardSet::try_from_cards(
            [hands[0], hands[1], scores[0], scores[1], discard]
                .iter()
                .flat_map(|zone| zone.iter())
                .chain(deck.iter().copied())
                .chain(prize)
                .chain(lead),
        )
        .unwrap_or_else(|err| panic!("the position names a card twice: {err}"));
        let mut rest: Vec<Card> = CardSet::FULL.minus(listed).iter().collect();
        let any = |_: Card| true;
        let not_undead = |card: Card| card.faction() != Faction::Undead;
        let in_phase = if t == 26 { 13 } else { t % 13 };
        for (seat, zone) in hands.iter_mut().enumerate() {
            let size =
                13 - usize::from(in_phase) - usize::from(lead.is_some() && seat == self.leader);
            let need = size.saturating_sub(zone.len() as usize);
            add(zone, take(&mut rest, need, any));
        }
        let mut followers = [CardSet::EMPTY; 2];
        if t < 13 {
            if prize.is_none() {
                prize = Some(take(&mut rest, 1, any)[0]);
            }
            let played = 2 * usize::from(t) - (scores[0].len() + scores[1].len()) as usize;
            let need = played.saturating_sub(discard.len() as usize);
            add(&mut discard, take(&mut rest, need, not_undead));
            for zone in &mut followers {
                add(zone, take(&mut rest, usize::from(t), any));
            }
            let need = (25 - 2 * usize::from(t)).saturating_sub(deck.len());
            deck.extend(take(&mut rest, need, any));
        } else {
            let non_undead = rest.iter().filter(|&&card| not_undead(card)).count();
            let target = (discard.len() as usize + non_undead).min(26);
            let need = target.saturating_sub(discard.len() as usize);
            add(&mut discard, take(&mut rest, need, not_undead));
            for (idx, card) in rest.drain(..).enumerate() {
                scores[idx % 2].insert(card);
            }
        }
        assert!(rest.is_empty(), "cards left over: {rest:?}");
        ClaimSetup {
            options: OPTIONS,
            first_leader: A,
            hands,
            followers,
            scores,
            discard,
            deck,
            prize,
            lead,
            leader,
            tricks_played: t,
        }
    }

    fn build(&self) -> Claim {
        Claim::from_setup(&self.setup()).unwrap_or_else(|err| panic!("{err}"))
    }
}

fn view(game: &Claim, seat: Seat) -> ClaimView {
    game.view(Observer::Seat(seat))
}

fn spectator(game: &Claim) -> ClaimView {
    game.view(Observer::Spectator)
}

fn legal(game: &Claim) -> Vec<Card> {
    let mut out = Vec::new();
    game.legal_actions(&mut out);
    out
}

fn play(game: &mut Claim, card: &str) {
    game.apply(c(card))
        .unwrap_or_else(|err| panic!("{card}: {err}"));
}

/// Tries an illegal card and checks that the state did not change.
fn refused(game: &mut Claim, card: &str) -> IllegalAction {
    let before = game.clone();
    let err = game
        .apply(c(card))
        .expect_err(&format!("{card} must be refused"));
    assert_eq!(*game, before, "refusing {card} changed the state");
    assert!(!game.is_legal(c(card)));
    err
}

fn last_trick(game: &Claim) -> Trick {
    *game.tricks().last().expect("a trick was played")
}

fn hand(game: &Claim, seat: Seat) -> CardSet {
    game.to_setup().hands[seat.index()]
}

fn follower(game: &Claim, seat: Seat) -> CardSet {
    game.to_setup().followers[seat.index()]
}

fn pile(game: &Claim, seat: Seat) -> CardSet {
    game.to_setup().scores[seat.index()]
}

fn discard(game: &Claim) -> CardSet {
    game.to_setup().discard
}

fn json(view: &ClaimView) -> String {
    serde_json::to_string(view).unwrap()
}

/// Whether `card` appears anywhere in the serialised view.
fn shows(view: &ClaimView, card: Card) -> bool {
    json(view).contains(&format!("\"{card}\""))
}

/// A view without its observer's private parts, to compare what two observers share.
fn public_part(view: &ClaimView) -> ClaimView {
    let mut view = view.clone();
    view.observer = Observer::Spectator;
    view.legal.clear();
    for seat in &mut view.seats {
        seat.hand = None;
        seat.follower = None;
    }
    view
}

/// §7 written out from the spec, to check the engine on every pair of cards.
fn spec_second_wins(lead: Card, reply: Card) -> bool {
    use Faction::{Doppelgangers, Goblins, Knights};
    match (lead.faction(), reply.faction()) {
        (Goblins, Knights) => true,
        (led, replied) if replied == led || replied == Doppelgangers => {
            reply.value() > lead.value()
        }
        _ => false,
    }
}

/// §6.2 written out from the spec.
fn spec_legal_replies(hand: CardSet, lead: Card) -> BTreeSet<Card> {
    let led = lead.faction();
    let holds_led = hand.iter().any(|card| card.faction() == led);
    hand.distinct()
        .filter(|card| {
            !holds_led
                || card.faction() == led
                || (led != Faction::Doppelgangers && card.faction() == Faction::Doppelgangers)
        })
        .collect()
}

fn random_deck(rng: &mut ChaCha8Rng) -> Vec<Card> {
    let mut deck: Vec<Card> = CardSet::FULL.iter().collect();
    deck.shuffle(rng);
    deck
}

// ---------------------------------------------------------------------------------------
// 1. Components
// ---------------------------------------------------------------------------------------

#[test]
fn rule_1_1_a_stacked_deck_is_exactly_the_52_cards() {
    let good = deal("", "", "");
    assert!(Claim::new(&OPTIONS, &Start::stacked(0, good.clone())).is_ok());

    let short = good[..51].to_vec();
    let err = Claim::new(&OPTIONS, &Start::stacked(0, short)).unwrap_err();
    assert!(err.0.contains("52") && err.0.contains("51"), "{err}");

    let mut twice = good.clone();
    let at = twice.iter().position(|&card| card == c("Kn6")).unwrap();
    twice[at] = c("Kn5");
    let err = Claim::new(&OPTIONS, &Start::stacked(0, twice)).unwrap_err();
    assert!(err.0.contains("Kn5"), "{err}");

    let mut six_gb0 = good;
    let at = six_gb0.iter().position(|&card| card == c("Dp9")).unwrap();
    six_gb0[at] = c("Gb0");
    let err = Claim::new(&OPTIONS, &Start::stacked(0, six_gb0)).unwrap_err();
    assert!(err.0.contains("Gb0"), "{err}");
}

#[test]
fn rule_1_2_and_a19_gb0_copies_are_one_action() {
    // A holds three Gb0; they are one legal action, and playing one leaves two.
    let mut game = stacked(
        "Gb0 Gb0 Gb0 Kn2 Kn3 Kn4 Kn5 Kn6 Kn7 Kn8 Kn9 Dw1 Dw2",
        "Dw0 Dw3 Dw4 Dw5 Dw6 Dw7 Dw8 Dw9 Un0 Un1 Un2 Un3 Un4",
        "",
    );
    let gb0 = c("Gb0");
    assert_eq!(legal(&game).iter().filter(|&&card| card == gb0).count(), 1);
    assert_eq!(legal(&game).len(), 11);
    assert_eq!(hand(&game, A).gb0_count(), 3);
    play(&mut game, "Gb0");
    assert_eq!(hand(&game, A).gb0_count(), 2);
    assert!(!game.is_legal(gb0), "B holds no Gb0");
    play(&mut game, "Dw0");
    // A won (Dw0 is off-faction) and leads again: Gb0 is still one action.
    assert_eq!(game.to_act(), Some(A));
    assert!(game.is_legal(gb0));
    assert_eq!(view(&game, A).seats[0].hand.unwrap().gb0_count(), 2);
}

#[test]
fn rule_1_3_views_name_cards_only_by_faction_and_value() {
    let game = stacked("Gb0 Gb0 Kn2", "", "");
    let gb0_held = hand(&game, A).gb0_count() as usize;
    assert!(gb0_held >= 2);
    let view = view(&game, A);
    let value = serde_json::to_value(&view).unwrap();
    let hand = value["seats"][0]["hand"].as_array().unwrap();
    let texts: Vec<&str> = hand.iter().map(|card| card.as_str().unwrap()).collect();
    // Each card is its notation and nothing else; the two Gb0 are the same text.
    assert_eq!(
        texts.iter().filter(|&&text| text == "Gb0").count(),
        gb0_held
    );
    assert!(texts.iter().all(|text| text.parse::<Card>().is_ok()));
    assert_eq!(texts.len(), 13);
}

// ---------------------------------------------------------------------------------------
// 2. Zones
// ---------------------------------------------------------------------------------------

#[test]
fn rule_2_zones_after_the_deal_and_during_a_trick() {
    let order = deal("", "", "");
    let mut game = Claim::new(&OPTIONS, &Start::stacked(0, order.clone())).unwrap();
    let view = spectator(&game);
    assert_eq!(view.deck_size, 25, "26 after the deal, one revealed");
    assert_eq!(view.prize, Some(order[26]));
    assert_eq!(view.lead, None, "the trick is empty");
    for seat in &view.seats {
        assert_eq!(seat.hand_size, 13);
        assert_eq!(seat.follower_size, 0);
        assert!(seat.score_pile.is_empty());
        assert_eq!(seat.hand, None, "hands are private");
    }
    assert!(view.discard.is_empty());
    let lead = legal(&game)[0];
    game.apply(lead).unwrap();
    assert_eq!(spectator(&game).lead, Some(lead), "the trick is face up");
    let reply = legal(&game)[0];
    game.apply(reply).unwrap();
    let view = spectator(&game);
    // Neither card is an Undead here (Goblins and Knights lowest), so both are discarded
    // face up, and each follower deck got one face-down card.
    assert_eq!(view.discard, [lead, reply].into_iter().collect());
    assert_eq!(view.seats.map(|s| s.follower_size), [1, 1]);
    assert_eq!(view.deck_size, 23);
}

// ---------------------------------------------------------------------------------------
// 3. Setup
// ---------------------------------------------------------------------------------------

#[test]
fn rule_3_1_the_shuffle_comes_from_the_seed() {
    for seed in 0..10 {
        let game = Claim::new(&OPTIONS, &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let order = random_deck(&mut rng);
        let setup = game.to_setup();
        assert_eq!(setup.hands[0], order[..13].iter().copied().collect());
        assert_eq!(setup.hands[1], order[13..26].iter().copied().collect());
        assert_eq!(setup.prize, Some(order[26]));
        assert_eq!(setup.deck, order[27..]);
        assert_eq!(Claim::new(&OPTIONS, &Start::seeded(seed)).unwrap(), game);
    }
    let one = Claim::new(&OPTIONS, &Start::seeded(1)).unwrap();
    let two = Claim::new(&OPTIONS, &Start::seeded(2)).unwrap();
    assert_ne!(one.to_setup().hands, two.to_setup().hands);
}

#[test]
fn rule_3_2_deal_order() {
    let order = deal("", "", "");
    let mut game = Claim::new(&OPTIONS, &Start::stacked(99, order.clone())).unwrap();
    assert_eq!(hand(&game, A), order[..13].iter().copied().collect());
    assert_eq!(hand(&game, B), order[13..26].iter().copied().collect());
    assert_eq!(spectator(&game).prize, Some(order[26]));
    // The loser of trick 1 takes card 27, and card 28 is the next prize.
    let lead = legal(&game)[0];
    game.apply(lead).unwrap();
    let reply = legal(&game)[0];
    game.apply(reply).unwrap();
    let loser = Seat::new(1 - last_trick(&game).winner.index());
    assert!(follower(&game, loser).contains(order[27]));
    assert_eq!(spectator(&game).prize, Some(order[28]));
}

#[test]
fn rule_3_3_first_leader_from_the_options() {
    for seat in [A, B] {
        let options = ClaimOptions {
            first_leader: Some(seat.index() as u8),
        };
        let game = Claim::new(&options, &Start::seeded(4)).unwrap();
        assert_eq!(game.to_act(), Some(seat));
        assert_eq!(spectator(&game).first_leader, seat);
    }
    let err = Claim::new(
        &ClaimOptions {
            first_leader: Some(2),
        },
        &Start::seeded(4),
    )
    .unwrap_err();
    assert!(err.0.contains("first_leader"), "{err}");
}

#[test]
fn rule_3_3_first_leader_drawn_from_the_seed_before_the_shuffle() {
    let mut leaders = BTreeSet::new();
    for seed in 0..32 {
        let game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let leader = Seat::new(rng.random_range(0..2usize));
        let order = random_deck(&mut rng);
        assert_eq!(game.to_act(), Some(leader), "seed {seed}");
        assert_eq!(
            game.to_setup().hands[0],
            order[..13].iter().copied().collect(),
            "the shuffle follows the leader draw"
        );
        leaders.insert(leader);
    }
    assert_eq!(leaders.len(), 2, "both seats get to lead");
}

// ---------------------------------------------------------------------------------------
// 4. Phase 1
// ---------------------------------------------------------------------------------------

#[test]
fn rule_4_1_each_prize_is_revealed_before_the_trick() {
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    for _ in 0..8 {
        let order = random_deck(&mut rng);
        let mut game = Claim::new(&OPTIONS, &Start::stacked(0, order.clone())).unwrap();
        for trick in 0..13 {
            // Before anyone plays, both seats see the prize: deck card 2t (each trick
            // takes the prize and the loser's card from the top).
            let prize = Some(order[26 + 2 * trick]);
            for seat in [A, B] {
                let seen = view(&game, seat);
                assert_eq!(seen.prize, prize);
                assert_eq!(seen.lead, None);
            }
            for _ in 0..2 {
                let card = game.random_action(&mut rng).unwrap();
                game.apply(card).unwrap();
            }
            assert_eq!(last_trick(&game).prize, prize);
        }
        assert_eq!(spectator(&game).prize, None, "no prize in Phase 2");
    }
}

#[test]
fn rule_4_2_the_lead_need_not_match_the_prize() {
    let mut game = Pos {
        tricks: 3,
        prize: "Kn9",
        a: "Gb5 Dw4 Un3 Dp2 Kn2 Gb6 Dw5 Un6 Dp6 Gb7",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), hand(&game, A).distinct().collect::<Vec<_>>());
    play(&mut game, "Dw4");
    assert_eq!(game.to_act(), Some(B));
}

#[test]
fn rule_4_3_the_second_player_answers_the_lead() {
    let mut game = stacked("Gb5", "Gb2 Kn9", "");
    play(&mut game, "Gb5");
    assert_eq!(game.to_act(), Some(B));
    assert_eq!(view(&game, B).lead, Some(c("Gb5")), "B sees the lead");
    assert!(view(&game, A).legal.is_empty());
    refused(&mut game, "Kn9"); // §6 applies: B holds a Goblin.
    play(&mut game, "Gb2");
}

#[test]
fn rule_4_4_the_trick_record_names_the_winner_by_section_7() {
    let mut game = stacked("Gb5 Gb6", "Gb2 Kn9 Dw3", "");
    play(&mut game, "Gb5");
    play(&mut game, "Gb2");
    assert_eq!(last_trick(&game).winner, A);
    play(&mut game, "Gb6");
    play(&mut game, "Kn9"); // B is out of Goblins now.
    assert_eq!(last_trick(&game).winner, B);
}

#[test]
fn rule_4_5_a_the_prize_goes_to_the_winner() {
    for (reply, winner) in [("Gb2", A), ("Gb8", B)] {
        let mut game = Pos {
            tricks: 4,
            prize: "Dp9",
            lead: Some("Gb5"),
            b: if winner == A { "Gb2" } else { "Gb8" },
            ..Pos::default()
        }
        .build();
        let before = [follower(&game, A), follower(&game, B)];
        play(&mut game, reply);
        assert!(follower(&game, winner).contains(c("Dp9")));
        assert!(!before[winner.index()].contains(c("Dp9")));
        assert_eq!(follower(&game, winner).len(), 5);
    }
}

#[test]
fn rule_4_5_b_the_loser_draws_the_card_below_the_prize() {
    let mut game = Pos {
        tricks: 4,
        prize: "Dp9",
        deck: "Kn7 Dw8",
        lead: Some("Gb5"),
        b: "Gb8",
        ..Pos::default()
    }
    .build();
    let a_before = follower(&game, A);
    play(&mut game, "Gb8");
    assert_eq!(follower(&game, A), a_before.plus(set("Kn7")));
    assert!(view(&game, A).seats[0].follower.unwrap().contains(c("Kn7")));
    assert!(!shows(&view(&game, B), c("Kn7")), "only the loser sees it");
    assert_eq!(
        spectator(&game).prize,
        Some(c("Dw8")),
        "the next card is revealed"
    );
}

#[test]
fn rule_4_5_c_every_played_undead_goes_to_the_winner() {
    // Off-faction: B cannot follow the Goblin and plays an Undead; A wins it.
    let mut game = Pos {
        tricks: 11,
        lead: Some("Gb4"),
        a: "Kn2",
        b: "Un7 Dw2",
        ..Pos::default()
    }
    .build();
    play(&mut game, "Un7");
    assert_eq!(last_trick(&game).winner, A);
    assert!(pile(&game, A).contains(c("Un7")));
    // The loser's own led Undead goes to the winner.
    let mut game = Pos {
        tricks: 11,
        lead: Some("Un3"),
        a: "Kn2",
        b: "Dp8 Dw2",
        ..Pos::default()
    }
    .build();
    let b_before = pile(&game, B);
    play(&mut game, "Dp8");
    assert_eq!(pile(&game, B), b_before.plus(set("Un3")));
}

#[test]
fn rule_4_5_d_other_played_cards_are_discarded() {
    let mut game = Pos {
        tricks: 6,
        lead: Some("Kn5"),
        b: "Kn6",
        ..Pos::default()
    }
    .build();
    let before = discard(&game);
    let piles = [pile(&game, A), pile(&game, B)];
    play(&mut game, "Kn6");
    assert_eq!(discard(&game), before.plus(set("Kn5 Kn6")));
    assert_eq!([pile(&game, A), pile(&game, B)], piles);
    assert_eq!(
        spectator(&game).discard,
        discard(&game),
        "the discard is public"
    );
}

#[test]
fn rule_4_5_e_an_undead_prize_is_not_scored() {
    let mut game = Pos {
        tricks: 2,
        prize: "Un6",
        lead: Some("Dw5"),
        b: "Dw1",
        ..Pos::default()
    }
    .build();
    let piles = [pile(&game, A), pile(&game, B)];
    play(&mut game, "Dw1");
    assert!(follower(&game, A).contains(c("Un6")));
    assert_eq!([pile(&game, A), pile(&game, B)], piles);
}

#[test]
fn rule_4_6_the_trick_winner_leads_next() {
    for (reply, winner) in [("Gb2", A), ("Gb8", B)] {
        let mut game = Pos {
            tricks: 4,
            lead: Some("Gb5"),
            b: if winner == A { "Gb2" } else { "Gb8" },
            ..Pos::default()
        }
        .build();
        play(&mut game, reply);
        assert_eq!(game.to_act(), Some(winner));
        assert_eq!(spectator(&game).leader, winner);
    }
}

#[test]
fn rule_4_7_after_trick_13() {
    let mut rng = ChaCha8Rng::seed_from_u64(47);
    for seed in 0..16 {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        for trick in 0..13u32 {
            let before = spectator(&game);
            // Each trick adds exactly one card to each follower deck (4.5 a and b).
            assert_eq!(before.seats.clone().map(|s| s.follower_size), [trick; 2]);
            for _ in 0..2 {
                let card = game.random_action(&mut rng).unwrap();
                game.apply(card).unwrap();
            }
        }
        let view = spectator(&game);
        assert_eq!(view.deck_size, 0);
        assert_eq!(view.seats.clone().map(|s| s.hand_size), [13, 13]);
        for seat in &view.seats {
            assert_eq!(
                seat.score_pile.count(Faction::Undead),
                seat.score_pile.len(),
                "only Undead are scored in Phase 1"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// 5. Phase 2
// ---------------------------------------------------------------------------------------

#[test]
fn rule_5_1_follower_decks_become_hands() {
    let mut game = Pos {
        tricks: 12,
        prize: "Dp9",
        deck: "Kn7",
        lead: Some("Gb3"),
        b: "Gb1",
        score_a: "Un1",
        score_b: "Un2",
        ..Pos::default()
    }
    .build();
    let followers = [follower(&game, A), follower(&game, B)];
    play(&mut game, "Gb1");
    assert_eq!(
        hand(&game, A),
        followers[0].plus(set("Dp9")),
        "A won the prize"
    );
    assert_eq!(hand(&game, B), followers[1].plus(set("Kn7")), "B drew Kn7");
    assert_eq!(
        [follower(&game, A), follower(&game, B)],
        [CardSet::EMPTY; 2]
    );
    assert_eq!([pile(&game, A), pile(&game, B)], [set("Un1"), set("Un2")]);
    assert_eq!(game.phase(), 2);
}

#[test]
fn rule_5_2_the_winner_of_trick_13_leads_phase_2() {
    for (lead, reply, winner) in [("Gb3", "Gb1", A), ("Gb3", "Gb4", B)] {
        let mut game = Pos {
            tricks: 12,
            lead: Some(lead),
            b: reply,
            ..Pos::default()
        }
        .build();
        play(&mut game, reply);
        assert_eq!(game.tricks_played(), 13);
        assert_eq!(game.to_act(), Some(winner));
    }
    // B leads trick 13 and loses: A leads Phase 2.
    let mut game = Pos {
        tricks: 12,
        leader: 1,
        lead: Some("Dw3"),
        a: "Dw5",
        ..Pos::default()
    }
    .build();
    play(&mut game, "Dw5");
    assert_eq!(game.to_act(), Some(A));
}

#[test]
fn rule_5_3_phase_2_plays_by_sections_6_and_7() {
    let mut game = Pos {
        tricks: 17,
        lead: Some("Gb5"),
        a: "Un1 Un2 Un3 Un4 Un5 Un6 Un7 Un8",
        b: "Gb2 Kn9 Dw3 Dp1 Un0 Un9 Dw4 Dw5 Dw6",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb2 Dp1"));
    refused(&mut game, "Kn9");
    play(&mut game, "Dp1");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(last_trick(&game).phase, 2);
}

#[test]
fn rule_5_4_dwarves_to_the_loser_other_cards_to_the_winner() {
    // The winner's own Dwarf goes to the loser.
    let mut game = Pos {
        tricks: 20,
        lead: Some("Dw8"),
        b: "Kn4",
        a: "",
        ..Pos::default()
    }
    .build();
    let piles = [pile(&game, A), pile(&game, B)];
    play(&mut game, "Kn4");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(pile(&game, A), piles[0].plus(set("Kn4")));
    assert_eq!(pile(&game, B), piles[1].plus(set("Dw8")));
    assert_eq!(discard(&game).len(), 26, "Phase 2 discards nothing");
}

#[test]
fn rule_5_5_the_game_ends_after_26_tricks() {
    let mut game = Pos {
        tricks: 25,
        lead: Some("Kn3"),
        b: "Kn2",
        ..Pos::default()
    }
    .build();
    assert!(game.outcome().is_none());
    play(&mut game, "Kn2");
    assert!(game.is_over());
    assert_eq!(game.tricks_played(), 26);
    assert_eq!(game.to_act(), None);
    assert!(legal(&game).is_empty());
    assert!(game.outcome().is_some());
    let err = refused(&mut game, "Kn2");
    assert!(err.reason.contains("over"), "{}", err.reason);
}

// ---------------------------------------------------------------------------------------
// 6. Legal plays
// ---------------------------------------------------------------------------------------

#[test]
fn rule_6_1_the_leader_may_play_any_card() {
    let game = stacked(
        "Gb0 Gb0 Kn2 Un3 Dw4 Dp5 Gb1 Gb2 Gb3 Gb4 Gb5 Gb6 Gb7",
        "",
        "",
    );
    assert_eq!(legal(&game), hand(&game, A).distinct().collect::<Vec<_>>());
    assert_eq!(legal(&game).len(), 12, "13 cards, two of them Gb0");
}

#[test]
fn rule_6_2_a_follow_or_doppelganger() {
    let game = Pos {
        tricks: 8,
        lead: Some("Un5"),
        b: "Un1 Un9 Dp0 Dp8 Gb3",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Un1 Un9 Dp0 Dp8"));
}

#[test]
fn rule_6_2_b_a_led_doppelganger_must_be_answered_by_one() {
    let game = Pos {
        tricks: 8,
        lead: Some("Dp5"),
        b: "Un1 Un9 Dp0 Dp8 Gb3",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Dp0 Dp8"));
}

#[test]
fn rule_6_2_c_void_in_the_lead_faction_plays_anything() {
    let game = Pos {
        tricks: 8,
        lead: Some("Kn5"),
        b: "Un1 Un9 Dp0 Dp8 Gb3",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb3 Un1 Un9 Dp0 Dp8"));
    let game = Pos {
        tricks: 8,
        lead: Some("Dp5"),
        b: "Un1 Un9 Kn8 Dw0 Gb3",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb3 Kn8 Un1 Un9 Dw0"));
}

#[test]
fn rule_6_2_legal_replies_in_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(62);
    let mut replies = 0;
    for _ in 0..40 {
        let order = random_deck(&mut rng);
        let mut game = Claim::new(&OPTIONS, &Start::stacked(0, order)).unwrap();
        while let Some(card) = game.random_action(&mut rng) {
            if let Some(lead) = spectator(&game).lead {
                let seat = game.to_act().unwrap();
                let expected = spec_legal_replies(hand(&game, seat), lead);
                assert_eq!(legal(&game).into_iter().collect::<BTreeSet<_>>(), expected);
                replies += 1;
            }
            game.apply(card).unwrap();
        }
    }
    assert_eq!(replies, 40 * 26);
}

#[test]
fn rule_6_3_no_knight_on_a_led_goblin_while_holding_a_goblin() {
    let mut game = Pos {
        tricks: 10,
        lead: Some("Gb5"),
        b: "Gb1 Kn9 Kn2",
        ..Pos::default()
    }
    .build();
    refused(&mut game, "Kn9");
    refused(&mut game, "Kn2");
    assert_eq!(legal(&game), cards("Gb1"));
}

#[test]
fn rule_6_3_a_doppelganger_is_compulsory_only_when_led() {
    // Holding the lead faction: the Doppelgänger is optional.
    let game = Pos {
        tricks: 11,
        lead: Some("Dw5"),
        b: "Dw1 Dp2",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Dw1 Dp2"));
    // Void in the lead faction, holding a Doppelgänger: anything (6.3, A3).
    let game = Pos {
        tricks: 11,
        lead: Some("Dw5"),
        b: "Gb1 Dp2",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb1 Dp2"));
    // A Doppelgänger led: compulsory.
    let game = Pos {
        tricks: 11,
        lead: Some("Dp5"),
        b: "Gb1 Dp2",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Dp2"));
}

#[test]
fn rule_6_4_an_illegal_card_is_refused_without_penalty() {
    let mut game = Pos {
        tricks: 10,
        lead: Some("Gb5"),
        b: "Gb1 Kn9 Dp2",
        ..Pos::default()
    }
    .build();
    let err = refused(&mut game, "Kn9");
    assert!(err.reason.contains("Goblins"), "{}", err.reason);
    assert_eq!(err.allowed, vec!["Gb1".to_owned(), "Dp2".to_owned()]);
    let err = refused(&mut game, "Dw7");
    assert!(err.reason.contains("does not hold"), "{}", err.reason);
    // Nothing changed: B still replies, with the same choice.
    assert_eq!(game.to_act(), Some(B));
    play(&mut game, "Gb1");
}

// ---------------------------------------------------------------------------------------
// 7. Trick winner
// ---------------------------------------------------------------------------------------

/// The last trick of Phase 1 (or of Phase 2) with `lead` on the table and B holding only
/// `reply`.
fn duel_position(phase: u8, lead: Card, reply: Card) -> Claim {
    let (lead, reply) = (lead.to_string(), reply.to_string());
    Pos {
        tricks: if phase == 1 { 12 } else { 25 },
        lead: Some(&lead),
        b: &reply,
        ..Pos::default()
    }
    .build()
}

/// Plays `lead` against `reply` as the last trick of Phase 1 (or of Phase 2).
fn duel(phase: u8, lead: Card, reply: Card) -> Claim {
    let mut game = duel_position(phase, lead, reply);
    game.apply(reply).unwrap();
    game
}

#[test]
fn rule_7_winner_and_collection_for_every_pair_of_cards() {
    let kinds: Vec<Card> = Card::all_kinds().collect();
    let mut pairs = 0;
    for &lead in &kinds {
        for &reply in &kinds {
            if lead == reply && lead != c("Gb0") {
                continue;
            }
            let winner = if spec_second_wins(lead, reply) { B } else { A };
            let loser = Seat::new(1 - winner.index());
            for phase in [1, 2] {
                let before = duel_position(phase, lead, reply);
                let mut game = before.clone();
                game.apply(reply).unwrap();
                assert_eq!(last_trick(&game).winner, winner, "{lead} then {reply}");
                let mut gains = [CardSet::EMPTY; 2];
                let mut discarded = CardSet::EMPTY;
                for card in [lead, reply] {
                    match (phase, card.faction()) {
                        (1, Faction::Undead) => gains[winner.index()].insert(card),
                        (1, _) => discarded.insert(card),
                        (_, Faction::Dwarves) => gains[loser.index()].insert(card),
                        _ => gains[winner.index()].insert(card),
                    }
                }
                for seat in [A, B] {
                    assert_eq!(
                        pile(&game, seat),
                        pile(&before, seat).plus(gains[seat.index()]),
                        "phase {phase}: {lead} then {reply}"
                    );
                }
                assert_eq!(discard(&game), discard(&before).plus(discarded));
                pairs += 1;
            }
        }
    }
    assert_eq!(pairs, 2 * (48 * 47 + 1));
}

#[test]
fn rule_7_1_a_knight_on_a_led_goblin_wins() {
    for (lead, reply) in [("Gb9", "Kn2"), ("Gb0", "Kn9"), ("Gb5", "Kn5")] {
        for phase in [1, 2] {
            let game = duel(phase, c(lead), c(reply));
            assert_eq!(last_trick(&game).winner, B, "{lead} then {reply}");
        }
    }
}

#[test]
fn rule_7_2_following_wins_only_with_a_higher_value() {
    for (lead, reply, winner) in [
        ("Dw4", "Dw5", B),
        ("Dw4", "Dw3", A),
        ("Gb0", "Gb0", A),
        ("Un5", "Dp5", A),
        ("Un5", "Dp6", B),
        ("Kn9", "Dp8", A),
        ("Dp3", "Dp4", B),
        ("Gb2", "Dp9", B),
    ] {
        assert_eq!(
            last_trick(&duel(1, c(lead), c(reply))).winner,
            winner,
            "{lead} then {reply}"
        );
    }
}

#[test]
fn rule_7_3_an_off_faction_reply_loses() {
    for (lead, reply) in [
        ("Dw0", "Un9"),
        ("Un0", "Gb9"),
        ("Dp0", "Kn9"),
        ("Kn2", "Dw9"),
    ] {
        assert_eq!(
            last_trick(&duel(1, c(lead), c(reply))).winner,
            A,
            "{lead} then {reply}"
        );
    }
}

#[test]
fn rule_7_4_the_knight_power_only_answers_a_led_goblin() {
    // A Knight led, a Goblin on it: the leader wins (7.3), in both phases.
    for phase in [1, 2] {
        assert_eq!(last_trick(&duel(phase, c("Kn2"), c("Gb9"))).winner, A);
    }
    // A Knight on a Knight: values compare.
    assert_eq!(last_trick(&duel(2, c("Kn5"), c("Kn8"))).winner, B);
    assert_eq!(last_trick(&duel(2, c("Kn8"), c("Kn5"))).winner, A);
    // A Knight on anything else but a Goblin: off-faction, the leader wins.
    for lead in ["Un0", "Dw0", "Dp0"] {
        assert_eq!(last_trick(&duel(1, c(lead), c("Kn9"))).winner, A, "{lead}");
    }
}

#[test]
fn rule_7_5_a_doppelganger_borrows_the_faction_only_to_compare() {
    // It compares by value against a led Goblin: no Knight power.
    assert_eq!(last_trick(&duel(1, c("Gb5"), c("Dp3"))).winner, A);
    // It does not become an Undead when it follows one (Phase 1): discarded.
    let game = duel(1, c("Un2"), c("Dp6"));
    assert!(discard(&game).contains(c("Dp6")));
    // It does not become a Dwarf when it follows one (Phase 2): goes to the winner.
    let game = duel(2, c("Dw2"), c("Dp6"));
    assert!(pile(&game, B).contains(c("Dp6")));
    // It is scored as a Doppelgänger.
    let counts = score([set("Dp6"), CardSet::EMPTY]).factions;
    assert_eq!(counts[Faction::Dwarves as usize].counts, [0, 0]);
    assert_eq!(counts[Faction::Doppelgangers as usize].counts, [1, 0]);
}

// ---------------------------------------------------------------------------------------
// 8. Faction powers by phase
// ---------------------------------------------------------------------------------------

#[test]
fn rule_8_1_a_led_doppelganger_beats_any_other_faction() {
    let mut game = Pos {
        tricks: 10,
        lead: Some("Dp0"),
        b: "Kn9 Gb9 Un9",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb9 Kn9 Un9"));
    play(&mut game, "Un9");
    assert_eq!(last_trick(&game).winner, A);
    assert!(
        pile(&game, A).contains(c("Un9")),
        "the Undead goes to the winner"
    );
}

#[test]
fn rule_8_2_a_doppelganger_never_takes_a_power() {
    let game = duel(1, c("Un2"), c("Dp6"));
    assert!(!pile(&game, B).contains(c("Dp6")));
    assert!(discard(&game).contains(c("Dp6")));
    let game = duel(2, c("Dw5"), c("Dp3"));
    assert!(
        pile(&game, A).contains(c("Dp3")),
        "to the winner, not the loser"
    );
}

#[test]
fn rule_8_table_undead_and_dwarves_each_have_power_in_one_phase() {
    // Undead: to the winner's score pile in Phase 1, and (no power) to the winner in Phase 2.
    assert!(pile(&duel(1, c("Un4"), c("Un1")), A).includes(set("Un4 Un1")));
    assert!(pile(&duel(2, c("Un4"), c("Un1")), A).includes(set("Un4 Un1")));
    // Dwarves: discarded in Phase 1, to the loser in Phase 2.
    assert!(discard(&duel(1, c("Dw9"), c("Dw0"))).includes(set("Dw9 Dw0")));
    assert!(pile(&duel(2, c("Dw9"), c("Dw0")), B).includes(set("Dw9 Dw0")));
    // Goblins: no power in either phase.
    assert!(discard(&duel(1, c("Gb9"), c("Gb0"))).includes(set("Gb9 Gb0")));
    assert!(pile(&duel(2, c("Gb9"), c("Gb0")), A).includes(set("Gb9 Gb0")));
}

// ---------------------------------------------------------------------------------------
// 9. Scoring
// ---------------------------------------------------------------------------------------

fn vote(piles: [&str; 2], faction: Faction) -> Option<Seat> {
    score(piles.map(set)).factions[faction as usize].winner
}

#[test]
fn rule_9_1_counts_by_printed_faction() {
    let scored = score([set("Gb0 Gb0 Gb5 Dp1"), set("Kn2 Dp2 Dp3")]);
    let counts = |f: Faction| scored.factions[f as usize].counts;
    assert_eq!(counts(Faction::Goblins), [3, 0], "each Gb0 counts");
    assert_eq!(counts(Faction::Knights), [0, 1]);
    assert_eq!(counts(Faction::Doppelgangers), [1, 2]);
    assert_eq!(counts(Faction::Undead), [0, 0]);
}

#[test]
fn rule_9_2_1_the_majority_wins() {
    assert_eq!(vote(["Dw0 Dw1", "Dw9"], Faction::Dwarves), Some(A));
    assert_eq!(vote(["Gb9", "Gb0 Gb0"], Faction::Goblins), Some(B));
}

#[test]
fn rule_9_2_2_no_cards_on_either_side_is_unawarded() {
    for faction in Faction::ALL {
        assert_eq!(vote(["", ""], faction), None);
    }
}

#[test]
fn rule_9_2_3_equal_counts_go_to_the_higher_card() {
    assert_eq!(vote(["Un0 Un9", "Un8 Un7"], Faction::Undead), Some(A));
    assert_eq!(vote(["Gb0 Gb1", "Gb0 Gb0"], Faction::Goblins), Some(A));
    assert_eq!(vote(["Kn2", "Kn3"], Faction::Knights), Some(B));
}

#[test]
fn rule_9_2_4_equal_best_goblins_unawarded() {
    assert_eq!(vote(["Gb0", "Gb0"], Faction::Goblins), None);
    assert_eq!(vote(["Gb0 Gb0", "Gb0 Gb0"], Faction::Goblins), None);
}

#[test]
fn rule_9_3_more_votes_wins_and_equal_votes_draw() {
    // Goblins unawarded (Gb0 each), Knights unawarded (none): 2-1 wins, 2-2 draws.
    let result = score([set("Gb0 Un9 Dw1"), set("Gb0 Dp1")]);
    assert_eq!(result.votes, [2, 1]);
    assert_eq!(result.winner(), Some(A));
    let result = score([set("Gb0 Un9 Dw1"), set("Gb0 Dp1 Kn2")]);
    assert_eq!(result.votes, [2, 2]);
    assert_eq!(result.winner(), None);
    assert_eq!(
        result.factions[Faction::Goblins as usize].winner,
        None,
        "listed"
    );
}

// ---------------------------------------------------------------------------------------
// 10. Information
// ---------------------------------------------------------------------------------------

#[test]
fn rule_10_1_what_each_observer_sees() {
    // Trick 1: A leads Dp9 and wins the prize Gb9; B draws Gb8.
    let mut game = stacked("Dp9", "Dp1", "Gb9 Gb8 Kn9 Kn8");
    let a = view(&game, A);
    let b = view(&game, B);
    assert_eq!(a.seats[0].hand, Some(hand(&game, A)), "own hand: all cards");
    assert_eq!(a.seats[1].hand, None, "opponent's hand: count only");
    assert_eq!(a.seats[1].hand_size, 13);
    assert_eq!((a.deck_size, b.deck_size), (25, 25));
    assert_eq!((a.prize, b.prize), (Some(c("Gb9")), Some(c("Gb9"))));
    play(&mut game, "Dp9");
    assert_eq!(
        view(&game, B).lead,
        Some(c("Dp9")),
        "B sees the lead before replying"
    );
    play(&mut game, "Dp1");
    let a = view(&game, A);
    let b = view(&game, B);
    assert_eq!(b.seats[0].prizes_won, set("Gb9"), "won prizes are public");
    assert_eq!(a.seats[1].follower, None, "blind draws are not");
    assert_eq!(a.seats[1].follower_size, 1);
    assert_eq!(b.seats[1].follower, Some(set("Gb8")));
    assert_eq!(a.discard, set("Dp9 Dp1"));
    assert_eq!(public_part(&a), public_part(&b));
    assert_eq!(public_part(&a), spectator(&game));
}

#[test]
fn rule_10_1_the_public_log_is_the_same_for_everyone() {
    let mut game = Claim::new(&OPTIONS, &Start::seeded(101)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(101);
    game.play_out(&mut rng);
    let log = spectator(&game).tricks;
    assert_eq!(log.len(), 26);
    assert_eq!(view(&game, A).tricks, log);
    assert_eq!(view(&game, B).tricks, log);
    assert_eq!(log, game.tricks().copied().collect::<Vec<_>>());
    assert!(log[..13].iter().all(|t| t.prize.is_some() && t.phase == 1));
    assert!(log[13..].iter().all(|t| t.prize.is_none() && t.phase == 2));
    // After the last trick everything is face up: the piles and the discard hold all 52.
    let end = spectator(&game);
    let all = end.seats[0]
        .score_pile
        .plus(end.seats[1].score_pile)
        .plus(end.discard);
    assert_eq!(all, CardSet::FULL);
}

#[test]
fn rule_10_2_a_player_always_sees_their_own_follower_deck() {
    let mut game = Claim::new(&OPTIONS, &Start::seeded(102)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(102);
    while game.phase() == 1 {
        for seat in [A, B] {
            assert_eq!(
                view(&game, seat).seats[seat.index()].follower,
                Some(follower(&game, seat))
            );
        }
        let card = game.random_action(&mut rng).unwrap();
        game.apply(card).unwrap();
    }
}

#[test]
fn rule_10_3_after_the_deal_a_player_knows_only_their_own_cards() {
    let order = deal("", "", "");
    let game = Claim::new(&OPTIONS, &Start::stacked(0, order.clone())).unwrap();
    for seat in [A, B] {
        let seen = view(&game, seat);
        let own: CardSet = order[13 * seat.index()..13 * seat.index() + 13]
            .iter()
            .copied()
            .collect();
        for card in CardSet::FULL.distinct().filter(|&card| card != c("Gb0")) {
            let visible = own.contains(card) || card == order[26];
            assert_eq!(shows(&seen, card), visible, "{seat} and {card}");
        }
    }
}

#[test]
fn rule_10_3_phase_2_opponent_hand_shows_only_the_won_prizes() {
    let mut game = Claim::new(&OPTIONS, &Start::seeded(103)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(103);
    while game.phase() == 1 {
        let card = game.random_action(&mut rng).unwrap();
        game.apply(card).unwrap();
    }
    let a = view(&game, A);
    assert_eq!(a.seats[1].hand, None);
    assert_eq!(a.seats[1].hand_size, 13);
    let b_won = a.seats[1].prizes_won;
    assert!(
        hand(&game, B).includes(b_won),
        "the won prizes are in B's hand"
    );
    for card in hand(&game, B).minus(b_won).distinct() {
        if card != c("Gb0") && !hand(&game, A).contains(card) {
            assert!(!shows(&a, card), "A sees B's blind draw {card}");
        }
    }
}

#[test]
fn rule_10_4_no_serialized_view_holds_a_hidden_card() {
    let mut rng = ChaCha8Rng::seed_from_u64(104);
    for seed in 0..6 {
        let mut game = Claim::new(&ClaimOptions::default(), &Start::seeded(seed)).unwrap();
        loop {
            let setup = game.to_setup();
            for observer in [Observer::Seat(A), Observer::Seat(B), Observer::Spectator] {
                let seen = game.view(observer);
                // The deck, and every other seat's hand and follower deck except the
                // prizes it won (those were face up).
                let mut hidden: Vec<Card> = setup.deck.clone();
                for seat in [A, B] {
                    if observer != Observer::Seat(seat) {
                        let won = seen.seats[seat.index()].prizes_won;
                        let private = setup.hands[seat.index()].plus(setup.followers[seat.index()]);
                        hidden.extend(private.distinct().filter(|&card| !won.contains(card)));
                    }
                }
                for card in hidden.into_iter().filter(|&card| card != c("Gb0")) {
                    assert!(!shows(&seen, card), "{observer:?} sees {card}");
                }
            }
            let Some(card) = game.random_action(&mut rng) else {
                break;
            };
            game.apply(card).unwrap();
        }
    }
}

// ---------------------------------------------------------------------------------------
// 14. Test scenarios
// ---------------------------------------------------------------------------------------

#[test]
fn t01_knight_and_dwarf_refused_on_a_led_goblin() {
    let mut game = Pos {
        tricks: 9,
        lead: Some("Gb5"),
        a: "Kn2 Kn3 Kn4",
        b: "Gb2 Kn9 Dw3 Dp1",
        ..Pos::default()
    }
    .build();
    refused(&mut game, "Kn9");
    refused(&mut game, "Dw3");
    assert_eq!(legal(&game), cards("Gb2 Dp1"));
    assert_eq!(view(&game, B).legal, cards("Gb2 Dp1"));
    play(&mut game, "Dp1");
    assert_eq!(last_trick(&game).winner, A);
}

#[test]
fn t02_knight_on_a_led_goblin_wins_whatever_the_values() {
    let mut game = Pos {
        tricks: 10,
        lead: Some("Gb9"),
        a: "Gb3 Gb4",
        b: "Kn2 Dw9 Dp0",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Kn2 Dw9 Dp0"));
    play(&mut game, "Kn2");
    assert_eq!(last_trick(&game).winner, B);
}

#[test]
fn t03_a_led_knight_has_no_power() {
    let mut game = Pos {
        tricks: 11,
        lead: Some("Kn2"),
        a: "Kn3",
        b: "Gb9 Un4",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb9 Un4"));
    play(&mut game, "Gb9");
    assert_eq!(last_trick(&game).winner, A);

    let mut game = Pos {
        tricks: 12,
        lead: Some("Kn5"),
        b: "Kn8",
        ..Pos::default()
    }
    .build();
    play(&mut game, "Kn8");
    assert_eq!(last_trick(&game).winner, B);
}

#[test]
fn t04_a_led_doppelganger_forces_a_doppelganger() {
    let mut game = Pos {
        tricks: 10,
        lead: Some("Dp3"),
        a: "Kn2 Kn3",
        b: "Dp0 Gb9 Kn9",
        ..Pos::default()
    }
    .build();
    refused(&mut game, "Kn9");
    assert_eq!(legal(&game), cards("Dp0"));
    play(&mut game, "Dp0");
    assert_eq!(last_trick(&game).winner, A);
}

#[test]
fn t05_off_faction_loses_to_a_led_dp0() {
    let mut game = Pos {
        tricks: 11,
        lead: Some("Dp0"),
        a: "Kn2",
        b: "Kn9 Gb9",
        ..Pos::default()
    }
    .build();
    assert!(game.is_legal(c("Kn9")));
    play(&mut game, "Kn9");
    assert_eq!(last_trick(&game).winner, A);
}

#[test]
fn t06_doppelganger_may_follow_while_holding_the_faction() {
    let mut game = Pos {
        tricks: 11,
        lead: Some("Dw4"),
        a: "Kn2",
        b: "Dw1 Dp7",
        ..Pos::default()
    }
    .build();
    assert!(game.is_legal(c("Dp7")));
    play(&mut game, "Dp7");
    assert_eq!(last_trick(&game).winner, B);
}

#[test]
fn t07_equal_values_go_to_the_leader() {
    for (lead, reply) in [("Un5", "Dp5"), ("Gb0", "Gb0")] {
        let mut game = Pos {
            tricks: 12,
            lead: Some(lead),
            b: reply,
            ..Pos::default()
        }
        .build();
        play(&mut game, reply);
        assert_eq!(last_trick(&game).winner, A, "{lead} then {reply}");
    }
}

#[test]
fn t08_undead_on_undead_in_phase_1() {
    let mut game = Pos {
        tricks: 5,
        prize: "Gb7",
        deck: "Kn4 Dw6",
        lead: Some("Un3"),
        b: "Un8",
        ..Pos::default()
    }
    .build();
    let (a_follow, b_follow) = (follower(&game, A), follower(&game, B));
    let (a_pile, b_pile, discarded) = (pile(&game, A), pile(&game, B), discard(&game));
    play(&mut game, "Un8");
    assert_eq!(last_trick(&game).winner, B);
    assert_eq!(follower(&game, B), b_follow.plus(set("Gb7")));
    assert_eq!(follower(&game, A), a_follow.plus(set("Kn4")));
    assert!(view(&game, A).seats[0].follower.unwrap().contains(c("Kn4")));
    assert!(!shows(&view(&game, B), c("Kn4")), "B must not see Kn4");
    assert!(!shows(&spectator(&game), c("Kn4")));
    assert_eq!(pile(&game, B), b_pile.plus(set("Un3 Un8")));
    assert_eq!(pile(&game, A), a_pile);
    assert_eq!(discard(&game), discarded);
    assert_eq!(game.to_act(), Some(B));
    assert_eq!(spectator(&game).prize, Some(c("Dw6")));
}

#[test]
fn t09_off_faction_undead_goes_to_the_winner() {
    let mut game = Pos {
        tricks: 12,
        prize: "Dw2",
        deck: "Kn6",
        lead: Some("Gb4"),
        b: "Un9",
        ..Pos::default()
    }
    .build();
    let (a_follow, b_follow) = (follower(&game, A), follower(&game, B));
    let (a_pile, discarded) = (pile(&game, A), discard(&game));
    play(&mut game, "Un9");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(pile(&game, A), a_pile.plus(set("Un9")));
    assert_eq!(discard(&game), discarded.plus(set("Gb4")));
    // This was trick 13: the follower decks are now the hands.
    assert_eq!(hand(&game, A), a_follow.plus(set("Dw2")));
    assert_eq!(
        hand(&game, B),
        b_follow.plus(set("Kn6")),
        "B drew the top card"
    );
    assert_eq!(view(&game, B).seats[0].prizes_won, set("Dw2"));
}

#[test]
fn t10_a_doppelganger_on_an_undead_is_discarded() {
    let mut game = Pos {
        tricks: 11,
        lead: Some("Un2"),
        a: "Kn2",
        b: "Dp6 Kn3",
        ..Pos::default()
    }
    .build();
    let (a_pile, b_pile, discarded) = (pile(&game, A), pile(&game, B), discard(&game));
    play(&mut game, "Dp6");
    assert_eq!(last_trick(&game).winner, B);
    assert_eq!(pile(&game, B), b_pile.plus(set("Un2")));
    assert_eq!(pile(&game, A), a_pile);
    assert_eq!(discard(&game), discarded.plus(set("Dp6")));
}

#[test]
fn t11_an_undead_prize_goes_to_the_follower_deck() {
    let mut game = Pos {
        tricks: 5,
        prize: "Un9",
        lead: Some("Gb1"),
        b: "Gb0",
        ..Pos::default()
    }
    .build();
    let (a_follow, a_pile, b_pile, discarded) = (
        follower(&game, A),
        pile(&game, A),
        pile(&game, B),
        discard(&game),
    );
    play(&mut game, "Gb0");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(follower(&game, A), a_follow.plus(set("Un9")));
    assert_eq!([pile(&game, A), pile(&game, B)], [a_pile, b_pile]);
    assert_eq!(discard(&game), discarded.plus(set("Gb1 Gb0")));
}

#[test]
fn t12_dwarves_are_discarded_in_phase_1() {
    let mut game = Pos {
        tricks: 7,
        lead: Some("Dw9"),
        b: "Dw0",
        ..Pos::default()
    }
    .build();
    let (a_pile, b_pile, discarded) = (pile(&game, A), pile(&game, B), discard(&game));
    play(&mut game, "Dw0");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(discard(&game), discarded.plus(set("Dw9 Dw0")));
    assert_eq!([pile(&game, A), pile(&game, B)], [a_pile, b_pile]);
}

#[test]
fn t13_both_dwarves_to_the_loser() {
    let mut game = Pos {
        tricks: 15,
        lead: Some("Dw2"),
        b: "Dw7",
        ..Pos::default()
    }
    .build();
    let (a_pile, b_pile) = (pile(&game, A), pile(&game, B));
    play(&mut game, "Dw7");
    assert_eq!(last_trick(&game).winner, B);
    assert_eq!(pile(&game, A), a_pile.plus(set("Dw2 Dw7")));
    assert_eq!(pile(&game, B), b_pile);
    assert_eq!(game.to_act(), Some(B));
}

#[test]
fn t14_led_dwarf_goes_to_the_loser() {
    let mut game = Pos {
        tricks: 24,
        lead: Some("Dw8"),
        a: "Kn9",
        b: "Gb1 Kn3",
        ..Pos::default()
    }
    .build();
    assert_eq!(legal(&game), cards("Gb1 Kn3"));
    let (a_pile, b_pile) = (pile(&game, A), pile(&game, B));
    play(&mut game, "Gb1");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(pile(&game, A), a_pile.plus(set("Gb1")));
    assert_eq!(pile(&game, B), b_pile.plus(set("Dw8")));
}

#[test]
fn t15_a_doppelganger_on_a_dwarf_goes_to_the_winner() {
    let mut game = Pos {
        tricks: 20,
        lead: Some("Dw5"),
        b: "Dp3",
        ..Pos::default()
    }
    .build();
    let (a_pile, b_pile) = (pile(&game, A), pile(&game, B));
    play(&mut game, "Dp3");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(pile(&game, B), b_pile.plus(set("Dw5")));
    assert_eq!(pile(&game, A), a_pile.plus(set("Dp3")));
}

#[test]
fn t16_undead_have_no_power_in_phase_2() {
    let mut game = Pos {
        tricks: 18,
        lead: Some("Un4"),
        b: "Un1",
        ..Pos::default()
    }
    .build();
    let (a_pile, b_pile) = (pile(&game, A), pile(&game, B));
    play(&mut game, "Un1");
    assert_eq!(last_trick(&game).winner, A);
    assert_eq!(pile(&game, A), a_pile.plus(set("Un4 Un1")));
    assert_eq!(pile(&game, B), b_pile);
}

#[test]
fn t17_knight_on_goblin_in_phase_2() {
    let mut game = Pos {
        tricks: 24,
        lead: Some("Gb9"),
        a: "Dw0",
        b: "Kn2 Dw3",
        ..Pos::default()
    }
    .build();
    let (a_pile, b_pile) = (pile(&game, A), pile(&game, B));
    play(&mut game, "Kn2");
    assert_eq!(last_trick(&game).winner, B);
    assert_eq!(pile(&game, B), b_pile.plus(set("Gb9 Kn2")));
    assert_eq!(pile(&game, A), a_pile);
}

#[test]
fn t18_phase_2_starts_with_the_winner_of_trick_13() {
    let mut game = Pos {
        tricks: 12,
        prize: "Dp4",
        deck: "Dw8",
        lead: Some("Gb3"),
        b: "Kn5",
        score_a: "Un1",
        score_b: "Un2 Un3",
        ..Pos::default()
    }
    .build();
    let followers = [follower(&game, A), follower(&game, B)];
    play(&mut game, "Kn5");
    assert_eq!(last_trick(&game).leader, A);
    assert_eq!(last_trick(&game).winner, B);
    assert_eq!(hand(&game, A), followers[0].plus(set("Dw8")));
    assert_eq!(hand(&game, B), followers[1].plus(set("Dp4")));
    assert_eq!(spectator(&game).seats.map(|s| s.hand_size), [13, 13]);
    assert_eq!(game.phase(), 2);
    assert_eq!(game.to_act(), Some(B));
    assert_eq!(
        [pile(&game, A), pile(&game, B)],
        [set("Un1"), set("Un2 Un3")]
    );
}

#[test]
fn t19_count_decides_before_the_highest_card() {
    assert_eq!(
        vote(["Dw1 Dw2 Dw3 Dw4", "Dw9 Dw8 Dw7"], Faction::Dwarves),
        Some(A)
    );
}

#[test]
fn t20_equal_counts_go_to_the_highest_card() {
    assert_eq!(vote(["Gb7 Gb0", "Gb5 Gb3"], Faction::Goblins), Some(A));
}

#[test]
fn t21_equal_gb0_goblins_unawarded() {
    assert_eq!(vote(["Gb0 Gb0", "Gb0 Gb0"], Faction::Goblins), None);
}

#[test]
fn t22_no_knights_unawarded_without_error() {
    let result = score([set("Gb1 Un2 Dw3 Dp4"), set("Gb2 Un3 Dw4 Dp5")]);
    assert_eq!(result.factions[Faction::Knights as usize].winner, None);
    assert_eq!(
        result.factions[Faction::Knights as usize].highest,
        [None, None]
    );
}

/// A finished game with these score piles; every card not in them is discarded.
fn finished(score_a: &'static str, score_b: &'static str) -> Claim {
    Pos {
        tricks: 26,
        score_a,
        score_b,
        ..Pos::default()
    }
    .build()
}

#[test]
fn t23_final_votes() {
    // (a) A: Goblins, Undead. B: Dwarves, Doppelgängers. Knights unawarded. Draw 2-2.
    let game = finished(
        "Un0 Un1 Un2 Un3 Un4 Un5 Gb9 Gb8 Gb7 Gb6 Gb5 Gb4 Dw0 Dw1 Dp0",
        "Un6 Un7 Un8 Un9 Gb3 Gb2 Dw9 Dw8 Dw7 Dw6 Dp9 Dp8 Dp7",
    );
    let outcome = game.outcome().unwrap();
    let winners = outcome.detail.factions.map(|vote| vote.winner);
    assert_eq!(winners, [Some(A), None, Some(A), Some(B), Some(B)]);
    assert!(outcome.is_draw());
    assert_eq!(outcome.scores, [2, 2]);

    // (b) A: Undead, Dwarves. B: Doppelgängers. Goblins (Gb0 each) and Knights unawarded.
    let game = finished(
        "Un0 Un1 Un2 Un3 Un4 Un5 Gb0 Gb0 Dw0 Dw1 Dw2 Dw3 Dw4 Dw5 Dw6 Dw7 Dw8 Dw9",
        "Un6 Un7 Un8 Un9 Gb0 Gb0 Dp0 Dp1 Dp2 Dp3 Dp4 Dp5 Dp6 Dp7 Dp8 Dp9",
    );
    let outcome = game.outcome().unwrap();
    let winners = outcome.detail.factions.map(|vote| vote.winner);
    assert_eq!(winners, [None, None, Some(A), Some(A), Some(B)]);
    assert_eq!(outcome.winners, [A]);
    assert_eq!(outcome.scores, [2, 1]);

    // (c) A: Goblins, Undead, Dwarves. B: Knights, Doppelgängers. A wins 3-2.
    let game = finished(
        "Gb9 Gb8 Gb7 Un0 Un1 Un2 Un3 Un4 Un5 Dw0 Dw1 Dw2 Dw3 Dw4 Dw5",
        "Kn2 Kn3 Kn4 Kn5 Kn6 Kn7 Kn8 Kn9 Un6 Un7 Un8 Un9 Dw6 Dw7 Dw8 Dw9 Dp0 Dp1 Dp2",
    );
    let outcome = game.outcome().unwrap();
    let winners = outcome.detail.factions.map(|vote| vote.winner);
    assert_eq!(winners, [Some(A), Some(B), Some(A), Some(A), Some(B)]);
    assert_eq!(outcome.winners, [A]);
    assert_eq!(outcome.scores, [3, 2]);
}

#[test]
fn t24_a_doppelganger_scores_as_a_doppelganger() {
    let mut game = Pos {
        tricks: 25,
        lead: Some("Gb3"),
        b: "Dp6",
        score_a: "Gb9 Gb8 Un0 Un1 Un2 Un3 Un4 Un5 Kn2 Kn3 Kn4 Kn5 Kn6 Kn7 Kn8 Kn9",
        score_b: "Gb7 Un6 Un7 Un8 Un9 Dw0 Dw1 Dw2 Dw3 Dw4 Dw5 Dw6 Dw7 Dw8 Dw9",
        ..Pos::default()
    }
    .build();
    assert_eq!(discard(&game).count(Faction::Doppelgangers), 9);
    play(&mut game, "Dp6");
    assert_eq!(last_trick(&game).winner, B);
    let outcome = game.outcome().unwrap();
    let goblins = outcome.detail.factions[Faction::Goblins as usize];
    let dopps = outcome.detail.factions[Faction::Doppelgangers as usize];
    assert_eq!(goblins.counts, [2, 2], "Dp6 is not a Goblin");
    assert_eq!(goblins.winner, Some(A), "Gb9 beats Gb7");
    assert_eq!(dopps.counts, [0, 1]);
    assert_eq!(dopps.winner, Some(B));
}

#[test]
fn t25_a_blind_draw_is_seen_only_by_its_drawer() {
    // A wins tricks 1 and 2 (prizes Gb9, Kn9), loses trick 3 and draws Kn7.
    let mut game = stacked("Dp9 Dp8 Dp0", "Dp1 Dp2 Dp3", "Gb9 Gb8 Kn9 Kn8 Un0 Kn7 Dw9");
    for (lead, reply) in [("Dp9", "Dp1"), ("Dp8", "Dp2"), ("Dp0", "Dp3")] {
        play(&mut game, lead);
        play(&mut game, reply);
    }
    let winners: Vec<Seat> = game.tricks().map(|t| t.winner).collect();
    assert_eq!(winners, [A, A, B]);
    let a = view(&game, A);
    let b = view(&game, B);
    assert_eq!(a.seats[0].follower, Some(set("Gb9 Kn9 Kn7")));
    assert_eq!(b.seats[0].follower, None);
    assert_eq!(b.seats[0].follower_size, 3, "grew by one card from 2");
    assert!(!shows(&b, c("Kn7")));
    assert_eq!(b.seats[0].prizes_won, set("Gb9 Kn9"));
    assert_eq!(a.seats[0].prizes_won, set("Gb9 Kn9"));
    // B's own blind draws (Gb8, Kn8) are hidden from A the same way.
    assert_eq!(b.seats[1].follower, Some(set("Gb8 Kn8 Un0")));
    assert!(!shows(&a, c("Gb8")) && !shows(&a, c("Kn8")));
    assert_eq!(a.seats[1].prizes_won, set("Un0"));
    // Apart from their own cards the two observations are the same.
    assert_eq!(public_part(&a), public_part(&b));
}
