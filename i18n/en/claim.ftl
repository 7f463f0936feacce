# Claim at the table. English.

claim-faction = Faction
claim-faction-goblins = Goblins
claim-faction-knights = Knights
claim-faction-undead = Undead
claim-faction-dwarves = Dwarves
claim-faction-doppelgangers = Doppelgängers
claim-faction-goblins-power = Goblins: no special power.
claim-faction-knights-power = Knights: a Knight played on a led Goblin wins, whatever the values.
claim-faction-undead-power = Undead: in phase 1, every Undead played goes to the trick winner's score pile.
claim-faction-dwarves-power = Dwarves: in phase 2, the loser of the trick scores every Dwarf played in it.
claim-faction-doppelgangers-power = Doppelgängers: may always be played instead of following the led faction, and count as that faction to compare values.
claim-card = { $faction } { $value }
claim-phase = Phase { $phase }
claim-trick = Trick { $n } of { $total }
claim-deck = { $n ->
    [one] 1 card in the deck
   *[other] { $n } cards in the deck
}
claim-hand-count = { $n ->
    [one] 1 card in hand
   *[other] { $n } cards in hand
}
claim-follower-count = { $n ->
    [one] 1 follower
   *[other] { $n } followers
}
claim-seat-area = { $name }'s side
claim-middle = The middle of the table
claim-prize = Prize
claim-current-trick = This trick
claim-previous-trick = The last trick
claim-no-trick = No trick yet.
claim-trick-won-by = Won by { $name }
claim-show-tricks = Show all tricks
claim-hide-tricks = Hide the tricks
claim-factions-title = Who leads each faction now
claim-result-title = The result, faction by faction
claim-leads = Leads
claim-vote = Vote
claim-nobody = nobody
claim-your-hand = Your hand
claim-your-followers-hand = Your hand (your followers from phase 1)
claim-your-followers = Your followers so far ({ $n })
claim-score-piles = Score piles
claim-empty-pile = empty
claim-status-you-lead = Your turn: lead any card.
claim-status-you-follow = Your turn: answer the { $card }. The cards you may play are raised.
claim-status-waiting = Waiting for { $name }…
claim-status-over = The game is over.
claim-result-winner = { $name } wins with { $votes } faction votes to { $other }.
claim-result-draw = A draw: { $votes } faction votes each.
claim-result-why = A faction votes for whoever scored more of its cards; on equal counts, for the single highest card; otherwise for nobody.
claim-log-trick = Trick { $n }: { $leader } led { $lead }, { $other } played { $reply }; { $winner } wins.
claim-log-trick-prize = Trick { $n }: { $leader } led { $lead }, { $other } played { $reply }; { $winner } wins the { $prize }.
claim-seat-hand = { $name }'s hand
