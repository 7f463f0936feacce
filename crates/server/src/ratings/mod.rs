//! Ratings of rated games: Glicko-2 (the `skillratings` crate, as `tournament` uses), one
//! rating per player, game and player count, updated once per finished game.
//!
//! A game of 3 or 4 seats is rated by pairwise decomposition: every pair of seats on
//! different sides is one game between the two, won by the seat that scored more (a draw
//! when they scored the same), and each seat's new rating is one Glicko-2 rating period made
//! of its pairs against the others' ratings from before the game. This is the usual method
//! (Lichess's and Board Game Arena's multiplayer ratings are of this kind): it needs no model
//! of its own, reduces to plain Glicko-2 at two seats, and reads a finishing order for what
//! it says (beating two players is two wins). Teammates (The Imposter Kings at 4 players)
//! are never compared with each other: each is compared with both opponents, so a team's
//! win counts for both its players. A game abandoned by timeouts is rated as a loss for the
//! seat that left: the caller gives it a score of 0.
//!
//! The server stores ratings (`store.rs`, migration 0004) in the transaction that stores a
//! game's end ([`GameEnd`]), and serves the leaderboard and the profiles (`http.rs`).
//!
//! - [`store`]: ratings, results and the queries of the leaderboard and profiles.
//! - [`http`]: `GET /api/leaderboard`, `GET /api/players/{name}`, `GET /api/account/games`,
//!   `POST` and `DELETE /api/pairing`.
//! - [`pairing`]: the quick-pairing queues.

pub mod http;
pub mod pairing;
pub mod store;

use serde::{Deserialize, Serialize};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period},
};
use thiserror::Error;

/// A rating whose deviation is above this is provisional: shown with a question mark and
/// not on the leaderboard. Lichess's threshold, on the same scale (a new player starts at 350).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The bot levels that may sit at a rated table, each a fixed rated identity per game and
/// player count (`bot:easy`, ...), so a new player sees where the levels stand.
pub const RATED_BOTS: [&str; 3] = ["easy", "medium", "hard"];

/// The rated identity of a bot level (`bot:easy`); `None` for a bot that is not a level.
#[must_use]
pub fn bot_player(bot: &str) -> Option<String> {
    RATED_BOTS.contains(&bot).then(|| format!("bot:{bot}"))
}

/// The side of a seat: The Imposter Kings at 4 players is two teams (seats A and C against
/// B and D); in every other game each seat plays for itself.
#[must_use]
pub fn side_of(game: &str, players: usize, seat: usize) -> usize {
    if game == "imposter-kings" && players == 4 {
        seat % 2
    } else {
        seat
    }
}

/// How a finished game ended for one seat, as stored with the game's end.
#[derive(Clone, Debug, PartialEq)]
pub struct EndSeat {
    pub seat: u8,
    /// Who is rated and credited: a person's identity id, a rated bot's `bot:LEVEL`; `None`
    /// for a seat nothing is kept for (an unrated bot).
    pub player: Option<String>,
    pub side: usize,
    /// The engine's payoff: 1 a win, 0 a loss, 0.5 a draw.
    pub payoff: f64,
    /// A bot stood in for this seat's person when the game ended: they timed out
    /// `max_timeouts` times in a row and did not come back.
    pub left: bool,
}

impl EndSeat {
    /// The score the seat is rated by: a seat that left lost to every seat that did not;
    /// between seats that stayed the engine's payoff decides. Only the order of scores
    /// matters to [`rate_game`].
    #[must_use]
    pub fn rated_score(&self) -> f64 {
        if self.left {
            0.0
        } else {
            0.5 + self.payoff.clamp(0.0, 1.0) / 2.0
        }
    }
}

/// A game's end as the transaction that stores it also records it: every seat's result,
/// and, for a rated game, the new ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct GameEnd {
    pub game: String,
    pub players: u8,
    pub rated: bool,
    pub at_ms: i64,
    pub seats: Vec<EndSeat>,
}

impl GameEnd {
    /// The end of a game from its outcome (the engine's JSON: `winners` lists the winning
    /// seats, empty for a draw) and each seat's player and whether it left.
    #[must_use]
    pub fn new(
        game: &str,
        rated: bool,
        outcome: Option<&serde_json::Value>,
        seats: &[(Option<String>, bool)],
        at_ms: i64,
    ) -> GameEnd {
        let winners: Vec<u64> = outcome
            .and_then(|outcome| outcome.get("winners"))
            .and_then(serde_json::Value::as_array)
            .map(|winners| {
                winners
                    .iter()
                    .filter_map(serde_json::Value::as_u64)
                    .collect()
            })
            .unwrap_or_default();
        let players = seats.len();
        GameEnd {
            game: game.to_owned(),
            players: u8::try_from(players).unwrap_or(u8::MAX),
            rated,
            at_ms,
            seats: seats
                .iter()
                .enumerate()
                .map(|(index, (player, left))| EndSeat {
                    seat: u8::try_from(index).unwrap_or(u8::MAX),
                    player: player.clone(),
                    side: side_of(game, players, index),
                    payoff: if winners.is_empty() {
                        0.5
                    } else if winners.contains(&(index as u64)) {
                        1.0
                    } else {
                        0.0
                    },
                    left: *left,
                })
                .collect(),
        }
    }

