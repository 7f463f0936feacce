// HTTP calls to the server (docs/server.md) and who this browser is: a guest whose token is
// kept in localStorage, or an account logged in with the server's HttpOnly session cookie
// (then no secret is kept here at all; localStorage only remembers that we logged in).
import type {
  Account,
  AccountMail,
  MailSettings,
  ApiToken,
  CreatedApiToken,
  SignedOut,
  CheckedDeck,
  DeckText,
  ErrorBody,
  GameInfo,
  Guest,
  HistoryEntry,
  Identity,
  Leaderboard,
  PairingState,
  Profile,
  NewSimulation,
  NewTable,
  NewTutorial,
  PlayBots,
  ReplayStep,
  ReviewState,
  SimulationState,
  TableState,
} from "./types";

const TOKEN_KEY = "interregnum.token";
const NAME_KEY = "interregnum.name";
/** Set while this browser is logged in to an account (the cookie itself is HttpOnly). */
const ACCOUNT_KEY = "interregnum.account";

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

/** Whether this browser logged in to an account (its session cookie signs requests in). */
export function loggedIn(): boolean {
  return storage()?.getItem(ACCOUNT_KEY) === "1";
}

/** Cookie-authenticated changes need this header (docs/server.md, Accounts: CSRF). */
const CSRF = { "X-Interregnum-Csrf": "1" };

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { ...CSRF };
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

/**
 * Who this browser plays as: its account, or its guest identity, created on first use (or when
 * the server forgot it). A changed name renames the identity, which keeps its seats.
 */
export async function ensureGuest(name: string): Promise<Identity> {
  const st = storage();
  const wanted = name.trim() || "Guest";
  if (savedToken() || loggedIn()) {
    try {
      const me = await call<Identity>("GET", "/api/me");
      if (me.name === wanted) return me;
      const renamed = await call<Identity>("POST", "/api/account/name", { name: wanted });
      st?.setItem(NAME_KEY, renamed.name);
      return renamed;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) throw e;
      // The token or the session is no more: go on as a new guest.
      st?.removeItem(ACCOUNT_KEY);
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

/** Now logged in to `account`: the session cookie replaces the guest token. */
function signedIn(account: Account): Account {
  const st = storage();
  st?.removeItem(TOKEN_KEY);
  st?.setItem(ACCOUNT_KEY, "1");
  st?.setItem(NAME_KEY, account.name);
  return account;
}

function signedOut(answer: SignedOut): SignedOut {
  storage()?.removeItem(ACCOUNT_KEY);
  return answer;
}

/** The account endpoints (docs/server.md, Accounts). */
export const accounts = {
  whoami: () => call<Account>("GET", "/api/account"),
  register: (username: string, password: string) =>
    call<Account>("POST", "/api/account", { username, password }).then(signedIn),
  login: (username: string, password: string) =>
    call<Account>("POST", "/api/login", { username, password }).then(signedIn),
  logout: () => call<SignedOut>("POST", "/api/logout").then(signedOut),
  logoutEverywhere: () => call<SignedOut>("POST", "/api/logout-everywhere").then(signedOut),
  rename: (name: string) =>
    call<Identity>("POST", "/api/account/name", { name }).then((identity) => {
      saveName(identity.name);
      return identity;
    }),
  mail: () => call<AccountMail>("GET", "/api/account/mail"),
  setMail: (body: MailSettings) => call<AccountMail>("POST", "/api/account/mail", body),
  tokens: () => call<ApiToken[]>("GET", "/api/account/tokens"),
  createToken: (name: string) => call<CreatedApiToken>("POST", "/api/account/tokens", { name }),
  revokeToken: (id: string) =>
    call<ApiToken>("DELETE", `/api/account/tokens/${encodeURIComponent(id)}`),
  delete: (password: string) =>
    call<SignedOut>("POST", "/api/account/delete", { password }).then(signedOut),
  /** Forgets a login the server no longer knows (its session ended elsewhere). */
  forget: () => storage()?.removeItem(ACCOUNT_KEY),
};

export const api = {
  games: () => call<GameInfo[]>("GET", "/api/games"),
  lobby: () => call<TableState[]>("GET", "/api/lobby"),
  leaderboard: (game: string, players: number, page = 0) =>
    call<Leaderboard>(
      "GET",
      `/api/leaderboard?game=${encodeURIComponent(game)}&players=${players}&page=${page}`,
    ),
  profile: (name: string, page = 0) =>
    call<Profile>("GET", `/api/players/${encodeURIComponent(name)}?page=${page}`),
  myGames: () => call<TableState[]>("GET", "/api/account/games"),
  seekPairing: (game: string) => call<PairingState>("POST", "/api/pairing", { game }),
  stopPairing: () => call<PairingState>("DELETE", "/api/pairing"),
  newTable: (body: NewTable) => call<TableState>("POST", "/api/tables", body),
  playBots: (body: PlayBots) => call<TableState>("POST", "/api/play-bots", body),
  tutorial: (body: NewTutorial) => call<TableState>("POST", "/api/tutorials", body),
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
  /** Starts the game review of `seat` (a finished game), or says how far it is (asked again). */
  review: (id: string, seat: number) =>
    call<ReviewState>("POST", `/api/tables/${encodeURIComponent(id)}/review`, { seat }),
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
  if (!token && !loggedIn()) return;
  void fetch(`/api/simulations/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: token ? { ...CSRF, Authorization: `Bearer ${token}` } : CSRF,
    keepalive: true,
  }).catch(() => {
    // The server cancels it anyway once nobody asks about it.
  });
}
