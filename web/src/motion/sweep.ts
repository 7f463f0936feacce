// A finished Claim trick goes to its winner: a Svelte action on each card of the trick that,
// when the sweep beat comes (src/motion/cues.ts), moves the card toward the winner's seat (the
// element `to` names) and fades it out, in 300 ms. The card keeps its box (only a transform
// and the opacity change), so nothing on the table jumps; once swept it stays hidden, also to
// screen readers and the keyboard, until the next trick replaces it. Under
// prefers-reduced-motion it is simply gone.
import { reducedMotion } from "../lib/motion";

export const SWEEP_MS = 300;

export interface SweepParams {
  /** Whether the trick is swept now. */
  on: boolean;
  /** Where it goes: a selector of the winner's seat. */
  to: string;
}

export function sweep(node: HTMLElement, params: SweepParams): { update(p: SweepParams): void } {
  let swept = false;
  let running: Animation | null = null;
  // Hidden, not only transparent: out of the tab order and the accessibility tree too (its
  // cards are focusable for their tooltips, and aria-hidden over focusable content is an error).
  const hide = () => {
    node.style.opacity = "0";
    node.style.visibility = "hidden";
  };
  const go = (p: SweepParams, animate: boolean) => {
    swept = true;
    const target = document.querySelector(p.to)?.getBoundingClientRect();
    if (!animate || !target || reducedMotion() || typeof node.animate !== "function") {
      hide();
      return;
    }
    const box = node.getBoundingClientRect();
    const dx = target.x + target.width / 2 - (box.x + box.width / 2);
    // To the near edge of the seat: its cards, not through it.
    const dy = target.y + (target.y > box.y ? 0 : target.height) - (box.y + box.height / 2);
    running = node.animate(
      [
        { transform: "none", opacity: 1 },
        { transform: `translate(${dx * 0.6}px, ${dy}px) scale(0.5)`, opacity: 0 },
      ],
      { duration: SWEEP_MS, easing: "cubic-bezier(0.5, 0, 0.75, 0)" },
    );
    running.onfinish = () => {
      running = null;
      hide();
    };
  };
  // A trick already swept when it is first drawn (a reload) is not swept again.
  if (params.on) go(params, false);
  return {
    update(p) {
      if (p.on && !swept) go(p, true);
      else if (!p.on && swept) {
        running?.cancel();
        running = null;
        swept = false;
        node.style.opacity = "";
        node.style.visibility = "";
      }
    },
  };
}
