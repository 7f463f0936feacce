// The tutorials' coach (src/tutorial/): which lesson a decision is, what it rings and which move
// it teaches, from the seat's view alone.
import { describe, expect, it } from "vitest";
import { coachStep, isLessonMove, type Advice, type Tutorial } from "../src/tutorial/coach";
import { bestReply, claimTutorial, replyWins } from "../src/tutorial/claim";
import { cheapestPlay, hideChoice, ikTutorial } from "../src/tutorial/ik";
import { goodAttack, highestSoldier, provincesTutorial } from "../src/tutorial/provinces";
import type { ClaimView } from "../src/games/claim/model";
import type { IkView } from "../src/games/ik/model";
import type { PrView } from "../src/games/provinces/model";
import { views } from "./fixtures";

type Coached = { observer: unknown; to_act: number | null; legal?: string[] };

function claim(parts: Partial<ClaimView>, hand: string[]): ClaimView {
  const seat = { hand_size: hand.length, follower_size: 0, prizes_won: [], score_pile: [] };
  return {
    observer: { seat: 0 },
    options: {},
    first_leader: 1,
    phase: 1,
    tricks_played: 0,
    to_act: 0,
    leader: 1,
    prize: "Gb9",
    lead: null,
    deck_size: 26,
    seats: [{ ...seat, hand, follower: [] }, seat],
    discard: [],
    tricks: [],
    ...parts,
  };
}

function step(tutorial: Tutorial<never>, view: unknown, done: string[] = []) {
  return coachStep(tutorial as unknown as Tutorial<Coached>, view as Coached, done, false);
}

function lesson(tutorial: Tutorial<never>, view: unknown, done: string[] = []): Advice {
  const s = step(tutorial, view, done);
  if (s.kind !== "lesson") throw new Error(`not a lesson: ${s.kind}`);
  return s.advice;
}

describe("the coach's steps", () => {
  const hand = ["Gb2", "Kn4", "Kn7", "Un3"];
  const follow = claim({ lead: "Kn5", legal: ["Kn4", "Kn7"] }, hand);

  it("teaches the first decision of a kind, once", () => {
    expect(lesson(claimTutorial as Tutorial<never>, follow).lesson).toBe("claim-follow");
    // Once learnt, the same kind of decision is the player's own; the next lesson may apply.
    const next = step(claimTutorial as Tutorial<never>, follow, ["claim-follow"]);
    expect(next.kind === "lesson" && next.advice.lesson).toBe("claim-prize-reply");
    expect(step(claimTutorial as Tutorial<never>, follow, ["claim-follow", "claim-prize"])).toEqual(
      { kind: "yours" },
    );
  });

  it("waits while another seat decides, and a pass-only window is not a decision", () => {
    const waiting = { ...follow, to_act: 1, legal: undefined };
    expect(step(claimTutorial as Tutorial<never>, waiting)).toEqual({ kind: "intro" });
    expect(step(claimTutorial as Tutorial<never>, waiting, ["claim-follow"])).toEqual({
      kind: "wait",
    });
    const passOnly = { observer: { seat: 0 }, to_act: 0, legal: ["pass"] };
    expect(step(ikTutorial as Tutorial<never>, passOnly, ["ik-first"])).toEqual({ kind: "wait" });
  });

  it("lets the player finish alone once every lesson is learnt, and says when it is over", () => {
    const all = claimTutorial.lessons.map((l) => l.id);
    expect(step(claimTutorial as Tutorial<never>, follow, all)).toEqual({ kind: "alone" });
    expect(
      coachStep(claimTutorial as unknown as Tutorial<Coached>, follow as Coached, [], true),
    ).toEqual({ kind: "over" });
  });

  it("holds a move that is not the lesson's, and lets any move through a lesson that names none", () => {
    const advice = lesson(claimTutorial as Tutorial<never>, follow);
    expect(isLessonMove(advice, "Kn7")).toBe(true);
    expect(isLessonMove(advice, "Kn4")).toBe(false);
    const phase2 = claim({ phase: 2, prize: null, legal: hand }, hand);
    const p2 = lesson(claimTutorial as Tutorial<never>, phase2, ["claim-follow", "claim-prize"]);
    expect(p2.lesson).toBe("claim-phase2");
    expect(isLessonMove(p2, "Un3")).toBe(true);
  });
});

