//! The action spaces and observations of every table: fixed ids, every legal action has
//! one, and an observation shows a seat its view and nothing else.

use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use interregnum_tensors::{Encoding, Space, Writer};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// `seat`'s observation of `game`, written into a fresh zeroed buffer.
fn observation<G: Encoding>(space: &Space<G>, game: &G, seat: Seat) -> Vec<f32> {
    let mut out = vec![0.0; space.observation_len];
    G::encode(
        &space.layout,
        G::see(game, Observer::Seat(seat), &mut None),
        &mut Writer::new(&mut out),
    );
    out
}

/// Every state along `games` random games from consecutive seeds (the last one over).
fn states<G: Game>(options: &G::Options, games: u64) -> Vec<G> {
    let mut states = Vec::new();
    for seed in 0..games {
        let mut game = G::new(options, &Start::seeded(seed)).expect("valid options");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        states.push(game.clone());
        while let Some(action) = game.random_action(&mut rng) {
            game.apply_unchecked(action);
            states.push(game.clone());
        }
    }
    states
}

fn the_space_is_a_bijection<G: Encoding>(options: &G::Options) {
    let space = Space::<G>::of(options).expect("a space for the table");
    assert!(space.n_actions() > 0);
    for id in 0..space.n_actions() {
        let action = space
            .action(id)
            .expect("every id below n_actions has an action");
        assert_eq!(space.id(action), Some(id as u32), "{action}");
    }
    assert_eq!(space.action(space.n_actions()), None);
}

fn every_legal_action_has_an_id<G: Encoding>(options: &G::Options, games: u64) {
    let space = Space::<G>::of(options).expect("a space for the table");
    let mut legal = Vec::new();
    for state in states::<G>(options, games) {
        state.legal_actions(&mut legal);
        for &action in &legal {
            let id = space
                .id(action)
                .unwrap_or_else(|| panic!("{action} has no id"));
            assert_eq!(space.action(id as usize), Some(action));
        }
    }
}

/// States drawn by `determinize` from a seat's view differ in the cards hidden from the
/// seat; its observation must not.
fn the_observation_is_the_same_for_every_state_the_view_allows<G: Encoding>(
    options: &G::Options,
    games: u64,
) {
    let space = Space::<G>::of(options).expect("a space for the table");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let (mut checked, mut differed) = (0, 0);
    for (i, state) in states::<G>(options, games).into_iter().enumerate() {
        if i % 5 != 0 || state.to_act().is_none() {
            continue;
        }
        for seat in Seat::all(state.n_seats()) {
            let seen = observation(&space, &state, seat);
            let view = state.view(Observer::Seat(seat));
            for _ in 0..2 {
                let drawn = G::determinize(&view, &mut rng).expect("a state from the view");
                assert_eq!(
                    observation(&space, &drawn, seat),
                    seen,
                    "state {i}, {seat:?}"
                );
                checked += 1;
                differed += usize::from(drawn != state);
            }
        }
    }
    assert!(checked > 20, "only {checked} samples");
    // Otherwise the check above would say nothing about hidden cards.
    assert!(
        differed > checked / 2,
        "{differed} of {checked} samples differed"
    );
}

/// An observation that ignored the seat's cards would pass the test above trivially.
fn observations_tell_deals_apart<G: Encoding>(options: &G::Options) {
    let space = Space::<G>::of(options).expect("a space for the table");
    let first: Vec<Vec<f32>> = (0..6)
        .map(|seed| {
            let game = G::new(options, &Start::seeded(seed)).expect("valid options");
            observation(&space, &game, Seat::new(0))
        })
        .collect();
    assert!(first.iter().any(|o| *o != first[0]));
}

/// The recorded fields cover the observation from its start to its end, each once.
fn the_fields_tile_the_observation<G: Encoding>(options: &G::Options) {
    let space = Space::<G>::of(options).expect("a space for the table");
    let game = G::new(options, &Start::seeded(1)).expect("valid options");
    let mut out = vec![0.0; space.observation_len];
    let mut w = Writer::recording(&mut out);
    G::encode(
        &space.layout,
        G::see(&game, Observer::Seat(Seat::new(0)), &mut None),
        &mut w,
    );
    let fields = w.into_fields();
    let mut at = 0;
    for (name, start, width) in &fields {
        assert_eq!(*start, at, "{name}");
        assert!(*width > 0, "{name}");
        at += width;
    }
    assert_eq!(at, space.observation_len);
    let mut names: Vec<&String> = fields.iter().map(|f| &f.0).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), fields.len(), "field names are unique");
}

