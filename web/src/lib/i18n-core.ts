// Fluent bundles for the client, built from the .ftl files shared with the CLI (../i18n).
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";

export const LOCALES = ["en", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export type Args = Record<string, FluentVariable>;

export function isLocale(x: unknown): x is Locale {
  return typeof x === "string" && (LOCALES as readonly string[]).includes(x);
}

/** The .ftl sources per locale, keyed by file path (from Vite's glob import). */
export type Sources = Record<string, string>;

/** Which locale a file path such as `../../../i18n/nl/client.ftl` belongs to. */
export function localeOfPath(path: string): Locale | null {
  const m = /\/i18n\/([a-z]{2})\/[^/]+\.ftl$/.exec(path);
  return m && isLocale(m[1]) ? m[1] : null;
}

export interface BuiltBundle {
  bundle: FluentBundle;
  /** Duplicate ids and other errors found while loading: a test keeps this empty. */
  errors: string[];
}

export function buildBundle(locale: Locale, sources: Sources): BuiltBundle {
  // Inserted values are not wrapped in isolation marks: they show as junk in some fonts
  // and the CLI shares these files.
  const bundle = new FluentBundle(locale, { useIsolating: false });
  const errors: string[] = [];
  for (const [path, text] of Object.entries(sources).sort()) {
    if (localeOfPath(path) !== locale) continue;
    const resource = new FluentResource(text);
    for (const e of bundle.addResource(resource)) errors.push(`${path}: ${e.message}`);
  }
  return { bundle, errors };
}

/** Every message id (and term id, with its leading dash) of a bundle's sources. */
export function messageIds(locale: Locale, sources: Sources): Set<string> {
  const ids = new Set<string>();
  for (const [path, text] of Object.entries(sources)) {
    if (localeOfPath(path) !== locale) continue;
    for (const m of text.matchAll(/^(-?[a-zA-Z][\w-]*)\s*=/gm)) ids.add(m[1]!);
  }
  return ids;
}

/** Formats `id` in `bundle`; a missing id shows as the id itself, so it is easy to spot. */
export function format(bundle: FluentBundle, id: string, args?: Args): string {
  const message = bundle.getMessage(id);
  if (!message?.value) return id;
  // With an errors list Fluent reports a missing variable there instead of throwing, so a
  // message still shows (with the variable's name) rather than breaking the page.
  const errors: Error[] = [];
  return bundle.formatPattern(message.value, args, errors);
}

/** The locale the browser prefers among ours. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    const base = lang.toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return "en";
}
