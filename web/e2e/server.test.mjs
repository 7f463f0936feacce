// End to end against the real server binary: people at tables in Debian's Chromium, playing
// by clicks only. Skipped (and said so) when the binary or web/dist is missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SHOTS, launch, seriousViolations, chooseLanguage } from "./browser.mjs";
import { haveServer, startServer } from "./server.mjs";

const FAST = { reaction_ms: 100, bot_delay_ms: 0 };
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
 * A page in its own browser profile; every view the server sends it is kept in `views`.
 * `wsRoute`, when given, stands between the page and the server's WebSocket
 * (Playwright's `routeWebSocket` handler), to lose or cut what a bad network would.
 */
async function person(name, size = DESKTOP, locale = "en", wsRoute = null) {
  const context = await browser.newContext({ viewport: size, reducedMotion: "reduce" });
  if (wsRoute) await context.routeWebSocket(/\/ws$/, wsRoute);
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

const views = (frames) =>
  frames
    .map((f) => JSON.parse(f))
    .filter((m) => (m.type === "snapshot" || m.type === "update") && m.view)
    .map((m) => m.view);

/** Creates a table through the page's own guest identity, then opens it. */
async function apiTable(p, path, body) {
  const table = await p.page.evaluate(
    async ([path, body]) => {
      const name = localStorage.getItem("interregnum.name") ?? "Guest";
      let token = localStorage.getItem("interregnum.token");
      if (!token) {
        const g = await (
          await fetch("/api/guests", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name }),
          })
        ).json();
        token = g.token;
        localStorage.setItem("interregnum.token", token);
      }
      const res = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    [path, body],
  );
  assert.ok(table.id, JSON.stringify(table));
  await p.page.goto(`${server.url}#/table/${table.id}`);
  await p.page.reload();
  return table;
}

/** Makes one decision by clicking, if the page offers one. */
async function decide(page) {
  try {
    const legal = page.getByTestId("legal-card");
    if (await legal.count()) {
      // A fanned hand shows each card's top-left corner (its index): a person taps there.
      await legal.first().click({ timeout: 2000, position: { x: 10, y: 24 } });
      return true;
    }
    const panel = page.locator('[data-testid$="-choices"]');
    if (!(await panel.count())) return false;
    const confirm = panel.getByTestId("confirm");
    if (await confirm.count()) {
      for (let i = 0; i < 12 && (await confirm.isDisabled()); i++) {
        const opt = panel.locator("button.option:not([disabled]):not(.chosen)").first();
        if (!(await opt.count())) break;
        await opt.click({ timeout: 2000 });
      }
      await confirm.click({ timeout: 2000 });
      return true;
    }
    const opt = panel.locator("button.option:not([disabled])");
    if (await opt.count()) {
      await opt.nth(Math.floor(Math.random() * (await opt.count()))).click({ timeout: 2000 });
      return true;
    }
    // Prefer doing something over ending the turn, so a game moves on.
    const verbs = panel.locator("button[data-verb]:not([disabled])");
    const n = await verbs.count();
    if (!n) return false;
    const names = await verbs.evaluateAll((bs) => bs.map((b) => b.getAttribute("data-verb")));
    const pick = names.findIndex(
      (v) => v !== "end" && v !== "pass" && v !== "decline" && v !== "nothing",
    );
    await verbs.nth(pick >= 0 && Math.random() < 0.8 ? pick : 0).click({ timeout: 2000 });
    return true;
  } catch {
    return false; // The page re-rendered under the click: look again.
  }
}

/** Plays every page's decisions until `done()` or the time runs out. */
async function playUntil(pages, done, ms = 240_000) {
  const end = Date.now() + ms;
  let decisions = 0;
  while (Date.now() < end) {
    if (await done()) return decisions;
    for (const p of pages) if (await decide(p.page)) decisions++;
    await pages[0].page.waitForTimeout(120);
  }
  throw new Error(`not done after ${ms} ms and ${decisions} decisions`);
}

