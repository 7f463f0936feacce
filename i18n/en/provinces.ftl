# Provinces at the table and in the deck designer. English.

pr-soldier = { $rank } (soldier, level { $level })
pr-power-up = { $name } (power-up, level { $level }, +{ $bonus })
# The built-in deck's soldier ranks and power-up names (decks/default.toml); a designer's own
# words are shown as written.
pr-deck-word-peasant = Peasant
pr-deck-word-militia = Militia
pr-deck-word-archer = Archer
pr-deck-word-knight = Knight
pr-deck-word-baron = Baron
pr-deck-word-viceroy = Viceroy
pr-deck-word-duke = Duke
pr-deck-word-prince = Prince
pr-deck-word-spear = Spear
pr-deck-word-shield = Shield
pr-deck-word-warhorse = Warhorse
pr-card-soldier = Soldier
pr-card-power = Power-up
pr-card-guard = Royal Guard
pr-card-monk = Monk
pr-card-reaper = Reaper
pr-card-scout = Scout
pr-card-tax = Tax Collector
pr-card-province = Province
pr-card-soldier-text = Bank it as { $level } gold, or pay exactly { $level } gold to put it in your army with strength { $level }.
pr-card-power-text = Attach it to a unit without a power-up of this level: +{ $bonus } strength.
pr-card-guard-text = Reaction: cancel an attack on anyone but you, or another player's Scout or Tax Collector.
pr-card-monk-text = Reaction: when any soldier dies, take it into your army (it counts as having attacked until your next turn).
pr-card-reaper-text = Reaction: when you are attacked, cancel the attack and the attacking unit dies.
pr-card-scout-text = Action: draw cards.
pr-card-tax-text = Action: the player you choose gives you gold cards of their choice.
pr-card-province-text = Action: lay it in your field. You may lay one per turn, and must when you hold two or more.
pr-unit = Unit: { $soldiers }{ $powerups ->
    [0] {""}
   *[other] , power-ups of level { $levels }
}, strength { $strength }
pr-unit-soldier = soldier { $level }
pr-unit-soldier-attacked = soldier { $level } (has attacked)
pr-unit-plain = unit { $unit }
pr-gold = { $n } gold
pr-gold-total = { $n } gold
pr-round = Round { $n } of { $limit }
pr-target = { $n } Provinces to win
pr-deck-size = { $n ->
    [one] 1 card in the deck
   *[other] { $n } cards in the deck
}
pr-deck-name = Deck: { $name }
pr-active = { $left ->
    [one] 1 action left
   *[other] { $left } actions left
}
pr-field = Provinces
pr-treasury = Treasury
pr-hand = Hand
pr-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
pr-army = Army
pr-no-army = No units.
pr-your-decision = Your decision
pr-waiting-for = Waiting for { $name }
pr-attack-detail = The attacking unit:
pr-resolving = Being played: { $card }
pr-your-hand = Your hand ({ $n }, keep { $limit } at the end of your turn)
pr-piles = Discard and removed cards
pr-discard = { $n ->
    [one] 1 card in the discard pile
   *[other] { $n } cards in the discard pile
}
pr-discard-top = the top card: { $card }
pr-removed = { $n ->
    [one] 1 spent gold card removed from the game
   *[other] { $n } spent gold cards removed from the game
}
pr-phase-main = { $name }'s turn: { $left ->
    [one] 1 action left.
   *[other] { $left } actions left.
}
pr-phase-window-attack = { $attacker } attacks { $target } with strength { $amount }: reactions?
pr-phase-window-ability = { $actor } plays { $card }: reactions?
pr-phase-window-death = A level { $level } soldier of { $owner } dies: a Monk may take it.
pr-phase-block = { $target } chooses a unit to defend against { $attacker }'s attack of { $amount }.
pr-phase-cover = { $target } pays { $attacker } at least { $amount } gold.
pr-phase-give = { $target } gives { $count } gold to { $actor }.
pr-phase-discard = { $name } discards { $count } cards down to the hand limit.
pr-phase-over = The game is over.
pr-result-title = The result
pr-result-winner = { $name } wins, with { $provinces } Provinces to { $other }.
pr-result-shared = { $names } share the win.
pr-end-target = The game ended after round { $rounds }: someone had { $target } Provinces.
pr-end-limit = The round limit ({ $rounds } rounds) ended the game.
pr-end-treasury = Equal Provinces were decided by the treasury.
pr-result-line = { $provinces ->
    [one] 1 Province
   *[other] { $provinces } Provinces
}, { $gold } gold

pr-verb-end = End the turn
pr-verb-bank = Bank a soldier
pr-verb-activate = Raise a soldier
pr-verb-attack = Attack
pr-verb-attach = Attach a power-up
pr-verb-combine = Combine two units
pr-verb-detach = Split a unit
pr-verb-scout = Play a Scout
pr-verb-tax = Play a Tax Collector
pr-verb-province = Lay a Province
pr-verb-pass = Pass
pr-verb-guard = Play a Royal Guard
pr-verb-reaper = Play a Reaper
pr-verb-monk = Play a Monk
pr-verb-block = Defend with a unit
pr-verb-cover = Pay gold
pr-verb-give = Give gold
pr-verb-discard = Discard cards

