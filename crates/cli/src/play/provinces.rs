//! Provinces in the terminal.
//!
//! The view has no log, so [`ProvincesPresenter::events`] tells what happened by comparing
//! two views of the person's seat; the loop asks after every single action, so each
//! comparison spans one decision (with the choices the engine made on its own).

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use interregnum_core::{IllegalAction, Outcome, Seat};
use interregnum_provinces::{
    Action, Card, CardBag, CardKind, Deck, EndKind, GoldBag, Phase, Provinces, ProvincesOptions,
    ProvincesResult, ProvincesView, Unit, Window,
};

use super::{Presenter, text::visible_width};
use crate::i18n::tr;

/// Draws a Provinces table for one seat.
pub struct ProvincesPresenter {
    human: Seat,
    /// The deck's numbers the help gives: Provinces a turn, cards a Scout draws.
    provinces_per_turn: u16,
    scout_draw: u16,
}

const BOLD: Style = Style::new().bold();
const DIM: Style = Style::new().dimmed();
const GOLD: Style = AnsiColor::Yellow.on_default();
const ARMY: Style = AnsiColor::Red.on_default().bold();
const FIELD: Style = AnsiColor::Green.on_default().bold();
const REACTION: Style = AnsiColor::Magenta.on_default().bold();
const ABILITY: Style = AnsiColor::Cyan.on_default();

fn paint(style: Style, text: impl std::fmt::Display) -> String {
    format!("{style}{text}{style:#}")
}

/// A card in the colour of its kind.
fn card(card: Card) -> String {
    let style = match card.kind() {
        CardKind::Soldier(_) => Style::new(),
        CardKind::PowerUp(_) => ARMY,
        CardKind::RoyalGuard | CardKind::Monk | CardKind::Reaper => REACTION,
        CardKind::Scout | CardKind::TaxCollector => ABILITY,
        CardKind::Province => FIELD,
    };
    paint(style, card)
}

/// Gold cards, highest first: `5+2+1`, or `none`.
fn gold(bag: &GoldBag) -> String {
    let mut values: Vec<String> = bag
        .iter()
        .filter_map(Card::soldier_level)
        .map(|l| l.to_string())
        .collect();
    values.reverse();
    if values.is_empty() {
        tr("cli-pr-none", &[])
    } else {
        values.join("+")
    }
}

fn unit_text(deck: &Deck, unit: &Unit) -> String {
    format!("{} ({})", paint(ARMY, unit), deck.strength(unit))
}

/// `b` minus `a`, as two bags: what `b` has more, and what it has less.
fn bag_diff<const N: usize>(
    a: &interregnum_provinces::Bag<N>,
    b: &interregnum_provinces::Bag<N>,
) -> (Vec<Card>, Vec<Card>) {
    let mut gained = Vec::new();
    let mut lost = Vec::new();
    let mut cards: Vec<Card> = a.distinct().chain(b.distinct()).map(|(c, _)| c).collect();
    cards.sort_unstable();
    cards.dedup();
    for c in cards {
        let (x, y) = (a.count(c), b.count(c));
        for _ in y..x {
            lost.push(c);
        }
        for _ in x..y {
            gained.push(c);
        }
    }
    (gained, lost)
}

fn gold_of(cards: &[Card]) -> GoldBag {
    GoldBag::try_from_cards(cards.iter().copied()).unwrap_or_default()
}

/// The units of `b` that are not in `a`, and those of `a` not in `b`, marks ignored.
fn army_diff(a: &[Unit], b: &[Unit]) -> (Vec<Unit>, Vec<Unit>) {
    let mut before: Vec<Unit> = a.iter().map(|u| u.with_marks(false)).collect();
    let mut added = Vec::new();
    for u in b {
        let plain = u.with_marks(false);
        match before.iter().position(|x| *x == plain) {
            Some(i) => {
                before.remove(i);
            }
            None => added.push(*u),
        }
    }
    (added, before)
}

impl ProvincesPresenter {
    #[must_use]
    pub fn new(human: Seat, options: &ProvincesOptions) -> ProvincesPresenter {
        ProvincesPresenter {
            human,
            provinces_per_turn: options.deck.provinces_per_turn,
            scout_draw: options.deck.scout_draw,
        }
    }

