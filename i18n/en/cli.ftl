# The command line's own messages (crates/cli/src/i18n.rs). The browser client does not load
# this file; every id starts with cli- so it never collides with the client's.

cli-commands = Commands: board (the whole table), options (every move you may play), hint (what the hard bot would play), help, quit.
cli-you-may-play = You may play: { $moves }
cli-hint-thinking = The hard bot is thinking…
cli-hint = Hint: the hard bot would choose `{ $move }` and rates your chance to win at { $chance }% ({ $searches } searches).
cli-cannot-read = Cannot read { $input }: { $expected }. Type help for the notation.
cli-not-allowed = Not allowed: { $why }. { $options }
cli-intro = { $game }{ $deck } · seed { $seed } · you are seat { $seat }. { $bots }. Type help for the commands, quit (or Ctrl-C) to leave.
cli-intro-deck = { " · " }deck { $path }
cli-replay = Play the same deal again with: { $command }
cli-interrupted = Interrupted. { $replay }
cli-unfinished = Game left unfinished. { $replay }
cli-bad-seat = this table has { $seats } seats; choose a seat from A to { $last }
cli-unknown-lang = unknown language { $lang }; the languages are en (English) and nl (Dutch)

## Claim in the terminal (crates/cli/src/play/claim.rs). Faction names come from claim.ftl.
## $who, $leader, $winner: you or bot.

cli-claim-rule-knight = a Knight beats a led Goblin
cli-claim-rule-tie = equal values go to the leader
cli-claim-rule-higher = the higher card wins
cli-claim-rule-other = a card of another faction cannot win
cli-claim-trick = Trick { $n }: { $leader ->
    [you] you led { $lead }, bot played { $reply }.
   *[bot] bot led { $lead }, you played { $reply }.
}
cli-claim-trick-winner = { $winner ->
    [you] You win
   *[bot] Bot wins
}
cli-claim-trick-prize = { $winner ->
    [you] You take { $prize }; bot draws a card face down.
   *[bot] Bot takes { $prize }.
}
cli-claim-you-drew = You drew { $card } into your follower deck.
cli-claim-phase-two = Phase 2 begins: your follower deck is now your hand. { $leader ->
    [you] You lead.
   *[bot] Bot leads.
}
cli-claim-bot-leads = Bot leads { $card }.
cli-claim-header = Claim · Phase { $phase } · trick { $trick } of 13
cli-claim-header-over = Claim · the game is over after { $tricks } tricks
cli-claim-none = none
cli-claim-prize = Prize: { $card } · deck { $n ->
    [one] 1 card
   *[other] { $n } cards
}
cli-claim-bot-phase-one = Bot: { $hand ->
    [one] 1 card
   *[other] { $hand } cards
} in hand · follower deck { $followers } · prizes won: { $prizes }
cli-claim-your-followers = Your follower deck: { $cards }
cli-claim-undead-scored = Undead scored: you { $mine } · bot { $theirs }
cli-claim-bot-hand = Bot: { $hand ->
    [one] 1 card
   *[other] { $hand } cards
} in hand
cli-claim-discard = Discard pile (open): { $cards }
cli-claim-score-piles = Score piles
cli-claim-you = you
cli-claim-bot = bot
cli-claim-ahead = ahead
cli-claim-led-any = Bot led { $card }. You hold no { $faction }: any card may be played.
cli-claim-led-follow = Bot led { $card }. Follow with a card in [ ] (its faction or a Doppelgänger).
cli-claim-you-lead = You lead: play any card.
cli-claim-your-hand = Your hand: { $cards }
cli-claim-type-card = Type a card, as in Kn7.
cli-claim-col-you = You
cli-claim-col-bot = Bot
cli-claim-col-your-best = Your best
cli-claim-col-bot-best = Bot's best
cli-claim-nobody = nobody
cli-claim-final-score = Final score
cli-claim-result-draw = A draw, { $mine } votes to { $theirs }.
cli-claim-result-win = You win, { $mine } votes to { $theirs }.
cli-claim-result-loss = The bot wins, { $theirs } votes to { $mine }.
cli-claim-power-goblins = Goblins (Gb, 0-9, five Gb0): beaten by any Knight played on a led Goblin.
cli-claim-power-knights = Knights (Kn, 2-9): a Knight played on a led Goblin wins, whatever the values.
cli-claim-power-undead = Undead (Un, 0-9): in Phase 1 every Undead played goes to the trick winner's score pile.
cli-claim-power-dwarves = Dwarves (Dw, 0-9): in Phase 2 every Dwarf played goes to the score pile of the trick's loser.
cli-claim-power-doppelgangers = Doppelgängers (Dp, 0-9): may always follow the led faction, and win on a higher value.
cli-claim-no-such-card = No card is called { $name }: a card is a faction code and a value, as in Kn7.
cli-claim-card-usage = Type `card` and a card or a faction, as in `card Kn7`.
cli-claim-help = Play a card by typing it: a faction code and a value, as in Kn7 or dp0 (Gb Goblins, Kn Knights, Un Undead, Dw Dwarves, Dp Doppelgängers).
    Rules in short: follow the led faction if you can (a Doppelgänger may always follow); a Knight beats a led Goblin; ties go to the leader. Phase 1 wins followers, Phase 2 wins their votes: Undead you win in Phase 1 score at once, Dwarves in Phase 2 go to the loser of the trick. Most factions wins.
    `card Kn7` (or `card Knights`) tells what a faction does; `cards` tells them all.
