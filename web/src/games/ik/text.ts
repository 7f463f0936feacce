// Turning The Imposter Kings' messages (model.ts) into sentences in the current language.
import type { Parsed } from "../../lib/choices";
import { t } from "../../lib/i18n.svelte";
import { actionMsg, cardNameId, cardTextId, isIkCard, type IkCard, type Msg } from "./model";

export function cardName(card: IkCard): string {
  return t(cardNameId(card));
}

export function cardText(card: IkCard): string {
  return t(cardTextId(card));
}

/** A message as a sentence; `seatName` names seats (a person's name or a letter). */
export function render(msg: Msg, seatName: (seat: number) => string): string {
  const args: Record<string, string | number> = {
    ...(msg.args as Record<string, string | number>),
  };
  for (const [k, c] of Object.entries(msg.cards ?? {})) args[k] = cardName(c);
  const listed: string[] = [];
  for (const [k, s] of Object.entries(msg.seats ?? {})) {
    args[k] = seatName(s);
    if (/^[sw]\d$/.test(k)) listed.push(seatName(s));
  }
  if (listed.length) args.names = listed.join(", ");
  return t(msg.id, args);
}

/** An action as a sentence, for the log: "Ada plays the Queen". */
export function actionText(
  action: string,
  who: string,
  seatName: (seat: number) => string,
): string {
  const msg = actionMsg(action);
  const cards = Object.values(msg.cards ?? {});
  return render(
    { ...msg, args: { ...msg.args, who, cards: cards.map(cardName).join(", ") } },
    seatName,
  );
}

/** The engine's notation for guided choices: sets for reveal/offer/accept, steps otherwise. */
export function parseIk(action: string): Parsed {
  const [verb = "", ...args] = action.trim().split(/\s+/);
  if (verb === "reveal" || verb === "offer" || verb === "accept") {
    return { action, verb, steps: [{ type: "set", items: args }] };
  }
  return { action, verb, steps: args.map((value) => ({ type: "one" as const, value })) };
}

export { isIkCard };
