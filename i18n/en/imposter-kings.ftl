# The Imposter Kings at the table. English.

ik-card-fool = Fool
ik-card-assassin = Assassin
ik-card-elder = Elder
ik-card-zealot = Zealot
ik-card-inquisitor = Inquisitor
ik-card-executioner = Executioner
ik-card-soldier = Soldier
ik-card-judge = Judge
ik-card-oathbound = Oathbound
ik-card-herald = Herald
ik-card-warlord = Warlord
ik-card-mystic = Mystic
ik-card-warden = Warden
ik-card-sentry = Sentry
ik-card-spy = Spy
ik-card-kingshand = King's Hand
ik-card-princess = Princess
ik-card-queen = Queen

ik-card-fool-text = May take another face-up Court card (not a Disgraced one) into your hand. The Fool stays on the Throne.
ik-card-assassin-text = Reaction: when another player flips their King, reveal the Assassin from your hand; that player loses the round. Played normally it is a plain 2.
ik-card-elder-text = Immune to King's Hand. May be played on a face-up Royalty Throne, whatever its value.
ik-card-zealot-text = Immune to King's Hand. If your King is face down, may be played on any Throne that is not Royalty, whatever its value.
ik-card-inquisitor-text = May name a card: each other player holding one moves one such card from hand to their Antechamber, to be played on their next turn.
ik-card-executioner-text = May choose a number up to the highest face-up value in the Court: every player holding a card of that value Condemns one of them.
ik-card-soldier-text = Must name a card. If an opponent holds one, this Soldier is worth 7 on the Throne and you may Disgrace up to 3 face-up Court cards.
ik-card-judge-text = Must guess a card in an opponent's hand. If right, you may move a card of value 2 or more from your hand to your Antechamber.
ik-card-oathbound-text = Immune to King's Hand. May be played on a Throne worth more than 6 if you hold another card: the old Throne is Disgraced and you must play one more card at once.
ik-card-herald-text = Take your Successor into your hand and choose a new one. Then you may play a card of value 5 or more from your hand onto the Court; the Herald returns to your hand. Does nothing from the Antechamber.
ik-card-warlord-text = Worth 8 in hand and 9 on the Throne while a face-up Royalty card is in the Court.
ik-card-mystic-text = If a Disgraced card is in the Court, may Disgrace itself to mute a number from 1 to 8: Court cards of that value lose their text and are worth 3 for the rest of the round.
ik-card-warden-text = With 4 or more face-up Court cards, may exchange a card from your hand with the Accused.
ik-card-sentry-text = May Disgrace itself to swap a face-up, non-Royalty Court card with a card from your hand, in the same place in the Court.
ik-card-spy-text = May Disgrace itself to look at every other Successor, then may make one player exchange their Successor for a card of their hand.
ik-card-kingshand-text = Immune to King's Hand. Reaction: when another player's card ability is about to happen, reveal it to stop it. Both cards are Condemned.
ik-card-princess-text = Royalty. May choose a player who has cards: you each secretly give the other a card from your hand.
ik-card-queen-text = Royalty. Disgraces every other face-up card in the Court.

