# De browser: ratings, de ranglijst en spelersprofielen. Nederlands.

nav-leaderboard = Ranglijst
rated-table = Spel met rating
rated-help = Telt mee voor de rating van alle spelers. Alleen voor accounts, met een zetklok, zonder tips; bots alleen als niveau, elk één keer.
rated-needs-account = Spellen met rating zijn voor accounts: maak er een op de accountpagina.
rated-needs-clock = Een spel met rating heeft een zetklok nodig.
rated-tag = rating
error-account_required = Dit is voor accounts: maak eerst een account op de accountpagina.
error-no_such_player = Er is geen speler met die naam.

leaderboard-title = Ranglijst
leaderboard-of = { $game }, { $players } spelers
leaderboard-table = Ratings van { $game } voor { $players } spelers
leaderboard-rank = Plaats
leaderboard-player = Speler
leaderboard-rating = Rating
leaderboard-games = Spellen
leaderboard-empty = Nog geen spellen met rating.
leaderboard-provisional-note = Een rating met ? is voorlopig: te weinig spellen om zeker te zijn. Voorlopige ratings krijgen geen plaats.
leaderboard-show = Toon
page-previous = Vorige pagina
page-next = Volgende pagina
page-n = Pagina { $n }

bot-level-name = bot ({ $level })
player-bot = bot
rating-value = { $rating }
rating-provisional = { $rating }?
rating-provisional-label = voorlopig

profile-title = { $name }
profile-bot-title = De bot { $level }
profile-bot-intro = Een botniveau met een eigen rating per spel en aantal spelers: zo zie je waar { $level } staat tussen mensen.
profile-ratings = Ratings
profile-no-ratings = Nog geen spellen met rating.
profile-table = { $game }, { $players } spelers
profile-chart = { $game }, { $players } spelers: rating na elk spel met rating
profile-chart-point = spel { $n }: { $rating }
profile-played = Gespeeld en gewonnen
profile-played-row = { $played } gespeeld, { $won } gewonnen
profile-none-played = Nog geen uitgespeelde spellen.
profile-games = Uitgespeelde spellen
profile-game-won = gewonnen
profile-game-lost = verloren
profile-game-draw = gelijkspel
profile-game-left = weggegaan (tijd op)
profile-game-change = { $change } rating
profile-replay = Terugkijken
profile-yours = Je lopende spellen
profile-yours-none = Geen lopende spellen.
profile-open = Openen
profile-your-profile = Je profiel
profile-status-waiting = wacht op spelers
profile-status-playing = bezig
profile-when = { DATETIME($date, dateStyle: "medium") }
players-title = Spelers

pair-title = Speel nu een spel met rating
pair-help = Twee spelers: je speelt tegen de dichtstbijzijnde rating die wacht; hoe langer je wacht, hoe breder het zoeken.
pair-play = Zoek een tegenstander
pair-waiting = Op zoek naar een tegenstander… { $seconds } s, binnen { $window } punten van je rating.
pair-stop = Stop met zoeken
