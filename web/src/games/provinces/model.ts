// Provinces as the browser sees it: the seat's view (crates/provinces/src/view.rs) and the
// engine's notation for units, gold and actions, parsed for drawing and guided choices.

import { words } from "../../lib/choices";

export type Observer = { seat: number } | "spectator";

export interface PrSeatView {
  hand_size: number;
  hand?: string[];
  treasury: string[];
  treasury_total: number;
  army: string[];
  strengths: number[];
  field: number;
  province_cap: number;
}

export type PrWindow =
  | { window: "attack"; attacker: number; unit: string; target: number; amount: number }
  | { window: "ability"; actor: number; card: string; target: number | null }
  | { window: "death"; owner: number; level: number };

export type PrPhase =
  | { phase: "main" }
  | ({ phase: "window"; offered: number } & PrWindow)
  | { phase: "block"; attacker: number; unit: string; target: number; amount: number }
  | { phase: "cover"; attacker: number; target: number; amount: number }
  | { phase: "give"; actor: number; target: number; count: number }
  | { phase: "discard"; count: number }
  | { phase: "over" };

export interface PrResult {
  end: "province_target" | "round_limit";
  rounds: number;
  target: number;
  provinces: number[];
  treasury: number[];
  winners: number[];
  decided_by_treasury: boolean;
  shared: boolean;
}

export interface PrDeck {
  rules: Record<string, unknown> & {
    actions_per_turn: number;
    hand_limit: number;
    provinces_to_win: Record<string, number>;
    round_limit: number;
  };
  soldier: { level: number; count: number; rank: string }[];
  power_up: { level: number; count: number; bonus: number; name: string }[];
  cards: Record<string, unknown>;
}

export interface PrView {
  observer: Observer;
  options: { players: number; first_player?: number; deck: PrDeck };
  first_player: number;
  round: number;
  active: number;
  to_act: number | null;
  actions_used: number;
  allowance: number;
  provinces_laid: number;
  phase: PrPhase;
  deck_size: number;
  discard: string[];
  removed: string[];
  resolving: string | null;
  dying: unknown[];
  seats: PrSeatView[];
  legal?: string[];
  result?: PrResult;
}

export function mySeat(view: PrView): number | null {
  return typeof view.observer === "object" ? view.observer.seat : null;
}

export const seatLetter = (seat: number) => String.fromCharCode(65 + seat);
export const seatOfLetter = (letter: string) => letter.charCodeAt(0) - 65;

/** A card's kind for drawing: soldier, power-up or a named card. */
export type PrCard =
  | { kind: "soldier"; level: number }
  | { kind: "power"; level: number }
  | { kind: "guard" | "monk" | "reaper" | "scout" | "tax" | "province" };

export function parseCard(code: string): PrCard | null {
  let m = /^S([1-9])$/.exec(code);
  if (m) return { kind: "soldier", level: Number(m[1]) };
  m = /^P([1-9])$/.exec(code);
  if (m) return { kind: "power", level: Number(m[1]) };
  const named: Record<string, PrCard["kind"]> = {
    Guard: "guard",
    Monk: "monk",
    Reaper: "reaper",
    Scout: "scout",
    Tax: "tax",
    Province: "province",
  };
  const kind = named[code];
  return kind ? ({ kind } as PrCard) : null;
}

export interface PrUnit {
  text: string;
  soldiers: { level: number; attacked: boolean }[];
  powerUps: number[];
}

/** A unit in the engine's notation: `S4*+S3/P1/P2`. */
export function parseUnit(text: string): PrUnit | null {
  const [soldierPart = "", ...pows] = text.split("/");
  const soldiers: PrUnit["soldiers"] = [];
  for (const s of soldierPart.split("+")) {
    const m = /^S([1-9])(\*?)$/.exec(s);
    if (!m) return null;
    soldiers.push({ level: Number(m[1]), attacked: m[2] === "*" });
  }
  const powerUps: number[] = [];
  for (const p of pows) {
    const m = /^P([1-9])$/.exec(p);
    if (!m) return null;
    powerUps.push(Number(m[1]));
  }
  if (soldiers.length < 1 || soldiers.length > 2) return null;
  return { text, soldiers, powerUps };
}

/** Gold in the engine's notation (`5+2`, `0`) as values. */
export function parseGold(text: string): number[] {
  return text === "0" ? [] : text.split("+").map(Number);
}

/** Cards in the engine's notation (`S1+Scout`, `none`). */
export function parseCards(text: string): string[] {
  return text === "none" ? [] : text.split("+");
}

/** The legal actions of one verb. */
export function ofVerb(legal: readonly string[], verb: string): string[] {
  return legal.filter((a) => words(a)[0] === verb);
}

/** Whether a step's values are gold cards: a payment, a cover, a Tax Collector's take. */
export function isGoldStep(verb: string): boolean {
  return verb === "pay" || verb === "cover" || verb === "give";
}

/** What to say about the phase: who the game waits for and why. */
export function isOver(view: PrView): boolean {
  return view.phase.phase === "over";
}

/** The Provinces needed to win at this table. */
export function target(view: PrView): number {
  return view.options.deck.rules.provinces_to_win[String(view.options.players)] ?? 0;
}

/** Actions left in the active seat's turn. */
export function actionsLeft(view: PrView): number {
  return Math.max(0, view.allowance - view.actions_used);
}