cli-claim-unreadable = a card: a faction code (Gb, Kn, Un, Dw or Dp) and a value, as in Kn7
cli-claim-not-held = you do not hold { $card }
cli-claim-must-follow = { $faction } were led and you hold one, so you must play { $faction } or a Doppelgänger
cli-claim-must-follow-doppelganger = a Doppelgänger was led and you hold one, so you must play a Doppelgänger

## Refused lines (crates/cli/src/play/text.rs).

cli-nothing-allowed = Nothing may be played now.
cli-and-more = { " " }… and { $n } more (`options` lists every move)
cli-and-others = { " " }(and { $n ->
    [one] 1 other move
   *[other] { $n } other moves
}: `options`)

## The bots at the table (crates/cli/src/play/mod.rs, describe_bot).

cli-digit-group = ,
cli-bots-one = Bot { $seat }
cli-bots-many = Bots { $seats } and { $last }
cli-bots-none = No bot
cli-bot-random = uniformly random legal moves
cli-bot-heuristic = rules of thumb, no search
cli-bot-careless = rules of thumb, no search, { $percent }% of the moves random
cli-bot-iterations = { $n } iterations
cli-bot-ms = { $ms } ms a move
cli-bot-threads = { " " }on { $threads } threads
cli-bot-ismcts = ISMCTS, { $budget }{ $threads }, { $playout ->
    [heuristic] heuristic playouts
    [round] heuristic playouts to the end of the round
   *[random] random playouts
}
cli-bot-level = the { $level } level

## simulate and tournament (crates/cli/src/simulate.rs, tournament/, parallel.rs, main.rs).
## JSON and CSV output are for programs and stay English.

cli-unit-games = games
cli-rotating = rotating
cli-eta = eta
cli-unit-faction-votes = faction votes
cli-unit-points = points
cli-unit-provinces = Provinces
cli-col-seat = Seat
cli-col-seat-n = Seat { $seat }
cli-col-all-seats = All seats
cli-col-bot = Bot
cli-col-vs = vs
cli-col-games = Games
cli-col-wins = Wins
cli-col-draws = Draws
cli-col-losses = Losses
cli-col-win-rate = Win rate (95% CI)
cli-col-mean = Mean { $unit }
cli-col-seat-wins = Wins, whoever sat there
cli-col-won-by = Won by { $seat }
cli-col-unawarded = Unawarded
cli-col-score-ci = Score (95% CI)
cli-col-rank = Rank
cli-col-glicko = Glicko-2
cli-col-deviation = ± (95%)
cli-col-score = Score
cli-col-timeouts = Timeouts
cli-col-crashes = Crashes
cli-col-illegal = Illegal
cli-simulate-title = { $games } games of { $game } from seed { $seed } · { $draws } draws · { $moves } moves a game
cli-simulate-rotate = Seats rotate: game i moves every bot i seats on, so each bot plays each seat as often and a bot's results are not a seat's advantage (--fixed-seats keeps them in place).
cli-seat-advantage = Seat advantage
cli-faction-votes = Faction votes
cli-usage-title = { $title }, per game (all seats, then each seat)
cli-usage-actions = Actions
cli-usage-cards = Cards played from hand
cli-usage-discarded = Cards discarded at the hand limit
cli-usage-label = Label
cli-deck-file = Deck file: { $path }
cli-games-at-least-one = --games must be at least 1
cli-bots-count = --bots names { $n } bots; give one for every seat ({ $seats }), or one for all
cli-tournament-title = { $game } · { $games } games per pair on mirrored deals · seed { $seed }
cli-tournament-external = { " " }· external bots: { $move } s per move (+{ $start } s to start), a failure forfeits the game
cli-tournament-level = { $level } is at this table: { $bot }
cli-tournament-two-bots = a tournament needs at least two bots, as in --bots random,heuristic
cli-tournament-too-many-games = --games { $per_pair } for { $pairs ->
    [one] 1 pair
   *[other] { $pairs } pairs
} of bots makes { $games } games; a tournament plays at most { $max } games: lower --games or name fewer bots
cli-seating = { $seats } seats: in the first game of each deal Bot sits at { $even } and vs at { $odd }; in the second, vs sits at { $even } and Bot at { $odd }.{ $extra } A game goes to the bot whose seats did better on average.
cli-seating-odd = { " " }The bot at { $even } fills { $fills } of the { $seats } seats, so each bot of a pair has the extra seat in half its games.
cli-forfeit = warning: game { $game } (deal seed { $seed }): { $bot } in seat { $seat } forfeits: { $error }
cli-error = error: { $error }

## review (crates/cli/src/review.rs, main.rs). --json output is for programs and stays English.

cli-unit-decisions = decisions
cli-col-move = Move
cli-col-played = Played
cli-col-chance = Chance
cli-col-best = Best
cli-col-loss = Loss
cli-col-swing = Swing
cli-col-mark = Mark
cli-review-mistake = ? mistake
cli-review-blunder = ?? blunder
cli-review-summary = Seat { $seat } in { $game }: { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
} weighed by a search of { $budget } iterations each from what the seat knew then · { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
} (a loss of { $mistake } points of chance to win or more) · { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
} ({ $blunder } or more) · { $loss } points lost a decision on average.
cli-review-result = Result: { $result } (a win is 100%, a draw 50%).
cli-review-turning-points = The decisions that mattered most (the largest swings of the chance to win, to the next decision): { $moves }.
cli-review-turning-point = move { $move } ({ $played }, { $swing })
cli-review-unreadable = cannot read the replay { $path }
cli-review-not-a-replay = { $path } is not a replay record (the JSON of the engine's replay, or of the server's /api/tables/ID/replay)

