// The Imposter Kings' tutorial (2 players): the setup's choices, the Throne's value, a
// reaction window and flipping the King. Every rule quoted is in docs/rules/imposter-kings.md.

import { BASE_VALUE, isIkCard, mySeat, type IkCard, type IkView } from "../games/ik/model";
import { advice, handCard, myLegal, stepValue, verbButton, type Tutorial } from "./coach";

/** The reaction cards: kept in hand for a window, never a card to spend on the Throne. */
const REACTIONS: readonly IkCard[] = ["KingsHand", "Assassin"];

const byValue = (a: IkCard, b: IkCard) => BASE_VALUE[a] - BASE_VALUE[b];

/** The cards `legal` lets the seat play from hand, cheapest first. */
export function playable(legal: readonly string[]): IkCard[] {
  return legal
    .filter((a) => a.startsWith("play "))
    .map((a) => a.slice(5))
    .filter(isIkCard)
    .sort(byValue);
}

/** The card to play on the Throne: the cheapest, keeping reaction cards for their windows. */
export function cheapestPlay(legal: readonly string[]): IkCard | null {
  const cards = playable(legal);
  return cards.find((c) => !REACTIONS.includes(c)) ?? cards[0] ?? null;
}

/** `hide S R`: the highest card as the Successor, the lowest removed, reactions kept. */
export function hideChoice(hand: readonly IkCard[]): { successor: IkCard; removed: IkCard } | null {
  const cards = hand.filter((c) => !REACTIONS.includes(c)).sort(byValue);
  if (cards.length < 2) return null;
  return { successor: cards[cards.length - 1]!, removed: cards[0]! };
}

const THRONE = '[data-testid="throne"]';
const THRONE_VALUE = '[data-testid="throne-value"]';

export const ikTutorial: Tutorial<IkView> = {
  game: "imposter-kings",
  lessons: [
    {
      // The True King's holder chooses who starts: the bot, so there is a Throne to beat.
      id: "ik-first",
      advise: (view) => {
        const legal = myLegal(view);
        const me = mySeat(view);
        if (me === null || !legal.some((a) => a.startsWith("first "))) return null;
        const other = String.fromCharCode(65 + (1 - me));
        const move = legal.find((a) => a === `first ${other}`);
        return advice("ik-first", {
          args: { other },
          targets: [[stepValue("first", other), verbButton("first")]],
          moves: move ? [move] : [],
        });
      },
    },
    {
      // Keep the deal: a restart would shuffle (the first in a round is free).
      id: "ik-keep",
      advise: (view) => {
        const legal = myLegal(view);
        if (!legal.includes("keep") || !legal.includes("restart")) return null;
        return advice("ik-keep", { targets: [[verbButton("keep")]], moves: ["keep"] });
      },
    },
    {
      // The Successor (taken back by flipping the King) and the card removed from the round.
      id: "ik-hide",
      advise: (view) => {
        const legal = myLegal(view);
        const me = mySeat(view);
        if (me === null || !legal.some((a) => a.startsWith("hide "))) return null;
        const choice = hideChoice(view.seats[me]?.hand ?? []);
        const move = choice && `hide ${choice.successor} ${choice.removed}`;
        if (!choice || !move || !legal.includes(move)) return advice("ik-hide-any", {});
        return advice("ik-hide", {
          cards: { successor: choice.successor, removed: choice.removed },
          targets: [[stepValue("hide", choice.successor), stepValue("hide", choice.removed)]],
          moves: [move],
        });
      },
    },
    {
      // A reaction window: the King's Hand stops an ability, the Assassin a King's flip.
      id: "ik-reaction",
      advise: (view) => {
        const legal = myLegal(view);
        const reaction = legal.find((a) => a === "kingshand" || a === "assassin");
        if (!reaction) return null;
        const card: IkCard = reaction === "kingshand" ? "KingsHand" : "Assassin";
        const who = String.fromCharCode(65 + (view.ability?.player ?? 1 - (mySeat(view) ?? 0)));
        return advice(reaction === "kingshand" ? "ik-reaction-kingshand" : "ik-reaction-assassin", {
          args: { who },
          cards: { card, ability: view.ability?.card ?? card },
          targets: [[verbButton(reaction)], [handCard(card)]],
          moves: [reaction],
        });
      },
    },
    {
      // A card worth at least the Throne: the cheapest, keeping the high ones.
      id: "ik-throne",
      advise: (view) => {
        const legal = myLegal(view);
        const card = cheapestPlay(legal);
        if (!card) return null;
        return advice(view.court.length ? "ik-throne" : "ik-throne-empty", {
          args: { value: view.throne_value },
          cards: { card, throne: view.court[view.court.length - 1]?.card ?? card },
          targets: [[THRONE, THRONE_VALUE], [handCard(card)]],
          moves: [`play ${card}`],
        });
      },
    },
    {
      // Flip the King when no card is worth playing: the Throne is Disgraced and the
      // Successor comes back to hand.
      id: "ik-flip",
      advise: (view) => {
        const legal = myLegal(view);
        const me = mySeat(view);
        if (me === null || !legal.includes("flip")) return null;
        const cheap = cheapestPlay(legal);
        if (cheap && !REACTIONS.includes(cheap) && BASE_VALUE[cheap] < 8) return null;
        const successor = view.seats[me]?.successor;
        return advice(successor ? "ik-flip" : "ik-flip-nosuccessor", {
          args: { value: view.throne_value },
          cards: successor ? { successor } : {},
          targets: [[verbButton("flip")], [THRONE]],
          moves: ["flip"],
        });
      },
    },
  ],
};
