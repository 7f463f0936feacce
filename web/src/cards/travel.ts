// A played card travels: it leaves the hand (`send`, keyed by the card) and arrives where it is
// played (`receive`, the same key), Svelte's crossfade moving it between the two boxes with CSS
// transforms only. A card with no counterpart on this screen (another seat's, hidden in its
// hand) comes in from the top, where the other seats sit. 150 to 400 ms by the distance; none
// at all under prefers-reduced-motion.
import { crossfade, fly } from "svelte/transition";
import { cubicOut } from "svelte/easing";
import { reducedMotion } from "../lib/motion";

/** The travel's length for a distance in px: 150 ms near, 400 ms across a desktop table. */
export function travelMs(distance: number): number {
  return Math.round(Math.min(400, Math.max(150, 150 + distance / 3)));
}

export const [send, receive] = crossfade({
  duration: (distance) => (reducedMotion() ? 0 : travelMs(distance)),
  easing: cubicOut,
  fallback: (node) => fly(node, { y: -80, duration: reducedMotion() ? 0 : 300, easing: cubicOut }),
});

/**
 * Keys for a hand's cards that do not change when another card leaves: the card and how many
 * of the same came before it (a key with the place in the hand would make every card after a
 * played one leave and come back).
 */
export function stableKeys(cards: readonly string[]): { card: string; key: string }[] {
  const seen = new Map<string, number>();
  return cards.map((card) => {
    const n = seen.get(card) ?? 0;
    seen.set(card, n + 1);
    return { card, key: `${card}#${n}` };
  });
}
