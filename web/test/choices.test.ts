import { describe, expect, it } from "vitest";
import { MultisetChoice, nextStep, type Parsed, type Picks } from "../src/lib/choices";
import { parseIk } from "../src/games/ik/text";
import { parseProvinces } from "../src/games/provinces/log";
import type { IkView } from "../src/games/ik/model";
import type { PrView } from "../src/games/provinces/model";
import { views } from "./fixtures";

/** Every action a player can reach by clicking through the guided choices. */
function reachable(parsed: Parsed[]): Set<string> {
  const out = new Set<string>();
  const walk = (verb: string, picks: Picks) => {
    const s = nextStep(parsed, verb, picks);
    if (s.type === "done") out.add(s.action);
    else if (s.type === "one") for (const v of s.values) walk(verb, [...picks, v]);
    else if (s.type === "set") {
      // Each legal set, built by adding its items one at a time as the buttons allow.
      for (const set of s.choice.sets) {
        const chosen: string[] = [];
        for (const item of set.items) {
          expect(s.choice.canAdd(chosen, item)).toBe(true);
          chosen.push(item);
        }
        const action = s.choice.match(chosen);
        expect(action).not.toBeNull();
        out.add(action!);
      }
    }
  };
  for (const verb of new Set(parsed.map((p) => p.verb))) walk(verb, []);
  return out;
}

describe("guided choices", () => {
  it("reach exactly the legal actions of every Imposter Kings decision", () => {
    let n = 0;
    for (const name of ["ik2", "ik3", "ik4"]) {
      for (const v of views<IkView>(name)) {
        if (!v.legal.length) continue;
        expect([...reachable(v.legal.map(parseIk))].sort()).toEqual([...v.legal].sort());
        n++;
      }
    }
    expect(n).toBeGreaterThan(80);
  });

  it("reach exactly the legal actions of every Provinces decision", () => {
    let n = 0;
    for (const name of ["pr2", "pr3", "pr4"]) {
      for (const v of views<PrView>(name)) {
        const legal = v.legal ?? [];
        if (!legal.length) continue;
        expect([...reachable(legal.map(parseProvinces))].sort()).toEqual([...legal].sort());
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  it("lets a set grow only towards a legal set", () => {
    const c = new MultisetChoice([
      { items: ["5", "2"], value: "cover 5+2" },
      { items: ["4", "4"], value: "cover 4+4" },
    ]);
    expect(c.canAdd([], "4")).toBe(true);
    expect(c.canAdd(["4"], "4")).toBe(true);
    expect(c.canAdd(["4"], "2")).toBe(false);
    expect(c.canAdd(["4", "4"], "4")).toBe(false);
    expect(c.match(["2", "5"])).toBe("cover 5+2");
    expect(c.match(["5"])).toBeNull();
    expect(c.sizes()).toEqual([2, 2]);
  });

  it("accepts the empty set when it is legal (offer no card)", () => {
    const parsed = ["offer", "offer Fool", "offer Fool Queen"].map(parseIk);
    const s = nextStep(parsed, "offer", []);
    expect(s.type).toBe("set");
    if (s.type === "set") {
      expect(s.choice.match([])).toBe("offer");
      expect(s.choice.match(["Queen", "Fool"])).toBe("offer Fool Queen");
    }
  });

  it("asks a two-step choice one step at a time", () => {
    const parsed = ["guess B Fool", "guess B Queen", "guess C Fool"].map(parseIk);
    const first = nextStep(parsed, "guess", []);
    expect(first).toEqual({ type: "one", values: ["B", "C"] });
    expect(nextStep(parsed, "guess", ["C"])).toEqual({ type: "one", values: ["Fool"] });
    expect(nextStep(parsed, "guess", ["C", "Fool"])).toEqual({
      type: "done",
      action: "guess C Fool",
    });
  });
});
