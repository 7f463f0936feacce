# The Imposter Kings aan tafel. Nederlands.

ik-card-fool = Nar
ik-card-assassin = Sluipmoordenaar
ik-card-elder = Oudste
ik-card-zealot = Zeloot
ik-card-inquisitor = Inquisiteur
ik-card-executioner = Beul
ik-card-soldier = Soldaat
ik-card-judge = Rechter
ik-card-oathbound = Eedgebondene
ik-card-herald = Heraut
ik-card-warlord = Krijgsheer
ik-card-mystic = Mysticus
ik-card-warden = Cipier
ik-card-sentry = Schildwacht
ik-card-spy = Spion
ik-card-kingshand = Hand des Konings
ik-card-princess = Prinses
ik-card-queen = Koningin

ik-card-fool-text = Mag een andere open kaart uit het Hof (geen kaart in ongenade) in je hand nemen. De Nar blijft op de Troon.
ik-card-assassin-text = Reactie: als een andere speler zijn Koning omdraait, toon de Sluipmoordenaar uit je hand; die speler verliest de ronde. Gewoon gespeeld is het een 2 zonder meer.
ik-card-elder-text = Immuun voor de Hand des Konings. Mag op een open Koninklijke Troon gespeeld worden, ongeacht de waarde.
ik-card-zealot-text = Immuun voor de Hand des Konings. Als je Koning omgedraaid is, mag hij op elke Troon die niet Koninklijk is, ongeacht de waarde.
ik-card-inquisitor-text = Mag een kaart noemen: elke andere speler die er een heeft, legt er één uit de hand in zijn Voorkamer; die wordt in zijn volgende beurt gespeeld.
ik-card-executioner-text = Mag een getal kiezen tot de hoogste open waarde in het Hof: elke speler met een kaart van die waarde Veroordeelt er één.
ik-card-soldier-text = Moet een kaart noemen. Heeft een tegenstander die, dan is deze Soldaat 7 waard op de Troon en mag je tot 3 open Hofkaarten in ongenade brengen.
ik-card-judge-text = Moet een kaart raden in de hand van een tegenstander. Goed geraden: je mag een kaart van waarde 2 of meer uit je hand in je Voorkamer leggen.
ik-card-oathbound-text = Immuun voor de Hand des Konings. Mag op een Troon van meer dan 6 als je nog een kaart hebt: de oude Troon raakt in ongenade en je moet meteen nog een kaart spelen.
ik-card-herald-text = Neem je Opvolger in je hand en kies een nieuwe. Daarna mag je een kaart van waarde 5 of meer uit je hand op het Hof spelen; de Heraut gaat terug naar je hand. Doet niets vanuit de Voorkamer.
ik-card-warlord-text = Waard 8 in de hand en 9 op de Troon zolang er een open Koninklijke kaart in het Hof ligt.
ik-card-mystic-text = Ligt er een kaart in ongenade in het Hof, dan mag de Mysticus zichzelf in ongenade brengen om een getal van 1 tot 8 te dempen: Hofkaarten met die waarde verliezen hun tekst en zijn de rest van de ronde 3 waard.
ik-card-warden-text = Met 4 of meer open Hofkaarten mag je een kaart uit je hand ruilen met de Beschuldigde.
ik-card-sentry-text = Mag zichzelf in ongenade brengen om een open, niet-Koninklijke Hofkaart te ruilen met een kaart uit je hand, op dezelfde plek in het Hof.
ik-card-spy-text = Mag zichzelf in ongenade brengen om alle andere Opvolgers te bekijken, en daarna één speler zijn Opvolger laten ruilen met een kaart uit zijn hand.
ik-card-kingshand-text = Immuun voor de Hand des Konings. Reactie: als de kracht van een kaart van een andere speler gaat werken, toon hem om dat te stoppen. Beide kaarten worden Veroordeeld.
ik-card-princess-text = Koninklijk. Mag een speler met kaarten kiezen: jullie geven elkaar in het geheim een kaart uit de hand.
ik-card-queen-text = Koninklijk. Brengt elke andere open kaart in het Hof in ongenade.

