//! Claim in the terminal.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use interregnum_claim::{Card, CardSet, Claim, ClaimScore, ClaimView, Faction, Trick};
use interregnum_core::{Outcome, Seat};

use super::{Presenter, capitalise, plural};

pub struct ClaimPresenter {
    /// The name each seat is shown by: "you" for the person, "bot" for the other.
    pub names: [String; 2],
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

fn cards(set: CardSet) -> String {
    if set.is_empty() {
        return format!("{DIM}none{DIM:#}");
    }
    set.iter().map(card).collect::<Vec<_>>().join(" ")
}

/// The rule that decided a trick, in the order the rules apply them.
fn trick_rule(trick: &Trick) -> &'static str {
    let (lead, reply) = (trick.lead, trick.reply);
    if lead.faction() == Faction::Goblins && reply.faction() == Faction::Knights {
        "a Knight beats a led Goblin"
    } else if reply.faction() == lead.faction() || reply.faction() == Faction::Doppelgangers {
        if reply.value() == lead.value() {
            "equal values go to the leader"
        } else {
            "the higher card wins"
        }
    } else {
        "a card of another faction cannot win"
    }
}

impl ClaimPresenter {
    #[must_use]
    pub fn new(human: Seat) -> ClaimPresenter {
        let names = [0, 1].map(|i| {
            if i == human.index() {
                "you".to_owned()
            } else {
                "bot".to_owned()
            }
        });
        ClaimPresenter { names }
    }

    fn name(&self, seat: Seat) -> &str {
        &self.names[seat.index()]
    }

    fn me(view: &ClaimView) -> Seat {
        view.observer
            .seat()
            .expect("the terminal shows a seat's view")
    }

    fn trick_story(&self, view: &ClaimView, trick: &Trick, number: usize) -> String {
        let me = Self::me(view);
        let second = Seat::new(1 - trick.leader.index());
        let winner = self.name(trick.winner);
        let why = trick_rule(trick);
        let mut line = format!(
            "Trick {number}: {} led {}, {} played {}. {BOLD}{} win{}{BOLD:#} ({why}).",
            self.name(trick.leader),
            card(trick.lead),
            self.name(second),
            card(trick.reply),
            capitalise(winner),
            if winner == "you" { "" } else { "s" },
        );
        if let Some(prize) = trick.prize {
            let loser = Seat::new(1 - trick.winner.index());
            let _ = write!(
                line,
                " {} take{} {}",
                capitalise(winner),
                if winner == "you" { "" } else { "s" },
                card(prize)
            );
            // The person's own draw is shown on a line of its own (see `events`).
            if loser != me {
                let _ = write!(line, "; bot draws a card face down.");
            } else {
                line.push('.');
            }
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
            format!("{DIM}none{DIM:#}")
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
        let mut head = format!("{BOLD}{:<13}{BOLD:#}", "Score piles");
        let mut rows = [format!("{:<13}", "  you"), format!("{:<13}", "  bot")];
        let mut ahead = format!("{:<13}", "  ahead");
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
                Ordering::Greater => "you",
                Ordering::Less => "bot",
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
            return format!(
                "Claim · the game is over after {} tricks",
                view.tricks_played
            );
        }
        format!("Claim · Phase {} · trick {trick} of 13", view.phase)
    }

