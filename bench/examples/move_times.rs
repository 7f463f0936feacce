//! How long a bot takes to move: plays whole games with the bot in every seat and times each
//! decision it searches (those with at least two legal actions), on one core.
//!
//! `cargo run --release -p interregnum-bench --example move_times -- GAME PLAYERS BOT GAMES
//! [SEED]`, for example `move_times imposter-kings 3 hard 2`: GAME is `claim`,
//! `imposter-kings` or `provinces`, BOT any bot name the CLI takes (a level is resolved for
//! the table). Prints the number of timed decisions and the mean and maximum time per
//! decision, in CPU time of the process (what the move costs on one core, whatever else the
//! machine runs; read from /proc/self/stat, so in steps of 10 ms) and in wall-clock time.

use std::time::{Duration, Instant};

use interregnum_bench::cpu_time;
use interregnum_bots::{Bot, BotSpec, Heuristic, derive_seed};
use interregnum_claim::{Claim, ClaimOptions};
use interregnum_core::{Observer, Start};
use interregnum_imposter_kings::{IkOptions, ImposterKings};
use interregnum_provinces::{Provinces, ProvincesOptions};

struct Times {
    /// The bot, with a level resolved for the table.
    bot: BotSpec,
    decisions: u32,
    cpu: Duration,
    wall: Duration,
    max_cpu: Duration,
    max_wall: Duration,
}

fn play<G: Heuristic>(options: &G::Options, spec: BotSpec, games: u64, seed: u64) -> Times {
    let spec = spec.resolve::<G>(options);
    let mut times = Times {
        bot: spec,
        decisions: 0,
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
        max_cpu: Duration::ZERO,
        max_wall: Duration::ZERO,
    };
    for game_index in 0..games {
        let game_seed = derive_seed(seed, game_index);
        let mut game = G::new(options, &Start::seeded(game_seed)).expect("valid options");
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..game.n_seats())
            .map(|seat| spec.build(derive_seed(game_seed, seat as u64)))
            .collect();
        let mut legal = Vec::new();
        while let Some(seat) = game.to_act() {
            game.legal_actions(&mut legal);
            let view = game.view(Observer::Seat(seat));
            let (cpu, wall) = (cpu_time(), Instant::now());
            let action = bots[seat.index()].choose(&view, &legal);
            let (cpu, wall) = (cpu_time() - cpu, wall.elapsed());
            if legal.len() > 1 {
                times.decisions += 1;
                times.cpu += cpu;
                times.wall += wall;
                times.max_cpu = times.max_cpu.max(cpu);
                times.max_wall = times.max_wall.max(wall);
            }
            game.apply(action).expect("bots play legal actions");
        }
        eprint!(".");
    }
    eprintln!();
    times
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: move_times GAME PLAYERS BOT GAMES [SEED]");
        std::process::exit(2);
    }
    let players: u8 = args[1].parse().expect("PLAYERS is a number");
    let spec: BotSpec = args[2].parse().unwrap_or_else(|err| {
        eprintln!("{err}");
        std::process::exit(2);
    });
    let games: u64 = args[3].parse().expect("GAMES is a number");
    let seed: u64 = args
        .get(4)
        .map_or(1, |s| s.parse().expect("SEED is a number"));
    let times = match args[0].as_str() {
        "claim" => play::<Claim>(&ClaimOptions::default(), spec, games, seed),
        "imposter-kings" => play::<ImposterKings>(
            &IkOptions {
                players,
                ..IkOptions::default()
            },
            spec,
            games,
            seed,
        ),
        "provinces" => play::<Provinces>(&ProvincesOptions::players(players), spec, games, seed),
        other => {
            eprintln!("unknown game {other:?}: claim, imposter-kings or provinces");
            std::process::exit(2);
        }
    };
    let n = times.decisions.max(1);
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} {players}p {spec} ({}, {}): {} decisions; CPU mean {:.0} ms, max {:.0} ms; wall mean {:.0} ms, max {:.0} ms",
        args[0],
        times.bot,
        times.bot.describe(),
        times.decisions,
        ms(times.cpu) / f64::from(n),
        ms(times.max_cpu),
        ms(times.wall) / f64::from(n),
        ms(times.max_wall),
    );
}
