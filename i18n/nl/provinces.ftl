# Provinces aan tafel en in de stapelontwerper. Nederlands.

pr-soldier = { $rank } (soldaat, niveau { $level })
pr-power-up = { $name } (versterking, niveau { $level }, +{ $bonus })
# De rangen en versterkingen van de ingebouwde stapel (decks/default.toml); eigen woorden van
# een ontwerper blijven zoals geschreven.
pr-deck-word-peasant = Boer
pr-deck-word-militia = Militie
pr-deck-word-archer = Boogschutter
pr-deck-word-knight = Ridder
pr-deck-word-baron = Baron
pr-deck-word-viceroy = Onderkoning
pr-deck-word-duke = Hertog
pr-deck-word-prince = Prins
pr-deck-word-spear = Speer
pr-deck-word-shield = Schild
pr-deck-word-warhorse = Strijdros
pr-card-soldier = Soldaat
pr-card-power = Versterking
pr-card-guard = Koninklijke Wacht
pr-card-monk = Monnik
pr-card-reaper = Maaier
pr-card-scout = Verkenner
pr-card-tax = Belastinginner
pr-card-province = Provincie
pr-card-soldier-text = Zet hem in je schatkist als { $level } goud, of betaal precies { $level } goud om hem met sterkte { $level } in je leger te zetten.
pr-card-power-text = Hecht hem aan een eenheid zonder versterking van dit niveau: +{ $bonus } sterkte.
pr-card-guard-text = Reactie: annuleer een aanval op een ander dan jou, of de Verkenner of Belastinginner van een andere speler.
pr-card-monk-text = Reactie: als een soldaat sterft, neem hem in je leger (hij telt als aanvaller tot je volgende beurt).
pr-card-reaper-text = Reactie: als je aangevallen wordt, annuleer de aanval; de aanvallende eenheid sterft.
pr-card-scout-text = Actie: trek kaarten.
pr-card-tax-text = Actie: de gekozen speler geeft je goudkaarten naar zijn keuze.
pr-card-province-text = Actie: leg hem in je gebied. Eén per beurt, en het moet als je er twee of meer hebt.
pr-unit = Eenheid: { $soldiers }{ $powerups ->
    [0] {""}
   *[other] , versterkingen van niveau { $levels }
}, sterkte { $strength }
pr-unit-soldier = soldaat { $level }
pr-unit-soldier-attacked = soldaat { $level } (heeft aangevallen)
pr-unit-plain = eenheid { $unit }
pr-gold = { $n } goud
pr-gold-total = { $n } goud
pr-round = Ronde { $n } van { $limit }
pr-target = { $n } Provincies om te winnen
pr-deck-size = { $n ->
    [one] 1 kaart in de stapel
   *[other] { $n } kaarten in de stapel
}
pr-deck-name = Stapel: { $name }
pr-active = { $left ->
    [one] nog 1 actie
   *[other] nog { $left } acties
}
pr-field = Provincies
pr-treasury = Schatkist
pr-hand = Hand
pr-cards = { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}
pr-army = Leger
pr-no-army = Geen eenheden.
pr-your-decision = Jouw beslissing
pr-waiting-for = Wachten op { $name }
pr-attack-detail = De aanvallende eenheid:
pr-resolving = Wordt gespeeld: { $card }
pr-your-hand = Je hand ({ $n }, houd er { $limit } aan het eind van je beurt)
pr-piles = Aflegstapel en verwijderde kaarten
pr-discard = { $n ->
    [one] 1 kaart op de aflegstapel
   *[other] { $n } kaarten op de aflegstapel
}
pr-discard-top = de bovenste kaart: { $card }
pr-removed = { $n ->
    [one] 1 uitgegeven goudkaart uit het spel
   *[other] { $n } uitgegeven goudkaarten uit het spel
}
pr-phase-main = { $name } is aan de beurt: { $left ->
    [one] nog 1 actie.
   *[other] nog { $left } acties.
}
pr-phase-window-attack = { $attacker } valt { $target } aan met sterkte { $amount }: reacties?
pr-phase-window-ability = { $actor } speelt { $card }: reacties?
pr-phase-window-death = Een soldaat van niveau { $level } van { $owner } sterft: een Monnik mag hem nemen.
pr-phase-block = { $target } kiest een eenheid tegen de aanval van { $attacker } met sterkte { $amount }.
pr-phase-cover = { $target } betaalt { $attacker } minstens { $amount } goud.
pr-phase-give = { $target } geeft { $count } goud aan { $actor }.
pr-phase-discard = { $name } legt { $count } kaarten af tot de handlimiet.
pr-phase-over = Het spel is afgelopen.
pr-result-title = De uitslag
pr-result-winner = { $name } wint, met { $provinces } Provincies tegen { $other }.
pr-result-shared = { $names } winnen samen.
pr-end-target = Het spel eindigde na ronde { $rounds }: iemand had { $target } Provincies.
pr-end-limit = De rondelimiet ({ $rounds } rondes) beëindigde het spel.
pr-end-treasury = Bij gelijke Provincies besliste de schatkist.
pr-result-line = { $provinces ->
    [one] 1 Provincie
   *[other] { $provinces } Provincies
}, { $gold } goud

