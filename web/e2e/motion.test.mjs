// Motion that explains (src/cards/travel.ts, src/motion/): a card played from the hand travels
// to the trick (its box moves over the frames after it appears there), a finished trick is held
// complete and then swept toward its winner, and a dealt hand flies to its seat; under
// prefers-reduced-motion each is simply there (or gone), its pace kept. Against the real server and a bot; skipped (and said so) without the binary.
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

/** A guest's page that prefers `motion`, with a table made by `path` (`/api/play-bots` or `/api/tables`). */
async function tableFor(motion, path, body) {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: motion });
  const page = await context.newPage();
  await page.goto(server.url);
  const table = await page.evaluate(
    async ([path, body]) => {
      const guest = await (
        await fetch("/api/guests", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: "Mo" }),
        })
      ).json();
      localStorage.setItem("interregnum.token", guest.token);
      const res = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${guest.token}` },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    [path, body],
  );
  assert.ok(table.id, JSON.stringify(table));
  await page.goto(`${server.url}#/table/${table.id}`);
  await page.reload();
  return { context, page };
}

/** A Claim table against a bot, opened in a page that prefers `motion`. */
async function claimAgainstBot(motion) {
  const { context, page } = await tableFor(motion, "/api/play-bots", {
    game: "claim",
    bot: "easy",
    // We lead the first trick: the card's way is from the hand to the empty trick.
    options: { first_leader: 0 },
    settings: { bot_delay_ms: 0 },
  });
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

/**
 * Plays the first legal card and follows the finished trick frame by frame, from the frame it
 * shows complete until it is swept (and 10 frames after) or replaced: per frame the time, the
 * lead card's place relative to the trick's box, its opacity, and whether the sweep began.
 */
async function playAndFollowTrick(page) {
  const legal = page.getByTestId("legal-card").first();
  await legal.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="legal-card"]')?.hasAttribute("disabled"),
  );
  await legal.click();
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const trick = () => document.querySelector('[data-testid="trick"]');
    const done = () => trick()?.hasAttribute("data-winner");
    for (let i = 0; i < 3000 && !done(); i++) await frame();
    const winner = trick()?.getAttribute("data-winner");
    const seen = [];
    let after = 0;
    for (let i = 0; i < 400 && after < 10; i++) {
      const card = trick()?.querySelector("[data-card]");
      if (!card || !done()) break;
      const wrap = card.parentElement;
      const b = card.getBoundingClientRect();
      const t = trick().getBoundingClientRect();
      const swept = trick().hasAttribute("data-swept");
      seen.push({
        at: performance.now(),
        x: Math.round(b.x - t.x),
        y: Math.round(b.y - t.y),
        opacity: Number(getComputedStyle(wrap).opacity),
        swept,
      });
      if (swept && Number(getComputedStyle(wrap).opacity) === 0) after++;
      await frame();
    }
    return { winner, seen };
  });
}

