// Hash routes (`#/table/ID`): the server serves one index.html, and an invite link is a
// plain URL that works from a clean browser.

export type Route =
  | { page: "home" }
  | { page: "rules"; game: GameName }
  | { page: "designer" }
  | { page: "account" }
  | { page: "player"; name: string }
  | { page: "leaderboard"; game: GameName; players: number }
  | { page: "table"; id: string }
  | { page: "tutorial"; game: GameName; id: string | null }
  | { page: "replay"; id: string }
  | { page: "preview"; game: string; index: number }
  | { page: "not-found"; path: string };

export const GAMES = ["claim", "imposter-kings", "provinces"] as const;
export type GameName = (typeof GAMES)[number];

export function isGame(x: string): x is GameName {
  return (GAMES as readonly string[]).includes(x);
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "").replace(/\/+$/, "") || "/";
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 0) return { page: "home" };
  const [head, arg, arg2] = parts;
  if (head === "rules" && arg && isGame(arg)) return { page: "rules", game: arg };
  if (head === "designer" && !arg) return { page: "designer" };
  if (head === "account" && !arg) return { page: "account" };
  // A player is a username, `id:` and an identity id, or `bot:` and a level.
  if (head === "player" && arg && !arg2) {
    const name = safeDecode(arg);
    if (name && /^[A-Za-z0-9_:-]{1,64}$/.test(name)) return { page: "player", name };
  }
  if (head === "leaderboard" && !arg) return { page: "leaderboard", game: "claim", players: 2 };
  if (head === "leaderboard" && arg && isGame(arg)) {
    const players = Number(arg2 ?? 2);
    if (Number.isInteger(players) && players >= 2 && players <= 4)
      return { page: "leaderboard", game: arg, players };
  }
  if (head === "table" && arg && /^[A-Za-z0-9_-]{1,64}$/.test(arg))
    return { page: "table", id: arg };
  if (head === "tutorial" && arg && isGame(arg) && (!arg2 || /^[A-Za-z0-9_-]{1,64}$/.test(arg2)))
    return { page: "tutorial", game: arg, id: arg2 ?? null };
  if (head === "replay" && arg && /^[A-Za-z0-9_-]{1,64}$/.test(arg))
    return { page: "replay", id: arg };
  if (head === "preview" && arg)
    return { page: "preview", game: arg, index: Number(arg2 ?? 0) || 0 };
  return { page: "not-found", path };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export const route = $state<{ current: Route }>({
  current: parseRoute(typeof location === "undefined" ? "" : location.hash),
});

if (typeof window !== "undefined") {
  window.addEventListener("hashchange", () => {
    route.current = parseRoute(location.hash);
    window.scrollTo(0, 0);
  });
}

export function go(hash: string): void {
  location.hash = hash;
}
