// Table chat end to end against the real server binary in Debian's Chromium: two players
// (one reading Dutch) and a spectator on a phone. A typed message and a preset phrase reach
// the other player (the preset in the reader's language), the spectator's message reaches no
// player's socket, a mute hides a sender, the unread count shows on the phone's drawer
// button, and the panel is axe clean. Skipped (and said so) when the binary or web/dist is
// missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, SHOTS, launch, seriousViolations } from "./browser.mjs";
import { haveServer, startServer } from "./server.mjs";

const PHONE = { width: 390, height: 844 };
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

/** A page in its own browser profile; every frame the server sends it is kept in `frames`. */
async function person(name, size, locale) {
  const context = await browser.newContext({ viewport: size, reducedMotion: "reduce" });
  await context.addInitScript(
    ([n, l]) => {
      if (!localStorage.getItem("interregnum.name")) localStorage.setItem("interregnum.name", n);
      if (!localStorage.getItem("interregnum.lang")) localStorage.setItem("interregnum.lang", l);
    },
    [name, locale],
  );
  const page = await context.newPage();
  const frames = [];
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  await page.goto(server.url);
  return { context, page, frames, errors };
}

const lines = (p) => p.page.getByTestId("chat-message");
const said = async (p) => (await lines(p).allTextContents()).map((s) => s.trim());

async function send(p, text) {
  await p.page.getByTestId("chat-input").fill(text);
  await p.page.getByTestId("chat-send").click();
}

/** Waits until a chat line containing `text` shows on `p`'s page. */
async function shows(p, text) {
  await lines(p).filter({ hasText: text }).first().waitFor();
}

describe(
  "table chat against the real server",
  { skip: haveServer ? false : "no server binary or web/dist: build them first" },
  () => {
    it("messages and presets reach the other player, a spectator's never reach the players, mute hides a sender", async () => {
      const ada = await person("Ada", DESKTOP, "en");
      await ada.page.getByTestId("name").fill("Ada");
      await ada.page.getByTestId("friend-game").selectOption("claim");
      await ada.page.getByTestId("friend-create").click();
      const link = await ada.page.getByTestId("invite-link").inputValue();
      const bob = await person("Bob", DESKTOP, "nl");
      await bob.page.goto(link);
      await bob.page.getByTestId("name").fill("Bob");
      await bob.page.getByTestId("sit-1").click();
      await ada.page.getByTestId("start").click();
      await ada.page.getByTestId("claim-table").waitFor();
      await bob.page.getByTestId("claim-table").waitFor();

      // A typed message, and a preset that Bob reads in Dutch.
      await send(ada, "Hello Bob, <b>good</b> luck");
      await shows(bob, "Hello Bob, <b>good</b> luck");
      assert.equal(await bob.page.locator("[data-testid=chat-message] b").count(), 0, "text only");
      await ada.page.getByTestId("chat-preset-good_luck").click();
      await shows(ada, "Good luck!");
      await shows(bob, "Veel succes!");
      await bob.page.getByTestId("chat-preset-thanks").click();
      await shows(ada, "Thanks!");

      // The spectator, on a phone, joins the chat under a name and writes in the
      // spectators' channel.
      const eve = await person("Eve", PHONE, "en");
      await eve.page.goto(link);
      await eve.page.getByTestId("spectating").waitFor();
      await eve.page.getByTestId("drawer-open").click();
      await shows(eve, "Hello Bob");
      await eve.page.getByTestId("chat-join-name").fill("Eve");
      await eve.page.getByTestId("chat-join").click();
      await eve.page.getByTestId("chat-input").waitFor();
      const secret = "Ada holds the Dragon nine";
      await send(eve, secret);
      await shows(eve, secret);
      // Out of sight, messages count as unread on the drawer's button.
      await eve.page.getByTestId("drawer-close").click();
      await send(ada, "Spectators are welcome");
      await eve.page.getByTestId("chat-unread").waitFor();
      assert.match(await eve.page.getByTestId("chat-unread").textContent(), /1/);
      await shows(bob, "Spectators are welcome");
      for (const p of [ada, bob]) {
        assert.ok(!(await said(p)).some((s) => s.includes(secret)), "not on a player's page");
        assert.ok(!p.frames.some((f) => f.includes(secret)), "not on a player's socket");
      }

      // Bob mutes Ada: her messages leave his chat, and what she says next never shows.
      await lines(bob).filter({ hasText: "Hello Bob" }).getByTestId("chat-mute").click();
      await bob.page.getByTestId("chat-muted").waitFor();
      await send(ada, "Can you hear me, Bob?");
      await shows(ada, "Can you hear me, Bob?");
      await eve.page.getByTestId("drawer-open").click();
      await shows(eve, "Can you hear me, Bob?");
      assert.ok(!(await said(bob)).some((s) => s.startsWith("Ada")), "Ada is muted for Bob");
      assert.ok(
        (await said(ada)).some((s) => s.startsWith("Bob")),
        "Bob is not muted for Ada",
      );

      // Screenshots, and axe on every page with the panel.
      await ada.page.getByTestId("chat").scrollIntoViewIfNeeded();
      await ada.page.screenshot({ path: `${SHOTS}chat-en-desktop.png` });
      await bob.page.getByTestId("chat").scrollIntoViewIfNeeded();
      await bob.page.screenshot({ path: `${SHOTS}chat-nl-desktop.png` });
      await eve.page.getByTestId("chat").scrollIntoViewIfNeeded();
      await eve.page.screenshot({ path: `${SHOTS}chat-en-phone.png` });
      for (const p of [ada, bob, eve]) assert.deepEqual(await seriousViolations(p.page), []);
      await bob.page.locator("[data-testid=chat-muted] summary").click();
      await bob.page.getByTestId("chat-unmute").click();
      await shows(bob, "Can you hear me, Bob?");
      await bob.page.setViewportSize(PHONE);
      await bob.page.getByTestId("drawer-open").click();
      await bob.page.getByTestId("chat").scrollIntoViewIfNeeded();
      await bob.page.screenshot({ path: `${SHOTS}chat-nl-phone.png` });
      assert.deepEqual(await seriousViolations(bob.page), []);
      // The hand stays on the phone's screen with the drawer closed.
      await bob.page.getByTestId("drawer-close").click();
      const hand = await bob.page.getByTestId("hand").boundingBox();
      assert.ok(hand && hand.y + hand.height / 2 < PHONE.height, "the hand is on screen");
      for (const p of [ada, bob, eve]) {
        assert.deepEqual(p.errors, []);
        await p.context.close();
      }
    });
  },
);
