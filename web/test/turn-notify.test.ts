import { describe, expect, it } from "vitest";
import { becameYourTurn, notifyState } from "../src/lib/turn-notify";

const table = (to_act: number | null, move_days: number | null = 1) => ({
  to_act,
  you: 0,
  status: "playing",
  settings: move_days === null ? {} : { move_days },
});

describe("your-turn notifications", () => {
  it("fire when a turn-based table's move passes to you", () => {
    expect(becameYourTurn(table(1), table(0))).toBe(true);
    expect(becameYourTurn(null, table(0))).toBe(true);
  });
  it("do not fire for a move that stays yours, another seat's turn, or real time", () => {
    expect(becameYourTurn(table(0), table(0))).toBe(false);
    expect(becameYourTurn(table(0), table(1))).toBe(false);
    expect(becameYourTurn(table(1, null), table(0, null))).toBe(false);
    expect(becameYourTurn(table(1), { ...table(0), status: "finished" })).toBe(false);
    expect(becameYourTurn(table(1), { ...table(0), you: null })).toBe(false);
  });
  it("say so where the browser has no Notification API", () => {
    expect(notifyState()).toBe("unsupported");
  });
});
