//! The Imposter Kings in the terminal.

use std::{collections::BTreeMap, fmt::Write as _};

use anstyle::{AnsiColor, Style};
use interregnum_core::{IllegalAction, Outcome, Seat};
use interregnum_imposter_kings::{
    Action, Card, CourtCard, Dir, IkView, ImposterKings, MatchDetail, RoundView,
};

use super::{
    Presenter, capitalise,
    text::{visible_width, without_maybe_plurals},
};
use crate::i18n::tr;

pub struct ImposterKingsPresenter {
    human: Seat,
    players: u8,
}

const BOLD: Style = Style::new().bold();
const DIM: Style = Style::new().dimmed();
const GOOD: Style = AnsiColor::Green.on_default().bold();
const ROYAL: Style = AnsiColor::Magenta.on_default().bold();

/// A card's name for people ("King's Hand").
#[must_use]
pub fn card_name(card: Card) -> &'static str {
    match card {
        Card::KingsHand => "King's Hand",
        other => other.name(),
    }
}

/// A card's key in the message files, as in `kingshand` (`ik-card-kingshand`).
fn card_key(card: Card) -> String {
    card.name().to_ascii_lowercase()
}

/// A card's short ability text (§1.3), in the person's language.
#[must_use]
pub fn card_text(card: Card) -> String {
    tr(&format!("cli-ik-text-{}", card_key(card)), &[])
}

/// A card with its value and text, as `card X` answers: in Dutch with its Dutch name too.
fn card_line(c: Card) -> String {
    tr(
        "cli-ik-card-line",
        &[
            ("card", &card(c)),
            ("local", &tr(&format!("ik-card-{}", card_key(c)), &[])),
            ("value", &c.base()),
            ("text", &card_text(c)),
        ],
    )
}

/// A card in colour: Royalty in magenta.
fn card(card: Card) -> String {
    let name = card_name(card);
    if card.is_royalty() {
        format!("{ROYAL}{name}{ROYAL:#}")
    } else {
        name.to_owned()
    }
}

fn cards(list: &[Card]) -> String {
    if list.is_empty() {
        format!("{DIM}{}{DIM:#}", tr("cli-ik-none", &[]))
    } else {
        list.iter().map(|&c| card(c)).collect::<Vec<_>>().join(", ")
    }
}

/// The legal actions, grouped by their first word: a verb with few choices lists them all,
/// one with many shows each argument's choices as `a|b|c`.
fn legal_summary(legal: &[String]) -> Vec<String> {
    if legal.len() <= 10 {
        return vec![legal.join(" · ")];
    }
    let mut groups: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut order = Vec::new();
    for action in legal {
        let verb = action.split_whitespace().next().unwrap_or("");
        if !groups.contains_key(verb) {
            order.push(verb);
        }
        groups.entry(verb).or_default().push(action);
    }
    let mut lines = Vec::new();
    for verb in order {
        let actions = &groups[verb];
        if actions.len() <= 6 {
            lines.push(actions.join(" · "));
            continue;
        }
        let words: Vec<Vec<&str>> = actions
            .iter()
            .map(|a| a.split_whitespace().collect())
            .collect();
        let width = words.iter().map(Vec::len).max().unwrap_or(1);
        let mut text = verb.to_owned();
        // Each word after the verb: its few values as `a|b`, or a letter when there are many
        // (the question says what the letters are).
        for (i, letter) in (1..width).zip(["X", "Y", "Z", "W"].iter().cycle()) {
            let mut seen: Vec<&str> = Vec::new();
            for w in &words {
                if let Some(x) = w.get(i)
                    && !seen.contains(x)
                {
                    seen.push(x);
                }
            }
            if seen.len() <= 4 {
                let _ = write!(text, " {}", seen.join("|"));
            } else {
                let _ = write!(text, " {letter}");
            }
        }
        let choices = tr(
            "cli-ik-choices",
            &[("n", &actions.len()), ("example", &actions[0])],
        );
        let _ = write!(text, "  {DIM}{choices}{DIM:#}");
        lines.push(text);
    }
    lines
}

impl ImposterKingsPresenter {
    #[must_use]
    pub fn new(human: Seat, players: u8) -> ImposterKingsPresenter {
        ImposterKingsPresenter { human, players }
    }

    /// How a seat is named: "B (you)", "C (partner)", "D (bot)".
    fn who(&self, seat: Seat) -> String {
        let role = if seat == self.human {
            "you"
        } else if self.players == 4 && seat.index() % 2 == self.human.index() % 2 {
            "partner"
        } else {
            "bot"
        };
        tr("cli-ik-who", &[("seat", &seat), ("role", &role)])
    }

    fn scores(&self, view: &IkView) -> String {
        if view.players == 4 {
            let team = |t: usize| view.scores.get(t).copied().unwrap_or(0);
            let mine = self.human.index() % 2;
            let name = |t: usize| {
                let seats = if t == 0 { "A+C" } else { "B+D" };
                if t == mine {
                    tr("cli-ik-your-team", &[("seats", &seats)])
                } else {
                    tr("cli-ik-team", &[("seats", &seats)])
                }
            };
            format!("{} {} · {} {}", name(0), team(0), name(1), team(1))
        } else {
            view.scores
                .iter()
                .enumerate()
                .map(|(i, s)| format!("{} {s}", self.who(Seat::new(i))))
                .collect::<Vec<_>>()
                .join(" · ")
        }
    }

