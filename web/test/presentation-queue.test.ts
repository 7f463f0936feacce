// The presentation queue (src/lib/presentation-queue.ts): changes are shown one at a time, in
// order, each for its moment, whatever the pace at which they arrive. The timers are fakes
// driven by the test, so nothing here depends on the machine's speed.
import { describe, expect, it } from "vitest";
import { PresentationQueue } from "../src/lib/presentation-queue";

function harness(hold: (n: number) => number, maxBacklog?: number) {
  const shown: number[] = [];
  const timers: { f: () => void; ms: number; live: boolean }[] = [];
  const queue = new PresentationQueue<number>({
    show: (n) => shown.push(n),
    hold,
    maxBacklog,
    setTimer: (f, ms) => {
      const t = { f, ms, live: true };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      (h as { live: boolean }).live = false;
    },
  });
  /** Fires the pending timer, as if its time had passed; returns how long it was. */
  const elapse = () => {
    const t = timers.find((x) => x.live);
    if (!t) return null;
    t.live = false;
    t.f();
    return t.ms;
  };
  return { shown, queue, elapse, timers };
}

describe("the presentation queue", () => {
  it("shows a change at once when the table is idle", () => {
    const h = harness(() => 300);
    h.queue.push(1);
    expect(h.shown).toEqual([1]);
    expect(h.queue.idle).toBe(false);
    expect(h.elapse()).toBe(300);
    expect(h.queue.idle).toBe(true);
  });

  it("shows a fast bot's moves one by one, in order, each for its moment", () => {
    const h = harness(() => 300);
    for (const n of [1, 2, 3, 4]) h.queue.push(n);
    expect(h.shown).toEqual([1]);
    expect(h.queue.backlog).toBe(3);
    const waits: (number | null)[] = [];
    while (!h.queue.idle) waits.push(h.elapse());
    expect(h.shown).toEqual([1, 2, 3, 4]);
    expect(waits).toEqual([300, 300, 300, 300]);
  });

  it("holds a change as long as it asks (a complete trick longer than a move)", () => {
    const h = harness((n) => (n === 2 ? 1000 : 250));
    for (const n of [1, 2, 3]) h.queue.push(n);
    expect([h.elapse(), h.elapse(), h.elapse()]).toEqual([250, 1000, 250]);
    expect(h.shown).toEqual([1, 2, 3]);
  });

  it("shows everything at once with no hold", () => {
    const h = harness(() => 0);
    for (const n of [1, 2, 3]) h.queue.push(n);
    expect(h.shown).toEqual([1, 2, 3]);
    expect(h.timers).toHaveLength(0);
    expect(h.queue.idle).toBe(true);
  });

  it("catches up on request: the newest change now, the ones between dropped", () => {
    const h = harness(() => 300);
    for (const n of [1, 2, 3, 4]) h.queue.push(n);
    h.queue.skip();
    expect(h.shown).toEqual([1, 4]);
    expect(h.queue.backlog).toBe(0);
    h.elapse();
    expect(h.queue.idle).toBe(true);
    expect(h.shown).toEqual([1, 4]);
  });

  it("jumps to the newest when the backlog grows too long (a reconnect after a long absence)", () => {
    const h = harness(() => 300, 3);
    for (const n of [1, 2, 3, 4, 5]) h.queue.push(n);
    expect(h.shown).toEqual([1, 5]);
    expect(h.queue.backlog).toBe(0);
  });

  it("shows nothing more once disposed", () => {
    const h = harness(() => 300);
    for (const n of [1, 2]) h.queue.push(n);
    h.queue.dispose();
    expect(h.elapse()).toBeNull();
    expect(h.shown).toEqual([1]);
  });
});