    /// The new ratings of a rated game's seats, from their ratings before it; `None` for a
    /// game that is not rated or cannot be (a seat without a rated player).
    #[must_use]
    pub fn rate(&self, before: &[Rating]) -> Option<Vec<Rating>> {
        if !self.rated || self.seats.iter().any(|seat| seat.player.is_none()) {
            return None;
        }
        let seats: Vec<RatedSeat> = self
            .seats
            .iter()
            .zip(before)
            .map(|(seat, before)| RatedSeat {
                before: *before,
                side: seat.side,
                score: seat.rated_score(),
            })
            .collect();
        match rate_game(&seats) {
            Ok(after) => Some(after),
            Err(err) => {
                tracing::warn!(%err, game = %self.game, "a rated game could not be rated");
                None
            }
        }
    }
}

/// A player's Glicko-2 rating on one table (game and player count).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (1500 for a new player).
    pub rating: f64,
    /// How unsure the rating is (350 for a new player); the 95% interval is about twice this.
    pub deviation: f64,
    /// Glicko-2's volatility: how much the player's strength seems to change.
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: 1500 ± 350.
    #[must_use]
    pub fn new_player() -> Rating {
        Glicko2Rating::new().into()
    }

    /// Whether the rating is still provisional ([`PROVISIONAL_DEVIATION`]).
    #[must_use]
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::new_player()
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(rating: Glicko2Rating) -> Rating {
        Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(rating: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

/// One seat of a finished rated game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedSeat {
    /// The player's rating before the game.
    pub before: Rating,
    /// The seat's side: seats of one side are teammates (equal to the seat's index when
    /// every player plays for themselves).
    pub side: usize,
    /// The seat's result: the engine's payoff (1 a win, 0 a loss, 0.5 a draw), 0 for a seat
    /// that abandoned the game.
    pub score: f64,
}

/// A game that cannot be rated.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum RatingError {
    #[error("a rated game has 2 to 4 seats, not {0}")]
    Seats(usize),
    #[error("seat {seat}'s score is {score}; a score is from 0 to 1")]
    Score { seat: usize, score: f64 },
    #[error("seat {0}'s rating is not a finite number with a positive deviation")]
    Rating(usize),
    #[error("every seat is on one side: nobody to be rated against")]
    OneSide,
}

/// Every seat's rating after the game, in seat order.
///
/// # Errors
/// A game of fewer than 2 or more than 4 seats, a score outside 0 to 1, a rating that is not
/// a finite number, or every seat on one side.
pub fn rate_game(seats: &[RatedSeat]) -> Result<Vec<Rating>, RatingError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(RatingError::Seats(seats.len()));
    }
    for (index, seat) in seats.iter().enumerate() {
        if !(0.0..=1.0).contains(&seat.score) {
            return Err(RatingError::Score {
                seat: index,
                score: seat.score,
            });
        }
        let Rating {
            rating,
            deviation,
            volatility,
        } = seat.before;
        if !(rating.is_finite() && deviation.is_finite() && volatility.is_finite())
            || deviation <= 0.0
            || volatility <= 0.0
        {
            return Err(RatingError::Rating(index));
        }
    }
    if seats.iter().all(|seat| seat.side == seats[0].side) {
        return Err(RatingError::OneSide);
    }
    let config = Glicko2Config::new();
    Ok(seats
        .iter()
        .map(|seat| {
            let pairs: Vec<(Glicko2Rating, Outcomes)> = seats
                .iter()
                .filter(|other| other.side != seat.side)
                .map(|other| (other.before.into(), pair_outcome(seat.score, other.score)))
                .collect();
            glicko2_rating_period(&seat.before.into(), &pairs, &config).into()
        })
        .collect())
}

