//! Claim in the terminal.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use interregnum_claim::{Card, CardSet, Claim, ClaimScore, ClaimView, Faction, Trick};
use interregnum_core::{IllegalAction, Outcome, ParseError, Seat};

use super::Presenter;
use crate::i18n::tr;

/// Claim's presenter: the person's seat against one bot. Every text comes from
/// `i18n/<lang>/cli.ftl` (`cli-claim-…`) and Claim's faction names from `claim.ftl`.
pub struct ClaimPresenter {
    human: Seat,
}

const BOLD: Style = Style::new().bold();
const DIM: Style = Style::new().dimmed();

fn faction_style(faction: Faction) -> Style {
    let color = match faction {
        Faction::Goblins => AnsiColor::Green,
        Faction::Knights => AnsiColor::Blue,
        Faction::Undead => AnsiColor::Magenta,
        Faction::Dwarves => AnsiColor::Yellow,
        Faction::Doppelgangers => AnsiColor::Cyan,
    };
    color.on_default().bold()
}

/// A card in its faction's colour.
fn card(card: Card) -> String {
    let style = faction_style(card.faction());
    format!("{style}{card}{style:#}")
}

/// A faction's name in the person's language (Claim's Dutch names from its rulebook).
#[must_use]
pub fn faction_name(faction: Faction) -> String {
    tr(faction_key(faction, "claim-faction-"), &[])
}

/// The message id `prefix` + the faction's key, as in `claim-faction-knights`.
fn faction_key(faction: Faction, prefix: &str) -> &'static str {
    macro_rules! keys {
        ($($f:ident => $k:literal),*) => {
            match (prefix, faction) {
                $(("claim-faction-", Faction::$f) => concat!("claim-faction-", $k),
                  ("cli-claim-power-", Faction::$f) => concat!("cli-claim-power-", $k),)*
                _ => unreachable!("a prefix the presenter uses"),
            }
        };
    }
    keys!(Goblins => "goblins", Knights => "knights", Undead => "undead",
          Dwarves => "dwarves", Doppelgangers => "doppelgangers")
}

fn none() -> String {
    format!("{DIM}{}{DIM:#}", tr("cli-claim-none", &[]))
}

fn cards(set: CardSet) -> String {
    if set.is_empty() {
        return none();
    }
    set.iter().map(card).collect::<Vec<_>>().join(" ")
}

/// The rule that decided a trick, in the order the rules apply them: its message id.
fn trick_rule(trick: &Trick) -> &'static str {
    let (lead, reply) = (trick.lead, trick.reply);
    if lead.faction() == Faction::Goblins && reply.faction() == Faction::Knights {
        "cli-claim-rule-knight"
    } else if reply.faction() == lead.faction() || reply.faction() == Faction::Doppelgangers {
        if reply.value() == lead.value() {
            "cli-claim-rule-tie"
        } else {
            "cli-claim-rule-higher"
        }
    } else {
        "cli-claim-rule-other"
    }
}

/// A seat as the messages select on it: `you` for the person, `bot` for the other.
fn who(seat: Seat, me: Seat) -> &'static str {
    if seat == me { "you" } else { "bot" }
}

impl ClaimPresenter {
    #[must_use]
    pub fn new(human: Seat) -> ClaimPresenter {
        ClaimPresenter { human }
    }

    fn me(view: &ClaimView) -> Seat {
        view.observer
            .seat()
            .expect("the terminal shows a seat's view")
    }

    fn trick_story(&self, view: &ClaimView, trick: &Trick, number: usize) -> String {
        let me = Self::me(view);
        let mut line = tr(
            "cli-claim-trick",
            &[
                ("n", &number),
                ("leader", &who(trick.leader, me)),
                ("lead", &card(trick.lead)),
                ("reply", &card(trick.reply)),
            ],
        );
        let winner = tr(
            "cli-claim-trick-winner",
            &[("winner", &who(trick.winner, me))],
        );
        let why = tr(trick_rule(trick), &[]);
        let _ = write!(line, " {BOLD}{winner}{BOLD:#} ({why}).");
        if let Some(prize) = trick.prize {
            // The person's own draw is shown on a line of its own (see `events`).
            let took = tr(
                "cli-claim-trick-prize",
                &[("winner", &who(trick.winner, me)), ("prize", &card(prize))],
            );
            let _ = write!(line, " {took}");
        }
        line
    }
}

