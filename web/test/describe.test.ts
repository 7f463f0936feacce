import { describe, expect, it } from "vitest";
import { describeAction } from "../src/lib/describe";
import { setLocale } from "../src/lib/i18n.svelte";
import type { ClaimView } from "../src/games/claim/model";
import type { IkView } from "../src/games/ik/model";
import type { PrView } from "../src/games/provinces/model";
import { views } from "./fixtures";

const seatName = (s: number) => ["Ada", "Bob", "Cas", "Dee"][s]!;

/** Every legal action of the real games in the fixtures, with the view it was legal in. */
function legalOf(game: string, names: string[]): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const name of names)
    for (const v of views<ClaimView | IkView | PrView>(name))
      for (const a of (v as { legal?: string[] }).legal ?? []) out.push([a, v]);
  expect(out.length, game).toBeGreaterThan(10);
  return out;
}

describe("a hint's action in words", () => {
  const games: [string, string[]][] = [
    ["claim", ["claim"]],
    ["imposter-kings", ["ik2", "ik3", "ik4"]],
    ["provinces", ["pr2", "pr3", "pr4"]],
  ];
  for (const locale of ["en", "nl"] as const) {
    it(`names every legal action of every game in ${locale}, never as notation`, async () => {
      await setLocale(locale);
      for (const [game, names] of games) {
        for (const [action, view] of legalOf(game, names)) {
          const text = describeAction(game, action, view, "Ada", seatName);
          expect(text, `${game} ${action}`).not.toBe(action);
          expect(text, `${game} ${action}`).not.toMatch(/[{}]|undefined|^ik-|^pr-|^claim-/);
        }
      }
    });
  }

  it("reads the pieces of an action", async () => {
    await setLocale("en");
    expect(describeAction("claim", "Kn7", null, "Ada", seatName)).toBe("Knights 7");
    const pr = views<PrView>("pr3")[0]!;
    expect(describeAction("provinces", "end", pr, "Ada", seatName)).toBe("End the turn");
    // The engine asks for a payment one gold card at a time (`pay 4`, then `pay 1`).
    expect(describeAction("provinces", "cover 5", pr, "Ada", seatName)).toBe("Pay gold: 5 gold");
    expect(describeAction("provinces", "pay 4", pr, "Ada", seatName)).toBe(
      "Pay for the soldier: 4 gold",
    );
    expect(describeAction("provinces", "split P1 1-0", pr, "Ada", seatName)).toMatch(
      /^Share the power-ups: .+, 1 with the first soldier, 0 with the second$/,
    );
    const raise = describeAction("provinces", "activate S4", pr, "Ada", seatName);
    expect(raise).toMatch(/^Raise a soldier: \S/);
    expect(raise).not.toMatch(/,\s*$/);
  });
});
