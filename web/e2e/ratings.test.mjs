// Ratings end to end against the real server binary in Debian's Chromium: two accounts in
// two browser contexts, one makes a rated Claim table with the home page's rated toggle, the
// other sits, and the game is played to its end (the moves through the API, over each
// account's own named token, for speed: the clicks are not the point here); then each
// browser sees its rating changed on its profile, and the leaderboard lists both. Takes the
// profile and leaderboard screenshots (docs/screens). Skipped (and said so) when the binary
// or web/dist is missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync } from "node:fs";
import { DESKTOP, PHONE, SHOTS, launch, seriousViolations, chooseLanguage } from "./browser.mjs";
import { haveServer, startServer } from "./server.mjs";

const DOCS = new URL("../../docs/screens/", import.meta.url).pathname;
const PASSWORD = "correct horse battery";

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

async function person() {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  await context.addInitScript(() => {
    if (!localStorage.getItem("interregnum.lang")) localStorage.setItem("interregnum.lang", "en");
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** Makes an account on the account page, as a person would. */
async function register(p, username) {
  await p.page.goto(`${server.url}#/account`);
  await p.page.getByTestId("register-username").fill(username);
  await p.page.getByTestId("register-password").fill(PASSWORD);
  await p.page.getByTestId("register").click();
  await p.page.getByTestId("account-username").waitFor();
}

/** A named token of the signed-in account, made with its session cookie. */
async function namedToken(p) {
  const answer = await p.context.request.post(`${server.url}api/account/tokens`, {
    headers: { "X-Interregnum-Csrf": "1", Origin: server.url.replace(/\/$/, "") },
    data: { name: "e2e" },
  });
  assert.equal(answer.status(), 200, await answer.text());
  return (await answer.json()).token;
}

/**
 * Plays a seat of `table` to the end over a WebSocket of its own, opened in `page` (Node
 * before 22 has no WebSocket): the first legal action each time. The page's own connection
 * just watches.
 */
function playByApi(page, token, table, wait = 120_000) {
  return page.evaluate(
    ({ token, table, wait }) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/ws`);
        const seen = [];
        const timer = setTimeout(
          () => reject(new Error(`the game did not end: ${seen.slice(-6).join("\n")}`)),
          wait,
        );
        ws.onopen = () => {
          ws.send(JSON.stringify({ type: "hello", token }));
          ws.send(JSON.stringify({ type: "watch", table }));
        };
        ws.onmessage = (event) => {
          const m = JSON.parse(String(event.data));
          seen.push(String(event.data).slice(0, 400));
          if (m.type !== "snapshot" && m.type !== "update") return;
          if (m.table.status === "finished") {
            clearTimeout(timer);
            ws.close();
            resolve(m.table);
            return;
          }
          const legal = m.view?.legal;
          if (m.table.to_act === m.table.you && Array.isArray(legal) && legal.length) {
            ws.send(
              JSON.stringify({
                type: "act",
                table,
                seq: m.table.seq,
                action: legal[0],
                command: `e2e-${crypto.randomUUID()}`,
              }),
            );
          }
        };
        ws.onerror = () => reject(new Error("the WebSocket failed"));
      }),
    { token, table, wait },
  );
}

async function shoot(page, name) {
  const path = `${SHOTS}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  mkdirSync(DOCS, { recursive: true });
  copyFileSync(path, `${DOCS}${name}.png`);
}

describe(
  "ratings against the real server",
  { skip: haveServer ? false : "no server binary or web/dist: build them first" },
  () => {
    it("a rated Claim game between two accounts changes both ratings on their profiles", async () => {
      const suffix = Date.now().toString(36);
      const [adaName, bobName] = [`ada_${suffix}`, `bob_${suffix}`];
      const ada = await person();
      const bob = await person();
      await register(ada, adaName);
      await register(bob, bobName);

      // Ada makes a rated table on the home page: the toggle is offered to accounts.
      await ada.page.goto(server.url);
      await ada.page.getByTestId("friend-game").selectOption("claim");
      await ada.page.getByTestId("friend-seat-1").selectOption("open");
      await ada.page.getByTestId("friend-clock").selectOption("60");
      await ada.page.getByTestId("friend-rated").check();
      await ada.page.getByTestId("friend-create").click();
      await ada.page.getByTestId("waiting-room").waitFor();
      await ada.page.getByTestId("rated").waitFor();
      const table = /#\/table\/([A-Za-z0-9_-]+)$/.exec(ada.page.url())[1];

      await bob.page.goto(`${server.url}#/table/${table}`);
      await bob.page.getByTestId("sit-1").click();
      await ada.page.getByTestId("start").click({ timeout: 20_000 });
      await ada.page.getByTestId("hand").waitFor();

      const [adaToken, bobToken] = [await namedToken(ada), await namedToken(bob)];
      const [end] = await Promise.all([
        playByApi(ada.page, adaToken, table),
        playByApi(bob.page, bobToken, table),
      ]);
      assert.equal(end.status, "finished");
      await ada.page.getByTestId("finished").waitFor();
      // The finished table links each seat's name to its profile.
      await ada.page.getByTestId("player-link-1").click();
      await ada.page.getByTestId("profile-name").waitFor();
      assert.match(await ada.page.getByTestId("profile-name").textContent(), new RegExp(bobName));

      // Each browser sees its own rating changed from 1500 on its profile, and the
      // number is the server's.
      for (const [p, name] of [
        [ada, adaName],
        [bob, bobName],
      ]) {
        await p.page.goto(`${server.url}#/account`);
        await p.page.getByTestId("my-profile").click();
        const shown = p.page.getByTestId("rating-value-claim-2");
        await shown.waitFor();
        const text = (await shown.textContent()).trim();
        const api = await (await p.context.request.get(`${server.url}api/players/${name}`)).json();
        const rating = api.ratings.find((r) => r.game === "claim" && r.players === 2);
        assert.notEqual(Math.round(rating.rating), 1500);
        assert.equal(text, `${Math.round(rating.rating)}?`, "provisional after one game");
        await p.page.getByTestId("chart-claim-2").waitFor();
        await p.page.getByTestId("my-games").waitFor();
      }

      // A second rated game, Ada against the easy bot's rated identity, for a chart with a
      // line and a bot on the leaderboard; and an unfinished table for her own list.
      const bots = await ada.context.request.post(`${server.url}api/play-bots`, {
        headers: { "X-Interregnum-Csrf": "1", Origin: server.url.replace(/\/$/, "") },
        data: {
          game: "claim",
          bot: "easy",
          settings: { move_seconds: 60, reaction_ms: 0, bot_delay_ms: 0, rated: true },
        },
      });
      assert.equal(bots.status(), 200, await bots.text());
      await playByApi(ada.page, adaToken, (await bots.json()).id);
      const waiting = await ada.context.request.post(`${server.url}api/tables`, {
        headers: { "X-Interregnum-Csrf": "1", Origin: server.url.replace(/\/$/, "") },
        data: {
          game: "imposter-kings",
          options: { players: 3 },
          seats: [{ kind: "me" }, { kind: "open" }, { kind: "bot", bot: "easy" }],
          settings: { move_seconds: 120, rated: true },
        },
      });
      assert.equal(waiting.status(), 200, await waiting.text());

      await ada.page.goto(`${server.url}#/player/${adaName}`);
      // The same address as before: load it anew.
      await ada.page.reload();
      await ada.page
        .getByTestId("chart-claim-2")
        .locator("polyline")
        .waitFor({ state: "attached" });
      assert.equal(await ada.page.getByTestId("chart-claim-2").locator("circle").count(), 2);
      // Her own unfinished games load after the profile.
      await ada.page.getByTestId("my-games").locator("li").first().waitFor();
      assert.equal(await ada.page.getByTestId("my-games").locator("li").count(), 1);
      assert.deepEqual(await seriousViolations(ada.page), []);
      await shoot(ada.page, "profile-en-desktop");
      await ada.page.setViewportSize(PHONE);
      await shoot(ada.page, "profile-en-phone");
      await chooseLanguage(ada.page, "nl");
      await ada.page.getByTestId("profile-name").waitFor();
      await shoot(ada.page, "profile-nl-phone");
      await ada.page.setViewportSize(DESKTOP);
      await shoot(ada.page, "profile-nl-desktop");
      assert.deepEqual(await seriousViolations(ada.page), []);

      await bob.page.goto(`${server.url}#/leaderboard/claim/2`);
      const board = bob.page.getByTestId("leaderboard");
      await board.waitFor();
      const rows = await board.locator("tbody tr").allTextContents();
      assert.equal(rows.length, 3, rows.join(" | "));
      for (const name of [adaName, bobName]) {
        assert.ok(
          rows.some((row) => row.includes(name)),
          `${name} on the board: ${rows}`,
        );
      }
      assert.ok(
        rows.some((row) => /easy bot/.test(row) && /\bbot\b/.test(row)),
        `the bot, marked: ${rows}`,
      );
      assert.deepEqual(await seriousViolations(bob.page), []);
      await shoot(bob.page, "leaderboard-en-desktop");
      await bob.page.setViewportSize(PHONE);
      await shoot(bob.page, "leaderboard-en-phone");
      await chooseLanguage(bob.page, "nl");
      await board.waitFor();
      await shoot(bob.page, "leaderboard-nl-phone");
      await bob.page.setViewportSize(DESKTOP);
      await shoot(bob.page, "leaderboard-nl-desktop");
      assert.deepEqual(await seriousViolations(bob.page), []);

      // Quick pairing: both ask for a rated Claim game on the home page and meet at one table,
      // which is played to its end; Bob's profile then counts two rated games.
      for (const p of [ada, bob]) {
        await p.page.setViewportSize(DESKTOP);
        await chooseLanguage(p.page, "en");
        await p.page.goto(server.url);
        await p.page.getByTestId("pair-game").selectOption("claim");
      }
      await ada.page.getByTestId("pair-play").click();
      await ada.page.getByTestId("pair-status").waitFor();
      await bob.page.getByTestId("pair-play").click();
      await bob.page.waitForURL(/#\/table\//);
      await ada.page.waitForURL(/#\/table\//, { timeout: 10_000 });
      const paired = /#\/table\/([A-Za-z0-9_-]+)$/.exec(bob.page.url())[1];
      assert.equal(ada.page.url(), bob.page.url(), "both at one table");
      await bob.page.getByTestId("rated").waitFor();
      await Promise.all([
        playByApi(ada.page, adaToken, paired),
        playByApi(bob.page, bobToken, paired),
      ]);
      await bob.page.goto(`${server.url}#/player/${bobName}`);
      await bob.page.reload();
      await bob.page.getByTestId("chart-claim-2").waitFor();
      assert.equal(await bob.page.getByTestId("chart-claim-2").locator("circle").count(), 2);

      assert.deepEqual([...ada.errors, ...bob.errors], []);
      await ada.context.close();
      await bob.context.close();
    });
  },
);
