// The replay viewer's game review (issue 24), in the real server binary and Debian's Chromium:
// a finished Claim game reviewed with a small search budget (`serve --review-budget`), followed
// with a progress bar; the evaluation graph has one point per decision of the review; a click
// (and Enter on a focused point) jumps the replay to that decision, whose top actions show the
// played one marked, in the words the table uses; the decisions that mattered most jump there
// too; axe finds nothing serious with the panel open; on a phone the graph fits the width. Once
// in English after a game played by clicks (the player's own seat reviewed by default) and once
// in Dutch on a table of bots (seat A by default, then the other seat), with no English left.
// Writes review-{en,nl}-{desktop,phone}.png to test-results/screens/ (docs/screens/ holds the
// chosen ones). Skipped (and said so) when the binary or web/dist is missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, SHOTS, launch, seriousViolations } from "./browser.mjs";
import { englishOn } from "./english.mjs";
import { haveServer, startServer } from "./server.mjs";

const PHONE = { width: 390, height: 844 };
const FAST = { reaction_ms: 100, bot_delay_ms: 0 };
// A few hundred iterations a decision: a debug build reviews a Claim game in seconds.
const BUDGET = 300;
let server;
let browser;

before(async () => {
  if (!haveServer) return;
  server = await startServer(["--review-budget", String(BUDGET)]);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function person(name, locale) {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  await context.addInitScript(
    ([n, l]) => {
      localStorage.setItem("interregnum.name", n);
      localStorage.setItem("interregnum.lang", l);
    },
    [name, locale],
  );
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await page.goto(server.url);
  return { context, page, errors };
}

/** A JSON call from the page, as its guest. */
function call(page, method, path, body) {
  return page.evaluate(
    async ([method, path, body]) => {
      let token = localStorage.getItem("interregnum.token");
      if (!token) {
        const g = await (
          await fetch("/api/guests", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ name: localStorage.getItem("interregnum.name") }),
          })
        ).json();
        token = g.token;
        localStorage.setItem("interregnum.token", token);
      }
      const res = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    [method, path, body],
  );
}

/** A Claim game against a random bot, played to its end by clicking the first legal card. */
async function playedGame(p) {
  const { body: table } = await call(p.page, "POST", "/api/play-bots", {
    game: "claim",
    bot: "random",
    settings: FAST,
  });
  assert.ok(table.id, JSON.stringify(table));
  await p.page.goto(`${server.url}#/table/${table.id}`);
  await p.page.reload();
  await p.page.getByTestId("claim-table").waitFor();
  const end = Date.now() + 180_000;
  while (!(await p.page.getByTestId("result").count())) {
    assert.ok(Date.now() < end, "the game did not end in 3 minutes");
    try {
      const card = p.page.getByTestId("legal-card").first();
      if (await card.count()) await card.click({ timeout: 2000, position: { x: 10, y: 24 } });
    } catch {
      // The hand re-rendered under the click: look again.
    }
    await p.page.waitForTimeout(60);
  }
  return table.id;
}

/** A public Claim table of two random bots, started and played to its end by them. */
async function botGame(p) {
  const { body: table } = await call(p.page, "POST", "/api/tables", {
    game: "claim",
    public: true,
    seats: [
      { kind: "bot", bot: "random" },
      { kind: "bot", bot: "random" },
    ],
    settings: FAST,
  });
  assert.ok(table.id, JSON.stringify(table));
  await call(p.page, "POST", `/api/tables/${table.id}/start`);
  for (let i = 0; i < 600; i++) {
    const { body } = await call(p.page, "GET", `/api/tables/${table.id}`);
    if (body.status === "finished") return table.id;
    await p.page.waitForTimeout(100);
  }
  throw new Error("the bots did not finish in a minute");
}

/** The replay's step on screen, from "Step N of M" (or "Stap N van M"). */
async function shownStep(page) {
  const text = await page.getByTestId("replay-step").innerText();
  return Number(/(\d+)/.exec(text)[1]);
}

async function waitForStep(page, step) {
  await page.locator(`[data-testid="replay-action"][data-shown="${step}"]`).waitFor({
    state: "attached",
  });
  assert.equal(await shownStep(page), step);
}

/** Starts the review of the chosen seat and waits for it, through the progress bar. */
async function runReview(page) {
  await page.getByTestId("review-start").click();
  // The first answer is always "running" (the job has just started) and the next poll is half
  // a second away: the progress bar shows.
  await page.getByTestId("review-progress").waitFor();
  await page.getByTestId("review-result").waitFor({ timeout: 120_000 });
}

