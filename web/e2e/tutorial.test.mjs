// The tutorials (web/src/tutorial/, POST /api/tutorials) followed by clicks in the real server
// binary and Debian's Chromium: from the home page's "Learn to play", each game's coach teaches
// its lessons in order on the fixed deal until it lets the player finish alone, and Claim's is
// played to its end (the closing message links to the rules and a real game). On every lesson
// the coach covers nothing it rings (at 1280×800 and 390×844), axe finds nothing serious, and
// the Dutch runs show no English. A move that is not the lesson's is explained and can be
// chosen again or played anyway. Screenshots of the first lesson go to test-results/screens/.
// Skipped (and said so) when the binary or web/dist is missing.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, SHOTS, launch, seriousViolations } from "./browser.mjs";
import { haveServer, startServer } from "./server.mjs";
import { englishOn } from "./english.mjs";
import { coachStep, follow } from "./tutorial-steps.mjs";

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

async function newcomer(lang, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  await context.addInitScript((l) => {
    localStorage.setItem("interregnum.name", "Newbie");
    localStorage.setItem("interregnum.lang", l);
  }, lang);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(server.url);
  return { context, page, errors };
}

/** From the home page's link to the tutorial's table. */
async function openTutorial(page, game) {
  await page.getByTestId(`learn-${game}`).click();
  await page.getByTestId("coach").waitFor({ timeout: 20_000 });
  assert.match(page.url(), new RegExp(`#/tutorial/${game}/[A-Za-z0-9_-]+$`));
}

/** The rings the coach draws that its own panel or the docked hand covers, or off the screen. */
function covered(page) {
  return page.evaluate(() => {
    const coach = document.querySelector('[data-testid="coach"]')?.getBoundingClientRect();
    const dockEl = document.querySelector(".dock");
    const dock =
      dockEl && getComputedStyle(dockEl).position === "sticky"
        ? dockEl.getBoundingClientRect()
        : null;
    const out = [];
    for (const el of document.querySelectorAll("[data-coach-target]")) {
      const r = el.getBoundingClientRect();
      const name = el.getAttribute("data-card") ?? el.textContent?.trim().slice(0, 30);
      if (coach && r.left < coach.right && r.right > coach.left && r.top < coach.bottom)
        if (r.bottom > coach.top) out.push(`${name} under the coach`);
      if (dock && !el.closest(".dock") && r.bottom > dock.top + 1)
        out.push(`${name} under the docked hand`);
      if (r.bottom > innerHeight || r.top < 0) out.push(`${name} off the screen`);
    }
    return out;
  });
}

/** Checks made on every lesson: nothing ringed is covered, axe, and (Dutch) no English. */
function checks(p, lang, shot) {
  let first = true;
  return async (step) => {
    if (["intro", "wait", "yours"].includes(step)) return;
    await p.page.waitForTimeout(400);
    assert.deepEqual(await covered(p.page), [], `covered rings at ${step}`);
    if (first && shot) {
      await p.page.mouse.move(0, 0);
      await p.page.waitForTimeout(200);
      await p.page.screenshot({ path: `${SHOTS}${shot}.png` });
    }
    if (first || step === "alone") assert.deepEqual(await seriousViolations(p.page), [], step);
    first = false;
    if (lang === "nl") assert.deepEqual(await englishOn(p.page), [], `English at ${step}`);
  };
}

const LESSONS = {
  claim: ["claim-follow-lose", "claim-prize-reply", "claim-phase2"],
  "imposter-kings": ["ik-first", "ik-keep", "ik-hide", "ik-reaction-kingshand", "ik-flip"],
  provinces: ["pr-bank", "pr-reaction-guard", "pr-pay", "pr-attack-gold"],
};
const SHORT = { claim: "claim", "imposter-kings": "ik", provinces: "provinces" };

/** Each lesson seen, in the order the fixed deal brings them. */
function assertLessons(game, seen) {
  const lessons = seen.filter((s) => !["intro", "wait", "yours", "alone", "over"].includes(s));
  for (const lesson of LESSONS[game]) assert.ok(lessons.includes(lesson), `${lesson} in ${seen}`);
  const order = LESSONS[game].map((l) => lessons.indexOf(l));
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a - b),
    `lessons out of order: ${seen}`,
  );
}

