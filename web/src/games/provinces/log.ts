// A readable log for Provinces from two views in a row: the server sends views, not actions,
// so what happened is read from what changed, and only from what both views show.
import type { Parsed } from "../../lib/choices";
import { parseCards, parseGold, type PrView } from "./model";

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

export function diffLog(prev: PrView | null, next: PrView): PrLogEntry[] {
  const out: PrLogEntry[] = [];
  const add = (
    id: string,
    args: Record<string, string | number> = {},
    seats: Record<string, number> = {},
  ) => out.push({ id, args, seats });
  if (!prev) return out;
  if (next.active !== prev.active || next.round !== prev.round) {
    add("pr-log-turn", { round: next.round }, { who: next.active });
  }
  const p = next.phase;
  const same = JSON.stringify(prev.phase) === JSON.stringify(p);
  if (!same && p.phase === "window") {
    if (p.window === "attack")
      add(
        "pr-log-attack",
        { unit: p.unit, amount: p.amount },
        { who: p.attacker, target: p.target },
      );
    if (p.window === "ability") {
      if (p.target === null) add("pr-log-ability", { card: p.card }, { who: p.actor });
      else add("pr-log-ability-target", { card: p.card }, { who: p.actor, target: p.target });
    }
    if (p.window === "death") add("pr-log-death", { level: p.level }, { who: p.owner });
  }
  next.seats.forEach((s, i) => {
    const b = prev.seats[i];
    if (!b) return;
    if (s.field > b.field)
      add("pr-log-field-gain", { n: s.field - b.field, total: s.field }, { who: i });
    if (s.field < b.field)
      add("pr-log-field-loss", { n: b.field - s.field, total: s.field }, { who: i });
    if (s.treasury_total !== b.treasury_total) {
      add("pr-log-treasury", { from: b.treasury_total, to: s.treasury_total }, { who: i });
    }
    const gained = removedFrom(s.army, b.army);
    const lost = removedFrom(b.army, s.army);
    if (gained.length) add("pr-log-army-gain", { units: gained.join(", ") }, { who: i });
    if (lost.length) add("pr-log-army-loss", { units: lost.join(", ") }, { who: i });
  });
  const discarded = next.discard.length - prev.discard.length;
  if (discarded > 0 && next.discard.length >= prev.discard.length) {
    add("pr-log-discard", { cards: next.discard.slice(prev.discard.length).join(", ") });
  }
  if (p.phase === "over" && prev.phase.phase !== "over") add("pr-log-over");
  return out;
}

/** The engine's notation for guided choices: gold and card sets at once, units and seats in steps. */
export function parseProvinces(action: string): Parsed {
  const [verb = "", ...args] = action.trim().split(/\s+/);
  if (verb === "cover" || verb === "give") {
    return { action, verb, steps: [{ type: "set", items: parseGold(args[0] ?? "0").map(String) }] };
  }
  if (verb === "discard") {
    return { action, verb, steps: [{ type: "set", items: parseCards(args[0] ?? "none") }] };
  }
  if (verb === "activate") {
    return {
      action,
      verb,
      steps: [
        { type: "one", value: args[0] ?? "" },
        { type: "set", items: parseGold(args[1] ?? "0").map(String) },
      ],
    };
  }
  return { action, verb, steps: args.map((value) => ({ type: "one" as const, value })) };
}
