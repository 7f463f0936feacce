// The review panel's pure logic, on a real review: test/fixtures/review-claim.json is what
//   interregnum review test/fixtures/review-claim-replay.json --seat A --budget 300 --json
// printed (the server's `review` is the same JSON), for a Claim game between random bots.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  asReview,
  decisionAt,
  defaultSeat,
  graphPoints,
  neighbours,
  percent,
  points,
  reviewableSeats,
  stepOf,
  stepX,
  topActions,
  turningPoints,
  type DecisionReview,
  type Review,
} from "../src/lib/review";

const raw: unknown = JSON.parse(
  readFileSync(new URL("./fixtures/review-claim.json", import.meta.url), "utf8"),
);
const replay = JSON.parse(
  readFileSync(new URL("./fixtures/review-claim-replay.json", import.meta.url), "utf8"),
) as { actions: string[] };
const review = asReview(raw)!;

function decision(ply: number, swing: number | null, extra: Partial<DecisionReview> = {}) {
  return {
    ply,
    played: "a",
    best: "a",
    value: 0.5,
    played_value: 0.5,
    loss: 0,
    swing,
    mark: null,
    iterations: 10,
    actions: [{ action: "a", visits: 10, value: 0.5, low: 0.2, high: 0.8 }],
    ...extra,
  } satisfies DecisionReview;
}

describe("reading the server's review", () => {
  it("reads a real review whole", () => {
    expect(review).not.toBeNull();
    expect(review.game).toBe("claim");
    expect(review.seat).toBe(0);
    expect(review.decisions.length).toBe(review.summary.decisions);
    expect(review.decisions.length).toBeGreaterThan(10);
    const marked = review.decisions.filter((d) => d.mark !== null).length;
    expect(marked).toBe(review.summary.mistakes + review.summary.blunders);
  });

  it("refuses what is not a review, rather than showing half of one", () => {
    expect(asReview(null)).toBeNull();
    expect(asReview({ ...(raw as object), decisions: "many" })).toBeNull();
    const broken = structuredClone(raw) as { decisions: { mark: string }[] };
    broken.decisions[0]!.mark = "oops";
    expect(asReview(broken)).toBeNull();
    const noValue = structuredClone(raw) as { decisions: { actions: { value: unknown }[] }[] };
    noValue.decisions[1]!.actions[0]!.value = "high";
    expect(asReview(noValue)).toBeNull();
  });
});

describe("decisions and replay steps", () => {
  it("puts each decision at the step before its action, where its seat is to play", () => {
    // Step n shows the game after n actions: the decision's action is the record's action
    // number `ply`, so the replay's step `ply` is the position decided, and that action is
    // what the decision played.
    for (const d of review.decisions) {
      expect(stepOf(d)).toBe(d.ply);
      expect(replay.actions[d.ply]).toBe(d.played);
      expect(decisionAt(review, d.ply)).toBe(d);
    }
  });

  it("finds no decision at a step where the seat did not decide", () => {
    const plies = new Set(review.decisions.map((d) => d.ply));
    const other = replay.actions.findIndex((_, i) => !plies.has(i));
    expect(decisionAt(review, other)).toBeNull();
    expect(decisionAt(review, replay.actions.length)).toBeNull();
  });

  it("names the decisions before and after a step", () => {
    const [a, b, c] = review.decisions;
    expect(neighbours(review, 0)).toEqual({ prev: null, next: a!.ply });
    expect(neighbours(review, b!.ply)).toEqual({ prev: a!.ply, next: c!.ply });
    const last = review.decisions.at(-1)!;
    expect(neighbours(review, last.ply)).toEqual({
      prev: review.decisions.at(-2)!.ply,
      next: null,
    });
  });
});

