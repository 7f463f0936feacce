// Motion that explains (src/cards/travel.ts): a card played from the hand travels to the trick
// (its box moves over the frames after it appears there), and under prefers-reduced-motion it
// is simply there. Against the real server and a bot; skipped (and said so) without the binary.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, launch } from "./browser.mjs";
import { haveServer, startServer } from "./server.mjs";

let server;
let browser;

before(async () => {
  if (!haveServer) return;
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A Claim table against a bot, opened in a page that prefers `motion`. */
async function claimAgainstBot(motion) {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: motion });
  const page = await context.newPage();
  await page.goto(server.url);
  const table = await page.evaluate(async () => {
    const guest = await (
      await fetch("/api/guests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Mo" }),
      })
    ).json();
    localStorage.setItem("interregnum.token", guest.token);
    const res = await fetch("/api/play-bots", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${guest.token}` },
      body: JSON.stringify({
        game: "claim",
        bot: "easy",
        // We lead the first trick: the card's way is from the hand to the empty trick.
        options: { first_leader: 0 },
        settings: { bot_delay_ms: 0 },
      }),
    });
    return res.json();
  });
  assert.ok(table.id, JSON.stringify(table));
  await page.goto(`${server.url}#/table/${table.id}`);
  await page.reload();
  await page.getByTestId("claim-table").waitFor();
  return { context, page };
}

/**
 * Plays the first legal card and follows its box in the trick frame by frame, from the frame
 * it appears there until 20 frames after: the card's positions, and where it was in the hand,
 * both relative to the trick's box.
 */
async function playAndFollow(page) {
  const legal = page.getByTestId("legal-card").first();
  await legal.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="legal-card"]')?.hasAttribute("disabled"),
  );
  const code = await legal.getAttribute("data-card");
  return page.evaluate(async (code) => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const button = document.querySelector(`[data-testid="legal-card"][data-card="${code}"]`);
    const from = button.getBoundingClientRect();
    button.click();
    const inTrick = () => document.querySelector(`[data-testid="trick"] [data-card="${code}"]`);
    // The server answers in its own time: wait for the card to arrive (a bounded number of frames).
    for (let i = 0; i < 2000 && !inTrick(); i++) await frame();
    // Where the card is in the trick's box, so that the page moving (a panel above that comes
    // and goes) is not taken for the card's travel.
    const trick = document.querySelector('[data-testid="trick"]');
    const seen = [];
    for (let i = 0; i < 20 && inTrick(); i++) {
      const b = inTrick().getBoundingClientRect();
      const t = trick.getBoundingClientRect();
      seen.push([Math.round(b.x - t.x), Math.round(b.y - t.y)]);
      await frame();
    }
    const t = trick.getBoundingClientRect();
    return { from: [from.x - t.x, from.y - t.y], seen };
  }, code);
}

describe(
  "motion",
  { skip: haveServer ? false : "no server binary or web/dist: build them first" },
  () => {
    it("a played Claim card travels from the hand to the trick", async () => {
      const { context, page } = await claimAgainstBot("no-preference");
      const { from, seen } = await playAndFollow(page);
      assert.ok(seen.length > 5, `the card was in the trick for ${seen.length} frames`);
      const distinct = new Set(seen.map((p) => p.join(","))).size;
      assert.ok(distinct >= 3, `the card's box took ${distinct} places: ${JSON.stringify(seen)}`);
      const [first, last] = [seen[0], seen.at(-1)];
      const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);
      // It comes up from the hand, below the trick, and closes in on its place in the trick.
      assert.ok(
        from[1] > last[1] && first[1] > last[1],
        `from ${from}: first ${first}, last ${last}`,
      );
      assert.ok(dist(first, last) > 50, `it moved only ${dist(first, last)} px`);
      const halfway = seen[Math.floor(seen.length / 2)];
      assert.ok(dist(halfway, last) < dist(first, last), `${JSON.stringify(seen)}`);
      await context.close();
    });

    it("under reduced motion the played card is in the trick at once and does not move", async () => {
      const { context, page } = await claimAgainstBot("reduce");
      const { seen } = await playAndFollow(page);
      assert.ok(seen.length > 5, `the card was in the trick for ${seen.length} frames`);
      assert.equal(new Set(seen.map((p) => p.join(","))).size, 1, JSON.stringify(seen));
      await context.close();
    });

    it("a card played by keyboard leaves the focus in the hand, and the arrows move along it", async () => {
      const { context, page } = await claimAgainstBot("reduce");
      const hand = page.getByTestId("hand");
      for (let move = 0; move < 3; move++) {
        const legal = page.locator('[data-testid="legal-card"]:not([disabled])').first();
        await legal.waitFor({ timeout: 30_000 });
        await legal.focus();
        if ((await page.locator('[data-testid="legal-card"]:not([disabled])').count()) > 1) {
          await page.keyboard.press("ArrowRight");
          // Another card has the focus (compared as elements: a hand may hold two of a card).
          assert.ok(
            await legal.evaluate(
              (el) =>
                el !== document.activeElement &&
                !!document.querySelector('[data-testid="hand"]')?.contains(document.activeElement),
            ),
            "the arrow moved to the next card",
          );
          await page.keyboard.press("ArrowLeft");
        }
        await page.keyboard.press("Enter");
        // Once it is our turn again, the focus is on a card of the hand, not on the page.
        await page.locator('[data-testid="legal-card"]:not([disabled])').first().waitFor();
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="hand"]')?.contains(document.activeElement),
        );
        assert.ok(await hand.evaluate((h) => h.contains(document.activeElement)));
      }
      await context.close();
    });
  },
);
