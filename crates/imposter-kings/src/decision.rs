//! What is being decided now, typed: the view's `decision`, from which its `deciding` text
//! is written, so the two always agree.

use std::fmt;

use interregnum_core::Seat;
use serde::Serialize;

use crate::{
    Card,
    action::seat_letter,
    state::{Phase, Table},
};

/// The decision in progress: who decides what. Public (it follows from the public table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Decision {
    pub kind: DecisionKind,
    /// The seat that decides; `None` once the match is over.
    pub seat: Option<Seat>,
    /// The card the decision is about: the ability to use or decline, or the ability a
    /// King's Hand window answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<Card>,
    /// The number the decision is about: how many cards to reveal, or the value an
    /// Executioner Condemns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
}

/// The kinds of decision, one per step of the rules that asks a seat something.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// §3.1 step 4, §3.2 step 6, §3.3 step 4.
    ChooseFirstPlayer,
    /// 2p, §3.1 step 5.
    KeepOrRestart,
    /// §3.1 step 6, §3.2 step 8: a Successor and a card to remove, hidden.
    HideSuccessorAndRemoval,
    /// §3.2 steps 2-3, §3.3 step 2: reveal `number` cards.
    Reveal,
    /// 4p, §3.3 step 3.
    Share,
    /// 3p, §3.2 step 4.
    BreakDraftTie,
    /// 3p, §3.2 step 5.
    Draft,
    /// 4p, §3.3 step 5.
    TakeFromPartner,
    /// 4p, §3.3 step 7.
    ChooseSuccessor,
    /// 4p, §3.3 step 9: offer 0-2 cards to the partner.
    ProposeExchange,
    /// 4p, §3.3 step 9: accept or decline the partner's offer.
    AnswerExchange,
    /// 4p, §3.3 step 10.
    RemoveAtSetup,
    /// §4.2.
    Turn,
    /// §4.8: use or decline `card`'s ability.
    UseOrDecline,
    /// §5.2: answer `card`'s ability with King's Hand, or pass.
    KingsHandWindow,
    /// §1.3 Executioner: Condemn a card of value `number`.
    ExecutionerCondemn,
    /// §1.3 Soldier (b).
    SoldierDisgrace,
    /// §1.3 Judge.
    JudgeAntechamber,
    /// §1.3 Herald part 1.
    HeraldSuccessor,
    /// §1.3 Herald part 2.
    HeraldChain,
    /// §1.3 Warden.
    WardenExchange,
    /// §1.3 Sentry.
    SentryGive,
    /// §1.3 Spy.
    SpyForce,
    /// §1.3 Spy step 3.
    SpyForcedSuccessor,
    /// §1.3 Princess step 1.
    PrincessGive,
    /// §1.3 Princess step 2.
    PrincessAnswer,
    /// §1.3 Oathbound step 2.
    OathboundFollowUp,
    /// §5.3.
    AssassinWindow,
    /// §5.4.
    KingsHandAgainstAssassin,
    /// 3p, §5.3.5.
    AssassinSwap,
    MatchOver,
}

impl DecisionKind {
    /// The kind's place in [`DecisionKind::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Every kind, in declaration order.
    pub const ALL: [DecisionKind; 31] = {
        use DecisionKind as K;
        [
            K::ChooseFirstPlayer,
            K::KeepOrRestart,
            K::HideSuccessorAndRemoval,
            K::Reveal,
            K::Share,
            K::BreakDraftTie,
            K::Draft,
            K::TakeFromPartner,
            K::ChooseSuccessor,
            K::ProposeExchange,
            K::AnswerExchange,
            K::RemoveAtSetup,
            K::Turn,
            K::UseOrDecline,
            K::KingsHandWindow,
            K::ExecutionerCondemn,
            K::SoldierDisgrace,
            K::JudgeAntechamber,
            K::HeraldSuccessor,
            K::HeraldChain,
            K::WardenExchange,
            K::SentryGive,
            K::SpyForce,
            K::SpyForcedSuccessor,
            K::PrincessGive,
            K::PrincessAnswer,
            K::OathboundFollowUp,
            K::AssassinWindow,
            K::KingsHandAgainstAssassin,
            K::AssassinSwap,
            K::MatchOver,
        ]
    };
}

