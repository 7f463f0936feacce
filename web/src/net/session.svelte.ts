// The page's one server connection and who we are.
import { browserConnection, type Connection, type ConnState } from "./connection";
import { savedToken } from "./api";

let conn: Connection | null = null;

export const session = $state<{ conn: ConnState }>({ conn: { kind: "closed" } });

export function connection(): Connection {
  if (!conn) {
    conn = browserConnection(savedToken);
    conn.onState((s) => (session.conn = s));
    conn.start();
  }
  return conn;
}

/** After the guest identity changed (a new token), say hello again on a fresh socket. */
export function reconnect(): void {
  if (conn) {
    conn.stop();
    conn.start();
  }
}

let counter = 0;
/** A command id, unique per page load and table: the server applies each id once. */
export function commandId(): string {
  counter += 1;
  const rnd = Math.random().toString(36).slice(2, 10);
  return `${Date.now().toString(36)}-${counter}-${rnd}`;
}
