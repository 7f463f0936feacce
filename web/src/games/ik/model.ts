// The Imposter Kings as the browser sees it: the seat's view (crates/imposter-kings/src/view.rs),
// card facts for drawing and help, and the engine's English log and prompt lines turned into
// message ids with arguments so they can be shown in any language.

import type { Args } from "../../lib/i18n-core";

export type Observer = { seat: number } | "spectator";

export interface IkCourtCard {
  card: IkCard;
  disgraced: boolean;
  bonus: boolean;
}

export interface IkSeatView {
  seat: number;
  hand_size: number;
  hand?: IkCard[];
  king_face_up: boolean;
  has_successor: boolean;
  successor?: IkCard;
  antechamber: IkCard[];
  condemned: IkCard[];
  condemned_values: number[];
  condemned_hidden?: IkCard[];
  eliminated: boolean;
  out_pile_size: number;
  row: IkCard[];
  has_shared: boolean;
  shared?: IkCard;
  took?: string;
  committed: boolean;
  known_in_hand: IkCard[];
}

export interface IkView {
  observer: Observer;
  players: number;
  points_to_win: number;
  round: number;
  scores: number[];
  true_king: number;
  first_player: number | null;
  direction: "Cw" | "Ccw" | null;
  to_act: number | null;
  deciding: string;
  restarts_this_round: number;
  court: IkCourtCard[];
  throne_value: number;
  muted: number | null;
  accused: IkCard;
  seats: IkSeatView[];
  removed_public: IkCard[];
  removed_values: number[];
  removed_hidden: number;
  removed_known: IkCard[];
  my_pending: IkCard[];
  exchange_offer: IkCard[];
  exchanges: [number, boolean][] | null;
  pile: IkCard[];
  ability?: {
    card: IkCard;
    player: number;
    target?: number;
    court_position?: number;
    name?: IkCard;
    number?: number;
  };
  log: string[];
  last_round: { points: number[]; winners: number[]; shown: IkCard[][] } | null;
  legal: string[];
}

export const IK_CARDS = [
  "Fool",
  "Assassin",
  "Elder",
  "Zealot",
  "Inquisitor",
  "Executioner",
  "Soldier",
  "Judge",
  "Oathbound",
  "Herald",
  "Warlord",
  "Mystic",
  "Warden",
  "Sentry",
  "Spy",
  "KingsHand",
  "Princess",
  "Queen",
] as const;
export type IkCard = (typeof IK_CARDS)[number];

export const BASE_VALUE: Record<IkCard, number> = {
  Fool: 1,
  Assassin: 2,
  Elder: 3,
  Zealot: 3,
  Inquisitor: 4,
  Executioner: 4,
  Soldier: 5,
  Judge: 5,
  Oathbound: 6,
  Herald: 6,
  Warlord: 7,
  Mystic: 7,
  Warden: 7,
  Sentry: 8,
  Spy: 8,
  KingsHand: 8,
  Princess: 9,
  Queen: 9,
};

export function isIkCard(x: string): x is IkCard {
  return (IK_CARDS as readonly string[]).includes(x);
}

/** The Fluent id of a card's name and of its text. */
export const cardNameId = (c: IkCard) => `ik-card-${c.toLowerCase()}`;
export const cardTextId = (c: IkCard) => `ik-card-${c.toLowerCase()}-text`;

export function seatLetter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

export function seatOfLetter(letter: string): number {
  return letter.charCodeAt(0) - 65;
}

export function mySeat(view: IkView): number | null {
  return typeof view.observer === "object" ? view.observer.seat : null;
}

/** Teams in 4 players: seats 0 and 2 against 1 and 3. */
export function partnerOf(view: IkView, seat: number): number | null {
  return view.players === 4 ? (seat + 2) % 4 : null;
}

