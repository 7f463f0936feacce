# De spelanalyse in de herhalingsviewer (web/src/pages/ReviewPanel.svelte). Nederlands.

review-title = Spelanalyse
review-intro = De zoekmachine weegt elke beslissing vanuit wat de speler op dat moment wist, nooit vanuit de handen die het einde liet zien. Een fout kost een duidelijk deel van de winkans, een blunder een groot deel.
review-not-allowed = Aan een privétafel kan elke speler alleen de eigen beslissingen laten analyseren.
review-seat = Analyseer de beslissingen van
review-start = Analyseren
review-busy = Er loopt al een analyse; probeer het opnieuw als die klaar is.
review-starting = De analyse van { $name } begint…
review-progress = De beslissingen van { $name } worden gewogen: { $done } van { $decisions }
review-running = Bezig met analyseren…
review-failed = De analyse is mislukt: { $message }
review-unreadable = De analyse van de server kon niet worden gelezen.
review-done = De analyse van { $name } is klaar.
review-graph-title = Winkans van { $name }, beslissing voor beslissing
review-graph-label = Evaluatiegrafiek: de winkans van { $name } bij elk van de { $decisions } beslissingen. Kies een punt om naar die beslissing te gaan.
review-graph-axis = beslissingen, van eerste tot laatste
review-legend-decision = beslissing
review-point = Stap { $step }: { $move }, winkans { $chance }%, { $mark }
review-mark-mistake = Fout
review-mark-blunder = Blunder
review-mark-none = Goed
review-summary = Samenvatting
review-player = Speler
review-decisions = Beslissingen
review-mistakes = Fouten
review-blunders = Blunders
review-seat-button = Analyseer { $name }
review-show = Toon de analyse van { $name }
review-turning-points = De beslissingen die het meest uitmaakten
review-turning-point = Stap { $step }: { $move }; daarna { $direction ->
    [up] steeg de winkans { $amount } punten
    [down] daalde de winkans { $amount } punten
   *[same] bleef de winkans gelijk
}
review-prev = Vorige beslissing
review-next = Volgende beslissing
review-decision-title = Stap { $step }: { $name } beslist
review-verdict-marked = { $played } kost { $loss } punten winkans ({ $played_value }% in plaats van { $value }% voor { $best }).
review-verdict-best = { $played } is ook wat de zoekmachine zou spelen.
review-verdict-fine = { $played } is niet duidelijk slechter dan de beste zet ({ $loss } punten eronder).
review-actions-caption = De zetten die de zoekmachine het meest woog, met de winkans na elke zet
review-move = Zet
review-chance = Winkans
review-interval = (95%‑interval)
review-visits = Bezoeken
review-played = gespeeld
review-best = beste
review-more-actions = { $count ->
    [one] en nog 1 zet die de zoekmachine zwakker vond
   *[other] en nog { $count } zetten die de zoekmachine zwakker vond
}
review-not-a-decision = { $name } heeft bij deze stap geen beslissing. Ga naar een beslissing met de grafiek of de knoppen hierboven.
review-no-decisions = { $name } hoefde in dit spel niets te beslissen: elke zet lag vast.
review-budget = { $budget } zoekstappen per beslissing. Een fout kost { $mistake } punten winkans, een blunder { $blunder }.
