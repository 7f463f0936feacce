// Provinces' cards and actions in words of the current language, from the table's deck.
import { t } from "../../lib/i18n.svelte";
import { isGoldStep, parseCard, parseUnit, seatOfLetter, type PrDeck } from "./model";
import { parseProvinces, type PrLogEntry } from "./log";

/** A soldier's rank or a power-up's name from the deck, in the current language when it is one
 * of the built-in deck's words (`pr-deck-word-peasant`); a designer's own words stay as written. */
export function deckWord(name: string): string {
  if (!/^[A-Za-z]+$/.test(name)) return name;
  const id = `pr-deck-word-${name.toLowerCase()}`;
  const word = t(id);
  return word === id ? name : word;
}

/** A card's name: a soldier's rank, a power-up's name (both from the deck), or the card kind. */
export function cardName(code: string, deck: PrDeck): string {
  const c = parseCard(code);
  if (!c) return code;
  if (c.kind === "soldier")
    return t("pr-soldier", {
      rank: deckWord(deck.soldier.find((s) => s.level === c.level)?.rank ?? ""),
      level: c.level,
    });
  if (c.kind === "power") {
    const p = deck.power_up.find((x) => x.level === c.level);
    return t("pr-power-up", {
      name: deckWord(p?.name ?? ""),
      level: c.level,
      bonus: p?.bonus ?? c.level,
    });
  }
  return t(`pr-card-${c.kind}`);
}

/** An action as words: its verb, then what it names ("Attack: unit S6, Bob"). */
export function actionText(
  action: string,
  deck: PrDeck,
  seatName: (seat: number) => string,
): string {
  const parsed = parseProvinces(action);
  const gold = isGoldStep(parsed.verb);
  const value = (v: string, i: number): string => {
    if (/^[A-D]$/.test(v)) return seatName(seatOfLetter(v));
    if (gold && /^\d+$/.test(v)) return t("pr-gold", { n: Number(v) });
    if (parsed.verb === "split" && i === 1) return splitWords(v);
    if (parseCard(v)) return cardName(v, deck);
    return t("pr-unit-plain", { unit: v });
  };
  const parts = parsed.steps.map((s, i) =>
    s.type === "one" ? value(s.value, i) : s.items.map((x) => value(x, i)).join(" + "),
  );
  const verb = t(`pr-verb-${parsed.verb}`);
  return parts.length ? `${verb}: ${parts.join(", ")}` : verb;
}

/** A Detach's share of one level of power-ups (`1-0`) in words. */
export function splitWords(share: string): string {
  const [first = "0", second = "0"] = share.split("-");
  return t("pr-split-share", { first: Number(first), second: Number(second) });
}

/** A unit in words: its soldiers' ranks and levels, then its power-ups ("Archer (3) with
 * Spear"), instead of the notation (`S3/P1`). */
export function unitWords(unit: string, deck: PrDeck): string {
  const u = parseUnit(unit);
  if (!u) return unit;
  const soldiers = u.soldiers
    .map((s) =>
      t("pr-log-unit-soldier", {
        rank: deckWord(deck.soldier.find((x) => x.level === s.level)?.rank ?? ""),
        level: s.level,
      }),
    )
    .join(" & ");
  if (!u.powerUps.length) return soldiers;
  const powers = u.powerUps
    .map((level) => deckWord(deck.power_up.find((x) => x.level === level)?.name ?? `P${level}`))
    .join(", ");
  return t("pr-log-unit-armed", { soldiers, powers });
}

/** One log entry as a sentence: seats named, cards and units in words. */
export function logText(
  entry: PrLogEntry,
  deck: PrDeck,
  seatName: (seat: number) => string,
): string {
  const args: Record<string, string | number> = { ...entry.args };
  for (const [k, s] of Object.entries(entry.seats)) args[k] = seatName(s);
  if (typeof args.card === "string") args.card = cardName(args.card, deck);
  if (typeof args.cards === "string")
    args.cards = args.cards
      .split(", ")
      .map((c) => cardName(c, deck))
      .join(", ");
  if (typeof args.unit === "string") args.unit = unitWords(args.unit, deck);
  return t(entry.id, args);
}
