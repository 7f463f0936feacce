// The client's current language, persisted in localStorage, and `t` to format a message.
import {
  buildBundle,
  format,
  isLocale,
  preferredLocale,
  type Args,
  type Locale,
  type Sources,
} from "./i18n-core";

// The command line's messages (cli.ftl) share the folder but not the bundle.
const sources = import.meta.glob(["../../../i18n/*/*.ftl", "!../../../i18n/*/cli.ftl"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Sources;

const bundles = {
  en: buildBundle("en", sources).bundle,
  nl: buildBundle("nl", sources).bundle,
};

const STORAGE_KEY = "interregnum.lang";

function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // No storage (private mode or tests): fall back to the browser's languages.
  }
  return typeof navigator === "undefined" ? "en" : preferredLocale(navigator.languages ?? []);
}

export const i18n = $state<{ locale: Locale }>({ locale: initialLocale() });

export function setLocale(locale: Locale): void {
  i18n.locale = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // The choice still holds for this page.
  }
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** The message `id` in the current language. Reading `i18n.locale` makes callers reactive. */
export function t(id: string, args?: Args): string {
  return format(bundles[i18n.locale], id, args);
}