## serve (crates/cli/src/main.rs). Its first line, "interregnum server listening on …", is
## read by scripts and stays English.

cli-serve-open = Open { $url } in your browser to play; Ctrl-C stops the server.
cli-serve-no-client = The browser client could not be built (see above); serving without it.
cli-serve-cannot-build = Cannot run { $script } ({ $error }); serving without the browser client.
cli-serve-stopped = The server stopped: every table's moves are stored; start it again to go on.
cli-backup-done = Copied { $db } to { $file }. Restore it by starting the server with --db { $file } (or by putting it in place of { $db } while the server is stopped).

## Each game's options and report (crates/cli/src/games/).

cli-no-deck-file = { $game } has no deck file; leave out --deck
cli-claim-players = Claim is a game for 2 players, not { $n }; leave out --players
cli-ik-players = The Imposter Kings is a game for 2, 3 or 4 players (4 in two teams), not { $n }; use --players 2, 3 or 4
cli-ik-no-first = The Imposter Kings cannot fix the first player: the True King holder chooses it each round; leave out --first
cli-provinces-players = Provinces is a game for 2 to 4 players, not { $n }; use --players 2, 3 or 4
cli-deck-unreadable = cannot read the deck file { $path }
cli-deck-refused = the deck file { $path } is refused
cli-deck-players = the deck file { $path } does not allow { $n } players
cli-first-seat = --first { $seat }: with { $n } players the seats are A to { $last }
cli-col-mean-short = Mean
cli-col-sd = Spread (sd)
cli-col-min = Min
cli-col-median = Median
cli-col-max = Max
cli-col-rate = Rate (95% CI)
cli-usage-ik = Actions and cards played
cli-ik-usage-play = play { $card }
cli-ik-usage-ante = (a play from the Antechamber)
cli-ik-usage-follow = (an Oathbound follow-up)
cli-ik-usage-chain = (a Herald chain)
cli-ik-usage-flip = flip King
cli-ik-usage-kingshand = King's Hand
cli-ik-usage-assassin = Assassin
cli-ik-usage-restart = restart
cli-ik-usage-purge = purge a Condemned card
cli-ik-usage-decline = decline an ability
cli-ik-usage-use = use (Warden, Spy)
cli-ik-usage-court = take a Court card (Fool, Sentry)
cli-ik-usage-name = name a card (Inquisitor, Soldier)
cli-ik-usage-guess = guess (Judge)
cli-ik-usage-number = number (Executioner, Mystic)
cli-ik-usage-target = target (Princess)
cli-ik-usage-disgrace = Disgrace (Soldier hit)
cli-ik-usage-antechamber = to the Antechamber (Judge)
cli-ik-usage-accuse = accuse (Warden)
cli-ik-usage-force = force (Spy)
cli-ik-usage-condemn = Condemn (Executioner)
cli-ik-usage-swap = swap the Assassin
cli-ik-usage-accept = accept an exchange
cli-usage-provinces = Actions and cards
cli-ik-per-match = Per match
cli-ik-rounds = Rounds
cli-ik-winner-points = Winner's points
cli-ik-margin = Winning margin
cli-ik-last-round-points = Points scored in the last round
cli-ik-matches = Matches
cli-ik-decided = How matches were decided
cli-ik-points-label = { $points ->
    [0] 0
    [1] 1 (a bare win)
    [2] 2 (one bonus)
    [3] 3 (two bonuses)
   *[other] 4 or more
}
cli-pr-hit-limit = Hit the round limit
cli-pr-length = Game length in rounds
cli-pr-ended-how = How the game ended
cli-pr-end-target = Province target reached
cli-pr-end-round-limit = Round limit reached
cli-pr-end-most = Won on Provinces alone
cli-pr-end-treasury = Won on the treasury tie-break
cli-pr-end-shared = Shared win
cli-pr-end-draw = Shared by every seat (a draw)
cli-pr-ended = How the { $games } games ended

## The Imposter Kings in the terminal (crates/cli/src/play/imposter_kings.rs). Card names are
## the notation's (what the person types), in every language. $role: you, partner or bot.

