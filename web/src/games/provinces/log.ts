// A readable log for Provinces from two views in a row: the server sends views, not actions,
// so what happened is read from what changed, and only from what both views show.
import type { Parsed } from "../../lib/choices";
import { type PrView } from "./model";

export interface PrLogEntry {
  id: string;
  args: Record<string, string | number>;
  /** Arguments that are seats, named by the caller. */
  seats: Record<string, number>;
}

function removedFrom(before: readonly string[], after: readonly string[]): string[] {
  const rest = [...after];
  const out: string[] = [];
  for (const x of before) {
    const i = rest.indexOf(x);
    if (i >= 0) rest.splice(i, 1);
    else out.push(x);
  }
  return out;
}

/** A unit without its "has attacked" marks: the marks come and go with every attack and every
 * turn, and the attack itself is told once, when it is announced. */
const unmarked = (unit: string) => unit.replace(/\*/g, "");

interface UnitParts {
  soldiers: string[];
  powerUps: string[];
}
function parts(unit: string): UnitParts {
  const [soldiers = "", ...powerUps] = unit.split("/");
  return { soldiers: soldiers.split("+"), powerUps };
}
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && removedFrom(a, b).length === 0;

/** What happened to one army, in words: power-ups attached, units combined or split, units that
 * joined (raised, or taken by a Monk) and units that died. */
function armyChanges(
  before: readonly string[],
  after: readonly string[],
  who: number,
): PrLogEntry[] {
  const out: PrLogEntry[] = [];
  const lost = removedFrom(before.map(unmarked), after.map(unmarked));
  const gained = removedFrom(after.map(unmarked), before.map(unmarked));
  const take = (list: string[], x: string) => list.splice(list.indexOf(x), 1);
  for (const g of [...gained]) {
    const gp = parts(g);
    const grown = lost.find((l) => {
      const lp = parts(l);
      return (
        sameSet(lp.soldiers, gp.soldiers) &&
        lp.powerUps.length < gp.powerUps.length &&
        removedFrom(lp.powerUps, gp.powerUps).length === 0
      );
    });
    if (grown) {
      const added = removedFrom(gp.powerUps, parts(grown).powerUps);
      out.push({
        id: "pr-log-attach",
        args: { cards: added.join(", "), unit: grown },
        seats: { who },
      });
      take(lost, grown);
      take(gained, g);
      continue;
    }
    if (gp.soldiers.length === 2) {
      const [a, b] = gp.soldiers;
      const la = lost.find((l) => parts(l).soldiers.length === 1 && parts(l).soldiers[0] === a);
      const lb = lost.find(
        (l) => l !== la && parts(l).soldiers.length === 1 && parts(l).soldiers[0] === b,
      );
      if (la && lb) {
        out.push({ id: "pr-log-combine", args: { unit: g }, seats: { who } });
        take(lost, la);
        take(lost, lb);
        take(gained, g);
      }
    }
  }
  for (const l of [...lost]) {
    const lp = parts(l);
    if (lp.soldiers.length !== 2) continue;
    const halves = gained.filter((g) => {
      const s = parts(g).soldiers;
      return s.length === 1 && lp.soldiers.includes(s[0]!);
    });
    if (
      halves.length === 2 &&
      sameSet(
        halves.map((h) => parts(h).soldiers[0]!),
        lp.soldiers,
      )
    ) {
      out.push({ id: "pr-log-split", args: { unit: l }, seats: { who } });
      take(lost, l);
      halves.forEach((h) => take(gained, h));
    }
  }
  // Alike units are told together ("2 × Archer (3)"), once.
  const counted = (id: string, units: string[]) => {
    for (const unit of new Set(units))
      out.push({ id, args: { unit, n: units.filter((u) => u === unit).length }, seats: { who } });
  };
  counted("pr-log-joins", gained);
  counted("pr-log-dies", lost);
  return out;
}

