//! Claim on the command line.

use crate::i18n::tr;
use anyhow::{Result, bail};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::Seat;
use serde_json::Value;

use super::{CliGame, TableArgs};
use crate::{
    play::claim::ClaimPresenter,
    simulate::{self, Played},
};

impl CliGame for Claim {
    const TITLE: &'static str = "Claim";
    const SCORE_UNIT: &'static str = "cli-unit-faction-votes";
    type Presenter = ClaimPresenter;

    fn options_from(args: &TableArgs) -> Result<ClaimOptions> {
        if let Some(players) = args.players.filter(|&n| n != 2) {
            bail!("{}", tr("cli-claim-players", &[("n", &players)]));
        }
        if args.deck.is_some() {
            bail!("{}", tr("cli-no-deck-file", &[("game", &Self::TITLE)]));
        }
        Ok(ClaimOptions {
            first_leader: args.first.map(|seat| seat.index() as u8),
        })
    }

    fn presenter(human: Seat, _options: &ClaimOptions) -> ClaimPresenter {
        ClaimPresenter::new(human)
    }

    fn report(played: &[Played<interregnum_claim::ClaimScore>]) -> (Value, String) {
        let factions = simulate::claim_factions(played);
        let table = simulate::claim_faction_table(&factions, played.len());
        (serde_json::json!({ "factions": factions }), table)
    }
}