pr-step-bank-0 = Which soldier goes to your treasury?
pr-step-activate-0 = Which soldier do you raise?
pr-step-attack-0 = Attack with which unit?
pr-step-attack-1 = Attack whom?
pr-step-attach-0 = Which power-up?
pr-step-attach-1 = On which unit?
pr-step-combine-0 = The first unit:
pr-step-combine-1 = Combine it with:
pr-step-detach-0 = Which unit do you split?
pr-step-detach-1 = Which half keeps the first soldier?
pr-step-tax-0 = Tax whom?
pr-step-block-0 = Which unit defends?
pr-step-cover-0 = Which gold card do you pay next?
pr-step-give-0 = Which gold card do you give next?
pr-step-discard-0 = Which card do you discard next?
pr-verb-pay = Pay for the soldier
pr-step-pay-0 = Which gold card do you pay next? Together they make exactly the soldier's level.
pr-verb-split = Share the power-ups
pr-step-split-0 = Which power-ups?
pr-step-split-1 = How many go with the first soldier?
pr-split-share = { $first } with the first soldier, { $second } with the second

pr-log-turn = Round { $round }: { $who }'s turn.
pr-log-ability = { $who } plays a { $card }.
pr-log-ability-target = { $who } plays a { $card } on { $target }.
pr-log-field-gain = { $who } gains { $n ->
    [one] a Province
   *[other] { $n } Provinces
} ({ $total } in all).
pr-log-field-loss = { $who } loses { $n ->
    [one] a Province
   *[other] { $n } Provinces
} ({ $total } left).
pr-log-attack = { $who } attacks { $target } with { $unit } (strength { $amount }).
pr-log-attack-gold = { $who } attacks { $target }, who has no unit to defend (strength { $amount }).
pr-log-attach = { $who } attaches { $cards } to { $unit }.
pr-log-combine = { $who } combines two units into one: { $unit }.
pr-log-split = { $who } splits { $unit } in two.
pr-log-joins = { $n ->
    [one] { $unit } joins { $who }'s army.
   *[other] { $n } × { $unit } join { $who }'s army.
}
pr-log-dies = { $n ->
    [one] { $who }'s { $unit } dies.
   *[other] { $n } × { $who }'s { $unit } die.
}
pr-log-treasury = { $who } now has { $to } gold (was { $from }).
pr-log-discard = Onto the discard pile: { $cards }.
pr-log-unit-soldier = { $rank } ({ $level })
pr-log-unit-armed = { $soldiers } with { $powers }
pr-log-over = The game is over.

designer-title = Provinces deck designer
designer-intro = Change any number of the game: every key of the deck file, with its default and allowed values beside it. Problems show as you type; download the deck file, or play it against bots.
deck-size = { $n } cards
deck-problems = { $n ->
    [one] 1 problem
   *[other] { $n } problems
}
deck-ok = The deck is valid.
deck-file-name = Deck file name
deck-download = Download the deck file
deck-reset = Back to the built-in deck
deck-open = Open a deck file
deck-open-help = A .toml deck file (or its .json form); you can also drop it on this page.
deck-opened = Opened { $name }: change it, simulate it, play it or download it.
deck-open-not-a-deck = { $name } is not a deck file: open a .toml file (or a .json one).
deck-open-too-large = { $name } is { $kb } KB; a deck file is at most { $max } KB.
deck-open-refused = { $name } cannot be opened: { $message }
deck-open-unreadable = { $name } could not be read as a deck.
deck-play = Play this deck against bots
deck-default-range = default { $def }, allowed { $lo } to { $hi }
deck-rules = Rules
deck-players-supported = Player counts
deck-soldiers = Soldiers
deck-power-ups = Power-ups
deck-cards = Other cards
deck-rank = Rank
deck-name = Name
deck-level = Level
deck-bonus = Bonus
deck-count = Copies
deck-remove = Remove
deck-remove-row = Remove { $name }
deck-add-soldier = Add a soldier rank
deck-add-power-up = Add a power-up
deck-key-initial_hand = Cards dealt at the start
deck-key-draws_per_turn = Cards drawn each turn
deck-key-actions_per_turn = Actions per turn
deck-key-hand_limit = Hand limit
deck-key-province_hand_limit = Provinces kept in hand
deck-key-provinces_per_turn = Provinces laid per turn
deck-key-max_soldiers_per_unit = Soldiers per unit
deck-key-max_powerups_per_level = Power-ups of one level per unit
deck-key-round_limit = Round limit (0: none)
deck-key-provinces_to_win = Provinces to win with { $n } players
deck-key-first_turn_actions = First turn actions with { $n } players
deck-key-royal_guard = Royal Guards
deck-key-monk = Monks
deck-key-reaper = Reapers
deck-key-province = Provinces
deck-key-scout-count = Scouts
deck-key-scout-draw = Cards a Scout draws
deck-key-tax-count = Tax Collectors
deck-key-tax-take = Gold a Tax Collector takes
deck-err-range = must be a whole number from { $lo } to { $hi }
deck-err-players = choose at least one player count
deck-err-missing-target = needs a target for { $players } players
deck-err-too-many = at most { $n }
deck-err-same-level = two with level { $level }
pr-seat-hand = { $name }'s hand
pr-card-menu = What do you do with { $card }?
pr-marks-key = How a unit reads: ⚔5 is a soldier of level 5; ✓ and a dashed border: it has attacked; +P1 is a power-up of level 1; = 7 is the unit's whole strength.
pr-marks-key-title = What ⚔, ✓ and +P mean
