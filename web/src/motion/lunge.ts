// An attack shows: the attacking unit lunges toward its target's seat and back (300 ms, a
// transform only), once per attack however often its window passes from seat to seat. Under
// prefers-reduced-motion nothing moves.
import { reducedMotion } from "../lib/motion";

export const LUNGE_MS = 300;

/** Moves `unit` a short way (at most 40 px) toward `target`, and back. */
export function lunge(unit: Element | null, target: Element | null): Animation | null {
  if (!unit || !target || reducedMotion() || typeof unit.animate !== "function") return null;
  const a = unit.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  const dx = b.x + b.width / 2 - (a.x + a.width / 2);
  const dy = b.y + b.height / 2 - (a.y + a.height / 2);
  const len = Math.hypot(dx, dy) || 1;
  const reach = Math.min(40, len);
  const [x, y] = [(dx / len) * reach, (dy / len) * reach];
  return unit.animate(
    [
      { transform: "none" },
      { transform: `translate(${x}px, ${y}px) scale(1.08)`, offset: 0.4 },
      { transform: "none" },
    ],
    { duration: LUNGE_MS, easing: "ease-out" },
  );
}
