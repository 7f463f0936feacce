//! The game review: reproducible, computed from the reviewed seat's views only, finds a
//! planted blunder (a Claim trick and a Provinces win thrown away), and reviews every game.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use interregnum_bots::{
    Bot, BotSpec, Heuristic, ReviewConfig, ReviewError, ask, derive_seed,
    review::{Mark, Review, ReviewControl, review},
    review_replay,
};
use interregnum_claim::{Card, Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Recorded, Replay, Seat, Start, shuffle::shuffle};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const A: Seat = Seat::new(0);
const B: Seat = Seat::new(1);

fn quiet_review(replay: &Replay, seat: Seat, budget: u32, threads: usize) -> Review {
    let stop = AtomicBool::new(false);
    let control = ReviewControl {
        on_progress: &|_, _| {},
        stop: &stop,
    };
    review_replay(replay, seat, &ReviewConfig { budget, threads }, &control).unwrap()
}

/// Plays a game of `G` from `start` with the given bots, each seat its own, to the end or
/// for `limit` actions; returns the record.
fn play<G: Heuristic>(
    options: &G::Options,
    start: Start<G::Card>,
    specs: &[BotSpec],
    limit: usize,
) -> Recorded<G> {
    let mut recorded = Recorded::<G>::new(options, start).unwrap();
    let seats = recorded.state().n_seats();
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..seats)
        .map(|seat| specs[seat % specs.len()].build::<G>(derive_seed(7, seat as u64)))
        .collect();
    let mut legal = Vec::new();
    while let Some(seat) = recorded.state().to_act() {
        if recorded.actions().len() >= limit {
            break;
        }
        let action = ask(
            bots[seat.index()].as_mut(),
            recorded.state(),
            seat,
            &mut legal,
        );
        recorded.apply(action).unwrap();
    }
    recorded
}

/// Plays `state` to its end with the rules of thumb in both seats, seeded apart.
fn finish_by_rules_of_thumb<G: Heuristic>(state: &mut Recorded<G>) {
    let mut bots = [
        BotSpec::Heuristic.build::<G>(1),
        BotSpec::Heuristic.build::<G>(2),
    ];
    let mut legal = Vec::new();
    while let Some(seat) = state.state().to_act() {
        let action = ask(bots[seat.index()].as_mut(), state.state(), seat, &mut legal);
        state.apply(action).unwrap();
    }
}

fn claim_replay(seed: u64) -> Replay {
    play::<Claim>(
        &ClaimOptions::default(),
        Start::seeded(seed),
        &[BotSpec::Heuristic],
        usize::MAX,
    )
    .replay()
}

#[test]
fn the_same_replay_seat_and_budget_give_the_same_review_whatever_the_threads() {
    let replay = claim_replay(3);
    let first = quiet_review(&replay, A, 300, 1);
    assert_eq!(quiet_review(&replay, A, 300, 1), first);
    assert_eq!(quiet_review(&replay, A, 300, 2), first, "two threads");
    // The review of the other seat is another review.
    assert_ne!(quiet_review(&replay, B, 300, 2).decisions, first.decisions);
    // And it goes out as JSON and comes back the same (up to the last bit of a float,
    // which serde_json's default parser may round differently).
    let json = serde_json::to_string(&first).unwrap();
    let back = serde_json::from_str::<Review>(&json).unwrap();
    assert_eq!(back.summary.turning_points, first.summary.turning_points);
    assert_eq!(back.decisions.len(), first.decisions.len());
    for (back, first) in back.decisions.iter().zip(&first.decisions) {
        assert_eq!(
            (back.ply, &back.played, &back.best, back.mark),
            (first.ply, &first.played, &first.best, first.mark)
        );
        assert!((back.value - first.value).abs() < 1e-12);
    }
}

