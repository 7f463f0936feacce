// TEMPORARY: hand-written mirror of crates/server/src/protocol.rs (branch `server`) until the
// ts-rs bindings are generated into src/generated/ (`TS_RS_EXPORT_DIR=web/src/generated
// cargo test -p interregnum-server --features ts`). Keep field names exactly as the Rust types.

export interface Identity {
  id: string;
  name: string;
}

export interface Limits {
  max_message_bytes: number;
  messages_per_second: number;
  tables_per_identity: number;
  watched_per_connection: number;
}

export type Status = "waiting" | "playing" | "finished";

export interface Presence {
  connected: boolean;
  away_ms: number | null;
}

export type Occupant =
  { kind: "open" } | { kind: "person"; identity: Identity } | { kind: "bot"; bot: string };

export interface SeatInfo {
  seat: number;
  occupant: Occupant;
  timeouts: number;
  bot_standing_in: boolean;
  presence: Presence | null;
}

export interface TableSettings {
  move_seconds: number | null;
  max_timeouts: number;
  reaction_ms: number;
  bot_delay_ms: number;
}

export interface TableState {
  id: string;
  game: string;
  options: unknown;
  status: Status;
  seq: number;
  public: boolean;
  settings: TableSettings;
  seats: SeatInfo[];
  you: number | null;
  to_act: number | null;
  remaining_ms: number | null;
  outcome: unknown;
  next_table: string | null;
}

export type Mover = "person" | "bot" | "timeout" | "stand_in";

export type Change =
  | { kind: "seated"; seat: number }
  | { kind: "left"; seat: number }
  | { kind: "started" }
  | { kind: "acted"; seat: number; by: Mover }
  | { kind: "bot_stands_in"; seat: number }
  | { kind: "took_back"; seat: number }
  | { kind: "rematch"; next_table: string };

export type ErrorCode =
  | "bad_message"
  | "too_large"
  | "rate_limited"
  | "unauthorized"
  | "no_such_table"
  | "unknown_game"
  | "unknown_bot"
  | "bad_options"
  | "not_seated"
  | "seat_taken"
  | "no_such_seat"
  | "wrong_status"
  | "not_your_turn"
  | "stale"
  | "bad_action"
  | "illegal_action"
  | "pending"
  | "too_many_tables"
  | "too_many_watched"
  | "storage"
  | "moved"
  | "internal";

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  allowed?: string[];
}

export interface SeatPresence {
  seat: number;
  presence: Presence;
}

export type SnapshotReason = "watch" | "stale" | "resync";

export type ClientMessage =
  | { type: "hello"; token: string }
  | { type: "watch"; table: string; last_seq?: number | null }
  | { type: "unwatch"; table: string }
  | { type: "act"; table: string; seq: number; action: string; command: string; auto?: boolean }
  | { type: "ping"; nonce?: number | null };

export type ServerMessage =
  | { type: "welcome"; identity: Identity | null; heartbeat_ms: number; limits: Limits }
  | { type: "snapshot"; table: TableState; view: unknown; reason: SnapshotReason }
  | { type: "update"; table: TableState; change: Change; view: unknown }
  | { type: "ack"; table: string; command: string; seq: number; duplicate: boolean }
  | { type: "error"; table: string | null; command: string | null; error: ErrorBody }
  | { type: "presence"; table: string; seq: number; seats: SeatPresence[] }
  | { type: "pong"; nonce: number | null };

export type SeatRequest = { kind: "open" } | { kind: "me" } | { kind: "bot"; bot: string };

export interface NewTable {
  game: string;
  options?: unknown;
  seats: SeatRequest[];
  public?: boolean;
  settings?: Partial<TableSettings> | null;
}

export interface PlayBots {
  game: string;
  options?: unknown;
  bot?: string;
  seat?: number;
  settings?: Partial<TableSettings> | null;
}

export interface Guest {
  id: string;
  name: string;
  token: string;
}

export interface GameInfo {
  name: string;
  seats: number[];
}

export interface HistoryEntry {
  seq: number;
  view: unknown;
}
