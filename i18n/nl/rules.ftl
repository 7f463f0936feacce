# De spelregels van elk spel, voor spelers. Secties: rules-SPEL-N-title / -body.
# In een body begint een lege regel een nieuwe alinea en maken regels met "- " een lijst.

rules-claim-1-title = Het doel
rules-claim-1-body =
    De koning is dood en vijf facties kiezen de volgende. Win de stem van minstens drie facties (meer facties dan je tegenstander) door hun kaarten op je score-stapel te verzamelen.
rules-claim-2-title = De kaarten
rules-claim-2-body =
    52 kaarten in vijf facties, met waarden 0 (laagste) tot 9:
    - ♣ Goblins: 14 kaarten, met vijf nullen
    - ♞ Ridders: 8 kaarten, 2 tot 9
    - ☠ Zombies: 10 kaarten
    - ⚒ Dwergen: 10 kaarten
    - ◐ Dubbelgangers: 10 kaarten
rules-claim-3-title = Een slag spelen
rules-claim-3-body =
    De Leider speelt een kaart naar keuze. De ander moet factie volgen als dat kan; een Dubbelganger mag altijd in plaats daarvan. Komt de Leider uit met een Dubbelganger, dan moet je een Dubbelganger spelen als je die hebt.

    De hoogste kaart van de uitgekomen factie wint; bij gelijke waarde wint de Leider; een kaart van een andere factie verliest. Een Ridder op een uitgekomen Goblin wint altijd. De winnaar komt uit in de volgende slag.
rules-claim-4-title = Fase 1: rekruteer volgelingen (13 slagen)
rules-claim-4-body =
    Voor elke slag wordt een prijs opengelegd. De winnaar van de slag legt de prijs op zijn volgelingen-stapel; de verliezer neemt de volgende kaart van de stapel gedekt op de zijne. Gespeelde Zombies gaan naar de score-stapel van de winnaar; de andere gespeelde kaarten worden afgelegd.
rules-claim-5-title = Fase 2: win de facties (13 slagen)
rules-claim-5-body =
    Je 13 volgelingen worden je hand. De winnaar van een slag krijgt beide kaarten op zijn score-stapel, behalve Dwergen: elke gespeelde Dwerg gaat naar de verliezer van de slag.
rules-claim-6-title = Puntentelling
rules-claim-6-body =
    Per factie wint wie de meeste kaarten ervan op zijn score-stapel heeft de stem; bij gelijkspel beslist de hoogste kaart; anders krijgt niemand de stem. Wie de meeste stemmen heeft, wint; evenveel stemmen is gelijkspel.
rules-claim-7-title = Aan tafel
rules-claim-7-body =
    Je hand ligt onderaan. De kaarten die je mag spelen staan omhoog; klik of tik erop om te spelen (of gebruik Tab en Enter). De tabel ernaast toont wie nu elke factie leidt. Houd een kaart vast of wijs ernaar om de kracht van zijn factie te lezen.

rules-imposter-kings-1-title = Het doel
rules-imposter-kings-1-body =
    Elke speler is een Koning die de Troon wil. Speel kaarten op het Hof, elk minstens zo hoog als de bovenste kaart (de Troon). Wie in zijn beurt niet kan spelen, verliest de ronde. Rondes leveren punten op; wie het eerst 7 punten heeft, wint de partij.
rules-imposter-kings-2-title = Een ronde voorbereiden
rules-imposter-kings-2-body =
    Elke speler krijgt een hand en legt één kaart gedekt weg als Opvolger. Met twee spelers haalt elk ook een kaart uit de ronde en mag om een nieuwe verdeling vragen: de eerste nieuwe verdeling van een ronde is gratis, en elke volgende in dezelfde ronde geeft de ander 2 punten. Met drie spelers toont elk kaarten en kiezen de spelers om de beurt uit de getoonde kaarten. Met vier spelers delen en ruilen twee teams van partners kaarten. Eén kaart ligt open opzij als de Beschuldigde. De Ware Koning kiest wie begint.