#[test]
fn a_review_has_every_decision_of_the_seat_with_its_legal_actions() {
    let replay = claim_replay(4);
    let recorded = Recorded::<Claim>::from_replay(&replay).unwrap();
    let review = quiet_review(&replay, B, 200, 2);
    // Replaying, list B's turns with a choice and their legal actions.
    let mut start = replay.clone();
    start.actions.clear();
    let mut state = Recorded::<Claim>::from_replay(&start)
        .unwrap()
        .state()
        .clone();
    let mut legal = Vec::new();
    let mut expected = Vec::new();
    for (ply, &card) in recorded.actions().iter().enumerate() {
        state.legal_actions(&mut legal);
        if state.to_act() == Some(B) && legal.len() > 1 {
            let mut names: Vec<String> = legal.iter().map(ToString::to_string).collect();
            names.sort();
            expected.push((ply, card.to_string(), names));
        }
        state.apply(card).unwrap();
    }
    let found: Vec<(usize, String, Vec<String>)> = review
        .decisions
        .iter()
        .map(|d| {
            let mut names: Vec<String> = d.actions.iter().map(|a| a.action.clone()).collect();
            names.sort();
            (d.ply, d.played.clone(), names)
        })
        .collect();
    assert_eq!(found, expected);
    let payoff = state.payoffs().unwrap()[B.index()];
    assert_eq!(review.summary.payoff, Some(payoff));
    assert_eq!(review.summary.decisions, expected.len());
    for pair in review.decisions.windows(2) {
        assert_eq!(pair[0].swing, Some(pair[1].value - pair[0].value));
    }
    let last = review.decisions.last().unwrap();
    assert_eq!(last.swing, Some(payoff - last.value));
    for decision in &review.decisions {
        assert!((0.0..=1.0).contains(&decision.value));
        assert!(decision.loss >= 0.0);
        let visits: u64 = decision.actions.iter().map(|a| u64::from(a.visits)).sum();
        assert_eq!(
            visits, decision.iterations,
            "every iteration took one action"
        );
        for action in &decision.actions {
            assert!(action.low <= action.value && action.value <= action.high);
        }
    }
}

/// Claim's 52 cards in an order drawn from `seed`, for a stacked deck.
fn shuffled_deck(seed: u64) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all_kinds().collect();
    let goblin0: Card = "Gb0".parse().unwrap();
    deck.extend([goblin0; 4]);
    assert_eq!(deck.len(), 52);
    shuffle(&mut deck, &mut ChaCha8Rng::seed_from_u64(seed));
    deck
}

/// Two records of the first `actions` actions of one Claim game that differ in one card
/// seat A never saw by then: a card of B's hand B had not played, swapped with a card of
/// the same faction still face down in the deck. Every view A had of the game is the same
/// in both; the states are not.
fn games_a_cannot_tell_apart(actions: usize) -> (Replay, Replay) {
    let options = ClaimOptions {
        first_leader: Some(0),
    };
    for seed in 0..50 {
        let deck = shuffled_deck(seed);
        let original = play::<Claim>(
            &options,
            Start::stacked(seed, deck.clone()),
            &[BotSpec::Heuristic],
            actions,
        );
        let played: Vec<Card> = original.actions().to_vec();
        // B's hand is cards 13 to 25 of the stacked deck, the deck from 26 on.
        for x in 13..26 {
            for y in 26..52 {
                if played.contains(&deck[x])
                    || deck[x].faction() != deck[y].faction()
                    || deck[x] == deck[y]
                {
                    continue;
                }
                let mut swapped = deck.clone();
                swapped.swap(x, y);
                let mut other = original.replay();
                other.deck = Some(swapped.iter().map(ToString::to_string).collect());
                let Ok(other_recorded) = Recorded::<Claim>::from_replay(&other) else {
                    continue;
                };
                if same_views_for_a(&original.replay(), &other)
                    && other_recorded.state() != original.state()
                {
                    return (original.replay(), other);
                }
            }
        }
    }
    panic!("no pair of games seat A cannot tell apart in 50 deals");
}

/// Whether seat A's view is the same in both records before each of A's actions (and at
/// the end).
fn same_views_for_a(first: &Replay, second: &Replay) -> bool {
    let states = |replay: &Replay| {
        let recorded = Recorded::<Claim>::from_replay(replay).unwrap();
        let mut start = replay.clone();
        start.actions.clear();
        let mut state = Recorded::<Claim>::from_replay(&start)
            .unwrap()
            .state()
            .clone();
        let mut views = Vec::new();
        for &card in recorded.actions() {
            if state.to_act() == Some(A) {
                views.push(state.view(Observer::Seat(A)));
            }
            state.apply(card).unwrap();
        }
        views.push(state.view(Observer::Seat(A)));
        views
    };
    states(first) == states(second)
}

/// The review of A depends on A's views only: two games that differ in a card A never saw
/// get the same review, decision by decision.
#[test]
fn a_review_never_reads_what_the_seat_could_not_see() {
    // Eight tricks: B still holds five cards it has not shown, and ten deck cards are unseen.
    let (original, other) = games_a_cannot_tell_apart(16);
    assert_ne!(original.deck, other.deck);
    let first = quiet_review(&original, A, 400, 2);
    assert!(first.decisions.len() >= 6, "{}", first.decisions.len());
    assert_eq!(quiet_review(&other, A, 400, 2), first);
    // B's own hand differs, and so does what B's review searched from.
    assert_ne!(
        quiet_review(&other, B, 400, 2).decisions,
        quiet_review(&original, B, 400, 2).decisions
    );
}

