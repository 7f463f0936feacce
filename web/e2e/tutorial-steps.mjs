// Following a tutorial by clicks (web/src/tutorial/): the coach's ringed card or control when it
// names one, else a fixed choice (the first of what is offered), so a run makes the same moves
// every time and meets the same game on the tutorial's fixed deal. Only enabled controls are
// clicked: a click that waited for a disabled card would land on a later decision, one the
// coach may teach, unseen.

/** The coach's step now: a lesson's id, or `intro`, `wait`, `yours`, `alone`, `over`. */
export async function coachStep(page) {
  const coach = page.getByTestId("coach");
  if (!(await coach.count())) return null;
  return coach.getAttribute("data-step", { timeout: 1000 }).catch(() => null);
}

/** Clicks the control the coach rings, if it rings one that can be clicked. */
async function clickRing(page) {
  const ring = page.locator(
    'button[data-coach-target]:not([disabled]):not([data-testid="drawer-open"])',
  );
  if (!(await ring.count())) return false;
  // A card in a fanned hand shows its corner; its middle may be under the next card.
  const card = await ring.first().getAttribute("data-card");
  await ring.first().click({ timeout: 2000, ...(card ? { position: { x: 10, y: 24 } } : {}) });
  return true;
}

const LAST_RESORT = ["end", "pass", "decline", "nothing", "restart", "flip"];

/** One decision the coach does not ring: the first card or option offered. */
async function fallback(page) {
  const panel = page.locator('[data-testid$="choices"]');
  const verbs = panel.locator("button[data-verb]:not([disabled])");
  const names = (await verbs.count())
    ? await verbs.evaluateAll((bs) => bs.map((b) => b.getAttribute("data-verb")))
    : [];
  if (names.includes("province")) {
    await verbs.nth(names.indexOf("province")).click({ timeout: 2000 });
    return true;
  }
  // A card to play, keeping The Imposter Kings' reaction cards for their windows.
  const legal = page.locator(
    '[data-testid="legal-card"]:not([disabled]):not([data-card="KingsHand"]):not([data-card="Assassin"])',
  );
  const any = page.locator('[data-testid="legal-card"]:not([disabled])');
  if ((await legal.count()) || (await any.count())) {
    await ((await legal.count()) ? legal : any)
      .first()
      .click({ timeout: 2000, position: { x: 10, y: 24 } });
    return true;
  }
  if (!(await panel.count())) return false;
  const confirm = panel.getByTestId("confirm");
  if (await confirm.count()) {
    for (let i = 0; i < 12 && (await confirm.isDisabled()); i++) {
      const option = panel.locator("button.option:not([disabled]):not(.chosen)").first();
      if (!(await option.count())) break;
      await option.click({ timeout: 2000 });
    }
    await confirm.click({ timeout: 2000 });
    return true;
  }
  const options = panel.locator("button.option:not([disabled])");
  if (await options.count()) {
    await options.first().click({ timeout: 2000 });
    return true;
  }
  if (!names.length) return false;
  const act = names.findIndex((v) => !LAST_RESORT.includes(v));
  const end = names.findIndex((v) => v === "end" || v === "pass");
  await verbs.nth(act >= 0 ? act : end >= 0 ? end : 0).click({ timeout: 2000 });
  return true;
}

/**
 * Plays by the coach until its step is `until` (or the game is over); returns the steps seen,
 * in order. `onStep` is called once per new step, before it is followed.
 */
export async function follow(page, { until = "alone", ms = 180_000, onStep = async () => {} }) {
  const seen = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const step = await coachStep(page);
    if (!step) {
      await page.waitForTimeout(100);
      continue;
    }
    if (seen[seen.length - 1] !== step) {
      seen.push(step);
      await onStep(step);
    }
    if (step === until || step === "over") return seen;
    // Only the person's own decision is answered: a click made while the bot moves could land
    // on the next decision, one the coach may teach, unseen.
    if (step === "wait" || step === "intro") {
      await page.waitForTimeout(100);
      continue;
    }
    // Let the table settle, so the click answers the step just read.
    await page.waitForTimeout(200);
    if ((await coachStep(page)) !== step) continue;
    try {
      if (!(await clickRing(page))) await fallback(page);
    } catch {
      // The table redrew under the click: look again.
    }
    await page.waitForTimeout(150);
  }
  throw new Error(`the coach did not reach "${until}" in ${ms} ms; its steps: ${seen.join(", ")}`);
}
