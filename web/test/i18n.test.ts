import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { FluentParser } from "@fluent/syntax";
import { describe, expect, it } from "vitest";
import {
  buildBundle,
  format,
  messageIds,
  preferredLocale,
  type Sources,
} from "../src/lib/i18n-core";
import { IK_CARDS, actionMsg, decidingMsg, logMsg, type IkView } from "../src/games/ik/model";
import { FACTIONS } from "../src/games/claim/model";
import { parseProvinces } from "../src/games/provinces/log";
import type { PrView } from "../src/games/provinces/model";
import { views } from "./fixtures";

const root = new URL("../../i18n/", import.meta.url).pathname;
const sources: Sources = {};
for (const lang of readdirSync(root)) {
  for (const file of readdirSync(join(root, lang))) {
    sources[`../../../i18n/${lang}/${file}`] = readFileSync(join(root, lang, file), "utf8");
  }
}
const en = messageIds("en", sources);
const nl = messageIds("nl", sources);
const enBundle = buildBundle("en", sources);

function srcFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? srcFiles(join(dir, d.name))
      : /\.(ts|svelte)$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );
}

describe("Fluent files", () => {
  it("parse without junk in both languages", () => {
    const parser = new FluentParser();
    for (const [path, text] of Object.entries(sources)) {
      const junk = parser.parse(text).body.filter((e) => e.type === "Junk");
      expect(junk.map((j) => `${path}: ${(j as { content: string }).content}`)).toEqual([]);
    }
    expect(enBundle.errors).toEqual([]);
    expect(buildBundle("nl", sources).errors).toEqual([]);
  });

  it("have the same keys in English and Dutch", () => {
    expect([...en].filter((k) => !nl.has(k))).toEqual([]);
    expect([...nl].filter((k) => !en.has(k))).toEqual([]);
    expect(en.size).toBeGreaterThan(300);
  });

  it("have every literal message id the client uses", () => {
    const used = new Set<string>();
    for (const f of srcFiles(new URL("../src", import.meta.url).pathname)) {
      for (const m of readFileSync(f, "utf8").matchAll(/\bt\("([a-z0-9-]+)"/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((id) => !en.has(id))).toEqual([]);
  });

  it("have the ids built from game data: factions, cards, games, error codes", () => {
    const want = [
      ...FACTIONS.flatMap((f) => [`claim-faction-${f}`, `claim-faction-${f}-power`]),
      ...IK_CARDS.flatMap((c) => [`ik-card-${c.toLowerCase()}`, `ik-card-${c.toLowerCase()}-text`]),
      ...["claim", "imposter-kings", "provinces"].flatMap((g) => [
        `game-${g}`,
        `game-${g}-blurb`,
        `rules-${g}-1-title`,
        `rules-${g}-1-body`,
      ]),
      ...["guard", "monk", "reaper", "scout", "tax", "province", "soldier", "power"].flatMap(
        (k) => [`pr-card-${k}`, `pr-card-${k}-text`],
      ),
    ];
    // The codes the server can send, from its generated wire types.
    const types = readFileSync(
      new URL("../src/generated/ErrorCode.ts", import.meta.url),
      "utf8",
    ).replace(/\/\*\*[\s\S]*?\*\//g, "");
    const codes = /export type ErrorCode =([^;]+);/
      .exec(types)![1]!
      .match(/"([a-z_]+)"/g)!
      .map((s) => s.slice(1, -1));
    expect(codes.length).toBeGreaterThan(15);
    want.push(...codes.map((c) => `error-${c}`));
    expect(want.filter((id) => !en.has(id))).toEqual([]);
  });

  it("name every verb, step and prompt of The Imposter Kings met in real games", () => {
    const missing = new Set<string>();
    for (const name of ["ik2", "ik3", "ik4"]) {
      for (const v of views<IkView>(name)) {
        const d = decidingMsg(v.deciding);
        if (!en.has(d.msg.id) || d.msg.id === "ik-raw") missing.add(`deciding: ${v.deciding}`);
        for (const line of v.log) {
          const m = logMsg(line);
          if (m.id === "ik-raw" || !en.has(m.id)) missing.add(`log: ${line}`);
          if (m.action !== undefined && !en.has(actionMsg(m.action).id))
            missing.add(`act: ${m.action}`);
        }
        for (const a of v.legal) {
          const [verb, ...args] = a.split(" ");
          if (!en.has(`ik-verb-${verb}`)) missing.add(`ik-verb-${verb}`);
          if (!en.has(actionMsg(a).id)) missing.add(`ik-act-${verb}`);
          if (verb !== "reveal" && verb !== "offer" && verb !== "accept") {
            args.forEach(
              (_, i) => en.has(`ik-step-${verb}-${i}`) || missing.add(`ik-step-${verb}-${i}`),
            );
          } else if (!en.has(`ik-step-${verb}-0`)) missing.add(`ik-step-${verb}-0`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("name every verb and step of Provinces met in real games", () => {
    const missing = new Set<string>();
    for (const name of ["pr2", "pr3", "pr4"]) {
      for (const v of views<PrView>(name)) {
        for (const a of v.legal ?? []) {
          const p = parseProvinces(a);
          if (!en.has(`pr-verb-${p.verb}`)) missing.add(`pr-verb-${p.verb}`);
          p.steps.forEach(
            (_, i) => en.has(`pr-step-${p.verb}-${i}`) || missing.add(`pr-step-${p.verb}-${i}`),
          );
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("format plurals and leave no isolation marks", () => {
    expect(format(enBundle.bundle, "claim-hand-count", { n: 1 })).toBe("1 card in hand");
    expect(format(enBundle.bundle, "claim-hand-count", { n: 13 })).toBe("13 cards in hand");
    expect(format(buildBundle("nl", sources).bundle, "claim-faction-undead")).toBe("Zombies");
    expect(format(enBundle.bundle, "no-such-id")).toBe("no-such-id");
    // A missing variable shows its name instead of throwing (it broke a 4-player page once).
    expect(format(enBundle.bundle, "ik-act-take", { who: "A", c0: "Fool" })).toBe("A takes Fool");
  });

  it("keep paragraphs in the rules bodies", () => {
    expect(format(enBundle.bundle, "rules-claim-3-body")).toMatch(/\n\s*\n/);
  });

  it("pick the browser's language among ours", () => {
    expect(preferredLocale(["nl-BE", "en"])).toBe("nl");
    expect(preferredLocale(["fr", "de"])).toBe("en");
    expect(preferredLocale(["fr", "en-GB"])).toBe("en");
  });
});
