// The three tables drawn from the engine's real views (the dev-only preview page), at a
// desktop and a phone size, in English and Dutch, with an accessibility scan. Needs no
// game server: it starts Vite's dev server on 127.0.0.1.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "vite";
import { DESKTOP, PHONE, SHOTS, launch, seriousViolations, chooseLanguage } from "./browser.mjs";

let server;
let base;
let browser;

before(async () => {
  server = await createServer({
    configFile: new URL("../vite.config.ts", import.meta.url).pathname,
    server: { host: "127.0.0.1", port: 0, strictPort: false },
    logLevel: "error",
  });
  await server.listen();
  const addr = server.httpServer.address();
  base = `http://127.0.0.1:${addr.port}/`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const SCREENS = [
  ["claim", 2, "claim-table"],
  ["claim", 5, "claim-table"],
  ["ik2", 3, "ik-table"],
  ["ik3", 20, "ik-table"],
  ["ik4", 30, "ik-table"],
  ["pr3", 10, "provinces-table"],
  ["pr4", 20, "provinces-table"],
];

async function open(path, size, locale = "en") {
  const context = await browser.newContext({ viewport: size, reducedMotion: "reduce" });
  await context.addInitScript((l) => localStorage.setItem("interregnum.lang", l), locale);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(base + path);
  return { context, page, errors };
}

describe("tables from real views", () => {
  for (const [fixture, index, testid] of SCREENS) {
    it(`${fixture} #${index} draws at desktop and phone size with no serious accessibility violation at either`, async () => {
      for (const [name, size] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ]) {
        const { context, page, errors } = await open(`#/preview/${fixture}/${index}`, size);
        await page.getByTestId(testid).waitFor();
        await page.screenshot({ path: `${SHOTS}${fixture}-${index}-${name}.png`, fullPage: true });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(
          width <= size.width,
          `${name}: the page is ${width}px wide, wider than ${size.width}px`,
        );
        assert.deepEqual(await seriousViolations(page), [], name);
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }

  it("the home page, the rules pages and the designer pass an accessibility scan at desktop and phone size, fit a phone, and Dutch changes the strings", async () => {
    for (const locale of ["en", "nl"]) {
      for (const path of [
        "#/",
        "#/rules/claim",
        "#/rules/imposter-kings",
        "#/rules/provinces",
        "#/designer",
      ]) {
        const slug = path.replace(/[#/]+/g, "-").replace(/^-|-$/g, "") || "home";
        for (const [name, size] of [
          ["desktop", DESKTOP],
          ["phone", PHONE],
        ]) {
          const { context, page } = await open(path, size, locale);
          await page.locator("main h1").first().waitFor();
          assert.deepEqual(await seriousViolations(page), [], `${locale} ${path} ${name}`);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(
            width <= size.width,
            `${locale} ${path} ${name}: the page is ${width}px wide, wider than ${size.width}px`,
          );
          const suffix = name === "desktop" ? "" : "-phone";
          await page.screenshot({
            path: `${SHOTS}page-${slug}-${locale}${suffix}.png`,
            fullPage: true,
          });
          await context.close();
        }
      }
    }
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(base + "#/");
    await page.locator("main h1").first().waitFor();
    const english = await page.locator("main h1").first().textContent();
    await chooseLanguage(page, "nl");
    const dutch = await page.locator("main h1").first().textContent();
    assert.notEqual(english, dutch);
    assert.equal(await page.evaluate(() => localStorage.getItem("interregnum.lang")), "nl");
    await page.reload();
    await page.locator("main h1").first().waitFor();
    assert.equal(await page.locator("main h1").first().textContent(), dutch);
    await context.close();
  });

  it("The Imposter Kings' order of play names only the seats at the table", async () => {
    for (const [fixture, index, order] of [
      ["ik3", 20, "A → B → C"],
      ["ik4", 30, "D → C → B → A"],
    ]) {
      const { context, page } = await open(`#/preview/${fixture}/${index}`, DESKTOP);
      const said = page.getByText(/^Play goes /);
      await said.waitFor();
      assert.equal(await said.innerText(), `Play goes ${order}`, fixture);
      await context.close();
    }
  });

  it("on a phone an ability's quote is its card and one line, the text on a tap; a desktop shows the text", async () => {
    const { context, page } = await open("#/preview/ik4/30", { width: 390, height: 844 });
    const text = page.locator("#ik-ability-text");
    await page.getByTestId("ability").waitFor();
    assert.equal(await text.isVisible(), false);
    const toggle = page.getByRole("button", { name: /A's Spy/ });
    assert.equal(await toggle.getAttribute("aria-expanded"), "false");
    await toggle.click();
    assert.equal(await text.isVisible(), true);
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    assert.match(await text.innerText(), /Successor/);
    await context.close();
    const wide = await open("#/preview/ik4/30", DESKTOP);
    await wide.page.getByTestId("ability").waitFor();
    assert.equal(await wide.page.locator("#ik-ability-text").isVisible(), true);
    await wide.context.close();
  });

  it("on a 390×844 phone the hand is docked in view, and Claim's trick and hand share the one screen; the screens of docs/web.md", async () => {
    const TABLES = [
      ["claim", 2, 2, "claim-table"],
      ["ik2", 3, 2, "ik-table"],
      ["ik3", 20, 3, "ik-table"],
      ["ik4", 30, 4, "ik-table"],
      ["pr2", 5, 2, "provinces-table"],
      ["pr3", 10, 3, "provinces-table"],
      ["pr4", 20, 4, "provinces-table"],
    ];
    const PHONE_TALL = { width: 390, height: 844 };
    for (const [fixture, index, count, testid] of TABLES) {
      const game = fixture.startsWith("ik")
        ? "imposter-kings"
        : fixture.startsWith("pr")
          ? "provinces"
          : "claim";
      for (const locale of ["en", "nl"]) {
        for (const [name, size] of [
          ["desktop", DESKTOP],
          ["phone", PHONE_TALL],
        ]) {
          const { context, page, errors } = await open(
            `#/preview/${fixture}/${index}`,
            size,
            locale,
          );
          await page.getByTestId(testid).waitFor();
          const hand = await page.getByTestId("hand").boundingBox();
          assert.ok(hand, `${fixture} ${locale} ${name}: no hand`);
          if (name === "phone") {
            assert.ok(
              hand.y >= 0 && hand.y + hand.height <= size.height,
              `${fixture} ${locale}: the hand is not in view (${JSON.stringify(hand)})`,
            );
            if (game === "claim") {
              const trick = await page.getByTestId("trick").boundingBox();
              assert.ok(trick.y + trick.height <= hand.y, `${locale}: the trick is under the hand`);
            }
          }
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(width <= size.width, `${fixture} ${locale} ${name}: ${width}px wide`);
          await page.screenshot({
            path: `${SHOTS}table-${game}-${count}-${size.width}x${size.height}-${locale}.png`,
          });
          assert.deepEqual(errors, []);
          await context.close();
        }
      }
    }
  });

  it("on a 390×844 phone every decision of the fixtures fits the screen: the question, its choices, the whole Court, the trick or the armies in view above the docked hand, no sideways scroll", async () => {
    const PHONE_TALL = { width: 390, height: 844 };
    const problems = [];
    for (const fixture of ["claim", "ik2", "ik3", "ik4", "pr2", "pr3", "pr4"]) {
      const file = JSON.parse(
        readFileSync(new URL(`../test/fixtures/${fixture}.json`, import.meta.url), "utf8"),
      );
      for (const locale of ["en", "nl"]) {
        const { context, page, errors } = await open(`#/preview/${fixture}/0`, PHONE_TALL, locale);
        for (let i = 0; i < file.decisions.length; i++) {
          await page.evaluate((h) => (location.hash = h), `#/preview/${fixture}/${i}`);
          await page.getByText(`Preview ${fixture} #${i} /`).waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
          const found = await page.evaluate(() => {
            const box = (el) => {
              const r = el.getBoundingClientRect();
              return { top: r.top, bottom: r.bottom, height: r.height };
            };
            const dock = document.querySelector(".dock");
            const dockTop = dock ? dock.getBoundingClientRect().top : innerHeight;
            const out = [];
            const want = [
              ...document.querySelectorAll(
                '[data-testid$="choices"], [data-testid="legal-card"], [data-testid="usable-card"], [data-testid="deciding"], [data-testid="court"], [data-testid="trick"], [data-testid^="pr-seat-"]',
              ),
            ];
            for (const el of want) {
              const b = box(el);
              if (b.height === 0) continue;
              const inDock = dock?.contains(el);
              const limit = inDock ? innerHeight : dockTop;
              if (b.top < -1 || b.bottom > limit + 1)
                out.push(
                  `${el.getAttribute("data-testid")} ${Math.round(b.top)}..${Math.round(b.bottom)} (room to ${Math.round(limit)})`,
                );
            }
            const wide = document.documentElement.scrollWidth;
            if (wide > innerWidth) out.push(`the page is ${wide}px wide`);
            const court = document.querySelector('[data-testid="court"]');
            if (court && court.scrollWidth > court.clientWidth + 1)
              out.push(`the Court is cut: ${court.scrollWidth}px in ${court.clientWidth}px`);
            return out;
          });
          for (const f of found) problems.push(`${fixture} #${i} ${locale}: ${f}`);
        }
        assert.deepEqual(errors, []);
        await context.close();
      }
    }
    assert.equal(problems.length, 0, `\n${problems.join("\n")}`);
  });

  it("at 1280×800 The Imposter Kings' hand and whole Court are in view at every decision of the fixtures, and Provinces' seats leave no row half empty", async () => {
    const problems = [];
    for (const fixture of ["ik2", "ik3", "ik4", "pr2", "pr3", "pr4"]) {
      const file = JSON.parse(
        readFileSync(new URL(`../test/fixtures/${fixture}.json`, import.meta.url), "utf8"),
      );
      for (const locale of ["en", "nl"]) {
        const { context, page } = await open(`#/preview/${fixture}/0`, DESKTOP, locale);
        for (let i = 0; i < file.decisions.length; i++) {
          await page.evaluate((h) => (location.hash = h), `#/preview/${fixture}/${i}`);
          await page.getByText(`Preview ${fixture} #${i} /`).waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
          const found = await page.evaluate(() => {
            const out = [];
            const hand = document.querySelector('[data-testid="ik-table"] [data-testid="hand"]');
            if (hand) {
              const r = hand.getBoundingClientRect();
              if (r.bottom > innerHeight + 1)
                out.push(`the hand ends at ${Math.round(r.bottom)}, under the fold`);
            }
            const court = document.querySelector('[data-testid="court"]');
            if (court && court.scrollWidth > court.clientWidth + 1)
              out.push(`the Court is cut: ${court.scrollWidth}px in ${court.clientWidth}px`);
            const seats = [...document.querySelectorAll('[data-testid^="pr-seat-"]')];
            const rows = new Map();
            for (const el of seats) {
              const top = Math.round(el.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            const most = Math.max(0, ...rows.values());
            for (const [top, n] of rows)
              if (n < most) out.push(`a row of ${n} seat(s) at ${top} beside rows of ${most}`);
            return out;
          });
          for (const f of found) problems.push(`${fixture} #${i} ${locale}: ${f}`);
        }
        await context.close();
      }
    }
    assert.equal(problems.length, 0, `\n${problems.join("\n")}`);
  });

  it("Provinces: a hand card offers what can be done with it, a reaction quotes its card, the unit marks are explained", async () => {
    const fixture = JSON.parse(
      readFileSync(new URL("../test/fixtures/pr2.json", import.meta.url), "utf8"),
    );
    const legalOf = (i) => fixture.decisions[i].legal ?? [];
    const verbOf = (a) => a.split(" ")[0];
    // A main phase where a soldier can be banked or raised, and a reaction window.
    const main = fixture.decisions.findIndex(
      (v) =>
        (v.legal ?? []).some((a) => verbOf(a) === "bank") &&
        (v.legal ?? []).some((a) => verbOf(a) === "activate"),
    );
    const reaction = fixture.decisions.findIndex((v) =>
      (v.legal ?? []).some((a) => ["guard", "reaper", "monk"].includes(verbOf(a))),
    );
    assert.ok(main >= 0 && reaction >= 0, "the fixture has no such decisions");

    const { context, page } = await open(`#/preview/pr2/${main}`, DESKTOP);
    // The raised soldier that both banks and raises: its click asks which.
    const soldier = legalOf(main)
      .find((a) => verbOf(a) === "activate")
      .split(" ")[1];
    await page.locator(`[data-testid="usable-card"][data-card="${soldier}"]`).first().click();
    const menu = page.getByTestId("card-menu");
    await menu.waitFor();
    const verbs = await menu
      .locator("button[data-verb]")
      .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-verb")));
    assert.deepEqual(verbs.sort(), ["activate", "bank"]);
    await menu.locator('button[data-verb="bank"]').click();
    await page.getByText(`you chose: bank ${soldier}`).waitFor();
    // "End the turn" beside other choices is not styled as the move to make.
    assert.equal(await page.locator('button[data-verb="end"].primary').count(), 0);
    await context.close();

    const shown = await open(`#/preview/pr2/${reaction}`, DESKTOP);
    const quote = shown.page.getByTestId("reaction-quote");
    await quote.first().waitFor();
    assert.match(await quote.first().innerText(), /Reaction: /);
    await shown.context.close();

    // Where armies stand, a line under the seats says how a unit reads.
    const armies = fixture.decisions.findIndex((v) => v.seats.some((sv) => sv.army.length > 0));
    const withUnits = await open(`#/preview/pr2/${armies}`, DESKTOP);
    const key = withUnits.page.getByTestId("marks-key");
    await key.locator("summary").click();
    assert.match(await key.innerText(), /✓.*\+P1/);
    await withUnits.context.close();
  });

  it("a Claim hand is played by keyboard: Tab to a raised card, Enter plays it", async () => {
    const { context, page } = await open("#/preview/claim/0", DESKTOP);
    const legal = page.getByTestId("legal-card").first();
    await legal.waitFor();
    const code = await legal.getAttribute("data-card");
    await legal.focus();
    await page.keyboard.press("Enter");
    await page.getByText(`you chose: ${code}`).waitFor();
    await context.close();
  });
});
