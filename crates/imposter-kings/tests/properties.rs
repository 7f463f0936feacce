//! The shared game-API property suite over random legal play, for 2, 3 and 4 players.

use interregnum_core::{
    Game, Observer, Seat, Start,
    testkit::{SecretChoice, check_random_game, check_secret_choices},
};
use interregnum_imposter_kings::{Action, Card, IkOptions, ImposterKings};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn opts(players: u8, points_to_win: u16) -> IkOptions {
    IkOptions {
        players,
        points_to_win,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn shared_suite_2_players(seed in any::<u64>()) {
        check_random_game::<ImposterKings>(&opts(2, 7), seed);
    }

    #[test]
    fn shared_suite_3_players(seed in any::<u64>()) {
        check_random_game::<ImposterKings>(&opts(3, 4), seed);
    }

    #[test]
    fn shared_suite_4_players(seed in any::<u64>()) {
        check_random_game::<ImposterKings>(&opts(4, 4), seed);
    }
}

/// The secret choice the seat to act is making, by the rules (§8.3, §8.4.1): its step, and
/// who else may see it before the step ends. Told from the legal actions and the ability
/// being resolved, not from the engine's phase, so the engine cannot mark its own leaks.
fn secret_step(g: &ImposterKings) -> Option<SecretChoice> {
    use Action as A;
    let x = g.to_act()?;
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    let ability = g.view(Observer::Seat(x)).ability;
    let card = ability.as_ref().map(|a| a.card);
    let partner = || {
        (g.n_seats() == 4)
            .then(|| Seat::new((x.index() + 2) % 4))
            .into_iter()
            .collect()
    };
    let (step, seers) = match (*legal.first()?, card) {
        // Simultaneous steps: nobody sees a commitment before all have committed, not even
        // a partner (§3.3 steps 3, 7 and 10, §8.3).
        (A::Hide(..), _) => ("hide", vec![]),
        (A::Reveal1(_), _) => ("reveal 1", vec![]),
        (A::Reveal2(..), _) => ("reveal 2", vec![]),
        (A::Reveal3(..), _) => ("reveal 3", vec![]),
        (A::Share(_), _) => ("share", vec![]),
        (A::Successor(_), None) => ("successor", vec![]),
        (A::Remove(_), _) => ("remove", vec![]),
        (A::Condemn(_) | A::Nothing, Some(Card::Executioner)) => ("condemn", vec![]),
        // The partner exchanges (§3.3 step 9): shown to the partner only; the other team
        // learns both teams' results together.
        (A::Offer0 | A::Accept1(_) | A::Accept2(..) | A::Decline, None) => ("exchange", partner()),
        // Sequential secret choices (§8.4.1).
        (A::Successor(_), Some(Card::Herald)) => ("herald successor", vec![]),
        (A::Successor(_), Some(Card::Spy)) => ("spy successor", vec![]),
        (A::Give(_), Some(Card::Princess)) => {
            let actor = ability.as_ref()?.player;
            // The target answers without seeing the actor's card; the actor then sees.
            (
                "princess exchange",
                if actor == x { vec![] } else { vec![actor] },
            )
        }
        (A::Keep, _) if !legal.contains(&A::Restart) => ("assassin swap", vec![]),
        _ => return None,
    };
    Some(SecretChoice { step, seers })
}

/// Every secret choice, at 2, 3 and 4 players, leaves every other observer's whole view
/// (log included) unchanged until the rules reveal it (§8.3, §8.4.1). Returns how many
/// choices were checked (none when 2p restarts end the match before any Successor).
fn check_secret_steps(players: u8, seed: u64) -> usize {
    check_secret_choices::<ImposterKings>(&opts(players, 4), seed, secret_step)
}

/// The step check is not vacuous: random matches meet every kind of secret step, and a
/// few fixed seeds at each player count check some.
#[test]
fn rule_8_3_the_secret_step_check_meets_every_kind_of_step() {
    let mut steps = std::collections::BTreeSet::new();
    for players in 2..=4 {
        for seed in 0..40 {
            let mut g = ImposterKings::new(&opts(players, 4), &Start::seeded(seed)).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(a) = g.random_action(&mut rng) {
                steps.extend(secret_step(&g).map(|c| c.step));
                g.apply(a).unwrap();
            }
        }
        let checked: usize = (0..4).map(|seed| check_secret_steps(players, seed)).sum();
        assert!(checked > 0, "{players}p: no secret choice checked");
    }
    assert_eq!(
        steps.into_iter().collect::<Vec<_>>(),
        [
            "assassin swap",
            "condemn",
            "exchange",
            "herald successor",
            "hide",
            "princess exchange",
            "remove",
            "reveal 1",
            "reveal 2",
            "reveal 3",
            "share",
            "spy successor",
            "successor",
        ]
    );
}

/// Which seats may see a secret choice whose legal actions are `legal` right after it,
/// even when it is the last of its step and the step's end reveals it (the partner then
/// sees a share or setup Successor), or `None` if the choice is not secret. `x` is the seat
/// choosing. The states before a step ends are checked by `check_secret_steps`.
fn secret_choice(g: &ImposterKings, legal: &[Action], x: usize) -> Option<Vec<usize>> {
    let view = g.view(Observer::Seat(Seat::new(x)));
    let n = g.n_seats();
    let partner = (n == 4).then_some((x + 2) % 4);
    let mut sees = vec![x];
    let first = *legal.first()?;
    match first {
        Action::Hide(..) | Action::Condemn(_) | Action::Remove(_) => {}
        Action::Reveal1(_) | Action::Reveal2(..) | Action::Reveal3(..) => {
            let committed = view.seats.iter().filter(|s| s.committed).count();
            if committed + 1 == n {
                return None; // the last commitment reveals every row
            }
        }
        Action::Share(_) | Action::Successor(_) | Action::Offer0 => sees.extend(partner),
        Action::Decline
            if legal
                .iter()
                .any(|a| matches!(a, Action::Accept1(_) | Action::Accept2(..))) =>
        {
            sees.extend(partner);
        }
        Action::Give(_) => {
            let ability = view.ability.as_ref()?;
            if ability.card != Card::Princess {
                return None;
            }
            sees.push(ability.player.index());
            sees.extend(ability.target.map(Seat::index));
        }
        Action::Keep if legal.iter().any(|a| matches!(a, Action::Swap(_))) => {}
        _ => return None,
    }
    Some(sees)
}

/// Two different answers to a secret choice leave every other observer's view the same
/// right after it (as long as the round goes on).
fn check_secret_choices_right_after(players: u8, seed: u64) {
    let opts = IkOptions {
        players,
        points_to_win: 4,
    };
    let mut g = ImposterKings::new(&opts, &Start::seeded(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = Vec::new();
    let mut checked = 0;
    while let Some(mut next) = g.random_action(&mut rng) {
        g.legal_actions(&mut legal);
        if legal.contains(&Action::Restart) {
            next = Action::Keep; // restarts alone could end a short match before any choice
        }
        let x = g.to_act().unwrap().index();
        if legal.len() >= 2
            && let Some(sees) = secret_choice(&g, &legal, x)
        {
            let before = g.view(Observer::Spectator);
            let out = |v: &interregnum_imposter_kings::IkView| -> Vec<bool> {
                v.seats.iter().map(|s| s.eliminated).collect()
            };
            let mut one = g.clone();
            let mut two = g.clone();
            one.apply(legal[0]).unwrap();
            two.apply(*legal.last().unwrap()).unwrap();
            // A choice may leave its own player (or a partner in an exchange) unable to
            // play at once; that loss is public and legitimate, so such cases are skipped.
            let same_round = |s: &ImposterKings| {
                let v = s.view(Observer::Spectator);
                s.outcome().is_none() && v.round == before.round && out(&v) == out(&before)
            };
            if same_round(&one) && same_round(&two) {
                checked += 1;
                assert_eq!(one.view(Observer::Spectator), two.view(Observer::Spectator));
                for o in (0..g.n_seats()).filter(|o| !sees.contains(o)) {
                    let o = Observer::Seat(Seat::new(o));
                    assert_eq!(
                        one.view(o),
                        two.view(o),
                        "seed {seed}: {} vs {} by {x} shows in {o:?}'s view",
                        legal[0],
                        legal.last().unwrap()
                    );
                }
            }
        }
        g.apply(next).unwrap();
    }
    assert!(
        checked > 0,
        "seed {seed}, {players}p: no secret choice was checked"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn rule_8_3_secret_choices_do_not_show(seed in any::<u64>(), players in 2u8..=4) {
        check_secret_choices_right_after(players, seed);
    }

    #[test]
    fn rule_8_3_secret_choices_stay_hidden_until_revealed(
        seed in any::<u64>(),
        players in 2u8..=4,
    ) {
        check_secret_steps(players, seed);
    }
}

/// The log lines `after` adds to `before` (both the most recent lines of one match's log).
fn new_lines<'a>(before: &[String], after: &'a [String]) -> &'a [String] {
    if after.len() > before.len() {
        return &after[before.len()..];
    }
    (1..=after.len())
        .find(|&n| after[..after.len() - n] == before[n..])
        .map_or(after, |n| &after[after.len() - n..])
}

/// What a public announcement says about one hand: it holds none of `none_of`, or at least
/// one `one_of`.
#[derive(Clone, Debug)]
struct Fact {
    seat: usize,
    none_of: Vec<Card>,
    one_of: Option<Card>,
    /// The announcement, for messages.
    said: String,
    /// Whether it was made before the last step.
    older: bool,
}

impl Fact {
    fn holds_for(&self, hand: &[Card]) -> bool {
        self.none_of.iter().all(|c| !hand.contains(c))
            && self.one_of.is_none_or(|c| hand.contains(&c))
    }
}

/// The facts the log lines `lines` announce (§8.2) about the ability `ability` (as shown
/// before the step, completed with the step's own choice): a Soldier's "no" (no opponent
/// holds the name) or "yes" against a single opponent, a Judge's "wrong" or "correct", the
/// players an Inquisitor passed over (none of the name), the players who Condemned nothing
/// for an Executioner (none of the number). Told from the log and the views, not from the
/// engine's own record of the announcements.
fn announced_facts(
    ability: &interregnum_imposter_kings::AbilityView,
    lines: &[String],
    after: &interregnum_imposter_kings::IkView,
) -> Vec<Fact> {
    let players = usize::from(after.players);
    let actor = ability.player.index();
    let in_round = |s: usize| !after.seats[s].eliminated;
    let opponents: Vec<usize> = (0..players)
        .filter(|&s| s != actor && in_round(s) && (players != 4 || s % 2 != actor % 2))
        .collect();
    let letter = |s: usize| char::from(b'A' + s as u8).to_string();
    let of_value =
        |v: u8| -> Vec<Card> { Card::ALL.into_iter().filter(|c| c.base() == v).collect() };
    let mut facts = Vec::new();
    let mut fact = |seat: usize, none_of: Vec<Card>, one_of: Option<Card>, said: &str| {
        facts.push(Fact {
            seat,
            none_of,
            one_of,
            said: format!("{said} ({ability:?})"),
            older: false,
        });
    };
    for line in lines {
        match (ability.card, line.as_str()) {
            (Card::Soldier, "Soldier: no") => {
                for &s in &opponents {
                    fact(s, vec![ability.name.unwrap()], None, line);
                }
            }
            (Card::Soldier, "Soldier: yes") if opponents.len() == 1 => {
                fact(opponents[0], vec![], ability.name, line);
            }
            (Card::Judge, "Judge: wrong") => {
                fact(
                    ability.target.unwrap().index(),
                    vec![ability.name.unwrap()],
                    None,
                    line,
                );
            }
            (Card::Judge, "Judge: correct") => {
                fact(ability.target.unwrap().index(), vec![], ability.name, line);
            }
            (Card::Inquisitor, l) if l.starts_with("moved to the Antechamber by: ") => {
                let moved = l.trim_start_matches("moved to the Antechamber by: ");
                for s in (0..players).filter(|&s| s != actor && in_round(s)) {
                    if !moved.split(", ").any(|m| m == letter(s)) {
                        fact(s, vec![ability.name.unwrap()], None, line);
                    }
                }
            }
            (Card::Executioner, l) if l.starts_with("Condemned a ") => {
                // The number is in the line; the choice was made earlier.
                let (number, who) = l["Condemned a ".len()..].split_once(": ").unwrap();
                let number: u8 = number.parse().unwrap();
                for s in (0..players).filter(|&s| in_round(s)) {
                    if !who.split(", ").any(|m| m == letter(s)) {
                        fact(s, of_value(number), None, line);
                    }
                }
            }
            _ => {}
        }
    }
    facts
}

/// Whether `fact` still holds after a step, judged from public information only and on the
/// safe side: a "none of" fact ends when a card may have entered the hand (it did not
/// shrink, and it grew or its owner acted or used an ability in the step: an exchange keeps
/// the size; within one step no rule moves a card in and two or more out of one hand), an
/// "at least one" fact when a card may have left it (it changed size, or its owner acted or
/// used an ability).
fn still_holds(
    fact: &Fact,
    action: Action,
    before: &interregnum_imposter_kings::IkView,
    after: &interregnum_imposter_kings::IkView,
) -> bool {
    let s = fact.seat;
    let (was, is) = (before.seats[s].hand_size, after.seats[s].hand_size);
    let acted = before.to_act.map(Seat::index) == Some(s) && action != Action::Pass;
    let involved = acted || before.ability.as_ref().map(|a| a.player.index()) == Some(s);
    if fact.one_of.is_some() {
        is == was && !involved
    } else {
        is < was || (is == was && !involved)
    }
}

/// Plays a random match and checks, after every step, that every state `determinize` draws
/// from each seat's view agrees with every announcement (§8.2) still in force: the ones just
/// made and the older ones no public event has voided since. Returns how many samples were
/// checked against at least one announcement, and how many against one made before the
/// last step.
fn check_announcements(players: u8, seed: u64) -> (usize, usize) {
    let mut g = ImposterKings::new(&opts(players, 4), &Start::seeded(seed)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut sampler = ChaCha8Rng::seed_from_u64(seed ^ 0xa11);
    let mut live: Vec<Fact> = Vec::new();
    let mut checked = 0;
    let mut checked_older = 0;
    while let Some(mut action) = g.random_action(&mut rng) {
        if g.is_legal(Action::Restart) {
            action = Action::Keep; // restarts alone would end a short match
        }
        let before = g.view(Observer::Spectator);
        g.apply(action).unwrap();
        let after = g.view(Observer::Spectator);
        let lines = new_lines(&before.log, &after.log);
        for fact in &mut live {
            fact.older = true;
        }
        if after.round != before.round || lines.iter().any(|l| l.starts_with("round over")) {
            live.clear();
            continue;
        }
        live.retain(|fact| still_holds(fact, action, &before, &after));
        if let Some(mut ability) = before.ability {
            // The choice may be this very action, when no window follows it.
            match action {
                Action::Name(name) => ability.name = Some(name),
                Action::Guess(target, name) => {
                    ability.target = Some(Seat::new(target.into()));
                    ability.name = Some(name);
                }
                _ => {}
            }
            live.extend(announced_facts(&ability, lines, &after));
        }
        if live.is_empty() {
            continue;
        }
        let hand_of = |state: &ImposterKings, s: usize| {
            state.view(Observer::Seat(Seat::new(s))).seats[s]
                .hand
                .clone()
                .unwrap()
        };
        // The real state agrees (the announcements were read right, and kept on the safe
        // side).
        for fact in &live {
            assert!(
                fact.holds_for(&hand_of(&g, fact.seat)),
                "seed {seed}: misread {}",
                fact.said
            );
        }
        for observer in (0..g.n_seats()).map(Seat::new) {
            let view = g.view(Observer::Seat(observer));
            for _ in 0..2 {
                let sampled = ImposterKings::determinize(&view, &mut sampler).unwrap();
                for fact in &live {
                    let hand = hand_of(&sampled, fact.seat);
                    assert!(
                        fact.holds_for(&hand),
                        "seed {seed}, {players}p: {observer}'s sample gives {} {hand:?}, which \
                         `{}` rules out",
                        char::from(b'A' + fact.seat as u8),
                        fact.said
                    );
                }
                checked += 1;
                checked_older += usize::from(live.iter().any(|f| f.older));
            }
        }
    }
    (checked, checked_older)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn rule_8_2_samples_agree_with_every_announcement(seed in any::<u64>(), players in 2u8..=4) {
        check_announcements(players, seed);
    }
}

/// The announcement check is not vacuous: fixed seeds at every player count check many
/// samples, also against announcements made steps before.
#[test]
fn rule_8_2_the_announcement_check_meets_announcements() {
    for players in 2..=4 {
        let (mut checked, mut older) = (0, 0);
        for seed in 0..10 {
            let (all, before_last_step) = check_announcements(players, seed);
            checked += all;
            older += before_last_step;
        }
        eprintln!("{players}p: {checked} samples checked, {older} against older announcements");
        assert!(checked > 200, "{players}p: only {checked} samples checked");
        assert!(
            older > 20,
            "{players}p: only {older} samples checked against older ones"
        );
    }
}
