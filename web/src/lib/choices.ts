// Turning a list of legal action strings (the engine's notation) into guided choices.
//
// An action is a verb and arguments separated by spaces (`draft B Queen`, `attack S6 B`).
// A player builds an action one argument at a time: at each step the options are exactly
// the next words of the legal actions that start with what was picked so far, so the UI can
// never form an illegal action and never needs the player to type notation.

export function words(action: string): string[] {
  return action.trim().split(/\s+/);
}

/** The distinct next words after `prefix`, in the order the engine listed the actions. */
export function nextWords(legal: readonly string[], prefix: readonly string[]): string[] {
  const out: string[] = [];
  for (const action of legal) {
    const w = words(action);
    if (w.length <= prefix.length) continue;
    if (!prefix.every((p, i) => w[i] === p)) continue;
    const next = w[prefix.length]!;
    if (!out.includes(next)) out.push(next);
  }
  return out;
}

/** The legal action spelled exactly by `path`, if there is one. */
export function actionAt(legal: readonly string[], path: readonly string[]): string | null {
  const joined = path.join(" ");
  return legal.find((a) => words(a).join(" ") === joined) ?? null;
}

/** The verbs (first words) of the legal actions, in order. */
export function verbs(legal: readonly string[]): string[] {
  return nextWords(legal, []);
}

/** The legal actions with this verb. */
export function withVerb(legal: readonly string[], verb: string): string[] {
  return legal.filter((a) => words(a)[0] === verb);
}

// Picking a multiset (several cards or gold values at once, in any order).

/** Counts of each item in a list. */
export function countItems(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

function contains(big: Map<string, number>, small: Map<string, number>): boolean {
  for (const [k, n] of small) if ((big.get(k) ?? 0) < n) return false;
  return true;
}

function sameCounts(a: Map<string, number>, b: Map<string, number>): boolean {
  return contains(a, b) && contains(b, a);
}

/**
 * A choice among several multisets (the legal `reveal X Y`, `discard S1+Scout`, `cover 5+2`):
 * which items may still be added to `selected` on the way to some legal set, and which legal
 * set (if any) `selected` is now.
 */
export class MultisetChoice<T> {
  readonly sets: { items: string[]; value: T }[];

  constructor(sets: { items: string[]; value: T }[]) {
    this.sets = sets;
  }

  /** How many more of `item` could be added to `selected` and still lead to a legal set. */
  canAdd(selected: readonly string[], item: string): boolean {
    const want = countItems([...selected, item]);
    return this.sets.some((s) => contains(countItems(s.items), want));
  }

  /** The value of the legal set equal to `selected`, or null. */
  match(selected: readonly string[]): T | null {
    const have = countItems(selected);
    return this.sets.find((s) => sameCounts(countItems(s.items), have))?.value ?? null;
  }

  /** Every item that appears in some legal set, once each, in first-seen order. */
  items(): string[] {
    const out: string[] = [];
    for (const s of this.sets) for (const x of s.items) if (!out.includes(x)) out.push(x);
    return out;
  }

  /** The smallest and largest legal set sizes. */
  sizes(): [number, number] {
    const n = this.sets.map((s) => s.items.length);
    return [Math.min(...n), Math.max(...n)];
  }
}

// Guided choices: an action as a verb and a list of steps, each one value or a set of items.

export type Step = { type: "one"; value: string } | { type: "set"; items: string[] };

export interface Parsed {
  action: string;
  verb: string;
  steps: Step[];
}

/** What was picked so far for a verb: one value per finished step. */
export type Picks = (string | string[])[];

function stepMatches(step: Step | undefined, pick: string | string[]): boolean {
  if (!step) return false;
  if (step.type === "one") return typeof pick === "string" && step.value === pick;
  if (typeof pick === "string") return false;
  const a = [...step.items].sort();
  const b = [...pick].sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The actions of `verb` consistent with `picks`. */
export function candidates(parsed: readonly Parsed[], verb: string, picks: Picks): Parsed[] {
  return parsed.filter(
    (p) => p.verb === verb && picks.every((pick, i) => stepMatches(p.steps[i], pick)),
  );
}

export type StepOptions =
  | { type: "one"; values: string[] }
  | { type: "set"; choice: MultisetChoice<string> }
  | { type: "done"; action: string }
  | { type: "none" };

/** What the next step offers after `picks`, or the action they complete. */
export function nextStep(parsed: readonly Parsed[], verb: string, picks: Picks): StepOptions {
  const cands = candidates(parsed, verb, picks);
  if (cands.length === 0) return { type: "none" };
  const i = picks.length;
  const complete = cands.find((c) => c.steps.length === i);
  if (complete) return { type: "done", action: complete.action };
  const first = cands[0]!.steps[i]!;
  if (first.type === "one") {
    const values: string[] = [];
    for (const c of cands) {
      const s = c.steps[i];
      if (s?.type === "one" && !values.includes(s.value)) values.push(s.value);
    }
    return { type: "one", values };
  }
  return {
    type: "set",
    choice: new MultisetChoice(
      cands
        .filter((c) => c.steps[i]?.type === "set")
        .map((c) => ({ items: (c.steps[i] as { items: string[] }).items, value: c.action })),
    ),
  };
}