impl Decision {
    pub(crate) fn of(table: &Table) -> Decision {
        use DecisionKind as K;
        use Phase as P;
        let card = table.ability.card;
        let (kind, card, number) = match table.phase {
            P::MatchOver => (K::MatchOver, None, None),
            P::ChooseFirstPlayer => (K::ChooseFirstPlayer, None, None),
            P::KeepOrRestart => (K::KeepOrRestart, None, None),
            P::HideSuccessorAndRemoval => (K::HideSuccessorAndRemoval, None, None),
            P::Reveal(n) => (K::Reveal, None, Some(n)),
            P::Share => (K::Share, None, None),
            P::BreakDraftTie => (K::BreakDraftTie, None, None),
            P::Draft(_) => (K::Draft, None, None),
            P::TakeFromPartner => (K::TakeFromPartner, None, None),
            P::ChooseSuccessor => (K::ChooseSuccessor, None, None),
            P::ProposeExchange(_) => (K::ProposeExchange, None, None),
            P::AnswerExchange(_) => (K::AnswerExchange, None, None),
            P::RemoveAtSetup => (K::RemoveAtSetup, None, None),
            P::Turn => (K::Turn, None, None),
            P::UseOrDecline => (K::UseOrDecline, Some(card), None),
            P::KingsHandWindow => (K::KingsHandWindow, Some(card), None),
            P::ExecutionerCondemn => (K::ExecutionerCondemn, None, Some(table.ability.number)),
            P::SoldierDisgrace => (K::SoldierDisgrace, None, None),
            P::JudgeAntechamber => (K::JudgeAntechamber, None, None),
            P::HeraldSuccessor => (K::HeraldSuccessor, None, None),
            P::HeraldChain => (K::HeraldChain, None, None),
            P::WardenExchange => (K::WardenExchange, None, None),
            P::SentryGive => (K::SentryGive, None, None),
            P::SpyForce => (K::SpyForce, None, None),
            P::SpyForcedSuccessor => (K::SpyForcedSuccessor, None, None),
            P::PrincessGive => (K::PrincessGive, None, None),
            P::PrincessAnswer => (K::PrincessAnswer, None, None),
            P::OathboundFollowUp => (K::OathboundFollowUp, None, None),
            P::AssassinWindow => (K::AssassinWindow, None, None),
            P::KingsHandAgainstAssassin => (K::KingsHandAgainstAssassin, None, None),
            P::AssassinSwap => (K::AssassinSwap, None, None),
        };
        Decision {
            kind,
            seat: (kind != K::MatchOver).then(|| Seat::new(usize::from(table.to_act))),
            card,
            number,
        }
    }
}

/// The prompt line: the deciding seat's letter and what it decides, in words.
impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DecisionKind as K;
        let Some(seat) = self.seat else {
            return f.write_str("the match is over");
        };
        write!(f, "{}: ", seat_letter(seat.index() as u8))?;
        // The card and number are always set for the kinds that print them (`of`).
        let card = self.card.map_or("?", Card::name);
        let number = self.number.unwrap_or_default();
        match self.kind {
            K::MatchOver => f.write_str("the match is over"),
            K::ChooseFirstPlayer => f.write_str("choose the first player"),
            K::KeepOrRestart => f.write_str("keep the deal or restart"),
            K::HideSuccessorAndRemoval => {
                f.write_str("choose a Successor and a card to remove (hide S R)")
            }
            K::Reveal => write!(f, "reveal {number} card(s) from hand"),
            K::Share => f.write_str("share one card face down with the partner"),
            K::BreakDraftTie => f.write_str("break the tie for the first drafter"),
            K::Draft => f.write_str("draft a revealed card"),
            K::TakeFromPartner => f.write_str("take one of the partner's offer cards"),
            K::ChooseSuccessor => f.write_str("choose a Successor"),
            K::ProposeExchange => f.write_str("offer 0-2 cards to the partner"),
            K::AnswerExchange => f.write_str("answer the partner's exchange"),
            K::RemoveAtSetup => f.write_str("remove a card from the round"),
            K::Turn => f.write_str("take a turn"),
            K::UseOrDecline => write!(f, "use or decline the {card}"),
            K::KingsHandWindow => write!(f, "react to the {card} with King's Hand, or pass"),
            K::ExecutionerCondemn => write!(f, "Condemn a card of value {number}"),
            K::SoldierDisgrace => f.write_str("Disgrace up to 3 Court cards"),
            K::JudgeAntechamber => f.write_str("move a card to the Antechamber, or nothing"),
            K::HeraldSuccessor => f.write_str("choose a new Successor (Herald)"),
            K::HeraldChain => f.write_str("chain a card of value 5 or more, or nothing"),
            K::WardenExchange => f.write_str("choose the card to exchange with the Accused"),
            K::SentryGive => f.write_str("choose the hand card to put in the Court"),
            K::SpyForce => f.write_str("force a player to change their Successor, or nothing"),
            K::SpyForcedSuccessor => f.write_str("choose a new Successor (Spy)"),
            K::PrincessGive | K::PrincessAnswer => f.write_str("choose a card to exchange"),
            K::OathboundFollowUp => f.write_str("play the Oathbound's follow-up card"),
            K::AssassinWindow => f.write_str("react to the King flip with Assassin, or pass"),
            K::KingsHandAgainstAssassin => {
                f.write_str("react to the Assassin with King's Hand, or pass")
            }
            K::AssassinSwap => f.write_str("keep the Assassin or swap it for a card of the pile"),
        }
    }
}
