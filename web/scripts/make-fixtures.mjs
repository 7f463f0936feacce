// Writes test/fixtures/*.json: real seat views from the engine (`interregnum engine`), one
// for each kind of decision met in seeded random games, so the unit tests read exactly what
// the engine's views serialise to. Run after a change to a view or to the notation:
//   node scripts/make-fixtures.mjs [path/to/interregnum]
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";

const bin = process.argv[2] ?? "../target/release/interregnum";
const child = spawn(bin, ["engine"], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: child.stdout });
const waiting = [];
lines.on("line", (line) => waiting.shift()(JSON.parse(line)));
const req = (o) =>
  new Promise((resolve) => {
    waiting.push(resolve);
    child.stdin.write(JSON.stringify(o) + "\n");
  });

// A small deterministic generator (mulberry32) for the random choices.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One view per distinct signature, plus the final views of each game and a spectator's. */
async function collect(game, options, seeds, signature) {
  const picked = new Map();
  const finals = [];
  for (const seed of seeds) {
    const r = await req({ cmd: "new", game, seed, options });
    const g = r.game;
    const rand = rng(seed);
    for (let step = 0; step < 5000; step++) {
      const lg = await req({ cmd: "legal", game: g });
      if (lg.to_act === null) break;
      const view = (await req({ cmd: "view", game: g, seat: lg.to_act })).view;
      const sig = signature(view);
      if (!picked.has(sig)) picked.set(sig, view);
      const legal = lg.legal;
      const nonEnd = legal.filter((a) => a !== "end");
      const pool = nonEnd.length && rand() < 0.85 ? nonEnd : legal;
      await req({ cmd: "apply", game: g, action: pool[Math.floor(rand() * pool.length)] });
    }
    if (finals.length === 0) {
      finals.push((await req({ cmd: "view", game: g, seat: 0 })).view);
      finals.push((await req({ cmd: "view", game: g })).view);
      finals.push({ outcome: (await req({ cmd: "outcome", game: g })).outcome });
    }
    await req({ cmd: "close", game: g });
  }
  return { decisions: [...picked.values()], finals };
}

const verbsOf = (legal) => [...new Set((legal ?? []).map((a) => a.split(" ")[0]))].sort().join(",");
const strip = (d) =>
  d
    .replace(/^[A-D]: /, "")
    .replace(/\b[A-Z][a-z]+\b/g, (w) => (w === "Court" || w === "King" ? w : "X"));

const out = {
  claim: await collect("claim", {}, [1, 2], (v) => `${v.phase}:${v.lead ? "reply" : "lead"}`),
  ik2: await collect(
    "imposter-kings",
    { players: 2, points_to_win: 3 },
    [1, 2, 3, 4, 5, 6],
    (v) => `${strip(v.deciding)}|${verbsOf(v.legal)}`,
  ),
  ik3: await collect(
    "imposter-kings",
    { players: 3, points_to_win: 3 },
    [1, 2, 3, 4, 5, 6],
    (v) => `${strip(v.deciding)}|${verbsOf(v.legal)}`,
  ),
  ik4: await collect(
    "imposter-kings",
    { players: 4, points_to_win: 3 },
    [1, 2, 3, 4, 5, 6],
    (v) => `${strip(v.deciding)}|${verbsOf(v.legal)}`,
  ),
  pr2: await collect(
    "provinces",
    { players: 2 },
    [1, 2, 3],
    (v) => `${v.phase.phase}${v.phase.window ?? ""}|${verbsOf(v.legal)}`,
  ),
  pr3: await collect(
    "provinces",
    { players: 3 },
    [1, 2, 3],
    (v) => `${v.phase.phase}${v.phase.window ?? ""}|${verbsOf(v.legal)}`,
  ),
  pr4: await collect(
    "provinces",
    { players: 4 },
    [1, 2],
    (v) => `${v.phase.phase}${v.phase.window ?? ""}|${verbsOf(v.legal)}`,
  ),
};
await req({ cmd: "quit" });
for (const [name, data] of Object.entries(out)) {
  writeFileSync(`test/fixtures/${name}.json`, JSON.stringify(data) + "\n");
  console.log(name, data.decisions.length, "decisions");
}
