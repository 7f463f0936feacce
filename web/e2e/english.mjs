// English left on a Dutch page: every text the page renders (and every accessible label) that
// holds a phrase of the English catalogue whose Dutch differs, in pieces of two words or more
// (names and card notation are the same in both languages). The check games.test.mjs makes
// of every Dutch table, shared here for the tutorials.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { FluentParser } from "@fluent/syntax";

function phrases(lang) {
  const root = new URL("../../i18n/", import.meta.url).pathname;
  const out = new Map();
  const parser = new FluentParser();
  for (const file of readdirSync(join(root, lang))) {
    if (file === "cli.ftl") continue;
    for (const entry of parser.parse(readFileSync(join(root, lang, file), "utf8")).body) {
      if (entry.type !== "Message" || !entry.value) continue;
      const pieces = [];
      const walk = (pattern) => {
        for (const el of pattern.elements) {
          if (el.type === "TextElement") pieces.push(...el.value.split(/[\n(){}:;,.!?…→·/]+/));
          else if (el.expression?.type === "SelectExpression")
            for (const v of el.expression.variants) walk(v.value);
        }
      };
      walk(entry.value);
      out.set(
        entry.id.name,
        pieces.map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 2),
      );
    }
  }
  return out;
}
const english = phrases("en");
const dutch = phrases("nl");
const englishOnly = [...english.entries()].flatMap(([id, list]) => {
  const nl = new Set(dutch.get(id) ?? []);
  return list.filter((s) => !nl.has(s));
});

/** Every English phrase on the page, with the text it is in. */
export async function englishOn(page) {
  const texts = await page.evaluate(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && el.closest("script, style, [hidden]")) continue;
      const text = n.textContent?.replace(/\s+/g, " ").trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [aria-description], [title]"))
      for (const a of ["aria-label", "aria-description", "title"]) {
        const v = el.getAttribute(a);
        if (v) out.push(v.replace(/\s+/g, " "));
      }
    return out;
  });
  return texts.flatMap((text) =>
    englishOnly
      .filter((phrase) => text.includes(phrase))
      .map((phrase) => `"${phrase}" in "${text}"`),
  );
}
