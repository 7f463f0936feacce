# The command line's own messages (crates/cli/src/i18n.rs). The browser client does not load
# this file; every id starts with cli- so it never collides with the client's.

cli-commands = Commands: board (the whole table), options (every move you may play), hint (what the hard bot would play), help, quit.
cli-you-may-play = You may play: { $moves }
cli-hint-thinking = The hard bot is thinking…
cli-hint = Hint: the hard bot would choose `{ $move }` and rates your chance to win at { $chance }% ({ $searches } searches).
cli-cannot-read = Cannot read { $input }: { $expected }. Type help for the notation.
cli-not-allowed = Not allowed: { $why }. { $options }
cli-intro = { $game }{ $deck } · seed { $seed } · you are seat { $seat }. { $bots }. Type help for the commands, quit (or Ctrl-C) to leave.
cli-intro-deck = { " · " }deck { $path }
cli-replay = Play the same deal again with: { $command }
cli-interrupted = Interrupted. { $replay }
cli-unfinished = Game left unfinished. { $replay }
cli-bad-seat = this table has { $seats } seats; choose a seat from A to { $last }
cli-unknown-lang = unknown language { $lang }; the languages are en (English) and nl (Dutch)