describe("the tutorials", { skip: !haveServer && "no server binary or web/dist" }, () => {
  it("Claim (en, desktop) is taught and played to its end; the end links to the rules and a real game", async () => {
    const p = await newcomer("en", DESKTOP);
    await openTutorial(p.page, "claim");
    const seen = await follow(p.page, {
      until: "over",
      ms: 240_000,
      onStep: checks(p, "en", "tutorial-claim-en-desktop"),
    });
    assertLessons("claim", seen);
    assert.ok(seen.indexOf("alone") > seen.indexOf("claim-phase2"), `${seen}`);
    assert.equal(seen[seen.length - 1], "over");
    await p.page.getByTestId("result").waitFor();
    assert.match(await p.page.getByTestId("coach-text").innerText(), /finished your first game/);
    assert.equal(await p.page.getByTestId("coach-rules").getAttribute("href"), "#/rules/claim");
    assert.deepEqual(await seriousViolations(p.page), []);
    await p.page.getByTestId("coach-real-game").click();
    await p.page.waitForURL(/#\/table\/[A-Za-z0-9_-]+$/);
    await p.page.getByTestId("claim-table").waitFor();
    assert.equal(await p.page.getByTestId("coach").count(), 0, "a real game has no coach");
    assert.deepEqual(p.errors, []);
    await p.context.close();
  });

  for (const [game, lang] of [
    ["claim", "nl"],
    ["imposter-kings", "en"],
    ["imposter-kings", "nl"],
    ["provinces", "en"],
    ["provinces", "nl"],
  ]) {
    it(`${game} (${lang}, phone) teaches its lessons, then lets the player finish alone`, async () => {
      const p = await newcomer(lang, PHONE);
      await openTutorial(p.page, game);
      const seen = await follow(p.page, {
        until: "alone",
        ms: 240_000,
        onStep: checks(p, lang, `tutorial-${SHORT[game]}-${lang}-phone`),
      });
      assertLessons(game, seen);
      // A phone's page never scrolls sideways.
      assert.ok(
        await p.page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
        "a horizontal scroll",
      );
      await p.page.getByTestId("coach-dismiss").click();
      assert.equal(await p.page.getByTestId("coach").count(), 0);
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });
  }

  for (const [lang, viewport, size] of [
    ["en", PHONE, "phone"],
    ["nl", DESKTOP, "desktop"],
  ]) {
    it(`Claim (${lang}, ${size}): a move that is not the lesson's is explained, chosen again or played anyway`, async () => {
      const p = await newcomer(lang, viewport);
      await openTutorial(p.page, "claim");
      await follow(p.page, {
        until: "claim-follow-lose",
        ms: 60_000,
        onStep: checks(p, lang, `tutorial-claim-${lang}-${size}`),
      });
      const ringed = await p.page
        .locator('[data-testid="hand"] [data-coach-target]')
        .getAttribute("data-card");
      const other = p.page.locator(`[data-testid="legal-card"]:not([data-card="${ringed}"])`);
      // Nothing hovered or focused is raised over the card to click.
      const clickOther = async () => {
        await p.page.mouse.move(0, 0);
        await p.page.evaluate(() => document.activeElement?.blur());
        await other.first().click({ position: { x: 10, y: 24 } });
      };
      await clickOther();
      await p.page.getByTestId("coach-other").waitFor();
      if (lang === "nl") assert.deepEqual(await englishOn(p.page), []);
      // Nothing was played: choosing again keeps the lesson and its ring.
      await p.page.getByTestId("coach-keep").click();
      assert.equal(await coachStep(p.page), "claim-follow-lose");
      assert.equal(
        await p.page.evaluate(() => document.activeElement?.getAttribute("data-card")),
        ringed,
        "focus goes back to the ringed card",
      );
      await clickOther();
      await p.page.getByTestId("coach-anyway").click();
      // Played: the lesson is learnt and the game goes on.
      await p.page.waitForFunction(
        () =>
          document.querySelector('[data-testid="coach"]')?.getAttribute("data-step") !==
          "claim-follow-lose",
      );
      assert.equal(await p.page.getByTestId("coach-other").count(), 0);
      assert.deepEqual(p.errors, []);
      await p.context.close();
    });
  }
});
