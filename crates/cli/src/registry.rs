//! The games this binary knows, by the name used on the command line and in the protocol.

use interregnum_claim::Claim;
use interregnum_core::{DynGame, Game, Replay, ReplayError, erased};
use interregnum_imposter_kings::ImposterKings;
use interregnum_provinces::Provinces;
use serde_json::Value;

/// Starts a game from JSON options, a seed and an optional stacked deck in notation.
pub type StartFn =
    fn(Option<Value>, u64, Option<&[String]>) -> Result<Box<dyn DynGame>, ReplayError>;

/// One playable game: its name, seat counts and how to start or load it.
pub struct GameEntry {
    pub name: &'static str,
    pub seats: &'static [usize],
    pub start: StartFn,
    pub load: fn(&Replay) -> Result<Box<dyn DynGame>, ReplayError>,
}

pub const GAMES: &[GameEntry] = &[
    GameEntry {
        name: Claim::NAME,
        seats: &[2],
        start: erased::start::<Claim>,
        load: erased::load::<Claim>,
    },
    GameEntry {
        name: ImposterKings::NAME,
        seats: &[2, 3, 4],
        start: erased::start::<ImposterKings>,
        load: erased::load::<ImposterKings>,
    },
    GameEntry {
        name: Provinces::NAME,
        seats: &[2, 3, 4],
        start: erased::start::<Provinces>,
        load: erased::load::<Provinces>,
    },
];

/// The entry for `name`, or an error that lists the games there are.
pub fn find(name: &str) -> Result<&'static GameEntry, String> {
    GAMES
        .iter()
        .find(|entry| entry.name.eq_ignore_ascii_case(name.trim()))
        .ok_or_else(|| {
            format!(
                "unknown game {name:?}; the games are: {}",
                names().join(", ")
            )
        })
}

pub fn names() -> Vec<&'static str> {
    GAMES.iter().map(|entry| entry.name).collect()
}