ik-value = value { $value }
ik-disgraced = Disgraced
ik-disgraced-short = Disgraced
ik-muted = muted
ik-muted-short = muted
ik-soldier-bonus = +2 on the Throne
ik-round = Round { $n }
ik-points-to-win = First to { $n } points
ik-throne-value = Throne value: { $n }
ik-muted-value = Muted value: { $n }
ik-direction = Play goes { $order }
ik-dir-cw = clockwise ({ $order })
ik-dir-ccw = counter-clockwise ({ $order })
ik-scores = Match score
ik-team = Team { $a } and { $b }
ik-partner = partner
ik-court = The Court
ik-court-empty = The Court is empty: any card may be played.
ik-throne = Throne
ik-court-pos = Court position { $n }
ik-court-position = { $card } (position { $n } in the Court)
ik-accused = The Accused
ik-removed = Removed from the round
ik-removed-hidden = { $n } face down
ik-removed-values = values { $values }
ik-removed-known = You know: { $cards }
ik-your-decision = Your decision
ik-waiting-for = Waiting for { $name }
ik-ability-of = { $name }'s { $card }
ik-ability-named = Named: { $card }
ik-ability-number = Number: { $n }
ik-ability-target = Player: { $name }
ik-ability-court = Court position: { $n }
ik-pile = The assassinated player's cards:
ik-exchange-offer = Your partner offers: { $cards }
ik-my-pending = Your secret choice, not shown yet: { $cards }
ik-play-hint = Click a raised card in your hand to play it.
ik-your-area = Your side of the table
ik-your-hand = Your hand ({ $n })
ik-king = King
ik-king-up = face up
ik-king-down = flipped
ik-true-king = True King
ik-successor = Successor
ik-face-down = face down
ik-none = none
ik-hand = Hand
ik-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
ik-known-in-hand = Known in hand
ik-status = Status
ik-eliminated = out of the round ({ $n ->
    [one] 1 card set aside
   *[other] { $n } cards set aside
})
ik-committed = has chosen
ik-shared = Shared card
ik-took = Took
ik-take-shared = the face-down shared card
ik-antechamber = Antechamber
ik-condemned = Condemned
ik-condemned-value = a Condemned card of value { $n }
ik-hidden-from-others = hidden from the others
ik-row = Revealed cards
ik-last-round = The last round
ik-points = { $n ->
    [one] 1 point
   *[other] { $n } points
}
ik-round-winner = won the round
ik-shown = cards shown: { $cards }
ik-scoring-2p = The winner scores 1 point, 1 more if the loser still has cards (in hand or a Successor), and 1 more if the winner's King is still face up.
ik-scoring-3p = The winner scores 1 point, 1 more for each other player who still has cards, and 1 more if their King is still face up; second place scores 1.
ik-scoring-4p = The winning team scores 1 point, 1 more if an opponent still has cards, and 1 more if one of the team's Kings is still face up.
ik-raw = { $text }

