//! `interregnum simulate`: many bot games (played by `interregnum-simulate`), summarised
//! for designers as tables.

use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use interregnum_bots::Heuristic;
use interregnum_claim::{ClaimScore, Faction};
use interregnum_core::Seat;
use serde::Serialize;

use crate::parallel;

pub use interregnum_simulate::{
    Labeller, Plan, Played, Rate, SeatSummary, SeatWins, Summary, Usage, summarise, usage,
};

/// Plays the plan's games, with a progress bar on stderr when `progress` is set.
///
/// # Panics
/// If a game cannot start with these options (the caller checks that first).
pub fn run<G: Heuristic>(plan: &Plan<'_, G>, progress: bool) -> Vec<Played<G::Detail>> {
    parallel::with_progress(plan.games, progress, "games", |control| {
        interregnum_simulate::run(plan, control)
    })
}

/// The summary as tables for a person.
#[must_use]
pub fn summary_table(summary: &Summary, score_unit: &str) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header([
        "Seat",
        "Bot",
        "Wins",
        "Draws",
        "Losses",
        "Win rate (95% CI)",
        &format!("Mean {score_unit}"),
    ]);
    for seat in &summary.seats {
        table.add_row([
            seat.seat.clone(),
            seat.bot.clone(),
            seat.wins.to_string(),
            seat.draws.to_string(),
            seat.losses.to_string(),
            seat.win_rate.text(),
            format!("{:.2}", seat.mean_score),
        ]);
    }
    let mut text = format!(
        "{} games of {} from seed {} · {} draws · {:.1} moves a game\n",
        summary.games, summary.game, summary.seed, summary.draws, summary.mean_plies
    );
    if summary.seat_wins.is_empty() {
        text.push_str(&format!("{table}"));
        return text;
    }
    text.push_str(
        "Seats rotate: game i moves every bot i seats on, so each bot plays each seat as often \
         and a bot's results are not a seat's advantage (--fixed-seats keeps them in place).\n",
    );
    text.push_str(&format!("{table}"));
    let mut seats = Table::new();
    seats.load_style(UTF8_FULL_CONDENSED);
    seats.set_header(["Seat", "Wins, whoever sat there", "Win rate (95% CI)"]);
    for seat in &summary.seat_wins {
        seats.add_row([
            seat.seat.clone(),
            seat.wins.to_string(),
            seat.win_rate.text(),
        ]);
    }
    text.push_str(&format!("\nSeat advantage\n{seats}"));
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
    table.set_header(["Faction", "Won by A", "Won by B", "Unawarded"]);
    for f in factions {
        table.add_row([
            f.faction.name().to_owned(),
            pct(f.won_by[0]),
            pct(f.won_by[1]),
            pct(f.unawarded),
        ]);
    }
    format!("Faction votes\n{table}")
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
    let mut text = format!("{title}, per game (all seats, then each seat)");
    for (group, members) in groups {
        let heading = match group {
            "action" => "Actions",
            "card" => "Cards played from hand",
            "discarded" => "Cards discarded at the hand limit",
            "" => "Label",
            other => other,
        };
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        let mut header = vec![heading.to_owned(), "All seats".to_owned()];
        header.extend((0..seats).map(|i| format!("Seat {}", Seat::new(i))));
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