    /// One Court card in a few words: `Soldier 7`, `Elder (face down, 1)`.
    fn court_card(view: &IkView, c: &CourtCard) -> String {
        if c.disgraced {
            let down = tr("cli-ik-down", &[]);
            return format!("{DIM}{} ({down}){DIM:#}", card_name(c.card));
        }
        let mut text = format!("{} {}", card(c.card), c.card.base());
        if view.muted == Some(c.card.base()) {
            text.push_str(&tr("cli-ik-muted", &[]));
        }
        if c.bonus {
            text.push_str(&tr("cli-ik-soldier-hit", &[]));
        }
        text
    }

    /// The Court: the Throne on a line of its own, then the cards below it, top first.
    /// `room` lines at most when given: the cards below share lines, and those that do not
    /// fit are counted (`board` shows them all, one a line).
    fn court(view: &IkView, room: Option<usize>) -> Vec<String> {
        let Some((throne, below)) = view.court.split_last() else {
            return vec![tr("cli-ik-court-empty", &[])];
        };
        let mut throne_line = format!(
            "{BOLD}{}{BOLD:#} {}",
            tr("cli-ik-throne-label", &[]),
            tr(
                "cli-ik-throne",
                &[
                    ("card", &Self::court_card(view, throne)),
                    ("value", &view.throne_value),
                    ("n", &view.court.len()),
                ],
            )
        );
        let legend = tr("cli-ik-down-legend", &[]);
        if view.court.iter().any(|c| c.disgraced)
            && visible_width(&throne_line) + visible_width(&legend) <= 80
        {
            throne_line.push_str(&legend);
        }
        let mut lines = vec![throne_line];
        if below.is_empty() {
            return lines;
        }
        let entries: Vec<String> = below
            .iter()
            .enumerate()
            .rev()
            .map(|(i, c)| format!("{}:{}", i + 1, Self::court_card(view, c)))
            .collect();
        let Some(room) = room else {
            lines.extend(entries.iter().map(|e| format!("   {e}")));
            return lines;
        };
        // Pack the cards below into the lines left, newest first; count the rest.
        let budget = room.saturating_sub(1).max(1) * 76;
        let mut used = 0;
        let mut shown = Vec::new();
        for (k, entry) in entries.iter().enumerate() {
            let width = visible_width(entry) + 3;
            let rest = entries.len() - k - 1;
            let tail = if rest > 0 { 24 } else { 0 };
            if used + width + tail > budget {
                break;
            }
            used += width;
            shown.push(entry.clone());
        }
        let hidden = entries.len() - shown.len();
        let mut text = tr("cli-ik-below", &[("cards", &shown.join(" · "))]);
        if hidden > 0 {
            let more = tr("cli-ik-more-below", &[("n", &hidden)]);
            let _ = write!(text, " · {DIM}{more}{DIM:#}");
        }
        lines.push(text);
        lines
    }

    /// How a round ended: who won, the points and where they come from (§7), the cards
    /// turned over, and the Court as it stood, before the next deal replaces it.
    fn round_over(&self, before: &IkView, after: &IkView, round: &RoundView) -> Vec<String> {
        let n = round.points.len();
        let me = self.human.index();
        let has_cards = |s: usize| round.shown.get(s).is_some_and(|c| !c.is_empty());
        let king_up = |s: usize| before.seats.get(s).is_some_and(|v| v.king_face_up);
        let Some(&winner) = round.winners.first() else {
            return vec![tr(
                "cli-ik-round-over-plain",
                &[("scores", &self.scores(after))],
            )];
        };
        let w = winner.index();
        let points = round.points.get(w).copied().unwrap_or(0);
        let mut parts = vec![tr("cli-ik-part-win", &[])];
        let part_cards =
            |who: &str, name: &str| tr("cli-ik-part-cards", &[("who", &who), ("name", &name)]);
        // Who won, as the message selects on it, and what the face-up King bonus is for.
        let (winner_kind, team, whose_king, bonus_king) = if n == 4 {
            let team = w % 2;
            let opponents_hold = (0..4).any(|s| s % 2 != team && has_cards(s));
            if opponents_hold {
                parts.push(part_cards("opponent", ""));
            }
            let kind = if team == me % 2 { "our-team" } else { "team" };
            let king = (0..4).any(|s| s % 2 == team && king_up(s));
            (kind, team_name(team), "team", king)
        } else {
            for s in (0..n).filter(|&s| s != w && has_cards(s)) {
                if s == me {
                    parts.push(part_cards("you", ""));
                } else {
                    parts.push(part_cards("other", &self.who(Seat::new(s))));
                }
            }
            let kind = if w == me { "you" } else { "other" };
            let whose = if w == me { "you" } else { "other" };
            (kind, "", whose, king_up(w))
        };
        if bonus_king {
            parts.push(tr(
                "cli-ik-part-king",
                &[("whose", &whose_king), ("seat", &winner)],
            ));
        }
        let mut line = format!(
            "{BOLD}{}{BOLD:#}",
            tr(
                "cli-ik-round-over",
                &[
                    ("round", &before.round),
                    ("winner", &winner_kind),
                    ("team", &team),
                    ("name", &self.who(winner)),
                    ("points", &points),
                ],
            )
        );
        // The breakdown is shown only when it adds up to what the engine scored.
        if parts.len() == usize::from(points) {
            let _ = write!(line, " ({})", parts.join(", "));
        }
        line.push('.');
        if n == 3
            && let Some(second) = (0..3).find(|&s| s != w && round.points[s] == 1)
        {
            let who = if second == me { "you" } else { "other" };
            let _ = write!(
                line,
                " {}",
                tr(
                    "cli-ik-second",
                    &[("who", &who), ("name", &self.who(Seat::new(second)))],
                )
            );
        }
        let mut lines = vec![
            line,
            tr("cli-ik-scores", &[("scores", &self.scores(after))]),
        ];
        for (i, shown) in round.shown.iter().enumerate() {
            if !shown.is_empty() {
                let held = tr(
                    "cli-ik-held",
                    &[("who", &self.who(Seat::new(i))), ("cards", &cards(shown))],
                );
                lines.push(format!("  {held}"));
            }
        }
        if !before.court.is_empty() {
            let court: Vec<String> = before
                .court
                .iter()
                .rev()
                .map(|c| Self::court_card(before, c))
                .collect();
            let end = tr("cli-ik-court-end", &[("cards", &court.join(", "))]);
            lines.push(format!("  {end}"));
        }
        lines
    }