/// A reused typed view, written over by later states, encodes as a fresh one; and the
/// encoder writes every value (a buffer of NaNs ends up as one of zeroes would).
fn a_reused_view_encodes_as_a_fresh_one<G: Encoding>(options: &G::Options, games: u64) {
    let space = Space::<G>::of(options).expect("a space for the table");
    let mut reused = None;
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for state in states::<G>(options, games) {
        let seat = Seat::new(rng.random_range(0..state.n_seats()));
        let mut out = vec![f32::NAN; space.observation_len];
        G::encode(
            &space.layout,
            G::see(&state, Observer::Seat(seat), &mut reused),
            &mut Writer::new(&mut out),
        );
        assert_eq!(out, observation(&space, &state, seat));
    }
}

fn ik(players: u8) -> IkOptions {
    IkOptions {
        players,
        ..IkOptions::default()
    }
}

fn provinces(players: u8) -> ProvincesOptions {
    ProvincesOptions {
        players,
        ..ProvincesOptions::default()
    }
}

#[test]
fn claim() {
    let options = ClaimOptions::default();
    the_space_is_a_bijection::<Claim>(&options);
    every_legal_action_has_an_id::<Claim>(&options, 20);
    the_observation_is_the_same_for_every_state_the_view_allows::<Claim>(&options, 3);
    observations_tell_deals_apart::<Claim>(&options);
    the_fields_tile_the_observation::<Claim>(&options);
    a_reused_view_encodes_as_a_fresh_one::<Claim>(&options, 5);
}

#[test]
fn imposter_kings() {
    for players in 2..=4 {
        let options = ik(players);
        the_space_is_a_bijection::<ImposterKings>(&options);
        every_legal_action_has_an_id::<ImposterKings>(&options, 10);
        the_observation_is_the_same_for_every_state_the_view_allows::<ImposterKings>(&options, 5);
        observations_tell_deals_apart::<ImposterKings>(&options);
        the_fields_tile_the_observation::<ImposterKings>(&options);
        a_reused_view_encodes_as_a_fresh_one::<ImposterKings>(&options, 3);
    }
}

#[test]
fn provinces_tables() {
    for players in 2..=4 {
        let options = provinces(players);
        the_space_is_a_bijection::<Provinces>(&options);
        every_legal_action_has_an_id::<Provinces>(&options, 4);
        the_observation_is_the_same_for_every_state_the_view_allows::<Provinces>(&options, 1);
        observations_tell_deals_apart::<Provinces>(&options);
        the_fields_tile_the_observation::<Provinces>(&options);
        a_reused_view_encodes_as_a_fresh_one::<Provinces>(&options, 2);
    }
}

/// Actions the notation can write but no table offers have no id (The Imposter Kings'
/// ids are found by a key: such actions must not borrow another's).
#[test]
fn imposter_kings_actions_outside_the_catalogue_have_no_id() {
    use interregnum_imposter_kings::{Action, Card};
    let space = Space::<ImposterKings>::of(&ik(4)).expect("a space");
    for action in [
        Action::First(4, None),
        Action::Draft(5, Card::Fool),
        Action::Guess(200, Card::Queen),
        Action::Court(0),
        Action::Court(41),
        Action::Number(255),
        Action::Target(9),
        Action::Reveal2(Card::Queen, Card::Fool),
    ] {
        assert_eq!(space.id(action), None, "{action}");
    }
    assert!(space.id(Action::Court(40)).is_some());
}

/// A deck whose catalogue would pass the limit is refused with an error that says so,
/// before its units are listed: eight power-ups of 99 copies each make 100^8 power-up sets
/// per soldier set, which the catalogue once tried to list in full (running out of memory)
/// before comparing with the limit.
#[test]
fn a_deck_with_too_many_actions_is_refused_before_its_units_are_listed() {
    use interregnum_provinces::Deck;
    let mut text = String::from("[rules]\nmax_powerups_per_level = 99\n");
    for level in 1..=8 {
        text.push_str(&format!(
            "[[power_up]]\nname = \"P{level}\"\nlevel = {level}\nbonus = 1\ncount = 99\n"
        ));
    }
    let deck = Deck::from_toml_str(&text).expect("a valid deck");
    let options = ProvincesOptions {
        deck,
        ..provinces(2)
    };
    match Space::<Provinces>::of(&options) {
        Err(err) => assert!(err.contains("500000"), "{err}"),
        Ok(space) => panic!("a space of {} actions", space.n_actions()),
    }
}
