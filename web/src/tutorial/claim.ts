// Claim's tutorial: following the led faction, winning a follower (the prize), and the
// Phase 2 scoring. Every rule quoted is in docs/rules/claim.md.

import { parseCard, type ClaimView } from "../games/claim/model";
import { advice, handCard, myLegal, type Tutorial } from "./coach";

/** Whether `reply` beats `lead` (the rules' "Who wins the trick"). */
export function replyWins(lead: string, reply: string): boolean {
  const l = parseCard(lead);
  const r = parseCard(reply);
  if (!l || !r) return false;
  if (l.faction === "goblins" && r.faction === "knights") return true;
  if (r.faction === l.faction || r.faction === "doppelgangers") return r.value > l.value;
  return false;
}

const value = (code: string) => parseCard(code)?.value ?? 0;
const lowest = (cards: string[]) =>
  cards.reduce((a, b) => (value(b) < value(a) ? b : a), cards[0]!);
const highest = (cards: string[]) =>
  cards.reduce((a, b) => (value(b) > value(a) ? b : a), cards[0]!);

/** The cheapest legal reply that wins the trick, or the cheapest reply when none does. */
export function bestReply(lead: string, legal: string[]): { card: string; wins: boolean } {
  const winners = legal.filter((c) => replyWins(lead, c));
  return winners.length
    ? { card: lowest(winners), wins: true }
    : { card: lowest(legal), wins: false };
}

const TRICK_CARD = (code: string) => `[data-testid="trick"] [data-card="${code}"]`;

export const claimTutorial: Tutorial<ClaimView> = {
  game: "claim",
  lessons: [
    {
      // The reply must follow the led faction (or be a Doppelgänger) when it can.
      id: "claim-follow",
      advise: (view) => {
        const legal = myLegal(view);
        const me = typeof view.observer === "object" ? view.observer.seat : 0;
        const hand = view.seats[me]?.hand ?? [];
        if (view.phase !== 1 || !view.lead || !legal.length || legal.length >= hand.length)
          return null;
        const reply = bestReply(view.lead, legal);
        return advice(reply.wins ? "claim-follow" : "claim-follow-lose", {
          cards: { lead: view.lead, card: reply.card },
          args: { n: legal.length },
          targets: [[TRICK_CARD(view.lead)], [handCard(reply.card)]],
          moves: [reply.card],
        });
      },
    },
    {
      // The prize goes to the trick's winner as a follower: play to win it.
      id: "claim-prize",
      advise: (view) => {
        const legal = myLegal(view);
        if (view.phase !== 1 || !view.prize || !legal.length) return null;
        if (view.lead) {
          const reply = bestReply(view.lead, legal);
          if (!reply.wins) return null;
          return advice("claim-prize-reply", {
            cards: { prize: view.prize, lead: view.lead, card: reply.card },
            targets: [['[data-testid="prize"]'], [handCard(reply.card)]],
            moves: [reply.card],
          });
        }
        const card = highest(legal);
        return advice("claim-prize-lead", {
          cards: { prize: view.prize, card },
          targets: [['[data-testid="prize"]'], [handCard(card)]],
          moves: [card],
        });
      },
    },
    {
      // Phase 2: the followers are the hand; won cards score; most cards of a faction wins it.
      id: "claim-phase2",
      advise: (view) => {
        if (view.phase !== 2 || !myLegal(view).length) return null;
        return advice("claim-phase2", {
          targets: [['[data-testid="drawer-open"]', "#factions-title"]],
        });
      },
    },
  ],
};
