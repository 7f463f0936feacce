# Claim aan tafel. Nederlands (factienamen en termen uit de Nederlandse spelregels).

claim-faction = Factie
claim-faction-goblins = Goblins
claim-faction-knights = Ridders
claim-faction-undead = Zombies
claim-faction-dwarves = Dwergen
claim-faction-doppelgangers = Dubbelgangers
claim-faction-goblins-power = Goblins: geen speciale kracht.
claim-faction-knights-power = Ridders: een Ridder die na een uitgekomen Goblin gespeeld wordt, wint, ongeacht de waarde.
claim-faction-undead-power = Zombies: in fase 1 gaat elke gespeelde Zombie naar de score-stapel van de winnaar van de slag.
claim-faction-dwarves-power = Dwergen: in fase 2 krijgt de verliezer van de slag alle Dwergen die erin gespeeld zijn.
claim-faction-doppelgangers-power = Dubbelgangers: mogen altijd gespeeld worden in plaats van factie te volgen, en tellen als die factie om waarden te vergelijken.
claim-card = { $faction } { $value }
claim-phase = Fase { $phase }
claim-trick = Slag { $n } van { $total }
claim-deck = { $n ->
    [one] 1 kaart in de stapel
   *[other] { $n } kaarten in de stapel
}
claim-hand-count = { $n ->
    [one] 1 kaart in de hand
   *[other] { $n } kaarten in de hand
}
claim-follower-count = { $n ->
    [one] 1 volgeling
   *[other] { $n } volgelingen
}
claim-seat-area = De kant van { $name }
claim-middle = Het midden van de tafel
claim-prize = Prijs
claim-current-trick = Deze slag
claim-previous-trick = De vorige slag
claim-no-trick = Nog geen slag.
claim-trick-won-by = Gewonnen door { $name }
claim-show-tricks = Toon alle slagen
claim-hide-tricks = Verberg de slagen
claim-factions-title = Wie nu elke factie leidt
claim-result-title = De uitslag, factie voor factie
claim-leads = Leidt
claim-vote = Stem
claim-nobody = niemand
claim-your-hand = Je hand
claim-your-followers-hand = Je hand (je volgelingen uit fase 1)
claim-your-followers = Je volgelingen tot nu toe ({ $n })
claim-score-piles = Score-stapels
claim-empty-pile = leeg
claim-status-you-lead = Jij bent Leider: speel een kaart naar keuze.
claim-status-you-follow = Jij bent aan zet: antwoord op de { $card }. De kaarten die je mag spelen staan omhoog.
claim-status-waiting = Wachten op { $name }…
claim-status-over = Het spel is afgelopen.
claim-result-winner = { $name } wint met { $votes } stemmen tegen { $other }.
claim-result-draw = Gelijkspel: elk { $votes } stemmen.
claim-result-why = Een factie stemt voor wie de meeste kaarten ervan op de score-stapel heeft; bij gelijkspel beslist de hoogste kaart; anders stemt de factie voor niemand.
claim-log-trick = Slag { $n }: { $leader } kwam uit met { $lead }, { $other } speelde { $reply }; { $winner } wint.
claim-log-trick-prize = Slag { $n }: { $leader } kwam uit met { $lead }, { $other } speelde { $reply }; { $winner } wint de { $prize }.
claim-seat-hand = Hand van { $name }