describe("Claim", () => {
  it("knows who wins a trick: Knights beat a led Goblin, ties go to the leader", () => {
    expect(replyWins("Gb9", "Kn2")).toBe(true);
    expect(replyWins("Kn2", "Gb9")).toBe(false);
    expect(replyWins("Un5", "Un5")).toBe(false);
    expect(replyWins("Un5", "Dp6")).toBe(true);
    expect(replyWins("Un5", "Dw9")).toBe(false);
  });

  it("follows with the cheapest winner, or the cheapest card when none wins", () => {
    expect(bestReply("Kn5", ["Kn4", "Kn7", "Kn9"])).toEqual({ card: "Kn7", wins: true });
    expect(bestReply("Kn8", ["Kn4", "Kn7"])).toEqual({ card: "Kn4", wins: false });
  });

  it("rings the led card and the card to play; a lead teaches the prize", () => {
    const hand = ["Gb2", "Kn4", "Kn7", "Un3"];
    const follow = lesson(
      claimTutorial as Tutorial<never>,
      claim({ lead: "Kn8", legal: ["Kn4", "Kn7"] }, hand),
    );
    expect(follow.lesson).toBe("claim-follow-lose");
    expect(follow.targets).toEqual([
      ['[data-testid="trick"] [data-card="Kn8"]'],
      ['[data-testid="hand"] [data-card="Kn4"]'],
    ]);
    const lead = lesson(claimTutorial as Tutorial<never>, claim({ legal: hand }, hand), [
      "claim-follow",
    ]);
    expect(lead.lesson).toBe("claim-prize-lead");
    expect(lead.moves).toEqual(["Kn7"]);
    expect(lead.cards).toEqual({ prize: "Gb9", card: "Kn7" });
  });
});

describe("The Imposter Kings", () => {
  const ik = (parts: Partial<IkView>, hand: IkView["seats"][0]["hand"] = []) =>
    ({
      observer: { seat: 0 },
      to_act: 0,
      court: [],
      throne_value: 0,
      seats: [{ seat: 0, hand, successor: "Warlord" }, { seat: 1 }],
      legal: [],
      ...parts,
    }) as unknown as IkView;

  it("plays the cheapest card on the Throne but keeps the reaction cards", () => {
    expect(cheapestPlay(["play KingsHand", "play Soldier", "play Inquisitor", "flip"])).toBe(
      "Inquisitor",
    );
    expect(cheapestPlay(["play KingsHand", "flip"])).toBe("KingsHand");
    expect(cheapestPlay(["flip"])).toBeNull();
  });

  it("hides the strongest card as Successor and removes the weakest, never a reaction card", () => {
    expect(hideChoice(["Assassin", "Elder", "Zealot", "Warlord", "KingsHand", "Soldier"])).toEqual({
      successor: "Warlord",
      removed: "Elder",
    });
  });

  it("lets the bot start, keeps the deal, and rings each step of the hide choice in turn", () => {
    const first = lesson(ikTutorial as Tutorial<never>, ik({ legal: ["first A", "first B"] }));
    expect(first.moves).toEqual(["first B"]);
    expect(first.targets[0]![0]).toBe('[data-step-verb="first"] [data-action-part="B"]');
    const hand: IkView["seats"][0]["hand"] = ["Assassin", "Elder", "Soldier", "Warlord"];
    const hide = lesson(
      ikTutorial as Tutorial<never>,
      ik({ legal: ["hide Warlord Elder", "hide Elder Warlord"] }, hand),
      ["ik-first", "ik-keep"],
    );
    expect(hide.moves).toEqual(["hide Warlord Elder"]);
    expect(hide.targets).toEqual([
      [
        '[data-step-verb="hide"] [data-action-part="Warlord"]',
        '[data-step-verb="hide"] [data-action-part="Elder"]',
      ],
    ]);
  });

  it("teaches the reaction window before anything else, and the flip only when every play is dear", () => {
    const window = lesson(
      ikTutorial as Tutorial<never>,
      ik({ legal: ["pass", "kingshand"], ability: { card: "Soldier", player: 1 } }),
    );
    expect(window.lesson).toBe("ik-reaction-kingshand");
    expect(window.cards).toEqual({ card: "KingsHand", ability: "Soldier" });
    const learnt = ["ik-first", "ik-keep", "ik-hide", "ik-reaction", "ik-throne"];
    const cheap = ik({ court: [], legal: ["play Soldier", "play KingsHand", "flip"] });
    expect(step(ikTutorial as Tutorial<never>, cheap, learnt)).toEqual({ kind: "yours" });
    const dear = ik({ throne_value: 7, legal: ["play KingsHand", "flip"] });
    const flip = lesson(ikTutorial as Tutorial<never>, dear, learnt);
    expect(flip.lesson).toBe("ik-flip");
    expect(flip.moves).toEqual(["flip"]);
    expect(flip.cards).toEqual({ successor: "Warlord" });
  });
});

