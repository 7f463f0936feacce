# The browser client: ratings, the leaderboard and player profiles. English.

nav-leaderboard = Leaderboard
rated-table = Rated game
rated-help = Counts for both players' ratings. Only for accounts, with a move clock, no hints; bots only as levels, each once.
rated-needs-account = Rated games are for accounts: make one on the account page.
rated-needs-clock = A rated game needs a move clock.
rated-tag = rated
error-account_required = This is for accounts: make one on the account page first.
error-no_such_player = No player by that name.

leaderboard-title = Leaderboard
leaderboard-of = { $game }, { $players } players
leaderboard-table = Ratings of { $game } for { $players } players
leaderboard-rank = Rank
leaderboard-player = Player
leaderboard-rating = Rating
leaderboard-games = Games
leaderboard-empty = No rated games yet.
leaderboard-provisional-note = A rating marked ? is provisional: too few games to be sure. Provisional ratings are not ranked.
leaderboard-show = Show
page-previous = Previous page
page-next = Next page
page-n = Page { $n }

bot-level-name = { $level } bot
player-bot = bot
rating-value = { $rating }
rating-provisional = { $rating }?
rating-provisional-label = provisional

profile-title = { $name }
profile-bot-title = The { $level } bot
profile-bot-intro = A bot level with a rating of its own per game and player count: it shows where { $level } stands among people.
profile-ratings = Ratings
profile-no-ratings = No rated games yet.
profile-table = { $game }, { $players } players
profile-chart = { $game }, { $players } players: rating after each rated game
profile-chart-point = game { $n }: { $rating }
profile-played = Games played and won
profile-played-row = { $played } played, { $won } won
profile-none-played = No finished games yet.
profile-games = Finished games
profile-game-won = won
profile-game-lost = lost
profile-game-draw = draw
profile-game-left = left (timed out)
profile-game-change = { $change } rating
profile-replay = Replay
profile-yours = Your unfinished games
profile-yours-none = No unfinished games.
profile-open = Open
profile-your-profile = Your profile
profile-status-waiting = waiting for players
profile-status-playing = in play
profile-when = { DATETIME($date, dateStyle: "medium") }
players-title = Players

pair-title = Play a rated game now
pair-help = Two players: you are paired with the nearest rating waiting; the longer you wait, the wider the search.
pair-play = Find an opponent
pair-waiting = Looking for an opponent… { $seconds } s, within { $window } points of your rating.
pair-stop = Stop looking