ik-value = waarde { $value }
ik-disgraced = in ongenade
ik-disgraced-short = ongenade
ik-muted = gedempt
ik-muted-short = gedempt
ik-soldier-bonus = +2 op de Troon
ik-round = Ronde { $n }
ik-points-to-win = Wie het eerst { $n } punten heeft
ik-throne-value = Waarde van de Troon: { $n }
ik-muted-value = Gedempte waarde: { $n }
ik-direction = Volgorde { $order }
ik-dir-cw = met de klok mee ({ $order })
ik-dir-ccw = tegen de klok in ({ $order })
ik-scores = Stand van de partij
ik-team = Team { $a } en { $b }
ik-partner = partner
ik-court = Het Hof
ik-court-empty = Het Hof is leeg: elke kaart mag gespeeld worden.
ik-throne = Troon
ik-court-pos = Plaats { $n } in het Hof
ik-court-position = { $card } (plaats { $n } in het Hof)
ik-accused = De Beschuldigde
ik-removed = Uit de ronde
ik-removed-hidden = { $n } gedekt
ik-removed-values = waarden { $values }
ik-removed-known = Jij weet: { $cards }
ik-your-decision = Jouw beslissing
ik-waiting-for = Wachten op { $name }
ik-ability-of = { $card } van { $name }
ik-ability-named = Genoemd: { $card }
ik-ability-number = Getal: { $n }
ik-ability-target = Speler: { $name }
ik-ability-court = Plaats in het Hof: { $n }
ik-pile = De kaarten van de vermoorde speler:
ik-exchange-offer = Je partner biedt: { $cards }
ik-my-pending = Je geheime keuze, nog niet getoond: { $cards }
ik-play-hint = Klik op een omhoogstaande kaart in je hand om hem te spelen.
ik-your-area = Jouw kant van de tafel
ik-your-hand = Je hand ({ $n })
ik-king = Koning
ik-king-up = open
ik-king-down = omgedraaid
ik-true-king = Ware Koning
ik-successor = Opvolger
ik-face-down = gedekt
ik-none = geen
ik-hand = Hand
ik-cards = { $n ->
    [one] 1 kaart
   *[other] { $n } kaarten
}
ik-known-in-hand = Bekend in de hand
ik-status = Stand
ik-eliminated = uit de ronde ({ $n ->
    [one] 1 kaart opzij
   *[other] { $n } kaarten opzij
})
ik-committed = heeft gekozen
ik-shared = Gedeelde kaart
ik-took = Nam
ik-take-shared = de gedekte gedeelde kaart
ik-antechamber = Voorkamer
ik-condemned = Veroordeeld
ik-condemned-value = een Veroordeelde kaart van waarde { $n }
ik-hidden-from-others = verborgen voor de anderen
ik-row = Getoonde kaarten
ik-last-round = De vorige ronde
ik-points = { $n ->
    [one] 1 punt
   *[other] { $n } punten
}
ik-round-winner = won de ronde
ik-shown = getoonde kaarten: { $cards }
ik-scoring-2p = De winnaar krijgt 1 punt, 1 meer als de verliezer nog kaarten heeft (in de hand of een Opvolger), en 1 meer als de Koning van de winnaar nog open ligt.
ik-scoring-3p = De winnaar krijgt 1 punt, 1 meer voor elke andere speler die nog kaarten heeft, en 1 meer als zijn Koning nog open ligt; de tweede krijgt 1 punt.
ik-scoring-4p = Het winnende team krijgt 1 punt, 1 meer als een tegenstander nog kaarten heeft, en 1 meer als een van de Koningen van het team nog open ligt.
ik-raw = { $text }

ik-decide-over = De partij is afgelopen.
ik-result-winner = { $name } wint de partij, met { $score } punten tegen { $other }.
ik-result-team = { $name } winnen de partij als team, met { $score } punten tegen { $other }.
ik-result-why = Wie als eerste { $target } punten haalt, en dan alleen bovenaan staat, wint de partij.
ik-decide-first = Kies wie begint.
ik-decide-restart = Houd deze verdeling, of deel opnieuw. Opnieuw delen is de eerste keer in een ronde gratis: niemand krijgt er punten voor.
ik-decide-restart-paid = Houd deze verdeling, of deel opnieuw. Deze ronde is al eens opnieuw gedeeld, dus nog een keer geeft de ander 2 punten.
ik-decide-hide = Kies je Opvolger en een kaart die uit de ronde gaat.
ik-decide-reveal = { $n ->
    [one] Toon 1 kaart uit je hand.
   *[other] Toon { $n } kaarten uit je hand.
}
ik-decide-share = Deel één kaart gedekt met je partner.
ik-decide-drafter = Beslis bij gelijkstand: wie kiest eerst?
ik-decide-draft = Kies een van de getoonde kaarten.
ik-decide-take = Neem een van de kaarten die je partner aanbiedt.
ik-decide-successor = Kies je Opvolger.
ik-decide-offer = Bied je partner 0, 1 of 2 kaarten aan.
ik-decide-respond = Antwoord op de ruil van je partner.
ik-decide-remove = Haal een kaart uit de ronde.
ik-decide-turn = Jouw beurt: speel een kaart of draai je Koning om.
ik-decide-purge = Jouw beurt: je hebt een Veroordeelde kaart, dus deze beurt haal je er een uit de ronde.
ik-decide-use = Gebruik de { $card } of zie ervan af.
ik-decide-kingshand = De { $card } gaat werken: stop hem met de Hand des Konings, of pas.
ik-decide-condemn = Veroordeel een kaart van waarde { $value } uit je hand.
ik-decide-disgrace = Breng tot { $n } open Hofkaarten in ongenade, één voor één.
ik-decide-antechamber = Leg een kaart in je Voorkamer, of niets.
ik-decide-herald-successor = Kies een nieuwe Opvolger (Heraut).
ik-decide-chain = Speel een kaart van waarde { $value } of meer op het Hof, of niets.
ik-decide-warden = Kies de kaart die je ruilt met de Beschuldigde.
ik-decide-sentry = Kies de kaart uit je hand die in het Hof komt.
ik-decide-spy-force = Laat een speler zijn Opvolger wisselen, of niets.
ik-decide-spy-successor = Kies een nieuwe Opvolger (Spion).
ik-decide-princess = Kies een kaart om te ruilen.
ik-decide-follow = Speel nog een kaart (het vervolg van de Eedgebondene).
ik-decide-assassin = Een Koning wordt omgedraaid: toon een Sluipmoordenaar, of pas.
ik-decide-swap = Houd de Sluipmoordenaar, of ruil hem voor een kaart van de stapel.

