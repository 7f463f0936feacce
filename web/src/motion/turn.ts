// A card that turns: a Svelte action on an Imposter Kings card that, when `on` becomes true
// (the card is Disgraced), flips it on its vertical axis (edge-on at the middle, where its
// Disgraced face shows, 350 ms), a transform only. A card drawn already Disgraced does not
// turn, and nothing turns under prefers-reduced-motion.
import { reducedMotion } from "../lib/motion";

export const TURN_MS = 350;

export function turn(node: HTMLElement, on: boolean): { update(next: boolean): void } {
  let was = on;
  return {
    update(next) {
      if (next && !was && !reducedMotion() && typeof node.animate === "function") {
        node.animate(
          [
            { transform: "perspective(30em) rotateY(0deg)" },
            { transform: "perspective(30em) rotateY(90deg)", offset: 0.5 },
            { transform: "perspective(30em) rotateY(0deg)" },
          ],
          { duration: TURN_MS, easing: "ease-in-out" },
        );
      }
      was = next;
    },
  };
}