/// The result of one pair: the seat that scored more won.
fn pair_outcome(score: f64, other: f64) -> Outcomes {
    if score > other {
        Outcomes::WIN
    } else if score < other {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2;

    fn seat(before: Rating, side: usize, score: f64) -> RatedSeat {
        RatedSeat {
            before,
            side,
            score,
        }
    }

    fn rated(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn a_two_player_game_is_plain_glicko_2() {
        let (ada, bob) = (rated(1620.0, 80.0), rated(1480.0, 200.0));
        let after = rate_game(&[seat(ada, 0, 0.0), seat(bob, 1, 1.0)]).unwrap();
        // The crate's own one-game function, from the first player's side.
        let (ada_after, bob_after) = glicko2(
            &ada.into(),
            &bob.into(),
            &Outcomes::LOSS,
            &Glicko2Config::new(),
        );
        assert_eq!(after, vec![ada_after.into(), bob_after.into()]);
        assert!(after[0].rating < ada.rating && after[1].rating > bob.rating);
        assert!(after[1].deviation < bob.deviation);
    }

    #[test]
    fn a_draw_between_equals_moves_no_rating_but_makes_both_surer() {
        let even = Rating::new_player();
        let after = rate_game(&[seat(even, 0, 0.5), seat(even, 1, 0.5)]).unwrap();
        for rating in after {
            assert!((rating.rating - 1500.0).abs() < 1e-9);
            assert!(rating.deviation < 350.0);
        }
    }

    #[test]
    fn three_seats_are_rated_by_their_pairs() {
        let ratings = [
            rated(1500.0, 100.0),
            rated(1700.0, 60.0),
            rated(1400.0, 300.0),
        ];
        // Seat 0 won; 1 and 2 lost (equal scores: a draw between them).
        let seats = [
            seat(ratings[0], 0, 1.0),
            seat(ratings[1], 1, 0.0),
            seat(ratings[2], 2, 0.0),
        ];
        let after = rate_game(&seats).unwrap();
        let config = Glicko2Config::new();
        let period = |own: usize, pairs: &[(usize, Outcomes)]| -> Rating {
            let pairs: Vec<_> = pairs
                .iter()
                .map(|&(other, outcome)| (ratings[other].into(), outcome))
                .collect();
            glicko2_rating_period(&ratings[own].into(), &pairs, &config).into()
        };
        assert_eq!(
            after[0],
            period(0, &[(1, Outcomes::WIN), (2, Outcomes::WIN)])
        );
        assert_eq!(
            after[1],
            period(1, &[(0, Outcomes::LOSS), (2, Outcomes::DRAW)])
        );
        assert_eq!(
            after[2],
            period(2, &[(0, Outcomes::LOSS), (1, Outcomes::DRAW)])
        );
        // Beating two players gains more than beating one would.
        let one_win = glicko2(
            &ratings[0].into(),
            &ratings[1].into(),
            &Outcomes::WIN,
            &config,
        )
        .0;
        assert!(after[0].rating > one_win.rating);
    }

    #[test]
    fn teammates_are_compared_only_with_the_other_team() {
        let ratings = [
            rated(1500.0, 90.0),
            rated(1550.0, 90.0),
            rated(1600.0, 90.0),
            rated(1450.0, 90.0),
        ];
        // The Imposter Kings at 4: seats A and C against B and D; A and C won.
        let seats = [
            seat(ratings[0], 0, 1.0),
            seat(ratings[1], 1, 0.0),
            seat(ratings[2], 0, 1.0),
            seat(ratings[3], 1, 0.0),
        ];
        let after = rate_game(&seats).unwrap();
        let config = Glicko2Config::new();
        let expected = glicko2_rating_period(
            &ratings[0].into(),
            &[
                (ratings[1].into(), Outcomes::WIN),
                (ratings[3].into(), Outcomes::WIN),
            ],
            &config,
        );
        assert_eq!(after[0], expected.into());
        assert!(after[0].rating > 1500.0 && after[2].rating > 1600.0);
        assert!(after[1].rating < 1550.0 && after[3].rating < 1450.0);
    }

    #[test]
    fn a_new_rating_is_provisional_until_enough_games() {
        let mut ada = Rating::new_player();
        let bob = rated(1500.0, 50.0);
        assert!(ada.is_provisional());
        let mut games = 0;
        while ada.is_provisional() {
            let score = if games % 2 == 0 { 1.0 } else { 0.0 };
            ada = rate_game(&[seat(ada, 0, score), seat(bob, 1, 1.0 - score)]).unwrap()[0];
            games += 1;
            assert!(games < 100, "still provisional after 100 games");
        }
        assert!(games > 3, "provisional for only {games} games");
    }

    #[test]
    fn games_that_cannot_be_rated_are_refused() {
        let new = Rating::new_player();
        assert_eq!(rate_game(&[seat(new, 0, 1.0)]), Err(RatingError::Seats(1)));
        assert_eq!(
            rate_game(&[seat(new, 0, 1.5), seat(new, 1, 0.0)]),
            Err(RatingError::Score {
                seat: 0,
                score: 1.5
            })
        );
        assert!(matches!(
            rate_game(&[seat(new, 0, f64::NAN), seat(new, 1, 0.0)]),
            Err(RatingError::Score { seat: 0, .. })
        ));
        assert_eq!(
            rate_game(&[seat(new, 0, 1.0), seat(rated(f64::INFINITY, 1.0), 1, 0.0)]),
            Err(RatingError::Rating(1))
        );
        assert_eq!(
            rate_game(&[seat(new, 3, 1.0), seat(new, 3, 0.0)]),
            Err(RatingError::OneSide)
        );
    }
}
