// Dealt cards fly to their seat: a Svelte action on a row of cards (a hand, another seat's fan
// of backs) that, when its cue comes, moves each child in from the table's middle (the
// element marked `data-deal-from`, else the top of the screen) to its own place, one after
// another. Web Animations with transforms only, so no layout moves and a phone keeps its
// frame rate; each card flies 250 ms and the last lands within 400 ms of the cue (inside the
// deal's beat, src/motion/cues.ts). Nothing moves under prefers-reduced-motion.
import { reducedMotion } from "../lib/motion";

/** One card's flight, and the most all the delays between cards may add up to. */
export const FLIGHT_MS = 250;
export const SPREAD_MS = 150;

/** The delay of card `i` of `n`: spread over `SPREAD_MS`, at most 40 ms apart. */
export function dealDelay(i: number, n: number): number {
  if (n <= 1) return 0;
  return Math.round(i * Math.min(40, SPREAD_MS / (n - 1)));
}

function fly(node: HTMLElement): void {
  if (reducedMotion() || typeof node.animate !== "function") return;
  const from = document.querySelector("[data-deal-from]")?.getBoundingClientRect();
  const cards = [...node.children] as HTMLElement[];
  cards.forEach((card, i) => {
    const box = card.getBoundingClientRect();
    const dx = from ? from.x + from.width / 2 - (box.x + box.width / 2) : 0;
    const dy = from ? from.y + from.height / 2 - (box.y + box.height / 2) : -box.y - box.height;
    card.animate(
      [
        { transform: `translate(${dx}px, ${dy}px) scale(0.6)`, opacity: 0 },
        { transform: "none", opacity: 1 },
      ],
      {
        duration: FLIGHT_MS,
        delay: dealDelay(i, cards.length),
        easing: "cubic-bezier(0.2, 0.7, 0.3, 1)",
        // Before its turn a card waits where it comes from, not in its place.
        fill: "backwards",
      },
    );
  });
}

/** `use:deal={key}`: the cards fly in when `key` is a number not seen before (a beat's seq). */
export function deal(node: HTMLElement, key: number | null): { update(k: number | null): void } {
  let last = key;
  // At once, before the frame is painted: a card is never seen in its place before it flies
  // (the fan, an action before this one, has laid the row out already).
  if (key !== null) fly(node);
  return {
    update(next) {
      if (next !== null && next !== last) fly(node);
      last = next;
    },
  };
}
