// The replay viewer's game review (issue 24): what `POST /api/tables/{id}/review` returns once
// done (the bots crate's `Review`, sent as JSON), read defensively, and the pure logic of the
// panel: which decision the replay is at, the evaluation graph's geometry, the actions worth
// showing and the decisions that mattered most. Tested without a browser (test/review.test.ts).

export type Mark = "mistake" | "blunder";

/** What the search found for one legal action (`interregnum_bots::review::ActionReview`). */
export interface ActionReview {
  /** In the game's notation: describe it with `describeAction`, never show it raw. */
  action: string;
  visits: number;
  /** The seat's mean result after this action, 0 to 1: a chance to win. */
  value: number;
  /** The 95% interval around `value`. */
  low: number;
  high: number;
}

/** One decision of the reviewed seat (`DecisionReview`). */
export interface DecisionReview {
  /** The index of the played action in the record: the replay's step before it was played. */
  ply: number;
  played: string;
  best: string;
  /** The position's value: the best action's. */
  value: number;
  played_value: number;
  loss: number;
  /** How the seat's value moved from here to its next decision (or the end); null at the
   *  last decision of a game not over. */
  swing: number | null;
  mark: Mark | null;
  iterations: number;
  /** Every legal action, most visited first. */
  actions: ActionReview[];
}

export interface ReviewSummary {
  decisions: number;
  mistakes: number;
  /** Not counted among the mistakes. */
  blunders: number;
  average_loss: number;
  payoff: number | null;
  /** The plies of the largest swings, largest first. */
  turning_points: number[];
}

