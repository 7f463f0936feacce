//! Quick pairing (docs/server.md, Quick pairing): a queue per game of two players, each
//! account in it with its rating; the two nearest ratings are paired once each is within the
//! other's window, which widens the longer a player waits, so nobody waits for ever for a
//! perfect match. In memory, per server process.

use std::{
    collections::HashMap,
    time::{Duration, Instant},
};

use crate::protocol::Identity;

/// The window at first: ratings this far apart are paired at once.
pub const START_WINDOW: f64 = 100.0;
/// How much the window widens per second of waiting.
pub const WIDEN_PER_SECOND: f64 = 25.0;
/// The widest window: after about 40 s anyone waiting is paired with anyone.
pub const MAX_WINDOW: f64 = 1_100.0;
/// How long a seeker who stopped asking stays in the queue (its page went away).
pub const FORGET_AFTER: Duration = Duration::from_secs(15);

/// How far from its own rating a player who waited `waited` accepts an opponent.
#[must_use]
pub fn window(waited: Duration) -> f64 {
    (START_WINDOW + WIDEN_PER_SECOND * waited.as_secs_f64()).min(MAX_WINDOW)
}

/// One player in a queue.
#[derive(Clone, Debug, PartialEq)]
pub struct Seeker {
    pub identity: Identity,
    pub rating: f64,
    pub since: Instant,
    /// The last time they asked; a seeker silent for [`FORGET_AFTER`] leaves the queue.
    pub asked: Instant,
}

/// The pair to make now in one queue: of every two seekers each within the other's window,
/// the two whose ratings are nearest (the longest waiting first among equals). Indices into
/// `queue`, the first the one that came first.
#[must_use]
pub fn nearest_pair(queue: &[Seeker], now: Instant) -> Option<(usize, usize)> {
    let mut best: Option<(f64, Instant, usize, usize)> = None;
    for (i, a) in queue.iter().enumerate() {
        for (j, b) in queue.iter().enumerate().skip(i + 1) {
            let gap = (a.rating - b.rating).abs();
            let accepted = gap <= window(now.saturating_duration_since(a.since))
                && gap <= window(now.saturating_duration_since(b.since));
            if !accepted {
                continue;
            }
            let first = a.since.min(b.since);
            let better = match best {
                None => true,
                Some((best_gap, best_first, ..)) => {
                    gap < best_gap || (gap == best_gap && first < best_first)
                }
            };
            if better {
                best = Some((gap, first, i, j));
            }
        }
    }
    best.map(|(.., i, j)| {
        if queue[i].since <= queue[j].since {
            (i, j)
        } else {
            (j, i)
        }
    })
}

/// The queues, and the tables made for seekers who have not asked since they were paired.
#[derive(Debug, Default)]
pub struct Pairing {
    pub queues: Queues,
    /// Identity id to the table it was paired at, until it asks.
    pub paired: HashMap<String, (String, String)>,
}

/// Every queue, by game.
#[derive(Debug, Default)]
pub struct Queues {
    queues: HashMap<String, Vec<Seeker>>,
}

impl Queues {
    /// Puts `identity` in `game`'s queue (or keeps it there, noting that it asked), leaving any
    /// other queue; true if it was already waiting there.
    pub fn seek(&mut self, game: &str, identity: &Identity, rating: f64, now: Instant) -> bool {
        for (name, queue) in &mut self.queues {
            if name != game {
                queue.retain(|seeker| seeker.identity.id != identity.id);
            }
        }
        let queue = self.queues.entry(game.to_owned()).or_default();
        queue.retain(|seeker| now.saturating_duration_since(seeker.asked) < FORGET_AFTER);
        if let Some(seeker) = queue.iter_mut().find(|s| s.identity.id == identity.id) {
            seeker.asked = now;
            return true;
        }
        queue.push(Seeker {
            identity: identity.clone(),
            rating,
            since: now,
            asked: now,
        });
        false
    }

