//! The vectorised step: the same games as one at a time, masks that are the legal ids,
//! refused steps that move nothing, and results that do not depend on the thread count.

use interregnum_bots::derive_seed;
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Game, Observer, Seat, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};
use interregnum_tensors::{
    Encoding, Space, TensorError, Writer,
    vector::{Buffers, DynVector, Vector},
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Deal `e` of game `i` of a vector seeded `seed`, as the vector documents it.
fn deal<G: Game>(options: &G::Options, seed: u64, i: usize, e: u64) -> G {
    G::new(
        options,
        &Start::seeded(derive_seed(derive_seed(seed, i as u64), e)),
    )
    .expect("valid options")
}

/// Random legal ids, one per game, read from the masks.
fn random_ids(buffers: &Buffers, n_actions: usize, rng: &mut ChaCha8Rng) -> Vec<i64> {
    buffers
        .masks
        .chunks(n_actions)
        .map(|row| {
            let legal: Vec<usize> = (0..n_actions).filter(|&a| row[a] == 1).collect();
            legal[rng.random_range(0..legal.len())] as i64
        })
        .collect()
}

/// Checks every row of the buffers against `mirrors`, single games played alongside: the
/// seat to act, its observation (encoded afresh into zeroes) and a mask that is 1 exactly
/// at the ids of its legal actions.
fn check_rows<G: Encoding>(space: &Space<G>, vector: &Vector<G>, buffers: &Buffers, mirrors: &[G]) {
    let (d, a) = (space.observation_len, space.n_actions());
    let mut legal = Vec::new();
    for (i, game) in mirrors.iter().enumerate() {
        let seat = game.to_act().expect("a game in the vector is never over");
        assert_eq!(buffers.to_act[i], seat.index() as i64);
        let mut expected = vec![0.0; d];
        G::encode(
            &space.layout,
            G::see(game, Observer::Seat(seat), &mut None),
            &mut Writer::new(&mut expected),
        );
        assert_eq!(
            &buffers.observations[i * d..(i + 1) * d],
            &expected[..],
            "game {i}"
        );
        game.legal_actions(&mut legal);
        let ids: Vec<u32> = legal.iter().map(|&x| space.id(x).expect("an id")).collect();
        assert_eq!(vector.legal_ids(i), &ids[..]);
        let mut mask_ids: Vec<u32> = (0..a as u32)
            .filter(|&id| buffers.masks[i * a + id as usize] == 1)
            .collect();
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        mask_ids.sort_unstable();
        assert_eq!(mask_ids, sorted, "game {i}");
        assert!(
            buffers.masks[i * a..(i + 1) * a]
                .iter()
                .all(|&m| m == 0 || m == 1)
        );
    }
}

fn steps_the_games_single_games_play<G: Encoding>(options: &G::Options, steps: usize) {
    let (n, seed) = (5, 3);
    let space = Space::<G>::of(options).expect("a space");
    let mut vector = Vector::<G>::new(options.clone(), n, seed, 1).expect("a vector");
    let mut buffers = Buffers::for_vector(&vector);
    vector.reset(seed, buffers.out()).expect("a reset");
    let mut mirrors: Vec<G> = (0..n).map(|i| deal(options, seed, i, 0)).collect();
    let mut deals = vec![1; n];
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut finished = 0;
    for _ in 0..steps {
        check_rows(&space, &vector, &buffers, &mirrors);
        let ids = random_ids(&buffers, space.n_actions(), &mut rng);
        vector.step(&ids, buffers.out()).expect("legal actions");
        let s = vector.n_seats();
        for (i, game) in mirrors.iter_mut().enumerate() {
            let action = space.action(ids[i] as usize).expect("an action");
            game.apply(action).expect("a legal action");
            let rewards = &buffers.rewards[i * s..(i + 1) * s];
            if let Some(outcome) = game.outcome() {
                assert!(buffers.dones[i]);
                let payoffs: Vec<f32> = Seat::all(s).map(|t| outcome.payoff(t) as f32).collect();
                assert_eq!(rewards, &payoffs[..]);
                finished += 1;
                *game = deal(options, seed, i, deals[i]);
                deals[i] += 1;
            } else {
                assert!(!buffers.dones[i]);
                assert!(rewards.iter().all(|&r| r == 0.0));
            }
        }
    }
    check_rows(&space, &vector, &buffers, &mirrors);
    assert!(finished > 0, "no game ended in {steps} steps");
}

/// A vector and buffers after `steps` steps of the lowest legal ids.
fn stepped<G: Encoding>(
    options: &G::Options,
    n: usize,
    threads: usize,
    steps: usize,
) -> (Vector<G>, Buffers) {
    let mut vector = Vector::<G>::new(options.clone(), n, 11, threads).expect("a vector");
    let mut buffers = Buffers::for_vector(&vector);
    vector.reset(11, buffers.out()).expect("a reset");
    for _ in 0..steps {
        let ids: Vec<i64> = (0..n).map(|i| i64::from(vector.legal_ids(i)[0])).collect();
        vector.step(&ids, buffers.out()).expect("legal actions");
    }
    (vector, buffers)
}

fn same(a: &Buffers, b: &Buffers) -> bool {
    a.observations == b.observations
        && a.masks == b.masks
        && a.to_act == b.to_act
        && a.rewards == b.rewards
        && a.dones == b.dones
}

fn a_refused_step_moves_no_game<G: Encoding>(options: &G::Options) {
    let n = 4;
    let (mut vector, mut buffers) = stepped::<G>(options, n, 1, 7);
    let before = (buffers.observations.clone(), buffers.masks.clone());
    let lowest: Vec<i64> = (0..n).map(|i| i64::from(vector.legal_ids(i)[0])).collect();
    // An id that is not legal in the last game, and one outside the action space.
    let a = vector.n_actions();
    let mut illegal = lowest.clone();
    illegal[n - 1] = (0..a as i64)
        .find(|&id| !vector.legal_ids(n - 1).contains(&(id as u32)))
        .expect("an illegal id");
    match vector.step(&illegal, buffers.out()) {
        Err(TensorError::Illegal(err)) => assert!(err.reason.contains("game 3"), "{err}"),
        other => panic!("an illegal id was not refused: {other:?}"),
    }
    let mut outside = lowest.clone();
    outside[0] = a as i64;
    assert!(matches!(
        vector.step(&outside, buffers.out()),
        Err(TensorError::ActionSpace(_))
    ));
    outside[0] = -1;
    assert!(matches!(
        vector.step(&outside, buffers.out()),
        Err(TensorError::ActionSpace(_))
    ));
    assert!(matches!(
        vector.step(&lowest[1..], buffers.out()),
        Err(TensorError::ActionSpace(_))
    ));
    assert_eq!(
        before,
        (buffers.observations.clone(), buffers.masks.clone())
    );
    // The refusals moved nothing: the next step is the one an untouched vector takes.
    vector.step(&lowest, buffers.out()).expect("legal actions");
    let (_, expected) = stepped::<G>(options, n, 1, 8);
    assert!(same(&buffers, &expected));
}

fn threads_change_nothing<G: Encoding>(options: &G::Options, steps: usize) {
    let (_, one) = stepped::<G>(options, 7, 1, steps);
    let (_, three) = stepped::<G>(options, 7, 3, steps);
    assert!(same(&one, &three));
}

#[test]
fn claim() {
    let options = ClaimOptions::default();
    steps_the_games_single_games_play::<Claim>(&options, 120);
    a_refused_step_moves_no_game::<Claim>(&options);
    threads_change_nothing::<Claim>(&options, 60);
}

#[test]
fn imposter_kings() {
    for players in 2..=4 {
        let options = IkOptions {
            players,
            points_to_win: 2,
        };
        steps_the_games_single_games_play::<ImposterKings>(&options, 150);
        a_refused_step_moves_no_game::<ImposterKings>(&options);
        threads_change_nothing::<ImposterKings>(&options, 60);
    }
}

#[test]
fn provinces() {
    for players in 2..=4 {
        let options = ProvincesOptions {
            players,
            ..ProvincesOptions::default()
        };
        steps_the_games_single_games_play::<Provinces>(&options, 400);
        a_refused_step_moves_no_game::<Provinces>(&options);
        threads_change_nothing::<Provinces>(&options, 60);
    }
}

/// A step before the first reset is refused with an error that says to reset first (the
/// masks have not been written, so no id can be checked against them), and moves no game.
#[test]
fn a_step_before_the_first_reset_says_to_reset() {
    let options = ClaimOptions::default();
    let mut vector = Vector::<Claim>::new(options, 2, 5, 1).expect("a vector");
    let mut buffers = Buffers::for_vector(&vector);
    let space = Space::<Claim>::of(&options).expect("a space");
    // Legal actions of both games, as the engine lists them.
    let ids: Vec<i64> = (0..2)
        .map(|i| {
            let mut legal = Vec::new();
            deal::<Claim>(&options, 5, i, 0).legal_actions(&mut legal);
            i64::from(space.id(legal[0]).expect("an id"))
        })
        .collect();
    let err = vector
        .step(&ids, buffers.out())
        .expect_err("a step before reset is refused");
    assert!(err.to_string().contains("reset"), "{err}");
    // Nothing moved: reset and step give what a fresh vector gives.
    vector.reset(5, buffers.out()).expect("a reset");
    let mut fresh = Vector::<Claim>::new(options, 2, 5, 1).expect("a vector");
    let mut expected = Buffers::for_vector(&fresh);
    fresh.reset(5, expected.out()).expect("a reset");
    assert!(same(&buffers, &expected));
}

/// Output buffers of the wrong shape are refused with an error that gives the shapes,
/// before any game moves: a short buffer once skipped games (or panicked on a mask row).
#[test]
fn buffers_of_the_wrong_shape_are_refused() {
    let options = ClaimOptions::default();
    let (mut vector, mut buffers) = stepped::<Claim>(&options, 3, 1, 2);
    let (_, expected) = stepped::<Claim>(&options, 3, 1, 3);
    let ids: Vec<i64> = (0..3).map(|i| i64::from(vector.legal_ids(i)[0])).collect();
    let shapes: [fn(&mut Buffers); 5] = [
        |b| {
            b.observations.pop();
        },
        |b| {
            b.masks.pop();
        },
        |b| {
            b.to_act.pop();
        },
        |b| {
            b.rewards.pop();
        },
        |b| b.dones.push(false),
    ];
    for (which, cut) in shapes.iter().enumerate() {
        let mut wrong = Buffers {
            observations: buffers.observations.clone(),
            masks: buffers.masks.clone(),
            to_act: buffers.to_act.clone(),
            rewards: buffers.rewards.clone(),
            dones: buffers.dones.clone(),
        };
        cut(&mut wrong);
        match vector.step(&ids, wrong.out()) {
            Err(TensorError::ActionSpace(message)) => {
                assert!(message.contains("buffer"), "{which}: {message}");
            }
            other => panic!("buffer {which}: a wrong shape was not refused: {other:?}"),
        }
        let mut reset = Buffers {
            observations: vec![0.0; wrong.observations.len()],
            masks: vec![0; wrong.masks.len()],
            to_act: vec![0; wrong.to_act.len()],
            rewards: vec![0.0; wrong.rewards.len()],
            dones: vec![false; wrong.dones.len()],
        };
        assert!(
            vector.reset(11, reset.out()).is_err(),
            "buffer {which}: reset took a wrong shape"
        );
    }
    // No game moved and no row was touched: the vector takes the step an untouched one does.
    vector.reset(11, buffers.out()).expect("a reset");
    for _ in 0..3 {
        let ids: Vec<i64> = (0..3).map(|i| i64::from(vector.legal_ids(i)[0])).collect();
        vector.step(&ids, buffers.out()).expect("legal actions");
    }
    assert!(same(&buffers, &expected));
}

#[test]
fn random_steps_plays_every_game_every_step() {
    let played = interregnum_tensors::random_steps::<Claim>(ClaimOptions::default(), 3, 100, 1);
    assert_eq!(played, Ok(300));
}