    /// The seats in turn order, from the one after the person round to the person.
    fn turn_order(&self, view: &IkView) -> Vec<usize> {
        let n = view.seats.len();
        let me = self.human.index();
        let step = |s: usize| match view.direction {
            Some(Dir::Ccw) => (s + n - 1) % n,
            _ => (s + 1) % n,
        };
        let mut order = Vec::with_capacity(n);
        let mut seat = step(me);
        for _ in 0..n {
            order.push(seat);
            seat = step(seat);
        }
        order
    }

    /// "Turn order: B → C → A (you), clockwise", once the direction is chosen.
    fn turn_line(&self, view: &IkView) -> Option<String> {
        if view.players == 2 {
            return None;
        }
        let names: Vec<String> = self
            .turn_order(view)
            .into_iter()
            .map(|s| self.who(Seat::new(s)))
            .collect();
        Some(match view.direction {
            Some(dir) => tr(
                "cli-ik-turn-order",
                &[
                    ("names", &names.join(" → ")),
                    (
                        "dir",
                        &match (dir, view.players) {
                            (Dir::Cw, 3) => "cw3",
                            (Dir::Cw, _) => "cw4",
                            (Dir::Ccw, 3) => "ccw3",
                            (Dir::Ccw, _) => "ccw4",
                        },
                    ),
                ],
            ),
            None => tr("cli-ik-turn-unchosen", &[]),
        })
    }

    /// A hand card's value now: a Warlord is worth 8 in hand while face-up Royalty is in
    /// the Court (§1.3).
    fn hand_value(view: &IkView, c: Card) -> u8 {
        let royalty_up = view
            .court
            .iter()
            .any(|k| !k.disgraced && k.card.is_royalty());
        if c == Card::Warlord && royalty_up {
            8
        } else {
            c.base()
        }
    }

    /// The person's hand with its values; the cards that may be played now are in brackets,
    /// which reads without colour.
    fn hand_line(&self, view: &IkView) -> String {
        let hand = view.seats[self.human.index()]
            .hand
            .clone()
            .unwrap_or_default();
        let playable = |c: Card| {
            view.legal.iter().any(|a| {
                let mut w = a.split_whitespace();
                matches!(w.next(), Some("play" | "ante" | "follow" | "chain"))
                    && w.next() == Some(c.name())
            })
        };
        if hand.is_empty() {
            return tr("cli-ik-hand-empty", &[]);
        }
        let shown: Vec<String> = hand
            .iter()
            .map(|&c| {
                let text = format!("{} {}", card(c), Self::hand_value(view, c));
                if playable(c) {
                    format!("{GOOD}[{GOOD:#}{text}{GOOD}]{GOOD:#}")
                } else {
                    text
                }
            })
            .collect();
        let mut line = tr("cli-ik-hand", &[("cards", &shown.join(", "))]);
        if hand.iter().any(|&c| playable(c)) {
            let _ = write!(line, "  {DIM}{}{DIM:#}", tr("cli-ik-playable", &[]));
        }
        line
    }

    fn seat_line(&self, view: &IkView, seat: usize) -> String {
        let s = &view.seats[seat];
        let mut parts = Vec::new();
        if s.eliminated {
            parts.push(tr("cli-ik-out", &[]));
        }
        if seat != self.human.index() {
            parts.push(tr("cli-ik-in-hand", &[("n", &s.hand_size)]));
        }
        parts.push(tr(
            if s.king_face_up {
                "cli-ik-king-up"
            } else {
                "cli-ik-king-down"
            },
            &[],
        ));
        if view.true_king.index() == seat {
            parts.push(tr("cli-ik-true-king", &[]));
        }
        parts.push(match (s.has_successor, s.successor) {
            (true, Some(c)) => tr("cli-ik-successor", &[("card", &card(c))]),
            (true, None) => tr("cli-ik-a-successor", &[]),
            (false, _) => tr("cli-ik-no-successor", &[]),
        });
        if !s.known_in_hand.is_empty() {
            parts.push(tr("cli-ik-known", &[("cards", &cards(&s.known_in_hand))]));
        }
        if !s.antechamber.is_empty() {
            parts.push(tr(
                "cli-ik-antechamber",
                &[("cards", &cards(&s.antechamber))],
            ));
        }
        let mut condemned: Vec<String> = s.condemned.iter().map(|&c| card(c)).collect();
        // Face-down Condemned cards: the owner knows them; the others see their values.
        match &s.condemned_hidden {
            Some(hidden) => condemned.extend(hidden.iter().map(|&c| {
                tr(
                    "cli-ik-condemned-hidden",
                    &[("card", &card(c)), ("value", &c.base())],
                )
            })),
            None => condemned.extend(
                s.condemned_values
                    .iter()
                    .map(|v| tr("cli-ik-face-down-value", &[("value", v)])),
            ),
        }
        if !condemned.is_empty() {
            parts.push(tr("cli-ik-condemned", &[("cards", &condemned.join(", "))]));
        }
        if s.out_pile_size > 0 {
            parts.push(tr("cli-ik-out-pile", &[("n", &s.out_pile_size)]));
        }
        if !s.row.is_empty() {
            parts.push(tr("cli-ik-row", &[("cards", &cards(&s.row))]));
        }
        if s.has_shared {
            parts.push(match s.shared {
                Some(c) => tr("cli-ik-shared", &[("card", &card(c))]),
                None => tr("cli-ik-a-shared", &[]),
            });
        }
        if s.committed {
            parts.push(tr("cli-ik-has-chosen", &[]));
        }
        format!("{}: {}", self.who(Seat::new(seat)), parts.join(" · "))
    }

