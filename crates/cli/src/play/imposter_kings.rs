//! The Imposter Kings in the terminal.

use std::{collections::BTreeMap, fmt::Write as _};

use anstyle::{AnsiColor, Style};
use interregnum_core::{IllegalAction, Outcome, Seat};
use interregnum_imposter_kings::{
    Action, Card, CourtCard, Dir, IkView, ImposterKings, MatchDetail, RoundView,
};

use super::{
    Presenter, capitalise, plural,
    text::{visible_width, without_maybe_plurals},
};

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

/// A card's value and short ability text (§1.3).
#[must_use]
pub fn card_text(card: Card) -> &'static str {
    match card {
        Card::Fool => {
            "On play, optional: take another face-up Court card (any position, Royalty too) \
             into your hand; the Fool stays the Throne."
        }
        Card::Assassin => {
            "Reaction from hand: when another player flips their King, reveal it \
             (`assassin`); unless a King's Hand stops it, that player loses the round. \
             Played as a card it is a plain 2."
        }
        Card::Elder => {
            "May be played on a face-up Royalty Throne whatever the values. Immune to King's Hand."
        }
        Card::Zealot => {
            "Once your King is face down, may be played on any Throne that is not face-up \
             Royalty, whatever the values. Immune to King's Hand."
        }
        Card::Inquisitor => {
            "On play, optional: name a card; every other player holding it moves one copy \
             from hand to their Antechamber (they must play it next)."
        }
        Card::Executioner => {
            "On play, optional: name a number from 1 to the highest face-up value in the \
             Court; every player in the round (you too) Condemns a hand card of that value \
             if they have one."
        }
        Card::Soldier => {
            "On play, mandatory: name a card. If an opponent holds it (only yes or no is told), \
             this Soldier is worth +2 while it is the Throne, and you may Disgrace up to 3 \
             face-up Court cards."
        }
        Card::Judge => {
            "On play, mandatory: guess a card in an opponent's hand. If right, you may move a \
             hand card of value 2 or more to your Antechamber."
        }
        Card::Oathbound => {
            "May be played on a Throne worth more than 6 if you hold another card: the Throne \
             is Disgraced and you at once play any hand card (no King's Hand against it). \
             Immune to King's Hand."
        }
        Card::Herald => {
            "On play (not from the Antechamber): take your Successor and choose a new one; \
             then you may chain a hand card of value 5 or more onto the Court and take the \
             Herald back."
        }
        Card::Warlord => {
            "While face-up Royalty is in the Court: worth 8 in hand and 9 on the Throne."
        }
        Card::Mystic => {
            "On play, optional, with a Disgraced card in the Court: the Mystic Disgraces itself \
             and you name a number 1-8; Court cards of that value are worth 3 and lose their \
             text for the round. Hands are not muted: an Elder, Zealot or Oathbound keeps its \
             permission there, and lands muted."
        }
        Card::Warden => {
            "On play, optional, with 4 or more face-up Court cards: swap a hand card with the \
             Accused."
        }
        Card::Sentry => {
            "On play, optional: the Sentry Disgraces itself; swap a face-up non-Royalty Court \
             card with a hand card, which takes its exact place."
        }
        Card::Spy => {
            "On play, optional: the Spy Disgraces itself; you see every other Successor and may \
             force one player to take theirs back and choose a new one."
        }
        Card::KingsHand => {
            "Reaction from hand: stop another player's card ability (`kingshand`); both cards \
             are Condemned. Immune to King's Hand. Played as a card it is a plain 8."
        }
        Card::Princess => {
            "Royalty. On play, optional: choose a player; each of you secretly gives the other \
             a hand card."
        }
        Card::Queen => "Royalty. On play, mandatory: every other face-up Court card is Disgraced.",
    }
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
        format!("{DIM}none{DIM:#}")
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
        let _ = write!(
            text,
            "  {DIM}({} choices, as in `{}`; `options` lists them){DIM:#}",
            actions.len(),
            actions[0]
        );
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
        format!("{seat} ({role})")
    }

    fn scores(&self, view: &IkView) -> String {
        if view.players == 4 {
            let team = |t: usize| view.scores.get(t).copied().unwrap_or(0);
            let mine = self.human.index() % 2;
            let name = |t: usize| {
                let seats = if t == 0 { "A+C" } else { "B+D" };
                if t == mine {
                    format!("your team {seats}")
                } else {
                    format!("team {seats}")
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
            return format!("{DIM}{} (down){DIM:#}", card_name(c.card));
        }
        let mut text = format!("{} {}", card(c.card), c.card.base());
        if view.muted == Some(c.card.base()) {
            text.push_str(" (muted: 3, no text)");
        }
        if c.bonus {
            text.push_str(" (+2 Soldier hit)");
        }
        text
    }

    /// The Court: the Throne on a line of its own, then the cards below it, top first.
    /// `room` lines at most when given: the cards below share lines, and those that do not
    /// fit are counted (`board` shows them all, one a line).
    fn court(view: &IkView, room: Option<usize>) -> Vec<String> {
        let Some((throne, below)) = view.court.split_last() else {
            return vec![format!(
                "Court: {DIM}empty{DIM:#} (Throne value 0: any card may be played)"
            )];
        };
        let mut throne_line = format!(
            "{BOLD}Throne:{BOLD:#} {}, {BOLD}worth {}{BOLD:#} · Court of {} (1 is the bottom)",
            Self::court_card(view, throne),
            view.throne_value,
            plural(view.court.len(), "card")
        );
        let legend = " · (down): worth 1";
        if view.court.iter().any(|c| c.disgraced)
            && visible_width(&throne_line) + legend.len() <= 80
        {
            throne_line.push_str(legend);
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
        let mut text = format!("Below: {}", shown.join(" · "));
        if hidden > 0 {
            let _ = write!(text, " · {DIM}{hidden} more below (`board`){DIM:#}");
        }
        lines.push(text);
        lines
    }

    /// How a round ended: who won, the points and where they come from (§7), the cards
    /// turned over, and the Court as it stood, before the next deal replaces it.
    fn round_over(&self, before: &IkView, after: &IkView, round: &RoundView) -> Vec<String> {
        let n = round.points.len();
        let has_cards = |s: usize| round.shown.get(s).is_some_and(|c| !c.is_empty());
        let king_up = |s: usize| before.seats.get(s).is_some_and(|v| v.king_face_up);
        let Some(&winner) = round.winners.first() else {
            return vec![format!("Round over. Scores: {}", self.scores(after))];
        };
        let w = winner.index();
        let points = round.points.get(w).copied().unwrap_or(0);
        let (name, whose_king, bonus_cards, bonus_king) = if n == 4 {
            let team = w % 2;
            let name = if team == self.human.index() % 2 {
                format!("your team {}", team_name(team))
            } else {
                format!("team {}", team_name(team))
            };
            let opponents_hold = (0..4).any(|s| s % 2 != team && has_cards(s));
            let king = (0..4).any(|s| s % 2 == team && king_up(s));
            (
                name,
                "a face-up King in the team".to_owned(),
                vec![(opponents_hold, "an opponent still held cards".to_owned())],
                king,
            )
        } else {
            let others: Vec<(bool, String)> = (0..n)
                .filter(|&s| s != w)
                .map(|s| {
                    let who = if s == self.human.index() {
                        "you".to_owned()
                    } else {
                        self.who(Seat::new(s))
                    };
                    (has_cards(s), format!("{who} still held cards"))
                })
                .collect();
            let whose = if w == self.human.index() {
                "your face-up King".to_owned()
            } else {
                format!("{}'s face-up King", Seat::new(w))
            };
            let name = if w == self.human.index() {
                "you".to_owned()
            } else {
                self.who(winner)
            };
            (name, whose, others, king_up(w))
        };
        let mut parts = vec!["1 for the win".to_owned()];
        parts.extend(
            bonus_cards
                .iter()
                .filter(|(yes, _)| *yes)
                .map(|(_, why)| format!("1 as {why}")),
        );
        if bonus_king {
            parts.push(format!("1 for {whose_king}"));
        }
        let (wins, scores) = if name == "you" {
            ("win", "score")
        } else {
            ("wins", "scores")
        };
        let mut line = format!(
            "{BOLD}Round {} over: {} {wins} and {scores} {}{BOLD:#}",
            before.round,
            capitalise(&name),
            plural(points, "point")
        );
        // The breakdown is shown only when it adds up to what the engine scored.
        if parts.len() == usize::from(points) {
            let _ = write!(line, " ({})", parts.join(", "));
        }
        line.push('.');
        if n == 3
            && let Some(second) = (0..3).find(|&s| s != w && round.points[s] == 1)
        {
            let _ = write!(
                line,
                " {} second: 1 point.",
                if second == self.human.index() {
                    "You come".to_owned()
                } else {
                    format!("{} comes", self.who(Seat::new(second)))
                }
            );
        }
        let mut lines = vec![line, format!("Scores: {}", self.scores(after))];
        for (i, shown) in round.shown.iter().enumerate() {
            if !shown.is_empty() {
                lines.push(format!(
                    "  {} held: {}",
                    self.who(Seat::new(i)),
                    cards(shown)
                ));
            }
        }
        if !before.court.is_empty() {
            let court: Vec<String> = before
                .court
                .iter()
                .rev()
                .map(|c| Self::court_card(before, c))
                .collect();
            lines.push(format!(
                "  The Court at the end, top first: {}",
                court.join(", ")
            ));
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
            Some(dir) => format!(
                "Turn order: {} ({})",
                names.join(" → "),
                match (dir, view.players) {
                    (Dir::Cw, 3) => "clockwise: A→B→C",
                    (Dir::Cw, _) => "clockwise: A→B→C→D",
                    (Dir::Ccw, 3) => "counter-clockwise: A→C→B",
                    (Dir::Ccw, _) => "counter-clockwise: A→D→C→B",
                }
            ),
            None => "Turn order: not chosen yet (the True King's holder chooses it).".to_owned(),
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
            return "Your hand: empty".to_owned();
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
        let mut line = format!("Your hand: {}", shown.join(", "));
        if hand.iter().any(|&c| playable(c)) {
            let _ = write!(line, "  {DIM}([ ] may be played now){DIM:#}");
        }
        line
    }

    fn seat_line(&self, view: &IkView, seat: usize) -> String {
        let s = &view.seats[seat];
        let mut parts = Vec::new();
        if s.eliminated {
            parts.push("out of the round".to_owned());
        }
        if seat != self.human.index() {
            parts.push(format!("{} in hand", plural(s.hand_size, "card")));
        }
        parts.push(format!(
            "King {}",
            if s.king_face_up {
                "face up"
            } else {
                "face down"
            }
        ));
        if view.true_king.index() == seat {
            parts.push("True King".to_owned());
        }
        parts.push(match (s.has_successor, s.successor) {
            (true, Some(c)) => format!("Successor {}", card(c)),
            (true, None) => "a Successor".to_owned(),
            (false, _) => "no Successor".to_owned(),
        });
        if !s.known_in_hand.is_empty() {
            parts.push(format!("known in hand: {}", cards(&s.known_in_hand)));
        }
        if !s.antechamber.is_empty() {
            parts.push(format!("Antechamber: {}", cards(&s.antechamber)));
        }
        let mut condemned: Vec<String> = s.condemned.iter().map(|&c| card(c)).collect();
        // Face-down Condemned cards: the owner knows them; the others see their values.
        match &s.condemned_hidden {
            Some(hidden) => condemned.extend(
                hidden
                    .iter()
                    .map(|&c| format!("{} (others see a face-down {})", card(c), c.base())),
            ),
            None => condemned.extend(
                s.condemned_values
                    .iter()
                    .map(|v| format!("a face-down {v}")),
            ),
        }
        if !condemned.is_empty() {
            parts.push(format!("Condemned: {}", condemned.join(", ")));
        }
        if s.out_pile_size > 0 {
            parts.push(format!("out pile {}", s.out_pile_size));
        }
        if !s.row.is_empty() {
            parts.push(format!("row: {}", cards(&s.row)));
        }
        if s.has_shared {
            parts.push(match s.shared {
                Some(c) => format!("shared {}", card(c)),
                None => "a shared card".to_owned(),
            });
        }
        if s.committed {
            parts.push("has chosen".to_owned());
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
                format!("your {}", card_name(a.card))
            } else {
                format!("{}'s {}", self.who(a.player), card_name(a.card))
            };
            if let Some(t) = a.target {
                let _ = write!(text, " aimed at {}", self.who(t));
            }
            if let Some(n) = a.name {
                let _ = write!(text, " naming {}", card_name(n));
            }
            if let Some(n) = a.number {
                let _ = write!(text, " with number {n}");
            }
            if let Some(p) = a.court_position {
                let _ = write!(text, " choosing Court card {p}");
            }
            text
        });
        let ability = ability.unwrap_or_else(|| {
            if view.deciding.contains("the Assassin") {
                "the Assassin revealed against the King flip".to_owned()
            } else {
                "this ability".to_owned()
            }
        });
        let or_decline = if has("decline") { ", or `decline`" } else { "" };
        let ability_cap = capitalise(&ability);
        let text = view.ability.as_ref().map_or("", |a| card_text(a.card));
        Some(if has("kingshand") {
            format!(
                "Stop {ability} with your King's Hand (`kingshand`), or let it happen (`pass`)."
            )
        } else if has("pass") && view.deciding.contains("King's Hand") {
            format!("{ability_cap} may be stopped by a King's Hand; you hold none: `pass`.")
        } else if has("assassin") {
            "A King is being flipped: reveal your Assassin (`assassin`) to make that player \
                 lose the round, or `pass`."
                .to_owned()
        } else if has("pass") && view.deciding.contains("Assassin") {
            "A King is being flipped and may be answered with an Assassin; you cannot reveal \
                 one now: `pass`."
                .to_owned()
        } else if has("play") || has("flip") {
            "Your turn: `play X` a card worth at least the Throne (or one a permission allows), \
             or `flip` your King to Disgrace the Throne and take your Successor."
                .to_owned()
        } else if has("purge") {
            "You have a Condemned card: remove one from the round with `purge X` (your whole turn)."
                .to_owned()
        } else if has("ante") {
            "You have an Antechamber card: play it with `ante X`, whatever the Throne (your whole turn)."
                .to_owned()
        } else if has("hide") {
            "Setup: `hide S R` keeps S face down as your Successor and removes R from the round."
                .to_owned()
        } else if has("first") {
            "You hold the True King: choose who plays first (`first B`; with 3 or 4 players add \
             `cw` for A→B→C→D or `ccw` for the other way)."
                .to_owned()
        } else if has("restart") {
            "Keep this deal (`keep`) or `restart` (the first restart of a round is free, later \
             ones give your opponent 2 points)."
                .to_owned()
        } else if has("reveal") {
            if view.players == 4 {
                "Setup: reveal cards from your hand (`reveal X Y Z`); your partner will take \
                     one of them."
                    .to_owned()
            } else {
                "Setup: reveal cards from your hand (`reveal X Y`, then `reveal X`); the \
                     others draft from what is revealed."
                    .to_owned()
            }
        } else if has("court") {
            format!("{ability_cap}: choose a Court card with `court N`{or_decline}. {text}")
        } else if has("name") {
            format!("{ability_cap}: `name X` a card (`cards` lists them){or_decline}. {text}")
        } else if has("guess") {
            format!("{ability_cap}: guess a card an opponent holds with `guess B X`. {text}")
        } else if has("number") {
            format!("{ability_cap}: choose `number N`{or_decline}. {text}")
        } else if has("target") {
            format!("{ability_cap}: choose a player with `target B`{or_decline}. {text}")
        } else if has("use") {
            format!("{ability_cap}: `use` it{or_decline}. {text}")
        } else if has("condemn") || (has("nothing") && view.deciding.contains("Condemn")) {
            "The Executioner: Condemn a hand card of that value (`condemn X`), or `nothing` if \
             you have none."
                .to_owned()
        } else if has("disgrace") || has("done") {
            "Soldier hit: Disgrace a face-up Court card (`disgrace N`, in ascending positions), \
             or `done`."
                .to_owned()
        } else if has("antechamber") || view.deciding.contains("to the Antechamber") {
            "The Judge guessed right: move a hand card to your Antechamber (`antechamber X`) or \
             `nothing`."
                .to_owned()
        } else if has("chain") || view.deciding.contains("chain a card") {
            "Herald: chain a card of value 5 or more (`chain X`) or `nothing`.".to_owned()
        } else if has("successor") {
            "Choose your (new) Successor with `successor X`.".to_owned()
        } else if has("accuse") {
            "Warden: choose the hand card that becomes the Accused (`accuse X`).".to_owned()
        } else if has("give") {
            match view.ability.as_ref().map(|a| a.card) {
                Some(Card::Sentry) => "Sentry: choose the hand card that takes the chosen \
                        Court card's place (`give X`); you take the Court card."
                    .to_owned(),
                Some(Card::Princess) => "Princess exchange: choose the hand card to give \
                        (`give X`); neither of you sees the other's card first."
                    .to_owned(),
                _ => "Choose the hand card to give (`give X`).".to_owned(),
            }
        } else if has("force") || view.deciding.contains("force a player") {
            "Spy: force a player to change their Successor (`force B`) or `nothing`.".to_owned()
        } else if has("follow") {
            "Oathbound: play any hand card at once (`follow X`), whatever its value.".to_owned()
        } else if has("swap") {
            "You assassinated a player: `keep` your Assassin or `swap X` it for one of their cards."
                .to_owned()
        } else if has("draft") || has("drafter") {
            "Draft: take a revealed card (`draft B X`).".to_owned()
        } else if has("share") {
            "Share one card face down with your partner (`share X`).".to_owned()
        } else if has("take") {
            "Take one of your partner's offer cards (`take X` or `take shared`).".to_owned()
        } else if has("offer") {
            "Offer your partner 0, 1 or 2 cards (`offer`, `offer X`, `offer X Y`).".to_owned()
        } else if has("accept") {
            "Answer your partner's exchange: `accept` with as many cards, or `decline`.".to_owned()
        } else if has("remove") {
            "Setup: remove one card from the round (`remove X`).".to_owned()
        } else if has("pass") {
            "Nothing to do but `pass`.".to_owned()
        } else if has("nothing") {
            "Nothing to choose: `nothing`.".to_owned()
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
    (!disgraced.is_empty()).then(|| format!("  · The Queen Disgraces {}.", disgraced.join(", ")))
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
        format!(
            "The Imposter Kings · round {} · first to {} · {}",
            view.round,
            view.points_to_win,
            self.scores(view)
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
        removed.extend(view.removed_values.iter().map(|v| format!("a {v}")));
        if view.removed_hidden > 0 {
            removed.push(format!("{} face down", view.removed_hidden));
        }
        let mut accused = format!("Accused: {}", card(view.accused));
        if !removed.is_empty() {
            let _ = write!(accused, " · removed: {}", removed.join(", "));
        }
        if !view.removed_known.is_empty() {
            let _ = write!(accused, " (you removed {})", cards(&view.removed_known));
        }
        tail.push(accused);
        tail.extend(self.turn_line(view));
        tail.extend(seats);
        tail.push(self.hand_line(view));
        if !view.pile.is_empty() {
            tail.push(format!(
                "The assassinated player's cards: {}",
                cards(&view.pile)
            ));
        }
        if !view.my_pending.is_empty() {
            tail.push(format!(
                "Your secret choice so far: {}",
                cards(&view.my_pending)
            ));
        }
        if !view.exchange_offer.is_empty() {
            tail.push(format!(
                "Your partner offers: {}",
                cards(&view.exchange_offer)
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
                "{BOLD}Now:{BOLD:#} {}",
                without_maybe_plurals(&view.deciding)
            ),
        }];
        let options = legal_summary(&view.legal);
        if let Some((first, rest)) = options.split_first() {
            lines.push(format!("{BOLD}You may:{BOLD:#} {first}"));
            lines.extend(rest.iter().map(|l| format!("         {l}")));
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
                match line.strip_prefix(&mine) {
                    Some(rest) => format!("  · {} (you): {rest}", Seat::new(me)),
                    None => format!("  · {line}"),
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
        table.set_header(["Seat", "Points", "Last round"]);
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
                format!("Your team ({}) wins the match!", team(me))
            } else {
                let winner = outcome.winners.first().map_or("nobody", |&s| team(s));
                format!("Team {winner} wins the match.")
            }
        } else if outcome.winners.contains(&me) {
            if outcome.winners.len() > 1 {
                "You share the win.".to_owned()
            } else {
                "You win the match!".to_owned()
            }
        } else {
            let names: Vec<String> = outcome.winners.iter().map(|&s| self.who(s)).collect();
            match names.as_slice() {
                [one] => format!("{one} wins the match."),
                many => format!("{} share the win.", many.join(" and ")),
            }
        };
        format!(
            "\n{BOLD}Final score{BOLD:#} after {}\n{table}\n{BOLD}{verdict}{BOLD:#}",
            plural(outcome.detail.rounds, "round")
        )
    }

    fn help(&self) -> String {
        "Each turn, play a card from hand onto the Court whose value is at least the Throne's \
         (the top card), or flip your King to Disgrace the Throne and take your Successor. \
         Whoever cannot act loses the round.\n\
         Type an action as listed under \"You may\": `play Queen`, `flip`, `pass`, `kingshand`, \
         `assassin`, `name Elder`, `guess B Elder`, `court 2`, `number 5`, `target C`, \
         `hide Soldier Fool`, `first B cw`, `decline`, `nothing`... Cards are named without \
         spaces or apostrophes (KingsHand), in any case; seats are letters (A is the first \
         seat); Court positions count from 1 at the bottom.\n\
         `card Queen` (or `? Queen`) shows a card's value and ability; `cards` lists them all."
            .to_owned()
    }

    fn automatic(&self, view: &IkView) -> Option<(Action, String)> {
        // A reaction window (King's Hand, Assassin) in which passing is all the person may do.
        if view.legal != ["pass"] || !view.deciding.contains("react to") {
            return None;
        }
        let card = if view.deciding.contains("with Assassin") {
            "Assassin"
        } else {
            "King's Hand"
        };
        Some((
            Action::Pass,
            format!(
                "  {DIM}· No {card} reaction is possible for you here: passed for you \
                 (--no-auto-pass asks every time).{DIM:#}"
            ),
        ))
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
            0 => format!("you hold no {name}"),
            1 => format!("you hold one {name}"),
            n => format!("you hold only {n} of {name}"),
        })
    }

    fn command(&self, _view: &IkView, line: &str) -> Option<String> {
        let mut words = line.split_whitespace();
        let first = words.next()?.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match (first.as_str(), rest.is_empty()) {
            ("cards", true) => Some(
                Card::ALL
                    .iter()
                    .map(|&c| format!("{} ({}): {}", card_name(c), c.base(), card_text(c)))
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
            ("card" | "?" | "what", false) => {
                let name = rest.join(" ");
                Some(match name.parse::<Card>() {
                    Ok(c) => format!("{} ({}): {}", card(c), c.base(), card_text(c)),
                    Err(_) => format!(
                        "No card is called {name:?}. The cards: {}.",
                        Card::ALL
                            .iter()
                            .map(|&c| c.name())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                })
            }
            ("card", true) => Some("Type `card` and a card's name, as in `card Queen`.".to_owned()),
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
        assert_eq!(p.command(&view, "cards").unwrap().lines().count(), 18);
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