export interface Review {
  game: string;
  seat: number;
  seats: number;
  budget: number;
  thresholds: { mistake: number; blunder: number };
  decisions: DecisionReview[];
  summary: ReviewSummary;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const isNumber = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
const isString = (x: unknown): x is string => typeof x === "string";

function asAction(x: unknown): ActionReview | null {
  if (!isObject(x)) return null;
  const { action, visits, value, low, high } = x;
  if (!isString(action) || ![visits, value, low, high].every(isNumber)) return null;
  return {
    action,
    visits: visits as number,
    value: value as number,
    low: low as number,
    high: high as number,
  };
}

function asDecision(x: unknown): DecisionReview | null {
  if (!isObject(x)) return null;
  const { ply, played, best, value, played_value, loss, swing, mark, iterations, actions } = x;
  if (!isNumber(ply) || !isString(played) || !isString(best)) return null;
  if (![value, played_value, loss].every(isNumber)) return null;
  if (swing !== null && swing !== undefined && !isNumber(swing)) return null;
  if (mark !== null && mark !== undefined && mark !== "mistake" && mark !== "blunder") return null;
  if (!Array.isArray(actions)) return null;
  const list = actions.map(asAction);
  if (list.some((a) => a === null)) return null;
  return {
    ply,
    played,
    best,
    value: value as number,
    played_value: played_value as number,
    loss: loss as number,
    swing: isNumber(swing) ? swing : null,
    mark: (mark as Mark | null | undefined) ?? null,
    iterations: isNumber(iterations) ? iterations : 0,
    actions: list as ActionReview[],
  };
}

/**
 * The review in a `ReviewState`'s `review`, or null if it is not one: the server sends it as
 * untyped JSON, so its shape is checked here once and the panel reads typed values only.
 */
export function asReview(json: unknown): Review | null {
  if (!isObject(json)) return null;
  const { game, seat, seats, budget, thresholds, decisions, summary } = json;
  if (!isString(game) || !isNumber(seat) || !isNumber(seats) || !Array.isArray(decisions))
    return null;
  if (!isObject(thresholds) || !isNumber(thresholds.mistake) || !isNumber(thresholds.blunder))
    return null;
  if (!isObject(summary)) return null;
  const list = decisions.map(asDecision);
  if (list.some((d) => d === null)) return null;
  const count = (key: string) => (isNumber(summary[key]) ? (summary[key] as number) : 0);
  const turning = Array.isArray(summary.turning_points)
    ? summary.turning_points.filter(isNumber)
    : [];
  return {
    game,
    seat,
    seats,
    budget: isNumber(budget) ? budget : 0,
    thresholds: { mistake: thresholds.mistake, blunder: thresholds.blunder },
    decisions: list as DecisionReview[],
    summary: {
      decisions: count("decisions"),
      mistakes: count("mistakes"),
      blunders: count("blunders"),
      average_loss: count("average_loss"),
      payoff: isNumber(summary.payoff) ? summary.payoff : null,
      turning_points: turning,
    },
  };
}

/**
 * The replay step at which a decision is taken. Step `n` shows the game after its first `n`
 * actions, and a decision's `ply` is the index of its action in the record, so the position
 * the seat decided in is step `ply` (the next step shows what it played).
 */
export const stepOf = (decision: DecisionReview): number => decision.ply;

/** The reviewed seat's decision taken at replay step `step`, if there is one. */
export function decisionAt(review: Review, step: number): DecisionReview | null {
  return review.decisions.find((d) => stepOf(d) === step) ?? null;
}

/** The steps of the seat's decisions just before and just after `step` (null at the ends). */
export function neighbours(
  review: Review,
  step: number,
): { prev: number | null; next: number | null } {
  let prev: number | null = null;
  let next: number | null = null;
  for (const d of review.decisions) {
    const s = stepOf(d);
    if (s < step) prev = s;
    else if (s > step && next === null) next = s;
  }
  return { prev, next };
}

/**
 * The decisions that mattered most: the summary's turning points (the largest swings, largest
 * first), as decisions. A review without them (an older server) gets them worked out here the
 * same way: by the size of the swing, the earlier decision first among equals.
 */
export function turningPoints(review: Review, most = 3): DecisionReview[] {
  const byPly = new Map(review.decisions.map((d) => [d.ply, d]));
  const named = review.summary.turning_points
    .map((ply) => byPly.get(ply))
    .filter((d): d is DecisionReview => d !== undefined);
  if (named.length > 0) return named.slice(0, most);
  return review.decisions
    .filter((d) => d.swing !== null)
    .sort((a, b) => Math.abs(b.swing!) - Math.abs(a.swing!) || a.ply - b.ply)
    .slice(0, most);
}

/** One row of a decision's table of actions. */
export interface ActionRow extends ActionReview {
  played: boolean;
  best: boolean;
}

/**
 * The actions worth showing at a decision: the `most` most visited (the search's own order),
 * and the played one after them when it is not among them, so it is always there.
 */
export function topActions(decision: DecisionReview, most = 5): ActionRow[] {
  const row = (a: ActionReview): ActionRow => ({
    ...a,
    played: a.action === decision.played,
    best: a.action === decision.best,
  });
  const top = decision.actions.slice(0, most).map(row);
  if (!top.some((r) => r.played)) {
    const played = decision.actions.find((a) => a.action === decision.played);
    if (played) top.push(row(played));
  }
  return top;
}

/** A chance (0 to 1) as a whole percentage, clamped. */
export const percent = (x: number): number =>
  Math.round(100 * Math.min(1, Math.max(0, Number.isFinite(x) ? x : 0)));

/** A difference of chances as whole percentage points, signed. */
export const points = (x: number): number =>
  Math.round(100 * (Number.isFinite(x) ? Math.max(-1, Math.min(1, x)) : 0));

/** One point of the evaluation graph, in pixels (y grows downwards). */
export interface GraphPoint {
  decision: DecisionReview;
  index: number;
  x: number;
  y: number;
}

/**
 * The evaluation graph's points: one per decision, evenly spaced across `width` (so each is
 * as easy to tap as the next, however the game's moves fell), the value 0 to 1 from the
 * bottom to the top of `height`. `pad` keeps the first and last marks inside the plot.
 */
export function graphPoints(
  decisions: readonly DecisionReview[],
  width: number,
  height: number,
  pad = 10,
): GraphPoint[] {
  const n = decisions.length;
  const span = Math.max(0, width - 2 * pad);
  return decisions.map((decision, index) => ({
    decision,
    index,
    x: pad + (n <= 1 ? span / 2 : (index * span) / (n - 1)),
    y: height - (percent(decision.value) / 100) * height,
  }));
}

/**
 * Where the replay's `step` falls on the graph: on a point at a decision, else between the
 * points of the decisions around it in proportion to the steps; null before the first
 * decision and after the last.
 */
export function stepX(points: readonly GraphPoint[], step: number): number | null {
  for (let i = 0; i < points.length; i++) {
    const here = stepOf(points[i]!.decision);
    if (here === step) return points[i]!.x;
    const next = points[i + 1];
    if (here < step && next && stepOf(next.decision) > step) {
      const f = (step - here) / (stepOf(next.decision) - here);
      return points[i]!.x + f * (next.x - points[i]!.x);
    }
  }
  return null;
}

/** Whom a table lets this observer review (docs/server.md, Reviews). */
export interface ReviewAccess {
  public: boolean;
  you: number | null;
  seats: number;
}

/**
 * The seats this observer may ask a review of: any seat of a public table, else only its own
 * (none for a spectator of a private table).
 */
export function reviewableSeats(table: ReviewAccess): number[] {
  if (table.public) return Array.from({ length: table.seats }, (_, i) => i);
  return table.you === null ? [] : [table.you];
}

/** The seat the panel offers first: the observer's own if it played, else the first allowed. */
export function defaultSeat(table: ReviewAccess): number | null {
  const allowed = reviewableSeats(table);
  if (table.you !== null && allowed.includes(table.you)) return table.you;
  return allowed[0] ?? null;
}