    /// Takes the pair to make now out of `game`'s queue.
    pub fn pair(&mut self, game: &str, now: Instant) -> Option<(Seeker, Seeker)> {
        let queue = self.queues.get_mut(game)?;
        let (first, second) = nearest_pair(queue, now)?;
        // Remove the later index first so the earlier one stays valid.
        let (high, low) = (first.max(second), first.min(second));
        let removed_high = queue.remove(high);
        let removed_low = queue.remove(low);
        Some(if first < second {
            (removed_low, removed_high)
        } else {
            (removed_high, removed_low)
        })
    }

    /// Takes `identity` out of every queue; true if it was in one.
    pub fn leave(&mut self, identity: &str) -> bool {
        let mut left = false;
        for queue in self.queues.values_mut() {
            let before = queue.len();
            queue.retain(|seeker| seeker.identity.id != identity);
            left |= queue.len() != before;
        }
        left
    }

    /// Whether `identity` waits in a queue, and since when.
    #[must_use]
    pub fn waiting(&self, identity: &str) -> Option<(&str, &Seeker)> {
        self.queues.iter().find_map(|(game, queue)| {
            queue
                .iter()
                .find(|seeker| seeker.identity.id == identity)
                .map(|seeker| (game.as_str(), seeker))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seeker(id: &str, rating: f64, since: Instant) -> Seeker {
        Seeker {
            identity: Identity {
                id: id.into(),
                name: id.into(),
            },
            rating,
            since,
            asked: since,
        }
    }

    #[test]
    fn of_several_queued_players_the_two_nearest_are_paired() {
        let now = Instant::now();
        let queue = [
            seeker("a", 1500.0, now),
            seeker("b", 1800.0, now),
            seeker("c", 1560.0, now),
            seeker("d", 1530.0, now),
            seeker("e", 1200.0, now),
        ];
        assert_eq!(nearest_pair(&queue, now), Some((0, 3)));
        let mut queues = Queues::default();
        for s in &queue {
            queues.seek("claim", &s.identity, s.rating, now);
        }
        let (first, second) = queues.pair("claim", now).unwrap();
        assert_eq!(
            (first.identity.id.as_str(), second.identity.id.as_str()),
            ("a", "d")
        );
        // Left: 1560, 1800 and 1200, each pair more than a fresh window (100) apart.
        assert!(queues.pair("claim", now).is_none());
    }

    #[test]
    fn the_window_widens_with_the_wait_until_anyone_is_paired() {
        let start = Instant::now();
        let queue = [seeker("a", 1500.0, start), seeker("b", 1800.0, start)];
        assert_eq!(nearest_pair(&queue, start), None);
        // 300 apart: each must have waited (300 - 100) / 25 = 8 s.
        assert_eq!(nearest_pair(&queue, start + Duration::from_secs(7)), None);
        assert_eq!(
            nearest_pair(&queue, start + Duration::from_secs(8)),
            Some((0, 1))
        );
        // Both windows must accept: a newcomer's narrow window keeps it from a far rating.
        let late = [
            seeker("a", 1500.0, start),
            seeker("b", 1800.0, start + Duration::from_secs(20)),
        ];
        assert_eq!(nearest_pair(&late, start + Duration::from_secs(20)), None);
        assert_eq!(window(Duration::from_secs(3_600)), MAX_WINDOW);
    }

    #[test]
    fn a_seeker_is_in_one_queue_and_leaves_when_silent() {
        let now = Instant::now();
        let mut queues = Queues::default();
        let ada = Identity {
            id: "ada".into(),
            name: "Ada".into(),
        };
        assert!(!queues.seek("claim", &ada, 1500.0, now));
        assert!(queues.seek("claim", &ada, 1500.0, now));
        assert!(!queues.seek("provinces", &ada, 1500.0, now));
        assert_eq!(
            queues.waiting("ada").map(|(game, _)| game),
            Some("provinces")
        );
        let bob = Identity {
            id: "bob".into(),
            name: "Bob".into(),
        };
        queues.seek("provinces", &bob, 1500.0, now + FORGET_AFTER);
        assert!(queues.waiting("ada").is_none(), "silent too long");
        assert!(queues.leave("bob"));
        assert!(!queues.leave("bob"));
    }
}