rules-imposter-kings-3-title = Jouw beurt
rules-imposter-kings-3-body =
    - Heb je een Veroordeelde kaart, dan haal je er in je beurt één uit de ronde.
    - Anders, heb je een kaart in je Voorkamer, dan moet je die spelen, ongeacht de waarde.
    - Anders speel je een kaart uit je hand met een waarde van minstens die van de Troon, of draai je je Koning om.

    Je Koning omdraaien brengt de Troon in ongenade (hij gaat gedekt en is 1 waard) en brengt je Opvolger in je hand. Dat kan één keer per ronde. Veel kaarten hebben een kracht die werkt als ze gespeeld worden; wijs een kaart aan om de tekst te lezen.
rules-imposter-kings-4-title = Reacties
rules-imposter-kings-4-body =
    Hand des Konings: als de kracht van een kaart van een ander gaat werken, mag je de Hand des Konings tonen om dat te stoppen. Beide kaarten worden Veroordeeld.

    Sluipmoordenaar: als een andere speler zijn Koning omdraait, mag je de Sluipmoordenaar tonen: die speler verliest meteen de ronde (tenzij een Hand des Konings de Sluipmoordenaar stopt).

    Elke speler die zou kunnen reageren krijgt de vraag, of hij de kaart nu heeft of niet; een vraag verraadt dus niemands hand.
rules-imposter-kings-5-title = Puntentelling
rules-imposter-kings-5-body =
    De winnaar van een ronde krijgt 1 punt, 1 meer als de verliezer nog kaarten heeft (in de hand of als Opvolger), en 1 meer als zijn eigen Koning nog open ligt. Met drie spelers krijgt de tweede 1 punt en de winnaar een punt voor elke andere speler met kaarten. Met vier spelers scoren de teams samen.
rules-imposter-kings-6-title = Aan tafel
rules-imposter-kings-6-body =
    Het Hof staat getekend met de Troon voorop. De kaarten die je mag spelen staan omhoog in je hand. Elke andere beslissing (voorbereiding, krachten, reacties) wordt gevraagd in het beslispaneel, met een knop voor elke toegestane keuze.

rules-provinces-1-title = Het doel
rules-provinces-1-body =
    Heb de meeste Provincies aan het eind van een ronde waarin iemand het doel heeft gehaald: 5 Provincies met twee spelers, 4 met drie, 3 met vier. Bij gelijkspel wint de grootste schatkist.
rules-provinces-2-title = Jouw beurt
rules-provinces-2-body =
    Trek 2 kaarten, doe tot 2 acties (met twee spelers maar 1 in de eerste beurt van de beginspeler), en leg af tot 5 kaarten. De acties:
    - Soldaat in de schatkist: hij wordt goud ter waarde van zijn niveau.
    - Soldaat werven: betaal precies zijn niveau in goud; hij komt als eenheid in je leger.
    - Aanvallen met een eenheid die deze beurt nog niet aanviel.
    - Een versterking aanhechten, twee eenheden van één soldaat samenvoegen, of een eenheid splitsen.
    - Een Verkenner spelen (kaarten trekken) of een Belastinginner (goud nemen).
    - Een Provincie in je gebied leggen (één per beurt; het moet als je er twee hebt).
rules-provinces-3-title = Aanvallen
rules-provinces-3-body =
    Heeft de verdediger eenheden, dan kiest hij er één om te verdedigen; de zwakste eenheid sterft, bij gelijke sterkte allebei. Zonder eenheden betaalt de verdediger minstens de sterkte van de aanval in goud; met te weinig goud neemt de aanvaller al het goud en een Provincie. Met alleen Provincies neemt de aanvaller er één.
rules-provinces-4-title = Reacties
rules-provinces-4-body =
    - Koninklijke Wacht: annuleer een aanval op een ander, of een Verkenner of Belastinginner.
    - Maaier: als je aangevallen wordt, annuleer de aanval; de aanvallende eenheid sterft.
    - Monnik: als een soldaat sterft, neem hem in je leger.

    Elke speler die zou kunnen reageren krijgt de vraag, of hij de kaart heeft of niet.
rules-provinces-5-title = Aan tafel
rules-provinces-5-body =
    Het leger, de schatkist en de Provincies van elke speler zijn openbaar; handen zijn geheim. Als jij beslist, toont het beslispaneel wat je mag doen; kies een actie en daarna elk onderdeel (een eenheid, een speler, de goudkaarten om te betalen). Stapelontwerpers kunnen elk getal van het spel veranderen op de pagina van de stapelontwerper.
