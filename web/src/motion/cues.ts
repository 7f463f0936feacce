// What a change moves, worked out from the view before it and the view after (pure, so it is
// tested without a browser). TablePage turns a change into one beat or more of the
// presentation queue (src/lib/presentation-queue.ts), each with its hold and its cue, and the
// table components play the cue's motion while the beat is shown: that is what makes a bot's
// fast moves seen one at a time, a deal or a sweep included. The holds stay the same under
// prefers-reduced-motion (the pace lets a person follow); only the motion goes.
import { PACE } from "../lib/presentation-queue";

/** The motion a beat plays; `seq` tells one beat's cue from the next one's. */
export interface Cue {
  /** Cards dealt: the hands fly to their seats (the start of a round or of Claim's phase 2). */
  deal: boolean;
  /** Claim: the finished trick goes to its winner's side. */
  sweep: boolean;
  /** The sounds of the beat, in order, when sound is on (src/motion/sound.ts). */
  sounds: Sound[];
}

export type Sound = "card" | "turn" | "trick";

export const NO_CUE: Cue = { deal: false, sweep: false, sounds: [] };

export interface Beat {
  hold: number;
  cue: Cue;
}

/** How long a deal stays: every card's flight (src/motion/deal.ts) ends inside it. */
export const DEAL_HOLD = 450;
/** How long a swept trick stays before the next change: the sweep's 300 ms and a breath. */
export const SWEEP_HOLD = 350;

interface AnyView {
  observer?: { seat: number } | "spectator";
  to_act?: number | null;
  legal?: string[];
}
interface ClaimLike extends AnyView {
  phase: number;
  lead: string | null;
  tricks_played: number;
}
interface IkLike extends AnyView {
  round: number;
  restarts_this_round: number;
}

function myTurn(v: AnyView | null): boolean {
  if (!v || typeof v.observer !== "object") return false;
  return v.to_act === v.observer.seat && (v.legal?.length ?? 0) > 0;
}

/** Whether this change completes a Claim trick (the trick is now over, with no lead yet). */
export function claimTrickDone(before: ClaimLike | null, after: ClaimLike): boolean {
  return (
    after.lead === null &&
    after.tricks_played > 0 &&
    (before === null || before.tricks_played !== after.tricks_played)
  );
}

/** Whether this change deals: the game's start, a new Imposter Kings round or deal, Claim's phase 2. */
export function dealt(game: string, before: unknown, after: unknown, started: boolean): boolean {
  if (started) return true;
  if (before === null) return false;
  if (game === "claim")
    return (before as ClaimLike).phase === 1 && (after as ClaimLike).phase === 2;
  if (game === "imposter-kings") {
    const [b, a] = [before as IkLike, after as IkLike];
    return b.round !== a.round || a.restarts_this_round > b.restarts_this_round;
  }
  return false;
}

/**
 * The beats of one change. A finished Claim trick is two: held complete (1 s), then swept to
 * its winner (`SWEEP_HOLD`). Anything else is one beat of a move's pace, longer for a deal.
 */
export function beatsFor(game: string, before: unknown, after: unknown, started = false): Beat[] {
  const deal = dealt(game, before, after, started);
  const turn = !myTurn(before as AnyView | null) && myTurn(after as AnyView);
  // A move is heard as a card (the first view has no move); the turn's chime comes after it.
  const move: Sound[] = before === null ? [] : ["card"];
  const chime: Sound[] = turn ? ["turn"] : [];
  if (game === "claim" && claimTrickDone(before as ClaimLike | null, after as ClaimLike)) {
    return [
      { hold: PACE.trickComplete, cue: { deal, sweep: false, sounds: move } },
      { hold: SWEEP_HOLD, cue: { deal: false, sweep: true, sounds: ["trick", ...chime] } },
    ];
  }
  return [
    {
      hold: deal ? DEAL_HOLD : PACE.move,
      cue: { deal, sweep: false, sounds: [...move, ...chime] },
    },
  ];
}