describe("the decisions that mattered most", () => {
  it("are the summary's turning points, largest swing first", () => {
    const picked = turningPoints(review);
    expect(picked.map((d) => d.ply)).toEqual(review.summary.turning_points);
    const sizes = picked.map((d) => Math.abs(d.swing!));
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    const largest = Math.max(...review.decisions.map((d) => Math.abs(d.swing ?? 0)));
    expect(sizes[0]).toBe(largest);
  });

  it("are worked out by swing when the summary names none", () => {
    const r: Review = {
      ...review,
      decisions: [
        decision(1, 0.1),
        decision(3, -0.3),
        decision(5, 0.3),
        decision(7, null),
        decision(9, 0.05),
      ],
      summary: { ...review.summary, turning_points: [] },
    };
    // Equal swings: the earlier first; a decision without a swing is never one.
    expect(turningPoints(r).map((d) => d.ply)).toEqual([3, 5, 1]);
    expect(turningPoints(r, 2).map((d) => d.ply)).toEqual([3, 5]);
  });
});

describe("a decision's actions", () => {
  it("lists the most visited and marks the played and the best", () => {
    const d = review.decisions.find((x) => x.actions.length > 5 && x.played !== x.best)!;
    const rows = topActions(d);
    expect(rows.filter((r) => r.played).map((r) => r.action)).toEqual([d.played]);
    expect(rows.filter((r) => r.best).map((r) => r.action)).toEqual([d.best]);
    expect(rows.slice(0, 5).map((r) => r.action)).toEqual(
      d.actions.slice(0, 5).map((a) => a.action),
    );
  });

  it("adds the played action after the top ones when the search barely tried it", () => {
    const d = decision(4, 0, {
      played: "z",
      best: "a",
      actions: ["a", "b", "c", "z"].map((action, i) => ({
        action,
        visits: 40 - 10 * i,
        value: 0.6 - 0.1 * i,
        low: 0,
        high: 1,
      })),
    });
    expect(topActions(d, 2).map((r) => [r.action, r.played])).toEqual([
      ["a", false],
      ["b", false],
      ["z", true],
    ]);
  });
});

describe("the evaluation graph", () => {
  it("has one point per decision, evenly spaced, higher for a better chance", () => {
    const pts = graphPoints(review.decisions, 400, 100, 10);
    expect(pts.length).toBe(review.decisions.length);
    expect(pts[0]!.x).toBe(10);
    expect(pts.at(-1)!.x).toBeCloseTo(390);
    const gaps = pts.slice(1).map((p, i) => p.x - pts[i]!.x);
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0]!);
    for (const p of pts) {
      expect(p.y).toBeCloseTo(100 - percent(p.decision.value));
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(100);
    }
  });

  it("keeps a value outside 0..1 on the plot, and one decision in the middle", () => {
    const [p] = graphPoints([decision(2, null, { value: 1.7 })], 200, 50, 10);
    expect(p).toMatchObject({ x: 100, y: 0 });
  });

  it("places the replay's step on the point of its decision or between two", () => {
    const pts = graphPoints([decision(2, 0), decision(6, 0), decision(8, 0)], 220, 100, 10);
    expect(stepX(pts, 2)).toBe(10);
    expect(stepX(pts, 4)).toBeCloseTo(60);
    expect(stepX(pts, 8)).toBe(210);
    expect(stepX(pts, 1)).toBeNull();
    expect(stepX(pts, 9)).toBeNull();
  });
});

describe("numbers", () => {
  it("shows chances as whole percentages and differences as signed points", () => {
    expect(percent(0.5049)).toBe(50);
    expect(percent(-0.2)).toBe(0);
    expect(percent(Number.NaN)).toBe(0);
    expect(points(-0.2087)).toBe(-21);
    expect(points(0.004)).toBe(0);
  });
});

describe("who may review which seat", () => {
  it("lets anyone review any seat of a public table, starting with their own", () => {
    expect(reviewableSeats({ public: true, you: null, seats: 3 })).toEqual([0, 1, 2]);
    expect(defaultSeat({ public: true, you: null, seats: 3 })).toBe(0);
    expect(defaultSeat({ public: true, you: 2, seats: 3 })).toBe(2);
  });

  it("lets a private table's players review only themselves, and spectators nobody", () => {
    expect(reviewableSeats({ public: false, you: 1, seats: 2 })).toEqual([1]);
    expect(defaultSeat({ public: false, you: 1, seats: 2 })).toBe(1);
    expect(reviewableSeats({ public: false, you: null, seats: 2 })).toEqual([]);
    expect(defaultSeat({ public: false, you: null, seats: 2 })).toBeNull();
  });
});