ik-verb-first = Kies wie begint
ik-verb-keep = Houden
ik-verb-restart = Opnieuw delen
ik-verb-hide = Kies Opvolger en weglegkaart
ik-verb-reveal = Tonen
ik-verb-drafter = Kies wie eerst kiest
ik-verb-draft = Kies een kaart
ik-verb-share = Deel een kaart
ik-verb-take = Neem een kaart
ik-verb-successor = Kies een Opvolger
ik-verb-offer = Kaarten aanbieden
ik-verb-accept = Ruil aannemen
ik-verb-decline = Afzien
ik-verb-remove = Kaart uit de ronde
ik-verb-purge = Veroordeelde kaart weghalen
ik-verb-ante = Speel uit de Voorkamer
ik-verb-play = Speel een kaart
ik-verb-flip = Draai je Koning om
ik-verb-use = Gebruiken
ik-verb-court = Kies een Hofkaart
ik-verb-name = Noem een kaart
ik-verb-guess = Raad een kaart
ik-verb-number = Kies een getal
ik-verb-target = Kies een speler
ik-verb-disgrace = Hofkaart in ongenade
ik-verb-done = Klaar
ik-verb-antechamber = Kaart naar de Voorkamer
ik-verb-nothing = Niets
ik-verb-chain = Speel een kaart op het Hof
ik-verb-accuse = Ruil met de Beschuldigde
ik-verb-give = Geef een kaart
ik-verb-force = Kies een speler
ik-verb-condemn = Veroordeel een kaart
ik-verb-follow = Speel het vervolg
ik-verb-kingshand = Toon de Hand des Konings
ik-verb-assassin = Toon de Sluipmoordenaar
ik-verb-pass = Passen
ik-verb-swap = Ruil de Sluipmoordenaar

ik-step-first-0 = Wie begint?
ik-step-first-1 = In welke richting wordt er gespeeld?
ik-step-hide-0 = Kies je Opvolger (blijft gedekt).
ik-step-hide-1 = Kies een kaart die uit de ronde gaat.
ik-step-reveal-0 = Kies de kaarten die je toont.
ik-step-drafter-0 = Wie kiest eerst?
ik-step-draft-0 = Uit wiens getoonde kaarten?
ik-step-draft-1 = Welke kaart?
ik-step-share-0 = Kies de kaart die je gedekt deelt met je partner.
ik-step-take-0 = Kies de kaart die je neemt.
ik-step-successor-0 = Kies je Opvolger.
ik-step-offer-0 = Kies 0 tot 2 kaarten om aan te bieden.
ik-step-accept-0 = Kies de kaarten die je teruggeeft.
ik-step-remove-0 = Kies de kaart die uit de ronde gaat.
ik-step-purge-0 = Kies de Veroordeelde kaart die je weghaalt.
ik-step-ante-0 = Kies de kaart uit de Voorkamer.
ik-step-play-0 = Kies de kaart die je speelt.
ik-step-court-0 = Kies een Hofkaart.
ik-step-name-0 = Noem een kaart.
ik-step-guess-0 = Wiens hand?
ik-step-guess-1 = Welke kaart heeft die speler volgens jou?
ik-step-number-0 = Kies een getal.
ik-step-target-0 = Kies een speler.
ik-step-disgrace-0 = Kies een Hofkaart om in ongenade te brengen.
ik-step-antechamber-0 = Kies de kaart voor je Voorkamer.
ik-step-chain-0 = Kies de kaart die je op het Hof speelt.
ik-step-accuse-0 = Kies de kaart die je ruilt met de Beschuldigde.
ik-step-give-0 = Kies de kaart die je geeft.
ik-step-force-0 = Welke speler moet zijn Opvolger wisselen?
ik-step-condemn-0 = Kies de kaart die je Veroordeelt.
ik-step-follow-0 = Kies de vervolgkaart.
ik-step-swap-0 = Kies de kaart die je neemt in plaats van de Sluipmoordenaar.

