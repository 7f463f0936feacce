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
cli-bot-iterations = { $n } iteraties
cli-bot-ms = { $ms } ms per zet
cli-bot-threads = { " " }op { $threads } threads
cli-bot-ismcts = ISMCTS, { $budget }{ $threads }, { $playout ->
    [heuristic] uitgespeeld met vuistregels
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
cli-tournament-two-bots = een toernooi heeft minstens twee bots nodig, zoals --bots random,heuristic
cli-seating = { $seats } plaatsen: in het eerste spel van elke deling zit Bot op { $even } en tegen op { $odd }; in het tweede zit tegen op { $even } en Bot op { $odd }.{ $extra } Een spel gaat naar de bot wiens plaatsen gemiddeld beter deden.
cli-seating-odd = { " " }De bot op { $even } vult { $fills } van de { $seats } plaatsen, zodat elke bot van een paar in de helft van zijn spellen de extra plaats heeft.
cli-forfeit = waarschuwing: spel { $game } (seed van de deling { $seed }): { $bot } op plaats { $seat } verliest walkover: { $error }
cli-error = fout: { $error }

## serve (crates/cli/src/main.rs). De eerste regel, "interregnum server listening on …", wordt
## door scripts gelezen en blijft Engels.

cli-serve-open = Open { $url } in je browser om te spelen; Ctrl-C stopt de server.
cli-serve-no-client = De browser-client kon niet gebouwd worden (zie hierboven); de server draait zonder.
cli-serve-cannot-build = { $script } kan niet draaien ({ $error }); de server draait zonder browser-client.

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
