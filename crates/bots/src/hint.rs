//! A hint for a person: what the hard bot would play from their own view, and its estimate
//! of their chance to win. Front ends (the terminal's `hint`, the server's hint message)
//! share it, so a hint means the same everywhere.

use std::time::Duration;

use crate::{Analysis, BotSpec, Budget, Heuristic, Ismcts, IsmctsConfig, Level, Playout};

/// What the hard bot would play from `view`, and its estimate of the seat's chance to win.
///
/// It searches the person's own view, as the bot in that seat would: no hidden card is used.
/// Where a game's hard level is not a search, the default hard search gives the hint, since
/// only a search can estimate the chance to win. `time_limit` caps the search's wall-clock
/// time on top of the hard level's iteration budget (a person is waiting).
///
/// # Panics
/// If `legal` is empty.
pub fn hint<G: Heuristic>(
    options: &G::Options,
    view: &G::View,
    legal: &[G::Action],
    seed: u64,
    time_limit: Option<Duration>,
) -> Analysis<G::Action> {
    let (budget, threads, playout) = match Level::Hard.spec_for::<G>(options) {
        BotSpec::Ismcts {
            budget,
            threads,
            playout,
        } => (budget, threads, playout),
        _ => (Budget::Iterations(20_000), 1, Playout::Heuristic),
    };
    let config = IsmctsConfig {
        budget,
        threads,
        seed,
        time_limit,
        playout,
        ..IsmctsConfig::default()
    };
    Ismcts::<G>::new(config).analyse(view, legal)
}

#[cfg(test)]
mod tests {
    use interregnum_claim::{Claim, ClaimOptions};
    use interregnum_core::{Game, Observer, Start};

    use super::*;

    #[test]
    fn a_hint_is_a_legal_action_with_a_chance_between_zero_and_one() {
        let options = ClaimOptions::default();
        let game = Claim::new(&options, &Start::seeded(5)).unwrap();
        let seat = game.to_act().unwrap();
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let view = game.view(Observer::Seat(seat));
        let analysis = hint::<Claim>(&options, &view, &legal, 1, Some(Duration::from_millis(50)));
        assert!(legal.contains(&analysis.best));
        assert!((0.0..=1.0).contains(&analysis.win_chance()));
        assert!(analysis.iterations > 0);
    }

    #[test]
    fn the_time_limit_stops_the_search_before_its_iterations_are_done() {
        let options = ClaimOptions::default();
        let game = Claim::new(&options, &Start::seeded(5)).unwrap();
        let seat = game.to_act().unwrap();
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let view = game.view(Observer::Seat(seat));
        let analysis = hint::<Claim>(&options, &view, &legal, 1, Some(Duration::ZERO));
        // The deadline is checked every 64 iterations per tree: a zero limit stops each of
        // the hard level's trees after its first check, far below its 20,000 iterations.
        assert!(analysis.iterations < 1_000, "{}", analysis.iterations);
    }
}
