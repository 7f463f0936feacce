# The browser client: shell, home, tables shared parts. English.

app-name = Interregnum
app-title = Interregnum: card games about an empty throne
skip-to-content = Skip to the content
nav-label = Main
nav-home = Home
nav-rules = Rules
nav-designer = Deck designer
language = Language
language-en = English
language-nl = Nederlands
not-found-title = Page not found
not-found-body = There is nothing at this address.
loading = Loading…
you = you
back = Back
confirm = Confirm
refresh = Refresh
copy = Copy
copied = Copied
join = Join
start = Start the game
choose-exactly = { $n ->
    [0] Choose no card.
    [one] Choose 1.
   *[other] Choose { $n }.
}
choose-between = Choose { $lo } to { $hi }.
preview-acted = you chose: { $action }

game = Game
game-claim = Claim
game-imposter-kings = The Imposter Kings
game-provinces = Provinces
game-claim-blurb = two players, five factions, two phases of tricks.
game-imposter-kings-blurb = 2 to 4 players bluff their way onto the Throne.
game-provinces-blurb = 2 to 4 players bank gold, raise armies and take Provinces.
players = Players
level = Bot level
level-easy = easy
level-medium = medium
level-hard = hard
level-random = random
level-heuristic = heuristic

home-title = Play Claim, The Imposter Kings and Provinces
home-intro = Play against bots right away, or make a table and send the link to your friends. Everything is played with clicks or taps; the rules are one click away.
your-name = Your name
your-name-placeholder = Guest
quick-title = Play against bots now
quick-play = Play
friends-title = A table for friends
friends-create = Create the table
seats = Seats
seat-n = Seat { $letter }
seat-kind-me = Me
seat-kind-open = A friend (open seat)
seat-kind-bot = Bot ({ $level })
one-me = You can take only one seat.
clock = Time per move
clock-none = No clock
clock-seconds = { $n } seconds
public-table = List the table in the lobby
join-title = Join by link
join-label = Invite link or table code
join-bad-link = That is not a table link or code.
lobby-title = Open tables
lobby-empty = No public table is waiting for players.
lobby-unavailable = The lobby cannot be reached right now.
lobby-seats = { $open } of { $total } seats open
learn-title = Learn the games
rules-of = The rules of { $game }
rules-other-games = The rules of each game

seat-you = { $name } (you)
seat-bot = bot
seat-away = disconnected
seat-to-act = to play
seat-open = open seat
bot-name = Bot { $letter } ({ $level })
spectating = You are watching
sit-here = Sit here
waiting-title = { $game }: waiting for players
waiting-for-players = Waiting for every seat to be taken
invite-help = Send this link to the people you want to play with. They can open it in any browser.
invite-link = Invite link
game-over = The game is over
rematch = Play again
go-rematch = Go to the rematch
watch-replay = Watch the replay

log-title = What happened
log-empty = Nothing yet.

clock-yours = { $s } s left for your move
clock-theirs = { $s } s left for { $name }
conn-connecting = Connecting to the server…
conn-waiting = Connection lost. Trying again in { $s } s…

announce-acted = { $name } played.
announce-your-turn = Your turn.
announce-started = The game has started.
announce-seated = { $name } sat down.
announce-rematch = A rematch is ready.

error-network = The server cannot be reached. Check your connection and try again.
error-server = The server refused: { $message }
error-stale = The table moved on before your choice arrived; here is the table as it is now.
error-bad_message = The server did not understand a message: { $message }
error-too_large = A message was too large.
error-rate_limited = Too many messages; wait a moment.
error-unauthorized = The server does not know you any more; reload the page.
error-no_such_table = There is no such table.
error-unknown_game = Unknown game: { $message }
error-unknown_bot = Unknown bot: { $message }
error-bad_options = These options cannot start a game: { $message }
error-not_seated = You have no seat at this table.
error-seat_taken = That seat is taken.
error-no_such_seat = There is no such seat.
error-wrong_status = The table is not ready for that.
error-not_your_turn = It is not your turn.
error-bad_action = Not a move of this game: { $message }
error-illegal_action = That move is not allowed now: { $message }
error-pending = Your previous move is still on its way.
error-too_many_tables = You have too many unfinished tables.
error-too_many_watched = You are watching too many tables.
error-storage = The server could not save the move; it will be retried.
error-moved = The table moved to another server; reconnecting.
error-internal = The server had a problem: { $message }

replay-title = Replay
replay-controls = Replay controls
replay-first = First
replay-prev = Previous
replay-next = Next
replay-last = Last
replay-position = Move number
replay-step = Move { $n } of { $total }
