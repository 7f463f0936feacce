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