    /// A sentence that says what the current question is, from the legal actions.
    fn question(&self, view: &IkView) -> Option<String> {
        let verbs: Vec<&str> = view
            .legal
            .iter()
            .filter_map(|a| a.split_whitespace().next())
            .collect();
        let has = |v: &str| verbs.contains(&v);
        let ability = view.ability.as_ref().map(|a| {
            let mut text = if a.player == self.human {
                tr("cli-ik-your-card", &[("card", &card_name(a.card))])
            } else {
                tr(
                    "cli-ik-their-card",
                    &[("who", &self.who(a.player)), ("card", &card_name(a.card))],
                )
            };
            if let Some(t) = a.target {
                text.push_str(&tr("cli-ik-aimed", &[("who", &self.who(t))]));
            }
            if let Some(n) = a.name {
                text.push_str(&tr("cli-ik-naming", &[("card", &card_name(n))]));
            }
            if let Some(n) = a.number {
                text.push_str(&tr("cli-ik-number", &[("n", &n)]));
            }
            if let Some(p) = a.court_position {
                text.push_str(&tr("cli-ik-choosing", &[("n", &p)]));
            }
            text
        });
        let ability = ability.unwrap_or_else(|| {
            if view.deciding.contains("the Assassin") {
                tr("cli-ik-assassin-ability", &[])
            } else {
                tr("cli-ik-this-ability", &[])
            }
        });
        let or_decline = if has("decline") {
            tr("cli-ik-or-decline", &[])
        } else {
            String::new()
        };
        let ability_cap = capitalise(&ability);
        let text = view
            .ability
            .as_ref()
            .map_or_else(String::new, |a| card_text(a.card));
        // A question about an ability: its words, the decline option and the card's text.
        let about = |id: &str| {
            tr(
                id,
                &[
                    ("ability", &ability_cap),
                    ("decline", &or_decline),
                    ("text", &text),
                ],
            )
        };
        let q = |id: &str| tr(id, &[]);
        Some(if has("kingshand") {
            tr("cli-ik-q-kingshand", &[("ability", &ability)])
        } else if has("pass") && view.deciding.contains("King's Hand") {
            tr("cli-ik-q-kingshand-none", &[("ability", &ability_cap)])
        } else if has("assassin") {
            q("cli-ik-q-assassin")
        } else if has("pass") && view.deciding.contains("Assassin") {
            q("cli-ik-q-assassin-none")
        } else if has("play") || has("flip") {
            q("cli-ik-q-turn")
        } else if has("purge") {
            q("cli-ik-q-purge")
        } else if has("ante") {
            q("cli-ik-q-ante")
        } else if has("hide") {
            q("cli-ik-q-hide")
        } else if has("first") {
            q("cli-ik-q-first")
        } else if has("restart") {
            q("cli-ik-q-restart")
        } else if has("reveal") {
            if view.players == 4 {
                q("cli-ik-q-reveal-team")
            } else {
                q("cli-ik-q-reveal")
            }
        } else if has("court") {
            about("cli-ik-q-court")
        } else if has("name") {
            about("cli-ik-q-name")
        } else if has("guess") {
            about("cli-ik-q-guess")
        } else if has("number") {
            about("cli-ik-q-number")
        } else if has("target") {
            about("cli-ik-q-target")
        } else if has("use") {
            about("cli-ik-q-use")
        } else if has("condemn") || (has("nothing") && view.deciding.contains("Condemn")) {
            q("cli-ik-q-condemn")
        } else if has("disgrace") || has("done") {
            q("cli-ik-q-disgrace")
        } else if has("antechamber") || view.deciding.contains("to the Antechamber") {
            q("cli-ik-q-antechamber")
        } else if has("chain") || view.deciding.contains("chain a card") {
            q("cli-ik-q-chain")
        } else if has("successor") {
            q("cli-ik-q-successor")
        } else if has("accuse") {
            q("cli-ik-q-accuse")
        } else if has("give") {
            match view.ability.as_ref().map(|a| a.card) {
                Some(Card::Sentry) => q("cli-ik-q-give-sentry"),
                Some(Card::Princess) => q("cli-ik-q-give-princess"),
                _ => q("cli-ik-q-give"),
            }
        } else if has("force") || view.deciding.contains("force a player") {
            q("cli-ik-q-force")
        } else if has("follow") {
            q("cli-ik-q-follow")
        } else if has("swap") {
            q("cli-ik-q-swap")
        } else if has("draft") || has("drafter") {
            q("cli-ik-q-draft")
        } else if has("share") {
            q("cli-ik-q-share")
        } else if has("take") {
            q("cli-ik-q-take")
        } else if has("offer") {
            q("cli-ik-q-offer")
        } else if has("accept") {
            q("cli-ik-q-accept")
        } else if has("remove") {
            q("cli-ik-q-remove")
        } else if has("pass") {
            q("cli-ik-q-pass")
        } else if has("nothing") {
            q("cli-ik-q-nothing")
        } else {
            return None;
        })
    }
}

