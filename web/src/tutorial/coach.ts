// The tutorials' coach (docs/web.md, Tutorials): which lesson a decision is, what to highlight
// and which move the lesson teaches. Pure functions of the seat's view, so the coach knows
// nothing the seat may not see; the fixed deal (crates/server/src/tutorials.rs) only makes
// the same lessons come up in the same order.

/** The games with a tutorial, by the server's names. */
export const TUTORIAL_GAMES = ["claim", "imposter-kings", "provinces"] as const;
export type TutorialGame = (typeof TUTORIAL_GAMES)[number];

export function isTutorialGame(x: string): x is TutorialGame {
  return (TUTORIAL_GAMES as readonly string[]).includes(x);
}

/** What the coach says and points at for one decision. */
export interface Advice {
  /** The lesson: its text is `tutorial-<lesson>`, the text when another move is tried `tutorial-<lesson>-other`. */
  lesson: string;
  /** Plain arguments of the texts (numbers, seat letters). */
  args: Record<string, string | number>;
  /** Arguments that are cards in the game's notation, named in the page's language. */
  cards: Record<string, string>;
  /**
   * What to highlight: each entry is a list of CSS selectors of which the first that matches
   * is ringed (a multi-step choice shows its steps one after the other).
   */
  targets: string[][];
  /** The lesson's moves (whole actions); empty when any legal move will do. */
  moves: string[];
}

/** One kind of decision a tutorial teaches: its advice, or null when a decision is not of its kind. */
export interface Lesson<V> {
  id: string;
  advise: (view: V) => Advice | null;
}

export interface Tutorial<V> {
  game: TutorialGame;
  /** Checked in order: the first lesson not yet done whose kind the decision is, applies. */
  lessons: Lesson<V>[];
}

/** What the coach shows now. */
export type CoachStep =
  /** `lesson` is the lesson's id (one lesson may give advice under several texts). */
  | { kind: "lesson"; advice: Advice; lesson: string }
  /** The seat's decision, of no lesson's kind (or one already learnt) while lessons remain. */
  | { kind: "yours" }
  /** Another seat decides; nothing learnt yet. */
  | { kind: "intro" }
  /** Another seat decides. */
  | { kind: "wait" }
  /** Every lesson done: the player finishes alone. */
  | { kind: "alone" }
  | { kind: "over" };

/** The legal actions when the view is the seat's own decision, else none. */
export function myLegal(view: {
  observer: unknown;
  to_act: number | null;
  legal?: string[];
}): string[] {
  const o = view.observer;
  const me =
    typeof o === "object" && o !== null && "seat" in o ? (o as { seat: number }).seat : null;
  return me !== null && view.to_act === me ? (view.legal ?? []) : [];
}

/**
 * The coach's step for `view`, given the lessons done so far and whether the game is over.
 * A reaction window the seat can only pass is not a decision (the table passes for it).
 */
export function coachStep<V extends { observer: unknown; to_act: number | null; legal?: string[] }>(
  tutorial: Tutorial<V>,
  view: V,
  done: readonly string[],
  over: boolean,
): CoachStep {
  if (over) return { kind: "over" };
  const allDone = tutorial.lessons.every((l) => done.includes(l.id));
  const legal = myLegal(view);
  const deciding = legal.length > 0 && !(legal.length === 1 && legal[0] === "pass");
  if (allDone) return { kind: "alone" };
  if (!deciding) return done.length === 0 ? { kind: "intro" } : { kind: "wait" };
  for (const lesson of tutorial.lessons) {
    if (done.includes(lesson.id)) continue;
    const advice = lesson.advise(view);
    if (advice) return { kind: "lesson", advice, lesson: lesson.id };
  }
  return { kind: "yours" };
}

/** Whether `action` is the lesson's move (any move is, when the lesson names none). */
export function isLessonMove(advice: Advice, action: string): boolean {
  return advice.moves.length === 0 || advice.moves.includes(action);
}

/** A lesson's advice with the usual empty parts filled in. */
export function advice(lesson: string, parts: Partial<Omit<Advice, "lesson">>): Advice {
  return { lesson, args: {}, cards: {}, targets: [], moves: [], ...parts };
}

/** The selector of a control of the guided choice: a verb's button. */
export const verbButton = (verb: string) => `[data-verb="${verb}"]`;
/** The selector of a value's button in the guided choice, within the step of `verb`. */
export const stepValue = (verb: string, value: string) =>
  `[data-step-verb="${verb}"] [data-action-part="${value}"]`;
/** The selector of a card in the seat's hand. */
export const handCard = (card: string) => `[data-testid="hand"] [data-card="${card}"]`;