/**
 * The checks both languages share, on a replay page with the review of `seat` done: one point
 * per decision of the server's review, a jump by click and by keyboard, the played action
 * marked in the table's words, the turning points. Ends on a marked decision (a mistake if
 * there is one).
 */
async function checkReview(p, id, seat, played) {
  const page = p.page;
  const { body: state } = await call(page, "POST", `/api/tables/${id}/review`, { seat });
  assert.equal(state.status, "done");
  const review = state.review;
  assert.equal(review.seat, seat);
  assert.equal(review.budget, BUDGET);
  const points = page.getByTestId("review-point");
  assert.equal(await points.count(), review.decisions.length);
  assert.ok(review.decisions.length > 10, `${review.decisions.length} decisions`);
  const steps = await points.evaluateAll((ps) => ps.map((p) => Number(p.dataset.step)));
  assert.deepEqual(
    steps,
    review.decisions.map((d) => d.ply),
  );
  const marks = await points.evaluateAll((ps) => ps.map((p) => p.dataset.mark));
  assert.deepEqual(
    marks,
    review.decisions.map((d) => d.mark ?? "none"),
  );

  // A click on a marked point (any point if the game had none) jumps there.
  const markedIndex = review.decisions.findIndex((d) => d.mark !== null);
  const index = markedIndex >= 0 ? markedIndex : Math.floor(review.decisions.length / 2);
  const target = review.decisions[index];
  await points.nth(index).click();
  await waitForStep(page, target.ply);
  assert.equal(await points.nth(index).getAttribute("aria-current"), "step");
  // The decision's table: one row marked played, the played action, in the table's words.
  const rows = page.getByTestId("review-action");
  assert.ok((await rows.count()) >= 2);
  const playedRows = page.locator('[data-testid="review-action"][data-played="true"]');
  assert.equal(await playedRows.count(), 1);
  await playedRows.getByTestId("review-played").waitFor();
  assert.equal(
    await page.getByTestId("review-verdict").getAttribute("data-mark"),
    target.mark ?? "none",
  );
  // The next step shows the move just played, as the replay words it: the same words.
  const words = (await playedRows.locator(".move").innerText()).trim();
  assert.doesNotMatch(words, /^[A-Z][a-z]\d$/, "a raw card id");
  await page.getByTestId("replay-next").click();
  await waitForStep(page, target.ply + 1);
  const action = await page.getByTestId("replay-action").innerText();
  assert.ok(action.endsWith(`${played}: ${words}`), `"${action}" is not "${played}: ${words}"`);
  // Unless the seat decides again at once (it won the trick it followed and leads), this step
  // is none of its decisions.
  if (!steps.includes(target.ply + 1)) await page.getByTestId("review-no-decision").waitFor();
  // Back with the review's own button, then by keyboard: the points are one tab stop, the
  // arrows move along them and Enter jumps.
  await page.getByTestId("review-prev").click();
  await waitForStep(page, target.ply);
  await points.nth(index).focus();
  const key = index + 1 < review.decisions.length ? "ArrowRight" : "ArrowLeft";
  const other = review.decisions[key === "ArrowRight" ? index + 1 : index - 1];
  await page.keyboard.press(key);
  await page.keyboard.press("Enter");
  await waitForStep(page, other.ply);
  assert.equal(
    await points.evaluateAll((ps) => ps.filter((p) => p.getAttribute("tabindex") === "0").length),
    1,
  );
  // The decisions that mattered most are the summary's, and each jumps there.
  const turning = page.getByTestId("review-turning-points").locator("button");
  assert.equal(await turning.count(), review.summary.turning_points.length);
  const first = review.summary.turning_points[0];
  await turning.first().click();
  await waitForStep(page, first);
  // The summary counts this seat's marks as the review does.
  assert.equal(
    Number(await page.getByTestId(`review-mistakes-${seat}`).innerText()),
    review.summary.mistakes,
  );
  assert.equal(
    Number(await page.getByTestId(`review-blunders-${seat}`).innerText()),
    review.summary.blunders,
  );
  // Settle on a marked decision for the pictures: a mistake if there is one.
  const mistake = review.decisions.findIndex((d) => d.mark === "mistake");
  const shown = mistake >= 0 ? mistake : index;
  await points.nth(shown).click();
  await waitForStep(page, review.decisions[shown].ply);
  await page.locator('[data-testid="review-action"]').first().waitFor();
}