pr-verb-end = Beurt beëindigen
pr-verb-bank = Soldaat in de schatkist
pr-verb-activate = Soldaat werven
pr-verb-attack = Aanvallen
pr-verb-attach = Versterking aanhechten
pr-verb-combine = Twee eenheden samenvoegen
pr-verb-detach = Eenheid splitsen
pr-verb-scout = Verkenner spelen
pr-verb-tax = Belastinginner spelen
pr-verb-province = Provincie leggen
pr-verb-pass = Passen
pr-verb-guard = Koninklijke Wacht spelen
pr-verb-reaper = Maaier spelen
pr-verb-monk = Monnik spelen
pr-verb-block = Verdedigen met een eenheid
pr-verb-cover = Goud betalen
pr-verb-give = Goud geven
pr-verb-discard = Kaarten afleggen

pr-step-bank-0 = Welke soldaat gaat naar je schatkist?
pr-step-activate-0 = Welke soldaat werf je?
pr-step-attack-0 = Met welke eenheid val je aan?
pr-step-attack-1 = Wie val je aan?
pr-step-attach-0 = Welke versterking?
pr-step-attach-1 = Aan welke eenheid?
pr-step-combine-0 = De eerste eenheid:
pr-step-combine-1 = Samenvoegen met:
pr-step-detach-0 = Welke eenheid splits je?
pr-step-detach-1 = Welke helft houdt de eerste soldaat?
pr-step-tax-0 = Wie belast je?
pr-step-block-0 = Welke eenheid verdedigt?
pr-step-cover-0 = Welke goudkaart betaal je nu?
pr-step-give-0 = Welke goudkaart geef je nu?
pr-step-discard-0 = Welke kaart leg je nu af?
pr-verb-pay = De soldaat betalen
pr-step-pay-0 = Welke goudkaart betaal je nu? Samen zijn ze precies het niveau van de soldaat.
pr-verb-split = Versterkingen verdelen
pr-step-split-0 = Welke versterkingen?
pr-step-split-1 = Hoeveel gaan er mee met de eerste soldaat?
pr-split-share = { $first } met de eerste soldaat, { $second } met de tweede

pr-log-turn = Ronde { $round }: { $who } is aan de beurt.
pr-log-ability = { $who } speelt een { $card }.
pr-log-ability-target = { $who } speelt een { $card } tegen { $target }.
pr-log-field-gain = { $who } krijgt { $n ->
    [one] een Provincie
   *[other] { $n } Provincies
} ({ $total } in totaal).
pr-log-field-loss = { $who } verliest { $n ->
    [one] een Provincie
   *[other] { $n } Provincies
} (nog { $total }).
pr-log-attack = { $who } valt { $target } aan met { $unit } (sterkte { $amount }).
pr-log-attack-gold = { $who } valt { $target } aan, die geen eenheid heeft om te verdedigen (sterkte { $amount }).
pr-log-attach = { $who } hecht { $cards } aan { $unit }.
pr-log-combine = { $who } voegt twee eenheden samen tot één: { $unit }.
pr-log-split = { $who } splitst { $unit } in tweeën.
pr-log-joins = { $n ->
    [one] { $unit } komt in het leger van { $who }.
   *[other] { $n } × { $unit } komen in het leger van { $who }.
}
pr-log-dies = { $n ->
    [one] { $unit } van { $who } sneuvelt.
   *[other] { $n } × { $unit } van { $who } sneuvelen.
}
pr-log-treasury = { $who } heeft nu { $to } goud (was { $from }).
pr-log-discard = Op de aflegstapel: { $cards }.
pr-log-unit-soldier = { $rank } ({ $level })
pr-log-unit-armed = { $soldiers } met { $powers }
pr-log-over = Het spel is afgelopen.