describe("Provinces", () => {
  const deck = { power_up: [{ level: 1, bonus: 1, count: 4, name: "Spear" }] };
  const pr = (legal: string[], armies: string[][] = [[], []], gold = 0) =>
    ({
      observer: { seat: 0 },
      to_act: 0,
      active: 0,
      phase: { phase: "main" },
      options: { players: 2, deck },
      seats: armies.map((army) => ({ army, treasury_total: gold, hand: [] })),
      legal,
    }) as unknown as PrView;

  it("banks the highest soldier first, and pays for the highest it can raise", () => {
    expect(highestSoldier(["end", "bank S1", "bank S3"], "bank")).toBe("S3");
    const bank = lesson(provincesTutorial as Tutorial<never>, pr(["end", "bank S1", "bank S3"]));
    expect(bank.lesson).toBe("pr-bank");
    expect(bank.moves).toEqual(["bank S3"]);
    const pay = lesson(
      provincesTutorial as Tutorial<never>,
      pr(["end", "bank S5", "activate S3"], [[], []], 3),
    );
    expect(pay.lesson).toBe("pr-pay");
    expect(pay.moves).toEqual(["activate S3"]);
    expect(pay.args).toEqual({ gold: 3, level: 3 });
  });

  it("attacks only with a unit that beats every unit of its target", () => {
    expect(goodAttack(pr(["attack S3 B"], [["S3"], ["S4"]]))).toBeNull();
    expect(goodAttack(pr(["attack S3/P1 B"], [["S3/P1"], ["S3"]]))).toEqual({
      action: "attack S3/P1 B",
      unit: "S3/P1",
      target: "B",
    });
    const gold = lesson(
      provincesTutorial as Tutorial<never>,
      pr(["end", "attack S3 B"], [["S3"], []]),
    );
    expect(gold.lesson).toBe("pr-attack-gold");
    expect(gold.cards).toEqual({ unit: "S3" });
  });

  it("plays a reaction in its window", () => {
    const view = {
      ...pr(["pass", "guard"]),
      phase: { phase: "window", window: "ability", actor: 1, card: "Scout", target: null },
    } as unknown as PrView;
    const guard = lesson(provincesTutorial as Tutorial<never>, view);
    expect(guard.lesson).toBe("pr-reaction-guard");
    expect(guard.moves).toEqual(["guard"]);
  });
});

describe("every lesson on the engine's real views", () => {
  const cases: [string, Tutorial<never>][] = [
    ["claim", claimTutorial as Tutorial<never>],
    ["ik2", ikTutorial as Tutorial<never>],
    ["pr2", provincesTutorial as Tutorial<never>],
  ];
  for (const [name, tutorial] of cases) {
    it(`${name}: a lesson's moves are legal and it rings something`, () => {
      let lessons = 0;
      for (const view of views<Coached>(name)) {
        for (const l of tutorial.lessons) {
          const advice = (l as unknown as { advise: (v: unknown) => Advice | null }).advise(view);
          if (!advice) continue;
          lessons++;
          for (const move of advice.moves) expect(view.legal).toContain(move);
          if (advice.moves.length) expect(advice.targets.length).toBeGreaterThan(0);
        }
      }
      expect(lessons).toBeGreaterThan(0);
    });
  }
});
