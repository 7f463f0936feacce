// A turn-based game end to end against the real server binary in Debian's Chromium: Ada makes
// a Claim table with a day a move and Bob takes the other seat from the invite link; Bob's page
// is closed while Ada moves, and when he opens the site again his home page shows the game
// first, as his turn; he plays it. Ada's hidden tab gets a "your turn" notification that names
// the game and no card. Skipped (and said so) when the binary or web/dist is missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, SHOTS, launch, seriousViolations } from "./browser.mjs";
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

/**
 * A browser profile whose Notification API records what would be shown (the page thinks it
 * was granted) and whose tab is hidden while `window.__hidden` is true.
 */
async function profile() {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem("interregnum.lang")) localStorage.setItem("interregnum.lang", "en");
    } catch {
      // about:blank, before the site's page, has no storage.
    }
    window.__notes = [];
    window.Notification = class {
      static permission = "granted";
      static requestPermission = async () => "granted";
      constructor(title, options) {
        window.__notes.push({ title, body: options?.body ?? "" });
      }
      close() {}
    };
    Object.defineProperty(Document.prototype, "hidden", {
      configurable: true,
      get: () => window.__hidden === true,
    });
  });
  const errors = [];
  context.on("weberror", (e) => errors.push(String(e.error())));
  return { context, errors };
}

/** Whether the page's seat is to act, by the last table state its socket received. */
function myTurn(frames) {
  for (let i = frames.length - 1; i >= 0; i--) {
    const message = JSON.parse(frames[i]);
    if (message.type === "snapshot" || message.type === "update") {
      const table = message.table;
      return table.status === "playing" && table.to_act === table.you;
    }
  }
  return false;
}

/** Plays one card and waits until the server acknowledged it. */
async function playCard(page, frames) {
  const acks = () => frames.filter((f) => f.includes('"type":"ack"')).length;
  const before = acks();
  await page.getByTestId("legal-card").first().click({ timeout: 20_000 });
  for (let i = 0; i < 100 && acks() === before; i++) await page.waitForTimeout(100);
  assert.ok(acks() > before, "the move was acknowledged");
  await page.waitForTimeout(200);
}

function follow(page) {
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  return frames;
}

describe(
  "a turn-based game against the real server",
  { skip: haveServer ? false : "no server binary or web/dist: build them first" },
  () => {
    it("Bob closes his page, comes back to his turn on the home page, and plays", async () => {
      const ada = await profile();
      const adaPage = await ada.context.newPage();
      const adaFrames = follow(adaPage);
      await adaPage.goto(server.url);
      await adaPage.getByTestId("name").fill("Ada");
      await adaPage.getByTestId("friend-game").selectOption("claim");
      await adaPage.getByTestId("friend-clock").selectOption("d1");
      await adaPage.getByTestId("friend-create").click();
      await adaPage.getByTestId("waiting-room").waitFor();
      const invite = await adaPage.getByTestId("invite-link").inputValue();

      const bob = await profile();
      let bobPage = await bob.context.newPage();
      let bobFrames = follow(bobPage);
      await bobPage.goto(invite);
      await bobPage.getByTestId("name").fill("Bob");
      await bobPage.getByTestId("sit-1").click();
      await adaPage.getByTestId("start").click();
      await adaPage.getByTestId("hand").waitFor();
      await bobPage.getByTestId("hand").waitFor();

      // A day a move, shown in hours, and a notification offer for the seated.
      const countdown = await adaPage.getByTestId("countdown").textContent();
      assert.match(countdown, /(1 d 0 h|23 h \d+ min) left/, countdown);
      await adaPage.screenshot({ path: `${SHOTS}turns-table-desktop-en.png`, fullPage: true });

      // Until it is Ada's turn with Bob watching; then Bob's page goes.
      for (let i = 0; i < 20 && !myTurn(adaFrames); i++) {
        if (myTurn(bobFrames)) await playCard(bobPage, bobFrames);
        else await adaPage.waitForTimeout(200);
      }
      assert.ok(myTurn(adaFrames), "Ada is to act");
      await bobPage.close();
      for (let i = 0; i < 20 && myTurn(adaFrames); i++) await playCard(adaPage, adaFrames);
      assert.ok(!myTurn(adaFrames), "Bob is to act now");

      // Bob opens the site again: his home page lists the game first, as his turn.
      bobPage = await bob.context.newPage();
      bobFrames = follow(bobPage);
      await bobPage.goto(server.url);
      await bobPage.getByTestId("home-games").waitFor();
      const first = bobPage.getByTestId("home-games").locator("li").first();
      assert.equal(await first.getAttribute("data-testid"), "home-your-turn");
      assert.match(await first.textContent(), /Claim.*Your turn/s);
      await bobPage.screenshot({ path: `${SHOTS}turns-home-desktop-en.png`, fullPage: true });
      assert.deepEqual(await seriousViolations(bobPage), []);

      // Ada's tab is hidden now; Bob plays his turn and Ada is told it is hers.
      await adaPage.evaluate(() => (window.__hidden = true));
      await first.getByRole("link").click();
      await bobPage.getByTestId("hand").waitFor();
      for (let i = 0; i < 20 && myTurn(bobFrames); i++) await playCard(bobPage, bobFrames);
      let notes = [];
      for (let i = 0; i < 50 && notes.length === 0; i++) {
        await adaPage.waitForTimeout(100);
        notes = await adaPage.evaluate(() => window.__notes);
      }
      for (let i = 0; i < 50 && !myTurn(adaFrames); i++) await adaPage.waitForTimeout(100);
      assert.ok(myTurn(adaFrames), "Ada is to act again");
      assert.equal(notes.length, 1, JSON.stringify(notes));
      assert.equal(notes[0].title, "Your turn");
      assert.equal(notes[0].body, "It is your turn in Claim.");
      assert.doesNotMatch(notes[0].body, /\b(Gb|Kn|Un|Dw|Dp)\d\b/, "a notification names no card");
      assert.deepEqual([...ada.errors, ...bob.errors], []);
      await ada.context.close();
      await bob.context.close();
    });
  },
);
