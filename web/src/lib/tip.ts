// Card texts on hover, keyboard focus or a long press, in one shared tooltip element.
// The text is also given to assistive technology through `aria-description`, so a screen
// reader user hears it without the pop-up.

let box: HTMLDivElement | null = null;
let owner: HTMLElement | null = null;

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
  let left = r.left + r.width / 2 - tr.width / 2;
  left = Math.max(8, Math.min(left, window.innerWidth - tr.width - 8));
  let top = r.top - tr.height - 8;
  if (top < 8) top = r.bottom + 8;
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
  const apply = () => {
    if (current) el.setAttribute("aria-description", current);
    else el.removeAttribute("aria-description");
  };
  apply();
  const enter = () => current && show(el, current);
  const leave = () => hide(el);
  const down = (e: PointerEvent) => {
    if (e.pointerType !== "touch" || !current) return;
    longPressed = false;
    timer = setTimeout(() => {
      longPressed = true;
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
    }
  };
  const key = (e: KeyboardEvent) => {
    if (e.key === "Escape") hide(el);
  };
  el.addEventListener("mouseenter", enter);
  el.addEventListener("mouseleave", leave);
  el.addEventListener("focus", enter);
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
