// A bot's name for people: the level words they chose from, or the bot spec as written.
import { t } from "./i18n.svelte";

const LEVELS = ["easy", "medium", "hard", "random", "heuristic"];

export function botLevel(spec: string): string {
  return LEVELS.includes(spec) ? t(`level-${spec}`) : spec;
}