fn team_name(team: usize) -> &'static str {
    if team == 0 { "A+C" } else { "B+D" }
}

/// The Queen's Disgrace, which the log does not tell: with a face-up Queen on the Throne,
/// the Court cards that were face up before and are face down now (§1.3). The ability
/// resolves after its King's Hand window, so this is often a view after the Queen's play.
fn queens_disgrace(before: &IkView, after: &IkView) -> Option<String> {
    let throne = after.court.last()?;
    if throne.card != Card::Queen || throne.disgraced {
        return None;
    }
    let disgraced: Vec<&str> = before
        .court
        .iter()
        .zip(&after.court)
        .filter(|(b, a)| b.card == a.card && !b.disgraced && a.disgraced)
        .map(|(b, _)| card_name(b.card))
        .collect();
    (!disgraced.is_empty()).then(|| {
        let told = tr("cli-ik-queen", &[("cards", &disgraced.join(", "))]);
        format!("  · {told}")
    })
}

fn me(view: &IkView) -> usize {
    view.observer.seat().map_or(0, Seat::index)
}

/// The log lines of `after` that `before` did not show yet.
fn new_lines<'a>(before: &[String], after: &'a [String]) -> &'a [String] {
    if after.starts_with(before) {
        return &after[before.len()..];
    }
    let most = before.len().min(after.len());
    for k in (1..=most).rev() {
        if before[before.len() - k..] == after[..k] {
            return &after[k..];
        }
    }
    after
}

impl Presenter<ImposterKings> for ImposterKingsPresenter {
    fn header(&self, view: &IkView) -> String {
        tr(
            "cli-ik-header",
            &[
                ("round", &view.round),
                ("points", &view.points_to_win),
                ("scores", &self.scores(view)),
            ],
        )
    }

    fn board(&self, view: &IkView, room: Option<usize>) -> Vec<String> {
        let me = me(view);
        let mut lines = Vec::new();
        let mut seats = Vec::new();
        for seat in self.turn_order(view) {
            if seat != me {
                seats.push(self.seat_line(view, seat));
            }
        }
        seats.push(self.seat_line(view, me));
        let mut tail = Vec::new();
        let mut removed: Vec<String> = view.removed_public.iter().map(|&c| card(c)).collect();
        removed.extend(
            view.removed_values
                .iter()
                .map(|v| tr("cli-ik-removed-value", &[("value", v)])),
        );
        if view.removed_hidden > 0 {
            removed.push(tr("cli-ik-removed-down", &[("n", &view.removed_hidden)]));
        }
        let mut accused = tr("cli-ik-accused", &[("card", &card(view.accused))]);
        if !removed.is_empty() {
            accused.push_str(&tr("cli-ik-removed", &[("cards", &removed.join(", "))]));
        }
        if !view.removed_known.is_empty() {
            accused.push_str(&tr(
                "cli-ik-you-removed",
                &[("cards", &cards(&view.removed_known))],
            ));
        }
        tail.push(accused);
        tail.extend(self.turn_line(view));
        tail.extend(seats);
        tail.push(self.hand_line(view));
        if !view.pile.is_empty() {
            tail.push(tr("cli-ik-pile", &[("cards", &cards(&view.pile))]));
        }
        if !view.my_pending.is_empty() {
            tail.push(tr("cli-ik-pending", &[("cards", &cards(&view.my_pending))]));
        }
        if !view.exchange_offer.is_empty() {
            tail.push(tr(
                "cli-ik-offer",
                &[("cards", &cards(&view.exchange_offer))],
            ));
        }
        // The seat lines often take two lines at 80 columns.
        let tail_height: usize = tail
            .iter()
            .map(|l| visible_width(l).div_ceil(80).max(1))
            .sum();
        let court_room = room.map(|r| r.saturating_sub(tail_height).max(2));
        lines.extend(Self::court(view, court_room));
        lines.extend(tail);
        lines
    }

    fn prompt(&self, view: &IkView) -> Vec<String> {
        if view.to_act.is_none() || view.to_act != view.observer.seat() || view.legal.is_empty() {
            return Vec::new();
        }
        let mut lines = vec![match self.question(view) {
            Some(question) => question,
            None => format!(
                "{BOLD}{}{BOLD:#} {}",
                tr("cli-ik-now", &[]),
                without_maybe_plurals(&view.deciding)
            ),
        }];
        let options = legal_summary(&view.legal);
        if let Some((first, rest)) = options.split_first() {
            let you_may = tr("cli-ik-you-may", &[]);
            let indent = " ".repeat(you_may.chars().count() + 1);
            lines.push(format!("{BOLD}{you_may}{BOLD:#} {first}"));
            lines.extend(rest.iter().map(|l| format!("{indent}{l}")));
        }
        lines
    }

