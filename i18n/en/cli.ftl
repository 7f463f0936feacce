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
cli-bot-iterations = { $n } iterations
cli-bot-ms = { $ms } ms a move
cli-bot-threads = { " " }on { $threads } threads
cli-bot-ismcts = ISMCTS, { $budget }{ $threads }, { $playout ->
    [heuristic] heuristic playouts
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
cli-tournament-two-bots = a tournament needs at least two bots, as in --bots random,heuristic
cli-seating = { $seats } seats: in the first game of each deal Bot sits at { $even } and vs at { $odd }; in the second, vs sits at { $even } and Bot at { $odd }.{ $extra } A game goes to the bot whose seats did better on average.
cli-seating-odd = { " " }The bot at { $even } fills { $fills } of the { $seats } seats, so each bot of a pair has the extra seat in half its games.
cli-forfeit = warning: game { $game } (deal seed { $seed }): { $bot } in seat { $seat } forfeits: { $error }
cli-error = error: { $error }

## serve (crates/cli/src/main.rs). Its first line, "interregnum server listening on …", is
## read by scripts and stays English.

cli-serve-open = Open { $url } in your browser to play; Ctrl-C stops the server.
cli-serve-no-client = The browser client could not be built (see above); serving without it.
cli-serve-cannot-build = Cannot run { $script } ({ $error }); serving without the browser client.

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
