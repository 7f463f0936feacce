import { describe, expect, it } from "vitest";
import { Connection, backoffMs, type SocketLike } from "../src/net/connection";
import type { ServerMessage, TableState } from "../src/net/types";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop(code?: number) {
    this.readyState = 3;
    this.onclose?.(code === undefined ? {} : { code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { f: () => void; ms: number; id: number }[] = [];
  let next = 1;
  const conn = new Connection({
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    token: () => "tok",
    setTimeout: (f, ms) => {
      const id = next++;
      timers.push({ f, ms, id });
      return id;
    },
    clearTimeout: (h) => {
      const i = timers.findIndex((t) => t.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
    random: () => 0.5,
  });
  const fire = (pred: (ms: number) => boolean) => {
    const i = timers.findIndex((t) => pred(t.ms));
    expect(i).toBeGreaterThanOrEqual(0);
    const [t] = timers.splice(i, 1);
    t!.f();
  };
  return { conn, sockets, timers, fire };
}

const table = (seq: number): TableState => ({
  id: "T",
  game: "claim",
  options: {},
  status: "playing",
  seq,
  public: false,
  settings: {
    move_seconds: null,
    max_timeouts: 2,
    reaction_ms: 1500,
    bot_delay_ms: 300,
    hints: true,
  },
  seats: [],
  you: 0,
  to_act: 0,
  remaining_ms: null,
  outcome: null,
  next_table: null,
});
const welcome: ServerMessage = {
  type: "welcome",
  identity: { id: "i", name: "Ada" },
  heartbeat_ms: 1000,
  limits: {
    max_message_bytes: 65536,
    messages_per_second: 20,
    tables_per_identity: 20,
    watched_per_connection: 32,
    chat_chars: 300,
    chat_messages: 5,
    chat_window_ms: 10000,
    chat_history: 100,
  },
};

describe("the connection", () => {
  it("backs off by doubling up to 10 s", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((a) => backoffMs(a, mid))).toEqual([
      500, 1000, 2000, 4000, 8000, 10000, 10000,
    ]);
    expect(backoffMs(1, () => 0)).toBe(400);
    expect(backoffMs(1, () => 1)).toBe(600);
  });

  it("says hello, watches, and after a drop reconnects with the last seq and re-sends an unacknowledged action", () => {
    const { conn, sockets, fire } = harness();
    const got: ServerMessage[] = [];
    conn.start();
    conn.watch("T", (m) => got.push(m));
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([
      { type: "hello", token: "tok" },
      { type: "watch", table: "T" },
    ]);
    sockets[0]!.receive(welcome);
    expect(conn.state).toEqual({ kind: "open", identity: { id: "i", name: "Ada" } });
    sockets[0]!.receive({ type: "snapshot", table: table(4), view: { v: 4 }, reason: "watch" });
    conn.act("T", 4, "Kn7", "c1");
    expect(conn.hasPending("T")).toBe(true);

    sockets[0]!.drop();
    expect(conn.state.kind).toBe("waiting");
    fire((ms) => ms === 500);
    expect(sockets.length).toBe(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([
      { type: "hello", token: "tok" },
      { type: "watch", table: "T", last_seq: 4 },
      { type: "act", table: "T", seq: 4, action: "Kn7", command: "c1" },
    ]);
    sockets[1]!.receive({ type: "ack", table: "T", command: "c1", seq: 5, duplicate: true });
    expect(conn.hasPending("T")).toBe(false);
    expect(got.map((m) => m.type)).toEqual(["snapshot", "ack"]);
  });

  it("hands the chat to the table's listener, drops malformed chat, and re-sends an unstored chat message", () => {
    const { conn, sockets, fire } = harness();
    const got: ServerMessage[] = [];
    conn.start();
    conn.watch("T", (m) => got.push(m));
    sockets[0]!.open();
    sockets[0]!.receive(welcome);
    conn.chat("T", "m1", { kind: "preset", preset: "good_luck" });
    const said = {
      type: "chat",
      table: "T",
      command: "m1",
      body: { kind: "preset", preset: "good_luck" },
    };
    expect(sockets[0]!.sent).toContainEqual(said);
    sockets[0]!.onmessage?.({
      data: JSON.stringify({ type: "chat", table: "T", message: { n: 1, from: "Ada" } }),
    });
    expect(got).toEqual([]);
    sockets[0]!.drop();
    fire((ms) => ms === 500);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toContainEqual(said);
    sockets[1]!.receive({ type: "chat_ack", table: "T", command: "m1", n: 1, duplicate: false });
    const message = {
      n: 1,
      channel: "players" as const,
      from: { id: "i", name: "Ada" },
      body: { kind: "preset" as const, preset: "good_luck" as const },
    };
    sockets[1]!.receive({ type: "chat", table: "T", message });
    sockets[1]!.receive({ type: "muted", muted: [] });
    expect(got.map((m) => m.type)).toEqual(["chat_ack", "chat", "muted"]);
    sockets[1]!.drop();
    fire((ms) => ms === 500);
    sockets[2]!.open();
    expect(sockets[2]!.sent).not.toContainEqual(said);
  });

  it("says the server is restarting on close code 1012, and reconnects and re-sends from the first backoff step", () => {
    const { conn, sockets, fire } = harness();
    conn.start();
    conn.watch("T", () => {});
    sockets[0]!.open();
    sockets[0]!.receive(welcome);
    sockets[0]!.receive({ type: "snapshot", table: table(4), view: { v: 4 }, reason: "watch" });
    conn.act("T", 4, "Kn7", "c1");
    // Ordinary drops first: the backoff grows.
    sockets[0]!.drop();
    fire((ms) => ms === 500);
    sockets[1]!.drop();
    fire((ms) => ms === 500);
    sockets[2]!.drop();
    expect(conn.state).toEqual({ kind: "waiting", attempt: 2, retryInMs: 1000, restarting: false });
    fire((ms) => ms === 1000);
    sockets[3]!.open();
    sockets[3]!.drop(1012);
    expect(conn.state).toEqual({ kind: "waiting", attempt: 1, retryInMs: 500, restarting: true });
    fire((ms) => ms === 500);
    sockets[4]!.open();
    expect(sockets[4]!.sent).toContainEqual({
      type: "act",
      table: "T",
      seq: 4,
      action: "Kn7",
      command: "c1",
    });
  });

  it("ignores news older than what it holds", () => {
    const { conn, sockets } = harness();
    const seqs: number[] = [];
    conn.start();
    conn.watch("T", (m) =>
      m.type === "update" || m.type === "snapshot" ? seqs.push(m.table.seq) : null,
    );
    sockets[0]!.open();
    sockets[0]!.receive({ type: "snapshot", table: table(7), view: null, reason: "watch" });
    sockets[0]!.receive({
      type: "update",
      table: table(6),
      change: { kind: "started" },
      view: null,
    });
    sockets[0]!.receive({
      type: "update",
      table: table(8),
      change: { kind: "started" },
      view: null,
    });
    expect(seqs).toEqual([7, 8]);
  });

  it("reconnects when the server falls silent for three heartbeats", () => {
    const { conn, sockets, fire } = harness();
    conn.start();
    sockets[0]!.open();
    sockets[0]!.receive(welcome);
    fire((ms) => ms === 3000);
    expect(conn.state.kind).toBe("waiting");
    fire((ms) => ms === 500);
    expect(sockets.length).toBe(2);
  });

  it("forgets an action the server refused", () => {
    const { conn, sockets } = harness();
    conn.start();
    conn.watch("T", () => {});
    sockets[0]!.open();
    conn.act("T", 1, "pass", "c9", true);
    expect(sockets[0]!.sent.at(-1)).toEqual({
      type: "act",
      table: "T",
      seq: 1,
      action: "pass",
      command: "c9",
      auto: true,
    });
    sockets[0]!.receive({
      type: "error",
      table: "T",
      command: "c9",
      error: { code: "stale", message: "old" },
    });
    expect(conn.hasPending("T")).toBe(false);
  });

  it("asks for a hint and hands the answer to that table's listener only", () => {
    const { conn, sockets } = harness();
    const t1: ServerMessage[] = [];
    const t2: ServerMessage[] = [];
    conn.start();
    conn.watch("T", (m) => t1.push(m));
    conn.watch("U", (m) => t2.push(m));
    sockets[0]!.open();
    conn.hint("T", 3);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: "hint", table: "T", seq: 3 });
    sockets[0]!.receive({
      type: "hint",
      table: "T",
      seq: 3,
      action: "Kn7",
      win_chance: 0.6,
      iterations: 900,
    });
    expect(t1.map((m) => m.type)).toEqual(["hint"]);
    expect(t2).toEqual([]);
  });

  it("stops for good when asked", () => {
    const { conn, sockets, timers } = harness();
    conn.start();
    sockets[0]!.open();
    conn.stop();
    expect(conn.state.kind).toBe("closed");
    expect(timers.length).toBe(0);
  });
});

describe("the connection after a refusal that applied nothing", () => {
  it("re-sends an action the server could not store (storage, moved), under the same command id", () => {
    for (const code of ["storage", "moved"] as const) {
      const { conn, sockets, fire } = harness();
      conn.start();
      conn.watch("T", () => {});
      sockets[0]!.open();
      sockets[0]!.receive(welcome);
      conn.act("T", 4, "Kn7", "c1");
      sockets[0]!.receive({
        type: "error",
        table: "T",
        command: "c1",
        error: { code, message: "retry with the same command id" },
      });
      // Still ours to deliver: the page stays busy, and the act goes out again after a pause.
      expect(conn.hasPending("T")).toBe(true);
      fire((ms) => ms === 500);
      expect(sockets[0]!.sent.at(-1)).toEqual({
        type: "act",
        table: "T",
        seq: 4,
        action: "Kn7",
        command: "c1",
      });
      sockets[0]!.receive({ type: "ack", table: "T", command: "c1", seq: 5, duplicate: false });
      expect(conn.hasPending("T")).toBe(false);
    }
  });

  it("re-sends an action when a message was dropped by the rate limit (that error names no command)", () => {
    const { conn, sockets, fire } = harness();
    conn.start();
    conn.watch("T", () => {});
    sockets[0]!.open();
    sockets[0]!.receive(welcome);
    conn.act("T", 4, "Kn7", "c1");
    sockets[0]!.receive({
      type: "error",
      table: null,
      command: null,
      error: { code: "rate_limited", message: "this one was ignored" },
    });
    expect(conn.hasPending("T")).toBe(true);
    fire((ms) => ms === 500);
    expect(sockets[0]!.sent.at(-1)).toEqual({
      type: "act",
      table: "T",
      seq: 4,
      action: "Kn7",
      command: "c1",
    });
  });
});

describe("the connection given what no server of ours sends", () => {
  it("ignores frames that are not messages, or messages without their table, and goes on", () => {
    const { conn, sockets } = harness();
    const got: ServerMessage[] = [];
    conn.start();
    conn.watch("T", (m) => got.push(m));
    sockets[0]!.open();
    for (const junk of ["null", "42", '"hi"', "[]", "{}", '{"type":"snapshot"}', '{"type":"x"}'])
      sockets[0]!.onmessage?.({ data: junk });
    sockets[0]!.receive({ type: "snapshot", table: table(3), view: null, reason: "watch" });
    expect(got.map((m) => m.type)).toEqual(["snapshot"]);
  });
});
