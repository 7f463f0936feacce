# De browserclient: omlijsting, startpagina, gedeelde delen van de tafels. Nederlands.

app-name = Interregnum
app-title = Interregnum: kaartspellen over een lege troon
skip-to-content = Naar de inhoud
nav-label = Hoofdmenu
nav-home = Start
nav-rules = Spelregels
nav-designer = Stapelontwerper
language = Taal
language-en = English
language-nl = Nederlands
not-found-title = Pagina niet gevonden
not-found-body = Op dit adres staat niets.
loading = Laden…
you = jij
back = Terug
confirm = Bevestigen
refresh = Vernieuwen
copy = Kopiëren
copied = Gekopieerd
join = Meedoen
start = Start het spel
choose-exactly = { $n ->
    [0] Kies geen kaart.
    [one] Kies er 1.
   *[other] Kies er { $n }.
}
choose-between = Kies er { $lo } tot { $hi }.
preview-acted = jouw keuze: { $action }

game = Spel
game-claim = Claim
game-imposter-kings = The Imposter Kings
game-provinces = Provinces
game-claim-blurb = twee spelers, vijf facties, twee fases met slagen.
game-imposter-kings-blurb = 2 tot 4 spelers bluffen zich een weg naar de Troon.
game-provinces-blurb = 2 tot 4 spelers sparen goud, werven legers en veroveren Provincies.
players = Spelers
level = Niveau van de bots
level-easy = makkelijk
level-medium = gemiddeld
level-hard = moeilijk
level-random = willekeurig
level-heuristic = vuistregels

home-title = Speel Claim, The Imposter Kings en Provinces
home-intro = Speel meteen tegen bots, of maak een tafel en stuur de link naar je vrienden. Alles speel je met klikken of tikken; de spelregels zijn één klik verderop.
your-name = Je naam
your-name-placeholder = Gast
quick-title = Nu tegen bots spelen
quick-play = Spelen
friends-title = Een tafel voor vrienden
friends-create = Maak de tafel
seats = Plaatsen
seat-n = Plaats { $letter }
seat-kind-me = Ik
seat-kind-open = Een vriend (open plaats)
seat-kind-bot = Bot ({ $level })
one-me = Je kunt maar één plaats innemen.
clock = Tijd per zet
clock-none = Geen klok
clock-seconds = { $n } seconden
public-table = Zet de tafel in de lobby
join-title = Meedoen via een link
join-label = Uitnodigingslink of tafelcode
join-bad-link = Dat is geen tafellink of -code.
lobby-title = Open tafels
lobby-empty = Er wacht geen openbare tafel op spelers.
lobby-unavailable = De lobby is nu niet bereikbaar.
lobby-seats = { $open } van { $total } plaatsen vrij
learn-title = Leer de spellen
rules-of = De spelregels van { $game }
rules-other-games = De spelregels van elk spel

seat-you = { $name } (jij)
seat-bot = bot
seat-away = verbinding verbroken
seat-to-act = aan zet
seat-open = open plaats
bot-name = Bot { $letter } ({ $level })
spectating = Je kijkt mee
sit-here = Hier zitten
waiting-title = { $game }: wachten op spelers
waiting-for-players = Wachten tot elke plaats bezet is
invite-help = Stuur deze link naar de mensen met wie je wilt spelen. Ze kunnen hem in elke browser openen.
invite-link = Uitnodigingslink
game-over = Het spel is afgelopen
rematch = Nog een keer
go-rematch = Naar de nieuwe partij
watch-replay = Bekijk de herhaling

log-title = Wat er gebeurde
log-empty = Nog niets.

clock-yours = Nog { $s } s voor jouw zet
clock-theirs = Nog { $s } s voor { $name }
conn-connecting = Verbinden met de server…
conn-waiting = Verbinding verbroken. Opnieuw proberen over { $s } s…

announce-acted = { $name } heeft gespeeld.
announce-your-turn = Jij bent aan zet.
announce-started = Het spel is begonnen.
announce-seated = { $name } is gaan zitten.
announce-rematch = Een nieuwe partij staat klaar.

error-network = De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.
error-server = De server weigerde: { $message }
error-stale = De tafel was al verder toen je keuze aankwam; hier is de tafel zoals hij nu is.
error-bad_message = De server begreep een bericht niet: { $message }
error-too_large = Een bericht was te groot.
error-rate_limited = Te veel berichten; wacht even.
error-unauthorized = De server kent je niet meer; laad de pagina opnieuw.
error-no_such_table = Die tafel bestaat niet.
error-unknown_game = Onbekend spel: { $message }
error-unknown_bot = Onbekende bot: { $message }
error-bad_options = Met deze instellingen kan geen spel beginnen: { $message }
error-not_seated = Je hebt geen plaats aan deze tafel.
error-seat_taken = Die plaats is bezet.
error-no_such_seat = Die plaats bestaat niet.
error-wrong_status = De tafel is daar niet klaar voor.
error-not_your_turn = Je bent niet aan zet.
error-bad_action = Geen zet van dit spel: { $message }
error-illegal_action = Die zet mag nu niet: { $message }
error-pending = Je vorige zet is nog onderweg.
error-too_many_tables = Je hebt te veel onafgemaakte tafels.
error-too_many_watched = Je kijkt naar te veel tafels.
error-storage = De server kon de zet niet opslaan; hij wordt opnieuw geprobeerd.
error-moved = De tafel is naar een andere server verhuisd; opnieuw verbinden.
error-internal = De server had een probleem: { $message }

replay-title = Herhaling
replay-controls = Bediening van de herhaling
replay-first = Eerste
replay-prev = Vorige
replay-next = Volgende
replay-last = Laatste
replay-position = Zetnummer
replay-step = Zet { $n } van { $total }