    fn events(&self, before: &IkView, after: &IkView) -> Vec<String> {
        let me = me(after);
        let mine = format!("{}: ", Seat::new(me));
        let fresh = new_lines(&before.log, &after.log);
        let mut lines: Vec<String> = fresh
            .iter()
            .map(|line| {
                let line = without_maybe_plurals(line);
                let you = self.who(Seat::new(me));
                match line.strip_prefix(&mine) {
                    Some("(a secret choice)") => {
                        format!("  · {}", tr("cli-ik-log-secret", &[("who", &you)]))
                    }
                    Some(rest) => format!("  · {you}: {rest}"),
                    None => format!("  · {}", super::ik_log::told(&line)),
                }
            })
            .collect();
        if let Some(line) = queens_disgrace(before, after) {
            lines.push(line);
        }
        if after.last_round != before.last_round
            && let Some(round) = &after.last_round
        {
            lines.extend(self.round_over(before, after, round));
        }
        lines
    }

    fn result(&self, view: &IkView, outcome: &Outcome<MatchDetail>) -> String {
        let mut table = comfy_table::Table::new();
        table.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
        table.set_header([
            tr("cli-col-seat", &[]),
            tr("cli-ik-col-points", &[]),
            tr("cli-ik-col-last-round", &[]),
        ]);
        for (i, points) in outcome.detail.points.iter().enumerate() {
            table.add_row([
                self.who(Seat::new(i)),
                points.to_string(),
                outcome
                    .detail
                    .last_round
                    .get(i)
                    .map_or("-".to_owned(), ToString::to_string),
            ]);
        }
        let me = Seat::new(me(view));
        let verdict = if self.players == 4 {
            let team = |s: Seat| {
                if s.index().is_multiple_of(2) {
                    "A+C"
                } else {
                    "B+D"
                }
            };
            if outcome.winners.contains(&me) {
                tr("cli-ik-our-team-wins", &[("team", &team(me))])
            } else {
                let winner = outcome
                    .winners
                    .first()
                    .map_or_else(|| tr("cli-ik-nobody", &[]), |&s| team(s).to_owned());
                tr("cli-ik-team-wins", &[("team", &winner)])
            }
        } else if outcome.winners.contains(&me) {
            if outcome.winners.len() > 1 {
                tr("cli-ik-share-win", &[])
            } else {
                tr("cli-ik-you-win", &[])
            }
        } else {
            let names: Vec<String> = outcome.winners.iter().map(|&s| self.who(s)).collect();
            match names.as_slice() {
                [one] => tr("cli-ik-one-wins", &[("who", one)]),
                many => tr(
                    "cli-ik-many-share",
                    &[("who", &many.join(&tr("cli-ik-and", &[])))],
                ),
            }
        };
        format!(
            "\n{BOLD}{}{BOLD:#} {}\n{table}\n{BOLD}{verdict}{BOLD:#}",
            tr("cli-ik-final", &[]),
            tr("cli-ik-after", &[("n", &outcome.detail.rounds)])
        )
    }

    fn help(&self) -> String {
        tr("cli-ik-help", &[])
    }

    fn automatic(&self, view: &IkView) -> Option<(Action, String)> {
        // A reaction window (King's Hand, Assassin) in which passing is all the person may do.
        if view.legal != ["pass"] || !view.deciding.contains("react to") {
            return None;
        }
        let card = if view.deciding.contains("with Assassin") {
            "assassin"
        } else {
            "kingshand"
        };
        let why = tr("cli-ik-auto-pass", &[("card", &card)]);
        Some((Action::Pass, format!("  {DIM}· {why}{DIM:#}")))
    }

    fn why_refused(&self, view: &IkView, err: &IllegalAction) -> Option<String> {
        // Verbs whose cards come from the hand: a card named more often than it is held
        // is the reason, whatever else is wrong.
        const FROM_HAND: [&str; 13] = [
            "play",
            "hide",
            "reveal",
            "follow",
            "chain",
            "condemn",
            "give",
            "share",
            "successor",
            "accuse",
            "antechamber",
            "offer",
            "remove",
        ];
        let mut words = err.action.split_whitespace();
        let verb = words.next()?.to_ascii_lowercase();
        let verb_allowed = err
            .allowed
            .iter()
            .any(|a| a.split_whitespace().next() == Some(verb.as_str()));
        if !FROM_HAND.contains(&verb.as_str()) || !verb_allowed {
            return None;
        }
        let hand = view.seats[self.human.index()]
            .hand
            .clone()
            .unwrap_or_default();
        let named: Vec<Card> = words.filter_map(|w| w.parse().ok()).collect();
        let short = named.iter().find(|&&c| {
            named.iter().filter(|&&n| n == c).count() > hand.iter().filter(|&&h| h == c).count()
        })?;
        let held = hand.iter().filter(|&&h| h == *short).count();
        let name = card_name(*short);
        Some(match held {
            0 => tr("cli-ik-hold-none", &[("card", &name)]),
            1 => tr("cli-ik-hold-one", &[("card", &name)]),
            n => tr("cli-ik-hold-only", &[("n", &n), ("card", &name)]),
        })
    }

