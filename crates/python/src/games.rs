//! The games by name, and their options from JSON.

use interregnum_claim::Claim;
use interregnum_core::{Game, Replay};
use interregnum_imposter_kings::ImposterKings;
use interregnum_provinces::Provinces;
use serde_json::Value;

use crate::{
    error::{Error, Result},
    session::{DynSession, Playable, Session},
};

/// Every game: its name and its seat counts.
pub(crate) const GAMES: [(&str, &[u8]); 3] = [
    (Claim::NAME, &[2]),
    (ImposterKings::NAME, &[2, 3, 4]),
    (Provinces::NAME, &[2, 3, 4]),
];

/// The game's own name for `name`, which may use `_` for `-` and any case.
pub(crate) fn canonical(name: &str) -> Result<&'static str> {
    let wanted = name.trim().to_ascii_lowercase().replace('_', "-");
    GAMES
        .iter()
        .map(|&(n, _)| n)
        .find(|&n| n == wanted)
        .ok_or_else(|| {
            let names: Vec<&str> = GAMES.iter().map(|&(n, _)| n).collect();
            Error::UnknownGame(format!(
                "unknown game {name:?}; the games are: {}",
                names.join(", ")
            ))
        })
}

/// Runs `$body` with `$G` the game type named `$name` (already canonical).
macro_rules! with_game {
    ($name:expr, $G:ident => $body:expr) => {
        match $name {
            "claim" => {
                type $G = interregnum_claim::Claim;
                $body
            }
            "imposter-kings" => {
                type $G = interregnum_imposter_kings::ImposterKings;
                $body
            }
            _ => {
                type $G = interregnum_provinces::Provinces;
                $body
            }
        }
    };
}
pub(crate) use with_game;

/// A game's options from JSON text (none for the defaults) and a player count (none for
/// the options' own).
pub(crate) fn options<G: Playable>(json: Option<&str>, players: Option<u8>) -> Result<G::Options> {
    let mut value: Value = match json {
        None => Value::Null,
        Some(text) => serde_json::from_str(text)
            .map_err(|err| Error::Setup(format!("the options are not JSON: {err}")))?,
    };
    if let Some(players) = players {
        let seats = GAMES
            .iter()
            .find(|(n, _)| *n == G::NAME)
            .map_or(&[][..], |(_, s)| *s);
        if !seats.contains(&players) {
            return Err(Error::Setup(format!(
                "{} is played by {seats:?} players, not {players}",
                G::NAME
            )));
        }
        if G::NAME != Claim::NAME {
            match &mut value {
                Value::Null => value = serde_json::json!({ "players": players }),
                Value::Object(map) => {
                    map.insert("players".into(), players.into());
                }
                _ => {}
            }
        }
    }
    interregnum_core::parse_options::<G>(Some(value)).map_err(|err| Error::Setup(err.to_string()))
}

pub(crate) fn start(
    name: &str,
    options_json: Option<&str>,
    players: Option<u8>,
    seed: u64,
    deck: Option<&[String]>,
) -> Result<Box<dyn DynSession>> {
    let name = canonical(name)?;
    with_game!(name, G => {
        let options = options::<G>(options_json, players)?;
        Ok(Box::new(Session::<G>::start(&options, seed, deck)?))
    })
}

pub(crate) fn load(replay_json: &str) -> Result<Box<dyn DynSession>> {
    let replay: Replay = serde_json::from_str(replay_json)
        .map_err(|err| Error::Replay(format!("not a replay record: {err}")))?;
    let name = canonical(&replay.game)?;
    with_game!(name, G => Ok(Box::new(Session::<G>::from_replay(&replay)?)))
}
