//! The event log, phase descriptions, refusal reasons and the final result.

use interregnum_core::{Observer, Outcome, Seat};
use serde::Serialize;

use crate::{
    Action, Card, ImposterKings,
    action::seat_letter,
    state::{Phase, Table},
};

/// How many recent events a view shows, oldest first.
pub(crate) const LOG_LEN: usize = 24;
/// Slots in the ring: a power of two, so the slot of an event is its number masked.
const RING: usize = 32;
const _: () = assert!(RING.is_power_of_two() && RING >= LOG_LEN);
/// Visibility flag: everyone, spectators included, sees the event.
pub(crate) const PUBLIC: u8 = 0x10;

/// The most recent events (at least the last [`LOG_LEN`]), in a ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct EventLog {
    events: [Ev; RING],
    /// Events logged since the start of the match; event `n` is in slot `n % RING`.
    count: u32,
}

impl EventLog {
    pub(crate) const EMPTY: EventLog = EventLog {
        events: [Ev::None; RING],
        count: 0,
    };

    pub(crate) fn push(&mut self, event: Ev) {
        self.events[self.count as usize % RING] = event;
        self.count += 1;
    }

    /// The numbers of the events a view shows: the last [`LOG_LEN`].
    fn shown(&self) -> std::ops::Range<u32> {
        self.count.saturating_sub(LOG_LEN as u32)..self.count
    }

    /// The events a view shows, as `observer` sees them (the other slots emptied).
    pub(crate) fn seen_by(&self, observer: Observer) -> EventLog {
        let mut seen = EventLog {
            events: [Ev::None; RING],
            count: self.count,
        };
        for n in self.shown() {
            let slot = n as usize % RING;
            seen.events[slot] = self.events[slot].seen_by(observer);
        }
        seen
    }

    /// The events a view shows, oldest first, as text.
    pub(crate) fn texts(&self) -> Vec<String> {
        self.shown()
            .filter_map(|n| self.events[n as usize % RING].text())
            .collect()
    }
}

/// One logged event. Who sees an action is decided when a view is built
/// ([`Ev::seen_by`]), from the action and the decision it answered; a note carries its
/// `vis`, a seat mask or [`PUBLIC`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Aligned, and small enough, that logging an event is one store.
#[repr(align(8))]
pub(crate) enum Ev {
    None,
    Did {
        seat: u8,
        action: Action,
        phase: Phase,
    },
    /// `seat` removed a hidden Condemned `card`: only the owner sees which (§8.2); a
    /// [`Note::PurgedValue`] tells everyone its value.
    PurgedHidden {
        seat: u8,
        card: Card,
    },
    /// A secret action as others see it.
    Secret {
        seat: u8,
    },
    Note {
        note: Note,
        vis: u8,
    },
}

const _: () = assert!(std::mem::size_of::<Ev>() == 8);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Note {
    Dealt(u8),
    Stuck(u8),
    Eliminated(u8),
    RoundOver(u8),
    Penalty(u8),
    RowsRevealed,
    Exchanges,
    Inquisition(u8),
    SoldierHit(bool),
    JudgeCorrect(bool),
    Stopped(Card),
    Executed(u8, u8),
    Assassinated(u8),
    TookSuccessor(u8, Card),
    /// The flip's Successor as others see it.
    TookHidden(u8),
    Exchanged(u8, u8, Card, Card),
    /// The Princess exchange as others see it.
    ExchangedHidden(u8, u8),
    PurgedValue(u8, u8),
}

impl Ev {
    /// The event as `observer` sees it. Idempotent, and a seat's version of an event
    /// filters to the spectator's version.
    pub(crate) fn seen_by(self, observer: Observer) -> Ev {
        let sees = |vis: u8| {
            vis & PUBLIC != 0 || observer.seat().is_some_and(|s| vis & (1 << s.index()) != 0)
        };
        match self {
            Ev::Did {
                seat,
                action,
                phase,
            } if !sees(visibility(seat, action, phase)) => Ev::Secret { seat },
            Ev::PurgedHidden { seat, .. } if !sees(1 << seat) => Ev::Secret { seat },
            Ev::Note { note, vis } if !sees(vis) => Ev::Note {
                note: match note {
                    Note::TookSuccessor(s, _) => Note::TookHidden(s),
                    Note::Exchanged(a, b, _, _) => Note::ExchangedHidden(a, b),
                    other => other,
                },
                vis: PUBLIC,
            },
            other => other,
        }
    }