designer-title = Stapelontwerper voor Provinces
designer-intro = Verander elk getal van het spel: elke sleutel van het stapelbestand, met de standaardwaarde en de toegestane waarden ernaast. Problemen zie je terwijl je typt; download het stapelbestand, of speel ermee tegen bots.
deck-size = { $n } kaarten
deck-problems = { $n ->
    [one] 1 probleem
   *[other] { $n } problemen
}
deck-ok = De stapel is in orde.
deck-file-name = Naam van het stapelbestand
deck-download = Download het stapelbestand
deck-reset = Terug naar de ingebouwde stapel
deck-open = Een stapelbestand openen
deck-open-help = Een .toml-stapelbestand (of de .json-vorm ervan); je kunt het ook op deze pagina neerzetten.
deck-opened = { $name } geopend: pas het aan, simuleer het, speel het of download het.
deck-open-not-a-deck = { $name } is geen stapelbestand: open een .toml-bestand (of een .json-bestand).
deck-open-too-large = { $name } is { $kb } KB; een stapelbestand is hoogstens { $max } KB.
deck-open-refused = { $name } kan niet geopend worden: { $message }
deck-open-unreadable = { $name } kon niet als stapel gelezen worden.
deck-play = Speel deze stapel tegen bots
deck-default-range = standaard { $def }, toegestaan { $lo } tot { $hi }
deck-rules = Regels
deck-players-supported = Aantallen spelers
deck-soldiers = Soldaten
deck-power-ups = Versterkingen
deck-cards = Andere kaarten
deck-rank = Rang
deck-name = Naam
deck-level = Niveau
deck-bonus = Bonus
deck-count = Aantal
deck-remove = Verwijderen
deck-remove-row = Verwijder { $name }
deck-add-soldier = Rang toevoegen
deck-add-power-up = Versterking toevoegen
deck-key-initial_hand = Kaarten bij de start
deck-key-draws_per_turn = Kaarten trekken per beurt
deck-key-actions_per_turn = Acties per beurt
deck-key-hand_limit = Handlimiet
deck-key-province_hand_limit = Provincies die je in de hand houdt
deck-key-provinces_per_turn = Provincies leggen per beurt
deck-key-max_soldiers_per_unit = Soldaten per eenheid
deck-key-max_powerups_per_level = Versterkingen van één niveau per eenheid
deck-key-round_limit = Rondelimiet (0: geen)
deck-key-provinces_to_win = Provincies om te winnen met { $n } spelers
deck-key-first_turn_actions = Acties in de eerste beurt met { $n } spelers
deck-key-royal_guard = Koninklijke Wachten
deck-key-monk = Monniken
deck-key-reaper = Maaiers
deck-key-province = Provincies
deck-key-scout-count = Verkenners
deck-key-scout-draw = Kaarten die een Verkenner trekt
deck-key-tax-count = Belastinginners
deck-key-tax-take = Goud dat een Belastinginner neemt
deck-err-range = moet een geheel getal van { $lo } tot { $hi } zijn
deck-err-players = kies minstens één aantal spelers
deck-err-missing-target = heeft een doel nodig voor { $players } spelers
deck-err-too-many = hoogstens { $n }
deck-err-same-level = twee met niveau { $level }
pr-seat-hand = Hand van { $name }
pr-card-menu = Wat doe je met { $card }?
pr-marks-key = Zo lees je een eenheid: ⚔5 is een soldaat van niveau 5; ✓ en een gestippelde rand: die heeft al aangevallen; +P1 is een versterking van niveau 1; = 7 is de hele sterkte van de eenheid.
pr-marks-key-title = Wat ⚔, ✓ en +P betekenen
