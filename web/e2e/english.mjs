// What of the English catalogue a page shows: the Dutch tables and panels must show none of it.
// Shared by the end-to-end tests.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { FluentParser } from "@fluent/syntax";

// The English catalogue's phrases that a Dutch page must not show: the literal text of every
// message whose Dutch differs, in pieces of two words or more (names and card notation are the
// same in both languages, so single words are not checked).
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

/** Every text the page renders (and every accessible label) that holds an English phrase. */
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
