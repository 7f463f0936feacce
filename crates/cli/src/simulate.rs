//! `interregnum simulate`: many bot games (played by `interregnum-simulate`), summarised
//! for designers as tables.

use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_bots::Heuristic;
use interregnum_claim::{ClaimScore, Faction};
use interregnum_core::Seat;
use serde::Serialize;

use crate::{i18n::tr, parallel};

pub use interregnum_simulate::{
    Labeller, Plan, Played, Rate, SeatSummary, SeatWins, Summary, Usage, summarise, usage,
};

/// Plays the plan's games, with a progress bar on stderr when `progress` is set.
///
/// # Panics
/// If a game cannot start with these options (the caller checks that first).
pub fn run<G: Heuristic>(plan: &Plan<'_, G>, progress: bool) -> Vec<Played<G::Detail>> {
    parallel::with_progress(
        plan.games,
        progress,
        &tr("cli-unit-games", &[]),
        |control| interregnum_simulate::run(plan, control),
    )
}

/// The summary as tables for a person; `score_unit` names what the scores count.
#[must_use]
pub fn summary_table(summary: &Summary, score_unit: &str) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        tr("cli-col-seat", &[]),
        tr("cli-col-bot", &[]),
        tr("cli-col-wins", &[]),
        tr("cli-col-draws", &[]),
        tr("cli-col-losses", &[]),
        tr("cli-col-win-rate", &[]),
        tr("cli-col-mean", &[("unit", &score_unit)]),
    ]);
    for seat in &summary.seats {
        // The summary's seat is a letter, or "rotating" (a word of the JSON report).
        let seat_name = if seat.seat == "rotating" {
            tr("cli-rotating", &[])
        } else {
            seat.seat.clone()
        };
        table.add_row([
            seat_name,
            seat.bot.clone(),
            seat.wins.to_string(),
            seat.draws.to_string(),
            seat.losses.to_string(),
            seat.win_rate.text(),
            format!("{:.2}", seat.mean_score),
        ]);
    }
    let mut text = tr(
        "cli-simulate-title",
        &[
            ("games", &summary.games),
            ("game", &summary.game),
            ("seed", &summary.seed),
            ("draws", &summary.draws),
            ("moves", &format!("{:.1}", summary.mean_plies)),
        ],
    );
    text.push('\n');
    if summary.seat_wins.is_empty() {
        text.push_str(&format!("{table}"));
        return text;
    }
    text.push_str(&tr("cli-simulate-rotate", &[]));
    text.push('\n');
    text.push_str(&format!("{table}"));
    let mut seats = Table::new();
    seats.load_style(UTF8_FULL_CONDENSED);
    seats.set_header([
        tr("cli-col-seat", &[]),
        tr("cli-col-seat-wins", &[]),
        tr("cli-col-win-rate", &[]),
    ]);
    for seat in &summary.seat_wins {
        seats.add_row([
            seat.seat.clone(),
            seat.wins.to_string(),
            seat.win_rate.text(),
        ]);
    }
    text.push_str(&format!("\n{}\n{seats}", tr("cli-seat-advantage", &[])));
    text
}

/// How often each faction went to each seat, in Claim.
#[derive(Debug, Serialize)]
pub struct FactionSummary {
    pub faction: Faction,
    /// Games in which seat A, seat B, or nobody won the faction.
    pub won_by: [usize; 2],
    pub unawarded: usize,
}

#[must_use]
pub fn claim_factions(played: &[Played<ClaimScore>]) -> Vec<FactionSummary> {
    Faction::ALL
        .iter()
        .map(|&faction| {
            let mut won_by = [0; 2];
            let mut unawarded = 0;
            for game in played {
                match game.outcome.detail.factions[faction as usize].winner {
                    Some(seat) => won_by[seat.index()] += 1,
                    None => unawarded += 1,
                }
            }
            FactionSummary {
                faction,
                won_by,
                unawarded,
            }
        })
        .collect()
}

#[must_use]
pub fn claim_faction_table(factions: &[FactionSummary], games: usize) -> String {
    let pct = |n: usize| format!("{:.1}%", 100.0 * n as f64 / games.max(1) as f64);
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        tr("claim-faction", &[]),
        tr("cli-col-won-by", &[("seat", &"A")]),
        tr("cli-col-won-by", &[("seat", &"B")]),
        tr("cli-col-unawarded", &[]),
    ]);
    for f in factions {
        table.add_row([
            crate::play::claim::faction_name(f.faction),
            pct(f.won_by[0]),
            pct(f.won_by[1]),
            pct(f.unawarded),
        ]);
    }
    format!("{}\n{table}", tr("cli-faction-votes", &[]))
}

/// The usage counts as tables, per game throughout (all seats, then each seat). Labels
/// written `group: name` (as `action: bank`, `card: Scout`, `discarded: S1`) are grouped,
/// one table per group, each sorted by frequency; other labels make one table.
#[must_use]
pub fn usage_table(rows: &[Usage], title: &str, games: usize) -> String {
    let games = games.max(1) as f64;
    let seats = rows.first().map_or(0, |r| r.by_seat.len());
    let mut groups: Vec<(&str, Vec<&Usage>)> = Vec::new();
    for row in rows {
        let group = row.label.split_once(": ").map_or("", |(g, _)| g);
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, members)) => members.push(row),
            None => groups.push((group, vec![row])),
        }
    }
    let order = |g: &str| match g {
        "action" => 0,
        "card" => 1,
        "discarded" => 2,
        _ => 3,
    };
    groups.sort_by_key(|(g, _)| order(g));
    let mut text = tr("cli-usage-title", &[("title", &title)]);
    for (group, members) in groups {
        let heading = match group {
            "action" => tr("cli-usage-actions", &[]),
            "card" => tr("cli-usage-cards", &[]),
            "discarded" => tr("cli-usage-discarded", &[]),
            "" => tr("cli-usage-label", &[]),
            other => other.to_owned(),
        };
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        let mut header = vec![heading, tr("cli-col-all-seats", &[])];
        header.extend((0..seats).map(|i| tr("cli-col-seat-n", &[("seat", &Seat::new(i))])));
        table.set_header(header);
        for row in members {
            let name = row
                .label
                .split_once(": ")
                .map_or(row.label.as_str(), |(_, n)| n);
            let mut cells = vec![name.to_owned(), format!("{:.2}", row.per_game)];
            cells.extend(
                row.by_seat
                    .iter()
                    .map(|&n| format!("{:.2}", n as f64 / games)),
            );
            table.add_row(cells);
        }
        text.push_str(&format!("\n{table}"));
    }
    text
}
