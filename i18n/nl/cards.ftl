# De korte regel spelregels op een kaart (de kaarten van de browser). De volledige tekst staat
# in de tooltip van de kaart (ik-card-*-text, pr-card-*-text).

ik-card-fool-short = Neem een open Hofkaart
ik-card-assassin-short = Reactie: een omgedraaide Koning verliest
ik-card-elder-short = Immuun. Mag op Koninklijk
ik-card-zealot-short = Immuun. Koning dicht: op elke niet-Koninklijke
ik-card-inquisitor-short = Noem een kaart: anderen leggen hem af
ik-card-executioner-short = Noem een waarde: bezitters Veroordelen er één
ik-card-soldier-short = Noem een kaart: heeft iemand hem, dan 7 en 3 in ongenade
ik-card-judge-short = Raad een kaart in een hand
ik-card-oathbound-short = Immuun. Op meer dan 6, dan nog een kaart
ik-card-herald-short = Neem je Opvolger terug
ik-card-warlord-short = 8 in de hand, 9 bij Koninklijk in het Hof
ik-card-mystic-short = In ongenade om een waarde te dempen
ik-card-warden-short = Ruil een kaart met de Beschuldigde
ik-card-sentry-short = Ruil een Hofkaart met je hand
ik-card-spy-short = Bekijk de Opvolgers, dwing een ruil
ik-card-kingshand-short = Reactie: stop een kracht
ik-card-princess-short = Koninklijk. Ruil een kaart met een speler
ik-card-queen-short = Koninklijk. Brengt het Hof in ongenade

pr-card-soldier-short = { $level } goud in de schatkist, of betaal { $level } voor je leger
pr-card-power-short = +{ $bonus } sterkte voor een eenheid
pr-card-guard-short = Reactie: annuleer een aanval op een ander
pr-card-monk-short = Reactie: neem een stervende soldaat
pr-card-reaper-short = Reactie: stop een aanval op jou; de aanvaller sterft
pr-card-scout-short = Actie: trek kaarten
pr-card-tax-short = Actie: een speler geeft je goud
pr-card-province-short = Actie: leg hem in je gebied

# De la met het verslag en de stand van een tafel op een telefoon (web/src/layout/Drawer.svelte).
drawer-open = Verslag en stand
drawer-close = Sluiten

# De tafel toont zetten één voor één; deze knop toont meteen de nieuwste.
catch-up = Bijwerken
