// Claim as the browser sees it: the seat's view (crates/claim/src/view.rs) and helpers to
// draw it. Nothing here knows more than the view.

export type Observer = { seat: number } | "spectator";

export interface ClaimSeatView {
  hand_size: number;
  hand?: string[];
  follower_size: number;
  follower?: string[];
  prizes_won: string[];
  score_pile: string[];
}

export interface ClaimTrick {
  phase: number;
  leader: number;
  lead: string;
  reply: string;
  prize: string | null;
  winner: number;
}

export interface ClaimView {
  observer: Observer;
  options: { first_leader?: number };
  first_leader: number;
  phase: number;
  tricks_played: number;
  to_act: number | null;
  leader: number;
  prize: string | null;
  lead: string | null;
  deck_size: number;
  seats: [ClaimSeatView, ClaimSeatView];
  discard: string[];
  tricks: ClaimTrick[];
  legal?: string[];
}

export interface ClaimFactionResult {
  faction: Faction;
  counts: [number, number];
  highest: [string | null, string | null];
  winner: number | null;
}

export interface ClaimOutcomeDetail {
  factions: ClaimFactionResult[];
  votes: [number, number];
}

export const FACTIONS = ["goblins", "knights", "undead", "dwarves", "doppelgangers"] as const;
export type Faction = (typeof FACTIONS)[number];

const CODES: Record<string, Faction> = {
  Gb: "goblins",
  Kn: "knights",
  Un: "undead",
  Dw: "dwarves",
  Dp: "doppelgangers",
};

/** A symbol per faction, so colour is never the only signal. */
export const FACTION_SYMBOL: Record<Faction, string> = {
  goblins: "♣",
  knights: "♞",
  undead: "☠",
  dwarves: "⚒",
  doppelgangers: "◐",
};

export interface ClaimCard {
  code: string;
  faction: Faction;
  value: number;
}

export function parseCard(code: string): ClaimCard | null {
  const m = /^(Gb|Kn|Un|Dw|Dp)([0-9])$/.exec(code);
  if (!m) return null;
  return { code, faction: CODES[m[1]!]!, value: Number(m[2]) };
}

export function factionOf(code: string): Faction {
  const c = parseCard(code);
  if (!c) throw new Error(`not a Claim card: ${code}`);
  return c.faction;
}

export function mySeat(view: ClaimView): number | null {
  return typeof view.observer === "object" ? view.observer.seat : null;
}

/** The cards of a pile grouped by faction, in faction order, each group ascending. */
export function byFaction(cards: readonly string[]): { faction: Faction; cards: string[] }[] {
  return FACTIONS.map((faction) => ({
    faction,
    cards: cards.filter((c) => factionOf(c) === faction),
  }));
}

/**
 * Who would win each faction if the game ended now, from the two score piles (rule 9):
 * more cards wins; equal counts go to the single highest card; otherwise nobody.
 */
export function factionLeaders(
  view: ClaimView,
): { faction: Faction; counts: [number, number]; leader: number | null }[] {
  return FACTIONS.map((faction) => {
    const piles = view.seats.map((s) => s.score_pile.filter((c) => factionOf(c) === faction));
    const counts: [number, number] = [piles[0]!.length, piles[1]!.length];
    let leader: number | null = null;
    if (counts[0] > counts[1]) leader = 0;
    else if (counts[1] > counts[0]) leader = 1;
    else if (counts[0] > 0) {
      const best = piles.map((p) => Math.max(...p.map((c) => parseCard(c)!.value)));
      if (best[0]! > best[1]!) leader = 0;
      else if (best[1]! > best[0]!) leader = 1;
    }
    return { faction, counts, leader };
  });
}

/** The trick on the table now: the leader's card and, once played, nothing else (it ends). */
export function lastTrick(view: ClaimView): ClaimTrick | null {
  return view.tricks.length ? view.tricks[view.tricks.length - 1]! : null;
}

/** Whether a card in the observer's hand may be played now. */
export function isLegal(view: ClaimView, code: string): boolean {
  return (view.legal ?? []).includes(code);
}

/** The game is over when nobody is to act and all 26 tricks are played. */
export function isOver(view: ClaimView): boolean {
  return view.to_act === null && view.tricks_played >= 26;
}