    fn command(&self, _view: &IkView, line: &str) -> Option<String> {
        let mut words = line.split_whitespace();
        let first = words.next()?.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        // The cards of this table's deck: the 2-player deck lacks four.
        let deck = interregnum_imposter_kings::deck(self.players);
        let in_deck: Vec<Card> = Card::ALL
            .into_iter()
            .filter(|&c| deck.contains(c))
            .collect();
        match (first.as_str(), rest.is_empty()) {
            ("cards", true) => Some(
                in_deck
                    .iter()
                    .map(|&c| card_line(c))
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
            ("card" | "?" | "what", false) => {
                let name = rest.join(" ");
                let names = in_deck
                    .iter()
                    .map(|&c| c.name())
                    .collect::<Vec<_>>()
                    .join(", ");
                Some(match name.parse::<Card>() {
                    Ok(c) if in_deck.contains(&c) => card_line(c),
                    Ok(c) => tr(
                        "cli-ik-not-in-deck",
                        &[
                            ("card", &c.name()),
                            ("players", &self.players),
                            ("cards", &names),
                        ],
                    ),
                    Err(_) => tr(
                        "cli-ik-no-such-card",
                        &[("name", &format!("{name:?}")), ("cards", &names)],
                    ),
                })
            }
            ("card", true) => Some(tr("cli-ik-card-usage", &[])),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use interregnum_bots::{Bot, RandomBot};
    use interregnum_core::{Game, Observer, Start};
    use interregnum_imposter_kings::IkOptions;

    use super::*;

    fn lines(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| (*w).to_owned()).collect()
    }

    #[test]
    fn new_log_lines_survive_the_ring_dropping_old_ones() {
        let before = lines(&["a", "b", "pass"]);
        assert_eq!(new_lines(&before, &lines(&["a", "b", "pass", "c"])), ["c"]);
        assert_eq!(new_lines(&before, &lines(&["b", "pass", "pass"])), ["pass"]);
        assert_eq!(new_lines(&before, &before), [] as [String; 0]);
        assert_eq!(new_lines(&[], &lines(&["x"])), ["x"]);
        assert_eq!(new_lines(&before, &lines(&["y", "z"])), ["y", "z"]);
    }

    #[test]
    fn long_legal_lists_are_grouped_by_verb() {
        let legal: Vec<String> = Card::ALL.iter().map(|c| format!("name {c}")).collect();
        let summary = legal_summary(&legal);
        assert_eq!(summary.len(), 1);
        let plain = anstream::adapter::strip_str(&summary[0]).to_string();
        assert!(
            plain.starts_with("name X  (18 choices, as in `name Fool`"),
            "{plain}"
        );
        assert_eq!(
            legal_summary(&lines(&["keep", "restart"])),
            ["keep · restart"]
        );
    }

    /// Issue 13: `hide Queen Queen` with one Queen was refused as "not a choice now".
    #[test]
    fn a_card_named_more_often_than_it_is_held_is_the_reason() {
        let mut game = ImposterKings::new(&IkOptions::default(), &Start::seeded(3)).unwrap();
        let me = Seat::new(0);
        let mut legal = Vec::new();
        let mut bot = RandomBot::new(1);
        let view = loop {
            let view = game.view(Observer::Seat(me));
            if view.legal.iter().any(|a| a.starts_with("hide")) {
                break view;
            }
            game.legal_actions(&mut legal);
            let seat = game.to_act().unwrap();
            let action =
                Bot::<ImposterKings>::choose(&mut bot, &game.view(Observer::Seat(seat)), &legal);
            game.apply(action).unwrap();
        };
        let hand = view.seats[0].hand.clone().unwrap();
        let single = *hand
            .iter()
            .find(|&&c| hand.iter().filter(|&&h| h == c).count() == 1)
            .unwrap();
        let absent = *Card::ALL.iter().find(|c| !hand.contains(c)).unwrap();
        let p = ImposterKingsPresenter::new(me, 2);
        let why = |text: &str| {
            let action: interregnum_imposter_kings::Action = text.parse().unwrap();
            let err = game.clone().apply(action).unwrap_err();
            p.why_refused(&view, &err)
        };
        assert_eq!(
            why(&format!("hide {single} {single}")),
            Some(format!("you hold one {}", card_name(single)))
        );
        assert_eq!(
            why(&format!("hide {absent} {single}")),
            Some(format!("you hold no {}", card_name(absent)))
        );
        assert_eq!(why(&format!("play {single}")), None, "not the question now");
    }

    /// Every view of the person in random matches, with the presenter for it.
    fn random_views(mut check: impl FnMut(&ImposterKingsPresenter, &IkView)) {
        let mut bot = RandomBot::new(9);
        let mut legal = Vec::new();
        for (players, seed) in [2u8, 3, 4]
            .into_iter()
            .flat_map(|n| (0..15).map(move |s| (n, s)))
        {
            let options = IkOptions {
                players,
                points_to_win: 3,
            };
            let mut game = ImposterKings::new(&options, &Start::seeded(seed)).unwrap();
            let human = Seat::new(seed as usize % usize::from(players));
            let p = ImposterKingsPresenter::new(human, players);
            while let Some(seat) = game.to_act() {
                check(&p, &game.view(Observer::Seat(human)));
                game.legal_actions(&mut legal);
                let view = game.view(Observer::Seat(seat));
                let action = Bot::<ImposterKings>::choose(&mut bot, &view, &legal);
                game.apply(action).unwrap();
            }
        }
    }

    /// Issue 13: a Warlord in hand was shown as 7 while face-up Royalty made it worth 8.
    #[test]
    fn a_warlord_in_hand_shows_its_value_now() {
        let mut seen = [0; 2];
        random_views(|p, view| {
            let hand = view.seats[p.human.index()].hand.clone().unwrap_or_default();
            if !hand.contains(&Card::Warlord) {
                return;
            }
            let royalty = view
                .court
                .iter()
                .any(|c| !c.disgraced && c.card.is_royalty());
            let line = anstream::adapter::strip_str(&p.hand_line(view)).to_string();
            let shown = if royalty { "Warlord 8" } else { "Warlord 7" };
            assert!(line.contains(shown), "{line}");
            seen[usize::from(royalty)] += 1;
        });
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }

    /// Issue 13: "Condemned: a 9, Queen (hidden)" read as two cards for one.
    #[test]
    fn a_face_down_condemned_card_is_listed_once() {
        let mut seen = 0;
        random_views(|p, view| {
            let me = &view.seats[p.human.index()];
            let Some(hidden) = me.condemned_hidden.as_ref().filter(|h| !h.is_empty()) else {
                return;
            };
            let line =
                anstream::adapter::strip_str(&p.seat_line(view, p.human.index())).to_string();
            let listed = line.split("Condemned: ").nth(1).unwrap_or("");
            let listed = listed.split(" · ").next().unwrap_or("");
            assert_eq!(
                listed.split(", ").count(),
                // debug
                me.condemned.len() + hidden.len(),
                "{line}"
            );
            assert!(listed.contains("(others see a face-down "), "{line}");
            seen += 1;
        });
        assert!(seen > 0);
    }

    #[test]
    fn card_commands_answer_and_everything_else_is_left_to_the_loop() {
        let game = ImposterKings::new(&IkOptions::default(), &Start::seeded(1)).unwrap();
        let view = game.view(Observer::Seat(Seat::new(0)));
        let p = ImposterKingsPresenter::new(Seat::new(0), 2);
        assert!(p.command(&view, "card queen").unwrap().contains("Royalty"));
        assert!(
            p.command(&view, "? King's Hand")
                .unwrap()
                .contains("Reaction")
        );
        assert!(p.command(&view, "card").unwrap().contains("card Queen"));
        assert!(p.command(&view, "card Joker").unwrap().contains("No card"));
        // The 2-player deck has 14 of the 18 cards; the larger decks all of them.
        assert_eq!(p.command(&view, "cards").unwrap().lines().count(), 14);
        let three = ImposterKingsPresenter::new(Seat::new(0), 3);
        assert_eq!(three.command(&view, "cards").unwrap().lines().count(), 18);
        for line in ["play Queen", "flip", "pass", "cardz", "? "] {
            assert_eq!(p.command(&view, line), None, "{line}");
        }
    }

    /// Random matches at every table size: every view of every seat draws without panicking,
    /// always asks a question with the options, and every round's end tells its points with
    /// their breakdown (§7).
    #[test]
    fn every_view_of_random_matches_draws() {
        let mut bot = RandomBot::new(5);
        let mut rounds_told = 0;
        let mut passed_for_you = 0;
        let mut queen_told = 0;
        for (players, seed) in [2u8, 3, 4]
            .into_iter()
            .flat_map(|n| (0..6).map(move |s| (n, s)))
        {
            let options = IkOptions {
                players,
                points_to_win: 2,
            };
            let mut game = ImposterKings::new(&options, &Start::seeded(seed)).unwrap();
            let human = Seat::new(seed as usize % usize::from(players));
            let p = ImposterKingsPresenter::new(human, players);
            let mut shown = game.view(Observer::Seat(human));
            let mut legal = Vec::new();
            while game.to_act().is_some() {
                game.legal_actions(&mut legal);
                let seat = game.to_act().unwrap();
                let action = Bot::<ImposterKings>::choose(
                    &mut bot,
                    &game.view(Observer::Seat(seat)),
                    &legal,
                );
                game.apply(action).unwrap();
                let now = game.view(Observer::Seat(human));
                let events = p.events(&shown, &now);
                if events.iter().any(|e| e.contains("The Queen Disgraces")) {
                    queen_told += 1;
                }
                if now.last_round != shown.last_round {
                    let told = events.join("\n");
                    // The breakdown is printed only when it adds up to the engine's points.
                    assert!(told.contains("(1 for the win"), "{told}");
                    assert!(told.contains("Scores: "), "{told}");
                    rounds_told += 1;
                }
                if now.to_act == Some(human) {
                    match p.automatic(&now) {
                        Some((action, why)) => {
                            assert_eq!(now.legal, ["pass"]);
                            assert_eq!(action, Action::Pass);
                            assert!(why.contains("passed for you"), "{why}");
                            passed_for_you += 1;
                        }
                        None => assert!(
                            now.legal != ["pass"] || !now.deciding.contains("react to"),
                            "{:?}",
                            now.deciding
                        ),
                    }
                    let board = p.board(&now, Some(12)).join("\n");
                    let prompt = p.prompt(&now).join("\n");
                    assert!(board.contains("Your hand:"), "{board}");
                    assert!(prompt.contains("You may:"), "{prompt}");
                    assert!(p.question(&now).is_some(), "{board}\n{prompt}");
                }
                shown = now;
            }
            let outcome = game.outcome().unwrap();
            assert!(p.result(&shown, &outcome).contains("Final score"));
        }
        assert!(rounds_told > 10, "{rounds_told}");
        assert!(passed_for_you > 0);
        assert!(queen_told > 0, "the Queen's Disgrace is told");
    }
}
