// Hash routes (`#/table/ID`): the server serves one index.html, and an invite link is a
// plain URL that works from a clean browser.

export type Route =
  | { page: "home" }
  | { page: "rules"; game: GameName }
  | { page: "designer" }
  | { page: "account" }
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