    pub(crate) fn text(self) -> Option<String> {
        let l = seat_letter;
        Some(match self {
            Ev::None => return None,
            Ev::Did { seat, action, .. } => format!("{}: {action}", l(seat)),
            Ev::PurgedHidden { seat, card } => format!("{}: {}", l(seat), Action::Purge(card)),
            Ev::Secret { seat } => format!("{}: (a secret choice)", l(seat)),
            Ev::Note { note, .. } => match note {
                Note::Dealt(r) => format!("round {r}: cards dealt"),
                Note::Stuck(s) => format!("{} has no legal action and loses the round", l(s)),
                Note::Eliminated(s) => format!("{} is out of the round", l(s)),
                Note::RoundOver(w) => format!(
                    "round over; won by {}",
                    (0..4)
                        .filter(|s| w & (1 << s) != 0)
                        .map(|s| l(s).to_string())
                        .collect::<Vec<_>>()
                        .join("+")
                ),
                Note::Penalty(s) => format!("paid restart: {} gains 2 points", l(s)),
                Note::RowsRevealed => "the reveal choices are shown".into(),
                Note::Exchanges => "both partner exchanges are done".into(),
                Note::Inquisition(m) => format!("moved to the Antechamber by: {}", seats(m)),
                Note::SoldierHit(y) => {
                    format!("Soldier: {}", if y { "yes" } else { "no" })
                }
                Note::JudgeCorrect(y) => {
                    format!("Judge: {}", if y { "correct" } else { "wrong" })
                }
                Note::Stopped(c) => format!("King's Hand stops the {c}"),
                Note::Executed(m, v) => format!("Condemned a {v}: {}", seats(m)),
                Note::Assassinated(s) => format!("{} is assassinated", l(s)),
                Note::TookSuccessor(s, c) => format!("{} takes their Successor: {c}", l(s)),
                Note::TookHidden(s) => format!("{} takes their Successor", l(s)),
                Note::Exchanged(a, b, x, y) => {
                    format!("{} gives {x} to {} and gets {y}", l(a), l(b))
                }
                Note::ExchangedHidden(a, b) => format!("{} and {} exchange a card", l(a), l(b)),
                Note::PurgedValue(s, v) => {
                    format!("{} removes a Condemned card of value {v}", l(s))
                }
            },
        })
    }
}

fn seats(mask: u8) -> String {
    let v: Vec<String> = (0..4)
        .filter(|s| mask & (1 << s) != 0)
        .map(|s| seat_letter(s).to_string())
        .collect();
    if v.is_empty() {
        "nobody".into()
    } else {
        v.join(", ")
    }
}

/// What the seat to act is deciding, in words.
pub(crate) fn describe(table: &Table) -> String {
    crate::decision::Decision::of(table).to_string()
}

/// Why `action` is refused, in a player's words.
pub(crate) fn why(game: &ImposterKings, action: Action) -> String {
    use Phase as P;
    let table = &game.table;
    if table.phase == P::MatchOver {
        return "the match is over".into();
    }
    let seat = table.to_act;
    let w = seat_letter(seat);
    let s = usize::from(seat);
    let court = &table.court;
    let specific = match (table.phase, action) {
        (P::Turn, _) if game.has_condemned(seat) => Some(format!(
            "{w} has a Condemned card and must remove one (purge) as the whole turn"
        )),
        (P::Turn, _) if !table.antechambers[s].is_empty() && !matches!(action, Action::Ante(_)) => {
            Some(format!(
                "{w} has an Antechamber card and must play it (ante) as the whole turn"
            ))
        }
        (P::Turn, Action::Play(c)) if !game.hand(seat).contains(c) => {
            Some(format!("{w} holds no {c}"))
        }
        (P::Turn, Action::Play(c)) => Some(format!(
            "{c} has value {} in hand, below the Throne value {}, and no play permission applies",
            court.hand_value(c),
            court.throne_value()
        )),
        (P::Turn, Action::Flip) if !table.kings_face_up.contains(seat) => {
            Some(format!("{w}'s King is already face down"))
        }
        (P::Turn, Action::Flip) => Some("a King cannot be flipped while the Court is empty".into()),
        (P::KingsHandWindow | P::KingsHandAgainstAssassin, Action::KingsHand) => {
            Some(format!("{w} holds no King's Hand"))
        }
        (P::AssassinWindow, Action::Assassin)
            if table.players == 4 && seat % 2 == table.ability.player % 2 =>
        {
            Some("an Assassin cannot be revealed against a teammate".into())
        }
        (P::AssassinWindow, Action::Assassin) => Some(format!("{w} holds no Assassin")),
        (P::UseOrDecline, Action::Decline) => {
            Some(format!("the {} is mandatory", table.ability.card))
        }
        _ => None,
    };
    let now = describe(table);
    match specific {
        Some(reason) => format!("{reason} (now: {now})"),
        None => format!("`{action}` is not a choice now (now: {now})"),
    }
}

