// One WebSocket to the server, kept alive: reconnects by itself with backoff, says `hello`
// again, re-watches every table with the last sequence number it saw, and re-sends any action
// not yet acknowledged under the same command id (the server applies a command once).
import type { ClientMessage, Identity, ServerMessage } from "./types";

export type ConnState =
  | { kind: "connecting"; attempt: number }
  | { kind: "open"; identity: Identity | null }
  | { kind: "waiting"; attempt: number; retryInMs: number; restarting: boolean }
  | { kind: "closed" };

/** The delay before reconnect attempt `attempt` (1-based): doubling from 500 ms up to 10 s, ±20%. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface ConnectionDeps {
  open: () => SocketLike;
  token: () => string | null;
  setTimeout: (f: () => void, ms: number) => unknown;
  clearTimeout: (h: unknown) => void;
  random?: () => number;
}

export interface TableListener {
  (msg: ServerMessage): void;
}

interface Watched {
  lastSeq: number | null;
  listener: TableListener;
}

interface PendingAct {
  table: string;
  msg: ClientMessage & { type: "act" };
}

type ChatSend = ClientMessage & { type: "chat" };

const OPEN = 1;

/** The close code of a server that is shutting down to restart (RFC 6455: service restart). */
export const CLOSE_RESTARTING = 1012;

function closeCode(ev: unknown): number | null {
  if (typeof ev === "object" && ev !== null && "code" in ev && typeof ev.code === "number") {
    return ev.code;
  }
  return null;
}

/** Refusals of an act that applied nothing and ask for the same command again (docs/server.md). */
const RETRY_CODES: ReadonlySet<string> = new Set(["storage", "moved"]);

export class Connection {
  state: ConnState = { kind: "closed" };
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: unknown = null;
  private silenceTimer: unknown = null;
  private resendTimer: unknown = null;
  private resendAttempt = 0;
  private heartbeatMs = 25_000;
  private stopped = true;
  private readonly watched = new Map<string, Watched>();
  private readonly pending = new Map<string, PendingAct>();
  /** Chat messages sent and not yet stored: re-sent after a reconnect, stored once. */
  private readonly pendingChat = new Map<string, ChatSend>();
  private readonly stateListeners = new Set<(s: ConnState) => void>();
  private readonly deps: ConnectionDeps;

  constructor(deps: ConnectionDeps) {
    this.deps = deps;
  }

  onState(f: (s: ConnState) => void): () => void {
    this.stateListeners.add(f);
    f(this.state);
    return () => this.stateListeners.delete(f);
  }

  private setState(s: ConnState) {
    this.state = s;
    for (const f of this.stateListeners) f(s);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    s?.close();
    this.setState({ kind: "closed" });
  }

  /** Follows a table; `listener` gets its snapshots, updates, presence, acks and errors. */
  watch(table: string, listener: TableListener): () => void {
    this.watched.set(table, { lastSeq: null, listener });
    this.send({ type: "watch", table });
    return () => {
      this.watched.delete(table);
      this.send({ type: "unwatch", table });
    };
  }

  /** Re-sends `watch` for a table (after `hello` changed who we are, or to force a snapshot). */
  rewatch(table: string): void {
    const w = this.watched.get(table);
    if (w) this.send({ type: "watch", table });
  }

  /** Sends an action; kept until acknowledged or refused, and re-sent after a reconnect. */
  act(table: string, seq: number, action: string, command: string, auto = false): void {
    const msg: ClientMessage & { type: "act" } = { type: "act", table, seq, action, command };
    if (auto) msg.auto = true;
    this.pending.set(command, { table, msg });
    this.send(msg);
  }

  /** Asks for a hint on our decision at change `seq`; the answer comes to the table's listener. */
  hint(table: string, seq: number): void {
    this.send({ type: "hint", table, seq });
  }

