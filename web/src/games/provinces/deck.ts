// The Provinces deck file (docs/deck-file.md): defaults, limits, checks and TOML text, for the
// deck designer. The server's engine has the last word; these checks give instant feedback.

export interface SoldierRank {
  rank: string;
  level: number;
  count: number;
}
export interface PowerUp {
  name: string;
  level: number;
  bonus: number;
  count: number;
}
export interface DeckRules {
  players_supported: number[];
  initial_hand: number;
  draws_per_turn: number;
  actions_per_turn: number;
  first_turn_actions: Record<string, number>;
  hand_limit: number;
  province_hand_limit: number;
  provinces_per_turn: number;
  provinces_to_win: Record<string, number>;
  max_soldiers_per_unit: number;
  max_powerups_per_level: number;
  round_limit: number;
}
export interface DeckCards {
  royal_guard: number;
  monk: number;
  reaper: number;
  scout: { count: number; draw: number };
  tax_collector: { count: number; take: number };
  province: number;
}
export interface DeckFile {
  rules: DeckRules;
  soldier: SoldierRank[];
  power_up: PowerUp[];
  cards: DeckCards;
}

export function defaultDeck(): DeckFile {
  return {
    rules: {
      players_supported: [2, 3, 4],
      initial_hand: 3,
      draws_per_turn: 2,
      actions_per_turn: 2,
      first_turn_actions: { "2": 1 },
      hand_limit: 5,
      province_hand_limit: 1,
      provinces_per_turn: 1,
      provinces_to_win: { "2": 5, "3": 4, "4": 3 },
      max_soldiers_per_unit: 2,
      max_powerups_per_level: 1,
      round_limit: 40,
    },
    soldier: [
      { rank: "Peasant", level: 1, count: 8 },
      { rank: "Militia", level: 2, count: 7 },
      { rank: "Archer", level: 3, count: 6 },
      { rank: "Knight", level: 4, count: 5 },
      { rank: "Baron", level: 5, count: 4 },
      { rank: "Viceroy", level: 6, count: 3 },
      { rank: "Duke", level: 7, count: 2 },
      { rank: "Prince", level: 8, count: 2 },
    ],
    power_up: [
      { name: "Spear", level: 1, bonus: 1, count: 4 },
      { name: "Shield", level: 2, bonus: 2, count: 3 },
      { name: "Warhorse", level: 3, bonus: 3, count: 2 },
    ],
    cards: {
      royal_guard: 3,
      monk: 3,
      reaper: 2,
      scout: { count: 4, draw: 2 },
      tax_collector: { count: 2, take: 1 },
      province: 12,
    },
  };
}

/** The numeric keys of `[rules]` with their allowed ranges. */
export const RULE_LIMITS: Record<string, [number, number]> = {
  initial_hand: [0, 999],
  draws_per_turn: [0, 999],
  actions_per_turn: [1, 999],
  hand_limit: [0, 999],
  province_hand_limit: [0, 999],
  provinces_per_turn: [1, 999],
  max_soldiers_per_unit: [1, 2],
  max_powerups_per_level: [1, 999],
  round_limit: [0, 100000],
};

export const CARD_LIMITS: Record<string, [number, number]> = {
  royal_guard: [0, 99],
  monk: [0, 99],
  reaper: [0, 99],
  province: [1, 99],
};

/** A problem with a deck: the key (as in the file) and a message id with arguments. */
export interface DeckProblem {
  key: string;
  id: string;
  args: Record<string, string | number>;
}

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

function range(out: DeckProblem[], key: string, value: unknown, lo: number, hi: number) {
  if (!isInt(value) || value < lo || value > hi)
    out.push({ key, id: "deck-err-range", args: { key, lo, hi } });
}

