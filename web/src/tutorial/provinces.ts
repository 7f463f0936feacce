// Provinces' tutorial (2 players): banking a soldier, paying gold to raise a unit, attacking,
// and a reaction. Every rule quoted is in docs/rules/provinces.md.

import { words } from "../lib/choices";
import { mySeat, parseUnit, type PrView } from "../games/provinces/model";
import { advice, handCard, myLegal, stepValue, verbButton, type Tutorial } from "./coach";

const level = (soldier: string) => Number(soldier.slice(1));

/** The highest soldier among the legal actions of `verb` (`bank S3`, `activate S5`). */
export function highestSoldier(legal: readonly string[], verb: string): string | null {
  const soldiers = legal
    .filter((a) => words(a)[0] === verb)
    .map((a) => words(a)[1] ?? "")
    .filter((s) => /^S\d+$/.test(s));
  return soldiers.sort((a, b) => level(b) - level(a))[0] ?? null;
}

/** A unit's strength: its soldiers' levels and its power-ups' bonuses (from the deck). */
function strength(view: PrView, unit: string): number {
  const u = parseUnit(unit);
  if (!u) return 0;
  const bonus = (lvl: number) =>
    view.options.deck.power_up.find((p) => p.level === lvl)?.bonus ?? 0;
  return u.soldiers.reduce((n, s) => n + s.level, 0) + u.powerUps.reduce((n, p) => n + bonus(p), 0);
}

/**
 * An attack worth making: the strongest unit that may attack, against an opponent whose every
 * unit it beats (or who has no unit: then it takes gold or a Province).
 */
export function goodAttack(view: PrView): { action: string; unit: string; target: string } | null {
  const attacks = myLegal(view).filter((a) => words(a)[0] === "attack");
  let best: { action: string; unit: string; target: string; strength: number } | null = null;
  for (const action of attacks) {
    const [, unit = "", target = ""] = words(action);
    const mine = strength(view, unit);
    const theirs = view.seats[target.charCodeAt(0) - 65]?.army ?? [];
    if (theirs.some((u) => strength(view, u) >= mine)) continue;
    if (!best || mine > best.strength) best = { action, unit, target, strength: mine };
  }
  return best && { action: best.action, unit: best.unit, target: best.target };
}

const REACTIONS = ["guard", "reaper", "monk"] as const;
const REACTION_CARD: Record<(typeof REACTIONS)[number], string> = {
  guard: "Guard",
  reaper: "Reaper",
  monk: "Monk",
};

export const provincesTutorial: Tutorial<PrView> = {
  game: "provinces",
  lessons: [
    {
      // A reaction window: a Royal Guard cancels an attack or an ability, a Reaper kills the
      // attacking unit, a Monk takes a dying soldier.
      id: "pr-reaction",
      advise: (view) => {
        const legal = myLegal(view);
        const reaction = REACTIONS.find((r) => legal.includes(r));
        if (!reaction || view.phase.phase !== "window") return null;
        const card = REACTION_CARD[reaction];
        const who = String.fromCharCode(65 + (view.active ?? 0));
        return advice(`pr-reaction-${reaction}`, {
          args: { who, window: view.phase.window },
          cards: {
            card,
            ...(view.phase.window === "ability" ? { ability: view.phase.card } : {}),
          },
          targets: [[verbButton(reaction)], [handCard(card)]],
          moves: [reaction],
        });
      },
    },
    {
      // An attack with a unit stronger than every unit of its target.
      id: "pr-attack",
      advise: (view) => {
        if (view.phase.phase !== "main") return null;
        const attack = goodAttack(view);
        if (!attack) return null;
        const target = view.seats[attack.target.charCodeAt(0) - 65];
        return advice(target?.army.length ? "pr-attack-army" : "pr-attack-gold", {
          args: { target: attack.target, strength: strength(view, attack.unit) },
          cards: { unit: `S${parseUnit(attack.unit)?.soldiers[0]?.level ?? 1}` },
          targets: [
            [
              stepValue("attack", attack.target),
              stepValue("attack", attack.unit),
              verbButton("attack"),
            ],
          ],
          moves: [attack.action],
        });
      },
    },
    {
      // Gold pays for a soldier: exactly its level, spent for good.
      id: "pr-pay",
      advise: (view) => {
        const legal = myLegal(view);
        if (view.phase.phase !== "main") return null;
        const soldier = highestSoldier(legal, "activate");
        if (!soldier) return null;
        const moves = legal.filter((a) => words(a)[0] === "activate" && words(a)[1] === soldier);
        const me = mySeat(view) ?? 0;
        return advice("pr-pay", {
          args: { gold: view.seats[me]?.treasury_total ?? 0, level: level(soldier) },
          cards: { card: soldier },
          targets: [[stepValue("activate", soldier), verbButton("activate")], [handCard(soldier)]],
          moves,
        });
      },
    },
    {
      // A soldier banked is gold worth its level for the rest of the game.
      id: "pr-bank",
      advise: (view) => {
        const legal = myLegal(view);
        if (view.phase.phase !== "main") return null;
        const soldier = highestSoldier(legal, "bank");
        if (!soldier) return null;
        return advice("pr-bank", {
          args: { level: level(soldier) },
          cards: { card: soldier },
          targets: [[stepValue("bank", soldier), verbButton("bank")], [handCard(soldier)]],
          moves: [`bank ${soldier}`],
        });
      },
    },
  ],
};
