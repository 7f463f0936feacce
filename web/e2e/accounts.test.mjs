// Accounts end to end against the real server binary in Debian's Chromium: a guest in the
// middle of a game makes an account (keeping the seat, with no token left in localStorage),
// logs out, and logs in from a fresh browser profile that finds the same seat. Skipped (and
// said so) when the binary or web/dist is missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SHOTS, launch, seriousViolations } from "./browser.mjs";
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

async function profile(size = DESKTOP, locale = "en") {
  const context = await browser.newContext({ viewport: size, reducedMotion: "reduce" });
  await context.addInitScript((l) => {
    if (!localStorage.getItem("interregnum.lang")) localStorage.setItem("interregnum.lang", l);
  }, locale);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

const storage = (page) =>
  page.evaluate(() => ({
    token: localStorage.getItem("interregnum.token"),
    account: localStorage.getItem("interregnum.account"),
  }));

async function shoot(page, name) {
  await page.screenshot({ path: `${SHOTS}account-${name}.png`, fullPage: true });
}

describe(
  "accounts against the real server",
  { skip: haveServer ? false : "no server binary or web/dist: build them first" },
  () => {
    it("a guest registers mid-game, logs out, and logs in from a fresh profile to the same seat", async () => {
      const username = `ada_${Date.now().toString(36)}`;
      const password = "correct horse battery";
      const first = await profile();
      await first.page.goto(server.url);
      await first.page.getByTestId("name").fill("Ada");
      await first.page.getByTestId("quick-game").selectOption("claim");
      await first.page.getByTestId("quick-play").click();
      await first.page.getByTestId("hand").waitFor();
      const tableUrl = first.page.url();
      assert.match(tableUrl, /#\/table\/[A-Za-z0-9_-]+$/);
      assert.ok((await storage(first.page)).token, "a guest keeps its token");

      await first.page.getByTestId("nav-account").click();
      await first.page.getByTestId("register-username").fill(username);
      await first.page.getByTestId("register-password").fill(password);
      await shoot(first.page, "register-desktop-en");
      await first.page.getByTestId("register").click();
      await first.page.getByTestId("account-username").waitFor();
      assert.match(await first.page.getByTestId("account-username").textContent(), /ada_/);
      assert.deepEqual(await storage(first.page), { token: null, account: "1" });
      const cookies = await first.context.cookies();
      const session = cookies.find((c) => c.name === "interregnum_session");
      assert.ok(session?.httpOnly, "the session cookie is HttpOnly");
      assert.equal(session.sameSite, "Lax");
      await shoot(first.page, "account-desktop-en");
      assert.deepEqual(await seriousViolations(first.page), []);
      await first.page.setViewportSize(PHONE);
      await shoot(first.page, "account-phone-en");
      await first.page.setViewportSize(DESKTOP);

      // Back at the table, the seat is still this browser's (now through the cookie).
      await first.page.goto(tableUrl);
      await first.page.getByTestId("hand").waitFor();

      await first.page.goto(`${server.url}#/account`);
      await first.page.getByTestId("logout").click();
      await first.page.getByTestId("login").waitFor();
      assert.deepEqual(await storage(first.page), { token: null, account: null });

      // A fresh profile (another device) logs in and finds the same unfinished game.
      const second = await profile(PHONE, "nl");
      await second.page.goto(`${server.url}#/account`);
      await second.page.getByTestId("login").waitFor();
      await shoot(second.page, "login-phone-nl");
      await second.page.setViewportSize(DESKTOP);
      await shoot(second.page, "login-desktop-nl");
      await second.page.setViewportSize(PHONE);
      await second.page.getByTestId("login-username").fill(username.toUpperCase());
      await second.page.getByTestId("login-password").fill("wrong password");
      await second.page.getByTestId("login").click();
      await second.page.getByTestId("account-error").waitFor();
      assert.match(
        await second.page.getByTestId("account-error").textContent(),
        /Geen account heeft die gebruikersnaam/,
      );
      await second.page.getByTestId("login-password").fill(password);
      await second.page.getByTestId("login").click();
      await second.page.getByTestId("account-username").waitFor();
      await shoot(second.page, "account-phone-nl");
      // The account link adds no line to the phone's header: it shares the language menu's row.
      const menu = await second.page.getByTestId("language").boundingBox();
      const link = await second.page.getByTestId("nav-account").boundingBox();
      assert.ok(
        Math.abs(menu.y + menu.height / 2 - (link.y + link.height / 2)) < menu.height / 2,
        `language menu ${JSON.stringify(menu)}, account link ${JSON.stringify(link)}`,
      );
      await second.page.goto(tableUrl);
      await second.page.getByTestId("hand").waitFor();
      assert.equal((await storage(second.page)).token, null, "no bearer token is kept");
      await shoot(second.page, "table-after-login-phone-nl");
      assert.deepEqual([...first.errors, ...second.errors], []);
      await first.context.close();
      await second.context.close();
    });
  },
);
