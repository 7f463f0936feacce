// The card drawing (src/cards/): the 5:7 box and the fan of a hand, and that every card of
// every game has its own emblem and a short rules line in both languages.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CARD_H,
  CARD_W,
  CENTRE_EMBLEM,
  INDEX,
  cardHeight,
  fanAngles,
  fanStep,
  fanWidth,
  nameScale,
} from "../src/cards/geometry";
import {
  BACKS,
  CLAIM_EMBLEMS,
  IK_EMBLEMS,
  PR_EMBLEMS,
  PR_KINDS,
  ikColour,
  type Emblem,
} from "../src/cards/emblems";
import { claimFace, ikFace, ikShortId, prFace, prShortId } from "../src/cards/faces";
import { FACTIONS } from "../src/games/claim/model";
import { IK_CARDS } from "../src/games/ik/model";
import type { PrView } from "../src/games/provinces/model";
import { setLocale } from "../src/lib/i18n.svelte";
import { messageIds, type Sources } from "../src/lib/i18n-core";
import { views } from "./fixtures";

describe("the card's geometry", () => {
  it("is a playing card's 5:7, at any width", () => {
    expect(CARD_W / CARD_H).toBeCloseTo(5 / 7, 6);
    expect(cardHeight(50)).toBeCloseTo(70, 6);
    expect(cardHeight(63)).toBeCloseTo(88.2, 6);
  });

  it("keeps the corner index and the emblem inside the card", () => {
    expect(INDEX.x - INDEX.emblemSize / 2).toBeGreaterThan(0);
    expect(INDEX.emblemY + INDEX.emblemSize).toBeLessThan(CENTRE_EMBLEM.y + CENTRE_EMBLEM.size);
    expect(CENTRE_EMBLEM.x + CENTRE_EMBLEM.size).toBeLessThan(CARD_W);
    // The index sits left of the big emblem, so a fanned card still shows it.
    expect(INDEX.x + INDEX.emblemSize / 2).toBeLessThanOrEqual(CENTRE_EMBLEM.x);
  });

  it("lays a short hand side by side and overlaps a long one to fit its row", () => {
    expect(fanStep(5, 60, 1000)).toBe(64);
    const step = fanStep(13, 60, 360);
    expect(step).toBe(25);
    expect(fanWidth(13, 60, step)).toBe(360);
    expect(fanWidth(0, 60, step)).toBe(0);
    expect(fanStep(1, 60, 10)).toBe(64);
  });

  it("never overlaps so far that a card's index is hidden: the row overflows instead", () => {
    const step = fanStep(30, 60, 300);
    expect(step).toBe(18);
    expect(fanWidth(30, 60, step)).toBeGreaterThan(300);
  });

  it("turns a fan's cards symmetrically about the middle", () => {
    expect(fanAngles(0, 20)).toEqual([]);
    expect(fanAngles(1, 20)).toEqual([0]);
    expect(fanAngles(5, 20)).toEqual([-10, -5, 0, 5, 10]);
  });

  it("sets a long name smaller, down to a floor", () => {
    expect(nameScale("Spy")).toBe(1);
    expect(nameScale("Eedgebondene")).toBeCloseTo(9 / 12, 6);
    expect(nameScale("Hand des Konings")).toBe(1);
    expect(nameScale("x".repeat(40))).toBe(0.6);
  });
});

/** Whether a path's data is only SVG path commands and numbers. */
const pathLike = (e: Emblem) => /^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/.test(e.d) && /^M/.test(e.d);

