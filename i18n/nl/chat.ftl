# Tafelchat (web/src/chat/).
chat-title = Chat
chat-note-player = Toeschouwers lezen deze chat mee. Hun eigen chat zie je pas als het spel voorbij is.
chat-note-spectator = Je schrijft in de chat van de toeschouwers: de spelers zien die pas als het spel voorbij is.
chat-note-over = Het spel is voorbij: spelers en toeschouwers lezen elkaar.
chat-note-anonymous = Kies een naam om met de andere toeschouwers te chatten.
chat-empty = Nog geen berichten.
chat-from-spectator = toeschouwer
chat-you = jij
chat-input = Bericht
chat-send = Verstuur
chat-sending = wordt verstuurd…
chat-count = { $n } / { $max }
chat-presets = Snelle zinnen
chat-mute = { $name } dempen
chat-unmute = { $name } niet meer dempen
chat-muted-title = Gedempt
chat-muted-help = Je ziet hun berichten niet, aan geen enkele tafel.
chat-unread = { $n ->
    [one] 1 ongelezen bericht
   *[other] { $n } ongelezen berichten
}
chat-problem-too-long = Hoogstens { $max } tekens.
chat-problem-control = Alleen tekst op één regel.
chat-rate-limited = Te veel berichten; je kunt over { $seconds } s weer schrijven.
chat-preset-hello = Hallo!
chat-preset-good_luck = Veel succes!
chat-preset-have_fun = Veel plezier!
chat-preset-well_played = Goed gespeeld!
chat-preset-good_game = Mooi spel!
chat-preset-thanks = Bedankt!
chat-preset-oops = Oeps!
chat-preset-sorry = Sorry!
chat-preset-one_moment = Momentje alsjeblieft.
chat-preset-bye = Doei!
error-bad_chat = Dat bericht kan niet verstuurd worden: { $message }
chat-join = Doe mee met de chat
