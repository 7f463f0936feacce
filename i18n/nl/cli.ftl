# De eigen berichten van de opdrachtregel (crates/cli/src/i18n.rs). De browser laadt dit
# bestand niet; elke id begint met cli-, zodat hij nooit met die van de browser botst.

cli-commands = Opdrachten: board (de hele tafel), options (elke zet die je mag spelen), hint (wat de moeilijke bot zou spelen), help, quit (stoppen).
cli-you-may-play = Je mag spelen: { $moves }
cli-hint-thinking = De moeilijke bot denkt na…
cli-hint = Tip: de moeilijke bot zou `{ $move }` kiezen en schat je kans om te winnen op { $chance }% ({ $searches } zoektochten).
cli-cannot-read = { $input } is niet te lezen: { $expected }. Typ help voor de notatie.
cli-not-allowed = Niet toegestaan: { $why }. { $options }
cli-intro = { $game }{ $deck } · seed { $seed } · je zit op plaats { $seat }. { $bots }. Typ help voor de opdrachten, quit (of Ctrl-C) om te stoppen.
cli-intro-deck = { " · " }stapel { $path }
cli-replay = Speel dezelfde deling opnieuw met: { $command }
cli-interrupted = Onderbroken. { $replay }
cli-unfinished = Spel niet uitgespeeld. { $replay }
cli-bad-seat = deze tafel heeft { $seats } plaatsen; kies een plaats van A tot { $last }
cli-unknown-lang = onbekende taal { $lang }; de talen zijn en (Engels) en nl (Nederlands)

## Claim in de terminal (crates/cli/src/play/claim.rs). De factienamen komen uit claim.ftl,
## de termen uit de Nederlandse spelregels (Leider, slag, volgelingen-stapel, score-stapel).
## $who, $leader, $winner: you (jij) of bot.

cli-claim-rule-knight = een Ridder verslaat een uitgekomen Goblin
cli-claim-rule-tie = bij gelijke waarden wint de Leider
cli-claim-rule-higher = de hoogste kaart wint
cli-claim-rule-other = een kaart van een andere factie kan niet winnen
cli-claim-trick = Slag { $n }: { $leader ->
    [you] jij kwam uit met { $lead }, de bot speelde { $reply }.
   *[bot] de bot kwam uit met { $lead }, jij speelde { $reply }.
}
cli-claim-trick-winner = { $winner ->
    [you] Jij wint
   *[bot] De bot wint
}
cli-claim-trick-prize = { $winner ->
    [you] Jij neemt { $prize }; de bot trekt een gedekte kaart.
   *[bot] De bot neemt { $prize }.
}
cli-claim-you-drew = Je trok { $card } op je volgelingen-stapel.
cli-claim-phase-two = Fase 2 begint: je volgelingen-stapel is nu je hand. { $leader ->
    [you] Jij bent Leider.
   *[bot] De bot is Leider.
}
cli-claim-bot-leads = De bot komt uit met { $card }.
cli-claim-header = Claim · Fase { $phase } · slag { $trick } van 13
cli-claim-header-over = Claim · het spel is afgelopen na { $tricks } slagen
cli-claim-none = geen
cli-claim-prize = Prijs: { $card } · stapel { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}
cli-claim-bot-phase-one = Bot: { $hand ->
    [one] 1 kaart
   *[other] { $hand } kaarten
} in de hand · volgelingen-stapel { $followers } · gewonnen prijzen: { $prizes }
cli-claim-your-followers = Je volgelingen-stapel: { $cards }
cli-claim-undead-scored = Zombies gescoord: jij { $mine } · de bot { $theirs }
cli-claim-bot-hand = Bot: { $hand ->
    [one] 1 kaart
   *[other] { $hand } kaarten
} in de hand
cli-claim-discard = Aflegstapel (open): { $cards }
cli-claim-score-piles = Score-stapels
cli-claim-you = jij
cli-claim-bot = bot
cli-claim-ahead = voor
cli-claim-led-any = De bot kwam uit met { $card }. Je hebt geen { $faction }: je mag elke kaart spelen.
cli-claim-led-follow = De bot kwam uit met { $card }. Beken met een kaart tussen [ ] (die factie of een Dubbelganger).
cli-claim-you-lead = Jij bent Leider: speel een kaart naar keuze.
cli-claim-your-hand = Je hand: { $cards }
cli-claim-type-card = Typ een kaart, zoals Kn7.
cli-claim-col-you = Jij
cli-claim-col-bot = Bot
cli-claim-col-your-best = Jouw hoogste
cli-claim-col-bot-best = Hoogste van de bot
cli-claim-nobody = niemand
cli-claim-final-score = Eindstand
cli-claim-result-draw = Gelijkspel, { $mine } stemmen tegen { $theirs }.
cli-claim-result-win = Jij wint, met { $mine } stemmen tegen { $theirs }.
cli-claim-result-loss = De bot wint, met { $theirs } stemmen tegen { $mine }.
cli-claim-power-goblins = Goblins (Gb, 0-9, vijf Gb0): verslagen door elke Ridder die op een uitgekomen Goblin gespeeld wordt.
cli-claim-power-knights = Ridders (Kn, 2-9): een Ridder die op een uitgekomen Goblin gespeeld wordt, wint, ongeacht de waarden.
cli-claim-power-undead = Zombies (Un, 0-9): in Fase 1 gaat elke gespeelde Zombie naar de score-stapel van de winnaar van de slag.
cli-claim-power-dwarves = Dwergen (Dw, 0-9): in Fase 2 gaat elke gespeelde Dwerg naar de score-stapel van de verliezer van de slag.
cli-claim-power-doppelgangers = Dubbelgangers (Dp, 0-9): mogen altijd de uitgekomen factie bekennen, en winnen met een hogere waarde.
cli-claim-no-such-card = Geen kaart heet { $name }: een kaart is een factiecode en een waarde, zoals Kn7.
cli-claim-card-usage = Typ `card` en een kaart of een factie, zoals `card Kn7`.
cli-claim-help = Speel een kaart door hem te typen: een factiecode en een waarde, zoals Kn7 of dp0 (Gb Goblins, Kn Ridders, Un Zombies, Dw Dwergen, Dp Dubbelgangers).
    De regels in het kort: beken de uitgekomen factie als je kunt (een Dubbelganger mag altijd); een Ridder verslaat een uitgekomen Goblin; bij gelijke waarden wint de Leider. In Fase 1 win je volgelingen, in Fase 2 hun stemmen: Zombies die je in Fase 1 wint, scoren meteen; Dwergen gaan in Fase 2 naar de verliezer van de slag. Wie de meeste facties heeft, wint.
    `card Kn7` (of `card Ridders`) vertelt wat een factie doet; `cards` vertelt ze allemaal.
