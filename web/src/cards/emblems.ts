// Every card's emblem and colour, drawn in code: paths in a 24-unit box, built from circles,
// rectangles and polygons. Each Claim faction, each Imposter Kings card and each Provinces card
// kind has its own shape, so that no two are told apart by colour alone.

import { FACTIONS, type Faction } from "../games/claim/model";
import { IK_CARDS, type IkCard } from "../games/ik/model";
import type { PrCard } from "../games/provinces/model";

export type PrKind = PrCard["kind"];
export const PR_KINDS: readonly PrKind[] = [
  "soldier",
  "power",
  "guard",
  "monk",
  "reaper",
  "scout",
  "tax",
  "province",
];

/** One emblem: path data in a 24 × 24 box; `evenodd` cuts holes where shapes overlap. */
export interface Emblem {
  d: string;
  rule: "evenodd" | "nonzero";
}

const f = (n: number) => Number(n.toFixed(2));
const circle = (cx: number, cy: number, r: number) =>
  `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;
const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}Z`;
const poly = (...pts: [number, number][]) => `M${pts.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
const ring = (cx: number, cy: number, r: number, inner: number) =>
  circle(cx, cy, r) + circle(cx, cy, inner);
const odd = (...parts: string[]): Emblem => ({ d: parts.join(""), rule: "evenodd" });
const solid = (...parts: string[]): Emblem => ({ d: parts.join(""), rule: "nonzero" });

// Shapes more than one card shares a part of.
const shield = "M4 2h16v9c0 6-4 9-8 11c-4-2-8-5-8-11Z";
const sword = [
  poly([12, 1], [14, 4], [14, 15], [10, 15], [10, 4]),
  rect(6, 15, 12, 2.4),
  rect(10.9, 17.4, 2.2, 4),
  circle(12, 22.2, 1.6),
];

export const CLAIM_EMBLEMS: Record<Faction, Emblem> = {
  // A goblin's head with its long ears, two eyes cut out.
  goblins: odd(
    circle(12, 13, 7),
    poly([6.5, 11], [0, 5], [8, 8]),
    poly([17.5, 11], [24, 5], [16, 8]),
    circle(9.5, 12, 1.5),
    circle(14.5, 12, 1.5),
  ),
  // A shield with a cross cut out.
  knights: odd(shield, rect(10.8, 5, 2.4, 13), rect(7, 8.8, 10, 2.4)),
  // A skull: eyes and nose cut out.
  undead: odd(
    circle(12, 10, 8.5),
    rect(8, 15, 8, 7),
    circle(8.8, 10, 2.4),
    circle(15.2, 10, 2.4),
    poly([12, 13], [13.3, 16], [10.7, 16]),
  ),
  // A war hammer.
  dwarves: solid(rect(3, 3, 18, 7), rect(10.5, 10, 3, 12), rect(9, 20, 6, 2.5)),
  // Two faces over each other: where they overlap is cut out.
  doppelgangers: odd(circle(9, 12, 7.5), circle(15, 12, 7.5)),
};

export const IK_EMBLEMS: Record<IkCard, Emblem> = {
  // A jester's cap with bells.
  Fool: solid(
    poly([3, 19], [5, 5], [12, 14], [19, 5], [21, 19]),
    circle(5, 4, 2),
    circle(19, 4, 2),
    rect(3, 19, 18, 3),
  ),
  // A dagger.
  Assassin: solid(
    poly([12, 1], [14.5, 14], [9.5, 14]),
    rect(6, 14, 12, 2.5),
    rect(10.8, 16.5, 2.4, 5),
    circle(12, 22.3, 1.6),
  ),
  // A shepherd's crook.
  Elder: solid(ring(9, 6, 5, 2.6), rect(11.4, 6, 2.6, 17)),
  // A flame.
  Zealot: solid("M12 1C14 6 19 9 19 15a7 7 0 0 1-14 0c0-3 2-5 3-7c0 3 1 4 2 4c0-4 1-7 2-11Z"),
  // An open eye.
  Inquisitor: odd("M1 12C5 4 19 4 23 12C19 20 5 20 1 12Z", circle(12, 12, 4.5), circle(12, 12, 2)),
  // An axe.
  Executioner: solid(rect(10, 2, 2.6, 20), "M12.6 3c7 0 9 4 9 8s-2 8-9 8Z"),
  // A spear.
  Soldier: solid(rect(11, 9, 2, 14), poly([12, 1], [15.5, 9], [12, 11], [8.5, 9])),
  // A pair of scales.
  Judge: solid(
    rect(3, 4, 18, 1.8),
    rect(11.1, 2, 1.8, 18),
    rect(7, 20, 10, 2.2),
    "M1 13h9a4.5 4.5 0 0 1-9 0Z",
    "M14 13h9a4.5 4.5 0 0 1-9 0Z",
    poly([4, 5], [5, 5], [2, 13], [1, 13]),
    poly([5, 5], [6, 5], [10, 13], [9, 13]),
    poly([18, 5], [19, 5], [15, 13], [14, 13]),
    poly([19, 5], [20, 5], [23, 13], [22, 13]),
  ),
  // Two links of a chain.
  Oathbound: odd(ring(8, 12, 6, 3.4), ring(16, 12, 6, 3.4)),
  // A herald's trumpet.
  Herald: solid(rect(2, 10.5, 11, 3), poly([11, 12], [22, 4], [22, 20]), circle(3, 12, 2.4)),
  // Two crossed swords.
  Warlord: solid(
    poly([2, 4.5], [4.5, 2], [20, 17.5], [17.5, 20]),
    poly([22, 4.5], [19.5, 2], [4, 17.5], [6.5, 20]),
    circle(20.5, 20.5, 2.4),
    circle(3.5, 20.5, 2.4),
  ),
  // A crescent moon and a star.
  Mystic: solid(
    "M13 2a10 10 0 1 0 0 20a8 8 0 1 1 0-20Z",
    poly(
      [19, 3],
      [20, 6],
      [23, 6.3],
      [20.6, 8],
      [21.5, 11],
      [19, 9.2],
      [16.5, 11],
      [17.4, 8],
      [15, 6.3],
      [18, 6],
    ),
  ),
  // A key.
  Warden: odd(
    circle(7, 12, 6),
    circle(7, 12, 2.6),
    rect(12.5, 10.8, 10.5, 2.4),
    rect(17, 13.2, 2.2, 4),
    rect(20.8, 13.2, 2.2, 3),
  ),
  // A watchtower with its door cut out.
  Sentry: odd("M5 23V9h2V3h3v3h4V3h3v6h2v14Z", rect(10, 16, 4, 7), rect(10.5, 9, 3, 3)),
  // A mask over the eyes.
  Spy: odd(
    "M1 9c4-3 8-2 11 0c3-2 7-3 11 0c0 6-4 8-7 8c-2 0-3-2-4-3c-1 1-2 3-4 3c-3 0-7-2-7-8Z",
    circle(7, 11.5, 2.2),
    circle(17, 11.5, 2.2),
  ),
  // A raised open hand.
  KingsHand: solid(
    "M6 11h12v6c0 3-3 6-6 6s-6-3-6-6Z",
    rect(6, 5, 2.6, 8),
    rect(9.2, 2.5, 2.6, 10),
    rect(12.4, 3, 2.6, 9.5),
    rect(15.4, 5, 2.6, 8),
    poly([6.5, 14.5], [1.5, 9.5], [3.3, 8], [8, 12.5]),
  ),
  // A tiara with one stone.
  Princess: odd("M3 19l2-9 4 5 3-9 3 9 4-5 2 9Z", circle(12, 15.5, 1.8), rect(3, 19, 18, 2.5)),
  // A crown with five points.
  Queen: solid(
    "M2 18L3 7l5 6 4-9 4 9 5-6 1 11Z",
    rect(2, 18, 20, 4),
    circle(3, 6, 1.8),
    circle(12, 3, 1.8),
    circle(21, 6, 1.8),
  ),
};

export const PR_EMBLEMS: Record<PrKind, Emblem> = {
  // A sword.
  soldier: solid(...sword),
  // A plus: strength added to a unit.
  power: solid("M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7Z"),
  // A shield with a chevron cut out.
  guard: odd(shield, poly([7, 8], [12, 12], [17, 8], [17, 11], [12, 15], [7, 11])),
  // A hooded figure.
  monk: odd("M12 2c-5 0-7 5-7 9v12h14V11c0-4-2-9-7-9Z", circle(12, 10, 3)),
  // A scythe.
  reaper: solid(
    poly([6, 23], [8.4, 23], [15.4, 3], [13, 3]),
    "M14.5 3c-5-1.5-10 0-13 5c4-2 8.5-2.6 13-1.5Z",
  ),
  // A flag on a pole.
  scout: solid(rect(4, 2, 2, 21), poly([6, 3], [21, 7], [6, 12])),
  // A gold coin with a diamond mark.
  tax: odd(circle(12, 12, 10), circle(12, 12, 7.4), poly([12, 7], [17, 12], [12, 17], [7, 12])),
  // Hills with a flag on the top.
  province: solid(
    poly([1, 22], [8, 12], [11.5, 16.5], [16, 9], [23, 22]),
    rect(15.3, 2, 1.4, 8),
    poly([16.7, 2], [21, 3.8], [16.7, 5.6]),
  ),
};

/** The games' card backs: an emblem on a colour and a pattern. */
export const BACKS = {
  claim: { emblem: IK_EMBLEMS.Queen, colour: "#7a1f2b", stripe: "#5f1721" },
  "imposter-kings": { emblem: IK_EMBLEMS.Queen, colour: "#233b6e", stripe: "#1a2d55" },
  provinces: { emblem: PR_EMBLEMS.province, colour: "#2f5a1f", stripe: "#244617" },
} as const;
export type BackGame = keyof typeof BACKS;

/** Colours of the Claim factions: the stylesheet's variables (they follow a dark theme). */
export const CLAIM_COLOURS: Record<Faction, string> = Object.fromEntries(
  FACTIONS.map((faction) => [faction, `var(--${faction})`]),
) as Record<Faction, string>;

/**
 * The Imposter Kings' colours: Royalty crimson, the four immune to King's Hand violet, the
 * cards with a reaction (Assassin, King's Hand) black-red, the rest by value from green to blue.
 */
export function ikColour(card: IkCard): string {
  if (card === "Queen" || card === "Princess") return "#8a1f2b";
  if (card === "KingsHand" || card === "Assassin") return "#4a1a1a";
  if (card === "Elder" || card === "Zealot" || card === "Oathbound") return "#5b2d82";
  const index = IK_CARDS.indexOf(card);
  return ["#2f6b1f", "#2f6b1f", "#1e5a5a", "#1f4f8f", "#8a4b12", "#6b5a12"][index % 6]!;
}

export const PR_COLOURS: Record<PrKind, string> = {
  soldier: "#8a4b12",
  power: "#1f4f8f",
  guard: "#5b2d82",
  monk: "#5b2d82",
  reaper: "#5b2d82",
  scout: "#2f6b1f",
  tax: "#2f6b1f",
  province: "#7a1f2b",
};
