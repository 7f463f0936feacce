# Table chat (web/src/chat/).
chat-title = Chat
chat-note-player = Spectators read this chat. Their own chat reaches you when the game is over.
chat-note-spectator = You write in the spectators' chat: the players see it only when the game is over.
chat-note-over = The game is over: players and spectators read each other.
chat-note-anonymous = Choose a name to chat with the other spectators.
chat-empty = No messages yet.
chat-from-spectator = spectator
chat-you = you
chat-input = Message
chat-send = Send
chat-sending = sending…
chat-count = { $n } / { $max }
chat-presets = Quick phrases
chat-mute = Mute { $name }
chat-unmute = Unmute { $name }
chat-muted-title = Muted
chat-muted-help = You do not see their messages, at any table.
chat-unread = { $n ->
    [one] 1 unread message
   *[other] { $n } unread messages
}
chat-problem-too-long = At most { $max } characters.
chat-problem-control = Text on one line only.
chat-rate-limited = Too many messages; you can write again in { $seconds } s.
chat-preset-hello = Hello!
chat-preset-good_luck = Good luck!
chat-preset-have_fun = Have fun!
chat-preset-well_played = Well played!
chat-preset-good_game = Good game!
chat-preset-thanks = Thanks!
chat-preset-oops = Oops!
chat-preset-sorry = Sorry!
chat-preset-one_moment = One moment, please.
chat-preset-bye = Bye!
error-bad_chat = That message cannot be sent: { $message }
chat-join = Join the chat
