// A hand laid as a fan: a Svelte action on the row of cards that sets each card's overlap
// (src/cards/geometry.ts, fanStep) from the row's width and the number of cards, again when
// either changes. The row does not wrap: a long hand overlaps, its corner indices in view.
import { fanStep } from "./geometry";

export function fan(node: HTMLElement, gap = 6): { destroy(): void } {
  const layout = () => {
    const cards = [...node.children] as HTMLElement[];
    const first = cards[0];
    if (!first) return;
    const width = first.offsetWidth;
    const style = getComputedStyle(node);
    const room =
      node.clientWidth -
      parseFloat(style.paddingLeft || "0") -
      parseFloat(style.paddingRight || "0");
    const step = fanStep(cards.length, width, room, gap);
    cards.forEach((card, i) => {
      card.style.marginLeft = i === 0 ? "" : `${Math.round(step - width)}px`;
    });
  };
  // The row's width, and a card's (a phone draws a hand that is not being decided smaller).
  const resized = new ResizeObserver(layout);
  const watch = () => {
    resized.disconnect();
    resized.observe(node);
    const first = node.firstElementChild;
    if (first) resized.observe(first);
  };
  watch();
  const changed = new MutationObserver(() => {
    watch();
    layout();
  });
  changed.observe(node, { childList: true });
  layout();
  return {
    destroy() {
      resized.disconnect();
      changed.disconnect();
    },
  };
}
