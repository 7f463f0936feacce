// The engine's real views (scripts/make-fixtures.mjs), for the unit tests.
import { readFileSync } from "node:fs";

export interface Fixture<V> {
  decisions: V[];
  finals: (V | { outcome: unknown })[];
}

export function fixture<V>(name: string): Fixture<V> {
  return JSON.parse(
    readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8"),
  ) as Fixture<V>;
}

export function views<V>(name: string): V[] {
  const f = fixture<V>(name);
  return [...f.decisions, ...(f.finals.filter((v) => !("outcome" in (v as object))) as V[])];
}