impl ClaimPresenter {
    /// The cards of a set grouped by faction, values only: `Gb 0 3 · Kn 5`.
    fn by_faction(set: CardSet) -> String {
        let groups: Vec<String> = Faction::ALL
            .iter()
            .filter(|&&f| set.count(f) > 0)
            .map(|&f| {
                let style = faction_style(f);
                let values: Vec<String> = set
                    .iter()
                    .filter(|c| c.faction() == f)
                    .map(|c| c.value().to_string())
                    .collect();
                format!("{style}{}{style:#} {}", f.code(), values.join(" "))
            })
            .collect();
        if groups.is_empty() {
            none()
        } else {
            groups.join(" · ")
        }
    }

    /// The score piles counted by faction, with who is ahead in each (Phase 2, where the
    /// piles become votes; equal counts go to the higher card).
    fn tally(view: &ClaimView) -> Vec<String> {
        use std::cmp::Ordering;
        let me = Self::me(view);
        let piles = [
            view.seats[me.index()].score_pile,
            view.seats[1 - me.index()].score_pile,
        ];
        let (you, bot) = (tr("cli-claim-you", &[]), tr("cli-claim-bot", &[]));
        let mut head = format!("{BOLD}{:<13}{BOLD:#}", tr("cli-claim-score-piles", &[]));
        let mut rows = [format!("  {you:<11}"), format!("  {bot:<11}")];
        let mut ahead = format!("  {:<11}", tr("cli-claim-ahead", &[]));
        for f in Faction::ALL {
            let style = faction_style(f);
            let _ = write!(head, "   {style}{}{style:#}", f.code());
            let counts = piles.map(|p| p.count(f));
            for (row, n) in rows.iter_mut().zip(counts) {
                let _ = write!(row, "{n:>5}");
            }
            let order = counts[0]
                .cmp(&counts[1])
                .then_with(|| piles[0].highest(f).cmp(&piles[1].highest(f)));
            let who = match order {
                Ordering::Greater => you.as_str(),
                Ordering::Less => bot.as_str(),
                Ordering::Equal => "-",
            };
            let _ = write!(ahead, "{who:>5}");
        }
        let [you, bot] = rows;
        vec![head, you, bot, ahead]
    }
}

impl Presenter<Claim> for ClaimPresenter {
    fn header(&self, view: &ClaimView) -> String {
        let trick = u32::from(view.tricks_played % 13) + 1;
        if view.to_act.is_none() {
            return tr("cli-claim-header-over", &[("tricks", &view.tricks_played)]);
        }
        tr(
            "cli-claim-header",
            &[("phase", &view.phase), ("trick", &trick)],
        )
    }

    fn board(&self, view: &ClaimView, _room: Option<usize>) -> Vec<String> {
        let me = Self::me(view);
        let opp = &view.seats[1 - me.index()];
        let mine = &view.seats[me.index()];
        let mut lines = Vec::new();
        if let Some(prize) = view.prize {
            lines.push(tr(
                "cli-claim-prize",
                &[("card", &card(prize)), ("n", &view.deck_size)],
            ));
        }
        if view.phase == 1 {
            lines.push(tr(
                "cli-claim-bot-phase-one",
                &[
                    ("hand", &opp.hand_size),
                    ("followers", &opp.follower_size),
                    ("prizes", &cards(opp.prizes_won)),
                ],
            ));
            lines.push(tr(
                "cli-claim-your-followers",
                &[("cards", &cards(mine.follower.unwrap_or_default()))],
            ));
            lines.push(tr(
                "cli-claim-undead-scored",
                &[
                    ("mine", &cards(mine.score_pile)),
                    ("theirs", &cards(opp.score_pile)),
                ],
            ));
        } else {
            lines.push(tr("cli-claim-bot-hand", &[("hand", &opp.hand_size)]));
            lines.extend(Self::tally(view));
        }
        lines.push(tr(
            "cli-claim-discard",
            &[("cards", &Self::by_faction(view.discard))],
        ));
        lines
    }