/// Each of seat A's actions at the state, with A's result under perfect play by both
/// seats from there (1 a sure win, 0 a sure loss, a half a draw): the oracle, which reads
/// the full state, for the last tricks of Claim, where there are few cards and no chance.
fn minimax(state: &Claim) -> f64 {
    let Some(seat) = state.to_act() else {
        return state.payoffs().unwrap()[A.index()];
    };
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    let values = legal.iter().map(|&card| {
        let mut next = state.clone();
        next.apply(card).unwrap();
        minimax(&next)
    });
    if seat == A {
        values.fold(0.0, f64::max)
    } else {
        values.fold(1.0, f64::min)
    }
}

/// A Claim record in which seat A, in the last tricks, plays a card that turns a sure win
/// into a sure loss: its actions up to that decision as the bots played them, the losing
/// card, and the game finished by the bots.
fn planted_blunder() -> (Replay, usize) {
    for seed in 0..100 {
        let recorded = play::<Claim>(
            &ClaimOptions::default(),
            Start::seeded(seed),
            &[BotSpec::Heuristic],
            usize::MAX,
        );
        let mut start = recorded.replay();
        start.actions.clear();
        let mut state = Recorded::<Claim>::from_replay(&start).unwrap();
        let mut legal = Vec::new();
        for &card in recorded.actions() {
            let position = state.state().clone();
            position.legal_actions(&mut legal);
            // The last four tricks: at most 8 cards each, a small tree for the oracle.
            if position.tricks_played() >= 22 && position.to_act() == Some(A) && legal.len() > 1 {
                let outcome = |card: Card| {
                    let mut next = position.clone();
                    next.apply(card).unwrap();
                    minimax(&next)
                };
                let winning = legal.iter().any(|&card| outcome(card) == 1.0);
                if let Some(&losing) = legal.iter().find(|&&card| outcome(card) == 0.0)
                    && winning
                {
                    let ply = state.actions().len();
                    state.apply(losing).unwrap();
                    finish_by_rules_of_thumb(&mut state);
                    assert_eq!(state.state().payoffs().unwrap()[A.index()], 0.0);
                    return (state.replay(), ply);
                }
            }
            state.apply(card).unwrap();
        }
    }
    panic!("no decision between a sure win and a sure loss in 100 games");
}

#[test]
fn a_planted_blunder_in_the_last_tricks_is_marked_a_blunder() {
    let (replay, ply) = planted_blunder();
    let review = quiet_review(&replay, A, 3_000, 2);
    let decision = review
        .decisions
        .iter()
        .find(|d| d.ply == ply)
        .expect("the planted decision is reviewed");
    assert_eq!(decision.mark, Some(Mark::Blunder), "{decision:?}");
    assert_ne!(decision.best, decision.played);
    assert!(review.summary.blunders >= 1);
}

fn assert_sound(review: &Review) {
    assert!(!review.decisions.is_empty(), "{}: no decision", review.game);
    for decision in &review.decisions {
        assert!((0.0..=1.0).contains(&decision.value), "{decision:?}");
        assert!(decision.actions.len() > 1);
        assert!(decision.actions.iter().any(|a| a.action == decision.played));
        assert!(decision.actions.iter().any(|a| a.action == decision.best));
    }
    let marked = review.decisions.iter().filter(|d| d.mark.is_some()).count();
    assert_eq!(marked, review.summary.mistakes + review.summary.blunders);
    assert!(review.summary.payoff.is_some());
}

#[test]
fn every_game_and_table_size_is_reviewed() {
    for players in [2, 3, 4] {
        let options = IkOptions {
            players,
            points_to_win: 2,
        };
        let replay = play::<ImposterKings>(
            &options,
            Start::seeded(u64::from(players)),
            &[BotSpec::Heuristic],
            usize::MAX,
        )
        .replay();
        for seat in Seat::all(usize::from(players)) {
            assert_sound(&quiet_review(&replay, seat, 40, 2));
        }
    }
    let options = ProvincesOptions::default();
    let replay = play::<Provinces>(
        &options,
        Start::seeded(2),
        &[BotSpec::Heuristic],
        usize::MAX,
    )
    .replay();
    assert_sound(&quiet_review(&replay, B, 20, 2));
}

#[test]
fn progress_is_reported_for_every_decision_and_a_stop_ends_the_review() {
    let replay = claim_replay(5);
    let reported = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let on_progress = |done: usize, total: usize| {
        assert!(done <= total);
        reported.fetch_add(1, Ordering::Relaxed);
    };
    let control = ReviewControl {
        on_progress: &on_progress,
        stop: &stop,
    };
    let config = ReviewConfig {
        budget: 50,
        threads: 2,
    };
    let done = review::<Claim>(&replay, A, &config, &control).unwrap();
    assert_eq!(reported.load(Ordering::Relaxed), done.decisions.len());
    stop.store(true, Ordering::Relaxed);
    assert!(matches!(
        review::<Claim>(&replay, A, &config, &control),
        Err(ReviewError::Stopped)
    ));
}