/** Starts a table from its waiting room and follows the first card of the hand frame by frame. */
async function startAndFollowHand(page) {
  const start = page.getByTestId("start");
  await start.waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="start"]')?.hasAttribute("disabled"),
  );
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    document.querySelector('[data-testid="start"]').click();
    const card = () => document.querySelector('[data-testid="hand"] .in-hand');
    for (let i = 0; i < 3000 && !card(); i++) await frame();
    const seen = [];
    for (let i = 0; i < 40 && card(); i++) {
      const b = card().getBoundingClientRect();
      const h = document.querySelector('[data-testid="hand"]').getBoundingClientRect();
      seen.push([Math.round(b.x - h.x), Math.round(b.y - h.y), getComputedStyle(card()).opacity]);
      await frame();
    }
    return seen;
  });
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

    it("a finished Claim trick is seen complete, then swept toward its winner's seat", async () => {
      const { context, page } = await claimAgainstBot("no-preference");
      const { winner, seen } = await playAndFollowTrick(page);
      const sweep = seen.findIndex((f) => f.swept);
      assert.ok(sweep > 0, `the trick was never swept: ${JSON.stringify(seen.slice(-5))}`);
      const held = seen.slice(0, sweep);
      // Complete for its beat (1 s), and at rest and whole at the end of it.
      const heldMs = seen[sweep].at - seen[0].at;
      assert.ok(heldMs > 700, `the complete trick showed for ${Math.round(heldMs)} ms`);
      const rest = held.at(-1);
      assert.equal(rest.opacity, 1, JSON.stringify(rest));
      const lastHalfSecond = held.filter((f) => f.at > rest.at - 400);
      assert.equal(new Set(lastHalfSecond.map((f) => `${f.x},${f.y}`)).size, 1);
      // Then it moves, toward the winner (down to our seat, up to the other), and fades out.
      const moving = seen.slice(sweep);
      const places = new Set(moving.map((f) => `${f.x},${f.y}`)).size;
      assert.ok(places >= 3, `the swept card took ${places} places: ${JSON.stringify(moving)}`);
      const gone = moving.find((f) => f.opacity === 0);
      assert.ok(gone, `it never faded out: ${JSON.stringify(moving)}`);
      const before = moving.filter((f) => f.opacity > 0).at(-1) ?? rest;
      const dy = before.y - rest.y;
      assert.ok(
        winner === "bottom" ? dy > 20 : dy < -20,
        `won by the ${winner} seat, the card went ${dy} px: ${JSON.stringify(moving)}`,
      );
      assert.ok(
        moving.some((f) => f.opacity > 0 && f.opacity < 1),
        `no frame between whole and gone: ${JSON.stringify(moving)}`,
      );
      await context.close();
    });

    it("under reduced motion the finished trick is held, then gone without moving", async () => {
      const { context, page } = await claimAgainstBot("reduce");
      const { seen } = await playAndFollowTrick(page);
      const sweep = seen.findIndex((f) => f.swept);
      assert.ok(sweep > 0, `the trick was never cleared: ${JSON.stringify(seen.slice(-5))}`);
      assert.ok(seen[sweep].at - seen[0].at > 700, "the complete trick is held as long");
      assert.equal(new Set(seen.map((f) => `${f.x},${f.y}`)).size, 1, JSON.stringify(seen));
      // No fade either: whole while held, gone at the sweep's first frame.
      assert.ok(
        seen.slice(0, sweep).every((f) => f.opacity === 1),
        JSON.stringify(seen),
      );
      assert.equal(seen[sweep].opacity, 0, JSON.stringify(seen[sweep]));
      await context.close();
    });

    it("The Imposter Kings' dealt hand flies to its seat when the game starts", async () => {
      const { context, page } = await tableFor("no-preference", "/api/tables", {
        game: "imposter-kings",
        seats: [{ kind: "me" }, { kind: "bot", bot: "easy" }],
        settings: { bot_delay_ms: 0 },
      });
      const seen = await startAndFollowHand(page);
      assert.ok(seen.length > 10, `the hand showed for ${seen.length} frames`);
      const places = new Set(seen.map(([x, y]) => `${x},${y}`)).size;
      assert.ok(places >= 3, `the card took ${places} places: ${JSON.stringify(seen)}`);
      const [first, last] = [seen[0], seen.at(-1)];
      const dist = Math.hypot(first[0] - last[0], first[1] - last[1]);
      // It comes from the Court, above the hand, and lands in its place.
      assert.ok(first[1] < last[1] && dist > 50, `from ${first} to ${last}`);
      await context.close();
    });

    it("under reduced motion the dealt hand is in its place at once", async () => {
      const { context, page } = await tableFor("reduce", "/api/tables", {
        game: "imposter-kings",
        seats: [{ kind: "me" }, { kind: "bot", bot: "easy" }],
        settings: { bot_delay_ms: 0 },
      });
      const seen = await startAndFollowHand(page);
      assert.ok(seen.length > 10, `the hand showed for ${seen.length} frames`);
      assert.equal(new Set(seen.map((f) => f.join(","))).size, 1, JSON.stringify(seen));
      await context.close();
    });

    it("sound is off by default; turned on in the header it is remembered and plays tones", async () => {
      const { context, page } = await claimAgainstBot("reduce");
      // Count the notes made (Web Audio, no files): an oscillator per note.
      await context.addInitScript(() => {
        window.__notes = 0;
        const make = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function () {
          window.__notes++;
          return make.call(this);
        };
      });
      await page.reload();
      await page.getByTestId("claim-table").waitFor();
      const toggle = page.getByTestId("sound-toggle");
      assert.equal(await toggle.getAttribute("aria-pressed"), "false");
      const play = async () => {
        const legal = page.locator('[data-testid="legal-card"]:not([disabled])').first();
        await legal.waitFor({ timeout: 30_000 });
        await legal.click();
        // Our card, the bot's reply, the trick: all heard within the beats that show them.
        await page.waitForTimeout(2500);
      };
      await play();
      assert.equal(await page.evaluate(() => window.__notes), 0, "a sound while sound is off");
      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-pressed"), "true");
      await page.reload();
      await page.getByTestId("claim-table").waitFor();
      assert.equal(await page.getByTestId("sound-toggle").getAttribute("aria-pressed"), "true");
      assert.equal(await page.evaluate(() => localStorage.getItem("interregnum.sound")), "on");
      await play();
      const notes = await page.evaluate(() => window.__notes);
      assert.ok(notes >= 2, `${notes} notes for a card, a reply and a trick`);
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
