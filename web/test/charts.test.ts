import { describe, expect, it } from "vitest";
import { histogramColumns, ratingPlot, shareBars, ticks } from "../src/lib/charts";

describe("share bars", () => {
  it("put the bar at the rate and the whisker at the interval, on a 0-100% axis", () => {
    const [a, b] = shareBars(
      [
        { label: "A", share: { rate: 0.25, low: 0.1, high: 0.45 } },
        { label: "B", share: { rate: 0.5, low: 0.404, high: 0.596 } },
      ],
      200,
      30,
    );
    expect(a).toEqual({
      label: "A",
      percent: 25,
      lowPercent: 10,
      highPercent: 45,
      y: 0,
      width: 50,
      low: 20,
      high: 90,
    });
    expect(b!.y).toBe(30);
    expect([b!.percent, b!.lowPercent, b!.highPercent]).toEqual([50, 40, 60]);
  });

  it("clamp what a bad report could hold, and keep the rate inside its interval", () => {
    const [bar] = shareBars([{ label: "x", share: { rate: 1.5, low: -1, high: NaN } }], 100, 10);
    expect([bar!.width, bar!.low, bar!.high]).toEqual([100, 0, 100]);
    const [inside] = shareBars(
      [{ label: "y", share: { rate: 0.3, low: 0.5, high: 0.2 } }],
      100,
      10,
    );
    expect(inside!.low).toBeLessThanOrEqual(inside!.width);
    expect(inside!.high).toBeGreaterThanOrEqual(inside!.width);
  });
});

describe("histogram columns", () => {
  it("span the counted values only, the tallest filling the height", () => {
    const cols = histogramColumns([0, 0, 0, 2, 5, 0, 1, 0], 100, 50);
    expect(cols.map((c) => [c.value, c.count])).toEqual([
      [3, 2],
      [4, 5],
      [5, 0],
      [6, 1],
    ]);
    expect(cols[1]!.height).toBe(50);
    expect(cols[1]!.y).toBe(0);
    expect(cols[0]!.height).toBe(20);
    expect(cols[2]!.height).toBe(0);
    // Side by side, inside the plot.
    for (const c of cols) {
      expect(c.x).toBeGreaterThanOrEqual(0);
      expect(c.x + c.width).toBeLessThanOrEqual(100);
    }
    expect(cols[1]!.x).toBeGreaterThan(cols[0]!.x);
  });

  it("are empty when nothing was counted", () => {
    expect(histogramColumns([], 100, 50)).toEqual([]);
    expect(histogramColumns([0, 0], 100, 50)).toEqual([]);
  });
});

describe("ticks", () => {
  it("are round numbers from 0 past the maximum", () => {
    expect(ticks(10)).toEqual([0, 5, 10]);
    expect(ticks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(100)).toEqual([0, 50, 100]);
    expect(ticks(1)).toEqual([0, 0.5, 1]);
    expect(ticks(0)).toEqual([0]);
    expect(ticks(1, 4, true)).toEqual([0, 1]);
    expect(ticks(3, 4, true)).toEqual([0, 1, 2, 3]);
  });
});

describe("rating plot", () => {
  it("spreads the games across and puts each rating at its height on a round axis", () => {
    const plot = ratingPlot([1500, 1662.3, 1580], 200, 100);
    expect(plot.points.map((p) => p.x)).toEqual([0, 100, 200]);
    const first = plot.axis[0]!;
    const last = plot.axis.at(-1)!;
    expect(first.value).toBeLessThanOrEqual(1500);
    expect(last.value).toBeGreaterThanOrEqual(1662.3);
    expect(first.y).toBe(100);
    expect(last.y).toBe(0);
    const span = last.value - first.value;
    for (const p of plot.points) {
      expect(p.y).toBeCloseTo(100 - ((p.rating - first.value) / span) * 100, 9);
    }
    // The highest rating is the highest point (smallest y).
    expect(Math.min(...plot.points.map((p) => p.y))).toBe(plot.points[1]!.y);
  });

  it("keeps one game's change from filling the chart, and a single game in the middle", () => {
    const plot = ratingPlot([1500], 300, 100);
    expect(plot.points).toEqual([{ x: 150, y: plot.points[0]!.y, rating: 1500 }]);
    const span = plot.axis.at(-1)!.value - plot.axis[0]!.value;
    expect(span).toBeGreaterThanOrEqual(100);
    expect(plot.points[0]!.y).toBeGreaterThan(0);
    expect(plot.points[0]!.y).toBeLessThan(100);
  });

  it("leaves out what is not a number, and draws nothing without ratings", () => {
    expect(ratingPlot([], 100, 100)).toEqual({ points: [], axis: [] });
    expect(ratingPlot([NaN, Infinity], 100, 100)).toEqual({ points: [], axis: [] });
    expect(ratingPlot([1400, NaN, 1450], 100, 100).points).toHaveLength(2);
  });
});
