# The short rules line printed on a card (the browser client's card faces). The full text is
# the card's tooltip (ik-card-*-text, pr-card-*-text).

ik-card-fool-short = Take a face-up Court card
ik-card-assassin-short = Reaction: a flipped King loses
ik-card-elder-short = Immune. Plays on Royalty
ik-card-zealot-short = Immune. King down: plays on any non-Royal
ik-card-inquisitor-short = Name a card: others hand it over
ik-card-executioner-short = Name a value: holders Condemn one
ik-card-soldier-short = Name a card: if held, worth 7, Disgrace 3
ik-card-judge-short = Guess a card in a hand
ik-card-oathbound-short = Immune. Plays over 6, then play again
ik-card-herald-short = Take back your Successor
ik-card-warlord-short = 8 in hand, 9 with Royalty in Court
ik-card-mystic-short = Disgrace itself to mute a value
ik-card-warden-short = Swap a card with the Accused
ik-card-sentry-short = Swap a Court card with your hand
ik-card-spy-short = See the Successors, force a swap
ik-card-kingshand-short = Reaction: stop an ability
ik-card-princess-short = Royalty. Trade a card with a player
ik-card-queen-short = Royalty. Disgraces the Court

pr-card-soldier-short = Bank { $level } gold, or pay { $level } to recruit
pr-card-power-short = +{ $bonus } strength to a unit
pr-card-guard-short = Reaction: cancel an attack on another
pr-card-monk-short = Reaction: take a dying soldier
pr-card-reaper-short = Reaction: stop an attack on you; attacker dies
pr-card-scout-short = Action: draw cards
pr-card-tax-short = Action: a player gives you gold
pr-card-province-short = Action: lay it in your field

# The drawer that holds a table's log and scores on a phone (web/src/layout/Drawer.svelte).
drawer-open = Log and scores
drawer-close = Close

# The table shows changes one at a time; this button shows the newest at once.
catch-up = Catch up