    /// How the messages select on a seat: `you` for the person, `other` for a bot.
    fn who(&self, seat: Seat) -> &'static str {
        if seat == self.human { "you" } else { "other" }
    }

    /// The message `id` about a seat (`who`, `name`), with more arguments.
    fn about(&self, id: &str, seat: Seat, args: &[(&str, &dyn std::fmt::Display)]) -> String {
        let (who, name) = (self.who(seat), seat.to_string());
        let mut all: Vec<(&str, &dyn std::fmt::Display)> = vec![("who", &who), ("name", &name)];
        all.extend_from_slice(args);
        tr(id, &all)
    }

    /// A seat as the object of a sentence: "you" (Dutch "jou") or "B".
    fn object(&self, seat: Seat) -> String {
        self.about("cli-pr-name", seat, &[])
    }

    /// The open decision in words, for anyone reading the board.
    fn situation(&self, view: &ProvincesView) -> String {
        match view.phase {
            Phase::Main => self.about(
                "cli-pr-turn",
                view.active,
                &[("n", &(view.actions_used + 1)), ("of", &view.allowance)],
            ),
            Phase::Window { window, .. } => match window {
                Window::Attack {
                    attacker,
                    unit,
                    target,
                    amount,
                } => self.about(
                    "cli-pr-sit-attack",
                    attacker,
                    &[
                        ("target", &self.object(target)),
                        ("unit", &paint(ARMY, unit)),
                        ("amount", &amount),
                    ],
                ),
                Window::Ability {
                    actor,
                    card: c,
                    target,
                } => match target {
                    Some(t) if c == Card::TAX_COLLECTOR => self.about(
                        "cli-pr-sit-tax",
                        actor,
                        &[("card", &ability_name(c)), ("target", &self.object(t))],
                    ),
                    _ => self.about("cli-pr-sit-ability", actor, &[("card", &ability_name(c))]),
                },
                Window::Death { owner, level } => self.about(
                    "cli-pr-sit-death",
                    owner,
                    &[("card", &card_name(Card::soldier(level)))],
                ),
            },
            Phase::Block {
                attacker,
                unit,
                target,
                amount,
            } => self.about(
                "cli-pr-sit-block",
                attacker,
                &[
                    ("target", &self.object(target)),
                    ("unit", &paint(ARMY, unit)),
                    ("amount", &amount),
                    ("blocker", &self.who(target)),
                ],
            ),
            Phase::Cover {
                attacker,
                target,
                amount,
                owed,
                ..
            } => self.about(
                "cli-pr-sit-cover",
                attacker,
                &[
                    ("amount", &amount),
                    ("blocker", &self.who(target)),
                    ("target", &target),
                    ("owed", &owed),
                ],
            ),
            Phase::Give {
                actor,
                target,
                count,
                ..
            } => self.about(
                "cli-pr-sit-give",
                actor,
                &[
                    ("card", &ability_name(Card::TAX_COLLECTOR)),
                    ("count", &count),
                    ("target", &self.object(target)),
                ],
            ),
            Phase::Pay { level, owed, .. } => self.about(
                "cli-pr-sit-pay",
                view.active,
                &[("level", &level), ("owed", &owed)],
            ),
            Phase::Combine { unit } => self.about(
                "cli-pr-sit-combine",
                view.active,
                &[("unit", &paint(ARMY, unit))],
            ),
            Phase::Detach { unit, .. } => self.about(
                "cli-pr-sit-detach",
                view.active,
                &[("unit", &paint(ARMY, unit))],
            ),
            Phase::Discard { count, .. } => {
                self.about("cli-pr-sit-discard", view.active, &[("count", &count)])
            }
            Phase::Over => tr("cli-pr-sit-over", &[]),
        }
    }

    /// What the person is asked, when it is their decision.
    fn question(&self, view: &ProvincesView) -> String {
        let has = |a: Action| view.legal.contains(&a);
        match view.phase {
            Phase::Main => {
                let owes = !has(Action::EndTurn);
                tr(
                    if owes {
                        "cli-pr-q-owe"
                    } else {
                        "cli-pr-q-main"
                    },
                    &[],
                )
            }
            Phase::Window { window, .. } => {
                let mut options = Vec::new();
                if has(Action::Reaper) {
                    options.push(tr("pr-card-reaper", &[]));
                }
                if has(Action::Guard) {
                    options.push(tr("pr-card-guard", &[]));
                }
                if has(Action::Monk) {
                    options.push(tr("pr-card-monk", &[]));
                }
                let what = match window {
                    Window::Attack { .. } => "attack",
                    Window::Ability { .. } => "ability",
                    Window::Death { .. } => "death",
                };
                if options.is_empty() {
                    tr("cli-pr-q-no-reaction", &[])
                } else {
                    tr(
                        "cli-pr-q-react",
                        &[
                            ("cards", &options.join(&tr("cli-pr-or", &[]))),
                            ("what", &what),
                        ],
                    )
                }
            }
            Phase::Block { .. } => tr("cli-pr-q-block", &[]),
            Phase::Cover { amount, owed, .. } => {
                tr("cli-pr-q-cover", &[("amount", &amount), ("owed", &owed)])
            }
            Phase::Give { count, .. } => tr("cli-pr-q-give", &[("count", &count)]),
            Phase::Discard { count, .. } => tr("cli-pr-q-discard", &[("count", &count)]),
            Phase::Pay { level, owed, .. } => {
                tr("cli-pr-q-pay", &[("level", &level), ("owed", &owed)])
            }
            Phase::Combine { unit } => tr("cli-pr-q-combine", &[("unit", &paint(ARMY, unit))]),
            Phase::Detach { .. } => tr("cli-pr-q-detach", &[]),
            Phase::Over => String::new(),
        }
    }

    fn seat_line(&self, view: &ProvincesView, seat: Seat) -> String {
        let s = &view.seats[seat.index()];
        let name = if seat == self.human {
            tr("cli-pr-seat-you", &[("seat", &seat)])
        } else {
            seat.to_string()
        };
        let marker = if view.active == seat { "▶" } else { " " };
        let army = if s.army.is_empty() {
            paint(DIM, tr("cli-pr-none", &[]))
        } else {
            s.army
                .iter()
                .zip(&s.strengths)
                .map(|(u, st)| format!("{} ({st})", paint(ARMY, u)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let treasury = if s.treasury.len() > 1 {
            format!("{} = {}", paint(GOLD, gold(&s.treasury)), s.treasury_total)
        } else {
            paint(GOLD, s.treasury_total)
        };
        let field = paint(FIELD, tr("cli-pr-provinces", &[("n", &s.field)]));
        let rest = tr(
            "cli-pr-seat",
            &[
                ("field", &field),
                ("treasury", &treasury),
                ("hand", &s.hand_size),
                ("army", &army),
            ],
        );
        format!("{marker} {BOLD}{name:<8}{BOLD:#} {rest}")
    }
}

/// Whether the decision between `before` and `after` began, went on with or ended a choice
/// made step by step (an activation's payment, a Combine, a Detach).
fn in_step(before: &ProvincesView, after: &ProvincesView) -> bool {
    let stepped = |phase: &Phase| {
        matches!(
            phase,
            Phase::Pay { .. } | Phase::Combine { .. } | Phase::Detach { .. }
        )
    };
    stepped(&before.phase) || stepped(&after.phase)
}

impl ProvincesPresenter {
    /// What an activation, a Combine or a Detach made step by step did in one decision.
    fn steps(&self, actor: Seat, before: &ProvincesView, after: &ProvincesView) -> Vec<String> {
        let mut lines = Vec::new();
        if !in_step(before, after) || actor.index() >= after.seats.len() {
            return lines;
        }
        let deck = &after.options.deck;
        let (b, a) = (&before.seats[actor.index()], &after.seats[actor.index()]);
        let (added, lost) = army_diff(&b.army, &a.army);
        let paid = gold_of(&bag_diff(&before.removed, &after.removed).0);
        match (before.phase, after.phase) {
            (Phase::Pay { .. }, _) | (_, Phase::Pay { .. }) => {
                if let (Phase::Main, Phase::Pay { level, .. }) = (before.phase, after.phase) {
                    lines.push(self.about("cli-pr-ev-activate-start", actor, &[("level", &level)]));
                }
                if !paid.is_empty() {
                    lines.push(self.about(
                        "cli-pr-ev-pay",
                        actor,
                        &[("gold", &paint(GOLD, gold(&paid)))],
                    ));
                }
                for unit in &added {
                    lines.push(self.about(
                        "cli-pr-ev-joins",
                        actor,
                        &[("unit", &unit_text(deck, unit))],
                    ));
                }
            }
            (Phase::Main, Phase::Combine { unit }) => {
                lines.push(self.about("cli-pr-sit-combine", actor, &[("unit", &paint(ARMY, unit))]))
            }
            (Phase::Combine { unit }, _) => {
                if let (Some(other), Some(joined)) = (lost.first(), added.first()) {
                    lines.push(self.about(
                        "cli-pr-ev-combined",
                        actor,
                        &[
                            ("first", &paint(ARMY, unit)),
                            ("second", &paint(ARMY, other)),
                            ("unit", &unit_text(deck, joined)),
                        ],
                    ));
                }
            }
            (Phase::Main, Phase::Detach { unit, .. }) => {
                lines.push(self.about("cli-pr-sit-detach", actor, &[("unit", &paint(ARMY, unit))]))
            }
            (Phase::Detach { unit, .. }, _) => {
                if let [x, y] = added.as_slice() {
                    lines.push(self.about(
                        "cli-pr-ev-split",
                        actor,
                        &[
                            ("unit", &paint(ARMY, unit)),
                            ("first", &unit_text(deck, x)),
                            ("second", &unit_text(deck, y)),
                        ],
                    ));
                }
            }
            _ => {}
        }
        lines
    }
}

/// What a card does, with the numbers of this deck.
fn card_text(deck: &Deck, target: u16, c: Card) -> String {
    match c.kind() {
        CardKind::Soldier(l) => tr("cli-pr-text-soldier", &[("level", &l)]),
        CardKind::PowerUp(l) => tr(
            "cli-pr-text-power",
            &[
                ("bonus", &deck.bonus(l)),
                ("per_level", &deck.max_powerups_per_level),
            ],
        ),
        CardKind::RoyalGuard => tr("cli-pr-text-guard", &[]),
        CardKind::Monk => tr("cli-pr-text-monk", &[]),
        CardKind::Reaper => tr("cli-pr-text-reaper", &[]),
        CardKind::Scout => tr("cli-pr-text-scout", &[("n", &deck.scout_draw)]),
        CardKind::TaxCollector => tr("cli-pr-text-tax", &[("n", &deck.tax_collector_take)]),
        CardKind::Province => tr(
            "cli-pr-text-province",
            &[
                ("target", &target),
                ("per_turn", &per_turn(deck.provinces_per_turn)),
            ],
        ),
    }
}

/// The kinds of card in the deck, in card order.
fn deck_kinds(deck: &Deck) -> Vec<Card> {
    let mut kinds: Vec<Card> = deck.cards().distinct().map(|(c, _)| c).collect();
    kinds.sort_unstable();
    kinds
}

/// How many Provinces may be laid a turn: "one a turn", "up to 2 a turn".
fn per_turn(n: u16) -> String {
    tr("cli-pr-per-turn", &[("n", &n)])
}

/// The card a Scout's or Tax Collector's window is about, by name.
fn ability_name(card: Card) -> String {
    if card == Card::TAX_COLLECTOR {
        tr("pr-card-tax", &[])
    } else {
        tr("pr-card-scout", &[])
    }
}

/// A card by name, with the notation where it has a level: "soldier S4", "power-up P2",
/// "Royal Guard".
fn card_name(c: Card) -> String {
    match c.kind() {
        CardKind::Soldier(l) => tr("cli-pr-soldier", &[("level", &l)]),
        CardKind::PowerUp(l) => tr("cli-pr-power-up", &[("level", &l)]),
        CardKind::RoyalGuard => tr("pr-card-guard", &[]),
        CardKind::Monk => tr("pr-card-monk", &[]),
        CardKind::Reaper => tr("pr-card-reaper", &[]),
        CardKind::Scout => tr("pr-card-scout", &[]),
        CardKind::TaxCollector => tr("pr-card-tax", &[]),
        CardKind::Province => tr("pr-card-province", &[]),
    }
}

impl ProvincesPresenter {
    /// The person's hand; the cards some legal action plays are in brackets, which reads
    /// without colour.
    fn hand_line(&self, view: &ProvincesView) -> String {
        let hand: CardBag = view.seats[self.human.index()].hand.unwrap_or_default();
        if hand.is_empty() {
            let empty = paint(DIM, tr("cli-pr-empty", &[]));
            return tr("cli-pr-hand", &[("cards", &empty)]);
        }
        let playable: Vec<Card> = view.legal.iter().filter_map(card_played).collect();
        let shown: Vec<String> = hand
            .iter()
            .map(|c| {
                if playable.contains(&c) {
                    format!("[{}]", card(c))
                } else {
                    card(c)
                }
            })
            .collect();
        let mut line = tr("cli-pr-hand", &[("cards", &shown.join(" "))]);
        if !playable.is_empty() {
            let _ = write!(line, "  {}", paint(DIM, tr("cli-pr-playable", &[])));
        }
        line
    }
}

/// The hand card an action plays from hand, if any.
fn card_played(action: &Action) -> Option<Card> {
    match *action {
        Action::Bank(level) | Action::Activate(level) => Some(Card::soldier(level)),
        Action::Attach(level, _) => Some(Card::power_up(level)),
        Action::Scout => Some(Card::SCOUT),
        Action::Tax(_) => Some(Card::TAX_COLLECTOR),
        Action::Province => Some(Card::PROVINCE),
        Action::Guard => Some(Card::ROYAL_GUARD),
        Action::Reaper => Some(Card::REAPER),
        Action::Monk => Some(Card::MONK),
        _ => None,
    }
}

impl Presenter<Provinces> for ProvincesPresenter {
    fn header(&self, view: &ProvincesView) -> String {
        let deck = &view.options.deck;
        let target = deck.target(view.options.players);
        let custom = if *deck == Deck::default() {
            "no"
        } else {
            "yes"
        };
        tr(
            "cli-pr-header",
            &[
                ("custom", &custom),
                ("round", &view.round),
                ("limit", &deck.round_limit),
                ("target", &target),
            ],
        )
    }

    fn automatic(&self, view: &ProvincesView) -> Option<(Action, String)> {
        let Phase::Window { window, .. } = view.phase else {
            return None;
        };
        if view.legal != [Action::Pass] {
            return None;
        }
        let what = match window {
            Window::Attack { .. } => "attack",
            Window::Ability { .. } => "ability",
            Window::Death { .. } => "death",
        };
        Some((
            Action::Pass,
            paint(DIM, tr("cli-pr-auto-pass", &[("what", &what)])),
        ))
    }

    fn command(&self, view: &ProvincesView, line: &str) -> Option<String> {
        let deck = &view.options.deck;
        let target = deck.target(view.options.players);
        let mut words = line.split_whitespace();
        let first = words.next()?.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match (first.as_str(), rest.as_slice()) {
            ("cards", []) => {
                let kinds = deck_kinds(deck);
                Some(
                    kinds
                        .iter()
                        .map(|&c| format!("{c}: {}", card_text(deck, target, c)))
                        .collect::<Vec<_>>()
                        .join("\n"),
                )
            }
            ("card" | "what", [name]) | ("?", [name]) => {
                let kinds = deck_kinds(deck);
                // A card the notation can name but this deck does not hold (P4 in the
                // built-in deck) is no card here either.
                Some(match name.parse::<Card>() {
                    Ok(c) if kinds.contains(&c) => format!("{c}: {}", card_text(deck, target, c)),
                    _ => {
                        let names: Vec<String> = kinds.iter().map(ToString::to_string).collect();
                        tr(
                            "cli-pr-no-such-card",
                            &[("name", &format!("{name:?}")), ("cards", &names.join(", "))],
                        )
                    }
                })
            }
            ("card", []) => Some(tr("cli-pr-card-usage", &[])),
            _ => None,
        }
    }

    fn opening(&self, view: &ProvincesView) -> Vec<String> {
        vec![format!(
            "{BOLD}{}{BOLD:#}",
            self.about("cli-pr-turn-banner", view.active, &[("round", &view.round)])
        )]
    }

    fn board(&self, view: &ProvincesView, room: Option<usize>) -> Vec<String> {
        let piles = tr(
            "cli-pr-piles",
            &[
                ("deck", &view.deck_size),
                ("discard", &view.discard.len()),
                ("spent", &view.removed.gold_value()),
            ],
        );
        let mut lines: Vec<String> = Seat::all(view.seats.len())
            .map(|seat| self.seat_line(view, seat))
            .collect();
        if let Some(resolving) = view.resolving {
            lines.push(tr("cli-pr-resolving", &[("card", &card(resolving))]));
        }
        lines.push(self.hand_line(view));
        // With little room (four large armies) the piles give way first.
        let height: usize = lines
            .iter()
            .map(|l| visible_width(l).div_ceil(80).max(1))
            .sum();
        if room.is_none_or(|room| height < room) {
            lines.insert(0, piles);
        }
        lines
    }

    fn prompt(&self, view: &ProvincesView) -> Vec<String> {
        if view.to_act != Some(self.human) {
            return Vec::new();
        }
        let legal: Vec<String> = view.legal.iter().map(ToString::to_string).collect();
        vec![
            self.situation(view),
            format!("{BOLD}{}{BOLD:#}", self.question(view)),
            tr("cli-you-may-play", &[("moves", &legal.join(" · "))]),
        ]
    }

    #[allow(clippy::needless_range_loop)] // seats index several parallel vectors
    fn events(&self, before: &ProvincesView, after: &ProvincesView) -> Vec<String> {
        let mut lines = Vec::new();
        let deck = &after.options.deck;
        let n = after.seats.len().min(before.seats.len());
        let actor = before.to_act;
        // Cards that reached the discard pile (it only grows, except when reshuffled).
        let new_discards: Vec<Card> = if after.discard.starts_with(&before.discard) {
            after.discard[before.discard.len()..].to_vec()
        } else {
            Vec::new()
        };

        // The decision taken: windows opened, reactions played, discards.
        if let (Some(actor), Phase::Main) = (actor, before.phase) {
            let opened = matches!(after.phase, Phase::Window { offered: 0, .. })
                || new_discards.contains(&Card::SCOUT)
                || new_discards.contains(&Card::TAX_COLLECTOR);
            if let Phase::Window {
                window: window @ (Window::Attack { .. } | Window::Ability { .. }),
                offered: 0,
            } = after.phase
            {
                lines.push(self.situation(&ProvincesView {
                    phase: Phase::Window { window, offered: 0 },
                    ..after.clone()
                }));
            } else if !opened && after.active != before.active {
                // Nothing else changed hands: the turn simply ended.
                let same = (0..n).all(|i| {
                    before.seats[i].army == after.seats[i].army
                        && before.seats[i].treasury == after.seats[i].treasury
                        && before.seats[i].field == after.seats[i].field
                }) && before.removed == after.removed;
                if same {
                    lines.push(self.about("cli-pr-ev-end", actor, &[]));
                }
            }
        }
        if let (Some(actor), Phase::Window { window, .. }) = (actor, before.phase) {
            if new_discards.contains(&Card::ROYAL_GUARD) {
                let what = match window {
                    Window::Attack { .. } => "attack",
                    _ => "ability",
                };
                lines.push(self.about(
                    "cli-pr-ev-guard",
                    actor,
                    &[
                        ("card", &paint(REACTION, tr("pr-card-guard", &[]))),
                        ("what", &what),
                    ],
                ));
            } else if new_discards.contains(&Card::REAPER) {
                lines.push(self.about(
                    "cli-pr-ev-reaper",
                    actor,
                    &[("card", &paint(REACTION, tr("pr-card-reaper", &[])))],
                ));
            } else if new_discards.contains(&Card::MONK)
                && let Window::Death { owner, level } = window
            {
                let whose = if owner == actor {
                    "self"
                } else {
                    self.who(owner)
                };
                lines.push(self.about(
                    "cli-pr-ev-monk",
                    actor,
                    &[
                        ("card", &paint(REACTION, tr("pr-card-monk", &[]))),
                        ("owner", &whose),
                        ("owner_name", &owner),
                        ("level", &level),
                    ],
                ));
            }
        }
        if let Phase::Block {
            attacker, target, ..
        } = before.phase
            && attacker.index() < n
            && target.index() < n
        {
            let lost = |seat: Seat| {
                army_diff(
                    &before.seats[seat.index()].army,
                    &after.seats[seat.index()].army,
                )
                .1
            };
            let (attacker_lost, target_lost) = (lost(attacker), lost(target));
            match (attacker_lost.is_empty(), target_lost.first()) {
                (false, Some(unit)) => lines.push(self.about(
                    "cli-pr-ev-block-tie",
                    target,
                    &[("unit", &unit_text(deck, unit))],
                )),
                (false, None) => lines.push(self.about("cli-pr-ev-block-stronger", target, &[])),
                (true, Some(unit)) => lines.push(self.about(
                    "cli-pr-ev-block-weaker",
                    target,
                    &[("unit", &unit_text(deck, unit))],
                )),
                (true, None) => {}
            }
        }
        if let Some(actor) = actor {
            lines.extend(self.steps(actor, before, after));
        }
        if let (Some(actor), Phase::Discard { .. }) = (actor, before.phase) {
            let cards: Vec<String> = new_discards.iter().map(|&c| card(c)).collect();
            lines.push(self.about("cli-pr-ev-discard", actor, &[("cards", &cards.join(" "))]));
        }

        // What changed hands, seat by seat.
        let removed = bag_diff(&before.removed, &after.removed).0;
        let mut gold_gained: Vec<Vec<Card>> = vec![Vec::new(); n];
        let mut gold_lost: Vec<Vec<Card>> = vec![Vec::new(); n];
        for i in 0..n {
            let (g, l) = bag_diff(&before.seats[i].treasury, &after.seats[i].treasury);
            gold_gained[i] = g;
            gold_lost[i] = l;
        }
        // Gold that moved from one treasury to another (cover, tax, a treasury taken).
        for from in 0..n {
            if gold_lost[from].is_empty() {
                continue;
            }
            if let Some(to) = (0..n).find(|&to| to != from && !gold_gained[to].is_empty()) {
                let moved = std::mem::take(&mut gold_lost[from]);
                for c in &moved {
                    if let Some(k) = gold_gained[to].iter().position(|x| x == c) {
                        gold_gained[to].remove(k);
                    }
                }
                let bag = gold_of(&moved);
                lines.push(self.about(
                    "cli-pr-ev-give-gold",
                    Seat::new(from),
                    &[
                        ("to", &self.object(Seat::new(to))),
                        ("gold", &paint(GOLD, gold(&bag))),
                        ("value", &bag.gold_value()),
                    ],
                ));
            }
        }
        for i in 0..n {
            let seat = Seat::new(i);
            let (added, lost) = army_diff(&before.seats[i].army, &after.seats[i].army);
            let spent = !removed.is_empty() && gold_lost[i].len() == removed.len();
            let mut added = added;
            let mut lost = lost;
            // A unit set aside, or the units a Combine or Detach made: told by `steps`.
            if Some(seat) == actor && in_step(before, after) {
                added.clear();
                lost.clear();
            }
            // Activation: gold to the removed pile, a new unit.
            if spent && Some(seat) == actor && in_step(before, after) {
                gold_lost[i].clear();
            } else if spent {
                let paid = gold_of(&removed);
                if let Some(k) = added
                    .iter()
                    .position(|u| u.n_soldiers() == 1 && u.soldier_levels() == paid.gold_value())
                {
                    let unit = added.remove(k);
                    lines.push(self.about(
                        "cli-pr-ev-activated",
                        seat,
                        &[
                            ("unit", &unit_text(deck, &unit)),
                            ("gold", &paint(GOLD, gold(&paid))),
                        ],
                    ));
                    gold_lost[i].clear();
                }
            }
            // Bank: gold from the hand.
            if !gold_gained[i].is_empty()
                && Some(seat) == actor
                && matches!(before.phase, Phase::Main)
            {
                let bag = gold_of(&gold_gained[i]);
                lines.push(self.about(
                    "cli-pr-ev-bank",
                    seat,
                    &[("gold", &paint(GOLD, format!("S{}", gold(&bag))))],
                ));
                gold_gained[i].clear();
            }
            // Attach, combine, detach: one army turned into another.
            if Some(seat) == actor && matches!(before.phase, Phase::Main) {
                match (lost.len(), added.len()) {
                    (1, 1) => {
                        let attached = bag_diff(lost[0].power_ups(), added[0].power_ups())
                            .0
                            .iter()
                            .map(|&c| card(c))
                            .collect::<Vec<_>>()
                            .join(" ");
                        lines.push(self.about(
                            "cli-pr-ev-attach",
                            seat,
                            &[
                                ("cards", &attached),
                                ("unit", &paint(ARMY, lost[0])),
                                ("now", &unit_text(deck, &added[0])),
                            ],
                        ));
                        lost.clear();
                        added.clear();
                    }
                    (2, 1) => {
                        lines.push(self.about(
                            "cli-pr-ev-combined",
                            seat,
                            &[
                                ("first", &paint(ARMY, lost[0])),
                                ("second", &paint(ARMY, lost[1])),
                                ("unit", &unit_text(deck, &added[0])),
                            ],
                        ));
                        lost.clear();
                        added.clear();
                    }
                    (1, 2) => {
                        lines.push(self.about(
                            "cli-pr-ev-split",
                            seat,
                            &[
                                ("unit", &paint(ARMY, lost[0])),
                                ("first", &unit_text(deck, &added[0])),
                                ("second", &unit_text(deck, &added[1])),
                            ],
                        ));
                        lost.clear();
                        added.clear();
                    }
                    _ => {}
                }
            }
            for unit in &lost {
                lines.push(self.about("cli-pr-ev-dies", seat, &[("unit", &unit_text(deck, unit))]));
            }
            // Units taken with a Monk are told above; anything else new is told here.
            if !matches!(
                before.phase,
                Phase::Window {
                    window: Window::Death { .. },
                    ..
                }
            ) {
                for unit in &added {
                    lines.push(self.about(
                        "cli-pr-ev-joins",
                        seat,
                        &[("unit", &unit_text(deck, unit))],
                    ));
                }
            }
            if !gold_gained[i].is_empty() {
                let bag = gold_of(&gold_gained[i]);
                lines.push(self.about(
                    "cli-pr-ev-gain",
                    seat,
                    &[("gold", &paint(GOLD, gold(&bag)))],
                ));
            }
            if !gold_lost[i].is_empty() {
                let bag = gold_of(&gold_lost[i]);
                lines.push(self.about(
                    "cli-pr-ev-lose",
                    seat,
                    &[("gold", &paint(GOLD, gold(&bag)))],
                ));
            }
        }
        // Provinces laid or captured.
        let mut fell: Vec<usize> = (0..n)
            .filter(|&i| after.seats[i].field < before.seats[i].field)
            .collect();
        for i in 0..n {
            let (b, a) = (before.seats[i].field, after.seats[i].field);
            if a > b {
                let seat = Seat::new(i);
                let province = paint(FIELD, tr("pr-card-province", &[]));
                if let Some(k) = fell.pop() {
                    lines.push(self.about(
                        "cli-pr-ev-capture",
                        seat,
                        &[
                            ("card", &province),
                            ("from", &self.object(Seat::new(k))),
                            ("n", &a),
                        ],
                    ));
                } else {
                    lines.push(self.about(
                        "cli-pr-ev-lay",
                        seat,
                        &[("card", &province), ("n", &a)],
                    ));
                }
            }
        }
        // Provinces discarded at cleanup (more than the hand may keep).
        let provinces = new_discards
            .iter()
            .filter(|&&c| c == Card::PROVINCE)
            .count();
        if provinces > 0 && !matches!(before.phase, Phase::Discard { .. }) {
            lines.push(self.about("cli-pr-ev-cleanup", before.active, &[("n", &provinces)]));
        }
        // Cards drawn: the person's own, by name; the others', by number. The seat to act
        // now comes last: its draw may be the start of its turn, told under the turn's header.
        let active = after.active.index();
        // Where the seat to act now drew, so a new turn's header goes before its draw.
        let mut start_draw = None;
        for i in (0..n)
            .filter(|&i| i != active)
            .chain((active < n).then_some(active))
        {
            let seat = Seat::new(i);
            if seat == self.human {
                if let (Some(b), Some(a)) = (before.seats[i].hand, after.seats[i].hand) {
                    let drawn = bag_diff(&b, &a).0;
                    if !drawn.is_empty() && after.deck_size != before.deck_size {
                        if i == active {
                            start_draw = Some(lines.len());
                        }
                        let cards: Vec<String> = drawn.iter().map(|&c| card(c)).collect();
                        lines.push(tr("cli-pr-ev-you-draw", &[("cards", &cards.join(" "))]));
                    }
                }
            } else if after.seats[i].hand_size > before.seats[i].hand_size
                && (after.deck_size != before.deck_size
                    || after.discard.len() < before.discard.len())
            {
                if i == active {
                    start_draw = Some(lines.len());
                }
                lines.push(tr(
                    "cli-pr-ev-draws",
                    &[
                        ("name", &seat),
                        ("n", &(after.seats[i].hand_size - before.seats[i].hand_size)),
                    ],
                ));
            }
        }
        if after.discard.len() < before.discard.len() && after.deck_size > before.deck_size {
            lines.push(tr("cli-pr-ev-reshuffle", &[]));
        }
        // A new turn.
        if (after.active != before.active || after.round != before.round) && after.result.is_none()
        {
            let turn_line = format!(
                "{BOLD}{}{BOLD:#}",
                self.about(
                    "cli-pr-turn-banner",
                    after.active,
                    &[("round", &after.round)]
                )
            );
            // The new turn comes before its own start draw, after anything the last turn
            // drew (a Scout played as its last action).
            lines.insert(start_draw.unwrap_or(lines.len()), turn_line);
        }
        lines
    }

    fn result(&self, view: &ProvincesView, outcome: &Outcome<ProvincesResult>) -> String {
        let detail = &outcome.detail;
        let mut table = comfy_table::Table::new();
        table.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
        // An army lists every unit: a large one wraps in its cell instead of widening the
        // table past the 80 columns the full screen is drawn for.
        table
            .set_content_arrangement(comfy_table::ContentArrangement::Dynamic)
            .set_width(80);
        table.set_header([
            tr("cli-col-seat", &[]),
            tr("cli-pr-col-provinces", &[]),
            tr("cli-pr-col-treasury", &[]),
            tr("cli-pr-col-army", &[]),
            tr("cli-pr-col-result", &[]),
        ]);
        for seat in Seat::all(view.seats.len()) {
            let name = if seat == self.human {
                tr("cli-pr-seat-you", &[("seat", &seat)])
            } else {
                seat.to_string()
            };
            let army = &view.seats[seat.index()].army;
            table.add_row([
                name,
                detail.provinces[seat.index()].to_string(),
                detail.treasury[seat.index()].to_string(),
                if army.is_empty() {
                    tr("cli-pr-none", &[])
                } else {
                    army.iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                },
                if detail.winners.contains(&seat) {
                    if detail.shared {
                        tr("cli-pr-shares-win", &[])
                    } else {
                        tr("cli-pr-wins-cell", &[])
                    }
                } else {
                    String::new()
                },
            ]);
        }
        let how = match detail.end {
            EndKind::ProvinceTarget => {
                let reached: Vec<String> = Seat::all(detail.provinces.len())
                    .filter(|s| detail.provinces[s.index()] >= detail.target)
                    .map(|s| self.object(s))
                    .collect();
                tr(
                    "cli-pr-ended-target",
                    &[
                        ("rounds", &detail.rounds),
                        ("names", &reached.join(&tr("cli-pr-and", &[]))),
                        ("target", &detail.target),
                    ],
                )
            }
            EndKind::RoundLimit => tr("cli-pr-ended-limit", &[("rounds", &detail.rounds)]),
        };
        let names: Vec<String> = detail.winners.iter().map(|&s| self.object(s)).collect();
        let mut verdict = if outcome.is_draw() {
            tr("cli-pr-draw", &[])
        } else if detail.shared {
            tr(
                "cli-pr-shared",
                &[("names", &names.join(&tr("cli-pr-and", &[])))],
            )
        } else if detail.winners.contains(&self.human) {
            tr("cli-pr-you-win", &[])
        } else {
            tr("cli-pr-wins", &[("name", &names.join(""))])
        };
        if detail.decided_by_treasury {
            verdict.push_str(&tr("cli-pr-by-treasury", &[]));
        }
        let title = tr("cli-pr-final", &[]);
        format!("\n{BOLD}{title}{BOLD:#}\n{how}\n{table}\n{BOLD}{verdict}{BOLD:#}")
    }

    fn help(&self) -> String {
        tr(
            "cli-pr-help",
            &[
                ("per_turn", &per_turn(self.provinces_per_turn)),
                ("draw", &self.scout_draw),
            ],
        )
    }

    /// A card the person does not hold, told from their view in their language.
    fn why_refused(&self, view: &ProvincesView, err: &IllegalAction) -> Option<String> {
        let action: Action = err.action.trim().parse().ok()?;
        let played = match action {
            Action::Discard(c) => c,
            other => card_played(&other)?,
        };
        let hand = view.seats[self.human.index()].hand?;
        (hand.count(played) == 0).then(|| tr("cli-pr-not-held", &[("card", &card_name(played))]))
    }
}

#[cfg(test)]
mod tests {
    use interregnum_bots::{RandomBot, ask};
    use interregnum_core::{Game, Observer, Start};

    use super::*;

    /// A reaction window is passed for the person exactly when passing is all they may do.
    #[test]
    fn windows_are_passed_for_the_person_only_without_a_reaction() {
        let mut bot = RandomBot::new(2);
        let mut legal = Vec::new();
        let (mut passed, mut asked) = (0, 0);
        for players in 2..=4u8 {
            let options = ProvincesOptions::players(players);
            for seed in 0..6 {
                let mut game = Provinces::new(&options, &Start::seeded(seed)).unwrap();
                while let Some(seat) = game.to_act() {
                    let view = game.view(Observer::Seat(seat));
                    let p = ProvincesPresenter::new(seat, &options);
                    if matches!(view.phase, Phase::Window { .. }) {
                        match p.automatic(&view) {
                            Some((action, why)) => {
                                assert_eq!(view.legal, [Action::Pass]);
                                assert_eq!(action, Action::Pass);
                                assert!(why.contains("passed for you"), "{why}");
                                passed += 1;
                            }
                            None => {
                                assert!(view.legal.len() > 1, "{:?}", view.legal);
                                asked += 1;
                            }
                        }
                    } else {
                        assert!(p.automatic(&view).is_none());
                    }
                    let action = ask(&mut bot, &game, seat, &mut legal);
                    game.apply(action).unwrap();
                }
            }
        }
        assert!(passed > 0 && asked > 0, "passed {passed}, asked {asked}");
    }

    /// Random games at every table size, drawn and told from every seat: nothing panics,
    /// every decision of the person lists its legal actions, and every result names a winner.
    #[test]
    fn every_seat_sees_a_whole_game_told() {
        let mut bot = RandomBot::new(5);
        let mut legal = Vec::new();
        for players in 2..=4u8 {
            let options = ProvincesOptions::players(players);
            for seed in 0..4 {
                let mut game = Provinces::new(&options, &Start::seeded(seed)).unwrap();
                let presenters: Vec<ProvincesPresenter> = Seat::all(usize::from(players))
                    .map(|s| ProvincesPresenter::new(s, &options))
                    .collect();
                let mut views: Vec<ProvincesView> = Seat::all(usize::from(players))
                    .map(|s| game.view(Observer::Seat(s)))
                    .collect();
                let mut told = 0;
                while let Some(seat) = game.to_act() {
                    let prompt = presenters[seat.index()]
                        .prompt(&views[seat.index()])
                        .join("\n");
                    assert!(prompt.contains("You may play: "), "{prompt}");
                    let action = ask(&mut bot, &game, seat, &mut legal);
                    game.apply(action).unwrap();
                    for s in Seat::all(usize::from(players)) {
                        let now = game.view(Observer::Seat(s));
                        let p = &presenters[s.index()];
                        let before = &views[s.index()];
                        let events = p.events(before, &now);
                        // Issue 13: a turn's header comes after everything the last turn did
                        // (a Scout's draw included), before the new turn's own draw.
                        if let Some(at) = events.iter().position(|l| l.contains(" turn ──"))
                            && before.active != now.active
                        {
                            // The draw line of the seat whose turn ended (English here).
                            let old_draw = if before.active == s {
                                "You draw".to_owned()
                            } else {
                                format!("{} draws", before.active)
                            };
                            assert!(
                                events[at..].iter().all(|l| !l.starts_with(&old_draw)),
                                "{events:?}"
                            );
                        }
                        told += events.len();
                        views[s.index()] = now;
                    }
                }
                assert!(told > 0);
                let outcome = game.outcome().unwrap();
                for s in Seat::all(usize::from(players)) {
                    let text = presenters[s.index()].result(&views[s.index()], &outcome);
                    assert!(text.contains("Final result"), "{text}");
                }
            }
        }
    }
}
