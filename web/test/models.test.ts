import { describe, expect, it } from "vitest";
import {
  factionLeaders,
  isOver,
  parseCard,
  type ClaimOutcomeDetail,
  type ClaimView,
} from "../src/games/claim/model";
import { checkDeck, defaultDeck, deckSize, toToml } from "../src/games/provinces/deck";
import { diffLog } from "../src/games/provinces/log";
import { parseGold, parseUnit, type PrView } from "../src/games/provinces/model";
import { decidingMsg, logMsg } from "../src/games/ik/model";
import { fixture, views } from "./fixtures";

describe("Claim", () => {
  it("reads cards", () => {
    expect(parseCard("Dp9")).toEqual({ code: "Dp9", faction: "doppelgangers", value: 9 });
    expect(parseCard("Kn1x")).toBeNull();
  });

  it("computes the faction votes the engine gives at the end (rule 9)", () => {
    for (const seed of ["claim"]) {
      const f = fixture<ClaimView>(seed);
      const last = f.finals[0] as ClaimView;
      const outcome = (
        f.finals.find((x) => "outcome" in (x as object)) as {
          outcome: { detail: ClaimOutcomeDetail };
        }
      ).outcome;
      expect(isOver(last)).toBe(true);
      const mine = factionLeaders(last);
      expect(mine.map((m) => m.leader)).toEqual(outcome.detail.factions.map((f) => f.winner));
      expect(mine.map((m) => m.counts)).toEqual(outcome.detail.factions.map((f) => f.counts));
    }
  });

  it("shows no hand but the observer's", () => {
    for (const v of views<ClaimView>("claim")) {
      const me = typeof v.observer === "object" ? v.observer.seat : null;
      v.seats.forEach((s, i) => expect(s.hand !== undefined).toBe(i === me));
    }
  });
});

describe("Provinces", () => {
  it("reads units and gold", () => {
    expect(parseUnit("S4*+S3/P1/P2")).toEqual({
      text: "S4*+S3/P1/P2",
      soldiers: [
        { level: 4, attacked: true },
        { level: 3, attacked: false },
      ],
      powerUps: [1, 2],
    });
    expect(parseUnit("S4+S3+S2")).toBeNull();
    expect(parseGold("5+2")).toEqual([5, 2]);
    expect(parseGold("0")).toEqual([]);
  });

  it("knows the engine's built-in deck", () => {
    const v = views<PrView>("pr2")[0]!;
    expect(defaultDeck()).toEqual(v.options.deck);
    expect(deckSize(defaultDeck())).toBe(72);
    expect(checkDeck(defaultDeck())).toEqual([]);
  });

  it("names each bad key of a deck", () => {
    const d = defaultDeck();
    d.rules.hand_limit = -1;
    d.rules.max_soldiers_per_unit = 3;
    d.soldier[1]!.level = 1;
    d.rules.provinces_to_win["2"] = 13;
    d.cards.scout.draw = 0;
    expect(
      checkDeck(d)
        .map((p) => p.key)
        .sort(),
    ).toEqual(
      [
        "cards.scout.draw",
        "rules.hand_limit",
        "rules.max_soldiers_per_unit",
        "rules.provinces_to_win.2",
        "soldier.1.level",
      ].sort(),
    );
  });

  it("writes a TOML deck file with every key", () => {
    const text = toToml(defaultDeck());
    for (const key of [
      "players_supported = [2, 3, 4]",
      'provinces_to_win = { "2" = 5, "3" = 4, "4" = 3 }',
      'rank = "Prince"',
      "scout = { count = 4, draw = 2 }",
      "province = 12",
    ]) {
      expect(text).toContain(key);
    }
  });

  it("logs what changed between two views", () => {
    const vs = views<PrView>("pr3");
    let entries = 0;
    for (let i = 1; i < vs.length; i++) entries += diffLog(vs[i - 1]!, vs[i]!).length;
    expect(entries).toBeGreaterThan(10);
    const a = vs[0]!;
    const b: PrView = JSON.parse(JSON.stringify(a));
    b.seats[1]!.field += 1;
    b.phase = {
      phase: "window",
      window: "attack",
      attacker: 0,
      unit: "S6",
      target: 1,
      amount: 6,
      offered: 0,
    };
    expect(diffLog(a, b).map((e) => e.id)).toEqual(["pr-log-attack", "pr-log-field-gain"]);
  });
});

describe("The Imposter Kings", () => {
  it("reads the engine's prompts and log lines", () => {
    expect(decidingMsg("B: reveal 2 card(s) from hand")).toEqual({
      who: 1,
      msg: { id: "ik-decide-reveal", args: { n: 2 } },
    });
    expect(decidingMsg("A: react to the Queen with King's Hand, or pass").msg).toEqual({
      id: "ik-decide-kingshand",
      cards: { card: "Queen" },
    });
    expect(logMsg("C gives Fool to A and gets Queen")).toEqual({
      id: "ik-log-exchanged",
      seats: { who: 2, other: 0 },
      cards: { gave: "Fool", got: "Queen" },
    });
    expect(logMsg("A: play KingsHand")).toEqual({
      id: "ik-log-did",
      seats: { who: 0 },
      action: "play KingsHand",
    });
    expect(logMsg("Condemned a 4: A, C").seats).toEqual({ s0: 0, s1: 2 });
  });
});
