// What a newcomer met at the tables (issue 21): the text each fix depends on.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildBundle, format, type Sources } from "../src/lib/i18n-core";
import { rulesBlocks } from "../src/lib/rules-text";
import { placeTip } from "../src/lib/tip";
import { matchResult, playOrder, type IkView } from "../src/games/ik/model";
import { diffLog } from "../src/games/provinces/log";
import type { PrView } from "../src/games/provinces/model";
import { logText } from "../src/games/provinces/text";
import { fixture, views } from "./fixtures";

const root = new URL("../../i18n/", import.meta.url).pathname;
const sources: Sources = {};
for (const lang of readdirSync(root)) {
  for (const file of readdirSync(join(root, lang))) {
    sources[`../../../i18n/${lang}/${file}`] = readFileSync(join(root, lang, file), "utf8");
  }
}
const bundles = { en: buildBundle("en", sources).bundle, nl: buildBundle("nl", sources).bundle };

function finalIk(name: string): IkView {
  const finals = fixture<IkView>(name).finals.filter((v) => !("outcome" in (v as object)));
  return finals[0] as IkView;
}

describe("The Imposter Kings' end says who won and by how much", () => {
  it("names the winner alone at the top at 2 and 3 players", () => {
    for (const name of ["ik2", "ik3"]) {
      const view = finalIk(name);
      const r = matchResult(view)!;
      expect(r.winners).toHaveLength(1);
      const w = r.winners[0]!;
      expect(view.scores[w]).toBeGreaterThanOrEqual(view.points_to_win);
      expect(r.score).toBe(view.scores[w]);
      expect(r.runnerUp).toBe(Math.max(...view.scores.filter((_, s) => s !== w)));
      expect(r.runnerUp).toBeLessThan(r.score);
    }
  });

  it("names both partners of the winning team at 4 players", () => {
    const r = matchResult(finalIk("ik4"))!;
    expect(r.winners).toHaveLength(2);
    expect(r.winners[1]! - r.winners[0]!).toBe(2);
  });

  it("is silent while the match goes on", () => {
    expect(matchResult(fixture<IkView>("ik2").decisions[0]!)).toBeNull();
  });

  it("says it in both languages", () => {
    for (const b of Object.values(bundles)) {
      const text = format(b, "ik-result-winner", { name: "Ann", score: 7, other: 4 });
      expect(text).toContain("Ann");
      expect(text).toContain("7");
      expect(text).toContain("4");
    }
  });
});

describe("The Imposter Kings' direction", () => {
  it("lists only the seats at the table", () => {
    expect(playOrder(3, "Cw")).toBe("A → B → C");
    expect(playOrder(3, "Ccw")).toBe("C → B → A");
    expect(playOrder(4, "Cw", (s) => `P${s}`)).toBe("P0 → P1 → P2 → P3");
    for (const b of Object.values(bundles)) {
      for (const dir of ["cw", "ccw"]) {
        const text = format(b, `ik-dir-${dir}`, { order: playOrder(3, "Cw") });
        expect(text).not.toContain("D");
      }
    }
  });
});

describe("The restart rule (§3.1 step 5) where the choice is made", () => {
  it("says the first restart is free and a later one costs 2 points, in both languages", () => {
    for (const [lang, b] of Object.entries(bundles)) {
      const free = format(b, "ik-decide-restart");
      const paid = format(b, "ik-decide-restart-paid");
      expect(free, lang).toMatch(lang === "en" ? /free/ : /gratis/);
      expect(free, lang).not.toMatch(/2/);
      expect(paid, lang).toMatch(/2/);
    }
  });
});

describe("The rules pages", () => {
  it("keep a list that follows its introducing sentence a list", () => {
    expect(rulesBlocks("Cards, 0 to 9:\n- Goblins: 14\n- Knights: 8\nThat is all.")).toEqual([
      { kind: "p", text: "Cards, 0 to 9:" },
      { kind: "ul", items: ["Goblins: 14", "Knights: 8"] },
      { kind: "p", text: "That is all." },
    ]);
    expect(rulesBlocks("One\ntwo.\n\nThree.")).toEqual([
      { kind: "p", text: "One two." },
      { kind: "p", text: "Three." },
    ]);
  });

  it("render Claim's cards and Provinces' actions as lists in both languages", () => {
    for (const [lang, b] of Object.entries(bundles)) {
      for (const [id, items] of [
        ["rules-claim-2-body", 5],
        ["rules-provinces-2-body", 6],
      ] as const) {
        const lists = rulesBlocks(format(b, id)).filter((x) => x.kind === "ul");
        expect(
          lists.map((l) => l.items.length),
          `${lang} ${id}`,
        ).toEqual([items]);
      }
    }
  });
});

