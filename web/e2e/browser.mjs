// Debian's Chromium driven by playwright-core (never `playwright install`: it downloads a
// browser). Shared by the end-to-end tests.
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";

export const SHOTS = new URL("../test-results/screens/", import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Serious and critical axe violations on the page, as readable lines. */
export async function seriousViolations(page) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join("; ")})`,
    );
}

/**
 * Chooses the page's language as a player does (the menu in the header) and waits until it is
 * shown: a language other than English is fetched first.
 */
export async function chooseLanguage(page, locale) {
  await page.getByTestId("language").selectOption(locale);
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}