async function shoot(p, name) {
  await p.page.screenshot({ path: `${SHOTS}server-${name}.png`, fullPage: true });
}

describe(
  "against the real server",
  { skip: haveServer ? false : "no server binary or web/dist: build them first" },
  () => {
    it("two people create and join a Claim table by its invite link and play it to the end by clicking", async () => {
      const ada = await person("Ada");
      await ada.page.getByTestId("name").fill("Ada");
      await ada.page.getByTestId("friend-game").selectOption("claim");
      await ada.page.getByTestId("friend-create").click();
      const link = await ada.page.getByTestId("invite-link").inputValue();
      assert.match(link, /#\/table\/[A-Za-z0-9_-]+$/);

      const bob = await person("Bob");
      await bob.page.goto(link);
      await bob.page.getByTestId("name").fill("Bob");
      await bob.page.getByTestId("sit-1").click();
      await ada.page.getByTestId("start").click();
      await ada.page.getByTestId("claim-table").waitFor();
      await bob.page.getByTestId("claim-table").waitFor();
      await shoot(ada, "claim-start-desktop");

      // A spectator sees no hand, and is sent none.
      const eve = await person("Eve", PHONE);
      await eve.page.goto(link);
      await eve.page.getByTestId("spectating").waitFor();
      assert.equal(await eve.page.getByTestId("hand").count(), 0);

      let reloaded = false;
      await playUntil([ada, bob], async () => {
        if (!reloaded && views(ada.frames).length > 12) {
          // A reload in the middle of the game comes back to the same table.
          reloaded = true;
          const before = await ada.page.getByTestId("phase").textContent();
          await ada.page.reload();
          await ada.page.getByTestId("claim-table").waitFor();
          assert.equal(await ada.page.getByTestId("phase").textContent(), before);
          assert.ok(await ada.page.getByTestId("hand").count());
        }
        return (
          (await ada.page.getByTestId("result").count()) > 0 &&
          (await bob.page.getByTestId("result").count()) > 0
        );
      });
      assert.ok(reloaded);
      const a = await ada.page.getByTestId("result").textContent();
      const b = await bob.page.getByTestId("result").textContent();
      assert.equal(a, b);
      assert.match(a, /Ada|Bob|draw/);
      await shoot(ada, "claim-end-desktop");
      await shoot(eve, "claim-spectator-phone");
      assert.deepEqual(await seriousViolations(ada.page), []);

      // Neither page was ever sent the other's hand, and the spectator no hand at all.
      for (const [p, other] of [
        [ada, 1],
        [bob, 0],
      ]) {
        const vs = views(p.frames);
        assert.ok(vs.length > 20);
        for (const v of vs) assert.equal(v.seats[other].hand, undefined);
      }
      for (const v of views(eve.frames)) for (const s of v.seats) assert.equal(s.hand, undefined);
      // The replay viewer steps through the finished game as Ada saw it.
      await ada.page.getByRole("link", { name: "Watch the replay" }).click();
      const step = ada.page.getByTestId("replay-step");
      await step.waitFor();
      const last = await step.textContent();
      await ada.page.getByTestId("replay-prev").click();
      assert.notEqual(await step.textContent(), last);
      await ada.page.getByTestId("claim-table").waitFor();
      // As Ada saw it, early in the game: her hand, never Bob's.
      await ada.page.getByTestId("replay-slider").fill("10");
      await ada.page.locator('[data-testid="replay-action"][data-shown="10"]').waitFor({
        state: "attached",
      });
      await ada.page.getByTestId("hand").waitFor();
      assert.equal(await ada.page.getByTestId("open-hand-1").count(), 0);
      // With every hand open: both hands, and the move that led here in words.
      await ada.page.getByTestId("replay-mode").selectOption("all");
      await ada.page.getByTestId("open-hand-1").waitFor();
      await ada.page.getByTestId("open-hand-0").waitFor();
      assert.match(
        await ada.page.getByTestId("replay-action").innerText(),
        /^(Ada|Bob) played: \S+ \d$/,
      );
      await shoot(ada, "claim-replay-desktop");
      assert.deepEqual(await seriousViolations(ada.page), []);
      await ada.page.setViewportSize(PHONE);
      await shoot(ada, "claim-replay-phone");
      assert.deepEqual(await seriousViolations(ada.page), [], "phone");
      assert.deepEqual([...ada.errors, ...bob.errors, ...eve.errors], []);
      for (const p of [ada, bob, eve]) await p.context.close();
    });

    for (const players of [2, 4]) {
      it(`a person plays a whole round of The Imposter Kings at ${players} players against bots`, async () => {
        const p = await person("Ida");
        await apiTable(p, "/api/play-bots", {
          game: "imposter-kings",
          options: { players },
          bot: "easy",
          settings: FAST,
        });
        await p.page.getByTestId("ik-table").waitFor();
        let shot = false;
        const decisions = await playUntil([p], async () => {
          const vs = views(p.frames);
          const last = vs.at(-1);
          if (!shot && last?.legal?.length > 1) {
            shot = true;
            // Against bots the table allows hints: the hard bot's move and chance, for us.
            await p.page.getByTestId("hint").click();
            await p.page
              .getByTestId("hint-text")
              .filter({ hasText: /\d+%/ })
              .waitFor({ timeout: 30_000 });
            assert.match(
              await p.page.getByTestId("hint-text").innerText(),
              /The hard bot would choose: .+\n?.*chance to win: \d+%/s,
            );
            await shoot(p, `ik${players}-desktop`);
            assert.deepEqual(await seriousViolations(p.page), []);
            await p.page.setViewportSize(PHONE);
            await shoot(p, `ik${players}-phone`);
            await p.page.setViewportSize(DESKTOP);
          }
          return last && (last.round > 1 || last.to_act === null);
        });
        assert.ok(decisions > 3, `only ${decisions} decisions`);
        for (const v of views(p.frames))
          v.seats.forEach((s, i) => i !== 0 && assert.equal(s.hand, undefined));
        assert.deepEqual(p.errors, []);
        await p.context.close();
      });
    }

    it("a name of 32 letters without a space, or one with markup, fits a phone and stays text", async () => {
      for (const [name, game, options] of [
        ["W".repeat(32), "imposter-kings", { players: 4 }],
        ["<img src=x onerror=alert(1)>", "provinces", { players: 3 }],
        ["W".repeat(32), "claim", {}],
      ]) {
        const p = await person(name, PHONE);
        await apiTable(p, "/api/play-bots", { game, options, bot: "easy", settings: FAST });
        await p.page.locator('[data-testid$="-table"]').first().waitFor();
        await playUntil([p], async () => views(p.frames).length > 6);
        await p.page.getByText(name).first().waitFor();
        assert.equal(await p.page.locator("main img").count(), 0);
        const width = await p.page.evaluate(() => document.documentElement.scrollWidth);
        await shoot(p, `long-name-${game}-phone`);
        assert.ok(width <= PHONE.width, `${game}: the page is ${width}px wide on a phone`);
        assert.deepEqual(p.errors, []);
        await p.context.close();
      }
    });

    it("a late answer to Start does not take the page back behind the bot's first move", async () => {
      const p = await person("Stan");
      await apiTable(p, "/api/tables", {
        game: "claim",
        options: { first_leader: 1 },
        seats: [{ kind: "me" }, { kind: "bot", bot: "random" }],
        settings: FAST,
      });
      // The answer to Start is held back until the bot's lead has come over the WebSocket.
      await p.page.route(/\/start$/, async (route) => {
        const response = await route.fetch();
        const end = Date.now() + 10_000;
        while (Date.now() < end && !views(p.frames).some((v) => v.legal?.length))
          await new Promise((r) => setTimeout(r, 50));
        await route.fulfill({ response });
      });
      const answered = p.page.waitForResponse(/\/start$/);
      await p.page.getByTestId("start").click();
      await answered;
      // Our reply goes out at the change we were shown, and is played.
      const card = p.page.getByTestId("legal-card").first();
      await card.click();
      const end = Date.now() + 10_000;
      while (Date.now() < end && !p.frames.some((f) => /"type":"(ack|error)"/.test(f)))
        await p.page.waitForTimeout(50);
      const answer = p.frames
        .map((f) => JSON.parse(f))
        .find((m) => m.type === "ack" || m.type === "error");
      assert.equal(answer?.type, "ack", JSON.stringify(answer));
      assert.equal(await p.page.getByTestId("error").count(), 0);
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("Claim's faction table keeps its words whole on a phone, all of it in view", async () => {
      for (const size of [{ width: 390, height: 844 }, PHONE]) {
        const p = await person("Ada", size);
        await apiTable(p, "/api/play-bots", { game: "claim", bot: "easy", settings: FAST });
        // On a phone the faction table is in the drawer, opened from the status bar.
        await p.page.getByTestId("drawer-open").click();
        await p.page.getByTestId("faction-goblins").waitFor();
        // Every cell of one word ("Ada", "Leads", "nobody", "Goblins") is on one line.
        const table = p.page.locator("table");
        const broken = await table.evaluate((table) =>
          [...table.querySelectorAll("th, td")]
            .filter((cell) => /^\S+$/.test(cell.textContent.trim()))
            .filter((cell) => {
              // The lines of the cell's text (a seat's badge is a box, not a line of text).
              const tops = new Set();
              const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
              for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                if (!n.textContent.trim()) continue;
                const range = document.createRange();
                range.selectNodeContents(n);
                for (const r of range.getClientRects()) tops.add(Math.round(r.top));
              }
              return tops.size > 1;
            })
            .map((cell) => cell.textContent.trim()),
        );
        await shoot(p, `claim-factions-${size.width}`);
        assert.deepEqual(broken, [], `${size.width} px`);
        // And none of it is scrolled out of its panel.
        const [scroll, client] = await table.evaluate((t) => [
          t.parentElement.scrollWidth,
          t.parentElement.clientWidth,
        ]);
        assert.ok(scroll <= client, `${size.width} px: the table is ${scroll} px in ${client} px`);
        await p.context.close();
      }
    });

    it("time per move shows as a countdown that ticks", async () => {
      const p = await person("Tim");
      await apiTable(p, "/api/play-bots", {
        game: "claim",
        bot: "random",
        options: { first_leader: 0 },
        settings: { ...FAST, move_seconds: 60 },
      });
      const clock = p.page.getByTestId("countdown");
      await clock.waitFor();
      const seconds = async () => Number(/(\d+) s left/.exec(await clock.innerText())?.[1]);
      const first = await seconds();
      assert.ok(first > 50 && first <= 60, `${first}`);
      assert.match(await clock.innerText(), /left for your move/);
      await p.page.waitForTimeout(2200);
      const later = await seconds();
      assert.ok(later < first && later >= first - 4, `${first} then ${later}`);
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("a hint asked as the connection drops is asked again, not shown as asking for ever", async () => {
      // The first hint the page sends cuts its connection: the question is lost with it.
      let cut = false;
      const p = await person("Hana", DESKTOP, "en", (ws) => {
        const server = ws.connectToServer();
        ws.onMessage((m) => {
          if (!cut && JSON.parse(String(m)).type === "hint") {
            cut = true;
            ws.close();
            return;
          }
          server.send(m);
        });
      });
      await apiTable(p, "/api/play-bots", {
        game: "claim",
        bot: "random",
        options: { first_leader: 0 },
        settings: FAST,
      });
      const ask = p.page.getByTestId("hint");
      await ask.click();
      assert.ok(cut);
      // Back on a new connection, at the same change: the question can be asked again.
      await p.page.locator('[data-testid="hint"]:not([disabled])').waitFor({ timeout: 15_000 });
      assert.equal(await ask.innerText(), "Hint");
      await ask.click();
      await p.page
        .getByTestId("hint-text")
        .filter({ hasText: /\d+%/ })
        .waitFor({ timeout: 30_000 });
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("the deck designer runs a small simulation on the server and draws its charts", async () => {
      const p = await person("Dora");
      await p.page.goto(`${server.url}#/designer`);
      await p.page.getByTestId("simulation").waitFor();
      await p.page.getByTestId("sim-bot").selectOption("easy");
      await p.page.getByTestId("sim-games").fill("6");
      await p.page.getByTestId("sim-run").click();
      const result = p.page.getByTestId("sim-result");
      await result.waitFor({ timeout: 60_000 });
      const text = await result.innerText();
      assert.match(text, /6 games played \(seed \d+\)/);
      // One bar per seat with its interval, one per ending, and a column per game length.
      const seats = await p.page
        .getByTestId("sim-seats")
        .getByRole("img")
        .getAttribute("aria-label");
      assert.match(seats, /Seat A: \d+% \(\d+ to \d+%\); Seat B: \d+% \(\d+ to \d+%\)$/);
      assert.equal(await p.page.getByTestId("sim-endings").locator("rect.bar").count(), 6);
      const counts = await p.page
        .getByTestId("sim-rounds")
        .locator("text.count")
        .evaluateAll((ts) => ts.map((t) => Number(t.textContent)));
      assert.equal(
        counts.reduce((a, b) => a + b, 0),
        6,
      );
      await result.scrollIntoViewIfNeeded();
      await shoot(p, "designer-simulation-desktop");
      assert.deepEqual(await seriousViolations(p.page), []);
      await p.page.setViewportSize(PHONE);
      await shoot(p, "designer-simulation-phone");
      assert.deepEqual(await seriousViolations(p.page), [], "phone");
      await result.screenshot({ path: `${SHOTS}server-designer-simulation-result-phone.png` });
      // A table with this deck shows the deck file's name; the built-in deck shows none.
      await p.page.setViewportSize(DESKTOP);
      await p.page.getByTestId("deck-file-name").fill("short-hands");
      await p.page.locator('input[data-key="rules.hand_limit"]').fill("6");
      await p.page.getByRole("button", { name: "Play this deck against bots" }).click();
      await p.page.getByTestId("provinces-table").waitFor();
      assert.equal(await p.page.getByTestId("deck-name").innerText(), "Deck: short-hands.toml");
      await shoot(p, "provinces-deck-name-desktop");
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("a simulation is followed through a failed poll, and one the server no longer has can be run again", async () => {
      const p = await person("Sima");
      await p.page.goto(`${server.url}#/designer`);
      await p.page.getByTestId("simulation").waitFor();
      await p.page.getByTestId("sim-bot").selectOption("easy");
      await p.page.getByTestId("sim-games").fill("6");
      const polls = /\/api\/simulations\/[^/]+$/;
      // The network drops the first poll: the simulation is still followed to its report.
      let dropped = false;
      await p.page.route(polls, (route) => {
        if (dropped) return route.continue();
        dropped = true;
        return route.abort("connectionreset");
      });
      await p.page.getByTestId("sim-run").click();
      await p.page.getByTestId("sim-result").waitFor({ timeout: 60_000 });
      assert.ok(dropped);
      // The server forgot the next one (it restarted: simulations live in memory only). The
      // panel must not stay running for ever, with a Cancel that is refused too.
      await p.page.unroute(polls);
      await p.page.route(polls, (route) =>
        route.fulfill({
          status: 404,
          contentType: "application/json",
          body: JSON.stringify({
            code: "no_such_simulation",
            message: "no simulation with that id",
          }),
        }),
      );
      await p.page.getByTestId("sim-run").click();
      await p.page.getByRole("alert").filter({ hasText: "no simulation" }).waitFor();
      await p.page.getByTestId("sim-run").waitFor({ timeout: 5000 });
      assert.equal(await p.page.getByTestId("sim-cancel").count(), 0);
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("the deck designer opens a deck file, shows its values and refuses a bad one with the engine's message", async () => {
      const p = await person("Otto");
      await p.page.goto(`${server.url}#/designer`);
      const open = p.page.getByTestId("deck-open");
      await open.setInputFiles({
        name: "six-hands.toml",
        mimeType: "application/toml",
        buffer: Buffer.from("[rules]\nhand_limit = 6\nround_limit = 30\n\n[cards]\nmonk = 1\n"),
      });
      const said = p.page.getByTestId("deck-open-result");
      await said.getByText("Opened six-hands.toml").waitFor();
      const value = (key) => p.page.locator(`input[data-key="${key}"]`).inputValue();
      assert.equal(await value("rules.hand_limit"), "6");
      assert.equal(await value("rules.round_limit"), "30");
      assert.equal(await value("cards.monk"), "1");
      // Keys the file leaves out take their defaults.
      assert.equal(await value("cards.reaper"), "2");
      assert.equal(await p.page.getByTestId("deck-file-name").inputValue(), "six-hands");
      await shoot(p, "designer-opened-desktop");
      assert.deepEqual(await seriousViolations(p.page), []);
      await p.page.setViewportSize(PHONE);
      await shoot(p, "designer-opened-phone");
      assert.deepEqual(await seriousViolations(p.page), [], "phone");
      await p.page.setViewportSize(DESKTOP);
      // It can be edited and downloaded under its own name.
      await p.page.locator('input[data-key="rules.hand_limit"]').fill("7");
      const [download] = await Promise.all([
        p.page.waitForEvent("download"),
        p.page.getByTestId("download").click(),
      ]);
      assert.equal(download.suggestedFilename(), "six-hands.toml");
      // A file the engine refuses: its message, what is allowed, and the deck as it was.
      await open.setInputFiles({
        name: "wide.toml",
        mimeType: "application/toml",
        buffer: Buffer.from("[rules]\nmax_soldiers_per_unit = 3\n"),
      });
      await said.getByText("wide.toml cannot be opened").waitFor();
      assert.match(await said.innerText(), /max_soldiers_per_unit/);
      assert.equal(await said.getAttribute("role"), "alert");
      assert.equal(await value("rules.hand_limit"), "7");
      await shoot(p, "designer-refused-desktop");
      await open.setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("hi"),
      });
      await said.getByText("notes.txt is not a deck file").waitFor();
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("a person plays some turns of Provinces at 3 players, answering every prompt, and switches to Dutch", async () => {
      const p = await person("Piet");
      await apiTable(p, "/api/play-bots", {
        game: "provinces",
        options: { players: 3 },
        bot: "easy",
        settings: FAST,
      });
      await p.page.getByTestId("provinces-table").waitFor();
      await playUntil([p], async () => {
        const vs = views(p.frames);
        return vs.length > 60 || vs.at(-1)?.phase?.phase === "over";
      });
      await shoot(p, "provinces3-desktop");
      assert.deepEqual(await seriousViolations(p.page), []);
      await p.page.setViewportSize(PHONE);
      await shoot(p, "provinces3-phone");
      await p.page.setViewportSize(DESKTOP);
      const english = await p.page.locator("body").innerText();
      await chooseLanguage(p.page, "nl");
      await p.page.waitForTimeout(200);
      const dutch = await p.page.locator("body").innerText();
      assert.notEqual(english, dutch);
      for (const word of ["Army", "Treasury", "What happened"]) {
        assert.ok(english.includes(word), word);
        assert.ok(!dutch.includes(word), `"${word}" is still English in Dutch`);
      }
      await shoot(p, "provinces3-nl-desktop");
      await p.page.setViewportSize(PHONE);
      await shoot(p, "provinces3-nl-phone");
      await p.page.setViewportSize(DESKTOP);
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });
  },
);