/// The match result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchDetail {
    /// Rounds played.
    pub rounds: u16,
    /// Points per seat (in 4 players, each seat shows its team's total).
    pub points: Vec<u16>,
    /// Points each seat scored in the last round.
    pub last_round: Vec<u8>,
}

pub(crate) fn outcome(game: &ImposterKings) -> Outcome<MatchDetail> {
    let table = &game.table;
    let scores = &table.scores[..usize::from(table.players)];
    let top = scores.iter().copied().max().unwrap_or(0);
    let winners = (0..scores.len())
        .filter(|&s| scores[s] == top)
        .map(Seat::new)
        .collect();
    Outcome {
        winners,
        scores: scores.iter().map(|&x| i32::from(x)).collect(),
        detail: MatchDetail {
            rounds: table.round,
            points: scores.to_vec(),
            last_round: table
                .last_round
                .map(|r| r.points[..scores.len()].to_vec())
                .unwrap_or_default(),
        },
    }
}

impl ImposterKings {
    pub(crate) fn note(&mut self, note: Note) {
        self.log.push(Ev::Note { note, vis: PUBLIC });
    }

    /// Logs `seat`'s `action`; views show it to whoever may see it ([`visibility`]).
    pub(crate) fn log_action(&mut self, seat: u8, action: Action) {
        if let Action::Purge(card) = action
            && !self.table.condemned_public[usize::from(seat)].contains(card)
        {
            // A hidden Condemned card: only its value is public (§8.2).
            self.note(Note::PurgedValue(seat, card.base()));
            self.log.push(Ev::PurgedHidden { seat, card });
            return;
        }
        let phase = self.table.phase;
        self.log.push(Ev::Did {
            seat,
            action,
            phase,
        });
    }
}

/// Who sees `seat`'s `action`, taken to answer `phase` (§8.2, §8.3): a seat mask, or
/// [`PUBLIC`].
fn visibility(seat: u8, action: Action, phase: Phase) -> u8 {
    use Action as A;
    use Phase as P;
    let own = 1 << seat;
    let team = own | 1 << ((seat + 2) % 4);
    match action {
        // Secret choices (§8.3). A share is shown to the partner only once every seat has
        // shared (§3.3 step 3), and then as the partner's `shared` card, not as this event.
        A::Hide(..) | A::Reveal1(_) | A::Reveal2(..) | A::Reveal3(..) | A::Share(_) => own,
        A::Successor(_) | A::Remove(_) | A::Condemn(_) | A::Swap(_) => own,
        A::Nothing if phase == P::ExecutionerCondemn => own,
        A::Keep if phase == P::AssassinSwap => own,
        // The Sentry's given card is public (§8.2); the Princess's is not.
        A::Give(_) if phase != P::SentryGive => own,
        // The partner exchange is shown to the team (§3.3 step 9).
        A::Offer0 | A::Offer1(_) | A::Offer2(..) | A::Accept1(_) | A::Accept2(..) => team,
        A::Decline if matches!(phase, P::AnswerExchange(_)) => team,
        _ => PUBLIC,
    }
}