    fn prompt(&self, view: &ClaimView) -> Vec<String> {
        let me = Self::me(view);
        if view.to_act != Some(me) {
            return Vec::new();
        }
        let mine = &view.seats[me.index()];
        let legal: CardSet = view.legal.iter().copied().collect::<CardSet>();
        let hand = mine.hand.unwrap_or_default();
        let all_legal = hand.distinct().all(|c| legal.contains(c));
        let shown: Vec<String> = hand
            .iter()
            .map(|c| {
                if all_legal {
                    card(c)
                } else if legal.contains(c) {
                    format!("[{}]", card(c))
                } else {
                    format!("{DIM}{c}{DIM:#}")
                }
            })
            .collect();
        let ask = match view.lead {
            Some(lead) if all_legal => tr(
                "cli-claim-led-any",
                &[
                    ("card", &card(lead)),
                    ("faction", &faction_name(lead.faction())),
                ],
            ),
            Some(lead) => tr("cli-claim-led-follow", &[("card", &card(lead))]),
            None => tr("cli-claim-you-lead", &[]),
        };
        vec![
            ask,
            tr("cli-claim-your-hand", &[("cards", &shown.join(" "))]),
            format!("{DIM}{}{DIM:#}", tr("cli-claim-type-card", &[])),
        ]
    }

    fn events(&self, before: &ClaimView, after: &ClaimView) -> Vec<String> {
        let me = Self::me(after);
        let mut lines = Vec::new();
        for (idx, trick) in after.tricks.iter().enumerate().skip(before.tricks.len()) {
            lines.push(self.trick_story(after, trick, idx % 13 + 1));
            if trick.prize.is_some() && trick.winner != me {
                // After trick 13 the follower deck has just become the hand.
                let mine = &after.seats[me.index()];
                let now = if idx + 1 == 13 {
                    mine.hand
                } else {
                    mine.follower
                };
                let drawn = now
                    .unwrap_or_default()
                    .minus(before.seats[me.index()].follower.unwrap_or_default());
                if let Some(drawn) = drawn.iter().next() {
                    let drew = tr("cli-claim-you-drew", &[("card", &card(drawn))]);
                    lines.push(format!("  {drew}"));
                }
            }
            if idx + 1 == 13 {
                let begins = tr("cli-claim-phase-two", &[("leader", &who(after.leader, me))]);
                lines.push(format!("{BOLD}{begins}{BOLD:#}"));
            }
        }
        // The bot led a card since the last view: either a new lead in the same trick, or
        // the lead of the trick after one that just finished.
        let new_trick = after.tricks.len() > before.tricks.len();
        if let Some(lead) = after
            .lead
            .filter(|_| after.leader != me && (new_trick || before.lead.is_none()))
        {
            lines.push(tr("cli-claim-bot-leads", &[("card", &card(lead))]));
        }
        lines
    }

    fn result(&self, view: &ClaimView, outcome: &Outcome<ClaimScore>) -> String {
        let me = Self::me(view);
        let them = Seat::new(1 - me.index());
        let mut table = comfy_table::Table::new();
        table.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
        table.set_header([
            tr("claim-faction", &[]),
            tr("cli-claim-col-you", &[]),
            tr("cli-claim-col-bot", &[]),
            tr("cli-claim-col-your-best", &[]),
            tr("cli-claim-col-bot-best", &[]),
            tr("claim-vote", &[]),
        ]);
        for vote in &outcome.detail.factions {
            let best =
                |seat: Seat| vote.highest[seat.index()].map_or("-".to_owned(), |c| c.to_string());
            let verdict = match vote.winner {
                Some(seat) if seat == me => tr("cli-claim-you", &[]),
                Some(_) => tr("cli-claim-bot", &[]),
                None => tr("cli-claim-nobody", &[]),
            };
            table.add_row([
                faction_name(vote.faction),
                vote.counts[me.index()].to_string(),
                vote.counts[them.index()].to_string(),
                best(me),
                best(them),
                verdict,
            ]);
        }
        let votes = (outcome.scores[me.index()], outcome.scores[them.index()]);
        let id = if outcome.is_draw() {
            "cli-claim-result-draw"
        } else if outcome.winners.contains(&me) {
            "cli-claim-result-win"
        } else {
            "cli-claim-result-loss"
        };
        let verdict = tr(id, &[("mine", &votes.0), ("theirs", &votes.1)]);
        let title = tr("cli-claim-final-score", &[]);
        format!("\n{BOLD}{title}{BOLD:#}\n{table}\n{BOLD}{verdict}{BOLD:#}")
    }