/** On a phone: nothing wider than the screen, the graph within it. */
async function checkPhone(page) {
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  const widths = await page.evaluate(() => {
    const box = (id) => document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect();
    return {
      page: document.documentElement.scrollWidth,
      panel: box("review").right,
      graph: box("review-graph").right,
      graphLeft: box("review-graph").left,
      actions: document
        .querySelector('[data-testid="review-actions"]')
        .parentElement.getBoundingClientRect().right,
    };
  });
  assert.ok(widths.graphLeft >= 0 && widths.graph <= PHONE.width, JSON.stringify(widths));
  assert.ok(widths.panel <= PHONE.width && widths.actions <= PHONE.width, JSON.stringify(widths));
}

/** The panel at the top of the screen, with the graph and the decision below it. */
async function shoot(page, name) {
  // On a wide screen the whole panel fits; on a phone, from the graph down to the actions.
  const from = page.viewportSize().width > 600 ? '[data-testid="review"]' : ".overview";
  await page.locator(from).evaluate((el) => {
    el.scrollIntoView({ block: "start" });
    window.scrollBy(0, -8);
  });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

describe(
  "the game review in the replay viewer",
  { skip: !haveServer && "no server binary or web/dist" },
  () => {
    it("reviews your own seat after a game: graph, jumps, top actions, summary (en)", async () => {
      const p = await person("Ada", "en");
      const id = await playedGame(p);
      await p.page.getByRole("link", { name: "Watch the replay" }).click();
      await p.page.getByTestId("replay-step").waitFor();
      // Your own seat is the one offered first.
      assert.equal(await p.page.getByTestId("review-seat").inputValue(), "0");
      // A private table: only your own seat.
      assert.equal(await p.page.getByTestId("review-seat").locator("option").count(), 1);
      await runReview(p.page);
      await checkReview(p, id, 0, "Ada played");
      assert.deepEqual(await seriousViolations(p.page), []);
      await shoot(p.page, "review-en-desktop");
      await checkPhone(p.page);
      assert.deepEqual(await seriousViolations(p.page), []);
      await shoot(p.page, "review-en-phone");
      assert.ok((await englishOn(p.page)).length > 5, "no English found on an English page");
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });

    it("reviews a table of bots seat by seat, in Dutch, with no English left (nl)", async () => {
      const p = await person("Dirk", "nl");
      const id = await botGame(p);
      await p.page.goto(`${server.url}#/replay/${id}`);
      await p.page.getByTestId("replay-step").waitFor();
      // Nobody's seat: seat A first; a public table lets anyone review both.
      assert.equal(await p.page.getByTestId("review-seat").inputValue(), "0");
      assert.equal(await p.page.getByTestId("review-seat").locator("option").count(), 2);
      assert.deepEqual(await englishOn(p.page), [], "English before the review");
      await runReview(p.page);
      await checkReview(p, id, 0, "Bot A (willekeurig) speelde");
      assert.deepEqual(await englishOn(p.page), [], "English in the Dutch review");
      // The other seat from the summary: its counts join the table.
      await p.page.getByTestId("review-other-1").click();
      await p.page.getByTestId("review-progress").waitFor();
      await p.page.getByTestId("review-mistakes-1").waitFor({ timeout: 120_000 });
      assert.equal(await p.page.getByTestId("review-result").getAttribute("data-seat"), "1");
      const { body: b } = await call(p.page, "POST", `/api/tables/${id}/review`, { seat: 1 });
      assert.equal(await p.page.getByTestId("review-point").count(), b.review.decisions.length);
      // Back to A's review through the seat menu; for the pictures, the seat that made a
      // mistake (A unless only B did).
      await p.page.getByTestId("review-seat").selectOption("0");
      await p.page.getByTestId("review-result").and(p.page.locator('[data-seat="0"]')).waitFor();
      const { body: a } = await call(p.page, "POST", `/api/tables/${id}/review`, { seat: 0 });
      if (a.review.summary.mistakes === 0 && b.review.summary.mistakes > 0) {
        await p.page.getByTestId("review-seat").selectOption("1");
        await p.page.getByTestId("review-result").and(p.page.locator('[data-seat="1"]')).waitFor();
      }
      const points = p.page.getByTestId("review-point");
      const mistake = p.page.locator('[data-testid="review-point"][data-mark="mistake"]');
      const marked = p.page.locator('[data-testid="review-point"]:not([data-mark="none"])');
      await ((await mistake.count()) ? mistake : (await marked.count()) ? marked : points)
        .first()
        .click();
      await p.page.getByTestId("review-verdict").waitFor();
      assert.deepEqual(await seriousViolations(p.page), []);
      assert.deepEqual(await englishOn(p.page), [], "English in the Dutch review");
      await shoot(p.page, "review-nl-desktop");
      await checkPhone(p.page);
      assert.deepEqual(await seriousViolations(p.page), []);
      await shoot(p.page, "review-nl-phone");
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });
  },
);