/** The attack a phase is about (announced in a reaction window, or straight to the defence when
 * nobody could react), as a key that stays the same while the same attack is asked about. */
function attackOf(p: PrView["phase"]): string | null {
  if (p.phase === "window" && p.window === "attack")
    return `${p.attacker}>${p.target}:${unmarked(p.unit)}`;
  if (p.phase === "block") return `${p.attacker}>${p.target}:${unmarked(p.unit)}`;
  if (p.phase === "cover") return `${p.attacker}>${p.target}`;
  return null;
}

/** A reaction window other than an attack's, as a key that does not change while the window is
 * offered from seat to seat (the one change a window makes). */
function windowOf(p: PrView["phase"], dying: number): string | null {
  if (p.phase !== "window" || p.window === "attack") return null;
  if (p.window === "ability") return `ability:${p.actor}:${p.card}:${p.target}`;
  return `death:${p.owner}:${p.level}:${dying}`;
}

/** What happened between two views, as sentences in the order they happened: what was
 * announced (an attack, a Scout), then what changed on the table, then whose turn it is now. */
export function diffLog(prev: PrView | null, next: PrView): PrLogEntry[] {
  const out: PrLogEntry[] = [];
  const add = (
    id: string,
    args: Record<string, string | number> = {},
    seats: Record<string, number> = {},
  ) => out.push({ id, args, seats });
  if (!prev) return out;
  const p = next.phase;
  const attack = attackOf(p);
  const prevAttack = attackOf(prev.phase);
  const cover = (x: PrView["phase"]) => x.phase === "cover";
  if (attack && attack !== prevAttack && !(cover(p) && prevAttack?.startsWith(attack))) {
    if ((p.phase === "window" && p.window === "attack") || p.phase === "block")
      add(
        "pr-log-attack",
        { unit: unmarked(p.unit), amount: p.amount },
        { who: p.attacker, target: p.target },
      );
    else if (p.phase === "cover")
      add("pr-log-attack-gold", { amount: p.amount }, { who: p.attacker, target: p.target });
  }
  const win = windowOf(p, next.dying.length);
  if (win && win !== windowOf(prev.phase, prev.dying.length) && p.phase === "window") {
    if (p.window === "ability") {
      if (p.target === null) add("pr-log-ability", { card: p.card }, { who: p.actor });
      else add("pr-log-ability-target", { card: p.card }, { who: p.actor, target: p.target });
    }
  }
  next.seats.forEach((s, i) => {
    const b = prev.seats[i];
    if (!b) return;
    out.push(...armyChanges(b.army, s.army, i));
    if (s.field > b.field)
      add("pr-log-field-gain", { n: s.field - b.field, total: s.field }, { who: i });
    if (s.field < b.field)
      add("pr-log-field-loss", { n: b.field - s.field, total: s.field }, { who: i });
    if (s.treasury_total !== b.treasury_total) {
      add("pr-log-treasury", { from: b.treasury_total, to: s.treasury_total }, { who: i });
    }
  });
  const discarded = next.discard.length - prev.discard.length;
  if (discarded > 0) {
    add("pr-log-discard", { cards: next.discard.slice(prev.discard.length).join(", ") });
  }
  // The turn passes after the last move of the turn before it, so it is told last.
  if (next.active !== prev.active || next.round !== prev.round) {
    add("pr-log-turn", { round: next.round }, { who: next.active });
  }
  if (p.phase === "over" && prev.phase.phase !== "over") add("pr-log-over");
  return out;
}

/**
 * The engine's notation for guided choices: every word after the verb is one step. Large
 * choices (a payment, a cover, a discard, a Detach's split) are asked by the engine one card
 * at a time (`activate S5`, then `pay 4`, `pay 1`), so each decision is a value, never a set.
 */
export function parseProvinces(action: string): Parsed {
  const [verb = "", ...args] = action.trim().split(/\s+/);
  return { action, verb, steps: args.map((value) => ({ type: "one" as const, value })) };
}
