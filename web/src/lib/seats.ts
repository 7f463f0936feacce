// How a table names its seats: the person's or bot's name, the seat letter and presence.

export interface SeatLabel {
  seat: number;
  letter: string;
  name: string;
  /** `invited`: kept for a challenged account until they sit. */
  kind: "person" | "bot" | "open" | "invited";
  /** Null when presence does not apply (a bot, an open seat, a local preview). */
  connected: boolean | null;
  you: boolean;
}

export function letter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

/** Labels for a table seen without a server (previews, tests): "A", "B", ... */
export function plainSeats(n: number, you: number | null): SeatLabel[] {
  return Array.from({ length: n }, (_, seat) => ({
    seat,
    letter: letter(seat),
    name: letter(seat),
    kind: "person" as const,
    connected: null,
    you: seat === you,
  }));
}