describe("Card tooltips", () => {
  const view = { width: 390, height: 844 };
  const size = { width: 200, height: 60 };
  const card = { left: 100, top: 700, right: 160, bottom: 784 };

  it("go above the card when nothing is there", () => {
    expect(placeTip(card, size, view, [])).toEqual({ left: 30, top: 632 });
  });

  it("never cover the question when another place is free", () => {
    const question = { left: 0, top: 560, right: 390, bottom: 690 };
    const at = placeTip(card, size, view, [question]);
    const box = { ...at, right: at.left + size.width, bottom: at.top + size.height };
    const covers =
      box.left < question.right &&
      box.right > question.left &&
      box.top < question.bottom &&
      box.bottom > question.top;
    expect(covers).toBe(false);
  });
});

describe("Provinces' log", () => {
  function sentences(name: string): string[][] {
    const vs = views<PrView>(name);
    const out: string[][] = [];
    for (let i = 1; i < vs.length; i++) {
      const deck = vs[i]!.options.deck;
      out.push(diffLog(vs[i - 1]!, vs[i]!).map((e) => logText(e, deck, (s) => `Seat${s}`)));
    }
    return out;
  }

  it("reads as sentences, without the engine's notation, at 2, 3 and 4 players", () => {
    for (const name of ["pr2", "pr3", "pr4"]) {
      const all = sentences(name).flat();
      expect(all.length, name).toBeGreaterThan(10);
      for (const line of all) {
        expect(line, name).not.toMatch(/\b[SP]\d\b|\*|\//);
        expect(line, name).toMatch(/[.!]$/);
      }
    }
  });

  it("tells each change once", () => {
    for (const name of ["pr2", "pr3", "pr4"]) {
      for (const lines of sentences(name)) expect(lines, name).toEqual([...new Set(lines)]);
    }
  });

  it("tells whose turn it is after the moves that ended the turn before", () => {
    for (const name of ["pr2", "pr3", "pr4"]) {
      for (const lines of sentences(name)) {
        const turn = lines.findIndex((l) => l.startsWith("Round "));
        if (turn >= 0)
          expect(
            lines.slice(turn + 1).every((l) => /over/.test(l)),
            name,
          ).toBe(true);
      }
    }
  });

  it("tells an attack once while its reaction window goes from seat to seat", () => {
    const vs = views<PrView>("pr3");
    const a = vs[0]!;
    const window = (offered: number): PrView => ({
      ...a,
      phase: {
        phase: "window",
        window: "attack",
        attacker: 0,
        unit: "S6*",
        target: 1,
        amount: 6,
        offered,
      },
    });
    const block: PrView = {
      ...a,
      phase: { phase: "block", attacker: 0, unit: "S6*", target: 1, amount: 6 },
    };
    expect(diffLog(a, window(1)).map((e) => e.id)).toEqual(["pr-log-attack"]);
    expect(diffLog(window(1), window(2))).toEqual([]);
    expect(diffLog(window(2), block)).toEqual([]);
  });

  it("says what happened to an army: attached, combined, split, joined, died", () => {
    const a = views<PrView>("pr2")[0]!;
    const army = (units: string[]): PrView => ({
      ...a,
      seats: a.seats.map((s, i) => (i === 0 ? { ...s, army: units } : s)),
    });
    const ids = (x: string[], y: string[]) => diffLog(army(x), army(y)).map((e) => e.id);
    expect(ids(["S3"], ["S3/P1"])).toEqual(["pr-log-attach"]);
    expect(ids(["S3", "S2"], ["S3+S2"])).toEqual(["pr-log-combine"]);
    expect(ids(["S3+S2"], ["S3", "S2"])).toEqual(["pr-log-split"]);
    expect(ids(["S3"], ["S3", "S4"])).toEqual(["pr-log-joins"]);
    expect(ids(["S3", "S4"], ["S4"])).toEqual(["pr-log-dies"]);
    expect(ids(["S3"], ["S3*"])).toEqual([]);
  });
});

describe("Smaller words", () => {
  it("count one card as one card, in both languages", () => {
    expect(format(bundles.en, "ik-eliminated", { n: 1 })).toBe(
      "out of the round (1 card set aside)",
    );
    expect(format(bundles.nl, "ik-eliminated", { n: 1 })).toBe("uit de ronde (1 kaart opzij)");
  });

  it("name the Dutch soldiers and power-ups of the built-in deck in Dutch", () => {
    for (const [word, dutch] of [
      ["peasant", "Boer"],
      ["knight", "Ridder"],
      ["warhorse", "Strijdros"],
    ])
      expect(format(bundles.nl, `pr-deck-word-${word}`)).toBe(dutch);
  });
});
