// A hand laid as a fan: a Svelte action on the row of cards that sets each card's overlap
// (src/cards/geometry.ts, fanStep) from the row's width and the number of cards, again when
// either changes. The row does not wrap: a long hand overlaps, its corner indices in view.
// `lead` cards keep their place at the row's start and the rest fan in the room after them
// (The Imposter Kings' Court: the Throne, then the cards under it).
import { fanStep } from "./geometry";

export type FanOptions = number | { gap?: number; lead?: number; minVisible?: number };

export function fan(node: HTMLElement, options: FanOptions = 6): { destroy(): void } {
  const {
    gap = 6,
    lead = 0,
    minVisible = 0.3,
  } = typeof options === "number" ? { gap: options } : options;
  const layout = () => {
    const all = [...node.children] as HTMLElement[];
    const leading = all.slice(0, lead);
    const cards = all.slice(lead);
    const first = cards[0];
    if (!first) return;
    const width = first.offsetWidth;
    const style = getComputedStyle(node);
    let room =
      node.clientWidth -
      parseFloat(style.paddingLeft || "0") -
      parseFloat(style.paddingRight || "0");
    for (const el of leading) {
      const s = getComputedStyle(el);
      room -= el.offsetWidth + parseFloat(s.marginLeft || "0") + parseFloat(s.marginRight || "0");
    }
    const step = fanStep(cards.length, width, room, gap, minVisible);
    cards.forEach((card, i) => {
      card.style.marginLeft = i === 0 ? "" : `${Math.floor(step - width)}px`;
    });
  };
  // The row's width, and a card's (a phone draws a hand that is not being decided smaller).
  const resized = new ResizeObserver(layout);
  const watch = () => {
    resized.disconnect();
    resized.observe(node);
    for (const el of [...node.children].slice(0, lead + 1)) resized.observe(el);
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
