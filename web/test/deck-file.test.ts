import { describe, expect, it } from "vitest";
import { ApiError } from "../src/net/api";
import type { CheckedDeck, DeckText } from "../src/net/types";
import { defaultDeck } from "../src/games/provinces/deck";
import {
  MAX_DECK_FILE_BYTES,
  asDeckFile,
  deckFormat,
  deckNameOf,
  openDeckFile,
} from "../src/games/provinces/deck-file";

/** A server that answers every check with `deck`, recording what it was sent. */
function answering(deck: unknown) {
  const sent: DeckText[] = [];
  const check = (body: DeckText): Promise<CheckedDeck> => {
    sent.push(body);
    return Promise.resolve({ deck: deck as CheckedDeck["deck"] });
  };
  return { sent, check };
}

describe("opening a deck file", () => {
  it("knows a deck file by its extension and keeps its name", () => {
    expect(deckFormat("six-hands.toml")).toBe("toml");
    expect(deckFormat("Six.TOML")).toBe("toml");
    expect(deckFormat("deck.json")).toBe("json");
    expect(deckFormat("deck.txt")).toBeNull();
    expect(deckFormat("toml")).toBeNull();
    expect(deckNameOf("six-hands.toml")).toBe("six-hands");
    expect(deckNameOf("a.b.JSON")).toBe("a.b");
  });

  it("sends the text to the engine and opens the deck it reads", async () => {
    const engine = { ...defaultDeck(), rules: { ...defaultDeck().rules, hand_limit: 6 } };
    const { sent, check } = answering(engine);
    const text = "[rules]\nhand_limit = 6\n";
    const opened = await openDeckFile("six-hands.toml", text, check);
    expect(sent).toEqual([{ text, format: "toml" }]);
    expect(opened).toEqual({ ok: true, deck: engine, name: "six-hands" });
    const json = await openDeckFile("six.json", JSON.stringify(engine), check);
    expect(sent[1]?.format).toBe("json");
    expect(json.ok && json.deck.rules.hand_limit).toBe(6);
  });

  it("shows the engine's message for a file it refuses", async () => {
    const message = "bad deck file: max_soldiers_per_unit is 3; allowed: 1 or 2";
    const check = () => Promise.reject(new ApiError(400, { code: "bad_options", message }));
    expect(await openDeckFile("bad.toml", "[rules]\nmax_soldiers_per_unit = 3", check)).toEqual({
      ok: false,
      id: "deck-open-refused",
      args: { name: "bad.toml", message },
    });
  });

  it("refuses other files, huge files and lost connections without asking or throwing", async () => {
    const { sent, check } = answering(defaultDeck());
    expect(await openDeckFile("notes.txt", "hello", check)).toMatchObject({
      ok: false,
      id: "deck-open-not-a-deck",
    });
    const huge = "#".repeat(MAX_DECK_FILE_BYTES + 1);
    expect(await openDeckFile("huge.toml", huge, check)).toMatchObject({
      ok: false,
      id: "deck-open-too-large",
      args: { max: 64 },
    });
    expect(sent).toEqual([]);
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await openDeckFile("a.toml", "", offline)).toEqual({
      ok: false,
      id: "error-network",
      args: {},
    });
  });

  it("does not take an answer that is not a whole deck", async () => {
    expect(asDeckFile(defaultDeck())).toEqual(defaultDeck());
    const broken = defaultDeck() as unknown as Record<string, unknown>;
    delete broken.cards;
    expect(asDeckFile(broken)).toBeNull();
    expect(
      asDeckFile({ ...defaultDeck(), soldier: [{ rank: "x", level: "1", count: 1 }] }),
    ).toBeNull();
    expect(asDeckFile(null)).toBeNull();
    const { check } = answering({ deck: "nope" });
    expect(await openDeckFile("a.toml", "", check)).toMatchObject({ id: "deck-open-unreadable" });
  });
});