  /** Says something at a table (docs/server.md, Chat); the answer comes to its listener. */
  chat(table: string, command: string, body: ChatSend["body"]): void {
    const msg: ChatSend = { type: "chat", table, command, body };
    this.pendingChat.set(command, msg);
    this.send(msg);
  }

  /** Mutes or unmutes someone for us at every table; every listener hears `muted`. */
  mute(identity: string, muted: boolean): void {
    this.send({ type: "mute", identity, muted });
  }

  /** Whether an action of ours is on its way (sent and not yet answered). */
  hasPending(table: string): boolean {
    for (const p of this.pending.values()) if (p.table === table) return true;
    return false;
  }

  private send(msg: ClientMessage): void {
    if (this.socket && this.socket.readyState === OPEN) this.socket.send(JSON.stringify(msg));
  }

  private connect(): void {
    this.attempt += 1;
    this.setState({ kind: "connecting", attempt: this.attempt });
    let socket: SocketLike;
    try {
      socket = this.deps.open();
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const token = this.deps.token();
      if (token) this.send({ type: "hello", token });
      // The server answers hello with welcome; watches go out right away, in order.
      for (const [table, w] of this.watched) {
        this.send(
          w.lastSeq === null
            ? { type: "watch", table }
            : { type: "watch", table, last_seq: w.lastSeq },
        );
      }
      for (const p of this.pending.values()) this.send(p.msg);
      for (const m of this.pendingChat.values()) this.send(m);
      this.armSilence();
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => {
      // onclose follows and decides.
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      // A restarting server comes back within seconds: start the backoff from the first step,
      // and say why the table waits.
      const restarting = closeCode(ev) === CLOSE_RESTARTING;
      if (restarting) this.attempt = 1;
      if (!this.stopped) this.scheduleRetry(restarting);
    };
  }

  private scheduleRetry(restarting = false): void {
    const delay = backoffMs(this.attempt, this.deps.random);
    this.setState({ kind: "waiting", attempt: this.attempt, retryInMs: delay, restarting });
    this.retryTimer = this.deps.setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  /** Reconnect at once (the user pressed "retry now", or the page came back online). */
  retryNow(): void {
    if (this.stopped || this.state.kind !== "waiting") return;
    if (this.retryTimer !== null) this.deps.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  private armSilence(): void {
    if (this.silenceTimer !== null) this.deps.clearTimeout(this.silenceTimer);
    // Nothing heard for three heartbeats: the connection is dead even if the socket is not closed.
    this.silenceTimer = this.deps.setTimeout(() => {
      this.silenceTimer = null;
      const s = this.socket;
      this.socket = null;
      s?.close();
      if (!this.stopped) this.scheduleRetry();
    }, this.heartbeatMs * 3);
  }

  private clearTimers(): void {
    if (this.retryTimer !== null) this.deps.clearTimeout(this.retryTimer);
    if (this.silenceTimer !== null) this.deps.clearTimeout(this.silenceTimer);
    if (this.resendTimer !== null) this.deps.clearTimeout(this.resendTimer);
    this.retryTimer = null;
    this.silenceTimer = null;
    this.resendTimer = null;
  }

  /**
   * Re-sends every unanswered action after a pause (growing like reconnects do): the server
   * applied nothing and asked for a retry under the same command id (`storage`, `moved`), or
   * dropped a message unread (`rate_limited` names no command, so it may have been an act).
   * A command that was applied after all is answered `ack` with `duplicate`.
   */
  private scheduleResend(): void {
    if (this.resendTimer !== null || this.pending.size === 0) return;
    this.resendAttempt += 1;
    this.resendTimer = this.deps.setTimeout(
      () => {
        this.resendTimer = null;
        for (const p of this.pending.values()) this.send(p.msg);
      },
      backoffMs(this.resendAttempt, this.deps.random),
    );
  }

  private receive(data: unknown): void {
    this.armSilence();
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!wellFormed(parsed)) return;
    const msg = parsed;
    switch (msg.type) {
      case "welcome":
        this.attempt = 0;
        this.heartbeatMs = msg.heartbeat_ms > 0 ? msg.heartbeat_ms : this.heartbeatMs;
        this.armSilence();
        this.setState({ kind: "open", identity: msg.identity });
        return;
      case "pong":
        return;
      case "snapshot":
      case "update": {
        const w = this.watched.get(msg.table.id);
        if (!w) return;
        // An older message than what we hold is stale news: the latest view is the truth.
        if (w.lastSeq !== null && msg.table.seq < w.lastSeq) return;
        w.lastSeq = msg.table.seq;
        w.listener(msg);
        return;
      }
      case "ack":
        this.pending.delete(msg.command);
        this.resendAttempt = 0;
        this.watched.get(msg.table)?.listener(msg);
        return;
      case "chat_ack":
        this.pendingChat.delete(msg.command);
        this.watched.get(msg.table)?.listener(msg);
        return;
      case "chat":
      case "chat_history":
        this.watched.get(msg.table)?.listener(msg);
        return;
      case "muted":
        for (const w of this.watched.values()) w.listener(msg);
        return;
      case "error": {
        const retry = RETRY_CODES.has(msg.error.code);
        if (msg.command && !retry) {
          this.pending.delete(msg.command);
          this.pendingChat.delete(msg.command);
        }
        if (retry || (msg.error.code === "rate_limited" && !msg.command)) this.scheduleResend();
        if (msg.table) this.watched.get(msg.table)?.listener(msg);
        else for (const w of this.watched.values()) w.listener(msg);
        return;
      }
      case "presence":
      case "hint": {
        this.watched.get(msg.table)?.listener(msg);
        return;
      }
    }
  }

  /** The last sequence number seen of a table. */
  lastSeq(table: string): number | null {
    return this.watched.get(table)?.lastSeq ?? null;
  }
}

/**
 * Whether a frame is a message with the fields this connection reads: an object with a
 * `type`, and a table with its id and number for a snapshot or an update, an error body for an
 * error, well-formed chat messages for the chat. Anything else is dropped, so no frame can throw in here or in a page's listener.
 */
function wellFormed(x: unknown): x is ServerMessage {
  if (typeof x !== "object" || x === null) return false;
  const m = x as { type?: unknown; table?: unknown; error?: unknown };
  if (typeof m.type !== "string") return false;
  if (m.type === "snapshot" || m.type === "update") {
    const table = m.table as { id?: unknown; seq?: unknown } | null | undefined;
    return typeof table?.id === "string" && typeof table.seq === "number";
  }
  if (m.type === "error") {
    const error = m.error as { code?: unknown } | null | undefined;
    return typeof error?.code === "string";
  }
  if (m.type === "chat") return chatMessage((x as { message?: unknown }).message);
  if (m.type === "chat_history") {
    const h = x as { messages?: unknown; muted?: unknown };
    return Array.isArray(h.messages) && h.messages.every(chatMessage) && Array.isArray(h.muted);
  }
  if (m.type === "muted") return Array.isArray((x as { muted?: unknown }).muted);
  return true;
}

/** A chat message with a number, a sender and a body of a known kind. */
function chatMessage(x: unknown): boolean {
  const m = x as
    | { n?: unknown; from?: { id?: unknown; name?: unknown }; body?: { kind?: unknown } }
    | null
    | undefined;
  return (
    typeof m?.n === "number" &&
    typeof m.from?.id === "string" &&
    typeof m.from.name === "string" &&
    (m.body?.kind === "text" || m.body?.kind === "preset")
  );
}

/** The connection for this page, opened to `/ws` on the page's own host. */
export function browserConnection(token: () => string | null): Connection {
  const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
  const conn = new Connection({
    open: () => new WebSocket(url) as unknown as SocketLike,
    token,
    setTimeout: (f, ms) => window.setTimeout(f, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
  });
  window.addEventListener("online", () => conn.retryNow());
  return conn;
}