cli-claim-unreadable = een kaart: een factiecode (Gb, Kn, Un, Dw of Dp) en een waarde, zoals Kn7
cli-claim-not-held = je hebt geen { $card }
cli-claim-must-follow = er kwamen { $faction } uit en je hebt er een, dus je moet { $faction } of een Dubbelganger spelen
cli-claim-must-follow-doppelganger = er kwam een Dubbelganger uit en je hebt er een, dus je moet een Dubbelganger spelen

## Geweigerde regels (crates/cli/src/play/text.rs).

cli-nothing-allowed = Er mag nu niets gespeeld worden.
cli-and-more = { " " }… en nog { $n } (`options` toont elke zet)
cli-and-others = { " " }(en { $n ->
    [one] 1 andere zet
   *[other] { $n } andere zetten
}: `options`)

## De bots aan tafel (crates/cli/src/play/mod.rs, describe_bot).

cli-digit-group = .
cli-bots-one = Bot { $seat }
cli-bots-many = Bots { $seats } en { $last }
cli-bots-none = Geen bot
cli-bot-random = willekeurige toegestane zetten
cli-bot-heuristic = vuistregels, zonder zoeken
cli-bot-careless = vuistregels, zonder zoeken, { $percent }% van de zetten willekeurig
cli-bot-iterations = { $n } iteraties
cli-bot-ms = { $ms } ms per zet
cli-bot-threads = { " " }op { $threads } threads
cli-bot-ismcts = ISMCTS, { $budget }{ $threads }, { $playout ->
    [heuristic] uitgespeeld met vuistregels
    [round] met vuistregels uitgespeeld tot het eind van de ronde
   *[random] willekeurig uitgespeeld
}
cli-bot-level = het niveau { $level }

## simulate en tournament (crates/cli/src/simulate.rs, tournament/, parallel.rs, main.rs).
## JSON en CSV zijn voor programma's en blijven Engels.

cli-unit-games = spellen
cli-rotating = rouleert
cli-eta = nog
cli-unit-faction-votes = factiestemmen
cli-unit-points = punten
cli-unit-provinces = Provincies
cli-col-seat = Plaats
cli-col-seat-n = Plaats { $seat }
cli-col-all-seats = Alle plaatsen
cli-col-bot = Bot
cli-col-vs = tegen
cli-col-games = Spellen
cli-col-wins = Gewonnen
cli-col-draws = Gelijk
cli-col-losses = Verloren
cli-col-win-rate = Winstkans (95%-BI)
cli-col-mean = Gemiddeld aantal { $unit }
cli-col-seat-wins = Gewonnen, wie er ook zat
cli-col-won-by = Gewonnen door { $seat }
cli-col-unawarded = Niet toegekend
cli-col-score-ci = Score (95%-BI)
cli-col-rank = Rang
cli-col-glicko = Glicko-2
cli-col-deviation = ± (95%)
cli-col-score = Score
cli-col-timeouts = Te laat
cli-col-crashes = Gecrasht
cli-col-illegal = Ongeldig
cli-simulate-title = { $games } spellen { $game } vanaf seed { $seed } · { $draws } keer gelijk · { $moves } zetten per spel
cli-simulate-rotate = De plaatsen rouleren: in spel i schuift elke bot i plaatsen door, zodat elke bot even vaak op elke plaats zit en de uitslag van een bot geen voordeel van een plaats is (--fixed-seats houdt ze op hun plaats).
cli-seat-advantage = Voordeel per plaats
cli-faction-votes = Factiestemmen
cli-usage-title = { $title }, per spel (alle plaatsen, dan elke plaats)
cli-usage-actions = Acties
cli-usage-cards = Uit de hand gespeelde kaarten
cli-usage-discarded = Afgelegde kaarten bij de handlimiet
cli-usage-label = Label
cli-deck-file = Stapelbestand: { $path }
cli-games-at-least-one = --games moet minstens 1 zijn
cli-bots-count = --bots noemt { $n } bots; geef er een voor elke plaats ({ $seats }), of een voor allemaal
cli-tournament-title = { $game } · { $games } spellen per paar met gespiegelde delingen · seed { $seed }
cli-tournament-external = { " " }· externe bots: { $move } s per zet (+{ $start } s om te starten), een fout kost het spel
cli-tournament-level = { $level } is aan deze tafel: { $bot }
cli-tournament-two-bots = een toernooi heeft minstens twee bots nodig, zoals --bots random,heuristic
cli-tournament-too-many-games = --games { $per_pair } voor { $pairs ->
    [one] 1 paar
   *[other] { $pairs } paren
} bots maakt { $games } spellen; een toernooi speelt hoogstens { $max } spellen: verlaag --games of noem minder bots
cli-seating = { $seats } plaatsen: in het eerste spel van elke deling zit Bot op { $even } en tegen op { $odd }; in het tweede zit tegen op { $even } en Bot op { $odd }.{ $extra } Een spel gaat naar de bot wiens plaatsen gemiddeld beter deden.
cli-seating-odd = { " " }De bot op { $even } vult { $fills } van de { $seats } plaatsen, zodat elke bot van een paar in de helft van zijn spellen de extra plaats heeft.
cli-forfeit = waarschuwing: spel { $game } (seed van de deling { $seed }): { $bot } op plaats { $seat } verliest walkover: { $error }
cli-error = fout: { $error }

## review (crates/cli/src/review.rs, main.rs). --json output is for programs and stays English.

cli-unit-decisions = beslissingen
cli-col-move = Zet
cli-col-played = Gespeeld
cli-col-chance = Kans
cli-col-best = Beste
cli-col-loss = Verlies
cli-col-swing = Omslag
cli-col-mark = Oordeel
cli-review-mistake = ? fout
cli-review-blunder = ?? blunder
cli-review-summary = Plaats { $seat } in { $game }: { $decisions ->
    [one] 1 beslissing
   *[other] { $decisions } beslissingen
} gewogen door een zoektocht van { $budget } iteraties elk, vanuit wat de plaats toen wist · { $mistakes ->
    [one] 1 fout
   *[other] { $mistakes } fouten
} (een verlies van { $mistake } procentpunt winkans of meer) · { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
} ({ $blunder } of meer) · gemiddeld { $loss } punt verloren per beslissing.
cli-review-result = Uitslag: { $result } (winst is 100%, gelijkspel 50%).
cli-review-turning-points = De beslissingen die het meest uitmaakten (de grootste omslag van de winkans, tot de volgende beslissing): { $moves }.
cli-review-turning-point = zet { $move } ({ $played }, { $swing })
cli-review-unreadable = kan de replay { $path } niet lezen
cli-review-not-a-replay = { $path } is geen replay (de JSON van de replay van de engine, of van /api/tables/ID/replay van de server)

