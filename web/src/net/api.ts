// HTTP calls to the server (docs/server.md) and the guest identity kept in localStorage.
import type {
  CheckedDeck,
  DeckText,
  ErrorBody,
  GameInfo,
  Guest,
  HistoryEntry,
  Identity,
  NewSimulation,
  NewTable,
  PlayBots,
  ReplayStep,
  SimulationState,
  TableState,
} from "./types";

const TOKEN_KEY = "interregnum.token";
const NAME_KEY = "interregnum.name";

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function savedToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function savedName(): string {
  return storage()?.getItem(NAME_KEY) ?? "";
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const token = savedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) throw new ApiError(res.status, (json as ErrorBody | null) ?? null);
  return json as T;
}

/** The guest identity of this browser, created on first use (or when the server forgot it). */
export async function ensureGuest(name: string): Promise<Identity> {
  const st = storage();
  const wanted = name.trim() || "Guest";
  if (savedToken()) {
    try {
      const me = await call<Identity>("GET", "/api/me");
      if (me.name === wanted) return me;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) throw e;
    }
  }
  const guest = await call<Guest>("POST", "/api/guests", { name: wanted });
  st?.setItem(TOKEN_KEY, guest.token);
  st?.setItem(NAME_KEY, guest.name);
  return { id: guest.id, name: guest.name };
}

export function saveName(name: string): void {
  storage()?.setItem(NAME_KEY, name);
}

export const api = {
  games: () => call<GameInfo[]>("GET", "/api/games"),
  lobby: () => call<TableState[]>("GET", "/api/lobby"),
  newTable: (body: NewTable) => call<TableState>("POST", "/api/tables", body),
  playBots: (body: PlayBots) => call<TableState>("POST", "/api/play-bots", body),
  table: (id: string) => call<TableState>("GET", `/api/tables/${encodeURIComponent(id)}`),
  sit: (id: string, seat?: number) =>
    call<TableState>(
      "POST",
      `/api/tables/${encodeURIComponent(id)}/sit`,
      seat === undefined ? {} : { seat },
    ),
  leave: (id: string) => call<TableState>("POST", `/api/tables/${encodeURIComponent(id)}/leave`),
  start: (id: string) => call<TableState>("POST", `/api/tables/${encodeURIComponent(id)}/start`),
  rematch: (id: string) =>
    call<TableState>("POST", `/api/tables/${encodeURIComponent(id)}/rematch`),
  replay: (id: string) => call<unknown>("GET", `/api/tables/${encodeURIComponent(id)}/replay`),
  replayStep: (id: string, step: number) =>
    call<ReplayStep>("GET", `/api/tables/${encodeURIComponent(id)}/replay/${step}`),
  history: (id: string) =>
    call<HistoryEntry[]>("GET", `/api/tables/${encodeURIComponent(id)}/history`),
  checkDeck: (body: DeckText) => call<CheckedDeck>("POST", "/api/decks/check", body),
  simulate: (body: NewSimulation) => call<SimulationState>("POST", "/api/simulations", body),
  simulation: (id: string) =>
    call<SimulationState>("GET", `/api/simulations/${encodeURIComponent(id)}`),
  cancelSimulation: (id: string) =>
    call<SimulationState>("DELETE", `/api/simulations/${encodeURIComponent(id)}`),
};

/** Cancels a simulation as the page goes away: a request that outlives the page. */
export function cancelSimulationOnExit(id: string): void {
  const token = savedToken();
  if (!token) return;
  void fetch(`/api/simulations/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => {
    // The server cancels it anyway once nobody asks about it.
  });
}
