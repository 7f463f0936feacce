// The client's current language, persisted in localStorage, and `t` to format a message.
// English is in the first load; another language's messages are fetched before it is shown.
import type { FluentBundle } from "@fluent/bundle";
import english from "./catalog-en";
import {
  buildBundle,
  format,
  isLocale,
  preferredLocale,
  type Args,
  type Locale,
  type Sources,
} from "./i18n-core";

const bundles: Partial<Record<Locale, FluentBundle>> = { en: buildBundle("en", english).bundle };
const catalogs: Record<Locale, () => Promise<Sources>> = {
  en: () => Promise.resolve(english),
  nl: () => import("./catalog-nl").then((m) => m.default),
};

const STORAGE_KEY = "interregnum.lang";

/** The language remembered in this browser, else the one it prefers among ours. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // No storage (private mode or tests): fall back to the browser's languages.
  }
  return typeof navigator === "undefined" ? "en" : preferredLocale(navigator.languages ?? []);
}

export const i18n = $state<{ locale: Locale }>({ locale: "en" });

/** Makes `locale` the page's language once its messages are here. */
export async function showLocale(locale: Locale): Promise<void> {
  if (!bundles[locale]) bundles[locale] = buildBundle(locale, await catalogs[locale]()).bundle;
  i18n.locale = locale;
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** The player's choice of language: shown, and remembered in this browser. */
export async function setLocale(locale: Locale): Promise<void> {
  await showLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // The choice still holds for this page.
  }
}

/** The message `id` in the current language. Reading `i18n.locale` makes callers reactive. */
export function t(id: string, args?: Args): string {
  return format((bundles[i18n.locale] ?? bundles.en)!, id, args);
}
