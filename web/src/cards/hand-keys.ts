// Keyboard play in a hand: the arrow keys move along the cards, and the focus stays in the hand
// after a card is played (the played card leaves, the others are disabled until the next turn):
// it goes to the card nearest the one played once there is one to take it, instead of
// dropping to the page (which cost a keyboard player a dozen Tabs per move).

function cards(hand: HTMLElement): HTMLElement[] {
  return [...hand.querySelectorAll<HTMLElement>("button.card, [tabindex='0'].card")];
}

function usable(el: HTMLElement): boolean {
  return !(el as HTMLButtonElement).disabled;
}

export function handKeys(hand: HTMLElement): { destroy(): void } {
  /** The place of the card last focused in the hand, while the focus belongs to the hand. */
  let held: number | null = null;

  const onFocusIn = (e: FocusEvent) => {
    const i = cards(hand).indexOf(e.target as HTMLElement);
    if (i >= 0) held = i;
  };
  const onFocusOut = (e: FocusEvent) => {
    // Focus taken elsewhere on purpose (a click or Tab out of the hand) lets the hand go.
    const to = e.relatedTarget as Node | null;
    if (to && !hand.contains(to)) held = null;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight" && e.key !== "Home" && e.key !== "End")
      return;
    const all = cards(hand).filter(usable);
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || all.length === 0) return;
    const next =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? all.length - 1
          : (at + (e.key === "ArrowRight" ? 1 : -1) + all.length) % all.length;
    all[next]!.focus();
    e.preventDefault();
  };
  const restore = () => {
    if (held === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && hand.contains(active)) return;
    if (active && active !== document.body) {
      held = null;
      return;
    }
    const all = cards(hand);
    let best: HTMLElement | null = null;
    for (let d = 0; d < all.length && !best; d++) {
      for (const i of [held + d, held - d]) {
        const c = all[i];
        if (c && usable(c)) {
          best = c;
          break;
        }
      }
    }
    best?.focus();
  };
  const onPointer = (e: PointerEvent) => {
    if (!hand.contains(e.target as Node)) held = null;
  };
  document.addEventListener("pointerdown", onPointer);
  const watch = new MutationObserver(restore);
  watch.observe(hand, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled"],
  });
  hand.addEventListener("focusin", onFocusIn);
  hand.addEventListener("focusout", onFocusOut);
  hand.addEventListener("keydown", onKey);
  return {
    destroy() {
      watch.disconnect();
      document.removeEventListener("pointerdown", onPointer);
      hand.removeEventListener("focusin", onFocusIn);
      hand.removeEventListener("focusout", onFocusOut);
      hand.removeEventListener("keydown", onKey);
    },
  };
}