    fn board(&self, view: &ClaimView, _room: Option<usize>) -> Vec<String> {
        let me = Self::me(view);
        let opp = &view.seats[1 - me.index()];
        let mine = &view.seats[me.index()];
        let mut lines = Vec::new();
        if let Some(prize) = view.prize {
            lines.push(format!(
                "Prize: {} · deck {}",
                card(prize),
                plural(view.deck_size, "card")
            ));
        }
        if view.phase == 1 {
            lines.push(format!(
                "Bot: {} in hand · follower deck {} · prizes won: {}",
                plural(opp.hand_size, "card"),
                opp.follower_size,
                cards(opp.prizes_won)
            ));
            lines.push(format!(
                "Your follower deck: {}",
                cards(mine.follower.unwrap_or_default())
            ));
            lines.push(format!(
                "Undead scored: you {} · bot {}",
                cards(mine.score_pile),
                cards(opp.score_pile)
            ));
        } else {
            lines.push(format!("Bot: {} in hand", plural(opp.hand_size, "card")));
            lines.extend(Self::tally(view));
        }
        lines.push(format!(
            "Discard pile (open): {}",
            Self::by_faction(view.discard)
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
            Some(lead) if all_legal => format!(
                "Bot led {}. You hold no {}: any card may be played.",
                card(lead),
                lead.faction().name()
            ),
            Some(lead) => format!(
                "Bot led {}. Follow with a card in [ ] (its faction or a Doppelgänger).",
                card(lead)
            ),
            None => "You lead: play any card.".to_owned(),
        };
        vec![
            ask,
            format!("Your hand: {}", shown.join(" ")),
            format!("{DIM}Type a card, as in Kn7.{DIM:#}"),
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
                    lines.push(format!(
                        "  You drew {} into your follower deck.",
                        card(drawn)
                    ));
                }
            }
            if idx + 1 == 13 {
                lines.push(format!(
                    "{BOLD}Phase 2 begins: your follower deck is now your hand. {} lead{}.{BOLD:#}",
                    capitalise(self.name(after.leader)),
                    if after.leader == me { "" } else { "s" }
                ));
            }
        }
        // The bot led a card since the last view: either a new lead in the same trick, or
        // the lead of the trick after one that just finished.
        let new_trick = after.tricks.len() > before.tricks.len();
        if let Some(lead) = after
            .lead
            .filter(|_| after.leader != me && (new_trick || before.lead.is_none()))
        {
            lines.push(format!("Bot leads {}.", card(lead)));
        }
        lines
    }

    fn result(&self, view: &ClaimView, outcome: &Outcome<ClaimScore>) -> String {
        let me = Self::me(view);
        let them = Seat::new(1 - me.index());
        let mut table = comfy_table::Table::new();
        table.load_style(comfy_table::presets::UTF8_FULL_CONDENSED);
        table.set_header(["Faction", "You", "Bot", "Your best", "Bot's best", "Vote"]);
        for vote in &outcome.detail.factions {
            let best =
                |seat: Seat| vote.highest[seat.index()].map_or("-".to_owned(), |c| c.to_string());
            let verdict = match vote.winner {
                Some(seat) if seat == me => "you".to_owned(),
                Some(_) => "bot".to_owned(),
                None => "nobody".to_owned(),
            };
            table.add_row([
                vote.faction.name().to_owned(),
                vote.counts[me.index()].to_string(),
                vote.counts[them.index()].to_string(),
                best(me),
                best(them),
                verdict,
            ]);
        }
        let votes = (outcome.scores[me.index()], outcome.scores[them.index()]);
        let verdict = if outcome.is_draw() {
            format!("A draw, {} votes to {}.", votes.0, votes.1)
        } else if outcome.winners.contains(&me) {
            format!("You win, {} votes to {}.", votes.0, votes.1)
        } else {
            format!("The bot wins, {} votes to {}.", votes.1, votes.0)
        };
        format!("\n{BOLD}Final score{BOLD:#}\n{table}\n{BOLD}{verdict}{BOLD:#}")
    }

    fn command(&self, _view: &ClaimView, line: &str) -> Option<String> {
        let mut words = line.split_whitespace();
        let first = words.next()?.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        let power = |f: Faction| match f {
            Faction::Goblins => {
                "Goblins (Gb, 0-9, five Gb0): beaten by any Knight played on a led Goblin."
            }
            Faction::Knights => {
                "Knights (Kn, 2-9): a Knight played on a led Goblin wins, whatever the values."
            }
            Faction::Undead => {
                "Undead (Un, 0-9): in Phase 1 every Undead played goes to the trick winner's score pile."
            }
            Faction::Dwarves => {
                "Dwarves (Dw, 0-9): in Phase 2 every Dwarf played goes to the score pile of the trick's loser."
            }
            Faction::Doppelgangers => {
                "Doppelgängers (Dp, 0-9): may always follow the led faction, and win on a higher value."
            }
        };
        match (first.as_str(), rest.as_slice()) {
            ("cards", []) => Some(Faction::ALL.map(power).join("\n")),
            ("card" | "?" | "what", [name]) => Some(match name.parse::<Card>() {
                Ok(c) => format!("{}: {}", card(c), power(c.faction())),
                Err(_) => match Faction::ALL.iter().find(|f| {
                    f.code().eq_ignore_ascii_case(name) || f.name().eq_ignore_ascii_case(name)
                }) {
                    Some(&f) => power(f).to_owned(),
                    None => format!(
                        "No card is called {name:?}: a card is a faction code and a value, as in Kn7."
                    ),
                },
            }),
            ("card", []) => {
                Some("Type `card` and a card or a faction, as in `card Kn7`.".to_owned())
            }
            _ => None,
        }
    }

    fn help(&self) -> String {
        "Play a card by typing it: a faction code and a value, as in Kn7 or dp0 \
         (Gb Goblins, Kn Knights, Un Undead, Dw Dwarves, Dp Doppelgängers).\n\
         Rules in short: follow the led faction if you can (a Doppelgänger may always follow); \
         a Knight beats a led Goblin; ties go to the leader. Phase 1 wins followers, \
         Phase 2 wins their votes: Undead you win in Phase 1 score at once, \
         Dwarves in Phase 2 go to the loser of the trick. Most factions wins.\n\
         `card Kn7` (or `card Knights`) tells what a faction does; `cards` tells them all."
            .to_owned()
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
        assert_eq!(trick_rule(&trick("Dp9", "Dp4", 0)), "the higher card wins");
        assert_eq!(trick_rule(&trick("Gb3", "Gb7", 1)), "the higher card wins");
        assert_eq!(trick_rule(&trick("Un2", "Dp8", 1)), "the higher card wins");
        assert_eq!(
            trick_rule(&trick("Gb0", "Gb0", 0)),
            "equal values go to the leader"
        );
        assert_eq!(
            trick_rule(&trick("Gb9", "Kn2", 1)),
            "a Knight beats a led Goblin"
        );
        assert_eq!(
            trick_rule(&trick("Kn2", "Gb9", 0)),
            "a card of another faction cannot win"
        );
    }
}