/** The seats' letters in the order of play: up from A clockwise, down from the last seat counter-clockwise. */
export function playOrder(
  players: number,
  direction: "Cw" | "Ccw",
  name: (seat: number) => string = (s) => String.fromCharCode(65 + s),
): string {
  // Only the seats at the table: a 3-player table has no seat D.
  const seats = Array.from({ length: players }, (_, i) => i);
  return (direction === "Cw" ? seats : seats.reverse()).map(name).join(" → ");
}

/** A message: a Fluent id and its arguments. Card names are passed as `card`-prefixed ids. */
export interface Msg {
  id: string;
  args?: Args;
  /** Arguments that are card names, translated by the caller. */
  cards?: Record<string, IkCard>;
  /** Arguments that are seats, named by the caller. */
  seats?: Record<string, number>;
}

const CARD = `(${IK_CARDS.join("|")})`;
const SEAT = "([A-D])";

type Rule = [RegExp, (m: RegExpExecArray) => Msg];

const seat = (s: string) => seatOfLetter(s);
const seatList = (s: string) => (s === "nobody" ? [] : s.split(/, |\+/).map(seat));

/** The engine's prompt line (`deciding`) without its leading seat. */
const DECIDING: Rule[] = [
  [/^the match is over$/, () => ({ id: "ik-decide-over" })],
  [/^choose the first player$/, () => ({ id: "ik-decide-first" })],
  [/^keep the deal or restart$/, () => ({ id: "ik-decide-restart" })],
  [/^choose a Successor and a card to remove/, () => ({ id: "ik-decide-hide" })],
  [
    /^reveal (\d) card\(s\) from hand$/,
    (m) => ({ id: "ik-decide-reveal", args: { n: Number(m[1]) } }),
  ],
  [/^share one card face down with the partner$/, () => ({ id: "ik-decide-share" })],
  [/^break the tie for the first drafter$/, () => ({ id: "ik-decide-drafter" })],
  [/^draft a revealed card$/, () => ({ id: "ik-decide-draft" })],
  [/^take one of the partner's offer cards$/, () => ({ id: "ik-decide-take" })],
  [/^choose a Successor$/, () => ({ id: "ik-decide-successor" })],
  [/^offer (\d)-(\d) cards to the partner$/, () => ({ id: "ik-decide-offer" })],
  [/^answer the partner's exchange$/, () => ({ id: "ik-decide-respond" })],
  [/^remove a card from the round$/, () => ({ id: "ik-decide-remove" })],
  [/^take a turn$/, () => ({ id: "ik-decide-turn" })],
  [
    new RegExp(`^use or decline the ${CARD}$`),
    (m) => ({ id: "ik-decide-use", cards: { card: m[1] as IkCard } }),
  ],
  [
    new RegExp(`^react to the ${CARD} with King's Hand, or pass$`),
    (m) => ({ id: "ik-decide-kingshand", cards: { card: m[1] as IkCard } }),
  ],
  [
    /^Condemn a card of value (\d+)$/,
    (m) => ({ id: "ik-decide-condemn", args: { value: Number(m[1]) } }),
  ],
  [
    /^Disgrace up to (\d+) Court cards$/,
    (m) => ({ id: "ik-decide-disgrace", args: { n: Number(m[1]) } }),
  ],
  [/^move a card to the Antechamber, or nothing$/, () => ({ id: "ik-decide-antechamber" })],
  [/^choose a new Successor \(Herald\)$/, () => ({ id: "ik-decide-herald-successor" })],
  [
    /^chain a card of value (\d+) or more, or nothing$/,
    (m) => ({ id: "ik-decide-chain", args: { value: Number(m[1]) } }),
  ],
  [/^choose the card to exchange with the Accused$/, () => ({ id: "ik-decide-warden" })],
  [/^choose the hand card to put in the Court$/, () => ({ id: "ik-decide-sentry" })],
  [/^force a player to change their Successor, or nothing$/, () => ({ id: "ik-decide-spy-force" })],
  [/^choose a new Successor \(Spy\)$/, () => ({ id: "ik-decide-spy-successor" })],
  [/^choose a card to exchange$/, () => ({ id: "ik-decide-princess" })],
  [new RegExp(`^play the ${CARD}'s follow-up card$`), () => ({ id: "ik-decide-follow" })],
  [
    new RegExp(`^react to the King flip with ${CARD}, or pass$`),
    () => ({ id: "ik-decide-assassin" }),
  ],
  [
    new RegExp(`^react to the ${CARD} with King's Hand, or pass$`),
    (m) => ({ id: "ik-decide-kingshand", cards: { card: m[1] as IkCard } }),
  ],
  [
    new RegExp(`^keep the ${CARD} or swap it for a card of the pile$`),
    () => ({ id: "ik-decide-swap" }),
  ],
];

/** What the seat to act is deciding, as a message; `who` is the seat in the prompt. */
export function decidingMsg(deciding: string): { who: number | null; msg: Msg } {
  const m = /^([A-D]): (.*)$/.exec(deciding);
  const who = m ? seat(m[1]!) : null;
  const rest = m ? m[2]! : deciding;
  for (const [re, make] of DECIDING) {
    const x = re.exec(rest);
    if (x) return { who, msg: make(x) };
  }
  return { who, msg: { id: "ik-raw", args: { text: rest } } };
}

const LOG: Rule[] = [
  [/^round (\d+): cards dealt$/, (m) => ({ id: "ik-log-dealt", args: { round: Number(m[1]) } })],
  [
    new RegExp(`^${SEAT} has no legal action and loses the round$`),
    (m) => ({ id: "ik-log-stuck", seats: { who: seat(m[1]!) } }),
  ],
  [
    new RegExp(`^${SEAT} is out of the round$`),
    (m) => ({ id: "ik-log-eliminated", seats: { who: seat(m[1]!) } }),
  ],
  [
    /^round over; won by ([A-D+]+)$/,
    (m) => ({
      id: "ik-log-round-over",
      args: { winners: m[1]!.split("+").length },
      seats: Object.fromEntries(seatList(m[1]!).map((s, i) => [`w${i}`, s])),
    }),
  ],
  [
    new RegExp(`^paid restart: ${SEAT} gains (\\d+) points$`),
    (m) => ({ id: "ik-log-penalty", args: { points: Number(m[2]) }, seats: { who: seat(m[1]!) } }),
  ],
  [/^the reveal choices are shown$/, () => ({ id: "ik-log-rows" })],
  [/^both partner exchanges are done$/, () => ({ id: "ik-log-exchanges" })],
  [
    /^moved to the Antechamber by: (.*)$/,
    (m) => ({
      id: "ik-log-inquisition",
      args: { n: seatList(m[1]!).length },
      seats: Object.fromEntries(seatList(m[1]!).map((s, i) => [`s${i}`, s])),
    }),
  ],
  [
    /^Soldier: (yes|no)$/,
    (m) => ({ id: m[1] === "yes" ? "ik-log-soldier-yes" : "ik-log-soldier-no" }),
  ],
  [
    /^Judge: (correct|wrong)$/,
    (m) => ({ id: m[1] === "correct" ? "ik-log-judge-correct" : "ik-log-judge-wrong" }),
  ],
  [
    new RegExp(`^King's Hand stops the ${CARD}$`),
    (m) => ({ id: "ik-log-stopped", cards: { card: m[1] as IkCard } }),
  ],
  [
    /^Condemned a (\d+): (.*)$/,
    (m) => ({
      id: "ik-log-executed",
      args: { value: Number(m[1]), n: seatList(m[2]!).length },
      seats: Object.fromEntries(seatList(m[2]!).map((s, i) => [`s${i}`, s])),
    }),
  ],
  [
    new RegExp(`^${SEAT} is assassinated$`),
    (m) => ({ id: "ik-log-assassinated", seats: { who: seat(m[1]!) } }),
  ],
  [
    new RegExp(`^${SEAT} takes their Successor: ${CARD}$`),
    (m) => ({
      id: "ik-log-took-successor",
      seats: { who: seat(m[1]!) },
      cards: { card: m[2] as IkCard },
    }),
  ],
  [
    new RegExp(`^${SEAT} takes their Successor$`),
    (m) => ({ id: "ik-log-took-hidden", seats: { who: seat(m[1]!) } }),
  ],
  [
    new RegExp(`^${SEAT} gives ${CARD} to ${SEAT} and gets ${CARD}$`),
    (m) => ({
      id: "ik-log-exchanged",
      seats: { who: seat(m[1]!), other: seat(m[3]!) },
      cards: { gave: m[2] as IkCard, got: m[4] as IkCard },
    }),
  ],
  [
    new RegExp(`^${SEAT} and ${SEAT} exchange a card$`),
    (m) => ({ id: "ik-log-exchanged-hidden", seats: { who: seat(m[1]!), other: seat(m[2]!) } }),
  ],
  [
    new RegExp(`^${SEAT} removes a Condemned card of value (\\d+)$`),
    (m) => ({
      id: "ik-log-purged-value",
      args: { value: Number(m[2]) },
      seats: { who: seat(m[1]!) },
    }),
  ],
  [
    new RegExp(`^${SEAT}: \\(a secret choice\\)$`),
    (m) => ({ id: "ik-log-secret", seats: { who: seat(m[1]!) } }),
  ],
];

/** One line of the engine's log as a message; an action line becomes `ik-log-did` + action. */
export function logMsg(line: string): Msg & { action?: string } {
  for (const [re, make] of LOG) {
    const x = re.exec(line);
    if (x) return make(x);
  }
  const did = /^([A-D]): (.+)$/.exec(line);
  if (did) return { id: "ik-log-did", seats: { who: seat(did[1]!) }, action: did[2]! };
  return { id: "ik-raw", args: { text: line } };
}

/** The Court position (from 1 at the bottom) of the Throne, or 0 when the Court is empty. */
export function thronePosition(view: IkView): number {
  return view.court.length;
}

/** Whether the match is over. */
export function isOver(view: IkView): boolean {
  return (
    view.deciding === "the match is over" ||
    (view.to_act === null && view.scores.some((s) => s >= view.points_to_win))
  );
}

/** Who won a finished match and by how much: the winning seats (a team's two seats at four
 * players), their score, and the best score of the others (§7.5: the first alone at the top with
 * the points to win). Null while the match goes on. */
export interface IkMatchResult {
  winners: number[];
  score: number;
  runnerUp: number;
}

export function matchResult(view: IkView): IkMatchResult | null {
  if (!isOver(view)) return null;
  const top = Math.max(...view.scores);
  const winners = view.scores.flatMap((s, i) => (s === top ? [i] : []));
  const others = view.scores.filter((s) => s !== top);
  return { winners, score: top, runnerUp: others.length ? Math.max(...others) : top };
}

/** An action in the engine's notation as a message (`ik-act-<verb>`), for the log and buttons. */
export function actionMsg(action: string): Msg {
  const [verb = "", ...args] = action.trim().split(/\s+/);
  const cards: Record<string, IkCard> = {};
  const seats: Record<string, number> = {};
  const out: Args = { n: 0, shared: "no" };
  let ci = 0;
  for (const a of args) {
    if (isIkCard(a)) cards[`c${ci++}`] = a;
    else if (/^[A-D]$/.test(a)) seats.seat = seatOfLetter(a);
    else if (/^\d+$/.test(a)) out.number = Number(a);
    else if (a === "cw" || a === "ccw") out.dir = a;
    else if (a === "shared") out.shared = "yes";
  }
  out.n = ci;
  const id = `ik-act-${verb}`;
  return { id, args: out, cards, seats };
}
