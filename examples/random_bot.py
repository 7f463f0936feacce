#!/usr/bin/env python3
"""A minimal Interregnum bot: it plays a random legal action.

Run it in a tournament with
    interregnum tournament claim --bots "heuristic,cmd:python3 examples/random_bot.py"

The bot protocol: for every decision the tournament writes one JSON line,
    {"cmd": "choose", "game": "claim", "view": {...}, "legal": ["Gb0", "Kn7"]}
and the bot answers with one JSON line, {"action": "Kn7"}. The view holds exactly what the
bot's seat may see (docs/protocol.md describes each game's view). When the game is over the
bot's input closes, and it should exit.
"""

import json
import random
import sys


def choose(view, legal):
    """Pick an action. A real bot would study the view here."""
    return random.choice(legal)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else None
    random.seed(seed)
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("cmd") != "choose":
            continue
        action = choose(request["view"], request["legal"])
        print(json.dumps({"action": action}), flush=True)


if __name__ == "__main__":
    main()