## serve (crates/cli/src/main.rs). De eerste regel, "interregnum server listening on …", wordt
## door scripts gelezen en blijft Engels.

cli-serve-open = Open { $url } in je browser om te spelen; Ctrl-C stopt de server.
cli-serve-no-client = De browser-client kon niet gebouwd worden (zie hierboven); de server draait zonder.
cli-serve-cannot-build = { $script } kan niet draaien ({ $error }); de server draait zonder browser-client.
cli-serve-stopped = De server is gestopt: alle zetten van alle tafels zijn bewaard; start hem opnieuw om verder te gaan.
cli-backup-done = { $db } is gekopieerd naar { $file }. Zet hem terug door de server te starten met --db { $file } (of door hem op de plaats van { $db } te zetten terwijl de server stilstaat).

## De opties en het verslag van elk spel (crates/cli/src/games/).

cli-no-deck-file = { $game } heeft geen stapelbestand; laat --deck weg
cli-claim-players = Claim is een spel voor 2 spelers, niet { $n }; laat --players weg
cli-ik-players = The Imposter Kings is een spel voor 2, 3 of 4 spelers (4 in twee teams), niet { $n }; gebruik --players 2, 3 of 4
cli-ik-no-first = The Imposter Kings kan de eerste speler niet vastleggen: wie de Ware Koning heeft, kiest die elke ronde; laat --first weg
cli-provinces-players = Provinces is een spel voor 2 tot 4 spelers, niet { $n }; gebruik --players 2, 3 of 4
cli-deck-unreadable = het stapelbestand { $path } is niet te lezen
cli-deck-refused = het stapelbestand { $path } wordt geweigerd
cli-deck-players = het stapelbestand { $path } staat geen { $n } spelers toe
cli-first-seat = --first { $seat }: met { $n } spelers zijn de plaatsen A tot { $last }
cli-col-mean-short = Gemiddeld
cli-col-sd = Spreiding (sd)
cli-col-min = Min
cli-col-median = Mediaan
cli-col-max = Max
cli-col-rate = Aandeel (95%-BI)
cli-usage-ik = Gespeelde acties en kaarten
cli-ik-usage-play = speel { $card }
cli-ik-usage-ante = (gespeeld uit de Voorkamer)
cli-ik-usage-follow = (vervolg op een Oathbound)
cli-ik-usage-chain = (gespeeld na een Herald)
cli-ik-usage-flip = Koning omdraaien
cli-ik-usage-kingshand = King's Hand getoond
cli-ik-usage-assassin = Assassin getoond
cli-ik-usage-restart = opnieuw delen (restart)
cli-ik-usage-purge = een Veroordeelde kaart opruimen
cli-ik-usage-decline = een kracht niet gebruiken
cli-ik-usage-use = kracht gebruiken (Warden, Spy)
cli-ik-usage-court = een Hofkaart nemen (Fool, Sentry)
cli-ik-usage-name = een kaart noemen (Inquisitor, Soldier)
cli-ik-usage-guess = raden (Judge)
cli-ik-usage-number = een getal kiezen (Executioner, Mystic)
cli-ik-usage-target = een speler kiezen (Princess)
cli-ik-usage-disgrace = in ongenade brengen (Soldier raak)
cli-ik-usage-antechamber = naar de Voorkamer (Judge)
cli-ik-usage-accuse = ruilen met de Beschuldigde (Warden)
cli-ik-usage-force = een Opvolger laten ruilen (Spy)
cli-ik-usage-condemn = Veroordelen (Executioner)
cli-ik-usage-swap = de Assassin ruilen
cli-ik-usage-accept = een ruil aannemen
cli-usage-provinces = Acties en kaarten
cli-ik-per-match = Per partij
cli-ik-rounds = Rondes
cli-ik-winner-points = Punten van de winnaar
cli-ik-margin = Verschil met de winnaar
cli-ik-last-round-points = Punten gescoord in de laatste ronde
cli-ik-matches = Partijen
cli-ik-decided = Hoe partijen beslist werden
cli-ik-points-label = { $points ->
    [0] 0
    [1] 1 (een kale winst)
    [2] 2 (één bonus)
    [3] 3 (twee bonussen)
   *[other] 4 of meer
}
cli-pr-hit-limit = Rondelimiet gehaald
cli-pr-length = Lengte van een spel in rondes
cli-pr-ended-how = Hoe het spel eindigde
cli-pr-end-target = Doel aan Provincies gehaald
cli-pr-end-round-limit = Rondelimiet bereikt
cli-pr-end-most = Gewonnen op Provincies alleen
cli-pr-end-treasury = Gewonnen op de schatkist bij gelijke stand
cli-pr-end-shared = Gedeelde winst
cli-pr-end-draw = Gedeeld door alle plaatsen (gelijkspel)
cli-pr-ended = Hoe de { $games } spellen eindigden

## The Imposter Kings in de terminal (crates/cli/src/play/imposter_kings.rs). Kaartnamen zijn
## die van de notatie (wat je typt), in elke taal; de termen komen uit imposter-kings.ftl
## (Hof, Troon, in ongenade, Voorkamer, Opvolger, Beschuldigde, Veroordeeld).