ik-act-first = { $who } laat { $seat } beginnen
ik-act-keep = { $who } houdt
ik-act-restart = { $who } laat opnieuw delen
ik-act-hide = { $who } kiest een Opvolger ({ $c0 }) en legt { $c1 } weg
ik-act-reveal = { $who } toont { $cards }
ik-act-drafter = { $who } laat { $seat } eerst kiezen
ik-act-draft = { $who } kiest { $c0 } van { $seat }
ik-act-share = { $who } deelt { $c0 }
ik-act-take = { $shared ->
    [yes] { $who } neemt de gedeelde kaart
   *[other] { $who } neemt { $c0 }
}
ik-act-successor = { $who } kiest { $c0 } als Opvolger
ik-act-offer = { $n ->
    [0] { $who } biedt geen kaart aan
   *[other] { $who } biedt { $cards } aan
}
ik-act-accept = { $who } neemt aan en geeft { $cards }
ik-act-decline = { $who } ziet af
ik-act-remove = { $who } haalt { $c0 } uit de ronde
ik-act-purge = { $who } haalt de Veroordeelde { $c0 } weg
ik-act-ante = { $who } speelt { $c0 } uit de Voorkamer
ik-act-play = { $who } speelt { $c0 }
ik-act-flip = { $who } draait zijn Koning om
ik-act-use = { $who } gebruikt de kracht
ik-act-court = { $who } kiest plaats { $number } in het Hof
ik-act-name = { $who } noemt { $c0 }
ik-act-guess = { $who } raadt dat { $seat } een { $c0 } heeft
ik-act-number = { $who } kiest { $number }
ik-act-target = { $who } kiest { $seat }
ik-act-disgrace = { $who } brengt plaats { $number } in ongenade
ik-act-done = { $who } is klaar
ik-act-antechamber = { $who } legt { $c0 } in de Voorkamer
ik-act-nothing = { $who } kiest niets
ik-act-chain = { $who } speelt { $c0 } op het Hof
ik-act-accuse = { $who } ruilt { $c0 } met de Beschuldigde
ik-act-give = { $who } geeft { $c0 }
ik-act-force = { $who } laat { $seat } zijn Opvolger wisselen
ik-act-condemn = { $who } Veroordeelt { $c0 }
ik-act-follow = { $who } speelt { $c0 } als vervolg
ik-act-kingshand = { $who } toont de Hand des Konings!
ik-act-assassin = { $who } toont de Sluipmoordenaar!
ik-act-pass = { $who } past
ik-act-swap = { $who } ruilt de Sluipmoordenaar voor { $c0 }

ik-log-dealt = Ronde { $round }: de kaarten zijn gedeeld.
ik-log-stuck = { $who } kan niet spelen en verliest de ronde.
ik-log-eliminated = { $who } ligt uit de ronde.
ik-log-round-over = De ronde is voorbij; gewonnen door { $names }.
ik-log-penalty = Opnieuw gedeeld: { $who } krijgt { $points } punten.
ik-log-rows = De getoonde kaarten liggen open.
ik-log-exchanges = Beide ruilen tussen partners zijn gedaan.
ik-log-inquisition = { $n ->
    [0] Niemand legt een kaart in de Voorkamer.
   *[other] Een kaart naar de Voorkamer: { $names }.
}
ik-log-soldier-yes = Soldaat: een tegenstander heeft hem!
ik-log-soldier-no = Soldaat: niemand heeft hem.
ik-log-judge-correct = Rechter: goed geraden!
ik-log-judge-wrong = Rechter: fout.
ik-log-stopped = De Hand des Konings stopt de { $card }.
ik-log-executed = { $n ->
    [0] Niemand Veroordeelt een { $value }.
   *[other] Een { $value } Veroordeeld: { $names }.
}
ik-log-assassinated = { $who } is vermoord.
ik-log-took-successor = { $who } neemt zijn Opvolger: { $card }.
ik-log-took-hidden = { $who } neemt zijn Opvolger.
ik-log-exchanged = { $who } geeft { $gave } aan { $other } en krijgt { $got }.
ik-log-exchanged-hidden = { $who } en { $other } ruilen een kaart.
ik-log-purged-value = { $who } haalt een Veroordeelde kaart van waarde { $value } weg.
ik-log-secret = { $who } maakt een geheime keuze.
ik-log-did = { $who }: { $action }
ik-seat-hand = Hand van { $name }
