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