cli-ik-who = { $seat } ({ $role ->
    [you] jij
    [partner] partner
   *[bot] bot
})
cli-ik-your-team = jouw team { $seats }
cli-ik-team = team { $seats }
cli-ik-none = geen
cli-ik-down = in ongenade
cli-ik-muted = { " " }(gedempt: 3, zonder tekst)
cli-ik-soldier-hit = { " " }(+2, Soldaat raak)
cli-ik-court-empty = Hof: leeg (Troon waard 0: elke kaart mag gespeeld worden)
cli-ik-throne-label = Troon:
cli-ik-throne = { $card }, waard { $value } · Hof van { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
} (1 onderaan)
cli-ik-down-legend = { " " }· (in ongenade): waard 1
cli-ik-below = Eronder: { $cards }
cli-ik-more-below = nog { $n } eronder (`board`)
cli-ik-round-over-plain = Ronde voorbij. Stand: { $scores }
cli-ik-part-win = 1 voor de winst
cli-ik-part-cards = 1 omdat { $who ->
    [you] jij nog kaarten had
    [opponent] een tegenstander nog kaarten had
   *[other] { $name } nog kaarten had
}
cli-ik-part-king = 1 voor { $whose ->
    [team] een open Koning in het team
    [you] je open Koning
   *[other] de open Koning van { $seat }
}
cli-ik-round-over = Ronde { $round } voorbij: { $winner ->
    [you] jij wint en scoort
    [our-team] jouw team { $team } wint en scoort
    [team] team { $team } wint en scoort
   *[other] { $name } wint en scoort
} { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
cli-ik-second = { $who ->
    [you] Jij wordt
   *[other] { $name } wordt
} tweede: 1 punt.
cli-ik-scores = Stand: { $scores }
cli-ik-held = { $who } had nog: { $cards }
cli-ik-court-end = Het Hof aan het eind, bovenste eerst: { $cards }
cli-ik-turn-order = Volgorde: { $names } ({ $dir ->
    [cw3] met de klok mee: A→B→C
    [cw4] met de klok mee: A→B→C→D
    [ccw3] tegen de klok in: A→C→B
   *[ccw4] tegen de klok in: A→D→C→B
})
cli-ik-turn-unchosen = Volgorde: nog niet gekozen (wie de Ware Koning heeft, kiest).
cli-ik-hand-empty = Je hand: leeg
cli-ik-hand = Je hand: { $cards }
cli-ik-playable = ([ ] mag je nu spelen)
cli-ik-out = uit de ronde
cli-ik-in-hand = { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
} in hand
cli-ik-king-up = Koning open
cli-ik-king-down = Koning dicht
cli-ik-true-king = Ware Koning
cli-ik-successor = Opvolger { $card }
cli-ik-a-successor = een Opvolger
cli-ik-no-successor = geen Opvolger
cli-ik-known = bekend in hand: { $cards }
cli-ik-antechamber = Voorkamer: { $cards }
cli-ik-condemned-hidden = { $card } (de anderen zien een gedekte { $value })
cli-ik-face-down-value = een gedekte { $value }
cli-ik-condemned = Veroordeeld: { $cards }
cli-ik-out-pile = stapel opzij { $n }
cli-ik-row = rij: { $cards }
cli-ik-shared = gedeeld { $card }
cli-ik-a-shared = een gedeelde kaart
cli-ik-has-chosen = heeft gekozen
cli-ik-removed-value = een { $value }
cli-ik-removed-down = { $n } gedekt
cli-ik-accused = Beschuldigde: { $card }
cli-ik-removed = { " " }· uit de ronde: { $cards }
cli-ik-you-removed = { " " }(jij legde { $cards } weg)
cli-ik-pile = De kaarten van de vermoorde speler: { $cards }
cli-ik-pending = Je geheime keuze tot nu toe: { $cards }
cli-ik-offer = Je partner biedt: { $cards }
cli-ik-choices = ({ $n } keuzes, zoals `{ $example }`; `options` toont ze)
cli-ik-header = The Imposter Kings · ronde { $round } · tot { $points } · { $scores }
cli-ik-now = Nu:
cli-ik-you-may = Je mag:
cli-ik-your-card = je { $card }
cli-ik-their-card = { $card } van { $who }
cli-ik-aimed = { " " }gericht op { $who }
cli-ik-naming = { " " }die { $card } noemt
cli-ik-number = { " " }met getal { $n }
cli-ik-choosing = { " " }die Hofkaart { $n } kiest
cli-ik-assassin-ability = de Sluipmoordenaar, getoond tegen het omdraaien van de Koning
cli-ik-this-ability = deze kracht
cli-ik-or-decline = , of `decline` (afzien)
cli-ik-q-kingshand = Stop { $ability } met je Hand des Konings (`kingshand`), of laat het gebeuren (`pass`).
cli-ik-q-kingshand-none = { $ability } kan gestopt worden door een Hand des Konings; je hebt er geen: `pass`.
cli-ik-q-assassin = Er wordt een Koning omgedraaid: toon je Sluipmoordenaar (`assassin`), dan verliest die speler de ronde, of `pass`.
cli-ik-q-assassin-none = Er wordt een Koning omgedraaid en daarop mag een Sluipmoordenaar volgen; jij kunt er nu geen tonen: `pass`.
cli-ik-q-turn = Jouw beurt: `play X` een kaart van minstens de Troon (of een die mag), of `flip` je Koning: de Troon raakt in ongenade, jij neemt je Opvolger.
cli-ik-q-purge = Je hebt een Veroordeelde kaart: haal er een uit de ronde met `purge X` (je hele beurt).
cli-ik-q-ante = Je hebt een kaart in je Voorkamer: speel hem met `ante X`, wat de Troon ook is (je hele beurt).
cli-ik-q-hide = Voorbereiding: `hide S R` houdt S gedekt als je Opvolger en haalt R uit de ronde.
cli-ik-q-first = Jij hebt de Ware Koning: kies wie begint (`first B`; met 3 of 4 spelers voeg je `cw` toe voor A→B→C→D of `ccw` voor de andere kant op).
cli-ik-q-restart = Houd deze deling (`keep`) of `restart` (de eerste herstart van een ronde is gratis, latere geven je tegenstander 2 punten).
cli-ik-q-reveal-team = Voorbereiding: toon kaarten uit je hand (`reveal X Y Z`); je partner neemt er een van.
cli-ik-q-reveal = Voorbereiding: toon kaarten uit je hand (`reveal X Y`, dan `reveal X`); de anderen kiezen uit wat getoond is.
cli-ik-q-court = { $ability }: kies een Hofkaart met `court N`{ $decline }. { $text }
cli-ik-q-name = { $ability }: noem een kaart met `name X` (`cards` toont ze){ $decline }. { $text }
cli-ik-q-guess = { $ability }: raad een kaart in de hand van een tegenstander met `guess B X`. { $text }
cli-ik-q-number = { $ability }: kies `number N`{ $decline }. { $text }
cli-ik-q-target = { $ability }: kies een speler met `target B`{ $decline }. { $text }
cli-ik-q-use = { $ability }: gebruik hem met `use`{ $decline }. { $text }
cli-ik-q-condemn = De Beul: Veroordeel een kaart van die waarde uit je hand (`condemn X`), of `nothing` als je er geen hebt.
cli-ik-q-disgrace = Soldaat raak: breng een open Hofkaart in ongenade (`disgrace N`, in oplopende posities), of `done`.
cli-ik-q-antechamber = De Rechter raadde goed: leg een kaart uit je hand in je Voorkamer (`antechamber X`) of `nothing`.
cli-ik-q-chain = Heraut: speel er een kaart van waarde 5 of meer achteraan (`chain X`) of `nothing`.
cli-ik-q-successor = Kies je (nieuwe) Opvolger met `successor X`.
cli-ik-q-accuse = Cipier: kies de kaart uit je hand die de Beschuldigde wordt (`accuse X`).
cli-ik-q-give-sentry = Schildwacht: kies de kaart uit je hand die de plaats van de gekozen Hofkaart inneemt (`give X`); jij neemt de Hofkaart.
cli-ik-q-give-princess = Ruil van de Prinses: kies de kaart die je geeft (`give X`); geen van beiden ziet eerst de kaart van de ander.
cli-ik-q-give = Kies de kaart uit je hand die je geeft (`give X`).
cli-ik-q-force = Spion: laat een speler zijn Opvolger wisselen (`force B`) of `nothing`.
cli-ik-q-follow = Eedgebondene: speel meteen een kaart naar keuze uit je hand (`follow X`), ongeacht de waarde.
cli-ik-q-swap = Je hebt een speler vermoord: houd je Sluipmoordenaar (`keep`) of ruil hem met `swap X` voor een van diens kaarten.
cli-ik-q-draft = Kiezen: neem een getoonde kaart (`draft B X`).
cli-ik-q-share = Deel een kaart gedekt met je partner (`share X`).
cli-ik-q-take = Neem een van de kaarten die je partner biedt (`take X` of `take shared`).
cli-ik-q-offer = Bied je partner 0, 1 of 2 kaarten (`offer`, `offer X`, `offer X Y`).
cli-ik-q-accept = Antwoord op de ruil van je partner: `accept` met evenveel kaarten, of `decline`.
cli-ik-q-remove = Voorbereiding: haal een kaart uit de ronde (`remove X`).
cli-ik-q-pass = Er is niets te doen dan `pass`.
cli-ik-q-nothing = Er is niets te kiezen: `nothing`.
cli-ik-col-points = Punten
cli-ik-col-last-round = Laatste ronde
cli-ik-our-team-wins = Jouw team ({ $team }) wint de partij!
cli-ik-team-wins = Team { $team } wint de partij.
cli-ik-nobody = niemand
cli-ik-share-win = Je deelt de winst.
cli-ik-you-win = Jij wint de partij!
cli-ik-one-wins = { $who } wint de partij.
cli-ik-many-share = { $who } delen de winst.
cli-ik-and = { " " }en{ " " }
cli-ik-final = Eindstand
cli-ik-after = na { $n ->
    [one] 1 ronde
   *[other] { $n } rondes
}
cli-ik-auto-pass = Je kunt hier niet reageren met { $card ->
    [assassin] een Sluipmoordenaar
   *[kingshand] een Hand des Konings
}: voor jou gepast (--no-auto-pass vraagt het elke keer).
cli-ik-hold-none = je hebt geen { $card }
cli-ik-hold-one = je hebt één { $card }
cli-ik-hold-only = je hebt maar { $n } keer { $card }
cli-ik-no-such-card = Geen kaart heet { $name }. De kaarten: { $cards }.
cli-ik-not-in-deck = { $card } zit niet in de stapel voor { $players } spelers. De kaarten: { $cards }.
cli-ik-card-usage = Typ `card` en de naam van een kaart, zoals `card Queen`.
cli-ik-help = Speel elke beurt een kaart uit je hand op het Hof die minstens zoveel waard is als de Troon (de bovenste kaart), of draai je Koning om: de Troon raakt in ongenade en je neemt je Opvolger. Wie niets kan doen, verliest de ronde.
    Typ een actie zoals ze onder "Je mag" staat: `play Queen`, `flip`, `pass`, `kingshand`, `assassin`, `name Elder`, `guess B Elder`, `court 2`, `number 5`, `target C`, `hide Soldier Fool`, `first B cw`, `decline`, `nothing`... Kaarten heten zoals in de notatie (Engels), zonder spaties of apostrofs (KingsHand), in hoofd- of kleine letters; plaatsen zijn letters (A is de eerste plaats); posities in het Hof tellen vanaf 1 onderaan.
    `card Queen` (of `? Queen`) toont de waarde en kracht van een kaart, met haar Nederlandse naam; `cards` toont ze allemaal.
cli-ik-text-fool = { ik-card-fool-text }
cli-ik-text-assassin = { ik-card-assassin-text }
cli-ik-text-elder = { ik-card-elder-text }
cli-ik-text-zealot = { ik-card-zealot-text }
cli-ik-text-inquisitor = { ik-card-inquisitor-text }
cli-ik-text-executioner = { ik-card-executioner-text }
cli-ik-text-soldier = { ik-card-soldier-text }
cli-ik-text-judge = { ik-card-judge-text }
cli-ik-text-oathbound = { ik-card-oathbound-text }
cli-ik-text-herald = { ik-card-herald-text }
cli-ik-text-warlord = { ik-card-warlord-text }
cli-ik-text-mystic = { ik-card-mystic-text }
cli-ik-text-warden = { ik-card-warden-text }
cli-ik-text-sentry = { ik-card-sentry-text }
cli-ik-text-spy = { ik-card-spy-text }
cli-ik-text-kingshand = { ik-card-kingshand-text }
cli-ik-text-princess = { ik-card-princess-text }
cli-ik-text-queen = { ik-card-queen-text }
cli-ik-card-line = { $card } ({ $local }, { $value }): { $text }

## Provinces in de terminal (crates/cli/src/play/provinces.rs). Kaartnamen in zinnen komen uit
## provinces.ftl (pr-card-…); de notatie (S4, P2, scout, tax B) is in elke taal dezelfde.

cli-pr-name = { $who ->
    [you] jou
   *[other] { $name }
}
cli-pr-soldier = soldaat S{ $level }
cli-pr-turn = { $who ->
    [you] Jouw beurt
   *[other] Beurt van { $name }
}: actie { $n } van { $of }.
cli-pr-sit-attack = { $who ->
    [you] Jij valt
   *[other] { $name } valt
} { $target } aan met { $unit } ({ $amount }).
cli-pr-sit-tax = { $who ->
    [you] Jij speelt
   *[other] { $name } speelt
} een { $card } tegen { $target }.
cli-pr-sit-ability = { $who ->
    [you] Jij speelt
   *[other] { $name } speelt
} een { $card }.
cli-pr-sit-death = { $who ->
    [you] Jouw
   *[other] De
} { $card }{ $who ->
    [you] {""}
   *[other] { " " }van { $name }
} sterft.
cli-pr-sit-block = { $who ->
    [you] Jij valt
   *[other] { $name } valt
} { $target } aan met { $unit } ({ $amount }): { $blocker ->
    [you] jij kiest
   *[other] { $target } kiest
} een eenheid om te blokkeren.
cli-pr-sit-cover = De aanval van { $who ->
    [you] jou
   *[other] { $name }
} met { $amount } treft de schatkist van { $blocker ->
    [you] jou
   *[other] { $target }
} (nog { $owed } te betalen).
cli-pr-sit-give = De { $card } van { $who ->
    [you] jou
   *[other] { $name }
} neemt nog { $count ->
    [one] 1 goudkaart
   *[other] { $count } goudkaarten
} van { $target }.
cli-pr-sit-pay = { $who ->
    [you] Jij activeert
   *[other] { $name } activeert
} S{ $level }: nog { $owed } goud te betalen.
cli-pr-sit-combine = { $who ->
    [you] Jij voegt
   *[other] { $name } voegt
} { $unit } samen met een andere eenheid.
cli-pr-sit-detach = { $who ->
    [you] Jij splitst
   *[other] { $name } splitst
} { $unit }.
cli-pr-sit-discard = { $who ->
    [you] Jij zit
   *[other] { $name } zit
} boven de handlimiet: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
} af te leggen.
cli-pr-sit-over = Het spel is afgelopen.
cli-pr-q-main = Kies een actie, of beëindig je beurt.
cli-pr-q-owe = Je hebt te veel Provincies: je moet er een leggen (je kunt je beurt nog niet beëindigen).
cli-pr-q-no-reaction = Je hebt geen reactie voor dit moment: pass. (Elke plaats wordt gevraagd, dus passen verraadt niemand wat je hebt.)
cli-pr-or = { " " }of{ " " }
cli-pr-q-react = Speel je { $cards } ({ $what ->
    [attack] annuleert de aanval
    [ability] annuleert het
   *[death] neemt de soldaat in je leger
}) of pass je?
cli-pr-q-block = Blokkeren met welke eenheid? De zwakste eenheid sterft; bij gelijke sterkte sterven ze allebei.
cli-pr-q-cover = Met welke goudkaart betaal je nu? De hoogste eerst: de kaarten moeten { $amount } halen (nog { $owed }), en het betalen stopt zodra ze dat doen (er komt geen wisselgeld).
cli-pr-q-give = Welke goudkaart geef je nu? De hoogste eerst; nog { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
} te geven.
cli-pr-q-discard = Welke kaart leg je nu af? Een voor een, in de volgorde van je hand; nog { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
} af te leggen.
cli-pr-q-pay = Met welke goudkaart betaal je nu voor S{ $level }? De hoogste eerst, precies nog { $owed } (niet te veel betalen).
cli-pr-q-combine = Met welke eenheid voeg je { $unit } samen?
cli-pr-q-detach = Verdeel de versterkingen: `split P1 1-0` geeft één versterking van niveau 1 aan de eerste soldaat en geen aan de tweede.
cli-pr-seat-you = { $seat } (jij)
cli-pr-provinces = { $n ->
    [one] 1 Provincie
   *[other] { $n } Provincies
}
cli-pr-seat = gebied { $field } · schatkist { $treasury } · hand { $hand ->
    [one] 1 kaart
   *[other] { $hand } kaarten
} · leger: { $army }
cli-pr-none = geen
cli-pr-empty = leeg
cli-pr-hand = Je hand: { $cards }
cli-pr-playable = ([ ] mag je nu spelen)
cli-pr-header = Provinces{ $custom ->
    [yes] { " " }· eigen stapel
   *[no] {""}
} · ronde { $round }{ $limit ->
    [0] {""}
   *[other] { " " }van { $limit }
} · doel { $target ->
    [one] 1 Provincie
   *[other] { $target } Provincies
}
cli-pr-auto-pass = Je hebt geen kaart om te reageren op { $what ->
    [attack] deze aanval
    [ability] deze kracht
   *[death] deze dood
}: voor jou gepast (--no-auto-pass vraagt het elke keer).
cli-pr-text-soldier = een soldaat van niveau { $level }: zet hem met `bank` als { $level } goud in je schatkist, of zet hem met `activate` als eenheid met sterkte { $level } in je leger door precies { $level } goud te betalen.
cli-pr-text-power = een versterking: hecht hem met `attach` aan een eenheid voor +{ $bonus } sterkte ({ $per_level ->
    [one] één versterking
   *[other] { $per_level } versterkingen
} van elk niveau per eenheid).
cli-pr-text-guard = een reactie: annuleer een aanval op wie dan ook (niet die van jezelf), of een Verkenner of Belastinginner van een ander.
cli-pr-text-monk = een reactie: als een soldaat sterft, neem hem als nieuwe eenheid in je leger.
cli-pr-text-reaper = een reactie als je aangevallen wordt: annuleer de aanval, en de aanvallende eenheid sterft.
cli-pr-text-scout = een actie (`scout`): trek { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}.
cli-pr-text-tax = een actie (`tax B`): B geeft je { $n ->
    [one] 1 goudkaart
   *[other] { $n } goudkaarten
} naar eigen keuze.
cli-pr-text-province = leg hem in je gebied (`province`, { $per_turn }); wie de meeste Provincies heeft aan het eind van een ronde waarin iemand er { $target } heeft, wint.
cli-pr-per-turn = { $n ->
    [one] één per beurt
   *[other] tot { $n } per beurt
}
cli-pr-no-such-card = Geen kaart heet { $name } in deze stapel; de kaarten zijn { $cards }. `card S4` vertelt wat een kaart doet; `cards` toont ze allemaal.
cli-pr-card-usage = Typ `card` en een kaart, zoals `card S4` of `card Monk`.
cli-pr-turn-banner = ── Ronde { $round } · { $who ->
    [you] jouw beurt
   *[other] beurt van { $name }
} ──
cli-pr-piles = Stapel { $deck ->
    [one] 1 kaart
   *[other] { $deck } kaarten
} · aflegstapel { $discard } · goud uitgegeven { $spent }
cli-pr-resolving = Wordt gespeeld: { $card }
cli-pr-col-provinces = Provincies
cli-pr-col-treasury = Schatkist
cli-pr-col-army = Leger
cli-pr-col-result = Uitslag
cli-pr-shares-win = deelt de winst
cli-pr-wins-cell = wint
cli-pr-and = { " " }en{ " " }
cli-pr-ended-target = Het spel eindigde na ronde { $rounds }: het doel van { $target ->
    [one] 1 Provincie
   *[other] { $target } Provincies
} werd gehaald door { $names }.
cli-pr-ended-limit = Het spel eindigde op de rondelimiet, na ronde { $rounds }.
cli-pr-draw = Gelijkspel: elke plaats deelt de winst.
cli-pr-shared = Gedeelde winst: { $names }.
cli-pr-you-win = Jij wint!
cli-pr-wins = { $name } wint.
cli-pr-by-treasury = { " " }(Gelijk op Provincies: de grootste schatkist besliste.)
cli-pr-final = Eindstand
cli-pr-help = Typ een actie zoals ze na "Je mag spelen" staat:
    { "  " }end                    beëindig je beurt
    { "  " }province               leg een Provincie ({ $per_turn })
    { "  " }bank S4                zet een soldaat uit je hand als goud in je schatkist
    { "  " }activate S5            breng een soldaat in het leger; daarna pay 4, pay 1: goud dat precies zijn niveau haalt
    { "  " }attack S6 B            val plaats B aan met je eenheid S6
    { "  " }attach P2 S4           hecht een versterking aan een eenheid
    { "  " }combine S4/P2          voeg twee eenheden van één soldaat samen, de grootste eerst; daarna with S3
    { "  " }detach S4+S3/P1        splits een eenheid; daarna split P1 1-0 (hoeveel er bij de eerste soldaat blijven)
    { "  " }scout, tax B           speel een Verkenner (trek { $draw }) of een Belastinginner tegen B
    { "  " }pass, guard, reaper, monk   antwoord op een reactiemoment
    { "  " }block S4, cover 5, give 2, discard S1   antwoord op een keuze, één kaart per keer
    Eenheden: soldaten verbonden door +, * na een die heeft aangevallen, dan /P<niveau> per versterking; (n) na een eenheid is haar sterkte. Goud: waarden verbonden door +, de hoogste eerst. De plaatsen zijn A, B, C, D. Wie de meeste Provincies heeft aan het eind van een ronde waarin iemand het doel haalde, wint; bij gelijke stand beslist de grootste schatkist.
    Losse schrijfwijzen werken: `discard S1 S4`, `cover 5 2`, `activate S5 4 1`. `card S4` vertelt wat een kaart doet; `cards` toont ze allemaal.

