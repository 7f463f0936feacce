// Card texts on hover, keyboard focus or a long press, in one shared tooltip element.
// The text is also given to assistive technology through `aria-description`, so a screen
// reader user hears it without the pop-up.
//
// A tooltip is help while choosing, never in the way of the choice: a click or tap closes it
// (and none opens until the pointer moves again), a tap elsewhere closes it, a tap
// never opens it (only a long press does), and it is placed where it covers no question
// (elements marked `data-question`, and the choice panels).

let box: HTMLDivElement | null = null;
let owner: HTMLElement | null = null;
/** The pointer of the last press: touch presses also fire mouseenter and focus, which must not
 * open the tooltip (a tap is a choice; a long press is the way to read). */
let lastPointer = "mouse";
let listening = false;
/** After a click the page changes under a still pointer, and the browser sends the card now
 * under it a mouseenter: no tooltip until the pointer really moves. */
let quietUntilMove = false;
/** A long press opened the text: the click that ends the press must not close it. */
let pressedOpen = false;

const QUESTION = "[data-question], .choices";

function listenOnce(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    "pointerdown",
    (e) => {
      lastPointer = e.pointerType;
      pressedOpen = false;
      if (owner && !owner.contains(e.target as Node)) hideTip();
    },
    true,
  );
  document.addEventListener(
    "click",
    () => {
      if (pressedOpen) {
        pressedOpen = false;
        return;
      }
      quietUntilMove = true;
      hideTip();
    },
    true,
  );
  document.addEventListener(
    "keydown",
    () => {
      lastPointer = "keyboard";
      quietUntilMove = false;
    },
    true,
  );
  document.addEventListener(
    "pointermove",
    (e) => {
      if (e.movementX || e.movementY) quietUntilMove = false;
    },
    true,
  );
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Where the tooltip goes: above the element, below it, or beside it, whichever covers the
 * least of the questions on screen (the first that covers none). */
export function placeTip(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  avoid: readonly Box[],
): { left: number; top: number } {
  const cx = anchor.left + (anchor.right - anchor.left) / 2 - size.width / 2;
  const cy = anchor.top + (anchor.bottom - anchor.top) / 2 - size.height / 2;
  const candidates = [
    { left: cx, top: anchor.top - size.height - 8 },
    { left: cx, top: anchor.bottom + 8 },
    { left: anchor.right + 8, top: cy },
    { left: anchor.left - size.width - 8, top: cy },
  ].map((c) => ({
    left: Math.max(8, Math.min(c.left, viewport.width - size.width - 8)),
    top: Math.max(8, Math.min(c.top, viewport.height - size.height - 8)),
  }));
  let best = candidates[0]!;
  let bestCost = Infinity;
  for (const c of candidates) {
    const box = {
      left: c.left,
      top: c.top,
      right: c.left + size.width,
      bottom: c.top + size.height,
    };
    // Covering the card itself hides what the text is about; covering a question is worse.
    const cost = avoid.reduce((sum, q) => sum + overlap(box, q), 0) * 4 + overlap(box, anchor);
    if (cost < bestCost) {
      best = c;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  return best;
}

function tooltip(): HTMLDivElement {
  if (!box) {
    box = document.createElement("div");
    box.className = "tooltip";
    box.setAttribute("role", "tooltip");
    box.id = "tooltip";
    box.hidden = true;
    document.body.appendChild(box);
  }
  return box;
}

function show(el: HTMLElement, text: string): void {
  const t = tooltip();
  owner = el;
  t.textContent = text;
  t.hidden = false;
  const r = el.getBoundingClientRect();
  const w = Math.min(320, window.innerWidth - 16);
  t.style.maxWidth = `${w}px`;
  const tr = t.getBoundingClientRect();
  // A card inside a question (a choice panel's option) still keeps off the rest of it when it can.
  const avoid = [...document.querySelectorAll<HTMLElement>(QUESTION)]
    .map((q) => q.getBoundingClientRect())
    .filter((q) => q.width > 0 && q.height > 0);
  const { left, top } = placeTip(
    r,
    tr,
    { width: window.innerWidth, height: window.innerHeight },
    avoid,
  );
  t.style.left = `${left}px`;
  t.style.top = `${top}px`;
}

function hide(el: HTMLElement): void {
  if (owner === el && box) {
    box.hidden = true;
    owner = null;
  }
}

export function hideTip(): void {
  if (box) box.hidden = true;
  owner = null;
}

/** `use:tip={text}`: shows `text` near the element on hover, focus and long press. */
export function tip(el: HTMLElement, text: string | null | undefined) {
  let current = text ?? "";
  let timer: ReturnType<typeof setTimeout> | null = null;
  let longPressed = false;
  // Closed by a click: stays closed until the pointer leaves or focus moves away.
  let dismissed = false;
  listenOnce();
  const apply = () => {
    if (current) el.setAttribute("aria-description", current);
    else el.removeAttribute("aria-description");
  };
  apply();
  const enter = () => {
    if (current && !dismissed && !quietUntilMove && lastPointer !== "touch") show(el, current);
  };
  // Focus shows the text to keyboard users; a click focuses too, and a click is a choice.
  const focus = () => {
    if (current && !dismissed && lastPointer === "keyboard") show(el, current);
  };
  const leave = () => {
    dismissed = false;
    hide(el);
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType !== "touch" || !current) return;
    longPressed = false;
    timer = setTimeout(() => {
      longPressed = true;
      pressedOpen = true;
      show(el, current);
    }, 450);
  };
  const up = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  // A long press shows the text and does not also play the card.
  const click = (e: MouseEvent) => {
    if (longPressed) {
      e.preventDefault();
      e.stopImmediatePropagation();
      longPressed = false;
      return;
    }
    // A choice was made: the text has done its work and must not cover what comes next.
    dismissed = true;
    hide(el);
  };
  const key = (e: KeyboardEvent) => {
    if (e.key === "Escape") hide(el);
  };
  el.addEventListener("mouseenter", enter);
  el.addEventListener("mouseleave", leave);
  el.addEventListener("focus", focus);
  el.addEventListener("blur", leave);
  el.addEventListener("pointerdown", down);
  el.addEventListener("pointerup", up);
  el.addEventListener("pointercancel", up);
  el.addEventListener("click", click, true);
  el.addEventListener("keydown", key);
  el.addEventListener("contextmenu", (e) => {
    if (longPressed) e.preventDefault();
  });
  return {
    update(next: string | null | undefined) {
      current = next ?? "";
      apply();
      if (owner === el) {
        if (current) show(el, current);
        else hide(el);
      }
    },
    destroy() {
      hide(el);
      if (timer) clearTimeout(timer);
    },
  };
}