    fn command(&self, _view: &ClaimView, line: &str) -> Option<String> {
        let mut words = line.split_whitespace();
        let first = words.next()?.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        let power = |f: Faction| tr(faction_key(f, "cli-claim-power-"), &[]);
        match (first.as_str(), rest.as_slice()) {
            ("cards", []) => Some(Faction::ALL.map(power).join("\n")),
            ("card" | "?" | "what", [name]) => Some(match name.parse::<Card>() {
                Ok(c) => format!("{}: {}", card(c), power(c.faction())),
                Err(_) => match Faction::ALL.iter().find(|f| {
                    f.code().eq_ignore_ascii_case(name)
                        || f.name().eq_ignore_ascii_case(name)
                        || faction_name(**f).eq_ignore_ascii_case(name)
                }) {
                    Some(&f) => power(f),
                    None => tr("cli-claim-no-such-card", &[("name", &format!("{name:?}"))]),
                },
            }),
            ("card", []) => Some(tr("cli-claim-card-usage", &[])),
            _ => None,
        }
    }

    fn help(&self) -> String {
        tr("cli-claim-help", &[])
    }

    fn why_unreadable(&self, _err: &ParseError) -> Option<String> {
        Some(tr("cli-claim-unreadable", &[]))
    }

    /// The engine's reasons, told from the person's view: the card is not in the hand, or
    /// the led faction must be followed.
    fn why_refused(&self, view: &ClaimView, err: &IllegalAction) -> Option<String> {
        let played: Card = err.action.trim().parse().ok()?;
        let hand = view.seats[self.human.index()].hand?;
        if !hand.contains(played) {
            return Some(tr("cli-claim-not-held", &[("card", &card(played))]));
        }
        let led = view.lead?.faction();
        Some(if led == Faction::Doppelgangers {
            tr("cli-claim-must-follow-doppelganger", &[])
        } else {
            tr("cli-claim-must-follow", &[("faction", &faction_name(led))])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trick(lead: &str, reply: &str, winner: usize) -> Trick {
        Trick {
            phase: 2,
            leader: Seat::new(0),
            lead: lead.parse().unwrap(),
            reply: reply.parse().unwrap(),
            prize: None,
            winner: Seat::new(winner),
        }
    }

    /// Issue 13: "you led Dp9, bot played Dp4. You win (the leader keeps the trick)" gave
    /// the tie rule for a trick won by the higher card.
    #[test]
    fn a_trick_is_explained_by_the_rule_that_decided_it() {
        let rule = |lead, reply, winner| tr(trick_rule(&trick(lead, reply, winner)), &[]);
        assert_eq!(rule("Dp9", "Dp4", 0), "the higher card wins");
        assert_eq!(rule("Gb3", "Gb7", 1), "the higher card wins");
        assert_eq!(rule("Un2", "Dp8", 1), "the higher card wins");
        assert_eq!(rule("Gb0", "Gb0", 0), "equal values go to the leader");
        assert_eq!(rule("Gb9", "Kn2", 1), "a Knight beats a led Goblin");
        assert_eq!(
            rule("Kn2", "Gb9", 0),
            "a card of another faction cannot win"
        );
    }
}