## Wat er aan een Provinces-tafel gebeurde, verteld uit twee beelden (ProvincesPresenter::events).

cli-pr-ev-activate-start = { $who ->
    [you] Jij activeert
   *[other] { $name } activeert
} S{ $level }.
cli-pr-ev-pay = { $who ->
    [you] Jij betaalt
   *[other] { $name } betaalt
} { $gold }.
cli-pr-ev-joins = { $who ->
    [you] Jouw { $unit } komt in je leger.
   *[other] { $unit } van { $name } komt in het leger van { $name }.
}
cli-pr-ev-combined = { $who ->
    [you] Jij voegt
   *[other] { $name } voegt
} { $first } en { $second } samen tot { $unit }.
cli-pr-ev-split = { $who ->
    [you] Jij splitst
   *[other] { $name } splitst
} { $unit } in { $first } en { $second }.
cli-pr-ev-end = { $who ->
    [you] Jij beëindigt je beurt.
   *[other] { $name } beëindigt de beurt.
}
cli-pr-ev-guard = { $who ->
    [you] Jij speelt
   *[other] { $name } speelt
} een { $card }: { $what ->
    [attack] de aanval is geannuleerd.
   *[ability] de kracht is geannuleerd.
}
cli-pr-ev-reaper = { $who ->
    [you] Jij speelt
   *[other] { $name } speelt
} een { $card }: de aanval is geannuleerd en de aanvallende eenheid sterft.
cli-pr-ev-monk = { $who ->
    [you] Jij speelt een { $card } en neemt { $owner ->
        [self] de stervende S{ $level }
        [you] jouw S{ $level }
       *[other] S{ $level } van { $owner_name }
    } in je leger.
   *[other] { $name } speelt een { $card } en neemt { $owner ->
        [self] de stervende S{ $level }
        [you] jouw S{ $level }
       *[other] S{ $level } van { $owner_name }
    } in zijn leger.
}
cli-pr-ev-block-tie = { $who ->
    [you] Jij blokkeert
   *[other] { $name } blokkeert
} met { $unit }: gelijk, beide eenheden sterven.
cli-pr-ev-block-stronger = { $who ->
    [you] Jij blokkeert
   *[other] { $name } blokkeert
} met een sterkere eenheid: de aanvallende eenheid sterft.
cli-pr-ev-block-weaker = { $who ->
    [you] Jij blokkeert
   *[other] { $name } blokkeert
} met { $unit }, de zwakkere eenheid.
cli-pr-ev-discard = { $who ->
    [you] Jij legt
   *[other] { $name } legt
} { $cards } af (handlimiet).
cli-pr-ev-give-gold = { $who ->
    [you] Jij geeft
   *[other] { $name } geeft
} { $to } goud { $gold } ({ $value }).
cli-pr-ev-activated = { $who ->
    [you] Jij activeert
   *[other] { $name } activeert
} { $unit } en betaalt { $gold }.
cli-pr-ev-bank = { $who ->
    [you] Jij zet
   *[other] { $name } zet
} { $gold } in de schatkist.
cli-pr-ev-attach = { $who ->
    [you] Jij hecht
   *[other] { $name } hecht
} { $cards } aan { $unit }: nu { $now }.
cli-pr-ev-dies = { $who ->
    [you] Jouw { $unit } sterft.
   *[other] { $unit } van { $name } sterft.
}
cli-pr-ev-gain = { $who ->
    [you] Jij krijgt
   *[other] { $name } krijgt
} goud { $gold }.
cli-pr-ev-lose = { $who ->
    [you] Jij verliest
   *[other] { $name } verliest
} goud { $gold }.
cli-pr-ev-capture = { $who ->
    [you] Jij verovert een { $card } van { $from } (je hebt er nu { $n }).
   *[other] { $name } verovert een { $card } van { $from } ({ $name } heeft er nu { $n }).
}
cli-pr-ev-lay = { $who ->
    [you] Jij legt een { $card } (je hebt er nu { $n }).
   *[other] { $name } legt een { $card } ({ $name } heeft er nu { $n }).
}
cli-pr-ev-cleanup = { $who ->
    [you] Jij legt
   *[other] { $name } legt
} { $n ->
    [one] 1 Provincie
   *[other] { $n } Provincies
} af bij het opruimen (te veel in de hand).
cli-pr-ev-you-draw = Jij trekt { $cards }.
cli-pr-ev-draws = { $name } trekt { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}.
cli-pr-ev-reshuffle = De aflegstapel wordt geschud tot een nieuwe trekstapel.
cli-pr-not-held = je hebt geen { $card }
cli-not-a-choice-now = `{ $action }` is nu geen keuze
cli-pr-power-up = versterking P{ $level }