cli-ik-who = { $seat } ({ $role ->
    [you] you
    [partner] partner
   *[bot] bot
})
cli-ik-your-team = your team { $seats }
cli-ik-team = team { $seats }
cli-ik-none = none
cli-ik-down = down
cli-ik-muted = { " " }(muted: 3, no text)
cli-ik-soldier-hit = { " " }(+2 Soldier hit)
cli-ik-court-empty = Court: empty (Throne value 0: any card may be played)
cli-ik-throne-label = Throne:
cli-ik-throne = { $card }, worth { $value } · Court of { $n ->
    [one] 1 card
   *[other] { $n } cards
} (1 is the bottom)
cli-ik-down-legend = { " " }· (down): worth 1
cli-ik-below = Below: { $cards }
cli-ik-more-below = { $n } more below (`board`)
cli-ik-round-over-plain = Round over. Scores: { $scores }
cli-ik-part-win = 1 for the win
cli-ik-part-cards = 1 as { $who ->
    [you] you still held cards
    [opponent] an opponent still held cards
   *[other] { $name } still held cards
}
cli-ik-part-king = 1 for { $whose ->
    [team] a face-up King in the team
    [you] your face-up King
   *[other] { $seat }'s face-up King
}
cli-ik-round-over = Round { $round } over: { $winner ->
    [you] You win and score
    [our-team] Your team { $team } wins and scores
    [team] Team { $team } wins and scores
   *[other] { $name } wins and scores
} { $points ->
    [one] 1 point
   *[other] { $points } points
}
cli-ik-second = { $who ->
    [you] You come
   *[other] { $name } comes
} second: 1 point.
cli-ik-scores = Scores: { $scores }
cli-ik-held = { $who } held: { $cards }
cli-ik-court-end = The Court at the end, top first: { $cards }
cli-ik-turn-order = Turn order: { $names } ({ $dir ->
    [cw3] clockwise: A→B→C
    [cw4] clockwise: A→B→C→D
    [ccw3] counter-clockwise: A→C→B
   *[ccw4] counter-clockwise: A→D→C→B
})
cli-ik-turn-unchosen = Turn order: not chosen yet (the True King's holder chooses it).
cli-ik-hand-empty = Your hand: empty
cli-ik-hand = Your hand: { $cards }
cli-ik-playable = ([ ] may be played now)
cli-ik-out = out of the round
cli-ik-in-hand = { $n ->
    [one] 1 card
   *[other] { $n } cards
} in hand
cli-ik-king-up = King face up
cli-ik-king-down = King face down
cli-ik-true-king = True King
cli-ik-successor = Successor { $card }
cli-ik-a-successor = a Successor
cli-ik-no-successor = no Successor
cli-ik-known = known in hand: { $cards }
cli-ik-antechamber = Antechamber: { $cards }
cli-ik-condemned-hidden = { $card } (others see a face-down { $value })
cli-ik-face-down-value = a face-down { $value }
cli-ik-condemned = Condemned: { $cards }
cli-ik-out-pile = out pile { $n }
cli-ik-row = row: { $cards }
cli-ik-shared = shared { $card }
cli-ik-a-shared = a shared card
cli-ik-has-chosen = has chosen
cli-ik-removed-value = a { $value }
cli-ik-removed-down = { $n } face down
cli-ik-accused = Accused: { $card }
cli-ik-removed = { " " }· removed: { $cards }
cli-ik-you-removed = { " " }(you removed { $cards })
cli-ik-pile = The assassinated player's cards: { $cards }
cli-ik-pending = Your secret choice so far: { $cards }
cli-ik-offer = Your partner offers: { $cards }
cli-ik-choices = ({ $n } choices, as in `{ $example }`; `options` lists them)
cli-ik-header = The Imposter Kings · round { $round } · first to { $points } · { $scores }
cli-ik-now = Now:
cli-ik-you-may = You may:
cli-ik-your-card = your { $card }
cli-ik-their-card = { $who }'s { $card }
cli-ik-aimed = { " " }aimed at { $who }
cli-ik-naming = { " " }naming { $card }
cli-ik-number = { " " }with number { $n }
cli-ik-choosing = { " " }choosing Court card { $n }
cli-ik-assassin-ability = the Assassin revealed against the King flip
cli-ik-this-ability = this ability
cli-ik-or-decline = , or `decline`
cli-ik-q-kingshand = Stop { $ability } with your King's Hand (`kingshand`), or let it happen (`pass`).
cli-ik-q-kingshand-none = { $ability } may be stopped by a King's Hand; you hold none: `pass`.
cli-ik-q-assassin = A King is being flipped: reveal your Assassin (`assassin`) to make that player lose the round, or `pass`.
cli-ik-q-assassin-none = A King is being flipped and may be answered with an Assassin; you cannot reveal one now: `pass`.
cli-ik-q-turn = Your turn: `play X` a card worth at least the Throne (or one a permission allows), or `flip` your King to Disgrace the Throne and take your Successor.
cli-ik-q-purge = You have a Condemned card: remove one from the round with `purge X` (your whole turn).
cli-ik-q-ante = You have an Antechamber card: play it with `ante X`, whatever the Throne (your whole turn).
cli-ik-q-hide = Setup: `hide S R` keeps S face down as your Successor and removes R from the round.
cli-ik-q-first = You hold the True King: choose who plays first (`first B`; with 3 or 4 players add `cw` for A→B→C→D or `ccw` for the other way).
cli-ik-q-restart = Keep this deal (`keep`) or `restart` (the first restart of a round is free, later ones give your opponent 2 points).
cli-ik-q-reveal-team = Setup: reveal cards from your hand (`reveal X Y Z`); your partner will take one of them.
cli-ik-q-reveal = Setup: reveal cards from your hand (`reveal X Y`, then `reveal X`); the others draft from what is revealed.
cli-ik-q-court = { $ability }: choose a Court card with `court N`{ $decline }. { $text }
cli-ik-q-name = { $ability }: `name X` a card (`cards` lists them){ $decline }. { $text }
cli-ik-q-guess = { $ability }: guess a card an opponent holds with `guess B X`. { $text }
cli-ik-q-number = { $ability }: choose `number N`{ $decline }. { $text }
cli-ik-q-target = { $ability }: choose a player with `target B`{ $decline }. { $text }
cli-ik-q-use = { $ability }: `use` it{ $decline }. { $text }
cli-ik-q-condemn = The Executioner: Condemn a hand card of that value (`condemn X`), or `nothing` if you have none.
cli-ik-q-disgrace = Soldier hit: Disgrace a face-up Court card (`disgrace N`, in ascending positions), or `done`.
cli-ik-q-antechamber = The Judge guessed right: move a hand card to your Antechamber (`antechamber X`) or `nothing`.
cli-ik-q-chain = Herald: chain a card of value 5 or more (`chain X`) or `nothing`.
cli-ik-q-successor = Choose your (new) Successor with `successor X`.
cli-ik-q-accuse = Warden: choose the hand card that becomes the Accused (`accuse X`).
cli-ik-q-give-sentry = Sentry: choose the hand card that takes the chosen Court card's place (`give X`); you take the Court card.
cli-ik-q-give-princess = Princess exchange: choose the hand card to give (`give X`); neither of you sees the other's card first.
cli-ik-q-give = Choose the hand card to give (`give X`).
cli-ik-q-force = Spy: force a player to change their Successor (`force B`) or `nothing`.
cli-ik-q-follow = Oathbound: play any hand card at once (`follow X`), whatever its value.
cli-ik-q-swap = You assassinated a player: `keep` your Assassin or `swap X` it for one of their cards.
cli-ik-q-draft = Draft: take a revealed card (`draft B X`).
cli-ik-q-share = Share one card face down with your partner (`share X`).
cli-ik-q-take = Take one of your partner's offer cards (`take X` or `take shared`).
cli-ik-q-offer = Offer your partner 0, 1 or 2 cards (`offer`, `offer X`, `offer X Y`).
cli-ik-q-accept = Answer your partner's exchange: `accept` with as many cards, or `decline`.
cli-ik-q-remove = Setup: remove one card from the round (`remove X`).
cli-ik-q-pass = Nothing to do but `pass`.
cli-ik-q-nothing = Nothing to choose: `nothing`.
cli-ik-col-points = Points
cli-ik-col-last-round = Last round
cli-ik-our-team-wins = Your team ({ $team }) wins the match!
cli-ik-team-wins = Team { $team } wins the match.
cli-ik-nobody = nobody
cli-ik-share-win = You share the win.
cli-ik-you-win = You win the match!
cli-ik-one-wins = { $who } wins the match.
cli-ik-many-share = { $who } share the win.
cli-ik-and = { " " }and{ " " }
cli-ik-final = Final score
cli-ik-after = after { $n ->
    [one] 1 round
   *[other] { $n } rounds
}
cli-ik-auto-pass = No { $card ->
    [assassin] Assassin
   *[kingshand] King's Hand
} reaction is possible for you here: passed for you (--no-auto-pass asks every time).
cli-ik-hold-none = you hold no { $card }
cli-ik-hold-one = you hold one { $card }
cli-ik-hold-only = you hold only { $n } of { $card }
cli-ik-no-such-card = No card is called { $name }. The cards: { $cards }.
cli-ik-not-in-deck = { $card } is not in the { $players }-player deck. The cards: { $cards }.
cli-ik-card-usage = Type `card` and a card's name, as in `card Queen`.
cli-ik-help = Each turn, play a card from hand onto the Court whose value is at least the Throne's (the top card), or flip your King to Disgrace the Throne and take your Successor. Whoever cannot act loses the round.
    Type an action as listed under "You may": `play Queen`, `flip`, `pass`, `kingshand`, `assassin`, `name Elder`, `guess B Elder`, `court 2`, `number 5`, `target C`, `hide Soldier Fool`, `first B cw`, `decline`, `nothing`... Cards are named without spaces or apostrophes (KingsHand), in any case; seats are letters (A is the first seat); Court positions count from 1 at the bottom.
    `card Queen` (or `? Queen`) shows a card's value and ability; `cards` lists them all.
cli-ik-text-fool = On play, optional: take another face-up Court card (any position, Royalty too) into your hand; the Fool stays the Throne.
cli-ik-text-assassin = Reaction from hand: when another player flips their King, reveal it (`assassin`); unless a King's Hand stops it, that player loses the round. Played as a card it is a plain 2.
cli-ik-text-elder = May be played on a face-up Royalty Throne whatever the values. Immune to King's Hand.
cli-ik-text-zealot = Once your King is face down, may be played on any Throne that is not face-up Royalty, whatever the values. Immune to King's Hand.
cli-ik-text-inquisitor = On play, optional: name a card; every other player holding it moves one copy from hand to their Antechamber (they must play it next).
cli-ik-text-executioner = On play, optional: name a number from 1 to the highest face-up value in the Court; every player in the round (you too) Condemns a hand card of that value if they have one.
cli-ik-text-soldier = On play, mandatory: name a card. If an opponent holds it (only yes or no is told), this Soldier is worth +2 while it is the Throne, and you may Disgrace up to 3 face-up Court cards.
cli-ik-text-judge = On play, mandatory: guess a card in an opponent's hand. If right, you may move a hand card of value 2 or more to your Antechamber.
cli-ik-text-oathbound = May be played on a Throne worth more than 6 if you hold another card: the Throne is Disgraced and you at once play any hand card (no King's Hand against it). Immune to King's Hand.
cli-ik-text-herald = On play (not from the Antechamber): take your Successor and choose a new one; then you may chain a hand card of value 5 or more onto the Court and take the Herald back.
cli-ik-text-warlord = While face-up Royalty is in the Court: worth 8 in hand and 9 on the Throne.
cli-ik-text-mystic = On play, optional, with a Disgraced card in the Court: the Mystic Disgraces itself and you name a number 1-8; Court cards of that value are worth 3 and lose their text for the round. Hands are not muted: an Elder, Zealot or Oathbound keeps its permission there, and lands muted.
cli-ik-text-warden = On play, optional, with 4 or more face-up Court cards: swap a hand card with the Accused.
cli-ik-text-sentry = On play, optional: the Sentry Disgraces itself; swap a face-up non-Royalty Court card with a hand card, which takes its exact place.
cli-ik-text-spy = On play, optional: the Spy Disgraces itself; you see every other Successor and may force one player to take theirs back and choose a new one.
cli-ik-text-kingshand = Reaction from hand: stop another player's card ability (`kingshand`); both cards are Condemned. Immune to King's Hand. Played as a card it is a plain 8.
cli-ik-text-princess = Royalty. On play, optional: choose a player; each of you secretly gives the other a hand card.
cli-ik-text-queen = Royalty. On play, mandatory: every other face-up Court card is Disgraced.
cli-ik-card-line = { $card } ({ $value }): { $text }

## Provinces in the terminal (crates/cli/src/play/provinces.rs). Card names in sentences come
## from provinces.ftl (pr-card-…); the notation (S4, P2, scout, tax B) is the same in every
## language. $who: you or other; $name: the other seat's letter.

cli-pr-name = { $who ->
    [you] you
   *[other] { $name }
}
cli-pr-soldier = soldier S{ $level }
cli-pr-turn = { $who ->
    [you] Your
   *[other] { $name }'s
} turn: action { $n } of { $of }.
cli-pr-sit-attack = { $who ->
    [you] You attack
   *[other] { $name } attacks
} { $target } with { $unit } ({ $amount }).
cli-pr-sit-tax = { $who ->
    [you] You play
   *[other] { $name } plays
} a { $card } against { $target }.
cli-pr-sit-ability = { $who ->
    [you] You play
   *[other] { $name } plays
} a { $card }.
cli-pr-sit-death = { $who ->
    [you] Your
   *[other] { $name }'s
} { $card } is dying.
cli-pr-sit-block = { $who ->
    [you] You attack
   *[other] { $name } attacks
} { $target } with { $unit } ({ $amount }): { $blocker ->
    [you] you choose
   *[other] { $target } chooses
} a unit to block.
cli-pr-sit-cover = { $who ->
    [you] Your
   *[other] { $name }'s
} attack of { $amount } hits { $blocker ->
    [you] your
   *[other] { $target }'s
} treasury ({ $owed } left to cover).
cli-pr-sit-give = { $who ->
    [you] Your
   *[other] { $name }'s
} { $card } takes { $count ->
    [one] 1 gold card
   *[other] { $count } gold cards
} more from { $target }.
cli-pr-sit-pay = { $who ->
    [you] You activate
   *[other] { $name } activates
} S{ $level }: { $owed } gold left to pay.
cli-pr-sit-combine = { $who ->
    [you] You combine
   *[other] { $name } combines
} { $unit } with another unit.
cli-pr-sit-detach = { $who ->
    [you] You detach
   *[other] { $name } detaches
} { $unit }.
cli-pr-sit-discard = { $who ->
    [you] You are
   *[other] { $name } is
} over the hand limit: { $count ->
    [one] 1 card
   *[other] { $count } cards
} to discard.
cli-pr-sit-over = The game is over.
cli-pr-q-main = Choose an action, or end your turn.
cli-pr-q-owe = You hold too many Provinces: you must lay one (you cannot end your turn yet).
cli-pr-q-no-reaction = You hold no reaction for this window: pass. (Every seat is asked, so passing tells nobody what you hold.)
cli-pr-or = { " " }or{ " " }
cli-pr-q-react = Play { $cards } ({ $what ->
    [attack] cancel the attack
    [ability] cancel it
   *[death] take the soldier into your army
}) or pass?
cli-pr-q-block = Block with which unit? The weaker unit dies; on a tie both die.
cli-pr-q-cover = Pay with which gold card next? Highest first: the cards must reach { $amount } ({ $owed } left), and the cover ends as soon as they do (no change is given).
cli-pr-q-give = Give which gold card next? Highest first; { $count ->
    [one] 1 card
   *[other] { $count } cards
} to give.
cli-pr-q-discard = Discard which card next? One at a time, in the order of your hand; { $count ->
    [one] 1 card
   *[other] { $count } cards
} to discard.
cli-pr-q-pay = Pay for S{ $level } with which gold card next? Highest first, exactly { $owed } more (no overpaying).
cli-pr-q-combine = Combine { $unit } with which unit?
cli-pr-q-detach = Share out the power-ups: `split P1 1-0` gives one level-1 power-up to the first soldier and none to the second.
cli-pr-seat-you = { $seat } (you)
cli-pr-provinces = { $n ->
    [one] 1 Province
   *[other] { $n } Provinces
}
cli-pr-seat = field { $field } · treasury { $treasury } · hand { $hand ->
    [one] 1 card
   *[other] { $hand } cards
} · army: { $army }
cli-pr-none = none
cli-pr-empty = empty
cli-pr-hand = Your hand: { $cards }
cli-pr-playable = ([ ] may be played now)
cli-pr-header = Provinces{ $custom ->
    [yes] { " " }· custom deck
   *[no] {""}
} · round { $round }{ $limit ->
    [0] {""}
   *[other] { " " }of { $limit }
} · target { $target ->
    [one] 1 Province
   *[other] { $target } Provinces
}
cli-pr-auto-pass = You hold no card that could react to { $what ->
    [attack] this attack
    [ability] this ability
   *[death] this death
}: passed for you (--no-auto-pass asks every time).
cli-pr-text-soldier = a soldier of level { $level }: `bank` it as { $level } gold, or `activate` it as a unit of strength { $level } by paying exactly { $level } gold.
cli-pr-text-power = a power-up: `attach` it to a unit for +{ $bonus } strength ({ $per_level ->
    [one] one power-up
   *[other] { $per_level } power-ups
} of each level per unit).
cli-pr-text-guard = a reaction: cancel an attack on anyone (not your own), or a Scout or Tax Collector played by someone else.
cli-pr-text-monk = a reaction: when a soldier dies, take it into your army as a new unit.
cli-pr-text-reaper = a reaction, when you are attacked: cancel the attack, and the attacking unit dies.
cli-pr-text-scout = an action (`scout`): draw { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
cli-pr-text-tax = an action (`tax B`): B gives you { $n ->
    [one] 1 gold card
   *[other] { $n } gold cards
} of their choice.
cli-pr-text-province = lay it in your field (`province`, { $per_turn }); the most Provinces when someone holds { $target } at the end of a round wins.
cli-pr-per-turn = { $n ->
    [one] one a turn
   *[other] up to { $n } a turn
}
cli-pr-no-such-card = No card is called { $name } in this deck; its cards are { $cards }. `card S4` tells what a card does; `cards` lists them all.
cli-pr-card-usage = Type `card` and a card, as in `card S4` or `card Monk`.
cli-pr-turn-banner = ── Round { $round } · { $who ->
    [you] your
   *[other] { $name }'s
} turn ──
cli-pr-piles = Deck { $deck ->
    [one] 1 card
   *[other] { $deck } cards
} · discard pile { $discard } · gold spent { $spent }
cli-pr-resolving = Resolving: { $card }
cli-pr-col-provinces = Provinces
cli-pr-col-treasury = Treasury
cli-pr-col-army = Army
cli-pr-col-result = Result
cli-pr-shares-win = shares the win
cli-pr-wins-cell = wins
cli-pr-and = { " " }and{ " " }
cli-pr-ended-target = The game ended after round { $rounds }: { $names } reached the target of { $target ->
    [one] 1 Province
   *[other] { $target } Provinces
}.
cli-pr-ended-limit = The game ended at the round limit, after round { $rounds }.
cli-pr-draw = A draw: every seat shares the win.
cli-pr-shared = Shared win: { $names }.
cli-pr-you-win = You win!
cli-pr-wins = { $name } wins.
cli-pr-by-treasury = { " " }(Tied on Provinces: the largest treasury decided.)
cli-pr-final = Final result
cli-pr-help = Type an action as listed after "You may play":
    { "  " }end                    end your turn
    { "  " }province               lay a Province ({ $per_turn })
    { "  " }bank S4                put a soldier from your hand into your treasury as gold
    { "  " }activate S5            raise a soldier; then pay 4, pay 1: gold summing exactly to its level
    { "  " }attack S6 B            attack seat B with your unit S6
    { "  " }attach P2 S4           attach a power-up to a unit
    { "  " }combine S4/P2          join two one-soldier units, the larger first; then with S3
    { "  " }detach S4+S3/P1        split a unit; then split P1 1-0 (how many go with the first soldier)
    { "  " }scout, tax B           play a Scout (draw { $draw }), or a Tax Collector against B
    { "  " }pass, guard, reaper, monk   answer a reaction window
    { "  " }block S4, cover 5, give 2, discard S1   answer a choice, one card at a time
    Units: soldiers joined by +, * after one that has attacked, then /P<level> per power-up; (n) after a unit is its strength. Gold: values joined by +, highest first. Seats are A, B, C, D. Most Provinces at the end of a round in which someone reached the target wins; ties go to the largest treasury.
    Loose spellings work: `discard S1 S4`, `cover 5 2`, `activate S5 4 1`. `card S4` tells what a card does; `cards` lists them all.

## What happened at a Provinces table, told from two views (ProvincesPresenter::events).

cli-pr-ev-activate-start = { $who ->
    [you] You activate
   *[other] { $name } activates
} S{ $level }.
cli-pr-ev-pay = { $who ->
    [you] You pay
   *[other] { $name } pays
} { $gold }.
cli-pr-ev-joins = { $who ->
    [you] Your { $unit } joins your army.
   *[other] { $name }'s { $unit } joins { $name }'s army.
}
cli-pr-ev-combined = { $who ->
    [you] You combine
   *[other] { $name } combines
} { $first } and { $second } into { $unit }.
cli-pr-ev-split = { $who ->
    [you] You split
   *[other] { $name } splits
} { $unit } into { $first } and { $second }.
cli-pr-ev-end = { $who ->
    [you] You end the turn.
   *[other] { $name } ends the turn.
}
cli-pr-ev-guard = { $who ->
    [you] You play
   *[other] { $name } plays
} a { $card }: { $what ->
    [attack] the attack is cancelled.
   *[ability] the ability is cancelled.
}
cli-pr-ev-reaper = { $who ->
    [you] You play
   *[other] { $name } plays
} a { $card }: the attack is cancelled and the attacking unit dies.
cli-pr-ev-monk = { $who ->
    [you] You play a { $card } and take { $owner ->
        [self] the dying
        [you] your
       *[other] { $owner_name }'s
    } S{ $level } into your army.
   *[other] { $name } plays a { $card } and takes { $owner ->
        [self] the dying
        [you] your
       *[other] { $owner_name }'s
    } S{ $level } into their army.
}
cli-pr-ev-block-tie = { $who ->
    [you] You block
   *[other] { $name } blocks
} with { $unit }: a tie, both units die.
cli-pr-ev-block-stronger = { $who ->
    [you] You block
   *[other] { $name } blocks
} with a stronger unit: the attacking unit dies.
cli-pr-ev-block-weaker = { $who ->
    [you] You block
   *[other] { $name } blocks
} with { $unit }, the weaker unit.
cli-pr-ev-discard = { $who ->
    [you] You discard
   *[other] { $name } discards
} { $cards } (hand limit).
cli-pr-ev-give-gold = { $who ->
    [you] You give
   *[other] { $name } gives
} { $to } gold { $gold } ({ $value }).
cli-pr-ev-activated = { $who ->
    [you] You activate
   *[other] { $name } activates
} { $unit }, paying { $gold }.
cli-pr-ev-bank = { $who ->
    [you] You bank
   *[other] { $name } banks
} { $gold }.
cli-pr-ev-attach = { $who ->
    [you] You attach
   *[other] { $name } attaches
} { $cards } to { $unit }: now { $now }.
cli-pr-ev-dies = { $who ->
    [you] Your
   *[other] { $name }'s
} { $unit } dies.
cli-pr-ev-gain = { $who ->
    [you] You gain
   *[other] { $name } gains
} gold { $gold }.
cli-pr-ev-lose = { $who ->
    [you] You lose
   *[other] { $name } loses
} gold { $gold }.
cli-pr-ev-capture = { $who ->
    [you] You capture a { $card } from { $from } (you now have { $n }).
   *[other] { $name } captures a { $card } from { $from } ({ $name } now has { $n }).
}
cli-pr-ev-lay = { $who ->
    [you] You lay a { $card } (you now have { $n }).
   *[other] { $name } lays a { $card } ({ $name } now has { $n }).
}
cli-pr-ev-cleanup = { $who ->
    [you] You discard
   *[other] { $name } discards
} { $n ->
    [one] 1 Province
   *[other] { $n } Provinces
} at cleanup (too many in hand).
cli-pr-ev-you-draw = You draw { $cards }.
cli-pr-ev-draws = { $name } draws { $n ->
    [one] 1 card
   *[other] { $n } cards
}.
cli-pr-ev-reshuffle = The discard pile is shuffled into a new deck.
cli-pr-not-held = you hold no { $card }
cli-not-a-choice-now = `{ $action }` is not a choice now
cli-pr-power-up = power-up P{ $level }

## The Imposter Kings' log (crates/cli/src/play/ik_log.rs): in English as the engine writes it.
## $who, $other: seat letters; $list: the engine's list of seats; $names: the same in words.

cli-ik-log-dealt = round { $round }: cards dealt
cli-ik-log-stuck = { $who } has no legal action and loses the round
cli-ik-log-eliminated = { $who } is out of the round
cli-ik-log-round-over = round over; won by { $list }
cli-ik-log-penalty = paid restart: { $who } gains { $points } points
cli-ik-log-rows = the reveal choices are shown
cli-ik-log-exchanges = both partner exchanges are done
cli-ik-log-inquisition = moved to the Antechamber by: { $list }
cli-ik-log-soldier-yes = Soldier: yes
cli-ik-log-soldier-no = Soldier: no
cli-ik-log-judge-correct = Judge: correct
cli-ik-log-judge-wrong = Judge: wrong
cli-ik-log-stopped = King's Hand stops the { $card }
cli-ik-log-executed = Condemned a { $value }: { $list }
cli-ik-log-assassinated = { $who } is assassinated
cli-ik-log-took-successor = { $who } takes their Successor: { $card }
cli-ik-log-took-hidden = { $who } takes their Successor
cli-ik-log-exchanged = { $who } gives { $gave } to { $other } and gets { $got }
cli-ik-log-exchanged-hidden = { $who } and { $other } exchange a card
cli-ik-log-purged-value = { $who } removes a Condemned card of value { $value }
cli-ik-log-secret = { $who }: (a secret choice)
cli-ik-queen = The Queen Disgraces { $cards }.

## The full-screen mode's frame (crates/cli/src/play/tui.rs).

cli-tui-reply = Esc or Enter closes · PgUp/PgDn scroll
cli-tui-events = Last events (PgUp scrolls back)
cli-tui-events-back = Last events (scrolled back: PgDn)
cli-tui-commands = help · board · options · hint · quit (or Ctrl-C)
cli-tui-board = The whole table · Esc closes · PgUp/PgDn scroll
cli-tui-over = The game is over · Enter or q leaves · PgUp/PgDn scroll

## The engine's own words (English), where no presenter explains (crates/cli/src/play/mod.rs).

cli-engine-expects = { $engine }
cli-engine-refuses = { $engine }

## External bots in a tournament: what went wrong, and what the bot's author can do.
cli-fault-timeout = it did not answer within the move time of { $seconds } s
cli-fault-timeout-first = it did not answer its first request of the game within { $total } s (the move time of { $move } s and { $start } s to start)
cli-fault-closed = it closed its output without answering
cli-fault-not-found = it exited with status 127 without answering: the shell did not find the command
cli-fault-not-executable = it exited with status 126 without answering: the command is not executable
cli-fault-exit = it exited with status { $code } without answering
cli-fault-ended = it was ended ({ $status }) without answering
cli-fault-illegal = its answer was refused: { $reason }
cli-advice-timeout = make it answer each request with one line and flush its output (in Python, print(..., flush=True)), or give it more time with --move-time (and --start-time for its first decision of a game)
cli-advice-command = check the command: it runs through sh -c from the current directory, so try it there by hand
cli-advice-crash = its error output (above) should say why; run the command by hand and send it a request as docs/protocol.md shows
cli-advice-illegal = answer each request with one line {"{"}"action": A{"}"}, A one of the request's "legal" actions (docs/protocol.md, the bot side)
cli-tournament-bot-fails = the external bot { $bot } failed every decision of its first { $games } games; the last time { $fault }. The tournament stops: { $advice }.
cli-tournament-bot-cannot-play = the external bot { $bot } cannot play: asked for its first move before the tournament, { $fault }. The tournament stops: { $advice }.
cli-tournament-bot-no-shell = could not start sh to run the bot { $bot }
