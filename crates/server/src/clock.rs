//! Wall-clock time for deadlines stored in the database (absolute, so they survive a restart).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch.
#[must_use]
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| {
            i64::try_from(elapsed.as_millis()).unwrap_or(i64::MAX)
        })
}

/// How long until `deadline_ms` (zero if it has passed).
#[must_use]
pub fn until(deadline_ms: i64) -> Duration {
    Duration::from_millis(u64::try_from(deadline_ms - now_ms()).unwrap_or(0))
}

/// Milliseconds as a wire integer, saturating.
#[must_use]
pub fn wire_ms(ms: i64) -> u32 {
    u32::try_from(ms.max(0)).unwrap_or(u32::MAX)
}