## Het logboek van The Imposter Kings (crates/cli/src/play/ik_log.rs), zoals in imposter-kings.ftl.

cli-ik-log-dealt = Ronde { $round }: de kaarten zijn gedeeld.
cli-ik-log-stuck = { $who } kan niet spelen en verliest de ronde.
cli-ik-log-eliminated = { $who } ligt uit de ronde.
cli-ik-log-round-over = De ronde is voorbij; gewonnen door { $names }.
cli-ik-log-penalty = Opnieuw gedeeld: { $who } krijgt { $points } punten.
cli-ik-log-rows = De getoonde kaarten liggen open.
cli-ik-log-exchanges = Beide ruilen tussen partners zijn gedaan.
cli-ik-log-inquisition = { $n ->
    [0] Niemand legt een kaart in de Voorkamer.
   *[other] Een kaart naar de Voorkamer: { $names }.
}
cli-ik-log-soldier-yes = Soldaat: een tegenstander heeft hem!
cli-ik-log-soldier-no = Soldaat: niemand heeft hem.
cli-ik-log-judge-correct = Rechter: goed geraden!
cli-ik-log-judge-wrong = Rechter: fout.
cli-ik-log-stopped = De Hand des Konings stopt de { $card }.
cli-ik-log-executed = { $n ->
    [0] Niemand Veroordeelt een { $value }.
   *[other] Een { $value } Veroordeeld: { $names }.
}
cli-ik-log-assassinated = { $who } is vermoord.
cli-ik-log-took-successor = { $who } neemt zijn Opvolger: { $card }.
cli-ik-log-took-hidden = { $who } neemt zijn Opvolger.
cli-ik-log-exchanged = { $who } geeft { $gave } aan { $other } en krijgt { $got }.
cli-ik-log-exchanged-hidden = { $who } en { $other } ruilen een kaart.
cli-ik-log-purged-value = { $who } haalt een Veroordeelde kaart van waarde { $value } weg.
cli-ik-log-secret = { $who } maakt een geheime keuze.
cli-ik-queen = De Koningin brengt { $cards } in ongenade.

