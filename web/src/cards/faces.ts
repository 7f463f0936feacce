// What each game's card shows on its face: the corner rank, the emblem, the colour, the name
// and the short rules line (ids in i18n/*/cards.ftl), and the full text for its tooltip.
// Provinces' soldiers and power-ups take their names and values from the deck in the view,
// so a designer's deck is drawn as it is written.

import { t } from "../lib/i18n.svelte";
import { parseCard as parseClaim } from "../games/claim/model";
import { BASE_VALUE, type IkCard } from "../games/ik/model";
import { parseCard as parsePr, type PrDeck } from "../games/provinces/model";
import { deckWord } from "../games/provinces/text";
import {
  CLAIM_COLOURS,
  CLAIM_EMBLEMS,
  IK_EMBLEMS,
  PR_COLOURS,
  PR_EMBLEMS,
  ikColour,
  type Emblem,
} from "./emblems";

export interface Face {
  rank: string | number;
  emblem: Emblem;
  colour: string;
  name: string;
  short: string;
  /** The card's full text: its tooltip (hover, focus or long press). */
  help: string;
}

/** The Fluent id of a card's short rules line. */
export const ikShortId = (card: IkCard) => `ik-card-${card.toLowerCase()}-short`;
export const prShortId = (kind: string) => `pr-card-${kind}-short`;

export function claimFace(code: string): Face | null {
  const card = parseClaim(code);
  if (!card) return null;
  return {
    rank: card.value,
    emblem: CLAIM_EMBLEMS[card.faction],
    colour: CLAIM_COLOURS[card.faction],
    name: t(`claim-faction-${card.faction}`),
    short: "",
    help: t(`claim-faction-${card.faction}-power`),
  };
}

export function ikFace(card: IkCard): Face {
  const name = t(`ik-card-${card.toLowerCase()}`);
  return {
    rank: BASE_VALUE[card],
    emblem: IK_EMBLEMS[card],
    colour: ikColour(card),
    name,
    short: t(ikShortId(card)),
    help: `${name} (${BASE_VALUE[card]})\n${t(`ik-card-${card.toLowerCase()}-text`)}`,
  };
}

export function prFace(code: string, deck: PrDeck): Face | null {
  const card = parsePr(code);
  if (!card) return null;
  const emblem = PR_EMBLEMS[card.kind];
  const colour = PR_COLOURS[card.kind];
  if (card.kind === "soldier") {
    const rank = deckWord(deck.soldier.find((s) => s.level === card.level)?.rank ?? "");
    const args = { level: card.level };
    return {
      rank: card.level,
      emblem,
      colour,
      name: rank,
      short: t(prShortId("soldier"), args),
      help: `${t("pr-soldier", { rank, level: card.level })}\n${t("pr-card-soldier-text", args)}`,
    };
  }
  if (card.kind === "power") {
    const power = deck.power_up.find((p) => p.level === card.level);
    const bonus = power?.bonus ?? card.level;
    const name = deckWord(power?.name ?? "");
    return {
      rank: `+${bonus}`,
      emblem,
      colour,
      name,
      short: t(prShortId("power"), { bonus }),
      help: `${t("pr-power-up", { name, level: card.level, bonus })}\n${t("pr-card-power-text", { bonus })}`,
    };
  }
  const name = t(`pr-card-${card.kind}`);
  return {
    rank: "",
    emblem,
    colour,
    name,
    short: t(prShortId(card.kind)),
    help: `${name}\n${t(`pr-card-${card.kind}-text`, { level: 0, bonus: 0 })}`,
  };
}
