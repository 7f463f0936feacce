//! A finished game's replay, step by step: every observer's view after any number of its
//! actions, played back from the replay record. The record holds the seed, so this is only
//! ever given for a finished game (the table's `replay` is the gate).

use interregnum_core::{Observer, Replay, Seat};

use crate::{
    games,
    protocol::{ErrorBody, ErrorCode, ReplayStep},
};

/// Every observer's view after the first `step` actions of `replay`.
///
/// # Errors
/// `bad_message` for a step past the end; `internal` if the record does not play back.
pub fn step(replay: &Replay, step: u32) -> Result<ReplayStep, ErrorBody> {
    let steps = replay.actions.len();
    let wanted = usize::try_from(step).unwrap_or(usize::MAX);
    if wanted > steps {
        return Err(ErrorBody::new(
            ErrorCode::BadMessage,
            format!("this game has {steps} actions; the steps are 0 to {steps}"),
        ));
    }
    let entry = games::find(&replay.game)?;
    let mut game = entry.start(&replay.options, replay.seed)?;
    let mut by = None;
    for action in &replay.actions[..wanted] {
        by = game.to_act();
        game.apply(action).map_err(|err| {
            ErrorBody::new(
                ErrorCode::Internal,
                format!("the replay does not play back: {err}"),
            )
        })?;
    }
    Ok(ReplayStep {
        step,
        steps: u32::try_from(steps).unwrap_or(u32::MAX),
        action: wanted
            .checked_sub(1)
            .map(|last| replay.actions[last].clone()),
        by: by.map(|seat| seat.index() as u8),
        spectator: game.view(Observer::Spectator),
        seats: (0..game.n_seats())
            .map(|seat| game.view(Observer::Seat(Seat::new(seat))))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_step_is_the_finished_game_and_a_step_past_it_is_refused() {
        let entry = games::find("claim").unwrap();
        let mut game = entry.start(&serde_json::json!({}), 11).unwrap();
        while game.to_act().is_some() {
            let action = game.legal_actions()[0].clone();
            game.apply(&action).unwrap();
        }
        let replay = game.replay();
        let n = replay.actions.len() as u32;
        let last = step(&replay, n).unwrap();
        assert_eq!(last.spectator, game.view(Observer::Spectator));
        for (seat, view) in last.seats.iter().enumerate() {
            assert_eq!(*view, game.view(Observer::Seat(Seat::new(seat))));
        }
        assert_eq!(
            last.action.as_deref(),
            replay.actions.last().map(String::as_str)
        );
        let first = step(&replay, 0).unwrap();
        assert_eq!((first.action, first.by), (None, None));
        assert_eq!(
            step(&replay, 1).unwrap().by,
            Some(0),
            "seat A leads first by default"
        );
        assert_eq!(
            step(&replay, n + 1).unwrap_err().code,
            ErrorCode::BadMessage
        );
    }
}
