import { describe, expect, it } from "vitest";
import { openHands } from "../src/lib/replay";

describe("all hands open", () => {
  it("shows every seat as it saw itself, and the rest as the spectator saw it", () => {
    const spectator = {
      prize: "Kn6",
      seats: [
        { hand_size: 2, score_pile: ["Gb1"] },
        { hand_size: 1, score_pile: [] },
      ],
    };
    const a = {
      prize: "Kn6",
      observer: { seat: 0 },
      seats: [{ hand_size: 2, hand: ["Dw3", "Un1"], score_pile: ["Gb1"] }, spectator.seats[1]],
    };
    const b = {
      prize: "Kn6",
      observer: { seat: 1 },
      legal: ["Kn2"],
      seats: [spectator.seats[0], { hand_size: 1, hand: ["Kn2"], score_pile: [] }],
    };
    expect(openHands({ spectator, seats: [a, b] })).toEqual({
      prize: "Kn6",
      seats: [a.seats[0], b.seats[1]],
    });
  });

  it("leaves a view without seats as it is", () => {
    expect(openHands({ spectator: null, seats: [] })).toBeNull();
    const odd = { seats: [{ x: 1 }] };
    expect(openHands({ spectator: odd, seats: [7] })).toEqual(odd);
  });
});