ik-decide-over = The match is over.
ik-result-winner = { $name } wins the match, { $score } points to { $other }.
ik-result-team = { $name } win the match as a team, { $score } points to { $other }.
ik-result-why = The first to reach { $target } points, alone at the top, wins the match.
ik-decide-first = Choose who plays first.
ik-decide-restart = Keep this deal, or restart. The first restart of a round is free: nobody scores for it.
ik-decide-restart-paid = Keep this deal, or restart. This round was restarted already, so another restart gives the other player 2 points.
ik-decide-hide = Choose your Successor and a card to remove from the round.
ik-decide-reveal = { $n ->
    [one] Reveal 1 card from your hand.
   *[other] Reveal { $n } cards from your hand.
}
ik-decide-share = Share one card face down with your partner.
ik-decide-drafter = Break the tie: who drafts first?
ik-decide-draft = Draft one of the revealed cards.
ik-decide-take = Take one of your partner's offered cards.
ik-decide-successor = Choose your Successor.
ik-decide-offer = Offer 0, 1 or 2 cards to your partner.
ik-decide-respond = Answer your partner's exchange.
ik-decide-remove = Remove a card from the round.
ik-decide-turn = Take a turn: play a card or flip your King.
ik-decide-purge = Your turn: you have a Condemned card, so this turn you remove one from the round.
ik-decide-use = Use or decline the { $card }.
ik-decide-kingshand = The { $card } is about to act: stop it with King's Hand, or pass.
ik-decide-condemn = Condemn a card of value { $value } from your hand.
ik-decide-disgrace = Disgrace up to { $n } face-up Court cards, one at a time.
ik-decide-antechamber = Move a card to your Antechamber, or nothing.
ik-decide-herald-successor = Choose a new Successor (Herald).
ik-decide-chain = Play a card of value { $value } or more onto the Court, or nothing.
ik-decide-warden = Choose the card to exchange with the Accused.
ik-decide-sentry = Choose the card from your hand to put in the Court.
ik-decide-spy-force = Make a player change their Successor, or nothing.
ik-decide-spy-successor = Choose a new Successor (Spy).
ik-decide-princess = Choose a card to exchange.
ik-decide-follow = Play one more card (the Oathbound's follow-up).
ik-decide-assassin = A King is being flipped: reveal an Assassin, or pass.
ik-decide-swap = Keep the Assassin, or swap it for a card of the pile.

ik-verb-first = Choose the first player
ik-verb-keep = Keep
ik-verb-restart = Restart
ik-verb-hide = Choose Successor and removal
ik-verb-reveal = Reveal
ik-verb-drafter = Choose the first drafter
ik-verb-draft = Draft a card
ik-verb-share = Share a card
ik-verb-take = Take a card
ik-verb-successor = Choose a Successor
ik-verb-offer = Offer cards
ik-verb-accept = Accept the exchange
ik-verb-decline = Decline
ik-verb-remove = Remove a card
ik-verb-purge = Remove a Condemned card
ik-verb-ante = Play from the Antechamber
ik-verb-play = Play a card
ik-verb-flip = Flip your King
ik-verb-use = Use it
ik-verb-court = Choose a Court card
ik-verb-name = Name a card
ik-verb-guess = Guess a card
ik-verb-number = Choose a number
ik-verb-target = Choose a player
ik-verb-disgrace = Disgrace a Court card
ik-verb-done = Done
ik-verb-antechamber = Move a card to the Antechamber
ik-verb-nothing = Nothing
ik-verb-chain = Play a card onto the Court
ik-verb-accuse = Exchange with the Accused
ik-verb-give = Give a card
ik-verb-force = Choose a player
ik-verb-condemn = Condemn a card
ik-verb-follow = Play the follow-up card
ik-verb-kingshand = Reveal King's Hand
ik-verb-assassin = Reveal the Assassin
ik-verb-pass = Pass
ik-verb-swap = Swap the Assassin

ik-step-first-0 = Who plays first?
ik-step-first-1 = In which direction does play go?
ik-step-hide-0 = Choose your Successor (kept face down).
ik-step-hide-1 = Choose a card to remove from the round.
ik-step-reveal-0 = Choose the cards to reveal.
ik-step-drafter-0 = Who drafts first?
ik-step-draft-0 = Draft from whose revealed cards?
ik-step-draft-1 = Which card?
ik-step-share-0 = Choose the card to share face down with your partner.
ik-step-take-0 = Choose the card to take.
ik-step-successor-0 = Choose your Successor.
ik-step-offer-0 = Choose 0 to 2 cards to offer.
ik-step-accept-0 = Choose the cards to give back.
ik-step-remove-0 = Choose the card to remove from the round.
ik-step-purge-0 = Choose the Condemned card to remove.
ik-step-ante-0 = Choose the Antechamber card to play.
ik-step-play-0 = Choose the card to play.
ik-step-court-0 = Choose a Court card.
ik-step-name-0 = Name a card.
ik-step-guess-0 = Whose hand?
ik-step-guess-1 = Which card do you guess they hold?
ik-step-number-0 = Choose a number.
ik-step-target-0 = Choose a player.
ik-step-disgrace-0 = Choose a Court card to Disgrace.
ik-step-antechamber-0 = Choose the card to move to your Antechamber.
ik-step-chain-0 = Choose the card to play onto the Court.
ik-step-accuse-0 = Choose the card to exchange with the Accused.
ik-step-give-0 = Choose the card to give.
ik-step-force-0 = Which player must change their Successor?
ik-step-condemn-0 = Choose the card to Condemn.
ik-step-follow-0 = Choose the follow-up card.
ik-step-swap-0 = Choose the card to take instead of the Assassin.

ik-act-first = { $who } chooses { $seat } to play first
ik-act-keep = { $who } keeps
ik-act-restart = { $who } restarts the deal
ik-act-hide = { $who } chooses a Successor ({ $c0 }) and removes { $c1 }
ik-act-reveal = { $who } reveals { $cards }
ik-act-drafter = { $who } lets { $seat } draft first
ik-act-draft = { $who } drafts { $c0 } from { $seat }
ik-act-share = { $who } shares { $c0 }
ik-act-take = { $shared ->
    [yes] { $who } takes the shared card
   *[other] { $who } takes { $c0 }
}
ik-act-successor = { $who } chooses { $c0 } as Successor
ik-act-offer = { $n ->
    [0] { $who } offers no card
   *[other] { $who } offers { $cards }
}
ik-act-accept = { $who } accepts and gives { $cards }
ik-act-decline = { $who } declines
ik-act-remove = { $who } removes { $c0 }
ik-act-purge = { $who } removes the Condemned { $c0 }
ik-act-ante = { $who } plays { $c0 } from the Antechamber
ik-act-play = { $who } plays { $c0 }
ik-act-flip = { $who } flips their King
ik-act-use = { $who } uses the ability
ik-act-court = { $who } chooses Court position { $number }
ik-act-name = { $who } names { $c0 }
ik-act-guess = { $who } guesses { $seat } holds { $c0 }
ik-act-number = { $who } chooses { $number }
ik-act-target = { $who } chooses { $seat }
ik-act-disgrace = { $who } Disgraces Court position { $number }
ik-act-done = { $who } is done
ik-act-antechamber = { $who } moves { $c0 } to the Antechamber
ik-act-nothing = { $who } chooses nothing
ik-act-chain = { $who } plays { $c0 } onto the Court
ik-act-accuse = { $who } exchanges { $c0 } with the Accused
ik-act-give = { $who } gives { $c0 }
ik-act-force = { $who } makes { $seat } change their Successor
ik-act-condemn = { $who } Condemns { $c0 }
ik-act-follow = { $who } follows with { $c0 }
ik-act-kingshand = { $who } reveals King's Hand!
ik-act-assassin = { $who } reveals the Assassin!
ik-act-pass = { $who } passes
ik-act-swap = { $who } swaps the Assassin for { $c0 }

ik-log-dealt = Round { $round }: the cards are dealt.
ik-log-stuck = { $who } cannot play and loses the round.
ik-log-eliminated = { $who } is out of the round.
ik-log-round-over = The round is over; won by { $names }.
ik-log-penalty = Restart paid: { $who } gains { $points } points.
ik-log-rows = The revealed cards are shown.
ik-log-exchanges = Both partner exchanges are done.
ik-log-inquisition = { $n ->
    [0] Nobody moves a card to the Antechamber.
   *[other] Moved a card to the Antechamber: { $names }.
}
ik-log-soldier-yes = Soldier: an opponent holds it!
ik-log-soldier-no = Soldier: nobody holds it.
ik-log-judge-correct = Judge: correct!
ik-log-judge-wrong = Judge: wrong.
ik-log-stopped = King's Hand stops the { $card }.
ik-log-executed = { $n ->
    [0] Nobody Condemns a { $value }.
   *[other] Condemned a { $value }: { $names }.
}
ik-log-assassinated = { $who } is assassinated.
ik-log-took-successor = { $who } takes their Successor: { $card }.
ik-log-took-hidden = { $who } takes their Successor.
ik-log-exchanged = { $who } gives { $gave } to { $other } and gets { $got }.
ik-log-exchanged-hidden = { $who } and { $other } exchange a card.
ik-log-purged-value = { $who } removes a Condemned card of value { $value }.
ik-log-secret = { $who } makes a secret choice.
ik-log-did = { $who }: { $action }
ik-seat-hand = { $name }'s hand
