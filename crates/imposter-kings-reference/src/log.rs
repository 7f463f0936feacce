//! The event log, phase descriptions, refusal reasons and the final result.

use interregnum_core::{Observer, Outcome, Seat};
use serde::Serialize;

use crate::{
    Action, Card, ImposterKings,
    action::seat_letter,
    state::{NONE, Phase, Public},
};

/// How many recent events the state keeps (a ring; views show them oldest first).
pub(crate) const LOG_LEN: usize = 24;
/// Visibility flag: everyone, spectators included, sees the event.
pub(crate) const PUBLIC: u8 = 0x10;

/// One logged event. `vis` is a seat mask, or [`PUBLIC`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ev {
    None,
    Did {
        seat: u8,
        action: Action,
        vis: u8,
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
            Ev::Did { seat, vis, .. } if !sees(vis) => Ev::Secret { seat },
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
pub(crate) fn describe(p: &Public) -> String {
    if p.phase == Phase::Over {
        return "the match is over".into();
    }
    let w = seat_letter(p.who);
    let k = p.ab.kind;
    let what = match p.phase {
        Phase::ChooseFirst => "choose the first player".to_string(),
        Phase::Restart => "keep the deal or restart".into(),
        Phase::Hide => "choose a Successor and a card to remove (hide S R)".into(),
        Phase::Reveal(n) => format!("reveal {n} card(s) from hand"),
        Phase::Share => "share one card face down with the partner".into(),
        Phase::ChooseDrafter => "break the tie for the first drafter".into(),
        Phase::Draft(_) => "draft a revealed card".into(),
        Phase::Take => "take one of the partner's offer cards".into(),
        Phase::Successor => "choose a Successor".into(),
        Phase::Propose(_) => "offer 0-2 cards to the partner".into(),
        Phase::Respond(_) => "answer the partner's exchange".into(),
        Phase::Remove => "remove a card from the round".into(),
        Phase::Turn => "take a turn".into(),
        Phase::Decide => format!("use or decline the {k}"),
        Phase::KhWindow => format!("react to the {k} with King's Hand, or pass"),
        Phase::ExecCondemn => format!("Condemn a card of value {}", p.ab.num),
        Phase::SoldierDisgrace => "Disgrace up to 3 Court cards".into(),
        Phase::JudgeFollow => "move a card to the Antechamber, or nothing".into(),
        Phase::HeraldSuccessor => "choose a new Successor (Herald)".into(),
        Phase::HeraldChain => "chain a card of value 5 or more, or nothing".into(),
        Phase::WardenPick => "choose the card to exchange with the Accused".into(),
        Phase::SentryGive => "choose the hand card to put in the Court".into(),
        Phase::SpyForce => "force a player to change their Successor, or nothing".into(),
        Phase::SpyNewSucc => "choose a new Successor (Spy)".into(),
        Phase::PrincessGive | Phase::PrincessTake => "choose a card to exchange".into(),
        Phase::OathFollow => "play the Oathbound's follow-up card".into(),
        Phase::AssassinWindow => "react to the King flip with Assassin, or pass".into(),
        Phase::AssassinKh => "react to the Assassin with King's Hand, or pass".into(),
        Phase::AssassinSwap => "keep the Assassin or swap it for a card of the pile".into(),
        Phase::Over => String::new(),
    };
    format!("{w}: {what}")
}

/// Why `action` is refused, in a player's words.
pub(crate) fn why(game: &ImposterKings, action: Action) -> String {
    let p = &game.p;
    if p.phase == Phase::Over {
        return "the match is over".into();
    }
    let who = p.who;
    let w = seat_letter(who);
    let wi = who as usize;
    let specific = match (p.phase, action) {
        (Phase::Turn, _) if p.cond_pub[wi] | game.h.cond_hid[wi] != 0 => Some(format!(
            "{w} has a Condemned card and must remove one (purge) as the whole turn"
        )),
        (Phase::Turn, _) if p.ante[wi] != 0 && !matches!(action, Action::Ante(_)) => Some(format!(
            "{w} has an Antechamber card and must play it (ante) as the whole turn"
        )),
        (Phase::Turn, Action::Play(c)) if game.hand_of(who, c) == 0 => {
            Some(format!("{w} holds no {c}"))
        }
        (Phase::Turn, Action::Play(c)) => Some(format!(
            "{c} has value {} in hand, below the Throne value {}, and no play permission applies",
            p.hv(c),
            p.tv()
        )),
        (Phase::Turn, Action::Flip) if p.kings_up & (1 << who) == 0 => {
            Some(format!("{w}'s King is already face down"))
        }
        (Phase::Turn, Action::Flip) => {
            Some("a King cannot be flipped while the Court is empty".into())
        }
        (Phase::KhWindow | Phase::AssassinKh, Action::KingsHand) => {
            Some(format!("{w} holds no King's Hand"))
        }
        (Phase::AssassinWindow, Action::Assassin) if p.n == 4 && who % 2 == p.ab.actor % 2 => {
            Some("an Assassin cannot be revealed against a teammate".into())
        }
        (Phase::AssassinWindow, Action::Assassin) => Some(format!("{w} holds no Assassin")),
        (Phase::Decide, Action::Decline) => Some(format!("the {} is mandatory", p.ab.kind)),
        _ => None,
    };
    let now = describe(p);
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
    let p = &game.p;
    let n = p.n as usize;
    let top = p.scores[..n].iter().copied().max().unwrap_or(0);
    let winners = (0..n)
        .filter(|&s| p.scores[s] == top)
        .map(Seat::new)
        .collect();
    Outcome {
        winners,
        scores: p.scores[..n].iter().map(|&x| i32::from(x)).collect(),
        detail: MatchDetail {
            rounds: p.round,
            points: p.scores[..n].to_vec(),
            last_round: p
                .last_round
                .map(|r| r.points[..n].to_vec())
                .unwrap_or_default(),
        },
    }
}

pub(crate) fn none_if(v: u8) -> Option<u8> {
    (v != NONE).then_some(v)
}
