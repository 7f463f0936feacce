// Opening a deck file in the deck designer: the file's text goes to the server, whose engine
// reads and checks it exactly as it reads a deck for a table (POST /api/decks/check), so a
// file gets the engine's own message. Nothing here parses TOML.

import { ApiError } from "../../net/api";
import type { CheckedDeck, DeckFormat, DeckText } from "../../net/types";
import type { DeckFile } from "./deck";

/** The largest deck file read, in bytes: a real one is about 1 KB. */
export const MAX_DECK_FILE_BYTES = 64 * 1024;

/** The file types the picker offers. */
export const DECK_FILE_ACCEPT = ".toml,.json,application/toml,application/json";

/** A deck file that was read: the deck, and its name without the extension. */
export interface OpenedDeck {
  ok: true;
  deck: DeckFile;
  name: string;
}

/** Why a file could not be opened: a message id with its arguments. */
export interface RefusedDeck {
  ok: false;
  id: string;
  args: Record<string, string | number>;
}

/** How a file is written, from its name: TOML or JSON, or `null` for anything else. */
export function deckFormat(fileName: string): DeckFormat | null {
  const lower = fileName.trim().toLowerCase();
  if (lower.endsWith(".toml")) return "toml";
  if (lower.endsWith(".json")) return "json";
  return null;
}

/** The deck's name: the file's name without its extension. */
export function deckNameOf(fileName: string): string {
  return fileName
    .trim()
    .replace(/\.(toml|json)$/i, "")
    .slice(0, 59);
}

const isCount = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);
const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const counts = (x: unknown): x is Record<string, number> =>
  isObject(x) && Object.values(x).every(isCount);

/** The engine's JSON of a deck as the designer's deck, or `null` if it is not one. */
export function asDeckFile(json: unknown): DeckFile | null {
  if (!isObject(json) || !isObject(json.rules) || !isObject(json.cards)) return null;
  const r = json.rules;
  const c = json.cards;
  const numbers = [
    "initial_hand",
    "draws_per_turn",
    "actions_per_turn",
    "hand_limit",
    "province_hand_limit",
    "provinces_per_turn",
    "max_soldiers_per_unit",
    "max_powerups_per_level",
    "round_limit",
  ];
  const rulesOk =
    Array.isArray(r.players_supported) &&
    r.players_supported.every(isCount) &&
    counts(r.first_turn_actions) &&
    counts(r.provinces_to_win) &&
    numbers.every((k) => isCount(r[k]));
  const soldiersOk =
    Array.isArray(json.soldier) &&
    json.soldier.every(
      (s) => isObject(s) && typeof s.rank === "string" && isCount(s.level) && isCount(s.count),
    );
  const powerUpsOk =
    Array.isArray(json.power_up) &&
    json.power_up.every(
      (p) =>
        isObject(p) &&
        typeof p.name === "string" &&
        isCount(p.level) &&
        isCount(p.bonus) &&
        isCount(p.count),
    );
  const cardsOk =
    ["royal_guard", "monk", "reaper", "province"].every((k) => isCount(c[k])) &&
    isObject(c.scout) &&
    isCount(c.scout.count) &&
    isCount(c.scout.draw) &&
    isObject(c.tax_collector) &&
    isCount(c.tax_collector.count) &&
    isCount(c.tax_collector.take);
  if (!(rulesOk && soldiersOk && powerUpsOk && cardsOk)) return null;
  return structuredClone(json) as unknown as DeckFile;
}

/** The server's check of a deck file's text (`api.checkDeck`). */
export type DeckCheck = (body: DeckText) => Promise<CheckedDeck>;

/**
 * Opens a deck file: checks its name and size, has the engine read it (`check`), and returns
 * the deck to edit or why it cannot be opened. Never throws.
 */
export async function openDeckFile(
  fileName: string,
  text: string,
  check: DeckCheck,
): Promise<OpenedDeck | RefusedDeck> {
  const format = deckFormat(fileName);
  if (format === null) return { ok: false, id: "deck-open-not-a-deck", args: { name: fileName } };
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_DECK_FILE_BYTES)
    return {
      ok: false,
      id: "deck-open-too-large",
      args: { name: fileName, kb: Math.ceil(bytes / 1024), max: MAX_DECK_FILE_BYTES / 1024 },
    };
  let answer: CheckedDeck;
  try {
    answer = await check({ text, format });
  } catch (e) {
    // An answer with a body is the engine's refusal; anything else is the network's failure.
    return e instanceof ApiError && e.body !== null
      ? { ok: false, id: "deck-open-refused", args: { name: fileName, message: e.body.message } }
      : { ok: false, id: "error-network", args: {} };
  }
  const deck = asDeckFile(answer.deck);
  if (deck === null) return { ok: false, id: "deck-open-unreadable", args: { name: fileName } };
  return { ok: true, deck, name: deckNameOf(fileName) || "provinces-deck" };
}