describe("the emblems", () => {
  it("give every Claim faction, Imposter Kings card and Provinces kind its own shape", () => {
    const all: [string, Emblem | undefined][] = [
      ...FACTIONS.map((f) => [`claim ${f}`, CLAIM_EMBLEMS[f]] as [string, Emblem | undefined]),
      ...IK_CARDS.map((c) => [`ik ${c}`, IK_EMBLEMS[c]] as [string, Emblem | undefined]),
      ...PR_KINDS.map((k) => [`provinces ${k}`, PR_EMBLEMS[k]] as [string, Emblem | undefined]),
    ];
    expect(all).toHaveLength(5 + 18 + 8);
    for (const [name, emblem] of all) {
      expect(emblem, name).toBeDefined();
      expect(pathLike(emblem!), name).toBe(true);
    }
    // Colour is never the only mark: within a game no two emblems are the same drawing.
    for (const set of [CLAIM_EMBLEMS, IK_EMBLEMS, PR_EMBLEMS]) {
      const shapes = Object.values(set).map((e) => e.d);
      expect(new Set(shapes).size).toBe(shapes.length);
    }
  });

  it("give every game a back, and the Imposter Kings' cards a colour", () => {
    expect(Object.keys(BACKS).sort()).toEqual(["claim", "imposter-kings", "provinces"]);
    for (const c of IK_CARDS) expect(ikColour(c)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("the faces' words", () => {
  const root = new URL("../../i18n/", import.meta.url).pathname;
  const sources: Sources = {};
  for (const lang of readdirSync(root))
    for (const file of readdirSync(join(root, lang)))
      sources[`../../../i18n/${lang}/${file}`] = readFileSync(join(root, lang, file), "utf8");

  it("have a short rules line for every Imposter Kings card and Provinces kind, in English and Dutch", () => {
    const ids = [...IK_CARDS.map(ikShortId), ...PR_KINDS.map(prShortId)];
    for (const lang of ["en", "nl"] as const) {
      const have = messageIds(lang, sources);
      expect(
        ids.filter((id) => !have.has(id)),
        lang,
      ).toEqual([]);
    }
  });

  it("are short enough to read at a glance, in both languages", async () => {
    for (const lang of ["en", "nl"] as const) {
      await setLocale(lang);
      for (const c of IK_CARDS) {
        const face = ikFace(c);
        expect(face.short.length, `${lang} ${c}: ${face.short}`).toBeLessThanOrEqual(60);
        expect(face.short.length).toBeGreaterThan(5);
        expect(face.help.length, c).toBeGreaterThan(face.short.length);
      }
    }
    await setLocale("en");
  });

  it("name a Claim card by its faction, with its value in the corner", async () => {
    await setLocale("en");
    expect(claimFace("Kn7")).toMatchObject({ rank: 7, name: "Knights", short: "" });
    expect(claimFace("Dp0")?.emblem).toBe(CLAIM_EMBLEMS.doppelgangers);
    expect(claimFace("nonsense")).toBeNull();
  });

  it("follow the deck in the view for Provinces' names and values", async () => {
    await setLocale("en");
    const view = views<PrView>("pr3")[0]!;
    const deck = structuredClone(view.options.deck);
    const s2 = prFace("S2", deck)!;
    expect(s2.rank).toBe(2);
    expect(s2.name).toBe(deck.soldier.find((s) => s.level === 2)!.rank);
    // A designer renames a rank and changes a bonus: the face follows.
    deck.soldier = deck.soldier.map((s) => (s.level === 2 ? { ...s, rank: "Pikeman" } : s));
    deck.power_up = deck.power_up.map((p) =>
      p.level === 1 ? { ...p, bonus: 4, name: "Lance" } : p,
    );
    expect(prFace("S2", deck)!.name).toBe("Pikeman");
    expect(prFace("P1", deck)).toMatchObject({ rank: "+4", name: "Lance" });
    expect(prFace("P1", deck)!.short).toContain("4");
    expect(prFace("Reaper", deck)).toMatchObject({ rank: "", name: "Reaper" });
    await setLocale("nl");
    expect(prFace("Reaper", deck)!.name).toBe("Maaier");
    await setLocale("en");
  });
});

describe("a card's travel", async () => {
  const { travelMs, stableKeys } = await import("../src/cards/travel");
  it("keys a hand's cards so that playing one leaves the others' keys as they were", () => {
    const before = stableKeys(["Gb3", "Kn7", "Gb3", "Un1"]).map((c) => c.key);
    expect(new Set(before).size).toBe(4);
    const after = stableKeys(["Gb3", "Gb3", "Un1"]).map((c) => c.key);
    expect(after.every((k) => before.includes(k))).toBe(true);
  });
  it("takes 150 to 400 ms, longer for a longer way", () => {
    expect(travelMs(0)).toBe(150);
    expect(travelMs(300)).toBe(250);
    expect(travelMs(5000)).toBe(400);
    expect(travelMs(600)).toBeGreaterThan(travelMs(100));
  });
});