export function checkDeck(d: DeckFile): DeckProblem[] {
  const out: DeckProblem[] = [];
  const r = d.rules;
  for (const [k, [lo, hi]] of Object.entries(RULE_LIMITS))
    range(out, `rules.${k}`, (r as unknown as Record<string, unknown>)[k], lo, hi);
  if (
    r.players_supported.length === 0 ||
    new Set(r.players_supported).size !== r.players_supported.length ||
    r.players_supported.some((p) => ![2, 3, 4].includes(p))
  ) {
    out.push({ key: "rules.players_supported", id: "deck-err-players", args: {} });
  }
  for (const [n, v] of Object.entries(r.first_turn_actions)) {
    range(out, `rules.first_turn_actions.${n}`, v, 1, Math.max(1, r.actions_per_turn));
  }
  for (const p of r.players_supported) {
    const v = r.provinces_to_win[String(p)];
    if (v === undefined)
      out.push({
        key: `rules.provinces_to_win.${p}`,
        id: "deck-err-missing-target",
        args: { players: p },
      });
    else range(out, `rules.provinces_to_win.${p}`, v, 1, d.cards.province);
  }
  if (d.soldier.length > 16)
    out.push({ key: "soldier", id: "deck-err-too-many", args: { key: "soldier", n: 16 } });
  if (d.power_up.length > 8)
    out.push({ key: "power_up", id: "deck-err-too-many", args: { key: "power_up", n: 8 } });
  d.soldier.forEach((s, i) => {
    range(out, `soldier.${i}.level`, s.level, 1, 99);
    range(out, `soldier.${i}.count`, s.count, 0, 99);
    if (d.soldier.findIndex((o) => o.level === s.level) !== i)
      out.push({ key: `soldier.${i}.level`, id: "deck-err-same-level", args: { level: s.level } });
  });
  d.power_up.forEach((p, i) => {
    range(out, `power_up.${i}.level`, p.level, 1, 99);
    range(out, `power_up.${i}.bonus`, p.bonus, 0, 999);
    range(out, `power_up.${i}.count`, p.count, 0, 99);
    if (d.power_up.findIndex((o) => o.level === p.level) !== i)
      out.push({ key: `power_up.${i}.level`, id: "deck-err-same-level", args: { level: p.level } });
  });
  for (const [k, [lo, hi]] of Object.entries(CARD_LIMITS))
    range(out, `cards.${k}`, (d.cards as unknown as Record<string, unknown>)[k], lo, hi);
  range(out, "cards.scout.count", d.cards.scout.count, 0, 99);
  range(out, "cards.scout.draw", d.cards.scout.draw, 1, 999);
  range(out, "cards.tax_collector.count", d.cards.tax_collector.count, 0, 99);
  range(out, "cards.tax_collector.take", d.cards.tax_collector.take, 1, 999);
  return out;
}

/** The number of cards in the deck. */
export function deckSize(d: DeckFile): number {
  const c = d.cards;
  return (
    d.soldier.reduce((a, s) => a + s.count, 0) +
    d.power_up.reduce((a, p) => a + p.count, 0) +
    c.royal_guard +
    c.monk +
    c.reaper +
    c.scout.count +
    c.tax_collector.count +
    c.province
  );
}

const tomlString = (s: string) => JSON.stringify(s);
const table = (o: Record<string, number>) =>
  `{ ${Object.entries(o)
    .map(([k, v]) => `"${k}" = ${v}`)
    .join(", ")} }`;

/** The deck as a TOML deck file. */
export function toToml(d: DeckFile): string {
  const r = d.rules;
  const lines = [
    "# A Provinces deck file (docs/deck-file.md), made with the Interregnum deck designer.",
    "",
    "[rules]",
    `players_supported = [${r.players_supported.join(", ")}]`,
    `initial_hand = ${r.initial_hand}`,
    `draws_per_turn = ${r.draws_per_turn}`,
    `actions_per_turn = ${r.actions_per_turn}`,
    `first_turn_actions = ${table(r.first_turn_actions)}`,
    `hand_limit = ${r.hand_limit}`,
    `province_hand_limit = ${r.province_hand_limit}`,
    `provinces_per_turn = ${r.provinces_per_turn}`,
    `provinces_to_win = ${table(r.provinces_to_win)}`,
    `max_soldiers_per_unit = ${r.max_soldiers_per_unit}`,
    `max_powerups_per_level = ${r.max_powerups_per_level}`,
    `round_limit = ${r.round_limit}`,
  ];
  for (const s of d.soldier)
    lines.push(
      "",
      "[[soldier]]",
      `rank = ${tomlString(s.rank)}`,
      `level = ${s.level}`,
      `count = ${s.count}`,
    );
  for (const p of d.power_up)
    lines.push(
      "",
      "[[power_up]]",
      `name = ${tomlString(p.name)}`,
      `level = ${p.level}`,
      `bonus = ${p.bonus}`,
      `count = ${p.count}`,
    );
  const c = d.cards;
  lines.push(
    "",
    "[cards]",
    `royal_guard = ${c.royal_guard}`,
    `monk = ${c.monk}`,
    `reaper = ${c.reaper}`,
    `scout = { count = ${c.scout.count}, draw = ${c.scout.draw} }`,
    `tax_collector = { count = ${c.tax_collector.count}, take = ${c.tax_collector.take} }`,
    `province = ${c.province}`,
    "",
  );
  return lines.join("\n");
}
