// What a change moves (src/motion/cues.ts): the beats TablePage queues for it, read from the
// views before and after; and the deal's timing (src/motion/deal.ts) fits its beat.
import { describe, expect, it } from "vitest";
import { DEAL_HOLD, SWEEP_HOLD, beatsFor, claimTrickDone, dealt } from "../src/motion/cues";
import { FLIGHT_MS, dealDelay } from "../src/motion/deal";
import { SWEEP_MS } from "../src/motion/sweep";
import { PACE } from "../src/lib/presentation-queue";
import { TONES } from "../src/motion/sound.svelte";

const claim = (over: Record<string, unknown>) => ({
  observer: { seat: 0 },
  phase: 1,
  lead: null as string | null,
  tricks_played: 0,
  to_act: 0,
  legal: ["Gb1"],
  ...over,
});

describe("beats", () => {
  it("a finished Claim trick is held complete, then swept, with the trick's sound", () => {
    const before = claim({ lead: "Kn3", tricks_played: 2, to_act: 1, legal: [] });
    const after = claim({ lead: null, tricks_played: 3, to_act: 1, legal: [] });
    expect(claimTrickDone(before, after)).toBe(true);
    const beats = beatsFor("claim", before, after);
    expect(beats.map((b) => b.hold)).toEqual([PACE.trickComplete, SWEEP_HOLD]);
    expect(beats.map((b) => b.cue.sweep)).toEqual([false, true]);
    expect(beats[0]!.cue.sounds).toEqual(["card"]);
    expect(beats[1]!.cue.sounds).toEqual(["trick"]);
    // The sweep fits its beat.
    expect(SWEEP_MS).toBeLessThanOrEqual(SWEEP_HOLD);
  });

  it("a trick won by the player who leads next ends with the turn's chime", () => {
    const before = claim({ lead: "Kn3", tricks_played: 2, to_act: 0, legal: ["Kn5"] });
    const after = claim({ lead: null, tricks_played: 3, to_act: 0, legal: ["Gb1"] });
    // Our own reply finished it: it was our turn before, so no new chime.
    expect(beatsFor("claim", before, after)[1]!.cue.sounds).toEqual(["trick"]);
    const theirs = claim({ lead: "Kn3", tricks_played: 2, to_act: 1, legal: [] });
    expect(beatsFor("claim", theirs, after)[1]!.cue.sounds).toEqual(["trick", "turn"]);
  });

  it("a lead is one beat of a move, and no sweep", () => {
    const before = claim({ lead: null, tricks_played: 3 });
    const after = claim({ lead: "Gb1", tricks_played: 3, to_act: 1, legal: [] });
    expect(claimTrickDone(before, after)).toBe(false);
    const beats = beatsFor("claim", before, after);
    expect(beats).toHaveLength(1);
    expect(beats[0]!.hold).toBe(PACE.move);
    expect(beats[0]!.cue.sweep).toBe(false);
  });

  it("a snapshot's view of a finished trick is not taken for a new one", () => {
    const done = claim({ lead: null, tricks_played: 3 });
    expect(claimTrickDone(done, done)).toBe(false);
  });

  it("the start, Claim's phase 2 and a new Imposter Kings round or deal are dealt", () => {
    expect(dealt("claim", null, claim({}), true)).toBe(true);
    expect(dealt("claim", null, claim({}), false)).toBe(false);
    expect(dealt("claim", claim({ phase: 1 }), claim({ phase: 2 }), false)).toBe(true);
    expect(dealt("claim", claim({ phase: 2 }), claim({ phase: 2 }), false)).toBe(false);
    const ik = (round: number, restarts: number) => ({ round, restarts_this_round: restarts });
    expect(dealt("imposter-kings", ik(1, 0), ik(2, 0), false)).toBe(true);
    expect(dealt("imposter-kings", ik(1, 0), ik(1, 1), false)).toBe(true);
    expect(dealt("imposter-kings", ik(1, 1), ik(1, 1), false)).toBe(false);
    const beats = beatsFor("imposter-kings", ik(1, 0), ik(2, 0));
    expect(beats).toEqual([
      { hold: DEAL_HOLD, cue: { deal: true, sweep: false, sounds: ["card"] } },
    ]);
  });

  it("the first view makes no sound; the turn coming to us chimes", () => {
    expect(beatsFor("provinces", null, { to_act: 1 })[0]!.cue.sounds).toEqual([]);
    const mine = { observer: { seat: 0 }, to_act: 0, legal: ["bank S1"] };
    const theirs = { observer: { seat: 0 }, to_act: 1, legal: [] };
    expect(beatsFor("provinces", theirs, mine)[0]!.cue.sounds).toEqual(["card", "turn"]);
    expect(beatsFor("provinces", mine, mine)[0]!.cue.sounds).toEqual(["card"]);
  });
});

describe("deal", () => {
  it("every card lands within 400 ms of the cue, inside the deal's beat", () => {
    for (const n of [1, 2, 7, 13, 26]) {
      const last = dealDelay(n - 1, n) + FLIGHT_MS;
      expect(last).toBeLessThanOrEqual(400);
      expect(last).toBeLessThanOrEqual(DEAL_HOLD);
      // In order: each card after the one before.
      for (let i = 1; i < n; i++) expect(dealDelay(i, n)).toBeGreaterThan(dealDelay(i - 1, n));
    }
  });
});

describe("sound", () => {
  it("every tone is short and in the audible middle", () => {
    for (const notes of Object.values(TONES)) {
      const end = Math.max(...notes.map((n) => n.at + n.len));
      expect(end).toBeLessThanOrEqual(0.4);
      for (const n of notes) expect(n.f).toBeGreaterThan(200);
    }
  });
});
