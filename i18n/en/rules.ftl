# The rules of each game, written for players. Sections: rules-GAME-N-title / -body.
# In a body, a blank line starts a new paragraph and lines starting with "- " make a list.

rules-claim-1-title = The goal
rules-claim-1-body =
    The king is dead and five factions choose the next one. Win the vote of at least three factions (more factions than your opponent) by collecting their cards in your score pile.
rules-claim-2-title = The cards
rules-claim-2-body =
    52 cards in five factions, valued 0 (lowest) to 9:
    - ♣ Goblins: 14 cards, with five 0s
    - ♞ Knights: 8 cards, 2 to 9
    - ☠ Undead: 10 cards
    - ⚒ Dwarves: 10 cards
    - ◐ Doppelgängers: 10 cards
rules-claim-3-title = Playing a trick
rules-claim-3-body =
    The leader plays any card. The other player must follow the led faction if they can; a Doppelgänger may always be played instead. If a Doppelgänger is led, you must answer with a Doppelgänger if you have one.

    The higher card of the led faction wins; equal values go to the leader; a card of another faction loses. A Knight played on a led Goblin always wins. The winner leads the next trick.
rules-claim-4-title = Phase 1: recruit followers (13 tricks)
rules-claim-4-body =
    Before each trick a prize is turned face up. The winner of the trick takes the prize into their follower deck; the loser takes the next card of the deck face down into theirs. Undead played in a trick go to the winner's score pile; the other played cards are discarded.
rules-claim-5-title = Phase 2: win the factions (13 tricks)
rules-claim-5-body =
    Your 13 followers become your hand. The winner of a trick scores both cards, except Dwarves: every Dwarf played goes to the loser of the trick.
rules-claim-6-title = Scoring
rules-claim-6-body =
    For each faction, whoever has more of its cards in their score pile wins its vote; on equal counts, the single highest card decides; otherwise nobody gets it. More votes wins; equal votes is a draw.
rules-claim-7-title = At the table
rules-claim-7-body =
    Your hand is at the bottom. The cards you may play are raised; click or tap one to play it (or use Tab and Enter). The table on the right shows who leads each faction now. Touch and hold a card, or point at it, to read its faction's power.

rules-imposter-kings-1-title = The goal
rules-imposter-kings-1-body =
    Every player is a King who wants the Throne. Play cards onto the Court, each at least as high as the card on top (the Throne). A player who cannot play on their turn loses the round. Rounds score points; the first to 7 points wins the match.
rules-imposter-kings-2-title = Setting up a round
rules-imposter-kings-2-body =
    Each player gets a hand and hides one card as their Successor. With two players, each also removes a card from the round and may ask for a new deal: the first new deal of a round is free, and each later one in the same round gives the other player 2 points. With three players, each reveals cards and the players draft from the revealed cards. With four players, two teams of partners share and exchange cards. One card is set aside face up as the Accused. The True King chooses who starts.
rules-imposter-kings-3-title = Your turn
rules-imposter-kings-3-body =
    - If you have a Condemned card, your turn is to remove one from the round.
    - Otherwise, if you have a card in your Antechamber, you must play it, whatever its value.
    - Otherwise, play a card from your hand with a value at least the Throne's, or flip your King.

    Flipping your King Disgraces the Throne (it turns face down and is worth 1) and puts your Successor into your hand. You can flip it once per round. Many cards have an ability that happens when they are played; point at a card to read it.
rules-imposter-kings-4-title = Reactions
rules-imposter-kings-4-body =
    King's Hand: when another player's card ability is about to happen, you may reveal King's Hand to stop it. Both cards are Condemned.

    Assassin: when another player flips their King, you may reveal the Assassin: that player loses the round at once (unless a King's Hand stops the Assassin).

    Every player who could react is asked, whether they hold the card or not, so a question tells nobody what you hold.
rules-imposter-kings-5-title = Scoring
rules-imposter-kings-5-body =
    The winner of a round scores 1 point, 1 more if the loser still has cards (in hand or as Successor), and 1 more if the winner's own King is still face up. With three players, second place scores 1 point and the winner gains a point for each other player with cards. With four players, teams score together.
rules-imposter-kings-6-title = At the table
rules-imposter-kings-6-body =
    The Court is drawn with the Throne first. Your playable cards are raised in your hand. Every other decision (setup choices, abilities, reactions) is asked in the decision panel, with a button for each allowed choice.

rules-provinces-1-title = The goal
rules-provinces-1-body =
    Hold the most Provinces at the end of a round in which someone has reached the target: 5 Provinces with two players, 4 with three, 3 with four. Ties go to the larger treasury.
rules-provinces-2-title = Your turn
rules-provinces-2-body =
    Draw 2 cards, then take up to 2 actions (only 1 on the first player's first turn with two players), then discard down to 5 cards. The actions:
    - Bank a soldier: it becomes gold worth its level.
    - Raise a soldier: pay exactly its level in gold; it joins your army as a unit.
    - Attack with a unit that has not attacked this turn.
    - Attach a power-up to a unit, combine two one-soldier units, or split a unit.
    - Play a Scout (draw cards) or a Tax Collector (take gold).
    - Lay a Province in your field (one per turn; you must when you hold two).
rules-provinces-3-title = Attacks
rules-provinces-3-body =
    If the defender has units, they choose one to defend; the weaker unit dies, both on a tie. Without units, the defender pays gold at least equal to the attack's strength; without enough gold, the attacker takes all of it and a Province. With only Provinces, the attacker takes one.
rules-provinces-4-title = Reactions
rules-provinces-4-body =
    - Royal Guard: cancel an attack on someone else, or a Scout or Tax Collector.
    - Reaper: when you are attacked, cancel it; the attacking unit dies.
    - Monk: when a soldier dies, take it into your army.

    Every player who could react is asked, whether they hold the card or not.
rules-provinces-5-title = At the table
rules-provinces-5-body =
    Each player's army, treasury and Provinces are public; hands are secret. When you decide, the decision panel lists what you may do; choose an action, then each of its parts (a unit, a player, the gold cards to pay). Deck designers can change every number of the game on the deck designer page.
