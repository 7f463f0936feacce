// A legal action of any game in words of the current language, for hints.
import { t } from "./i18n.svelte";
import { parseCard as claimCard } from "../games/claim/model";
import { actionText as ikActionText } from "../games/ik/text";
import { actionText as prActionText } from "../games/provinces/text";
import type { PrView } from "../games/provinces/model";

/**
 * `action` (the engine's notation) as words: Claim's card, The Imposter Kings' sentence with
 * `me` as the one who acts, Provinces' verb and what it names. Falls back to the notation.
 */
export function describeAction(
  game: string,
  action: string,
  view: unknown,
  me: string,
  seatName: (seat: number) => string,
): string {
  if (game === "claim") {
    const card = claimCard(action);
    return card
      ? t("claim-card", { faction: t(`claim-faction-${card.faction}`), value: card.value })
      : action;
  }
  if (game === "imposter-kings") return ikActionText(action, me, seatName);
  if (game === "provinces") return prActionText(action, (view as PrView).options.deck, seatName);
  return action;
}