#[test]
fn a_bad_request_is_refused_with_what_is_allowed() {
    let replay = claim_replay(6);
    let stop = AtomicBool::new(false);
    let control = ReviewControl {
        on_progress: &|_, _| {},
        stop: &stop,
    };
    let config = ReviewConfig::default();
    let err = review_replay(&replay, Seat::new(2), &config, &control).unwrap_err();
    assert_eq!(
        err.to_string(),
        "seat C is not at this table, whose seats are A to B"
    );
    let zero = ReviewConfig {
        budget: 0,
        threads: 1,
    };
    let err = review_replay(&replay, A, &zero, &control).unwrap_err();
    assert!(err.to_string().contains("1 to 1000000"), "{err}");
    let mut unknown = replay.clone();
    unknown.game = "chess".to_owned();
    let err = review_replay(&unknown, A, &config, &control).unwrap_err();
    assert!(
        err.to_string()
            .contains("claim, imposter-kings and provinces")
    );
    let mut broken = replay;
    broken.actions[0] = "Xx9".to_owned();
    assert!(matches!(
        review_replay(&broken, A, &config, &control),
        Err(ReviewError::Replay(_))
    ));
}

/// The share of `runs` continuations from `state`, each with careless rules of thumb seeded
/// apart, that `seat` wins: an oracle that sees every card, for a position's true worth.
fn provinces_win_share(state: &Provinces, seat: Seat, runs: u64) -> f64 {
    let mut total = 0.0;
    let mut legal = Vec::new();
    for run in 0..runs {
        let mut next = state.clone();
        let mut bots: Vec<Box<dyn Bot<Provinces>>> = (0..next.n_seats())
            .map(|s| {
                BotSpec::Careless { random_percent: 20 }.build::<Provinces>(run * 8 + s as u64)
            })
            .collect();
        while let Some(to_act) = next.to_act() {
            let action = ask(bots[to_act.index()].as_mut(), &next, to_act, &mut legal);
            next.apply(action).unwrap();
        }
        total += next.payoffs().unwrap()[seat.index()];
    }
    total / runs as f64
}

/// A Provinces record in which seat A, the last to play in its round, could lay the Province
/// that wins the game when the round ends (the win is checked then: B8.3), and ends its turn
/// instead, after which it wins at most half the continuations of an oracle that sees every
/// card: a sure win thrown away.
/// Its actions up to that decision as the bots played them, the End Turn, and the game
/// finished by the bots.
fn planted_provinces_blunder() -> (Replay, usize) {
    use interregnum_provinces::{Action, Phase};
    let options = ProvincesOptions::default();
    for seed in 0..300 {
        let recorded = play::<Provinces>(
            &options,
            Start::seeded(seed),
            &[BotSpec::Heuristic],
            usize::MAX,
        );
        let mut start = recorded.replay();
        start.actions.clear();
        let mut state = Recorded::<Provinces>::from_replay(&start).unwrap();
        let mut legal = Vec::new();
        for &action in recorded.actions() {
            let position = state.state().clone();
            position.legal_actions(&mut legal);
            if position.to_act() == Some(A)
                && matches!(position.phase(), Phase::Main)
                && legal.contains(&Action::Province)
                && legal.contains(&Action::EndTurn)
            {
                let mut laid = position.clone();
                laid.apply(Action::Province).unwrap();
                let wins_now = laid.apply(Action::EndTurn).is_ok()
                    && laid.payoffs().is_some_and(|p| p[A.index()] == 1.0);
                let mut ended = position.clone();
                ended.apply(Action::EndTurn).unwrap();
                if wins_now && ended.to_act().is_some() && provinces_win_share(&ended, A, 8) <= 0.5
                {
                    let ply = state.actions().len();
                    state.apply(Action::EndTurn).unwrap();
                    finish_by_rules_of_thumb(&mut state);
                    return (state.replay(), ply);
                }
            }
            state.apply(action).unwrap();
        }
    }
    panic!("no sure Province win thrown away in 300 games");
}

#[test]
fn a_planted_blunder_that_keeps_the_winning_province_in_hand_is_marked_a_blunder() {
    let (replay, ply) = planted_provinces_blunder();
    let review = quiet_review(&replay, A, 1_000, 2);
    let decision = review
        .decisions
        .iter()
        .find(|d| d.ply == ply)
        .expect("the planted decision is reviewed");
    assert_eq!(decision.mark, Some(Mark::Blunder), "{decision:?}");
    assert_eq!(decision.played, "end", "{decision:?}");
    assert_eq!(decision.best, "province", "{decision:?}");
}
