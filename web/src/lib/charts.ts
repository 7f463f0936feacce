// The geometry of the deck designer's charts, drawn as plain SVG by the components: shares
// with their 95% intervals as horizontal bars with whiskers, and a histogram. Pure functions,
// so the numbers a chart shows are tested without a browser.

export interface Share {
  rate: number;
  low: number;
  high: number;
}

/** One bar of a share chart, in SVG units: the bar from 0 to the rate, a whisker low to high. */
export interface ShareBar {
  label: string;
  /** The share as a whole percentage, and its interval, for the text beside the bar. */
  percent: number;
  lowPercent: number;
  highPercent: number;
  y: number;
  width: number;
  low: number;
  high: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Bars for shares on a 0-100% axis `width` units wide, one row of `rowHeight` per item.
 * Values outside 0..1 (or not numbers) are clamped, so a bad report cannot draw off the chart.
 */
export function shareBars(
  items: readonly { label: string; share: Share }[],
  width: number,
  rowHeight: number,
): ShareBar[] {
  return items.map(({ label, share }, i) => {
    const rate = clamp01(share.rate);
    const low = Math.min(clamp01(share.low), rate);
    const high = Math.max(clamp01(share.high), rate);
    return {
      label,
      percent: Math.round(100 * rate),
      lowPercent: Math.round(100 * low),
      highPercent: Math.round(100 * high),
      y: i * rowHeight,
      width: rate * width,
      low: low * width,
      high: high * width,
    };
  });
}

/** One column of a histogram, in SVG units (y grows downwards from the top of the plot). */
export interface Column {
  value: number;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Columns for `histogram[v]` = how often `v` happened, from the first non-zero value to the
 * last, in a plot `width` by `height`; the tallest column fills the height. Empty when nothing
 * was counted.
 */
export function histogramColumns(
  histogram: readonly number[],
  width: number,
  height: number,
): Column[] {
  const first = histogram.findIndex((n) => n > 0);
  if (first < 0) return [];
  let last = histogram.length - 1;
  while (last > first && !(histogram[last]! > 0)) last--;
  const values = last - first + 1;
  const top = Math.max(...histogram.slice(first, last + 1));
  const step = width / values;
  const gap = Math.min(2, step * 0.1);
  return Array.from({ length: values }, (_, i) => {
    const count = Math.max(0, histogram[first + i] ?? 0);
    const h = (count / top) * height;
    return {
      value: first + i,
      count,
      x: i * step + gap / 2,
      y: height - h,
      width: step - gap,
      height: h,
    };
  });
}

/**
 * Up to `most` round tick values from 0 to at least `max`: 1, 2 or 5 times a power of ten
 * apart; whole numbers only when `whole` (counts).
 */
export function ticks(max: number, most = 5, whole = false): number[] {
  if (!(max > 0)) return [0];
  const raw = Math.max(max / Math.max(1, most - 1), whole ? 1 : 0);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const out: number[] = [];
  for (let v = 0; v < max + step; v += step) {
    out.push(Math.round(v * 1e6) / 1e6);
    if (v >= max) break;
  }
  return out;
}

/** A rating chart: one player's rating after each rated game, oldest first. */
export interface RatingPlot {
  /** Each game's point, in SVG units (y grows downwards from the top of the plot). */
  points: { x: number; y: number; rating: number }[];
  /** The rating axis: round values inside the plot, with their heights. */
  axis: { value: number; y: number }[];
}

/**
 * The points of `ratings` in a plot `width` by `height`: games evenly spaced from left to
 * right (a single game in the middle), ratings on an axis from a round value below the lowest
 * to one above the highest, at least 100 points tall so that one game's change does not fill
 * it. Values that are not finite numbers are left out, so a bad answer cannot draw off the chart.
 */
export function ratingPlot(ratings: readonly number[], width: number, height: number): RatingPlot {
  const values = ratings.filter((r) => Number.isFinite(r));
  if (values.length === 0) return { points: [], axis: [] };
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const span = Math.max(100, highest - lowest);
  const step = ticks(span, 5).at(1) ?? span;
  const bottom = Math.floor((lowest - (span - (highest - lowest)) / 2) / step) * step;
  let top = Math.ceil((highest + (span - (highest - lowest)) / 2) / step) * step;
  if (top <= bottom) top = bottom + step;
  const y = (rating: number) => height - ((rating - bottom) / (top - bottom)) * height;
  const axis: { value: number; y: number }[] = [];
  for (let v = bottom; v <= top + 1e-9; v += step) axis.push({ value: v, y: y(v) });
  const gap = values.length > 1 ? width / (values.length - 1) : 0;
  return {
    points: values.map((rating, i) => ({
      x: values.length > 1 ? i * gap : width / 2,
      y: y(rating),
      rating,
    })),
    axis,
  };
}