## Het kader van het volledige scherm (crates/cli/src/play/tui.rs).

cli-tui-reply = Esc of Enter sluit · PgUp/PgDn schuift
cli-tui-events = Laatste gebeurtenissen (PgUp schuift terug)
cli-tui-events-back = Laatste gebeurtenissen (teruggeschoven: PgDn)
cli-tui-commands = help · board · options · hint · quit (of Ctrl-C)
cli-tui-board = De hele tafel · Esc sluit · PgUp/PgDn schuift
cli-tui-over = Het spel is afgelopen · Enter of q verlaat · PgUp/PgDn schuift

## De eigen woorden van de engine (Engels), waar geen presentatie het uitlegt (crates/cli/src/play/mod.rs).

cli-engine-expects = een zet in de notatie, zoals `options` ze toont (de engine zegt: { $engine })
cli-engine-refuses = deze zet mag nu niet (de regels zeggen: { $engine })

## Externe bots in een toernooi: wat er misging, en wat de maker van de bot kan doen.
cli-fault-timeout = hij antwoordde niet binnen de bedenktijd van { $seconds } s
cli-fault-timeout-first = hij antwoordde niet binnen { $total } s op zijn eerste vraag van het spel (de bedenktijd van { $move } s en { $start } s om te starten)
cli-fault-closed = hij sloot zijn uitvoer zonder te antwoorden
cli-fault-not-found = hij stopte met status 127 zonder te antwoorden: de shell vond het commando niet
cli-fault-not-executable = hij stopte met status 126 zonder te antwoorden: het commando is niet uitvoerbaar
cli-fault-exit = hij stopte met status { $code } zonder te antwoorden
cli-fault-ended = hij werd beëindigd ({ $status }) zonder te antwoorden
cli-fault-illegal = zijn antwoord werd geweigerd: { $reason }
cli-advice-timeout = laat hem elke vraag met één regel beantwoorden en zijn uitvoer doorspoelen (in Python: print(..., flush=True)), of geef hem meer tijd met --move-time (en --start-time voor zijn eerste beslissing van een spel)
cli-advice-command = controleer het commando: het draait via sh -c vanuit de huidige map, dus probeer het daar met de hand
cli-advice-crash = zijn foutuitvoer (hierboven) zou moeten zeggen waarom; start het commando met de hand en stuur het een vraag zoals docs/protocol.md laat zien
cli-advice-illegal = beantwoord elke vraag met één regel {"{"}"action": A{"}"}, met A een van de "legal" zetten van de vraag (docs/protocol.md, de kant van de bot)
cli-tournament-bot-fails = de externe bot { $bot } faalde bij elke beslissing van zijn eerste { $games } spellen; de laatste keer { $fault }. Het toernooi stopt: { $advice }.
cli-tournament-bot-cannot-play = de externe bot { $bot } kan niet spelen: gevraagd naar zijn eerste zet vóór het toernooi, { $fault }. Het toernooi stopt: { $advice }.
cli-tournament-bot-no-shell = kon sh niet starten om de bot { $bot } te draaien
