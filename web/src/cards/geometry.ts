// The card's box and where things sit on it, in the SVG's own units (a 100 × 140 view box, the
// 5:7 of a 63 × 88 mm playing card), and the fan of a hand: how far each card is set from the
// last so that a long hand still fits its row and every card's top-left index stays in view.

/** The card's view box: 5 wide to 7 high. */
export const CARD_W = 100;
export const CARD_H = 140;
export const CARD_RATIO = CARD_W / CARD_H;
export const CORNER_RADIUS = 7;
/** The border's width, inset so that the stroke is not cut at the edge. */
export const BORDER = 3;

/** The corner index: the rank, with the emblem under it; the second corner is the first turned half a turn. */
export const INDEX = {
  x: 13,
  rankY: 24,
  rankSize: 24,
  emblemY: 30,
  emblemSize: 14,
} as const;

/** The big emblem in the middle of the face. */
export const CENTRE_EMBLEM = { x: 30, y: 34, size: 40 } as const;

/** The height of a card drawn `width` wide. */
export function cardHeight(width: number): number {
  return (width * CARD_H) / CARD_W;
}

/** The transform that draws the second index: the first, turned half a turn about the centre. */
export const OPPOSITE_CORNER = `rotate(180 ${CARD_W / 2} ${CARD_H / 2})`;

/** The square an emblem (drawn in a 24-unit box) is fitted to: `x y` offset and a scale. */
export function emblemTransform(x: number, y: number, size: number): string {
  return `translate(${x} ${y}) scale(${size / 24})`;
}

/**
 * The step between two cards of a fanned hand of `count` cards `cardWidth` wide in a row
 * `rowWidth` wide: a small gap when they fit side by side, else an overlap, but never less
 * than `minVisible` of each card (its index), so a row may then overflow rather than hide ranks.
 */
export function fanStep(
  count: number,
  cardWidth: number,
  rowWidth: number,
  gap = 4,
  minVisible = 0.3,
): number {
  if (count <= 1) return cardWidth + gap;
  const fit = (rowWidth - cardWidth) / (count - 1);
  return Math.max(cardWidth * minVisible, Math.min(cardWidth + gap, fit));
}

/** How wide a fan of `count` cards is with that step. */
export function fanWidth(count: number, cardWidth: number, step: number): number {
  return count <= 0 ? 0 : cardWidth + (count - 1) * step;
}

/**
 * Each card's turn in degrees for a fan `spread` degrees wide in all (0 for one card),
 * symmetric about the middle card.
 */
export function fanAngles(count: number, spread: number): number[] {
  if (count <= 1) return Array.from({ length: count }, () => 0);
  const step = spread / (count - 1);
  return Array.from({ length: count }, (_, i) => -spread / 2 + i * step);
}

/** The emblem in the middle of a card with rules text: smaller and higher, over the text. */
export const CENTRE_EMBLEM_WITH_TEXT = { x: 34, y: 10, size: 32 } as const;

/**
 * How much smaller than usual a name is set so that its longest word (a Dutch name such as
 * "Eedgebondene", a rank from a designer's deck) stays inside the card: 1 up to `fits` letters (what 13% of the width per letter holds).
 */
export function nameScale(name: string, fits = 9): number {
  const longest = Math.max(1, ...name.split(/\s+/).map((word) => word.length));
  return Math.min(1, Math.max(0.6, fits / longest));
}
