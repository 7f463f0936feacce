//! Login throttling: failed password checks counted per account and per address in fixed
//! windows; once either count reaches its limit, every try on that account (or from that
//! address) is refused until its window ends, the right password too, so guessing costs
//! time whatever the answer. In memory, per server process (docs/server.md, Limits).

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::Mutex,
    time::{Duration, Instant},
};

/// Failed tries allowed per account in one window.
pub const ACCOUNT_FAILURES: u32 = 5;
/// Failed tries allowed from one address in one window (people share addresses).
pub const ADDRESS_FAILURES: u32 = 20;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Beyond this many tracked keys, windows that ended are dropped.
const PRUNE_ABOVE: usize = 50_000;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    /// A lower-cased username.
    Account(String),
    Address(IpAddr),
}

struct Window {
    started: Instant,
    failures: u32,
}

#[derive(Default)]
pub struct Throttle {
    windows: Mutex<HashMap<Key, Window>>,
}

fn keys(address: Option<IpAddr>, account: &str) -> [(Option<Key>, u32); 2] {
    [
        (Some(Key::Account(account.to_owned())), ACCOUNT_FAILURES),
        (address.map(Key::Address), ADDRESS_FAILURES),
    ]
}

impl Throttle {
    /// `Err(wait)` if this account or address may not try now.
    pub fn check(&self, address: Option<IpAddr>, account: &str) -> Result<(), Duration> {
        let now = Instant::now();
        let windows = self
            .windows
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let wait = keys(address, account)
            .into_iter()
            .filter_map(|(key, limit)| {
                let window = windows.get(&key?)?;
                let ends = window.started + WINDOW;
                (window.failures >= limit && ends > now).then(|| ends - now)
            })
            .max();
        wait.map_or(Ok(()), Err)
    }

    /// Counts a failed try.
    pub fn failed(&self, address: Option<IpAddr>, account: &str) {
        let now = Instant::now();
        let mut windows = self
            .windows
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if windows.len() > PRUNE_ABOVE {
            windows.retain(|_, window| window.started + WINDOW > now);
        }
        for (key, _) in keys(address, account) {
            let Some(key) = key else { continue };
            let window = windows.entry(key).or_insert(Window {
                started: now,
                failures: 0,
            });
            if window.started + WINDOW <= now {
                *window = Window {
                    started: now,
                    failures: 0,
                };
            }
            window.failures += 1;
        }
    }

    /// The right password: the account's count starts over (the address's does not, or
    /// one's own account would reset a guesser's count).
    pub fn succeeded(&self, account: &str) {
        self.windows
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&Key::Account(account.to_owned()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_account_is_locked_after_its_failures_and_an_address_after_its_own() {
        let throttle = Throttle::default();
        let here = Some(IpAddr::from([10, 0, 0, 1]));
        for _ in 0..ACCOUNT_FAILURES {
            assert!(throttle.check(here, "ada").is_ok());
            throttle.failed(here, "ada");
        }
        let wait = throttle.check(here, "ada").unwrap_err();
        assert!(wait > Duration::ZERO && wait <= WINDOW);
        // Another account from the same address may still try, until the address's limit.
        assert!(throttle.check(here, "bob").is_ok());
        for n in ACCOUNT_FAILURES..ADDRESS_FAILURES {
            throttle.failed(here, &format!("user{n}"));
        }
        assert!(throttle.check(here, "carol").is_err());
        assert!(
            throttle
                .check(Some(IpAddr::from([10, 0, 0, 2])), "carol")
                .is_ok()
        );
        // A success clears the account's count, not the address's.
        throttle.succeeded("ada");
        assert!(
            throttle
                .check(Some(IpAddr::from([10, 0, 0, 2])), "ada")
                .is_ok()
        );
        assert!(throttle.check(here, "ada").is_err());
    }
}
